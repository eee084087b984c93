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

use super::board::{bit, cells, file_of, rank_of, NCELLS, NONE};
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
const fn centrality11(c: usize) -> u32 {
    let d = (2 * file_of(c) as i32 - 5).abs() + (2 * rank_of(c) as i32 - 6).abs();
    (11 - d) as u32
}

/// `(11 - d) / 11`.
#[cfg(test)]
fn centrality(c: usize) -> f32 {
    centrality11(c) as f32 / 11.0
}

const fn chebyshev(a: usize, b: usize) -> usize {
    let df = file_of(a).abs_diff(file_of(b));
    let dr = rank_of(a).abs_diff(rank_of(b));
    if df > dr {
        df
    } else {
        dr
    }
}

const fn build_tables() -> ([u32; NCELLS], [u64; NCELLS]) {
    let mut centre = [0; NCELLS];
    let mut zone = [0; NCELLS];
    let mut c = 0;
    while c < NCELLS {
        centre[c] = centrality11(c);
        let mut x = 0;
        while x < NCELLS {
            if chebyshev(c, x) <= 2 {
                zone[c] |= 1 << x;
            }
            x += 1;
        }
        c += 1;
    }
    (centre, zone)
}

/// `CENTRE11[c]`: [`centrality11`] of each cell; `ZONE2[c]`: the cells within two cells of `c`
/// (Chebyshev, not wrapping), `c` included.
static TABLES: ([u32; NCELLS], [u64; NCELLS]) = build_tables();
static CENTRE11: &[u32; NCELLS] = &TABLES.0;
static ZONE2: &[u64; NCELLS] = &TABLES.1;

impl Interdependent {
    /// Writes [`FEATURES`] for the side to move into `out`. Allocates nothing; the centre and
    /// the king zone come from per-cell tables (a sum of whole elevenths, a masked popcount).
    pub(super) fn write_features(&self, out: &mut [f32; MAX_FEATURES]) {
        let us = self.side.index();
        let mut x = [[0f32; 14]; 2];
        let mut centre = [0u32; 2];
        for c in cells(self.pos.all()) {
            let p = self.pos.board[c];
            let (s, k) = (side_of(p), kind_code(p) as usize);
            if k == 1 {
                continue; // the King
            }
            x[s][k - 2] += 1.0;
            centre[s] += CENTRE11[c];
        }
        for (s, xs) in x.iter_mut().enumerate() {
            for k in 2..=7 {
                xs[k + 4] = self.hand[s][k] as f32;
            }
            xs[12] = centre[s] as f32;
            // Our board pieces but the King within two cells of their King.
            let king = self.kings[s ^ 1];
            if king != NONE {
                let ours = self.pos.occ[s] & !bit(self.kings[s]);
                xs[13] = (ours & ZONE2[king as usize]).count_ones() as f32;
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
    use mcts::{Evaluate, Rules};
    use super::*;
    use crate::declare::MoveCapParams;
    

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

    /// The features by their definition, piece by piece (the loop `write_features` replaced
    /// with tables).
    fn features_by_definition(g: &Interdependent) -> Vec<f32> {
        let us = g.side.index();
        let mut x = [[0f32; 14]; 2];
        for c in 0..NCELLS {
            let p = g.pos.board[c];
            if p == 0 || kind_code(p) == 1 {
                continue;
            }
            let (s, k) = (side_of(p), kind_code(p) as usize);
            x[s][k - 2] += 1.0;
            x[s][12] += centrality(c);
            let king = g.kings[s ^ 1];
            if king != NONE && chebyshev(c, king as usize) <= 2 {
                x[s][13] += 1.0;
            }
        }
        for (xs, hand) in x.iter_mut().zip(&g.hand) {
            for k in 2..=7 {
                xs[k + 4] = hand[k] as f32;
            }
        }
        (0..14).map(|i| x[us][i] - x[us ^ 1][i]).collect()
    }

    #[test]
    fn the_features_agree_with_their_definition_in_random_games() {
        let visited = super::super::each_random_position(7, 20, |g| {
            let (got, want) = (features(g), features_by_definition(g));
            for (i, (a, b)) in got.iter().zip(&want).enumerate() {
                assert!((a - b).abs() < 1e-5, "{}: {a} != {b} in {g:?}", FEATURES[i]);
            }
        });
        assert!(visited > 1000, "only {visited} positions");
    }

    #[test]
    fn the_king_zone_counts_pieces_within_two_cells_by_hand() {
        // c3's zone: files a..e, ranks 1..5 (25 cells); f7 is 3 files and 4 ranks away.
        let c3 = 2 + 6 * 2;
        assert_eq!(ZONE2[c3].count_ones(), 25);
        assert_ne!(ZONE2[c3] & (1 << (6 * 4 + 4)), 0, "e5 is two cells away");
        assert_eq!(ZONE2[c3] & (1 << (6 * 6 + 5)), 0, "f7 is not");
        // a1 in the corner: a..c by 1..3, 9 cells, no wrapping to f or 7.
        assert_eq!(ZONE2[0].count_ones(), 9);
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
