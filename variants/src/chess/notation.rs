//! Move text of orthodox chess: `e2-e4`, `e4:d5`, `e7-e8=Q` out; also UCI and `O-O` in
//! (docs/rules/chess.md, "Notation").

use crate::potential::tables::{parse_square, square_name, PAWN};

use super::*;

impl Chess {
    pub(super) fn move_text(&self, mv: ChessMove) -> String {
        let capture = self.board[mv.to as usize] != 0
            || (mv.to == self.ep && self.piece_at(mv.from as usize).map(|p| p.1) == Some(PAWN));
        let mut s = format!(
            "{}{}{}",
            square_name(mv.from as usize),
            if capture { ':' } else { '-' },
            square_name(mv.to as usize)
        );
        if mv.promo != 0 {
            s.push('=');
            s.push(b"PNBRQK"[(mv.promo - 1) as usize] as char);
        }
        s
    }
}

/// Splits `e2-e4`, `e2e4`, `e4:d5`, `e4xd5`, `e7-e8=Q`, `e7e8q` into (from, to, promo char).
pub(crate) fn split_coord_move(text: &str) -> Option<(usize, usize, Option<char>)> {
    let t = text.trim();
    let b: Vec<char> = t.chars().collect();
    if b.len() < 4 {
        return None;
    }
    let from = parse_square(&t[0..2])?;
    let mut i = 2;
    if matches!(b[i], '-' | ':' | 'x') {
        i += 1;
    }
    let to = parse_square(&b.get(i..i + 2)?.iter().collect::<String>())?;
    i += 2;
    if i < b.len() && b[i] == '=' {
        i += 1;
    }
    let promo = if i < b.len() {
        let c = b[i];
        i += 1;
        Some(c)
    } else {
        None
    };
    if i != b.len() {
        return None;
    }
    Some((from, to, promo))
}
