//! Throughput measures for `collapse bench`: random playouts (plies and legal moves generated per
//! second) and MCTS iterations per second.

use std::time::Instant;

use rand::Rng;

use super::config::SearchConfig;
use super::driver::Searcher;
use super::tree::node_bytes;
use crate::game::Game;
use crate::rng_from_seed;

/// Throughput of random playouts, from [`playout_bench`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayoutStats {
    /// Playouts run.
    pub playouts: u32,
    /// Plies played over all playouts.
    pub plies: u64,
    /// Legal moves listed over all plies (the move generator's output: the branching factor
    /// summed over the plies).
    pub moves: u64,
    /// Wall-clock seconds.
    pub secs: f64,
}

/// Runs `playouts` uniform random playouts to the end of the game from clones of `start`,
/// seeded with `seed`; measures wall-clock time. Each ply lists the legal moves, picks one
/// uniformly and plays it: the loop of a `qs=0,cutoff=0` playout.
pub fn playout_bench<G: Game>(start: &G, playouts: u32, seed: u64) -> PlayoutStats {
    let mut rng = rng_from_seed(seed);
    let mut buf = Vec::new();
    let mut plies = 0u64;
    let mut moves = 0u64;
    let t = Instant::now();
    for _ in 0..playouts {
        let mut s = start.clone();
        loop {
            s.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            moves += buf.len() as u64;
            let m = buf[rng.random_range(0..buf.len())];
            s.play(m);
            plies += 1;
        }
    }
    PlayoutStats {
        playouts,
        plies,
        moves,
        secs: t.elapsed().as_secs_f64(),
    }
}

/// Throughput of MCTS, from [`search_bench`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchStats {
    /// Iterations run, summed over trees (fewer than asked if the root got proven).
    pub iterations: u64,
    /// Nodes in the trees at the end.
    pub nodes: usize,
    /// Wall-clock seconds.
    pub secs: f64,
    /// Bytes per tree node (node plus its move), see [`node_bytes`].
    pub node_bytes: usize,
}

/// Runs one search from `start` with `config` (its budget, threads and policy), seeded with
/// `seed`, and measures wall-clock time.
///
/// Panics if `start` is finished.
pub fn search_bench<G: Game>(start: &G, config: &SearchConfig, seed: u64) -> SearchStats {
    let mut searcher = Searcher::new(*config);
    let mut rng = rng_from_seed(seed);
    let t = Instant::now();
    let r = searcher.search(start, &mut rng);
    SearchStats {
        iterations: r.iterations,
        nodes: r.nodes,
        secs: t.elapsed().as_secs_f64(),
        node_bytes: node_bytes::<G>(),
    }
}
