//! Move notation (docs/rules/interdependent.md, "Notation"): `c2-c3` for a move to an empty
//! square, `c2xc3` for a capture, `S@c4` for a drop (piece letter U S N C T G, either case; the
//! drop notation of the issue). The parser accepts `-` or `x` for either kind of board move and
//! names what is wrong with any text that is not a legal move.

use mcts::{describe_outcome, MoveError, Player};

use super::board::{cell_name, parse_cell};
use super::rules::{IMove, Interdependent, Kind};

/// The valid forms, repeated in every "malformed" message.
const FORMS: &str = "expected FROM-TO, FROMxTO or a drop P@SQUARE (P one of U S N C T G), \
                     squares a1..f7, e.g. c2-c3, b6xb4, S@c4";

fn square(text: &str, part: &str) -> Result<usize, MoveError> {
    parse_cell(part).ok_or_else(|| {
        MoveError::new(
            text,
            format!("'{part}' is not a square of the 6x7 board (files a-f, ranks 1-7)"),
        )
    })
}

impl Interdependent {
    /// The move in this game's notation (see the module doc).
    pub fn move_text(&self, mv: IMove) -> String {
        if mv.is_drop() {
            format!(
                "{}@{}",
                Kind::from_code(mv.drop).letter(),
                cell_name(mv.to as usize)
            )
        } else {
            let sep = if self.pos.board[mv.to as usize] != 0 {
                'x'
            } else {
                '-'
            };
            format!(
                "{}{}{}",
                cell_name(mv.from as usize),
                sep,
                cell_name(mv.to as usize)
            )
        }
    }

    /// Reads a move; it must be legal here. Errors name the problem: a malformed text, a square
    /// off the board, a piece not in hand, an occupied drop square, a move no power reaches, or
    /// one that leaves the mover's King in check.
    pub fn read_move(&self, text: &str) -> Result<IMove, MoveError> {
        let t = text.trim();
        let me = self.side;
        let mv = if let Some((letter, sq)) = t.split_once('@') {
            let mut ch = letter.chars();
            let kind = match (ch.next(), ch.next()) {
                (Some(c), None) => Kind::from_letter(c),
                _ => None,
            }
            .ok_or_else(|| {
                MoveError::new(text, format!("'{letter}' is not a piece letter; {FORMS}"))
            })?;
            if kind == Kind::King {
                return Err(MoveError::new(
                    text,
                    "a King is never captured, so never in hand and never dropped",
                ));
            }
            let to = square(text, sq)?;
            if self.hand_count(me, kind) == 0 {
                return Err(MoveError::new(
                    text,
                    format!(
                        "{me} has no {} in hand (hand: {})",
                        kind.name(),
                        self.hand_text(me)
                    ),
                ));
            }
            if let Some((k, owner)) = self.piece_at(to) {
                return Err(MoveError::new(
                    text,
                    format!(
                        "{} is occupied by a {owner} {}; a drop goes on an empty square",
                        cell_name(to),
                        k.name()
                    ),
                ));
            }
            IMove::drop(kind, to)
        } else {
            let Some(sep) = t.find(['-', 'x']) else {
                return Err(MoveError::new(text, FORMS));
            };
            let from = square(text, &t[..sep])?;
            let to = square(text, &t[sep + 1..])?;
            match self.piece_at(from) {
                None => {
                    return Err(MoveError::new(
                        text,
                        format!("there is no piece on {}", cell_name(from)),
                    ))
                }
                Some((_, owner)) if owner != me => {
                    return Err(MoveError::new(
                        text,
                        format!(
                            "the piece on {} is {owner}'s, and {me} is to move",
                            cell_name(from)
                        ),
                    ))
                }
                _ => {}
            }
            IMove::step(from, to)
        };
        if !self.ended.is_ongoing() || !self.has_legal_move() {
            return Err(MoveError::new(
                text,
                format!(
                    "the game is over ({})",
                    describe_outcome(self.outcome_now())
                ),
            ));
        }
        if self.is_legal(mv) {
            return Ok(mv);
        }
        // Tell a move that no power reaches from one that would leave the King in check.
        let reaches = mv.is_drop() || {
            let f = mv.from as usize;
            (self.pos.quiet_targets(f) | self.pos.capture_targets(f)) & (1 << mv.to) != 0
        };
        let king = match me {
            Player::White => "White's",
            Player::Black => "Black's",
        };
        if reaches {
            Err(MoveError::new(
                text,
                format!("illegal: it leaves {king} King in check"),
            ))
        } else {
            let (k, _) = self.piece_at(mv.from as usize).expect("checked above");
            Err(MoveError::new(
                text,
                format!(
                    "the {} on {} cannot reach {}: no own move, and no power borrowed from a \
                     toroidally adjacent piece, goes there",
                    k.name(),
                    cell_name(mv.from as usize),
                    cell_name(mv.to as usize)
                ),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interdependent::board::NONE;

    #[test]
    fn drops_have_no_from_square() {
        let m = IMove::drop(Kind::Spider, 3);
        assert_eq!(m.from, NONE);
        assert!(m.is_drop());
    }
}
