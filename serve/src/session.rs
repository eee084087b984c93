//! One game being played at the page: its start, the moves so far, who plays each side, and
//! the agents (built when first asked to move). [`GameSession`] is generic over the game;
//! the server holds it as a `Box<dyn Session>` made by [`open`] through the registry, so
//! requests are dispatched once per request, never inside search.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

use mcts::{play_move_list, Agent, AgentSpec, Game, Outcome, Player};
use serde_json::{json, Value};
use tournament::CsvRow;
use variants::registry::{self, GameVisitor, Params};

use crate::analysis;
use crate::board::board_of;
use crate::clicks::click_moves;
use crate::error::{ApiError, ApiResult};
use crate::setup::{Setup, Side};

/// What the server can do with a game of any type.
pub trait Session: Send {
    /// The state as JSON: variant, params, players, position text, diagram, cells, extras,
    /// outcome, moves so far, legal moves with their cells ([`crate::clicks::ClickMove`]),
    /// evaluation and features; with `board` the empty board's SVG (null for a text board).
    fn state(&self, board: bool) -> Value;
    /// Plays the move `text` (the game's notation) for whoever decides now.
    ///
    /// Errors: 409 when the game is over; 400 naming the move, the reason and some legal
    /// moves (all in `legal`).
    fn play(&mut self, text: &str) -> ApiResult<()>;
    /// Takes back the last `plies` moves (at least one; a resignation counts as one);
    /// 409 when there are none.
    fn undo(&mut self, plies: usize) -> ApiResult<()>;
    /// Ends the game with `side` resigning, its opponent winning (termination
    /// `resignation`); either side may resign, whoever decides now. 409 when the game is
    /// already over.
    fn resign(&mut self, side: Player) -> ApiResult<()>;
    /// Lets the agent of the side to decide choose and play its move (bounded by its spec's
    /// budget); the move's text. 409 when the game is over or a person decides.
    fn agent_move(&mut self) -> ApiResult<String>;
    /// Starts a search of the current position with `spec` (an `mcts` spec) on its own
    /// thread, writing its progress into `out` until it ends or `stop` is set.
    fn analyse(
        &self,
        spec: &AgentSpec,
        stop: &'static AtomicBool,
        out: Arc<Mutex<Value>>,
    ) -> ApiResult<JoinHandle<()>>;
    /// The finished game as a tournament CSV row with id `game_id`; 409 while it goes on.
    fn record(&self, game_id: u64) -> ApiResult<CsvRow>;
    /// The parameters of the game.
    fn params(&self) -> &Params;
    /// The names of White and Black in this game ([`Game::player_name`]; Quantimex's
    /// Red and Green).
    fn player_names(&self) -> [&'static str; 2];
}

/// A game of type `G` in play.
pub struct GameSession<G: Game> {
    setup: Setup,
    start: G,
    now: G,
    moves: Vec<G::Move>,
    resigned: Option<Player>,
    agents: [Option<Box<dyn Agent<G>>>; 2],
    seed: u64,
    began: Instant,
}

/// Builds the game `setup` describes: the variant's start or its position text, then its
/// moves.
///
/// Errors (400): a position text that does not load, a move that is not legal (the game's
/// reasons).
pub fn open(setup: Setup, seed: u64) -> ApiResult<Box<dyn Session>> {
    let params = setup.params.clone();
    registry::visit(&params, Open { setup, seed })
}

struct Open {
    setup: Setup,
    seed: u64,
}

impl GameVisitor for Open {
    type Output = ApiResult<Box<dyn Session>>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let start = match &self.setup.position {
            Some(text) => start
                .load_position(text.trim())
                .map_err(|e| ApiError::bad(format!("position: {e}")))?,
            None => start,
        };
        let mut now = start.clone();
        let moves = play_move_list(&mut now, &self.setup.moves)
            .map_err(|e| ApiError::bad(format!("moves: {e}")))?;
        Ok(Box::new(GameSession {
            setup: self.setup,
            start,
            now,
            moves,
            resigned: None,
            agents: [None, None],
            seed: self.seed,
            began: Instant::now(),
        }))
    }
}

impl<G: Game> GameSession<G> {
    fn legal(&self) -> Vec<G::Move> {
        let mut buf = Vec::new();
        self.now.legal_moves(&mut buf);
        buf
    }

    fn push(&mut self, mv: G::Move) {
        for a in self.agents.iter_mut().flatten() {
            a.observe(&self.now, mv);
        }
        self.now.play(mv);
        self.moves.push(mv);
    }

    /// The outcome: the game's own, or a win of the opponent of the side that resigned.
    fn outcome(&self) -> Outcome {
        match self.resigned {
            Some(p) => Outcome::Win {
                winner: p.other(),
                reason: mcts::Termination::Resignation,
            },
            None => self.now.outcome(),
        }
    }

    fn over(&self) -> ApiResult<()> {
        match self.outcome() {
            Outcome::Ongoing => Ok(()),
            o => Err(ApiError::conflict(format!(
                "the game is over ({}): undo a move or start a new game",
                mcts::describe_outcome(o)
            ))),
        }
    }
}

/// The JSON of an outcome: null while ongoing, else `{result, termination}`.
fn outcome_json(o: Outcome) -> Value {
    match o {
        Outcome::Ongoing => Value::Null,
        o => json!({"result": o.result_str(), "termination": o.termination().map(|t| t.as_str())}),
    }
}

impl<G: Game> Session for GameSession<G> {
    fn state(&self, board: bool) -> Value {
        let g = &self.now;
        let mut x = [0f32; mcts::game::MAX_FEATURES];
        g.features(&mut x);
        let features: Vec<Value> = g
            .feature_names()
            .iter()
            .zip(x)
            .map(|(n, v)| json!([n, v]))
            .collect();
        let mut text = self.start.clone();
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|&m| {
                let s = text.format_move(m);
                text.play(m);
                s
            })
            .collect();
        let cells: serde_json::Map<String, Value> = g
            .cells()
            .into_iter()
            .map(|(k, v)| (k, Value::String(v)))
            .collect();
        let extras: Vec<Value> = g.extras().into_iter().map(|(k, v)| json!([k, v])).collect();
        let decider = g.to_move();
        let side = &self.setup.sides[decider.index()];
        let mut out = json!({
            "variant": g.variant_name(),
            "params": self.setup.params.canonical(),
            "players": [g.player_name(Player::White), g.player_name(Player::Black)],
            "sides": [self.setup.sides[0].label(), self.setup.sides[1].label()],
            "to_move": decider.index(),
            "human_to_move": matches!(side, Side::Human) && self.outcome().is_ongoing(),
            "plies": g.plies(),
            "position": g.position_text(),
            "start": self.start.position_text(),
            "diagram": g.diagram(),
            "cells": cells,
            "extras": extras,
            "outcome": outcome_json(self.outcome()),
            "outcome_text": mcts::describe_outcome(self.outcome()),
            "moves": moves,
            "legal": click_moves(g),
            "evaluation": {"learned": g.evaluate(), "material": g.evaluate_material(),
                           "features": features},
        });
        if board {
            out["board"] = board_of(&self.setup.params);
        }
        out
    }

    fn play(&mut self, text: &str) -> ApiResult<()> {
        self.over()?;
        let legal = self.legal();
        match self.now.parse_move(text.trim()) {
            Ok(mv) if legal.contains(&mv) => {
                self.push(mv);
                Ok(())
            }
            other => {
                let reason = match other {
                    Err(e) => e.reason,
                    Ok(_) => "not among the legal moves".to_string(),
                };
                let all: Vec<String> = legal.iter().map(|&m| self.now.format_move(m)).collect();
                let few = all.iter().take(8).cloned().collect::<Vec<_>>().join(" ");
                Err(ApiError::bad(format!(
                    "move '{}' is not legal here: {reason}; legal moves ({}) include: {few}",
                    text.trim(),
                    all.len()
                ))
                .with("legal", json!(all)))
            }
        }
    }

    fn undo(&mut self, plies: usize) -> ApiResult<()> {
        let mut plies = plies.max(1);
        if self.resigned.take().is_some() {
            plies -= 1;
            if plies == 0 {
                return Ok(());
            }
        }
        if self.moves.is_empty() {
            return Err(ApiError::conflict("no move to take back"));
        }
        let keep = self.moves.len().saturating_sub(plies);
        self.moves.truncate(keep);
        let mut g = self.start.clone();
        for &m in &self.moves {
            g.play(m);
        }
        self.now = g;
        // Agents that kept a tree of the abandoned line start afresh.
        self.agents = [None, None];
        Ok(())
    }

    fn resign(&mut self, side: Player) -> ApiResult<()> {
        self.over()?;
        self.resigned = Some(side);
        Ok(())
    }

    fn agent_move(&mut self) -> ApiResult<String> {
        self.over()?;
        let who = self.now.to_move();
        let Side::Agent(_, spec) = &self.setup.sides[who.index()] else {
            return Err(ApiError::conflict(format!(
                "{} is played by a person here: play a move instead",
                self.now.player_name(who)
            )));
        };
        let spec = spec.clone();
        let agent = self.agents[who.index()].get_or_insert_with(|| spec.build::<G>());
        let mut rng = mcts::rng_from_seed(mcts::derive_seed(self.seed, self.moves.len() as u64));
        let mv = agent.select_move(&self.now, &mut rng);
        let text = self.now.format_move(mv);
        self.push(mv);
        Ok(text)
    }

    fn analyse(
        &self,
        spec: &AgentSpec,
        stop: &'static AtomicBool,
        out: Arc<Mutex<Value>>,
    ) -> ApiResult<JoinHandle<()>> {
        self.over()?;
        let AgentSpec::Mcts(cfg) = spec else {
            return Err(ApiError::bad(format!(
                "analysis runs an mcts agent, not '{spec}': give a spec such as \
                 mcts:iters=20000,ms=10000"
            )));
        };
        analysis::start(self.now.clone(), *cfg, stop, out, self.seed)
    }

    fn record(&self, game_id: u64) -> ApiResult<CsvRow> {
        let o = self.outcome();
        let Some(term) = o.termination() else {
            return Err(ApiError::conflict(
                "the game is not finished: a CSV row records a result; play on, or undo and start again",
            ));
        };
        let mut g = self.start.clone();
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|&m| {
                let s = g.format_move(m);
                g.play(m);
                s
            })
            .collect();
        Ok(CsvRow {
            game_id,
            variant: self.now.variant_name().to_string(),
            params: self.setup.params.canonical(),
            white: self.setup.sides[0].label(),
            black: self.setup.sides[1].label(),
            seed: self.seed,
            result: o.result_str().to_string(),
            termination: term.as_str().to_string(),
            plies: moves.len() as u32,
            moves: moves.join(" "),
            duration_ms: self.began.elapsed().as_millis() as u64,
            pair_id: None,
            opening: String::new(),
            white_name: String::new(),
            black_name: String::new(),
            tournament: "collapse-serve".to_string(),
            start: self.setup.position.clone().unwrap_or_default(),
        })
    }

    fn params(&self) -> &Params {
        &self.setup.params
    }

    fn player_names(&self) -> [&'static str; 2] {
        Player::BOTH.map(|p| self.now.player_name(p))
    }
}
