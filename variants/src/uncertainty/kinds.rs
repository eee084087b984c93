//! Uncertainty's piece kinds and its piece table per board (000_2ad8c5d3a15ea4a8.txt; RULINGS
//! Uncertainty): letters, values, movement patterns over the board's named direction sets, and
//! which king each board uses (the FIDE king on the 2D boards, the Five Up king on the 3D ones).

use super::*;

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
pub(super) const LETTERS: [char; 10] = ['P', 'K', 'Q', 'R', 'B', 'N', 'M', 'C', 'W', 'G'];
/// Evaluation weights in pawns, in code order (FIDE-like; the king is not material; wizard and
/// guard between rook and queen).
pub(super) const VALUES: [f32; 10] = [1.0, 0.0, 9.0, 5.0, 3.0, 3.0, 8.0, 7.0, 7.0, 6.0];

pub(super) const OR: &str = "orthogonal";
pub(super) const D2: &str = "diagonal2";
pub(super) const D3: &str = "diagonal3";
pub(super) const KN: &str = "knight";
use Mode::{Both, CaptureOnly, MoveOnly};

pub(super) const PAWN: &[C] = &[C::new(OR, 1, MoveOnly), C::new(D2, 1, CaptureOnly)];
/// The FIDE king of the 2D boards.
pub(super) const KING_2D: &[C] = &[C::new(OR, 1, Both), C::new(D2, 1, Both)];
/// The Five Up king of the 3D boards (003_3455fa5195cbf461.txt, King).
pub(super) const KING_3D: &[C] = &[C::new(OR, 1, Both), C::new(D3, 1, CaptureOnly)];
pub(super) const QUEEN: &[C] = &[C::new(OR, SLIDE, Both), C::new(D2, SLIDE, Both)];
pub(super) const ROOK: &[C] = &[C::new(OR, SLIDE, Both)];
pub(super) const BISHOP: &[C] = &[C::new(D2, SLIDE, Both)];
pub(super) const KNIGHT: &[C] = &[C::new(KN, 1, Both)];
pub(super) const MARSHALL: &[C] = &[C::new(OR, SLIDE, Both), C::new(KN, 1, Both)];
pub(super) const CARDINAL: &[C] = &[C::new(D2, SLIDE, Both), C::new(KN, 1, Both)];
pub(super) const WIZARD: &[C] = &[C::new(D2, SLIDE, Both), C::new(D3, SLIDE, Both)];
pub(super) const GUARD: &[C] = &[
    C::new(OR, 1, Both),
    C::new(D2, 1, Both),
    C::new(D3, 1, Both),
];

/// Uncertainty's piece definitions in code order, with the board's king.
pub(super) fn piece_defs(king: &'static [C]) -> [PieceDef; 10] {
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
pub(super) struct BoardDef {
    pub(super) name: &'static str,
    pub(super) spec: GeoSpec,
    pub(super) figure: &'static [&'static str],
    pub(super) reserve: &'static [Kind],
    pub(super) king: &'static [C],
}

/// The boards of parameter `board`, in the registry's order.
pub(super) const BOARDS: [BoardDef; 4] = [
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
pub(super) fn board_table(i: usize) -> &'static PieceTable {
    static TABLES: [OnceLock<PieceTable>; 4] = [const { OnceLock::new() }; 4];
    TABLES[i].get_or_init(|| {
        let b = &BOARDS[i];
        PieceTable::new(Geometry::get(&b.spec), &piece_defs(b.king))
    })
}
