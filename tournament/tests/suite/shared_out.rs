//! Sweeps share one CSV among configs with offset game and pair ids
//! (`TournamentConfig::first_game_id`, `first_pair_id`, `shared_out`; issue 12, part 2).

use std::fs;
use std::path::{Path, PathBuf};

use mcts::testgames::TicTacToe;
use mcts::AgentSpec;
use tournament::{read_rows, run, schedule, TournamentConfig, TournamentError};

fn tmp_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("tournament-shared")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Combination `c` of a self-play sweep with `games` games: `spec` against itself.
fn part(out: &Path, spec: &str, c: u64, games: u32) -> TournamentConfig {
    let a = AgentSpec::parse(spec).unwrap();
    let mut cfg = TournamentConfig::new("tictactoe", "", vec![a.clone(), a], out);
    cfg.games_per_pairing = games;
    cfg.seed = 7;
    cfg.threads = 1;
    cfg.first_game_id = c * u64::from(games);
    cfg.first_pair_id = c * u64::from(games).div_ceil(2);
    cfg.shared_out = true;
    cfg.resume = c > 0;
    cfg
}

#[test]
fn offsets_shift_ids_and_seeds() {
    let cfg = part(Path::new("x.csv"), "random", 2, 3);
    let s = schedule(&cfg);
    let ids: Vec<u64> = s.iter().map(|g| g.game_id).collect();
    assert_eq!(ids, vec![6, 7, 8]);
    // ceil(3 / 2) = 2 pairs per combination: combination 2 starts at pair 4.
    let pairs: Vec<u64> = s.iter().map(|g| g.pair_id).collect();
    assert_eq!(pairs, vec![4, 4, 5]);
    assert_eq!(s[0].seed, mcts::derive_seed(7, 6));
}

#[test]
fn parts_share_a_file_and_resume_checks_only_their_rows() {
    let dir = tmp_dir("share");
    let out = dir.join("sweep.csv");
    run(&TicTacToe::default(), &part(&out, "random", 0, 4), false).unwrap();
    run(&TicTacToe::default(), &part(&out, "greedy", 1, 4), false).unwrap();
    let rows = read_rows(&out).unwrap();
    assert_eq!(rows.len(), 8);
    let mut ids: Vec<u64> = rows.iter().map(|r| r.game_id).collect();
    ids.sort();
    assert_eq!(ids, (0..8).collect::<Vec<_>>());
    assert!(rows
        .iter()
        .all(|r| (r.game_id < 4) == (r.white == "random")));

    // Resuming either part plays nothing: the other part's rows are left alone.
    let mut again = part(&out, "random", 0, 4);
    again.resume = true;
    let s = run(&TicTacToe::default(), &again, false).unwrap();
    assert_eq!((s.played, s.skipped), (0, 4));

    // A part whose range holds another combination's rows is refused, naming the row.
    let mut wrong = part(&out, "random", 1, 4);
    wrong.resume = true;
    match run(&TicTacToe::default(), &wrong, false) {
        Err(TournamentError::ForeignRow { game_id, .. }) => assert!((4..8).contains(&game_id)),
        other => panic!("expected a foreign row, got {other:?}"),
    }
    // Without shared_out the file is one tournament, and part 1's rows are out of range.
    let mut lone = part(&out, "random", 0, 4);
    lone.resume = true;
    lone.shared_out = false;
    assert!(run(&TicTacToe::default(), &lone, false).is_err());
}
