//! `collapse bench` (being wired).

use clap::Args;

use super::CliResult;

/// Arguments of `collapse bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {}

/// Not yet available.
pub fn run(_a: &BenchArgs) -> CliResult {
    Err("bench is not wired yet".into())
}
