//! Piece movement patterns over a [`Geometry`]'s direction classes (DESIGN.md "Geometry and
//! pieces"): a pattern is a list of components, each a direction class, a range (one step or a
//! slide) and a mode (move and capture, move only, capture only). The same pattern moves a piece
//! on every board; only the geometry's step tables differ.
//!
//! Board cells hold a [`Piece`] code: 0 = empty, else kind number plus a colour bit.

use crate::geometry::{DirClass, Geometry, NONE};
use mcts::Player;

/// The kinds of piece the square and cubic games use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// Uncertainty's directionless pawn: moves one orthogonal step, captures one 2D-diagonal
    /// step, in any direction (Uncertainty, 000_2ad8c5d3a15ea4a8.txt; RULINGS Uncertainty).
    Pawn = 1,
    /// 2D: one step in any of the 8 directions (FIDE). 3D: Five Up king: one orthogonal step
    /// (move or capture), captures only on the 8 3D diagonals (003_3455fa5195cbf461.txt, King).
    King = 2,
    /// Rook + bishop.
    Queen = 3,
    /// Slides along orthogonals.
    Rook = 4,
    /// Slides along 2D diagonals (never 3D diagonals).
    Bishop = 5,
    /// Leaps (2,1) within any plane.
    Knight = 6,
    /// Rook + knight (Uncertainty torus reserve).
    Marshall = 7,
    /// Bishop + knight (Uncertainty torus reserve).
    Cardinal = 8,
    /// Five Up wizard: slides along 2D and 3D diagonals.
    Wizard = 9,
    /// Five Up guard: one step in any direction, 3D diagonals included.
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
        match self {
            Kind::Pawn => 'P',
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Marshall => 'M',
            Kind::Cardinal => 'C',
            Kind::Wizard => 'W',
            Kind::Guard => 'G',
        }
    }

    /// Inverse of [`Kind::letter`] (either case).
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }
}

/// A board cell's content: 0 = empty; otherwise `kind | 0x10` for Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Piece(pub u8);

impl Piece {
    /// The empty cell.
    pub const EMPTY: Piece = Piece(0);

    /// A piece of `kind` owned by `owner`.
    #[inline]
    pub fn new(kind: Kind, owner: Player) -> Piece {
        Piece(kind as u8 | ((owner as u8) << 4))
    }
    /// True for an empty cell.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The owner (meaningless for an empty cell).
    #[inline]
    pub fn owner(self) -> Player {
        if self.0 & 0x10 != 0 {
            Player::Black
        } else {
            Player::White
        }
    }
    /// The kind (the cell must not be empty).
    #[inline]
    pub fn kind(self) -> Kind {
        Kind::from_code(self.0 & 0x0f)
    }
    /// Letter as in diagrams: upper case for White, lower case for Black.
    pub fn letter(self) -> char {
        let l = self.kind().letter();
        if self.owner() == Player::Black {
            l.to_ascii_lowercase()
        } else {
            l
        }
    }
}

/// One step or any number of steps along a direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Step,
    Slide,
}

/// Whether a component may move to an empty cell, capture, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Both,
    MoveOnly,
    CaptureOnly,
}

/// One part of a pattern: a direction class, a reach and a mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Component {
    pub class: DirClass,
    pub reach: Reach,
    pub mode: Mode,
}

const fn c(class: DirClass, reach: Reach, mode: Mode) -> Component {
    Component { class, reach, mode }
}

use DirClass::{Diagonal2 as D2, Diagonal3 as D3, Knight as KN, Orthogonal as OR};
use Mode::{Both, CaptureOnly, MoveOnly};
use Reach::{Slide, Step};

const PAWN: &[Component] = &[c(OR, Step, MoveOnly), c(D2, Step, CaptureOnly)];
const KING_3D: &[Component] = &[c(OR, Step, Both), c(D3, Step, CaptureOnly)];
const KING_2D: &[Component] = &[c(OR, Step, Both), c(D2, Step, Both)];
const QUEEN: &[Component] = &[c(OR, Slide, Both), c(D2, Slide, Both)];
const ROOK: &[Component] = &[c(OR, Slide, Both)];
const BISHOP: &[Component] = &[c(D2, Slide, Both)];
const KNIGHT: &[Component] = &[c(KN, Step, Both)];
const MARSHALL: &[Component] = &[c(OR, Slide, Both), c(KN, Step, Both)];
const CARDINAL: &[Component] = &[c(D2, Slide, Both), c(KN, Step, Both)];
const WIZARD: &[Component] = &[c(D2, Slide, Both), c(D3, Slide, Both)];
const GUARD: &[Component] = &[c(OR, Step, Both), c(D2, Step, Both), c(D3, Step, Both)];

/// The movement pattern of `kind` on a 2D (`three_d = false`) or 3D board.
pub fn pattern(kind: Kind, three_d: bool) -> &'static [Component] {
    match kind {
        Kind::Pawn => PAWN,
        Kind::King if three_d => KING_3D,
        Kind::King => KING_2D,
        Kind::Queen => QUEEN,
        Kind::Rook => ROOK,
        Kind::Bishop => BISHOP,
        Kind::Knight => KNIGHT,
        Kind::Marshall => MARSHALL,
        Kind::Cardinal => CARDINAL,
        Kind::Wizard => WIZARD,
        Kind::Guard => GUARD,
    }
}

/// Capture reach of each kind as a bit mask: bit `2*class` = captures one step along the class,
/// bit `2*class+1` = captures sliding along it. Index = kind code; `[2D, 3D]`.
fn capture_masks() -> &'static [[u8; KIND_COUNT]; 2] {
    use std::sync::OnceLock;
    static M: OnceLock<[[u8; KIND_COUNT]; 2]> = OnceLock::new();
    M.get_or_init(|| {
        let mut m = [[0u8; KIND_COUNT]; 2];
        for (d, row) in m.iter_mut().enumerate() {
            for k in Kind::ALL {
                for comp in pattern(k, d == 1) {
                    if comp.mode != MoveOnly {
                        let bit = 2 * comp.class as u8 + (comp.reach == Slide) as u8;
                        row[k as usize] |= 1 << bit;
                    }
                }
            }
        }
        m
    })
}

/// Visits every cell `piece` standing on `from` can reach: `visit(to, captured)` where
/// `captured` is the enemy piece taken or [`Piece::EMPTY`]. Captures are only offered when
/// `may_capture` (Uncertainty: the mover has a king on the board). Sliders stop at the first
/// occupied cell and before coming back to `from` on a wrapping board (RULINGS Uncertainty).
/// Each cell is visited at most once, even when a wrapping board lets two rays reach it.
#[inline]
pub fn for_each_target(
    geo: &Geometry,
    board: &[Piece],
    from: usize,
    piece: Piece,
    may_capture: bool,
    mut visit: impl FnMut(usize, Piece),
) {
    let me = piece.owner();
    let wraps = geo.wrap.iter().any(|&w| w);
    let mut seen = [0u64; 4];
    let mut visit = |n: usize, p: Piece| {
        if wraps {
            let (w, b) = (n >> 6, 1u64 << (n & 63));
            if seen[w] & b != 0 {
                return;
            }
            seen[w] |= b;
        }
        visit(n, p)
    };
    for comp in pattern(piece.kind(), geo.is_3d()) {
        let can_move = comp.mode != CaptureOnly;
        let can_take = may_capture && comp.mode != MoveOnly;
        for d in geo.class_dirs(comp.class) {
            let mut cur = from;
            loop {
                let n = geo.step(cur, d);
                if n == NONE || n as usize == from {
                    break;
                }
                let n = n as usize;
                let occ = board[n];
                if occ.is_empty() {
                    if can_move {
                        visit(n, Piece::EMPTY);
                    }
                } else {
                    if occ.owner() != me && can_take {
                        visit(n, occ);
                    }
                    break;
                }
                if comp.reach == Step {
                    break;
                }
                cur = n;
            }
        }
    }
}

/// True when a piece of `by` could capture on `target` (pieces of kinds whose capture pattern
/// reaches it, sliders unblocked). The caller decides whether `by` may capture at all.
/// Every direction class is symmetric, so the search walks outward from `target`.
#[inline]
pub fn is_attacked(geo: &Geometry, board: &[Piece], target: usize, by: Player) -> bool {
    let masks = &capture_masks()[geo.is_3d() as usize];
    for class in DirClass::ALL {
        let step_bit = 1u8 << (2 * class as u8);
        let slide_bit = step_bit << 1;
        for d in geo.class_dirs(class) {
            let mut cur = target;
            let mut adjacent = true;
            loop {
                let n = geo.step(cur, d);
                if n == NONE || n as usize == target {
                    break;
                }
                let p = board[n as usize];
                if !p.is_empty() {
                    if p.owner() == by {
                        let m = masks[(p.0 & 0x0f) as usize];
                        if m & slide_bit != 0 || (adjacent && m & step_bit != 0) {
                            return true;
                        }
                    }
                    break;
                }
                if class == DirClass::Knight {
                    break;
                }
                adjacent = false;
                cur = n as usize;
            }
        }
    }
    false
}

/// The lines along which pieces of `by` attack `target`: a bit set over cell indices
/// (`bits[cell / 64] >> (cell % 64) & 1`) of every attacker and every empty cell between it and
/// `target` on its ray; all zero when `target` is not attacked (the same test as
/// [`is_attacked`]).
///
/// A move of a piece other than the one on `target` can end the attack only by moving onto
/// one of these cells (capturing the attacker or blocking); any other move leaves every one of
/// these attacks standing.
#[inline]
pub fn attack_lines(geo: &Geometry, board: &[Piece], target: usize, by: Player) -> [u64; 4] {
    let masks = &capture_masks()[geo.is_3d() as usize];
    let mut bits = [0u64; 4];
    for class in DirClass::ALL {
        let step_bit = 1u8 << (2 * class as u8);
        let slide_bit = step_bit << 1;
        for d in geo.class_dirs(class) {
            let mut cur = target;
            let mut adjacent = true;
            let mut line = [0u64; 4];
            loop {
                let n = geo.step(cur, d);
                if n == NONE || n as usize == target {
                    break;
                }
                let n = n as usize;
                line[n >> 6] |= 1 << (n & 63);
                let p = board[n];
                if !p.is_empty() {
                    if p.owner() == by {
                        let m = masks[(p.0 & 0x0f) as usize];
                        if m & slide_bit != 0 || (adjacent && m & step_bit != 0) {
                            for (b, l) in bits.iter_mut().zip(line) {
                                *b |= l;
                            }
                        }
                    }
                    break;
                }
                if class == DirClass::Knight {
                    break;
                }
                adjacent = false;
                cur = n;
            }
        }
    }
    bits
}

/// Every cell a piece of `by` could capture on as the board stands (the cells for which
/// [`is_attacked`] is true), as a bit set over cell indices (`bits[cell / 64] >> (cell % 64) & 1`).
/// Each piece walks its capture components outward; every direction class is symmetric, so
/// this is [`is_attacked`] seen from the attacker's side.
pub fn attack_map(geo: &Geometry, board: &[Piece], by: Player) -> [u64; 4] {
    let three_d = geo.is_3d();
    let mut bits = [0u64; 4];
    for (from, &piece) in board.iter().enumerate().take(geo.ncells) {
        if piece.is_empty() || piece.owner() != by {
            continue;
        }
        for comp in pattern(piece.kind(), three_d) {
            if comp.mode == MoveOnly {
                continue;
            }
            for d in geo.class_dirs(comp.class) {
                let mut cur = from;
                loop {
                    let n = geo.step(cur, d);
                    if n == NONE || n as usize == from {
                        break;
                    }
                    let n = n as usize;
                    bits[n >> 6] |= 1 << (n & 63);
                    if !board[n].is_empty() || comp.reach == Step {
                        break;
                    }
                    cur = n;
                }
            }
        }
    }
    bits
}

/// True when a piece of `by` would capture on `target` once the cell `vacated`, one step from
/// `target` along some direction, is emptied, along a line through `vacated` only: the attack
/// [`is_attacked`] finds after the move that [`attack_map`] taken before it cannot see.
pub fn attack_through(
    geo: &Geometry,
    board: &[Piece],
    target: usize,
    vacated: usize,
    by: Player,
) -> bool {
    let masks = &capture_masks()[geo.is_3d() as usize];
    for class in [
        DirClass::Orthogonal,
        DirClass::Diagonal2,
        DirClass::Diagonal3,
    ] {
        let slide_bit = 1u8 << (2 * class as u8 + 1);
        for d in geo.class_dirs(class) {
            if geo.step(target, d) as usize != vacated {
                continue;
            }
            let mut cur = vacated;
            loop {
                let n = geo.step(cur, d);
                if n == NONE || n as usize == target {
                    break;
                }
                let p = board[n as usize];
                if !p.is_empty() {
                    if p.owner() == by && masks[(p.0 & 0x0f) as usize] & slide_bit != 0 {
                        return true;
                    }
                    break;
                }
                cur = n as usize;
            }
        }
    }
    false
}

/// Cells of `king`'s own pieces that may be pinned: each stands first on a ray from `king`
/// (any direction class but the knight's) and behind it, next on the same ray, stands a piece
/// of `by` that captures sliding along that class. A bit set over cell indices
/// (`bits[cell / 64] >> (cell % 64) & 1`).
///
/// Used to skip the full [`is_attacked`] test after a move: when `king` is not attacked now, a
/// move of another piece can expose it only by leaving such a cell (moving onto a cell only
/// blocks, and a capture only removes an attacker). Rays stop before coming back to `king` on
/// a wrapping board, as in [`is_attacked`].
#[inline]
pub fn pin_candidates(geo: &Geometry, board: &[Piece], king: usize, by: Player) -> [u64; 4] {
    let masks = &capture_masks()[geo.is_3d() as usize];
    let mut bits = [0u64; 4];
    for class in [
        DirClass::Orthogonal,
        DirClass::Diagonal2,
        DirClass::Diagonal3,
    ] {
        let slide_bit = 1u8 << (2 * class as u8 + 1);
        for d in geo.class_dirs(class) {
            let mut cur = king;
            let mut shield = NONE as usize;
            loop {
                let n = geo.step(cur, d);
                if n == NONE || n as usize == king {
                    break;
                }
                let n = n as usize;
                let p = board[n];
                if !p.is_empty() {
                    if shield != NONE as usize {
                        if p.owner() == by && masks[(p.0 & 0x0f) as usize] & slide_bit != 0 {
                            bits[shield >> 6] |= 1 << (shield & 63);
                        }
                        break;
                    }
                    if p.owner() == by {
                        break;
                    }
                    shield = n;
                }
                cur = n;
            }
        }
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::BoardKind;

    fn count(kind: Kind, board: BoardKind, at: &str) -> usize {
        let g = Geometry::get(board);
        let b = vec![Piece::EMPTY; g.ncells];
        let from = g.parse_cell(at).unwrap();
        let mut n = 0;
        for_each_target(
            g,
            &b,
            from,
            Piece::new(kind, Player::White),
            true,
            |_, _| n += 1,
        );
        n
    }

    #[test]
    fn empty_board_mobility_matches_fide_counts() {
        // Hand counts on an empty 8x8: queen d4 27, rook 14, bishop d4 13, knight d4 8, king d4 8.
        assert_eq!(count(Kind::Queen, BoardKind::Square8, "d4"), 27);
        assert_eq!(count(Kind::Rook, BoardKind::Square8, "a1"), 14);
        assert_eq!(count(Kind::Bishop, BoardKind::Square8, "d4"), 13);
        assert_eq!(count(Kind::Knight, BoardKind::Square8, "d4"), 8);
        assert_eq!(count(Kind::Knight, BoardKind::Square8, "a1"), 2);
        assert_eq!(count(Kind::King, BoardKind::Square8, "a1"), 3);
        assert_eq!(count(Kind::Marshall, BoardKind::Square8, "d4"), 14 + 8);
        assert_eq!(count(Kind::Cardinal, BoardKind::Square8, "d4"), 13 + 8);
        // A pawn on an empty board: 4 orthogonal moves; diagonal steps only capture.
        assert_eq!(count(Kind::Pawn, BoardKind::Square8, "d4"), 4);
    }

    #[test]
    fn torus_sliders_stop_before_their_own_cell() {
        // On the 10x12 torus a rook sees the other 9 cells of its rank and the other 11 of
        // its file from anywhere (each reached both ways round, counted once). A diagonal
        // closes after lcm(10,12) = 60 steps and so holds all 60 cells of its colour: on an
        // empty torus a bishop reaches the 59 other cells of its colour.
        assert_eq!(count(Kind::Rook, BoardKind::Torus10x12, "a1"), 9 + 11);
        assert_eq!(count(Kind::Bishop, BoardKind::Torus10x12, "e6"), 59);
        // The queen's rook cells of the bishop's colour are already among those 59: of the 9
        // rank cells 5 are the other colour, of the 11 file cells 6: 59 + 5 + 6 = 70.
        assert_eq!(count(Kind::Queen, BoardKind::Torus10x12, "e6"), 70);
        assert_eq!(count(Kind::Knight, BoardKind::Torus10x12, "a1"), 8);
        assert_eq!(count(Kind::King, BoardKind::Torus10x12, "a1"), 8);
    }

    #[test]
    fn five_up_centre_mobility_matches_the_seed_coverage_counts() {
        // Five Up, 003_3455fa5195cbf461.txt, "Right-Sized Armies": from the centre the king
        // covers 14 cells, queen 36, guard 26, wizard 40, rook 12, bishop 24, knight 24.
        for (k, n) in [
            (Kind::King, 14),
            (Kind::Queen, 36),
            (Kind::Guard, 26),
            (Kind::Wizard, 40),
            (Kind::Rook, 12),
            (Kind::Bishop, 24),
            (Kind::Knight, 24),
        ] {
            // Coverage = cells it can move to on an empty board or capture on.
            let g = Geometry::get(BoardKind::Cube5);
            let mut b = vec![Piece::EMPTY; g.ncells];
            let from = g.parse_cell("Cc3").unwrap();
            b[from] = Piece::new(k, Player::White);
            let mut cover = vec![false; g.ncells];
            for_each_target(g, &b, from, b[from], true, |to, _| cover[to] = true);
            for (cell, slot) in cover.iter_mut().enumerate() {
                *slot |= cell != from && is_attacked(g, &b, cell, Player::White);
            }
            assert_eq!(cover.iter().filter(|&&x| x).count(), n, "{k:?}");
        }
    }

    #[test]
    fn attack_map_and_attack_lines_agree_with_is_attacked() {
        // Seeded scattered armies on every board kind: the attacker-side map must mark exactly
        // the cells `is_attacked` finds, and `attack_lines` must be empty exactly there not.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for kind in [
            BoardKind::Square8,
            BoardKind::Torus10x12,
            BoardKind::Cube5,
            BoardKind::Hypertorus6,
        ] {
            let g = Geometry::get(kind);
            for _ in 0..20 {
                let mut b = vec![Piece::EMPTY; g.ncells];
                for cell in b.iter_mut() {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    if x & 3 == 0 {
                        let k = Kind::ALL[(x >> 8) as usize % Kind::ALL.len()];
                        let side = if x >> 20 & 1 == 0 {
                            Player::White
                        } else {
                            Player::Black
                        };
                        *cell = Piece::new(k, side);
                    }
                }
                for by in Player::BOTH {
                    let map = attack_map(g, &b, by);
                    for cell in 0..g.ncells {
                        let hit = is_attacked(g, &b, cell, by);
                        assert_eq!(map[cell >> 6] >> (cell & 63) & 1 != 0, hit, "{kind:?}");
                        assert_eq!(attack_lines(g, &b, cell, by) != [0; 4], hit, "{kind:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn attacks_respect_blocking_and_capture_modes() {
        let g = Geometry::get(BoardKind::Square8);
        let mut b = vec![Piece::EMPTY; g.ncells];
        let at = |s: &str| g.parse_cell(s).unwrap();
        b[at("a1")] = Piece::new(Kind::Rook, Player::Black);
        assert!(is_attacked(g, &b, at("a8"), Player::Black));
        assert!(!is_attacked(g, &b, at("a8"), Player::White));
        b[at("a4")] = Piece::new(Kind::Pawn, Player::White);
        assert!(
            !is_attacked(g, &b, at("a8"), Player::Black),
            "blocked by a4"
        );
        // Uncertainty pawns capture diagonally only: b5 is attacked by a4, a5 is not.
        assert!(is_attacked(g, &b, at("b5"), Player::White));
        assert!(is_attacked(g, &b, at("b3"), Player::White));
        assert!(!is_attacked(g, &b, at("a5"), Player::White));
        b[at("e4")] = Piece::new(Kind::Knight, Player::White);
        assert!(is_attacked(g, &b, at("f6"), Player::White));
        assert!(!is_attacked(g, &b, at("f5"), Player::White));
    }
}
