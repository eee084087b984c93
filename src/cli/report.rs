//! `collapse report`: the report of result CSVs ([`lab::report::assemble`]) printed, and
//! with `--html` also written as one page.

use std::path::PathBuf;

use lab::report::ReportConfig;
use reports::Sprt;

use super::html::HtmlArgs;
use super::CliResult;

/// How `collapse report` reads and groups the games, and the page to write.
#[derive(Clone, Debug, Default)]
pub struct ReportArgs {
    /// What the report holds ([`ReportConfig`]).
    pub cfg: ReportConfig,
    /// Also write the HTML page.
    pub html: Option<HtmlArgs>,
}

/// Prints the report of `files` (see [`lab::report::assemble`]; its warnings go to standard
/// error); with `args.html`, the page is written first (an error there prints nothing and
/// leaves no file).
///
/// Errors (exit 2): a file that cannot be read or parsed; invalid rows without
/// `--skip-invalid`; the HTML page cannot be written (exit 1 for a failed write).
pub fn run(files: &[PathBuf], args: &ReportArgs) -> CliResult {
    let r = lab::report::assemble(files, &args.cfg, &mut |w| eprintln!("{w}"))?;
    if let Some(h) = &args.html {
        super::html::write(h, files, &r)?;
    }
    print!("{}", r.text());
    Ok(())
}

/// `collapse report`: with `sprt` (`elo0=..,elo1=..`), the SPRT's state for the first agent
/// against the second; `pool`, `skip_invalid` and `values` as [`ReportConfig`] says; with
/// `html`, also writes the HTML page.
///
/// Errors: a bad `--sprt` (exit 2), and those of [`run`].
pub fn report(
    files: &[PathBuf],
    sprt: Option<&str>,
    html: Option<HtmlArgs>,
    pool: bool,
    skip_invalid: bool,
    values: &[PathBuf],
) -> CliResult {
    let sprt = sprt
        .map(Sprt::parse)
        .transpose()
        .map_err(|e| format!("--sprt: {e}"))?;
    let cfg = ReportConfig {
        sprt,
        sprt_note: None,
        pool,
        skip_invalid,
        values: values.to_vec(),
    };
    run(files, &ReportArgs { cfg, html })
}
