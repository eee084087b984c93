//! The 6x7 board of Interdependent Chess as a self-contained table of 42 cells with 64-bit
//! cell masks (Interdependent Chess, 004_0ca2faf906401d7b.txt, Setup; RULINGS Interdependent
//! Chess, first two rulings).
//!
//! Why not [`crate::geometry::Geometry`]: that layer gives each axis one wrap flag, so a board
//! either wraps or it does not. This game needs both on the same 42 cells: movement is bounded by
//! the edges, while adjacency for borrowing is toroidal, and one move (the Universalist moving
//! away from a Universalist) travels on the torus. It also needs the knight split by the first
//! step of its path (two knight squares per direction), which the shared knight class has no
//! notion of. Two shared geometries plus a new class would have meant editing the shared layer;
//! a small table here, computed at compile time, is simpler and faster (every pattern is a
//! lookup or a short ray over a bit mask). Nothing in `geometry/` or `pieces.rs` changed.
//!
//! Cell index = `file + 6 * rank`, file a = 0, rank 1 = 0; bit `i` of a mask is cell `i`.

/// Files a..f.
pub const FILES: usize = 6;
/// Ranks 1..7.
pub const RANKS: usize = 7;
/// Cells on the board.
pub const NCELLS: usize = FILES * RANKS;
/// Marks "no cell" (off a bounded edge).
pub const NONE: u8 = u8::MAX;
/// The mask of every cell.
pub const ALL_CELLS: u64 = (1u64 << NCELLS) - 1;

/// The eight unit directions `(dfile, drank)`. Indices 0..4 are orthogonal (0 and 1
/// horizontal), 4..8 diagonal; the opposite of direction `d` is `d ^ 1`.
pub const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// True for the four orthogonal directions.
#[inline(always)]
pub const fn is_orth(d: usize) -> bool {
    d < 4
}

/// True for the two directions along a rank (left, right).
#[inline(always)]
pub const fn is_horizontal(d: usize) -> bool {
    d < 2
}

/// The direction opposite to `d`.
#[inline(always)]
pub const fn opposite(d: usize) -> usize {
    d ^ 1
}

/// The cell at 0-based `(file, rank)`, or `None` off the board.
pub const fn cell_at(file: i32, rank: i32) -> Option<usize> {
    if file < 0 || rank < 0 || file >= FILES as i32 || rank >= RANKS as i32 {
        None
    } else {
        Some(file as usize + FILES * rank as usize)
    }
}

/// 0-based file of a cell.
#[inline(always)]
pub const fn file_of(c: usize) -> usize {
    c % FILES
}

/// 0-based rank of a cell.
#[inline(always)]
pub const fn rank_of(c: usize) -> usize {
    c / FILES
}

/// The one-bit mask of `c`, or 0 for [`NONE`].
#[inline(always)]
pub const fn bit(c: u8) -> u64 {
    if c == NONE {
        0
    } else {
        1u64 << c
    }
}

const fn offset(c: usize, df: i32, dr: i32) -> u8 {
    match cell_at(file_of(c) as i32 + df, rank_of(c) as i32 + dr) {
        Some(x) => x as u8,
        None => NONE,
    }
}

const fn torus_offset(c: usize, df: i32, dr: i32) -> u8 {
    let f = (file_of(c) as i32 + df).rem_euclid(FILES as i32);
    let r = (rank_of(c) as i32 + dr).rem_euclid(RANKS as i32);
    (f as usize + FILES * r as usize) as u8
}

const fn build_offset(mul: i32, torus: bool) -> [[u8; 8]; NCELLS] {
    let mut t = [[NONE; 8]; NCELLS];
    let mut c = 0;
    while c < NCELLS {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRS[d];
            t[c][d] = if torus {
                torus_offset(c, df as i32 * mul, dr as i32 * mul)
            } else {
                offset(c, df as i32 * mul, dr as i32 * mul)
            };
            d += 1;
        }
        c += 1;
    }
    t
}

/// `STEP[c][d]`: one step along `DIRS[d]`, bounded by the edges ([`NONE`] off the board).
pub static STEP: [[u8; 8]; NCELLS] = build_offset(1, false);
/// `LEAP2[c][d]`: the leap of two steps along `DIRS[d]` (alfil or dabbabah), bounded.
pub static LEAP2: [[u8; 8]; NCELLS] = build_offset(2, false);
/// `TORUS[c][d]`: one step along `DIRS[d]` on the torus (a touches f, rank 1 touches rank 7).
/// Used for adjacency (who lends to whom) and the Universalist's torus bishop.
pub static TORUS: [[u8; 8]; NCELLS] = build_offset(1, true);

const fn build_knight_away() -> [[u64; 8]; NCELLS] {
    let mut t = [[0u64; 8]; NCELLS];
    let mut c = 0;
    while c < NCELLS {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = (DIRS[d].0 as i32, DIRS[d].1 as i32);
            // Orthogonal first step v: two steps along v and one to either side. Diagonal first
            // step (df, dr): then one orthogonal step outward, landing on (2df, dr) or (df, 2dr).
            let (a, b) = if df == 0 {
                ((1, 2 * dr), (-1, 2 * dr))
            } else if dr == 0 {
                ((2 * df, 1), (2 * df, -1))
            } else {
                ((2 * df, dr), (df, 2 * dr))
            };
            t[c][d] = bit(offset(c, a.0, a.1)) | bit(offset(c, b.0, b.1));
            d += 1;
        }
        c += 1;
    }
    t
}

/// `KNIGHT_AWAY[c][d]`: the (up to) two knight squares whose two-step path begins with a step
/// along `DIRS[d]`, bounded (RULINGS Interdependent Chess, third ruling; seed, Knight).
pub static KNIGHT_AWAY: [[u64; 8]; NCELLS] = build_knight_away();

const fn build_mask(table: &[[u8; 8]; NCELLS], from: usize, to: usize) -> [u64; NCELLS] {
    let mut t = [0u64; NCELLS];
    let mut c = 0;
    while c < NCELLS {
        let mut d = from;
        while d < to {
            t[c] |= bit(table[c][d]);
            d += 1;
        }
        c += 1;
    }
    t
}

const fn build_knight_mask() -> [u64; NCELLS] {
    let away = build_knight_away();
    let mut t = [0u64; NCELLS];
    let mut c = 0;
    while c < NCELLS {
        // The four orthogonal first steps reach all eight knight squares.
        t[c] = away[c][0] | away[c][1] | away[c][2] | away[c][3];
        c += 1;
    }
    t
}

/// One step in any of the 8 directions (the King), bounded.
pub static KING_MASK: [u64; NCELLS] = build_mask(&build_offset(1, false), 0, 8);
/// One orthogonal step (wazir: the Steward's move, the Guardian's capture), bounded.
pub static WAZIR_MASK: [u64; NCELLS] = build_mask(&build_offset(1, false), 0, 4);
/// One diagonal step (ferz: the Guardian's move, the Steward's capture), bounded.
pub static FERZ_MASK: [u64; NCELLS] = build_mask(&build_offset(1, false), 4, 8);
/// The Spider's eight two-step leaps (alfil + dabbabah), bounded.
pub static SPIDER_MASK: [u64; NCELLS] = build_mask(&build_offset(2, false), 0, 8);
/// The eight knight leaps, bounded.
pub static KNIGHT_MASK: [u64; NCELLS] = build_knight_mask();
/// The eight toroidal neighbours of a cell: the cells that can lend to it.
pub static NEIGHBOURS: [u64; NCELLS] = build_mask(&build_offset(1, true), 0, 8);
/// The four diagonal toroidal neighbours (where a Universalist lends the torus bishop).
pub static DIAG_NEIGHBOURS: [u64; NCELLS] = build_mask(&build_offset(1, true), 4, 8);

const fn build_rank_mask() -> [u64; RANKS] {
    let mut t = [0u64; RANKS];
    let mut r = 0;
    while r < RANKS {
        t[r] = ((1u64 << FILES) - 1) << (FILES * r);
        r += 1;
    }
    t
}

/// The cells of each rank.
pub static RANK_MASK: [u64; RANKS] = build_rank_mask();

/// The cell's name, `a1` .. `f7`.
pub fn cell_name(c: usize) -> String {
    format!("{}{}", (b'a' + file_of(c) as u8) as char, rank_of(c) + 1)
}

/// Reads a cell name `a1` .. `f7`; `None` for anything else (`g1`, `a8`, `a01`, `A1`).
pub fn parse_cell(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'f').contains(&b[0]) || !(b'1'..=b'7').contains(&b[1]) {
        return None;
    }
    cell_at((b[0] - b'a') as i32, (b[1] - b'1') as i32)
}

/// Iterates the cells of a mask, lowest first.
#[inline(always)]
pub fn cells(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(c)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(n: &str) -> usize {
        parse_cell(n).unwrap()
    }

    #[test]
    fn names_round_trip_and_off_board_names_fail() {
        for i in 0..NCELLS {
            assert_eq!(parse_cell(&cell_name(i)), Some(i));
        }
        for bad in ["g1", "a8", "a0", "a01", "A1", "", "a"] {
            assert_eq!(parse_cell(bad), None, "{bad}");
        }
    }

    #[test]
    fn torus_adjacency_wraps_both_ways() {
        // f4 touches a4 (files wrap); a7 touches a1 (ranks wrap); f1 touches a7 diagonally.
        assert!(NEIGHBOURS[c("f4")] & (1 << c("a4")) != 0);
        assert!(NEIGHBOURS[c("a7")] & (1 << c("a1")) != 0);
        assert!(NEIGHBOURS[c("f1")] & (1 << c("a7")) != 0);
        for (i, n) in NEIGHBOURS.iter().enumerate() {
            assert_eq!(n.count_ones(), 8);
            assert_eq!(n & (1 << i), 0);
        }
        // Bounded steps stop at the edge.
        assert_eq!(STEP[c("f4")][0], NONE);
        assert_eq!(TORUS[c("f4")][0] as usize, c("a4"));
    }

    #[test]
    fn knight_split_by_first_step() {
        // From d4: first step right (e4) -> f5, f3; first step up-right (e5) -> f5, e6.
        assert_eq!(KNIGHT_AWAY[c("d4")][0], (1 << c("f5")) | (1 << c("f3")));
        assert_eq!(KNIGHT_AWAY[c("d4")][4], (1 << c("f5")) | (1 << c("e6")));
        assert_eq!(KNIGHT_MASK[c("c4")].count_ones(), 8);
        assert_eq!(KNIGHT_MASK[c("a1")].count_ones(), 2);
        // The four diagonal first steps reach the same eight squares as the orthogonal ones.
        let diag = (4..8).fold(0, |m, d| m | KNIGHT_AWAY[c("c4")][d]);
        assert_eq!(diag, KNIGHT_MASK[c("c4")]);
    }
}
