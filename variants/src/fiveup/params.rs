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
    /// Capture children scored by quiescence (61.9% over 80 games against `heur=exact`), and
    /// Sequential Halving at the root with its floor as in chess: on the cube at 200 ms,
    /// +48 +-40 Elo (pentanomial) over 240 paired games against the plain search, an SPRT
    /// (elo0=0, elo1=40) undecided at its 160-game cap extended by 80 games; with unicorns and
    /// on the hypercylinder the same SPRT accepted (after 153 games, +72 +-52, and 143 games,
    /// +67 +-49). In every set also the exploration constant `c=0.07`, as in chess: SPRTs at
    /// 200 ms accepted it on the cube after 165 games, +71 +-50, with unicorns after 93 games,
    /// +109 +-70, on the hypercylinder after 130 games, +79 +-52, and on the hypertorus after
    /// 101 games, +78 +-56 (docs/strength.md, "The exploration constant in Five Up at 200 ms").
    /// On the cube, with or without unicorns, and on the hypercylinder also the order-only check
    /// bonus `corder=0.2`: SPRTs at 200 ms against the search without it accepted after 84
    /// games, +125 +-73, 162 games with unicorns, +81 +-56, and 74 games, +144 +-79; on the
    /// hypertorus it was stopped undecided at 136 games, -5 +-51 (docs/strength.md, "The
    /// order-only check bonus in Five Up, Uncertainty and Potential Chess").
    /// Only the sets where a setting was adopted take it ([`FiveUp::mcts_defaults`]; the
    /// hypercylinder and hypertorus with unicorns follow their topology, not measured);
    /// docs/strength.md, "Sequential Halving at the root".
    const MCTS_DEFAULTS: &'static str = "heur=capqs,sh=16,shmin=200,c=0.07,corder=0.2";
    /// The cube, with or without unicorns, and the hypercylinder take [`Self::MCTS_DEFAULTS`];
    /// the hypertorus takes `heur=capqs,c=0.07` with the plain search (`sh=0`): there
    /// `sh=16,shmin=200` against `sh=0` at 200 ms gave +21 +-43 Elo over 200 paired games, an
    /// SPRT undecided at its cap (docs/strength.md, "Sequential Halving at the root", "The Five
    /// Up hypertorus").
    fn mcts_defaults(params: &FiveUpParams) -> &'static str {
        match params.topology {
            Topology::Cube | Topology::Hypercylinder => Self::MCTS_DEFAULTS,
            Topology::Hypertorus => "heur=capqs,c=0.07",
        }
    }
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
}
