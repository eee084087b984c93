//! Quantimex uncertain destinations (001_458953bcf665a48d.txt, rule 2; RULINGS "Quantimex",
//! Uncertain destination): candidate sets, who decides, path captures before and arrival
//! captures after the decision, and the `spread` parameter.

use crate::quantimex_common::{cands, moves, play, pos, pos_with, set};
use mcts::Player;
use mcts::{Codec, Evaluate, Rules};
use variants::quantimex::pieces::Kind;

#[test]
fn candidate_sets_for_two_to_six_steps_match_the_table_in_open_space() {
    // Regent f1 moving N to f(1+n). With d = N: behind = D's S neighbour, side-back = D's SE
    // and SW neighbours (on file g rank r-1 and file e rank r-1), side-front = D's NE and NW
    // neighbours (g r, e r).
    let cases = [
        (2, "f3", "f3 f2"),
        (3, "f4", "f4 g3 e3"),
        (4, "f5", "f5 f4 g4 e4"),
        (5, "f6", "f6 g5 e5 g6 e6"),
        (6, "f7", "f7 f6 g6 e6 g7 e7"),
    ];
    for (n, dest, want) in cases {
        let mut g = pos("Rf1 Ka1 kl6", 'r');
        play(&mut g, &format!("f1-{dest}"));
        let p = g
            .pending()
            .unwrap_or_else(|| panic!("{n} steps: no decision"));
        assert_eq!(p.steps as usize, n);
        assert_eq!(cands(&g), set(want), "{n} steps");
        assert_eq!(g.to_move(), Player::Black, "the opponent decides");
        assert_eq!(
            moves(&g),
            set(want)
                .iter()
                .map(|c| format!("@{c}"))
                .collect::<Vec<_>>()
        );
    }
    // One step: no uncertainty.
    let mut g = pos("Rf1 Ka1 kl6", 'r');
    play(&mut g, "f1-f2");
    assert!(g.pending().is_none());
}

#[test]
fn candidate_set_along_a_diagonal() {
    // Regent a1 NE: b2 c3 d4 e5 f6 g6 (6 steps). D = g6: behind f6; side-back = cells next to
    // both g6 and f6: g5, f7; side-front = next to both g6 and h6: g7, h5.
    let mut g = pos("Ra1 Kl1 kl6", 'r');
    play(&mut g, "a1-g6");
    assert_eq!(cands(&g), set("g6 f6 g5 f7 g7 h5"));
}

#[test]
fn candidates_shrink_at_the_edge_and_beside_occupied_cells() {
    // Regent a1 N 5 steps to a6: side-back b6 (SE) and off-board (SW); side-front b7 (NE) and
    // off-board (NW): a6 b6 b7.
    let mut g = pos("Ra1 Kf1 kl6", 'r');
    play(&mut g, "a1-a6");
    assert_eq!(cands(&g), set("a6 b6 b7"));
    // With b6 occupied: a6 b7.
    let mut g = pos("Ra1 Pb6 Kf1 kl6", 'r');
    play(&mut g, "a1-a6");
    assert_eq!(cands(&g), set("a6 b7"));
}

#[test]
fn a_single_empty_candidate_needs_no_decision() {
    // b6 and b7 occupied: only a6 is left, so Green is not asked and it is simply Green's turn.
    let mut g = pos("Ra1 Pb6 pb7 Kf1 kl6", 'r');
    play(&mut g, "a1-a6");
    assert!(g.pending().is_none());
    assert_eq!(g.at("a6"), Some((Kind::Regent, Player::White)));
    assert_eq!(g.to_move(), Player::Black);
    assert_eq!(g.plies(), 1);
    assert!(moves(&g).iter().all(|m| !m.starts_with('@')));
}

#[test]
fn the_long_leapers_jumped_cells_are_emptied_before_the_decision() {
    // Leaper f1 jumps the Green pawn f2 and lands on f3 (2 steps): candidates f3 and behind f2,
    // which is a candidate only because the jumped pawn is already gone.
    let mut g = pos("Lf1 pf2 Ka1 kl6", 'r');
    play(&mut g, "f1xf3");
    assert_eq!(cands(&g), set("f2 f3"));
    play(&mut g, "@f2");
    assert_eq!(g.at("f2"), Some((Kind::LongLeaper, Player::White)));
    assert_eq!(g.count(Player::Black), 1);
}

#[test]
fn the_decider_then_takes_its_own_turn() {
    let mut g = pos("Pf2 Ka1 kl6", 'r');
    play(&mut g, "f2-f4");
    assert_eq!(g.to_move(), Player::Black);
    play(&mut g, "@f3");
    assert_eq!(g.at("f3"), Some((Kind::Pawn, Player::White)));
    assert_eq!(g.to_move(), Player::Black, "Green decided and now moves");
    assert_eq!((g.plies(), g.turns()), (2, 1));
}

#[test]
fn arrival_captures_are_taken_at_the_chosen_cell() {
    // Pawn f2 -> f4 (2 steps): candidates f4, f3. On f4 it would pincer the Green pawn g4
    // against the Red Withdrawer h4 (g4's NE neighbour); on f3 it does not touch g4.
    let mut g = pos("Pf2 pg4 Wh4 Ka1 kl6", 'r');
    play(&mut g, "f2-f4");
    assert!(g.at("g4").is_some(), "no capture before the decision");
    let mut h = g.clone();
    play(&mut g, "@f3");
    assert!(g.at("g4").is_some());
    play(&mut h, "@f4");
    assert_eq!(h.at("g4"), None);
}

#[test]
fn the_spread_parameter_changes_the_table() {
    // No uncertainty at all.
    let mut g = pos_with(&["spread=-/-/-/-/-"], "Rf1 Ka1 kl6", 'r');
    play(&mut g, "f1-f7");
    assert!(g.pending().is_none());
    // Two steps: intended cell and the two side-front cells.
    let mut g = pos_with(&["spread=F/S/BS/SF/BSF"], "Rf1 Ka1 kl6", 'r');
    play(&mut g, "f1-f3");
    assert_eq!(cands(&g), set("f3 g3 e3"));
}

#[test]
fn the_rulings_example_f2_f5_offers_green_three_cells() {
    // From the start: pawn f2 three steps N to f5; side-back e4, g4.
    let mut g = pos_with(&[], "Ka1 kl6", 'r'); // parameters only
    g = g
        .load_position(&format!("{} r - 0 0", variants::quantimex::DEFAULT_SETUP))
        .unwrap();
    play(&mut g, "f2-f5");
    assert_eq!(cands(&g), set("f5 e4 g4"));
    assert!(g.diagram().contains("Green chooses"));
}

#[test]
fn a_king_taken_on_the_path_ends_the_game_before_any_decision() {
    // Long-Leaper f1 jumps the Green King f3 and aims at f5 (4 steps): the candidates f5, f4,
    // g4, e4 are all empty, but the game is already won.
    let mut g = pos("Lf1 kf3 Ka1", 'r');
    play(&mut g, "f1xf5");
    assert!(g.pending().is_none());
    assert_eq!(
        g.outcome(),
        mcts::Outcome::Win {
            winner: Player::White,
            reason: mcts::Termination::KingCaptured
        }
    );
    assert!(moves(&g).is_empty());
}

/// Quiescence value of `g` for the player to decide, `left` capture plies.
fn quiescence(g: &variants::quantimex::Quantimex, left: u32) -> f32 {
    mcts::alphabeta::quiescence(g, &mut Vec::new(), 0, left, -3.0, 3.0, &mut || false)
}

#[test]
fn quiescence_makes_the_decider_choose_instead_of_standing_pat() {
    // Regent f1 aims at f4 (3 steps): Green chooses among f4, g3 and e3 (the table of
    // `candidate_sets_for_two_to_six_steps_match_the_table_in_open_space`). The Green
    // Immobilizer on h2 touches g3 but none of f1, f4 and e3, so only the choice g3 freezes
    // the Regent: Green's best choice, worth the weights file's `frozen` term, which the
    // static evaluation of the pending position (Regent on f4, free) does not see. A search
    // that stood pat at the decision would return that static value.
    let cell = |c: &str| variants::quantimex::hex::HEX.parse(c).unwrap();
    let mut g = pos("Rf1 ih2 Ka1 kl6", 'r');
    assert!(!g.is_frozen(cell("f1")));
    play(&mut g, "f1-f4");
    assert_eq!(cands(&g), set("f4 g3 e3"));
    for c in cands(&g) {
        let mut h = g.clone();
        play(&mut h, &format!("@{c}"));
        assert_eq!(h.is_frozen(cell(&c)), c == "g3", "the Regent on {c}");
    }
    let freezing = "g3";
    assert_eq!(g.to_move(), Player::Black);
    assert!(g.pending().is_some() && g.forced_choice());
    let mut chosen = g.clone();
    play(&mut chosen, &format!("@{freezing}"));
    assert_eq!(chosen.to_move(), Player::Black, "the decider moves on");
    // The search scores the position after each choice by its evaluation (one ply).
    let best = cands(&g)
        .iter()
        .map(|c| {
            let mut h = g.clone();
            play(&mut h, &format!("@{c}"));
            h.evaluate()
        })
        .fold(f32::NEG_INFINITY, f32::max);
    assert_eq!(
        best,
        chosen.evaluate(),
        "freezing the Regent is Green's best choice"
    );
    assert!(
        best > g.evaluate() + 0.01,
        "{best} against {}",
        g.evaluate()
    );
    assert_eq!(quiescence(&g, 8), best);
    // With no capture plies left the search must stop: it stands pat.
    assert_eq!(quiescence(&g, 0), g.evaluate());
}
