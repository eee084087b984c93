//! Playing a move in Potential Chess: movement, reductions, K loss, closure, repetition
//! bookkeeping, en-passant legality (FIDE 9.2.2), the hash, and the evaluation's values.

use crate::potential::tables::tables;

use super::*;

/// The input [`mix`] turns into the key of a living piece of side `s` on `sq`.
#[inline]
fn piece_key_input(s: usize, sq: usize, p: &Piece) -> u64 {
    (s as u64) << 20 | (sq as u64) << 10 | (p.pot as u64) << 1 | p.moved as u64
}

/// The input [`mix`] turns into the key of side `s` having `c` pieces off the board known to
/// be of type `t`.
const fn count_key_input(s: usize, t: usize, c: u64) -> u64 {
    0xC0FFEE << 32 | (s as u64) << 16 | (t as u64) << 8 | c
}

/// `COUNT_KEYS[s][t][c] = mix(count_key_input(s, t, c))`: side, type (8 slots, the last
/// always 0 pieces), count of that side's 16 original pieces off the board known to be of
/// that type (0..=16).
static COUNT_KEYS: [[[u64; 17]; 8]; 2] = {
    let mut k = [[[0u64; 17]; 8]; 2];
    let mut s = 0;
    while s < 2 {
        let mut t = 0;
        while t < 8 {
            let mut c = 0;
            while c < 17 {
                k[s][t][c] = mix(count_key_input(s, t, c as u64));
                c += 1;
            }
            t += 1;
        }
        s += 1;
    }
    k
};

/// What [`PotentialChess::after_move`] reads of the position before a move: the pieces, the
/// promotion counts and the hash's tail.
pub(crate) type PieceSnapshot = ([[Piece; 16 + EXTRA_MAX]; 2], [u8; 2], u64);

/// A piece's term of [`PotentialChess::signature`] (0 for an unused promotion slot).
#[inline]
fn sig_term(p: &Piece) -> u32 {
    p.pot.count_ones() * 4 + p.moved as u32 * 64 + (p.state != ALIVE) as u32 * 1024
}

/// The count keys of side `s` (pieces `pieces`, its 16 originals first): for each type, the
/// key of the number of its original pieces off the board known to be of that type.
fn count_keys(s: usize, pieces: &[Piece]) -> u64 {
    let mut counts = [0usize; 8];
    for p in pieces[..16].iter() {
        if p.state != ALIVE && p.pot.count_ones() == 1 {
            counts[p.pot.trailing_zeros() as usize] += 1;
        }
    }
    let mut h = 0u64;
    for (t, &c) in counts.iter().enumerate() {
        h ^= COUNT_KEYS[s][t][c];
    }
    h
}

impl PotentialChess {
    /// Plays `mv` with history and hash bookkeeping; false when it leaves no possible king.
    pub(crate) fn apply(&mut self, mv: PotentialMove) -> bool {
        let before = (self.pieces, self.n_extra, self.hash_tail());
        let ok = self.apply_rules(mv, false);
        if ok {
            self.after_move(&before);
            debug_assert_eq!(
                self.tmask,
                [self.type_masks_by_scan(0), self.type_masks_by_scan(1)]
            );
        }
        ok
    }

    /// The rules part of a move: movement, reductions, K loss, closure. Returns false (the
    /// state is then garbage) when the move leaves no possible king.
    ///
    /// With `check_only` the result is only the legality: when no piece lost K, the move is
    /// not castling and some piece may still be king, the move is legal without computing the
    /// closure (every type left in the mover's potential was in its closure, so an assignment
    /// exists) and the state is left half-updated.
    pub(crate) fn apply_rules(&mut self, mv: PotentialMove, check_only: bool) -> bool {
        let s = self.turn as usize;
        let o = 1 - s;
        if let MoveKind::State(t) = mv.kind {
            let i = self.pending as usize;
            self.pieces[s][i].pot = 1 << t;
            self.pending = NONE;
            return self.close(s);
        }
        let from = mv.from as usize;
        let to = mv.to as usize;
        let mi = (self.board[from] % 32) as usize;
        let mover = self.pieces[s][mi];
        let before = self.allowed(s);
        let (occ, by) = self.occupancy();
        let mut captured: Option<usize> = None;
        // Whether the captured piece's allowed set changed (then the owner's closure may):
        // a living piece's potential is closed, so capture changes its allowed set only by
        // dropping K (a captured piece is never the king) or, en passant, by fixing P.
        let mut captured_changed = false;
        let old_ep = (self.ep_target, self.ep_victim);
        self.ep_target = OFF;
        self.ep_victim = OFF;
        match mv.kind {
            MoveKind::Castle => {
                let (corner, rto) = castle_rook(from, to);
                let ri = (self.board[corner] % 32) as usize;
                self.board[from] = NONE;
                self.board[corner] = NONE;
                self.board[to] = (s * 32 + mi) as u8;
                self.board[rto] = (s * 32 + ri) as u8;
                self.by[s] = self.by[s] & !(1u64 << from | 1u64 << corner) | 1u64 << to | 1u64 << rto;
                self.tmask[s].clear(1u64 << from | 1u64 << corner);
                self.tmask[s].put(to, 1 << K);
                self.tmask[s].put(rto, 1 << R);
                self.pieces[s][mi] = Piece {
                    sq: to as u8,
                    pot: 1 << K,
                    state: ALIVE,
                    moved: true,
                };
                self.pieces[s][ri] = Piece {
                    sq: rto as u8,
                    pot: 1 << R,
                    state: ALIVE,
                    moved: true,
                };
            }
            MoveKind::EnPassant => {
                let vsq = old_ep.1 as usize;
                let vi = (self.board[vsq] % 32) as usize;
                captured_changed = self.pieces[o][vi].pot != 1 << P;
                self.board[vsq] = NONE;
                self.by[o] &= !(1u64 << vsq);
                self.by[s] = self.by[s] & !(1u64 << from) | 1u64 << to;
                self.tmask[o].clear(1u64 << vsq);
                self.tmask[s].clear(1u64 << from);
                self.tmask[s].put(to, 1 << P);
                self.pieces[o][vi] = Piece {
                    sq: OFF,
                    pot: 1 << P,
                    state: CAPTURED,
                    moved: true,
                };
                captured = Some(vi);
                self.board[from] = NONE;
                self.board[to] = (s * 32 + mi) as u8;
                self.pieces[s][mi] = Piece {
                    sq: to as u8,
                    pot: 1 << P,
                    state: ALIVE,
                    moved: true,
                };
            }
            MoveKind::Normal | MoveKind::Promote => {
                let m = self.reaching_types(s, mover, from, to, occ, by[s]);
                self.by[o] &= !(1u64 << to);
                // the promoted piece's square is set by `add_extra`
                self.by[s] = self.by[s] & !(1u64 << from) | 1u64 << to;
                self.tmask[o].clear(1u64 << to);
                self.tmask[s].clear(1u64 << from);
                if self.board[to] != NONE {
                    let ci = (self.board[to] % 32) as usize;
                    let cp = self.pieces[o][ci];
                    // a promoted piece counts against nothing: it just leaves
                    let state = if ci >= 16 { PROMOTED_AWAY } else { CAPTURED };
                    self.pieces[o][ci] = Piece {
                        sq: OFF,
                        pot: cp.pot,
                        state,
                        moved: true,
                    };
                    if ci < 16 {
                        captured = Some(ci);
                        captured_changed = cp.pot & (1 << K) != 0;
                    }
                }
                self.board[from] = NONE;
                let last = if s == 0 { 7 } else { 0 };
                if mv.kind == MoveKind::Promote {
                    self.pieces[s][mi] = Piece {
                        sq: OFF,
                        pot: 1 << P,
                        state: PROMOTED_AWAY,
                        moved: true,
                    };
                    self.add_extra(s, to as u8);
                } else {
                    let mut pot = mover.pot & m;
                    if to / 8 == last {
                        pot &= !(1 << P);
                    }
                    self.board[to] = (s * 32 + mi) as u8;
                    self.pieces[s][mi] = Piece {
                        sq: to as u8,
                        pot,
                        state: ALIVE,
                        moved: true,
                    };
                    self.tmask[s].put(to, pot);
                    let dist = (to as i32 - from as i32).abs();
                    if pot & (1 << P) != 0 && dist == 16 {
                        self.ep_target = ((from + to) / 2) as u8;
                        self.ep_victim = to as u8;
                    }
                }
            }
            MoveKind::State(_) => unreachable!(),
        }
        // K loss: every possible king left attacked loses K. (One closure after it gives the
        // same result as closing before and after: both keep exactly the same assignments.)
        let occ = self.by[0] | self.by[1];
        debug_assert_eq!(self.by, self.occupancy_by_scan());
        debug_assert_eq!(self.tmask[s], self.type_masks_by_scan(s));
        let kings = self.tmask[s].kingish;
        // Few possible kings (most positions after the opening): ask about their squares
        // only; many: one attack set of the whole opponent is cheaper.
        let att = if kings.count_ones() > 4 {
            self.attacked_by(o, occ)
        } else {
            let mut att = 0u64;
            let mut k = kings;
            while k != 0 {
                let q = k.trailing_zeros() as usize;
                k &= k - 1;
                att |= (self.attacked_on(o, q, occ) as u64) << q;
            }
            att
        };
        let lost = kings & att != 0;
        if lost {
            for p in self.pieces[s].iter_mut() {
                if p.state == ALIVE && p.sq != OFF && p.pot & (1 << K) != 0 && att >> p.sq & 1 != 0
                {
                    p.pot &= !(1 << K);
                }
            }
            self.tmask[s].kingish &= !att;
        }
        if check_only
            && !lost
            && mv.kind != MoveKind::Castle
            && self.pieces[s]
                .iter()
                .any(|p| p.state == ALIVE && p.pot & (1 << K) != 0)
        {
            return true;
        }
        // The mover's sets were closed before the move: when the move changed none of them
        // (and every stored potential already is its allowed set), the closure is the same.
        let after = self.allowed(s);
        let unchanged = after == before
            && self.pieces[s][..16]
                .iter()
                .zip(after.iter())
                .all(|(p, &a)| p.state == PROMOTED_AWAY || p.pot == a);
        if !unchanged && !self.close(s) {
            return false;
        }
        if !self.pieces[s]
            .iter()
            .any(|p| p.state == ALIVE && p.pot & (1 << K) != 0)
        {
            return false;
        }
        self.turn = o as u8;
        if let Some(ci) = captured {
            if captured_changed {
                self.close(o);
            }
            debug_assert_eq!(self.tmask[o], self.type_masks_by_scan(o));
            let pot = self.pieces[o][ci].pot;
            if pot.count_ones() > 1 {
                self.pending = ci as u8;
            }
        }
        true
    }

    /// Whether a piece of side `o` on the board could capture on `q` with occupancy `occ`
    /// as some type of its potential (RULINGS "Potential Chess", Attack): the same answer as
    /// bit `q` of [`Self::attacked_by`], from the type masks.
    #[inline]
    pub(crate) fn attacked_on(&self, o: usize, q: usize, occ: u64) -> bool {
        self.tmask[o].attackers(1 - o, q, occ) != 0
    }

    /// The bookkeeping after a move: ply count, the en-passant square, and the hash and the
    /// signature updated from `before` (the pieces, promotion counts and hash tail before the
    /// move): only the pieces that changed are rekeyed, and a side's count keys only when
    /// one of its pieces off the board changed. The same values as [`Self::compute_hash`]
    /// and [`Self::signature`] from scratch (asserted in debug builds).
    pub(crate) fn after_move(&mut self, before: &PieceSnapshot) {
        let (old, old_extra, old_tail) = before;
        self.plies += 1;
        // FIDE 9.2.2 (RULINGS "All games", repetition): the en-passant square makes a
        // position differ only while the capture is legal, so drop it when none is.
        if self.ep_target != OFF && !self.ep_capture_legal() {
            self.ep_target = OFF;
            self.ep_victim = OFF;
        }
        let mut h = self.hash ^ old_tail ^ self.hash_tail();
        let mut sig = self.sig;
        for s in 0..2 {
            let mut off_board_changed = false;
            for i in 0..self.alive_count(s) {
                let (a, b) = (old[s][i], self.pieces[s][i]);
                if a == b {
                    continue;
                }
                // slots past the old promotion count were unused (default pieces, unhashed)
                if a.state == ALIVE && i < 16 + old_extra[s] as usize {
                    h ^= mix(piece_key_input(s, a.sq as usize, &a));
                }
                if b.state == ALIVE {
                    h ^= mix(piece_key_input(s, b.sq as usize, &b));
                }
                sig = sig.wrapping_sub(sig_term(&a)).wrapping_add(sig_term(&b));
                off_board_changed |= i < 16 && (a.state != ALIVE || b.state != ALIVE);
            }
            sig += (self.n_extra[s] - old_extra[s]) as u32 * 100_000;
            if off_board_changed {
                h ^= count_keys(s, &old[s]) ^ count_keys(s, &self.pieces[s]);
            }
        }
        self.hash = h;
        debug_assert_eq!(h, self.compute_hash(), "incremental hash");
        debug_assert_eq!(sig, self.signature(), "incremental signature");
        if sig != self.sig {
            self.sig = sig;
            self.history.reset();
        }
        self.history.push(self.hash);
        self.repeated = self.history.count_alternating(self.hash) >= 3;
    }

    /// True if the player to move has a legal en-passant capture on `ep_target`: a piece that
    /// may be a pawn attacks it as a pawn and the capture keeps a possible king.
    pub(crate) fn ep_capture_legal(&self) -> bool {
        let s = self.turn as usize;
        let target = self.ep_target;
        let vb = self.board[self.ep_victim as usize];
        if self.pending != NONE
            || vb == NONE
            || (vb / 32) as usize == s
            || self.pieces[(vb / 32) as usize][(vb % 32) as usize].pot & (1 << P) == 0
        {
            return false;
        }
        let mut ctx: Option<crate::potential::legal::LegalCtx> = None;
        for i in 0..self.alive_count(s) {
            let p = self.pieces[s][i];
            if p.state != ALIVE
                || p.sq == OFF
                || p.pot & (1 << P) == 0
                || tables().pawn_attacks[s][p.sq as usize] & (1u64 << target) == 0
            {
                continue;
            }
            let m = PotentialMove {
                from: p.sq,
                to: target,
                kind: MoveKind::EnPassant,
            };
            let ctx = ctx.get_or_insert_with(|| crate::potential::legal::LegalCtx::new(self));
            if self.legal_quick(m, ctx) {
                return true;
            }
        }
        false
    }

    /// Total potential size + moved pieces + pieces off the board: strictly monotone, so a
    /// change means no earlier position can recur.
    pub(crate) fn signature(&self) -> u32 {
        let mut sig = 0;
        for s in 0..2 {
            // the unused promotion slots hold default pieces, which add 0
            for p in self.pieces[s][..self.alive_count(s)].iter() {
                sig += sig_term(p);
            }
            sig += self.n_extra[s] as u32 * 100_000;
        }
        sig
    }

    /// The position's hash from the piece lists: for each living piece (side, square,
    /// potential, moved), for each side and type the number of pieces off the board known to
    /// be of that type, the pending statement, the en-passant square and the side to move.
    /// Called after every move, since one move can shrink many potentials at once; the same
    /// value as [`Self::hash_by_board`] (the `Rules::hash_from_scratch` the property tests
    /// compare against), at half its cost: 16 to 24 pieces a side instead of 64 squares, and
    /// the 16 count keys read from [`COUNT_KEYS`].
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut h = 0u64;
        for s in 0..2 {
            for p in self.pieces[s][..self.alive_count(s)].iter() {
                if p.state == ALIVE {
                    h ^= mix(piece_key_input(s, p.sq as usize, p));
                }
            }
            h ^= count_keys(s, &self.pieces[s]);
        }
        h ^ self.hash_tail()
    }

    /// The same hash as [`Self::compute_hash`], the obvious way: the board's 64 squares, the
    /// count keys computed by [`mix`]. Kept as the reference the piece-list version is tested
    /// against.
    pub(crate) fn hash_by_board(&self) -> u64 {
        let mut h = 0u64;
        for (sq, &b) in self.board.iter().enumerate() {
            if b != NONE {
                let s = (b / 32) as usize;
                h ^= mix(piece_key_input(s, sq, &self.pieces[s][(b % 32) as usize]));
            }
        }
        for s in 0..2 {
            let mut counts = [0u64; 8];
            for p in self.pieces[s][..16].iter() {
                if p.state != ALIVE && p.pot.count_ones() == 1 {
                    counts[p.pot.trailing_zeros() as usize] += 1;
                }
            }
            for (t, c) in counts.iter().enumerate() {
                h ^= mix(count_key_input(s, t, *c));
            }
        }
        h ^ self.hash_tail()
    }

    /// The hash's terms besides the pieces: pending statement, en-passant square, side.
    fn hash_tail(&self) -> u64 {
        let mut h = 0u64;
        if self.pending != NONE {
            h ^=
                mix(0xBEEF << 32
                    | self.pieces[self.turn as usize][self.pending as usize].pot as u64);
        }
        h ^= mix(0xE9 << 32 | self.ep_target as u64);
        if self.turn == 1 {
            h ^= 0x5A5A_1234_9876_F00D;
        }
        h
    }

    /// True while some potential holds more than one type.
    pub fn uncertain(&self) -> bool {
        self.pieces
            .iter()
            .flatten()
            .any(|p| p.state != PROMOTED_AWAY && p.pot.count_ones() > 1)
    }

    pub(crate) fn value(pot: u8) -> f32 {
        const V: [f32; 7] = [0.0, 9.0, 5.0, 3.0, 3.0, 3.0, 1.0];
        let n = pot.count_ones();
        if n == 0 {
            return 0.0;
        }
        (0..7)
            .filter(|t| pot & (1 << t) != 0)
            .map(|t| V[t])
            .sum::<f32>()
            / n as f32
    }
}
