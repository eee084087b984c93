//! Racing for `collapse tune` (issue 12, part 3): find the most balanced combination of
//! parameters with fewer games than a full sweep.
//!
//! The method is a race in the sense of Maron & Moore, "Hoeffding races: accelerating model
//! selection search for classification and function approximation" (Advances in NIPS 6,
//! 1994) and of F-Race (Birattari, Stützle, Paquete & Varrentrapp, "A racing algorithm for
//! configuring metaheuristics", GECCO 2002): candidates are evaluated in rounds, and a
//! candidate is discarded as soon as the statistics say it is worse than another. Here the
//! quality of a combination is how close White's self-play score is to 50%, and the test is
//! the 95% Wilson score interval ([`crate::wilson_interval`]) instead of Hoeffding's bound or
//! Friedman's test:
//!
//! 1. each surviving combination plays `round` games (fewer if the budget runs short);
//! 2. if at least one survivor's interval contains 50%, every survivor whose interval excludes
//!    50% is dropped (never the last one, never one whose interval contains 50%);
//! 3. repeat until one combination survives or the game budget is spent.
//!
//! Note that repeated tests inflate the error rate (each look is a 5% test), as in any race
//! without a sequential correction; the ranking is a guide to where to look, not a proof.

use crate::openings::wilson_interval;
use crate::stats::Wdl;

/// The state of one combination in a race: results from White's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Racer {
    /// White wins (`wins`), draws, Black wins (`losses`) over the games played.
    pub wdl: Wdl,
    /// The round (1-based) after which it was dropped; `None` while it survives.
    pub dropped_in: Option<u32>,
}

impl Racer {
    /// White's score in `[0, 1]` (0.5 without games).
    pub fn white_score(&self) -> f64 {
        self.wdl.score().unwrap_or(0.5)
    }
    /// The 95% Wilson interval of White's score.
    pub fn interval(&self) -> (f64, f64) {
        wilson_interval(self.white_score(), self.wdl.games())
    }
    /// True when the interval contains 50%.
    pub fn contains_half(&self) -> bool {
        let (lo, hi) = self.interval();
        lo <= 0.5 && 0.5 <= hi
    }
}

/// The outcome of [`race`].
#[derive(Clone, Debug, PartialEq)]
pub struct RaceResult {
    /// One entry per combination, in the input order.
    pub racers: Vec<Racer>,
    /// Rounds played.
    pub rounds: u32,
    /// Games played in all.
    pub games: u64,
}

impl RaceResult {
    /// Combination indices ranked: survivors first, then by `|White score - 50%|` (closest
    /// first), then by games played (more first).
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.racers.len()).collect();
        order.sort_by(|&a, &b| {
            let (ra, rb) = (&self.racers[a], &self.racers[b]);
            let d = |r: &Racer| (r.white_score() - 0.5).abs();
            ra.dropped_in
                .is_some()
                .cmp(&rb.dropped_in.is_some())
                .then(d(ra).total_cmp(&d(rb)))
                .then(rb.wdl.games().cmp(&ra.wdl.games()))
        });
        order
    }
}

/// One elimination step (step 2 of the module's method) after round `round`: drops every
/// survivor whose interval excludes 50% when another survivor's contains it. Returns the
/// indices dropped.
pub fn eliminate(racers: &mut [Racer], round: u32) -> Vec<usize> {
    let alive: Vec<usize> = (0..racers.len())
        .filter(|&i| racers[i].dropped_in.is_none())
        .collect();
    if !alive.iter().any(|&i| racers[i].contains_half()) {
        return Vec::new();
    }
    let out: Vec<usize> = alive
        .into_iter()
        .filter(|&i| !racers[i].contains_half())
        .collect();
    for &i in &out {
        racers[i].dropped_in = Some(round);
    }
    out
}

/// Races `n` combinations with rounds of `round` games and at most `budget` games in all;
/// `play(i, k)` plays `k` more self-play games of combination `i` and returns their results
/// from White's point of view. See the module documentation for the method.
///
/// Shapes: `n >= 1`, `round >= 1` (a `round` of 0 plays nothing and returns at once).
pub fn race<F>(n: usize, round: u32, budget: u64, mut play: F) -> RaceResult
where
    F: FnMut(usize, u32) -> Wdl,
{
    let mut racers = vec![Racer::default(); n];
    let mut games = 0u64;
    let mut rounds = 0u32;
    while round > 0 && games < budget {
        let alive: Vec<usize> = (0..n).filter(|&i| racers[i].dropped_in.is_none()).collect();
        if alive.len() <= 1 && rounds > 0 {
            break;
        }
        rounds += 1;
        for &i in &alive {
            let k = u64::from(round).min(budget - games) as u32;
            if k == 0 {
                break;
            }
            let r = play(i, k);
            let w = &mut racers[i].wdl;
            w.wins += r.wins;
            w.draws += r.draws;
            w.losses += r.losses;
            games += u64::from(k);
        }
        eliminate(&mut racers, rounds);
        if racers.iter().filter(|r| r.dropped_in.is_none()).count() <= 1 {
            break;
        }
    }
    RaceResult {
        racers,
        rounds,
        games,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Synthetic self-play: combination `i` wins for White with probability `p[i]` and never
    /// draws; results come from a fixed linear congruential sequence (deterministic).
    fn synthetic(p: Vec<f64>) -> impl FnMut(usize, u32) -> Wdl {
        let mut state = 12345u64;
        move |i, k| {
            let mut w = Wdl::default();
            for _ in 0..k {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let u = (state >> 11) as f64 / (1u64 << 53) as f64;
                if u < p[i] {
                    w.wins += 1;
                } else {
                    w.losses += 1;
                }
            }
            w
        }
    }

    #[test]
    fn unbalanced_dropped_first_and_balanced_never() {
        // 95% White wins, 62%, and 50%.
        let r = race(3, 10, 3000, synthetic(vec![0.95, 0.62, 0.5]));
        let (a, b, c) = (&r.racers[0], &r.racers[1], &r.racers[2]);
        assert_eq!(c.dropped_in, None, "{r:?}");
        let da = a.dropped_in.expect("the 95% combination is dropped");
        let db = b.dropped_in.expect("the 62% combination is dropped");
        assert!(da < db, "95% dropped in round {da}, 62% in round {db}");
        assert_eq!(r.ranking()[0], 2);
        assert!(r.games <= 3000);
    }

    #[test]
    fn balanced_survives_many_seeds_and_budget_is_respected() {
        for seed in 0..20u64 {
            let mut s = synthetic(vec![0.5, 0.9]);
            for _ in 0..seed {
                s(0, 1);
            }
            let r = race(2, 10, 205, s);
            assert!(r.games <= 205);
            assert!(r.racers[1].dropped_in.is_some(), "seed {seed}: {r:?}");
            assert_eq!(r.racers[0].dropped_in, None, "seed {seed}: {r:?}");
        }
    }

    #[test]
    fn elimination_needs_a_survivor_containing_half() {
        let mut rs = vec![
            Racer {
                wdl: Wdl {
                    wins: 90,
                    draws: 0,
                    losses: 10,
                },
                dropped_in: None,
            },
            Racer {
                wdl: Wdl {
                    wins: 80,
                    draws: 0,
                    losses: 20,
                },
                dropped_in: None,
            },
        ];
        // Both intervals exclude 50%: nobody can be called worse than a balanced one.
        assert!(eliminate(&mut rs, 1).is_empty());
        rs.push(Racer {
            wdl: Wdl {
                wins: 5,
                draws: 0,
                losses: 5,
            },
            dropped_in: None,
        });
        assert_eq!(eliminate(&mut rs, 2), vec![0, 1]);
        assert_eq!(rs[0].dropped_in, Some(2));
        assert_eq!(rs[2].dropped_in, None);
    }

    #[test]
    fn budget_stops_the_race() {
        // Two identical balanced combinations never separate: the budget ends the race.
        let r = race(2, 10, 55, synthetic(vec![0.5, 0.5]));
        assert_eq!(r.games, 55);
        assert_eq!(r.racers[0].wdl.games() + r.racers[1].wdl.games(), 55);
    }
}
