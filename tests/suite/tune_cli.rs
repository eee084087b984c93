//! `collapse tune` end to end (issue 24 part 5, "Tune is a real race"): the confidence is
//! stated in `--help` and in the output, a combination without games is never ranked, games
//! reach the CSV as they finish, Ctrl-C exits 130 with the CSV kept and the resume command, and
//! `--resume` continues the race from the file's games without playing any of them again,
//! ending exactly where an uninterrupted race ends.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::common;
use crate::common::{collapse, text};

fn tmp(name: &str) -> PathBuf {
    common::tmp("tune", name)
}

/// A cheap race: tic-tac-toe self-play of two nearly equal MCTS agents.
const TUNE: [&str; 7] = [
    "tune",
    "--variant",
    "tictactoe",
    "--agent",
    "mcts:iters=50|51",
    "--round",
    "20",
];

/// The game ids of a tune CSV, in file order.
fn ids(path: &Path) -> Vec<u64> {
    let mut r = csv::Reader::from_path(path).unwrap();
    r.records()
        .map(|x| x.unwrap()[0].parse::<u64>().unwrap())
        .collect()
}

/// Asserts no id appears twice; returns them as a set.
fn unique(ids: &[u64]) -> HashSet<u64> {
    let set: HashSet<u64> = ids.iter().copied().collect();
    assert_eq!(set.len(), ids.len(), "a game id appears twice: {ids:?}");
    set
}

/// `N` of the last stderr line `... (N played now)`.
fn played_now(stderr: &str) -> u64 {
    let tail = stderr
        .rsplit_once(" played now)")
        .unwrap_or_else(|| panic!("{stderr}"))
        .0;
    tail.rsplit('(').next().unwrap().parse().unwrap()
}

fn run(extra: &[&str]) -> std::process::Output {
    let mut args: Vec<&str> = TUNE.to_vec();
    args.extend(extra);
    collapse(&args)
}

#[test]
fn help_and_output_state_the_confidence() {
    let h = text(&collapse(&["tune", "--help"]).stdout);
    assert!(
        h.contains("1 - DELTA") && h.contains("95% confidence"),
        "{h}"
    );
    assert!(h.contains("Hoeffding race (Maron & Moore 1994)"), "{h}");
    let out = tmp("confidence.csv");
    let r = run(&[
        "--budget",
        "40",
        "--delta",
        "0.1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let s = text(&r.stdout);
    assert!(
        s.contains("confidence 90%: with probability at least 90% no combination"),
        "{s}"
    );
    let bad = run(&["--budget", "40", "--delta", "1.5"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("--delta 1.5"),
        "{}",
        text(&bad.stderr)
    );
}

#[test]
fn a_combination_without_games_is_listed_as_such_and_never_ranked() {
    let out = tmp("unplayed.csv");
    let r = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--agent",
        "mcts:iters=2|3|4",
        "--budget",
        "2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let s = text(&r.stdout);
    let lines: Vec<&str> = s.lines().collect();
    let ranked: Vec<&&str> = lines
        .iter()
        .filter(|l| l.contains(" games, White "))
        .collect();
    assert_eq!(ranked.len(), 2, "{s}");
    assert!(ranked[0].starts_with(" 1. [] mcts:iters=2: 1 games"), "{s}");
    let last = lines.last().unwrap();
    assert!(
        last.contains("mcts:iters=4: no games") && last.contains("not ranked"),
        "{s}"
    );
    assert_eq!(ids(&out), vec![0, 1_000_000_000]);
}

#[test]
fn resume_continues_the_race_without_replaying_games() {
    let (a, fresh) = (tmp("resume.csv"), tmp("fresh.csv"));
    let (ao, fo) = (a.to_str().unwrap(), fresh.to_str().unwrap());
    let first = run(&["--budget", "80", "--out", ao]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let before = std::fs::read(&a).unwrap();
    let ids1 = ids(&a);
    assert_eq!(ids1.len(), 80);
    assert_eq!(played_now(&text(&first.stderr)), 80);
    // An existing file without --resume is refused.
    let refused = run(&["--budget", "240", "--out", ao]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("--resume"));
    // Resumed with a larger budget: the first run's rows are kept byte for byte, no id is
    // written twice, and only the missing games are played.
    let resumed = run(&["--budget", "240", "--out", ao, "--resume"]);
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    let after = std::fs::read(&a).unwrap();
    assert!(
        after.starts_with(&before),
        "the first run's rows were rewritten"
    );
    let ids2 = ids(&a);
    let set2 = unique(&ids2);
    assert!(ids1.iter().all(|i| set2.contains(i)));
    assert_eq!(ids2.len(), 240);
    assert_eq!(played_now(&text(&resumed.stderr)), 160);
    // The same race as an uninterrupted one with the final budget: same ranking, same games.
    let straight = run(&["--budget", "240", "--out", fo]);
    assert!(straight.status.success(), "{}", text(&straight.stderr));
    assert_eq!(text(&resumed.stdout), text(&straight.stdout));
    assert_eq!(set2, unique(&ids(&fresh)));
    assert!(text(&straight.stdout).contains("240 games (budget 240)"));
}

/// Ctrl-C (SIGINT) in the middle of a long race: exit 130, every game written is in the CSV
/// once, the resume command is printed, and `--resume` (with a smaller budget, so the test
/// stays short) finishes the race from the file as an uninterrupted race would.
#[cfg(unix)]
#[test]
fn ctrl_c_keeps_the_csv_and_resume_finishes_the_race() {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let (out, fresh) = (tmp("interrupted.csv"), tmp("uninterrupted.csv"));
    let o = out.to_str().unwrap();
    let mut args: Vec<&str> = TUNE.to_vec();
    args.extend([
        "--budget",
        "100000",
        "--out",
        o,
        "--quiet",
        "--threads",
        "2",
    ]);
    let child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    let rows = |p: &Path| {
        std::fs::read_to_string(p)
            .map(|s| s.lines().count().saturating_sub(1))
            .unwrap_or(0)
    };
    while rows(&out) < 60 {
        assert!(
            t0.elapsed() < Duration::from_secs(120),
            "no 60 games in 2 minutes"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let r = child.wait_with_output().unwrap();
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(130), "{err}");
    assert!(err.contains("the CSV is valid. Resume with:"), "{err}");
    let cmd = err.lines().last().unwrap();
    assert!(cmd.contains("--resume") && cmd.contains(o), "{err}");
    assert!(
        text(&r.stdout).contains("Ended: interrupted"),
        "{}",
        text(&r.stdout)
    );
    let before = std::fs::read(&out).unwrap();
    let ids1 = ids(&out);
    let set1 = unique(&ids1);
    assert!(ids1.len() >= 60);

    let budget = (ids1.len() as u64 + 40).to_string();
    let mut resume = TUNE.to_vec();
    resume.extend(["--budget", &budget, "--out", o, "--resume"]);
    let resumed = collapse(&resume);
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    assert!(std::fs::read(&out).unwrap().starts_with(&before));
    let ids2 = ids(&out);
    let set2 = unique(&ids2);
    assert!(set1.is_subset(&set2));
    assert_eq!(
        played_now(&text(&resumed.stderr)),
        (ids2.len() - ids1.len()) as u64
    );
    let mut straight = TUNE.to_vec();
    straight.extend(["--budget", &budget, "--out", fresh.to_str().unwrap()]);
    let straight = collapse(&straight);
    assert!(straight.status.success(), "{}", text(&straight.stderr));
    assert_eq!(text(&resumed.stdout), text(&straight.stdout));
}

/// A run killed while writing a row (SIGKILL, power loss) leaves a partial last line: the
/// resumed race drops it, plays that one game again and keeps every complete row.
#[test]
fn a_row_cut_by_a_kill_is_played_again_once() {
    let out = tmp("cut.csv");
    let o = out.to_str().unwrap();
    let first = run(&["--budget", "40", "--out", o]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let full = std::fs::read(&out).unwrap();
    let cut = &full[..full.len() - 10];
    std::fs::write(&out, cut).unwrap();
    let complete = &cut[..=cut.iter().rposition(|&b| b == b'\n').unwrap()];
    let resumed = run(&["--budget", "40", "--out", o, "--resume"]);
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    assert_eq!(played_now(&text(&resumed.stderr)), 1);
    assert!(std::fs::read(&out).unwrap().starts_with(complete));
    assert_eq!(unique(&ids(&out)).len(), 40);
    assert_eq!(text(&resumed.stdout), text(&first.stdout));
}

#[test]
fn resume_refuses_a_file_of_another_race() {
    let out = tmp("other.csv");
    let o = out.to_str().unwrap();
    let first = run(&["--budget", "40", "--out", o]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let before = std::fs::read(&out).unwrap();
    // Other agents: combination 2's rows name mcts:iters=51, not 52.
    let other = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--agent",
        "mcts:iters=50|52",
        "--budget",
        "80",
        "--out",
        o,
        "--resume",
    ]);
    assert_eq!(other.status.code(), Some(2));
    let err = text(&other.stderr);
    assert!(
        err.contains("was --variant, --param or --agent changed?"),
        "{err}"
    );
    // Fewer combinations: combination 2's rows belong to no combination of this race.
    let fewer = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--agent",
        "mcts:iters=50",
        "--budget",
        "80",
        "--out",
        o,
        "--resume",
    ]);
    assert_eq!(fewer.status.code(), Some(2));
    assert!(text(&fewer.stderr).contains("combination 2 of a race of 1"));
    assert_eq!(
        std::fs::read(&out).unwrap(),
        before,
        "a refused resume wrote to the file"
    );
}

/// The race round by round in `collapse report` (issue 28): `tune` keeps its settings in
/// `OUT.race.json`, and the report (text and HTML) replays the race from the CSV: each
/// round's survivors with their Hoeffding intervals and the combination dropped in it, the
/// same rounds `tune` printed. From `XO.......` perfect play wins for White, so depth 9 is the
/// least balanced and is dropped in round 3. Without the settings the section is left out
/// and the report says so.
#[test]
fn report_replays_the_race_round_by_round() {
    let out = tmp("rounds.csv");
    let o = out.to_str().unwrap();
    let html = tmp("rounds.html");
    let tune = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--position",
        "XO.......",
        "--agent",
        "alphabeta:depth=1|2|9",
        "--budget",
        "450",
        "--round",
        "50",
        "--out",
        o,
    ]);
    assert!(tune.status.success(), "{}", text(&tune.stderr));
    let printed: Vec<String> = text(&tune.stderr)
        .lines()
        .filter(|l| l.starts_with("round "))
        .map(str::to_string)
        .collect();
    assert_eq!(printed.len(), 3, "{printed:?}");
    assert!(
        printed[2].contains("dropped [] alphabeta:depth=9"),
        "{printed:?}"
    );
    let settings = std::fs::read_to_string(format!("{o}.race.json")).unwrap();
    assert!(settings.contains("\"round\": 50"), "{settings}");
    let report = collapse(&["report", o, "--html", html.to_str().unwrap()]);
    assert!(report.status.success(), "{}", text(&report.stderr));
    let stdout = text(&report.stdout);
    assert!(stdout.contains("Race rounds"), "{stdout}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("Race rounds"));
    for line in &printed {
        // `round 3: 450 games, 2 survive; dropped [] alphabeta:depth=9`: the same round,
        // games and survivors, and the same combination dropped (labelled `#3 alphabeta:depth=9`).
        let (head, dropped) = line.split_once("; dropped ").unwrap_or((line, ""));
        assert!(stdout.contains(&format!("  {head}")), "{head} in\n{stdout}");
        assert!(page.contains(&format!("<li>{head}")), "{head} in the page");
        if !dropped.is_empty() {
            let want = format!("{head}; dropped #3 alphabeta:depth=9");
            assert!(stdout.contains(&want), "{want} in\n{stdout}");
            assert!(page.contains(&want), "{want} in the page");
        }
    }
    assert!(page.contains("<tr class=\"dropped\">"));
    // Without the settings: no rounds, and a note saying why.
    std::fs::remove_file(format!("{o}.race.json")).unwrap();
    let bare = collapse(&["report", o]);
    assert!(bare.status.success());
    let stdout = text(&bare.stdout);
    assert!(!stdout.contains("Race rounds"), "{stdout}");
    assert!(stdout.contains("no race settings"), "{stdout}");
    // A resume with another --round is refused once the settings are back.
    let again = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--position",
        "XO.......",
        "--agent",
        "alphabeta:depth=1|2|9",
        "--budget",
        "500",
        "--round",
        "50",
        "--out",
        o,
        "--resume",
    ]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert!(std::path::Path::new(&format!("{o}.race.json")).exists());
    let other = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--position",
        "XO.......",
        "--agent",
        "alphabeta:depth=1|2|9",
        "--budget",
        "600",
        "--round",
        "40",
        "--out",
        o,
        "--resume",
    ]);
    assert_eq!(other.status.code(), Some(2), "{}", text(&other.stderr));
    assert!(
        text(&other.stderr).contains("--round 50"),
        "{}",
        text(&other.stderr)
    );
}
