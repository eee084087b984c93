//! Bad input to Interdependent Chess (issue "Bad input"; docs/rules/interdependent.md,
//! "Notation" and "Position text"): every refusal names the problem, where it is, and the valid
//! form. The CLI turns these errors into exit code 2.

use mcts::Game;
use mcts::{Codec, Rules};
use variants::interdependent::{Interdependent, SETUP};
use variants::registry::{self, GameVisitor, Params};

fn start() -> Interdependent {
    Interdependent::from_text(SETUP, 300).unwrap()
}

fn move_err(g: &Interdependent, text: &str) -> String {
    match g.parse_move(text) {
        Ok(m) => panic!("'{text}' was accepted as {m:?}"),
        Err(e) => e.to_string(),
    }
}

fn pos_err(text: &str) -> String {
    match Interdependent::from_text(text, 300) {
        Ok(_) => panic!("'{text}' was accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn drop_of_a_piece_not_in_hand() {
    let e = move_err(&start(), "S@c4");
    assert!(e.contains("white has no Spider in hand (hand: -)"), "{e}");
    // Black's captured pieces are not White's.
    let g = Interdependent::from_text("6/6/6/3k2/6/6/K5 w s 0", 300).unwrap();
    let e = move_err(&g, "S@c4");
    assert!(e.contains("no Spider in hand"), "{e}");
}

#[test]
fn drop_onto_an_occupied_square() {
    let g = Interdependent::from_text("6/6/6/3k2/6/6/K5 w S 0", 300).unwrap();
    let e = move_err(&g, "S@d4");
    assert!(e.contains("d4 is occupied by a black King"), "{e}");
    assert!(e.contains("empty square"), "{e}");
}

#[test]
fn malformed_notation() {
    let g = start();
    for bad in ["", "c2c3", "c2", "@c4", "SS@c4", "Z@c4", "c2--c3"] {
        let e = move_err(&g, bad);
        assert!(
            e.contains("expected FROM-TO, FROMxTO or a drop P@SQUARE")
                || e.contains("is not a square of the 6x7 board"),
            "{bad}: {e}"
        );
    }
    let e = move_err(&g, "K@c4");
    assert!(e.contains("never in hand"), "{e}");
}

#[test]
fn square_off_the_board() {
    let g = start();
    for (bad, part) in [
        ("c2-g3", "g3"),
        ("c2-c8", "c8"),
        ("S@a8", "a8"),
        ("h1-a1", "h1"),
    ] {
        let e = move_err(&g, bad);
        assert!(
            e.contains(&format!(
                "'{part}' is not a square of the 6x7 board (files a-f, ranks 1-7)"
            )),
            "{bad}: {e}"
        );
    }
}

#[test]
fn moves_no_power_reaches_or_of_the_wrong_side() {
    let g = start();
    let e = move_err(&g, "c2-c4");
    assert!(e.contains("the Steward on c2 cannot reach c4"), "{e}");
    let e = move_err(&g, "c6-c5");
    assert!(
        e.contains("the piece on c6 is black's, and white is to move"),
        "{e}"
    );
    let e = move_err(&g, "c4-c5");
    assert!(e.contains("there is no piece on c4"), "{e}");
    // A King stepping onto a cell the White King covers with a borrowed knight path.
    let g2 = Interdependent::from_text("k5/6/2K3/3N2/6/6/6 b - 0", 300).unwrap();
    let e = move_err(&g2, "a7-a6");
    assert!(
        e.contains("illegal: it leaves Black's King in check"),
        "{e}"
    );
    // After a checkmate no move is accepted.
    let mated = Interdependent::from_text("k5/1S4/2K3/3N2/6/6/6 b - 0", 300).unwrap();
    let e = move_err(&mated, "a7-b7");
    assert!(e.contains("the game is over (1-0 checkmate)"), "{e}");
    // The capture notation for a move to an empty cell, and the reverse, are accepted.
    assert_eq!(g.parse_move("c2xc3"), g.parse_move("c2-c3"));
}

#[test]
fn malformed_position_text_says_where() {
    let cases = [
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w -",
            "has 3 fields; write 4 fields",
        ),
        (
            "snukns/cgttgc/6/6/CGTTGC/SNUKNS w - 0",
            "has 6 ranks separated by '/', not 7",
        ),
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNSS w - 0",
            "'SNUKNSS' (rank 1) describes more than its 6 cells",
        ),
        (
            "snukns/cgttgc/6/5/6/CGTTGC/SNUKNS w - 0",
            "'5' (rank 4) describes 5 cells, not 6",
        ),
        (
            "snukns/cgtxgc/6/6/6/CGTTGC/SNUKNS w - 0",
            "(rank 6) has an unknown piece letter 'x'",
        ),
        (
            "snukns/cgttgc/6/06/6/CGTTGC/SNUKNS w - 0",
            "'06' (rank 4) has an empty-cell count of 0",
        ),
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS x - 0",
            "field 'side': 'x' is not a side; write w or b",
        ),
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w Q 0",
            "field 'hands': 'Q' has an unknown letter 'Q'",
        ),
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w K 0",
            "a King is never captured",
        ),
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w - x",
            "field 'plies': 'x' is not a whole number",
        ),
        (
            "snu1ns/cgttgc/6/6/6/CGTTGC/SNUKNS w - 0",
            "gives black 0 Kings",
        ),
        (
            "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w S 0",
            "brings the Spiders on the board and in hand to 5",
        ),
        (
            "k5/1S4/2K3/3N2/6/6/6 w - 0",
            "black's King on a7 is in check",
        ),
    ];
    for (text, want) in cases {
        let e = pos_err(text);
        assert!(e.contains(want), "'{text}': got '{e}', wanted '{want}'");
    }
}

/// The registry builds the variant by name with its move cap, and the position text of the
/// start reloads exactly.
#[test]
fn registry_entry_and_position_round_trip() {
    struct V;
    impl GameVisitor for V {
        type Output = (String, String, u32);
        fn visit<G: Game>(self, g: G) -> Self::Output {
            (g.variant_name().to_string(), g.position_text(), {
                let mut buf = Vec::new();
                g.legal_moves(&mut buf);
                buf.len() as u32
            })
        }
    }
    let p = Params::parse("interdependent", &["move_cap=40"]).unwrap();
    let (name, text, n) = registry::visit(&p, V);
    assert_eq!(name, "interdependent");
    assert_eq!(text, SETUP);
    assert_eq!(n, 15);
    assert!(Params::parse("interdependent", &["move_cap=0"]).is_err());
    let g = start();
    assert_eq!(
        g.load_position(&g.position_text()).unwrap().hash(),
        g.hash()
    );
}
