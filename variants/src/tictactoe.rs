//! The registry entry of tic-tac-toe, the test game of `mcts` (`mcts::testgames`).

pub use mcts::testgames::TicTacToe;

use crate::declare::Variant;

crate::params! {
    /// Tic-tac-toe takes no parameters.
    pub struct NoParams {}
}

impl Variant for TicTacToe {
    type Params = NoParams;
    const NAME: &'static str = "tictactoe";
    const SUMMARY: &'static str =
        "tic-tac-toe, a tiny test game for checking agents and the tournament runner";
    const SEED: &'static str = "";
    fn from_params(_: &NoParams) -> Self {
        TicTacToe::default()
    }
}
