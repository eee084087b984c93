//! Quantimex as a whole game: the starting array and opening moves, winning, repetition, the
//! move cap, the seed's short example, notation and bad input (001_458953bcf665a48d.txt;
//! RULINGS "Quantimex" and "All games").

use crate::quantimex_common::{board, cands, moves, play, pos, pos_with, targets};
use mcts::{Codec, Evaluate, Rules};
use mcts::{Outcome, Player, Termination};
use variants::declare::ParamSet;
use variants::quantimex::pieces::Kind;
use variants::quantimex::{Quantimex, DEFAULT_SETUP};
use variants::registry::Params;

#[test]
fn starting_array_matches_the_ruling() {
    let g = Quantimex::standard();
    let rank1 = "IWLCRKRCLWI";
    for (i, f) in "abcdefghikl".chars().enumerate() {
        let k = Kind::from_letter(rank1.as_bytes()[i] as char).unwrap();
        assert_eq!(g.at(&format!("{f}1")), Some((k, Player::White)), "{f}1");
    }
    assert_eq!(g.at("a2"), Some((Kind::Mimic, Player::White)));
    assert_eq!(g.at("l2"), Some((Kind::Mimic, Player::White)));
    for f in "bcdefghik".chars() {
        assert_eq!(g.at(&format!("{f}2")), Some((Kind::Pawn, Player::White)));
    }
    // Green mirrors: file X rank r -> rank len(X)+1-r.
    assert_eq!(g.at("f11"), Some((Kind::King, Player::Black)));
    assert_eq!(g.at("a6"), Some((Kind::Immobilizer, Player::Black)));
    assert_eq!(g.at("a5"), Some((Kind::Mimic, Player::Black)));
    assert_eq!(g.at("b6"), Some((Kind::Pawn, Player::Black)));
    assert_eq!(g.at("e10"), Some((Kind::Regent, Player::Black)));
    assert_eq!((g.count(Player::White), g.count(Player::Black)), (22, 22));
    assert_eq!(g.to_move(), Player::White, "Red moves first");
}

#[test]
fn red_has_sixty_opening_moves() {
    // Derivation (RULINGS array; nothing is frozen, nothing can be captured):
    // Pawns move N up their file until the Green pawn, at most 6 cells; their SW and SE
    // neighbours are all Red pieces of rank 1-2 (e.g. b2: SW a1, SE c2):
    //   b2: b3-b5 = 3, c2: c3-c6 = 4, d2: d3-d7 = 5, e2: e3-e8 = 6, f2: f3-f8 = 6 (cap),
    //   g2: 6, h2: 5, i2: 4, k2: 3  -> 42.
    // Mimic a2: N a3 a4 (a5 Green Mimic: no capture) = 2; NE b3 c4 d5 e6 f7 g7 = 6; SE b2, S a1
    //   Red; SW/NW off the board -> 8. Mimic l2 the same -> 16.
    // King f1: N f2 Red pawn; NW e1 and NE g1 are Red Regents -> 2 enthronements.
    // Regents, Coordinators, Long-Leapers, Withdrawers, Immobilizers on rank 1: every
    //   neighbour on the board is a Red piece -> 0.
    // Total 42 + 16 + 2 = 60.
    let g = Quantimex::standard();
    let m = moves(&g);
    assert_eq!(m.len(), 60, "{m:?}");
    assert_eq!(targets(&g, "a2").len(), 8);
    assert_eq!(targets(&g, "f2").len(), 6);
    assert_eq!(targets(&g, "f1").len(), 2);
}

#[test]
fn capturing_the_king_wins() {
    let mut g = pos("Kf6 kf7", 'r');
    play(&mut g, "f6xf7");
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
fn leaving_the_opponent_without_a_move_wins() {
    // The Red Immobilizer c6 steps NW to b6, next to the lone Green King a6 (a6's SE
    // neighbour). Frozen, the King could only enthrone, and Green has no Regent: Green has no
    // legal move and loses (not a draw).
    let mut g = pos("Ic6 Kf1 ka6", 'r');
    play(&mut g, "c6-b6");
    assert!(moves(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::Stalemate
        }
    );
    // With a Green Regent beside the King, the King may enthrone: the game goes on.
    let mut g = pos("Ic6 Kf1 ka6 ra5", 'r');
    play(&mut g, "c6-b6");
    assert!(g.outcome().is_ongoing());
    assert!(moves(&g).contains(&"a6-a5".to_string()));
}

#[test]
fn seed_example_last_move_coordinator_goes_the_whole_way_with_no_decision_and_takes_the_king() {
    // The seed's example ends with a Coordinator moving as far as it can, every alternative
    // cell occupied or off the board, capturing the Green King. Here: Coordinator a1 -> a6, 5
    // steps to the edge (the most its line allows). Candidates a6, side-back b6 (Green pawn)
    // and off-board, side-front b7 (the Green pawn retreated to the edge) and off-board: no
    // decision. On a6 its NE-SW line a6 b7 c8 d9 e10 f11 crosses the Red King's file f at f11,
    // where the Green King stands.
    let mut g = pos("Ca1 Kf1 pb6 pb7 kf11", 'r');
    play(&mut g, "a1xa6");
    assert!(g.pending().is_none());
    assert_eq!(g.at("f11"), None);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::KingCaptured
        }
    );
    // Had b6 been empty, Green would choose, and b6 (whose lines miss f11) saves the King.
    let mut g = pos("Ca1 Kf1 pb7 kf11", 'r');
    play(&mut g, "a1-a6");
    assert_eq!(cands(&g), vec!["a6".to_string(), "b6".to_string()]);
    play(&mut g, "@b6");
    assert!(g.at("f11").is_some());
    assert!(g.outcome().is_ongoing());
}

#[test]
fn threefold_repetition_with_decisions_in_between() {
    // Cycle of 6 plies, not alternating: Red a1-a3 (Green decides @a3, then moves l6-l5),
    // Red a3-a1 (Green decides @a1, then moves l5-l6). The start (Red to decide) recurs at
    // plies 6 and 12: the third occurrence draws. The positions where Green decides have a
    // pending decision in their hash and recur only at plies 1, 7, 13.
    let mut g = pos("Ra1 Kf1 kl6", 'r');
    let cycle = ["a1-a3", "@a3", "l6-l5", "a3-a1", "@a1", "l5-l6"];
    for (i, m) in cycle.iter().cycle().take(12).enumerate() {
        assert!(g.outcome().is_ongoing(), "ply {i}");
        play(&mut g, m);
    }
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
    assert_eq!(g.plies(), 12);
}

/// The 30 border cells in order round the board, and the 24 cells of the ring inside it.
const RING5: &str =
    "a1 a2 a3 a4 a5 a6 b7 c8 d9 e10 f11 g10 h9 i8 k7 l6 l5 l4 l3 l2 l1 k1 i1 h1 g1 f1 e1 d1 c1 b1";
const RING4: &str = "b2 b3 b4 b5 b6 c7 d8 e9 f10 g9 h8 i7 k6 k5 k4 k3 k2 i2 h2 g2 f2 e2 d2 c2";

#[test]
fn repetition_is_never_missed_across_long_cycles() {
    // The Red King walks round the border (30 cells) and the Green King round the next ring
    // (24): both are back together every lcm(30, 24) = 120 turns each = 240 plies, so the start
    // recurs at plies 240 and 480, and no position occurs three times before ply 480. A
    // look-back of 256 positions would miss the third occurrence. Move cap 500 turns.
    let r5: Vec<&str> = RING5.split_whitespace().collect();
    let r4: Vec<&str> = RING4.split_whitespace().collect();
    let mut g = pos_with(&["move_cap=500"], "Ka1 kb2", 'r');
    for t in 0..240 {
        assert!(g.outcome().is_ongoing(), "turn pair {t}");
        play(&mut g, &format!("{}-{}", r5[t % 30], r5[(t + 1) % 30]));
        if t < 239 {
            assert!(g.outcome().is_ongoing());
        }
        play(&mut g, &format!("{}-{}", r4[t % 24], r4[(t + 1) % 24]));
    }
    assert_eq!(g.plies(), 480);
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
}

#[test]
fn move_cap_counts_whole_turns_not_decisions() {
    // Cap 2 turns: turn 1 = Red's 2-step move and Green's decision (2 plies), turn 2 = Green's
    // King step: the draw comes at ply 3, not 2.
    let mut g = pos_with(&["move_cap=2"], "Ra1 Kf1 kl6", 'r');
    play(&mut g, "a1-a3");
    play(&mut g, "@a3");
    assert_eq!((g.turns(), g.plies()), (1, 2));
    assert!(g.outcome().is_ongoing());
    play(&mut g, "l6-l5");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
    // Cap 1: the capped turn's decision is still taken.
    let mut g = pos_with(&["move_cap=1"], "Ra1 Kf1 kl6", 'r');
    play(&mut g, "a1-a3");
    assert!(g.outcome().is_ongoing());
    play(&mut g, "@a2");
    assert_eq!(g.outcome().termination(), Some(Termination::MoveCap));
}

/// A position of `pieces` with `move_cap=3`, Red to move, 2 whole turns (and plies) played:
/// Red's next move is the capped turn.
fn on_the_capped_turn(pieces: &str) -> Quantimex {
    let g =
        Quantimex::new(&variants::quantimex::QuantimexParams::parse_list(&["move_cap=3"]).unwrap());
    g.load_position(&format!("{} r - 2 2", board(pieces)))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// RULINGS "All games": a move that ends the game by its own rule on the cap's last turn ends
/// it by that rule, not by the cap. Turn 3 of 3: the Red King f6 takes the Green King f7 (its
/// N neighbour): `king-captured`. The quiet King step f6-f5 (S) on that turn leaves Green its
/// King's moves, so the cap draws.
#[test]
fn king_capture_on_the_capped_turn_is_a_king_capture() {
    let mut g = on_the_capped_turn("Kf6 kf7");
    assert!(g.outcome().is_ongoing());
    play(&mut g, "f6xf7");
    assert_eq!(g.turns(), 3);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::KingCaptured
        }
    );
    let mut g = on_the_capped_turn("Kf6 kf7");
    play(&mut g, "f6-f5");
    assert_eq!(g.turns(), 3);
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

/// The same for leaving the opponent no move (a win for the mover in Quantimex, termination
/// `stalemate`): on turn 3 of 3 the Red Immobilizer c6-b6 freezes the lone Green King a6 (see
/// `leaving_the_opponent_without_a_move_wins`): Red wins by `stalemate`. The Red King's step
/// f1-f2 instead leaves a6 free to move: the cap draws.
#[test]
fn leaving_no_move_on_the_capped_turn_wins_by_stalemate() {
    let mut g = on_the_capped_turn("Ic6 Kf1 ka6");
    play(&mut g, "c6-b6");
    assert_eq!(g.turns(), 3);
    assert!(moves(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::Stalemate
        }
    );
    let mut g = on_the_capped_turn("Ic6 Kf1 ka6");
    play(&mut g, "f1-f2");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

#[test]
fn hash_includes_the_pending_decision_and_the_decider() {
    let mut a = pos("Ra1 Kf1 kl6", 'r');
    play(&mut a, "a1-a3");
    let b = a
        .load_position(&a.position_text().replace(" a3:N:2 ", " - "))
        .unwrap();
    assert_ne!(a.hash(), b.hash());
    assert_eq!(a.hash(), a.hash_from_scratch());
}

#[test]
fn notation_and_position_text_round_trip() {
    let mut g = Quantimex::standard();
    play(&mut g, "f2-f5");
    let text = g.position_text();
    assert!(text.ends_with(" g f5:N:3 1 1"), "{text}");
    let h = g.load_position(&text).unwrap();
    assert_eq!(h.position_text(), text);
    assert_eq!(h.hash(), g.hash());
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    for m in buf {
        assert_eq!(g.parse_move(&g.format_move(m)), Ok(m));
    }
}

#[test]
fn bad_moves_are_refused_with_reasons() {
    let mut g = Quantimex::standard();
    let e = g.parse_move("j2-j4").unwrap_err();
    assert!(e.reason.contains("no file j"), "{e}");
    let e = g.parse_move("a2-a7").unwrap_err();
    assert!(
        e.reason.contains("off the hexagon") && e.reason.contains("1-6"),
        "{e}"
    );
    let e = g.parse_move("m2-m3").unwrap_err();
    assert!(e.reason.contains("not a cell name"), "{e}");
    let e = g.parse_move("f2f5").unwrap_err();
    assert!(e.reason.contains("FROM-TO"), "{e}");
    let e = g.parse_move("@f5").unwrap_err();
    assert!(
        e.reason.contains("no destination decision is pending"),
        "{e}"
    );
    let e = g.parse_move("~f2").unwrap_err();
    assert!(e.reason.contains("not frozen"), "{e}");
    let e = g.parse_move("f1-f3").unwrap_err();
    assert!(e.reason.contains("cannot reach"), "{e}");
    play(&mut g, "f2-f5");
    let e = g.parse_move("@f6").unwrap_err();
    assert!(
        e.reason.contains("not an empty candidate") && e.reason.contains("f5 g4 e4"),
        "{e}"
    );
    let e = g.parse_move("f10-f9").unwrap_err();
    assert!(e.reason.contains("must first choose"), "{e}");
}

#[test]
fn bad_parameters_and_positions_are_refused_with_reasons() {
    let err = |p: &str| Params::parse("quantimex", &[p]).unwrap_err().0;
    let e = err("spread=B/S/BX/SF/BSF");
    assert!(
        e.contains("4 steps") && e.contains("'X'") && e.contains("valid form"),
        "{e}"
    );
    let e = err("spread=B/S");
    assert!(e.contains("2 entries, expected 5"), "{e}");
    let e = err("spread=B/S/BB/SF/BSF");
    assert!(e.contains("repeats"), "{e}");
    let e = err("setup=IM2mi/WP3pw");
    assert!(
        e.contains("has 2 file groups separated by '/', not 11"),
        "{e}"
    );
    let e = err(&format!(
        "setup={}",
        DEFAULT_SETUP.replacen("LP4pl", "LP5pl", 1)
    ));
    assert!(
        e.contains("file c") && e.contains("more than its 8 cells"),
        "{e}"
    );
    let e = err(&format!(
        "setup={}",
        DEFAULT_SETUP.replacen("LP4pl", "LX4pl", 1)
    ));
    assert!(e.contains("file c") && e.contains("'X'"), "{e}");
    let e = err(&format!(
        "setup={}",
        DEFAULT_SETUP.replacen("KP7pk", "KP7pq", 1)
    ));
    assert!(e.contains("'q'"), "{e}");
    let e = err(&format!(
        "setup={}",
        DEFAULT_SETUP.replacen("KP7pk", "KP9", 1)
    ));
    assert!(e.contains("0 Green Kings"), "{e}");
    let e = err("move_cap=501");
    assert!(e.contains("1..=500"), "{e}");
    // A good custom setup and table are accepted and canonicalised.
    let p = Params::parse("quantimex", &["spread=sb/s/bs/fs/fsb"]).unwrap();
    assert_eq!(p.get("spread").as_deref(), Some("BS/S/BS/SF/BSF"));
    // Positions.
    let g = Quantimex::standard();
    assert!(g.load_position("x r - 0 0").is_err());
    let e = g
        .load_position(&format!("{DEFAULT_SETUP} x - 0 0"))
        .unwrap_err();
    assert!(e.0.contains("r (Red) or g (Green)"), "{e}");
    let e = g
        .load_position(&format!("{DEFAULT_SETUP} g f2:N:9 0 0"))
        .unwrap_err();
    assert!(e.0.contains("step count 2-6"), "{e}");
    let e = g
        .load_position(&format!("{DEFAULT_SETUP} g j2:N:3 0 0"))
        .unwrap_err();
    assert!(e.0.contains("no file j"), "{e}");
}

#[test]
fn diagram_marks_frozen_pieces_candidates_and_the_chooser() {
    let mut g = pos("Mf6 if7 Ra1 Kf1 kl6", 'r');
    let d = g.diagram();
    assert!(d.contains("M*") && d.contains("i*"), "{d}");
    play(&mut g, "a1-a3");
    let d = g.diagram();
    assert!(d.contains("R?") && d.contains(".?"), "{d}");
    assert!(d.contains("Green chooses where Red's Regent lands"), "{d}");
    assert!(d.contains("a3 a2"), "{d}");
}

#[test]
fn evaluate_counts_material_for_the_player_to_decide() {
    let g = pos("Kf1 Rf2 kl6", 'r');
    let h = pos("Kf1 Rf2 kl6", 'g');
    assert!(g.evaluate() > 0.0 && h.evaluate() < 0.0);
    assert!((g.evaluate() + h.evaluate()).abs() < 1e-6);
    let s = Quantimex::standard();
    assert_eq!(s.evaluate(), 0.0);
}

/// `is_capture` (docs/rules/quantimex.md, "Notation, positions, parameters"; issue 25): a move
/// captures when it takes something as it is played. A pawn step f5-f6 pincers f7 against the
/// Withdrawer f8 (no decision: one step). The same arrival from f2 (4 steps, Green chooses
/// among f6, f5 and the side-back cells) is not a capture: the pincer waits for Green's choice.
/// A Long-Leaper jump f1-f4 over f3 takes f3 before Green chooses: a capture. Decisions never
/// are. In every position `is_capture` agrees with the notation's `x`.
#[test]
fn is_capture_is_what_the_move_takes_before_any_decision() {
    let capture = |g: &Quantimex, text: &str| g.is_capture(g.parse_move(text).unwrap());
    let agrees_with_notation = |g: &Quantimex| {
        let mut buf = Vec::new();
        g.legal_moves(&mut buf);
        for &m in &buf {
            let text = g.format_move(m);
            assert_eq!(g.is_capture(m), text.contains('x'), "{text}");
        }
    };
    let near = pos("Pf5 pf7 Wf8 Ka1 kl1", 'r');
    assert!(capture(&near, "f5-f6"));
    agrees_with_notation(&near);
    let mut far = pos("Pf2 pf7 Wf8 Ka1 kl1", 'r');
    assert!(!capture(&far, "f2-f6"));
    agrees_with_notation(&far);
    play(&mut far, "f2-f6");
    assert!(
        far.pending().is_some(),
        "Green chooses where the pawn lands"
    );
    agrees_with_notation(&far);
    let mut buf = Vec::new();
    far.legal_moves(&mut buf);
    assert!(
        buf.iter().all(|&m| !far.is_capture(m)),
        "a decision is no capture"
    );
    let leap = pos("Lf1 pf3 Ka1 kl6", 'r');
    assert!(capture(&leap, "f1-f4"));
    agrees_with_notation(&leap);
    agrees_with_notation(&Quantimex::standard());
}
