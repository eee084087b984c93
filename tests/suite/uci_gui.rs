//! `collapse uci` as a GUI drives it (issue 72), without Python: a test plays the GUI, writing
//! a command and reading the engine's lines as they come, with a timeout. Checked: the `info`
//! fields as the protocol defines them (Kahlen 2004, "info"), `score mate 1` on a mate in one,
//! a PV that replays legally, MultiPV, `go infinite` ended by `stop`, `isready` answered during
//! a search, `go ponder` with `ponderhit`, `go searchmoves`, `Hash` filling the tree, a
//! malformed `position` answered on `info string`, `quit` mid-search.

use mcts::{Codec, Rules};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use variants::chess::Chess;

/// The engine as a GUI sees it.
struct Gui {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// Every line read so far, for failure messages.
    log: Vec<String>,
}

impl Gui {
    fn start() -> Gui {
        let mut child = Command::new(env!("CARGO_BIN_EXE_collapse"))
            .args(["uci", "--seed", "3"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for l in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(l).is_err() {
                    break;
                }
            }
        });
        Gui {
            child,
            input,
            lines,
            log: Vec::new(),
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`, within `secs`.
    fn until(&mut self, prefix: &str, secs: u64) -> Vec<String> {
        let end = Instant::now() + Duration::from_secs(secs);
        let mut got = Vec::new();
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    self.log.push(l.clone());
                    let done = l.starts_with(prefix);
                    got.push(l);
                    if done {
                        return got;
                    }
                }
                Err(_) => panic!(
                    "no line starting '{prefix}' within {secs} s; the engine wrote:\n{}",
                    self.log.join("\n")
                ),
            }
        }
    }

    fn handshake(&mut self) {
        self.send("uci");
        self.until("uciok", 10);
        self.send("isready");
        self.until("readyok", 10);
    }
}

impl Drop for Gui {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One `info` line read field by field as the protocol defines them: the value of each
/// numeric field, the score, and the PV; panics naming the field that does not parse.
#[derive(Debug, Default)]
struct Info {
    depth: u32,
    seldepth: u32,
    multipv: u32,
    cp: Option<i64>,
    mate: Option<i64>,
    nodes: u64,
    nps: u64,
    time: u64,
    hashfull: u32,
    pv: Vec<String>,
}

fn parse_info(line: &str) -> Info {
    let w: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(w[0], "info", "{line}");
    let mut info = Info::default();
    let mut i = 1;
    let num = |i: usize| -> u64 {
        w.get(i)
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("field '{}' has no number in: {line}", w[i - 1]))
    };
    while i < w.len() {
        match w[i] {
            "depth" => info.depth = num(i + 1) as u32,
            "seldepth" => info.seldepth = num(i + 1) as u32,
            "multipv" => info.multipv = num(i + 1) as u32,
            "nodes" => info.nodes = num(i + 1),
            "nps" => info.nps = num(i + 1),
            "time" => info.time = num(i + 1),
            "hashfull" => info.hashfull = num(i + 1) as u32,
            "score" => {
                let v: i64 = w[i + 2]
                    .parse()
                    .unwrap_or_else(|_| panic!("score value in: {line}"));
                match w[i + 1] {
                    "cp" => info.cp = Some(v),
                    "mate" => info.mate = Some(v),
                    other => panic!("score kind '{other}' in: {line}"),
                }
                i += 1;
            }
            "pv" => {
                info.pv = w[i + 1..].iter().map(|s| s.to_string()).collect();
                break;
            }
            other => panic!("unknown info field '{other}' in: {line}"),
        }
        i += 2;
    }
    info
}

/// Plays the UCI moves `pv` from `fen` (or the start), panicking at the first illegal one.
fn replay(fen: Option<&str>, pv: &[String]) {
    let mut g = Chess::new(&Default::default());
    if let Some(f) = fen {
        g = g.load_position(f).unwrap();
    }
    for m in pv {
        let mv = g
            .parse_move(m)
            .unwrap_or_else(|e| panic!("PV move {m}: {e} ({pv:?})"));
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        assert!(legal.contains(&mv), "PV move {m} is not legal ({pv:?})");
        g.play(mv);
    }
}

#[test]
fn info_lines_carry_the_protocol_fields_and_a_legal_pv_during_and_after_the_search() {
    let mut gui = Gui::start();
    gui.handshake();
    gui.send("position startpos moves e2e4");
    gui.send("go movetime 1200");
    let lines = gui.until("bestmove", 20);
    let infos: Vec<Info> = lines
        .iter()
        .filter(|l| l.starts_with("info ") && !l.starts_with("info string"))
        .map(|l| parse_info(l))
        .collect();
    // Reports about every 500 ms while running, and one at the end.
    assert!(infos.len() >= 2, "{lines:?}");
    let last = infos.last().unwrap();
    for i in &infos {
        assert!(i.depth >= 1 && i.depth as usize == i.pv.len(), "{i:?}");
        assert!(i.seldepth >= i.depth, "{i:?}");
        assert!(i.cp.is_some() && i.cp.unwrap().abs() < 3000, "{i:?}");
        assert!(i.hashfull <= 1000 && i.nodes > 0, "{i:?}");
        replay(
            Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
            &i.pv,
        );
    }
    assert!(
        infos
            .windows(2)
            .all(|w| w[0].nodes <= w[1].nodes && w[0].time <= w[1].time),
        "{lines:?}"
    );
    assert!(last.time >= 1000 && last.nps > 0, "{last:?}");
    let best = lines.last().unwrap();
    let words: Vec<&str> = best.split_whitespace().collect();
    assert_eq!(
        words[1], last.pv[0],
        "bestmove is the last line's first move: {lines:?}"
    );
    if last.pv.len() > 1 {
        assert_eq!(
            words.get(3),
            Some(&last.pv[1].as_str()),
            "ponder move: {best}"
        );
    }
}

#[test]
fn a_mate_in_one_scores_mate_1_and_multipv_gives_distinct_lines() {
    let mut gui = Gui::start();
    gui.handshake();
    gui.send("position fen 7k/8/6K1/8/8/8/8/R7 w - - 0 1");
    gui.send("go movetime 300");
    let lines = gui.until("bestmove", 20);
    let last = parse_info(&lines[lines.len() - 2]);
    assert_eq!(last.mate, Some(1), "{lines:?}");
    assert_eq!(last.pv, ["a1a8"], "{lines:?}");
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");

    gui.send("setoption name MultiPV value 3");
    gui.send("position startpos");
    gui.send("go nodes 3000");
    let lines = gui.until("bestmove", 30);
    let end: Vec<Info> = lines[lines.len() - 4..lines.len() - 1]
        .iter()
        .map(|l| parse_info(l))
        .collect();
    assert_eq!(
        end.iter().map(|i| i.multipv).collect::<Vec<_>>(),
        [1, 2, 3],
        "{lines:?}"
    );
    let firsts: std::collections::HashSet<&String> = end.iter().map(|i| &i.pv[0]).collect();
    assert_eq!(firsts.len(), 3, "{lines:?}");
    for i in &end {
        replay(None, &i.pv);
    }
}

#[test]
fn stop_ends_an_infinite_search_and_isready_is_answered_during_it() {
    let mut gui = Gui::start();
    gui.handshake();
    gui.send("position startpos");
    gui.send("go infinite");
    std::thread::sleep(Duration::from_millis(700));
    gui.send("isready");
    let during = gui.until("readyok", 5);
    assert!(
        !during.iter().any(|l| l.starts_with("bestmove")),
        "an infinite search answered before stop: {during:?}"
    );
    let t = Instant::now();
    gui.send("stop");
    let lines = gui.until("bestmove", 10);
    let waited = t.elapsed();
    // The search checks the stop flag every iteration (well under a millisecond); the bound
    // leaves room for a loaded 2-core machine. The measured time is printed.
    println!("stop to bestmove: {waited:?}");
    assert!(waited < Duration::from_millis(1000), "{waited:?}");
    let info = parse_info(&lines[lines.len() - 2]);
    replay(None, &info.pv);
    // The engine is still alive and searches again.
    gui.send("go nodes 200");
    gui.until("bestmove", 20);
}

#[test]
fn ponderhit_turns_a_ponder_search_into_a_timed_one_and_searchmoves_restricts_the_root() {
    let mut gui = Gui::start();
    gui.handshake();
    gui.send("position startpos moves e2e4 e7e5");
    gui.send("go ponder movetime 400");
    std::thread::sleep(Duration::from_millis(300));
    gui.send("isready");
    let during = gui.until("readyok", 5);
    assert!(
        !during.iter().any(|l| l.starts_with("bestmove")),
        "{during:?}"
    );
    let t = Instant::now();
    gui.send("ponderhit");
    gui.until("bestmove", 10);
    let after = t.elapsed();
    println!("ponderhit to bestmove: {after:?} (movetime 400)");
    assert!(after >= Duration::from_millis(350), "{after:?}");

    gui.send("position startpos");
    gui.send("go nodes 500 searchmoves a2a3 h2h4");
    let lines = gui.until("bestmove", 20);
    let best = lines.last().unwrap();
    assert!(
        best.starts_with("bestmove a2a3") || best.starts_with("bestmove h2h4"),
        "{lines:?}"
    );
}

#[test]
fn hash_caps_the_tree_and_bad_lines_are_answered_on_info_string() {
    let mut gui = Gui::start();
    gui.handshake();
    gui.send("setoption name Hash value 1");
    gui.send("position startpos");
    gui.send("go nodes 20000");
    let lines = gui.until("bestmove", 60);
    let last = parse_info(&lines[lines.len() - 2]);
    // 1 MB holds about 37,000 nodes of chess: 20,000 iterations fill it, and the search goes
    // on scoring leaves without expanding them.
    assert_eq!(last.hashfull, 1000, "{lines:?}");
    assert_eq!(last.nodes, 20000, "{lines:?}");

    gui.send("position fen not a fen");
    gui.send("position startpos moves e2e4 e7e4");
    gui.send("position sideways");
    gui.send("isready");
    let lines = gui.until("readyok", 10);
    let strings: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .collect();
    assert_eq!(strings.len(), 3, "{lines:?}");
    assert!(strings[0].contains("position fen"), "{lines:?}");
    assert!(
        strings[1].contains("move 2: move 'e7e4': not a legal move"),
        "{lines:?}"
    );
    assert!(strings[2].contains("expected startpos or fen"), "{lines:?}");

    // ucinewgame drops the tree; quit ends a running search at once.
    gui.send("ucinewgame");
    gui.send("position startpos");
    gui.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    let t = Instant::now();
    gui.send("quit");
    let status = gui.child.wait().unwrap();
    assert!(
        status.success() && t.elapsed() < Duration::from_secs(5),
        "{status:?}"
    );
}

/// The score is the side to move's: a queen up reads large and positive, a queen down large
/// and negative (the scale itself: `centipawns`' unit test in uci/src/go.rs).
#[test]
fn a_queen_up_scores_high_for_the_side_to_move_and_low_for_the_other() {
    let mut gui = Gui::start();
    gui.handshake();
    // White a queen up: the score is large and positive for White to move, negative for
    // Black to move.
    gui.send("position fen 4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    gui.send("go nodes 2000");
    let w = gui.until("bestmove", 20);
    gui.send("position fen 4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    gui.send("go nodes 2000");
    let b = gui.until("bestmove", 20);
    let score = |l: &[String]| {
        let i = parse_info(&l[l.len() - 2]);
        i.cp.unwrap_or(i.mate.map_or(0, |m| m.signum() * 100_000))
    };
    assert!(score(&w) > 300, "{w:?}");
    assert!(score(&b) < -300, "{b:?}");
}
