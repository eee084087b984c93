//! `collapse openings`: the opening tree of result CSVs, as a table or a CSV file.

use std::path::{Path, PathBuf};

use super::{CliError, CliResult};

/// Loads `files`, builds the tree of the first `depth` plies (lines of fewer than `min_games`
/// games left out) and prints it, or writes it as CSV to `csv` (refused if that file exists;
/// a failed write removes the file, so an error leaves no partial file).
///
/// Errors: exit 2 for unreadable or invalid input and an existing `csv` file; exit 1 when
/// the CSV cannot be written (disk full, no permission; see [`CliError::output`]).
pub fn run(files: &[PathBuf], depth: usize, min_games: u64, csv: Option<&Path>) -> CliResult {
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let nodes = reports::opening_tree(&rows, depth, min_games).map_err(|e| e.to_string())?;
    let first = &rows[0];
    match csv {
        Some(path) => {
            // An existing file or directory is refused; a device or pipe (`/dev/stdout`) is
            // written to in place.
            match std::fs::metadata(path) {
                Ok(m) if m.is_dir() => {
                    return Err(format!(
                        "--csv {}: is a directory; give a file path",
                        path.display()
                    )
                    .into())
                }
                Ok(m) if m.is_file() => {
                    return Err(format!(
                        "--csv {}: the file exists; choose another name or remove it",
                        path.display()
                    )
                    .into())
                }
                _ => {}
            }
            std::fs::write(path, reports::render_openings_csv(&nodes)).map_err(|e| {
                // No partial file: the file did not exist before.
                if path.is_file() {
                    let _ = std::fs::remove_file(path);
                }
                CliError::output(format!("--csv {}: cannot write: {e}", path.display()), &e)
            })?;
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
