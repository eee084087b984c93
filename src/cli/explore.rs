//! `collapse explore`: systematic, adaptive opening exploration (issue 27). The driver is
//! [`lab::explore`] (the lines, the allocation and the games are `tournament::explore`); this
//! file parses the arguments, runs it, prints the ranked table and writes the lines CSV.

use std::path::PathBuf;
use std::sync::atomic::Ordering;

use clap::Args;
use lab::explore::ExploreRequest;

use super::args::{AgentArgs, GamesArgs, OutArgs, ResumeArgs, RunArgs, RunHelp, VariantArgs};
use super::range::{open, whole};
use super::run::{exit_interrupted, interrupt_flag};
use super::{params, CliError, CliResult};

/// Arguments of `collapse explore`.
#[derive(Args, Debug)]
pub struct ExploreArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// Plies of the lines explored (1..=8): every sequence of legal moves of this length
    /// (chess: 20 lines at depth 1, 400 at depth 2).
    #[arg(long, short = 'd', default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<usize>(1, 8)
              .zero_hint("depth 0 is the start position alone; give --depth 1 or more"))]
    pub depth: usize,
    /// Follow only the K moves per position that a short MCTS search (--prior-iters
    /// iterations) visits most (0..=10000; 0 = every legal move).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, 10_000))]
    pub top: usize,
    /// Iterations of the search that ranks the moves for --top (1..=10000000).
    #[arg(long, default_value_t = 400, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, 10_000_000))]
    pub prior_iters: u32,
    /// Explore the lines from this position text (the variant's position format) instead of
    /// the variant's setup; written to the CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    #[command(flatten)]
    pub agent: AgentArgs<ExploreHelp>,
    #[command(flatten)]
    pub games: GamesArgs<ExploreHelp>,
    /// What to spend the games on: `best` (find the line with the highest White score:
    /// LUCB1, Kalyanakrishnan et al. 2012), `worst` (the lowest), or `width=W` (every line's
    /// 95% Wilson interval at most W wide, e.g. width=0.1).
    #[arg(long, default_value = "best", value_name = "best|worst|width=W")]
    pub goal: String,
    /// LUCB1's error probability (0 < DELTA < 1): the line named best (worst) is so with
    /// probability at least 1 - DELTA.
    #[arg(long, default_value_t = 0.05, allow_negative_numbers = true,
          value_parser = open(0.0, 1.0))]
    pub delta: f64,
    /// Games every line gets first (1..=1000000).
    #[arg(long, default_value_t = 4, allow_negative_numbers = true,
          value_parser = whole::<u64>(1, 1_000_000))]
    pub init: u64,
    /// Games a chosen line gets per later round (1..=1000000); a round plays at most
    /// 2 x BATCH games (best/worst), so give at least threads / 2.
    #[arg(long, default_value_t = 8, allow_negative_numbers = true,
          value_parser = whole::<u64>(1, 1_000_000))]
    pub batch: u64,
    #[command(flatten)]
    pub run: RunArgs<ExploreHelp>,
    #[command(flatten)]
    pub out: OutArgs<ExploreHelp>,
    /// The CSV of the lines (rank, line, games, W/D/L, White score, interval, vs siblings);
    /// default: --out with `.lines.csv` for `.csv` (rewritten at every run); a shard writes
    /// none unless this is given.
    #[arg(long, value_name = "FILE")]
    pub lines_out: Option<PathBuf>,
    #[command(flatten)]
    pub resume: ResumeArgs<ExploreHelp>,
    /// Run as shard K of N (1-based): play the games with id % N = K-1 and wait for the other
    /// shards' games in the .csv files beside --out (give every shard its own --out in one
    /// shared directory); then `collapse merge` the shards' files.
    #[arg(long, value_name = "K/N", requires = "out")]
    pub shard: Option<String>,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// The help texts and defaults of `collapse explore`'s shared options ([`RunHelp`]).
#[derive(Debug, Clone)]
pub struct ExploreHelp;

impl RunHelp for ExploreHelp {
    const SEED: &'static str = "Seed; game k of line i is seeded from it and its id i x 10^6 + k; the --top searches too (0..=18446744073709551615)";
    const THREADS: &'static str =
        "Search threads in total (0..=1000000; 0 = one per core), as for `tournament`";
    const AGENT: &'static str =
        "The agent that plays both sides of every game (see `collapse agents`)";
    const AGENT_DEFAULT: Option<&'static str> = Some("mcts:iters=1000");
    const AGENT_NAME: &'static str = "SPEC";
    const GAMES: &'static str =
        "Games in all, over every line and round (1..=1000000000); at least one per line";
    const GAMES_DEFAULT: &'static str = "1000";
    const OUT: &'static str = "The games CSV (tournament format, the line in `opening`); default results/explore-VARIANT-SEED-UNIXTIME.csv. An existing file is refused without --resume";
    const RESUME: &'static str = "Continue the exploration of --out (same arguments; a larger --games goes further): the allocation is replayed from the games in the file; none is played twice";
}

/// Runs `collapse explore` ([`lab::explore::run`]), prints the ranked table and writes the
/// lines CSV.
///
/// Ctrl-C starts no new game, writes the games in flight, prints the table so far and the
/// command that resumes, and exits 130.
///
/// Errors (exit 2, naming the fix): an unknown variant, parameter or agent key, a bad
/// `--goal` or `--shard`, `--games` below the number of lines, an existing `--out` without
/// `--resume`, a file of another exploration; exit 1 when an output cannot be written.
pub fn run(a: &ExploreArgs) -> CliResult {
    let params = params(&a.variant)?;
    let out = a
        .out
        .or_default(&format!("explore-{}-{}", params.variant.name, a.run.seed));
    let req = ExploreRequest {
        params,
        depth: a.depth,
        top: a.top,
        prior_iters: a.prior_iters,
        position: a.position.clone(),
        agent: a.agent.agent.clone(),
        games: u64::from(a.games.games),
        goal: a.goal.clone(),
        delta: a.delta,
        init: a.init,
        batch: a.batch,
        seed: a.run.seed,
        threads: a.run.threads,
        out: out.clone(),
        resume: a.resume.resume,
        shard: a.shard.clone(),
        progress: !a.quiet,
    };
    let stop = interrupt_flag();
    let r = lab::explore::run(&req, &stop, &mut |line| eprintln!("{line}"))?;
    print!("{}", r.table_text(&a.agent.agent));
    let lines_out = r.lines_out(a.lines_out.as_deref(), &out);
    if let Some(p) = &lines_out {
        std::fs::write(p, r.lines_csv()).map_err(|e| {
            CliError::output(
                format!("--lines-out {}: cannot write: {e}", p.display()),
                &e,
            )
        })?;
    }
    for line in r.closing_lines(&out, lines_out.as_deref()) {
        eprintln!("{line}");
    }
    if r.interrupted() || stop.load(Ordering::SeqCst) {
        exit_interrupted(&format!("after {} rounds", r.summary.rounds), &out);
    }
    Ok(())
}
