//! Strictly legal move generation for orthodox chess: attacks, check and pin masks, en passant
//! legality (FIDE 9.2.2 for repetition), castling.

use crate::potential::tables::{tables, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};

use super::*;

impl Chess {
    #[inline(always)]
    pub(super) fn occ(&self) -> u64 {
        self.by_color[0] | self.by_color[1]
    }

    /// Pieces of both colours attacking `sq` with blockers `occ`.
    #[inline(always)]
    pub(super) fn attackers_to(&self, sq: usize, occ: u64) -> u64 {
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
    pub(super) fn ep_capture_safe(&self, from: usize) -> bool {
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
    pub(super) fn ep_capture_legal(&self) -> bool {
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
        self.generate_until::<false, false>(out);
    }

    /// [`Chess::generate`] restricted to the captures (onto an enemy piece, or en passant;
    /// promotions by a push are not captures), in the same order. Returns whether there was
    /// any.
    pub fn generate_captures(&self, out: &mut Vec<ChessMove>) -> bool {
        self.generate_until::<false, true>(out)
    }

    /// Whether the side to move has a legal move: [`Chess::generate`] stopped at the first
    /// move found, trying the king's steps (each a test for attacks) last. `buf` is scratch.
    pub fn has_legal_move(&self, buf: &mut Vec<ChessMove>) -> bool {
        self.generate_until::<true, false>(buf)
    }

    /// The one legal move generator: with `FIRST` it returns true at the first legal move
    /// (and tries the king's steps last), without it fills `out` with every legal move in the
    /// order [`Chess::generate`] gives and returns whether there was any. With `CAPTURES`
    /// only the captures are generated.
    fn generate_until<const FIRST: bool, const CAPTURES: bool>(
        &self,
        out: &mut Vec<ChessMove>,
    ) -> bool {
        out.clear();
        macro_rules! emit {
            ($m:expr) => {{
                out.push($m);
                if FIRST {
                    return true;
                }
            }};
        }
        let t = tables();
        let us = self.side as usize;
        let them = us ^ 1;
        let own = self.by_color[us];
        let opp = self.by_color[them];
        let occ = own | opp;
        let ksq = (self.by_kind[KING] & own).trailing_zeros() as usize;
        let checkers = self.attackers_to(ksq, occ) & opp;

        // king steps (with FIRST: only in double check here, else after the other pieces)
        let occ_nok = occ ^ (1u64 << ksq);
        let king_steps = |out: &mut Vec<ChessMove>| {
            let mut km = t.king[ksq] & if CAPTURES { opp } else { !own };
            while km != 0 {
                let to = pop(&mut km);
                if self.attackers_to(to, occ_nok) & opp == 0 {
                    out.push(ChessMove {
                        from: ksq as u8,
                        to: to as u8,
                        promo: 0,
                    });
                    if FIRST {
                        return;
                    }
                }
            }
        };
        if !FIRST || checkers.count_ones() > 1 {
            king_steps(out);
        }
        if checkers.count_ones() > 1 {
            return !out.is_empty();
        }
        let target = if checkers == 0 {
            !own
        } else {
            t.between[ksq][checkers.trailing_zeros() as usize] | checkers
        } & if CAPTURES { opp } else { !0 };

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
                emit!(ChessMove {
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
                emit!(ChessMove {
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
                emit!(ChessMove {
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
            if !CAPTURES && occ & (1 << one) == 0 {
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
                        emit!(ChessMove {
                            from: from as u8,
                            to: to as u8,
                            promo: kind as u8 + 1,
                        });
                    }
                } else {
                    emit!(ChessMove {
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
                emit!(ChessMove {
                    from: from as u8,
                    to: self.ep,
                    promo: 0,
                });
            }
        }
        // castling
        if !CAPTURES && checkers == 0 && self.castling != 0 {
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
                emit!(ChessMove {
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
                emit!(ChessMove {
                    from: (base + 4) as u8,
                    to: (base + 2) as u8,
                    promo: 0,
                });
            }
        }
        if FIRST {
            king_steps(out);
        }
        !out.is_empty()
    }
}
