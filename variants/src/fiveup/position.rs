//! The layered Five Up position text (documented in `docs/rules/fiveup.md`, "Position text").
//!
//! `<A>|<B>|<C>|<D>|<E> <side> <castling> <en passant> <plies>`, e.g. the start:
//!
//! `rwkgr/ppppp/5/5/5|nbqnb/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/NBQNB|5/5/5/PPPPP/RWKGR w Kk - 0`
//!
//! - five layers, A (top) first, separated by `|`; each layer lists its rows from 5 down to 1,
//!   separated by `/`; a row lists files a..e, a digit 1-5 standing for that many empty cells;
//!   pieces `P R B N G W Q K` White, lower case Black (`o` is read as a Black pawn, as in the
//!   seed's figures);
//! - side to move `w` or `b`;
//! - castling: `K` if White may still castle, `k` for Black, `-` if neither;
//! - en passant: `-`, or the cell of the pawn that just double-stepped, `:`, and the one or two
//!   cells it may be captured on, comma separated (`Dc3:Ec3,Dc2`);
//! - plies played so far (for the move cap).

use mcts::{Player, PositionError};

use super::{
    cell_name, coords, is_promotion_cell, parse_cell, FiveUp, Topology, BLACK, KIND_MASK, KING,
    LETTERS, NCELLS, NO_CELL, PAWN,
};

/// The piece byte of a letter (`P R B N G W Q K`, lower case Black, `o` a Black pawn).
pub(crate) fn piece_from_letter(c: char) -> Option<u8> {
    if c == 'o' {
        return Some(PAWN | BLACK);
    }
    let k = LETTERS[1..]
        .iter()
        .position(|&l| l == c.to_ascii_uppercase())? as u8
        + 1;
    Some(if c.is_ascii_lowercase() { k | BLACK } else { k })
}

/// The letter of a piece byte, `None` for an empty cell.
pub(crate) fn letter_of(p: u8) -> Option<char> {
    if p == 0 {
        return None;
    }
    let l = LETTERS[(p & KIND_MASK) as usize];
    Some(if p & BLACK != 0 {
        l.to_ascii_lowercase()
    } else {
        l
    })
}

/// Writes the position text of `g`.
pub(crate) fn write(g: &FiveUp) -> String {
    let mut s = String::new();
    for z in 0..5 {
        if z > 0 {
            s.push('|');
        }
        for y in (0..5).rev() {
            if y < 4 {
                s.push('/');
            }
            let mut empty = 0;
            for x in 0..5 {
                match letter_of(g.board[super::cell_at(x, y, z)]) {
                    None => empty += 1,
                    Some(l) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(l);
                    }
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
        }
    }
    s.push_str(if g.side == Player::White {
        " w "
    } else {
        " b "
    });
    let mut c = String::new();
    if !g.castled[0] {
        c.push('K');
    }
    if !g.castled[1] {
        c.push('k');
    }
    s.push_str(if c.is_empty() { "-" } else { &c });
    s.push(' ');
    if g.ep_pawn == NO_CELL {
        s.push('-');
    } else {
        s.push_str(&cell_name(g.ep_pawn as usize));
        s.push(':');
        let cells: Vec<String> =
            g.ep.iter()
                .filter(|&&e| e != NO_CELL)
                .map(|&e| cell_name(e as usize))
                .collect();
        s.push_str(&cells.join(","));
    }
    s.push_str(&format!(" {}", g.plies));
    s
}

const FORM: &str = "expected '<A>|<B>|<C>|<D>|<E> <w|b> <castling K k or -> <en passant - or Dc3:Ec3,Dc2> <plies>', each layer rows 5 to 1 separated by '/', e.g. 'rwkgr/ppppp/5/5/5|nbqnb/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/NBQNB|5/5/5/PPPPP/RWKGR w Kk - 0'";

/// Reads a position text.
///
/// # Errors
/// Names where and why: a wrong number of fields, layers, rows or cells, an unknown letter,
/// not exactly one king per side, a pawn on its own promotion row, the side not to move in
/// check, an impossible en-passant field, a bad ply count.
pub(crate) fn read(topology: Topology, move_cap: u32, text: &str) -> Result<FiveUp, PositionError> {
    let e = |why: String| PositionError(format!("{why}; {FORM}"));
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 5 {
        return Err(e(format!("{} fields, expected 5", fields.len())));
    }
    let mut g = FiveUp::empty(topology, move_cap);
    let layers: Vec<&str> = fields[0].split('|').collect();
    if layers.len() != 5 {
        return Err(e(format!(
            "{} layers separated by '|', expected 5 (A to E)",
            layers.len()
        )));
    }
    for (z, layer) in layers.iter().enumerate() {
        let lname = (b'A' + z as u8) as char;
        let rows: Vec<&str> = layer.split('/').collect();
        if rows.len() != 5 {
            return Err(e(format!(
                "layer {lname} has {} rows, expected 5 (rows 5 to 1 separated by '/')",
                rows.len()
            )));
        }
        for (i, row) in rows.iter().enumerate() {
            let y = 4 - i;
            let mut x = 0usize;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 || d > 5 {
                        return Err(e(format!(
                            "layer {lname} row {}: '{c}' is no count of empty cells (1-5)",
                            y + 1
                        )));
                    }
                    x += d as usize;
                } else {
                    let p = piece_from_letter(c).ok_or_else(|| {
                        e(format!(
                            "layer {lname} row {}: unknown piece '{c}' (White P R B N G W Q K, Black p r b n g w q k or o)",
                            y + 1
                        ))
                    })?;
                    if x < 5 {
                        g.board[super::cell_at(x, y, z)] = p;
                    }
                    x += 1;
                }
                if x > 5 {
                    break;
                }
            }
            if x != 5 {
                return Err(e(format!(
                    "layer {lname} row {} describes {x} cells, expected 5",
                    y + 1
                )));
            }
        }
    }
    g.side = match fields[1] {
        "w" => Player::White,
        "b" => Player::Black,
        s => return Err(e(format!("side to move '{s}', expected w or b"))),
    };
    let cas = fields[2];
    if cas != "-" && (cas.is_empty() || !["K", "k", "Kk"].contains(&cas)) {
        return Err(e(format!("castling field '{cas}', expected Kk, K, k or -")));
    }
    g.castled = [!cas.contains('K'), !cas.contains('k')];
    for s in 0..2 {
        let n = (0..NCELLS)
            .filter(|&c| g.board[c] == KING | if s == 1 { BLACK } else { 0 })
            .count();
        if n != 1 {
            return Err(e(format!(
                "{} has {n} kings, expected exactly 1",
                Player::BOTH[s]
            )));
        }
    }
    for c in 0..NCELLS {
        let p = g.board[c];
        if p & KIND_MASK == PAWN && is_promotion_cell((p >> 4 & 1) as usize, c) {
            return Err(e(format!(
                "a pawn on {} stands on its own promotion row",
                cell_name(c)
            )));
        }
    }
    g.finish_setup();
    if g.in_check(g.side.other()) {
        return Err(e(format!(
            "{} is in check but it is {}'s move",
            g.side.other(),
            g.side
        )));
    }
    if fields[3] != "-" {
        read_ep(&mut g, fields[3]).map_err(&e)?;
        g.hash = g.compute_hash();
        g.history.restart(g.hash);
    }
    g.plies = fields[4]
        .parse()
        .map_err(|_| e(format!("plies '{}' is not a whole number", fields[4])))?;
    Ok(g)
}

fn read_ep(g: &mut FiveUp, f: &str) -> Result<(), String> {
    let (pawn, cells) = f
        .split_once(':')
        .ok_or_else(|| format!("en passant '{f}': expected '-' or e.g. 'Dc3:Ec3,Dc2'"))?;
    let pawn = parse_cell(pawn).map_err(|x| x.to_string())?;
    let mover = g.side.other();
    if g.board[pawn] != PAWN | if mover == Player::Black { BLACK } else { 0 } {
        return Err(format!(
            "en passant: no {} pawn on {} (the side that just moved)",
            mover,
            cell_name(pawn)
        ));
    }
    let list: Vec<&str> = cells.split(',').collect();
    if list.is_empty() || list.len() > 2 {
        return Err(format!(
            "en passant '{f}': one or two passed cells expected"
        ));
    }
    for (i, c) in list.iter().enumerate() {
        let c = parse_cell(c).map_err(|x| x.to_string())?;
        if g.board[c] != 0 {
            return Err(format!("en passant cell {} is not empty", cell_name(c)));
        }
        let (a, b) = (coords(c), coords(pawn));
        let dist = a.0.abs_diff(b.0) + a.1.abs_diff(b.1) + a.2.abs_diff(b.2);
        if dist != 1 {
            return Err(format!(
                "en passant cell {} is not next to the pawn on {}",
                cell_name(c),
                cell_name(pawn)
            ));
        }
        g.ep[i] = c as u8;
    }
    g.ep_pawn = pawn as u8;
    Ok(())
}
