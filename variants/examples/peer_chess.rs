//! Orthodox chess speed beside a well-known Rust move generator, shakmaty 0.27 (a
//! dev-dependency), in one process and one run, so the ratios hold on a noisy machine
//! (issue 11 part 4; `scripts/peers` runs this and the OpenSpiel peer).
//!
//! Figures (each the median of `--repeat` runs):
//! - random playouts: plies per second of uniform random playouts from the start position to
//!   the end of the game or 300 plies. Both loops list the legal moves, pick one with the same
//!   generator, and play it; both stop at checkmate, stalemate, insufficient material, the
//!   fifty-move rule and 300 plies. Ours also tracks threefold repetition (a hash history),
//!   which shakmaty has no built-in for, so ours does slightly more work per ply.
//! - perft: nodes per second of perft to `--depth` from the start position (ours through the
//!   generic `variants::perft::perft`, bulk-counted at the last ply like shakmaty's).
//! - MCTS: our iterations per second with random playouts to the end and `c = 2` (the
//!   OpenSpiel MCTS bot's setting in `scripts/peers`), one thread.
//!
//! Run: `cargo run --release -p variants --features examples --example peer_chess -- [playouts] [depth] [iters] [repeat]`
//! (defaults 400, 5, 20000, 3). Output: one `key value` line per figure, then a table.

use std::time::Instant;

use mcts::search::{playout_bench, search_bench};
use mcts::{rng_from_seed, SearchConfig};
use rand::Rng;
use shakmaty::{Chess as SChess, Position};
use variants::chess::Chess;
use variants::perft::perft;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// Plies per second of shakmaty random playouts (see the module docs for the stopping rules).
fn shakmaty_playouts(playouts: u32, seed: u64) -> f64 {
    let mut rng = rng_from_seed(seed);
    let mut plies = 0u64;
    let t = Instant::now();
    for _ in 0..playouts {
        let mut pos = SChess::default();
        for _ in 0..300 {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.is_insufficient_material() || pos.halfmoves() >= 100 {
                break;
            }
            let m = &moves[rng.random_range(0..moves.len())];
            pos.play_unchecked(m);
            plies += 1;
        }
    }
    plies as f64 / t.elapsed().as_secs_f64()
}

fn arg(i: usize, default: u64) -> u64 {
    std::env::args()
        .nth(i)
        .map(|s| {
            s.parse()
                .expect("arguments are whole numbers: playouts depth iters repeat")
        })
        .unwrap_or(default)
}

fn main() {
    let playouts = arg(1, 400) as u32;
    let depth = arg(2, 5) as u32;
    let iters = arg(3, 20000) as u32;
    let repeat = arg(4, 3).max(1) as usize;

    let start = Chess::start();
    let (mut ours_p, mut theirs_p, mut ours_f, mut theirs_f, mut mcts) =
        (vec![], vec![], vec![], vec![], vec![]);
    let spos = SChess::default();
    for r in 0..repeat {
        let s = playout_bench(&start, playouts, 1 + r as u64);
        ours_p.push(s.plies as f64 / s.secs);
        theirs_p.push(shakmaty_playouts(playouts, 1 + r as u64));

        let t = Instant::now();
        let n = perft(&start, depth);
        ours_f.push(n as f64 / t.elapsed().as_secs_f64());
        let t = Instant::now();
        let m = shakmaty::perft(&spos, depth);
        theirs_f.push(m as f64 / t.elapsed().as_secs_f64());
        assert_eq!(n, m, "perft({depth}) differs from shakmaty's");

        let cfg = SearchConfig {
            iters,
            ms: 0,
            c: 2.0,
            cutoff: 0,
            imm: 0.0,
            qs: 0,
            capture: 0.0,
            threads: 1,
            ..SearchConfig::default()
        };
        let st = search_bench(&start, &cfg, 1 + r as u64);
        mcts.push(st.iterations as f64 / st.secs);
    }
    let (op, tp, of, tf, mi) = (
        median(ours_p),
        median(theirs_p),
        median(ours_f),
        median(theirs_f),
        median(mcts),
    );
    println!("collapse_playout_plies_per_s {op:.0}");
    println!("shakmaty_playout_plies_per_s {tp:.0}");
    println!("collapse_perft_nodes_per_s {of:.0}");
    println!("shakmaty_perft_nodes_per_s {tf:.0}");
    println!("collapse_mcts_rollout_iters_per_s {mi:.0}");
    println!();
    println!(
        "median of {repeat} run(s); {playouts} playouts, perft({depth}), {iters} MCTS iterations"
    );
    println!(
        "{:<28} {:>14} {:>14} {:>8}",
        "figure", "collapse", "shakmaty", "ratio"
    );
    println!(
        "{:<28} {:>14.0} {:>14.0} {:>8.2}",
        "random playout plies/s",
        op,
        tp,
        op / tp
    );
    println!(
        "{:<28} {:>14.0} {:>14.0} {:>8.2}",
        format!("perft({depth}) nodes/s"),
        of,
        tf,
        of / tf
    );
}
