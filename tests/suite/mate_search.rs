//! Mate search by checks (`mcts::mate`, spec key `mate`), the proofs it gives the search, and
//! the check bonuses (spec keys `check` and `corder`): forced mates it must prove, checks it must not call
//! mates, and a search that sees a checking sacrifice only with it. Positions derived by hand.

use crate::common;
use mcts::{Codec, Rules};

use mcts::mate::forced_mate_by_checks;
use mcts::search::{search, SearchConfig};
use mcts::{play_move_list, rng_from_seed, Game, Outcome, Player};
use variants::chess::Chess;
use variants::declare::ParamSet;
use variants::registry::{self, GameVisitor};
use variants::uncertainty::Uncertainty;

fn retransform(moves: &str) -> Uncertainty {
    let p = variants::uncertainty::UncertaintyParams::parse_list(&["retransform=on".to_string()])
        .unwrap();
    let mut g = Uncertainty::new(&p);
    play_move_list(&mut g, moves).unwrap();
    g
}

fn chess(moves: &str) -> Chess {
    let mut g = Chess::new(&variants::declare::MoveCapParams::default());
    play_move_list(&mut g, moves).unwrap();
    g
}

/// A position of a strength game (Uncertainty, retransform on, 2026-11-23): Black has just
/// made a king on h5, beside White's rook on h4. White has no king, so the rook gives no
/// check yet. White's queen on a3 may be exchanged for the king in reserve as it moves
/// (retransform, no White king on the board): a3-c3>K puts a White king on the board, so the
/// rook now attacks Black's king. Black's one legal reply is h5xh4 (the king cannot step
/// off the h-file's line in time: g4, g5, g6 are covered or occupied, and nothing else blocks
/// or captures), and then h1-h2>Q (a pawn step that becomes a queen) checks along the h-file
/// with every flight square covered: mate. Statically, a3-c3>K gives away a queen for a king
/// (worth 0), so `evaluate` scores it as a heavy loss of material.
const BLACK_KING_ON_H5: &str = "b3-a3>Q b6-b5>Q g2-g3>R d6-d7>R h3-h4>R f6-e6>R f3-f2>B h6-h5>K";

#[test]
fn the_checking_sacrifice_is_a_forced_mate_in_one_more_move() {
    let mut g = retransform(BLACK_KING_ON_H5);
    play_move_list(&mut g, "a3-c3>K").unwrap();
    assert!(g.is_in_check(), "a3-c3>K checks the king on h5");
    assert_eq!(g.to_move(), Player::Black);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let replies: Vec<String> = moves.iter().map(|&m| g.format_move(m)).collect();
    assert_eq!(replies, ["h5xh4"], "Black's only way out of check");
    let mut bufs = Vec::new();
    // Black has a legal reply, so it is no mate yet; one more White move (a check) mates.
    assert!(!forced_mate_by_checks(&g, Player::White, 0, &mut bufs, 0));
    assert!(forced_mate_by_checks(&g, Player::White, 1, &mut bufs, 0));
    // Black cannot claim White's mate.
    assert!(!forced_mate_by_checks(&g, Player::Black, 1, &mut bufs, 0));
}

#[test]
fn a_check_with_an_escape_is_no_forced_mate() {
    // 1. e4 f5 2. Qh5+: Black's only reply is g6 (f7 is covered by the queen, nothing takes
    // it, nothing else interposes). White's checks then: Qxg6+ (hxg6 answers it); no other
    // White move checks (the e-file is shut by e7, the diagonal to e8 by d7). So no forced
    // mate with one or two more checking moves.
    let g = chess("e2-e4 f7-f5 d1-h5");
    assert!(g.is_in_check());
    let mut bufs = Vec::new();
    for n in 0..=2 {
        assert!(
            !forced_mate_by_checks(&g, Player::White, n, &mut bufs, 0),
            "n = {n}"
        );
    }
    // Fool's mate, already on the board: mate with no further move.
    let g = chess("f2-f3 e7-e5 g2-g4 d8-h4");
    assert!(forced_mate_by_checks(&g, Player::Black, 0, &mut bufs, 0));
    assert!(!forced_mate_by_checks(&g, Player::White, 0, &mut bufs, 0));
}

fn config(spec: &str) -> SearchConfig {
    match mcts::AgentSpec::parse(spec).unwrap() {
        mcts::AgentSpec::Mcts(c) => c,
        _ => unreachable!(),
    }
}

#[test]
fn with_mate_search_the_sacrifice_is_proven_at_the_root_expansion() {
    let g = retransform(BLACK_KING_ON_H5);
    let r = search(&g, &config("mcts:iters=50,mate=1"), &mut rng_from_seed(3));
    assert_eq!(g.format_move(r.best), "a3-c3>K");
    assert_eq!(r.proven, Some(true), "a proven win for White at the root");
    // The same with one tree shared by two threads.
    let r = search(
        &g,
        &config("mcts:iters=50,mate=1,threads=2,par=tree"),
        &mut rng_from_seed(3),
    );
    assert_eq!(g.format_move(r.best), "a3-c3>K");
    assert_eq!(r.proven, Some(true), "par=tree");
    // Without the mate search, 50 iterations neither prove it nor play it: the sacrifice
    // evaluates as lost material and waits behind ~100 quiet moves.
    let r = search(&g, &config("mcts:iters=50,mate=0"), &mut rng_from_seed(3));
    assert_eq!(r.proven, None);
    assert_ne!(g.format_move(r.best), "a3-c3>K");
}

#[test]
fn black_sees_the_king_move_that_allows_the_sacrifice_as_lost() {
    // One ply earlier. With the mate search, Black's h6-h5>K is visited at most twice: once as
    // a new leaf, once more when it is expanded, where White's a3-c3>K is marked a proven win,
    // which proves h6-h5>K lost; a proven-lost child is never selected again. Without it the
    // move looks good (Black's king may capture) and draws many visits.
    let g = retransform("b3-a3>Q b6-b5>Q g2-g3>R d6-d7>R h3-h4>R f6-e6>R f3-f2>B");
    let visits = |spec: &str, seed| {
        let r = search(&g, &config(spec), &mut rng_from_seed(seed));
        let king = r
            .children
            .iter()
            .find(|c| g.format_move(c.0) == "h6-h5>K")
            .unwrap();
        (g.format_move(r.best), king.1)
    };
    for seed in 0..3 {
        let (best, n) = visits("mcts:iters=3000,mate=1", seed);
        assert_ne!(best, "h6-h5>K", "seed {seed}");
        assert!(n <= 2, "seed {seed}: {n} visits");
    }
    let (_, n) = visits("mcts:iters=3000,mate=0", 0);
    assert!(n > 2, "without the mate search: {n} visits");
}

/// The one root move a search of `spec` (one iteration) visits from `g`, on `seed`.
fn first_visited(g: &Chess, spec: &str, seed: u64) -> String {
    let r = search(g, &config(spec), &mut rng_from_seed(seed));
    let v: Vec<String> = r
        .children
        .iter()
        .filter(|c| c.1 > 0)
        .map(|c| g.format_move(c.0))
        .collect();
    assert_eq!(v.len(), 1, "{v:?}");
    v[0].clone()
}

#[test]
fn the_check_bonus_orders_a_quiet_check_first() {
    // White: Kg1, Rd1; Black: Kh8, pawns g7 h7 (chess). Material is even after every White
    // move, so without a bonus the first iteration visits a shuffled move; with `check=0.2`
    // the only check, Rd1-d8 (a back-rank mate, but `heur=eval` does not know that), is
    // scored 0.2 above the rest and visited first, whatever the seed.
    let g = Chess::new(&variants::declare::MoveCapParams::default())
        .load_position("7k/6pp/8/8/8/8/8/3R2K1 w - - 0 1")
        .unwrap();
    let first = |spec: &str, seed| first_visited(&g, spec, seed);
    for seed in 0..6 {
        assert_eq!(
            first("mcts:iters=1,heur=eval,check=0.2,mate=0", seed),
            "d1-d8",
            "seed {seed}"
        );
    }
    assert!((0..6).any(|seed| first("mcts:iters=1,heur=eval,check=0,mate=0", seed) != "d1-d8"));
}

#[test]
fn the_order_only_check_bonus_tries_a_check_first_and_the_search_still_takes_the_knight() {
    // White: Kg1, Rd1; Black: Kh8, pawns g7 h6, a knight on a1 (chess). Rd1:a1 wins the
    // knight; Rd1-d8+ is the only check and wins nothing (Kh7). The knight's weight in
    // chess.txt (0.525 logits) puts the capture about 0.13 above the check in win probability
    // (sigmoid(0.525) - 0.5), so `corder=0.2` stores the check first and the first iteration
    // visits it, `corder=0.05` does not; a longer search still plays the capture. (That the
    // bonus leaves the check's value alone is checked where the children are ordered,
    // `mcts::search::select`'s `corder_moves_a_check_up_the_order_without_changing_its_value`.)
    let g = Chess::new(&variants::declare::MoveCapParams::default())
        .load_position("7k/6p1/7p/8/8/8/8/n2R2K1 w - - 0 1")
        .unwrap();
    let first = |spec: &str, seed| first_visited(&g, spec, seed);
    for seed in 0..6 {
        let spec = "mcts:iters=1,heur=eval,mate=0,corder=";
        assert_eq!(first(&format!("{spec}0.2"), seed), "d1-d8", "seed {seed}");
        assert_eq!(first(&format!("{spec}0.05"), seed), "d1:a1", "seed {seed}");
        assert_eq!(first(&format!("{spec}0"), seed), "d1:a1", "seed {seed}");
    }
    for seed in 0..3 {
        let r = search(
            &g,
            &config("mcts:iters=400,heur=eval,mate=0,corder=0.2"),
            &mut rng_from_seed(seed),
        );
        assert_eq!(g.format_move(r.best), "d1:a1", "seed {seed}");
    }
}

/// The mate search as first written: every level lists the defender's replies, the last one
/// too (where only "none" matters). The library answers the last level from `outcome`
/// instead; the two must agree everywhere.
fn listing_mate_search<G: Game>(state: &G, attacker: Player, n: u32) -> bool {
    let mut replies = Vec::new();
    state.legal_moves(&mut replies);
    let wins = |o: Outcome| matches!(o, Outcome::Win { winner, .. } if winner == attacker);
    if replies.is_empty() {
        return wins(state.outcome());
    }
    if n == 0 || replies.len() > mcts::mate::MAX_REPLIES {
        return false;
    }
    replies.iter().all(|&r| {
        let mut s = state.clone();
        s.play(r);
        if !s.outcome().is_ongoing() {
            return wins(s.outcome());
        }
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        s.to_move() == attacker
            && moves.iter().any(|&m| {
                let mut t = s.clone();
                t.play(m);
                t.is_in_check()
                    && t.to_move() != attacker
                    && listing_mate_search(&t, attacker, n - 1)
            })
    })
}

struct MateAgree;

impl GameVisitor for MateAgree {
    type Output = (usize, usize);
    /// Every checking move at every 5th ply of two seeded random games: the library's mate
    /// search with 0 and 1 more moves against [`listing_mate_search`]. Returns how many checks
    /// were compared and how many of them were mates (so the caller sees it was not vacuous).
    fn visit<G: Game>(self, start: G) -> (usize, usize) {
        let (mut checks, mut mates) = (0, 0);
        let mut bufs = Vec::new();
        for seed in 0..2u64 {
            common::random_walk(&start, 91 + seed, 120, |ply, g, moves| {
                if ply % 5 != 4 {
                    return;
                }
                let mover = g.to_move();
                for &m in moves {
                    let mut c = g.clone();
                    c.play(m);
                    if !c.is_in_check() {
                        continue;
                    }
                    checks += 1;
                    for n in 0..=1 {
                        let fast = forced_mate_by_checks(&c, mover, n, &mut bufs, 0);
                        assert_eq!(
                            fast,
                            listing_mate_search(&c, mover, n),
                            "{} seed {seed} ply {ply} n {n}: {}",
                            c.variant_name(),
                            g.format_move(m)
                        );
                        mates += usize::from(fast);
                    }
                }
            });
        }
        (checks, mates)
    }
}

/// Answering the last level of the mate search from `outcome` instead of listing the
/// defender's replies changes no answer: on the checks of random games of every variant and
/// board, the library agrees with the listing search with 0 and 1 more moves.
#[test]
fn the_mate_search_agrees_with_the_listing_search_in_every_variant() {
    let (mut checks, mut mates) = (0, 0);
    for spec in registry::VARIANTS {
        for params in spec.choice_sets() {
            let (c, m) = registry::visit(&params, MateAgree);
            checks += c;
            mates += m;
        }
    }
    assert!(
        checks >= 1000 && mates >= 100,
        "{checks} checks, {mates} mates"
    );
}
