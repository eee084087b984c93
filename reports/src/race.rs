//! Racing for `collapse tune`: find the most balanced
//! combination of parameters with fewer games than a full sweep, with a stated confidence.
//!
//! # The procedure: a Hoeffding race
//!
//! The race is the Hoeffding race of O. Maron & A. W. Moore, "Hoeffding races: accelerating
//! model selection search for classification and function approximation", Advances in Neural
//! Information Processing Systems 6 (1994), 59-66, and "The racing algorithm: model selection
//! for lazy learners", Artificial Intelligence Review 11 (1997), 193-225. Candidates are
//! evaluated in rounds; after each round every candidate gets a confidence interval for its
//! quality from Hoeffding's inequality, with the error probability split over candidates and
//! looks (a union bound) so that all intervals hold *at once*, and a candidate is dropped as
//! soon as its interval lies entirely on the worse side of the best candidate's.
//!
//! The quality raced is the distance from balance `d = |p - 1/2|`, where `p` is White's
//! expected self-play score (win 1, draw 1/2, loss 0); smaller is better.
//!
//! 1. Round `r` (1-based): every surviving candidate plays `round` more games, so after round
//!    `r` each survivor has `n = r · round` games. A round is played only when it fits in the
//!    remaining budget (`survivors · round` games); the race stops otherwise. Only the first
//!    round may be shortened to fit the budget (`floor(budget / K)` games each, one more for the
//!    first `budget mod K` candidates), a size fixed in advance like every other one. Sample
//!    sizes never depend on the results, so Hoeffding's fixed-`n` bound applies at every look.
//! 2. Hoeffding's inequality (W. Hoeffding, "Probability inequalities for sums of bounded
//!    random variables", JASA 58 (1963), 13-30): for `n` independent scores in `[0, 1]` with
//!    mean `p` and sample mean `x`, `P(|x - p| >= eps) <= 2 exp(-2 n eps^2)`. With
//!    `eps = sqrt(ln(2 / delta') / (2 n))` ([`hoeffding_half_width`]), `|x - p| < eps` with
//!    probability at least `1 - delta'`. Since `t -> |t - 1/2|` is 1-Lipschitz, `d` then lies in
//!    `[max(0, |x - 1/2| - eps), min(1/2, |x - 1/2| + eps)]` ([`distance_interval`]).
//! 3. Union bound over the `K` candidates and the looks `r = 1, 2, ...`: the look after round
//!    `r` uses `delta_r = 6 delta / (pi^2 K r^2)` ([`look_delta`]). Since
//!    `sum_{r >= 1} 1 / r^2 = pi^2 / 6`, the error probabilities of all looks of all candidates
//!    add up to at most `delta`, whatever the number of rounds (so the budget, which only
//!    decides when the race stops, does not enter the bound, and a race resumed with a larger
//!    budget replays the same looks).
//! 4. After round `r` ([`eliminate`]): `u* = min` over survivors of the upper ends of their
//!    intervals; every survivor whose lower end is above `u*` is dropped (it is then surely
//!    less balanced than the survivor that attains `u*`). The survivor attaining `u*` is never
//!    dropped, so at least one survives.
//! 5. The race ends when one candidate survives, or the next round does not fit the budget.
//!
//! **Guarantee.** With probability at least `1 - delta`, every interval of every look holds;
//! then a dropped candidate `i` had `d_i >= lower_i > u* >= d_j` for some survivor `j`, so a
//! candidate as balanced as the most balanced one (every candidate with the smallest `d`) is
//! never dropped. The guarantee assumes the games of a candidate are independent draws (each
//! game has its own seed) and says nothing about the order of the survivors, which are ranked
//! by their point estimates.

use crate::stats::Wdl;

/// The parameters of a race.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RaceConfig {
    /// Games each survivor plays per round, at least 1.
    pub round: u32,
    /// Games in all, over every round and candidate, at least 1; the race stops when the next
    /// round does not fit.
    pub budget: u64,
    /// The error probability `delta` in `(0, 1)`: with probability at least `1 - delta` no
    /// candidate as balanced as the most balanced one is dropped. The confidence is
    /// `1 - delta`.
    pub delta: f64,
}

impl RaceConfig {
    /// Checks the ranges documented on the fields.
    ///
    /// Errors: a message naming the field, its value and the valid range.
    pub fn check(&self) -> Result<(), String> {
        if self.round == 0 {
            return Err("round 0: a round must play at least 1 game per candidate".into());
        }
        if self.budget == 0 {
            return Err("budget 0: the race needs at least 1 game".into());
        }
        if !(self.delta > 0.0 && self.delta < 1.0) {
            return Err(format!(
                "delta {}: the error probability must be in (0, 1), e.g. 0.05 for 95% confidence",
                self.delta
            ));
        }
        Ok(())
    }
}

/// The error probability of one candidate's interval at look `look` (1-based round) among
/// `candidates` candidates, for an overall error probability `delta`:
/// `delta_r = 6 delta / (pi^2 K r^2)` (module docs, step 3: the union bound of Maron & Moore
/// over candidates and looks, with the `1 / r^2` schedule so that no maximum number of rounds
/// is needed). A `look` of 0 is taken as 1, `candidates` of 0 as 1.
pub fn look_delta(delta: f64, candidates: usize, look: u32) -> f64 {
    let k = candidates.max(1) as f64;
    let r = f64::from(look.max(1));
    6.0 * delta / (std::f64::consts::PI.powi(2) * k * r * r)
}

/// Hoeffding's two-sided half width for the mean of `games` scores in `[0, 1]` at error
/// probability `delta_look`: `eps = sqrt(ln(2 / delta_look) / (2 n))` (Hoeffding 1963,
/// module docs step 2). In score units (0.1 = 10 percentage points). Infinite for 0 games.
pub fn hoeffding_half_width(games: u64, delta_look: f64) -> f64 {
    if games == 0 {
        return f64::INFINITY;
    }
    ((2.0 / delta_look).ln() / (2.0 * games as f64)).sqrt()
}

/// The confidence interval `(lower, upper)` of the distance from balance `|p - 1/2|` of
/// White's expected score `p`, from the results `wdl` (White's point of view, draws half) at
/// error probability `delta_look`: `[max(0, |x - 1/2| - eps), min(1/2, |x - 1/2| + eps)]` with
/// `x` the mean score and `eps` = [`hoeffding_half_width`]. In score units within `[0, 0.5]`;
/// `(0, 0.5)` (nothing known) without games.
pub fn distance_interval(wdl: &Wdl, delta_look: f64) -> (f64, f64) {
    let Some(x) = wdl.score() else {
        return (0.0, 0.5);
    };
    let d = (x - 0.5).abs();
    let eps = hoeffding_half_width(wdl.games(), delta_look);
    ((d - eps).max(0.0), (d + eps).min(0.5))
}

/// The state of one candidate (combination) in a race: results from White's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Racer {
    /// White wins (`wins`), draws, Black wins (`losses`) over the games played.
    pub wdl: Wdl,
    /// The last look (1-based round) it took part in; 0 before the first round ends. Its
    /// interval is computed at this look ([`RaceResult::interval`]).
    pub looks: u32,
    /// The round (1-based) after which it was dropped; `None` while it survives.
    pub dropped_in: Option<u32>,
}

impl Racer {
    /// Games played.
    pub fn games(&self) -> u64 {
        self.wdl.games()
    }
    /// White's score in `[0, 1]`; `None` without games.
    pub fn white_score(&self) -> Option<f64> {
        self.wdl.score()
    }
    /// The distance from balance `|White score - 1/2|` in `[0, 0.5]`; `None` without games.
    pub fn distance(&self) -> Option<f64> {
        self.white_score().map(|s| (s - 0.5).abs())
    }
}

/// Why a race ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaceEnd {
    /// One candidate survives (or there was only one).
    OneLeft,
    /// The next round (survivors x round games) does not fit in the rest of the budget.
    Budget,
    /// The caller stopped before the race was over (e.g. an interrupt): a snapshot.
    Stopped,
}

/// The outcome of a race ([`race`], [`Race::result`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RaceResult {
    /// One entry per candidate, in the input order.
    pub racers: Vec<Racer>,
    /// Rounds completed.
    pub rounds: u32,
    /// Games played in all.
    pub games: u64,
    /// The error probability of the race (see [`RaceConfig::delta`]).
    pub delta: f64,
    /// Why the race ended.
    pub end: RaceEnd,
}

impl RaceResult {
    /// The guaranteed confidence `1 - delta`: the probability, at least, that no candidate as
    /// balanced as the most balanced one was dropped.
    pub fn confidence(&self) -> f64 {
        1.0 - self.delta
    }

    /// Candidate `i`'s interval of `|White score - 1/2|` at its last look (see
    /// [`distance_interval`], [`look_delta`]); `None` without games. Panics when `i` is out of
    /// range.
    pub fn interval(&self, i: usize) -> Option<(f64, f64)> {
        let r = &self.racers[i];
        (r.games() > 0)
            .then(|| distance_interval(&r.wdl, look_delta(self.delta, self.racers.len(), r.looks)))
    }

    /// Indices of the candidates that played, ranked: survivors first, then by
    /// `|White score - 1/2|` (closest first), then by games played (more first), then by
    /// index. Candidates without games are left out (see [`RaceResult::unplayed`]): a
    /// candidate nothing is known about is never ranked.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.racers.len())
            .filter(|&i| self.racers[i].games() > 0)
            .collect();
        order.sort_by(|&a, &b| {
            let (ra, rb) = (&self.racers[a], &self.racers[b]);
            let d = |r: &Racer| r.distance().unwrap_or(f64::INFINITY);
            ra.dropped_in
                .is_some()
                .cmp(&rb.dropped_in.is_some())
                .then(d(ra).total_cmp(&d(rb)))
                .then(rb.games().cmp(&ra.games()))
                .then(a.cmp(&b))
        });
        order
    }

    /// Indices of the candidates without any game (the budget ran out first), in input order.
    pub fn unplayed(&self) -> Vec<usize> {
        (0..self.racers.len())
            .filter(|&i| self.racers[i].games() == 0)
            .collect()
    }
}

/// One elimination (module docs, step 4) at look `look` (1-based round) with overall error
/// probability `delta`: among the survivors, every one whose interval of `|p - 1/2|` (at
/// [`look_delta`]`(delta, racers.len(), look)`) lies entirely above the smallest upper end of
/// the survivors' intervals is dropped (`dropped_in = Some(look)`). Sets `looks = look` on
/// every survivor first. Returns the indices dropped, in input order.
pub fn eliminate(racers: &mut [Racer], look: u32, delta: f64) -> Vec<usize> {
    let dl = look_delta(delta, racers.len(), look);
    let alive: Vec<usize> = (0..racers.len())
        .filter(|&i| racers[i].dropped_in.is_none())
        .collect();
    let intervals: Vec<(f64, f64)> = alive
        .iter()
        .map(|&i| {
            racers[i].looks = look;
            distance_interval(&racers[i].wdl, dl)
        })
        .collect();
    let best_upper = intervals
        .iter()
        .map(|iv| iv.1)
        .fold(f64::INFINITY, f64::min);
    let mut out = Vec::new();
    for (&i, iv) in alive.iter().zip(&intervals) {
        if iv.0 > best_upper {
            racers[i].dropped_in = Some(look);
            out.push(i);
        }
    }
    out
}

/// A race played step by step: ask [`Race::next_round`] who plays how many games, give the
/// results with [`Race::record`], close the round with [`Race::end_round`]; [`race`] does
/// exactly that with a closure. The step form lets a caller report progress, stop at any time
/// and still read the state ([`Race::result`]).
#[derive(Clone, Debug)]
pub struct Race {
    cfg: RaceConfig,
    racers: Vec<Racer>,
    rounds: u32,
    games: u64,
    end: Option<RaceEnd>,
}

impl Race {
    /// A race of `candidates` candidates, none played yet.
    ///
    /// Panics when `candidates` is 0 or `cfg` fails [`RaceConfig::check`].
    pub fn new(candidates: usize, cfg: RaceConfig) -> Race {
        assert!(candidates > 0, "a race needs at least one candidate");
        if let Err(e) = cfg.check() {
            panic!("bad race configuration: {e}");
        }
        Race {
            cfg,
            racers: vec![Racer::default(); candidates],
            rounds: 0,
            games: 0,
            end: None,
        }
    }

    /// The candidates' states, in input order.
    pub fn racers(&self) -> &[Racer] {
        &self.racers
    }

    /// Rounds completed.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// Games recorded so far.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The next round: `(candidate, games)` for each survivor that plays in it (`round`
    /// games each; in a shortened first round, see the module docs, step 1), or `None` when
    /// the race is over (one survivor after at least one round, or the round does not fit in
    /// the budget). Calling it again before [`Race::end_round`] returns the same plan.
    pub fn next_round(&mut self) -> Option<Vec<(usize, u32)>> {
        if self.end.is_some() {
            return None;
        }
        let alive: Vec<usize> = (0..self.racers.len())
            .filter(|&i| self.racers[i].dropped_in.is_none())
            .collect();
        if self.rounds > 0 && alive.len() <= 1 {
            self.end = Some(RaceEnd::OneLeft);
            return None;
        }
        let left = self.cfg.budget.saturating_sub(self.games);
        let full = alive.len() as u64 * u64::from(self.cfg.round);
        if full <= left {
            return Some(alive.into_iter().map(|i| (i, self.cfg.round)).collect());
        }
        if self.rounds == 0 && left > 0 {
            let n = alive.len() as u64;
            let (each, extra) = (left / n, left % n);
            return Some(
                alive
                    .into_iter()
                    .enumerate()
                    .map(|(j, i)| (i, each + u64::from((j as u64) < extra)))
                    .filter(|&(_, k)| k > 0)
                    .map(|(i, k)| (i, k as u32))
                    .collect(),
            );
        }
        self.end = Some(RaceEnd::Budget);
        None
    }

    /// Adds the results `wdl` (White's point of view) of candidate `i`'s games of this round.
    /// Panics when `i` is out of range.
    pub fn record(&mut self, i: usize, wdl: Wdl) {
        let w = &mut self.racers[i].wdl;
        w.wins += wdl.wins;
        w.draws += wdl.draws;
        w.losses += wdl.losses;
        self.games += wdl.games();
    }

    /// Closes the round: counts it and runs [`eliminate`] at its look. Returns the candidates
    /// dropped.
    pub fn end_round(&mut self) -> Vec<usize> {
        self.rounds += 1;
        eliminate(&mut self.racers, self.rounds, self.cfg.delta)
    }

    /// The state as a result: `end` is why the race ended, or [`RaceEnd::Stopped`] when it is
    /// not over (call [`Race::next_round`] until `None` to finish it).
    pub fn result(&self) -> RaceResult {
        RaceResult {
            racers: self.racers.clone(),
            rounds: self.rounds,
            games: self.games,
            delta: self.cfg.delta,
            end: self.end.unwrap_or(RaceEnd::Stopped),
        }
    }
}

/// Races `candidates` candidates (see the module documentation for the procedure and its
/// guarantee); `play(i, k)` plays `k` more games of candidate `i` and returns their results
/// from White's point of view (exactly `k` games).
///
/// Errors: the first error of `play`, which ends the race.
///
/// Panics as [`Race::new`].
pub fn race<E, F>(candidates: usize, cfg: RaceConfig, mut play: F) -> Result<RaceResult, E>
where
    F: FnMut(usize, u32) -> Result<Wdl, E>,
{
    let mut r = Race::new(candidates, cfg);
    while let Some(plan) = r.next_round() {
        for (i, k) in plan {
            let w = play(i, k)?;
            r.record(i, w);
        }
        r.end_round();
    }
    Ok(r.result())
}

/// One candidate's state after one round of a replayed race (see [`replay_race`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundEntry {
    /// The candidate's index (its combination, 0-based, in the race's order).
    pub candidate: usize,
    /// White's wins, draws and losses over all its games up to and including this round.
    pub wdl: Wdl,
    /// Hoeffding's interval of White's expected score at this round's look: `x ± eps`
    /// clamped to `[0, 1]` (see [`hoeffding_half_width`], [`look_delta`]); score units.
    pub score_interval: (f64, f64),
    /// The interval of `|White score - 1/2|` at this look (see [`distance_interval`]).
    pub distance_interval: (f64, f64),
    /// Was it dropped at the end of this round?
    pub dropped: bool,
}

/// One completed round of a replayed race.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceRound {
    /// The round, 1-based (its look).
    pub round: u32,
    /// Games played in all after this round, over every candidate.
    pub games: u64,
    /// Every candidate that survived into this round (those dropped in it included, marked),
    /// in input order; a candidate the budget gave no game stays out.
    pub entries: Vec<RoundEntry>,
}

/// A race replayed from its games: the rounds it completed and its result.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceReplay {
    /// The settings it was replayed with.
    pub cfg: RaceConfig,
    /// Candidates in the race.
    pub candidates: usize,
    /// The completed rounds, in order.
    pub rounds: Vec<RaceRound>,
    /// The state at the end ([`RaceEnd::Stopped`] when the games run out before the race is
    /// over: an interrupted run).
    pub result: RaceResult,
}

/// Replays the race of `candidates` candidates with settings `cfg` from its games:
/// `game(i, k)` is the result of game `k` (0-based) of candidate `i` (White's point of view),
/// `None` when it is not among the games. The rounds are exactly those [`Race`] plays, so the
/// same games, settings and candidate order give the same eliminations `collapse tune`
/// printed; a round some of whose games are missing ends the replay (result
/// [`RaceEnd::Stopped`]) without being counted.
///
/// Panics as [`Race::new`].
pub fn replay_race<F>(candidates: usize, cfg: RaceConfig, game: F) -> RaceReplay
where
    F: Fn(usize, u64) -> Option<crate::GameResult>,
{
    let mut race = Race::new(candidates, cfg);
    let mut rounds = Vec::new();
    'race: while let Some(plan) = race.next_round() {
        let mut results = Vec::new();
        for (i, k) in plan {
            let have = race.racers()[i].games();
            let mut w = Wdl::default();
            for j in have..have + u64::from(k) {
                match game(i, j) {
                    Some(crate::GameResult::WhiteWin) => w.wins += 1,
                    Some(crate::GameResult::BlackWin) => w.losses += 1,
                    Some(crate::GameResult::Draw) => w.draws += 1,
                    None => break 'race,
                }
            }
            results.push((i, w));
        }
        for (i, w) in results {
            race.record(i, w);
        }
        let dropped = race.end_round();
        let look = race.rounds();
        let dl = look_delta(cfg.delta, candidates, look);
        let entries = race
            .racers()
            .iter()
            .enumerate()
            .filter(|(i, r)| r.games() > 0 && (r.dropped_in.is_none() || dropped.contains(i)))
            .map(|(i, r)| {
                let x = r.white_score().unwrap_or(0.5);
                let eps = hoeffding_half_width(r.games(), dl);
                RoundEntry {
                    candidate: i,
                    wdl: r.wdl,
                    score_interval: ((x - eps).max(0.0), (x + eps).min(1.0)),
                    distance_interval: distance_interval(&r.wdl, dl),
                    dropped: dropped.contains(&i),
                }
            })
            .collect();
        rounds.push(RaceRound {
            round: look,
            games: race.games(),
            entries,
        });
    }
    RaceReplay {
        cfg,
        candidates,
        rounds,
        result: race.result(),
    }
}

impl RaceReplay {
    /// The settings line: round size, delta with its confidence, candidates, budget.
    pub fn settings_line(&self) -> String {
        format!(
            "Hoeffding race (Maron & Moore 1994): {} combination(s), rounds of {} games, budget \
             {}, delta {} (confidence {}%)",
            self.candidates,
            self.cfg.round,
            self.cfg.budget,
            self.cfg.delta,
            100.0 * (1.0 - self.cfg.delta)
        )
    }

    /// Why the replayed race ended, in words.
    pub fn end_line(&self) -> String {
        let alive = self
            .result
            .racers
            .iter()
            .filter(|x| x.dropped_in.is_none())
            .count();
        match self.result.end {
            RaceEnd::OneLeft => "ended: one combination left".to_string(),
            RaceEnd::Budget => format!(
                "ended: out of budget ({} games left, the next round needs {alive} x {})",
                self.cfg.budget.saturating_sub(self.result.games),
                self.cfg.round
            ),
            RaceEnd::Stopped => format!(
                "not over: the games of round {} are not all in the file (an interrupted run; \
                 --resume finishes it)",
                self.result.rounds + 1
            ),
        }
    }
}

/// The rounds of `replay` as a plain-ASCII table (at most 100 columns; see
/// [`replay_race`]): per round and surviving combination (`labels[i]` names combination `i`),
/// its games so far, White's score with its Hoeffding interval at that round's look, the
/// interval of `|White - 50%|`, and whether it survives or was dropped in that round; then
/// one line per round naming the dropped, and why the race ended.
pub fn render_race_text(replay: &RaceReplay, labels: &[String]) -> String {
    let name = |i: usize| {
        labels
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("#{}", i + 1))
    };
    let mut out = String::new();
    out.push_str("\nRace rounds\n");
    out.push_str(&crate::render::wrap(&replay.settings_line(), "  "));
    out.push_str(&crate::render::wrap(
        "White score with its Hoeffding interval at the round's look (error split over \
         combinations and rounds); a combination is dropped when its |White - 50%| interval \
         lies above the smallest upper end.",
        "  ",
    ));
    if replay.rounds.is_empty() {
        out.push_str("  no round completed\n");
    } else {
        let mut t = crate::render::table(
            &[
                "Round",
                "Combination",
                "Games",
                "White",
                "Hoeffding",
                "|White-50%|",
                "Status",
            ],
            2,
        );
        for r in &replay.rounds {
            for e in &r.entries {
                t.add_row(vec![
                    r.round.to_string(),
                    name(e.candidate),
                    e.wdl.games().to_string(),
                    crate::render::pct(e.wdl.score().unwrap_or(0.5)),
                    format!(
                        "[{}, {}]",
                        crate::render::pct(e.score_interval.0),
                        crate::render::pct(e.score_interval.1)
                    ),
                    format!(
                        "[{}, {}]",
                        crate::render::pct(e.distance_interval.0),
                        crate::render::pct(e.distance_interval.1)
                    ),
                    if e.dropped { "dropped" } else { "survives" }.to_string(),
                ]);
            }
        }
        out.push_str(&crate::render::finish(&mut t));
        out.push('\n');
        for r in &replay.rounds {
            let dropped: Vec<String> = r
                .entries
                .iter()
                .filter(|e| e.dropped)
                .map(|e| name(e.candidate))
                .collect();
            let alive = r.entries.len() - dropped.len();
            out.push_str(&crate::render::wrap(
                &format!(
                    "round {}: {} games, {alive} survive{}",
                    r.round,
                    r.games,
                    if dropped.is_empty() {
                        String::new()
                    } else {
                        format!("; dropped {}", dropped.join(", "))
                    }
                ),
                "  ",
            ));
        }
    }
    out.push_str(&crate::render::wrap(&replay.end_line(), "  "));
    out
}

/// A replayed race as the reports show it: the file it came from, a short label and the full
/// text per combination.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceView {
    /// The CSV the games came from (shown in the heading).
    pub file: String,
    /// One short label per combination, in the race's order (what differs between them).
    pub labels: Vec<String>,
    /// One full description per combination (`[params] spec`), shown on hover.
    pub full: Vec<String>,
    /// The rounds and result.
    pub replay: RaceReplay,
}

impl RaceView {
    /// [`render_race_text`] under a heading naming the file, with the labels' legend.
    pub fn render_text(&self) -> String {
        let mut out = format!("\n== Race of {} ==\n", self.file);
        for (i, (l, f)) in self.labels.iter().zip(&self.full).enumerate() {
            if l != f {
                out.push_str(&crate::render::wrap(&format!("#{} {l} = {f}", i + 1), "  "));
            }
        }
        out.push_str(&render_race_text(&self.replay, &self.labels));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;

    /// SplitMix64 (Steele, Lea & Flood 2014): a small seeded generator for simulated games.
    struct SplitMix(u64);

    impl SplitMix {
        fn unit(&mut self) -> f64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            (z >> 11) as f64 / (1u64 << 53) as f64
        }
    }

    /// A simulated candidate: White wins with `win`, draws with `draw`, loses otherwise
    /// (a trinomial draw per game); White's expected score is `win + draw / 2`.
    #[derive(Clone, Copy)]
    struct Sim {
        win: f64,
        draw: f64,
    }

    /// A candidate with White's expected score `score` and a draw rate of `draw`.
    fn sim(score: f64, draw: f64) -> Sim {
        Sim {
            win: score - draw / 2.0,
            draw,
        }
    }

    /// Plays one race of the simulated candidates `c` with the generator seeded by `seed`.
    fn simulate(c: &[Sim], cfg: RaceConfig, seed: u64) -> RaceResult {
        let mut rng = SplitMix(seed.wrapping_mul(0xD1B5_4A32_D192_ED03) ^ 0x5EED);
        race(c.len(), cfg, |i, k| {
            let mut w = Wdl::default();
            for _ in 0..k {
                let u = rng.unit();
                if u < c[i].win {
                    w.wins += 1;
                } else if u < c[i].win + c[i].draw {
                    w.draws += 1;
                } else {
                    w.losses += 1;
                }
            }
            Ok::<_, Infallible>(w)
        })
        .unwrap()
    }

    /// Fractions over `races` seeded races: per candidate, the share of races in which it was
    /// dropped.
    fn drop_rates(c: &[Sim], cfg: RaceConfig, races: u64) -> (Vec<f64>, Vec<RaceResult>) {
        let results: Vec<RaceResult> = (0..races).map(|s| simulate(c, cfg, s)).collect();
        let rates = (0..c.len())
            .map(|i| {
                results
                    .iter()
                    .filter(|r| r.racers[i].dropped_in.is_some())
                    .count() as f64
                    / races as f64
            })
            .collect();
        (rates, results)
    }

    /// The brief's race: White scores 0.50, 0.50, 0.53, 0.60, 0.70 (draw rate 30%), 200
    /// seeded races at 95% confidence. Measured (printed with `--nocapture`): the two
    /// balanced candidates are never dropped, 0.70 always, 0.60 in most races.
    #[test]
    fn balanced_candidates_survive_and_a_clearly_worse_one_is_dropped() {
        let c = [
            sim(0.50, 0.3),
            sim(0.50, 0.3),
            sim(0.53, 0.3),
            sim(0.60, 0.3),
            sim(0.70, 0.3),
        ];
        let cfg = RaceConfig {
            round: 20,
            budget: 20_000,
            delta: 0.05,
        };
        let (rates, results) = drop_rates(&c, cfg, 200);
        let best_survives = results
            .iter()
            .filter(|r| r.racers[0].dropped_in.is_none())
            .count() as f64
            / 200.0;
        let both_survive = results
            .iter()
            .filter(|r| r.racers[0].dropped_in.is_none() && r.racers[1].dropped_in.is_none())
            .count() as f64
            / 200.0;
        println!(
            "drop rates {rates:?}; best survives {best_survives}, both balanced survive \
             {both_survive}"
        );
        assert!(best_survives >= 0.95, "{rates:?}");
        // The guarantee: an equally good candidate is dropped at most at the error rate.
        assert!(rates[0] <= 0.05 && rates[1] <= 0.05, "{rates:?}");
        assert!(both_survive >= 0.95, "{rates:?}");
        assert!(
            rates[4] >= 0.99,
            "0.70 dropped in only {} of races",
            rates[4]
        );
        for r in &results {
            assert!(r.games <= 20_000);
            // A balanced candidate ranks first in every race.
            let first = r.ranking()[0];
            assert!(first <= 2, "{r:?}");
            // Dropped candidates rank after every survivor.
            let k = r.racers.iter().filter(|x| x.dropped_in.is_none()).count();
            assert!(r.ranking()[..k]
                .iter()
                .all(|&i| r.racers[i].dropped_in.is_none()));
        }
    }

    /// Five equally balanced candidates at a loose error rate (delta = 0.5): races in which
    /// any of them is dropped must not exceed delta (the guarantee covers all five at once).
    #[test]
    fn equally_good_candidates_are_dropped_no_more_often_than_delta() {
        let c = [sim(0.5, 0.0); 5];
        for delta in [0.05, 0.5] {
            let cfg = RaceConfig {
                round: 10,
                budget: 5_000,
                delta,
            };
            let results: Vec<RaceResult> = (0..200).map(|s| simulate(&c, cfg, s)).collect();
            let any = results
                .iter()
                .filter(|r| r.racers.iter().any(|x| x.dropped_in.is_some()))
                .count() as f64
                / 200.0;
            println!("delta {delta}: some equal candidate dropped in {any} of races");
            assert!(any <= delta, "delta {delta}: {any}");
        }
    }

    #[test]
    fn bounds_follow_the_formulas() {
        // delta_r = 6 delta / (pi^2 K r^2): all looks of all candidates sum to delta.
        let total: f64 = (1..200_000u32).map(|r| 4.0 * look_delta(0.05, 4, r)).sum();
        assert!((total - 0.05).abs() < 1e-6, "{total}");
        // eps = sqrt(ln(2 / d) / (2 n)): n = 100, d = 0.05 gives 0.1358.
        let eps = hoeffding_half_width(100, 0.05);
        assert!((eps - 0.13581).abs() < 1e-4, "{eps}");
        let w = Wdl {
            wins: 60,
            draws: 0,
            losses: 40,
        };
        let (lo, hi) = distance_interval(&w, 0.05);
        assert!((lo - (0.1 - eps).max(0.0)).abs() < 1e-12 && (hi - (0.1 + eps)).abs() < 1e-12);
        assert_eq!(lo, 0.0);
        assert_eq!(distance_interval(&Wdl::default(), 0.05), (0.0, 0.5));
        assert_eq!(hoeffding_half_width(0, 0.05), f64::INFINITY);
    }

    #[test]
    fn elimination_needs_an_interval_entirely_above_the_best() {
        let w = |wins, losses| Wdl {
            wins,
            draws: 0,
            losses,
        };
        let mut rs = vec![
            Racer {
                wdl: w(500, 500),
                ..Racer::default()
            },
            Racer {
                wdl: w(900, 100),
                ..Racer::default()
            },
            Racer {
                wdl: w(560, 440),
                ..Racer::default()
            },
        ];
        // eps at look 1, K = 3, delta 0.05: sqrt(ln(2 pi^2 3 / 0.3) / 2000) = 0.0514.
        // Intervals of d: [0, 0.0514], [0.3486, 0.4514], [0.0086, 0.1114].
        assert_eq!(eliminate(&mut rs, 1, 0.05), vec![1]);
        assert_eq!(rs[1].dropped_in, Some(1));
        assert_eq!(rs[0].dropped_in, None);
        assert_eq!(rs[2].dropped_in, None);
        assert!(rs.iter().all(|r| r.looks == 1));
        // Never the one with the smallest upper end, even if all are unbalanced.
        let mut two = vec![
            Racer {
                wdl: w(950, 50),
                ..Racer::default()
            },
            Racer {
                wdl: w(800, 200),
                ..Racer::default()
            },
        ];
        assert_eq!(eliminate(&mut two, 1, 0.05), vec![0]);
    }

    #[test]
    fn a_candidate_without_games_is_never_ranked() {
        // Budget 7 for 5 candidates and rounds of 20: a shortened first round of one game
        // each, two more for the first two; nobody has 0 games.
        let c = [sim(0.5, 0.0); 5];
        let cfg = RaceConfig {
            round: 20,
            budget: 7,
            delta: 0.05,
        };
        let r = simulate(&c, cfg, 1);
        let games: Vec<u64> = r.racers.iter().map(Racer::games).collect();
        assert_eq!(games, vec![2, 2, 1, 1, 1]);
        assert_eq!(r.end, RaceEnd::Budget);
        // Budget 3 for 5 candidates: two never play, are not ranked and listed apart.
        let r = simulate(&c, RaceConfig { budget: 3, ..cfg }, 1);
        assert_eq!(r.games, 3);
        assert_eq!(r.unplayed(), vec![3, 4]);
        let ranked = r.ranking();
        assert_eq!(ranked.len(), 3);
        assert!(ranked.iter().all(|&i| r.racers[i].games() > 0));
        assert_eq!(r.interval(4), None);
    }

    #[test]
    fn rounds_are_whole_and_the_budget_is_respected() {
        // Two identical candidates never separate: full rounds of 2 x 10 while they fit.
        let c = [sim(0.5, 0.2); 2];
        let cfg = RaceConfig {
            round: 10,
            budget: 55,
            delta: 0.05,
        };
        let r = simulate(&c, cfg, 3);
        assert_eq!(r.games, 40);
        assert_eq!(r.rounds, 2);
        assert_eq!(r.end, RaceEnd::Budget);
        // One clearly unbalanced candidate against a balanced one: it ends with one left.
        let c = [sim(0.5, 0.0), sim(1.0, 0.0)];
        let r = simulate(
            &c,
            RaceConfig {
                budget: 10_000,
                ..cfg
            },
            3,
        );
        assert_eq!(r.end, RaceEnd::OneLeft);
        assert!(r.racers[1].dropped_in.is_some());
        assert_eq!(r.ranking(), vec![0, 1]);
        assert!(r.confidence() > 0.949 && r.confidence() < 0.951);
    }

    #[test]
    fn a_stopped_race_is_a_snapshot_and_errors_end_it() {
        let cfg = RaceConfig {
            round: 5,
            budget: 100,
            delta: 0.05,
        };
        let mut calls = 0;
        let r: Result<RaceResult, &str> = race(3, cfg, |_, k| {
            calls += 1;
            if calls == 4 {
                return Err("stop");
            }
            Ok(Wdl {
                wins: u64::from(k),
                draws: 0,
                losses: 0,
            })
        });
        assert_eq!(r, Err("stop"));
        let mut race = Race::new(2, cfg);
        let plan = race.next_round().unwrap();
        assert_eq!(plan, vec![(0, 5), (1, 5)]);
        assert_eq!(race.next_round().unwrap(), plan);
        race.record(
            0,
            Wdl {
                wins: 5,
                draws: 0,
                losses: 0,
            },
        );
        assert_eq!(race.result().end, RaceEnd::Stopped);
        assert_eq!(race.result().games, 5);
    }
}

#[cfg(test)]
mod replay_tests {
    use super::*;
    use crate::GameResult;
    use std::convert::Infallible;

    /// A fixed game sequence per candidate: candidate `i` wins as White in game `k` when
    /// `(k * 7 + i * 3) % 10 < 5 + 2.5 i` (White scores 50%, 70%, 100%).
    fn result(i: usize, k: u64) -> GameResult {
        if ((k * 7 + i as u64 * 3) % 10) as f64 + 0.5 < 5.0 + 2.5 * i as f64 {
            GameResult::WhiteWin
        } else {
            GameResult::BlackWin
        }
    }

    /// The replay from the games drops the same candidates in the same rounds as the race
    /// that played them, and a missing game stops it before the round it belongs to.
    #[test]
    fn replay_matches_the_race_and_stops_at_a_missing_game() {
        let cfg = RaceConfig {
            round: 10,
            budget: 2000,
            delta: 0.05,
        };
        // Play the race with the fixed sequence, counting games per candidate.
        let mut have = [0u64; 3];
        let live = race(3, cfg, |i, k| {
            let mut w = Wdl::default();
            for _ in 0..k {
                match result(i, have[i]) {
                    GameResult::WhiteWin => w.wins += 1,
                    _ => w.losses += 1,
                }
                have[i] += 1;
            }
            Ok::<_, Infallible>(w)
        })
        .unwrap();
        let replay = replay_race(3, cfg, |i, k| Some(result(i, k)));
        assert_eq!(replay.result, live);
        let dropped: Vec<(u32, usize)> = replay
            .rounds
            .iter()
            .flat_map(|r| {
                r.entries
                    .iter()
                    .filter(|e| e.dropped)
                    .map(move |e| (r.round, e.candidate))
            })
            .collect();
        let expected: Vec<(u32, usize)> = {
            let mut v: Vec<(u32, usize)> = (0..3)
                .filter_map(|i| live.racers[i].dropped_in.map(|r| (r, i)))
                .collect();
            v.sort();
            v
        };
        assert_eq!(dropped, expected);
        assert!(!expected.is_empty(), "the fixed games drop someone");
        // Only the first 15 games of candidate 0: the replay stops after round 1.
        let cut = replay_race(3, cfg, |i, k| (i != 0 || k < 15).then(|| result(i, k)));
        assert_eq!(cut.rounds.len(), 1);
        assert_eq!(cut.result.end, RaceEnd::Stopped);
        let text = render_race_text(&replay, &["a".into(), "b".into(), "c".into()]);
        assert!(text.contains("Race rounds"), "{text}");
        assert!(text.contains("dropped"), "{text}");
    }
}
