//! Hand-built positions for each special rule of Potential Chess (seed
//! 002_a41f0f858c62d591.txt; RULINGS "Potential Chess"). Position text: docs/rules/potential.md.

use mcts::{play_move_list, Outcome, Player, Termination};
use mcts::{Codec, Rules};
use variants::potential::tables::parse_square;
use variants::potential::{MoveKind, PotentialChess};

fn load(text: &str) -> PotentialChess {
    PotentialChess::from_text(text, 300).unwrap_or_else(|e| panic!("{e}"))
}

fn legal_texts(g: &PotentialChess) -> Vec<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter().map(|&m| g.format_move(m)).collect()
}

fn at(g: &PotentialChess, sq: &str) -> String {
    g.text_at(parse_square(sq).unwrap())
}

#[test]
fn double_step_from_first_and_second_rank_only_unmoved() {
    // e1 and f1 are king and pawn in some order, unmoved: e1-e3 is available (and makes f1
    // the king); d3 moved already
    let g = load("4[k]3/8/8/8/8/3[P]*4/8/4[KP][KP]2 w - QRRLDNNPPPPPP qrrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert!(l.contains(&"e1-e3>P".to_string()), "{l:?}");
    assert!(l.contains(&"e1-e2>KP".to_string()), "{l:?}");
    assert!(!l.iter().any(|m| m.starts_with("d3-d5")), "{l:?}");
    let mut g = g;
    play_move_list(&mut g, "e1-e3").unwrap();
    assert_eq!(at(&g, "e3"), "P");
    assert_eq!(at(&g, "f1"), "K");
}

#[test]
fn en_passant_actualizes_the_captured_piece_as_pawn() {
    // Black d7 and h8 are a queen and a pawn in some order
    let mut g = load("4[k]2[qp]/3[qp]4/8/4[P]*3/8/8/8/4[K]3 b - QRRLDNNPPPPPPP rrldnnppppppp - 0");
    play_move_list(&mut g, "d7-d5>qp").unwrap();
    let l = legal_texts(&g);
    assert!(l.contains(&"e5:d6>P".to_string()), "{l:?}");
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    assert!(buf.iter().any(|m| m.kind == MoveKind::EnPassant));
    play_move_list(&mut g, "e5:d6>P").unwrap();
    assert_eq!(at(&g, "d5"), "");
    assert_eq!(at(&g, "d6"), "P");
    // the captured piece was a pawn, so h8 is the queen; no statement was needed
    assert_eq!(at(&g, "h8"), "q");
    assert!(!g.statement_pending());
    assert_eq!(g.to_move(), Player::Black);
}

#[test]
fn castling_reduces_king_and_rook() {
    let mut g = load("4[k]3/8/8/8/8/8/8/3[KQ][KQ]2[R] w - RLDNNPPPPPPPP qrrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert!(l.contains(&"e1-g1>K".to_string()), "{l:?}");
    play_move_list(&mut g, "e1-g1>K").unwrap();
    assert_eq!(at(&g, "g1"), "K");
    assert_eq!(at(&g, "f1"), "R");
    assert_eq!(
        at(&g, "d1"),
        "Q",
        "closure: the other king candidate is the queen"
    );
}

#[test]
fn castling_not_through_attacked_square() {
    // a black rook on f8 attacks f1
    let g = load("4[k][r]2/8/8/8/8/8/8/3[Q][K]2[R] w - RLDNNPPPPPPPP qrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert!(!l.contains(&"e1-g1>K".to_string()), "{l:?}");
}

#[test]
fn promotion_choice_pawn_or_not_pawn() {
    let g = load("[k]7/4[QP]*3/8/8/8/8/3[QP]4/4[K]3 w - RRLDNNPPPPPPP qrrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert!(l.contains(&"e7-e8>P".to_string()), "{l:?}");
    assert!(l.contains(&"e7-e8>Q".to_string()), "{l:?}");
    let mut a = g.clone();
    play_move_list(&mut a, "e7-e8>P").unwrap();
    assert_eq!(at(&a, "e8"), "!KP", "a promoted pawn becomes !KP");
    assert_eq!(at(&a, "d2"), "Q", "the other piece is then the queen");
    let mut b = g.clone();
    play_move_list(&mut b, "e7-e8>Q").unwrap();
    assert_eq!(at(&b, "e8"), "Q");
    assert_eq!(at(&b, "d2"), "P");
}

#[test]
fn owner_states_the_captured_type() {
    // White's rook takes a black piece that is a queen or rook; the other one is then known
    let mut g = load("4[k]3/8/8/3[qr]4/8/8/3[R]*3[qr]/4[K]3 w - QRLDNNPPPPPPPP rldnnpppppppp - 0");
    play_move_list(&mut g, "d2:d5>R").unwrap();
    assert!(g.statement_pending());
    assert_eq!(g.to_move(), Player::Black);
    let l = legal_texts(&g);
    assert_eq!(l, vec!["(q)".to_string(), "(r)".to_string()]);
    play_move_list(&mut g, "(q)").unwrap();
    assert!(!g.statement_pending());
    assert_eq!(g.to_move(), Player::Black);
    assert_eq!(at(&g, "h2"), "r");
    assert!(g.position_text().contains(" q"), "{}", g.position_text());
}

#[test]
fn attacked_possible_king_loses_k() {
    // after White moves, the black rook on a8 attacks a3: that piece may no longer be king
    let mut g = load("[r]3[k]3/8/8/8/8/[KQ]7/8/4[KQ]3 w - RRLDNNPPPPPPPP qrldnnpppppppp - 0");
    play_move_list(&mut g, "e1-d1").unwrap();
    assert_eq!(at(&g, "a3"), "Q");
    assert_eq!(at(&g, "d1"), "K");
}

#[test]
fn move_leaving_no_possible_king_is_illegal() {
    // a3 is attacked by the rook on h3; a king step of e1 onto the d-file (rook d8) would
    // leave both possible kings attacked: illegal. e1-f1 keeps a possible king safe.
    let g = load("3[r][k]3/8/8/8/8/[KQ]6[r]/8/4[KQ]3 w - RRLDNNPPPPPPPP qldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert!(
        !l.iter()
            .any(|m| m.starts_with("e1-d1") || m.starts_with("e1-d2")),
        "{l:?}"
    );
    assert!(l.contains(&"e1-f1>K".to_string()), "{l:?}");
    // a3 itself may move out of the rook's reach and stay a possible king
    assert!(l.contains(&"a3-a2>KQ".to_string()), "{l:?}");
}

#[test]
fn checkmate() {
    let g = load("8/8/8/8/8/2[k]5/1[q]6/[K]7 w - QRRLDNNPPPPPPPP rrldnnpppppppp - 0");
    assert!(legal_texts(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::Black,
            reason: Termination::Checkmate
        }
    );
}

#[test]
fn stalemate() {
    let g = load("8/8/8/8/8/1[q]6/2[k]5/[K]7 w - QRRLDNNPPPPPPPP rrldnnpppppppp - 0");
    assert!(legal_texts(&g).is_empty());
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
}

#[test]
fn repetition_draws() {
    let mut g = load("4[k]3/8/8/8/8/8/8/4[K]3 w - QRRLDNNPPPPPPPP qrrldnnpppppppp - 0");
    // the first king moves change the position (moved flags), then it repeats
    play_move_list(
        &mut g,
        "e1-d1 e8-d8 d1-e1 d8-e8 e1-d1 e8-d8 d1-e1 d8-e8 e1-d1",
    )
    .unwrap();
    assert!(g.outcome().is_ongoing());
    play_move_list(&mut g, "e8-d8").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    assert!(buf.is_empty());
}

#[test]
fn move_cap_draws() {
    let mut g = PotentialChess::from_text(
        "4[k]3/8/8/8/8/8/8/4[K]3 w - QRRLDNNPPPPPPPP qrrldnnpppppppp - 0",
        3,
    )
    .unwrap();
    play_move_list(&mut g, "e1-d1 e8-d8 d1-c1").unwrap();
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

#[test]
fn all_single_potentials_play_orthodox_chess() {
    // the same engine with every potential one type: perft equals orthodox chess
    let g = load(
        "[r][n][b][q][k][b][n][r]/[p][p][p][p][p][p][p][p]/8/8/8/8/[P][P][P][P][P][P][P][P]/[R][N][B][Q][K][B][N][R] w - - - - 0",
    );
    assert!(!g.has_uncertainty());
    assert_eq!(variants::perft::perft(&g, 1), 20);
    assert_eq!(variants::perft::perft(&g, 2), 400);
    assert_eq!(variants::perft::perft(&g, 3), 8902);
}

#[test]
fn position_text_errors() {
    let ok = "4[k]3/8/8/8/8/8/8/4[K]3 w - QRRLDNNPPPPPPPP qrrldnnpppppppp - 0";
    assert!(PotentialChess::from_text(ok, 300).is_ok());
    // 15 white pieces; en-passant square on a wrong rank; no piece in front of it; bad letter
    assert!(PotentialChess::from_text(
        "4[k]3/8/8/8/8/8/8/4[K]3 w - QRRLDNNPPPPPPP qrrldnnpppppppp - 0",
        300
    )
    .is_err());
    assert!(PotentialChess::from_text(
        "4[k]3/8/8/8/8/8/8/4[K]3 w a1 QRRLDNNPPPPPPPP qrrldnnpppppppp - 0",
        300
    )
    .is_err());
    assert!(PotentialChess::from_text(
        "4[k]3/8/8/8/8/8/8/4[K]3 w e6 QRRLDNNPPPPPPPP qrrldnnpppppppp - 0",
        300
    )
    .is_err());
    assert!(PotentialChess::from_text(
        "4[k]3/8/8/8/8/8/8/4[Z]3 w - QRRLDNNPPPPPPPP qrrldnnpppppppp - 0",
        300
    )
    .is_err());
    // three knights: no complete assignment
    assert!(PotentialChess::from_text(
        "4[k]3/8/8/8/8/8/8/3[N][K]3 w - QRRLDNNPPPPPPP qrrldnnpppppppp - 0",
        300
    )
    .is_err());
}

/// A captured piece is never stated a king (RULINGS "Potential Chess": the game replays as
/// orthodox chess, where no king is captured). White's a2 piece takes on a7 as a queen or rook
/// on White's first move; Black's a7 piece could be any of K Q R B N P (B the dark-square
/// bishop, a7 being dark) before, and Black's statement may name every type but the king:
/// Q R B N P. Stating the queen leaves the game going.
#[test]
fn a_captured_piece_is_never_stated_a_king() {
    let mut g = PotentialChess::new(&variants::declare::MoveCapParams::default());
    play_move_list(&mut g, "a2:a7>QR").unwrap();
    let mut l = legal_texts(&g);
    l.sort();
    assert_eq!(l, ["(b)", "(n)", "(p)", "(q)", "(r)"]);
    assert!(play_move_list(&mut g.clone(), "(k)").is_err());
    play_move_list(&mut g, "(q)").unwrap();
    assert!(g.outcome().is_ongoing());
}

/// The moves the rules allow, ignoring whether the game is over (a capped game lists none).
fn rule_moves(g: &PotentialChess) -> Vec<String> {
    let mut buf = Vec::new();
    g.generate(&mut buf);
    buf.iter().map(|&m| g.format_move(m)).collect()
}

/// RULINGS "All games": a mate given on the move cap's last ply is a checkmate, not a
/// `move-cap` draw. Every potential a single type, ply 299 of 300: Q a7, K g6 against k h8.
/// a7-a8 attacks h8 along rank 8 (b8..g8 empty); g8 is attacked by the queen, g7 and h7 by
/// the king g6, and no Black piece can capture a8 or block: checkmate on ply 300. The quiet
/// a7-a6 leaves g8 free, so the cap draws.
#[test]
fn checkmate_on_the_capped_ply_is_a_checkmate() {
    let text = "7[k]*/[Q]*7/6[K]*1/8/8/8/8/8 w - RRLDNNPPPPPPPP qrrldnnpppppppp - 299";
    let mut mate = load(text);
    play_move_list(&mut mate, "a7-a8").unwrap();
    assert_eq!(mate.plies(), 300);
    assert!(rule_moves(&mate).is_empty());
    assert_eq!(
        mate.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::Checkmate
        }
    );
    let mut quiet = load(text);
    play_move_list(&mut quiet, "a7-a6").unwrap();
    assert_eq!(quiet.plies(), 300);
    // The game is over by the cap alone: the rules still give Black a move.
    assert_eq!(rule_moves(&quiet), vec!["h8-g8>k".to_string()]);
    assert_eq!(
        quiet.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

/// The same for stalemate, Black to move on ply 299 of 300: K a1 against k c2 and q b4.
/// b4-b3 covers a2 (diagonal) and b1, b2 (b-file), the king c2 covers b1 and b2 too, and a1 is
/// not attacked: White has no move, a stalemate on ply 300. The quiet b4-b5 leaves a2 free.
#[test]
fn stalemate_on_the_capped_ply_is_a_stalemate() {
    let text = "8/8/8/8/1[q]*6/8/2[k]*5/[K]*7 b - QRRLDNNPPPPPPPP rrldnnpppppppp - 299";
    let mut stale = load(text);
    play_move_list(&mut stale, "b4-b3").unwrap();
    assert_eq!(stale.plies(), 300);
    assert!(rule_moves(&stale).is_empty());
    assert_eq!(
        stale.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
    let mut quiet = load(text);
    play_move_list(&mut quiet, "b4-b5").unwrap();
    assert_eq!(rule_moves(&quiet), vec!["a1-a2>K".to_string()]);
    assert_eq!(
        quiet.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

fn may_be_king(g: &PotentialChess, sq: &str) -> bool {
    let (_, pot) = g
        .potential_at(parse_square(sq).unwrap())
        .unwrap_or_else(|| panic!("no piece on {sq}"));
    pot.has(variants::potential::game::K)
}

/// RULINGS "Potential Chess": the K loss follows a player's board moves only, not a
/// statement. From the start, a2:a7>QR: the White piece on a7 (queen or rook) attacks a8
/// (file), b7 (rank) and, as a queen, b8 (diagonal). Black then states the captured piece a
/// queen. Black has made no board move yet, so its attacked pieces a8, b8, b7 (and the rest of
/// rank 7, each attacked along its file by White's rank-2 piece as a queen or rook) still may
/// be king, before and after the statement. Black's first board move g8-f6 (a knight leap,
/// so f6 becomes `n`) leaves a8, b8, b7, c7, d7, e7, g7 and h7 attacked: they all lose K. f7
/// is now shielded from f2 by f6, and no White piece reaches it diagonally (the a2-f7 diagonal
/// was a2's, which left), so it keeps K; so do c8, d8, e8, f8 and h8 (rank 7 shields them, the
/// a7 piece stops at b7 and b8).
#[test]
fn possible_kings_lose_k_after_board_moves_not_after_a_statement() {
    let mut g = PotentialChess::start(300);
    play_move_list(&mut g, "a2:a7>QR").unwrap();
    assert!(g.statement_pending());
    let rank7 = ["b7", "c7", "d7", "e7", "f7", "g7", "h7"];
    for sq in ["a8", "b8"].iter().chain(&rank7) {
        assert!(
            may_be_king(&g, sq),
            "{sq} before the statement: {}",
            at(&g, sq)
        );
    }
    play_move_list(&mut g, "(q)").unwrap();
    assert!(!g.statement_pending());
    assert_eq!(g.to_move(), Player::Black);
    for sq in ["a8", "b8"].iter().chain(&rank7) {
        assert!(
            may_be_king(&g, sq),
            "{sq} after the statement: {}",
            at(&g, sq)
        );
    }
    // The queen is known to be gone: no Black piece may be the queen any more.
    let d8 = g.potential_at(parse_square("d8").unwrap()).unwrap().1;
    assert!(!d8.has(variants::potential::game::Q), "{}", at(&g, "d8"));
    play_move_list(&mut g, "g8-f6").unwrap();
    assert_eq!(at(&g, "f6"), "n");
    for sq in ["a8", "b8", "b7", "c7", "d7", "e7", "g7", "h7"] {
        assert!(!may_be_king(&g, sq), "{sq} after g8-f6: {}", at(&g, sq));
    }
    for sq in ["f7", "c8", "d8", "e8", "f8", "h8"] {
        assert!(may_be_king(&g, sq), "{sq} after g8-f6: {}", at(&g, sq));
    }
}

/// Plays `e2-e4` from `text` (White to move, single-type potentials, every piece but e2
/// already moved), checks the position text's en-passant field, then cycles the knights
/// b8-c6 g1-f3 c6-b8 f3-g1 one ply at a time and returns the ply at which the game ends by
/// repetition. The double step is the pawn's first move, so it restarts the look-back: the
/// position right after it is the first one compared. The knights' potentials stay `N`/`n`
/// and they have moved already, so the cycle never restarts it.
fn potential_repetition_ply_after_double_step(text: &str, ep_field: &str) -> u32 {
    let mut g = load(text);
    play_move_list(&mut g, "e2-e4").unwrap();
    let after = g.position_text();
    assert_eq!(after.split_whitespace().nth(2), Some(ep_field), "{after}");
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
    panic!("no repetition after 4 cycles from {text}");
}

/// FIDE 9.2.2 as in orthodox chess (RULINGS "All games", repetition): the en-passant square
/// makes a position differ only when an en-passant capture is legal. White's unmoved [P] e2
/// double-steps beside d4:
/// - d4 holds a Black [p] with its only possible king d8 on the d-file and a White [R] d1: the
///   capture d4:e3 would leave d8 attacked, it loses K, Black has no possible king: illegal;
/// - d4 holds a Black [n], which may not be a pawn: no piece can capture en passant;
/// in both the text shows `-`, and the position right after the double step (ply 1) recurs
/// after each knight cycle: plies 1, 5, 9, a draw at ply 9.
/// Contrast, the rook on c1 (no pin): d4:e3 is legal, the text shows `e3`, the position after
/// the double step never recurs, and the first third occurrence is the position after b8-c6
/// (plies 2, 6, 10): a draw at ply 10.
#[test]
fn en_passant_square_counts_for_repetition_only_when_the_capture_is_legal() {
    let pinned =
        "1[n]*1[k]*4/8/8/8/3[p]*4/8/4[P]3/3[R]*2[N]*[K]* w - QRLDNPPPPPPP qrrldnppppppp - 0";
    let knight =
        "1[n]*1[k]*4/8/8/8/3[n]*4/8/4[P]3/3[R]*2[N]*[K]* w - QRLDNPPPPPPP qrrldpppppppp - 0";
    let free = "1[n]*1[k]*4/8/8/8/3[p]*4/8/4[P]3/2[R]*3[N]*[K]* w - QRLDNPPPPPPP qrrldnppppppp - 0";
    assert_eq!(potential_repetition_ply_after_double_step(pinned, "-"), 9);
    assert_eq!(potential_repetition_ply_after_double_step(knight, "-"), 9);
    assert_eq!(potential_repetition_ply_after_double_step(free, "e3"), 10);
    for (text, legal) in [(pinned, false), (knight, false), (free, true)] {
        let mut g = load(text);
        play_move_list(&mut g, "e2-e4").unwrap();
        let l = legal_texts(&g);
        assert_eq!(
            l.iter().any(|m| m.starts_with("d4:e3")),
            legal,
            "{text}: {l:?}"
        );
    }
}

/// In check (docs/rules/potential.md "Check"; issue 25): every piece of the player to decide
/// that may be its king is attacked. a1 and h1 may each be White's king or queen; a Black queen
/// on a8 attacks both (the a-file and the long diagonal), one on a5 only a1. The checkmate and
/// stalemate positions above are in check and not in check.
#[test]
fn in_check_means_every_possible_king_is_attacked() {
    let both = load("[q]3[k]3/8/8/8/8/8/8/[KQ]6[KQ] w - RRLDNNPPPPPPPP rrldnnpppppppp - 0");
    assert!(both.is_in_check());
    assert!(both.outcome().is_ongoing(), "in check with legal moves");
    let one = load("4[k]3/8/8/[q]7/8/8/8/[KQ]6[KQ] w - RRLDNNPPPPPPPP rrldnnpppppppp - 0");
    assert!(!one.is_in_check(), "h1 may be the king and is not attacked");
    let mate = load("8/8/8/8/8/2[k]5/1[q]6/[K]7 w - QRRLDNNPPPPPPPP rrldnnpppppppp - 0");
    assert!(mate.is_in_check());
    let stale = load("8/8/8/8/8/1[q]6/2[k]5/[K]7 w - QRRLDNNPPPPPPPP rrldnnpppppppp - 0");
    assert!(!stale.is_in_check());
}

/// A piece that is the only one between the mover's only possible king and an opponent piece
/// that may be a slider of that line (a queen on e8, the king on e1, a rook on e4) moves only
/// along the line: any other move leaves the king attacked, so it loses K and no possible king
/// remains (RULINGS "Potential Chess", K loss). Hand count: the rook's e2, e3, e5, e6, e7 and
/// e8 (capture), the king's d1, d2, e2, f1, f2 (none attacked: the e-file is blocked at e4,
/// the queen's diagonals pass a4 and h5); 11 moves. With a second piece on the line (a moved
/// pawn on e2) neither blocker is pinned: the rook's 5 file and 7 rank moves, the pawn's e3,
/// the king's d1, d2, f1, f2; 17 moves.
#[test]
fn a_piece_pinned_to_the_only_possible_king_moves_along_the_line() {
    let g = load("4[q]2[k]/8/8/8/4[R]3/8/8/4[K]3 w - QRLDNNPPPPPPPP rrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert_eq!(l.len(), 11, "{l:?}");
    assert!(
        !l.iter()
            .any(|m| m.starts_with("e4-") && !m.starts_with("e4-e")),
        "{l:?}"
    );
    assert!(l.iter().any(|m| m.starts_with("e4:e8")), "{l:?}");
    let g = load("4[q]2[k]/8/8/8/4[R]3/8/4[P]*3/4[K]3 w - QRLDNNPPPPPPP rrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert_eq!(l.len(), 17, "{l:?}");
    assert!(l.iter().any(|m| m.starts_with("e4-a4")), "{l:?}");
}

/// The same pin with a second possible king (e1 and a1 are a king and a knight in some
/// order): leaving the line is legal, e1 is then attacked and loses K, so a1 is the king and
/// e1 the knight (RULINGS "Potential Chess", K loss and closure).
#[test]
fn leaving_a_pin_line_with_another_possible_king_costs_the_exposed_one_k() {
    let mut g = load("4[q]2[k]/8/8/8/4[R]3/8/7[P]*/[KN]3[KN]3 w - QRLDNPPPPPPP rrldnnpppppppp - 0");
    let l = legal_texts(&g);
    assert!(l.iter().any(|m| m.starts_with("e4-a4")), "{l:?}");
    play_move_list(&mut g, "e4-a4").unwrap();
    assert_eq!(at(&g, "e1"), "N");
    assert_eq!(at(&g, "a1"), "K");
}
