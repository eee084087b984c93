//! Agents and their spec strings. (Being written: see the search module.)

use std::fmt;

use crate::game::{Game, GameRng};

/// Something that picks a move for the player to decide.
pub trait Agent<G: Game>: Send {
    /// The move to play in `game` (which is ongoing and has at least one legal move).
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move;
    /// Told of every move played in the game (its own and the opponent's), with the state
    /// before the move; agents that reuse their tree use it.
    fn observe(&mut self, _before: &G, _mv: G::Move) {}
}

/// An agent spec string that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for SpecError {}

/// A parsed agent spec (`random`, `greedy`, `mcts:iters=800,c=1.4`, ...).
#[derive(Clone, Debug, PartialEq)]
pub enum AgentSpec {
    Random,
    Greedy,
}

impl AgentSpec {
    /// Parses a spec string.
    pub fn parse(text: &str) -> Result<AgentSpec, SpecError> {
        match text {
            "random" => Ok(AgentSpec::Random),
            "greedy" => Ok(AgentSpec::Greedy),
            _ => Err(SpecError(format!("unknown agent '{text}'"))),
        }
    }
}
