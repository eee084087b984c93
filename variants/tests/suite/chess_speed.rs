//! Perft nodes per second of `chess` against shakmaty, measured in the same run. Ignored by
//! default (timing); run with `cargo test -p variants --release --test suite chess_speed -- --ignored
//! --nocapture`. Asserts the ratio is at least one half (DESIGN.md "Performance rules").

use std::time::Instant;

use shakmaty::{fen::Fen, CastlingMode, Chess as SChess};
use variants::chess::Chess;
use variants::perft::perft;

#[test]
#[ignore = "timing; run explicitly in release"]
fn perft_speed_vs_shakmaty() {
    let mut ratios = Vec::new();
    for (fen, depth) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            5,
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            4,
        ),
    ] {
        let g = Chess::from_fen(fen).unwrap();
        let s: SChess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let t = Instant::now();
        let a = perft(&g, depth);
        let ours = a as f64 / t.elapsed().as_secs_f64();
        let t = Instant::now();
        let b = shakmaty::perft(&s, depth);
        let theirs = b as f64 / t.elapsed().as_secs_f64();
        assert_eq!(a, b);
        println!(
            "{fen} depth {depth}: collapse {:.1} Mnps, shakmaty {:.1} Mnps, ratio {:.2}",
            ours / 1e6,
            theirs / 1e6,
            ours / theirs
        );
        ratios.push(ours / theirs);
    }
    assert!(ratios.iter().all(|&r| r >= 0.5), "ratios {ratios:?}");
}
