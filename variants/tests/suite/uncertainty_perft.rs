//! Uncertainty move-generation regression guard (issue 11, part 1): perft of every board from
//! its opening and from positions of seeded random games, with `retransform` off and on, and
//! whole seeded random games (legal moves summed over every ply, plies, outcome).
//!
//! These are regression values: they were recorded with the move generator as it stood before
//! the speed work (commit 368cc0e, a straightforward generator that tests every pseudo-move by a
//! full attack scan from the king) and must not change when the generator is made faster.
//! The rules themselves are tested by hand-derived counts elsewhere (`docs/rules/uncertainty.md`).

use mcts::Outcome;
use mcts::Rules;
use variants::declare::ParamSet;
use variants::perft::perft;
use variants::uncertainty::Uncertainty;

const BOARDS: [&str; 4] = ["standard", "torus", "fiveup", "hypertorus"];

fn game(board: &str, retransform: &str) -> Uncertainty {
    let params = variants::uncertainty::UncertaintyParams::parse_list(&[
        format!("board={board}"),
        format!("retransform={retransform}"),
    ])
    .unwrap();
    Uncertainty::new(&params)
}

/// xorshift64*: a small seeded generator so the games are the same on every machine.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Plays up to `plies` random plies (fewer if the game ends) and returns the position.
fn random_position(board: &str, retransform: &str, plies: u32, seed: u64) -> Uncertainty {
    let mut g = game(board, retransform);
    let mut rng = Rng(seed);
    let mut buf = Vec::new();
    for _ in 0..plies {
        g.legal_moves(&mut buf);
        if buf.is_empty() {
            break;
        }
        g.play(buf[rng.below(buf.len())]);
    }
    g
}

/// One seeded random game to the end: (legal moves summed over the plies, plies, outcome).
/// Also checks the incremental hash against the one computed from scratch at every ply.
fn random_game(board: &str, retransform: &str, seed: u64) -> (u64, u32, String) {
    let mut g = game(board, retransform);
    let mut rng = Rng(seed);
    let mut buf = Vec::new();
    let mut total = 0u64;
    loop {
        assert_eq!(g.hash(), g.hash_from_scratch());
        g.legal_moves(&mut buf);
        total += buf.len() as u64;
        if buf.is_empty() {
            assert_ne!(g.outcome(), Outcome::Ongoing);
            break;
        }
        assert_eq!(g.outcome(), Outcome::Ongoing);
        g.play(buf[rng.below(buf.len())]);
    }
    (total, g.plies(), format!("{:?}", g.outcome()))
}

/// Recorded before the speed work (see the module comment); one line per figure.
const EXPECTED: &[&str] = &[
    "start standard off: 180 32396",
    "pos standard off 20 7: 20 55 1962",
    "pos standard off 60 11: 60 55 1849",
    "pos standard off 60 12345: 33 0 0",
    "game standard off 1: (10343, 300, \"Draw { reason: MoveCap }\")",
    "game standard off 2: (9984, 300, \"Draw { reason: MoveCap }\")",
    "game standard off 3: (10554, 300, \"Draw { reason: MoveCap }\")",
    "start standard on: 180 32396",
    "pos standard on 20 7: 20 67 5655",
    "pos standard on 60 11: 60 29 997",
    "pos standard on 60 12345: 60 46 1454",
    "game standard on 1: (10386, 300, \"Draw { reason: MoveCap }\")",
    "game standard on 2: (11644, 300, \"Draw { reason: MoveCap }\")",
    "game standard on 3: (3533, 62, \"Win { winner: Black, reason: Checkmate }\")",
    "start torus off: 224 50002",
    "pos torus off 20 7: 20 154 28617",
    "pos torus off 60 11: 60 114 17026",
    "pos torus off 60 12345: 60 135 18566",
    "game torus off 1: (26547, 300, \"Draw { reason: MoveCap }\")",
    "game torus off 2: (25790, 300, \"Draw { reason: MoveCap }\")",
    "game torus off 3: (32412, 300, \"Draw { reason: MoveCap }\")",
    "start torus on: 224 50002",
    "pos torus on 20 7: 20 5 862",
    "pos torus on 60 11: 60 146 20583",
    "pos torus on 60 12345: 60 141 13105",
    "game torus on 1: (20714, 186, \"Win { winner: Black, reason: Checkmate }\")",
    "game torus on 2: (27689, 300, \"Draw { reason: MoveCap }\")",
    "game torus on 3: (30070, 300, \"Draw { reason: MoveCap }\")",
    "start fiveup off: 432 186262",
    "pos fiveup off 20 7: 20 203 23722",
    "pos fiveup off 60 11: 60 118 13465",
    "pos fiveup off 60 12345: 60 2 218",
    "game fiveup off 1: (27793, 300, \"Draw { reason: MoveCap }\")",
    "game fiveup off 2: (28569, 300, \"Draw { reason: MoveCap }\")",
    "game fiveup off 3: (11702, 76, \"Win { winner: Black, reason: Checkmate }\")",
    "start fiveup on: 432 186262",
    "pos fiveup on 20 7: 20 1 185",
    "pos fiveup on 60 11: 60 145 13341",
    "pos fiveup on 60 12345: 60 152 20183",
    "game fiveup on 1: (28454, 300, \"Draw { reason: MoveCap }\")",
    "game fiveup on 2: (24460, 300, \"Draw { reason: MoveCap }\")",
    "game fiveup on 3: (18630, 65, \"Win { winner: White, reason: Checkmate }\")",
    "start hypertorus off: 608 369600",
    "pos hypertorus off 20 7: 20 569 232700",
    "pos hypertorus off 60 11: 60 370 91858",
    "pos hypertorus off 60 12345: 60 247 82314",
    "game hypertorus off 1: (76102, 300, \"Draw { reason: MoveCap }\")",
    "game hypertorus off 2: (71234, 300, \"Draw { reason: MoveCap }\")",
    "game hypertorus off 3: (36087, 93, \"Win { winner: White, reason: Checkmate }\")",
    "start hypertorus on: 608 369600",
    "pos hypertorus on 20 7: 20 489 218890",
    "pos hypertorus on 60 11: 60 399 144384",
    "pos hypertorus on 60 12345: 50 0 0",
    "game hypertorus on 1: (67100, 300, \"Draw { reason: MoveCap }\")",
    "game hypertorus on 2: (83700, 300, \"Draw { reason: MoveCap }\")",
    "game hypertorus on 3: (67592, 300, \"Draw { reason: MoveCap }\")",
];

fn figures() -> Vec<String> {
    let mut out = Vec::new();
    for b in BOARDS {
        for r in ["off", "on"] {
            let g = game(b, r);
            out.push(format!("start {b} {r}: {} {}", perft(&g, 1), perft(&g, 2)));
            for (plies, seed) in [(20, 7u64), (60, 11), (60, 12345)] {
                let p = random_position(b, r, plies, seed);
                out.push(format!(
                    "pos {b} {r} {plies} {seed}: {} {} {}",
                    p.plies(),
                    perft(&p, 1),
                    perft(&p, 2)
                ));
            }
            for seed in 1..=3u64 {
                out.push(format!(
                    "game {b} {r} {seed}: {:?}",
                    random_game(b, r, seed)
                ));
            }
        }
    }
    out
}

#[test]
fn perft_and_random_games_match_the_recorded_figures() {
    let got = figures();
    for (g, e) in got.iter().zip(EXPECTED) {
        assert_eq!(g, e);
    }
    assert_eq!(got.len(), EXPECTED.len());
}

/// Perft 3 of the 8x8 opening, as `collapse perft -v uncertainty -d 3` gave it before the
/// speed work.
#[test]
fn standard_opening_perft_3() {
    assert_eq!(perft(&game("standard", "off"), 3), 4730729);
    assert_eq!(perft(&game("torus", "off"), 3), 11121210);
}
