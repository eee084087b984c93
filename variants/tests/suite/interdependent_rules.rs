//! Drops, check, checkmate, stalemate, repetition, the move cap and evaluation in Interdependent
//! Chess (004_0ca2faf906401d7b.txt, Short Rules 1 and 5, Detailed Rules; RULINGS "All games"
//! and "Interdependent Chess"). Each position is analysed by hand in its comment.

use mcts::{Codec, Evaluate, Rules};
use std::collections::BTreeSet;

use mcts::Player::{Black, White};
use mcts::{play_move_list, Outcome, Termination};
use variants::interdependent::{Interdependent, Kind};

fn load(text: &str) -> Interdependent {
    Interdependent::from_text(text, 300).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(g: &Interdependent) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter().map(|&m| g.format_move(m)).collect()
}

/// White K a1, Black k d4, White holds a Spider (then a Spider and a Knight). The King has a2,
/// b1, b2 (no neighbour, so no capture) and each piece in hand drops on any of the 40 empty
/// cells: no drop can endanger a1 (a dropped piece lends only to its neighbours, and the Black
/// King on d4 borrowing a leap or knight path cannot reach a1, three files and ranks away).
/// 3 + 40 = 43 moves; with two kinds in hand 3 + 80 = 83 (a Conservative in hand: 43 again).
#[test]
fn a_drop_is_a_move_to_any_empty_cell() {
    let g = load("6/6/6/3k2/6/6/K5 w S 0");
    let l = legal(&g);
    assert_eq!(l.len(), 43, "{l:?}");
    assert!(l.contains("S@f7") && l.contains("S@c4") && l.contains("S@b1"));
    assert!(
        !l.contains("S@d4") && !l.contains("S@a1"),
        "no drop on an occupied cell"
    );
    let g2 = load("6/6/6/3k2/6/6/K5 w SN 0");
    assert_eq!(legal(&g2).len(), 83);
    // A Conservative, which moves only along its rank, drops on any rank too.
    let g4 = load("6/6/6/3k2/6/6/K5 w C 0");
    let l4 = legal(&g4);
    assert_eq!(l4.len(), 43);
    assert!(l4.contains("C@a7") && l4.contains("C@f2"));
    // Black's hand is Black's: with the same hand written lower case, White has no drop.
    let g3 = load("6/6/6/3k2/6/6/K5 w sn 0");
    assert_eq!(legal(&g3).len(), 3);
}

/// Playing a drop moves the piece from hand to board, for the dropper.
#[test]
fn dropping_takes_the_piece_from_the_hand() {
    let mut g = load("6/6/6/3k2/6/6/K5 w SS 0");
    play_move_list(&mut g, "S@c4").unwrap();
    assert_eq!(g.hand_count(White, Kind::Spider), 1);
    assert_eq!(
        g.piece_at(variants::interdependent::board::parse_cell("c4").unwrap()),
        Some((Kind::Spider, White))
    );
    assert_eq!(g.position_text(), "6/6/6/2Sk2/6/6/K5 b S 1");
}

/// White K c3, Black Knight e4, White holds a Knight, a Spider and a Universalist. A White piece
/// dropped on f4 becomes the Black Knight's neighbour; moving away from f4 is leftward:
/// - lent a Knight's power: the knight squares two left and one aside, c5 and c3: the King;
/// - beside a Universalist the Knight uses its own power, the same squares: the King again;
/// - lent a Spider's power: the leap to c4, empty.
///
/// So N@f4 and U@f4 are refused and S@f4 is legal.
#[test]
fn a_drop_that_leaves_the_king_in_check_is_refused() {
    let g = load("6/6/6/4n1/2K3/6/5k w NSU 0");
    let l = legal(&g);
    assert!(!l.contains("N@f4"), "{l:?}");
    assert!(!l.contains("U@f4"), "{l:?}");
    assert!(l.contains("S@f4"), "{l:?}");
    let e = g.parse_move("N@f4").unwrap_err();
    assert!(e.reason.contains("leaves White's King in check"), "{e}");
}

/// Black k a7; White Spider b6, King c5, Knight d4; Black to move, nothing in hand.
/// - Check: the Spider moves away from the King (c5 touches b6 diagonally; away is up-left)
///   with the King's power, one step: a7.
/// - a6 and b7: the White King moves away from the Knight on d4 (up-left) with the knight's
///   power: the squares a6 and b7. b6 is taken by the Spider.
/// - The Black King captures only by borrowing; its only neighbour is the Spider on b6, and
///   moving away from it is up-left, off the board. No capture; nothing in hand to drop.
///
/// Checkmate: White wins.
#[test]
fn checkmate_through_borrowed_powers_wins() {
    let g = load("k5/1S4/2K3/3N2/6/6/6 b - 0");
    assert!(g.in_check(Black));
    assert!(legal(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: White,
            reason: Termination::Checkmate
        }
    );
    // Without the King beside it the Spider gives no check: the check is borrowed.
    let no_lender = load("k5/1S4/6/3N2/6/6/5K b - 0");
    assert!(!no_lender.in_check(Black));
    assert!(!legal(&no_lender).is_empty());
    assert!(g.diagram().contains("Game over: 1-0 checkmate"));
}

/// The King may not step onto a cell an enemy could capture on: in the mate position without
/// the Spider, the Black King may go to b6 but not to a6 or b7 (the White King's borrowed knight
/// squares).
#[test]
fn the_king_may_not_move_into_check() {
    let g = load("k5/6/2K3/3N2/6/6/6 b - 0");
    assert_eq!(legal(&g), ["a7-b6"].iter().map(|s| s.to_string()).collect());
}

/// Black k a7; White Spiders b7 and a6, White King b1; Black to move, nothing in hand.
/// - Not in check: the Spider on b7 borrows from a6 (a leap off the board), from a7 (a step to
///   c7) and from the King on b1, which touches it across the rank 1/7 wrap (a step down to
///   b6); the Spider on a6 borrows steps or leaps that miss a7; the King on b1 borrows a step to
///   c2 from a7 and a leap to b3 from b7.
/// - The Black King's only empty neighbour is b6, covered by that Spider on b7 moving away from
///   the King on b1 (downward) with the King's one step.
/// - It captures nothing: away from b7 is leftward and away from a6 upward, both off the board,
///   and away from b1 (across both wraps) is down-left, off the board too.
///
/// No legal move, not in check: stalemate, a draw.
#[test]
fn stalemate_draws() {
    let g = load("kS4/S5/6/6/6/6/1K4 b - 0");
    assert!(!g.in_check(Black));
    assert!(legal(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
}

/// A mate given on the capped ply is a checkmate, not a move-cap draw: from ply 299 with cap
/// 300, White's Spider leaps b4-b6 into the mate position above.
#[test]
fn checkmate_on_the_capped_ply_is_a_checkmate() {
    let mut g = load("k5/6/2K3/1S1N2/6/6/6 w - 299");
    play_move_list(&mut g, "b4-b6").unwrap();
    assert_eq!(g.plies(), 300);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: White,
            reason: Termination::Checkmate
        }
    );
    // Any other move on that ply ends the game by the cap.
    let mut g = load("k5/6/2K3/1S1N2/6/6/6 w - 299");
    play_move_list(&mut g, "c5-c6").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
    assert!(legal(&g).is_empty());
}

/// Threefold repetition with the look-back over captures and drops: a 10-ply cycle in which
/// White drops a Guardian that Black's Knight captures, Black drops it back and White's Knight
/// captures it, both Knights return and the Kings shuffle. The start position (White to move,
/// White holding a Guardian) comes back after 10 and 20 plies; the third time is a draw, though
/// every cycle held two captures and two drops.
///
/// Knights: Black's on d6 beside its Universalist on d7 captures away from it (downward) with
/// its own power: c4 or e4. White's on c2 beside its Universalist on c1 captures upward: b4, d4.
#[test]
fn threefold_repetition_looks_back_across_captures_and_drops() {
    let start = "3u2/3n1k/6/6/6/2N3/K1U3 w G 0";
    let mut g = load(start);
    let cycle = "G@e4 d6xe4 a1-a2 e4-d6 a2-a1 G@d4 c2xd4 f6-f5 d4-c2 f5-f6";
    play_move_list(&mut g, cycle).unwrap();
    assert_eq!(g.position_text(), "3u2/3n1k/6/6/6/2N3/K1U3 w G 10");
    assert!(g.outcome().is_ongoing());
    let mut moves = cycle.split_whitespace();
    for _ in 0..9 {
        play_move_list(&mut g, moves.next().unwrap()).unwrap();
        assert!(g.outcome().is_ongoing(), "ply {}", g.plies());
    }
    play_move_list(&mut g, moves.next().unwrap()).unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
    assert_eq!(g.history_len(), 21);
}

/// A King shuffle of 4 plies returns the position with the same side to move; after 4 plies it
/// has occurred twice (not yet a draw), after 8 plies three times: a draw.
#[test]
fn king_shuffle_draws_on_the_third_occurrence() {
    let mut g = load("6/6/6/3k2/6/6/K5 w - 0");
    play_move_list(&mut g, "a1-a2 d4-d5 a2-a1 d5-d4 a1-a2 d4-d5 a2-a1").unwrap();
    assert!(g.outcome().is_ongoing());
    play_move_list(&mut g, "d5-d4").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
}

/// `evaluate` (the learned evaluation) and `evaluate_material` count the pieces on the board
/// and in hand for the side to move: equal at the start, positive for the side with an extra
/// piece (on the board or in hand), negative for the other side, always within [-1, 1]. In the
/// material evaluation a piece in hand counts a little more than on the board (a tenth); the
/// learned one weighs hand and board as its weights file says (the regression's values, under
/// which a Spider in hand counts less: docs/values.md).
#[test]
fn evaluate_counts_board_and_hand() {
    let in_hand = load("6/6/6/3k2/6/6/K5 w S 0");
    let on_board = load("6/6/6/3k2/6/6/K4S w - 0");
    let black_view = load("6/6/6/3k2/6/6/K5 b S 0");
    let lots = load("6/6/6/3k2/6/6/K5 w UUSSSSNNNNCCCCTTTTGGGG 0");
    type Eval = fn(&Interdependent) -> f32;
    for (name, f) in [
        ("evaluate", Interdependent::evaluate as Eval),
        (
            "evaluate_material",
            Interdependent::evaluate_material as Eval,
        ),
    ] {
        assert_eq!(f(&load(variants::interdependent::SETUP)), 0.0, "{name}");
        assert!(f(&in_hand) > 0.0 && f(&on_board) > 0.0, "{name}");
        assert_eq!(f(&black_view), -f(&in_hand), "{name}");
        assert!(f(&lots) <= 1.0 && f(&lots) > 0.9, "{name}");
    }
    assert!(in_hand.evaluate_material() > on_board.evaluate_material());
}

/// No move is irreversible in Interdependent Chess (a capture is undone by a recapture and a
/// drop), so the repetition history keeps every position of the game: in random games of 400
/// plies (past the 304 positions kept inline, so older ones spill to shared blocks) it holds
/// exactly one entry per position played, captures and drops included. A look-back that reset
/// on a capture or a drop, or stopped at the inline block, would fail here.
#[test]
fn history_never_forgets() {
    use mcts::rng_from_seed;
    use rand::Rng;
    let mut captures_or_drops = 0;
    let mut longest = 0;
    for seed in 0..3 {
        let mut g = Interdependent::from_text(variants::interdependent::SETUP, 10_000).unwrap();
        let mut rng = rng_from_seed(seed);
        let mut buf = Vec::new();
        for ply in 0..400u32 {
            assert_eq!(g.history_len(), ply as usize + 1, "seed {seed} ply {ply}");
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let m = buf[rng.random_range(0..buf.len())];
            let text = g.format_move(m);
            if text.contains('x') || text.contains('@') {
                captures_or_drops += 1;
            }
            g.play(m);
            longest = longest.max(ply + 1);
        }
    }
    assert!(captures_or_drops > 0, "the games held captures or drops");
    assert!(
        longest > 304,
        "a game went past the inline block ({longest} plies)"
    );
}
