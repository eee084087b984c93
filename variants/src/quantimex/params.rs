//! Quantimex's parameters and its registry entry (seed `001_458953bcf665a48d.txt`; RULINGS
//! "Quantimex").

use crate::declare::{Bounded, ParamKind, ParamValue, Variant};

use super::hex::NCELLS;
use super::position::{board_text, validate_setup, SETUP_FORM};
use super::spread::{Spread, SPREAD_FORM};
use super::{Quantimex, MAX_MOVE_CAP};

/// The uncertainty table, written as [`SPREAD_FORM`] says.
impl ParamValue for Spread {
    const KIND: ParamKind = ParamKind::Text { form: SPREAD_FORM };
    fn read(text: &str) -> Result<Self, String> {
        Spread::parse(text)
    }
    fn write(&self) -> String {
        self.text()
    }
}

/// A starting array: the position text's board field ([`SETUP_FORM`]), one King per side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup(pub [u8; NCELLS]);

impl ParamValue for Setup {
    const KIND: ParamKind = ParamKind::Text { form: SETUP_FORM };
    fn read(text: &str) -> Result<Self, String> {
        let canonical = validate_setup(text)?;
        super::position::parse_board(&canonical).map(Setup)
    }
    fn write(&self) -> String {
        board_text(&self.0)
    }
}

/// The draw cap in whole turns (RULINGS "All games", "Quantimex").
pub type TurnCap = Bounded<1, MAX_MOVE_CAP>;

crate::params! {
    /// The parameters of Quantimex.
    pub struct QuantimexParams {
        /// the uncertainty table: where a move of 2..6 steps may land besides its intended cell (B behind, S the two side-back cells, F the two side-front cells); RULINGS Quantimex
        spread: Spread = "B/S/BS/SF/BSF",
        /// the starting array, files a..l each from rank 1 up (the position text's board field); default = the RULINGS array; Red moves first
        setup: Setup = "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi",
        /// WHOLE TURNS (a move or removal; the opponent's destination decision that follows belongs to that turn and is not counted) after which the game is drawn (termination move-cap); RULINGS All games, Quantimex
        move_cap: TurnCap = "300",
    }
}

impl Variant for Quantimex {
    type Params = QuantimexParams;
    const NAME: &'static str = "quantimex";
    const SUMMARY: &'static str = "Quantimex: Ultima-style pieces on Glinski's 91-hex board; the opponent chooses where a long move lands";
    const SEED: &'static str = "001_458953bcf665a48d.txt";
    /// The `mcts` defaults of every parameter set, each with the match that adopted it:
    /// `variants/defaults/quantimex.txt` ([`crate::defaults`]).
    const DEFAULTS: &'static str = include_str!("../../defaults/quantimex.txt");
    fn from_params(params: &QuantimexParams) -> Self {
        Quantimex::new(params)
    }
    fn board_layout(_: &QuantimexParams) -> crate::declare::BoardLayout {
        crate::declare::BoardLayout::Hex91
    }
}

#[cfg(test)]
mod tests {
    use super::super::position::DEFAULT_SETUP;
    use super::*;
    use crate::declare::ParamSet;

    #[test]
    fn the_declared_defaults_are_the_rulings_table_and_array() {
        let p = QuantimexParams::default();
        assert_eq!(p.spread.text(), super::super::DEFAULT_SPREAD);
        assert_eq!(p.setup.write(), DEFAULT_SETUP);
        assert_eq!(QuantimexParams::SPECS[1].default, DEFAULT_SETUP);
    }
}
