//! The report of `collapse report` (and of a tournament's end) as a library call: result
//! CSVs loaded, every game counted once, rows no game could produce refused or skipped, one
//! section per variant and parameter set (or pooled), each with its branching factor and
//! SPRT, the replayed tune races and piece values; as text, or as the HTML page.

use std::path::PathBuf;

use reports::values::ValueRow;
use reports::{GameFramesFn, GameRow, HtmlOptions, RaceView, Report, Sprt};

use crate::records::replay;
use crate::tune::replayed_races;

/// How the games are read and grouped.
#[derive(Clone, Debug, Default)]
pub struct ReportConfig {
    /// The SPRT to apply to each section's first match.
    pub sprt: Option<Sprt>,
    /// A line printed under the SPRT (the tournament's own stop message).
    pub sprt_note: Option<String>,
    /// One section over every variant and parameter set (stated in the output).
    pub pool: bool,
    /// Leave out rows no game could produce (and say how many) instead of refusing them.
    pub skip_invalid: bool,
    /// Piece-values CSVs (`collapse values --values-out`) to show after the sections.
    pub values: Vec<PathBuf>,
}

/// A report, assembled and ready to print or draw.
#[derive(Clone, Debug)]
pub struct Assembled {
    /// The valid games, each once.
    pub rows: Vec<GameRow>,
    /// One section per variant and parameter set (one when pooled).
    pub sections: Vec<Report>,
    /// Notes shown under the title (skipped and repeated rows, mixed starts, races not shown).
    pub notes: Vec<String>,
    /// The tune races among the files, replayed.
    pub races: Vec<RaceView>,
    /// The piece values of [`ReportConfig::values`].
    pub values: Vec<ValueRow>,
}

/// A warning for each variant and parameter set whose games started from more than one
/// position (the CSV `start` column): a section pools them, which mixes different games.
pub fn mixed_starts(rows: &[GameRow]) -> Vec<String> {
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

/// Assembles the report of `files`: loads them, counts each game once (a warning through
/// `warn` names the files that repeat games), refuses rows no game could produce naming file
/// and line (unless `cfg.skip_invalid`: then they are left out, listed through `warn` and
/// counted in a note), warns of a variant and parameter set whose games start from different
/// positions, and builds one section per variant and parameter set (`cfg.pool`: one pooled
/// section that says so), each with its branching factors and `cfg.sprt` applied to its first
/// match.
///
/// Errors (messages name the file and the fix): a file that cannot be read or parsed;
/// invalid rows without `skip_invalid` (the first ten listed); a race settings file or a
/// `--values` file that cannot be read.
pub fn assemble(
    files: &[PathBuf],
    cfg: &ReportConfig,
    warn: &mut dyn FnMut(&str),
) -> Result<Assembled, String> {
    let args = cfg;
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let checked = reports::check_rows(rows, &replay);
    for w in checked.duplicate_warnings() {
        warn(&w);
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
            ));
        }
        warn(&format!(
            "warning: skipping {} row(s) that no game could produce (--skip-invalid):\n{}{more}",
            checked.invalid.len(),
            listed.join("\n")
        ));
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
        warn(&w);
        notes.push(w);
    }
    let races = replayed_races(files, &rows, &mut notes)?;
    let mut values = Vec::new();
    for f in &args.values {
        values.extend(reports::values::load_values(f).map_err(|e| format!("--values: {e}"))?);
    }
    let sections = if args.pool {
        vec![Report::from_rows(&rows)]
    } else {
        Report::by_group(&rows)
    };
    let sections: Vec<Report> = sections
        .into_iter()
        .map(|mut s| {
            crate::branching::fill_branching(&mut s.balance, &rows, false);
            match args.sprt {
                Some(sprt) => s.with_sprt(sprt, args.sprt_note.clone()),
                None => s,
            }
        })
        .collect();
    Ok(Assembled {
        rows,
        sections,
        notes,
        races,
        values,
    })
}

impl Assembled {
    /// The report as terminal text: the sections, then each race, then the piece values.
    pub fn text(&self) -> String {
        let mut out = reports::render_sections(&self.sections, &self.notes);
        for r in &self.races {
            out.push_str(&r.render_text());
        }
        out.push_str(&reports::values::render_values_text(&self.values));
        out
    }

    /// The report as one self-contained HTML page (see [`reports::render_html`]): subtitled
    /// with `files`, its opening trees `depth` plies deep without lines of fewer than
    /// `min_games` games, drawn with `diagram`; its viewer embeds up to `max_games` games
    /// drawn with `frames` (0: no viewer).
    ///
    /// Errors: `depth` 0, or a chart that cannot be drawn.
    pub fn html_page(
        &self,
        files: &[PathBuf],
        depth: usize,
        min_games: u64,
        max_games: usize,
        diagram: &reports::PositionDiagram,
        frames: &GameFramesFn,
    ) -> Result<String, String> {
        let mut sweep = reports::sweep_groups(&self.rows);
        if let Some(groups) = sweep.as_mut() {
            crate::branching::fill_branching(groups, &self.rows, true);
        }
        let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        let opts = HtmlOptions {
            subtitle: format!("from {}", names.join(", ")),
            depth,
            min_games,
            sweep,
            diagram,
            notes: self.notes.to_vec(),
            frames: (max_games > 0).then_some(frames),
            max_games,
            races: self.races.to_vec(),
            values: self.values.to_vec(),
        };
        reports::render_html(&self.sections, &self.rows, &opts).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(params: &str, start: &str) -> GameRow {
        GameRow {
            source: PathBuf::from("r.csv"),
            line: 2,
            game_id: 0,
            variant: "chess".into(),
            params: params.into(),
            white: "random".into(),
            black: "random".into(),
            seed: 1,
            result: reports::GameResult::Draw,
            termination: "move-cap".into(),
            plies: 0,
            moves: String::new(),
            duration_ms: 0,
            pair_id: None,
            opening: None,
            white_name: None,
            black_name: None,
            start: start.into(),
        }
    }

    #[test]
    fn mixed_starts_are_named_per_variant_and_parameter_set() {
        let rows = [row("a", ""), row("a", "X"), row("b", "Y"), row("b", "Y")];
        let w = mixed_starts(&rows);
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(
            w[0].starts_with(
                "warning: chess a pools games from 2 start positions (the variant's start, 'X')"
            ),
            "{w:?}"
        );
    }

    #[test]
    fn a_missing_file_is_an_error_naming_it() {
        let e = assemble(
            &[PathBuf::from("/nonexistent/r.csv")],
            &Default::default(),
            &mut |_| {},
        )
        .unwrap_err();
        assert!(e.contains("/nonexistent/r.csv"), "{e}");
    }
}
