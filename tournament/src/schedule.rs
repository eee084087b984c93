//! The list of games of a tournament.

use crate::config::{Schedule, TournamentConfig};

/// One game of the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScheduledGame {
    /// 0-based index in the full schedule; stable whatever the shard or resume state.
    pub game_id: u64,
    /// The pair it belongs to: games `2m` and `2m + 1` of a pairing form one pair, which
    /// shares an opening and has colours reversed (an odd last game of a pairing is alone in
    /// its pair). 0-based, in schedule order.
    pub pair_id: u64,
    /// Index into `config.agents` of the agent playing White.
    pub white: usize,
    /// Index into `config.agents` of the agent playing Black.
    pub black: usize,
    /// The game's seed: `mcts::derive_seed(config.seed, game_id)`.
    pub seed: u64,
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

/// Every game of the tournament in `game_id` order, ignoring the shard.
///
/// For each pairing `(i, j)` (see [`pairings`]) come `games_per_pairing` consecutive games;
/// colours alternate: the pairing's first game has agent `i` as White, the second agent `j`,
/// and so on. Games `2m` and `2m + 1` of a pairing form pair `p · ceil(g/2) + m` for the
/// `p`-th pairing with `g` games per pairing. Game and pair ids are offset by
/// `cfg.first_game_id` and `cfg.first_pair_id` (0 in a tournament, see `collapse sweep`).
pub fn schedule(cfg: &TournamentConfig) -> Vec<ScheduledGame> {
    let mut games = Vec::new();
    let per = u64::from(cfg.games_per_pairing).div_ceil(2);
    for (p, (i, j)) in pairings(cfg.agents.len(), cfg.schedule)
        .into_iter()
        .enumerate()
    {
        for k in 0..cfg.games_per_pairing {
            let game_id = cfg.first_game_id + games.len() as u64;
            let (white, black) = if k % 2 == 0 { (i, j) } else { (j, i) };
            games.push(ScheduledGame {
                game_id,
                pair_id: cfg.first_pair_id + p as u64 * per + u64::from(k / 2),
                white,
                black,
                seed: mcts::derive_seed(cfg.seed, game_id),
            });
        }
    }
    games
}

/// True when the games of pair `pair_id` belong to `shard` (`Some((k, n))`:
/// `pair_id % n == k - 1`); every pair belongs to `None`. Shards split the schedule by pair,
/// never inside one.
pub fn in_shard(pair_id: u64, shard: Option<(u32, u32)>) -> bool {
    match shard {
        None => true,
        Some((k, n)) => n > 0 && pair_id % n as u64 == (k as u64).wrapping_sub(1),
    }
}
