//! Board geometries built from data (DESIGN.md "Geometry and pieces"): cells, coordinates,
//! colours, named direction sets, and for each cell and direction the next cell (or none).
//!
//! A board is a [`GeoSpec`] ([`spec`]): a box of up to three axes, each of which may wrap; the
//! cells of the box that exist; and named direction sets of any offset vectors (per-set maximum
//! range and wrap rule; per-player subsets are sets of their own). [`Geometry::get`] builds a
//! spec once and interns it, so a `&'static Geometry` is cheap to keep in every state. The
//! boards played today ([`spec::SQUARE8`], [`spec::TORUS10X12`], [`spec::CUBE5`],
//! [`spec::HYPERCYLINDER5`], [`spec::HYPERTORUS6`], [`spec::HYPERTORUS5`]) use the standard grid
//! sets `orthogonal`, `diagonal2`, `diagonal3` and `knight` ([`spec::GRID_SETS`]). Pieces
//! ([`crate::pieces`]) are patterns over named sets, so the same queen moves on every board
//! without new code.
//!
//! Cells are [`Cell`]s (one byte); a step off a non-wrapping edge is `None`. On a full box, cell
//! index = `x + files * (y + ranks * z)`; `x` is the file (a = 0), `y` the rank (1 = 0), `z` the
//! layer. Cell names ([`cell_name_of`], [`parse_cell_coords`]) are the one naming routine of the
//! project: file letter, rank from 1, and on layered boards the layer letter first (`a1`, `j12`,
//! `Cc3`).

pub mod spec;

use std::ops::{Index, IndexMut, Range};
use std::sync::Mutex;

pub use spec::{Cells, GeoSpec, GridClass, SetSpec, Vectors};

/// The largest number of cells any board has (the 6x6x6 hypertorus); fixed-size per-cell arrays
/// use this length.
pub const MAX_CELLS: usize = 216;

/// A cell of a board: its index, `0..ncells` (at most 255 cells). One byte, so boards, moves and
/// king cells stay small; "no cell" is `Option<Cell>` in the geometry API.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[repr(transparent)]
pub struct Cell(u8);

impl Cell {
    /// The cell with index `index`.
    ///
    /// # Panics
    /// If `index` > 254 (no board has that many cells).
    #[inline(always)]
    pub const fn new(index: usize) -> Cell {
        assert!(index < 255, "cell index out of range");
        Cell(index as u8)
    }
    /// The index, for per-cell arrays.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The index as a byte (for compact moves).
    #[inline(always)]
    pub const fn raw(self) -> u8 {
        self.0
    }
    /// The cell of byte index `raw` (as written by [`Cell::raw`]).
    #[inline(always)]
    pub const fn from_raw(raw: u8) -> Cell {
        Cell(raw)
    }
}

impl From<usize> for Cell {
    /// Same as [`Cell::new`].
    #[inline(always)]
    fn from(i: usize) -> Cell {
        Cell::new(i)
    }
}

impl From<Cell> for usize {
    #[inline(always)]
    fn from(c: Cell) -> usize {
        c.index()
    }
}

// Arrays index by `Cell` through core's `impl Index<I> for [T; N] where [T]: Index<I>`.
impl<T> Index<Cell> for [T] {
    type Output = T;
    #[inline(always)]
    fn index(&self, c: Cell) -> &T {
        &self[c.index()]
    }
}
impl<T> IndexMut<Cell> for [T] {
    #[inline(always)]
    fn index_mut(&mut self, c: Cell) -> &mut T {
        &mut self[c.index()]
    }
}
impl<T> Index<Cell> for Vec<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, c: Cell) -> &T {
        &self[c.index()]
    }
}
impl<T> IndexMut<Cell> for Vec<T> {
    #[inline(always)]
    fn index_mut(&mut self, c: Cell) -> &mut T {
        &mut self[c.index()]
    }
}

/// A direction set of one geometry: an index into its sets (see [`Geometry::dir_set`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DirSet(pub u8);

/// One built direction set.
#[derive(Debug)]
struct SetInfo {
    name: String,
    /// Indices into `dirs`.
    range: Range<usize>,
    /// Steps allowed along one vector (`u8::MAX` = unlimited).
    max_range: u8,
    /// The set of the negated vectors.
    reverse: DirSet,
}

/// Byte value of "no cell" in the step table.
const NO: u8 = u8::MAX;

/// A board: its cells and the step tables of every direction of every named set.
#[derive(Debug)]
pub struct Geometry {
    /// The spec it was built from.
    pub spec: GeoSpec,
    /// Sizes of the axes: files, ranks, layers (layers = 1 on a 2D board).
    pub dims: [u8; 3],
    /// Whether each axis wraps.
    pub wrap: [bool; 3],
    /// Number of cells.
    pub ncells: usize,
    /// Every direction vector `(dx, dy, dz)`, grouped by set (see [`Geometry::set_dirs`]); a
    /// vector in two sets appears twice.
    pub dirs: Vec<[i8; 3]>,
    sets: Vec<SetInfo>,
    /// True when some step wraps (the board or a set wraps an axis).
    wraps: bool,
    coords: Vec<[u8; 3]>,
    /// Box index -> cell, or [`NO`].
    at: Vec<u8>,
    /// `next[dir * ncells + cell]`: the cell one vector `dirs[dir]` away, or [`NO`].
    next: Vec<u8>,
    adjacency: Option<DirSet>,
}

impl Geometry {
    /// The geometry of `spec`, built on first use and shared (interned by spec value) for the
    /// life of the program.
    ///
    /// # Panics
    /// If the spec is invalid: more than [`MAX_CELLS`] cells, an empty or duplicate set name, a
    /// zero vector, a cell outside the box, or an adjacency set that is not defined.
    pub fn get(spec: &GeoSpec) -> &'static Geometry {
        static REGISTRY: Mutex<Vec<&'static Geometry>> = Mutex::new(Vec::new());
        let mut reg = REGISTRY.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(g) = reg.iter().find(|g| g.spec == *spec) {
            return g;
        }
        let g: &'static Geometry = Box::leak(Box::new(Geometry::build(*spec)));
        reg.push(g);
        g
    }

    fn build(spec: GeoSpec) -> Geometry {
        let dims = spec.dims;
        let boxn: usize = dims.iter().map(|&d| d as usize).product();
        let mut at = vec![NO; boxn];
        let mut coords = Vec::new();
        let exists = |c: [u8; 3]| match spec.cells {
            Cells::All => true,
            Cells::List(l) => l.contains(&c),
        };
        if let Cells::List(l) = spec.cells {
            for c in l {
                assert!(
                    (0..3).all(|a| c[a] < dims[a]),
                    "{}: cell {c:?} outside the box",
                    spec.name
                );
            }
        }
        for (i, slot) in at.iter_mut().enumerate() {
            let c = box_coords(dims, i);
            if exists(c) {
                *slot = coords.len() as u8;
                coords.push(c);
            }
        }
        let ncells = coords.len();
        assert!(ncells <= MAX_CELLS, "{}: too many cells", spec.name);
        let axes = if dims[2] > 1 { 3 } else { 2 };
        let mut dirs: Vec<[i8; 3]> = Vec::new();
        let mut set_wrap: Vec<[bool; 3]> = Vec::new();
        let mut sets: Vec<SetInfo> = Vec::new();
        for s in spec.sets {
            assert!(
                !s.name.is_empty() && !sets.iter().any(|x| x.name == s.name),
                "{}: set names must be unique and non-empty ('{}')",
                spec.name,
                s.name
            );
            let start = dirs.len();
            match s.vectors {
                Vectors::Grid(class) => spec::grid_vectors(class, axes, &mut dirs),
                Vectors::List(l) => {
                    assert!(
                        l.iter().all(|v| *v != [0, 0, 0]),
                        "{}: zero vector",
                        spec.name
                    );
                    dirs.extend_from_slice(l)
                }
            }
            set_wrap.resize(dirs.len(), s.wrap.unwrap_or(spec.wrap));
            sets.push(SetInfo {
                name: s.name.to_string(),
                range: start..dirs.len(),
                max_range: if s.max_range == 0 {
                    u8::MAX
                } else {
                    s.max_range
                },
                reverse: DirSet(0),
            });
        }
        // Each set's reverse: a set with exactly the negated vectors (and the same wrap rule and
        // range), else a new set `-name` appended.
        for i in 0..sets.len() {
            let neg: Vec<[i8; 3]> = dirs[sets[i].range.clone()]
                .iter()
                .map(|v| [-v[0], -v[1], -v[2]])
                .collect();
            let wrap_i = set_wrap.get(sets[i].range.start).copied();
            let same = |j: usize| {
                let r = &sets[j].range;
                r.len() == neg.len()
                    && sets[j].max_range == sets[i].max_range
                    && (r.is_empty() || set_wrap[r.start] == wrap_i.unwrap())
                    && neg.iter().all(|v| dirs[r.clone()].contains(v))
            };
            let rev = match (0..sets.len()).find(|&j| same(j)) {
                Some(j) => j,
                None => {
                    let start = dirs.len();
                    dirs.extend_from_slice(&neg);
                    set_wrap.resize(dirs.len(), wrap_i.unwrap_or(spec.wrap));
                    sets.push(SetInfo {
                        name: format!("-{}", sets[i].name),
                        range: start..dirs.len(),
                        max_range: sets[i].max_range,
                        reverse: DirSet(i as u8),
                    });
                    sets.len() - 1
                }
            };
            sets[i].reverse = DirSet(rev as u8);
        }
        assert!(sets.len() < 256 && dirs.len() < 65536);
        let mut next = vec![NO; dirs.len() * ncells];
        for (d, vec) in dirs.iter().enumerate() {
            let wrap = set_wrap[d];
            for (cell, c) in coords.iter().enumerate() {
                let mut out = [0usize; 3];
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
                    out[a] = n as usize;
                }
                if ok {
                    let idx = at[out[0] + dims[0] as usize * (out[1] + dims[1] as usize * out[2])];
                    // A leap that wraps all the way back onto its own cell is no move.
                    if idx != NO && idx as usize != cell {
                        next[d * ncells + cell] = idx;
                    }
                }
            }
        }
        let wraps = set_wrap.iter().any(|w| w.iter().any(|&x| x));
        let adjacency = spec.adjacency.map(|name| {
            let i = sets.iter().position(|s| s.name == name);
            DirSet(i.unwrap_or_else(|| panic!("{}: no adjacency set '{name}'", spec.name)) as u8)
        });
        Geometry {
            spec,
            dims,
            wrap: spec.wrap,
            ncells,
            dirs,
            sets,
            wraps,
            coords,
            at,
            next,
            adjacency,
        }
    }

    /// `(file, rank, layer)` of a cell, 0-based.
    #[inline]
    pub fn coords(&self, cell: Cell) -> [u8; 3] {
        self.coords[cell.index()]
    }

    /// The cell at 0-based `(file, rank, layer)`, or `None` off the board.
    pub fn cell_at(&self, x: i32, y: i32, z: i32) -> Option<Cell> {
        let d = self.dims;
        if x < 0 || y < 0 || z < 0 || x >= d[0] as i32 || y >= d[1] as i32 || z >= d[2] as i32 {
            return None;
        }
        let i = self.at[x as usize + d[0] as usize * (y as usize + d[1] as usize * z as usize)];
        (i != NO).then_some(Cell(i))
    }

    /// Every cell, in index order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        (0..self.ncells as u8).map(Cell)
    }

    /// Cell colour: parity of the coordinate sum (0 = the colour of a1, "dark" on a chessboard).
    /// Diagonal moves keep it; on wrapping axes of even size it stays consistent across the wrap.
    #[inline]
    pub fn colour(&self, cell: Cell) -> u8 {
        let c = self.coords(cell);
        (c[0] + c[1] + c[2]) & 1
    }

    /// True for a layered (3D) board.
    pub fn is_3d(&self) -> bool {
        self.dims[2] > 1
    }

    /// True when some step wraps around an edge (then two rays may reach one cell, and a ray
    /// may come back to its start).
    #[inline]
    pub fn wraps(&self) -> bool {
        self.wraps
    }

    /// The direction set named `name`, if the spec defines it.
    pub fn find_dir_set(&self, name: &str) -> Option<DirSet> {
        self.sets
            .iter()
            .position(|s| s.name == name)
            .map(|i| DirSet(i as u8))
    }

    /// The direction set named `name`.
    ///
    /// # Panics
    /// If the spec defines no such set (a programming error in a piece table).
    pub fn dir_set(&self, name: &str) -> DirSet {
        self.find_dir_set(name)
            .unwrap_or_else(|| panic!("board {} has no direction set '{name}'", self.spec.name))
    }

    /// The name of a set (`-name` for a reverse the spec did not define).
    pub fn set_name(&self, set: DirSet) -> &str {
        &self.sets[set.0 as usize].name
    }

    /// The direction indices of a set (indices into [`Geometry::dirs`], for [`Geometry::step`]).
    #[inline(always)]
    pub fn set_dirs(&self, set: DirSet) -> Range<usize> {
        self.sets[set.0 as usize].range.clone()
    }

    /// The most steps the set allows along one vector (`u8::MAX` = no limit).
    #[inline]
    pub fn set_max_range(&self, set: DirSet) -> u8 {
        self.sets[set.0 as usize].max_range
    }

    /// The set of the negated vectors of `set` (the set itself when it is symmetric): the
    /// directions in which to look from a target for the pieces that reach it along `set`.
    #[inline]
    pub fn reverse(&self, set: DirSet) -> DirSet {
        self.sets[set.0 as usize].reverse
    }

    /// The set the spec names as adjacency, if any.
    pub fn adjacency(&self) -> Option<DirSet> {
        self.adjacency
    }

    /// The cell one `dir` step from `cell`, or `None` off a non-wrapping edge (or where a leap
    /// wraps back onto `cell`).
    #[inline(always)]
    pub fn step(&self, cell: Cell, dir: usize) -> Option<Cell> {
        let n = self.next[dir * self.ncells + cell.index()];
        if n == NO {
            None
        } else {
            Some(Cell(n))
        }
    }

    /// The cell's name ([`cell_name_of`]): 2D `a1` .. `j12`; 3D `Aa1` (layer letter first).
    pub fn cell_name(&self, cell: Cell) -> String {
        cell_name_of(self.coords(cell), self.is_3d())
    }

    /// Reads a cell name written by [`Geometry::cell_name`]; `None` if it names no cell.
    pub fn parse_cell(&self, text: &str) -> Option<Cell> {
        let [x, y, z] = parse_cell_coords(text, self.is_3d())?;
        self.cell_at(x as i32, y as i32, z as i32)
    }
}

fn box_coords(dims: [u8; 3], i: usize) -> [u8; 3] {
    let f = dims[0] as usize;
    let r = dims[1] as usize;
    [(i % f) as u8, ((i / f) % r) as u8, (i / (f * r)) as u8]
}

/// The project's cell name for 0-based coordinates `[file, rank, layer]`: the file letter
/// (`a` = 0), the rank from 1, and on a layered board the layer letter first (`A` = 0):
/// `a1`, `j12`, `Cc3` (RULINGS "Five Up": layer, file, row). Files and layers up to 26.
pub fn cell_name_of(c: [u8; 3], layered: bool) -> String {
    let file = (b'a' + c[0]) as char;
    if layered {
        format!("{}{}{}", (b'A' + c[2]) as char, file, c[1] as u32 + 1)
    } else {
        format!("{}{}", file, c[1] as u32 + 1)
    }
}

/// Reads a name written by [`cell_name_of`] into 0-based `[file, rank, layer]` (layer 0 when not
/// `layered`), without checking any board's size; `None` if it is not of that form (a missing
/// or lower-case layer letter, an upper-case file, an empty rank, a rank 0 or with a leading
/// zero, anything after the digits).
pub fn parse_cell_coords(text: &str, layered: bool) -> Option<[u32; 3]> {
    let b = text.as_bytes();
    let (z, rest) = if layered {
        let l = *b.first()?;
        if !l.is_ascii_uppercase() {
            return None;
        }
        ((l - b'A') as u32, &b[1..])
    } else {
        (0, b)
    };
    let f = *rest.first()?;
    if !f.is_ascii_lowercase() {
        return None;
    }
    let num = &rest[1..];
    if num.is_empty() || num.len() > 3 || num[0] == b'0' || !num.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let y = num.iter().fold(0u32, |n, d| n * 10 + (d - b'0') as u32);
    Some([(f - b'a') as u32, y - 1, z])
}

#[cfg(test)]
mod tests;
