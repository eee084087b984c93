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

/// `SUPERSETS[a]`: bit `S` set for every type set `S ⊇ a` (128 sets of 7 types).
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

/// `HOLDING[u]`: bit `S` set for every type set `S` holding type `u`.
const HOLDING: [u128; 7] = {
    let mut t = [0u128; 7];
    let mut u = 0;
    while u < 7 {
        let mut s = 0;
        while s < 128 {
            if s >> u & 1 == 1 {
                t[u] |= 1 << s;
            }
            s += 1;
        }
        u += 1;
    }
    t
};

/// [`closure_sets`] without allocation: reduces `sets` in place; false when infeasible (then
/// `sets` is unchanged). `f[S] = #{i : A_i ⊆ S}` comes from `subset_counts`; one pass finds
/// whether any set's slack is negative and the tight sets (slack 0) as a 128-bit mask; a
/// set `a` then loses the types of every tight set that does not contain it, found with
/// [`SUPERSETS`] and [`HOLDING`] as seven mask tests.
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
        for (u, holding) in HOLDING.iter().enumerate() {
            banned |= ((outside & holding != 0) as u8) << u;
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

    /// Reduces side `s` to its closure; false when no complete assignment exists.
    pub(crate) fn close(&mut self, s: usize) -> bool {
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
}
