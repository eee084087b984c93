//! `collapse sweep`: self-play over combinations of variant parameters and agent keys
//! ([`lab::sweep`]), then the balance table.

use std::path::PathBuf;

use clap::Args;
use lab::sweep::SweepConfig;

use super::range::whole;
use super::run::{exit_interrupted, interrupt_flag, RunArgs, RunHelp, MAX_GAMES};
use super::CliResult;

/// Arguments of `collapse sweep`.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v')]
    pub variant: String,
    /// A parameter as KEY=VALUE (fixed) or KEY=A,B,... (a sweep axis; KEY=* every value of
    /// a choice parameter); repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=A[,B...]", long_help = variants::registry::param_help(
        "A parameter as KEY=VALUE (fixed) or KEY=A,B,... (a sweep axis; KEY=* every value of a choice parameter); repeat for several."
    ))]
    pub params: Vec<String>,
    /// The agent spec; a key written KEY=A|B is a sweep axis (e.g. `mcts:ms=100,c=0.1|0.3`).
    /// One --agent plays itself (self-play, colours alternating); a second one plays the first.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agents: Vec<String>,
    /// Games per combination (colours alternate) (1..=1000000000).
    #[arg(long, short = 'g', default_value_t = 20, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, MAX_GAMES)
              .zero_hint("an empty sweep; give at least 1 game per combination"))]
    pub games: u32,
    /// The CSV every combination is written to (the tournament's format; the `params`,
    /// `white` and `black` columns tell the combinations apart).
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// Start every game from this position text (the variant's position format) instead of
    /// the variant's setup; it must load under every parameter combination. Written to the
    /// CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    /// Finish an interrupted sweep: play only the games missing from --out.
    #[arg(long)]
    pub resume: bool,
    #[command(flatten)]
    pub run: RunArgs<SweepHelp>,
    /// Do not draw a progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// The help of `collapse sweep`'s `--seed` and `--threads` ([`RunArgs`]).
#[derive(Debug, Clone)]
pub struct SweepHelp;

impl RunHelp for SweepHelp {
    const SEED: &'static str = "Sweep seed; combination c's game k is seeded from it and its game id c·games + k (0..=18446744073709551615)";
    const THREADS: &'static str = "Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped), as `collapse tournament --threads`";
    const SHORT: bool = true;
}

/// Runs `collapse sweep`: every combination as its own self-play tournament into one shared
/// CSV ([`lab::sweep::sweep`]), then the balance table. Exits 130 after Ctrl-C with the
/// command that resumes.
pub fn run(a: &SweepArgs) -> CliResult {
    let cfg = SweepConfig {
        variant: a.variant.clone(),
        params: a.params.clone(),
        agents: a.agents.clone(),
        games: a.games,
        out: a.out.clone(),
        position: a.position.clone(),
        resume: a.resume,
        seed: a.run.seed,
        threads: a.run.threads,
        progress: !a.quiet,
    };
    let stop = interrupt_flag();
    let r = lab::sweep::sweep(&cfg, &stop, &mut |line| eprintln!("{line}"))?;
    if r.interrupted {
        let scheduled = r.combos.len() as u64 * u64::from(a.games);
        let when = format!("after {} of {scheduled} games", r.played + r.skipped);
        exit_interrupted(&when, &a.out);
    }
    eprintln!("{}", r.played_line(&a.out));
    print!("{}", r.table_text(&a.variant));
    Ok(())
}
