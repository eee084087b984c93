//! Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley and Whitehouse,
//! "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), spec `det=ismcts`.
//!
//! One tree over move sequences; every iteration draws a fresh determinization of the root
//! ([`Game::determinize`]) and descends only through moves legal in it. A node's children are
//! added one at a time, when a determinization offers a move the node has not seen (so a node
//! has a child only for moves some determinization allowed). Selection uses availability
//! counts: `Q + c sqrt(ln(avail) / visits)`, where `avail` counts the iterations in which the
//! child's move was legal at its parent, instead of the parent's visits. Leaves are scored as
//! in UCT (a quiescence search with `qs > 0`, else a playout). The root's statistics are kept
//! for the moves legal in the real state only.
//!
//! Not used: MCTS-Solver (a proof would hold in one determinization only), implicit minimax
//! backups, tree reuse and parallel trees; `threads`, `imm`, `fpu` and `heur` are ignored in
//! this mode (children are added one at a time, so there is no expansion to score).

use std::time::Instant;

use rand::Rng;

use crate::game::{Game, GameRng, Player};
use crate::search::{score_leaf, white_score, Policy, RootStats, UnitOut, UNPROVEN};

const NO_NODE: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Node {
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Iterations in which this node's move was legal at its parent.
    avail: u32,
    /// Reward sum in `[0, 1]` for `player`.
    value: f32,
    /// The player who made the move leading here.
    player: Player,
}

impl Node {
    fn new(player: Player) -> Node {
        Node {
            first_child: NO_NODE,
            next_sibling: NO_NODE,
            visits: 0,
            avail: 0,
            value: 0.0,
            player,
        }
    }
}

/// Runs SO-ISMCTS from `root` for `iters` iterations (0 = no limit) or until `deadline`, and
/// returns the root statistics of the moves legal in `root` (in the real state's move order).
pub(crate) fn run<G: Game>(
    root: &G,
    iters: u32,
    deadline: Option<Instant>,
    policy: Policy,
    rng: &mut GameRng,
) -> UnitOut<G::Move> {
    let mut nodes: Vec<Node> = vec![Node::new(root.to_move().other())];
    // moves[i - 1] is the move into node i.
    let mut moves: Vec<G::Move> = Vec::new();
    let mut buf: Vec<G::Move> = Vec::new();
    let mut qbufs: Vec<Vec<G::Move>> = Vec::new();
    let mut path: Vec<u32> = Vec::new();
    let mut done: u64 = 0;
    loop {
        if iters > 0 && done >= iters as u64 {
            break;
        }
        if let Some(d) = deadline {
            if Instant::now() >= d {
                break;
            }
        }
        let mut state = root.determinize(rng);
        path.clear();
        path.push(0);
        let mut idx = 0u32;
        let white: f32;
        loop {
            state.legal_moves(&mut buf);
            if buf.is_empty() {
                white = state.outcome().score_for(Player::White).unwrap_or(0.5);
                break;
            }
            // Availability of the children legal here; moves not yet children.
            let mut untried = buf.len();
            let mut c = nodes[idx as usize].first_child;
            while c != NO_NODE {
                if buf.contains(&moves[c as usize - 1]) {
                    nodes[c as usize].avail += 1;
                    untried -= 1;
                }
                c = nodes[c as usize].next_sibling;
            }
            let mover = state.to_move();
            if untried > 0 {
                // Expand one untried move, chosen at random, and score the new leaf.
                let mut k = rng.random_range(0..untried);
                let mut chosen = buf[0];
                for &m in &buf {
                    let mut c = nodes[idx as usize].first_child;
                    let mut seen = false;
                    while c != NO_NODE {
                        if moves[c as usize - 1] == m {
                            seen = true;
                            break;
                        }
                        c = nodes[c as usize].next_sibling;
                    }
                    if !seen {
                        if k == 0 {
                            chosen = m;
                            break;
                        }
                        k -= 1;
                    }
                }
                let child = nodes.len() as u32;
                let mut n = Node::new(mover);
                n.avail = 1;
                n.next_sibling = nodes[idx as usize].first_child;
                nodes.push(n);
                moves.push(chosen);
                nodes[idx as usize].first_child = child;
                state.play(chosen);
                path.push(child);
                white = score_leaf(&mut state, &mut qbufs, &mut buf, policy, rng).0;
                break;
            }
            // Every legal move has a child: UCB with availability counts.
            let mut best = NO_NODE;
            let mut best_score = f32::NEG_INFINITY;
            let mut c = nodes[idx as usize].first_child;
            while c != NO_NODE {
                let n = &nodes[c as usize];
                if buf.contains(&moves[c as usize - 1]) {
                    let v = n.visits.max(1) as f32;
                    let score = n.value / v + policy.c * ((n.avail.max(1) as f32).ln() / v).sqrt();
                    if score > best_score {
                        best_score = score;
                        best = c;
                    }
                }
                c = n.next_sibling;
            }
            state.play(moves[best as usize - 1]);
            path.push(best);
            idx = best;
        }
        for &i in &path {
            let n = &mut nodes[i as usize];
            n.visits += 1;
            n.value += white_score(n.player, white);
        }
        done += 1;
    }
    let mut stats: RootStats<G::Move> = Vec::new();
    let mut c = nodes[0].first_child;
    while c != NO_NODE {
        let n = &nodes[c as usize];
        stats.push((moves[c as usize - 1], n.visits, n.value as f64, UNPROVEN));
        c = n.next_sibling;
    }
    UnitOut {
        stats,
        iterations: done,
        nodes: nodes.len(),
    }
}
