//! Agents, saving a finished game, the analysis search and watching a CSV, through
//! `Server::handle`; and the paths outside --out that are refused.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use serve::Server;

mod common;

use common::{call, ok};

fn server(name: &str) -> (Server, PathBuf) {
    common::server("flow", name)
}

/// Fool's mate, ending in checkmate after four plies.
fn fools_mate(s: &Server) -> Value {
    let g = ok(
        s,
        "POST",
        "/api/games",
        json!({"variant": "chess", "black": "human"}),
    );
    let id = &g["id"];
    let mut v = g.clone();
    for m in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
        v = ok(
            s,
            "POST",
            &format!("/api/games/{id}/move"),
            json!({"move": m}),
        );
    }
    assert_eq!(v["outcome"]["termination"], "checkmate");
    v
}

#[test]
fn two_agents_play_each_other_move_by_move() {
    let (s, _) = server("agents");
    let g = ok(
        &s,
        "POST",
        "/api/games",
        json!({"variant": "tictactoe", "white": "random", "black": "mcts:iters=50"}),
    );
    let id = &g["id"];
    let mut v = g.clone();
    for _ in 0..9 {
        if !v["outcome"].is_null() {
            break;
        }
        v = ok(&s, "POST", &format!("/api/games/{id}/agent"), Value::Null);
        assert!(v["played"].is_string());
    }
    assert!(!v["outcome"].is_null(), "{v}");
    assert_eq!(
        call(&s, "POST", &format!("/api/games/{id}/agent"), Value::Null).0,
        409
    );
}

#[test]
fn a_finished_game_is_saved_as_a_csv_row_and_an_unfinished_one_is_not() {
    let (s, dir) = server("save");
    let g = ok(&s, "POST", "/api/games", json!({"variant": "chess"}));
    let (st, v) = call(
        &s,
        "POST",
        &format!("/api/games/{}/save", g["id"]),
        json!({}),
    );
    assert_eq!(st, 409, "{v}");
    let v = fools_mate(&s);
    let id = &v["id"];
    let saved = ok(&s, "POST", &format!("/api/games/{id}/save"), json!({}));
    assert_eq!(saved["game_id"], 0);
    let again = ok(&s, "POST", &format!("/api/games/{id}/save"), json!({}));
    assert_eq!(again["game_id"], 1);
    let text = std::fs::read_to_string(dir.join("serve-games.csv")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with("game_id,variant,params,white,black"),
        "{text}"
    );
    assert!(lines[1].contains("f2-f3 e7-e5 g2-g4 d8-h4") && lines[1].contains("0-1"));
    assert!(lines[1].contains("checkmate") && lines[1].contains(",human,human,"));
    for (file, status) in [("../out.csv", 403), ("/tmp/x.csv", 403), ("x.txt", 400)] {
        let (st, v) = call(
            &s,
            "POST",
            &format!("/api/games/{id}/save"),
            json!({"file": file}),
        );
        assert_eq!(st, status, "{file}: {v}");
    }
    // Watching it: one game's standings, and refusals of paths outside the directory.
    let w = ok(&s, "GET", "/api/watch?path=serve-games.csv", Value::Null);
    assert_eq!(w["games"], 2);
    assert_eq!(w["black_wins"], 2);
    assert_eq!(w["last"][0]["termination"], "checkmate");
    assert!(w["standings"].as_str().unwrap().contains("chess"), "{w}");
    for q in ["..%2Fetc%2Fpasswd", "%2Fetc%2Fpasswd", "a/../../x.csv"] {
        let (st, v) = call(&s, "GET", &format!("/api/watch?path={q}"), Value::Null);
        assert_eq!(st, 403, "{q}: {v}");
    }
    assert_eq!(
        call(&s, "GET", "/api/watch?path=none.csv", Value::Null).0,
        404
    );
    std::fs::write(dir.join("bad.csv"), "not,a,tournament\n1,2,3\n").unwrap();
    assert_eq!(
        call(&s, "GET", "/api/watch?path=bad.csv", Value::Null).0,
        400
    );
    let files = ok(&s, "GET", "/api/files", Value::Null);
    assert_eq!(files["files"], json!(["bad.csv", "serve-games.csv"]));
}

#[test]
fn an_analysis_reports_while_it_runs_is_stoppable_and_one_runs_at_a_time() {
    let (s, _) = server("analysis");
    let g = ok(&s, "POST", "/api/games", json!({"variant": "chess"}));
    let id = &g["id"];
    let url = |p: &str| format!("/api/games/{id}/{p}");
    let started = ok(
        &s,
        "POST",
        &url("analyse"),
        json!({"agent": "mcts:ms=20000"}),
    );
    assert!(started["started"].as_str().unwrap().starts_with("mcts:"));
    let (st, v) = call(&s, "POST", &url("analyse"), json!({}));
    assert_eq!(st, 409, "{v}");
    let begin = Instant::now();
    let mut snap = Value::Null;
    while begin.elapsed() < Duration::from_secs(15) {
        snap = ok(&s, "GET", &url("analysis"), Value::Null);
        if snap["lines"].as_array().is_some_and(|l| !l.is_empty()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(snap["running"], true, "{snap}");
    assert!(snap["lines"][0]["visits"].as_u64().unwrap() > 0, "{snap}");
    let stopped = ok(&s, "POST", &url("stop"), Value::Null);
    assert_eq!(stopped["running"], false, "{stopped}");
    assert!(
        begin.elapsed() < Duration::from_secs(15),
        "stop ended the 20 s search"
    );
    let legal: Vec<&str> = g["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert!(
        legal.contains(&stopped["best"].as_str().unwrap()),
        "{stopped}"
    );
    // A budgeted search ends by itself; a non-MCTS agent is refused.
    ok(
        &s,
        "POST",
        &url("analyse"),
        json!({"agent": "mcts:iters=300"}),
    );
    let begin = Instant::now();
    loop {
        let a = ok(&s, "GET", &url("analysis"), Value::Null);
        if a["running"] == false && a["best"].is_string() {
            assert!(a["iterations"].as_u64().unwrap() >= 300, "{a}");
            break;
        }
        assert!(begin.elapsed() < Duration::from_secs(20), "{a}");
        std::thread::sleep(Duration::from_millis(50));
    }
    let (st, v) = call(&s, "POST", &url("analyse"), json!({"agent": "alphabeta"}));
    assert_eq!(st, 400, "{v}");
    let (st, v) = call(&s, "POST", &url("analyse"), json!({"agent": "mcts:zz=1"}));
    assert_eq!(st, 400, "{v}");
}
