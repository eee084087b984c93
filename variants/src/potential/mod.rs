//! Potential Chess (seed `002_a41f0f858c62d591.txt`, RULINGS "Potential Chess") and its
//! orthodox baseline, the variant `chess` (RULINGS "Potential Chess": "Orthodox chess is the
//! same engine with every potential a single type ... the calibration baseline and the perft
//! reference"). Rules with the tests that check them: `docs/rules/potential.md` and
//! `docs/rules/chess.md`.

/// Orthodox chess, the fast path for "every potential a single type" (variant `chess`).
pub mod chess;
/// Potential Chess itself (variant `potential`): potentials, closure, statements.
pub mod game;
/// The legality test of a move without playing it (no state copy).
mod legal;
/// Attack tables, magic bitboards, square names shared by both.
pub mod tables;

pub use chess::{Chess, ChessMove};
pub use game::{MoveKind, Potential, PotentialChess, PotentialMove};
