//! The seed's example turns (Potential Chess, 002_a41f0f858c62d591.txt, "Example moves")
//! reproduce both of its diagrams square by square.

use mcts::play_move_list;
use mcts::{Codec, Rules};
use variants::potential::PotentialChess;

/// Diagram rows from rank 8 down to rank 1, eight cells each ("" = empty).
fn assert_diagram(g: &PotentialChess, rows: [[&str; 8]; 8]) {
    for (ri, row) in rows.iter().enumerate() {
        let rank = 7 - ri;
        for (file, want) in row.iter().enumerate() {
            let sq = rank * 8 + file;
            assert_eq!(
                g.text_at(sq),
                *want,
                "square {}{}\n{}",
                (b'a' + file as u8) as char,
                rank + 1,
                g.diagram()
            );
        }
    }
}

#[test]
fn initial_array() {
    let g = PotentialChess::start(300);
    let x = ["x"; 8];
    let xx = ["X"; 8];
    let e = [""; 8];
    assert_diagram(&g, [x, x, e, e, e, e, xx, xx]);
}

#[test]
fn seed_example_turn_1() {
    let mut g = PotentialChess::start(300);
    play_move_list(&mut g, "d2-d4>QRP").unwrap();
    play_move_list(&mut g, "a7-b5>n").unwrap();
    let e = [""; 8];
    assert_diagram(
        &g,
        [
            ["!k", "x", "x", "x", "x", "x", "x", "x"],
            ["", "!k", "!k", "!k", "!k", "!k", "!k", "!k"],
            e,
            ["", "n", "", "", "", "", "", ""],
            ["", "", "", "QRP", "", "", "", ""],
            e,
            ["!K", "!K", "!K", "", "!K", "!K", "!K", "!K"],
            ["X"; 8],
        ],
    );
}

#[test]
fn seed_example_turn_2() {
    let mut g = PotentialChess::start(300);
    // the seed prints White's d2 piece as `!bn` (lower case); White's text is upper case
    play_move_list(&mut g, "d2-d4>QRP a7-b5>n d1-d2>!BN h7-g5>n").unwrap();
    let e = [""; 8];
    assert_diagram(
        &g,
        [
            ["!kn", "!n", "!n", "!n", "!n", "!n", "!n", "!kn"],
            ["", "!kn", "!kn", "!kn", "!kn", "!kn", "!kn", ""],
            e,
            ["", "n", "", "", "", "", "n", ""],
            ["", "", "", "QRP", "", "", "", ""],
            e,
            ["!K", "!K", "!K", "!BN", "!K", "!K", "!K", "!K"],
            ["X", "X", "X", "", "X", "X", "X", "X"],
        ],
    );
    assert_eq!(g.plies(), 4);
}

#[test]
fn seed_moves_format_as_in_seed() {
    let g = PotentialChess::start(300);
    let mv = g.parse_move("d2-d4").unwrap();
    assert_eq!(g.format_move(mv), "d2-d4>QRP");
}

#[test]
fn position_text_of_the_first_diagram() {
    // the example in docs/rules/potential.md, "Position text"
    let mut g = PotentialChess::start(300);
    play_move_list(&mut g, "d2-d4>QRP a7-b5>n").unwrap();
    let text = "[!k][x][x][x][x][x][x][x]/1[!k][!k][!k][!k][!k][!k][!k]/8/1[n]*6/3[QRP]*4/8/[!K][!K][!K]1[!K][!K][!K][!K]/[X][X][X][X][X][X][X][X] w - - - - 2";
    assert_eq!(g.position_text(), text);
    let back = g.load_position(text).unwrap();
    assert_eq!(back.position_text(), text);
}
