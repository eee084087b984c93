//! The list of games of a tournament.

use crate::config::TournamentConfig;
pub use crate::config::{pair_count, pairings};

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

/// The games of a tournament, computed on demand from their index: memory stays the same
/// whatever `--games` is, and game `i` is found in constant time.
///
/// For each pairing `(i, j)` (see [`pairings`]) come `games_per_pairing` consecutive games;
/// colours alternate: the pairing's first game has agent `i` as White, the second agent `j`,
/// and so on. Games `2m` and `2m + 1` of a pairing form pair `p · ceil(g/2) + m` for the
/// `p`-th pairing with `g` games per pairing. Game and pair ids are offset by
/// `cfg.first_game_id` and `cfg.first_pair_id` (0 in a tournament, see `collapse sweep`).
#[derive(Clone, Debug)]
pub struct GameList {
    pairings: Vec<(usize, usize)>,
    per_pairing: u64,
    first_game_id: u64,
    first_pair_id: u64,
    seed: u64,
}

impl GameList {
    /// The games of `cfg`, ignoring its shard.
    pub fn new(cfg: &TournamentConfig) -> GameList {
        GameList {
            pairings: pairings(cfg.agents.len(), cfg.schedule),
            per_pairing: u64::from(cfg.games_per_pairing),
            first_game_id: cfg.first_game_id,
            first_pair_id: cfg.first_pair_id,
            seed: cfg.seed,
        }
    }

    /// Games in the whole schedule.
    pub fn len(&self) -> u64 {
        self.pairings.len() as u64 * self.per_pairing
    }

    /// True when the schedule has no game.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The game at 0-based position `index` of the schedule (`game_id = first_game_id +
    /// index`). Panics when `index >= len()`.
    pub fn get(&self, index: u64) -> ScheduledGame {
        assert!(
            index < self.len(),
            "game {index} of a schedule of {}",
            self.len()
        );
        let p = index / self.per_pairing;
        let k = index % self.per_pairing;
        let (i, j) = self.pairings[p as usize];
        let (white, black) = if k % 2 == 0 { (i, j) } else { (j, i) };
        let game_id = self.first_game_id + index;
        ScheduledGame {
            game_id,
            pair_id: self.first_pair_id + p * self.per_pairing.div_ceil(2) + k / 2,
            white,
            black,
            seed: mcts::derive_seed(self.seed, game_id),
        }
    }

    /// The game with id `game_id`, if the schedule has it.
    pub fn by_id(&self, game_id: u64) -> Option<ScheduledGame> {
        let index = game_id.checked_sub(self.first_game_id)?;
        (index < self.len()).then(|| self.get(index))
    }

    /// Every game in `game_id` order, lazily.
    pub fn iter(&self) -> impl Iterator<Item = ScheduledGame> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Games of the schedule that belong to `shard` (see [`in_shard`]), counted without
    /// listing them: two per pair in the shard, less one for each pair in the shard that is a
    /// pairing's odd last game.
    pub fn shard_len(&self, shard: Option<(u32, u32)>) -> u64 {
        let pairs_per = self.per_pairing.div_ceil(2);
        let n_pairs = self.pairings.len() as u64 * pairs_per;
        let (lo, hi) = (self.first_pair_id, self.first_pair_id + n_pairs);
        // pair ids x in [lo, hi) with x % n == k - 1
        let in_range = match shard {
            None => n_pairs,
            Some((k, n)) if n > 0 && k >= 1 => {
                let (n, r) = (n as u64, k as u64 - 1);
                let below = |x: u64| x / n + u64::from(x % n > r);
                below(hi) - below(lo)
            }
            Some(_) => 0,
        };
        let singles = if self.per_pairing % 2 == 1 {
            (0..self.pairings.len() as u64)
                .filter(|p| in_shard(lo + p * pairs_per + pairs_per - 1, shard))
                .count() as u64
        } else {
            0
        };
        2 * in_range - singles
    }
}

/// Every game of the tournament in `game_id` order, ignoring the shard, as a list (tests and
/// small schedules; the runner uses [`GameList`], which lists nothing up front).
pub fn schedule(cfg: &TournamentConfig) -> Vec<ScheduledGame> {
    GameList::new(cfg).iter().collect()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Schedule;
    use mcts::AgentSpec;

    fn cfg(agents: usize, games: u32, schedule: Schedule) -> TournamentConfig {
        let mut c = TournamentConfig::new(
            "tictactoe",
            "",
            vec![AgentSpec::Random; agents],
            std::path::PathBuf::from("unused.csv"),
        );
        c.games_per_pairing = games;
        c.schedule = schedule;
        c.seed = 7;
        c
    }

    /// The list the runner used before it became lazy, built the obvious way.
    fn listed(c: &TournamentConfig) -> Vec<ScheduledGame> {
        let mut games = Vec::new();
        let per = u64::from(c.games_per_pairing).div_ceil(2);
        for (p, (i, j)) in pairings(c.agents.len(), c.schedule).into_iter().enumerate() {
            for k in 0..c.games_per_pairing {
                let game_id = c.first_game_id + games.len() as u64;
                let (white, black) = if k % 2 == 0 { (i, j) } else { (j, i) };
                games.push(ScheduledGame {
                    game_id,
                    pair_id: c.first_pair_id + p as u64 * per + u64::from(k / 2),
                    white,
                    black,
                    seed: mcts::derive_seed(c.seed, game_id),
                });
            }
        }
        games
    }

    #[test]
    fn the_lazy_list_equals_the_listed_schedule_and_counts_shards() {
        for (agents, games, sched) in [
            (2, 1, Schedule::RoundRobin),
            (2, 7, Schedule::RoundRobin),
            (3, 4, Schedule::RoundRobin),
            (4, 5, Schedule::RoundRobin),
            (5, 3, Schedule::Gauntlet),
        ] {
            for (first_game, first_pair) in [(0, 0), (100, 40)] {
                let mut c = cfg(agents, games, sched);
                c.first_game_id = first_game;
                c.first_pair_id = first_pair;
                let want = listed(&c);
                let list = GameList::new(&c);
                assert_eq!(list.iter().collect::<Vec<_>>(), want);
                assert_eq!(list.len(), want.len() as u64);
                for g in &want {
                    assert_eq!(list.by_id(g.game_id), Some(*g));
                }
                assert_eq!(list.by_id(first_game + want.len() as u64), None);
                for shard in [
                    None,
                    Some((1, 1)),
                    Some((1, 3)),
                    Some((2, 3)),
                    Some((3, 3)),
                    Some((4, 7)),
                ] {
                    let n = want.iter().filter(|g| in_shard(g.pair_id, shard)).count() as u64;
                    assert_eq!(list.shard_len(shard), n, "{agents} {games} {shard:?}");
                }
            }
        }
    }

    #[test]
    fn a_billion_games_are_counted_without_listing_them() {
        let c = cfg(2, 1_000_000_000, Schedule::RoundRobin);
        let list = GameList::new(&c);
        assert_eq!(list.len(), 1_000_000_000);
        assert_eq!(list.shard_len(None), 1_000_000_000);
        assert_eq!(list.shard_len(Some((1, 2))), 500_000_000);
        let last = list.get(999_999_999);
        assert_eq!((last.pair_id, last.white, last.black), (499_999_999, 1, 0));
    }
}
