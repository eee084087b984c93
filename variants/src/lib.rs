//! `variants`: board geometries, piece movement patterns, the games, and the registry of
//! variant names and parameters.

pub mod geometry;
pub mod perft;
pub mod potential;
pub mod registry;
pub mod uncertainty;
