//! Odds setups of Interdependent Chess (`mcts::Odds::without_piece`): one piece of the kind
//! from the board, the first found from the queen's side (file a first, each file from the
//! owner's back rank). Hands stay as they are; the position text accepts fewer pieces than the
//! set (it refuses only more). The King is never removed. The game has no pawn, so `collapse
//! values --method imbalance` gives its values in logits.

use mcts::Codec;
use mcts::Player;

use super::Interdependent;
use crate::codec::Digits;
use crate::odds::{is_king, with_fields, Grid};

impl Interdependent {
    /// See the module docs and [`mcts::Odds::without_piece`].
    pub(crate) fn odds_without(&self, player: Player, piece: char) -> Option<Interdependent> {
        if is_king(piece) {
            return None;
        }
        let text = self.position_text();
        let board = text.split_whitespace().next()?;
        let mut grid = Grid::read(board, &['/'], Digits::Single, |_| 1)?;
        let (r, c) = grid.first(grid.queen_side_order(player), player, piece)?;
        grid.rows[r][c] = None;
        self.load_position(&with_fields(&text, &grid.write(), |_, f| f.to_string()))
            .ok()
    }
}
