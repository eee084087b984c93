//! Subcommand implementations. Each builds the variant from the registry and hands a
//! [`variants::registry::GameVisitor`] to it, so the engine runs monomorphized per game.

pub mod agents;
pub mod analyse;
pub mod args;
pub mod bench;
pub mod explore;
pub mod fiteval;
pub mod html;
pub mod imbalance;
pub mod openings;
pub mod perft;
pub mod piece_weights;
pub mod play;
pub mod range;
pub mod report;
pub mod run;
pub mod serve;
pub mod show;
pub mod sweep;
pub mod tournament;
pub mod tune;
pub mod uci;
pub mod values;
pub mod values_args;

use variants::registry::Params;

use args::VariantArgs;

/// A failed subcommand: the message `main` prints after `error: `, and the exit code.
///
/// Exit codes: [`CliError::USAGE`] (2) for a usage or input error (a bad argument, a file
/// that cannot be read or parsed, an output path that cannot be a file), [`CliError::WRITE`]
/// (1) for an output that cannot be written (disk full, `/dev/full`, no permission, an I/O
/// error). Messages name the problem and the fix; a write error names the path and the OS
/// error. A plain `String` converts to a usage error, so `?` on `Result<_, String>` works.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    /// What went wrong, in words a user can act on.
    pub message: String,
    /// The process exit code.
    pub code: u8,
}

impl CliError {
    /// Exit code of a usage or input error.
    pub const USAGE: u8 = 2;
    /// Exit code of a failed write (or other I/O failure of an output).
    pub const WRITE: u8 = 1;

    /// A usage or input error (exit 2).
    pub fn usage(message: impl Into<String>) -> Self {
        CliError {
            message: message.into(),
            code: Self::USAGE,
        }
    }

    /// A failed write (exit 1).
    pub fn write(message: impl Into<String>) -> Self {
        CliError {
            message: message.into(),
            code: Self::WRITE,
        }
    }

    /// `message` about a failed write of an output path with error `e`: exit 2 when the path
    /// itself is no possible output (a missing directory, a file used as a directory, a
    /// directory, a bad name), which is a usage error that nothing was written for; exit 1
    /// otherwise (disk full, no permission, an I/O error).
    pub fn output(message: impl Into<String>, e: &std::io::Error) -> Self {
        use std::io::ErrorKind::*;
        match e.kind() {
            NotFound | NotADirectory | IsADirectory | InvalidFilename => Self::usage(message),
            _ => Self::write(message),
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<String> for CliError {
    fn from(message: String) -> Self {
        CliError::usage(message)
    }
}

impl From<&str> for CliError {
    fn from(message: &str) -> Self {
        CliError::usage(message)
    }
}

/// A failed experiment of [`lab`]: a bad input exits 2, a failed self-play tournament as
/// [`tournament_error`] says.
impl From<lab::records::LabError> for CliError {
    fn from(e: lab::records::LabError) -> Self {
        match e {
            lab::records::LabError::Input(m) => CliError::usage(m),
            lab::records::LabError::Tournament(t) => tournament_error(t),
            lab::records::LabError::Prefixed(p, e) => {
                let e = CliError::from(*e);
                CliError {
                    message: format!("{p}{}", e.message),
                    code: e.code,
                }
            }
        }
    }
}

/// The result of a subcommand; `main` prints the error and exits with its code.
pub type CliResult<T = ()> = Result<T, CliError>;

/// The message of a failed terminal write or read, `context: error` (exit 1); a closed
/// standard output (EPIPE) instead ends the program quietly with exit 0, as `ls | head` does
/// (see `quiet_on_closed_stdout` in main.rs for `print!`).
pub fn io_failed(context: &str, e: std::io::Error) -> CliError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    CliError::write(format!("{context}: {e}"))
}

/// The CLI error of a [`::tournament::TournamentError`]: an I/O failure on the output
/// ([`::tournament::TournamentError::Io`]) exits 1 with the path and the OS error, unless the
/// path cannot be an output at all (see [`CliError::output`]; a file on the way to `--out`
/// is then named); every other error (a bad configuration, a file that cannot be resumed)
/// is a usage or input error, exit 2.
pub fn tournament_error(e: ::tournament::TournamentError) -> CliError {
    let message = e.to_string();
    match &e {
        ::tournament::TournamentError::Io { path, source, .. } => {
            let mut message = message;
            if source.kind() == std::io::ErrorKind::NotADirectory {
                if let Some(file) = path.ancestors().skip(1).find(|a| a.is_file()) {
                    message.push_str(&format!(
                        "; {} is a file, not a directory: give a path in a directory",
                        file.display()
                    ));
                }
            }
            CliError::output(message, source)
        }
        _ => CliError::usage(message),
    }
}

/// The variant's parameters, or an error listing the valid variants / parameters / values.
pub fn params(v: &VariantArgs) -> CliResult<Params> {
    Params::parse(&v.variant, &v.params).map_err(|e| CliError::usage(e.to_string()))
}
