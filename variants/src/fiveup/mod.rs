//! Five Up: 3D chess on a 5x5x5 cube (Five Up, 003_3455fa5195cbf461.txt; RULINGS "Five Up").
//!
//! Layout of this folder (the layout later 3D games follow):
//! - `mod.rs` (this file): piece codes, the state [`FiveUp`] and its `mcts::Game`
//!   implementation, which only delegates;
//! - `tables.rs`: the per-topology step tables and attack masks ([`Tables`]), unicorn leaps
//!   included;
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
//! A cell holds one byte: 0 = empty, else a piece kind (bits 0-3) plus [`BLACK`] (bit 4), plus
//! [`UNICORN`] (bit 5) when a unicorn stands on the cell (seed, "Riding on a Unicorn";
//! parameter `unicorn=on`): kind 0 with the bit is a unicorn alone, a kind with the bit is that
//! piece sharing its cell with its own side's unicorn.
//!
//! With `topology=hypertorus` (seed, "Hypercylindrical Board", the hypertorus paragraph) every
//! axis wraps and the non-combatant rule holds: [`FiveUp`] keeps a bit per cell, moving with
//! its piece, that says whether that piece has moved.

mod diagram;
mod eval;
mod movegen;
mod notation;
mod odds;
mod params;
mod position;
mod rules;
mod tables;

use mcts::{Codec, Evaluate, Odds, Rules};
use mcts::{MoveError, Outcome, Player, PositionError};

use crate::zobrist::RepetitionHistory;
pub use params::FiveUpParams;
pub use tables::Tables;

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
/// Unicorn bit of a cell byte: a unicorn stands on the cell, alone (kind 0) or sharing it with
/// a friendly piece (seed, "Riding on a Unicorn", factor 1).
pub const UNICORN: u8 = 0x20;
/// Index of the per-side bit set of cells where a unicorn shares with a piece, in
/// [`FiveUp`]'s per-kind sets (index 0 holds the cells of a unicorn alone).
pub const SHARED: usize = 9;
/// Evaluation weight of a unicorn. The seed gives no value; ours: 3, a rook's (alone it cannot
/// capture, but it lends its leap to any piece it carries).
pub const UNICORN_VALUE: i16 = 3;
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
/// Added to a move's flag: the unicorn on the from cell rides along (the pair moves as one).
/// Without [`FLAG_UNI`] the pair uses the piece's vector (seed, "Riding on a Unicorn",
/// factor 4).
pub const FLAG_RIDE: u8 = 0x20;
/// Added to a move's flag: the move uses the unicorn's vector. Alone, the unicorn moves by
/// itself (onto an empty cell or a friendly piece); with [`FLAG_RIDE`] the pair moves and the
/// piece rides (factor 3).
pub const FLAG_UNI: u8 = 0x40;
/// Mask of the base flag (`FLAG_NORMAL` .. promotion) within a move's flag.
pub const FLAG_BASE: u8 = 0x1f;

/// The topology of the board (RULINGS "Five Up", parameter `topology`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topology {
    /// The plain 5x5x5 cube (default).
    Cube,
    /// The a and e faces are joined: every ray, leap and pawn capture wraps across files
    /// (seed, "Hypercylindrical Board").
    Hypercylinder,
    /// All three axes wrap (the seed's hypertorus, "Hypercylindrical Board"), with the
    /// non-combatant rule: no piece captures or is captured before it has moved, and a king
    /// that has not moved cannot be checked (docs/rules/fiveup.md, "Hypertorus").
    Hypertorus,
}

impl Topology {
    /// The parameter value, `cube` or `hypercylinder`.
    pub fn name(self) -> &'static str {
        match self {
            Topology::Cube => "cube",
            Topology::Hypercylinder => "hypercylinder",
            Topology::Hypertorus => "hypertorus",
        }
    }
}

/// A move: from cell, to cell (for castling the rook's cell), and a flag: a base flag
/// (`FLAG_NORMAL`, `FLAG_DOUBLE`, `FLAG_EP`, `FLAG_CASTLE`, `FLAG_PROMO + kind`) plus, with
/// unicorns, [`FLAG_UNI`] (the unicorn's leap) and [`FLAG_RIDE`] (the pair moves together).
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
        (self.base() >= FLAG_PROMO).then(|| self.base() - FLAG_PROMO)
    }

    /// The base flag (`FLAG_NORMAL`, `FLAG_DOUBLE`, `FLAG_EP`, `FLAG_CASTLE` or a promotion),
    /// without the unicorn bits.
    #[inline]
    pub fn base(self) -> u8 {
        self.flag & FLAG_BASE
    }

    /// True if the unicorn moves alone (its own leap, leaving or joining a friendly piece).
    #[inline]
    pub fn unicorn_alone(self) -> bool {
        self.flag & (FLAG_UNI | FLAG_RIDE) == FLAG_UNI
    }

    /// True if a piece and the unicorn sharing its cell move together.
    #[inline]
    pub fn rides(self) -> bool {
        self.flag & FLAG_RIDE != 0
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
/// count and cap, the hash and the repetition history; with `unicorn=on` the unicorns live in
/// the cell bytes ([`UNICORN`]), on the hypertorus `moved` holds the non-combatant state.
/// Cloning copies about 1 KB.
#[derive(Clone)]
pub struct FiveUp {
    pub(crate) t: &'static Tables,
    /// Whether this is the unicorn sub-variant (parameter `unicorn=on`).
    pub(crate) unicorn: bool,
    pub(crate) board: [u8; NCELLS],
    /// On the hypertorus: the cells whose content has moved (a bit per cell, moving with the
    /// piece; the non-combatant rule). Always 0 on the other topologies.
    pub(crate) moved: u128,
    /// Pawns standing on their own double-step start cell that have moved (a bit per cell):
    /// they never double-step (RULINGS "Five Up", double step). A pawn comes back to a start
    /// cell only by wrapping (hypertorus) or riding a unicorn, so this is 0 in most games.
    pub(crate) spent: u128,
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
    /// `kbb[side][kind]`: the cells of each side's pieces of each kind, as bit sets; index 0
    /// holds a unicorn alone, index [`SHARED`] the cells where a unicorn shares with a piece.
    pub(crate) kbb: [[u128; 10]; 2],
    /// The newest position occurred for the third time.
    pub(crate) repeated: bool,
    pub(crate) history: RepetitionHistory<HISTORY>,
}

impl FiveUp {
    /// The start position (Figure 1) with the registry parameters `topology`, `unicorn` and
    /// `move_cap`.
    pub fn new(params: &FiveUpParams) -> FiveUp {
        FiveUp::start_with(params.topology, params.unicorn, params.move_cap.as_u32())
    }

    /// The start position of Figure 1 (RULINGS "Five Up"): A5 r w k g r, B5 n b q n b, A4 and
    /// B4 black pawns; E1 R W K G R, D1 N B Q N B, E2 and D2 white pawns. White to move.
    /// Without unicorns.
    pub fn start(topology: Topology, move_cap: u32) -> FiveUp {
        FiveUp::start_with(topology, false, move_cap)
    }

    /// The start position; with `unicorn` each side's unicorn shares its wizard's cell, Eb1
    /// and Ab5 (seed, "Riding on a Unicorn": "The unicorn begins the game on the same cell as
    /// the wizard"). On the hypertorus no piece has moved yet.
    pub fn start_with(topology: Topology, unicorn: bool, move_cap: u32) -> FiveUp {
        let mut g = FiveUp::empty(topology, unicorn, move_cap);
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
        if unicorn {
            g.board[cell_at(1, 0, 4)] |= UNICORN;
            g.board[cell_at(1, 4, 0)] |= UNICORN;
        }
        g.finish_setup();
        g
    }

    /// An empty board, White to move (callers place pieces and call `finish_setup`).
    pub(crate) fn empty(topology: Topology, unicorn: bool, move_cap: u32) -> FiveUp {
        FiveUp {
            t: Tables::get(topology),
            unicorn,
            board: [0; NCELLS],
            moved: 0,
            spent: 0,
            side: Player::White,
            kings: [NO_CELL; 2],
            castled: [false; 2],
            ep: [NO_CELL; 2],
            ep_pawn: NO_CELL,
            plies: 0,
            move_cap,
            hash: 0,
            material: [0; 2],
            kbb: [[0; 10]; 2],
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
        let cells: Vec<(&str, String)> = pieces.iter().map(|&(c, l)| (c, l.to_string())).collect();
        let cells: Vec<(&str, &str)> = cells.iter().map(|(c, l)| (*c, l.as_str())).collect();
        FiveUp::from_cells(topology, false, &cells, side)
    }

    /// Like [`FiveUp::from_pieces`], each cell's content written as in the position text: a
    /// letter, `U`/`u` for a unicorn alone, `W+U` for a piece sharing with its unicorn, and on
    /// the hypertorus a trailing `*` for a piece that has moved (`R*`, `W+U*`). `unicorn`
    /// sets the sub-variant (unicorns are refused without it).
    ///
    /// # Errors
    /// As [`FiveUp::from_pieces`], and every cell-content error of the position text (two
    /// non-unicorn pieces on a cell, a unicorn on the king's cell or with an enemy piece, more
    /// than one unicorn per side, a `*` off the hypertorus).
    pub fn from_cells(
        topology: Topology,
        unicorn: bool,
        cells: &[(&str, &str)],
        side: Player,
    ) -> Result<FiveUp, PositionError> {
        let mut g = FiveUp::empty(topology, unicorn, 300);
        for &(name, text) in cells {
            let c = parse_cell(name).map_err(|e| PositionError(e.to_string()))?;
            let content = position::parse_content(text, topology, unicorn)
                .map_err(|e| PositionError(format!("cell {name}: {e}")))?;
            if g.board[c] != 0 {
                return Err(PositionError(format!("cell {name} is given twice")));
            }
            position::place(&mut g, c, content)
                .map_err(|e| PositionError(format!("cell {name}: {e}")))?;
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
        position::check_unicorn_count(&g).map_err(PositionError)?;
        g.finish_setup();
        Ok(g)
    }

    /// Recomputes kings, material and hash from the board and restarts the history.
    pub(crate) fn finish_setup(&mut self) {
        self.kings = [NO_CELL; 2];
        self.material = [0; 2];
        self.kbb = [[0; 10]; 2];
        for c in 0..NCELLS {
            let p = self.board[c];
            if p == 0 {
                self.moved &= !(1u128 << c);
                self.spent &= !(1u128 << c);
                continue;
            }
            if p & KIND_MASK != PAWN || !is_double_start((p >> 4 & 1) as usize, c) {
                self.spent &= !(1u128 << c);
            }
            let s = (p >> 4 & 1) as usize;
            let k = p & KIND_MASK;
            if k == KING {
                self.kings[s] = c as u8;
            }
            self.material[s] += rules::value(p);
            self.kbb[s][k as usize] |= 1u128 << c;
            if p & UNICORN != 0 && k != 0 {
                self.kbb[s][SHARED] |= 1u128 << c;
            }
        }
        if !self.t.noncombatant {
            self.moved = 0;
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
    /// A unicorn alone is `U`/`u`; on a shared cell this is the piece's letter (see
    /// [`FiveUp::unicorn_at`] and [`FiveUp::content`]).
    pub fn piece_at(&self, cell: usize) -> Option<char> {
        position::letter_of(self.board[cell])
    }

    /// True if a unicorn stands on `cell` (alone or sharing it).
    pub fn unicorn_at(&self, cell: usize) -> bool {
        self.board[cell] & UNICORN != 0
    }

    /// The cell's content as the position text writes it: `W`, `u`, `W+U`, and on the
    /// hypertorus `R*` for a piece that has moved; `None` if empty.
    pub fn content(&self, cell: usize) -> Option<String> {
        position::content_text(self, cell)
    }

    /// True if a pawn on its own double-step start cell may still double-step (it has never
    /// moved; RULINGS "Five Up", double step); false for any other content.
    pub fn may_double_step(&self, cell: usize) -> bool {
        let p = self.board[cell];
        p & KIND_MASK == PAWN
            && is_double_start((p >> 4 & 1) as usize, cell)
            && self.spent >> cell & 1 == 0
    }

    /// True if the content of `cell` has moved (the non-combatant rule; always false off the
    /// hypertorus, where the rule does not apply).
    pub fn has_moved(&self, cell: usize) -> bool {
        self.moved >> cell & 1 == 1
    }

    /// Whether this game is the unicorn sub-variant.
    pub fn unicorn_variant(&self) -> bool {
        self.unicorn
    }

    /// Cells whose attackers do not count under the non-combatant rule (those not yet moved);
    /// 0 off the hypertorus.
    #[inline]
    pub(crate) fn unmoved(&self) -> u128 {
        if self.t.noncombatant {
            !self.moved
        } else {
            0
        }
    }

    /// True if `side`'s king is attacked (false for a side without a king, and on the
    /// hypertorus for a king that has not moved: the non-combatant rule).
    pub fn in_check(&self, side: Player) -> bool {
        let k = self.kings[side.index()];
        let by = side.other().index();
        k != NO_CELL
            && (!self.t.noncombatant || self.has_moved(k as usize))
            && rules::attacked(
                self.t,
                self.occ(),
                &self.kbb[by],
                self.unmoved(),
                k as usize,
                by,
            )
    }

    /// True if a piece of `by` could capture on `cell` in this position, were an enemy piece
    /// there (the cell's own content is ignored; on the hypertorus a piece there is taken to
    /// have moved, and only `by`'s pieces that have moved count). A unicorn alone attacks
    /// nothing; a pair attacks along both vectors. Used for the seed's figures and castling.
    pub fn attacked_by(&self, cell: usize, by: Player) -> bool {
        rules::attacked(
            self.t,
            self.occ(),
            &self.kbb[by.index()],
            self.unmoved(),
            cell,
            by.index(),
        )
    }

    /// True if `mv` (a legal move here) captures, en passant included; castling onto the own
    /// rook's cell and a unicorn joining a friendly piece are not captures.
    pub fn is_capture(&self, mv: FMove) -> bool {
        let t = self.board[mv.to as usize];
        mv.base() == FLAG_EP
            || (mv.base() != FLAG_CASTLE
                && t != 0
                && (t ^ self.board[mv.from as usize]) & BLACK != 0)
    }

    /// Whether `side` has castled already.
    pub fn has_castled(&self, side: Player) -> bool {
        self.castled[side.index()]
    }
}

impl Rules for FiveUp {

    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;

    /// The mover's king attacked (see [`FiveUp::in_check`]; never an unmoved hypertorus king).
    fn is_in_check(&self) -> bool {
        self.in_check(self.to_move())
    }

    type Move = FMove;

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

    /// Captures only, from the generator's capture mode (`movegen.rs`); when there are none,
    /// whether any legal move exists (stopping at the first).
    fn legal_captures(&self, captures: &mut Vec<FMove>) -> bool {
        captures.clear();
        if self.drawn_by_rule().is_some() {
            return false;
        }
        self.generate_captures(&mut |m| {
            captures.push(m);
            true
        });
        !captures.is_empty() || self.has_legal_move()
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

    fn is_capture(&self, mv: FMove) -> bool {
        FiveUp::is_capture(self, mv)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}

impl Codec for FiveUp {

    fn variant_name(&self) -> &'static str {
        <Self as crate::declare::Variant>::NAME
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
        position::read(self.t.topology, self.unicorn, self.move_cap, text)
    }

    fn diagram(&self) -> String {
        diagram::draw(self)
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..NCELLS)
            .filter_map(|c| self.content(c).map(|l| (cell_name(c), l)))
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![
            ("topology".into(), self.t.topology.name().into()),
            (
                "unicorn".into(),
                if self.unicorn { "on" } else { "off" }.into(),
            ),
            ("position".into(), self.position_text()),
        ]
    }
}

impl Evaluate for FiveUp {

    /// The learned evaluation: `eval::FEATURES` weighted by `variants/weights/fiveup-*.txt`
    /// (one file per topology, and the cube with unicorns).
    fn evaluate(&self) -> f32 {
        self.weights().evaluate(self)
    }

    /// `mobility` (every officer's sliding sets) is too costly for every child.
    fn costly_features(&self) -> u32 {
        1 << eval::MOBILITY
    }

    fn evaluate_lazy(&self) -> f32 {
        self.weights()
            .evaluate_without(self, self.costly_features())
    }

    fn evaluate_material(&self) -> f32 {
        self.material_eval()
    }

    fn feature_names(&self) -> &'static [&'static str] {
        eval::FEATURES
    }

    fn features(&self, out: &mut [f32; mcts::eval::MAX_FEATURES]) {
        self.write_features(out, u32::MAX)
    }

    /// Skips `centre`, `advance`, `king_zone`, `mobility` and `promo` when their weights are
    /// zero (the first four in every `variants/weights/fiveup-*.txt`).
    fn features_needed(&self, out: &mut [f32; mcts::eval::MAX_FEATURES], need: u32) {
        self.write_features(out, need)
    }

    fn weights_key(&self) -> Option<&'static str> {
        Some(self.weights_file())
    }
}

impl Odds for FiveUp {
    /// The first piece of the kind from file a (fiveup/odds.rs).
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.odds_without(player, piece)
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
