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
    /// Sequential Halving at the root with its floor, as in Interdependent Chess: at 200 ms an
    /// SPRT (elo0=0, elo1=40) against the plain search accepted after 57 games, +95 +-48
    /// (docs/strength.md, "Sequential Halving at the root"). The exploration constant 0.07
    /// instead of 0.1: +49 +-49 over 200 paired games at 200 ms (LOS 97.7%; docs/strength.md,
    /// "The exploration constant in chess"). The order-only check bonus `corder=0.1`: SPRT at
    /// 200 ms against the search without it, H1 after 195 games, +60 +-45 Elo
    /// (docs/strength.md, "The order-only check bonus in the other games with checks").
    const MCTS_DEFAULTS: &'static str = "c=0.07,sh=16,shmin=200,corder=0.1";
    fn from_params(params: &MoveCapParams) -> Self {
        Chess::new(params)
    }
    fn board_layout(_: &MoveCapParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Grid { files: 8, ranks: 8 }
    }
}
