//! Leaf evaluation for MCTS: a random playout (optionally capture-biased and cut off with
//! [`Game::evaluate`]) or a quiescence search on captures.

use rand::Rng;

use crate::alphabeta::shallow;
use crate::game::{Game, GameRng, Player};
use crate::search::{white_score, Policy};

/// A random playout from `state` (which it consumes). Returns White's score in `[0, 1]` and
/// whether `state` was already finished. Each ply picks uniformly among all legal moves, or,
/// with probability `capture` when there are captures, uniformly among the captures. With
/// `cutoff > 0` the playout stops after `cutoff` plies and scores the position with
/// [`Game::evaluate`] (in `[-1, 1]` for the player to decide, mapped to a win probability
/// `(e + 1) / 2`).
pub(crate) fn playout<G: Game>(
    state: &mut G,
    buf: &mut Vec<G::Move>,
    cutoff: u32,
    capture: f32,
    rng: &mut GameRng,
) -> (f32, bool) {
    let mut plies = 0u32;
    loop {
        state.legal_moves(buf);
        if buf.is_empty() {
            let s = state.outcome().score_for(Player::White).unwrap_or(0.5);
            return (s, plies == 0);
        }
        if cutoff > 0 && plies >= cutoff {
            let e = state.evaluate().clamp(-1.0, 1.0);
            return (white_score(state.to_move(), (e + 1.0) * 0.5), false);
        }
        let mut m = buf[rng.random_range(0..buf.len())];
        if capture > 0.0 && rng.random::<f32>() < capture {
            let n = buf.iter().filter(|&&x| state.is_capture(x)).count();
            if n > 0 {
                let k = rng.random_range(0..n);
                m = *buf
                    .iter()
                    .filter(|&&x| state.is_capture(x))
                    .nth(k)
                    .expect("k < number of captures");
            }
        }
        state.play(m);
        plies += 1;
    }
}

/// Scores a new leaf by quiescence: White's win probability and whether `state` is finished.
pub(crate) fn quiescence_leaf<G: Game>(
    state: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    qs: u32,
) -> (f32, bool) {
    searched_leaf(state, bufs, 0, qs)
}

/// Scores a new leaf by an alpha-beta search of `depth` plies ending in `qs` plies of
/// quiescence ([`shallow`]; `depth = 0` is plain quiescence): White's win probability and
/// whether `state` is finished.
pub(crate) fn searched_leaf<G: Game>(
    state: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    depth: u32,
    qs: u32,
) -> (f32, bool) {
    if bufs.is_empty() {
        bufs.push(Vec::new());
    }
    state.legal_moves(&mut bufs[0]);
    if bufs[0].is_empty() {
        let s = state.outcome().score_for(Player::White).unwrap_or(0.5);
        return (s, true);
    }
    let v = shallow(state, bufs, 0, depth, qs, f32::NEG_INFINITY, f32::INFINITY);
    let p = if v > 1.5 {
        1.0
    } else if v < -1.5 {
        0.0
    } else {
        (v.clamp(-1.0, 1.0) + 1.0) * 0.5
    };
    (white_score(state.to_move(), p), false)
}

/// Scores a new leaf as `policy` says: by [`searched_leaf`] when `qs > 0` or `ab > 0`, else by
/// a [`playout`] (which plays on `state`). White's win probability and whether the leaf's state
/// was already finished. The one leaf rule of the sequential, tree-parallel and ISMCTS searches.
pub(crate) fn score_leaf<G: Game>(
    state: &mut G,
    bufs: &mut Vec<Vec<G::Move>>,
    buf: &mut Vec<G::Move>,
    policy: Policy,
    rng: &mut GameRng,
) -> (f32, bool) {
    if policy.qs > 0 || policy.ab > 0 {
        searched_leaf(state, bufs, policy.ab, policy.qs)
    } else {
        playout(state, buf, policy.cutoff, policy.capture, rng)
    }
}
