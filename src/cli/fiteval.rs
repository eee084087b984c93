//! `collapse fit-eval`: fits the learned evaluation's weights ([`lab::fit`]) on self-play
//! games it plays first or on tournament CSVs (`--from`), and writes a weights file
//! (`variants/weights/KEY.txt` is what the game embeds). This file checks the arguments,
//! gets the games, calls the fit, and writes the weights with a header saying how they were
//! made and how well they predict the held-out games.

use std::path::PathBuf;

use clap::Args;
use lab::fit::{parse_label, FitConfig};

use super::args::{OutArgs, RunArgs, RunHelp, SourceArgs, VariantArgs};
use super::range::whole;
use super::run::{records, refuse_missing_dir};
use super::{params, CliResult};

/// Arguments of `collapse fit-eval`. Its `--games-out` (where the self-play games go, which is
/// `values`'s `--out`) is its own: its `--out` is the weights file.
#[derive(Args, Debug)]
pub struct FitEvalArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub source: SourceArgs<FitEvalHelp>,
    /// Where the self-play games go (default results/fit-eval-VARIANT-TIME.csv).
    #[arg(long)]
    pub games_out: Option<PathBuf>,
    #[command(flatten)]
    pub out: OutArgs<FitEvalHelp>,
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
    #[command(flatten)]
    pub run: RunArgs<FitEvalHelp>,
}

/// The help texts and defaults of `collapse fit-eval`'s shared options ([`RunHelp`]).
#[derive(Debug, Clone)]
pub struct FitEvalHelp;

impl RunHelp for FitEvalHelp {
    const SEED: &'static str = "Tournament seed of the self-play games (0..=18446744073709551615)";
    const THREADS: &'static str =
        "Worker threads for the self-play games (0..=1000000; 0 = all cores)";
    const SHORT: bool = false;
    const AGENT_DEFAULT: Option<&'static str> = Some("alphabeta:depth=2");
    const GAMES: &'static str =
        "Self-play games to play first (without --from), from 2-ply random openings (2..=1000000)";
    const GAMES_DEFAULT: &'static str = "1000";
    const GAMES_RANGE: (i128, i128) = (2, 1_000_000);
    const OUT: &'static str = "Where the weights go (default: printed to standard output). The game embeds variants/weights/KEY.txt, KEY as printed";
}

/// `collapse fit-eval`.
///
/// Errors (exit 2): a bad variant, parameter or agent; a variant without a learned
/// evaluation; CSVs that cannot be read, hold fewer than 2 games of this variant and
/// parameter set, or hold games that do not replay; an output file that cannot be written.
pub fn run(a: &FitEvalArgs) -> CliResult {
    let params = params(&a.variant)?;
    // Refused before any game is played: a game without features, an output nowhere.
    lab::fit::check_features(&params, &a.hold)?;
    let label = parse_label(&a.label).map_err(|e| format!("--label {e}"))?;
    refuse_missing_dir("--out", a.out.out.as_deref())?;
    refuse_missing_dir("--games-out", a.games_out.as_deref())?;
    let records = records(
        "fit-eval",
        &params,
        &a.source,
        a.games_out.as_deref(),
        &a.run,
    )?;
    let cfg = FitConfig {
        params,
        min_ply: a.min_ply,
        all_positions: a.all_positions,
        hold: a.hold.clone(),
        label,
        lambda: a.lambda,
        progress: true,
    };
    let r = lab::fit::fit_eval(&cfg, &records)?;
    let args: Vec<String> = std::env::args().collect();
    let command = lab::fit::recipe(&args, std::env::var("COLLAPSE_WEIGHTS").ok().as_deref());
    let seed = a.source.from.is_empty().then_some(a.run.seed);
    let header = r.header(&cfg, &records, &command, seed);
    let text = r.weights.to_text(&r.names, &header);
    match &a.out.out {
        Some(p) => {
            std::fs::write(p, &text).map_err(|e| format!("--out {}: {e}", p.display()))?;
            eprintln!("weights written to {}", p.display());
        }
        None => print!("{text}"),
    }
    eprintln!("{}", r.summary_line());
    Ok(())
}
