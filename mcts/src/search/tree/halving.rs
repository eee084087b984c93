//! Sequential Halving at the root (`sh`, [`crate::SearchConfig::sh`]): H-MCTS (Pepels,
//! Cazenave, Winands, Lanctot, CGW 2014) on the sequential tree; UCT below the root as in
//! [`super::Worker::run`].

use super::{Node, RunInfo, Watch, Worker, WATCH_EVERY};
use crate::game::{Game, GameRng};
use crate::search::config::{Limit, Policy};
use crate::search::select::Proof;

impl<M: Copy + PartialEq> Worker<M> {
    /// Sequential Halving at the root ([`crate::SearchConfig::sh`], `k` candidates) on the
    /// expanded root: the plain search for the first phase, halving rounds by round robin,
    /// UCT between the last two; every phase an equal share of `limit`. The floor
    /// `policy.shmin` cuts the candidates to `first phase's iterations / shmin`; below 3 the
    /// rest of `limit` is the plain search and no choice is returned. Returns the iterations
    /// and the better of the last two by value, or `None` (run the plain search instead) when
    /// the root has two children or fewer.
    pub(super) fn run_sh<G: Game<Move = M>>(
        &mut self,
        root: &G,
        k: u32,
        limit: Limit,
        policy: &Policy,
        rng: &mut GameRng,
        watch: Watch<'_, M>,
    ) -> Option<RunInfo> {
        let r = self.nodes[0];
        let (first, end) = (r.first_child, r.first_child + r.num_children);
        if (end - first) as usize <= 2 {
            return None;
        }
        let k = (k as usize).min((end - first) as usize);
        let rounds_for = |k: usize| {
            let (mut rounds, mut n) = (0, k);
            while n > 2 {
                n = n.div_ceil(2);
                rounds += 1;
            }
            rounds
        };
        let mut rounds = rounds_for(k);
        // Phase 0 is UCT over every child (the warm-up that picks the candidates), then the
        // halving rounds, then UCT between the last two. The phases are those of `k`; when the
        // `shmin` floor cuts the candidates, the rounds it saves go to the last phase.
        let phases = rounds + 2;
        let mut cands = std::mem::take(&mut self.cands);
        cands.clear();
        let start = std::time::Instant::now();
        let span = limit.deadline.map(|d| d.saturating_duration_since(start));
        let mut done: u64 = 0;
        let imm = policy.imm;
        let score = |n: &Node| -> f32 {
            if n.proven == Proof::Win {
                return 2.0;
            }
            if n.proven == Proof::Loss {
                return -1.0;
            }
            if n.visits == 0 {
                return n.heur;
            }
            (1.0 - imm) * n.value / n.visits as f32 + imm * n.heur
        };
        for p in 0..phases {
            let sub = Limit {
                iters: if limit.iters > 0 {
                    ((limit.iters as u64 * (p + 1) as u64) / phases as u64).max(1) as u32
                } else {
                    0
                },
                deadline: span.map(|d| start + d * (p + 1) / phases),
                stop: limit.stop,
            };
            if p == 0 {
                while !sub.reached(done) && self.nodes[0].proven == Proof::Unproven {
                    self.iterate(root, policy, rng, 0);
                    done += 1;
                    if done.is_multiple_of(WATCH_EVERY) {
                        watch(self, done);
                    }
                }
                let k = match policy.shmin {
                    0 => k,
                    m => k.min((done / m as u64) as usize),
                };
                if k < 3 {
                    // Too few iterations to halve: the plain search for the rest.
                    while !limit.reached(done) && self.nodes[0].proven == Proof::Unproven {
                        self.iterate(root, policy, rng, 0);
                        done += 1;
                        if done.is_multiple_of(WATCH_EVERY) {
                            watch(self, done);
                        }
                    }
                    self.cands = cands;
                    return Some(RunInfo {
                        iterations: done,
                        choice: None,
                    });
                }
                rounds = rounds_for(k);
                cands.extend(first..end);
                let nodes = &self.nodes;
                cands.sort_by(|a, b| {
                    let (x, y) = (&nodes[*a as usize], &nodes[*b as usize]);
                    (y.visits, score(y))
                        .partial_cmp(&(x.visits, score(x)))
                        .unwrap()
                });
                cands.truncate(k);
            } else if p <= rounds {
                'round: loop {
                    for &c in &cands {
                        if sub.reached(done) || self.nodes[0].proven != Proof::Unproven {
                            break 'round;
                        }
                        self.iterate(root, policy, rng, c);
                        done += 1;
                        if done.is_multiple_of(WATCH_EVERY) {
                            watch(self, done);
                        }
                    }
                }
                cands.sort_by(|a, b| {
                    score(&self.nodes[*b as usize]).total_cmp(&score(&self.nodes[*a as usize]))
                });
                cands.truncate(cands.len().div_ceil(2));
            } else {
                while !sub.reached(done) && self.nodes[0].proven == Proof::Unproven {
                    let total = cands
                        .iter()
                        .map(|&c| self.nodes[c as usize].visits)
                        .sum::<u32>()
                        .max(1) as f32;
                    let ln = total.ln();
                    let mut best = (f32::NEG_INFINITY, cands[0]);
                    for &c in &cands {
                        let n = &self.nodes[c as usize];
                        let v = score(n) + policy.c * (ln / (n.visits.max(1) as f32)).sqrt();
                        if v > best.0 {
                            best = (v, c);
                        }
                    }
                    self.iterate(root, policy, rng, best.1);
                    done += 1;
                    if done.is_multiple_of(WATCH_EVERY) {
                        watch(self, done);
                    }
                }
            }
            if self.nodes[0].proven != Proof::Unproven {
                break;
            }
        }
        let choice = cands.iter().copied().max_by(|a, b| {
            score(&self.nodes[*a as usize]).total_cmp(&score(&self.nodes[*b as usize]))
        });
        self.cands = cands;
        Some(RunInfo {
            iterations: done,
            choice,
        })
    }
}
