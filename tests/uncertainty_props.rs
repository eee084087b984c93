//! Properties of Uncertainty over many seeded random games on both boards (RULINGS
//! "Uncertainty"): no move leaves the mover's king attacked, reserves and armies only shrink
//! (retransform off), at most one king each, a finished game names its termination.

use mcts::{rng_from_seed, Game, Player};
use proptest::prelude::*;
use rand::Rng;
use variants::registry::Params;
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

fn random_game(board: &str, seed: u64) {
    let params = Params::parse("uncertainty", &[format!("board={board}")]).unwrap();
    let mut g = Uncertainty::new(&params);
    let mut rng = rng_from_seed(seed);
    let mut buf = Vec::new();
    loop {
        g.legal_moves(&mut buf);
        if buf.is_empty() {
            assert!(g.outcome().termination().is_some());
            break;
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
