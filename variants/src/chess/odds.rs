//! Odds setups of orthodox chess (`mcts::Odds::without_piece`): the piece a chess player gives
//! as odds, by the convention of Kaufman's and H. G. Muller's imbalance studies: knight odds
//! take the queen's knight (b1/b8), rook odds the queen's rook (a1/a8, with its castling
//! right), bishop odds the queen's bishop (c1/c8), queen odds the queen (d1/d8), pawn odds the
//! f-pawn (f2/f7). When that square does not hold the piece (a later position), the first
//! such piece from the queen's side goes: files a to h, each from the owner's back rank up.

use mcts::Codec;
use mcts::Player;

use super::Chess;
use crate::codec::Digits;
use crate::odds::{is_king, with_fields, Grid};

/// The conventional odds square of `piece` (upper case) for White, as (row in the FEN board,
/// file); Black's is the mirror row.
fn odds_square(piece: char) -> Option<(usize, usize)> {
    match piece {
        'N' => Some((7, 1)),
        'R' => Some((7, 0)),
        'B' => Some((7, 2)),
        'Q' => Some((7, 3)),
        'P' => Some((6, 5)),
        _ => None,
    }
}

impl Chess {
    /// See the module docs and [`mcts::Odds::without_piece`]: `None` for the king, for a
    /// letter other than P N B R Q, and when `player` has no such piece.
    pub(super) fn odds_without(&self, player: Player, piece: char) -> Option<Chess> {
        let piece = piece.to_ascii_uppercase();
        if is_king(piece) || !"PNBRQ".contains(piece) {
            return None;
        }
        let text = self.position_text();
        let board = text.split_whitespace().next()?;
        let mut grid = Grid::read(board, &['/'], Digits::Single, |_| 1)?;
        let mirror = |(r, c): (usize, usize)| match player {
            Player::White => (r, c),
            Player::Black => (7 - r, c),
        };
        let preferred = odds_square(piece).map(mirror);
        let (r, c) = grid.first(
            preferred.into_iter().chain(grid.queen_side_order(player)),
            player,
            piece,
        )?;
        grid.rows[r][c] = None;
        // A rook leaving its corner takes its castling right with it.
        let lost = match (r, c) {
            (7, 0) => Some('Q'),
            (7, 7) => Some('K'),
            (0, 0) => Some('q'),
            (0, 7) => Some('k'),
            _ => None,
        };
        let out = with_fields(&text, &grid.write(), |i, f| {
            if i == 2 && piece == 'R' {
                let kept: String = f.chars().filter(|&x| Some(x) != lost).collect();
                if kept.is_empty() {
                    "-".to_string()
                } else {
                    kept
                }
            } else {
                f.to_string()
            }
        });
        self.load_position(&out).ok()
    }
}
