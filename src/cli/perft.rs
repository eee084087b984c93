//! `collapse perft` (being wired: waits for the perft module of the variants crate).

use clap::Args;

use super::CliResult;

/// Arguments of `collapse perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {}

/// Not yet available.
pub fn run(_a: &PerftArgs) -> CliResult {
    Err("perft is not wired yet".into())
}
