//! Potential Chess's registry entry (seed `002_a41f0f858c62d591.txt`; RULINGS "Potential
//! Chess").

use crate::declare::{MoveCapParams, Variant};

use super::PotentialChess;

impl Variant for PotentialChess {
    type Params = MoveCapParams;
    const NAME: &'static str = "potential";
    const SUMMARY: &'static str =
        "Potential Chess: every piece starts as any piece; moves and captures reduce what it may be";
    const SEED: &'static str = "002_a41f0f858c62d591.txt";
    /// The `mcts` defaults of every parameter set, each with the match that adopted it:
    /// `variants/defaults/potential.txt` ([`crate::defaults`]).
    const DEFAULTS: &'static str = include_str!("../../defaults/potential.txt");
    fn from_params(params: &MoveCapParams) -> Self {
        PotentialChess::new(params)
    }
    fn board_layout(_: &MoveCapParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Grid { files: 8, ranks: 8 }
    }
}
