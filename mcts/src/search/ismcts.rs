//! Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley and Whitehouse,
//! "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), spec `det=ismcts`.
//!
//! One tree over move sequences; every iteration draws a fresh determinization of the root
//! ([`Rules::determinize`]) and descends only through moves legal in it. A node's children are
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

use rand::Rng;

use super::config::{Limit, Policy};
use super::leaf::score_leaf;
use super::result::{RootStats, UnitOut};
use super::select::{backup, Arena, NodeRef, Proof, Selector};
use crate::game::{Game, GameRng, Player};

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

impl NodeRef for Node {
    #[inline(always)]
    fn player(&self) -> Player {
        self.player
    }
    #[inline(always)]
    fn proven(&self) -> Proof {
        Proof::Unproven
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
        0.5
    }
    /// Children are added one at a time to a list, never expanded as a range.
    #[inline(always)]
    fn expanded(&self) -> bool {
        false
    }
    fn child_range(&self) -> (u32, u32) {
        unreachable!("ISMCTS children are a list, selected by Selector::offer_available")
    }
}

/// The ISMCTS tree for the shared backup: no node is ever proven and no implicit minimax value
/// is kept, so only [`Arena::add_reward`] is used.
impl Arena for Vec<Node> {
    type Node = Node;
    #[inline(always)]
    fn get(&self, i: u32) -> &Node {
        &self[i as usize]
    }
    fn set_heur(&mut self, _i: u32, _h: f32) {}
    fn set_proven(&mut self, _i: u32, _mark: Proof) {}
    #[inline(always)]
    fn add_reward(&mut self, i: u32, _root: bool, reward: f32) {
        let n = &mut self[i as usize];
        n.visits += 1;
        n.value += reward;
    }
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

/// Runs SO-ISMCTS from `root` until `limit` is reached, and returns the root statistics of the
/// moves the tree has at its root (the caller keeps those legal in the real state).
pub(crate) fn run<G: Game>(
    root: &G,
    limit: Limit,
    policy: &Policy,
    rng: &mut GameRng,
) -> UnitOut<G::Move> {
    let mut nodes: Vec<Node> = vec![Node::new(root.to_move().other())];
    // moves[i - 1] is the move into node i.
    let mut moves: Vec<G::Move> = Vec::new();
    let mut buf: Vec<G::Move> = Vec::new();
    let mut qbufs: Vec<Vec<G::Move>> = Vec::new();
    let mut path: Vec<u32> = Vec::new();
    let mut done: u64 = 0;
    while !limit.reached(done) {
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
                white = score_leaf(&mut state, &mut qbufs, &mut buf, *policy, rng).0;
                break;
            }
            // Every legal move has a child: UCB with availability counts.
            let mut sel = Selector::availability(policy.c);
            let mut c = nodes[idx as usize].first_child;
            while c != NO_NODE {
                let n = &nodes[c as usize];
                if buf.contains(&moves[c as usize - 1]) {
                    sel.offer_available(c, n, n.avail);
                }
                c = n.next_sibling;
            }
            let best = sel.choice();
            state.play(moves[best as usize - 1]);
            path.push(best);
            idx = best;
        }
        backup(&mut nodes, &path, white, false);
        done += 1;
    }
    let mut stats: RootStats<G::Move> = Vec::new();
    let mut c = nodes[0].first_child;
    while c != NO_NODE {
        let n = &nodes[c as usize];
        stats.push((
            moves[c as usize - 1],
            n.visits,
            n.value as f64,
            Proof::Unproven,
        ));
        c = n.next_sibling;
    }
    UnitOut {
        stats,
        iterations: done,
        nodes: nodes.len(),
        choice: None,
    }
}
