//! Deterministic Zobrist keys and the repetition history shared by the games.
//!
//! Keys come from SplitMix64 over a fixed seed, computed at compile time, so hashes are the
//! same in every run and on every machine (CSV replays and tests rely on that).

/// The `i`-th key of the stream seeded with `seed`.
pub const fn key(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add((i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How many positions since the last irreversible move the repetition check looks back over.
/// A position that comes back more than this many plies later is not counted again; with the
/// default move cap of 300 plies that needs a stretch of over 256 plies with no irreversible
/// move, which the generic harness has never met.
pub const HISTORY: usize = 256;

/// Hashes of the positions since the last irreversible move (capture, transformation, ...),
/// newest last, in a fixed ring of `N` entries: no allocation, cheap to copy. Positions more
/// than `N` plies back fall out of the window.
#[derive(Clone, Debug)]
pub struct RepetitionHistory<const N: usize = HISTORY> {
    ring: [u64; N],
    /// Positions recorded since the last reset (may exceed `N`).
    len: u32,
}

impl<const N: usize> Default for RepetitionHistory<N> {
    fn default() -> Self {
        RepetitionHistory {
            ring: [0; N],
            len: 0,
        }
    }
}

impl<const N: usize> RepetitionHistory<N> {
    /// Forgets everything: called after an irreversible move.
    #[inline]
    pub fn reset(&mut self) {
        self.len = 0;
    }

    /// Records a position.
    #[inline]
    pub fn push(&mut self, hash: u64) {
        self.ring[self.len as usize % N] = hash;
        self.len += 1;
    }

    /// Forgets everything and records `hash` as the first position.
    #[inline]
    pub fn restart(&mut self, hash: u64) {
        self.reset();
        self.push(hash);
    }

    /// How often `hash` occurs among the recorded positions (the newest included), within the
    /// last `N` entries.
    #[inline]
    pub fn count(&self, hash: u64) -> usize {
        let n = (self.len as usize).min(N);
        (0..n)
            .filter(|&i| self.ring[(self.len as usize - 1 - i) % N] == hash)
            .count()
    }

    /// Like [`RepetitionHistory::count`] for the newest position `hash`, for stretches where
    /// the players strictly alternate: only positions an even number of plies back can have
    /// the same player to move, and none 2 plies back can equal it (both players would have to
    /// undo their move), so this looks at distances 0, 4, 6, 8, ...
    #[inline]
    pub fn count_alternating(&self, hash: u64) -> usize {
        let n = (self.len as usize).min(N);
        if n == 0 {
            return 0;
        }
        let at = |back: usize| self.ring[(self.len as usize - 1 - back) % N];
        (at(0) == hash) as usize + (4..n).step_by(2).filter(|&b| at(b) == hash).count()
    }

    /// Positions recorded since the last reset.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True right after a reset.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_repeats_and_forgets_on_reset() {
        let mut h: RepetitionHistory = RepetitionHistory::default();
        for x in [1, 2, 1, 2, 1] {
            h.push(x);
        }
        assert_eq!(h.count(1), 3);
        assert_eq!(h.count(2), 2);
        h.reset();
        h.push(1);
        assert_eq!(h.count(1), 1);
    }

    #[test]
    fn ring_wraps_without_losing_recent_entries() {
        let mut h: RepetitionHistory = RepetitionHistory::default();
        for i in 0..(HISTORY as u64 + 10) {
            h.push(i);
        }
        assert_eq!(h.count(HISTORY as u64 + 9), 1);
        assert_eq!(h.count(5), 0, "old entries fall out of the window");
    }

    #[test]
    fn alternating_count_looks_at_even_distances_from_four() {
        let mut h: RepetitionHistory<16> = RepetitionHistory::default();
        // 7 at distances 8, 4 and 0; the 7 at distance 3 (other player to move) is skipped.
        for x in [1, 7, 2, 3, 4, 7, 7, 5, 6, 7] {
            h.push(x);
        }
        assert_eq!(h.count_alternating(7), 3);
        assert_eq!(h.count(7), 4);
        h.restart(9);
        assert_eq!(h.count_alternating(9), 1);
    }
}
