//! Elo differences with 95% intervals and likelihood of superiority, from game results
//! (trinomial W/D/L) and from game pairs (pentanomial), as engine testers compute them.
//!
//! Sources: fastchess `app/src/matchmaking/elo/elo_wdl.cpp` and `elo_pentanomial.cpp`
//! (Disservin/fastchess), which follow the Stockfish testing tools (fishtest `stat_util.py`);
//! normalized Elo after M. Van den Bergh, "Normalized Elo" (fishtest documentation).
//! Published check values (fastchess `app/tests/elo_test.cpp`): W=136 L=96 D=111 gives
//! 40.70 ± 30.43 Elo, LOS 99.60%; pair counts LL=34 LD=54 WL=31 DD=32 WD=64 WW=75 give
//! 55.58 ± 27.65 Elo.

use crate::wdl::{erf, Wdl};

/// The two-sided 95% quantile of the standard normal distribution, `Φ⁻¹(0.975)`.
pub const Z95: f64 = 1.959_963_984_540_054;

/// Counts of game pairs (two games on one opening with colours reversed) by the points the
/// first-named agent scored over the pair: 0 (`ll`), 0.5 (`ld`), 1 (`wl` or `dd`), 1.5 (`wd`),
/// 2 (`ww`). `wl` and `dd` score the same and are kept apart only to show the WL/DD ratio.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Penta {
    /// Pairs lost twice (0 of 2 points).
    pub ll: u64,
    /// Pairs with one loss and one draw (0.5 points).
    pub ld: u64,
    /// Pairs with one win and one loss (1 point).
    pub wl: u64,
    /// Pairs with two draws (1 point).
    pub dd: u64,
    /// Pairs with one win and one draw (1.5 points).
    pub wd: u64,
    /// Pairs won twice (2 points).
    pub ww: u64,
}

impl Penta {
    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.ll + self.ld + self.wl + self.dd + self.wd + self.ww
    }

    /// Adds one pair whose two games gave the first-named agent `a` and `b` points (each 0,
    /// 0.5 or 1).
    pub fn add(&mut self, a: f64, b: f64) {
        let decisive = |x: f64| x == 0.0 || x == 1.0;
        match ((a + b) * 2.0).round() as i32 {
            0 => self.ll += 1,
            1 => self.ld += 1,
            2 if decisive(a) && decisive(b) => self.wl += 1,
            2 => self.dd += 1,
            3 => self.wd += 1,
            _ => self.ww += 1,
        }
    }

    /// The five pentanomial frequencies `[LL, LD, WL+DD, WD, WW]`, summing to 1 (`None`
    /// without pairs); their pair scores are `[0, 0.25, 0.5, 0.75, 1]`.
    pub fn frequencies(&self) -> Option<[f64; 5]> {
        let n = self.pairs() as f64;
        (n > 0.0).then(|| {
            [
                self.ll as f64 / n,
                self.ld as f64 / n,
                (self.wl + self.dd) as f64 / n,
                self.wd as f64 / n,
                self.ww as f64 / n,
            ]
        })
    }

    /// The same pairs seen from the other agent (LL and WW, LD and WD swap).
    pub fn reversed(&self) -> Penta {
        Penta {
            ll: self.ww,
            ld: self.wd,
            wl: self.wl,
            dd: self.dd,
            wd: self.ld,
            ww: self.ll,
        }
    }
}

/// An Elo estimate with its 95% interval, normalized Elo and LOS, from a mean score and its
/// per-sample variance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloInterval {
    /// Samples: games (trinomial) or pairs (pentanomial).
    pub samples: u64,
    /// Mean score per game in `[0, 1]`.
    pub score: f64,
    /// Variance of one sample's score (a game's score, or a pair's mean score).
    pub variance: f64,
    /// Logistic Elo difference, [`elo_of_score`] of `score`.
    pub elo: f64,
    /// Half width of the 95% interval in Elo: `(elo(s + z σ) - elo(s - z σ)) / 2`; infinite
    /// when an end of the score interval reaches 0 or 1.
    pub error: f64,
    /// Normalized Elo: `(s - 1/2) / σ₁ · 800 / ln 10` (see [`trinomial`], [`pentanomial`]).
    pub nelo: f64,
    /// Half width of the 95% interval of the normalized Elo.
    pub nelo_error: f64,
    /// Likelihood of superiority in `[0, 1]`: `(1 - erf(-(s - 1/2) / sqrt(2 σ²/n))) / 2`.
    pub los: f64,
}

impl EloInterval {
    /// The ends of the 95% interval in Elo, `(low, high)`: [`elo_of_score`] of
    /// `s ± 1.959964 sqrt(σ²/n)` (normal approximation, as [`trinomial`] and [`pentanomial`]
    /// compute it). An end at or beyond a 0% or 100% score is infinite: the interval then
    /// bounds the Elo on one side only (both ends infinite at a 0% or 100% score without
    /// spread).
    pub fn bounds(&self) -> (f64, f64) {
        let m = Z95 * (self.variance / self.samples as f64).sqrt();
        (elo_of_score(self.score - m), elo_of_score(self.score + m))
    }
}

/// Logistic Elo of a mean score: `-400 log10(1/s - 1)`; infinite at 0 and 1.
pub fn elo_of_score(s: f64) -> f64 {
    elo_from_score(s)
}

/// `(hi - lo) / 2`, infinite (not NaN) when both ends are the same infinity or either is
/// infinite: the interval is then unbounded or degenerate at an extreme score.
fn half_width(hi: f64, lo: f64) -> f64 {
    if hi.is_finite() && lo.is_finite() {
        (hi - lo) / 2.0
    } else {
        f64::INFINITY
    }
}

/// Shared construction: mean `score` of `n` samples with per-sample variance `var`;
/// `nelo_var` is the variance that normalizes the Elo (a game's variance for trinomial, twice
/// a pair's for pentanomial).
fn interval(n: u64, score: f64, var: f64, nelo_var: f64) -> EloInterval {
    let per = var / n as f64;
    let (lo, hi) = (score - Z95 * per.sqrt(), score + Z95 * per.sqrt());
    let k = 800.0 / std::f64::consts::LN_10;
    // Without spread the normalized Elo is 0 at an even score and infinite otherwise.
    let nelo = |s: f64| {
        if nelo_var > 0.0 {
            (s - 0.5) / nelo_var.sqrt() * k
        } else if s == 0.5 {
            0.0
        } else {
            (s - 0.5).signum() * f64::INFINITY
        }
    };
    let los = if per > 0.0 {
        (1.0 - erf(-(score - 0.5) / (2.0 * per).sqrt())) / 2.0
    } else if score > 0.5 {
        1.0
    } else if score < 0.5 {
        0.0
    } else {
        0.5
    };
    EloInterval {
        samples: n,
        score,
        variance: var,
        elo: elo_of_score(score),
        error: half_width(elo_of_score(hi), elo_of_score(lo)),
        nelo: nelo(score),
        nelo_error: half_width(nelo(hi), nelo(lo)),
        los,
    }
}

/// Elo from W/D/L counts (the trinomial model: games independent); `None` without games.
///
/// Formula (fastchess `EloWDL`, as cutechess-cli and fishtest): with `N = W + D + L`,
/// `s = (W + D/2) / N`, per-game variance `σ² = (W (1-s)² + D (1/2-s)² + L s²) / N`, interval
/// of the score `s ± 1.959964 sqrt(σ²/N)`, Elo `-400 log10(1/s - 1)`, error the half width of
/// the interval mapped to Elo; normalized Elo `(s - 1/2) / σ · 800 / ln 10`; LOS
/// `(1 - erf(-(s - 1/2) / sqrt(2 σ²/N))) / 2`. Check value: W=136 L=96 D=111 gives
/// 40.70 ± 30.43 Elo, nElo 49.77 ± 36.77, LOS 99.60%.
pub fn trinomial(wdl: &Wdl) -> Option<EloInterval> {
    let n = wdl.games();
    if n == 0 {
        return None;
    }
    let nf = n as f64;
    let (w, d, l) = (
        wdl.wins as f64 / nf,
        wdl.draws as f64 / nf,
        wdl.losses as f64 / nf,
    );
    let s = w + d / 2.0;
    let var = w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s * s;
    Some(interval(n, s, var, var))
}

/// Elo from pair counts (the pentanomial model: each pair of games on one opening with
/// colours reversed is one sample, so the correlation the shared opening brings is counted);
/// `None` without pairs.
///
/// Formula (fastchess `EloPentanomial`, after fishtest): with `P` pairs and frequencies
/// `p = [LL, LD, WL+DD, WD, WW] / P` of the pair scores `a = [0, 1/4, 1/2, 3/4, 1]`, the score
/// `s = Σ pᵢ aᵢ`, per-pair variance `σ² = Σ pᵢ (aᵢ - s)²`, interval `s ± 1.959964 sqrt(σ²/P)`,
/// Elo and error as in [`trinomial`]; normalized Elo `(s - 1/2) / sqrt(2 σ²) · 800 / ln 10`
/// (a pair's variance is about half a game's); LOS `(1 - erf(-(s - 1/2) / sqrt(2 σ²/P))) / 2`.
/// Check value: LL=34 LD=54 WL=31 DD=32 WD=64 WW=75 gives 55.58 ± 27.65 Elo, nElo
/// 57.94 ± 28.28.
pub fn pentanomial(p: &Penta) -> Option<EloInterval> {
    let f = p.frequencies()?;
    let a = [0.0, 0.25, 0.5, 0.75, 1.0];
    let s: f64 = f.iter().zip(a).map(|(p, a)| p * a).sum();
    let var: f64 = f.iter().zip(a).map(|(p, a)| p * (a - s).powi(2)).sum();
    Some(interval(p.pairs(), s, var, 2.0 * var))
}

/// Elo difference for an expected score `s` in `[0, 1]` under the logistic model:
/// `400 log10(s / (1 - s))`, the inverse of the expected score `1 / (1 + 10^(-d/400))` of the
/// FIDE / USCF logistic Elo scale as cutechess-cli and fastchess use it (`-400 log10(1/s - 1)`
/// in fastchess `elo_wdl.cpp`); `-inf` at 0, `+inf` at 1 (the renderers print those as
/// `n/a`).
pub fn elo_from_score(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        400.0 * (s / (1.0 - s)).log10()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn trinomial_matches_the_published_vector() {
        let e = trinomial(&Wdl {
            wins: 136,
            draws: 111,
            losses: 96,
        })
        .unwrap();
        assert!(near(e.elo, 40.70, 0.005), "{e:?}");
        assert!(near(e.error, 30.43, 0.005), "{e:?}");
        assert!(near(e.los * 100.0, 99.60, 0.005), "{e:?}");
        assert!(near(e.nelo, 49.77, 0.01), "{e:?}");
        assert!(near(e.nelo_error, 36.77, 0.01), "{e:?}");
        // fastchess EloWDL 1: W=76 L=89 D=123: nElo -20.76 ± 40.13, LOS 15.53%.
        let e = trinomial(&Wdl {
            wins: 76,
            draws: 123,
            losses: 89,
        })
        .unwrap();
        assert!(near(e.nelo, -20.76, 0.01) && near(e.nelo_error, 40.13, 0.01));
        assert!(near(e.los * 100.0, 15.53, 0.005), "{e:?}");
    }

    #[test]
    fn pentanomial_matches_the_published_vectors() {
        let p = Penta {
            ll: 34,
            ld: 54,
            wl: 31,
            dd: 32,
            wd: 64,
            ww: 75,
        };
        let e = pentanomial(&p).unwrap();
        assert_eq!(e.samples, 290);
        assert!(near(e.elo, 55.58, 0.005), "{e:?}");
        assert!(near(e.error, 27.65, 0.005), "{e:?}");
        assert!(near(e.nelo, 57.94, 0.01), "{e:?}");
        assert!(near(e.nelo_error, 28.28, 0.01), "{e:?}");
        // fastchess EloPentanomial 2: (332, 433, 457, 41, 333, 334): -8.64 ± 10.33, LOS 5.05%.
        let e = pentanomial(&Penta {
            ll: 332,
            ld: 433,
            wl: 457,
            dd: 41,
            wd: 333,
            ww: 334,
        })
        .unwrap();
        assert!(
            near(e.elo, -8.64, 0.005) && near(e.error, 10.33, 0.005),
            "{e:?}"
        );
        assert!(near(e.los * 100.0, 5.05, 0.005), "{e:?}");
        // Seen from the other side the Elo changes sign and the error stays.
        let r = pentanomial(&p.reversed()).unwrap();
        assert!(near(r.elo, -55.58, 0.005) && near(r.error, 27.65, 0.005));
    }

    #[test]
    fn pairs_are_classified_by_their_two_results() {
        let mut p = Penta::default();
        for (a, b) in [
            (0.0, 0.0),
            (0.5, 0.0),
            (0.0, 0.5),
            (1.0, 0.0),
            (0.5, 0.5),
            (1.0, 0.5),
            (1.0, 1.0),
        ] {
            p.add(a, b);
        }
        assert_eq!(
            p,
            Penta {
                ll: 1,
                ld: 2,
                wl: 1,
                dd: 1,
                wd: 1,
                ww: 1
            }
        );
    }

    #[test]
    fn no_samples_no_estimate_and_no_spread_is_not_nan() {
        assert_eq!(trinomial(&Wdl::default()), None);
        assert_eq!(pentanomial(&Penta::default()), None);
        let e = trinomial(&Wdl {
            wins: 0,
            draws: 8,
            losses: 0,
        })
        .unwrap();
        assert_eq!((e.elo, e.error, e.nelo, e.los), (0.0, 0.0, 0.0, 0.5));
        // All wins: infinite Elo, error and nElo, never NaN.
        let e = trinomial(&Wdl {
            wins: 4,
            draws: 0,
            losses: 0,
        })
        .unwrap();
        assert_eq!(
            (e.elo, e.error, e.nelo, e.los),
            (f64::INFINITY, f64::INFINITY, f64::INFINITY, 1.0)
        );
    }
}
