//! Quantimex invariants over seeded random games: pieces only decrease, frozen pieces never
//! move (a frozen King only enthrones; other frozen pieces only leave by removal), a King is
//! never removed, decisions happen exactly when one is pending and are followed by the
//! decider's own turn, the incremental hash equals the hash from scratch.

use mcts::{rng_from_seed, Player};
use mcts::{Codec, Rules};
use rand::Rng;
use variants::quantimex::hex::{HEX, NONE};
use variants::quantimex::pieces::{kind_of, side_of, Kind};
use variants::quantimex::Quantimex;

#[test]
fn random_games_keep_the_invariants() {
    let mut buf = Vec::new();
    let mut decisions = 0;
    let mut removals = 0;
    for seed in 0..8 {
        let mut rng = rng_from_seed(77 + seed);
        let mut g = Quantimex::standard();
        loop {
            assert_eq!(g.hash(), g.hash_from_scratch());
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                assert!(!g.outcome().is_ongoing());
                break;
            }
            let m = buf[rng.random_range(0..buf.len())];
            let before = g.count(Player::White) + g.count(Player::Black);
            let mover = g.to_move();
            let was_pending = g.pending().is_some();
            if m.from == NONE {
                assert!(was_pending, "a decision only when one is pending");
                decisions += 1;
            } else {
                assert!(!was_pending, "no ordinary move while a decision is pending");
                let name = HEX.name(m.from as usize);
                let p = g.piece_at(m.from as usize);
                assert_eq!(side_of(p), mover);
                if m.to == NONE {
                    assert!(g.frozen(&name) && kind_of(p) != Kind::King, "{name}");
                    removals += 1;
                } else if g.frozen(&name) {
                    let t = g.piece_at(m.to as usize);
                    assert!(
                        kind_of(p) == Kind::King
                            && t != 0
                            && kind_of(t) == Kind::Regent
                            && side_of(t) == mover,
                        "a frozen piece moved: {}",
                        g.format_move(m)
                    );
                }
            }
            g.play(m);
            let after = g.count(Player::White) + g.count(Player::Black);
            assert!(after <= before, "pieces only decrease");
            if was_pending {
                assert_eq!(g.to_move(), mover, "the decider takes its own turn next");
            } else {
                assert_eq!(g.to_move(), mover.other());
            }
        }
    }
    assert!(decisions > 0, "random games do meet decisions");
    assert!(removals > 0, "random games do meet removals");
}
