//! The options of `collapse uci`: the engine's own (`Threads`, `Hash`, `MultiPV`, `Ponder`),
//! `Agent` (the whole spec) and each everyday key of the agent, declared from its key table
//! ([`mcts::agent::keys`]).

use mcts::agent::keys::KeyType;
use mcts::agent::tables::agent;
use mcts::search::node_bytes;
use mcts::AgentSpec;
use variants::chess::Chess;
use variants::registry;

/// The largest `Hash`, in MB: a tree of [`mcts::search::MAX_NODES`] nodes of chess.
pub fn max_hash_mb() -> u64 {
    (mcts::search::MAX_NODES * node_bytes::<Chess>()) as u64 >> 20
}

/// The largest `MultiPV`.
pub const MAX_MULTIPV: u64 = 256;

/// The settings `setoption` changes.
#[derive(Clone, Debug)]
pub struct Options {
    /// The agent that searches.
    pub spec: AgentSpec,
    /// `Hash`: each search tree's memory, in MB (its node cap is `Hash * 2^20 /
    /// node_bytes`).
    pub hash_mb: u64,
    /// `MultiPV`: how many root moves get an `info ... multipv K` line.
    pub multipv: usize,
    /// `Ponder`: whether the GUI may send `go ponder` (informational; pondering is always
    /// available).
    pub ponder: bool,
}

impl Options {
    /// The defaults with `spec`.
    pub fn new(spec: AgentSpec) -> Options {
        Options {
            spec,
            hash_mb: max_hash_mb(),
            multipv: 1,
            ponder: false,
        }
    }

    /// The node cap of each tree that `Hash` gives.
    pub fn max_nodes(&self) -> usize {
        ((self.hash_mb << 20) as usize / node_bytes::<Chess>()).max(1)
    }

    /// Whether the agent is MCTS (the engine options apply to it only).
    fn mcts(&self) -> bool {
        matches!(self.spec, AgentSpec::Mcts(_))
    }

    /// The `option` lines: `Agent`, then for MCTS `Threads`, `Hash`, `MultiPV`, `Ponder`,
    /// then the agent's everyday keys (`threads` is `Threads`) typed by their declaration: a
    /// whole number as `spin` with its range, a flag as `check`, a choice as `combo`, a real
    /// number or a text as `string`.
    pub fn lines(&self) -> Vec<String> {
        let text = self.spec.to_string();
        let name = text.split(':').next().unwrap_or("");
        let mut lines = vec![format!("option name Agent type string default {text}")];
        if self.mcts() {
            let threads = value_in(&text, "threads").unwrap_or_else(|| "1".into());
            let hi = agent("mcts")
                .ok()
                .and_then(|d| (d.keys)().into_iter().find(|k| k.name == "threads"))
                .and_then(|k| match k.ty {
                    KeyType::Int { hi, .. } => Some(hi),
                    _ => None,
                })
                .unwrap_or(1);
            lines.push(format!(
                "option name Threads type spin default {threads} min 1 max {hi}"
            ));
            lines.push(format!(
                "option name Hash type spin default {} min 1 max {}",
                self.hash_mb,
                max_hash_mb()
            ));
            lines.push(format!(
                "option name MultiPV type spin default {} min 1 max {MAX_MULTIPV}",
                self.multipv
            ));
            lines.push(format!(
                "option name Ponder type check default {}",
                self.ponder
            ));
        }
        let Ok(decl) = agent(name) else {
            return lines;
        };
        for k in (decl.keys)()
            .into_iter()
            .filter(|k| k.everyday && k.name != "threads")
        {
            let d = value_in(&text, k.name).unwrap_or(k.default_value.clone());
            lines.push(match k.ty {
                KeyType::Int { lo, hi } => {
                    format!(
                        "option name {} type spin default {d} min {lo} max {hi}",
                        k.name
                    )
                }
                KeyType::Flag => format!(
                    "option name {} type check default {}",
                    k.name,
                    if d == "1" { "true" } else { "false" }
                ),
                KeyType::Choice(names, _) => {
                    let vars: String = names.iter().map(|n| format!(" var {n}")).collect();
                    format!("option name {} type combo default {d}{vars}", k.name)
                }
                KeyType::Float { .. } | KeyType::Text(_) => {
                    format!("option name {} type string default {d}", k.name)
                }
            });
        }
        lines
    }

    /// The options after `setoption name NAME value VALUE` (`rest` is what follows
    /// `setoption`), or what is wrong: the syntax, an unknown name (with the valid ones) or a
    /// value out of range (with the range). Names are not case sensitive (UCI protocol,
    /// "setoption"); `true`/`false` of a `check` are 1/0 of the key.
    pub fn set(&self, rest: &str) -> Result<Options, String> {
        let rest = rest.trim();
        let Some(rest) = rest.strip_prefix("name ") else {
            return Err(format!(
                "setoption '{rest}': expected name NAME value VALUE"
            ));
        };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        let names: Vec<String> = self
            .lines()
            .iter()
            .filter_map(|l| {
                l.strip_prefix("option name ")?
                    .split(" type")
                    .next()
                    .map(str::to_string)
            })
            .collect();
        let Some(name) = names.iter().find(|n| n.eq_ignore_ascii_case(name)) else {
            return Err(format!("no option '{name}'; options: {}", names.join(", ")));
        };
        let mut next = self.clone();
        let whole = |lo: u64, hi: u64| -> Result<u64, String> {
            value
                .parse::<u64>()
                .ok()
                .filter(|v| (lo..=hi).contains(v))
                .ok_or_else(|| {
                    format!("option {name}: '{value}' is out of range (expected {lo}..={hi})")
                })
        };
        match name.as_str() {
            "Agent" => {
                next.spec = chess()?
                    .parse_agent(value)
                    .map_err(|e| format!("option Agent: {e}"))?;
                if matches!(next.spec, AgentSpec::Uci(_)) {
                    return Err(
                        "option Agent: give our own agent (mcts, alphabeta, greedy, \
                                random), not uci"
                            .into(),
                    );
                }
                return Ok(next);
            }
            "Hash" => {
                next.hash_mb = whole(1, max_hash_mb())?;
                return Ok(next);
            }
            "MultiPV" => {
                next.multipv = whole(1, MAX_MULTIPV)? as usize;
                return Ok(next);
            }
            "Ponder" => {
                next.ponder = match value {
                    "true" => true,
                    "false" => false,
                    v => return Err(format!("option Ponder: '{v}' is not true or false")),
                };
                return Ok(next);
            }
            _ => {}
        }
        let key = if name == "Threads" { "threads" } else { name };
        let value = match value {
            "true" => "1",
            "false" => "0",
            v => v,
        };
        let text = self.spec.to_string();
        let (agent, body) = text.split_once(':').unwrap_or((text.as_str(), ""));
        let mut pairs: Vec<String> = body
            .split(',')
            .filter(|p| !p.is_empty() && !p.starts_with(&format!("{key}=")))
            .map(str::to_string)
            .collect();
        pairs.push(format!("{key}={value}"));
        next.spec = chess()?
            .parse_agent(&format!("{agent}:{}", pairs.join(",")))
            .map_err(|e| format!("option {name}: {e}"))?;
        Ok(next)
    }
}

/// The registry's chess.
fn chess() -> Result<&'static registry::VariantSpec, String> {
    registry::find("chess").map_err(|e| e.to_string())
}

/// The value of `key` in the canonical spec `text`.
fn value_in(text: &str, key: &str) -> Option<String> {
    let body = text.split_once(':')?.1;
    body.split(',')
        .find_map(|p| p.strip_prefix(&format!("{key}=")).map(str::to_string))
}
