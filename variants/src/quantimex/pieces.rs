//! The eight Quantimex piece types and the one-byte cell code (001_458953bcf665a48d.txt,
//! "Pieces"; RULINGS "Quantimex").
//!
//! A cell holds `0` (empty) or `kind | side << 4`: Red (`Player::White`) codes 1..=8, Green
//! (`Player::Black`) codes 17..=24.

use mcts::Player;

/// A piece type. Letters (upper case Red, lower case Green): K R L M C W I P.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    /// One step; captures by replacement; enthrones onto an own Regent, even when frozen.
    King = 1,
    /// Slides up to 6; captures by replacement on a single step only; coordinator partner.
    Regent = 2,
    /// Slides up to 6, jumping enemies each followed by an empty cell, capturing them.
    LongLeaper = 3,
    /// Slides up to 6; captures each enemy by that enemy's own method; freezes an Immobilizer.
    Mimic = 4,
    /// Slides up to 6; captures on the crossings of its lines with its King's and Regents'.
    Coordinator = 5,
    /// Slides up to 6; captures the enemy it moves directly away from.
    Withdrawer = 6,
    /// Slides up to 6; never captures; freezes adjacent enemies.
    Immobilizer = 7,
    /// Slides up to 6 along three directions; captures custodially along all six lines.
    Pawn = 8,
}

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 8] = [
        Kind::King,
        Kind::Regent,
        Kind::LongLeaper,
        Kind::Mimic,
        Kind::Coordinator,
        Kind::Withdrawer,
        Kind::Immobilizer,
        Kind::Pawn,
    ];

    /// The upper-case letter.
    pub fn letter(self) -> char {
        b"KRLMCWIP"[self as usize - 1] as char
    }

    /// Inverse of [`Kind::letter`], either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        let u = c.to_ascii_uppercase() as u8;
        b"KRLMCWIP"
            .iter()
            .position(|&x| x == u)
            .map(|i| Kind::ALL[i])
    }

    /// The kind's name in words.
    pub fn name(self) -> &'static str {
        [
            "King",
            "Regent",
            "Long-Leaper",
            "Mimic",
            "Coordinator",
            "Withdrawer",
            "Immobilizer",
            "Pincer-Pawn",
        ][self as usize - 1]
    }
}

/// The cell code of a `kind` owned by `side`.
#[inline(always)]
pub const fn code(kind: Kind, side: Player) -> u8 {
    kind as u8 | ((side as u8) << 4)
}

/// The kind of a non-empty code.
#[inline(always)]
pub fn kind_of(code: u8) -> Kind {
    Kind::ALL[((code & 15) - 1) as usize]
}

/// The owner of a non-empty code.
#[inline(always)]
pub fn side_of(code: u8) -> Player {
    if code >> 4 == 0 {
        Player::White
    } else {
        Player::Black
    }
}

/// The letter of a non-empty code: upper case Red, lower case Green.
pub fn letter_of(code: u8) -> char {
    let l = kind_of(code).letter();
    if side_of(code) == Player::White {
        l
    } else {
        l.to_ascii_lowercase()
    }
}

/// The code of a piece letter (upper case Red, lower case Green), or `None`.
pub fn code_of_letter(c: char) -> Option<u8> {
    let k = Kind::from_letter(c)?;
    Some(code(
        k,
        if c.is_ascii_uppercase() {
            Player::White
        } else {
            Player::Black
        },
    ))
}

/// The side's name in the seed's colours: `Red` for `Player::White`, `Green` for `Player::Black`.
pub fn side_name(p: Player) -> &'static str {
    match p {
        Player::White => "Red",
        Player::Black => "Green",
    }
}

/// Pincer-Pawn move directions (indices into [`super::hex::DIR_NAMES`]): Red N, SW, SE; Green S,
/// NW, NE (RULINGS "Quantimex": one forward, two obliquely back).
pub const PAWN_DIRS: [[usize; 3]; 2] = [[0, 4, 2], [3, 5, 1]];

/// True when `d` is one of `side`'s Pincer-Pawn directions.
#[inline]
pub fn is_pawn_dir(side: Player, d: usize) -> bool {
    PAWN_DIRS[side.index()].contains(&d)
}
