//! The Five Up diagram in the seed's Figure 1 style (003_3455fa5195cbf461.txt, Figures 0-1):
//! the five layers side by side, layer A on the left, row 5 on top, `|x|` cells with `_` for
//! empty, row numbers before layers A, C and E, the layer letter and file letters underneath;
//! White upper case, Black lower case with Black pawns drawn `o` as in the seed. A last line
//! names the player to move (or the result).

use mcts::{describe_outcome, Game, Outcome};

use super::{cell_at, position::letter_of, FiveUp, BLACK, KIND_MASK, PAWN};

/// The diagram of `g` (see the module comment).
pub(crate) fn draw(g: &FiveUp) -> String {
    let mut lines: Vec<String> = Vec::with_capacity(8);
    lines.push(format!("   _ _ _ _ _{}", "     _ _ _ _ _".repeat(4)));
    for y in (0..5).rev() {
        let mut l = String::new();
        for z in 0..5 {
            match z {
                0 => l.push_str(&format!("{} |", y + 1)),
                2 | 4 => l.push_str(&format!(" {} |", y + 1)),
                _ => l.push_str("   |"),
            }
            for x in 0..5 {
                let p = g.board[cell_at(x, y, z)];
                let ch = if p == (PAWN | BLACK) {
                    'o'
                } else {
                    letter_of(p & (KIND_MASK | BLACK)).unwrap_or('_')
                };
                l.push(ch);
                l.push('|');
            }
        }
        lines.push(l);
    }
    lines.push(
        ["A", "B", "C", "D", "E"]
            .iter()
            .map(|z| format!("{z}  a b c d e"))
            .collect::<Vec<_>>()
            .join("  "),
    );
    let mut s = lines.join("\n");
    s.push('\n');
    match g.outcome() {
        Outcome::Ongoing => {
            let check = if g.in_check(g.side) {
                " (in check)"
            } else {
                ""
            };
            let name = if g.side == mcts::Player::White {
                "White"
            } else {
                "Black"
            };
            s.push_str(&format!("{name} to move{check}\n"));
        }
        o => s.push_str(&format!("Game over: {}\n", describe_outcome(o))),
    }
    s
}
