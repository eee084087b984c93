//! The precomputed target tables of a [`PieceTable`]: built once per board
//! from the resolved patterns ([`Component`]) and the attack groups by walking
//! [`Geometry::step`], so move generation and the attack tests read runs of cells instead of
//! stepping through the geometry. The patterns stay the source; nothing here is per board.
//!
//! A [`Ray`] is a contiguous run of cells in [`Tables::cells`]: for a slider the cells along one
//! direction, nearest first, already cut at the component's range, before the board edge and
//! before coming back to the start cell on a wrapping board (RULINGS Uncertainty); for the
//! range-1 components of a pattern ("leapers") one run holding the single step of every
//! direction, in direction order, of consecutive components with the same mode. Walking a
//! pattern's rays in order visits the cells in exactly the order the step-by-step walk did
//! (`stepwise.rs`), which keeps the emitted move order.

use super::*;

/// [`Ray::flags`]: the ray's cells may be moved to when empty.
pub(super) const MOVE: u8 = 1;
/// [`Ray::flags`]: the ray's cells may be captured on.
pub(super) const TAKE: u8 = 2;
/// [`Ray::flags`]: the cells are independent single steps (a leaper run): an occupied cell does
/// not block the next one.
pub(super) const LEAP: u8 = 4;

/// One run of cells in [`Tables::cells`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Ray {
    /// Index of the first cell.
    pub(super) off: u32,
    /// Number of cells.
    pub(super) len: u16,
    /// [`MOVE`], [`TAKE`], [`LEAP`] bits (attack rays use [`LEAP`] only).
    pub(super) flags: u8,
    /// Attack rays: the index of the ray's group in [`PieceTable::attacks`] (0 otherwise).
    pub(super) group: u8,
}

/// One cell of the flat attack walk of a target ([`Tables::hits`]): the cells of every leap
/// run, then the slider rays of every group back to back, each cell knowing how far it is from the target and how many cells of its ray
/// follow it (to skip them once the ray is blocked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(4))]
pub(super) struct Hit {
    pub(super) cell: u8,
    /// Steps from the target (1 for every cell of a leap run).
    pub(super) dist: u8,
    /// The index of the ray's group in [`PieceTable::attacks`].
    pub(super) group: u8,
    /// Cells of the same ray after this one (0 in a leap run: each cell is its own ray).
    pub(super) skip: u8,
}

/// One cell of the flat forward walk of a piece ([`Tables::steps`]): its rays back to back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(2))]
pub(super) struct Step {
    pub(super) cell: u8,
    /// The ray's [`MOVE`] and [`TAKE`] bits, and above them (`meta >> 2`) the cells of the
    /// same slider ray after this one, skipped once this cell is occupied (0 in a leap run:
    /// each cell is its own ray). Two bytes a step keep the tables of the big boards small
    /// enough to stay in cache.
    pub(super) meta: u8,
}

/// The longest slider ray a [`Step`] can describe (the longest today: 59 cells, a diagonal of
/// the 10x12 torus).
pub(super) const MAX_RAY: usize = 64;

/// The rays of one (kind, player, cell) or (attack group, cell): `rays[start..start + len]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Span {
    pub(super) start: u32,
    pub(super) len: u16,
    /// Forward spans only: two rays can reach the same cell (only on a wrapping board), so a
    /// walk must keep a seen-set to visit each cell once.
    pub(super) dup: bool,
}

/// All rays of a piece table.
#[derive(Debug, Default)]
pub(super) struct Tables {
    /// Every ray's cells, back to back.
    pub(super) cells: Vec<Cell>,
    pub(super) rays: Vec<Ray>,
    /// Forward rays: `forward[(code * 2 + player) * ncells + cell]`.
    pub(super) forward: Vec<Span>,
    /// Attack rays from a target: `attack[player][cell]`, the rays of every group of
    /// [`PieceTable::attacks`] in group order, each ray naming its group; a group of reach 1
    /// is one [`LEAP`] run.
    pub(super) attack: [Vec<Span>; 2],
    /// The same attack rays as one flat walk per target, its leap runs first:
    /// `hit_spans[player][cell]` locates it in `hits`.
    pub(super) hits: Vec<Hit>,
    pub(super) hit_spans: [Vec<HitSpan>; 2],
    /// `hit_reach[player][group << 8 | piece byte]`: [`AttackGroup::by_piece`] of every group
    /// of the player in one flat table (an index the compiler can see is in bounds).
    pub(super) hit_reach: [ReachTable; 2],
    /// The forward rays as one flat walk per (kind, player, cell): `step_spans[piece byte << 8
    /// | cell]` ([`Tables::step_span`]) gives `start`, `len` in `steps` and the `dup` flag of
    /// the span (indexed by the piece byte and the cell byte, so the lookup needs no
    /// multiplication and no bounds check).
    pub(super) steps: Vec<Step>,
    pub(super) step_spans: StepSpans,
    /// The leap attacks seen from the attacker: `leap_from[player][cell]` spans
    /// `leap_masks`, one `(group, cells)` per leap group (groups of reach 1) of the player,
    /// `cells` the targets whose leap cells of that group include `cell` (a bit set over cell
    /// indices).
    pub(super) leap_from: [Vec<(u32, u32)>; 2],
    pub(super) leap_masks: Vec<(u8, [u64; 4])>,
}

/// Where the flat attack walk of one (player, target) lies in [`Tables::hits`]:
/// `hits[start..start + len]`, of which the first `leaps` cells are leap-run cells (each its
/// own one-cell ray at distance 1) and the rest slider rays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct HitSpan {
    pub(super) start: u32,
    pub(super) len: u16,
    pub(super) leaps: u16,
}

/// The spans of [`Tables::steps`] by `piece byte << 8 | cell` (piece bytes below 32).
#[derive(Debug)]
pub(super) struct StepSpans(pub(super) Box<[Span; (2 * MAX_KINDS) << 8]>);

impl Default for StepSpans {
    fn default() -> StepSpans {
        StepSpans(Box::new([Span::default(); (2 * MAX_KINDS) << 8]))
    }
}

/// A flat `group << 8 | piece byte` reach table (see [`Tables::hit_reach`]).
#[derive(Debug)]
pub(super) struct ReachTable(pub(super) Box<[u8; MAX_GROUPS << 8]>);

impl Default for ReachTable {
    fn default() -> ReachTable {
        ReachTable(Box::new([0; MAX_GROUPS << 8]))
    }
}

impl Tables {
    /// The cells of `r`.
    #[inline(always)]
    pub(super) fn cells_of(&self, r: &Ray) -> &[Cell] {
        &self.cells[r.off as usize..r.off as usize + r.len as usize]
    }

    /// The span of the forward walk of `piece` on `from`.
    #[inline(always)]
    pub(super) fn step_span(&self, piece: Piece, from: Cell) -> Span {
        self.step_spans.0[(piece.0 as usize & (2 * MAX_KINDS - 1)) << 8 | (from.index() & 0xff)]
    }

    /// The rays of `s`.
    #[inline(always)]
    pub(super) fn rays_of(&self, s: Span) -> &[Ray] {
        &self.rays[s.start as usize..s.start as usize + s.len as usize]
    }

    /// Appends a ray of `cells` (nothing for an empty run), merging a [`LEAP`] run into the
    /// previous ray of the same span when that one is a leap run with the same flags.
    fn push_ray(&mut self, span_start: usize, cells: &[Cell], flags: u8, group: u8) {
        if cells.is_empty() {
            return;
        }
        if flags & LEAP != 0 && self.rays.len() > span_start {
            let last = self.rays.last_mut().unwrap();
            if last.flags == flags
                && last.group == group
                && last.off as usize + last.len as usize == self.cells.len()
            {
                last.len += cells.len() as u16;
                self.cells.extend_from_slice(cells);
                return;
            }
        }
        assert!(cells.len() < u16::MAX as usize && self.cells.len() < u32::MAX as usize);
        self.rays.push(Ray {
            off: self.cells.len() as u32,
            len: cells.len() as u16,
            flags,
            group,
        });
        self.cells.extend_from_slice(cells);
    }

    /// Builds the forward and attack rays of `t` (its patterns and attack groups resolved).
    pub(super) fn build(t: &PieceTable) -> Tables {
        let geo = t.geo;
        let n = geo.ncells;
        let mut tb = Tables::default();
        let mut run: Vec<Cell> = Vec::new();
        tb.forward = vec![Span::default(); MAX_KINDS * 2 * n];
        for code in 1..MAX_KINDS as u8 {
            for side in 0..2 {
                for from in geo.cells() {
                    let start = tb.rays.len();
                    for comp in t.pattern(code) {
                        let mut flags = 0;
                        if comp.mode != Mode::CaptureOnly {
                            flags |= MOVE;
                        }
                        if comp.mode != Mode::MoveOnly {
                            flags |= TAKE;
                        }
                        if comp.range == 1 {
                            flags |= LEAP;
                        }
                        for d in dirs_of(comp.dirs[side]) {
                            run.clear();
                            let mut cur = from;
                            let mut left = comp.range;
                            while let Some(c) = geo.step(cur, d) {
                                if c == from {
                                    break;
                                }
                                run.push(c);
                                left -= 1;
                                if left == 0 {
                                    break;
                                }
                                cur = c;
                            }
                            tb.push_ray(start, &run, flags, 0);
                        }
                    }
                    let span = Span {
                        start: start as u32,
                        len: (tb.rays.len() - start) as u16,
                        dup: false,
                    };
                    let mut seen = [0u64; 4];
                    let mut dup = false;
                    for r in tb.rays_of(span) {
                        for &c in tb.cells_of(r) {
                            let (w, b) = (c.index() >> 6, 1u64 << (c.index() & 63));
                            dup |= seen[w] & b != 0;
                            seen[w] |= b;
                        }
                    }
                    // The step-by-step walk kept a seen-set only on wrapping boards.
                    tb.forward[(code as usize * 2 + side) * n + from.index()] = Span {
                        dup: dup && geo.wraps(),
                        ..span
                    };
                }
            }
        }
        for (i, &span) in tb.forward.iter().enumerate() {
            let start = tb.steps.len();
            for r in &tb.rays[span.start as usize..(span.start as usize + span.len as usize)] {
                let cells = &tb.cells[r.off as usize..r.off as usize + r.len as usize];
                assert!(
                    r.flags & LEAP != 0 || cells.len() <= MAX_RAY,
                    "a slider ray of {} cells (at most {MAX_RAY})",
                    cells.len()
                );
                for (j, c) in cells.iter().enumerate() {
                    let skip = if r.flags & LEAP != 0 {
                        0
                    } else {
                        cells.len() - j - 1
                    };
                    tb.steps.push(Step {
                        cell: c.raw(),
                        meta: r.flags & (MOVE | TAKE) | (skip << 2) as u8,
                    });
                }
            }
            let (code, side, from) = (i / (2 * n), i / n % 2, i % n);
            let piece = Piece::new(code as u8, Player::BOTH[side]);
            tb.step_spans.0[(piece.0 as usize) << 8 | from] = Span {
                start: start as u32,
                len: (tb.steps.len() - start) as u16,
                dup: span.dup,
            };
        }
        for side in 0..2 {
            let groups = &t.attacks[side];
            let mut spans = vec![Span::default(); n];
            for target in geo.cells() {
                let start = tb.rays.len();
                for (gi, g) in groups.iter().enumerate() {
                    let flags = if g.max == 1 { LEAP } else { 0 };
                    for d in dirs_of(g.dirs) {
                        run.clear();
                        let mut cur = target;
                        let mut dist = 1u8;
                        while let Some(c) = geo.step(cur, d) {
                            if c == target {
                                break;
                            }
                            run.push(c);
                            if dist >= g.max {
                                break;
                            }
                            dist += 1;
                            cur = c;
                        }
                        tb.push_ray(start, &run, flags, gi as u8);
                    }
                }
                spans[target.index()] = Span {
                    start: start as u32,
                    len: (tb.rays.len() - start) as u16,
                    dup: false,
                };
            }
            tb.attack[side] = spans;
        }
        let mut hits = Vec::new();
        for side in 0..2 {
            let mut spans = Vec::with_capacity(n);
            for target in geo.cells() {
                let mut n_leaps = 0;
                let start = hits.len();
                // The leap runs first (tested without branches), then the slider rays.
                for leaps in [true, false] {
                    for r in tb.rays_of(tb.attack[side][target.index()]) {
                        let leap = r.flags & LEAP != 0;
                        if leap != leaps {
                            continue;
                        }
                        let cells = tb.cells_of(r);
                        assert!(cells.len() <= 256);
                        for (i, c) in cells.iter().enumerate() {
                            hits.push(Hit {
                                cell: c.raw(),
                                dist: if leap { 1 } else { i as u8 + 1 },
                                group: r.group,
                                skip: if leap { 0 } else { (cells.len() - i - 1) as u8 },
                            });
                        }
                    }
                    if leaps {
                        n_leaps = hits.len() - start;
                    }
                }
                spans.push(HitSpan {
                    start: start as u32,
                    len: (hits.len() - start) as u16,
                    leaps: n_leaps as u16,
                });
            }
            tb.hit_spans[side] = spans;
        }
        tb.hits = hits;
        for side in 0..2 {
            let mut per_cell: Vec<Vec<(u8, [u64; 4])>> = vec![Vec::new(); n];
            for target in geo.cells() {
                let span = tb.hit_spans[side][target.index()];
                let hits = &tb.hits[span.start as usize..span.start as usize + span.len as usize];
                for h in &hits[..span.leaps as usize] {
                    let list = &mut per_cell[h.cell as usize];
                    let i = match list.iter().position(|e| e.0 == h.group) {
                        Some(i) => i,
                        None => {
                            list.push((h.group, [0; 4]));
                            list.len() - 1
                        }
                    };
                    list[i].1[target.index() >> 6] |= 1 << (target.index() & 63);
                }
            }
            let mut spans = Vec::with_capacity(n);
            for list in per_cell {
                spans.push((tb.leap_masks.len() as u32, list.len() as u32));
                tb.leap_masks.extend(list);
            }
            tb.leap_from[side] = spans;
        }
        for side in 0..2 {
            for (gi, g) in t.attacks[side].iter().enumerate() {
                tb.hit_reach[side].0[gi << 8..(gi << 8) + g.by_piece.len()]
                    .copy_from_slice(&g.by_piece);
            }
        }
        tb.cells.shrink_to_fit();
        tb.rays.shrink_to_fit();
        tb
    }
}

/// A board to read by cell byte: a [`BOARD_LEN`] array needs no bounds check.
pub(super) trait Board {
    fn at(&self, cell: u8) -> Piece;
}

impl Board for [Piece; BOARD_LEN] {
    #[inline(always)]
    fn at(&self, cell: u8) -> Piece {
        self[cell as usize]
    }
}

impl Board for [Piece] {
    #[inline(always)]
    fn at(&self, cell: u8) -> Piece {
        self[cell as usize]
    }
}
