//! The legality test of a Potential Chess move without playing it (for speed): the same answer as playing the move on a copy with
//! `PotentialChess::apply_rules(mv, true)`, computed from bitboards and a 16-entry array of
//! allowed sets, so move generation copies no state.
//!
//! A move is legal when, after the movement and the reductions it causes (the mover keeps the
//! types that reach its destination; a non-pawn reading on the last rank; castling makes king
//! and rook certain), every possible king of the mover that the opponent then attacks loses K,
//! and some complete assignment of the mover's original pieces to types still exists with one
//! of its living pieces the king (RULINGS "Potential Chess", "Moving", "K loss", closure).

use std::cell::OnceCell;

use super::game::{
    add_supersets, castle_rook, colour_mask, hall_after_shrinks, hall_ok, king_after,
    slack_low, slack_masks, subset_counts, MoveKind, PotentialChess, PotentialMove, TypeMasks, K, P, R,
    SLACK_LEVELS,
};
use super::tables::{tables, Tables};

/// The rank where side `s`'s pawns promote, as a bitboard.
const LAST_RANK: [u64; 2] = [0xFF << 56, 0xFF];

/// Squares the pieces of side `s` attack with occupancy `occ`, from the piece list: every
/// type of each living piece's potential counts (RULINGS "Potential Chess", Attack). The
/// reference the type masks' [`PotentialChess::attacked_by`] is tested against.
#[cfg(test)]
pub(crate) fn attacks(g: &PotentialChess, s: usize, occ: u64) -> u64 {
    use super::game::{ALIVE, BD, BL, N, Q};
    let tb = tables();
    let mut out = 0;
    for p in g.pieces[s].iter() {
        if p.state != ALIVE {
            continue;
        }
        let sq = p.sq as usize;
        let pot = p.pot;
        if pot & ((1 << Q) | (1 << R)) != 0 {
            out |= tb.rook(sq, occ);
        }
        if pot & ((1 << Q) | (1 << BL) | (1 << BD)) != 0 {
            out |= tb.bishop(sq, occ);
        }
        if pot & (1 << K) != 0 {
            out |= tb.king[sq];
        }
        if pot & (1 << N) != 0 {
            out |= tb.knight[sq];
        }
        if pot & (1 << P) != 0 {
            out |= tb.pawn_attacks[s][sq];
        }
    }
    out
}

/// What every legality test of one position shares, computed once per position by
/// [`LegalCtx::new`]: occupancy, the mover's allowed sets and their subset counts, the squares
/// of the mover's possible kings, and the squares of the opponent's pieces by the line kinds
/// their potentials hold.
pub(crate) struct LegalCtx {
    tb: &'static Tables,
    pub(crate) occ: u64,
    pub(crate) by: [u64; 2],
    /// The mover's allowed sets ([`PotentialChess::allowed`]), computed when Hall's test
    /// first needs them.
    base: OnceCell<[u8; 16]>,
    /// Hall's slack of `base` as masks ([`slack_masks`]), computed when a move first needs
    /// it (a move that takes K from no piece never does).
    slack: OnceCell<[u128; SLACK_LEVELS]>,
    /// Its two lowest levels ([`slack_low`]: slack 0, slack at most 1), computed on first use
    /// by moves that narrow only the mover's set.
    slack_low: OnceCell<(u128, u128)>,
    /// Squares of the mover's living pieces whose potential holds K.
    kings: u64,
    /// The opponent's type masks (the position's `tmask`).
    opp: TypeMasks,
    /// The mover's possible kings (the squares of `kings` in increasing order; `kidx`: their
    /// piece indices, all below 16, since a promoted piece is never a king), how many, and
    /// for each: the squares a rook or bishop on it sees with this position's occupancy
    /// (`view`; a move that changes the occupancy of none of them leaves its slider attackers
    /// unchanged) and the opponent squares attacking it now (`attackers`).
    ksq: [u8; 16],
    kidx: [u8; 16],
    nk: usize,
    view: [u64; 16],
    /// The rook-line part of `view`.
    rview: [u64; 16],
    attackers: [u64; 16],
    /// For an attacked possible king: the squares a move must go to to take every attacker
    /// away (capture it, or block it: the squares between for a line attacker), the
    /// intersection over its attackers; a move whose from-square is outside `view` reveals
    /// no new attacker, so it leaves the king attacked exactly when it goes elsewhere.
    escape: [u64; 16],
    /// `viewers[x]`: bit `j` set when square `x` is in `view[j]`; `checked`: bit `j` set when
    /// `attackers[j]` is not empty. A plain move from `a` can change whether possible king
    /// `j` is attacked only if `j` is in `viewers[a] | checked` (see `legal_with`).
    viewers: [u16; 64],
    checked: u16,
    /// Squares from which every plain move is legal without a test (public to the
    /// generator, which then skips the reaching types): when no possible king is attacked
    /// now, a piece that is not one and is not pinned to one (the only piece between it and
    /// an opponent piece whose potential holds a slider type of that line) opens no line to
    /// one, and captures or blocks nothing that matters.
    pub(crate) free_from: u64,
}

impl LegalCtx {
    /// The shared part of the legality tests of `g`'s moves (the player to decide moves).
    pub(crate) fn new(g: &PotentialChess) -> LegalCtx {
        let s = g.turn as usize;
        let (occ, by) = g.occupancy();
        let kings = g.tmask[s].kingish;
        let mut c = LegalCtx {
            tb: tables(),
            occ,
            by,
            base: OnceCell::new(),
            slack: OnceCell::new(),
            slack_low: OnceCell::new(),
            kings,
            opp: g.tmask[1 - s],
            ksq: [0; 16],
            kidx: [0; 16],
            nk: 0,
            view: [0; 16],
            rview: [0; 16],
            attackers: [0; 16],
            escape: [0; 16],
            viewers: [0; 64],
            checked: 0,
            free_from: 0,
        };
        let mut pinned = 0u64;
        let mut k = kings;
        while k != 0 && c.nk < 16 {
            let q = k.trailing_zeros() as usize;
            k &= k - 1;
            let (rk, bs) = (c.tb.rook(q, occ), c.tb.bishop(q, occ));
            c.ksq[c.nk] = q as u8;
            c.kidx[c.nk] = g.board[q] % 32;
            debug_assert!(c.kidx[c.nk] < 16, "a promoted piece is never a possible king");
            c.view[c.nk] = rk | bs;
            c.rview[c.nk] = rk;
            c.attackers[c.nk] = c.tb.knight[q] & c.opp.knightish
                | c.tb.king[q] & c.opp.kingish
                | c.tb.pawn_attacks[s][q] & c.opp.pawnish
                | rk & c.opp.rookish
                | bs & c.opp.bishopish;
            let j = 1u16 << c.nk;
            c.checked |= ((c.attackers[c.nk] != 0) as u16) * j;
            let mut esc = !0u64;
            let mut a = c.attackers[c.nk];
            while a != 0 {
                let x = a.trailing_zeros() as usize;
                a &= a - 1;
                esc &= c.tb.between[q][x] | 1u64 << x;
            }
            c.escape[c.nk] = esc;
            // The mover's pieces pinned to this king: each the only piece between it and an
            // opponent piece whose potential holds a slider type of their line (Q or R on a
            // rank or file, Q, Bl or Bd on a diagonal). Read only when no possible king is
            // attacked, so at least one piece stands between each such pair.
            let mut snipers =
                c.tb.rook(q, 0) & c.opp.rookish | c.tb.bishop(q, 0) & c.opp.bishopish;
            while snipers != 0 {
                let x = snipers.trailing_zeros() as usize;
                snipers &= snipers - 1;
                let b = c.tb.between[q][x] & occ;
                if b & b.wrapping_sub(1) == 0 {
                    pinned |= b & by[s];
                }
            }
            let mut v = c.view[c.nk];
            while v != 0 {
                c.viewers[v.trailing_zeros() as usize] |= j;
                v &= v - 1;
            }
            c.nk += 1;
        }
        if c.checked == 0 && kings != 0 {
            c.free_from = !(kings | pinned);
        }
        c
    }

    /// Hall's slack masks of the position's allowed sets, computed on first use.
    fn slack(&self, g: &PotentialChess) -> &[u128; SLACK_LEVELS] {
        self.slack
            .get_or_init(|| slack_masks(&subset_counts(self.base(g))))
    }

    /// The mover's allowed sets in `g` (the position this context was built for).
    fn base(&self, g: &PotentialChess) -> &[u8; 16] {
        self.base.get_or_init(|| g.allowed(g.turn as usize))
    }

    /// The slots of the possible kings other than the one on `from` (if any): every slot
    /// below `nk`, the mover's cleared (slots follow the squares' order, so the mover's slot
    /// is the number of possible kings below `from`).
    #[inline]
    fn other_kings(&self, from: usize) -> u16 {
        let all = ((1u32 << self.nk) - 1) as u16;
        let fb = 1u64 << from;
        if self.kings & fb == 0 {
            return all;
        }
        all & !(1u16 << (self.kings & (fb - 1)).count_ones())
    }

    /// Hall's condition after a move that narrows only the mover's allowed set (index `mi`,
    /// to `new`) and takes K from every possible king except the mover and the slots `rem`:
    /// [`king_after`] with the position's lowest slack levels (computed on first use).
    #[inline]
    fn some_king_after(&self, g: &PotentialChess, mi: usize, new: u8, rem: u16) -> bool {
        let base = self.base(g);
        let low = *self
            .slack_low
            .get_or_init(|| slack_low(&subset_counts(base)));
        let kings = std::iter::successors((rem != 0).then_some(rem), |r| {
            let r = r & (r - 1);
            (r != 0).then_some(r)
        })
        .map(|r| self.kidx[r.trailing_zeros() as usize] as usize);
        king_after(base, low, mi, new, kings)
    }

    /// Whether an opponent piece other than those on `gone` could capture on `q` with
    /// occupancy `occ` (side `s` is the mover).
    #[inline]
    fn attacked(&self, s: usize, q: usize, occ: u64, gone: u64) -> bool {
        self.opp.attackers(s, q, occ) & !gone != 0
    }
}

impl PotentialChess {
    /// Whether pseudo-legal `mv` (not a statement) is legal, with `ctx` built for this
    /// position: [`Self::legal_with`] with the mover's reaching types found here. Equal to
    /// `apply_rules(mv, true)` on a copy (`debug_check_only_mismatch` checks the two agree on
    /// random positions).
    pub(crate) fn legal_quick(&self, mv: PotentialMove, ctx: &LegalCtx) -> bool {
        let reach = if mv.kind == MoveKind::Normal {
            let s = self.turn as usize;
            let (from, to) = (mv.from as usize, mv.to as usize);
            let mover = self.pieces[s][(self.board[from] % 32) as usize];
            self.reaching_types(s, mover, from, to, ctx.occ, ctx.by[s])
        } else {
            0
        };
        self.legal_with(mv, reach, ctx)
    }

    /// Whether pseudo-legal `mv` (not a statement) is legal, given `reach`: the types of the
    /// mover's potential that reach `mv.to` (read only for a `Normal` move; see
    /// [`Self::for_each_candidate`]).
    ///
    /// Why Hall's condition alone decides: the capacities sum to 16, the number of original
    /// pieces, so a complete assignment gives K to exactly one piece, one whose allowed set
    /// holds K; captured and promoted-away pieces never hold K (a possible king is never left
    /// attacked, so none is captured), so that piece is alive: "some assignment exists" is
    /// "some living piece can still be the king". Every allowed set a move changes shrinks,
    /// so the test reads the position's slack ([`hall_after_shrinks`]). When no possible king
    /// is attacked after the move, some remains and the move is not castling, the move is
    /// legal without counting: every type left to the mover was in its closure.
    ///
    /// Not inlined: the generator's per-candidate closure stays small enough to be inlined
    /// into the candidate loop, and the 63% of candidates from squares that need no test
    /// (`free_from`) make no call at all (callgrind bench playouts -4.7%, 2026-12-08).
    #[inline(never)]
    pub(crate) fn legal_with(&self, mv: PotentialMove, reach: u8, ctx: &LegalCtx) -> bool {
        if !matches!(mv.kind, MoveKind::Normal | MoveKind::Promote) {
            return self.legal_special(mv, ctx);
        }
        if ctx.free_from >> mv.from & 1 != 0 {
            return true;
        }
        let s = self.turn as usize;
        let tb = ctx.tb;
        let from = mv.from as usize;
        let to = mv.to as usize;
        let fb = 1u64 << from;
        let tbit = 1u64 << to;
        let mover_pot = if mv.kind == MoveKind::Promote {
            0 // the pawn leaves (as P); the new piece is never a king
        } else if tbit & LAST_RANK[s] != 0 {
            reach & !(1 << P)
        } else {
            reach
        };
        let mut kings = ctx.kings & !fb;
        if mover_pot & (1 << K) != 0 {
            kings |= tbit;
        }
        let occ = ctx.occ & !fb | tbit;
        let gone = ctx.by[1 - s] & tbit;
        // Possible kings whose attackers the move may change: those attacked now (the move
        // may capture or block an attacker) and those whose view holds `from` (the move may
        // open a line). Any other keeps no attacker: its view loses no blocker, and the
        // squares it can be reached from only lose the captured piece.
        // (both masks hold bits `j < ctx.nk` only)
        let mut suspects = ctx.checked | ctx.viewers[from];
        let mut lost = 0u64;
        let mut lost_slots = 0u16;
        while suspects != 0 {
            let j = suspects.trailing_zeros() as usize;
            suspects &= suspects - 1;
            let q = ctx.ksq[j] as usize;
            let bit = 1u64 << q;
            if kings & bit == 0 {
                continue;
            }
            let hit = if ctx.attackers[j] == 0 {
                // not attacked now: only a slider on the line `from` opens can attack it
                if ctx.rview[j] & fb != 0 {
                    tb.rook(q, occ) & ctx.opp.rookish & !gone != 0
                } else {
                    tb.bishop(q, occ) & ctx.opp.bishopish & !gone != 0
                }
            } else if ctx.view[j] & fb == 0 {
                // no line opens: attacked unless the move captures or blocks every attacker
                ctx.escape[j] & tbit == 0
            } else {
                ctx.attacked(s, q, occ, gone)
            };
            lost |= (hit as u64) * bit;
            lost_slots |= (hit as u16) << j;
        }
        // The mover's new square, when it may still be the king (the only square `kings` gains).
        if kings & tbit != 0 && ctx.attacked(s, to, occ, gone) {
            lost |= tbit;
        }
        if lost == 0 && kings != 0 {
            return true;
        }
        if kings & !lost == 0 {
            return false;
        }
        let rem = ctx.other_kings(from) & !lost_slots;
        self.hall_after(mv, (self.board[from] % 32) as usize, mover_pot, None, lost, rem, ctx)
    }

    /// [`Self::legal_with`] for castling and en passant, which change more squares.
    #[inline(never)]
    fn legal_special(&self, mv: PotentialMove, ctx: &LegalCtx) -> bool {
        let s = self.turn as usize;
        let from = mv.from as usize;
        let to = mv.to as usize;
        let fb = 1u64 << from;
        let tbit = 1u64 << to;
        let mi = (self.board[from] % 32) as usize;
        let mut own = ctx.by[s] & !fb;
        let mut enemy = ctx.by[1 - s];
        let mut kings = ctx.kings & !fb;
        // the mover's new allowed-set entry, and castling's rook: (index, square, potential)
        let mut rook = None;
        let mover_pot;
        match mv.kind {
            MoveKind::Castle => {
                let (corner, rto) = castle_rook(from, to);
                let ri = (self.board[corner] % 32) as usize;
                own = (own & !(1u64 << corner)) | tbit | (1u64 << rto);
                kings &= !(1u64 << corner);
                mover_pot = 1 << K;
                rook = Some((ri, rto, 1u8 << R));
            }
            MoveKind::EnPassant => {
                enemy &= !(1u64 << self.ep_victim);
                own |= tbit;
                mover_pot = 1 << P;
            }
            _ => unreachable!("plain moves and statements are not tested here"),
        }
        if mover_pot & (1 << K) != 0 {
            kings |= tbit;
        }
        let occ = own | enemy;
        let gone = ctx.by[1 - s] & !enemy;
        // Squares whose occupancy the move changes: a possible king whose view holds none of
        // them keeps its slider attackers, so it is attacked after the move exactly when one
        // of its attackers now is not the captured piece.
        let changed = ctx.occ ^ occ | fb | tbit;
        let mut lost = 0u64;
        let mut lost_slots = 0u16;
        for j in 0..ctx.nk {
            let q = ctx.ksq[j] as usize;
            let bit = 1u64 << q;
            if kings & bit == 0 {
                continue;
            }
            let hit = if ctx.view[j] & changed != 0 {
                ctx.attacked(s, q, occ, gone)
            } else {
                ctx.attackers[j] & !gone != 0
            };
            if hit {
                lost |= bit;
                lost_slots |= 1 << j;
            }
        }
        // The mover's new square, when it may still be the king (the only square `kings` gains).
        if kings & tbit != 0 && ctx.attacked(s, to, occ, gone) {
            lost |= tbit;
        }
        if lost == 0 && kings != 0 && mv.kind != MoveKind::Castle {
            return true;
        }
        if kings & !lost == 0 {
            return false;
        }
        let rem = ctx.other_kings(from) & !lost_slots;
        self.hall_after(mv, mi, mover_pot, rook, lost, rem, ctx)
    }

    /// The end of a legality test when some possible king loses K: Hall's condition on the
    /// allowed sets after the move. `mi` is the mover's index, `mover_pot` its potential on
    /// `mv.to` before K loss, `rook` castling's rook (index, square, potential), `lost` the
    /// squares (after the move) of the possible kings that lose K, `rem` the slots of `ctx`'s
    /// possible kings other than the mover that keep K (read when `rook` is `None`).
    #[allow(clippy::too_many_arguments)]
    fn hall_after(
        &self,
        mv: PotentialMove,
        mi: usize,
        mover_pot: u8,
        rook: Option<(usize, usize, u8)>,
        lost: u64,
        rem: u16,
        ctx: &LegalCtx,
    ) -> bool {
        let to = mv.to as usize;
        let tbit = 1u64 << to;
        let new = if mv.kind == MoveKind::Promote {
            1 << P
        } else {
            let mut pot = mover_pot;
            if lost & tbit != 0 {
                pot &= !(1 << K);
            }
            pot & colour_mask(to as u8)
        };
        let shrinks = mi >= 16 || new & !ctx.base(self)[mi] == 0;
        if rook.is_none() && shrinks {
            return ctx.some_king_after(self, mi, new, rem);
        }
        // castling (the king's and the rook's sets change), or a set that grew (never seen:
        // a move only narrows potentials): count, with K taken from the lost kings
        let mut changes = [(0u8, 0u8); 17];
        let mut nc = 0;
        if mi < 16 {
            changes[0] = (ctx.base(self)[mi], new);
            nc += (new != ctx.base(self)[mi]) as usize;
        }
        if let Some((ri, rto, rpot)) = rook {
            let rnew = rpot & colour_mask(rto as u8);
            changes[nc] = (ctx.base(self)[ri], rnew);
            nc += (rnew != ctx.base(self)[ri]) as usize;
        }
        self.hall_changes(changes, nc, lost & !tbit, ctx)
    }

    /// Hall's test after the move, given the mover's (and castling rook's) changes
    /// `changes[..nc]` and the squares `lost` of the other pieces that lose K.
    fn hall_changes(
        &self,
        mut changes: [(u8, u8); 17],
        mut nc: usize,
        lost: u64,
        ctx: &LegalCtx,
    ) -> bool {
        let mut l = lost;
        while l != 0 {
            let q = l.trailing_zeros() as usize;
            l &= l - 1;
            // castling's rook is never a possible king after the move, so `q` is not its square
            let i = (self.board[q] % 32) as usize;
            if i < 16 {
                let old = ctx.base(self)[i];
                changes[nc] = (old, old & !(1 << K));
                nc += 1;
            }
        }
        let changes = &changes[..nc];
        if nc <= SLACK_LEVELS && changes.iter().all(|&(old, new)| new & !old == 0) {
            return hall_after_shrinks(ctx.slack(self), changes);
        }
        // a set grew (never seen: a move only narrows potentials): count the subsets
        let mut f = subset_counts(ctx.base(self));
        for &(old, new) in changes.iter() {
            add_supersets(&mut f, old, -1);
            add_supersets(&mut f, new, 1);
        }
        hall_ok(&f)
    }
}
