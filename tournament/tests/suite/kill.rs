//! A run killed with SIGKILL mid-tournament leaves a file that `resume` completes: valid CSV,
//! no duplicate game_id, the same games as an uninterrupted run would have.
//!
//! The test re-runs its own binary as the child that gets killed.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use mcts::testgames::TicTacToe;
use mcts::AgentSpec;
use tournament::{play_game, read_rows, run, schedule, TournamentConfig};

const CHILD_ENV: &str = "TOURNAMENT_KILL_TEST_OUT";

fn config(out: PathBuf) -> TournamentConfig {
    let agents = ["random", "greedy", "random"]
        .map(|s| AgentSpec::parse(s).unwrap())
        .to_vec();
    let mut cfg = TournamentConfig::new("tictactoe", "", agents, out);
    cfg.games_per_pairing = 40_000;
    cfg.seed = 7;
    cfg.threads = 2;
    cfg
}

#[test]
fn killed_run_resumes_cleanly() {
    if let Ok(out) = std::env::var(CHILD_ENV) {
        // The child: run until killed.
        run(&TicTacToe::default(), &config(PathBuf::from(out)), false).unwrap();
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("tournament-tests")
        .join("kill");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let out = dir.join("games.csv");

    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            // The test's path in the suite binary (tournament/tests/suite/main.rs).
            concat!(module_path!(), "::killed_run_resumes_cleanly")
                .split_once("::")
                .map_or("kill::killed_run_resumes_cleanly", |(_, p)| p),
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, &out)
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while fs::metadata(&out).map(|m| m.len()).unwrap_or(0) < 200_000
        && t0.elapsed() < Duration::from_secs(60)
    {
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap(); // SIGKILL on Unix
    let status = child.wait().unwrap();

    let cfg = config(out.clone());
    let total = schedule(&cfg).len() as u64;
    let before = fs::read(&out).unwrap();
    let complete_rows = before.iter().filter(|&&b| b == b'\n').count() as u64 - 1;
    if status.success() {
        eprintln!("note: the child finished before it could be killed");
    } else {
        assert!(complete_rows < total, "killed before the end");
        eprintln!(
            "killed after {complete_rows} of {total} rows; partial last line: {}",
            before.last() != Some(&b'\n')
        );
    }

    let mut resume = cfg.clone();
    resume.resume = true;
    let sum = run(&TicTacToe::default(), &resume, false).unwrap();
    assert_eq!(sum.skipped, complete_rows);
    assert_eq!(sum.played + sum.skipped, total);

    let rows = read_rows(&out).unwrap();
    assert_eq!(rows.len() as u64, total);
    let ids: HashSet<u64> = rows.iter().map(|r| r.game_id).collect();
    assert_eq!(ids.len() as u64, total, "no duplicate game_id");
    // Spot-check that rows replay from their seeds.
    let sched = schedule(&cfg);
    for r in rows.iter().step_by(997) {
        let g = sched[r.game_id as usize];
        let rec = play_game(
            &TicTacToe::default(),
            &cfg.agents[g.white],
            &cfg.agents[g.black],
            g.seed,
        );
        assert_eq!(rec.moves_text(), r.moves, "game {}", r.game_id);
    }
}
