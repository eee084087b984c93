//! `collapse uci`: our agent as a UCI engine for orthodox chess ([`::uci`] holds the
//! protocol loop, the options and the search thread).

use clap::Args;
use mcts::AgentSpec;
use variants::registry;

use super::range::{whole, MAX_SEED};
use super::CliResult;

/// Arguments of `collapse uci`.
#[derive(Args, Debug)]
pub struct UciArgs {
    /// The agent that plays (an `mcts` or `alphabeta` spec; `go` replaces its budget).
    #[arg(long, default_value = "mcts")]
    pub agent: String,
    /// Seed of the agent's random choices (0..=18446744073709551615).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
}

/// Runs the UCI loop on standard input and output ([`::uci::run`]).
///
/// Errors: an agent spec that is not valid for chess (exit 2); a failed read of standard
/// input (exit 1).
pub fn run(a: &UciArgs) -> CliResult {
    let spec = registry::find("chess")
        .map_err(|e| e.to_string())?
        .parse_agent(&a.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    if matches!(spec, AgentSpec::Uci(_)) {
        return Err("--agent uci: give our own agent (mcts, alphabeta, greedy, random)".into());
    }
    ::uci::run(spec, a.seed, std::io::stdin().lock(), std::io::stdout())
        .map_err(|e| super::io_failed("standard input", e))
}
