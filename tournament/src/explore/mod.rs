//! `collapse explore`: systematic, adaptive opening exploration (issue 27).
//!
//! 1. [`enumerate`] lists every line of legal moves to a depth (or the `K` moves per position
//!    a short search prefers).
//! 2. [`explore`] plays self-play games of one agent from the lines, round by round, as the
//!    allocation ([`next_step`]) asks: first [`AllocConfig::init`] games per line, then LUCB1
//!    (Kalyanakrishnan, Tewari, Auer and Stone, ICML 2012) for the best or worst line, or
//!    uniform allocation until every line's 95% Wilson interval is narrow enough. Every game
//!    goes to the tournament CSV format with the line in `opening`, so `openings`, `report`,
//!    `merge` and `--resume` work on it unchanged.
//! 3. [`sibling_tests`] says, per line, whether its White score is significantly above or
//!    below the mean of its siblings, with Holm's correction over the lines compared.

mod alloc;
mod driver;
mod lines;

pub use alloc::{
    in_race, lucb_radius, next_step, normal_upper_tail, sibling_tests, uniform_best_step,
    AllocConfig, End, Goal, SiblingTest, Step, Tally,
};
pub use driver::{
    explore, ExploreConfig, ExploreEnd, ExploreSummary, EXPLORE_PREFIX, EXPLORE_STRIDE,
};
pub use lines::{enumerate, Line, TopK};
