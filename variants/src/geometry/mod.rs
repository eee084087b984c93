//! Board geometries: cells, coordinates, colours, and for each cell and direction the next cell
//! (or none), with wrapping decided per axis by the topology (DESIGN.md "Geometry and pieces").
//!
//! Boards differ in topology, not in kind: an 8x8 board, a 10x12 torus, a 5x5x5 cube and a
//! 6x6x6 hypertorus are all a [`Geometry`] of up to three axes, each of which may wrap. Pieces
//! ([`crate::pieces`]) are movement patterns over the direction classes defined here, so the same
//! queen moves on every board without new code.
//!
//! Cell index = `x + files * (y + ranks * z)`; `x` is the file (a = 0), `y` the rank (1 = 0), `z`
//! the layer. Hexagonal boards (Quantimex) will add a direction class of their own.

use std::sync::OnceLock;

/// The largest number of cells any board has (the 6x6x6 hypertorus); fixed-size per-cell arrays
/// use this length.
pub const MAX_CELLS: usize = 216;

/// Marks "no cell" in [`Geometry::step`] results.
pub const NONE: u8 = u8::MAX;

/// Direction classes a piece pattern may use. On a 2D board the 3D classes are empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DirClass {
    /// One step along one axis: 4 directions in 2D, 6 in 3D.
    Orthogonal = 0,
    /// One step along two axes at once (a diagonal within a plane): 4 in 2D, 12 in 3D.
    Diagonal2 = 1,
    /// One step along all three axes: none in 2D, 8 in 3D.
    Diagonal3 = 2,
    /// Two steps along one axis and one along another (the knight's leap): 8 in 2D, 24 in 3D.
    Knight = 3,
}

impl DirClass {
    /// All classes, in index order.
    pub const ALL: [DirClass; 4] = [
        DirClass::Orthogonal,
        DirClass::Diagonal2,
        DirClass::Diagonal3,
        DirClass::Knight,
    ];
}

/// The boards the project knows. Each is built once and shared (`&'static`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// 8x8, no wrap (FIDE board; Uncertainty `board=standard`).
    Square8,
    /// 10 files x 12 ranks, both axes wrap (Uncertainty `board=torus`).
    Torus10x12,
    /// 5x5x5, no wrap (Five Up cube).
    Cube5,
    /// 5x5x5 with the file axis wrapping (Five Up `topology=hypercylinder`).
    Hypercylinder5,
    /// 6x6x6, all three axes wrap (Uncertainty `board=hypertorus`).
    Hypertorus6,
    /// 5x5x5, all three axes wrap (Five Up `topology=hypertorus`, 003_3455fa5195cbf461.txt,
    /// "Hypercylindrical Board": "all 125 cells equally in the centre").
    Hypertorus5,
}

/// A board: its cells and the step tables of every direction.
#[derive(Debug)]
pub struct Geometry {
    /// Which board this is.
    pub kind: BoardKind,
    /// Sizes of the axes: files, ranks, layers (layers = 1 on a 2D board).
    pub dims: [u8; 3],
    /// Whether each axis wraps.
    pub wrap: [bool; 3],
    /// Number of cells (`dims` multiplied).
    pub ncells: usize,
    /// Every direction vector `(dx, dy, dz)`, grouped by class (see [`Geometry::class_dirs`]).
    pub dirs: Vec<[i8; 3]>,
    /// For each class, the range of indices into `dirs`.
    class_range: [(u8, u8); 4],
    /// `next[dir * ncells + cell]`: the cell one vector `dirs[dir]` away, or [`NONE`].
    next: Vec<u8>,
    /// `opposite[dir]`: the index of the negated vector.
    opposite: Vec<u8>,
}

impl Geometry {
    /// The shared geometry of `kind`, built on first use.
    pub fn get(kind: BoardKind) -> &'static Geometry {
        static TABLES: [OnceLock<Geometry>; 6] = [
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
        ];
        let (i, dims, wrap) = match kind {
            BoardKind::Square8 => (0, [8, 8, 1], [false, false, false]),
            BoardKind::Torus10x12 => (1, [10, 12, 1], [true, true, false]),
            BoardKind::Cube5 => (2, [5, 5, 5], [false, false, false]),
            BoardKind::Hypercylinder5 => (3, [5, 5, 5], [true, false, false]),
            BoardKind::Hypertorus6 => (4, [6, 6, 6], [true, true, true]),
            BoardKind::Hypertorus5 => (5, [5, 5, 5], [true, true, true]),
        };
        TABLES[i].get_or_init(|| Geometry::build(kind, dims, wrap))
    }

    fn build(kind: BoardKind, dims: [u8; 3], wrap: [bool; 3]) -> Geometry {
        let ncells = dims.iter().map(|&d| d as usize).product::<usize>();
        assert!(ncells <= MAX_CELLS);
        let three_d = dims[2] > 1;
        let axes = if three_d { 3 } else { 2 };
        let mut dirs: Vec<[i8; 3]> = Vec::new();
        let mut class_range = [(0u8, 0u8); 4];
        for class in DirClass::ALL {
            let start = dirs.len() as u8;
            gen_class(class, axes, &mut dirs);
            class_range[class as usize] = (start, dirs.len() as u8);
        }
        let mut next = vec![NONE; dirs.len() * ncells];
        for (d, vec) in dirs.iter().enumerate() {
            for cell in 0..ncells {
                let c = Self::coords_of(dims, cell);
                let mut out = [0i32; 3];
                let mut ok = true;
                for a in 0..3 {
                    let mut n = c[a] as i32 + vec[a] as i32;
                    let size = dims[a] as i32;
                    if n < 0 || n >= size {
                        if wrap[a] {
                            n = n.rem_euclid(size);
                        } else {
                            ok = false;
                        }
                    }
                    out[a] = n;
                }
                if ok {
                    let idx = out[0] as usize
                        + dims[0] as usize * (out[1] as usize + dims[1] as usize * out[2] as usize);
                    // A leap that wraps all the way back onto its own cell is no move.
                    if idx != cell {
                        next[d * ncells + cell] = idx as u8;
                    }
                }
            }
        }
        let opposite = dirs
            .iter()
            .map(|v| {
                let neg = [-v[0], -v[1], -v[2]];
                dirs.iter()
                    .position(|w| *w == neg)
                    .expect("direction sets are symmetric") as u8
            })
            .collect();
        Geometry {
            kind,
            dims,
            wrap,
            ncells,
            dirs,
            class_range,
            next,
            opposite,
        }
    }

    fn coords_of(dims: [u8; 3], cell: usize) -> [u8; 3] {
        let f = dims[0] as usize;
        let r = dims[1] as usize;
        [
            (cell % f) as u8,
            ((cell / f) % r) as u8,
            (cell / (f * r)) as u8,
        ]
    }

    /// `(file, rank, layer)` of a cell, 0-based.
    #[inline]
    pub fn coords(&self, cell: usize) -> [u8; 3] {
        Self::coords_of(self.dims, cell)
    }

    /// The cell at 0-based `(file, rank, layer)`, or `None` off the board.
    pub fn cell_at(&self, x: i32, y: i32, z: i32) -> Option<usize> {
        let d = self.dims;
        if x < 0 || y < 0 || z < 0 || x >= d[0] as i32 || y >= d[1] as i32 || z >= d[2] as i32 {
            return None;
        }
        Some(x as usize + d[0] as usize * (y as usize + d[1] as usize * z as usize))
    }

    /// Cell colour: parity of the coordinate sum (0 = the colour of a1, "dark" on a chessboard).
    /// Diagonal moves keep it; on wrapping axes of even size it stays consistent across the wrap.
    #[inline]
    pub fn colour(&self, cell: usize) -> u8 {
        let c = self.coords(cell);
        (c[0] + c[1] + c[2]) & 1
    }

    /// True for a 3D board.
    pub fn is_3d(&self) -> bool {
        self.dims[2] > 1
    }

    /// The direction indices of a class (empty for 3D classes on a 2D board).
    #[inline]
    pub fn class_dirs(&self, class: DirClass) -> std::ops::Range<usize> {
        let (a, b) = self.class_range[class as usize];
        a as usize..b as usize
    }

    /// The cell one `dir` step from `cell`, or [`NONE`] off a non-wrapping edge.
    #[inline(always)]
    pub fn step(&self, cell: usize, dir: usize) -> u8 {
        self.next[dir * self.ncells + cell]
    }

    /// The index of the direction opposite to `dir`.
    #[inline]
    pub fn opposite(&self, dir: usize) -> usize {
        self.opposite[dir] as usize
    }

    /// The cell's name: 2D `a1` .. `j12` (file letter, 1-based rank); 3D `Aa1` (layer letter
    /// first, layer index 0 = `A`).
    pub fn cell_name(&self, cell: usize) -> String {
        let [x, y, z] = self.coords(cell);
        let file = (b'a' + x) as char;
        if self.is_3d() {
            format!("{}{}{}", (b'A' + z) as char, file, y + 1)
        } else {
            format!("{}{}", file, y + 1)
        }
    }

    /// Reads a cell name written by [`Geometry::cell_name`]; `None` if it names no cell.
    pub fn parse_cell(&self, text: &str) -> Option<usize> {
        let b = text.as_bytes();
        let (z, rest) = if self.is_3d() {
            let l = *b.first()?;
            if !l.is_ascii_uppercase() {
                return None;
            }
            ((l - b'A') as i32, &b[1..])
        } else {
            (0, b)
        };
        let f = *rest.first()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        let num = std::str::from_utf8(&rest[1..]).ok()?;
        if num.is_empty() || num.starts_with('0') || !num.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let y: i32 = num.parse().ok()?;
        self.cell_at((f - b'a') as i32, y - 1, z)
    }
}

/// Appends the vectors of `class` over the first `axes` axes to `out`, in a fixed order.
fn gen_class(class: DirClass, axes: usize, out: &mut Vec<[i8; 3]>) {
    let vals: &[i8] = &[-2, -1, 0, 1, 2];
    let zs: &[i8] = if axes == 3 { vals } else { &[0] };
    for &dx in vals {
        for &dy in vals {
            for &dz in zs {
                let v = [dx, dy, dz];
                let ones = v.iter().filter(|c| c.abs() == 1).count();
                let twos = v.iter().filter(|c| c.abs() == 2).count();
                let keep = match class {
                    DirClass::Orthogonal => ones == 1 && twos == 0,
                    DirClass::Diagonal2 => ones == 2 && twos == 0,
                    DirClass::Diagonal3 => ones == 3,
                    DirClass::Knight => ones == 1 && twos == 1,
                };
                if keep {
                    out.push(v);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direction_counts_per_class() {
        let g = Geometry::get(BoardKind::Square8);
        assert_eq!(g.class_dirs(DirClass::Orthogonal).len(), 4);
        assert_eq!(g.class_dirs(DirClass::Diagonal2).len(), 4);
        assert_eq!(g.class_dirs(DirClass::Diagonal3).len(), 0);
        assert_eq!(g.class_dirs(DirClass::Knight).len(), 8);
        let c = Geometry::get(BoardKind::Cube5);
        assert_eq!(c.class_dirs(DirClass::Orthogonal).len(), 6);
        assert_eq!(c.class_dirs(DirClass::Diagonal2).len(), 12);
        assert_eq!(c.class_dirs(DirClass::Diagonal3).len(), 8);
        assert_eq!(c.class_dirs(DirClass::Knight).len(), 24);
    }

    #[test]
    fn square_edges_stop_and_torus_edges_wrap() {
        let s = Geometry::get(BoardKind::Square8);
        let t = Geometry::get(BoardKind::Torus10x12);
        let left = s.dirs.iter().position(|v| *v == [-1, 0, 0]).unwrap();
        assert_eq!(s.step(s.parse_cell("a1").unwrap(), left), NONE);
        let tl = t.dirs.iter().position(|v| *v == [-1, -1, 0]).unwrap();
        // a1 down-left wraps to j12 on the 10x12 torus.
        assert_eq!(
            t.step(t.parse_cell("a1").unwrap(), tl) as usize,
            t.parse_cell("j12").unwrap()
        );
    }

    #[test]
    fn cell_names_round_trip_and_colours() {
        for kind in [
            BoardKind::Square8,
            BoardKind::Torus10x12,
            BoardKind::Cube5,
            BoardKind::Hypertorus6,
        ] {
            let g = Geometry::get(kind);
            for c in 0..g.ncells {
                assert_eq!(g.parse_cell(&g.cell_name(c)), Some(c));
            }
        }
        let s = Geometry::get(BoardKind::Square8);
        assert_eq!(
            s.colour(s.parse_cell("a1").unwrap()),
            s.colour(s.parse_cell("h8").unwrap())
        );
        assert_ne!(
            s.colour(s.parse_cell("a1").unwrap()),
            s.colour(s.parse_cell("a2").unwrap())
        );
        assert_eq!(s.parse_cell("i1"), None);
        assert_eq!(s.parse_cell("a9"), None);
        assert_eq!(s.parse_cell("a01"), None);
    }

    #[test]
    fn five_hypertorus_wraps_every_axis() {
        let g = Geometry::get(BoardKind::Hypertorus5);
        assert_eq!(g.ncells, 125);
        for d in 0..g.dirs.len() {
            for c in 0..g.ncells {
                assert_ne!(g.step(c, d), NONE, "cell {c} dir {:?}", g.dirs[d]);
            }
        }
        // The cube stops at the same edge the hypertorus wraps across.
        let cube = Geometry::get(BoardKind::Cube5);
        let down = g.dirs.iter().position(|v| *v == [0, 0, -1]).unwrap();
        let corner = [0usize, 0, 0];
        let cell = corner[0] + 5 * (corner[1] + 5 * corner[2]);
        assert_eq!(cube.step(cell, down), NONE);
        assert_eq!(g.step(cell, down) as usize, 4 * 25);
    }

    #[test]
    fn torus_keeps_colours_across_the_wrap() {
        let t = Geometry::get(BoardKind::Torus10x12);
        for d in t.class_dirs(DirClass::Diagonal2) {
            for c in 0..t.ncells {
                let n = t.step(c, d);
                assert_ne!(n, NONE);
                assert_eq!(t.colour(c), t.colour(n as usize));
            }
        }
    }
}
