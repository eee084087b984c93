//! `collapse bench`: random-playout speed and MCTS iterations per second, per variant.
//!
//! Speed targets live here, never in timed tests. Machines are noisy: compare figures taken in
//! the same run (e.g. the two Uncertainty boards, or `chess` perft against its peer crate in
//! `cargo bench`).

use clap::Args;
use mcts::search::{playout_bench, search_bench};
use mcts::Game;
use variants::registry::{self, GameVisitor, ParamKind, Params};

use super::CliResult;

/// Arguments of `collapse bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Variant to measure (default: every registered variant, each choice-parameter value).
    #[arg(long, short = 'v')]
    pub variant: Option<String>,
    /// A variant parameter KEY=VALUE; repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=VALUE")]
    pub params: Vec<String>,
    /// Random playouts (each to the end of the game) per variant.
    #[arg(long, default_value_t = 200)]
    pub playouts: u32,
    /// MCTS iterations (one search from the start position) per variant.
    #[arg(long, default_value_t = 5000)]
    pub iters: u32,
    /// Seed of the playouts and the search.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the default variant sets (`variant key=value,...`, one per line) and exit; used by
    /// scripts/strength.
    #[arg(long)]
    pub list_sets: bool,
}

/// The variant sets measured when no `--variant` is given: every registered variant that
/// implements a seed (test games are left out) at its defaults, plus one set per non-default
/// value of each choice parameter (e.g. `board=torus`). Derived from the registry, so a new
/// variant is benchmarked the moment it is registered, with no edit here.
pub fn default_sets() -> Vec<Params> {
    let mut sets = Vec::new();
    for spec in registry::VARIANTS.iter().filter(|v| !v.seed.is_empty()) {
        sets.push(Params::defaults(spec.name).expect("defaults are valid"));
        for p in spec.params {
            if let ParamKind::Choice(values) = p.kind {
                for v in values.iter().filter(|v| **v != p.default) {
                    let pair = format!("{}={}", p.name, v);
                    sets.push(Params::parse(spec.name, &[pair]).expect("listed values are valid"));
                }
            }
        }
    }
    sets
}

struct Bench<'a>(&'a BenchArgs, String);

impl GameVisitor for Bench<'_> {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let a = self.0;
        let p = playout_bench(&start, a.playouts, a.seed);
        let s = search_bench(&start, a.iters, a.seed);
        println!(
            "{:<44} {:>10.0} {:>12.0} {:>8.1} {:>12.0} {:>9} {:>7} {:>7}",
            self.1,
            p.playouts as f64 / p.secs,
            p.plies as f64 / p.secs,
            p.plies as f64 / p.playouts.max(1) as f64,
            s.iterations as f64 / s.secs,
            s.nodes,
            s.node_bytes,
            std::mem::size_of::<G>(),
        );
    }
}

/// Measures and prints one line per variant set.
pub fn run(a: &BenchArgs) -> CliResult {
    if a.list_sets {
        for p in default_sets() {
            println!("{} {}", p.variant.name, p.canonical());
        }
        return Ok(());
    }
    let sets: Vec<Params> = match &a.variant {
        Some(v) => vec![Params::parse(v, &a.params).map_err(|e| e.to_string())?],
        None => default_sets(),
    };
    if cfg!(debug_assertions) {
        eprintln!("note: this is a debug build; measure with `cargo run --release -- bench`");
    }
    println!(
        "{:<44} {:>10} {:>12} {:>8} {:>12} {:>9} {:>7} {:>7}",
        "variant [params]",
        "playouts/s",
        "plies/s",
        "plies",
        "mcts it/s",
        "nodes",
        "node B",
        "state B"
    );
    for params in sets {
        let label = format!("{} [{}]", params.variant.name, params.canonical());
        registry::visit(&params, Bench(a, label));
    }
    Ok(())
}
