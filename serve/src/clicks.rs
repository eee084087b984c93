//! Clicks to moves, for any game: each legal move is played on a clone and the occupied cells
//! ([`Game::cells`]) before and after are compared. The cell that lost a piece of the player
//! who decides is the move's `from`, the cell that gained one (empty or the opponent's before)
//! its `to` (a drop has no `from`; captures elsewhere, as Quantimex's, only change other cells;
//! a piece that only changes in place, a Potential Chess statement narrowing potentials, is
//! neither). A move that changes no piece
//! of the decider (a Quantimex destination chosen for the opponent) has neither: the page
//! offers it as a button, as it does every group of moves with the same `from` and `to`
//! (promotions, Potential Chess statements, Uncertainty transformations, drops).

use std::collections::BTreeMap;

use mcts::{Game, Player};
use serde::Serialize;

/// One legal move as the page shows it: its notation and the cells a click picks it by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClickMove {
    /// The move in the game's notation ([`Game::format_move`]).
    pub text: String,
    /// The cell the decider's piece leaves, if any.
    pub from: Option<String>,
    /// The cell a piece of the decider arrives on (empty or the opponent's before), if any.
    pub to: Option<String>,
    /// Every cell whose piece the move changes, sorted (for highlighting a choice).
    pub changed: Vec<String>,
}

/// Whether piece text `piece` belongs to `player`: its first letter upper case for White
/// (the first player; Red in Quantimex), lower case for Black, as every game's
/// [`Game::cells`] writes it.
pub fn owner(piece: &str) -> Option<Player> {
    let c = piece.chars().find(|c| c.is_ascii_alphabetic())?;
    Some(if c.is_ascii_uppercase() {
        Player::White
    } else {
        Player::Black
    })
}

/// The [`ClickMove`] of every legal move of `g`, in [`Game::legal_moves`] order.
pub fn click_moves<G: Game>(g: &G) -> Vec<ClickMove> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let me = g.to_move();
    let before: BTreeMap<String, String> = g.cells().into_iter().collect();
    moves
        .iter()
        .map(|&m| {
            let text = g.format_move(m);
            let mut s = g.clone();
            s.play(m);
            let after: BTreeMap<String, String> = s.cells().into_iter().collect();
            let mine = |p: Option<&String>| p.is_some_and(|p| owner(p) == Some(me));
            let mut froms = Vec::new();
            let mut tos = Vec::new();
            let mut changed = Vec::new();
            for cell in before
                .keys()
                .chain(after.keys().filter(|c| !before.contains_key(*c)))
            {
                let (b, a) = (before.get(cell), after.get(cell));
                if b == a {
                    continue;
                }
                changed.push(cell.clone());
                if mine(b) && !mine(a) {
                    froms.push(cell.clone());
                }
                if mine(a) && !mine(b) {
                    tos.push(cell.clone());
                }
            }
            changed.sort();
            let (from, to) = pick(&text, &froms, &tos, &before, &after);
            ClickMove {
                text,
                from,
                to,
                changed,
            }
        })
        .collect()
}

/// The `(from, to)` of a move whose decider's pieces left `froms` and arrived on `tos`: one
/// each, or where a move shifts two pieces (castling), the cells the notation names first,
/// then a `to` holding the piece that left `from`, then the first in cell order.
fn pick(
    text: &str,
    froms: &[String],
    tos: &[String],
    before: &BTreeMap<String, String>,
    after: &BTreeMap<String, String>,
) -> (Option<String>, Option<String>) {
    let named = |c: &&String| text.contains(c.as_str());
    let from = froms.iter().find(named).or(froms.first()).cloned();
    let same = |t: &&String| {
        from.as_ref()
            .is_some_and(|f| before.get(f) == after.get(*t))
    };
    let to = tos
        .iter()
        .find(|t| named(t) && same(t))
        .or_else(|| tos.iter().find(named))
        .or_else(|| tos.iter().find(same))
        .or(tos.first())
        .cloned();
    (from, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owners_follow_the_case_of_the_first_letter() {
        assert_eq!(owner("P"), Some(Player::White));
        assert_eq!(owner("x"), Some(Player::Black));
        assert_eq!(owner("[QR]"), Some(Player::White));
        assert_eq!(owner("*"), None);
    }
}
