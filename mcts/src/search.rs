//! UCT search (Monte Carlo tree search with the UCB1 selection rule) over an arena of nodes.
//!
//! - The tree is a `Vec` of small nodes addressed by `u32` indices; the children of a node are
//!   one contiguous range of the arena, allocated together when the node is expanded (lazy
//!   expansion: a node is expanded the second time search reaches it; the first time it is a
//!   leaf scored by a playout).
//! - Playouts are uniform random, optionally cut off after `cutoff` plies and scored with
//!   [`Game::evaluate`] turned into a win probability.
//! - Every node stores the player who made the move leading to it (the parent's
//!   [`Game::to_move`]) and its reward sum from that player's point of view, so nothing assumes
//!   that players alternate.
//! - MCTS-Solver: terminal positions are proven wins or losses for the player who moved into
//!   them; a child proven won for the player deciding at its parent proves the parent, and a
//!   parent whose children are all proven lost is proven too. Search stops once the root is
//!   proven.
//! - Heuristic knowledge (Lanctot et al. 2014; Chaslot et al. 2008): with `imm > 0` every child
//!   is scored when its parent is expanded (`heur=eval`: [`Game::evaluate`]; `heur=qs`: a
//!   quiescence search), children are stored best first, and the scores are backed up by
//!   minimax beside the playout means; with `fpu=heur` an unvisited child competes at its score
//!   instead of being tried before every visited sibling, so badly scored moves wait (a
//!   progressive widening driven by the evaluation, which tames Uncertainty's transformation
//!   choices).
//! - Proofs at expansion: a child that wins at once (`heur=exact`), or whose check leads to a
//!   forced mate by checks (`mate=N`, [`crate::mate`]), is marked a proven win when its parent is
//!   expanded, so the solver proves the parent, or refutes the move that allowed it, at once.
//! - Determinization: with `det=pimc:K` and a state that [`Game::has_uncertainty`], search runs
//!   PIMC (perfect-information Monte Carlo): K determinizations, each searched with its own
//!   tree, root statistics summed over the moves legal in the real state.
//! - Root parallelism: `threads=N` (with `par=root`, the default) grows N independent trees on
//!   derived seeds with rayon and sums their root statistics.
//! - Tree parallelism: `threads=N,par=tree` grows one shared tree with N workers and virtual
//!   loss, see [`crate::treepar`].
//!
//! The hot path allocates nothing except the arena's growth: one move buffer and one path
//! buffer per search worker, reused; the root state is cloned once per iteration.

use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::RngCore;
use rayon::prelude::*;

pub use crate::bench::{playout_bench, search_bench, PlayoutStats, SearchStats};
use crate::game::{Game, GameRng, Player};
pub(crate) use crate::leaf::{quiescence_leaf, score_leaf};
use crate::{derive_seed, rng_from_seed};

/// How search treats hidden information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Determinization {
    /// Search the state as given (spec `det=none`).
    None,
    /// PIMC with `K` determinizations (spec `det=pimc:K`, `K >= 1`), each searched with
    /// `iters / K` iterations; only used when [`Game::has_uncertainty`] is true, otherwise the
    /// search behaves as [`Determinization::None`].
    Pimc(u32),
    /// Single-observer ISMCTS (spec `det=ismcts`): one tree, a fresh determinization per
    /// iteration, availability counts in selection ([`crate::ismcts`]); only used when
    /// [`Game::has_uncertainty`] is true.
    Ismcts,
}

/// How `threads > 1` search workers share the work (spec `par=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Parallelism {
    /// Root parallelism (spec `par=root`, the default): `threads` independent trees on derived
    /// seeds, their root statistics summed.
    Root,
    /// Tree parallelism (spec `par=tree`): one shared tree grown by `threads` workers with
    /// virtual loss ([`crate::treepar`]). Tree reuse between moves is off in this mode, and
    /// with PIMC or ISMCTS in effect it is not used (they run as with `par=root`).
    Tree,
}

/// The parameters of one MCTS search; the `mcts:` agent spec written as a struct.
///
/// Budget: search stops when `iters` iterations are done (if `iters > 0`) or `ms`
/// milliseconds have passed (if `ms > 0`), whichever comes first. At least one of them must be
/// non-zero. The budget is the total for one move: it is split between the determinizations
/// (PIMC) or between the root-parallel trees (`threads > 1`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iteration budget per move (0 = no iteration limit, then `ms` must be > 0).
    pub iters: u32,
    /// Wall-clock budget per move in milliseconds (0 = off).
    pub ms: u64,
    /// UCT exploration constant `c` in `mean + c * sqrt(ln N / n)`; finite, `>= 0`.
    pub c: f32,
    /// Playout cutoff in plies: after this many playout plies the playout stops and is scored
    /// with [`Game::evaluate`]; 0 = play out to the end.
    pub cutoff: u32,
    /// Determinization mode.
    pub det: Determinization,
    /// Number of search threads (rayon), `>= 1`: independent trees under `par=root`, workers
    /// on one tree under `par=tree`.
    pub threads: u32,
    /// How the threads share the work (root or tree parallelism); irrelevant with one thread
    /// under `par=root`.
    pub par: Parallelism,
    /// Implicit minimax backups (Lanctot, Winands, Pepels, Sturtevant, "Monte Carlo Tree
    /// Search with Heuristic Evaluations using Implicit Minimax Backups", CIG 2014): weight
    /// `alpha` in `0..=1` of the minimax-backed-up [`Game::evaluate`] value beside the mean
    /// playout reward in selection, `(1 - alpha) * Q + alpha * V + c * sqrt(ln N / n)`; children
    /// are evaluated when their parent is expanded and tried best-first. 0 = off.
    pub imm: f32,
    /// Capture bias of playouts: the probability, in `0..=1`, that a playout ply picks uniformly
    /// among the captures ([`Game::is_capture`]) when there are any, instead of among all
    /// moves. 0 = uniform random playouts.
    pub capture: f32,
    /// Leaf evaluation by quiescence instead of a playout: with `qs > 0` a new leaf is scored
    /// by a quiescence search of up to `qs` plies of captures on [`Game::evaluate`]
    /// ([`crate::alphabeta::quiescence`]) turned into a win probability, and `cutoff` and
    /// `capture` are unused. 0 = playouts.
    pub qs: u32,
    /// First-play urgency: how an unvisited child competes in selection. [`Fpu::First`]
    /// (spec `fpu=first`) visits every child once before UCB1 compares any (classic UCT);
    /// [`Fpu::Heur`] (spec `fpu=heur`) scores an unvisited child as if visited once with its
    /// [`Game::evaluate`] value (the `imm` heuristic), so a child that evaluates badly waits
    /// until the exploration term lifts it: a form of progressive widening driven by the
    /// evaluation (Gelly and Wang 2006 for FPU; Chaslot et al. 2008, progressive strategies).
    pub fpu: Fpu,
    /// How a new child's heuristic value (used by `imm` and `fpu=heur`) is computed when its
    /// parent is expanded: [`Heuristic::Eval`] (spec `heur=eval`) is [`Game::evaluate`] of the
    /// child; [`Heuristic::Exact`] (spec `heur=exact`) the same, or the result when the move
    /// ends the game (a child that wins at once is marked proven); [`Heuristic::CapQs`] (spec
    /// `heur=capqs`) as `exact`, but a child reached by a capture is scored by a quiescence
    /// search of `qs` plies (static evaluation when `qs = 0`); [`Heuristic::Qs`] (spec
    /// `heur=qs`) is a quiescence search of `qs` capture plies
    /// from the child (static evaluation when `qs = 0`), so a move that hangs a piece is scored
    /// after the recapture. Only used when `imm > 0`.
    pub heur: Heuristic,
    /// Leaf alpha-beta depth: with `ab > 0` a new leaf is scored by an alpha-beta search of
    /// `ab` plies (captures first) ending in `qs` plies of quiescence
    /// ([`crate::alphabeta::shallow`]), so a leaf whose mover can mate or win material in `ab`
    /// plies is scored as such (an MCTS-minimax hybrid: Baier and Winands, "MCTS-Minimax
    /// Hybrids", IEEE TCIAIG 2015). 0 = quiescence or playouts as `qs` says.
    pub ab: u32,
    /// Check bonus: added, in `0..=1`, to the heuristic value (for the mover) of a child whose
    /// player to decide is in check ([`Game::is_in_check`]), capped at 1, so checking moves are
    /// tried before quiet moves of equal evaluation, as chess engines order them; a check that
    /// leaves the opponent few replies leads the search to a mate it would otherwise try last.
    /// Only used when `imm > 0`. 0 = off.
    pub check: f32,
    /// Mate search at expansion: a child that gives check ([`Game::is_in_check`]) is searched
    /// for a forced mate by checks with up to `mate` further moves of the mover
    /// ([`crate::mate::forced_mate_by_checks`]); a child whose mate is found is marked a
    /// proven win for the solver, so a checking sacrifice that `evaluate` scores as lost
    /// material is played, and the move that allowed it is proven lost once it is expanded.
    /// Checks with more than [`crate::mate::MAX_REPLIES`] replies are not searched. Only used
    /// when `imm > 0`. 0 = off.
    pub mate: u32,
    /// Alpha-beta veto ([`crate::alphabeta::AlphaBetaAgent::veto`]), used by the `mcts`
    /// agent ([`crate::agent::MctsAgent`]): with `ms > 0`, this fraction of the time budget,
    /// in `0..=0.9`, is kept back from MCTS and spent on an iterative-deepening alpha-beta that
    /// replaces MCTS's move only by a move it finds better by more than [`VETO_MARGIN`]; with
    /// `ms = 0` the veto searches [`VETO_DEPTH`] plies. 0 = off. Not used by a bare
    /// [`Searcher`].
    pub veto: f32,
}

/// How much better (in [`Game::evaluate`] units, `[-1, 1]`; a pawn of orthodox chess is about
/// 0.1 there) a move must be than MCTS's choice for the veto to play it instead.
pub const VETO_MARGIN: f32 = 0.15;
/// The veto's depth in plies when the search has no time budget (`ms = 0`).
pub const VETO_DEPTH: u32 = 2;

/// How children are scored at expansion (spec `heur=`), see [`SearchConfig::heur`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// [`Game::evaluate`] of the child (spec `heur=eval`).
    Eval,
    /// A quiescence search from the child (spec `heur=qs`).
    Qs,
    /// [`Game::evaluate`] of the child, or its exact result when the child's game is over
    /// (spec `heur=exact`): a mating or stalemating move is ordered by what it is. Costs one
    /// [`Game::outcome`] per child.
    Exact,
    /// As `Exact`, but a child reached by a capture ([`Game::is_capture`]) is scored by a
    /// quiescence search of `qs` plies from it (spec `heur=capqs`), so a capture of a defended
    /// piece is scored after the recapture. Quiet children cost what they cost under `Exact`;
    /// the implicit minimax backup (`imm`) then no longer sees a threat in every capture the
    /// opponent could make.
    CapQs,
}

/// First-play urgency of unvisited children (spec `fpu=`), see [`SearchConfig::fpu`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fpu {
    /// Every child is visited once before UCB1 compares any (spec `fpu=first`).
    First,
    /// An unvisited child scores its heuristic value plus the exploration term of one visit
    /// (spec `fpu=heur`).
    Heur,
}

/// The knobs of one tree's iterations (a part of [`SearchConfig`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Policy {
    pub(crate) c: f32,
    pub(crate) cutoff: u32,
    pub(crate) imm: f32,
    pub(crate) capture: f32,
    pub(crate) qs: u32,
    pub(crate) fpu: Fpu,
    pub(crate) heur: Heuristic,
    pub(crate) ab: u32,
    pub(crate) check: f32,
    pub(crate) mate: u32,
}

impl Policy {
    pub(crate) fn of(cfg: &SearchConfig) -> Policy {
        Policy {
            c: cfg.c,
            cutoff: cfg.cutoff,
            imm: cfg.imm,
            capture: cfg.capture,
            qs: cfg.qs,
            fpu: cfg.fpu,
            heur: cfg.heur,
            ab: cfg.ab,
            check: cfg.check,
            mate: cfg.mate,
        }
    }
}

/// `SearchConfig` never holds a NaN `c` when built by spec parsing, so equality is an
/// equivalence relation.
impl Eq for SearchConfig {}

/// Default [`SearchConfig::imm`].
pub const DEFAULT_IMM: f32 = 0.5;
/// Default [`SearchConfig::capture`].
pub const DEFAULT_CAPTURE: f32 = 0.0;
/// Default [`SearchConfig::qs`].
pub const DEFAULT_QS: u32 = 8;
/// Default [`SearchConfig::fpu`].
pub const DEFAULT_FPU: Fpu = Fpu::Heur;
/// Default [`SearchConfig::heur`].
pub const DEFAULT_HEUR: Heuristic = Heuristic::Exact;
/// Default [`SearchConfig::ab`].
pub const DEFAULT_AB: u32 = 0;
/// Default [`SearchConfig::check`].
pub const DEFAULT_CHECK: f32 = 0.0;
/// Default [`SearchConfig::mate`].
pub const DEFAULT_MATE: u32 = 1;
/// Default [`SearchConfig::veto`].
pub const DEFAULT_VETO: f32 = 0.0;

impl Default for SearchConfig {
    /// The defaults of the `mcts` agent spec:
    /// `iters=1000,ms=0,c=0.1,cutoff=60,det=none,threads=1,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0`,
    /// the strongest settings measured (docs/strength.md): quiescence leaves and implicit
    /// minimax backups beat the earlier `c=1.4` random-playout search 8-0 at 100 ms a move in
    /// chess, Uncertainty and Potential Chess, and first-play urgency from the evaluation
    /// (`fpu=heur`) beat `fpu=first` in every variant tried (docs/strength.md).
    fn default() -> Self {
        SearchConfig {
            iters: 1000,
            ms: 0,
            c: 0.1,
            cutoff: 60,
            det: Determinization::None,
            threads: 1,
            par: Parallelism::Root,
            imm: DEFAULT_IMM,
            capture: DEFAULT_CAPTURE,
            qs: DEFAULT_QS,
            fpu: DEFAULT_FPU,
            heur: DEFAULT_HEUR,
            ab: DEFAULT_AB,
            check: DEFAULT_CHECK,
            mate: DEFAULT_MATE,
            veto: DEFAULT_VETO,
        }
    }
}

/// What a search found at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The chosen move: a child proven won for the player to decide if there is one, otherwise
    /// the most visited child that is not proven lost (ties: higher mean value, then the
    /// earlier move in [`Game::legal_moves`] order).
    pub best: M,
    /// Sum of the root children's visits (over all trees and determinizations; under PIMC
    /// it counts only moves legal in the real state, and includes the unspent iteration budget
    /// of determinizations proven won, credited to their winning move).
    pub root_visits: u32,
    /// One entry per legal move of the real state, in [`Game::legal_moves`] order:
    /// `(move, visits, mean value)`, the mean being the average reward in `[0, 1]` for the
    /// player to decide at the root (1 = win, 0.5 = draw); 0.5 for a move never visited.
    pub children: Vec<(M, u32, f32)>,
    /// Iterations run, summed over trees.
    pub iterations: u64,
    /// Nodes allocated, summed over trees.
    pub nodes: usize,
    /// MCTS-Solver verdict for the player to decide at the root: `Some(true)` = proven win,
    /// `Some(false)` = proven loss, `None` = not proven (always `None` under PIMC, where a proof
    /// holds only inside one determinization).
    pub proven: Option<bool>,
}

/// Node states.
const UNEXPANDED: u8 = 0;
const EXPANDED: u8 = 1;
const TERMINAL: u8 = 2;

/// Solver marks, from the point of view of the node's `player`.
const PROVEN_WIN: i8 = 1;
const PROVEN_LOSS: i8 = -1;
pub(crate) const UNPROVEN: i8 = 0;

/// One node of the arena. The move leading to it lives in a parallel array (see [`Tree`]) so
/// the node itself does not depend on the game.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// Index of the first child; children are `first_child .. first_child + num_children`.
    first_child: u32,
    num_children: u32,
    visits: u32,
    /// Sum of rewards in `[0, 1]` for `player`.
    value: f32,
    /// The player who made the move leading here (the parent's `to_move()`).
    player: Player,
    /// `UNEXPANDED`, `EXPANDED` or `TERMINAL`.
    state: u8,
    /// `PROVEN_WIN`, `PROVEN_LOSS` (for `player`) or `UNPROVEN`.
    proven: i8,
    /// Implicit minimax value in `[0, 1]` for `player`: [`Game::evaluate`] of the node's state
    /// as a win probability, backed up by minimax once the node is expanded (only kept when
    /// `imm > 0`).
    heur: f32,
}

impl Node {
    fn new(player: Player) -> Node {
        Node {
            first_child: 0,
            num_children: 0,
            visits: 0,
            value: 0.0,
            player,
            state: UNEXPANDED,
            proven: UNPROVEN,
            heur: 0.5,
        }
    }
}

/// The bytes one tree node costs: the node plus its move.
pub fn node_bytes<G: Game>() -> usize {
    std::mem::size_of::<Node>() + std::mem::size_of::<G::Move>()
}

/// The heuristic value in `[0, 1]`, for `mover`, of `child` (the position after `mover`'s
/// move): its evaluation as a win probability (`heur=eval`), the same or the result when the
/// move ended the game (`heur=exact`), or its quiescence value (`heur=qs`, exact when the game
/// is over); plus `check` when the child gives check, or 1 when `mate > 0` and a mate search
/// by checks proves a forced mate. The flag is true when the value is a proven win for `mover`
/// (the move wins at once under `heur=exact`, or the mate search proved it): the caller marks
/// the child proven, for the solver.
#[inline]
pub(crate) fn child_heuristic<G: Game>(
    child: &G,
    capture: bool,
    mover: Player,
    policy: Policy,
    qbufs: &mut Vec<Vec<G::Move>>,
) -> (f32, bool) {
    let h = child_value(child, capture, mover, policy, qbufs);
    if h.1 || (policy.check <= 0.0 && policy.mate == 0) || !child.is_in_check() {
        return h;
    }
    if policy.mate > 0
        && child.to_move() != mover
        && crate::mate::forced_mate_by_checks(child, mover, policy.mate, qbufs, 0)
    {
        return (1.0, true);
    }
    ((h.0 + policy.check).min(1.0), false)
}

/// [`child_heuristic`] before the check bonus and the mate search.
#[inline]
fn child_value<G: Game>(
    child: &G,
    capture: bool,
    mover: Player,
    policy: Policy,
    qbufs: &mut Vec<Vec<G::Move>>,
) -> (f32, bool) {
    let h = match policy.heur {
        Heuristic::Eval | Heuristic::Exact | Heuristic::CapQs => {
            if policy.heur != Heuristic::Eval {
                if let Some(s) = child.outcome().score_for(mover) {
                    return (s, s >= 1.0);
                }
            }
            if capture && policy.heur == Heuristic::CapQs && policy.qs > 0 {
                let v = crate::alphabeta::quiescence(
                    child,
                    qbufs,
                    0,
                    policy.qs,
                    f32::NEG_INFINITY,
                    f32::INFINITY,
                    &mut || false,
                );
                let p = (v.clamp(-1.0, 1.0) + 1.0) * 0.5;
                return (if child.to_move() == mover { p } else { 1.0 - p }, false);
            }
            let p = (child.evaluate().clamp(-1.0, 1.0) + 1.0) * 0.5;
            if child.to_move() == mover {
                p
            } else {
                1.0 - p
            }
        }
        Heuristic::Qs => {
            let (w, _) = quiescence_leaf(child, qbufs, policy.qs);
            white_score(mover, w)
        }
    };
    (h, false)
}

/// Converts a score in `[0, 1]` for `p` into White's score.
#[inline]
pub(crate) fn white_score(p: Player, score: f32) -> f32 {
    match p {
        Player::White => score,
        Player::Black => 1.0 - score,
    }
}

/// Root statistics of one tree: `(move, visits, value sum for the root mover, solver mark for
/// the root mover)`.
pub(crate) type RootStats<M> = Vec<(M, u32, f64, i8)>;

/// At most this many nodes per tree (about 400 MB with 4-byte moves). A tree that is full
/// stops expanding: its leaves are scored by playouts from then on. Keeps `u32` indices valid
/// and long time budgets from exhausting memory.
pub const MAX_NODES: usize = 1 << 24;

/// One search tree with its reusable buffers.
struct Worker<M> {
    /// Node limit, [`MAX_NODES`] except in tests.
    max_nodes: usize,
    nodes: Vec<Node>,
    /// `moves[i - 1]` is the move leading to node `i` (the root, node 0, has none).
    moves: Vec<M>,
    buf: Vec<M>,
    /// Children being evaluated at expansion (imm): `(heuristic, move)`.
    scored: Vec<(f32, M)>,
    /// Move buffers of the quiescence search, one per ply.
    qbufs: Vec<Vec<M>>,
    path: Vec<u32>,
    /// Second arena for re-rooting (tree reuse), kept for its capacity.
    spare_nodes: Vec<Node>,
    spare_moves: Vec<M>,
}

/// Result of one tree's run.
struct RunInfo {
    iterations: u64,
}

impl<M: Copy> Worker<M> {
    fn new() -> Self {
        Worker {
            max_nodes: MAX_NODES,
            nodes: Vec::new(),
            moves: Vec::new(),
            buf: Vec::new(),
            scored: Vec::new(),
            qbufs: Vec::new(),
            path: Vec::new(),
            spare_nodes: Vec::new(),
            spare_moves: Vec::new(),
        }
    }

    /// Makes node `child` the root, keeping its subtree and dropping the rest: the subtree is
    /// copied breadth-first into the spare arena (children stay contiguous), then the arenas
    /// are swapped. Costs one pass over the kept subtree.
    fn reroot(&mut self, child: u32) {
        let mut nodes = std::mem::take(&mut self.spare_nodes);
        let mut moves = std::mem::take(&mut self.spare_moves);
        let mut queue = std::mem::take(&mut self.path);
        nodes.clear();
        moves.clear();
        queue.clear();
        nodes.push(self.nodes[child as usize]);
        queue.push(child);
        let mut k = 0;
        while k < nodes.len() {
            let old = self.nodes[queue[k] as usize];
            if old.state == EXPANDED {
                nodes[k].first_child = nodes.len() as u32;
                for c in old.first_child..old.first_child + old.num_children {
                    nodes.push(self.nodes[c as usize]);
                    moves.push(self.moves[c as usize - 1]);
                    queue.push(c);
                }
            }
            k += 1;
        }
        self.spare_nodes = std::mem::replace(&mut self.nodes, nodes);
        self.spare_moves = std::mem::replace(&mut self.moves, moves);
        self.path = queue;
    }

    /// The child of the root reached by `mv`, if the root is expanded.
    fn root_child(&self, mv: M) -> Option<u32>
    where
        M: PartialEq,
    {
        let r = self.nodes.first()?;
        if r.state != EXPANDED {
            return None;
        }
        (r.first_child..r.first_child + r.num_children).find(|&c| self.moves[c as usize - 1] == mv)
    }

    fn clear(&mut self) {
        self.nodes.clear();
        self.moves.clear();
        self.path.clear();
    }

    /// Expands `idx` from `state`: all legal moves become unvisited children, in random order
    /// (so unvisited children are tried in random order), or with `imm > 0` in order of their
    /// evaluation, best first (ties in random order). Marks a finished state terminal.
    fn expand<G: Game<Move = M>>(
        &mut self,
        idx: u32,
        state: &G,
        policy: Policy,
        rng: &mut GameRng,
    ) {
        let imm = policy.imm;
        state.legal_moves(&mut self.buf);
        if self.buf.is_empty() {
            self.mark_terminal(idx, state);
            return;
        }
        self.buf.shuffle(rng);
        let first = self.nodes.len() as u32;
        let mover = state.to_move();
        if imm > 0.0 {
            self.scored.clear();
            for &m in &self.buf {
                let mut c = state.clone();
                c.play(m);
                let capture = policy.heur == Heuristic::CapQs && state.is_capture(m);
                let (h, won) = child_heuristic(&c, capture, mover, policy, &mut self.qbufs);
                self.scored.push((h + won as u8 as f32, m));
            }
            // Stable: equal evaluations keep the shuffled order.
            self.scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            for &(h, m) in &self.scored {
                let mut n = Node::new(mover);
                // A proven win is stored as 2 while sorting (first of all), then marked.
                if h > 1.0 {
                    n.proven = PROVEN_WIN;
                }
                n.heur = h.min(1.0);
                self.nodes.push(n);
                self.moves.push(m);
            }
        } else {
            for &m in &self.buf {
                self.nodes.push(Node::new(mover));
                self.moves.push(m);
            }
        }
        let n = &mut self.nodes[idx as usize];
        n.first_child = first;
        n.num_children = self.buf.len() as u32;
        n.state = EXPANDED;
        if imm > 0.0 {
            self.back_up_heur(idx);
        }
    }

    /// Implicit minimax: the value of expanded node `idx` for its player is the best of its
    /// children's values for the player deciding there.
    #[inline]
    fn back_up_heur(&mut self, idx: u32) {
        let n = self.nodes[idx as usize];
        if n.state != EXPANDED || n.proven != UNPROVEN {
            return;
        }
        let (first, end) = (n.first_child, n.first_child + n.num_children);
        let mut best = f32::NEG_INFINITY;
        for i in first..end {
            best = best.max(self.nodes[i as usize].heur);
        }
        let mover = self.nodes[first as usize].player;
        self.nodes[idx as usize].heur = if mover == n.player { best } else { 1.0 - best };
    }

    fn mark_terminal<G: Game>(&mut self, idx: u32, state: &G) {
        let n = &mut self.nodes[idx as usize];
        n.state = TERMINAL;
        n.num_children = 0;
        let s = state.outcome().score_for(n.player).unwrap_or(0.5);
        n.proven = if s >= 1.0 {
            PROVEN_WIN
        } else if s <= 0.0 {
            PROVEN_LOSS
        } else {
            UNPROVEN
        };
        n.heur = s;
    }

    /// UCT selection among the children of `idx`: a child proven won for the mover at once,
    /// else the first unvisited child, else the best UCB1 score among children not proven lost.
    ///
    /// With `fpu = Fpu::Heur` an unvisited child is not taken at once: it scores
    /// `heur + explore` (one virtual visit at its heuristic value). Children are stored best
    /// heuristic first (see [`Worker::expand`]) and an unvisited child's heuristic never
    /// changes, so only the first unvisited child needs scoring.
    #[inline]
    fn select(&self, idx: u32, c: f32, imm: f32, fpu: Fpu) -> u32 {
        let n = &self.nodes[idx as usize];
        let first = n.first_child;
        let end = first + n.num_children;
        let explore = c * (n.visits.max(1) as f32).ln().sqrt();
        let mut best = u32::MAX;
        let mut best_score = f32::NEG_INFINITY;
        let mut fallback = first;
        let mut unvisited_scored = false;
        for i in first..end {
            let ch = &self.nodes[i as usize];
            if ch.proven == PROVEN_WIN {
                return i;
            }
            if ch.proven == PROVEN_LOSS {
                continue;
            }
            if ch.visits == 0 {
                if fpu == Fpu::First {
                    return i;
                }
                if !unvisited_scored {
                    unvisited_scored = true;
                    let score = ch.heur + explore;
                    if score > best_score {
                        best_score = score;
                        best = i;
                    }
                }
                fallback = i;
                continue;
            }
            let v = ch.visits as f32;
            let q = (1.0 - imm) * (ch.value / v) + imm * ch.heur;
            let score = q + explore / v.sqrt();
            if score > best_score {
                best_score = score;
                best = i;
            }
            fallback = i;
        }
        if best == u32::MAX {
            fallback
        } else {
            best
        }
    }

    /// Runs iterations from `root` until the budget is spent or the root is proven. With
    /// `reuse`, the tree already in the arena (whose root must be `root`) is grown further;
    /// otherwise a fresh tree is started.
    #[allow(clippy::too_many_arguments)]
    fn run<G: Game<Move = M>>(
        &mut self,
        root: &G,
        reuse: bool,
        iters: u32,
        deadline: Option<Instant>,
        policy: Policy,
        rng: &mut GameRng,
    ) -> RunInfo {
        if reuse && !self.nodes.is_empty() {
            if self.nodes[0].state == UNEXPANDED {
                self.expand(0, root, policy, rng);
            }
        } else {
            self.clear();
            self.nodes.push(Node::new(root.to_move().other()));
            self.expand(0, root, policy, rng);
        }
        assert!(
            self.nodes[0].state != TERMINAL,
            "search called on a finished game"
        );
        let mut done: u64 = 0;
        loop {
            if iters > 0 && done >= iters as u64 {
                break;
            }
            if let Some(d) = deadline {
                // Every iteration: Instant::now() costs tens of nanoseconds, and one iteration
                // can cost milliseconds (expanding ~600 children on the hypertorus), so checking
                // every 16 overran a 50 ms budget tenfold.
                if Instant::now() >= d {
                    break;
                }
            }
            if self.nodes[0].proven != UNPROVEN {
                break;
            }
            self.iterate(root, policy, rng);
            done += 1;
        }
        RunInfo { iterations: done }
    }

    /// One iteration: selection, expansion, playout, backpropagation (with solver updates).
    fn iterate<G: Game<Move = M>>(&mut self, root: &G, policy: Policy, rng: &mut GameRng) {
        let mut state = root.clone();
        self.path.clear();
        self.path.push(0);
        let mut idx: u32 = 0;
        let white: f32;
        loop {
            let n = self.nodes[idx as usize];
            if n.proven != UNPROVEN {
                white = white_score(n.player, if n.proven == PROVEN_WIN { 1.0 } else { 0.0 });
                break;
            }
            if n.state == TERMINAL {
                // Terminal and not proven: a draw.
                white = 0.5;
                break;
            }
            let full = n.state == UNEXPANDED && idx != 0 && self.nodes.len() >= self.max_nodes;
            if (n.visits == 0 || full) && idx != 0 {
                let (w, terminal) =
                    score_leaf(&mut state, &mut self.qbufs, &mut self.buf, policy, rng);
                if terminal {
                    self.mark_terminal(idx, &state);
                }
                white = w;
                break;
            }
            if n.state == UNEXPANDED {
                self.expand(idx, &state, policy, rng);
                if self.nodes[idx as usize].state == TERMINAL {
                    continue;
                }
            }
            let child = self.select(idx, policy.c, policy.imm, policy.fpu);
            state.play(self.moves[child as usize - 1]);
            self.path.push(child);
            idx = child;
        }
        self.backpropagate(white, policy.imm > 0.0);
    }

    fn backpropagate(&mut self, white: f32, imm: bool) {
        let len = self.path.len();
        for k in (0..len).rev() {
            let idx = self.path[k] as usize;
            if imm {
                self.back_up_heur(idx as u32);
            }
            let n = &mut self.nodes[idx];
            n.visits += 1;
            n.value += white_score(n.player, white);
            if k > 0 && n.proven != UNPROVEN {
                let parent = self.path[k - 1];
                self.solve(parent, idx as u32);
            }
        }
    }

    /// MCTS-Solver: updates the mark of `parent` after its child `child` got proven.
    fn solve(&mut self, parent: u32, child: u32) {
        let p = self.nodes[parent as usize];
        if p.proven != UNPROVEN {
            return;
        }
        let ch = self.nodes[child as usize];
        // `ch.player` decides at `parent`.
        let same = p.player == ch.player;
        let verdict_for_mover = if ch.proven == PROVEN_WIN {
            Some(true)
        } else {
            let (first, end) = (p.first_child, p.first_child + p.num_children);
            let all_lost = (first..end).all(|i| self.nodes[i as usize].proven == PROVEN_LOSS);
            if all_lost {
                Some(false)
            } else {
                None
            }
        };
        if let Some(mover_wins) = verdict_for_mover {
            let parent_player_wins = mover_wins == same;
            let pn = &mut self.nodes[parent as usize];
            pn.proven = if parent_player_wins {
                PROVEN_WIN
            } else {
                PROVEN_LOSS
            };
            pn.heur = if parent_player_wins { 1.0 } else { 0.0 };
        }
    }

    fn root_stats(&self) -> RootStats<M> {
        let r = self.nodes[0];
        (r.first_child..r.first_child + r.num_children)
            .map(|i| {
                let n = &self.nodes[i as usize];
                (
                    self.moves[i as usize - 1],
                    n.visits,
                    n.value as f64,
                    n.proven,
                )
            })
            .collect()
    }
}

/// One unit of work: a tree grown on one (possibly determinized) state.
pub(crate) struct UnitOut<M> {
    pub(crate) stats: RootStats<M>,
    pub(crate) iterations: u64,
    pub(crate) nodes: usize,
}

/// A reusable MCTS searcher: holds the configuration, a tree with its buffers (kept between
/// searches so their capacity is reused) and, for `threads > 1`, a rayon thread pool.
pub struct Searcher<G: Game> {
    config: SearchConfig,
    worker: Worker<G::Move>,
    real_moves: Vec<G::Move>,
    pool: Option<rayon::ThreadPool>,
    /// Whether tree reuse is on.
    reuse: bool,
    /// The state at the root of `worker`'s tree when that tree may be reused.
    tree_key: Option<StateKey>,
    /// Node cap of a `par=tree` search ([`MAX_NODES`] unless set).
    max_nodes: usize,
}

/// Identifies a state for tree reuse: (hash, plies, player to decide).
type StateKey = (u64, u32, Player);

fn state_key<G: Game>(g: &G) -> StateKey {
    (g.hash(), g.plies(), g.to_move())
}

impl<G: Game> Searcher<G> {
    /// A searcher for `config`. With `config.threads > 1` it builds a rayon pool of that many
    /// threads (panics if the pool cannot be built).
    pub fn new(config: SearchConfig) -> Self {
        let pool = if config.threads > 1 {
            Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(config.threads as usize)
                    .build()
                    .expect("cannot build the search thread pool"),
            )
        } else {
            None
        };
        Searcher {
            config,
            worker: Worker::new(),
            real_moves: Vec::new(),
            pool,
            reuse: false,
            tree_key: None,
            max_nodes: MAX_NODES,
        }
    }

    /// Turns tree reuse on or off (off by default). With reuse on, a single-tree search
    /// (`threads=1`, `par=root`, and no PIMC in effect) keeps its tree; [`Searcher::advance`]
    /// follows the moves played, and the next [`Searcher::search`] of the state reached grows
    /// the kept subtree by the configured budget instead of starting afresh. Searching any
    /// other state starts a fresh tree.
    pub fn set_tree_reuse(&mut self, on: bool) {
        self.reuse = on;
        if !on {
            self.tree_key = None;
        }
    }

    /// Tells the searcher that `mv` was played in `before`. If the kept tree is rooted at
    /// `before` (same hash, plies and player to decide), the child reached by `mv` becomes the
    /// root and the rest of the tree is dropped; otherwise the kept tree is forgotten. Does
    /// nothing useful unless tree reuse is on.
    pub fn advance(&mut self, before: &G, mv: G::Move) {
        let Some(key) = self.tree_key.take() else {
            return;
        };
        if !self.reuse || key != state_key(before) {
            return;
        }
        if let Some(child) = self.worker.root_child(mv) {
            self.worker.reroot(child);
            let mut after = before.clone();
            after.play(mv);
            if after.outcome().is_ongoing() {
                self.tree_key = Some(state_key(&after));
            }
        }
    }

    /// Caps the nodes of a `par=tree` search's shared tree at `n` (clamped to
    /// `1..=`[`MAX_NODES`], the default); when the tree is full, search goes on scoring leaves
    /// without expanding them. Root-parallel trees always use [`MAX_NODES`].
    pub fn set_max_nodes(&mut self, n: usize) {
        self.max_nodes = n.clamp(1, MAX_NODES);
    }

    /// The configuration.
    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Sets the time budget of the next searches (`ms`, see [`SearchConfig::ms`]).
    pub(crate) fn set_ms(&mut self, ms: u64) {
        self.config.ms = ms;
    }

    /// Searches `game` and returns the root statistics. Draws one `u64` from `rng` and derives
    /// every tree's seed from it, so the result depends only on `rng` (and on the clock when
    /// `ms > 0`), not on thread scheduling.
    ///
    /// Panics if `game` is finished (no legal move).
    pub fn search(&mut self, game: &G, rng: &mut GameRng) -> SearchResult<G::Move> {
        let cfg = self.config;
        game.legal_moves(&mut self.real_moves);
        assert!(
            !self.real_moves.is_empty(),
            "search called on a finished game"
        );
        let base = rng.next_u64();
        let pimc = match cfg.det {
            Determinization::Pimc(k) if game.has_uncertainty() => Some(k.max(1)),
            _ => None,
        };
        if cfg.det == Determinization::Ismcts && game.has_uncertainty() {
            let deadline = (cfg.ms > 0).then(|| Instant::now() + Duration::from_millis(cfg.ms));
            let mut urng = rng_from_seed(derive_seed(base, 0));
            let out = crate::ismcts::run(game, cfg.iters, deadline, Policy::of(&cfg), &mut urng);
            self.tree_key = None;
            return combine(&self.real_moves, &[out], false);
        }
        let threads = cfg.threads.max(1);
        if cfg.par == Parallelism::Tree && pimc.is_none() {
            let deadline = (cfg.ms > 0).then(|| Instant::now() + Duration::from_millis(cfg.ms));
            let out = crate::treepar::run(
                game,
                threads,
                self.pool.as_ref(),
                cfg.iters,
                deadline,
                Policy::of(&cfg),
                base,
                self.max_nodes,
            );
            self.tree_key = None;
            return combine(&self.real_moves, &[out], true);
        }
        let units = pimc.unwrap_or(threads);
        // Budget per unit.
        let unit_iters = |i: u32| -> u32 {
            if cfg.iters == 0 {
                0
            } else {
                let q = cfg.iters / units;
                let r = cfg.iters % units;
                (q + u32::from(i < r)).max(1)
            }
        };
        let unit_ms = if cfg.ms == 0 {
            0
        } else {
            (cfg.ms * threads.min(units) as u64 / units as u64).max(1)
        };
        let single_tree = units == 1 && pimc.is_none();
        let reuse_now = self.reuse && single_tree && self.tree_key == Some(state_key(game));
        let run_unit = |worker: &mut Worker<G::Move>, i: u32, reuse: bool| -> UnitOut<G::Move> {
            let mut urng = rng_from_seed(derive_seed(base, i as u64));
            let deadline = if unit_ms > 0 {
                // Sequential units each get their share of the wall clock from when they start.
                Some(Instant::now() + Duration::from_millis(unit_ms))
            } else {
                None
            };
            let info = if pimc.is_some() {
                let d = game.determinize(&mut urng);
                let mut probe = Vec::new();
                d.legal_moves(&mut probe);
                if probe.is_empty() {
                    // A world in which the game is already over (e.g. a Potential Chess
                    // determinization where the side to move is mated): it says nothing about
                    // which move to play, so it adds no statistics.
                    return UnitOut {
                        stats: Vec::new(),
                        iterations: 0,
                        nodes: 0,
                    };
                }
                worker.run(
                    &d,
                    false,
                    unit_iters(i),
                    deadline,
                    Policy::of(&cfg),
                    &mut urng,
                )
            } else {
                worker.run(
                    game,
                    reuse,
                    unit_iters(i),
                    deadline,
                    Policy::of(&cfg),
                    &mut urng,
                )
            };
            let mut stats = worker.root_stats();
            if pimc.is_some() {
                // A determinization whose root got proven won stops early; so that it still
                // weighs as much as the others in the sum, its unspent iteration budget is
                // credited to the winning move as wins.
                let rest = (unit_iters(i) as u64).saturating_sub(info.iterations) as u32;
                if let Some(s) = stats.iter_mut().find(|s| s.3 == PROVEN_WIN) {
                    s.1 += rest;
                    s.2 += rest as f64;
                }
            }
            UnitOut {
                stats,
                iterations: info.iterations,
                nodes: worker.nodes.len(),
            }
        };
        let outs: Vec<UnitOut<G::Move>> = match &self.pool {
            Some(pool) if units > 1 => pool.install(|| {
                (0..units)
                    .into_par_iter()
                    .map(|i| {
                        let mut w = Worker::new();
                        run_unit(&mut w, i, false)
                    })
                    .collect()
            }),
            _ => (0..units)
                .map(|i| run_unit(&mut self.worker, i, reuse_now))
                .collect(),
        };
        self.tree_key = if self.reuse && single_tree {
            Some(state_key(game))
        } else {
            None
        };
        combine(&self.real_moves, &outs, pimc.is_none())
    }
}

/// Sums root statistics over units, keeping only moves legal in the real state, and picks the
/// best move.
fn combine<M: Copy + Eq>(real: &[M], outs: &[UnitOut<M>], trust_proofs: bool) -> SearchResult<M> {
    let mut visits = vec![0u32; real.len()];
    let mut sums = vec![0f64; real.len()];
    let mut marks = vec![UNPROVEN; real.len()];
    let mut iterations = 0;
    let mut nodes = 0;
    for out in outs {
        iterations += out.iterations;
        nodes += out.nodes;
        for &(m, v, s, p) in &out.stats {
            if let Some(j) = real.iter().position(|&r| r == m) {
                visits[j] += v;
                sums[j] += s;
                if p != UNPROVEN {
                    marks[j] = p;
                }
            }
        }
    }
    let mean = |j: usize| {
        if visits[j] == 0 {
            0.5
        } else {
            (sums[j] / visits[j] as f64) as f32
        }
    };
    let children: Vec<(M, u32, f32)> = (0..real.len())
        .map(|j| (real[j], visits[j], mean(j)))
        .collect();
    let better =
        |a: usize, b: usize| visits[a] > visits[b] || (visits[a] == visits[b] && mean(a) > mean(b));
    let pick = |ok: &dyn Fn(usize) -> bool| -> Option<usize> {
        let mut best: Option<usize> = None;
        for j in 0..real.len() {
            if ok(j) && best.is_none_or(|b| better(j, b)) {
                best = Some(j);
            }
        }
        best
    };
    let (best, proven) = if trust_proofs {
        if let Some(j) = pick(&|j| marks[j] == PROVEN_WIN) {
            (j, Some(true))
        } else if let Some(j) = pick(&|j| marks[j] != PROVEN_LOSS) {
            (j, None)
        } else {
            (pick(&|_| true).unwrap(), Some(false))
        }
    } else {
        (pick(&|_| true).unwrap(), None)
    };
    SearchResult {
        best: real[best],
        root_visits: visits.iter().sum(),
        children,
        iterations,
        nodes,
        proven,
    }
}

/// Runs one MCTS search of `game` with `config` (see [`Searcher::search`]); builds a fresh
/// [`Searcher`], so prefer a kept `Searcher` when searching many positions.
///
/// Panics if `game` is finished.
pub fn search<G: Game>(
    game: &G,
    config: &SearchConfig,
    rng: &mut GameRng,
) -> SearchResult<G::Move> {
    Searcher::new(*config).search(game, rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testgames::TicTacToe;

    /// Plain UCT with random playouts to the end (the test games have a flat `evaluate`).
    fn classic() -> Policy {
        Policy::of(&SearchConfig {
            c: 1.4,
            cutoff: 0,
            imm: 0.0,
            capture: 0.0,
            qs: 0,
            ..SearchConfig::default()
        })
    }

    #[test]
    fn node_is_small() {
        // 20 bytes of UCT and solver fields + 4 for the implicit minimax value.
        assert_eq!(std::mem::size_of::<Node>(), 24);
        assert_eq!(node_bytes::<TicTacToe>(), 25);
    }

    #[test]
    fn full_tree_stops_expanding_but_keeps_searching() {
        let mut w = Worker::<u8>::new();
        w.max_nodes = 50;
        let mut rng = rng_from_seed(1);
        let info = w.run(
            &TicTacToe::default(),
            false,
            2000,
            None,
            classic(),
            &mut rng,
        );
        assert_eq!(info.iterations, 2000);
        assert!(
            w.nodes.len() >= 50 && w.nodes.len() <= 50 + 9,
            "{} nodes",
            w.nodes.len()
        );
        assert_eq!(w.nodes[0].visits, 2000);
        let visits: u32 = w.root_stats().iter().map(|s| s.1).sum();
        assert_eq!(visits, 2000);
    }

    /// Checks the arena: every node but the root has exactly one parent, children ranges are
    /// in bounds, and no node has fewer visits than its children together.
    fn check_arena(w: &Worker<u8>) {
        assert_eq!(w.moves.len() + 1, w.nodes.len());
        let mut seen = vec![false; w.nodes.len()];
        seen[0] = true;
        for n in &w.nodes {
            if n.state == EXPANDED {
                let mut sum = 0;
                for c in n.first_child..n.first_child + n.num_children {
                    assert!(!seen[c as usize], "node {c} has two parents");
                    seen[c as usize] = true;
                    sum += w.nodes[c as usize].visits;
                }
                assert!(n.visits >= sum);
            }
        }
        assert!(
            seen.iter().all(|&s| s),
            "every node but the root has a parent"
        );
    }

    #[test]
    fn reroot_keeps_the_subtree() {
        let mut w = Worker::<u8>::new();
        let mut rng = rng_from_seed(3);
        let g = TicTacToe::default();
        w.run(&g, false, 3000, None, classic(), &mut rng);
        check_arena(&w);
        let child = w.root_child(4).unwrap();
        let before = w.nodes[child as usize];
        // Size of the subtree under `child`.
        let mut count = 0;
        let mut stack = vec![child];
        while let Some(i) = stack.pop() {
            count += 1;
            let n = w.nodes[i as usize];
            if n.state == EXPANDED {
                stack.extend(n.first_child..n.first_child + n.num_children);
            }
        }
        let grand = w.nodes[before.first_child as usize];
        let grand_move = w.moves[before.first_child as usize - 1];
        w.reroot(child);
        check_arena(&w);
        assert_eq!(w.nodes.len(), count);
        assert_eq!(w.nodes[0].visits, before.visits);
        assert_eq!(w.nodes[0].num_children, before.num_children);
        let gi = w.root_child(grand_move).unwrap();
        assert_eq!(w.nodes[gi as usize].visits, grand.visits);
        assert_eq!(w.nodes[gi as usize].value, grand.value);
        // And the kept tree grows on.
        let mut s = g.clone();
        s.play(4);
        w.run(&s, true, 500, None, classic(), &mut rng);
        check_arena(&w);
        assert_eq!(w.nodes[0].visits, before.visits + 500);
    }

    #[test]
    fn children_are_contiguous_and_carry_the_mover() {
        let mut w = Worker::<u8>::new();
        let mut rng = rng_from_seed(2);
        w.run(&TicTacToe::default(), false, 300, None, classic(), &mut rng);
        let mut seen = vec![false; w.nodes.len()];
        seen[0] = true;
        for (i, n) in w.nodes.iter().enumerate() {
            if n.state == EXPANDED {
                for c in n.first_child..n.first_child + n.num_children {
                    assert!(!seen[c as usize], "node {c} has two parents");
                    seen[c as usize] = true;
                    let ch = &w.nodes[c as usize];
                    if i != 0 {
                        // TicTacToe alternates: the child's mover is not the node's mover.
                        assert_ne!(ch.player, n.player);
                    }
                }
            }
        }
        assert!(
            seen.iter().all(|&s| s),
            "every node but the root has a parent"
        );
    }
}
