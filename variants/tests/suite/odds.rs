//! `Odds::without_piece` (odds setups for `collapse values --method imbalance`): for every
//! game, the start without each piece it can give has one piece fewer of that kind for that
//! side (on the board or in a reserve or hand) and `Odds::odds_pawns` pawns fewer, nothing
//! else fewer, loads and round-trips; a kind the side lacks gives `None`.

use mcts::{Game, Player};
use variants::registry::{self, GameVisitor, Params};

/// Pieces of `player` whose letter is `piece` (any letter with `None`): among the cells, and
/// the letters of the reserves and hands of `Codec::extras` (Uncertainty's reserves).
fn count<G: Game>(g: &G, player: Player, piece: Option<char>) -> usize {
    let held: Vec<char> = g
        .extras()
        .into_iter()
        .filter(|(k, _)| k.contains("reserve") || k.contains("hand"))
        .flat_map(|(_, v)| v.chars().collect::<Vec<_>>())
        .collect();
    g.cells()
        .iter()
        .filter_map(|(_, t)| t.chars().find(|c| c.is_ascii_alphabetic()))
        .chain(held)
        .filter(|c| c.is_ascii_alphabetic())
        .filter(|c| c.is_ascii_uppercase() == (player == Player::White))
        .filter(|c| piece.is_none_or(|p| c.eq_ignore_ascii_case(&p)))
        .count()
}

struct Check {
    /// The letters `odds_pieces` must list.
    expect: &'static str,
    /// The game names pieces by start square, not by the letter its cells show (Potential).
    by_square: bool,
}

impl GameVisitor for Check {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let name = start.variant_name();
        let kinds = start.odds_pieces();
        assert_eq!(
            kinds.iter().collect::<String>(),
            self.expect,
            "{name}: odds pieces"
        );
        for &p in &kinds {
            for player in Player::BOTH {
                let g = start
                    .without_piece(player, p)
                    .unwrap_or_else(|| panic!("{name}: {player} cannot give {p}"));
                // Either case names the kind.
                let lower = start.without_piece(player, p.to_ascii_lowercase()).unwrap();
                assert_eq!(lower.position_text(), g.position_text(), "{name} {p}");
                let kind = (!self.by_square).then_some(p);
                assert_eq!(
                    count(&g, player, kind) + 1,
                    count(&start, player, kind),
                    "{name}: {player} without {p}: {}",
                    g.position_text()
                );
                // The pawns given with it (Uncertainty's reserve pieces), and no others.
                let with = start.odds_pawns(p) as usize;
                if !self.by_square && p != 'P' {
                    assert_eq!(
                        count(&g, player, Some('P')) + with,
                        count(&start, player, Some('P')),
                        "{name}: {player} without {p} gives {with} pawns"
                    );
                    assert_eq!(
                        count(&g, player, None) + 1 + with,
                        count(&start, player, None),
                        "{name}: {player} without {p}: nothing else fewer"
                    );
                }
                assert_eq!(
                    count(&g, player.other(), None),
                    count(&start, player.other(), None),
                    "{name}: the other side keeps its army"
                );
                assert_eq!(g.to_move(), start.to_move());
                let text = g.position_text();
                let back = g.load_position(&text).expect("the odds position loads");
                assert_eq!(back.position_text(), text, "{name}: round trip");
                assert_eq!(back.hash(), g.hash(), "{name}: same hash after reload");
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                assert!(!moves.is_empty(), "{name}: the odds game can be played");
            }
        }
        // The king, a letter the game does not have, and a kind given away entirely.
        for player in Player::BOTH {
            assert!(start.without_piece(player, 'K').is_none(), "{name}: king");
            assert!(start.without_piece(player, 'Z').is_none(), "{name}: Z");
            if let Some(&p) = kinds.first() {
                let mut g = start.clone();
                let mut n = 0;
                while let Some(h) = g.without_piece(player, p) {
                    g = h;
                    n += 1;
                    assert!(n <= 64, "{name}: {p} never runs out");
                }
                if !self.by_square {
                    assert_eq!(
                        count(&g, player, Some(p)),
                        0,
                        "{name}: None only when none left"
                    );
                }
            }
        }
    }
}

fn check(variant: &str, params: &[&str], expect: &'static str, by_square: bool) {
    let p = Params::parse(variant, params).unwrap();
    registry::visit(&p, Check { expect, by_square });
}

#[test]
fn chess_gives_the_conventional_odds_pieces() {
    check("chess", &[], "RNBQP", false);
    let p = Params::parse("chess", &[] as &[&str]).unwrap();
    struct Squares;
    impl GameVisitor for Squares {
        type Output = ();
        fn visit<G: Game>(self, g: G) {
            let fen = |p: Player, c: char| g.without_piece(p, c).unwrap().position_text();
            assert_eq!(
                fen(Player::White, 'N'),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
            );
            assert_eq!(
                fen(Player::White, 'R'),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"
            );
            assert_eq!(
                fen(Player::Black, 'r'),
                "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
            );
            assert_eq!(
                fen(Player::White, 'B'),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1"
            );
            assert_eq!(
                fen(Player::Black, 'Q'),
                "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            );
            assert_eq!(
                fen(Player::White, 'P'),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPP1PP/RNBQKBNR w KQkq - 0 1"
            );
            // Both rooks: the second is the king's rook, and castling goes with it.
            let g2 = g.without_piece(Player::White, 'R').unwrap();
            assert_eq!(
                g2.without_piece(Player::White, 'R')
                    .unwrap()
                    .position_text(),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1 w kq - 0 1"
            );
        }
    }
    registry::visit(&p, Squares);
}

#[test]
fn potential_chess_states_the_removed_piece_captured_as_its_start_square_type() {
    check("potential", &[], "QRBNP", true);
    let p = Params::parse("potential", &[] as &[&str]).unwrap();
    struct Stated;
    impl GameVisitor for Stated {
        type Output = ();
        fn visit<G: Game>(self, g: G) {
            let t = g.without_piece(Player::White, 'N').unwrap().position_text();
            assert!(t.starts_with("[x][x][x][x][x][x][x][x]/"), "{t}");
            assert!(t.contains("/[X]1[X][X][X][X][X][X] w - N - "), "{t}");
            let t = g.without_piece(Player::Black, 'B').unwrap().position_text();
            // c8 emptied; the closure then knows no light-square piece is a bishop (`!b`).
            let rank8 = t.split('/').next().unwrap();
            assert_eq!(rank8.matches('[').count(), 7, "{t}");
            assert!(rank8.starts_with("[!b][x]1[x]"), "{t}");
            assert!(t.contains(" w - - l - "), "{t}");
            let t = g.without_piece(Player::White, 'B').unwrap().position_text();
            assert!(t.contains(" w - D - - "), "{t}");
            // A square already emptied gives nothing more.
            let h = g.without_piece(Player::White, 'Q').unwrap();
            assert!(h.without_piece(Player::White, 'Q').is_none());
        }
    }
    registry::visit(&p, Stated);
}

#[test]
fn uncertainty_gives_a_pawn_or_a_reserve_piece_with_the_pawn_it_came_from() {
    check("uncertainty", &[], "PQRBN", false);
    check("uncertainty", &["board=torus"], "PQRBNMC", false);
    check("uncertainty", &["board=fiveup"], "PQRBNWG", false);
    let p = Params::parse("uncertainty", &[] as &[&str]).unwrap();
    struct Reserve;
    impl GameVisitor for Reserve {
        type Output = ();
        fn visit<G: Game>(self, g: G) {
            let text = |p: Player, c: char| g.without_piece(p, c).unwrap().position_text();
            // The start: `pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN
            // kqrrbbnn 0000 0`. White's first pawn from the queen's side is a1 (file a, from
            // White's edge), Black's a8.
            assert_eq!(
                text(Player::White, 'P'),
                "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/1PPPPPPP w KQRRBBNN kqrrbbnn 0000 0"
            );
            // A reserve knight goes with that pawn: the army of a game in which the a1 pawn
            // became a knight that was captured.
            assert_eq!(
                text(Player::White, 'N'),
                "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/1PPPPPPP w KQRRBBN kqrrbbnn 0000 0"
            );
            assert_eq!(
                text(Player::Black, 'q'),
                "1ppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN krrbbnn 0000 0"
            );
            // A bishop given is not counted in the bishops field: the other may take either
            // colour.
            assert!(text(Player::White, 'B').ends_with(" w KQRRBNN kqrrbbnn 0000 0"));
            assert_eq!(g.odds_pawns('N'), 1);
            assert_eq!(g.odds_pawns('q'), 1);
            assert_eq!(g.odds_pawns('P'), 0);
            // Two rooks can be given, not three; each takes a pawn (a1, then a2: file a first,
            // from White's edge).
            let two = g
                .without_piece(Player::White, 'R')
                .and_then(|h| h.without_piece(Player::White, 'R'))
                .unwrap();
            assert!(two
                .position_text()
                .ends_with("/1P1P1P1P/2P1P1P1/1PPPPPPP w KQBBNN kqrrbbnn 0000 0"));
            assert!(two.without_piece(Player::White, 'R').is_none());
            // An empty reserve (`-`) gives no reserve letter, and `-` is no piece.
            let bare = g
                .load_position(
                    "pppppppp/p1p1p1p1/1p1p1p1p/8/8/8/P1P1P1P1/PPPPK3 w - kqrrbbnn 0000 20",
                )
                .unwrap();
            assert_eq!(bare.odds_pieces(), vec!['P']);
            assert!(bare.without_piece(Player::White, '-').is_none());
            assert!(bare.without_piece(Player::White, 'N').is_none());
            assert!(bare.without_piece(Player::Black, 'n').is_some());
        }
    }
    registry::visit(&p, Reserve);
}

#[test]
fn quantimex_interdependent_and_fiveup_give_each_piece_but_the_king() {
    check("quantimex", &[], "IMWPLCR", false);
    check("interdependent", &[], "SNUCGT", false);
    check("fiveup", &[], "NBQPRWG", false);
    check("fiveup", &["topology=hypertorus"], "NBQPRWG", false);
    check("fiveup", &["unicorn=on"], "NBQPRG", false);
}
