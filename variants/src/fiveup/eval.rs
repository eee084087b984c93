//! Five Up's learned evaluation features (issue 26, part 2), from the side to move's view,
//! ours minus theirs (seed `003_3455fa5195cbf461.txt` for the pieces):
//!
//! - `p r b n g w q u`: piece counts (pawn, rook, bishop, knight, guard, wizard, queen,
//!   unicorn; a unicorn sharing a cell counts as well as its rider).
//! - `centre`: the centrality of every piece but pawns and the king, `(12 - d) / 12` with `d`
//!   the Manhattan distance in half-cells from the cube's centre cell (1 at Cc3, 0 in a
//!   corner); measured on the cube on every topology.
//! - `advance`: each pawn's progress toward its promotion row, `(7 - steps left) / 7`, the
//!   steps being rows forward plus layers down for White (rows back and layers up for
//!   Black); 0 on the start row.
//! - `king_zone`: our pieces other than pawns within two cells (Chebyshev, on the cube) of
//!   their king, minus theirs near ours.
//! - `mobility`: the cells our pieces other than pawns and the king reach by their vectors
//!   that do not hold our own pieces (a unicorn's leaps too), pins, checks and the
//!   hypertorus's non-combatant rule ignored, divided by 10: chess's pseudo-mobility, from the
//!   move generator's own cell sets (`movegen::slider_reach`, the knight and guard masks).
//! - `promo`: the pawns close to promotion, each weighted by the steps it still needs (those
//!   of `advance`): 1 with one step left, 1/2 with two, 1/4 with three, 0 with more. A pawn
//!   one move from a queen is worth far more than one step of `advance` says; this term lets
//!   a search see a promotion coming before its horizon reaches it (on the hypertorus
//!   alpha-beta promoted and then mated in 9 of MCTS's 17 losses of a target-2 row,
//!   docs/journal/2026-11.md, "Promotions on the Five Up hypertorus").

use mcts::eval::MAX_FEATURES;

use super::movegen::slider_reach;
use super::{coords, FiveUp, Topology, GUARD, KNIGHT, NCELLS, NO_CELL, PAWN, QUEEN, ROOK, SHARED};

/// The feature names, in the order [`FiveUp::write_features`] writes them.
pub(super) const FEATURES: &[&str] = &[
    "p",
    "r",
    "b",
    "n",
    "g",
    "w",
    "q",
    "u",
    "centre",
    "advance",
    "king_zone",
    "mobility",
    "promo",
];

/// The index of `mobility` in [`FEATURES`].
pub(super) const MOBILITY: usize = 11;

/// The index of `promo` in [`FEATURES`].
pub(super) const PROMO: usize = 12;

/// Slot of a piece kind code in [`FEATURES`] (pawn 1 .. queen 7 to slots 0..6).
fn slot(kind: u8) -> usize {
    kind as usize - 1
}

/// `12 - d`, `d = |2x - 4| + |2y - 4| + |2z - 4|`: the centrality in twelfths (whole
/// numbers, so sums are exact and a symmetric position is exactly level).
fn centrality12(c: usize) -> f32 {
    let (x, y, z) = coords(c);
    let d = |v: usize| (2 * v as i32 - 4).abs();
    (12 - d(x) - d(y) - d(z)) as f32
}

/// `(12 - d) / 12`.
#[cfg(test)]
fn centrality(c: usize) -> f32 {
    centrality12(c) / 12.0
}

/// Steps a pawn of side `s` on `c` has advanced toward its promotion row (0..=7).
fn steps(s: usize, c: usize) -> f32 {
    let (_, y, z) = coords(c);
    let left = if s == 0 { z + (4 - y) } else { (4 - z) + y };
    (7 - left.min(7)) as f32
}

/// A pawn's `promo` term from its steps left (7 minus [`steps`]): 1, 1/2, 1/4 for 1, 2, 3
/// steps left, 0 for more (powers of two, so sums are exact).
fn promo(s: usize, c: usize) -> f32 {
    match 7 - steps(s, c) as u32 {
        1 => 1.0,
        2 => 0.5,
        3 => 0.25,
        _ => 0.0,
    }
}

/// [`steps`] out of 7.
#[cfg(test)]
fn advance(s: usize, c: usize) -> f32 {
    steps(s, c) / 7.0
}

/// Chebyshev distance between two cells on the cube.
fn chebyshev(a: usize, b: usize) -> usize {
    let (ax, ay, az) = coords(a);
    let (bx, by, bz) = coords(b);
    ax.abs_diff(bx).max(ay.abs_diff(by)).max(az.abs_diff(bz))
}

/// The positional features' per-cell terms, built once: [`centrality12`], [`steps`] and
/// [`promo`] per side, and the cells within Chebyshev distance 2 of each cell ([`chebyshev`]).
struct CellTerms {
    centre12: [f32; NCELLS],
    steps: [[f32; NCELLS]; 2],
    promo: [[f32; NCELLS]; 2],
    zone: [u128; NCELLS],
}

fn cell_terms() -> &'static CellTerms {
    static T: std::sync::OnceLock<CellTerms> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        let mut t = CellTerms {
            centre12: [0.0; NCELLS],
            steps: [[0.0; NCELLS]; 2],
            promo: [[0.0; NCELLS]; 2],
            zone: [0; NCELLS],
        };
        for c in 0..NCELLS {
            t.centre12[c] = centrality12(c);
            t.steps[0][c] = steps(0, c);
            t.steps[1][c] = steps(1, c);
            t.promo[0][c] = promo(0, c);
            t.promo[1][c] = promo(1, c);
            t.zone[c] = (0..NCELLS)
                .filter(|&d| chebyshev(c, d) <= 2)
                .fold(0u128, |a, d| a | 1u128 << d);
        }
        t
    })
}

/// The sum of `term` over the cells of `set`. The terms are whole numbers or (for `promo`)
/// quarters, so the sum is exact in any order.
#[inline]
fn sum_over(mut set: u128, term: &[f32; NCELLS]) -> f32 {
    let mut sum = 0.0;
    while set != 0 {
        sum += term[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    sum
}

impl FiveUp {
    /// Writes [`FEATURES`] for the side to move into `out`.
    /// `centre`, `advance`, `king_zone`, `mobility` and `promo` are left 0 unless their bit
    /// (8, 9, 10, 11, 12) is set in `need`.
    pub(super) fn write_features(&self, out: &mut [f32; MAX_FEATURES], need: u32) {
        let (want_centre, want_advance, want_zone) =
            (need & 1 << 8 != 0, need & 1 << 9 != 0, need & 1 << 10 != 0);
        let want_promo = need & 1 << PROMO != 0;
        // The material files' case: no positional term at all, counts only.
        let positional = want_centre || want_advance || want_zone || want_promo;
        let us = self.side.index();
        let mut x = [[0f32; FEATURES.len()]; 2];
        // Counts from the per-kind cell sets (a unicorn sharing a cell is in its companion's
        // set and in `SHARED`; one alone in set 0).
        for (s, xs) in x.iter_mut().enumerate() {
            for kind in PAWN..=QUEEN {
                xs[slot(kind)] = self.kbb[s][kind as usize].count_ones() as f32;
            }
            xs[7] = (self.kbb[s][0].count_ones() + self.kbb[s][SHARED].count_ones()) as f32;
        }
        if positional {
            let t = cell_terms();
            for (s, xs) in x.iter_mut().enumerate() {
                // Every piece but pawns, the king and a unicorn alone, one per cell (a
                // shared cell is in its rider's set).
                let officers = (ROOK..=QUEEN).fold(0u128, |a, k| a | self.kbb[s][k as usize]);
                if want_centre {
                    xs[8] = sum_over(officers, &t.centre12);
                }
                if want_advance {
                    xs[9] = sum_over(self.kbb[s][PAWN as usize], &t.steps[s]);
                }
                if want_promo {
                    xs[PROMO] = sum_over(self.kbb[s][PAWN as usize], &t.promo[s]);
                }
                let enemy_king = self.kings[s ^ 1];
                if want_zone && enemy_king != NO_CELL {
                    xs[10] = (officers & t.zone[enemy_king as usize]).count_ones() as f32;
                }
            }
        }
        if need & 1 << MOBILITY != 0 {
            for (s, xs) in x.iter_mut().enumerate() {
                xs[MOBILITY] = self.mobility(s) as f32 / 10.0;
            }
        }
        for i in 0..FEATURES.len() {
            out[i] = x[us][i] - x[us ^ 1][i];
        }
        out[8] /= 12.0;
        out[9] /= 7.0;
    }

    /// Side `s`'s pseudo-mobility: the cells its officers and unicorns reach that do not hold
    /// its own pieces (the `mobility` feature before its scale).
    fn mobility(&self, s: usize) -> u32 {
        let t = self.t;
        let own = self.kbb[s].iter().fold(0u128, |a, &x| a | x);
        let occ = self.occ();
        let mut n = 0;
        for kind in ROOK..=QUEEN {
            let mut cells = self.kbb[s][kind as usize];
            while cells != 0 {
                let c = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let reach = match kind {
                    KNIGHT => t.knight_mask[c],
                    GUARD => t.guard_mask[c],
                    _ => slider_reach(t, occ, c, kind),
                };
                n += (reach & !own).count_ones();
            }
        }
        let mut unicorns = self.kbb[s][0] | self.kbb[s][SHARED];
        while unicorns != 0 {
            let c = unicorns.trailing_zeros() as usize;
            unicorns &= unicorns - 1;
            n += (t.unicorn_mask[c] & !own).count_ones();
        }
        n
    }

    /// The weights file of this board: `fiveup-TOPOLOGY`, with `-unicorn` on the cube with
    /// unicorns (the sets `scripts/strength` plays); other unicorn boards use their
    /// topology's file, whose `u` weight is then the cube's.
    pub(super) fn weights_file(&self) -> &'static str {
        self.weights_slot().1
    }

    /// This board's weights (`variants/weights/fiveup-*.txt`), loaded at the first call.
    pub(super) fn weights(&self) -> &'static mcts::eval::Weights {
        static W: [crate::weights::Slot; 4] = [const { crate::weights::Slot::new() }; 4];
        let (i, key) = self.weights_slot();
        W[i].get(key, FEATURES)
    }

    /// The index (0..4) and the key of this board's weights file.
    pub(super) fn weights_slot(&self) -> (usize, &'static str) {
        match (self.t.topology, self.unicorn) {
            (Topology::Cube, false) => (0, "fiveup-cube"),
            (Topology::Cube, true) => (1, "fiveup-cube-unicorn"),
            (Topology::Hypercylinder, _) => (2, "fiveup-hypercylinder"),
            (Topology::Hypertorus, _) => (3, "fiveup-hypertorus"),
        }
    }
}

#[cfg(test)]
mod tests {
    use mcts::{Codec, Evaluate, Rules};
    use super::super::{BLACK, KIND_MASK, KING};
    use super::*;
    use crate::fiveup::FiveUpParams;
    use mcts::Player;

    fn features(g: &FiveUp) -> Vec<f32> {
        let mut x = [0f32; MAX_FEATURES];
        g.features(&mut x);
        x[..FEATURES.len()].to_vec()
    }

    #[test]
    fn the_start_is_level_in_every_feature() {
        for topology in [
            Topology::Cube,
            Topology::Hypercylinder,
            Topology::Hypertorus,
        ] {
            for unicorn in [false, true] {
                let g = FiveUp::start_with(topology, unicorn, 300);
                assert!(
                    features(&g).iter().all(|&v| v == 0.0),
                    "{topology:?} {unicorn} {:?}",
                    features(&g)
                );
            }
        }
    }

    #[test]
    fn mobility_by_hand() {
        // White rook Aa1: the file to Ac1 (Ab1, and the black bishop it may take), row 2-5 of
        // file a (4), and up the layers to Ba1 (its own knight on Ca1 stops it): 7.
        // White knight Ca1 = (0, 0, 2), leaps (1, 2, 0) in every order and sign on the cube:
        // in the file-row plane (1, 2, 2) and (2, 1, 2); file-layer (1, 0, 0), (1, 0, 4),
        // (2, 0, 1), (2, 0, 3); row-layer (0, 1, 0), (0, 1, 4), (0, 2, 1), (0, 2, 3): 10.
        // Black bishop Ac1 = (2, 0, 0), the diagonals of its three planes: file-row (3, 1, 0),
        // (4, 2, 0), (1, 1, 0), (0, 2, 0); file-layer (3, 0, 1), (4, 0, 2), (1, 0, 1), and the
        // knight it may take on (0, 0, 2); row-layer (2, 1, 1) .. (2, 4, 4): 12.
        let pieces = [("Aa1", 'R'), ("Ca1", 'N'), ("Ac1", 'b')];
        let white = FiveUp::from_pieces(Topology::Cube, &pieces, Player::White).unwrap();
        assert_eq!((white.mobility(0), white.mobility(1)), (17, 12));
        assert!((features(&white)[MOBILITY] - 0.5).abs() < 1e-6);
        let black = FiveUp::from_pieces(Topology::Cube, &pieces, Player::Black).unwrap();
        assert!((features(&black)[MOBILITY] + 0.5).abs() < 1e-6);
        // Not asked for: left 0.
        let mut x = [0f32; MAX_FEATURES];
        white.write_features(&mut x, !(1 << MOBILITY));
        assert_eq!(x[MOBILITY], 0.0);
    }

    #[test]
    fn promo_weighs_the_pawns_one_two_and_three_steps_from_promotion() {
        // White promotes on A5, its steps left = layer index + rows to row 5: Aa4 1 (weight 1),
        // Cc5 2 (1/2), Dd5 3 (1/4), Ee3 6 (0): 1.75. Black promotes on E1, steps left = layers
        // to E + rows to row 1: Ed2 1 (1), Ba1 3 (1/4), Ab4 7 (0): 1.25.
        let pieces = [
            ("Aa4", 'P'),
            ("Cc5", 'P'),
            ("Dd5", 'P'),
            ("Ee3", 'P'),
            ("Ed2", 'p'),
            ("Ba1", 'p'),
            ("Ab4", 'p'),
        ];
        for topology in [Topology::Cube, Topology::Hypertorus] {
            let white = FiveUp::from_pieces(topology, &pieces, Player::White).unwrap();
            assert_eq!(features(&white)[PROMO], 0.5, "{topology:?}");
            let black = FiveUp::from_pieces(topology, &pieces, Player::Black).unwrap();
            assert_eq!(features(&black)[PROMO], -0.5, "{topology:?}");
            // Not asked for: left 0.
            let mut x = [0f32; MAX_FEATURES];
            white.write_features(&mut x, !(1 << PROMO));
            assert_eq!(x[PROMO], 0.0);
        }
    }

    #[test]
    fn pawn_advance_and_centre_by_hand() {
        // White's pawn on its start row (layer E, row 2): no progress; one step forward
        // (row 3): 1/7; on layer A row 4: 6/7 (one step from A5).
        assert_eq!(advance(0, super::super::cell_at(0, 1, 4)), 0.0);
        assert!((advance(0, super::super::cell_at(0, 2, 4)) - 1.0 / 7.0).abs() < 1e-6);
        assert!((advance(0, super::super::cell_at(0, 3, 0)) - 6.0 / 7.0).abs() < 1e-6);
        // Black's mirror: layer A row 4 is its start; layer E row 1 is promotion.
        assert_eq!(advance(1, super::super::cell_at(2, 3, 0)), 0.0);
        // The centre cell scores 1, a corner 0, a face centre (2, 2, 0) 8/12.
        assert_eq!(centrality(super::super::cell_at(2, 2, 2)), 1.0);
        assert_eq!(centrality(0), 0.0);
        assert!((centrality(super::super::cell_at(2, 2, 0)) - 8.0 / 12.0).abs() < 1e-6);
    }

    #[test]
    fn features_follow_the_side_to_move_and_material() {
        let mut g = FiveUp::new(&FiveUpParams::default());
        let mut moves = Vec::new();
        // Play until a capture has happened, then the counts differ by the captured piece
        // and flip sign with the side to move.
        let mut seen = false;
        for _ in 0..200 {
            g.legal_moves(&mut moves);
            let Some(&m) = moves.iter().find(|&&m| g.is_capture(m)).or(moves.first()) else {
                break;
            };
            let before = features(&g);
            let capture = g.is_capture(m);
            g.play(m);
            if capture {
                let after = features(&g);
                // After a capture it is the other side's move: its material counts lost one.
                let lost: f32 = (0..8).map(|i| after[i] + before[i]).sum();
                assert!(lost <= -1.0, "{before:?} -> {after:?}");
                seen = true;
                break;
            }
        }
        assert!(seen, "no capture in 200 plies");
    }

    /// The counts (read from the per-kind cell sets that `play` keeps) and the positional
    /// terms (`centre`, `advance`, `king_zone`, summed over those sets with per-cell tables)
    /// equal a scan of the cells, for the side to move, through random games on every board,
    /// unicorns included.
    #[test]
    fn counts_and_positional_terms_match_a_scan_of_the_cells() {
        use rand::Rng;
        let mut moves = Vec::new();
        let mut unicorns_seen = false;
        let mut promo_seen = false;
        for (i, p) in [
            "topology=cube",
            "unicorn=on",
            "topology=hypertorus",
            "topology=hypercylinder",
        ]
        .iter()
        .enumerate()
        {
            let params =
                <FiveUpParams as crate::declare::ParamSet>::parse_list(&[p.to_string()]).unwrap();
            let mut g = FiveUp::new(&params);
            let mut rng = mcts::rng_from_seed(i as u64 + 1);
            for _ in 0..300 {
                g.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let mut want = [[0f32; FEATURES.len()]; 2];
                for (c, &b) in g.board.iter().enumerate() {
                    let s = usize::from(b & BLACK != 0);
                    let kind = b & KIND_MASK;
                    if b & super::super::UNICORN != 0 {
                        want[s][7] += 1.0;
                    }
                    if (PAWN..=QUEEN).contains(&kind) {
                        want[s][slot(kind)] += 1.0;
                    }
                    // The positional terms as the cell scan before the bit sets computed
                    // them: every piece but a pawn, the king and a unicorn alone.
                    if kind == PAWN {
                        want[s][9] += steps(s, c);
                        want[s][PROMO] += promo(s, c);
                    } else if kind != 0 && kind != KING {
                        want[s][8] += centrality12(c);
                        let king = g.kings[s ^ 1];
                        if king != NO_CELL && chebyshev(c, king as usize) <= 2 {
                            want[s][10] += 1.0;
                        }
                    }
                }
                let us = g.side.index();
                let mut x = [0f32; MAX_FEATURES];
                g.write_features(&mut x, 0b111 << 8 | 1 << PROMO);
                for k in (0..11usize).chain([PROMO]) {
                    // The scan's scales: twelfths of centrality, sevenths of advance.
                    let scale = [12.0, 7.0].get(k.wrapping_sub(8)).unwrap_or(&1.0);
                    assert_eq!(
                        x[k],
                        (want[us][k] - want[us ^ 1][k]) / scale,
                        "{p} feature {k}: {}",
                        g.position_text()
                    );
                }
                unicorns_seen |= want[0][7] + want[1][7] > 0.0;
                promo_seen |= want[0][PROMO] + want[1][PROMO] > 0.0;
                g.play(moves[rng.random_range(0..moves.len())]);
            }
        }
        assert!(unicorns_seen, "no unicorn on any board");
        assert!(promo_seen, "no pawn within three steps of promotion");
    }
}
