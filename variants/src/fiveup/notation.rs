//! Five Up cell names and move text (RULINGS "Five Up": cells are layer A..E, file a..e,
//! row 1..5, e.g. `Cc3`).
//!
//! Moves: `Dc2-Cc2` (a move), `Dc2xCd3` (a capture, en passant included), `Bc4-Ac4=Q`
//! (promotion to Q, R, B, N, W or G), castling as the king's move onto its rook's cell
//! (`Ec1-Ea1`). Reading accepts `-` or `x` either way; the cells and the promotion must name a
//! legal move.

use mcts::{Game, MoveError};

use super::{cell_at, coords, FMove, FiveUp, FLAG_EP, LETTERS, NCELLS, PROMOTIONS};

/// The valid form of a cell, for error messages.
pub const CELL_FORM: &str =
    "a cell is a layer A-E, a file a-e and a row 1-5, e.g. Dc2 (Aa1 .. Ee5)";
/// The valid forms of a move, for error messages.
pub const MOVE_FORM: &str = "moves are written Dc2-Cc2, Dc2xCd3 (capture), Bc4-Ac4=Q (promotion to Q, R, B, N, W or G) or, for castling, the king's move onto its rook's cell (Ec1-Ea1)";

/// The name of `cell` (0..125), e.g. `Dc2` (the project's one naming routine,
/// [`crate::geometry::cell_name_of`]).
pub fn cell_name(cell: usize) -> String {
    let (x, y, z) = coords(cell);
    crate::geometry::cell_name_of([x as u8, y as u8, z as u8], true)
}

/// A cell name that names no cell; the message says which part is wrong and the valid form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellError(pub String);

impl std::fmt::Display for CellError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Reads a cell name such as `Dc2`.
///
/// # Errors
/// Names the bad part: `cell 'Fa1' does not exist: no layer F; a cell is ...`.
pub fn parse_cell(text: &str) -> Result<usize, CellError> {
    // The shared reader ([`crate::geometry::parse_cell_coords`]); the checks below only say
    // what is wrong with a name it rejects or that lies off the board.
    if let Some([x, y, z]) = crate::geometry::parse_cell_coords(text, true) {
        if x < 5 && y < 5 && z < 5 {
            return Ok(cell_at(x as usize, y as usize, z as usize));
        }
    }
    let bad = |why: &str| CellError(format!("cell '{text}' does not exist: {why}; {CELL_FORM}"));
    let ch: Vec<char> = text.chars().collect();
    if ch.len() != 3 {
        return Err(bad("a cell name has exactly three characters"));
    }
    let z = match ch[0] {
        'A'..='E' => ch[0] as usize - 'A' as usize,
        c => return Err(bad(&format!("no layer {c}"))),
    };
    let x = match ch[1] {
        'a'..='e' => ch[1] as usize - 'a' as usize,
        c => return Err(bad(&format!("no file {c}"))),
    };
    let y = match ch[2] {
        '1'..='5' => ch[2] as usize - '1' as usize,
        c => return Err(bad(&format!("no row {c}"))),
    };
    // Unreachable for a name the shared reader accepts; kept so every path names a cell.
    Ok(cell_at(x, y, z))
}

/// The move as text, from `g`'s position (which decides `-` or `x`).
pub fn format_move(g: &FiveUp, mv: FMove) -> String {
    let capture = mv.flag == FLAG_EP
        || (g.board[mv.to as usize] != 0
            && (g.board[mv.to as usize] ^ g.board[mv.from as usize]) & super::BLACK != 0);
    let mut s = cell_name(mv.from as usize);
    s.push(if capture { 'x' } else { '-' });
    s.push_str(&cell_name(mv.to as usize));
    if let Some(k) = mv.promotion() {
        s.push('=');
        s.push(LETTERS[k as usize]);
    }
    s
}

/// Reads a move of `g`'s position.
///
/// # Errors
/// A malformed text or a bad cell (naming it and the valid forms), a bad promotion letter, or
/// cells that name no legal move here.
pub fn parse_move(g: &FiveUp, text: &str) -> Result<FMove, MoveError> {
    let s = text.trim();
    let err = |why: String| MoveError::new(text, why);
    let sep = s
        .char_indices()
        .skip(2)
        .find(|&(_, c)| c == '-' || c == 'x')
        .map(|(i, _)| i)
        .ok_or_else(|| err(format!("no '-' or 'x' between two cells; {MOVE_FORM}")))?;
    let (from_txt, rest) = (&s[..sep], &s[sep + 1..]);
    let (to_txt, promo_txt) = match rest.split_once('=') {
        Some((a, b)) => (a, Some(b)),
        None => (rest, None),
    };
    let from = parse_cell(from_txt).map_err(|e| err(format!("{e}; {MOVE_FORM}")))?;
    let to = parse_cell(to_txt).map_err(|e| err(format!("{e}; {MOVE_FORM}")))?;
    let promo = match promo_txt {
        None => None,
        Some(p) => {
            let k = PROMOTIONS
                .iter()
                .copied()
                .find(|&k| p.len() == 1 && p.starts_with(LETTERS[k as usize]));
            match k {
                Some(k) => Some(k),
                None => {
                    return Err(err(format!(
                        "'{p}' is no promotion piece: a pawn promotes to Q, R, B, N, W or G (e.g. Bc4-Ac4=Q)"
                    )))
                }
            }
        }
    };
    debug_assert!(from < NCELLS && to < NCELLS);
    let mut found = None;
    let mut promo_needed = false;
    g.generate(&mut |m| {
        if m.from as usize == from && m.to as usize == to {
            if m.promotion() == promo {
                found = Some(m);
                return false;
            }
            promo_needed |= m.promotion().is_some();
        }
        true
    });
    if g.drawn_by_rule().is_some() {
        return Err(err("the game is over".into()));
    }
    match found {
        Some(m) => Ok(m),
        None if promo_needed => Err(err(format!(
            "a pawn reaching {} must name its promotion piece: ={{Q,R,B,N,W,G}}, e.g. {}-{}=Q",
            cell_name(to),
            cell_name(from),
            cell_name(to)
        ))),
        None => {
            let what = match g.piece_at(from) {
                None => format!("{} is empty", cell_name(from)),
                Some(l) if (l.is_ascii_uppercase()) != (g.to_move() == mcts::Player::White) => {
                    format!("the piece on {} is not {}'s", cell_name(from), g.to_move())
                }
                Some(l) => format!(
                    "the {} on {} has no legal move to {}{}",
                    l,
                    cell_name(from),
                    cell_name(to),
                    if promo.is_some() {
                        " with that promotion"
                    } else {
                        ""
                    }
                ),
            };
            Err(err(format!("not a legal move: {what}")))
        }
    }
}
