//! UCI both ways: `collapse uci` speaks the protocol, and the `uci` agent plays through an
//! engine process (here our own binary, so the test needs nothing installed; with Debian's
//! `stockfish` on the PATH, also against it).

use std::io::Write;
use std::process::{Command, Stdio};

use crate::common::{collapse, text, tmp};

/// Runs `collapse uci ARGS` with `input` on standard input; its standard output.
fn engine(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .arg("uci")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success());
    text(&o.stdout)
}

#[test]
fn collapse_uci_answers_the_handshake_and_plays_legal_uci_moves() {
    let out = engine(
        &["--agent", "alphabeta:depth=2"],
        "uci\nisready\nucinewgame\n\
         position fen 7k/8/6K1/8/8/8/8/R7 w - - 0 1\ngo movetime 100\n\
         position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1\ngo depth 2\n\
         position startpos moves e2e4 e7e5 g1f3\ngo wtime 1000 btime 1000\n\
         position startpos moves e2e5\nnonsense\nquit\ngo depth 1\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("id name collapse"), "{out}");
    assert!(
        lines.contains(&"uciok") && lines.contains(&"readyok"),
        "{out}"
    );
    let best: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    // Mate in one (Ra1-a8), the promotion to a queen in UCI's lower case, then a Black reply
    // from the position after 1. e4 e5 2. Nf3; nothing after quit.
    assert_eq!(best.len(), 3, "{out}");
    assert_eq!(best[0], "a1a8");
    assert_eq!(best[1], "a7a8q");
    assert!(
        best[2].len() == 4 && best[2].as_bytes()[1] >= b'5',
        "a Black move: {out}"
    );
    assert!(out.contains("info string move 1: move 'e2e5'"), "{out}");
    assert!(
        out.contains("info string unknown command 'nonsense'"),
        "{out}"
    );
}

/// The options come from the agent's key table: `Agent`, and each everyday key typed by its
/// declaration; `setoption` sets a key (names not case sensitive) and refuses an unknown name
/// or a value out of range on an `info string` line, the engine staying alive.
#[test]
fn collapse_uci_declares_options_from_the_key_table_and_setoption_checks_them() {
    let out = engine(
        &["--agent", "mcts:iters=50"],
        "uci
setoption name Threads value 0
setoption name Bogus value 16
setoption name Hash value 100000000
\
         setoption name iters value 30
setoption name Agent value alphabeta:depth=1
\
         uci
position startpos
go
quit
",
    );
    assert!(
        out.contains("option name Agent type string default mcts:iters=50,"),
        "{out}"
    );
    assert!(
        out.contains("option name iters type spin default 50 min 0 max 100000000\n"),
        "{out}"
    );
    assert!(
        out.contains("option name Threads type spin default 1 min 1 max 256\n"),
        "{out}"
    );
    assert!(
        out.contains("option name det type string default none\n"),
        "{out}"
    );
    assert!(
        out.contains("info string option Threads: agent 'mcts' key 'threads': 0 is out of range (expected 1..=256)"),
        "{out}"
    );
    assert!(
        out.contains("info string no option 'Bogus'; options: Agent, Threads, Hash, MultiPV, Ponder, iters, ms"),
        "{out}"
    );
    assert!(
        out.contains("info string option Hash: '100000000' is out of range (expected 1..="),
        "{out}"
    );
    // After `setoption name Agent`, the second `uci` lists alpha-beta's options.
    assert!(
        out.contains("option name depth type spin default 1 min 1 max 64"),
        "{out}"
    );
    assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
}

#[test]
fn the_uci_agent_plays_through_an_engine_process() {
    let out = tmp("uci", "self.csv");
    let cmd = format!(
        "uci:cmd={} uci --agent alphabeta:depth=2,ms=20",
        env!("CARGO_BIN_EXE_collapse")
    );
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--agent",
        &cmd,
        "--agent",
        "random",
        "--games",
        "2",
        "-p",
        "move_cap=200",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        !text(&o.stderr).contains("warning: uci agent"),
        "{}",
        text(&o.stderr)
    );
    let rows = tournament::read_rows(&out).unwrap();
    assert_eq!(rows.len(), 2);
    // Two-ply alpha-beta against random moves wins both colours (the report replays them).
    let uci_points: f64 = rows
        .iter()
        .map(|r| match (r.result.as_str(), r.white.starts_with("uci")) {
            ("1-0", true) | ("0-1", false) => 1.0,
            ("1/2-1/2", _) => 0.5,
            _ => 0.0,
        })
        .sum();
    assert!(uci_points >= 1.5, "{rows:?}");
    let o = collapse(&["report", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}

#[test]
fn an_engine_that_cannot_start_is_named_and_the_game_goes_on() {
    let out = tmp("uci", "missing.csv");
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--agent",
        "uci:cmd=/nonexistent/engine,ms=10",
        "--agent",
        "random",
        "--games",
        "2",
        "-p",
        "move_cap=6",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let e = text(&o.stderr);
    assert!(
        e.contains("cannot start '/nonexistent/engine'") && e.contains("discard"),
        "{e}"
    );
}

/// Against Stockfish when it is installed (Debian package `stockfish`; `scripts/strength`
/// installs it): full strength beats random moves in both colours.
#[test]
fn stockfish_when_installed() {
    let found = Command::new("stockfish")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .map(|mut c| c.kill())
        .is_ok();
    if !found {
        eprintln!("skipped: no `stockfish` on the PATH (apt-get install stockfish)");
        return;
    }
    let out = tmp("uci", "stockfish.csv");
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--agent",
        "uci:cmd=stockfish,ms=20",
        "--agent",
        "random",
        "--games",
        "2",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let rows = tournament::read_rows(&out).unwrap();
    assert!(
        rows.iter().all(|r| r.result
            == if r.white.starts_with("uci") {
                "1-0"
            } else {
                "0-1"
            }),
        "{rows:?}"
    );
}
