//! The repetition history of a Five Up game: the hashes of every position since the last
//! irreversible move (capture, pawn move, castling), over the whole game, so a threefold
//! repetition is never missed however long the stretch (RULINGS "All games").
//!
//! The newest [`TAIL`] hashes live in a fixed array; older ones are frozen into shared,
//! immutable chunks (`Arc`), so cloning a state copies 0.5 KB and bumps one reference count.
//! Playing a move allocates only when the tail is full: once per [`TAIL`] consecutive
//! reversible plies (in a 300-ply game at most a handful of times).

use std::sync::Arc;

/// Hashes kept in the inline tail before it is frozen into a chunk.
pub const TAIL: usize = 64;

#[derive(Debug)]
struct Chunk {
    hashes: [u64; TAIL],
    prev: Option<Arc<Chunk>>,
}

/// Position hashes since the last reset, newest last.
#[derive(Clone, Debug)]
pub struct History {
    tail: [u64; TAIL],
    tail_len: usize,
    frozen: Option<Arc<Chunk>>,
}

impl Default for History {
    fn default() -> Self {
        History {
            tail: [0; TAIL],
            tail_len: 0,
            frozen: None,
        }
    }
}

impl History {
    /// Forgets everything and records `hash` as the first position (after an irreversible
    /// move, or when a position is set up).
    #[inline]
    pub fn restart(&mut self, hash: u64) {
        self.frozen = None;
        self.tail_len = 0;
        self.push(hash);
    }

    /// Records a position.
    #[inline]
    pub fn push(&mut self, hash: u64) {
        if self.tail_len == TAIL {
            let prev = self.frozen.take();
            self.frozen = Some(Arc::new(Chunk {
                hashes: self.tail,
                prev,
            }));
            self.tail_len = 0;
        }
        self.tail[self.tail_len] = hash;
        self.tail_len += 1;
    }

    /// How often the newest position occurred since the last reset, itself included. Only
    /// positions an even number of plies back can have the same player to move (the hash
    /// includes the player anyway), so odd distances are skipped.
    pub fn count_newest(&self) -> usize {
        if self.tail_len == 0 {
            return 0;
        }
        let newest = self.tail[self.tail_len - 1];
        let mut n = 0;
        // distance from the newest entry, counted across tail and chunks
        let mut dist = 0usize;
        for &h in self.tail[..self.tail_len].iter().rev() {
            if dist & 1 == 0 && h == newest {
                n += 1;
            }
            dist += 1;
        }
        let mut chunk = self.frozen.as_deref();
        while let Some(c) = chunk {
            for &h in c.hashes.iter().rev() {
                if dist & 1 == 0 && h == newest {
                    n += 1;
                }
                dist += 1;
            }
            chunk = c.prev.as_deref();
        }
        n
    }

    /// Positions recorded since the last reset.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        let mut n = self.tail_len;
        let mut chunk = self.frozen.as_deref();
        while let Some(c) = chunk {
            n += TAIL;
            chunk = c.prev.as_deref();
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_repeats_far_beyond_the_tail() {
        let mut h = History::default();
        h.restart(7);
        for i in 0..(3 * TAIL as u64 + 5) {
            h.push(1000 + i);
        }
        h.push(7); // distance 3*TAIL+6 (even) from the first 7
        assert_eq!(h.count_newest(), 2);
        assert_eq!(h.len(), 3 * TAIL + 7);
        let copy = h.clone();
        h.push(1);
        h.push(7);
        assert_eq!(h.count_newest(), 3);
        assert_eq!(copy.count_newest(), 2, "a clone is unaffected");
        h.restart(7);
        assert_eq!(h.count_newest(), 1);
    }

    #[test]
    fn odd_distances_are_skipped() {
        let mut h = History::default();
        h.restart(5);
        h.push(5);
        assert_eq!(h.count_newest(), 1);
    }
}
