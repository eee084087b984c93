//! Attack tables for the 8x8 board: leaper tables, magic bitboards for sliders (magics are
//! found once at start-up with a fixed-seed search), `between` and `line` masks, Zobrist keys.
//!
//! Squares are numbered `a1 = 0, b1 = 1, .., h8 = 63` (file = sq % 8, rank = sq / 8).

use std::sync::OnceLock;

use mcts::SplitMix64;

/// Piece kinds of orthodox chess, in the order the bitboards are stored: pawn.
pub const PAWN: usize = 0;
/// Knight.
pub const KNIGHT: usize = 1;
/// Bishop.
pub const BISHOP: usize = 2;
/// Rook.
pub const ROOK: usize = 3;
/// Queen.
pub const QUEEN: usize = 4;
/// King.
pub const KING: usize = 5;

/// All precomputed tables.
pub struct Tables {
    pub knight: [u64; 64],
    pub king: [u64; 64],
    /// `pawn_attacks[colour][sq]`: squares a pawn of `colour` on `sq` attacks.
    pub pawn_attacks: [[u64; 64]; 2],
    pub between: Vec<[u64; 64]>,
    pub line: Vec<[u64; 64]>,
    rook_magic: [Magic; 64],
    bishop_magic: [Magic; 64],
    slider: Vec<u64>,
    /// Zobrist keys: `piece[colour * 6 + kind][sq]`.
    pub z_piece: [[u64; 64]; 12],
    pub z_side: u64,
    pub z_castle: [u64; 16],
    pub z_ep: [u64; 8],
}

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

static TABLES: OnceLock<Box<Tables>> = OnceLock::new();

/// The shared tables (built on first use).
#[inline]
pub fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn ray_attacks(sq: usize, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let (f0, r0) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut out = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (f0 + df, r0 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let s = (r * 8 + f) as usize;
            out |= 1 << s;
            if occ & (1 << s) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let (f0, r0) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut out = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (f0 + df, r0 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            out |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    out
}

fn leaper(sq: usize, offs: &[(i32, i32)]) -> u64 {
    let (f0, r0) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut out = 0;
    for &(df, dr) in offs {
        let (f, r) = (f0 + df, r0 + dr);
        if (0..8).contains(&f) && (0..8).contains(&r) {
            out |= 1u64 << (r * 8 + f);
        }
    }
    out
}

/// Rook magic numbers, square a1 = 0 .. h8 = 63: the first found by [`find_magics`] from the
/// seed of [`build`] (see `the_embedded_magics_are_the_searched_ones`), so the tables are built
/// without the search at start-up (the time it saves is in docs/performance.md).
const ROOK_MAGICS: [u64; 64] = [
    0x2280_0040_0a21_1080,
    0x8040_1000_2000_4000,
    0xa880_0810_0420_0080,
    0x1200_0440_0810_2200,
    0x1300_0801_0010_0204,
    0x0200_0488_0102_0010,
    0x0280_0100_0080_1200,
    0x0200_0100_4c00_8822,
    0x9800_8004_b040_0384,
    0x8004_8020_0040_0380,
    0x2501_0020_0100_4010,
    0x0000_8008_0010_0084,
    0x1600_8008_0080_0400,
    0x16e1_0009_0002_0400,
    0x0002_0002_0004_0108,
    0x0806_0004_0102_8c42,
    0x5a00_2080_0040_1080,
    0x2440_0080_8020_0040,
    0x4020_8080_2000_1000,
    0x0408_0480_1000_800a,
    0x0000_8080_0400_0801,
    0x0200_0801_1004_4020,
    0x0200_6400_a210_0801,
    0x010a_1600_0084_5124,
    0x8040_4010_8000_8028,
    0x02d0_0452_4000_2002,
    0x0e20_0800_4010_0040,
    0x6830_0080_8010_0800,
    0x0310_5025_0018_0101,
    0x4800_0200_8004_0080,
    0x9114_2204_0008_0190,
    0x00c1_0001_0000_8042,
    0x0400_4000_2480_0080,
    0x1000_4020_0340_1000,
    0x4800_8190_0180_2000,
    0x240c_8010_0080_0800,
    0x0020_0801_0100_1005,
    0x840e_0400_8080_0200,
    0x1040_0208_0400_0110,
    0xe002_0084_0200_0041,
    0x0003_4000_8003_8020,
    0x0400_2000_5000_4001,
    0x0000_2001_0011_0040,
    0x2261_0010_0009_0020,
    0x0004_0800_1101_0004,
    0x0010_0400_0200_8080,
    0x7870_0ad0_2104_0008,
    0x00a1_0000_4081_0002,
    0x0080_0040_00a0_0940,
    0x0002_2004_4010_0840,
    0x1020_0080_1001_2180,
    0x1010_0008_0280_1080,
    0x2d08_0004_0042_0040,
    0x0000_0200_8004_0080,
    0x0200_3002_0148_1400,
    0x0000_0854_0081_0200,
    0x0064_1202_4300_8022,
    0x2021_00b4_2280_4001,
    0x00c1_0040_0c20_0011,
    0x0185_0421_0010_0009,
    0x0201_0010_4208_0005,
    0x0021_0008_0400_0201,
    0x0810_0810_8221_1014,
    0x2010_0100_2400_4082,
];

/// Bishop magic numbers, found by the same search right after the rook ones.
const BISHOP_MAGICS: [u64; 64] = [
    0x0042_0806_0410_d200,
    0x0a03_0409_040d_0002,
    0x80c4_0424_1240_0010,
    0x0202_2082_0800_0000,
    0x8004_2420_8118_0080,
    0x0001_04a0_2420_040a,
    0x014a_0202_4240_0010,
    0x2030_4202_0520_4218,
    0x0020_1110_2220_8408,
    0x0400_8421_020c_0110,
    0x2000_5000_a200_4440,
    0x0080_0804_a100_0801,
    0x2006_0410_4504_0400,
    0x0000_0910_0210_0004,
    0x1000_0094_1022_1080,
    0x0000_0601_2402_0200,
    0x2020_4004_2410_820c,
    0x0203_0028_5004_108c,
    0x2421_1088_0044_0880,
    0x8108_2005_0c01_0101,
    0x0000_8004_03a0_0020,
    0x0512_0001_0042_5222,
    0x0000_4249_0858_0404,
    0x4080_4009_0410_8486,
    0x1202_4004_2004_a413,
    0x0092_8201_0888_1800,
    0x4004_1040_4a08_0140,
    0x0031_0800_0402_0460,
    0x8138_8401_9880_2000,
    0x1010_4200_0900_8200,
    0x4014_0409_0080_a401,
    0x308a_0080_0020_8800,
    0x4108_2008_1004_0894,
    0x4004_2120_0908_3200,
    0x1140_4022_0090_0c08,
    0x0044_0200_8018_0081,
    0x4840_0080_2042_0020,
    0x0080_8121_000a_0081,
    0x1801_0420_8204_0200,
    0x2091_0401_1040_804e,
    0x0004_1242_1010_4220,
    0x6050_9e90_5000_2800,
    0x0020_1240_2805_9000,
    0x0000_0040_2600_1021,
    0x0000_0801_0040_0400,
    0x2051_0910_1502_0080,
    0x0008_0228_0040_0200,
    0x0008_4200_4040_1210,
    0x1004_1098_4410_029a,
    0x0001_0401_0148_0440,
    0xc000_5448_6410_0000,
    0x9000_0408_4208_8000,
    0x8004_0241_1024_8010,
    0x1000_0802_0822_0000,
    0x0008_6011_0445_0290,
    0x0204_1000_8200_9040,
    0x0100_2108_00d0_0800,
    0x0204_0201_0088_0408,
    0x0004_0022_20a4_1004,
    0x0220_1c31_1084_0410,
    0x0080_2800_5002_0225,
    0x0000_2040_0304_2102,
    0x0000_2104_0108_0102,
    0x4040_4842_1086_0011,
];

/// The state of [`build`]'s generator after both searches: the Zobrist keys drawn next are the
/// ones the searching build drew.
const RNG_AFTER_MAGICS: u64 = 0xe027_6ed6_78ae_e695;

/// The magic index of every square for the slider moving along `dirs`, with the given magic
/// numbers; appends each square's attack table to `slider`.
///
/// Panics if a magic number maps two occupancies with different attacks to one slot (the
/// embedded numbers are checked by a test).
fn fill_magics(dirs: &[(i32, i32)], magics: &[u64; 64], slider: &mut Vec<u64>) -> [Magic; 64] {
    let mut out = [Magic::default(); 64];
    for (sq, slot) in out.iter_mut().enumerate() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let magic = magics[sq];
        let mut table = vec![None; 1usize << bits];
        let mut sub = 0u64;
        loop {
            let idx = (sub.wrapping_mul(magic) >> shift) as usize;
            let att = ray_attacks(sq, sub, dirs);
            assert!(
                table[idx].is_none_or(|t| t == att),
                "magic 0x{magic:016x} of square {sq} collides"
            );
            table[idx] = Some(att);
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        *slot = Magic {
            mask,
            magic,
            shift,
            offset: slider.len(),
        };
        slider.extend(table.iter().map(|t| t.unwrap_or(0)));
    }
    out
}

/// The magic-number search that found [`ROOK_MAGICS`] and [`BISHOP_MAGICS`] (random sparse
/// candidates until one maps every occupancy subset without a harmful collision); kept to
/// check the embedded numbers and to make new ones.
#[cfg(test)]
fn find_magics(dirs: &[(i32, i32)], rng: &mut SplitMix64, slider: &mut Vec<u64>) -> [Magic; 64] {
    let mut out = [Magic::default(); 64];
    for (sq, slot) in out.iter_mut().enumerate() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let n = 1usize << bits;
        // enumerate subsets (Carry-Rippler)
        let mut occs = Vec::with_capacity(n);
        let mut atts = Vec::with_capacity(n);
        let mut sub = 0u64;
        loop {
            occs.push(sub);
            atts.push(ray_attacks(sq, sub, dirs));
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let mut table = vec![0u64; n];
        let mut used = vec![false; n];
        loop {
            let magic = rng.next() & rng.next() & rng.next();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            used.iter_mut().for_each(|u| *u = false);
            let mut ok = true;
            for i in 0..n {
                let idx = (occs[i].wrapping_mul(magic) >> shift) as usize;
                if !used[idx] {
                    used[idx] = true;
                    table[idx] = atts[i];
                } else if table[idx] != atts[i] {
                    ok = false;
                    break;
                }
            }
            if ok {
                *slot = Magic {
                    mask,
                    magic,
                    shift,
                    offset: slider.len(),
                };
                slider.extend_from_slice(&table);
                break;
            }
        }
    }
    out
}

/// The seed of the generator whose outputs were the magic-number candidates and whose next
/// outputs are the Zobrist keys (see [`RNG_AFTER_MAGICS`]).
#[cfg(test)]
const SEED: u64 = 0x5EED_C0FF_EE00_0002;

fn build() -> Box<Tables> {
    let mut knight = [0u64; 64];
    let mut king = [0u64; 64];
    let mut pawn_attacks = [[0u64; 64]; 2];
    for sq in 0..64 {
        knight[sq] = leaper(
            sq,
            &[
                (1, 2),
                (2, 1),
                (2, -1),
                (1, -2),
                (-1, -2),
                (-2, -1),
                (-2, 1),
                (-1, 2),
            ],
        );
        king[sq] = leaper(
            sq,
            &[
                (1, 0),
                (1, 1),
                (0, 1),
                (-1, 1),
                (-1, 0),
                (-1, -1),
                (0, -1),
                (1, -1),
            ],
        );
        pawn_attacks[0][sq] = leaper(sq, &[(1, 1), (-1, 1)]);
        pawn_attacks[1][sq] = leaper(sq, &[(1, -1), (-1, -1)]);
    }
    let mut between = vec![[0u64; 64]; 64];
    let mut line = vec![[0u64; 64]; 64];
    for a in 0..64 {
        for b in 0..64 {
            if a == b {
                continue;
            }
            for dirs in [&ROOK_DIRS[..], &BISHOP_DIRS[..]] {
                let ab = ray_attacks(a, 1 << b, dirs);
                if ab & (1 << b) != 0 {
                    let ba = ray_attacks(b, 1 << a, dirs);
                    between[a][b] = ab & ba;
                    line[a][b] =
                        (ray_attacks(a, 0, dirs) & ray_attacks(b, 0, dirs)) | (1 << a) | (1 << b);
                }
            }
        }
    }
    let mut slider = Vec::new();
    let rook_magic = fill_magics(&ROOK_DIRS, &ROOK_MAGICS, &mut slider);
    let bishop_magic = fill_magics(&BISHOP_DIRS, &BISHOP_MAGICS, &mut slider);
    let mut rng = SplitMix64(RNG_AFTER_MAGICS);
    let mut z_piece = [[0u64; 64]; 12];
    for p in z_piece.iter_mut() {
        for k in p.iter_mut() {
            *k = rng.next();
        }
    }
    let z_side = rng.next();
    let mut z_castle = [0u64; 16];
    let base: [u64; 4] = [rng.next(), rng.next(), rng.next(), rng.next()];
    for (i, z) in z_castle.iter_mut().enumerate() {
        for (b, key) in base.iter().enumerate() {
            if i & (1 << b) != 0 {
                *z ^= key;
            }
        }
    }
    let mut z_ep = [0u64; 8];
    for z in z_ep.iter_mut() {
        *z = rng.next();
    }
    Box::new(Tables {
        knight,
        king,
        pawn_attacks,
        between,
        line,
        rook_magic,
        bishop_magic,
        slider,
        z_piece,
        z_side,
        z_castle,
        z_ep,
    })
}

impl Tables {
    /// Rook attacks from `sq` with blockers `occ`.
    #[inline(always)]
    pub fn rook(&self, sq: usize, occ: u64) -> u64 {
        let m = &self.rook_magic[sq];
        self.slider[m.offset + ((occ & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
    }
    /// Bishop attacks from `sq` with blockers `occ`.
    #[inline(always)]
    pub fn bishop(&self, sq: usize, occ: u64) -> u64 {
        let m = &self.bishop_magic[sq];
        self.slider[m.offset + ((occ & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
    }
}

/// Square name like `e4`.
pub fn square_name(sq: usize) -> String {
    crate::geometry::cell_name_of([(sq % 8) as u8, (sq / 8) as u8, 0], false)
}

/// Parses `e4` into a square index.
pub fn parse_square(s: &str) -> Option<usize> {
    match crate::geometry::parse_cell_coords(s, false)? {
        [f, r, 0] if f < 8 && r < 8 => Some((r * 8 + f) as usize),
        _ => None,
    }
}

/// True for light squares (h1 is light; a1 is dark).
#[inline]
pub fn is_light(sq: usize) -> bool {
    (sq % 8 + sq / 8) % 2 == 1
}

#[cfg(test)]
mod magic_tests {
    use super::*;

    /// The embedded magic numbers, the generator state after them and the slider tables they
    /// build are exactly those of the search from [`build`]'s seed.
    #[test]
    fn the_embedded_magics_are_the_searched_ones() {
        let mut rng = SplitMix64::new(SEED);
        let mut searched = Vec::new();
        let r = find_magics(&ROOK_DIRS, &mut rng, &mut searched);
        let b = find_magics(&BISHOP_DIRS, &mut rng, &mut searched);
        assert_eq!(r.map(|m| m.magic), ROOK_MAGICS);
        assert_eq!(b.map(|m| m.magic), BISHOP_MAGICS);
        assert_eq!(rng.0, RNG_AFTER_MAGICS);
        let mut filled = Vec::new();
        fill_magics(&ROOK_DIRS, &ROOK_MAGICS, &mut filled);
        fill_magics(&BISHOP_DIRS, &BISHOP_MAGICS, &mut filled);
        assert_eq!(filled.len(), searched.len());
        // Slots no occupancy reaches may differ (0 here, stale there); every reached slot agrees.
        for (sq, m) in r.iter().chain(b.iter()).enumerate() {
            let dirs = if sq < 64 { &ROOK_DIRS } else { &BISHOP_DIRS };
            let mut sub = 0u64;
            loop {
                let i = m.offset + (sub.wrapping_mul(m.magic) >> m.shift) as usize;
                assert_eq!(filled[i], ray_attacks(sq % 64, sub, dirs));
                assert_eq!(searched[i], filled[i]);
                sub = sub.wrapping_sub(m.mask) & m.mask;
                if sub == 0 {
                    break;
                }
            }
        }
    }
}
