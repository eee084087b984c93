//! `collapse report --html FILE`: the report as one self-contained HTML page, its opening trees drawn with each variant's own diagram through the registry.

use std::path::{Path, PathBuf};

use mcts::{play_move_list, Game};
use reports::{GameRow, HtmlOptions, Report};
use variants::registry::{self, GameVisitor, Params};

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

/// Replays moves from the start and draws the position (what `collapse show` prints above the
/// position line).
struct Diagram<'a>(&'a [String]);

impl GameVisitor for Diagram<'_> {
    type Output = Option<String>;
    fn visit<G: Game>(self, start: G) -> Option<String> {
        let mut g = start;
        play_move_list(&mut g, &self.0.join(" ")).ok()?;
        Some(g.diagram())
    }
}

/// The diagram of the position after `line` in `variant` with canonical `params`; `None`
/// when the variant or parameters are unknown to this build or a move does not replay.
pub fn diagram(variant: &str, params: &str, line: &[String]) -> Option<String> {
    let p = Params::parse(variant, &[params]).ok()?;
    registry::visit(&p, Diagram(line))
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

/// Builds the page of the report `sections` (from `rows` of `files`; `notes` shown under the
/// title; `races` the replayed tune races, `values` the piece values to show) in memory and writes it to `args.path` through a temporary file in the same
/// directory renamed over it, so that an error leaves no partial page (an existing page is
/// replaced only by a complete one).
///
/// Errors: exit 2 for `--depth 0` or a path in a directory that does not exist; exit 1 when
/// the page cannot be written (disk full, no permission; see [`CliError::output`]).
pub fn write_sections(
    args: &HtmlArgs,
    files: &[PathBuf],
    rows: &[GameRow],
    sections: &[Report],
    notes: &[String],
    races: &[reports::RaceView],
    values: &[reports::values::ValueRow],
) -> CliResult {
    let mut sweep = reports::sweep_groups(rows);
    if let Some(groups) = sweep.as_mut() {
        lab::branching::fill_branching(groups, rows, true);
    }
    let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    let opts = HtmlOptions {
        subtitle: format!("from {}", names.join(", ")),
        depth: args.depth,
        min_games: args.min_games,
        sweep,
        diagram: &diagram,
        notes: notes.to_vec(),
        frames: (args.max_games > 0).then_some(&super::frames::frames as &reports::GameFramesFn),
        max_games: args.max_games,
        races: races.to_vec(),
        values: values.to_vec(),
    };
    let page = reports::render_html(sections, rows, &opts).map_err(|e| e.to_string())?;
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
        rows.len()
    );
    Ok(())
}
