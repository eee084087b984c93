//! Uncertainty's learned evaluation features (issue 26, part 2), from the side to move's view,
//! ours minus theirs (seed `000_2ad8c5d3a15ea4a8.txt`; RULINGS "Uncertainty"). The reserve is
//! what the game keeps uncertain: which piece a pawn becomes is the mover's choice later, so
//! it is counted as the material evaluation counts it.
//!
//! - `p q r b n m c w g`: pieces on the board (pawn, queen, rook, bishop, knight, marshall,
//!   cardinal, wizard, guard; the kinds a board lacks stay 0).
//! - `reserve`: the reserve's worth in pawns (piece values P 1, Q 9, R 5, B 3, N 3, M 8,
//!   C 7, W 7, G 6) times the share of it the side's pawns can still bring into play
//!   (`min(1, pawns / reserve pieces)`), halved: the material evaluation's reserve term.
//! - `centre`: the centrality of every board piece but pawns and the king, `(m - d) / m`
//!   with `d = sum |2 x - (size - 1)|` over the board's axes that do not wrap and `m` its
//!   largest value (0 on a board where every axis wraps: the hypertorus).
//! - `king_zone`: our pieces other than pawns within two cells (Chebyshev, across the wrap on
//!   wrapping axes) of their king, minus theirs near ours.
//! - `mobility`: the cells our pieces other than pawns and the king can reach (empty ones, and
//!   enemy-held ones while our king is on the board, since a side without its king cannot
//!   capture), pins and checks ignored, divided by 10: the pseudo-mobility of chess's
//!   evaluation on any board (`pieces::count_targets`; on the standard board, whose pieces
//!   and squares are chess's, by the chess bitboard tables).
//! - `mopup`: the classic mop-up term of won endgames, which rewards the side ahead for
//!   driving the enemy king toward an edge and bringing its own king near it (the
//!   Chess Programming Wiki's "Mop-up Evaluation"), so a search that is a piece or more up has
//!   a gradient toward the mate where material alone is flat. With `L` the material lead in
//!   pawns (the material evaluation's sum: board pieces at the values above and the reserve
//!   term), `e` the losing king's distance from the centre over the axes that do not wrap
//!   (`d / m` of `centre`, 0 where every axis wraps) and `k = (D - c) / (D - 1)` the kings'
//!   nearness (`c` their Chebyshev distance across the wrap, `D` the board's largest; 1 when
//!   adjacent, 0 at `D`): `clamp(L, -8, 8) / 8 * (e + k)`, in `[-2, 2]`, positive when we
//!   lead. 0 unless both kings are on the board.
//! - `king`: our king on the board (1) or in reserve (0), minus theirs: on the board a king
//!   lets its side capture (rule 10) and can be checked and mated. Its worth differs by board
//!   (the regression of docs/values.md: on the standard board the king on the board is worth
//!   more than in reserve, on the torus less), so it is a feature of its own; 0 in the files
//!   unless measured (docs/strength.md). Named `king`, not `k`, so that `collapse values
//!   --weights-out` does not take the regression's `k` for it: that fit splits the king's
//!   worth between `k` and `k@hand`, which always sum to one per side.
//! - `king_attack`: the cells of the enemy king's zone (its cell and every cell one step from it
//!   in any direction, across the wrap on wrapping axes: 9 on a 2D board away from an edge, 27
//!   inside a 3D one) that our pieces attack, minus the cells of our king's zone that theirs
//!   attack; a king in reserve has no zone (0). Attacks count whether or not the attacker's
//!   king is on the board: a side without its king cannot capture yet (rule 10), but its king
//!   placement, a quiet move, makes every one of those attacks live at once. On the torus most
//!   of MCTS's quick losses against alpha-beta came so (docs/journal/2026-11.md, "King placement on
//!   the Uncertainty torus"); 0.05 in the torus's file (an SPRT at 200 ms, +41 Elo), 0 in the
//!   others.

use mcts::eval::MAX_FEATURES;

use super::kinds::{Kind, VALUES};
use super::params::Board;
use super::Uncertainty;
use crate::geometry::Cell;
use crate::pieces::{count_targets, is_attacked};
use crate::potential::tables::tables;
use mcts::Player;

/// The feature names, in the order [`Uncertainty::write_features`] writes them.
pub(super) const FEATURES: &[&str] = &[
    "p",
    "q",
    "r",
    "b",
    "n",
    "m",
    "c",
    "w",
    "g",
    "reserve",
    "centre",
    "king_zone",
    "mobility",
    "mopup",
    "king",
    "king_attack",
];

/// The index of `mobility` in [`FEATURES`].
pub(super) const MOBILITY: usize = 12;

/// The index of `mopup` in [`FEATURES`].
pub(super) const MOPUP: usize = 13;

/// The index of `king` in [`FEATURES`].
pub(super) const KING: usize = 14;

/// The index of `king_attack` in [`FEATURES`].
pub(super) const KING_ATTACK: usize = 15;

/// The material values of the piece slots `p q r b n m c w g` of [`FEATURES`] (pawns), and of
/// `reserve` (already in pawns): the material evaluation's.
const SLOT_VALUES: [f32; 10] = [1.0, 9.0, 5.0, 3.0, 3.0, 8.0, 7.0, 7.0, 6.0, 1.0];

/// Slot in [`FEATURES`] of a kind code (the king has none).
const SLOT: [usize; 11] = [usize::MAX, 0, usize::MAX, 1, 2, 3, 4, 5, 6, 7, 8];

impl Uncertainty {
    /// Twice the distance from the centre over the axes that do not wrap, and its maximum.
    fn centre_distance(&self, c: Cell) -> (i32, i32) {
        let xyz = self.geo.coords(c);
        let (mut d, mut m) = (0, 0);
        for a in 0..3 {
            let size = self.geo.dims[a] as i32;
            if !self.geo.wrap[a] && size > 1 {
                d += (2 * xyz[a] as i32 - (size - 1)).abs();
                m += size - 1;
            }
        }
        (d, m)
    }

    /// Chebyshev distance, the short way round on wrapping axes.
    fn chebyshev(&self, a: Cell, b: Cell) -> i32 {
        let (p, q) = (self.geo.coords(a), self.geo.coords(b));
        (0..3)
            .map(|i| {
                let d = (p[i] as i32 - q[i] as i32).abs();
                if self.geo.wrap[i] {
                    d.min(self.geo.dims[i] as i32 - d)
                } else {
                    d
                }
            })
            .max()
            .unwrap_or(0)
    }

    /// Writes [`FEATURES`] for the side to move into `out`.
    /// `centre`, `king_zone` and `mobility` are left 0 unless their bit (10, 11, 12) is set
    /// in `need` (the per-piece distances and walks are most of the features' cost).
    pub(super) fn write_features(&self, out: &mut [f32; MAX_FEATURES], need: u32) {
        let (want_centre, want_zone) = (need & 1 << 10 != 0, need & 1 << 11 != 0);
        let want_mobility = need & 1 << MOBILITY != 0;
        let us = self.side.index();
        let mut x = [[0f32; 13]; 2];
        let mut max_centre = 0;
        for (s, xs) in x.iter_mut().enumerate() {
            for (code, &n) in self.counts[s].iter().enumerate() {
                if let Some(slot) = SLOT.get(code).filter(|&&i| i != usize::MAX) {
                    xs[*slot] = n as f32;
                }
            }
            // The standard board counts mobility by bit sets; the others in the placement pass.
            let by_bits = want_mobility && self.board_index == Board::Standard.index() as u8;
            if by_bits {
                xs[MOBILITY] = self.mobility_8x8(s) as f32 / 10.0;
            }
            if want_centre || want_zone || (want_mobility && !by_bits) {
                let want = [want_centre, want_zone, want_mobility && !by_bits];
                self.write_placement(s, xs, &mut max_centre, want);
            }
            let (mut total, mut count) = (0f32, 0u32);
            for k in Kind::ALL {
                let n = self.reserve[s][k as usize];
                total += VALUES[k as usize - 1] * n as f32;
                count += n as u32;
            }
            if count > 0 {
                let usable = (self.pawns(s) as f32 / count as f32).min(1.0);
                xs[9] = total * usable * 0.5;
            }
        }
        for i in 0..13 {
            out[i] = x[us][i] - x[us ^ 1][i];
        }
        if max_centre > 0 {
            out[10] /= max_centre as f32;
        }
        out[KING] =
            self.kings[us].is_some() as i32 as f32 - self.kings[us ^ 1].is_some() as i32 as f32;
        if need & 1 << MOPUP != 0 {
            let lead: f32 = (0..10).map(|i| SLOT_VALUES[i] * out[i]).sum();
            out[MOPUP] = self.mopup(us, lead);
        }
        if need & 1 << KING_ATTACK != 0 {
            let side = self.side;
            out[KING_ATTACK] = self.zone_attacked(side.other(), side) as f32
                - self.zone_attacked(side, side.other()) as f32;
        }
    }

    /// The cells of `king_side`'s king zone (its cell and the cells one step from it in every
    /// direction, across the wrap where an axis wraps) that pieces of `by` attack, whether or
    /// not `by` may capture now; 0 when that king is in reserve. The `king_attack` feature.
    fn zone_attacked(&self, king_side: Player, by: Player) -> u32 {
        let Some(k) = self.kings[king_side.index()] else {
            return 0;
        };
        let [x, y, z] = self.geo.coords(k).map(i32::from);
        let dims = self.geo.dims.map(i32::from);
        let span = |a: usize| if dims[a] > 1 { -1..=1 } else { 0..=0 };
        let mut n = 0;
        for dz in span(2) {
            for dy in span(1) {
                for dx in span(0) {
                    let mut c = [x + dx, y + dy, z + dz];
                    for a in 0..3 {
                        if self.geo.wrap[a] {
                            c[a] = c[a].rem_euclid(dims[a]);
                        }
                    }
                    if let Some(cell) = self.geo.cell_at(c[0], c[1], c[2]) {
                        n += is_attacked(self.pieces, &self.board, cell, by) as u32;
                    }
                }
            }
        }
        n
    }

    /// The `mopup` feature for side `us` with material lead `lead` (pawns, negative when
    /// behind): see the module documentation.
    fn mopup(&self, us: usize, lead: f32) -> f32 {
        let (Some(ours), Some(theirs)) = (self.kings[us], self.kings[us ^ 1]) else {
            return 0.0;
        };
        if lead == 0.0 {
            return 0.0;
        }
        let loser = if lead > 0.0 { theirs } else { ours };
        let (d, m) = self.centre_distance(loser);
        let edge = if m > 0 { d as f32 / m as f32 } else { 0.0 };
        let far = self.largest_chebyshev();
        let near = (far - self.chebyshev(ours, theirs)) as f32 / (far - 1).max(1) as f32;
        mcts::eval::mopup(lead, edge, near.clamp(0.0, 1.0))
    }

    /// The largest Chebyshev distance between two cells of the board (the short way round
    /// on wrapping axes): 7 on the standard board, 6 on the torus, 4 on the Five Up cube, 3 on
    /// the hypertorus.
    fn largest_chebyshev(&self) -> i32 {
        (0..3)
            .map(|i| {
                let n = self.geo.dims[i] as i32;
                if self.geo.wrap[i] {
                    n / 2
                } else {
                    n - 1
                }
            })
            .max()
            .unwrap_or(1)
    }

    /// Adds side `s`'s `centre` (slot 10, unnormalised; `max_centre` gets the board's largest
    /// distance), `king_zone` (slot 11) and `mobility` (slot 12) terms, each where `want`
    /// (in that order) asks for it: one pass over its pieces but pawns and the king.
    fn write_placement(&self, s: usize, xs: &mut [f32; 13], max_centre: &mut i32, want: [bool; 3]) {
        let [want_centre, want_zone, want_mobility] = want;
        let may_capture = self.kings[s].is_some();
        let mut reach = 0u32;
        for (w, &word) in self.occupied[s].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let c = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let code = self.board[c].code();
                if SLOT[code as usize] == usize::MAX || code == Kind::Pawn as u8 {
                    continue;
                }
                let cell = Cell::new(c);
                if want_centre {
                    let (d, m) = self.centre_distance(cell);
                    *max_centre = m;
                    xs[10] += (m - d) as f32;
                }
                if let (true, Some(k)) = (want_zone, self.kings[s ^ 1]) {
                    if self.chebyshev(cell, k) <= 2 {
                        xs[11] += 1.0;
                    }
                }
                if want_mobility {
                    let p = self.board[c];
                    reach += count_targets(self.pieces, &self.board, cell, p, may_capture);
                }
            }
        }
        if want_mobility {
            xs[MOBILITY] = reach as f32 / 10.0;
        }
    }

    /// Side `s`'s mobility count on the standard board, by the chess bitboard tables: its cells
    /// are numbered as chess squares (a1 = 0, file + 8 rank), so `occupied[s][0]` is a chess
    /// bitboard, and its officers (Q, R, B, N: the standard reserve holds no other) move as
    /// chess's. The same count as `count_targets` over the pieces (test
    /// `the_standard_boards_bit_set_mobility_is_the_walks`) at about half its cost
    /// (docs/journal/2026-11.md, "What a mobility feature costs").
    fn mobility_8x8(&self, s: usize) -> u32 {
        let t = tables();
        let own = self.occupied[s][0];
        let occ = own | self.occupied[s ^ 1][0];
        // A side without its king on the board cannot capture.
        let allowed = if self.kings[s].is_some() { !own } else { !occ };
        let mut n = 0;
        let mut bits = own;
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let code = self.board[sq].code();
            let reach = if code == Kind::Queen as u8 {
                t.bishop(sq, occ) | t.rook(sq, occ)
            } else if code == Kind::Rook as u8 {
                t.rook(sq, occ)
            } else if code == Kind::Bishop as u8 {
                t.bishop(sq, occ)
            } else if code == Kind::Knight as u8 {
                t.knight[sq]
            } else if code == Kind::Pawn as u8 || code == Kind::King as u8 {
                continue;
            } else {
                // Not in the standard reserve; counted by the walk should a position hold one.
                let (cell, p) = (Cell::new(sq), self.board[sq]);
                n += count_targets(self.pieces, &self.board, cell, p, self.kings[s].is_some());
                continue;
            };
            n += (reach & allowed).count_ones();
        }
        n
    }

    /// This board's weights (`variants/weights/uncertainty-BOARD.txt`), loaded at the first call.
    pub(super) fn weights(&self) -> &'static mcts::eval::Weights {
        static W: [crate::weights::Slot; 4] = [const { crate::weights::Slot::new() }; 4];
        W[self.board_index as usize].get(self.weights_file(), FEATURES)
    }

    /// The weights file of this board: `uncertainty-BOARD`.
    pub(super) fn weights_file(&self) -> &'static str {
        match self.board_name() {
            "torus" => "uncertainty-torus",
            "fiveup" => "uncertainty-fiveup",
            "hypertorus" => "uncertainty-hypertorus",
            _ => "uncertainty-standard",
        }
    }
}

#[cfg(test)]
mod tests {
    use mcts::{Evaluate, Rules};
    use super::*;
    use crate::uncertainty::params::{Board, UncertaintyParams};
    

    fn features(g: &Uncertainty) -> Vec<f32> {
        let mut x = [0f32; MAX_FEATURES];
        g.features(&mut x);
        x[..FEATURES.len()].to_vec()
    }

    fn game(board: Board) -> Uncertainty {
        Uncertainty::new(&UncertaintyParams {
            board,
            ..UncertaintyParams::default()
        })
    }

    /// Feature `index` of the position `text` (position text) on `board`; panics naming the
    /// text if it does not read.
    fn feature(board: Board, text: &str, index: usize) -> f32 {
        let g = game(board)
            .read_position(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        features(&g)[index]
    }

    /// The four boards.
    const BOARDS: [Board; 4] = [
        Board::Standard,
        Board::Torus,
        Board::FiveUp,
        Board::Hypertorus,
    ];

    /// Calls `f` at each position of a random game on `board` (moves drawn from `seed`), for
    /// at most `plies` plies or until the game has no move.
    fn along_a_random_game(board: Board, seed: u64, plies: usize, mut f: impl FnMut(&Uncertainty)) {
        use rand::Rng;
        let mut g = game(board);
        let mut rng = mcts::rng_from_seed(seed);
        let mut moves = Vec::new();
        for _ in 0..plies {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            f(&g);
            g.play(moves[rng.random_range(0..moves.len())]);
        }
    }

    /// Feature `index` of `g` with its bit clear in `need` is 0, and the features before it
    /// are as when every feature is asked for.
    fn assert_skipped_when_not_asked(g: &Uncertainty, index: usize) {
        let mut x = [0f32; MAX_FEATURES];
        g.write_features(&mut x, !(1 << index));
        assert_eq!(x[index], 0.0);
        assert_eq!(x[..index], features(g)[..index]);
    }

    #[test]
    fn the_start_is_level_in_every_feature_on_every_board() {
        for b in BOARDS {
            let x = features(&game(b));
            assert!(x.iter().all(|&v| v == 0.0), "{b:?} {x:?}");
        }
    }

    #[test]
    fn mobility_counts_the_cells_officers_reach_and_captures_only_with_a_king() {
        let at = |text: &str| game(Board::Standard).read_position(text).unwrap();
        let mobility = |g: &Uncertainty| features(g)[MOBILITY];
        // White: rook a1 reaches b1, c1, d1 (its king on e1 stops it) and takes a2: 4 cells.
        // Black has no officer. The king and pawns are not counted.
        let g = at("8/8/8/8/8/8/p7/R3K3 w - kqrbbnn 0000 0");
        assert_eq!(mobility(&g), 0.4);
        // Black's knight h8 reaches f7 and g6, but with its king in reserve it cannot take the
        // pawn on g6: 1 cell. White to move: (4 - 1) / 10; Black to move, the negation.
        let g = at("7n/8/6P1/8/8/8/p7/R3K3 w - kqrbbn 0000 0");
        assert!((mobility(&g) - 0.3).abs() < 1e-6, "{}", mobility(&g));
        let g = at("7n/8/6P1/8/8/8/p7/R3K3 b - kqrbbn 0000 0");
        assert!((mobility(&g) + 0.3).abs() < 1e-6, "{}", mobility(&g));
        // With Black's king on the board (a8) the knight may take g6: 2 cells, (4 - 2) / 10.
        let g = at("k6n/8/6P1/8/8/8/p7/R3K3 w - qrbbn 0000 0");
        assert!((mobility(&g) - 0.2).abs() < 1e-6, "{}", mobility(&g));
        // Not asked for (its weight 0 in the file): left 0, the other features unchanged.
        assert_skipped_when_not_asked(&g, MOBILITY);
    }

    #[test]
    fn mopup_rewards_the_leader_for_the_losing_kings_edge_and_the_kings_nearness() {
        let mopup = |b: Board, text: &str| feature(b, text, MOPUP);
        let close = |got: f32, want: f32| assert!((got - want).abs() < 1e-5, "{got} vs {want}");
        // A queen up (lead 9, clamped to 8: factor 1). Black's king a8 in the corner: centre
        // distance |0 - 7| + |14 - 7| = 14 of 14, edge 1. The kings e1 and a8 are 7 apart
        // (Chebyshev), the board's largest distance: nearness 0. White to move +1, Black -1.
        close(
            mopup(Board::Standard, "k7/8/8/8/8/8/8/3QK3 w - - 0000 0"),
            1.0,
        );
        close(
            mopup(Board::Standard, "k7/8/8/8/8/8/8/3QK3 b - - 0000 0"),
            -1.0,
        );
        // White's king on b6, two from a8: nearness (7 - 2) / 6.
        close(
            mopup(Board::Standard, "k7/8/1K6/8/8/8/8/3Q4 w - - 0000 0"),
            1.0 + 5.0 / 6.0,
        );
        // A rook against a pawn: lead 4, factor 0.5. Black's king d4: centre distance
        // |6 - 7| + |6 - 7| = 2 of 14; White's king d2 two away: nearness 5 / 6.
        close(
            mopup(Board::Standard, "8/8/8/8/3k4/8/3K4/R6p w - - 0000 0"),
            0.5 * (2.0 / 14.0 + 5.0 / 6.0),
        );
        // Black to move and behind: the same value from Black's side, negated.
        close(
            mopup(Board::Standard, "8/8/8/8/3k4/8/3K4/R6p b - - 0000 0"),
            -0.5 * (2.0 / 14.0 + 5.0 / 6.0),
        );
        // Level material: 0 wherever the kings stand.
        close(
            mopup(Board::Standard, "k7/8/1K6/8/8/8/8/3Qq3 w - - 0000 0"),
            0.0,
        );
        // White's king in reserve: 0, though White is a queen up.
        close(
            mopup(Board::Standard, "k7/8/8/8/8/8/P7/3Q4 w K - 0000 0"),
            0.0,
        );
        // The torus wraps every edge: no edge term. Kings a1 and i11 are two apart across both
        // wraps (Chebyshev 2, of the torus's largest 6: nearness (6 - 2) / 5); a rook up:
        // factor 5 / 8.
        close(
            mopup(
                Board::Torus,
                "10/8k1/10/10/10/10/10/10/10/10/10/K1R7 w - - 0000 0",
            ),
            5.0 / 8.0 * 0.8,
        );
    }

    #[test]
    fn king_counts_our_king_on_the_board_minus_theirs() {
        let king = |b: Board, text: &str| feature(b, text, KING);
        // Both kings on the board, or both in reserve (the start, above): level.
        assert_eq!(
            king(Board::Standard, "k7/8/8/8/8/8/8/3QK3 w - - 0000 0"),
            0.0
        );
        // White's king in reserve, Black's on a8: -1 for White to move, +1 for Black.
        assert_eq!(
            king(Board::Standard, "k7/8/8/8/8/8/P7/3Q4 w K - 0000 0"),
            -1.0
        );
        assert_eq!(
            king(Board::Standard, "k7/8/8/8/8/8/P7/3Q4 b K - 0000 0"),
            1.0
        );
        // On the torus the same: White's king on a1, Black's in reserve.
        assert_eq!(
            king(
                Board::Torus,
                "10/10/10/10/10/10/10/10/10/10/p9/K1R7 w - k 0000 0"
            ),
            1.0
        );
    }

    #[test]
    fn king_attack_counts_the_king_zone_cells_each_side_attacks() {
        let attack = |b: Board, text: &str| feature(b, text, KING_ATTACK);
        // White's king e1 (zone d1 e1 f1 d2 e2 f2: the edge cuts it to 6); Black's king in
        // reserve, so Black cannot capture yet, but its rook a2 is aimed along rank 2 at d2, e2,
        // f2 and its knight g3 at e2 and f1: 4 cells. Black has no zone. White to move -4, Black
        // +4.
        let text = "8/8/8/8/8/6n1/r7/4K3 w - kqrbbn 0000 0";
        assert_eq!(attack(Board::Standard, text), -4.0);
        let text = "8/8/8/8/8/6n1/r7/4K3 b - kqrbbn 0000 0";
        assert_eq!(attack(Board::Standard, text), 4.0);
        // Black's king on h8 (zone g8 h8 g7 h7) and White's rook g1 aimed at g7 and g8: 2 - 3
        // for White (the knight gone).
        let text = "7k/8/8/8/8/8/r7/4K1R1 w - qrbbnn 0000 0";
        assert_eq!(attack(Board::Standard, text), -1.0);
        // Both kings in reserve: 0 whatever is aimed where.
        assert_eq!(
            attack(Board::Standard, "8/8/8/8/8/6n1/r7/6R1 w K kqrbbn 0000 0"),
            0.0
        );
        // The torus wraps: White's king a1's zone is j12 a12 b12 j1 b1 j2 a2 b2; Black's rook e12
        // sweeps rank 12 both ways round and hits j12, a12 and b12: 3.
        let text = "4r5/10/10/10/10/10/5p4/10/10/10/10/K9 w - k 0000 0";
        assert_eq!(attack(Board::Torus, text), -3.0);
        // Not asked for (its weight 0 in the file): left 0, the other features unchanged.
        let g = game(Board::Standard)
            .read_position("7k/8/8/8/8/8/r7/4K1R1 w - qrbbnn 0000 0")
            .unwrap();
        assert_skipped_when_not_asked(&g, KING_ATTACK);
    }

    #[test]
    fn king_attack_matches_a_scan_of_every_cell_on_every_board() {
        // The zone by coordinates against every cell within Chebyshev distance 1 of the king
        // (the wrap taken the short way), over random games on all four boards, 3D included.
        let mut zones_seen = 0;
        for b in BOARDS {
            along_a_random_game(b, 26, 120, |g| {
                for side in [Player::White, Player::Black] {
                    let by = side.other();
                    let want = g.kings[side.index()].map_or(0, |k| {
                        zones_seen += 1;
                        g.geo
                            .cells()
                            .filter(|&c| g.chebyshev(c, k) <= 1)
                            .filter(|&c| is_attacked(g.pieces, &g.board, c, by))
                            .count() as u32
                    });
                    assert_eq!(g.zone_attacked(side, by), want, "{b:?}");
                }
            });
        }
        assert!(zones_seen > 100, "{zones_seen}");
    }

    #[test]
    fn the_standard_boards_bit_set_mobility_is_the_walks() {
        // The bit-set count assumes the standard board's cells are chess squares.
        let g = game(Board::Standard);
        for sq in 0..64 {
            let c = g.geo.cell_at(sq % 8, sq / 8, 0).unwrap();
            assert_eq!(c.index(), sq as usize);
        }
        // Along random games (kings in reserve and on the board, captures and not): the
        // bit-set count equals the walk's over every piece but pawns and the king.
        for seed in 0..4 {
            let mut g = game(Board::Standard);
            let mut moves = Vec::new();
            let mut rng = mcts::rng_from_seed(seed);
            for _ in 0..200 {
                for s in 0..2 {
                    let mut x = [0f32; 13];
                    let mut m = 0;
                    g.write_placement(s, &mut x, &mut m, [false, false, true]);
                    assert_eq!(g.mobility_8x8(s) as f32 / 10.0, x[MOBILITY], "seed {seed}");
                }
                g.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                use rand::Rng;
                g.play(moves[rng.random_range(0..moves.len())]);
            }
        }
    }

    #[test]
    fn material_features_reproduce_the_material_evaluation() {
        // The material evaluation is tanh((board pieces at their values + reserve term),
        // ours minus theirs, / 10): check it along random games on every board.
        for b in BOARDS {
            along_a_random_game(b, 5, 150, |g| {
                let x = features(g);
                let values = [1.0, 9.0, 5.0, 3.0, 3.0, 8.0, 7.0, 7.0, 6.0];
                let m: f32 = (0..9).map(|i| values[i] * x[i]).sum::<f32>() + x[9];
                let want = g.evaluate_material();
                assert!(
                    ((m / 10.0).tanh() - want).abs() < 1e-4,
                    "{b:?} {x:?} vs {want}"
                );
            });
        }
    }
}
