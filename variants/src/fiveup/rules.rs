//! Five Up rules: attacks, playing a move, draws by rule, evaluation and Zobrist hashing
//! (Five Up, 003_3455fa5195cbf461.txt; RULINGS "Five Up" and "All games").

use mcts::{Player, Termination};

use super::{
    FMove, FiveUp, Tables, BISHOP, BLACK, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP, GUARD, KIND_MASK,
    KING, KNIGHT, NCELLS, NO_CELL, PAWN, QUEEN, ROOK, SHARED, UNICORN, UNICORN_VALUE, VALUES,
    WIZARD,
};

const ZSEED: u64 = 0xF1BE_0F5C_0BE5_0003;

/// Zobrist key of piece byte `p` on `cell` (p < 64: kind, colour and the unicorn bit, so a
/// shared cell, a unicorn alone and a piece alone all have their own keys).
#[inline]
pub(crate) fn zpiece(cell: usize, p: u8) -> u64 {
    crate::zobrist::key(ZSEED, (cell * 64 + p as usize) as u64)
}
#[inline]
fn zside() -> u64 {
    crate::zobrist::key(ZSEED, 10_000)
}
#[inline]
fn zcastled(s: usize) -> u64 {
    crate::zobrist::key(ZSEED, 10_001 + s as u64)
}
#[inline]
fn zep(cell: u8) -> u64 {
    crate::zobrist::key(ZSEED, 10_100 + cell as u64)
}
/// Zobrist key of "the content of `cell` has moved" (hypertorus, non-combatant rule).
#[inline]
fn zmoved(cell: usize) -> u64 {
    crate::zobrist::key(ZSEED, 10_300 + cell as u64)
}

/// Zobrist key of "the pawn on `cell`, its own double-step start cell, has moved".
#[inline]
fn zspent(cell: usize) -> u64 {
    crate::zobrist::key(ZSEED, 10_500 + cell as u64)
}

/// The evaluation weight of a cell byte: the piece's seed value plus [`UNICORN_VALUE`] for a
/// unicorn on the cell.
#[inline]
pub(crate) fn value(p: u8) -> i16 {
    VALUES[(p & KIND_MASK) as usize] + if p & UNICORN != 0 { UNICORN_VALUE } else { 0 }
}

/// True if a piece of side `by` (0 White, 1 Black) could capture on `cell` (whose own
/// content is ignored). `occ` is the set of occupied cells (the blockers); `pieces` is `by`'s pieces per kind (as
/// bit sets) and `exclude` a set of cells whose `by` pieces no longer count (a piece just
/// captured in a trial move). Attack patterns (seed, each piece; RULINGS "Five Up"): rook and
/// queen along orthogonals; bishop, queen and wizard along 2D diagonals; wizard along 3D
/// diagonals; king one orthogonal or 3D-diagonal step; guard any one step; knight leaps; a
/// pawn along its five capture directions (Figure 6). Rays stop at the first piece, and on the
/// hypercylinder before coming back to `cell`. Lines holding no such slider are not walked.
/// With unicorns (seed, "Riding on a Unicorn"): a unicorn alone (index 0) attacks nothing; a
/// piece sharing with a unicorn (index [`SHARED`]) attacks with its own pattern and along the
/// 24 unicorn leaps (the leap set is symmetric, so the leaps from `cell` find the attackers).
/// On the hypertorus the caller puts the pieces that have not moved into `exclude`.
#[inline]
pub(crate) fn attacked(
    t: &Tables,
    occ: u128,
    pieces: &[u128; 10],
    exclude: u128,
    cell: usize,
    by: usize,
) -> bool {
    let p = |k: u8| pieces[k as usize] & !exclude;
    if t.knight_mask[cell] & p(KNIGHT) != 0
        || t.unicorn_mask[cell] & pieces[SHARED] & !exclude != 0
        || t.guard_mask[cell] & p(GUARD) != 0
        || t.king_mask[cell] & p(KING) != 0
        || t.pawn_from[by][cell] & p(PAWN) != 0
    {
        return true;
    }
    let q = p(QUEEN);
    let w = p(WIZARD);
    let sliders = [p(ROOK) | q, p(BISHOP) | q | w, w];
    let lines = &t.lines[cell];
    for (class, range) in [(0usize, 0usize..6), (1, 6..18), (2, 18..26)] {
        let set = sliders[class];
        if lines[class] & set == 0 {
            continue;
        }
        for d in range {
            if t.ray[cell][d] & set == 0 {
                continue;
            }
            if let Some(c) = t.first_piece(occ, cell, d) {
                if set >> c & 1 == 1 {
                    return true;
                }
            }
        }
    }
    false
}

impl FiveUp {
    /// The Zobrist hash from scratch: pieces (unicorn bit included), player to move, castling
    /// used, en-passant cells, and on the hypertorus the moved cells.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for c in 0..NCELLS {
            if self.board[c] != 0 {
                h ^= zpiece(c, self.board[c]);
            }
            if self.moved >> c & 1 == 1 {
                h ^= zmoved(c);
            }
            if self.spent >> c & 1 == 1 {
                h ^= zspent(c);
            }
        }
        if self.side == Player::Black {
            h ^= zside();
        }
        for s in 0..2 {
            if self.castled[s] {
                h ^= zcastled(s);
            }
        }
        for &e in &self.ep {
            if e != NO_CELL {
                h ^= zep(e);
            }
        }
        h
    }

    /// Toggles byte `p` on `cell` in the per-kind sets and the hash.
    #[inline]
    fn toggle(&mut self, cell: usize, p: u8) {
        let s = owner(p);
        let k = (p & KIND_MASK) as usize;
        self.kbb[s][k] ^= 1u128 << cell;
        if p & UNICORN != 0 && k != 0 {
            self.kbb[s][SHARED] ^= 1u128 << cell;
        }
        self.hash ^= zpiece(cell, p);
    }

    #[inline]
    fn put(&mut self, cell: usize, p: u8) {
        self.board[cell] = p;
        self.toggle(cell, p);
        self.material[owner(p)] += value(p);
    }

    #[inline]
    fn take(&mut self, cell: usize) -> u8 {
        let p = self.board[cell];
        self.board[cell] = 0;
        self.toggle(cell, p);
        self.material[owner(p)] -= value(p);
        p
    }

    /// Sets whether the content of `cell` has moved (hypertorus only), keeping the hash.
    #[inline]
    fn set_moved(&mut self, cell: usize, on: bool) {
        if (self.moved >> cell & 1 == 1) != on {
            self.moved ^= 1u128 << cell;
            self.hash ^= zmoved(cell);
        }
    }

    /// Sets whether the pawn on `cell` (its own start cell) has moved, keeping the hash.
    #[inline]
    fn set_spent(&mut self, cell: usize, on: bool) {
        if (self.spent >> cell & 1 == 1) != on {
            self.spent ^= 1u128 << cell;
            self.hash ^= zspent(cell);
        }
    }

    /// The set of occupied cells.
    #[inline]
    pub(crate) fn occ(&self) -> u128 {
        let mut o = 0;
        for s in &self.kbb {
            for &x in s {
                o |= x;
            }
        }
        o
    }

    /// Applies a legal move (from `generate`). Captures, pawn moves, castling and, on the
    /// hypertorus, a move that makes a piece "moved" for the first time are irreversible and
    /// restart the repetition history.
    ///
    /// Unicorn moves (seed, "Riding on a Unicorn"): the unicorn alone leaves its cell (a
    /// piece it shared with stays) and lands on an empty cell or joins a friendly piece; a
    /// piece moving alone from a shared cell leaves the unicorn behind; a riding pair moves
    /// as one byte. Whatever stands on the arrival cell of an enemy is captured whole, a
    /// unicorn sharing it included. A pawn promoting keeps the unicorn it carries.
    pub(crate) fn make(&mut self, mv: FMove) {
        let us = self.side.index();
        let from = mv.from as usize;
        let to = mv.to as usize;
        let base = mv.base();
        let ep_victim = self.ep_pawn as usize;
        for e in self.ep {
            if e != NO_CELL {
                self.hash ^= zep(e);
            }
        }
        self.ep = [NO_CELL; 2];
        self.ep_pawn = NO_CELL;
        let nc = self.t.noncombatant;
        let first_move = nc
            && (self.moved >> from & 1 == 0 || (self.board[to] != 0 && self.moved >> to & 1 == 0));
        let mut irreversible = first_move;
        if base == FLAG_CASTLE {
            // King and rook swap cells (seed, Castling).
            let king = self.take(from);
            let rook = self.take(to);
            self.put(to, king);
            self.put(from, rook);
            self.kings[us] = to as u8;
            self.castled[us] = true;
            self.hash ^= zcastled(us);
            irreversible = true;
            if nc {
                self.set_moved(from, true);
                self.set_moved(to, true);
            }
        } else {
            let src = self.take(from);
            let colour = src & BLACK;
            let (moving, left) = if mv.unicorn_alone() {
                (UNICORN | colour, src & !UNICORN)
            } else if !mv.rides() && src & UNICORN != 0 {
                (src & !UNICORN, UNICORN | colour)
            } else {
                (src, 0)
            };
            // `left` is a bare colour bit when a unicorn alone moves off its own cell.
            let left = if left & (KIND_MASK | UNICORN) == 0 {
                0
            } else {
                left
            };
            let mut arriving = moving;
            let dst = self.board[to];
            if dst != 0 {
                self.take(to);
                if owner(dst) == us {
                    // The unicorn joins a friendly piece (a pawn that has moved stays so).
                    arriving = dst | UNICORN;
                } else {
                    irreversible = true;
                    self.set_spent(to, false);
                }
            }
            if left != 0 {
                self.put(from, left);
            }
            if base == FLAG_EP {
                self.set_spent(ep_victim, false);
                self.take(ep_victim);
                if nc {
                    self.set_moved(ep_victim, false);
                }
            }
            let kind = moving & KIND_MASK;
            match mv.promotion() {
                Some(k) => self.put(to, k | colour | (moving & UNICORN)),
                None => self.put(to, arriving),
            }
            if kind == PAWN {
                irreversible = true;
                // The double step belongs to a pawn that has never moved: this one has, so
                // it loses it, also back on a start cell (RULINGS "Five Up").
                self.set_spent(from, false);
                if mv.promotion().is_none() && super::is_double_start(us, to) {
                    self.set_spent(to, true);
                }
            } else if kind == KING {
                self.kings[us] = to as u8;
            }
            if base == FLAG_DOUBLE {
                self.set_ep(us, from, to);
            }
            if nc {
                if left == 0 {
                    self.set_moved(from, false);
                }
                self.set_moved(to, true);
            }
        }
        self.side = self.side.other();
        self.hash ^= zside();
        self.plies += 1;
        if irreversible {
            self.history.restart(self.hash);
            self.repeated = false;
        } else {
            self.history.push(self.hash);
            self.repeated = self.history.count_alternating(self.hash) >= 3;
        }
    }

    /// After a double step from `from` to `to`: the passed cell of a straight double step, or
    /// both intermediate cells of an L that are empty (seed, Pawn; RULINGS "Five Up").
    fn set_ep(&mut self, us: usize, from: usize, to: usize) {
        let [row, layer] = self.t.pawn_push[us];
        let i1 = self.t.step(from, row);
        let i2 = self.t.step(from, layer);
        let straight_row = i1 != NO_CELL && self.t.step(i1 as usize, row) as usize == to;
        let straight_layer = i2 != NO_CELL && self.t.step(i2 as usize, layer) as usize == to;
        let cells = if straight_row {
            [i1, NO_CELL]
        } else if straight_layer {
            [i2, NO_CELL]
        } else {
            let e = |c: u8| {
                if self.board[c as usize] == 0 {
                    c
                } else {
                    NO_CELL
                }
            };
            [e(i1), e(i2)]
        };
        self.ep = cells;
        self.ep_pawn = to as u8;
        for e in cells {
            if e != NO_CELL {
                self.hash ^= zep(e);
            }
        }
    }

    /// A draw by rule that ends the game even with moves left: threefold repetition, then the
    /// move cap (RULINGS "All games").
    pub(crate) fn drawn_by_rule(&self) -> Option<Termination> {
        if self.repeated {
            Some(Termination::Repetition)
        } else if self.plies >= self.move_cap {
            Some(Termination::MoveCap)
        } else {
            None
        }
    }

    /// Material balance for the player to move in the seed's values (P 1, R 3, B 5, N 5, G 6,
    /// W 7, Q 9; "Piece Values"), squashed into `(-1, 1)` as `tanh(diff / 10)`: a knight up is
    /// about 0.46, a queen up about 0.72.
    pub(crate) fn material_eval(&self) -> f32 {
        let us = self.side.index();
        let diff = (self.material[us] - self.material[us ^ 1]) as f32;
        mcts::eval::tanh(diff / 10.0)
    }
}

/// The player index of a non-empty piece byte.
#[inline]
pub(crate) fn owner(p: u8) -> usize {
    (p >> 4 & 1) as usize
}
