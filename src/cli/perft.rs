//! `collapse perft`: count the leaf nodes of the legal-move tree to a depth, for any variant.

use std::time::Instant;

use clap::Args;
use mcts::Game;
use variants::perft::{perft, perft_divide};
use variants::registry::{self, GameVisitor};

use super::args::{PositionArgs, VariantArgs};
use super::range::whole;
use super::{params, CliResult};

/// Arguments of `collapse perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Depth in plies (every decision counts: a Potential Chess statement is a ply) (1..=20).
    #[arg(long, short = 'd', allow_negative_numbers = true, value_parser = whole::<u32>(1, 20))]
    pub depth: u32,
    /// Print the count below each legal move first.
    #[arg(long)]
    pub divide: bool,
}

struct Perft<'a>(&'a PerftArgs);

impl GameVisitor for Perft<'_> {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let a = self.0;
        let g = lab::position::prepare(start, a.position.position.as_deref(), &a.position.moves)?;
        let t = Instant::now();
        let nodes = if a.divide {
            let rows = perft_divide(&g, a.depth);
            for (m, n) in &rows {
                println!("{m}: {n}");
            }
            rows.iter().map(|(_, n)| n).sum()
        } else {
            perft(&g, a.depth)
        };
        let secs = t.elapsed().as_secs_f64();
        println!("nodes {nodes}");
        println!(
            "time {:.3}s  {:.0} nodes/s",
            secs,
            nodes as f64 / secs.max(1e-9)
        );
        Ok(())
    }
}

/// Runs perft on the position the arguments describe.
pub fn run(a: &PerftArgs) -> CliResult {
    if a.depth == 0 {
        return Err("--depth must be at least 1".into());
    }
    registry::visit(&params(&a.variant)?, Perft(a))
}
