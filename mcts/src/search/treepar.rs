//! Tree parallelism (spec `par=tree`): one search tree shared by `threads` workers, with
//! virtual loss (Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search",
//! Computers and Games 2008, section 3.3 "tree parallelization").
//!
//! - **Virtual loss**: a worker descending through a node adds one visit with reward 0 to it
//!   at once (`visits.fetch_add(1)`), so concurrent workers see it as worse and spread over the
//!   tree; backup then adds only the reward, which removes the virtual loss and records the
//!   real visit in one step (visit `+1 - 1 + 1`, reward `+0 - 0 + r`).
//! - **No locks on the hot path**: every node field is an atomic. Visits are an `AtomicU32`;
//!   the reward sum is a fixed-point `AtomicU64` (reward in `[0, 1]` times `2^20`, so
//!   `fetch_add` needs no compare-and-swap loop); the implicit minimax value is an `AtomicU32`
//!   holding `f32` bits. Expansion is guarded by a per-node state flag (`LEAF` -> `EXPANDING` ->
//!   `EXPANDED`, or `TERMINAL`): the worker that wins the compare-and-swap from `LEAF` reserves
//!   the children's slots with an atomic bump index, writes them, and publishes them with a
//!   `Release` store of `EXPANDED`; a worker that finds a node `EXPANDING` scores it as a leaf
//!   instead of waiting.
//! - **Arena**: nodes and their moves live in fixed chunks of [`CHUNK`] slots, allocated on
//!   first use (a `OnceLock` per chunk, so only the worker that crosses into a new chunk
//!   builds it, once per [`CHUNK`] nodes), up to `max_nodes` nodes ([`MAX_NODES`] by default).
//!   When the arena is full, nodes stop being expanded and are scored as leaves, as in the
//!   sequential search's full tree.
//! - **Budget**: workers claim iterations from one atomic counter, `CLAIM` at a time, so exactly `iters`
//!   iterations run in total (fewer if the root gets proven or the deadline passes first).
//! - **Solver**: MCTS-Solver is kept, with the proof marks as atomics. A mark is only ever
//!   written when it is true (proofs are facts about the game, not statistics), so races can
//!   only delay a proof, never make a wrong one.
//! - **Implicit minimax** (`imm`): kept; the backed-up values are written without
//!   synchronisation between workers, so a value can be a little stale.
//! - Not under `par=tree`: tree reuse between moves (each search starts a fresh tree) and
//!   determinization (PIMC and ISMCTS run as without `par=tree`).
//!
//! Selection, solver and implicit minimax updates, backup, expansion order and leaf scoring are
//! the shared rules of `search::select` and `search::leaf`, read and written through this
//! arena's atomics; with one worker this is the sequential algorithm (different random
//! streams).

use super::config::{Limit, Policy, MAX_NODES};
use super::leaf::{score_leaf, white_score};
use super::result::{RootStats, UnitOut};
use super::select::{
    back_up_heur, backup, child_fields, order_children, proof_reward, select, terminal_mark, Arena,
    NodeRef, Proof,
};
use crate::game::{Game, GameRng, Player};
use crate::{derive_seed, rng_from_seed};
use std::cell::UnsafeCell;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicI8, AtomicU32, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Node states.
const LEAF: u8 = 0;
const EXPANDING: u8 = 1;
const EXPANDED: u8 = 2;
const TERMINAL: u8 = 3;

/// Slots per arena chunk (a power of two).
pub const CHUNK: usize = 1 << 14;
const CHUNK_BITS: u32 = CHUNK.trailing_zeros();

/// Iterations a worker claims from the shared budget counter at a time (`iters > 0`).
const CLAIM: u64 = 8;

/// Fixed-point scale of the reward sums: a reward `r` in `[0, 1]` adds `round(r * 2^20)`.
const SCALE: f64 = (1u64 << 20) as f64;

/// One shared node; all zero is a fresh leaf.
#[derive(Default)]
struct Node {
    first_child: AtomicU32,
    num_children: AtomicU32,
    /// Visits, virtual losses of workers below this node included.
    visits: AtomicU32,
    /// Implicit minimax value for `player`, `f32` bits.
    heur: AtomicU32,
    /// Reward sum for `player`, fixed point (see [`SCALE`]).
    value: AtomicU64,
    /// The player who made the move leading here: 0 White, 1 Black.
    player: AtomicU8,
    state: AtomicU8,
    proven: AtomicI8,
}

/// A move slot, written once by the worker that reserved it before the slot is published.
struct Slot<M>(UnsafeCell<MaybeUninit<M>>);

// SAFETY: a slot is written only by the one worker that reserved its index with the arena's
// atomic bump counter, before that worker publishes the parent's children with a `Release`
// store of `EXPANDED`; every read happens after an `Acquire` load that saw `EXPANDED`. So no
// slot is ever read and written concurrently, and `M: Send + Sync` (a `Rules::Move`).
unsafe impl<M: Send + Sync> Sync for Slot<M> {}

struct Chunk<M> {
    nodes: Box<[Node]>,
    moves: Box<[Slot<M>]>,
}

impl<M> Chunk<M> {
    fn new() -> Self {
        Chunk {
            nodes: (0..CHUNK).map(|_| Node::default()).collect(),
            moves: (0..CHUNK)
                .map(|_| Slot(UnsafeCell::new(MaybeUninit::uninit())))
                .collect(),
        }
    }
}

/// The shared tree: chunked arena plus the bump index.
struct Tree<M> {
    chunks: Box<[OnceLock<Chunk<M>>]>,
    /// Next free slot (may run past `cap` when a reservation fails).
    next: AtomicUsize,
    cap: usize,
}

impl<M: Copy + Send + Sync> Tree<M> {
    fn new(cap: usize) -> Self {
        let cap = cap.clamp(1, MAX_NODES);
        let n = cap.div_ceil(CHUNK);
        Tree {
            chunks: (0..n).map(|_| OnceLock::new()).collect(),
            next: AtomicUsize::new(1),
            cap,
        }
    }

    #[inline]
    fn chunk(&self, i: u32) -> &Chunk<M> {
        self.chunks[(i >> CHUNK_BITS) as usize].get_or_init(Chunk::new)
    }

    #[inline]
    fn node(&self, i: u32) -> &Node {
        &self.chunk(i).nodes[i as usize & (CHUNK - 1)]
    }

    /// Calls `f(i, node)` for the nodes `first..end`, looking each chunk up once.
    #[inline]
    fn for_range(&self, first: u32, end: u32, mut f: impl FnMut(u32, &Node) -> bool) {
        let mut i = first;
        while i < end {
            let nodes = &self.chunk(i).nodes;
            let stop = end.min(((i >> CHUNK_BITS) + 1) << CHUNK_BITS);
            while i < stop {
                if !f(i, &nodes[i as usize & (CHUNK - 1)]) {
                    return;
                }
                i += 1;
            }
        }
    }

    /// The move into node `i` (`i >= 1`, published).
    #[inline]
    fn mv(&self, i: u32) -> M {
        let s = &self.chunk(i).moves[i as usize & (CHUNK - 1)];
        // SAFETY: `i` was reached through a parent whose `EXPANDED` state this worker loaded
        // with `Acquire`, after the reserving worker wrote the slot (see `Slot`).
        unsafe { (*s.0.get()).assume_init() }
    }

    /// Writes the move of reserved slot `i`.
    #[inline]
    fn set_mv(&self, i: u32, m: M) {
        let s = &self.chunk(i).moves[i as usize & (CHUNK - 1)];
        // SAFETY: the caller reserved `i` and has not published it yet (see `Slot`).
        unsafe { (*s.0.get()).write(m) };
    }

    /// Nodes in use.
    fn len(&self) -> usize {
        self.next.load(Ordering::Relaxed).min(self.cap)
    }

    /// Reserves `n` contiguous slots; `None` when the arena cannot hold them.
    fn reserve(&self, n: usize) -> Option<u32> {
        if self.next.load(Ordering::Relaxed) + n > self.cap {
            return None;
        }
        let first = self.next.fetch_add(n, Ordering::Relaxed);
        (first + n <= self.cap).then_some(first as u32)
    }
}

fn player_code(p: Player) -> u8 {
    match p {
        Player::White => 0,
        Player::Black => 1,
    }
}

fn player_of(code: u8) -> Player {
    if code == 0 {
        Player::White
    } else {
        Player::Black
    }
}

#[inline]
fn load_f32(a: &AtomicU32) -> f32 {
    f32::from_bits(a.load(Ordering::Relaxed))
}

#[inline]
fn store_f32(a: &AtomicU32, x: f32) {
    a.store(x.to_bits(), Ordering::Relaxed)
}

impl NodeRef for Node {
    #[inline(always)]
    fn player(&self) -> Player {
        player_of(self.player.load(Ordering::Relaxed))
    }
    #[inline(always)]
    fn proven(&self) -> Proof {
        Proof::from_i8(self.proven.load(Ordering::Relaxed))
    }
    #[inline(always)]
    fn visits(&self) -> u32 {
        self.visits.load(Ordering::Relaxed)
    }
    #[inline(always)]
    fn value_sum(&self) -> f32 {
        (self.value.load(Ordering::Relaxed) as f64 / SCALE) as f32
    }
    #[inline(always)]
    fn heur(&self) -> f32 {
        load_f32(&self.heur)
    }
    #[inline(always)]
    fn expanded(&self) -> bool {
        self.state.load(Ordering::Acquire) == EXPANDED
    }
    #[inline(always)]
    fn child_range(&self) -> (u32, u32) {
        let first = self.first_child.load(Ordering::Relaxed);
        (first, first + self.num_children.load(Ordering::Relaxed))
    }
}

/// The shared tree for the shared rules: every write is an atomic store or add, so workers
/// apply the rules concurrently through `&mut &Tree`.
impl<M: Copy + Send + Sync> Arena for &Tree<M> {
    type Node = Node;
    #[inline(always)]
    fn get(&self, i: u32) -> &Node {
        Tree::node(self, i)
    }
    #[inline(always)]
    fn each_child(&self, first: u32, end: u32, f: impl FnMut(u32, &Node) -> bool) {
        self.for_range(first, end, f)
    }
    #[inline(always)]
    fn set_heur(&mut self, i: u32, h: f32) {
        let n = Tree::node(self, i);
        // Written only when it changed: most backups leave it as it was, and a store would
        // take the node's cache line from the other workers for nothing.
        if load_f32(&n.heur) != h {
            store_f32(&n.heur, h);
        }
    }
    #[inline(always)]
    fn set_proven(&mut self, i: u32, mark: Proof) {
        Tree::node(self, i)
            .proven
            .store(mark.to_i8(), Ordering::Relaxed);
    }
    #[inline(always)]
    fn add_reward(&mut self, i: u32, root: bool, reward: f32) {
        // The visit was counted by the virtual loss on the way down.
        if !root {
            Tree::node(self, i)
                .value
                .fetch_add((reward as f64 * SCALE).round() as u64, Ordering::Relaxed);
        }
    }
}

/// One worker's reusable buffers.
struct Local<M> {
    buf: Vec<M>,
    scored: Vec<(f32, f32, M)>,
    qbufs: Vec<Vec<M>>,
    path: Vec<u32>,
}

impl<M: Copy + Send + Sync> Tree<M> {
    /// Expands `idx` (whose state this worker set to `EXPANDING`) from `state`, like the
    /// sequential search's expansion. Returns false, with `idx` back to `LEAF`, when the arena
    /// is full.
    fn expand<G: Game<Move = M>>(
        &self,
        idx: u32,
        state: &G,
        policy: &Policy,
        l: &mut Local<M>,
        rng: &mut GameRng,
    ) -> bool {
        let node = self.node(idx);
        state.legal_moves(&mut l.buf);
        if l.buf.is_empty() {
            self.mark_terminal(idx, state);
            return true;
        }
        let Some(first) = self.reserve(l.buf.len()) else {
            node.state.store(LEAF, Ordering::Release);
            return false;
        };
        order_children(state, &mut l.buf, policy, &mut l.qbufs, &mut l.scored, rng);
        let mover = state.to_move();
        for (k, &(_, score, m)) in l.scored.iter().enumerate() {
            let i = first + k as u32;
            let n = self.node(i);
            n.player.store(player_code(mover), Ordering::Relaxed);
            let (h, proven) = child_fields(score);
            if proven != Proof::Unproven {
                n.proven.store(proven.to_i8(), Ordering::Relaxed);
            }
            store_f32(&n.heur, h);
            self.set_mv(i, m);
        }
        node.first_child.store(first, Ordering::Relaxed);
        node.num_children
            .store(l.scored.len() as u32, Ordering::Relaxed);
        node.state.store(EXPANDED, Ordering::Release);
        if policy.imm > 0.0 {
            back_up_heur(&mut { self }, idx);
        }
        true
    }

    fn mark_terminal<G: Game<Move = M>>(&self, idx: u32, state: &G) {
        let n = self.node(idx);
        let s = state
            .outcome()
            .score_for(player_of(n.player.load(Ordering::Relaxed)))
            .unwrap_or(0.5);
        n.proven.store(terminal_mark(s).to_i8(), Ordering::Relaxed);
        store_f32(&n.heur, s);
        n.state.store(TERMINAL, Ordering::Release);
    }

    /// `leafq`: the searched value `white` (White's score) of leaf `idx` becomes its implicit
    /// minimax value, unless another worker has expanded it meanwhile (then its children's
    /// minimax stands). A worker whose expansion finishes between the check and the store
    /// loses its value until the next backup through the node writes the children's minimax
    /// again: a stale value for a few iterations, never a wrong proof.
    fn set_leaf_value(&self, idx: u32, white: f32) {
        let n = self.node(idx);
        if n.state.load(Ordering::Acquire) != EXPANDED {
            let p = player_of(n.player.load(Ordering::Relaxed));
            store_f32(&n.heur, white_score(p, white));
        }
    }

    /// One iteration: selection with virtual loss, expansion, leaf scoring, backup.
    fn iterate<G: Game<Move = M>>(
        &self,
        root: &G,
        policy: &Policy,
        l: &mut Local<M>,
        rng: &mut GameRng,
    ) {
        let mut state = root.clone();
        l.path.clear();
        l.path.push(0);
        self.node(0).visits.fetch_add(1, Ordering::Relaxed);
        let mut idx: u32 = 0;
        // Visits of `idx` before this worker's virtual loss.
        let mut prior: u32 = 1;
        let white: f32;
        loop {
            let n = self.node(idx);
            let proven = Proof::from_i8(n.proven.load(Ordering::Relaxed));
            let player = player_of(n.player.load(Ordering::Relaxed));
            if proven != Proof::Unproven {
                white = proof_reward(player, proven);
                break;
            }
            let mut st = n.state.load(Ordering::Acquire);
            if st == TERMINAL {
                white = 0.5;
                break;
            }
            let mut leaf = idx != 0 && st != EXPANDED && prior == 0;
            if !leaf && st != EXPANDED {
                // Second visit: expand, unless another worker is at it or the arena is full.
                leaf = match n.state.compare_exchange(
                    LEAF,
                    EXPANDING,
                    Ordering::Acquire,
                    Ordering::Acquire,
                ) {
                    Ok(_) => !self.expand(idx, &state, policy, l, rng),
                    Err(EXPANDED) | Err(TERMINAL) => false,
                    Err(_) => true,
                };
                st = n.state.load(Ordering::Acquire);
                if st == TERMINAL {
                    continue;
                }
                if idx == 0 && st != EXPANDED {
                    // The root is expanded before the workers start; only a full arena
                    // with a single-node cap could get here.
                    leaf = true;
                }
            }
            if leaf {
                let (w, terminal) = score_leaf(&mut state, &mut l.qbufs, &mut l.buf, *policy, rng);
                if terminal {
                    self.mark_terminal(idx, &state);
                } else if policy.leafq {
                    self.set_leaf_value(idx, w);
                }
                white = w;
                break;
            }
            let child = select(&self, idx, policy);
            prior = self.node(child).visits.fetch_add(1, Ordering::Relaxed);
            state.play(self.mv(child));
            l.path.push(child);
            idx = child;
        }
        // Backup: the virtual loss already counted the visit; add the reward.
        backup(&mut { self }, &l.path, white, policy.imm > 0.0);
    }

    fn root_stats(&self) -> RootStats<M> {
        let r = self.node(0);
        if r.state.load(Ordering::Acquire) != EXPANDED {
            return Vec::new();
        }
        let first = r.first_child.load(Ordering::Relaxed);
        let end = first + r.num_children.load(Ordering::Relaxed);
        (first..end)
            .map(|i| {
                let n = self.node(i);
                (
                    self.mv(i),
                    n.visits.load(Ordering::Relaxed),
                    n.value.load(Ordering::Relaxed) as f64 / SCALE,
                    Proof::from_i8(n.proven.load(Ordering::Relaxed)),
                )
            })
            .collect()
    }
}

/// Runs a tree-parallel search of `root` with `threads` workers on `pool` (or on the calling
/// thread when `pool` is `None` or `threads == 1`) until `limit` is reached (its iterations
/// counted over all workers) or the root is proven; at most `max_nodes` nodes
/// (clamped to `1..=`[`MAX_NODES`]). Worker `i` draws its randomness from
/// `derive_seed(base, i)`. Returns the root statistics, the iterations run (summed over
/// workers) and the nodes allocated.
///
/// Panics if `root` is finished.
pub(crate) fn run<G: Game>(
    root: &G,
    threads: u32,
    pool: Option<&rayon::ThreadPool>,
    limit: Limit,
    policy: &Policy,
    base: u64,
    max_nodes: usize,
) -> UnitOut<G::Move> {
    let tree: Tree<G::Move> = Tree::new(max_nodes);
    let root_node = tree.node(0);
    root_node
        .player
        .store(player_code(root.to_move().other()), Ordering::Relaxed);
    root_node.state.store(EXPANDING, Ordering::Relaxed);
    let mut setup_rng = rng_from_seed(derive_seed(base, u64::from(u32::MAX)));
    let mut local = Local {
        buf: Vec::new(),
        scored: Vec::new(),
        qbufs: Vec::new(),
        path: Vec::new(),
    };
    if !tree.expand(0, root, policy, &mut local, &mut setup_rng) {
        // Not even the root's children fit: a one-slot arena. Give up with no statistics.
        return UnitOut {
            stats: Vec::new(),
            iterations: 0,
            nodes: 1,
            choice: None,
        };
    }
    assert!(
        root_node.state.load(Ordering::Acquire) != TERMINAL,
        "search called on a finished game"
    );
    let claimed = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let work = |i: u32| {
        // Each worker reads its own copies, not lines of the caller's stack that may share a
        // cache line with the counters the workers write.
        let (policy, limit) = (*policy, limit);
        let mut rng = rng_from_seed(derive_seed(base, i as u64));
        let mut l = Local {
            buf: Vec::new(),
            scored: Vec::new(),
            qbufs: Vec::new(),
            path: Vec::new(),
        };
        let mut mine = 0u64;
        // Iterations claimed from the shared counter and not yet run: claimed CLAIM at a time
        // so the counter's cache line is not passed between the workers on every iteration.
        let mut left = 0u64;
        loop {
            if limit.out_of_time() {
                break;
            }
            if Proof::from_i8(root_node.proven.load(Ordering::Relaxed)) != Proof::Unproven {
                break;
            }
            if limit.iters > 0 && left == 0 {
                let start = claimed.fetch_add(CLAIM, Ordering::Relaxed);
                left = (limit.iters as u64).saturating_sub(start).min(CLAIM);
                if left == 0 {
                    break;
                }
            }
            tree.iterate(root, &policy, &mut l, &mut rng);
            left = left.saturating_sub(1);
            mine += 1;
        }
        done.fetch_add(mine, Ordering::Relaxed);
    };
    match pool {
        Some(pool) if threads > 1 => pool.scope(|s| {
            for i in 0..threads {
                let work = &work;
                s.spawn(move |_| work(i));
            }
        }),
        _ => work(0),
    }
    UnitOut {
        stats: tree.root_stats(),
        iterations: done.load(Ordering::Relaxed),
        nodes: tree.len(),
        choice: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::config::{Budget, SearchConfig};
    use crate::testgames::TicTacToe;

    fn policy() -> Policy {
        Policy::of(&SearchConfig {
            c: 1.4,
            cutoff: 0,
            imm: 0.0,
            capture: 0.0,
            qs: 0,
            ..SearchConfig::default()
        })
    }

    fn pool(n: usize) -> rayon::ThreadPool {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .unwrap()
    }

    #[test]
    fn iterations_sum_to_the_budget_and_root_visits_match() {
        let p = pool(3);
        let g = TicTacToe::default();
        let out = run(
            &g,
            3,
            Some(&p),
            Budget { iters: 2000, ms: 0 }.start(),
            &policy(),
            7,
            MAX_NODES,
        );
        // Workers claim iterations from one counter: exactly the budget, none lost.
        assert_eq!(out.iterations, 2000);
        let visits: u32 = out.stats.iter().map(|s| s.1).sum();
        assert_eq!(
            visits, 2000,
            "every iteration backs up through one root child"
        );
        assert_eq!(out.stats.len(), 9);
        for s in &out.stats {
            // Means are rewards in [0, 1].
            assert!(s.2 >= 0.0 && s.2 <= s.1 as f64 + 1e-6);
        }
    }

    #[test]
    fn node_cap_is_respected() {
        let p = pool(2);
        let g = TicTacToe::default();
        let out = run(
            &g,
            2,
            Some(&p),
            Budget { iters: 3000, ms: 0 }.start(),
            &policy(),
            1,
            60,
        );
        assert_eq!(out.iterations, 3000, "a full arena keeps searching");
        assert!(out.nodes <= 60, "{} nodes", out.nodes);
        // The root's 9 children and at least one more expansion fit in 60.
        assert!(out.nodes > 10, "{} nodes", out.nodes);
    }

    #[test]
    fn arena_spans_chunks() {
        // More nodes than one chunk holds: children ranges may straddle a chunk boundary.
        let p = pool(2);
        let g = TicTacToe::default();
        let out = run(
            &g,
            2,
            Some(&p),
            Budget {
                iters: 40_000,
                ms: 0,
            }
            .start(),
            &policy(),
            5,
            MAX_NODES,
        );
        assert!(out.nodes > CHUNK, "{} nodes", out.nodes);
        let visits: u32 = out.stats.iter().map(|s| s.1).sum();
        assert_eq!(u64::from(visits), out.iterations);
    }
}
