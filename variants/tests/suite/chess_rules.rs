//! Orthodox chess rules beyond move generation (docs/rules/chess.md): draws by rule,
//! checkmate, stalemate, notation and FEN round trips, registry construction.

use mcts::{play_move_list, Game, Outcome, Player, Termination};
use mcts::{Codec, Evaluate, Rules};
use variants::chess::Chess;
use variants::declare::ParamSet;
use variants::registry::Params;

#[test]
fn fools_mate_is_checkmate() {
    let mut g = Chess::start();
    play_move_list(&mut g, "f2-f3 e7-e5 g2-g4 d8-h4").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::Black,
            reason: Termination::Checkmate
        }
    );
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    assert!(buf.is_empty());
}

#[test]
fn stalemate_draws() {
    let g = Chess::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
}

#[test]
fn threefold_repetition_draws() {
    let mut g = Chess::start();
    play_move_list(&mut g, "g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6 f3-g1").unwrap();
    assert!(g.outcome().is_ongoing());
    play_move_list(&mut g, "f6-g8").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
}

#[test]
fn fifty_move_rule_draws() {
    let mut g = Chess::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
    assert!(g.outcome().is_ongoing());
    play_move_list(&mut g, "a1-a2").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::FiftyMove
        }
    );
}

#[test]
fn insufficient_material_draws() {
    let mut g = Chess::from_fen("4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1").unwrap();
    play_move_list(&mut g, "e1:d2").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::InsufficientMaterial
        }
    );
    // bishops all on one colour: insufficient; a knight and a bishop: not
    assert!(Chess::from_fen("4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1")
        .unwrap()
        .insufficient_material());
    assert!(!Chess::from_fen("4k3/8/8/8/8/8/8/2N1KB2 w - - 0 1")
        .unwrap()
        .insufficient_material());
    assert!(!Chess::from_fen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")
        .unwrap()
        .insufficient_material());
}

#[test]
fn move_cap_draws() {
    let p = variants::declare::MoveCapParams::parse_list(&["move_cap=2"]).unwrap();
    let mut g = Chess::new(&p);
    play_move_list(&mut g, "e2-e4 e7-e5").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

#[test]
fn promotion_castling_en_passant_notation() {
    let g = Chess::from_fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").unwrap();
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let texts: Vec<String> = buf.iter().map(|&m| g.format_move(m)).collect();
    for want in ["b7-b8=Q", "b7-b8=N", "b7:a8=R", "e5:d6", "e1-g1", "e1-c1"] {
        assert!(
            texts.contains(&want.to_string()),
            "{want} missing from {texts:?}"
        );
    }
    for (m, t) in buf.iter().zip(&texts) {
        assert_eq!(g.parse_move(t).unwrap(), *m);
    }
    assert_eq!(g.parse_move("O-O").unwrap(), g.parse_move("e1-g1").unwrap());
    assert_eq!(
        g.parse_move("b7b8q").unwrap(),
        g.parse_move("b7-b8=Q").unwrap()
    );
    assert!(g.parse_move("b7-b8").is_err(), "promotion needs a piece");
    assert!(g.parse_move("e1-e3").is_err());
}

#[test]
fn fen_round_trip_and_errors() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        let g = Chess::start().load_position(fen).unwrap();
        assert_eq!(g.position_text(), fen);
    }
    assert!(
        Chess::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err(),
        "no kings"
    );
    assert!(
        Chess::from_fen("4k3/8/8/8/8/8/8/4K3 w - a1 0 1").is_err(),
        "en passant rank"
    );
    assert!(
        Chess::from_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1").is_err(),
        "castling without rook"
    );
    assert!(
        Chess::from_fen("4k3/8/8/8/8/8/8/4K2r b - - 0 1").is_err(),
        "side not to move in check"
    );
}

#[test]
fn registry_builds_chess_and_potential() {
    struct V;
    impl variants::registry::GameVisitor for V {
        type Output = (String, usize);
        fn visit<G: Game>(self, g: G) -> (String, usize) {
            let mut buf = Vec::new();
            g.legal_moves(&mut buf);
            (g.variant_name().to_string(), buf.len())
        }
    }
    let p = Params::defaults("chess").unwrap();
    assert_eq!(variants::registry::visit(&p, V), ("chess".to_string(), 20));
    let p = Params::defaults("potential").unwrap();
    let (name, n) = variants::registry::visit(&p, V);
    assert_eq!(name, "potential");
    assert!(n > 20);
}

/// RULINGS "All games": a mate given on the move cap's last ply is a checkmate, not a
/// `move-cap` draw (FIDE 9.6.2). Fool's mate is exactly 4 plies; with `move_cap=4` its last
/// move is the capped ply. Any other (quiet) move on that ply ends the game by the cap.
#[test]
fn checkmate_on_the_capped_ply_is_a_checkmate() {
    let p = variants::declare::MoveCapParams::parse_list(&["move_cap=4"]).unwrap();
    let mut g = Chess::new(&p);
    play_move_list(&mut g, "f2-f3 e7-e5 g2-g4").unwrap();
    assert!(g.outcome().is_ongoing());
    let mut mate = g.clone();
    play_move_list(&mut mate, "d8-h4").unwrap();
    assert_eq!(mate.plies(), 4);
    assert_eq!(
        mate.outcome(),
        Outcome::Win {
            winner: Player::Black,
            reason: Termination::Checkmate
        }
    );
    // The quiet d8-e7 on the same ply: White still has moves, so the cap draws.
    let mut quiet = g.clone();
    play_move_list(&mut quiet, "d8-e7").unwrap();
    assert_eq!(quiet.plies(), 4);
    assert_eq!(
        quiet.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

/// The same for stalemate: K g6 and Q f1 against k h8, `move_cap=1` (a loaded FEN starts at ply
/// 0). f1-f7 leaves the king on h8 unattacked with g8 (queen on the diagonal f7-g8), g7 (queen,
/// king) and h7 (king g6, queen along rank 7) covered: stalemate, not `move-cap`. The quiet
/// f1-f2 leaves g8 free, so the cap draws.
#[test]
fn stalemate_on_the_capped_ply_is_a_stalemate() {
    let p = variants::declare::MoveCapParams::parse_list(&["move_cap=1"]).unwrap();
    let g = Chess::new(&p)
        .load_position("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1")
        .unwrap();
    let mut stale = g.clone();
    play_move_list(&mut stale, "f1-f7").unwrap();
    assert_eq!(stale.plies(), 1);
    assert_eq!(
        stale.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
    let mut quiet = g.clone();
    play_move_list(&mut quiet, "f1-f2").unwrap();
    assert_eq!(
        quiet.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

/// Plays `e2-e4` from `fen` (White to move; a Black pawn on d4 beside the arrival square),
/// checks the FEN's en-passant field, then cycles the knights b8-c6 g1-f3 c6-b8 f3-g1 (every
/// 4 plies back to the placement right after the double step, Black to move) one ply at a
/// time and returns the ply at which the game ends by repetition. `e2-e4` resets the look-back
/// (pawn move), so the position right after it is the first one compared.
fn repetition_ply_after_double_step(fen: &str, ep_field: &str) -> u32 {
    let mut g = Chess::from_fen(fen).unwrap();
    play_move_list(&mut g, "e2-e4").unwrap();
    let after = g.position_text();
    assert_eq!(after.split_whitespace().nth(3), Some(ep_field), "{after}");
    let cycle = ["b8-c6", "g1-f3", "c6-b8", "f3-g1"];
    for mv in cycle.iter().cycle().take(16) {
        play_move_list(&mut g, mv).unwrap();
        let o = g.outcome();
        if !o.is_ongoing() {
            assert_eq!(
                o,
                Outcome::Draw {
                    reason: Termination::Repetition
                }
            );
            return g.plies();
        }
    }
    panic!("no repetition after 4 cycles from {fen}");
}

/// FIDE 9.2.2 (RULINGS "All games", repetition): the en-passant square makes a position differ
/// only when an en-passant capture is legal. After `e2-e4` beside the Black pawn d4:
/// - pinned along the d-file (k d8, R d1): d4:e3 would leave d8 attacked, so it is illegal;
/// - pinned along rank 4 (k a4, R h4): d4:e3 removes both d4 and e4 from the rank and opens
///   a4-h4, so it is illegal too;
/// in both the FEN shows `-`, and the position right after the double step (ply 1) is the same
/// as after each knight cycle: it occurs at plies 1, 5 and 9, a draw at ply 9.
/// Contrast, R c1 instead of d1 (no pin): d4:e3 is legal, the FEN shows `e3`, and the position
/// after the double step never recurs. Every position of the cycle then occurs first at plies
/// 2..5, so the earliest third occurrence is the position after b8-c6 (plies 2, 6, 10): a draw
/// at ply 10, not 9.
#[test]
fn en_passant_square_counts_for_repetition_only_when_the_capture_is_legal() {
    assert_eq!(
        repetition_ply_after_double_step("1n1k4/8/8/8/3p4/8/4P3/3R2NK w - - 0 1", "-"),
        9
    );
    assert_eq!(
        repetition_ply_after_double_step("1n6/8/8/8/k2p3R/8/4P3/6NK w - - 0 1", "-"),
        9
    );
    assert_eq!(
        repetition_ply_after_double_step("1n1k4/8/8/8/3p4/8/4P3/2R3NK w - - 0 1", "e3"),
        10
    );
    // The en-passant capture itself: listed only in the unpinned position.
    for (fen, legal) in [
        ("1n1k4/8/8/8/3p4/8/4P3/3R2NK w - - 0 1", false),
        ("1n6/8/8/8/k2p3R/8/4P3/6NK w - - 0 1", false),
        ("1n1k4/8/8/8/3p4/8/4P3/2R3NK w - - 0 1", true),
    ] {
        let mut g = Chess::from_fen(fen).unwrap();
        play_move_list(&mut g, "e2-e4").unwrap();
        let mut buf = Vec::new();
        g.legal_moves(&mut buf);
        let texts: Vec<String> = buf.iter().map(|&m| g.format_move(m)).collect();
        assert_eq!(
            texts.contains(&"d4:e3".to_string()),
            legal,
            "{fen}: {texts:?}"
        );
    }
}

/// docs/rules/chess.md, "Implementation notes": `evaluate_material` counts P 1, N 3, B 3,
/// R 5, Q 9 as `tanh(diff / 10)` for the side to move; the learned `evaluate` weighs the pieces
/// as `variants/weights/chess.txt` does, whose values since 2026-11-30 are the regression's (a
/// bishop 0.67 above a knight 0.52; with the hand-set 0.6 each the knight-up position below
/// would score higher, the a8 rook and the knight's attack squares giving White more mobility).
#[test]
fn material_evaluation_counts_the_hand_set_values_and_the_learned_one_the_file_s() {
    let knight_up = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let bishop_up = "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let at =
        |board: &str, side: &str| Chess::from_fen(&format!("{board} {side} KQkq - 0 1")).unwrap();
    let tanh = mcts::eval::tanh;
    assert_eq!(at(knight_up, "w").evaluate_material(), tanh(0.3));
    assert_eq!(at(knight_up, "b").evaluate_material(), -tanh(0.3));
    assert_eq!(at(bishop_up, "w").evaluate_material(), tanh(0.3));
    assert_eq!(Chess::start().evaluate_material(), 0.0);
    let (n, b) = (at(knight_up, "w").evaluate(), at(bishop_up, "w").evaluate());
    assert!(n > 0.0 && b > n, "knight up {n}, bishop up {b}");
    assert!(at(bishop_up, "b").evaluate() < 0.0);
}
