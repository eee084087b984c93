//! Joining the CSVs of a tournament's shards into one file.

use std::collections::BTreeMap;
use std::fs::{self, OpenOptions};
use std::path::{Path, PathBuf};

use crate::config::TournamentId;
use crate::error::TournamentError;
use crate::record::{header_line, parse_rows, write_flush, CsvRow};

/// What a [`merge`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergeSummary {
    /// Rows written (one per game).
    pub rows: u64,
    /// Input files read.
    pub files: usize,
    /// Game ids of the tournament that no input has (a missing shard or an unfinished run shows
    /// here), as inclusive ranges `(first, last)` in increasing order: every id of the
    /// schedule, trailing ones included, when the rows carry their `tournament` column;
    /// otherwise only ids below the largest present. Ranges, so a billion-game schedule
    /// stopped early by its SPRT costs one entry, not a billion.
    pub missing: Vec<(u64, u64)>,
    /// True when `missing` covers the whole schedule (every row names its tournament).
    pub whole_schedule: bool,
}

impl MergeSummary {
    /// The note `collapse merge` prints when game ids are missing: how many, their ranges
    /// (`3`, `5-9`) and where they can have gone; `None` when none is missing.
    pub fn missing_note(&self) -> Option<String> {
        if self.missing.is_empty() {
            return None;
        }
        let count: u64 = self.missing.iter().map(|(a, b)| b - a + 1).sum();
        let ranges: Vec<String> = self
            .missing
            .iter()
            .map(|&(a, b)| {
                if a == b {
                    a.to_string()
                } else {
                    format!("{a}-{b}")
                }
            })
            .collect();
        Some(format!(
            "note: {count} game id(s) of the {} are missing: {} (a shard not given, or a shard \
             whose run did not finish)",
            if self.whole_schedule {
                "schedule"
            } else {
                "range below the highest id present (these files predate the tournament column, \
                 so trailing games cannot be known)"
            },
            ranges.join(", ")
        ))
    }
}

/// Merges tournament CSVs (typically the shards of one tournament) into `out`, rows sorted by
/// `game_id`, with the standard header. Every input must be a complete tournament CSV of the
/// same variant and params and, where rows carry it, the same `tournament` column (one seed,
/// game count, schedule, agent list and openings; shards of different tournaments are
/// refused); a `game_id` may appear only once across all inputs.
///
/// Errors: [`TournamentError::MergeOutExists`] if `out` exists (nothing is overwritten),
/// [`TournamentError::OutIsDir`] if it is a directory;
/// [`TournamentError::HeaderMismatch`] / [`TournamentError::BadRow`] for an input that is not
/// a tournament CSV; [`TournamentError::MergeConflict`] for a duplicate `game_id`, another
/// variant/params or another tournament (naming both places); [`TournamentError::Io`] on read or write failures.
/// With no inputs it writes just the header.
pub fn merge(inputs: &[PathBuf], out: &Path) -> Result<MergeSummary, TournamentError> {
    if out.is_dir() {
        return Err(TournamentError::OutIsDir {
            path: out.to_path_buf(),
        });
    }
    if out.exists() {
        return Err(TournamentError::MergeOutExists {
            path: out.to_path_buf(),
        });
    }
    let mut rows: BTreeMap<u64, (PathBuf, u64, CsvRow)> = BTreeMap::new();
    let mut first: Option<(PathBuf, u64, String, String, String)> = None;
    let mut tournament: Option<(PathBuf, u64, String)> = None;
    let mut untagged = false;
    for path in inputs {
        let bytes = fs::read(path).map_err(|e| TournamentError::io(path, "read the file", e))?;
        for (line, row) in parse_rows(path, &bytes)? {
            match &first {
                None => {
                    first = Some((
                        path.clone(),
                        line,
                        row.variant.clone(),
                        row.params.clone(),
                        row.start.clone(),
                    ))
                }
                Some((fp, fl, _, _, s)) if *s != row.start => {
                    return Err(TournamentError::MergeConflict {
                        path: path.clone(),
                        line,
                        detail: format!(
                            "start position '{}' differs from '{s}' in {}:{fl}",
                            row.start,
                            fp.display()
                        ),
                    });
                }
                Some((fp, fl, v, p, _)) if *v != row.variant || *p != row.params => {
                    return Err(TournamentError::MergeConflict {
                        path: path.clone(),
                        line,
                        detail: format!(
                            "variant '{}' params '{}' differ from '{v}' params '{p}' in {}:{fl}",
                            row.variant,
                            row.params,
                            fp.display()
                        ),
                    });
                }
                Some(_) => {}
            }
            if !row.tournament.is_empty() {
                match &tournament {
                    None => tournament = Some((path.clone(), line, row.tournament.clone())),
                    Some((fp, fl, t)) if *t != row.tournament => {
                        return Err(TournamentError::MergeConflict {
                            path: path.clone(),
                            line,
                            detail: format!(
                                "it belongs to the tournament '{}', {}:{fl} to '{t}': shards of \
                                 different tournaments (seed, --games, --schedule, agents or \
                                 openings) cannot be merged",
                                row.tournament,
                                fp.display()
                            ),
                        });
                    }
                    Some(_) => {}
                }
            } else {
                untagged = true;
            }
            if let Some((fp, fl, _)) = rows.get(&row.game_id) {
                return Err(TournamentError::MergeConflict {
                    path: path.clone(),
                    line,
                    detail: format!("game_id {} is also in {}:{fl}", row.game_id, fp.display()),
                });
            }
            rows.insert(row.game_id, (path.clone(), line, row));
        }
    }
    let mut buf = header_line();
    for (_, _, row) in rows.values() {
        buf.extend_from_slice(&row.to_csv_line());
    }
    if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)
            .map_err(|e| TournamentError::io(parent, "create the output directory", e))?;
    }
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(out)
        .map_err(|e| TournamentError::io(out, "create the file", e))?;
    write_flush(out, &mut file, &buf)?;
    // An exploration (`collapse explore`) has no fixed schedule: no id is missing.
    if let Some((_, _, t)) = &tournament {
        if t.starts_with(crate::explore::EXPLORE_PREFIX) {
            return Ok(MergeSummary {
                rows: rows.len() as u64,
                files: inputs.len(),
                missing: Vec::new(),
                whole_schedule: false,
            });
        }
    }
    let schedule = match (&tournament, untagged) {
        (Some((_, _, t)), false) => TournamentId::parse(t).map(|id| id.game_ids()),
        _ => None,
    };
    let whole_schedule = schedule.is_some();
    let range = match (schedule, rows.keys().next_back().copied()) {
        (Some(ids), _) => ids,
        (None, Some(m)) => 0..m,
        (None, None) => 0..0,
    };
    let missing = gaps(rows.keys().copied(), range);
    Ok(MergeSummary {
        rows: rows.len() as u64,
        files: inputs.len(),
        missing,
        whole_schedule,
    })
}

/// The ids of `range` that `present` (increasing) lacks, as inclusive ranges.
fn gaps(present: impl Iterator<Item = u64>, range: std::ops::Range<u64>) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut next = range.start;
    for id in present {
        if id >= range.end {
            break;
        }
        if id > next {
            out.push((next, id - 1));
        }
        next = next.max(id + 1);
    }
    if next < range.end {
        out.push((next, range.end - 1));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::gaps;

    #[test]
    fn gaps_are_inclusive_ranges_trailing_ones_included() {
        assert_eq!(
            gaps([1, 2, 5].into_iter(), 0..8),
            vec![(0, 0), (3, 4), (6, 7)]
        );
        assert_eq!(gaps([0, 1, 2].into_iter(), 0..3), vec![]);
        assert_eq!(
            gaps(std::iter::empty(), 10..1_000_000_010),
            vec![(10, 1_000_000_009)]
        );
        assert_eq!(gaps([3, 9].into_iter(), 0..5), vec![(0, 2), (4, 4)]);
    }

    #[test]
    fn the_missing_note_counts_and_lists_the_ranges() {
        let mut s = super::MergeSummary {
            rows: 4,
            files: 2,
            missing: vec![],
            whole_schedule: true,
        };
        assert_eq!(s.missing_note(), None);
        s.missing = vec![(3, 3), (5, 9)];
        let n = s.missing_note().unwrap();
        assert!(
            n.starts_with("note: 6 game id(s) of the schedule are missing: 3, 5-9 ("),
            "{n}"
        );
        s.whole_schedule = false;
        assert!(s
            .missing_note()
            .unwrap()
            .contains("of the range below the highest id"));
    }
}
