use super::spec::*;
use super::*;

fn set_len(g: &Geometry, name: &str) -> usize {
    g.set_dirs(g.dir_set(name)).len()
}

#[test]
fn direction_counts_per_standard_set() {
    let g = Geometry::get(&SQUARE8);
    assert_eq!(set_len(g, "orthogonal"), 4);
    assert_eq!(set_len(g, "diagonal2"), 4);
    assert_eq!(set_len(g, "diagonal3"), 0);
    assert_eq!(set_len(g, "knight"), 8);
    let c = Geometry::get(&CUBE5);
    assert_eq!(set_len(c, "orthogonal"), 6);
    assert_eq!(set_len(c, "diagonal2"), 12);
    assert_eq!(set_len(c, "diagonal3"), 8);
    assert_eq!(set_len(c, "knight"), 24);
    // The standard sets are symmetric: each is its own reverse.
    for name in ["orthogonal", "diagonal2", "diagonal3", "knight"] {
        assert_eq!(c.reverse(c.dir_set(name)), c.dir_set(name), "{name}");
    }
}

#[test]
fn geometries_are_interned_by_spec() {
    let a = Geometry::get(&SQUARE8);
    let copy = SQUARE8;
    assert!(std::ptr::eq(a, Geometry::get(&copy)));
    assert!(!std::ptr::eq(a, Geometry::get(&TORUS10X12)));
}

fn dir(g: &Geometry, set: &str, v: [i8; 3]) -> usize {
    g.set_dirs(g.dir_set(set))
        .find(|&d| g.dirs[d] == v)
        .unwrap()
}

#[test]
fn square_edges_stop_and_torus_edges_wrap() {
    let s = Geometry::get(&SQUARE8);
    let t = Geometry::get(&TORUS10X12);
    let left = dir(s, "orthogonal", [-1, 0, 0]);
    assert_eq!(s.step(s.parse_cell("a1").unwrap(), left), None);
    let tl = dir(t, "diagonal2", [-1, -1, 0]);
    // a1 down-left wraps to j12 on the 10x12 torus.
    assert_eq!(t.step(t.parse_cell("a1").unwrap(), tl), t.parse_cell("j12"));
}

#[test]
fn cell_names_round_trip_on_every_board() {
    for spec in ALL_BOARDS {
        let g = Geometry::get(&spec);
        for c in g.cells() {
            let name = g.cell_name(c);
            assert_eq!(g.parse_cell(&name), Some(c), "{}", spec.name);
            let [x, y, z] = g.coords(c);
            assert_eq!(cell_name_of([x, y, z], g.is_3d()), name);
        }
    }
    let s = Geometry::get(&SQUARE8);
    assert_eq!(s.cell_name(Cell::new(0)), "a1");
    assert_eq!(Geometry::get(&TORUS10X12).cell_name(Cell::new(119)), "j12");
    assert_eq!(Geometry::get(&CUBE5).cell_name(Cell::new(62)), "Cc3");
    for bad in ["i1", "a9", "a01", "a0", "A1", "a", "", "a1x", "Aa1"] {
        assert_eq!(s.parse_cell(bad), None, "{bad}");
    }
    let c = Geometry::get(&CUBE5);
    for bad in ["Fa1", "Da6", "aa1", "Af1", "Ca", "c3"] {
        assert_eq!(c.parse_cell(bad), None, "{bad}");
    }
}

#[test]
fn colours_follow_coordinate_parity() {
    let s = Geometry::get(&SQUARE8);
    let at = |n: &str| s.parse_cell(n).unwrap();
    assert_eq!(s.colour(at("a1")), s.colour(at("h8")));
    assert_ne!(s.colour(at("a1")), s.colour(at("a2")));
}

#[test]
fn five_hypertorus_wraps_every_axis() {
    let g = Geometry::get(&HYPERTORUS5);
    assert_eq!(g.ncells, 125);
    for d in 0..g.dirs.len() {
        for c in g.cells() {
            assert_ne!(g.step(c, d), None, "cell {c:?} dir {:?}", g.dirs[d]);
        }
    }
    // The cube stops at the same edge the hypertorus wraps across.
    let cube = Geometry::get(&CUBE5);
    let down = dir(g, "orthogonal", [0, 0, -1]);
    let corner = Cell::new(0);
    assert_eq!(cube.step(corner, dir(cube, "orthogonal", [0, 0, -1])), None);
    assert_eq!(g.step(corner, down), Some(Cell::new(4 * 25)));
}

#[test]
fn torus_keeps_colours_across_the_wrap() {
    let t = Geometry::get(&TORUS10X12);
    for d in t.set_dirs(t.dir_set("diagonal2")) {
        for c in t.cells() {
            let n = t.step(c, d).unwrap();
            assert_eq!(t.colour(c), t.colour(n));
        }
    }
}

/// A bounded 3x3 board with a cell list (the centre missing), a one-way set with a maximum
/// range, and a toroidal adjacency set: what a hex board or Interdependent's board needs.
const RING: GeoSpec = GeoSpec {
    name: "test-ring",
    dims: [3, 3, 1],
    wrap: [false, false, false],
    cells: Cells::List(&[
        [0, 0, 0],
        [1, 0, 0],
        [2, 0, 0],
        [0, 1, 0],
        [2, 1, 0],
        [0, 2, 0],
        [1, 2, 0],
        [2, 2, 0],
    ]),
    sets: &[
        SetSpec {
            name: "north",
            vectors: Vectors::List(&[[0, 1, 0]]),
            max_range: 2,
            wrap: None,
        },
        SetSpec {
            name: "adjacent",
            vectors: Vectors::List(&[[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0]]),
            max_range: 1,
            wrap: Some([true, true, false]),
        },
    ],
    adjacency: Some("adjacent"),
};

#[test]
fn spec_with_cell_list_one_way_set_and_wrapping_adjacency() {
    let g = Geometry::get(&RING);
    assert_eq!(g.ncells, 8);
    // Cells are numbered in box order, the missing centre skipped: b2 names no cell.
    assert_eq!(g.parse_cell("b2"), None);
    assert_eq!(g.parse_cell("c3"), Some(Cell::new(7)));
    let north = g.dir_set("north");
    assert_eq!(g.set_max_range(north), 2);
    // The one-way set gets a reverse of its own, pointing south.
    let south = g.reverse(north);
    assert_ne!(south, north);
    assert_eq!(g.set_name(south), "-north");
    assert_eq!(g.dirs[g.set_dirs(south).start], [0, -1, 0]);
    assert_eq!(g.reverse(south), north);
    // b1 north is the missing centre: no cell. a1 north is a2.
    let n = g.set_dirs(north).start;
    assert_eq!(g.step(g.parse_cell("b1").unwrap(), n), None);
    assert_eq!(g.step(g.parse_cell("a1").unwrap(), n), g.parse_cell("a2"));
    // Movement stops at the edge, adjacency wraps: a3 north is nothing, a3's adjacent
    // "up" neighbour is a1.
    assert_eq!(g.step(g.parse_cell("a3").unwrap(), n), None);
    let adj = g.adjacency().unwrap();
    let up = g.set_dirs(adj).find(|&d| g.dirs[d] == [0, 1, 0]).unwrap();
    assert_eq!(g.step(g.parse_cell("a3").unwrap(), up), g.parse_cell("a1"));
    assert!(g.wraps());
    assert!(!Geometry::get(&SQUARE8).wraps());
}

#[test]
fn five_up_and_chess_names_are_the_geometry_names() {
    // Five Up numbers its cells as the cube does, and chess its squares as the 8x8 board does:
    // both must write and read exactly the geometry's names (one naming routine).
    let cube = Geometry::get(&CUBE5);
    for c in cube.cells() {
        let name = cube.cell_name(c);
        assert_eq!(crate::fiveup::cell_name(c.index()), name);
        assert_eq!(crate::fiveup::parse_cell(&name), Ok(c.index()));
    }
    let sq = Geometry::get(&SQUARE8);
    for c in sq.cells() {
        let name = sq.cell_name(c);
        assert_eq!(crate::potential::tables::square_name(c.index()), name);
        assert_eq!(
            crate::potential::tables::parse_square(&name),
            Some(c.index())
        );
    }
    for bad in ["i1", "a9", "a0", "a01", "A1", "e44"] {
        assert_eq!(crate::potential::tables::parse_square(bad), None, "{bad}");
    }
}
