use super::*;
use crate::declare::ParamSet;
use crate::geometry::spec::{self, GeoSpec, SetSpec, Vectors};
use crate::uncertainty::{Kind, Uncertainty};

/// Uncertainty's piece table on `board` (`standard`, `torus`, `fiveup`, `hypertorus`).
fn table(board: &str) -> &'static PieceTable {
    let p = crate::uncertainty::UncertaintyParams::parse_list(&[format!("board={board}")]).unwrap();
    Uncertainty::new(&p).piece_table()
}

fn count(kind: Kind, board: &str, at: &str) -> usize {
    let t = table(board);
    let b = vec![Piece::EMPTY; t.geo.ncells];
    let from = t.geo.parse_cell(at).unwrap();
    let mut n = 0;
    for_each_target(
        t,
        &b,
        from,
        Piece::new(kind, Player::White),
        true,
        |_, _| n += 1,
    );
    n
}

#[test]
fn empty_board_mobility_matches_fide_counts() {
    // Hand counts on an empty 8x8: queen d4 27, rook 14, bishop d4 13, knight d4 8, king d4 8.
    assert_eq!(count(Kind::Queen, "standard", "d4"), 27);
    assert_eq!(count(Kind::Rook, "standard", "a1"), 14);
    assert_eq!(count(Kind::Bishop, "standard", "d4"), 13);
    assert_eq!(count(Kind::Knight, "standard", "d4"), 8);
    assert_eq!(count(Kind::Knight, "standard", "a1"), 2);
    assert_eq!(count(Kind::King, "standard", "a1"), 3);
    assert_eq!(count(Kind::Marshall, "standard", "d4"), 14 + 8);
    assert_eq!(count(Kind::Cardinal, "standard", "d4"), 13 + 8);
    // A pawn on an empty board: 4 orthogonal moves; diagonal steps only capture.
    assert_eq!(count(Kind::Pawn, "standard", "d4"), 4);
}

#[test]
fn torus_sliders_stop_before_their_own_cell() {
    // On the 10x12 torus a rook sees the other 9 cells of its rank and the other 11 of
    // its file from anywhere (each reached both ways round, counted once). A diagonal
    // closes after lcm(10,12) = 60 steps and so holds all 60 cells of its colour: on an
    // empty torus a bishop reaches the 59 other cells of its colour.
    assert_eq!(count(Kind::Rook, "torus", "a1"), 9 + 11);
    assert_eq!(count(Kind::Bishop, "torus", "e6"), 59);
    // The queen's rook cells of the bishop's colour are already among those 59: of the 9
    // rank cells 5 are the other colour, of the 11 file cells 6: 59 + 5 + 6 = 70.
    assert_eq!(count(Kind::Queen, "torus", "e6"), 70);
    assert_eq!(count(Kind::Knight, "torus", "a1"), 8);
    assert_eq!(count(Kind::King, "torus", "a1"), 8);
}

#[test]
fn five_up_centre_mobility_matches_the_seed_coverage_counts() {
    // Five Up, 003_3455fa5195cbf461.txt, "Right-Sized Armies": from the centre the king
    // covers 14 cells, queen 36, guard 26, wizard 40, rook 12, bishop 24, knight 24.
    let t = table("fiveup");
    let g = t.geo;
    for (k, n) in [
        (Kind::King, 14),
        (Kind::Queen, 36),
        (Kind::Guard, 26),
        (Kind::Wizard, 40),
        (Kind::Rook, 12),
        (Kind::Bishop, 24),
        (Kind::Knight, 24),
    ] {
        // Coverage = cells it can move to on an empty board or capture on.
        let mut b = vec![Piece::EMPTY; g.ncells];
        let from = g.parse_cell("Cc3").unwrap();
        b[from] = Piece::new(k, Player::White);
        let mut cover = vec![false; g.ncells];
        for_each_target(t, &b, from, b[from], true, |to, _| cover[to] = true);
        for cell in g.cells() {
            cover[cell] |= cell != from && is_attacked(t, &b, cell, Player::White);
        }
        assert_eq!(cover.iter().filter(|&&x| x).count(), n, "{k:?}");
    }
}

/// A xorshift stream for scattered test positions.
fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

#[test]
fn attack_map_and_attack_lines_agree_with_is_attacked() {
    // Seeded scattered armies on every board: the attacker-side map must mark exactly the
    // cells `is_attacked` finds, and `attack_lines` must be empty exactly where it does not.
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for board in ["standard", "torus", "fiveup", "hypertorus"] {
        let t = table(board);
        let g = t.geo;
        for _ in 0..20 {
            let mut b = vec![Piece::EMPTY; g.ncells];
            for cell in b.iter_mut() {
                let r = next(&mut x);
                if r & 3 == 0 {
                    let k = Kind::ALL[(r >> 8) as usize % Kind::ALL.len()];
                    let side = Player::BOTH[(r >> 20 & 1) as usize];
                    *cell = Piece::new(k, side);
                }
            }
            for by in Player::BOTH {
                let map = attack_map(t, &b, by);
                for cell in g.cells() {
                    let hit = is_attacked(t, &b, cell, by);
                    let i = cell.index();
                    assert_eq!(map[i >> 6] >> (i & 63) & 1 != 0, hit, "{board}");
                    assert_eq!(attack_lines(t, &b, cell, by) != [0; 4], hit, "{board}");
                }
            }
        }
    }
}

#[test]
fn attacks_respect_blocking_and_capture_modes() {
    let t = table("standard");
    let g = t.geo;
    let mut b = vec![Piece::EMPTY; g.ncells];
    let at = |s: &str| g.parse_cell(s).unwrap();
    b[at("a1")] = Piece::new(Kind::Rook, Player::Black);
    assert!(is_attacked(t, &b, at("a8"), Player::Black));
    assert!(!is_attacked(t, &b, at("a8"), Player::White));
    b[at("a4")] = Piece::new(Kind::Pawn, Player::White);
    assert!(
        !is_attacked(t, &b, at("a8"), Player::Black),
        "blocked by a4"
    );
    // Uncertainty pawns capture diagonally only: b5 is attacked by a4, a5 is not.
    assert!(is_attacked(t, &b, at("b5"), Player::White));
    assert!(is_attacked(t, &b, at("b3"), Player::White));
    assert!(!is_attacked(t, &b, at("a5"), Player::White));
    b[at("e4")] = Piece::new(Kind::Knight, Player::White);
    assert!(is_attacked(t, &b, at("f6"), Player::White));
    assert!(!is_attacked(t, &b, at("f5"), Player::White));
}

/// An 8x8 board with one-way sets: `north` (one rank up), `south`, and `nne` (the one knight
/// leap (+1, +2)), plus the standard sets.
const ONE_WAY: GeoSpec = GeoSpec {
    name: "test-one-way",
    dims: [8, 8, 1],
    wrap: [false, false, false],
    cells: spec::Cells::All,
    sets: &[
        SetSpec::grid("orthogonal", spec::GridClass::Orthogonal),
        SetSpec {
            name: "north",
            vectors: Vectors::List(&[[0, 1, 0]]),
            max_range: 0,
            wrap: None,
        },
        SetSpec {
            name: "south",
            vectors: Vectors::List(&[[0, -1, 0]]),
            max_range: 0,
            wrap: None,
        },
        SetSpec {
            name: "nne",
            vectors: Vectors::List(&[[1, 2, 0]]),
            max_range: 0,
            wrap: None,
        },
    ],
    adjacency: None,
};

/// Test pieces: 1 `F` captures one step north only (both sides); 2 `L` slides north up to 3
/// cells capturing; 3 `D` a directional pawn capturing north for White and south for Black;
/// 4 `J` captures only by the one leap (+1, +2).
fn one_way_table() -> PieceTable {
    use Mode::CaptureOnly;
    const F: &[ComponentSpec] = &[ComponentSpec::new("north", 1, CaptureOnly)];
    const L: &[ComponentSpec] = &[ComponentSpec::new("north", 3, Mode::Both)];
    const D: &[ComponentSpec] = &[ComponentSpec::per_player("north", "south", 1, CaptureOnly)];
    const J: &[ComponentSpec] = &[ComponentSpec::new("nne", 1, CaptureOnly)];
    let def = |letter, pattern| PieceDef {
        letter,
        value: 1.0,
        pattern,
    };
    PieceTable::new(
        Geometry::get(&ONE_WAY),
        &[def('F', F), def('L', L), def('D', D), def('J', J)],
    )
}

#[test]
fn asymmetric_patterns_attack_only_where_they_capture() {
    let t = one_way_table();
    let g = t.geo;
    let at = |s: &str| g.parse_cell(s).unwrap();
    let mut b = vec![Piece::EMPTY; g.ncells];
    // F on d4 captures on d5 only. Walking the capture set itself from the target (the
    // symmetric assumption) would find d3 attacked (d3 + north = d4) and d5 not.
    b[at("d4")] = Piece::new(1u8, Player::White);
    assert!(is_attacked(&t, &b, at("d5"), Player::White));
    assert!(!is_attacked(&t, &b, at("d3"), Player::White));
    // The one-leap J on b1 captures on c3 only, not on a-file cells 2 back.
    b[at("b1")] = Piece::new(4u8, Player::White);
    assert!(is_attacked(&t, &b, at("c3"), Player::White));
    assert!(!is_attacked(&t, &b, at("a3"), Player::White));
    // L on h1 reaches h2..h4 (range 3), not h5, and not below.
    b[at("h1")] = Piece::new(2u8, Player::White);
    for (cell, want) in [("h2", true), ("h4", true), ("h5", false)] {
        assert_eq!(is_attacked(&t, &b, at(cell), Player::White), want, "{cell}");
    }
    // Blocked at h3: h4 is no longer attacked; the blocker's own cell is.
    b[at("h3")] = Piece::new(1u8, Player::Black);
    assert!(is_attacked(&t, &b, at("h3"), Player::White));
    assert!(!is_attacked(&t, &b, at("h4"), Player::White));
    // The directional pawn: White's on f4 attacks f5, Black's on f4 attacks f3.
    let mut w = vec![Piece::EMPTY; g.ncells];
    w[at("f4")] = Piece::new(3u8, Player::White);
    assert!(is_attacked(&t, &w, at("f5"), Player::White));
    assert!(!is_attacked(&t, &w, at("f3"), Player::White));
    w[at("f4")] = Piece::new(3u8, Player::Black);
    assert!(is_attacked(&t, &w, at("f3"), Player::Black));
    assert!(!is_attacked(&t, &w, at("f5"), Player::Black));
}

#[test]
fn asymmetric_attacks_agree_with_generated_captures() {
    // Scattered one-way pieces: for every cell, `is_attacked` must equal "some piece of `by`
    // captures there when an enemy stands there", and `attack_map`, `attack_lines` agree.
    let t = one_way_table();
    let g = t.geo;
    let mut x = 0x0123_4567_89AB_CDEFu64;
    for _ in 0..200 {
        let mut b = vec![Piece::EMPTY; g.ncells];
        for cell in b.iter_mut() {
            let r = next(&mut x);
            if r & 7 == 0 {
                *cell = Piece::new((r >> 8) as u8 % 4 + 1, Player::BOTH[(r >> 20 & 1) as usize]);
            }
        }
        for by in Player::BOTH {
            let map = attack_map(&t, &b, by);
            for target in g.cells() {
                let mut probe = b.clone();
                probe[target] = Piece::new(1u8, by.other());
                let mut hit = false;
                for from in g.cells() {
                    let p = probe[from];
                    if !p.is_empty() && p.owner() == by {
                        for_each_target(&t, &probe, from, p, true, |to, cap| {
                            hit |= to == target && !cap.is_empty();
                        });
                    }
                }
                assert_eq!(is_attacked(&t, &b, target, by), hit, "{target:?}");
                let i = target.index();
                assert_eq!(map[i >> 6] >> (i & 63) & 1 != 0, hit);
                assert_eq!(attack_lines(&t, &b, target, by) != [0; 4], hit);
            }
        }
    }
}

#[test]
fn piece_table_keeps_letters_values_and_wider_capture_sets() {
    let t = one_way_table();
    assert_eq!(t.kind_letter(3), 'D');
    assert_eq!(t.letter(Piece::new(3u8, Player::Black)), 'd');
    assert_eq!(t.code_of_letter('j'), Some(4));
    assert_eq!(t.code_of_letter('Z'), None);
    // Resolved sets are per player.
    let d = t.pattern(3)[0];
    assert_eq!(t.geo.set_name(d.sets[0]), "north");
    assert_eq!(t.geo.set_name(d.sets[1]), "south");
}

/// Scattered armies of every kind on `g` (about one cell in `1 << density_bits` occupied).
fn scattered(g: &Geometry, x: &mut u64, kinds: u8, density_bits: u32) -> Vec<Piece> {
    let mut b = vec![Piece::EMPTY; g.ncells];
    for cell in b.iter_mut() {
        let r = next(x);
        if r & ((1 << density_bits) - 1) == 0 {
            *cell = Piece::new(
                (r >> 8) as u8 % kinds + 1,
                Player::BOTH[(r >> 20 & 1) as usize],
            );
        }
    }
    b
}

/// The table-driven walks against the step-by-step ones they replaced (`stepwise.rs`, issue
/// 11): the same targets in the same order, the same attacks, lines, maps, pins and attacks
/// through a vacated cell, on scattered positions of every board and of the one-way test board.
#[test]
fn tables_agree_with_the_stepwise_walks() {
    let one_way = one_way_table();
    let mut tables: Vec<(&PieceTable, u8)> = ["standard", "torus", "fiveup", "hypertorus"]
        .into_iter()
        .map(|b| (table(b), Kind::ALL.len() as u8))
        .collect();
    tables.push((&one_way, 4));
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    for (t, kinds) in tables {
        let g = t.geo;
        for round in 0..12 {
            // Sparse to dense boards: long rays and blocked ones.
            let b = scattered(g, &mut x, kinds, 1 + round % 4);
            for from in g.cells() {
                for code in 1..=kinds {
                    for side in Player::BOTH {
                        let p = Piece::new(code, side);
                        for may in [true, false] {
                            let (mut a, mut s) = (Vec::new(), Vec::new());
                            for_each_target(t, &b, from, p, may, |c, q| a.push((c, q)));
                            stepwise::for_each_target(t, &b, from, p, may, |c, q| s.push((c, q)));
                            assert_eq!(a, s, "{} {from:?} {p:?}", g.spec.name);
                            // The same through a full-length board array (no bounds checks).
                            let mut full = [Piece::EMPTY; BOARD_LEN];
                            full[..b.len()].copy_from_slice(&b);
                            let mut f = Vec::new();
                            for_each_target(t, &full, from, p, may, |c, q| f.push((c, q)));
                            assert_eq!(f, s, "{} {from:?} {p:?} array", g.spec.name);
                            assert_eq!(
                                has_target(t, &full, from, p, may),
                                !s.is_empty(),
                                "{} {from:?} {p:?} has_target",
                                g.spec.name
                            );
                            assert_eq!(
                                count_targets(t, &full, from, p, may) as usize,
                                s.len(),
                                "{} {from:?} {p:?} count_targets",
                                g.spec.name
                            );
                        }
                    }
                }
            }
            for by in Player::BOTH {
                assert_eq!(attack_map(t, &b, by), stepwise::attack_map(t, &b, by));
                for target in g.cells() {
                    let name = g.spec.name;
                    let mut full = [Piece::EMPTY; BOARD_LEN];
                    full[..b.len()].copy_from_slice(&b);
                    let want = stepwise::is_attacked(t, &b, target, by);
                    assert_eq!(is_attacked(t, &b, target, by), want, "{name} {target:?}");
                    assert_eq!(is_attacked(t, &full, target, by), want, "{name} {target:?}");
                    assert_eq!(
                        attack_lines(t, &b, target, by),
                        stepwise::attack_lines(t, &b, target, by),
                        "{name} {target:?}"
                    );
                    assert_eq!(
                        pin_candidates(t, &b, target, by),
                        stepwise::pin_candidates(t, &b, target, by),
                        "{name} {target:?}"
                    );
                    for vacated in g.cells() {
                        assert_eq!(
                            attack_through(t, &b, target, vacated, by),
                            stepwise::attack_through(t, &b, target, vacated, by),
                            "{name} {target:?} {vacated:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn lines_and_pins_is_attack_lines_and_pin_candidates_in_one_walk() {
    let mut x = 0x1234_5678_9ABC_DEF1u64;
    for board in ["standard", "torus", "fiveup", "hypertorus"] {
        let t = table(board);
        let g = t.geo;
        for round in 0..10 {
            let b = scattered(g, &mut x, Kind::ALL.len() as u8, 1 + round % 3);
            for by in Player::BOTH {
                for king in g.cells() {
                    assert_eq!(
                        lines_and_pins(t, &b, king, by),
                        (
                            attack_lines(t, &b, king, by),
                            pin_candidates(t, &b, king, by)
                        ),
                        "{board} {king:?}"
                    );
                }
            }
        }
    }
}

/// `lines_and_pin_rays` gives the lines and pins of `attack_lines` and `pin_candidates`, and,
/// for every pin
/// candidate of a king that is not attacked, `PinRays::allowed` holds exactly the arrival
/// cells after which the king is still not attacked (checked by moving the piece there and
/// testing the king in full), on scattered positions of every board.
#[test]
fn pin_rays_allow_exactly_the_moves_that_keep_the_king_safe() {
    let mut x = 0x0F1E_2D3C_4B5A_6978u64;
    let mut pinned_seen = 0;
    for board in ["standard", "torus", "fiveup", "hypertorus"] {
        let t = table(board);
        let g = t.geo;
        for round in 0..6 {
            let b = scattered(g, &mut x, Kind::ALL.len() as u8, 1 + round % 3);
            for by in Player::BOTH {
                for king in g.cells() {
                    let me = by.other();
                    let mut b = b.clone();
                    b[king.index()] = Piece::new(Kind::King, me);
                    let (lines, pins, rays) = lines_and_pin_rays(t, &b, king, by);
                    assert_eq!(
                        (lines, pins),
                        (
                            attack_lines(t, &b, king, by),
                            pin_candidates(t, &b, king, by)
                        )
                    );
                    if lines != [0; 4] {
                        continue;
                    }
                    for from in g.cells() {
                        if pins[from.index() >> 6] >> (from.index() & 63) & 1 == 0 {
                            continue;
                        }
                        pinned_seen += 1;
                        let Some(allowed) = rays.allowed(from) else {
                            continue;
                        };
                        for to in g.cells() {
                            if to == from
                                || to == king
                                || b[to.index()].owner() == me && !b[to.index()].is_empty()
                            {
                                continue;
                            }
                            let mut after = b.clone();
                            after[to.index()] = after[from.index()];
                            after[from.index()] = Piece::EMPTY;
                            let safe = !is_attacked(t, &after, king, by);
                            let bit = allowed[to.index() >> 6] >> (to.index() & 63) & 1 != 0;
                            assert_eq!(bit, safe, "{board} king {king:?} {from:?} -> {to:?}");
                        }
                    }
                }
            }
        }
    }
    assert!(pinned_seen > 50, "only {pinned_seen} pin candidates met");
}

/// The leap map and the ray test together answer as `is_attacked`, on every target of
/// scattered positions of every board (the leap map from the attacker's cells).
#[test]
fn leap_map_and_rays_make_is_attacked() {
    let mut x = 0x7A3C_11F0_9E5D_2B64u64;
    let (mut leap_hits, mut ray_hits) = (0, 0);
    for board in ["standard", "torus", "fiveup", "hypertorus"] {
        let t = table(board);
        let g = t.geo;
        for round in 0..12 {
            let b = scattered(g, &mut x, Kind::ALL.len() as u8, 1 + round % 4);
            let mut full = [Piece::EMPTY; BOARD_LEN];
            full[..b.len()].copy_from_slice(&b);
            for by in Player::BOTH {
                let mut mine = [0u64; 4];
                for c in g.cells() {
                    if !b[c.index()].is_empty() && b[c.index()].owner() == by {
                        set_bit(&mut mine, c);
                    }
                }
                let leaps = leap_attack_map(t, &full, &mine, by);
                for target in g.cells() {
                    let leap = leaps[target.index() >> 6] >> (target.index() & 63) & 1 != 0;
                    let ray = is_attacked_by_rays(t, &full, target, by);
                    leap_hits += leap as usize;
                    ray_hits += ray as usize;
                    assert_eq!(
                        leap || ray,
                        is_attacked(t, &b, target, by),
                        "{board} {target:?} {by:?}"
                    );
                }
            }
        }
    }
    assert!(leap_hits > 500 && ray_hits > 500, "{leap_hits} {ray_hits}");
}
