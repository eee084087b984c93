//! Agents and their spec strings.
//!
//! A spec is `name` or `name:key=value,key=value,...`: `random`, `greedy`, `alphabeta`
//! ([`crate::alphabeta`]), `mcts` ([`crate::search`](mod@crate::search)) and `uci`
//! ([`crate::uci`]). Each agent's keys (range, default, meaning) are declared once, in
//! [`tables`]; [`keys`] turns the tables into the parser, the canonical spec, `collapse agents`
//! and docs/agents.md.
//!
//! A key that relies on a rule concept a game lacks (`check`, `corder`, `mate` on checks; `capture`, `qs`,
//! `heur=capqs|qs` and alpha-beta's `qs` on captures) is refused for that game when set away
//! from its default ([`AgentSpec::refuse_missing_concepts`], [`Rules::HAS_CHECK`],
//! [`Rules::HAS_CAPTURE`]); the registry applies this to every spec a command parses for a
//! variant.
//!
//! [`AgentSpec`]'s `Display` gives the canonical spec, which lists every key the tables show,
//! in their order, e.g.
//! `mcts:iters=1000,ms=0,c=0.1,cutoff=60,det=none,threads=1,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0,leafq=1`;
//! `AgentSpec::parse` of it gives back an equal spec.

pub mod keys;
mod spec;
pub mod tables;

use rand::Rng;

pub use spec::{AgentSpec, Concept, SpecError};

pub use crate::alphabeta::AlphaBetaAgent;
use crate::alphabeta::{AlphaBetaConfig, TIMED_DEPTH};
use crate::game::{Game, GameRng};
use crate::search::{SearchConfig, Searcher, VETO_DEPTH, VETO_MARGIN};

/// Something that picks a move for the player to decide.
pub trait Agent<G: Game>: Send {
    /// The move to play in `game` (which is ongoing and has at least one legal move).
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move;
    /// Told of every move played in the game (its own and the opponent's), with the state
    /// before the move; agents that reuse their tree use it.
    fn observe(&mut self, _before: &G, _mv: G::Move) {}

    /// What the last [`Agent::select_move`] spent searching, for agents that search (`mcts`);
    /// `None` for the others, and for a move with no choice (one legal move: no search).
    fn last_search(&self) -> Option<SearchSpent> {
        None
    }
}

impl<G: Game> Agent<G> for AlphaBetaAgent<G> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        self.choose(game, rng)
    }
}

/// What one move's search spent: `iterations` (MCTS iterations, summed over trees and
/// determinizations) in `seconds` of wall time (the veto's alpha-beta included).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSpent {
    /// Iterations run.
    pub iterations: u64,
    /// Wall time of the whole move decision, in seconds.
    pub seconds: f64,
}

/// Plays a uniformly random legal move.
pub struct RandomAgent;

impl<G: Game> Agent<G> for RandomAgent {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves[rng.random_range(0..moves.len())]
    }
}

/// Value of a finished game for `p` on the agents' scale: +2 win, 0 draw, -2 loss (beyond
/// the `[-1, 1]` of `evaluate`, so a real win beats any estimate).
fn terminal_value<G: Game>(g: &G, p: crate::game::Player) -> f32 {
    (g.outcome().score_for(p).unwrap_or(0.5) - 0.5) * 4.0
}

/// The value of `after` (the state after a move) for `mover`: the exact outcome if finished
/// (+2 / 0 / -2), else `evaluate()` seen from `mover` (negated if the other player decides).
///
/// Asks [`Rules::outcome`] rather than listing the moves: a game may answer "ongoing" after
/// finding one legal move (Uncertainty on the hypertorus lists about 600).
fn value_after<G: Game>(after: &G, mover: crate::game::Player) -> f32 {
    if !after.outcome().is_ongoing() {
        return terminal_value(after, mover);
    }
    let e = after.evaluate().clamp(-1.0, 1.0);
    if after.to_move() == mover {
        e
    } else {
        -e
    }
}

/// One-ply greedy agent: plays each legal move on a clone and keeps the one with the best
/// value for the mover (exact outcome when the move ends the game, else `evaluate` from the
/// mover's side); ties are broken uniformly by the rng.
pub struct GreedyAgent<G: Game> {
    moves: Vec<G::Move>,
    ties: Vec<G::Move>,
}

impl<G: Game> GreedyAgent<G> {
    /// A new greedy agent.
    pub fn new() -> Self {
        GreedyAgent {
            moves: Vec::new(),
            ties: Vec::new(),
        }
    }
}

impl<G: Game> Default for GreedyAgent<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> Agent<G> for GreedyAgent<G> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        game.legal_moves(&mut self.moves);
        let mover = game.to_move();
        let mut best = f32::NEG_INFINITY;
        self.ties.clear();
        for &m in &self.moves {
            let mut g = game.clone();
            g.play(m);
            let v = value_after(&g, mover);
            if v > best {
                best = v;
                self.ties.clear();
                self.ties.push(m);
            } else if v == best {
                self.ties.push(m);
            }
        }
        self.ties[rng.random_range(0..self.ties.len())]
    }
}

/// The MCTS agent: one [`Searcher`] kept across moves, with tree reuse on: [`Agent::observe`]
/// follows every move played down the kept tree, and the next search grows the subtree of the
/// position reached by the full budget (`iters` new iterations). Reuse applies when a single
/// tree is searched (`threads=1`, `par=root`, and no PIMC or ISMCTS in effect); otherwise, or
/// when a move was not observed, each move starts a fresh tree. Plays the only legal move without searching.
///
/// With `veto > 0` ([`SearchConfig::veto`]) MCTS searches for `(1 - veto) * ms` and an
/// alpha-beta veto ([`AlphaBetaAgent::veto`], `qs` plies of quiescence as the leaves of
/// MCTS) has the rest of `ms` to find a move better by more than [`VETO_MARGIN`]; with
/// `ms = 0` MCTS runs its `iters` and the veto searches [`VETO_DEPTH`] plies.
pub struct MctsAgent<G: Game> {
    searcher: Searcher<G>,
    moves: Vec<G::Move>,
    veto: Option<AlphaBetaAgent<G>>,
    last: Option<SearchSpent>,
}

impl<G: Game> MctsAgent<G> {
    /// An agent searching with `config`.
    pub fn new(config: SearchConfig) -> Self {
        let mut searcher = Searcher::new(config);
        searcher.set_tree_reuse(true);
        let veto = (config.veto > 0.0).then(|| {
            AlphaBetaAgent::new(AlphaBetaConfig {
                depth: if config.ms > 0 {
                    TIMED_DEPTH
                } else {
                    VETO_DEPTH
                },
                ms: 0,
                qs: config.qs,
                eval: config.eval,
                lazy: config.lazy,
            })
        });
        MctsAgent {
            searcher,
            moves: Vec::new(),
            veto,
            last: None,
        }
    }
}

impl<G: Game> Agent<G> for MctsAgent<G> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        self.last = None;
        game.legal_moves(&mut self.moves);
        if self.moves.len() == 1 {
            return self.moves[0];
        }
        let start = std::time::Instant::now();
        let Some(veto) = self.veto.as_mut() else {
            let r = self.searcher.search(game, rng);
            self.last = Some(SearchSpent {
                iterations: r.iterations,
                seconds: start.elapsed().as_secs_f64(),
            });
            return r.best;
        };
        let cfg = *self.searcher.config();
        let deadline = (cfg.ms > 0).then(|| start + std::time::Duration::from_millis(cfg.ms));
        if cfg.ms > 0 {
            let share = (cfg.ms as f64 * (1.0 - f64::from(cfg.veto)))
                .round()
                .max(1.0);
            self.searcher.set_ms(share as u64);
        }
        let r = self.searcher.search(game, rng);
        self.searcher.set_ms(cfg.ms);
        let best = veto.veto(game, r.best, VETO_MARGIN, deadline).best;
        self.last = Some(SearchSpent {
            iterations: r.iterations,
            seconds: start.elapsed().as_secs_f64(),
        });
        best
    }

    fn last_search(&self) -> Option<SearchSpent> {
        self.last
    }

    fn observe(&mut self, before: &G, mv: G::Move) {
        self.searcher.advance(before, mv);
    }
}
