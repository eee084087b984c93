//! The step-by-step walks the precomputed tables replaced: each function here is the
//! former implementation, walking [`Geometry::step`] cell by cell. Tests compare the table-driven
//! functions of [`super`] with these on scattered positions of every board, so the tables can
//! only be a faster form of the same rule.

use super::*;

/// Visits every cell `piece` standing on `from` can reach: `visit(to, captured)` where
/// `captured` is the enemy piece taken or [`Piece::EMPTY`]. Captures are only offered when
/// `may_capture` (Uncertainty: the mover has a king on the board). Rays stop at the first
/// occupied cell, after the component's range, and before coming back to `from` on a wrapping
/// board (RULINGS Uncertainty). Each cell is visited at most once, even when a wrapping board
/// lets two rays reach it.
#[inline]
pub(super) fn for_each_target(
    t: &PieceTable,
    board: &[Piece],
    from: Cell,
    piece: Piece,
    may_capture: bool,
    mut visit: impl FnMut(Cell, Piece),
) {
    let geo = t.geo;
    let me = piece.owner();
    let wraps = geo.wraps();
    let mut seen = [0u64; 4];
    let mut visit = |n: Cell, p: Piece| {
        if wraps {
            let (w, b) = (n.index() >> 6, 1u64 << (n.index() & 63));
            if seen[w] & b != 0 {
                return;
            }
            seen[w] |= b;
        }
        visit(n, p)
    };
    for comp in t.pattern(piece.code()) {
        let can_move = comp.mode != Mode::CaptureOnly;
        let can_take = may_capture && comp.mode != Mode::MoveOnly;
        for d in dirs_of(comp.dirs[me.index()]) {
            let mut cur = from;
            let mut left = comp.range;
            while let Some(n) = geo.step(cur, d) {
                if n == from {
                    break;
                }
                let occ = board[n.index()];
                if occ.is_empty() {
                    if can_move {
                        visit(n, Piece::EMPTY);
                    }
                } else {
                    if occ.owner() != me && can_take {
                        visit(n, occ);
                    }
                    break;
                }
                left -= 1;
                if left == 0 {
                    break;
                }
                cur = n;
            }
        }
    }
}

/// True when a piece of `by` could capture on `target` (a piece whose capture components reach
/// it along an unblocked ray). The caller decides whether `by` may capture at all. Looks from
/// `target` along each reversed capture set ([`Geometry::reverse`]), so one-way patterns are
/// right: a piece on `a` attacks `target` along vector `v` exactly when `a` is reached from
/// `target` along `-v`.
#[inline]
pub(super) fn is_attacked(t: &PieceTable, board: &[Piece], target: Cell, by: Player) -> bool {
    let geo = t.geo;
    for g in &t.attacks[by.index()] {
        for d in dirs_of(g.dirs) {
            if ray_hits(geo, board, g, d, target, target, 1, by, |_| {}) {
                return true;
            }
        }
    }
    false
}

/// The walk all the attack tests share: from `start` along direction `d` of the reversed
/// capture set `g` of `by`, the first step at distance `dist` from the target, stopping before
/// `stop` (the target, on a wrapping board) and after `g.max` steps. True when the first piece
/// met is `by`'s and its reach along `g` covers the distance. `visit` sees every cell walked,
/// the empties and that first piece.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn ray_hits(
    geo: &Geometry,
    board: &[Piece],
    g: &AttackGroup,
    d: usize,
    start: Cell,
    stop: Cell,
    mut dist: u8,
    by: Player,
    mut visit: impl FnMut(Cell),
) -> bool {
    let mut cur = start;
    while let Some(n) = geo.step(cur, d) {
        if n == stop {
            break;
        }
        visit(n);
        let p = board[n.index()];
        if !p.is_empty() {
            return p.owner() == by && g.reach[p.code() as usize] >= dist;
        }
        if dist >= g.max {
            break;
        }
        dist += 1;
        cur = n;
    }
    false
}

/// The lines along which pieces of `by` attack `target`: a bit set over cell indices
/// (`bits[cell / 64] >> (cell % 64) & 1`) of every attacker and every empty cell between it and
/// `target` on its ray; all zero when `target` is not attacked (the same test as
/// [`is_attacked`]).
///
/// A move of a piece other than the one on `target` can end the attack only by moving onto
/// one of these cells (capturing the attacker or blocking); any other move leaves every one of
/// these attacks standing.
#[inline]
pub(super) fn attack_lines(t: &PieceTable, board: &[Piece], target: Cell, by: Player) -> [u64; 4] {
    let geo = t.geo;
    let mut bits = [0u64; 4];
    for g in &t.attacks[by.index()] {
        for d in dirs_of(g.dirs) {
            let mut line = [0u64; 4];
            if ray_hits(geo, board, g, d, target, target, 1, by, |n| {
                set_bit(&mut line, n)
            }) {
                for (b, l) in bits.iter_mut().zip(line) {
                    *b |= l;
                }
            }
        }
    }
    bits
}

/// Every cell a piece of `by` could capture on as the board stands (the cells for which
/// [`is_attacked`] is true), as a bit set over cell indices (`bits[cell / 64] >> (cell % 64) & 1`).
/// Each piece walks its capture components forward.
pub(super) fn attack_map(t: &PieceTable, board: &[Piece], by: Player) -> [u64; 4] {
    let geo = t.geo;
    let mut bits = [0u64; 4];
    for (from, &piece) in board.iter().enumerate().take(geo.ncells) {
        if piece.is_empty() || piece.owner() != by {
            continue;
        }
        let from = Cell::new(from);
        for comp in t.pattern(piece.code()) {
            if comp.mode == Mode::MoveOnly {
                continue;
            }
            for d in dirs_of(comp.dirs[by.index()]) {
                let mut cur = from;
                let mut left = comp.range;
                while let Some(n) = geo.step(cur, d) {
                    if n == from {
                        break;
                    }
                    set_bit(&mut bits, n);
                    left -= 1;
                    if !board[n.index()].is_empty() || left == 0 {
                        break;
                    }
                    cur = n;
                }
            }
        }
    }
    bits
}

/// True when a piece of `by` would capture on `target` once the cell `vacated`, one step from
/// `target` along some direction, is emptied, along a line through `vacated` only: the attack
/// [`is_attacked`] finds after the move that [`attack_map`] taken before it cannot see.
pub(super) fn attack_through(
    t: &PieceTable,
    board: &[Piece],
    target: Cell,
    vacated: Cell,
    by: Player,
) -> bool {
    let geo = t.geo;
    for g in t.attacks[by.index()].iter().filter(|g| g.max > 1) {
        for d in dirs_of(g.dirs) {
            if geo.step(target, d) == Some(vacated)
                && ray_hits(geo, board, g, d, vacated, target, 2, by, |_| {})
            {
                return true;
            }
        }
    }
    false
}

/// Cells of `king`'s own pieces that may be pinned: each stands first on a ray from `king`
/// (along a reversed capture set of `by` that some piece captures along for more than one step)
/// and behind it, next on the same ray, stands a piece of `by` whose reach covers the distance.
/// A bit set over cell indices (`bits[cell / 64] >> (cell % 64) & 1`).
///
/// Used to skip the full [`is_attacked`] test after a move: when `king` is not attacked now, a
/// move of another piece can expose it only by leaving such a cell (moving onto a cell only
/// blocks, and a capture only removes an attacker). Rays stop before coming back to `king` on
/// a wrapping board, as in [`is_attacked`].
#[inline]
pub(super) fn pin_candidates(t: &PieceTable, board: &[Piece], king: Cell, by: Player) -> [u64; 4] {
    let geo = t.geo;
    let mut bits = [0u64; 4];
    for g in t.attacks[by.index()].iter().filter(|g| g.max > 1) {
        for d in dirs_of(g.dirs) {
            let mut cur = king;
            let mut shield: Option<Cell> = None;
            let mut dist = 1u8;
            while let Some(n) = geo.step(cur, d) {
                if n == king {
                    break;
                }
                let p = board[n.index()];
                if !p.is_empty() {
                    if let Some(s) = shield {
                        if p.owner() == by && g.reach[p.code() as usize] >= dist {
                            set_bit(&mut bits, s);
                        }
                        break;
                    }
                    if p.owner() == by {
                        break;
                    }
                    shield = Some(n);
                }
                if dist >= g.max {
                    break;
                }
                dist += 1;
                cur = n;
            }
        }
    }
    bits
}
