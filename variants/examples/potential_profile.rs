//! Profiling driver for Potential Chess move generation (not a bench): warms up the lookup
//! tables, then runs `N` random playouts in `measured`, so `valgrind --tool=callgrind
//! --toggle-collect='*measured*'` counts only the playouts (instruction counts are repeatable on
//! a noisy machine); with ITERS > 0 also one default-`mcts` search of ITERS iterations in
//! `measured_search`. Run: `cargo run --release -p variants --example potential_profile -- [N] [ITERS]`.

use mcts::search::{playout_bench, search_bench};
use mcts::{Game, SearchConfig};
use variants::potential::PotentialChess;

#[inline(never)]
fn measured(start: &PotentialChess, n: u32) -> u64 {
    playout_bench(start, n, 7).plies
}

#[inline(never)]
fn measured_search(start: &PotentialChess, iters: u32) -> u64 {
    let cfg = SearchConfig {
        iters,
        ..SearchConfig::default()
    };
    search_bench(start, &cfg, 7).iterations
}

fn main() {
    let n: u32 = std::env::args().nth(1).map_or(20, |s| s.parse().expect("N: playouts"));
    let iters: u32 = std::env::args().nth(2).map_or(0, |s| s.parse().expect("ITERS: MCTS iterations"));
    let start = PotentialChess::start(300);
    let mut buf = Vec::new();
    start.legal_moves(&mut buf);
    let t = std::time::Instant::now();
    let plies = measured(&start, n);
    let s = t.elapsed().as_secs_f64();
    println!("{n} playouts, {plies} plies, {:.0} plies/s", plies as f64 / s);
    if iters > 0 {
        let t = std::time::Instant::now();
        let it = measured_search(&start, iters);
        let s = t.elapsed().as_secs_f64();
        println!("{it} default MCTS iterations, {:.0} it/s", it as f64 / s);
    }
}
