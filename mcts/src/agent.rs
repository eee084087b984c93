//! Agents and their spec strings.
//!
//! STUB API (fixed; the search helper fills it in): `AgentSpec::parse`, `Display` (the
//! canonical spec the CSV records), `AgentSpec::build`, `AgentSpec::help`.

use std::fmt;

use rand::Rng;

use crate::game::{Game, GameRng};

/// Something that picks a move for the player to decide.
pub trait Agent<G: Game>: Send {
    /// The move to play in `game` (which is ongoing and has at least one legal move).
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move;
    /// Told of every move played in the game (its own and the opponent's), with the state
    /// before the move; agents that reuse their tree use it.
    fn observe(&mut self, _before: &G, _mv: G::Move) {}
}

/// An agent spec string that could not be read; the message lists the valid agents and keys.
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
    /// Uniformly random legal moves.
    Random,
    /// One ply: the move whose resulting position `evaluate`s best for the mover.
    Greedy,
}

impl AgentSpec {
    /// Parses a spec string such as `mcts:iters=800,c=1.4`.
    pub fn parse(text: &str) -> Result<AgentSpec, SpecError> {
        match text.trim() {
            "random" => Ok(AgentSpec::Random),
            "greedy" => Ok(AgentSpec::Greedy),
            other => Err(SpecError(format!(
                "unknown agent '{other}'; valid agents: {}",
                Self::help()
            ))),
        }
    }

    /// The valid agents and their keys with defaults, one line.
    pub fn help() -> String {
        "random, greedy".to_string()
    }

    /// A fresh agent of this spec for game type `G`.
    pub fn build<G: Game>(&self) -> Box<dyn Agent<G>> {
        match self {
            AgentSpec::Random => Box::new(RandomAgent),
            AgentSpec::Greedy => Box::new(RandomAgent),
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy => f.write_str("greedy"),
        }
    }
}

/// Plays a uniformly random legal move.
pub struct RandomAgent;

impl<G: Game> Agent<G> for RandomAgent {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves[rng.random_range(0..moves.len())]
    }
}
