//! Perft speed of orthodox chess (`variants::chess::Chess` through the generic
//! `variants::perft::perft`) against shakmaty in the same run (DESIGN.md "Performance rules").
//! Run: `cargo bench -p variants --bench perft`.

use criterion::{criterion_group, criterion_main, Criterion};
use shakmaty::{fen::Fen, CastlingMode, Chess as SChess};
use variants::chess::Chess;
use variants::perft::perft;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, fen, depth) in [
        (
            "start-4",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            4,
        ),
        ("kiwipete-3", KIWIPETE, 3),
    ] {
        let g = Chess::from_fen(fen).unwrap();
        let s: SChess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        group.bench_function(format!("collapse/{name}"), |b| b.iter(|| perft(&g, depth)));
        group.bench_function(format!("shakmaty/{name}"), |b| {
            b.iter(|| shakmaty::perft(&s, depth))
        });
    }
    group.finish();
    let mut pg = c.benchmark_group("potential");
    pg.sample_size(10);
    let p = variants::potential::PotentialChess::start(300);
    pg.bench_function("potential/start-3", |b| b.iter(|| perft(&p, 3)));
    pg.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
