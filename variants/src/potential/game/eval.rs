//! Potential Chess's learned evaluation features (issue 26, part 2), from the player to
//! decide's view, ours minus theirs. A piece's type is a potential (a set of types), so what
//! the game can count is the expected type: each living piece adds `1 / |potential|` to every
//! type its potential holds (seed `002_a41f0f858c62d591.txt`; RULINGS "Potential Chess").
//!
//! - `q r b n p`: expected counts of queens, rooks, bishops (either colour), knights and
//!   pawns. The material evaluation is exactly these times 9, 5, 3, 3, 1.
//! - `known`: living pieces whose potential is one type (stated or deduced).
//! - `centre`: the centrality of every living piece, `(14 - d) / 12` as in chess
//!   (`d = |2 file - 7| + |2 rank - 7|`), weighted by the share of its potential that is not
//!   a pawn or king.
//! - `advance`: each living piece's ranks advanced from its second rank, over 5, weighted by
//!   its pawn share (a piece that may be a pawn and has come far may promote).
//!
//! No mobility or king-zone feature: the king is a potential too, and a count of moves would
//! cost a move generation over the potentials.

use mcts::eval::MAX_FEATURES;

use super::{PotentialChess, ALIVE, BD, BL, K, N, P, Q, R};

/// The feature names, in the order [`PotentialChess::write_features`] writes them.
pub(in crate::potential) const FEATURES: &[&str] =
    &["q", "r", "b", "n", "p", "known", "centre", "advance"];

impl PotentialChess {
    /// Writes [`FEATURES`] for the player to decide into `out`.
    pub(in crate::potential) fn write_features(&self, out: &mut [f32; MAX_FEATURES]) {
        let us = self.turn as usize;
        let mut x = [[0f32; 8]; 2];
        for (s, side) in self.pieces.iter().enumerate() {
            for p in side.iter().filter(|p| p.state == ALIVE) {
                let n = p.pot.count_ones();
                if n == 0 {
                    continue;
                }
                let share = 1.0 / n as f32;
                let has = |t: u8| p.pot & (1 << t) != 0;
                let count = |t: u8| if has(t) { share } else { 0.0 };
                x[s][0] += count(Q);
                x[s][1] += count(R);
                x[s][2] += count(BL) + count(BD);
                x[s][3] += count(N);
                x[s][4] += count(P);
                if n == 1 {
                    x[s][5] += 1.0;
                }
                let sq = p.sq as i32;
                let (f, r) = (sq % 8, sq / 8);
                let officer = 1.0 - count(P) - count(K);
                x[s][6] += officer * (14 - (2 * f - 7).abs() - (2 * r - 7).abs()) as f32 / 12.0;
                let steps = if s == 0 { r - 1 } else { 6 - r };
                x[s][7] += count(P) * steps.max(0) as f32 / 5.0;
            }
        }
        for i in 0..8 {
            out[i] = x[us][i] - x[us ^ 1][i];
        }
    }
}

#[cfg(test)]
mod tests {
    use mcts::{Evaluate, Rules};
    use super::*;
    

    fn features(g: &PotentialChess) -> Vec<f32> {
        let mut x = [0f32; MAX_FEATURES];
        g.features(&mut x);
        x[..FEATURES.len()].to_vec()
    }

    #[test]
    fn the_start_is_level_in_every_feature() {
        let x = features(&PotentialChess::start(300));
        assert!(x.iter().all(|&v| v.abs() < 1e-5), "{x:?}");
    }

    #[test]
    fn material_features_reproduce_the_material_evaluation() {
        // The material evaluation is tanh(sum of 9 q + 5 r + 3 b + 3 n + 1 p, ours minus
        // theirs, / 10): check it along a random game, where potentials shrink and pieces
        // die.
        let mut g = PotentialChess::start(300);
        let mut moves = Vec::new();
        let mut rng = mcts::rng_from_seed(3);
        for _ in 0..120 {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let x = features(&g);
            let m = 9.0 * x[0] + 5.0 * x[1] + 3.0 * x[2] + 3.0 * x[3] + x[4];
            let want = g.evaluate_material();
            assert!(((m / 10.0).tanh() - want).abs() < 1e-4, "{x:?} vs {want}");
            use rand::Rng;
            g.play(moves[rng.random_range(0..moves.len())]);
        }
    }
}
