//! `collapse tournament` end to end: names, pairs, SPRT stop, empty schedules, thread cap,
//! Ctrl-C, and shards run by GNU parallel then merged (skipped when `parallel` is absent).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common;
use crate::common::{collapse, text};
use std::time::{Duration, Instant};

fn tmp(name: &str) -> PathBuf {
    common::tmp("tcli", name)
}

/// Rows of a CSV without the wall-clock column, sorted by game id.
fn games(path: &Path) -> Vec<Vec<String>> {
    let mut r = csv::Reader::from_path(path).unwrap();
    let head: Vec<String> = r.headers().unwrap().iter().map(str::to_string).collect();
    let dur = head.iter().position(|h| h == "duration_ms").unwrap();
    let mut rows: Vec<Vec<String>> = r
        .records()
        .map(|x| {
            let x = x.unwrap();
            x.iter()
                .enumerate()
                .filter(|(i, _)| *i != dur)
                .map(|(_, f)| f.to_string())
                .collect()
        })
        .collect();
    rows.sort_by_key(|r| r[0].parse::<u64>().unwrap());
    rows
}

#[test]
fn named_agents_pairs_and_a_narrow_report() {
    let out = tmp("named.csv");
    let o = collapse(&[
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "deep=alphabeta:depth=3",
        "--agent",
        "alphabeta:depth=1",
        "--agent",
        "random",
        "--games",
        "4",
        "--random-opening-plies",
        "1",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let rows = games(&out);
    assert_eq!(rows.len(), 12);
    // pair_id, opening, white_name, black_name follow the old columns (duration_ms is left
    // out by `games`, so they are fields 10 to 13).
    assert_eq!(
        rows[0][3], "alphabeta:depth=3,ms=0,qs=8",
        "the CSV keeps full specs"
    );
    assert_eq!(
        (rows[0][12].as_str(), rows[0][13].as_str()),
        ("deep", "alphabeta:depth=1")
    );
    assert_eq!(rows[0][10], rows[1][10], "games 0 and 1 are pair 0");
    assert_eq!(rows[0][11], rows[1][11], "and share the opening");
    let report = text(&o.stdout);
    // Unnamed agents are labelled by the keys that differ among agents of their kind.
    for needle in [
        "  deep              = alphabeta:depth=3,ms=0,qs=8",
        "  alphabeta:depth=1 = alphabeta:depth=1,ms=0,qs=8",
        "  random            = random",
        "Pairs (pentanomial",
        "Ratings (",
    ] {
        assert!(report.contains(needle), "{needle}\n{report}");
    }
    assert!(report.lines().all(|l| l.len() <= 100), "{report}");
}

#[test]
fn sprt_stops_the_tournament_and_the_report_says_why() {
    let out = tmp("sprt.csv");
    let o = collapse(&[
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "alphabeta:depth=4",
        "--agent",
        "random",
        "--games",
        "2000",
        "--sprt",
        "elo0=0,elo1=10,alpha=0.05,beta=0.05",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("SPRT stopped the tournament after"), "{err}");
    let rows = games(&out).len();
    assert!(rows < 2000, "{rows}");
    let report = text(&o.stdout);
    assert!(report.contains("SPRT alphabeta vs random"), "{report}");
    assert!(report.contains("H1 accepted"), "{report}");
    assert!(report.contains("SPRT stopped the tournament"), "{report}");
    // `report --sprt` gives the same verdict from the CSV alone.
    let r = collapse(&["report", out.to_str().unwrap(), "--sprt", "elo0=0,elo1=10"]);
    assert!(text(&r.stdout).contains("H1 accepted"));
}

#[test]
fn an_agent_with_more_threads_than_allowed_is_refused() {
    let out = tmp("too-many-threads.csv");
    let _ = std::fs::remove_file(&out);
    let o = collapse(&[
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "mcts:iters=10,threads=2,par=tree",
        "--agent",
        "random",
        "--threads",
        "1",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(
        err.contains("threads=2") && err.contains("--threads"),
        "{err}"
    );
    assert!(!out.exists());
}

#[test]
fn empty_schedules_bad_flags_and_huge_thread_counts() {
    let out = tmp("empty.csv");
    for (args, needle) in [
        (vec!["--games", "0"], "--games 0"),
        (vec!["--shard", "7/9", "--games", "2"], "shard 7/9 is empty"),
        (vec!["--sprt", "elo0=0"], "elo1 is missing"),
        (vec!["--random-opening-plies", "0"], "at least 1 ply"),
        (vec!["--openings", "/nonexistent/o.txt"], "cannot read"),
    ] {
        let mut a = vec!["tournament", "--agent", "random", "--agent", "greedy"];
        a.extend(args.iter().copied());
        a.extend(["--out", out.to_str().unwrap(), "--quiet"]);
        let o = collapse(&a);
        assert_eq!(o.status.code(), Some(2), "{a:?}: {}", text(&o.stderr));
        assert!(
            text(&o.stderr).contains(needle),
            "{a:?}: {}",
            text(&o.stderr)
        );
        assert!(!out.exists(), "{a:?}: nothing written");
    }
    let o = collapse(&[
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "random",
        "--agent",
        "random",
        "--games",
        "4",
        "--threads",
        "99999",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
        "--no-report",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("--threads 99999 is more than"),
        "{}",
        text(&o.stderr)
    );
}

#[cfg(unix)]
#[test]
fn ctrl_c_leaves_a_valid_csv_and_prints_the_resume_command() {
    let out = tmp("ctrlc.csv");
    let child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args([
            "tournament",
            "--agent",
            "mcts:iters=200",
            "--agent",
            "random",
            "--games",
            "200",
            "--threads",
            "1",
            "--out",
            out.to_str().unwrap(),
            "--quiet",
            "--no-report",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while std::fs::read_to_string(&out)
        .map(|t| t.lines().count())
        .unwrap_or(0)
        < 2
        && start.elapsed() < Duration::from_secs(60)
    {
        std::thread::sleep(Duration::from_millis(20));
    }
    let k = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(k.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("Resume with:"), "{err}");
    let cmd = err
        .lines()
        .skip_while(|l| !l.contains("Resume with:"))
        .nth(1)
        .unwrap();
    assert!(
        cmd.contains("--resume") && cmd.contains(out.to_str().unwrap()),
        "{cmd}"
    );
    let rows = games(&out);
    assert!(!rows.is_empty() && rows.len() < 200, "{}", rows.len());
    // Every row is whole (resume of such a file is tested in tournament/tests).
    // (every column but duration_ms, which `games` leaves out)
    assert!(rows
        .iter()
        .all(|r| r.len() == tournament::CSV_HEADER.len() - 1));
}

#[test]
fn gnu_parallel_shards_merge_into_the_unsharded_run() {
    if Command::new("parallel").arg("--version").output().is_err() {
        eprintln!("GNU parallel is not installed: skipped");
        return;
    }
    let bin = env!("CARGO_BIN_EXE_collapse");
    let full = tmp("par-full.csv");
    let common = "tournament --variant tictactoe --agent alphabeta:depth=2 --agent random \
                  --agent greedy --games 4 --random-opening-plies 2 --seed 3 --quiet --no-report";
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!("{bin} {common} --out {}", full.display()))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    let dir = full.parent().unwrap();
    let line = format!(
        "parallel {bin} {common} --shard {{}}/3 --out {d}/par-{{}}.csv ::: 1 2 3 && \
         {bin} merge {d}/par-1.csv {d}/par-2.csv {d}/par-3.csv --out {d}/par-merged.csv",
        d = dir.display()
    );
    for k in 1..=3 {
        let _ = std::fs::remove_file(dir.join(format!("par-{k}.csv")));
    }
    let _ = std::fs::remove_file(dir.join("par-merged.csv"));
    let o = Command::new("sh").arg("-c").arg(&line).output().unwrap();
    assert!(o.status.success(), "{line}\n{}", text(&o.stderr));
    assert_eq!(games(&dir.join("par-merged.csv")), games(&full));
}
