//! `reports`: reads tournament result CSVs (the format `tournament` writes) and turns them into
//! standings, Elo estimates (per game and per game pair), SPRT states, maximum-likelihood
//! ratings of many agents, colour balance, termination reasons, game lengths and opening
//! statistics (the tree of first plies, [`opening_tree`]), balance figures of self-play
//! ([`balance_groups`]: shares, lengths, opening entropy) and racing ([`race`], for
//! `collapse tune`), rendered as aligned plain-ASCII tables (at most 100 columns wide, but
//! for whole words: `render::UNBROKEN_WORD`), CSV, or one self-contained HTML page with SVG
//! charts ([`render_html`]). It reads CSV only and never runs the engine except to replay a move
//! list, through functions its caller supplies: [`check_rows`] (every game counted once, rows
//! no game could produce found, see [`Replay`]), the page's position diagrams
//! ([`PositionDiagram`]) and the positions of the games its viewer replays
//! ([`GameFramesFn`]).
//!
//! Different variants or parameter sets are different games: [`Report::by_group`] gives one
//! report per variant and parameter set, [`render_sections`] prints them; pooling them
//! ([`Report::from_rows`] over mixed rows) is stated in the output. No printed figure is an
//! infinity, and every printed interval names its method.
//!
//! ```no_run
//! let rows = reports::load(&["games.csv".into()])?;
//! let sections = reports::Report::by_group(&rows);
//! print!("{}", reports::render_sections(&sections, &[]));
//! # Ok::<(), reports::ReportError>(())
//! ```

#![warn(missing_docs)]

pub mod agents;
mod balance;
mod columns;
mod elo;
mod error;
mod html;
pub mod imbalance;
mod labels;
mod load;
mod openings;
mod race;
mod ratings;
mod render;
mod sprt;
mod stats;
mod validate;
pub mod values;
mod wdl;

pub use balance::{
    agents_key, balance_groups, most_balanced, opening_entropy, render_balance_text,
    render_terminations_line, Balance, ENTROPY_PLIES,
};
pub use elo::{elo_of_score, pentanomial, trinomial, EloInterval, Penta, Z95};
pub use error::ReportError;
pub use html::{
    board_svg, board_svg_wrapped, escape, render_html, sweep_groups, BoardShape, GameFrames,
    GameFramesFn, HtmlError, HtmlOptions, PositionDiagram, Wrap, DEFAULT_MAX_GAMES,
};
pub use labels::{differing_labels, param_pairs, section_labels, short_labels, split_named_spec};
pub use load::{load, load_reader, GameResult, GameRow, COLUMNS, OPTIONAL_COLUMNS};
pub use openings::{
    opening_tree, render_openings_csv, render_openings_text, wilson_interval, OpeningNode,
    OpeningsError,
};
pub use race::{
    distance_interval, eliminate, hoeffding_half_width, look_delta, race, render_race_text,
    replay_race, Race, RaceConfig, RaceEnd, RaceReplay, RaceResult, RaceRound, RaceView, Racer,
    RoundEntry,
};
pub use ratings::{fit_ratings, rating_groups, Rating, Ratings};
pub use render::{render_csv, render_sections, render_text};
pub use sprt::{
    llr, llr_bayeselo, llr_logistic_pentanomial, llr_logistic_trinomial, llr_multinomial,
    llr_normalized_multinomial, llr_normalized_pentanomial, llr_normalized_trinomial, score_of_elo,
    sprt_bounds, Sprt, SprtDecision, SprtModel, SprtStatus,
};
pub use stats::{
    elo_from_score, erf, los, median, score_interval, EloEstimate, Match, Report, SelfPlay,
    SprtReport, Standing, TerminationCount, VariantStats, Wdl,
};
pub use validate::{check_rows, CheckedRows, Duplicate, InvalidRow, Replay, ReplayError, Replayed};
