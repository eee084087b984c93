//! Interdependent Chess's registry entry (seed `004_0ca2faf906401d7b.txt`; RULINGS
//! "Interdependent Chess").

use crate::declare::{MoveCapParams, Variant};

use super::Interdependent;

impl Variant for Interdependent {
    type Params = MoveCapParams;
    const NAME: &'static str = "interdependent";
    const SUMMARY: &'static str = "Interdependent Chess: 6x7, a piece captures only by moving away from a toroidally adjacent piece, with its power; drops";
    const SEED: &'static str = "004_0ca2faf906401d7b.txt";
    /// The `mcts` defaults of every parameter set, each with the match that adopted it:
    /// `variants/defaults/interdependent.txt` ([`crate::defaults`]).
    const DEFAULTS: &'static str = include_str!("../../defaults/interdependent.txt");
    fn from_params(params: &MoveCapParams) -> Self {
        Interdependent::new(params)
    }
    fn board_layout(_: &MoveCapParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Grid { files: 6, ranks: 7 }
    }
}
