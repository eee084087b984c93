//! `collapse explore` (issue 27): the lines are exactly the legal ones, the CSV works with
//! `openings` / `report`, an interrupted run resumes without playing a game twice, and shards
//! merged equal the unsharded run. The allocation's own test (LUCB1 on a simulated bandit with
//! a planted best line, against uniform allocation) is in tournament/src/explore/alloc.rs.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::{collapse, text, tmp};
use mcts::Game;
use tournament::explore::{enumerate, Line, TopK};
use variants::registry::{self, GameVisitor, Params};

/// The lines of `variant` to `depth` (all legal moves, or the top `k` by a 50-iteration search).
struct Lines(usize, Option<usize>);

impl GameVisitor for Lines {
    type Output = Vec<Line>;
    fn visit<G: Game>(self, start: G) -> Vec<Line> {
        let top = self.1.map(|k| TopK {
            k,
            search: match mcts::AgentSpec::parse("mcts:iters=50").unwrap() {
                mcts::AgentSpec::Mcts(c) => c,
                _ => unreachable!(),
            },
            seed: 1,
        });
        let lines = enumerate(&start, self.0, top.as_ref());
        // Every line replays from the start and leaves the game going.
        for l in &lines {
            let mut g = start.clone();
            mcts::play_move_list(&mut g, &l.text()).unwrap();
            assert!(g.outcome().is_ongoing(), "{}", l.text());
        }
        lines
    }
}

fn lines(variant: &str, depth: usize, top: Option<usize>) -> Vec<Line> {
    let p = Params::parse::<&str>(variant, &[]).unwrap();
    registry::visit(&p, Lines(depth, top))
}

#[test]
fn enumeration_gives_exactly_the_legal_lines() {
    let d1 = lines("chess", 1, None);
    assert_eq!(d1.len(), 20);
    let d2 = lines("chess", 2, None);
    assert_eq!(d2.len(), 400);
    let d3 = lines("chess", 3, None);
    assert_eq!(d3.len(), 8902, "perft(3) of chess");
    let distinct: HashSet<String> = d2.iter().map(Line::text).collect();
    assert_eq!(distinct.len(), 400);
    // Each depth-1 line has 20 replies at depth 2, in order.
    assert!(d2
        .chunks(20)
        .zip(&d1)
        .all(|(c, p)| c.iter().all(|l| l.parent() == p.text())));
    assert_eq!(lines("tictactoe", 2, None).len(), 72);
    // --top 3: three moves per position, so 3 and 9 lines.
    let t1 = lines("chess", 1, Some(3));
    assert_eq!(t1.len(), 3);
    let t2 = lines("chess", 2, Some(3));
    assert_eq!(t2.len(), 9);
    assert!(t1.iter().all(|l| d1.contains(l)));
}

/// The rows of a CSV by game id, every column but `duration_ms`.
fn rows(path: &Path) -> BTreeMap<u64, Vec<String>> {
    let mut r = csv::Reader::from_path(path).unwrap();
    let head = r.headers().unwrap().clone();
    let dur = head.iter().position(|h| h == "duration_ms").unwrap();
    let mut out = BTreeMap::new();
    for rec in r.records() {
        let rec = rec.unwrap();
        let id: u64 = rec[0].parse().unwrap();
        let v: Vec<String> = rec
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != dur)
            .map(|(_, f)| f.to_string())
            .collect();
        assert!(
            out.insert(id, v).is_none(),
            "game {id} twice in {}",
            path.display()
        );
    }
    out
}

const TTT: [&str; 12] = [
    "explore",
    "-v",
    "tictactoe",
    "--depth",
    "2",
    "--agent",
    "random",
    "--games",
    "700",
    "--batch",
    "16",
    "--quiet",
];

#[test]
fn explore_csv_feeds_openings_and_report_and_lists_the_lines() {
    let out = tmp("explore-csv", "t.csv");
    let o = collapse(&[&TTT[..], &["--out", out.to_str().unwrap()]].concat());
    assert!(o.status.success(), "{}", text(&o.stderr));
    let table = text(&o.stdout);
    assert!(table.contains("72 lines, 700 games"), "{table}");
    assert!(
        table.contains("95% interval") && table.contains("vs sibs"),
        "{table}"
    );
    let r = rows(&out);
    assert_eq!(r.len(), 700);
    // Every game begins with its line; the line is the `opening` column.
    for v in r.values() {
        assert!(v[9].starts_with(&v[11]), "{v:?}");
        assert_eq!(v[11].split(' ').count(), 2);
    }
    let lines_csv = std::fs::read_to_string(out.with_file_name("t.lines.csv")).unwrap();
    assert_eq!(lines_csv.lines().count(), 73, "{lines_csv}");
    let o = collapse(&["openings", out.to_str().unwrap(), "--depth", "2"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("700 games"), "{}", text(&o.stdout));
    let o = collapse(&["report", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}

#[test]
fn resume_after_interruption_plays_no_game_twice() {
    // The reference: one uninterrupted run.
    let full = tmp("explore-resume", "full.csv");
    let o = collapse(&[&TTT[..], &["--out", full.to_str().unwrap()]].concat());
    assert!(o.status.success(), "{}", text(&o.stderr));
    // A run killed after 300 games, in the middle of writing a row.
    let cut = tmp("explore-resume", "cut.csv");
    let bytes = std::fs::read(&full).unwrap();
    let ends: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i] == b'\n').collect();
    let keep = ends[300] + 1; // header + 300 rows
    let mut partial = bytes[..keep].to_vec();
    partial.extend_from_slice(&bytes[keep..keep + 20]);
    std::fs::write(&cut, &partial).unwrap();
    let o = collapse(&[&TTT[..], &["--out", cut.to_str().unwrap(), "--resume"]].concat());
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(
        err.contains("400 games played now, 300 were in"),
        "expected 400 new games after the 300 kept: {err}"
    );
    assert_eq!(rows(&cut), rows(&full));
    // A finished run resumed plays nothing.
    let o = collapse(&[&TTT[..], &["--out", cut.to_str().unwrap(), "--resume"]].concat());
    assert!(text(&o.stderr).contains("0 games played now, 700 were in"));
    assert_eq!(rows(&cut), rows(&full));
    // Without --resume an existing file is refused.
    let o = collapse(&[&TTT[..], &["--out", cut.to_str().unwrap()]].concat());
    assert_eq!(o.status.code(), Some(2));
    // Another exploration's file is refused, naming what changed.
    let o = collapse(
        &[
            &TTT[..],
            &["--out", cut.to_str().unwrap(), "--resume", "--seed", "9"],
        ]
        .concat(),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("were --seed"),
        "{}",
        text(&o.stderr)
    );
    // A file another run is writing (it holds the file's lock) is refused, and left as it is.
    let before = std::fs::read(&cut).unwrap();
    let other = std::fs::OpenOptions::new().append(true).open(&cut).unwrap();
    other.try_lock().unwrap();
    let o = collapse(&[&TTT[..], &["--out", cut.to_str().unwrap(), "--resume"]].concat());
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("another run"),
        "{}",
        text(&o.stderr)
    );
    assert_eq!(std::fs::read(&cut).unwrap(), before);
}

#[cfg(unix)]
#[test]
fn ctrl_c_then_resume_plays_no_game_twice() {
    let out = tmp("explore-sigint", "i.csv");
    let args = [
        "explore",
        "-v",
        "chess",
        "--depth",
        "1",
        "--agent",
        "mcts:iters=10",
        "--games",
        "400",
        "--threads",
        "1",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ];
    let child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for some games, then interrupt. 400 games (about 3 s) so that the run cannot end
    // before the signal arrives on a loaded machine (with 40, about 0.3 s, this file once
    // failed under load).
    let t0 = std::time::Instant::now();
    while std::fs::read_to_string(&out).map_or(0, |s| s.lines().count()) < 6 {
        assert!(t0.elapsed().as_secs() < 60, "no games written");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let before = rows(&out).len();
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("--resume"), "{}", text(&o.stderr));
    assert!(
        (6..400).contains(&before),
        "{before} games before the resume"
    );
    let o = collapse(&[&args[..], &["--resume"]].concat());
    assert!(o.status.success(), "{}", text(&o.stderr));
    let after = rows(&out);
    assert_eq!(after.len(), 400, "every game once");
    assert!(text(&o.stderr).contains(&format!(
        "{} games played now, {before} were in",
        400 - before
    )));
}

#[test]
fn shards_merged_equal_the_unsharded_run() {
    let full = tmp("explore-shard", "full.csv");
    let args = [&TTT[..], &["--seed", "5"]].concat();
    let o = collapse(&[&args[..], &["--out", full.to_str().unwrap()]].concat());
    assert!(o.status.success(), "{}", text(&o.stderr));
    // Three shards at once, each with its own file in one directory.
    let dir = full.parent().unwrap().join("shards");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let children: Vec<_> = (1..=3)
        .map(|k| {
            let out = dir.join(format!("s{k}.csv"));
            let shard = format!("{k}/3");
            Command::new(env!("CARGO_BIN_EXE_collapse"))
                .args(&args)
                .args(["--out", out.to_str().unwrap(), "--shard", &shard])
                .stdin(Stdio::null())
                .output_async()
        })
        .collect();
    for c in children {
        let o = c.wait_with_output().unwrap();
        assert!(o.status.success(), "{}", text(&o.stderr));
    }
    let merged = dir.parent().unwrap().join("merged.csv");
    let _ = std::fs::remove_file(&merged);
    let shards: Vec<String> = (1..=3)
        .map(|k| dir.join(format!("s{k}.csv")).to_str().unwrap().to_string())
        .collect();
    let mut m = vec!["merge"];
    m.extend(shards.iter().map(String::as_str));
    m.extend(["--out", merged.to_str().unwrap()]);
    let o = collapse(&m);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(!text(&o.stderr).contains("missing"), "{}", text(&o.stderr));
    for s in &shards {
        assert!(!rows(Path::new(s)).is_empty(), "shard {s} played nothing");
    }
    assert_eq!(rows(&merged), rows(&full));
    // No lines CSV beside the shards (it would match `shards/*.csv`); the merged file resumed
    // plays nothing and writes its lines CSV, the same as the unsharded run's.
    assert!(!dir.join("s1.lines.csv").exists());
    let o = collapse(&[&args[..], &["--out", merged.to_str().unwrap(), "--resume"]].concat());
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("0 games played now, 700 were in"));
    assert_eq!(
        std::fs::read_to_string(merged.with_file_name("merged.lines.csv")).unwrap(),
        std::fs::read_to_string(full.with_file_name("full.lines.csv")).unwrap()
    );
}

/// Spawning with piped output, so three shards run at once.
trait OutputAsync {
    fn output_async(&mut self) -> std::process::Child;
}

impl OutputAsync for Command {
    fn output_async(&mut self) -> std::process::Child {
        self.stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }
}

#[test]
fn bad_arguments_name_the_problem_and_the_fix() {
    let out = tmp("explore-bad", "b.csv");
    let o_ = out.to_str().unwrap();
    let cases: [(&[&str], &str); 5] = [
        (&["--goal", "fastest"], "valid goals: best, worst, width=W"),
        (&["--goal", "width=3"], "between 0 and 1"),
        (&["--depth", "0"], "give --depth 1 or more"),
        (&["--games", "5"], "every line needs at least one game"),
        (&["-v", "checkers"], "chess"),
    ];
    for (extra, want) in cases {
        let mut a = vec!["explore", "--agent", "random", "--out", o_];
        a.extend_from_slice(extra);
        if !extra.contains(&"-v") {
            a.extend(["-v", "tictactoe"]);
        }
        let o = collapse(&a);
        assert_eq!(o.status.code(), Some(2), "{extra:?}: {}", text(&o.stderr));
        assert!(
            text(&o.stderr).contains(want),
            "{extra:?}: {}",
            text(&o.stderr)
        );
        assert!(!out.exists(), "{extra:?} left a file");
    }
}
