//! Potential Chess (seed `002_a41f0f858c62d591.txt`; RULINGS "Potential Chess" is binding
//! where it differs). Every piece carries a *potential*: the set of types it may still be.
//!
//! Types: K Q R Bl Bd N P (the bishop type split by square colour, RULINGS), capacities
//! 1 1 2 1 1 2 8 per side. After every move each side's potentials are exactly the closure:
//! the types some complete assignment of all of that side's original pieces (living,
//! captured with their stated type, promoted-away pawns as P) can still give the piece; it
//! is computed exactly with Hall's condition over the 128 type subsets ([`PotentialChess`]
//! docs, "closure").

use crate::zobrist::RepetitionHistory;

use mcts::Player;

use super::tables::{is_light, square_name};

/// Type index of the king (bit 0 of a [`Potential`]); RULINGS "Potential Chess": types
/// K Q R Bl Bd N P.
pub const K: u8 = 0;
/// Type index of the queen.
pub const Q: u8 = 1;
/// Type index of a rook (two per side).
pub const R: u8 = 2;
/// Light-square bishop.
pub const BL: u8 = 3;
/// Dark-square bishop.
pub const BD: u8 = 4;
/// Type index of a knight (two per side).
pub const N: u8 = 5;
/// Type index of a pawn (eight per side; a promoted pawn still counts as one).
pub const P: u8 = 6;
/// How many of each type a side's 16 original pieces hold (RULINGS "Potential Chess").
pub const CAPACITY: [u8; 7] = [1, 1, 2, 1, 1, 2, 8];
const ALL: u8 = 0x7F;
const BISHOPS: u8 = (1 << BL) | (1 << BD);
/// The potential of a freshly promoted piece, before its square colour picks the bishop:
/// `!KP` (Potential Chess, 002_a41f0f858c62d591.txt, Rules: "Pawns promote to !KP").
pub const PROMOTED: u8 = (1 << Q) | (1 << R) | BISHOPS | (1 << N);

/// A set of piece types as a bit mask over K Q R Bl Bd N P.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Potential(pub u8);

impl Potential {
    /// True when the potential holds type `t`.
    #[inline]
    pub fn has(self, t: u8) -> bool {
        self.0 & (1 << t) != 0
    }
    /// Number of types (the two bishops count separately).
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// True when no type is left (never happens in a legal game).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The six seed letters K Q R B N P present (B for either bishop), as a 6-bit mask.
    fn six(self) -> u8 {
        let b = self.0;
        let bis = (b & BISHOPS != 0) as u8;
        (b & 0b111) | (bis << 3) | (((b >> N) & 1) << 4) | (((b >> P) & 1) << 5)
    }
    /// The seed's text (Potential Chess, 002_a41f0f858c62d591.txt, Notation): `X` for all
    /// six types, else the shorter of the list of types (`QRP`) and `!` with the missing ones
    /// (`!K`, `!BN`), in the order K Q R B N P; upper case for White, lower case for Black.
    pub fn text(self, player: Player) -> String {
        let six = self.six();
        let letters = b"KQRBNP";
        let s = if six == 0x3F {
            "X".to_string()
        } else {
            let have: String = (0..6)
                .filter(|i| six & (1 << i) != 0)
                .map(|i| letters[i] as char)
                .collect();
            let miss: String = (0..6)
                .filter(|i| six & (1 << i) == 0)
                .map(|i| letters[i] as char)
                .collect();
            if have.len() <= miss.len() + 1 {
                have
            } else {
                format!("!{miss}")
            }
        };
        if player == Player::Black {
            s.to_ascii_lowercase()
        } else {
            s
        }
    }
    /// Reads the seed's text; `B` becomes the bishop of `light` squares' colour. Returns the
    /// potential and the player the case names (all letters must share one case; `X`/`x`).
    pub fn parse(text: &str, light: bool) -> Option<(Potential, Player)> {
        let t = text.trim();
        if t.is_empty() {
            return None;
        }
        let letters: Vec<char> = t.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        if letters.is_empty() {
            return None;
        }
        let player = if letters.iter().all(|c| c.is_ascii_uppercase()) {
            Player::White
        } else if letters.iter().all(|c| c.is_ascii_lowercase()) {
            Player::Black
        } else {
            return None;
        };
        let up = t.to_ascii_uppercase();
        let bishop = if light { 1 << BL } else { 1 << BD };
        let set = |s: &str| -> Option<u8> {
            let mut m = 0u8;
            for c in s.chars() {
                m |= match c {
                    'K' => 1 << K,
                    'Q' => 1 << Q,
                    'R' => 1 << R,
                    'B' => bishop,
                    'N' => 1 << N,
                    'P' => 1 << P,
                    _ => return None,
                };
            }
            Some(m)
        };
        let all = ALL & !(BISHOPS & !bishop);
        let m = if up == "X" {
            all
        } else if let Some(rest) = up.strip_prefix('!') {
            all & !set(rest)?
        } else {
            set(&up)?
        };
        if m == 0 {
            None
        } else {
            Some((Potential(m), player))
        }
    }
}

/// What a [`PotentialMove`] does besides going from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// An ordinary move or capture; on the last rank by a piece that may be a pawn, this is
    /// the "not a pawn" reading.
    Normal,
    /// A pawn move onto the last rank read as "pawn, promotes".
    Promote,
    /// En passant capture.
    EnPassant,
    /// Castling, written as the king's move (`e1-g1>K`).
    Castle,
    /// The owner states the type of its captured piece (`from`/`to` unused, 0).
    State(u8),
}

/// A Potential Chess move. It names squares and a kind only, never a potential, so a move
/// found on a determinized copy names the same move in the real state (if legal there):
/// DESIGN.md "determinize".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PotentialMove {
    pub from: u8,
    pub to: u8,
    pub kind: MoveKind,
}

pub(crate) const ALIVE: u8 = 0;
pub(crate) const CAPTURED: u8 = 1;
pub(crate) const PROMOTED_AWAY: u8 = 2;
const OFF: u8 = 64;
pub(crate) const NONE: u8 = 0xFF;
const EXTRA_MAX: usize = 8;
/// Inline length of the repetition history (see [`RepetitionHistory`]): 256 bytes of the
/// state's 560 (it was 256 entries, 1,024 of 1,328 bytes, until 2026-12-07: issue 71 part 2,
/// the state cloned on every MCTS iteration). Every first move of a piece, shrinking
/// potential and capture resets it; a longer reversible stretch spills whole blocks to shared
/// storage and is still counted, so the rules are the same at any length.
pub const HISTORY: usize = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Piece {
    pub(crate) sq: u8,
    pub(crate) pot: u8,
    pub(crate) state: u8,
    pub(crate) moved: bool,
}

/// The Potential Chess state (also orthodox-like when every potential is one type).
///
/// - Pieces `0..16` of each side are the original pieces (alive, captured, or promoted away),
///   `16..24` pieces created by promotion, which count against no capacity.
/// - closure: for each side, with `A_i` the allowed set of original piece `i`, the slack of a
///   type set `S` is `cap(S) - #{i : A_i ⊆ S}`; the assignment exists iff no slack is
///   negative (Hall), and type `t` stays in `A_i` iff no set `S` with slack 0 has `t ∈ S` and
///   `A_i ⊄ S`. One pass is exact since removing impossible types changes no assignment.
/// - repetition: the fingerprints of every position since the last reset, which happens whenever
///   a potential shrinks, a piece moves for the first time, or a piece is captured (none of these
///   can be undone); Potential Chess has no fifty-move rule, so nothing else bounds the
///   look-back, and none is imposed: every earlier position since the reset is compared.
#[derive(Clone)]
pub struct PotentialChess {
    pub(crate) pieces: [[Piece; 16 + EXTRA_MAX]; 2],
    n_extra: [u8; 2],
    /// `side * 32 + index`, or NONE.
    pub(crate) board: [u8; 64],
    /// Each side's occupied squares (bit `sq`), kept with `board` by every move
    /// ([`Self::occupancy`]).
    by: [u64; 2],
    /// Per side, the squares of its living pieces whose potential holds a type of each kind
    /// ([`TypeMasks`]): kept by every move, rebuilt by every closure.
    pub(crate) tmask: [TypeMasks; 2],
    pub(crate) turn: u8,
    /// index of the captured piece of side `turn` whose type its owner must state, or NONE.
    pending: u8,
    ep_target: u8,
    pub(crate) ep_victim: u8,
    plies: u32,
    move_cap: u32,
    hash: u64,
    sig: u32,
    repeated: bool,
    history: RepetitionHistory<HISTORY>,
}

/// The squares of one side's living pieces by the kinds of attack their potentials hold
/// (RULINGS "Potential Chess", Attack: every type of a potential counts), as bitboards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TypeMasks {
    /// Potential holds Q or R (rank and file lines).
    pub(crate) rookish: u64,
    /// Potential holds Q, Bl or Bd (diagonals).
    pub(crate) bishopish: u64,
    pub(crate) knightish: u64,
    pub(crate) kingish: u64,
    pub(crate) pawnish: u64,
}

impl TypeMasks {
    /// Potentials with a rook-line type / a bishop-line type.
    pub(crate) const ROOKISH: u8 = (1 << Q) | (1 << R);
    pub(crate) const BISHOPISH: u8 = (1 << Q) | (1 << BL) | (1 << BD);

    /// Adds a piece of potential `pot` on `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: usize, pot: u8) {
        let b = 1u64 << sq;
        self.rookish |= b * (pot & Self::ROOKISH != 0) as u64;
        self.bishopish |= b * (pot & Self::BISHOPISH != 0) as u64;
        self.knightish |= b * (pot >> N & 1) as u64;
        self.kingish |= b * (pot >> K & 1) as u64;
        self.pawnish |= b * (pot >> P & 1) as u64;
    }

    /// The squares of these pieces that could capture on `q` with occupancy `occ`, where
    /// `s` is the side they attack (whose pawn-attack table, mirrored, gives the squares a
    /// pawn attacks `q` from).
    #[inline]
    pub(crate) fn attackers(&self, s: usize, q: usize, occ: u64) -> u64 {
        let tb = super::tables::tables();
        tb.knight[q] & self.knightish
            | tb.king[q] & self.kingish
            | tb.pawn_attacks[s][q] & self.pawnish
            | tb.rook(q, occ) & self.rookish
            | tb.bishop(q, occ) & self.bishopish
    }

    /// Removes whatever stood on the squares `b`.
    #[inline]
    pub(crate) fn clear(&mut self, b: u64) {
        let keep = !b;
        self.rookish &= keep;
        self.bishopish &= keep;
        self.knightish &= keep;
        self.kingish &= keep;
        self.pawnish &= keep;
    }
}

/// One SplitMix64 output from state `z` (`SplitMix64::new(z).next()`).
const fn mix(z: u64) -> u64 {
    mcts::SplitMix64::new(z).next()
}

/// Castling by the king from `from` to `to` (two squares along the home rank): the rook's
/// corner square and the square it lands on (FIDE castling; RULINGS "Potential Chess").
#[inline]
pub(crate) fn castle_rook(from: usize, to: usize) -> (usize, usize) {
    if to > from {
        (from + 3, from + 1)
    } else {
        (from - 4, from - 1)
    }
}

#[inline]
pub(crate) fn colour_mask(sq: u8) -> u8 {
    if is_light(sq as usize) {
        !(1 << BD)
    } else {
        !(1 << BL)
    }
}

fn player(s: usize) -> Player {
    if s == 0 {
        Player::White
    } else {
        Player::Black
    }
}

impl PotentialChess {
    /// The seed's initial array: every White piece `X` on ranks 1-2, every Black piece `x`
    /// on ranks 7-8 (Potential Chess, 002_a41f0f858c62d591.txt, Initial Array), with move
    /// cap `move_cap` plies (RULINGS "All games").
    pub fn start(move_cap: u32) -> PotentialChess {
        let mut g = PotentialChess {
            pieces: [[Piece::default(); 16 + EXTRA_MAX]; 2],
            n_extra: [0; 2],
            board: [NONE; 64],
            by: [0; 2],
            tmask: [TypeMasks::default(); 2],
            turn: 0,
            pending: NONE,
            ep_target: OFF,
            ep_victim: OFF,
            plies: 0,
            move_cap,
            hash: 0,
            sig: 0,
            repeated: false,
            history: RepetitionHistory::default(),
        };
        for s in 0..2 {
            for i in 0..16 {
                let sq = if s == 0 { i } else { 63 - (i ^ 7) } as u8;
                // index i: white a1..h1, a2..h2; black a8..h8, a7..h7
                g.pieces[s][i] = Piece {
                    sq,
                    pot: ALL & colour_mask(sq),
                    state: ALIVE,
                    moved: false,
                };
                g.board[sq as usize] = (s * 32 + i) as u8;
            }
            g.close(s);
        }
        g.by = g.occupancy_by_scan();
        g.finish_setup();
        g
    }

    /// The variant `potential` from registry parameters (`move_cap`).
    pub fn new(params: &crate::declare::MoveCapParams) -> PotentialChess {
        PotentialChess::start(params.move_cap.as_u32())
    }

    fn finish_setup(&mut self) {
        self.tmask = [self.type_masks_by_scan(0), self.type_masks_by_scan(1)];
        self.hash = self.compute_hash();
        self.sig = self.signature();
        self.history.restart(self.hash);
    }

    /// The potential of the piece on `sq` and its owner.
    pub fn potential_at(&self, sq: usize) -> Option<(Player, Potential)> {
        let b = self.board[sq];
        if b == NONE {
            return None;
        }
        let (s, i) = ((b / 32) as usize, (b % 32) as usize);
        Some((player(s), Potential(self.pieces[s][i].pot)))
    }

    /// The seed's text for the piece on `sq` (`X`, `!k`, `QRP`), or "" for an empty square.
    pub fn text_at(&self, sq: usize) -> String {
        self.potential_at(sq)
            .map(|(p, pot)| pot.text(p))
            .unwrap_or_default()
    }

    /// True when the player to decide must state a captured piece's type.
    pub fn statement_pending(&self) -> bool {
        self.pending != NONE
    }

    /// Sets the potential of the piece on `sq` without any rule check or closure (for tests
    /// and analysis tools that replay a game with actualized pieces).
    pub fn set_potential(&mut self, sq: usize, pot: Potential) {
        let b = self.board[sq];
        assert!(b != NONE, "no piece on {}", square_name(sq));
        self.pieces[(b / 32) as usize][(b % 32) as usize].pot = pot.0;
        self.finish_setup();
    }
}

mod closure;
mod contract;
mod determinize;
mod eval;
mod movegen;
mod notation;
mod position;
mod rules;

pub(crate) use closure::*;
pub use closure::{closure_in_place, closure_sets};
