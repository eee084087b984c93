//! Potential Chess (seed `002_a41f0f858c62d591.txt`; RULINGS "Potential Chess" is binding
//! where it differs). Every piece carries a *potential*: the set of types it may still be.
//!
//! Types: K Q R Bl Bd N P (the bishop type split by square colour, RULINGS), capacities
//! 1 1 2 1 1 2 8 per side. After every move each side's potentials are exactly the closure:
//! the types some complete assignment of all of that side's original pieces (living,
//! captured with their stated type, promoted-away pawns as P) can still give the piece; it
//! is computed exactly with Hall's condition over the 128 type subsets ([`PotentialChess`]
//! docs, "closure").

use crate::zobrist::RepetitionHistory;
use std::fmt::Write as _;

use mcts::{Game, GameRng, MoveError, Outcome, Player, PositionError, Termination};
use rand::Rng;

use super::tables::{is_light, parse_square, square_name, tables};

/// Type index of the king (bit 0 of a [`Potential`]); RULINGS "Potential Chess": types
/// K Q R Bl Bd N P.
pub const K: u8 = 0;
/// Type index of the queen.
pub const Q: u8 = 1;
/// Type index of a rook (two per side).
pub const R: u8 = 2;
/// Light-square bishop.
pub const BL: u8 = 3;
/// Dark-square bishop.
pub const BD: u8 = 4;
/// Type index of a knight (two per side).
pub const N: u8 = 5;
/// Type index of a pawn (eight per side; a promoted pawn still counts as one).
pub const P: u8 = 6;
/// How many of each type a side's 16 original pieces hold (RULINGS "Potential Chess").
pub const CAPACITY: [u8; 7] = [1, 1, 2, 1, 1, 2, 8];
const ALL: u8 = 0x7F;
const BISHOPS: u8 = (1 << BL) | (1 << BD);
/// The potential of a freshly promoted piece, before its square colour picks the bishop:
/// `!KP` (Potential Chess, 002_a41f0f858c62d591.txt, Rules: "Pawns promote to !KP").
pub const PROMOTED: u8 = (1 << Q) | (1 << R) | BISHOPS | (1 << N);

/// A set of piece types as a bit mask over K Q R Bl Bd N P.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Potential(pub u8);

impl Potential {
    /// True when the potential holds type `t`.
    #[inline]
    pub fn has(self, t: u8) -> bool {
        self.0 & (1 << t) != 0
    }
    /// Number of types (the two bishops count separately).
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// True when no type is left (never happens in a legal game).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The six seed letters K Q R B N P present (B for either bishop), as a 6-bit mask.
    fn six(self) -> u8 {
        let b = self.0;
        let bis = (b & BISHOPS != 0) as u8;
        (b & 0b111) | (bis << 3) | (((b >> N) & 1) << 4) | (((b >> P) & 1) << 5)
    }
    /// The seed's text (Potential Chess, 002_a41f0f858c62d591.txt, Notation): `X` for all
    /// six types, else the shorter of the list of types (`QRP`) and `!` with the missing ones
    /// (`!K`, `!BN`), in the order K Q R B N P; upper case for White, lower case for Black.
    pub fn text(self, player: Player) -> String {
        let six = self.six();
        let letters = b"KQRBNP";
        let s = if six == 0x3F {
            "X".to_string()
        } else {
            let have: String = (0..6)
                .filter(|i| six & (1 << i) != 0)
                .map(|i| letters[i] as char)
                .collect();
            let miss: String = (0..6)
                .filter(|i| six & (1 << i) == 0)
                .map(|i| letters[i] as char)
                .collect();
            if have.len() <= miss.len() + 1 {
                have
            } else {
                format!("!{miss}")
            }
        };
        if player == Player::Black {
            s.to_ascii_lowercase()
        } else {
            s
        }
    }
    /// Reads the seed's text; `B` becomes the bishop of `light` squares' colour. Returns the
    /// potential and the player the case names (all letters must share one case; `X`/`x`).
    pub fn parse(text: &str, light: bool) -> Option<(Potential, Player)> {
        let t = text.trim();
        if t.is_empty() {
            return None;
        }
        let letters: Vec<char> = t.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        if letters.is_empty() {
            return None;
        }
        let player = if letters.iter().all(|c| c.is_ascii_uppercase()) {
            Player::White
        } else if letters.iter().all(|c| c.is_ascii_lowercase()) {
            Player::Black
        } else {
            return None;
        };
        let up = t.to_ascii_uppercase();
        let bishop = if light { 1 << BL } else { 1 << BD };
        let set = |s: &str| -> Option<u8> {
            let mut m = 0u8;
            for c in s.chars() {
                m |= match c {
                    'K' => 1 << K,
                    'Q' => 1 << Q,
                    'R' => 1 << R,
                    'B' => bishop,
                    'N' => 1 << N,
                    'P' => 1 << P,
                    _ => return None,
                };
            }
            Some(m)
        };
        let all = ALL & !(BISHOPS & !bishop);
        let m = if up == "X" {
            all
        } else if let Some(rest) = up.strip_prefix('!') {
            all & !set(rest)?
        } else {
            set(&up)?
        };
        if m == 0 {
            None
        } else {
            Some((Potential(m), player))
        }
    }
}

/// What a [`PotentialMove`] does besides going from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// An ordinary move or capture; on the last rank by a piece that may be a pawn, this is
    /// the "not a pawn" reading.
    Normal,
    /// A pawn move onto the last rank read as "pawn, promotes".
    Promote,
    /// En passant capture.
    EnPassant,
    /// Castling, written as the king's move (`e1-g1>K`).
    Castle,
    /// The owner states the type of its captured piece (`from`/`to` unused, 0).
    State(u8),
}

/// A Potential Chess move. It names squares and a kind only, never a potential, so a move
/// found on a determinized copy names the same move in the real state (if legal there):
/// DESIGN.md "determinize".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PotentialMove {
    pub from: u8,
    pub to: u8,
    pub kind: MoveKind,
}

pub(crate) const ALIVE: u8 = 0;
pub(crate) const CAPTURED: u8 = 1;
pub(crate) const PROMOTED_AWAY: u8 = 2;
const OFF: u8 = 64;
pub(crate) const NONE: u8 = 0xFF;
const EXTRA_MAX: usize = 8;
/// Inline length of the repetition history (see [`RepetitionHistory`]): the same 1 KB the old
/// ring of 128 hashes took. Every first move of a piece, shrinking potential and capture resets
/// it, so a stretch that spills (over 256 reversible plies) is rare; it is still counted.
pub const HISTORY: usize = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Piece {
    pub(crate) sq: u8,
    pub(crate) pot: u8,
    pub(crate) state: u8,
    pub(crate) moved: bool,
}

/// The Potential Chess state (also orthodox-like when every potential is one type).
///
/// - Pieces `0..16` of each side are the original pieces (alive, captured, or promoted away),
///   `16..24` pieces created by promotion, which count against no capacity.
/// - closure: for each side, with `A_i` the allowed set of original piece `i`, the slack of a
///   type set `S` is `cap(S) - #{i : A_i ⊆ S}`; the assignment exists iff no slack is
///   negative (Hall), and type `t` stays in `A_i` iff no set `S` with slack 0 has `t ∈ S` and
///   `A_i ⊄ S`. One pass is exact since removing impossible types changes no assignment.
/// - repetition: the fingerprints of every position since the last reset, which happens whenever
///   a potential shrinks, a piece moves for the first time, or a piece is captured (none of these
///   can be undone); Potential Chess has no fifty-move rule, so nothing else bounds the
///   look-back, and none is imposed: every earlier position since the reset is compared.
#[derive(Clone)]
pub struct PotentialChess {
    pub(crate) pieces: [[Piece; 16 + EXTRA_MAX]; 2],
    n_extra: [u8; 2],
    /// `side * 32 + index`, or NONE.
    pub(crate) board: [u8; 64],
    pub(crate) turn: u8,
    /// index of the captured piece of side `turn` whose type its owner must state, or NONE.
    pending: u8,
    ep_target: u8,
    pub(crate) ep_victim: u8,
    plies: u32,
    move_cap: u32,
    hash: u64,
    sig: u32,
    repeated: bool,
    history: RepetitionHistory<HISTORY>,
}

/// One SplitMix64 output from state `z` (`SplitMix64::new(z).next()`).
fn mix(z: u64) -> u64 {
    mcts::SplitMix64::new(z).next()
}

/// Castling by the king from `from` to `to` (two squares along the home rank): the rook's
/// corner square and the square it lands on (FIDE castling; RULINGS "Potential Chess").
#[inline]
pub(crate) fn castle_rook(from: usize, to: usize) -> (usize, usize) {
    if to > from {
        (from + 3, from + 1)
    } else {
        (from - 4, from - 1)
    }
}

#[inline]
pub(crate) fn colour_mask(sq: u8) -> u8 {
    if is_light(sq as usize) {
        !(1 << BD)
    } else {
        !(1 << BL)
    }
}

fn player(s: usize) -> Player {
    if s == 0 {
        Player::White
    } else {
        Player::Black
    }
}

/// Hall's test over all 128 type subsets: `None` when no assignment of the pieces (allowed
/// sets `sets`) to types exists with at most `cap[t]` pieces of type `t`, else each piece's
/// closure (the types it takes in some assignment). RULINGS "Potential Chess", closure.
pub fn closure_sets(sets: &[u8], cap: &[u8; 7]) -> Option<Vec<u8>> {
    let mut out = sets.to_vec();
    closure_in_place(&mut out, cap).then_some(out)
}

/// `CAPSUM[S]`: the capacity of type set `S` under [`CAPACITY`] (the sum of its types'
/// capacities), for Hall's test.
pub(crate) const CAPSUM: [i16; 128] = {
    let mut t = [0i16; 128];
    let mut s = 1;
    while s < 128 {
        t[s] = t[s & (s - 1)] + CAPACITY[(s as u32).trailing_zeros() as usize] as i16;
        s += 1;
    }
    t
};

/// Adds `n` to `f[S]` for every type set `S ⊇ a` (`2^(7 - |a|)` steps).
#[inline]
pub(crate) fn add_supersets(f: &mut [i16; 128], a: u8, n: i16) {
    let free = !a & 0x7F;
    let mut y = free;
    loop {
        f[((a & 0x7F) | y) as usize] += n;
        if y == 0 {
            break;
        }
        y = (y - 1) & free;
    }
}

/// `f[S] = #{i : sets[i] ⊆ S}` over the 128 type sets `S`, by enumerating the supersets of
/// each distinct set (cheap while the sets are wide, as in the opening) or by a subset-sum
/// transform (7 x 64 additions), whichever counts fewer steps.
pub(crate) fn subset_counts(sets: &[u8]) -> [i16; 128] {
    let mut da = [0u8; 32];
    let mut dn = [0i16; 32];
    let mut nd = 0usize;
    let mut cost = 0u32;
    for &a in sets.iter() {
        let a = a & 0x7F;
        match da[..nd].iter().position(|&x| x == a) {
            Some(k) => dn[k] += 1,
            None if nd < da.len() => {
                da[nd] = a;
                dn[nd] = 1;
                nd += 1;
                cost += 1 << (7 - a.count_ones());
            }
            None => cost = u32::MAX,
        }
    }
    let mut f = [0i16; 128];
    if cost <= 128 {
        for k in 0..nd {
            add_supersets(&mut f, da[k], dn[k]);
        }
    } else {
        for &a in sets.iter() {
            f[a as usize & 0x7F] += 1;
        }
        // subset sums: bits 0-2 inside each group of 8, bits 3-6 as whole-slice additions
        for g in f.chunks_exact_mut(8) {
            for (hi, lo) in [
                (1, 0),
                (3, 2),
                (5, 4),
                (7, 6),
                (2, 0),
                (3, 1),
                (6, 4),
                (7, 5),
            ] {
                g[hi] += g[lo];
            }
            for j in 0..4 {
                g[j + 4] += g[j];
            }
        }
        for bit in [8usize, 16, 32, 64] {
            for block in f.chunks_exact_mut(2 * bit) {
                let (lo, hi) = block.split_at_mut(bit);
                for (h, l) in hi.iter_mut().zip(lo.iter()) {
                    *h += *l;
                }
            }
        }
    }
    f
}

/// Hall's condition under [`CAPACITY`]: true when `f` (from [`subset_counts`]) exceeds no
/// type set's capacity, i.e. a complete assignment of the 16 original pieces to types exists.
#[inline]
pub(crate) fn hall_ok(f: &[i16; 128]) -> bool {
    // branch-free so it vectorizes: any negative slack sets the sign bit
    f.iter()
        .zip(CAPSUM.iter())
        .fold(0i16, |acc, (&n, &c)| acc | (c - n))
        >= 0
}

/// [`closure_sets`] without allocation: reduces `sets` in place; false when infeasible (then
/// `sets` is unchanged). `f[S] = #{i : A_i ⊆ S}` comes from `subset_counts`; one pass finds
/// infeasible and tight sets, and each distinct set is reduced once.
pub fn closure_in_place(sets: &mut [u8], cap: &[u8; 7]) -> bool {
    let f = subset_counts(sets);
    let standard = *cap == CAPACITY;
    let mut capsum_buf = [0i16; 128];
    let capsum: &[i16; 128] = if standard {
        &CAPSUM
    } else {
        for s in 1..128usize {
            capsum_buf[s] = capsum_buf[s & (s - 1)] + cap[s.trailing_zeros() as usize] as i16;
        }
        &capsum_buf
    };
    let mut tight = [0u8; 128];
    let mut nt = 0;
    for s in 1..128usize {
        let slack = capsum[s] - f[s];
        if slack < 0 {
            return false;
        }
        tight[nt] = s as u8;
        nt += (slack == 0) as usize;
    }
    let tight = &tight[..nt];
    // reduce each distinct set once
    let mut seen_a = [0u8; 16];
    let mut seen_r = [0u8; 16];
    let mut ns = 0;
    for a in sets.iter_mut() {
        if let Some(k) = seen_a[..ns].iter().position(|&x| x == *a) {
            *a = seen_r[k];
            continue;
        }
        let mut banned = 0u8;
        for &t in tight {
            if *a & !t != 0 {
                banned |= t;
            }
        }
        let r = *a & !banned;
        if ns < 16 {
            seen_a[ns] = *a;
            seen_r[ns] = r;
            ns += 1;
        }
        *a = r;
    }
    true
}

impl PotentialChess {
    /// The seed's initial array: every White piece `X` on ranks 1-2, every Black piece `x`
    /// on ranks 7-8 (Potential Chess, 002_a41f0f858c62d591.txt, Initial Array), with move
    /// cap `move_cap` plies (RULINGS "All games").
    pub fn start(move_cap: u32) -> PotentialChess {
        let mut g = PotentialChess {
            pieces: [[Piece::default(); 16 + EXTRA_MAX]; 2],
            n_extra: [0; 2],
            board: [NONE; 64],
            turn: 0,
            pending: NONE,
            ep_target: OFF,
            ep_victim: OFF,
            plies: 0,
            move_cap,
            hash: 0,
            sig: 0,
            repeated: false,
            history: RepetitionHistory::default(),
        };
        for s in 0..2 {
            for i in 0..16 {
                let sq = if s == 0 { i } else { 63 - (i ^ 7) } as u8;
                // index i: white a1..h1, a2..h2; black a8..h8, a7..h7
                g.pieces[s][i] = Piece {
                    sq,
                    pot: ALL & colour_mask(sq),
                    state: ALIVE,
                    moved: false,
                };
                g.board[sq as usize] = (s * 32 + i) as u8;
            }
            g.close(s);
        }
        g.finish_setup();
        g
    }

    /// The variant `potential` from registry parameters (`move_cap`).
    pub fn new(params: &crate::registry::Params) -> PotentialChess {
        PotentialChess::start(params.get_u64("move_cap") as u32)
    }

    fn finish_setup(&mut self) {
        self.hash = self.compute_hash();
        self.sig = self.signature();
        self.history.restart(self.hash);
    }

    /// The potential of the piece on `sq` and its owner.
    pub fn potential_at(&self, sq: usize) -> Option<(Player, Potential)> {
        let b = self.board[sq];
        if b == NONE {
            return None;
        }
        let (s, i) = ((b / 32) as usize, (b % 32) as usize);
        Some((player(s), Potential(self.pieces[s][i].pot)))
    }

    /// The seed's text for the piece on `sq` (`X`, `!k`, `QRP`), or "" for an empty square.
    pub fn text_at(&self, sq: usize) -> String {
        self.potential_at(sq)
            .map(|(p, pot)| pot.text(p))
            .unwrap_or_default()
    }

    /// True when the player to decide must state a captured piece's type.
    pub fn statement_pending(&self) -> bool {
        self.pending != NONE
    }

    /// Sets the potential of the piece on `sq` without any rule check or closure (for tests
    /// and analysis tools that replay a game with actualized pieces).
    pub fn set_potential(&mut self, sq: usize, pot: Potential) {
        let b = self.board[sq];
        assert!(b != NONE, "no piece on {}", square_name(sq));
        self.pieces[(b / 32) as usize][(b % 32) as usize].pot = pot.0;
        self.finish_setup();
    }

    /// Allowed sets of the 16 original pieces of side `s`: a living piece's potential (a
    /// bishop only of its square's colour), a captured piece's potential without K (RULINGS
    /// "Potential Chess": a captured piece is never stated a king, since the game replays as
    /// orthodox chess, where no king is captured), a promoted-away piece P.
    pub(crate) fn allowed(&self, s: usize) -> [u8; 16] {
        let mut a = [0u8; 16];
        for (i, p) in self.pieces[s][..16].iter().enumerate() {
            a[i] = match p.state {
                ALIVE => p.pot & colour_mask(p.sq),
                CAPTURED => p.pot & !(1 << K),
                _ => 1 << P,
            };
        }
        a
    }

    /// Reduces side `s` to its closure; false when no complete assignment exists.
    fn close(&mut self, s: usize) -> bool {
        let mut c = self.allowed(s);
        if !closure_in_place(&mut c, &CAPACITY) {
            return false;
        }
        for (i, &ci) in c.iter().enumerate() {
            if self.pieces[s][i].state != PROMOTED_AWAY {
                self.pieces[s][i].pot = ci;
            }
        }
        true
    }

    pub(crate) fn occupancy(&self) -> (u64, [u64; 2]) {
        let mut by = [0u64; 2];
        for (sq, &b) in self.board.iter().enumerate() {
            if b != NONE {
                by[(b / 32) as usize] |= 1 << sq;
            }
        }
        (by[0] | by[1], by)
    }

    /// Squares a piece of side `s` on `sq` could move to or capture on as type `t`
    /// (captures only on `enemy`, quiet moves only on empty squares; pawns by direction).
    pub(crate) fn reach(&self, s: usize, t: u8, sq: usize, moved: bool, occ: u64, own: u64) -> u64 {
        let tb = tables();
        let enemy = occ & !own;
        match t {
            K => tb.king[sq] & !own,
            Q => (tb.rook(sq, occ) | tb.bishop(sq, occ)) & !own,
            R => tb.rook(sq, occ) & !own,
            BL | BD => tb.bishop(sq, occ) & !own,
            N => tb.knight[sq] & !own,
            _ => {
                let mut out = tb.pawn_attacks[s][sq] & enemy;
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
        }
    }

    /// Squares side `s` attacks: some piece could capture there as some type of its potential.
    fn attacked_by(&self, s: usize, occ: u64) -> u64 {
        super::legal::attacks(self, s, occ, usize::MAX)
    }

    fn alive_count(&self, s: usize) -> usize {
        16 + self.n_extra[s] as usize
    }

    /// Every move of the player to decide, legal or not under the king rule.
    fn pseudo_moves(&self, out: &mut Vec<PotentialMove>) {
        out.clear();
        let s = self.turn as usize;
        if self.pending != NONE {
            let pot = self.pieces[s][self.pending as usize].pot;
            for t in 0..7 {
                if pot & (1 << t) != 0 {
                    out.push(PotentialMove {
                        from: 0,
                        to: 0,
                        kind: MoveKind::State(t),
                    });
                }
            }
            return;
        }
        let (occ, by) = self.occupancy();
        let own = by[s];
        let last_rank = if s == 0 { 7 } else { 0 };
        let mut enemy_att: Option<u64> = None;
        for i in 0..self.alive_count(s) {
            let p = self.pieces[s][i];
            if p.state != ALIVE || p.sq == OFF {
                continue;
            }
            let sq = p.sq as usize;
            let mut per = [0u64; 7];
            let mut union = 0;
            for t in 0..7u8 {
                if p.pot & (1 << t) != 0 {
                    per[t as usize] = self.reach(s, t, sq, p.moved, occ, own);
                    union |= per[t as usize];
                }
            }
            let mut u = union;
            while u != 0 {
                let to = u.trailing_zeros() as usize;
                u &= u - 1;
                let pawn = per[P as usize] & (1 << to) != 0;
                let other = (0..6).any(|t| per[t] & (1 << to) != 0);
                if pawn && to / 8 == last_rank {
                    out.push(PotentialMove {
                        from: sq as u8,
                        to: to as u8,
                        kind: MoveKind::Promote,
                    });
                    if other {
                        out.push(PotentialMove {
                            from: sq as u8,
                            to: to as u8,
                            kind: MoveKind::Normal,
                        });
                    }
                } else {
                    out.push(PotentialMove {
                        from: sq as u8,
                        to: to as u8,
                        kind: MoveKind::Normal,
                    });
                }
            }
            // en passant
            if p.pot & (1 << P) != 0
                && self.ep_target != OFF
                && tables().pawn_attacks[s][sq] & (1u64 << self.ep_target) != 0
            {
                let vb = self.board[self.ep_victim as usize];
                if vb != NONE
                    && (vb / 32) as usize != s
                    && self.pieces[(vb / 32) as usize][(vb % 32) as usize].pot & (1 << P) != 0
                {
                    out.push(PotentialMove {
                        from: sq as u8,
                        to: self.ep_target,
                        kind: MoveKind::EnPassant,
                    });
                }
            }
            // castling
            let home = if s == 0 { 4 } else { 60 };
            if p.pot & (1 << K) != 0 && !p.moved && sq == home {
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
                    out.push(PotentialMove {
                        from: sq as u8,
                        to: to as u8,
                        kind: MoveKind::Castle,
                    });
                }
            }
        }
    }

    fn add_extra(&mut self, s: usize, sq: u8) {
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
    }

    /// Plays `mv` with history and hash bookkeeping; false when it leaves no possible king.
    fn apply(&mut self, mv: PotentialMove) -> bool {
        let ok = self.apply_rules(mv, false);
        if ok {
            self.after_move();
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
    fn apply_rules(&mut self, mv: PotentialMove, check_only: bool) -> bool {
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
                self.board[vsq] = NONE;
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
                let mut m = 0u8;
                for t in 0..7u8 {
                    if mover.pot & (1 << t) != 0
                        && self.reach(s, t, from, mover.moved, occ, by[s]) & (1u64 << to) != 0
                    {
                        m |= 1 << t;
                    }
                }
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
        let (occ, _) = self.occupancy();
        let att = self.attacked_by(o, occ);
        let mut lost = false;
        for p in self.pieces[s].iter_mut() {
            if p.state == ALIVE && p.sq != OFF && p.pot & (1 << K) != 0 && att & (1u64 << p.sq) != 0
            {
                p.pot &= !(1 << K);
                lost = true;
            }
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
            self.close(o);
            let pot = self.pieces[o][ci].pot;
            if pot.count_ones() > 1 {
                self.pending = ci as u8;
            }
        }
        true
    }

    fn after_move(&mut self) {
        self.plies += 1;
        // FIDE 9.2.2 (RULINGS "All games", repetition): the en-passant square makes a
        // position differ only while the capture is legal, so drop it when none is.
        if self.ep_target != OFF && !self.ep_capture_legal() {
            self.ep_target = OFF;
            self.ep_victim = OFF;
        }
        self.hash = self.compute_hash();
        let sig = self.signature();
        if sig != self.sig {
            self.sig = sig;
            self.history.reset();
        }
        self.history.push(self.hash);
        self.repeated = self.history.count_alternating(self.hash) >= 3;
    }

    /// True if the player to move has a legal en-passant capture on `ep_target`: a piece that
    /// may be a pawn attacks it as a pawn and the capture keeps a possible king.
    fn ep_capture_legal(&self) -> bool {
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
        let mut ctx: Option<super::legal::LegalCtx> = None;
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
            let ctx = ctx.get_or_insert_with(|| super::legal::LegalCtx::new(self));
            if self.legal_quick(m, ctx) {
                return true;
            }
        }
        false
    }

    /// Total potential size + moved pieces + pieces off the board: strictly monotone, so a
    /// change means no earlier position can recur.
    fn signature(&self) -> u32 {
        let mut sig = 0;
        for s in 0..2 {
            for p in self.pieces[s].iter() {
                sig +=
                    p.pot.count_ones() * 4 + p.moved as u32 * 64 + (p.state != ALIVE) as u32 * 1024;
            }
            sig += self.n_extra[s] as u32 * 100_000;
        }
        sig
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0u64;
        for (sq, &b) in self.board.iter().enumerate() {
            if b != NONE {
                let p = self.pieces[(b / 32) as usize][(b % 32) as usize];
                h ^= mix(((b / 32) as u64) << 20
                    | (sq as u64) << 10
                    | (p.pot as u64) << 1
                    | p.moved as u64);
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
                h ^= mix(0xC0FFEE << 32 | (s as u64) << 16 | (t as u64) << 8 | c);
            }
        }
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

    /// The legal moves of the player to decide, ignoring whether the game is over.
    pub fn generate(&self, out: &mut Vec<PotentialMove>) {
        self.pseudo_moves(out);
        if self.pending != NONE {
            return;
        }
        let ctx = super::legal::LegalCtx::new(self);
        out.retain(|&m| self.legal_quick(m, &ctx));
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
        let ctx = super::legal::LegalCtx::new(self);
        for m in out {
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
        }
        None
    }

    fn all_kings_attacked(&self) -> bool {
        let s = self.turn as usize;
        let (occ, _) = self.occupancy();
        let att = self.attacked_by(1 - s, occ);
        self.pieces[s]
            .iter()
            .filter(|p| p.state == ALIVE && p.pot & (1 << K) != 0)
            .all(|p| att & (1u64 << p.sq) != 0)
    }

    /// True while some potential holds more than one type.
    pub fn uncertain(&self) -> bool {
        self.pieces
            .iter()
            .flatten()
            .any(|p| p.state != PROMOTED_AWAY && p.pot.count_ones() > 1)
    }

    fn value(pot: u8) -> f32 {
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

    fn move_text(&self, mv: PotentialMove) -> String {
        let s = self.turn as usize;
        if let MoveKind::State(t) = mv.kind {
            let letter = b"KQRBBNP"[t as usize] as char;
            let l = if s == 0 {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            return format!("({l})");
        }
        let capture = mv.kind == MoveKind::EnPassant
            || (self.board[mv.to as usize] != NONE && mv.kind != MoveKind::Castle);
        let mut c = self.clone();
        let pot = if c.apply_rules(mv, false) {
            if mv.kind == MoveKind::Promote {
                1 << P
            } else {
                let b = c.board[mv.to as usize];
                c.pieces[s][(b % 32) as usize].pot
            }
        } else {
            // illegal under the king rule; describe the reduction from the move alone
            0
        };
        format!(
            "{}{}{}>{}",
            square_name(mv.from as usize),
            if capture { ':' } else { '-' },
            square_name(mv.to as usize),
            if pot == 0 {
                "?".to_string()
            } else {
                Potential(pot).text(player(s))
            }
        )
    }

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

    /// Collapses every potential to one type, so that counts and bishop colours hold:
    /// pieces in random order, each drawn uniformly among the types that keep a complete
    /// assignment (every consistent assignment has positive probability). Promoted pieces
    /// draw uniformly from their own potential. A pending captured piece is collapsed too
    /// and stays pending, so its one statement is the only move.
    pub fn collapse(&self, rng: &mut GameRng) -> PotentialChess {
        let mut g = self.clone();
        for s in 0..2 {
            let mut order: Vec<usize> = (0..16).collect();
            for i in (1..16).rev() {
                let j = rng.random_range(0..=i);
                order.swap(i, j);
            }
            for &i in &order {
                let pot = g.pieces[s][i].pot;
                if g.pieces[s][i].state == PROMOTED_AWAY || pot.count_ones() <= 1 {
                    continue;
                }
                let types: Vec<u8> = (0..7).filter(|t| pot & (1 << t) != 0).collect();
                let t = types[rng.random_range(0..types.len())];
                g.pieces[s][i].pot = 1 << t;
                let ok = g.close(s);
                debug_assert!(ok, "closure types are always completable");
            }
            for i in 16..16 + g.n_extra[s] as usize {
                let p = &mut g.pieces[s][i];
                if p.state == ALIVE && p.pot.count_ones() > 1 {
                    let types: Vec<u8> = (0..7).filter(|t| p.pot & (1 << t) != 0).collect();
                    p.pot = 1 << types[rng.random_range(0..types.len())];
                }
            }
        }
        g.hash = g.compute_hash();
        g.history.restart(g.hash);
        g
    }

    /// The actual type each original piece of `player` has, when every potential is single
    /// (index order: White a1..h1, a2..h2; Black a8..h8, a7..h7), with the square it stands
    /// on (None when off the board).
    pub fn original_types(&self, player: Player) -> Vec<(Option<usize>, Potential)> {
        self.pieces[player.index()][..16]
            .iter()
            .map(|p| {
                (
                    if p.state == ALIVE {
                        Some(p.sq as usize)
                    } else {
                        None
                    },
                    Potential(p.pot),
                )
            })
            .collect()
    }

    /// Types of the pieces created by promotion, in order of promotion.
    pub fn promoted_types(&self, player: Player) -> Vec<Potential> {
        let s = player.index();
        self.pieces[s][16..16 + self.n_extra[s] as usize]
            .iter()
            .map(|p| Potential(p.pot))
            .collect()
    }
}

/// Exact potential text for an off-board piece: letters K Q R L D N P (L light bishop,
/// D dark bishop), case by owner.
fn pot_exact(pot: u8, pl: Player) -> String {
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

fn pot_exact_parse(s: &str) -> Option<u8> {
    let mut m = 0;
    for c in s.chars() {
        let i = b"KQRLDNP"
            .iter()
            .position(|&x| x as char == c.to_ascii_uppercase())?;
        m |= 1 << i;
    }
    (m != 0).then_some(m)
}

impl Game for PotentialChess {
    type Move = PotentialMove;
    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;

    fn variant_name(&self) -> &'static str {
        "potential"
    }

    fn to_move(&self) -> Player {
        player(self.turn as usize)
    }

    fn legal_moves(&self, moves: &mut Vec<PotentialMove>) {
        if self.repeated || self.plies >= self.move_cap {
            moves.clear();
            return;
        }
        self.generate(moves);
    }

    fn play(&mut self, mv: PotentialMove) {
        let ok = self.apply(mv);
        assert!(ok, "illegal move {mv:?}");
    }

    fn outcome(&self) -> Outcome {
        // Only whether a legal move exists: the candidates are tested until one passes,
        // not all of them (`generate` keeps every legal one).
        let mut buf = OUTCOME_BUF.with(|b| b.take());
        self.pseudo_moves(&mut buf);
        let no_moves = if self.pending != NONE {
            buf.is_empty()
        } else {
            let ctx = super::legal::LegalCtx::new(self);
            !buf.iter().any(|&m| self.legal_quick(m, &ctx))
        };
        OUTCOME_BUF.with(|b| b.set(buf));
        if no_moves {
            return Outcome::no_legal_moves(self.to_move(), self.all_kings_attacked());
        }
        if self.repeated {
            Outcome::Draw {
                reason: Termination::Repetition,
            }
        } else if self.plies >= self.move_cap {
            Outcome::Draw {
                reason: Termination::MoveCap,
            }
        } else {
            Outcome::Ongoing
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    fn evaluate(&self) -> f32 {
        let mut m = [0f32; 2];
        for (ms, side) in m.iter_mut().zip(self.pieces.iter()) {
            for p in side.iter() {
                if p.state == ALIVE {
                    *ms += Self::value(p.pot);
                }
            }
        }
        let s = self.turn as usize;
        ((m[s] - m[1 - s]) / 10.0).tanh()
    }

    /// Potential Chess's analogue of check (docs/rules/potential.md, "Check"): every piece of
    /// the player to decide that may be its king is attacked, where a square is attacked when
    /// some enemy piece could capture on it as some type of its potential (RULINGS "Potential
    /// Chess"). Whichever piece is the king, it may be attacked; this is exactly the condition
    /// that, with no legal move, makes checkmate (and without it, stalemate). While an owner's
    /// statement is pending it is the stating player's own condition (the statement moves no
    /// piece).
    fn is_in_check(&self) -> bool {
        self.all_kings_attacked()
    }

    fn is_capture(&self, mv: PotentialMove) -> bool {
        match mv.kind {
            MoveKind::EnPassant => true,
            MoveKind::Normal | MoveKind::Promote => self.board[mv.to as usize] != NONE,
            MoveKind::Castle | MoveKind::State(_) => false,
        }
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }

    fn has_uncertainty(&self) -> bool {
        self.uncertain()
    }

    fn determinize(&self, rng: &mut GameRng) -> Self {
        self.collapse(rng)
    }

    fn format_move(&self, mv: PotentialMove) -> String {
        self.move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<PotentialMove, MoveError> {
        let mut buf = Vec::new();
        self.legal_moves(&mut buf);
        let t = text.trim();
        let texts: Vec<String> = buf.iter().map(|&m| self.move_text(m)).collect();
        if let Some(i) = texts.iter().position(|x| x == t) {
            return Ok(buf[i]);
        }
        let hits: Vec<usize> = (0..buf.len())
            .filter(|&i| texts[i].eq_ignore_ascii_case(t))
            .collect();
        if hits.len() == 1 {
            return Ok(buf[hits[0]]);
        }
        // plain `d2-d4` (or `d2d4`): unique prefix before '>'
        let plain = t.replace(['x', ':'], "-");
        let plain = if plain.len() == 4 {
            format!("{}-{}", &plain[..2], &plain[2..])
        } else {
            plain
        };
        let hits: Vec<usize> = (0..buf.len())
            .filter(|&i| {
                texts[i].split('>').next().map(|p| p.replace(':', "-")) == Some(plain.clone())
            })
            .collect();
        match hits.len() {
            1 => Ok(buf[hits[0]]),
            0 => Err(MoveError::new(
                text,
                "not a legal move here (write it as d2-d4>QRP, d4:e5>P or (N))",
            )),
            _ => Err(MoveError::new(
                text,
                format!(
                    "ambiguous; say which: {}",
                    hits.iter()
                        .map(|&i| texts[i].as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            )),
        }
    }

    fn position_text(&self) -> String {
        self.text()
    }

    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        PotentialChess::from_text(text, self.move_cap)
    }

    fn diagram(&self) -> String {
        let line = "+---+---+---+---+---+---+---+---+\n";
        let mut s = String::new();
        for rank in (0..8).rev() {
            s.push_str(line);
            for file in 0..8 {
                let _ = write!(s, "|{:^3}", self.text_at(rank * 8 + file));
            }
            let _ = writeln!(s, "| {}", rank + 1);
        }
        s.push_str(line);
        s.push_str("  a   b   c   d   e   f   g   h\n");
        let _ = writeln!(
            s,
            "{} to {}",
            self.to_move().name(),
            if self.pending != NONE {
                "state the captured piece's type"
            } else {
                "move"
            }
        );
        s
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..64)
            .filter(|&sq| self.board[sq] != NONE)
            .map(|sq| (square_name(sq), self.text_at(sq)))
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![("position".to_string(), self.text())]
    }
}

thread_local! {
    /// The move buffer `outcome` reuses, so the hot path allocates nothing after warm-up
    /// (taken out and put back: re-entrant calls just get a fresh buffer).
    static OUTCOME_BUF: std::cell::Cell<Vec<PotentialMove>> = const { std::cell::Cell::new(Vec::new()) };
}
