//! The columns of the result CSV, which both the loader and its errors name (a module of
//! their own, so that `load` and `error` do not import each other).

/// The columns of a tournament CSV, in the order `tournament` writes them: the 11 required
/// ones, then the optional [`OPTIONAL_COLUMNS`]. Their order in a file does not matter and
/// extra columns are ignored.
pub const COLUMNS: [&str; 17] = [
    "game_id",
    "variant",
    "params",
    "white",
    "black",
    "seed",
    "result",
    "termination",
    "plies",
    "moves",
    "duration_ms",
    "pair_id",
    "opening",
    "white_name",
    "black_name",
    "tournament",
    "start",
];

/// Columns that older CSVs lack (files written before game pairs and agent names, before
/// the `tournament` column that `merge` reads, and before `start`); a file without them
/// loads with `None` (or, for `start`, the variant's start position) in the matching
/// [`GameRow`] fields (a report does not need `tournament`).
pub const OPTIONAL_COLUMNS: [&str; 6] = [
    "pair_id",
    "opening",
    "white_name",
    "black_name",
    "tournament",
    "start",
];
