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
/// newest last, in a fixed ring: no allocation, cheap to copy.
#[derive(Clone, Debug)]
pub struct RepetitionHistory {
    ring: [u64; HISTORY],
    /// Positions recorded since the last reset (may exceed [`HISTORY`]).
    len: u32,
}

impl Default for RepetitionHistory {
    fn default() -> Self {
        RepetitionHistory {
            ring: [0; HISTORY],
            len: 0,
        }
    }
}

impl RepetitionHistory {
    /// Forgets everything: called after an irreversible move.
    #[inline]
    pub fn reset(&mut self) {
        self.len = 0;
    }

    /// Records a position.
    #[inline]
    pub fn push(&mut self, hash: u64) {
        self.ring[self.len as usize % HISTORY] = hash;
        self.len += 1;
    }

    /// How often `hash` occurs among the recorded positions (the newest included), within the
    /// last [`HISTORY`] entries.
    #[inline]
    pub fn count(&self, hash: u64) -> usize {
        let n = (self.len as usize).min(HISTORY);
        (0..n)
            .filter(|&i| self.ring[(self.len as usize - 1 - i) % HISTORY] == hash)
            .count()
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
        let mut h = RepetitionHistory::default();
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
        let mut h = RepetitionHistory::default();
        for i in 0..(HISTORY as u64 + 10) {
            h.push(i);
        }
        assert_eq!(h.count(HISTORY as u64 + 9), 1);
        assert_eq!(h.count(5), 0, "old entries fall out of the window");
    }
}
