//! Uncertainty's parameters and its registry entry (seed `000_2ad8c5d3a15ea4a8.txt`; RULINGS
//! "Uncertainty").

use crate::declare::{MoveCap, Variant};

use super::Uncertainty;

/// The board and its starting array (seed Figures 1-4; RULINGS "Uncertainty").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    /// 8x8, 16 pawns, reserve K Q R R B B N N (Figure 1).
    Standard,
    /// 10x12 wrapping both ways, 24 pawns (Figure 2).
    Torus,
    /// The 5x5x5 Five Up cube, 20 pawns (Figure 3).
    FiveUp,
    /// 6x6x6 wrapping on all three axes, 26 pawns (Figure 4).
    Hypertorus,
}
crate::choice!(Board {
    Standard = "standard",
    Torus = "torus",
    FiveUp = "fiveup",
    Hypertorus = "hypertorus",
});

impl Board {
    /// The index of this board in the game's board table (the listed order).
    pub fn index(self) -> usize {
        self as usize
    }
}

crate::params! {
    /// The parameters of Uncertainty.
    pub struct UncertaintyParams {
        /// standard = 8x8, 16 pawns, reserve K Q R R B B N N; torus = 10x12 wrapping both ways, 24 pawns, reserve K Q M C R R N N N B B B; fiveup = 5x5x5 cube, 20 pawns, reserve K Q W G R R B B N N; hypertorus = 6x6x6 wrapping on all three axes, 26 pawns, reserve K Q G G W W R R R B B B N N N
        board: Board = "standard",
        /// the seed's sub-variant: until its king is on the board, a player may exchange a piece that just moved for a reserve piece
        retransform: bool = "off",
        /// plies after which the game is drawn (termination move-cap); RULINGS All games
        move_cap: MoveCap = "300",
    }
}

impl Variant for Uncertainty {
    type Params = UncertaintyParams;
    const NAME: &'static str = "uncertainty";
    const SUMMARY: &'static str = "Uncertainty: every piece starts as a directionless pawn and transforms into a reserve piece after it moves";
    const SEED: &'static str = "000_2ad8c5d3a15ea4a8.txt";
    /// The `mcts` defaults of every parameter set, each with the match that adopted it:
    /// `variants/defaults/uncertainty.txt` ([`crate::defaults`]).
    const DEFAULTS: &'static str = include_str!("../../defaults/uncertainty.txt");
    fn from_params(params: &UncertaintyParams) -> Self {
        Uncertainty::new(params)
    }
    /// Figures 1-4: the 8x8 and 10x12 grids, the five 5x5 layers of the Five Up cube, six
    /// 6x6 layers of the hypertorus.
    fn board_layout(params: &UncertaintyParams) -> crate::declare::BoardLayout {
        use crate::declare::BoardLayout::{Grid, Layers};
        match params.board {
            Board::Standard => Grid { files: 8, ranks: 8 },
            Board::Torus => Grid {
                files: 10,
                ranks: 12,
            },
            Board::FiveUp => Layers {
                layers: 5,
                files: 5,
                ranks: 5,
            },
            Board::Hypertorus => Layers {
                layers: 6,
                files: 6,
                ranks: 6,
            },
        }
    }
    /// The torus wraps files and ranks, the hypertorus all three axes (its geometry's).
    fn board_wrap(params: &UncertaintyParams) -> crate::declare::BoardWrap {
        let spec = &super::kinds::BOARDS[params.board.index()].spec;
        crate::declare::BoardWrap::of_axes(spec.wrap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::declare::ParamValue;

    #[test]
    fn the_torus_and_the_hypertorus_declare_the_wrap_of_their_geometry() {
        let wrap = |board| {
            let p = UncertaintyParams {
                board,
                ..Default::default()
            };
            let w = <Uncertainty as Variant>::board_wrap(&p);
            [w.files, w.ranks, w.layers]
        };
        assert_eq!(wrap(Board::Standard), [false; 3]);
        assert_eq!(wrap(Board::Torus), [true, true, false]);
        assert_eq!(wrap(Board::FiveUp), [false; 3]);
        assert_eq!(wrap(Board::Hypertorus), [true; 3]);
    }

    #[test]
    fn each_board_value_names_its_row_of_the_board_table() {
        for b in [
            Board::Standard,
            Board::Torus,
            Board::FiveUp,
            Board::Hypertorus,
        ] {
            assert_eq!(super::super::kinds::BOARDS[b.index()].name, b.write());
        }
    }
}
