//! The search driver: [`Searcher`] runs one search of a position with its configuration,
//! picking the tree (sequential, root-parallel trees, PIMC determinizations, the tree-parallel
//! shared tree, ISMCTS), splitting the [`Budget`](super::Budget) between them and combining
//! their root statistics; it keeps the tree between moves for tree reuse.

use rand::RngCore;
use rayon::prelude::*;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use super::config::{Budget, Determinization, Limit, Parallelism, Policy, SearchConfig, MAX_NODES};
use super::result::{combine, SearchResult, UnitOut};
use super::select::Proof;
use super::tree::{Progress, Watch, Worker};
use super::{ismcts, treepar};
use crate::game::{Game, GameRng, Player};
use crate::{derive_seed, rng_from_seed};

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
    /// Node cap of every tree ([`MAX_NODES`] unless set).
    max_nodes: usize,
    /// Ends a running search when set ([`Searcher::set_stop`]).
    stop: Option<&'static AtomicBool>,
    /// The root moves searched ([`Searcher::set_root_moves`]; empty = all).
    root_moves: Vec<G::Move>,
    /// Whether `worker` holds the last search's tree (a sequential search ran).
    single_tree_kept: bool,
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
            stop: None,
            root_moves: Vec::new(),
            single_tree_kept: false,
        }
    }

    /// Gives the searcher a stop flag: a search ends, as if its budget had run out, within an
    /// iteration of `flag` being set (UCI's `stop`, `go infinite`). The flag is `'static` so a
    /// search's limit stays a small copyable value; an engine leaks one flag for its lifetime
    /// (`Box::leak`). Clear the flag before the next search, which would otherwise end at once.
    pub fn set_stop(&mut self, flag: &'static AtomicBool) {
        self.stop = Some(flag);
    }

    /// The kept tree's state: its nodes, `seldepth` and the `n` best root moves with their
    /// principal variations, after a search (`iterations` is reported as given). `None` when
    /// the last search left no single tree (`threads > 1`, `par=tree`, ISMCTS) or none ran.
    pub fn progress(&self, iterations: u64, n: usize) -> Option<Progress<G::Move>> {
        (self.single_tree_kept && !self.worker.is_empty())
            .then(|| self.worker.progress(iterations, n))
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

    /// Caps the nodes of every tree at `n` (clamped to `1..=`[`MAX_NODES`], the default):
    /// the shared tree of `par=tree`, the sequential tree and each root-parallel or PIMC
    /// tree; when a tree is full, search goes on scoring leaves without expanding them (UCI's
    /// `Hash`: megabytes over [`super::node_bytes`]).
    pub fn set_max_nodes(&mut self, n: usize) {
        self.max_nodes = n.clamp(1, MAX_NODES);
        self.worker.set_max_nodes(self.max_nodes);
    }

    /// The configuration.
    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Sets the budget of the next searches (`iters` and `ms`, see [`SearchConfig::budget`]).
    pub fn set_budget(&mut self, budget: Budget) {
        self.config.set_budget(budget);
    }

    /// Restricts the root of the next searches to `moves` (UCI's `go searchmoves`; empty =
    /// every legal move). Moves that are not legal in the searched position are ignored, and
    /// when none is legal the restriction is. Sequential and root-parallel trees expand only
    /// these root moves; the tree-parallel and ISMCTS searches grow every root move but choose
    /// among these. A restricted search starts a fresh tree and keeps none for reuse.
    pub fn set_root_moves(&mut self, moves: &[G::Move]) {
        self.root_moves.clear();
        self.root_moves.extend_from_slice(moves);
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
        self.search_watched(game, rng, Duration::MAX, 1, &mut |_| {})
    }

    /// [`Searcher::search`] that calls `on` with the search's [`Progress`] (its `lines` best
    /// root moves) about every `every` of wall clock while it runs: only a single-tree search
    /// (`threads=1` with no PIMC, or the last PIMC determinization) reports while running, as
    /// only it has one tree to read; the others report nothing until they end. The search
    /// itself is the same as [`Searcher::search`]'s (`on` only reads the tree).
    pub fn search_watched(
        &mut self,
        game: &G,
        rng: &mut GameRng,
        every: Duration,
        lines: usize,
        on: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        let cfg = self.config;
        let stop = self.stop;
        let begin = |b: Budget| Limit { stop, ..b.start() };
        self.single_tree_kept = false;
        game.legal_moves(&mut self.real_moves);
        assert!(
            !self.real_moves.is_empty(),
            "search called on a finished game"
        );
        let restricted = {
            let keep = &self.root_moves;
            let legal = self.real_moves.iter().filter(|m| keep.contains(m)).count();
            if legal > 0 {
                self.real_moves.retain(|m| keep.contains(m));
                self.tree_key = None;
                true
            } else {
                false
            }
        };
        let root_moves: &[G::Move] = if restricted { &self.root_moves } else { &[] };
        let base = rng.next_u64();
        let budget = cfg.budget();
        let policy = Policy::of(&cfg);
        let pimc = match cfg.det {
            Determinization::Pimc(k) if game.has_uncertainty() => Some(k.max(1)),
            _ => None,
        };
        if cfg.det == Determinization::Ismcts && game.has_uncertainty() {
            let limit = begin(budget);
            let mut urng = rng_from_seed(derive_seed(base, 0));
            let out = ismcts::run(game, limit, &policy, &mut urng);
            self.tree_key = None;
            return combine(&self.real_moves, &[out], false);
        }
        let threads = cfg.threads.max(1);
        if cfg.par == Parallelism::Tree && pimc.is_none() {
            let out = treepar::run(
                game,
                threads,
                self.pool.as_ref(),
                begin(budget),
                &policy,
                base,
                self.max_nodes,
            );
            self.tree_key = None;
            return combine(&self.real_moves, &[out], true);
        }
        let units = pimc.unwrap_or(threads);
        let single_tree = units == 1 && pimc.is_none();
        let reuse_now = self.reuse && single_tree && self.tree_key == Some(state_key(game));
        let reuse_after = self.reuse && single_tree && !restricted;
        let max_nodes = self.max_nodes;
        let run_unit = |worker: &mut Worker<G::Move>,
                        i: u32,
                        reuse: bool,
                        watch: Watch<'_, G::Move>|
         -> UnitOut<G::Move> {
            let mut urng = rng_from_seed(derive_seed(base, i as u64));
            let share = budget.share(units, threads, i);
            // Sequential units each get their share of the wall clock from when they start.
            let limit = begin(share);
            worker.set_max_nodes(max_nodes);
            worker.root_moves.clear();
            worker.root_moves.extend_from_slice(root_moves);
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
                        choice: None,
                    };
                }
                worker.run_watched(&d, false, limit, &policy, &mut urng, watch)
            } else {
                worker.run_watched(game, reuse, limit, &policy, &mut urng, watch)
            };
            let mut stats = worker.root_stats();
            if pimc.is_some() {
                // A determinization whose root got proven won stops early; so that it still
                // weighs as much as the others in the sum, its unspent iteration budget is
                // credited to the winning move as wins.
                let rest = (share.iters as u64).saturating_sub(info.iterations) as u32;
                if let Some(s) = stats.iter_mut().find(|s| s.3 == Proof::Win) {
                    s.1 += rest;
                    s.2 += rest as f64;
                }
            }
            UnitOut {
                stats,
                iterations: info.iterations,
                nodes: worker.len(),
                choice: info.choice.map(|c| worker.move_of(c)),
            }
        };
        let outs: Vec<UnitOut<G::Move>> = match &self.pool {
            Some(pool) if units > 1 => pool.install(|| {
                (0..units)
                    .into_par_iter()
                    .map(|i| {
                        let mut w = Worker::new();
                        run_unit(&mut w, i, false, &mut |_, _| {})
                    })
                    .collect()
            }),
            _ => {
                let mut next = Instant::now().checked_add(every);
                let mut watch = |w: &Worker<G::Move>, done: u64| {
                    if next.is_some_and(|t| Instant::now() >= t) {
                        on(&w.progress(done, lines));
                        next = Instant::now().checked_add(every);
                    }
                };
                let outs = (0..units)
                    .map(|i| run_unit(&mut self.worker, i, reuse_now, &mut watch))
                    .collect();
                self.single_tree_kept = true;
                outs
            }
        };
        self.tree_key = if reuse_after {
            Some(state_key(game))
        } else {
            None
        };
        combine(&self.real_moves, &outs, pimc.is_none())
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
