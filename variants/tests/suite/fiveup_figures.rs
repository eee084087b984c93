//! The movement figures of the Five Up seed (003_3455fa5195cbf461.txt, Figures 2 and 4-9 and
//! the hypercylinder knight) and its coverage counts, each as a lone piece on an otherwise
//! empty board: the cells the piece can move to and the cells it attacks must equal the
//! figure's marked cells. The figures are copied verbatim from the seed below and parsed, so a
//! wrong rule or a wrong figure reading fails here.
//!
//! All figures checked here agree with the rules (checked cell by cell in comments below);
//! none had to be overruled.

use mcts::{Codec, Rules};
use std::collections::BTreeSet;

use mcts::Player;
use variants::fiveup::{cell_name, parse_cell, FiveUp, Topology};

/// Seed 003_3455fa5195cbf461.txt, the diagram at line 27.
const FIG1_SETUP: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|r|   |n|b|q|n|b| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|o|o|o| 4 |_|_|_|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|_|_|_|   |P|P|P|P|P| 2 |P|P|P|P|P|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |N|B|Q|N|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 45.
const FIG2_ROOK_BB3: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|_|_|_|   |_|x|_|_|_| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |_|_|_|_|_|   |_|x|_|_|_| 4 |_|_|_|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|x|_|_|_|   |x|R|x|x|x| 3 |_|x|_|_|_|   |_|x|_|_|_| 3 |_|x|_|_|_|
2 |_|_|_|_|_|   |_|x|_|_|_| 2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|_|_|_|
1 |_|_|_|_|_|   |_|x|_|_|_| 1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 82.
const FIG4_QUEEN_CC3: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|x|_|_|   |_|_|_|_|_| 5 |x|_|x|_|x|   |_|_|_|_|_| 5 |_|_|x|_|_|
4 |_|_|_|_|_|   |_|_|x|_|_| 4 |_|x|x|x|_|   |_|_|x|_|_| 4 |_|_|_|_|_|
3 |x|_|x|_|x|   |_|x|x|x|_| 3 |x|x|Q|x|x|   |_|x|x|x|_| 3 |x|_|x|_|x|
2 |_|_|_|_|_|   |_|_|x|_|_| 2 |_|x|x|x|_|   |_|_|x|_|_| 2 |_|_|_|_|_|
1 |_|_|x|_|_|   |_|_|_|_|_| 1 |x|_|x|_|x|   |_|_|_|_|_| 1 |_|_|x|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 96.
const FIG5_KNIGHT_CC3: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _      _ _ _ _ _
5 |_|_|_|_|_|   |_|_|*|_|_| 5 |_|+|_|+|_|   |_|_|*|_|_|  5 |_|_|_|_|_|
4 |_|_|*|_|_|   |_|_|_|_|_| 4 |+|_|_|_|+|   |_|_|_|_|_|  4 |_|_|*|_|_|
3 |_|x|_|x|_|   |x|_|_|_|x| 3 |_|_|N|_|_|   |x|_|_|_|x|  3 |_|x|_|x|_|
2 |_|_|*|_|_|   |_|_|_|_|_| 2 |+|_|_|_|+|   |_|_|_|_|_|  2 |_|_|*|_|_|
1 |_|_|_|_|_|   |_|_|*|_|_| 1 |_|+|_|+|_|   |_|_|*|_|_|  1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e   E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 112.
const FIG6_PAWN_CB3: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|_|_|_| 5 |_|_|_|_|_| 5 |_|_|_|_|_| 5 |_|_|_|_|_| 5 |_|_|_|_|_|
4 |_|_|_|_|_| 4 |_|x|_|_|_| 4 |x|+|x|_|_| 4 |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_| 3 |x|+|x|_|_| 3 |_|P|_|_|_| 3 |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_| 2 |_|_|_|_|_| 2 |_|_|_|_|_| 2 |_|_|_|_|_| 2 |_|_|_|_|_|
1 |_|_|_|_|_| 1 |_|_|_|_|_| 1 |_|_|_|_|_| 1 |_|_|_|_|_| 1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 125.
const FIG7_KING_BD4: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|x|_|x|   |_|_|_|+|_| 5 |_|_|x|_|x|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |_|_|_|+|_|   |_|_|+|k|+| 4 |_|_|_|+|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|x|_|x|   |_|_|_|+|_| 3 |_|_|x|_|x|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|_|_|_|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 150.
const FIG8_GUARD_DC2: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |_|_|_|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|x|x|x|_|   |_|x|x|x|_| 3 |_|x|x|x|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|x|x|x|_|   |_|x|G|x|_| 2 |_|x|x|x|_|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|x|x|x|_|   |_|x|x|x|_| 1 |_|x|x|x|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 166.
const FIG9_WIZARD_BB2: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|_|_|_|   |_|_|_|_|x| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|x|_|_|*|
4 |_|_|_|_|_|   |_|_|_|x|_| 4 |_|_|_|_|_|   |_|x|_|*|_| 4 |_|_|_|_|_|
3 |*|x|*|_|_|   |x|_|x|_|_| 3 |*|x|*|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |x|_|x|_|_|   |_|w|_|_|_| 2 |x|_|x|_|_|   |_|_|_|x|_| 2 |_|_|_|_|x|
1 |*|x|*|_|_|   |x|_|x|_|_| 1 |*|x|*|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 208.
const KNIGHT_OPENING: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|g|k|w|r|   |n|b|q|n|b| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|o|o|o| 4 |_|_|_|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |+|_|_|.|_|   |_|+|.|_|.| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |+|_|_|.|_| 2 |_|_|_|_|_|   |P|P|P|P|P| 2 |P|P|P|P|P|
1 |_|_|_|_|_|   |_|+|.|_|.| 1 |_|.|+|_|_|   |N|B|Q|N|B| 1 |R|G|K|W|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 233.
const OPENING_PAWN_1: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|r|   |n|b|q|n|b| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|_|o|o| 4 |_|_|o|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|P|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|_|_|_|   |P|P|_|P|P| 2 |P|P|P|P|P|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |N|B|Q|N|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 248.
const OPENING_PAWN_2: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|r|   |n|b|q|n|b| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|_|_|o| 4 |_|_|o|o|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|P|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|_|P|_|   |P|P|_|_|P| 2 |P|P|P|P|P|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |N|B|Q|N|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 267.
const OPENING_FIVE_MOVES: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|_|   |n|b|q|_|_| 5 |_|n|_|_|_|   |_|_|_|_|r| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|_|b|o| 4 |_|_|o|o|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|   |_|_|P|P|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|P|_|_|   |P|P|_|_|P| 2 |P|P|_|P|P|
1 |_|_|_|_|_|   |_|_|N|_|_| 1 |B|_|_|_|_|   |N|_|Q|_|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 279.
const GAMBIT_1: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|r|   |n|b|q|n|b| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|o|_|o| 4 |_|_|_|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|_|o|_|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|P|P|_|_|   |P|_|_|P|P| 2 |P|P|P|P|P|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |N|B|Q|N|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 292.
const GAMBIT_2: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|r|   |n|b|q|n|_| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |o|o|o|o|o|   |o|o|o|_|_| 4 |_|_|_|_|b|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|   |_|_|_|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|P|P|_|_|   |P|_|_|P|P| 2 |P|P|_|P|P|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |N|B|Q|N|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
/// Seed 003_3455fa5195cbf461.txt, the diagram at line 308.
const HYPERCYLINDER_KNIGHT_CA3: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |_|_|_|_|_|   |x|_|_|_|_| 5 |_|x|_|_|x|   |x|_|_|_|_| 5 |_|_|_|_|_|
4 |x|_|_|_|_|   |_|_|_|_|_| 4 |_|_|x|x|_|   |_|_|_|_|_| 4 |x|_|_|_|_|
3 |_|x|_|_|x|   |_|_|x|x|_| 3 |N|_|_|_|_|   |_|_|x|x|_| 3 |_|x|_|_|x|
2 |x|_|_|_|_|   |_|_|_|_|_| 2 |_|_|x|x|_|   |_|_|_|_|_| 2 |x|_|_|_|_|
1 |_|_|_|_|_|   |x|_|_|_|_| 1 |_|x|_|_|x|   |x|_|_|_|_| 1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";

/// The marks of a figure: `(cell, mark)` for every cell that is not `_`, read from the five
/// row lines (row 5 first); in each line the 25 cells are the characters standing alone
/// between two `|`, layer A's five first.
fn marks(fig: &str) -> Vec<(usize, char)> {
    let lines: Vec<&str> = fig.lines().collect();
    assert_eq!(lines.len(), 7, "a figure has a header, 5 rows and a footer");
    let mut out = Vec::new();
    for (k, line) in lines[1..6].iter().enumerate() {
        let b: Vec<char> = line.chars().collect();
        let cells: Vec<char> = (1..b.len().saturating_sub(1))
            .filter(|&i| b[i - 1] == '|' && b[i + 1] == '|')
            .map(|i| b[i])
            .collect();
        assert_eq!(cells.len(), 25, "row line {k} of a figure");
        for (j, &c) in cells.iter().enumerate() {
            if c != '_' {
                let name = format!(
                    "{}{}{}",
                    (b'A' + (j / 5) as u8) as char,
                    (b'a' + (j % 5) as u8) as char,
                    5 - k
                );
                out.push((parse_cell(&name).unwrap(), c));
            }
        }
    }
    out
}

fn names(set: &BTreeSet<usize>) -> Vec<String> {
    set.iter().map(|&c| cell_name(c)).collect()
}

/// The cells marked with any of `which`.
fn marked(fig: &str, which: &str) -> BTreeSet<usize> {
    marks(fig)
        .into_iter()
        .filter(|(_, m)| which.contains(*m))
        .map(|(c, _)| c)
        .collect()
}

/// A lone piece `letter` on `cell`, its owner to move: (legal destinations, attacked cells).
fn lone(topology: Topology, cell: &str, letter: char) -> (BTreeSet<usize>, BTreeSet<usize>) {
    let side = if letter.is_ascii_uppercase() {
        Player::White
    } else {
        Player::Black
    };
    let g = FiveUp::from_pieces(topology, &[(cell, letter)], side).unwrap();
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let moves: BTreeSet<usize> = buf.iter().map(|m| m.to as usize).collect();
    assert_eq!(
        moves.len(),
        buf.len(),
        "one move per destination for a lone {letter}"
    );
    let here = parse_cell(cell).unwrap();
    let attacks = (0..125)
        .filter(|&c| c != here && g.attacked_by(c, side))
        .collect();
    (moves, attacks)
}

/// The figure's piece: its cell and letter (the one mark that is a piece letter).
fn figure_piece(fig: &str) -> (String, char) {
    let p: Vec<(usize, char)> = marks(fig)
        .into_iter()
        .filter(|(_, m)| "RBNQKGWPrbnqkgwp".contains(*m))
        .collect();
    assert_eq!(p.len(), 1);
    (cell_name(p[0].0), p[0].1)
}

/// A piece that moves as it captures: moves and attacks both equal every marked cell.
fn check_same_move_and_capture(fig: &str, topology: Topology, marks_used: &str, expected: usize) {
    let (cell, letter) = figure_piece(fig);
    let want = marked(fig, marks_used);
    assert_eq!(
        want.len(),
        expected,
        "{letter} on {cell}: the figure's mark count"
    );
    let (moves, attacks) = lone(topology, &cell, letter);
    assert_eq!(names(&moves), names(&want), "{letter} on {cell}: moves");
    assert_eq!(names(&attacks), names(&want), "{letter} on {cell}: attacks");
}

/// Figure 2: the rook on Bb3 reaches the 4 other cells of its row, the 4 of its file and the
/// 4 of its column (Ab3, Cb3, Db3, Eb3): 12, at an edge as in the centre.
#[test]
fn fig2_rook_on_bb3() {
    check_same_move_and_capture(FIG2_ROOK_BB3, Topology::Cube, "x", 12);
}

/// Figure 4: the queen on Cc3 = rook (12) + 2D diagonals in the three planes through Cc3 (8
/// each, 24): 36 cells.
#[test]
fn fig4_queen_on_cc3() {
    check_same_move_and_capture(FIG4_QUEEN_CC3, Topology::Cube, "x", 36);
}

/// Figure 5: the knight on Cc3 leaps (2,1) in the layer (+), the face (x) and the slice (*):
/// 8 per plane, 24 cells, none off the board from the centre.
#[test]
fn fig5_knight_on_cc3() {
    check_same_move_and_capture(FIG5_KNIGHT_CC3, Topology::Cube, "+x*", 24);
}

/// Figure 8: the guard on Dc2 reaches its 26 neighbours (layers C-E, rows 1-3, files b-d).
#[test]
fn fig8_guard_on_dc2() {
    check_same_move_and_capture(FIG8_GUARD_DC2, Topology::Cube, "x", 26);
}

/// Figure 9: the (black) wizard on Bb2 slides along 2D diagonals (x: 6 in layer B, 6 in the
/// face, 6 in the slice = 18) and 3D diagonals (*: the 8 corners around it, plus Dd4 and Ee5
/// further along (+1,+1,+1)) = 10; 28 in all.
#[test]
fn fig9_wizard_on_bb2() {
    check_same_move_and_capture(FIG9_WIZARD_BB2, Topology::Cube, "x*", 28);
    let (_, attacks) = lone(Topology::Cube, "Bb2", 'w');
    // The 2D-diagonal cells alone are exactly what a bishop on Bb2 reaches.
    let (bishop, _) = lone(Topology::Cube, "Bb2", 'b');
    assert_eq!(names(&bishop), names(&marked(FIG9_WIZARD_BB2, "x")));
    assert!(marked(FIG9_WIZARD_BB2, "*").is_subset(&attacks));
}

/// Hypercylinder (seed, "Hypercylindrical Board"): the knight on Ca3 on the board whose a and
/// e faces are joined reaches 24 cells, e.g. Ae3 (one file left of a wraps to e) and Bd3 (two
/// files left of a is d). On the cube it reaches only the 12 of those that do not wrap.
#[test]
fn hypercylinder_knight_on_ca3() {
    check_same_move_and_capture(HYPERCYLINDER_KNIGHT_CA3, Topology::Hypercylinder, "x", 24);
    let (cube, _) = lone(Topology::Cube, "Ca3", 'N');
    // Cube: from (a,3,C): (+1,+-2) in the layer: Cb5, Cb1; (+2,+-1): Cc4, Cc2; face: (+1, layer
    // +-2): Ab3, Eb3; (+2, layer +-1): Bc3, Dc3; slice: (row +-2, layer +-1): Ba5, Ba1, Da5,
    // Da1; (row +-1, layer +-2): Aa4, Aa2, Ea4, Ea2: 4 + 4 + 8 = 16. The wrapping leaps add
    // Ce5, Ce1, Cd4, Cd2, Ae3, Ee3, Bd3, Dd3: 24.
    assert_eq!(cube.len(), 16);
    assert!(cube.is_subset(&marked(HYPERCYLINDER_KNIGHT_CA3, "x")));
}

/// Figure 6: the white pawn on Cb3 (advancing toward row 5 and layer A) moves to Cb4 and Bb3
/// (+) and captures on Bb4, Ba3, Bc3, Ca4, Cc4 (x): the 2D diagonals that go forward in one
/// axis and nowhere backward.
#[test]
fn fig6_pawn_on_cb3() {
    let (moves, attacks) = lone(Topology::Cube, "Cb3", 'P');
    assert_eq!(names(&moves), names(&marked(FIG6_PAWN_CB3, "+")));
    assert_eq!(names(&attacks), names(&marked(FIG6_PAWN_CB3, "x")));
    assert_eq!((moves.len(), attacks.len()), (2, 5));
    // The captures are real moves once enemy pieces stand there (kings far away).
    let mut pieces = vec![("Cb3", 'P'), ("Ee1", 'K'), ("Ae5", 'k')];
    let targets: Vec<String> = names(&attacks);
    for t in &targets {
        pieces.push((t.as_str(), 'n'));
    }
    let g = FiveUp::from_pieces(Topology::Cube, &pieces, Player::White).unwrap();
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let caps: BTreeSet<usize> = buf
        .iter()
        .filter(|m| cell_name(m.from as usize) == "Cb3" && g.piece_at(m.to as usize).is_some())
        .map(|m| m.to as usize)
        .collect();
    assert_eq!(
        names(&caps),
        targets,
        "with knights on the x cells the pawn takes each"
    );
    assert_eq!(
        buf.iter()
            .filter(|m| cell_name(m.from as usize) == "Cb3")
            .count(),
        7,
        "and still steps to Cb4 and Bb3"
    );
}

/// Figure 7: the black king on Bd4 moves or captures one orthogonal step (+: 6 cells) and
/// captures only along the 8 3D diagonals (x); it never moves to a 2D diagonal.
#[test]
fn fig7_king_on_bd4() {
    let (moves, attacks) = lone(Topology::Cube, "Bd4", 'k');
    assert_eq!(names(&moves), names(&marked(FIG7_KING_BD4, "+")));
    assert_eq!(names(&attacks), names(&marked(FIG7_KING_BD4, "+x")));
    assert_eq!((moves.len(), attacks.len()), (6, 14));
    // A white piece on an x cell (Ac5) can be taken by the king.
    let g = FiveUp::from_pieces(
        Topology::Cube,
        &[("Bd4", 'k'), ("Ac5", 'N'), ("Ee1", 'K')],
        Player::Black,
    )
    .unwrap();
    let mv = g.parse_move("Bd4xAc5").unwrap();
    assert_eq!(g.format_move(mv), "Bd4xAc5");
    assert!(
        g.parse_move("Bd4-Ac3").is_err(),
        "no quiet 3D-diagonal king move"
    );
}

/// The seed's coverage counts ("Right-Sized Armies"): a piece on the centre Cc3 of an empty
/// cube covers (moves to or captures on) K 14 (6 orthogonal + 8 3D-diagonal captures), Q 36
/// (12 + 24), G 26 (all neighbours), W 40 (24 2D-diagonal + 8 3D-diagonal rays of 2 cells =
/// 16), R 12 (3 axes x 4), B 24 (3 planes x 8), N 24 (3 planes x 8 leaps), P 7 (2 steps + 5
/// captures).
#[test]
fn centre_coverage_counts() {
    for (letter, want) in [
        ('K', 14),
        ('Q', 36),
        ('G', 26),
        ('W', 40),
        ('R', 12),
        ('B', 24),
        ('N', 24),
        ('P', 7),
    ] {
        let (moves, attacks) = lone(Topology::Cube, "Cc3", letter);
        let covered: BTreeSet<usize> = moves.union(&attacks).copied().collect();
        assert_eq!(covered.len(), want, "{letter} on Cc3");
    }
    // 2*(14 + 36 + 26 + 40 + 2*12 + 2*24 + 2*24 + 10*7) = 612, the seed's total.
    assert_eq!(
        2 * (14 + 36 + 26 + 40 + 2 * 12 + 2 * 24 + 2 * 24 + 10 * 7),
        612
    );
}

/// Figure 1 is the start position, drawn by `diagram()` line for line.
#[test]
fn fig1_start_diagram() {
    let g = FiveUp::start(Topology::Cube, 300);
    let d = g.diagram();
    let lines: Vec<&str> = d.lines().collect();
    assert_eq!(lines[..7].join("\n"), FIG1_SETUP);
    assert_eq!(lines[7], "White to move");
}

/// The board part (7 lines) of a game's diagram after `moves` from the start.
fn board_after(moves: &str) -> String {
    let mut g = FiveUp::start(Topology::Cube, 300);
    mcts::play_move_list(&mut g, moves).unwrap_or_else(|e| panic!("{e}"));
    g.diagram().lines().take(7).collect::<Vec<_>>().join("\n")
}

/// "1. P-Cc2 P-Cc4 2. P-Cc3": Dc2-Cc2 (a D pawn one layer up), Bc4-Cc4, Cc2-Cc3 (one row
/// forward) reach the seed's diagram.
#[test]
fn seed_pawn_opening_one() {
    assert_eq!(board_after("Dc2-Cc2 Bc4-Cc4 Cc2-Cc3"), OPENING_PAWN_1);
}

/// "2. ... P-Cd4 3. P-Cd2" continues to the next diagram.
#[test]
fn seed_pawn_opening_two() {
    assert_eq!(
        board_after("Dc2-Cc2 Bc4-Cc4 Cc2-Cc3 Bd4-Cd4 Dd2-Cd2"),
        OPENING_PAWN_2
    );
}

/// The five-move opening: 1. P-Cc2 P-Cc4 2. B-Ca1 (Db1, a face diagonal) P-Cd4 3. N-Bc1 (Dd1,
/// the only knight that reaches it) B-Bd4 (Be5) 4. P-Dc3 (Ec2, the L-shaped double step, Dc2
/// being empty) N-Cb5 (Bd5) 5. P(Dd2)-Dd3 R-De5 (Ae5 down the emptied column).
#[test]
fn seed_five_move_opening() {
    assert_eq!(
        board_after(
            "Dc2-Cc2 Bc4-Cc4 Db1-Ca1 Bd4-Cd4 Dd1-Bc1 Be5-Bd4 Ec2-Dc3 Bd5-Cb5 Dd2-Dd3 Ae5-De5"
        ),
        OPENING_FIVE_MOVES
    );
}

/// The gambit: 1. Cc2 Cd4 2. Cb2 Cd3, then 3. PxCd3 Ce4 4. PxCe4 BxCe4 5. Cc2 (Ec2, the
/// two-layer double step through the emptied Dc2).
#[test]
fn seed_gambit_line() {
    let first = "Dc2-Cc2 Bd4-Cd4 Db2-Cb2 Cd4-Cd3";
    assert_eq!(board_after(first), GAMBIT_1);
    assert_eq!(
        board_after(&format!("{first} Cc2xCd3 Be4-Ce4 Cd3xCe4 Be5xCe4 Ec2-Cc2")),
        GAMBIT_2
    );
}

/// The seed's knight-opening figure marks 5 cells for the Da1 knight (+) and 7 for the Dd1
/// knight (.), but the rules also allow Da1-Ea3 and Dd1-Ed3 (two rows forward, one layer down,
/// in the slice; the E3 row is empty). The rules win (RULINGS "All games": seed tallies are
/// not always complete). The figure also swaps w and g, which is not the setup (RULINGS).
#[test]
fn seed_knight_opening_figure_misses_one_cell_each() {
    let g = FiveUp::start(Topology::Cube, 300);
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let from = |c: &str| -> BTreeSet<usize> {
        buf.iter()
            .filter(|m| cell_name(m.from as usize) == c)
            .map(|m| m.to as usize)
            .collect()
    };
    let extra = |got: BTreeSet<usize>, fig: BTreeSet<usize>| -> Vec<String> {
        assert!(fig.is_subset(&got));
        names(&got.difference(&fig).copied().collect())
    };
    assert_eq!(extra(from("Da1"), marked(KNIGHT_OPENING, "+")), ["Ea3"]);
    assert_eq!(extra(from("Dd1"), marked(KNIGHT_OPENING, ".")), ["Ed3"]);
}

/// The seed's bishop-development figure (black bishops, no pawn moved): the corner bishop Be5
/// reaches the 6 cells marked '+' (Cd5, Dc5, Eb5 on the face diagonal; Ce4, De3 and the
/// capture Ee2 on the slice diagonal); the inside bishop Bb5 reaches the 6 cells marked '*' and
/// also Ca5 (one step along the other face diagonal, empty), which the figure misses: the
/// rules win.
#[test]
fn seed_bishop_development_figure() {
    const FIG: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |r|w|k|g|r| 5 |n|b|q|n|b| 5 |_|_|*|+|_| 5 |_|_|+|*|_| 5 |_|+|_|_|*|
4 |o|o|o|o|o| 4 |o|o|o|o|o| 4 |_|*|_|_|+| 4 |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_| 3 |_|_|_|_|_| 3 |_|_|_|_|_| 3 |_|*|_|_|+| 3 |_|_|_|_|_|
2 |_|_|_|_|_| 2 |_|_|_|_|_| 2 |_|_|_|_|_| 2 |P|P|P|P|P| 2 |P|*|P|P|+|
1 |_|_|_|_|_| 1 |_|_|_|_|_| 1 |_|_|_|_|_| 1 |N|B|Q|N|B| 1 |R|W|K|G|R|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
    let start = FiveUp::start(Topology::Cube, 300);
    let text = start.position_text().replace(" w ", " b ");
    let g = start.load_position(&text).unwrap();
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let from = |c: &str| -> BTreeSet<usize> {
        buf.iter()
            .filter(|m| cell_name(m.from as usize) == c)
            .map(|m| m.to as usize)
            .collect()
    };
    assert_eq!(names(&from("Be5")), names(&marked(FIG, "+")));
    let inside = from("Bb5");
    let fig = marked(FIG, "*");
    assert!(fig.is_subset(&inside));
    assert_eq!(names(&inside.difference(&fig).copied().collect()), ["Ca5"]);
}

/// The seed's endgame diagram (King section): Black's king on Bc4 approaches White's king on
/// Cc3 along a 2D diagonal; White's king may not go up (Bc3) or forward (Cc4), marked '+',
/// which Black's king attacks orthogonally, nor sideways (Cb3, Cd3), marked '*', on Black's
/// king's 3D diagonals; it can only go back to Cc2 or down to Dc3 ('.'). The queen on Aa5 does
/// not check (Cc3 lies on its 3D diagonal, which a queen does not use).
#[test]
fn seed_king_opposition_endgame() {
    const FIG: &str = r"   _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _     _ _ _ _ _
5 |q|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|   |_|_|_|_|_| 5 |_|_|_|_|_|
4 |_|_|_|_|_|   |_|_|k|_|_| 4 |_|_|+|_|_|   |_|_|_|_|_| 4 |_|_|_|_|_|
3 |_|_|_|_|_|   |_|_|+|_|_| 3 |_|*|K|*|_|   |_|_|.|_|_| 3 |_|_|_|_|_|
2 |_|_|_|_|_|   |_|_|_|_|_| 2 |_|_|.|_|_|   |_|_|_|_|_| 2 |_|_|_|_|_|
1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|   |_|_|_|_|_| 1 |_|_|_|_|_|
A  a b c d e  B  a b c d e  C  a b c d e  D  a b c d e  E  a b c d e";
    let g = FiveUp::from_pieces(
        Topology::Cube,
        &[("Aa5", 'q'), ("Bc4", 'k'), ("Cc3", 'K')],
        Player::White,
    )
    .unwrap();
    assert!(!g.in_check(Player::White));
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let to: BTreeSet<usize> = buf.iter().map(|m| m.to as usize).collect();
    assert_eq!(names(&to), names(&marked(FIG, ".")));
    for c in marked(FIG, "+*") {
        assert!(g.attacked_by(c, Player::Black), "{}", cell_name(c));
    }
}
