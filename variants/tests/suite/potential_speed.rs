//! Potential Chess perft and playout speed (ignored: timing). Run with
//! `cargo test -p variants --release --test potential_speed -- --ignored --nocapture`.

use mcts::Rules;
use std::time::Instant;

use mcts::GameRng;
use rand::{Rng, SeedableRng};
use variants::perft::perft;
use variants::potential::PotentialChess;

#[test]
#[ignore = "timing; run explicitly in release"]
fn potential_speed() {
    let g = PotentialChess::start(300);
    for depth in 1..=3 {
        let t = Instant::now();
        let n = perft(&g, depth);
        let el = t.elapsed().as_secs_f64();
        println!(
            "potential perft({depth}) = {n} in {el:.3}s ({:.0} nodes/s)",
            n as f64 / el
        );
    }
    let mut rng = GameRng::seed_from_u64(1);
    let t = Instant::now();
    let mut plies = 0u64;
    let mut buf = Vec::new();
    for _ in 0..20 {
        let mut g = PotentialChess::start(300);
        loop {
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            g.play(buf[rng.random_range(0..buf.len())]);
            plies += 1;
        }
    }
    let el = t.elapsed().as_secs_f64();
    println!(
        "random playouts: {plies} plies in {el:.2}s ({:.0} plies/s)",
        plies as f64 / el
    );
}
