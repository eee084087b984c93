//! Determinization of Uncertainty: a committed state, in which every pawn
//! on the board has been committed to the piece it will become, or to staying a pawn.
//!
//! Uncertainty hides nothing (000_2ad8c5d3a15ea4a8.txt; RULINGS Uncertainty): what makes it
//! "uncertain" is that a pawn may become any piece still in its owner's reserve after any of
//! its moves, which multiplies the moves by up to the number of reserve kinds. A
//! determinization fixes those choices in advance, so that PIMC (`det=pimc:K`) and ISMCTS
//! (`det=ismcts`) search states with far fewer moves:
//!
//! - each pawn of each side is committed to one of: staying a pawn; a kind still in its
//!   owner's reserve, no more pawns to a kind than the reserve holds of it; for a bishop, also
//!   the cell colour it will be put in play on, such that the committed bishops could all be
//!   put in play under the bishop-colour rule ("as far as colours allow", counting the bishops
//!   already put in play on each colour; RULINGS Uncertainty);
//! - sampling visits the pawns in random order and picks each pawn's commitment uniformly
//!   among the options still consistent with the commitments made so far, so every consistent
//!   commitment has a positive probability;
//! - in a committed state a committed pawn moves as usual, but may transform only into its
//!   committed kind (a bishop only on its committed colour), or not at all when committed to
//!   staying a pawn; the move that does not transform is always offered. Every move of a
//!   committed state is therefore a legal [`UMove`](crate::uncertainty::UMove) of the real state;
//! - the commitment travels with the pawn when it moves without transforming, and ends when
//!   the pawn transforms or is captured;
//! - pieces other than pawns are not committed (with `retransform=on`, their re-exchanges are
//!   unrestricted); the commitment is not part of the hash, the position text or the outcome
//!   (the rules of the committed state are the real ones, only fewer moves are offered).
//!
//! The real state has no commitment
//! ([`Commitments::is_on`](crate::uncertainty::det::Commitments::is_on) false) and is
//! unaffected.

use mcts::GameRng;
use rand::seq::SliceRandom;
use rand::Rng;

use crate::geometry::MAX_CELLS;
use crate::uncertainty::{Kind, KIND_COUNT};

/// Code of "no commitment" (not a pawn, or no determinization).
const NONE: u8 = 0;
/// Code of a bishop committed to cell colour 1 (colour 0 uses the bishop's kind code).
const BISHOP_ALT: u8 = 15;

/// The commitments of one state: a 4-bit code per cell (108 bytes on the largest board).
/// Codes: 0 = none, [`Kind::Pawn`] = stays a pawn, another kind code = becomes that kind
/// (a bishop on colour 0), 15 = a bishop on colour 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Commitments {
    on: bool,
    codes: [u8; MAX_CELLS.div_ceil(2)],
}

impl Default for Commitments {
    fn default() -> Self {
        Commitments {
            on: false,
            codes: [0; MAX_CELLS.div_ceil(2)],
        }
    }
}

/// What a pawn is committed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Commitment {
    /// Stays a pawn: never transforms.
    Pawn,
    /// Becomes this kind (not a bishop, not a pawn).
    Kind(Kind),
    /// Becomes a bishop on this cell colour (0 or 1, [`crate::geometry::Geometry::colour`]).
    Bishop(u8),
}

impl Commitments {
    /// True in a determinized (committed) state.
    #[inline]
    pub fn is_on(&self) -> bool {
        self.on
    }

    #[inline]
    fn get(&self, cell: usize) -> u8 {
        (self.codes[cell >> 1] >> ((cell & 1) * 4)) & 0xf
    }

    #[inline]
    fn set(&mut self, cell: usize, code: u8) {
        let sh = (cell & 1) * 4;
        let b = &mut self.codes[cell >> 1];
        *b = (*b & !(0xf << sh)) | (code << sh);
    }

    /// The raw code of `cell` for the move generator: 0 when no commitment restricts it.
    #[inline]
    pub(crate) fn code(&self, cell: usize) -> u8 {
        if self.on {
            self.get(cell)
        } else {
            NONE
        }
    }

    /// The commitment of the pawn on `cell`, if any.
    pub fn at(&self, cell: usize) -> Option<Commitment> {
        decode(self.code(cell))
    }

    /// Whether a piece whose cell had code `code` may transform into `kind` on a cell of
    /// colour `colour` (code 0: no restriction).
    #[inline]
    pub(crate) fn allows(code: u8, kind: Kind, colour: u8) -> bool {
        match code {
            NONE => true,
            BISHOP_ALT => kind == Kind::Bishop && colour == 1,
            c if c == Kind::Bishop as u8 => kind == Kind::Bishop && colour == 0,
            c => c == kind as u8 && kind != Kind::Pawn,
        }
    }

    /// Follows a move from `from` to `to` (`transform` 0 = none): the commitment moves with
    /// the piece unless it transformed; whatever stood on `to` loses its commitment.
    #[inline]
    pub(crate) fn on_play(&mut self, from: usize, to: usize, transform: u8) {
        if !self.on {
            return;
        }
        let c = self.get(from);
        self.set(from, NONE);
        self.set(to, if transform == 0 { c } else { NONE });
    }
}

fn decode(code: u8) -> Option<Commitment> {
    match code {
        NONE => None,
        BISHOP_ALT => Some(Commitment::Bishop(1)),
        c if c == Kind::Pawn as u8 => Some(Commitment::Pawn),
        c if c == Kind::Bishop as u8 => Some(Commitment::Bishop(0)),
        c => Some(Commitment::Kind(Kind::from_code(c))),
    }
}

/// Whether bishops can still be put in play, `add[c]` more on colour `c`, starting from
/// `placed[c]` already put in play, one at a time under the colour rule "a bishop may go on
/// colour `c` only while `placed[c] <= placed[1 - c]`" (RULINGS Uncertainty): greedily place
/// on the colour with fewer bishops among those still to place.
pub fn bishops_placeable(placed: [u8; 2], add: [u8; 2]) -> bool {
    let (mut n, mut a) = (placed, add);
    while a[0] + a[1] > 0 {
        let order = if n[0] <= n[1] { [0, 1] } else { [1, 0] };
        let Some(&c) = order.iter().find(|&&c| a[c] > 0 && n[c] <= n[1 - c]) else {
            return false;
        };
        n[c] += 1;
        a[c] -= 1;
    }
    true
}

/// Samples commitments for the pawns of both sides. `pawns[s]` lists side `s`'s pawn cells,
/// `reserve[s]` its reserve counts by kind code and `bishops[s]` its bishops put in play per
/// colour. Each side's pawns are taken in random order; each pawn's commitment is drawn
/// uniformly among staying a pawn and every kind (bishop: every colour) that keeps the
/// commitments so far consistent (counts within the reserve, bishops placeable).
pub(crate) fn sample(
    pawns: [&[u8]; 2],
    reserve: &[[u8; KIND_COUNT]; 2],
    bishops: &[[u8; 2]; 2],
    rng: &mut GameRng,
) -> Commitments {
    let mut out = Commitments {
        on: true,
        ..Commitments::default()
    };
    let mut order = [0u8; MAX_CELLS];
    for s in 0..2 {
        let n = pawns[s].len();
        order[..n].copy_from_slice(pawns[s]);
        order[..n].shuffle(rng);
        let mut left = reserve[s];
        let mut add = [0u8; 2];
        for &cell in &order[..n] {
            // Options: stay a pawn, or a kind code, or BISHOP_ALT.
            let mut opts = [0u8; KIND_COUNT + 2];
            let mut k = 0;
            opts[k] = Kind::Pawn as u8;
            k += 1;
            for kind in Kind::ALL {
                if kind == Kind::Pawn || left[kind as usize] == 0 {
                    continue;
                }
                if kind == Kind::Bishop {
                    for (col, code) in [(0usize, Kind::Bishop as u8), (1, BISHOP_ALT)] {
                        let mut a = add;
                        a[col] += 1;
                        if bishops_placeable(bishops[s], a) {
                            opts[k] = code;
                            k += 1;
                        }
                    }
                } else {
                    opts[k] = kind as u8;
                    k += 1;
                }
            }
            let code = opts[rng.random_range(0..k)];
            match code {
                BISHOP_ALT => {
                    add[1] += 1;
                    left[Kind::Bishop as usize] -= 1;
                }
                c if c == Kind::Bishop as u8 => {
                    add[0] += 1;
                    left[Kind::Bishop as usize] -= 1;
                }
                c if c == Kind::Pawn as u8 => {}
                c => left[c as usize] -= 1,
            }
            out.set(cell as usize, code);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bishop_colour_rule_placeability() {
        // None in play: one on each colour in either order; two on one colour cannot be.
        assert!(bishops_placeable([0, 0], [1, 1]));
        assert!(!bishops_placeable([0, 0], [2, 0]));
        assert!(!bishops_placeable([0, 0], [0, 2]));
        // One on colour 0 already: the next must go on colour 1, then either.
        assert!(bishops_placeable([1, 0], [0, 1]));
        assert!(!bishops_placeable([1, 0], [1, 0]));
        assert!(bishops_placeable([1, 0], [1, 1]));
        // Three bishops (the torus reserve): 2 + 1 split only.
        assert!(bishops_placeable([0, 0], [2, 1]));
        assert!(!bishops_placeable([0, 0], [3, 0]));
        assert!(bishops_placeable([0, 0], [0, 0]));
    }

    #[test]
    fn codes_round_trip_and_allow_only_the_commitment() {
        let mut c = Commitments {
            on: true,
            ..Commitments::default()
        };
        c.set(7, Kind::Queen as u8);
        c.set(6, BISHOP_ALT);
        c.set(215, Kind::Pawn as u8);
        assert_eq!(c.at(7), Some(Commitment::Kind(Kind::Queen)));
        assert_eq!(c.at(6), Some(Commitment::Bishop(1)));
        assert_eq!(c.at(215), Some(Commitment::Pawn));
        assert_eq!(c.at(8), None);
        let q = c.code(7);
        assert!(Commitments::allows(q, Kind::Queen, 0));
        assert!(!Commitments::allows(q, Kind::Rook, 0));
        let b = c.code(6);
        assert!(Commitments::allows(b, Kind::Bishop, 1));
        assert!(!Commitments::allows(b, Kind::Bishop, 0));
        assert!(!Commitments::allows(b, Kind::Knight, 1));
        let p = c.code(215);
        for k in Kind::ALL {
            assert!(!Commitments::allows(p, k, 0), "{k:?}");
        }
        // Moving without transforming carries the commitment; transforming ends it.
        c.on_play(7, 9, 0);
        assert_eq!(
            (c.at(7), c.at(9)),
            (None, Some(Commitment::Kind(Kind::Queen)))
        );
        c.on_play(9, 10, Kind::Queen as u8);
        assert_eq!((c.at(9), c.at(10)), (None, None));
        // Off: no restriction anywhere.
        let off = Commitments::default();
        assert_eq!(off.code(6), 0);
        assert!(Commitments::allows(off.code(6), Kind::Rook, 0));
    }
}
