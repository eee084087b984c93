//! Borrowing, piece by piece (004_0ca2faf906401d7b.txt, Short Rules 2-4 and Pieces; RULINGS
//! Interdependent Chess, rulings 2-5): a table of every mover kind borrowing from every lender
//! kind, orthogonally and diagonally, from a friendly and from an enemy lender, and positions for
//! capturing the lender itself, borrowing from an enemy, no capture without a neighbour, and the
//! isolated Universalist.
//!
//! The table works on bare boards ([`Pos`]: no Kings, nothing else) so each expectation is just
//! the hand-listed reach of one power along one direction; the positions use whole games.

use mcts::{Codec, Rules};
use std::collections::BTreeSet;

use mcts::play_move_list;
use mcts::Player::{Black, White};
use variants::interdependent::board::{cell_name, parse_cell, NCELLS};
use variants::interdependent::movegen::{code, Pos};
use variants::interdependent::{Interdependent, Kind};

use Kind::*;

fn c(name: &str) -> usize {
    parse_cell(name).unwrap()
}

fn names(mask: u64) -> BTreeSet<String> {
    (0..NCELLS)
        .filter(|&i| mask & (1 << i) != 0)
        .map(cell_name)
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// Where the capture power of `kind` reaches from c4 when moving directly away from a
/// neighbour on b4 (`diag = false`: the first step is rightward, along the rank) or on b3
/// (`diag = true`: up-right), on an empty board. Listed by hand from the piece descriptions
/// and RULINGS' third ruling.
fn capture_reach(kind: Kind, diag: bool) -> BTreeSet<String> {
    match (kind, diag) {
        (King, false) => set(&["d4"]),
        (King, true) => set(&["d5"]),
        (Spider, false) => set(&["e4"]),
        (Spider, true) => set(&["e6"]),
        // Orthogonal first step: two along it, one to either side. Diagonal first step: then one
        // orthogonal step outward.
        (Knight, false) => set(&["e5", "e3"]),
        (Knight, true) => set(&["e5", "d6"]),
        (Conservative, false) => set(&["d4", "e4", "f4"]),
        (Conservative, true) => set(&[]),
        // The Steward captures as a ferz, the Guardian as a wazir.
        (Steward, false) => set(&[]),
        (Steward, true) => set(&["d5"]),
        (Guardian, false) => set(&["d4"]),
        (Guardian, true) => set(&[]),
        // Universalist from Universalist: bishop on the torus, only along a diagonal; on an
        // otherwise empty board its path reaches every cell but its own and the lender's.
        (Universalist, false) => set(&[]),
        (Universalist, true) => (0..NCELLS)
            .filter(|&i| i != c("c4") && i != c("b3"))
            .map(cell_name)
            .collect(),
    }
}

/// The Universalist's borrowed non-capturing reach from c4 away from a `lender` on b4 / b3:
/// the same as the capture reach except for the divergent Steward (moves as a wazir) and
/// Guardian (moves as a ferz).
fn universalist_move_reach(lender: Kind, diag: bool) -> BTreeSet<String> {
    match (lender, diag) {
        (Steward, false) => set(&["d4"]),
        (Steward, true) => set(&[]),
        (Guardian, false) => set(&[]),
        (Guardian, true) => set(&["d5"]),
        _ => capture_reach(lender, diag),
    }
}

/// The mover's own non-capturing moves from c4 on a board where only the lender stands.
fn own_moves(kind: Kind, lender_cell: &str) -> BTreeSet<String> {
    let all: &[&str] = match kind {
        King => &["b3", "b4", "b5", "c3", "c5", "d3", "d4", "d5"],
        Spider => &["a2", "a4", "a6", "c2", "c6", "e2", "e4", "e6"],
        Knight => &["a3", "a5", "b2", "b6", "d2", "d6", "e3", "e5"],
        // Along the rank; a lender on b4 blocks the leftward slide at b4.
        Conservative if lender_cell == "b4" => &["d4", "e4", "f4"],
        Conservative => &["a4", "b4", "d4", "e4", "f4"],
        Steward => &["b4", "c3", "c5", "d4"],
        Guardian => &["b3", "b5", "d3", "d5"],
        Universalist => &[],
    };
    all.iter()
        .filter(|s| **s != lender_cell)
        .map(|s| s.to_string())
        .collect()
}

/// Every mover kind x every lender kind x {orthogonal, diagonal} x {friendly, enemy lender}:
/// - captures: with one enemy Steward placed on each other cell in turn, the mover on c4 may
///   capture it exactly when that cell is in the reach of the power it borrows (the lender's,
///   or its own when the lender is a Universalist; the torus bishop for two Universalists);
/// - non-capturing moves: the Universalist's are the lender's moving powers; every other
///   piece's are its own, whatever the neighbour.
#[test]
fn every_piece_borrows_from_every_piece_orthogonally_and_diagonally() {
    let mut checked = 0;
    for mover in Kind::ALL {
        for lender in Kind::ALL {
            for diag in [false, true] {
                for lender_side in [White, Black] {
                    let lc = if diag { "b3" } else { "b4" };
                    let power = if mover == Universalist {
                        lender
                    } else if lender == Universalist {
                        mover
                    } else {
                        lender
                    };
                    let mut base = Pos::EMPTY;
                    base.put(c("c4"), code(mover, White));
                    base.put(c(lc), code(lender, lender_side));
                    let ctx = format!("{mover:?} away from {lender_side:?} {lender:?} on {lc}");
                    // Non-capturing moves.
                    let quiet = names(base.quiet_targets(c("c4")));
                    let want = if mover == Universalist {
                        universalist_move_reach(lender, diag)
                    } else {
                        own_moves(mover, lc)
                    };
                    assert_eq!(quiet, want, "{ctx}: non-capturing moves");
                    // Captures, one target at a time.
                    let reach = capture_reach(power, diag);
                    for t in 0..NCELLS {
                        if t == c("c4") || t == c(lc) {
                            continue;
                        }
                        let mut p = base;
                        p.put(t, code(Steward, Black));
                        let can = p.capture_targets(c("c4")) & (1 << t) != 0;
                        assert_eq!(
                            can,
                            reach.contains(&cell_name(t)),
                            "{ctx}: capture on {}",
                            cell_name(t)
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 7 * 7 * 2 * 2 * 40);
}

/// No piece captures on its own: with no neighbour, a Spider two cells from an enemy can
/// neither capture it nor move onto it; with a Universalist beside it, it captures with its own
/// power, but only straight away from that Universalist.
#[test]
fn no_capture_without_a_neighbour_and_own_power_only_straight_away_from_a_universalist() {
    let lone = load("6/5k/2s3/6/2S3/6/K5 w - 0");
    // c3's leap to c5 is its own move, but c5 is occupied and there is no lender.
    assert!(!legal(&lone).contains("c3xc5"));
    // A Universalist below (c2): away from it is straight up, the leap c3 -> c5.
    let up = load("6/5k/2s3/6/2S3/2U3/K5 w - 0");
    assert!(legal(&up).contains("c3xc5"), "{:?}", legal(&up));
    // A Universalist to the left (b3): away from it is rightward, the leap reaches e3, not c5.
    let side = load("6/5k/2s3/6/1US3/6/K5 w - 0");
    assert!(!legal(&side).contains("c3xc5"));
}

/// The Universalist with no neighbour has no move at all, even in open space; a neighbour of
/// either side gives it moves.
#[test]
fn isolated_universalist_cannot_move() {
    let g = load("6/5k/6/2U3/6/6/K5 w - 0");
    assert!(
        !legal(&g).iter().any(|m| m.starts_with("c4")),
        "{:?}",
        legal(&g)
    );
    let with_enemy = load("6/5k/6/2Us2/6/6/K5 w - 0");
    // Away from the enemy Spider on d4: leap to a4.
    assert!(legal(&with_enemy).contains("c4-a4"));
}

/// A piece may borrow from an enemy neighbour: the White Spider on c3 moves away from the
/// Black Knight on b3 (rightward) with the knight's power and captures on e4.
#[test]
fn borrowing_from_an_enemy_piece() {
    let mut g = load("6/5k/6/4t1/1nS3/6/K5 w - 0");
    assert!(legal(&g).contains("c3xe4"), "{:?}", legal(&g));
    play_move_list(&mut g, "c3xe4").unwrap();
    assert_eq!(g.hand_count(White, Steward), 1);
}

/// The neighbour moved away from may itself be captured: a Conservative's slide reaches back
/// to it along the rank when it stands at the other end of the rank (seen across the wrap), and
/// a Universalist captures the enemy Universalist it moves away from at the end of the torus
/// bishop's cycle.
#[test]
fn capturing_the_very_piece_moved_away_from() {
    // White Knight on f4 touches the Black Conservative on a4 across the a/f edge; moving away
    // from it is leftward, and the Conservative's slide reaches a4 itself.
    let g = load("6/2k3/6/c4N/6/6/2K3 w - 0");
    assert!(legal(&g).contains("f4xa4"), "{:?}", legal(&g));
    // Universalists, White on c4 and Black on b3, on a bare board (the torus path from c4
    // up-right visits every cell, so any King would stop it first): the path ends on b3.
    let mut p = Pos::EMPTY;
    p.put(c("c4"), code(Universalist, White));
    p.put(c("b3"), code(Universalist, Black));
    assert_eq!(p.capture_targets(c("c4")), 1 << c("b3"));
}

fn load(text: &str) -> Interdependent {
    Interdependent::from_text(text, 300).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(g: &Interdependent) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter().map(|&m| g.format_move(m)).collect()
}

/// A move is its cells: two neighbours lending the same move give one move. The Universalist on
/// c4 moves away from the Knight on c5 (downward: b2, d2) and from the Knight on b5
/// (down-right: e3, d2); d2 is lent twice and listed once, so it has 3 moves, not 4.
#[test]
fn a_move_lent_by_two_neighbours_is_listed_once() {
    let g = load("6/5k/1NN3/2U3/6/6/K5 w - 0");
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let from_c4: Vec<String> = buf
        .iter()
        .filter(|m| !m.is_drop() && m.from as usize == c("c4"))
        .map(|&m| g.format_move(m))
        .collect();
    assert_eq!(from_c4.len(), 3, "{from_c4:?}");
    assert_eq!(
        from_c4.iter().cloned().collect::<BTreeSet<_>>(),
        set(&["c4-b2", "c4-d2", "c4-e3"])
    );
}

/// The moves of the piece on `from`, as text, sorted.
fn moves_from(g: &Interdependent, from: &str) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter()
        .filter(|m| !m.is_drop() && m.from as usize == c(from))
        .map(|&m| g.format_move(m))
        .collect()
}

/// RULINGS Interdependent Chess: the Knight and every borrowed knight move leap; nothing on the
/// way blocks them.
///
/// Position 1 (`2k3/6/1TGTsn/1UNGCC/1TGTsn/6/4K1 w`): the White Knight c4 has a piece on each of
/// its 8 neighbours (Stewards b3 b5 d3 d5, Guardians c3 c5 d4, Universalist b4), Black Spiders
/// on e3 e5, Black Knights on f3 f5, White Conservatives e4 f4, Kings e1 and c7.
/// - Knight c4, own non-capturing moves: its 8 knight squares a3 a5 b2 b6 d2 d6 e3 e5, less the
///   occupied e3 e5: c4-a3 c4-a5 c4-b2 c4-b6 c4-d2 c4-d6. Its captures, lender by lender: away
///   from the Universalist b4 (first step right) with its own knight power: e5 and e3 (two
///   right, one aside), both Black: c4xe3 c4xe5. Every other lender's capture lands on another
///   of c4's neighbours, all White: Stewards (diagonal step) b3->d5, b5->d3, d3->b5, d5->b3;
///   Guardians (orthogonal step) c3->c5, c5->c3, d4->b4. So all 8 knight squares, though every
///   cell around c4 (d3 d4 d5 on the way to e3/e5) is occupied.
/// - Guardian d4, moving away from the Knight c4 (first step right), borrows the knight: f5 and
///   f3 (two right, one aside), both Black; on the way e4 f4 (White) and e3 or e5 (Black) are
///   all occupied. Its other lenders: c3 and c5 Guardians along a diagonal (nothing), d3 and d5
///   Stewards along an orthogonal (nothing), e4 Conservative leftward (the slide stops on c4,
///   White), e3 Spider up-left (leap to b6, empty) and e5 Spider down-left (b2, empty). Its own
///   non-capturing ferz steps c3 c5 e3 e5 are all occupied. Moves: d4xf3 d4xf5.
/// No move of these two exposes the King e1 (no Black piece can then reach it).
///
/// Position 2 (`5k/4t1/3CCt/3GC1/2N3/6/1K4 w`), a diagonal lender: the Guardian d4 moves away
/// from the Knight c3 (first step up-right): one diagonal step to e5, then one orthogonal step
/// outward, f5 or e6, both Black Stewards; d5, e4 and e5 around the way are White
/// Conservatives. The other lenders, Conservatives d5 (down), e4 (left: the slide runs off the
/// board) and e5 (down-left), lend no capture; its own ferz steps: c5 and e3 are empty, c3 and
/// e5 occupied. Moves: d4-c5 d4-e3 d4xe6 d4xf5.
#[test]
fn knight_moves_leap_over_occupied_cells_own_and_borrowed() {
    let g = load("2k3/6/1TGTsn/1UNGCC/1TGTsn/6/4K1 w - 0");
    assert!(!g.in_check(White) && !g.in_check(Black));
    assert_eq!(
        moves_from(&g, "c4"),
        set(&["c4-a3", "c4-a5", "c4-b2", "c4-b6", "c4-d2", "c4-d6", "c4xe3", "c4xe5"])
    );
    assert_eq!(moves_from(&g, "d4"), set(&["d4xf3", "d4xf5"]));
    let mut after = g.clone();
    play_move_list(&mut after, "d4xf5").unwrap();
    assert_eq!(after.piece_at(c("f5")), Some((Guardian, White)));
    assert_eq!(after.hand_count(White, Knight), 1);

    let g = load("5k/4t1/3CCt/3GC1/2N3/6/1K4 w - 0");
    assert!(!g.in_check(White) && !g.in_check(Black));
    assert_eq!(
        moves_from(&g, "d4"),
        set(&["d4-c5", "d4-e3", "d4xe6", "d4xf5"])
    );
}
