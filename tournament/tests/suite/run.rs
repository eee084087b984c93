//! End-to-end tests of the tournament runner on tic-tac-toe with the `random` agent (and the
//! `greedy` spec, whose agent may still be a stub: only its spec string matters here).

use mcts::Rules;
use std::collections::{BTreeMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

use mcts::testgames::TicTacToe;
use mcts::{Agent, AgentSpec, GameRng, Outcome, Player, Termination};
use tournament::{
    in_shard, merge, pairings, parse_shard, play_game, play_game_with_agents, read_rows, run,
    schedule, CsvRow, Schedule, TournamentConfig, TournamentError, CSV_HEADER,
};

/// A fresh, empty directory for one test.
fn tmp_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("tournament-tests")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn spec(s: &str) -> AgentSpec {
    AgentSpec::parse(s).unwrap()
}

/// Three agents (random twice: self-play is allowed), 4 games per pairing: 12 games.
fn config(out: PathBuf) -> TournamentConfig {
    let mut cfg = TournamentConfig::new(
        "tictactoe",
        "",
        vec![spec("random"), spec("greedy"), spec("random")],
        out,
    );
    cfg.games_per_pairing = 4;
    cfg.seed = 42;
    cfg.threads = 2;
    cfg
}

fn rows_by_id(path: &Path) -> BTreeMap<u64, CsvRow> {
    let rows = read_rows(path).unwrap();
    let n = rows.len();
    let map: BTreeMap<u64, CsvRow> = rows.into_iter().map(|r| (r.game_id, r)).collect();
    assert_eq!(map.len(), n, "duplicate game_id in {}", path.display());
    map
}

/// Row contents minus the wall-clock duration.
fn without_time(mut r: CsvRow) -> CsvRow {
    r.duration_ms = 0;
    r
}

fn same_games(a: &BTreeMap<u64, CsvRow>, b: &BTreeMap<u64, CsvRow>) {
    assert_eq!(a.len(), b.len());
    for (id, ra) in a {
        assert_eq!(
            without_time(ra.clone()),
            without_time(b[id].clone()),
            "game {id}"
        );
    }
}

#[test]
fn run_writes_header_and_one_row_per_game() {
    let dir = tmp_dir("basic");
    let out = dir.join("nested/deeper/games.csv");
    let cfg = config(out.clone());
    let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
    assert_eq!((sum.scheduled, sum.played, sum.skipped), (12, 12, 0));

    let text = fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().next().unwrap(), CSV_HEADER.join(","));
    assert_eq!(
        text.lines().next().unwrap(),
        "game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms,\
         pair_id,opening,white_name,black_name,tournament,start"
    );
    assert!(text.ends_with('\n'));

    let mut rdr = csv::Reader::from_path(&out).unwrap();
    let mut ids = HashSet::new();
    let sched = schedule(&cfg);
    for rec in rdr.records() {
        let rec = rec.unwrap();
        assert_eq!(rec.len(), 17);
        assert_eq!(&rec[16], "", "no --position: the variant's start");
        assert_eq!(&rec[15], cfg.tournament_id());
        assert!(
            rec[15].starts_with("seed=42;games=4;schedule=round-robin;agents=3:"),
            "{}",
            &rec[15]
        );
        let id: u64 = rec[0].parse().unwrap();
        assert!(ids.insert(id));
        assert_eq!(&rec[1], "tictactoe");
        assert_eq!(&rec[2], "");
        let g = sched[id as usize];
        assert_eq!(rec[3], cfg.agents[g.white].to_string());
        assert_eq!(rec[4], cfg.agents[g.black].to_string());
        assert_eq!(rec[5].parse::<u64>().unwrap(), mcts::derive_seed(42, id));
        assert!(["1-0", "0-1", "1/2-1/2"].contains(&&rec[6]), "{}", &rec[6]);
        assert!(["checkmate", "stalemate"].contains(&&rec[7]), "{}", &rec[7]);
        let plies: usize = rec[8].parse().unwrap();
        let moves: Vec<&str> = rec[9].split(' ').collect();
        assert_eq!(moves.len(), plies);
        assert!((5..=9).contains(&plies));
        // The moves replay to the recorded result.
        let mut g = TicTacToe::default();
        mcts::play_move_list(&mut g, &rec[9]).unwrap();
        assert_eq!(g.outcome().result_str(), &rec[6]);
        assert_eq!(g.outcome().termination().unwrap().as_str(), &rec[7]);
        rec[10].parse::<u64>().unwrap();
        // Games 2m and 2m+1 of a pairing (4 games per pairing) form pair 2p+m = id/2.
        assert_eq!(rec[11].parse::<u64>().unwrap(), id / 2);
        assert_eq!(&rec[12], "", "no openings: the start position");
    }
    assert_eq!(ids, (0..12).collect());
}

#[test]
fn same_config_same_games_whatever_the_thread_count() {
    let dir = tmp_dir("threads");
    let mut c1 = config(dir.join("t1.csv"));
    c1.threads = 1;
    let mut c2 = config(dir.join("t2.csv"));
    c2.threads = 2;
    run(&TicTacToe::default(), &c1, false).unwrap();
    run(&TicTacToe::default(), &c2, false).unwrap();
    let (a, b) = (rows_by_id(&c1.out), rows_by_id(&c2.out));
    same_games(&a, &b);
    // A game replays from its seed alone.
    let sched = schedule(&c1);
    for g in &sched {
        let rec = play_game(
            &TicTacToe::default(),
            &c1.agents[g.white],
            &c1.agents[g.black],
            g.seed,
        );
        assert_eq!(rec.moves_text(), a[&g.game_id].moves);
        assert_eq!(rec.result_str(), a[&g.game_id].result);
    }
    // And different seeds give different games (12 identical games would be a seeding bug).
    let distinct: HashSet<&String> = a.values().map(|r| &r.moves).collect();
    assert!(distinct.len() > 3);
}

#[test]
fn existing_file_without_resume_is_refused() {
    let dir = tmp_dir("exists");
    let out = dir.join("games.csv");
    fs::write(&out, "whatever\n").unwrap();
    let err = run(&TicTacToe::default(), &config(out.clone()), false).unwrap_err();
    assert!(matches!(err, TournamentError::OutExists { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(msg.contains("games.csv") && msg.contains("exists"), "{msg}");
    assert!(msg.contains("--resume") && msg.contains("--out"), "{msg}");
    assert_eq!(fs::read_to_string(&out).unwrap(), "whatever\n");
}

#[test]
fn a_file_another_run_is_writing_is_refused_and_left_alone() {
    // Two runs resuming one file at once would each play the games it lacks and write them
    // twice (seen: an interrupted SPRT still finishing its game in flight while its resume
    // started). A run holds the file's lock while it writes; a second one is refused.
    let dir = tmp_dir("busy");
    let out = dir.join("games.csv");
    let full = config(dir.join("full.csv"));
    run(&TicTacToe::default(), &full, false).unwrap();
    let text = fs::read_to_string(&full.out).unwrap();
    let half: Vec<&str> = text.lines().take(7).collect();
    fs::write(&out, half.join("\n") + "\n").unwrap();
    let mut cfg = config(out.clone());
    cfg.resume = true;
    // Another writer: a second open file holding the lock.
    let other = fs::OpenOptions::new().append(true).open(&out).unwrap();
    other.try_lock().unwrap();
    let err = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(matches!(err, TournamentError::OutBusy { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(
        msg.contains("games.csv") && msg.contains("another run"),
        "{msg}"
    );
    assert!(msg.contains("resume") && msg.contains("--out"), "{msg}");
    assert_eq!(fs::read_to_string(&out).unwrap(), half.join("\n") + "\n");
    // Once it is gone, the resume completes the file: 6 rows kept, 6 played.
    drop(other);
    let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
    assert_eq!((sum.played, sum.skipped), (6, 6));
    same_games(&rows_by_id(&out), &rows_by_id(&full.out));
}

#[test]
fn resume_after_deleting_rows_plays_only_the_missing_games() {
    let dir = tmp_dir("resume-delete");
    let full = config(dir.join("full.csv"));
    run(&TicTacToe::default(), &full, false).unwrap();
    let reference = rows_by_id(&full.out);

    let out = dir.join("partial.csv");
    let text = fs::read_to_string(&full.out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Keep the header and every other row.
    let kept: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, l)| *l)
        .collect();
    fs::write(&out, kept.join("\n") + "\n").unwrap();
    let kept_rows = kept.len() as u64 - 1;

    let mut cfg = config(out.clone());
    cfg.resume = true;
    let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
    assert_eq!(sum.skipped, kept_rows);
    assert_eq!(sum.played, 12 - kept_rows);
    same_games(&rows_by_id(&out), &reference);

    // Resuming a complete file plays nothing.
    let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
    assert_eq!((sum.played, sum.skipped), (0, 12));
    assert_eq!(rows_by_id(&out).len(), 12);
}

#[test]
fn resume_after_a_half_written_line_truncates_it_and_completes_the_file() {
    let dir = tmp_dir("resume-partial");
    let full = config(dir.join("full.csv"));
    run(&TicTacToe::default(), &full, false).unwrap();
    let reference = rows_by_id(&full.out);

    let text = fs::read_to_string(&full.out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let out = dir.join("killed.csv");
    // Header and the first 8 rows complete, then half of the 9th row, no newline.
    let mut killed = lines[..9].join("\n") + "\n";
    let ninth = lines[9];
    killed.push_str(&ninth[..ninth.len() / 2]);
    fs::write(&out, &killed).unwrap();

    let mut cfg = config(out.clone());
    cfg.resume = true;
    let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
    assert_eq!((sum.skipped, sum.played), (8, 4));
    let after = fs::read_to_string(&out).unwrap();
    assert!(after.ends_with('\n'));
    assert_eq!(after.lines().count(), 13);
    // Valid CSV, every row complete, no duplicate, same games as the uninterrupted run.
    same_games(&rows_by_id(&out), &reference);
}

#[test]
fn resume_of_a_file_killed_while_writing_its_header_starts_over() {
    let dir = tmp_dir("resume-header");
    let out = dir.join("games.csv");
    fs::write(&out, "game_id,variant,par").unwrap();
    let mut cfg = config(out.clone());
    cfg.resume = true;
    let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
    assert_eq!(sum.played, 12);
    assert_eq!(rows_by_id(&out).len(), 12);
}

#[test]
fn resume_refuses_a_different_header_naming_the_difference() {
    let dir = tmp_dir("header");
    let out = dir.join("games.csv");
    let original =
        "game_id,variant,params,white,black,seed,result,termination,plies,movez,duration_ms\n";
    fs::write(&out, original).unwrap();
    let mut cfg = config(out.clone());
    cfg.resume = true;
    let err = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(
        matches!(err, TournamentError::HeaderMismatch { .. }),
        "{err:?}"
    );
    let msg = err.to_string();
    assert!(msg.contains("games.csv"), "{msg}");
    assert!(msg.contains("missing column(s) moves"), "{msg}");
    assert!(msg.contains("unexpected column(s) movez"), "{msg}");
    assert_eq!(
        fs::read_to_string(&out).unwrap(),
        original,
        "a refused file is untouched"
    );

    // A file that is not a tournament CSV at all, without any newline, is not truncated.
    fs::write(&out, "hello").unwrap();
    let err = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(
        matches!(err, TournamentError::HeaderMismatch { .. }),
        "{err:?}"
    );
    assert_eq!(fs::read_to_string(&out).unwrap(), "hello");
}

#[test]
fn resume_refuses_rows_of_another_tournament() {
    let dir = tmp_dir("foreign");
    let full = config(dir.join("full.csv"));
    run(&TicTacToe::default(), &full, false).unwrap();
    let text = fs::read_to_string(&full.out).unwrap();
    let mut cfg = config(dir.join("x.csv"));
    cfg.resume = true;

    // Other params.
    let mut other = full.clone();
    other.params = "size=4".into();
    other.resume = true;
    let err = run(&TicTacToe::default(), &other, false).unwrap_err();
    assert!(
        matches!(err, TournamentError::ForeignRow { line: 2, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("size=4"), "{err}");

    // Another seed.
    let mut other = full.clone();
    other.seed = 43;
    other.resume = true;
    let err = run(&TicTacToe::default(), &other, false).unwrap_err();
    assert!(matches!(err, TournamentError::ForeignRow { .. }), "{err:?}");

    // A game_id beyond the schedule: the same file resumed with fewer games per pairing.
    let mut other = full.clone();
    other.games_per_pairing = 2;
    other.resume = true;
    let err = run(&TicTacToe::default(), &other, false).unwrap_err();
    assert!(
        matches!(
            err,
            TournamentError::GameIdOutOfRange { .. } | TournamentError::ForeignRow { .. }
        ),
        "{err:?}"
    );
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    lines[1] = lines[1].replacen(&lines[1][..lines[1].find(',').unwrap()], "99", 1);
    fs::write(&cfg.out, lines.join("\n") + "\n").unwrap();
    let err = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(
        matches!(
            err,
            TournamentError::GameIdOutOfRange {
                game_id: 99,
                total: 12,
                line: 2,
                ..
            }
        ),
        "{err:?}"
    );

    // A duplicate game_id.
    let lines: Vec<&str> = text.lines().collect();
    let dup = format!("{}\n{}\n{}\n", lines[0], lines[1], lines[1]);
    fs::write(&cfg.out, dup).unwrap();
    let err = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(
        matches!(
            err,
            TournamentError::DuplicateGameId {
                line: 3,
                first_line: 2,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("x.csv:3"), "{err}");

    // A row that is not a row.
    fs::write(&cfg.out, format!("{}\n1,2,3\n", lines[0])).unwrap();
    let err = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(
        matches!(err, TournamentError::BadRow { line: 2, .. }),
        "{err:?}"
    );
}

#[test]
fn shards_together_cover_the_schedule_exactly() {
    let dir = tmp_dir("shards");
    let full = config(dir.join("full.csv"));
    run(&TicTacToe::default(), &full, false).unwrap();
    let reference = rows_by_id(&full.out);

    let mut union = BTreeMap::new();
    for k in 1..=2 {
        let mut cfg = config(dir.join(format!("shard{k}.csv")));
        cfg.shard = Some((k, 2));
        let sum = run(&TicTacToe::default(), &cfg, false).unwrap();
        assert_eq!(sum.scheduled, 6);
        for (id, row) in rows_by_id(&cfg.out) {
            // Shards split by pair (pair = id / 2 here), never inside one.
            assert_eq!((id / 2) % 2, (k - 1) as u64);
            assert_eq!(row.pair_id, Some(id / 2));
            assert!(union.insert(id, row).is_none(), "game {id} in two shards");
        }
    }
    same_games(&union, &reference);

    // Three shards of 6 pairs: 2 each, disjoint, covering.
    let mut seen = [0; 6];
    for k in 1..=3 {
        for pair in 0..6u64 {
            if in_shard(pair, Some((k, 3))) {
                seen[pair as usize] += 1;
            }
        }
    }
    assert!(seen.iter().all(|&c| c == 1));
}

#[test]
fn colours_alternate_within_a_pairing() {
    let dir = tmp_dir("colours");
    let cfg = config(dir.join("games.csv"));
    let sched = schedule(&cfg);
    assert_eq!(sched.len(), 12);
    let expected_pairs = [(0, 1), (0, 2), (1, 2)];
    for (p, &(i, j)) in expected_pairs.iter().enumerate() {
        for k in 0..4 {
            let g = sched[p * 4 + k];
            assert_eq!(g.game_id, (p * 4 + k) as u64);
            let want = if k % 2 == 0 { (i, j) } else { (j, i) };
            assert_eq!((g.white, g.black), want, "pairing {p} game {k}");
        }
    }
    // In the CSV: pairing (random, greedy) is games 0..4.
    run(&TicTacToe::default(), &cfg, false).unwrap();
    let rows = rows_by_id(&cfg.out);
    let whites: Vec<&str> = (0..4).map(|id| rows[&id].white.as_str()).collect();
    assert_eq!(whites, ["random", "greedy", "random", "greedy"]);
    let blacks: Vec<&str> = (0..4).map(|id| rows[&id].black.as_str()).collect();
    assert_eq!(blacks, ["greedy", "random", "greedy", "random"]);
}

#[test]
fn gauntlet_pairs_agent_zero_with_each_other_agent() {
    assert_eq!(
        pairings(4, Schedule::Gauntlet),
        vec![(0, 1), (0, 2), (0, 3)]
    );
    assert_eq!(
        pairings(4, Schedule::RoundRobin),
        vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    );
    let mut cfg = config(PathBuf::from("unused.csv"));
    cfg.schedule = Schedule::Gauntlet;
    cfg.games_per_pairing = 3;
    let s = schedule(&cfg);
    assert_eq!(s.len(), 6);
    assert_eq!((s[0].white, s[0].black), (0, 1));
    assert_eq!((s[1].white, s[1].black), (1, 0));
    assert_eq!((s[2].white, s[2].black), (0, 1));
    assert_eq!((s[3].white, s[3].black), (0, 2));
    assert_eq!("gauntlet".parse::<Schedule>().unwrap(), Schedule::Gauntlet);
    assert_eq!(
        "round-robin".parse::<Schedule>().unwrap(),
        Schedule::RoundRobin
    );
    assert!("swiss".parse::<Schedule>().is_err());
}

#[test]
fn config_errors_are_clear() {
    assert_eq!(parse_shard("2/8").unwrap(), (2, 8));
    for bad in ["0/2", "3/2", "1/0", "x", "1-2"] {
        let e = parse_shard(bad).unwrap_err();
        assert!(e.to_string().contains(bad), "{e}");
    }
    let dir = tmp_dir("config");
    let mut cfg = config(dir.join("games.csv"));
    cfg.agents.truncate(1);
    let e = run(&TicTacToe::default(), &cfg, false).unwrap_err();
    assert!(e.to_string().contains("at least two agents"), "{e}");
    let mut cfg = config(dir.join("games.csv"));
    cfg.shard = Some((3, 2));
    assert!(matches!(
        run(&TicTacToe::default(), &cfg, false).unwrap_err(),
        TournamentError::Config(_)
    ));
    assert!(
        !cfg.out.exists(),
        "nothing is created for an invalid config"
    );
}

/// Plays cell 0 whether or not it is free.
struct Stubborn;
impl Agent<TicTacToe> for Stubborn {
    fn select_move(&mut self, _game: &TicTacToe, _rng: &mut GameRng) -> u8 {
        0
    }
}

/// Counts what it observes.
struct Watcher(usize);
impl Agent<TicTacToe> for Watcher {
    fn select_move(&mut self, game: &TicTacToe, _rng: &mut GameRng) -> u8 {
        let mut m = Vec::new();
        game.legal_moves(&mut m);
        *m.last().unwrap()
    }
    fn observe(&mut self, _before: &TicTacToe, _mv: u8) {
        self.0 += 1;
    }
}

#[test]
fn an_illegal_move_forfeits_the_game() {
    // Stubborn (White) takes cell 0, Watcher (Black) takes 8, Stubborn repeats 0: illegal.
    let mut w = Stubborn;
    let mut b = Watcher(0);
    let rec = play_game_with_agents(&TicTacToe::default(), &mut w, &mut b, 7);
    assert_eq!(rec.moves, ["0", "8"]);
    assert_eq!(rec.plies, 2);
    assert_eq!(
        rec.outcome,
        Outcome::Win {
            winner: Player::Black,
            reason: Termination::Forfeit
        }
    );
    assert_eq!(rec.result_str(), "0-1");
    assert_eq!(rec.termination_str(), "forfeit");
    assert_eq!(b.0, 2, "both agents observe every move");
}

#[test]
fn a_run_with_progress_on_works_too() {
    let dir = tmp_dir("progress");
    let cfg = config(dir.join("games.csv"));
    let sum = run(&TicTacToe::default(), &cfg, true).unwrap();
    assert_eq!(sum.played, 12);
}

#[test]
fn merge_joins_shards_into_the_full_tournament() {
    let dir = tmp_dir("merge");
    let full = config(dir.join("full.csv"));
    run(&TicTacToe::default(), &full, false).unwrap();
    let mut shards = Vec::new();
    for k in 1..=3 {
        let mut cfg = config(dir.join(format!("shard{k}.csv")));
        cfg.shard = Some((k, 3));
        run(&TicTacToe::default(), &cfg, false).unwrap();
        shards.push(cfg.out);
    }
    let out = dir.join("merged/all.csv");
    let sum = merge(&shards, &out).unwrap();
    assert_eq!((sum.rows, sum.files), (12, 3));
    assert!(sum.missing.is_empty());
    same_games(&rows_by_id(&out), &rows_by_id(&full.out));
    let ids: Vec<u64> = read_rows(&out).unwrap().iter().map(|r| r.game_id).collect();
    assert_eq!(ids, (0..12).collect::<Vec<_>>(), "sorted by game_id");

    // The output is never overwritten.
    assert!(matches!(
        merge(&shards, &out),
        Err(TournamentError::MergeOutExists { .. })
    ));
    // Two shards only: every game of the third (pairs 2 and 5: games 4, 5, 10, 11) is
    // reported missing, the trailing 10 and 11 included (the rows name their tournament, so
    // merge knows the schedule has 12 games).
    let sum = merge(&shards[..2], &dir.join("two.csv")).unwrap();
    assert_eq!(sum.missing, vec![(4, 5), (10, 11)]);
    assert!(sum.whole_schedule);
    // Shards of different tournaments (another seed, or another game count) are refused.
    for (what, change) in [
        (
            "seed",
            Box::new(|c: &mut TournamentConfig| c.seed = 43) as Box<dyn Fn(&mut _)>,
        ),
        (
            "games",
            Box::new(|c: &mut TournamentConfig| c.games_per_pairing = 6),
        ),
    ] {
        let mut other = config(dir.join(format!("other-{what}.csv")));
        change(&mut other);
        other.shard = Some((3, 3));
        run(&TicTacToe::default(), &other, false).unwrap();
        let err = merge(
            &[shards[0].clone(), shards[1].clone(), other.out.clone()],
            &dir.join(format!("mixed-{what}.csv")),
        )
        .unwrap_err();
        assert!(
            matches!(err, TournamentError::MergeConflict { .. }),
            "{what}: {err:?}"
        );
        assert!(
            err.to_string().contains("different tournaments"),
            "{what}: {err}"
        );
    }
    // Resuming with another seed is refused by the tournament column too.
    let mut changed = config(shards[0].clone());
    changed.shard = Some((1, 3));
    changed.resume = true;
    changed.games_per_pairing = 6;
    let err = run(&TicTacToe::default(), &changed, false).unwrap_err();
    assert!(
        err.to_string().contains("belongs to the tournament"),
        "{err}"
    );
    // It says how to resume after a change of an agent's defaults.
    assert!(
        err.to_string()
            .contains("give each agent in full as the file's white and black columns spell it"),
        "{err}"
    );
    // The same shard twice is a conflict naming both files.
    let err = merge(
        &[shards[0].clone(), shards[0].clone()],
        &dir.join("dup.csv"),
    )
    .unwrap_err();
    assert!(
        matches!(err, TournamentError::MergeConflict { .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("shard1.csv:2"), "{err}");
    assert!(!dir.join("dup.csv").exists());
}
