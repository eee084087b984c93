//! `collapse play`: one game between two agents ([`lab::play`]), either of them `human` at
//! the terminal.

use std::io;

use lab::play::{PlayConfig, PlayError, Side};

use super::args::{PositionArgs, VariantArgs};
use super::{params, CliResult};

/// Plays one game on standard input and output; `white` and `black` are agent specs or
/// `human`; with `verbose`, each searched move is followed by the iterations and seconds its
/// search spent.
///
/// Errors: a bad variant, side, position or move list (exit 2); a failed terminal read or
/// write (exit 1; a closed output ends quietly).
#[allow(clippy::too_many_arguments)]
pub fn play(
    v: &VariantArgs,
    position: &PositionArgs,
    white: &str,
    black: &str,
    seed: u64,
    boards: bool,
    verbose: bool,
) -> CliResult {
    let params = params(v)?;
    let cfg = PlayConfig {
        white: Side::parse(white, &params).map_err(|e| format!("--white: {e}"))?,
        black: Side::parse(black, &params).map_err(|e| format!("--black: {e}"))?,
        params,
        seed,
        boards,
        verbose,
        position: position.position.clone(),
        moves: position.moves.clone(),
    };
    let (mut input, mut out) = (io::stdin().lock(), io::stdout().lock());
    lab::play::play(&cfg, &mut input, &mut out).map_err(|e| match e {
        PlayError::Input(m) => m.into(),
        PlayError::Io(e) => super::io_failed("terminal", e),
    })
}
