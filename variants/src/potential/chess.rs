//! Orthodox chess (the variant `chess`): the calibration baseline and perft reference of
//! Potential Chess (RULINGS "Potential Chess": "Orthodox chess is the same engine with every
//! potential a single type"). With every potential a single type the potential rules reduce
//! to FIDE chess; this module is the fast path for that case: bitboards, magic sliders, a
//! strictly legal generator with pin and check masks, no allocation in `legal_moves`.
//!
//! Draws (RULINGS "All games" and FIDE): stalemate, threefold repetition, the fifty-move rule,
//! insufficient material, and the move cap (parameter `move_cap`, default 300 plies).
//!
//! Repetition history keeps the fingerprints of every position since the last irreversible
//! move (capture or pawn move) in an inline block of `HISTORY` (128) entries (no `Vec` in the
//! state); the fifty-move rule ends the game before more than 100 such plies pile up, so the
//! block never spills to the heap.

use crate::zobrist::RepetitionHistory;
use std::fmt::Write as _;

use mcts::{Game, MoveError, Outcome, Player, PositionError, Termination};

use super::tables::{parse_square, square_name, tables, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};

/// Inline length of the repetition history (plies); over the fifty-move bound of 100.
pub const HISTORY: usize = 128;

/// Start position in FEN.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A chess move: from, to and the promotion kind (0 none, else 2 N, 3 B, 4 R, 5 Q as
/// `tables::KNIGHT + 1` ..). Castling is the king's two-square move. The move depends on no
/// state, so a move found on any copy of a position names the same move everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChessMove {
    pub from: u8,
    pub to: u8,
    /// 0 = no promotion; else `kind + 1` with kind one of KNIGHT, BISHOP, ROOK, QUEEN.
    pub promo: u8,
}

impl ChessMove {
    /// The move as UCI text (`e2e4`, `e7e8q`), for cross-checks against other engines.
    pub fn uci(self) -> String {
        let mut s = format!(
            "{}{}",
            square_name(self.from as usize),
            square_name(self.to as usize)
        );
        if self.promo != 0 {
            s.push(b"pnbrqk"[(self.promo - 1) as usize] as char);
        }
        s
    }
}

const CASTLE_WK: u8 = 1;
const CASTLE_WQ: u8 = 2;
const CASTLE_BK: u8 = 4;
const CASTLE_BQ: u8 = 8;
const NO_EP: u8 = 64;

/// Orthodox chess state. About 1.2 KB, no heap data: cheap to clone.
#[derive(Clone)]
pub struct Chess {
    by_kind: [u64; 6],
    by_color: [u64; 2],
    /// 0 = empty, else `1 + colour * 6 + kind`.
    board: [u8; 64],
    side: u8,
    castling: u8,
    ep: u8,
    /// 0 = none, else a draw reason code (see `draw_reason`).
    term: u8,
    halfmove: u16,
    fullmove: u16,
    plies: u32,
    move_cap: u32,
    hash: u64,
    history: RepetitionHistory<HISTORY>,
}

const TERM_REPETITION: u8 = 1;
const TERM_FIFTY: u8 = 2;
const TERM_INSUFFICIENT: u8 = 3;

#[inline(always)]
fn pop(b: &mut u64) -> usize {
    let s = b.trailing_zeros() as usize;
    *b &= *b - 1;
    s
}

fn castle_mask(sq: usize) -> u8 {
    match sq {
        0 => !CASTLE_WQ,
        7 => !CASTLE_WK,
        4 => !(CASTLE_WK | CASTLE_WQ),
        56 => !CASTLE_BQ,
        63 => !CASTLE_BK,
        60 => !(CASTLE_BK | CASTLE_BQ),
        _ => 0xFF,
    }
}

impl Chess {
    /// The standard start position with move cap `move_cap` plies.
    pub fn with_move_cap(move_cap: u32) -> Chess {
        let mut c = Chess::from_fen(START_FEN).expect("start FEN is valid");
        c.move_cap = move_cap;
        c
    }

    /// The variant `chess` from registry parameters (`move_cap`).
    pub fn new(params: &crate::registry::Params) -> Chess {
        Chess::with_move_cap(params.get_u64("move_cap") as u32)
    }

    /// The standard start position, move cap 300.
    pub fn start() -> Chess {
        Chess::with_move_cap(300)
    }

    /// The side to move.
    pub fn side(&self) -> Player {
        if self.side == 0 {
            Player::White
        } else {
            Player::Black
        }
    }

    /// The piece on `sq` as `(colour 0/1, kind)`.
    pub fn piece_at(&self, sq: usize) -> Option<(usize, usize)> {
        let p = self.board[sq];
        if p == 0 {
            None
        } else {
            Some((((p - 1) / 6) as usize, ((p - 1) % 6) as usize))
        }
    }

    fn empty() -> Chess {
        Chess {
            by_kind: [0; 6],
            by_color: [0; 2],
            board: [0; 64],
            side: 0,
            castling: 0,
            ep: NO_EP,
            term: 0,
            halfmove: 0,
            fullmove: 1,
            plies: 0,
            move_cap: 300,
            hash: 0,
            history: RepetitionHistory::default(),
        }
    }

    #[inline(always)]
    fn put(&mut self, sq: usize, colour: usize, kind: usize) {
        let b = 1u64 << sq;
        self.by_kind[kind] |= b;
        self.by_color[colour] |= b;
        self.board[sq] = (1 + colour * 6 + kind) as u8;
        self.hash ^= tables().z_piece[colour * 6 + kind][sq];
    }

    #[inline(always)]
    fn remove(&mut self, sq: usize) {
        let p = self.board[sq];
        debug_assert!(p != 0);
        let (colour, kind) = (((p - 1) / 6) as usize, ((p - 1) % 6) as usize);
        let b = 1u64 << sq;
        self.by_kind[kind] &= !b;
        self.by_color[colour] &= !b;
        self.board[sq] = 0;
        self.hash ^= tables().z_piece[colour * 6 + kind][sq];
    }

    /// Reads a FEN (4 to 6 fields). Castling rights must match the kings and rooks; the side
    /// not to move may not be in check; each side has exactly one king.
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
        if f.len() > 4 {
            c.halfmove = f[4].parse().map_err(|_| err("bad halfmove clock"))?;
        }
        if f.len() > 5 {
            c.fullmove = f[5].parse().map_err(|_| err("bad move number"))?;
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

    #[inline(always)]
    fn occ(&self) -> u64 {
        self.by_color[0] | self.by_color[1]
    }

    /// Pieces of both colours attacking `sq` with blockers `occ`.
    #[inline(always)]
    fn attackers_to(&self, sq: usize, occ: u64) -> u64 {
        let t = tables();
        let k = &self.by_kind;
        (t.pawn_attacks[0][sq] & k[PAWN] & self.by_color[1])
            | (t.pawn_attacks[1][sq] & k[PAWN] & self.by_color[0])
            | (t.knight[sq] & k[KNIGHT])
            | (t.king[sq] & k[KING])
            | (t.bishop(sq, occ) & (k[BISHOP] | k[QUEEN]))
            | (t.rook(sq, occ) & (k[ROOK] | k[QUEEN]))
    }

    /// True when the side to move is in check.
    pub fn in_check(&self) -> bool {
        let us = self.side as usize;
        let ksq = (self.by_kind[KING] & self.by_color[us]).trailing_zeros() as usize;
        self.attackers_to(ksq, self.occ()) & self.by_color[us ^ 1] != 0
    }

    /// True if the side to move's pawn on `from` may capture en passant on `self.ep` without
    /// leaving its own king attacked (both pawns leave their squares, so a pin along the rank
    /// counts too). The caller checks that the pawn attacks the en-passant square.
    #[inline]
    fn ep_capture_safe(&self, from: usize) -> bool {
        let t = tables();
        let us = self.side as usize;
        let own = self.by_color[us];
        let opp = self.by_color[us ^ 1];
        let k = &self.by_kind;
        let ksq = (k[KING] & own).trailing_zeros() as usize;
        let ep = self.ep as usize;
        let victim = if us == 0 { ep - 8 } else { ep + 8 };
        let occ2 = (self.occ() ^ (1u64 << from) ^ (1u64 << victim)) | (1u64 << ep);
        let att = ((t.bishop(ksq, occ2) & (k[BISHOP] | k[QUEEN]))
            | (t.rook(ksq, occ2) & (k[ROOK] | k[QUEEN]))
            | (t.knight[ksq] & k[KNIGHT])
            | (t.pawn_attacks[us][ksq] & k[PAWN] & !(1u64 << victim)))
            & opp;
        att == 0
    }

    /// True if the side to move has a legal en-passant capture (FIDE 9.2.2: only then does
    /// the en-passant square make a position differ for repetition).
    fn ep_capture_legal(&self) -> bool {
        if self.ep == NO_EP {
            return false;
        }
        let us = self.side as usize;
        let mut pawns = tables().pawn_attacks[us ^ 1][self.ep as usize]
            & self.by_kind[PAWN]
            & self.by_color[us];
        while pawns != 0 {
            if self.ep_capture_safe(pop(&mut pawns)) {
                return true;
            }
        }
        false
    }

    /// Every legal move by FIDE rules, ignoring draws by rule (repetition, fifty moves,
    /// insufficient material, move cap). Allocates nothing once `out` has grown.
    pub fn generate(&self, out: &mut Vec<ChessMove>) {
        out.clear();
        let t = tables();
        let us = self.side as usize;
        let them = us ^ 1;
        let own = self.by_color[us];
        let opp = self.by_color[them];
        let occ = own | opp;
        let ksq = (self.by_kind[KING] & own).trailing_zeros() as usize;
        let checkers = self.attackers_to(ksq, occ) & opp;

        // king steps
        let occ_nok = occ ^ (1u64 << ksq);
        let mut km = t.king[ksq] & !own;
        while km != 0 {
            let to = pop(&mut km);
            if self.attackers_to(to, occ_nok) & opp == 0 {
                out.push(ChessMove {
                    from: ksq as u8,
                    to: to as u8,
                    promo: 0,
                });
            }
        }
        if checkers.count_ones() > 1 {
            return;
        }
        let target = if checkers == 0 {
            !own
        } else {
            t.between[ksq][checkers.trailing_zeros() as usize] | checkers
        };

        // pins
        let k = &self.by_kind;
        let mut pinned = 0u64;
        let mut snipers = ((t.rook(ksq, 0) & (k[ROOK] | k[QUEEN]))
            | (t.bishop(ksq, 0) & (k[BISHOP] | k[QUEEN])))
            & opp;
        while snipers != 0 {
            let s = pop(&mut snipers);
            let b = t.between[ksq][s] & occ;
            if b & (b.wrapping_sub(1)) == 0 && b & own != 0 {
                pinned |= b;
            }
        }

        // knights
        let mut n = k[KNIGHT] & own & !pinned;
        while n != 0 {
            let from = pop(&mut n);
            let mut a = t.knight[from] & target;
            while a != 0 {
                out.push(ChessMove {
                    from: from as u8,
                    to: pop(&mut a) as u8,
                    promo: 0,
                });
            }
        }
        // sliders
        let mut d = (k[BISHOP] | k[QUEEN]) & own;
        while d != 0 {
            let from = pop(&mut d);
            let mut a = t.bishop(from, occ) & target;
            if pinned & (1 << from) != 0 {
                a &= t.line[ksq][from];
            }
            while a != 0 {
                out.push(ChessMove {
                    from: from as u8,
                    to: pop(&mut a) as u8,
                    promo: 0,
                });
            }
        }
        let mut o = (k[ROOK] | k[QUEEN]) & own;
        while o != 0 {
            let from = pop(&mut o);
            let mut a = t.rook(from, occ) & target;
            if pinned & (1 << from) != 0 {
                a &= t.line[ksq][from];
            }
            while a != 0 {
                out.push(ChessMove {
                    from: from as u8,
                    to: pop(&mut a) as u8,
                    promo: 0,
                });
            }
        }
        // pawns
        let (fwd, start_rank, last_rank): (i32, usize, usize) =
            if us == 0 { (8, 1, 7) } else { (-8, 6, 0) };
        let mut p = k[PAWN] & own;
        while p != 0 {
            let from = pop(&mut p);
            let pin_mask = if pinned & (1 << from) != 0 {
                t.line[ksq][from]
            } else {
                !0
            };
            let one = (from as i32 + fwd) as usize;
            let mut dests = 0u64;
            if occ & (1 << one) == 0 {
                dests |= 1 << one;
                if from / 8 == start_rank {
                    let two = (one as i32 + fwd) as usize;
                    if occ & (1 << two) == 0 {
                        dests |= 1 << two;
                    }
                }
            }
            dests |= t.pawn_attacks[us][from] & opp;
            dests &= target & pin_mask;
            while dests != 0 {
                let to = pop(&mut dests);
                if to / 8 == last_rank {
                    for kind in [QUEEN, ROOK, BISHOP, KNIGHT] {
                        out.push(ChessMove {
                            from: from as u8,
                            to: to as u8,
                            promo: kind as u8 + 1,
                        });
                    }
                } else {
                    out.push(ChessMove {
                        from: from as u8,
                        to: to as u8,
                        promo: 0,
                    });
                }
            }
            if self.ep != NO_EP
                && t.pawn_attacks[us][from] & (1u64 << self.ep) != 0
                && self.ep_capture_safe(from)
            {
                out.push(ChessMove {
                    from: from as u8,
                    to: self.ep,
                    promo: 0,
                });
            }
        }
        // castling
        if checkers == 0 && self.castling != 0 {
            let (kbit, qbit, base) = if us == 0 {
                (CASTLE_WK, CASTLE_WQ, 0)
            } else {
                (CASTLE_BK, CASTLE_BQ, 56)
            };
            if self.castling & kbit != 0
                && occ & (0b0110_0000u64 << base) == 0
                && self.attackers_to(base + 5, occ) & opp == 0
                && self.attackers_to(base + 6, occ) & opp == 0
            {
                out.push(ChessMove {
                    from: (base + 4) as u8,
                    to: (base + 6) as u8,
                    promo: 0,
                });
            }
            if self.castling & qbit != 0
                && occ & (0b0000_1110u64 << base) == 0
                && self.attackers_to(base + 3, occ) & opp == 0
                && self.attackers_to(base + 2, occ) & opp == 0
            {
                out.push(ChessMove {
                    from: (base + 4) as u8,
                    to: (base + 2) as u8,
                    promo: 0,
                });
            }
        }
    }

    /// Applies a legal move (from [`Chess::generate`]).
    pub fn make(&mut self, mv: ChessMove) {
        let t = tables();
        let from = mv.from as usize;
        let to = mv.to as usize;
        let us = self.side as usize;
        let them = us ^ 1;
        let kind = ((self.board[from] - 1) % 6) as usize;
        let mut irreversible = false;
        let mut material_change = false;
        // old castle / ep keys
        self.hash ^= t.z_castle[self.castling as usize];
        if self.ep != NO_EP {
            self.hash ^= t.z_ep[(self.ep % 8) as usize];
        }
        if self.board[to] != 0 {
            self.remove(to);
            irreversible = true;
            material_change = true;
        }
        self.remove(from);
        if kind == PAWN {
            irreversible = true;
            if to as u8 == self.ep {
                let victim = if us == 0 { to - 8 } else { to + 8 };
                self.remove(victim);
                material_change = true;
            }
        }
        if mv.promo != 0 {
            self.put(to, us, (mv.promo - 1) as usize);
            material_change = true;
        } else {
            self.put(to, us, kind);
        }
        if kind == KING && (to as i32 - from as i32).abs() == 2 {
            let (rf, rt) = if to > from {
                (from + 3, from + 1)
            } else {
                (from - 4, from - 1)
            };
            self.remove(rf);
            self.put(rt, us, ROOK);
        }
        self.castling &= castle_mask(from) & castle_mask(to);
        self.ep = NO_EP;
        if kind == PAWN && (to as i32 - from as i32).abs() == 16 {
            let ep = (from + to) / 2;
            if t.pawn_attacks[us][ep] & self.by_kind[PAWN] & self.by_color[them] != 0 {
                self.ep = ep as u8;
                self.hash ^= t.z_ep[ep % 8];
            }
        }
        self.hash ^= t.z_castle[self.castling as usize];
        self.hash ^= t.z_side;
        self.side = them as u8;
        // FIDE 9.2.2: the en-passant square counts only when the capture is legal (a pinned
        // capturer, or one that leaves its king in check, does not make the position differ).
        if self.ep != NO_EP && !self.ep_capture_legal() {
            self.hash ^= t.z_ep[(self.ep % 8) as usize];
            self.ep = NO_EP;
        }
        if us == 1 {
            self.fullmove += 1;
        }
        self.plies += 1;
        if irreversible {
            self.halfmove = 0;
            self.history.reset();
        } else {
            self.halfmove += 1;
        }
        self.history.push(self.hash);
        // draws by rule
        self.term = 0;
        if material_change && self.insufficient_material() {
            self.term = TERM_INSUFFICIENT;
        } else if self.halfmove >= 100 {
            self.term = TERM_FIFTY;
        } else if self.history.count_alternating(self.hash) >= 3 {
            self.term = TERM_REPETITION;
        }
    }

    /// Neither side can mate: only kings and at most one minor piece, or only bishops all on
    /// one square colour.
    pub fn insufficient_material(&self) -> bool {
        let k = &self.by_kind;
        if k[PAWN] | k[ROOK] | k[QUEEN] != 0 {
            return false;
        }
        let minors = k[KNIGHT] | k[BISHOP];
        if minors.count_ones() <= 1 {
            return true;
        }
        if k[KNIGHT] != 0 {
            return false;
        }
        let light = k[BISHOP] & 0x55AA_55AA_55AA_55AA;
        light == 0 || light == k[BISHOP]
    }

    fn material(&self, colour: usize) -> i32 {
        let c = self.by_color[colour];
        [1, 3, 3, 5, 9]
            .iter()
            .enumerate()
            .map(|(kind, v)| v * (self.by_kind[kind] & c).count_ones() as i32)
            .sum()
    }

    fn draw_reason(&self) -> Option<Termination> {
        match self.term {
            TERM_REPETITION => Some(Termination::Repetition),
            TERM_FIFTY => Some(Termination::FiftyMove),
            TERM_INSUFFICIENT => Some(Termination::InsufficientMaterial),
            _ if self.plies >= self.move_cap => Some(Termination::MoveCap),
            _ => None,
        }
    }

    fn move_text(&self, mv: ChessMove) -> String {
        let capture = self.board[mv.to as usize] != 0
            || (mv.to == self.ep && self.piece_at(mv.from as usize).map(|p| p.1) == Some(PAWN));
        let mut s = format!(
            "{}{}{}",
            square_name(mv.from as usize),
            if capture { ':' } else { '-' },
            square_name(mv.to as usize)
        );
        if mv.promo != 0 {
            s.push('=');
            s.push(b"PNBRQK"[(mv.promo - 1) as usize] as char);
        }
        s
    }
}

/// Splits `e2-e4`, `e2e4`, `e4:d5`, `e4xd5`, `e7-e8=Q`, `e7e8q` into (from, to, promo char).
pub(crate) fn split_coord_move(text: &str) -> Option<(usize, usize, Option<char>)> {
    let t = text.trim();
    let b: Vec<char> = t.chars().collect();
    if b.len() < 4 {
        return None;
    }
    let from = parse_square(&t[0..2])?;
    let mut i = 2;
    if matches!(b[i], '-' | ':' | 'x') {
        i += 1;
    }
    let to = parse_square(&b.get(i..i + 2)?.iter().collect::<String>())?;
    i += 2;
    if i < b.len() && b[i] == '=' {
        i += 1;
    }
    let promo = if i < b.len() {
        let c = b[i];
        i += 1;
        Some(c)
    } else {
        None
    };
    if i != b.len() {
        return None;
    }
    Some((from, to, promo))
}

impl Game for Chess {
    /// The side to move in check (see [`Chess::in_check`]).
    fn is_in_check(&self) -> bool {
        self.in_check()
    }

    type Move = ChessMove;

    fn variant_name(&self) -> &'static str {
        "chess"
    }

    fn to_move(&self) -> Player {
        self.side()
    }

    fn legal_moves(&self, moves: &mut Vec<ChessMove>) {
        if self.draw_reason().is_some() {
            moves.clear();
            return;
        }
        self.generate(moves);
    }

    fn play(&mut self, mv: ChessMove) {
        self.make(mv);
    }

    fn outcome(&self) -> Outcome {
        let mut buf = OUTCOME_BUF.with(|b| b.take());
        self.generate(&mut buf);
        let no_moves = buf.is_empty();
        OUTCOME_BUF.with(|b| b.set(buf));
        if no_moves {
            return Outcome::no_legal_moves(self.side(), self.in_check());
        }
        match self.draw_reason() {
            Some(reason) => Outcome::Draw { reason },
            None => Outcome::Ongoing,
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    fn evaluate(&self) -> f32 {
        let us = self.side as usize;
        ((self.material(us) - self.material(us ^ 1)) as f32 / 10.0).tanh()
    }

    fn is_capture(&self, mv: ChessMove) -> bool {
        self.board[mv.to as usize] != 0
            || (mv.to == self.ep && self.by_kind[PAWN] & (1u64 << mv.from) != 0)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let t = tables();
        let mut h = 0;
        for sq in 0..64 {
            if let Some((c, k)) = self.piece_at(sq) {
                h ^= t.z_piece[c * 6 + k][sq];
            }
        }
        if self.side == 1 {
            h ^= t.z_side;
        }
        h ^= t.z_castle[self.castling as usize];
        if self.ep != NO_EP {
            h ^= t.z_ep[(self.ep % 8) as usize];
        }
        h
    }

    fn format_move(&self, mv: ChessMove) -> String {
        self.move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<ChessMove, MoveError> {
        let mut buf = Vec::new();
        self.legal_moves(&mut buf);
        let t = text.trim();
        let castle = match t {
            "O-O" | "0-0" => Some(6),
            "O-O-O" | "0-0-0" => Some(2),
            _ => None,
        };
        let (from, to, promo) = if let Some(file) = castle {
            let base = if self.side == 0 { 0 } else { 56 };
            (base + 4, base + file, None)
        } else {
            split_coord_move(t).ok_or_else(|| {
                MoveError::new(
                    text,
                    "expected a move like e2-e4, e4:d5, e7-e8=Q, e2e4 or O-O",
                )
            })?
        };
        let promo = match promo {
            None => 0,
            Some(c) => match c.to_ascii_uppercase() {
                'Q' => QUEEN as u8 + 1,
                'R' => ROOK as u8 + 1,
                'B' => BISHOP as u8 + 1,
                'N' => KNIGHT as u8 + 1,
                _ => return Err(MoveError::new(text, "promotion piece must be Q, R, B or N")),
            },
        };
        let want = ChessMove {
            from: from as u8,
            to: to as u8,
            promo,
        };
        if buf.contains(&want) {
            return Ok(want);
        }
        if promo == 0 && buf.iter().any(|m| m.from == want.from && m.to == want.to) {
            return Err(MoveError::new(
                text,
                "a promotion needs a piece: add =Q, =R, =B or =N",
            ));
        }
        Err(MoveError::new(text, "not a legal move in this position"))
    }

    fn position_text(&self) -> String {
        self.fen()
    }

    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        let mut c = Chess::from_fen(text)?;
        c.move_cap = self.move_cap;
        Ok(c)
    }

    fn diagram(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            s.push_str("+---+---+---+---+---+---+---+---+\n");
            for file in 0..8 {
                let sq = rank * 8 + file;
                let ch = match self.piece_at(sq) {
                    None => ' ',
                    Some((c, k)) => {
                        let ch = b"pnbrqk"[k] as char;
                        if c == 0 {
                            ch.to_ascii_uppercase()
                        } else {
                            ch
                        }
                    }
                };
                let _ = write!(s, "| {ch} ");
            }
            let _ = writeln!(s, "| {}", rank + 1);
        }
        s.push_str("+---+---+---+---+---+---+---+---+\n  a   b   c   d   e   f   g   h\n");
        let _ = writeln!(s, "{} to move", self.side().name());
        s
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..64)
            .filter_map(|sq| {
                self.piece_at(sq).map(|(c, k)| {
                    let ch = b"pnbrqk"[k] as char;
                    (
                        square_name(sq),
                        if c == 0 { ch.to_ascii_uppercase() } else { ch }.to_string(),
                    )
                })
            })
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![("fen".to_string(), self.fen())]
    }
}

thread_local! {
    /// The move buffer `outcome` reuses, so the hot path allocates nothing after warm-up
    /// (taken out and put back: re-entrant calls just get a fresh buffer).
    static OUTCOME_BUF: std::cell::Cell<Vec<ChessMove>> = const { std::cell::Cell::new(Vec::new()) };
}
