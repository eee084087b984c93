//! The position of `position startpos|fen FEN [moves M...]`, and moves in UCI coordinates.

use mcts::{Codec, Rules};
use variants::chess::Chess;
use variants::declare::MoveCapParams;

/// A chess move as the engine plays it.
pub type Move = <Chess as Rules>::Move;

/// The move `mv` of `g` in UCI coordinates: `e2e4`, `e7e8q`, castling as the king's move.
pub fn uci_move(g: &Chess, mv: Move) -> String {
    let t = g.format_move(mv);
    let mut s: String = t.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    s.make_ascii_lowercase();
    s
}

/// A position as `position` gave it: the setup text, the moves after it, the game reached.
#[derive(Clone)]
pub struct Position {
    /// `startpos` or `fen FEN`, as given (trimmed).
    pub setup: String,
    /// The moves played from the setup, in order.
    pub moves: Vec<Move>,
    /// The game after those moves.
    pub game: Chess,
}

impl Position {
    /// The orthodox start position with no moves.
    pub fn start() -> Position {
        parse("startpos").expect("the start position")
    }
}

/// The position a `position` command's arguments `args` (what follows `position`) describe.
///
/// Errors: a setup that is neither `startpos` nor `fen FEN`, a FEN that does not load, or
/// the first move that does not parse or is not legal, named by its 1-based number.
pub fn parse(args: &str) -> Result<Position, String> {
    let start = Chess::new(&MoveCapParams::default());
    let (setup, moves) = match args.split_once(" moves") {
        Some((s, m)) => (s.trim(), m.trim()),
        None => (args.trim(), ""),
    };
    let setup = setup.strip_suffix("moves").unwrap_or(setup).trim();
    let mut g = if setup == "startpos" {
        start
    } else if let Some(fen) = setup.strip_prefix("fen") {
        start
            .load_position(fen.trim())
            .map_err(|e| format!("position fen: {e}"))?
    } else {
        return Err(format!(
            "position '{setup}': expected startpos or fen FEN, then moves M..."
        ));
    };
    let mut played = Vec::new();
    for (i, m) in moves.split_whitespace().enumerate() {
        let mv = g
            .parse_move(m)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(format!("move {} '{m}' is not legal", i + 1));
        }
        g.play(mv);
        played.push(mv);
    }
    Ok(Position {
        setup: setup.to_string(),
        moves: played,
        game: g,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_parse_startpos_fen_and_moves_and_name_the_bad_move() {
        let p = parse("startpos moves e2e4 e7e5").unwrap();
        assert_eq!(p.setup, "startpos");
        assert_eq!(p.moves.len(), 2);
        assert_eq!(uci_move(&Position::start().game, p.moves[0]), "e2e4");
        let fen = "fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1";
        let p = parse(fen).unwrap();
        assert!(p.setup.starts_with("fen 4k3"));
        assert_eq!(p.moves.len(), 1);
        let err = |t: &str| parse(t).err().expect("an error");
        assert!(err("startpos moves e2e5").starts_with("move 1: "));
        assert!(err("startpos moves e2e4 e2e4").starts_with("move 2"));
        assert!(err("somewhere").contains("expected startpos"));
    }
}
