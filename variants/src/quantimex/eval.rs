//! Quantimex's learned evaluation features (issue 26, part 2), from the player to decide's
//! view, ours minus theirs (seed `001_458953bcf665a48d.txt` for the pieces):
//!
//! - `r l m c w i p`: piece counts (Regent, Long-Leaper, Mimic, Coordinator, Withdrawer,
//!   Immobilizer, Pincer-Pawn).
//! - `frozen`: our frozen pieces (an enemy Immobilizer adjacent, or a Mimic beside an
//!   Immobilizer), minus theirs.
//! - `centre`: the centrality of every piece but the King, `(5 - d) / 5` with `d` the hex
//!   distance from the centre cell (1 there, 0 on the rim).
//! - `king_zone`: our pieces within hex distance 2 of their King, minus theirs near ours.
//!
//! No mobility or advance feature: a count of moves would cost a move generation, and
//! Pincer-Pawns never promote.

use mcts::eval::MAX_FEATURES;

use super::hex::{HEX, NONE};
use super::pieces::{kind_of, side_of, Kind};
use super::{Quantimex, NCELLS};

/// The feature names, in the order [`Quantimex::write_features`] writes them.
pub(super) const FEATURES: &[&str] = &[
    "r",
    "l",
    "m",
    "c",
    "w",
    "i",
    "p",
    "frozen",
    "centre",
    "king_zone",
];

/// Hex distance between two cells (axial coordinates).
fn distance(a: usize, b: usize) -> i32 {
    let dq = (HEX.q[a] - HEX.q[b]) as i32;
    let dv = (HEX.v[a] - HEX.v[b]) as i32;
    dq.abs().max(dv.abs()).max((dq + dv).abs())
}

/// `5 - d`, `d` the hex distance from the centre: centrality in fifths (whole numbers).
fn centrality5(c: usize) -> f32 {
    let (q, v) = (HEX.q[c] as i32, HEX.v[c] as i32);
    (5 - q.abs().max(v.abs()).max((q + v).abs())) as f32
}

impl Quantimex {
    /// Writes [`FEATURES`] for the player to decide into `out`; `frozen`, `centre` and
    /// `king_zone` are left 0 unless their bit (7, 8, 9) is set in `need`.
    pub(super) fn write_features(&self, out: &mut [f32; MAX_FEATURES], need: u32) {
        let (want_frozen, want_centre, want_zone) =
            (need & 1 << 7 != 0, need & 1 << 8 != 0, need & 1 << 9 != 0);
        let us = self.side.index();
        let mut x = [[0f32; 10]; 2];
        for (s, xs) in x.iter_mut().enumerate() {
            for kind in Kind::Regent as usize..=Kind::Pawn as usize {
                xs[kind - 2] = self.counts[s << 4 | kind] as f32;
            }
        }
        if want_centre || want_zone {
            for c in 0..NCELLS {
                let p = self.board[c];
                if p == 0 || kind_of(p) == Kind::King {
                    continue;
                }
                let s = side_of(p).index();
                if want_centre {
                    x[s][8] += centrality5(c);
                }
                let king = self.kings[s ^ 1];
                if want_zone && king != NONE && distance(c, king as usize) <= 2 {
                    x[s][9] += 1.0;
                }
            }
        }
        let mut frozen = if want_frozen { self.frozen_cells() } else { 0 };
        while frozen != 0 {
            let c = frozen.trailing_zeros() as usize;
            frozen &= frozen - 1;
            x[side_of(self.board[c]).index()][7] += 1.0;
        }
        for i in 0..10 {
            out[i] = x[us][i] - x[us ^ 1][i];
        }
        out[8] /= 5.0;
    }

    /// The cells of the frozen pieces of both sides, Kings aside, a bit per cell: a piece is
    /// frozen when an enemy Immobilizer is adjacent (or, an Immobilizer, an enemy Mimic). Marks
    /// the freezers' enemy neighbours, each cell once, which is `is_frozen` of every piece at
    /// the cost of the few freezers' neighbourhoods; none when no Immobilizer is on the board
    /// (a Mimic freezes only an Immobilizer).
    pub(super) fn frozen_cells(&self) -> u128 {
        let imm = Kind::Immobilizer as usize;
        if self.counts[imm] + self.counts[16 | imm] == 0 {
            return 0;
        }
        let mut frozen = 0u128;
        let mut freezers = self.freezers;
        while freezers != 0 {
            let f = freezers.trailing_zeros() as usize;
            freezers &= freezers - 1;
            let (side, imm) = (
                side_of(self.board[f]),
                kind_of(self.board[f]) == Kind::Immobilizer,
            );
            for &n in &HEX.step[f] {
                if n == NONE {
                    continue;
                }
                let q = self.board[n as usize];
                if q != 0
                    && side_of(q) != side
                    && kind_of(q) != Kind::King
                    && (imm || kind_of(q) == Kind::Immobilizer)
                {
                    frozen |= 1u128 << n;
                }
            }
        }
        frozen
    }

    /// The material evaluation's score of each side (`value` of each piece, a frozen one
    /// counting half), from the counts and [`Quantimex::frozen_cells`].
    pub(super) fn material_scores(&self) -> [f32; 2] {
        let mut score = [0f32; 2];
        for (s, sc) in score.iter_mut().enumerate() {
            for k in Kind::ALL {
                *sc += super::value(k) * self.counts[s << 4 | k as usize] as f32;
            }
        }
        let mut frozen = self.frozen_cells();
        while frozen != 0 {
            let c = frozen.trailing_zeros() as usize;
            frozen &= frozen - 1;
            let p = self.board[c];
            score[side_of(p).index()] -= super::value(kind_of(p)) * 0.5;
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use mcts::{Codec, Evaluate, Rules};
    use super::*;
    use crate::quantimex::QuantimexParams;
    

    fn features(g: &Quantimex) -> Vec<f32> {
        let mut x = [0f32; MAX_FEATURES];
        g.features(&mut x);
        x[..FEATURES.len()].to_vec()
    }

    #[test]
    fn the_start_is_level_in_every_feature() {
        let g = Quantimex::new(&QuantimexParams::default());
        assert!(features(&g).iter().all(|&v| v == 0.0), "{:?}", features(&g));
    }

    #[test]
    fn distances_by_hand() {
        let centre = HEX.cell_of(5, 6) as usize; // f6, the middle of the middle file
        assert_eq!((HEX.q[centre], HEX.v[centre]), (0, 0));
        assert_eq!(centrality5(centre), 5.0);
        // a1 is a corner of the hexagon: distance 5 from the centre.
        assert_eq!(centrality5(0), 0.0);
        assert_eq!(distance(centre, 0), 5);
        // Each neighbour of the centre is at distance 1.
        for &n in &HEX.step[centre] {
            assert_eq!(distance(centre, n as usize), 1);
        }
    }

    #[test]
    fn counts_match_the_board_seen_by_the_player_to_decide() {
        let mut moves = Vec::new();
        let mut seen_frozen = false;
        for seed in 1..=8 {
            let mut g = Quantimex::new(&QuantimexParams::default());
            let mut rng = mcts::rng_from_seed(seed);
            for _ in 0..300 {
                g.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let x = features(&g);
                // Count each letter in the cells list: upper case Red (White), lower case Green.
                let sign = if g.to_move() == mcts::Player::White {
                    1.0
                } else {
                    -1.0
                };
                for (i, letter) in "RLMCWIP".chars().enumerate() {
                    let n = |c: char| g.cells().iter().filter(|(_, p)| p.starts_with(c)).count();
                    let diff = n(letter) as f32 - n(letter.to_ascii_lowercase()) as f32;
                    assert_eq!(x[i], sign * diff, "{letter} in {}", g.position_text());
                }
                // Frozen pieces (Kings aside) by asking each piece, against the freezers' scan.
                let frozen = |s: mcts::Player| {
                    (0..NCELLS)
                        .filter(|&c| {
                            let p = g.board[c];
                            p != 0 && side_of(p) == s && kind_of(p) != Kind::King && g.is_frozen(c)
                        })
                        .count() as f32
                };
                let me = g.to_move();
                assert_eq!(
                    x[7],
                    frozen(me) - frozen(me.other()),
                    "frozen in {}",
                    g.position_text()
                );
                seen_frozen |= frozen(me) + frozen(me.other()) > 0.0;
                // The material evaluation (counts and the freezers' scan) against its
                // definition: every piece at `value`, a frozen one (`is_frozen`) at half.
                let mut score = [0f32; 2];
                for c in 0..NCELLS {
                    let p = g.board[c];
                    if p != 0 {
                        let v = super::super::value(kind_of(p));
                        let v = if g.is_frozen(c) { v * 0.5 } else { v };
                        score[side_of(p).index()] += v;
                    }
                }
                let want = mcts::eval::tanh((score[me.index()] - score[me.other().index()]) / 10.0);
                assert_eq!(
                    g.evaluate_material(),
                    want,
                    "material in {}",
                    g.position_text()
                );
                use rand::Rng;
                let m = moves[rng.random_range(0..moves.len())];
                g.play(m);
            }
        }
        assert!(
            seen_frozen,
            "the random games froze no piece: choose other seeds"
        );
    }
}
