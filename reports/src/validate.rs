//! Rows a report can trust: every game counted once, and rows that no game
//! could have produced found and named by file and line.
//!
//! A game is identified by its variant, parameters, seed, game id, White and Black specs and
//! moves. Rows that agree on all of these are one game read more than once (a file given
//! twice, a copy, a shard beside the merged file): [`check_rows`] keeps the first and records
//! the others as [`Duplicate`]s. Rows that no game could have produced are [`InvalidRow`]s:
//! an unknown variant, parameter set or termination, a `plies` that is not the number of
//! moves, moves that do not begin with the pair's opening, moves that do not replay, a result
//! or termination the replay contradicts when the game ended by a rule (a `forfeit` or
//! `resignation` must leave the game going, a forfeit lost by the side to move), the same game with a
//! different record, or one game id given twice in a file with different games.
//!
//! The reports crate never runs the engine except to replay a move list (DESIGN.md), and it
//! does so only through the [`Replay`] function its caller supplies (the `collapse` binary,
//! through the variant registry).

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

use mcts::{describe_outcome, Outcome, Player, Termination};

use crate::load::{GameResult, GameRow};

/// Where a row's moves lead, as the caller's [`Replay`] found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// The outcome after the last move: `Ongoing` while the game is not over.
    pub outcome: Outcome,
    /// The player to decide after the last move (who would have forfeited).
    pub to_move: Player,
}

/// Why a row's moves could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// This build knows no such variant, or the variant refuses the parameters; the message
    /// says which and what is valid.
    UnknownVariant(String),
    /// A move is not legal where it comes, or comes after the game ended; the message names
    /// the move and its number.
    IllegalMove(String),
}

/// Replays a game: `(variant, params, start, moves)`, from the position text `start` (empty:
/// the variant's start position), with `moves` separated by spaces in the variant's
/// notation, to the state after the last move. Called from several threads at once (hence
/// `Sync`).
pub type Replay<'a> = dyn Fn(&str, &str, &str, &str) -> Result<Replayed, ReplayError> + Sync + 'a;

/// A row that no game could have produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidRow {
    /// The file it was read from.
    pub path: PathBuf,
    /// Its 1-based line in that file.
    pub line: u64,
    /// Its game id.
    pub game_id: u64,
    /// What is wrong, in words a user can act on.
    pub reason: String,
}

impl fmt::Display for InvalidRow {
    /// `path:line: game N: reason`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: game {}: {}",
            self.path.display(),
            self.line,
            self.game_id,
            self.reason
        )
    }
}

/// One game read more than once from identical rows: counted once, from the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duplicate {
    /// The row counted: file and 1-based line.
    pub kept: (PathBuf, u64),
    /// The identical rows left out: file and line each.
    pub copies: Vec<(PathBuf, u64)>,
}

/// The result of [`check_rows`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckedRows {
    /// Every valid game once (its first row), in input order.
    pub rows: Vec<GameRow>,
    /// Games read more than once, one entry per game.
    pub duplicates: Vec<Duplicate>,
    /// Rows no game could have produced, in input order.
    pub invalid: Vec<InvalidRow>,
}

impl CheckedRows {
    /// One warning per file (or two files) holding repeated games, naming the files, e.g.
    /// `b.csv repeats 24 game(s) of a.csv (identical rows, e.g. a.csv:2 and b.csv:2); each is
    /// counted once`; empty without duplicates.
    pub fn duplicate_warnings(&self) -> Vec<String> {
        /// Games of file `kept` repeated in file `copy`, with the lines of the first one.
        struct Repeats<'a> {
            kept: &'a Path,
            copy: &'a Path,
            games: u64,
            kept_line: u64,
            copy_line: u64,
            same_lines: bool,
        }
        let mut all: Vec<Repeats<'_>> = Vec::new();
        for d in &self.duplicates {
            let mut seen: Vec<&Path> = Vec::new();
            for (path, line) in &d.copies {
                let same_line = *line == d.kept.1;
                let fresh = !seen.contains(&path.as_path());
                seen.push(path);
                match all
                    .iter_mut()
                    .find(|r| r.kept == d.kept.0 && r.copy == path)
                {
                    Some(r) => {
                        r.games += u64::from(fresh);
                        r.same_lines &= same_line;
                    }
                    None => all.push(Repeats {
                        kept: &d.kept.0,
                        copy: path,
                        games: 1,
                        kept_line: d.kept.1,
                        copy_line: *line,
                        same_lines: same_line,
                    }),
                }
            }
        }
        all.into_iter()
            .map(|r| {
                let (kept, copy, n) = (r.kept.display(), r.copy.display(), r.games);
                let (a, b) = (r.kept_line, r.copy_line);
                if r.kept != r.copy {
                    format!(
                        "warning: {copy} repeats {n} game(s) of {kept} (identical rows, e.g. \
                         {kept}:{a} and {copy}:{b}); each is counted once"
                    )
                } else if r.same_lines {
                    format!(
                        "warning: {kept} is given more than once: its {n} game(s) are counted \
                         once"
                    )
                } else {
                    format!(
                        "warning: {kept}: {n} game(s) appear on more than one line (e.g. lines \
                         {a} and {b}); each is counted once"
                    )
                }
            })
            .collect()
    }
}

/// The fields that identify a game: variant, params, start, seed, game id, White, Black,
/// moves.
type Identity<'a> = (
    &'a str,
    &'a str,
    &'a str,
    u64,
    u64,
    &'a str,
    &'a str,
    &'a str,
);

fn identity(r: &GameRow) -> Identity<'_> {
    (
        &r.variant, &r.params, &r.start, r.seed, r.game_id, &r.white, &r.black, &r.moves,
    )
}

/// The rest of a row's record (everything but the identity and the wall time), which copies
/// of one game must share.
fn record(r: &GameRow) -> impl PartialEq + '_ {
    (
        r.result,
        &r.termination,
        r.plies,
        r.pair_id,
        &r.opening,
        &r.white_name,
        &r.black_name,
    )
}

/// Counts every game once and finds the rows no game could have produced (see the module
/// documentation for the rules), replaying each distinct game's moves once with `replay`
/// (on as many threads as the machine has cores).
///
/// Identical rows (same variant, params, seed, game id, White, Black and moves, and the same
/// record) are one game: the first is kept, the others are listed in
/// [`CheckedRows::duplicates`]. Rows with the same identity but a different record, and rows
/// of one file with the same game id but different games, are all invalid (which of them is
/// right cannot be told). [`CheckedRows::rows`] holds the remaining valid games.
pub fn check_rows(rows: Vec<GameRow>, replay: &Replay<'_>) -> CheckedRows {
    let mut first: HashMap<Identity<'_>, usize> = HashMap::new();
    let mut copies: Vec<Vec<usize>> = vec![Vec::new(); rows.len()];
    let mut bad: Vec<Option<String>> = vec![None; rows.len()];
    let mut unique: Vec<usize> = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        match first.get(&identity(r)) {
            Some(&k) if record(&rows[k]) == record(r) => copies[k].push(i),
            Some(&k) => {
                let other = &rows[k];
                bad[i] = Some(format!(
                    "the same game (variant, parameters, seed, id, agents and moves) as {}:{} \
                     with a different record ({} {} there, {} {} here)",
                    other.source.display(),
                    other.line,
                    other.result.as_str(),
                    other.termination,
                    r.result.as_str(),
                    r.termination
                ));
                bad[k].get_or_insert(format!(
                    "the same game as {}:{} with a different record",
                    r.source.display(),
                    r.line
                ));
            }
            None => {
                first.insert(identity(r), i);
                unique.push(i);
            }
        }
    }
    // One game id, two different games in one file.
    let mut by_id: HashMap<(&Path, u64), usize> = HashMap::new();
    for &i in &unique {
        let r = &rows[i];
        match by_id.get(&(r.source.as_path(), r.game_id)) {
            Some(&k) => {
                let other = rows[k].line;
                bad[i].get_or_insert(format!(
                    "game id {} is also on line {other} of this file, with a different game",
                    r.game_id
                ));
                bad[k].get_or_insert(format!(
                    "game id {} is also on line {} of this file, with a different game",
                    r.game_id, r.line
                ));
            }
            None => {
                by_id.insert((r.source.as_path(), r.game_id), i);
            }
        }
    }
    // Replays are independent: spread them over the machine's cores.
    let todo: Vec<usize> = unique
        .iter()
        .copied()
        .filter(|&i| bad[i].is_none())
        .collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = todo.len().div_ceil(threads).max(1);
    let found: Vec<Option<String>> = std::thread::scope(|s| {
        let rows = &rows;
        let workers: Vec<_> = todo
            .chunks(chunk)
            .map(|c| {
                s.spawn(move || {
                    c.iter()
                        .map(|&i| check_row(&rows[i], replay))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e))
                    .into_iter()
            })
            .collect::<Vec<Option<String>>>()
    });
    for (&i, reason) in todo.iter().zip(found) {
        bad[i] = reason;
    }
    // A copy of an invalid row is as invalid as it.
    for &i in &unique {
        if let Some(reason) = bad[i].clone() {
            for &c in &copies[i] {
                bad[c].get_or_insert(reason.clone());
            }
        }
    }
    let mut out = CheckedRows::default();
    for &i in &unique {
        if bad[i].is_none() && !copies[i].is_empty() {
            out.duplicates.push(Duplicate {
                kept: (rows[i].source.clone(), rows[i].line),
                copies: copies[i]
                    .iter()
                    .map(|&c| (rows[c].source.clone(), rows[c].line))
                    .collect(),
            });
        }
    }
    for (i, r) in rows.into_iter().enumerate() {
        match bad[i].take() {
            Some(reason) => out.invalid.push(InvalidRow {
                path: r.source,
                line: r.line,
                game_id: r.game_id,
                reason,
            }),
            None if unique.binary_search(&i).is_ok() => out.rows.push(r),
            None => {} // a copy, counted through its first row
        }
    }
    out
}

/// Why no game could have produced `r`, or `None` when its record is consistent with its
/// moves (see the module documentation).
fn check_row(r: &GameRow, replay: &Replay<'_>) -> Option<String> {
    let Some(term) = Termination::parse(&r.termination) else {
        let known: Vec<&str> = Termination::ALL.iter().map(|t| t.as_str()).collect();
        return Some(format!(
            "unknown termination '{}' (known: {})",
            r.termination,
            known.join(", ")
        ));
    };
    let moves = r.move_list().count();
    if moves != r.plies as usize {
        return Some(format!(
            "plies is {} but the moves column holds {moves} move(s)",
            r.plies
        ));
    }
    if let Some(opening) = r.opening.as_deref() {
        let mut played = r.move_list();
        if !opening.split_whitespace().all(|m| played.next() == Some(m)) {
            return Some(format!(
                "the moves do not begin with the pair's opening '{opening}'"
            ));
        }
    }
    let end = match replay(&r.variant, &r.params, &r.start, &r.moves) {
        Ok(end) => end,
        Err(ReplayError::UnknownVariant(e)) => {
            return Some(format!("unknown variant or parameters: {e}"))
        }
        Err(ReplayError::IllegalMove(e)) => return Some(format!("the moves do not replay: {e}")),
    };
    let said = format!("{} {}", r.result.as_str(), r.termination);
    if term == Termination::Resignation {
        // A person may resign on either side's turn; the game was still going.
        if r.result == GameResult::Draw {
            return Some("a resignation is a loss, but the result is a draw".into());
        }
        if !end.outcome.is_ongoing() {
            return Some(format!(
                "the row says {said}, but the moves already end the game ({})",
                describe_outcome(end.outcome)
            ));
        }
        return None;
    }
    if term == Termination::Forfeit {
        // An agent that returns no legal move loses at once; its game was still going.
        let loser = match r.result {
            GameResult::WhiteWin => Player::Black,
            GameResult::BlackWin => Player::White,
            GameResult::Draw => {
                return Some("a forfeit is a loss, but the result is a draw".into())
            }
        };
        if !end.outcome.is_ongoing() {
            return Some(format!(
                "the row says {said}, but the moves already end the game ({})",
                describe_outcome(end.outcome)
            ));
        }
        if loser != end.to_move {
            return Some(format!(
                "the row says {said}, so {loser} forfeited, but after these moves {} is to \
                 move (only the side to move can forfeit)",
                end.to_move
            ));
        }
        return None;
    }
    if end.outcome.is_ongoing() {
        return Some(format!(
            "the row says {said}, but the game is still going after these moves"
        ));
    }
    let replayed = describe_outcome(end.outcome);
    (replayed != said).then(|| format!("the row says {said}, but the moves end in {replayed}"))
}
