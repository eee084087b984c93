//! `variants`: board geometries, piece movement patterns, the games, and the registry of
//! variant names and parameters.

pub mod fiveup;
pub mod geometry;
pub mod perft;
pub mod pieces;
pub mod potential;
pub mod registry;
pub mod uncertainty;
pub mod zobrist;
