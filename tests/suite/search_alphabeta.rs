//! The alpha-beta baseline on real variants (issue 10, part 1): mates in one and two, the
//! capture a depth-limited search must find and the one quiescence must refuse, and a time
//! budget that returns a legal move. Positions and answers derived by hand.

use crate::common;
use mcts::{Codec, Evaluate, Rules};

use std::time::{Duration, Instant};
use variants::declare::ParamSet;

use mcts::{rng_from_seed, AgentSpec, Game, Outcome, Player, Termination};
use variants::chess::Chess;
use variants::registry::{self, GameVisitor};
use variants::uncertainty::Uncertainty;

fn chess(fen: &str) -> Chess {
    Chess::new(&variants::declare::MoveCapParams::default())
        .load_position(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn best<G: Game>(spec: &str, g: &G, seed: u64) -> G::Move {
    let mut agent = AgentSpec::parse(spec).unwrap().build::<G>();
    agent.select_move(g, &mut rng_from_seed(seed))
}

fn is_mate_for_white<G: Game>(g: &G) -> bool {
    g.outcome()
        == Outcome::Win {
            winner: Player::White,
            reason: Termination::Checkmate,
        }
}

#[test]
fn finds_a_mate_in_one_in_chess_and_uncertainty() {
    // Chess: Black king g8 behind pawns f7 g7 h7; Ra1-a8 is the back-rank mate.
    let g = chess("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    // Uncertainty: the position of tests/suite/search_uncertainty.rs (a1-a8 mates, a1-h1 is check).
    let u = Uncertainty::new(&variants::uncertainty::UncertaintyParams::default())
        .load_position("7k/8/6K1/8/8/8/8/R7 w - - 0000 0")
        .unwrap();
    for spec in ["alphabeta:depth=1", "alphabeta:depth=3", "alphabeta:ms=100"] {
        for seed in 0..3 {
            let mut c = g.clone();
            c.play(best(spec, &g, seed));
            assert!(is_mate_for_white(&c), "chess, {spec}, seed {seed}");
            let mut c = u.clone();
            c.play(best(spec, &u, seed));
            assert!(is_mate_for_white(&c), "uncertainty, {spec}, seed {seed}");
        }
    }
}

#[test]
fn finds_a_mate_in_two_that_depth_three_needs() {
    // Black: king h8. White: rooks a2 and b1, king g1. No mate in one: Ra8+ and Rb8+ each leave
    // g7 or h7 free. The ladder mates in two: 1. Rb7 (the 7th rank is cut; the only reply is
    // Kg8) 2. Ra8#. Every first move the agent picks must mate against every reply.
    let g = chess("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1");
    let mut replies = Vec::new();
    let mut own = Vec::new();
    for spec in ["alphabeta:depth=3", "alphabeta:ms=300"] {
        let first = best(spec, &g, 1);
        let mut after = g.clone();
        after.play(first);
        assert!(after.outcome().is_ongoing());
        after.legal_moves(&mut replies);
        assert!(!replies.is_empty());
        for &r in &replies {
            let mut b = after.clone();
            b.play(r);
            b.legal_moves(&mut own);
            let m = best("alphabeta:depth=1", &b, 2);
            b.play(m);
            assert!(
                is_mate_for_white(&b),
                "{spec}: {} then {} is not met by a mate",
                g.format_move(first),
                after.format_move(r)
            );
        }
    }
}

#[test]
fn quiescence_refuses_a_poisoned_capture_that_depth_one_takes() {
    // White queen d1 may take the pawn d5, which the pawn e6 defends: Qxd5 exd5 loses the queen
    // for a pawn. At depth 1 without quiescence the pawn looks free; with quiescence the
    // recapture is seen. (Kings e1 and e8, nothing else; d1:d5 is White's only capture.)
    let g = chess("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1");
    for seed in 0..3 {
        assert_eq!(
            g.format_move(best("alphabeta:depth=1,qs=0", &g, seed)),
            "d1:d5"
        );
        assert_ne!(g.format_move(best("alphabeta:depth=1", &g, seed)), "d1:d5");
    }
}

#[test]
fn takes_a_free_queen() {
    // The Black queen on d5 is undefended: d1:d5 wins it, at any depth and with quiescence.
    let g = chess("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1");
    for spec in [
        "alphabeta:depth=1",
        "alphabeta:depth=2",
        "alphabeta:depth=4",
    ] {
        assert_eq!(g.format_move(best(spec, &g, 5)), "d1:d5", "{spec}");
    }
}

#[test]
fn a_time_budget_returns_a_legal_move() {
    // Functional, not a speed target: the search stops at its budget (checked every 32 nodes)
    // after the first full iteration; the bound is loose so a loaded machine cannot fail it.
    let g = Chess::new(&variants::declare::MoveCapParams::default());
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let t = Instant::now();
    let m = best("alphabeta:ms=50", &g, 9);
    assert!(legal.contains(&m));
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
    // Uncertainty on the hypertorus: hundreds of moves a ply; even the first iteration stops
    // at the budget (it used to run to its end whatever the clock said).
    let u = Uncertainty::new(
        &variants::uncertainty::UncertaintyParams::parse_list(&["board=hypertorus"]).unwrap(),
    );
    let mut play = u.clone();
    let mut rng = rng_from_seed(4);
    let mut ulegal = Vec::new();
    for _ in 0..30 {
        play.legal_moves(&mut ulegal);
        let m = ulegal[rand::Rng::random_range(&mut rng, 0..ulegal.len())];
        play.play(m);
    }
    play.legal_moves(&mut ulegal);
    let t = Instant::now();
    let m = best("alphabeta:ms=50", &play, 9);
    assert!(ulegal.contains(&m));
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
}

#[test]
fn default_mcts_takes_a_free_queen_and_refuses_a_poisoned_pawn() {
    // The default `mcts` scores leaves by quiescence (qs=8) and backs up evaluations by
    // implicit minimax (imm=0.5): it sees the recapture after d1:d5 in the first position and
    // takes the undefended queen in the second. With random playouts and no evaluation in the
    // tree (imm=0, qs=0, cutoff=0), 300 iterations are not enough to tell (checked in the last
    // loop: the same positions give a different choice for some seed).
    let poisoned = chess("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1");
    let free = chess("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1");
    for seed in 0..3 {
        assert_ne!(
            poisoned.format_move(best("mcts:iters=300", &poisoned, seed)),
            "d1:d5"
        );
        assert_eq!(
            free.format_move(best("mcts:iters=300", &free, seed)),
            "d1:d5"
        );
    }
    let weak = "mcts:iters=300,imm=0,qs=0,cutoff=0,c=1.4";
    let picks: std::collections::HashSet<String> = (0..6)
        .map(|seed| free.format_move(best(weak, &free, seed)))
        .collect();
    assert!(picks.len() > 1 || !picks.contains("d1:d5"), "{picks:?}");
}

#[test]
fn child_heuristic_by_quiescence_sees_the_recapture() {
    // The poisoned pawn again (d1:d5 exd5). With fpu=heur the first iteration visits the
    // child scored best at the root's expansion. heur=eval scores d1:d5 by material after the
    // capture (a pawn up: best of White's moves, every quiet move leaves material even), so
    // d1:d5 is visited first; heur=qs scores it after the recapture (a queen down), so a quiet
    // move is.
    use mcts::search::Heuristic;
    let g = chess("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1");
    let first_visited = |heur| first_visited(&g, heur, 1);
    assert_eq!(first_visited(Heuristic::Eval), "d1:d5");
    assert_ne!(first_visited(Heuristic::Qs), "d1:d5");
}

#[test]
fn exact_child_heuristic_orders_a_mate_first() {
    // The back-rank mate of `finds_a_mate_in_one_in_chess_and_uncertainty` (a1-a8). Every
    // White move leaves material even, so `heur=eval` scores them all alike and the first
    // iteration visits a shuffled one; `heur=exact` scores a1:a8 as the won game it is, so the
    // first iteration visits it, whatever the seed.
    use mcts::search::Heuristic;
    let g = chess("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let first_visited = |heur, seed| first_visited(&g, heur, seed);
    let mate = "a1-a8";
    for seed in 0..6 {
        assert_eq!(first_visited(Heuristic::Exact, seed), mate, "seed {seed}");
    }
    assert!(
        (0..6).any(|seed| first_visited(Heuristic::Eval, seed) != mate),
        "heur=eval should not single out the mate"
    );
}

/// The one root child the first iteration of `mcts` with `fpu=heur` and child heuristic
/// `heur` visits: the child scored best at the root's expansion.
fn first_visited(g: &Chess, heur: mcts::search::Heuristic, seed: u64) -> String {
    first_visited_with(g, heur, false, seed)
}

/// [`first_visited`] of any game, with `lazy` as the spec key says.
fn first_visited_with<G: Game>(
    g: &G,
    heur: mcts::search::Heuristic,
    lazy: bool,
    seed: u64,
) -> String {
    use mcts::search::{search, Fpu, SearchConfig};
    let c = SearchConfig {
        iters: 1,
        fpu: Fpu::Heur,
        heur,
        // Without the mate search, which would also single out a mate in one.
        mate: 0,
        lazy,
        ..SearchConfig::default()
    };
    let r = search(g, &c, &mut rng_from_seed(seed));
    let visited: Vec<String> = r
        .children
        .iter()
        .filter(|c| c.1 > 0)
        .map(|c| g.format_move(c.0))
        .collect();
    assert_eq!(visited.len(), 1, "{visited:?}");
    visited[0].clone()
}

/// The quiescence search as it was before captures were ordered and delta-cut: every capture
/// in list order (every choice at a forced choice, [`Rules::forced_choice`]), plain fail-soft
/// alpha-beta. The reference the ordered search must equal.
/// `ply` counts from the root as `quiescence`'s does: a finished game scores `±(2 - ply/1000)`
/// for the player to decide in it, or 0 for a draw (the documented units).
fn plain_quiescence<G: Game>(g: &G, ply: u32, left: u32, mut alpha: f32, beta: f32) -> f32 {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if moves.is_empty() {
        return match g.outcome().score_for(g.to_move()) {
            Some(s) if s > 0.5 => 2.0 - 0.001 * ply as f32,
            Some(s) if s < 0.5 => -2.0 + 0.001 * ply as f32,
            _ => 0.0,
        };
    }
    // A forced choice (Quantimex's destination decision) is no place to stand pat: every
    // choice is tried, and the position after it stands pat.
    let forced = left > 0 && g.forced_choice();
    let stand = if forced {
        -3.0
    } else {
        g.evaluate().clamp(-1.0, 1.0)
    };
    if !forced && (left == 0 || stand >= beta) {
        return stand;
    }
    let mut best = stand;
    alpha = alpha.max(best);
    let me = g.to_move();
    for &m in &moves {
        if !forced && !g.is_capture(m) {
            continue;
        }
        let mut c = g.clone();
        c.play(m);
        let next = if forced { 0 } else { left - 1 };
        let v = if c.to_move() == me {
            plain_quiescence(&c, ply + 1, next, alpha, beta)
        } else {
            -plain_quiescence(&c, ply + 1, next, -beta, -alpha)
        };
        best = best.max(v);
        alpha = alpha.max(best);
        if alpha >= beta {
            break;
        }
    }
    best
}

struct QsAgree {
    label: String,
}

impl GameVisitor for QsAgree {
    type Output = usize;
    /// Compares the two searches on positions of two seeded random games (every 7th ply from
    /// ply 6 to 90) with a full window and 3 plies; returns how many positions differed from
    /// their stand-pat value (so the caller can check that captures were actually searched).
    fn visit<G: Game>(self, start: G) -> usize {
        let mut searched = 0;
        let mut bufs = Vec::new();
        for seed in 0..2u64 {
            common::random_walk(&start, 77 + seed, 90, |ply, g, _| {
                if ply < 6 || ply % 7 != 6 {
                    return;
                }
                let (lo, hi) = (f32::NEG_INFINITY, f32::INFINITY);
                let ordered =
                    mcts::alphabeta::quiescence(g, &mut bufs, 0, 3, lo, hi, &mut || false);
                let plain = plain_quiescence(g, 0, 3, lo, hi);
                assert_eq!(
                    ordered,
                    plain,
                    "{} seed {seed} ply {ply}: ordered {ordered} plain {plain}\n{}",
                    self.label,
                    g.position_text()
                );
                if ordered != g.evaluate().clamp(-1.0, 1.0) {
                    searched += 1;
                }
            });
        }
        searched
    }
}

/// Ordering the captures and cutting those worth no more than alpha (the opponent may stand
/// pat after them) changes no quiescence value: on random positions of every variant and
/// board, the ordered search equals the plain one exactly, with a full window.
#[test]
fn ordered_quiescence_equals_the_plain_search_in_every_variant() {
    let mut searched = 0;
    for spec in registry::VARIANTS {
        for params in spec.choice_sets() {
            let label = format!("{} [{}]", spec.name, params.canonical());
            searched += registry::visit(&params, QsAgree { label });
        }
    }
    // Captures changed the value in many positions, so the comparison was not vacuous.
    assert!(
        searched >= 20,
        "only {searched} positions had a capture worth searching"
    );
}

/// A capture whose static bound is at most alpha is cut without a search, but not when it
/// ends the game: then it is worth its result. Position (derived by hand): White Kh2, Qb1,
/// Re1; Black Kh8, Qb6, Ne8, pawns g7 h7. White's captures: `Qb1xb6` (the queen for nothing,
/// the largest bound), `Re1xe8#` (a knight, and mate: the king's squares g8 and h7 are covered
/// or its own, nothing reaches e8, f8 or g8) and `Qb1xh7+` (`Kxh7` recaptures). Ordered by
/// bound, `Qxb6` is searched first and raises alpha above the mate's bound, so the mate is
/// reached as a cut. With a full window it is asked in the cut loop; with alpha above every
/// bound from the start, when the captures are scored. Either way the value is the mate one
/// ply away, `2 - 0.001`, as the plain search finds.
#[test]
fn a_capture_that_mates_is_never_cut_on_its_static_bound() {
    let g = chess("4n2k/6pp/1q6/8/8/8/7K/1Q2R3 w - - 0 1");
    let mate = 2.0 - 0.001;
    let mut bufs = Vec::new();
    for alpha in [f32::NEG_INFINITY, 1.5] {
        let v =
            mcts::alphabeta::quiescence(&g, &mut bufs, 0, 3, alpha, f32::INFINITY, &mut || false);
        assert_eq!(v, mate, "alpha {alpha}");
        assert_eq!(plain_quiescence(&g, 0, 3, alpha, f32::INFINITY), mate);
    }
    // The mate is not the best bound: a search that cut on bounds alone would miss it.
    let after = |text: &str| {
        let m = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut c = g.clone();
        c.play(m);
        c
    };
    let bound = |c: &Chess| -c.evaluate().clamp(-1.0, 1.0);
    let (queen, mating) = (after("b1b6"), after("e1e8"));
    assert!(is_mate_for_white(&mating), "{:?}", mating.outcome());
    let (queen, mating) = (bound(&queen), bound(&mating));
    assert!(mating < queen && queen <= 1.0, "{mating} {queen}");
}

/// `heur=capqs` scores a capture child after the recapture (a quiescence search) and a quiet
/// child by `evaluate`, as `heur=exact` does. Position (derived by hand): White Qe2, Ke1;
/// Black Ke8, pawns d6 and e5. `Qe2xe5+` wins a pawn statically (+1) but loses the queen to
/// `d6xe5` (-8 net); every other move keeps the material. Under `heur=exact` the capture is
/// the best-valued child, so it is visited first; under `heur=capqs` it is below the quiet
/// moves and is not.
#[test]
fn capture_children_are_scored_after_the_recapture_under_capqs() {
    let g = chess("4k3/8/3p4/4p3/8/8/4Q3/4K3 w - - 0 1");
    let exact = first_visited(&g, mcts::search::Heuristic::Exact, 1);
    assert_eq!(exact, "e2:e5", "heur=exact orders the pawn grab first");
    let capqs = first_visited(&g, mcts::search::Heuristic::CapQs, 1);
    assert_ne!(capqs, "e2:e5", "heur=capqs sees d6xe5");
}

/// `lazy=1` scores children at expansion by `Evaluate::evaluate_lazy` (without the costly
/// `mobility`) and `lazy=0` by `Evaluate::evaluate`. Chess searched on a weights file that makes
/// mobility weigh as much as material (`eval=file:PATH`, `EvalWith`): after one iteration the
/// only child visited is one of the best by the evaluation that ordered the children, and
/// the two evaluations' best children differ in this position, so each flag is seen in
/// effect.
#[test]
fn lazy_children_are_ordered_without_the_costly_features() {
    use mcts::eval::EvalWith;
    let (g, dir) = on_weights(
        chess("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9"),
        "order",
        "bias 0\np 0.2\nn 0.6\nb 0.6\nr 1\nq 1.8\nmobility 1\ncentre 0\nadvance 0\nking_zone 0\nmopup 0\n",
    );
    // The best child for White by each evaluation (the child's value is for Black).
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let best_by = |f: &dyn Fn(&EvalWith<Chess>) -> f32| {
        let scored: Vec<(f32, String)> = moves
            .iter()
            .map(|&m| {
                let mut c = g.clone();
                c.play(m);
                (-f(&c), g.format_move(m))
            })
            .collect();
        let top = scored.iter().map(|s| s.0).fold(f32::MIN, f32::max);
        scored
            .into_iter()
            .filter(|s| s.0 == top)
            .map(|s| s.1)
            .collect::<Vec<String>>()
    };
    let (full, lazy) = (best_by(&|c| c.evaluate()), best_by(&|c| c.evaluate_lazy()));
    assert!(
        full.iter().all(|m| !lazy.contains(m)),
        "mobility must change the best children here: {full:?} {lazy:?}"
    );
    for (flag, want) in [(false, full), (true, lazy)] {
        let visited = first_visited_with(&g, mcts::search::Heuristic::Exact, flag, 3);
        assert!(
            want.contains(&visited),
            "lazy={flag}: visited {visited}, best {want:?}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `lazy` reaches the quiescence (`alphabeta::shallow`): on chess positions along random
/// games, with the shipped weights (mobility 0.081) the lazy quiescence orders and cuts its
/// captures without mobility and so differs from the exact one somewhere; with a weights file
/// whose mobility is 0 the lazy evaluation is the evaluation, and the two are equal
/// everywhere.
#[test]
fn lazy_quiescence_differs_only_where_a_costly_feature_weighs() {
    use mcts::alphabeta::shallow;
    let (flat, dir) = on_weights(
        Chess::new(&variants::declare::MoveCapParams::default()),
        "qs",
        "bias 0\np 0.2\nn 0.6\nb 0.6\nr 1\nq 1.8\nmobility 0\ncentre 0.1\nadvance 0\nking_zone 0\nmopup 0\n",
    );
    let (lo, hi) = (f32::NEG_INFINITY, f32::INFINITY);
    let mut bufs = Vec::new();
    let (mut differed, mut compared) = (0, 0);
    for seed in 0..6 {
        common::random_walk(&flat, 40 + seed, 80, |ply, g, _| {
            if ply < 6 {
                return;
            }
            let exact = shallow(g, &mut bufs, 0, 0, 8, lo, hi, false);
            assert_eq!(
                exact,
                shallow(g, &mut bufs, 0, 0, 8, lo, hi, true),
                "ply {ply}"
            );
            let shipped = &g.game;
            let exact = shallow(shipped, &mut bufs, 0, 0, 8, lo, hi, false);
            differed += (exact != shallow(shipped, &mut bufs, 0, 0, 8, lo, hi, true)) as u32;
            compared += 1;
        });
    }
    assert!(
        differed > 0,
        "the lazy quiescence never differed in {compared} positions"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `g` searched on the chess weights `text` (`eval=file:PATH`), written to a fresh temporary
/// directory named by `tag`, which the caller removes.
fn on_weights(
    g: Chess,
    tag: &str,
    text: &str,
) -> (mcts::eval::EvalWith<Chess>, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("collapse-lazy-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("chess.txt");
    std::fs::write(&path, text).unwrap();
    let path: &'static str = Box::leak(path.to_string_lossy().into_owned().into_boxed_str());
    let g = mcts::eval::EvalWith::for_eval(g, mcts::Eval::File(path))
        .unwrap()
        .expect("a file wraps the game");
    (g, dir)
}
