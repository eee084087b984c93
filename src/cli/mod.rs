//! Subcommand implementations. Each builds the variant from the registry and hands a
//! [`variants::registry::GameVisitor`] to it, so the engine runs monomorphized per game.

pub mod analyse;
pub mod bench;
pub mod html;
pub mod openings;
pub mod perft;
pub mod play;
pub mod report;
pub mod show;
pub mod sweep;
pub mod tournament;

use mcts::{play_move_list, Game};
use variants::registry::Params;

use crate::{PositionArgs, VariantArgs};

/// Errors are plain messages that name the problem and the fix; `main` prints them and exits 2.
pub type CliResult<T = ()> = Result<T, String>;

/// The message of a failed terminal write or read, `context: error`; a closed standard output
/// (EPIPE) instead ends the program quietly with exit 0, as `ls | head` does (see
/// `quiet_on_closed_stdout` in main.rs for `print!`).
pub fn io_failed(context: &str, e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("{context}: {e}")
}

/// The variant's parameters, or an error listing the valid variants / parameters / values.
pub fn params(v: &VariantArgs) -> CliResult<Params> {
    Params::parse(&v.variant, &v.params).map_err(|e| e.to_string())
}

/// The position `pos` describes: the start (or `--position`), then `--moves` played.
pub fn prepare<G: Game>(start: G, pos: &PositionArgs) -> CliResult<G> {
    let mut g = match &pos.position {
        Some(text) => start
            .load_position(text)
            .map_err(|e| format!("--position: {e}"))?,
        None => start,
    };
    play_move_list(&mut g, &pos.moves).map_err(|e| format!("--moves: {e}"))?;
    Ok(g)
}
