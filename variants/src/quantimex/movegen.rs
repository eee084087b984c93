//! Freezing and move generation (001_458953bcf665a48d.txt, "Pieces" and rules 2-3; RULINGS
//! "Quantimex"). Allocation-free: moves go to a callback.

use mcts::Player;

use super::hex::{HEX, NCELLS, NONE};
use super::pieces::{code, kind_of, side_of, Kind, PAWN_DIRS};
use super::{QMove, Quantimex};

/// The most cells a slide may pass, jumped cells included (RULINGS "Quantimex": "up to 6 steps"
/// counts every cell passed).
pub const MAX_STEPS: usize = 6;

impl Quantimex {
    /// True when the piece on `cell` is frozen: an enemy Immobilizer is adjacent, or the piece
    /// is an Immobilizer and an enemy Mimic is adjacent (RULINGS "Quantimex", Immobilizer; two
    /// adjacent enemy Immobilizers freeze each other by the first clause). False on an empty
    /// cell.
    #[inline]
    pub fn is_frozen(&self, cell: usize) -> bool {
        let pc = self.board[cell];
        if pc == 0 {
            return false;
        }
        let me = side_of(pc);
        let is_imm = kind_of(pc) == Kind::Immobilizer;
        for &n in &HEX.step[cell] {
            if n == NONE {
                continue;
            }
            let x = self.board[n as usize];
            if x == 0 || side_of(x) == me {
                continue;
            }
            match kind_of(x) {
                Kind::Immobilizer => return true,
                Kind::Mimic if is_imm => return true,
                _ => {}
            }
        }
        false
    }

    /// Calls `emit` with every legal move of the player to decide, until it returns `false`.
    /// Ignores whether the game has ended (callers check).
    ///
    /// - A pending destination decision: one move `@cell` per empty candidate (the intended
    ///   cell, which holds the moved piece, counts as empty).
    /// - Otherwise, per own piece: a frozen King only enthrones; any other frozen piece only
    ///   leaves by removal (`~cell`); unfrozen pieces move by their kind.
    pub(super) fn generate(&self, mut emit: impl FnMut(QMove) -> bool) {
        if let Some(p) = self.pending {
            let (cells, k) =
                self.spread
                    .cells(&HEX, p.dest as usize, p.dir as usize, p.steps as usize);
            for &c in &cells[..k] {
                if (c == p.dest || self.board[c as usize] == 0)
                    && !emit(QMove { from: NONE, to: c })
                {
                    return;
                }
            }
            return;
        }
        let me = self.side;
        let own_regent = code(Kind::Regent, me);
        for from in 0..NCELLS {
            let pc = self.board[from];
            if pc == 0 || side_of(pc) != me {
                continue;
            }
            let kind = kind_of(pc);
            let f = from as u8;
            if self.is_frozen(from) {
                if kind == Kind::King {
                    for &t in &HEX.step[from] {
                        if t != NONE
                            && self.board[t as usize] == own_regent
                            && !emit(QMove { from: f, to: t })
                        {
                            return;
                        }
                    }
                } else if !emit(QMove { from: f, to: NONE }) {
                    return;
                }
                continue;
            }
            let go_on = match kind {
                Kind::King => {
                    let mut ok = true;
                    for &t in &HEX.step[from] {
                        if t == NONE {
                            continue;
                        }
                        let x = self.board[t as usize];
                        if (x == 0 || side_of(x) != me || x == own_regent)
                            && !emit(QMove { from: f, to: t })
                        {
                            ok = false;
                            break;
                        }
                    }
                    ok
                }
                Kind::Pawn => self.walks(from, me, kind, &PAWN_DIRS[me.index()], &mut emit),
                _ => self.walks(from, me, kind, &[0, 1, 2, 3, 4, 5], &mut emit),
            };
            if !go_on {
                return;
            }
        }
    }

    /// The straight moves of a non-king piece along `dirs`; `false` when `emit` asked to stop.
    /// Sliders stop before any piece; a Regent or Mimic may instead take an adjacent enemy by
    /// replacement (the Mimic only a King or Regent); a Long-Leaper jumps any enemy, a Mimic
    /// only an enemy Long-Leaper, when the cell beyond is empty and within 6 steps.
    #[inline]
    fn walks(
        &self,
        from: usize,
        me: Player,
        kind: Kind,
        dirs: &[usize],
        emit: &mut impl FnMut(QMove) -> bool,
    ) -> bool {
        let f = from as u8;
        for &d in dirs {
            let mut cur = from;
            let mut steps = 0;
            loop {
                let t = HEX.step[cur][d];
                steps += 1;
                if t == NONE || steps > MAX_STEPS {
                    break;
                }
                let x = self.board[t as usize];
                if x == 0 {
                    if !emit(QMove { from: f, to: t }) {
                        return false;
                    }
                    cur = t as usize;
                    continue;
                }
                if side_of(x) == me {
                    break;
                }
                let xk = kind_of(x);
                if steps == 1
                    && (kind == Kind::Regent
                        || (kind == Kind::Mimic && matches!(xk, Kind::King | Kind::Regent)))
                {
                    if !emit(QMove { from: f, to: t }) {
                        return false;
                    }
                    break;
                }
                let jumps =
                    kind == Kind::LongLeaper || (kind == Kind::Mimic && xk == Kind::LongLeaper);
                if !jumps {
                    break;
                }
                let beyond = HEX.step[t as usize][d];
                if beyond == NONE || steps + 1 > MAX_STEPS || self.board[beyond as usize] != 0 {
                    break;
                }
                cur = t as usize;
            }
        }
        true
    }

    /// True when the player to decide has a legal move (stops at the first).
    pub(super) fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.generate(|_| {
            any = true;
            false
        });
        any
    }
}
