//! `reports`: reads tournament result CSVs (the format `tournament` writes) and turns them into
//! standings, Elo estimates (per game and per game pair), SPRT states, maximum-likelihood
//! ratings of many agents, colour balance, termination reasons, game lengths and opening
//! statistics (the tree of first plies, [`opening_tree`]), balance figures of self-play
//! ([`balance_groups`]: shares, lengths, opening entropy) and racing ([`race`], for
//! `collapse tune`), rendered as aligned plain-ASCII
//! tables (at most 100 columns wide), CSV, or one self-contained HTML page with SVG charts
//! ([`render_html`]). It reads CSV only and never runs the engine (the page's position
//! diagrams come from the caller, see [`PositionDiagram`]).
//!
//! ```no_run
//! let rows = reports::load(&["games.csv".into()])?;
//! let report = reports::Report::from_rows(&rows);
//! print!("{}", reports::render_text(&report));
//! # Ok::<(), reports::ReportError>(())
//! ```

#![warn(missing_docs)]

mod balance;
mod elo;
mod error;
mod html;
mod labels;
mod load;
mod openings;
mod race;
mod ratings;
mod render;
mod sprt;
mod stats;

pub use balance::{
    agents_key, balance_groups, most_balanced, opening_entropy, render_balance_text,
    render_terminations_line, Balance, ENTROPY_PLIES,
};
pub use elo::{elo_of_score, pentanomial, trinomial, EloInterval, Penta, Z95};
pub use error::ReportError;
pub use html::{escape, render_html, sweep_groups, HtmlError, HtmlOptions, PositionDiagram};
pub use labels::{short_labels, split_named_spec};
pub use load::{load, load_reader, GameResult, GameRow, COLUMNS, OPTIONAL_COLUMNS};
pub use openings::{
    opening_tree, render_openings_csv, render_openings_text, wilson_interval, OpeningNode,
    OpeningsError,
};
pub use race::{eliminate, race, RaceResult, Racer};
pub use ratings::{fit_ratings, Rating, Ratings};
pub use render::{render_csv, render_text};
pub use sprt::{
    llr, llr_bayeselo, llr_logistic_pentanomial, llr_logistic_trinomial, llr_multinomial,
    score_of_elo, sprt_bounds, Sprt, SprtDecision, SprtModel, SprtStatus,
};
pub use stats::{
    elo_from_score, erf, los, median, score_interval, EloEstimate, Match, Report, SprtReport,
    Standing, TerminationCount, VariantStats, Wdl,
};
