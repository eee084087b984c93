//! Orthodox chess (the variant `chess`): the calibration baseline and perft reference of
//! Potential Chess (RULINGS "Potential Chess": "Orthodox chess is the same engine with every
//! potential a single type"). With every potential a single type the potential rules reduce
//! to FIDE chess; this module is the fast path for that case: bitboards, magic sliders, a
//! strictly legal generator with pin and check masks, no allocation in `legal_moves`.
//!
//! Draws (RULINGS "All games" and FIDE): stalemate, threefold repetition, the fifty-move rule,
//! insufficient material, and the move cap (parameter `move_cap`, default 300 plies).
//!
//! Repetition history keeps the fingerprints of every position since the last irreversible
//! move (capture or pawn move) in an inline block of `HISTORY` (128) entries (no `Vec` in the
//! state); the fifty-move rule ends the game before more than 100 such plies pile up, so the
//! block never spills to the heap.

use crate::zobrist::RepetitionHistory;

use mcts::Player;

use crate::potential::tables::{square_name, tables};

/// Inline length of the repetition history (plies); over the fifty-move bound of 100.
pub const HISTORY: usize = 128;

/// Start position in FEN.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A chess move: from, to and the promotion kind (0 none, else 2 N, 3 B, 4 R, 5 Q as
/// `tables::KNIGHT + 1` ..). Castling is the king's two-square move. The move depends on no
/// state, so a move found on any copy of a position names the same move everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChessMove {
    pub from: u8,
    pub to: u8,
    /// 0 = no promotion; else `kind + 1` with kind one of KNIGHT, BISHOP, ROOK, QUEEN.
    pub promo: u8,
}

impl ChessMove {
    /// The move as UCI text (`e2e4`, `e7e8q`), for cross-checks against other engines.
    pub fn uci(self) -> String {
        let mut s = format!(
            "{}{}",
            square_name(self.from as usize),
            square_name(self.to as usize)
        );
        if self.promo != 0 {
            s.push(b"pnbrqk"[(self.promo - 1) as usize] as char);
        }
        s
    }
}

const CASTLE_WK: u8 = 1;
const CASTLE_WQ: u8 = 2;
const CASTLE_BK: u8 = 4;
const CASTLE_BQ: u8 = 8;
const NO_EP: u8 = 64;

/// Orthodox chess state. About 1.2 KB, no heap data: cheap to clone.
#[derive(Clone)]
pub struct Chess {
    by_kind: [u64; 6],
    by_color: [u64; 2],
    /// 0 = empty, else `1 + colour * 6 + kind`.
    board: [u8; 64],
    side: u8,
    castling: u8,
    ep: u8,
    /// 0 = none, else a draw reason code (see `draw_reason`).
    term: u8,
    halfmove: u16,
    fullmove: u16,
    plies: u32,
    move_cap: u32,
    hash: u64,
    history: RepetitionHistory<HISTORY>,
}

const TERM_REPETITION: u8 = 1;
const TERM_FIFTY: u8 = 2;
const TERM_INSUFFICIENT: u8 = 3;

#[inline(always)]
fn pop(b: &mut u64) -> usize {
    let s = b.trailing_zeros() as usize;
    *b &= *b - 1;
    s
}

fn castle_mask(sq: usize) -> u8 {
    match sq {
        0 => !CASTLE_WQ,
        7 => !CASTLE_WK,
        4 => !(CASTLE_WK | CASTLE_WQ),
        56 => !CASTLE_BQ,
        63 => !CASTLE_BK,
        60 => !(CASTLE_BK | CASTLE_BQ),
        _ => 0xFF,
    }
}

impl Chess {
    /// The standard start position with move cap `move_cap` plies.
    pub fn with_move_cap(move_cap: u32) -> Chess {
        let mut c = Chess::from_fen(START_FEN).expect("start FEN is valid");
        c.move_cap = move_cap;
        c
    }

    /// The variant `chess` from registry parameters (`move_cap`).
    pub fn new(params: &crate::declare::MoveCapParams) -> Chess {
        Chess::with_move_cap(params.move_cap.as_u32())
    }

    /// The standard start position, move cap 300.
    pub fn start() -> Chess {
        Chess::with_move_cap(300)
    }

    /// The side to move.
    pub fn side(&self) -> Player {
        if self.side == 0 {
            Player::White
        } else {
            Player::Black
        }
    }

    /// The piece on `sq` as `(colour 0/1, kind)`.
    pub fn piece_at(&self, sq: usize) -> Option<(usize, usize)> {
        let p = self.board[sq];
        if p == 0 {
            None
        } else {
            Some((((p - 1) / 6) as usize, ((p - 1) % 6) as usize))
        }
    }

    pub(super) fn empty() -> Chess {
        Chess {
            by_kind: [0; 6],
            by_color: [0; 2],
            board: [0; 64],
            side: 0,
            castling: 0,
            ep: NO_EP,
            term: 0,
            halfmove: 0,
            fullmove: 1,
            plies: 0,
            move_cap: 300,
            hash: 0,
            history: RepetitionHistory::default(),
        }
    }

    #[inline(always)]
    pub(super) fn put(&mut self, sq: usize, colour: usize, kind: usize) {
        let b = 1u64 << sq;
        self.by_kind[kind] |= b;
        self.by_color[colour] |= b;
        self.board[sq] = (1 + colour * 6 + kind) as u8;
        self.hash ^= tables().z_piece[colour * 6 + kind][sq];
    }

    #[inline(always)]
    pub(super) fn remove(&mut self, sq: usize) {
        let p = self.board[sq];
        debug_assert!(p != 0);
        let (colour, kind) = (((p - 1) / 6) as usize, ((p - 1) % 6) as usize);
        let b = 1u64 << sq;
        self.by_kind[kind] &= !b;
        self.by_color[colour] &= !b;
        self.board[sq] = 0;
        self.hash ^= tables().z_piece[colour * 6 + kind][sq];
    }
}

mod eval;
mod game;
mod movegen;
mod notation;
mod odds;
mod params;
mod position;
mod rules;

pub(crate) use notation::split_coord_move;
