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
    /// Sequential Halving at the root with its floor, as in chess: at 200 ms an SPRT (elo0=0,
    /// elo1=40) against the plain search accepted after 57 games, +130 +-60 (docs/strength.md,
    /// "Sequential Halving at the root").
    const MCTS_DEFAULTS: &'static str = "sh=16,shmin=200";
    fn from_params(params: &MoveCapParams) -> Self {
        PotentialChess::new(params)
    }
    fn board_layout(_: &MoveCapParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Grid { files: 8, ranks: 8 }
    }
}
