//! Five Up cell names and move text (RULINGS "Five Up": cells are layer A..E, file a..e,
//! row 1..5, e.g. `Cc3`).
//!
//! Moves: `Dc2-Cc2` (a move), `Dc2xCd3` (a capture, en passant included), `Bc4-Ac4=Q`
//! (promotion to Q, R, B, N, W or G), castling as the king's move onto its rook's cell
//! (`Ec1-Ea1`). Reading accepts `-` or `x` either way; the cells and the promotion must name a
//! legal move.
//!
//! Unicorn moves (parameter `unicorn=on`): `UEb1-Cc2` the unicorn alone (from its own cell or
//! leaving a piece; onto an empty cell or joining a friendly piece); `Eb1-Dc2` a piece moving
//! alone, off a shared cell too (the unicorn stays); `W+U:Eb1-Dc2` the piece and the unicorn
//! moving together, with either vector (the arrival cell tells which: no unicorn leap is a
//! move of any other piece); `P+U:Bc4xAb5=Q` a pawn carried onto its promotion row.

use mcts::Rules;
use mcts::MoveError;

use super::{
    cell_at, coords, FMove, FiveUp, BISHOP, FLAG_EP, GUARD, KIND_MASK, KING, KNIGHT, LETTERS,
    NCELLS, PAWN, PROMOTIONS, QUEEN, ROOK, UNICORN, WIZARD,
};

/// The valid form of a cell, for error messages.
pub const CELL_FORM: &str =
    "a cell is a layer A-E, a file a-e and a row 1-5, e.g. Dc2 (Aa1 .. Ee5)";
/// The valid forms of a move, for error messages.
pub const MOVE_FORM: &str = "moves are written Dc2-Cc2, Dc2xCd3 (capture), Bc4-Ac4=Q (promotion to Q, R, B, N, W or G) or, for castling, the king's move onto its rook's cell (Ec1-Ea1); with unicorns UEb1-Cc2 (the unicorn alone) and W+U:Eb1-Cc2 (a piece and the unicorn moving together)";

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
    let capture = mv.base() == FLAG_EP || g.is_capture(mv);
    let mut s = String::new();
    if mv.unicorn_alone() {
        s.push('U');
    } else if mv.rides() {
        s.push(LETTERS[(g.board[mv.from as usize] & KIND_MASK) as usize]);
        s.push_str("+U:");
    }
    s.push_str(&cell_name(mv.from as usize));
    s.push(if capture { 'x' } else { '-' });
    s.push_str(&cell_name(mv.to as usize));
    if let Some(k) = mv.promotion() {
        s.push('=');
        s.push(LETTERS[k as usize]);
    }
    s
}

/// Who moves, as the text says.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mover {
    /// A piece alone (or a unicorn-less move).
    Piece,
    /// The unicorn alone (`U` prefix).
    Unicorn,
    /// The pair; the letter written before `+U:`.
    Pair(char),
}

/// True if the piece of `kind` reaches `to` from `from` by its own vector on an empty board
/// (pawns: any step, double step or capture direction toward the enemy).
fn reaches(g: &FiveUp, kind: u8, us: usize, from: usize, to: usize) -> bool {
    let t = g.t;
    let bit = |m: u128| m >> to & 1 == 1;
    match kind {
        ROOK => bit(t.lines[from][0]),
        BISHOP => bit(t.lines[from][1]),
        QUEEN => bit(t.lines[from][0] | t.lines[from][1]),
        WIZARD => bit(t.lines[from][1] | t.lines[from][2]),
        KNIGHT => bit(t.knight_mask[from]),
        GUARD => bit(t.guard_mask[from]),
        KING => bit(t.king_mask[from]),
        PAWN => {
            let [row, layer] = t.pawn_push[us];
            let one = |c: usize, d: u8| t.step(c, d) as usize;
            let near = [row, layer]
                .iter()
                .chain(t.pawn_cap[us].iter())
                .any(|&d| one(from, d) == to);
            let double = [(row, row), (layer, layer), (row, layer)]
                .iter()
                .any(|&(a, b)| one(from, a) < NCELLS && one(one(from, a), b) == to);
            near || double
        }
        _ => false,
    }
}

/// The piece name of a kind, for error messages.
fn kind_name(kind: u8) -> &'static str {
    [
        "unicorn", "pawn", "rook", "bishop", "knight", "guard", "wizard", "queen", "king",
    ][kind as usize]
}

/// Reads a move of `g`'s position.
///
/// # Errors
/// A malformed text or a bad cell (naming it and the valid forms), a bad promotion letter, or
/// cells that name no legal move here; for unicorn moves the rule broken (a unicorn on the
/// king's cell, a unicorn alone onto an enemy, a pair's vector that belongs to neither piece).
pub fn parse_move(g: &FiveUp, text: &str) -> Result<FMove, MoveError> {
    let s = text.trim();
    let err = |why: String| MoveError::new(text, why);
    let (mover, s) = if let Some(rest) = s.strip_prefix('U') {
        (Mover::Unicorn, rest)
    } else if let Some((head, rest)) = s.split_once(':') {
        let mut hc = head.chars();
        match (hc.next(), hc.next(), hc.next(), hc.next()) {
            (Some(l), Some('+'), Some('U' | 'u'), None) if l.is_ascii_alphabetic() => {
                (Mover::Pair(l.to_ascii_uppercase()), rest)
            }
            _ => {
                return Err(err(format!(
                    "'{head}:' is no pair: a piece moving with its unicorn is written with the piece's letter, '+U:' and the move, e.g. W+U:Eb1-Dc2; {MOVE_FORM}"
                )))
            }
        }
    } else {
        (Mover::Piece, s)
    };
    if mover != Mover::Piece && !g.unicorn {
        return Err(err(
            "there are no unicorns in this game (parameter unicorn=off)".into(),
        ));
    }
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
    let wanted = |m: FMove| match mover {
        Mover::Piece => !m.unicorn_alone() && !m.rides(),
        Mover::Unicorn => m.unicorn_alone(),
        Mover::Pair(_) => m.rides(),
    };
    g.generate(&mut |m| {
        if m.from as usize == from && m.to as usize == to && wanted(m) {
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
    let letter_differs =
        matches!(mover, Mover::Pair(l) if LETTERS[(g.board[from] & KIND_MASK) as usize] != l);
    if (found.is_none() || letter_differs) && mover != Mover::Piece {
        return Err(err(unicorn_refusal(g, mover, from, to)));
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

/// Why a unicorn move (alone or a pair) that the generator does not list is refused, naming
/// the rule (seed, "Riding on a Unicorn").
fn unicorn_refusal(g: &FiveUp, mover: Mover, from: usize, to: usize) -> String {
    let us = g.to_move().index();
    let src = g.board[from];
    let dst = g.board[to];
    let (fname, tname) = (cell_name(from), cell_name(to));
    let mine = |p: u8| p != 0 && (p >> 4 & 1) as usize == us;
    if !mine(src) || src & UNICORN == 0 {
        return format!(
            "not a legal move: no unicorn of {} stands on {fname}",
            g.to_move()
        );
    }
    let leap = g.t.unicorn_mask[from] >> to & 1 == 1;
    let kind = src & KIND_MASK;
    match mover {
        Mover::Unicorn => {
            if !leap {
                format!("not a legal move: a unicorn leaps a knight move plus one cell at right angles to it (24 cells), and {tname} is not one of them from {fname}")
            } else if mine(dst) && dst & KIND_MASK == KING {
                format!("not a legal move: a unicorn may share a cell with any friendly piece except the king (Riding on a Unicorn, factor 1), and {tname} holds the king")
            } else if dst != 0 && !mine(dst) {
                format!("not a legal move: a unicorn alone can neither capture nor check (Riding on a Unicorn, factor 2), and {tname} holds an enemy piece; only a piece sharing its cell can capture with it")
            } else {
                format!("not a legal move: the unicorn's leap {fname}-{tname} would leave the king attacked")
            }
        }
        Mover::Pair(l) => {
            if kind == 0 {
                return format!("not a legal move: the unicorn on {fname} is alone; a pair needs a piece sharing its cell (write UDc3-... for the unicorn alone)");
            }
            if LETTERS[kind as usize] != l {
                return format!(
                    "not a legal move: the piece sharing {fname} with the unicorn is a {}, not {l}",
                    kind_name(kind)
                );
            }
            if !leap && !reaches(g, kind, us, from, to) {
                format!("not a legal move: a pair moves with the {}'s vector or the unicorn's (Riding on a Unicorn, factors 3-4), and {fname}-{tname} is neither", kind_name(kind))
            } else if mine(dst) {
                format!("not a legal move: a pair lands only on an empty cell or an enemy piece (Riding on a Unicorn, factor 3), and {tname} holds your own piece")
            } else {
                format!("not a legal move: the pair cannot go {fname}-{tname} here (blocked with the {}'s vector, not a capture it may make, or it would leave the king attacked)", kind_name(kind))
            }
        }
        Mover::Piece => unreachable!("pieces are handled by the caller"),
    }
}
