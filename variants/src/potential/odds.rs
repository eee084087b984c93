//! Odds setups of Potential Chess (`mcts::Odds::without_piece`). Every piece starts
//! undetermined (`[X]`), so a piece is named by its start square's orthodox type, as in
//! orthodox chess's odds (crate::chess odds): `N` takes the piece on b1 (b8 for Black), `R`
//! a1, `B` c1, `Q` d1, `P` f2. The piece leaves the board as a captured piece stated that type
//! (the captured fields; a bishop is stated by its square's colour, `D` on c1, `L` on c8), so
//! the side keeps its 16 original pieces on the board or off it, as the position text
//! requires, and the remaining pieces must between them still be the rest of the army. `None`
//! when that square holds no piece of the player, when the piece there can no longer be that
//! type (the text is then refused), and for the king.

use mcts::Codec;
use mcts::Player;

use super::PotentialChess;
use crate::codec::Digits;
use crate::odds::{is_king, with_fields, Grid};

/// A potential token's length: `[...]` and the `+`/`*` marks after it.
fn token_len(rest: &str) -> usize {
    match rest.find(']') {
        Some(end) if rest.starts_with('[') => {
            end + 1
                + rest[end + 1..]
                    .bytes()
                    .take_while(|&b| b == b'+' || b == b'*')
                    .count()
        }
        _ => 1,
    }
}

impl PotentialChess {
    /// See the module docs and [`mcts::Odds::without_piece`].
    pub(crate) fn odds_without(&self, player: Player, piece: char) -> Option<PotentialChess> {
        let piece = piece.to_ascii_uppercase();
        if is_king(piece) {
            return None;
        }
        // (row in the text, file) for White; Black's row is 7 - row.
        let (row, file) = match piece {
            'N' => (7, 1),
            'R' => (7, 0),
            'B' => (7, 2),
            'Q' => (7, 3),
            'P' => (6, 5),
            _ => return None,
        };
        let row = if player == Player::White {
            row
        } else {
            7 - row
        };
        let text = self.position_text();
        let board = text.split_whitespace().next()?;
        let mut grid = Grid::read(board, &['/'], Digits::Single, token_len)?;
        let tok = grid.rows[row][file].as_deref()?;
        let letter = Grid::letter(tok)?;
        if letter.is_ascii_uppercase() != (player == Player::White) {
            return None;
        }
        grid.rows[row][file] = None;
        let stated = match piece {
            // c1 (row 7, file 2) is a dark square, c8 a light one.
            'B' if (row + file) % 2 == 1 => 'D',
            'B' => 'L',
            p => p,
        };
        let stated = if player == Player::White {
            stated
        } else {
            stated.to_ascii_lowercase()
        };
        let captured = 3 + player.index();
        let out = with_fields(&text, &grid.write(), |i, f| {
            if i == captured {
                let mut s = if f == "-" {
                    String::new()
                } else {
                    f.to_string()
                };
                s.push(stated);
                s
            } else {
                f.to_string()
            }
        });
        self.load_position(&out).ok()
    }
}
