//! Uncertainty on the 3D boards (000_2ad8c5d3a15ea4a8.txt, Figures 3 and 4; RULINGS
//! "Uncertainty"): the Five Up cube (`board=fiveup`) and the 6x6x6 hypertorus
//! (`board=hypertorus`), with the Five Up pieces. Counts derived by hand in the comments.

use mcts::{Codec, Rules};
use std::collections::BTreeSet;
use variants::declare::ParamSet;

use mcts::Player;
use variants::pieces::Piece;
use variants::uncertainty::Uncertainty;
use variants::uncertainty::{Kind, UncertaintyPiece};

fn game(board: &str) -> Uncertainty {
    Uncertainty::new(
        &variants::uncertainty::UncertaintyParams::parse_list(&[format!("board={board}")]).unwrap(),
    )
}

fn moves(g: &Uncertainty) -> Vec<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter().map(|m| g.format_move(*m)).collect()
}

/// Destinations (cell names) of the moves from `from`, transformations folded together.
fn destinations(g: &Uncertainty, from: &str) -> BTreeSet<String> {
    moves(g)
        .into_iter()
        .filter_map(|m| {
            let body = m.split('>').next().unwrap().to_string();
            let (a, b) = body.split_at(body.find(['-', 'x']).unwrap());
            (a == from).then(|| b[1..].to_string())
        })
        .collect()
}

/// A position on a 3D board from `(cell, letter)` pairs: the layered board field (layer A
/// first, `|` between layers, rows top first) followed by `rest`.
fn position(g: &Uncertainty, pieces: &[(&str, char)], rest: &str) -> Uncertainty {
    let geo = g.geometry();
    let [files, ranks, layers] = geo.dims;
    let mut grid = vec!['.'; geo.ncells];
    for &(name, l) in pieces {
        grid[geo.parse_cell(name).unwrap()] = l;
    }
    let mut layer_texts = Vec::new();
    for z in 0..layers as i32 {
        let mut rows = Vec::new();
        for r in (0..ranks as i32).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for f in 0..files as i32 {
                let c = grid[geo.cell_at(f, r, z).unwrap()];
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        layer_texts.push(rows.join("/"));
    }
    let text = format!("{} {rest}", layer_texts.join("|"));
    g.load_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn count(g: &Uncertainty, side: Player, kind: Kind) -> usize {
    (0..g.geometry().ncells)
        .filter(|&c| g.piece_at(c) == Piece::new(kind, side))
        .count()
}

/// Figure 3 on the Five Up board: 20 pawns each; reserve K Q W G R R B B N N (RULINGS).
/// White's opening moves: 54 pawn steps onto empty orthogonal neighbours (layer D: Db3 5,
/// Dd3 5, Da2 3, Db2 2, Dc2 3, Dd2 2, De2 3, Da1 2, Dc1 3, De1 2 = 30; layer E: Ea3 4, Ec3 5,
/// Ee3 4, Eb2 3, Ed2 3, Ea1 Eb1 Ec1 Ed1 Ee1 1 each = 24), each plain or followed by a
/// transformation into one of the 7 reserve kinds: 54 * 8 = 432. No captures (no king).
#[test]
fn fiveup_board_setup_reserve_and_opening_count() {
    let g = game("fiveup");
    assert_eq!(g.geometry().ncells, 125);
    assert_eq!(count(&g, Player::White, Kind::Pawn), 20);
    assert_eq!(count(&g, Player::Black, Kind::Pawn), 20);
    for (k, n) in [
        (Kind::King, 1),
        (Kind::Queen, 1),
        (Kind::Wizard, 1),
        (Kind::Guard, 1),
        (Kind::Rook, 2),
        (Kind::Bishop, 2),
        (Kind::Knight, 2),
    ] {
        assert_eq!(g.reserve_count(Player::White, k), n, "{k:?}");
        assert_eq!(g.reserve_count(Player::Black, k), n, "{k:?}");
    }
    assert_eq!(moves(&g).len(), 432);
    assert_eq!(destinations(&g, "Db3").len(), 5);
    assert_eq!(destinations(&g, "Ea1").len(), 1);
    // The figure's lower-case p in layer D is White's (RULINGS): Db3 and Dd3.
    let geo = g.geometry();
    for c in ["Db3", "Dd3", "Ec3", "Aa5", "Bc4"] {
        assert!(!g.piece_at(geo.parse_cell(c).unwrap()).is_empty(), "{c}");
    }
    assert_eq!(
        g.piece_at(geo.parse_cell("Db3").unwrap()).owner(),
        Player::White
    );
    // The diagram draws the five layers side by side, layer A first.
    assert!(g.diagram().starts_with("   _ _ _ _ _     _ _ _ _ _"));
    assert!(g
        .diagram()
        .contains("A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e"));
}

/// Figure 4 on the hypertorus: 26 pawns each; reserve K Q G G W W R R R B B B N N N.
/// White's opening moves, every axis wrapping (no white pawn is orthogonally next to a black
/// one: White holds files a-c rows 4-6, Black files d-f rows 1-3): crosses on layers C and F
/// 4+4+4+2+4 = 18 each; rings on D and E 3+2+3+2+2+3+2+3 = 20 each; 76 steps, each plain or
/// with one of 7 transformations: 76 * 8 = 608.
#[test]
fn hypertorus_setup_reserve_and_opening_count() {
    let g = game("hypertorus");
    assert_eq!(g.geometry().ncells, 216);
    assert_eq!(count(&g, Player::White, Kind::Pawn), 26);
    assert_eq!(count(&g, Player::Black, Kind::Pawn), 26);
    for (k, n) in [
        (Kind::King, 1),
        (Kind::Queen, 1),
        (Kind::Guard, 2),
        (Kind::Wizard, 2),
        (Kind::Rook, 3),
        (Kind::Bishop, 3),
        (Kind::Knight, 3),
    ] {
        assert_eq!(g.reserve_count(Player::White, k), n, "{k:?}");
    }
    assert_eq!(moves(&g).len(), 608);
    // The C-layer cross top b6 steps up the wrap to b1 of layer C, and sideways to a6 and c6.
    assert_eq!(
        destinations(&g, "Cb6"),
        ["Bb6", "Ca6", "Cb1", "Cc6"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
}

/// 3D pawns (RULINGS): a move is one step along any of the 6 orthogonals; a capture one step
/// along any of the 12 2D diagonals, never a 3D diagonal. White pawn on Cc3 with Black pawns
/// on all 12 2D-diagonal and all 8 3D-diagonal neighbours: 6 steps + 12 captures.
#[test]
fn three_d_pawns_step_orthogonally_and_capture_on_2d_diagonals() {
    let g = game("fiveup");
    // Black's king stays in its reserve: with all 20 of Black's pawns on the board, none has
    // transformed yet.
    let mut pieces = vec![("Cc3", 'P'), ("Ae5", 'K')];
    let mut d2 = Vec::new();
    let mut d3 = Vec::new();
    for dx in -1i32..=1 {
        for dy in -1i32..=1 {
            for dz in -1i32..=1 {
                let n = dx.abs() + dy.abs() + dz.abs();
                let name = format!(
                    "{}{}{}",
                    (b'C' as i32 + dz) as u8 as char,
                    (b'c' as i32 + dx) as u8 as char,
                    3 + dy
                );
                if n == 2 {
                    d2.push(name);
                } else if n == 3 {
                    d3.push(name);
                }
            }
        }
    }
    for c in d2.iter().chain(&d3) {
        pieces.push((c.as_str(), 'p'));
    }
    let p = position(&g, &pieces, "w QRRBBNNWG kqrrbbnnwg 0000 0");
    let dest = destinations(&p, "Cc3");
    assert_eq!(dest.len(), 18, "{dest:?}");
    for c in &d2 {
        assert!(dest.contains(c), "captures on {c}");
    }
    for c in &d3 {
        assert!(!dest.contains(c), "no capture on the 3D diagonal {c}");
    }
}

/// On the hypertorus every axis wraps for pawns too: a White pawn on Aa1 steps to Ab1, Af1
/// (file wrap), Aa2, Aa6 (row wrap), Ba1 and Fa1 (layer wrap), and captures on Af6 (file and
/// row wrap, a 2D diagonal) but not on Ff6 (a 3D diagonal).
#[test]
fn hypertorus_pawn_moves_and_captures_wrap() {
    let g = game("hypertorus");
    let p = position(
        &g,
        &[
            ("Aa1", 'P'),
            ("Af6", 'p'),
            ("Ff6", 'p'),
            ("Cc3", 'K'),
            ("Ee5", 'k'),
        ],
        "w QRRRBBBNNNWWGG qrrrbbbnnnwwgg 0000 0",
    );
    assert_eq!(
        destinations(&p, "Aa1"),
        ["Aa2", "Aa6", "Ab1", "Af1", "Af6", "Ba1", "Fa1"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
}

/// A pawn that just moved may become any piece still in the reserve: on the Five Up board
/// Dc2-Cc2 is offered plain and as >K >Q >R >B >N >W >G, and each puts that piece on Cc2.
#[test]
fn transformation_into_each_reserve_piece_on_3d_boards() {
    for (board, step) in [("fiveup", "Dc2-Cc2"), ("hypertorus", "Cb6-Cc6")] {
        let g = game(board);
        let got: BTreeSet<String> = moves(&g)
            .into_iter()
            .filter(|m| m.starts_with(step))
            .collect();
        let mut want: BTreeSet<String> = BTreeSet::from([step.to_string()]);
        for l in ['K', 'Q', 'R', 'B', 'N', 'W', 'G'] {
            want.insert(format!("{step}>{l}"));
        }
        assert_eq!(got, want, "{board}");
        for l in ['Q', 'W', 'G'] {
            let mut h = g.clone();
            let m = h.parse_move(&format!("{step}>{l}")).unwrap();
            h.play(m);
            let to = h.geometry().parse_cell(&step[4..]).unwrap();
            assert_eq!(h.piece_at(to).letter(), l, "{board}");
        }
    }
}

/// Bishop colours in 3D (colour = parity of file + row + layer): once White has put a bishop
/// on colour 0, the next must go on colour 1. The White pawn on Cc3 (colour 0) steps to
/// colour-1 cells (an orthogonal step changes the parity) and captures on colour-0 cells (a 2D
/// diagonal keeps it): with a colour-0 bishop already in play (bishops field 1000) only the
/// steps offer >B; with a colour-1 bishop (0100) only the capture does.
#[test]
fn bishop_colours_in_3d() {
    let g = game("fiveup");
    let pieces = [("Cc3", 'P'), ("Cd4", 'p'), ("Ae5", 'K'), ("Ee1", 'k')];
    for (field, on_step, on_capture) in [("1000", true, false), ("0100", false, true)] {
        let p = position(&g, &pieces, &format!("w B qrrbbnnwg {field} 0"));
        let m = moves(&p);
        assert_eq!(m.iter().any(|m| m == "Cc3-Cc4>B"), on_step, "{field}");
        assert_eq!(m.iter().any(|m| m == "Cc3xCd4>B"), on_capture, "{field}");
    }
}

/// Bad layered positions are refused with where and why.
#[test]
fn bad_3d_positions_are_refused() {
    let g = game("fiveup");
    let good = g.position_text();
    let two_layers = good.replacen("|5/5/5/5/5|", "|", 1);
    let e = g.load_position(&two_layers).unwrap_err().to_string();
    assert!(e.contains("not 5"), "{e}");
    let bad_row = good.replacen("ppppp", "ppxpp", 1);
    let e = g.load_position(&bad_row).unwrap_err().to_string();
    assert!(e.contains("layer A rank 5") && e.contains("'x'"), "{e}");
}

/// Coverage (cells a piece moves to or captures on) from any cell of the empty hypertorus,
/// where every axis wraps and every cell is alike, derived by hand: K 14 (6 orthogonal + 8 3D
/// diagonal captures); R 15 (each of 3 axis lines has 5 other cells, reached either way round
/// once); B 27 (in each of the 3 planes the two diagonal cycles have 5 other cells each and
/// share the cell 3 steps away: 9); Q 15 + 27 = 42; W 27 + 17 (the 4 3D-diagonal cycles of 5
/// cells all pass through the cell at (+3, +3, +3)); N 24 (offsets 1 and 2 stay distinct mod
/// 6); G 26; the 3D pawn 6 steps + 12 captures = 18.
#[test]
fn hypertorus_coverage_counts() {
    use variants::pieces::for_each_target;
    let table = game("hypertorus").piece_table();
    let geo = table.geo;
    let from = geo.parse_cell("Cc3").unwrap();
    for (kind, want) in [
        (Kind::King, 14),
        (Kind::Rook, 15),
        (Kind::Bishop, 27),
        (Kind::Queen, 42),
        (Kind::Wizard, 44),
        (Kind::Knight, 24),
        (Kind::Guard, 26),
        (Kind::Pawn, 18),
    ] {
        let me = Piece::new(kind, Player::White);
        let mut covered = BTreeSet::new();
        let mut empty = vec![Piece::EMPTY; geo.ncells];
        empty[from] = me;
        for_each_target(table, &empty, from, me, true, |to, _| {
            covered.insert(to);
        });
        // Every other cell holding an enemy pawn: the capture-only cells show up.
        let mut full = vec![Piece::new(Kind::Pawn, Player::Black); geo.ncells];
        full[from] = me;
        for_each_target(table, &full, from, me, true, |to, _| {
            covered.insert(to);
        });
        assert_eq!(covered.len(), want, "{kind:?}");
    }
}
