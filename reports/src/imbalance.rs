//! Piece values by imbalance matches (H. G. Muller's method, as in Fairy-Max and Joker80):
//! self-play from the start array with a piece taken from one side, in pairs of games from one
//! opening with colours reversed, so the first-move advantage cancels. The score of the side
//! with the extra piece, turned into a logit, measures the piece; the pawn-odds match gives the
//! unit: `value(X) = logit(s_X) / logit(s_P)` pawns.
//!
//! Scores carry a continuity correction of half a point in one extra game,
//! `s = (points + 1/2) / (games + 1)`, so a clean sweep gives a large finite logit instead of
//! an infinite one (a value that hits it is a lower bound: see [`ImbalanceValue::saturated`]).
//! The 95% interval is a percentile bootstrap over game pairs: both matches (the piece's and
//! the pawn's) are resampled by pairs, independently, and the ratio is recomputed.

use crate::values::SplitMix;

/// The logit `ln(p / (1 - p))`.
pub fn logit(p: f64) -> f64 {
    (p / (1.0 - p)).ln()
}

/// The corrected score of a match whose pairs scored `pairs` (points of the side with the
/// extra piece per pair of two games, 0 to 2): `(Σ points + 1/2) / (2·pairs + 1)`, in (0, 1).
pub fn corrected_score(pairs: &[f64]) -> f64 {
    let points: f64 = pairs.iter().sum();
    (points + 0.5) / (2.0 * pairs.len() as f64 + 1.0)
}

/// One measured value.
#[derive(Clone, Debug, PartialEq)]
pub struct ImbalanceValue {
    /// `logit(s_X) / logit(s_P)`, in pawns, or `logit(s_X)` without a pawn match (`NaN` when the pawn match's logit is not above 0:
    /// the side with the extra pawn did not score over 50%, so there is no unit).
    pub value: f64,
    /// 2.5% and 97.5% bootstrap percentiles of `value` over game pairs.
    pub interval: (f64, f64),
    /// Games of the piece's match (2 per pair).
    pub games: usize,
    /// The corrected score of the side with the extra piece.
    pub score: f64,
    /// True when every game of the match went to the side with the extra piece (or none did):
    /// the logit is the correction's bound and the value a bound, not an estimate.
    pub saturated: bool,
}

/// Whether a match's pairs all went one way (every pair 0 or every pair 2 points): its logit
/// is the correction's bound, not an estimate.
fn swept(x: &[f64]) -> bool {
    let s: f64 = x.iter().sum();
    !x.is_empty() && (s == 0.0 || s == 2.0 * x.len() as f64)
}

/// The preconditions of a run's rows: one chain per match, each referring to earlier rows only.
fn check_chains(points: &[Vec<f64>], chains: &[Chain]) {
    assert_eq!(points.len(), chains.len(), "one chain per match");
    for (i, c) in chains.iter().enumerate() {
        assert!(
            c.refs.iter().all(|&j| j < i),
            "row {i} refers to a later row"
        );
    }
}

fn ratio(x: &[f64], p: Option<&[f64]>) -> f64 {
    let unit = p.map_or(1.0, |p| logit(corrected_score(p)));
    if unit <= 0.0 {
        f64::NAN
    } else {
        logit(corrected_score(x)) / unit
    }
}

/// The value of a piece from its match `piece` and the pawn-odds match `pawn` (points of the
/// side with the extra piece per pair, 0 to 2), with `resamples` bootstrap resamples seeded
/// by `seed`. Without a pawn match (a game with no pawn) the value is the logit itself.
/// Resamples whose pawn match has no positive logit are dropped from the interval
/// (it is `NaN` when all are).
pub fn imbalance_value(
    piece: &[f64],
    pawn: Option<&[f64]>,
    resamples: usize,
    seed: u64,
) -> ImbalanceValue {
    let mut rng = SplitMix(seed);
    let mut samples: Vec<f64> = (0..resamples)
        .map(|_| {
            let x = pick(piece, &mut rng);
            let p = pawn.map(|p| pick(p, &mut rng));
            ratio(&x, p.as_deref())
        })
        .filter(|r| r.is_finite())
        .collect();
    ImbalanceValue {
        value: ratio(piece, pawn),
        interval: percentiles(&mut samples),
        games: 2 * piece.len(),
        score: corrected_score(piece),
        saturated: swept(piece),
    }
}

/// How a row's value is formed from its match (`--match Q:R+4P`):
/// `shift + Σ value(refs) + logit(s_X) / logit(s_P)`, where `shift` counts the pawns the other
/// side gave and `refs` are the earlier rows whose values the other side's pieces take (one
/// entry per piece, repeated for two of a kind). The default is the match's own ratio.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chain {
    /// Pawns given in return, in pawns (the row's difference is shifted by them).
    pub shift: f64,
    /// Earlier rows (indices below this row's) whose values are added.
    pub refs: Vec<usize>,
}

/// The values of several matches of one run, row `i` from `points[i]` and `chains[i]`, against
/// the same pawn-odds match `pawn` (see [`imbalance_value`] for the arguments).
///
/// A row without references is [`imbalance_value`] plus its shift, the same numbers as alone.
/// A row that refers to earlier rows (`Q = R + 4 + (Q - R - 4P)`) is bootstrapped jointly: in
/// each resample the pawn match is drawn once and every row in the chain is redrawn and
/// recomputed, so the interval carries the referenced rows' errors and their shared unit. Its
/// `saturated` is true when any row of the chain is.
///
/// # Panics
/// When `chains` and `points` differ in length or a row refers to itself or a later row.
pub fn chained_values(
    points: &[Vec<f64>],
    chains: &[Chain],
    pawn: Option<&[f64]>,
    resamples: usize,
    seed: u64,
) -> Vec<ImbalanceValue> {
    check_chains(points, chains);
    let mut out: Vec<ImbalanceValue> = Vec::with_capacity(points.len());
    for (i, c) in chains.iter().enumerate() {
        let own = imbalance_value(&points[i], pawn, resamples, seed);
        if c.refs.is_empty() {
            out.push(ImbalanceValue {
                value: own.value + c.shift,
                interval: (own.interval.0 + c.shift, own.interval.1 + c.shift),
                ..own
            });
            continue;
        }
        // The rows this one rests on, itself included.
        let mut needed = vec![false; i + 1];
        needed[i] = true;
        for j in (0..=i).rev() {
            if needed[j] {
                for &r in &chains[j].refs {
                    needed[r] = true;
                }
            }
        }
        let mut rng = SplitMix(seed ^ (i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut vals = vec![0.0; i + 1];
        let mut samples: Vec<f64> = (0..resamples)
            .map(|_| {
                let p = pawn.map(|p| pick(p, &mut rng));
                for j in 0..=i {
                    if needed[j] {
                        let x = pick(&points[j], &mut rng);
                        vals[j] = chains[j].shift
                            + chains[j].refs.iter().map(|&r| vals[r]).sum::<f64>()
                            + ratio(&x, p.as_deref());
                    }
                }
                vals[i]
            })
            .filter(|r| r.is_finite())
            .collect();
        let value = c.shift + c.refs.iter().map(|&r| out[r].value).sum::<f64>() + own.value;
        let saturated = own.saturated || c.refs.iter().any(|&r| out[r].saturated);
        out.push(ImbalanceValue {
            value,
            interval: percentiles(&mut samples),
            saturated,
            ..own
        });
    }
    out
}

/// The values of several matches of one run counted in another piece's worth (`collapse
/// values --method imbalance --unit Q=9`): for a game whose pawn-odds match says too little
/// to be a unit (Uncertainty's pawns: the side with the extra pawn scores about 50%).
///
/// Each row is first formed in logits, `L_i = logit(s_i) + shift_i · logit(s_P) + Σ L_refs`
/// (`shift` counts pawns, each worth the pawn match's logit; without a `pawn` match shifts
/// must be 0), then counted in the unit row's worth: `value_i = unit_value · L_i / L_unit`.
/// With the pawn row as the unit and `unit_value` 1 this is [`chained_values`]' arithmetic.
/// The interval is a percentile bootstrap over pairs in which the pawn match and every row
/// are redrawn once per resample, so each value carries the unit's error; resamples whose
/// unit logit is not above 0 are dropped (the value is `NaN` when the unit's own logit is not
/// above 0). `saturated` is set when the row, a row it rests on or the unit row is a sweep.
///
/// # Panics
/// When `chains` and `points` differ in length, `unit_row` is out of range, or a row refers
/// to itself or a later row.
pub fn values_in_unit(
    points: &[Vec<f64>],
    chains: &[Chain],
    pawn: Option<&[f64]>,
    unit_row: usize,
    unit_value: f64,
    resamples: usize,
    seed: u64,
) -> Vec<ImbalanceValue> {
    check_chains(points, chains);
    assert!(unit_row < points.len(), "the unit is one of the rows");
    // Every row in logits, from one draw of the matches.
    let logits = |rows: &[Vec<f64>], p: Option<&[f64]>| -> Vec<f64> {
        let lp = p.map_or(0.0, |p| logit(corrected_score(p)));
        let mut l: Vec<f64> = Vec::with_capacity(rows.len());
        for (j, c) in chains.iter().enumerate() {
            let own = logit(corrected_score(&rows[j])) + c.shift * lp;
            l.push(own + c.refs.iter().map(|&r| l[r]).sum::<f64>());
        }
        l
    };
    let scale = |l: &[f64]| -> Vec<f64> {
        let u = l[unit_row];
        l.iter()
            .map(|&x| {
                if u > 0.0 {
                    unit_value * x / u
                } else {
                    f64::NAN
                }
            })
            .collect()
    };
    let point = scale(&logits(points, pawn));
    let mut rng = SplitMix(seed);
    let draws: Vec<Vec<f64>> = (0..resamples)
        .map(|_| {
            let p = pawn.map(|p| pick(p, &mut rng));
            let rows: Vec<Vec<f64>> = points.iter().map(|x| pick(x, &mut rng)).collect();
            scale(&logits(&rows, p.as_deref()))
        })
        .collect();
    let mut sat: Vec<bool> = Vec::with_capacity(points.len());
    for (j, c) in chains.iter().enumerate() {
        let s = swept(&points[j]) || c.refs.iter().any(|&r| sat[r]);
        sat.push(s);
    }
    (0..points.len())
        .map(|i| {
            let mut samples: Vec<f64> = draws
                .iter()
                .map(|d| d[i])
                .filter(|v| v.is_finite())
                .collect();
            ImbalanceValue {
                value: point[i],
                interval: percentiles(&mut samples),
                games: 2 * points[i].len(),
                score: corrected_score(&points[i]),
                saturated: sat[i] || sat[unit_row],
            }
        })
        .collect()
}

/// A resample with replacement of `v` (as long as `v`).
fn pick(v: &[f64], rng: &mut SplitMix) -> Vec<f64> {
    (0..v.len())
        .map(|_| v[(rng.next() % v.len().max(1) as u64) as usize])
        .collect()
}

/// The 2.5% and 97.5% percentiles of `samples` (sorted in place); `NaN` when empty.
fn percentiles(samples: &mut [f64]) -> (f64, f64) {
    samples.sort_by(f64::total_cmp);
    let pct = |q: f64| {
        if samples.is_empty() {
            f64::NAN
        } else {
            samples[((samples.len() - 1) as f64 * q).round() as usize]
        }
    };
    (pct(0.025), pct(0.975))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A match of `pairs` pairs under a planted model: the side with the extra piece scores
    /// `σ(v · k)` per game (draws none), `k` the logit of one pawn; game results drawn from a
    /// seeded generator.
    fn planted(v: f64, k: f64, pairs: usize, seed: u64) -> Vec<f64> {
        let p = 1.0 / (1.0 + (-v * k).exp());
        let mut rng = SplitMix(seed);
        (0..pairs)
            .map(|_| {
                (0..2)
                    .map(|_| {
                        let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
                        if u < p {
                            1.0
                        } else {
                            0.0
                        }
                    })
                    .sum()
            })
            .collect()
    }

    #[test]
    fn a_planted_value_is_recovered_within_its_interval() {
        let k = 0.4; // one pawn = 0.4 logit: a pawn-odds side scores 60%
        let pawn = planted(1.0, k, 2000, 1);
        for (v, seed) in [(3.0, 2), (5.0, 3), (0.5, 4)] {
            let x = planted(v, k, 2000, seed);
            let r = imbalance_value(&x, Some(&pawn), 300, 9);
            assert!((r.value - v).abs() < 0.15 * v + 0.1, "planted {v}: {r:?}");
            assert!(r.interval.0 < v && v < r.interval.1, "planted {v}: {r:?}");
            assert!(!r.saturated);
            assert_eq!(r.games, 4000);
        }
        // The pawn against itself is exactly 1.
        let r = imbalance_value(&pawn, Some(&pawn), 50, 9);
        assert!((r.value - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_sweep_is_finite_and_flagged_and_no_unit_gives_nan() {
        let sweep = vec![2.0; 10];
        let even = vec![1.0; 10];
        let pawn = vec![2.0, 1.0, 1.0, 2.0, 1.0];
        let r = imbalance_value(&sweep, Some(&pawn), 20, 1);
        assert!(r.value.is_finite() && r.saturated);
        assert!((r.score - 20.5 / 21.0).abs() < 1e-12);
        assert!(imbalance_value(&sweep, Some(&even), 20, 1).value.is_nan());
    }

    #[test]
    fn values_in_a_piece_unit_recover_planted_values_where_the_pawn_is_no_unit() {
        // The queen is the unit (9); the pawn is worth 0.1 of a queen's logit per 0.9, so the
        // pawn-odds side scores barely over 50%.
        let k = 0.4; // one unit-pawn = 0.4 logit
        let pawn = planted(0.05, k, 1500, 1);
        let q = planted(9.0, k, 1500, 2);
        let n = planted(3.0, k, 1500, 3);
        // A knight given with a pawn (shift -1): its match measures N + P.
        let np = planted(3.05, k, 1500, 4);
        let chains = [
            Chain::default(),
            Chain::default(),
            Chain::default(),
            Chain {
                shift: -1.0,
                refs: vec![],
            },
        ];
        let points = [pawn.clone(), q.clone(), n.clone(), np.clone()];
        let v = values_in_unit(&points, &chains, Some(&pawn), 1, 9.0, 300, 9);
        assert!((v[1].value - 9.0).abs() < 1e-12, "the unit is its value");
        for (i, want) in [(2, 3.0), (3, 3.0)] {
            assert!((v[i].value - want).abs() < 0.6, "row {i}: {:?}", v[i]);
            assert!(
                v[i].interval.0 < want && want < v[i].interval.1,
                "row {i}: {:?}",
                v[i]
            );
        }
        // The shift subtracts the pawn match's logit: N's row and N+P's differ by about it.
        let plain = values_in_unit(
            &points,
            &vec![Chain::default(); 4],
            Some(&pawn),
            1,
            9.0,
            50,
            9,
        );
        let pawn_in_q = 9.0 * logit(corrected_score(&pawn)) / logit(corrected_score(&q));
        assert!((plain[3].value - v[3].value - pawn_in_q).abs() < 1e-9);
        // With the pawn row as the unit, the numbers are chained_values' (point values).
        let c = [
            Chain::default(),
            Chain {
                shift: 2.0,
                refs: vec![],
            },
            Chain {
                shift: 1.0,
                refs: vec![1],
            },
        ];
        let rows = [pawn.clone(), n.clone(), q.clone()];
        let a = values_in_unit(&rows, &c, Some(&pawn), 0, 1.0, 20, 3);
        let b = chained_values(&rows, &c, Some(&pawn), 20, 3);
        for (x, y) in a.iter().zip(&b) {
            assert!((x.value - y.value).abs() < 1e-9, "{x:?} {y:?}");
        }
        // A unit that scores 50% or less gives NaN.
        let even = vec![1.0; 10];
        let v = values_in_unit(
            &[even.clone(), n.clone()],
            &[Chain::default(), Chain::default()],
            None,
            0,
            9.0,
            20,
            1,
        );
        assert!(v[1].value.is_nan());
    }

    #[test]
    fn a_chained_value_adds_the_referenced_rows_and_carries_their_error() {
        let k = 0.4;
        let pawn = planted(1.0, k, 1500, 1);
        // R = 5 measured against 3P (a difference of 2), Q = 9 against R+4P (difference 0).
        let r = planted(2.0, k, 1500, 2);
        let q = planted(0.0, k, 1500, 3);
        let chains = [
            Chain::default(),
            Chain {
                shift: 3.0,
                refs: vec![],
            },
            Chain {
                shift: 4.0,
                refs: vec![1],
            },
        ];
        let v = chained_values(
            &[pawn.clone(), r.clone(), q.clone()],
            &chains,
            Some(&pawn),
            300,
            9,
        );
        assert!((v[0].value - 1.0).abs() < 1e-12);
        assert!((v[1].value - 5.0).abs() < 0.8, "{:?}", v[1]);
        assert!(v[1].interval.0 < 5.0 && 5.0 < v[1].interval.1, "{:?}", v[1]);
        assert!((v[2].value - 9.0).abs() < 1.0, "{:?}", v[2]);
        assert!(v[2].interval.0 < 9.0 && 9.0 < v[2].interval.1, "{:?}", v[2]);
        // The point value is the sum; the interval is wider than the difference's alone,
        // which does not carry R's error.
        let diff = imbalance_value(&q, Some(&pawn), 300, 9);
        assert!((v[2].value - (4.0 + v[1].value + diff.value)).abs() < 1e-12);
        let width = |x: &ImbalanceValue| x.interval.1 - x.interval.0;
        assert!(width(&v[2]) > width(&diff) * 1.5, "{:?} {diff:?}", v[2]);
        // A row without references is its own match's value plus its shift.
        let alone = imbalance_value(&r, Some(&pawn), 300, 9);
        assert_eq!(v[1].value, alone.value + 3.0);
        assert_eq!(
            v[1].interval,
            (alone.interval.0 + 3.0, alone.interval.1 + 3.0)
        );
    }
}
