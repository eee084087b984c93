//! Errors reading result CSVs.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// Why a result file could not be read. Every variant names the file; row errors name the
/// 1-based line in it.
#[derive(Debug)]
pub enum ReportError {
    /// The file could not be opened or read.
    Io {
        /// The file concerned.
        path: PathBuf,
        /// The underlying I/O error.
        source: io::Error,
    },
    /// The file has no header line at all.
    Empty {
        /// The file concerned.
        path: PathBuf,
    },
    /// Columns the report needs are not in the header (`missing`); `unexpected` lists header
    /// names that are not tournament columns (a renamed column shows up in both lists).
    MissingColumns {
        /// The file concerned.
        path: PathBuf,
        /// Required columns absent from the header.
        missing: Vec<String>,
        /// Header names that are not tournament columns.
        unexpected: Vec<String>,
    },
    /// The CSV itself is malformed at `line` (wrong number of fields, invalid UTF-8, ...).
    Csv {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// What is wrong, in words a user can act on.
        detail: String,
    },
    /// A field could not be read: `column` on `line` holds `value`, `expected` says what fits.
    BadValue {
        /// The file concerned.
        path: PathBuf,
        /// The 1-based line in that file.
        line: u64,
        /// The column name.
        column: String,
        /// The field as written.
        value: String,
        /// What the field should be, e.g. "a whole number".
        expected: String,
    },
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportError::Io { path, source } => {
                write!(f, "{}: cannot read: {source}", path.display())
            }
            ReportError::Empty { path } => {
                write!(f, "{}: empty file: no header line", path.display())
            }
            ReportError::MissingColumns {
                path,
                missing,
                unexpected,
            } => {
                write!(
                    f,
                    "{}: missing column(s) {}",
                    path.display(),
                    missing.join(", ")
                )?;
                if !unexpected.is_empty() {
                    write!(
                        f,
                        "; the header has unknown column(s) {} (renamed?)",
                        unexpected.join(", ")
                    )?;
                }
                write!(
                    f,
                    "; expected columns: {}",
                    crate::columns::COLUMNS.join(",")
                )
            }
            ReportError::Csv { path, line, detail } => {
                write!(f, "{}:{line}: malformed CSV: {detail}", path.display())
            }
            ReportError::BadValue {
                path,
                line,
                column,
                value,
                expected,
            } => write!(
                f,
                "{}:{line}: column {column}: '{value}' is not {expected}",
                path.display()
            ),
        }
    }
}

impl std::error::Error for ReportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReportError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
