//! Five Up's per-topology tables: local directions, rays and attack masks (the knight's, the
//! guard's, the king's, the pawns' and the unicorn's), built once from the shared geometry
//! (Five Up, 003_3455fa5195cbf461.txt; RULINGS "Five Up").

use std::sync::OnceLock;

use crate::geometry::{spec, Cell, Geometry};

use super::{Topology, NCELLS, NO_CELL};

/// Five Up's view of a geometry, per topology: a local step table over its 50 directions and
/// attack masks, all built once from the shared [`Geometry`] (which stays the authority on
/// which cell lies where).
///
/// Local direction numbers: 0..6 orthogonal (0 = `+x`, 1 = `-x`, the wrapping pair on the
/// hypercylinder, whose slides are de-duplicated in `movegen`), 6..18 the 2D diagonals, 18..26
/// the 3D diagonals, 26..50 the knight leaps. Cell sets are `u128` bit sets (bit = cell).
#[derive(Debug)]
pub struct Tables {
    pub topology: Topology,
    pub geo: &'static Geometry,
    /// The 6 orthogonals (local numbers).
    pub ortho: [u8; 6],
    /// The 12 2D diagonals.
    pub diag2: [u8; 12],
    /// The 8 3D diagonals.
    pub diag3: [u8; 8],
    /// The 24 knight leaps.
    pub knight: [u8; 24],
    /// Pawn steps per side: `[row forward, layer forward]` (White: +row, -layer).
    pub pawn_push: [[u8; 2]; 2],
    /// Pawn capture directions per side (Figure 6): White (0,+1,-1), (+-1,0,-1), (+-1,+1,0).
    pub pawn_cap: [[u8; 5]; 2],
    /// Whether the file axis wraps.
    pub wrap_x: bool,
    /// The hypertorus: rays are walked cell by cell (each holds 4 cells) and the
    /// non-combatant rule holds.
    pub noncombatant: bool,
    /// Per cell: the 24 cells a unicorn leaps to (see `Tables::build`).
    pub unicorn_mask: Vec<u128>,
    /// `next[cell << 6 | dir]`: the cell one local `dir` step away, or [`NO_CELL`].
    next: Box<[u8; 8192]>,
    /// `ray[cell][dir]` for the 26 sliding directions: the cells a slider passes on an empty
    /// board (stopping before its own cell on the hypercylinder).
    pub ray: Vec<[u128; 26]>,
    /// Per cell: union of the orthogonal rays, of the 2D-diagonal rays, of the 3D-diagonal rays.
    pub lines: Vec<[u128; 3]>,
    /// Per cell: cells a knight leaps to.
    pub knight_mask: Vec<u128>,
    /// Per cell: the 26 neighbours (guard).
    pub guard_mask: Vec<u128>,
    /// Per cell: the 6 orthogonal and 8 3D-diagonal neighbours (the king's captures).
    pub king_mask: Vec<u128>,
    /// Per cell: the 6 orthogonal neighbours (the king's moves).
    pub ortho1_mask: Vec<u128>,
    /// Per cell: the 8 3D-diagonal neighbours (the king's capture-only cells).
    pub diag3_1_mask: Vec<u128>,
    /// `ray1[cell][dir]`: the part of `ray` before it wraps across the joined faces (all of
    /// it on the cube); `ray2`: the part after the wrap (empty on the cube). Within each part
    /// cell numbers run monotonically, so the nearest piece is its lowest or highest bit.
    pub ray1: Vec<[u128; 26]>,
    /// See [`Tables::ray1`].
    pub ray2: Vec<[u128; 26]>,
    /// For the 26 sliding directions: whether cell numbers grow along the direction (within a
    /// part of a ray).
    pub up: [bool; 26],
    /// `pawn_from[side][cell]`: cells from which a `side` pawn captures on `cell`.
    pub pawn_from: [Vec<u128>; 2],
}

fn dir_index(geo: &Geometry, v: [i8; 3]) -> usize {
    geo.dirs
        .iter()
        .position(|w| *w == v)
        .expect("direction exists")
}

/// The board spec of `topology`.
pub fn spec(topology: Topology) -> &'static spec::GeoSpec {
    match topology {
        Topology::Cube => &spec::CUBE5,
        Topology::Hypercylinder => &spec::HYPERCYLINDER5,
        Topology::Hypertorus => &spec::HYPERTORUS5,
    }
}

impl Tables {
    /// The shared tables of `topology`, built on first use.
    pub fn get(topology: Topology) -> &'static Tables {
        static T: [OnceLock<Tables>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let i = topology as usize;
        T[i].get_or_init(|| Tables::build(topology, Geometry::get(spec(topology))))
    }

    fn build(topology: Topology, geo: &'static Geometry) -> Tables {
        // Local direction order -> geometry direction.
        let px = dir_index(geo, [1, 0, 0]);
        let mx = dir_index(geo, [-1, 0, 0]);
        let mut gdir: Vec<usize> = vec![px, mx];
        gdir.extend(
            geo.set_dirs(geo.dir_set("orthogonal"))
                .filter(|&d| d != px && d != mx),
        );
        for set in ["diagonal2", "diagonal3", "knight"] {
            gdir.extend(geo.set_dirs(geo.dir_set(set)));
        }
        assert_eq!(gdir.len(), 50);
        let local = |v: [i8; 3]| {
            let g = dir_index(geo, v);
            gdir.iter().position(|&d| d == g).expect("local direction") as u8
        };
        let mut next = vec![NO_CELL; 8192];
        for cell in 0..NCELLS {
            for (i, &g) in gdir.iter().enumerate() {
                next[cell << 6 | i] = geo.step(Cell::new(cell), g).map_or(NO_CELL, Cell::raw);
            }
        }
        let next: Box<[u8; 8192]> = next.into_boxed_slice().try_into().expect("8192 entries");
        let seq = |a: u8, b: u8| -> Vec<u8> { (a..b).collect() };
        let mut ortho = [0u8; 6];
        ortho.copy_from_slice(&seq(0, 6));
        let mut diag2 = [0u8; 12];
        diag2.copy_from_slice(&seq(6, 18));
        let mut diag3 = [0u8; 8];
        diag3.copy_from_slice(&seq(18, 26));
        let mut knight = [0u8; 24];
        knight.copy_from_slice(&seq(26, 50));
        let pawn_push = [
            [local([0, 1, 0]), local([0, 0, -1])],
            [local([0, -1, 0]), local([0, 0, 1])],
        ];
        let caps = |s: i8| {
            [
                local([0, s, -s]),
                local([1, 0, -s]),
                local([-1, 0, -s]),
                local([1, s, 0]),
                local([-1, s, 0]),
            ]
        };
        let pawn_cap = [caps(1), caps(-1)];
        let step = |c: usize, d: u8| next[c << 6 | d as usize];
        let bit = |c: u8| 1u128 << c;
        let mut ray = vec![[0u128; 26]; NCELLS];
        let mut lines = vec![[0u128; 3]; NCELLS];
        let mut knight_mask = vec![0u128; NCELLS];
        let mut guard_mask = vec![0u128; NCELLS];
        let mut king_mask = vec![0u128; NCELLS];
        let mut ortho1_mask = vec![0u128; NCELLS];
        let mut diag3_1_mask = vec![0u128; NCELLS];
        let mut pawn_from = [vec![0u128; NCELLS], vec![0u128; NCELLS]];
        let mut ray1 = vec![[0u128; 26]; NCELLS];
        let mut ray2 = vec![[0u128; 26]; NCELLS];
        let mut up = [false; 26];
        let mut unicorn_mask = vec![0u128; NCELLS];
        for (d, u) in up.iter_mut().enumerate() {
            let v = geo.dirs[gdir[d]];
            *u = v[0] as i32 + 5 * v[1] as i32 + 25 * v[2] as i32 > 0;
        }
        for cell in 0..NCELLS {
            for d in 0..26u8 {
                let mut c = step(cell, d);
                let mut prev = cell;
                let mut wrapped = false;
                while c != NO_CELL && c as usize != cell {
                    ray[cell][d as usize] |= bit(c);
                    // A wrap makes the file jump by more than one.
                    wrapped |= (c as usize % 5).abs_diff(prev % 5) > 1;
                    if wrapped {
                        ray2[cell][d as usize] |= bit(c);
                    } else {
                        ray1[cell][d as usize] |= bit(c);
                    }
                    prev = c as usize;
                    c = step(c as usize, d);
                }
                let class = if d < 6 {
                    0
                } else if d < 18 {
                    1
                } else {
                    2
                };
                lines[cell][class] |= ray[cell][d as usize];
                let n = step(cell, d);
                if n != NO_CELL {
                    guard_mask[cell] |= bit(n);
                    if class != 1 {
                        king_mask[cell] |= bit(n);
                    }
                    if class == 0 {
                        ortho1_mask[cell] |= bit(n);
                    }
                    if class == 2 {
                        diag3_1_mask[cell] |= bit(n);
                    }
                }
            }
            for &d in &knight {
                let n = step(cell, d);
                if n != NO_CELL {
                    knight_mask[cell] |= bit(n);
                }
            }
            // The unicorn (seed, "Riding on a Unicorn" and its figure): a knight leap in one
            // plane, then one more cell along the axis at right angles to that plane. Vectors
            // (+-2, +-1, +-1) in any order: 3 axes for the 2, times 2 signs for it, times
            // 2 x 2 signs for the ones = 3 * 2 * 4 = 24 (the figure: 4 cells on layers A and E, 8 on B and
            // D, none on C). Each arises from two knight leaps; the mask keeps it once.
            for &d in &knight {
                let v = geo.dirs[gdir[d as usize]];
                let axis = v
                    .iter()
                    .position(|&a| a == 0)
                    .expect("a knight leap stays in a plane");
                for s in [-1i8, 1] {
                    let mut w = [0i8; 3];
                    w[axis] = s;
                    let n = step(cell, d);
                    if n != NO_CELL {
                        let m = step(n as usize, local(w));
                        if m != NO_CELL {
                            unicorn_mask[cell] |= bit(m);
                        }
                    }
                }
            }
            for s in 0..2 {
                for &d in &pawn_cap[s] {
                    let n = step(cell, d);
                    if n != NO_CELL {
                        pawn_from[s][n as usize] |= 1u128 << cell;
                    }
                }
            }
        }
        Tables {
            topology,
            geo,
            ortho,
            diag2,
            diag3,
            knight,
            pawn_push,
            pawn_cap,
            wrap_x: geo.wrap[0],
            noncombatant: topology == Topology::Hypertorus,
            unicorn_mask,
            next,
            ray,
            lines,
            knight_mask,
            guard_mask,
            king_mask,
            ortho1_mask,
            diag3_1_mask,
            ray1,
            ray2,
            up,
            pawn_from,
        }
    }

    /// The cells a slider on `cell` reaches along sliding direction `d` (< 26) when the cells
    /// of `occ` are occupied: the empty cells up to the first piece, and that piece.
    #[inline(always)]
    pub fn slide(&self, occ: u128, cell: usize, d: usize) -> u128 {
        if self.noncombatant {
            let mut set = 0;
            let mut c = self.step(cell, d as u8) as usize;
            while c != cell && c < NCELLS {
                set |= 1u128 << c;
                if occ >> c & 1 == 1 {
                    break;
                }
                c = self.step(c, d as u8) as usize;
            }
            return set;
        }
        let r1 = self.ray1[cell][d];
        let b1 = r1 & occ;
        if b1 != 0 {
            return r1 & !self.ray1[self.nearest(b1, d)][d];
        }
        let r2 = self.ray2[cell][d];
        let b2 = r2 & occ;
        if b2 == 0 {
            return r1 | r2;
        }
        r1 | (r2 & !self.ray1[self.nearest(b2, d)][d])
    }

    /// The first piece along `cell`'s ray `d`, among `occ`, or `None`.
    #[inline(always)]
    pub fn first_piece(&self, occ: u128, cell: usize, d: usize) -> Option<usize> {
        if self.noncombatant {
            let mut c = self.step(cell, d as u8) as usize;
            while c != cell && c < NCELLS {
                if occ >> c & 1 == 1 {
                    return Some(c);
                }
                c = self.step(c, d as u8) as usize;
            }
            return None;
        }
        let b1 = self.ray1[cell][d] & occ;
        if b1 != 0 {
            return Some(self.nearest(b1, d));
        }
        let b2 = self.ray2[cell][d] & occ;
        (b2 != 0).then(|| self.nearest(b2, d))
    }

    /// The nearest of the non-empty set `set` (within one part of a ray) along direction `d`.
    #[inline(always)]
    fn nearest(&self, set: u128, d: usize) -> usize {
        if self.up[d] {
            set.trailing_zeros() as usize
        } else {
            127 - set.leading_zeros() as usize
        }
    }

    /// The cell one step along local direction `d` from `cell`, or [`NO_CELL`].
    #[inline(always)]
    pub fn step(&self, cell: usize, d: u8) -> u8 {
        self.next[(cell & 127) << 6 | (d as usize & 63)]
    }
}
