//! Five Up on the hypertorus (`topology=hypertorus`; 003_3455fa5195cbf461.txt,
//! "Hypercylindrical Board", the hypertorus paragraph and its non-combatant rule; RULINGS
//! "Five Up"; the reading is written out in docs/rules/fiveup.md, "Hypertorus"). Every axis
//! wraps; `R*` in a position is a piece that has moved, `R` one that has not.

use crate::fiveup_common;
use mcts::{Codec, Rules};

use crate::fiveup_common::{arrivals, cross_check_random_games, moves, moves_from, play, pos, set};
use mcts::{Outcome, Player, Termination};
use variants::declare::ParamSet;
use variants::fiveup::{parse_cell, FiveUp, Topology};

const HT: Topology = Topology::Hypertorus;

#[test]
fn an_unmoved_piece_cannot_be_captured_and_cannot_capture() {
    // A moved white rook on Cc3 and an unmoved black rook on Ce3, on the same file line,
    // which wraps: Cc3 Cd3 Ce3 one way, Cc3 Cb3 Ca3 Ce3 the other.
    let g = pos(HT, false, &[("Cc3", "R*"), ("Ce3", "r")], Player::White);
    let line: std::collections::BTreeSet<String> = arrivals(&moves_from(&g, "Cc3"))
        .into_iter()
        .filter(|c| c.starts_with('C') && c.ends_with('3'))
        .collect();
    assert_eq!(line, set(&["Cd3", "Cb3", "Ca3"]), "Ce3 cannot be captured");
    // The unmoved black rook cannot capture the moved white one either way round.
    let mut g = pos(HT, false, &[("Cc3", "R*"), ("Ce3", "r")], Player::Black);
    let from_ce3 = moves_from(&g, "Ce3");
    assert!(!from_ce3.iter().any(|m| m.contains('x')), "{from_ce3:?}");
    assert!(from_ce3.contains("Ce3-Cd3") && from_ce3.contains("Ce3-Cb3"));
    // Once it has moved it may be captured.
    play(&mut g, "Ce3-Cd3");
    assert!(g.has_moved(parse_cell("Cd3").unwrap()));
    assert!(moves(&g).contains("Cc3xCd3"));
    // A moved piece still cannot be captured by an unmoved one.
    let g = pos(HT, false, &[("Cc3", "R"), ("Ce3", "r*")], Player::White);
    assert!(!moves(&g).iter().any(|m| m.contains('x')));
    // After the white rook has moved, it can.
    let mut g = pos(
        HT,
        false,
        &[("Cc3", "R"), ("Ce3", "r*"), ("Aa1", "b*")],
        Player::White,
    );
    play(&mut g, "Cc3-Cc4");
    play(&mut g, "Aa1-Bb1");
    play(&mut g, "Cc4-Ce4");
    play(&mut g, "Bb1-Aa1");
    assert!(moves(&g).contains("Ce4xCe3"));
}

/// Black king on Ac1 walled in by its own moved pieces (Bc1, Ab1, Ad1, Ac2 pawns, Ac5 pawn
/// across the row wrap, the rook on Ec1 across the layer wrap); a white knight on Dc5, whose
/// leap to Ac1 is (0, +1, +2) only because rows and layers wrap (Dc5 is row 5, layer D).
fn mate_cells(king: &'static str, knight: &'static str) -> Vec<(&'static str, &'static str)> {
    vec![
        ("Ac1", king),
        ("Dc5", knight),
        ("Bc1", "o*"),
        ("Ab1", "o*"),
        ("Ad1", "o*"),
        ("Ac2", "o*"),
        ("Ac5", "o*"),
        ("Ec1", "r*"),
    ]
}

#[test]
fn checkmate_on_the_hypertorus() {
    // By hand: the king's six orthogonal neighbours (Bc1, Ec1, Ab1, Ad1, Ac2, Ac5, the wrap
    // included) hold its own pieces; its eight 3D-diagonal neighbours (Bb2 Bd2 Bb5 Bd5 Eb2
    // Ed2 Eb5 Ed5) are empty, so it can neither move nor capture. A knight's check cannot be
    // blocked, and no black piece reaches Dc5: the rook on Ec1 differs from it in row and
    // layer; the pawns capture one step toward row 1 and layer E (Bc1: Cc5 Cb1 Cd1 Bb5 Bd5;
    // Ab1: Bb5 Ba1 Bc1 Aa5 Ac5; Ad1: Bd5 Bc1 Be1 Ac5 Ae5; Ac2: Bc1 Bb2 Bd2 Ab1 Ad1; Ac5: Bc4
    // Bb5 Bd5 Ab4 Ad4). So Black, in check, has no legal move: checkmate.
    let g = pos(HT, false, &mate_cells("k*", "N*"), Player::Black);
    assert!(g.in_check(Player::Black));
    assert!(moves(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::Checkmate
        }
    );
}

#[test]
fn an_unmoved_king_cannot_be_checked_a_moved_one_can() {
    // The mate position with the king not yet moved: no check, and Black plays on.
    let g = pos(HT, false, &mate_cells("k", "N*"), Player::Black);
    assert!(!g.in_check(Player::Black));
    assert!(g.outcome().is_ongoing());
    assert!(!moves(&g).is_empty());
    // With the knight not yet moved: no check either (it cannot capture yet).
    let g = pos(HT, false, &mate_cells("k*", "N"), Player::Black);
    assert!(!g.in_check(Player::Black));
    // An unmoved king may not step onto a cell a moved enemy attacks (it has moved then):
    // the black king on Cc3 has not moved; a moved white rook on Cb5 holds the file line
    // Cb5 Cb1 Cb2 Cb3 Cb4 (wrapping), so Cc3-Cb3 is refused while Cc3-Cd3 is not.
    let g = pos(HT, false, &[("Cc3", "k"), ("Cb5", "R*")], Player::Black);
    let ks = arrivals(&moves_from(&g, "Cc3"));
    assert!(!ks.contains("Cb3") && ks.contains("Cd3"), "{ks:?}");
    assert!(!g.in_check(Player::Black));
}

#[test]
fn wrapped_rook_and_knight_moves() {
    // Rook on Aa1 alone: every line wraps, so each of its three lines holds the 4 other cells
    // of that line: 3 * 4 = 12 moves, in every direction from any cell.
    for rook in ["R*", "R"] {
        let g = pos(HT, false, &[("Aa1", rook)], Player::White);
        assert_eq!(
            arrivals(&moves_from(&g, "Aa1")),
            set(&[
                "Ab1", "Ac1", "Ad1", "Ae1", "Aa2", "Aa3", "Aa4", "Aa5", "Ba1", "Ca1", "Da1", "Ea1"
            ])
        );
    }
    // Knight on Aa1: all 24 leaps land (offsets +-1, +-2 are four different cells mod 5, so no
    // two leaps meet), e.g. Bd1 = (-2, 0, +1), Ea3 = (0, +2, -1), Ce1 = (-1, 0, +2).
    let g = pos(HT, false, &[("Aa1", "N*")], Player::White);
    let n = arrivals(&moves_from(&g, "Aa1"));
    assert_eq!(n.len(), 24);
    assert!(n.contains("Bd1") && n.contains("Ea3") && n.contains("Ce1"));
    // The seed's hypercylinder knight on Ca3 reaches 16 cells (its figure); on the
    // hypertorus all 24.
    let g = pos(HT, false, &[("Ca3", "N")], Player::White);
    assert_eq!(moves(&g).len(), 24);
}

#[test]
fn pawns_keep_their_direction_wrap_and_promote_on_the_enemy_home_row() {
    // White pawn on Bc5 (row 5, layer B): forward along the row wraps to Bc1; toward layer A
    // it reaches Ac5, row 5 of layer A, White's promotion row (the enemy king's home row).
    let g = pos(HT, false, &[("Bc5", "P*")], Player::White);
    let ms = moves_from(&g, "Bc5");
    assert!(ms.contains("Bc5-Bc1"), "{ms:?}");
    assert_eq!(ms.iter().filter(|m| m.starts_with("Bc5-Ac5=")).count(), 6);
    assert_eq!(ms.len(), 7);
    // From layer A toward the enemy wraps to layer E.
    let g = pos(HT, false, &[("Ac3", "P*")], Player::White);
    assert_eq!(moves_from(&g, "Ac3"), set(&["Ac3-Ac4", "Ac3-Ec3"]));
    // Captures wrap too: Ba5 (file a, row 5) takes on Be1 by (-1, +1, 0), both wrapping.
    let g = pos(HT, false, &[("Ba5", "P*"), ("Be1", "b*")], Player::White);
    assert!(moves(&g).contains("Ba5xBe1"));
}

#[test]
fn start_position_no_capture_and_no_check_until_pieces_move() {
    let g =
        FiveUp::new(&variants::fiveup::FiveUpParams::parse_list(&["topology=hypertorus"]).unwrap());
    // The armies touch across the wraps (White's king Ec1 and Black's rook Aa5 are 3D
    // neighbours), yet nothing has moved, so no move captures.
    assert!(!moves(&g).iter().any(|m| m.contains('x')));
    assert!(!g.in_check(Player::White));
    assert!(g.diagram().contains("Moved: none"));
    // The position text marks moved pieces with `*` and round-trips, hash included.
    let mut h = g.clone();
    play(&mut h, "Dc1-Bc3");
    let text = h.position_text();
    assert!(text.contains("2Q*2"), "{text}");
    let back = h.load_position(&text).unwrap();
    assert_eq!(back.position_text(), text);
    assert_eq!(back.hash(), h.hash());
    assert_eq!(h.hash(), h.hash_from_scratch());
    // Moved and unmoved pieces hash differently.
    let a = pos(HT, false, &[("Cc3", "R")], Player::White);
    let b = pos(HT, false, &[("Cc3", "R*")], Player::White);
    assert_ne!(a.hash(), b.hash());
    // Off the hypertorus `*` marks only a pawn back on its double-step start cell.
    let e = FiveUp::from_cells(Topology::Cube, false, &[("Cc3", "R*")], Player::White)
        .unwrap_err()
        .to_string();
    assert!(e.contains("off the hypertorus"), "{e}");
}

#[test]
fn attacks_match_a_slow_reference_in_random_games() {
    let n = cross_check_random_games(HT, false, 90, 3, 60);
    assert!(n >= 60, "{n} positions");
}

#[test]
fn unicorns_on_the_hypertorus_match_the_slow_reference() {
    let n = cross_check_random_games(HT, true, 95, 2, 60);
    assert!(n >= 40, "{n} positions");
}

#[test]
fn fast_generator_matches_the_slow_reference_on_the_hypertorus() {
    let n = fiveup_common::compare_with_reference(HT, false, 31, 2);
    assert!(n > 200, "{n} positions");
    let n = fiveup_common::compare_with_reference(HT, true, 32, 1);
    assert!(n > 100, "{n} positions");
}

/// A pawn that has moved never double-steps, even back on a start cell (RULINGS "Five Up",
/// double step). The Black pawn that began on Ba4 wrapped round to Aa4 and is marked moved
/// (`p*`). A Black pawn steps toward row 1 (Aa3) or toward layer E (Ba4), both empty; its
/// capture cells Ba3, Bb4, Be4 (files wrap), Ab3 and Ae3 are empty; so it has those two steps
/// and none of the double steps Aa2, Ca4 and Ba3 that the same pawn unmoved (`p`) has.
#[test]
fn a_pawn_back_on_its_start_cell_by_wrapping_never_double_steps() {
    let g0 = FiveUp::start_with(HT, false, 300);
    let text = "5/p*4/5/5/5|5/5/5/5/3k*1|5/5/5/3P*1/5|3K*1/5/5/P1P2/5|3R*1/5/5/P1PP1/5 b Kk - 91";
    let g = g0.load_position(text).unwrap();
    assert_eq!(moves_from(&g, "Aa4"), set(&["Aa4-Aa3", "Aa4-Ba4"]));
    assert_eq!(g.position_text(), text);
    let unmoved = g0.load_position(&text.replacen("p*4", "p4", 1)).unwrap();
    assert_eq!(
        moves_from(&unmoved, "Aa4"),
        set(&["Aa4-Aa2", "Aa4-Aa3", "Aa4-Ba3", "Aa4-Ba4", "Aa4-Ca4"])
    );
    assert_ne!(unmoved.hash(), g.hash());
}

/// On the hypertorus `*` also marks content that has moved, and a unicorn joining a pawn that
/// never moved makes its cell's content "moved" (the non-combatant rule) without moving the
/// pawn: that pawn keeps its double step, written `P+U*^`. White's pawn pair on Ea2: with `^`
/// it has the double steps Ea2-Ea4, Ea2-Da3 (Ea3 empty; Da2 holds a pawn, so not Ea2-Ca2),
/// alone and riding; with `*` alone it has none.
#[test]
fn a_pawn_joined_by_its_unicorn_keeps_its_double_step_on_the_hypertorus() {
    let g0 = FiveUp::start_with(HT, true, 300);
    let keeps = "5/5/5/5/5|5/5/5/5/5|5/2k*2/5/5/5|5/5/5/P*4/2K*2|5/5/5/P+U*^4/5 w - - 40";
    let g = g0.load_position(keeps).unwrap();
    assert_eq!(g.position_text(), keeps);
    let steps = moves_from(&g, "Ea2-");
    assert_eq!(steps, set(&["Ea2-Da3", "Ea2-Ea3", "Ea2-Ea4"]));
    let riding = moves_from(&g, "P+U:Ea2-");
    assert!(riding.contains("P+U:Ea2-Ea4") && riding.contains("P+U:Ea2-Da3"));
    let spent = keeps.replace("P+U*^", "P+U*");
    let h = g0.load_position(&spent).unwrap();
    assert_eq!(h.position_text(), spent);
    assert_eq!(moves_from(&h, "Ea2-"), set(&["Ea2-Ea3"]));
    assert!(!moves_from(&h, "P+U:Ea2-").contains("P+U:Ea2-Ea4"));
    // `^` needs the hypertorus, a `*` before it, and a pawn on its own start cell.
    for bad in [
        keeps.replace("P+U*^", "P+U^"),
        keeps.replace("2K*2", "2K*^2"),
    ] {
        assert!(g0.load_position(&bad).is_err(), "{bad}");
    }
}
