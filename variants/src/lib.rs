//! `variants`: board geometries, piece movement patterns, the games, and the registry of
//! variant names and parameters.

/// Orthodox chess (variant `chess`), the calibration baseline: bitboards, magic sliders, FIDE rules.
pub mod chess;
pub mod codec;
pub mod declare;
pub mod defaults;
pub mod fiveup;
pub mod geometry;
pub mod interdependent;
mod odds;
pub mod perft;
pub mod pieces;
pub mod potential;
pub mod quantimex;
pub mod registry;
/// Tic-tac-toe (`mcts::testgames`) as a registered variant.
pub mod tictactoe;
pub mod uncertainty;
pub mod weights;
pub mod zobrist;
