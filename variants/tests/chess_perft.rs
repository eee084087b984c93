//! Orthodox chess perft against the chessprogramming wiki "Perft Results" tables, each also
//! recomputed with shakmaty in the same run (RULINGS "Potential Chess": `chess` is the perft
//! reference).

use mcts::Game;
use shakmaty::{fen::Fen, CastlingMode, Chess as SChess};
use variants::chess::Chess;
use variants::perft::{perft, perft_divide};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POS4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POS4_MIRROR: &str = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POS5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POS6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn check(fen: &str, expected: &[u64]) {
    let g = Chess::from_fen(fen).unwrap();
    let s: SChess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    for (i, &want) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        let got = perft(&g, depth);
        assert_eq!(got, want, "perft({depth}) of {fen}");
        assert_eq!(
            shakmaty::perft(&s, depth),
            want,
            "shakmaty perft({depth}) of {fen}"
        );
    }
}

#[test]
fn perft_start_position() {
    check(START, &[20, 400, 8902, 197281]);
}

#[test]
fn perft_kiwipete() {
    check(KIWIPETE, &[48, 2039, 97862]);
}

#[test]
fn perft_position_3() {
    check(POS3, &[14, 191, 2812, 43238]);
}

#[test]
fn perft_position_4() {
    check(POS4, &[6, 264, 9467, 422333]);
    check(POS4_MIRROR, &[6, 264, 9467]);
}

#[test]
fn perft_position_5() {
    check(POS5, &[44, 1486, 62379]);
}

#[test]
fn perft_position_6() {
    check(POS6, &[46, 2079, 89890]);
}

#[test]
#[ignore = "deep perft, minutes in release"]
fn perft_deep() {
    check(START, &[20, 400, 8902, 197281, 4865609]);
    check(KIWIPETE, &[48, 2039, 97862, 4085603]);
    check(POS3, &[14, 191, 2812, 43238, 674624, 11030083]);
    check(POS4, &[6, 264, 9467, 422333, 15833292]);
    check(POS5, &[44, 1486, 62379, 2103487]);
    check(POS6, &[46, 2079, 89890, 3894594]);
}

#[test]
fn perft_divide_sums_to_perft() {
    let g = Chess::from_fen(KIWIPETE).unwrap();
    let d = perft_divide(&g, 2);
    assert_eq!(d.len(), 48);
    assert_eq!(d.iter().map(|x| x.1).sum::<u64>(), 2039);
    assert!(
        d.iter().any(|(m, _)| m == "e1-g1"),
        "castling listed as e1-g1"
    );
    let _ = g.hash();
}
