//! The configuration of a tournament.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use mcts::AgentSpec;
use reports::Sprt;

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

/// Where the games of a pair start. Both games of a pair (same `pair_id`, colours reversed)
/// share the opening; the CSV `opening` column records it and `moves` begins with it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Openings {
    /// Every game starts from the start position.
    #[default]
    None,
    /// Move lists in the variant's notation (one per opening, e.g. the lines of
    /// `--openings FILE`). Pair `p` plays line `order[p % n]`, where `order` is a permutation
    /// of `0..n` shuffled by the tournament seed, so every line is used once before any
    /// repeats. Every line must be legal from the start and leave the game ongoing.
    Lines(Vec<String>),
    /// `N` uniformly random legal moves from the start, drawn from a generator seeded by the
    /// tournament seed and the `pair_id` (a draw that ends the game is thrown away and drawn
    /// again, up to 1000 times).
    RandomPlies(u32),
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
    /// `Some((k, n))`: play only the games with `pair_id % n == k - 1` (k is 1-based), so
    /// the two games of a pair always fall in the same shard.
    pub shard: Option<(u32, u32)>,
    /// Short names of the agents, one per agent, written to the CSV `white_name` and
    /// `black_name` columns; empty means none (the columns stay empty and reports label agents
    /// from their specs).
    pub names: Vec<String>,
    /// Where each pair's games start.
    pub openings: Openings,
    /// Stop early when this SPRT (agent 0 against agent 1, two agents only) reaches a bound.
    pub sprt: Option<Sprt>,
    /// The `game_id` of this config's first game (0 for a tournament). A sweep (`collapse
    /// sweep`) writes every combination into one file: combination `c` of `g` games starts
    /// at `c · g`, so game ids, and the seeds derived from them, never collide.
    pub first_game_id: u64,
    /// The `pair_id` of this config's first pair (0 for a tournament; `c · ceil(g/2)` in a
    /// sweep, see [`TournamentConfig::first_game_id`]).
    pub first_pair_id: u64,
    /// The file is shared with other configs (the other combinations of a sweep): on resume,
    /// rows whose `game_id` is outside `first_game_id..first_game_id + games` are left as they
    /// are and not checked; rows inside the range are checked as usual.
    pub shared_out: bool,
    /// The position text every game starts from (before its opening), as the variant's
    /// `position_text` writes it; empty for the variant's start position. Written to the CSV
    /// `start` column; [`crate::run`] checks that its start position has this text.
    pub start: String,
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
            names: Vec::new(),
            openings: Openings::None,
            sprt: None,
            first_game_id: 0,
            first_pair_id: 0,
            shared_out: false,
            start: String::new(),
        }
    }

    /// What makes this tournament this tournament, as written to the CSV `tournament` column
    /// of each of its rows: `seed=S;games=G;schedule=NAME;agents=N:HASH;first=F;openings=O`,
    /// with the agents' canonical specs (in order) and the opening lines hashed (64-bit
    /// FNV-1a, hex) and `O` one of `none`, `random:N` or `lines:N:HASH`, then
    /// `;start=HASH` (the start position text hashed) when the games start from a position.
    /// Two shards of one tournament share it; a different seed, game count, schedule, agent
    /// list, id offset, openings or start position gives another one. `merge` refuses to join rows with different values and
    /// reads the schedule's size from it (see [`TournamentId::parse`]).
    pub fn tournament_id(&self) -> String {
        let specs: Vec<String> = self.agents.iter().map(|a| a.to_string()).collect();
        let openings = match &self.openings {
            Openings::None => "none".to_string(),
            Openings::RandomPlies(n) => format!("random:{n}"),
            Openings::Lines(lines) => {
                format!("lines:{}:{:016x}", lines.len(), fnv1a(&lines.join("\n")))
            }
        };
        let start = match self.start.as_str() {
            "" => String::new(),
            s => format!(";start={:016x}", fnv1a(s)),
        };
        format!(
            "seed={};games={};schedule={};agents={}:{:016x};first={};openings={}{}",
            self.seed,
            self.games_per_pairing,
            self.schedule,
            self.agents.len(),
            fnv1a(&specs.join("\n")),
            self.first_game_id,
            openings,
            start
        )
    }

    /// The name of agent `i`: `names[i]`, or empty when there are no names.
    pub fn name(&self, i: usize) -> &str {
        self.names.get(i).map(String::as_str).unwrap_or("")
    }

    /// Checks what [`crate::run`] needs: at least two agents, a non-empty schedule, a valid
    /// shard that holds at least one game, one name per agent (or none) with no name used
    /// twice, an opening list that is not empty, and exactly two agents for an SPRT.
    ///
    /// Errors: [`TournamentError::Config`] saying what is wrong and what is valid.
    pub fn validate(&self) -> Result<(), TournamentError> {
        let bad = |m: String| Err(TournamentError::Config(m));
        if self.agents.len() < 2 {
            return bad(format!(
                "a tournament needs at least two agents, got {}",
                self.agents.len()
            ));
        }
        if self.games_per_pairing == 0 {
            return bad(
                "--games 0 schedules no game: give at least 1 game per pairing \
                        (2 for a pair with colours reversed)"
                    .to_string(),
            );
        }
        if let Some((k, n)) = self.shard {
            if n == 0 || k == 0 || k > n {
                return bad(format!("bad shard {k}/{n}: expected K/N with 1 <= K <= N"));
            }
            let pairs = pair_count(self);
            if u64::from(k) > pairs {
                return bad(format!(
                    "shard {k}/{n} is empty: the schedule has only {pairs} pair(s) of games \
                     (shards split by pair); use N <= {pairs}"
                ));
            }
        }
        if !self.names.is_empty() {
            if self.names.len() != self.agents.len() {
                return bad(format!(
                    "{} names for {} agents",
                    self.names.len(),
                    self.agents.len()
                ));
            }
            for (i, n) in self.names.iter().enumerate() {
                if self.names[..i].contains(n) {
                    return bad(format!("the agent name '{n}' is given twice"));
                }
            }
        }
        if let Openings::Lines(lines) = &self.openings {
            if lines.is_empty() {
                return bad("the openings list is empty: give at least one move list".into());
            }
        }
        if self.sprt.is_some() && self.agents.len() != 2 {
            return bad(format!(
                "an SPRT compares exactly two agents (the first against the second), got {}",
                self.agents.len()
            ));
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

/// 64-bit FNV-1a of `text` (Fowler, Noll and Vo; offset basis 0xcbf29ce484222325, prime
/// 0x100000001b3): a fixed, platform-independent fingerprint for the `tournament` column.
pub(crate) fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The parts of a `tournament` column value that size the schedule (see
/// [`TournamentConfig::tournament_id`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TournamentId {
    /// Games per pairing.
    pub games: u32,
    /// Round robin or gauntlet.
    pub schedule: Schedule,
    /// Number of agents.
    pub agents: usize,
    /// The first game id.
    pub first: u64,
}

impl TournamentId {
    /// Reads the `games`, `schedule`, `agents` and `first` fields of a `tournament` value;
    /// `None` if one is missing or malformed.
    pub fn parse(text: &str) -> Option<TournamentId> {
        let field = |key: &str| {
            text.split(';')
                .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('='))
        };
        Some(TournamentId {
            games: field("games")?.parse().ok()?,
            schedule: field("schedule")?.parse().ok()?,
            agents: field("agents")?.split(':').next()?.parse().ok()?,
            first: field("first")?.parse().ok()?,
        })
    }

    /// Game ids of the whole schedule: `first..first + games * pairings`.
    pub fn game_ids(&self) -> std::ops::Range<u64> {
        let pairings = pairings(self.agents, self.schedule).len() as u64;
        self.first..self.first + u64::from(self.games) * pairings
    }
}

/// The pairings `(i, j)`, `i < j`, as indices into the agent list, in schedule order:
/// round robin `(0,1), (0,2), ..., (1,2), ...`; gauntlet `(0,1), (0,2), ..., (0,n-1)`.
pub fn pairings(n_agents: usize, schedule: Schedule) -> Vec<(usize, usize)> {
    match schedule {
        Schedule::RoundRobin => (0..n_agents)
            .flat_map(|i| (i + 1..n_agents).map(move |j| (i, j)))
            .collect(),
        Schedule::Gauntlet => (1..n_agents).map(|j| (0, j)).collect(),
    }
}

/// Pairs in the full schedule: `ceil(games_per_pairing / 2)` per pairing.
pub fn pair_count(cfg: &TournamentConfig) -> u64 {
    let per = u64::from(cfg.games_per_pairing).div_ceil(2);
    pairings(cfg.agents.len(), cfg.schedule).len() as u64 * per
}
