//! Move generation with borrowing, and check (Interdependent Chess, 004_0ca2faf906401d7b.txt,
//! Short Rules 2-4 and the piece descriptions; RULINGS Interdependent Chess).
//!
//! A piece on cell `x` borrows from each toroidal neighbour `L` on `x - v`, for each of the 8
//! unit directions `v`: moving "directly away" from `L` means the move's first step is along
//! `v` (RULINGS, third ruling). What it borrows along `v`:
//! - a piece other than the Universalist captures with `L`'s capture power along `v`, or with its
//!   own capture power along `v` when `L` is a Universalist; its non-capturing moves are its own,
//!   in every direction, and need no neighbour;
//! - the Universalist makes non-capturing moves with `L`'s non-capturing power along `v` and
//!   captures with `L`'s capture power along `v`; away from another Universalist it moves and
//!   captures as a bishop on the torus along `v` (so only when `v` is diagonal).
//!
//! Powers along `v`: King one step; Spider the leap `2v`; Knight the two knight squares whose path
//! starts with `v`; Conservative a slide along `v` when `v` runs along the rank; Steward moves one
//! orthogonal step and captures one diagonal step; Guardian the reverse. Every move except the
//! torus bishop is bounded by the edges. All targets of one piece are gathered in one 64-bit mask,
//! so a move lent by several neighbours is listed once.

use mcts::Player;

use super::board::*;
use super::kind::Kind;

/// Piece code on a cell: 0 = empty, else `kind | 8` for Black.
pub type Code = u8;

/// The colour bit of a piece code.
pub const BLACK_BIT: u8 = 8;

/// The piece code of `kind` for `side`.
#[inline(always)]
pub const fn code(kind: Kind, side: Player) -> Code {
    kind as u8
        | if matches!(side, Player::Black) {
            BLACK_BIT
        } else {
            0
        }
}

/// The kind code (1..=7) of a non-empty piece code.
#[inline(always)]
pub const fn kind_code(p: Code) -> u8 {
    p & 7
}

/// 0 for White, 1 for Black (the piece must not be empty).
#[inline(always)]
pub const fn side_of(p: Code) -> usize {
    (p >> 3) as usize
}

const K: u8 = Kind::King as u8;
const U: u8 = Kind::Universalist as u8;
const S: u8 = Kind::Spider as u8;
const N: u8 = Kind::Knight as u8;
const C: u8 = Kind::Conservative as u8;
const T: u8 = Kind::Steward as u8;
const G: u8 = Kind::Guardian as u8;

/// [`Pos::reach`]'s flag of a rank slide (a Conservative's, own or lent).
pub const SLIDES_RANK: u8 = 1;
/// [`Pos::reach`]'s flag of the torus bishop (a Universalist away from a Universalist).
pub const SLIDES_TORUS: u8 = 2;

/// The pieces on the board: a code per cell and an occupancy mask per side. 58 bytes, `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// The piece code on each cell (index `file + 6 * rank`), 0 when empty.
    pub board: [Code; NCELLS],
    /// Occupied cells of White (`occ[0]`) and Black (`occ[1]`), one bit per cell.
    pub occ: [u64; 2],
}

impl Pos {
    /// The empty board.
    pub const EMPTY: Pos = Pos {
        board: [0; NCELLS],
        occ: [0; 2],
    };

    /// Every occupied cell.
    #[inline(always)]
    pub fn all(&self) -> u64 {
        self.occ[0] | self.occ[1]
    }

    /// Puts piece `p` on the empty cell `c`.
    #[inline(always)]
    pub fn put(&mut self, c: usize, p: Code) {
        self.board[c] = p;
        self.occ[side_of(p)] |= 1 << c;
    }

    /// Empties cell `c` and returns what stood there.
    #[inline(always)]
    pub fn take(&mut self, c: usize) -> Code {
        let p = self.board[c];
        if p != 0 {
            self.board[c] = 0;
            self.occ[side_of(p)] &= !(1u64 << c);
        }
        p
    }

    /// A bounded slide from `x` along `d`: the empty cells passed and the first occupied cell
    /// (or [`NONE`]).
    #[inline]
    fn ray(&self, x: usize, d: usize) -> (u64, u8) {
        let all = self.all();
        let mut empties = 0;
        let mut c = STEP[x][d];
        while c != NONE {
            if all & (1 << c) != 0 {
                return (empties, c);
            }
            empties |= 1 << c;
            c = STEP[c as usize][d];
        }
        (empties, NONE)
    }

    /// A slide on the torus from `x` along `d` (the Universalist away from a Universalist): the
    /// empty cells passed and the first occupied cell. It never returns to `x`: the lending
    /// Universalist stands on the last cell before `x` (`x - v`) and stops it there at the latest.
    #[inline]
    fn torus_ray(&self, x: usize, d: usize) -> (u64, u8) {
        let all = self.all();
        let mut empties = 0;
        let mut c = TORUS[x][d];
        while c as usize != x {
            if all & (1 << c) != 0 {
                return (empties, c);
            }
            empties |= 1 << c;
            c = TORUS[c as usize][d];
        }
        (empties, NONE)
    }

    /// The cells where the capture power of `kind` (not the Universalist) reaches from `x` along
    /// direction `d`, occupied or not; the caller keeps the enemy ones.
    #[inline(always)]
    fn capture_reach(&self, kind: u8, x: usize, d: usize) -> u64 {
        match kind {
            K => bit(STEP[x][d]),
            S => bit(LEAP2[x][d]),
            N => KNIGHT_AWAY[x][d],
            C if is_horizontal(d) => bit(self.ray(x, d).1),
            T if !is_orth(d) => bit(STEP[x][d]),
            G if is_orth(d) => bit(STEP[x][d]),
            _ => 0,
        }
    }

    /// Every cell the piece on `x` could capture on (occupied or not, either colour: the caller
    /// keeps the enemy ones), the union over its lenders, and which slides are part of it
    /// ([`SLIDES_RANK`]: a Conservative's rank slide, its own or lent; [`SLIDES_TORUS`]: the
    /// Universalist's torus bishop), the only parts of a reach that depend on cells other than
    /// the neighbours.
    #[inline]
    pub fn reach(&self, x: usize) -> (u64, u8) {
        let kind = kind_code(self.board[x]);
        let mut r = 0;
        let mut slides = 0;
        for l in cells(NEIGHBOURS[x] & self.all()) {
            // Moving directly away from the lender on `l` (as in `lent_reach`, written out: the
            // loop is the generator's hottest code and compiles tighter this way).
            let d = AWAY[x][l] as usize;
            let lk = kind_code(self.board[l]);
            let power = if lk == U {
                if kind == U {
                    if !is_orth(d) {
                        r |= bit(self.torus_ray(x, d).1);
                        slides |= SLIDES_TORUS;
                    }
                    continue;
                }
                kind
            } else {
                lk
            };
            if power == C {
                if is_horizontal(d) {
                    r |= bit(self.ray(x, d).1);
                    slides |= SLIDES_RANK;
                }
            } else {
                r |= POWER_REACH[power as usize][x][d];
            }
        }
        (r, slides)
    }

    /// What the piece on `x` (of kind code `kind`) can capture on by moving directly away from
    /// its neighbour on `l` (which must be occupied), and the slide flags of that part
    /// ([`Pos::reach`] is the union over the neighbours).
    #[inline(always)]
    pub fn lent_reach(&self, x: usize, kind: u8, l: usize) -> (u64, u8) {
        let d = AWAY[x][l] as usize;
        let lk = kind_code(self.board[l]);
        let power = if lk == U {
            if kind == U {
                return if is_orth(d) {
                    (0, 0)
                } else {
                    (bit(self.torus_ray(x, d).1), SLIDES_TORUS)
                };
            }
            kind
        } else {
            lk
        };
        if power == C {
            if is_horizontal(d) {
                (bit(self.ray(x, d).1), SLIDES_RANK)
            } else {
                (0, 0)
            }
        } else {
            (POWER_REACH[power as usize][x][d], 0)
        }
    }

    /// False when the piece on `x` can capture on no cell of `zone` under any lending (every
    /// piece but the Universalist stays within [`CAPTURE_REACH`]).
    #[inline(always)]
    pub fn may_reach(&self, x: usize, zone: u64) -> bool {
        kind_code(self.board[x]) == U || CAPTURE_REACH[x] & zone != 0
    }

    /// Enemy pieces the piece on `x` may capture: the union over its lenders.
    #[inline]
    pub fn capture_targets(&self, x: usize) -> u64 {
        let p = self.board[x];
        let enemy = self.occ[1 - side_of(p)];
        if kind_code(p) != U && enemy & CAPTURE_REACH[x] == 0 {
            // No enemy where any borrowed capture could land.
            return 0;
        }
        self.reach(x).0 & enemy
    }

    /// Empty cells the piece on `x` may move to without capturing: its own pattern, or for the
    /// Universalist the non-capturing powers it borrows.
    #[inline(always)]
    pub fn quiet_targets(&self, x: usize) -> u64 {
        let p = self.board[x];
        let kind = kind_code(p);
        let all = self.all();
        let empty = !all & ALL_CELLS;
        match kind {
            K => KING_MASK[x] & empty,
            S => SPIDER_MASK[x] & empty,
            N => KNIGHT_MASK[x] & empty,
            C => self.ray(x, 0).0 | self.ray(x, 1).0,
            T => WAZIR_MASK[x] & empty,
            G => FERZ_MASK[x] & empty,
            _ => {
                // The Universalist: only borrowed non-capturing powers.
                let lenders = NEIGHBOURS[x] & all;
                let mut quiet = 0;
                for d in 0..8 {
                    let l = TORUS[x][opposite(d)] as usize;
                    if lenders & (1 << l) == 0 {
                        continue;
                    }
                    quiet |= match kind_code(self.board[l]) {
                        K => bit(STEP[x][d]),
                        S => bit(LEAP2[x][d]),
                        N => KNIGHT_AWAY[x][d],
                        C if is_horizontal(d) => self.ray(x, d).0,
                        T if is_orth(d) => bit(STEP[x][d]),
                        G if !is_orth(d) => bit(STEP[x][d]),
                        U if !is_orth(d) => self.torus_ray(x, d).0,
                        _ => 0,
                    };
                }
                quiet & empty
            }
        }
    }

    /// True when a piece of side `by` next to `t` could capture on `target` by moving directly
    /// away from the piece on `t` (the piece just moved or dropped there, as lender). Used to
    /// test only what a move changed when nothing else could expose the King.
    pub fn lends_capture_on(&self, t: usize, target: usize, by: usize) -> bool {
        let near = NEIGHBOURS[t] & self.occ[by];
        if near == 0 {
            return false;
        }
        let tb = 1u64 << target;
        let lk = kind_code(self.board[t]);
        for y in cells(near) {
            // The neighbour y = t + v moves away from t along v.
            let d = AWAY[y][t] as usize;
            let yk = kind_code(self.board[y]);
            let reach = match (yk == U, lk == U) {
                (true, true) if is_orth(d) => 0,
                (true, true) => bit(self.torus_ray(y, d).1),
                (false, true) => self.capture_reach(yk, y, d),
                _ => self.capture_reach(lk, y, d),
            };
            if reach & tb != 0 {
                return true;
            }
        }
        false
    }

    /// True when a Universalist of side `by` touches another Universalist (of either side)
    /// diagonally, so that it could travel the torus.
    pub fn torus_bishop_possible(&self, by: usize) -> bool {
        let mut us = 0u64;
        for c in cells(self.all()) {
            if kind_code(self.board[c]) == U {
                us |= 1 << c;
            }
        }
        cells(us & self.occ[by]).any(|x| DIAG_NEIGHBOURS[x] & us != 0)
    }

    /// True when the piece on `x` could capture on `target` under the borrowing rules (the
    /// colour of `target` is not looked at). Only the lenders whose direction can reach
    /// `target` at all (`DIRS_TO`) are looked at.
    #[inline]
    pub fn piece_attacks(&self, x: usize, target: usize) -> bool {
        let tb = 1u64 << target;
        let kind = kind_code(self.board[x]);
        let mut dirs = DIRS_TO[target][x];
        if kind == U {
            // Away from a Universalist (diagonally) a Universalist travels the torus.
            dirs |= 0xf0;
        }
        let lenders = NEIGHBOURS[x] & self.all();
        if dirs == 0 || lenders == 0 {
            return false;
        }
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let l = TORUS[x][opposite(d)] as usize;
            if lenders & (1 << l) == 0 {
                continue;
            }
            let lk = kind_code(self.board[l]);
            let reach = if lk == U {
                if kind == U {
                    // The torus bishop: only along a diagonal.
                    if is_orth(d) {
                        0
                    } else {
                        bit(self.torus_ray(x, d).1)
                    }
                } else {
                    self.capture_reach(kind, x, d)
                }
            } else {
                self.capture_reach(lk, x, d)
            };
            if reach & tb != 0 {
                return true;
            }
        }
        false
    }

    /// Where a new lender would give the piece on `x` a capture on `target` (x must not be on
    /// `target`): calls `lend(d, sure, unsure)` for each direction `d` away from the neighbour
    /// `TORUS[x][opposite(d)]`, with the lender kinds (bit `1 << kind`) whose lending along `d`
    /// surely reaches `target` (a power that does not slide) and those whose lending may reach
    /// it by a slide (the Conservative's, or the torus bishop), which only the position after
    /// the move can tell. What the piece borrows from its other neighbours is not looked at.
    #[inline]
    pub fn lend_checks(&self, x: usize, target: usize, mut lend: impl FnMut(usize, u8, u8)) {
        let kind = kind_code(self.board[x]);
        let df = file_of(target) as i32 - file_of(x) as i32;
        let dr = rank_of(target) as i32 - rank_of(x) as i32;
        let powers = &DELTA_POWERS[(dr + 6) as usize][(df + 5) as usize];
        let mut dirs = DIRS_TO[target][x];
        if kind == U {
            dirs |= 0xf0;
        }
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let pw = powers[d];
            // Lenders other than the Universalist lend their own power.
            let mut sure = pw & !(1 << C);
            let mut unsure = pw & (1 << C);
            // A Universalist lends the piece's own power, or the torus bishop to a Universalist.
            if kind == U {
                if !is_orth(d) {
                    unsure |= 1 << U;
                }
            } else if pw & (1 << kind) != 0 {
                if kind == C {
                    unsure |= 1 << U;
                } else {
                    sure |= 1 << U;
                }
            }
            if sure | unsure != 0 {
                lend(d, sure, unsure);
            }
        }
    }

    /// True when some piece of side `by` (0 White, 1 Black) could capture on `target` under the
    /// borrowing rules (RULINGS Interdependent Chess, last ruling: check uses the same rules).
    /// Same answer as testing [`Pos::capture_targets`] of every piece of `by`, but each piece
    /// only looks at the lenders whose direction can reach `target` at all (`DIRS_TO`).
    pub fn attacked(&self, target: usize, by: usize) -> bool {
        cells(self.occ[by]).any(|x| self.piece_attacks(x, target))
    }
}

const fn build_power_reach() -> [[[u64; 8]; NCELLS]; 8] {
    let mut t = [[[0u64; 8]; NCELLS]; 8];
    let mut x = 0;
    while x < NCELLS {
        let mut d = 0;
        while d < 8 {
            t[K as usize][x][d] = bit(STEP[x][d]);
            t[S as usize][x][d] = bit(LEAP2[x][d]);
            t[N as usize][x][d] = KNIGHT_AWAY[x][d];
            if !is_orth(d) {
                t[T as usize][x][d] = bit(STEP[x][d]);
            } else {
                t[G as usize][x][d] = bit(STEP[x][d]);
            }
            d += 1;
        }
        x += 1;
    }
    t
}

/// `POWER_REACH[kind][x][d]`: where the capture power of `kind` reaches from `x` along `d`, for
/// the powers that do not slide (King, Spider, Knight, Steward, Guardian; 0 for the others).
static POWER_REACH: [[[u64; 8]; NCELLS]; 8] = build_power_reach();

/// [`DELTA_DIRS`] from [`DELTA_POWERS`]'s table: a direction is in the mask when some power
/// reaches the cell along it.
const fn build_delta_dirs() -> [[u8; 11]; 13] {
    let powers = build_delta_powers();
    let mut t = [[0u8; 11]; 13];
    let mut r = 0;
    while r < 13 {
        let mut f = 0;
        while f < 11 {
            let mut d = 0;
            while d < 8 {
                if powers[r][f][d] != 0 {
                    t[r][f] |= 1 << d;
                }
                d += 1;
            }
            f += 1;
        }
        r += 1;
    }
    t
}

const fn build_delta_powers() -> [[[u8; 8]; 11]; 13] {
    let mut t = [[[0u8; 8]; 11]; 13];
    let mut dr = -6i32;
    while dr <= 6 {
        let mut df = -5i32;
        while df <= 5 {
            let mut d = 0;
            while d < 8 {
                let (vx, vy) = (DIRS[d].0 as i32, DIRS[d].1 as i32);
                let step = df == vx && dr == vy;
                let leap = df == 2 * vx && dr == 2 * vy;
                let knight = if vx == 0 {
                    dr == 2 * vy && (df == 1 || df == -1)
                } else if vy == 0 {
                    df == 2 * vx && (dr == 1 || dr == -1)
                } else {
                    (df == 2 * vx && dr == vy) || (df == vx && dr == 2 * vy)
                };
                let slide = vy == 0 && dr == 0 && df * vx > 0;
                let mut m = 0u8;
                if step {
                    m |= 1 << K;
                    if is_orth(d) {
                        m |= 1 << G;
                    } else {
                        m |= 1 << T;
                    }
                }
                if leap {
                    m |= 1 << S;
                }
                if knight {
                    m |= 1 << N;
                }
                if slide {
                    m |= 1 << C;
                }
                t[(dr + 6) as usize][(df + 5) as usize][d] = m;
                d += 1;
            }
            df += 1;
        }
        dr += 1;
    }
    t
}

/// `DELTA_POWERS[dr + 6][df + 5][d]`: the capture powers (bit `1 << kind`) that reach a cell
/// `df` files and `dr` ranks away moving along `DIRS[d]`: exactly for the bounded powers,
/// and the Conservative's bit when the cell is on the rank ahead (the slide may be blocked).
static DELTA_POWERS: [[[u8; 8]; 11]; 13] = build_delta_powers();

/// `DELTA_DIRS[dr + 6][df + 5]`: the directions `v` along which some bounded power (step,
/// two-step leap, knight path, rank slide) moving away from a neighbour could reach a cell
/// `df` files and `dr` ranks away. Only the torus bishop reaches anything else.
const DELTA_DIRS: [[u8; 11]; 13] = build_delta_dirs();

const fn build_dirs_to() -> [[u8; NCELLS]; NCELLS] {
    let mut t = [[0u8; NCELLS]; NCELLS];
    let mut target = 0;
    while target < NCELLS {
        let mut x = 0;
        while x < NCELLS {
            let df = file_of(target) as i32 - file_of(x) as i32;
            let dr = rank_of(target) as i32 - rank_of(x) as i32;
            t[target][x] = DELTA_DIRS[(dr + 6) as usize][(df + 5) as usize];
            x += 1;
        }
        target += 1;
    }
    t
}

const fn build_away() -> [[u8; NCELLS]; NCELLS] {
    let mut t = [[NONE; NCELLS]; NCELLS];
    let mut x = 0;
    while x < NCELLS {
        let mut d = 0;
        while d < 8 {
            t[x][TORUS[x][opposite(d)] as usize] = d as u8;
            d += 1;
        }
        x += 1;
    }
    t
}

/// `AWAY[x][l]`: the direction `d` in which a piece on `x` moves directly away from its
/// toroidal neighbour `l` (`l = x - v`); [`NONE`] when `l` is not a neighbour. The 8
/// neighbours are distinct on the 6x7 torus, so a lender's cell names its direction.
static AWAY: [[u8; NCELLS]; NCELLS] = build_away();

const fn build_capture_reach() -> [u64; NCELLS] {
    let mut t = [0u64; NCELLS];
    let mut x = 0;
    while x < NCELLS {
        let mut c = 0;
        while c < NCELLS {
            if DIRS_TO[c][x] != 0 {
                t[x] |= 1 << c;
            }
            c += 1;
        }
        x += 1;
    }
    t
}

/// `CAPTURE_REACH[x]`: every cell some bounded power (step, two-step leap, knight path, rank
/// slide) reaches from `x`, whatever the lender: where a piece other than the Universalist
/// can capture at all.
static CAPTURE_REACH: [u64; NCELLS] = build_capture_reach();

/// `DIRS_TO[target][x]`: [`DELTA_DIRS`] of `target` seen from `x`, looked up per cell pair
/// (1.7 KB) so [`Pos::attacked`] does no arithmetic per piece.
static DIRS_TO: [[u8; NCELLS]; NCELLS] = build_dirs_to();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lone_pieces_capture_nothing() {
        // Two pieces side by side on an otherwise empty board lend to each other; apart, nothing.
        let mut p = Pos::EMPTY;
        let a = parse_cell("c3").unwrap();
        let b = parse_cell("c5").unwrap();
        p.put(a, code(Kind::Spider, Player::White));
        p.put(b, code(Kind::Knight, Player::Black));
        assert_eq!(p.capture_targets(a), 0);
        assert_eq!(p.capture_targets(b), 0);
        assert!(!p.attacked(b, 0));
    }
}
