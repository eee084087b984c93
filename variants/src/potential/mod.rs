//! Potential Chess (seed `002_a41f0f858c62d591.txt`, RULINGS "Potential Chess") and its
//! orthodox baseline, the variant `chess`.

pub mod chess;
pub mod game;
pub mod tables;

pub use chess::{Chess, ChessMove};
pub use game::{MoveKind, Potential, PotentialChess, PotentialMove};
