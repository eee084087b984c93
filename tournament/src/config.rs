//! The configuration of a tournament.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use mcts::AgentSpec;

use crate::error::TournamentError;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Schedule {
    /// Every agent plays every other agent: pairings `(i, j)` for all `i < j`, in agent order.
    #[default]
    RoundRobin,
    /// Agent 0 plays each other agent: pairings `(0, j)` for `j = 1..n`.
    Gauntlet,
}

impl Schedule {
    /// The name used on the command line: `round-robin` or `gauntlet`.
    pub fn as_str(self) -> &'static str {
        match self {
            Schedule::RoundRobin => "round-robin",
            Schedule::Gauntlet => "gauntlet",
        }
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Schedule {
    type Err = TournamentError;

    /// Reads `round-robin` (also `roundrobin`, `rr`) or `gauntlet`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "round-robin" | "roundrobin" | "rr" => Ok(Schedule::RoundRobin),
            "gauntlet" => Ok(Schedule::Gauntlet),
            other => Err(TournamentError::Config(format!(
                "unknown schedule '{other}'; valid schedules: round-robin, gauntlet"
            ))),
        }
    }
}

/// Everything that defines a tournament run.
///
/// The schedule (and so every `game_id` and game seed) depends only on `agents`,
/// `games_per_pairing`, `schedule` and `seed`; `threads`, `shard`, `resume` and `out` change
/// where and how the games are played, never what is played.
#[derive(Clone, Debug)]
pub struct TournamentConfig {
    /// The variant's registry name, written to the CSV `variant` column (e.g. `uncertainty`).
    pub variant: String,
    /// The variant's parameters in canonical `key=value,...` form (possibly empty), written to
    /// the CSV `params` column.
    pub params: String,
    /// The agents, at least two. Their canonical spec strings (`Display`) fill the CSV
    /// `white` and `black` columns. The same spec may appear twice (self-play).
    pub agents: Vec<AgentSpec>,
    /// Games per pairing; colours alternate within a pairing (first game: the lower-indexed
    /// agent has White).
    pub games_per_pairing: u32,
    /// The tournament seed; game `k` uses `mcts::derive_seed(seed, k)`.
    pub seed: u64,
    /// Worker threads for games; 0 means all cores.
    pub threads: usize,
    /// The CSV file to write. Parent directories are created.
    pub out: PathBuf,
    /// Finish an existing `out` instead of refusing it.
    pub resume: bool,
    /// Round robin or gauntlet.
    pub schedule: Schedule,
    /// `Some((k, n))`: play only the games with `game_id % n == k - 1` (k is 1-based).
    pub shard: Option<(u32, u32)>,
}

impl TournamentConfig {
    /// A config with defaults: round robin, 2 games per pairing, seed 0, all cores, no resume,
    /// no shard.
    pub fn new(
        variant: impl Into<String>,
        params: impl Into<String>,
        agents: Vec<AgentSpec>,
        out: impl Into<PathBuf>,
    ) -> Self {
        TournamentConfig {
            variant: variant.into(),
            params: params.into(),
            agents,
            games_per_pairing: 2,
            seed: 0,
            threads: 0,
            out: out.into(),
            resume: false,
            schedule: Schedule::RoundRobin,
            shard: None,
        }
    }

    /// Checks what [`crate::run`] needs: at least two agents and a valid shard.
    ///
    /// Errors: [`TournamentError::Config`] saying what is wrong.
    pub fn validate(&self) -> Result<(), TournamentError> {
        if self.agents.len() < 2 {
            return Err(TournamentError::Config(format!(
                "a tournament needs at least two agents, got {}",
                self.agents.len()
            )));
        }
        if let Some((k, n)) = self.shard {
            if n == 0 || k == 0 || k > n {
                return Err(TournamentError::Config(format!(
                    "bad shard {k}/{n}: expected K/N with 1 <= K <= N"
                )));
            }
        }
        Ok(())
    }
}

/// Reads a shard as `K/N` (e.g. `3/8`), 1-based: `1 <= K <= N`.
///
/// Errors: [`TournamentError::Config`] naming the text and the expected form.
pub fn parse_shard(text: &str) -> Result<(u32, u32), TournamentError> {
    let bad = || {
        TournamentError::Config(format!(
            "bad shard '{text}': expected K/N with 1 <= K <= N, e.g. 2/8"
        ))
    };
    let (k, n) = text.trim().split_once('/').ok_or_else(bad)?;
    let k: u32 = k.trim().parse().map_err(|_| bad())?;
    let n: u32 = n.trim().parse().map_err(|_| bad())?;
    if n == 0 || k == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}
