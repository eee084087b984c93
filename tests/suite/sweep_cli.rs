//! `collapse sweep` and `collapse tune` end to end (issue 12, parts 2 and 3): the CSV holds
//! combinations x games rows, resumes after a cut, bad input exits 2 naming the value, the
//! branching factor equals the legal-move counts along the games, and the race spends at most
//! its budget.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::common;
use crate::common::{collapse, text};

fn tmp(name: &str) -> PathBuf {
    common::tmp("sweep", name)
}

/// Rows as maps column -> field, without `duration_ms`, sorted by game id.
fn rows(path: &Path) -> Vec<BTreeMap<String, String>> {
    let mut r = csv::Reader::from_path(path).unwrap();
    let head: Vec<String> = r.headers().unwrap().iter().map(str::to_string).collect();
    let mut out: Vec<BTreeMap<String, String>> = r
        .records()
        .map(|x| {
            let x = x.unwrap();
            head.iter()
                .cloned()
                .zip(x.iter().map(str::to_string))
                .filter(|(h, _)| h != "duration_ms")
                .collect()
        })
        .collect();
    out.sort_by_key(|m| m["game_id"].parse::<u64>().unwrap());
    out
}

const SWEEP: [&str; 10] = [
    "sweep",
    "--variant",
    "uncertainty",
    "--param",
    "retransform=off,on",
    "--param",
    "move_cap=4,6",
    "--agent",
    "random",
    "--quiet",
];

#[test]
fn sweep_csv_holds_every_combination_and_resumes_after_a_cut() {
    let out = tmp("sweep.csv");
    let o = out.to_str().unwrap();
    let mut args: Vec<&str> = SWEEP.to_vec();
    args.extend(["--games", "4", "--out", o, "--threads", "2"]);
    let r = collapse(&args);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let full = rows(&out);
    // 2 x 2 parameter combinations x 4 games.
    assert_eq!(full.len(), 16);
    let ids: Vec<u64> = full.iter().map(|m| m["game_id"].parse().unwrap()).collect();
    assert_eq!(ids, (0..16).collect::<Vec<u64>>());
    let mut per: BTreeMap<&str, usize> = BTreeMap::new();
    for m in &full {
        *per.entry(m["params"].as_str()).or_default() += 1;
        assert_eq!(m["white"], "random");
        assert_eq!(m["black"], "random");
    }
    assert_eq!(per.len(), 4, "{per:?}");
    assert!(per.values().all(|&n| n == 4), "{per:?}");
    assert!(
        per.contains_key("board=standard,retransform=on,move_cap=6"),
        "{per:?}"
    );
    let stdout = text(&r.stdout);
    assert!(stdout.contains("most balanced"), "{stdout}");
    assert!(stdout.lines().all(|l| l.chars().count() <= 100), "{stdout}");

    // Without --resume the existing file is refused.
    let again = collapse(&args);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        text(&again.stderr).contains("--resume"),
        "{}",
        text(&again.stderr)
    );

    // Cut the file after 6 rows and half of the 7th, as a kill mid-write leaves it; resume.
    let bytes = std::fs::read(&out).unwrap();
    let mut nl = bytes
        .iter()
        .enumerate()
        .filter(|(_, &b)| b == b'\n')
        .map(|(i, _)| i);
    let cut = nl.nth(6).unwrap() + 10; // the 7th newline ends row 6; 10 bytes of row 7
    std::fs::write(&out, &bytes[..cut]).unwrap();
    args.push("--resume");
    let r = collapse(&args);
    assert!(r.status.success(), "{}", text(&r.stderr));
    assert!(
        text(&r.stderr).contains("played 10 games (6 already in the file)"),
        "{}",
        text(&r.stderr)
    );
    assert_eq!(rows(&out), full, "the resumed sweep plays the same games");
}

#[test]
fn bad_sweep_input_exits_2_naming_the_value() {
    let cases: [(&[&str], &str); 5] = [
        (&["--param", "board=standard,mars"], "mars"),
        (&["--param", "move_cap=4,abc"], "abc"),
        (&["--param", "board="], "board="),
        (&["--games", "0"], "empty sweep"),
        (&["--agent", "mcts:iters=10|"], "iters=10|"),
    ];
    for (extra, want) in cases {
        let out = tmp("bad.csv");
        let o = out.to_str().unwrap();
        let mut args = vec!["sweep", "--variant", "uncertainty", "--out", o, "--quiet"];
        if !extra.contains(&"--agent") {
            args.extend(["--agent", "random"]);
        }
        if !extra.contains(&"--games") {
            args.extend(["--games", "2"]);
        }
        args.extend(extra);
        let r = collapse(&args);
        let err = text(&r.stderr);
        assert_eq!(r.status.code(), Some(2), "{extra:?}: {err}");
        assert!(err.contains(want), "{extra:?}: {err}");
        assert!(!out.exists(), "{extra:?} left {}", out.display());
    }
}

#[test]
fn branching_factor_is_the_legal_moves_along_the_games() {
    // Tic-tac-toe: before ply k (0-based) of an unfinished game 9 - k cells are empty and each
    // is a legal move, so a game of n plies contributes 9 + 8 + ... + (9 - n + 1) legal moves.
    let out = tmp("ttt.csv");
    let o = out.to_str().unwrap();
    let r = collapse(&[
        "sweep",
        "--variant",
        "tictactoe",
        "--agent",
        "random",
        "--games",
        "10",
        "--out",
        o,
        "--quiet",
    ]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let (mut legal, mut plies) = (0u64, 0u64);
    let mut lines: BTreeMap<String, u64> = BTreeMap::new();
    for m in rows(&out) {
        let two: Vec<&str> = m["moves"].split(' ').take(2).collect();
        *lines.entry(two.join(" ")).or_default() += 1;
        let n: u64 = m["plies"].parse().unwrap();
        legal += (0..n).map(|k| 9 - k).sum::<u64>();
        plies += n;
    }
    let want = format!("{:.2}", legal as f64 / plies as f64);
    let stdout = text(&r.stdout);
    let row = stdout
        .lines()
        .find(|l| l.starts_with("| *1") || l.starts_with("| 1"))
        .unwrap_or_else(|| panic!("no table row in {stdout}"));
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    assert_eq!(cells[10], want, "{stdout}");

    // `collapse report` shows the same figures per variant, and the opening entropy of the
    // first two plies: -sum p log2 p over the distinct two-ply lines of the 10 games.
    let rep = collapse(&["report", o]);
    assert!(rep.status.success(), "{}", text(&rep.stderr));
    let rep = text(&rep.stdout);
    let h: f64 = lines
        .values()
        .map(|&c| {
            let p = c as f64 / 10.0;
            -p * p.log2()
        })
        .sum();
    let balance = rep
        .split("\nBalance")
        .nth(1)
        .unwrap_or_else(|| panic!("{rep}"));
    let row = balance
        .lines()
        .find(|l| l.starts_with("| *1"))
        .unwrap_or_else(|| panic!("{rep}"));
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    assert_eq!(cells[2], "10", "{rep}");
    assert_eq!(cells[10], want, "{rep}");
    assert_eq!(cells[11], format!("{h:.2}"), "{rep}");
    assert!(rep.lines().all(|l| l.chars().count() <= 100), "{rep}");
}

#[test]
fn tune_ranks_every_combination_within_its_budget() {
    let out = common::tmp("sweep-tune", "ranks.csv");
    let r = collapse(&[
        "tune",
        "--variant",
        "tictactoe",
        "--agent",
        "mcts:iters=2|30",
        "--budget",
        "40",
        "--round",
        "10",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let stdout = text(&r.stdout);
    let ranked: Vec<&str> = stdout
        .lines()
        .filter(|l| l.contains(" games, White "))
        .collect();
    assert_eq!(ranked.len(), 2, "{stdout}");
    let spent: u64 = ranked
        .iter()
        .map(|l| {
            let after = l
                .split("]: ")
                .nth(1)
                .unwrap_or_else(|| l.split(": ").nth(1).unwrap());
            after.split(' ').next().unwrap().parse::<u64>().unwrap()
        })
        .sum();
    assert!((20..=40).contains(&spent), "{stdout}");
    assert!(
        stdout.contains(&format!("{spent} games (budget 40)")),
        "{stdout}"
    );
    let bad = collapse(&[
        "tune",
        "--variant",
        "uncertainty",
        "--param",
        "board=mars,torus",
        "--agent",
        "random",
        "--budget",
        "10",
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("mars"), "{}", text(&bad.stderr));
}
