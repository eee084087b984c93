//! Search on a real variant: MCTS and greedy find a mate in one in Uncertainty, and a fixed seed
//! gives the same game twice.

use mcts::Codec;
use mcts::Rules;
use mcts::{rng_from_seed, AgentSpec, Outcome, Player, Termination};
use variants::uncertainty::Uncertainty;

fn start() -> Uncertainty {
    Uncertainty::new(&variants::uncertainty::UncertaintyParams::default())
}

#[test]
fn mcts_and_greedy_find_a_mate_in_one() {
    // White: king g6, rook a1; Black: king h8. a1-a8 mates (g7 and h7 are covered by the king,
    // g8 by the rook); a1-h1 is only check. Derived by hand.
    let g = start()
        .load_position("7k/8/6K1/8/8/8/8/R7 w - - 0000 0")
        .unwrap();
    for spec in [
        "mcts:iters=2000",
        "mcts:iters=500,cutoff=0",
        "greedy",
        "alphabeta:depth=1",
    ] {
        let mut agent = AgentSpec::parse(spec).unwrap().build::<Uncertainty>();
        let m = agent.select_move(&g, &mut rng_from_seed(3));
        assert_eq!(g.format_move(m), "a1-a8", "{spec}");
        let mut after = g.clone();
        after.play(m);
        assert_eq!(
            after.outcome(),
            Outcome::Win {
                winner: Player::White,
                reason: Termination::Checkmate
            }
        );
    }
}

#[test]
fn a_fixed_seed_gives_the_same_game_twice() {
    let white = AgentSpec::parse("mcts:iters=60,cutoff=20").unwrap();
    let black = AgentSpec::parse("greedy").unwrap();
    let a = tournament::play_game(&start(), &white, &black, 42);
    let b = tournament::play_game(&start(), &white, &black, 42);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.outcome, b.outcome);
    let c = tournament::play_game(&start(), &white, &black, 43);
    assert_ne!(a.moves, c.moves, "another seed, another game");
}
