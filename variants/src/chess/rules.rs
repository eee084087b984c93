//! Playing a move and the draws by rule of orthodox chess (FIDE; RULINGS "All games").

use crate::potential::tables::{tables, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use mcts::Termination;

use super::*;

impl Chess {
    /// Applies a legal move (from [`Chess::generate`]).
    pub fn make(&mut self, mv: ChessMove) {
        let t = tables();
        let from = mv.from as usize;
        let to = mv.to as usize;
        let us = self.side as usize;
        let them = us ^ 1;
        let kind = ((self.board[from] - 1) % 6) as usize;
        let mut irreversible = false;
        let mut material_change = false;
        // old castle / ep keys
        self.hash ^= t.z_castle[self.castling as usize];
        if self.ep != NO_EP {
            self.hash ^= t.z_ep[(self.ep % 8) as usize];
        }
        if self.board[to] != 0 {
            self.remove(to);
            irreversible = true;
            material_change = true;
        }
        self.remove(from);
        if kind == PAWN {
            irreversible = true;
            if to as u8 == self.ep {
                let victim = if us == 0 { to - 8 } else { to + 8 };
                self.remove(victim);
                material_change = true;
            }
        }
        if mv.promo != 0 {
            self.put(to, us, (mv.promo - 1) as usize);
            material_change = true;
        } else {
            self.put(to, us, kind);
        }
        if kind == KING && (to as i32 - from as i32).abs() == 2 {
            let (rf, rt) = if to > from {
                (from + 3, from + 1)
            } else {
                (from - 4, from - 1)
            };
            self.remove(rf);
            self.put(rt, us, ROOK);
        }
        self.castling &= castle_mask(from) & castle_mask(to);
        self.ep = NO_EP;
        if kind == PAWN && (to as i32 - from as i32).abs() == 16 {
            let ep = (from + to) / 2;
            if t.pawn_attacks[us][ep] & self.by_kind[PAWN] & self.by_color[them] != 0 {
                self.ep = ep as u8;
                self.hash ^= t.z_ep[ep % 8];
            }
        }
        self.hash ^= t.z_castle[self.castling as usize];
        self.hash ^= t.z_side;
        self.side = them as u8;
        // FIDE 9.2.2: the en-passant square counts only when the capture is legal (a pinned
        // capturer, or one that leaves its king in check, does not make the position differ).
        if self.ep != NO_EP && !self.ep_capture_legal() {
            self.hash ^= t.z_ep[(self.ep % 8) as usize];
            self.ep = NO_EP;
        }
        if us == 1 {
            self.fullmove += 1;
        }
        self.plies += 1;
        if irreversible {
            self.halfmove = 0;
            self.history.reset();
        } else {
            self.halfmove += 1;
        }
        self.history.push(self.hash);
        // draws by rule
        self.term = 0;
        if material_change && self.insufficient_material() {
            self.term = TERM_INSUFFICIENT;
        } else if self.halfmove >= 100 {
            self.term = TERM_FIFTY;
        } else if self.history.count_alternating(self.hash) >= 3 {
            self.term = TERM_REPETITION;
        }
    }

    /// Neither side can mate: only kings and at most one minor piece, or only bishops all on
    /// one square colour.
    pub fn insufficient_material(&self) -> bool {
        let k = &self.by_kind;
        if k[PAWN] | k[ROOK] | k[QUEEN] != 0 {
            return false;
        }
        let minors = k[KNIGHT] | k[BISHOP];
        if minors.count_ones() <= 1 {
            return true;
        }
        if k[KNIGHT] != 0 {
            return false;
        }
        let light = k[BISHOP] & 0x55AA_55AA_55AA_55AA;
        light == 0 || light == k[BISHOP]
    }

    pub(super) fn material(&self, colour: usize) -> i32 {
        let c = self.by_color[colour];
        [1, 3, 3, 5, 9]
            .iter()
            .enumerate()
            .map(|(kind, v)| v * (self.by_kind[kind] & c).count_ones() as i32)
            .sum()
    }

    pub(super) fn draw_reason(&self) -> Option<Termination> {
        match self.term {
            TERM_REPETITION => Some(Termination::Repetition),
            TERM_FIFTY => Some(Termination::FiftyMove),
            TERM_INSUFFICIENT => Some(Termination::InsufficientMaterial),
            _ if self.plies >= self.move_cap => Some(Termination::MoveCap),
            _ => None,
        }
    }
}
