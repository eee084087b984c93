//! Self-play experiments on the registered games, as library code callable from a test or
//! another program without the CLI: piece values by regression of game results on material
//! and by imbalance (odds) matches, the fitting of a game's learned evaluation weights, sweeps
//! over parameter and agent combinations, the tune race for the most balanced combination,
//! the explore driver for opening lines, and the speed measurements of `collapse bench`.
//!
//! Each experiment takes a typed config and returns a typed result; none prints (the CLI
//! prints; a result may give its table as text, as [`tune::TuneResult::race_text`] does), though
//! the long ones report progress lines through a callback or on standard error when their
//! config asks for it. The crate plays agents from `mcts` on games from `variants` with the
//! scheduler and runner of `tournament`, and does the arithmetic with `reports` (DESIGN.md:
//! the CLI wires crates together and holds no game logic).

pub mod analyse;
pub mod bench;
pub mod branching;
pub mod explore;
pub mod fit;
pub mod frames;
pub mod imbalance;
pub mod piece_weights;
pub mod play;
pub mod position;
pub mod records;
pub mod report;
pub mod resume;
pub mod show;
pub mod sweep;
pub mod tournaments;
pub mod tune;
pub mod values;
