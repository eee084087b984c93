//! Self-play experiments on the registered games (and the speed measurements of `collapse
//! bench`), as library code callable from a test or
//! another program without the CLI: piece values by regression of game results on material
//! and by imbalance (odds) matches, and the fitting of a game's learned evaluation weights.
//!
//! Each experiment takes a typed config and returns a typed result; none prints a table
//! (that is the CLI's part, `collapse values` and `collapse fit-eval`), though the long ones
//! may report progress on standard error when their config asks for it. The crate plays
//! agents from `mcts` on games from `variants` with the runner of `tournament`, and does
//! the arithmetic with `reports` (DESIGN.md: the CLI wires crates together and holds no
//! game logic).

pub mod bench;
pub mod branching;
pub mod explore;
pub mod fit;
pub mod imbalance;
pub mod piece_weights;
pub mod position;
pub mod records;
pub mod sweep;
pub mod tune;
pub mod values;
