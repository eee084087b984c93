//! Deterministic Zobrist keys and the repetition history shared by the games.
//!
//! Keys come from SplitMix64 over a fixed seed, computed at compile time, so hashes are the
//! same in every run and on every machine (CSV replays and tests rely on that).

use std::sync::Arc;

use mcts::SplitMix64;

/// The `i`-th key (from 0) of the stream seeded with `seed`: the `i + 1`-th output of
/// [`SplitMix64`] seeded with `seed`.
pub const fn key(seed: u64, i: u64) -> u64 {
    SplitMix64::mix(seed.wrapping_add((i + 1).wrapping_mul(SplitMix64::GAMMA)))
}

/// How many position fingerprints since the last irreversible move a [`RepetitionHistory`]
/// keeps inline (320 x 4 bytes). With the default move cap of 300 plies a game never has more,
/// so the history never spills to the heap; longer stretches (a larger `move_cap`) spill whole
/// blocks into shared, reference-counted storage and are still counted.
pub const HISTORY: usize = 320;

/// Fingerprints of the positions since the last irreversible move (capture, pawn
/// transformation, ...), newest last, for threefold repetition (RULINGS "All games").
///
/// Nothing is ever forgotten between two resets, so a repetition is never missed however long
/// the cycle (the defect a 256-entry ring had: a 65-position cycle on the torus repeating a
/// third time 260 plies later went unseen). The newest `N` fingerprints live inline: no
/// allocation while fewer than `N` positions separate two irreversible moves. When the inline
/// block is full it is moved, as one block, into a reference-counted chain (`older`), which
/// clones by a counter increment and is shared by every clone of the state.
///
/// A fingerprint is the upper 32 bits of the 64-bit Zobrist hash. Two different positions share
/// one with probability 2^-32 per comparison; a false threefold needs a false match at the moment
/// of a real twofold (or two false matches), about 10^-8 per ply in the worst case of 300-ply
/// reversible stretches: far below anything a tournament can observe.
#[derive(Clone, Debug)]
pub struct RepetitionHistory<const N: usize = HISTORY> {
    /// The newest fingerprints, oldest first: `recent[..len]`.
    recent: [u32; N],
    len: u32,
    /// Full blocks of older fingerprints, newest block first.
    older: Option<Arc<Spill>>,
    /// Positions recorded since the last reset (inline and spilled).
    total: u32,
}

/// One full block of older fingerprints and the blocks before it.
#[derive(Debug)]
struct Spill {
    fps: Box<[u32]>,
    prev: Option<Arc<Spill>>,
}

impl<const N: usize> Default for RepetitionHistory<N> {
    fn default() -> Self {
        RepetitionHistory {
            recent: [0; N],
            len: 0,
            older: None,
            total: 0,
        }
    }
}

/// The fingerprint of a 64-bit position hash.
#[inline]
fn fingerprint(hash: u64) -> u32 {
    (hash >> 32) as u32
}

impl<const N: usize> RepetitionHistory<N> {
    /// Forgets everything: called after an irreversible move.
    #[inline]
    pub fn reset(&mut self) {
        self.len = 0;
        self.total = 0;
        self.older = None;
    }

    /// Records a position.
    #[inline]
    pub fn push(&mut self, hash: u64) {
        if self.len as usize == N {
            self.spill();
        }
        self.recent[self.len as usize] = fingerprint(hash);
        self.len += 1;
        self.total += 1;
    }

    #[cold]
    fn spill(&mut self) {
        let block = Spill {
            fps: Box::from(&self.recent[..]),
            prev: self.older.take(),
        };
        self.older = Some(Arc::new(block));
        self.len = 0;
    }

    /// Forgets everything and records `hash` as the first position.
    #[inline]
    pub fn restart(&mut self, hash: u64) {
        self.reset();
        self.push(hash);
    }

    /// Calls `f(distance, fingerprint)` for every recorded position, newest (distance 0) first,
    /// until `f` returns false.
    #[inline]
    fn walk(&self, mut f: impl FnMut(usize, u32) -> bool) {
        let mut back = 0;
        for &x in self.recent[..self.len as usize].iter().rev() {
            if !f(back, x) {
                return;
            }
            back += 1;
        }
        let mut block = self.older.as_deref();
        while let Some(b) = block {
            for &x in b.fps.iter().rev() {
                if !f(back, x) {
                    return;
                }
                back += 1;
            }
            block = b.prev.as_deref();
        }
    }

    /// How often `hash` occurs among the positions recorded since the last reset (the newest
    /// included).
    pub fn count(&self, hash: u64) -> usize {
        let fp = fingerprint(hash);
        if self.older.is_none() {
            return self.inline_matches(fp);
        }
        let mut n = 0;
        self.walk(|_, x| {
            n += (x == fp) as usize;
            true
        });
        n
    }

    /// Like [`RepetitionHistory::count`] for the newest position `hash`, for stretches where
    /// the players strictly alternate: only positions an even number of plies back can have
    /// the same player to move, and none 2 plies back can equal it (both players would have to
    /// undo their move), so this looks at distances 0, 4, 6, 8, ... It stops counting at 3,
    /// the threefold threshold.
    #[inline]
    pub fn count_alternating(&self, hash: u64) -> usize {
        let fp = fingerprint(hash);
        if self.older.is_none() {
            // Fast answer for the common case, the same as the walk's: no entry matches, or
            // only the newest (distance 0, which counts). Else the walk sorts out distances.
            let m = self.inline_matches(fp);
            let newest = self.len > 0 && self.recent[self.len as usize - 1] == fp;
            if m == newest as usize {
                return m;
            }
        }
        let mut n = 0;
        self.walk(|back, x| {
            if x == fp && (back == 0 || (back >= 4 && back % 2 == 0)) {
                n += 1;
            }
            n < 3
        });
        n
    }

    /// How many inline fingerprints equal `fp`: one compare per entry without branches, which
    /// the compiler turns into vector instructions. Games without irreversible moves
    /// (Interdependent Chess, whose drops undo captures) ask this after every move, over a
    /// history as long as the game.
    #[inline]
    fn inline_matches(&self, fp: u32) -> usize {
        self.recent[..self.len as usize]
            .iter()
            .map(|&x| (x == fp) as u32)
            .sum::<u32>() as usize
    }

    /// Positions recorded since the last reset.
    pub fn len(&self) -> usize {
        self.total as usize
    }

    /// True right after a reset.
    pub fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// True when older positions have spilled out of the inline block onto the heap (a stretch
    /// of more than `N` plies without an irreversible move).
    pub fn spilled(&self) -> bool {
        self.older.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_repeats_and_forgets_on_reset() {
        let mut h: RepetitionHistory = RepetitionHistory::default();
        for x in [1u64, 2, 1, 2, 1] {
            h.push(x << 32);
        }
        assert_eq!(h.count(1 << 32), 3);
        assert_eq!(h.count(2 << 32), 2);
        h.reset();
        h.push(1 << 32);
        assert_eq!(h.count(1 << 32), 1);
    }

    #[test]
    fn nothing_is_forgotten_past_the_inline_block() {
        // Hashes with distinct upper halves (the fingerprint) so every entry is different.
        let h64 = |i: u64| i << 32;
        let mut h: RepetitionHistory<16> = RepetitionHistory::default();
        for i in 0..40u64 {
            h.push(h64(i));
        }
        assert!(h.spilled(), "40 positions do not fit in 16 inline slots");
        assert_eq!(h.len(), 40);
        assert_eq!(h.count(h64(39)), 1);
        assert_eq!(
            h.count(h64(5)),
            1,
            "old entries are kept in the spilled blocks"
        );
        // A position first seen 36 plies back, again now: counted across the blocks.
        h.push(h64(3));
        assert_eq!(h.count(h64(3)), 2);
        let clone = h.clone();
        h.reset();
        assert_eq!(h.count(h64(3)), 0);
        assert!(!h.spilled());
        assert_eq!(clone.count(h64(3)), 2, "a clone keeps its own history");
    }

    #[test]
    fn a_long_cycle_repeats_three_times_and_is_counted() {
        // A cycle of 130 plies (the torus case: a third occurrence 260 plies after
        // the first, beyond the old 256-entry ring) with the default inline size, and again
        // with a small one that spills.
        fn run<const N: usize>() -> usize {
            let mut h: RepetitionHistory<N> = RepetitionHistory::default();
            for ply in 0..=260u64 {
                h.push((ply % 130) << 32 | 0xABCD);
            }
            h.count_alternating(0xABCD)
        }
        assert_eq!(run::<HISTORY>(), 3);
        assert_eq!(run::<8>(), 3);
        // and a history that starts after the first occurrence has it only twice
        let mut h: RepetitionHistory<8> = RepetitionHistory::default();
        for ply in 2..=260u64 {
            h.push((ply % 130) << 32 | 0xABCD);
        }
        assert_eq!(h.count_alternating(0xABCD), 2);
    }

    /// The counts by their definition: every recorded fingerprint, oldest first.
    fn counts_by_definition(fps: &[u32], fp: u32) -> (usize, usize) {
        let all = fps.iter().filter(|&&x| x == fp).count();
        let alternating = fps
            .iter()
            .rev()
            .enumerate()
            .filter(|&(back, &x)| x == fp && (back == 0 || (back >= 4 && back % 2 == 0)))
            .count()
            .min(3);
        (all, alternating)
    }

    #[test]
    fn the_fast_counts_agree_with_the_definition() {
        // Random histories over a small alphabet, so repeats at every distance occur, inline
        // (64 slots) and spilled (8 slots); every prefix is asked about every fingerprint.
        fn check<const N: usize>(seed: u64) {
            let mut rng = SplitMix64::new(seed);
            let mut h: RepetitionHistory<N> = RepetitionHistory::default();
            let mut fps = Vec::new();
            for _ in 0..60 {
                let fp = rng.below(5) as u32;
                h.push((fp as u64) << 32);
                fps.push(fp);
                for q in 0..6u32 {
                    let (all, alternating) = counts_by_definition(&fps, q);
                    assert_eq!(h.count((q as u64) << 32), all, "count {q} after {fps:?}");
                    assert_eq!(
                        h.count_alternating((q as u64) << 32),
                        alternating,
                        "count_alternating {q} after {fps:?}"
                    );
                }
            }
        }
        for seed in 0..20 {
            check::<64>(seed);
            check::<8>(seed);
        }
    }

    #[test]
    fn alternating_count_looks_at_even_distances_from_four() {
        let mut h: RepetitionHistory<16> = RepetitionHistory::default();
        // 7 at distances 8, 4 and 0; the 7 at distance 3 (other player to move) is skipped.
        for x in [1u64, 7, 2, 3, 4, 7, 7, 5, 6, 7] {
            h.push(x << 32);
        }
        assert_eq!(h.count_alternating(7 << 32), 3);
        assert_eq!(h.count(7 << 32), 4);
        h.restart(9 << 32);
        assert_eq!(h.count_alternating(9 << 32), 1);
    }
}
