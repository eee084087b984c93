//! Profiling driver for Potential Chess move generation (not a bench): warms up the lookup
//! tables, then runs `N` random playouts in `measured`, so `valgrind --tool=callgrind
//! --toggle-collect='*measured*'` counts only the playouts (instruction counts are repeatable on
//! a noisy machine). Run: `cargo run --release -p variants --example potential_profile -- [N]`.

use mcts::search::playout_bench;
use mcts::Game;
use variants::potential::PotentialChess;

#[inline(never)]
fn measured(start: &PotentialChess, n: u32) -> u64 {
    playout_bench(start, n, 7).plies
}

fn main() {
    let n: u32 = std::env::args().nth(1).map_or(20, |s| s.parse().expect("N: playouts"));
    let start = PotentialChess::start(300);
    let mut buf = Vec::new();
    start.legal_moves(&mut buf);
    let t = std::time::Instant::now();
    let plies = measured(&start, n);
    let s = t.elapsed().as_secs_f64();
    println!("{n} playouts, {plies} plies, {:.0} plies/s", plies as f64 / s);
}
