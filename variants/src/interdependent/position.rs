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

use crate::codec::{self, CodecError, Digits, PositionCodec};

use super::board::{cell_at, cell_name, FILES, RANKS};
use super::movegen::{code, kind_code, side_of};
use super::rules::{Interdependent, Kind, SETUP};

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

    /// Reads a position text with move cap `move_cap` (see the module doc). Errors name the
    /// field, the value and the fix.
    pub fn from_text(text: &str, move_cap: u32) -> Result<Interdependent, PositionError> {
        Interdependent::parse_text(text, move_cap).map_err(PositionError::from)
    }

    /// [`Interdependent::from_text`] with the codec's error. Refused besides malformed text
    /// (004_0ca2faf906401d7b.txt; RULINGS "Interdependent Chess"): a side without exactly one
    /// King on the board; a King in hand (a King is never captured); more pieces of a kind on
    /// the board and in both hands than the game's set has (2 Kings, 2 Universalists, 4 of
    /// each other kind: captured pieces change sides, none leaves the game); the side not to
    /// move in check.
    pub fn parse_text(text: &str, move_cap: u32) -> Result<Interdependent, CodecError> {
        let f = codec::fields(text, &["board", "side", "hands", "plies"], 4, SETUP)?;
        let mut g = Interdependent::blank(move_cap);
        let rows = codec::split_exact("board", f[0], '/', RANKS, "ranks", BOARD_FIX)?;
        let mut count = [0u32; 8];
        for (i, row) in rows.iter().enumerate() {
            let rank = RANKS as i32 - 1 - i as i32;
            let place = format!("rank {}", rank + 1);
            codec::read_row(
                "board",
                &place,
                row,
                FILES,
                Digits::Single,
                BOARD_FIX,
                |_| 1,
                |file, tok| {
                    let ch = tok.chars().next().unwrap_or(' ');
                    let k = Kind::from_letter(ch)
                        .filter(|_| ch.is_ascii())
                        .ok_or_else(|| {
                            CodecError::new(
                                "board",
                                *row,
                                format!("({place}) has an unknown piece letter '{tok}'"),
                                BOARD_FIX,
                            )
                        })?;
                    let side = if ch.is_ascii_uppercase() {
                        Player::White
                    } else {
                        Player::Black
                    };
                    g.pos
                        .put(cell_at(file as i32, rank).unwrap(), code(k, side));
                    count[k as usize] += 1;
                    Ok(())
                },
            )?;
        }
        g.side = codec::side("side", f[1], "w", "b")?;
        if f[2] != "-" {
            for ch in f[2].chars() {
                let k = Kind::from_letter(ch)
                    .filter(|_| ch.is_ascii())
                    .ok_or_else(|| {
                        CodecError::new(
                            "hands",
                            f[2],
                            format!("has an unknown letter '{ch}'"),
                            HANDS_FIX,
                        )
                    })?;
                if k == Kind::King {
                    return Err(CodecError::new(
                        "hands",
                        f[2],
                        format!("holds a King '{ch}'"),
                        format!("a King is never captured, so never in hand; {HANDS_FIX}"),
                    ));
                }
                let s = if ch.is_ascii_uppercase() { 0 } else { 1 };
                count[k as usize] += 1;
                if count[k as usize] > k.total() as u32 {
                    return Err(CodecError::new(
                        "hands",
                        f[2],
                        format!(
                            "brings the {}s on the board and in hand to {}",
                            k.name(),
                            count[k as usize]
                        ),
                        format!(
                            "the game has {} {}s in all, on the board or in either hand",
                            k.total(),
                            k.name()
                        ),
                    ));
                }
                g.hand[s][k as usize] += 1;
            }
        }
        g.plies = codec::number("plies", f[3], u32::MAX)?;
        for k in Kind::ALL {
            if count[k as usize] > k.total() as u32 {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!("has {} {}s", count[k as usize], k.name()),
                    format!(
                        "the game has {} {}s in all, on the board or in either hand",
                        k.total(),
                        k.name()
                    ),
                ));
            }
        }
        for side in Player::BOTH {
            let kings = (0..super::board::NCELLS)
                .filter(|&c| g.pos.board[c] == code(Kind::King, side))
                .count();
            if kings != 1 {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!("gives {side} {kings} Kings"),
                    format!("{side} has exactly one King on the board (K for White, k for Black)"),
                ));
            }
        }
        g.recount();
        let waiting = g.side.other();
        if g.in_check(waiting) {
            return Err(CodecError::new(
                "side",
                f[1],
                format!(
                    "is to move while {waiting}'s King on {} is in check",
                    cell_name(g.king_cell(waiting))
                ),
                "the side not to move cannot be in check (no legal move leaves its King attacked): write the other side, or change the board",
            ));
        }
        debug_assert!(g
            .pos
            .board
            .iter()
            .all(|&p| p == 0 || (kind_code(p) >= 1 && side_of(p) < 2)));
        Ok(g)
    }
}

/// How to write the board field.
const BOARD_FIX: &str = "write 7 ranks from 7 down to 1 separated by '/', each 6 files a to f: piece letters K U S N C T G (White upper case, Black lower case) or a digit 1-6 for a run of empty squares";

/// How to write the hands field.
const HANDS_FIX: &str =
    "write - or the pieces in hand as letters U S N C T G, upper case White's, lower case Black's";

impl PositionCodec for Interdependent {
    fn parse_position(&self, text: &str) -> Result<Interdependent, CodecError> {
        Interdependent::parse_text(text, self.move_cap)
    }

    fn format_position(&self) -> String {
        self.to_text()
    }
}
