//! Orthodox chess's learned evaluation features (issue 26, part 2), all from the side to
//! move's view, ours minus theirs:
//!
//! - `p n b r q`: piece counts.
//! - `mobility`: squares attacked by knights, bishops, rooks and queens that are not occupied
//!   by their own side (pseudo-mobility, pins ignored), divided by 10.
//! - `centre`: the centrality of knights, bishops and queens, each `(14 - d) / 12` with `d`
//!   the Manhattan distance in half-squares from the board's centre (1 on d4-e5, 0 in a
//!   corner).
//! - `advance`: each pawn's progress, `(ranks advanced) / 5` (1 on the seventh rank).
//! - `king_zone`: our knights, bishops, rooks and queens within two squares (Chebyshev) of
//!   their king, minus theirs near ours.
//! - `mopup`: the mop-up term of won endgames ([`mcts::eval::mopup`]): with `L` our material
//!   lead in pawns (P 1, N 3, B 3, R 5, Q 9), the losing king's distance from the centre
//!   `e = d / 14` (`d = |2 file - 7| + |2 rank - 7|`, 1 in a corner) and the kings' nearness
//!   `k = (7 - c) / 6` (`c` their Chebyshev distance): `clamp(L, -8, 8) / 8 * (e + k)`.

use crate::potential::tables::{tables, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use mcts::eval::MAX_FEATURES;

use super::Chess;

/// The feature names, in the order [`Chess::write_features`] writes them.
pub(super) const FEATURES: &[&str] = &[
    "p",
    "n",
    "b",
    "r",
    "q",
    "mobility",
    "centre",
    "advance",
    "king_zone",
    "mopup",
];

/// The index of `mobility` in [`FEATURES`].
pub(super) const MOBILITY: usize = 5;

/// The index of `mopup` in [`FEATURES`].
pub(super) const MOPUP: usize = 9;

/// `14 - d` for `d = |2 file - 7| + |2 rank - 7|`: the centrality in twelfths (whole
/// numbers, so sums are exact).
fn centrality12(sq: usize) -> f32 {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    (14 - ((2 * f - 7).abs() + (2 * r - 7).abs())) as f32
}

/// `ZONE[sq]`: the squares within two king steps of `sq` (Chebyshev distance at most 2),
/// `sq` included.
static ZONE: [u64; 64] = {
    let mut z = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut other = 0;
        while other < 64 {
            let (g, s) = ((other % 8) as i32, (other / 8) as i32);
            if (f - g).abs() <= 2 && (r - s).abs() <= 2 {
                z[sq] |= 1 << other;
            }
            other += 1;
        }
        sq += 1;
    }
    z
};

/// Squares within two king steps of `sq`.
fn zone(sq: usize) -> u64 {
    ZONE[sq]
}

/// The sum of [`centrality12`] over the squares of `b` (exact: whole numbers).
#[inline]
fn centrality_sum(mut b: u64) -> f32 {
    let mut sum = 0.0;
    while b != 0 {
        sum += centrality12(b.trailing_zeros() as usize);
        b &= b - 1;
    }
    sum
}

/// The sum over the squares of `b` of `reach(sq) & !own`'s size.
#[inline]
fn reach_count(mut b: u64, own: u64, reach: impl Fn(usize) -> u64) -> u32 {
    let mut n = 0;
    while b != 0 {
        let sq = b.trailing_zeros() as usize;
        b &= b - 1;
        n += (reach(sq) & !own).count_ones();
    }
    n
}

impl Chess {
    /// One side's terms: counts, mobility (0 unless `mobility_wanted`), centre, advance; and
    /// its officers in `zone`.
    fn side_terms(&self, c: usize, zone: u64, mobility_wanted: bool) -> ([f32; 9], u32) {
        let t = tables();
        let own = self.by_color[c];
        let occ = self.by_color[0] | self.by_color[1];
        let mut x = [0f32; 9];
        for (k, slot) in [PAWN, KNIGHT, BISHOP, ROOK, QUEEN].iter().zip(0..) {
            x[slot] = (self.by_kind[*k] & own).count_ones() as f32;
        }
        // One loop per kind, so no branch on the piece's kind.
        let knights = own & self.by_kind[KNIGHT];
        let bishops = own & self.by_kind[BISHOP];
        let rooks = own & self.by_kind[ROOK];
        let queens = own & self.by_kind[QUEEN];
        let officers = knights | bishops | rooks | queens;
        let mut mobility = 0u32;
        if mobility_wanted {
            mobility = reach_count(knights, own, |sq| t.knight[sq])
                + reach_count(bishops, own, |sq| t.bishop(sq, occ))
                + reach_count(rooks, own, |sq| t.rook(sq, occ))
                + reach_count(queens, own, |sq| t.bishop(sq, occ) | t.rook(sq, occ));
        }
        // Ranks advanced: a pawn on rank index r (0-based, White's view) has advanced r - 1,
        // the number of the masks "rank index >= j" (j = 2..=6) holding it.
        let pawns = self.by_kind[PAWN] & own;
        let white_view = if c == 0 { pawns } else { pawns.swap_bytes() };
        let advance: u32 = (2..7).map(|j| (white_view >> (8 * j)).count_ones()).sum();
        x[5] = mobility as f32 / 10.0;
        x[6] = centrality_sum(officers & !rooks);
        x[7] = advance as f32;
        (x, (officers & zone).count_ones())
    }

    /// The weights of `variants/weights/chess.txt`, loaded at the first call.
    pub(super) fn weights() -> &'static mcts::eval::Weights {
        static W: crate::weights::Slot = crate::weights::Slot::new();
        W.get(<Self as crate::declare::Variant>::NAME, FEATURES)
    }

    /// Writes [`FEATURES`] for the side to move into `out`; `mobility` and `mopup` stay 0
    /// unless their bits ([`MOBILITY`], [`MOPUP`]) are set in `need`.
    pub(super) fn write_features(&self, out: &mut [f32; MAX_FEATURES], need: u32) {
        let mobility = need & 1 << MOBILITY != 0;
        let us = self.side as usize;
        let king = |c: usize| (self.by_kind[KING] & self.by_color[c]).trailing_zeros() as usize;
        let zone_of = |c: usize| {
            let k = king(c);
            if k < 64 {
                zone(k)
            } else {
                0
            }
        };
        let (a, near_them) = self.side_terms(us, zone_of(us ^ 1), mobility);
        let (b, near_us) = self.side_terms(us ^ 1, zone_of(us), mobility);
        for i in 0..8 {
            out[i] = a[i] - b[i];
        }
        // Centre in twelfths and advance in fifths were summed as whole numbers.
        out[6] /= 12.0;
        out[7] /= 5.0;
        out[8] = near_them as f32 - near_us as f32;
        if need & 1 << MOPUP != 0 {
            let lead = (self.material(us) - self.material(us ^ 1)) as f32;
            let (ours, theirs) = (king(us), king(us ^ 1));
            if lead != 0.0 && ours < 64 && theirs < 64 {
                let loser = if lead > 0.0 { theirs } else { ours };
                let edge = (14.0 - centrality12(loser)) / 14.0;
                let (f, r) = (ours % 8, ours / 8);
                let (g, s) = (theirs % 8, theirs / 8);
                let apart = f.abs_diff(g).max(r.abs_diff(s));
                let near = (7.0 - apart as f32) / 6.0;
                out[MOPUP] = mcts::eval::mopup(lead, edge, near.min(1.0));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use mcts::Evaluate;
    use super::*;
    

    fn features(fen: &str) -> Vec<f32> {
        let g = Chess::from_fen(fen).unwrap();
        let mut x = [0f32; MAX_FEATURES];
        g.features(&mut x);
        x[..FEATURES.len()].to_vec()
    }

    #[test]
    fn the_start_is_level_in_every_feature() {
        assert!(features(super::super::START_FEN).iter().all(|&v| v == 0.0));
    }

    #[test]
    fn features_count_by_hand() {
        // White: Kg1, Qd4, Nf3, pawn e6; Black: Kg8, rook a8. White to move.
        let x = features("r5k1/8/4P3/8/3Q4/5N2/8/6K1 w - - 0 1");
        // Counts: p +1, n +1, b 0, r -1, q +1.
        assert_eq!(&x[..5], &[1.0, 1.0, 0.0, -1.0, 1.0]);
        // Mobility: Nf3 attacks d2 d4 e1 e5 g1 g5 h2 h4, less the own d4 and g1: 6. Qd4:
        // files and ranks 4 + 3 + 3 + 4 = 14, diagonals e5-h8 4, c5-a7 3, e3-f2 2 (g1 own),
        // c3-a1 3: 26. The rook a8: a7-a1 7, b8-f8 5 (g8 own): 12. (6 + 26 - 12) / 10 = 2.
        assert!((x[5] - 2.0).abs() < 1e-5, "{}", x[5]);
        // Centre: Nf3 (file 5, rank 2: d = |10-7| + |4-7| = 6, so 8/12) + Qd4 (d = 1 + 1:
        // 12/12); rooks are not counted.
        assert!((x[6] - (8.0 + 12.0) / 12.0).abs() < 1e-5, "{}", x[6]);
        // Advance: e6 pawn four ranks up: 4/5.
        assert!((x[7] - 0.8).abs() < 1e-5, "{}", x[7]);
        // King zone: none of White's officers within two squares of g8; the rook a8 is not
        // near g1.
        assert_eq!(x[8], 0.0);
        // Mop-up: lead 1 + 3 + 9 - 5 = 8 (factor 1); Black's king g8: d = 5 + 7 = 12, edge
        // 12 / 14; the kings seven apart: nearness 0.
        assert!((x[9] - 12.0 / 14.0).abs() < 1e-5, "{}", x[9]);
        // Seen from Black (same position, Black to move) every feature flips sign.
        let y = features("r5k1/8/4P3/8/3Q4/5N2/8/6K1 b - - 0 1");
        for (a, b) in x.iter().zip(&y) {
            assert!((a + b).abs() < 1e-5, "{x:?} vs {y:?}");
        }
    }

    #[test]
    fn mopup_rewards_the_leader_for_the_losing_kings_edge_and_the_kings_nearness() {
        let close = |got: f32, want: f32| assert!((got - want).abs() < 1e-5, "{got} vs {want}");
        // A queen up (lead 9, clamped to 8: factor 1); Black's king a8: d = 7 + 7, edge 1;
        // White's king b6 two away: nearness (7 - 2) / 6.
        close(
            features("k7/8/1K6/8/8/8/8/3Q4 w - - 0 1")[MOPUP],
            1.0 + 5.0 / 6.0,
        );
        close(
            features("k7/8/1K6/8/8/8/8/3Q4 b - - 0 1")[MOPUP],
            -1.0 - 5.0 / 6.0,
        );
        // King and rook against king: lead 5, factor 5 / 8. Black's king d5: d = 1 + 1, edge
        // 2 / 14; White's king d2 three away: nearness 4 / 6.
        close(
            features("8/8/8/3k4/8/8/3K4/R7 w - - 0 1")[MOPUP],
            5.0 / 8.0 * (2.0 / 14.0 + 4.0 / 6.0),
        );
        // Level material: 0.
        close(features("k7/8/1K6/8/8/8/8/3Q3q w - - 0 1")[MOPUP], 0.0);
        // Not asked for: left 0, the other features unchanged.
        let g = Chess::from_fen("k7/8/1K6/8/8/8/8/3Q4 w - - 0 1").unwrap();
        let mut x = [0f32; MAX_FEATURES];
        g.write_features(&mut x, !(1 << MOPUP));
        assert_eq!(x[MOPUP], 0.0);
        assert_eq!(
            x[..MOPUP],
            features("k7/8/1K6/8/8/8/8/3Q4 w - - 0 1")[..MOPUP]
        );
    }

    #[test]
    fn king_zone_counts_officers_within_two_squares() {
        // White queen f6 and knight h7 near the black king g8 (neither gives check); nothing
        // near White's king.
        let x = features("6k1/7N/5Q2/8/8/8/8/K7 w - - 0 1");
        assert_eq!(x[8], 2.0);
    }
}
