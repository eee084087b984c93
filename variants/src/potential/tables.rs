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

fn build() -> Box<Tables> {
    let mut rng = SplitMix64::new(0x5EED_C0FF_EE00_0002);
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
    let rook_magic = find_magics(&ROOK_DIRS, &mut rng, &mut slider);
    let bishop_magic = find_magics(&BISHOP_DIRS, &mut rng, &mut slider);
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
