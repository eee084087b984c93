//! The property every target checks: parsing any text does not panic, and an accepted text
//! round-trips (its canonical text parses again to the same text and hash, through both the
//! codec and `Codec::load_position`).

use std::sync::atomic::{AtomicU64, Ordering};

use mcts::Game;
use variants::codec::PositionCodec;

/// Inputs seen and accepted, printed at every power of two from 65,536 inputs on, so a run
/// shows that accepted texts (the round-trip property) are exercised.
static SEEN: AtomicU64 = AtomicU64::new(0);
static ACCEPTED: AtomicU64 = AtomicU64::new(0);

fn count(accepted: bool) {
    let n = SEEN.fetch_add(1, Ordering::Relaxed) + 1;
    let a = ACCEPTED.fetch_add(accepted as u64, Ordering::Relaxed) + accepted as u64;
    if n >= 1 << 16 && n.is_power_of_two() {
        eprintln!("position texts: {a} accepted of {n}");
    }
}

/// Checks `data` (as UTF-8; other bytes are skipped) against `game`'s parser.
pub fn check<G: Game + PositionCodec>(game: &G, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let via_game = game.load_position(text);
    let Ok(g) = game.parse_position(text) else {
        assert!(via_game.is_err(), "load_position accepts what the codec refuses: {text:?}");
        count(false);
        return;
    };
    count(true);
    assert!(via_game.is_ok(), "load_position refuses what the codec accepts: {text:?}");
    let t1 = g.format_position();
    assert_eq!(t1, g.position_text());
    let again = game
        .parse_position(&t1)
        .unwrap_or_else(|e| panic!("{text:?} formats as {t1:?}, which is refused: {e}"));
    assert_eq!(again.format_position(), t1, "{text:?}");
    assert_eq!(again.hash(), g.hash(), "{text:?}");
    // The position is usable: its legal moves are listed without panic.
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    assert_eq!(buf.is_empty(), !g.outcome().is_ongoing(), "{t1:?}");
}
