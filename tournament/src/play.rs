//! Playing one game between two agents.

use std::time::Instant;

use mcts::{Agent, AgentSpec, Game, Outcome, Player, Termination};

/// The record of one finished game, as written to the CSV (without the tournament's columns
/// `game_id`, `variant`, `params`).
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Canonical spec string of White's agent.
    pub white: String,
    /// Canonical spec string of Black's agent.
    pub black: String,
    /// The game's seed (the agents' generators are derived from it).
    pub seed: u64,
    /// The final outcome (never `Ongoing`); a forfeit is a win for the other player with
    /// termination [`Termination::Forfeit`].
    pub outcome: Outcome,
    /// The moves played from the start position, in the variant's notation (each formatted
    /// on the state before it was played).
    pub moves: Vec<String>,
    /// Plies played in this game: `moves.len()`.
    pub plies: u32,
    /// Wall-clock time of the game in milliseconds.
    pub duration_ms: u64,
}

impl GameRecord {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_str(&self) -> &'static str {
        self.outcome.result_str()
    }

    /// The termination's CSV name, e.g. `checkmate`, `move-cap`, `forfeit`.
    pub fn termination_str(&self) -> &'static str {
        self.outcome
            .termination()
            .map(Termination::as_str)
            .unwrap_or("")
    }

    /// The moves joined by single spaces, as in the CSV `moves` column.
    pub fn moves_text(&self) -> String {
        self.moves.join(" ")
    }
}

/// The seeds of White's and Black's generators for a game seeded with `seed`.
fn agent_seeds(seed: u64) -> [u64; 2] {
    [mcts::derive_seed(seed, 0), mcts::derive_seed(seed, 1)]
}

/// Plays one game from `start` between fresh agents built from `white` and `black`.
///
/// White's and Black's agents get independent generators derived from `seed`
/// (`derive_seed(seed, 0)` and `derive_seed(seed, 1)`), so the game replays exactly from its
/// seed whatever thread runs it. See [`play_game_with_agents`] for the rules of play.
pub fn play_game<G: Game>(
    start: &G,
    white: &AgentSpec,
    black: &AgentSpec,
    seed: u64,
) -> GameRecord {
    let mut w = white.build::<G>();
    let mut b = black.build::<G>();
    let mut rec = play_game_with_agents(start, w.as_mut(), b.as_mut(), seed);
    rec.white = white.to_string();
    rec.black = black.to_string();
    rec
}

/// Plays one game from `start` with the given agents (the record's `white`/`black` names are
/// left empty; [`play_game`] fills them).
///
/// The agent of [`Rules::to_move`] picks each move; after every move both agents are told with
/// [`Agent::observe`] (state before the move). If an agent returns a move that is not in
/// [`Rules::legal_moves`], the game ends at once as a loss for that player with termination
/// [`Termination::Forfeit`] (the illegal move is not recorded).
///
/// # Panics
/// If the variant breaks the `Game` contract: no legal move while the outcome is `Ongoing`.
pub fn play_game_with_agents<G: Game>(
    start: &G,
    white: &mut dyn Agent<G>,
    black: &mut dyn Agent<G>,
    seed: u64,
) -> GameRecord {
    let t0 = Instant::now();
    let [ws, bs] = agent_seeds(seed);
    let mut rngs = [mcts::rng_from_seed(ws), mcts::rng_from_seed(bs)];
    let mut game = start.clone();
    let mut legal = Vec::new();
    let mut moves = Vec::new();
    let outcome = loop {
        let outcome = game.outcome();
        if !outcome.is_ongoing() {
            break outcome;
        }
        game.legal_moves(&mut legal);
        assert!(
            !legal.is_empty(),
            "variant '{}' broke the Game contract: no legal move but the game is ongoing \
             after {} plies (moves: {})",
            game.variant_name(),
            moves.len(),
            moves.join(" ")
        );
        let mover = game.to_move();
        let mv = match mover {
            Player::White => white.select_move(&game, &mut rngs[0]),
            Player::Black => black.select_move(&game, &mut rngs[1]),
        };
        if !legal.contains(&mv) {
            break Outcome::Win {
                winner: mover.other(),
                reason: Termination::Forfeit,
            };
        }
        moves.push(game.format_move(mv));
        white.observe(&game, mv);
        black.observe(&game, mv);
        game.play(mv);
    };
    GameRecord {
        white: String::new(),
        black: String::new(),
        seed,
        outcome,
        plies: moves.len() as u32,
        moves,
        duration_ms: t0.elapsed().as_millis() as u64,
    }
}
