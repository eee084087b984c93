//! `variants`, `moves` and `show`: the texts of [`lab::show`] printed.

use lab::show::At;

use super::args::{PositionArgs, VariantArgs};
use super::{params, CliResult};

fn at(pos: &PositionArgs) -> At<'_> {
    At {
        position: pos.position.as_deref(),
        moves: &pos.moves,
    }
}

/// `collapse moves`: the legal moves, one per line, nothing else on stdout.
pub fn moves(v: &VariantArgs, pos: &PositionArgs) -> CliResult {
    print!("{}", lab::show::moves_text(&params(v)?, at(pos))?);
    Ok(())
}

/// `collapse show`: the board as a diagram, or JSON with `--json`.
pub fn show(v: &VariantArgs, pos: &PositionArgs, json: bool) -> CliResult {
    print!("{}", lab::show::show_text(&params(v)?, at(pos), json)?);
    Ok(())
}
