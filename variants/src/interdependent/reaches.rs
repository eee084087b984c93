//! Every piece's capture reach, cached per thread and brought up to date from the last position
//! the thread asked about (Interdependent Chess, 004_0ca2faf906401d7b.txt, Short Rules 2-4;
//! RULINGS Interdependent Chess, third and last rulings).
//!
//! What a piece can capture on depends on its own kind, the kinds of its eight toroidal
//! neighbours and, for the two slides (a rank slide lent by a Conservative, the torus bishop of
//! a Universalist away from a Universalist), the cells along the slide. Between two positions
//! that differ on a few cells, only the pieces on or next to those cells and the pieces that
//! slide need their reach computed again. Successive move generations in one thread are
//! usually one move apart (a playout, a quiescence line, a tree descent), so the generator asks
//! [`Reaches::with_on`], which keeps the last position and its reaches in a thread-local cell and
//! brings them up to date. The cache is a pure function of the board it is asked about: the
//! game state carries nothing, a move costs nothing more, and a wrong guess of what is cached
//! can only cost time (the cells that differ are found by comparing the boards).

use super::board::*;
use std::cell::RefCell;

use super::movegen::{kind_code, Pos, SLIDES_RANK, SLIDES_TORUS};

/// `reach[x]`: [`Pos::reach`] of the piece on `x` (every cell it could capture on, occupied or
/// not; 0 on an empty cell), and the pieces whose reach includes a rank slide or the torus
/// bishop. 352 bytes, `Copy`; kept per thread ([`Reaches::with_on`]), not in the game state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reaches {
    /// The capture reach of the piece on each cell (index `file + 6 * rank`), 0 when empty.
    pub reach: [u64; NCELLS],
    /// Pieces whose reach includes a rank slide ([`SLIDES_RANK`]).
    pub rank_slide: u64,
    /// Pieces whose reach includes the torus bishop ([`SLIDES_TORUS`]).
    pub torus_slide: u64,
}

impl Reaches {
    /// No piece reaches anything (the empty board).
    pub const EMPTY: Reaches = Reaches {
        reach: [0; NCELLS],
        rank_slide: 0,
        torus_slide: 0,
    };

    /// Every piece's reach on `pos`, from scratch.
    pub fn of(pos: &Pos) -> Reaches {
        let mut r = Reaches::EMPTY;
        r.refresh(pos, pos.all());
        r
    }

    /// Computes the reach of the pieces on `cells` (all occupied) again.
    #[inline]
    fn refresh(&mut self, pos: &Pos, cells_: u64) {
        for y in cells(cells_) {
            let (r, slides) = pos.reach(y);
            self.reach[y] = r;
            let b = 1u64 << y;
            self.rank_slide = (self.rank_slide & !b) | if slides & SLIDES_RANK != 0 { b } else { 0 };
            self.torus_slide =
                (self.torus_slide & !b) | if slides & SLIDES_TORUS != 0 { b } else { 0 };
        }
    }

    /// Calls `f` with the reaches on `pos` when the thread's last position ([`LAST`]) differs
    /// from it on at most [`CLOSE`] cells: the last reaches brought up to date in place
    /// (computed from scratch when the last position's reaches were not kept), and kept as the
    /// new last ones. With `None` when the positions are further apart: then the caller
    /// computes the reaches it needs as it goes, and `pos` is kept without reaches, so that a
    /// run of close positions (a playout, a search line) pays one computation from scratch
    /// while unrelated positions (a tree search's leaves) pay none. Also `None` when called
    /// again from inside `f`.
    #[inline]
    pub fn with_on<R>(pos: &Pos, f: impl FnOnce(Option<&Reaches>) -> R) -> R {
        LAST.with(|last| {
            let Ok(mut last) = last.try_borrow_mut() else {
                return f(None);
            };
            let last = &mut *last;
            let changed = differing_cells(&last.pos, pos);
            if changed.count_ones() > CLOSE {
                last.pos = *pos;
                last.kept = false;
                return f(None);
            }
            if last.kept {
                last.reaches.update(&last.pos, pos, changed);
            } else {
                last.reaches = Reaches::of(pos);
                last.kept = true;
            }
            last.pos = *pos;
            debug_assert_eq!(last.reaches, Reaches::of(pos), "{pos:?}");
            f(Some(&last.reaches))
        })
    }

    /// Brings the reaches of `old` up to date for `new`. Computed again: the pieces on cells
    /// whose content changed, the pieces next to a cell that held a piece before (they lost or
    /// changed a lender), the rank slides on the ranks of the changed cells and every torus
    /// bishop (their slides may have been opened or blocked). A piece next to a cell that was
    /// empty before and to no other changed cell only gained a lender: what it lends is added
    /// to its reach. `changed`: the cells whose content differs.
    fn update(&mut self, old: &Pos, new: &Pos, changed: u64) {
        if changed == 0 {
            return;
        }
        let all = new.all();
        let mut full = changed | self.torus_slide;
        let mut ranks = 0;
        let mut added = 0;
        let mut gained = 0;
        for c in cells(changed) {
            ranks |= RANK_MASK[rank_of(c)];
            if old.board[c] != 0 {
                full |= NEIGHBOURS[c];
            } else {
                added |= 1u64 << c;
                gained |= NEIGHBOURS[c];
            }
        }
        full |= self.rank_slide & ranks;
        for c in cells(changed & !all) {
            self.reach[c] = 0;
        }
        self.rank_slide &= all;
        self.torus_slide &= all;
        let full = full & all;
        self.refresh(new, full);
        for y in cells(gained & all & !full) {
            let kind = kind_code(new.board[y]);
            for l in cells(NEIGHBOURS[y] & added) {
                let (r, slides) = new.lent_reach(y, kind, l);
                self.reach[y] |= r;
                let b = 1u64 << y;
                if slides & SLIDES_RANK != 0 {
                    self.rank_slide |= b;
                }
                if slides & SLIDES_TORUS != 0 {
                    self.torus_slide |= b;
                }
            }
        }
    }
}

/// The cells whose content differs between `a` and `b`, one bit per cell.
#[inline]
fn differing_cells(a: &Pos, b: &Pos) -> u64 {
    let mut m = 0u64;
    for c in 0..NCELLS {
        m |= ((a.board[c] != b.board[c]) as u64) << c;
    }
    m
}

/// How many cells two positions may differ on for [`Reaches::with_on`] to bring the reaches of one
/// up to date for the other (a move changes two, a capture and recapture three or four).
const CLOSE: u32 = 6;

/// A thread's last position and its reaches ([`Reaches::with_on`]).
struct Last {
    pos: Pos,
    /// The reaches on `pos`, when `kept`.
    reaches: Reaches,
    kept: bool,
}

thread_local! {
    /// The last position this thread asked [`Reaches::with_on`] about, and its reaches when they
    /// were kept (the empty board at first).
    static LAST: RefCell<Last> = const {
        RefCell::new(Last {
            pos: Pos::EMPTY,
            reaches: Reaches::EMPTY,
            kept: false,
        })
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interdependent::movegen::code;
    use crate::interdependent::Kind;
    use mcts::Player;

    fn c(n: &str) -> usize {
        parse_cell(n).unwrap()
    }

    /// A position far from the thread's last one gets no reaches (the caller computes its
    /// own); the next position close to it gets them from scratch, and the one after that
    /// brought up to date: both equal to [`Reaches::of`], including a torus bishop that a
    /// move blocks and a rank slide that a move opens.
    #[test]
    fn far_positions_get_none_and_close_ones_exact_reaches() {
        let mut p = Pos::EMPTY;
        for (cell, kind, side) in [
            ("b2", Kind::Universalist, Player::White),
            ("c3", Kind::Universalist, Player::Black),
            ("a4", Kind::Conservative, Player::White),
            ("b4", Kind::Knight, Player::White),
            ("e4", Kind::Spider, Player::Black),
            ("d6", Kind::Steward, Player::Black),
            ("f1", Kind::Guardian, Player::White),
        ] {
            p.put(c(cell), code(kind, side));
        }
        // The thread's last position becomes the empty board, whatever it was.
        Reaches::with_on(&Pos::EMPTY, |_| ());
        assert_eq!(Reaches::with_on(&p, |r| r.copied()), None, "7 cells from the empty board");
        // One cell from the last: computed from scratch.
        let mut q = p;
        q.put(c("e6"), code(Kind::Knight, Player::Black));
        assert_eq!(Reaches::with_on(&q, |r| r.copied()), Some(Reaches::of(&q)));
        // The Knight on e6 moves to d4: it leaves the torus bishop's line from b2 (away from
        // the Universalist on c3: a1, f7, e6, ...), blocks the one from c3 (d4, e5, ...) and
        // the rank slide the Knight on b4 borrows from the Conservative on a4 (c4, d4, e4).
        let mut r = q;
        let n = r.take(c("e6"));
        r.put(c("d4"), n);
        let got = Reaches::with_on(&r, |x| x.copied()).expect("2 cells apart");
        let before = Reaches::of(&q);
        assert_eq!(got, Reaches::of(&r));
        assert_eq!(before.reach[c("b4")] & (1 << c("e4")), 1 << c("e4"));
        assert_eq!(got.reach[c("b4")] & (1 << c("e4") | 1 << c("d4")), 1 << c("d4"));
        assert_ne!(got.reach[c("b2")], before.reach[c("b2")], "the torus line opened");
        assert_ne!(got.reach[c("c3")], before.reach[c("c3")], "the torus line closed");
    }
}
