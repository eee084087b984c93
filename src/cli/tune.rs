//! `collapse tune`: the arguments of the tune race ([`lab::tune`]), the race run, and its
//! ranking printed.

use std::path::PathBuf;

use clap::Args;
use lab::tune::{TuneConfig, TUNE_STRIDE};

use super::range::{open, whole};
use super::run::{exit_interrupted, interrupt_flag, RunArgs, RunHelp, MAX_GAMES};
use super::CliResult;

/// Arguments of `collapse tune`.
#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v')]
    pub variant: String,
    /// A parameter as KEY=VALUE (fixed) or KEY=A,B,... (candidates; KEY=* every value of a
    /// choice parameter); repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=A[,B...]", long_help = variants::registry::param_help(
        "A parameter as KEY=VALUE (fixed) or KEY=A,B,... (candidates; KEY=* every value of a choice parameter); repeat for several."
    ))]
    pub params: Vec<String>,
    /// The self-play agent spec; a key written KEY=A|B adds candidates.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agent: String,
    /// Games in all, over every round and combination (1..=1000000000); the race stops when
    /// the next round (survivors x --round games) does not fit.
    #[arg(long, short = 'b', allow_negative_numbers = true,
          value_parser = whole::<u64>(1, TUNE_STRIDE as i128))]
    pub budget: u64,
    /// Self-play games per surviving combination and round (1..=1000000000).
    #[arg(long, default_value_t = 20, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, MAX_GAMES))]
    pub round: u32,
    /// The race's error probability (0 < DELTA < 1): with probability at least 1 - DELTA no
    /// combination as balanced as the most balanced one is dropped (0.05: 95% confidence).
    /// Hoeffding race (Maron & Moore 1994) with a union bound over combinations and rounds.
    #[arg(long, default_value_t = 0.05, value_name = "DELTA", allow_negative_numbers = true,
          value_parser = open(0.0, 1.0))]
    pub delta: f64,
    #[command(flatten)]
    pub run: RunArgs<TuneHelp>,
    /// The CSV every game is appended to as it finishes (the tournament's format); default
    /// results/tune-VARIANT-SEED-UNIXTIME.csv. An existing file is refused without --resume.
    /// The race's settings go beside it to OUT.race.json, from which `collapse report OUT`
    /// shows the race round by round.
    #[arg(long, short = 'o')]
    pub out: Option<PathBuf>,
    /// Start every game from this position text (the variant's position format) instead of
    /// the variant's setup; it must load under every parameter combination. Written to the
    /// CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    /// Continue the race of --out (same arguments; a larger --budget takes it further): the
    /// race is replayed from the games in the file and only games it lacks are played.
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// No progress bar, and a progress line only for rounds that drop a combination.
    #[arg(long)]
    pub quiet: bool,
}

/// The help of `collapse tune`'s `--seed` and `--threads` ([`RunArgs`]).
#[derive(Debug, Clone)]
pub struct TuneHelp;

impl RunHelp for TuneHelp {
    const SEED: &'static str = "Seed; game k of combination c is seeded from it and its game id c·10^9 + k (0..=18446744073709551615)";
    const THREADS: &'static str = "Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped): games at once = this / the agent's `threads`; an agent asking for more threads than this is refused";
    const SHORT: bool = true;
}

/// `results/tune-VARIANT-SEED-UNIXTIME.csv`, with `-2`, `-3`, ... when that name is taken.
fn default_tune_out(variant: &str, seed: u64) -> PathBuf {
    super::default_out(&format!("tune-{variant}-{seed}"))
}

/// Runs `collapse tune` ([`lab::tune::run`]), then prints the ranking with the games spent
/// per combination and the confidence the race guarantees.
///
/// Ctrl-C starts no new game, writes the games in flight, prints the race so far and the
/// command that resumes it, and exits with code 130.
///
/// Errors: those of [`lab::tune::run`] (exit 2 for arguments and files, 1 for a failed write).
pub fn tune(a: &TuneArgs) -> CliResult {
    let cfg = TuneConfig {
        variant: a.variant.clone(),
        params: a.params.clone(),
        agent: a.agent.clone(),
        budget: a.budget,
        round: a.round,
        delta: a.delta,
        seed: a.run.seed,
        threads: a.run.threads,
        out: a
            .out
            .clone()
            .unwrap_or_else(|| default_tune_out(&a.variant, a.run.seed)),
        position: a.position.clone(),
        resume: a.resume,
        progress: !a.quiet,
        quiet: a.quiet,
    };
    let stop = interrupt_flag();
    let r = lab::tune::run(&cfg, &stop, &mut |line| eprintln!("{line}"))?;
    print!("{}", r.race_text());
    if let Some(round) = r.interrupted {
        let when = format!(
            "in round {round} with {} games in {}",
            r.games_in_file,
            r.out.display()
        );
        exit_interrupted(&when, &r.out);
    }
    for line in r.closing_lines() {
        eprintln!("{line}");
    }
    Ok(())
}
