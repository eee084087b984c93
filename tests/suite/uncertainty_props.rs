//! Properties of Uncertainty over many seeded random games on both boards (RULINGS
//! "Uncertainty"): no move leaves the mover's king attacked, reserves and armies only shrink
//! (retransform off), at most one king each, a finished game names its termination, and
//! `evaluate_material` is the documented material formula (and `evaluate` too where the board's
//! weights file holds the material values; since 2026-12-02 none does).

use mcts::{rng_from_seed, Player};
use mcts::{Codec, Evaluate, Rules};
use proptest::prelude::*;
use rand::Rng;
use variants::declare::ParamSet;
use variants::uncertainty::Uncertainty;
use variants::uncertainty::{Kind, UncertaintyPiece};

fn reserve_size(g: &Uncertainty, p: Player) -> u32 {
    Kind::ALL
        .iter()
        .map(|&k| g.reserve_count(p, k) as u32)
        .sum()
}

fn army(g: &Uncertainty, p: Player) -> (u32, u32) {
    let geo = g.geometry();
    let mut men = 0;
    let mut kings = 0;
    for c in 0..geo.ncells {
        let x = g.piece_at(c);
        if !x.is_empty() && x.owner() == p {
            men += 1;
            kings += (x.kind() == Kind::King) as u32;
        }
    }
    (men, kings)
}

/// `evaluate_material` as its docstring states it, from the public cells and reserves:
/// material on the board at the kinds' weights (pawn 1, king 0, queen 9, rook 5, bishop 3,
/// knight 3, marshall 8, cardinal 7, wizard 7, guard 6), plus half the reserve's worth scaled by
/// the share of it the pawns can still bring in (min(1, pawns / reserve pieces)), for the
/// player to move, squashed by `tanh(diff / 10)`.
fn reference_evaluation(g: &Uncertainty) -> f32 {
    fn weight(k: Kind) -> f32 {
        match k {
            Kind::Pawn => 1.0,
            Kind::King => 0.0,
            Kind::Queen => 9.0,
            Kind::Rook => 5.0,
            Kind::Bishop | Kind::Knight => 3.0,
            Kind::Marshall => 8.0,
            Kind::Cardinal | Kind::Wizard => 7.0,
            Kind::Guard => 6.0,
        }
    }
    let score = |p: Player| {
        let (mut board, mut pawns) = (0.0f32, 0u32);
        for c in 0..g.geometry().ncells {
            let x = g.piece_at(c);
            if !x.is_empty() && x.owner() == p {
                board += weight(x.kind());
                pawns += (x.kind() == Kind::Pawn) as u32;
            }
        }
        let (mut total, mut count) = (0.0f32, 0u32);
        for k in Kind::ALL {
            let n = g.reserve_count(p, k) as u32;
            total += weight(k) * n as f32;
            count += n;
        }
        if count > 0 {
            board += total * (pawns as f32 / count as f32).min(1.0) * 0.5;
        }
        board
    };
    let me = g.to_move();
    ((score(me) - score(me.other())) / 10.0).tanh()
}

fn random_game(board: &str, seed: u64) {
    let params =
        variants::uncertainty::UncertaintyParams::parse_list(&[format!("board={board}")]).unwrap();
    let mut g = Uncertainty::new(&params);
    let key = g.weights_key().expect("Uncertainty has a weights file");
    let file = variants::weights::FILES
        .iter()
        .find(|(k, _)| *k == key)
        .expect("the key's file is embedded")
        .1;
    let material = file.starts_with("# material");
    let mut rng = rng_from_seed(seed);
    let mut buf = Vec::new();
    loop {
        g.legal_moves(&mut buf);
        // `outcome` finds "no legal move" its own, cheaper way (`has_legal_move`): it must
        // agree with the generator in every position.
        assert_eq!(
            g.outcome().is_ongoing(),
            !buf.is_empty(),
            "{}: outcome and legal_moves disagree",
            g.position_text()
        );
        if buf.is_empty() {
            assert!(g.outcome().termination().is_some());
            break;
        }
        // Both evaluations read the per-kind counts `play` keeps; the formula reads the cells.
        // `evaluate` is the board's weights file, which is the material evaluation where the
        // file says `# material` (since 2026-12-02 every board's file adds `king_attack`:
        // tests/suite/learned_eval.rs and the unit tests of `uncertainty::eval` check it).
        let want = reference_evaluation(&g);
        let mut evaluations = vec![("evaluate_material", g.evaluate_material())];
        if material {
            evaluations.push(("evaluate", g.evaluate()));
        }
        for (name, e) in evaluations {
            assert!(
                (e - want).abs() < 1e-5,
                "{}: {name} {e}, material formula {want}",
                g.position_text()
            );
        }
        let mover = g.to_move();
        let before: Vec<_> = Player::BOTH
            .iter()
            .map(|&p| (reserve_size(&g, p), army(&g, p).0))
            .collect();
        let m = buf[rng.random_range(0..buf.len())];
        g.play(m);
        assert!(
            !g.in_check(mover),
            "{}: the move left the mover's king attacked",
            g.position_text()
        );
        for (i, &p) in Player::BOTH.iter().enumerate() {
            let (res, men) = (reserve_size(&g, p), army(&g, p).0);
            assert!(res <= before[i].0, "reserve grew");
            assert!(men <= before[i].1, "army grew");
            assert!(army(&g, p).1 <= 1, "two kings");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn standard_random_games_keep_the_invariants(seed in any::<u64>()) {
        random_game("standard", seed);
    }
    #[test]
    fn torus_random_games_keep_the_invariants(seed in any::<u64>()) {
        random_game("torus", seed);
    }
}

proptest! {
    // The 3D boards: longer games with wider move lists, so fewer cases.
    #![proptest_config(ProptestConfig::with_cases(4))]
    #[test]
    fn fiveup_board_random_games_keep_the_invariants(seed in any::<u64>()) {
        random_game("fiveup", seed);
    }
    #[test]
    fn hypertorus_random_games_keep_the_invariants(seed in any::<u64>()) {
        random_game("hypertorus", seed);
    }
}
