//! `collapse report`: reads result CSVs, counts every game once,
//! refuses rows no game could produce (or skips them with `--skip-invalid`), and prints one
//! section per variant and parameter set (or one pooled section with `--pool`).

use std::path::PathBuf;

use lab::records::replay;
use reports::{Report, Sprt};

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
    /// Piece-values CSVs (`collapse values --values-out`) to show after the sections.
    pub values: Vec<PathBuf>,
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
    let races = tune_races(files, &rows, &mut notes)?;
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
            lab::branching::fill_branching(&mut s.balance, &rows, false);
            match args.sprt {
                Some(sprt) => s.with_sprt(sprt, args.sprt_note.clone()),
                None => s,
            }
        })
        .collect();
    if let Some(h) = &args.html {
        super::html::write_sections(h, files, &rows, &sections, &notes, &races, &values)?;
    }
    print!("{}", reports::render_sections(&sections, &notes));
    for r in &races {
        print!("{}", r.render_text());
    }
    print!("{}", reports::values::render_values_text(&values));
    Ok(())
}

/// The `collapse tune` races among `files`, replayed round by round from each file's games
/// (`rows` whose source it is) and its race settings (`FILE.race.json`, see
/// [`lab::tune::RaceSettings`]). A file of a sweep or a race without settings (a plain
/// sweep, a tune CSV written before the settings were kept) gets a note in `notes` saying the
/// rounds are not shown and why.
///
/// Errors: a settings file that cannot be read or parsed (the message names it and the fix).
fn tune_races(
    files: &[PathBuf],
    rows: &[reports::GameRow],
    notes: &mut Vec<String>,
) -> Result<Vec<reports::RaceView>, String> {
    use lab::tune::{race_settings_path, RaceSettings, TUNE_STRIDE};
    let mut out = Vec::new();
    for file in files {
        let mine: Vec<&reports::GameRow> = rows.iter().filter(|r| r.source == *file).collect();
        let side = race_settings_path(file);
        let Some(s) = RaceSettings::read(&side)? else {
            let owned: Vec<reports::GameRow> = mine.iter().map(|r| (*r).clone()).collect();
            let tune_ids = mine.iter().any(|r| r.game_id >= TUNE_STRIDE);
            if tune_ids || reports::sweep_groups(&owned).is_some() {
                notes.push(format!(
                    "{}: no race settings ({} is missing), so the race rounds are not shown                      (a sweep, or a tune CSV from before tune kept its settings; `collapse                      tune ... --resume` with the race's arguments writes them)",
                    file.display(),
                    side.display()
                ));
            }
            continue;
        };
        let mut games: std::collections::HashMap<(usize, u64), reports::GameResult> =
            Default::default();
        for r in &mine {
            let c = (r.game_id / s.stride) as usize;
            let Some((v, p, a)) = s.combos.get(c) else {
                continue;
            };
            if r.variant == *v && r.params == *p && r.white == *a && r.black == *a {
                games.insert((c, r.game_id % s.stride), r.result);
            }
        }
        let replay =
            reports::replay_race(s.combos.len(), s.cfg, |i, k| games.get(&(i, k)).copied());
        let several_variants = s.combos.iter().any(|c| c.0 != s.combos[0].0);
        let mut specs: Vec<String> = Vec::new();
        for (_, _, a) in &s.combos {
            if !specs.contains(a) {
                specs.push(a.clone());
            }
        }
        let short = reports::short_labels(&specs);
        let short_of = |a: &str| short[specs.iter().position(|x| x == a).unwrap_or(0)].clone();
        // What differs: the variant (when several), the parameters that differ, and the
        // agent's short label when the agents differ (`#3 board=torus mcts:c=0.3`).
        let items: Vec<(String, Vec<(String, String)>)> = s
            .combos
            .iter()
            .map(|(v, p, _)| {
                let name = if several_variants {
                    v.clone()
                } else {
                    String::new()
                };
                (name, reports::param_pairs(p))
            })
            .collect();
        let params = reports::differing_labels(&items);
        let labels = s
            .combos
            .iter()
            .zip(params)
            .enumerate()
            .map(|(i, ((_, _, a), p))| {
                // differing_labels numbers equal items ` (2)`; the agent tells them apart.
                let p = if specs.len() > 1 {
                    p.split(" (").next().unwrap_or_default().to_string()
                } else {
                    p
                };
                let agent = if specs.len() > 1 {
                    short_of(a)
                } else {
                    String::new()
                };
                [format!("#{}", i + 1), p, agent]
                    .into_iter()
                    .filter(|x| !x.is_empty())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let full = s
            .combos
            .iter()
            .map(|(v, p, a)| format!("{v} [{p}] {a}"))
            .collect();
        out.push(reports::RaceView {
            file: file.display().to_string(),
            labels,
            full,
            replay,
        });
    }
    Ok(out)
}
