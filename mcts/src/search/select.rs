//! The rules of UCT that every search driver shares (the sequential tree, the tree-parallel
//! shared tree, ISMCTS): first-play urgency and the UCB1 score with implicit-minimax blending
//! ([`Selector`], [`select`]), the MCTS-Solver update ([`solve`]), the implicit minimax backup
//! ([`back_up_heur`]), the backup of one iteration's reward along its path ([`backup`]) and the
//! ordering of a node's children at expansion ([`order_children`]).
//!
//! The drivers differ only in how they store nodes (a `Vec`, a chunked arena of atomics, a
//! linked list of children) and how they descend (virtual loss, one child added per
//! determinization): each exposes its nodes through [`Arena`] and [`NodeRef`], and these
//! functions do the rest, so a driver cannot drift from the others.

use rand::seq::SliceRandom;

use super::config::{Fpu, Heuristic, Policy};
use super::leaf::{child_heuristic, white_score};
use crate::game::{Game, GameRng, Player};

/// A solver mark (MCTS-Solver), from the point of view of the node's player (who moved into
/// it). One byte (`repr(i8)`), so a node's size does not change; the tree-parallel arena keeps
/// it in an `AtomicI8` through [`Proof::to_i8`] and [`Proof::from_i8`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i8)]
pub(crate) enum Proof {
    /// The node's player loses with best play from here.
    Loss = -1,
    /// Not proven either way (every node starts so).
    Unproven = 0,
    /// The node's player wins with best play from here.
    Win = 1,
}

impl Proof {
    /// The mark as stored in an atomic byte.
    #[inline(always)]
    pub(crate) fn to_i8(self) -> i8 {
        self as i8
    }

    /// The mark stored as `v` by [`Proof::to_i8`] (any other byte reads as unproven).
    #[inline(always)]
    pub(crate) fn from_i8(v: i8) -> Proof {
        match v {
            1 => Proof::Win,
            -1 => Proof::Loss,
            _ => Proof::Unproven,
        }
    }
}

/// The statistics of one node, as the shared rules read them.
pub(crate) trait NodeRef {
    /// The player who made the move leading here.
    fn player(&self) -> Player;
    /// The node's solver mark, for [`NodeRef::player`].
    fn proven(&self) -> Proof;
    /// Visits (under tree parallelism, virtual losses included).
    fn visits(&self) -> u32;
    /// Sum of rewards in `[0, 1]` for [`NodeRef::player`].
    fn value_sum(&self) -> f32;
    /// Implicit minimax value in `[0, 1]` for [`NodeRef::player`].
    fn heur(&self) -> f32;
    /// Whether the node is expanded (its children are in the arena).
    fn expanded(&self) -> bool;
    /// The children `first..end` of an expanded node.
    fn child_range(&self) -> (u32, u32);
}

/// A tree's node storage, as the shared rules read and write it.
pub(crate) trait Arena {
    type Node: NodeRef;
    /// Node `i`.
    fn get(&self, i: u32) -> &Self::Node;
    /// Calls `f(i, node)` for the nodes `first..end` in order until `f` returns false.
    #[inline]
    fn each_child(&self, first: u32, end: u32, mut f: impl FnMut(u32, &Self::Node) -> bool) {
        for i in first..end {
            if !f(i, self.get(i)) {
                return;
            }
        }
    }
    /// Sets the implicit minimax value of node `i`.
    fn set_heur(&mut self, i: u32, h: f32);
    /// Sets the solver mark of node `i`.
    fn set_proven(&mut self, i: u32, mark: Proof);
    /// Records one visit of node `i` with `reward` for its player (`root`: `i` is the root,
    /// whose value no rule reads).
    fn add_reward(&mut self, i: u32, root: bool, reward: f32);
}

/// The UCT choice among the children of one node, fed one child at a time in storage order
/// ([`Selector::offer`]) so that every arena can walk its children its own way.
///
/// UCT ([`Selector::uct`]): a child proven won for the mover is taken at once; a child proven
/// lost is skipped; with `fpu=first` the first unvisited child is taken at once, with
/// `fpu=heur` the first unvisited child (children are stored best heuristic first and an
/// unvisited child's heuristic never changes) scores `heur + c sqrt(ln N)`, one virtual visit at
/// its heuristic value; a visited child scores
/// `(1 - imm) * Q + imm * V + c sqrt(ln N) / sqrt(n)`. The highest score wins (the first on
/// ties); if every child is proven lost, the last one.
///
/// ISMCTS ([`Selector::offer_available`]): every child offered is legal in the current
/// determinization and visited; it scores `Q + c sqrt(ln(avail) / n)`, availability counts in
/// place of the parent's visits (no solver, no implicit minimax).
///
/// PUCT ([`Selector::puct`], spec `puct=T`): as UCT, but the exploration term of a child with
/// heuristic value `h` and `n` visits is `c w sqrt(N) / (1 + n)` with the prior weight
/// `w = exp(min(h - h_best, 0) / T)` (`h_best` the parent's implicit minimax value for the
/// mover, the best child's heuristic); an unvisited child scores `h + c w sqrt(N)`.
pub(crate) struct Selector {
    imm: f32,
    fpu: Fpu,
    /// UCT: `c sqrt(ln N)`, `N` the parent's visits; PUCT: `c sqrt(N)`.
    explore: f32,
    c: f32,
    /// PUCT: `1 / T` (0 = UCT).
    inv_temp: f32,
    /// PUCT: the best child's heuristic value for the mover.
    h_best: f32,
    best: u32,
    best_score: f32,
    fallback: u32,
    unvisited_scored: bool,
    chosen: u32,
}

const NONE: u32 = u32::MAX;

impl Selector {
    /// UCT selection at a node with `parent_visits` visits whose first child is `first`.
    #[inline]
    pub(crate) fn uct(parent_visits: u32, first: u32, policy: &Policy) -> Selector {
        Selector {
            imm: policy.imm,
            fpu: policy.fpu,
            explore: policy.c * (parent_visits.max(1) as f32).ln().sqrt(),
            c: policy.c,
            inv_temp: 0.0,
            h_best: 0.0,
            best: NONE,
            best_score: f32::NEG_INFINITY,
            fallback: first,
            unvisited_scored: false,
            chosen: NONE,
        }
    }

    /// ISMCTS selection with exploration constant `c`.
    #[inline]
    pub(crate) fn availability(c: f32) -> Selector {
        Selector {
            imm: 0.0,
            fpu: Fpu::First,
            explore: 0.0,
            c,
            inv_temp: 0.0,
            h_best: 0.0,
            best: NONE,
            best_score: f32::NEG_INFINITY,
            fallback: NONE,
            unvisited_scored: false,
            chosen: NONE,
        }
    }

    /// PUCT selection (spec `puct=T`, `policy.puct > 0`) at a node with `parent_visits`
    /// visits whose first child is `first` and whose best child's heuristic value for the
    /// mover is `h_best`.
    #[inline]
    pub(crate) fn puct(parent_visits: u32, first: u32, h_best: f32, policy: &Policy) -> Selector {
        Selector {
            explore: policy.c * (parent_visits.max(1) as f32).sqrt(),
            // A temperature below 1e-6 (a pawn is about 0.05) is the same greedy prior; the
            // floor keeps `1 / T` finite for a denormal `puct`, where `0 * inf` would be NaN.
            inv_temp: 1.0 / policy.puct.max(1e-6),
            h_best,
            ..Selector::uct(parent_visits, first, policy)
        }
    }

    /// The PUCT prior weight of a child with heuristic value `h`, 1 under UCT.
    #[inline(always)]
    fn prior(&self, h: f32) -> f32 {
        if self.inv_temp > 0.0 {
            ((h - self.h_best).min(0.0) * self.inv_temp).exp()
        } else {
            1.0
        }
    }

    #[inline(always)]
    fn consider(&mut self, i: u32, score: f32) {
        if score > self.best_score {
            self.best_score = score;
            self.best = i;
        }
    }

    /// Offers child `i` (UCT); false when the choice is made and no more children are needed.
    #[inline(always)]
    pub(crate) fn offer<N: NodeRef>(&mut self, i: u32, ch: &N) -> bool {
        let proven = ch.proven();
        if proven == Proof::Win {
            self.chosen = i;
            return false;
        }
        if proven == Proof::Loss {
            return true;
        }
        let visits = ch.visits();
        if visits == 0 {
            if self.fpu == Fpu::First {
                self.chosen = i;
                return false;
            }
            if !self.unvisited_scored {
                self.unvisited_scored = true;
                let h = ch.heur();
                self.consider(i, h + self.explore * self.prior(h));
            }
            self.fallback = i;
            return true;
        }
        let v = visits as f32;
        let h = ch.heur();
        let q = (1.0 - self.imm) * (ch.value_sum() / v) + self.imm * h;
        let bonus = if self.inv_temp > 0.0 {
            self.explore * self.prior(h) / (1.0 + v)
        } else {
            self.explore / v.sqrt()
        };
        self.consider(i, q + bonus);
        self.fallback = i;
        true
    }

    /// Offers child `i` (ISMCTS), whose move was legal in `avail` iterations.
    #[inline(always)]
    pub(crate) fn offer_available<N: NodeRef>(&mut self, i: u32, ch: &N, avail: u32) {
        let v = ch.visits().max(1) as f32;
        self.consider(
            i,
            ch.value_sum() / v + self.c * ((avail.max(1) as f32).ln() / v).sqrt(),
        );
    }

    /// The child chosen.
    #[inline]
    pub(crate) fn choice(&self) -> u32 {
        if self.chosen != NONE {
            self.chosen
        } else if self.best == NONE {
            self.fallback
        } else {
            self.best
        }
    }
}

/// UCT selection among the children of expanded node `idx` (see [`Selector`]).
#[inline]
pub(crate) fn select<A: Arena>(a: &A, idx: u32, policy: &Policy) -> u32 {
    let n = a.get(idx);
    let (first, end) = n.child_range();
    let mut s = if policy.puct > 0.0 {
        // The node's implicit minimax value is the best child's, for the node's player.
        let h = n.heur();
        let h_best = if a.get(first).player() == n.player() {
            h
        } else {
            1.0 - h
        };
        Selector::puct(n.visits(), first, h_best, policy)
    } else {
        Selector::uct(n.visits(), first, policy)
    };
    a.each_child(first, end, |i, ch| s.offer(i, ch));
    s.choice()
}

/// Implicit minimax: the value of expanded, unproven node `idx` for its player is the best of
/// its children's values for the player deciding there.
#[inline]
pub(crate) fn back_up_heur<A: Arena>(a: &mut A, idx: u32) {
    let n = a.get(idx);
    if !n.expanded() || n.proven() != Proof::Unproven {
        return;
    }
    let (first, end) = n.child_range();
    let own = n.player();
    let mut best = f32::NEG_INFINITY;
    a.each_child(first, end, |_, ch| {
        best = best.max(ch.heur());
        true
    });
    let mover = a.get(first).player();
    a.set_heur(idx, if mover == own { best } else { 1.0 - best });
}

/// MCTS-Solver: updates the mark of `parent` after its child `child` got proven. A child
/// proven won for the player deciding at `parent` proves `parent` for that player; children all
/// proven lost prove it against them. The mark is only ever written when it is true, so under
/// tree parallelism races can delay a proof, never make a wrong one.
pub(crate) fn solve<A: Arena>(a: &mut A, parent: u32, child: u32) {
    let p = a.get(parent);
    if p.proven() != Proof::Unproven || !p.expanded() {
        return;
    }
    let (first, end) = p.child_range();
    let ch = a.get(child);
    // `ch.player()` decides at `parent`.
    let same = p.player() == ch.player();
    let verdict_for_mover = if ch.proven() == Proof::Win {
        Some(true)
    } else {
        let mut all_lost = true;
        a.each_child(first, end, |_, n| {
            all_lost = n.proven() == Proof::Loss;
            all_lost
        });
        all_lost.then_some(false)
    };
    if let Some(mover_wins) = verdict_for_mover {
        let wins = mover_wins == same;
        a.set_proven(parent, if wins { Proof::Win } else { Proof::Loss });
        a.set_heur(parent, if wins { 1.0 } else { 0.0 });
    }
}

/// Backs up one iteration along `path` (root first) from its leaf up: White's reward `white`
/// is recorded at every node for the node's player, the implicit minimax values are refreshed
/// (`imm`), and a proven node updates its parent's mark ([`solve`]).
#[inline]
pub(crate) fn backup<A: Arena>(a: &mut A, path: &[u32], white: f32, imm: bool) {
    for k in (0..path.len()).rev() {
        let i = path[k];
        if imm {
            back_up_heur(a, i);
        }
        let n = a.get(i);
        let (reward, proven) = (white_score(n.player(), white), n.proven());
        a.add_reward(i, k == 0, reward);
        if k > 0 && proven != Proof::Unproven {
            solve(a, path[k - 1], i);
        }
    }
}

/// White's reward for an iteration that ends at a proven node of `player` with mark `mark`.
#[inline]
pub(crate) fn proof_reward(player: Player, mark: Proof) -> f32 {
    white_score(player, if mark == Proof::Win { 1.0 } else { 0.0 })
}

/// The solver mark of a terminal node whose player scores `s`.
#[inline]
pub(crate) fn terminal_mark(s: f32) -> Proof {
    if s >= 1.0 {
        Proof::Win
    } else if s <= 0.0 {
        Proof::Loss
    } else {
        Proof::Unproven
    }
}

/// The children of `state` at expansion, in the order they are stored: `moves` (its legal
/// moves, not empty) are shuffled, so unvisited children are tried in random order; with
/// `imm > 0` each child is scored by [`child_heuristic`] and they are sorted best first (a
/// stable sort: ties keep the shuffled order), a checking child as if `corder` higher
/// ([`crate::SearchConfig::corder`]). Fills `scored` with `(sort key, score, move)`, a proven
/// win scored above 1; turn a score into the child's fields with [`child_fields`].
pub(crate) fn order_children<G: Game>(
    state: &G,
    moves: &mut [G::Move],
    policy: &Policy,
    qbufs: &mut Vec<Vec<G::Move>>,
    scored: &mut Vec<(f32, f32, G::Move)>,
    rng: &mut GameRng,
) {
    moves.shuffle(rng);
    scored.clear();
    if policy.imm > 0.0 {
        let mover = state.to_move();
        for &m in moves.iter() {
            let mut c = state.clone();
            c.play(m);
            let capture = policy.heur == Heuristic::CapQs && state.is_capture(m);
            let (h, won, checks) = child_heuristic(&c, capture, mover, *policy, qbufs);
            // A proven win is stored as 2 while sorting (first of all), then marked.
            let score = h + won as u8 as f32;
            let key = if policy.corder > 0.0 && !won && checks {
                score + policy.corder
            } else {
                score
            };
            scored.push((key, score, m));
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    } else {
        scored.extend(moves.iter().map(|&m| (0.5, 0.5, m)));
    }
}

/// A new child's implicit minimax value and solver mark from its [`order_children`] score.
#[inline]
pub(crate) fn child_fields(score: f32) -> (f32, Proof) {
    (
        score.min(1.0),
        if score > 1.0 {
            Proof::Win
        } else {
            Proof::Unproven
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::config::SearchConfig;

    /// A node as the selection rules read it.
    #[derive(Clone, Copy)]
    struct N {
        player: Player,
        visits: u32,
        value: f32,
        heur: f32,
        children: (u32, u32),
    }

    impl NodeRef for N {
        fn player(&self) -> Player {
            self.player
        }
        fn proven(&self) -> Proof {
            Proof::Unproven
        }
        fn visits(&self) -> u32 {
            self.visits
        }
        fn value_sum(&self) -> f32 {
            self.value
        }
        fn heur(&self) -> f32 {
            self.heur
        }
        fn expanded(&self) -> bool {
            self.children.1 > self.children.0
        }
        fn child_range(&self) -> (u32, u32) {
            self.children
        }
    }

    impl Arena for Vec<N> {
        type Node = N;
        fn get(&self, i: u32) -> &N {
            &self[i as usize]
        }
        fn set_heur(&mut self, i: u32, h: f32) {
            self[i as usize].heur = h;
        }
        fn set_proven(&mut self, _: u32, _: Proof) {}
        fn add_reward(&mut self, _: u32, _: bool, _: f32) {}
    }

    /// A root (Black moved into it, White decides) with 100 visits and two children of White:
    /// `a` (heuristic 0.6, 50 visits, mean 0.6) and `b` (heuristic 0.4, 5 visits, mean 0.7).
    fn two_children() -> Vec<N> {
        let child = |heur, visits, mean| N {
            player: Player::White,
            visits,
            value: mean * visits as f32,
            heur,
            children: (0, 0),
        };
        vec![
            N {
                player: Player::Black,
                visits: 100,
                value: 40.0,
                // The root's implicit minimax value for Black: 1 - the best child's 0.6.
                heur: 0.4,
                children: (1, 3),
            },
            child(0.6, 50, 0.6),
            child(0.4, 5, 0.7),
        ]
    }

    fn policy(puct: f32) -> Policy {
        Policy::of(&SearchConfig {
            c: 0.1,
            imm: 0.5,
            puct,
            ..SearchConfig::default()
        })
    }

    #[test]
    fn uct_explores_the_less_visited_child() {
        // UCB1, c = 0.1, imm = 0.5: a scores 0.6 + 0.1 sqrt(ln 100) / sqrt(50) = 0.630,
        // b scores 0.55 + 0.1 sqrt(ln 100) / sqrt(5) = 0.646.
        assert_eq!(select(&two_children(), 0, &policy(0.0)), 2);
    }

    #[test]
    fn puct_follows_the_prior_of_the_heuristic() {
        // PUCT, T = 0.05: a's weight is 1 (the best heuristic), b's exp(-0.2 / 0.05) = 0.018;
        // a scores 0.6 + 0.1 * 10 * 1 / 51 = 0.620, b scores 0.55 + 0.1 * 10 * 0.018 / 6 =
        // 0.553.
        assert_eq!(select(&two_children(), 0, &policy(0.05)), 1);
        // A flat prior (T = 1) lets b's mean win again: b 0.55 + 0.1 * 10 * exp(-0.2) / 6 =
        // 0.686 against a 0.6 + 1 / 51 = 0.620.
        assert_eq!(select(&two_children(), 0, &policy(1.0)), 2);
    }

    #[test]
    fn puct_prior_is_relative_to_the_best_child_for_the_mover() {
        let s = Selector::puct(100, 1, 0.6, &policy(0.05));
        assert_eq!(s.prior(0.6), 1.0);
        assert!((s.prior(0.4) - (-4.0f32).exp()).abs() < 1e-6);
        // A heuristic above a stale best counts as the best, never above 1.
        assert_eq!(s.prior(0.7), 1.0);
        // A denormal temperature stays a number: the best child 1, the others 0.
        let tiny = Selector::puct(100, 1, 0.6, &policy(1e-45));
        assert_eq!((tiny.prior(0.6), tiny.prior(0.4)), (1.0, 0.0));
        // An unvisited child scores its heuristic plus c sqrt(N) times its weight.
        let mut a = two_children();
        a[2].visits = 0;
        a[2].value = 0.0;
        a[2].heur = 0.59;
        // a: 0.620; b unvisited: 0.59 + 0.1 * 10 * exp(-0.2) = 1.41.
        assert_eq!(select(&a, 0, &policy(0.05)), 2);
    }

    /// `corder` stores a checking child as if its value were higher, and leaves its value
    /// (the score that becomes its heuristic) as it was; `check` raises the value itself.
    /// White's three moves are worth 0.8, 0.7 (a check) and 0.2 to White.
    #[test]
    fn corder_moves_a_check_up_the_order_without_changing_its_value() {
        let order = |spec: &SearchConfig| {
            let mut scored = Vec::new();
            order_children(
                &crate::testgames::Fan::new(&[0.8, 0.7, 0.2], 1),
                &mut [0u8, 1, 2],
                &Policy::of(spec),
                &mut Vec::new(),
                &mut scored,
                &mut crate::rng_from_seed(1),
            );
            let moves: Vec<u8> = scored.iter().map(|s| s.2).collect();
            let score = |m: u8| scored.iter().find(|s| s.2 == m).unwrap().1;
            (moves, [score(0), score(1), score(2)])
        };
        let base = SearchConfig {
            imm: 0.5,
            heur: Heuristic::Eval,
            mate: 0,
            ..SearchConfig::default()
        };
        let close = |a: [f32; 3], b: [f32; 3]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-6);
        let (moves, scores) = order(&base);
        assert_eq!(moves, [0, 1, 2]);
        assert!(close(scores, [0.8, 0.7, 0.2]), "{scores:?}");
        // 0.7 + 0.2 passes 0.8: the check first, its value still 0.7.
        let (moves, scores) = order(&SearchConfig {
            corder: 0.2,
            ..base
        });
        assert_eq!(moves, [1, 0, 2]);
        assert!(close(scores, [0.8, 0.7, 0.2]), "{scores:?}");
        // 0.7 + 0.05 does not.
        assert_eq!(
            order(&SearchConfig {
                corder: 0.05,
                ..base
            })
            .0,
            [0, 1, 2]
        );
        // The value bonus `check` orders the same way by raising the value.
        let (moves, scores) = order(&SearchConfig { check: 0.2, ..base });
        assert_eq!(moves, [1, 0, 2]);
        assert!(close(scores, [0.8, 0.9, 0.2]), "{scores:?}");
    }
}
