//! Mate search by checks: does the player who just gave check force a checkmate within a few
//! more moves, every one of them a check? A narrow, exact search (the defender's replies are
//! all tried, the attacker's moves only when they give check) used by MCTS at expansion (spec
//! key `mate`) to see a checking sacrifice that static evaluation scores as a loss of material.
//! Prior knowledge from a bounded exact search, as in Baier and Winands, "MCTS-Minimax
//! Hybrids" (IEEE TCIAIG 2015, MCTS-IP-M), narrowed to checks as in a chess engine's mate search.
//!
//! It needs [`Rules::is_in_check`]; games without check (the trait default) never start it.

use crate::game::{Game, Outcome, Player};

/// A check with more legal replies than this is not searched (counts as no forced mate).
pub const MAX_REPLIES: usize = 4;

/// True when `attacker`, who just moved into `state`, forces a checkmate: `state`'s player
/// to decide has no legal move and loses (checkmate), or, with `n > 0`, every legal reply
/// leaves `attacker` a checking move after which the same holds with `n - 1`. So `n` counts
/// the attacker's further moves: `n = 1` finds a check now and mate with the next move.
///
/// Exact for what it proves: a `true` is a forced win. A reply that ends the game other than
/// by the attacker's win, or after which the attacker does not decide, counts as an escape, and
/// so does a check with more than [`MAX_REPLIES`] legal replies (it is not searched: forced
/// mates by checks run through checks with few answers, and each reply costs a scan of the
/// attacker's moves).
/// `bufs` holds one move list per ply (grown as needed; nothing is allocated once grown).
pub fn forced_mate_by_checks<G: Game>(
    state: &G,
    attacker: Player,
    n: u32,
    bufs: &mut Vec<Vec<G::Move>>,
    ply: usize,
) -> bool {
    if n == 0 {
        // Mate now or nothing: only a finished game can be a win, and `outcome` tells that
        // without listing every reply (the legal moves are empty exactly when the game is
        // over; Uncertainty, Five Up, Interdependent and Quantimex stop at the first legal
        // move). The same answer as the listing below, at a fraction of its cost where checks
        // are many (Uncertainty on the torus: 54% of a search's instructions went to these
        // listings).
        return wins(state.outcome(), attacker);
    }
    while bufs.len() <= ply + 1 {
        bufs.push(Vec::new());
    }
    let mut replies = std::mem::take(&mut bufs[ply]);
    state.legal_moves(&mut replies);
    let mated = if replies.is_empty() {
        wins(state.outcome(), attacker)
    } else if replies.len() > MAX_REPLIES {
        false
    } else {
        replies.iter().all(|&r| {
            let mut s = state.clone();
            s.play(r);
            let o = s.outcome();
            if !o.is_ongoing() {
                return wins(o, attacker);
            }
            s.to_move() == attacker && mates_with_a_check(&s, attacker, n, bufs, ply + 1)
        })
    };
    bufs[ply] = replies;
    mated
}

/// Whether `attacker`, to decide at `state`, has a checking move after which
/// [`forced_mate_by_checks`] holds with `n - 1` (`n >= 1`).
fn mates_with_a_check<G: Game>(
    state: &G,
    attacker: Player,
    n: u32,
    bufs: &mut Vec<Vec<G::Move>>,
    ply: usize,
) -> bool {
    let mut moves = std::mem::take(&mut bufs[ply]);
    state.legal_moves(&mut moves);
    let found = moves.iter().any(|&m| {
        let mut s = state.clone();
        s.play(m);
        s.is_in_check()
            && s.to_move() != attacker
            && forced_mate_by_checks(&s, attacker, n - 1, bufs, ply + 1)
    });
    bufs[ply] = moves;
    found
}

fn wins(o: Outcome, p: Player) -> bool {
    matches!(o, Outcome::Win { winner, .. } if winner == p)
}
