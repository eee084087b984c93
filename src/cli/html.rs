//! `collapse report --html FILE`: the report as one self-contained HTML page, its opening trees drawn with each variant's own diagram through the registry.

use std::path::{Path, PathBuf};

use super::{CliError, CliResult};

/// The options of the HTML page (`--html`, `--depth`, `--min-games` of `collapse report`).
#[derive(Clone, Debug)]
pub struct HtmlArgs {
    /// The page to write.
    pub path: PathBuf,
    /// Plies of the opening trees.
    pub depth: usize,
    /// Opening lines of fewer games are left out.
    pub min_games: u64,
    /// Games embedded in the viewer (a sample beyond; 0: no viewer).
    pub max_games: usize,
}

/// A scratch path beside `path` (same directory, so the final rename stays on one file
/// system): `.NAME.PID.tmp`.
fn temp_beside(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "report.html".into());
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Writes the page of the report `r` (of `files`; [`lab::report::Assembled::html_page`]) to
/// `args.path` through a temporary file in the same directory renamed over it, so that an
/// error leaves no partial page (an existing page is replaced only by a complete one).
///
/// Errors: exit 2 for `--depth 0` or a path in a directory that does not exist; exit 1 when
/// the page cannot be written (disk full, no permission; see [`CliError::output`]).
pub fn write(args: &HtmlArgs, files: &[PathBuf], r: &lab::report::Assembled) -> CliResult {
    let page = r.html_page(
        files,
        args.depth,
        args.min_games,
        args.max_games,
        &lab::frames::diagram,
        &|v, p, s, m| lab::frames::frames(v, p, s, m, serve::board::shape, serve::board::wrap),
    )?;
    let fail = |e: std::io::Error| {
        let message = format!("--html {}: cannot write: {e}", args.path.display());
        let err = CliError::output(message, &e);
        match err.code {
            CliError::USAGE => CliError::usage(format!(
                "{}; give a file in a directory that exists and is writable",
                err.message
            )),
            _ => err,
        }
    };
    // A device or pipe (`/dev/stdout`, `/dev/full`) is written in place: renaming a
    // temporary file over it would replace the device.
    let special = std::fs::metadata(&args.path).is_ok_and(|m| !m.is_file() && !m.is_dir());
    if special {
        std::fs::write(&args.path, page.as_bytes()).map_err(fail)?;
    } else {
        let tmp = temp_beside(&args.path);
        let fail = |e: std::io::Error| {
            let _ = std::fs::remove_file(&tmp);
            fail(e)
        };
        std::fs::write(&tmp, page.as_bytes()).map_err(fail)?;
        std::fs::rename(&tmp, &args.path).map_err(fail)?;
    }
    eprintln!(
        "wrote {} ({} bytes, {} games)",
        args.path.display(),
        page.len(),
        r.rows.len()
    );
    Ok(())
}
