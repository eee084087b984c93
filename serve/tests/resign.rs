//! `POST /api/games/ID/resign`: either side resigns by name, the opponent wins with
//! termination `resignation`, the game then takes no move, undo takes the resignation back,
//! and the saved CSV row records the result; bad sides and finished games are refused.

use std::path::PathBuf;

use serde_json::{json, Value};
use serve::Server;

mod common;

use common::{call, ok};

fn server(name: &str) -> (Server, PathBuf) {
    common::server("resign", name)
}

fn chess(s: &Server, moves: &str) -> Value {
    let g = ok(
        s,
        "POST",
        "/api/games",
        json!({"variant": "chess", "black": "human", "moves": moves}),
    );
    g["id"].clone()
}

#[test]
fn a_side_resigns_the_opponent_wins_and_the_saved_row_says_so() {
    let (s, dir) = server("save");
    let id = chess(&s, "e2-e4 e7-e5");
    // White resigns although White is to move; Black wins.
    let v = ok(
        &s,
        "POST",
        &format!("/api/games/{id}/resign"),
        json!({"side": "white"}),
    );
    assert_eq!(
        v["outcome"],
        json!({"result": "0-1", "termination": "resignation"})
    );
    assert_eq!(v["outcome_text"], "0-1 resignation");
    assert_eq!(v["human_to_move"], false);
    let (st, e) = call(
        &s,
        "POST",
        &format!("/api/games/{id}/move"),
        json!({"move": "g1-f3"}),
    );
    assert_eq!(st, 409, "{e}");
    assert!(
        e["error"].as_str().unwrap().contains("0-1 resignation"),
        "{e}"
    );
    let (st, e) = call(
        &s,
        "POST",
        &format!("/api/games/{id}/resign"),
        json!({"side": "black"}),
    );
    assert_eq!(st, 409, "a finished game cannot be resigned again: {e}");
    let saved = ok(&s, "POST", &format!("/api/games/{id}/save"), json!({}));
    let rows = tournament::read_rows(&dir.join("serve-games.csv")).unwrap();
    assert_eq!(rows.len(), 1, "{saved}");
    let r = &rows[0];
    assert_eq!(
        (r.result.as_str(), r.termination.as_str()),
        ("0-1", "resignation")
    );
    assert_eq!((r.plies, r.moves.as_str()), (2, "e2-e4 e7-e5"));

    // Black resigns on White's turn, by its name in any case.
    let id = chess(&s, "e2-e4");
    let v = ok(
        &s,
        "POST",
        &format!("/api/games/{id}/resign"),
        json!({"side": "Black"}),
    );
    assert_eq!(v["outcome"]["result"], "1-0");
}

#[test]
fn undo_takes_a_resignation_back_and_the_game_goes_on() {
    let (s, _) = server("undo");
    let id = chess(&s, "e2-e4");
    ok(
        &s,
        "POST",
        &format!("/api/games/{id}/resign"),
        json!({"side": "black"}),
    );
    let v = ok(
        &s,
        "POST",
        &format!("/api/games/{id}/undo"),
        json!({"plies": 1}),
    );
    assert!(v["outcome"].is_null(), "{v}");
    assert_eq!(v["moves"], json!(["e2-e4"]));
    ok(
        &s,
        "POST",
        &format!("/api/games/{id}/move"),
        json!({"move": "e7-e5"}),
    );
    // Two plies: the resignation and the move before it.
    ok(
        &s,
        "POST",
        &format!("/api/games/{id}/resign"),
        json!({"side": "white"}),
    );
    let v = ok(
        &s,
        "POST",
        &format!("/api/games/{id}/undo"),
        json!({"plies": 2}),
    );
    assert!(v["outcome"].is_null(), "{v}");
    assert_eq!(v["moves"], json!(["e2-e4"]));
}

#[test]
fn quantimex_sides_resign_by_their_names_and_bad_sides_get_400() {
    let (s, _) = server("names");
    let g = ok(
        &s,
        "POST",
        "/api/games",
        json!({"variant": "quantimex", "white": "human", "black": "human"}),
    );
    let id = &g["id"];
    let url = format!("/api/games/{id}/resign");
    for bad in [
        json!({"side": "blue"}),
        json!({}),
        json!({"side": 1}),
        json!({"side": "red", "x": 1}),
    ] {
        let (st, e) = call(&s, "POST", &url, bad.clone());
        assert_eq!(st, 400, "{bad}: {e}");
        assert!(e["error"].is_string(), "{e}");
    }
    let (_, e) = call(&s, "POST", &url, json!({"side": "blue"}));
    assert!(e["error"].as_str().unwrap().contains("Red or Green"), "{e}");
    let v = ok(&s, "POST", &url, json!({"side": "green"}));
    assert_eq!(
        v["outcome"],
        json!({"result": "1-0", "termination": "resignation"})
    );
    let (st, _) = call(
        &s,
        "POST",
        "/api/games/999/resign",
        json!({"side": "white"}),
    );
    assert_eq!(st, 404);
}
