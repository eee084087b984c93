//! Every endpoint of `collapse serve`, through `Server::handle` (no socket): the page, the
//! variants, new games, legal and illegal moves, the choice moves of every game that has
//! them, agents, undo, saving, analysis, watching a CSV, and the refusals (bad JSON, a
//! foreign Host, a path outside --out).

use std::path::PathBuf;

use serde_json::{json, Value};
use serve::paths::OutDir;
use serve::{Request, Server};

const HOST: &str = "127.0.0.1:8080";

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("serve-api-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn server(name: &str) -> Server {
    let out = OutDir::new(&dir(name)).unwrap();
    Server::new(out, serve::hosts("127.0.0.1:8080".parse().unwrap()))
}

/// `(status, JSON body)` of one request.
fn call(s: &Server, method: &str, url: &str, body: &str) -> (u16, Value) {
    let r = s.handle(&Request {
        method: method.into(),
        url: url.into(),
        host: Some(HOST.into()),
        body: body.as_bytes().to_vec(),
    });
    (r.status, r.value())
}

fn ok(s: &Server, method: &str, url: &str, body: Value) -> Value {
    let (status, v) = call(s, method, url, &body.to_string());
    assert_eq!(status, 200, "{method} {url} {body}: {v}");
    v
}

fn new_game(s: &Server, body: Value) -> Value {
    ok(s, "POST", "/api/games", body)
}

fn play(s: &Server, id: &Value, mv: &str) -> Value {
    ok(
        s,
        "POST",
        &format!("/api/games/{id}/move"),
        json!({ "move": mv }),
    )
}

#[test]
fn the_page_and_its_assets_are_served_and_the_variants_listed() {
    let s = server("page");
    let r = s.handle(&Request {
        method: "GET".into(),
        url: "/".into(),
        host: Some(HOST.into()),
        body: vec![],
    });
    assert_eq!(r.status, 200);
    let html = String::from_utf8(r.body).unwrap();
    for asset in ["/board.js", "/app.js", "/watch.js", "/style.css"] {
        assert!(html.contains(asset), "{asset}");
        let a = s.handle(&Request {
            method: "GET".into(),
            url: asset.into(),
            host: Some("localhost:8080".into()),
            body: vec![],
        });
        assert_eq!(a.status, 200, "{asset}");
    }
    let v = ok(&s, "GET", "/api/variants", Value::Null);
    let names: Vec<&str> = v["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap())
        .collect();
    for n in [
        "chess",
        "uncertainty",
        "fiveup",
        "quantimex",
        "potential",
        "interdependent",
    ] {
        assert!(names.contains(&n), "{n}");
    }
    let unc = &v["variants"][0]["params"];
    assert!(unc.as_array().unwrap().iter().any(|p| p["name"] == "board"
        && p["kind"] == "choice"
        && p["values"].as_array().unwrap().len() == 4));
}

#[test]
fn a_foreign_host_and_a_missing_one_are_refused_with_the_reason() {
    let s = server("host");
    for host in [Some("evil.example:8080"), Some("127.0.0.1:9999"), None] {
        let r = s.handle(&Request {
            method: "GET".into(),
            url: "/api/variants".into(),
            host: host.map(String::from),
            body: vec![],
        });
        assert_eq!(r.status, 403, "{host:?}");
        assert!(r.value()["error"]
            .as_str()
            .unwrap()
            .contains("DNS rebinding"));
    }
}

#[test]
fn bad_requests_get_4xx_with_reasons() {
    let s = server("bad");
    let (st, v) = call(&s, "POST", "/api/games", "{not json");
    assert_eq!(st, 400);
    assert!(
        v["error"].as_str().unwrap().contains("malformed JSON"),
        "{v}"
    );
    let (st, v) = call(&s, "POST", "/api/games", r#"{"variant": "chesss"}"#);
    assert_eq!(st, 400);
    assert!(
        v["valid"].as_array().unwrap().contains(&json!("chess")),
        "{v}"
    );
    let (st, v) = call(
        &s,
        "POST",
        "/api/games",
        r#"{"variant": "chess", "colour": 1}"#,
    );
    assert_eq!(st, 400, "{v}");
    let (st, v) = call(
        &s,
        "POST",
        "/api/games",
        r#"{"variant": "uncertainty", "params": {"board": "moon"}}"#,
    );
    assert_eq!(st, 400);
    assert!(v["error"].as_str().unwrap().contains("torus"), "{v}");
    let (st, v) = call(
        &s,
        "POST",
        "/api/games",
        r#"{"variant": "chess", "black": "mcts:x=1"}"#,
    );
    assert_eq!(st, 400, "{v}");
    let (st, _) = call(
        &s,
        "POST",
        "/api/games",
        r#"{"variant": "chess", "position": "xx"}"#,
    );
    assert_eq!(st, 400);
    assert_eq!(call(&s, "GET", "/api/games/99", "").0, 404);
    assert_eq!(call(&s, "GET", "/api/games/x", "").0, 400);
    assert_eq!(call(&s, "GET", "/nothing", "").0, 404);
    assert_eq!(call(&s, "DELETE", "/api/games", "").0, 405);
    let g = new_game(&s, json!({"variant": "chess"}));
    let (st, v) = call(&s, "POST", &format!("/api/games/{}/move", g["id"]), "[1,2]");
    assert_eq!(st, 400, "{v}");
}

#[test]
fn legal_moves_play_and_illegal_ones_are_named_with_legal_ones() {
    let s = server("moves");
    let g = new_game(
        &s,
        json!({"variant": "chess", "white": "human", "black": "human"}),
    );
    let id = &g["id"];
    assert!(g["board"]["svg"]
        .as_str()
        .unwrap()
        .contains("data-c=\"e4\""));
    let e2e4 = g["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["from"] == "e2" && m["to"] == "e4")
        .expect("a click from e2 to e4");
    let v = play(&s, id, e2e4["text"].as_str().unwrap());
    assert_eq!(v["moves"], json!(["e2-e4"]));
    assert_eq!(v["cells"]["e4"], "P");
    let (st, v) = call(
        &s,
        "POST",
        &format!("/api/games/{id}/move"),
        r#"{"move": "e2-e4"}"#,
    );
    assert_eq!(st, 400);
    let e = v["error"].as_str().unwrap();
    assert!(
        e.contains("'e2-e4'") && e.contains("legal moves (20)"),
        "{e}"
    );
    assert_eq!(v["legal"].as_array().unwrap().len(), 20);
    // Undo, and undo with nothing left.
    let v = ok(&s, "POST", &format!("/api/games/{id}/undo"), json!({}));
    assert_eq!(v["moves"], json!([]));
    assert_eq!(
        call(&s, "POST", &format!("/api/games/{id}/undo"), "").0,
        409
    );
    // A person's turn is not the agent's.
    assert_eq!(
        call(&s, "POST", &format!("/api/games/{id}/agent"), "").0,
        409
    );
}

#[test]
fn castling_is_a_click_from_the_king_to_its_square() {
    let s = server("castle");
    let g = new_game(
        &s,
        json!({"variant": "chess", "position": "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}),
    );
    let legal = g["legal"].as_array().unwrap();
    for to in ["g1", "c1"] {
        let m: Vec<&Value> = legal
            .iter()
            .filter(|m| m["from"] == "e1" && m["to"] == to)
            .collect();
        assert_eq!(m.len(), 1, "{to}: {m:?}");
    }
}

#[test]
fn wrapping_boards_are_drawn_with_ghost_cells_and_say_which_axes_wrap() {
    let s = server("wrap");
    let ghosts = |svg: &str| svg.matches("data-g=\"").count();
    let torus = new_game(
        &s,
        json!({"variant": "uncertainty", "params": {"board": "torus"}}),
    );
    let b = &torus["board"];
    assert_eq!(
        b["wrap"],
        json!({"files": true, "ranks": true, "layers": false})
    );
    // Beyond a1 (down and left) lies j12: its ghost refers to j12's cell.
    let svg = b["svg"].as_str().unwrap();
    assert_eq!(ghosts(svg), 2 * 12 + 2 * 10 + 4);
    assert!(svg.contains("href=\"#cell-j12\"") && svg.contains("data-g=\"j12\""));
    let cyl = new_game(
        &s,
        json!({"variant": "fiveup", "params": {"topology": "hypercylinder"}}),
    );
    assert_eq!(
        cyl["board"]["wrap"],
        json!({"files": true, "ranks": false, "layers": false})
    );
    assert_eq!(ghosts(cyl["board"]["svg"].as_str().unwrap()), 5 * 2 * 5);
    let chess = new_game(&s, json!({"variant": "chess"}));
    assert_eq!(ghosts(chess["board"]["svg"].as_str().unwrap()), 0);
}
