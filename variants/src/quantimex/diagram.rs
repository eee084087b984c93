//! The text diagram: the hexagon drawn as staggered hexes, files `a`-`l` (no `j`) across,
//! ranks counting up each file from its bottom cell. Neighbouring files are offset by half a
//! cell, as flat-topped hexes are. Each text row starts and ends with the names of its
//! outermost cells. A cell shows `.` when empty or the piece letter (Red upper case, Green
//! lower case), followed by `*` when the piece is frozen or `?` when the cell is a candidate of
//! a pending destination decision.

use mcts::Rules;
use std::fmt::Write as _;

use mcts::{describe_outcome, Outcome};

use super::hex::{DIR_NAMES, FILES, HEX, NCELLS, NONE};
use super::pieces::{kind_of, letter_of, side_name, side_of};
use super::Quantimex;

/// The diagram of `g` (see the module docs), the player to decide and any pending decision.
pub fn draw(g: &Quantimex) -> String {
    // grid[y2][file] = cell, y2 = |q| + 2 * (rank - 1), 0..=20.
    let mut grid = [[NONE; 11]; 21];
    for c in 0..NCELLS {
        let f = HEX.file[c] as usize;
        let y2 = (f as i32 - 5).unsigned_abs() as usize + 2 * (HEX.rank[c] as usize - 1);
        grid[y2][f] = c as u8;
    }
    let mut cand = [false; NCELLS];
    for name in g.candidates() {
        cand[HEX.parse(&name).expect("own names")] = true;
    }
    let mut t = String::new();
    let header: String = FILES.iter().map(|&f| format!("  {} ", f as char)).collect();
    writeln!(t, "     {header}").unwrap();
    for y2 in (0..21).rev() {
        let row = &grid[y2];
        let first = row
            .iter()
            .position(|&c| c != NONE)
            .expect("every row has a cell");
        let last = row
            .iter()
            .rposition(|&c| c != NONE)
            .expect("every row has a cell");
        write!(t, "{:>4} ", HEX.name(row[first] as usize)).unwrap();
        for &c in row.iter() {
            if c == NONE {
                t.push_str("    ");
                continue;
            }
            let c = c as usize;
            let p = g.board[c];
            let sym = if p == 0 { '.' } else { letter_of(p) };
            let mark = if cand[c] {
                '?'
            } else if g.is_frozen(c) {
                '*'
            } else {
                ' '
            };
            write!(t, "  {sym}{mark}").unwrap();
        }
        writeln!(t, "  {}", HEX.name(row[last] as usize)).unwrap();
    }
    writeln!(t, "     {header}").unwrap();
    writeln!(
        t,
        "Red upper case, Green lower case; * frozen, ? candidate destination"
    )
    .unwrap();
    if let Some(p) = g.pending {
        let d = p.dest as usize;
        let piece = g.board[d];
        writeln!(
            t,
            "{} chooses where {}'s {} lands ({} steps {} to {}): candidates {} (play @CELL)",
            side_name(g.side),
            side_name(side_of(piece)),
            kind_of(piece).name(),
            p.steps,
            DIR_NAMES[p.dir as usize],
            HEX.name(d),
            g.candidates().join(" ")
        )
        .unwrap();
    }
    match g.outcome() {
        Outcome::Ongoing => writeln!(
            t,
            "To decide: {} (turn {}, ply {})",
            side_name(g.side),
            g.turns + u32::from(g.pending.is_none()),
            g.plies
        )
        .unwrap(),
        o => writeln!(t, "Game over: {}", describe_outcome(o)).unwrap(),
    }
    t
}
