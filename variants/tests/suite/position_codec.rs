//! The shared position codec (`variants::codec`): every game's text round-trips at every ply
//! of seeded random games, and each validation rule refuses a text with a message naming the
//! field, the value and the fix. The rules are listed in docs/rules/<game>.md ("Position
//! text"), each with the test here that checks it.

use mcts::{rng_from_seed, Game};
use rand::Rng;
use variants::chess::Chess;
use variants::codec::{CodecError, PositionCodec};
use variants::declare::ParamSet;
use variants::fiveup::{FiveUp, Topology};
use variants::interdependent::{Interdependent, SETUP};
use variants::potential::PotentialChess;
use variants::quantimex::{Quantimex, DEFAULT_SETUP};
use variants::uncertainty::Uncertainty;
use variants::uncertainty::UncertaintyParams;

/// The error for `text`, which must be refused in `field`.
fn refused<G: PositionCodec>(g: &G, text: &str, field: &str) -> CodecError {
    match g.parse_position(text) {
        Ok(_) => panic!("'{text}' was accepted"),
        Err(e) => {
            assert_eq!(e.field, field, "'{text}': {e}");
            assert!(!e.fix.is_empty() && !e.value.is_empty(), "{e}");
            // The error converts into the PositionError of `Codec::load_position`.
            let p: mcts::PositionError = e.clone().into();
            assert!(p.0.starts_with(&format!("field '{field}'")), "{p}");
            e
        }
    }
}

/// `refused`, and the message contains each of `needles`.
fn refused_with<G: PositionCodec>(g: &G, text: &str, field: &str, needles: &[&str]) {
    let e = refused(g, text, field).to_string();
    for n in needles {
        assert!(e.contains(n), "'{text}': '{e}' lacks '{n}'");
    }
}

fn accepted<G: PositionCodec>(g: &G, text: &str) -> G {
    g.parse_position(text)
        .unwrap_or_else(|e| panic!("'{text}' refused: {e}"))
}

/// `format(parse(t)) == t` at every ply of `games` seeded random games from `start`, and
/// `load_position` (the `Game` entry point) agrees with the codec.
fn round_trips<G: Game + PositionCodec>(start: &G, games: u64) {
    let mut buf = Vec::new();
    for seed in 0..games {
        let mut rng = rng_from_seed(0xC0DEC + seed);
        let mut g = start.clone();
        loop {
            let t = g.format_position();
            assert_eq!(t, g.position_text());
            let back = accepted(start, &t);
            assert_eq!(back.format_position(), t);
            assert_eq!(back.hash(), g.hash(), "{t}");
            assert_eq!(start.load_position(&t).unwrap().position_text(), t);
            g.legal_moves(&mut buf);
            if buf.is_empty() || g.plies() > 150 {
                break;
            }
            g.play(buf[rng.random_range(0..buf.len())]);
        }
    }
}

fn uncertainty(params: &[&str]) -> Uncertainty {
    Uncertainty::new(&UncertaintyParams::parse_list(params).unwrap())
}

#[test]
fn every_game_round_trips_its_text() {
    round_trips(&Chess::start(), 4);
    round_trips(&FiveUp::start(Topology::Cube, 300), 3);
    round_trips(&FiveUp::start_with(Topology::Hypercylinder, true, 300), 3);
    round_trips(&PotentialChess::start(300), 3);
    round_trips(&Interdependent::from_text(SETUP, 300).unwrap(), 3);
    round_trips(&Quantimex::standard(), 3);
    for board in ["standard", "torus", "fiveup", "hypertorus"] {
        round_trips(&uncertainty(&[&format!("board={board}")]), 2);
        round_trips(
            &uncertainty(&[&format!("board={board}"), "retransform=on"]),
            2,
        );
    }
}

#[test]
fn canonical_start_texts_round_trip() {
    let chess = Chess::start();
    let t = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(accepted(&chess, t).format_position(), t);
    let u = uncertainty(&[]);
    let t = "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN kqrrbbnn 0000 0";
    assert_eq!(accepted(&u, t).format_position(), t);
    let q = Quantimex::standard();
    let t = format!("{DEFAULT_SETUP} r - 0 0");
    assert_eq!(accepted(&q, &t).format_position(), t);
    let i = Interdependent::from_text(SETUP, 300).unwrap();
    assert_eq!(accepted(&i, SETUP).format_position(), SETUP);
    // Non-canonical text (FEN with 4 fields) is read and written canonically.
    assert_eq!(
        accepted(&chess, "4k3/8/8/8/8/8/8/4K3 w - -").format_position(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn errors_name_the_field_the_value_and_the_fix() {
    let chess = Chess::start();
    let e = refused(&chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQx - 0 1", "castling");
    assert_eq!(
        e.to_string(),
        "field 'castling': 'KQx' has an unknown letter 'x'; write K, Q, k, q or -"
    );
    refused_with(
        &chess,
        "4k3/8/8/8/8/8/8/4K3 w",
        "position",
        &["has 2 fields", "e.g."],
    );
    refused_with(
        &chess,
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "side",
        &["write w or b"],
    );
    refused_with(
        &chess,
        "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
        "move-number",
        &["'x' is not a whole number"],
    );
    refused_with(
        &chess,
        "4k3/8/8/99999999999999999999/8/8/8/4K3 w - - 0 1",
        "board",
        &["rank 5", "more than its 8 cells"],
    );
    refused_with(
        &Quantimex::standard(),
        "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi x - 0 0",
        "side",
        &["write r (Red) or g (Green)"],
    );
}

// ---- chess (docs/rules/chess.md) ----

#[test]
fn chess_refuses_a_side_without_exactly_one_king() {
    let g = Chess::start();
    refused_with(
        &g,
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "board",
        &["black 0 kings"],
    );
    refused_with(
        &g,
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
        "board",
        &["white 2 kings"],
    );
}

#[test]
fn chess_refuses_a_pawn_on_the_first_or_last_rank() {
    let g = Chess::start();
    refused_with(
        &g,
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "board",
        &["pawn on a8"],
    );
    refused_with(
        &g,
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
        "board",
        &["pawn on a1"],
    );
}

#[test]
fn chess_refuses_more_than_8_pawns() {
    let g = Chess::start();
    refused_with(
        &g,
        "4k3/8/8/8/8/PPPPPPPP/P7/4K3 w - - 0 1",
        "board",
        &["white 9 pawns", "at most 8"],
    );
}

#[test]
fn chess_refuses_more_promoted_pieces_than_missing_pawns() {
    let g = Chess::start();
    // 8 pawns leave no room for a second queen.
    refused_with(
        &g,
        "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1",
        "board",
        &["2 queens", "8 pawns"],
    );
    // 7 pawns: one promoted piece.
    accepted(&g, "4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1");
    refused_with(
        &g,
        "4k3/8/8/8/8/8/PPPPPPP1/QQ1NNNK1 b - - 0 1",
        "board",
        &["3 knights, 2 queens"],
    );
    accepted(&g, "4k3/8/8/8/8/8/PPPPPP2/QQ1NNNK1 b - - 0 1");
}

#[test]
fn chess_refuses_the_side_not_to_move_in_check() {
    let g = Chess::start();
    refused_with(
        &g,
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
        "side",
        &["king on e1 is in check"],
    );
    accepted(&g, "4k3/8/8/8/8/8/8/4K2r w - - 0 1");
}

#[test]
fn chess_refuses_castling_and_en_passant_without_their_pieces() {
    let g = Chess::start();
    refused_with(
        &g,
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        "castling",
        &["rook on h1"],
    );
    refused_with(
        &g,
        "4k3/8/8/8/8/8/8/4K3 w - a1 0 1",
        "en-passant",
        &["double-stepped"],
    );
}

// ---- Five Up (docs/rules/fiveup.md) ----

const FIVEUP_START: &str =
    "rwkgr/ppppp/5/5/5|nbqnb/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/NBQNB|5/5/5/PPPPP/RWKGR w Kk - 0";

#[test]
fn fiveup_refuses_a_side_without_exactly_one_king() {
    let g = FiveUp::start(Topology::Cube, 300);
    let t = FIVEUP_START.replace("RWKGR", "RWQGR");
    refused_with(&g, &t, "board", &["white 0 kings"]);
}

#[test]
fn fiveup_refuses_a_pawn_on_its_promotion_row() {
    let g = FiveUp::start(Topology::Cube, 300);
    let t = FIVEUP_START
        .replace("rwkgr/ppppp", "rwkgP/ppppp")
        .replace("5/5/5/PPPPP/NBQNB", "5/5/5/PPPP1/NBQNB");
    refused_with(&g, &t, "board", &["pawn on Ae5", "promotion row"]);
}

#[test]
fn fiveup_refuses_more_pawns_than_the_start() {
    let g = FiveUp::start(Topology::Cube, 300);
    let t = FIVEUP_START.replace("|5/5/5/5/5|", "|5/5/P4/5/5|");
    refused_with(&g, &t, "board", &["white 11 pawns", "at most 10"]);
}

#[test]
fn fiveup_refuses_more_promoted_pieces_than_missing_pawns() {
    let g = FiveUp::start(Topology::Cube, 300);
    let one_pawn_less = FIVEUP_START.replace("5/5/5/PPPPP/NBQNB", "5/5/5/PPPP1/NBQNB");
    let t = one_pawn_less.replace("|5/5/5/5/5|", "|5/5/Q4/Q4/5|");
    refused_with(&g, &t, "board", &["3 queens (start 1)", "9 pawns"]);
    let t = one_pawn_less.replace("|5/5/5/5/5|", "|5/5/W4/5/5|");
    accepted(&g, &t);
}

#[test]
fn fiveup_refuses_the_side_not_to_move_in_check() {
    let g = FiveUp::start(Topology::Cube, 300);
    let t = "4k/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/r4/5/K4 b - - 0";
    refused_with(&g, t, "side", &["white is in check"]);
    accepted(&g, &t.replace(" b ", " w "));
}

#[test]
fn fiveup_refuses_a_second_unicorn() {
    let g = FiveUp::start_with(Topology::Cube, true, 300);
    let t = g.format_position().replace("|5/5/5/5/5|", "|5/5/U4/5/5|");
    refused_with(&g, &t, "board", &["2 unicorns"]);
}

// ---- Uncertainty (docs/rules/uncertainty.md) ----

#[test]
fn uncertainty_refuses_more_pawns_than_the_reserve_has_left() {
    let g = uncertainty(&[]);
    // The example: 24 White pawns beside a full reserve of 8.
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/PPPPPPPP/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN kqrrbbnn 0000 0",
        "board",
        &["white 24 pawns with 0 pieces gone", "at most 16 pawns"],
    );
    // 15 pawns and a queen out of the reserve is fine; 16 and a queen is not.
    accepted(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPQ w KRRBBNN kqrrbbnn 0000 1",
    );
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPP w KRRBBNN kqrrbbnn 0000 1",
        "board",
        &["white 16 pawns with 1 pieces gone"],
    );
}

#[test]
fn uncertainty_refuses_piece_kinds_the_reserve_cannot_hold() {
    let g = uncertainty(&[]);
    // A Marshall on the standard board, whose reserve has none.
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPM w KQRRBBN kqrrbbnn 0000 1",
        "board",
        &["1 of 'M'", "holds 0"],
    );
    // A third rook, beside the reserve's two.
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPR w KQRRBBN kqrrbbnn 0000 1",
        "board",
        &["3 of 'R'"],
    );
    refused_with(
        &g,
        "8/8/8/8/8/8/8/8 w KQRRRBBNN kqrrbbnn 0000 0",
        "white-reserve",
        &["3 of 'R'"],
    );
    // On the torus the reserve has a Marshall.
    let torus = uncertainty(&["board=torus"]);
    let start = torus.format_position();
    let t = start
        .replacen("KQRRBBBNNNMC", "KQRRBBBNNNC", 1)
        .replacen("PPPPP", "PPPPM", 1);
    accepted(&torus, &t);
}

#[test]
fn uncertainty_refuses_a_side_without_exactly_one_king() {
    let g = uncertainty(&[]);
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPP1 w QRRBBNN kqrrbbnn 0000 1",
        "board",
        &["white 0 kings"],
    );
}

#[test]
fn uncertainty_refuses_a_bishops_field_the_reserve_cannot_explain() {
    let g = uncertainty(&[]);
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN kqrrbbnn 1000 0",
        "bishops",
        &["1 white bishops put in play but 0 have left"],
    );
    refused_with(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/BPPPPPP1 w KQRRBNN kqrrbbnn 0000 1",
        "bishops",
        &["counts 0 white bishops on colour 0 but 1 stand there"],
    );
    accepted(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/BPPPPPP1 w KQRRBNN kqrrbbnn 1000 1",
    );
}

#[test]
fn uncertainty_refuses_the_side_not_to_move_in_check() {
    let g = uncertainty(&[]);
    refused_with(
        &g,
        "4k3/8/8/8/8/8/8/4K2r b QRRBBNN qrbbnn 0000 0",
        "side",
        &["white's king is in check"],
    );
    accepted(&g, "4k3/8/8/8/8/8/8/4K2r w QRRBBNN qrbbnn 0000 0");
}

// ---- Potential Chess (docs/rules/potential.md) ----

const POTENTIAL_START: &str = "[x][x][x][x][x][x][x][x]/[x][x][x][x][x][x][x][x]/8/8/8/8/[X][X][X][X][X][X][X][X]/[X][X][X][X][X][X][X][X] w - - - - 0";

#[test]
fn potential_refuses_a_side_without_its_16_originals() {
    let g = PotentialChess::start(300);
    assert_eq!(g.format_position(), POTENTIAL_START);
    let t = POTENTIAL_START.replacen("/[X][X][X][X][X][X][X][X]/", "/1[X][X][X][X][X][X][X]/", 1);
    refused_with(&g, &t, "board", &["white 15 original pieces"]);
    accepted(&g, &t.replace(" w - - - ", " w - P - "));
}

#[test]
fn potential_refuses_a_captured_king() {
    let g = PotentialChess::start(300);
    let t = POTENTIAL_START
        .replacen("/[X][X][X][X][X][X][X][X]/", "/1[X][X][X][X][X][X][X]/", 1)
        .replace(" w - - - ", " w - K - ");
    refused_with(&g, &t, "white-off", &["King 'K'", "never stated a king"]);
}

#[test]
fn potential_refuses_more_promoted_pieces_than_pawns_off_the_board() {
    let g = PotentialChess::start(300);
    let t = POTENTIAL_START.replacen("/8/8/8/8/", "/8/8/4[Q]+3/8/", 1);
    refused_with(&g, &t, "board", &["1 promoted pieces (+) but only 0 pawns"]);
    let t = t
        .replacen("/[X][X][X][X][X][X][X][X]/", "/1[X][X][X][X][X][X][X]/", 1)
        .replace(" w - - - ", " w - P - ");
    accepted(&g, &t);
}

#[test]
fn potential_refuses_a_possible_pawn_on_its_last_rank() {
    let g = PotentialChess::start(300);
    let t = POTENTIAL_START
        .replacen("[x][x][x][x][x][x][x][x]/", "[X]*[x][x][x][x][x][x][x]/", 1)
        .replacen("/[X][X][X][X][X][X][X][X]/", "/1[X][X][X][X][X][X][X]/", 1)
        .replace(" w - - - ", " b - - r ");
    refused_with(&g, &t, "board", &["may be a pawn on a8"]);
    accepted(&g, &t.replacen("[X]*", "[!P]*", 1));
}

#[test]
fn potential_refuses_the_side_not_to_move_in_check() {
    let g = PotentialChess::start(300);
    let t = "4[k]3/8/8/8/8/8/8/4[K]2[r] b - QRRLDNNPPPPPPPP qrldnnpppppppp - 0";
    refused_with(
        &g,
        t,
        "side",
        &["every piece of white that may be a king is surely attacked"],
    );
    accepted(&g, &t.replace(" b ", " w "));
}

#[test]
fn potential_refuses_potentials_no_assignment_fits() {
    let g = PotentialChess::start(300);
    let t = "4[k]3/8/8/8/8/8/8/4[K]2[r] w - QRRLDNNPPPPPPPP qqldnnpppppppp - 0";
    refused_with(&g, t, "board", &["no assignment of types fits"]);
}

// ---- Interdependent Chess (docs/rules/interdependent.md) ----

#[test]
fn interdependent_refuses_a_side_without_exactly_one_king() {
    let g = Interdependent::from_text(SETUP, 300).unwrap();
    refused_with(
        &g,
        "snu1ns/cgttgc/6/6/6/CGTTGC/SNUKNS w - 0",
        "board",
        &["black 0 Kings"],
    );
    refused_with(
        &g,
        "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w K 0",
        "hands",
        &["a King is never captured"],
    );
}

#[test]
fn interdependent_refuses_more_pieces_of_a_kind_than_the_set() {
    let g = Interdependent::from_text(SETUP, 300).unwrap();
    refused_with(
        &g,
        "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w U 0",
        "hands",
        &[
            "Universalists on the board and in hand to 3",
            "2 Universalists in all",
        ],
    );
    refused_with(
        &g,
        "snukns/cgttgc/6/6/S5/CGTTGC/SNUKNS w - 0",
        "board",
        &["5 Spiders"],
    );
    accepted(&g, "snuk1s/cgttgc/6/6/6/CGTTGC/SNUKNS w N 0");
}

#[test]
fn interdependent_refuses_the_side_not_to_move_in_check() {
    let g = Interdependent::from_text(SETUP, 300).unwrap();
    refused_with(
        &g,
        "k5/1S4/2K3/3N2/6/6/6 w - 0",
        "side",
        &["black's King on a7 is in check"],
    );
}

// ---- Quantimex (docs/rules/quantimex.md) ----

#[test]
fn quantimex_refuses_two_kings_of_a_side_or_none_at_all() {
    let g = Quantimex::standard();
    refused_with(
        &g,
        "IM2mi/WP3pw/LP4pl/CP5pc/KP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi r - 0 0",
        "board",
        &["2 Red and 1 Green Kings"],
    );
    refused_with(
        &g,
        "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/RP7pr/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi r - 0 0",
        "board",
        &["0 Red and 0 Green Kings"],
    );
}

#[test]
fn quantimex_refuses_a_pending_decision_that_cannot_arise() {
    let g = Quantimex::standard();
    refused_with(
        &g,
        &format!("{DEFAULT_SETUP} g f5:N:3 0 0"),
        "pending",
        &["does not hold a piece"],
    );
    refused_with(
        &g,
        &format!("{DEFAULT_SETUP} g f5:N:9 0 0"),
        "pending",
        &["not a step count"],
    );
}

// ---- Pieces held off the board (`Codec::hand`) ----

#[test]
fn hands_list_the_reserve_and_the_captured_pieces_of_each_side() {
    use mcts::Codec;
    // Uncertainty: the reserve field of the position text, one letter per piece, each side's
    // letters upper case (000_2ad8c5d3a15ea4a8.txt: the reserve of pieces a pawn may become).
    let g = uncertainty(&[]);
    let p = accepted(
        &g,
        "pppppppp/p1p1p1p1/1p1p1p1p/8/8/1P1P1P1P/P1P1P1P1/PPPPPPPQ w KRRBBNN kqrrbbnn 0000 1",
    );
    assert_eq!(
        p.hand(mcts::Player::White),
        "KRRBBNN".chars().collect::<Vec<_>>()
    );
    assert_eq!(
        p.hand(mcts::Player::Black),
        "KQRRBBNN".chars().collect::<Vec<_>>()
    );
    // Interdependent Chess: the hands field (captured pieces a side may drop).
    let g = Interdependent::from_text(SETUP, 300).unwrap();
    assert!(g.hand(mcts::Player::White).is_empty());
    let p = accepted(&g, "snuk1s/cgttgc/6/6/6/CGTTGC/SNUKNS w N 0");
    assert_eq!(p.hand(mcts::Player::White), vec!['N']);
    assert!(p.hand(mcts::Player::Black).is_empty());
    // A game without pieces off the board holds none.
    assert!(Chess::start().hand(mcts::Player::White).is_empty());
}
