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
//! [`is_attacked_by_rays`] is the slider part of [`is_attacked`] and [`leap_attack_map`] its
//! leap part for every target at once; [`lines_and_pin_rays`] adds to [`lines_and_pins`] the
//! line of each pin ([`PinRays`]), so a move generator need not test the king after a pinned
//! piece's move.
//!
//! Speed: [`PieceTable::new`] walks the geometry's step tables once and
//! keeps every pattern's rays, and every reversed capture ray, as flat precomputed lists
//! (`pieces/tables.rs`); move generation and the attack tests read those lists instead of
//! stepping cell by cell. They visit cells in the order the step-by-step walk did
//! (`pieces/stepwise.rs`, kept for the tests that compare both), so move order is unchanged.

use crate::geometry::{Cell, DirSet, Geometry};
use mcts::Player;
use tables::{Board, Ray, Tables, LEAP, MOVE, TAKE};

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

/// A board array of this length (one slot per possible cell byte; the cells past the board's
/// own stay empty) lets [`for_each_target`] and [`is_attacked`] read it without bounds checks.
/// Any shorter slice covering the board's cells works too.
pub const BOARD_LEN: usize = 256;

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

/// The most attack groups (direction sets some piece captures along) a table may have.
const MAX_GROUPS: usize = 16;

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
    /// `by_piece[piece byte]`: the reach of that piece along the set when it belongs to the
    /// group's attacking player, else 0 (one lookup instead of owner and kind tests).
    by_piece: [u8; 2 * MAX_KINDS],
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
    /// The rays of every pattern and attack group, precomputed ([`tables`]).
    tables: Tables,
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
            tables: Tables::default(),
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
                                by_piece: [0; 2 * MAX_KINDS],
                            });
                            groups.len() - 1
                        }
                    };
                    let g = &mut groups[g];
                    g.reach[code] = g.reach[code].max(range);
                    g.max = g.max.max(range);
                    g.by_piece[Piece::new(code as u8, Player::BOTH[side]).0 as usize] =
                        g.reach[code];
                }
            }
            t.spans[code] = (start, t.comps.len() as u16);
        }
        for groups in &mut t.attacks {
            groups.sort_by_key(|g| g.set);
        }
        assert!(
            t.attacks.iter().all(|g| g.len() <= MAX_GROUPS),
            "at most {MAX_GROUPS} capture direction sets"
        );
        t.tables = Tables::build(&t);
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
/// lets two rays reach it. Order: the pattern's components in order, each set's directions in
/// order, each ray nearest cell first.
///
/// Reads the precomputed rays of `(piece, from)` (`pieces/tables.rs`); the seen-set is kept
/// only where two rays of this piece on this cell can meet.
#[inline(always)]
pub fn for_each_target(
    t: &PieceTable,
    board: &[Piece],
    from: Cell,
    piece: Piece,
    may_capture: bool,
    mut visit: impl FnMut(Cell, Piece),
) {
    let go = |c: Cell, p: Piece| {
        visit(c, p);
        true
    };
    match <&[Piece; BOARD_LEN]>::try_from(board) {
        Ok(b) => targets_in(t, b, from, piece, may_capture, go),
        Err(_) => targets_in(t, board, from, piece, may_capture, go),
    };
}

/// [`for_each_target`] on either kind of board, until `visit` returns `false`; returns whether
/// it stopped so (the walk of [`has_target`] too).
#[inline(always)]
fn targets_in<B: Board + ?Sized>(
    t: &PieceTable,
    board: &B,
    from: Cell,
    piece: Piece,
    may_capture: bool,
    mut visit: impl FnMut(Cell, Piece) -> bool,
) -> bool {
    let me = piece.owner();
    let tb = &t.tables;
    let span = tb.step_span(piece, from);
    let steps = &tb.steps[span.start as usize..span.start as usize + span.len as usize];
    let take_mask = if may_capture { MOVE | TAKE } else { MOVE };
    let mut seen = [0u64; 4];
    let mut i = 0;
    while i < steps.len() {
        let s = steps[i];
        let n = Cell::from_raw(s.cell);
        let occ = board.at(s.cell);
        let flags = s.meta & take_mask;
        let ok = if occ.is_empty() {
            flags & MOVE != 0
        } else {
            // Blocked: the rest of a slider ray is skipped.
            i += (s.meta >> 2) as usize;
            flags & TAKE != 0 && occ.owner() != me
        };
        i += 1;
        if ok {
            let fresh = !span.dup || {
                let (w, b) = (n.index() >> 6, 1u64 << (n.index() & 63));
                let f = seen[w] & b == 0;
                seen[w] |= b;
                f
            };
            if fresh && !visit(n, occ) {
                return true;
            }
        }
    }
    false
}

/// True when `piece` standing on `from` can reach at least one cell: whether
/// [`for_each_target`] would visit anything, stopping at the first target. The test of "has a
/// legal move" where every target is legal (an Uncertainty side without a king).
#[inline]
pub fn has_target(
    t: &PieceTable,
    board: &[Piece; BOARD_LEN],
    from: Cell,
    piece: Piece,
    may_capture: bool,
) -> bool {
    targets_in(t, board, from, piece, may_capture, |_, _| false)
}

/// The number of cells `piece` standing on `from` can reach ([`for_each_target`]'s visits:
/// empty cells and, when `may_capture`, enemy-held ones; a cell reached by two components
/// counts once). Pseudo-mobility for the learned evaluations: pins and checks are ignored.
#[inline]
pub fn count_targets(
    t: &PieceTable,
    board: &[Piece; BOARD_LEN],
    from: Cell,
    piece: Piece,
    may_capture: bool,
) -> u32 {
    let mut n = 0;
    targets_in(t, board, from, piece, may_capture, |_, _| {
        n += 1;
        true
    });
    n
}

/// The attack rays of every group of `by` from `target` (each ray names its group).
#[inline(always)]
fn attack_rays(t: &PieceTable, by: Player, target: Cell) -> &[Ray] {
    let tb = &t.tables;
    tb.rays_of(tb.attack[by.index()][target.index()])
}

/// Along a slider attack ray `cells` of group `g` whose first cell is `dist0` steps from the
/// target: `Some(i)` when the first piece met is `g`'s player's, at index `i`, and its reach
/// along `g` covers the distance; `None` otherwise.
#[inline(always)]
fn first_hit(board: &[Piece], g: &AttackGroup, cells: &[Cell], dist0: u8) -> Option<usize> {
    let i = cells.iter().position(|n| !board[n.index()].is_empty())?;
    let reach = g.by_piece[board[cells[i].index()].0 as usize];
    (reach as usize >= dist0 as usize + i).then_some(i)
}

/// True when a piece of `by` could capture on `target` (a piece whose capture components reach
/// it along an unblocked ray). The caller decides whether `by` may capture at all. Looks from
/// `target` along each reversed capture set ([`Geometry::reverse`]), so one-way patterns are
/// right: a piece on `a` attacks `target` along vector `v` exactly when `a` is reached from
/// `target` along `-v`. Reads the precomputed attack rays (`pieces/tables.rs`).
#[inline]
pub fn is_attacked(t: &PieceTable, board: &[Piece], target: Cell, by: Player) -> bool {
    match <&[Piece; BOARD_LEN]>::try_from(board) {
        Ok(b) => attacked_in(t, b, target, by),
        Err(_) => attacked_in(t, board, target, by),
    }
}

/// [`is_attacked`] on either kind of board.
#[inline(always)]
fn attacked_in<B: Board + ?Sized>(t: &PieceTable, board: &B, target: Cell, by: Player) -> bool {
    let tb = &t.tables;
    let reach = &tb.hit_reach[by.index()].0;
    let span = tb.hit_spans[by.index()][target.index()];
    let hits = &tb.hits[span.start as usize..span.start as usize + span.len as usize];
    let (leaps, hits) = hits.split_at((span.leaps as usize).min(hits.len()));
    // Leap cells: each its own ray at distance 1, so no skip; tested without branches (the
    // "is this cell empty" branch of a leap cell is as good as random).
    let mut any = false;
    for h in leaps {
        let p = board.at(h.cell);
        any |= reach[(h.group as usize & (MAX_GROUPS - 1)) << 8 | p.0 as usize] != 0;
    }
    if any {
        return true;
    }
    let mut i = 0;
    while i < hits.len() {
        let h = hits[i];
        let p = board.at(h.cell);
        if !p.is_empty() {
            if reach[(h.group as usize & (MAX_GROUPS - 1)) << 8 | p.0 as usize] >= h.dist {
                return true;
            }
            // Blocked: skip the rest of this ray.
            i += h.skip as usize;
        }
        i += 1;
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
    let groups = &t.attacks[by.index()];
    let mut bits = [0u64; 4];
    for r in attack_rays(t, by, target) {
        let g = &groups[r.group as usize];
        let cells = t.tables.cells_of(r);
        if r.flags & LEAP != 0 {
            for &n in cells {
                if g.by_piece[board[n.index()].0 as usize] != 0 {
                    set_bit(&mut bits, n);
                }
            }
        } else if let Some(i) = first_hit(board, g, cells, 1) {
            for &n in &cells[..=i] {
                set_bit(&mut bits, n);
            }
        }
    }
    bits
}

/// Every cell a piece of `by` could capture on as the board stands (the cells for which
/// [`is_attacked`] is true), as a bit set over cell indices (`bits[cell / 64] >> (cell % 64) & 1`).
/// Each piece walks the forward rays of its capture components.
pub fn attack_map(t: &PieceTable, board: &[Piece], by: Player) -> [u64; 4] {
    let tb = &t.tables;
    let n = t.geo.ncells;
    let mut bits = [0u64; 4];
    for (from, &piece) in board.iter().enumerate().take(n) {
        if piece.is_empty() || piece.owner() != by {
            continue;
        }
        let span = tb.forward[(piece.code() as usize * 2 + by.index()) * n + from];
        for r in tb.rays_of(span) {
            if r.flags & TAKE == 0 {
                continue;
            }
            let leap = r.flags & LEAP != 0;
            for &c in tb.cells_of(r) {
                set_bit(&mut bits, c);
                if !leap && !board[c.index()].is_empty() {
                    break;
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
    let groups = &t.attacks[by.index()];
    for r in attack_rays(t, by, target) {
        let g = &groups[r.group as usize];
        if g.max <= 1 {
            continue;
        }
        let cells = t.tables.cells_of(r);
        if cells[0] == vacated && first_hit(board, g, &cells[1..], 2).is_some() {
            return true;
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
    let groups = &t.attacks[by.index()];
    let mut bits = [0u64; 4];
    for r in attack_rays(t, by, king) {
        let g = &groups[r.group as usize];
        if g.max <= 1 {
            continue;
        }
        let cells = t.tables.cells_of(r);
        // The first piece on the ray: the shield if it is the king's side's.
        let Some(i) = cells.iter().position(|c| !board[c.index()].is_empty()) else {
            continue;
        };
        if board[cells[i].index()].owner() == by {
            continue;
        }
        if first_hit(board, g, &cells[i + 1..], i as u8 + 2).is_some() {
            set_bit(&mut bits, cells[i]);
        }
    }
    bits
}

/// [`attack_lines`] and [`pin_candidates`] of the same `king` in one walk of its rays:
/// `(lines, pins)`, each exactly what the separate function returns. The same walk as
/// [`lines_and_pin_rays`], which the move generators call; this form drops the pin rays.
#[inline]
pub fn lines_and_pins(
    t: &PieceTable,
    board: &[Piece],
    king: Cell,
    by: Player,
) -> ([u64; 4], [u64; 4]) {
    let (lines, pins, _) = lines_and_pin_rays(t, board, king, by);
    (lines, pins)
}

mod king;
#[cfg(test)]
mod stepwise;
mod tables;

pub use king::{is_attacked_by_rays, leap_attack_map, lines_and_pin_rays, PinRays, MAX_PIN_RAYS};
#[cfg(test)]
mod tests;
