//! Potential Chess perft from the seed's initial array. Depth 1 was counted by hand: 8 rank-2
//! pieces have 10 to 12 slides each (90 in all; files and diagonals up to a capture on rank 7),
//! plus knight jumps of the rank-2 pieces (26) and of the rank-1 pieces (14): 130. Deeper
//! values are regression values of this engine, with one derived change: 14 of White's first
//! moves capture on rank 7 (8 along files, a2:f7 b2:g7 c2:h7 f2:a7 g2:b7 h2:c7 diagonally),
//! and since a captured piece is never stated a king (RULINGS "Potential Chess") Black's
//! statement after each offers 5 types instead of 6: depth 2 went from 14796 to 14782. Depth
//! 3 is unchanged, since a `(k)` statement left Black no move. Depth 3 is ignored by default (about 2 s).

use variants::perft::{perft, perft_divide};
use variants::potential::PotentialChess;

#[test]
fn perft_initial_array() {
    let g = PotentialChess::start(300);
    assert_eq!(perft(&g, 1), 130);
    assert_eq!(perft(&g, 2), 14782);
    let d = perft_divide(&g, 1);
    // a2 may be a bishop or queen: it can capture on f7 at once
    assert!(d.iter().any(|(m, _)| m == "a2:f7>QB"), "{d:?}");
    // rank-1 pieces may be knights: b1-c3 is a knight move only
    assert!(d.iter().any(|(m, _)| m == "b1-c3>N"), "{d:?}");
    assert!(d.iter().any(|(m, _)| m == "d2-d4>QRP"));
}

#[test]
#[ignore = "about 2 s in release"]
fn perft_initial_array_depth_3() {
    assert_eq!(perft(&PotentialChess::start(300), 3), 1736592);
}

#[test]
fn states_are_small() {
    // DESIGN.md: states small and cheap to clone (no heap data; sizes in bytes)
    let c = std::mem::size_of::<variants::chess::Chess>();
    let p = std::mem::size_of::<PotentialChess>();
    println!("Chess {c} bytes, PotentialChess {p} bytes");
    assert!(c <= 1280, "{c}");
    assert!(p <= 1536, "{p}");
    // Uncertainty: the 320-fingerprint repetition history (was 2,352 bytes with a ring of 256
    // u64 hashes) + 109 bytes of pawn commitments for determinization (4 bits per cell and a
    // flag; issue 10, variants/src/uncertainty/det.rs) + a 256-slot board and two 32-byte
    // occupied-cell bit sets (issue 11 part 1: the table walks read the board without bounds
    // checks and visit only the mover's pieces; was 216 cells and no bit sets, 1,696 bytes):
    // 1,800 bytes; + 22 bytes of per-kind piece counts kept by `play` (the evaluation's
    // material without a walk over the pieces), which replaced the 2 of the pawn counts: 1,816.
    let u = std::mem::size_of::<variants::uncertainty::Uncertainty>();
    println!("Uncertainty {u} bytes");
    assert!(u <= 1816, "{u}");
    assert_eq!(std::mem::size_of::<variants::chess::ChessMove>(), 3);
    assert!(std::mem::size_of::<variants::potential::PotentialMove>() <= 4);
}
