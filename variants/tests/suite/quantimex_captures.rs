//! Quantimex movement and capture rules from hand-built positions (001_458953bcf665a48d.txt,
//! "Pieces"; RULINGS "Quantimex"). Every count is derived by hand in a comment. Cell
//! neighbours used below (Gliński naming, rank 1 at the bottom of each file): on files a-f a
//! step NE/SE to the next file goes to rank r+1 / r, on files f-l to rank r / r-1 (mirrored for
//! NW/SW); N/S stay in the file.

use crate::quantimex_common::{moves, play, pos, set, targets};
use mcts::Rules;
use mcts::{Outcome, Player, Termination};
use variants::quantimex::pieces::Kind;

#[test]
fn king_steps_one_cell_and_captures_by_replacement() {
    // f6 has six neighbours f7 f5 g6 g5 e6 e5; f7 holds a Green pawn (captured by stepping on it).
    let mut g = pos("Kf6 pf7 kl1", 'r');
    assert_eq!(targets(&g, "f6"), set("e5 e6 f5 f7 g5 g6"));
    assert_eq!(moves(&g).len(), 6);
    assert!(moves(&g).contains(&"f6xf7".to_string()));
    play(&mut g, "f6xf7");
    assert_eq!(g.at("f7"), Some((Kind::King, Player::White)));
    assert_eq!(g.count(Player::Black), 1);
}

#[test]
fn regent_slides_up_to_six_and_captures_only_on_a_single_step() {
    // Regent f6: N f7 is an adjacent Green pawn -> capture (1); S f5 f4 f3 f2 f1 (5);
    // NE g6, then h6 is a Green pawn two steps away: no capture (1); SE g5 h4 i3 k2 l1 (5);
    // SW e5 d4 c3 b2 a1 (5); NW e6 d6 c6 b6 a6 (5). Total 22 (the Kings c1, k1 are on none of
    // these lines).
    let g = pos("Rf6 pf7 ph6 Kc1 kk1", 'r');
    let t = targets(&g, "f6");
    assert_eq!(t.len(), 22, "{t:?}");
    assert!(t.contains(&"f7".to_string()));
    assert!(t.contains(&"g6".to_string()));
    assert!(
        !t.contains(&"h6".to_string()),
        "no capture after more than one step"
    );
    // Up to 6 steps: Regent f1 reaches f2..f7 (6) but not f8; NE g1 h1 i1 k1 l1 (5);
    // NW e1 d1 c1 b1 (4; a1 is the Red King). Total 15.
    let g = pos("Rf1 Ka1 kl6", 'r');
    let t = targets(&g, "f1");
    assert_eq!(t.len(), 15, "{t:?}");
    assert!(t.contains(&"f7".to_string()) && !t.contains(&"f8".to_string()));
}

#[test]
fn long_leaper_takes_two_along_one_line() {
    // f1 N: f2 empty; f3 enemy with f4 empty -> jump; f5 enemy with f6 empty -> jump; f7 is the
    // 6th cell; f8 would be the 7th. N: f2 f4 f6 f7; NE g1 h1 i1 k1 l1; NW e1 d1 c1 b1 (a1 Red).
    let mut g = pos("Lf1 pf3 pf5 Ka1 kl6", 'r');
    let t = targets(&g, "f1");
    assert_eq!(t, set("b1 c1 d1 e1 f2 f4 f6 f7 g1 h1 i1 k1 l1"));
    play(&mut g, "f1xf6");
    assert_eq!(g.at("f3"), None);
    assert_eq!(g.at("f5"), None);
    assert_eq!(g.count(Player::Black), 1, "both jumped pawns are gone");
}

#[test]
fn long_leaper_needs_an_empty_cell_after_each_enemy_and_never_jumps_a_friend() {
    // Two adjacent enemies: only f2.
    let g = pos("Lf1 pf3 pf4 Ka1 kl6", 'r');
    assert!(targets(&g, "f1")
        .iter()
        .all(|c| !c.starts_with('f') || c == "f2"));
    // A friend on f3: only f2 along the file.
    let g = pos("Lf1 Pf3 Ka1 kl6", 'r');
    assert!(targets(&g, "f1")
        .iter()
        .all(|c| !c.starts_with('f') || c == "f2"));
}

#[test]
fn long_leaper_steps_count_jumped_cells() {
    // Enemy on f6 (5th cell): landing on f7 is the 6th step -> allowed.
    let g = pos("Lf1 pf6 Ka1 kl6", 'r');
    assert!(targets(&g, "f1").contains(&"f7".to_string()));
    // Enemy on f7 (6th cell): landing on f8 would be the 7th step -> not allowed.
    let g = pos("Lf1 pf7 Ka1 kl6", 'r');
    let t = targets(&g, "f1");
    assert!(!t.contains(&"f8".to_string()));
    assert!(t.contains(&"f6".to_string()));
}

#[test]
fn coordinator_captures_on_crossings_with_a_regent_partner() {
    // Coordinator arrives on f4 (axial q=0, v=-2); its lines: file f, the NE-SW line
    // d2 e3 f4 g4 h4 i4 k4 l4, the SE-NW line a4 b4 c4 d4 e4 f4 g3 h2 i1. Regent h6: file h, the NE-SW
    // line a1 b2 c3 d4 e5 f6 g6 h6 i6 k6 l6, the SE-NW line f8 g7 h6 i5 k4 l3. Crossings:
    // file f x {f6, f8}; f4's NE-SW x file h = h4, x h6's SE-NW = k4; f4's SE-NW x file h =
    // h2, x h6's NE-SW = d4. Green on f8, k4, h2 are taken; g5 (no crossing) stays. The King
    // a6 crosses f4's lines at f11, f6, h4, a4: all empty.
    let mut g = pos("Cf3 Rh6 Ka6 pf8 pk4 ph2 pg5 kl1", 'r');
    play(&mut g, "f3xf4");
    for c in ["f8", "k4", "h2"] {
        assert_eq!(g.at(c), None, "{c} taken");
    }
    assert!(g.at("g5").is_some());
    assert_eq!(g.count(Player::Black), 2);
    // Without the Regent nothing is taken.
    let mut g = pos("Cf3 Ka6 pf8 pk4 ph2 pg5 kl1", 'r');
    play(&mut g, "f3-f4");
    assert_eq!(g.count(Player::Black), 5);
    // The King on h6 as the partner takes the same pieces.
    let mut g = pos("Cf3 Kh6 pf8 pk4 ph2 pg5 kl1", 'r');
    play(&mut g, "f3xf4");
    assert_eq!(g.count(Player::Black), 2);
}

#[test]
fn withdrawer_captures_the_piece_it_moves_directly_away_from() {
    // Moving S from f6 withdraws from f7.
    let mut g = pos("Wf6 pf7 Ka1 kl6", 'r');
    play(&mut g, "f6xf5");
    assert_eq!(g.at("f7"), None);
    // Moving NE does not.
    let mut g = pos("Wf6 pf7 Ka1 kl6", 'r');
    play(&mut g, "f6-g6");
    assert!(g.at("f7").is_some());
    // Two steps away: the capture happens before Green's destination decision.
    let mut g = pos("Wf6 pf7 Ka1 kl6", 'r');
    play(&mut g, "f6xf4");
    assert!(g.pending().is_some());
    assert_eq!(g.at("f7"), None);
    // A Withdrawer may take a King.
    let mut g = pos("Wf6 kf7 Ka1", 'r');
    play(&mut g, "f6xf5");
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::KingCaptured
        }
    );
}

#[test]
fn pincer_pawn_captures_along_all_six_lines_with_any_friendly_partner() {
    // Pawn f5 -> f6. Neighbours of f6 and the cells beyond: f7/f8 (Red Withdrawer), g6/h6 (Red
    // King), g5/h4 (Red Regent), e6/d6 (Red Coordinator, frozen by the Green Immobilizer e6:
    // still a partner), e5/d4 (Green): f7 g6 g5 e6 taken, e5 stays. Green kinds vary.
    let mut g = pos("Pf5 Wf8 Kh6 Rh4 Cd6 mf7 lg6 cg5 ie6 pe5 pd4 kl1", 'r');
    assert!(g.frozen("d6"));
    play(&mut g, "f5xf6");
    for c in ["f7", "g6", "g5", "e6"] {
        assert_eq!(g.at(c), None, "{c} taken");
    }
    assert!(g.at("e5").is_some() && g.at("d4").is_some());
    // Pawn e6 -> f6 (SE): S line f5/f4 (Red Regent), SW line e5/d4 (Red King) taken; f7 with
    // f8 empty stays.
    let mut g = pos("Pe6 Rf4 Kd4 pf5 pe5 pf7 kl1", 'r');
    play(&mut g, "e6xf6");
    assert_eq!(g.at("f5"), None);
    assert_eq!(g.at("e5"), None);
    assert!(g.at("f7").is_some());
}

#[test]
fn pincer_pawns_move_in_their_three_directions_only() {
    // Red pawn f6: N f7..f11 (5); SW e5 d4 c3 b2 (4, a1 Red King); SE g5 h4 i3 k2 (4, l1 Green
    // King, not capturable by moving onto it). 13.
    let g = pos("Pf6 Ka1 kl1", 'r');
    let t = targets(&g, "f6");
    assert_eq!(t.len(), 13, "{t:?}");
    assert!(!t.contains(&"f5".to_string()) && !t.contains(&"g6".to_string()));
    // Green pawn f6: S f5..f1 (5); NW e6 d6 c6 b6 a6 (5); NE g6 h6 i6 k6 l6 (5). 15.
    let g = pos("pf6 Ka1 kl1", 'g');
    let t = targets(&g, "f6");
    assert_eq!(t.len(), 15, "{t:?}");
    assert!(!t.contains(&"f7".to_string()));
}

#[test]
fn custodial_capture_of_a_king_wins() {
    let mut g = pos("Pf5 kf7 Wf8 Ka1", 'r');
    play(&mut g, "f5xf6");
    assert_eq!(g.at("f7"), None);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::KingCaptured
        }
    );
    assert!(moves(&g).is_empty());
}

#[test]
fn mimic_captures_by_three_methods_in_one_move() {
    // Mimic f5 -> f6 (N, a Red pawn direction): replaces the Green Regent on f6, withdraws from
    // the Green Withdrawer on f4, and pincers the Green pawn g6 against the Red pawn h6. The
    // Green Long-Leaper e6 with a Red piece beyond on d6 is not a pawn: it stays.
    let mut g = pos("Mf5 Ph6 Pd6 rf6 wf4 pg6 le6 Ka1 kl1", 'r');
    play(&mut g, "f5xf6");
    assert_eq!(g.at("f6"), Some((Kind::Mimic, Player::White)));
    assert_eq!(g.at("f4"), None, "withdrawal");
    assert_eq!(g.at("g6"), None, "pincer");
    assert!(
        g.at("e6").is_some(),
        "a Long-Leaper is not taken custodially"
    );
    assert_eq!(g.count(Player::Black), 2);
}

#[test]
fn mimic_takes_a_long_leaper_only_by_jumping_it() {
    // Mimic f3 N: f4 Green Long-Leaper with f5 empty -> jump; f5 f6 f7 f8 f9 (f9 is the 6th).
    let mut g = pos("Mf3 lf4 Ka1 kl6", 'r');
    let t = targets(&g, "f3");
    for c in ["f5", "f6", "f7", "f8", "f9"] {
        assert!(t.contains(&c.to_string()), "{c}");
    }
    assert!(!t.contains(&"f10".to_string()) && !t.contains(&"f4".to_string()));
    play(&mut g, "f3xf5");
    assert_eq!(g.at("f4"), None);
    // It cannot jump a pawn: nothing up the file (only f2 f1 down it).
    let g = pos("Mf3 pf4 Ka1 kl6", 'r');
    let t = targets(&g, "f3");
    assert!(t.contains(&"f2".to_string()));
    assert!(["f4", "f5", "f6"]
        .iter()
        .all(|c| !t.contains(&c.to_string())));
}

#[test]
fn mimic_takes_pincer_pawns_only_along_its_pawn_directions() {
    // e6 -> f6 is SE (a Red pawn direction): the Green pawn f7 with the Red Withdrawer f8 beyond
    // is taken.
    let mut g = pos("Me6 pf7 Wf8 Ka1 kl1", 'r');
    play(&mut g, "e6xf6");
    assert_eq!(g.at("f7"), None);
    // e5 -> f6 is NE (not a Red pawn direction): it stays.
    let mut g = pos("Me5 pf7 Wf8 Ka1 kl1", 'r');
    play(&mut g, "e5-f6");
    assert!(g.at("f7").is_some());
}

#[test]
fn mimic_never_takes_a_mimic_or_an_immobilizer() {
    // No replacement of a Mimic, and withdrawing from it takes nothing.
    let mut g = pos("Mf5 mf6 Ka1 kl1", 'r');
    assert!(!targets(&g, "f5").contains(&"f6".to_string()));
    play(&mut g, "f5-f4");
    assert_eq!(g.count(Player::Black), 2);
    // Arriving N (a pawn direction) with a Green Immobilizer between it and a Red piece: the
    // Immobilizer stays, and now the Mimic and the Immobilizer freeze each other.
    let mut g = pos("Mf4 if6 Wf7 Ka1 kl1", 'r');
    play(&mut g, "f4-f5");
    assert!(g.at("f6").is_some());
    assert!(g.frozen("f5") && g.frozen("f6"));
    // A Mimic in a pincer line between a Red pawn's arrival cell and a Red piece is taken by
    // the pawn, though: the Mimic's immunity is only against Mimics.
    let mut g = pos("Pf4 mf6 Wf7 Ka1 kl1", 'r');
    play(&mut g, "f4xf5");
    assert_eq!(g.at("f6"), None);
}

#[test]
fn mimic_coordinates_only_against_coordinators() {
    // Mimic arrives on f4 with the Red Regent h6 as partner: crossings f6 f8 h4 k4 h2 d4 (see
    // the Coordinator test). Green Coordinator f8 taken, Green pawn k4 stays.
    let mut g = pos("Mf3 Rh6 Ka6 cf8 pk4 kl1", 'r');
    play(&mut g, "f3xf4");
    assert_eq!(g.at("f8"), None);
    assert!(g.at("k4").is_some());
}

#[test]
fn frozen_partners_still_coordinate() {
    // As in the Regent-partner test, with the Regent h6 frozen by the Green Immobilizer h7 (its
    // N neighbour, on no crossing): the Green pawn f8 is still taken.
    let mut g = pos("Cf3 Rh6 ih7 Ka6 pf8 kl1", 'r');
    assert!(g.frozen("h6"));
    play(&mut g, "f3xf4");
    assert_eq!(g.at("f8"), None);
}
