//! `variants`: board geometries, piece movement patterns, the games, and the registry of
//! variant names and parameters.
//!
//! The games are listed once, in the [`games!`] invocation below: each line declares the
//! game's module and registers its type (`registry::VARIANTS`, `--variant NAME`, the test
//! battery, the fuzzer, the weights files all follow from it). A new game is its folder plus
//! one line there.

/// Declares each game's module (`Id in module::Type`) and defines `with_games!(m)`, which
/// calls `m! { Id => crate::module::Type, ... }` with the list (the registry's `registry!` is
/// such an `m`). The first token is a `$` that the inner macro's own metavariable needs.
macro_rules! games {
    ($d:tt $($(#[$attr:meta])* $id:ident in $module:ident :: $game:ident),+ $(,)?) => {
        $($(#[$attr])* pub mod $module;)+

        /// Calls the macro named by its argument with the list of games: `Id => Type, ...`.
        macro_rules! with_games {
            ($d m:ident) => { $d m! { $($id => crate::$module::$game),+ } };
        }
    };
}

games! {$
    Uncertainty in uncertainty::Uncertainty,
    Potential in potential::PotentialChess,
    /// Orthodox chess (variant `chess`), the calibration baseline: bitboards, magic sliders, FIDE rules.
    Chess in chess::Chess,
    Quantimex in quantimex::Quantimex,
    Interdependent in interdependent::Interdependent,
    FiveUp in fiveup::FiveUp,
    /// Tic-tac-toe (`mcts::testgames`) as a registered variant.
    TicTacToe in tictactoe::TicTacToe,
}

pub mod codec;
pub mod declare;
pub mod defaults;
pub mod geometry;
mod odds;
pub mod perft;
pub mod pieces;
pub mod registry;
pub mod weights;
pub mod zobrist;
