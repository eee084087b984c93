//! Joining the CSVs of a tournament's shards into one file.

use std::collections::BTreeMap;
use std::fs::{self, OpenOptions};
use std::path::{Path, PathBuf};

use crate::error::TournamentError;
use crate::record::{header_line, parse_rows, write_flush, CsvRow};

/// What a [`merge`] wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergeSummary {
    /// Rows written (one per game).
    pub rows: u64,
    /// Input files read.
    pub files: usize,
    /// Game ids below the largest one that no input has (a missing shard or an unfinished
    /// run shows here), in increasing order.
    pub missing: Vec<u64>,
}

/// Merges tournament CSVs (typically the shards of one tournament) into `out`, rows sorted by
/// `game_id`, with the standard header. Every input must be a complete tournament CSV of the
/// same variant and params; a `game_id` may appear only once across all inputs.
///
/// Errors: [`TournamentError::MergeOutExists`] if `out` exists (nothing is overwritten),
/// [`TournamentError::OutIsDir`] if it is a directory;
/// [`TournamentError::HeaderMismatch`] / [`TournamentError::BadRow`] for an input that is not
/// a tournament CSV; [`TournamentError::MergeConflict`] for a duplicate `game_id` or another
/// variant/params (naming both places); [`TournamentError::Io`] on read or write failures.
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
    let mut first: Option<(PathBuf, u64, String, String)> = None;
    for path in inputs {
        let bytes = fs::read(path).map_err(|e| TournamentError::io(path, "read the file", e))?;
        for (line, row) in parse_rows(path, &bytes)? {
            match &first {
                None => first = Some((path.clone(), line, row.variant.clone(), row.params.clone())),
                Some((fp, fl, v, p)) if *v != row.variant || *p != row.params => {
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
    let max = rows.keys().next_back().copied();
    let missing = match max {
        Some(m) => (0..m).filter(|id| !rows.contains_key(id)).collect(),
        None => Vec::new(),
    };
    Ok(MergeSummary {
        rows: rows.len() as u64,
        files: inputs.len(),
        missing,
    })
}
