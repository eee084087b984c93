//! Five Up: 3D chess on a 5x5x5 cube (Five Up, 003_3455fa5195cbf461.txt; RULINGS "Five Up").
//!
//! Layout of this folder (the layout later 3D games follow):
//! - `mod.rs` (this file): piece codes, the per-topology [`Tables`], the state [`FiveUp`] and its
//!   `mcts::Game` implementation, which only delegates;
//! - `rules.rs`: attacks, playing a move, outcome, evaluation, Zobrist hashing;
//! - `movegen.rs`: legal move generation;
//! - `notation.rs`: cell names and move text (`Dc2-Cc2`, `Dc2xCd3`, `Bc4-Ac4=Q`);
//! - `position.rs`: the layered position text (documented in `docs/rules/fiveup.md`);
//! - `diagram.rs`: the seed's Figure 1 style diagram.
//!
//! Coordinates follow [`crate::geometry`]: cell = `x + 5 * (y + 5 * z)` with `x` the file
//! (a = 0), `y` the row (1 = 0) and `z` the layer (A = 0, the top; E = 4, the bottom). White
//! starts on layers D-E rows 1-2 and advances toward row 5 and layer A (RULINGS "Five Up").
//!
//! A cell holds one byte: 0 = empty, else a piece kind (bits 0-3) plus [`BLACK`] (bit 4). Bit 5
//! ([`UNICORN`]) is reserved for the seed's unicorn sub-variant (a cell may one day hold a
//! friendly piece plus a unicorn); nothing sets it yet.

mod diagram;
mod movegen;
mod notation;
mod position;
mod rules;

use std::sync::OnceLock;

use mcts::{Game, MoveError, Outcome, Player, PositionError};

use crate::geometry::{spec, Cell, Geometry};
use crate::registry::Params;
use crate::zobrist::RepetitionHistory;

/// Positions of the repetition history kept inline (four-byte fingerprints, 512 bytes): a
/// capture, pawn move or castling resets it, and a longer reversible stretch spills to shared
/// blocks, still counted ([`RepetitionHistory`]).
pub const HISTORY: usize = 128;

pub use notation::{cell_name, parse_cell};

/// Number of cells of the Five Up board (5 x 5 x 5).
pub const NCELLS: usize = 125;
/// Marks "no cell" in this module's byte tables (the geometry API says `None`).
pub const NO_CELL: u8 = u8::MAX;

/// Piece kind codes (bits 0-3 of a cell byte). Seed values in [`VALUES`].
pub const PAWN: u8 = 1;
/// Rook: slides along the 6 orthogonals (seed, Rook).
pub const ROOK: u8 = 2;
/// Bishop: slides along the 12 2D diagonals, never 3D (seed, Bishop).
pub const BISHOP: u8 = 3;
/// Knight: (2,1) leap within any of the three planes, 24 vectors (seed, Knight).
pub const KNIGHT: u8 = 4;
/// Guard: one step to any of the 26 neighbours (seed, Guard).
pub const GUARD: u8 = 5;
/// Wizard: slides along 2D and 3D diagonals (seed, Wizard).
pub const WIZARD: u8 = 6;
/// Queen: rook + bishop (seed, Queen).
pub const QUEEN: u8 = 7;
/// King: one orthogonal step (move or capture); captures only one step along a 3D diagonal
/// (seed, King; RULINGS "Five Up").
pub const KING: u8 = 8;
/// Colour bit of a cell byte: set for Black.
pub const BLACK: u8 = 0x10;
/// Reserved bit for a unicorn sharing the cell (the later unicorn sub-variant); unused now.
pub const UNICORN: u8 = 0x20;
/// Mask of the kind bits.
pub const KIND_MASK: u8 = 0x0f;

/// Letters of the kinds, indexed by code (index 0 unused): `P R B N G W Q K`.
pub const LETTERS: [char; 9] = ['?', 'P', 'R', 'B', 'N', 'G', 'W', 'Q', 'K'];
/// The seed's piece values ("Piece Values": P 1, R 3, B 5, N 5, G 6, W 7, Q 9; the king 0),
/// indexed by code; the default evaluation weights (RULINGS "Five Up").
pub const VALUES: [i16; 9] = [0, 1, 3, 5, 5, 6, 7, 9, 0];
/// The kinds a pawn may promote to, in notation order: Q R B N W G (RULINGS "Five Up").
pub const PROMOTIONS: [u8; 6] = [QUEEN, ROOK, BISHOP, KNIGHT, WIZARD, GUARD];

/// Move flags ([`FMove::flag`]).
pub const FLAG_NORMAL: u8 = 0;
/// A pawn's initial double step (straight or L); sets the en-passant cells.
pub const FLAG_DOUBLE: u8 = 1;
/// A pawn capturing en passant onto a passed cell.
pub const FLAG_EP: u8 = 2;
/// Castling: the king moves onto its rook's cell and the rook onto the king's.
pub const FLAG_CASTLE: u8 = 3;
/// Promotion: `FLAG_PROMO + kind` (kind in [`PROMOTIONS`]).
pub const FLAG_PROMO: u8 = 8;

/// The topology of the board (RULINGS "Five Up", parameter `topology`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topology {
    /// The plain 5x5x5 cube (default).
    Cube,
    /// The a and e faces are joined: every ray, leap and pawn capture wraps across files
    /// (seed, "Hypercylindrical Board").
    Hypercylinder,
}

impl Topology {
    /// The parameter value, `cube` or `hypercylinder`.
    pub fn name(self) -> &'static str {
        match self {
            Topology::Cube => "cube",
            Topology::Hypercylinder => "hypercylinder",
        }
    }
}

/// A move: from cell, to cell (for castling the rook's cell), and a flag (`FLAG_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FMove {
    pub from: u8,
    pub to: u8,
    pub flag: u8,
}

impl FMove {
    /// The promotion kind, if this is a promotion.
    #[inline]
    pub fn promotion(self) -> Option<u8> {
        (self.flag >= FLAG_PROMO).then(|| self.flag - FLAG_PROMO)
    }
}

/// Five Up's view of a geometry, per topology: a local step table over its 50 directions and
/// attack masks, all built once from the shared [`Geometry`] (which stays the authority on
/// which cell lies where).
///
/// Local direction numbers: 0..6 orthogonal (0 = `+x`, 1 = `-x`, the wrapping pair on the
/// hypercylinder, whose slides are de-duplicated in `movegen`), 6..18 the 2D diagonals, 18..26
/// the 3D diagonals, 26..50 the knight leaps. Cell sets are `u128` bit sets (bit = cell).
#[derive(Debug)]
pub struct Tables {
    pub topology: Topology,
    pub geo: &'static Geometry,
    /// The 6 orthogonals (local numbers).
    pub ortho: [u8; 6],
    /// The 12 2D diagonals.
    pub diag2: [u8; 12],
    /// The 8 3D diagonals.
    pub diag3: [u8; 8],
    /// The 24 knight leaps.
    pub knight: [u8; 24],
    /// Pawn steps per side: `[row forward, layer forward]` (White: +row, -layer).
    pub pawn_push: [[u8; 2]; 2],
    /// Pawn capture directions per side (Figure 6): White (0,+1,-1), (+-1,0,-1), (+-1,+1,0).
    pub pawn_cap: [[u8; 5]; 2],
    /// Whether the file axis wraps.
    pub wrap_x: bool,
    /// `next[cell << 6 | dir]`: the cell one local `dir` step away, or [`NO_CELL`].
    next: Box<[u8; 8192]>,
    /// `ray[cell][dir]` for the 26 sliding directions: the cells a slider passes on an empty
    /// board (stopping before its own cell on the hypercylinder).
    pub ray: Vec<[u128; 26]>,
    /// Per cell: union of the orthogonal rays, of the 2D-diagonal rays, of the 3D-diagonal rays.
    pub lines: Vec<[u128; 3]>,
    /// Per cell: cells a knight leaps to.
    pub knight_mask: Vec<u128>,
    /// Per cell: the 26 neighbours (guard).
    pub guard_mask: Vec<u128>,
    /// Per cell: the 6 orthogonal and 8 3D-diagonal neighbours (the king's captures).
    pub king_mask: Vec<u128>,
    /// Per cell: the 6 orthogonal neighbours (the king's moves).
    pub ortho1_mask: Vec<u128>,
    /// Per cell: the 8 3D-diagonal neighbours (the king's capture-only cells).
    pub diag3_1_mask: Vec<u128>,
    /// `ray1[cell][dir]`: the part of `ray` before it wraps across the joined faces (all of
    /// it on the cube); `ray2`: the part after the wrap (empty on the cube). Within each part
    /// cell numbers run monotonically, so the nearest piece is its lowest or highest bit.
    pub ray1: Vec<[u128; 26]>,
    /// See [`Tables::ray1`].
    pub ray2: Vec<[u128; 26]>,
    /// For the 26 sliding directions: whether cell numbers grow along the direction (within a
    /// part of a ray).
    pub up: [bool; 26],
    /// `pawn_from[side][cell]`: cells from which a `side` pawn captures on `cell`.
    pub pawn_from: [Vec<u128>; 2],
}

fn dir_index(geo: &Geometry, v: [i8; 3]) -> usize {
    geo.dirs
        .iter()
        .position(|w| *w == v)
        .expect("direction exists")
}

impl Tables {
    /// The shared tables of `topology`, built on first use.
    pub fn get(topology: Topology) -> &'static Tables {
        static T: [OnceLock<Tables>; 2] = [OnceLock::new(), OnceLock::new()];
        let (i, kind) = match topology {
            Topology::Cube => (0, &spec::CUBE5),
            Topology::Hypercylinder => (1, &spec::HYPERCYLINDER5),
        };
        T[i].get_or_init(|| Tables::build(topology, Geometry::get(kind)))
    }

    fn build(topology: Topology, geo: &'static Geometry) -> Tables {
        // Local direction order -> geometry direction.
        let px = dir_index(geo, [1, 0, 0]);
        let mx = dir_index(geo, [-1, 0, 0]);
        let mut gdir: Vec<usize> = vec![px, mx];
        gdir.extend(
            geo.set_dirs(geo.dir_set("orthogonal"))
                .filter(|&d| d != px && d != mx),
        );
        for set in ["diagonal2", "diagonal3", "knight"] {
            gdir.extend(geo.set_dirs(geo.dir_set(set)));
        }
        assert_eq!(gdir.len(), 50);
        let local = |v: [i8; 3]| {
            let g = dir_index(geo, v);
            gdir.iter().position(|&d| d == g).expect("local direction") as u8
        };
        let mut next = vec![NO_CELL; 8192];
        for cell in 0..NCELLS {
            for (i, &g) in gdir.iter().enumerate() {
                next[cell << 6 | i] = geo.step(Cell::new(cell), g).map_or(NO_CELL, Cell::raw);
            }
        }
        let next: Box<[u8; 8192]> = next.into_boxed_slice().try_into().expect("8192 entries");
        let seq = |a: u8, b: u8| -> Vec<u8> { (a..b).collect() };
        let mut ortho = [0u8; 6];
        ortho.copy_from_slice(&seq(0, 6));
        let mut diag2 = [0u8; 12];
        diag2.copy_from_slice(&seq(6, 18));
        let mut diag3 = [0u8; 8];
        diag3.copy_from_slice(&seq(18, 26));
        let mut knight = [0u8; 24];
        knight.copy_from_slice(&seq(26, 50));
        let pawn_push = [
            [local([0, 1, 0]), local([0, 0, -1])],
            [local([0, -1, 0]), local([0, 0, 1])],
        ];
        let caps = |s: i8| {
            [
                local([0, s, -s]),
                local([1, 0, -s]),
                local([-1, 0, -s]),
                local([1, s, 0]),
                local([-1, s, 0]),
            ]
        };
        let pawn_cap = [caps(1), caps(-1)];
        let step = |c: usize, d: u8| next[c << 6 | d as usize];
        let bit = |c: u8| 1u128 << c;
        let mut ray = vec![[0u128; 26]; NCELLS];
        let mut lines = vec![[0u128; 3]; NCELLS];
        let mut knight_mask = vec![0u128; NCELLS];
        let mut guard_mask = vec![0u128; NCELLS];
        let mut king_mask = vec![0u128; NCELLS];
        let mut ortho1_mask = vec![0u128; NCELLS];
        let mut diag3_1_mask = vec![0u128; NCELLS];
        let mut pawn_from = [vec![0u128; NCELLS], vec![0u128; NCELLS]];
        let mut ray1 = vec![[0u128; 26]; NCELLS];
        let mut ray2 = vec![[0u128; 26]; NCELLS];
        let mut up = [false; 26];
        for (d, u) in up.iter_mut().enumerate() {
            let v = geo.dirs[gdir[d]];
            *u = v[0] as i32 + 5 * v[1] as i32 + 25 * v[2] as i32 > 0;
        }
        for cell in 0..NCELLS {
            for d in 0..26u8 {
                let mut c = step(cell, d);
                let mut prev = cell;
                let mut wrapped = false;
                while c != NO_CELL && c as usize != cell {
                    ray[cell][d as usize] |= bit(c);
                    // A wrap makes the file jump by more than one.
                    wrapped |= (c as usize % 5).abs_diff(prev % 5) > 1;
                    if wrapped {
                        ray2[cell][d as usize] |= bit(c);
                    } else {
                        ray1[cell][d as usize] |= bit(c);
                    }
                    prev = c as usize;
                    c = step(c as usize, d);
                }
                let class = if d < 6 {
                    0
                } else if d < 18 {
                    1
                } else {
                    2
                };
                lines[cell][class] |= ray[cell][d as usize];
                let n = step(cell, d);
                if n != NO_CELL {
                    guard_mask[cell] |= bit(n);
                    if class != 1 {
                        king_mask[cell] |= bit(n);
                    }
                    if class == 0 {
                        ortho1_mask[cell] |= bit(n);
                    }
                    if class == 2 {
                        diag3_1_mask[cell] |= bit(n);
                    }
                }
            }
            for &d in &knight {
                let n = step(cell, d);
                if n != NO_CELL {
                    knight_mask[cell] |= bit(n);
                }
            }
            for s in 0..2 {
                for &d in &pawn_cap[s] {
                    let n = step(cell, d);
                    if n != NO_CELL {
                        pawn_from[s][n as usize] |= 1u128 << cell;
                    }
                }
            }
        }
        Tables {
            topology,
            geo,
            ortho,
            diag2,
            diag3,
            knight,
            pawn_push,
            pawn_cap,
            wrap_x: geo.wrap[0],
            next,
            ray,
            lines,
            knight_mask,
            guard_mask,
            king_mask,
            ortho1_mask,
            diag3_1_mask,
            ray1,
            ray2,
            up,
            pawn_from,
        }
    }

    /// The cells a slider on `cell` reaches along sliding direction `d` (< 26) when the cells
    /// of `occ` are occupied: the empty cells up to the first piece, and that piece.
    #[inline(always)]
    pub fn slide(&self, occ: u128, cell: usize, d: usize) -> u128 {
        let r1 = self.ray1[cell][d];
        let b1 = r1 & occ;
        if b1 != 0 {
            return r1 & !self.ray1[self.nearest(b1, d)][d];
        }
        let r2 = self.ray2[cell][d];
        let b2 = r2 & occ;
        if b2 == 0 {
            return r1 | r2;
        }
        r1 | (r2 & !self.ray1[self.nearest(b2, d)][d])
    }

    /// The first piece along `cell`'s ray `d`, among `occ`, or `None`.
    #[inline(always)]
    pub fn first_piece(&self, occ: u128, cell: usize, d: usize) -> Option<usize> {
        let b1 = self.ray1[cell][d] & occ;
        if b1 != 0 {
            return Some(self.nearest(b1, d));
        }
        let b2 = self.ray2[cell][d] & occ;
        (b2 != 0).then(|| self.nearest(b2, d))
    }

    /// The nearest of the non-empty set `set` (within one part of a ray) along direction `d`.
    #[inline(always)]
    fn nearest(&self, set: u128, d: usize) -> usize {
        if self.up[d] {
            set.trailing_zeros() as usize
        } else {
            127 - set.leading_zeros() as usize
        }
    }

    /// The cell one step along local direction `d` from `cell`, or [`NO_CELL`].
    #[inline(always)]
    pub fn step(&self, cell: usize, d: u8) -> u8 {
        self.next[(cell & 127) << 6 | (d as usize & 63)]
    }
}

/// `(file, row, layer)` of a cell, 0-based.
#[inline]
pub fn coords(cell: usize) -> (usize, usize, usize) {
    (cell % 5, (cell / 5) % 5, cell / 25)
}

/// The cell at 0-based `(file, row, layer)`.
#[inline]
pub fn cell_at(x: usize, y: usize, z: usize) -> usize {
    x + 5 * (y + 5 * z)
}

/// True if `cell` is a promotion cell for side `s` (0 White, 1 Black): the enemy king's home
/// row, A5 for White and E1 for Black (RULINGS "Five Up").
#[inline]
pub fn is_promotion_cell(s: usize, cell: usize) -> bool {
    let (_, y, z) = coords(cell);
    if s == 0 {
        z == 0 && y == 4
    } else {
        z == 4 && y == 0
    }
}

/// True if `cell` is a double-step start cell for side `s`: White's pawns on layer E row 2,
/// Black's on layer A row 4 (seed, Pawn; RULINGS "Five Up").
#[inline]
pub fn is_double_start(s: usize, cell: usize) -> bool {
    let (_, y, z) = coords(cell);
    if s == 0 {
        z == 4 && y == 1
    } else {
        z == 0 && y == 3
    }
}

/// A Five Up game state: the board, the player to move, castling use, en passant, the move
/// count and cap, the hash and the repetition history. Cloning copies about 1 KB.
#[derive(Clone)]
pub struct FiveUp {
    pub(crate) t: &'static Tables,
    pub(crate) board: [u8; NCELLS],
    pub(crate) side: Player,
    /// Each side's king cell, or [`NO_CELL`] (only in kingless pattern-test positions).
    pub(crate) kings: [u8; 2],
    /// Whether each side has castled (castling is allowed once per game per player).
    pub(crate) castled: [bool; 2],
    /// Cells a pawn passed over in the last move's double step ([`NO_CELL`] if none).
    pub(crate) ep: [u8; 2],
    /// The pawn that made that double step.
    pub(crate) ep_pawn: u8,
    pub(crate) plies: u32,
    pub(crate) move_cap: u32,
    pub(crate) hash: u64,
    /// Material per side in seed values.
    pub(crate) material: [i16; 2],
    /// `kbb[side][kind]`: the cells of each side's pieces of each kind, as bit sets.
    pub(crate) kbb: [[u128; 9]; 2],
    /// The newest position occurred for the third time.
    pub(crate) repeated: bool,
    pub(crate) history: RepetitionHistory<HISTORY>,
}

impl FiveUp {
    /// The start position (Figure 1) with the registry parameters `topology` and `move_cap`.
    pub fn new(params: &Params) -> FiveUp {
        let topology = match params.get("topology") {
            "hypercylinder" => Topology::Hypercylinder,
            _ => Topology::Cube,
        };
        FiveUp::start(topology, params.get_u64("move_cap") as u32)
    }

    /// The start position of Figure 1 (RULINGS "Five Up"): A5 r w k g r, B5 n b q n b, A4 and
    /// B4 black pawns; E1 R W K G R, D1 N B Q N B, E2 and D2 white pawns. White to move.
    pub fn start(topology: Topology, move_cap: u32) -> FiveUp {
        let mut g = FiveUp::empty(topology, move_cap);
        let back_e = [ROOK, WIZARD, KING, GUARD, ROOK];
        let back_d = [KNIGHT, BISHOP, QUEEN, KNIGHT, BISHOP];
        for x in 0..5 {
            g.board[cell_at(x, 0, 4)] = back_e[x];
            g.board[cell_at(x, 0, 3)] = back_d[x];
            g.board[cell_at(x, 1, 4)] = PAWN;
            g.board[cell_at(x, 1, 3)] = PAWN;
            g.board[cell_at(x, 4, 0)] = back_e[x] | BLACK;
            g.board[cell_at(x, 4, 1)] = back_d[x] | BLACK;
            g.board[cell_at(x, 3, 0)] = PAWN | BLACK;
            g.board[cell_at(x, 3, 1)] = PAWN | BLACK;
        }
        g.finish_setup();
        g
    }

    /// An empty board, White to move (callers place pieces and call `finish_setup`).
    pub(crate) fn empty(topology: Topology, move_cap: u32) -> FiveUp {
        FiveUp {
            t: Tables::get(topology),
            board: [0; NCELLS],
            side: Player::White,
            kings: [NO_CELL; 2],
            castled: [false; 2],
            ep: [NO_CELL; 2],
            ep_pawn: NO_CELL,
            plies: 0,
            move_cap,
            hash: 0,
            material: [0; 2],
            kbb: [[0; 9]; 2],
            repeated: false,
            history: RepetitionHistory::default(),
        }
    }

    /// A position with the given pieces (`(cell, letter)`, White upper case, Black lower case,
    /// `o` also a Black pawn) and `side` to move, nothing castled, no en passant. Kings are
    /// optional (at most one per side): a side without a king is never in check, which lets
    /// tests put a lone piece on an otherwise empty board as the seed's figures do.
    ///
    /// # Errors
    /// A cell name that names no cell, an unknown letter, a cell given twice, two kings of one
    /// side.
    pub fn from_pieces(
        topology: Topology,
        pieces: &[(&str, char)],
        side: Player,
    ) -> Result<FiveUp, PositionError> {
        let mut g = FiveUp::empty(topology, 300);
        for &(name, letter) in pieces {
            let c = parse_cell(name).map_err(|e| PositionError(e.to_string()))?;
            let p = position::piece_from_letter(letter)
                .ok_or_else(|| PositionError(format!("unknown piece letter '{letter}'")))?;
            if g.board[c] != 0 {
                return Err(PositionError(format!("cell {name} is given twice")));
            }
            g.board[c] = p;
        }
        g.side = side;
        for s in 0..2 {
            let n = g
                .board
                .iter()
                .filter(|&&p| p == KING | (s as u8 * BLACK))
                .count();
            if n > 1 {
                return Err(PositionError(format!("{} has {n} kings", Player::BOTH[s])));
            }
        }
        g.finish_setup();
        Ok(g)
    }

    /// Recomputes kings, material and hash from the board and restarts the history.
    pub(crate) fn finish_setup(&mut self) {
        self.kings = [NO_CELL; 2];
        self.material = [0; 2];
        self.kbb = [[0; 9]; 2];
        for c in 0..NCELLS {
            let p = self.board[c];
            if p == 0 {
                continue;
            }
            let s = (p >> 4 & 1) as usize;
            let k = p & KIND_MASK;
            if k == KING {
                self.kings[s] = c as u8;
            }
            self.material[s] += VALUES[k as usize];
            self.kbb[s][k as usize] |= 1u128 << c;
        }
        self.hash = self.compute_hash();
        self.repeated = false;
        self.history.restart(self.hash);
    }

    /// The topology this game is played on.
    pub fn topology(&self) -> Topology {
        self.t.topology
    }

    /// The piece letter on `cell` (White upper case, Black lower case), or `None` if empty.
    pub fn piece_at(&self, cell: usize) -> Option<char> {
        position::letter_of(self.board[cell])
    }

    /// True if `side`'s king is attacked (false for a side without a king).
    pub fn in_check(&self, side: Player) -> bool {
        let k = self.kings[side.index()];
        let by = side.other().index();
        k != NO_CELL && rules::attacked(self.t, self.occ(), &self.kbb[by], 0, k as usize, by)
    }

    /// True if a piece of `by` could capture on `cell` in this position, were an enemy piece
    /// there (the cell's own content is ignored). Used for the seed's figures and castling.
    pub fn attacked_by(&self, cell: usize, by: Player) -> bool {
        rules::attacked(
            self.t,
            self.occ(),
            &self.kbb[by.index()],
            0,
            cell,
            by.index(),
        )
    }

    /// True if `mv` (a legal move here) captures, en passant included; castling onto the own
    /// rook's cell is not a capture. For capture-aware search (main's `Game::is_capture`, which
    /// this branch predates, should call it).
    pub fn is_capture(&self, mv: FMove) -> bool {
        mv.flag == FLAG_EP || (mv.flag != FLAG_CASTLE && self.board[mv.to as usize] != 0)
    }

    /// Whether `side` has castled already.
    pub fn has_castled(&self, side: Player) -> bool {
        self.castled[side.index()]
    }
}

impl Game for FiveUp {
    type Move = FMove;

    fn variant_name(&self) -> &'static str {
        "fiveup"
    }

    fn to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<FMove>) {
        moves.clear();
        if self.drawn_by_rule().is_some() {
            return;
        }
        self.generate(&mut |m| {
            moves.push(m);
            true
        });
    }

    fn play(&mut self, mv: FMove) {
        self.make(mv);
    }

    fn outcome(&self) -> Outcome {
        if !self.has_legal_move() {
            return Outcome::no_legal_moves(self.side, self.in_check(self.side));
        }
        match self.drawn_by_rule() {
            Some(reason) => Outcome::Draw { reason },
            None => Outcome::Ongoing,
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    fn evaluate(&self) -> f32 {
        self.material_eval()
    }

    fn is_capture(&self, mv: FMove) -> bool {
        FiveUp::is_capture(self, mv)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }

    fn format_move(&self, mv: FMove) -> String {
        notation::format_move(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<FMove, MoveError> {
        notation::parse_move(self, text)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn load_position(&self, text: &str) -> Result<FiveUp, PositionError> {
        position::read(self.t.topology, self.move_cap, text)
    }

    fn diagram(&self) -> String {
        diagram::draw(self)
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..NCELLS)
            .filter_map(|c| self.piece_at(c).map(|l| (cell_name(c), l.to_string())))
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![
            ("topology".into(), self.t.topology.name().into()),
            ("position".into(), self.position_text()),
        ]
    }
}

impl std::fmt::Debug for FiveUp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "FiveUp({}, {})",
            self.t.topology.name(),
            self.position_text()
        )
    }
}
