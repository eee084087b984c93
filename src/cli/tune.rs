//! `collapse tune`: the arguments of the tune race ([`lab::tune`]), the race run, and its
//! ranking printed.

use clap::Args;
use lab::tune::{TuneConfig, TUNE_STRIDE};

use super::args::{
    AgentArgs, OutArgs, ResumeArgs, RunArgs, RunHelp, VariantArgs, VariantHelp, MAX_GAMES,
};
use super::range::{open, whole};
use super::run::{exit_interrupted, interrupt_flag};
use super::CliResult;

/// Arguments of `collapse tune`.
#[derive(Args, Debug)]
pub struct TuneArgs {
    #[command(flatten)]
    pub variant: VariantArgs<TuneHelp>,
    #[command(flatten)]
    pub agent: AgentArgs<TuneHelp>,
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
    #[command(flatten)]
    pub out: OutArgs<TuneHelp>,
    /// Start every game from this position text (the variant's position format) instead of
    /// the variant's setup; it must load under every parameter combination. Written to the
    /// CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    #[command(flatten)]
    pub resume: ResumeArgs<TuneHelp>,
    /// No progress bar, and a progress line only for rounds that drop a combination.
    #[arg(long)]
    pub quiet: bool,
}

/// The help texts and defaults of `collapse tune`'s shared options ([`RunHelp`], [`VariantHelp`]).
#[derive(Debug, Clone)]
pub struct TuneHelp;

impl RunHelp for TuneHelp {
    const SEED: &'static str = "Seed; game k of combination c is seeded from it and its game id c·10^9 + k (0..=18446744073709551615)";
    const THREADS: &'static str = "Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped): games at once = this / the agent's `threads`; an agent asking for more threads than this is refused";
    const AGENT: &'static str = "The self-play agent spec; a key written KEY=A|B adds candidates";
    const AGENT_NAME: &'static str = "SPEC";
    const OUT: &'static str = "The CSV every game is appended to as it finishes (the tournament's format); default results/tune-VARIANT-SEED-UNIXTIME.csv. An existing file is refused without --resume. The race's settings go beside it to OUT.race.json, from which `collapse report OUT` shows the race round by round";
    const RESUME: &'static str = "Continue the race of --out (same arguments; a larger --budget takes it further): the race is replayed from the games in the file and only games it lacks are played";
}

impl VariantHelp for TuneHelp {
    const VARIANT_DEFAULT: Option<&'static str> = None;
    const PARAM_NAME: &'static str = "KEY=A[,B...]";
    const PARAM: &'static str = "A parameter as KEY=VALUE (fixed) or KEY=A,B,... (candidates; KEY=* every value of a choice parameter); repeat for several";
    const PARAM_LONG: Option<&'static str> = None;
}

/// Runs `collapse tune` ([`lab::tune::run`]), then prints the ranking with the games spent
/// per combination and the confidence the race guarantees.
///
/// Ctrl-C starts no new game, writes the games in flight, prints the race so far and the
/// command that resumes it, and exits with code 130.
///
/// Errors: those of [`lab::tune::run`] (exit 2 for arguments and files, 1 for a failed write).
pub fn tune(a: &TuneArgs) -> CliResult {
    let variant = &a.variant.variant;
    let cfg = TuneConfig {
        variant: variant.clone(),
        params: a.variant.params.clone(),
        agent: a.agent.agent.clone(),
        budget: a.budget,
        round: a.round,
        delta: a.delta,
        seed: a.run.seed,
        threads: a.run.threads,
        out: a.out.or_default(&format!("tune-{variant}-{}", a.run.seed)),
        position: a.position.clone(),
        resume: a.resume.resume,
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
