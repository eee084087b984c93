//! Errors of a tournament run.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// Why a tournament could not start or finish. Every variant about the output file names its
/// path; rows are named by their 1-based line number in that file.
#[derive(Debug)]
pub enum TournamentError {
    /// The configuration is invalid (fewer than two agents, bad shard, unknown schedule).
    Config(String),
    /// The output file exists and `resume` was not asked for.
    OutExists {
        /// The file concerned.
        path: PathBuf,
    },
    /// Another run (another process) holds the output file's lock: it is writing the file now.
    OutBusy {
        /// The file concerned.
        path: PathBuf,
    },
    /// The output path names a directory, not a file.
    OutIsDir {
        /// The directory given.
        path: PathBuf,
    },
    /// `merge`'s output file exists (a merge never overwrites and never resumes).
    MergeOutExists {
        /// The file concerned.
        path: PathBuf,
    },
    /// Reading, writing, truncating or creating `path` failed; `action` says what was tried.
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What was being attempted, e.g. "append to the file".
        action: String,
        /// The underlying I/O error.
        source: io::Error,
    },
    /// With `resume`: the existing file's header is not the tournament header.
    HeaderMismatch {
        /// The file concerned.
        path: PathBuf,
        /// What is wrong, in words a user can act on.
        detail: String,
    },
    /// With `resume`: a row could not be read as a tournament row (wrong field count, a
    /// field that is not a number, broken quoting).
    BadRow {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// What is wrong, in words a user can act on.
        detail: String,
    },
    /// With `resume`: a row belongs to another tournament (variant, params, agents or seed
    /// differ from the configuration's schedule).
    ForeignRow {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// The game id concerned.
        game_id: u64,
        /// What is wrong, in words a user can act on.
        detail: String,
    },
    /// With `resume`: a row's `game_id` is not in the schedule (`0..total`).
    GameIdOutOfRange {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// The game id concerned.
        game_id: u64,
        /// Games in the schedule.
        total: u64,
    },
    /// With `resume`: a `game_id` appears twice.
    DuplicateGameId {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// The line where the game id first appears.
        first_line: u64,
        /// The game id concerned.
        game_id: u64,
    },
    /// [`crate::merge`]: two inputs disagree (the same `game_id` twice, or another variant or
    /// params); `path`/`line` name the later row, `detail` the earlier one.
    MergeConflict {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// What is wrong, in words a user can act on.
        detail: String,
    },
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TournamentError::*;
        match self {
            Config(msg) => write!(f, "invalid tournament: {msg}"),
            OutIsDir { path } => write!(
                f,
                "{}: is a directory; give --out a file path, e.g. {}",
                path.display(),
                path.join("results.csv").display()
            ),
            MergeOutExists { path } => write!(
                f,
                "{}: the merged file already exists; merge never overwrites: choose another \
                 --out or remove it",
                path.display()
            ),
            OutBusy { path } => write!(
                f,
                "{}: another run is writing this file now (it holds the file's lock); wait until \
                 it exits (an interrupted tournament finishes the games in flight before it \
                 stops) and resume then, or choose another --out",
                path.display()
            ),
            OutExists { path } => write!(
                f,
                "{}: the output file already exists; pass --resume to finish it or choose \
                 another --out",
                path.display()
            ),
            Io {
                path,
                action,
                source,
            } => {
                write!(f, "{}: could not {action}: {source}", path.display())
            }
            HeaderMismatch { path, detail } => write!(
                f,
                "{}: not a tournament CSV: the header is not a tournament header: {detail}",
                path.display()
            ),
            BadRow { path, line, detail } => {
                write!(
                    f,
                    "{}:{line}: bad row of a tournament CSV: {detail}",
                    path.display()
                )
            }
            ForeignRow {
                path,
                line,
                game_id,
                detail,
            } => write!(
                f,
                "{}:{line}: cannot resume: game {game_id} belongs to another tournament: \
                 {detail}",
                path.display()
            ),
            GameIdOutOfRange {
                path,
                line,
                game_id,
                total,
            } => write!(
                f,
                "{}:{line}: cannot resume: game_id {game_id} is beyond the schedule \
                 (0..{total}); is this file from another tournament?",
                path.display()
            ),
            DuplicateGameId {
                path,
                line,
                first_line,
                game_id,
            } => write!(
                f,
                "{}:{line}: cannot resume: game_id {game_id} appears twice (first on line \
                 {first_line})",
                path.display()
            ),
            MergeConflict { path, line, detail } => {
                write!(f, "{}:{line}: cannot merge: {detail}", path.display())
            }
        }
    }
}

impl std::error::Error for TournamentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TournamentError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl TournamentError {
    /// An [`TournamentError::Io`] for `path`.
    pub(crate) fn io(path: &std::path::Path, action: impl Into<String>, source: io::Error) -> Self {
        TournamentError::Io {
            path: path.to_path_buf(),
            action: action.into(),
            source,
        }
    }
}
