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
    /// The order-only check bonus `corder=0.2` on the standard board without `retransform`
    /// (the declared set): an SPRT at 200 ms against the search without it accepted after 88
    /// paired games, +40 +-29 Elo (pentanomial; 70 draws, most at the move cap); and on the
    /// torus without `retransform`, accepted after 143 games, +57 +-43 (docs/strength.md,
    /// "The order-only check bonus in Five Up, Uncertainty and Potential Chess"). Only those
    /// two sets take it ([`Uncertainty::mcts_defaults`]); neither has Sequential Halving (the
    /// standard board's self-play games mostly end at the move cap; on the torus 200 games
    /// gave +3 +-39). With it lazy evaluation (`lazy=1`: children and quiescence captures
    /// ordered without the costly `mobility` and `king_attack`), since both boards' weights
    /// files weigh `king_attack`: on the torus an SPRT at 200 ms against the search without
    /// it accepted after 60 paired games, +95 +-62 (docs/strength.md, "Lazy evaluation on the
    /// Uncertainty torus"); the standard board's file was adopted with it (H1 after 60 games,
    /// +58 +-42; "King attack on the standard Uncertainty board").
    const MCTS_DEFAULTS: &'static str = "corder=0.2,lazy=1";
    /// Without `retransform`: [`Self::MCTS_DEFAULTS`] on the standard board and the torus;
    /// Sequential Halving at the root (`sh=16,shmin=200`) on the Five Up board and the
    /// hypertorus, where it beat the plain search at 200 ms on SPRTs (H1 accepted after 94
    /// paired games, +91 +-64 Elo, and after 141, +81 +-55; docs/strength.md, "Sequential
    /// Halving at the root", "Uncertainty"), with `lazy=1`, since the Five Up board's and
    /// hypertorus's files were adopted with it ("King attack on Uncertainty's other boards").
    /// With `retransform=on` the plain search, but `lazy=1` on the hypertorus, the torus and
    /// the standard board, whose files weigh `king_attack` too (SPRTs at 200 ms against the
    /// plain search: H1 after 92 paired games, +93 +-60, after 78, +54 +-43, same section;
    /// and on the standard board, with its file's `king_attack` against the material file,
    /// H1 after 88, +68 +-49, "King attack on the standard Uncertainty board"; on the Five Up
    /// board undecided, +9 +-40).
    fn mcts_defaults(params: &UncertaintyParams) -> &'static str {
        match (params.board, params.retransform) {
            (Board::Standard | Board::Torus, false) => Self::MCTS_DEFAULTS,
            (Board::FiveUp | Board::Hypertorus, false) => "sh=16,shmin=200,lazy=1",
            (Board::Standard | Board::Torus | Board::Hypertorus, true) => "lazy=1",
            (Board::FiveUp, true) => "",
        }
    }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::declare::ParamValue;

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
