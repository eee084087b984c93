//! `collapse agents`: the agents and their keys ([`reports::agents`]) printed.

use mcts::agent::keys::AgentDecl;
use mcts::agent::tables;

use super::CliError;

/// Arguments of `collapse agents`.
#[derive(clap::Args, Debug)]
pub struct AgentsArgs {
    /// Only this agent (random, greedy, alphabeta, mcts, uci).
    pub agent: Option<String>,
    /// One key of the agent in full: type, range, default and meaning (needs AGENT).
    #[arg(long, requires = "agent")]
    pub key: Option<String>,
    /// Print the Markdown of docs/agents.md instead of terminal tables.
    #[arg(long, conflicts_with = "key")]
    pub markdown: bool,
}

/// Runs `collapse agents`. Errors: an unknown agent or key, listing the valid ones (exit 2).
pub fn run(args: &AgentsArgs) -> Result<(), CliError> {
    let chosen: Vec<&AgentDecl> = match &args.agent {
        Some(name) => vec![tables::agent(name).map_err(|e| CliError::usage(e.0))?],
        None => tables::AGENTS.iter().collect(),
    };
    let text = match (&args.key, args.markdown) {
        (Some(key), _) => reports::agents::key_text(chosen[0], key)?,
        (None, true) => reports::agents::markdown(),
        (None, false) => reports::agents::agents_text(&chosen, args.agent.is_none()),
    };
    print!("{text}");
    Ok(())
}
