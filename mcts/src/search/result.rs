//! What a search returns: [`SearchResult`] for the caller, and the root statistics of one tree
//! ([`UnitOut`]) that every driver hands to [`combine`].

use super::select::Proof;
#[cfg(doc)]
use crate::game::Game;

/// What a search found at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The chosen move: a child proven won for the player to decide if there is one, otherwise
    /// the move Sequential Halving chose when `sh` ran (under PIMC the one most
    /// determinizations chose; not if proven lost), otherwise the most visited child that is
    /// not proven lost (ties: higher mean value, then the earlier move in
    /// [`Rules::legal_moves`] order).
    pub best: M,
    /// Sum of the root children's visits (over all trees and determinizations; under PIMC
    /// it counts only moves legal in the real state, and includes the unspent iteration budget
    /// of determinizations proven won, credited to their winning move).
    pub root_visits: u32,
    /// One entry per legal move of the real state, in [`Rules::legal_moves`] order:
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

/// Root statistics of one tree: `(move, visits, value sum for the root mover, solver mark for
/// the root mover)`.
pub(crate) type RootStats<M> = Vec<(M, u32, f64, Proof)>;

/// One unit of work: a tree grown on one (possibly determinized) state.
pub(crate) struct UnitOut<M> {
    pub(crate) stats: RootStats<M>,
    pub(crate) iterations: u64,
    pub(crate) nodes: usize,
    /// The move a Sequential Halving root (`sh`) chose by value, if it ran.
    pub(crate) choice: Option<M>,
}

/// Sums root statistics over units, keeping only moves legal in the real state, and picks the
/// best move.
pub(crate) fn combine<M: Copy + Eq>(
    real: &[M],
    outs: &[UnitOut<M>],
    trust_proofs: bool,
) -> SearchResult<M> {
    let mut visits = vec![0u32; real.len()];
    let mut sums = vec![0f64; real.len()];
    let mut marks = vec![Proof::Unproven; real.len()];
    let mut iterations = 0;
    let mut nodes = 0;
    for out in outs {
        iterations += out.iterations;
        nodes += out.nodes;
        for &(m, v, s, p) in &out.stats {
            if let Some(j) = real.iter().position(|&r| r == m) {
                visits[j] += v;
                sums[j] += s;
                if p != Proof::Unproven {
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
        if let Some(j) = pick(&|j| marks[j] == Proof::Win) {
            (j, Some(true))
        } else if let Some(j) = voted(real, outs, Some(&marks), &better) {
            (j, None)
        } else if let Some(j) = pick(&|j| marks[j] != Proof::Loss) {
            (j, None)
        } else {
            (pick(&|_| true).unwrap(), Some(false))
        }
    } else {
        let j = voted(real, outs, None, &better).unwrap_or_else(|| pick(&|_| true).unwrap());
        (j, None)
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

/// The move most units' Sequential Halving chose ([`UnitOut::choice`]; ties by `better`), if
/// any unit ran it; with `marks` (proofs trusted), a move proven lost is passed over.
fn voted<M: Copy + Eq>(
    real: &[M],
    outs: &[UnitOut<M>],
    marks: Option<&[Proof]>,
    better: &dyn Fn(usize, usize) -> bool,
) -> Option<usize> {
    let mut votes = vec![0u32; real.len()];
    for c in outs.iter().filter_map(|o| o.choice) {
        if let Some(j) = real.iter().position(|&r| r == c) {
            votes[j] += 1;
        }
    }
    let mut best: Option<usize> = None;
    for j in 0..real.len() {
        if votes[j] == 0 || marks.is_some_and(|m| m[j] == Proof::Loss) {
            continue;
        }
        if best.is_none_or(|b| votes[j] > votes[b] || (votes[j] == votes[b] && better(j, b))) {
            best = Some(j);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out(stats: &[(u8, u32, f64, Proof)], choice: Option<u8>) -> UnitOut<u8> {
        UnitOut {
            stats: stats.to_vec(),
            iterations: stats.iter().map(|s| s.1 as u64).sum(),
            nodes: 1,
            choice,
        }
    }

    /// Without a Sequential Halving choice the most visited move is played; with one, the
    /// choice is, though it has fewer visits; a choice proven lost is passed over for the most
    /// visited move, and a proven win beats any choice. Under PIMC the choice of most trees
    /// wins.
    #[test]
    fn a_sequential_halving_choice_beats_visits_but_not_proofs() {
        let real = [1u8, 2, 3];
        let stats = [
            (1, 50, 30.0, Proof::Unproven),
            (2, 40, 30.0, Proof::Unproven),
            (3, 10, 5.0, Proof::Unproven),
        ];
        assert_eq!(combine(&real, &[out(&stats, None)], true).best, 1);
        assert_eq!(combine(&real, &[out(&stats, Some(2))], true).best, 2);
        let lost = [
            (1, 50, 30.0, Proof::Unproven),
            (2, 40, 0.0, Proof::Loss),
            (3, 10, 5.0, Proof::Unproven),
        ];
        assert_eq!(combine(&real, &[out(&lost, Some(2))], true).best, 1);
        let won = [
            (1, 50, 30.0, Proof::Unproven),
            (2, 40, 30.0, Proof::Unproven),
            (3, 10, 10.0, Proof::Win),
        ];
        assert_eq!(combine(&real, &[out(&won, Some(2))], true).best, 3);
        let votes = [
            out(&stats, Some(3)),
            out(&stats, Some(2)),
            out(&stats, Some(3)),
        ];
        assert_eq!(combine(&real, &votes, false).best, 3);
    }
}
