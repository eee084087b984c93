//! Property tests over random Potential Chess games (seed 002_a41f0f858c62d591.txt; RULINGS
//! "Potential Chess"):
//! - potentials are never empty; the incremental hash equals the hash from scratch; every
//!   side's potentials are their own closure; the no-copy legality test agrees with playing;
//! - position text and move notation round-trip;
//! - `determinize` collapses every potential to one of its types with the right counts and
//!   bishop colours;
//! - at the end, actualizing every piece consistently and replaying the game from the implied
//!   start array with every potential a single type, each move is legal there (the seed: "it
//!   should be possible to actualize all remaining pieces, and then ... re-play the game").

use mcts::{Codec, Rules};
use mcts::{GameRng, Outcome, Player, Termination};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use variants::potential::game::{closure_sets, CAPACITY, P};
use variants::potential::tables::is_light;
use variants::potential::{MoveKind, Potential, PotentialChess, PotentialMove};

fn start_square(player: Player, i: usize) -> usize {
    match player {
        Player::White => i,
        Player::Black => 63 - (i ^ 7),
    }
}

fn letter(pot: Potential) -> char {
    let t = pot.0.trailing_zeros() as usize;
    b"KQRBBNP"[t] as char
}

fn check_collapsed(real: &PotentialChess, d: &PotentialChess) {
    assert!(!d.has_uncertainty(), "{}", d.position_text());
    for pl in Player::BOTH {
        let r = real.original_types(pl);
        let c = d.original_types(pl);
        let mut counts = [0u8; 7];
        for ((rsq, rpot), (csq, cpot)) in r.iter().zip(&c) {
            assert_eq!(rsq, csq);
            assert_eq!(cpot.len(), 1, "collapsed to one type");
            assert_eq!(
                cpot.0 & rpot.0,
                cpot.0,
                "collapsed type is in the potential"
            );
            let t = cpot.0.trailing_zeros() as usize;
            counts[t] += 1;
            if let Some(sq) = csq {
                if t == 3 {
                    assert!(is_light(*sq));
                }
                if t == 4 {
                    assert!(!is_light(*sq));
                }
            }
        }
        // promoted-away pawns count as pawns
        assert_eq!(counts, CAPACITY, "type counts of {pl}");
    }
}

fn random_game(seed: u64, cap: u32) {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut g = PotentialChess::start(cap);
    let mut played: Vec<PotentialMove> = Vec::new();
    let mut buf = Vec::new();
    loop {
        for (_, text) in g.cells() {
            assert!(!text.is_empty());
        }
        assert_eq!(g.hash(), g.hash_from_scratch());
        // the fast legality tests (no closure when no K was lost; no state copy) agree with
        // the full one
        assert_eq!(g.debug_check_only_mismatch(), None);
        // every side's potentials are their own closure (play skips the closure when a move
        // changed no allowed set; this fails if that shortcut ever left a set unreduced)
        for pl in Player::BOTH {
            let sets: Vec<u8> = g.original_types(pl).iter().map(|(_, p)| p.0).collect();
            assert_eq!(
                closure_sets(&sets, &CAPACITY).as_deref(),
                Some(&sets[..]),
                "{pl} not closed at {}",
                g.position_text()
            );
        }
        let text = g.position_text();
        let back = g.load_position(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.position_text(), text);
        g.legal_moves(&mut buf);
        let mut b2 = Vec::new();
        back.legal_moves(&mut b2);
        // A game drawn by repetition has no moves, but the reloaded position has no history
        // (position text carries none), so it goes on: compare only positions not decided by
        // the history.
        let by_history = g.outcome()
            == Outcome::Draw {
                reason: Termination::Repetition,
            };
        if g.plies().is_multiple_of(7) && !by_history {
            let mut x: Vec<String> = buf.iter().map(|&m| g.format_move(m)).collect();
            let mut y: Vec<String> = b2.iter().map(|&m| back.format_move(m)).collect();
            x.sort();
            y.sort();
            assert!(x == y, "different moves after reloading {text}");
        }
        for &m in &buf {
            let t = g.format_move(m);
            assert_eq!(g.parse_move(&t), Ok(m), "{t} at {text}");
        }
        if g.has_uncertainty() && g.plies().is_multiple_of(5) {
            let d = g.determinize(&mut rng);
            check_collapsed(&g, &d);
        }
        if buf.is_empty() {
            assert!(!g.outcome().is_ongoing());
            break;
        }
        assert!(g.outcome().is_ongoing());
        // prefer captures so statements and endgames happen
        let caps: Vec<PotentialMove> = buf
            .iter()
            .copied()
            .filter(|&m| g.format_move(m).contains(':'))
            .collect();
        let m = if !caps.is_empty() && rng.random_bool(0.4) {
            caps[rng.random_range(0..caps.len())]
        } else {
            buf[rng.random_range(0..buf.len())]
        };
        g.play(m);
        played.push(m);
    }
    // actualize and replay from the implied start array
    let fin = g.determinize(&mut rng);
    check_collapsed(&g, &fin);
    let mut board = [' '; 64];
    for pl in Player::BOTH {
        for (i, (_, pot)) in fin.original_types(pl).into_iter().enumerate() {
            let c = letter(pot);
            board[start_square(pl, i)] = if pl == Player::White {
                c
            } else {
                c.to_ascii_lowercase()
            };
        }
    }
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let c = board[rank * 8 + file];
            if c == ' ' {
                empty += 1;
            } else {
                if empty > 0 {
                    fen.push_str(&empty.to_string());
                    empty = 0;
                }
                fen.push_str(&format!("[{c}]"));
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(" w - - - - 0");
    let mut r = match PotentialChess::from_text(&fen, 100_000) {
        Ok(r) => r,
        // The types the game revealed may put a king in check in the implied array: a
        // piece that became Black's king on d7 faces one that became a White rook on d2 along
        // the empty file (seed 17926320019542633830 in the regressions file). The game itself
        // never stood there: at the start no piece was any type yet. No orthodox replay then;
        // everything above was still checked.
        Err(e) if e.to_string().contains("cannot be in check") => return,
        Err(e) => panic!("the implied start array {fen} does not load: {e}"),
    };
    assert!(!r.has_uncertainty());
    let mut promoted = [0usize; 2];
    for (k, &m) in played.iter().enumerate() {
        if let MoveKind::State(_) = m.kind {
            continue; // automatic when the captured piece is one type
        }
        r.generate(&mut buf);
        assert!(
            buf.contains(&m),
            "move {k} {:?} not legal in the orthodox replay from {fen}\n{}",
            m,
            r.diagram()
        );
        let mover = r.to_move();
        r.play(m);
        if m.kind == MoveKind::Promote {
            let s = mover.index();
            let t = fin.promoted_types(mover)[promoted[s]];
            promoted[s] += 1;
            r.set_potential(m.to as usize, t);
        }
    }
    let _ = P;
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, .. ProptestConfig::default() })]
    #[test]
    fn random_potential_games(seed in any::<u64>()) {
        random_game(seed, 160);
    }
}

#[test]
fn long_random_games() {
    for seed in 0..4 {
        random_game(1000 + seed, 300);
    }
}

/// A proptest seed whose game is drawn by threefold repetition on a ply the reload check
/// visits (ply 147): the test compared the finished game's empty move list with the reloaded
/// position's, which has no history. Kept as a fixed case.
#[test]
fn a_game_drawn_by_repetition_on_a_checked_ply() {
    random_game(16_737_206_469_741_719_173, 160);
}
