//! Generic perft (move-path counting) over any [`mcts::Game`], with bulk counting at depth 1.
//!
//! Used for orthodox chess against the standard tables (chessprogramming wiki "Perft
//! Results") and for Potential Chess (Potential Chess, 002_a41f0f858c62d591.txt; RULINGS
//! "Potential Chess": "the perft reference").

use mcts::Game;

/// Number of move paths of length `depth` from `game` (positions where the game is over have
/// no moves, so they count as leaves only at depth 0).
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    let mut bufs: Vec<Vec<G::Move>> = (0..depth.max(1)).map(|_| Vec::with_capacity(64)).collect();
    perft_rec(game, depth, &mut bufs)
}

fn perft_rec<G: Game>(game: &G, depth: u32, bufs: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (buf, rest) = bufs.split_first_mut().expect("one buffer per level");
    game.legal_moves(buf);
    if depth == 1 {
        return buf.len() as u64;
    }
    let mut total = 0;
    for &m in buf.iter() {
        let mut child = game.clone();
        child.play(m);
        total += perft_rec(&child, depth - 1, rest);
    }
    total
}

/// Perft split by first move: `(move text, count)` for each legal move, in generation order.
pub fn perft_divide<G: Game>(game: &G, depth: u32) -> Vec<(String, u64)> {
    let mut buf = Vec::new();
    game.legal_moves(&mut buf);
    buf.iter()
        .map(|&m| {
            let mut child = game.clone();
            child.play(m);
            (game.format_move(m), perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
