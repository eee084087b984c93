//! Profiling driver for any registered variant (not a bench): warms up (lookup tables, one
//! move list), then runs `N` random playouts in `measured` and, with `ITERS > 0`, one
//! default-`mcts` search of `ITERS` iterations in `measured_search`, so
//! `valgrind --tool=callgrind --toggle-collect='*measured*'` counts only that work; instruction
//! counts are repeatable on a noisy machine, wall-clock figures are not.
//!
//! Run: `cargo run --release -p variants --features examples --example profile -- VARIANT [KEY=VALUE ...] [N] [ITERS]`,
//! e.g. `-- potential 20 500` or `-- uncertainty board=torus 20`.

use mcts::search::{playout_bench, search_bench};
use mcts::{Game, SearchConfig};
use variants::registry::{self, GameVisitor, Params};

#[inline(never)]
fn measured<G: Game>(start: &G, n: u32) -> u64 {
    playout_bench(start, n, 7).plies
}

#[inline(never)]
fn measured_search<G: Game>(start: &G, iters: u32) -> u64 {
    let cfg = SearchConfig {
        iters,
        ..SearchConfig::default()
    };
    search_bench(start, &cfg, 7).iterations
}

struct Run {
    n: u32,
    iters: u32,
}

impl GameVisitor for Run {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let mut buf = Vec::new();
        start.legal_moves(&mut buf);
        let t = std::time::Instant::now();
        let plies = measured(&start, self.n);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{} playouts, {plies} plies, {:.0} plies/s",
            self.n,
            plies as f64 / s
        );
        if self.iters > 0 {
            let t = std::time::Instant::now();
            let it = measured_search(&start, self.iters);
            let s = t.elapsed().as_secs_f64();
            println!("{it} default MCTS iterations, {:.0} it/s", it as f64 / s);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: profile VARIANT [KEY=VALUE ...] [N] [ITERS]";
    let variant = args.first().expect(usage);
    let pairs: Vec<&String> = args[1..].iter().filter(|a| a.contains('=')).collect();
    let nums: Vec<u32> = args[1..]
        .iter()
        .filter(|a| !a.contains('='))
        .map(|a| a.parse().expect(usage))
        .collect();
    let params = Params::parse(variant, &pairs).unwrap_or_else(|e| panic!("{e}"));
    let run = Run {
        n: nums.first().copied().unwrap_or(20),
        iters: nums.get(1).copied().unwrap_or(0),
    };
    registry::visit(&params, run);
}
