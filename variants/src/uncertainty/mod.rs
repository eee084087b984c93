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

use mcts::{Codec, Evaluate, Odds, Rules};
use std::fmt::Write as _;
use std::sync::OnceLock;

use mcts::{MoveError, Outcome, Player, PositionError, Termination};

use crate::geometry::{spec, Cell, GeoSpec, Geometry, MAX_CELLS};
use crate::pieces::{
    attack_map, attack_through, for_each_target, has_target, is_attacked, is_attacked_by_rays,
    leap_attack_map, lines_and_pin_rays, ComponentSpec as C, Mode, Piece, PieceDef, PieceTable,
    BOARD_LEN, SLIDE,
};
use crate::zobrist::{key, RepetitionHistory};

mod eval;
mod kinds;
mod movegen;
mod notation;
mod odds;
mod params;
mod position;
mod setup;

use kinds::*;
pub use kinds::{Kind, UncertaintyPiece, KIND_COUNT};
pub use params::{Board, UncertaintyParams};
use setup::*;

/// Determinization: pawns committed to what they will become.
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

/// An Uncertainty game state. Small and flat: cloning copies 1,816 bytes (1.3 KB of it the
/// repetition history, 320 four-byte fingerprints, 109 bytes the pawn commitments of a
/// determinized state, 256 the board, 64 the occupied-cell bit sets, 22 the per-kind counts)
/// and allocates nothing; a stretch of more
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
    /// The cells, indexed by cell; the slots past the board's cells stay empty (a full
    /// [`BOARD_LEN`] array lets the `pieces` walks skip bounds checks).
    board: [Piece; BOARD_LEN],
    /// `reserve[side][kind code]`: pieces still in reserve.
    reserve: [[u8; KIND_COUNT]; 2],
    /// `bishops[side][colour]`: bishops put in play on each cell colour (captured ones still
    /// count; with `retransform`, one that goes back to the reserve stops counting).
    bishops: [[u8; 2]; 2],
    /// Cell of each side's king, if on the board.
    kings: [Option<Cell>; 2],
    /// `occupied[side]`: the cells of that side's pieces, a bit set over cell indices, so
    /// move generation visits the pieces without scanning empty cells.
    occupied: [[u64; 4]; 2],
    /// `counts[side][kind code]`: pieces of each kind on the board, kept by `play` so the
    /// evaluation's material features cost one pass over the kinds, not over the pieces.
    counts: [[u8; KIND_COUNT]; 2],
    side: Player,
    plies: u32,
    hash: u64,
    history: RepetitionHistory,
    /// Terminal states found cheaply in `play` (no-king, repetition, move cap); checkmate and
    /// stalemate are found by [`Rules::outcome`].
    ended: Outcome,
    /// Pawn commitments of a determinized state ([`det`]); off in a real state.
    det: det::Commitments,
}

impl Uncertainty {
    /// The starting position for `params` (`board`, `retransform`, `move_cap`).
    pub fn new(params: &UncertaintyParams) -> Uncertainty {
        let i = params.board.index();
        let BoardDef {
            figure, reserve, ..
        } = BOARDS[i];
        let pieces = board_table(i);
        let geo = pieces.geo;
        let mut g = Uncertainty {
            geo,
            pieces,
            board_index: i as u8,
            retransform: params.retransform,
            move_cap: params.move_cap.as_u32(),
            board: [Piece::EMPTY; BOARD_LEN],
            reserve: [[0; KIND_COUNT]; 2],
            bishops: [[0; 2]; 2],
            kings: [None; 2],
            occupied: [[0; 4]; 2],
            counts: [[0; KIND_COUNT]; 2],
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
        self.occupied = [[0; 4]; 2];
        self.counts = [[0; KIND_COUNT]; 2];
        for c in self.geo.cells() {
            let p = self.board[c];
            if p.is_empty() {
                continue;
            }
            let s = p.owner().index();
            self.counts[s][p.kind() as usize] += 1;
            self.occupied[s][c.index() >> 6] |= 1 << (c.index() & 63);
            if p.kind() == Kind::King {
                self.kings[s] = Some(c);
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

    /// Pawns of side `s` (0 White, 1 Black) on the board.
    #[inline]
    fn pawns(&self, s: usize) -> u8 {
        self.counts[s][Kind::Pawn as usize]
    }

    /// A king is "obtainable" while it is in reserve and some piece can still turn into it:
    /// a pawn, or with `retransform` any non-pawn piece on the board.
    fn king_obtainable(&self, s: usize) -> bool {
        self.reserve[s][Kind::King as usize] > 0
            && (self.pawns(s) > 0
                || (self.retransform && self.counts[s].iter().skip(2).any(|&n| n > 0)))
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
}

impl Rules for Uncertainty {

    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;

    /// The mover's king attacked (see [`Uncertainty::in_check`]).
    fn is_in_check(&self) -> bool {
        self.in_check(self.side)
    }

    type Move = UMove;

    #[inline]
    fn to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<UMove>) {
        moves.clear();
        if !self.ended.is_ongoing() {
            return;
        }
        self.generate(&mut movegen::Append(moves));
    }

    /// Captures only, from the generator's capture mode (`movegen.rs`); when there are none,
    /// whether any legal move exists (stopping at the first).
    fn legal_captures(&self, captures: &mut Vec<UMove>) -> bool {
        captures.clear();
        if !self.ended.is_ongoing() {
            return false;
        }
        self.generate_captures(&mut movegen::Append(captures));
        !captures.is_empty() || self.has_legal_move()
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
        self.occupied[s][from.index() >> 6] &= !(1 << (from.index() & 63));
        self.occupied[s][to.index() >> 6] |= 1 << (to.index() & 63);
        self.occupied[o][to.index() >> 6] &= !(1 << (to.index() & 63));
        if !cap.is_empty() {
            self.hash ^= PIECE_KEYS[cap.0 as usize][to];
            self.counts[o][cap.kind() as usize] -= 1;
            if cap.kind() == Kind::King {
                self.kings[o] = None;
            }
            irreversible = true;
        }
        if p.kind() == Kind::King {
            self.kings[s] = Some(to);
        }
        if mv.transform != 0 {
            let new_kind = Kind::from_code(mv.transform);
            let old = p.kind();
            self.counts[s][old as usize] -= 1;
            self.counts[s][new_kind as usize] += 1;
            if old != Kind::Pawn {
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
}

impl Codec for Uncertainty {

    fn variant_name(&self) -> &'static str {
        <Self as crate::declare::Variant>::NAME
    }

    fn format_move(&self, mv: UMove) -> String {
        self.move_text(mv)
    }

    /// Reads `FROM-TO`, `FROMxTO` (either separator is accepted for captures and non-captures),
    /// with an optional `>X` transformation suffix (`X` a piece letter, either case).
    fn parse_move(&self, text: &str) -> Result<UMove, MoveError> {
        self.read_move(text)
    }

    /// `<board> <side> <white reserve> <black reserve> <bishops> <plies>`: ranks from the top
    /// separated by `/` with digit runs for empty cells (FEN style, `10` allowed; on 3D boards
    /// one such group per layer, layer A first, separated by `|`); side `w`/`b`;
    /// reserves as piece letters or `-`; bishops as four digits: White's bishops put in play on
    /// colour 0 (a1's colour) and colour 1, then Black's; plies played.
    fn position_text(&self) -> String {
        self.layered_text()
    }

    fn load_position(&self, text: &str) -> Result<Uncertainty, PositionError> {
        self.read_position(text)
    }

    /// The board in the seed's ASCII style (`|P|_|`), top rank first, with file letters, the
    /// reserves and the player to move. Black pawns are shown as `p` (the seed's figures use
    /// `q`, which here would be a Black queen).
    fn diagram(&self) -> String {
        self.diagram_text()
    }

    fn cells(&self) -> Vec<(String, String)> {
        self.cell_texts()
    }

    fn extras(&self) -> Vec<(String, String)> {
        self.extra_texts()
    }

    /// The reserve: the pieces a pawn may still become (000_2ad8c5d3a15ea4a8.txt; RULINGS
    /// "Uncertainty"), in kind order.
    fn hand(&self, player: Player) -> Vec<char> {
        self.reserve_letters(player)
    }
}

impl Evaluate for Uncertainty {

    /// The learned evaluation: `eval::FEATURES` weighted by
    /// `variants/weights/uncertainty-BOARD.txt`.
    fn evaluate(&self) -> f32 {
        self.weights().evaluate(self)
    }

    /// `mobility` (a walk of every officer's targets) and `king_attack` (an attack scan of
    /// every cell of both king zones) are too costly for every child.
    fn costly_features(&self) -> u32 {
        1 << eval::MOBILITY | 1 << eval::KING_ATTACK
    }

    fn evaluate_lazy(&self) -> f32 {
        self.weights()
            .evaluate_without(self, self.costly_features())
    }

    fn feature_names(&self) -> &'static [&'static str] {
        eval::FEATURES
    }

    fn features(&self, out: &mut [f32; mcts::eval::MAX_FEATURES]) {
        self.write_features(out, u32::MAX)
    }

    /// Skips `centre`, `king_zone`, `mobility`, `mopup` and `king_attack` when their weights
    /// are zero.
    fn features_needed(&self, out: &mut [f32; mcts::eval::MAX_FEATURES], need: u32) {
        self.write_features(out, need)
    }

    fn weights_key(&self) -> Option<&'static str> {
        Some(self.weights_file())
    }

    /// Material for the player to move, squashed to `[-1, 1]` by `tanh(diff / 10)`: pieces on
    /// the board at their weights, pawns at 1, and the reserve's worth shared among the pawns
    /// that can still bring it into play.
    fn evaluate_material(&self) -> f32 {
        let mut score = [0f32; 2];
        // Each side's pieces from the per-kind counts (integer values, so the sum is exact
        // in any order: the same as a walk over the pieces).
        for (s, sc) in score.iter_mut().enumerate() {
            for (code, &n) in self.counts[s].iter().enumerate().skip(1) {
                *sc += self.pieces.value(code as u8) * n as f32;
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
                let usable = (self.pawns(s) as f32 / count as f32).min(1.0);
                *sc += total * usable * 0.5;
            }
        }
        let me = self.side.index();
        mcts::eval::tanh((score[me] - score[1 - me]) / 10.0)
    }
}

impl Odds for Uncertainty {
    /// A pawn from the board, or a reserve piece with the pawn it came from
    /// (uncertainty/odds.rs).
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.odds_without(player, piece)
    }

    /// 1 for a reserve letter (given with its pawn), 0 for the pawn (uncertainty/odds.rs).
    fn odds_pawns(&self, piece: char) -> u32 {
        u32::from(!piece.eq_ignore_ascii_case(&'p') && !piece.eq_ignore_ascii_case(&'k'))
    }

    /// The pawn and the reserve letters (uncertainty/odds.rs).
    fn odds_pieces(&self) -> Vec<char> {
        self.odds_letters()
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
