//! Cross-check of the orthodox chess move generator against shakmaty on thousands of
//! positions from random games: the legal move sets, written as UCI, must be equal; so must
//! check, checkmate and stalemate. Also checks hash updates and text round-trips.

use mcts::{Codec, Rules};
use mcts::{GameRng, Outcome, Termination};
use rand::{Rng, SeedableRng};
use shakmaty::{fen::Fen, CastlingMode, Chess as SChess, Position};
use variants::chess::Chess;

#[test]
fn random_games_match_shakmaty() {
    let mut rng = GameRng::seed_from_u64(2024);
    let mut positions = 0;
    let mut buf = Vec::new();
    for game_no in 0..120 {
        let mut g = Chess::start();
        loop {
            let fen = g.fen();
            let s: SChess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap_or_else(|e| panic!("shakmaty rejects {fen}: {e}"));
            g.generate(&mut buf);
            let mut mine: Vec<String> = buf.iter().map(|m| m.uci()).collect();
            let mut theirs: Vec<String> = s
                .legal_moves()
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect();
            mine.sort();
            theirs.sort();
            assert_eq!(mine, theirs, "game {game_no}, position {fen}");
            assert_eq!(g.in_check(), s.is_check(), "{fen}");
            assert_eq!(g.hash(), g.hash_from_scratch(), "{fen}");
            // FEN round trip
            let back = Chess::from_fen(&fen).unwrap();
            assert_eq!(back.fen(), fen);
            assert_eq!(back.hash(), g.hash());
            positions += 1;
            let mut legal = Vec::new();
            g.legal_moves(&mut legal);
            if legal.is_empty() {
                match g.outcome() {
                    Outcome::Win {
                        reason: Termination::Checkmate,
                        ..
                    } => {
                        assert!(s.is_checkmate(), "{fen}")
                    }
                    Outcome::Draw {
                        reason: Termination::Stalemate,
                    } => {
                        assert!(s.is_stalemate(), "{fen}")
                    }
                    Outcome::Draw { .. } => {}
                    o => panic!("unexpected outcome {o:?} at {fen}"),
                }
                break;
            }
            for &m in &legal {
                let text = g.format_move(m);
                assert_eq!(g.parse_move(&text), Ok(m), "round trip of {text} at {fen}");
                assert_eq!(g.parse_move(&m.uci()), Ok(m), "UCI {} at {fen}", m.uci());
            }
            // prefer captures a little so games reach endgames and promotions
            let caps: Vec<_> = legal
                .iter()
                .copied()
                .filter(|m| g.format_move(*m).contains(':'))
                .collect();
            let m = if !caps.is_empty() && rng.random_bool(0.5) {
                caps[rng.random_range(0..caps.len())]
            } else {
                legal[rng.random_range(0..legal.len())]
            };
            g.play(m);
        }
    }
    assert!(positions > 5000, "only {positions} positions checked");
}
