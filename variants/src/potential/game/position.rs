//! The position text of Potential Chess (docs/rules/potential.md, "Position text").

use crate::potential::tables::{is_light, parse_square, square_name};
use mcts::{Player, PositionError};
use std::fmt::Write as _;

use super::*;

impl PotentialChess {
    /// Position text (docs/rules/potential.md, "Position text").
    pub fn text(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = rank * 8 + file;
                let b = self.board[sq];
                if b == NONE {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    let _ = write!(out, "{empty}");
                    empty = 0;
                }
                let (s, i) = ((b / 32) as usize, (b % 32) as usize);
                let p = self.pieces[s][i];
                let _ = write!(out, "[{}]", Potential(p.pot).text(player(s)));
                if i >= 16 {
                    out.push('+');
                }
                if p.moved {
                    out.push('*');
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.turn == 0 { " w " } else { " b " });
        if self.ep_target == OFF {
            out.push('-');
        } else {
            out.push_str(&square_name(self.ep_target as usize));
        }
        for s in 0..2 {
            out.push(' ');
            let mut any = false;
            for (i, p) in self.pieces[s][..16].iter().enumerate() {
                if p.state == ALIVE || (s == self.turn as usize && i == self.pending as usize) {
                    continue;
                }
                any = true;
                let c = match p.pot.trailing_zeros() as u8 {
                    K => 'K',
                    Q => 'Q',
                    R => 'R',
                    BL => 'L',
                    BD => 'D',
                    N => 'N',
                    _ => 'P',
                };
                out.push(if s == 0 { c } else { c.to_ascii_lowercase() });
            }
            if !any {
                out.push('-');
            }
        }
        out.push(' ');
        if self.pending == NONE {
            out.push('-');
        } else {
            let p = self.pieces[self.turn as usize][self.pending as usize];
            let _ = write!(out, "[{}]", pot_exact(p.pot, player(self.turn as usize)));
        }
        let _ = write!(out, " {}", self.plies);
        out
    }

    /// Reads the position text (docs/rules/potential.md, "Position text").
    pub fn from_text(text: &str, move_cap: u32) -> Result<PotentialChess, PositionError> {
        let err = |m: &str| PositionError(format!("{m} in '{text}'"));
        let f: Vec<&str> = text.split_whitespace().collect();
        if f.len() != 7 {
            return Err(err(
                "expected 7 fields: board side ep white-off black-off pending plies",
            ));
        }
        let mut g = PotentialChess::start(move_cap);
        g.board = [NONE; 64];
        g.pieces = [[Piece::default(); 16 + EXTRA_MAX]; 2];
        let mut count = [0usize; 2];
        let ranks: Vec<&str> = f[0].split('/').collect();
        if ranks.len() != 8 {
            return Err(err("expected 8 ranks"));
        }
        for (ri, row) in ranks.iter().enumerate() {
            let rank = 7 - ri;
            let mut file = 0;
            let ch: Vec<char> = row.chars().collect();
            let mut k = 0;
            while k < ch.len() {
                if let Some(d) = ch[k].to_digit(10) {
                    file += d as usize;
                    k += 1;
                    continue;
                }
                if ch[k] != '[' {
                    return Err(err("expected [potential] or a digit"));
                }
                let end = ch[k..]
                    .iter()
                    .position(|&c| c == ']')
                    .ok_or_else(|| err("missing ]"))?
                    + k;
                let tok: String = ch[k + 1..end].iter().collect();
                k = end + 1;
                let mut extra = false;
                let mut moved = false;
                while k < ch.len() && (ch[k] == '+' || ch[k] == '*') {
                    if ch[k] == '+' {
                        extra = true;
                    } else {
                        moved = true;
                    }
                    k += 1;
                }
                if file >= 8 {
                    return Err(err("rank too long"));
                }
                let sq = rank * 8 + file;
                let (pot, pl) = Potential::parse(&tok, is_light(sq))
                    .ok_or_else(|| err(&format!("bad potential '{tok}'")))?;
                let s = pl.index();
                let i = if extra {
                    let i = 16 + g.n_extra[s] as usize;
                    if i >= 16 + EXTRA_MAX {
                        return Err(err("too many promoted pieces"));
                    }
                    g.n_extra[s] += 1;
                    i
                } else {
                    let i = count[s];
                    if i >= 16 {
                        return Err(err("more than 16 original pieces"));
                    }
                    count[s] += 1;
                    i
                };
                g.pieces[s][i] = Piece {
                    sq: sq as u8,
                    pot: pot.0,
                    state: ALIVE,
                    moved,
                };
                g.board[sq] = (s * 32 + i) as u8;
                file += 1;
            }
            if file != 8 {
                return Err(err("a rank does not have 8 files"));
            }
        }
        g.turn = match f[1] {
            "w" => 0,
            "b" => 1,
            _ => return Err(err("side must be w or b")),
        };
        for s in 0..2 {
            if f[3 + s] == "-" {
                continue;
            }
            for c in f[3 + s].chars() {
                let t = match c.to_ascii_uppercase() {
                    'K' => K,
                    'Q' => Q,
                    'R' => R,
                    'L' => BL,
                    'D' => BD,
                    'N' => N,
                    'P' => P,
                    _ => return Err(err("bad off-board type")),
                };
                if count[s] >= 16 {
                    return Err(err("more than 16 original pieces"));
                }
                g.pieces[s][count[s]] = Piece {
                    sq: OFF,
                    pot: 1 << t,
                    state: CAPTURED,
                    moved: true,
                };
                count[s] += 1;
            }
        }
        if f[5] != "-" {
            let s = g.turn as usize;
            let tok = f[5].trim_start_matches('[').trim_end_matches(']');
            let pot = pot_exact_parse(tok).ok_or_else(|| err("bad pending potential"))?;
            if count[s] >= 16 {
                return Err(err("more than 16 original pieces"));
            }
            g.pieces[s][count[s]] = Piece {
                sq: OFF,
                pot,
                state: CAPTURED,
                moved: true,
            };
            g.pending = count[s] as u8;
            count[s] += 1;
        } else {
            g.pending = NONE;
        }
        if count != [16, 16] {
            return Err(err(
                "each side needs 16 original pieces (on the board or off it)",
            ));
        }
        g.ep_target = OFF;
        g.ep_victim = OFF;
        if f[2] != "-" {
            let t = parse_square(f[2]).ok_or_else(|| err("bad en-passant square"))?;
            // White to move: Black double-stepped from rank 8 or 7, passing rank 7 or 6
            let ok_rank = if g.turn == 0 {
                [5, 6].contains(&(t / 8))
            } else {
                [1, 2].contains(&(t / 8))
            };
            if !ok_rank {
                return Err(err("en-passant square on the wrong rank"));
            }
            let v = if g.turn == 0 { t - 8 } else { t + 8 };
            let vb = g.board[v];
            if vb == NONE
                || vb / 32 == g.turn
                || g.pieces[(vb / 32) as usize][(vb % 32) as usize].pot & (1 << P) == 0
            {
                return Err(err(
                    "en-passant square without a piece that may be a pawn in front",
                ));
            }
            g.ep_target = t as u8;
            g.ep_victim = v as u8;
        }
        g.plies = f[6].parse().map_err(|_| err("bad ply count"))?;
        for s in 0..2 {
            if !g.close(s) {
                return Err(err("no complete assignment of types exists"));
            }
        }
        // As after a move: an en-passant square no legal capture uses is dropped (FIDE 9.2.2).
        if g.ep_target != OFF && !g.ep_capture_legal() {
            g.ep_target = OFF;
            g.ep_victim = OFF;
        }
        g.finish_setup();
        Ok(g)
    }
}

/// Exact potential text for an off-board piece: letters K Q R L D N P (L light bishop,
/// D dark bishop), case by owner.
pub(crate) fn pot_exact(pot: u8, pl: Player) -> String {
    let s: String = (0..7)
        .filter(|t| pot & (1 << t) != 0)
        .map(|t| b"KQRLDNP"[t] as char)
        .collect();
    if pl == Player::Black {
        s.to_ascii_lowercase()
    } else {
        s
    }
}

pub(crate) fn pot_exact_parse(s: &str) -> Option<u8> {
    let mut m = 0;
    for c in s.chars() {
        let i = b"KQRLDNP"
            .iter()
            .position(|&x| x as char == c.to_ascii_uppercase())?;
        m |= 1 << i;
    }
    (m != 0).then_some(m)
}
