//! The command line end to end: the tournament's CSV, replay of recorded games, resume after a
//! kill, and bad input (exit code 2, a message naming the problem and the valid choices).

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crate::common;
use crate::common::{collapse, text};
use std::time::{Duration, Instant};

fn stdout(o: &Output) -> String {
    text(&o.stdout)
}

fn stderr(o: &Output) -> String {
    text(&o.stderr)
}

fn tmp(name: &str) -> PathBuf {
    common::tmp("cli", name)
}

fn rows(path: &Path) -> Vec<csv::StringRecord> {
    let mut r = csv::Reader::from_path(path).unwrap();
    r.records().map(|x| x.unwrap()).collect()
}

const HEADER: &str =
    "game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms,pair_id,opening,white_name,black_name,tournament,start";

#[test]
fn tournament_writes_the_csv_and_every_game_replays() {
    let out = tmp("t.csv");
    let o = collapse(&[
        "tournament",
        "--agent",
        "random",
        "--agent",
        "greedy",
        "--agent",
        "mcts:iters=30,cutoff=10",
        "--games",
        "2",
        "--seed",
        "5",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().next().unwrap(), HEADER);
    let rows = rows(&out);
    assert_eq!(rows.len(), 6, "3 pairings x 2 games");
    let ids: HashSet<_> = rows.iter().map(|r| r[0].to_string()).collect();
    assert_eq!(ids.len(), 6);
    // The report follows the run.
    assert!(stdout(&o).contains("Standings"));
    for r in &rows {
        assert_eq!(&r[1], "uncertainty");
        assert_eq!(&r[2], "board=standard,retransform=off,move_cap=300");
        assert!(["1-0", "0-1", "1/2-1/2"].contains(&&r[6]));
        assert_eq!(
            r[9].split_whitespace().count(),
            r[8].parse::<usize>().unwrap()
        );
        // Replaying the moves reproduces the recorded result and termination.
        let s = collapse(&["show", "--param", &r[2], "--moves", &r[9], "--json"]);
        assert!(s.status.success(), "{}", stderr(&s));
        let v: serde_json::Value = serde_json::from_slice(&s.stdout).unwrap();
        assert_eq!(v["outcome"]["result"], r[6].to_string());
        assert_eq!(v["outcome"]["termination"], r[7].to_string());
    }
    // Colours alternate within a pairing.
    assert_eq!(
        (&rows_by_id(&rows, 0)[3], &rows_by_id(&rows, 0)[4]),
        (&rows_by_id(&rows, 1)[4], &rows_by_id(&rows, 1)[3])
    );
}

fn rows_by_id(rows: &[csv::StringRecord], id: u64) -> csv::StringRecord {
    rows.iter()
        .find(|r| r[0].parse::<u64>().unwrap() == id)
        .unwrap()
        .clone()
}

#[test]
fn an_existing_file_is_refused_without_resume() {
    let out = tmp("exists.csv");
    std::fs::write(&out, "keep me\n").unwrap();
    let o = collapse(&[
        "tournament",
        "--agent",
        "random",
        "--agent",
        "random",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--resume"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "keep me\n",
        "nothing lost"
    );
}

#[test]
fn resume_after_a_kill_completes_the_file_without_duplicates() {
    let out = tmp("killed.csv");
    let games = "400";
    let args = [
        "tournament",
        "--agent",
        "random",
        "--agent",
        "random",
        "--games",
        games,
        "--threads",
        "2",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
        "--no-report",
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        let n = std::fs::read_to_string(&out)
            .map(|t| t.lines().count())
            .unwrap_or(0);
        if n > 20 || start.elapsed() > Duration::from_secs(60) {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().ok();
    child.wait().unwrap();
    let before = std::fs::read_to_string(&out).unwrap().lines().count();
    let mut resume_args = args.to_vec();
    resume_args.push("--resume");
    let o = collapse(&resume_args);
    assert!(o.status.success(), "{}", stderr(&o));
    let rows = rows(&out);
    assert_eq!(rows.len(), 400);
    let ids: HashSet<u64> = rows.iter().map(|r| r[0].parse().unwrap()).collect();
    assert_eq!(ids.len(), 400, "no duplicate game_id");
    assert!(
        before < 401,
        "the kill must interrupt the run ({before} lines were written)"
    );
    assert!(
        o.status.success() && stderr(&o).contains("already in the file"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn moves_prints_only_moves() {
    let o = collapse(&["moves"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert_eq!(text.lines().count(), 180);
    assert!(text.lines().all(|l| l.contains('-') && !l.contains(' ')));
}

#[test]
fn show_json_has_the_documented_fields() {
    let o = collapse(&["show", "--moves", "b3-b4>Q", "--json"]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["to_move"], "black");
    assert_eq!(v["cells"]["b4"], "Q");
    assert!(v["cells"].get("b3").is_none(), "empty cells are left out");
    assert!(v["outcome"].is_null());
    assert_eq!(v["white_reserve"], "KRRBBNN");
}

#[test]
fn bad_input_exits_2_and_names_the_valid_choices() {
    let cases: &[(&[&str], &[&str])] = &[
        (
            &["moves", "--variant", "chesss"],
            &["unknown variant 'chesss'", "uncertainty"],
        ),
        (
            &["moves", "-p", "board=hex"],
            &["no value 'hex'", "standard, torus"],
        ),
        (
            &["moves", "-p", "size=3"],
            &["no parameter 'size'", "board=standard|torus"],
        ),
        (&["moves", "-p", "move_cap=0"], &["move_cap", "1..=100000"]),
        (
            &["tournament", "--agent", "mcts:iter=5", "--agent", "random"],
            &["iter", "iters (default 1000"],
        ),
        (
            &["tournament", "--agent", "rnd", "--agent", "random"],
            &["unknown agent 'rnd'", "greedy"],
        ),
        (
            &["moves", "--moves", "b3-b4 a1-a5"],
            &["move 2 'a1-a5'", "legal moves (180)"],
        ),
        (
            &["show", "--position", "8/8 w - - 0000 0"],
            &["--position", "8 ranks"],
        ),
    ];
    for (args, needles) in cases {
        let o = collapse(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        for n in *needles {
            assert!(err.contains(n), "{args:?}: '{n}' not in: {err}");
        }
        assert!(stdout(&o).is_empty(), "{args:?}: nothing on stdout");
    }
}

#[test]
fn the_reader_and_the_writer_agree_on_the_columns() {
    // reports reads CSV only and keeps its own column list; it must match what tournament writes.
    assert_eq!(reports::COLUMNS, tournament::CSV_HEADER);
    assert_eq!(
        HEADER.split(',').collect::<Vec<_>>(),
        tournament::CSV_HEADER
    );
}

#[test]
fn openings_table_csv_and_mixed_files() {
    // Eight random tic-tac-toe games: the first-ply rows' games add up to 8.
    let out = tmp("o.csv");
    let o = collapse(&[
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "random",
        "--agent",
        "random",
        "--games",
        "8",
        "--seed",
        "3",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
        "--no-report",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let table = collapse(&["openings", out.to_str().unwrap(), "--depth", "2"]);
    assert!(table.status.success(), "{}", stderr(&table));
    assert!(
        stdout(&table).contains("8 games, first 2 plies"),
        "{}",
        stdout(&table)
    );
    let csv_out = tmp("o-tree.csv");
    let o = collapse(&[
        "openings",
        out.to_str().unwrap(),
        "--csv",
        csv_out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let recs = rows(&csv_out);
    let first_ply: u64 = recs
        .iter()
        .filter(|r| &r[0] == "1")
        .map(|r| r[3].parse::<u64>().unwrap())
        .sum();
    assert_eq!(first_ply, 8);
    // The CSV file is not overwritten.
    let again = collapse(&[
        "openings",
        out.to_str().unwrap(),
        "--csv",
        csv_out.to_str().unwrap(),
    ]);
    assert_eq!(again.status.code(), Some(2));
    // Files of two variants are refused, naming both.
    let other = tmp("o2.csv");
    std::fs::write(
        &other,
        // An older 11-column file: still loads.
        "game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms\n\
         0,chess,move_cap=300,A,B,1,1-0,checkmate,3,e2-e4 e7-e5 d1-h5,1\n",
    )
    .unwrap();
    let mixed = collapse(&["openings", out.to_str().unwrap(), other.to_str().unwrap()]);
    assert_eq!(mixed.status.code(), Some(2));
    assert!(
        stderr(&mixed).contains("mix variants"),
        "{}",
        stderr(&mixed)
    );
}

#[test]
fn analyse_prints_the_root_statistics_and_finds_a_mate_in_one() {
    // Scholar's mate set up: White's queen on h5 and bishop on c4 both hit f7, and Qxf7 mates.
    let o = collapse(&[
        "analyse",
        "--variant",
        "chess",
        "--moves",
        "e2-e4 e7-e5 f1-c4 b8-c6 d1-h5 g8-f6",
        "--agent",
        "mcts:iters=500",
        "--top",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("white to move; best h5:f7;"), "{out}");
    assert!(out.contains("root proven won"), "{out}");
    let header = out
        .lines()
        .position(|l| l.starts_with("move "))
        .expect(&out);
    let rows: Vec<&str> = out.lines().skip(header + 1).collect();
    assert!(rows[0].starts_with("h5:f7"), "{out}");
    assert_eq!(
        rows.len(),
        4,
        "3 moves and the line counting the rest: {out}"
    );
    assert!(rows[3].contains("more moves"), "{out}");

    // Only an mcts spec has root statistics; a decided position has nothing to search.
    let o = collapse(&["analyse", "--variant", "chess", "--agent", "alphabeta"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("must be an mcts spec"),
        "{}",
        stderr(&o)
    );
    let o = collapse(&[
        "analyse",
        "--variant",
        "chess",
        "--moves",
        "f2-f3 e7-e5 g2-g4 d8-h4",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("already decided (0-1 checkmate)"),
        "{}",
        stderr(&o)
    );
}

/// `analyse` searches the evaluation its spec names: the embedded chess weights given as a file
/// print the default's statistics exactly, the material evaluation (no mobility, no centre)
/// others. Before the fix `eval=` was parsed and ignored, and all three printed the same.
#[test]
fn analyse_searches_the_evaluation_the_spec_names() {
    let rows = |eval: &str| {
        let o = collapse(&[
            "analyse",
            "--variant",
            "chess",
            "--position",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9",
            "--agent",
            &format!("mcts:iters=2000,eval={eval}"),
            "--top",
            "0",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        let header = out
            .lines()
            .position(|l| l.starts_with("move "))
            .expect(&out);
        out.lines().skip(header).collect::<Vec<_>>().join("\n")
    };
    let learned = rows("learned");
    assert_eq!(learned, rows("file:variants/weights/chess.txt"));
    assert_ne!(learned, rows("material"));
}

/// A variant's registry `mcts_defaults` reach the agents the tournament builds: in Five Up a
/// plain `mcts` records `heur=capqs` in the CSV, a spec that names `heur` keeps its value, and
/// on Uncertainty's standard board (no `heur` among its defaults) `mcts` keeps `heur=exact`;
/// on the Five Up hypertorus, whose set has its own defaults, `mcts` records `heur=capqs`
/// without `sh`, and `collapse variants` lists the sets whose defaults differ, also those
/// that take the plain search (Uncertainty's Five Up board with `retransform=on`).
#[test]
fn tournament_agents_take_the_variants_mcts_defaults() {
    let specs = |variant: &str, name: &str, a: &str, b: &str| -> (String, String) {
        let out = tmp(name);
        let o = collapse(&[
            "tournament",
            "--variant",
            variant,
            "--agent",
            a,
            "--agent",
            b,
            "--games",
            "1",
            "--param",
            "move_cap=4",
            "--out",
            out.to_str().unwrap(),
            "--quiet",
            "--no-report",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let r = rows(&out);
        (r[0][3].to_string(), r[0][4].to_string())
    };
    let (w, b) = specs(
        "fiveup",
        "vd-fiveup.csv",
        "mcts:iters=20",
        "mcts:iters=20,heur=exact",
    );
    assert!(w.contains(",heur=capqs,"), "{w}");
    assert!(b.contains(",heur=exact,"), "{b}");
    let (w, _) = specs("uncertainty", "vd-unc.csv", "mcts:iters=20", "random");
    assert!(w.contains(",heur=exact,"), "{w}");
    // `collapse variants` says which defaults a variant changes.
    let v = stdout(&collapse(&["variants"]));
    assert!(
        v.contains("mcts agents default here to: heur=capqs,sh=16,shmin=200,c=0.07,corder=0.2 "),
        "{v}"
    );
    // The order-only check bonus was adopted on the cube, with or without unicorns, and on
    // the hypercylinder, which so share the variant's defaults.
    assert!(!v.contains("with --param topology=hypercylinder"), "{v}");
    assert!(!v.contains("with --param unicorn=on"), "{v}");
    // ... and a parameter set's own defaults where they differ (Five Up keeps `sh` off on the
    // hypertorus, with the same `c=0.07`).
    assert!(
        v.contains("with --param topology=hypertorus, mcts agents default to: heur=capqs,c=0.07\n"),
        "{v}"
    );
    // Uncertainty's declared set (the standard board) has the order-only check bonus and
    // lazy evaluation, and so does the torus, which is so not listed; two boards have
    // Sequential Halving and lazy evaluation instead.
    let unc = v
        .split("\n\n")
        .find(|block| block.starts_with("uncertainty\n"))
        .expect("uncertainty listed");
    assert!(
        unc.contains("mcts agents default here to: corder=0.2,lazy=1 "),
        "{unc}"
    );
    assert!(!unc.contains("with --param board=torus, "), "{unc}");
    for (board, defaults) in [
        ("fiveup", "sh=16,shmin=200,lazy=1"),
        ("hypertorus", "sh=16,shmin=200,lazy=1"),
    ] {
        let line = format!("with --param board={board}, mcts agents default to: {defaults}");
        assert!(unc.lines().any(|l| l.trim() == line), "{unc}");
    }
    // `retransform=on` alone has lazy evaluation only, but not with every board: two
    // parameters together are listed where their defaults differ from the variant's.
    for (set, defaults) in [
        ("retransform=on", "lazy=1"),
        ("board=torus,retransform=on", "lazy=1"),
        ("board=fiveup,retransform=on", "the plain mcts defaults"),
        ("board=hypertorus,retransform=on", "lazy=1"),
    ] {
        let line = format!("with --param {set}, mcts agents default to: {defaults}");
        assert!(unc.lines().any(|l| l.trim() == line), "{unc}");
    }
    // Five Up's hypertorus keeps its defaults with unicorns.
    assert!(
        v.contains(
            "with --param topology=hypertorus,unicorn=on, mcts agents default to: heur=capqs,c=0.07\n"
        ),
        "{v}"
    );
    // The tournament parses its agents for the parameter set it plays.
    let out = tmp("vd-fiveup-hypertorus.csv");
    let o = collapse(&[
        "tournament",
        "--variant",
        "fiveup",
        "--param",
        "topology=hypertorus,move_cap=4",
        "--agent",
        "mcts:iters=20",
        "--agent",
        "random",
        "--games",
        "1",
        "--out",
        out.to_str().unwrap(),
        "--quiet",
        "--no-report",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let white = rows(&out)[0][3].to_string();
    assert!(white.contains(",heur=capqs,"), "{white}");
    assert!(white.contains(",c=0.07,"), "{white}");
    assert!(!white.contains(",sh="), "{white}");
}

/// A closed standard output ends every subcommand quietly with exit 0, as `ls | head` does
/// (issue 24, part 6). The read end of the pipe is closed before the program starts, so its
/// first write fails with EPIPE every time (no race with a reader).
#[test]
fn a_closed_stdout_ends_quietly_with_exit_0() {
    for args in [
        &["variants"][..],
        &["agents"],
        &["show", "-v", "chess"],
        &["moves", "-v", "fiveup"],
        &["perft", "-v", "chess", "--depth", "2", "--divide"],
        &[
            "play",
            "-v",
            "interdependent",
            "--white",
            "random",
            "--black",
            "random",
        ],
        &["bench", "--list-sets"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let o = Command::new(env!("CARGO_BIN_EXE_collapse"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{args:?}");
    }
}

/// `bench --threads` above the core count is capped with a notice instead of starting that
/// many threads (issue 24, part 7).
#[test]
fn bench_threads_above_the_cores_are_capped_with_a_notice() {
    let o = collapse(&[
        "bench",
        "-v",
        "chess",
        "--playouts",
        "1",
        "--iters",
        "20",
        "--repeat",
        "1",
        "--threads",
        "100000",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let cores = std::thread::available_parallelism().unwrap().get();
    assert!(
        stderr(&o).contains(&format!(
            "--threads 100000 is more than this machine's {cores} cores"
        )),
        "{}",
        stderr(&o)
    );
}

/// `bench --position --moves` measures from the position the moves reach, labelled with
/// their count: in a king and rook against a king, the random playouts see at most 22 legal
/// moves a ply (king 8, rook 14) and the lone king at most 8, against 29.5 a ply in playouts
/// from the start.
#[test]
fn bench_measures_from_a_position_and_after_moves() {
    let o = collapse(&[
        "bench",
        "-v",
        "chess",
        "--position",
        "7k/8/8/8/8/8/8/KR6 w - - 0 1",
        "--moves",
        "b1b2 h8g8",
        "--playouts",
        "16",
        "--iters",
        "50",
        "--repeat",
        "1",
        "--threads",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    let row = out
        .lines()
        .find(|l| l.starts_with("chess (position) +2 plies"))
        .unwrap_or_else(|| panic!("no row labelled with the position and 2 plies:\n{out}"));
    // Columns after the label: playout/s, plies/s, plies, moves/s, mv/ply.
    let moves_per_ply: f64 = row
        .split_whitespace()
        .nth(8)
        .and_then(|x| x.parse().ok())
        .unwrap_or_else(|| panic!("no mv/ply column in {row}"));
    assert!(moves_per_ply > 1.0 && moves_per_ply <= 15.0, "{row}");
}

/// The schedule is computed lazily (issue 24 part 7): a tournament of a billion games per
/// pairing starts at once and, stopped by its SPRT after a handful of games, has used a few
/// megabytes (the listed schedule took 24 GB and a minute before anything was played).
#[test]
fn a_billion_game_tournament_starts_at_once_and_stops_by_its_sprt() {
    let out = tmp("billion.csv");
    let o = collapse(&[
        "tournament",
        "--variant",
        "chess",
        "--agent",
        "alphabeta:depth=1",
        "--agent",
        "random",
        "--games",
        "1000000000",
        "--sprt",
        "elo0=0,elo1=200,alpha=0.1,beta=0.1",
        "--threads",
        "2",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("of 1000000000 scheduled games"),
        "{}",
        stderr(&o)
    );
    let n = rows(&out).len();
    assert!((2..1000).contains(&n), "{n} games");
}

/// A run that fails before writing a game leaves no header-only CSV behind, so the same
/// command line can be run again without --resume (issue 24 part 3); a device as --out is
/// refused at once instead of being read for ever (`/dev/full --resume`).
#[test]
fn a_failed_run_leaves_no_header_only_file_and_a_device_is_refused() {
    let out = tmp("failed.csv");
    let args = |plies: &'static str| {
        vec![
            "tournament",
            "--variant",
            "tictactoe",
            "--agent",
            "random",
            "--agent",
            "random",
            "--games",
            "2",
            "--random-opening-plies",
            plies,
            "--quiet",
            "--out",
            out.to_str().unwrap(),
        ]
    };
    // Tic-tac-toe ends by ply 9, so 20 random opening plies always end the game.
    let o = collapse(&args("20"));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--random-opening-plies 20"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists(), "the failed run removed the file it created");
    let o = collapse(&args("2"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(rows(&out).len(), 2);
    if Path::new("/dev/full").exists() {
        let o = collapse(&[
            "tournament",
            "--variant",
            "tictactoe",
            "--agent",
            "random",
            "--agent",
            "random",
            "--games",
            "2",
            "--quiet",
            "--resume",
            "--out",
            "/dev/full",
        ]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("/dev/full: not a regular file"),
            "{}",
            stderr(&o)
        );
    }
}

/// Budgets mean what they say (issue 24 part 1), seen through `play --verbose`: `ms=N` alone
/// searches for the time (the first chess move cannot be proven, so the search runs to the
/// deadline: at least N ms, and far more than the old default of 1000 iterations would take);
/// with `iters` as well, whichever ends first (here the iterations, long before 5 s).
#[test]
fn play_verbose_shows_that_a_time_alone_is_a_time_budget() {
    let first = |spec: &str| -> (u64, f64) {
        let o = collapse(&[
            "play",
            "-v",
            "chess",
            "-p",
            "move_cap=2",
            "--white",
            spec,
            "--black",
            "random",
            "--verbose",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        let line = text
            .lines()
            .find(|l| l.contains(" iterations in "))
            .unwrap_or_else(|| panic!("{text}"));
        let mut w = line.split_whitespace();
        let iters = w.next().unwrap().parse().unwrap();
        let secs = line
            .split(" in ")
            .nth(1)
            .unwrap()
            .trim_end_matches(" s")
            .parse()
            .unwrap();
        (iters, secs)
    };
    let (iters, secs) = first("mcts:ms=300,cutoff=10");
    assert!(secs >= 0.29, "{iters} iterations in {secs} s");
    let (iters, secs) = first("mcts:iters=100,ms=5000");
    assert_eq!(iters, 100, "{secs} s");
    assert!(secs < 5.0);
}
