//! The unicorn sub-variant of Five Up (`unicorn=on`; 003_3455fa5195cbf461.txt, "Riding on a
//! Unicorn"; RULINGS "Five Up"), rule by rule, from hand-built positions. Cells are named layer
//! (A top .. E bottom), file a..e, row 1..5; `W+U` is a piece sharing its cell with its
//! unicorn, `U` a unicorn alone.

use crate::fiveup_common;
use mcts::{Codec, Evaluate, Rules};

use crate::fiveup_common::{arrivals, cross_check_random_games, moves, moves_from, play, pos, set};
use mcts::Player;
use variants::declare::ParamSet;
use variants::fiveup::{parse_cell, FiveUp, Topology};

const CUBE: Topology = Topology::Cube;

/// The 26 neighbours of Cc3 (every cell of layers B-D, files b-d, rows 2-4 but Cc3).
fn neighbours_of_cc3() -> Vec<String> {
    let mut out = Vec::new();
    for l in ['B', 'C', 'D'] {
        for f in ['b', 'c', 'd'] {
            for r in ['2', '3', '4'] {
                let name = format!("{l}{f}{r}");
                if name != "Cc3" {
                    out.push(name);
                }
            }
        }
    }
    out
}

/// The seed's figure "Riding on a Unicorn": from Cc3, layer A b4 d4 b2 d2, layer B b5 d5 a4
/// e4 a2 e2 b1 d1, nothing on layer C, layer D as B, layer E as A.
fn figure_cells() -> std::collections::BTreeSet<String> {
    let mut out = Vec::new();
    for l in ['A', 'E'] {
        for c in ["b4", "d4", "b2", "d2"] {
            out.push(format!("{l}{c}"));
        }
    }
    for l in ['B', 'D'] {
        for c in ["b5", "d5", "a4", "e4", "a2", "e2", "b1", "d1"] {
            out.push(format!("{l}{c}"));
        }
    }
    out.into_iter().collect()
}

#[test]
fn unicorn_figure_from_cc3_on_an_empty_board() {
    // The rule: a knight leap in a plane, then one cell at right angles to that plane:
    // vectors (+-2, +-1, +-1) in any order, 3 * 2 * 4 = 24; from the centre all stay on the
    // board. Two layers away (dz = +-2): dx, dy = +-1, 4 cells each on A and E; one layer away
    // (dz = +-1): (dx, dy) one of (+-1, +-2), (+-2, +-1), 8 cells each on B and D; dz = 0: none.
    let g = pos(CUBE, true, &[("Cc3", "U")], Player::White);
    let ms = moves_from(&g, "UCc3-");
    assert_eq!(ms.len(), 24);
    assert_eq!(arrivals(&ms), figure_cells());
    // Every unicorn move is written with the U prefix and nothing else moves.
    assert_eq!(moves(&g), ms);
}

#[test]
fn unicorn_passes_through_a_wall_of_pieces() {
    // Every neighbour of Cc3 and the six cells two steps away orthogonally hold enemy pawns:
    // a slider or a king would be stuck, the unicorn still reaches its 24 cells.
    let mut cells: Vec<(String, String)> = neighbours_of_cc3()
        .into_iter()
        .map(|c| (c, "o".to_string()))
        .collect();
    for c in ["Ac3", "Ec3", "Ca3", "Ce3", "Cc1", "Cc5"] {
        cells.push((c.into(), "o".into()));
    }
    cells.push(("Cc3".into(), "U".into()));
    let cells: Vec<(&str, &str)> = cells
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let g = pos(CUBE, true, &cells, Player::White);
    assert_eq!(arrivals(&moves_from(&g, "UCc3-")), figure_cells());
}

#[test]
fn unicorn_alone_neither_captures_nor_checks_and_is_captured_normally() {
    // Black king on Ab4 and black rook on Ad4, both unicorn leaps from Cc3.
    let g = pos(
        CUBE,
        true,
        &[("Cc3", "U"), ("Ab4", "k"), ("Ad4", "r"), ("Ee5", "K")],
        Player::White,
    );
    assert!(!g.in_check(Player::Black), "a unicorn alone gives no check");
    let arr = arrivals(&moves_from(&g, "UCc3"));
    assert_eq!(arr.len(), 22, "24 leaps less the two enemy cells");
    assert!(!arr.contains("Ab4") && !arr.contains("Ad4"));
    let e = g.parse_move("UCc3-Ad4").unwrap_err().to_string();
    assert!(e.contains("can neither capture nor check"), "{e}");
    assert!(g.parse_move("UCc3xAb4").is_err());
    // Captured normally: the black rook on Cc5 takes the lone unicorn on Cc3.
    let mut g = pos(
        CUBE,
        true,
        &[("Cc3", "U"), ("Cc5", "r"), ("Ee5", "K"), ("Aa1", "k")],
        Player::Black,
    );
    assert!(g.attacked_by(parse_cell("Cc3").unwrap(), Player::Black));
    play(&mut g, "Cc5xCc3");
    assert_eq!(g.content(parse_cell("Cc3").unwrap()).as_deref(), Some("r"));
    assert!((0..125).all(|c| !g.unicorn_at(c)));
}

#[test]
fn joining_and_leaving_a_friendly_piece_each_take_a_whole_turn() {
    let ab4 = parse_cell("Ab4").unwrap();
    let cc3 = parse_cell("Cc3").unwrap();
    let mut g = pos(
        CUBE,
        true,
        &[("Cc3", "U"), ("Ab4", "R"), ("Ee5", "K"), ("Aa1", "k")],
        Player::White,
    );
    play(&mut g, "UCc3-Ab4");
    // The join was the whole turn: Black moves next, the rook has not moved.
    assert_eq!(g.to_move(), Player::Black);
    assert_eq!(g.content(ab4).as_deref(), Some("R+U"));
    assert_eq!(g.content(cc3), None);
    play(&mut g, "Aa1-Ba1");
    // Leaving is the whole turn too: the rook stays on Ab4, the unicorn lands alone.
    play(&mut g, "UAb4-Cc3");
    assert_eq!(g.to_move(), Player::Black);
    assert_eq!(g.content(ab4).as_deref(), Some("R"));
    assert_eq!(g.content(cc3).as_deref(), Some("U"));
    // And the piece may leave the unicorn behind: the rook alone from a shared cell.
    let mut g = pos(
        CUBE,
        true,
        &[("Ab4", "R+U"), ("Ee5", "K"), ("Aa1", "k")],
        Player::White,
    );
    play(&mut g, "Ab4-Ab3");
    assert_eq!(g.content(ab4).as_deref(), Some("U"));
    assert_eq!(g.content(parse_cell("Ab3").unwrap()).as_deref(), Some("R"));
}

#[test]
fn rook_unicorn_pair_blocked_with_the_rook_vector_passes_with_the_unicorn_vector() {
    // R+U on Cc3 with own guards on every neighbour but Cd3: with the rook's vector the pair
    // reaches only Cd3 and Ce3 (every other rook line is blocked at once); with the unicorn's
    // vector it reaches all 24 leaps, all beyond the wall. 2 + 24 = 26 pair moves.
    let mut cells: Vec<(String, String)> = neighbours_of_cc3()
        .into_iter()
        .filter(|c| c != "Cd3")
        .map(|c| (c, "G".to_string()))
        .collect();
    cells.push(("Cc3".into(), "R+U".into()));
    let cells: Vec<(&str, &str)> = cells
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let g = pos(CUBE, true, &cells, Player::White);
    let pair = moves_from(&g, "R+U:Cc3-");
    assert_eq!(pair.len(), 26);
    let mut expect = figure_cells();
    expect.insert("Cd3".into());
    expect.insert("Ce3".into());
    assert_eq!(arrivals(&pair), expect);
    assert!(!pair.contains("R+U:Cc3-Cc5"), "blocked by the guard on Cc4");
    // The rook alone keeps to its own vector; the unicorn alone to its leaps.
    assert_eq!(arrivals(&moves_from(&g, "Cc3-")), set(&["Cd3", "Ce3"]));
    assert_eq!(arrivals(&moves_from(&g, "UCc3-")), figure_cells());
    // Every move of the four kinds round-trips through the notation.
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    for &m in &buf {
        assert_eq!(g.parse_move(&g.format_move(m)), Ok(m));
    }
}

#[test]
fn pair_captures_along_either_vector() {
    let start = pos(
        CUBE,
        true,
        &[
            ("Cc3", "R+U"),
            ("Ce3", "r"),
            ("Ab4", "n"),
            ("Ee5", "K"),
            ("Aa1", "k"),
        ],
        Player::White,
    );
    let ms = moves(&start);
    assert!(ms.contains("R+U:Cc3xCe3"), "rook vector");
    assert!(ms.contains("R+U:Cc3xAb4"), "unicorn vector");
    assert!(ms.contains("Cc3xCe3"), "the rook alone");
    assert!(
        !ms.contains("UCc3xAb4") && !ms.contains("UCc3-Ab4"),
        "the unicorn alone"
    );
    let mut g = start.clone();
    play(&mut g, "R+U:Cc3xAb4");
    assert_eq!(
        g.content(parse_cell("Ab4").unwrap()).as_deref(),
        Some("R+U")
    );
    assert_eq!(g.content(parse_cell("Cc3").unwrap()), None);
    let mut g = start;
    play(&mut g, "R+U:Cc3xCe3");
    assert_eq!(
        g.content(parse_cell("Ce3").unwrap()).as_deref(),
        Some("R+U")
    );
}

#[test]
fn pair_gives_check_along_either_vector() {
    let check = |cells: &[(&str, &str)]| {
        let mut v = cells.to_vec();
        v.push(("Ee5", "K"));
        pos(CUBE, true, &v, Player::Black).in_check(Player::Black)
    };
    assert!(check(&[("Cc3", "R+U"), ("Ab4", "k")]), "unicorn vector");
    assert!(check(&[("Cc3", "R+U"), ("Ce3", "k")]), "rook vector");
    assert!(!check(&[("Cc3", "U"), ("Ab4", "k")]), "unicorn alone");
    assert!(!check(&[("Cc3", "R"), ("Ab4", "k")]), "rook alone");
    // A pair's check along the unicorn vector cannot be blocked: the king must move.
    let g = pos(
        CUBE,
        true,
        &[("Cc3", "R+U"), ("Ab4", "k"), ("Bb4", "r"), ("Ee5", "K")],
        Player::Black,
    );
    let ms = moves(&g);
    assert!(
        !ms.is_empty() && ms.iter().all(|m| m.starts_with("Ab4")),
        "{ms:?}"
    );
}

#[test]
fn a_shared_cell_is_captured_as_one() {
    let mut g = pos(
        CUBE,
        true,
        &[("Cc3", "W+U"), ("Ce3", "r"), ("Ee5", "K"), ("Aa1", "k")],
        Player::Black,
    );
    let before = g.evaluate();
    play(&mut g, "Ce3xCc3");
    assert_eq!(g.content(parse_cell("Cc3").unwrap()).as_deref(), Some("r"));
    assert!(
        (0..125).all(|c| !g.unicorn_at(c)),
        "the unicorn went with the wizard"
    );
    // Material: before, Black (to move) r 3 against W 7 + unicorn 3: tanh(-7/10); after,
    // White (to move) has nothing left against the rook: tanh(-3/10). Had the unicorn
    // stayed, White would still have 3 and the balance would be 0.
    assert!((before - (-0.7f32).tanh()).abs() < 1e-4, "{before}");
    assert!(
        (g.evaluate() - (-0.3f32).tanh()).abs() < 1e-4,
        "{}",
        g.evaluate()
    );
}

#[test]
fn unicorn_refused_on_the_kings_cell() {
    let g = pos(
        CUBE,
        true,
        &[("Cc3", "U"), ("Ab4", "K"), ("Ee5", "k")],
        Player::White,
    );
    assert!(!arrivals(&moves_from(&g, "UCc3")).contains("Ab4"));
    assert_eq!(moves_from(&g, "UCc3").len(), 23);
    let e = g.parse_move("UCc3-Ab4").unwrap_err().to_string();
    assert!(e.contains("except the king"), "{e}");
    let e = FiveUp::from_cells(CUBE, true, &[("Ab4", "K+U")], Player::White)
        .unwrap_err()
        .to_string();
    assert!(e.contains("except the king"), "{e}");
}

#[test]
fn bad_unicorn_input_names_the_rule() {
    let g = pos(
        CUBE,
        true,
        &[("Cc3", "R+U"), ("Ad4", "r"), ("Ee5", "K"), ("Aa1", "k")],
        Player::White,
    );
    // A riding vector of neither piece: Cd4 is a bishop step.
    let e = g.parse_move("R+U:Cc3-Cd4").unwrap_err().to_string();
    assert!(e.contains("neither"), "{e}");
    // The letter must name the piece on the cell.
    let e = g.parse_move("W+U:Cc3-Ce3").unwrap_err().to_string();
    assert!(e.contains("rook, not W"), "{e}");
    // The unicorn alone onto an enemy.
    let e = g.parse_move("UCc3-Ad4").unwrap_err().to_string();
    assert!(e.contains("can neither capture nor check"), "{e}");
    // A malformed pair prefix.
    assert!(g.parse_move("RU:Cc3-Ce3").is_err());
    // Position text: two non-unicorn pieces on one cell, a unicorn with an enemy, two
    // unicorns of one side, a unicorn in a game without them.
    for (cells, why) in [
        (vec![("Cc3", "W+R")], "two pieces on one cell"),
        (vec![("Cc3", "W+u")], "only with a friendly piece"),
        (vec![("Cc3", "U"), ("Cc4", "R+U")], "at most 1"),
    ] {
        let e = FiveUp::from_cells(CUBE, true, &cells, Player::White)
            .unwrap_err()
            .to_string();
        assert!(e.contains(why), "{e}");
    }
    let e = FiveUp::from_cells(CUBE, false, &[("Cc3", "U")], Player::White)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unicorn=on"), "{e}");
    let start = FiveUp::start_with(CUBE, true, 300);
    let text = start.position_text().replace("W+U", "W+R");
    let e = start.load_position(&text).unwrap_err().to_string();
    assert!(
        e.contains("layer E row 1") && e.contains("two pieces on one cell"),
        "{e}"
    );
    let plain = FiveUp::start(CUBE, 300);
    assert!(plain.parse_move("UEb1-Cc2").is_err());
}

#[test]
fn start_position_opening_moves_and_text() {
    let g = FiveUp::new(&variants::fiveup::FiveUpParams::parse_list(&["unicorn=on"]).unwrap());
    assert_eq!(
        g.content(parse_cell("Eb1").unwrap()).as_deref(),
        Some("W+U")
    );
    assert_eq!(
        g.content(parse_cell("Ab5").unwrap()).as_deref(),
        Some("w+u")
    );
    // Plain Five Up has 62 opening moves (fiveup_rules). The wizard on Eb1 is walled in by
    // its own pieces (every diagonal from Eb1 meets Ea2, Ec2, Db2, Da1, Dc1, Da2 or Dc2
    // first), so it has no move alone or riding. The unicorn's leaps from Eb1 (file b, row 1,
    // layer E) need dy > 0 and dz < 0: (2,1,-1) Dd2 (a white pawn: a join), (+-1,2,-1) Da3
    // and Dc3, (+-1,1,-2) Ca2 and Cc2; so 5 unicorn-alone moves and 4 pair moves onto the
    // empty ones: 62 + 5 + 4 = 71.
    assert_eq!(moves(&g).len(), 71);
    assert_eq!(
        arrivals(&moves_from(&g, "UEb1-")),
        set(&["Dd2", "Da3", "Dc3", "Ca2", "Cc2"])
    );
    assert_eq!(
        arrivals(&moves_from(&g, "W+U:Eb1-")),
        set(&["Da3", "Dc3", "Ca2", "Cc2"])
    );
    // The position text carries shared cells and round-trips, hash included.
    let text = g.position_text();
    assert!(
        text.starts_with("rw+ukgr/") && text.ends_with("RW+UKGR w Kk - 0"),
        "{text}"
    );
    let back = g.load_position(&text).unwrap();
    assert_eq!(back.position_text(), text);
    assert_eq!(back.hash(), g.hash());
    // `show` marks the shared cell; the JSON cells give both pieces.
    assert!(g.diagram().contains("|W+U|"));
    assert!(g.cells().contains(&("Eb1".to_string(), "W+U".to_string())));
}

#[test]
fn the_hash_covers_the_unicorn_bit() {
    let a = pos(CUBE, true, &[("Cc3", "W"), ("Aa1", "U")], Player::White);
    let b = pos(CUBE, true, &[("Cc3", "W+U")], Player::White);
    let c = pos(CUBE, true, &[("Cc3", "W")], Player::White);
    assert_ne!(a.hash(), c.hash());
    assert_ne!(b.hash(), c.hash());
    // Joining from Aa1 is not a leap (Aa1 to Cc3 is (2,2,2)); from Ab4 it is.
    let mut d = pos(
        CUBE,
        true,
        &[("Cc3", "W"), ("Ab4", "U"), ("Ee5", "k")],
        Player::White,
    );
    play(&mut d, "UAb4-Cc3");
    assert_eq!(d.hash(), d.hash_from_scratch());
    let e = pos(CUBE, true, &[("Cc3", "W+U"), ("Ee5", "k")], Player::Black);
    assert_eq!(d.hash(), e.hash());
}

#[test]
fn a_pawn_rides_and_promotes_keeping_its_unicorn() {
    // White pawn and unicorn on Bc4 (file c, row 4, layer B). The pawn's own vector: Bc5 and
    // Ac4 (neither is A5, White's promotion row). The unicorn's leaps onto row 5 of layer A:
    // (dx, +1, -1) with |dx| = 2: Aa5 and Ae5, where the pawn promotes (6 pieces each).
    let g = pos(
        CUBE,
        true,
        &[("Bc4", "P+U"), ("Ee5", "K"), ("Ee1", "k")],
        Player::White,
    );
    let pair = moves_from(&g, "P+U:Bc4-");
    for m in [
        "P+U:Bc4-Bc5",
        "P+U:Bc4-Ac4",
        "P+U:Bc4-Aa5=Q",
        "P+U:Bc4-Ae5=G",
    ] {
        assert!(pair.contains(m), "{m} in {pair:?}");
    }
    assert!(!pair.contains("P+U:Bc4-Aa5"), "promotion is compulsory");
    let promos = pair.iter().filter(|m| m.contains('=')).count();
    assert_eq!(promos, 12);
    let mut h = g.clone();
    play(&mut h, "P+U:Bc4-Aa5=N");
    assert_eq!(
        h.content(parse_cell("Aa5").unwrap()).as_deref(),
        Some("N+U")
    );
    let mut h = g;
    play(&mut h, "Bc4-Bc5");
    assert_eq!(h.content(parse_cell("Bc4").unwrap()).as_deref(), Some("U"));
}

#[test]
fn attacks_match_a_slow_reference_in_random_games() {
    // The fast attack test (masks, the pair's leaps from the target cell) against a walk of
    // every piece's capture pattern, in every position of random unicorn games.
    let n = cross_check_random_games(CUBE, true, 70, 3, 60);
    assert!(n >= 60, "{n} positions");
}

#[test]
fn fast_generator_matches_the_slow_reference_with_unicorns() {
    let n = fiveup_common::compare_with_reference(CUBE, true, 21, 3);
    assert!(n > 300, "{n} positions");
}

#[test]
fn checkmate_by_a_pair_along_the_unicorn_leap() {
    // Black king in the corner Aa5, walled in by its own pawns on Ab5, Aa4 and Ba5 (its three
    // orthogonal neighbours); its one 3D-diagonal neighbour Bb4 is empty, so it can neither
    // move nor capture. White's rook and unicorn on Cb4 check it by the leap (-1, +1, -2),
    // which cannot be blocked; no pawn reaches Cb4 (Ab5 captures on Bb4 Ba5 Bc5 Aa4 Ac4; Aa4
    // on Ba3 Bb4 Ab3; Ba5 on Ca4 Cb5 Bb4). So it is mate. With the unicorn alone on Cb4 it is
    // not even check, and Black plays on.
    let cells = |c: &'static str| {
        vec![
            ("Aa5", "k"),
            ("Ab5", "o"),
            ("Aa4", "o"),
            ("Ba5", "o"),
            ("Cb4", c),
            ("Ee1", "K"),
        ]
    };
    let g = pos(CUBE, true, &cells("R+U"), Player::Black);
    assert!(g.in_check(Player::Black));
    assert!(moves(&g).is_empty());
    assert_eq!(
        g.outcome(),
        mcts::Outcome::Win {
            winner: Player::White,
            reason: mcts::Termination::Checkmate
        }
    );
    let g = pos(CUBE, true, &cells("U"), Player::Black);
    assert!(!g.in_check(Player::Black));
    assert!(g.outcome().is_ongoing());
}

/// A pawn that has moved never double-steps, even when its unicorn carries it back to its
/// start cell (RULINGS "Five Up", double step). The pawn that began on Dc2 steps to Dc3, its
/// unicorn joins it there and carries it to Ea2 (the leap (-2, -1, +1)), after White's Ea2
/// pawn has gone to Ea4. On Ea2 it has the single step Ea3 (Da2 holds a pawn) and, though Ea3
/// is empty, not the L Ea2-Da3 that an unmoved pawn there would have, alone or riding. The
/// fast generator agrees with the slow reference, which tracks unmoved pawns from the moves
/// played, at every ply; the position text marks the pawn `P+U*` and reloads to the same
/// moves and hash.
#[test]
fn a_pawn_that_rode_back_to_its_start_cell_never_double_steps() {
    let line = [
        "Dc2-Dc3",
        "Ba5-Ca3",
        "UEb1-Dc3",
        "Ca3-Ba5",
        "Ea2-Ea4",
        "Ba5-Ca3",
        "P+U:Dc3-Ea2",
        "Ca3-Ba5",
    ];
    let g = fiveup_common::compare_along(CUBE, true, &line);
    assert_eq!(moves_from(&g, "Ea2-"), set(&["Ea2-Ea3"]));
    assert!(!moves_from(&g, "P+U:Ea2-").contains("P+U:Ea2-Da3"));
    assert_eq!(
        g.content(parse_cell("Ea2").unwrap()).as_deref(),
        Some("P+U*")
    );
    let text = g.position_text();
    let back = g.load_position(&text).unwrap();
    assert_eq!(back.position_text(), text);
    assert_eq!(moves(&back), moves(&g));
    assert_eq!(back.hash(), g.hash());
    assert_eq!(g.hash(), g.hash_from_scratch());
    // Off the hypertorus `*` marks only a pawn back on its own start cell.
    let bad = text.replacen("P+U*", "P+U", 1).replacen("R", "R*", 1);
    assert!(g.load_position(&bad).is_err(), "{bad}");
}

/// Castling with a rook that carries the unicorn (RULINGS "Five Up", parameter `unicorn`): it
/// is allowed, and the unicorn rides with the rook to the king's cell. King Ec1 and rook with
/// unicorn on Ea1, Eb1 empty and unattacked: `Ec1-Ea1` puts the king on Ea1 and `R+U` on Ec1.
/// The usual conditions apply: a Black rook on Eb5 attacks Eb1 (Eb4-Eb2 empty), and then
/// there is no castling.
#[test]
fn a_rook_carrying_the_unicorn_castles_and_the_unicorn_rides_along() {
    let g0 = FiveUp::start_with(CUBE, true, 300);
    let text = "2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/R+U1K2 w K - 0";
    let g = g0.load_position(text).unwrap();
    assert!(moves(&g).contains("Ec1-Ea1"), "{:?}", moves(&g));
    let mut h = g.clone();
    play(&mut h, "Ec1-Ea1");
    assert_eq!(h.content(parse_cell("Ea1").unwrap()).as_deref(), Some("K"));
    assert_eq!(
        h.content(parse_cell("Ec1").unwrap()).as_deref(),
        Some("R+U")
    );
    assert!(h.has_castled(Player::White));
    assert_eq!(h.hash(), h.hash_from_scratch());
    let attacked = g0
        .load_position("2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|1r3/5/5/5/R+U1K2 w K - 0")
        .unwrap();
    assert!(!moves(&attacked).contains("Ec1-Ea1"));
    assert!(moves_from(&attacked, "Ec1-").contains("Ec1-Ed1"));
}
