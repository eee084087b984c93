//! FEN in and out for orthodox chess (docs/rules/chess.md, "Position text").

use crate::potential::tables::{
    parse_square, square_name, tables, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK,
};
use mcts::{Game, PositionError};
use std::fmt::Write as _;

use super::*;

impl Chess {
    /// Reads a FEN (4 to 6 fields). Castling rights must match the kings and rooks; the side
    /// not to move may not be in check; each side has exactly one king. The halfmove clock is
    /// below 65535 and the move number at most 15535, so neither overflows in play.
    pub fn from_fen(fen: &str) -> Result<Chess, PositionError> {
        let err = |m: &str| PositionError(format!("{m} in FEN '{fen}'"));
        let f: Vec<&str> = fen.split_whitespace().collect();
        if f.len() < 4 || f.len() > 6 {
            return Err(err("expected 4 to 6 fields"));
        }
        let mut c = Chess::empty();
        let ranks: Vec<&str> = f[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(err("expected 8 ranks"));
        }
        for (i, row) in ranks.iter().enumerate() {
            let rank = 7 - i;
            let mut file = 0usize;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    if d == 0 || d > 8 {
                        return Err(err("bad digit"));
                    }
                    file += d as usize;
                } else {
                    let colour = if ch.is_ascii_uppercase() { 0 } else { 1 };
                    let kind = match ch.to_ascii_lowercase() {
                        'p' => PAWN,
                        'n' => KNIGHT,
                        'b' => BISHOP,
                        'r' => ROOK,
                        'q' => QUEEN,
                        'k' => KING,
                        _ => return Err(err(&format!("bad piece letter '{ch}'"))),
                    };
                    if file >= 8 {
                        return Err(err("rank too long"));
                    }
                    if kind == PAWN && (rank == 0 || rank == 7) {
                        return Err(err("pawn on first or last rank"));
                    }
                    c.put(rank * 8 + file, colour, kind);
                    file += 1;
                }
            }
            if file != 8 {
                return Err(err("rank does not have 8 files"));
            }
        }
        c.side = match f[1] {
            "w" => 0,
            "b" => 1,
            _ => return Err(err("side must be w or b")),
        };
        for col in 0..2 {
            if (c.by_kind[KING] & c.by_color[col]).count_ones() != 1 {
                return Err(err("each side needs exactly one king"));
            }
        }
        if f[2] != "-" {
            for ch in f[2].chars() {
                let (bit, k, r, col) = match ch {
                    'K' => (CASTLE_WK, 4, 7, 0),
                    'Q' => (CASTLE_WQ, 4, 0, 0),
                    'k' => (CASTLE_BK, 60, 63, 1),
                    'q' => (CASTLE_BQ, 60, 56, 1),
                    _ => return Err(err("bad castling field")),
                };
                if c.piece_at(k) != Some((col, KING)) || c.piece_at(r) != Some((col, ROOK)) {
                    return Err(err("castling right without king and rook in place"));
                }
                c.castling |= bit;
            }
        }
        if f[3] != "-" {
            let sq = parse_square(f[3]).ok_or_else(|| err("bad en-passant square"))?;
            let want_rank = if c.side == 0 { 5 } else { 2 };
            let victim = if c.side == 0 {
                sq.wrapping_sub(8)
            } else {
                sq + 8
            };
            if sq / 8 != want_rank || c.piece_at(victim) != Some((1 - c.side as usize, PAWN)) {
                return Err(err(
                    "en-passant square without a pawn that just double-stepped",
                ));
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
            c.halfmove = f[4]
                .parse()
                .ok()
                .filter(|&h| h < u16::MAX)
                .ok_or_else(|| err("bad halfmove clock"))?;
        }
        if f.len() > 5 {
            c.fullmove = f[5]
                .parse()
                .ok()
                .filter(|&m| m <= u16::MAX - 50_000)
                .ok_or_else(|| err("bad move number"))?;
        }
        let them = 1 - c.side as usize;
        let ksq = (c.by_kind[KING] & c.by_color[them]).trailing_zeros() as usize;
        if c.attackers_to(ksq, c.occ()) & c.by_color[c.side as usize] != 0 {
            return Err(err("the side not to move is in check"));
        }
        if !c.ep_capture_legal() {
            c.ep = NO_EP;
        }
        c.hash = c.hash_from_scratch();
        c.history.restart(c.hash);
        Ok(c)
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
