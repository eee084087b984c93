//! Tree parallelism (`par=tree`, mcts/src/treepar.rs) on the tiny test games: legal moves, the
//! iteration budget, the node cap, and the same best move as the sequential search where the
//! position forces it.

use mcts::search::{search, Parallelism, SearchConfig, Searcher};
use mcts::testgames::{BonusNim, TicTacToe};
use mcts::{rng_from_seed, AgentSpec, Player};
use mcts::{Codec, Rules};

fn ttt(pos: &str) -> TicTacToe {
    TicTacToe::default().load_position(pos).unwrap()
}

/// Plain UCT with random playouts (the test games have a flat `evaluate`).
fn tree(iters: u32, threads: u32) -> SearchConfig {
    SearchConfig {
        iters,
        c: 1.4,
        imm: 0.0,
        qs: 0,
        threads,
        par: Parallelism::Tree,
        ..SearchConfig::default()
    }
}

fn sequential(iters: u32) -> SearchConfig {
    SearchConfig {
        threads: 1,
        par: Parallelism::Root,
        ..tree(iters, 1)
    }
}

// X at 0,1 and O at 3,4, X to move: 2 wins at once (5 only blocks O's row 3-4-5).
const X_WINS_AT_2: &str = "XX.OO....";
// X at 0,1, O at 3, O to move: every move but 2 lets X complete 0-1-2 next move.
const O_MUST_BLOCK_2: &str = "XX.O.....";

#[test]
fn forced_win_same_move_as_sequential_and_proven() {
    let g = ttt(X_WINS_AT_2);
    for seed in 0..4 {
        let seq = search(&g, &sequential(400), &mut rng_from_seed(seed));
        for threads in [1, 2, 4] {
            let r = search(&g, &tree(400, threads), &mut rng_from_seed(seed));
            assert_eq!(r.best, seq.best, "seed {seed}, {threads} threads: {r:?}");
            assert_eq!(r.best, 2);
            // The solver (atomic proof marks) proves the win in one.
            assert_eq!(r.proven, Some(true), "{r:?}");
        }
    }
}

#[test]
fn forced_block_same_move_as_sequential() {
    let g = ttt(O_MUST_BLOCK_2);
    assert_eq!(g.to_move(), Player::Black);
    for seed in 0..3 {
        let seq = search(&g, &sequential(3000), &mut rng_from_seed(seed));
        assert_eq!(seq.best, 2);
        for threads in [2, 3] {
            let r = search(&g, &tree(3000, threads), &mut rng_from_seed(seed));
            assert_eq!(r.best, seq.best, "seed {seed}, {threads} threads: {r:?}");
        }
    }
}

#[test]
fn bonus_nim_forced_win_with_non_alternating_players() {
    // 4 stones, White to move. Taking 1 leaves 3: Black takes 3 and wins. Taking 3 leaves 1:
    // Black takes it and wins. Taking 2 earns a bonus move with 2 left: White takes both and
    // wins. So 2 is the only winning move, and White decides twice in a row on that line.
    let g = BonusNim::new(4);
    let seq = search(&g, &sequential(2000), &mut rng_from_seed(1));
    let r = search(&g, &tree(2000, 2), &mut rng_from_seed(1));
    assert_eq!(seq.best, 2, "{seq:?}");
    assert_eq!(r.best, seq.best, "{r:?}");
}

#[test]
fn iterations_equal_the_budget_and_root_visits_add_up() {
    let g = TicTacToe::default();
    for threads in [1, 2, 3] {
        let r = search(&g, &tree(1500, threads), &mut rng_from_seed(5));
        // Workers claim iterations from one shared counter: exactly the budget.
        assert_eq!(r.iterations, 1500, "{threads} threads");
        assert_eq!(r.root_visits as u64, r.iterations);
        assert_eq!(r.children.len(), 9);
        for &(_, v, mean) in &r.children {
            assert!(v > 0);
            assert!((0.0..=1.0).contains(&mean), "{mean}");
        }
    }
}

#[test]
fn max_nodes_is_respected() {
    let g = TicTacToe::default();
    let mut s = Searcher::<TicTacToe>::new(tree(4000, 2));
    s.set_max_nodes(100);
    let r = s.search(&g, &mut rng_from_seed(2));
    assert!(r.nodes <= 100, "{} nodes", r.nodes);
    assert_eq!(r.iterations, 4000, "a full tree keeps searching");
    // Without the cap the same search grows far beyond it.
    let r = search(&g, &tree(4000, 2), &mut rng_from_seed(2));
    assert!(r.nodes > 1000, "{} nodes", r.nodes);
}

#[test]
fn agent_plays_only_legal_moves_to_the_end() {
    for spec in [
        "mcts:iters=200,threads=2,par=tree",
        "mcts:iters=200,threads=3,par=tree,imm=0.5,qs=4",
    ] {
        let s = AgentSpec::parse(spec).unwrap();
        for seed in 0..3 {
            for start in [TicTacToe::default()] {
                let mut a = s.build::<TicTacToe>();
                let mut g = start.clone();
                let mut rng = rng_from_seed(seed);
                let mut buf = Vec::new();
                loop {
                    g.legal_moves(&mut buf);
                    if buf.is_empty() {
                        break;
                    }
                    let m = a.select_move(&g, &mut rng);
                    assert!(buf.contains(&m), "{spec}: illegal {m}");
                    a.observe(&g, m);
                    g.play(m);
                }
            }
            let mut a = s.build::<BonusNim>();
            let mut g = BonusNim::new(17);
            let mut rng = rng_from_seed(seed);
            let mut buf = Vec::new();
            loop {
                g.legal_moves(&mut buf);
                if buf.is_empty() {
                    break;
                }
                let m = a.select_move(&g, &mut rng);
                assert!(buf.contains(&m), "{spec}: illegal {m}");
                a.observe(&g, m);
                g.play(m);
            }
        }
    }
}

#[test]
fn time_budget_stops_the_workers() {
    let g = TicTacToe::default();
    let c = SearchConfig {
        iters: 0,
        ms: 30,
        ..tree(0, 2)
    };
    let t = std::time::Instant::now();
    let r = search(&g, &c, &mut rng_from_seed(3));
    assert!(r.iterations > 0);
    // Generous: the machine is shared; the point is that workers stop at all.
    assert!(t.elapsed().as_millis() < 3000, "{:?}", t.elapsed());
}
