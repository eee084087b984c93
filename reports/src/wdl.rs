//! A win/draw/loss record and the error function: the counts every statistic of the crate is
//! computed from, kept apart so that `stats`, `elo` and `sprt` all build on it without an
//! import circle (tests/suite/import_cycles.rs).

/// Wins, draws and losses of one agent (overall, or with one colour).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    /// Games won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
}

impl Wdl {
    /// Games played: wins + draws + losses.
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Points: 1 per win, 0.5 per draw.
    pub fn points(&self) -> f64 {
        self.wins as f64 + 0.5 * self.draws as f64
    }

    /// Points per game in `[0, 1]`; `None` without games.
    pub fn score(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.points() / n as f64)
    }

    pub(crate) fn add(&mut self, points: f64) {
        if points == 1.0 {
            self.wins += 1;
        } else if points == 0.0 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }
}

/// The error function, Abramowitz & Stegun formula 7.1.26 (absolute error below 1.5e-7).
pub fn erf(x: f64) -> f64 {
    let sign = if x < 0.0 { -1.0 } else { 1.0 };
    let x = x.abs();
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    sign * (1.0 - poly * (-x * x).exp())
}
