//! `collapse analyse`: one MCTS search of a position ([`lab::analyse`]), printing the root
//! statistics (the move chosen, and each root move's visits, share of visits and mean value).

use clap::Args;
use lab::analyse::AnalyseConfig;

use super::args::{PositionArgs, VariantArgs};
use super::range::{whole, MAX_SEED};
use super::{params, CliResult};

/// Arguments of `collapse analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub position: PositionArgs,
    /// The `mcts` spec that searches (see `collapse agents`), e.g. `mcts:ms=200` or
    /// `mcts:iters=5000,heur=qs`.
    #[arg(long, default_value = "mcts:iters=0,ms=1000")]
    pub agent: String,
    /// Root moves to print, most visited first (0..=1000000; 0 = all).
    #[arg(long, default_value_t = 12, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, 1_000_000))]
    pub top: usize,
    /// Seed of the search (0..=18446744073709551615).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
}

/// `collapse analyse`: searches the position once ([`lab::analyse`]) and prints the result.
pub fn run(a: &AnalyseArgs) -> CliResult {
    let cfg = AnalyseConfig {
        params: params(&a.variant)?,
        position: a.position.position.clone(),
        moves: a.position.moves.clone(),
        agent: a.agent.clone(),
        top: a.top,
        seed: a.seed,
    };
    print!("{}", lab::analyse::analyse(&cfg)?.text());
    Ok(())
}
