//! Determinized search on Potential Chess (issue 10, part 3): every move chosen under PIMC and
//! ISMCTS is legal in the real state, over positions of random games.

use mcts::{rng_from_seed, AgentSpec};
use mcts::{Codec, Rules};
use rand::Rng;
use variants::potential::PotentialChess;

#[test]
fn pimc_and_ismcts_choose_moves_legal_in_the_real_state() {
    let start = PotentialChess::new(&variants::declare::MoveCapParams::default());
    let mut rng = rng_from_seed(17);
    let mut buf = Vec::new();
    let mut checked = 0;
    for game in 0..4u64 {
        let mut g = start.clone();
        for ply in 0..40 {
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            if ply % 8 == 5 && g.has_uncertainty() {
                for spec in [
                    "mcts:iters=40,qs=0,cutoff=8,det=ismcts",
                    "mcts:iters=40,qs=0,cutoff=8,det=pimc:3",
                ] {
                    let mut a = AgentSpec::parse(spec).unwrap().build::<PotentialChess>();
                    let m = a.select_move(&g, &mut rng_from_seed(game * 100 + ply));
                    assert!(
                        buf.contains(&m),
                        "{spec}: {} is not legal in {}",
                        g.format_move(m),
                        g.position_text()
                    );
                    checked += 1;
                }
            }
            let m = buf[rng.random_range(0..buf.len())];
            g.play(m);
        }
    }
    assert!(checked >= 8, "only {checked} positions checked");
}
