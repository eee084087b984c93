//! Five Up legal move generation (Five Up, 003_3455fa5195cbf461.txt, "Movement and
//! Capturing" and each piece; RULINGS "Five Up").
//!
//! Moves are generated piece by piece and handed to a callback, so nothing is allocated. A move
//! is checked for leaving the king attacked only when it could: king moves, en passant, moves
//! while in check, and moves of pieces standing on a line between the king and an enemy slider
//! (computed once per call). Castling is checked on its own terms.
//!
//! Unicorns (seed, "Riding on a Unicorn"): a unicorn alone leaps to an empty cell or onto a
//! friendly piece other than the king; from a shared cell the piece may move alone, the
//! unicorn may move alone, and the pair may move with the piece's vector or the unicorn's
//! (arrival empty or enemy). A move that empties a shared cell (the pair's) is checked like a
//! pinned piece's; one that leaves the piece or the unicorn behind cannot uncover a line.
//!
//! The hypertorus (non-combatant rule): a piece that has not moved captures nothing and
//! cannot be captured; a king that has not moved is never in check, so no move needs a
//! safety check then except its own.

use super::rules::{attacked, owner};
use super::tables::Tables;
use super::{
    is_double_start, is_promotion_cell, FMove, FiveUp, BISHOP, BLACK, FLAG_CASTLE, FLAG_DOUBLE,
    FLAG_EP, FLAG_NORMAL, FLAG_PROMO, FLAG_RIDE, FLAG_UNI, GUARD, KIND_MASK, KING, KNIGHT, NO_CELL,
    PAWN, PROMOTIONS, QUEEN, ROOK, SHARED, UNICORN, WIZARD,
};

macro_rules! out {
    ($out:expr, $mv:expr, $check:expr) => {
        if !$out($mv, $check) {
            return false;
        }
    };
}

/// The cells a rook, bishop, queen or wizard (`kind`) on `from` reaches when the cells of
/// `occ` are occupied: each line's empty cells up to and including the first piece, as a set
/// (on the hypercylinder and the hypertorus a cell of a line reached both ways round is in it
/// once). Seed `003_3455fa5195cbf461.txt`, the pieces' vectors.
#[inline(always)]
pub(super) fn slider_reach(t: &Tables, occ: u128, from: usize, kind: u8) -> u128 {
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
    set
}

/// The first piece on each line of the slider of `kind` on `from` (the cells of
/// [`slider_reach`] it may capture on), as a set: one lookup per line, no reach masks.
#[inline(always)]
fn slider_first_pieces(t: &Tables, occ: u128, from: usize, kind: u8) -> u128 {
    let dirs = match kind {
        ROOK => 0..6usize,
        QUEEN => 0..18,
        BISHOP => 6..18,
        _ => 6..26, // WIZARD
    };
    let mut set = 0;
    for d in dirs {
        if let Some(c) = t.first_piece(occ, from, d) {
            set |= 1u128 << c;
        }
    }
    set
}

/// A superset of the cells the piece of `kind` on `from` captures on, whatever the
/// occupancy: its lines on an empty board for a slider, its leaps or steps otherwise; all
/// cells for a pawn (whose en-passant arrival is an empty cell).
#[inline(always)]
fn empty_board_reach(t: &Tables, from: usize, kind: u8) -> u128 {
    let [ortho, diag2, diag3] = t.lines[from];
    match kind {
        ROOK => ortho,
        BISHOP => diag2,
        QUEEN => ortho | diag2,
        WIZARD => diag2 | diag3,
        KNIGHT => t.knight_mask[from],
        GUARD => t.guard_mask[from],
        KING => t.king_mask[from],
        _ => !0,
    }
}

/// Emits a move with `flag` from `from` to every cell of `targets`.
#[inline(always)]
fn emit_set<F: FnMut(FMove, bool) -> bool>(
    from: usize,
    mut targets: u128,
    flag: u8,
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
                flag
            },
            check
        );
    }
    true
}

/// A pair carried by the unicorn's leap onto `to`: one move, or one per promotion piece when
/// the piece is a pawn arriving on the enemy home row.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn pawn_or_piece_to<F: FnMut(FMove, bool) -> bool>(
    from: usize,
    to: u8,
    flag: u8,
    pawn: bool,
    us: usize,
    check: bool,
    out: &mut F,
) -> bool {
    if pawn && is_promotion_cell(us, to as usize) {
        for k in PROMOTIONS {
            out!(
                out,
                FMove {
                    from: from as u8,
                    to,
                    flag: flag | (FLAG_PROMO + k)
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
        self.generate_moves::<true, false, F>(emit)
    }

    /// [`FiveUp::generate`] restricted to the captures ([`FiveUp::is_capture`]: onto an enemy
    /// piece, or en passant), in the same order: no pushes, unicorn leaps alone or castlings.
    pub(crate) fn generate_captures<F: FnMut(FMove) -> bool>(&self, emit: &mut F) -> bool {
        self.generate_moves::<false, false, F>(emit)
    }

    /// The generator: every legal move with `QUIET`, only the captures without. With
    /// `KING_FIRST`, when the player to move is in check its king's moves come first (the
    /// order [`FiveUp::has_legal_move`] wants: an evasion is most often a king step, and
    /// every move tried in check costs a safety test); else the order is by cell.
    fn generate_moves<const QUIET: bool, const KING_FIRST: bool, F: FnMut(FMove) -> bool>(
        &self,
        emit: &mut F,
    ) -> bool {
        let t = self.t;
        let b = &self.board;
        let us = self.side.index();
        let them = us ^ 1;
        let own_set = self.kbb[us].iter().fold(0u128, |a, &x| a | x);
        let enemy_set = self.kbb[them].iter().fold(0u128, |a, &x| a | x);
        let occ = own_set | enemy_set;
        let unmoved = self.unmoved();
        // The king whose safety matters: none on the hypertorus while it has not moved.
        let king = match self.kings[us] {
            k if k != NO_CELL && unmoved >> k & 1 == 1 => NO_CELL,
            k => k,
        };
        let in_check =
            king != NO_CELL && attacked(t, occ, &self.kbb[them], unmoved, king as usize, them);
        let pinned = if king == NO_CELL || in_check {
            0
        } else {
            self.pinned(us, king as usize, occ, own_set, unmoved)
        };
        let mut out = |mv: FMove, check: bool| -> bool {
            if check && !self.safe_after(mv, us, occ) {
                return true;
            }
            emit(mv)
        };
        // Enemy cells that may be captured (non-combatant rule: only pieces that have moved).
        let capturable = enemy_set & !unmoved;
        // Friendly cells a unicorn may join: a piece alone that is not the king.
        let joinable =
            own_set & !self.kbb[us][KING as usize] & !self.kbb[us][SHARED] & !self.kbb[us][0];
        let mut own = own_set;
        let mut king_first = KING_FIRST && in_check;
        while own != 0 {
            let from = if king_first {
                king_first = false;
                king as usize
            } else {
                own.trailing_zeros() as usize
            };
            own &= !(1u128 << from);
            let byte = b[from];
            let kind = byte & KIND_MASK;
            let check = in_check || (pinned >> from) & 1 == 1;
            let arrive = if QUIET { !occ } else { 0 }
                | if unmoved >> from & 1 == 0 {
                    capturable
                } else {
                    0
                };
            if !QUIET {
                // Captures only: skip a piece whose reach on an empty board holds no cell it
                // may capture on (the same moves, fewer slider walks). With `arrive` empty
                // nothing is capturable, en passant included (its victim has moved).
                if arrive == 0
                    || byte & UNICORN == 0 && empty_board_reach(t, from, kind) & arrive == 0
                {
                    continue;
                }
            }
            if byte & UNICORN != 0 {
                // Only a move that empties the cell (a unicorn alone, or a pair) can uncover a
                // line to the king; a move leaving the piece or the unicorn behind needs the
                // safety check only while in check.
                let leaps = t.unicorn_mask[from];
                let alone_check = if kind == 0 { check } else { in_check };
                if QUIET
                    && !emit_set(
                        from,
                        leaps & (!occ | joinable),
                        FLAG_UNI,
                        alone_check,
                        &mut out,
                    )
                {
                    return false;
                }
                if kind == 0 {
                    continue;
                }
                // The pair with the unicorn's vector; a pawn carried onto its promotion row
                // promotes.
                let mut targets = leaps & arrive;
                while targets != 0 {
                    let to = targets.trailing_zeros() as u8;
                    targets &= targets - 1;
                    if !pawn_or_piece_to(
                        from,
                        to,
                        FLAG_UNI | FLAG_RIDE,
                        kind == PAWN,
                        us,
                        check,
                        &mut out,
                    ) {
                        return false;
                    }
                }
                // The piece's own moves, alone and with the unicorn riding.
                // (`c` is true where the piece's own rule asks for the check: en passant.)
                let mut both = |mv: FMove, c: bool| -> bool {
                    out(mv, c)
                        && out(
                            FMove {
                                flag: mv.flag | FLAG_RIDE,
                                ..mv
                            },
                            c || check,
                        )
                };
                if !self.piece_moves::<QUIET, _>(from, kind, us, arrive, occ, in_check, &mut both) {
                    return false;
                }
            } else if !self.piece_moves::<QUIET, _>(from, kind, us, arrive, occ, check, &mut out) {
                return false;
            }
        }
        if QUIET && self.kings[us] != NO_CELL && !in_check && !self.castled[us] {
            return self.castlings(us, self.kings[us] as usize, unmoved, &mut out);
        }
        true
    }

    /// The moves of the piece of `kind` on `from` by its own vector, onto cells of `arrive`
    /// (empty or capturable) for all but the pawn and the king, which have their own rules.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn piece_moves<const QUIET: bool, F: FnMut(FMove, bool) -> bool>(
        &self,
        from: usize,
        kind: u8,
        us: usize,
        arrive: u128,
        occ: u128,
        check: bool,
        out: &mut F,
    ) -> bool {
        let t = self.t;
        match kind {
            PAWN => self.pawn_moves::<QUIET, F>(from, us, arrive, check, out),
            KNIGHT => emit_set(from, t.knight_mask[from] & arrive, FLAG_NORMAL, check, out),
            GUARD => emit_set(from, t.guard_mask[from] & arrive, FLAG_NORMAL, check, out),
            KING => {
                let targets =
                    (t.ortho1_mask[from] & arrive) | (t.diag3_1_mask[from] & arrive & occ);
                emit_set(from, targets, FLAG_NORMAL, true, out)
            }
            _ => {
                // Captures only: the first piece of each line is all a slider can take.
                let reach = if QUIET {
                    slider_reach(t, occ, from, kind)
                } else {
                    slider_first_pieces(t, occ, from, kind)
                };
                emit_set(from, reach & arrive, FLAG_NORMAL, check, out)
            }
        }
    }

    /// True if the player to move has a legal move (stops at the first).
    pub(crate) fn has_legal_move(&self) -> bool {
        !self.generate_moves::<true, true, _>(&mut |_| false)
    }

    /// Pawn moves (seed, Pawn; RULINGS "Five Up"): one step forward along the row or one layer
    /// toward the enemy onto an empty cell; captures along the five directions of Figure 6,
    /// en passant included; from a layer A/E start cell the double step straight along the row,
    /// straight across two layers, or the L (blocked only if both intermediate cells are
    /// occupied); promotion on the enemy home row.
    fn pawn_moves<const QUIET: bool, F: FnMut(FMove, bool) -> bool>(
        &self,
        from: usize,
        us: usize,
        arrive: u128,
        check: bool,
        out: &mut F,
    ) -> bool {
        let t = self.t;
        let b = &self.board;
        let [row, layer] = t.pawn_push[us];
        for d in [row, layer] {
            let c = t.step(from, d);
            if QUIET
                && c != NO_CELL
                && b[c as usize] == 0
                && !pawn_to(from, c, FLAG_NORMAL, us, check, out)
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
                if owner(p) != us
                    && arrive >> c & 1 == 1
                    && !pawn_to(from, c, FLAG_NORMAL, us, check, out)
                {
                    return false;
                }
            } else if (c == self.ep[0] || c == self.ep[1])
                && self.unmoved() >> from & 1 == 0
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
        if QUIET && is_double_start(us, from) && self.spent >> from & 1 == 0 {
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
    /// swap. On the hypercylinder and the hypertorus a rook on a wrapping line through the
    /// king can be reached both ways round; the move is listed once if either way is allowed.
    /// A rook sharing its cell with the unicorn castles too, and the unicorn rides along with
    /// it to the king's cell (RULINGS "Five Up", parameter `unicorn`). On the hypertorus only
    /// enemy pieces that have moved attack (`unmoved` is excluded).
    fn castlings<F: FnMut(FMove, bool) -> bool>(
        &self,
        us: usize,
        king: usize,
        unmoved: u128,
        out: &mut F,
    ) -> bool {
        let t = self.t;
        let them = us ^ 1;
        let rook = ROOK | if us == 1 { BLACK } else { 0 };
        let mut done = 0u128;
        for &d in t.ortho.iter() {
            let mut between = [NO_CELL; 4];
            let mut n = 0;
            let mut c = t.step(king, d);
            while c != NO_CELL && c as usize != king && self.board[c as usize] == 0 {
                between[n] = c;
                n += 1;
                c = t.step(c as usize, d);
            }
            if c == NO_CELL || c as usize == king || self.board[c as usize] & !UNICORN != rook {
                continue;
            }
            if done >> c & 1 == 1 {
                continue;
            }
            let lifted = self.occ() & !(1u128 << king);
            if between[..n]
                .iter()
                .any(|&x| attacked(t, lifted, &self.kbb[them], unmoved, x as usize, them))
            {
                continue;
            }
            // After the swap the same cells are occupied.
            if attacked(t, self.occ(), &self.kbb[them], unmoved, c as usize, them) {
                continue;
            }
            done |= 1u128 << c;
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
    /// line, as a bit set over cells (enemy sliders of `unmoved` do not count).
    fn pinned(&self, us: usize, king: usize, occ: u128, own: u128, unmoved: u128) -> u128 {
        let t = self.t;
        let mut set = 0u128;
        let e = &self.kbb[us ^ 1];
        let q = e[QUEEN as usize] & !unmoved;
        let w = e[WIZARD as usize] & !unmoved;
        let classes = [
            (0usize..6, e[ROOK as usize] & !unmoved | q),
            (6..18, e[BISHOP as usize] & !unmoved | q | w),
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
    /// before the move). A move that leaves a piece or a unicorn on its from cell keeps that
    /// cell occupied. On the hypertorus a king that has not moved and does not move now is
    /// never attacked, and only enemy pieces that have moved attack.
    fn safe_after(&self, mv: FMove, us: usize, occ: u128) -> bool {
        let king = self.kings[us];
        if king == NO_CELL {
            return true;
        }
        let (from, to) = (mv.from as usize, mv.to as usize);
        let king_moves = from == king as usize;
        let unmoved = self.unmoved();
        if !king_moves && unmoved >> king & 1 == 1 {
            return true;
        }
        let mut gone = 1u128 << to;
        let shared_from = self.board[from] & UNICORN != 0 && self.board[from] & KIND_MASK != 0;
        let stays = shared_from && !mv.rides();
        let mut occ = if stays {
            occ | gone
        } else {
            (occ & !(1u128 << from)) | gone
        };
        if mv.base() == FLAG_EP {
            gone |= 1u128 << self.ep_pawn;
            occ &= !(1u128 << self.ep_pawn);
        }
        let k = if king_moves { to } else { king as usize };
        let them = us ^ 1;
        !attacked(self.t, occ, &self.kbb[them], gone | unmoved, k, them)
    }
}
