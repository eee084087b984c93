//! Move generation of Potential Chess: what each type of a piece's potential reaches,
//! pseudo-legal moves (statements, promotions, en passant, castling), the legal filter.

use crate::potential::tables::tables;

use super::*;

impl PotentialChess {
    /// The occupied squares and each side's (bitboards, bit `sq` for square `sq`, a1 = 0),
    /// as kept by the moves.
    #[inline]
    pub(crate) fn occupancy(&self) -> (u64, [u64; 2]) {
        (self.by[0] | self.by[1], self.by)
    }

    /// The occupied squares and each side's, read from `board` (positions being set up; the
    /// tests compare it with [`Self::occupancy`] after every move).
    pub(crate) fn occupancy_by_scan(&self) -> [u64; 2] {
        // Eight squares at a time (SWAR): a square is empty when its byte is NONE (0xFF) and
        // holds side 1 when bit 5 (32) is set; `pack` gathers one bit per byte into 8 bits.
        const LOW: u64 = 0x0101_0101_0101_0101;
        const SEVEN: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        #[inline]
        fn pack(ones: u64) -> u64 {
            ones.wrapping_mul(0x0102_0408_1020_4080) >> 56
        }
        let mut occ = 0u64;
        let mut black = 0u64;
        for (k, chunk) in self.board.chunks_exact(8).enumerate() {
            let x = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            let y = !x; // nonzero bytes = occupied squares
            let nonzero = (((y & SEVEN) + SEVEN) | y) >> 7 & LOW;
            let o = pack(nonzero);
            occ |= o << (8 * k);
            black |= (pack(x >> 5 & LOW) & o) << (8 * k);
        }
        [occ & !black, black]
    }

    /// Squares a piece of side `s` on `sq` could move to or capture on as a pawn (captures
    /// only on enemy squares, `occ & !own`; steps by its owner's direction; the double step
    /// when not `moved` and on its first two ranks, RULINGS "Potential Chess").
    #[inline(always)]
    pub(crate) fn pawn_reach(s: usize, sq: usize, moved: bool, occ: u64, own: u64) -> u64 {
        let tb = tables();
        let mut out = tb.pawn_attacks[s][sq] & occ & !own;
        let fwd: i32 = if s == 0 { 8 } else { -8 };
        let one = sq as i32 + fwd;
        if (0..64).contains(&one) && occ & (1u64 << one) == 0 {
            out |= 1u64 << one;
            let rank = if s == 0 { sq / 8 } else { 7 - sq / 8 };
            let two = one + fwd;
            if !moved && rank <= 1 && occ & (1u64 << two) == 0 {
                out |= 1u64 << two;
            }
        }
        out
    }

    /// The types of `mover`'s potential (side `s`, on `from`) that reach `to` with occupancy
    /// `occ` and own pieces `own`: Q and R by rook lines, Q, Bl and Bd by bishop lines, K, N and
    /// P by their steps (RULINGS "Potential Chess", Moving: the mover keeps these).
    #[inline]
    pub(crate) fn reaching_types(
        &self,
        s: usize,
        mover: Piece,
        from: usize,
        to: usize,
        occ: u64,
        own: u64,
    ) -> u8 {
        let tb = tables();
        let tbit = 1u64 << to;
        let mut m = 0u8;
        if mover.pot & ((1 << Q) | (1 << R)) != 0 && tb.rook(from, occ) & tbit != 0 {
            m |= (1 << Q) | (1 << R);
        }
        if mover.pot & ((1 << Q) | (1 << BL) | (1 << BD)) != 0 && tb.bishop(from, occ) & tbit != 0
        {
            m |= (1 << Q) | (1 << BL) | (1 << BD);
        }
        if tb.king[from] & tbit != 0 {
            m |= 1 << K;
        }
        if tb.knight[from] & tbit != 0 {
            m |= 1 << N;
        }
        if mover.pot & (1 << P) != 0 && Self::pawn_reach(s, from, mover.moved, occ, own) & tbit != 0 {
            m |= 1 << P;
        }
        m & mover.pot
    }

    /// Squares side `s` attacks with occupancy `occ`: some piece could capture there as some
    /// type of its potential (RULINGS "Potential Chess", Attack), from the type masks; the
    /// same set as [`crate::potential::legal::attacks`] from the piece list.
    pub(crate) fn attacked_by(&self, s: usize, occ: u64) -> u64 {
        let tb = tables();
        let m = &self.tmask[s];
        let mut out = 0u64;
        let mut r = m.rookish;
        while r != 0 {
            out |= tb.rook(r.trailing_zeros() as usize, occ);
            r &= r - 1;
        }
        let mut b = m.bishopish;
        while b != 0 {
            out |= tb.bishop(b.trailing_zeros() as usize, occ);
            b &= b - 1;
        }
        let mut n = m.knightish;
        while n != 0 {
            out |= tb.knight[n.trailing_zeros() as usize];
            n &= n - 1;
        }
        let mut k = m.kingish;
        while k != 0 {
            out |= tb.king[k.trailing_zeros() as usize];
            k &= k - 1;
        }
        const NOT_A: u64 = !0x0101_0101_0101_0101;
        const NOT_H: u64 = !0x8080_8080_8080_8080;
        let p = m.pawnish;
        out | if s == 0 {
            (p << 7 & NOT_H) | (p << 9 & NOT_A)
        } else {
            (p >> 9 & NOT_H) | (p >> 7 & NOT_A)
        }
    }

    /// Side `s`'s type masks from the piece list (what the moves keep in `tmask`).
    pub(crate) fn type_masks_by_scan(&self, s: usize) -> TypeMasks {
        let mut m = TypeMasks::default();
        for p in self.pieces[s][..self.alive_count(s)].iter() {
            if p.state == ALIVE && p.sq != OFF {
                m.put(p.sq as usize, p.pot);
            }
        }
        m
    }

    pub(crate) fn alive_count(&self, s: usize) -> usize {
        16 + self.n_extra[s] as usize
    }

    /// Every move of the player to decide, legal or not under the king rule.
    pub(crate) fn pseudo_moves(&self, out: &mut Vec<PotentialMove>) {
        out.clear();
        if self.pending != NONE {
            self.statements(out);
            return;
        }
        let (occ, by) = self.occupancy();
        self.for_each_candidate(occ, by, !0, |m, _| out.push(m));
    }

    /// The statements open to the owner of the pending captured piece: one per type of its
    /// potential.
    fn statements(&self, out: &mut Vec<PotentialMove>) {
        let pot = self.pieces[self.turn as usize][self.pending as usize].pot;
        for t in 0..7 {
            if pot & (1 << t) != 0 {
                out.push(PotentialMove {
                    from: 0,
                    to: 0,
                    kind: MoveKind::State(t),
                });
            }
        }
    }

    /// Calls `f(mv, reach)` for every move of the player to decide (no statement pending)
    /// with occupancy `occ` and sides `by`, legal or not under the king rule, in the order
    /// [`Self::pseudo_moves`] lists them. `reach` is the set of types of the mover's
    /// potential that reach `mv.to` (Q and R by rook lines, Q, Bl and Bd by bishop lines,
    /// K, N, P by their steps; 0 for castling and en passant): what the mover keeps
    /// (RULINGS "Potential Chess", Moving). One slider lookup per line kind, however many
    /// types share it. `reach` is not computed, and is 0, for the moves from squares in
    /// `no_reach` (the callers that do not read it, or the squares whose moves need no test).
    #[inline(always)]
    pub(crate) fn for_each_candidate(
        &self,
        occ: u64,
        by: [u64; 2],
        no_reach: u64,
        mut f: impl FnMut(PotentialMove, u8),
    ) {
        const ROOKISH: u8 = TypeMasks::ROOKISH;
        const BISHOPISH: u8 = TypeMasks::BISHOPISH;
        let tb = tables();
        let s = self.turn as usize;
        let own = by[s];
        let last_rank: u64 = if s == 0 { 0xFF << 56 } else { 0xFF };
        let mut enemy_att: Option<u64> = None;
        for i in 0..self.alive_count(s) {
            let p = self.pieces[s][i];
            if p.state != ALIVE || p.sq == OFF {
                continue;
            }
            let sq = p.sq as usize;
            let pot = p.pot;
            let rk = if pot & ROOKISH != 0 { tb.rook(sq, occ) & !own } else { 0 };
            let bs = if pot & BISHOPISH != 0 { tb.bishop(sq, occ) & !own } else { 0 };
            let kg = if pot & (1 << K) != 0 { tb.king[sq] & !own } else { 0 };
            let kn = if pot & (1 << N) != 0 { tb.knight[sq] & !own } else { 0 };
            let pw = if pot & (1 << P) != 0 {
                Self::pawn_reach(s, sq, p.moved, occ, own)
            } else {
                0
            };
            let other = rk | bs | kg | kn;
            let promo = pw & last_rank;
            let mut u = other | pw;
            if no_reach >> sq & 1 != 0 {
                while u != 0 {
                    let to = u.trailing_zeros() as u8;
                    u &= u - 1;
                    let normal = PotentialMove {
                        from: sq as u8,
                        to,
                        kind: MoveKind::Normal,
                    };
                    if promo >> to & 1 != 0 {
                        f(
                            PotentialMove {
                                kind: MoveKind::Promote,
                                ..normal
                            },
                            0,
                        );
                        if other >> to & 1 == 0 {
                            continue;
                        }
                    }
                    f(normal, 0);
                }
                u = 0;
            }
            while u != 0 {
                let to = u.trailing_zeros() as usize;
                u &= u - 1;
                let reach = ((rk >> to & 1) as u8 * ROOKISH
                    | (bs >> to & 1) as u8 * BISHOPISH
                    | ((kg >> to & 1) as u8) << K
                    | ((kn >> to & 1) as u8) << N
                    | ((pw >> to & 1) as u8) << P)
                    & pot;
                let normal = PotentialMove {
                    from: sq as u8,
                    to: to as u8,
                    kind: MoveKind::Normal,
                };
                if promo >> to & 1 != 0 {
                    f(
                        PotentialMove {
                            kind: MoveKind::Promote,
                            ..normal
                        },
                        reach,
                    );
                    if other >> to & 1 != 0 {
                        f(normal, reach);
                    }
                } else {
                    f(normal, reach);
                }
            }
            // en passant
            if pot & (1 << P) != 0
                && self.ep_target != OFF
                && tb.pawn_attacks[s][sq] & (1u64 << self.ep_target) != 0
            {
                let vb = self.board[self.ep_victim as usize];
                if vb != NONE
                    && (vb / 32) as usize != s
                    && self.pieces[(vb / 32) as usize][(vb % 32) as usize].pot & (1 << P) != 0
                {
                    f(
                        PotentialMove {
                            from: sq as u8,
                            to: self.ep_target,
                            kind: MoveKind::EnPassant,
                        },
                        0,
                    );
                }
            }
            // castling
            let home = if s == 0 { 4 } else { 60 };
            if pot & (1 << K) != 0 && !p.moved && sq == home {
                for (corner, between, path, to) in [
                    (
                        home + 3,
                        0b0110u64 << home,
                        [home, home + 1, home + 2],
                        home + 2,
                    ),
                    (
                        home - 4,
                        0b1110u64 << (home - 4),
                        [home, home - 1, home - 2],
                        home - 2,
                    ),
                ] {
                    let cb = self.board[corner];
                    if cb == NONE || (cb / 32) as usize != s {
                        continue;
                    }
                    let rp = self.pieces[s][(cb % 32) as usize];
                    if rp.pot & (1 << R) == 0 || rp.moved || occ & between != 0 {
                        continue;
                    }
                    let att = *enemy_att.get_or_insert_with(|| self.attacked_by(1 - s, occ));
                    if path.iter().any(|&q| att & (1u64 << q) != 0) {
                        continue;
                    }
                    f(
                        PotentialMove {
                            from: sq as u8,
                            to: to as u8,
                            kind: MoveKind::Castle,
                        },
                        0,
                    );
                }
            }
        }
    }

    pub(crate) fn add_extra(&mut self, s: usize, sq: u8) {
        let i = 16 + self.n_extra[s] as usize;
        assert!(i < 16 + EXTRA_MAX, "more than 8 promotions");
        self.n_extra[s] += 1;
        self.pieces[s][i] = Piece {
            sq,
            pot: PROMOTED & colour_mask(sq),
            state: ALIVE,
            moved: true,
        };
        self.board[sq as usize] = (s * 32 + i) as u8;
        self.by[s] |= 1u64 << sq;
        self.tmask[s].put(sq as usize, PROMOTED & colour_mask(sq));
    }

    /// The legal moves of the player to decide, ignoring whether the game is over.
    pub fn generate(&self, out: &mut Vec<PotentialMove>) {
        out.clear();
        if self.pending != NONE {
            self.statements(out);
            return;
        }
        let ctx = crate::potential::legal::LegalCtx::new(self);
        // moves from `free_from` are legal untested (`legal_with` returns at once)
        self.for_each_candidate(ctx.occ, ctx.by, ctx.free_from, |m, reach| {
            if ctx.free_from >> m.from & 1 != 0 || self.legal_with(m, reach, &ctx) {
                out.push(m);
            }
        });
    }

    /// For tests: the first candidate move whose fast legality test (see `apply_rules`)
    /// disagrees with the full one, described; None when all agree.
    #[doc(hidden)]
    pub fn debug_check_only_mismatch(&self) -> Option<String> {
        let mut out = Vec::new();
        self.pseudo_moves(&mut out);
        if self.pending != NONE {
            return None;
        }
        let ctx = crate::potential::legal::LegalCtx::new(self);
        let mut legal = Vec::new();
        for &m in out.iter() {
            let a = self.clone().apply_rules(m, true);
            let b = self.clone().apply_rules(m, false);
            let c = self.legal_quick(m, &ctx);
            if a != b || c != b {
                return Some(format!(
                    "{:?} quick {a} no-copy {c} full {b} at {}",
                    m,
                    self.text()
                ));
            }
            if b {
                legal.push(m);
            }
        }
        // the generator's own test (reaching types carried from generation) agrees too
        let mut generated = Vec::new();
        self.generate(&mut generated);
        if generated != legal {
            return Some(format!(
                "generate {generated:?} but the full test keeps {legal:?} at {}",
                self.text()
            ));
        }
        None
    }

    pub(crate) fn all_kings_attacked(&self) -> bool {
        let s = self.turn as usize;
        let (occ, _) = self.occupancy();
        let att = self.attacked_by(1 - s, occ);
        self.pieces[s]
            .iter()
            .filter(|p| p.state == ALIVE && p.pot & (1 << K) != 0)
            .all(|p| att & (1u64 << p.sq) != 0)
    }
}

#[cfg(test)]
mod tests {
    use mcts::{Codec, Rules};
    use super::*;
    use mcts::SplitMix64;

    /// `occupancy` by the obvious scan of the 64 squares.
    fn occupancy_by_scan(g: &PotentialChess) -> (u64, [u64; 2]) {
        let mut by = [0u64; 2];
        for (sq, &b) in g.board.iter().enumerate() {
            if b != NONE {
                by[(b / 32) as usize] |= 1 << sq;
            }
        }
        (by[0] | by[1], by)
    }

    /// `attacked_by` (from the type masks the moves keep) is the attack set from the piece
    /// list, and `attacked_on` (K loss from the possible kings' squares) is its bit `q`, for
    /// every square and both sides, through random games; the kept masks are the masks from
    /// the piece list.
    #[test]
    fn attacked_on_is_the_attack_set_square_by_square() {
        let mut rng = SplitMix64::new(9);
        let mut moves = Vec::new();
        let mut attacked = 0u32;
        for _ in 0..10 {
            let mut g = PotentialChess::start(300);
            while g.outcome().is_ongoing() {
                let (occ, _) = g.occupancy();
                for o in 0..2 {
                    assert_eq!(g.tmask[o], g.type_masks_by_scan(o), "{}", g.position_text());
                    let att = crate::potential::legal::attacks(&g, o, occ);
                    assert_eq!(g.attacked_by(o, occ), att, "{}", g.position_text());
                    for q in 0..64 {
                        assert_eq!(
                            g.attacked_on(o, q, occ),
                            att >> q & 1 != 0,
                            "side {o} square {q} at {}",
                            g.position_text()
                        );
                    }
                    attacked += att.count_ones();
                }
                g.generate(&mut moves);
                let mv = moves[rng.below(moves.len() as u64) as usize];
                g.play(mv);
            }
        }
        assert!(attacked > 10_000, "{attacked}");
    }

    #[test]
    fn occupancy_matches_a_scan_of_the_squares_through_random_games() {
        let mut rng = SplitMix64::new(7);
        let (mut positions, mut with_extra) = (0, 0);
        let mut moves = Vec::new();
        for _ in 0..40 {
            let mut g = PotentialChess::start(300);
            while g.outcome().is_ongoing() {
                assert_eq!(
                    g.occupancy(),
                    occupancy_by_scan(&g),
                    "{}",
                    g.position_text()
                );
                positions += 1;
                with_extra += (g.n_extra != [0, 0]) as u32;
                g.generate(&mut moves);
                let mv = moves[rng.below(moves.len() as u64) as usize];
                g.play(mv);
            }
        }
        assert!(
            positions > 2000 && with_extra > 0,
            "{positions} {with_extra}"
        );
    }
}
