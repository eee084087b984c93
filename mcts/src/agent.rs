//! Agents and their spec strings.
//!
//! A spec is `name` or `name:key=value,key=value,...`. Agents and keys (defaults in brackets):
//!
//! - `random`: a uniformly random legal move.
//! - `greedy`: one ply; the move whose resulting position is best for the mover by
//!   [`Game::evaluate`] (exact outcome when the move ends the game); ties broken by the rng.
//! - `alphabeta:depth=N,ms=N,qs=N` [2 (64 when `ms` is set), 0, 8]: alpha-beta on
//!   [`Game::evaluate`] with iterative deepening to `depth` plies, a time budget of `ms` per move,
//!   a transposition table and `qs` plies of quiescence on captures; keyed on who decides at each
//!   node (players need not alternate). See [`crate::alphabeta`].
//! - `mcts:iters=N,ms=N,c=X,cutoff=N,det=D,threads=N,par=P,imm=X,capture=X,qs=N,fpu=F,heur=H,ab=N,check=X,mate=N,veto=X`
//!   [1000 (0 = no limit when `ms` is set), 0, 0.1, 60, none, 1, root, 0.5, 0, 8, heur, exact,
//!   0, 0, 1, 0]: UCT with MCTS-Solver, see [`crate::search`](mod@crate::search). `iters`
//!   0..=100000000 and `ms` 0..=86400000 (at least one non-zero; `ms` alone is a pure time
//!   budget, both = whichever ends first), `c` finite in 0..=100, `cutoff` 0..=100000 plies (0 = play out to the end),
//!   `det` is `none`, `ismcts` or `pimc:K` with K in 1..=10000 (determinization), `threads`
//!   1..=256 search threads, `par` is `root` (one independent tree per thread, statistics summed)
//!   or `tree` (one tree shared by the threads with virtual loss, [`crate::treepar`]), `imm`
//!   and `capture` in 0..=1, `qs` 0..=64, `fpu` is `first` (every child visited once first) or
//!   `heur` (an unvisited child competes at its heuristic value), `heur` is `eval` (children
//!   scored by `evaluate` at expansion), `exact` (the same, a finished game by its result),
//!   `capqs` (as `exact`, a capture by a quiescence search) or `qs` (every child by a
//!   quiescence search), `ab` 0..=4 (leaves scored by an alpha-beta search of that many plies
//!   before quiescence), `check` in 0..=1 (a bonus for checking children), `mate` 0..=3 (a
//!   checking child is searched for a forced mate by checks, [`crate::mate`]), `veto` in
//!   0..=0.9 (the share of `ms` given to an alpha-beta veto of the MCTS move,
//!   [`MctsAgent`]).
//! - Keys the canonical spec shows only away from their defaults: `puct=T` (default 0, `mcts`
//!   only; PUCT with the evaluation as prior), `ipm=D,ipk=K` (default `ipm=0`, `mcts` only;
//!   children rescored by a `D`-ply search at `K` visits, [`crate::SearchConfig::ipm`]), and
//!   for both searches `lazy=0|1` (default 0;
//!   children and quiescence captures ordered on [`Game::evaluate_lazy`],
//!   [`crate::SearchConfig::lazy`]) and `eval=learned|material|file:PATH` (default learned).
//!
//! A key that relies on a rule concept a game lacks (`check`, `mate` on checks; `capture`, `qs`,
//! `heur=capqs|qs` and alpha-beta's `qs` on captures) is refused for that game when set away
//! from its default ([`AgentSpec::refuse_missing_concepts`], [`Game::HAS_CHECK`],
//! [`Game::HAS_CAPTURE`]); the registry applies this to every spec a command parses for a
//! variant.
//!
//! [`AgentSpec`]'s `Display` gives the canonical spec, which lists every key of the agent in
//! the fixed order above, e.g.
//! `mcts:iters=1000,ms=0,c=0.1,cutoff=60,det=none,threads=1,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0`;
//! `AgentSpec::parse` of it gives back an equal spec.

use std::fmt;

use rand::Rng;

pub use crate::alphabeta::AlphaBetaAgent;
use crate::alphabeta::{AlphaBetaConfig, TIMED_DEPTH};
use crate::game::{Game, GameRng};
use crate::search::{
    Determinization, Fpu, Heuristic, Parallelism, SearchConfig, Searcher, VETO_DEPTH, VETO_MARGIN,
};

/// Something that picks a move for the player to decide.
pub trait Agent<G: Game>: Send {
    /// The move to play in `game` (which is ongoing and has at least one legal move).
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move;
    /// Told of every move played in the game (its own and the opponent's), with the state
    /// before the move; agents that reuse their tree use it.
    fn observe(&mut self, _before: &G, _mv: G::Move) {}

    /// What the last [`Agent::select_move`] spent searching, for agents that search (`mcts`);
    /// `None` for the others, and for a move with no choice (one legal move: no search).
    fn last_search(&self) -> Option<SearchSpent> {
        None
    }
}

impl<G: Game> Agent<G> for AlphaBetaAgent<G> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        self.choose(game, rng)
    }
}

/// What one move's search spent: `iterations` (MCTS iterations, summed over trees and
/// determinizations) in `seconds` of wall time (the veto's alpha-beta included).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSpent {
    /// Iterations run.
    pub iterations: u64,
    /// Wall time of the whole move decision, in seconds.
    pub seconds: f64,
}

/// An agent spec string that could not be read; the message names the bad agent, key or
/// value and lists the valid agents or keys with their defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for SpecError {}

/// A concept of a game's rules that some agent keys rely on
/// ([`AgentSpec::concept_keys`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Concept {
    /// Check ([`Game::is_in_check`], declared by [`Game::HAS_CHECK`]): `mcts` keys `check`
    /// and `mate`.
    Check,
    /// Captures ([`Game::is_capture`], declared by [`Game::HAS_CAPTURE`]): `mcts` keys
    /// `capture`, `qs`, `heur=capqs|qs`, `alphabeta` key `qs`.
    Capture,
}

impl Concept {
    /// The concept in words, plural: `checks`, `captures`.
    pub fn name(self) -> &'static str {
        match self {
            Concept::Check => "checks",
            Concept::Capture => "captures",
        }
    }

    /// Whether game type `G` has it.
    pub fn in_game<G: Game>(self) -> bool {
        match self {
            Concept::Check => G::HAS_CHECK,
            Concept::Capture => G::HAS_CAPTURE,
        }
    }
}

/// A parsed agent spec (`random`, `greedy`, `alphabeta:ms=200`, `mcts:iters=800,c=1.4`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgentSpec {
    /// Uniformly random legal moves.
    Random,
    /// One ply: the move whose resulting position `evaluate`s best for the mover.
    Greedy,
    /// Alpha-beta on `evaluate` with iterative deepening, a time budget, a transposition table
    /// and quiescence (see [`crate::alphabeta`]).
    AlphaBeta(AlphaBetaConfig),
    /// Monte Carlo tree search (UCT, MCTS-Solver, optional PIMC and root parallelism).
    Mcts(SearchConfig),
    /// A UCI engine run as a process (orthodox chess only; see [`crate::uci`]).
    Uci(crate::uci::UciConfig),
}

const UCI_KEYS: [&str; 3] = ["cmd", "ms", "elo"];

fn uci_keys_help() -> String {
    let d = crate::uci::UciConfig::default();
    format!(
        "cmd (default {}; the engine's command, program then arguments separated by spaces), \
         ms (default {}; 1..=86400000, go movetime per move), \
         elo (default {}; UCI_Elo with UCI_LimitStrength, 0 = full strength, else 1..=5000)",
        d.cmd, d.ms, d.elo
    )
}

/// Default alpha-beta depth (without a time budget).
pub const DEFAULT_ALPHABETA_DEPTH: u32 = 2;

const ALPHABETA_KEYS: [&str; 5] = ["depth", "ms", "qs", "lazy", "eval"];

const MCTS_KEYS: [&str; 21] = [
    "iters", "ms", "c", "cutoff", "det", "threads", "par", "imm", "capture", "qs", "fpu", "heur",
    "ab", "check", "mate", "veto", "puct", "lazy", "ipm", "ipk", "eval",
];

/// The `eval` key's help, shared by `mcts` and `alphabeta`.
const EVAL_HELP: &str = "eval (default learned; learned = the game's evaluation with weights \
     fitted by collapse fit-eval, material = its hand-set piece values, file:PATH = the \
     game's features weighted by the weights file at PATH, a path without commas)";

fn mcts_keys_help() -> String {
    let d = SearchConfig::default();
    format!(
        "iters (default {}, or no limit when ms is given alone; 0..=100000000, 0 = no limit), \
         ms (default {}; 0..=86400000, 0 = off; ms alone is a pure time budget, both = whichever ends first), \
         c (default {}; 0..=100), cutoff (default {}; plies, 0 = play out to the end), \
         det (default {}; none, ismcts, or pimc:K with K in 1..=10000), threads (default {}; 1..=256), \
         par (default {}; root = one tree per thread, tree = one tree shared by the threads \
         with virtual loss), \
         imm (default {}; 0..=1, weight of implicit minimax backups of evaluate, 0 = off), \
         capture (default {}; 0..=1, probability a playout ply picks among captures), \
         qs (default {}; 0..=64, leaves scored by a quiescence search of this many capture plies \
         instead of a playout, 0 = playouts), \
         fpu (default {}; first = visit every child once first, heur = an unvisited child \
         scores its evaluate value plus one visit's exploration), \
         heur (default {}; eval = children scored by evaluate at expansion, exact = the same but \
         a finished game by its result, capqs = as exact but a capture by a quiescence search \
         of qs plies, qs = every child by a quiescence search of qs plies), \
         ab (default {}; 0..=4, leaves scored by an alpha-beta search of this many plies before \
         the quiescence search, 0 = off), \
         check (default {}; 0..=1, bonus to the heuristic value of a checking move, so checks \
         are tried before equal quiet moves, 0 = off), \
         mate (default {}; 0..=3, a checking child is searched for a forced mate by checks with \
         this many more moves and scored as a win when found, 0 = off), \
         veto (default {}; 0..=0.9, the share of ms kept back for an alpha-beta search that \
         replaces the MCTS move only by one better by more than {VETO_MARGIN}; with ms=0 a \
         {VETO_DEPTH}-ply search; 0 = off), \
         puct (default {}; 0..=1, PUCT selection with prior weights exp((h - h_best) / puct) \
         from the children's heuristic values, exploration c * weight * sqrt(N) / (1 + n); \
         needs imm > 0; 0 = off, UCB1), \
         lazy (default {}; 1 = children at expansion and quiescence captures ordered without \
         the evaluation's costly features such as mobility, leaves with all of it; 0 = off), \
         ipm (default {}; 0..=3, a node reaching ipk visits scores its children not yet \
         expanded again by an alpha-beta search of this many plies before the quiescence \
         search, and sorts its untried children by it; needs imm > 0, par=root and no ismcts; \
         0 = off), ipk (default {}; 1..=100000000, the visits at which ipm rescores), \
         {EVAL_HELP}",
        d.iters,
        d.ms,
        d.c,
        d.cutoff,
        det_str(d.det),
        d.threads,
        par_str(d.par),
        d.imm,
        d.capture,
        d.qs,
        fpu_str(d.fpu),
        heur_str(d.heur),
        d.ab,
        d.check,
        d.mate,
        d.veto,
        d.puct,
        d.lazy as u8,
        d.ipm,
        d.ipk
    )
}

fn alphabeta_keys_help() -> String {
    format!(
        "depth (default {DEFAULT_ALPHABETA_DEPTH}, or {TIMED_DEPTH} when ms is set; 1..={TIMED_DEPTH} plies), \
         ms (default 0; 0..=86400000, time per move, iterative deepening stops when spent; 0 = off), \
         qs (default 8; 0..=64 quiescence plies on captures, 0 = off), \
         lazy (default 0; 1 = quiescence orders its captures without the evaluation's costly \
         features such as mobility, stand-pat values with all of it; 0 = off), {EVAL_HELP}"
    )
}

fn det_str(d: Determinization) -> String {
    match d {
        Determinization::None => "none".to_string(),
        Determinization::Pimc(k) => format!("pimc:{k}"),
        Determinization::Ismcts => "ismcts".to_string(),
    }
}

fn fpu_str(p: Fpu) -> &'static str {
    match p {
        Fpu::First => "first",
        Fpu::Heur => "heur",
    }
}

fn heur_str(h: Heuristic) -> &'static str {
    match h {
        Heuristic::Eval => "eval",
        Heuristic::Qs => "qs",
        Heuristic::Exact => "exact",
        Heuristic::CapQs => "capqs",
    }
}

fn par_str(p: Parallelism) -> &'static str {
    match p {
        Parallelism::Root => "root",
        Parallelism::Tree => "tree",
    }
}

fn parse_int<T: std::str::FromStr + PartialOrd + fmt::Display + Copy>(
    agent: &str,
    key: &str,
    value: &str,
    lo: T,
    hi: T,
) -> Result<T, SpecError> {
    let v: T = value.parse().map_err(|_| {
        SpecError(format!(
            "agent '{agent}' key '{key}': '{value}' is not a whole number (expected {lo}..={hi})"
        ))
    })?;
    if v < lo || v > hi {
        return Err(SpecError(format!(
            "agent '{agent}' key '{key}': {value} is out of range (expected {lo}..={hi})"
        )));
    }
    Ok(v)
}

/// A finite `mcts` key value in `0..=hi`.
fn parse_float(key: &str, value: &str, hi: f32) -> Result<f32, SpecError> {
    let x: f32 = value.parse().map_err(|_| {
        SpecError(format!(
            "agent 'mcts' key '{key}': '{value}' is not a number (expected 0..={hi})"
        ))
    })?;
    if !x.is_finite() || !(0.0..=hi).contains(&x) {
        return Err(SpecError(format!(
            "agent 'mcts' key '{key}': {value} is out of range (expected 0..={hi})"
        )));
    }
    Ok(x)
}

/// Splits `key=value,key=value` into pairs, rejecting empty parts and repeated keys.
fn parse_pairs<'a>(
    agent: &str,
    body: &'a str,
    valid: &[&str],
    help: &str,
) -> Result<Vec<(&'a str, &'a str)>, SpecError> {
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    if body.trim().is_empty() {
        return Ok(pairs);
    }
    for part in body.split(',') {
        let part = part.trim();
        let Some((k, v)) = part.split_once('=') else {
            return Err(SpecError(format!(
                "agent '{agent}': '{part}' is not key=value; valid keys: {help}"
            )));
        };
        let (k, v) = (k.trim(), v.trim());
        if !valid.contains(&k) {
            return Err(SpecError(format!(
                "agent '{agent}' has no key '{k}'; valid keys: {help}"
            )));
        }
        if pairs.iter().any(|&(pk, _)| pk == k) {
            return Err(SpecError(format!(
                "agent '{agent}': key '{k}' is given twice"
            )));
        }
        if v.is_empty() {
            return Err(SpecError(format!(
                "agent '{agent}' key '{k}': empty value; valid keys: {help}"
            )));
        }
        pairs.push((k, v));
    }
    Ok(pairs)
}

/// Sets one `mcts` key of `cfg` from its text (the key is one of [`MCTS_KEYS`]).
fn apply_mcts_key(cfg: &mut SearchConfig, k: &str, v: &str) -> Result<(), SpecError> {
    match k {
        "iters" => cfg.iters = parse_int("mcts", k, v, 0u32, 100_000_000)?,
        "ms" => cfg.ms = parse_int("mcts", k, v, 0u64, 86_400_000)?,
        "cutoff" => cfg.cutoff = parse_int("mcts", k, v, 0u32, 100_000)?,
        "threads" => cfg.threads = parse_int("mcts", k, v, 1u32, 256)?,
        "c" => cfg.c = parse_float(k, v, 100.0)?,
        "imm" => cfg.imm = parse_float(k, v, 1.0)?,
        "check" => cfg.check = parse_float(k, v, 1.0)?,
        "mate" => cfg.mate = parse_int("mcts", k, v, 0u32, 3)?,
        "veto" => cfg.veto = parse_float(k, v, 0.9)?,
        "puct" => cfg.puct = parse_float(k, v, 1.0)?,
        "lazy" => cfg.lazy = parse_int("mcts", k, v, 0u8, 1)? == 1,
        "ipm" => cfg.ipm = parse_int("mcts", k, v, 0u32, 3)?,
        "ipk" => cfg.ipk = parse_int("mcts", k, v, 1u32, 100_000_000)?,
        "eval" => cfg.eval = crate::Eval::parse("mcts", v)?,
        "capture" => cfg.capture = parse_float(k, v, 1.0)?,
        "qs" => cfg.qs = parse_int("mcts", k, v, 0u32, 64)?,
        "fpu" => {
            cfg.fpu = match v {
                "first" => Fpu::First,
                "heur" => Fpu::Heur,
                _ => {
                    return Err(SpecError(format!(
                        "agent 'mcts' key 'fpu': '{v}' is not a first-play \
                             urgency (expected first or heur)"
                    )))
                }
            };
        }
        "ab" => cfg.ab = parse_int("mcts", k, v, 0u32, 4)?,
        "heur" => {
            cfg.heur = match v {
                "eval" => Heuristic::Eval,
                "qs" => Heuristic::Qs,
                "exact" => Heuristic::Exact,
                "capqs" => Heuristic::CapQs,
                _ => {
                    return Err(SpecError(format!(
                        "agent 'mcts' key 'heur': '{v}' is not a child \
                             heuristic (expected eval, exact, capqs or qs)"
                    )))
                }
            };
        }
        "par" => {
            cfg.par = match v {
                "root" => Parallelism::Root,
                "tree" => Parallelism::Tree,
                _ => {
                    return Err(SpecError(format!(
                        "agent 'mcts' key 'par': '{v}' is not a parallel mode \
                             (expected root or tree)"
                    )))
                }
            };
        }
        "det" => {
            cfg.det = if v == "none" {
                Determinization::None
            } else if v == "ismcts" {
                Determinization::Ismcts
            } else if let Some(k) = v.strip_prefix("pimc:") {
                Determinization::Pimc(parse_int("mcts", "det", k, 1u32, 10_000)?)
            } else {
                return Err(SpecError(format!(
                    "agent 'mcts' key 'det': '{v}' is not a determinization mode \
                         (expected none, ismcts, or pimc:K with K in 1..=10000)"
                )));
            };
        }
        _ => unreachable!("parse_pairs checked the key"),
    }
    Ok(())
}

impl AgentSpec {
    /// Parses a spec string such as `mcts:iters=800,c=1.4` or `alphabeta:depth=3`; missing
    /// keys take their defaults. Errors name the unknown agent, unknown or repeated key, or the
    /// bad value, and list the valid agents or keys with their defaults.
    pub fn parse(text: &str) -> Result<AgentSpec, SpecError> {
        Self::parse_with_defaults(text, "")
    }

    /// [`AgentSpec::parse`] where `mcts_defaults` (`key=value,...` of `mcts` keys, or "")
    /// replaces some of the `mcts` defaults before the spec's own keys are read: a key the spec
    /// names wins. Variants give theirs in the registry (`VariantSpec::mcts_defaults` in the
    /// `variants` crate), e.g. `heur=capqs` for Five Up. Other agents ignore `mcts_defaults`.
    ///
    /// Errors: those of [`AgentSpec::parse`]; a bad `mcts_defaults` is an error naming it.
    pub fn parse_with_defaults(text: &str, mcts_defaults: &str) -> Result<AgentSpec, SpecError> {
        let text = text.trim();
        let (name, body) = match text.split_once(':') {
            Some((n, b)) => (n.trim(), Some(b)),
            None => (text, None),
        };
        match name {
            "random" | "greedy" => {
                if let Some(b) = body {
                    if !b.trim().is_empty() {
                        return Err(SpecError(format!(
                            "agent '{name}' takes no keys (got '{}'); valid agents: {}",
                            b.trim(),
                            Self::help()
                        )));
                    }
                }
                Ok(if name == "random" {
                    AgentSpec::Random
                } else {
                    AgentSpec::Greedy
                })
            }
            "alphabeta" => {
                let help = alphabeta_keys_help();
                let mut cfg = AlphaBetaConfig::default();
                let mut depth_given = false;
                for (k, v) in parse_pairs(name, body.unwrap_or(""), &ALPHABETA_KEYS, &help)? {
                    match k {
                        "depth" => {
                            cfg.depth = parse_int(name, k, v, 1u32, TIMED_DEPTH)?;
                            depth_given = true;
                        }
                        "ms" => cfg.ms = parse_int(name, k, v, 0u64, 86_400_000)?,
                        "qs" => cfg.qs = parse_int(name, k, v, 0u32, 64)?,
                        "lazy" => cfg.lazy = parse_int(name, k, v, 0u8, 1)? == 1,
                        "eval" => cfg.eval = crate::Eval::parse(name, v)?,
                        _ => unreachable!("parse_pairs checked the key"),
                    }
                }
                if cfg.ms > 0 && !depth_given {
                    cfg.depth = TIMED_DEPTH;
                }
                Ok(AgentSpec::AlphaBeta(cfg))
            }
            "mcts" => {
                let mut help = mcts_keys_help();
                let mut cfg = SearchConfig::default();
                if !mcts_defaults.trim().is_empty() {
                    help.push_str(&format!(
                        "; this variant changes the defaults of: {mcts_defaults}"
                    ));
                    let theirs =
                        |e: SpecError| SpecError(format!("the variant's mcts defaults: {e}"));
                    for (k, v) in
                        parse_pairs(name, mcts_defaults, &MCTS_KEYS, &help).map_err(theirs)?
                    {
                        apply_mcts_key(&mut cfg, k, v).map_err(theirs)?;
                    }
                }
                let mut iters_given = false;
                for (k, v) in parse_pairs(name, body.unwrap_or(""), &MCTS_KEYS, &help)? {
                    apply_mcts_key(&mut cfg, k, v)?;
                    iters_given |= k == "iters";
                }
                if cfg.puct > 0.0 && cfg.imm <= 0.0 {
                    return Err(SpecError(format!(
                        "agent 'mcts' key 'puct': puct={} needs imm > 0 (the prior comes from \
                         the children's heuristic values, which imm=0 does not compute); give \
                         imm={} or puct=0",
                        cfg.puct,
                        SearchConfig::default().imm
                    )));
                }
                if cfg.ipm > 0 {
                    refuse_ipm(&cfg)?;
                } else {
                    // Unused without ipm: one canonical text, one config.
                    cfg.ipk = crate::search::DEFAULT_IPK;
                }
                // The one budget rule (DESIGN "Search"): a time alone is a pure time budget.
                let budget = crate::search::Budget::resolve(cfg.iters, cfg.ms, iters_given)
                    .map_err(SpecError)?;
                cfg.set_budget(budget);
                Ok(AgentSpec::Mcts(cfg))
            }
            "uci" => {
                let help = uci_keys_help();
                let mut cfg = crate::uci::UciConfig::default();
                for (k, v) in parse_pairs(name, body.unwrap_or(""), &UCI_KEYS, &help)? {
                    match k {
                        "cmd" => cfg.cmd = v.trim().to_string(),
                        "ms" => cfg.ms = parse_int(name, k, v, 1u64, 86_400_000)?,
                        "elo" => cfg.elo = parse_int(name, k, v, 0u32, 5_000)?,
                        _ => unreachable!("parse_pairs checked the key"),
                    }
                }
                Ok(AgentSpec::Uci(cfg))
            }
            "" => Err(SpecError(format!(
                "empty agent spec; valid agents: {}",
                Self::help()
            ))),
            other => Err(SpecError(format!(
                "unknown agent '{other}'; valid agents: {}",
                Self::help()
            ))),
        }
    }

    /// The valid agents with their keys and defaults, one line, e.g.
    /// `random; greedy; alphabeta:depth=N (...); mcts:... (iters (default 1000; ...), ...)`.
    pub fn help() -> String {
        format!(
            "random; greedy; alphabeta with keys {}; mcts with keys {}; uci (orthodox chess) \
             with keys {}",
            alphabeta_keys_help(),
            mcts_keys_help(),
            uci_keys_help()
        )
    }

    /// The keys of this spec that rely on a rule concept of the game ([`Concept`]): each key
    /// whose value differs from `defaults` (the same agent with no keys, under the variant's
    /// defaults) and makes search call [`Game::is_in_check`] or [`Game::is_capture`], as
    /// `(key, concept, the values that stay valid without the concept)`. A default value is
    /// never listed, so the canonical spec (which names every key) is always accepted; the
    /// `mcts` default `mate=1` does nothing in a game without checks.
    pub fn concept_keys(&self, defaults: &AgentSpec) -> Vec<(&'static str, Concept, String)> {
        let mut out = Vec::new();
        match (self, defaults) {
            (AgentSpec::Mcts(c), AgentSpec::Mcts(d)) => {
                if c.check > 0.0 && c.check != d.check {
                    out.push(("check", Concept::Check, "check=0".to_string()));
                }
                if c.mate > 0 && c.mate != d.mate {
                    let also = if d.mate > 0 {
                        format!(" or mate={} (the default, which then does nothing)", d.mate)
                    } else {
                        String::new()
                    };
                    out.push(("mate", Concept::Check, format!("mate=0{also}")));
                }
                if c.capture > 0.0 && c.capture != d.capture {
                    out.push(("capture", Concept::Capture, "capture=0".to_string()));
                }
                if c.qs > 0 && c.qs != d.qs {
                    let also = if d.qs > 0 {
                        format!(
                            " or qs={} (the default: leaves scored by evaluate alone)",
                            d.qs
                        )
                    } else {
                        String::new()
                    };
                    out.push(("qs", Concept::Capture, format!("qs=0 (playouts){also}")));
                }
                if matches!(c.heur, Heuristic::CapQs | Heuristic::Qs) && c.heur != d.heur {
                    out.push((
                        "heur",
                        Concept::Capture,
                        "heur=eval or heur=exact".to_string(),
                    ));
                }
            }
            (AgentSpec::AlphaBeta(c), AgentSpec::AlphaBeta(d)) if c.qs > 0 && c.qs != d.qs => {
                out.push((
                    "qs",
                    Concept::Capture,
                    format!("qs=0 or qs={} (the default, which then does nothing)", d.qs),
                ));
            }
            _ => {}
        }
        out
    }

    /// Refuses this spec for game type `G` (registered as `variant`) when a key needs a
    /// concept `G` does not have ([`Game::HAS_CHECK`], [`Game::HAS_CAPTURE`]; see
    /// [`AgentSpec::concept_keys`]): such a key would be silently ignored (DESIGN "Declaring a
    /// game"). `text` is the spec as written (for the message) and `mcts_defaults` the
    /// variant's `mcts` defaults it was parsed with ([`AgentSpec::parse_with_defaults`]).
    ///
    /// Errors: `agent 'mcts:check=0.5' key 'check' needs checks, which variant 'quantimex'
    /// does not have; valid for it: check=0`.
    pub fn refuse_missing_concepts<G: Game>(
        &self,
        text: &str,
        variant: &str,
        mcts_defaults: &str,
    ) -> Result<(), SpecError> {
        let name = match self {
            AgentSpec::Mcts(_) => "mcts",
            AgentSpec::AlphaBeta(_) => "alphabeta",
            AgentSpec::Random | AgentSpec::Greedy => return Ok(()),
            AgentSpec::Uci(_) if G::UCI => return Ok(()),
            AgentSpec::Uci(_) => {
                return Err(SpecError(format!(
                    "agent '{}' plays through a UCI engine, which speaks only orthodox chess; \
                     variant '{variant}' needs another agent (mcts, alphabeta, greedy, random)",
                    text.trim()
                )))
            }
        };
        let defaults = Self::parse_with_defaults(name, mcts_defaults)?;
        for (key, concept, valid) in self.concept_keys(&defaults) {
            if !concept.in_game::<G>() {
                return Err(SpecError(format!(
                    "agent '{}' key '{key}' needs {}, which variant '{variant}' does not have; \
                     valid for it: {valid}",
                    text.trim(),
                    concept.name()
                )));
            }
        }
        Ok(())
    }

    /// A fresh agent of this spec for game type `G`. An `mcts` spec with `threads > 1` builds
    /// its rayon pool here.
    pub fn build<G: Game>(&self) -> Box<dyn Agent<G>> {
        match self {
            AgentSpec::Random => Box::new(RandomAgent),
            AgentSpec::Greedy => Box::new(GreedyAgent::<G>::new()),
            AgentSpec::AlphaBeta(cfg) if cfg.eval != crate::Eval::Learned => {
                Box::new(crate::eval::OnEval::new(
                    AlphaBetaAgent::<crate::eval::EvalWith<G>>::new(*cfg),
                    cfg.eval,
                ))
            }
            AgentSpec::AlphaBeta(cfg) => Box::new(AlphaBetaAgent::<G>::new(*cfg)),
            AgentSpec::Mcts(cfg) if cfg.eval != crate::Eval::Learned => {
                Box::new(crate::eval::OnEval::new(
                    MctsAgent::<crate::eval::EvalWith<G>>::new(*cfg),
                    cfg.eval,
                ))
            }
            AgentSpec::Mcts(cfg) => Box::new(MctsAgent::<G>::new(*cfg)),
            AgentSpec::Uci(cfg) => Box::new(crate::uci::UciAgent::<G>::new(cfg.clone())),
        }
    }
}

impl fmt::Display for AgentSpec {
    /// The canonical spec: every key, in the fixed order of [`AgentSpec::help`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy => f.write_str("greedy"),
            AgentSpec::Uci(c) => write!(f, "uci:cmd={},ms={},elo={}", c.cmd, c.ms, c.elo),
            AgentSpec::AlphaBeta(c) => {
                write!(f, "alphabeta:depth={},ms={},qs={}", c.depth, c.ms, c.qs)?;
                lazy_suffix(f, c.lazy)?;
                eval_suffix(f, c.eval)
            }
            AgentSpec::Mcts(c) => write!(
                f,
                "mcts:iters={},ms={},c={},cutoff={},det={},threads={},par={},imm={},capture={},qs={},fpu={},heur={},ab={},check={},mate={},veto={}",
                c.iters,
                c.ms,
                c.c,
                c.cutoff,
                det_str(c.det),
                c.threads,
                par_str(c.par),
                c.imm,
                c.capture,
                c.qs,
                fpu_str(c.fpu),
                heur_str(c.heur),
                c.ab,
                c.check,
                c.mate,
                c.veto
            )
            .and_then(|_| puct_suffix(f, c.puct))
            .and_then(|_| lazy_suffix(f, c.lazy))
            .and_then(|_| ipm_suffix(f, c.ipm, c.ipk))
            .and_then(|_| eval_suffix(f, c.eval)),
        }
    }
}

/// Writes `,puct=T` when PUCT is on and nothing for the default (off), so specs written
/// before the `puct` key existed keep their canonical text.
fn puct_suffix(f: &mut fmt::Formatter<'_>, t: f32) -> fmt::Result {
    if t > 0.0 {
        write!(f, ",puct={t}")
    } else {
        Ok(())
    }
}

/// Refuses an `ipm > 0` that the search could not honour: without `imm` there are no
/// heuristic values to replace, and the shared tree of `par=tree` and ISMCTS's tree have no
/// rescoring.
fn refuse_ipm(cfg: &SearchConfig) -> Result<(), SpecError> {
    let why = if cfg.imm <= 0.0 {
        "needs imm > 0 (it replaces the children's heuristic values, which imm=0 does not \
         compute); give imm=0.5 or ipm=0"
    } else if cfg.par == Parallelism::Tree {
        "is not implemented for the shared tree of par=tree; give par=root or ipm=0"
    } else if cfg.det == Determinization::Ismcts {
        "is not implemented for ISMCTS; give det=none, det=pimc:K or ipm=0"
    } else {
        return Ok(());
    };
    Err(SpecError(format!(
        "agent 'mcts' key 'ipm': ipm={} {why}",
        cfg.ipm
    )))
}

/// Writes `,ipm=D,ipk=K` when `ipm` is on and nothing for the default (off), so specs written
/// before the key existed keep their canonical text.
fn ipm_suffix(f: &mut fmt::Formatter<'_>, ipm: u32, ipk: u32) -> fmt::Result {
    if ipm > 0 {
        write!(f, ",ipm={ipm},ipk={ipk}")
    } else {
        Ok(())
    }
}

/// Writes `,lazy=1` when on and nothing for the default (off), so specs written before the
/// `lazy` key existed keep their canonical text.
fn lazy_suffix(f: &mut fmt::Formatter<'_>, lazy: bool) -> fmt::Result {
    if lazy {
        f.write_str(",lazy=1")
    } else {
        Ok(())
    }
}

/// Writes `,eval=material` (or `,eval=file:PATH`) and nothing for the default, so specs
/// written before the `eval` key existed keep their canonical text.
fn eval_suffix(f: &mut fmt::Formatter<'_>, e: crate::Eval) -> fmt::Result {
    if e == crate::Eval::Learned {
        Ok(())
    } else {
        write!(f, ",eval={e}")
    }
}

/// Plays a uniformly random legal move.
pub struct RandomAgent;

impl<G: Game> Agent<G> for RandomAgent {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves[rng.random_range(0..moves.len())]
    }
}

/// Value of a finished game for `p` on the agents' scale: +2 win, 0 draw, -2 loss (beyond
/// the `[-1, 1]` of `evaluate`, so a real win beats any estimate).
fn terminal_value<G: Game>(g: &G, p: crate::game::Player) -> f32 {
    (g.outcome().score_for(p).unwrap_or(0.5) - 0.5) * 4.0
}

/// The value of `after` (the state after a move) for `mover`: the exact outcome if finished
/// (+2 / 0 / -2), else `evaluate()` seen from `mover` (negated if the other player decides).
///
/// Asks [`Game::outcome`] rather than listing the moves: a game may answer "ongoing" after
/// finding one legal move (Uncertainty on the hypertorus lists about 600).
fn value_after<G: Game>(after: &G, mover: crate::game::Player) -> f32 {
    if !after.outcome().is_ongoing() {
        return terminal_value(after, mover);
    }
    let e = after.evaluate().clamp(-1.0, 1.0);
    if after.to_move() == mover {
        e
    } else {
        -e
    }
}

/// One-ply greedy agent: plays each legal move on a clone and keeps the one with the best
/// value for the mover (exact outcome when the move ends the game, else `evaluate` from the
/// mover's side); ties are broken uniformly by the rng.
pub struct GreedyAgent<G: Game> {
    moves: Vec<G::Move>,
    ties: Vec<G::Move>,
}

impl<G: Game> GreedyAgent<G> {
    /// A new greedy agent.
    pub fn new() -> Self {
        GreedyAgent {
            moves: Vec::new(),
            ties: Vec::new(),
        }
    }
}

impl<G: Game> Default for GreedyAgent<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> Agent<G> for GreedyAgent<G> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        game.legal_moves(&mut self.moves);
        let mover = game.to_move();
        let mut best = f32::NEG_INFINITY;
        self.ties.clear();
        for &m in &self.moves {
            let mut g = game.clone();
            g.play(m);
            let v = value_after(&g, mover);
            if v > best {
                best = v;
                self.ties.clear();
                self.ties.push(m);
            } else if v == best {
                self.ties.push(m);
            }
        }
        self.ties[rng.random_range(0..self.ties.len())]
    }
}

/// The MCTS agent: one [`Searcher`] kept across moves, with tree reuse on: [`Agent::observe`]
/// follows every move played down the kept tree, and the next search grows the subtree of the
/// position reached by the full budget (`iters` new iterations). Reuse applies when a single
/// tree is searched (`threads=1`, `par=root`, and no PIMC or ISMCTS in effect); otherwise, or
/// when a move was not observed, each move starts a fresh tree. Plays the only legal move without searching.
///
/// With `veto > 0` ([`SearchConfig::veto`]) MCTS searches for `(1 - veto) * ms` and an
/// alpha-beta veto ([`AlphaBetaAgent::veto`], `qs` plies of quiescence as the leaves of
/// MCTS) has the rest of `ms` to find a move better by more than [`VETO_MARGIN`]; with
/// `ms = 0` MCTS runs its `iters` and the veto searches [`VETO_DEPTH`] plies.
pub struct MctsAgent<G: Game> {
    searcher: Searcher<G>,
    moves: Vec<G::Move>,
    veto: Option<AlphaBetaAgent<G>>,
    last: Option<SearchSpent>,
}

impl<G: Game> MctsAgent<G> {
    /// An agent searching with `config`.
    pub fn new(config: SearchConfig) -> Self {
        let mut searcher = Searcher::new(config);
        searcher.set_tree_reuse(true);
        let veto = (config.veto > 0.0).then(|| {
            AlphaBetaAgent::new(AlphaBetaConfig {
                depth: if config.ms > 0 {
                    TIMED_DEPTH
                } else {
                    VETO_DEPTH
                },
                ms: 0,
                qs: config.qs,
                eval: config.eval,
                lazy: config.lazy,
            })
        });
        MctsAgent {
            searcher,
            moves: Vec::new(),
            veto,
            last: None,
        }
    }
}

impl<G: Game> Agent<G> for MctsAgent<G> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        self.last = None;
        game.legal_moves(&mut self.moves);
        if self.moves.len() == 1 {
            return self.moves[0];
        }
        let start = std::time::Instant::now();
        let Some(veto) = self.veto.as_mut() else {
            let r = self.searcher.search(game, rng);
            self.last = Some(SearchSpent {
                iterations: r.iterations,
                seconds: start.elapsed().as_secs_f64(),
            });
            return r.best;
        };
        let cfg = *self.searcher.config();
        let deadline = (cfg.ms > 0).then(|| start + std::time::Duration::from_millis(cfg.ms));
        if cfg.ms > 0 {
            let share = (cfg.ms as f64 * (1.0 - f64::from(cfg.veto)))
                .round()
                .max(1.0);
            self.searcher.set_ms(share as u64);
        }
        let r = self.searcher.search(game, rng);
        self.searcher.set_ms(cfg.ms);
        let best = veto.veto(game, r.best, VETO_MARGIN, deadline).best;
        self.last = Some(SearchSpent {
            iterations: r.iterations,
            seconds: start.elapsed().as_secs_f64(),
        });
        best
    }

    fn last_search(&self) -> Option<SearchSpent> {
        self.last
    }

    fn observe(&mut self, before: &G, mv: G::Move) {
        self.searcher.advance(before, mv);
    }
}
