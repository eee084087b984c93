//! Playing a move: captures by every method, enthronement, removal, the uncertain destination
//! and its decision, and the cheap end-of-game checks (001_458953bcf665a48d.txt; RULINGS
//! "Quantimex" and "All games").

use mcts::{Outcome, Player, Termination};

use super::hex::{opposite, HEX, NCELLS, NONE};
use super::pieces::{code, is_pawn_dir, kind_of, side_of, Kind};
use super::{Pending, QMove, Quantimex};
use crate::zobrist::key;

/// `PIECE_KEYS[code][cell]`.
static PIECE_KEYS: [[u64; NCELLS]; 25] = {
    let mut t = [[0u64; NCELLS]; 25];
    let mut p = 0;
    while p < 25 {
        let mut c = 0;
        while c < NCELLS {
            t[p][c] = key(0x9e7_0001, (p * NCELLS + c) as u64);
            c += 1;
        }
        p += 1;
    }
    t
};
/// XORed in while Green is to decide.
const SIDE_KEY: u64 = key(0x9e7_0002, 0);
/// Pending decision keys: intended cell, direction, step count.
const PEND_DEST: [u64; NCELLS] = {
    let mut t = [0u64; NCELLS];
    let mut c = 0;
    while c < NCELLS {
        t[c] = key(0x9e7_0003, c as u64);
        c += 1;
    }
    t
};
const PEND_DIR: [u64; 6] = {
    let mut t = [0u64; 6];
    let mut c = 0;
    while c < 6 {
        t[c] = key(0x9e7_0004, c as u64);
        c += 1;
    }
    t
};
const PEND_STEPS: [u64; 7] = {
    let mut t = [0u64; 7];
    let mut c = 0;
    while c < 7 {
        t[c] = key(0x9e7_0005, c as u64);
        c += 1;
    }
    t
};

#[inline]
fn pending_key(p: Pending) -> u64 {
    PEND_DEST[p.dest as usize] ^ PEND_DIR[p.dir as usize] ^ PEND_STEPS[p.steps as usize]
}

impl Quantimex {
    /// The Zobrist hash from scratch: pieces, the player to decide, the pending decision.
    pub(super) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (c, &p) in self.board.iter().enumerate() {
            if p != 0 {
                h ^= PIECE_KEYS[p as usize][c];
            }
        }
        if self.side == Player::Black {
            h ^= SIDE_KEY;
        }
        if let Some(p) = self.pending {
            h ^= pending_key(p);
        }
        h
    }

    /// Recomputes kings, hash, history and the cheap outcome after the board, side, pending
    /// decision and counters were set directly (start and loaded positions).
    pub(super) fn recount(&mut self) {
        self.kings = [NONE; 2];
        self.counts = [0; 32];
        self.freezers = 0;
        for c in 0..NCELLS {
            let p = self.board[c];
            if p == 0 {
                continue;
            }
            self.counts[p as usize] += 1;
            match kind_of(p) {
                Kind::King => self.kings[side_of(p).index()] = c as u8,
                Kind::Immobilizer | Kind::Mimic => self.freezers |= 1 << c,
                _ => {}
            }
        }
        self.hash = self.compute_hash();
        self.history.restart(self.hash);
        self.ended = self.cheap_outcome();
    }

    /// King capture, threefold repetition (same hash = same pieces, same player to decide,
    /// same pending decision; no alternation assumed), move cap (whole turns, checked only
    /// when no decision is pending).
    pub(super) fn cheap_outcome(&self) -> Outcome {
        for p in Player::BOTH {
            if self.kings[p.index()] == NONE {
                return Outcome::Win {
                    winner: p.other(),
                    reason: Termination::KingCaptured,
                };
            }
        }
        if self.history.count(self.hash) >= 3 {
            return Outcome::Draw {
                reason: Termination::Repetition,
            };
        }
        if self.pending.is_none() && self.turns >= self.move_cap {
            return Outcome::Draw {
                reason: Termination::MoveCap,
            };
        }
        Outcome::Ongoing
    }

    #[inline]
    fn remove(&mut self, cell: usize) {
        let p = self.board[cell];
        self.hash ^= PIECE_KEYS[p as usize][cell];
        self.counts[p as usize] -= 1;
        self.freezers &= !(1 << cell);
        if kind_of(p) == Kind::King {
            self.kings[side_of(p).index()] = NONE;
        }
        self.board[cell] = 0;
    }

    #[inline]
    fn relocate(&mut self, from: usize, to: usize) {
        let p = self.board[from];
        self.hash ^= PIECE_KEYS[p as usize][from] ^ PIECE_KEYS[p as usize][to];
        self.board[from] = 0;
        self.board[to] = p;
        match kind_of(p) {
            Kind::King => self.kings[side_of(p).index()] = to as u8,
            Kind::Immobilizer | Kind::Mimic => self.freezers ^= 1 << from | 1 << to,
            _ => {}
        }
    }

    #[inline]
    fn enemy_at(&self, cell: u8, me: Player) -> Option<Kind> {
        if cell == NONE {
            return None;
        }
        let x = self.board[cell as usize];
        (x != 0 && side_of(x) != me).then(|| kind_of(x))
    }

    /// How many candidate cells of a pending decision are empty (the intended cell, holding the
    /// moved piece, counts as empty).
    pub(super) fn open_candidates(&self, p: Pending) -> usize {
        let (cells, k) = self
            .spread
            .cells(&HEX, p.dest as usize, p.dir as usize, p.steps as usize);
        cells[..k]
            .iter()
            .filter(|&&c| c == p.dest || self.board[c as usize] == 0)
            .count()
    }

    /// Arrival captures of the piece of `mover` standing on `x` after a move along `d`
    /// ([`arrival_targets`]), taken from the board. True if anything was taken.
    fn arrival_captures(&mut self, x: usize, d: usize, mover: Player) -> bool {
        let targets = arrival_targets(&self.board, self.kings[mover.index()], x, d, mover);
        let mut bits = targets;
        while bits != 0 {
            let c = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            self.remove(c);
        }
        targets != 0
    }

    /// True when `mv` (legal here) captures when it is played: a replacement capture, a
    /// path capture (Long-Leaper jumps, the Mimic's jumps of Long-Leapers), a withdrawal, or,
    /// when no destination decision follows, an arrival capture (pincer, coordinator). A move
    /// whose destination the opponent chooses counts only what it takes before the choice:
    /// its arrival captures depend on the opponent's choice, which is not known yet (and which
    /// the opponent will use to avoid them where it can). A destination decision and a removal
    /// never capture an enemy of the player making them (a decision's arrival captures take the
    /// decider's own pieces). See docs/rules/quantimex.md ("Captures for search").
    pub(super) fn captures_now(&self, mv: QMove) -> bool {
        if mv.from == NONE || mv.to == NONE {
            return false;
        }
        let (from, to) = (mv.from as usize, mv.to as usize);
        let me = self.side;
        let piece = self.board[from];
        let kind = kind_of(piece);
        if self.enemy_at(mv.to, me).is_some() {
            return true;
        }
        let (d, n) = HEX.line_between(from, to).expect("moves are straight");
        if matches!(kind, Kind::LongLeaper | Kind::Mimic) {
            let mut c = HEX.step[from][d] as usize;
            while c != to {
                if self.board[c] != 0 {
                    return true;
                }
                c = HEX.step[c][d] as usize;
            }
        }
        if matches!(kind, Kind::Withdrawer | Kind::Mimic) {
            match self.enemy_at(HEX.step[from][opposite(d)], me) {
                Some(k) if kind == Kind::Withdrawer || k == Kind::Withdrawer => return true,
                _ => {}
            }
        }
        // Nothing was taken on the way, so the board differs only by the moved piece: the
        // candidates are those of the board before the move.
        let pending = Pending {
            dest: to as u8,
            dir: d as u8,
            steps: n as u8,
        };
        if n >= 2 && self.open_candidates(pending) >= 2 {
            return false;
        }
        let mut board = self.board;
        board[from] = 0;
        board[to] = piece;
        let king = if kind == Kind::King {
            to as u8
        } else {
            self.kings[me.index()]
        };
        arrival_targets(&board, king, to, d, me) != 0
    }

    /// Applies a legal move (see [`mcts::Rules::play`]).
    pub(super) fn apply(&mut self, mv: QMove) {
        self.plies += 1;
        let me = self.side;
        if mv.from == NONE {
            // The opponent's destination decision; then arrival captures; then the decider
            // takes its own turn (to_move stays the same).
            let p = self
                .pending
                .take()
                .expect("a decision needs a pending move");
            self.hash ^= pending_key(p);
            let (dest, to) = (p.dest as usize, mv.to as usize);
            if to != dest {
                self.relocate(dest, to);
            }
            let took = self.arrival_captures(to, p.dir as usize, me.other());
            self.finish(took);
            return;
        }
        self.turns += 1;
        let from = mv.from as usize;
        if mv.to == NONE {
            // Removal of an own frozen non-king piece (rule 3).
            self.remove(from);
            self.pass();
            self.finish(true);
            return;
        }
        let to = mv.to as usize;
        let kind = kind_of(self.board[from]);
        let mut took = false;
        if self.board[to] != 0 {
            // Replacement capture, or the King's enthronement onto its own Regent.
            self.remove(to);
            took = true;
        }
        let (d, n) = HEX.line_between(from, to).expect("moves are straight");
        // Path captures, before any decision.
        match kind {
            Kind::LongLeaper | Kind::Mimic => {
                let mut c = HEX.step[from][d] as usize;
                while c != to {
                    if self.board[c] != 0 {
                        self.remove(c);
                        took = true;
                    }
                    c = HEX.step[c][d] as usize;
                }
            }
            _ => {}
        }
        if matches!(kind, Kind::Withdrawer | Kind::Mimic) {
            let back = HEX.step[from][opposite(d)];
            match self.enemy_at(back, me) {
                Some(k) if kind == Kind::Withdrawer || k == Kind::Withdrawer => {
                    self.remove(back as usize);
                    took = true;
                }
                _ => {}
            }
        }
        self.relocate(from, to);
        let kings_alive = self.kings.iter().all(|&k| k != NONE);
        if n >= 2 && kings_alive {
            let p = Pending {
                dest: to as u8,
                dir: d as u8,
                steps: n as u8,
            };
            if self.open_candidates(p) >= 2 {
                self.pending = Some(p);
                self.hash ^= pending_key(p);
                self.pass();
                self.finish(took);
                return;
            }
        }
        took |= self.arrival_captures(to, d, me);
        self.pass();
        self.finish(took);
    }

    #[inline]
    fn pass(&mut self) {
        self.side = self.side.other();
        self.hash ^= SIDE_KEY;
    }

    #[inline]
    fn finish(&mut self, irreversible: bool) {
        if irreversible {
            self.history.reset();
        }
        self.history.push(self.hash);
        self.ended = self.cheap_outcome();
    }
}

/// The kind of an enemy of `me` on `cell` of `board`, if any.
#[inline]
fn enemy_on(board: &[u8; NCELLS], cell: u8, me: Player) -> Option<Kind> {
    if cell == NONE {
        return None;
    }
    let x = board[cell as usize];
    (x != 0 && side_of(x) != me).then(|| kind_of(x))
}

/// The cells (bit `c` for cell `c`) whose enemy pieces the piece of `mover` standing on `x` of
/// `board` captures on arrival after a move along `d`, `king` being the cell of `mover`'s King
/// (RULINGS "Quantimex"): a Pincer-Pawn takes each adjacent enemy with a friendly piece of any
/// kind directly beyond, along all six lines; a Mimic does so only against Pincer-Pawns and
/// only after moving along one of its side's three pawn directions. A Coordinator takes every
/// enemy on the crossings of its three lines with the three lines of its King and of each of
/// its Regents; a Mimic does so only against Coordinators. Taking one of them changes none of
/// the others, so they are found on the board before any is removed.
fn arrival_targets(board: &[u8; NCELLS], king: u8, x: usize, d: usize, mover: Player) -> u128 {
    let kind = kind_of(board[x]);
    let mimic = kind == Kind::Mimic;
    let mut hit = 0u128;
    if kind == Kind::Pawn || (mimic && is_pawn_dir(mover, d)) {
        for e in 0..6 {
            let a = HEX.step[x][e];
            match enemy_on(board, a, mover) {
                Some(k) if !mimic || k == Kind::Pawn => {}
                _ => continue,
            }
            let b = HEX.step[a as usize][e];
            if b != NONE && board[b as usize] != 0 && side_of(board[b as usize]) == mover {
                hit |= 1u128 << a;
            }
        }
    }
    if kind == Kind::Coordinator || mimic {
        let mut coordinate = |partner: usize| {
            for c in HEX.crossings(x, partner) {
                match enemy_on(board, c, mover) {
                    Some(k) if !mimic || k == Kind::Coordinator => hit |= 1u128 << c,
                    _ => {}
                }
            }
        };
        if king != NONE {
            coordinate(king as usize);
        }
        let regent = code(Kind::Regent, mover);
        for (p, &piece) in board.iter().enumerate() {
            if piece == regent {
                coordinate(p);
            }
        }
    }
    hit
}
