//! The closure of potentials (RULINGS "Potential Chess": exactly the types some complete
//! assignment can still give each piece; Hall's condition over the 128 type subsets).

use super::*;

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

/// `f[S] = #{i : sets[i] ⊆ S}` over the 128 type sets `S`: a histogram of the sets, then
/// the subset-sum (zeta) transform over the 7 type bits, four 16-bit counts to a `u64` word
/// (no count exceeds `sets.len()`, so no lane carries into the next): bits 0 and 1 inside
/// each word by shifts and masks, bits 2 to 6 as additions of whole words.
pub(crate) fn subset_counts(sets: &[u8]) -> [i16; 128] {
    let mut h = [0u16; 128];
    for &a in sets.iter() {
        h[a as usize & 0x7F] += 1;
    }
    let mut w = [0u64; 32];
    for (word, lanes) in w.iter_mut().zip(h.chunks_exact(4)) {
        *word = lanes[0] as u64
            | (lanes[1] as u64) << 16
            | (lanes[2] as u64) << 32
            | (lanes[3] as u64) << 48;
    }
    for x in w.iter_mut() {
        *x += (*x << 16) & 0xFFFF_0000_FFFF_0000; // bit 0: lanes 1, 3 += lanes 0, 2
        *x += (*x << 32) & 0xFFFF_FFFF_0000_0000; // bit 1: lanes 2, 3 += lanes 0, 1
    }
    for stride in [1usize, 2, 4, 8, 16] {
        // bits 2..=6: word k + stride += word k, in blocks of 2 * stride words
        for block in w.chunks_exact_mut(2 * stride) {
            let (lo, hi) = block.split_at_mut(stride);
            for (a, b) in hi.iter_mut().zip(lo.iter()) {
                *a += *b;
            }
        }
    }
    let mut f = [0i16; 128];
    for (lanes, &x) in f.chunks_exact_mut(4).zip(w.iter()) {
        for (j, lane) in lanes.iter_mut().enumerate() {
            *lane = (x >> (16 * j)) as u16 as i16;
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

/// `SUPERSETS[a]`: bit `S` set for every type set `S ⊇ a` (128 sets of 7 types);
/// `SUPERSETS[1 << u]` are the sets holding type `u`.
const SUPERSETS: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut a = 0;
    while a < 128 {
        let mut s = 0;
        while s < 128 {
            if s & a == a {
                t[a] |= 1 << s;
            }
            s += 1;
        }
        a += 1;
    }
    t
};

/// Levels of Hall's slack kept as masks: `slack_masks(f)[j]` has bit `S` set when the slack
/// `CAPSUM[S] - f[S]` of type set `S` is at most `j` (`f` from [`subset_counts`]). 17 levels:
/// a move changes at most 17 allowed sets (the mover, castling's rook, 15 other possible
/// kings losing K).
pub(crate) const SLACK_LEVELS: usize = 17;

/// The masks of [`SLACK_LEVELS`] levels: entry `j` is the 128-bit set of type sets `S` with
/// `CAPSUM[S] - f[S] <= j`. One pass over the 128 sets, then prefix unions.
pub(crate) fn slack_masks(f: &[i16; 128]) -> [u128; SLACK_LEVELS] {
    // two 64-set halves, so each set is one shift of a u64
    let mut eq = [[0u64; 2]; SLACK_LEVELS + 1];
    for h in 0..2 {
        for k in 0..64 {
            let s = 64 * h + k;
            let slack = (CAPSUM[s] - f[s]).clamp(0, SLACK_LEVELS as i16) as usize;
            eq[slack][h] |= 1u64 << k;
        }
    }
    let mut le = [0u128; SLACK_LEVELS];
    let mut acc = 0u128;
    for (l, e) in le.iter_mut().zip(eq.iter()) {
        acc |= (e[1] as u128) << 64 | e[0] as u128;
        *l = acc;
    }
    le
}

/// The two lowest levels of [`slack_masks`]: the type sets of slack 0 (tight) and of slack at
/// most 1, as 128-bit masks (`f` from [`subset_counts`]), for tests of at most two shrinks.
pub(crate) fn slack_low(f: &[i16; 128]) -> (u128, u128) {
    let mut zero = [0u64; 2];
    let mut one = [0u64; 2];
    for h in 0..2 {
        for k in 0..64 {
            let slack = CAPSUM[64 * h + k] - f[64 * h + k];
            zero[h] |= ((slack <= 0) as u64) << k;
            one[h] |= ((slack <= 1) as u64) << k;
        }
    }
    let join = |x: [u64; 2]| (x[1] as u128) << 64 | x[0] as u128;
    (join(zero), join(one))
}

/// The type sets whose count `#{i : sets[i] ⊆ S}` one shrink of an allowed set from `old`
/// to `new` (`new ⊆ old`) raises by one: exactly the `S ⊇ new` with `S ⊉ old`, as a
/// 128-bit mask. A shrink keeps a complete assignment when this mask misses every tight set
/// (slack 0); two shrinks when, besides, their masks' intersection misses every set of
/// slack at most 1 (see [`hall_after_shrinks`]).
#[inline]
pub(crate) fn shrink_mask(old: u8, new: u8) -> u128 {
    SUPERSETS[(new & 0x7F) as usize] & !SUPERSETS[(old & 0x7F) as usize]
}

/// Hall's condition after a move that narrows only piece `mi`'s allowed set (to `new ⊆
/// sets[mi]`; no piece when `mi >= 16`) and takes K from every piece holding it except `mi`
/// and the pieces `rem`; `low` is [`slack_low`] of `sets`, which must keep a complete
/// assignment. RULINGS "Potential Chess", K loss and closure.
///
/// An assignment then gives K to `mi` (when `new` holds K) or to some `j` of `rem`: a piece
/// that lost K holds it in none, and once K is on `j` no other piece needs it. So the
/// condition holds exactly when some such `j` admits an assignment with `mi` in `new` and `j`
/// the king: two shrinks (`sets[j]` to `{K}`), decided by their [`shrink_mask`]s against the
/// slack levels 0 and 1 (a set counted twice needs slack 2), or `mi` alone as the king.
/// Equal to [`hall_ok`] after all the changes (tested below on random sets).
#[inline]
pub(crate) fn king_after(
    sets: &[u8; 16],
    low: (u128, u128),
    mi: usize,
    new: u8,
    rem: impl Iterator<Item = usize>,
) -> bool {
    let (tight, loose) = low;
    let d1 = if mi < 16 { shrink_mask(sets[mi], new) } else { 0 };
    if d1 & tight != 0 {
        return false;
    }
    if mi < 16 && new & (1 << K) != 0 && shrink_mask(sets[mi], 1 << K) & tight == 0 {
        return true;
    }
    for j in rem {
        let d2 = shrink_mask(sets[j], 1 << K);
        if d2 & tight | d1 & d2 & loose == 0 {
            return true;
        }
    }
    false
}

/// Hall's condition after some allowed sets shrink, from the slack masks of the sets before
/// (`le`, from [`slack_masks`], which must have no negative slack): `changes` are `(old,
/// new)` pairs of distinct pieces with `new ⊆ old`, at most [`SLACK_LEVELS`] of them.
///
/// A shrink adds one to `f[S]` exactly for the sets `S ⊇ new` with `S ⊉ old`; with `c(S)`
/// such additions the condition fails when some `S` has `c(S) > slack(S)`, i.e. `c(S) >= m`
/// and `slack(S) <= m - 1` for some `m`. The sets with `c(S) >= m` are kept as masks, as a
/// counter in unary: seven 128-bit operations a change instead of walking supersets.
pub(crate) fn hall_after_shrinks(le: &[u128; SLACK_LEVELS], changes: &[(u8, u8)]) -> bool {
    debug_assert!(changes.len() <= SLACK_LEVELS);
    debug_assert!(changes.iter().all(|&(old, new)| new & !old == 0));
    let mut at_least = [0u128; SLACK_LEVELS];
    for (i, &(old, new)) in changes.iter().enumerate() {
        let d = shrink_mask(old, new);
        // after `i` changes no count exceeds `i`
        for m in (1..=i).rev() {
            at_least[m] |= at_least[m - 1] & d;
        }
        at_least[0] |= d;
    }
    let n = changes.len();
    at_least[..n].iter().zip(le[..n].iter()).all(|(c, l)| c & l == 0)
}

/// [`closure_sets`] without allocation: reduces `sets` in place; false when infeasible (then
/// `sets` is unchanged). `f[S] = #{i : A_i ⊆ S}` comes from `subset_counts`; one pass finds
/// whether any set's slack is negative (the empty set included, so a piece with no type
/// left is infeasible) and the tight sets (slack 0) as a 128-bit mask; a set `a` then
/// loses the types of every tight set that does not contain it, found with `SUPERSETS`
/// as seven mask tests.
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
    let mut any_negative = 0i16;
    let mut half = [0u64; 2];
    for (h, bits) in half.iter_mut().enumerate() {
        for k in 0..64 {
            let slack = capsum[64 * h + k] - f[64 * h + k];
            any_negative |= slack;
            *bits |= ((slack == 0) as u64) << k;
        }
    }
    if any_negative < 0 {
        return false;
    }
    let tight = (half[1] as u128) << 64 | half[0] as u128;
    for a in sets.iter_mut() {
        let outside = tight & !SUPERSETS[(*a & 0x7F) as usize];
        let mut banned = 0u8;
        for u in 0..7 {
            banned |= ((outside & SUPERSETS[1 << u] != 0) as u8) << u;
        }
        *a &= !banned;
    }
    true
}

impl PotentialChess {
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

    /// Reduces side `s` to its closure; false when no complete assignment exists. The
    /// closure of the 16 allowed sets is read from [`closure_cached`].
    pub(crate) fn close(&mut self, s: usize) -> bool {
        let Some(c) = closure_cached(self.allowed(s)) else {
            return false;
        };
        for (i, &ci) in c.iter().enumerate() {
            if self.pieces[s][i].state != PROMOTED_AWAY {
                self.pieces[s][i].pot = ci;
            }
        }
        self.tmask[s] = self.type_masks_by_scan(s);
        true
    }
}

/// Entries of [`CLOSURE_CACHE`] (a power of two): 2,048 of 32 bytes, 64 KB a thread.
const CACHE_SLOTS: usize = 2048;

thread_local! {
    /// A direct-mapped memo of [`closure_in_place`] under [`CAPACITY`] for 16 allowed sets:
    /// `(key, value)` with the key the 16 sets as one `u128` and the value the closure, or 0
    /// when no assignment exists. The closure is a pure function of the sets, so the memo
    /// changes no result; a search revisits the same few sets over and over (the first
    /// moves of every line, the captures a quiescence search tries). The all-zero key (16
    /// empty sets, infeasible) maps to 0 = infeasible, so an empty slot is never wrong.
    static CLOSURE_CACHE: std::cell::RefCell<[(u128, u128); CACHE_SLOTS]> =
        const { std::cell::RefCell::new([(0, 0); CACHE_SLOTS]) };
}

/// The closure of `sets` (the 16 original pieces' allowed sets of one side) under
/// [`CAPACITY`], or `None` when no complete assignment exists (RULINGS "Potential Chess",
/// closure): [`closure_in_place`] through the thread's memo [`CLOSURE_CACHE`].
#[inline]
pub(crate) fn closure_cached(sets: [u8; 16]) -> Option<[u8; 16]> {
    let key = u128::from_le_bytes(sets);
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    let slot = (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 53) as usize & (CACHE_SLOTS - 1);
    let hit = CLOSURE_CACHE.with(|c| {
        let e = c.borrow()[slot];
        (e.0 == key).then_some(e.1)
    });
    let value = match hit {
        Some(v) => v,
        None => {
            let mut c = sets;
            let v = if closure_in_place(&mut c, &CAPACITY) {
                u128::from_le_bytes(c)
            } else {
                0
            };
            CLOSURE_CACHE.with(|cache| cache.borrow_mut()[slot] = (key, v));
            v
        }
    };
    (value != 0).then(|| value.to_le_bytes())
}

#[cfg(test)]
mod cache_tests {
    use super::*;

    /// The memo gives what `closure_in_place` gives, feasible or not, for repeated and
    /// colliding keys alike.
    #[test]
    fn the_cached_closure_is_the_computed_one() {
        let mut rng = mcts::SplitMix64::new(71);
        let mut feasible = 0;
        for round in 0..20_000u32 {
            let mut sets = [0u8; 16];
            for (i, a) in sets.iter_mut().enumerate() {
                let r = rng.next() as u8 & 0x7F;
                // mostly the start's structure (all types), some pieces narrowed
                *a = if round % 3 == 0 { r | 1 << P } else { 0x7F & !(r & (1 << (i % 7))) };
            }
            for _ in 0..2 {
                let mut c = sets;
                let want = closure_in_place(&mut c, &CAPACITY).then_some(c);
                assert_eq!(closure_cached(sets), want, "{sets:?}");
                feasible += want.is_some() as u32;
            }
        }
        assert!(feasible > 1000, "{feasible}");
    }

    /// Hall's condition after shrinks read from the slack masks equals counting the subsets
    /// again, for closed feasible sets and 1 to 17 shrinks (K losses among them), feasible
    /// and not.
    #[test]
    fn the_slack_mask_test_after_shrinks_is_the_counting_test() {
        let mut rng = mcts::SplitMix64::new(711);
        let (mut yes, mut no) = (0, 0);
        for round in 0..20_000u32 {
            let mut sets = [0u8; 16];
            for (i, a) in sets.iter_mut().enumerate() {
                let r = rng.next() as u8 & 0x7F;
                *a = if round % 2 == 0 { 0x7F & !(r & 0x3E) } else { 0x7F & !(r & (1 << (i % 7))) };
            }
            let Some(closed) = closure_cached(sets) else { continue };
            let le = slack_masks(&subset_counts(&closed));
            let n = 1 + (rng.next() % 17) as usize;
            let mut pieces: Vec<usize> = (0..16).collect();
            let mut changes = Vec::new();
            for k in 0..n.min(16) {
                let j = k + (rng.next() as usize % (16 - k));
                pieces.swap(k, j);
                let i = pieces[k];
                let old = closed[i];
                let new = if rng.next() % 3 == 0 { old & !(1 << K) } else { old & rng.next() as u8 };
                if new != old {
                    changes.push((i, old, new));
                }
            }
            let mut after = closed;
            for &(i, _, new) in &changes {
                after[i] = new;
            }
            let want = hall_ok(&subset_counts(&after));
            let pairs: Vec<(u8, u8)> = changes.iter().map(|&(_, o, n)| (o, n)).collect();
            assert_eq!(hall_after_shrinks(&le, &pairs), want, "{closed:?} {pairs:?}");
            if want { yes += 1 } else { no += 1 }
        }
        assert!(yes > 1000 && no > 1000, "{yes} {no}");
    }

    /// `king_after` (one narrowed set, K taken from all but `rem`) against counting subsets
    /// after every change, on random closed sets: wide ones and ones near a full assignment.
    #[test]
    fn the_one_king_test_after_a_move_is_the_counting_test() {
        let mut rng = mcts::SplitMix64::new(4242);
        let (mut yes, mut no) = (0, 0);
        for round in 0..30_000u32 {
            let mut sets = [0u8; 16];
            for (i, a) in sets.iter_mut().enumerate() {
                let r = rng.next() as u8 & 0x7F;
                *a = match round % 3 {
                    0 => 0x7F & !(r & 0x3E),
                    1 => 0x7F & !(r & (1 << (i % 7))),
                    _ => (1 << (rng.next() % 7)) | (r & rng.next() as u8 & 0x7F),
                };
            }
            let Some(closed) = closure_cached(sets) else { continue };
            let low = slack_low(&subset_counts(&closed));
            let mi = (rng.next() % 18) as usize; // 16, 17: a promoted piece moves
            let new = if mi < 16 {
                let n = closed[mi] & rng.next() as u8 & rng.next() as u8;
                if n == 0 { closed[mi] } else { n }
            } else {
                0
            };
            let mut after = closed;
            if mi < 16 {
                after[mi] = new;
            }
            let mut rem = Vec::new();
            for j in (0..16).filter(|&j| j != mi && closed[j] & (1 << K) != 0) {
                if rng.next() % 8 == 0 {
                    rem.push(j);
                } else {
                    after[j] &= !(1 << K);
                }
            }
            let want = hall_ok(&subset_counts(&after));
            let got = king_after(&closed, low, mi, new, rem.iter().copied());
            assert_eq!(got, want, "{closed:?} mover {mi} to {new:#b}, kings kept {rem:?}");
            if want { yes += 1 } else { no += 1 }
        }
        assert!(yes > 2000 && no > 2000, "{yes} {no}");
    }
}
