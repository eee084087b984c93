//! The tune race, the sweep and the explore driver called as a library, without the CLI, on
//! tic-tac-toe.

use std::sync::atomic::AtomicBool;

use lab::sweep::{combinations, SweepConfig};
use lab::tune::{race_settings_path, RaceSettings, TuneConfig};
use reports::RaceEnd;

/// A fresh path for a games CSV in the temporary directory (and no race settings beside it).
fn temp_csv(name: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("lab-{name}-{}.csv", std::process::id()));
    let _ = std::fs::remove_file(&p);
    let _ = std::fs::remove_file(race_settings_path(&p));
    p
}

fn tune(agent: &str, budget: u64, out: &std::path::Path, resume: bool) -> TuneConfig {
    TuneConfig {
        variant: "tictactoe".into(),
        params: Vec::new(),
        agent: agent.into(),
        budget,
        round: 40,
        delta: 0.05,
        seed: 5,
        threads: 1,
        out: out.to_path_buf(),
        position: None,
        resume,
        progress: false,
        quiet: false,
    }
}

/// 400-iteration self-play wins for White far more often than near-random self-play (2
/// iterations; seed 5: White 77% against 64% over the first 400 games each): the race ranks
/// the near-random agent most balanced and drops the other; every game is in the CSV and the
/// settings file says the race.
#[test]
fn the_race_keeps_the_balanced_agent_and_drops_the_lopsided_one() {
    let out = temp_csv("race-drop");
    let mut log = Vec::new();
    let r = lab::tune::run(
        &tune("mcts:iters=2|400", 4000, &out, false),
        &AtomicBool::new(false),
        &mut |l| log.push(l.to_string()),
    )
    .unwrap();
    assert_eq!(r.interrupted, None);
    assert_eq!(r.labels, ["mcts:iters=2", "mcts:iters=400"]);
    let best = r.race.ranking()[0];
    assert_eq!(best, 0, "{}", r.race_text());
    assert!(r.race.racers[1].dropped_in.is_some(), "{}", r.race_text());
    assert_eq!(r.race.end, RaceEnd::OneLeft);
    assert_eq!(r.games_in_file as u64, r.race.games);
    assert!(
        log[0].starts_with("tune tictactoe: 2 combination(s)"),
        "{log:?}"
    );
    assert!(
        log.iter().any(|l| l.contains("dropped [] mcts:iters=400")),
        "{log:?}"
    );
    let text = r.race_text();
    assert!(text.contains("dropped in round"), "{text}");
    let s = RaceSettings::read(&race_settings_path(&out))
        .unwrap()
        .unwrap();
    assert_eq!((s.cfg.round, s.combos.len()), (40, 2));
}

/// A race resumed with a larger budget plays only the games it lacks and ends as the race
/// run straight to that budget; a file without `resume` is refused.
#[test]
fn a_resumed_race_equals_the_straight_one() {
    let stop = AtomicBool::new(false);
    let cut = temp_csv("race-cut");
    let first = lab::tune::run(
        &tune("mcts:iters=30|31", 80, &cut, false),
        &stop,
        &mut |_| {},
    );
    assert_eq!(first.unwrap().games_in_file, 80);
    let refused = lab::tune::run(
        &tune("mcts:iters=30|31", 160, &cut, false),
        &stop,
        &mut |_| {},
    );
    assert!(refused.unwrap_err().to_string().contains("--resume"));
    let resumed = lab::tune::run(
        &tune("mcts:iters=30|31", 160, &cut, true),
        &stop,
        &mut |_| {},
    )
    .unwrap();
    assert_eq!((resumed.in_file_before, resumed.games_in_file), (80, 160));
    assert_eq!(
        resumed.closing_lines(),
        [format!("160 games in {} (80 played now)", cut.display())]
    );
    let full = temp_csv("race-full");
    let straight = lab::tune::run(
        &tune("mcts:iters=30|31", 160, &full, false),
        &stop,
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(resumed.race, straight.race);
    assert_eq!(resumed.race_text(), straight.race_text());
}

#[test]
fn combinations_expand_agent_alternatives_and_refuse_a_bad_axis() {
    let c = combinations("tictactoe", &[], &["mcts:iters=5|6|7".into()], 4).unwrap();
    assert_eq!(c.len(), 3);
    assert_eq!(c[1].agents[0].to_string(), c[1].agents[1].to_string());
    assert!(c[2].agents_label().starts_with("mcts:iters=7,"));
    let e = combinations("tictactoe", &["nosuch=1,2".into()], &["random".into()], 4);
    assert!(e.is_err());
    let e = combinations("tictactoe", &[], &["random".into()], 0).unwrap_err();
    assert!(e.contains("--games 0"), "{e}");
}

/// Two agent combinations of 6 games each into one CSV, then the balance rows in
/// combination order; a second run resumes and plays nothing.
#[test]
fn a_sweep_plays_every_combination_into_one_csv() {
    let out = temp_csv("sweep");
    let mut cfg = SweepConfig {
        variant: "tictactoe".into(),
        params: Vec::new(),
        agents: vec!["mcts:iters=20|40".into()],
        games: 6,
        out: out.clone(),
        position: None,
        resume: false,
        seed: 3,
        threads: 1,
        progress: false,
    };
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let mut log = Vec::new();
    let r = lab::sweep::sweep(&cfg, &stop, &mut |l| log.push(l.to_string())).unwrap();
    assert_eq!((r.played, r.skipped, r.scheduled, r.rows), (12, 0, 12, 12));
    assert_eq!(r.groups.len(), 2);
    assert!(r.groups[0].agents.starts_with("mcts:iters=20,"));
    assert!(r.groups.iter().all(|g| g.branching.is_some()));
    assert_eq!(log.len(), 3, "{log:?}");
    assert_eq!(
        r.played_line(&out),
        format!(
            "played 12 games (0 already in the file) of 12; results in {}",
            out.display()
        )
    );
    let table = r.table_text("tictactoe");
    assert!(table.starts_with("Sweep of tictactoe: 2 combination(s), 12 games\n"));
    assert!(table.contains("\n\nTerminations\n"), "{table}");
    cfg.resume = true;
    let again = lab::sweep::sweep(&cfg, &stop, &mut |_| {}).unwrap();
    assert_eq!((again.played, again.skipped), (0, 12));
}

/// An exploration on a tiny budget: the 9 first moves of tic-tac-toe, 4 games each then LUCB1
/// rounds, 90 games in all; every line is ranked, the table names the lines, the lines CSV
/// has a row per line, and a resume with the same budget plays nothing.
#[test]
fn an_exploration_on_a_tiny_budget_ranks_every_line() {
    let out = temp_csv("explore");
    let mut req = lab::explore::ExploreRequest {
        params: variants::registry::Params::parse("tictactoe", &[] as &[&str]).unwrap(),
        depth: 1,
        top: 0,
        prior_iters: 400,
        position: None,
        agent: "random".into(),
        games: 90,
        goal: "best".into(),
        delta: 0.05,
        init: 4,
        batch: 4,
        seed: 2,
        threads: 1,
        out: out.clone(),
        resume: false,
        shard: None,
        progress: false,
    };
    let stop = AtomicBool::new(false);
    let mut log = Vec::new();
    let r = lab::explore::run(&req, &stop, &mut |l| log.push(l.to_string())).unwrap();
    assert!(!r.interrupted());
    assert_eq!(r.rows.len(), 9);
    assert_eq!(r.rows[0].rank, 1);
    assert!(r.rows.windows(2).all(|w| w[0].t.score() >= w[1].t.score()));
    let games: u64 = r.summary.stats.iter().map(|t| t.games()).sum();
    assert!(games <= 90 && games >= 36, "{games}");
    assert_eq!(r.summary.played, games);
    assert!(
        log[0].starts_with("explore tictactoe []: 9 lines of 1 plies"),
        "{log:?}"
    );
    let table = r.table_text("random");
    assert!(table.starts_with("Exploration of tictactoe [], random self-play: 9 lines"));
    assert_eq!(r.lines_csv().lines().count(), 10);
    let lines = r.lines_out(None, &out).unwrap();
    assert_eq!(lines, lab::explore::lines_path(&out));
    let given = std::path::Path::new("given.csv");
    assert_eq!(r.lines_out(Some(given), &out).as_deref(), Some(given));
    assert_eq!(
        r.closing_lines(&out, Some(&lines)),
        [format!(
            "{games} games played now, 0 were in {} already; lines written to {}",
            out.display(),
            lines.display()
        )]
    );
    let shard = lab::explore::ExploreReport {
        shard: Some((1, 2)),
        ..r.clone()
    };
    assert_eq!(shard.lines_out(None, &out), None);
    assert!(shard.closing_lines(&out, None)[0].contains("no lines CSV for a shard"));
    req.resume = true;
    let again = lab::explore::run(&req, &stop, &mut |_| {}).unwrap();
    assert_eq!((again.summary.played, again.summary.in_file), (0, games));
    assert_eq!(again.rows, r.rows);
    assert_eq!(
        lab::explore::lines_path(std::path::Path::new("a/x.csv")),
        std::path::Path::new("a/x.lines.csv")
    );
    let bad = lab::explore::ExploreRequest {
        goal: "sideways".into(),
        ..req
    };
    assert!(lab::explore::run(&bad, &stop, &mut |_| {}).is_err());
}
