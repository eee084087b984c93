//! The worked cases of the Interdependent Chess seed (004_0ca2faf906401d7b.txt, Detailed Rules)
//! as positions, plus the setup and the opening move count derived by hand.
//! Position text: docs/rules/interdependent.md ("Position text"); ranks 7 down to 1.

use mcts::{Codec, Rules};
use std::collections::BTreeSet;

use mcts::play_move_list;
use mcts::Player::{Black, White};
use variants::interdependent::board::{parse_cell, ALL_CELLS};
use variants::interdependent::movegen::{code, Pos};
use variants::interdependent::{Interdependent, Kind, SETUP};

fn load(text: &str) -> Interdependent {
    Interdependent::from_text(text, 300).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves of the piece on `sq`, in notation, sorted.
fn moves_from(g: &Interdependent, sq: &str) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let c = parse_cell(sq).unwrap() as u8;
    buf.iter()
        .filter(|m| !m.is_drop() && m.from == c)
        .map(|&m| g.format_move(m))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn setup_is_the_seed_diagram() {
    let g = load(SETUP);
    let d = g.diagram();
    // The seed's own lines for ranks 7 and 1, squares shaded as it shades them.
    assert!(d.contains("7  |:s:| n |:u:| k |:n:| s |  "), "{d}");
    assert!(d.contains("6  | c |:g:| t |:t:| g |:c:|  "), "{d}");
    assert!(d.contains("5  |:::|   |:::|   |:::|   |  "), "{d}");
    assert!(d.contains("2  | C |:G:| T |:T:| G |:C:|  "), "{d}");
    assert!(d.contains("1  |:S:| N |:U:| K |:N:| S |  "), "{d}");
    assert!(d.contains("     a   b   c   d   e   f    "), "{d}");
    assert!(
        d.contains("White hand: -") && d.contains("Black hand: -"),
        "{d}"
    );
    assert!(d.contains("To move: white"), "{d}");
    assert_eq!(g.piece_total(), 24);
    assert_eq!(
        g.piece_at(parse_cell("d1").unwrap()),
        Some((Kind::King, White))
    );
    assert_eq!(
        g.piece_at(parse_cell("c7").unwrap()),
        Some((Kind::Universalist, Black))
    );
    assert_eq!(
        g.piece_at(parse_cell("c6").unwrap()),
        Some((Kind::Steward, Black))
    );
    assert_eq!(
        g.piece_at(parse_cell("b6").unwrap()),
        Some((Kind::Guardian, Black))
    );
}

/// White's 15 opening moves, derived by hand. No captures: every enemy piece is on rank 6 or 7,
/// and every power a White piece could borrow reaches at most two ranks up (no Conservative
/// lends along a rank toward an enemy, and the two Universalists touch only orthogonally,
/// across the rank 1/7 wrap, which lends no bishop move). Non-capturing moves to empty cells:
/// - Spider a1: a3, c3 (c1 is taken); Spider f1: f3, d3 (d1 is taken) -> 4
/// - Knight b1: a3, c3 (d2 taken); Knight e1: d3, f3 (c2 taken) -> 4
/// - Guardian b2 (ferz): a3, c3; Guardian e2: d3, f3 -> 4
/// - Steward c2 (wazir): c3; Steward d2: d3 -> 2
/// - Universalist c1 borrows: from b7 (touching c1 diagonally across the wrap, so the step away
///   is up-right) the knight squares of that path, e2 (taken) and d3; from b1 (Knight) to the
///   right e2 taken, e0 off; from d1 (King) b1 taken; from b2 (Guardian, diagonal moves) d0
///   off; from c2 (Steward) c0 off; from d2 (Steward, no diagonal move) nothing; from c7 (a
///   Universalist, orthogonal) nothing; from d7 (King) b2 taken -> 1 (d3)
/// - King d1 and the Conservatives: every step or slide is blocked -> 0
///
/// Total 15. The setup is symmetric (rank r <-> rank 8-r, colours swapped), so Black also has 15
/// after a White move that neither reaches rank 5 nor touches rank 7, e.g. d2-d3.
#[test]
fn opening_move_counts_derived_by_hand() {
    let mut g = load(SETUP);
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let texts: BTreeSet<String> = buf.iter().map(|&m| g.format_move(m)).collect();
    let expect = set(&[
        "a1-a3", "a1-c3", "f1-f3", "f1-d3", "b1-a3", "b1-c3", "e1-d3", "e1-f3", "b2-a3", "b2-c3",
        "e2-d3", "e2-f3", "c2-c3", "d2-d3", "c1-d3",
    ]);
    assert_eq!(texts, expect);
    assert_eq!(buf.len(), 15);
    play_move_list(&mut g, "d2-d3").unwrap();
    g.legal_moves(&mut buf);
    assert_eq!(buf.len(), 15);
    assert!(buf.iter().any(|&m| g.format_move(m) == "c7-d5"));
}

/// Seed, first toroidal diagram: the Universalist on f4 touches the Knight on a4 across the
/// a/f edge and moves away from it (leftward) as a knight: two steps left and one to the side.
#[test]
fn universalist_on_f4_moves_away_from_the_knight_on_a4_as_a_knight() {
    let g = load("6/2k3/6/N4U/6/6/2K3 w - 0");
    assert_eq!(moves_from(&g, "f4"), set(&["f4-d3", "f4-d5"]));
    // Without the Knight it is isolated and cannot move at all.
    let alone = load("6/2k3/6/5U/6/6/2K3 w - 0");
    assert!(moves_from(&alone, "f4").is_empty());
}

/// Seed, second toroidal diagram: away from a Conservative on a4 the Universalist on f4 slides
/// left along the rank, and can capture that Conservative, whose slide reaches across the board.
#[test]
fn universalist_on_f4_slides_away_from_the_conservative_on_a4_and_can_capture_it() {
    let g = load("6/2k3/6/c4U/6/6/2K3 w - 0");
    assert_eq!(
        moves_from(&g, "f4"),
        set(&["f4-e4", "f4-d4", "f4-c4", "f4-b4", "f4xa4"])
    );
    // A friendly Conservative lends the same slide but is not captured.
    let own = load("6/2k3/6/C4U/6/6/2K3 w - 0");
    assert_eq!(
        moves_from(&own, "f4"),
        set(&["f4-e4", "f4-d4", "f4-c4", "f4-b4"])
    );
    let mut g = g;
    play_move_list(&mut g, "f4xa4").unwrap();
    assert_eq!(g.hand_count(White, Kind::Conservative), 1);
}

/// Seed, third toroidal diagram: a Universalist touching a Knight on a7 and a Spider on f7 (on
/// f1, across the rank 1/7 wrap) reaches d2 and e3 away from the Knight and f3 away from the
/// Spider.
#[test]
fn universalist_touching_knight_a7_and_spider_f7_reaches_d2_e3_f3() {
    let g = load("n4s/6/3k2/1K4/6/6/5U w - 0");
    assert_eq!(moves_from(&g, "f1"), set(&["f1-d2", "f1-e3", "f1-f3"]));
}

/// Seed, Steward/Guardian section, first diagram: a Universalist moves diagonally away from a
/// Guardian (its ferz move) and orthogonally away from a Steward (its wazir move).
#[test]
fn steward_guardian_first_diagram_moves_only_as_they_move() {
    let g = load("6/5k/3g2/2Ut2/6/6/K5 w - 0");
    assert_eq!(moves_from(&g, "c4"), set(&["c4-b3", "c4-b4"]));
}

/// Second diagram: a second Steward and Guardian stand on b3 and b4, where the Universalist could
/// go before. It cannot capture them with the first pair's moving powers, but the new Steward
/// (diagonal, capturing as a ferz) and Guardian (orthogonal, capturing as a wazir) let it
/// capture the first pair: now the Steward gives the diagonal move and the Guardian the
/// orthogonal one.
#[test]
fn steward_guardian_second_diagram_captures_only_as_they_capture() {
    let g = load("6/5k/3g2/1GUt2/1T4/6/K5 w - 0");
    assert_eq!(moves_from(&g, "c4"), set(&["c4xd4", "c4xd5"]));
    // The same layout with the right-hand pair White's: nothing to capture, and the borrowed
    // moving powers all point at occupied cells, so no move at all.
    let own = load("6/5k/3G2/1GUT2/1T4/6/K5 w - 0");
    assert!(moves_from(&own, "c4").is_empty());
}

/// Seed, last section: moving away from another Universalist, a Universalist moves as a bishop
/// on the torus, and on the 6x7 torus one diagonal visits every cell: on the otherwise empty
/// board it reaches all 40 other cells, and it may capture the enemy Universalist it moved
/// away from (the last cell of the cycle).
#[test]
fn torus_bishop_covers_every_square_of_the_empty_board() {
    let c3 = parse_cell("c3").unwrap();
    let b2 = parse_cell("b2").unwrap();
    let mut p = Pos::EMPTY;
    p.put(c3, code(Kind::Universalist, White));
    p.put(b2, code(Kind::Universalist, White));
    let every = ALL_CELLS & !(1 << c3) & !(1 << b2);
    assert_eq!(p.quiet_targets(c3), every);
    assert_eq!(p.capture_targets(c3), 0);
    let mut q = Pos::EMPTY;
    q.put(c3, code(Kind::Universalist, White));
    q.put(b2, code(Kind::Universalist, Black));
    assert_eq!(q.quiet_targets(c3), every);
    assert_eq!(q.capture_targets(c3), 1 << b2);
    // Orthogonally adjacent Universalists lend nothing to each other.
    let mut r = Pos::EMPTY;
    r.put(c3, code(Kind::Universalist, White));
    r.put(parse_cell("b3").unwrap(), code(Kind::Universalist, White));
    assert_eq!(r.quiet_targets(c3) | r.capture_targets(c3), 0);
}

/// The torus bishop in a game: from a1 away from the Universalist on f7 (touching a1 diagonally
/// across both wraps) the path runs b2, c3, d4, e5, f6, then wraps to a7, where the White King
/// stops it. Away from that King (touching a1 across the rank 1/7 wrap) it also steps to a2.
#[test]
fn torus_bishop_in_a_game_wraps_and_stops_at_a_blocker() {
    let g = load("K4u/6/6/6/3k2/6/U5 w - 0");
    assert_eq!(
        moves_from(&g, "a1"),
        set(&["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-a2"])
    );
}

/// Every move but the torus bishop is bounded by the edges (seed, Detailed Rules; RULINGS
/// second ruling): a Universalist on a4 beside a Conservative on b4 would slide left, and
/// there is no cell left of a4; a Spider on a1 leaps only to a3, c3 (c1 is taken); the King on
/// a1 steps only to a2, b2 (b1 is taken), never across to the f-file or rank 7.
#[test]
fn moves_other_than_the_torus_bishop_stop_at_the_edges() {
    let g = load("6/5k/6/UC4/6/6/KS4 w - 0");
    assert!(moves_from(&g, "a4").is_empty());
    let h = load("6/5k/6/6/6/6/S1K3 w - 0");
    assert_eq!(moves_from(&h, "a1"), set(&["a1-a3", "a1-c3"]));
    let k = load("6/5k/6/6/6/6/KS4 w - 0");
    assert_eq!(moves_from(&k, "a1"), set(&["a1-a2", "a1-b2"]));
}
