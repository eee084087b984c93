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
    let groups: Vec<&str> = text.trim().split('/').collect();
    if groups.len() != 11 {
        return Err(format!(
            "'{text}' has {} file groups, expected 11 (a b c d e f g h i k l)",
            groups.len()
        ));
    }
    let mut board = [0u8; NCELLS];
    for (f, grp) in groups.iter().enumerate() {
        let fname = FILES[f] as char;
        let len = FILE_LEN[f] as usize;
        let mut r = 0usize;
        let mut chars = grp.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                let mut n = d as usize;
                while let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                    // Saturating: a long digit run is refused below as too many cells.
                    n = n.saturating_mul(10).saturating_add(d2 as usize);
                    chars.next();
                }
                if n == 0 {
                    return Err(format!(
                        "file {fname} ('{grp}'): an empty-cell count must be at least 1"
                    ));
                }
                r = r.saturating_add(n);
            } else {
                let Some(c) = code_of_letter(ch) else {
                    return Err(format!(
                        "file {fname} ('{grp}'): '{ch}' is not a piece letter (K R L M C W I P, upper case Red, lower case Green) or a count of empty cells"
                    ));
                };
                if r < len {
                    board[HEX.cell_of(f, r + 1) as usize] = c;
                }
                r += 1;
            }
            if r > len {
                return Err(format!(
                    "file {fname} ('{grp}') describes more than its {len} cells"
                ));
            }
        }
        if r != len {
            return Err(format!(
                "file {fname} ('{grp}') describes {r} cells, the file has {len}"
            ));
        }
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

/// A game with `g`'s parameters at the position `text`. At most one King per side (a side
/// without one has lost); a pending decision must name a cell holding a piece of the side
/// not deciding, a direction, 2-6 steps, and leave at least two empty candidates. The ply
/// count leaves room for the longest rest of a game (at most `u32::MAX - 1001`).
pub fn load(g: &Quantimex, text: &str) -> Result<Quantimex, PositionError> {
    let err = |m: String| PositionError(m);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 5 {
        return Err(err(format!(
            "expected 5 fields (board side pending turns plies), found {}; e.g. '{} r - 0 0'",
            fields.len(),
            DEFAULT_SETUP
        )));
    }
    let mut n = g.clone();
    n.board =
        parse_board(fields[0]).map_err(|e| err(format!("board: {e}; board form: {SETUP_FORM}")))?;
    let k = kings(&n.board);
    if k[0] > 1 || k[1] > 1 || k == [0, 0] {
        return Err(err(format!(
            "{} Red and {} Green Kings: each side has at most one, and not both may be missing",
            k[0], k[1]
        )));
    }
    n.side = match fields[1] {
        "r" => Player::White,
        "g" => Player::Black,
        o => {
            return Err(err(format!(
                "side to decide '{o}' must be r (Red) or g (Green)"
            )))
        }
    };
    n.pending = if fields[2] == "-" {
        None
    } else {
        let bad = |why: String| {
            err(format!(
                "pending decision '{}': {why}; form: - or CELL:DIR:N, e.g. f5:N:3",
                fields[2]
            ))
        };
        let parts: Vec<&str> = fields[2].split(':').collect();
        if parts.len() != 3 {
            return Err(bad("expected three ':'-separated parts".into()));
        }
        let dest = HEX.parse(parts[0]).map_err(bad)?;
        let dir = DIR_NAMES
            .iter()
            .position(|&d| d.eq_ignore_ascii_case(parts[1]))
            .ok_or_else(|| bad(format!("'{}' is not one of N NE SE S SW NW", parts[1])))?;
        let steps: u8 = parts[2]
            .parse()
            .ok()
            .filter(|s| (2..=6).contains(s))
            .ok_or_else(|| bad(format!("'{}' is not a step count 2-6", parts[2])))?;
        let p = n.board[dest];
        if p == 0 || side_of(p) == n.side {
            return Err(bad(format!(
                "{} must hold the moved piece of the side not deciding",
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
                "fewer than two empty candidates: no decision arises".into()
            ));
        }
        Some(pend)
    };
    n.turns = fields[3]
        .parse()
        .map_err(|_| err(format!("turns '{}' is not a whole number", fields[3])))?;
    n.plies = fields[4]
        .parse()
        .map_err(|_| err(format!("plies '{}' is not a whole number", fields[4])))?;
    // The rest of a game is at most two plies (a move and a decision) per turn up to the
    // largest move cap, plus one: keep the ply count clear of overflow while it is played.
    let max_plies = u32::MAX - 2 * super::MAX_MOVE_CAP as u32 - 1;
    if n.plies > max_plies {
        return Err(err(format!(
            "plies '{}' is more than {max_plies}",
            fields[4]
        )));
    }
    n.recount();
    Ok(n)
}
