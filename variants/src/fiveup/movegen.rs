//! Five Up legal move generation (Five Up, 003_3455fa5195cbf461.txt, "Movement and
//! Capturing" and each piece; RULINGS "Five Up").
//!
//! Moves are generated piece by piece and handed to a callback, so nothing is allocated. A move
//! is checked for leaving the king attacked only when it could: king moves, en passant, moves
//! while in check, and moves of pieces standing on a line between the king and an enemy slider
//! (computed once per call). Castling is checked on its own terms.

use super::rules::{attacked, owner};
use super::{
    is_double_start, is_promotion_cell, FMove, FiveUp, BISHOP, BLACK, FLAG_CASTLE, FLAG_DOUBLE,
    FLAG_EP, FLAG_NORMAL, FLAG_PROMO, GUARD, KIND_MASK, KING, KNIGHT, NO_CELL, PAWN, PROMOTIONS,
    QUEEN, ROOK, WIZARD,
};

macro_rules! out {
    ($out:expr, $mv:expr, $check:expr) => {
        if !$out($mv, $check) {
            return false;
        }
    };
}

/// Emits a move from `from` to every cell of `targets`.
#[inline(always)]
fn emit_set<F: FnMut(FMove, bool) -> bool>(
    from: usize,
    mut targets: u128,
    check: bool,
    out: &mut F,
) -> bool {
    while targets != 0 {
        let to = targets.trailing_zeros() as u8;
        targets &= targets - 1;
        out!(
            out,
            FMove {
                from: from as u8,
                to,
                flag: FLAG_NORMAL
            },
            check
        );
    }
    true
}

/// A pawn arriving on `to`: one move, or one per promotion piece on the enemy home row.
#[inline(always)]
fn pawn_to<F: FnMut(FMove, bool) -> bool>(
    from: usize,
    to: u8,
    flag: u8,
    us: usize,
    check: bool,
    out: &mut F,
) -> bool {
    if is_promotion_cell(us, to as usize) {
        for k in PROMOTIONS {
            out!(
                out,
                FMove {
                    from: from as u8,
                    to,
                    flag: FLAG_PROMO + k
                },
                check
            );
        }
        true
    } else {
        out(
            FMove {
                from: from as u8,
                to,
                flag,
            },
            check,
        )
    }
}

impl FiveUp {
    /// Calls `emit` with every legal move of the player to move, in a fixed order, until it
    /// returns false. Returns false if `emit` stopped it. Ignores draws by rule.
    pub(crate) fn generate<F: FnMut(FMove) -> bool>(&self, emit: &mut F) -> bool {
        let t = self.t;
        let b = &self.board;
        let us = self.side.index();
        let them = us ^ 1;
        let king = self.kings[us];
        let own_set = self.kbb[us].iter().fold(0u128, |a, &x| a | x);
        let enemy_set = self.kbb[them].iter().fold(0u128, |a, &x| a | x);
        let occ = own_set | enemy_set;
        let in_check = king != NO_CELL && attacked(t, occ, &self.kbb[them], 0, king as usize, them);
        let pinned = if king == NO_CELL || in_check {
            0
        } else {
            self.pinned(us, king as usize, occ, own_set)
        };
        let mut out = |mv: FMove, check: bool| -> bool {
            if check && !self.safe_after(mv, us, occ) {
                return true;
            }
            emit(mv)
        };
        let mut own = own_set;
        while own != 0 {
            let from = own.trailing_zeros() as usize;
            own &= own - 1;
            let kind = b[from] & KIND_MASK;
            let check = in_check || (pinned >> from) & 1 == 1;
            match kind {
                PAWN => {
                    if !self.pawn_moves(from, us, check, &mut out) {
                        return false;
                    }
                }
                KNIGHT => {
                    if !emit_set(from, t.knight_mask[from] & !own_set, check, &mut out) {
                        return false;
                    }
                }
                GUARD => {
                    if !emit_set(from, t.guard_mask[from] & !own_set, check, &mut out) {
                        return false;
                    }
                }
                KING => {
                    let targets =
                        (t.ortho1_mask[from] & !own_set) | (t.diag3_1_mask[from] & enemy_set);
                    if !emit_set(from, targets, true, &mut out) {
                        return false;
                    }
                }
                _ => {
                    // Sets, not lists: on the hypercylinder a cell of the file line reached
                    // both ways round is listed once.
                    let mut set = 0;
                    if matches!(kind, ROOK | QUEEN) {
                        for d in 0..6usize {
                            set |= t.slide(occ, from, d);
                        }
                    }
                    if matches!(kind, BISHOP | QUEEN | WIZARD) {
                        for d in 6..18usize {
                            set |= t.slide(occ, from, d);
                        }
                    }
                    if kind == WIZARD {
                        for d in 18..26usize {
                            set |= t.slide(occ, from, d);
                        }
                    }
                    if !emit_set(from, set & !own_set, check, &mut out) {
                        return false;
                    }
                }
            }
        }
        if king != NO_CELL && !in_check && !self.castled[us] {
            return self.castlings(us, king as usize, &mut out);
        }
        true
    }

    /// True if the player to move has a legal move (stops at the first).
    pub(crate) fn has_legal_move(&self) -> bool {
        !self.generate(&mut |_| false)
    }

    /// Pawn moves (seed, Pawn; RULINGS "Five Up"): one step forward along the row or one layer
    /// toward the enemy onto an empty cell; captures along the five directions of Figure 6,
    /// en passant included; from a layer A/E start cell the double step straight along the row,
    /// straight across two layers, or the L (blocked only if both intermediate cells are
    /// occupied); promotion on the enemy home row.
    fn pawn_moves<F: FnMut(FMove, bool) -> bool>(
        &self,
        from: usize,
        us: usize,
        check: bool,
        out: &mut F,
    ) -> bool {
        let t = self.t;
        let b = &self.board;
        let [row, layer] = t.pawn_push[us];
        for d in [row, layer] {
            let c = t.step(from, d);
            if c != NO_CELL && b[c as usize] == 0 && !pawn_to(from, c, FLAG_NORMAL, us, check, out)
            {
                return false;
            }
        }
        for &d in &t.pawn_cap[us] {
            let c = t.step(from, d);
            if c == NO_CELL {
                continue;
            }
            let p = b[c as usize];
            if p != 0 {
                if owner(p) != us && !pawn_to(from, c, FLAG_NORMAL, us, check, out) {
                    return false;
                }
            } else if (c == self.ep[0] || c == self.ep[1])
                && !out(
                    FMove {
                        from: from as u8,
                        to: c,
                        flag: FLAG_EP,
                    },
                    true,
                )
            {
                return false;
            }
        }
        if is_double_start(us, from) {
            let i1 = t.step(from, row);
            let i2 = t.step(from, layer);
            let empty = |c: u8| c != NO_CELL && b[c as usize] == 0;
            let mv = |to: u8| FMove {
                from: from as u8,
                to,
                flag: FLAG_DOUBLE,
            };
            if empty(i1) {
                let to = t.step(i1 as usize, row);
                if empty(to) {
                    out!(out, mv(to), check);
                }
            }
            if empty(i2) {
                let to = t.step(i2 as usize, layer);
                if empty(to) {
                    out!(out, mv(to), check);
                }
            }
            if i1 != NO_CELL && (empty(i1) || empty(i2)) {
                let to = t.step(i1 as usize, layer);
                if empty(to) {
                    out!(out, mv(to), check);
                }
            }
        }
        true
    }

    /// Castling (seed, Castling; RULINGS "Five Up"): once per game, king and one of its rooks
    /// on a common orthogonal line with only empty cells between swap cells; the king is not in
    /// check (the caller ensures it), no cell between is attacked (tested with the king lifted
    /// off its cell, as it passes), and the king is not attacked on the rook's cell after the
    /// swap. On the hypercylinder a rook on the king's file line can be reached both ways
    /// round; the move is listed once if either way is allowed.
    fn castlings<F: FnMut(FMove, bool) -> bool>(
        &self,
        us: usize,
        king: usize,
        out: &mut F,
    ) -> bool {
        let t = self.t;
        let them = us ^ 1;
        let rook = ROOK | if us == 1 { BLACK } else { 0 };
        let mut plus_done = NO_CELL;
        for (i, &d) in t.ortho.iter().enumerate() {
            let mut between = [NO_CELL; 4];
            let mut n = 0;
            let mut c = t.step(king, d);
            while c != NO_CELL && c as usize != king && self.board[c as usize] == 0 {
                between[n] = c;
                n += 1;
                c = t.step(c as usize, d);
            }
            if c == NO_CELL || c as usize == king || self.board[c as usize] != rook {
                continue;
            }
            if i == 1 && c == plus_done {
                continue;
            }
            let lifted = self.occ() & !(1u128 << king);
            if between[..n]
                .iter()
                .any(|&x| attacked(t, lifted, &self.kbb[them], 0, x as usize, them))
            {
                continue;
            }
            // After the swap the same cells are occupied.
            if attacked(t, self.occ(), &self.kbb[them], 0, c as usize, them) {
                continue;
            }
            if i == 0 {
                plus_done = c;
            }
            out!(
                out,
                FMove {
                    from: king as u8,
                    to: c,
                    flag: FLAG_CASTLE
                },
                false
            );
        }
        true
    }

    /// Own pieces standing alone between the king and an enemy slider that moves along that
    /// line, as a bit set over cells.
    fn pinned(&self, us: usize, king: usize, occ: u128, own: u128) -> u128 {
        let t = self.t;
        let mut set = 0u128;
        let e = &self.kbb[us ^ 1];
        let q = e[QUEEN as usize];
        let w = e[WIZARD as usize];
        let classes = [
            (0usize..6, e[ROOK as usize] | q),
            (6..18, e[BISHOP as usize] | q | w),
            (18..26, w),
        ];
        for (class, (dirs, sliders)) in classes.into_iter().enumerate() {
            if t.lines[king][class] & sliders == 0 {
                continue;
            }
            for d in dirs {
                if t.ray[king][d] & sliders == 0 {
                    continue;
                }
                let Some(first) = t.first_piece(occ, king, d) else {
                    continue;
                };
                if own >> first & 1 == 0 {
                    continue;
                }
                if let Some(second) = t.first_piece(occ & !(1u128 << first), king, d) {
                    if sliders >> second & 1 == 1 {
                        set |= 1u128 << first;
                    }
                }
            }
        }
        set
    }

    /// True if `mv` (not castling) leaves side `us`'s king unattacked (`occ`: occupied cells
    /// before the move).
    fn safe_after(&self, mv: FMove, us: usize, occ: u128) -> bool {
        let king = self.kings[us];
        if king == NO_CELL {
            return true;
        }
        let (from, to) = (mv.from as usize, mv.to as usize);
        let mut gone = 1u128 << to;
        let mut occ = (occ & !(1u128 << from)) | gone;
        if mv.flag == FLAG_EP {
            gone |= 1u128 << self.ep_pawn;
            occ &= !(1u128 << self.ep_pawn);
        }
        let k = if from == king as usize {
            to
        } else {
            king as usize
        };
        let them = us ^ 1;
        !attacked(self.t, occ, &self.kbb[them], gone, k, them)
    }
}
