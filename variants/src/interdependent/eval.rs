//! Interdependent Chess's learned evaluation features (issue 26, part 2), from the side to
//! move's view, ours minus theirs (seed `004_0ca2faf906401d7b.txt` for the pieces):
//!
//! - `u s n c t g`: pieces on the board (Universalist, Spider, Knight, Conservative,
//!   Steward, Guardian).
//! - `u@hand` .. `g@hand`: pieces in hand (captured pieces, droppable).
//! - `centre`: the centrality of every board piece but the King, `(11 - d) / 11` with `d`
//!   the Manhattan distance in half-cells from the centre of the 6x7 board (d3-c4-d4-c5 area).
//! - `king_zone`: our board pieces within two cells (Chebyshev, not wrapping) of their King,
//!   minus theirs near ours.
//!
//! No mobility or pawn-advance feature: movement here depends on borrowed powers (a count
//! would cost a move generation), and Stewards and Guardians never promote.

use mcts::eval::MAX_FEATURES;

use super::board::{cells, file_of, rank_of, NONE};
use super::movegen::{kind_code, side_of};
use super::Interdependent;

/// The feature names, in the order [`Interdependent::write_features`] writes them.
pub(super) const FEATURES: &[&str] = &[
    "u",
    "s",
    "n",
    "c",
    "t",
    "g",
    "u@hand",
    "s@hand",
    "n@hand",
    "c@hand",
    "t@hand",
    "g@hand",
    "centre",
    "king_zone",
];

/// `11 - d`, `d = |2 file - 5| + |2 rank - 6|`: the centrality in elevenths (whole numbers,
/// so sums are exact).
fn centrality11(c: usize) -> f32 {
    let d = (2 * file_of(c) as i32 - 5).abs() + (2 * rank_of(c) as i32 - 6).abs();
    (11 - d) as f32
}

/// `(11 - d) / 11`.
#[cfg(test)]
fn centrality(c: usize) -> f32 {
    centrality11(c) / 11.0
}

fn chebyshev(a: usize, b: usize) -> usize {
    file_of(a)
        .abs_diff(file_of(b))
        .max(rank_of(a).abs_diff(rank_of(b)))
}

impl Interdependent {
    /// Writes [`FEATURES`] for the side to move into `out`.
    pub(super) fn write_features(&self, out: &mut [f32; MAX_FEATURES]) {
        let us = self.side.index();
        let mut x = [[0f32; 14]; 2];
        for c in cells(self.pos.all()) {
            let p = self.pos.board[c];
            let (s, k) = (side_of(p), kind_code(p) as usize);
            if k == 1 {
                continue; // the King
            }
            x[s][k - 2] += 1.0;
            x[s][12] += centrality11(c);
            let king = self.kings[s ^ 1];
            if king != NONE && chebyshev(c, king as usize) <= 2 {
                x[s][13] += 1.0;
            }
        }
        for (s, xs) in x.iter_mut().enumerate() {
            for k in 2..=7 {
                xs[k + 4] = self.hand[s][k] as f32;
            }
        }
        for i in 0..14 {
            out[i] = x[us][i] - x[us ^ 1][i];
        }
        out[12] /= 11.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::declare::MoveCapParams;
    use mcts::Game;

    fn features(g: &Interdependent) -> Vec<f32> {
        let mut x = [0f32; MAX_FEATURES];
        g.features(&mut x);
        x[..FEATURES.len()].to_vec()
    }

    #[test]
    fn the_start_is_level_in_every_feature() {
        let g = Interdependent::new(&MoveCapParams::default());
        assert!(features(&g).iter().all(|&v| v == 0.0), "{:?}", features(&g));
    }

    #[test]
    fn centre_by_hand() {
        // c4 (file 2, rank 3): d = 1 + 0: 10/11; a1: d = 5 + 6: 0.
        assert!((centrality(2 + 6 * 3) - 10.0 / 11.0).abs() < 1e-6);
        assert_eq!(centrality(0), 0.0);
    }

    #[test]
    fn a_capture_moves_a_piece_to_the_hand() {
        let mut g = Interdependent::new(&MoveCapParams::default());
        let mut moves = Vec::new();
        for _ in 0..300 {
            g.legal_moves(&mut moves);
            let Some(&m) = moves.iter().find(|&&m| g.is_capture(m)).or(moves.first()) else {
                break;
            };
            if g.is_capture(m) {
                let before = features(&g);
                g.play(m);
                let after = features(&g);
                // The victim (now to move) has one board piece fewer and the capturer one
                // more in hand: board sum and hand sum each drop by one from its view.
                let board: f32 = (0..6).map(|i| after[i] + before[i]).sum();
                let hand: f32 = (6..12).map(|i| after[i] + before[i]).sum();
                assert_eq!((board, hand), (-1.0, -1.0), "{before:?} -> {after:?}");
                return;
            }
            g.play(m);
        }
        panic!("no capture in 300 plies");
    }
}
