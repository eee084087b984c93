//! Five Up's parameters and its registry entry (seed `003_3455fa5195cbf461.txt`; RULINGS
//! "Five Up").

use crate::declare::{MoveCap, Variant};

use super::{FiveUp, Topology};

crate::choice!(Topology {
    Cube = "cube",
    Hypercylinder = "hypercylinder",
    Hypertorus = "hypertorus",
});

crate::params! {
    /// The parameters of Five Up.
    pub struct FiveUpParams {
        /// cube = the 5x5x5 board; hypercylinder = the a and e faces joined, every ray, leap and pawn capture wraps across files; hypertorus = all three axes wrap, with the non-combatant rule (no piece captures or is captured before it has moved; an unmoved king cannot be checked)
        topology: Topology = "cube",
        /// on = the seed's "Riding on a Unicorn": each side has a unicorn starting on its wizard's cell; it may share a cell with a friendly piece (not the king) and carry it
        unicorn: bool = "off",
        /// plies after which the game is drawn (termination move-cap); RULINGS All games
        move_cap: MoveCap = "300",
    }
}

impl Variant for FiveUp {
    type Params = FiveUpParams;
    const NAME: &'static str = "fiveup";
    const SUMMARY: &'static str = "Five Up: 3D chess on a 5x5x5 cube with wizards and guards (or on the hypercylinder or hypertorus; with unicorns)";
    const SEED: &'static str = "003_3455fa5195cbf461.txt";
    /// The `mcts` defaults of every parameter set, each with the match that adopted it:
    /// `variants/defaults/fiveup.txt` ([`crate::defaults`]).
    const DEFAULTS: &'static str = include_str!("../../defaults/fiveup.txt");
    fn from_params(params: &FiveUpParams) -> Self {
        FiveUp::new(params)
    }
    fn board_layout(_: &FiveUpParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Layers {
            layers: 5,
            files: 5,
            ranks: 5,
        }
    }
    /// The hypercylinder wraps the files, the hypertorus all three axes (its geometry's).
    fn board_wrap(params: &FiveUpParams) -> crate::declare::BoardWrap {
        crate::declare::BoardWrap::of_axes(super::tables::spec(params.topology).wrap)
    }
}
