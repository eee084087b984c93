//! `reports`: reads tournament result CSVs (the format `tournament` writes) and turns them into
//! standings, Elo estimates, colour balance, termination reasons, game lengths and opening
//! statistics (the tree of first plies, [`opening_tree`]), rendered as
//! aligned plain-ASCII tables or CSV. It reads CSV only and never runs the engine.
//!
//! ```no_run
//! let rows = reports::load(&["games.csv".into()])?;
//! let report = reports::Report::from_rows(&rows);
//! print!("{}", reports::render_text(&report));
//! # Ok::<(), reports::ReportError>(())
//! ```

#![warn(missing_docs)]

mod error;
mod load;
mod openings;
mod render;
mod stats;

pub use error::ReportError;
pub use load::{load, load_reader, GameResult, GameRow, COLUMNS};
pub use openings::{
    opening_tree, render_openings_csv, render_openings_text, wilson_interval, OpeningNode,
    OpeningsError,
};
pub use render::{render_csv, render_text};
pub use stats::{
    elo_from_score, erf, los, median, score_interval, EloEstimate, Report, Standing,
    TerminationCount, VariantStats, Wdl,
};
