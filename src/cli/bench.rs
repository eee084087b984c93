//! `collapse bench`: the arguments of the speed measurements ([`lab::bench`]: random
//! playouts, move generation, MCTS iterations per second on one and several threads, node and
//! state sizes, optionally peak memory), and their table printed, one line per variant set.

use clap::Args;
use lab::bench::{default_sets, BenchConfig};
use variants::registry::Params;

use super::args::PositionArgs;
use super::range::{whole, MAX_SEED};
use super::{CliError, CliResult};

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
    let mut cfg = BenchConfig {
        playouts: 0,
        iters: 0,
        repeat: 0,
        threads: 0,
        seed: a.seed,
        memory: a.memory,
        material: a.eval == "material",
        position: a.position.position.clone(),
        moves: a.position.moves.clone(),
    };
    if from_position {
        // A bad position or move is reported before the table's header is printed.
        lab::bench::check_position(&sets[0], &cfg)?;
    }
    if cfg!(debug_assertions) {
        eprintln!("note: this is a debug build; measure with `cargo run --release -- bench`");
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let (threads, note) = lab::bench::cap_threads(a.threads, cores);
    if let Some(note) = note {
        eprintln!("{note}");
    }
    (cfg.playouts, cfg.iters, cfg.repeat) = if a.quick {
        (20, 500, 1)
    } else {
        (a.playouts.max(1), a.iters.max(1), a.repeat.max(1))
    };
    cfg.threads = threads;
    lab::bench::table(&sets, &cfg, &mut |line| println!("{line}"))?;
    Ok(())
}
