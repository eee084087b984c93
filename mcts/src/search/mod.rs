//! UCT search (Monte Carlo tree search with the UCB1 selection rule) over an arena of nodes.
//!
//! - The tree is a `Vec` of small nodes addressed by `u32` indices; the children of a node are
//!   one contiguous range of the arena, allocated together when the node is expanded (lazy
//!   expansion: a node is expanded the second time search reaches it; the first time it is a
//!   leaf scored by a playout).
//! - Playouts are uniform random, optionally cut off after `cutoff` plies and scored with
//!   [`Evaluate::evaluate`] turned into a win probability.
//! - Every node stores the player who made the move leading to it (the parent's
//!   [`Rules::to_move`]) and its reward sum from that player's point of view, so nothing assumes
//!   that players alternate.
//! - MCTS-Solver: terminal positions are proven wins or losses for the player who moved into
//!   them; a child proven won for the player deciding at its parent proves the parent, and a
//!   parent whose children are all proven lost is proven too. Search stops once the root is
//!   proven.
//! - Heuristic knowledge (Lanctot et al. 2014; Chaslot et al. 2008): with `imm > 0` every child
//!   is scored when its parent is expanded (`heur=eval`: [`Evaluate::evaluate`]; `heur=qs`: a
//!   quiescence search), children are stored best first, and the scores are backed up by
//!   minimax beside the playout means; with `fpu=heur` an unvisited child competes at its score
//!   instead of being tried before every visited sibling, so badly scored moves wait (a
//!   progressive widening driven by the evaluation, which tames Uncertainty's transformation
//!   choices).
//! - Proofs at expansion: a child that wins at once (`heur=exact`), or whose check leads to a
//!   forced mate by checks (`mate=N`, [`crate::mate`]), is marked a proven win when its parent is
//!   expanded, so the solver proves the parent, or refutes the move that allowed it, at once.
//! - Determinization: with `det=pimc:K` and a state that [`Rules::has_uncertainty`], search runs
//!   PIMC (perfect-information Monte Carlo): K determinizations, each searched with its own
//!   tree, root statistics summed over the moves legal in the real state.
//! - Root parallelism: `threads=N` (with `par=root`, the default) grows N independent trees on
//!   derived seeds with rayon and sums their root statistics.
//! - Tree parallelism: `threads=N,par=tree` grows one shared tree with N workers and virtual
//!   loss, see [`treepar`].
//! - ISMCTS: `det=ismcts` grows one tree over move sequences, a fresh determinization per
//!   iteration, see [`ismcts`].
//!
//! The hot path allocates nothing except the arena's growth: one move buffer and one path
//! buffer per search worker, reused; the root state is cloned once per iteration.
//!
//! The code, by concern (each module uses only those listed above it, so no `use` goes in a
//! circle):
//!
//! - [`config`]: [`SearchConfig`], its enums and defaults, the [`Budget`] (iterations, time or
//!   both; its spec rule in [`Budget::resolve`]) and the per-iteration `Policy`.
//! - `leaf`: leaf scoring (playouts, quiescence, shallow alpha-beta) and the heuristic value of a
//!   child at expansion.
//! - `select`: the UCT rules every driver shares: selection (first-play urgency, UCB1 with
//!   implicit-minimax blending, solver marks), MCTS-Solver updates, implicit minimax backup, the
//!   backup of an iteration, and the ordering of children at expansion.
//! - `result`: [`SearchResult`] and the combination of trees' root statistics.
//! - `tree` (the sequential arena), [`treepar`] (one tree shared by threads) and [`ismcts`]:
//!   the three ways to grow a tree, each over its own node storage.
//! - `driver`: [`Searcher`] and [`search()`], which pick the tree, split the budget and combine.
//! - `bench`: the throughput measures.

#[cfg(doc)]
use crate::game::Game;

mod bench;
pub mod config;
mod driver;
pub mod ismcts;
mod leaf;
mod result;
mod select;
mod tree;
pub mod treepar;

pub use bench::{playout_bench, search_bench, PlayoutStats, SearchStats};
pub use config::{
    Budget, Determinization, Fpu, Heuristic, Parallelism, SearchConfig, DEFAULT_AB,
    DEFAULT_CAPTURE, DEFAULT_CHECK, DEFAULT_FPU, DEFAULT_HEUR, DEFAULT_IMM, DEFAULT_IPK,
    DEFAULT_MATE, DEFAULT_QS, DEFAULT_VETO, MAX_NODES, VETO_DEPTH, VETO_MARGIN,
};
pub use driver::{search, Searcher};
pub use result::SearchResult;
pub use tree::{node_bytes, Line, Progress};
