//! `serve`: `collapse serve`, a local web server to play, analyse and watch every variant in
//! the browser.
//!
//! - **Play**: choose a variant, its parameters (from the registry's declarations) and a start
//!   position (or paste a position text); play against any agent spec or watch two agents;
//!   move by clicking a piece and its destination on the board the report page draws
//!   ([`reports::board_svg_wrapped`]: a board that wraps shows ghost cells beyond its
//!   edges, [`board`]), choices sharing a click (promotions, statements,
//!   transformations, destination decisions, drops) offered as buttons ([`clicks`]); undo,
//!   resign, the move list, the position text; a finished game saved as a tournament CSV
//!   row.
//! - **Analyse**: a search of the current position, its best moves with visits and values
//!   updated while it runs, stoppable ([`analysis`]); the evaluation's features.
//! - **Watch**: a tournament or explore CSV under `--out`, read as it grows ([`watch`]).
//!
//! Endpoints (JSON in and out; errors are `{"error": REASON}` with a 4xx status):
//!
//! | request | what it does |
//! | --- | --- |
//! | `GET /`, `/app.js`, `/style.css` | the page |
//! | `GET /api/variants` | variants and their parameters |
//! | `GET /api/files` | the CSV files under `--out` |
//! | `POST /api/games` `{variant, params, position, moves, white, black}` | a new game's state, with its `id` and empty board |
//! | `GET /api/games/ID` | the state (with the board) |
//! | `POST /api/games/ID/move` `{move}` | plays a move |
//! | `POST /api/games/ID/agent` | the side to decide's agent plays |
//! | `POST /api/games/ID/undo` `{plies}` | takes moves back (a resignation counts as one) |
//! | `POST /api/games/ID/resign` `{side}` | `side` (`white`/`black`, or the game's name of it) resigns: the opponent wins, termination `resignation` |
//! | `POST /api/games/ID/save` `{file}` | appends the finished game to a CSV under `--out` |
//! | `POST /api/games/ID/analyse` `{agent}` | starts a search (one per game at a time) |
//! | `GET /api/games/ID/analysis` | the search's progress |
//! | `POST /api/games/ID/stop` | stops it |
//! | `GET /api/watch?path=FILE` | standings, progress and last games of a CSV |
//!
//! Safety: the server binds 127.0.0.1 unless told otherwise; a request whose `Host` is not
//! the bound address (or `localhost` on a loopback bind) gets 403 (DNS rebinding); no path
//! outside `--out` is read or written ([`paths`]).
//!
//! Modules, each using only those before it (as README's "Layout" lists them): error paths |
//! board clicks setup | analysis | record session watch | assets api | http.

pub mod error;
pub mod paths;

pub mod board;
pub mod clicks;
pub mod setup;

pub mod analysis;

pub mod record;
pub mod session;
pub mod watch;

pub mod api;
pub mod assets;

pub mod http;

pub use api::{Request, Response, Server};
pub use error::ApiError;
pub use http::{bind, hosts, Bound};
