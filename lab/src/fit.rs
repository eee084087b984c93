//! Evaluation fitting (`collapse fit-eval`): the learned evaluation's weights (issue 26, part
//! 2) by logistic regression of game results on [`mcts::Evaluate::features`], on [`Record`]s of
//! tournament CSVs or of self-play games ([`crate::records`]); `variants/weights/KEY.txt` is
//! what the game embeds, [`mcts::eval`] has the model. [`fit_eval`] takes a [`FitConfig`] and
//! the records and gives a [`FitResult`].
//!
//! Every position from `--min-ply` on is a sample, seen from the player to decide: its
//! features, and the game's score for that player (1, 1/2, 0). Every fifth game is held out;
//! the held-out log-loss of the fit comes with that of the constant model and of the
//! hand-set material evaluation (`(evaluate_material + 1) / 2` as a probability), so a fit
//! that predicts no better than material says so.

use mcts::eval::{Weights, MAX_FEATURES};
use mcts::{play_move_list, Game};
use reports::values::{fit_toward, Fit, GameSample};
use variants::registry::{self, GameVisitor, Params};

use crate::records::Record;

/// How to fit a game's evaluation weights on a set of games.
#[derive(Clone, Debug)]
pub struct FitConfig {
    /// The game and its parameters (the records must be of it; it must have features).
    pub params: Params,
    /// Positions before this ply are not sampled.
    pub min_ply: u32,
    /// Sample every position, also those whose next move captures or whose player to decide
    /// is in check (default: quiet positions only, as Texel's tuning samples).
    pub all_positions: bool,
    /// Features whose weights keep their proportions (feature names; `bias` keeps the bias):
    /// they get one common fitted scale `s`, the free weights and the bias are divided by it.
    pub hold: Vec<String>,
    /// What each training position is fitted to.
    pub label: Label,
    /// L2 penalty per position on each weight's distance from its current value
    /// (0 < lambda < 1).
    pub lambda: f64,
    /// Show a progress bar on standard error while sampling with a search label.
    pub progress: bool,
}

/// The fitted weights and how well they predict the held-out games.
#[derive(Clone, Debug, PartialEq)]
pub struct FitResult {
    /// The game's feature names, in the order of the weights.
    pub names: Vec<&'static str>,
    /// The fitted weights and bias.
    pub weights: Weights,
    /// The game's weights key (`variants/weights/KEY.txt`), `None` without a weights file.
    pub key: Option<&'static str>,
    /// Positions sampled (training and held out).
    pub positions: usize,
    /// Mean cross-entropy of the fit on the held-out positions (nats; lower is better).
    pub held_out_log_loss: f64,
    /// The same of the material evaluation's win probability.
    pub material_log_loss: f64,
    /// The same of the constant model (the training positions' mean label).
    pub constant_log_loss: f64,
    /// With held features: their fitted common scale.
    pub held_scale: Option<f64>,
}

/// Refuses, before any game is played, a game without features (no learned evaluation) and
/// `hold` names it does not have (or every feature held).
pub fn check_features(params: &Params, hold: &[String]) -> Result<(), String> {
    let feature_names = registry::visit(params, FeatureNames);
    if feature_names.is_empty() {
        return Err(format!(
            "{} has no learned evaluation (Evaluate::features declares none); give a variant \
             that has one (collapse show -v VARIANT lists its features)",
            params.variant.name
        ));
    }
    hold_mask(feature_names, hold).map(|_| ())
}

/// Fits the evaluation weights of `cfg.params`'s game on `records`: every position from
/// `min_ply` on (quiet ones unless `all_positions`), seen from the player to decide, labelled
/// by `label` (held-out games by the result), fitted by ridge regression toward the weights
/// in use, with `hold` features kept in proportion; the `bias` in `hold` keeps the bias.
///
/// Errors: those of [`check_features`]; a record that does not replay; held features whose
/// fitted scale is not positive.
pub fn fit_eval(cfg: &FitConfig, records: &[Record]) -> Result<FitResult, String> {
    check_features(&cfg.params, &cfg.hold)?;
    let held_mask = hold_mask(registry::visit(&cfg.params, FeatureNames), &cfg.hold)?;
    let (names, samples, material, key, current, current_bias) = registry::visit(
        &cfg.params,
        Sample {
            records,
            min_ply: cfg.min_ply,
            all: cfg.all_positions,
            label: cfg.label,
            progress: cfg.progress,
        },
    )?;
    let holding = held_mask.iter().any(|&h| h);
    let (samples, prior) = if holding {
        merge_held(&samples, &held_mask, &current)
    } else {
        (samples, current.clone())
    };
    let train: Vec<&GameSample> = samples.iter().filter(|s| !s.held_out).collect();
    let f = fit_toward(train.iter().copied(), &prior, cfg.lambda);
    let held: Vec<GameSample> = samples.iter().filter(|s| s.held_out).cloned().collect();
    let held_material = samples
        .iter()
        .zip(&material)
        .filter(|(s, _)| s.held_out)
        .map(|(_, &p)| p);
    let fitted = f.log_loss(held.iter());
    let mean = train.iter().map(|s| s.score).sum::<f64>() / train.len().max(1) as f64;
    let constant = log_loss(&held, std::iter::repeat(mean));
    let material_loss = log_loss(&held, held_material);
    let (bias, fitted_w, scale) = if holding {
        unmerge_held(&f, &held_mask, &current)?
    } else {
        (f.intercept, f.weights.clone(), 1.0)
    };
    // `hold` with `bias`: the tempo term stays (with search labels at an even depth it would
    // feed on itself from one fit to the next, the leaves having the same player to move).
    let bias = if cfg.hold.iter().any(|h| h == "bias") {
        current_bias
    } else {
        bias
    };
    let mut w = Weights {
        bias: bias as f32,
        w: [0.0; MAX_FEATURES],
        n: names.len(),
    };
    for (i, v) in fitted_w.iter().enumerate() {
        w.w[i] = *v as f32;
    }
    Ok(FitResult {
        names,
        weights: w,
        key,
        positions: samples.len(),
        held_out_log_loss: fitted,
        material_log_loss: material_loss,
        constant_log_loss: constant,
        held_scale: holding.then_some(scale),
    })
}

/// The samples of every record: one [`GameSample`] per position, from the player to decide's
/// view (features and score), with the material evaluation's probability beside it.
struct Sample<'a> {
    records: &'a [Record],
    min_ply: u32,
    /// Every position, not only quiet ones.
    all: bool,
    label: Label,
    /// A progress bar while sampling with a search label.
    progress: bool,
}

/// What a training position is fitted to (`--label`). Held-out positions are always scored
/// by the game's result, so the held-out log-loss compares every fit on the same footing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Label {
    /// The game's score for the player to decide (1, 1/2, 0): Texel's tuning.
    Result,
    /// `(v + 1) / 2` for `v` the value of a `D`-ply alpha-beta search plus an 8-ply capture
    /// search ([`mcts::alphabeta::shallow`]) on the evaluation in use: the static evaluation
    /// fitted to predict a deeper search of itself (TD-Leaf's idea, KnightCap).
    Search(u32),
    /// The mean of the two.
    Mix(u32),
}

impl std::fmt::Display for Label {
    /// `result`, `search:D` or `mix:D`, as [`parse_label`] reads it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Label::Result => f.write_str("result"),
            Label::Search(d) => write!(f, "search:{d}"),
            Label::Mix(d) => write!(f, "mix:{d}"),
        }
    }
}

/// Parses `--label`: `result`, `search:D` or `mix:D` with `D` in 0..=4.
///
/// Errors: anything else, quoted, with the forms and the range of `D`.
pub fn parse_label(s: &str) -> Result<Label, String> {
    let depth = |d: &str| -> Result<u32, String> {
        d.parse::<u32>()
            .ok()
            .filter(|&d| d <= 4)
            .ok_or_else(|| format!("{s:?}: the depth must be a whole number in 0..=4"))
    };
    match s.split_once(':') {
        None if s == "result" => Ok(Label::Result),
        Some(("search", d)) => Ok(Label::Search(depth(d)?)),
        Some(("mix", d)) => Ok(Label::Mix(depth(d)?)),
        _ => Err(format!(
            "{s:?}: give result, search:D or mix:D (D = search plies, 0..=4)"
        )),
    }
}

/// The label of a training position `g` whose game scored `result` for its player to decide.
fn label_of<G: Game>(g: &G, result: f64, label: Label, bufs: &mut Vec<Vec<G::Move>>) -> f64 {
    let search = |d: u32, bufs: &mut Vec<Vec<G::Move>>| {
        let v = mcts::alphabeta::shallow(g, bufs, 0, d, 8, -3.0, 3.0, false);
        (v.clamp(-1.0, 1.0) as f64 + 1.0) * 0.5
    };
    match label {
        Label::Result => result,
        Label::Search(d) => search(d, bufs),
        Label::Mix(d) => 0.5 * (result + search(d, bufs)),
    }
}

/// Feature names, samples, the material evaluation's win probability per sample, the weights
/// key, and the weights in use (one per feature) with their bias.
type Samples = (
    Vec<&'static str>,
    Vec<GameSample>,
    Vec<f64>,
    Option<&'static str>,
    Vec<f64>,
    f64,
);

impl GameVisitor for Sample<'_> {
    type Output = Result<Samples, String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        use rayon::prelude::*;
        let names = start.feature_names();
        let bar = indicatif::ProgressBar::new(self.records.len() as u64).with_style(
            indicatif::ProgressStyle::with_template("{msg} {bar:40} {pos}/{len} games, eta {eta}")
                .expect("a valid template"),
        );
        bar.set_message("sampling");
        if self.label == Label::Result || !self.progress {
            bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        let per_game = self
            .records
            .par_iter()
            .map(|r| {
                let out = sample_game(&start, r, names.len(), self.min_ply, self.all, self.label);
                bar.inc(1);
                out
            })
            .collect::<Result<Vec<_>, String>>()?;
        bar.finish_and_clear();
        let (mut samples, mut material) = (Vec::new(), Vec::new());
        for (s, m) in per_game {
            samples.extend(s);
            material.extend(m);
        }
        let key = start.weights_key();
        let (current, bias) = match key {
            Some(k) => {
                let w = variants::weights::weights(k, names);
                let current = w.w[..names.len()].iter().map(|&v| v as f64).collect();
                (current, w.bias as f64)
            }
            None => (vec![0.0; names.len()], 0.0),
        };
        Ok((names.to_vec(), samples, material, key, current, bias))
    }
}

/// The samples of one game: its positions from `min_ply` on (quiet ones unless `all`), with
/// the material evaluation's win probability of each.
fn sample_game<G: Game>(
    start: &G,
    r: &Record,
    n: usize,
    min_ply: u32,
    all: bool,
    label: Label,
) -> Result<(Vec<GameSample>, Vec<f64>), String> {
    let mut samples = Vec::new();
    let mut material = Vec::new();
    let mut bufs = Vec::new();
    let mut g = if r.start.is_empty() {
        start.clone()
    } else {
        start.load_position(&r.start).map_err(|e| e.to_string())?
    };
    let mut moves = r.moves.split_whitespace().enumerate().peekable();
    while let Some((ply, m)) = moves.next() {
        let quiet =
            || !g.is_in_check() && g.parse_move(m).map(|mv| !g.is_capture(mv)).unwrap_or(true);
        if ply as u32 >= min_ply && moves.peek().is_some() && (all || quiet()) {
            let mut x = [0f32; MAX_FEATURES];
            g.features(&mut x);
            let white = g.to_move() == mcts::Player::White;
            let result = if white { r.score } else { 1.0 - r.score };
            samples.push(GameSample {
                rows: vec![x[..n].iter().map(|&v| v as f64).collect()],
                score: if r.held_out {
                    result
                } else {
                    label_of(&g, result, label, &mut bufs)
                },
                held_out: r.held_out,
            });
            material.push((g.evaluate_material() as f64 + 1.0) * 0.5);
        }
        play_move_list(&mut g, m)?;
    }
    Ok((samples, material))
}

/// The variant's evaluation features (none: no learned evaluation).
struct FeatureNames;

impl GameVisitor for FeatureNames {
    type Output = &'static [&'static str];
    fn visit<G: Game>(self, start: G) -> Self::Output {
        start.feature_names()
    }
}

/// Which features `--hold` keeps in proportion: a mask over `names`.
///
/// Errors: an unknown name (the message lists the game's features), or every feature held.
fn hold_mask(names: &[&str], hold: &[String]) -> Result<Vec<bool>, String> {
    let mut mask = vec![false; names.len()];
    for h in hold.iter().filter(|h| *h != "bias") {
        let Some(i) = names.iter().position(|n| n == h) else {
            return Err(format!(
                "--hold: no feature {h:?} in this game; its features are {} (and bias)",
                names.join(",")
            ));
        };
        mask[i] = true;
    }
    if !mask.is_empty() && mask.iter().all(|&m| m) {
        return Err(
            "--hold: every feature is held, so nothing is left to fit; leave one out".to_string(),
        );
    }
    Ok(mask)
}

/// Rewrites samples for a fit with the `held` features merged into one column (their dot
/// product with `current`, first) and the free features after it in order; returns the
/// samples and the prior (1 for the merged column, the current weights of the free ones).
fn merge_held(
    samples: &[GameSample],
    held: &[bool],
    current: &[f64],
) -> (Vec<GameSample>, Vec<f64>) {
    let merge = |x: &Vec<f64>| -> Vec<f64> {
        let h: f64 = (0..x.len())
            .filter(|&i| held[i])
            .map(|i| current[i] * x[i])
            .sum();
        std::iter::once(h)
            .chain((0..x.len()).filter(|&i| !held[i]).map(|i| x[i]))
            .collect()
    };
    let out = samples
        .iter()
        .map(|s| GameSample {
            rows: s.rows.iter().map(merge).collect(),
            score: s.score,
            held_out: s.held_out,
        })
        .collect();
    let prior = std::iter::once(1.0)
        .chain((0..held.len()).filter(|&i| !held[i]).map(|i| current[i]))
        .collect();
    (out, prior)
}

/// The weights in the game's feature order from a fit on [`merge_held`] samples: held
/// features at `current`, free ones and the bias divided by the fitted scale `s` of the held
/// column. Returns (bias, weights, s).
///
/// Errors: `s <= 0` (the held features did not predict the results the way their weights
/// say, so no free weight can be put in their units).
fn unmerge_held(fit: &Fit, held: &[bool], current: &[f64]) -> Result<(f64, Vec<f64>, f64), String> {
    let s = fit.weights[0];
    if s <= 1e-6 {
        return Err(format!(
            "--hold: the held features' fitted scale is {s:.4}, not positive: in these games \
             they do not predict the results, so the free weights cannot be put in their \
             units; use more games, a stronger --agent, or no --hold"
        ));
    }
    let mut free = fit.weights[1..].iter();
    let w = (0..held.len())
        .map(|i| {
            if held[i] {
                current[i]
            } else {
                free.next().unwrap() / s
            }
        })
        .collect();
    Ok((fit.intercept / s, w, s))
}

/// Mean cross-entropy of probabilities `p` against the samples' scores.
fn log_loss(samples: &[GameSample], p: impl Iterator<Item = f64>) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for (s, p) in samples.iter().zip(p) {
        let p = p.clamp(1e-9, 1.0 - 1e-9);
        sum -= s.score * p.ln() + (1.0 - s.score) * (1.0 - p).ln();
        n += 1;
    }
    sum / n.max(1) as f64
}

/// The command recorded in a weights file as how it was fitted: `args` (the program first)
/// joined by spaces, after `COLLAPSE_WEIGHTS=DIR ` when `weights_dir` was set (the labels and
/// the ridge's centre came from those weights: part of the recipe).
pub fn recipe(args: &[String], weights_dir: Option<&str>) -> String {
    let command = args.join(" ");
    match weights_dir {
        Some(dir) => format!("COLLAPSE_WEIGHTS={dir} {command}"),
        None => command,
    }
}

impl FitResult {
    /// The weights file's header lines: `fitted by: COMMAND` ([`recipe`]), the games of
    /// `records` (self-play of `seed`, or `None` for games from `--from`) and positions with
    /// the fit's settings `cfg`, the held-out log-losses, and the held features' scale.
    pub fn header(
        &self,
        cfg: &FitConfig,
        records: &[Record],
        command: &str,
        seed: Option<u64>,
    ) -> Vec<String> {
        let mut header = vec![
            format!("fitted by: {command}"),
            format!(
                "{} [{}]: {} games ({} held out), {} {} positions from ply {}, labels {}, \
                 lambda {} toward the weights before, {}",
                cfg.params.variant.name,
                cfg.params.canonical(),
                records.len(),
                records.iter().filter(|r| r.held_out).count(),
                self.positions,
                if cfg.all_positions { "" } else { "quiet" },
                cfg.min_ply,
                cfg.label,
                cfg.lambda,
                match seed {
                    Some(seed) => format!("self-play seed {seed}"),
                    None => "games from --from".to_string(),
                }
            ),
            format!(
                "held-out log-loss {:.4}; material evaluation {:.4}; constant model {:.4} \
                 (lower is better)",
                self.held_out_log_loss, self.material_log_loss, self.constant_log_loss
            ),
        ];
        if let Some(scale) = self.held_scale {
            header.push(format!(
                "held {} at their weights before; fitted scale of the held features \
                 {scale:.4}, the other weights and the bias divided by it",
                cfg.hold.join(",")
            ));
        }
        header
    }

    /// The line printed on standard error at the end: the three held-out log-losses and the
    /// weights file the game embeds.
    pub fn summary_line(&self) -> String {
        format!(
            "held-out log-loss: fitted {:.4}, material evaluation {:.4}, constant {:.4}; the \
             game embeds variants/weights/{}.txt",
            self.held_out_log_loss,
            self.material_log_loss,
            self.constant_log_loss,
            self.key.unwrap_or("(none)")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mcts::Evaluate;

    #[test]
    fn the_header_says_how_the_weights_were_made_and_how_well_they_predict() {
        let params = Params::parse("chess", &[] as &[&str]).unwrap();
        let cfg = FitConfig {
            params,
            min_ply: 4,
            all_positions: false,
            hold: vec!["p".into(), "n".into()],
            label: Label::Search(2),
            lambda: 0.01,
            progress: false,
        };
        let r = FitResult {
            names: vec!["p"],
            weights: Weights {
                bias: 0.0,
                w: [0.0; MAX_FEATURES],
                n: 1,
            },
            key: Some("chess"),
            positions: 120,
            held_out_log_loss: 0.61234,
            material_log_loss: 0.65,
            constant_log_loss: 0.69312,
            held_scale: Some(1.5),
        };
        let record = |held_out| Record {
            start: String::new(),
            moves: String::new(),
            score: 1.0,
            held_out,
        };
        let records = [record(false), record(true), record(false)];
        let args = ["collapse".to_string(), "fit-eval".to_string()];
        let command = recipe(&args, Some("w"));
        assert_eq!(command, "COLLAPSE_WEIGHTS=w collapse fit-eval");
        assert_eq!(recipe(&args, None), "collapse fit-eval");
        let h = r.header(&cfg, &records, &command, Some(7));
        assert_eq!(h.len(), 4);
        assert_eq!(h[0], "fitted by: COLLAPSE_WEIGHTS=w collapse fit-eval");
        assert_eq!(
            h[1],
            format!(
                "chess [{}]: 3 games (1 held out), 120 quiet positions from ply 4, labels \
                 search:2, lambda 0.01 toward the weights before, self-play seed 7",
                cfg.params.canonical()
            )
        );
        assert_eq!(
            h[2],
            "held-out log-loss 0.6123; material evaluation 0.6500; constant model 0.6931 \
             (lower is better)"
        );
        assert!(h[3].starts_with(
            "held p,n at their weights before; fitted scale of the held features 1.5000"
        ));
        let unheld = FitResult {
            held_scale: None,
            ..r.clone()
        };
        let cfg_all = FitConfig {
            all_positions: true,
            ..cfg.clone()
        };
        let h = unheld.header(&cfg_all, &records, "c", None);
        assert_eq!(h.len(), 3);
        assert!(h[1].contains("120  positions") && h[1].ends_with("games from --from"));
        assert_eq!(
            r.summary_line(),
            "held-out log-loss: fitted 0.6123, material evaluation 0.6500, constant 0.6931; \
             the game embeds variants/weights/chess.txt"
        );
    }

    /// Samples whose score is exactly `sigmoid(z)` of a planted model `z = s (1 a + 2 b) +
    /// 0.5 c`: a logistic fit on soft labels recovers it exactly.
    fn planted(s: f64) -> Vec<GameSample> {
        let mut out = Vec::new();
        let mut r = 12345u64;
        let mut next = || {
            r = r
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((r >> 33) % 7) as f64 - 3.0
        };
        for _ in 0..400 {
            let x = vec![next(), next(), next()];
            let z = s * (x[0] + 2.0 * x[1]) + 0.5 * x[2];
            out.push(GameSample {
                rows: vec![x],
                score: 1.0 / (1.0 + (-z).exp()),
                held_out: false,
            });
        }
        out
    }

    #[test]
    fn held_features_keep_their_weights_and_the_free_ones_come_in_their_units() {
        let current = [1.0, 2.0, 0.0];
        let held = [true, true, false];
        let (samples, prior) = merge_held(&planted(0.7), &held, &current);
        assert_eq!(prior, vec![1.0, 0.0]);
        assert_eq!(samples[0].rows[0].len(), 2);
        let f = fit_toward(samples.iter(), &prior, 1e-9);
        let (bias, w, s) = unmerge_held(&f, &held, &current).unwrap();
        assert!((s - 0.7).abs() < 1e-4, "scale {s}");
        assert_eq!(&w[..2], &[1.0, 2.0], "held weights unchanged");
        // 0.5 in the fit's units is 0.5 / 0.7 in the held weights' units.
        assert!((w[2] - 0.5 / 0.7).abs() < 1e-3, "free weight {}", w[2]);
        assert!(bias.abs() < 1e-4, "bias {bias}");
    }

    #[test]
    fn a_held_column_that_does_not_predict_is_refused() {
        // Planted scale -0.5: the held features predict the wrong way.
        let current = [1.0, 2.0, 0.0];
        let held = [true, true, false];
        let (samples, prior) = merge_held(&planted(-0.5), &held, &current);
        let f = fit_toward(samples.iter(), &prior, 1e-9);
        let e = unmerge_held(&f, &held, &current).unwrap_err().to_string();
        assert!(e.contains("not positive"), "{e}");
    }

    #[test]
    fn hold_names_are_checked() {
        let names = ["p", "n", "mobility"];
        assert_eq!(
            hold_mask(&names, &["p".into(), "bias".into()]).unwrap(),
            vec![true, false, false]
        );
        let e = hold_mask(&names, &["k".into()]).unwrap_err().to_string();
        assert!(
            e.contains("no feature \"k\"") && e.contains("p,n,mobility"),
            "{e}"
        );
        let all: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        let e = hold_mask(&names, &all).unwrap_err().to_string();
        assert!(e.contains("nothing is left to fit"), "{e}");
    }

    #[test]
    fn labels_parse_and_refuse() {
        assert_eq!(parse_label("result"), Ok(Label::Result));
        assert_eq!(parse_label("search:2"), Ok(Label::Search(2)));
        assert_eq!(parse_label("mix:0"), Ok(Label::Mix(0)));
        for bad in ["search:5", "search", "mix:x", "deep"] {
            let e = parse_label(bad).unwrap_err();
            assert!(e.contains(bad), "{e}");
        }
    }

    #[test]
    fn a_search_label_sees_a_capture_the_static_evaluation_does_not() {
        use variants::chess::Chess;
        // White to move can take an undefended black queen on d5 with the knight on c3 (a
        // pawn each, so the knight's win is not a draw by insufficient material).
        let g = Chess::from_fen("4k3/p7/8/3q4/8/2N5/P7/4K3 w - - 0 1").unwrap();
        let mut bufs = Vec::new();
        let stat = (g.evaluate() as f64 + 1.0) * 0.5;
        assert!(stat < 0.5, "Black is a queen for a knight up: {stat}");
        let searched = label_of(&g, 0.5, Label::Search(1), &mut bufs);
        assert!(
            searched > 0.5,
            "after Nxd5 White is a knight up: {searched}"
        );
        let mixed = label_of(&g, 0.0, Label::Mix(1), &mut bufs);
        assert!((mixed - searched / 2.0).abs() < 1e-9, "{mixed} {searched}");
        assert_eq!(label_of(&g, 0.25, Label::Result, &mut bufs), 0.25);
    }
}
