//! `collapse tournament` and `collapse report` (being wired).

use std::path::PathBuf;

use clap::Args;

use super::CliResult;

/// Arguments of `collapse tournament`.
#[derive(Args, Debug)]
pub struct TournamentArgs {}

/// Not yet available.
pub fn run(_a: &TournamentArgs) -> CliResult {
    Err("tournament is not wired yet".into())
}

/// Not yet available.
pub fn report(_f: &[PathBuf]) -> CliResult {
    Err("report is not wired yet".into())
}
