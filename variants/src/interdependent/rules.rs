//! The state of Interdependent Chess and its rules: setup, legal moves (board moves and drops),
//! playing a move, check, the end of the game, repetition and evaluation
//! (Interdependent Chess, 004_0ca2faf906401d7b.txt; RULINGS "All games" and "Interdependent
//! Chess"). Borrowing itself lives in [`super::movegen`].

use mcts::{Outcome, Player, Termination};

use super::board::*;
use super::movegen::{code, kind_code, side_of, Code, Pos, SLIDES_RANK, SLIDES_TORUS};
use super::reaches::Reaches;
use crate::zobrist::{key, RepetitionHistory};

pub use super::kind::Kind;

/// A move: a board move `from` -> `to` (capturing whatever enemy stands on `to`), or, when
/// `drop` is a kind code (not 0), a drop of that kind from the mover's hand on `to`
/// (`from` = [`NONE`]). Written `c2-c3`, `c2xc3`, `S@c4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IMove {
    /// The starting cell of a board move; [`NONE`] for a drop.
    pub from: u8,
    /// The arrival cell (of the piece moved or dropped).
    pub to: u8,
    /// The dropped kind's code ([`Kind`] as `u8`), 0 for a board move.
    pub drop: u8,
}

impl IMove {
    /// A board move.
    pub fn step(from: usize, to: usize) -> IMove {
        IMove {
            from: from as u8,
            to: to as u8,
            drop: 0,
        }
    }
    /// A drop of `kind` on `to`.
    pub fn drop(kind: Kind, to: usize) -> IMove {
        IMove {
            from: NONE,
            to: to as u8,
            drop: kind as u8,
        }
    }
    /// True for a drop.
    pub fn is_drop(self) -> bool {
        self.drop != 0
    }
}

/// The seed's setup, rank 7 first (Black lower case, White upper case).
pub const SETUP: &str = "snukns/cgttgc/6/6/6/CGTTGC/SNUKNS w - 0";

// Zobrist keys: piece code (0..16) x cell, side to move, hand[side][kind][count 0..=4].
static PIECE_KEYS: [[u64; NCELLS]; 16] = {
    let mut t = [[0u64; NCELLS]; 16];
    let mut i = 0;
    while i < 16 * NCELLS {
        t[i / NCELLS][i % NCELLS] = key(0x1d_0001, i as u64);
        i += 1;
    }
    t
};
const SIDE_KEY: u64 = key(0x1d_0002, 0);
static HAND_KEYS: [[[u64; 5]; 8]; 2] = {
    let mut t = [[[0u64; 5]; 8]; 2];
    let mut i = 0;
    while i < 80 {
        t[i / 40][(i / 5) % 8][i % 5] = key(0x1d_0003, i as u64);
        i += 1;
    }
    t
};

// Repetition (RULINGS All games): no move is irreversible in this game. A capture can be undone
// by a recapture and a drop (a piece changes sides each time it is captured, so its old owner
// can win it back), and a drop by that piece being captured twice. So the history is never reset
// and the look-back runs over the whole game ([`RepetitionHistory`] keeps every position: 320
// inline, older ones spilled to shared blocks).

/// An Interdependent Chess game state: the board (58 bytes), hands, kings, side to move, plies,
/// hash, the cheap outcome and the repetition history (1.3 KB inline). Cloning allocates nothing.
#[derive(Clone)]
pub struct Interdependent {
    pub(crate) pos: Pos,
    /// `hand[side][kind code]`: pieces held in hand, by their new owner.
    pub(crate) hand: [[u8; 8]; 2],
    pub(crate) kings: [u8; 2],
    pub(crate) side: Player,
    pub(crate) plies: u32,
    pub(crate) move_cap: u32,
    pub(crate) hash: u64,
    pub(crate) history: RepetitionHistory,
    /// Repetition or move cap, found cheaply in `play`; checkmate and stalemate are found by
    /// `outcome`.
    pub(crate) ended: Outcome,
}

impl Interdependent {
    /// An empty board (no kings yet) with `move_cap`; the position loader fills it in.
    pub(crate) fn blank(move_cap: u32) -> Interdependent {
        Interdependent {
            pos: Pos::EMPTY,
            hand: [[0; 8]; 2],
            kings: [NONE; 2],
            side: Player::White,
            plies: 0,
            move_cap,
            hash: 0,
            history: RepetitionHistory::default(),
            ended: Outcome::Ongoing,
        }
    }

    /// Recomputes kings, hash, history and the cheap outcome from board, hands, side and plies.
    pub(crate) fn recount(&mut self) {
        self.kings = [NONE; 2];
        for c in cells(self.pos.all()) {
            let p = self.pos.board[c];
            if kind_code(p) == Kind::King as u8 {
                self.kings[side_of(p)] = c as u8;
            }
        }
        self.hash = self.compute_hash();
        self.history.restart(self.hash);
        self.ended = self.cheap_outcome();
    }

    pub(crate) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for c in cells(self.pos.all()) {
            h ^= PIECE_KEYS[self.pos.board[c] as usize][c];
        }
        for s in 0..2 {
            for k in Kind::DROPPABLE {
                h ^= HAND_KEYS[s][k as usize][self.hand[s][k as usize] as usize];
            }
        }
        if self.side == Player::Black {
            h ^= SIDE_KEY;
        }
        h
    }

    fn cheap_outcome(&self) -> Outcome {
        if self.history.count_alternating(self.hash) >= 3 {
            Outcome::Draw {
                reason: Termination::Repetition,
            }
        } else if self.plies >= self.move_cap {
            Outcome::Draw {
                reason: Termination::MoveCap,
            }
        } else {
            Outcome::Ongoing
        }
    }

    /// The piece on `cell` as `(kind, owner)`, or `None` when empty.
    pub fn piece_at(&self, cell: usize) -> Option<(Kind, Player)> {
        let p = self.pos.board[cell];
        (p != 0).then(|| (Kind::from_code(kind_code(p)), Player::BOTH[side_of(p)]))
    }

    /// The pieces on the board (codes and occupancy masks).
    pub fn pos(&self) -> &Pos {
        &self.pos
    }

    /// How many pieces of `kind` `side` holds in hand.
    pub fn hand_count(&self, side: Player, kind: Kind) -> u8 {
        self.hand[side.index()][kind as usize]
    }

    /// Pieces on the board plus pieces in both hands (24 in every game from the setup).
    pub fn piece_total(&self) -> u32 {
        self.pos.all().count_ones() + self.hand.iter().flatten().map(|&n| n as u32).sum::<u32>()
    }

    /// The cell of `side`'s King.
    pub fn king_cell(&self, side: Player) -> usize {
        self.kings[side.index()] as usize
    }

    /// True when an enemy piece could capture `side`'s King under the borrowing rules.
    pub fn in_check(&self, side: Player) -> bool {
        let k = self.kings[side.index()];
        k != NONE && self.pos.attacked(k as usize, 1 - side.index())
    }

    /// Every position recorded for repetition (the start included).
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    /// Calls `emit` with every legal move of the side to move until it returns `false`:
    /// board moves (own non-capturing moves, borrowed captures, the Universalist's borrowed
    /// moves), then drops of each kind in hand on each empty cell; none may leave the mover's
    /// King attacked. Allocates nothing.
    pub(crate) fn generate(&self, emit: impl FnMut(IMove) -> bool) {
        Reaches::with_on(&self.pos, |r| self.generate_moves::<true>(r, emit))
    }

    /// [`Interdependent::generate`] restricted to the captures (a board move onto an enemy
    /// piece; drops never capture), in the same order. Without the per-thread reaches: most
    /// pieces reach no enemy and are skipped before any reach is computed, so bringing every
    /// reach up to date would cost more (measured in MCTS's quiescence search, 2026-12-08).
    pub(crate) fn generate_captures(&self, emit: impl FnMut(IMove) -> bool) {
        self.generate_moves::<false>(None, emit)
    }

    /// The generator: every legal move with `QUIET`, only the captures without.
    ///
    /// Legality reads a table of the enemy pieces' capture reach ([`EnemyTable`]) instead of
    /// asking every enemy piece's lenders again for each candidate. A move changes the reach of
    /// a piece that does not slide only when it changes the piece's toroidal neighbourhood,
    /// that is when the piece stands next to the move's start or arrival cell: next to the
    /// start cell it only loses a lender (its reach can only shrink), so it needs a look only
    /// if it attacked the King's cell before; next to the arrival cell it gains the mover's
    /// lending, which `EnemyTable::check` tells for the pieces that do not attack already. A
    /// rank slide also changes when the move starts or ends on its rank, a torus bishop
    /// whenever the board changes. Whatever the tables cannot tell is asked on the position
    /// after the move ([`Pos::piece_attacks`]), for those pieces only.
    ///
    /// `reaches`: every piece's reach ([`Reaches::with_on`]), or `None` to compute the reaches it
    /// needs as it goes (cheaper when the caller stops at the first move).
    fn generate_moves<const QUIET: bool>(
        &self,
        reaches: Option<&Reaches>,
        mut emit: impl FnMut(IMove) -> bool,
    ) {
        let me = self.side.index();
        let opp = 1 - me;
        let king = self.kings[me] as usize;
        let enemy = self.pos.occ[opp];
        let t = EnemyTable::new(&self.pos, reaches, king, opp);
        // The slides that can reach the King's cell: a rank slide only on the King's rank.
        let slide = t.slide_to_king;
        let king_rank_slide = t.rank_slide & RANK_MASK[rank_of(king)];
        // Not in check and no torus bishop near: a move of a piece other than the King that
        // lands on no `check` or `unsure` cell and next to no rank slide to the King, and that
        // neither leaves nor enters the King's rank while such a slide is on it, is legal (the
        // full test below would find nothing to ask). `calm` holds the cells next to those
        // slides, or every cell when the fast test does not apply.
        let calm = if t.attackers == 0 && t.torus_slide == 0 {
            cells(king_rank_slide).fold(0, |m, y| m | NEIGHBOURS[y])
        } else {
            ALL_CELLS
        };
        for x in cells(self.pos.occ[me]) {
            let quiet = if QUIET { self.pos.quiet_targets(x) } else { 0 };
            let captures = match reaches {
                Some(r) => r.reach[x] & enemy,
                None => self.pos.capture_targets(x),
            };
            let targets = quiet | captures;
            if targets == 0 {
                continue;
            }
            let p = self.pos.board[x];
            let is_king = kind_code(p) == Kind::King as u8;
            let k = kind_code(p) as usize;
            let x_rank = RANK_MASK[rank_of(x)];
            let fast = if is_king {
                0
            } else {
                let rank = match (king_rank_slide != 0, x_rank & (1u64 << king) != 0) {
                    (false, _) => 0,
                    (true, true) => ALL_CELLS,
                    (true, false) => RANK_MASK[rank_of(king)],
                };
                targets & !(calm | rank | t.check[k] | t.unsure[k])
            };
            for to in cells(targets) {
                let tb = 1u64 << to;
                if fast & tb != 0 {
                    if !emit(IMove::step(x, to)) {
                        return;
                    }
                    continue;
                }
                let after = enemy & !tb;
                let moved = NEIGHBOURS[x] | NEIGHBOURS[to];
                let (target, ask) = if is_king {
                    // Slides that can reach the King's new cell.
                    let lines = t.torus_slide | (t.rank_slide & RANK_MASK[rank_of(to)]);
                    let hits = t.hits(to, after);
                    // A piece next to the old cell loses the King as lender; one next to the
                    // new cell gains it, but moves away from it: a borrowed power that does
                    // not slide never reaches the lender's cell. So only those two and the
                    // slides can change their answer for the new cell.
                    if hits & !(NEIGHBOURS[x] | lines) != 0 {
                        // An enemy piece whose reach the move does not change attacks the
                        // King's new cell.
                        continue;
                    }
                    (to, lines | (NEIGHBOURS[x] & hits))
                } else {
                    // Slides to the King whose line the move may open or close.
                    let lines =
                        t.torus_slide | (king_rank_slide & (x_rank | RANK_MASK[rank_of(to)]));
                    if t.attackers & after & !(moved | lines) != 0 || t.check[k] & tb != 0 {
                        continue;
                    }
                    let lent = if t.unsure[k] & tb != 0 {
                        NEIGHBOURS[to]
                    } else {
                        0
                    };
                    (
                        king,
                        lent | lines | (slide & NEIGHBOURS[to]) | (moved & t.attackers),
                    )
                };
                let ask = ask & t.near & after;
                if ask != 0 {
                    let mut s = self.pos;
                    s.take(x);
                    s.take(to);
                    s.put(to, p);
                    if cells(ask).any(|y| s.piece_attacks(y, target)) {
                        continue;
                    }
                }
                if !emit(IMove::step(x, to)) {
                    return;
                }
            }
        }
        if !QUIET || self.hand[me].iter().all(|&n| n == 0) {
            return;
        }
        let empty = !self.pos.all() & ALL_CELLS;
        let drop_calm = cells(slide & enemy).fold(0, |m, y| m | NEIGHBOURS[y]);
        for kind in Kind::DROPPABLE {
            let k = kind as usize;
            if self.hand[me][k] == 0 {
                continue;
            }
            let p = code(kind, self.side);
            // Not in check, a drop on no `check` or `unsure` cell and next to no slide to the
            // King asks nothing (below): legal.
            let fast = if t.attackers == 0 {
                empty & !(t.check[k] | t.unsure[k] | drop_calm)
            } else {
                0
            };
            for to in cells(empty) {
                // A dropped piece adds a lender next to it and may block a slide on its rank
                // (or a torus bishop): any other attacker still attacks.
                let tb = 1u64 << to;
                if fast & tb != 0 {
                    if !emit(IMove::drop(kind, to)) {
                        return;
                    }
                    continue;
                }
                let lines = t.torus_slide | (king_rank_slide & RANK_MASK[rank_of(to)]);
                if t.attackers & !lines != 0 || t.check[k] & tb != 0 {
                    continue;
                }
                let lent = if t.unsure[k] & tb != 0 {
                    NEIGHBOURS[to]
                } else {
                    0
                };
                let ask = t.near & enemy & (lent | (slide & NEIGHBOURS[to]) | t.attackers);
                if ask != 0 {
                    let mut s = self.pos;
                    s.put(to, p);
                    if cells(ask).any(|y| s.piece_attacks(y, king)) {
                        continue;
                    }
                }
                if !emit(IMove::drop(kind, to)) {
                    return;
                }
            }
        }
    }

    /// True when the side to move has a legal move.
    pub(crate) fn has_legal_move(&self) -> bool {
        let me = self.side.index();
        if self.hand[me].iter().any(|&n| n > 0) {
            // Not in check, a drop on a cell no enemy piece touches is legal (as in
            // `generate_moves`): found without the board moves' lenders.
            let enemy = self.pos.occ[1 - me];
            let empty = !self.pos.all() & ALL_CELLS;
            if cells(empty).any(|t| NEIGHBOURS[t] & enemy == 0) && !self.in_check(self.side) {
                return true;
            }
        }
        let mut any = false;
        self.generate_moves::<true>(None, |_| {
            any = true;
            false
        });
        any
    }

    /// True when `mv` is a legal move here.
    pub(crate) fn is_legal(&self, mv: IMove) -> bool {
        let mut found = false;
        self.generate(|m| {
            found = m == mv;
            !found
        });
        found
    }

    #[inline]
    fn set_hand(&mut self, s: usize, k: usize, n: u8) {
        self.hash ^= HAND_KEYS[s][k][self.hand[s][k] as usize] ^ HAND_KEYS[s][k][n as usize];
        self.hand[s][k] = n;
    }

    /// Applies a legal move: a capture sends the captured piece, changed to the captor's side,
    /// into the captor's hand (seed, Short Rules 1); a drop takes the piece from the hand.
    pub(crate) fn apply(&mut self, mv: IMove) {
        let me = self.side;
        let s = me.index();
        let to = mv.to as usize;
        if mv.is_drop() {
            let k = mv.drop as usize;
            let n = self.hand[s][k] - 1;
            self.set_hand(s, k, n);
            let p = code(Kind::from_code(mv.drop), me);
            self.pos.put(to, p);
            self.hash ^= PIECE_KEYS[p as usize][to];
        } else {
            let from = mv.from as usize;
            let p = self.pos.take(from);
            let cap = self.pos.take(to);
            if cap != 0 {
                debug_assert_ne!(kind_code(cap), Kind::King as u8, "a King is never captured");
                self.hash ^= PIECE_KEYS[cap as usize][to];
                let k = kind_code(cap) as usize;
                let n = self.hand[s][k] + 1;
                self.set_hand(s, k, n);
            }
            self.pos.put(to, p);
            self.hash ^= PIECE_KEYS[p as usize][from] ^ PIECE_KEYS[p as usize][to];
            if kind_code(p) == Kind::King as u8 {
                self.kings[s] = to as u8;
            }
        }
        self.side = me.other();
        self.hash ^= SIDE_KEY;
        self.plies += 1;
        self.history.push(self.hash);
        self.ended = self.cheap_outcome();
    }

    /// The outcome: no legal move is checkmate (King attacked, a win for the other side) or
    /// stalemate (a draw); checked before repetition and the move cap, so a mate on the capped
    /// ply is a mate.
    pub(crate) fn outcome_now(&self) -> Outcome {
        if !self.has_legal_move() {
            return Outcome::no_legal_moves(self.side, self.in_check(self.side));
        }
        self.ended
    }

    /// Material on the board and in hand for the side to move, squashed by `tanh(diff / 8)` to
    /// `(-1, 1)`. Weights: [`Kind::value`]; a piece in hand counts 1.1 times its weight, since it
    /// can be dropped on any empty cell (the Shogi experience).
    pub(crate) fn evaluate_now(&self) -> f32 {
        let mut score = [0f32; 2];
        for c in cells(self.pos.all()) {
            let p: Code = self.pos.board[c];
            score[side_of(p)] += Kind::from_code(kind_code(p)).value();
        }
        for (s, sc) in score.iter_mut().enumerate() {
            for k in Kind::DROPPABLE {
                *sc += 1.1 * k.value() * self.hand[s][k as usize] as f32;
            }
        }
        let me = self.side.index();
        mcts::eval::tanh((score[me] - score[1 - me]) / 8.0)
    }
}

/// The enemy pieces' capture reach as one position's legality test needs it: for each enemy
/// piece that could reach the mover's King's cell or a cell the King can move to under some
/// lending (the others never can, whatever a move changes), its reach ([`Pos::reach`]), which
/// of them slide and which attack the King now, and where a new lender would give one of
/// them a capture on the King. On the generator's stack (504 bytes), filled once per
/// generation; not part of the game state.
struct EnemyTable {
    /// `reach[y]` for the enemy pieces in `near` (other entries unused).
    reach: [u64; NCELLS],
    /// Enemy pieces that may reach the King's cell or a cell the King can move to.
    near: u64,
    /// Enemy pieces in `near` whose reach includes a rank slide (a Conservative's).
    rank_slide: u64,
    /// Enemy pieces in `near` whose reach includes the torus bishop.
    torus_slide: u64,
    /// The torus bishops and the rank slides on the King's rank: the slides that may reach
    /// the King's cell.
    slide_to_king: u64,
    /// Enemy pieces attacking the King's cell.
    attackers: u64,
    /// `check[k]`: cells where a piece of kind `k` (as lender) surely gives some enemy piece of
    /// `near` that neither attacks the King nor is in `slide_to_king` a capture on the King's
    /// cell.
    check: [u64; 8],
    /// `unsure[k]`: cells where a piece of kind `k` lends such a piece a slide that may reach
    /// the King's cell; the position after the move tells.
    unsure: [u64; 8],
}

impl EnemyTable {
    #[inline]
    fn new(pos: &Pos, reaches: Option<&Reaches>, king: usize, opp: usize) -> EnemyTable {
        // The King steps to a cell next to it or captures by borrowing, anywhere its lenders
        // reach.
        let king_captures = match reaches {
            Some(r) => r.reach[king] & pos.occ[opp],
            None => pos.capture_targets(king),
        };
        let zone = KING_MASK[king] | (1u64 << king) | king_captures;
        let mut t = EnemyTable {
            reach: [0; NCELLS],
            near: 0,
            rank_slide: 0,
            torus_slide: 0,
            slide_to_king: 0,
            attackers: 0,
            check: [0; 8],
            unsure: [0; 8],
        };
        for y in cells(pos.occ[opp]) {
            if !pos.may_reach(y, zone) {
                continue;
            }
            let b = 1u64 << y;
            let (r, rank, torus) = match reaches {
                Some(c) => (c.reach[y], c.rank_slide & b, c.torus_slide & b),
                None => {
                    let (r, slides) = pos.reach(y);
                    let flag = |f: u8| if slides & f != 0 { b } else { 0 };
                    (r, flag(SLIDES_RANK), flag(SLIDES_TORUS))
                }
            };
            t.reach[y] = r;
            t.near |= b;
            t.rank_slide |= rank;
            t.torus_slide |= torus;
            if r & (1u64 << king) != 0 {
                t.attackers |= b;
            }
        }
        t.slide_to_king = t.torus_slide | (t.rank_slide & RANK_MASK[rank_of(king)]);
        // A rank slide elsewhere never reaches the King's cell, whatever the move opens or
        // closes: such a piece is tabled like one that does not slide.
        for y in cells(t.near & !(t.attackers | t.slide_to_king)) {
            pos.lend_checks(y, king, |d, sure, unsure| {
                let l = 1u64 << TORUS[y][opposite(d)];
                for k in cells(sure as u64) {
                    t.check[k] |= l;
                }
                for k in cells(unsure as u64) {
                    t.unsure[k] |= l;
                }
            });
        }
        t
    }

    /// The enemy pieces among `among` whose reach contains `cell` (the King's or one it can move
    /// to).
    #[inline]
    fn hits(&self, cell: usize, among: u64) -> u64 {
        let mut h = 0;
        for y in cells(self.near & among) {
            if self.reach[y] & (1u64 << cell) != 0 {
                h |= 1u64 << y;
            }
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legality tables of random positions against recomputation: `attackers` is every
    /// enemy piece whose capture reach holds the King's cell, `near` holds every enemy piece
    /// that reaches the King's cell or a cell the King can move to, the slide masks are the
    /// pieces whose reach slides, and every `check` cell, filled with a piece of that kind,
    /// gives some enemy piece a capture on the King. And the generator's moves equal a full
    /// check of every candidate (`attacked` on the position after it). Counts make sure the
    /// positions exercise checks, slides to the King, torus bishops and the lending tables.
    #[test]
    fn enemy_tables_equal_a_recomputation() {
        let (mut in_check, mut rank, mut torus, mut check, mut unsure) = (0, 0, 0, 0, 0);
        let mut kept_reaches = 0;
        super::super::each_random_position(71, 80, |g| {
            let me = g.side.index();
            let opp = 1 - me;
            let king = g.kings[me] as usize;
            let pos = &g.pos;
            let reaches = Reaches::of(pos);
            if let Some(kept) = Reaches::with_on(pos, |r| r.copied()) {
                assert_eq!(kept, reaches, "{g:?}");
                kept_reaches += 1;
            }
            let t = EnemyTable::new(pos, Some(&reaches), king, opp);
            let u = EnemyTable::new(pos, None, king, opp);
            assert_eq!(
                (t.near, t.attackers, t.rank_slide, t.torus_slide, t.check, t.unsure),
                (u.near, u.attackers, u.rank_slide, u.torus_slide, u.check, u.unsure),
                "{g:?}"
            );
            let zone = KING_MASK[king] | (1 << king) | pos.capture_targets(king);
            let mut attackers = 0;
            for y in cells(pos.occ[opp]) {
                let (r, sl) = pos.reach(y);
                if r & (1 << king) != 0 {
                    attackers |= 1 << y;
                }
                if r & zone != 0 {
                    assert!(t.near & (1 << y) != 0, "{g:?} {y}");
                }
                if t.near & (1 << y) != 0 {
                    assert_eq!(t.rank_slide & (1 << y) != 0, sl & SLIDES_RANK != 0, "{g:?}");
                    assert_eq!(t.torus_slide & (1 << y) != 0, sl & SLIDES_TORUS != 0, "{g:?}");
                }
            }
            assert_eq!(t.attackers, attackers, "{g:?}");
            for k in Kind::DROPPABLE {
                for l in cells(t.check[k as usize] & !pos.all()) {
                    let mut s = *pos;
                    s.put(l, code(k, g.side));
                    assert!(s.attacked(king, opp), "{g:?} {k:?} on {l}");
                    check += 1;
                }
                unsure += (t.unsure[k as usize] != 0) as u32;
            }
            in_check += (attackers != 0) as u32;
            rank += (t.rank_slide & RANK_MASK[rank_of(king)] != 0) as u32;
            torus += (t.torus_slide != 0) as u32;
            let mut got = Vec::new();
            g.generate(|m| {
                got.push(m);
                true
            });
            let mut uncached = Vec::new();
            g.generate_moves::<true>(None, |m| {
                uncached.push(m);
                true
            });
            assert_eq!(got, uncached, "{g:?}");
            let mut want = Vec::new();
            for x in cells(pos.occ[me]) {
                for to in cells(pos.quiet_targets(x) | pos.capture_targets(x)) {
                    let mut s = *pos;
                    let p = s.take(x);
                    s.take(to);
                    s.put(to, p);
                    let k = if kind_code(p) == Kind::King as u8 { to } else { king };
                    if !s.attacked(k, opp) {
                        want.push(IMove::step(x, to));
                    }
                }
            }
            for k in Kind::DROPPABLE {
                if g.hand[me][k as usize] > 0 {
                    for to in cells(!pos.all() & ALL_CELLS) {
                        let mut s = *pos;
                        s.put(to, code(k, g.side));
                        if !s.attacked(king, opp) {
                            want.push(IMove::drop(k, to));
                        }
                    }
                }
            }
            assert_eq!(got, want, "{g:?}");
        });
        assert!(kept_reaches > 10_000, "{kept_reaches} kept reaches");
        assert!(
            in_check > 100 && rank > 100 && torus > 20 && check > 1000 && unsure > 100,
            "{in_check} checks, {rank} rank slides to the King, {torus} torus bishops, \
             {check} check cells, {unsure} unsure tables"
        );
    }

    #[test]
    fn has_legal_move_agrees_with_the_generator() {
        // Random games, each position asked twice: the shortcut through a free drop and the
        // full generator. Positions with a hand and with a check both occur.
        let (mut with_hand, mut in_check) = (0, 0);
        super::super::each_random_position(5, 30, |g| {
            let mut any = false;
            g.generate(|_| {
                any = true;
                false
            });
            assert_eq!(g.has_legal_move(), any, "{g:?}");
            with_hand += g.hand[g.side.index()].iter().any(|&n| n > 0) as u32;
            in_check += g.in_check(g.side) as u32;
        });
        assert!(
            with_hand > 1000 && in_check > 10,
            "{with_hand} with a hand, {in_check} checks"
        );
    }
}
