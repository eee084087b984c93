//! The sequential search tree: an arena of small nodes addressed by `u32` indices, one worker
//! growing it with the shared UCT rules ([`super::select`]). Used by single-tree search, by
//! each root-parallel tree and by each PIMC determinization; kept between moves for tree reuse.

use super::config::{Limit, Policy, MAX_NODES};
use super::leaf::{score_leaf, searched_leaf, white_score};
use super::result::RootStats;
use super::select::{
    back_up_heur, backup, child_fields, order_children, proof_reward, select, terminal_mark, Arena,
    NodeRef, Proof,
};
use crate::game::{Game, GameRng, Player};

mod halving;

/// Node states.
const UNEXPANDED: u8 = 0;
const EXPANDED: u8 = 1;
const TERMINAL: u8 = 2;

/// One node of the arena. The move leading to it lives in a parallel array (see [`Tree`]) so
/// the node itself does not depend on the game.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
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
    /// The solver mark, for `player`.
    proven: Proof,
    /// Implicit minimax value in `[0, 1]` for `player`: [`Evaluate::evaluate`] of the node's state
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
            proven: Proof::Unproven,
            heur: 0.5,
        }
    }
}

/// The bytes one tree node costs: the node plus its move.
pub fn node_bytes<G: Game>() -> usize {
    std::mem::size_of::<Node>() + std::mem::size_of::<G::Move>()
}

impl NodeRef for Node {
    #[inline(always)]
    fn player(&self) -> Player {
        self.player
    }
    #[inline(always)]
    fn proven(&self) -> Proof {
        self.proven
    }
    #[inline(always)]
    fn visits(&self) -> u32 {
        self.visits
    }
    #[inline(always)]
    fn value_sum(&self) -> f32 {
        self.value
    }
    #[inline(always)]
    fn heur(&self) -> f32 {
        self.heur
    }
    #[inline(always)]
    fn expanded(&self) -> bool {
        self.state == EXPANDED
    }
    #[inline(always)]
    fn child_range(&self) -> (u32, u32) {
        (self.first_child, self.first_child + self.num_children)
    }
}

impl Arena for Vec<Node> {
    type Node = Node;
    #[inline(always)]
    fn get(&self, i: u32) -> &Node {
        &self[i as usize]
    }
    #[inline(always)]
    fn set_heur(&mut self, i: u32, h: f32) {
        self[i as usize].heur = h;
    }
    #[inline(always)]
    fn set_proven(&mut self, i: u32, mark: Proof) {
        self[i as usize].proven = mark;
    }
    #[inline(always)]
    fn add_reward(&mut self, i: u32, _root: bool, reward: f32) {
        let n = &mut self[i as usize];
        n.visits += 1;
        n.value += reward;
    }
}

/// One search tree with its reusable buffers.
pub(crate) struct Worker<M> {
    /// Node limit, [`MAX_NODES`] except in tests.
    max_nodes: usize,
    nodes: Vec<Node>,
    /// `moves[i - 1]` is the move leading to node `i` (the root, node 0, has none).
    moves: Vec<M>,
    buf: Vec<M>,
    /// Children being evaluated at expansion (imm): `(heuristic, move)`.
    scored: Vec<(f32, f32, M)>,
    /// Move buffers of the quiescence search, one per ply.
    qbufs: Vec<Vec<M>>,
    path: Vec<u32>,
    /// Unvisited children being sorted again after `ipm` rescored them: `(sort key, node,
    /// move)`.
    resort: Vec<(f32, Node, M)>,
    /// The root children still in the race under Sequential Halving (`sh`).
    cands: Vec<u32>,
    /// Second arena for re-rooting (tree reuse), kept for its capacity.
    spare_nodes: Vec<Node>,
    spare_moves: Vec<M>,
    /// The longest path from the root an iteration has descended, in plies (UCI's
    /// `seldepth`); reset with the tree.
    seldepth: u32,
    /// The root's children are only these moves when not empty (UCI's `go searchmoves`).
    pub(crate) root_moves: Vec<M>,
}

/// How often, in iterations, a sequential tree calls its [`Watch`].
pub(crate) const WATCH_EVERY: u64 = 256;

/// What a sequential tree calls every [`WATCH_EVERY`] iterations with itself and the
/// iterations of this run so far (the UCI loop's `info` lines read the tree through it).
pub(crate) type Watch<'a, M> = &'a mut dyn FnMut(&Worker<M>, u64);

/// One root move's line: the move, then the most visited child at each ply below it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<M> {
    /// The moves, the root move first (at least one).
    pub moves: Vec<M>,
    /// Visits of the root move.
    pub visits: u32,
    /// Mean reward of the root move in `[0, 1]` for the player to decide at the root (0.5
    /// when unvisited).
    pub value: f32,
    /// MCTS-Solver mark of the root move for the player to decide: `Some(true)` proven won,
    /// `Some(false)` proven lost.
    pub proven: Option<bool>,
}

/// A snapshot of a running (or finished) sequential search, for progress reports.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress<M> {
    /// Iterations of this search so far.
    pub iterations: u64,
    /// Nodes in the tree.
    pub nodes: usize,
    /// The tree's node cap (UCI's `hashfull` is `nodes / max_nodes` in permille).
    pub max_nodes: usize,
    /// The longest path an iteration descended, in plies.
    pub seldepth: u32,
    /// The best root moves' lines, best first (by visits, then value; a proven win first).
    pub lines: Vec<Line<M>>,
}

/// Result of one tree's run.
pub(crate) struct RunInfo {
    pub(crate) iterations: u64,
    /// The root child (arena index) Sequential Halving chose, when `sh` ran.
    pub(crate) choice: Option<u32>,
}

impl<M: Copy + PartialEq> Worker<M> {
    pub(crate) fn new() -> Self {
        Worker {
            max_nodes: MAX_NODES,
            nodes: Vec::new(),
            moves: Vec::new(),
            buf: Vec::new(),
            scored: Vec::new(),
            resort: Vec::new(),
            cands: Vec::new(),
            qbufs: Vec::new(),
            path: Vec::new(),
            spare_nodes: Vec::new(),
            spare_moves: Vec::new(),
            seldepth: 0,
            root_moves: Vec::new(),
        }
    }

    /// Makes node `child` the root, keeping its subtree and dropping the rest: the subtree is
    /// copied breadth-first into the spare arena (children stay contiguous), then the arenas
    /// are swapped. Costs one pass over the kept subtree.
    pub(crate) fn reroot(&mut self, child: u32) {
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
    pub(crate) fn root_child(&self, mv: M) -> Option<u32>
    where
        M: PartialEq,
    {
        let r = self.nodes.first()?;
        if r.state != EXPANDED {
            return None;
        }
        (r.first_child..r.first_child + r.num_children).find(|&c| self.moves[c as usize - 1] == mv)
    }

    /// The move leading to node `i` (not the root).
    pub(crate) fn move_of(&self, i: u32) -> M {
        self.moves[i as usize - 1]
    }

    /// Nodes in the arena.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena holds no tree.
    pub(crate) fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn clear(&mut self) {
        self.nodes.clear();
        self.moves.clear();
        self.path.clear();
        self.seldepth = 0;
    }

    /// Sets the node cap (clamped to `1..=`[`MAX_NODES`]).
    pub(crate) fn set_max_nodes(&mut self, n: usize) {
        self.max_nodes = n.clamp(1, MAX_NODES);
    }

    /// The tree's state after `iterations`, with the `n` best root moves' lines (at least 1).
    /// Allocates: for progress reports, not the search.
    pub(crate) fn progress(&self, iterations: u64, n: usize) -> Progress<M> {
        let mut lines = Vec::new();
        if let Some(r) = self.nodes.first().filter(|r| r.state == EXPANDED) {
            let key = |i: u32| {
                let c = &self.nodes[i as usize];
                let mean = if c.visits == 0 {
                    0.5
                } else {
                    c.value / c.visits as f32
                };
                (
                    c.proven == Proof::Win,
                    c.proven != Proof::Loss,
                    c.visits,
                    mean,
                )
            };
            let mut kids: Vec<u32> = (r.first_child..r.first_child + r.num_children).collect();
            kids.sort_by(|&a, &b| {
                key(b)
                    .partial_cmp(&key(a))
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            for &c in kids.iter().take(n.max(1)) {
                let node = &self.nodes[c as usize];
                let mut moves = vec![self.moves[c as usize - 1]];
                let mut at = node;
                while at.state == EXPANDED && at.num_children > 0 && moves.len() < 64 {
                    let (lo, hi) = (at.first_child, at.first_child + at.num_children);
                    let best = (lo..hi)
                        .max_by_key(|&i| (self.nodes[i as usize].visits, std::cmp::Reverse(i)))
                        .unwrap();
                    if self.nodes[best as usize].visits == 0 {
                        break;
                    }
                    moves.push(self.moves[best as usize - 1]);
                    at = &self.nodes[best as usize];
                }
                lines.push(Line {
                    moves,
                    visits: node.visits,
                    value: key(c).3,
                    proven: match node.proven {
                        Proof::Win => Some(true),
                        Proof::Loss => Some(false),
                        _ => None,
                    },
                });
            }
        }
        Progress {
            iterations,
            nodes: self.nodes.len(),
            max_nodes: self.max_nodes,
            seldepth: self.seldepth,
            lines,
        }
    }

    /// Expands `idx` from `state`: all legal moves become unvisited children, in the order of
    /// [`order_children`]. Marks a finished state terminal.
    fn expand<G: Game<Move = M>>(
        &mut self,
        idx: u32,
        state: &G,
        policy: &Policy,
        rng: &mut GameRng,
    ) {
        state.legal_moves(&mut self.buf);
        if self.buf.is_empty() {
            self.mark_terminal(idx, state);
            return;
        }
        if idx == 0 && !self.root_moves.is_empty() {
            let keep = &self.root_moves;
            self.buf.retain(|m| keep.contains(m));
        }
        order_children(
            state,
            &mut self.buf,
            policy,
            &mut self.qbufs,
            &mut self.scored,
            rng,
        );
        let first = self.nodes.len() as u32;
        let mover = state.to_move();
        for &(_, score, m) in &self.scored {
            let mut n = Node::new(mover);
            (n.heur, n.proven) = child_fields(score);
            self.nodes.push(n);
            self.moves.push(m);
        }
        let n = &mut self.nodes[idx as usize];
        n.first_child = first;
        n.num_children = self.scored.len() as u32;
        n.state = EXPANDED;
        if policy.imm > 0.0 {
            back_up_heur(&mut self.nodes, idx);
        }
    }

    /// `ipm` (MCTS-IP-M-k, [`crate::SearchConfig::ipm`]): scores every child of expanded
    /// node `idx` that is neither expanded nor proven by an alpha-beta search of `ipm` plies
    /// and `qs` plies of quiescence from it, as its heuristic value for the mover; sorts the
    /// unvisited children (a suffix of the children, since selection tries them in storage
    /// order) best first again, and backs the node's implicit minimax value up. A checking
    /// child gets the check bonuses as at expansion: `check` added to its searched value,
    /// `corder` to its sort key only ([`crate::SearchConfig::check`],
    /// [`crate::SearchConfig::corder`]). The unvisited children have no subtree, so moving
    /// them within the range breaks no link.
    fn rescore<G: Game<Move = M>>(&mut self, idx: u32, state: &G, policy: &Policy) {
        let n = self.nodes[idx as usize];
        let (first, end) = (n.first_child, n.first_child + n.num_children);
        let mut unvisited = end;
        self.resort.clear();
        for i in first..end {
            let ch = self.nodes[i as usize];
            let m = self.moves[i as usize - 1];
            if ch.visits == 0 && unvisited == end {
                unvisited = i;
            }
            let mut key = ch.heur;
            if ch.state == UNEXPANDED && ch.proven == Proof::Unproven {
                let mut c = state.clone();
                c.play(m);
                let (w, _) = searched_leaf(&c, &mut self.qbufs, policy.ipm, policy.qs, policy.lazy);
                let mut heur = white_score(ch.player, w);
                // The check bonuses as at expansion (`child_heuristic`): `check` on the value,
                // `corder` on the order only.
                let checks = (policy.check > 0.0 || policy.corder > 0.0) && c.is_in_check();
                if checks && policy.check > 0.0 {
                    heur = (heur + policy.check).min(1.0);
                }
                self.nodes[i as usize].heur = heur;
                key = heur;
                if checks && policy.corder > 0.0 && unvisited != end {
                    key += policy.corder;
                }
            }
            if unvisited != end {
                self.resort.push((key, self.nodes[i as usize], m));
            }
        }
        // Stable: ties keep the order of expansion.
        self.resort.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (k, &(_, node, m)) in self.resort.iter().enumerate() {
            let i = unvisited as usize + k;
            self.nodes[i] = node;
            self.moves[i - 1] = m;
        }
        back_up_heur(&mut self.nodes, idx);
    }

    fn mark_terminal<G: Game>(&mut self, idx: u32, state: &G) {
        let n = &mut self.nodes[idx as usize];
        n.state = TERMINAL;
        n.num_children = 0;
        let s = state.outcome().score_for(n.player).unwrap_or(0.5);
        n.proven = terminal_mark(s);
        n.heur = s;
    }

    /// Runs iterations from `root` until `limit` is reached or the root is proven. With
    /// `reuse`, the tree already in the arena (whose root must be `root`) is grown further;
    /// otherwise a fresh tree is started.
    #[cfg(test)]
    pub(crate) fn run<G: Game<Move = M>>(
        &mut self,
        root: &G,
        reuse: bool,
        limit: Limit,
        policy: &Policy,
        rng: &mut GameRng,
    ) -> RunInfo {
        self.run_watched(root, reuse, limit, policy, rng, &mut |_, _| {})
    }

    /// [`Worker::run`] calling `watch` every [`WATCH_EVERY`] iterations.
    pub(crate) fn run_watched<G: Game<Move = M>>(
        &mut self,
        root: &G,
        reuse: bool,
        limit: Limit,
        policy: &Policy,
        rng: &mut GameRng,
        watch: Watch<'_, M>,
    ) -> RunInfo {
        let sh = policy.sh;
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
        if sh > 0 {
            if let Some(info) = self.run_sh(root, sh, limit, policy, rng, watch) {
                return info;
            }
        }
        let mut done: u64 = 0;
        while !limit.reached(done) && self.nodes[0].proven == Proof::Unproven {
            self.iterate(root, policy, rng, 0);
            done += 1;
            if done.is_multiple_of(WATCH_EVERY) {
                watch(self, done);
            }
        }
        RunInfo {
            iterations: done,
            choice: None,
        }
    }

    /// One iteration: selection, expansion, leaf scoring, backup (with solver updates).
    pub(super) fn iterate<G: Game<Move = M>>(
        &mut self,
        root: &G,
        policy: &Policy,
        rng: &mut GameRng,
        force: u32,
    ) {
        let mut state = root.clone();
        self.path.clear();
        self.path.push(0);
        let mut idx: u32 = 0;
        let white: f32;
        loop {
            let n = self.nodes[idx as usize];
            if n.proven != Proof::Unproven {
                white = proof_reward(n.player, n.proven);
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
                    score_leaf(&mut state, &mut self.qbufs, &mut self.buf, *policy, rng);
                if terminal {
                    self.mark_terminal(idx, &state);
                } else if policy.leafq {
                    let n = &mut self.nodes[idx as usize];
                    n.heur = white_score(n.player, w);
                }
                white = w;
                break;
            }
            if n.state == UNEXPANDED {
                self.expand(idx, &state, policy, rng);
                if self.nodes[idx as usize].state == TERMINAL {
                    continue;
                }
            } else if policy.ipm > 0 && n.visits == policy.ipk {
                self.rescore(idx, &state, policy);
            }
            let child = if idx == 0 && force != 0 {
                force
            } else {
                select(&self.nodes, idx, policy)
            };
            state.play(self.moves[child as usize - 1]);
            self.path.push(child);
            idx = child;
        }
        backup(&mut self.nodes, &self.path, white, policy.imm > 0.0);
        self.seldepth = self.seldepth.max(self.path.len() as u32 - 1);
    }

    pub(crate) fn root_stats(&self) -> RootStats<M> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::rng_from_seed;
    use crate::search::config::{Budget, SearchConfig};
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
            Budget { iters: 2000, ms: 0 }.start(),
            &classic(),
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
        w.run(
            &g,
            false,
            Budget { iters: 3000, ms: 0 }.start(),
            &classic(),
            &mut rng,
        );
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
        w.run(
            &s,
            true,
            Budget { iters: 500, ms: 0 }.start(),
            &classic(),
            &mut rng,
        );
        check_arena(&w);
        assert_eq!(w.nodes[0].visits, before.visits + 500);
    }

    /// `sh=4` with 400 iterations: three phases, to iterations 133, 266 and 400. The first is
    /// the plain search (so equal to a run of 133 iterations without `sh` from the same seed);
    /// its four children with the most visits (ties: better value) are the candidates. The
    /// second gives them 133 iterations in turn (34, 33, 33, 33) and no other child any; the
    /// last gives the two better by value all 134 left, and the choice is one of those two.
    /// Tic-tac-toe from the empty board: nine children, none provable in 400 iterations.
    #[test]
    fn sequential_halving_splits_the_root_budget_by_phases() {
        let g = TicTacToe::default();
        let plain = Policy::of(&SearchConfig::default());
        let sh = Policy { sh: 4, ..plain };
        let visits = |w: &Worker<u8>| -> Vec<(u32, f32)> {
            let r = w.nodes[0];
            (r.first_child..r.first_child + r.num_children)
                .map(|i| {
                    let n = &w.nodes[i as usize];
                    (
                        n.visits,
                        0.5 * n.value / n.visits.max(1) as f32 + 0.5 * n.heur,
                    )
                })
                .collect()
        };
        for seed in 0..5 {
            let mut w = Worker::<u8>::new();
            w.run(
                &g,
                false,
                Budget { iters: 133, ms: 0 }.start(),
                &plain,
                &mut rng_from_seed(seed),
            );
            let warm = visits(&w);
            let mut w = Worker::<u8>::new();
            let info = w.run(
                &g,
                false,
                Budget { iters: 400, ms: 0 }.start(),
                &sh,
                &mut rng_from_seed(seed),
            );
            check_arena(&w);
            assert_eq!(info.iterations, 400);
            let after = visits(&w);
            assert_eq!(after.len(), 9);
            let mut order: Vec<usize> = (0..9).collect();
            order.sort_by(|&a, &b| warm[b].partial_cmp(&warm[a]).unwrap());
            let gained = |j: usize| after[j].0 - warm[j].0;
            for &j in &order[4..] {
                assert_eq!(
                    gained(j),
                    0,
                    "child {j} is no candidate: {warm:?} -> {after:?}"
                );
            }
            let mut gains: Vec<(u32, usize)> = order[..4].iter().map(|&j| (gained(j), j)).collect();
            gains.sort_unstable();
            assert!(
                gains[..2].iter().all(|g| g.0 == 33 || g.0 == 34),
                "{gains:?}"
            );
            assert!(gains[2].0 > 34 && gains[3].0 > 34, "{gains:?}");
            assert_eq!(gains.iter().map(|g| g.0).sum::<u32>(), 267, "{gains:?}");
            let first = w.nodes[0].first_child;
            let chosen = (info.choice.expect("sh chose") - first) as usize;
            assert!(
                chosen == gains[2].1 || chosen == gains[3].1,
                "{chosen} {gains:?}"
            );
        }
    }

    /// The `shmin` floor on the run of the test above (`sh=4`, 400 iterations, first phase
    /// 133): `shmin=34` leaves `133 / 34 = 3` candidates, so the second phase gives three
    /// children 133 iterations (44 or 45 each) and drops one; `shmin=45` leaves 2, too few to
    /// halve, and the run is the plain 400-iteration search from the same seed, visit for
    /// visit, with no Sequential Halving choice.
    #[test]
    fn the_sh_floor_cuts_the_candidates_and_below_three_searches_plainly() {
        let g = TicTacToe::default();
        let plain = Policy::of(&SearchConfig::default());
        let run = |policy: &Policy, iters: u32, seed: u64| {
            let mut w = Worker::<u8>::new();
            let info = w.run(
                &g,
                false,
                Budget { iters, ms: 0 }.start(),
                policy,
                &mut rng_from_seed(seed),
            );
            check_arena(&w);
            let r = w.nodes[0];
            let visits: Vec<u32> = (r.first_child..r.first_child + r.num_children)
                .map(|i| w.nodes[i as usize].visits)
                .collect();
            (info, visits)
        };
        for seed in 0..5 {
            let (_, warm) = run(&plain, 133, seed);
            let (info, after) = run(
                &Policy {
                    sh: 4,
                    shmin: 34,
                    ..plain
                },
                400,
                seed,
            );
            assert_eq!(info.iterations, 400);
            let mut gains: Vec<u32> = warm.iter().zip(&after).map(|(a, b)| b - a).collect();
            gains.sort_unstable();
            assert!(gains[..6].iter().all(|&g| g == 0), "{warm:?} -> {after:?}");
            assert!(gains[6] == 44 || gains[6] == 45, "{gains:?}");
            assert!(gains[7] > 45 && gains[8] > 45, "{gains:?}");
            assert!(info.choice.is_some());

            let (want, plain_visits) = run(&plain, 400, seed);
            let (info, visits) = run(
                &Policy {
                    sh: 4,
                    shmin: 45,
                    ..plain
                },
                400,
                seed,
            );
            assert_eq!(visits, plain_visits);
            assert_eq!((info.iterations, info.choice), (want.iterations, None));
        }
    }

    /// Without `sh` the same search visits every child (the control of the test above).
    #[test]
    fn without_sequential_halving_every_root_child_is_visited() {
        let mut w = Worker::<u8>::new();
        w.run(
            &TicTacToe::default(),
            false,
            Budget { iters: 400, ms: 0 }.start(),
            &Policy::of(&SearchConfig::default()),
            &mut rng_from_seed(0),
        );
        let r = w.nodes[0];
        assert!(
            (r.first_child..r.first_child + r.num_children).all(|i| w.nodes[i as usize].visits > 0)
        );
    }

    /// `ipm`: once the root reaches `ipk` visits, every child not yet expanded carries the
    /// value of a 1-ply search from it (for the mover) in place of its heuristic, and the
    /// unvisited children are stored best first. In Bonus Nim from a pile of 13 the static
    /// hint (multiples of 4 lose) and the 1-ply value disagree about some child, so the
    /// values checked here are not the ones expansion wrote.
    #[test]
    fn ipm_rescores_the_children_at_ipk_visits() {
        use crate::testgames::BonusNim;
        let g = BonusNim::new(13);
        let policy = |ipm| {
            Policy::of(&SearchConfig {
                ipm,
                ipk: 3,
                ..SearchConfig::default()
            })
        };
        // Iterations 1-3 leave the root with 3 visits; the 4th rescores it, then descends.
        let heurs = |ipm| {
            let mut w = Worker::<u8>::new();
            w.run(
                &g,
                false,
                Budget { iters: 4, ms: 0 }.start(),
                &policy(ipm),
                &mut crate::rng_from_seed(5),
            );
            let r = w.nodes[0];
            let kids: Vec<(u8, Node)> = (r.first_child..r.first_child + r.num_children)
                .map(|i| (w.moves[i as usize - 1], w.nodes[i as usize]))
                .collect();
            kids
        };
        let mut bufs = Vec::new();
        let searched = |m: u8, depth: u32, bufs: &mut Vec<Vec<u8>>| {
            let mut c = g.clone();
            c.play(m);
            white_score(Player::White, searched_leaf(&c, bufs, depth, 8, false).0)
        };
        let rescored = heurs(1);
        let mut changed = 0;
        for &(m, n) in &heurs(0) {
            changed += (n.state == UNEXPANDED && n.heur != searched(m, 1, &mut bufs)) as u32;
            // The conversion's sign: a 0-ply search is the heuristic expansion wrote.
            if n.state == UNEXPANDED && n.visits == 0 {
                assert_eq!(n.heur, searched(m, 0, &mut bufs), "move {m}");
            }
        }
        assert!(
            changed > 0,
            "the 1-ply values equal the heuristic: nothing is checked"
        );
        for &(m, n) in &rescored {
            if n.state == UNEXPANDED {
                assert_eq!(n.heur, searched(m, 1, &mut bufs), "move {m}");
            }
        }
        let unvisited: Vec<f32> = rescored
            .iter()
            .filter(|k| k.1.visits == 0)
            .map(|k| k.1.heur)
            .collect();
        assert!(
            unvisited.windows(2).all(|w| w[0] >= w[1]),
            "unvisited children not sorted: {unvisited:?}"
        );
        let visited = rescored.iter().take_while(|k| k.1.visits > 0).count();
        assert!(
            rescored[visited..].iter().all(|k| k.1.visits == 0),
            "the visited children are a prefix"
        );
    }

    /// `ipm` with the check bonuses: the unvisited children are sorted again with a checking
    /// child as if `corder` higher, its value the searched one, and with `check` its value is
    /// the searched one plus `check`, as at expansion. White's moves
    /// in [`crate::testgames::Fan`] are worth 0.8, 0.6 and 0.5 (a check) to White: with
    /// `corder=0.05` expansion stores them 0, 1, 2 (0.55 is below 0.6) and the first
    /// iteration visits 0; at the second, `ipm` finds both unvisited children drawn (Black
    /// has no move), 0.5 each, so the check's 0.55 puts it first. Without `corder` the tie
    /// keeps the order of expansion.
    #[test]
    fn ipm_keeps_the_check_bonuses_of_expansion() {
        let g = crate::testgames::Fan::new(&[0.8, 0.6, 0.5], 2);
        let after = |corder, check| {
            let policy = Policy::of(&SearchConfig {
                ipm: 1,
                ipk: 1,
                corder,
                check,
                ..SearchConfig::default()
            });
            let mut w = Worker::<u8>::new();
            let one = Budget { iters: 1, ms: 0 }.start();
            w.run(&g, false, one, &policy, &mut crate::rng_from_seed(5));
            let order = |w: &Worker<u8>| {
                let r = w.nodes[0];
                (r.first_child..r.first_child + r.num_children)
                    .map(|i| (w.moves[i as usize - 1], w.nodes[i as usize].visits))
                    .collect::<Vec<_>>()
            };
            let expanded = order(&w);
            let r = w.nodes[0];
            // What the second iteration does first, at the root's `ipk = 1` visits.
            w.rescore(0, &g, &policy);
            let heurs: Vec<f32> = (r.first_child + 1..r.first_child + r.num_children)
                .map(|i| w.nodes[i as usize].heur)
                .collect();
            (expanded, order(&w), heurs)
        };
        let (expanded, rescored, heurs) = after(0.05, 0.0);
        assert_eq!(expanded, [(0, 1), (1, 0), (2, 0)]);
        assert_eq!(rescored, [(0, 1), (2, 0), (1, 0)]);
        assert_eq!(heurs, [0.5, 0.5], "the check's value is the searched one");
        let (expanded, rescored, _) = after(0.0, 0.0);
        assert_eq!(expanded, [(0, 1), (1, 0), (2, 0)]);
        assert_eq!(rescored, expanded);
        // The value bonus `check=0.05` is added to the check's searched value, 0.55, which
        // sorts it first too (at expansion 0.5 + 0.05 stays below 0.6).
        let (expanded, rescored, heurs) = after(0.0, 0.05);
        assert_eq!(expanded, [(0, 1), (1, 0), (2, 0)]);
        assert_eq!(rescored, [(0, 1), (2, 0), (1, 0)]);
        assert!(
            (heurs[0] - 0.55).abs() < 1e-6 && heurs[1] == 0.5,
            "{heurs:?}"
        );
    }

    /// `leafq`: a child visited once (scored as a leaf, not yet expanded) carries its leaf's
    /// searched value for the mover in place of the static value its parent's expansion gave
    /// it, and the root's implicit minimax value is the best of its children's; with `leafq`
    /// off it keeps the static value. The leaves are scored by a 1-ply search (`ab=1`: Bonus
    /// Nim has no captures, so its quiescence is the static value), which disagrees with the
    /// static hint about some child of a pile of 13.
    #[test]
    fn leafq_puts_the_leaf_value_into_the_implicit_minimax() {
        use crate::testgames::BonusNim;
        let g = BonusNim::new(13);
        let mut bufs = Vec::new();
        let searched = |m: u8, depth: u32, bufs: &mut Vec<Vec<u8>>| {
            let mut c = g.clone();
            c.play(m);
            white_score(Player::White, searched_leaf(&c, bufs, depth, 8, false).0)
        };
        let mut checked = 0;
        let mut differs = 0;
        for iters in 1..=6 {
            for leafq in [false, true] {
                let mut w = Worker::<u8>::new();
                let policy = Policy::of(&SearchConfig {
                    ab: 1,
                    leafq,
                    ..SearchConfig::default()
                });
                w.run(
                    &g,
                    false,
                    Budget { iters, ms: 0 }.start(),
                    &policy,
                    &mut crate::rng_from_seed(iters as u64),
                );
                let r = w.nodes[0];
                let mut best = f32::NEG_INFINITY;
                for i in r.first_child..r.first_child + r.num_children {
                    let (m, n) = (w.moves[i as usize - 1], w.nodes[i as usize]);
                    best = best.max(n.heur);
                    if n.visits != 1 || n.state != UNEXPANDED {
                        continue;
                    }
                    let (leaf, fixed) = (searched(m, 1, &mut bufs), searched(m, 0, &mut bufs));
                    assert_eq!(n.heur, if leafq { leaf } else { fixed }, "move {m}");
                    checked += 1;
                    differs += (leaf != fixed) as u32;
                }
                // The root's player is the one who did not move into it: its value is the
                // complement of the mover's best child.
                assert_eq!(r.heur, 1.0 - best, "{iters} iterations, leafq {leafq}");
            }
        }
        assert!(
            checked > 0 && differs > 0,
            "no visited leaf whose searched value differs from its static one: nothing checked"
        );
    }

    #[test]
    fn children_are_contiguous_and_carry_the_mover() {
        let mut w = Worker::<u8>::new();
        let mut rng = rng_from_seed(2);
        w.run(
            &TicTacToe::default(),
            false,
            Budget { iters: 300, ms: 0 }.start(),
            &classic(),
            &mut rng,
        );
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
