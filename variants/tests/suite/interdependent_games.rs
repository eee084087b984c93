//! Whole-game properties of Interdependent Chess (004_0ca2faf906401d7b.txt; RULINGS
//! "Interdependent Chess"): seeded random games keep the 24 pieces (board + hands), never leave
//! the mover's King in check, list each move once, keep the incremental hash equal to one
//! computed from scratch, and end with a termination reason.

use mcts::{rng_from_seed, Outcome, Player, Termination};
use mcts::{Codec, Rules};
use rand::Rng;
use variants::interdependent::{Interdependent, SETUP};

fn start(cap: u32) -> Interdependent {
    Interdependent::from_text(SETUP, cap).unwrap()
}

#[test]
fn random_games_conserve_the_24_pieces_and_keep_kings_safe() {
    let mut buf = Vec::new();
    let mut endings = std::collections::BTreeMap::new();
    let mut drops = 0;
    let mut captures = 0;
    for seed in 0..30u64 {
        let mut rng = rng_from_seed(seed);
        let mut g = start(300);
        loop {
            assert_eq!(g.piece_total(), 24, "seed {seed} ply {}", g.plies());
            assert_eq!(g.hash(), g.hash_from_scratch());
            let mover = g.to_move();
            // The player who just moved is never left in check.
            assert!(!g.in_check(mover.other()), "seed {seed}: {g:?}");
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            for (i, m) in buf.iter().enumerate() {
                assert!(!buf[..i].contains(m), "{} listed twice", g.format_move(*m));
            }
            let m = buf[rng.random_range(0..buf.len())];
            if m.is_drop() {
                drops += 1;
            } else if g.piece_at(m.to as usize).is_some() {
                captures += 1;
            }
            g.play(m);
        }
        let o = g.outcome();
        assert!(o.termination().is_some());
        if let Outcome::Win { winner, reason } = o {
            assert_eq!(reason, Termination::Checkmate);
            assert!(g.in_check(winner.other()));
        }
        *endings
            .entry(o.termination().unwrap().as_str())
            .or_insert(0) += 1;
    }
    // The random games exercise captures and drops at all.
    assert!(
        captures > 100 && drops > 100,
        "{captures} captures, {drops} drops"
    );
    eprintln!("endings over 30 random games: {endings:?}");
}

#[test]
fn hands_change_sides_and_are_counted() {
    // Every capture moves one piece from the board to the captor's hand, as the captor's.
    let mut buf = Vec::new();
    let mut rng = rng_from_seed(7);
    let mut seen = 0;
    for _ in 0..20 {
        let mut g = start(200);
        while g.outcome().is_ongoing() {
            g.legal_moves(&mut buf);
            let m = buf[rng.random_range(0..buf.len())];
            if let (false, Some((kind, owner))) = (m.is_drop(), g.piece_at(m.to as usize)) {
                let me = g.to_move();
                assert_eq!(owner, me.other());
                let before = g.hand_count(me, kind);
                let theirs = g.hand_count(me.other(), kind);
                g.play(m);
                assert_eq!(g.hand_count(me, kind), before + 1);
                assert_eq!(g.hand_count(me.other(), kind), theirs);
                seen += 1;
            } else {
                g.play(m);
            }
        }
    }
    assert!(seen > 50);
    let _ = Player::White;
}

/// The legal-move generator takes a shortcut (a move that neither lends to an enemy piece nor
/// opens a line is not tested for check); it must list exactly the moves that a full test of
/// every candidate keeps: each own piece's borrowed and own targets, and every drop on every
/// empty cell, minus those after which an enemy piece could capture the mover's King.
#[test]
fn legal_moves_equal_a_full_check_of_every_candidate() {
    use std::collections::BTreeSet;
    use variants::interdependent::board::{cells, ALL_CELLS};
    use variants::interdependent::movegen::code;
    use variants::interdependent::{IMove, Kind};
    let mut buf = Vec::new();
    let mut positions = 0;
    for seed in 100..140u64 {
        let mut rng = rng_from_seed(seed);
        let mut g = start(300);
        while g.outcome().is_ongoing() {
            let me = g.to_move();
            let (m, o) = (me.index(), 1 - me.index());
            let pos = *g.pos();
            // `attacked` skips pieces too far away to reach; a scan of every piece agrees.
            for side in [m, o] {
                let k = g.king_cell(mcts::Player::BOTH[side]);
                let brute =
                    cells(pos.occ[1 - side]).any(|x| pos.capture_targets(x) & (1 << k) != 0);
                assert_eq!(pos.attacked(k, 1 - side), brute, "{g:?}");
            }
            let mut want = BTreeSet::new();
            for x in cells(pos.occ[m]) {
                for t in cells(pos.quiet_targets(x) | pos.capture_targets(x)) {
                    let mut s = pos;
                    let p = s.take(x);
                    s.take(t);
                    s.put(t, p);
                    let k = if Some((Kind::King, me)) == g.piece_at(x) {
                        t
                    } else {
                        g.king_cell(me)
                    };
                    if !brute_attacked(&s, k, o) {
                        want.insert(IMove::step(x, t));
                    }
                }
            }
            for kind in Kind::DROPPABLE {
                if g.hand_count(me, kind) == 0 {
                    continue;
                }
                for t in cells(!pos.all() & ALL_CELLS) {
                    let mut s = pos;
                    s.put(t, code(kind, me));
                    if !brute_attacked(&s, g.king_cell(me), o) {
                        want.insert(IMove::drop(kind, t));
                    }
                }
            }
            g.legal_moves(&mut buf);
            let got: BTreeSet<IMove> = buf.iter().copied().collect();
            assert_eq!(got, want, "{g:?}");
            positions += 1;
            let mv = buf[rng.random_range(0..buf.len())];
            g.play(mv);
        }
    }
    assert!(positions > 1000);
}

/// Check by brute force: some piece of `by` has `target` among its capture targets.
fn brute_attacked(p: &variants::interdependent::movegen::Pos, target: usize, by: usize) -> bool {
    variants::interdependent::board::cells(p.occ[by])
        .any(|x| p.capture_targets(x) & (1 << target) != 0)
}
