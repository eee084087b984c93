//! Orthodox chess rules beyond move generation (docs/rules/chess.md): draws by rule,
//! checkmate, stalemate, notation and FEN round trips, registry construction.

use mcts::{play_move_list, Game, Outcome, Player, Termination};
use variants::potential::Chess;
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
    let p = Params::parse("chess", &["move_cap=2"]).unwrap();
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
