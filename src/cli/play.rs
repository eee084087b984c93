//! `collapse play`: one game between two agents, move by move.

use mcts::{derive_seed, describe_outcome, rng_from_seed, AgentSpec, Game, Player};
use variants::registry::{self, GameVisitor};

use super::{params, CliResult};
use crate::VariantArgs;

struct Play {
    white: AgentSpec,
    black: AgentSpec,
    seed: u64,
    boards: bool,
}

impl GameVisitor for Play {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let mut g = start;
        let mut agents = [self.white.build::<G>(), self.black.build::<G>()];
        let mut rngs = [
            rng_from_seed(derive_seed(self.seed, 0)),
            rng_from_seed(derive_seed(self.seed, 1)),
        ];
        println!(
            "{} — White: {}  Black: {}  seed {}",
            g.variant_name(),
            self.white,
            self.black,
            self.seed
        );
        if self.boards {
            print!("{}", g.diagram());
        }
        let mut buf = Vec::new();
        loop {
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let p = g.to_move();
            let i = p.index();
            let m = agents[i].select_move(&g, &mut rngs[i]);
            if !buf.contains(&m) {
                return Err(format!("the {p} agent returned an illegal move"));
            }
            let text = g.format_move(m);
            for a in agents.iter_mut() {
                a.observe(&g, m);
            }
            let who = if p == Player::White { "White" } else { "Black" };
            println!("{:>4}. {:<5} {}", g.plies() + 1, who, text);
            g.play(m);
            if self.boards {
                print!("{}", g.diagram());
            }
        }
        println!(
            "Result: {} after {} plies",
            describe_outcome(g.outcome()),
            g.plies()
        );
        Ok(())
    }
}

/// Plays one game and prints it.
pub fn play(v: &VariantArgs, white: &str, black: &str, seed: u64, boards: bool) -> CliResult {
    let white = AgentSpec::parse(white).map_err(|e| format!("--white: {e}"))?;
    let black = AgentSpec::parse(black).map_err(|e| format!("--black: {e}"))?;
    registry::visit(
        &params(v)?,
        Play {
            white,
            black,
            seed,
            boards,
        },
    )
}
