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

use crate::codec::{self, CodecError, Digits, PositionCodec};

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

/// An example position text (the start), for messages.
const START_TEXT: &str =
    "rwkgr/ppppp/5/5/5|nbqnb/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/NBQNB|5/5/5/PPPPP/RWKGR w Kk - 0";

/// How to write the board field.
const BOARD_FIX: &str = "write 5 layers A to E separated by '|', each 5 rows from 5 down to 1 separated by '/', each row 5 cells a to e: cell contents or a digit 1-5 for a run of empty cells";

/// The fields of the position text, for messages.
const FIELDS: &[&str] = &["board", "side", "castling", "en-passant", "plies"];

/// Reads a position text (see the module doc).
///
/// # Errors
/// Names the field, the value and the fix ([`CodecError`]); see [`parse`] for what is refused.
pub(crate) fn read(
    topology: Topology,
    unicorn: bool,
    move_cap: u32,
    text: &str,
) -> Result<FiveUp, PositionError> {
    Ok(parse(topology, unicorn, move_cap, text)?)
}

/// Reads a position text. Refused besides malformed text (003_3455fa5195cbf461.txt; RULINGS
/// "Five Up"): a side without exactly one king; a pawn on its own promotion row (it would
/// have promoted); more than one unicorn of a side; more than 10 pawns of a side, or more
/// pieces of a kind than the start's plus one promotion per missing pawn (start: 10 P, 2 R,
/// 2 B, 2 N, 1 G, 1 W, 1 Q); the side not to move in check; an en-passant field that no double
/// step of the side that just moved explains.
pub(crate) fn parse(
    topology: Topology,
    unicorn: bool,
    move_cap: u32,
    text: &str,
) -> Result<FiveUp, CodecError> {
    let fields = codec::fields(text, FIELDS, 5, START_TEXT)?;
    let mut g = FiveUp::empty(topology, unicorn, move_cap);
    let layers = codec::split_exact("board", fields[0], '|', 5, "layers", BOARD_FIX)?;
    for (z, layer) in layers.iter().enumerate() {
        let lname = (b'A' + z as u8) as char;
        let rows = codec::split_exact(
            "board",
            layer,
            '/',
            5,
            &format!("rows in layer {lname}"),
            BOARD_FIX,
        )?;
        for (i, row) in rows.iter().enumerate() {
            let y = 4 - i;
            let where_ = format!("layer {lname} row {}", y + 1);
            let at = |why: String| {
                CodecError::new(
                    "board",
                    *row,
                    format!("({where_}): {why}"),
                    format!("{CONTENT_FORM}; {BOARD_FIX}"),
                )
            };
            codec::read_row(
                "board",
                &where_,
                row,
                5,
                Digits::Single,
                BOARD_FIX,
                // One cell's content: a letter, then `+U`, `*` and `^` if present.
                |rest| {
                    let b = rest.as_bytes();
                    let mut j = rest.chars().next().map_or(1, char::len_utf8);
                    if b.get(j) == Some(&b'+') {
                        j = (j + 2).min(b.len());
                    }
                    if b.get(j) == Some(&b'*') {
                        j += 1;
                    }
                    if b.get(j) == Some(&b'^') {
                        j += 1;
                    }
                    j
                },
                |x, token| {
                    let content = parse_content(token, topology, unicorn).map_err(at)?;
                    place(&mut g, super::cell_at(x, y, z), content).map_err(at)
                },
            )?;
        }
    }
    g.side = codec::side("side", fields[1], "w", "b")?;
    let cas = fields[2];
    if !["-", "K", "k", "Kk"].contains(&cas) {
        return Err(CodecError::new(
            "castling",
            cas,
            "is not a castling field",
            "write Kk, K (only White may still castle), k (only Black) or -",
        ));
    }
    g.castled = [!cas.contains('K'), !cas.contains('k')];
    check_material(&g, fields[0])?;
    check_unicorn_count(&g).map_err(|why| {
        CodecError::new(
            "board",
            fields[0],
            why,
            "each side has one unicorn (seed, Riding on a Unicorn)",
        )
    })?;
    for c in 0..NCELLS {
        let p = g.board[c];
        if p & KIND_MASK == PAWN && is_promotion_cell((p >> 4 & 1) as usize, c) {
            return Err(CodecError::new(
                "board",
                fields[0],
                format!("has a pawn on {}, its own promotion row", cell_name(c)),
                "a pawn reaching the enemy king's home row (A5 for White, E1 for Black) promotes: write the piece it became",
            ));
        }
    }
    g.finish_setup();
    if g.in_check(g.side.other()) {
        return Err(CodecError::new(
            "side",
            fields[1],
            format!(
                "is to move while {} is in check",
                g.side.other()
            ),
            "the side not to move cannot be in check (its own last move may not leave its king attacked): write the other side, or change the board",
        ));
    }
    if fields[3] != "-" {
        read_ep(&mut g, fields[3]).map_err(|why| {
            CodecError::new(
                "en-passant",
                fields[3],
                why,
                "write - or the cell of the pawn that just double-stepped, ':', and the one or two cells it passed, e.g. Dc3:Ec3,Dc2",
            )
        })?;
        g.hash = g.compute_hash();
        g.history.restart(g.hash);
    }
    g.plies = codec::number("plies", fields[4], u32::MAX)?;
    Ok(g)
}

/// The material rules of the board field `board`: exactly one king per side, at most the
/// start's pawns, and pieces of a kind beyond the start's at most the side's missing pawns
/// (a pawn promotes to Q R B N W or G; RULINGS "Five Up"). The limits are counted on the start
/// position.
fn check_material(g: &FiveUp, board: &str) -> Result<(), CodecError> {
    let start = FiveUp::start(Topology::Cube, 1);
    let count = |b: &[u8; NCELLS], s: u8| {
        let mut n = [0u32; 9];
        for &p in b.iter() {
            if p & KIND_MASK != 0 && (p & BLACK != 0) == (s == 1) {
                n[(p & KIND_MASK) as usize] += 1;
            }
        }
        n
    };
    let names = [
        "", "pawns", "rooks", "bishops", "knights", "guards", "wizards", "queens", "kings",
    ];
    for s in 0..2u8 {
        let side = Player::BOTH[s as usize];
        let have = count(&g.board, s);
        let init = count(&start.board, s);
        let k = KING as usize;
        if have[k] != 1 {
            return Err(CodecError::new(
                "board",
                board,
                format!("gives {side} {} kings", have[k]),
                format!("{side} has exactly one king (K for White, k for Black)"),
            ));
        }
        let p = PAWN as usize;
        if have[p] > init[p] {
            return Err(CodecError::new(
                "board",
                board,
                format!("gives {side} {} pawns", have[p]),
                format!("{side} has at most {} pawns, the start's", init[p]),
            ));
        }
        let promoted: u32 = (2..k).map(|i| have[i].saturating_sub(init[i])).sum();
        if promoted + have[p] > init[p] {
            let extra: Vec<String> = (2..k)
                .filter(|&i| have[i] > init[i])
                .map(|i| format!("{} {} (start {})", have[i], names[i], init[i]))
                .collect();
            return Err(CodecError::new(
                "board",
                board,
                format!("gives {side} {} and {} pawns", extra.join(", "), have[p]),
                format!(
                    "pieces beyond the start's come from promoted pawns: {side} may have at most {} minus its pawns of them ({} here, {promoted} given)",
                    init[p],
                    init[p] - have[p]
                ),
            ));
        }
    }
    Ok(())
}

impl PositionCodec for FiveUp {
    fn parse_position(&self, text: &str) -> Result<FiveUp, CodecError> {
        parse(self.t.topology, self.unicorn, self.move_cap, text)
    }

    fn format_position(&self) -> String {
        write(self)
    }
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
