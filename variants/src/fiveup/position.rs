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
//!
//! With `unicorn=on` a unicorn alone is `U` (`u`), a piece sharing with its unicorn `W+U`
//! (`w+u`); on the hypertorus a piece that has moved carries a trailing `*` (`R*`, `W+U*`),
//! for the non-combatant rule.
//!
//! A pawn on its own double-step start cell (White layer E row 2, Black layer A row 4) may
//! double-step unless it has moved (RULINGS "Five Up"); one that came back there (by wrapping
//! or riding a unicorn) is written with `*` (`P*`, `p+u*`) on every topology. On the
//! hypertorus, where `*` also says the content has moved, the rare pawn that never moved but
//! whose cell a unicorn joined (so the content has moved) is written `P+U*^`: `^` = "may still
//! double-step".

use mcts::{Player, PositionError};

use super::{
    cell_name, coords, is_double_start, is_promotion_cell, parse_cell, FiveUp, Topology, BLACK,
    KIND_MASK, KING, LETTERS, NCELLS, NO_CELL, PAWN, UNICORN,
};

/// The form of a cell's content, for error messages.
const CONTENT_FORM: &str = "a cell holds a piece letter (P R B N G W Q K, Black lower case), with unicorn=on also U (a unicorn alone) or a piece and its unicorn as W+U (w+u), on the hypertorus a trailing * for a piece that has moved, and on every board a trailing * for a pawn back on its double-step start cell";

/// One cell's content as read from the position text.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Content {
    /// The cell byte.
    pub byte: u8,
    /// A trailing `*`: on the hypertorus the content has moved; elsewhere a pawn on its
    /// start cell has moved.
    pub moved: bool,
    /// A trailing `*^` (hypertorus only): a pawn on its start cell whose content has moved
    /// (a unicorn joined it) but which may still double-step.
    pub keeps_double: bool,
}

/// Reads one cell's content (`W`, `u`, `W+U`, `R*`, `P+U*^`).
///
/// # Errors
/// An unknown letter; a unicorn without `unicorn=on`; two pieces on one cell other than a
/// piece and its unicorn; a unicorn with the king or with an enemy piece; `^` off the
/// hypertorus. Each message names the rule (seed, "Riding on a Unicorn", factor 1). Where
/// `*` may stand depends on the cell: see [`place`].
pub(crate) fn parse_content(
    text: &str,
    topology: Topology,
    unicorn: bool,
) -> Result<Content, String> {
    let (rest, keeps_double) = match text.strip_suffix('^') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let (body, moved) = match rest.strip_suffix('*') {
        Some(b) => (b, true),
        None => (rest, false),
    };
    if keeps_double && (!moved || topology != Topology::Hypertorus) {
        return Err(format!(
            "'{text}': '^' (may still double-step) follows '*' and is written only on the hypertorus, for a pawn on its start cell whose cell a unicorn joined"
        ));
    }
    let one = |c: char| -> Result<u8, String> {
        if c == 'U' || c == 'u' {
            if !unicorn {
                return Err(format!(
                    "'{text}': a unicorn ('{c}') needs parameter unicorn=on"
                ));
            }
            return Ok(UNICORN | if c == 'u' { BLACK } else { 0 });
        }
        piece_from_letter(c).ok_or_else(|| format!("unknown piece '{c}'; {CONTENT_FORM}"))
    };
    let chars: Vec<char> = body.chars().collect();
    let p = match chars.as_slice() {
        [c] => one(*c)?,
        [a, '+', b] => {
            let (pa, pb) = (one(*a)?, one(*b)?);
            if pa & UNICORN != 0 && pb & UNICORN != 0 {
                return Err(format!(
                    "'{text}': a side has one unicorn, and a cell holds at most one"
                ));
            }
            if pb & UNICORN == 0 {
                return Err(format!(
                    "'{text}': two pieces on one cell; only a unicorn may share a cell, with one friendly piece (Riding on a Unicorn, factor 1), written piece first: W+U"
                ));
            }
            if pa & UNICORN != 0 {
                return Err(format!(
                    "'{text}': write the piece first, then its unicorn: W+U"
                ));
            }
            if (pa ^ pb) & BLACK != 0 {
                return Err(format!(
                    "'{text}': a unicorn shares a cell only with a friendly piece (Riding on a Unicorn, factor 1)"
                ));
            }
            if pa & KIND_MASK == KING {
                return Err(format!(
                    "'{text}': a unicorn may share a cell with any friendly piece except the king (Riding on a Unicorn, factor 1)"
                ));
            }
            pa | UNICORN
        }
        _ => return Err(format!("'{text}' is no cell content; {CONTENT_FORM}")),
    };
    Ok(Content {
        byte: p,
        moved,
        keeps_double,
    })
}

/// Puts `content` on `cell` of a board being set up: the byte, the hypertorus moved mark,
/// and whether a pawn on its double-step start cell has moved (RULINGS "Five Up").
///
/// # Errors
/// Off the hypertorus, `*` on anything but a pawn on its own double-step start cell; `^` on
/// anything but such a pawn.
pub(crate) fn place(g: &mut FiveUp, cell: usize, content: Content) -> Result<(), String> {
    let p = content.byte;
    let start = p & KIND_MASK == PAWN && is_double_start((p >> 4 & 1) as usize, cell);
    let bit = 1u128 << cell;
    g.board[cell] = p;
    if g.t.noncombatant {
        if content.moved {
            g.moved |= bit;
        }
        if content.keeps_double && !start {
            return Err(format!(
                "'^' on {}: only a pawn on its own double-step start cell may keep its double step",
                cell_name(cell)
            ));
        }
        if content.moved && start && !content.keeps_double {
            g.spent |= bit;
        }
    } else if content.moved {
        if !start {
            return Err(format!(
                "'*' on {}: off the hypertorus '*' marks only a pawn back on its own double-step start cell (White layer E row 2, Black layer A row 4) that has moved",
                cell_name(cell)
            ));
        }
        g.spent |= bit;
    }
    Ok(())
}

/// Checks that each side has at most one unicorn (seed: "each player has one additional
/// piece -- a unicorn").
pub(crate) fn check_unicorn_count(g: &FiveUp) -> Result<(), String> {
    for s in 0..2u8 {
        let n = g
            .board
            .iter()
            .filter(|&&p| p & UNICORN != 0 && (p & BLACK != 0) == (s == 1))
            .count();
        if n > 1 {
            return Err(format!(
                "{} has {n} unicorns, at most 1",
                Player::BOTH[s as usize]
            ));
        }
    }
    Ok(())
}

/// The content text of `cell` (`W`, `u`, `W+U`, `R*` on the hypertorus), `None` if empty.
pub(crate) fn content_text(g: &FiveUp, cell: usize) -> Option<String> {
    let p = g.board[cell];
    if p == 0 {
        return None;
    }
    let mut s = String::new();
    let u = if p & BLACK != 0 { 'u' } else { 'U' };
    if p & KIND_MASK == 0 {
        s.push(u);
    } else {
        s.push(letter_of(p & !UNICORN)?);
        if p & UNICORN != 0 {
            s.push('+');
            s.push(u);
        }
    }
    if g.has_moved(cell) {
        s.push('*');
        if g.t.noncombatant && g.may_double_step(cell) {
            s.push('^');
        }
    } else if g.spent >> cell & 1 == 1 {
        s.push('*');
    }
    Some(s)
}

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

/// The letter of a piece byte, `None` for an empty cell; `U` (`u`) for a unicorn alone, the
/// piece's letter for a shared cell.
pub(crate) fn letter_of(p: u8) -> Option<char> {
    if p == 0 {
        return None;
    }
    let l = if p & KIND_MASK == 0 {
        'U'
    } else {
        LETTERS[(p & KIND_MASK) as usize]
    };
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
                match content_text(g, super::cell_at(x, y, z)) {
                    None => empty += 1,
                    Some(l) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push_str(&l);
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
pub(crate) fn read(
    topology: Topology,
    unicorn: bool,
    move_cap: u32,
    text: &str,
) -> Result<FiveUp, PositionError> {
    let e = |why: String| PositionError(format!("{why}; {FORM}"));
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 5 {
        return Err(e(format!("{} fields, expected 5", fields.len())));
    }
    let mut g = FiveUp::empty(topology, unicorn, move_cap);
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
            let chars: Vec<char> = row.chars().collect();
            let mut i = 0;
            while i < chars.len() {
                let c = chars[i];
                i += 1;
                if let Some(d) = c.to_digit(10) {
                    if d == 0 || d > 5 {
                        return Err(e(format!(
                            "layer {lname} row {}: '{c}' is no count of empty cells (1-5)",
                            y + 1
                        )));
                    }
                    x += d as usize;
                } else {
                    // One cell's content: a letter, then `+U` and `*` if present.
                    let mut j = i;
                    if chars.get(j) == Some(&'+') {
                        j = (j + 2).min(chars.len());
                    }
                    if chars.get(j) == Some(&'*') {
                        j += 1;
                    }
                    if chars.get(j) == Some(&'^') {
                        j += 1;
                    }
                    let token: String = chars[i - 1..j].iter().collect();
                    i = j;
                    let content = parse_content(&token, topology, unicorn)
                        .map_err(|why| e(format!("layer {lname} row {}: {why}", y + 1)))?;
                    if x < 5 {
                        let cell = super::cell_at(x, y, z);
                        place(&mut g, cell, content)
                            .map_err(|why| e(format!("layer {lname} row {}: {why}", y + 1)))?;
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
    check_unicorn_count(&g).map_err(&e)?;
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
    if g.board[pawn] & !UNICORN != PAWN | if mover == Player::Black { BLACK } else { 0 } {
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
