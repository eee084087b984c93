//! Uncertainty rules (000_2ad8c5d3a15ea4a8.txt; RULINGS "Uncertainty"), each from a position
//! with a move count or outcome derived by hand from the rules. `docs/rules/uncertainty.md`
//! names the test for every rule.

use mcts::{Codec, Rules};
use mcts::{Outcome, Player, Termination};
use variants::declare::ParamSet;
use variants::uncertainty::Uncertainty;
use variants::uncertainty::{Kind, UncertaintyPiece};

fn game(params: &[&str]) -> Uncertainty {
    Uncertainty::new(&variants::uncertainty::UncertaintyParams::parse_list(params).unwrap())
}

fn at(params: &[&str], pos: &str) -> Uncertainty {
    game(params)
        .load_position(pos)
        .unwrap_or_else(|e| panic!("{pos}: {e}"))
}

fn moves(g: &Uncertainty) -> Vec<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let mut v: Vec<String> = buf.iter().map(|m| g.format_move(*m)).collect();
    v.sort();
    v
}

fn play(g: &mut Uncertainty, text: &str) {
    for t in text.split_whitespace() {
        let m = g.parse_move(t).unwrap_or_else(|e| panic!("{e}"));
        g.play(m);
    }
}

#[test]
fn standard_opening_has_180_moves() {
    // Figure 1: 30 one-step orthogonal pawn moves into empty squares (rank 1: b1 d1 f1 h1 one
    // each; rank 2: a2 2, c2 e2 g2 3 each; rank 3: b3 d3 f3 4 each, h3 3), each either plain
    // or followed by a transformation into K, Q, R, B or N: 30 * 6 = 180. No captures (no king).
    let g = game(&[]);
    let m = moves(&g);
    assert_eq!(m.len(), 180);
    assert!(m.contains(&"b3-b4>K".to_string()));
    assert!(m.iter().all(|x| !x.contains('x')));
}

#[test]
fn torus_opening_has_224_moves_with_wrapping() {
    // Figure 2, counted pawn by pawn over the wrapped neighbours: 28 steps; reserve kinds
    // K Q M C R N B give 1 + 7 = 8 choices each: 224. j2-a2 wraps across the file edge and
    // g1-g12 across the rank edge.
    let g = game(&["board=torus"]);
    let m = moves(&g);
    assert_eq!(m.len(), 224);
    assert!(m.contains(&"j2-a2".to_string()));
    assert!(m.contains(&"g1-g12>M".to_string()));
}

#[test]
fn setups_match_figures_one_and_two() {
    let s = game(&[]);
    assert_eq!(s.to_move(), Player::White, "White moves first");
    assert_eq!(
        s.position_text(),
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN kqrrbbnn 0000 0"
    );
    let t = game(&["board=torus"]);
    assert_eq!(
        t.position_text(),
        "10/1ppp6/ppppp5/pp1pp5/pp1pp5/ppppp5/1ppp2PPP1/5PPPPP/5PP1PP/5PP1PP/5PPPPP/6PPP1 \
         w KQRRBBBNNNMC kqrrbbbnnnmc 0000 0"
    );
}

#[test]
fn pawns_step_orthogonally_and_capture_diagonally_in_every_direction() {
    // White pawn d4 with a White king h1 (so it may capture); Black pawns c5 (diagonal) and
    // d5 (orthogonal, blocks). Moves of d4: d3 c4 e4 plain, xc5: 4; each plain or +Q R B N
    // (reserve Q R B N): 4 * 5 = 20. King h1: g1 g2 h2 = 3. Total 23.
    let g = at(&[], "8/8/8/2pp4/3P4/8/8/7K w QRBN kqrrbbnn 0000 0");
    let m = moves(&g);
    assert_eq!(m.len(), 23, "{m:?}");
    assert!(m.contains(&"d4xc5".to_string()));
    assert!(!m
        .iter()
        .any(|x| x.starts_with("d4-d5") || x.starts_with("d4xd5")));
    // A pawn moving backwards (no direction) is legal.
    assert!(m.contains(&"d4-d3".to_string()));
}

#[test]
fn no_capture_without_a_king() {
    // White pawn a1, Black pawn b2: without a White king the capture a1xb2 is not offered.
    // a1: a2, b1 = 2 steps, each plain or K Q R B N: 12.
    let g = at(&[], "8/8/8/8/8/8/1p6/P7 w KQRRBBNN kqrrbbnn 0000 0");
    assert_eq!(moves(&g).len(), 12);
    // With a White king on h8 the capture exists: a1 has a2 b1 xb2 = 3 steps * (1 + Q R B N)
    // = 15, plus king g8 h7 g7 = 3: 18.
    let g = at(&[], "7K/8/8/8/8/8/1p6/P7 w QRRBBNN kqrrbbnn 0000 0");
    let m = moves(&g);
    assert_eq!(m.len(), 18);
    assert!(m.contains(&"a1xb2".to_string()));
}

#[test]
fn check_exists_only_against_a_player_whose_opponent_has_a_king() {
    // Black rook e8 on the king's file, but Black has no king: no check, all 5 king moves.
    let g = at(&[], "p3r3/8/8/8/8/8/8/4K3 w - kqbbnn 0000 0");
    assert!(!g.in_check(Player::White));
    assert_eq!(moves(&g).len(), 5);
    // With a Black king on a8 the rook gives check; e2 stays on the file: 4 moves.
    let g = at(&[], "k3r3/8/8/8/8/8/8/4K3 w - qbbnn 0000 0");
    assert!(g.in_check(Player::White));
    assert_eq!(moves(&g), vec!["e1-d1", "e1-d2", "e1-f1", "e1-f2"]);
}

#[test]
fn checkmate_wins_and_needs_the_attackers_king() {
    // Rooks g8 h8 against a king on h1: every flight square is covered, h1 is attacked.
    let g = at(&[], "k5rr/8/8/8/8/8/8/7K w - qbbnn 0000 0");
    assert_eq!(moves(&g).len(), 0);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::Black,
            reason: Termination::Checkmate
        }
    );
    // The same rooks without a Black king (a pawn a8 instead, king in reserve) attack nothing.
    let g = at(&[], "p5rr/8/8/8/8/8/8/7K w - kqbnn 0000 0");
    assert_eq!(moves(&g).len(), 3);
    assert_eq!(g.outcome(), Outcome::Ongoing);
}

#[test]
fn stalemate_draws() {
    // King h1 not attacked; g1 (rook g8), g2 and h2 (rook a2) are: no move.
    let g = at(&[], "k5r1/8/8/8/8/8/r7/7K w - qbbnn 0000 0");
    assert!(!g.in_check(Player::White));
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
}

#[test]
fn losing_the_last_pawn_with_the_king_in_reserve_loses_at_once() {
    // a1xa2 takes Black's last pawn; Black's king is still in reserve: no-king, White wins.
    let mut g = at(&[], "8/8/8/8/8/8/p7/R3K3 w - kqrbbnn 0000 0");
    play(&mut g, "a1xa2");
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::NoKing
        }
    );
    // With retransform on, Black's knight h8 could still become the king: the game goes on.
    let mut g = at(
        &["retransform=on"],
        "7n/8/8/8/8/8/p7/R3K3 w - kqrbbn 0000 0",
    );
    play(&mut g, "a1xa2");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    // ... and with retransform off the same position is lost for Black.
    let mut g = at(&[], "7n/8/8/8/8/8/p7/R3K3 w - kqrbbn 0000 0");
    play(&mut g, "a1xa2");
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::NoKing
        }
    );
}

#[test]
fn second_bishop_must_take_the_other_colour() {
    // White pawn a1 moves to a2 or b1, both on colour 1 (a1 is colour 0). Reserve K B.
    // One bishop already on colour 0: the second may go on colour 1: (plain, K, B) * 2 = 6.
    let g = at(&[], "7p/8/8/8/8/8/8/P7 w KB kqrrbbnn 1000 0");
    assert_eq!(moves(&g).len(), 6);
    // One bishop already on colour 1: a second on colour 1 is refused: (plain, K) * 2 = 4.
    let g = at(&[], "7p/8/8/8/8/8/8/P7 w KB kqrrbbnn 0100 0");
    let m = moves(&g);
    assert_eq!(m.len(), 4);
    assert!(!m.iter().any(|x| x.ends_with(">B")));
}

#[test]
fn third_bishop_on_the_torus_may_take_either_colour() {
    // Torus, one bishop on each colour already: the third may go on either colour. All four
    // orthogonal neighbours of a1 (a2, b1, and across the wrap j1, a12) are colour 1.
    let g = at(
        &["board=torus"],
        "10/10/10/10/10/10/4p5/10/10/10/10/P9 w KB kqrrnnnbbb 1100 0",
    );
    let m = moves(&g);
    // a1's orthogonal neighbours a2 b1 j1 a12: 4 steps * (plain, K, B) = 12.
    assert_eq!(m.len(), 12);
    assert_eq!(m.iter().filter(|x| x.ends_with(">B")).count(), 4);
    // Two on colour 1 and none on colour 0: the third must go on colour 0, which no
    // neighbour of a1 is: no B moves.
    let g = at(
        &["board=torus"],
        "10/10/10/10/10/10/4p5/10/10/10/10/P9 w KB kqrrnnnbbb 0200 0",
    );
    assert_eq!(moves(&g).iter().filter(|x| x.ends_with(">B")).count(), 0);
}

#[test]
fn transformation_only_right_after_a_pawn_moves_and_reserves_shrink() {
    let mut g = game(&[]);
    play(&mut g, "b3-b4>Q");
    assert_eq!(g.reserve_count(Player::White, Kind::Queen), 0);
    assert_eq!(
        g.piece_at(g.geometry().parse_cell("b4").unwrap()).kind(),
        Kind::Queen
    );
    // No second queen is offered; the queen's own moves never transform (retransform off).
    play(&mut g, "a7-a6");
    let m = moves(&g);
    assert!(!m.iter().any(|x| x.ends_with(">Q")));
    assert!(!m.iter().any(|x| x.starts_with("b4") && x.contains('>')));
}

#[test]
fn retransform_exchanges_moved_pieces_until_the_king_is_placed() {
    // White knight b1, no White king on the board, reserve K Q.
    let pos = "7p/8/8/8/8/8/P7/1N6 w KQ kqrrbbnn 0000 0";
    let off = at(&[], pos);
    assert!(!moves(&off)
        .iter()
        .any(|x| x.starts_with("b1") && x.contains('>')));
    let on = at(&["retransform=on"], pos);
    let m = moves(&on);
    // Knight b1: a3 c3 d2 = 3 moves, each plain, >K or >Q: 9 (never >N, its own kind).
    assert_eq!(m.iter().filter(|x| x.starts_with("b1")).count(), 9);
    let mut g = on.clone();
    play(&mut g, "b1-c3>Q");
    assert_eq!(
        g.reserve_count(Player::White, Kind::Knight),
        1,
        "the knight went back"
    );
    assert_eq!(g.reserve_count(Player::White, Kind::Queen), 0);
    // Exchanged into the king: the knight is back in reserve, and a pawn may now become it.
    let mut g = on.clone();
    play(&mut g, "b1-c3>K h8-h7");
    assert!(moves(&g).contains(&"a2-a3>N".to_string()));
    // Once White's king is on the board, no more retransforms.
    let after_king = at(
        &["retransform=on"],
        "7p/8/8/8/8/8/P7/1N5K w Q kqrrbbnn 0000 0",
    );
    assert!(!moves(&after_king)
        .iter()
        .any(|x| x.starts_with("b1") && x.contains('>')));
}

#[test]
fn a_king_may_not_be_placed_or_left_where_it_is_attacked() {
    // Black king a8 and rook d8; White pawn c1 moving to d1 may not become the king there,
    // but may become it on b1 or c2.
    let g = at(&[], "k2r4/8/8/8/8/8/8/2P5 w KQ qrbbnn 0000 0");
    let m = moves(&g);
    assert!(!m.contains(&"c1-d1>K".to_string()));
    assert!(m.contains(&"c1-b1>K".to_string()));
    assert!(m.contains(&"c1-c2>K".to_string()));
}

#[test]
fn threefold_repetition_draws() {
    let mut g = at(&[], "1n5p/8/8/8/8/8/7P/1N6 w KQ kq 0000 0");
    play(&mut g, "b1-c3 b8-c6 c3-b1 c6-b8");
    assert_eq!(g.outcome(), Outcome::Ongoing, "second occurrence only");
    play(&mut g, "b1-c3 b8-c6 c3-b1");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    play(&mut g, "c6-b8");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
    assert!(moves(&g).is_empty());
}

#[test]
fn a_retransform_exchange_does_not_end_the_repetition_look_back() {
    // RULINGS Uncertainty: only a capture or a pawn leaving play bounds the look-back. Ply 1
    // (pawn b3 becomes a rook on b4; irreversible) leaves R on b4, Black's a-pawn on a7, Black
    // to move. b4-b5>Q and b5-b4>R exchange the rook for the queen and back (reversible), and
    // Black shuffles a7-a6-a7, so that position recurs at plies 5 and 9: drawn at ply 9.
    let mut g = game(&["retransform=on"]);
    play(
        &mut g,
        "b3-b4>R a7-a6 b4-b5>Q a6-a7 b5-b4>R a7-a6 b4-b5>Q a6-a7",
    );
    assert_eq!(g.outcome(), Outcome::Ongoing, "ply 8: seen twice only");
    play(&mut g, "b5-b4>R");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
}

#[test]
fn a_repetition_260_plies_apart_on_the_torus_is_not_missed() {
    // White's pawn walks round rank 1 through the wrap (10 moves a1 .. j1, a1), Black's round a
    // 2 x 5 rectangle (14 moves from e5). Neither can capture (no king on the board). After k
    // full moves the pair of cells is (k mod 10, k mod 14), distinct for k < lcm(10, 14) = 70,
    // so the start position recurs first at ply 140 and a third time at ply 280, under the
    // default move cap of 300, beyond the 256 positions the old ring kept.
    let mut g = at(
        &["board=torus"],
        "10/10/10/10/10/10/10/4p5/10/10/10/P9 w KQRRBBBNNNMC kqrrbbbnnnmc 0000 0",
    );
    let files = "abcdefghij".as_bytes();
    let white: Vec<String> = (0..10)
        .map(|i| format!("{}1-{}1", files[i] as char, files[(i + 1) % 10] as char))
        .collect();
    let loop14 = [
        "e5", "e6", "e7", "e8", "e9", "e10", "f10", "g10", "g9", "g8", "g7", "g6", "g5", "f5",
    ];
    let black: Vec<String> = (0..14)
        .map(|i| format!("{}-{}", loop14[i], loop14[(i + 1) % 14]))
        .collect();
    for ply in 0..280 {
        assert_eq!(g.outcome(), Outcome::Ongoing, "ply {ply}");
        let k = ply / 2;
        let mv = if ply % 2 == 0 {
            &white[k % 10]
        } else {
            &black[k % 14]
        };
        play(&mut g, mv);
    }
    assert_eq!(g.plies(), 280);
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Repetition
        }
    );
}

#[test]
fn move_cap_draws() {
    let mut g = game(&["move_cap=3"]);
    play(&mut g, "b3-b4 b6-b5");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    play(&mut g, "d3-d4");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

#[test]
fn pawns_wrap_on_the_torus_for_moves_and_captures() {
    // White pawn a1 alone with reserve K: steps a2 b1 j1 a12 (the last two wrap): 4 * 2 = 8.
    let g = at(
        &["board=torus"],
        "10/10/10/10/10/10/4p5/10/10/10/10/P9 w K kqrrnnnbbb 0000 0",
    );
    assert_eq!(moves(&g).len(), 8);
    assert!(moves(&g).contains(&"a1-j1".to_string()));
    // With a White king (f6) the pawn captures diagonally across the corner: a1xj12.
    let g = at(
        &["board=torus"],
        "9p/10/10/10/10/5K4/4p5/10/10/10/10/P9 w - kqrrnnnbbb 0000 0",
    );
    assert!(moves(&g).contains(&"a1xj12".to_string()), "{:?}", moves(&g));
}

#[test]
fn notation_errors_name_the_problem() {
    let g = game(&[]);
    assert!(g
        .parse_move("z9-a1")
        .unwrap_err()
        .reason
        .contains("not a cell"));
    assert!(g
        .parse_move("b3-b5")
        .unwrap_err()
        .reason
        .contains("no legal move"));
    assert!(g
        .parse_move("b3-b4>X")
        .unwrap_err()
        .reason
        .contains("piece letter"));
    assert_eq!(
        g.parse_move("b3xb4").unwrap(),
        g.parse_move("b3-b4").unwrap()
    );
}

#[test]
fn malformed_positions_say_where() {
    let g = game(&[]);
    let e = g
        .load_position("8/8/8/8/8/8/8/9 w - - 0000 0")
        .unwrap_err()
        .0;
    assert!(e.contains("rank 1"), "{e}");
    let e = g.load_position("8/8/8 w - - 0000 0").unwrap_err().0;
    assert!(e.contains("8 ranks"), "{e}");
    let e = g
        .load_position("8/8/8/8/8/8/8/7X w - - 0000 0")
        .unwrap_err()
        .0;
    assert!(e.contains("'X'"), "{e}");
}

#[test]
fn checkmate_on_the_capped_ply_is_a_checkmate_not_a_move_cap_draw() {
    // The mate a1-a8 (see checkmate tests) is the 10th ply with move_cap=10: the end checks run
    // checkmate before the cap, so White wins.
    let mut g = at(&["move_cap=10"], "7k/8/6K1/8/8/8/8/R7 w - - 0000 9");
    play(&mut g, "a1-a8");
    assert_eq!(g.plies(), 10);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::Checkmate
        }
    );
    // A quiet move on that ply is a move-cap draw.
    let mut g = at(&["move_cap=10"], "7k/8/6K1/8/8/8/8/R7 w - - 0000 9");
    play(&mut g, "a1-a2");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}

#[test]
fn stalemate_and_no_king_on_the_capped_ply_end_by_their_own_rule() {
    // Stalemate (as in stalemate_draws): Black's a3-a2 is the 10th ply with move_cap=10. Rook
    // a2 covers g2 and h2, rook g8 covers g1, h1 is not attacked: White has no move, a
    // stalemate draw, not a move-cap draw. Black's quiet a3-a4 leaves g2 and h2 free.
    let pos = "k5r1/8/8/8/8/r7/8/7K b - qbbnn 0000 9";
    let mut g = at(&["move_cap=10"], pos);
    play(&mut g, "a3-a2");
    assert_eq!(g.plies(), 10);
    assert!(!g.in_check(Player::White));
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::Stalemate
        }
    );
    let mut g = at(&["move_cap=10"], pos);
    play(&mut g, "a3-a4");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
    // No king (as in losing_the_last_pawn_with_the_king_in_reserve_loses_at_once): a1xa2 on the
    // 10th ply takes Black's last pawn with Black's king in reserve: White wins by no-king.
    // The quiet a1-b1 keeps the pawn: the cap draws.
    let pos = "8/8/8/8/8/8/p7/R3K3 w - kqrbbnn 0000 9";
    let mut g = at(&["move_cap=10"], pos);
    play(&mut g, "a1xa2");
    assert_eq!(g.plies(), 10);
    assert_eq!(
        g.outcome(),
        Outcome::Win {
            winner: Player::White,
            reason: Termination::NoKing
        }
    );
    let mut g = at(&["move_cap=10"], pos);
    play(&mut g, "a1-b1");
    assert_eq!(
        g.outcome(),
        Outcome::Draw {
            reason: Termination::MoveCap
        }
    );
}
