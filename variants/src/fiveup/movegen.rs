//! Five Up legal move generation (Five Up, 003_3455fa5195cbf461.txt, "Movement and
//! Capturing" and each piece; RULINGS "Five Up").
//!
//! Moves are generated piece by piece and handed to a callback, so nothing is allocated. A move
//! is checked for leaving the king attacked only when it could: king moves, en passant, moves
//! while in check, and moves of pieces standing on a line between the king and an enemy slider
//! (computed once per call). Castling is checked on its own terms.

use super::rules::{attacked, owner};
use super::{
    is_double_start, is_promotion_cell, FMove, FiveUp, Tables, BISHOP, BLACK, FLAG_CASTLE,
    FLAG_DOUBLE, FLAG_EP, FLAG_NORMAL, FLAG_PROMO, GUARD, KING, KIND_MASK, KNIGHT, NCELLS,
    NO_CELL, PAWN, PROMOTIONS, QUEEN, ROOK, WIZARD,
};

macro_rules! out {
    ($out:expr, $mv:expr, $check:expr) => {
        if !$out($mv, $check) {
            return false;
        }
    };
}

/// Slides from `from` along `d`, emitting moves to empty cells and a capture of the first
/// enemy piece. Stops off the board, back on `from` (hypercylinder), or on `stop` (which is not
/// emitted). Returns `None` if the callback asked to stop, else the blocking cell or
/// [`NO_CELL`] if none.
#[inline(always)]
fn slide<F: FnMut(FMove, bool) -> bool>(
    t: &Tables,
    board: &[u8; NCELLS],
    from: usize,
    d: u8,
    stop: u8,
    us: usize,
    check: bool,
    out: &mut F,
) -> Option<u8> {
    let mut c = t.step(from, d);
    while c != NO_CELL && c as usize != from && c != stop {
        let p = board[c as usize];
        let mv = FMove {
            from: from as u8,
            to: c,
            flag: FLAG_NORMAL,
        };
        if p == 0 {
            if !out(mv, check) {
                return None;
            }
        } else {
            if owner(p) != us && !out(mv, check) {
                return None;
            }
            return Some(c);
        }
        c = t.step(c as usize, d);
    }
    Some(NO_CELL)
}

/// One step along each direction in `dirs`: to empty cells when `quiet`, onto enemy pieces when
/// `capture`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn steps<F: FnMut(FMove, bool) -> bool>(
    t: &Tables,
    board: &[u8; NCELLS],
    from: usize,
    dirs: &[u8],
    us: usize,
    quiet: bool,
    capture: bool,
    check: bool,
    out: &mut F,
) -> bool {
    for &d in dirs {
        let c = t.step(from, d);
        if c == NO_CELL {
            continue;
        }
        let p = board[c as usize];
        if (p == 0 && quiet) || (p != 0 && capture && owner(p) != us) {
            out!(
                out,
                FMove {
                    from: from as u8,
                    to: c,
                    flag: FLAG_NORMAL
                },
                check
            );
        }
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
        let in_check = king != NO_CELL && attacked(t, b, king as usize, them);
        let pinned = if king == NO_CELL || in_check {
            0
        } else {
            self.pinned(us, king as usize)
        };
        let mut out = |mv: FMove, check: bool| -> bool {
            if check && !self.safe_after(mv, us) {
                return true;
            }
            emit(mv)
        };
        for from in 0..NCELLS {
            let p = b[from];
            if p == 0 || owner(p) != us {
                continue;
            }
            let kind = p & KIND_MASK;
            let check = in_check || (pinned >> from) & 1 == 1;
            match kind {
                PAWN => {
                    if !self.pawn_moves(from, us, check, &mut out) {
                        return false;
                    }
                }
                KNIGHT => {
                    if !steps(t, b, from, &t.knight, us, true, true, check, &mut out) {
                        return false;
                    }
                }
                GUARD => {
                    for dirs in [&t.ortho[..], &t.diag2[..], &t.diag3[..]] {
                        if !steps(t, b, from, dirs, us, true, true, check, &mut out) {
                            return false;
                        }
                    }
                }
                KING => {
                    if !steps(t, b, from, &t.ortho, us, true, true, true, &mut out)
                        || !steps(t, b, from, &t.diag3, us, false, true, true, &mut out)
                    {
                        return false;
                    }
                }
                _ => {
                    if matches!(kind, ROOK | QUEEN) && !self.ortho_slides(from, us, check, &mut out)
                    {
                        return false;
                    }
                    if matches!(kind, BISHOP | QUEEN | WIZARD) {
                        for &d in &t.diag2 {
                            if slide(t, b, from, d, NO_CELL, us, check, &mut out).is_none() {
                                return false;
                            }
                        }
                    }
                    if kind == WIZARD {
                        for &d in &t.diag3 {
                            if slide(t, b, from, d, NO_CELL, us, check, &mut out).is_none() {
                                return false;
                            }
                        }
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

    /// Rook slides along the 6 orthogonals. On the hypercylinder the `+x` and `-x` rays run
    /// round the same file line: `-x` stops where `+x` was blocked, so no cell is listed twice.
    fn ortho_slides<F: FnMut(FMove, bool) -> bool>(
        &self,
        from: usize,
        us: usize,
        check: bool,
        out: &mut F,
    ) -> bool {
        let t = self.t;
        let mut plus_blocker = NO_CELL;
        for (i, &d) in t.ortho.iter().enumerate() {
            let stop = if t.wrap_x && i == 1 {
                if plus_blocker == NO_CELL {
                    continue; // +x already reached every cell of the file line
                }
                plus_blocker
            } else {
                NO_CELL
            };
            match slide(t, &self.board, from, d, stop, us, check, out) {
                None => return false,
                Some(blocker) if i == 0 => plus_blocker = blocker,
                Some(_) => {}
            }
        }
        true
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
            let mut lifted = self.board;
            lifted[king] = 0;
            if between[..n]
                .iter()
                .any(|&x| attacked(t, &lifted, x as usize, them))
            {
                continue;
            }
            let mut swapped = self.board;
            swapped.swap(king, c as usize);
            if attacked(t, &swapped, c as usize, them) {
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
    fn pinned(&self, us: usize, king: usize) -> u128 {
        let t = self.t;
        let b = &self.board;
        let mut set = 0u128;
        let classes: [(&[u8], [u8; 3]); 3] = [
            (&t.ortho, [ROOK, QUEEN, QUEEN]),
            (&t.diag2, [BISHOP, QUEEN, WIZARD]),
            (&t.diag3, [WIZARD, WIZARD, WIZARD]),
        ];
        for (dirs, sliders) in classes {
            for &d in dirs {
                let mut first = NO_CELL;
                let mut c = t.step(king, d);
                while c != NO_CELL && c as usize != king {
                    let p = b[c as usize];
                    if p != 0 {
                        if first != NO_CELL {
                            if owner(p) != us && sliders.contains(&(p & KIND_MASK)) {
                                set |= 1u128 << first;
                            }
                            break;
                        }
                        if owner(p) != us {
                            break;
                        }
                        first = c;
                    }
                    c = t.step(c as usize, d);
                }
            }
        }
        set
    }

    /// True if `mv` (not castling) leaves side `us`'s king unattacked.
    fn safe_after(&self, mv: FMove, us: usize) -> bool {
        let king = self.kings[us];
        if king == NO_CELL {
            return true;
        }
        let mut b = self.board;
        let (from, to) = (mv.from as usize, mv.to as usize);
        b[to] = b[from];
        b[from] = 0;
        if mv.flag == FLAG_EP {
            b[self.ep_pawn as usize] = 0;
        }
        let k = if from == king as usize { to } else { king as usize };
        !attacked(self.t, &b, k, us ^ 1)
    }
}
