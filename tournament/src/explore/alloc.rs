//! The allocation procedure of `collapse explore`: which lines get the next games.
//!
//! Games are spent in rounds. Round 0 gives every line [`AllocConfig::init`] games. Each later
//! round is decided from the results so far by one of two published procedures:
//!
//! * `--goal best` / `--goal worst`: **LUCB1** (Kalyanakrishnan, Tewari, Auer and Stone, "PAC
//!   subset selection in stochastic multi-armed bandits", ICML 2012, with m = 1: best-arm
//!   identification). Each line's White score (draws half) gets the Hoeffding radius
//!   `beta(u, t) = sqrt(ln(k1 * n * t^4 / delta) / (2u))`, `k1 = 5/4`, for `u` games, `n`
//!   lines and round `t`. `h` is the line with the highest mean, `l` the other line with the
//!   highest upper bound. The procedure stops when `mean_h - beta_h > mean_l + beta_l`: `h` is
//!   then the best line with probability at least `1 - delta` (the bound holds for every line
//!   and round at once). Otherwise `h` and `l`, the two lines whose intervals still decide the
//!   question, each get [`AllocConfig::batch`] more games (the paper samples each once per
//!   round; a batch of games per round keeps the threads busy and leaves the guarantee as it
//!   is, since the radius holds at every `u` and `t`). `worst` runs the same on Black's score.
//! * `--goal width=W`: uniform allocation to a target width. Every line whose 95% Wilson
//!   interval (Wilson 1927, [`reports::wilson_interval`]) is wider than `W` gets
//!   [`AllocConfig::batch`] more games, widest first; it stops when every line is narrow.
//!
//! Both stop when the next round does not fit in [`AllocConfig::budget`] (a round is cut to
//! what is left, `h` before `l`, widest line first).
//!
//! [`uniform_best_step`] is the baseline the tests compare LUCB1 against: every line gets the
//! same games each round, with the same radius and stopping rule.
//!
//! The per-line report ([`sibling_tests`]) compares each line with the mean of its siblings
//! (the lines with the same parent) by a two-sided z test, Holm's step-down correction (Holm,
//! "A simple sequentially rejective multiple test procedure", Scand. J. Statist. 1979) over
//! every line compared.

use std::fmt;
use std::str::FromStr;

use crate::error::TournamentError;

/// What the exploration asks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Goal {
    /// Find the line with the highest White score (LUCB1).
    Best,
    /// Find the line with the lowest White score (LUCB1 on Black's score).
    Worst,
    /// Narrow every line's 95% Wilson interval of the White score to at most this width
    /// (a fraction in (0, 1), e.g. 0.1 for +-5%).
    Width(f64),
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Best => f.write_str("best"),
            Goal::Worst => f.write_str("worst"),
            Goal::Width(w) => write!(f, "width={w}"),
        }
    }
}

impl FromStr for Goal {
    type Err = TournamentError;

    /// Reads `best`, `worst` or `width=W` with `0 < W < 1`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        let bad = |why: &str| {
            TournamentError::Config(format!(
                "bad --goal '{s}': {why}; valid goals: best, worst, width=W with 0 < W < 1 \
                 (e.g. width=0.1 for intervals of +-5%)"
            ))
        };
        match t.as_str() {
            "best" => Ok(Goal::Best),
            "worst" => Ok(Goal::Worst),
            _ => match t.strip_prefix("width=") {
                Some(w) => match w.parse::<f64>() {
                    Ok(w) if w > 0.0 && w < 1.0 => Ok(Goal::Width(w)),
                    Ok(_) => Err(bad("the width must be between 0 and 1")),
                    Err(_) => Err(bad("the width is not a number")),
                },
                None => Err(bad("unknown goal")),
            },
        }
    }
}

/// White's results on one line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games White won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games White lost.
    pub losses: u64,
}

impl Tally {
    /// Games counted.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Adds one game with White's score `x` (1, 0.5 or 0).
    pub fn add(&mut self, x: f64) {
        if x >= 1.0 {
            self.wins += 1;
        } else if x <= 0.0 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// White's score, draws half; 0.5 with no games.
    pub fn score(&self) -> f64 {
        match self.games() {
            0 => 0.5,
            n => (self.wins as f64 + 0.5 * self.draws as f64) / n as f64,
        }
    }

    /// The 95% Wilson interval of the White score (see [`reports::wilson_interval`]).
    pub fn interval(&self) -> (f64, f64) {
        reports::wilson_interval(self.score(), self.games())
    }

    /// The variance of one game's score, from the games with one win and one loss added
    /// (Agresti and Caffo's smoothing, so that a line of only wins still has a spread).
    fn smoothed_variance(&self) -> f64 {
        let n = (self.games() + 2) as f64;
        let m = (self.wins as f64 + 1.0 + 0.5 * self.draws as f64) / n;
        let sq = (self.wins + 1) as f64 * (1.0 - m).powi(2)
            + self.draws as f64 * (0.5 - m).powi(2)
            + (self.losses + 1) as f64 * m.powi(2);
        sq / n
    }
}

/// How games are allocated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AllocConfig {
    /// What is asked.
    pub goal: Goal,
    /// Games in all, over every line and round.
    pub budget: u64,
    /// Games every line gets in round 0 (cut to `budget / lines` when the budget is small).
    pub init: u64,
    /// Games a chosen line gets in each later round.
    pub batch: u64,
    /// LUCB1's error probability: the best (worst) line is named with probability at least
    /// `1 - delta`.
    pub delta: f64,
}

impl AllocConfig {
    /// Checks the numbers for `lines` lines: at least one game per line within the budget,
    /// `init` and `batch` at least 1, `delta` in (0, 1).
    ///
    /// Errors: [`TournamentError::Config`] naming the value and the fix.
    pub fn check(&self, lines: usize) -> Result<(), TournamentError> {
        let bad = |m: String| Err(TournamentError::Config(m));
        if lines == 0 {
            return bad("there is no line to explore (the start position has no move?)".into());
        }
        if self.budget < lines as u64 {
            return bad(format!(
                "--games {} is fewer than the {lines} lines: every line needs at least one \
                 game; give --games {lines} or more, or fewer lines (--depth, --top)",
                self.budget
            ));
        }
        if self.init == 0 || self.batch == 0 {
            return bad("--init and --batch must be at least 1 game".into());
        }
        if !(self.delta > 0.0 && self.delta < 1.0) {
            return bad(format!(
                "--delta {}: the error probability must be in (0, 1), e.g. 0.05",
                self.delta
            ));
        }
        Ok(())
    }
}

/// Why the allocation stopped.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum End {
    /// LUCB1 stopped: this line is the best (worst) with probability at least `1 - delta`.
    Identified(usize),
    /// Every line's interval is at most the target width.
    Narrow,
    /// The next round does not fit in the budget.
    Budget,
}

/// The next step of the allocation.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Play these games: `(line, games to add)`, in this order.
    Play(Vec<(usize, u64)>),
    /// Stop.
    Done(End),
}

/// LUCB1's radius `sqrt(ln(k1 n t^4 / delta) / 2u)` for `u` games, `n` lines, round `t`.
pub fn lucb_radius(u: u64, n: usize, t: u64, delta: f64) -> f64 {
    if u == 0 {
        return f64::INFINITY;
    }
    let t = t.max(1) as f64;
    ((1.25 * n as f64 * t.powi(4) / delta).ln() / (2.0 * u as f64)).sqrt()
}

/// The score the goal maximizes: White's for best and width, Black's for worst.
fn goal_score(goal: Goal, t: &Tally) -> f64 {
    match goal {
        Goal::Worst => 1.0 - t.score(),
        _ => t.score(),
    }
}

/// LUCB1's `h` (highest mean; ties: lowest index) and `l` (other line with the highest upper
/// bound), and whether the stopping rule holds.
fn lucb_pair(goal: Goal, stats: &[Tally], t: u64, delta: f64) -> (usize, Option<usize>, bool) {
    let n = stats.len();
    let mean = |i: usize| goal_score(goal, &stats[i]);
    let rad = |i: usize| lucb_radius(stats[i].games(), n, t, delta);
    let mut h = 0;
    for i in 1..n {
        if mean(i) > mean(h) {
            h = i;
        }
    }
    let mut l: Option<usize> = None;
    for i in (0..n).filter(|&i| i != h) {
        if l.is_none_or(|j| mean(i) + rad(i) > mean(j) + rad(j)) {
            l = Some(i);
        }
    }
    let stop = match l {
        None => true,
        Some(l) => mean(h) - rad(h) > mean(l) + rad(l),
    };
    (h, l, stop)
}

/// The lines still in the race after `round` rounds: for best/worst, the lines whose LUCB1
/// upper bound reaches the leader's lower bound (they could still be the answer); for a
/// width, the lines whose interval is still wider than the target.
pub fn in_race(cfg: &AllocConfig, stats: &[Tally], round: u64) -> usize {
    match cfg.goal {
        Goal::Width(w) => stats
            .iter()
            .filter(|s| {
                let (lo, hi) = s.interval();
                hi - lo > w
            })
            .count(),
        goal => {
            let n = stats.len();
            let t = round.max(1);
            let (h, _, _) = lucb_pair(goal, stats, t, cfg.delta);
            let floor =
                goal_score(goal, &stats[h]) - lucb_radius(stats[h].games(), n, t, cfg.delta);
            stats
                .iter()
                .filter(|s| goal_score(goal, s) + lucb_radius(s.games(), n, t, cfg.delta) >= floor)
                .count()
        }
    }
}

/// Cuts `plan` to the games left in the budget, in order.
fn fit(plan: Vec<(usize, u64)>, left: u64) -> Step {
    let mut left = left;
    let mut out = Vec::new();
    for (i, k) in plan {
        let k = k.min(left);
        if k > 0 {
            out.push((i, k));
            left -= k;
        }
    }
    if out.is_empty() {
        Step::Done(End::Budget)
    } else {
        Step::Play(out)
    }
}

/// The games of round `round` (0-based) given the results `stats` of every earlier round.
///
/// Round 0: `min(init, budget / lines)` games for every line. Later rounds: LUCB1 (best,
/// worst) or uniform to width (see the module documentation), cut to the budget left.
pub fn next_step(cfg: &AllocConfig, stats: &[Tally], round: u64) -> Step {
    let spent: u64 = stats.iter().map(Tally::games).sum();
    let left = cfg.budget.saturating_sub(spent);
    let n = stats.len();
    if round == 0 {
        let k = cfg.init.min(cfg.budget / n.max(1) as u64).max(1);
        return fit((0..n).map(|i| (i, k)).collect(), left);
    }
    match cfg.goal {
        Goal::Width(w) => {
            let mut wide: Vec<(usize, f64)> = stats
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let (lo, hi) = s.interval();
                    (i, hi - lo)
                })
                .filter(|&(_, width)| width > w)
                .collect();
            if wide.is_empty() {
                return Step::Done(End::Narrow);
            }
            wide.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            fit(
                wide.into_iter().map(|(i, _)| (i, cfg.batch)).collect(),
                left,
            )
        }
        goal => {
            let (h, l, stop) = lucb_pair(goal, stats, round, cfg.delta);
            match (stop, l) {
                (true, _) | (_, None) => Step::Done(End::Identified(h)),
                (false, Some(l)) => {
                    // Split what is left evenly when it cannot pay both batches.
                    let each = cfg.batch.min(left.div_ceil(2)).max(1);
                    fit(vec![(h, each), (l, each)], left)
                }
            }
        }
    }
}

/// The baseline of the tests: uniform allocation for the best line. Every line gets `batch`
/// games each round; the stopping rule and radius are LUCB1's ([`lucb_radius`]), so both
/// procedures name the best line at the same confidence.
pub fn uniform_best_step(cfg: &AllocConfig, stats: &[Tally], round: u64) -> Step {
    let spent: u64 = stats.iter().map(Tally::games).sum();
    let left = cfg.budget.saturating_sub(spent);
    let n = stats.len();
    if round > 0 {
        let (h, _, stop) = lucb_pair(Goal::Best, stats, round, cfg.delta);
        if stop {
            return Step::Done(End::Identified(h));
        }
    }
    let k = if round == 0 { cfg.init } else { cfg.batch };
    if left < k * n as u64 {
        return Step::Done(End::Budget);
    }
    Step::Play((0..n).map(|i| (i, k)).collect())
}

/// How a line compares with the mean of its siblings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SiblingTest {
    /// `+1` significantly above, `-1` significantly below, `0` not significant (or no
    /// sibling to compare with).
    pub sign: i8,
    /// Holm-adjusted two-sided p value (1 when not tested).
    pub p_adjusted: f64,
}

/// The standard normal upper tail `P(Z > z)` (the complementary error function of Numerical
/// Recipes, Press et al., 2nd ed., 6.2, fractional error below 1.2e-7).
pub fn normal_upper_tail(z: f64) -> f64 {
    let x = z / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.5 * x.abs());
    let y = t
        * (-x * x - 1.265_512_23
            + t * (1.000_023_68
                + t * (0.374_091_96
                    + t * (0.096_784_18
                        + t * (-0.186_288_06
                            + t * (0.278_868_07
                                + t * (-1.135_203_98
                                    + t * (1.488_515_87
                                        + t * (-0.822_152_23 + t * 0.170_872_77)))))))))
            .exp();
    let erfc = if x >= 0.0 { y } else { 2.0 - y };
    0.5 * erfc
}

/// Compares each line with the mean of its siblings: `groups` lists the lines of each
/// sibling group (same parent). For line `i` of a group of `m >= 2` lines, the difference
/// `x_i - mean of the other m-1 lines' scores` is tested by a two-sided z test with variance
/// `v_i/n_i + sum_j v_j/n_j / (m-1)^2` (`v` a line's per-game score variance, smoothed by one
/// win and one loss); the p values of every line tested, over all groups, are adjusted by
/// Holm's step-down procedure, and a line is significant when its adjusted p value is below
/// `alpha`. Lines without games or siblings are not tested.
pub fn sibling_tests(stats: &[Tally], groups: &[Vec<usize>], alpha: f64) -> Vec<SiblingTest> {
    let mut out = vec![
        SiblingTest {
            sign: 0,
            p_adjusted: 1.0
        };
        stats.len()
    ];
    let mut tested: Vec<(usize, f64, i8)> = Vec::new();
    for g in groups {
        let live: Vec<usize> = g
            .iter()
            .copied()
            .filter(|&i| stats[i].games() > 0)
            .collect();
        let m = live.len();
        if m < 2 {
            continue;
        }
        for &i in &live {
            let others = live.iter().filter(|&&j| j != i);
            let k = (m - 1) as f64;
            let mean = others.clone().map(|&j| stats[j].score()).sum::<f64>() / k;
            let var_others = others
                .map(|&j| stats[j].smoothed_variance() / stats[j].games() as f64)
                .sum::<f64>()
                / (k * k);
            let var = stats[i].smoothed_variance() / stats[i].games() as f64 + var_others;
            let d = stats[i].score() - mean;
            let z = d / var.sqrt().max(1e-12);
            let p = (2.0 * normal_upper_tail(z.abs())).min(1.0);
            tested.push((i, p, if d > 0.0 { 1 } else { -1 }));
        }
    }
    // Holm: sort p ascending; adjusted p_(k) = max over j <= k of (M - j) p_(j), capped at 1.
    tested.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    let total = tested.len();
    let mut running: f64 = 0.0;
    for (rank, &(i, p, sign)) in tested.iter().enumerate() {
        running = running.max(((total - rank) as f64 * p).min(1.0));
        out[i] = SiblingTest {
            sign: if running < alpha { sign } else { 0 },
            p_adjusted: running,
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Runs `step` on a simulated bandit whose line `i` wins for White with probability
    /// `values[i]` (no draws) until it stops; returns (line named best, games spent).
    fn simulate(
        step: fn(&AllocConfig, &[Tally], u64) -> Step,
        cfg: &AllocConfig,
        values: &[f64],
        seed: u64,
    ) -> (Option<usize>, u64) {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let mut stats = vec![Tally::default(); values.len()];
        let mut round = 0;
        loop {
            match step(cfg, &stats, round) {
                Step::Play(plan) => {
                    for (i, k) in plan {
                        for _ in 0..k {
                            let x = if rng.random::<f64>() < values[i] {
                                1.0
                            } else {
                                0.0
                            };
                            stats[i].add(x);
                        }
                    }
                    round += 1;
                }
                Step::Done(end) => {
                    let games = stats.iter().map(Tally::games).sum();
                    return match end {
                        End::Identified(h) => (Some(h), games),
                        _ => (None, games),
                    };
                }
            }
        }
    }

    /// The planted bandit of the test (also quoted in docs/explore.md): 20 lines, the best
    /// (line 13) scores 65%, one rival 50%, the rest 45% down to 30%.
    fn planted() -> Vec<f64> {
        let mut v: Vec<f64> = (0..20)
            .map(|i| 0.30 + 0.15 * (i % 7) as f64 / 6.0)
            .collect();
        v[13] = 0.65;
        v[4] = 0.50;
        v
    }

    #[test]
    fn lucb_finds_the_planted_best_line_with_fewer_games_than_uniform() {
        let values = planted();
        let cfg = AllocConfig {
            goal: Goal::Best,
            budget: u64::MAX / 4,
            init: 4,
            batch: 8,
            delta: 0.05,
        };
        let (mut found, mut lucb_games, mut uni_found, mut uni_games) = (0, 0u64, 0, 0u64);
        for seed in 0..100 {
            let (h, g) = simulate(next_step, &cfg, &values, seed);
            found += u32::from(h == Some(13));
            lucb_games += g;
            let (h, g) = simulate(uniform_best_step, &cfg, &values, seed);
            uni_found += u32::from(h == Some(13));
            uni_games += g;
        }
        let (lucb_mean, uni_mean) = (lucb_games / 100, uni_games / 100);
        eprintln!(
            "LUCB1: planted best found in {found}/100 runs, {lucb_mean} games on average; \
             uniform with the same stopping rule: {uni_found}/100, {uni_mean} games"
        );
        assert!(
            found >= 95,
            "LUCB1 found the planted best line in {found}/100 runs"
        );
        assert!(uni_found >= 95, "uniform found it in {uni_found}/100 runs");
        assert!(
            lucb_mean * 2 < uni_mean,
            "LUCB1 spent {lucb_mean} games on average, uniform {uni_mean}: expected under half"
        );
    }

    #[test]
    fn worst_goal_finds_the_planted_worst_line() {
        let mut values = planted();
        values[2] = 0.10;
        let cfg = AllocConfig {
            goal: Goal::Worst,
            budget: u64::MAX / 4,
            init: 4,
            batch: 8,
            delta: 0.05,
        };
        let hits = (0..20)
            .filter(|&s| simulate(next_step, &cfg, &values, s).0 == Some(2))
            .count();
        assert!(hits >= 19, "worst line found in {hits}/20 runs");
    }

    #[test]
    fn width_goal_narrows_every_line_and_respects_the_budget() {
        let values = vec![0.5, 0.9, 0.2, 0.6];
        let cfg = AllocConfig {
            goal: Goal::Width(0.2),
            budget: 10_000,
            init: 4,
            batch: 8,
            delta: 0.05,
        };
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let mut stats = vec![Tally::default(); 4];
        let mut round = 0;
        let end = loop {
            match next_step(&cfg, &stats, round) {
                Step::Play(plan) => {
                    for (i, k) in plan {
                        for _ in 0..k {
                            stats[i].add(if rng.random::<f64>() < values[i] {
                                1.0
                            } else {
                                0.0
                            });
                        }
                    }
                    round += 1;
                }
                Step::Done(e) => break e,
            }
        };
        assert_eq!(end, End::Narrow);
        for s in &stats {
            let (lo, hi) = s.interval();
            assert!(hi - lo <= 0.2, "{s:?}: width {}", hi - lo);
        }
        // The line near 90% needs fewer games than the lines near 50% for the same width.
        assert!(stats[1].games() < stats[0].games(), "{stats:?}");
        // A small budget stops the race with the budget spent exactly.
        let small = AllocConfig { budget: 50, ..cfg };
        let mut stats = vec![Tally::default(); 4];
        let mut round = 0;
        while let Step::Play(plan) = next_step(&small, &stats, round) {
            for (i, k) in plan {
                for _ in 0..k {
                    stats[i].add(0.5);
                }
            }
            round += 1;
        }
        assert_eq!(stats.iter().map(Tally::games).sum::<u64>(), 50);
    }

    #[test]
    fn goal_parses_and_bad_goals_name_the_fix() {
        assert_eq!("best".parse::<Goal>().unwrap(), Goal::Best);
        assert_eq!("Worst".parse::<Goal>().unwrap(), Goal::Worst);
        assert_eq!("width=0.1".parse::<Goal>().unwrap(), Goal::Width(0.1));
        for bad in ["wide", "width=2", "width=x", ""] {
            let e = bad.parse::<Goal>().unwrap_err().to_string();
            assert!(
                e.contains("valid goals: best, worst, width=W"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn sibling_tests_flag_the_outlier_and_correct_for_many_lines() {
        let t = |w: u64, l: u64| Tally {
            wins: w,
            draws: 0,
            losses: l,
        };
        // Nine lines near 50% and one at 90% over 200 games each.
        let mut stats: Vec<Tally> = (0..9).map(|i| t(95 + i, 105 - i)).collect();
        stats.push(t(180, 20));
        let groups = vec![(0..10).collect::<Vec<_>>()];
        let r = sibling_tests(&stats, &groups, 0.05);
        assert_eq!(r[9].sign, 1);
        assert!(r[9].p_adjusted < 1e-6);
        assert!(r[..9].iter().all(|x| x.sign <= 0), "{r:?}");
        // A small edge that one test would call significant is not after the correction.
        let mut stats: Vec<Tally> = (0..20).map(|_| t(50, 50)).collect();
        stats[0] = t(64, 36);
        let groups = vec![(0..20).collect::<Vec<_>>()];
        let r = sibling_tests(&stats, &groups, 0.05);
        let raw = 2.0 * normal_upper_tail(2.7);
        assert!(raw < 0.05 && r[0].sign == 0, "{:?}", r[0]);
        assert!((normal_upper_tail(1.959964) - 0.025).abs() < 1e-6);
    }
}
