//! Odds setups of Uncertainty (`mcts::Odds::without_piece`). Every piece starts as a pawn on
//! the board and its kind comes from the owner's reserve when it transforms (rule 7,
//! docs/rules/uncertainty.md), so the two things a side can give are:
//! - `P`: a pawn from the board, the first found from the queen's side (file a first, each
//!   file from the owner's edge: the last rank of the text for White, the first for Black;
//!   on 3D boards the layers' ranks run on as one list of rows);
//! - a reserve letter (`Q`, `R`, ...): one such piece from the reserve **together with a
//!   pawn** (the first found, as above). A piece leaves the reserve only by transforming a
//!   pawn, which leaves play, so the position text refuses a full set of pawns beside a
//!   reduced reserve ("pawns on the board plus pieces gone from the reserve are at most the
//!   figure's pawns"); the army without the piece and its pawn is the one a game reaches when
//!   that pawn transformed into the piece and the piece was captured, and the rule stays as
//!   it is. [`mcts::Odds::odds_pawns`] says so (1 for a reserve letter), and the imbalance
//!   method subtracts the pawn's measured worth from the row (docs/values.md). A bishop given
//!   this way is not counted in the bishops field: the side's remaining bishop may take
//!   either colour, as the first bishop of a full reserve may.
//!
//! The king (on the board or in reserve) is never removed.

use mcts::Codec;
use mcts::Player;

use super::Uncertainty;
use crate::codec::Digits;
use crate::odds::{is_king, with_fields, Grid};

impl Uncertainty {
    /// See the module docs and [`mcts::Odds::without_piece`].
    pub(crate) fn odds_without(&self, player: Player, piece: char) -> Option<Uncertainty> {
        if is_king(piece) {
            return None;
        }
        let text = self.position_text();
        let board = text.split_whitespace().next()?;
        let mut grid = Grid::read(board, &['/', '|'], Digits::Number, |_| 1)?;
        if piece.eq_ignore_ascii_case(&'p') {
            let (r, c) = grid.first(grid.queen_side_order(player), player, 'P')?;
            grid.rows[r][c] = None;
            return self
                .load_position(&with_fields(&text, &grid.write(), |_, f| f.to_string()))
                .ok();
        }
        if !piece.is_ascii_alphabetic() {
            return None;
        }
        let reserve = 2 + player.index();
        let want = if player == Player::White {
            piece.to_ascii_uppercase()
        } else {
            piece.to_ascii_lowercase()
        };
        let field = text.split_whitespace().nth(reserve)?;
        let at = field.find(want)?;
        let mut kept = field.to_string();
        kept.remove(at);
        if kept.is_empty() {
            kept.push('-');
        }
        // The pawn it came from.
        let (r, c) = grid.first(grid.queen_side_order(player), player, 'P')?;
        grid.rows[r][c] = None;
        let board = grid.write();
        let out = with_fields(&text, &board, |i, f| {
            if i == reserve {
                kept.clone()
            } else {
                f.to_string()
            }
        });
        self.load_position(&out).ok()
    }

    /// See [`mcts::Odds::odds_pieces`]: the pawn, then each reserve letter both sides hold
    /// (upper case, in the reserve text's order), the king excepted.
    pub(crate) fn odds_letters(&self) -> Vec<char> {
        let mut out = vec!['P'];
        for c in self.reserve_text(Player::White).chars() {
            let c = c.to_ascii_uppercase();
            if c.is_ascii_alphabetic() && c != 'K' && !out.contains(&c) {
                out.push(c);
            }
        }
        out.retain(|&c| {
            self.odds_without(Player::White, c).is_some()
                && self.odds_without(Player::Black, c).is_some()
        });
        out
    }
}
