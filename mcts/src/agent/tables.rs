//! The key tables of `mcts`, `alphabeta` and `uci` ([`super::keys`]): the one place each
//! key's name, range, default, meaning and canonical text are written. Rows are in canonical
//! order (the order a recorded spec writes them); `collapse agents` lists the everyday keys
//! first.

#![allow(clippy::unit_arg)] // Setters are one expression each: `Ok(c.key = v)`.
use super::keys::{always, apply, check_int, find, rows, AgentDecl, Key, KeyRow, KeyType, Value};
use super::SpecError;
use crate::alphabeta::{AlphaBetaConfig, TIMED_DEPTH};
use crate::eval::Eval;
use crate::search::{Determinization, Fpu, Heuristic, Parallelism, SearchConfig};
use crate::uci::UciConfig;

/// The largest `ms` of any agent: one day.
const MAX_MS: u64 = 86_400_000;
/// The largest `K` of `det=pimc:K`.
const MAX_PIMC: u64 = 10_000;

/// `det`'s text: `none`, `ismcts` or `pimc:K`.
pub(super) fn det_str(d: Determinization) -> String {
    match d {
        Determinization::None => "none".to_string(),
        Determinization::Pimc(k) => format!("pimc:{k}"),
        Determinization::Ismcts => "ismcts".to_string(),
    }
}

fn set_det(c: &mut SearchConfig, v: Value) -> Result<(), String> {
    let v = v.text();
    c.det = match v {
        "none" => Determinization::None,
        "ismcts" => Determinization::Ismcts,
        _ => match v.strip_prefix("pimc:") {
            Some(k) => Determinization::Pimc(check_int(k, 1, MAX_PIMC)? as u32),
            None => {
                return Err(format!(
                    "'{v}' is not a determinization mode (expected none, ismcts, or pimc:K \
                     with K in 1..={MAX_PIMC})"
                ))
            }
        },
    };
    Ok(())
}

fn set_eval(v: Value) -> Result<Eval, String> {
    Eval::parse_value(v.text())
}

const FPU: &[&str] = &["first", "heur"];
const HEUR: &[&str] = &["eval", "exact", "capqs", "qs"];
const PAR: &[&str] = &["root", "tree"];

/// The `mcts` agent's keys ([`SearchConfig`]).
pub static MCTS: &[Key<SearchConfig>] = &[
    Key {
        name: "iters",
        ty: KeyType::Int {
            lo: 0,
            hi: 100_000_000,
        },
        default_note: " (none with ms alone)",
        doc: "iterations per move (0 = no limit)",
        more: "The budget is iterations, time or both, whichever ends first: ms alone is a \
               pure time budget, iters alone a pure iteration budget.",
        everyday: true,
        get: |c| c.iters.to_string(),
        set: |c, v| Ok(c.iters = v.int() as u32),
        shown: always,
    },
    Key {
        name: "ms",
        ty: KeyType::Int { lo: 0, hi: MAX_MS },
        default_note: "",
        doc: "milliseconds per move (0 = off)",
        more: "ms alone is a pure time budget; with iters, whichever ends first.",
        everyday: true,
        get: |c| c.ms.to_string(),
        set: |c, v| Ok(c.ms = v.int()),
        shown: always,
    },
    Key {
        name: "c",
        ty: KeyType::Float { hi: 100.0 },
        default_note: "",
        doc: "UCT exploration constant",
        more: "With puct > 0, the PUCT exploration constant.",
        everyday: true,
        get: |c| c.c.to_string(),
        set: |c, v| Ok(c.c = v.float()),
        shown: always,
    },
    Key {
        name: "cutoff",
        ty: KeyType::Int { lo: 0, hi: 100_000 },
        default_note: "",
        doc: "playout plies before evaluate scores it (0 = to the end)",
        more: "Only for leaves scored by a playout (qs=0 and ab=0).",
        everyday: false,
        get: |c| c.cutoff.to_string(),
        set: |c, v| Ok(c.cutoff = v.int() as u32),
        shown: always,
    },
    Key {
        name: "det",
        ty: KeyType::Text("none, ismcts or pimc:K (K in 1..=10000)"),
        default_note: "",
        doc: "determinization of uncertain states",
        more: "none = search the state as it is; pimc:K = perfect-information Monte Carlo, K \
               determinizations each searched with its own tree, root statistics summed over \
               the moves legal in the real state; ismcts = single-observer ISMCTS, one tree \
               over a new determinization each iteration.",
        everyday: true,
        get: |c| det_str(c.det),
        set: set_det,
        shown: always,
    },
    Key {
        name: "threads",
        ty: KeyType::Int { lo: 1, hi: 256 },
        default_note: "",
        doc: "search threads",
        more: "How they share the work is par.",
        everyday: true,
        get: |c| c.threads.to_string(),
        set: |c, v| Ok(c.threads = v.int() as u32),
        shown: always,
    },
    Key {
        name: "par",
        ty: KeyType::Choice(PAR, "parallel mode"),
        default_note: "",
        doc: "root = one tree per thread; tree = one shared tree",
        more: "root: each thread searches its own tree and the root statistics are summed; \
               tree: one tree shared by the threads with virtual loss.",
        everyday: false,
        get: |c| {
            match c.par {
                Parallelism::Root => "root",
                Parallelism::Tree => "tree",
            }
            .to_string()
        },
        set: |c, v| {
            c.par = if v.text() == "tree" {
                Parallelism::Tree
            } else {
                Parallelism::Root
            };
            Ok(())
        },
        shown: always,
    },
    Key {
        name: "imm",
        ty: KeyType::Float { hi: 1.0 },
        default_note: "",
        doc: "weight of implicit minimax backups (0 = off)",
        more: "Each node keeps the minimax of its children's heuristic values; a child's \
               score mixes its mean result with it at this weight.",
        everyday: false,
        get: |c| c.imm.to_string(),
        set: |c, v| Ok(c.imm = v.float()),
        shown: always,
    },
    Key {
        name: "capture",
        ty: KeyType::Float { hi: 1.0 },
        default_note: "",
        doc: "probability a playout ply picks among captures",
        more: "",
        everyday: false,
        get: |c| c.capture.to_string(),
        set: |c, v| Ok(c.capture = v.float()),
        shown: always,
    },
    Key {
        name: "qs",
        ty: KeyType::Int { lo: 0, hi: 64 },
        default_note: "",
        doc: "capture plies of a leaf's quiescence search (0 = playouts)",
        more: "Leaves are scored by a quiescence search of at most this many capture plies \
               instead of a playout.",
        everyday: false,
        get: |c| c.qs.to_string(),
        set: |c, v| Ok(c.qs = v.int() as u32),
        shown: always,
    },
    Key {
        name: "fpu",
        ty: KeyType::Choice(FPU, "first-play urgency"),
        default_note: "",
        doc: "first-play urgency of unvisited children",
        more: "first: every child is visited once before any twice; heur: an unvisited child \
               scores its evaluate value plus one visit's exploration.",
        everyday: false,
        get: |c| {
            match c.fpu {
                Fpu::First => "first",
                Fpu::Heur => "heur",
            }
            .to_string()
        },
        set: |c, v| {
            c.fpu = if v.text() == "first" {
                Fpu::First
            } else {
                Fpu::Heur
            };
            Ok(())
        },
        shown: always,
    },
    Key {
        name: "heur",
        ty: KeyType::Choice(HEUR, "child heuristic"),
        default_note: "",
        doc: "how a child is scored at expansion",
        more: "eval: by evaluate; exact: the same, a finished game by its result; capqs: as \
               exact, a capture by a quiescence search of qs plies; qs: every child by a \
               quiescence search of qs plies.",
        everyday: false,
        get: |c| {
            match c.heur {
                Heuristic::Eval => "eval",
                Heuristic::Exact => "exact",
                Heuristic::CapQs => "capqs",
                Heuristic::Qs => "qs",
            }
            .to_string()
        },
        set: |c, v| {
            c.heur = match v.text() {
                "eval" => Heuristic::Eval,
                "qs" => Heuristic::Qs,
                "capqs" => Heuristic::CapQs,
                _ => Heuristic::Exact,
            };
            Ok(())
        },
        shown: always,
    },
    Key {
        name: "ab",
        ty: KeyType::Int { lo: 0, hi: 4 },
        default_note: "",
        doc: "alpha-beta plies before a leaf's quiescence (0 = off)",
        more: "",
        everyday: false,
        get: |c| c.ab.to_string(),
        set: |c, v| Ok(c.ab = v.int() as u32),
        shown: always,
    },
    Key {
        name: "check",
        ty: KeyType::Float { hi: 1.0 },
        default_note: "",
        doc: "bonus to a checking child's heuristic value (0 = off)",
        more: "Checks are then tried before equal quiet moves. Needs a game with check.",
        everyday: false,
        get: |c| c.check.to_string(),
        set: |c, v| Ok(c.check = v.float()),
        shown: always,
    },
    Key {
        name: "mate",
        ty: KeyType::Int { lo: 0, hi: 3 },
        default_note: "",
        doc: "mate-by-checks search for checking children (0 = off)",
        more: "A checking child is searched for a forced mate by checks with this many more \
               moves and scored as a win when one is found. Does nothing without check.",
        everyday: false,
        get: |c| c.mate.to_string(),
        set: |c, v| Ok(c.mate = v.int() as u32),
        shown: always,
    },
    Key {
        name: "veto",
        ty: KeyType::Float { hi: 0.9 },
        default_note: "",
        doc: "share of ms kept for an alpha-beta veto (0 = off)",
        more: "An alpha-beta search in the time kept back replaces the MCTS move only by one \
               better by more than a margin (search::VETO_MARGIN); with ms=0 a fixed-depth \
               search (search::VETO_DEPTH).",
        everyday: false,
        get: |c| c.veto.to_string(),
        set: |c, v| Ok(c.veto = v.float()),
        shown: always,
    },
    Key {
        name: "leafq",
        ty: KeyType::Flag,
        default_note: "",
        doc: "a leaf's quiescence value enters the minimax backup",
        more: "1: a leaf's quiescence value replaces its static evaluation in the implicit \
               minimax backup, so it reaches the path at once; no effect with imm=0 or without \
               qs and ab. 0: the search before 2026-11-28.",
        everyday: false,
        get: |c| (c.leafq as u8).to_string(),
        set: |c, v| Ok(c.leafq = v.int() == 1),
        shown: always,
    },
    Key {
        name: "corder",
        ty: KeyType::Float { hi: 1.0 },
        default_note: "",
        doc: "order-only check bonus (needs imm > 0; 0 = off)",
        more: "A checking child is tried as if its heuristic value were this much higher, its \
               value unchanged. Needs a game with check.",
        everyday: false,
        get: |c| c.corder.to_string(),
        set: |c, v| Ok(c.corder = v.float()),
        shown: |c| c.corder > 0.0,
    },
    Key {
        name: "puct",
        ty: KeyType::Float { hi: 1.0 },
        default_note: "",
        doc: "PUCT prior temperature (needs imm > 0; 0 = UCB1)",
        more: "Prior weights exp((h - h_best) / puct) from the children's heuristic values; \
               exploration c * weight * sqrt(N) / (1 + n).",
        everyday: false,
        get: |c| c.puct.to_string(),
        set: |c, v| Ok(c.puct = v.float()),
        shown: |c| c.puct > 0.0,
    },
    Key {
        name: "lazy",
        ty: KeyType::Flag,
        default_note: "",
        doc: "order children without costly evaluation features",
        more: "1: children at expansion and quiescence captures are ordered without the \
               evaluation's costly features (such as mobility); leaves get all of it.",
        everyday: false,
        get: |c| (c.lazy as u8).to_string(),
        set: |c, v| Ok(c.lazy = v.int() == 1),
        shown: |c| c.lazy,
    },
    Key {
        name: "ipm",
        ty: KeyType::Int { lo: 0, hi: 3 },
        default_note: "",
        doc: "plies of the rescoring search at ipk visits (0 = off)",
        more: "A node reaching ipk visits scores its children not yet expanded again by an \
               alpha-beta search of this many plies before the quiescence search, and sorts \
               its untried children by it. Needs imm > 0, par=root and no ismcts.",
        everyday: false,
        get: |c| c.ipm.to_string(),
        set: |c, v| Ok(c.ipm = v.int() as u32),
        shown: |c| c.ipm > 0,
    },
    Key {
        name: "ipk",
        ty: KeyType::Int {
            lo: 1,
            hi: 100_000_000,
        },
        default_note: "",
        doc: "visits at which ipm rescores",
        more: "",
        everyday: false,
        get: |c| c.ipk.to_string(),
        set: |c, v| Ok(c.ipk = v.int() as u32),
        shown: |c| c.ipm > 0,
    },
    Key {
        name: "sh",
        ty: KeyType::Int { lo: 0, hi: 256 },
        default_note: "",
        doc: "Sequential Halving root candidates (0 = off, else >= 3)",
        more: "After a first phase of plain search, the sh most visited root moves get equal \
               iterations per phase and the worse half by value is dropped until two remain, \
               then UCT between them; the better of the two by value is played. Needs \
               par=root and no ismcts.",
        everyday: false,
        get: |c| c.sh.to_string(),
        set: |c, v| {
            c.sh = v.int() as u32;
            if c.sh == 1 || c.sh == 2 {
                return Err(format!(
                    "sh={} halves nothing (it needs at least 3 candidates); give sh=0 (off) \
                     or a value in 3..=256, e.g. sh=8",
                    c.sh
                ));
            }
            Ok(())
        },
        shown: |c| c.sh > 0,
    },
    Key {
        name: "shmin",
        ty: KeyType::Int {
            lo: 0,
            hi: 100_000_000,
        },
        default_note: "",
        doc: "with sh: iterations per candidate in round 1 (0 = any)",
        more: "The candidates are cut so each gets at least this many iterations in the first \
               halving round; fewer than 3 and the search stays plain.",
        everyday: false,
        get: |c| c.shmin.to_string(),
        set: |c, v| Ok(c.shmin = v.int() as u32),
        shown: |c| c.sh > 0 && c.shmin > 0,
    },
    Key {
        name: "eval",
        ty: KeyType::Text("learned, material or file:PATH"),
        default_note: "",
        doc: "the static evaluation searched",
        more: "learned: the game's evaluation with the weights fitted by collapse fit-eval; \
               material: its hand-set piece values; file:PATH: the game's features weighted \
               by the weights file at PATH (a path without commas).",
        everyday: true,
        get: |c| c.eval.to_string(),
        set: |c, v| Ok(c.eval = set_eval(v)?),
        shown: |c| c.eval != Eval::Learned,
    },
];

/// The `alphabeta` agent's keys ([`AlphaBetaConfig`]).
pub static ALPHABETA: &[Key<AlphaBetaConfig>] = &[
    Key {
        name: "depth",
        ty: KeyType::Int {
            lo: 1,
            hi: TIMED_DEPTH as u64,
        },
        default_note: " (64 with ms)",
        doc: "nominal depth in plies",
        more: "Iterative deepening to this depth.",
        everyday: true,
        get: |c| c.depth.to_string(),
        set: |c, v| Ok(c.depth = v.int() as u32),
        shown: always,
    },
    Key {
        name: "ms",
        ty: KeyType::Int { lo: 0, hi: MAX_MS },
        default_note: "",
        doc: "milliseconds per move (0 = off)",
        more: "Iterative deepening stops when the time is spent.",
        everyday: true,
        get: |c| c.ms.to_string(),
        set: |c, v| Ok(c.ms = v.int()),
        shown: always,
    },
    Key {
        name: "qs",
        ty: KeyType::Int { lo: 0, hi: 64 },
        default_note: "",
        doc: "quiescence plies on captures (0 = off)",
        more: "",
        everyday: false,
        get: |c| c.qs.to_string(),
        set: |c, v| Ok(c.qs = v.int() as u32),
        shown: always,
    },
    Key {
        name: "lazy",
        ty: KeyType::Flag,
        default_note: "",
        doc: "order captures without costly evaluation features",
        more: "1: quiescence orders its captures without the evaluation's costly features \
               (such as mobility); stand-pat values get all of it.",
        everyday: false,
        get: |c| (c.lazy as u8).to_string(),
        set: |c, v| Ok(c.lazy = v.int() == 1),
        shown: |c| c.lazy,
    },
    Key {
        name: "eval",
        ty: KeyType::Text("learned, material or file:PATH"),
        default_note: "",
        doc: "the static evaluation searched",
        more: "As mcts's eval.",
        everyday: true,
        get: |c| c.eval.to_string(),
        set: |c, v| Ok(c.eval = set_eval(v)?),
        shown: |c| c.eval != Eval::Learned,
    },
];

/// The `uci` agent's keys ([`UciConfig`]).
pub static UCI: &[Key<UciConfig>] = &[
    Key {
        name: "cmd",
        ty: KeyType::Text("a command line without commas"),
        default_note: "",
        doc: "the engine's command: program, then arguments",
        more: "Split on spaces.",
        everyday: true,
        get: |c| c.cmd.clone(),
        set: |c, v| Ok(c.cmd = v.text().trim().to_string()),
        shown: always,
    },
    Key {
        name: "ms",
        ty: KeyType::Int { lo: 1, hi: MAX_MS },
        default_note: "",
        doc: "go movetime per move, in milliseconds",
        more: "",
        everyday: true,
        get: |c| c.ms.to_string(),
        set: |c, v| Ok(c.ms = v.int()),
        shown: always,
    },
    Key {
        name: "elo",
        ty: KeyType::Int { lo: 0, hi: 5_000 },
        default_note: "",
        doc: "UCI_Elo with UCI_LimitStrength (0 = full strength)",
        more: "",
        everyday: true,
        get: |c| c.elo.to_string(),
        set: |c, v| Ok(c.elo = v.int() as u32),
        shown: always,
    },
];

fn no_keys() -> Vec<KeyRow> {
    Vec::new()
}

/// Every agent, in the order `collapse agents` lists them.
pub static AGENTS: &[AgentDecl] = &[
    AgentDecl {
        name: "random",
        summary: "a uniformly random legal move",
        keys: no_keys,
    },
    AgentDecl {
        name: "greedy",
        summary: "one ply: the move whose position evaluates best for the mover",
        keys: no_keys,
    },
    AgentDecl {
        name: "alphabeta",
        summary: "alpha-beta on the evaluation: iterative deepening, transposition table, \
                  quiescence",
        keys: || rows(ALPHABETA),
    },
    AgentDecl {
        name: "mcts",
        summary: "Monte Carlo tree search: UCT, MCTS-Solver, determinization, parallel search",
        keys: || rows(MCTS),
    },
    AgentDecl {
        name: "uci",
        summary: "a UCI engine run as a process (orthodox chess only)",
        keys: || rows(UCI),
    },
];

/// The agent called `name`, or an error listing the valid ones.
pub fn agent(name: &str) -> Result<&'static AgentDecl, SpecError> {
    AGENTS.iter().find(|a| a.name == name).ok_or_else(|| {
        SpecError(format!(
            "unknown agent '{name}'; valid agents: {}",
            AGENTS.iter().map(|a| a.name).collect::<Vec<_>>().join(", ")
        ))
    })
}

/// Checks one `mcts` `key=value` pair against the declaration, as a variant's defaults file
/// gives them: the key exists and the value is in its range.
///
/// Errors: `agent 'mcts' has no key 'shx'; ...` or the value's error from [`apply`].
pub fn check_mcts_pair(key: &str, value: &str) -> Result<(), SpecError> {
    let keys = MCTS;
    if find(keys, key).is_none() {
        return Err(SpecError(format!(
            "agent 'mcts' has no key '{key}'; valid keys: {}",
            keys.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
        )));
    }
    let mut cfg = SearchConfig::default();
    apply("mcts", keys, &mut cfg, key, value)
}
