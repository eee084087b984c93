//! The seven kinds of piece of Interdependent Chess (004_0ca2faf906401d7b.txt, Setup and
//! Pieces): a file of their own, which the move generator and the rules both read.

/// The seven kinds of piece (seed, Setup and Pieces). Codes 1..=7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// One step in any direction; may not move into check; never castles.
    King = 1,
    /// No powers of its own: moves and captures only by borrowing.
    Universalist = 2,
    /// Leaps two cells orthogonally or diagonally (alfil + dabbabah).
    Spider = 3,
    /// The FIDE knight, read as a two-step path for borrowing.
    Knight = 4,
    /// Slides any distance along its rank.
    Conservative = 5,
    /// Omnidirectional pawn: moves one orthogonal step, captures one diagonal step.
    Steward = 6,
    /// Omnidirectional Berolina pawn: moves one diagonal step, captures one orthogonal step.
    Guardian = 7,
}

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 7] = [
        Kind::King,
        Kind::Universalist,
        Kind::Spider,
        Kind::Knight,
        Kind::Conservative,
        Kind::Steward,
        Kind::Guardian,
    ];

    /// The kinds that can be captured and so held in hand (every kind but the King).
    pub const DROPPABLE: [Kind; 6] = [
        Kind::Universalist,
        Kind::Spider,
        Kind::Knight,
        Kind::Conservative,
        Kind::Steward,
        Kind::Guardian,
    ];

    /// The kind with code `c` (1..=7).
    #[inline]
    pub fn from_code(c: u8) -> Kind {
        Kind::ALL[(c - 1) as usize]
    }

    /// The seed's letter: K U S N C T G (upper case).
    pub fn letter(self) -> char {
        b"KUSNCTG"[self as usize - 1] as char
    }

    /// Inverse of [`Kind::letter`], either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }

    /// The English name, e.g. `Spider`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::King => "King",
            Kind::Universalist => "Universalist",
            Kind::Spider => "Spider",
            Kind::Knight => "Knight",
            Kind::Conservative => "Conservative",
            Kind::Steward => "Steward",
            Kind::Guardian => "Guardian",
        }
    }

    /// How many of this kind the game has in all (both sides): 2 Kings and 2 Universalists,
    /// 4 of every other kind (seed, Setup).
    pub fn total(self) -> u8 {
        match self {
            Kind::King | Kind::Universalist => 2,
            _ => 4,
        }
    }

    /// Evaluation weight in "Steward units". The seed gives no values; these are the project's
    /// estimates from what each piece does here: a Spider or Knight reaches 8 cells and lends
    /// a leap (3); the Universalist is worthless alone and the strongest piece beside another
    /// Universalist (3); the Conservative slides only along its rank but lends that slide and
    /// can be dropped on any rank (2); Steward and Guardian step one cell (1). The King is
    /// never captured and counts 0.
    pub fn value(self) -> f32 {
        match self {
            Kind::King => 0.0,
            Kind::Universalist | Kind::Spider | Kind::Knight => 3.0,
            Kind::Conservative => 2.0,
            Kind::Steward | Kind::Guardian => 1.0,
        }
    }
}
