//! `collapse sweep`: self-play over combinations of variant parameters and agent keys
//! ([`lab::sweep`]), then the balance table.

use clap::Args;
use lab::sweep::SweepConfig;

use super::args::{GamesArgs, OutArgs, ResumeArgs, RunArgs, RunHelp, VariantArgs, VariantHelp};
use super::run::{exit_interrupted, interrupt_flag};
use super::CliResult;

/// Arguments of `collapse sweep` (its `--agent` takes several agents: its own, not `AgentArgs`).
#[derive(Args, Debug)]
pub struct SweepArgs {
    #[command(flatten)]
    pub variant: VariantArgs<SweepHelp>,
    /// The agent spec; a key written KEY=A|B is a sweep axis (e.g. `mcts:ms=100,c=0.1|0.3`).
    /// One --agent plays itself (self-play, colours alternating); a second one plays the first.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agents: Vec<String>,
    #[command(flatten)]
    pub games: GamesArgs<SweepHelp>,
    #[command(flatten)]
    pub out: OutArgs<SweepHelp>,
    /// Start every game from this position text (the variant's position format) instead of
    /// the variant's setup; it must load under every parameter combination. Written to the
    /// CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    #[command(flatten)]
    pub resume: ResumeArgs<SweepHelp>,
    #[command(flatten)]
    pub run: RunArgs<SweepHelp>,
    /// Do not draw a progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// The help texts and defaults of `collapse sweep`'s shared options ([`RunHelp`], [`VariantHelp`]).
#[derive(Debug, Clone)]
pub struct SweepHelp;

impl RunHelp for SweepHelp {
    const SEED: &'static str = "Sweep seed; combination c's game k is seeded from it and its game id c·games + k (0..=18446744073709551615)";
    const THREADS: &'static str = "Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped), as `collapse tournament --threads`";
    const GAMES: &'static str = "Games per combination (colours alternate) (1..=1000000000)";
    const GAMES_DEFAULT: &'static str = "20";
    const GAMES_ZERO: Option<&'static str> =
        Some("an empty sweep; give at least 1 game per combination");
    const OUT: &'static str = "The CSV every combination is written to (the tournament's format; the `params`, `white` and `black` columns tell the combinations apart)";
    const OUT_REQUIRED: bool = true;
    const RESUME: &'static str =
        "Finish an interrupted sweep: play only the games missing from --out";
}

impl VariantHelp for SweepHelp {
    const VARIANT_DEFAULT: Option<&'static str> = None;
    const PARAM_NAME: &'static str = "KEY=A[,B...]";
    const PARAM: &'static str = "A parameter as KEY=VALUE (fixed) or KEY=A,B,... (a sweep axis; KEY=* every value of a choice parameter); repeat for several";
    const PARAM_LONG: Option<&'static str> = None;
}

/// Runs `collapse sweep`: every combination as its own self-play tournament into one shared
/// CSV ([`lab::sweep::sweep`]), then the balance table. Exits 130 after Ctrl-C with the
/// command that resumes.
pub fn run(a: &SweepArgs) -> CliResult {
    let out = a.out.out.clone().expect("clap requires --out of sweep");
    let games = a.games.games;
    let cfg = SweepConfig {
        variant: a.variant.variant.clone(),
        params: a.variant.params.clone(),
        agents: a.agents.clone(),
        games,
        out: out.clone(),
        position: a.position.clone(),
        resume: a.resume.resume,
        seed: a.run.seed,
        threads: a.run.threads,
        progress: !a.quiet,
    };
    let stop = interrupt_flag();
    let r = lab::sweep::sweep(&cfg, &stop, &mut |line| eprintln!("{line}"))?;
    if r.interrupted {
        let scheduled = r.combos.len() as u64 * u64::from(games);
        let when = format!("after {} of {scheduled} games", r.played + r.skipped);
        exit_interrupted(&when, &out);
    }
    eprintln!("{}", r.played_line(&out));
    print!("{}", r.table_text(&a.variant.variant));
    Ok(())
}
