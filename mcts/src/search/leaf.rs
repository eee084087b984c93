//! Evaluation for MCTS: a new leaf is scored by a random playout (optionally capture-biased
//! and cut off with [`Evaluate::evaluate`]) or a quiescence or shallow alpha-beta search
//! ([`score_leaf`], the one leaf rule of every driver); a new child is scored at expansion by
//! its heuristic value ([`child_heuristic`]).

use rand::Rng;

use super::config::{Heuristic, Policy};
use crate::alphabeta::{qnode, shallow};
use crate::game::{Game, GameRng, Player};

/// A random playout from `state` (which it consumes). Returns White's score in `[0, 1]` and
/// whether `state` was already finished. Each ply picks uniformly among all legal moves, or,
/// with probability `capture` when there are captures, uniformly among the captures. With
/// `cutoff > 0` the playout stops after `cutoff` plies and scores the position with
/// [`Evaluate::evaluate`] (in `[-1, 1]` for the player to decide, mapped to a win probability
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
/// `lazy` as in [`searched_leaf`].
pub(crate) fn quiescence_leaf<G: Game>(
    state: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    qs: u32,
    lazy: bool,
) -> (f32, bool) {
    searched_leaf(state, bufs, 0, qs, lazy)
}

/// Scores a new leaf by an alpha-beta search of `depth` plies ending in `qs` plies of
/// quiescence ([`shallow`]; `depth = 0` is plain quiescence): White's win probability and
/// whether `state` is finished. With `lazy` the quiescence orders and cuts its captures on
/// [`Evaluate::evaluate_lazy`] ([`crate::alphabeta::shallow`]).
pub(crate) fn searched_leaf<G: Game>(
    state: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    depth: u32,
    qs: u32,
    lazy: bool,
) -> (f32, bool) {
    let (lo, hi) = (f32::NEG_INFINITY, f32::INFINITY);
    // The search tells whether the game is over at the root (one move generation per leaf,
    // not two): quiescence says so, and `shallow` with `depth > 0` leaves the root's legal
    // moves in `bufs[0]`, none when it is over.
    let (v, over) = if depth == 0 {
        qnode(state, bufs, 0, qs, lo, hi, &mut || false, f32::NAN, lazy)
    } else {
        let v = shallow(state, bufs, 0, depth, qs, lo, hi, lazy);
        (v, bufs[0].is_empty())
    };
    if over {
        let s = state.outcome().score_for(Player::White).unwrap_or(0.5);
        return (s, true);
    }
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
        searched_leaf(state, bufs, policy.ab, policy.qs, policy.lazy)
    } else {
        playout(state, buf, policy.cutoff, policy.capture, rng)
    }
}

/// The heuristic value in `[0, 1]`, for `mover`, of `child` (the position after `mover`'s
/// move): its evaluation as a win probability (`heur=eval`), the same or the result when the
/// move ended the game (`heur=exact`), or its quiescence value (`heur=qs`, exact when the game
/// is over); plus `check` when the child gives check, or 1 when `mate > 0` and a mate search
/// by checks proves a forced mate. The first flag is true when the value is a proven win for
/// `mover` (the move wins at once under `heur=exact`, or the mate search proved it): the
/// caller marks the child proven, for the solver. The second is whether `child` gives check,
/// asked of [`Rules::is_in_check`] once, and only when `check`, `mate` or `corder` is on and the
/// value is not already a proven win (false otherwise).
#[inline]
pub(crate) fn child_heuristic<G: Game>(
    child: &G,
    capture: bool,
    mover: Player,
    policy: Policy,
    qbufs: &mut Vec<Vec<G::Move>>,
) -> (f32, bool, bool) {
    let h = child_value(child, capture, mover, policy, qbufs);
    if h.1 || (policy.check <= 0.0 && policy.mate == 0 && policy.corder <= 0.0) {
        return (h.0, h.1, false);
    }
    if !child.is_in_check() {
        return (h.0, false, false);
    }
    if policy.mate > 0
        && child.to_move() != mover
        && crate::mate::forced_mate_by_checks(child, mover, policy.mate, qbufs, 0)
    {
        return (1.0, true, true);
    }
    ((h.0 + policy.check).min(1.0), false, true)
}

/// [`child_heuristic`] before the check bonus and the mate search.
#[inline]
fn child_value<G: Game>(
    child: &G,
    capture: bool,
    mover: Player,
    policy: Policy,
    qbufs: &mut Vec<Vec<G::Move>>,
) -> (f32, bool) {
    let h = match policy.heur {
        Heuristic::Eval | Heuristic::Exact | Heuristic::CapQs => {
            if capture && policy.heur == Heuristic::CapQs && policy.qs > 0 {
                // The quiescence search tells whether the game is over in `child` (one move
                // generation, not two); then the child is scored by its result, as below.
                let (v, over) = qnode(
                    child,
                    qbufs,
                    0,
                    policy.qs,
                    f32::NEG_INFINITY,
                    f32::INFINITY,
                    &mut || false,
                    f32::NAN,
                    policy.lazy,
                );
                if over {
                    let s = child.outcome().score_for(mover).unwrap_or(0.5);
                    return (s, s >= 1.0);
                }
                let p = (v.clamp(-1.0, 1.0) + 1.0) * 0.5;
                return (if child.to_move() == mover { p } else { 1.0 - p }, false);
            }
            if policy.heur != Heuristic::Eval {
                if let Some(s) = child.outcome().score_for(mover) {
                    return (s, s >= 1.0);
                }
            }
            let e = if policy.lazy {
                child.evaluate_lazy()
            } else {
                child.evaluate()
            };
            let p = (e.clamp(-1.0, 1.0) + 1.0) * 0.5;
            if child.to_move() == mover {
                p
            } else {
                1.0 - p
            }
        }
        Heuristic::Qs => {
            let (w, _) = quiescence_leaf(child, qbufs, policy.qs, policy.lazy);
            white_score(mover, w)
        }
    };
    (h, false)
}

/// Converts a score in `[0, 1]` for `p` into White's score.
#[inline]
pub(crate) fn white_score(p: Player, score: f32) -> f32 {
    match p {
        Player::White => score,
        Player::Black => 1.0 - score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::testgames::TicTacToe;

    fn after(moves: &[u8]) -> TicTacToe {
        let mut g = TicTacToe::default();
        for &m in moves {
            g.play(m);
        }
        g
    }

    /// A finished leaf is scored by its result and flagged terminal, an ongoing one is not,
    /// whatever the buffers held before: with `depth` 0 the quiescence search says whether the
    /// game is over (it leaves only captures in `bufs[0]`, none in TicTacToe), with `depth > 0`
    /// the terminal test reads the legal moves `shallow` leaves in `bufs[0]`.
    #[test]
    fn a_searched_leaf_is_terminal_exactly_when_the_game_is_over() {
        // Stale buffers from another position: a wrong read of them would show.
        let mut bufs = vec![vec![0u8, 1, 2], vec![7u8]];
        // X wins on the top row: 0 1 2 against O's 3 4.
        let won = after(&[0, 3, 1, 4, 2]);
        assert_eq!(searched_leaf(&won, &mut bufs, 0, 8, false), (1.0, true));
        // O wins on the middle row.
        let lost = after(&[0, 3, 1, 4, 8, 5]);
        assert_eq!(searched_leaf(&lost, &mut bufs, 1, 8, false), (0.0, true));
        // A full board without a line: a draw.
        let drawn = after(&[0, 1, 2, 4, 3, 5, 7, 6, 8]);
        assert_eq!(drawn.outcome().score_for(Player::White), Some(0.5));
        assert_eq!(searched_leaf(&drawn, &mut bufs, 0, 8, false), (0.5, true));
        // Ongoing, with stale buffers: not terminal. Quiescence leaves the captures (none)
        // in `bufs[0]`, a 2-ply search the legal moves.
        let mut stale = vec![vec![0u8]; 3];
        let open = after(&[0, 3]);
        let (_, terminal) = searched_leaf(&open, &mut stale, 0, 8, false);
        assert!(!terminal);
        assert!(stale[0].is_empty());
        let (_, terminal) = searched_leaf(&open, &mut stale, 2, 8, false);
        assert!(!terminal);
        assert_eq!(stale[0], vec![1, 2, 4, 5, 6, 7, 8]);
    }
}
