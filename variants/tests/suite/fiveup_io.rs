//! Five Up on the hypercylinder, evaluation, notation, position text and bad input
//! (003_3455fa5195cbf461.txt; RULINGS "Five Up").

use mcts::{Codec, Evaluate, Rules};
use std::collections::BTreeSet;
use variants::declare::ParamSet;

use mcts::Player;
use variants::fiveup::{cell_name, parse_cell, FiveUp, Topology};
use variants::registry::Params;

fn texts_from(g: &FiveUp, from: &str) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.into_iter()
        .filter(|m| cell_name(m.from as usize) == from)
        .map(|m| g.format_move(m))
        .collect()
}

// ---------------------------------------------------------------- hypercylinder

/// On the hypercylinder a rook on a file line reaches its 4 other cells either way round and
/// lists each once; a blocker stops both ways: with a white knight on Cc3, the rook on Ca3
/// reaches Cb3 going right and Ce3, Cd3 going left (wrapping from a to e), never Cc3.
#[test]
fn hypercylinder_rook_wraps_and_lists_each_cell_once() {
    let g = FiveUp::from_pieces(Topology::Hypercylinder, &[("Ca3", 'R')], Player::White).unwrap();
    assert_eq!(texts_from(&g, "Ca3").len(), 12);
    let b = FiveUp::from_pieces(
        Topology::Hypercylinder,
        &[("Ca3", 'R'), ("Cc3", 'N')],
        Player::White,
    )
    .unwrap();
    let row: BTreeSet<String> = texts_from(&b, "Ca3")
        .into_iter()
        .filter(|m| m.ends_with('3') && m.contains("-C"))
        .collect();
    assert_eq!(
        row,
        ["Ca3-Cb3", "Ca3-Cd3", "Ca3-Ce3"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
    // An enemy on Cc3 is captured once, reachable both ways.
    let e = FiveUp::from_pieces(
        Topology::Hypercylinder,
        &[("Ca3", 'R'), ("Cc3", 'n')],
        Player::White,
    )
    .unwrap();
    assert_eq!(
        texts_from(&e, "Ca3")
            .iter()
            .filter(|m| m.as_str() == "Ca3xCc3")
            .count(),
        1
    );
}

/// Pawn captures wrap across files on the hypercylinder (RULINGS "Five Up"): a white pawn on
/// Ca3 takes on Ce4 (file a-1 = e, row +1) and Be3 (file a-1, layer -1); on the cube it
/// cannot.
#[test]
fn hypercylinder_pawn_captures_wrap() {
    let pieces = [
        ("Ca3", 'P'),
        ("Ce4", 'n'),
        ("Be3", 'n'),
        ("Ee1", 'K'),
        ("Ac5", 'k'),
    ];
    let h = FiveUp::from_pieces(Topology::Hypercylinder, &pieces, Player::White).unwrap();
    let c = FiveUp::from_pieces(Topology::Cube, &pieces, Player::White).unwrap();
    let hm = texts_from(&h, "Ca3");
    assert!(hm.contains("Ca3xCe4") && hm.contains("Ca3xBe3"), "{hm:?}");
    let cm = texts_from(&c, "Ca3");
    assert!(!cm.contains("Ca3xCe4") && !cm.contains("Ca3xBe3"), "{cm:?}");
}

/// Checks wrap too: a black rook on Ce3 checks the white king on Ca3 through the joined faces
/// (e to a), so the king must leave the file line or block; on the cube Cb3-Cd3 would shield.
#[test]
fn hypercylinder_check_across_the_join() {
    let pieces = [("Ca3", 'K'), ("Ce3", 'r'), ("Cc3", 'P'), ("Ae5", 'k')];
    let h = FiveUp::from_pieces(Topology::Hypercylinder, &pieces, Player::White).unwrap();
    assert!(h.in_check(Player::White));
    let c = FiveUp::from_pieces(Topology::Cube, &pieces, Player::White).unwrap();
    assert!(!c.in_check(Player::White));
}

/// Castling on the hypercylinder along the wrapped row: king Ea1, rook Ed1, a knight on Eb1:
/// going right the knight blocks, going left (a to e) only Ee1 lies between, so castling is
/// allowed, and listed once.
#[test]
fn hypercylinder_castling_round_the_join() {
    let pieces = [("Ea1", 'K'), ("Ed1", 'R'), ("Eb1", 'N'), ("Ac5", 'k')];
    let h = FiveUp::from_pieces(Topology::Hypercylinder, &pieces, Player::White).unwrap();
    assert!(texts_from(&h, "Ea1").contains("Ea1-Ed1"));
    let c = FiveUp::from_pieces(Topology::Cube, &pieces, Player::White).unwrap();
    assert!(!texts_from(&c, "Ea1").contains("Ea1-Ed1"));
    let open = FiveUp::from_pieces(
        Topology::Hypercylinder,
        &[("Ea1", 'K'), ("Ed1", 'R'), ("Ac5", 'k')],
        Player::White,
    )
    .unwrap();
    assert_eq!(
        texts_from(&open, "Ea1")
            .iter()
            .filter(|m| m.as_str() == "Ea1-Ed1")
            .count(),
        1
    );
}

// ---------------------------------------------------------------- evaluation

/// `evaluate` = tanh(material difference / 10) for the player to move, with the seed's values
/// (P 1, R 3, B 5, N 5, G 6, W 7, Q 9): 0 at the start; a white queen against nothing with
/// White to move gives tanh(0.9); from Black's side its negative.
#[test]
fn evaluation_from_seed_values() {
    assert_eq!(FiveUp::start(Topology::Cube, 300).evaluate(), 0.0);
    let w = FiveUp::from_pieces(
        Topology::Cube,
        &[("Ee1", 'K'), ("Ae5", 'k'), ("Cc3", 'Q')],
        Player::White,
    )
    .unwrap();
    assert!((w.evaluate() - 0.9f32.tanh()).abs() < 1e-6);
    let b = FiveUp::from_pieces(
        Topology::Cube,
        &[("Ee1", 'K'), ("Ae5", 'k'), ("Cc3", 'Q')],
        Player::Black,
    )
    .unwrap();
    assert!((b.evaluate() + 0.9f32.tanh()).abs() < 1e-6);
    // Each value: one white piece of the kind and one black pawn.
    for (l, v) in [
        ('P', 1),
        ('R', 3),
        ('B', 5),
        ('N', 5),
        ('G', 6),
        ('W', 7),
        ('Q', 9),
    ] {
        let g = FiveUp::from_pieces(
            Topology::Cube,
            &[("Ee1", 'K'), ("Ae5", 'k'), ("Cc3", l), ("Ba2", 'p')],
            Player::White,
        )
        .unwrap();
        let want = ((v - 1) as f32 / 10.0).tanh();
        assert!((g.evaluate() - want).abs() < 1e-6, "{l}");
    }
}

// ---------------------------------------------------------------- notation and input

/// Cells name layer, file and row; a bad cell is named with the part that is wrong and the
/// valid form.
#[test]
fn bad_cells_are_named() {
    assert_eq!(parse_cell("Dc2"), Ok(2 + 5 * (1 + 5 * 3)));
    let e = parse_cell("Fa1").unwrap_err().0;
    assert!(
        e.contains("'Fa1'") && e.contains("no layer F") && e.contains("Dc2"),
        "{e}"
    );
    let e = parse_cell("Da6").unwrap_err().0;
    assert!(e.contains("'Da6'") && e.contains("no row 6"), "{e}");
    let e = parse_cell("Df1").unwrap_err().0;
    assert!(e.contains("no file f"), "{e}");
}

/// Bad move texts: a cell that does not exist, no separator, an illegal move, a bad promotion
/// piece, each with a message naming the problem.
#[test]
fn bad_moves_are_refused_with_reasons() {
    let g = FiveUp::start(Topology::Cube, 300);
    for (text, needle) in [
        ("Fa1-Ea2", "'Fa1'"),
        ("Da2-Da6", "'Da6'"),
        ("Dc2Cc2", "no '-' or 'x'"),
        ("Dc2-Dc4", "no legal move"),
        ("Cc3-Cc4", "Cc3 is empty"),
        ("Ba4-Ba3", "not white's"),
        ("Dc2-Cc2=Z", "no promotion piece"),
    ] {
        let err = g.parse_move(text).unwrap_err();
        assert!(err.reason.contains(needle), "{text}: {}", err.reason);
        assert!(err.to_string().contains(text));
    }
    // '-' and 'x' are both read; the text written is the canonical one.
    let m = g.parse_move("Dc2xCc2").unwrap();
    assert_eq!(g.format_move(m), "Dc2-Cc2");
}

/// The position text round-trips, en passant and castling included, and reloads to the same
/// hash.
#[test]
fn position_text_round_trip() {
    let mut g = FiveUp::start(Topology::Cube, 300);
    assert_eq!(
        g.position_text(),
        "rwkgr/ppppp/5/5/5|nbqnb/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/NBQNB|5/5/5/PPPPP/RWKGR w Kk - 0"
    );
    mcts::play_move_list(&mut g, "Dc2-Cc2 Bd4-Cd4 Ec2-Dc3").unwrap();
    let text = g.position_text();
    assert!(text.ends_with(" b Kk Dc3:Ec3,Dc2 3"), "{text}");
    let back = g.load_position(&text).unwrap();
    assert_eq!(back.position_text(), text);
    assert_eq!(back.hash(), g.hash());
    // 'o' is read as a black pawn, as in the seed's diagrams.
    let o = g.load_position(&text.replace('p', "o")).unwrap();
    assert_eq!(o.position_text(), text);
}

/// Malformed position texts are refused with where and why.
#[test]
fn bad_positions_are_refused_with_reasons() {
    let g = FiveUp::start(Topology::Cube, 300);
    let good = g.position_text();
    for (text, needle) in [
        (good.replace("|5/5/5/5/5|", "|"), "4 layers"),
        (
            good.replace("nbqnb/ppppp/5/5/5", "nbqnb/ppppp/5/5"),
            "4 rows in layer B",
        ),
        (
            good.replace("nbqnb", "nbqnbq"),
            "(layer B row 5) describes more than its 5 cells",
        ),
        (good.replace("nbqnb", "nbxnb"), "unknown piece 'x'"),
        (good.replace("RWKGR", "RWQGR"), "white 0 kings"),
        (good.replace(" w ", " z "), "field 'side': 'z'"),
        (good.replace(" Kk ", " Q "), "field 'castling': 'Q'"),
        (good.replace(" 0", " many"), "field 'plies': 'many'"),
        (
            good.replace("rwkgr/ppppp", "rwkgr/ppppp/5"),
            "6 rows in layer A",
        ),
        (good.replace(" - ", " Cc3:Cc2 "), "no black pawn on Cc3"),
        ("rwkgr".to_string(), "has 1 fields"),
        (
            good.replace("rwkgr/ppppp", "rwkgP/ppppp")
                .replace("5/5/5/PPPPP/NBQNB", "5/5/5/PPPP1/NBQNB"),
            "promotion row",
        ),
    ] {
        let err = g.load_position(&text).unwrap_err().to_string();
        assert!(err.contains(needle), "{text}: {err}");
        assert!(
            err.contains("field '") && err.contains("; "),
            "the field and the valid form are given: {err}"
        );
    }
}

/// The registry refuses a topology that does not exist and lists the valid ones.
#[test]
fn bad_topology_parameter() {
    let e = Params::parse("fiveup", &["topology=torus"]).unwrap_err().0;
    assert!(
        e.contains("torus") && e.contains("cube, hypercylinder"),
        "{e}"
    );
    let p = variants::fiveup::FiveUpParams::parse_list(&["topology=hypercylinder"]).unwrap();
    assert_eq!(FiveUp::new(&p).topology(), Topology::Hypercylinder);
}

/// `is_capture`: captures and en passant are, quiet moves and castling (onto the own rook) are
/// not.
#[test]
fn is_capture_marks_captures_only() {
    let mut g = FiveUp::from_pieces(
        Topology::Cube,
        &[
            ("Ec1", 'K'),
            ("Ea1", 'R'),
            ("Ec2", 'P'),
            ("Dd3", 'p'),
            ("Db2", 'n'),
            ("Ae5", 'k'),
        ],
        Player::White,
    )
    .unwrap();
    let cap = |g: &FiveUp, t: &str| g.is_capture(g.parse_move(t).unwrap());
    assert!(!cap(&g, "Ec1-Ea1"), "castling");
    assert!(cap(&g, "Ec2xDb2"));
    assert!(!cap(&g, "Ec2-Ec3"));
    let m = g.parse_move("Ec2-Dc3").unwrap();
    g.play(m);
    assert!(cap(&g, "Dd3xDc2") && cap(&g, "Dd3xEc3"), "en passant");
}
