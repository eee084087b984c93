//! King-safety helpers for move generators: the two parts of
//! [`is_attacked`] apart ([`leap_attack_map`] for every target at once, [`is_attacked_by_rays`]
//! for one), and [`lines_and_pins`] with the line of each pin ([`lines_and_pin_rays`],
//! [`PinRays`]), so a generator need not test the king after a pinned piece's move.

use super::*;

/// Every cell a piece of `by` attacks by a leap (a capture component of range 1 whose
/// direction set no piece of `by` slides along, e.g. the knight's), as a bit set over cell
/// indices (`bits[cell / 64] >> (cell % 64) & 1`): the leap part of [`is_attacked`] for every
/// target at once. `pieces` lists the cells to look at (those of `by`'s pieces; others add
/// nothing).
#[inline]
pub fn leap_attack_map(
    t: &PieceTable,
    board: &[Piece; BOARD_LEN],
    pieces: &[u64; 4],
    by: Player,
) -> [u64; 4] {
    let tb = &t.tables;
    let reach = &tb.hit_reach[by.index()].0;
    let from = &tb.leap_from[by.index()];
    let mut bits = [0u64; 4];
    for (w, &word) in pieces.iter().enumerate() {
        let mut m = word;
        while m != 0 {
            let c = w << 6 | m.trailing_zeros() as usize;
            m &= m - 1;
            let p = board[c & (BOARD_LEN - 1)];
            let Some(&(start, len)) = from.get(c) else {
                continue;
            };
            for (g, cells) in &tb.leap_masks[start as usize..(start + len) as usize] {
                if reach[(*g as usize & (MAX_GROUPS - 1)) << 8 | p.0 as usize] != 0 {
                    for (b, x) in bits.iter_mut().zip(cells) {
                        *b |= x;
                    }
                }
            }
        }
    }
    bits
}

/// [`is_attacked`] without the leap cells: true when a piece of `by` attacks `target` along
/// a slider group's ray (the group of every capture direction set some piece slides along;
/// one-step attackers in such a group, the king's and the pawn's, included). With
/// [`leap_attack_map`] it answers as [`is_attacked`].
#[inline]
pub fn is_attacked_by_rays(
    t: &PieceTable,
    board: &[Piece; BOARD_LEN],
    target: Cell,
    by: Player,
) -> bool {
    let tb = &t.tables;
    let reach = &tb.hit_reach[by.index()].0;
    let span = tb.hit_spans[by.index()][target.index()];
    let hits = &tb.hits[span.start as usize..span.start as usize + span.len as usize];
    let hits = &hits[(span.leaps as usize).min(hits.len())..];
    let mut i = 0;
    while i < hits.len() {
        let h = hits[i];
        let p = board.at(h.cell);
        if !p.is_empty() {
            if reach[(h.group as usize & (MAX_GROUPS - 1)) << 8 | p.0 as usize] >= h.dist {
                return true;
            }
            i += h.skip as usize;
        }
        i += 1;
    }
    false
}

/// The most pin rays [`PinRays`] records; a position with more reports
/// [`PinRays::allowed`] `None` for the rest (the caller tests those moves in full).
pub const MAX_PIN_RAYS: usize = 4;

/// The pin rays of a king, from [`lines_and_pin_rays`]: for each slider ray from the king whose
/// first piece is the king's own and whose next piece is an attacker that reaches the king
/// once the first moves away, that first piece's cell and the ray's cells from the king up to
/// and including the attacker.
#[derive(Clone, Copy, Debug)]
pub struct PinRays {
    n: usize,
    /// More pin rays than [`MAX_PIN_RAYS`] were found; the extra ones are not recorded.
    overflow: bool,
    cells: [Cell; MAX_PIN_RAYS],
    lines: [[u64; 4]; MAX_PIN_RAYS],
}

impl PinRays {
    /// For the king's piece on `from`, when the king is not attacked now: the cells that piece
    /// may move to without exposing the king, as a bit set over cell indices
    /// (`bits[cell / 64] >> (cell % 64) & 1`), the intersection of the lines of every pin ray
    /// through `from` (all ones when none). `None` when some pin rays were not recorded
    /// (more than [`MAX_PIN_RAYS`]).
    ///
    /// Why this is exact: with the king not attacked, a move of another piece changes the
    /// board only by emptying `from` and filling the arrival cell, so a new attack can only run
    /// along a slider ray from the king on which `from` was the first piece; it is blocked
    /// again exactly when the arrival cell lies on that ray before the attacker or is the
    /// attacker's cell (a capture).
    #[inline]
    pub fn allowed(&self, from: Cell) -> Option<[u64; 4]> {
        if self.overflow {
            return None;
        }
        let mut bits = [!0u64; 4];
        for i in 0..self.n.min(MAX_PIN_RAYS) {
            if self.cells[i] == from {
                for (b, l) in bits.iter_mut().zip(self.lines[i]) {
                    *b &= l;
                }
            }
        }
        Some(bits)
    }
}

/// [`lines_and_pins`] of `king`, and its [`PinRays`]: `(lines, pins, rays)`, `lines` and
/// `pins` exactly what [`lines_and_pins`] returns.
#[inline]
pub fn lines_and_pin_rays(
    t: &PieceTable,
    board: &[Piece],
    king: Cell,
    by: Player,
) -> ([u64; 4], [u64; 4], PinRays) {
    let groups = &t.attacks[by.index()];
    let (mut lines, mut pins) = ([0u64; 4], [0u64; 4]);
    let mut rays = PinRays {
        n: 0,
        overflow: false,
        cells: [king; MAX_PIN_RAYS],
        lines: [[0; 4]; MAX_PIN_RAYS],
    };
    for r in attack_rays(t, by, king) {
        let g = &groups[r.group as usize];
        let cells = t.tables.cells_of(r);
        if r.flags & LEAP != 0 {
            for &n in cells {
                if g.by_piece[board[n.index()].0 as usize] != 0 {
                    set_bit(&mut lines, n);
                }
            }
            continue;
        }
        let Some(i) = cells.iter().position(|c| !board[c.index()].is_empty()) else {
            continue;
        };
        let p = board[cells[i].index()];
        if p.owner() == by {
            if g.by_piece[p.0 as usize] as usize > i {
                for &n in &cells[..=i] {
                    set_bit(&mut lines, n);
                }
            }
        } else if g.max > 1 {
            if let Some(j) = first_hit(board, g, &cells[i + 1..], i as u8 + 2) {
                set_bit(&mut pins, cells[i]);
                if rays.n < MAX_PIN_RAYS {
                    rays.cells[rays.n] = cells[i];
                    for &n in &cells[..=i + 1 + j] {
                        set_bit(&mut rays.lines[rays.n], n);
                    }
                    rays.n += 1;
                } else {
                    rays.overflow = true;
                }
            }
        }
    }
    (lines, pins, rays)
}
