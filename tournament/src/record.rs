//! The CSV file of a tournament: its header, its rows, creating it, and checking it for resume.

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::config::TournamentConfig;
use crate::error::TournamentError;
use crate::play::GameRecord;
use crate::schedule::{GameList, ScheduledGame};

/// The CSV header, column by column, exactly as written (the columns `reports` reads, so the two
/// crates cannot disagree): the 11 columns of the first format
/// ([`LEGACY_HEADER`]), then `pair_id`, `opening`, `white_name`, `black_name`
/// ([`PREVIOUS_HEADER`]), then `tournament`
/// ([`crate::TournamentConfig::tournament_id`]; [`TOURNAMENT_HEADER`]), then `start` (the
/// position text the games started from, empty for the variant's start position).
pub const CSV_HEADER: [&str; 17] = reports::COLUMNS;

/// The header of CSVs written before the `start` column (their games start from the
/// variant's start position). Such files load and merge, and `resume` upgrades them to
/// [`CSV_HEADER`].
pub const TOURNAMENT_HEADER: [&str; 16] = {
    let c = CSV_HEADER;
    [
        c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13],
        c[14], c[15],
    ]
};

/// The header of CSVs written before the `tournament` column. Such files load, merge (without
/// the check that they come from one tournament) and `resume` upgrades them to
/// [`CSV_HEADER`].
pub const PREVIOUS_HEADER: [&str; 15] = {
    let c = CSV_HEADER;
    [
        c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13],
        c[14],
    ]
};

/// The header of CSVs written before game pairs and agent names. Such files still load
/// ([`read_rows`], [`crate::merge`]; the new fields read empty) and `resume` upgrades them to
/// [`CSV_HEADER`].
pub const LEGACY_HEADER: [&str; 11] = {
    let c = CSV_HEADER;
    [
        c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10],
    ]
};

/// One row of a tournament CSV, field by field in [`CSV_HEADER`] order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsvRow {
    /// 0-based index of the game in the full schedule.
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
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// Termination name, e.g. `checkmate`, `move-cap`, `forfeit`.
    pub termination: String,
    /// Plies played (the number of moves in `moves`).
    pub plies: u32,
    /// The moves in the variant's notation, separated by single spaces.
    pub moves: String,
    /// Wall-clock duration of the game in milliseconds.
    pub duration_ms: u64,
    /// The game's pair (see [`crate::ScheduledGame::pair_id`]); `None` in legacy files.
    #[serde(default)]
    pub pair_id: Option<u64>,
    /// The opening both games of the pair began with, in the variant's notation (also the
    /// first moves of `moves`); empty for the start position and in legacy files.
    #[serde(default)]
    pub opening: String,
    /// White's short name (`--agent NAME=SPEC` or the automatic label); may be empty.
    #[serde(default)]
    pub white_name: String,
    /// Black's short name; may be empty.
    #[serde(default)]
    pub black_name: String,
    /// The tournament the game belongs to ([`crate::TournamentConfig::tournament_id`]); empty
    /// in files written before the column existed.
    #[serde(default)]
    pub tournament: String,
    /// The position text the game started from (before its opening); empty for the
    /// variant's start position, and in files written before the column existed.
    #[serde(default)]
    pub start: String,
}

impl CsvRow {
    /// The row for `record`, game `game` of a tournament configured by `cfg`, which started
    /// with the opening `opening` (moves joined by spaces; they are also the record's first
    /// moves).
    pub fn from_record(
        cfg: &TournamentConfig,
        game: &ScheduledGame,
        opening: &str,
        record: &GameRecord,
    ) -> CsvRow {
        let game_id = game.game_id;
        CsvRow {
            game_id,
            variant: cfg.variant.clone(),
            params: cfg.params.clone(),
            white: record.white.clone(),
            black: record.black.clone(),
            seed: record.seed,
            result: record.result_str().to_string(),
            termination: record.termination_str().to_string(),
            plies: record.plies,
            moves: record.moves_text(),
            duration_ms: record.duration_ms,
            pair_id: Some(game.pair_id),
            opening: opening.to_string(),
            white_name: cfg.name(game.white).to_string(),
            black_name: cfg.name(game.black).to_string(),
            tournament: cfg.tournament_id(),
            start: cfg.start.clone(),
        }
    }

    /// The row as CSV bytes, quoted as needed, ending with `\n`.
    pub fn to_csv_line(&self) -> Vec<u8> {
        let mut w = csv::WriterBuilder::new()
            .has_headers(false)
            .from_writer(Vec::new());
        w.serialize(self)
            .expect("serializing a CsvRow into memory cannot fail");
        w.into_inner().expect("flushing into memory cannot fail")
    }
}

/// The header line as written, ending with `\n`.
pub(crate) fn header_line() -> Vec<u8> {
    let mut w = csv::WriterBuilder::new()
        .has_headers(false)
        .from_writer(Vec::new());
    w.write_record(CSV_HEADER)
        .expect("writing into memory cannot fail");
    w.into_inner().expect("flushing into memory cannot fail")
}

/// Describes how `found` differs from [`CSV_HEADER`], or `None` if it is the same or the
/// [`LEGACY_HEADER`].
fn header_difference(found: &[String]) -> Option<String> {
    if found
        .iter()
        .map(String::as_str)
        .eq(CSV_HEADER.iter().copied())
        || found
            .iter()
            .map(String::as_str)
            .eq(LEGACY_HEADER.iter().copied())
        || found
            .iter()
            .map(String::as_str)
            .eq(PREVIOUS_HEADER.iter().copied())
        || found
            .iter()
            .map(String::as_str)
            .eq(TOURNAMENT_HEADER.iter().copied())
    {
        return None;
    }
    let missing: Vec<&str> = CSV_HEADER
        .iter()
        .copied()
        .filter(|c| !found.iter().any(|f| f == c))
        .collect();
    let unexpected: Vec<&str> = found
        .iter()
        .map(String::as_str)
        .filter(|f| !CSV_HEADER.contains(f))
        .collect();
    let mut parts = Vec::new();
    if !missing.is_empty() {
        parts.push(format!("missing column(s) {}", missing.join(", ")));
    }
    if !unexpected.is_empty() {
        parts.push(format!("unexpected column(s) {}", unexpected.join(", ")));
    }
    if parts.is_empty() {
        parts.push("the columns are in another order".to_string());
    }
    Some(format!(
        "{}; expected '{}', found '{}'",
        parts.join("; "),
        CSV_HEADER.join(","),
        found.join(",")
    ))
}

/// True when `bytes` start with the [`LEGACY_HEADER`] line.
pub(crate) fn is_legacy(bytes: &[u8]) -> bool {
    let legacy = LEGACY_HEADER.join(",") + "\n";
    bytes.starts_with(legacy.as_bytes())
}

/// True when `bytes` start with the [`PREVIOUS_HEADER`] line (no `tournament` column).
pub(crate) fn is_previous(bytes: &[u8]) -> bool {
    let previous = PREVIOUS_HEADER.join(",") + "\n";
    bytes.starts_with(previous.as_bytes())
}

/// True when `bytes` start with the [`TOURNAMENT_HEADER`] line (no `start` column).
pub(crate) fn is_before_start(bytes: &[u8]) -> bool {
    let before = TOURNAMENT_HEADER.join(",") + "\n";
    bytes.starts_with(before.as_bytes())
}

/// Parses complete CSV text (header first, [`CSV_HEADER`] or [`LEGACY_HEADER`]) into rows with
/// their 1-based line numbers.
pub(crate) fn parse_rows(path: &Path, bytes: &[u8]) -> Result<Vec<(u64, CsvRow)>, TournamentError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(bytes);
    let headers: Vec<String> = reader
        .headers()
        .map_err(|e| TournamentError::HeaderMismatch {
            path: path.to_path_buf(),
            detail: format!("could not read it: {e}"),
        })?
        .iter()
        .map(str::to_string)
        .collect();
    if let Some(detail) = header_difference(&headers) {
        return Err(TournamentError::HeaderMismatch {
            path: path.to_path_buf(),
            detail,
        });
    }
    let mut rows = Vec::new();
    for rec in reader.records() {
        let rec = rec.map_err(|e| TournamentError::BadRow {
            path: path.to_path_buf(),
            line: e.position().map(|p| p.line()).unwrap_or(0),
            detail: e.to_string(),
        })?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        if rec.len() != headers.len() {
            return Err(TournamentError::BadRow {
                path: path.to_path_buf(),
                line,
                detail: format!("{} fields, expected {}", rec.len(), headers.len()),
            });
        }
        let header_record = csv::StringRecord::from(headers.clone());
        let row: CsvRow =
            rec.deserialize(Some(&header_record))
                .map_err(|e| TournamentError::BadRow {
                    path: path.to_path_buf(),
                    line,
                    detail: e.to_string(),
                })?;
        rows.push((line, row));
    }
    Ok(rows)
}

/// Reads a complete tournament CSV: checks the header and every row's shape. Legacy files
/// ([`LEGACY_HEADER`]) load with `pair_id` `None` and empty `opening` and names.
///
/// Errors: [`TournamentError::Io`] if the file cannot be read,
/// [`TournamentError::HeaderMismatch`] if the header is neither [`CSV_HEADER`] nor
/// [`LEGACY_HEADER`],
/// [`TournamentError::BadRow`] naming the first row that does not parse.
pub fn read_rows(path: &Path) -> Result<Vec<CsvRow>, TournamentError> {
    let bytes = fs::read(path).map_err(|e| TournamentError::io(path, "read the file", e))?;
    Ok(parse_rows(path, &bytes)?
        .into_iter()
        .map(|(_, r)| r)
        .collect())
}

/// The output file, open for appending, and the rows already in it.
pub(crate) struct Prepared {
    pub file: File,
    pub existing: Vec<CsvRow>,
    /// The 1-based line of each existing row in the file (after an upgrade, in the new file).
    pub lines: Vec<u64>,
    /// True when this run created the file (it then holds only the header so far).
    pub created: bool,
}

/// Writes `bytes` to `file` with one `write_all`, then flushes.
pub(crate) fn write_flush(
    path: &Path,
    file: &mut File,
    bytes: &[u8],
) -> Result<(), TournamentError> {
    file.write_all(bytes)
        .and_then(|_| file.flush())
        .map_err(|e| TournamentError::io(path, "append to the file", e))
}

/// Creates the output file with its header, or (with `resume`) checks the existing one,
/// truncates a partial last line, and returns its rows.
pub(crate) fn prepare(
    cfg: &TournamentConfig,
    sched: &GameList,
) -> Result<Prepared, TournamentError> {
    let path = cfg.out.as_path();
    match fs::metadata(path) {
        Ok(md) if md.is_dir() => Err(TournamentError::OutIsDir {
            path: path.to_path_buf(),
        }),
        // A device or pipe (`/dev/full`, a FIFO) is no file to resume: reading it may never
        // end, so it is refused before anything is read.
        Ok(md) if !md.is_file() => Err(TournamentError::Config(format!(
            "{}: not a regular file; give --out a file path",
            path.display()
        ))),
        Ok(_) if !cfg.resume => Err(TournamentError::OutExists {
            path: path.to_path_buf(),
        }),
        Ok(_) => resume(cfg, sched),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                fs::create_dir_all(parent)
                    .map_err(|e| TournamentError::io(parent, "create the output directory", e))?;
            }
            let mut file = OpenOptions::new()
                .append(true)
                .create_new(true)
                .open(path)
                .map_err(|e| TournamentError::io(path, "create the file", e))?;
            lock(path, &file)?;
            write_flush(path, &mut file, &header_line())?;
            Ok(Prepared {
                file,
                existing: Vec::new(),
                lines: Vec::new(),
                created: true,
            })
        }
        Err(e) => Err(TournamentError::io(path, "inspect the file", e)),
    }
}

/// Takes the exclusive lock of the output file `file` (at `path`) for as long as `file` stays
/// open, so that two runs never append to one file: two processes resuming it at once would
/// each play the games it lacks and write them twice. The lock is advisory (`flock` on Unix)
/// and a safety net only: where the file system cannot lock (no support, no lock available,
/// as on some network file systems), the run goes on without it.
///
/// Errors: [`TournamentError::OutBusy`] when another open file holds the lock.
pub(crate) fn lock(path: &Path, file: &File) -> Result<(), TournamentError> {
    match file.try_lock() {
        Err(std::fs::TryLockError::WouldBlock) => Err(TournamentError::OutBusy {
            path: path.to_path_buf(),
        }),
        Ok(()) | Err(std::fs::TryLockError::Error(_)) => Ok(()),
    }
}

/// Cuts `path` to `len` bytes and syncs it (a partial last line left by a run killed
/// mid-write; also used by `explore`'s resume).
pub(crate) fn truncate(path: &Path, len: u64) -> Result<(), TournamentError> {
    OpenOptions::new()
        .write(true)
        .open(path)
        .and_then(|f| f.set_len(len).and_then(|_| f.sync_all()))
        .map_err(|e| {
            TournamentError::io(
                path,
                format!("truncate a partial last line (to {len} bytes)"),
                e,
            )
        })
}

fn resume(cfg: &TournamentConfig, sched: &GameList) -> Result<Prepared, TournamentError> {
    let path = cfg.out.as_path();
    let open_append = || {
        OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| TournamentError::io(path, "open the file for appending", e))
    };
    // The lock first: nothing is read while another run may still be writing.
    let guard = open_append()?;
    lock(path, &guard)?;
    let bytes = fs::read(path).map_err(|e| TournamentError::io(path, "read the file", e))?;
    let header = header_line();
    let Some(last_nl) = bytes.iter().rposition(|&b| b == b'\n') else {
        // Not even a complete header line: a run killed while writing the header leaves a
        // prefix of it (or nothing); anything else is not ours to overwrite.
        if header.starts_with(&bytes) {
            truncate(path, 0)?;
            let mut file = guard;
            write_flush(path, &mut file, &header)?;
            return Ok(Prepared {
                file,
                existing: Vec::new(),
                lines: Vec::new(),
                created: false,
            });
        }
        let first = String::from_utf8_lossy(&bytes[..bytes.len().min(200)]).into_owned();
        return Err(TournamentError::HeaderMismatch {
            path: path.to_path_buf(),
            detail: format!("expected '{}', found '{first}'", CSV_HEADER.join(",")),
        });
    };
    let complete = last_nl + 1;
    // Check the header (and every complete row) before touching the file.
    let rows = parse_rows(path, &bytes[..complete])?;
    let legacy = is_legacy(&bytes);
    let previous = is_previous(&bytes);
    let before_start = is_before_start(&bytes);
    if (legacy || previous || before_start) && !cfg.start.is_empty() {
        return Err(TournamentError::Config(format!(
            "{}: this file was written before --position existed (its games start from the \
             variant's start position); resume it without --position",
            path.display()
        )));
    }
    // Every row, others' included (a sweep's shared file), for an in-place upgrade.
    let all_rows: Vec<CsvRow> = rows.iter().map(|(_, r)| r.clone()).collect();
    let id = cfg.tournament_id();
    if complete < bytes.len() {
        truncate(path, complete as u64)?;
    }
    let total = sched.len();
    let first = cfg.first_game_id;
    if legacy && cfg.shared_out {
        return Err(TournamentError::Config(format!(
            "{}: a sweep cannot resume a file in the legacy 11-column format",
            path.display()
        )));
    }
    // A shared file (a sweep) holds other combinations' rows: keep them, check only ours.
    let rows: Vec<(u64, CsvRow)> = if cfg.shared_out {
        rows.into_iter()
            .filter(|(_, r)| r.game_id >= first && r.game_id - first < total)
            .collect()
    } else {
        rows
    };
    let mut seen: HashMap<u64, u64> = HashMap::new();
    for (line, row) in &rows {
        let foreign = |detail: String| TournamentError::ForeignRow {
            path: path.to_path_buf(),
            line: *line,
            game_id: row.game_id,
            detail,
        };
        if row.variant != cfg.variant || row.params != cfg.params {
            return Err(foreign(format!(
                "its variant is '{}' with params '{}', the configuration's is '{}' with \
                 params '{}'",
                row.variant, row.params, cfg.variant, cfg.params
            )));
        }
        if row.start != cfg.start {
            let name = |s: &str| match s {
                "" => "the variant's start position".to_string(),
                s => format!("the position '{s}'"),
            };
            return Err(foreign(format!(
                "it starts from {}, the configuration from {} (give the same --position as \
                 the first run)",
                name(&row.start),
                name(&cfg.start)
            )));
        }
        if row.game_id < first || row.game_id - first >= total {
            return Err(TournamentError::GameIdOutOfRange {
                path: path.to_path_buf(),
                line: *line,
                game_id: row.game_id,
                total,
            });
        }
        if let Some(first_line) = seen.insert(row.game_id, *line) {
            return Err(TournamentError::DuplicateGameId {
                path: path.to_path_buf(),
                line: *line,
                first_line,
                game_id: row.game_id,
            });
        }
        // A shared file (a sweep, a tune race) grows a combination's games round by round
        // under one first id, so only a file of its own is held to one tournament.
        if !cfg.shared_out && !row.tournament.is_empty() && row.tournament != id {
            return Err(foreign(format!(
                "it belongs to the tournament '{}', this configuration is '{id}' (were the \
                 seed, --games, --schedule, the agents or the openings changed? An agent's \
                 defaults may also have changed since the file was written: give each agent \
                 in full as the file's white and black columns spell it)",
                row.tournament
            )));
        }
        let g = sched.get(row.game_id - first);
        let (w, b) = (
            cfg.agents[g.white].to_string(),
            cfg.agents[g.black].to_string(),
        );
        if row.white != w || row.black != b {
            return Err(foreign(format!(
                "it has White '{}' and Black '{}', the schedule has White '{w}' and Black '{b}'",
                row.white, row.black
            )));
        }
        if row.seed != g.seed {
            return Err(foreign(format!(
                "its seed is {}, the schedule's is {} (was the tournament seed changed?)",
                row.seed, g.seed
            )));
        }
        if !legacy {
            if row.pair_id != Some(g.pair_id) {
                return Err(foreign(format!(
                    "its pair_id is {:?}, the schedule's is {}",
                    row.pair_id, g.pair_id
                )));
            }
            let (wn, bn) = (cfg.name(g.white), cfg.name(g.black));
            if row.white_name != wn || row.black_name != bn {
                return Err(foreign(format!(
                    "its agents are named '{}' and '{}', the configuration names them '{wn}' \
                     and '{bn}' (give the same --agent NAME=SPEC as the first run)",
                    row.white_name, row.black_name
                )));
            }
        }
    }
    let (lines, mut existing): (Vec<u64>, Vec<CsvRow>) = rows.into_iter().unzip();
    if legacy {
        // Upgrade in place: the old rows get their pair, no opening and the configured names;
        // written to a temporary file first, then renamed over the original.
        if cfg.openings != crate::config::Openings::None {
            return Err(TournamentError::Config(format!(
                "{}: this file was written before openings existed (its games start from the \
                 start position); resume it without --openings / --random-opening-plies",
                path.display()
            )));
        }
        let mut buf = header.clone();
        for row in &mut existing {
            let g = sched.get(row.game_id - first);
            row.pair_id = Some(g.pair_id);
            row.white_name = cfg.name(g.white).to_string();
            row.black_name = cfg.name(g.black).to_string();
            row.tournament = id.clone();
            buf.extend_from_slice(&row.to_csv_line());
        }
        let tmp = path.with_extension("upgrade.tmp");
        fs::write(&tmp, &buf)
            .and_then(|_| fs::rename(&tmp, path))
            .map_err(|e| TournamentError::io(path, "upgrade the file to the new columns", e))?;
    } else if previous || before_start {
        // Upgrade in place to the `tournament` (a previous file: this configuration's rows
        // get its id, other rows of a shared file stay empty) and `start` columns (empty:
        // these games started from the variant's start); every row is kept, in its order.
        if previous {
            for row in &mut existing {
                row.tournament = id.clone();
            }
        }
        let ours: HashMap<u64, &CsvRow> = existing.iter().map(|r| (r.game_id, r)).collect();
        let mut buf = header.clone();
        for row in &all_rows {
            let row = ours.get(&row.game_id).copied().unwrap_or(row);
            buf.extend_from_slice(&row.to_csv_line());
        }
        let tmp = path.with_extension("upgrade.tmp");
        fs::write(&tmp, &buf)
            .and_then(|_| fs::rename(&tmp, path))
            .map_err(|e| TournamentError::io(path, "upgrade the file to the new columns", e))?;
    }
    // An upgrade renamed a new file over the old one, whose lock `guard` still holds: the run
    // appends to (and locks) the new one.
    let file = if legacy || previous || before_start {
        let file = open_append()?;
        lock(path, &file)?;
        file
    } else {
        guard
    };
    Ok(Prepared {
        file,
        existing,
        lines,
        created: false,
    })
}
