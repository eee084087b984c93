//! `collapse bench`: random-playout speed, move-generation throughput, MCTS iterations per
//! second with one thread and with every core (root and tree parallelism), node and state sizes, and optionally the peak
//! memory of a search of about a million nodes, per variant.
//!
//! Speed targets live here, never in timed tests. Machines are noisy: every figure is the median
//! of `--repeat` runs, and figures compare only within one run (ratios to `chess`, say).

use clap::Args;
use mcts::search::{playout_bench, search_bench};
use mcts::{Game, Parallelism, SearchConfig};
use variants::registry::{self, GameVisitor, Params};

use super::range::{whole, MAX_SEED};
use super::{prepare, CliError, CliResult};
use crate::PositionArgs;

/// Arguments of `collapse bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Variant to measure (default: every registered variant, each choice-parameter value).
    #[arg(long, short = 'v')]
    pub variant: Option<String>,
    /// A variant parameter KEY=VALUE; repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=VALUE", long_help = variants::registry::param_help(
        "A variant parameter KEY=VALUE; repeat for several."
    ))]
    pub params: Vec<String>,
    /// Random playouts (each to the end of the game) per variant and run (1..=100000000).
    #[arg(long, default_value_t = 200, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, 100_000_000))]
    pub playouts: u32,
    /// MCTS iterations of each search (one search from the start or `--position`/`--moves`, default `mcts`
    /// settings), in total over its threads: the 1-thread and the parallel figures time the same
    /// search, so their ratio is the parallel speedup. About 0.1 s of chess on one thread; much
    /// shorter searches mostly time thread start-up and the first arena chunks (1..=100000000).
    #[arg(long, default_value_t = 20000, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, 100_000_000))]
    pub iters: u32,
    /// Runs per figure; the median is printed (1..=1000).
    #[arg(long, default_value_t = 3, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, 1000))]
    pub repeat: u32,
    /// Threads of the all-cores MCTS figures (1..=1000000; root and tree parallelism;
    /// default: every core; more than the cores is capped with a notice).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u32>(1, 1_000_000))]
    pub threads: Option<u32>,
    /// A short run (20 playouts, 500 iterations, 1 run): under a minute on 2 cores.
    #[arg(long)]
    pub quick: bool,
    /// Also measure the peak resident memory of a search grown to about 1,000,000 nodes
    /// (Linux only; slow for the slower games).
    #[arg(long)]
    pub memory: bool,
    /// Seed of the playouts and the search (0..=18446744073709551615; run r uses seed + r).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
    /// Print the default variant sets (`variant key=value,...`, one per line) and exit; used by
    /// scripts/strength.
    #[arg(long)]
    pub list_sets: bool,
    /// The evaluation searched: learned (each game's fitted weights) or material (its
    /// hand-set piece values, as the agent key eval=material), to compare their cost.
    #[arg(long, default_value = "learned")]
    pub eval: String,
    /// Measure from a position of one variant (`--position`, then `--moves`) instead of its
    /// start: a middle game, where the start is not typical (the Uncertainty hypertorus keeps
    /// its kings in reserve for dozens of plies). Needs `--variant`.
    #[command(flatten)]
    pub position: PositionArgs,
}

/// The variant sets measured when no `--variant` is given: every registered variant that
/// implements a seed (test games are left out) at its defaults, plus one set per non-default
/// value of each choice parameter (e.g. `board=torus`). Derived from the registry, so a new
/// variant is benchmarked the moment it is registered, with no edit here.
pub fn default_sets() -> Vec<Params> {
    registry::VARIANTS
        .iter()
        .filter(|v| !v.seed.is_empty())
        .flat_map(|v| v.choice_sets())
        .collect()
}

struct Bench<'a> {
    args: &'a BenchArgs,
    label: String,
    /// Width of the first column (the longest label of the run).
    label_width: usize,
    playouts: u32,
    iters: u32,
    repeat: u32,
    threads: u32,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Peak resident set size of this process in bytes (`VmHWM`), if the platform tells.
fn peak_rss() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Resets the peak RSS to the current RSS (Linux `clear_refs`); false where not possible.
fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// The start of a measurement: `--position` then `--moves` applied to `start`.
///
/// # Errors
/// A bad position or move (from [`prepare`]), or a position already decided.
fn ready<G: Game>(start: G, pos: &PositionArgs) -> CliResult<G> {
    let start = prepare(start, pos)?;
    if !start.outcome().is_ongoing() {
        return Err(CliError::usage(format!(
            "the position is already decided ({}); give a position or --moves that leave \
             the game going",
            mcts::describe_outcome(start.outcome())
        )));
    }
    Ok(start)
}

/// Checks `--position`/`--moves` ([`ready`]) before anything is printed.
struct Ready<'a>(&'a PositionArgs);

impl GameVisitor for Ready<'_> {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        ready(start, self.0).map(|_| ())
    }
}

impl GameVisitor for Bench<'_> {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let start = ready(start, &self.args.position)?;
        if self.args.eval == "material" {
            self.measure(mcts::eval::EvalWith::material(start));
        } else {
            self.measure(start);
        }
        Ok(())
    }
}

impl Bench<'_> {
    /// Measures playouts and searches from `start` and prints the set's row.
    fn measure<G: Game>(self, start: G) {
        let a = self.args;
        let mut playouts_s = Vec::new();
        let mut plies_s = Vec::new();
        let mut moves_s = Vec::new();
        let mut it1 = Vec::new();
        let mut itn = Vec::new();
        let mut itt = Vec::new();
        let (mut plies_per, mut moves_per, mut nodes) = (0.0, 0.0, 0);
        let one = SearchConfig {
            iters: self.iters,
            ..SearchConfig::default()
        };
        let all = SearchConfig {
            threads: self.threads,
            ..one
        };
        let tree = SearchConfig {
            par: Parallelism::Tree,
            ..all
        };
        // Warm-up, untimed: one-time set-up (the slider magics searched on first use, lazily
        // built tables, rayon's thread pool) stays out of every timed figure, so a short run
        // measures the steady state.
        playout_bench(&start, 2, a.seed);
        for cfg in [&one, &all, &tree] {
            let warm = SearchConfig {
                iters: self.iters.min(200),
                ..*cfg
            };
            search_bench(&start, &warm, a.seed);
        }
        for r in 0..self.repeat as u64 {
            let p = playout_bench(&start, self.playouts, a.seed.wrapping_add(r));
            playouts_s.push(p.playouts as f64 / p.secs);
            plies_s.push(p.plies as f64 / p.secs);
            moves_s.push(p.moves as f64 / p.secs);
            plies_per = p.plies as f64 / p.playouts.max(1) as f64;
            moves_per = p.moves as f64 / p.plies.max(1) as f64;
            let s = search_bench(&start, &one, a.seed.wrapping_add(r));
            it1.push(s.iterations as f64 / s.secs);
            nodes = s.nodes;
            let s = search_bench(&start, &all, a.seed.wrapping_add(r));
            itn.push(s.iterations as f64 / s.secs);
            let s = search_bench(&start, &tree, a.seed.wrapping_add(r));
            itt.push(s.iterations as f64 / s.secs);
        }
        let memory = if a.memory {
            // Grow one tree to about a million nodes: iterations from this run's nodes per
            // iteration, then the peak resident memory above the baseline.
            let per_iter = nodes as f64 / self.iters.max(1) as f64;
            let iters = (1_000_000.0 / per_iter.max(0.01)).ceil() as u32;
            let cfg = SearchConfig { iters, ..one };
            let base = peak_rss();
            if reset_peak_rss() {
                let s = search_bench(&start, &cfg, a.seed);
                match (base, peak_rss()) {
                    (Some(_), Some(peak)) => {
                        format!("{:.0}MB/{:.2}M", peak as f64 / 1e6, s.nodes as f64 / 1e6)
                    }
                    _ => "n/a".into(),
                }
            } else {
                "n/a".into()
            }
        } else {
            "-".into()
        };
        println!(
            "{:<lw$} {:>9.0} {:>9.0} {:>6.0} {:>10.0} {:>6.1} {:>8.0} {:>8.0} {:>9.0} {:>5} {:>6} {:>13}",
            self.label,
            median(playouts_s),
            median(plies_s),
            plies_per,
            median(moves_s),
            moves_per,
            median(it1),
            median(itn),
            median(itt),
            mcts::search::node_bytes::<G>(),
            std::mem::size_of::<G>(),
            memory,
            lw = self.label_width,
        );
    }
}

/// `name key=value ...` with only the parameters that differ from their defaults.
fn short_label(p: &Params) -> String {
    let mut label = p.variant.name.to_string();
    for spec in p.variant.params {
        let v = p.get(spec.name).unwrap_or_default();
        if v != spec.default {
            label.push(' ');
            label.push_str(&format!("{}={}", spec.name, v));
        }
    }
    label
}

/// Measures and prints one line per variant set.
pub fn run(a: &BenchArgs) -> CliResult {
    if a.eval != "learned" && a.eval != "material" {
        return Err(CliError::usage(format!(
            "--eval: '{}' is not an evaluation; write learned or material",
            a.eval
        )));
    }
    if a.list_sets {
        for p in default_sets() {
            println!("{} {}", p.variant.name, p.canonical());
        }
        return Ok(());
    }
    let from_position = a.position.position.is_some() || !a.position.moves.trim().is_empty();
    if from_position && a.variant.is_none() {
        return Err(CliError::usage(
            "--position and --moves are written in one variant's notation; name it with \
             --variant (and its --param values)",
        ));
    }
    let sets: Vec<Params> = match &a.variant {
        Some(v) => vec![Params::parse(v, &a.params).map_err(|e| e.to_string())?],
        None => default_sets(),
    };
    if from_position {
        // A bad position or move is reported before the table's header is printed.
        registry::visit(&sets[0], Ready(&a.position))?;
    }
    let plies = a.position.moves.split_whitespace().count();
    let label_of = |p: &Params| match (&a.position.position, plies) {
        (None, 0) => short_label(p),
        (None, n) => format!("{} +{n} plies", short_label(p)),
        (Some(_), 0) => format!("{} (position)", short_label(p)),
        (Some(_), n) => format!("{} (position) +{n} plies", short_label(p)),
    };
    if cfg!(debug_assertions) {
        eprintln!("note: this is a debug build; measure with `cargo run --release -- bench`");
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let mut threads = a.threads.unwrap_or(cores).max(1);
    if threads > cores {
        eprintln!(
            "note: --threads {threads} is more than this machine's {cores} cores; using {cores}"
        );
        threads = cores;
    }
    let (playouts, iters, repeat) = if a.quick {
        (20, 500, 1)
    } else {
        (a.playouts.max(1), a.iters.max(1), a.repeat.max(1))
    };
    println!(
        "median of {repeat} run(s); {playouts} random playouts, {iters} MCTS iterations per search \
         in total over its threads (default mcts settings); it/s {threads}T = root parallelism (par=root) and it/s {threads}Tt = \
         tree parallelism (par=tree) on {threads} threads"
    );
    // Columns line up whatever the labels: the first is as wide as the longest label.
    let label_width = sets
        .iter()
        .map(|p| label_of(p).len())
        .max()
        .unwrap_or(0)
        .max("variant".len());
    println!(
        "{:<lw$} {:>9} {:>9} {:>6} {:>10} {:>6} {:>8} {:>8} {:>9} {:>5} {:>6} {:>13}",
        "variant",
        "playout/s",
        "plies/s",
        "plies",
        "moves/s",
        "mv/ply",
        "it/s 1T",
        format!("it/s {threads}T"),
        format!("it/s {threads}Tt"),
        "nodeB",
        "stateB",
        "peak/nodes",
        lw = label_width
    );
    for params in sets {
        registry::visit(
            &params,
            Bench {
                args: a,
                label: label_of(&params),
                label_width,
                playouts,
                iters,
                repeat,
                threads,
            },
        )?;
    }
    Ok(())
}
