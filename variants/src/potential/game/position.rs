//! The position text of Potential Chess (docs/rules/potential.md, "Position text").

use crate::codec::{self, CodecError, Digits, PositionCodec};
use crate::potential::tables::{is_light, parse_square, square_name, tables};
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
        PotentialChess::parse_text(text, move_cap).map_err(PositionError::from)
    }

    /// [`PotentialChess::from_text`] with the codec's error. Refused besides malformed text
    /// (002_a41f0f858c62d591.txt; RULINGS "Potential Chess"):
    /// - a side without exactly its 16 original pieces, on the board or off it;
    /// - no complete assignment of K Q R R B B N N P x 8 to those 16 exists (which also gives
    ///   each side its one king);
    /// - a captured piece stated a King (a captured piece is never stated a king);
    /// - more promoted pieces (`+`) on the board than pawns off it (each promotion uses one of
    ///   the 8 pawns);
    /// - a piece that may be a pawn on its owner's last rank (a pawn move there promotes, any
    ///   other move there takes P from the potential);
    /// - the side not to move surely in check: every piece of it that may be a king attacked
    ///   by an enemy piece as every type of that piece's potential (a possible attack is not
    ///   enough: the attacker may turn out to be another type).
    pub fn parse_text(text: &str, move_cap: u32) -> Result<PotentialChess, CodecError> {
        let f = codec::fields(text, FIELDS, 7, START_TEXT)?;
        let mut g = PotentialChess::start(move_cap);
        g.board = [NONE; 64];
        g.pieces = [[Piece::default(); 16 + EXTRA_MAX]; 2];
        let mut count = [0usize; 2];
        let ranks = codec::split_exact("board", f[0], '/', 8, "ranks", BOARD_FIX)?;
        for (ri, row) in ranks.iter().enumerate() {
            let rank = 7 - ri;
            let place = format!("rank {}", rank + 1);
            let bad = |problem: String| CodecError::new("board", *row, problem, BOARD_FIX);
            codec::read_row(
                "board",
                &place,
                row,
                8,
                Digits::Single,
                BOARD_FIX,
                |rest| match rest.find(']') {
                    Some(end) if rest.starts_with('[') => {
                        end + 1
                            + rest[end + 1..]
                                .bytes()
                                .take_while(|&b| b == b'+' || b == b'*')
                                .count()
                    }
                    _ => 1,
                },
                |file, tok| {
                    let Some(body) = tok.strip_prefix('[') else {
                        return Err(bad(format!(
                            "({place}) has '{tok}' where a [potential] or a digit belongs"
                        )));
                    };
                    let Some((pot_text, marks)) = body.split_once(']') else {
                        return Err(bad(format!("({place}) has a '[' without its ']'")));
                    };
                    let extra = marks.contains('+');
                    let moved = marks.contains('*');
                    let sq = rank * 8 + file;
                    let (pot, pl) = Potential::parse(pot_text, is_light(sq)).ok_or_else(|| {
                        bad(format!("({place}) has an unknown potential '{pot_text}'"))
                    })?;
                    let s = pl.index();
                    if pot.0 & (1 << P) != 0 && rank == [7, 0][s] {
                        return Err(CodecError::new(
                            "board",
                            *row,
                            format!(
                                "({place}) has a piece that may be a pawn on {}, {pl}'s last rank",
                                square_name(sq)
                            ),
                            "a piece on its owner's last rank cannot be a pawn (a pawn move there promotes, any other move there removes P): leave P out of its potential",
                        ));
                    }
                    let i = if extra {
                        let i = 16 + g.n_extra[s] as usize;
                        if i >= 16 + EXTRA_MAX {
                            return Err(CodecError::new(
                                "board",
                                f[0],
                                format!("gives {pl} more than {EXTRA_MAX} promoted pieces (+)"),
                                "each promotion uses one of the 8 pawns",
                            ));
                        }
                        g.n_extra[s] += 1;
                        i
                    } else {
                        let i = count[s];
                        if i >= 16 {
                            return Err(CodecError::new(
                                "board",
                                f[0],
                                format!("gives {pl} more than 16 original pieces"),
                                ORIGINALS_FIX,
                            ));
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
                    Ok(())
                },
            )?;
        }
        g.by = g.occupancy_by_scan();
        g.turn = codec::side("side", f[1], "w", "b")?.index() as u8;
        let mut pawns_off = [0usize; 2];
        for s in 0..2 {
            let field = FIELDS[3 + s];
            if f[3 + s] == "-" {
                continue;
            }
            for c in f[3 + s].chars() {
                let t = match c.to_ascii_uppercase() {
                    'Q' => Q,
                    'R' => R,
                    'L' => BL,
                    'D' => BD,
                    'N' => N,
                    'P' => P,
                    'K' => {
                        return Err(CodecError::new(
                            field,
                            f[3 + s],
                            format!("has a King '{c}'"),
                            "a captured piece is never stated a king: write - or the types of the pieces off the board as Q R L D N P (L light bishop, D dark bishop)",
                        ))
                    }
                    _ => {
                        return Err(CodecError::new(
                            field,
                            f[3 + s],
                            format!("has an unknown letter '{c}'"),
                            "write - or the types of the pieces off the board as Q R L D N P (L light bishop, D dark bishop)",
                        ))
                    }
                };
                if count[s] >= 16 {
                    return Err(CodecError::new(
                        field,
                        f[3 + s],
                        format!("brings {} to more than 16 original pieces", player(s)),
                        ORIGINALS_FIX,
                    ));
                }
                if t == P {
                    pawns_off[s] += 1;
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
            let bad = |problem: String| {
                CodecError::new(
                    "pending",
                    f[5],
                    problem,
                    "write - or the potential of the piece just captured, whose owner (the side to move) states its type, in brackets: letters K Q R L D N P, case by owner, e.g. [qrp]",
                )
            };
            let tok = f[5]
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .ok_or_else(|| bad("is not in brackets".into()))?;
            let pot = pot_exact_parse(tok).ok_or_else(|| bad("is not a potential".into()))?;
            if count[s] >= 16 {
                return Err(bad(format!(
                    "brings {} to more than 16 original pieces",
                    player(s)
                )));
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
        for (s, &n) in count.iter().enumerate() {
            if n != 16 {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!(
                        "gives {} {n} original pieces with the off-board and pending fields",
                        player(s)
                    ),
                    ORIGINALS_FIX,
                ));
            }
        }
        for (s, &off) in pawns_off.iter().enumerate() {
            if g.n_extra[s] as usize > off {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!(
                        "gives {} {} promoted pieces (+) but only {off} pawns off the board",
                        player(s),
                        g.n_extra[s]
                    ),
                    format!(
                        "each promoted piece replaces one of the 8 pawns, which is then listed off the board as P: list it in field '{}', or leave out the '+'",
                        FIELDS[3 + s]
                    ),
                ));
            }
        }
        g.ep_target = OFF;
        g.ep_victim = OFF;
        if f[2] != "-" {
            let bad = |problem: &str| {
                CodecError::new(
                    "en-passant",
                    f[2],
                    problem,
                    "write - or the square passed over by a piece of the side that just moved that may be a pawn and double-stepped (rank 6 or 7 with White to move, rank 2 or 3 with Black)",
                )
            };
            let t = parse_square(f[2]).ok_or_else(|| bad("is not a square"))?;
            // White to move: Black double-stepped from rank 8 or 7, passing rank 7 or 6
            let ok_rank = if g.turn == 0 {
                [5, 6].contains(&(t / 8))
            } else {
                [1, 2].contains(&(t / 8))
            };
            if !ok_rank {
                return Err(bad("is on the wrong rank"));
            }
            let v = if g.turn == 0 { t - 8 } else { t + 8 };
            let vb = g.board[v];
            if vb == NONE
                || vb / 32 == g.turn
                || g.pieces[(vb / 32) as usize][(vb % 32) as usize].pot & (1 << P) == 0
            {
                return Err(bad("has no piece that may be a pawn in front of it"));
            }
            g.ep_target = t as u8;
            g.ep_victim = v as u8;
        }
        g.plies = codec::number("plies", f[6], u32::MAX)?;
        for s in 0..2 {
            if !g.close(s) {
                return Err(CodecError::new(
                    "board",
                    f[0],
                    format!("gives {} pieces no assignment of types fits", player(s)),
                    "each side's 16 original pieces (on the board, off it and pending) must be together exactly K Q R R B B N N and 8 P, one bishop on each colour: widen the potentials",
                ));
            }
        }
        let waiting = 1 - g.turn as usize;
        let attacked = certain_attacks(&g, g.turn as usize);
        let mut kings = g.pieces[waiting]
            .iter()
            .filter(|p| p.state == ALIVE && p.pot & (1 << K) != 0)
            .peekable();
        if kings.peek().is_some() && kings.all(|p| attacked & (1u64 << p.sq) != 0) {
            return Err(CodecError::new(
                "side",
                f[1],
                format!(
                    "is to move while every piece of {} that may be a king is surely attacked",
                    player(waiting)
                ),
                "the side not to move cannot be in check (its own move may not leave every piece that may be its king attacked): write the other side, or change the board",
            ));
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

/// The fields of the position text, for messages.
const FIELDS: &[&str] = &[
    "board",
    "side",
    "en-passant",
    "white-off",
    "black-off",
    "pending",
    "plies",
];

/// The start position's text, the example in messages.
const START_TEXT: &str = "[X][X][X][X][X][X][X][X]/[X][X][X][X][X][X][X][X]/8/8/8/8/[X][X][X][X][X][X][X][X]/[X][X][X][X][X][X][X][X] w - - - - 0";

/// How to write the board field.
const BOARD_FIX: &str = "write 8 ranks from 8 down to 1 separated by '/', each 8 files a to h: a piece as its potential in brackets ([X], [!K], [QRP]; White upper case, Black lower case) followed by '+' if promoted and '*' if moved, or a digit 1-8 for a run of empty squares";

/// How to count the original pieces.
const ORIGINALS_FIX: &str = "each side has exactly 16 original pieces: those on the board without '+', those in its off-board field, and the pending piece of the side to move";

impl PositionCodec for PotentialChess {
    fn parse_position(&self, text: &str) -> Result<PotentialChess, CodecError> {
        PotentialChess::parse_text(text, self.move_cap)
    }

    fn format_position(&self) -> String {
        self.text()
    }
}

/// Squares side `s` attacks whatever its pieces turn out to be: each piece adds the squares it
/// attacks as every type of its potential (a `[KQ]` on e1 surely attacks d1, not e8).
fn certain_attacks(g: &PotentialChess, s: usize) -> u64 {
    let tb = tables();
    let (occ, _) = g.occupancy();
    let mut out = 0;
    for p in g.pieces[s]
        .iter()
        .filter(|p| p.state == ALIVE && p.pot != 0)
    {
        let sq = p.sq as usize;
        let mut sure = !0u64;
        for t in (0..7u8).filter(|t| p.pot & (1 << t) != 0) {
            sure &= match t {
                K => tb.king[sq],
                Q => tb.rook(sq, occ) | tb.bishop(sq, occ),
                R => tb.rook(sq, occ),
                BL | BD => tb.bishop(sq, occ),
                N => tb.knight[sq],
                _ => tb.pawn_attacks[s][sq],
            };
        }
        out |= sure;
    }
    out
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
