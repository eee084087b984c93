//! `collapse explore`: systematic, adaptive opening exploration (issue 27). The lines, the
//! allocation and the games are `tournament::explore`; this file parses the arguments, runs it
//! through the registry and prints the ranked table and the lines CSV.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use clap::Args;
use mcts::{AgentSpec, Game};
use tournament::explore::{
    self, sibling_tests, AllocConfig, End, ExploreConfig, ExploreEnd, ExploreSummary, Goal, Tally,
    TopK,
};
use variants::registry::{self, GameVisitor};

use super::range::{open, whole, MAX_SEED};
use super::run::{interrupt_flag, resume_command, MAX_THREADS};
use super::{params, tournament_error, CliError, CliResult};
use crate::VariantArgs;

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
    /// The agent that plays both sides of every game (see `collapse agents`).
    #[arg(
        long,
        short = 'a',
        default_value = "mcts:iters=1000",
        value_name = "SPEC"
    )]
    pub agent: String,
    /// Games in all, over every line and round (1..=1000000000); at least one per line.
    #[arg(long, short = 'g', default_value_t = 1000, allow_negative_numbers = true,
          value_parser = whole::<u64>(1, 1_000_000_000))]
    pub games: u64,
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
    /// Seed; game k of line i is seeded from it and its id i x 10^6 + k; the --top searches
    /// too (0..=18446744073709551615).
    #[arg(long, short = 's', default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
    /// Search threads in total (0..=1000000; 0 = one per core), as for `tournament`.
    #[arg(long, short = 't', default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, MAX_THREADS))]
    pub threads: usize,
    /// The games CSV (tournament format, the line in `opening`); default
    /// results/explore-VARIANT-SEED-UNIXTIME.csv. An existing file is refused without --resume.
    #[arg(long, short = 'o')]
    pub out: Option<PathBuf>,
    /// The CSV of the lines (rank, line, games, W/D/L, White score, interval, vs siblings);
    /// default: --out with `.lines.csv` for `.csv` (rewritten at every run); a shard writes
    /// none unless this is given.
    #[arg(long, value_name = "FILE")]
    pub lines_out: Option<PathBuf>,
    /// Continue the exploration of --out (same arguments; a larger --games goes further):
    /// the allocation is replayed from the games in the file; none is played twice.
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// Run as shard K of N (1-based): play the games with id % N = K-1 and wait for the other
    /// shards' games in the .csv files beside --out (give every shard its own --out in one
    /// shared directory); then `collapse merge` the shards' files.
    #[arg(long, value_name = "K/N", requires = "out")]
    pub shard: Option<String>,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// Runs the exploration on the variant's concrete game: enumerates the lines, then explores.
struct Run<'a> {
    args: &'a ExploreArgs,
    variant: String,
    params: String,
    agent: AgentSpec,
    prior: Option<mcts::search::SearchConfig>,
    alloc: AllocConfig,
    out: PathBuf,
    shard: Option<(u32, u32)>,
    stop: Arc<AtomicBool>,
}

impl GameVisitor for Run<'_> {
    type Output = CliResult<(ExploreConfig, ExploreSummary)>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let a = self.args;
        let (start, start_text) = lab::position::start_from(start, a.position.as_deref())?;
        let top = self.prior.filter(|_| a.top > 0).map(|search| TopK {
            k: a.top,
            search,
            seed: a.seed,
        });
        let lines = explore::enumerate(&start, a.depth, top.as_ref());
        let cfg = ExploreConfig {
            variant: self.variant,
            params: self.params,
            agent: self.agent,
            lines,
            alloc: self.alloc,
            seed: a.seed,
            threads: a.threads,
            out: self.out,
            resume: a.resume,
            shard: self.shard,
            start: start_text,
        };
        eprintln!(
            "explore {} [{}]: {} lines of {} plies{}, {} self-play, goal {}, {} games, seed {}, \
             writing {}",
            cfg.variant,
            cfg.params,
            cfg.lines.len(),
            a.depth,
            if a.top > 0 {
                format!(" (top {} moves per position)", a.top)
            } else {
                String::new()
            },
            cfg.agent,
            cfg.alloc.goal,
            cfg.alloc.budget,
            a.seed,
            cfg.out.display()
        );
        let s = explore::explore(&start, &cfg, !a.quiet, &self.stop).map_err(tournament_error)?;
        Ok((cfg, s))
    }
}

/// `results/explore-VARIANT-SEED-UNIXTIME.csv`.
fn default_explore_out(variant: &str, seed: u64) -> PathBuf {
    super::default_out(&format!("explore-{variant}-{seed}"))
}

/// The lines CSV beside `out`: `x.csv` gives `x.lines.csv`.
pub fn lines_path(out: &Path) -> PathBuf {
    let stem = out
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    out.with_file_name(format!("{stem}.lines.csv"))
}

/// One line of the report.
struct Ranked {
    rank: usize,
    index: usize,
    line: String,
    t: Tally,
    lo: f64,
    hi: f64,
    vs: &'static str,
    p: f64,
}

/// The lines ranked by White score (best first; ties: more games, then line order), with
/// their intervals and sibling tests.
fn rank(cfg: &ExploreConfig, stats: &[Tally]) -> Vec<Ranked> {
    let tests = sibling_tests(stats, &cfg.groups(), 0.05);
    let mut order: Vec<usize> = (0..stats.len()).collect();
    order.sort_by(|&a, &b| {
        stats[b]
            .score()
            .total_cmp(&stats[a].score())
            .then(stats[b].games().cmp(&stats[a].games()))
            .then(a.cmp(&b))
    });
    order
        .into_iter()
        .enumerate()
        .map(|(r, i)| {
            let (lo, hi) = stats[i].interval();
            Ranked {
                rank: r + 1,
                index: i,
                line: cfg.lines[i].text(),
                t: stats[i],
                lo,
                hi,
                vs: match tests[i].sign {
                    1 => "above",
                    -1 => "below",
                    _ => "-",
                },
                p: tests[i].p_adjusted,
            }
        })
        .collect()
}

/// Prints the ranked table to stdout (aligned columns); `label` names the agent as given.
fn print_table(cfg: &ExploreConfig, s: &ExploreSummary, rows: &[Ranked], label: &str) {
    let games: u64 = s.stats.iter().map(Tally::games).sum();
    let end = match s.end {
        ExploreEnd::Alloc(End::Identified(h)) => format!(
            "LUCB1 stopped: '{}' is the {} line with probability at least {}%",
            cfg.lines[h].text(),
            if cfg.alloc.goal == Goal::Worst {
                "worst"
            } else {
                "best"
            },
            100.0 * (1.0 - cfg.alloc.delta)
        ),
        ExploreEnd::Alloc(End::Narrow) => format!(
            "every line's 95% interval is at most {} wide",
            match cfg.alloc.goal {
                Goal::Width(w) => w,
                _ => 0.0,
            }
        ),
        ExploreEnd::Alloc(End::Budget) => format!(
            "the budget of {} games is spent (or the next round does not fit); the question \
             is not settled at the requested confidence",
            cfg.alloc.budget
        ),
        ExploreEnd::Interrupted => "interrupted; resume to go on".to_string(),
    };
    println!(
        "Exploration of {} [{}], {} self-play: {} lines, {} games in {} rounds, goal {}",
        cfg.variant,
        cfg.params,
        label,
        cfg.lines.len(),
        games,
        s.rounds,
        cfg.alloc.goal
    );
    println!("Ended: {end}");
    println!(
        "White score: draws half, 95% Wilson interval; vs siblings: two-sided z test of the \
         line against the mean of\nthe other lines with the same parent, Holm-corrected over \
         the {} lines compared (alpha 0.05)",
        rows.iter().filter(|r| r.t.games() > 0).count()
    );
    let lw = rows
        .iter()
        .map(|r| r.line.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let header = format!(
        "{:>4}  {:<lw$}  {:>6}  {:>17}  {:>6}  {:>15}  {:>7}  {:>8}",
        "rank", "line", "games", "+W =D -L", "White", "95% interval", "vs sibs", "p (Holm)"
    );
    println!("{header}");
    println!("{}", "-".repeat(header.chars().count()));
    for r in rows {
        let best = matches!(s.end, ExploreEnd::Alloc(End::Identified(h)) if h == r.index);
        println!(
            "{:>4}  {:<lw$}  {:>6}  {:>17}  {:>5.1}%  {:>15}  {:>7}  {:>8}{}",
            r.rank,
            r.line,
            r.t.games(),
            format!("+{} ={} -{}", r.t.wins, r.t.draws, r.t.losses),
            100.0 * r.t.score(),
            format!("[{:.1}%, {:.1}%]", 100.0 * r.lo, 100.0 * r.hi),
            r.vs,
            if r.p < 0.001 {
                "<0.001".to_string()
            } else if r.p < 1.0 {
                format!("{:.3}", r.p)
            } else {
                "1".to_string()
            },
            if best { "  <- identified" } else { "" }
        );
    }
}

/// Writes the lines CSV: one row per line in rank order.
fn write_lines(path: &Path, rows: &[Ranked]) -> CliResult {
    let mut text = String::from(
        "rank,line,plies,games,white_wins,draws,black_wins,white_score,ci_low,ci_high,\
         vs_siblings,p_holm\n",
    );
    for r in rows {
        text.push_str(&format!(
            "{},\"{}\",{},{},{},{},{},{:.4},{:.4},{:.4},{},{:.4}\n",
            r.rank,
            r.line.replace('"', "\"\""),
            r.line.split_whitespace().count(),
            r.t.games(),
            r.t.wins,
            r.t.draws,
            r.t.losses,
            r.t.score(),
            r.lo,
            r.hi,
            r.vs,
            r.p
        ));
    }
    std::fs::write(path, text).map_err(|e| {
        CliError::output(
            format!("--lines-out {}: cannot write: {e}", path.display()),
            &e,
        )
    })
}

/// Runs `collapse explore`: checks the arguments, enumerates the lines, explores (see
/// [`tournament::explore::explore`]), prints the ranked table and writes the lines CSV.
///
/// Ctrl-C starts no new game, writes the games in flight, prints the table so far and the
/// command that resumes, and exits 130.
///
/// Errors (exit 2, naming the fix): an unknown variant, parameter or agent key, a bad
/// `--goal` or `--shard`, `--games` below the number of lines, an existing `--out` without
/// `--resume`, a file of another exploration; exit 1 when an output cannot be written.
pub fn run(a: &ExploreArgs) -> CliResult {
    let params = params(&a.variant)?;
    let goal: Goal = a
        .goal
        .parse()
        .map_err(|e: tournament::TournamentError| e.to_string())?;
    let agent = params
        .parse_agent(&a.agent)
        .map_err(|e| format!("--agent {}: {e}", a.agent))?;
    let prior = if a.top > 0 {
        match params
            .parse_agent(&format!("mcts:iters={}", a.prior_iters))
            .map_err(|e| format!("--prior-iters: {e}"))?
        {
            AgentSpec::Mcts(c) => Some(c),
            _ => None,
        }
    } else {
        None
    };
    let shard = a
        .shard
        .as_deref()
        .map(tournament::parse_shard)
        .transpose()
        .map_err(|e| format!("--shard: {e}"))?;
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| default_explore_out(params.variant.name, a.seed));
    let stop = interrupt_flag();
    let (cfg, s) = registry::visit(
        &params,
        Run {
            args: a,
            variant: params.variant.name.to_string(),
            params: params.canonical(),
            agent,
            prior,
            alloc: AllocConfig {
                goal,
                budget: a.games,
                init: a.init,
                batch: a.batch,
                delta: a.delta,
            },
            out: out.clone(),
            shard,
            stop: Arc::clone(&stop),
        },
    )?;
    let rows = rank(&cfg, &s.stats);
    print_table(&cfg, &s, &rows, &a.agent);
    // A shard writes no lines CSV unless asked: beside its --out, `x.lines.csv` would match
    // the `shards/*.csv` glob given to merge. The merged file resumed gives the table.
    let lines_out = match (&a.lines_out, shard) {
        (Some(p), _) => Some(p.clone()),
        (None, None) => Some(lines_path(&out)),
        (None, Some(_)) => None,
    };
    if let Some(p) = &lines_out {
        write_lines(p, &rows)?;
    }
    let total = s.in_file + s.played + s.from_shards;
    eprintln!(
        "{} games played now, {} were in {} already{}; {}",
        s.played,
        s.in_file,
        out.display(),
        if s.from_shards > 0 {
            format!(", {} read from the other shards", s.from_shards)
        } else {
            String::new()
        },
        match &lines_out {
            Some(p) => format!("lines written to {}", p.display()),
            None => "no lines CSV for a shard (give --lines-out; or merge the shards and run \
                     the same command on the merged file with --out MERGED --resume and no \
                     --shard: it plays nothing and writes MERGED's lines CSV)"
                .to_string(),
        }
    );
    if s.unused > 0 {
        eprintln!(
            "note: {} of the {total} games in the files were not used: the allocation stopped \
             before reaching them (a smaller --games than the run that played them)",
            s.unused
        );
    }
    if s.end == ExploreEnd::Interrupted || stop.load(Ordering::SeqCst) {
        eprintln!(
            "interrupted after {} rounds; the CSV is valid. Resume with:\n  {}",
            s.rounds,
            resume_command(&out)
        );
        std::process::exit(130);
    }
    Ok(())
}
