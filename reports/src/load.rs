//! Reading result CSVs into rows.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::error::ReportError;

pub use crate::columns::{COLUMNS, OPTIONAL_COLUMNS};

/// How many leading [`COLUMNS`] are required.
const REQUIRED: usize = COLUMNS.len() - OPTIONAL_COLUMNS.len();

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`
    WhiteWin,
    /// `0-1`
    BlackWin,
    /// `1/2-1/2`
    Draw,
}

impl GameResult {
    /// Reads `1-0`, `0-1` or `1/2-1/2`.
    pub fn parse(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::WhiteWin),
            "0-1" => Some(GameResult::BlackWin),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWin => "1-0",
            GameResult::BlackWin => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// White's points: 1, 0.5 or 0.
    pub fn white_points(self) -> f64 {
        match self {
            GameResult::WhiteWin => 1.0,
            GameResult::Draw => 0.5,
            GameResult::BlackWin => 0.0,
        }
    }

    /// Black's points: 1, 0.5 or 0.
    pub fn black_points(self) -> f64 {
        1.0 - self.white_points()
    }
}

/// One game read from a result CSV.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    /// The file it was read from.
    pub source: PathBuf,
    /// Its 1-based line in that file.
    pub line: u64,
    /// 0-based index in its tournament's schedule.
    pub game_id: u64,
    /// Variant registry name.
    pub variant: String,
    /// Canonical `key=value,...` parameters (possibly empty).
    pub params: String,
    /// Canonical spec string of White's agent.
    pub white: String,
    /// Canonical spec string of Black's agent.
    pub black: String,
    /// The game's seed.
    pub seed: u64,
    /// The result.
    pub result: GameResult,
    /// Termination name as written, e.g. `checkmate`, `move-cap`, `forfeit`.
    pub termination: String,
    /// Game length in plies.
    pub plies: u32,
    /// The moves, separated by single spaces.
    pub moves: String,
    /// Wall-clock duration in milliseconds.
    pub duration_ms: u64,
    /// The game pair (two games on one opening with colours reversed) it belongs to; `None`
    /// in files without the `pair_id` column or with the field empty.
    pub pair_id: Option<u64>,
    /// The opening moves both games of the pair started with (also the first moves of
    /// `moves`); `None` without the column, `Some("")` for the variant's start position.
    pub opening: Option<String>,
    /// White's short name (`--agent NAME=SPEC` or the automatic label); `None` if absent or
    /// empty.
    pub white_name: Option<String>,
    /// Black's short name; `None` if absent or empty.
    pub black_name: Option<String>,
    /// The position text the game started from (`--position`), before its opening; empty
    /// for the variant's start position (and in files without the column).
    pub start: String,
}

impl GameRow {
    /// The moves one by one.
    pub fn move_list(&self) -> impl Iterator<Item = &str> {
        self.moves.split_whitespace()
    }
}

/// Reads every row of every file, in file order then line order. A file may be read while a
/// tournament still appends to it (see [`load_reader`] for its unterminated last line).
///
/// Errors: [`ReportError`] naming the first file (and line) that cannot be read: a missing
/// file, an empty one, a header without a required column (see [`COLUMNS`]), a malformed line,
/// or a field that does not parse (e.g. `result` not `1-0`/`0-1`/`1/2-1/2`).
pub fn load(paths: &[PathBuf]) -> Result<Vec<GameRow>, ReportError> {
    let mut rows = Vec::new();
    for path in paths {
        let file = File::open(path).map_err(|e| ReportError::Io {
            path: path.clone(),
            source: e,
        })?;
        rows.extend(load_reader(path, file)?);
    }
    Ok(rows)
}

/// Reads the rows of one CSV from `reader`; `path` names it in rows and errors.
///
/// A last line without its newline that does not parse is taken for a row being written by a
/// running tournament and left out; anything else that does not parse is an error.
///
/// Errors: as [`load`].
pub fn load_reader<R: Read>(path: &Path, mut reader: R) -> Result<Vec<GameRow>, ReportError> {
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .map_err(|e| ReportError::Io {
            path: path.to_path_buf(),
            source: e,
        })?;
    // Byte offset of an unterminated last line, if any.
    let tail_start = match bytes.last() {
        Some(&b) if b != b'\n' => bytes
            .iter()
            .rposition(|&b| b == b'\n')
            .map(|i| i as u64 + 1),
        _ => None,
    };
    let in_tail = |pos: Option<&csv::Position>| match (tail_start, pos) {
        (Some(t), Some(p)) => p.byte() >= t,
        _ => false,
    };
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(bytes.as_slice());
    let csv_err = |e: csv::Error| ReportError::Csv {
        path: path.to_path_buf(),
        line: e.position().map(|p| p.line()).unwrap_or(0),
        detail: e.to_string(),
    };
    let headers = rdr.headers().map_err(csv_err)?.clone();
    if headers.is_empty() || (headers.len() == 1 && headers[0].is_empty()) {
        return Err(ReportError::Empty {
            path: path.to_path_buf(),
        });
    }
    let index = |name: &str| headers.iter().position(|h| h.trim() == name);
    let missing: Vec<String> = COLUMNS[..REQUIRED]
        .iter()
        .filter(|c| index(c).is_none())
        .map(|c| c.to_string())
        .collect();
    if !missing.is_empty() {
        let unexpected = headers
            .iter()
            .filter(|h| !COLUMNS.contains(&h.trim()))
            .map(str::to_string)
            .collect();
        return Err(ReportError::MissingColumns {
            path: path.to_path_buf(),
            missing,
            unexpected,
        });
    }
    // Optional columns that are absent point past the end of every record: they read "".
    let col: Vec<usize> = COLUMNS
        .iter()
        .map(|c| index(c).unwrap_or(usize::MAX))
        .collect();

    let mut rows = Vec::new();
    for rec in rdr.records() {
        let rec = match rec {
            Ok(rec) => rec,
            Err(e) if in_tail(e.position()) => break,
            Err(e) => return Err(csv_err(e)),
        };
        match parse_row(path, &col, &rec) {
            Ok(row) => rows.push(row),
            Err(_) if in_tail(rec.position()) => break,
            Err(e) => return Err(e),
        }
    }
    Ok(rows)
}

/// One record as a [`GameRow`]; `col[i]` is the record index of `COLUMNS[i]`.
fn parse_row(path: &Path, col: &[usize], rec: &csv::StringRecord) -> Result<GameRow, ReportError> {
    let line = rec.position().map(|p| p.line()).unwrap_or(0);
    let field = |i: usize| rec.get(col[i]).unwrap_or("");
    let optional = |i: usize| {
        let v = field(i).trim();
        (!v.is_empty()).then(|| v.to_string())
    };
    let bad = |i: usize, expected: &str| ReportError::BadValue {
        path: path.to_path_buf(),
        line,
        column: COLUMNS[i].to_string(),
        value: field(i).to_string(),
        expected: expected.to_string(),
    };
    let int = |i: usize| {
        field(i)
            .trim()
            .parse::<u64>()
            .map_err(|_| bad(i, "a whole number"))
    };
    let pair_id = match optional(11) {
        None => None,
        Some(v) => Some(
            v.parse::<u64>()
                .map_err(|_| bad(11, "a whole number or empty"))?,
        ),
    };
    let result = GameResult::parse(field(6).trim()).ok_or_else(|| bad(6, "1-0, 0-1 or 1/2-1/2"))?;
    let plies = field(8)
        .trim()
        .parse::<u32>()
        .map_err(|_| bad(8, "a whole number of plies"))?;
    Ok(GameRow {
        source: path.to_path_buf(),
        line,
        game_id: int(0)?,
        variant: field(1).to_string(),
        params: field(2).to_string(),
        white: field(3).to_string(),
        black: field(4).to_string(),
        seed: int(5)?,
        result,
        termination: field(7).to_string(),
        plies,
        moves: field(9).to_string(),
        duration_ms: int(10)?,
        pair_id,
        opening: (col[12] != usize::MAX).then(|| field(12).to_string()),
        white_name: optional(13),
        black_name: optional(14),
        start: optional(16).unwrap_or_default(),
    })
}
