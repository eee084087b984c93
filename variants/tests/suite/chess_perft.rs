//! Orthodox chess perft against the chessprogramming wiki "Perft Results" tables, each also
//! recomputed with shakmaty in the same run (RULINGS "Potential Chess": `chess` is the perft
//! reference).

use mcts::{Codec, Rules};
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

/// Walks every position of the perft tree below `g` to `depth` plies, checking at each that
/// [`Chess::has_legal_move`] (the generator stopped at its first move, the king's steps last)
/// says what the full generator says; counts the positions and those without a move.
fn walk_has_legal_move(g: &Chess, depth: u32, counts: &mut [u64; 2]) {
    let (mut all, mut scratch) = (Vec::new(), Vec::new());
    g.generate(&mut all);
    assert_eq!(
        g.has_legal_move(&mut scratch),
        !all.is_empty(),
        "{}",
        g.fen()
    );
    counts[0] += 1;
    if all.is_empty() {
        counts[1] += 1;
    }
    if depth == 0 {
        return;
    }
    for m in all {
        let mut c = g.clone();
        c.play(m);
        walk_has_legal_move(&c, depth - 1, counts);
    }
}

#[test]
fn has_legal_move_agrees_with_the_full_generator() {
    let mut counts = [0u64; 2];
    for (fen, depth) in [
        (KIWIPETE, 2),
        (POS3, 4),
        (POS4, 2),
        (POS4_MIRROR, 2),
        (POS5, 2),
        // Stalemate and checkmate (fool's mate).
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 0),
        (
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            0,
        ),
    ] {
        walk_has_legal_move(&Chess::from_fen(fen).unwrap(), depth, &mut counts);
    }
    // The trees hold positions with and without moves.
    assert!(counts[0] > 50_000, "{counts:?}");
    assert!(counts[1] >= 2, "{counts:?}");
    // Double check by the rook on e8 and the knight on d3: only the king's steps d1, d2, f1
    // (e2 is on the rook's file, f2 the knight's), found by the king-steps-first branch.
    let g = Chess::from_fen("k3r3/8/8/8/8/3n4/8/4K3 w - - 0 1").unwrap();
    let mut all = Vec::new();
    g.generate(&mut all);
    let mut to: Vec<String> = all.iter().map(|m| g.format_move(*m)).collect();
    to.sort();
    assert_eq!(to, ["e1-d1", "e1-d2", "e1-f1"]);
    assert!(g.has_legal_move(&mut all));
    // The same check with d1 and f1 covered by a rook on c1 (a third checker) and d2 by a
    // bishop on b4: mate, and no move found.
    let g = Chess::from_fen("k3r3/8/8/8/1b6/3n4/8/2r1K3 w - - 0 1").unwrap();
    assert!(!g.has_legal_move(&mut all));
    assert_eq!(
        g.outcome().termination(),
        Some(mcts::Termination::Checkmate)
    );
}
