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
use reports::values::{fit_toward, GameSample};
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
          value_parser = whole::<usize>(0, super::tournament::MAX_THREADS))]
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
        .variant
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
struct Sample<'a>(&'a [Record], u32, bool);

/// Feature names, samples, and the material evaluation's win probability per sample.
type Samples = (
    Vec<&'static str>,
    Vec<GameSample>,
    Vec<f64>,
    Option<&'static str>,
    Vec<f64>,
);

impl GameVisitor for Sample<'_> {
    type Output = Result<Samples, String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let names = start.feature_names();
        let mut samples = Vec::new();
        let mut material = Vec::new();
        for r in self.0 {
            let mut g = if r.start.is_empty() {
                start.clone()
            } else {
                start.load_position(&r.start).map_err(|e| e.to_string())?
            };
            let mut moves = r.moves.split_whitespace().enumerate().peekable();
            while let Some((ply, m)) = moves.next() {
                let quiet = || {
                    !g.is_in_check() && g.parse_move(m).map(|mv| !g.is_capture(mv)).unwrap_or(true)
                };
                if ply as u32 >= self.1 && moves.peek().is_some() && (self.2 || quiet()) {
                    let mut x = [0f32; MAX_FEATURES];
                    g.features(&mut x);
                    let white = g.to_move() == mcts::Player::White;
                    samples.push(GameSample {
                        rows: vec![x[..names.len()].iter().map(|&v| v as f64).collect()],
                        score: if white { r.score } else { 1.0 - r.score },
                        held_out: r.held_out,
                    });
                    material.push((g.evaluate_material() as f64 + 1.0) * 0.5);
                }
                play_move_list(&mut g, m)?;
            }
        }
        let key = start.weights_key();
        let current = match key {
            Some(k) => {
                let w = variants::weights::weights(k, names);
                w.w[..names.len()].iter().map(|&v| v as f64).collect()
            }
            None => vec![0.0; names.len()],
        };
        Ok((names.to_vec(), samples, material, key, current))
    }
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

/// True when the variant's game declares evaluation features.
struct HasFeatures;

impl GameVisitor for HasFeatures {
    type Output = bool;
    fn visit<G: Game>(self, start: G) -> bool {
        !start.feature_names().is_empty()
    }
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
    if !registry::visit(&params, HasFeatures) {
        return Err(format!(
            "{} has no learned evaluation (Game::features declares none); give a variant \
             that has one (collapse show -v VARIANT lists its features)",
            params.variant.name
        )
        .into());
    }
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
    let (names, samples, material, key, current) =
        registry::visit(&params, Sample(&records, a.min_ply, a.all_positions))?;
    let train: Vec<&GameSample> = samples.iter().filter(|s| !s.held_out).collect();
    let f = fit_toward(train.iter().copied(), &current, a.lambda);
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
    let mut w = Weights {
        bias: f.intercept as f32,
        w: [0.0; MAX_FEATURES],
        n: names.len(),
    };
    for (i, v) in f.weights.iter().enumerate() {
        w.w[i] = *v as f32;
    }
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let header = vec![
        format!("fitted by: {command}"),
        format!(
            "{} [{}]: {} games ({} held out), {} {} positions from ply {}, lambda {} toward the \
             weights before, seed {}",
            params.variant.name,
            params.canonical(),
            records.len(),
            records.iter().filter(|r| r.held_out).count(),
            samples.len(),
            if a.all_positions { "" } else { "quiet" },
            a.min_ply,
            a.lambda,
            a.seed
        ),
        format!(
            "held-out log-loss {fitted:.4}; material evaluation {material_loss:.4}; constant \
             model {constant:.4} (lower is better)"
        ),
    ];
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
