//! The board as the seed draws it (004_0ca2faf906401d7b.txt, Setup diagram): rank 7 at the top,
//! `+---+` rules, shaded squares written `:x:` (`:::` when empty; a1 is shaded, as in the
//! seed), plain squares ` x `, file letters below; then both hands and the side to move (or the
//! result).

use std::fmt::Write as _;

use mcts::{describe_outcome, Outcome, Player};

use super::board::{cell_at, FILES, RANKS};
use super::rules::Interdependent;

const RULE: &str = "   +---+---+---+---+---+---+  ";

impl Interdependent {
    /// The diagram text (see the module doc).
    pub fn draw(&self) -> String {
        let mut t = String::new();
        t.push_str(RULE);
        t.push('\n');
        for r in (0..RANKS as i32).rev() {
            write!(t, "{}  |", r + 1).unwrap();
            for f in 0..FILES as i32 {
                let shaded = (f + r) % 2 == 0;
                let ch = self.letter_at(cell_at(f, r).unwrap());
                let (edge, fill) = if shaded { (':', ':') } else { (' ', ' ') };
                t.push(edge);
                t.push(ch.unwrap_or(fill));
                t.push(edge);
                t.push('|');
            }
            t.push_str("  \n");
            t.push_str(RULE);
            t.push('\n');
        }
        t.push_str("     a   b   c   d   e   f    \n");
        writeln!(t, "White hand: {}", self.hand_text(Player::White)).unwrap();
        writeln!(t, "Black hand: {}", self.hand_text(Player::Black)).unwrap();
        match self.outcome_now() {
            Outcome::Ongoing => {
                let check = if self.in_check(self.side) {
                    " (in check)"
                } else {
                    ""
                };
                writeln!(t, "To move: {}{check}", self.side).unwrap();
            }
            o => writeln!(t, "Game over: {}", describe_outcome(o)).unwrap(),
        }
        t
    }
}
