//! Interdependent Chess's registry entry (seed `004_0ca2faf906401d7b.txt`; RULINGS
//! "Interdependent Chess").

use crate::declare::{MoveCapParams, Variant};

use super::Interdependent;

impl Variant for Interdependent {
    type Params = MoveCapParams;
    const NAME: &'static str = "interdependent";
    const SUMMARY: &'static str = "Interdependent Chess: 6x7, a piece captures only by moving away from a toroidally adjacent piece, with its power; drops";
    const SEED: &'static str = "004_0ca2faf906401d7b.txt";
    /// Sequential Halving at the root: won three 200-game self-play matches at 200 ms against
    /// the plain search (+78, +83, and +149 +-44 with the tree kept between moves); the floor
    /// `shmin=200` keeps small budgets (1,000 iterations, where `sh=16` alone lost) plain
    /// (docs/strength.md, "Sequential Halving at the root"). The order-only check bonus
    /// `corder=0.3`: SPRT at 200 ms against the search without it, H1 after 151 games, +61
    /// +-46 Elo (docs/strength.md, "An order-only check bonus").
    const MCTS_DEFAULTS: &'static str = "sh=16,shmin=200,corder=0.3";
    fn from_params(params: &MoveCapParams) -> Self {
        Interdependent::new(params)
    }
    fn board_layout(_: &MoveCapParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Grid { files: 6, ranks: 7 }
    }
}
