//! Move text of Uncertainty: `b1-b2`, `b1xb2`, transformation `b1-b2>Q`; on the 3D boards cells
//! are named like `Dc2` (docs/rules/uncertainty.md).

use super::*;

impl Uncertainty {
    pub(super) fn move_text(&self, mv: UMove) -> String {
        let mut t = self.geo.cell_name(Cell::from_raw(mv.from));
        t.push(if self.board[mv.to as usize].is_empty() {
            '-'
        } else {
            'x'
        });
        t.push_str(&self.geo.cell_name(Cell::from_raw(mv.to)));
        if mv.transform != 0 {
            t.push('>');
            t.push(Kind::from_code(mv.transform).letter());
        }
        t
    }

    pub(super) fn read_move(&self, text: &str) -> Result<UMove, MoveError> {
        let t = text.trim();
        let (body, tr) = match t.split_once('>') {
            Some((b, x)) => {
                let mut ch = x.chars();
                let k = match (ch.next().and_then(Kind::from_letter), ch.next()) {
                    (Some(k), None) if k != Kind::Pawn => k,
                    _ => {
                        return Err(MoveError::new(
                            text,
                            format!("'>{x}' is not a piece letter (K Q R B N M C)"),
                        ))
                    }
                };
                (b, k as u8)
            }
            None => (t, 0),
        };
        let Some(sep) = body.find(['-', 'x']) else {
            return Err(MoveError::new(
                text,
                "expected FROM-TO or FROMxTO, e.g. b1-b2 or b1-b2>Q",
            ));
        };
        let (a, b) = (&body[..sep], &body[sep + 1..]);
        let from = self
            .geo
            .parse_cell(a)
            .ok_or_else(|| MoveError::new(text, format!("'{a}' is not a cell of this board")))?;
        let to = self
            .geo
            .parse_cell(b)
            .ok_or_else(|| MoveError::new(text, format!("'{b}' is not a cell of this board")))?;
        let want = UMove {
            from: from.raw(),
            to: to.raw(),
            transform: tr,
        };
        let mut found = false;
        let mut same_path = false;
        if self.ended.is_ongoing() {
            self.generate(&mut movegen::Until(|m: UMove| {
                if m == want {
                    found = true;
                    return false;
                }
                same_path |= m.from == want.from && m.to == want.to;
                true
            }));
        }
        if found {
            Ok(want)
        } else if same_path {
            Err(MoveError::new(
                text,
                "that transformation is not allowed here",
            ))
        } else {
            Err(MoveError::new(
                text,
                "no legal move goes from there to there",
            ))
        }
    }
}
