//! Finished games saved as tournament CSV rows ([`tournament::CsvRow`], the format
//! `collapse report` reads), appended to one file under `--out`, its header written first
//! when the file is new.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::Path;

use tournament::{read_rows, CsvRow, CSV_HEADER};

use crate::error::{ApiError, ApiResult};

/// The file under `--out` that saved games go to.
pub const GAMES_FILE: &str = "serve-games.csv";

/// The id the next row of `path` gets: one more than the largest id there, 0 for a new file.
///
/// Errors (500): the file exists but cannot be read as a tournament CSV.
pub fn next_id(path: &Path) -> ApiResult<u64> {
    if !path.exists() {
        return Ok(0);
    }
    let rows = read_rows(path).map_err(|e| {
        ApiError::new(
            500,
            format!("{e}: move the file away so that a new one is started"),
        )
    })?;
    Ok(rows.iter().map(|r| r.game_id + 1).max().unwrap_or(0))
}

/// Appends `row` to `path`, writing the header first when the file is new or empty.
///
/// Errors (500): the file cannot be opened or written (the OS error and the path).
pub fn append(path: &Path, row: &CsvRow) -> ApiResult<()> {
    let io =
        |e: std::io::Error| ApiError::new(500, format!("cannot write {}: {e}", path.display()));
    let new = std::fs::metadata(path)
        .map(|m| m.len() == 0)
        .unwrap_or(true);
    let mut f = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(io)?;
    let mut bytes = Vec::new();
    if new {
        let mut w = csv::WriterBuilder::new().from_writer(Vec::new());
        w.write_record(CSV_HEADER)
            .expect("writing into memory cannot fail");
        bytes = w.into_inner().expect("flushing into memory cannot fail");
    }
    bytes.extend(row.to_csv_line());
    f.write_all(&bytes).map_err(io)?;
    f.flush().map_err(io)
}
