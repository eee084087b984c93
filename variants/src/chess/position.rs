//! FEN in and out for orthodox chess (docs/rules/chess.md, "Position text").

use mcts::Rules;
use crate::codec::{self, CodecError, Digits, PositionCodec};
use crate::potential::tables::{
    parse_square, square_name, tables, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK,
};
use mcts::{Player, PositionError};
use std::fmt::Write as _;

use super::*;

/// The fields of a FEN, for messages.
const FEN_FIELDS: &[&str] = &[
    "board",
    "side",
    "castling",
    "en-passant",
    "halfmove-clock",
    "move-number",
];

/// How to write the board field.
const BOARD_FIX: &str = "write 8 ranks from 8 down to 1 separated by '/', each 8 files a to h: piece letters P N B R Q K (White upper case, Black lower case) or a digit 1-8 for a run of empty squares";

/// The start position, the example in messages.
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Chess {
    /// Reads a FEN (4 to 6 fields; docs/rules/chess.md, "Position text"). Refused, naming the
    /// field, the value and the fix (FIDE Laws 3 and 9 as the `chess` variant plays them,
    /// RULINGS "Potential Chess": orthodox chess is the same engine):
    /// - a side without exactly one king;
    /// - a pawn on the first or last rank (pawns start on the second rank, never move back
    ///   and promote on the last);
    /// - more than 8 pawns of a side, or more pieces of a kind than the start's plus one
    ///   promotion per missing pawn (start: 1 Q, 2 R, 2 B, 2 N, 8 P);
    /// - a castling right without its king and rook in place; an en-passant square without a
    ///   pawn that just double-stepped;
    /// - the side not to move in check;
    /// - a halfmove clock of 65535 or more, a move number above 15535 (so neither overflows
    ///   in play within the largest move cap).
    pub fn from_fen(fen: &str) -> Result<Chess, PositionError> {
        Chess::parse_fen(fen).map_err(PositionError::from)
    }

    /// [`Chess::from_fen`] with the codec's error.
    pub fn parse_fen(fen: &str) -> Result<Chess, CodecError> {
        let f = codec::fields(fen, FEN_FIELDS, 4, START_FEN)?;
        let mut c = Chess::empty();
        let ranks = codec::split_exact("board", f[0], '/', 8, "ranks", BOARD_FIX)?;
        for (i, row) in ranks.iter().enumerate() {
            let rank = 7 - i;
            let place = format!("rank {}", rank + 1);
            codec::read_row(
                "board",
                &place,
                row,
                8,
                Digits::Single,
                BOARD_FIX,
                |_| 1,
                |file, tok| {
                    let ch = tok.chars().next().unwrap_or(' ');
                    let colour = if ch.is_ascii_uppercase() { 0 } else { 1 };
                    let kind = match ch.to_ascii_lowercase() {
                        'p' => PAWN,
                        'n' => KNIGHT,
                        'b' => BISHOP,
                        'r' => ROOK,
                        'q' => QUEEN,
                        'k' => KING,
                        _ => {
                            return Err(CodecError::new(
                                "board",
                                *row,
                                format!("({place}) has an unknown piece letter '{tok}'"),
                                BOARD_FIX,
                            ))
                        }
                    };
                    if kind == PAWN && (rank == 0 || rank == 7) {
                        return Err(CodecError::new(
                            "board",
                            *row,
                            format!("({place}) has a pawn on {}", square_name(rank * 8 + file)),
                            "pawns stand on ranks 2 to 7 only: they start on the second rank, never move back and promote on the last",
                        ));
                    }
                    c.put(rank * 8 + file, colour, kind);
                    Ok(())
                },
            )?;
        }
        c.side = match codec::side("side", f[1], "w", "b")? {
            Player::White => 0,
            Player::Black => 1,
        };
        c.check_material(f[0])?;
        if f[2] != "-" {
            for ch in f[2].chars() {
                let (bit, k, r, col) = match ch {
                    'K' => (CASTLE_WK, 4, 7, 0),
                    'Q' => (CASTLE_WQ, 4, 0, 0),
                    'k' => (CASTLE_BK, 60, 63, 1),
                    'q' => (CASTLE_BQ, 60, 56, 1),
                    _ => {
                        return Err(CodecError::new(
                            "castling",
                            f[2],
                            format!("has an unknown letter '{ch}'"),
                            "write K, Q, k, q or -",
                        ))
                    }
                };
                if c.piece_at(k) != Some((col, KING)) || c.piece_at(r) != Some((col, ROOK)) {
                    return Err(CodecError::new(
                        "castling",
                        f[2],
                        format!(
                            "gives '{ch}' without the king on {} and the rook on {}",
                            square_name(k),
                            square_name(r)
                        ),
                        "a castling right needs its king and rook on their start squares; leave the letter out",
                    ));
                }
                c.castling |= bit;
            }
        }
        if f[3] != "-" {
            let bad = |problem: String| {
                CodecError::new(
                    "en-passant",
                    f[3],
                    problem,
                    "write - or the square a pawn of the side that just moved passed over with its double step (rank 6 with White to move, rank 3 with Black)",
                )
            };
            let sq = parse_square(f[3]).ok_or_else(|| bad("is not a square".into()))?;
            let want_rank = if c.side == 0 { 5 } else { 2 };
            let victim = if c.side == 0 {
                sq.wrapping_sub(8)
            } else {
                sq + 8
            };
            if sq / 8 != want_rank || c.piece_at(victim) != Some((1 - c.side as usize, PAWN)) {
                return Err(bad("has no pawn that just double-stepped past it".into()));
            }
            // keep it only when a capture is possible (so equal positions hash equally; a
            // capture that is not legal is dropped below, FIDE 9.2.2)
            if tables().pawn_attacks[1 - c.side as usize][sq]
                & c.by_kind[PAWN]
                & c.by_color[c.side as usize]
                != 0
            {
                c.ep = sq as u8;
            }
        }
        // Both counters are kept clear of overflow while the game is played on: the halfmove
        // clock ends the game (fifty-move rule) on the next reversible move from any value of
        // 100 or more, and the move number grows by at most 50,000 within the largest move
        // cap (100,000 plies, registry `move_cap`).
        if f.len() > 4 {
            c.halfmove = codec::number("halfmove-clock", f[4], u16::MAX - 1)?;
        }
        if f.len() > 5 {
            c.fullmove = codec::number("move-number", f[5], u16::MAX - 50_000)?;
        }
        let them = 1 - c.side as usize;
        let ksq = (c.by_kind[KING] & c.by_color[them]).trailing_zeros() as usize;
        if c.attackers_to(ksq, c.occ()) & c.by_color[c.side as usize] != 0 {
            return Err(CodecError::new(
                "side",
                f[1],
                format!(
                    "is to move while the other side's king on {} is in check",
                    square_name(ksq)
                ),
                "the side not to move cannot be in check (its own last move may not leave its king attacked): write the other side, or change the board",
            ));
        }
        if !c.ep_capture_legal() {
            c.ep = NO_EP;
        }
        c.hash = c.hash_from_scratch();
        c.history.restart(c.hash);
        Ok(c)
    }

    /// The material rules of the board field `board` (FIDE 3.7.5, 3.8: one king each,
    /// promotion replaces a pawn): exactly one king per side, at most 8 pawns, and pieces
    /// beyond the start's 1 Q, 2 R, 2 B, 2 N at most the side's missing pawns.
    fn check_material(&self, board: &str) -> Result<(), CodecError> {
        let name = ["pawns", "knights", "bishops", "rooks", "queens", "kings"];
        let start = [8u32, 2, 2, 2, 1, 1];
        for (col, side) in Player::BOTH.into_iter().enumerate() {
            let n = |kind: usize| (self.by_kind[kind] & self.by_color[col]).count_ones();
            if n(KING) != 1 {
                return Err(CodecError::new(
                    "board",
                    board,
                    format!("gives {side} {} kings", n(KING)),
                    format!("{side} has exactly one king (K for White, k for Black)"),
                ));
            }
            if n(PAWN) > 8 {
                return Err(CodecError::new(
                    "board",
                    board,
                    format!("gives {side} {} pawns", n(PAWN)),
                    format!("{side} has at most 8 pawns, the start's"),
                ));
            }
            let promoted: u32 = [KNIGHT, BISHOP, ROOK, QUEEN]
                .iter()
                .map(|&k| n(k).saturating_sub(start[k]))
                .sum();
            if promoted + n(PAWN) > 8 {
                let extra: Vec<String> = [KNIGHT, BISHOP, ROOK, QUEEN]
                    .iter()
                    .filter(|&&k| n(k) > start[k])
                    .map(|&k| format!("{} {}", n(k), name[k]))
                    .collect();
                return Err(CodecError::new(
                    "board",
                    board,
                    format!(
                        "gives {side} {} and {} pawns",
                        extra.join(", "),
                        n(PAWN)
                    ),
                    format!(
                        "pieces beyond the start's 1 queen, 2 rooks, 2 bishops and 2 knights come from promoted pawns: {side} may have at most 8 minus its pawns of them ({} here, {promoted} given)",
                        8 - n(PAWN)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(rank * 8 + file) {
                    None => empty += 1,
                    Some((col, kind)) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        let ch = b"pnbrqk"[kind] as char;
                        s.push(if col == 0 {
                            ch.to_ascii_uppercase()
                        } else {
                            ch
                        });
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push_str(if self.side == 0 { " w " } else { " b " });
        if self.castling == 0 {
            s.push('-');
        }
        for (bit, ch) in [
            (CASTLE_WK, 'K'),
            (CASTLE_WQ, 'Q'),
            (CASTLE_BK, 'k'),
            (CASTLE_BQ, 'q'),
        ] {
            if self.castling & bit != 0 {
                s.push(ch);
            }
        }
        if self.ep == NO_EP {
            s.push_str(" -");
        } else {
            let _ = write!(s, " {}", square_name(self.ep as usize));
        }
        let _ = write!(s, " {} {}", self.halfmove, self.fullmove);
        s
    }
}

impl PositionCodec for Chess {
    /// FEN with this game's move cap ([`Chess::parse_fen`]).
    fn parse_position(&self, text: &str) -> Result<Chess, CodecError> {
        let mut c = Chess::parse_fen(text)?;
        c.move_cap = self.move_cap;
        Ok(c)
    }

    fn format_position(&self) -> String {
        self.fen()
    }
}
