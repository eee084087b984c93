//! Agent spec strings: parsing, checking against a game's rule concepts, the canonical text
//! and building the agent a spec names (the keys are listed in [`super`]).

use std::fmt;

use super::{Agent, AlphaBetaAgent, GreedyAgent, MctsAgent, RandomAgent};
use crate::alphabeta::{AlphaBetaConfig, TIMED_DEPTH};
use crate::game::Game;
use crate::search::{
    Determinization, Fpu, Heuristic, Parallelism, SearchConfig, VETO_DEPTH, VETO_MARGIN,
};

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

const MCTS_KEYS: [&str; 25] = [
    "iters", "ms", "c", "cutoff", "det", "threads", "par", "imm", "capture", "qs", "fpu", "heur",
    "ab", "check", "corder", "mate", "veto", "leafq", "puct", "lazy", "ipm", "ipk", "sh", "shmin",
    "eval",
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
         corder (default 0; 0..=1, order-only check bonus: a checking child is tried as if \
         its heuristic value were this much higher, its value unchanged; needs imm > 0; \
         0 = off), \
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
         leafq (default {}; 1 = a leaf's quiescence value replaces its static evaluation in \
         the implicit minimax backup, so it reaches the path at once; no effect with imm=0 or \
         without qs and ab; 0 = off, the search before 2026-11-28), \
         sh (default {}; 0 or 3..=256, Sequential Halving at the root: after a first phase \
         of plain search, its sh most visited root moves get equal iterations per phase and \
         the worse half by value is dropped until two remain, then UCT between them; the \
         better of the two by value is played; needs par=root and no ismcts; \
         0 = off, UCT at the root), \
         shmin (default {}; 0..=100000000, with sh: the candidates are cut so each gets at \
         least this many iterations in the first halving round, fewer than 3 and the search \
         stays plain; 0 = no floor), \
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
        d.ipk,
        d.leafq as u8,
        d.sh,
        d.shmin
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
        "corder" => cfg.corder = parse_float(k, v, 1.0)?,
        "mate" => cfg.mate = parse_int("mcts", k, v, 0u32, 3)?,
        "veto" => cfg.veto = parse_float(k, v, 0.9)?,
        "puct" => cfg.puct = parse_float(k, v, 1.0)?,
        "lazy" => cfg.lazy = parse_int("mcts", k, v, 0u8, 1)? == 1,
        "ipm" => cfg.ipm = parse_int("mcts", k, v, 0u32, 3)?,
        "ipk" => cfg.ipk = parse_int("mcts", k, v, 1u32, 100_000_000)?,
        "leafq" => cfg.leafq = parse_int("mcts", k, v, 0u8, 1)? == 1,
        "sh" => {
            cfg.sh = parse_int("mcts", k, v, 0u32, 256)?;
            if cfg.sh == 1 || cfg.sh == 2 {
                return Err(SpecError(format!(
                    "agent 'mcts' key 'sh': sh={} halves nothing (it needs at least 3 \
                     candidates); give sh=0 (off) or a value in 3..=256, e.g. sh=8",
                    cfg.sh
                )));
            }
        }
        "shmin" => cfg.shmin = parse_int("mcts", k, v, 0u32, 100_000_000)?,
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
                let mut sh_given = false;
                let mut corder_given = false;
                for (k, v) in parse_pairs(name, body.unwrap_or(""), &MCTS_KEYS, &help)? {
                    apply_mcts_key(&mut cfg, k, v)?;
                    iters_given |= k == "iters";
                    sh_given |= k == "sh";
                    corder_given |= k == "corder";
                }
                // A variant's default `sh` gives way where it cannot run (par=tree, ISMCTS):
                // the spec chose those, not sh. Only an `sh` the spec names is refused there.
                if !sh_given && refuse_off_the_sequential_tree(&cfg, "sh", cfg.sh).is_err() {
                    cfg.sh = 0;
                }
                // Likewise a variant's default `corder` gives way to `imm=0` (nothing to order).
                if !corder_given && cfg.imm <= 0.0 {
                    cfg.corder = 0.0;
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
                if cfg.corder > 0.0 && cfg.imm <= 0.0 {
                    return Err(SpecError(format!(
                        "agent 'mcts' key 'corder': corder={} needs imm > 0 (children are \
                         ordered by their heuristic values, which imm=0 does not compute); give \
                         imm={} or corder=0",
                        cfg.corder,
                        SearchConfig::default().imm
                    )));
                }
                if cfg.sh > 0 {
                    refuse_off_the_sequential_tree(&cfg, "sh", cfg.sh)?;
                } else {
                    // Unused without sh: one canonical text, one config.
                    cfg.shmin = 0;
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
                if c.corder > 0.0 && c.corder != d.corder {
                    out.push(("corder", Concept::Check, "corder=0".to_string()));
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
                "mcts:iters={},ms={},c={},cutoff={},det={},threads={},par={},imm={},capture={},qs={},fpu={},heur={},ab={},check={},mate={},veto={},leafq={}",
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
                c.veto,
                c.leafq as u8
            )
            .and_then(|_| corder_suffix(f, c.corder))
            .and_then(|_| puct_suffix(f, c.puct))
            .and_then(|_| lazy_suffix(f, c.lazy))
            .and_then(|_| ipm_suffix(f, c.ipm, c.ipk))
            .and_then(|_| sh_suffix(f, c.sh, c.shmin))
            .and_then(|_| eval_suffix(f, c.eval)),
        }
    }
}

/// Writes `,sh=K` when Sequential Halving is on, with `,shmin=N` when its floor is set, and
/// nothing for the default (off), so specs written before the keys existed keep their text.
fn sh_suffix(f: &mut fmt::Formatter<'_>, sh: u32, shmin: u32) -> fmt::Result {
    match (sh, shmin) {
        (0, _) => Ok(()),
        (k, 0) => write!(f, ",sh={k}"),
        (k, n) => write!(f, ",sh={k},shmin={n}"),
    }
}

/// Writes `,corder=B` when the order-only check bonus is on and nothing for the default
/// (off), so specs written before the key existed keep their canonical text.
fn corder_suffix(f: &mut fmt::Formatter<'_>, b: f32) -> fmt::Result {
    if b > 0.0 {
        write!(f, ",corder={b}")
    } else {
        Ok(())
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
    if cfg.imm <= 0.0 {
        return Err(SpecError(format!(
            "agent 'mcts' key 'ipm': ipm={} needs imm > 0 (it replaces the children's \
             heuristic values, which imm=0 does not compute); give imm=0.5 or ipm=0",
            cfg.ipm
        )));
    }
    refuse_off_the_sequential_tree(cfg, "ipm", cfg.ipm)
}

/// Refuses `key=value` (a feature of the sequential tree only, `ipm` or `sh`) with `par=tree`
/// or `det=ismcts`, whose trees do not have it, naming the settings that do.
fn refuse_off_the_sequential_tree(
    cfg: &SearchConfig,
    key: &str,
    value: u32,
) -> Result<(), SpecError> {
    let why = if cfg.par == Parallelism::Tree {
        format!("is not implemented for the shared tree of par=tree; give par=root or {key}=0")
    } else if cfg.det == Determinization::Ismcts {
        format!("is not implemented for ISMCTS; give det=none, det=pimc:K or {key}=0")
    } else {
        return Ok(());
    };
    Err(SpecError(format!(
        "agent 'mcts' key '{key}': {key}={value} {why}"
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
