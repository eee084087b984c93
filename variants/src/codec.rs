//! One position-text codec for every game: a shared tokenizer (fields split on whitespace,
//! board rows split on a separator, run-length counts of empty cells, piece tokens) and one
//! error type, [`CodecError`], that names the field, the value and the fix.
//!
//! Every game's position text has the same shape (DESIGN.md, "The Game trait": a FEN-like
//! text that [`mcts::Codec::load_position`] reads and [`mcts::Codec::position_text`] writes): a
//! board field of rows, then whitespace-separated fields. Each game implements
//! [`PositionCodec`] on top of the helpers here; `format(parse(t)) == t` for canonical text.

use std::fmt;
use std::str::FromStr;

use mcts::{Player, PositionError};

/// A position text that was refused: which field, the value found there, what is wrong with
/// it and how to write it instead. Shown as
/// `field 'castling': 'KQx' has an unknown letter 'x'; write K, Q, k, q or -`.
///
/// Converts into the [`mcts::PositionError`] that [`mcts::Codec::load_position`] returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecError {
    /// The field's name (`board`, `side`, `castling`, ...); `position` for the whole text.
    pub field: String,
    /// The text found in that field (or the part of it that is wrong).
    pub value: String,
    /// What is wrong, phrased to follow the quoted value (`has 9 files`).
    pub problem: String,
    /// How to write it instead (`write ...`).
    pub fix: String,
}

impl CodecError {
    /// An error in `field`, whose text is `value`: `problem`; `fix`.
    pub fn new(
        field: impl Into<String>,
        value: impl Into<String>,
        problem: impl Into<String>,
        fix: impl Into<String>,
    ) -> CodecError {
        CodecError {
            field: field.into(),
            value: value.into(),
            problem: problem.into(),
            fix: fix.into(),
        }
    }
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "field '{}': '{}' {}; {}",
            self.field, self.value, self.problem, self.fix
        )
    }
}

impl std::error::Error for CodecError {}

impl From<CodecError> for PositionError {
    fn from(e: CodecError) -> PositionError {
        PositionError(e.to_string())
    }
}

/// A game's position text: parse to a validated position, format back.
///
/// `self` is a game of the wanted parameters (board, topology, move cap): parsing keeps them
/// and replaces the position. For canonical text `t`, `g.parse_position(t)?.format_position()
/// == t`; every text [`PositionCodec::format_position`] writes is canonical.
pub trait PositionCodec: Sized {
    /// Reads `text` as a position of this game's parameters. Refuses, naming the field, the
    /// value and the fix, a text that is malformed or that the game's rules cannot reach in
    /// the ways its validation checks (`docs/rules/<game>.md`, "Position text").
    fn parse_position(&self, text: &str) -> Result<Self, CodecError>;

    /// The position as canonical text.
    fn format_position(&self) -> String;
}

/// The whitespace-separated fields of `text`: between `min` and `names.len()` of them (the
/// last `names.len() - min` optional). The error names every field and gives `example`.
pub fn fields<'a>(
    text: &'a str,
    names: &[&str],
    min: usize,
    example: &str,
) -> Result<Vec<&'a str>, CodecError> {
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() < min || f.len() > names.len() {
        let count = if min == names.len() {
            format!("{min}")
        } else {
            format!("{min} to {}", names.len())
        };
        return Err(CodecError::new(
            "position",
            text,
            format!("has {} fields", f.len()),
            format!(
                "write {count} fields separated by spaces: {}, e.g. '{example}'",
                names.join(" ")
            ),
        ));
    }
    Ok(f)
}

/// `value` split on `sep` into exactly `count` parts. `what` names a part in the plural
/// (`ranks`, `layers`); `fix` tells how to write the field.
pub fn split_exact<'a>(
    field: &str,
    value: &'a str,
    sep: char,
    count: usize,
    what: &str,
    fix: &str,
) -> Result<Vec<&'a str>, CodecError> {
    let parts: Vec<&str> = value.split(sep).collect();
    if parts.len() != count {
        return Err(CodecError::new(
            field,
            value,
            format!(
                "has {} {what} separated by '{sep}', not {count}",
                parts.len()
            ),
            fix,
        ));
    }
    Ok(parts)
}

/// How a row writes runs of empty cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Digits {
    /// Each digit is a run of 1 to 9 empty cells; consecutive digits add up (FEN).
    Single,
    /// Consecutive digits form one decimal number (boards wider than 9 cells).
    Number,
}

/// One row of a board field (a rank, a file, a layer's row), read left to right.
///
/// `place` names the row for messages (`rank 3`, `layer B row 2`); `width` is its number of
/// cells. For each piece the game's `token_len` says how many bytes its token takes (at least
/// the first character), and `put(index, token)` stores it. Empty-cell counts must be at least
/// 1 and may not run past the row's end (no overflow, however long the digit run).
#[allow(clippy::too_many_arguments)]
pub fn read_row<'a>(
    field: &str,
    place: &str,
    row: &'a str,
    width: usize,
    digits: Digits,
    fix: &str,
    mut token_len: impl FnMut(&'a str) -> usize,
    mut put: impl FnMut(usize, &'a str) -> Result<(), CodecError>,
) -> Result<(), CodecError> {
    let too_long = || {
        CodecError::new(
            field,
            row,
            format!("({place}) describes more than its {width} cells"),
            fix,
        )
    };
    let mut at = 0usize;
    let mut rest = row;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_digit() {
            let run_len = match digits {
                Digits::Single => 1,
                Digits::Number => rest.bytes().take_while(u8::is_ascii_digit).count(),
            };
            let (num, tail) = rest.split_at(run_len);
            rest = tail;
            // Any count above the width is refused, so a long digit run cannot overflow.
            let n: usize = if num.len() > 6 {
                usize::MAX
            } else {
                num.parse().unwrap_or(usize::MAX)
            };
            if n == 0 {
                return Err(CodecError::new(
                    field,
                    row,
                    format!("({place}) has an empty-cell count of {num}"),
                    format!("a count of empty cells is at least 1; {fix}"),
                ));
            }
            at = at
                .checked_add(n)
                .filter(|&a| a <= width)
                .ok_or_else(too_long)?;
        } else {
            let len = token_len(rest).clamp(c.len_utf8(), rest.len());
            let len = (len..=rest.len())
                .find(|&l| rest.is_char_boundary(l))
                .unwrap_or(rest.len());
            let (tok, tail) = rest.split_at(len);
            rest = tail;
            if at >= width {
                return Err(too_long());
            }
            put(at, tok)?;
            at += 1;
        }
    }
    if at != width {
        return Err(CodecError::new(
            field,
            row,
            format!("({place}) describes {at} cells, not {width}"),
            fix,
        ));
    }
    Ok(())
}

/// Writes one row: `cells` gives each cell's token or `None` for empty; runs of empty cells
/// become their count (the inverse of [`read_row`] for canonical text).
pub fn write_row<S: AsRef<str>>(out: &mut String, cells: impl IntoIterator<Item = Option<S>>) {
    let mut empty = 0usize;
    for c in cells {
        match c {
            None => empty += 1,
            Some(t) => {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(t.as_ref());
            }
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}

/// The side field: `white` names the first player, `black` the second (`w`/`b`, or `r`/`g`
/// in Quantimex).
pub fn side(field: &str, value: &str, white: &str, black: &str) -> Result<Player, CodecError> {
    if value == white {
        Ok(Player::White)
    } else if value == black {
        Ok(Player::Black)
    } else {
        Err(CodecError::new(
            field,
            value,
            "is not a side",
            format!("write {white} or {black}"),
        ))
    }
}

/// A whole number from 0 to `max` (decimal digits only: no sign, no spaces).
pub fn number<T>(field: &str, value: &str, max: T) -> Result<T, CodecError>
where
    T: FromStr + PartialOrd + fmt::Display + Copy,
{
    let fix = || format!("write a whole number from 0 to {max}");
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CodecError::new(
            field,
            value,
            "is not a whole number",
            fix(),
        ));
    }
    match value.parse::<T>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(CodecError::new(field, value, "is too large", fix())),
    }
}

/// True when `text` parses and formats back to itself (for tests of canonical text).
pub fn round_trips<G: PositionCodec>(game: &G, text: &str) -> bool {
    game.parse_position(text)
        .map(|g| g.format_position() == text)
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(r: &str, width: usize, digits: Digits) -> Result<Vec<(usize, String)>, CodecError> {
        let mut out = Vec::new();
        read_row(
            "board",
            "rank 1",
            r,
            width,
            digits,
            "fix",
            |_| 1,
            |i, t| {
                out.push((i, t.to_string()));
                Ok(())
            },
        )?;
        Ok(out)
    }

    #[test]
    fn rows_read_runs_and_pieces() {
        assert_eq!(
            row("1p2k", 5, Digits::Single).unwrap(),
            vec![(1, "p".to_string()), (4, "k".to_string())]
        );
        assert_eq!(row("10", 10, Digits::Number).unwrap(), vec![]);
        assert_eq!(row("11", 2, Digits::Single).unwrap(), vec![]);
        assert!(row("10", 10, Digits::Single).is_err());
    }

    #[test]
    fn rows_refuse_overflow_zero_and_wrong_width() {
        let e = row("99999999999999999999999p", 8, Digits::Number).unwrap_err();
        assert!(e.problem.contains("more than its 8 cells"), "{e}");
        let e = row("18446744073709551615", 8, Digits::Number).unwrap_err();
        assert!(e.problem.contains("more than"), "{e}");
        let e = row("0p7", 8, Digits::Single).unwrap_err();
        assert!(e.to_string().contains("at least 1"), "{e}");
        let e = row("7", 8, Digits::Single).unwrap_err();
        assert_eq!(e.field, "board");
        assert!(e.problem.contains("describes 7 cells, not 8"), "{e}");
        let e = row("8p", 8, Digits::Single).unwrap_err();
        assert!(e.problem.contains("more than"), "{e}");
    }

    #[test]
    fn multibyte_tokens_do_not_split_characters() {
        let mut got = Vec::new();
        read_row(
            "board",
            "rank 1",
            "é中",
            2,
            Digits::Single,
            "fix",
            |_| 1,
            |i, t| {
                got.push((i, t.to_string()));
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(got, vec![(0, "é".to_string()), (1, "中".to_string())]);
    }

    #[test]
    fn write_row_is_the_inverse_of_read_row() {
        let mut s = String::new();
        write_row(&mut s, [None, Some("p"), None, None, Some("k")]);
        assert_eq!(s, "1p2k");
        let mut s = String::new();
        write_row::<&str>(&mut s, vec![None; 10]);
        assert_eq!(s, "10");
    }

    #[test]
    fn errors_name_field_value_and_fix() {
        let e = CodecError::new(
            "castling",
            "KQx",
            "has an unknown letter 'x'",
            "write K, Q, k, q or -",
        );
        assert_eq!(
            e.to_string(),
            "field 'castling': 'KQx' has an unknown letter 'x'; write K, Q, k, q or -"
        );
        let p: PositionError = e.into();
        assert!(p.0.starts_with("field 'castling'"), "{p}");
        let e = fields("a b", &["board", "side", "plies"], 3, "8 w 0").unwrap_err();
        assert_eq!(e.field, "position");
        assert!(e.fix.contains("board side plies"), "{e}");
        assert_eq!(
            fields("a  b\tc", &["x", "y", "z"], 2, "").unwrap(),
            ["a", "b", "c"]
        );
    }

    #[test]
    fn numbers_and_sides() {
        assert_eq!(number::<u16>("clock", "65534", 65534).unwrap(), 65534);
        assert!(number::<u16>("clock", "65535", 65534).is_err());
        assert!(number::<u16>("clock", "+1", 10).is_err());
        assert!(number::<u32>("plies", "99999999999999999999", u32::MAX).is_err());
        let e = side("side", "x", "w", "b").unwrap_err();
        assert_eq!(e.fix, "write w or b");
        assert_eq!(side("side", "g", "r", "g").unwrap(), Player::Black);
    }
}
