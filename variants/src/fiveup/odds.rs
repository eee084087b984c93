//! Odds setups of Five Up (`mcts::Odds::without_piece`): one piece of the kind, the first
//! found from the queen's side: file a first, each file from White's edge for White (layer E's
//! first rank, then up and towards layer A: the rows of the text from the last) and from
//! Black's edge for Black. A cell that also carries a unicorn (`W+U` with `unicorn=on`) is
//! skipped, so the unicorn never goes with its rider; the unicorn itself (`U`) may be given.
//! Castling (the king's) is untouched. The king is never removed.

use mcts::Codec;
use mcts::Player;

use super::FiveUp;
use crate::codec::Digits;
use crate::odds::{is_king, with_fields, Grid};

/// A cell token's length: a letter, then `+U`, `*` and `^` if present (as fiveup/position.rs).
fn token_len(rest: &str) -> usize {
    let b = rest.as_bytes();
    let mut j = rest.chars().next().map_or(1, char::len_utf8);
    if b.get(j) == Some(&b'+') {
        j = (j + 2).min(b.len());
    }
    if b.get(j) == Some(&b'*') {
        j += 1;
    }
    if b.get(j) == Some(&b'^') {
        j += 1;
    }
    j
}

impl FiveUp {
    /// See the module docs and [`mcts::Odds::without_piece`].
    pub(crate) fn odds_without(&self, player: Player, piece: char) -> Option<FiveUp> {
        if is_king(piece) {
            return None;
        }
        let text = self.position_text();
        let board = text.split_whitespace().next()?;
        let mut grid = Grid::read(board, &['/', '|'], Digits::Single, token_len)?;
        let order: Vec<(usize, usize)> = grid
            .queen_side_order(player)
            .into_iter()
            .filter(|&(r, c)| !grid.rows[r][c].as_deref().is_some_and(|t| t.contains('+')))
            .collect();
        let (r, c) = grid.first(order, player, piece)?;
        grid.rows[r][c] = None;
        self.load_position(&with_fields(&text, &grid.write(), |_, f| f.to_string()))
            .ok()
    }
}
