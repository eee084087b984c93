//! Interdependent Chess move-generation regression guard (issue 71 part 1): perft from the
//! setup and from positions of seeded random games, and whole seeded random games (legal moves
//! summed over every ply, plies, outcome).
//!
//! Regression values: recorded with the generator as it stood before the borrowed-power tables
//! (main 4ba2264, `Pos::attacked` per candidate move); they must not change when the generator
//! is made faster. The rules themselves are tested by hand-derived counts elsewhere
//! (`interdependent_seed.rs`, `interdependent_borrow.rs`, `docs/rules/interdependent.md`).

use mcts::rng_from_seed;
use mcts::Rules;
use rand::Rng;
use variants::interdependent::{Interdependent, SETUP};
use variants::perft::perft;

fn start() -> Interdependent {
    Interdependent::from_text(SETUP, 300).unwrap()
}

/// Up to `plies` random plies from the setup (fewer if the game ends).
fn random_position(plies: u32, seed: u64) -> Interdependent {
    let mut g = start();
    let mut rng = rng_from_seed(seed);
    let mut buf = Vec::new();
    for _ in 0..plies {
        g.legal_moves(&mut buf);
        if buf.is_empty() {
            break;
        }
        g.play(buf[rng.random_range(0..buf.len())]);
    }
    g
}

/// One seeded random game to the end: (legal moves summed over the plies, plies, outcome).
fn random_game(seed: u64) -> (u64, u32, String) {
    let mut g = start();
    let mut rng = rng_from_seed(seed);
    let mut buf = Vec::new();
    let mut moves = 0;
    loop {
        g.legal_moves(&mut buf);
        if buf.is_empty() {
            break;
        }
        moves += buf.len() as u64;
        g.play(buf[rng.random_range(0..buf.len())]);
    }
    (moves, g.plies(), format!("{:?}", g.outcome()))
}

fn figures() -> Vec<String> {
    let mut out = Vec::new();
    let s = start();
    out.push(format!(
        "start: {} {} {} {}",
        perft(&s, 1),
        perft(&s, 2),
        perft(&s, 3),
        perft(&s, 4)
    ));
    for (plies, seed) in [
        (20, 1u64),
        (40, 2),
        (60, 3),
        (80, 4),
        (100, 5),
        (120, 6),
        (150, 7),
        (200, 8),
    ] {
        let p = random_position(plies, seed);
        out.push(format!(
            "pos {plies} {seed}: {} {} {} {}",
            p.to_text(),
            perft(&p, 1),
            perft(&p, 2),
            perft(&p, 3)
        ));
    }
    for seed in 1..=6u64 {
        out.push(format!("game {seed}: {:?}", random_game(seed)));
    }
    out
}

const EXPECTED: &[&str] = &[
    "start: 15 223 3541 56174",
    "pos 20 1: s1uk1s/1g1tgc/3t2/2cT2/1nSnn1/CGTKGC/1NU2S w - 20 24 649 17761",
    "pos 40 2: s1u3/ck1tnc/1tgn1g/1G1tG1/3TSS/C1NC2/SNU1K1 w - 40 23 347 9017",
    "pos 60 3: s1utks/cst1s1/Ntg2n/4Gc/G2g1K/4CC/n1UT2 w n 60 15 648 10966",
    "pos 80 4: u1kg2/ggC1n1/s1tn1s/cn4/t3cs/C1T1G1/1n1KSU w t 80 15 689 12512",
    "pos 100 5: 2tskC/3tgg/1sc1US/N5/ST1N2/C2TGN/GNK3 b uc 71 0 0 0",
    "pos 120 6: 4G1/NcU3/k1s1ss/u3TG/1tT1CG/CN3N/c1sG1K w nt 120 25 1409 38643",
    "pos 150 7: gS2CT/ctNu1g/1kn3/u1GS2/cC3T/1gs3/3NKS w Tn 150 49 1562 64148",
    "pos 200 8: 1t1ung/2tgt1/skTS1S/3N1c/gnS1C1/G1cc1U/N4K w - 200 22 583 14785",
    "game 1: (8616, 300, \"Draw { reason: MoveCap }\")",
    "game 2: (7836, 270, \"Win { winner: Black, reason: Checkmate }\")",
    "game 3: (6376, 230, \"Win { winner: Black, reason: Checkmate }\")",
    "game 4: (6577, 218, \"Win { winner: Black, reason: Checkmate }\")",
    "game 5: (1888, 71, \"Win { winner: White, reason: Checkmate }\")",
    "game 6: (8974, 300, \"Draw { reason: MoveCap }\")",
];

#[test]
fn interdependent_perft_and_random_games_match_the_recorded_figures() {
    let got = figures();
    for (g, e) in got.iter().zip(EXPECTED) {
        assert_eq!(g, e);
    }
    assert_eq!(got.len(), EXPECTED.len());
}

/// Perft 5 of the setup, as `collapse perft -v interdependent -d 5` gave it before the tables.
#[test]
fn interdependent_setup_perft_5() {
    assert_eq!(perft(&start(), 5), 945199);
}
