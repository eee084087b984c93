//! Quantimex freezing and removal (001_458953bcf665a48d.txt, Immobilizer, King, Mimic, rule 3;
//! RULINGS "Quantimex", Immobilizer).

use crate::quantimex_common::{moves, play, pos, set};
use mcts::Player;
use mcts::{Codec, Rules};
use variants::quantimex::pieces::Kind;

#[test]
fn frozen_pieces_cannot_move_but_their_owner_may_remove_them() {
    // The Red Coordinator f6 touches the Green Immobilizer f7. Red's moves: King a1 to a2, b2,
    // b1 (its three neighbours) and the removal ~f6; nothing from f6 itself.
    let mut g = pos("Cf6 if7 Ka1 kl1", 'r');
    assert!(g.frozen("f6"));
    assert!(!g.frozen("f7"), "a Coordinator freezes nothing");
    assert_eq!(moves(&g), set("a1-a2 a1-b1 a1-b2 ~f6"));
    play(&mut g, "~f6");
    assert_eq!(g.at("f6"), None);
    assert_eq!(g.to_move(), Player::Black, "a removal is the whole turn");
    assert_eq!(g.turns(), 1);
    assert_eq!(g.count(Player::Black), 2);
}

#[test]
fn a_frozen_king_may_still_enthrone_but_is_never_removed() {
    // King f6 and Regent g6 both touch the Green Immobilizer f7 (g6's NW neighbour is f7).
    // The King may only enthrone onto g6 (no step to f5, no capture of f7); the Regent may only
    // be removed.
    let mut g = pos("Kf6 Rg6 if7 kl1", 'r');
    assert!(g.frozen("f6") && g.frozen("g6"));
    assert_eq!(moves(&g), set("f6-g6 ~g6"));
    let err = g.parse_move("~f6").unwrap_err();
    assert!(err.reason.contains("King is never removed"), "{err}");
    play(&mut g, "f6-g6");
    assert_eq!(g.at("g6"), Some((Kind::King, Player::White)));
    assert_eq!(g.at("f6"), None);
    assert_eq!(g.count(Player::White), 1, "the enthroned Regent left play");
}

#[test]
fn an_unfrozen_king_enthrones_too() {
    // King f6 without Immobilizer: six steps, g6 being the enthronement.
    let g = pos("Kf6 Rg6 kl1", 'r');
    assert!(moves(&g).contains(&"f6-g6".to_string()));
}

#[test]
fn two_adjacent_enemy_immobilizers_freeze_each_other() {
    let g = pos("If6 if7 Ka1 kl1", 'r');
    assert!(g.frozen("f6") && g.frozen("f7"));
    assert!(moves(&g).iter().all(|m| !m.starts_with("f6")));
    assert!(moves(&g).contains(&"~f6".to_string()));
    let g = pos("If6 if7 Ka1 kl1", 'g');
    assert!(moves(&g).contains(&"~f7".to_string()));
    assert!(moves(&g).iter().all(|m| !m.starts_with("f7")));
}

#[test]
fn a_mimic_and_an_immobilizer_freeze_each_other() {
    let g = pos("Mf6 if7 Ka1 kl1", 'r');
    assert!(g.frozen("f6") && g.frozen("f7"));
    // A Mimic freezes only an Immobilizer.
    let g = pos("Mf6 cf7 Ka1 kl1", 'r');
    assert!(!g.frozen("f6") && !g.frozen("f7"));
}

#[test]
fn an_immobilizer_freezes_only_enemies() {
    let g = pos("If6 Pf7 Ka1 kl1", 'r');
    assert!(!g.frozen("f7") && !g.frozen("f6"));
}

#[test]
fn frozen_pieces_are_still_captured() {
    // The Green pawn f7 is frozen by the Red Immobilizer f8, which is also the pincer partner.
    let mut g = pos("Pf5 If8 pf7 Ka1 kl1", 'r');
    assert!(g.frozen("f7"));
    play(&mut g, "f5xf6");
    assert_eq!(g.at("f7"), None);
}

#[test]
fn an_immobilizer_never_captures() {
    // f5 -> f6 with a Green pawn f7 and a Red Withdrawer f8 beyond: a pawn would take f7, the
    // Immobilizer only freezes it.
    let mut g = pos("If5 pf7 Wf8 Ka1 kl1", 'r');
    play(&mut g, "f5-f6");
    assert!(g.at("f7").is_some());
    assert!(g.frozen("f7"));
}
