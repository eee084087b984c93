//! The choices that are moves of their own, as the page gets them through `Server::handle`:
//! several moves on one click (promotions, Potential Chess statements, Uncertainty
//! transformations, drops of different pieces on one cell), and moves with no cell of the
//! decider (Quantimex's destination chosen by the opponent); each plays through the move
//! endpoint.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::{json, Value};
use serve::paths::OutDir;
use serve::{Request, Server};

fn server() -> Server {
    let d: PathBuf = std::env::temp_dir().join(format!("serve-choices-{}", std::process::id()));
    Server::new(
        OutDir::new(&d).unwrap(),
        serve::hosts("127.0.0.1:8080".parse().unwrap()),
    )
}

fn call(s: &Server, method: &str, url: &str, body: Value) -> Value {
    let r = s.handle(&Request {
        method: method.into(),
        url: url.into(),
        host: Some("127.0.0.1:8080".into()),
        body: body.to_string().into_bytes(),
    });
    assert_eq!(r.status, 200, "{method} {url} {body}: {}", r.value());
    r.value()
}

/// The groups of legal moves sharing one `(from, to)` with more than one move, and the
/// moves with neither.
fn groups(state: &Value) -> (Vec<Vec<String>>, Vec<String>) {
    let mut by: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut none = Vec::new();
    for m in state["legal"].as_array().unwrap() {
        let text = m["text"].as_str().unwrap().to_string();
        if m["from"].is_null() && m["to"].is_null() {
            none.push(text);
            continue;
        }
        let key = (m["from"].to_string(), m["to"].to_string());
        by.entry(key).or_default().push(text);
    }
    (by.into_values().filter(|g| g.len() > 1).collect(), none)
}

/// Plays a game of `variant` from `setup` with pseudo-random moves until a position shows a
/// choice of the kind `want` accepts; plays one of its moves through the endpoint and
/// returns it.
fn find_choice(s: &Server, setup: Value, want: &dyn Fn(&Value) -> Option<String>) -> String {
    let mut state = call(s, "POST", "/api/games", setup.clone());
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..400 {
        let id = state["id"].clone();
        if let Some(mv) = want(&state) {
            let after = call(
                s,
                "POST",
                &format!("/api/games/{id}/move"),
                json!({"move": mv}),
            );
            assert_eq!(
                after["moves"].as_array().unwrap().last().unwrap(),
                &json!(mv)
            );
            return mv;
        }
        let legal = state["legal"].as_array().unwrap();
        if legal.is_empty() {
            state = call(s, "POST", "/api/games", setup.clone());
            continue;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let mv = legal[(x % legal.len() as u64) as usize]["text"].clone();
        assert!(state["outcome"].is_null(), "{}", state["outcome"]);
        state = call(
            s,
            "POST",
            &format!("/api/games/{id}/move"),
            json!({"move": mv}),
        );
    }
    panic!("no choice found in {setup}");
}

fn shared_click(state: &Value) -> Option<String> {
    groups(state).0.first().map(|g| g[1].clone())
}

#[test]
fn promotions_share_one_click_and_castling_does_not() {
    let s = server();
    let g = call(
        &s,
        "POST",
        "/api/games",
        json!({"variant": "chess", "position": "8/P7/8/8/8/8/8/k6K w - - 0 1"}),
    );
    let (shared, none) = groups(&g);
    assert_eq!(shared, [["a7-a8=Q", "a7-a8=R", "a7-a8=B", "a7-a8=N"]]);
    assert!(none.is_empty());
    let v = call(
        &s,
        "POST",
        &format!("/api/games/{}/move", g["id"]),
        json!({"move": "a7-a8=N"}),
    );
    assert_eq!(v["cells"]["a8"], "N");
}

#[test]
fn uncertainty_transformations_share_the_pawn_move_click() {
    let s = server();
    let mv = find_choice(&s, json!({"variant": "uncertainty"}), &shared_click);
    assert!(mv.contains('>'), "{mv}");
}

#[test]
fn potential_chess_statements_of_a_captured_piece_are_buttons_without_cells() {
    let s = server();
    let stated = |state: &Value| {
        let none = groups(state).1;
        (none.len() > 1).then(|| none[0].clone())
    };
    let mv = find_choice(&s, json!({"variant": "potential"}), &stated);
    assert!(mv.starts_with('('), "{mv}");
}

#[test]
fn quantimex_destination_choices_are_buttons_without_cells() {
    let s = server();
    let g = call(
        &s,
        "POST",
        "/api/games",
        json!({"variant": "quantimex", "moves": "e2-e6"}),
    );
    let (_, none) = groups(&g);
    assert_eq!(none, ["@e6", "@e5", "@f6", "@d5"]);
    let v = call(
        &s,
        "POST",
        &format!("/api/games/{}/move", g["id"]),
        json!({"move": "@e5"}),
    );
    assert_eq!(v["cells"]["e5"], "P");
    assert!(v["cells"].get("e6").is_none());
}

#[test]
fn interdependent_drops_of_different_pieces_share_their_cell() {
    let s = server();
    let drop = |state: &Value| {
        groups(state)
            .0
            .into_iter()
            .find(|g| g[0].contains('@'))
            .map(|g| g[0].clone())
    };
    let mv = find_choice(&s, json!({"variant": "interdependent"}), &drop);
    assert!(mv.contains('@'), "{mv}");
}

#[test]
fn five_up_promotions_share_a_click() {
    let s = server();
    let mv = find_choice(&s, json!({"variant": "fiveup"}), &shared_click);
    assert!(!mv.is_empty());
}
