//! The games an experiment fits on: self-play games it plays first ([`SelfPlay`], written to
//! a tournament CSV) or tournament CSVs given ([`Games::Files`]), read back as [`Record`]s
//! of one variant and parameter set, each replayed through the registry and checked; and
//! [`play_tournament`], the one loop that plays a tournament on the registry's game.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use mcts::{play_move_list, Game};
use reports::{ReplayError, Replayed};
use tournament::{Openings, OpeningsFile, RunSummary, TournamentConfig};
use variants::registry::{self, GameVisitor, Params};

use crate::position::start_from;

/// A failed experiment.
#[derive(Debug)]
pub enum LabError {
    /// A bad input: an agent or option that does not fit the game, files that cannot be read
    /// or hold too few games, games that do not replay. The message names the problem and the
    /// fix (and the CLI option concerned).
    Input(String),
    /// The self-play tournament failed (a bad configuration, or an I/O error on its CSV).
    Tournament(tournament::TournamentError),
    /// The error of one part of a run (a sweep's combination), after a prefix naming it
    /// (`#2 [board=torus]: `).
    Prefixed(String, Box<LabError>),
}

impl std::fmt::Display for LabError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LabError::Input(m) => f.write_str(m),
            LabError::Tournament(e) => write!(f, "{e}"),
            LabError::Prefixed(p, e) => write!(f, "{p}{e}"),
        }
    }
}

impl std::error::Error for LabError {}

impl From<String> for LabError {
    fn from(message: String) -> Self {
        LabError::Input(message)
    }
}

/// A game to sample: its start text (empty: the variant's start), its moves (space-separated
/// move texts), White's score (1, 1/2, 0) and whether it is held out of the fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The CSV's `start` column: a position text, or empty for the variant's start.
    pub start: String,
    /// The moves, space-separated, in the game's notation.
    pub moves: String,
    /// White's score: 1 for a White win, 0.5 for a draw, 0 for a Black win.
    pub score: f64,
    /// Held out of the fit (every fifth game id), for the held-out log-loss.
    pub held_out: bool,
}

/// Self-play games to play first: `games` games of `agent` against itself from 2-ply random
/// openings, written to the tournament CSV `out`.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlay {
    /// The agent spec text (`mcts:iters=200`), parsed for the game.
    pub agent: String,
    /// How many games.
    pub games: u32,
    /// The tournament seed.
    pub seed: u64,
    /// Worker threads (0 = all cores).
    pub threads: usize,
    /// The CSV the games go to (appended to, as a tournament resumes).
    pub out: PathBuf,
}

/// Where an experiment's games come from.
#[derive(Clone, Debug, PartialEq)]
pub enum Games {
    /// Play them first.
    SelfPlay(SelfPlay),
    /// Read these tournament CSVs (their games of the variant and parameter set).
    Files(Vec<PathBuf>),
}

/// The records of `games` for `params`: the self-play games played first (a progress bar on
/// standard error while they play), or the files read; see [`load_records`].
///
/// Errors: an agent the game cannot play (`--agent: ...`), a failed tournament, and those of
/// [`load_records`].
pub fn games(params: &Params, games: &Games) -> Result<Vec<Record>, LabError> {
    match games {
        Games::SelfPlay(s) => {
            self_play(params, s)?;
            load_records(params, std::slice::from_ref(&s.out))
        }
        Games::Files(files) => load_records(params, files),
    }
}

/// Plays the self-play games `s` of `params` into `s.out` ([`play_tournament`]).
///
/// Errors: an agent the game cannot play (`--agent: ...`), a failed tournament.
pub fn self_play(params: &Params, s: &SelfPlay) -> Result<(), LabError> {
    let agent = params
        .parse_agent(&s.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    let mut cfg = TournamentConfig::new(
        params.variant.name,
        params.canonical(),
        vec![agent.clone(), agent],
        s.out.clone(),
    );
    cfg.games_per_pairing = s.games;
    cfg.seed = s.seed;
    cfg.threads = s.threads;
    cfg.openings = Openings::RandomPlies(2);
    play_tournament(params, cfg, None, None, true, &AtomicBool::new(false))?;
    Ok(())
}

/// Plays the tournament `cfg` ([`tournament::run_until`]) on the game the registry builds for
/// `params`: from the position text `position` (`None`: the variant's start), written to
/// `cfg.start`, after checking that every line of `openings` (the file's path and its lines)
/// plays from there; a progress bar with `progress`; `stop` (Ctrl-C) finishes the games in
/// flight and ends. The one loop of the lab that plays a tournament: [`self_play`], every
/// combination of a sweep and of a tune race, and `collapse tournament` run through it.
///
/// Errors: [`LabError::Input`] for a position text that does not load or is decided, or an
/// opening line that does not play (naming its file line); [`LabError::Tournament`] for a
/// failed run (a file that cannot be resumed, an I/O error).
pub fn play_tournament(
    params: &Params,
    cfg: TournamentConfig,
    position: Option<&str>,
    openings: Option<(&Path, &OpeningsFile)>,
    progress: bool,
    stop: &AtomicBool,
) -> Result<RunSummary, LabError> {
    struct Play<'a> {
        cfg: TournamentConfig,
        position: Option<&'a str>,
        openings: Option<(&'a Path, &'a OpeningsFile)>,
        progress: bool,
        stop: &'a AtomicBool,
    }
    impl GameVisitor for Play<'_> {
        type Output = Result<RunSummary, LabError>;
        fn visit<G: Game>(mut self, start: G) -> Self::Output {
            let (start, text) = start_from(start, self.position)?;
            self.cfg.start = text;
            if let Some((path, file)) = self.openings {
                file.check(&start, path)?;
            }
            tournament::run_until(&start, &self.cfg, self.progress, self.stop)
                .map_err(LabError::Tournament)
        }
    }
    let play = Play {
        cfg,
        position,
        openings,
        progress,
        stop,
    };
    registry::visit(params, play)
}

/// The games of `files` of this variant and parameter set, replayed and checked; every fifth
/// game id held out.
///
/// Errors: unreadable files, rows no game could produce, fewer than 2 games.
pub fn load_records(params: &Params, files: &[PathBuf]) -> Result<Vec<Record>, LabError> {
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let checked = reports::check_rows(rows, &replay);
    if !checked.invalid.is_empty() {
        return Err(format!(
            "{} row(s) no game could produce, e.g. {}; fix them first (collapse report lists them)",
            checked.invalid.len(),
            checked.invalid[0]
        )
        .into());
    }
    let canonical = params.canonical();
    let records: Vec<Record> = checked
        .rows
        .iter()
        .filter(|r| r.variant == params.variant.name && r.params == canonical)
        .map(|r| Record {
            start: r.start.clone(),
            moves: r.moves.clone(),
            score: match r.result {
                reports::GameResult::WhiteWin => 1.0,
                reports::GameResult::Draw => 0.5,
                reports::GameResult::BlackWin => 0.0,
            },
            held_out: r.game_id % 5 == 0,
        })
        .collect();
    if records.len() < 2 {
        return Err(format!(
            "{} game(s) of {} [{canonical}] in the files; give at least 2 (hundreds for \
             figures that mean anything)",
            records.len(),
            params.variant.name
        )
        .into());
    }
    Ok(records)
}

/// Replays a move list from a position text (empty: the start position).
struct Replay<'a> {
    start: &'a str,
    moves: &'a str,
}

impl GameVisitor for Replay<'_> {
    type Output = Result<Replayed, ReplayError>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let mut g = if self.start.is_empty() {
            start
        } else {
            start.load_position(self.start).map_err(|e| {
                ReplayError::IllegalMove(format!("the start position does not load: {e}"))
            })?
        };
        play_move_list(&mut g, self.moves).map_err(|e| {
            // The first line names the move; the second lists every legal move.
            ReplayError::IllegalMove(e.lines().next().unwrap_or_default().to_string())
        })?;
        Ok(Replayed {
            outcome: g.outcome(),
            to_move: g.to_move(),
        })
    }
}

/// Replays `moves` of `variant` with canonical `params` from the position text `start`
/// (empty: the variant's start) through the registry (the one way the reports touch the
/// engine, DESIGN.md): the checker [`reports::check_rows`] takes.
///
/// Errors: an unknown variant or parameter set, a start that does not load, an illegal move
/// (named).
pub fn replay(
    variant: &str,
    params: &str,
    start: &str,
    moves: &str,
) -> Result<Replayed, ReplayError> {
    let p = Params::parse(variant, &[params])
        .map_err(|e| ReplayError::UnknownVariant(e.to_string()))?;
    registry::visit(&p, Replay { start, moves })
}
