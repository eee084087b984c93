//! Odds setups, shared by every game's `without_piece` (`mcts::Odds::without_piece`): the
//! board field of a position text read into a grid of cell tokens with the shared row
//! tokenizer ([`codec::read_row`]), one token taken away, and the field written back
//! ([`codec::write_row`]). Each game's `odds.rs` chooses the cell and fixes its other fields;
//! its own `load_position` then validates the result.

use crate::codec::{self, Digits};
use mcts::Player;

/// A board field as rows of cell tokens (`None` = empty), with the separators between rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Grid {
    /// Rows in text order; each cell the piece token (`N`, `[X]+`, `R+U*`) or `None`.
    pub rows: Vec<Vec<Option<String>>>,
    /// The separator after each row but the last (`/`, `|`).
    pub seps: Vec<char>,
}

impl Grid {
    /// Reads `board`: rows split on any of `seps`, empty runs by `digits`, tokens by
    /// `token_len` (as the game's own reader takes them). `None` for a malformed field (the
    /// game's own text never is).
    pub fn read(
        board: &str,
        seps: &[char],
        digits: Digits,
        token_len: impl Fn(&str) -> usize,
    ) -> Option<Grid> {
        let mut rows = Vec::new();
        let mut sep_list = Vec::new();
        let mut rest = board;
        loop {
            let end = rest.find(|c| seps.contains(&c)).unwrap_or(rest.len());
            let row = &rest[..end];
            // The width: a lenient count first, then the shared reader checks the row.
            let mut width = 0usize;
            let mut r = row;
            while let Some(c) = r.chars().next() {
                if c.is_ascii_digit() {
                    let n = match digits {
                        Digits::Single => 1,
                        Digits::Number => r.bytes().take_while(u8::is_ascii_digit).count(),
                    };
                    width += r[..n].parse::<usize>().ok()?;
                    r = &r[n..];
                } else {
                    let len = token_len(r).clamp(c.len_utf8(), r.len());
                    if !r.is_char_boundary(len) {
                        return None;
                    }
                    width += 1;
                    r = &r[len..];
                }
            }
            let mut cells = vec![None; width];
            codec::read_row(
                "board",
                "row",
                row,
                width,
                digits,
                "",
                |t| token_len(t),
                |i, tok| {
                    cells[i] = Some(tok.to_string());
                    Ok(())
                },
            )
            .ok()?;
            rows.push(cells);
            if end == rest.len() {
                break;
            }
            sep_list.push(rest[end..].chars().next()?);
            rest = &rest[end + 1..];
        }
        Some(Grid {
            rows,
            seps: sep_list,
        })
    }

    /// The board field again, in the game's canonical form.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for (i, row) in self.rows.iter().enumerate() {
            codec::write_row(&mut out, row.iter().map(|c| c.as_deref()));
            if let Some(&s) = self.seps.get(i) {
                out.push(s);
            }
        }
        out
    }

    /// The piece letter of a cell token: its first ASCII letter (`[X]` shows `X`).
    pub fn letter(token: &str) -> Option<char> {
        token.chars().find(|c| c.is_ascii_alphabetic())
    }

    /// True when the cell at (`row`, `col`) holds a piece of `player` (upper case White)
    /// whose letter is `piece` in either case.
    pub fn holds(&self, row: usize, col: usize, player: Player, piece: char) -> bool {
        let Some(Some(tok)) = self.rows.get(row).and_then(|r| r.get(col)) else {
            return false;
        };
        Grid::letter(tok).is_some_and(|c| {
            c.eq_ignore_ascii_case(&piece) && c.is_ascii_uppercase() == (player == Player::White)
        })
    }

    /// The first cell in `order` that holds a piece of `player` of kind `piece`.
    pub fn first(
        &self,
        order: impl IntoIterator<Item = (usize, usize)>,
        player: Player,
        piece: char,
    ) -> Option<(usize, usize)> {
        order
            .into_iter()
            .find(|&(r, c)| self.holds(r, c, player, piece))
    }

    /// Every cell, file by file from the left, each file from `player`'s own edge (the last
    /// row for White, the first for Black): "the first found from the queen's side" on boards
    /// where the queen's side is the left (a to h), as in chess.
    pub fn queen_side_order(&self, player: Player) -> Vec<(usize, usize)> {
        let width = self.rows.iter().map(Vec::len).max().unwrap_or(0);
        let n = self.rows.len();
        let mut out = Vec::new();
        for c in 0..width {
            for k in 0..n {
                let r = if player == Player::White {
                    n - 1 - k
                } else {
                    k
                };
                if c < self.rows[r].len() {
                    out.push((r, c));
                }
            }
        }
        out
    }
}

/// `text` with its first whitespace-separated field (the board) replaced by `board` and
/// field `i` replaced by `f(i, field)` for the others.
pub(crate) fn with_fields(text: &str, board: &str, f: impl Fn(usize, &str) -> String) -> String {
    let mut out = vec![board.to_string()];
    for (i, field) in text.split_whitespace().enumerate().skip(1) {
        out.push(f(i, field));
    }
    out.join(" ")
}

/// True for the king's letter (never removed).
pub(crate) fn is_king(piece: char) -> bool {
    piece.eq_ignore_ascii_case(&'k')
}
