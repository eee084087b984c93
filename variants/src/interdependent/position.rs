//! Position text (docs/rules/interdependent.md, "Position text"):
//! `<board> <side> <hands> <plies>`, e.g. the setup `snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w - 0`.
//!
//! - board: ranks 7 down to 1 separated by `/`, each rank files a..f, a piece letter (K U S N C
//!   T G; upper case White, lower case Black) or a digit 1-6 for a run of empty squares;
//! - side: `w` or `b`, the player to move;
//! - hands: the pieces in hand, upper case held by White and lower case by Black, in any order
//!   (written kind by kind, White first), or `-` for none;
//! - plies: moves played so far (the move cap counts them).
//!
//! Refused, with a message saying where: a wrong number of fields or ranks, a rank of the wrong
//! length, an unknown letter, a King in hand, a side without exactly one King on the board, more
//! pieces of a kind than the game has (2 Kings, 2 Universalists, 4 of each other kind), and a
//! position where the side that just moved left its own King in check. The repetition history
//! of a loaded position starts at that position.

use std::fmt::Write as _;

use mcts::{Player, PositionError};

use super::board::{cell_at, cell_name, FILES, RANKS};
use super::movegen::{code, kind_code, side_of};
use super::rules::{Interdependent, Kind};

impl Interdependent {
    /// The hand of `side` as letters (upper case White, lower case Black), or `-`.
    pub fn hand_text(&self, side: Player) -> String {
        let mut t = String::new();
        for k in Kind::DROPPABLE {
            for _ in 0..self.hand[side.index()][k as usize] {
                t.push(match side {
                    Player::White => k.letter(),
                    Player::Black => k.letter().to_ascii_lowercase(),
                });
            }
        }
        if t.is_empty() {
            t.push('-');
        }
        t
    }

    /// The letter of the piece on `cell` (upper case White), or `None`.
    pub fn letter_at(&self, cell: usize) -> Option<char> {
        self.piece_at(cell).map(|(k, s)| match s {
            Player::White => k.letter(),
            Player::Black => k.letter().to_ascii_lowercase(),
        })
    }

    /// The position as text (see the module doc).
    pub fn to_text(&self) -> String {
        let mut t = String::new();
        for r in (0..RANKS as i32).rev() {
            let mut empty = 0;
            for f in 0..FILES as i32 {
                match self.letter_at(cell_at(f, r).unwrap()) {
                    None => empty += 1,
                    Some(ch) => {
                        if empty > 0 {
                            write!(t, "{empty}").unwrap();
                            empty = 0;
                        }
                        t.push(ch);
                    }
                }
            }
            if empty > 0 {
                write!(t, "{empty}").unwrap();
            }
            if r > 0 {
                t.push('/');
            }
        }
        let (w, b) = (self.hand_text(Player::White), self.hand_text(Player::Black));
        let hands = match (w.as_str(), b.as_str()) {
            ("-", "-") => "-".to_string(),
            ("-", _) => b,
            (_, "-") => w,
            _ => w + &b,
        };
        let side = if self.side == Player::White { 'w' } else { 'b' };
        write!(t, " {side} {hands} {}", self.plies).unwrap();
        t
    }

    /// Reads a position text with move cap `move_cap`. Errors say which field, rank or letter is
    /// wrong and what the valid form is.
    pub fn from_text(text: &str, move_cap: u32) -> Result<Interdependent, PositionError> {
        let err = |m: String| PositionError(m);
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 4 {
            return Err(err(format!(
                "expected 4 fields '<board> <w|b> <hands|-> <plies>' (e.g. '{}'), found {}",
                super::rules::SETUP,
                fields.len()
            )));
        }
        let mut g = Interdependent::blank(move_cap);
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != RANKS {
            return Err(err(format!(
                "board field: the board has 7 ranks separated by '/', found {}",
                rows.len()
            )));
        }
        let mut count = [0u8; 8];
        for (i, row) in rows.iter().enumerate() {
            let rank = RANKS as i32 - 1 - i as i32;
            let mut f = 0i32;
            for ch in row.chars() {
                let width = match ch.to_digit(10) {
                    Some(0) => {
                        return Err(err(format!(
                            "board field, rank {}: '0' is no run of empty squares (use 1-6)",
                            rank + 1
                        )))
                    }
                    Some(d) => d as i32,
                    None => 1,
                };
                if f + width > FILES as i32 {
                    return Err(err(format!(
                        "board field, rank {}: '{row}' is longer than 6 files (a-f)",
                        rank + 1
                    )));
                }
                if width == 1 && !ch.is_ascii_digit() {
                    let k = Kind::from_letter(ch).ok_or_else(|| {
                        err(format!(
                            "board field, rank {}: '{ch}' is not a piece letter (K U S N C T G; \
                             upper case White, lower case Black) or a digit",
                            rank + 1
                        ))
                    })?;
                    let side = if ch.is_ascii_uppercase() {
                        Player::White
                    } else {
                        Player::Black
                    };
                    g.pos.put(cell_at(f, rank).unwrap(), code(k, side));
                    count[k as usize] += 1;
                }
                f += width;
            }
            if f != FILES as i32 {
                return Err(err(format!(
                    "board field, rank {}: '{row}' covers {f} files, a rank has 6 (a-f)",
                    rank + 1
                )));
            }
        }
        g.side = match fields[1] {
            "w" => Player::White,
            "b" => Player::Black,
            o => return Err(err(format!("side field: '{o}' must be w or b"))),
        };
        if fields[2] != "-" {
            for ch in fields[2].chars() {
                let k = Kind::from_letter(ch).ok_or_else(|| {
                    err(format!(
                        "hands field: '{ch}' is not a piece letter (U S N C T G; upper case \
                         White's, lower case Black's) and the field is not '-'"
                    ))
                })?;
                if k == Kind::King {
                    return Err(err(
                        "hands field: a King is never captured, so never in hand".to_string(),
                    ));
                }
                let s = if ch.is_ascii_uppercase() { 0 } else { 1 };
                g.hand[s][k as usize] += 1;
                count[k as usize] += 1;
            }
        }
        g.plies = fields[3].parse().map_err(|_| {
            err(format!(
                "plies field: '{}' is not a whole number",
                fields[3]
            ))
        })?;
        for k in Kind::ALL {
            if count[k as usize] > k.total() {
                return Err(err(format!(
                    "{} {}s on the board and in hand; the game has {} in all",
                    count[k as usize],
                    k.name(),
                    k.total()
                )));
            }
        }
        for side in Player::BOTH {
            let kings = (0..super::board::NCELLS)
                .filter(|&c| g.pos.board[c] == code(Kind::King, side))
                .count();
            if kings != 1 {
                return Err(err(format!(
                    "board field: {side} must have exactly one King on the board, found {kings}"
                )));
            }
        }
        g.recount();
        let waiting = g.side.other();
        if g.in_check(waiting) {
            return Err(err(format!(
                "{waiting}'s King on {} is in check with {} to move: no legal move leaves \
                 that position",
                cell_name(g.king_cell(waiting)),
                g.side
            )));
        }
        debug_assert!(g
            .pos
            .board
            .iter()
            .all(|&p| p == 0 || (kind_code(p) >= 1 && side_of(p) < 2)));
        Ok(g)
    }
}
