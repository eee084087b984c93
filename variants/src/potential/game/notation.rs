//! Move text of Potential Chess in the seed's notation (`d2-d4>QRP`, `d4:e5>P`, `(N)`).

use crate::potential::tables::square_name;

use super::*;

impl PotentialChess {
    pub(crate) fn move_text(&self, mv: PotentialMove) -> String {
        let s = self.turn as usize;
        if let MoveKind::State(t) = mv.kind {
            let letter = b"KQRBBNP"[t as usize] as char;
            let l = if s == 0 {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            return format!("({l})");
        }
        let capture = mv.kind == MoveKind::EnPassant
            || (self.board[mv.to as usize] != NONE && mv.kind != MoveKind::Castle);
        let mut c = self.clone();
        let pot = if c.apply_rules(mv, false) {
            if mv.kind == MoveKind::Promote {
                1 << P
            } else {
                let b = c.board[mv.to as usize];
                c.pieces[s][(b % 32) as usize].pot
            }
        } else {
            // illegal under the king rule; describe the reduction from the move alone
            0
        };
        format!(
            "{}{}{}>{}",
            square_name(mv.from as usize),
            if capture { ':' } else { '-' },
            square_name(mv.to as usize),
            if pot == 0 {
                "?".to_string()
            } else {
                Potential(pot).text(player(s))
            }
        )
    }
}
