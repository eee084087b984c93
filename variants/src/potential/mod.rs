//! Potential Chess (seed `002_a41f0f858c62d591.txt`, RULINGS "Potential Chess"). Its orthodox
//! baseline, the variant `chess`, lives in [`crate::chess`] and shares this folder's attack
//! tables. Rules with the tests that check them: `docs/rules/potential.md`.

/// Potential Chess itself (variant `potential`): potentials, closure, statements.
pub mod game;
/// The legality test of a move without playing it (no state copy).
mod legal;
/// Odds setups (`Odds::without_piece`).
mod odds;
mod params;
/// Attack tables, magic bitboards, square names shared by both.
pub mod tables;

pub use game::{MoveKind, Potential, PotentialChess, PotentialMove};
