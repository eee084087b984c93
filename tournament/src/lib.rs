//! `tournament`: schedules of games between agents, the parallel runner, the CSV record of
//! every finished game, resume after an interruption, and shards for batch schedulers
//! (DESIGN.md, "Tournaments and reports").
//!
//! The crate is generic over [`mcts::Game`]; it never names a concrete variant. The CLI picks a
//! variant through the `variants` registry and hands a start position to [`run`].
//!
//! Shape of a run:
//! 1. [`GameList`] gives every game of the tournament on demand (nothing is listed up front,
//!    whatever `--games`) with a stable `game_id` (0-based), its `pair_id` (two games on one
//!    opening with colours reversed), the two agents' indices and the game's seed
//!    (`mcts::derive_seed(config.seed, game_id)`). Shards split by pair. The opening book
//!    (`openings.rs`) gives each pair's start position on demand.
//! 2. [`run`] prepares the output CSV (`record.rs`: creates it with the header, or with
//!    `resume` checks it and finds the game ids already there), then workers play the missing
//!    games of its shard on a rayon pool ([`play_game`]) and one writer appends each finished
//!    game as one CSV row, written with one `write_all` and flushed at once, so an interrupted
//!    run loses at most the games in flight. An SPRT (two agents) or a raised stop flag ends
//!    the run early; a worker starts no new game before its last one is written.
//!    [`play_list`] is the same work loop for games whose results stay in memory (no CSV),
//!    e.g. the imbalance matches of `lab`.
//! 3. A sweep (`collapse sweep`, [`parse_axes`], [`combinations`], [`expand_agent`]) runs one
//!    config per combination into one shared file: `first_game_id` / `first_pair_id` offset
//!    each combination's ids and `shared_out` makes resume check only its own rows.
//!    [`replay_branching`] replays a game's moves for the mean branching factor.
//! 4. [`explore`] (`collapse explore`) plays self-play games from every opening line to a
//!    depth, spending its games where an adaptive allocation (LUCB1, or uniform to a target
//!    interval width) says they decide something, into the same CSV format.

#![warn(missing_docs)]

mod book;
mod config;
mod error;
pub mod explore;
mod merge;
mod openings;
mod play;
mod pool;
mod record;
mod run;
mod schedule;
mod stop_note;
mod sweep;

pub use book::OpeningsFile;
pub use config::{parse_shard, Openings, Schedule, TournamentConfig, TournamentId};
pub use error::TournamentError;
pub use merge::{merge, MergeSummary};
pub use play::{play_game, play_game_with_agents, GameRecord};
pub use pool::{play_list, PlayError};
pub use record::{
    read_rows, CsvRow, CSV_HEADER, LEGACY_HEADER, PREVIOUS_HEADER, TOURNAMENT_HEADER,
};
pub use run::{
    effective_threads, parallel_games, run, run_until, threads_per_game, EarlyStop, RunSummary,
};
pub use schedule::{in_shard, pair_count, pairings, schedule, GameList, ScheduledGame};
pub use stop_note::sprt_stop_note;
pub use sweep::{combinations, expand_agent, parse_axes, replay_branching};
