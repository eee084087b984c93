//! The thread cap (issue 10, part 4): games in parallel x search threads per game never
//! exceed the tournament's threads; an agent that alone needs more is refused.

use std::path::{Path, PathBuf};

use mcts::testgames::TicTacToe;
use mcts::AgentSpec;
use tournament::{
    effective_threads, parallel_games, run, threads_per_game, TournamentConfig, TournamentError,
};

fn specs(list: &[&str]) -> Vec<AgentSpec> {
    list.iter().map(|s| AgentSpec::parse(s).unwrap()).collect()
}

fn out(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("thread-cap-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    let _ = std::fs::remove_file(&p);
    p
}

#[test]
fn threads_per_game_is_the_largest_agent() {
    assert_eq!(threads_per_game(&specs(&["random", "greedy"])), 1);
    assert_eq!(threads_per_game(&specs(&["alphabeta:depth=2", "mcts"])), 1);
    assert_eq!(
        threads_per_game(&specs(&[
            "mcts:threads=3",
            "mcts:threads=2,par=tree",
            "random"
        ])),
        3
    );
}

#[test]
fn parallel_games_times_threads_never_exceed_the_cap() {
    for cap in 1..=8usize {
        for (agents, per) in [
            (specs(&["random", "greedy"]), 1usize),
            (specs(&["mcts:threads=2", "random"]), 2),
            (specs(&["mcts:threads=3,par=tree", "mcts:threads=1"]), 3),
        ] {
            match parallel_games(&agents, cap) {
                Ok(g) => {
                    assert!(per <= cap);
                    assert!(g * per <= cap, "cap {cap}: {g} games x {per}");
                    // And no thread is left idle that a whole game could use.
                    assert!((g + 1) * per > cap, "cap {cap}: {g} games x {per}");
                }
                Err(TournamentError::Config(m)) => {
                    assert!(per > cap, "cap {cap}, per {per}: {m}");
                    assert!(m.contains(&format!("threads={per}")), "{m}");
                    assert!(m.contains("lower the agent's threads"), "{m}");
                }
                Err(e) => panic!("{e}"),
            }
        }
    }
}

#[test]
fn a_run_whose_agent_needs_more_threads_is_refused_before_writing() {
    let path = out("refused.csv");
    let mut cfg = TournamentConfig::new(
        "tictactoe",
        "",
        specs(&["mcts:iters=10,threads=2", "random"]),
        path.clone(),
    );
    cfg.threads = 1;
    let e = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(e.to_string().contains("threads=2"), "{e}");
    assert!(!path.exists(), "nothing is written");
}

#[test]
fn a_run_plays_fewer_games_at_once_for_threaded_agents() {
    let cores = effective_threads(0);
    let path = out("capped.csv");
    let mut cfg = TournamentConfig::new(
        "tictactoe",
        "",
        specs(&["mcts:iters=20,threads=2,par=tree", "random"]),
        path,
    );
    cfg.games_per_pairing = 2;
    cfg.threads = 0;
    let r = run(&TicTacToe::default(), &cfg, false);
    if cores < 2 {
        assert!(r.is_err());
        return;
    }
    let sum = r.unwrap();
    assert_eq!(sum.played, 2);
    assert_eq!(sum.threads, cores);
    assert_eq!(sum.parallel_games, cores / 2);
    assert!(sum.parallel_games * 2 <= sum.threads);
}
