//! The start position of a run's games: the variant's setup, or a position text (`--position`).

use mcts::Game;

/// `start`, or the position `text` loads to (`--position`), with its canonical text (empty
/// for `start` itself).
///
/// Errors (messages name `--position`): the text does not load, or the game is over there.
pub fn start_from<G: Game>(start: G, text: Option<&str>) -> Result<(G, String), String> {
    let Some(text) = text else {
        return Ok((start, String::new()));
    };
    let g = start
        .load_position(text)
        .map_err(|e| format!("--position: {e}"))?;
    if !g.outcome().is_ongoing() {
        return Err(format!(
            "--position: the game is already over there ({}); give a position where a side \
             has a move",
            mcts::describe_outcome(g.outcome())
        ));
    }
    let canonical = g.position_text();
    Ok((g, canonical))
}

/// The position `position` (a position text; `None`: `start`) after `moves` (space-separated,
/// the game's notation) are played.
///
/// Errors (messages name `--position` / `--moves`): the text does not load, or a move is not
/// legal there.
pub fn prepare<G: Game>(start: G, position: Option<&str>, moves: &str) -> Result<G, String> {
    let mut g = match position {
        Some(text) => start
            .load_position(text)
            .map_err(|e| format!("--position: {e}"))?,
        None => start,
    };
    mcts::play_move_list(&mut g, moves).map_err(|e| format!("--moves: {e}"))?;
    Ok(g)
}
