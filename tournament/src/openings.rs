//! Where each pair's games start: the opening book of a tournament (DESIGN.md, "Tournaments
//! and reports"): none, lines from a file used in a seeded shuffled order, or seeded random
//! plies. Computed per pair on demand, so nothing is listed up front.

use mcts::Game;
use rand::seq::SliceRandom;
use rand::Rng;

use crate::config::{Openings, TournamentConfig};
use crate::error::TournamentError;

/// The openings of one tournament run: the start position, the config and, for opening lines,
/// the order they are used in.
pub(crate) struct OpeningBook<'a, G> {
    start: &'a G,
    cfg: &'a TournamentConfig,
    order: Vec<usize>,
}

impl<'a, G: Game> OpeningBook<'a, G> {
    /// The book of `cfg` from `start`. Opening lines are each checked first (legal from the
    /// start, game not over after them) and used in an order shuffled by the tournament seed,
    /// every line once before any repeats.
    ///
    /// Errors: [`TournamentError::Config`] naming the first bad line and why.
    pub(crate) fn new(start: &'a G, cfg: &'a TournamentConfig) -> Result<Self, TournamentError> {
        let mut order: Vec<usize> = Vec::new();
        if let Openings::Lines(lines) = &cfg.openings {
            for (i, text) in lines.iter().enumerate() {
                play_line(start, text).map_err(|e| {
                    TournamentError::Config(format!("opening {} '{text}': {e}", i + 1))
                })?;
            }
            order = (0..lines.len()).collect();
            order.shuffle(&mut mcts::rng_from_seed(mcts::derive_seed(
                cfg.seed ^ OPENING_SALT,
                u64::MAX,
            )));
        }
        Ok(OpeningBook { start, cfg, order })
    }

    /// The position both games of pair `pair_id` start from and its moves joined by spaces
    /// (the start position and "" without openings).
    ///
    /// Errors: as [`opening`].
    pub(crate) fn of(&self, pair_id: u64) -> Result<(G, String), TournamentError> {
        if self.cfg.openings == Openings::None {
            return Ok((self.start.clone(), String::new()));
        }
        let (state, moves) = opening(self.start, self.cfg, &self.order, pair_id)?;
        Ok((state, moves.join(" ")))
    }

    /// Whether `text`, a random opening recorded in a CSV, is one this book would draw again
    /// because the player to move then wins at once ([`mcts::wins_at_once`]): true only for
    /// `--random-opening-plies` books and lines that play from the start. Builds before
    /// 2026-11-30 played such lines, so a file they began cannot be resumed by this one.
    pub(crate) fn redrawn_since(&self, text: &str) -> bool {
        if !matches!(self.cfg.openings, Openings::RandomPlies(_)) {
            return false;
        }
        let mut buf = Vec::new();
        play_line(self.start, text).is_ok_and(|(g, _)| mcts::wins_at_once(&g, &mut buf))
    }
}

/// Salt mixed into the tournament seed for opening choices, so they are independent of the
/// games' own seeds.
const OPENING_SALT: u64 = 0x6f70_656e_696e_6773;

/// Plays `text` from `start`; returns the position and the moves in the variant's notation.
fn play_line<G: Game>(start: &G, text: &str) -> Result<(G, Vec<String>), String> {
    let mut g = start.clone();
    let moves = mcts::play_move_list(&mut g, text)?;
    let mut replay = start.clone();
    let mut texts = Vec::with_capacity(moves.len());
    for mv in moves {
        texts.push(replay.format_move(mv));
        replay.play(mv);
    }
    if !g.outcome().is_ongoing() {
        return Err(format!(
            "the game is over after it ({})",
            mcts::describe_outcome(g.outcome())
        ));
    }
    Ok((g, texts))
}

/// The opening of pair `pair_id`: the position both games start from and its moves.
///
/// Random plies are drawn again (up to 1000 times, from the pair's own generator) while they
/// end the game or leave the player to decide a move that wins at once
/// ([`mcts::wins_at_once`]): both games of such a pair go to whoever is to move, which says
/// nothing about the agents and, in self-play, counts a free win for one colour in the
/// balance. An opening accepted at its first draw is the one earlier builds drew (since
/// 2026-11-30; before, such lines were played: 7.6% of the Five Up cube's 2-ply openings).
fn opening<G: Game>(
    start: &G,
    cfg: &TournamentConfig,
    order: &[usize],
    pair_id: u64,
) -> Result<(G, Vec<String>), TournamentError> {
    match &cfg.openings {
        Openings::None => Ok((start.clone(), Vec::new())),
        Openings::Lines(lines) => {
            let i = order[(pair_id % order.len() as u64) as usize];
            play_line(start, &lines[i]).map_err(|e| {
                TournamentError::Config(format!("opening {} '{}': {e}", i + 1, lines[i]))
            })
        }
        Openings::RandomPlies(n) => {
            let mut rng = mcts::rng_from_seed(mcts::derive_seed(cfg.seed ^ OPENING_SALT, pair_id));
            let mut buf = Vec::new();
            for _ in 0..1000 {
                let mut g = start.clone();
                let mut texts = Vec::new();
                for _ in 0..*n {
                    g.legal_moves(&mut buf);
                    if buf.is_empty() {
                        break;
                    }
                    let mv = buf[rng.random_range(0..buf.len())];
                    texts.push(g.format_move(mv));
                    g.play(mv);
                }
                if texts.len() == *n as usize
                    && g.outcome().is_ongoing()
                    && !mcts::wins_at_once(&g, &mut buf)
                {
                    return Ok((g, texts));
                }
            }
            Err(TournamentError::Config(format!(
                "--random-opening-plies {n}: 1000 random openings in a row ended the game or \
                 left a move that wins at once; use fewer plies"
            )))
        }
    }
}
