//! The Five Up diagram in the seed's Figure 1 style (003_3455fa5195cbf461.txt, Figures 0-1):
//! the five layers side by side, layer A on the left, row 5 on top, `|x|` cells with `_` for
//! empty, row numbers before layers A, C and E, the layer letter and file letters underneath;
//! White upper case, Black lower case with Black pawns drawn `o` as in the seed. A last line
//! names the player to move (or the result).
//!
//! With `unicorn=on` every cell is three characters wide so that a shared cell shows both
//! pieces at a glance: `|W+U|`, a unicorn alone `| U |`, a piece alone `| R |`, empty `| _ |`.
//! On the hypertorus a line lists the cells whose pieces have moved (the non-combatant rule).

use mcts::Rules;
use mcts::{describe_outcome, Outcome};

use super::{
    cell_at, cell_name, position::letter_of, FiveUp, BLACK, KIND_MASK, NCELLS, PAWN, UNICORN,
};

/// A cell of the wide (unicorn) diagram: three characters.
fn wide_cell(p: u8) -> String {
    let u = if p & BLACK != 0 { 'u' } else { 'U' };
    match (p & KIND_MASK, p & UNICORN != 0) {
        (0, false) => " _ ".into(),
        (0, true) => format!(" {u} "),
        (k, shared) => {
            let l = if k == PAWN && p & BLACK != 0 {
                'o'
            } else {
                letter_of(p & (KIND_MASK | BLACK)).unwrap_or('?')
            };
            if shared {
                format!("{l}+{u}")
            } else {
                format!(" {l} ")
            }
        }
    }
}

/// The diagram of `g` (see the module comment).
pub(crate) fn draw(g: &FiveUp) -> String {
    let mut s = if g.unicorn {
        draw_wide(g)
    } else {
        draw_narrow(g)
    };
    if g.t.noncombatant {
        let moved: Vec<String> = (0..NCELLS)
            .filter(|&c| g.board[c] != 0 && g.has_moved(c))
            .map(cell_name)
            .collect();
        if moved.is_empty() {
            s.push_str(
                "Moved: none (non-combatant rule: no piece may capture or be captured yet)\n",
            );
        } else {
            s.push_str(&format!(
                "Moved (may capture and be captured): {}\n",
                moved.join(" ")
            ));
        }
    }
    status(g, &mut s);
    s
}

/// The wide diagram of the unicorn sub-variant.
fn draw_wide(g: &FiveUp) -> String {
    let mut lines: Vec<String> = Vec::with_capacity(8);
    let mut top = String::from("   ");
    for z in 0..5 {
        if z > 0 {
            top.push_str("    ");
        }
        top.push_str(&"_".repeat(19));
    }
    lines.push(top);
    for y in (0..5).rev() {
        let mut l = String::new();
        for z in 0..5 {
            match z {
                0 => l.push_str(&format!("{} |", y + 1)),
                2 | 4 => l.push_str(&format!(" {} |", y + 1)),
                _ => l.push_str("   |"),
            }
            for x in 0..5 {
                l.push_str(&wide_cell(g.board[cell_at(x, y, z)]));
                l.push('|');
            }
        }
        lines.push(l);
    }
    lines.push(
        ["A", "B", "C", "D", "E"]
            .iter()
            .map(|z| format!("{z}   a   b   c   d   e "))
            .collect::<Vec<_>>()
            .join("  "),
    );
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

/// The seed-style diagram, one character per cell.
fn draw_narrow(g: &FiveUp) -> String {
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
    s
}

/// The last line: the player to move (and check) or the result.
fn status(g: &FiveUp, s: &mut String) {
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
}
