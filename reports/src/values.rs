//! Piece values by logistic regression on game results (the method of Texel's tuning and of
//! Kaufman's database study, here on material alone): each sampled position is a vector of
//! material differences (White's count minus Black's, per piece type), the target is the
//! game's result for White (1, 1/2, 0), and the model is `P(White scores) = σ(b + Σ wᵢ xᵢ)`
//! with an L2 penalty `λ/2 Σ wᵢ²` (not on `b`, which holds the first-move advantage). Fitted
//! by Newton's method. A value in pawns is `wᵢ / w_pawn`; its 95% interval comes from a
//! bootstrap over games (positions of one game move together, so the interval is not
//! narrowed by counting one game's positions as independent).

/// Positions of one game: feature rows and the game's White score.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSample {
    /// One row per sampled position, `features` long each.
    pub rows: Vec<Vec<f64>>,
    /// 1.0 White won, 0.5 draw, 0.0 Black won.
    pub score: f64,
    /// Whether the game is held out for the log-loss check.
    pub held_out: bool,
}

/// A fitted model: intercept and one weight per feature (logit units per piece).
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// `b`: the logit of White's score with level material.
    pub intercept: f64,
    /// `wᵢ`: logit per piece of feature `i` (White minus Black).
    pub weights: Vec<f64>,
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

impl Fit {
    /// The predicted White score of a feature row.
    pub fn predict(&self, x: &[f64]) -> f64 {
        sigmoid(self.intercept + self.weights.iter().zip(x).map(|(w, v)| w * v).sum::<f64>())
    }

    /// Mean cross-entropy (natural log) of the games' positions, each weighted by its game.
    pub fn log_loss<'a>(&self, games: impl Iterator<Item = &'a GameSample>) -> f64 {
        let (mut sum, mut n) = (0.0, 0usize);
        for g in games {
            for x in &g.rows {
                let p = self.predict(x).clamp(1e-9, 1.0 - 1e-9);
                sum -= g.score * p.ln() + (1.0 - g.score) * (1.0 - p).ln();
                n += 1;
            }
        }
        if n == 0 {
            f64::NAN
        } else {
            sum / n as f64
        }
    }
}

/// Solves `a x = b` (n×n, row-major) by Gaussian elimination with partial pivoting; `None`
/// when `a` is singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let piv = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[piv][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, piv);
        b.swap(col, piv);
        for r in col + 1..n {
            let f = a[r][col] / a[col][col];
            for c in col..n {
                a[r][c] -= f * a[col][c];
            }
            b[r] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|c| a[r][c] * x[c]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    Some(x)
}

/// Fits the model on `games` (all positions of the listed games) with penalty `lambda` per
/// position. `features` is the row length. Newton's method, at most 50 steps.
pub fn fit<'a>(
    games: impl Iterator<Item = &'a GameSample> + Clone,
    features: usize,
    lambda: f64,
) -> Fit {
    fit_toward(games, &vec![0.0; features], lambda)
}

/// [`fit`] with the penalty `λ/2 Σ (wᵢ - priorᵢ)²` toward `prior` (one weight per feature)
/// instead of toward zero: ridge regression around known weights, so features the games say
/// little about keep their prior value (the learned evaluation's fit starts from the
/// hand-set material weights). Newton's method with step halving (the penalized loss never
/// rises), at most 50 steps, starting from `prior`.
pub fn fit_toward<'a>(
    games: impl Iterator<Item = &'a GameSample> + Clone,
    prior: &[f64],
    lambda: f64,
) -> Fit {
    let features = prior.len();
    let d = features + 1; // intercept first
    let mut theta: Vec<f64> = std::iter::once(0.0).chain(prior.iter().copied()).collect();
    let n: usize = games.clone().map(|g| g.rows.len()).sum::<usize>().max(1);
    // The penalized negative log-likelihood Newton's method minimizes.
    let objective = |theta: &[f64]| -> f64 {
        let mut loss = 0.0;
        for g in games.clone() {
            for x in &g.rows {
                let z = theta[0] + (0..features).map(|i| theta[i + 1] * x[i]).sum::<f64>();
                // log(1 + e^z) - score z, computed without overflow.
                loss += z.max(0.0) + (-z.abs()).exp().ln_1p() - g.score * z;
            }
        }
        let penalty: f64 = (0..features)
            .map(|i| (theta[i + 1] - prior[i]).powi(2))
            .sum();
        loss + 0.5 * lambda * n as f64 * penalty
    };
    for _ in 0..50 {
        let mut grad = vec![0.0; d];
        let mut hess = vec![vec![0.0; d]; d];
        for g in games.clone() {
            for x in &g.rows {
                let z = theta[0] + (0..features).map(|i| theta[i + 1] * x[i]).sum::<f64>();
                let p = sigmoid(z);
                let w = p * (1.0 - p);
                let e = g.score - p;
                let xi = |i: usize| if i == 0 { 1.0 } else { x[i - 1] };
                for i in 0..d {
                    grad[i] += e * xi(i);
                    for j in 0..=i {
                        hess[i][j] += w * xi(i) * xi(j);
                    }
                }
            }
        }
        for i in 0..d {
            for j in 0..i {
                hess[j][i] = hess[i][j];
            }
        }
        for i in 1..d {
            grad[i] -= lambda * n as f64 * (theta[i] - prior[i - 1]);
            hess[i][i] += lambda * n as f64;
        }
        hess[0][0] += 1e-9 * n as f64;
        let Some(mut step) = solve(hess, grad) else {
            break;
        };
        // A full Newton step can overshoot far from the optimum (logistic curvature vanishes
        // where |z| is large): halve it until the penalized loss does not rise.
        let before = objective(&theta);
        for _ in 0..40 {
            let trial: Vec<f64> = theta.iter().zip(&step).map(|(t, s)| t + s).collect();
            if objective(&trial) <= before + 1e-12 * before.abs().max(1.0) {
                break;
            }
            step.iter_mut().for_each(|s| *s *= 0.5);
        }
        let size: f64 = step.iter().map(|s| s.abs()).fold(0.0, f64::max);
        for i in 0..d {
            theta[i] += step[i];
        }
        if size < 1e-8 {
            break;
        }
    }
    Fit {
        intercept: theta[0],
        weights: theta[1..].to_vec(),
    }
}

/// One feature's value with its bootstrap interval.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    /// The feature's name (a piece letter, `n@hand` for a piece in hand or reserve).
    pub name: String,
    /// Positions in which the feature is not zero (how much the data says about it).
    pub nonzero: usize,
    /// The weight in logit units per piece.
    pub logit: f64,
    /// The value in the unit: `logit / unit's logit x unit value` (`logit / pawn's logit`
    /// by default; `None` without a unit feature).
    pub pawns: Option<f64>,
    /// 2.5% and 97.5% bootstrap percentiles of `pawns` (or of `logit` without a unit).
    pub interval: (f64, f64),
}

/// The fitted values: per feature, the held-out log-loss of the model and of the constant
/// model (White's mean score), and the sample sizes.
#[derive(Clone, Debug, PartialEq)]
pub struct Values {
    /// One per feature, in the order of the names given.
    pub values: Vec<Value>,
    /// Mean cross-entropy of the fitted model on the held-out games' positions.
    pub held_out_log_loss: f64,
    /// The same for the constant model (the training games' mean White score).
    pub baseline_log_loss: f64,
    /// Games in all (held out included).
    pub games: usize,
    /// Positions in all.
    pub positions: usize,
    /// The share of bootstrap resamples in which the unit's weight is above 0 (`None` without
    /// a unit). Below 0.975 the unit is not clearly worth anything, and values in it mean
    /// little: the CLI says so and points at `--unit`.
    pub unit_positive: Option<f64>,
}

/// Fits on the games not held out, bootstraps `resamples` times over those games (seeded by
/// `seed`), and scores the held-out games. `unit` names the feature that is the unit and its
/// value (`("p", 1.0)`: values in pawns; `("q", 9.0)`: in pawns where the queen is 9).
pub fn piece_values(
    games: &[GameSample],
    names: &[String],
    unit: Option<(&str, f64)>,
    lambda: f64,
    resamples: usize,
    seed: u64,
) -> Values {
    let train: Vec<&GameSample> = games.iter().filter(|g| !g.held_out).collect();
    let test: Vec<&GameSample> = games.iter().filter(|g| g.held_out).collect();
    let k = names.len();
    let main = fit(train.iter().copied(), k, lambda);
    let pawn_i = unit.and_then(|(p, _)| names.iter().position(|n| n == p));
    let unit_value = unit.map_or(1.0, |(_, v)| v);
    let scale = |f: &Fit, i: usize| match pawn_i {
        Some(pi) if f.weights[pi].abs() > 1e-12 => f.weights[i] / f.weights[pi] * unit_value,
        _ => f.weights[i],
    };
    let mut rng = crate::values::SplitMix(seed);
    let mut samples: Vec<Vec<f64>> = vec![Vec::new(); k];
    let mut unit_above = 0usize;
    for _ in 0..resamples {
        let pick: Vec<&GameSample> = (0..train.len())
            .map(|_| train[(rng.next() % train.len().max(1) as u64) as usize])
            .collect();
        let f = fit(pick.iter().copied(), k, lambda);
        for (i, s) in samples.iter_mut().enumerate() {
            s.push(scale(&f, i));
        }
        if pawn_i.is_some_and(|pi| f.weights[pi] > 0.0) {
            unit_above += 1;
        }
    }
    let pct = |v: &mut Vec<f64>, q: f64| {
        v.sort_by(f64::total_cmp);
        if v.is_empty() {
            return f64::NAN;
        }
        v[((v.len() - 1) as f64 * q).round() as usize]
    };
    let values = (0..k)
        .map(|i| {
            let nonzero = train
                .iter()
                .flat_map(|g| g.rows.iter())
                .filter(|x| x[i] != 0.0)
                .count();
            let mut s = samples[i].clone();
            Value {
                name: names[i].clone(),
                nonzero,
                logit: main.weights[i],
                pawns: pawn_i.map(|_| scale(&main, i)),
                interval: (pct(&mut s, 0.025), pct(&mut s, 0.975)),
            }
        })
        .collect();
    let mean: f64 = {
        let (s, n) = train.iter().fold((0.0, 0usize), |(s, n), g| {
            (s + g.score * g.rows.len() as f64, n + g.rows.len())
        });
        if n == 0 {
            0.5
        } else {
            s / n as f64
        }
    };
    let constant = Fit {
        intercept: (mean.clamp(1e-6, 1.0 - 1e-6) / (1.0 - mean.clamp(1e-6, 1.0 - 1e-6))).ln(),
        weights: vec![0.0; k],
    };
    Values {
        values,
        held_out_log_loss: main.log_loss(test.iter().copied()),
        baseline_log_loss: constant.log_loss(test.iter().copied()),
        games: games.len(),
        positions: games.iter().map(|g| g.rows.len()).sum(),
        unit_positive: pawn_i.map(|_| unit_above as f64 / resamples.max(1) as f64),
    }
}

/// A small seeded generator (SplitMix64) for the bootstrap, so a run is reproducible.
pub(crate) struct SplitMix(pub u64);

impl SplitMix {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` one-position games drawn (seeded by `seed`) from the model
    /// `P(win) = sigmoid(bias + w . x)`, `x` two features in -2..=2 and -1..=1; one game in
    /// five held out.
    fn planted(seed: u64, n: usize, bias: f64, w: [f64; 2]) -> Vec<GameSample> {
        let mut rng = SplitMix(seed);
        (0..n)
            .map(|g| {
                let x = vec![(rng.next() % 5) as f64 - 2.0, (rng.next() % 3) as f64 - 1.0];
                let p = sigmoid(bias + w[0] * x[0] + w[1] * x[1]);
                let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
                GameSample {
                    rows: vec![x],
                    score: if u < p { 1.0 } else { 0.0 },
                    held_out: g % 5 == 0,
                }
            })
            .collect()
    }

    /// Games drawn from a known model are fitted back: two features with true weights 1.0
    /// and 3.0 logits, so the second is worth 3 "pawns" of the first.
    #[test]
    fn a_planted_model_is_recovered_with_an_interval_around_it() {
        let games = planted(7, 1500, 0.1, [1.0, 3.0]);
        let names = vec!["p".to_string(), "q".to_string()];
        let v = piece_values(&games, &names, Some(("p", 1.0)), 1e-6, 100, 1);
        let q = &v.values[1];
        let pawns = q.pawns.unwrap();
        assert!((pawns - 3.0).abs() < 0.5, "{v:?}");
        assert!(q.interval.0 < 3.0 && 3.0 < q.interval.1, "{v:?}");
        assert!(v.held_out_log_loss < v.baseline_log_loss, "{v:?}");
        assert_eq!(v.values[0].pawns, Some(1.0));
        assert_eq!(
            v.unit_positive,
            Some(1.0),
            "the pawn's weight is clearly positive"
        );
        // The second feature as the unit, worth 9: the first is worth 3 (9 x 1/3).
        let v = piece_values(&games, &names, Some(("q", 9.0)), 1e-6, 100, 1);
        assert_eq!(v.values[1].pawns, Some(9.0));
        let p = &v.values[0];
        assert!((p.pawns.unwrap() - 3.0).abs() < 0.5, "{v:?}");
        assert!(p.interval.0 < 3.0 && 3.0 < p.interval.1, "{v:?}");
    }

    /// A unit feature that does not move the result: its weight straddles 0 across resamples,
    /// which `unit_positive` reports (the CLI then warns that values in it mean little).
    #[test]
    fn a_unit_worth_nothing_is_reported_as_not_clearly_positive() {
        let games = planted(11, 800, 0.0, [0.0, 2.0]);
        let names = vec!["p".to_string(), "q".to_string()];
        let v = piece_values(&games, &names, Some(("p", 1.0)), 1e-6, 100, 1);
        let share = v.unit_positive.unwrap();
        assert!(share > 0.02 && share < 0.975, "{v:?}");
    }

    #[test]
    fn rows_of_several_methods_carry_each_its_own() {
        let row = |piece: &str, method: &str| ValueRow {
            variant: "chess".into(),
            params: String::new(),
            piece: piece.into(),
            value: 3.0,
            lo: 2.0,
            hi: 4.0,
            games: 600,
            method: method.into(),
        };
        let one = [
            row("N", "imbalance against 3P; unit=pawns"),
            row("B", "imbalance against 3P; unit=pawns"),
        ];
        assert!(!mixed_methods(&one));
        let t = render_values_text(&one);
        assert!(
            !t.contains("Method") && t.contains("  imbalance against 3P; unit=pawns"),
            "{t}"
        );
        let chained = "imbalance against R+N+P, chained on its pieces' rows; unit=pawns";
        let two = [one[0].clone(), row("Q", chained)];
        assert!(mixed_methods(&two));
        let t = render_values_text(&two);
        let q = t
            .lines()
            .find(|l| l.starts_with("| Q "))
            .unwrap_or_default();
        let n = t
            .lines()
            .find(|l| l.starts_with("| N "))
            .unwrap_or_default();
        assert!(
            t.contains("Method") && q.contains("R+N+P") && n.contains("against 3P"),
            "{t}"
        );
    }

    #[test]
    fn the_solver_solves_and_refuses_a_singular_system() {
        let x = solve(vec![vec![2.0, 1.0], vec![1.0, 3.0]], vec![3.0, 5.0]).unwrap();
        assert!(
            (x[0] - 0.8).abs() < 1e-12 && (x[1] - 1.4).abs() < 1e-12,
            "{x:?}"
        );
        assert!(solve(vec![vec![1.0, 2.0], vec![2.0, 4.0]], vec![1.0, 2.0]).is_none());
    }
}

/// The header of a piece-values CSV (`collapse values --values-out`): one row per piece.
pub const VALUES_HEADER: [&str; 8] = [
    "variant", "params", "piece", "value", "lo", "hi", "games", "method",
];

/// One row of a piece-values CSV: a piece's value with its 95% interval.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueRow {
    /// Variant registry name.
    pub variant: String,
    /// Canonical parameters (possibly empty).
    pub params: String,
    /// The feature: a piece letter, or `n@hand` for a piece in hand or reserve.
    pub piece: String,
    /// The value, in pawns (or logit units per piece when the method says `unit=logit`).
    pub value: f64,
    /// Lower end of the 95% interval, same unit.
    pub lo: f64,
    /// Upper end of the 95% interval, same unit.
    pub hi: f64,
    /// Games the fit used (held out included).
    pub games: usize,
    /// How the value was found, e.g.
    /// `logistic regression; unit=pawns; 95% bootstrap over games, 200 resamples`.
    pub method: String,
}

impl ValueRow {
    /// The unit named in [`ValueRow::method`]: `logit` when it says `unit=logit`, else
    /// `pawns`.
    pub fn unit(&self) -> &'static str {
        if self.method.contains("unit=logit") {
            "logit"
        } else {
            "pawns"
        }
    }
}

/// The rows of `v` (fitted on `variant` with canonical `params`, `resamples` bootstrap
/// resamples) as a piece-values CSV with [`VALUES_HEADER`], pieces by value, highest first.
///
/// `unit` is the unit the values were computed in (as given to [`piece_values`]): the method
/// column says `unit=pawns`, `unit=pawns (q = 9)` for another unit, or `unit=logit`.
pub fn values_csv(
    variant: &str,
    params: &str,
    v: &Values,
    resamples: usize,
    unit: Option<(&str, f64)>,
) -> String {
    let unit = match unit {
        _ if !v.values.iter().any(|x| x.pawns.is_some()) => "logit".to_string(),
        Some((u, value)) if (u, value) != ("p", 1.0) => format!("pawns ({u} = {value})"),
        _ => "pawns".to_string(),
    };
    let method = format!(
        "logistic regression of the result on material; unit={unit}; 95% bootstrap over \
         games, {resamples} resamples"
    );
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(VALUES_HEADER);
    let mut rows: Vec<&Value> = v.values.iter().collect();
    rows.sort_by(|a, b| b.logit.total_cmp(&a.logit));
    for x in rows {
        let _ = w.write_record([
            variant.to_string(),
            params.to_string(),
            x.name.clone(),
            format!("{:.4}", x.pawns.unwrap_or(x.logit)),
            format!("{:.4}", x.interval.0),
            format!("{:.4}", x.interval.1),
            v.games.to_string(),
            method.clone(),
        ]);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// Reads a piece-values CSV (header [`VALUES_HEADER`], columns in that order).
///
/// Errors: the file cannot be read, its header is not [`VALUES_HEADER`], or a row has a
/// number that does not parse, a missing field, or `lo > hi` (the message names the file,
/// the line and the fix).
pub fn load_values(path: &std::path::Path) -> Result<Vec<ValueRow>, String> {
    let at = |line: u64, what: &str| format!("{}:{line}: {what}", path.display());
    let mut r = csv::Reader::from_path(path)
        .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    let header: Vec<String> = r
        .headers()
        .map_err(|e| at(1, &e.to_string()))?
        .iter()
        .map(str::to_string)
        .collect();
    if header != VALUES_HEADER {
        return Err(at(
            1,
            &format!(
                "header '{}', expected '{}' (the file `collapse values --values-out` writes)",
                header.join(","),
                VALUES_HEADER.join(",")
            ),
        ));
    }
    let mut out = Vec::new();
    for rec in r.records() {
        let rec = rec.map_err(|e| format!("{}: {e}", path.display()))?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        let num = |i: usize| -> Result<f64, String> {
            rec.get(i)
                .and_then(|x| x.trim().parse::<f64>().ok())
                .filter(|x| x.is_finite())
                .ok_or_else(|| at(line, &format!("{}: not a finite number", VALUES_HEADER[i])))
        };
        let row = ValueRow {
            variant: rec.get(0).unwrap_or_default().to_string(),
            params: rec.get(1).unwrap_or_default().to_string(),
            piece: rec.get(2).unwrap_or_default().to_string(),
            value: num(3)?,
            lo: num(4)?,
            hi: num(5)?,
            games: rec
                .get(6)
                .and_then(|x| x.trim().parse().ok())
                .ok_or_else(|| at(line, "games: not a whole number"))?,
            method: rec.get(7).unwrap_or_default().to_string(),
        };
        if row.variant.is_empty() || row.piece.is_empty() {
            return Err(at(line, "an empty variant or piece"));
        }
        if row.lo > row.hi {
            return Err(at(line, "lo above hi; the interval is [lo, hi]"));
        }
        out.push(row);
    }
    Ok(out)
}

/// The rows grouped by `(variant, params)`, groups in first-seen order, rows in file order.
pub fn values_groups(rows: &[ValueRow]) -> Vec<((String, String), Vec<ValueRow>)> {
    let mut out: Vec<((String, String), Vec<ValueRow>)> = Vec::new();
    for r in rows {
        let key = (r.variant.clone(), r.params.clone());
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(r.clone()),
            None => out.push((key, vec![r.clone()])),
        }
    }
    out
}

/// True when `rows` (one table's) were not all measured the same way (imbalance rows of
/// separate runs gathered in one file, or chained rows beside those they rest on): each row's
/// The cells of one row of a values table, text or HTML: piece, value, 95% interval, games,
/// and the method when the table's rows were measured in different ways (`mixed`).
pub(crate) fn value_cells(r: &ValueRow, mixed: bool) -> Vec<String> {
    let mut row = vec![
        r.piece.clone(),
        format!("{:.2}", r.value),
        format!("[{:.2}, {:.2}]", r.lo, r.hi),
        r.games.to_string(),
    ];
    if mixed {
        row.push(r.method.clone());
    }
    row
}

/// method then goes in a column of its own instead of one line under the table.
pub fn mixed_methods(rows: &[ValueRow]) -> bool {
    rows.iter().any(|r| r.method != rows[0].method)
}

/// The piece values as plain-ASCII tables, one per variant and parameter set: piece, value,
/// 95% interval, games, with the method under the table (or per row, [`mixed_methods`]).
pub fn render_values_text(rows: &[ValueRow]) -> String {
    let mut out = String::new();
    for ((variant, params), rows) in values_groups(rows) {
        let label = if params.is_empty() {
            variant.clone()
        } else {
            format!("{variant} {params}")
        };
        out.push_str(&format!("\nPiece values: {label}\n"));
        let unit = rows[0].unit();
        let mixed = mixed_methods(&rows);
        let mut head = vec!["Piece", unit, "95% interval", "Games"];
        if mixed {
            head.push("Method");
        }
        let mut t = crate::render::table(&head, 1);
        if let Some(c) = t.column_mut(4) {
            c.set_cell_alignment(comfy_table::CellAlignment::Left);
        }
        for r in &rows {
            t.add_row(value_cells(r, mixed));
        }
        out.push_str(&crate::render::finish(&mut t));
        out.push('\n');
        if !mixed {
            out.push_str(&crate::render::wrap(&rows[0].method, "  "));
        }
    }
    out
}
