//! Board specifications: the data a [`super::Geometry`] is built from, and the boards the project
//! plays on today.
//!
//! A spec names a box of up to three axes (`dims`, each axis wrapping or not), the cells of that
//! box that exist (all of them, or a list), and named direction sets. A direction set is any list
//! of offset vectors, optionally with a maximum range and its own wrap rule (so a bounded board
//! may have toroidal adjacency), or one of the standard grid classes generated for the board's
//! axes. A per-player subset (a pawn's forward steps) is a set of its own (`forward.white`,
//! `forward.black`) that a piece component names per side ([`crate::pieces::ComponentSpec`]).

/// The standard direction classes of a square or cubic grid, generated over the board's axes
/// (two on a flat board, three on a layered one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GridClass {
    /// One step along one axis: 4 vectors in 2D, 6 in 3D.
    Orthogonal,
    /// One step along two axes at once (a diagonal within a plane): 4 in 2D, 12 in 3D.
    Diagonal2,
    /// One step along all three axes: none in 2D, 8 in 3D.
    Diagonal3,
    /// Two steps along one axis and one along another (the knight's leap): 8 in 2D, 24 in 3D.
    Knight,
}

/// The vectors of a direction set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vectors {
    /// A standard grid class over the board's axes (see [`GridClass`]).
    Grid(GridClass),
    /// Explicit offsets `(dx, dy, dz)` (file, rank, layer); `dz` is ignored on flat boards only
    /// if 0. A zero vector is not allowed.
    List(&'static [[i8; 3]]),
}

/// A named direction set of a board spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SetSpec {
    /// The name pieces use to refer to the set, e.g. `"orthogonal"`; unique within a spec.
    pub name: &'static str,
    /// The offsets.
    pub vectors: Vectors,
    /// The most steps a piece may take along one vector of this set (`0` = no limit beyond the
    /// piece's own range).
    pub max_range: u8,
    /// A wrap rule of its own (per axis), or `None` to wrap as the board does. Lets adjacency
    /// wrap on a board whose moves do not.
    pub wrap: Option<[bool; 3]>,
}

impl SetSpec {
    /// A standard grid class under its usual name, wrapping as the board does, unlimited range.
    pub const fn grid(name: &'static str, class: GridClass) -> SetSpec {
        SetSpec {
            name,
            vectors: Vectors::Grid(class),
            max_range: 0,
            wrap: None,
        }
    }
}

/// Which cells of the `dims` box exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cells {
    /// Every cell of the box.
    All,
    /// Only these 0-based `(file, rank, layer)` coordinates (any order; cells are numbered in box
    /// order, file fastest, then rank, then layer).
    List(&'static [[u8; 3]]),
}

/// Everything a [`super::Geometry`] is built from. Two equal specs give the same interned
/// geometry ([`super::Geometry::get`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GeoSpec {
    /// A short name for messages and debugging, e.g. `"square8"`.
    pub name: &'static str,
    /// Sizes of the axes: files, ranks, layers (layers = 1 on a flat board). At most
    /// [`super::MAX_CELLS`] cells in the box.
    pub dims: [u8; 3],
    /// Whether each axis wraps (moves leaving one edge come back at the other).
    pub wrap: [bool; 3],
    /// The cells that exist.
    pub cells: Cells,
    /// The named direction sets, in the order their vectors are numbered.
    pub sets: &'static [SetSpec],
    /// The set that defines which cells are adjacent ("neighbours" for rules that are not
    /// about movement), if the board has one.
    pub adjacency: Option<&'static str>,
}

/// The standard sets of a square or cubic board, in the order the project has always numbered
/// them: `orthogonal`, `diagonal2`, `diagonal3`, `knight` (on a flat board `diagonal3` is
/// empty).
pub const GRID_SETS: &[SetSpec] = &[
    SetSpec::grid("orthogonal", GridClass::Orthogonal),
    SetSpec::grid("diagonal2", GridClass::Diagonal2),
    SetSpec::grid("diagonal3", GridClass::Diagonal3),
    SetSpec::grid("knight", GridClass::Knight),
];

const fn grid_board(name: &'static str, dims: [u8; 3], wrap: [bool; 3]) -> GeoSpec {
    GeoSpec {
        name,
        dims,
        wrap,
        cells: Cells::All,
        sets: GRID_SETS,
        adjacency: None,
    }
}

/// 8x8, no wrap (FIDE board; Uncertainty `board=standard`, 000_2ad8c5d3a15ea4a8.txt Figure 1).
pub const SQUARE8: GeoSpec = grid_board("square8", [8, 8, 1], [false, false, false]);
/// 10 files x 12 ranks, both axes wrap (Uncertainty `board=torus`, Figure 2).
pub const TORUS10X12: GeoSpec = grid_board("torus10x12", [10, 12, 1], [true, true, false]);
/// 5x5x5, no wrap (Five Up cube, 003_3455fa5195cbf461.txt; Uncertainty `board=fiveup`).
pub const CUBE5: GeoSpec = grid_board("cube5", [5, 5, 5], [false, false, false]);
/// 5x5x5 with the file axis wrapping (Five Up `topology=hypercylinder`).
pub const HYPERCYLINDER5: GeoSpec = grid_board("hypercylinder5", [5, 5, 5], [true, false, false]);
/// 6x6x6, all three axes wrap (Uncertainty `board=hypertorus`, Figure 4).
pub const HYPERTORUS6: GeoSpec = grid_board("hypertorus6", [6, 6, 6], [true, true, true]);
/// 5x5x5, all three axes wrap (Five Up `topology=hypertorus`, 003_3455fa5195cbf461.txt,
/// "Hypercylindrical Board": "all 125 cells equally in the centre").
pub const HYPERTORUS5: GeoSpec = grid_board("hypertorus5", [5, 5, 5], [true, true, true]);

/// Every board above, for tests that must cover them all.
pub const ALL_BOARDS: [GeoSpec; 6] = [
    SQUARE8,
    TORUS10X12,
    CUBE5,
    HYPERCYLINDER5,
    HYPERTORUS6,
    HYPERTORUS5,
];

/// Appends the vectors of `class` over the first `axes` axes to `out`, in a fixed order (`dx`
/// slowest, then `dy`, then `dz`, each from -2 to 2).
pub(super) fn grid_vectors(class: GridClass, axes: usize, out: &mut Vec<[i8; 3]>) {
    let vals: &[i8] = &[-2, -1, 0, 1, 2];
    let zs: &[i8] = if axes == 3 { vals } else { &[0] };
    for &dx in vals {
        for &dy in vals {
            for &dz in zs {
                let v = [dx, dy, dz];
                let ones = v.iter().filter(|c| c.abs() == 1).count();
                let twos = v.iter().filter(|c| c.abs() == 2).count();
                let keep = match class {
                    GridClass::Orthogonal => ones == 1 && twos == 0,
                    GridClass::Diagonal2 => ones == 2 && twos == 0,
                    GridClass::Diagonal3 => ones == 3,
                    GridClass::Knight => ones == 1 && twos == 1,
                };
                if keep {
                    out.push(v);
                }
            }
        }
    }
}
