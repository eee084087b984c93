//! The seed's starting figures and reserves of each board, and the Zobrist key streams
//! (Uncertainty, 000_2ad8c5d3a15ea4a8.txt, Figures 1-4; RULINGS Uncertainty).

use super::*;

/// Figure 1 of the seed, top rank (8) first; `q` = a Black pawn, `P` = a White pawn.
pub(super) const FIGURE_1: [&str; 8] = [
    "qqqqqqqq", "q_q_q_q_", "_q_q_q_q", "________", "________", "_P_P_P_P", "P_P_P_P_", "PPPPPPPP",
];

/// Figure 2 of the seed (10 files x 12 ranks), top rank (12) first; the upper-left group is
/// Black's (RULINGS Uncertainty).
pub(super) const FIGURE_2: [&str; 12] = [
    "__________",
    "_qqq______",
    "qqqqq_____",
    "qq_qq_____",
    "qq_qq_____",
    "qqqqq_____",
    "_qqq__PPP_",
    "_____PPPPP",
    "_____PP_PP",
    "_____PP_PP",
    "_____PPPPP",
    "______PPP_",
];

/// Figure 3 of the seed (the Five Up board, 5x5x5): layers A (top) to E, each row 5 first;
/// `q` = a Black pawn, `P` = a White pawn (the figure's lower-case `p` in layer D is White's;
/// RULINGS Uncertainty). 20 pawns each.
pub(super) const FIGURE_3: [&str; 25] = [
    "qqqqq", "_q_q_", "q_q_q", "_____", "_____", // A
    "q_q_q", "qqqqq", "_q_q_", "_____", "_____", // B
    "_____", "_____", "_____", "_____", "_____", // C
    "_____", "_____", "_P_P_", "PPPPP", "P_P_P", // D
    "_____", "_____", "P_P_P", "_P_P_", "PPPPP", // E
];

/// Figure 4 of the seed (the 6x6x6 hypertorus): layers A to F in the figure's order, each row
/// 6 first; the figure's `p` is White (`P` here), `q` Black. 26 pawns each.
pub(super) const FIGURE_4: [&str; 36] = [
    "______", "______", "______", "___qqq", "___q_q", "___qqq", // A
    "______", "______", "______", "___qqq", "___q_q", "___qqq", // B
    "_P____", "PPP___", "_P____", "____q_", "___qqq", "____q_", // C
    "PPP___", "P_P___", "PPP___", "______", "______", "______", // D
    "PPP___", "P_P___", "PPP___", "______", "______", "______", // E
    "_P____", "PPP___", "_P____", "____q_", "___qqq", "____q_", // F
];

/// The reserve on the Five Up board: the Five Up army without pawns, K Q W G R R B B N N
/// (RULINGS Uncertainty).
pub(super) const RESERVE_FIVEUP: &[Kind] = &[
    Kind::King,
    Kind::Queen,
    Kind::Wizard,
    Kind::Guard,
    Kind::Rook,
    Kind::Rook,
    Kind::Bishop,
    Kind::Bishop,
    Kind::Knight,
    Kind::Knight,
];
/// The reserve on the hypertorus: K Q G G W W R R R B B B N N N (RULINGS Uncertainty).
pub(super) const RESERVE_HYPERTORUS: &[Kind] = &[
    Kind::King,
    Kind::Queen,
    Kind::Guard,
    Kind::Guard,
    Kind::Wizard,
    Kind::Wizard,
    Kind::Rook,
    Kind::Rook,
    Kind::Rook,
    Kind::Bishop,
    Kind::Bishop,
    Kind::Bishop,
    Kind::Knight,
    Kind::Knight,
    Kind::Knight,
];

/// The reserve of each side on the 8x8 board: K Q R R B B N N.
pub(super) const RESERVE_STANDARD: &[Kind] = &[
    Kind::King,
    Kind::Queen,
    Kind::Rook,
    Kind::Rook,
    Kind::Bishop,
    Kind::Bishop,
    Kind::Knight,
    Kind::Knight,
];
/// The reserve on the torus: K Q Marshall Cardinal R R N N N B B B (RULINGS Uncertainty).
pub(super) const RESERVE_TORUS: &[Kind] = &[
    Kind::King,
    Kind::Queen,
    Kind::Marshall,
    Kind::Cardinal,
    Kind::Rook,
    Kind::Rook,
    Kind::Knight,
    Kind::Knight,
    Kind::Knight,
    Kind::Bishop,
    Kind::Bishop,
    Kind::Bishop,
];

// Zobrist key streams.
pub(super) static PIECE_KEYS: [[u64; MAX_CELLS]; 32] = {
    let mut t = [[0u64; MAX_CELLS]; 32];
    let mut p = 0;
    while p < 32 {
        let mut c = 0;
        while c < MAX_CELLS {
            t[p][c] = key(0x5eed_0001, (p * MAX_CELLS + c) as u64);
            c += 1;
        }
        p += 1;
    }
    t
};
pub(super) const SIDE_KEY: u64 = key(0x5eed_0002, 0);
/// `RESERVE_KEYS[side][kind][count]`, counts 0..=3.
pub(super) const RESERVE_KEYS: [[[u64; 4]; KIND_COUNT]; 2] = {
    let mut t = [[[0u64; 4]; KIND_COUNT]; 2];
    let mut i = 0;
    while i < 2 * KIND_COUNT * 4 {
        t[i / (KIND_COUNT * 4)][(i / 4) % KIND_COUNT][i % 4] = key(0x5eed_0003, i as u64);
        i += 1;
    }
    t
};
/// `BISHOP_KEYS[side][colour][count]`: bishops put in play per colour, counts 0..=3.
pub(super) const BISHOP_KEYS: [[[u64; 4]; 2]; 2] = {
    let mut t = [[[0u64; 4]; 2]; 2];
    let mut i = 0;
    while i < 16 {
        t[i / 8][(i / 4) % 2][i % 4] = key(0x5eed_0004, i as u64);
        i += 1;
    }
    t
};
