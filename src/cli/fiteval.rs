//! `collapse fit-eval`: fits the learned evaluation's weights (issue 26, part 2) by logistic
//! regression of game results on [`mcts::Game::features`], from existing tournament CSVs
//! (`--from`) or from self-play games it plays first, and writes a weights file
//! (`variants/weights/KEY.txt` is what the game embeds; [`mcts::eval`] has the model).
//!
//! Every position from `--min-ply` on is a sample, seen from the player to decide: its
//! features, and the game's score for that player (1, 1/2, 0). Every fifth game is held out;
//! the held-out log-loss of the fit is printed beside that of the constant model and of the
//! hand-set material evaluation (`(evaluate_material + 1) / 2` as a probability), so a fit
//! that predicts no better than material says so.

use std::path::PathBuf;

use clap::Args;
use mcts::eval::{Weights, MAX_FEATURES};
use mcts::{play_move_list, Game};
use reports::values::{fit_toward, Fit, GameSample};
use tournament::{Openings, TournamentConfig};
use variants::registry::{self, GameVisitor};

use super::range::whole;
use super::{params, CliResult};
use crate::VariantArgs;

/// Arguments of `collapse fit-eval`.
#[derive(Args, Debug)]
pub struct FitEvalArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Fit on these tournament CSVs (their games of this variant and parameter set) instead
    /// of playing games.
    #[arg(long, num_args = 1.., value_name = "CSV")]
    pub from: Vec<PathBuf>,
    /// Self-play games to play first (without --from), from 2-ply random openings
    /// (2..=1000000).
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true,
          value_parser = whole::<u32>(2, 1_000_000))]
    pub games: u32,
    /// The agent of the self-play games.
    #[arg(long, default_value = "alphabeta:depth=2")]
    pub agent: String,
    /// Where the self-play games go (default results/fit-eval-VARIANT-TIME.csv).
    #[arg(long)]
    pub games_out: Option<PathBuf>,
    /// Where the weights go (default: printed to standard output). The game embeds
    /// variants/weights/KEY.txt, KEY as printed.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// L2 penalty per position on each weight's distance from its current value (the
    /// embedded weights file, or $COLLAPSE_WEIGHTS/KEY.txt), not on the bias: ridge
    /// regression around the weights in use, so a feature the games say little about keeps
    /// its value; 1e-4 is nearly free, 0.05 stays close (0 < LAMBDA < 1).
    #[arg(long, default_value_t = 0.01, allow_negative_numbers = true,
          value_parser = super::range::open(0.0, 1.0))]
    pub lambda: f64,
    /// Sample every position, also those whose next move captures or whose player to decide
    /// is in check (default: quiet positions only, as Texel's tuning samples).
    #[arg(long)]
    pub all_positions: bool,
    /// Features whose weights keep their proportions (comma-separated names, e.g. the piece
    /// counts `p,n,b,r,q`): the fit gives them one common scale `s` and fits the others
    /// freely, then writes the held weights unchanged and the others (and the bias) divided
    /// by `s`, so each free feature is valued in units of the held ones (pawns) at the
    /// evaluation's current scale. Default: every weight is fitted.
    #[arg(long, value_delimiter = ',', value_name = "NAMES")]
    pub hold: Vec<String>,
    /// What each training position is fitted to: `result` (the game's score, Texel's
    /// tuning), `search:D` (the win probability of a D-ply alpha-beta search plus captures
    /// on the evaluation in use, so the static evaluation learns to predict a deeper search
    /// of itself, as in TD-Leaf), or `mix:D` (their mean). Held-out positions are always
    /// scored by the result (D: 0..=4).
    #[arg(long, default_value = "result")]
    pub label: String,
    /// Positions before this ply are not sampled (0..=1000).
    #[arg(long, default_value_t = 4, allow_negative_numbers = true,
          value_parser = whole::<u32>(0, 1000))]
    pub min_ply: u32,
    /// Tournament seed of the self-play games (0..=18446744073709551615).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, super::range::MAX_SEED))]
    pub seed: u64,
    /// Worker threads for the self-play games (0..=1000000; 0 = all cores).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, super::run::MAX_THREADS))]
    pub threads: usize,
}

/// A game to sample (by `fit-eval` and `values`): start text, moves, White's score, held out
/// or not.
pub(crate) struct Record {
    pub start: String,
    pub moves: String,
    pub score: f64,
    pub held_out: bool,
}

/// Plays `games` self-play games of `agent` from 2-ply random openings into `out`.
pub(crate) fn self_play(
    params: &variants::registry::Params,
    agent: &str,
    games: u32,
    seed: u64,
    threads: usize,
    out: &std::path::Path,
) -> CliResult {
    let agent = params
        .parse_agent(agent)
        .map_err(|e| format!("--agent: {e}"))?;
    let mut cfg = TournamentConfig::new(
        params.variant.name,
        params.canonical(),
        vec![agent.clone(), agent],
        out.to_path_buf(),
    );
    cfg.games_per_pairing = games;
    cfg.seed = seed;
    cfg.threads = threads;
    cfg.openings = Openings::RandomPlies(2);
    struct Play(TournamentConfig);
    impl GameVisitor for Play {
        type Output = CliResult<tournament::RunSummary>;
        fn visit<G: Game>(self, start: G) -> Self::Output {
            tournament::run(&start, &self.0, true).map_err(super::tournament_error)
        }
    }
    registry::visit(params, Play(cfg))?;
    Ok(())
}

/// The games of `files` of this variant and parameter set, replayed and checked; every fifth
/// game id held out.
///
/// Errors: unreadable files, rows no game could produce, fewer than 2 games.
pub(crate) fn load_records(
    params: &variants::registry::Params,
    files: &[PathBuf],
) -> CliResult<Vec<Record>> {
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let checked = reports::check_rows(rows, &super::report::replay);
    if !checked.invalid.is_empty() {
        return Err(format!(
            "{} row(s) no game could produce, e.g. {}; fix them first (collapse report lists them)",
            checked.invalid.len(),
            checked.invalid[0]
        )
        .into());
    }
    let canonical = params.canonical();
    let records: Vec<Record> = checked
        .rows
        .iter()
        .filter(|r| r.variant == params.variant.name && r.params == canonical)
        .map(|r| Record {
            start: r.start.clone(),
            moves: r.moves.clone(),
            score: match r.result {
                reports::GameResult::WhiteWin => 1.0,
                reports::GameResult::Draw => 0.5,
                reports::GameResult::BlackWin => 0.0,
            },
            held_out: r.game_id % 5 == 0,
        })
        .collect();
    if records.len() < 2 {
        return Err(format!(
            "{} game(s) of {} [{canonical}] in the files; give at least 2 (hundreds for \
             figures that mean anything)",
            records.len(),
            params.variant.name
        )
        .into());
    }
    Ok(records)
}

/// The samples of every record: one [`GameSample`] per position, from the player to decide's
/// view (features and score), with the material evaluation's probability beside it.
struct Sample<'a>(&'a [Record], u32, bool, Label);

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

/// Parses `--label`: `result`, `search:D` or `mix:D` with `D` in 0..=4.
fn parse_label(s: &str) -> Result<Label, String> {
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
        let bar = indicatif::ProgressBar::new(self.0.len() as u64).with_style(
            indicatif::ProgressStyle::with_template("{msg} {bar:40} {pos}/{len} games, eta {eta}")
                .expect("a valid template"),
        );
        bar.set_message("sampling");
        if self.3 == Label::Result {
            bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        let per_game = self
            .0
            .par_iter()
            .map(|r| {
                let out = sample_game(&start, r, names.len(), self.1, self.2, self.3);
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

/// Refuses an output file (option `flag`) whose directory does not exist, before any game
/// is played for it.
pub(crate) fn refuse_missing_dir(flag: &str, path: Option<&std::path::Path>) -> CliResult {
    if let Some(dir) = path
        .and_then(|p| p.parent())
        .filter(|d| !d.as_os_str().is_empty() && !d.is_dir())
    {
        return Err(format!(
            "{flag}: the directory {} does not exist; create it or give another file",
            dir.display()
        )
        .into());
    }
    Ok(())
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
fn hold_mask(names: &[&str], hold: &[String]) -> CliResult<Vec<bool>> {
    let mut mask = vec![false; names.len()];
    for h in hold.iter().filter(|h| *h != "bias") {
        let Some(i) = names.iter().position(|n| n == h) else {
            return Err(format!(
                "--hold: no feature {h:?} in this game; its features are {} (and bias)",
                names.join(",")
            )
            .into());
        };
        mask[i] = true;
    }
    if !mask.is_empty() && mask.iter().all(|&m| m) {
        return Err(
            "--hold: every feature is held, so nothing is left to fit; leave one out".into(),
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
fn unmerge_held(fit: &Fit, held: &[bool], current: &[f64]) -> CliResult<(f64, Vec<f64>, f64)> {
    let s = fit.weights[0];
    if s <= 1e-6 {
        return Err(format!(
            "--hold: the held features' fitted scale is {s:.4}, not positive: in these games \
             they do not predict the results, so the free weights cannot be put in their \
             units; use more games, a stronger --agent, or no --hold"
        )
        .into());
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

/// `collapse fit-eval`.
///
/// Errors (exit 2): a bad variant, parameter or agent; a variant without a learned
/// evaluation; CSVs that cannot be read, hold fewer than 2 games of this variant and
/// parameter set, or hold games that do not replay; an output file that cannot be written.
pub fn run(a: &FitEvalArgs) -> CliResult {
    let params = params(&a.variant)?;
    // Refused before any game is played: a game without features, an output nowhere.
    let feature_names = registry::visit(&params, FeatureNames);
    if feature_names.is_empty() {
        return Err(format!(
            "{} has no learned evaluation (Game::features declares none); give a variant \
             that has one (collapse show -v VARIANT lists its features)",
            params.variant.name
        )
        .into());
    }
    let held_mask = hold_mask(feature_names, &a.hold)?;
    let label = parse_label(&a.label).map_err(|e| format!("--label {e}"))?;
    refuse_missing_dir("--out", a.out.as_deref())?;
    refuse_missing_dir("--games-out", a.games_out.as_deref())?;
    let files = if a.from.is_empty() {
        let out = a
            .games_out
            .clone()
            .unwrap_or_else(|| super::default_out(&format!("fit-eval-{}", params.variant.name)));
        eprintln!(
            "fit-eval: {} self-play games of {} into {}",
            a.games,
            a.agent,
            out.display()
        );
        self_play(&params, &a.agent, a.games, a.seed, a.threads, &out)?;
        vec![out]
    } else {
        a.from.clone()
    };
    let records = load_records(&params, &files)?;
    let (names, samples, material, key, current, current_bias) =
        registry::visit(&params, Sample(&records, a.min_ply, a.all_positions, label))?;
    let holding = held_mask.iter().any(|&h| h);
    let (samples, prior) = if holding {
        merge_held(&samples, &held_mask, &current)
    } else {
        (samples, current.clone())
    };
    let train: Vec<&GameSample> = samples.iter().filter(|s| !s.held_out).collect();
    let f = fit_toward(train.iter().copied(), &prior, a.lambda);
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
    // `--hold bias`: the tempo term stays (with search labels at an even depth it would feed
    // on itself from one fit to the next, the leaves having the same player to move).
    let bias = if a.hold.iter().any(|h| h == "bias") {
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
    let mut command = std::env::args().collect::<Vec<_>>().join(" ");
    if let Ok(dir) = std::env::var("COLLAPSE_WEIGHTS") {
        // The labels and the ridge's centre came from these weights: part of the recipe.
        command = format!("COLLAPSE_WEIGHTS={dir} {command}");
    }
    let header = vec![
        format!("fitted by: {command}"),
        format!(
            "{} [{}]: {} games ({} held out), {} {} positions from ply {}, labels {}, lambda {} \
             toward the weights before, {}",
            params.variant.name,
            params.canonical(),
            records.len(),
            records.iter().filter(|r| r.held_out).count(),
            samples.len(),
            if a.all_positions { "" } else { "quiet" },
            a.min_ply,
            match label {
                Label::Result => "result".to_string(),
                Label::Search(d) => format!("search:{d}"),
                Label::Mix(d) => format!("mix:{d}"),
            },
            a.lambda,
            if a.from.is_empty() {
                format!("self-play seed {}", a.seed)
            } else {
                "games from --from".to_string()
            }
        ),
        format!(
            "held-out log-loss {fitted:.4}; material evaluation {material_loss:.4}; constant \
             model {constant:.4} (lower is better)"
        ),
    ];
    let mut header = header;
    if holding {
        header.push(format!(
            "held {} at their weights before; fitted scale of the held features {scale:.4}, \
             the other weights and the bias divided by it",
            a.hold.join(",")
        ));
    }
    let text = w.to_text(&names, &header);
    match &a.out {
        Some(p) => {
            std::fs::write(p, &text).map_err(|e| format!("--out {}: {e}", p.display()))?;
            eprintln!("weights written to {}", p.display());
        }
        None => print!("{text}"),
    }
    eprintln!(
        "held-out log-loss: fitted {fitted:.4}, material evaluation {material_loss:.4}, \
         constant {constant:.4}; the game embeds variants/weights/{}.txt",
        key.unwrap_or("(none)")
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
