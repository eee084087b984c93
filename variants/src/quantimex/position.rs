//! Position text and the `setup` parameter (RULINGS "Quantimex": the starting array).
//!
//! Board form (the `setup` value and the first field of a position): 11 groups separated by
//! `/`, one per file `a b c d e f g h i k l` in that order, each listing the file's cells from
//! rank 1 upward: a piece letter (`K R L M C W I P`, upper case Red, lower case Green) or a
//! number = that many empty cells. Each group must describe exactly the file's length
//! (6 7 8 9 10 11 10 9 8 7 6).
//!
//! Position text: `<board> <side> <pending> <turns> <plies>`: side to decide `r` (Red) or `g`
//! (Green); pending decision `-` or `CELL:DIR:N` (intended cell, direction N NE SE S SW NW,
//! steps 2-6, e.g. `f5:N:3`; the moved piece stands on CELL); whole turns played; plies.

use std::fmt::Write as _;

use mcts::{Player, PositionError};

use crate::codec::{self, CodecError, Digits, PositionCodec};

use super::hex::{DIR_NAMES, FILES, FILE_LEN, HEX, NCELLS};
use super::pieces::{code_of_letter, kind_of, letter_of, side_of, Kind};
use super::{Pending, Quantimex};

/// The RULINGS array: Red rank 1 `I W L C R K R C L W I` (a1..l1), rank 2 Mimics on a2 and l2
/// with nine Pincer-Pawns b2..k2 between; Green mirrored (file X rank r -> rank len(X)+1-r).
pub const DEFAULT_SETUP: &str = "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi";

/// The valid form of the `setup` parameter, for messages and `collapse variants`.
pub const SETUP_FORM: &str = "11 '/'-separated files a..l (no j), each from rank 1 up: piece letters K R L M C W I P (upper Red, lower Green) or a count of empty cells, exactly 6 7 8 9 10 11 10 9 8 7 6 cells; one King per side";

/// Reads the board form. Errors name the file and what is wrong (callers add the valid form,
/// [`SETUP_FORM`]).
pub fn parse_board(text: &str) -> Result<[u8; NCELLS], String> {
    read_board("setup", text).map_err(|e| e.to_string())
}

/// Reads the board form as field `field` of a text: 11 file groups, each exactly its file's
/// cells (RULINGS "Quantimex": the board and its files).
fn read_board(field: &str, text: &str) -> Result<[u8; NCELLS], CodecError> {
    let fix = format!("write {SETUP_FORM}");
    let groups = codec::split_exact(field, text.trim(), '/', 11, "file groups", &fix)?;
    let mut board = [0u8; NCELLS];
    for (f, grp) in groups.iter().enumerate() {
        let place = format!("file {}", FILES[f] as char);
        codec::read_row(
            field,
            &place,
            grp,
            FILE_LEN[f] as usize,
            Digits::Number,
            &fix,
            |_| 1,
            |r, tok| {
                let c = tok.chars().next().and_then(code_of_letter).ok_or_else(|| {
                    CodecError::new(
                        field,
                        *grp,
                        format!("({place}) has an unknown piece letter '{tok}'"),
                        &fix,
                    )
                })?;
                board[HEX.cell_of(f, r + 1) as usize] = c;
                Ok(())
            },
        )?;
    }
    Ok(board)
}

fn kings(board: &[u8; NCELLS]) -> [usize; 2] {
    let mut n = [0; 2];
    for &p in board.iter() {
        if p != 0 && kind_of(p) == Kind::King {
            n[side_of(p).index()] += 1;
        }
    }
    n
}

/// Registry validator for the `setup` parameter: the canonical board text, or what is wrong
/// (a bad group, or not exactly one King per side).
pub fn validate_setup(text: &str) -> Result<String, String> {
    let board = parse_board(text)?;
    let k = kings(&board);
    if k != [1, 1] {
        return Err(format!(
            "setup '{text}' has {} Red and {} Green Kings; each side needs exactly one",
            k[0], k[1]
        ));
    }
    Ok(board_text(&board))
}

/// The board form of `board`.
pub fn board_text(board: &[u8; NCELLS]) -> String {
    let mut t = String::new();
    for f in 0..11 {
        if f > 0 {
            t.push('/');
        }
        let mut empty = 0;
        for r in 1..=FILE_LEN[f] as usize {
            let p = board[HEX.cell_of(f, r) as usize];
            if p == 0 {
                empty += 1;
            } else {
                if empty > 0 {
                    write!(t, "{empty}").unwrap();
                    empty = 0;
                }
                t.push(letter_of(p));
            }
        }
        if empty > 0 {
            write!(t, "{empty}").unwrap();
        }
    }
    t
}

/// The position text of `g`.
pub fn text(g: &Quantimex) -> String {
    let pending = match g.pending {
        None => "-".to_string(),
        Some(p) => format!(
            "{}:{}:{}",
            HEX.name(p.dest as usize),
            DIR_NAMES[p.dir as usize],
            p.steps
        ),
    };
    format!(
        "{} {} {} {} {}",
        board_text(&g.board),
        if g.side == Player::White { 'r' } else { 'g' },
        pending,
        g.turns,
        g.plies
    )
}

/// A game with `g`'s parameters at the position `text` ([`PositionCodec::parse_position`]).
pub fn load(g: &Quantimex, text: &str) -> Result<Quantimex, PositionError> {
    Ok(g.parse_position(text)?)
}

/// The fields of the position text, for messages.
const FIELDS: &[&str] = &["board", "side", "pending", "turns", "plies"];

impl PositionCodec for Quantimex {
    /// Reads a position text with this game's parameters. Refused besides malformed text
    /// (001_458953bcf665a48d.txt; RULINGS "Quantimex"): more than one King of a side, or no
    /// King of either (a side without one has lost: capturing the King wins); a pending
    /// decision that does not name a cell holding a piece of the side not deciding, a
    /// direction and 2-6 steps with at least two empty candidates; a ply count that leaves no
    /// room for the longest rest of a game (above `u32::MAX - 1001`).
    fn parse_position(&self, text: &str) -> Result<Quantimex, CodecError> {
        let example = format!("{DEFAULT_SETUP} r - 0 0");
        let f = codec::fields(text, FIELDS, 5, &example)?;
        let mut n = self.clone();
        n.board = read_board("board", f[0])?;
        let k = kings(&n.board);
        if k[0] > 1 || k[1] > 1 || k == [0, 0] {
            return Err(CodecError::new(
                "board",
                f[0],
                format!("has {} Red and {} Green Kings", k[0], k[1]),
                "each side has at most one King (K Red, k Green), and not both may be missing",
            ));
        }
        n.side = codec::side("side", f[1], "r", "g").map_err(|mut e| {
            e.fix = "write r (Red) or g (Green)".into();
            e
        })?;
        n.pending = if f[2] == "-" {
            None
        } else {
            let bad = |why: String| {
                CodecError::new(
                    "pending",
                    f[2],
                    why,
                    "write - or CELL:DIR:N (intended cell, direction N NE SE S SW NW, steps 2-6), e.g. f5:N:3",
                )
            };
            let parts: Vec<&str> = f[2].split(':').collect();
            if parts.len() != 3 {
                return Err(bad("does not have three ':'-separated parts".into()));
            }
            let dest = HEX.parse(parts[0]).map_err(bad)?;
            let dir = DIR_NAMES
                .iter()
                .position(|&d| d.eq_ignore_ascii_case(parts[1]))
                .ok_or_else(|| bad(format!("has '{}', not a direction", parts[1])))?;
            let steps: u8 = parts[2]
                .parse()
                .ok()
                .filter(|s| (2..=6).contains(s))
                .ok_or_else(|| bad(format!("has '{}', not a step count 2-6", parts[2])))?;
            let p = n.board[dest];
            if p == 0 || side_of(p) == n.side {
                return Err(bad(format!(
                    "names {}, which does not hold a piece of the side not deciding (the moved piece)",
                    parts[0]
                )));
            }
            let pend = Pending {
                dest: dest as u8,
                dir: dir as u8,
                steps,
            };
            if n.open_candidates(pend) < 2 {
                return Err(bad(
                    "leaves fewer than two empty candidates, so no decision arises".into(),
                ));
            }
            Some(pend)
        };
        n.turns = codec::number("turns", f[3], u32::MAX)?;
        // The rest of a game is at most two plies (a move and a decision) per turn up to the
        // largest move cap, plus one: keep the ply count clear of overflow while it is played.
        let max_plies = u32::MAX - 2 * super::MAX_MOVE_CAP as u32 - 1;
        n.plies = codec::number("plies", f[4], max_plies)?;
        n.recount();
        Ok(n)
    }

    fn format_position(&self) -> String {
        text(self)
    }
}
