//! Odds setups of Quantimex (`mcts::Odds::without_piece`): one piece of the kind, the first
//! found from file a (the board text lists files a to l, each from rank 1 up), each file from
//! the owner's edge: rank 1 up for Red (`White`), the file's top down for Green. The pending
//! and frozen state is kept (the start has none). The King is never removed.

use mcts::Codec;
use mcts::Player;

use super::Quantimex;
use crate::codec::Digits;
use crate::odds::{is_king, with_fields, Grid};

impl Quantimex {
    /// See the module docs and [`mcts::Odds::without_piece`].
    pub(crate) fn odds_without(&self, player: Player, piece: char) -> Option<Quantimex> {
        if is_king(piece) {
            return None;
        }
        let text = self.position_text();
        let board = text.split_whitespace().next()?;
        let mut grid = Grid::read(board, &['/'], Digits::Number, |_| 1)?;
        // Rows of the grid are files here, cells ranks from 1 up.
        let order: Vec<(usize, usize)> = grid
            .rows
            .iter()
            .enumerate()
            .flat_map(|(f, cells)| {
                let n = cells.len();
                (0..n).map(move |k| {
                    (
                        f,
                        if player == Player::White {
                            k
                        } else {
                            n - 1 - k
                        },
                    )
                })
            })
            .collect();
        let (r, c) = grid.first(order, player, piece)?;
        grid.rows[r][c] = None;
        self.load_position(&with_fields(&text, &grid.write(), |_, f| f.to_string()))
            .ok()
    }
}
