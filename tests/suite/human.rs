//! The `human` side of `collapse play`, driven through a scripted standard input.

use std::io::{BufReader, Read, Write};
use std::process::{Command, Output, Stdio};

fn play(args: &[&str], script: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn a_scripted_human_plays_a_legal_game_and_bad_input_is_explained() {
    // White tries the cells in order; occupied ones are refused and asked again.
    let o = play(
        &[
            "--variant",
            "tictactoe",
            "--white",
            "human",
            "--black",
            "random",
            "--seed",
            "3",
        ],
        "x\n0\n1\n2\n3\n4\n5\n6\n7\n8\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = out(&o);
    assert!(text.contains("illegal move 'x'"), "{text}");
    assert!(
        text.contains("legal moves (9):\n  0 1 2 3 4 5 6 7 8\n"),
        "{text}"
    );
    assert!(text.contains("   1. White 0\n"), "{text}");
    // The recorded moves replay legally to the printed result.
    let moves: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            l.split_once(". White ")
                .or_else(|| l.split_once(". Black "))
        })
        .map(|(_, m)| m.trim())
        .collect();
    let result = text.lines().find(|l| l.starts_with("Result: ")).unwrap();
    let show = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args([
            "show",
            "--variant",
            "tictactoe",
            "--json",
            "--moves",
            &moves.join(" "),
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&show.stdout).unwrap();
    let r = v["outcome"]["result"].as_str().unwrap();
    assert!(result.contains(r), "{result} vs {r}");
}

#[test]
fn an_occupied_cell_is_refused_and_undo_takes_back_a_move_and_its_reply() {
    let o = play(
        &[
            "--variant",
            "tictactoe",
            "--white",
            "human",
            "--black",
            "random",
            "--seed",
            "3",
        ],
        "4\n4\nundo\nundo\n0\nresign\n",
    );
    let text = out(&o);
    // After 1. 4 and a reply, 4 again is not legal.
    assert!(text.contains("illegal move '4'"), "{text}");
    assert!(text.contains("took back 2 move(s)"), "{text}");
    assert!(text.contains("nothing to undo"), "{text}");
    // The game restarts from the empty board: the next White move is ply 1 again.
    let after = text.split("took back").nth(1).unwrap();
    assert!(after.contains("   1. White 0\n"), "{text}");
    assert!(
        text.contains("Result: 0-1 resignation (White resigns)"),
        "{text}"
    );
}

#[test]
fn show_moves_help_and_resign_on_uncertainty() {
    let o = play(
        &["--white", "random", "--black", "human", "--seed", "1"],
        "help\nshow\nmoves\nz9-z10\nresign\n",
    );
    assert!(o.status.success());
    let text = out(&o);
    assert!(text.contains("undo (take back"), "{text}");
    assert!(text.contains("illegal move 'z9-z10'"), "{text}");
    assert!(text.contains("black> "), "{text}");
    assert!(
        text.contains("Result: 1-0 resignation (Black resigns) after 1 plies"),
        "{text}"
    );
    // End of input counts as resigning.
    let o = play(&["--white", "human", "--black", "random"], "");
    assert!(out(&o).contains("input ended") && out(&o).contains("Result: 0-1 resignation"));
}

/// Potential Chess: the human (Black) also states the type of each captured piece of its own,
/// a decision that falls to it between White's turns. Drives the process prompt by prompt,
/// always answering with the last legal move listed.
#[test]
fn decisions_between_turns_fall_to_the_human() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args([
            "play",
            "--variant",
            "potential",
            "--white",
            "greedy",
            "--black",
            "human",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut statements = 0;
    let mut prompts = 0;
    let mut listed: Vec<String> = Vec::new();
    let mut in_list = false;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Read up to a newline or a prompt ("black> ").
        let mut byte = [0u8];
        while reader.read(&mut byte).unwrap() == 1 {
            buf.push(byte[0]);
            if byte[0] == b'\n' || buf.ends_with(b"black> ") {
                break;
            }
        }
        if buf.is_empty() {
            break;
        }
        let line = String::from_utf8_lossy(&buf).into_owned();
        if line.starts_with("black to decide") {
            in_list = true;
            listed.clear();
        } else if line.ends_with("black> ") {
            in_list = false;
            prompts += 1;
            if listed.iter().all(|m| m.starts_with('(')) {
                statements += 1;
            }
            // The last listed move: for a statement that is `(p)`, which keeps the king.
            let answer = if prompts > 60 {
                "resign".to_string()
            } else {
                listed.last().unwrap().clone()
            };
            writeln!(stdin, "{answer}").unwrap();
        } else if in_list {
            listed.extend(line.split_whitespace().map(str::to_string));
        }
    }
    let status = child.wait().unwrap();
    assert!(status.success());
    assert!(prompts > 3, "{prompts}");
    assert!(statements > 0, "no statement decision in {prompts} prompts");
}
