//! Orthodox chess's registry entry (the baseline of Potential Chess, seed
//! `002_a41f0f858c62d591.txt`; FIDE Laws).

use crate::declare::{MoveCapParams, Variant};

use super::Chess;

impl Variant for Chess {
    type Params = MoveCapParams;
    const NAME: &'static str = "chess";
    const SUMMARY: &'static str =
        "orthodox chess (FIDE rules), the baseline and perft reference of Potential Chess";
    const SEED: &'static str = "002_a41f0f858c62d591.txt";
    /// The `mcts` defaults of every parameter set, each with the match that adopted it:
    /// `variants/defaults/chess.txt` ([`crate::defaults`]).
    const DEFAULTS: &'static str = include_str!("../../defaults/chess.txt");
    fn from_params(params: &MoveCapParams) -> Self {
        Chess::new(params)
    }
    fn board_layout(_: &MoveCapParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Grid { files: 8, ranks: 8 }
    }
}
