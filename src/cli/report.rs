//! `collapse report`: reads result CSVs, counts every game once,
//! refuses rows no game could produce (or skips them with `--skip-invalid`), and prints one
//! section per variant and parameter set (or one pooled section with `--pool`).

use std::path::PathBuf;

use mcts::{play_move_list, Game};
use reports::{ReplayError, Replayed, Report, Sprt};
use variants::registry::{self, GameVisitor, Params};

use super::html::HtmlArgs;
use super::CliResult;

/// How `collapse report` reads and groups the games.
#[derive(Clone, Debug, Default)]
pub struct ReportArgs {
    /// The SPRT to apply to each section's first match.
    pub sprt: Option<Sprt>,
    /// A line printed under the SPRT (the tournament's own stop message).
    pub sprt_note: Option<String>,
    /// Also write the HTML page.
    pub html: Option<HtmlArgs>,
    /// One section over every variant and parameter set (stated in the output).
    pub pool: bool,
    /// Leave out rows no game could produce (and say how many) instead of refusing them.
    pub skip_invalid: bool,
}

/// Replays a move list (`.1`) from a position text (`.0`; empty: the start position).
struct Replay<'a>(&'a str, &'a str);

impl GameVisitor for Replay<'_> {
    type Output = Result<Replayed, ReplayError>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let mut g = if self.0.is_empty() {
            start
        } else {
            start.load_position(self.0).map_err(|e| {
                ReplayError::IllegalMove(format!("the start position does not load: {e}"))
            })?
        };
        play_move_list(&mut g, self.1).map_err(|e| {
            // The first line names the move; the second lists every legal move.
            ReplayError::IllegalMove(e.lines().next().unwrap_or_default().to_string())
        })?;
        Ok(Replayed {
            outcome: g.outcome(),
            to_move: g.to_move(),
        })
    }
}

/// Replays `moves` of `variant` with canonical `params` from the position text `start`
/// (empty: the variant's start) through the registry (the one way the reports touch the
/// engine, DESIGN.md).
pub fn replay(
    variant: &str,
    params: &str,
    start: &str,
    moves: &str,
) -> Result<Replayed, ReplayError> {
    let p = Params::parse(variant, &[params])
        .map_err(|e| ReplayError::UnknownVariant(e.to_string()))?;
    registry::visit(&p, Replay(start, moves))
}

/// A warning for each variant and parameter set whose games started from more than one
/// position (the CSV `start` column): a section pools them, which mixes different games.
fn mixed_starts(rows: &[reports::GameRow]) -> Vec<String> {
    let mut starts: std::collections::BTreeMap<(&str, &str), std::collections::BTreeSet<&str>> =
        Default::default();
    for r in rows {
        starts
            .entry((r.variant.as_str(), r.params.as_str()))
            .or_default()
            .insert(r.start.as_str());
    }
    starts
        .into_iter()
        .filter(|(_, s)| s.len() > 1)
        .map(|((v, p), s)| {
            let list: Vec<String> = s
                .iter()
                .map(|t| match *t {
                    "" => "the variant's start".to_string(),
                    t => format!("'{t}'"),
                })
                .collect();
            format!(
                "warning: {v} {p} pools games from {} start positions ({}); report the files \
                 of each start separately",
                s.len(),
                list.join(", ")
            )
        })
        .collect()
}

/// How many invalid rows an error or a warning lists before "and N more".
const LISTED: usize = 10;

/// Prints the report of `files`: loads them, counts each game once (a warning on stderr names
/// the files that repeat games), refuses rows no game could produce naming file and line
/// (unless `args.skip_invalid`: then they are left out, listed on stderr and counted in the
/// output), and prints one section per variant and parameter set (`args.pool`: one pooled
/// section that says so), each with `args.sprt` applied to its first match; with
/// `args.html`, the page is written first (an error there prints nothing and leaves no file).
///
/// Errors (exit 2): a file that cannot be read or parsed; invalid rows without
/// `--skip-invalid`; the HTML page cannot be written.
pub fn run(files: &[PathBuf], args: &ReportArgs) -> CliResult {
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let checked = reports::check_rows(rows, &replay);
    for w in checked.duplicate_warnings() {
        eprintln!("{w}");
    }
    let listed: Vec<String> = checked
        .invalid
        .iter()
        .take(LISTED)
        .map(|r| format!("  {r}"))
        .collect();
    let more = checked.invalid.len().saturating_sub(LISTED);
    let more = if more > 0 {
        format!("\n  ... and {more} more")
    } else {
        String::new()
    };
    let mut notes = Vec::new();
    if !checked.invalid.is_empty() {
        if !args.skip_invalid {
            return Err(format!(
                "{} row(s) that no game could produce:\n{}{more}\nfix or remove them, or give \
                 --skip-invalid to report without them",
                checked.invalid.len(),
                listed.join("\n")
            )
            .into());
        }
        eprintln!(
            "warning: skipping {} row(s) that no game could produce (--skip-invalid):\n{}{more}",
            checked.invalid.len(),
            listed.join("\n")
        );
        notes.push(format!(
            "skipped {} invalid row(s) that no game could produce (--skip-invalid; listed on \
             stderr)",
            checked.invalid.len()
        ));
    }
    if !checked.duplicates.is_empty() {
        let copies: usize = checked.duplicates.iter().map(|d| d.copies.len()).sum();
        notes.push(format!(
            "{copies} repeated row(s) of {} game(s) counted once",
            checked.duplicates.len()
        ));
    }
    let rows = checked.rows;
    for w in mixed_starts(&rows) {
        eprintln!("{w}");
        notes.push(w);
    }
    let sections = if args.pool {
        vec![Report::from_rows(&rows)]
    } else {
        Report::by_group(&rows)
    };
    let sections: Vec<Report> = sections
        .into_iter()
        .map(|mut s| {
            super::sweep::fill_branching(&mut s.balance, &rows, false);
            match args.sprt {
                Some(sprt) => s.with_sprt(sprt, args.sprt_note.clone()),
                None => s,
            }
        })
        .collect();
    if let Some(h) = &args.html {
        super::html::write_sections(h, files, &rows, &sections, &notes)?;
    }
    print!("{}", reports::render_sections(&sections, &notes));
    Ok(())
}
