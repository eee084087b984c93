//! Watching a tournament or explore CSV while it is written (read only): its rows through
//! the reports crate ([`reports::load`], which leaves out a last row still being written),
//! the standings as `collapse report` prints them, progress and the last games.

use std::path::Path;

use serde_json::{json, Value};

use crate::error::{ApiError, ApiResult};

/// Games listed as the last ones.
pub const LAST_GAMES: usize = 12;

/// The state of the CSV at `path` (named `rel` in messages): `{"path", "games", "white_wins",
/// "black_wins", "draws", "modified_ms", "standings" (the text report), "last": [{"id",
/// "variant", "white", "black", "result", "termination", "plies"}]}`.
///
/// Errors: 404 when the file does not exist; 400 when it is no tournament CSV (the reason).
pub fn watch(path: &Path, rel: &str) -> ApiResult<Value> {
    if !path.is_file() {
        return Err(ApiError::not_found(format!(
            "no file '{rel}' in the served directory: give a CSV written by `collapse \
             tournament` or `collapse explore` there"
        )));
    }
    let rows =
        reports::load(&[path.to_path_buf()]).map_err(|e| ApiError::bad(format!("{rel}: {e}")))?;
    let count = |r: reports::GameResult| rows.iter().filter(|g| g.result == r).count();
    let sections = reports::Report::by_group(&rows);
    let standings = if rows.is_empty() {
        "no game finished yet".to_string()
    } else {
        reports::render_sections(&sections, &[])
    };
    let last: Vec<Value> = rows
        .iter()
        .rev()
        .take(LAST_GAMES)
        .map(|g| {
            json!({"id": g.game_id, "variant": g.variant, "params": g.params,
                   "white": g.white_name.clone().unwrap_or_else(|| g.white.clone()),
                   "black": g.black_name.clone().unwrap_or_else(|| g.black.clone()),
                   "result": g.result.as_str(), "termination": g.termination,
                   "plies": g.plies, "moves": g.moves})
        })
        .collect();
    let modified = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_millis() as u64);
    Ok(json!({
        "path": rel,
        "games": rows.len(),
        "white_wins": count(reports::GameResult::WhiteWin),
        "black_wins": count(reports::GameResult::BlackWin),
        "draws": count(reports::GameResult::Draw),
        "modified_ms": modified,
        "standings": standings,
        "last": last,
    }))
}
