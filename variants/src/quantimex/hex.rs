//! The 91-cell hexagonal board of Quantimex (RULINGS "Quantimex": the hexagon of side 6,
//! flat-topped cells in 11 vertical files named as in Gliński's hexagonal chess).
//!
//! Files `a b c d e f g h i k l` (no `j`) have 6 7 8 9 10 11 10 9 8 7 6 cells; rank 1 of every
//! file is its bottom cell, so the bottom edge of the board is the V `a1 .. f1 .. l1`.
//!
//! Cells are numbered file by file, rank upwards: `a1 = 0`, `a6 = 5`, `b1 = 6`, ..., `l6 = 90`
//! (the order of the position text). Internally each cell also has axial coordinates `(q, v)`,
//! both in `-5..=5` with `|q + v| <= 5`, centre `f6 = (0, 0)`; `q` grows to the right (file),
//! `v` grows up along a file. The six directions (edge neighbours) are, clockwise from up:
//! N `(0,+1)`, NE `(+1,0)`, SE `(+1,-1)`, S `(0,-1)`, SW `(-1,0)`, NW `(-1,+1)`; direction
//! `d + 3 (mod 6)` is the opposite of `d`. Lines (axes): 0 = N-S (`q` fixed), 1 = NE-SW (`v`
//! fixed), 2 = SE-NW (`q + v` fixed); direction `d` runs along axis `d % 3`.
//!
//! This is the hexagon topology of DESIGN.md "Geometry and pieces", kept in the Quantimex folder
//! as an additive file (the shared square/cubic [`crate::geometry`] is not changed).

/// Number of cells on the board.
pub const NCELLS: usize = 91;
/// Marks "no cell" in step tables and candidate lists.
pub const NONE: u8 = u8::MAX;
/// File letters, left to right (Gliński: no `j`).
pub const FILES: [u8; 11] = *b"abcdefghikl";
/// Cells per file, left to right.
pub const FILE_LEN: [u8; 11] = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
/// Direction names in index order (clockwise from up).
pub const DIR_NAMES: [&str; 6] = ["N", "NE", "SE", "S", "SW", "NW"];
/// Axial step `(dq, dv)` of each direction.
pub const DIR_DELTA: [(i8, i8); 6] = [(0, 1), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1)];

/// The opposite of direction `d` (0..6).
#[inline(always)]
pub const fn opposite(d: usize) -> usize {
    (d + 3) % 6
}

/// The precomputed tables of the hexagon.
pub struct Hex {
    /// `step[cell][dir]`: the edge neighbour of `cell` in `dir`, or [`NONE`] off the board.
    pub step: [[u8; 6]; NCELLS],
    /// 0-based file index (a = 0, ..., l = 10) of each cell.
    pub file: [u8; NCELLS],
    /// 1-based rank of each cell within its file.
    pub rank: [u8; NCELLS],
    /// Axial `q` of each cell.
    pub q: [i8; NCELLS],
    /// Axial `v` of each cell.
    pub v: [i8; NCELLS],
    /// `at[q + 5][v + 5]`: the cell with those axial coordinates, or [`NONE`].
    at: [[u8; 11]; 11],
    /// First cell index of each file.
    pub file_start: [u8; 11],
}

const fn build() -> Hex {
    let mut h = Hex {
        step: [[NONE; 6]; NCELLS],
        file: [0; NCELLS],
        rank: [0; NCELLS],
        q: [0; NCELLS],
        v: [0; NCELLS],
        at: [[NONE; 11]; 11],
        file_start: [0; 11],
    };
    let mut cell = 0usize;
    let mut f = 0usize;
    while f < 11 {
        h.file_start[f] = cell as u8;
        let q = f as i32 - 5;
        let mut r = 0;
        while r < FILE_LEN[f] as usize {
            // Bottom cell of file q has v = -5 - min(q, 0) (so that |q + v| <= 5 holds).
            let v = (if q < 0 { -5 - q } else { -5 }) + r as i32;
            h.file[cell] = f as u8;
            h.rank[cell] = r as u8 + 1;
            h.q[cell] = q as i8;
            h.v[cell] = v as i8;
            h.at[(q + 5) as usize][(v + 5) as usize] = cell as u8;
            cell += 1;
            r += 1;
        }
        f += 1;
    }
    let mut c = 0;
    while c < NCELLS {
        let mut d = 0;
        while d < 6 {
            let q = h.q[c] as i32 + DIR_DELTA[d].0 as i32;
            let v = h.v[c] as i32 + DIR_DELTA[d].1 as i32;
            if q >= -5 && q <= 5 && v >= -5 && v <= 5 {
                h.step[c][d] = h.at[(q + 5) as usize][(v + 5) as usize];
            }
            d += 1;
        }
        c += 1;
    }
    h
}

/// The board's tables, computed at compile time.
pub static HEX: Hex = build();

impl Hex {
    /// The cell at axial `(q, v)`, or [`NONE`] off the hexagon.
    #[inline]
    pub fn at(&self, q: i32, v: i32) -> u8 {
        if (-5..=5).contains(&q) && (-5..=5).contains(&v) {
            self.at[(q + 5) as usize][(v + 5) as usize]
        } else {
            NONE
        }
    }

    /// The cell of 0-based file `f` and 1-based rank `r`, or [`NONE`].
    pub fn cell_of(&self, f: usize, r: usize) -> u8 {
        if f < 11 && r >= 1 && r <= FILE_LEN[f] as usize {
            self.file_start[f] + r as u8 - 1
        } else {
            NONE
        }
    }

    /// The direction and step count of a straight move from `a` to `b`, or `None` when `b`
    /// is not on one of the three lines through `a` (or equals it).
    pub fn line_between(&self, a: usize, b: usize) -> Option<(usize, usize)> {
        let dq = self.q[b] as i32 - self.q[a] as i32;
        let dv = self.v[b] as i32 - self.v[a] as i32;
        let d = match (dq.signum(), dv.signum()) {
            (0, 1) => 0,
            (1, 0) => 1,
            (1, -1) if dq == -dv => 2,
            (0, -1) => 3,
            (-1, 0) => 4,
            (-1, 1) if dq == -dv => 5,
            _ => return None,
        };
        Some((d, dq.abs().max(dv.abs()) as usize))
    }

    /// The cells where one of the three lines through `x` crosses one of the three lines
    /// through `p` (the Coordinator's capture cells; RULINGS "Quantimex", Coordinator): up to
    /// six, [`NONE`] where the crossing is off the board or the lines are parallel. `x` and
    /// `p` themselves may appear (when they share a line).
    pub fn crossings(&self, x: usize, p: usize) -> [u8; 6] {
        let (qx, vx) = (self.q[x] as i32, self.v[x] as i32);
        let (qp, vp) = (self.q[p] as i32, self.v[p] as i32);
        let (sx, sp) = (qx + vx, qp + vp);
        [
            self.at(qx, vp),      // x's N-S line, p's NE-SW line
            self.at(qx, sp - qx), // x's N-S, p's SE-NW
            self.at(qp, vx),      // x's NE-SW, p's N-S
            self.at(sp - vx, vx), // x's NE-SW, p's SE-NW
            self.at(qp, sx - qp), // x's SE-NW, p's N-S
            self.at(sx - vp, vp), // x's SE-NW, p's NE-SW
        ]
    }

    /// The cell's name, e.g. `f6`.
    pub fn name(&self, cell: usize) -> String {
        format!(
            "{}{}",
            FILES[self.file[cell] as usize] as char, self.rank[cell]
        )
    }

    /// Reads a cell name. Errors say what is wrong: a `j` file, an unknown file letter, a rank
    /// off the hexagon for that file, or no name at all; each names the valid form.
    pub fn parse(&self, text: &str) -> Result<usize, String> {
        let b = text.as_bytes();
        let form = "a cell is a file letter a-l without j and a rank, e.g. f6";
        let Some(&fl) = b.first() else {
            return Err(format!("empty cell name; {form}"));
        };
        let fl = fl.to_ascii_lowercase();
        if fl == b'j' {
            return Err(format!(
                "'{text}': there is no file j on the Gliński board (files a b c d e f g h i k l)"
            ));
        }
        let Some(f) = FILES.iter().position(|&x| x == fl) else {
            return Err(format!("'{text}' is not a cell name; {form}"));
        };
        let num = &text[1..];
        if num.is_empty() || num.starts_with('0') || !num.bytes().all(|c| c.is_ascii_digit()) {
            return Err(format!("'{text}' is not a cell name; {form}"));
        }
        let r: usize = num
            .parse()
            .map_err(|_| format!("'{text}': rank too large"))?;
        if r > FILE_LEN[f] as usize {
            return Err(format!(
                "'{text}' is off the hexagon: file {} has ranks 1-{}",
                fl as char, FILE_LEN[f]
            ));
        }
        Ok(self.cell_of(f, r) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ninety_one_cells_with_symmetric_steps() {
        let h = &HEX;
        assert_eq!(FILE_LEN.iter().map(|&n| n as usize).sum::<usize>(), NCELLS);
        for c in 0..NCELLS {
            assert_eq!(h.parse(&h.name(c)), Ok(c));
            for d in 0..6 {
                let n = h.step[c][d];
                if n != NONE {
                    assert_eq!(h.step[n as usize][opposite(d)] as usize, c);
                }
            }
        }
        // Six neighbours in the middle, three at a corner.
        let f6 = h.parse("f6").unwrap();
        assert!(h.step[f6].iter().all(|&n| n != NONE));
        let a1 = h.parse("a1").unwrap();
        assert_eq!(h.step[a1].iter().filter(|&&n| n != NONE).count(), 3);
    }
}
