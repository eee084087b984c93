//! Move notation. A move is `FROM-TO`, written `FROMxTO` when it takes something before any
//! destination decision (replacement, Long-Leaper jumps, withdrawal, and arrival captures when
//! no decision follows); enthronement is `f1-e1` onto the own Regent. A destination decision is
//! `@CELL` (the chosen cell), the removal of an own frozen piece `~CELL`. Cells are Gliński
//! names (`f6`; files a-l without j). Either separator is accepted when reading.

use mcts::Rules;
use mcts::MoveError;

use super::hex::{HEX, NONE};
use super::pieces::{kind_of, side_name, side_of, Kind};
use super::{QMove, Quantimex};

/// The text of `mv`, a legal move of `g`.
pub fn format(g: &Quantimex, mv: QMove) -> String {
    if mv.from == NONE {
        return format!("@{}", HEX.name(mv.to as usize));
    }
    if mv.to == NONE {
        return format!("~{}", HEX.name(mv.from as usize));
    }
    let opp = g.side.other();
    let before = g.count(opp);
    let mut after = g.clone();
    after.play(mv);
    let sep = if after.count(opp) < before { 'x' } else { '-' };
    format!(
        "{}{}{}",
        HEX.name(mv.from as usize),
        sep,
        HEX.name(mv.to as usize)
    )
}

fn cell(text: &str, part: &str) -> Result<u8, MoveError> {
    HEX.parse(part)
        .map(|c| c as u8)
        .map_err(|e| MoveError::new(text, e))
}

/// Reads a move of `g` in the notation above; errors say why it is not legal here.
pub fn parse(g: &Quantimex, text: &str) -> Result<QMove, MoveError> {
    let t = text.trim();
    let form = "a move is FROM-TO (e.g. f2-f5), a destination decision @CELL, a removal of a frozen piece ~CELL";
    if !g.ended.is_ongoing() {
        return Err(MoveError::new(text, "the game is over"));
    }
    let legal = |mv: QMove| {
        let mut found = false;
        g.generate(|m| {
            found = m == mv;
            !found
        });
        found
    };
    if let Some(rest) = t.strip_prefix('@') {
        let to = cell(text, rest)?;
        let Some(_) = g.pending else {
            return Err(MoveError::new(
                text,
                "no destination decision is pending; @CELL chooses where the opponent's long move lands",
            ));
        };
        let mv = QMove { from: NONE, to };
        if legal(mv) {
            return Ok(mv);
        }
        return Err(MoveError::new(
            text,
            format!(
                "{rest} is not an empty candidate cell; {} chooses among {}",
                side_name(g.side),
                g.candidates().join(" ")
            ),
        ));
    }
    if let Some(p) = g.pending {
        return Err(MoveError::new(
            text,
            format!(
                "{} must first choose where the piece moved to {} lands: @CELL with CELL one of {}",
                side_name(g.side),
                HEX.name(p.dest as usize),
                g.candidates().join(" ")
            ),
        ));
    }
    if let Some(rest) = t.strip_prefix('~') {
        let from = cell(text, rest)?;
        let mv = QMove { from, to: NONE };
        if legal(mv) {
            return Ok(mv);
        }
        let p = g.board[from as usize];
        let why = if p == 0 || side_of(p) != g.side {
            format!("{rest} holds no piece of {}", side_name(g.side))
        } else if kind_of(p) == Kind::King {
            "a King is never removed".to_string()
        } else {
            format!("the piece on {rest} is not frozen; only frozen pieces may be removed")
        };
        return Err(MoveError::new(text, why));
    }
    let Some(sep) = t.find(['-', 'x']) else {
        return Err(MoveError::new(text, format!("no '-' or 'x'; {form}")));
    };
    let from = cell(text, &t[..sep])?;
    let to = cell(text, &t[sep + 1..])?;
    let mv = QMove { from, to };
    if legal(mv) {
        return Ok(mv);
    }
    let p = g.board[from as usize];
    let why = if p == 0 || side_of(p) != g.side {
        format!("{} holds no piece of {}", &t[..sep], side_name(g.side))
    } else if g.is_frozen(from as usize) {
        format!(
            "the {} on {} is frozen (only a King may still enthrone; others may be removed with ~{})",
            kind_of(p).name(),
            &t[..sep],
            &t[..sep]
        )
    } else {
        format!(
            "the {} on {} cannot reach {}",
            kind_of(p).name(),
            &t[..sep],
            &t[sep + 1..]
        )
    };
    Err(MoveError::new(text, why))
}
