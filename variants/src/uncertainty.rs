//! Uncertainty (Jim Aikin, `000_2ad8c5d3a15ea4a8.txt`; RULINGS "Uncertainty").
//!
//! Every piece starts as a directionless pawn. Right after a pawn moves it may be replaced, on
//! its arrival cell, by any piece still in its owner's reserve. A player with no king on the
//! board cannot capture (and so gives no check); checkmate wins, stalemate draws, and a player
//! whose king can no longer come into play loses (`no-king`).
//!
//! Boards (parameter `board`): `standard` (8x8, Figure 1), `torus` (10x12, every edge wraps,
//! Figure 2), `fiveup` (the 5x5x5 Five Up cube, Figure 3) and `hypertorus` (6x6x6, every axis
//! wraps, Figure 4), the 3D boards with the Five Up pieces. Parameter `retransform` is the seed's sub-variant; `move_cap` the draw cap.
//! The rules in the project's own words, each with its test: `docs/rules/uncertainty.md`.

use std::fmt::Write as _;
use std::sync::OnceLock;

use mcts::{Game, MoveError, Outcome, Player, PositionError, Termination};

use crate::geometry::{spec, Cell, GeoSpec, Geometry, MAX_CELLS};
use crate::pieces::{
    attack_lines, attack_map, attack_through, for_each_target, is_attacked, pin_candidates,
    ComponentSpec as C, Mode, Piece, PieceDef, PieceTable, SLIDE,
};
use crate::registry::Params;
use crate::zobrist::{key, RepetitionHistory};

/// Uncertainty's piece kinds, as the kind codes of [`Piece`] (000_2ad8c5d3a15ea4a8.txt; RULINGS
/// Uncertainty: the reserves of each board). Their letters, values and patterns are Uncertainty's
/// own piece table ([`Uncertainty::piece_table`]); read a board piece's kind with
/// [`UncertaintyPiece::kind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// The directionless pawn: moves one orthogonal step, captures one 2D-diagonal step, in any
    /// direction (000_2ad8c5d3a15ea4a8.txt; RULINGS Uncertainty; on the 3D boards the 6
    /// orthogonals and 12 plane diagonals).
    Pawn = 1,
    /// 2D boards: the FIDE king, one step in any of the 8 directions. 3D boards: the Five Up
    /// king, one orthogonal step (move or capture), captures only on the 8 3D diagonals
    /// (003_3455fa5195cbf461.txt, King; RULINGS Uncertainty).
    King = 2,
    /// Rook + bishop.
    Queen = 3,
    /// Slides along orthogonals.
    Rook = 4,
    /// Slides along 2D diagonals (never 3D diagonals).
    Bishop = 5,
    /// Leaps (2,1) within any plane.
    Knight = 6,
    /// Rook + knight (torus reserve).
    Marshall = 7,
    /// Bishop + knight (torus reserve).
    Cardinal = 8,
    /// Five Up wizard: slides along 2D and 3D diagonals (3D boards).
    Wizard = 9,
    /// Five Up guard: one step in any direction, 3D diagonals included (3D boards).
    Guard = 10,
}

/// Number of kind codes (index 0 unused).
pub const KIND_COUNT: usize = 11;

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 10] = [
        Kind::Pawn,
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Marshall,
        Kind::Cardinal,
        Kind::Wizard,
        Kind::Guard,
    ];

    /// The kind with code `c` (1..=10).
    #[inline]
    pub fn from_code(c: u8) -> Kind {
        Kind::ALL[(c - 1) as usize]
    }

    /// The upper-case letter used in notation and diagrams.
    pub fn letter(self) -> char {
        LETTERS[self as usize - 1]
    }

    /// Inverse of [`Kind::letter`] (either case).
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }
}

impl From<Kind> for u8 {
    fn from(k: Kind) -> u8 {
        k as u8
    }
}

/// A board [`Piece`] read in Uncertainty's kind codes.
pub trait UncertaintyPiece {
    /// The kind (the cell must not be empty).
    fn kind(self) -> Kind;
    /// Letter as in diagrams: upper case for White, lower case for Black.
    fn letter(self) -> char;
}

impl UncertaintyPiece for Piece {
    #[inline]
    fn kind(self) -> Kind {
        Kind::from_code(self.code())
    }
    fn letter(self) -> char {
        let l = self.kind().letter();
        if self.owner() == Player::Black {
            l.to_ascii_lowercase()
        } else {
            l
        }
    }
}

/// Letters of the kinds in code order.
const LETTERS: [char; 10] = ['P', 'K', 'Q', 'R', 'B', 'N', 'M', 'C', 'W', 'G'];
/// Evaluation weights in pawns, in code order (FIDE-like; the king is not material; wizard and
/// guard between rook and queen).
const VALUES: [f32; 10] = [1.0, 0.0, 9.0, 5.0, 3.0, 3.0, 8.0, 7.0, 7.0, 6.0];

const OR: &str = "orthogonal";
const D2: &str = "diagonal2";
const D3: &str = "diagonal3";
const KN: &str = "knight";
use Mode::{Both, CaptureOnly, MoveOnly};

const PAWN: &[C] = &[C::new(OR, 1, MoveOnly), C::new(D2, 1, CaptureOnly)];
/// The FIDE king of the 2D boards.
const KING_2D: &[C] = &[C::new(OR, 1, Both), C::new(D2, 1, Both)];
/// The Five Up king of the 3D boards (003_3455fa5195cbf461.txt, King).
const KING_3D: &[C] = &[C::new(OR, 1, Both), C::new(D3, 1, CaptureOnly)];
const QUEEN: &[C] = &[C::new(OR, SLIDE, Both), C::new(D2, SLIDE, Both)];
const ROOK: &[C] = &[C::new(OR, SLIDE, Both)];
const BISHOP: &[C] = &[C::new(D2, SLIDE, Both)];
const KNIGHT: &[C] = &[C::new(KN, 1, Both)];
const MARSHALL: &[C] = &[C::new(OR, SLIDE, Both), C::new(KN, 1, Both)];
const CARDINAL: &[C] = &[C::new(D2, SLIDE, Both), C::new(KN, 1, Both)];
const WIZARD: &[C] = &[C::new(D2, SLIDE, Both), C::new(D3, SLIDE, Both)];
const GUARD: &[C] = &[
    C::new(OR, 1, Both),
    C::new(D2, 1, Both),
    C::new(D3, 1, Both),
];

/// Uncertainty's piece definitions in code order, with the board's king.
fn piece_defs(king: &'static [C]) -> [PieceDef; 10] {
    let patterns = [
        PAWN, king, QUEEN, ROOK, BISHOP, KNIGHT, MARSHALL, CARDINAL, WIZARD, GUARD,
    ];
    std::array::from_fn(|i| PieceDef {
        letter: LETTERS[i],
        value: VALUES[i],
        pattern: patterns[i],
    })
}

/// One Uncertainty board: its parameter value, geometry, starting figure, reserve and king.
struct BoardDef {
    name: &'static str,
    spec: GeoSpec,
    figure: &'static [&'static str],
    reserve: &'static [Kind],
    king: &'static [C],
}

/// The boards of parameter `board`, in the registry's order.
const BOARDS: [BoardDef; 4] = [
    BoardDef {
        name: "standard",
        spec: spec::SQUARE8,
        figure: &FIGURE_1,
        reserve: RESERVE_STANDARD,
        king: KING_2D,
    },
    BoardDef {
        name: "torus",
        spec: spec::TORUS10X12,
        figure: &FIGURE_2,
        reserve: RESERVE_TORUS,
        king: KING_2D,
    },
    BoardDef {
        name: "fiveup",
        spec: spec::CUBE5,
        figure: &FIGURE_3,
        reserve: RESERVE_FIVEUP,
        king: KING_3D,
    },
    BoardDef {
        name: "hypertorus",
        spec: spec::HYPERTORUS6,
        figure: &FIGURE_4,
        reserve: RESERVE_HYPERTORUS,
        king: KING_3D,
    },
];

/// The piece table of board `i` of [`BOARDS`], built once.
fn board_table(i: usize) -> &'static PieceTable {
    static TABLES: [OnceLock<PieceTable>; 4] = [const { OnceLock::new() }; 4];
    TABLES[i].get_or_init(|| {
        let b = &BOARDS[i];
        PieceTable::new(Geometry::get(&b.spec), &piece_defs(b.king))
    })
}

/// Determinization: pawns committed to what they will become (issue 10, part 3).
#[path = "uncertainty_det.rs"]
pub mod det;

/// A move: a piece goes from `from` to `to` (capturing whatever enemy stands there), then, if
/// `transform` is not 0, is replaced by a reserve piece of that kind code
/// ([`Kind`] as `u8`). Written `b1-b2`, `b1xb2`, `b1-b2>Q`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UMove {
    pub from: u8,
    pub to: u8,
    pub transform: u8,
}

/// Figure 1 of the seed, top rank (8) first; `q` = a Black pawn, `P` = a White pawn.
const FIGURE_1: [&str; 8] = [
    "qqqqqqqq", "q_q_q_q_", "_q_q_q_q", "________", "________", "_P_P_P_P", "P_P_P_P_", "PPPPPPPP",
];

/// Figure 2 of the seed (10 files x 12 ranks), top rank (12) first; the upper-left group is
/// Black's (RULINGS Uncertainty).
const FIGURE_2: [&str; 12] = [
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
const FIGURE_3: [&str; 25] = [
    "qqqqq", "_q_q_", "q_q_q", "_____", "_____", // A
    "q_q_q", "qqqqq", "_q_q_", "_____", "_____", // B
    "_____", "_____", "_____", "_____", "_____", // C
    "_____", "_____", "_P_P_", "PPPPP", "P_P_P", // D
    "_____", "_____", "P_P_P", "_P_P_", "PPPPP", // E
];

/// Figure 4 of the seed (the 6x6x6 hypertorus): layers A to F in the figure's order, each row
/// 6 first; the figure's `p` is White (`P` here), `q` Black. 26 pawns each.
const FIGURE_4: [&str; 36] = [
    "______", "______", "______", "___qqq", "___q_q", "___qqq", // A
    "______", "______", "______", "___qqq", "___q_q", "___qqq", // B
    "_P____", "PPP___", "_P____", "____q_", "___qqq", "____q_", // C
    "PPP___", "P_P___", "PPP___", "______", "______", "______", // D
    "PPP___", "P_P___", "PPP___", "______", "______", "______", // E
    "_P____", "PPP___", "_P____", "____q_", "___qqq", "____q_", // F
];

/// The reserve on the Five Up board: the Five Up army without pawns, K Q W G R R B B N N
/// (RULINGS Uncertainty).
const RESERVE_FIVEUP: &[Kind] = &[
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
const RESERVE_HYPERTORUS: &[Kind] = &[
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
const RESERVE_STANDARD: &[Kind] = &[
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
const RESERVE_TORUS: &[Kind] = &[
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
static PIECE_KEYS: [[u64; MAX_CELLS]; 32] = {
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
const SIDE_KEY: u64 = key(0x5eed_0002, 0);
/// `RESERVE_KEYS[side][kind][count]`, counts 0..=3.
const RESERVE_KEYS: [[[u64; 4]; KIND_COUNT]; 2] = {
    let mut t = [[[0u64; 4]; KIND_COUNT]; 2];
    let mut i = 0;
    while i < 2 * KIND_COUNT * 4 {
        t[i / (KIND_COUNT * 4)][(i / 4) % KIND_COUNT][i % 4] = key(0x5eed_0003, i as u64);
        i += 1;
    }
    t
};
/// `BISHOP_KEYS[side][colour][count]`: bishops put in play per colour, counts 0..=3.
const BISHOP_KEYS: [[[u64; 4]; 2]; 2] = {
    let mut t = [[[0u64; 4]; 2]; 2];
    let mut i = 0;
    while i < 16 {
        t[i / 8][(i / 4) % 2][i % 4] = key(0x5eed_0004, i as u64);
        i += 1;
    }
    t
};

/// An Uncertainty game state. Small and flat: cloning copies about 1.7 KB (1.3 KB of it the
/// repetition history, 320 four-byte fingerprints, 109 bytes the pawn commitments of a
/// determinized state) and allocates nothing; a stretch of more
/// than 320 reversible plies (only with a `move_cap` above 320) spills older fingerprints to a
/// shared block that clones by a reference count.
#[derive(Clone)]
pub struct Uncertainty {
    geo: &'static Geometry,
    pieces: &'static PieceTable,
    /// Index of the board in [`BOARDS`] (its name, figure and reserve).
    board_index: u8,
    retransform: bool,
    move_cap: u32,
    board: [Piece; MAX_CELLS],
    /// `reserve[side][kind code]`: pieces still in reserve.
    reserve: [[u8; KIND_COUNT]; 2],
    /// `bishops[side][colour]`: bishops put in play on each cell colour (captured ones still
    /// count; with `retransform`, one that goes back to the reserve stops counting).
    bishops: [[u8; 2]; 2],
    /// Cell of each side's king, if on the board.
    kings: [Option<Cell>; 2],
    /// Pawns on the board per side.
    pawns: [u8; 2],
    /// All pieces on the board per side (pawns included).
    men: [u8; 2],
    side: Player,
    plies: u32,
    hash: u64,
    history: RepetitionHistory,
    /// Terminal states found cheaply in `play` (no-king, repetition, move cap); checkmate and
    /// stalemate are found by [`Game::outcome`].
    ended: Outcome,
    /// Pawn commitments of a determinized state ([`det`]); off in a real state.
    det: det::Commitments,
}

impl Uncertainty {
    /// The starting position for `params` (`board`, `retransform`, `move_cap`).
    ///
    /// # Panics
    /// If `params` is not an `uncertainty` parameter set (the registry guarantees it is).
    pub fn new(params: &Params) -> Uncertainty {
        let board = params.get("board");
        let i = BOARDS
            .iter()
            .position(|b| b.name == board)
            .unwrap_or_else(|| panic!("uncertainty has no board '{board}'"));
        let BoardDef {
            figure, reserve, ..
        } = BOARDS[i];
        let pieces = board_table(i);
        let geo = pieces.geo;
        let mut g = Uncertainty {
            geo,
            pieces,
            board_index: i as u8,
            retransform: params.get("retransform") == "on",
            move_cap: params.get_u64("move_cap") as u32,
            board: [Piece::EMPTY; MAX_CELLS],
            reserve: [[0; KIND_COUNT]; 2],
            bishops: [[0; 2]; 2],
            kings: [None; 2],
            pawns: [0; 2],
            men: [0; 2],
            side: Player::White,
            plies: 0,
            hash: 0,
            history: RepetitionHistory::default(),
            ended: Outcome::Ongoing,
            det: det::Commitments::default(),
        };
        let ranks = geo.dims[1] as usize;
        // 3D figures list layer A's rows first, then layer B's, ...
        for (row, line) in figure.iter().enumerate() {
            let (layer, row) = (row / ranks, row % ranks);
            for (file, ch) in line.chars().enumerate() {
                let cell = geo
                    .cell_at(file as i32, (ranks - 1 - row) as i32, layer as i32)
                    .unwrap();
                g.board[cell] = match ch {
                    'P' => Piece::new(Kind::Pawn, Player::White),
                    'q' => Piece::new(Kind::Pawn, Player::Black),
                    _ => Piece::EMPTY,
                };
            }
        }
        for side in 0..2 {
            for &k in reserve {
                g.reserve[side][k as usize] += 1;
            }
        }
        g.recount();
        g
    }

    /// Recomputes the derived fields (kings, counts, hash, history, cheap outcome) from the
    /// board, reserves and side to move.
    fn recount(&mut self) {
        self.kings = [None; 2];
        self.pawns = [0; 2];
        self.men = [0; 2];
        for c in self.geo.cells() {
            let p = self.board[c];
            if p.is_empty() {
                continue;
            }
            let s = p.owner().index();
            self.men[s] += 1;
            match p.kind() {
                Kind::Pawn => self.pawns[s] += 1,
                Kind::King => self.kings[s] = Some(c),
                _ => {}
            }
        }
        self.hash = self.compute_hash();
        self.history.reset();
        self.history.push(self.hash);
        self.ended = self.cheap_outcome();
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (c, p) in self.board.iter().enumerate().take(self.geo.ncells) {
            if !p.is_empty() {
                h ^= PIECE_KEYS[p.0 as usize][c];
            }
        }
        for s in 0..2 {
            for k in 0..KIND_COUNT {
                h ^= RESERVE_KEYS[s][k][self.reserve[s][k] as usize];
            }
            for col in 0..2 {
                h ^= BISHOP_KEYS[s][col][self.bishops[s][col] as usize];
            }
        }
        if self.side == Player::Black {
            h ^= SIDE_KEY;
        }
        h
    }

    /// The board parameter: `standard`, `torus`, `fiveup` or `hypertorus`.
    pub fn board_name(&self) -> &'static str {
        BOARDS[self.board_index as usize].name
    }

    /// Bishops `side` has put in play on each cell colour (index = colour), captured ones
    /// included: what the bishop-colour rule counts (RULINGS Uncertainty).
    pub fn bishops_in_play(&self, side: Player) -> [u8; 2] {
        self.bishops[side.index()]
    }

    /// The pawn commitments of a determinized state (off in a real state).
    pub fn commitments(&self) -> &det::Commitments {
        &self.det
    }

    /// The board's geometry.
    pub fn geometry(&self) -> &'static Geometry {
        self.geo
    }

    /// The board's piece table (letters, values, patterns of [`Kind`]).
    pub fn piece_table(&self) -> &'static PieceTable {
        self.pieces
    }

    /// The piece on `cell` (a [`Cell`] or its index).
    ///
    /// # Panics
    /// If the index is not below [`MAX_CELLS`].
    pub fn piece_at(&self, cell: impl Into<Cell>) -> Piece {
        self.board[cell.into()]
    }

    /// How many pieces of `kind` `side` still has in reserve.
    pub fn reserve_count(&self, side: Player, kind: Kind) -> u8 {
        self.reserve[side.index()][kind as usize]
    }

    /// The cell of `side`'s king, if it is on the board.
    pub fn king_cell(&self, side: Player) -> Option<Cell> {
        self.kings[side.index()]
    }

    /// True when `side` has a king on the board that the opponent attacks (the opponent needs a
    /// king to attack at all: RULINGS Uncertainty).
    pub fn in_check(&self, side: Player) -> bool {
        let opp = side.other();
        match (self.kings[side.index()], self.kings[opp.index()]) {
            (Some(k), Some(_)) => is_attacked(self.pieces, &self.board, k, opp),
            _ => false,
        }
    }

    /// Whether `side` may put a bishop in play on cell colour `colour`, given bishops already
    /// put in play: the bishops must stand on different colours as far as colours allow
    /// (000_2ad8c5d3a15ea4a8.txt, bishops; RULINGS Uncertainty). `returning` is a bishop colour
    /// that leaves play in the same move (retransform), if any.
    fn bishop_colour_ok(&self, side: usize, colour: u8, returning: Option<u8>) -> bool {
        let mut n = self.bishops[side];
        if let Some(r) = returning {
            n[r as usize] -= 1;
        }
        n[colour as usize] <= n[1 - colour as usize]
    }

    /// A king is "obtainable" while it is in reserve and some piece can still turn into it:
    /// a pawn, or with `retransform` any non-pawn piece on the board.
    fn king_obtainable(&self, s: usize) -> bool {
        self.reserve[s][Kind::King as usize] > 0
            && (self.pawns[s] > 0 || (self.retransform && self.men[s] > self.pawns[s]))
    }

    fn cheap_outcome(&self) -> Outcome {
        for p in [self.side, self.side.other()] {
            let s = p.index();
            if self.kings[s].is_none() && !self.king_obtainable(s) {
                return Outcome::Win {
                    winner: p.other(),
                    reason: Termination::NoKing,
                };
            }
        }
        if self.history.count_alternating(self.hash) >= 3 {
            return Outcome::Draw {
                reason: Termination::Repetition,
            };
        }
        if self.plies >= self.move_cap {
            return Outcome::Draw {
                reason: Termination::MoveCap,
            };
        }
        Outcome::Ongoing
    }

    /// Calls `emit` with every legal move until it returns `false`. The rules:
    /// - captures only when the mover has a king on the board;
    /// - if the opponent has a king, the mover's king (also one made by this move's
    ///   transformation) may not be left attacked;
    /// - after a pawn move, one move per reserve kind (bishops only on an allowed colour);
    /// - with `retransform`, while the mover has no king, a non-pawn piece that moved may be
    ///   exchanged for a reserve piece of another kind.
    fn generate(&self, mut emit: impl FnMut(UMove) -> bool) {
        let me = self.side;
        let s = me.index();
        let opp = me.other();
        let my_king = self.kings[s];
        let checks = self.kings[opp.index()].is_some();
        let may_capture = my_king.is_some();
        let pieces = self.pieces;
        let mut scratch = self.board;
        let geo = self.geo;
        let reserve = &self.reserve[s];
        let mut stop = false;
        // With a king on the board and not in check, a move of another piece can leave the
        // king attacked only by uncovering a slider line through its start cell: only moves
        // from a pin candidate need the full attack test (`pieces::pin_candidates`).
        // In check, a move of another piece can help only by landing on an attack line
        // (`pieces::attack_lines`); moves to other cells are illegal without a test.
        let mut full_test = [!0u64; 4];
        let mut helps = [!0u64; 4];
        if let (true, Some(k)) = (checks, my_king) {
            let lines = attack_lines(pieces, &self.board, k, opp);
            if lines == [0; 4] {
                full_test = pin_candidates(pieces, &self.board, k, opp);
                full_test[k.index() >> 6] |= 1 << (k.index() & 63);
            } else {
                helps = lines;
            }
        }
        let in_set = |set: &[u64; 4], c: Cell| set[c.index() >> 6] >> (c.index() & 63) & 1 != 0;
        // Without a king, a pawn that turns into one on `to` must not stand attacked there.
        // A pawn moves one step, so after the move `to` is attacked exactly when it is now
        // (`pieces::attack_map`, built on first need) or along a line through the emptied
        // start cell (`pieces::attack_through`).
        let mut opp_attacks: Option<[u64; 4]> = None;
        // The kinds in reserve, in code order (the order moves are emitted in).
        let mut avail = [Kind::Pawn; KIND_COUNT];
        let mut n_avail = 0;
        for k in Kind::ALL {
            if reserve[k as usize] > 0 {
                avail[n_avail] = k;
                n_avail += 1;
            }
        }
        let avail = &avail[..n_avail];
        for from in geo.cells() {
            let p = self.board[from];
            if p.is_empty() || p.owner() != me {
                continue;
            }
            let kind = p.kind();
            let transforms =
                kind == Kind::Pawn || (self.retransform && my_king.is_none() && kind != Kind::King);
            let test_from = in_set(&full_test, from);
            // A committed pawn may only transform into its commitment (0: no restriction).
            let commit = self.det.code(from.into());
            let is_king = kind == Kind::King;
            for_each_target(pieces, &self.board, from, p, may_capture, |to, cap| {
                if stop {
                    return;
                }
                let (mut plain_ok, mut king_ok) = (true, true);
                if checks && test_from {
                    scratch[to] = p;
                    scratch[from] = Piece::EMPTY;
                    if let Some(k) = my_king {
                        plain_ok = if is_king {
                            !is_attacked(pieces, &scratch, to, opp)
                        } else {
                            in_set(&helps, to) && !is_attacked(pieces, &scratch, k, opp)
                        };
                    } else if transforms && reserve[Kind::King as usize] > 0 {
                        king_ok = if kind == Kind::Pawn {
                            let map = opp_attacks
                                .get_or_insert_with(|| attack_map(pieces, &self.board, opp));
                            !in_set(map, to) && !attack_through(pieces, &scratch, to, from, opp)
                        } else {
                            !is_attacked(pieces, &scratch, to, opp)
                        };
                    }
                    scratch[from] = p;
                    scratch[to] = cap;
                }
                let (f, t) = (from.raw(), to.raw());
                if plain_ok
                    && !emit(UMove {
                        from: f,
                        to: t,
                        transform: 0,
                    })
                {
                    stop = true;
                    return;
                }
                if !transforms {
                    return;
                }
                let returning = (kind == Kind::Bishop).then(|| geo.colour(from));
                for &k in avail {
                    if k == kind
                        || (commit != 0 && !det::Commitments::allows(commit, k, geo.colour(to)))
                    {
                        continue;
                    }
                    let ok = match k {
                        Kind::King => king_ok,
                        Kind::Bishop => {
                            plain_ok && self.bishop_colour_ok(s, geo.colour(to), returning)
                        }
                        _ => plain_ok,
                    };
                    if ok
                        && !emit(UMove {
                            from: f,
                            to: t,
                            transform: k as u8,
                        })
                    {
                        stop = true;
                        return;
                    }
                }
            });
            if stop {
                return;
            }
        }
    }

    fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.generate(|_| {
            any = true;
            false
        });
        any
    }

    #[inline]
    fn set_reserve(&mut self, s: usize, k: usize, n: u8) {
        self.hash ^=
            RESERVE_KEYS[s][k][self.reserve[s][k] as usize] ^ RESERVE_KEYS[s][k][n as usize];
        self.reserve[s][k] = n;
    }

    #[inline]
    fn set_bishops(&mut self, s: usize, col: usize, n: u8) {
        self.hash ^=
            BISHOP_KEYS[s][col][self.bishops[s][col] as usize] ^ BISHOP_KEYS[s][col][n as usize];
        self.bishops[s][col] = n;
    }

    /// A 3D board as the Five Up seed draws it (003_3455fa5195cbf461.txt, Figure 1): the layers
    /// side by side, layer A on the left, top rank first, rank numbers before layers A, C, E,
    /// the layer letter and file letters underneath.
    fn layered_board(&self) -> String {
        let [files, ranks, layers] = self.geo.dims;
        let under = vec!["_"; files as usize].join(" ");
        let letters: Vec<String> = (0..files)
            .map(|f| ((b'a' + f) as char).to_string())
            .collect();
        let mut t = format!("   {}\n", vec![under; layers as usize].join("     "));
        for r in (0..ranks as i32).rev() {
            for z in 0..layers as i32 {
                match z {
                    0 => write!(t, "{} |", r + 1).unwrap(),
                    z if z % 2 == 0 => write!(t, " {} |", r + 1).unwrap(),
                    _ => t.push_str("   |"),
                }
                for f in 0..files as i32 {
                    let p = self.board[self.geo.cell_at(f, r, z).unwrap()];
                    t.push(if p.is_empty() { '_' } else { p.letter() });
                    t.push('|');
                }
            }
            t.push('\n');
        }
        let footer: Vec<String> = (0..layers)
            .map(|z| format!("{}  {}", (b'A' + z) as char, letters.join(" ")))
            .collect();
        t.push_str(&footer.join("  "));
        t.push('\n');
        t
    }

    fn reserve_text(&self, side: Player) -> String {
        let mut t = String::new();
        for k in Kind::ALL {
            for _ in 0..self.reserve[side.index()][k as usize] {
                t.push(Piece::new(k, side).letter());
            }
        }
        if t.is_empty() {
            t.push('-');
        }
        t
    }
}

impl Game for Uncertainty {
    type Move = UMove;

    fn variant_name(&self) -> &'static str {
        "uncertainty"
    }

    #[inline]
    fn to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<UMove>) {
        moves.clear();
        if !self.ended.is_ongoing() {
            return;
        }
        self.generate(|m| {
            moves.push(m);
            true
        });
    }

    fn play(&mut self, mv: UMove) {
        let (from, to) = (Cell::from_raw(mv.from), Cell::from_raw(mv.to));
        let me = self.side;
        let s = me.index();
        let o = me.other().index();
        let p = self.board[from];
        let cap = self.board[to];
        let mut irreversible = false;
        self.det.on_play(from.into(), to.into(), mv.transform);
        self.hash ^= PIECE_KEYS[p.0 as usize][from] ^ PIECE_KEYS[p.0 as usize][to];
        self.board[from] = Piece::EMPTY;
        self.board[to] = p;
        if !cap.is_empty() {
            self.hash ^= PIECE_KEYS[cap.0 as usize][to];
            self.men[o] -= 1;
            match cap.kind() {
                Kind::Pawn => self.pawns[o] -= 1,
                Kind::King => self.kings[o] = None,
                _ => {}
            }
            irreversible = true;
        }
        if p.kind() == Kind::King {
            self.kings[s] = Some(to);
        }
        if mv.transform != 0 {
            let new_kind = Kind::from_code(mv.transform);
            let old = p.kind();
            if old == Kind::Pawn {
                self.pawns[s] -= 1;
            } else {
                let n = self.reserve[s][old as usize] + 1;
                self.set_reserve(s, old as usize, n);
                if old == Kind::Bishop {
                    let col = self.geo.colour(to) as usize;
                    let n = self.bishops[s][col] - 1;
                    self.set_bishops(s, col, n);
                }
            }
            let n = self.reserve[s][new_kind as usize] - 1;
            self.set_reserve(s, new_kind as usize, n);
            let q = Piece::new(new_kind, me);
            self.hash ^= PIECE_KEYS[p.0 as usize][to] ^ PIECE_KEYS[q.0 as usize][to];
            self.board[to] = q;
            match new_kind {
                Kind::King => self.kings[s] = Some(to),
                Kind::Bishop => {
                    let col = self.geo.colour(to) as usize;
                    let n = self.bishops[s][col] + 1;
                    self.set_bishops(s, col, n);
                }
                _ => {}
            }
            // A pawn leaving play cannot come back; a retransform exchange of a non-pawn piece
            // can be undone by the reverse exchange, so it bounds nothing (RULINGS
            // Uncertainty, repetition).
            irreversible |= old == Kind::Pawn;
        }
        self.side = me.other();
        self.hash ^= SIDE_KEY;
        self.plies += 1;
        if irreversible {
            self.history.reset();
        }
        self.history.push(self.hash);
        self.ended = self.cheap_outcome();
    }

    fn outcome(&self) -> Outcome {
        if let Outcome::Win {
            reason: Termination::NoKing,
            ..
        } = self.ended
        {
            return self.ended;
        }
        if !self.has_legal_move() {
            return Outcome::no_legal_moves(self.side, self.in_check(self.side));
        }
        self.ended
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// Material for the player to move, squashed to `[-1, 1]` by `tanh(diff / 10)`: pieces on
    /// the board at their weights, pawns at 1, and the reserve's worth shared among the pawns
    /// that can still bring it into play.
    fn evaluate(&self) -> f32 {
        let mut score = [0f32; 2];
        for c in 0..self.geo.ncells {
            let p = self.board[c];
            if !p.is_empty() {
                score[p.owner().index()] += self.pieces.value(p.code());
            }
        }
        for (s, sc) in score.iter_mut().enumerate() {
            let mut total = 0.0;
            let mut count = 0u32;
            for k in Kind::ALL {
                let n = self.reserve[s][k as usize];
                total += self.pieces.value(k as u8) * n as f32;
                count += n as u32;
            }
            if count > 0 {
                let usable = (self.pawns[s] as f32 / count as f32).min(1.0);
                *sc += total * usable * 0.5;
            }
        }
        let me = self.side.index();
        ((score[me] - score[1 - me]) / 10.0).tanh()
    }

    /// True in a real state: search may determinize it by committing its pawns ([`det`]);
    /// false in a committed state, which has nothing left to sample.
    fn has_uncertainty(&self) -> bool {
        !self.det.is_on()
    }

    /// A committed copy of this state: every pawn of both sides committed to staying a pawn
    /// or to a reserve piece (see [`det`] for the rules and the sampling).
    fn determinize(&self, rng: &mut mcts::GameRng) -> Self {
        let mut cells = [[0u8; MAX_CELLS]; 2];
        let mut n = [0usize; 2];
        for c in 0..self.geo.ncells {
            let p = self.board[c];
            if !p.is_empty() && p.kind() == Kind::Pawn {
                let s = p.owner().index();
                cells[s][n[s]] = c as u8;
                n[s] += 1;
            }
        }
        let mut d = self.clone();
        d.det = det::sample(
            [&cells[0][..n[0]], &cells[1][..n[1]]],
            &self.reserve,
            &self.bishops,
            rng,
        );
        d
    }

    fn is_capture(&self, mv: UMove) -> bool {
        !self.board[mv.to as usize].is_empty()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }

    fn format_move(&self, mv: UMove) -> String {
        let mut t = self.geo.cell_name(Cell::from_raw(mv.from));
        t.push(if self.board[mv.to as usize].is_empty() {
            '-'
        } else {
            'x'
        });
        t.push_str(&self.geo.cell_name(Cell::from_raw(mv.to)));
        if mv.transform != 0 {
            t.push('>');
            t.push(Kind::from_code(mv.transform).letter());
        }
        t
    }

    /// Reads `FROM-TO`, `FROMxTO` (either separator is accepted for captures and non-captures),
    /// with an optional `>X` transformation suffix (`X` a piece letter, either case).
    fn parse_move(&self, text: &str) -> Result<UMove, MoveError> {
        let t = text.trim();
        let (body, tr) = match t.split_once('>') {
            Some((b, x)) => {
                let mut ch = x.chars();
                let k = match (ch.next().and_then(Kind::from_letter), ch.next()) {
                    (Some(k), None) if k != Kind::Pawn => k,
                    _ => {
                        return Err(MoveError::new(
                            text,
                            format!("'>{x}' is not a piece letter (K Q R B N M C)"),
                        ))
                    }
                };
                (b, k as u8)
            }
            None => (t, 0),
        };
        let Some(sep) = body.find(['-', 'x']) else {
            return Err(MoveError::new(
                text,
                "expected FROM-TO or FROMxTO, e.g. b1-b2 or b1-b2>Q",
            ));
        };
        let (a, b) = (&body[..sep], &body[sep + 1..]);
        let from = self
            .geo
            .parse_cell(a)
            .ok_or_else(|| MoveError::new(text, format!("'{a}' is not a cell of this board")))?;
        let to = self
            .geo
            .parse_cell(b)
            .ok_or_else(|| MoveError::new(text, format!("'{b}' is not a cell of this board")))?;
        let want = UMove {
            from: from.raw(),
            to: to.raw(),
            transform: tr,
        };
        let mut found = false;
        let mut same_path = false;
        if self.ended.is_ongoing() {
            self.generate(|m| {
                if m == want {
                    found = true;
                    return false;
                }
                same_path |= m.from == want.from && m.to == want.to;
                true
            });
        }
        if found {
            Ok(want)
        } else if same_path {
            Err(MoveError::new(
                text,
                "that transformation is not allowed here",
            ))
        } else {
            Err(MoveError::new(
                text,
                "no legal move goes from there to there",
            ))
        }
    }

    /// `<board> <side> <white reserve> <black reserve> <bishops> <plies>`: ranks from the top
    /// separated by `/` with digit runs for empty cells (FEN style, `10` allowed; on 3D boards
    /// one such group per layer, layer A first, separated by `|`); side `w`/`b`;
    /// reserves as piece letters or `-`; bishops as four digits: White's bishops put in play on
    /// colour 0 (a1's colour) and colour 1, then Black's; plies played.
    fn position_text(&self) -> String {
        let [files, ranks, layers] = self.geo.dims;
        let mut t = String::new();
        // 3D boards: layer A first, layers separated by `|`.
        for (z, r) in (0..layers as i32).flat_map(|z| (0..ranks as i32).rev().map(move |r| (z, r)))
        {
            if z > 0 && r == ranks as i32 - 1 {
                t.push('|');
            }
            let mut empty = 0;
            for f in 0..files as i32 {
                let p = self.board[self.geo.cell_at(f, r, z).unwrap()];
                if p.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        write!(t, "{empty}").unwrap();
                        empty = 0;
                    }
                    t.push(p.letter());
                }
            }
            if empty > 0 {
                write!(t, "{empty}").unwrap();
            }
            if r > 0 {
                t.push('/');
            }
        }
        let b = self.bishops;
        write!(
            t,
            " {} {} {} {}{}{}{} {}",
            if self.side == Player::White { 'w' } else { 'b' },
            self.reserve_text(Player::White),
            self.reserve_text(Player::Black),
            b[0][0],
            b[0][1],
            b[1][0],
            b[1][1],
            self.plies
        )
        .unwrap();
        t
    }

    fn load_position(&self, text: &str) -> Result<Uncertainty, PositionError> {
        let err = |m: String| PositionError(m);
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 {
            return Err(err(format!(
                "expected 6 fields (board side white-reserve black-reserve bishops plies), found {}",
                fields.len()
            )));
        }
        let mut g = self.clone();
        let [files, ranks, layers] = self.geo.dims;
        let layer_texts: Vec<&str> = fields[0].split('|').collect();
        if layer_texts.len() != layers as usize {
            return Err(err(format!(
                "the {} board has {} layer(s) separated by '|', the position gives {}",
                self.board_name(),
                layers,
                layer_texts.len()
            )));
        }
        let mut rows: Vec<(i32, &str)> = Vec::new();
        for (z, layer) in layer_texts.iter().enumerate() {
            let layer_rows: Vec<&str> = layer.split('/').collect();
            if layer_rows.len() != ranks as usize {
                return Err(err(format!(
                    "the {} board has {} ranks, the position gives {}{}",
                    self.board_name(),
                    ranks,
                    layer_rows.len(),
                    if layers > 1 {
                        format!(" in layer {}", (b'A' + z as u8) as char)
                    } else {
                        String::new()
                    }
                )));
            }
            rows.extend(layer_rows.into_iter().map(|r| (z as i32, r)));
        }
        // "rank 3" on 2D boards, "layer B rank 3" on 3D ones.
        let at = |z: i32, rank: i32| {
            if layers > 1 {
                format!("layer {} rank {}", (b'A' + z as u8) as char, rank + 1)
            } else {
                format!("rank {}", rank + 1)
            }
        };
        g.board = [Piece::EMPTY; MAX_CELLS];
        for (i, &(z, row)) in rows.iter().enumerate() {
            let rank = ranks as i32 - 1 - (i % ranks as usize) as i32;
            let mut f = 0i32;
            let mut chars = row.chars().peekable();
            while let Some(ch) = chars.next() {
                if let Some(d) = ch.to_digit(10) {
                    let mut n = d as i32;
                    while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        n = n * 10 + d2 as i32;
                        chars.next();
                    }
                    f += n;
                } else {
                    let k = Kind::from_letter(ch).ok_or_else(|| {
                        err(format!("{}: '{}' is not a piece letter", at(z, rank), ch))
                    })?;
                    if f >= files as i32 {
                        return Err(err(format!(
                            "{} is longer than {} files",
                            at(z, rank),
                            files
                        )));
                    }
                    let side = if ch.is_ascii_uppercase() {
                        Player::White
                    } else {
                        Player::Black
                    };
                    g.board[self.geo.cell_at(f, rank, z).unwrap()] = Piece::new(k, side);
                    f += 1;
                }
            }
            if f != files as i32 {
                return Err(err(format!(
                    "{} has {} files, expected {}",
                    at(z, rank),
                    f,
                    files
                )));
            }
        }
        g.side = match fields[1] {
            "w" => Player::White,
            "b" => Player::Black,
            o => return Err(err(format!("side to move '{o}' must be w or b"))),
        };
        for (i, side) in Player::BOTH.into_iter().enumerate() {
            g.reserve[i] = [0; KIND_COUNT];
            if fields[2 + i] != "-" {
                for ch in fields[2 + i].chars() {
                    let k = Kind::from_letter(ch)
                        .filter(|k| *k != Kind::Pawn)
                        .ok_or_else(|| {
                            err(format!(
                                "{side} reserve: '{ch}' is not a reserve piece letter"
                            ))
                        })?;
                    if g.reserve[i][k as usize] >= 3 {
                        return Err(err(format!("{side} reserve: more than 3 of '{ch}'")));
                    }
                    g.reserve[i][k as usize] += 1;
                }
            }
        }
        let b: Vec<u8> = fields[4].bytes().map(|c| c.wrapping_sub(b'0')).collect();
        if b.len() != 4 || b.iter().any(|&d| d > 3) {
            return Err(err(format!(
                "bishops '{}' must be four digits 0-3",
                fields[4]
            )));
        }
        g.bishops = [[b[0], b[1]], [b[2], b[3]]];
        g.plies = fields[5]
            .parse()
            .map_err(|_| err(format!("plies '{}' is not a whole number", fields[5])))?;
        for s in 0..2 {
            let kings = (0..self.geo.ncells)
                .filter(|&c| g.board[c] == Piece::new(Kind::King, Player::BOTH[s]))
                .count();
            if kings + g.reserve[s][Kind::King as usize] as usize > 1 {
                return Err(err(format!("{} has more than one king", Player::BOTH[s])));
            }
        }
        g.recount();
        Ok(g)
    }

    /// The board in the seed's ASCII style (`|P|_|`), top rank first, with file letters, the
    /// reserves and the player to move. Black pawns are shown as `p` (the seed's figures use
    /// `q`, which here would be a Black queen).
    fn diagram(&self) -> String {
        let [files, ranks, _] = self.geo.dims;
        let mut t = String::new();
        if self.geo.is_3d() {
            t.push_str(&self.layered_board());
        } else {
            t.push_str("    ");
            for f in 0..files {
                write!(t, "{} ", (b'a' + f) as char).unwrap();
            }
            t.push('\n');
            for r in (0..ranks as i32).rev() {
                write!(t, "{:>2} |", r + 1).unwrap();
                for f in 0..files as i32 {
                    let p = self.board[self.geo.cell_at(f, r, 0).unwrap()];
                    t.push(if p.is_empty() { '_' } else { p.letter() });
                    t.push('|');
                }
                t.push('\n');
            }
        }
        writeln!(t, "White reserve: {}", self.reserve_text(Player::White)).unwrap();
        writeln!(t, "Black reserve: {}", self.reserve_text(Player::Black)).unwrap();
        match self.outcome() {
            Outcome::Ongoing => {
                let check = if self.in_check(self.side) {
                    " (in check)"
                } else {
                    ""
                };
                writeln!(t, "To move: {}{}", self.side, check).unwrap();
            }
            o => writeln!(t, "Game over: {}", mcts::describe_outcome(o)).unwrap(),
        }
        t
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..self.geo.ncells)
            .filter(|&c| !self.board[c].is_empty())
            .map(|c| {
                let name = self.geo.cell_name(Cell::new(c));
                (name, self.board[c].letter().to_string())
            })
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![
            ("white_reserve".into(), self.reserve_text(Player::White)),
            ("black_reserve".into(), self.reserve_text(Player::Black)),
        ]
    }
}

impl std::fmt::Debug for Uncertainty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Uncertainty({}, {})",
            self.board_name(),
            self.position_text()
        )
    }
}
