//! Agent spec strings: parsing, checking against a game's rule concepts, the canonical text
//! and building the agent a spec names (the keys are declared in [`super::tables`]).

use std::fmt;

use super::keys::{self, Key};
use super::tables;
use super::{Agent, AlphaBetaAgent, GreedyAgent, MctsAgent, RandomAgent};
use crate::alphabeta::{AlphaBetaConfig, TIMED_DEPTH};
use crate::game::Game;
use crate::search::{Determinization, Heuristic, Parallelism, SearchConfig};

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
    /// Check ([`Rules::is_in_check`], declared by [`Rules::HAS_CHECK`]): `mcts` keys `check`
    /// and `mate`.
    Check,
    /// Captures ([`Rules::is_capture`], declared by [`Rules::HAS_CAPTURE`]): `mcts` keys
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

/// Splits `key=value,key=value` into pairs, rejecting empty parts, keys not in `keys` and
/// repeated keys; `help` lists the valid keys in the messages.
fn parse_pairs<'a, C>(
    agent: &str,
    body: &'a str,
    keys: &[Key<C>],
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
        if keys::find(keys, k).is_none() {
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

/// The valid keys of an agent for an error message: [`keys::compact_help`] and where the
/// meanings are.
fn keys_help<C: Default>(agent: &str, table: &[Key<C>]) -> String {
    format!(
        "{} (collapse agents {agent} says what each means)",
        keys::compact_help(table)
    )
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
                let table = tables::ALPHABETA;
                let help = keys_help(name, table);
                let mut cfg = AlphaBetaConfig::default();
                let mut depth_given = false;
                for (k, v) in parse_pairs(name, body.unwrap_or(""), table, &help)? {
                    keys::apply(name, table, &mut cfg, k, v)?;
                    depth_given |= k == "depth";
                }
                if cfg.ms > 0 && !depth_given {
                    cfg.depth = TIMED_DEPTH;
                }
                Ok(AgentSpec::AlphaBeta(cfg))
            }
            "mcts" => {
                let table = tables::MCTS;
                let mut help = keys_help(name, table);
                let mut cfg = SearchConfig::default();
                if !mcts_defaults.trim().is_empty() {
                    help.push_str(&format!(
                        "; this variant changes the defaults of: {mcts_defaults}"
                    ));
                    let theirs =
                        |e: SpecError| SpecError(format!("the variant's mcts defaults: {e}"));
                    for (k, v) in parse_pairs(name, mcts_defaults, table, &help).map_err(theirs)? {
                        keys::apply(name, table, &mut cfg, k, v).map_err(theirs)?;
                    }
                }
                let mut iters_given = false;
                let mut sh_given = false;
                let mut corder_given = false;
                for (k, v) in parse_pairs(name, body.unwrap_or(""), table, &help)? {
                    keys::apply(name, table, &mut cfg, k, v)?;
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
                let table = tables::UCI;
                let help = keys_help(name, table);
                let mut cfg = crate::uci::UciConfig::default();
                for (k, v) in parse_pairs(name, body.unwrap_or(""), table, &help)? {
                    keys::apply(name, table, &mut cfg, k, v)?;
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

    /// The valid agents with their keys, defaults and ranges, one line, e.g.
    /// `random; greedy; alphabeta with keys depth (default 2, ...; 1..=64), ...; mcts with keys
    /// iters (default 1000, ...), ...` (error messages; `collapse agents` prints the tables).
    pub fn help() -> String {
        format!(
            "random; greedy; alphabeta with keys {}; mcts with keys {}; uci (orthodox chess) \
             with keys {}; collapse agents says what each key means",
            keys::compact_help(tables::ALPHABETA),
            keys::compact_help(tables::MCTS),
            keys::compact_help(tables::UCI)
        )
    }

    /// The keys of this spec that rely on a rule concept of the game ([`Concept`]): each key
    /// whose value differs from `defaults` (the same agent with no keys, under the variant's
    /// defaults) and makes search call [`Rules::is_in_check`] or [`Rules::is_capture`], as
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
    /// concept `G` does not have ([`Rules::HAS_CHECK`], [`Rules::HAS_CAPTURE`]; see
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
    /// The canonical spec: every key the tables show for this value, in their order
    /// ([`keys::canonical`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy => f.write_str("greedy"),
            AgentSpec::Uci(c) => f.write_str(&keys::canonical("uci", tables::UCI, c)),
            AgentSpec::AlphaBeta(c) => {
                f.write_str(&keys::canonical("alphabeta", tables::ALPHABETA, c))
            }
            AgentSpec::Mcts(c) => f.write_str(&keys::canonical("mcts", tables::MCTS, c)),
        }
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
