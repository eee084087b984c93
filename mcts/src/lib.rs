//! `mcts`: the [`Game`] trait every variant implements, UCT search with MCTS-Solver-style
//! terminal handling and determinization (PIMC) for uncertain states, and the agents that
//! tournaments pit against each other (random, greedy, alpha-beta, MCTS), written as spec
//! strings such as `mcts:iters=800,c=1.4,cutoff=80`.
//!
//! - [`game`]: the [`Game`] trait and its vocabulary ([`Player`], [`Outcome`], ...).
//! - [`search`](mod@search): UCT over a node arena ([`Searcher`], [`search()`], [`SearchResult`]),
//!   MCTS-Solver, PIMC determinization, root parallelism, tree reuse, and the throughput
//!   measures [`playout_bench`] and [`search_bench`].
//! - [`agent`]: the [`Agent`] trait, spec strings ([`AgentSpec`]) and the agents.
//! - [`eval`]: the learned evaluation's weights and the `eval=material` switch.
//! - [`alphabeta`]: the classical baseline (iterative deepening, time budget, transposition
//!   table, quiescence).
//! - [`ismcts`] (in [`search`](mod@search)): single-observer information-set MCTS for states
//!   with hidden information.
//! - [`mate`]: the mate search by checks that MCTS runs on checking children at expansion
//!   (spec key `mate`).
//! - [`treepar`] (in [`search`](mod@search)): tree parallelism (`par=tree`): one tree shared by the search threads, with
//!   virtual loss.
//! - [`testgames`]: tiny games for tests (tic-tac-toe, a Nim with bonus moves where players do
//!   not alternate, and a hidden-information pick for PIMC).

pub mod agent;
pub mod alphabeta;
pub mod eval;
pub mod game;
pub mod mate;
pub mod search;
pub mod splitmix;
pub mod testgames;
pub mod uci;

pub use search::{ismcts, treepar};

pub use agent::{
    Agent, AgentSpec, AlphaBetaAgent, Concept, GreedyAgent, MctsAgent, RandomAgent, SearchSpent,
    SpecError,
};
pub use alphabeta::AlphaBetaConfig;
pub use eval::{Eval, Weights};
pub use game::{
    describe_outcome, play_move_list, wins_at_once, Codec, Evaluate, Game, GameRng, MoveError,
    Odds, Outcome, Player, PositionError, Rules, Termination,
};
pub use search::{
    playout_bench, search, search_bench, Budget, Determinization, Fpu, Heuristic, Line,
    Parallelism, PlayoutStats, Progress, SearchConfig, SearchResult, SearchStats, Searcher,
};
pub use splitmix::SplitMix64;

/// A seeded generator: the one way the project makes randomness.
pub fn rng_from_seed(seed: u64) -> GameRng {
    use rand::SeedableRng;
    GameRng::seed_from_u64(seed)
}

/// Mixes a base seed and an index into an independent seed (SplitMix64 finalizer), e.g. the
/// seed of game `index` of a tournament seeded with `base`.
pub fn derive_seed(base: u64, index: u64) -> u64 {
    SplitMix64::mix(base ^ index.wrapping_add(1).wrapping_mul(SplitMix64::GAMMA))
}
