//! Pieces as data (DESIGN.md "Geometry and pieces"): each game builds its own [`PieceTable`]
//! from [`PieceDef`]s (letter, value, movement pattern) over a [`Geometry`]'s named direction
//! sets. A pattern is a list of components, each a direction set (one per player, so a pawn can
//! be directional), a range (1 = one step, [`SLIDE`] = any number, or a bound in between) and a
//! mode (move and capture, move only, capture only). The same pattern moves a piece on every
//! board; only the geometry's step tables differ.
//!
//! Board cells hold a [`Piece`] code: 0 = empty, else the game's kind code (1..=15) plus a
//! colour bit. What the codes mean belongs to the game (e.g. `crate::uncertainty::Kind`).
//!
//! Attacks ([`is_attacked`], [`attack_lines`], [`attack_through`], [`pin_candidates`]) look
//! from the target along the REVERSED capture sets ([`Geometry::reverse`]), so asymmetric
//! patterns (a pawn that captures forward only) are handled exactly; [`attack_map`] walks the
//! capture components forward from each attacker and finds the same cells.

use crate::geometry::{Cell, DirSet, Geometry};
use mcts::Player;

/// The number of kind codes a piece byte can hold (codes 1..=15; 0 is the empty cell).
pub const MAX_KINDS: usize = 16;

/// A board cell's content: 0 = empty; otherwise a kind code (1..=15, the game's) `| 0x10` for
/// Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Piece(pub u8);

impl Piece {
    /// The empty cell.
    pub const EMPTY: Piece = Piece(0);

    /// A piece of kind code `kind` (1..=15; a game's kind type converts into it) owned by
    /// `owner`.
    #[inline]
    pub fn new(kind: impl Into<u8>, owner: Player) -> Piece {
        Piece(kind.into() | ((owner as u8) << 4))
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
    /// The kind code, 1..=15 (0 for an empty cell).
    #[inline]
    pub fn code(self) -> u8 {
        self.0 & 0x0f
    }
}

/// [`ComponentSpec::range`] of a slider: any number of steps (up to the set's own maximum).
pub const SLIDE: u8 = u8::MAX;

/// Whether a component may move to an empty cell, capture, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Both,
    MoveOnly,
    CaptureOnly,
}

/// One part of a pattern as a game writes it: the direction set to use for White and for Black
/// (by name, see [`crate::geometry::spec`]), the range and the mode.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ComponentSpec {
    /// Set names for White and Black (the same name twice for a symmetric piece).
    pub sets: [&'static str; 2],
    /// Steps along one vector: 1 = one step, [`SLIDE`] = unlimited.
    pub range: u8,
    pub mode: Mode,
}

impl ComponentSpec {
    /// A component that uses set `set` for both players.
    pub const fn new(set: &'static str, range: u8, mode: Mode) -> ComponentSpec {
        ComponentSpec {
            sets: [set, set],
            range,
            mode,
        }
    }
    /// A component with a set per player (White's, Black's).
    pub const fn per_player(
        white: &'static str,
        black: &'static str,
        range: u8,
        mode: Mode,
    ) -> ComponentSpec {
        ComponentSpec {
            sets: [white, black],
            range,
            mode,
        }
    }
}

/// A kind of piece as a game defines it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceDef {
    /// Upper-case letter for notation and diagrams (White upper case, Black lower case).
    pub letter: char,
    /// Evaluation weight in pawns.
    pub value: f32,
    /// The movement pattern.
    pub pattern: &'static [ComponentSpec],
}

/// A pattern component resolved against a geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Component {
    /// The set of each player, indexed by [`Player::index`].
    pub sets: [DirSet; 2],
    /// The direction indices of each player's set (`start..end`, as [`Geometry::set_dirs`]),
    /// kept here so move generation reads one table.
    pub dirs: [(u16, u16); 2],
    /// Steps allowed: the component's range capped by the smaller maximum of its two sets.
    pub range: u8,
    pub mode: Mode,
}

/// The pieces of `by` that capture along one reversed direction set, and how far.
#[derive(Clone, Debug)]
struct AttackGroup {
    /// The reversed set: the directions to look in from a target.
    set: DirSet,
    /// Its direction indices, `start..end`.
    dirs: (u16, u16),
    /// `reach[code]`: how many steps a piece of that kind captures along the set (0 = not).
    reach: [u8; MAX_KINDS],
    /// The largest reach of the group.
    max: u8,
}

/// A game's pieces on one geometry: letters, values and resolved patterns by kind code, and the
/// attack groups derived from the capture components. Build once per board and keep a
/// `&'static` (e.g. in a `OnceLock`).
#[derive(Debug)]
pub struct PieceTable {
    /// The board the table was built for.
    pub geo: &'static Geometry,
    letters: [char; MAX_KINDS],
    values: [f32; MAX_KINDS],
    comps: Vec<Component>,
    spans: [(u16, u16); MAX_KINDS],
    /// Per attacking player, ordered by set.
    attacks: [Vec<AttackGroup>; 2],
}

impl PieceTable {
    /// Resolves `defs` (kind code `i + 1` = `defs[i]`) against `geo`.
    ///
    /// # Panics
    /// If there are more than 15 kinds, a range is 0, or a component names a set `geo` does not
    /// define.
    pub fn new(geo: &'static Geometry, defs: &[PieceDef]) -> PieceTable {
        assert!(defs.len() < MAX_KINDS, "at most 15 kinds");
        let mut t = PieceTable {
            geo,
            letters: ['?'; MAX_KINDS],
            values: [0.0; MAX_KINDS],
            comps: Vec::new(),
            spans: [(0, 0); MAX_KINDS],
            attacks: [Vec::new(), Vec::new()],
        };
        for (i, d) in defs.iter().enumerate() {
            let code = i + 1;
            t.letters[code] = d.letter.to_ascii_uppercase();
            t.values[code] = d.value;
            let start = t.comps.len() as u16;
            for c in d.pattern {
                assert!(c.range > 0, "range 0 in the pattern of {}", d.letter);
                let sets = [geo.dir_set(c.sets[0]), geo.dir_set(c.sets[1])];
                let range = c
                    .range
                    .min(geo.set_max_range(sets[0]))
                    .min(geo.set_max_range(sets[1]));
                t.comps.push(Component {
                    sets,
                    dirs: sets.map(|s| span(geo, s)),
                    range,
                    mode: c.mode,
                });
                if c.mode == Mode::MoveOnly {
                    continue;
                }
                for (side, groups) in t.attacks.iter_mut().enumerate() {
                    let set = geo.reverse(sets[side]);
                    let range = c.range.min(geo.set_max_range(sets[side]));
                    let g = match groups.iter().position(|g| g.set == set) {
                        Some(g) => g,
                        None => {
                            groups.push(AttackGroup {
                                set,
                                dirs: span(geo, set),
                                reach: [0; MAX_KINDS],
                                max: 0,
                            });
                            groups.len() - 1
                        }
                    };
                    let g = &mut groups[g];
                    g.reach[code] = g.reach[code].max(range);
                    g.max = g.max.max(range);
                }
            }
            t.spans[code] = (start, t.comps.len() as u16);
        }
        for groups in &mut t.attacks {
            groups.sort_by_key(|g| g.set);
        }
        t
    }

    /// The resolved pattern of kind `code`.
    #[inline(always)]
    pub fn pattern(&self, code: u8) -> &[Component] {
        let (a, b) = self.spans[code as usize];
        &self.comps[a as usize..b as usize]
    }

    /// The upper-case letter of kind `code`.
    pub fn kind_letter(&self, code: u8) -> char {
        self.letters[code as usize]
    }

    /// The letter of a piece as in diagrams: upper case for White, lower case for Black.
    pub fn letter(&self, p: Piece) -> char {
        let l = self.kind_letter(p.code());
        if p.owner() == Player::Black {
            l.to_ascii_lowercase()
        } else {
            l
        }
    }

    /// The kind code whose letter is `c` (either case).
    pub fn code_of_letter(&self, c: char) -> Option<u8> {
        let c = c.to_ascii_uppercase();
        (1..MAX_KINDS as u8).find(|&k| self.letters[k as usize] == c)
    }

    /// The evaluation weight of kind `code`.
    #[inline]
    pub fn value(&self, code: u8) -> f32 {
        self.values[code as usize]
    }
}

/// The direction indices of `set` as a pair.
fn span(geo: &Geometry, set: DirSet) -> (u16, u16) {
    let r = geo.set_dirs(set);
    (r.start as u16, r.end as u16)
}

/// `start..end` of a stored span.
#[inline(always)]
fn dirs_of((a, b): (u16, u16)) -> std::ops::Range<usize> {
    a as usize..b as usize
}

#[inline(always)]
fn set_bit(bits: &mut [u64; 4], c: Cell) {
    bits[c.index() >> 6] |= 1 << (c.index() & 63);
}

/// Visits every cell `piece` standing on `from` can reach: `visit(to, captured)` where
/// `captured` is the enemy piece taken or [`Piece::EMPTY`]. Captures are only offered when
/// `may_capture` (Uncertainty: the mover has a king on the board). Rays stop at the first
/// occupied cell, after the component's range, and before coming back to `from` on a wrapping
/// board (RULINGS Uncertainty). Each cell is visited at most once, even when a wrapping board
/// lets two rays reach it.
#[inline]
pub fn for_each_target(
    t: &PieceTable,
    board: &[Piece],
    from: Cell,
    piece: Piece,
    may_capture: bool,
    mut visit: impl FnMut(Cell, Piece),
) {
    let geo = t.geo;
    let me = piece.owner();
    let wraps = geo.wraps();
    let mut seen = [0u64; 4];
    let mut visit = |n: Cell, p: Piece| {
        if wraps {
            let (w, b) = (n.index() >> 6, 1u64 << (n.index() & 63));
            if seen[w] & b != 0 {
                return;
            }
            seen[w] |= b;
        }
        visit(n, p)
    };
    for comp in t.pattern(piece.code()) {
        let can_move = comp.mode != Mode::CaptureOnly;
        let can_take = may_capture && comp.mode != Mode::MoveOnly;
        for d in dirs_of(comp.dirs[me.index()]) {
            let mut cur = from;
            let mut left = comp.range;
            while let Some(n) = geo.step(cur, d) {
                if n == from {
                    break;
                }
                let occ = board[n.index()];
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
                left -= 1;
                if left == 0 {
                    break;
                }
                cur = n;
            }
        }
    }
}

/// True when a piece of `by` could capture on `target` (a piece whose capture components reach
/// it along an unblocked ray). The caller decides whether `by` may capture at all. Looks from
/// `target` along each reversed capture set ([`Geometry::reverse`]), so one-way patterns are
/// right: a piece on `a` attacks `target` along vector `v` exactly when `a` is reached from
/// `target` along `-v`.
#[inline]
pub fn is_attacked(t: &PieceTable, board: &[Piece], target: Cell, by: Player) -> bool {
    let geo = t.geo;
    for g in &t.attacks[by.index()] {
        for d in dirs_of(g.dirs) {
            if ray_hits(geo, board, g, d, target, target, 1, by, |_| {}) {
                return true;
            }
        }
    }
    false
}

/// The walk all the attack tests share: from `start` along direction `d` of the reversed
/// capture set `g` of `by`, the first step at distance `dist` from the target, stopping before
/// `stop` (the target, on a wrapping board) and after `g.max` steps. True when the first piece
/// met is `by`'s and its reach along `g` covers the distance. `visit` sees every cell walked,
/// the empties and that first piece.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn ray_hits(
    geo: &Geometry,
    board: &[Piece],
    g: &AttackGroup,
    d: usize,
    start: Cell,
    stop: Cell,
    mut dist: u8,
    by: Player,
    mut visit: impl FnMut(Cell),
) -> bool {
    let mut cur = start;
    while let Some(n) = geo.step(cur, d) {
        if n == stop {
            break;
        }
        visit(n);
        let p = board[n.index()];
        if !p.is_empty() {
            return p.owner() == by && g.reach[p.code() as usize] >= dist;
        }
        if dist >= g.max {
            break;
        }
        dist += 1;
        cur = n;
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
pub fn attack_lines(t: &PieceTable, board: &[Piece], target: Cell, by: Player) -> [u64; 4] {
    let geo = t.geo;
    let mut bits = [0u64; 4];
    for g in &t.attacks[by.index()] {
        for d in dirs_of(g.dirs) {
            let mut line = [0u64; 4];
            if ray_hits(geo, board, g, d, target, target, 1, by, |n| {
                set_bit(&mut line, n)
            }) {
                for (b, l) in bits.iter_mut().zip(line) {
                    *b |= l;
                }
            }
        }
    }
    bits
}

/// Every cell a piece of `by` could capture on as the board stands (the cells for which
/// [`is_attacked`] is true), as a bit set over cell indices (`bits[cell / 64] >> (cell % 64) & 1`).
/// Each piece walks its capture components forward.
pub fn attack_map(t: &PieceTable, board: &[Piece], by: Player) -> [u64; 4] {
    let geo = t.geo;
    let mut bits = [0u64; 4];
    for (from, &piece) in board.iter().enumerate().take(geo.ncells) {
        if piece.is_empty() || piece.owner() != by {
            continue;
        }
        let from = Cell::new(from);
        for comp in t.pattern(piece.code()) {
            if comp.mode == Mode::MoveOnly {
                continue;
            }
            for d in dirs_of(comp.dirs[by.index()]) {
                let mut cur = from;
                let mut left = comp.range;
                while let Some(n) = geo.step(cur, d) {
                    if n == from {
                        break;
                    }
                    set_bit(&mut bits, n);
                    left -= 1;
                    if !board[n.index()].is_empty() || left == 0 {
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
    t: &PieceTable,
    board: &[Piece],
    target: Cell,
    vacated: Cell,
    by: Player,
) -> bool {
    let geo = t.geo;
    for g in t.attacks[by.index()].iter().filter(|g| g.max > 1) {
        for d in dirs_of(g.dirs) {
            if geo.step(target, d) == Some(vacated)
                && ray_hits(geo, board, g, d, vacated, target, 2, by, |_| {})
            {
                return true;
            }
        }
    }
    false
}

/// Cells of `king`'s own pieces that may be pinned: each stands first on a ray from `king`
/// (along a reversed capture set of `by` that some piece captures along for more than one step)
/// and behind it, next on the same ray, stands a piece of `by` whose reach covers the distance.
/// A bit set over cell indices (`bits[cell / 64] >> (cell % 64) & 1`).
///
/// Used to skip the full [`is_attacked`] test after a move: when `king` is not attacked now, a
/// move of another piece can expose it only by leaving such a cell (moving onto a cell only
/// blocks, and a capture only removes an attacker). Rays stop before coming back to `king` on
/// a wrapping board, as in [`is_attacked`].
#[inline]
pub fn pin_candidates(t: &PieceTable, board: &[Piece], king: Cell, by: Player) -> [u64; 4] {
    let geo = t.geo;
    let mut bits = [0u64; 4];
    for g in t.attacks[by.index()].iter().filter(|g| g.max > 1) {
        for d in dirs_of(g.dirs) {
            let mut cur = king;
            let mut shield: Option<Cell> = None;
            let mut dist = 1u8;
            while let Some(n) = geo.step(cur, d) {
                if n == king {
                    break;
                }
                let p = board[n.index()];
                if !p.is_empty() {
                    if let Some(s) = shield {
                        if p.owner() == by && g.reach[p.code() as usize] >= dist {
                            set_bit(&mut bits, s);
                        }
                        break;
                    }
                    if p.owner() == by {
                        break;
                    }
                    shield = Some(n);
                }
                if dist >= g.max {
                    break;
                }
                dist += 1;
                cur = n;
            }
        }
    }
    bits
}

#[cfg(test)]
mod tests;
