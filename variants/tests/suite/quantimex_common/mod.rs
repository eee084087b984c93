//! Helpers shared by the Quantimex rule tests: hand-built positions from piece lists.
#![allow(dead_code)]

use mcts::{Codec, Rules};
use variants::declare::ParamSet;
use variants::quantimex::hex::{FILE_LEN, HEX};
use variants::quantimex::Quantimex;

/// The board form (files a..l from rank 1 up) of a piece list like `"Kf1 Ra1 kl6 pf7"`:
/// letter (upper Red, lower Green) then cell.
pub fn board(pieces: &str) -> String {
    let mut cells = [['.'; 11]; 11];
    for tok in pieces.split_whitespace() {
        let (l, c) = tok.split_at(1);
        let cell = HEX.parse(c).unwrap_or_else(|e| panic!("{e}"));
        let (f, r) = (HEX.file[cell] as usize, HEX.rank[cell] as usize);
        assert_eq!(cells[f][r - 1], '.', "{c} given twice");
        cells[f][r - 1] = l.chars().next().unwrap();
    }
    let mut groups = Vec::new();
    for f in 0..11 {
        let mut g = String::new();
        let mut empty = 0;
        for &ch in &cells[f][..FILE_LEN[f] as usize] {
            if ch == '.' {
                empty += 1;
            } else {
                if empty > 0 {
                    g.push_str(&empty.to_string());
                    empty = 0;
                }
                g.push(ch);
            }
        }
        if empty > 0 {
            g.push_str(&empty.to_string());
        }
        groups.push(g);
    }
    groups.join("/")
}

/// A game with parameters `params` (e.g. `["move_cap=500"]`) at the position of `pieces`,
/// `side` (`'r'` or `'g'`) to move, no pending decision.
pub fn pos_with(params: &[&str], pieces: &str, side: char) -> Quantimex {
    let g = Quantimex::new(&variants::quantimex::QuantimexParams::parse_list(params).unwrap());
    g.load_position(&format!("{} {} - 0 0", board(pieces), side))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// [`pos_with`] with the default parameters.
pub fn pos(pieces: &str, side: char) -> Quantimex {
    pos_with(&[], pieces, side)
}

/// Plays the move `text`, panicking with the reason when it is not legal.
pub fn play(g: &mut Quantimex, text: &str) {
    let m = g
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{e}\nposition:\n{}", g.diagram()));
    g.play(m);
}

/// All legal moves, as text, sorted.
pub fn moves(g: &Quantimex) -> Vec<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let mut v: Vec<String> = buf.iter().map(|m| g.format_move(*m)).collect();
    v.sort();
    v
}

/// The destinations (cell names) of the legal moves from `from`, sorted.
pub fn targets(g: &Quantimex, from: &str) -> Vec<String> {
    let mut v: Vec<String> = moves(g)
        .into_iter()
        .filter(|m| {
            m.starts_with(from)
                && m.len() > from.len()
                && matches!(m.as_bytes()[from.len()], b'-' | b'x')
        })
        .map(|m| m[from.len() + 1..].to_string())
        .collect();
    v.sort();
    v
}

/// Sorted owned strings.
pub fn set(items: &str) -> Vec<String> {
    let mut v: Vec<String> = items.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// The candidate cells of the pending decision, sorted.
pub fn cands(g: &Quantimex) -> Vec<String> {
    let mut v = g.candidates();
    v.sort();
    v
}
