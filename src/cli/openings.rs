//! `collapse openings`: the opening tree of result CSVs, as a table or a CSV file.

use std::path::{Path, PathBuf};

use super::CliResult;

/// Loads `files`, builds the tree of the first `depth` plies (lines of fewer than `min_games`
/// games left out) and prints it, or writes it as CSV to `csv` (refused if that file exists;
/// written whole, so an error leaves no partial file).
pub fn run(files: &[PathBuf], depth: usize, min_games: u64, csv: Option<&Path>) -> CliResult {
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let nodes = reports::opening_tree(&rows, depth, min_games).map_err(|e| e.to_string())?;
    let first = &rows[0];
    match csv {
        Some(path) => {
            if path.exists() {
                return Err(format!(
                    "--csv {}: the file exists; choose another name or remove it",
                    path.display()
                ));
            }
            std::fs::write(path, reports::render_openings_csv(&nodes))
                .map_err(|e| format!("--csv {}: {e}", path.display()))?;
            eprintln!(
                "wrote {} opening lines of {} games to {}",
                nodes.len(),
                rows.len(),
                path.display()
            );
        }
        None => {
            println!(
                "Openings of {} [{}]: {} games, first {} plies, lines of at least {} games",
                first.variant,
                first.params,
                rows.len(),
                depth,
                min_games
            );
            print!("{}", reports::render_openings_text(&nodes));
        }
    }
    Ok(())
}
