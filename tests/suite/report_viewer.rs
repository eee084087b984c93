//! The game viewer of `collapse report --html` (issue 28 part 1), without a browser: a report
//! of small tournaments of every variant draws an empty board of the right shape for each
//! variant and parameter set, and the positions the page embeds for each game, applied ply by
//! ply from the start, end in the engine's last position.

use std::collections::BTreeMap;

use crate::common::viewer::{apply_diff, engine_end, games_data, template};
use crate::common::{collapse, every_variant_csvs, text, tmp};

/// Cells of the board drawn for `variant` with `params` (0 for the text diagram).
fn expected_cells(variant: &str, params: &str) -> usize {
    match variant {
        "chess" | "potential" => 64,
        "interdependent" => 42,
        "fiveup" => 125,
        "quantimex" => 91,
        "uncertainty" if params.contains("board=torus") => 120,
        "uncertainty" if params.contains("board=fiveup") => 125,
        "uncertainty" if params.contains("board=hypertorus") => 216,
        "uncertainty" => 64,
        _ => 0,
    }
}

#[test]
fn every_variant_gets_a_board_and_every_game_ends_where_the_engine_ends() {
    let csvs = every_variant_csvs("viewer");
    let out = tmp("viewer", "all.html");
    let mut args = vec!["report"];
    let names: Vec<String> = csvs.iter().map(|p| p.display().to_string()).collect();
    args.extend(names.iter().map(String::as_str));
    args.extend(["--html", out.to_str().unwrap(), "--depth", "1"]);
    let o = collapse(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let html = std::fs::read_to_string(&out).unwrap();
    let data = games_data(&html);
    let groups = data["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 11, "one group per variant and parameter set");
    for g in groups {
        let (variant, params) = (
            g["variant"].as_str().unwrap(),
            g["params"].as_str().unwrap(),
        );
        let board = template(&html, g["board"].as_u64().unwrap());
        let want = expected_cells(variant, params);
        if want == 0 {
            assert!(board.contains("board-text"), "{variant}: {board}");
        } else {
            assert_eq!(
                board.matches("data-c=\"").count(),
                want,
                "{variant} {params}: cells of its board"
            );
        }
    }
    let games = data["games"].as_array().unwrap();
    assert_eq!(
        games.len(),
        22,
        "all 22 games embedded (under the default cap)"
    );
    for (i, g) in games.iter().enumerate() {
        let grp = &groups[g["g"].as_u64().unwrap() as usize];
        let (variant, params) = (
            grp["variant"].as_str().unwrap(),
            grp["params"].as_str().unwrap(),
        );
        let moves = g["m"].as_str().unwrap();
        let end = engine_end(variant, params, moves);
        let d = g["d"].as_array().unwrap();
        assert_eq!(
            d.len(),
            end.plies + 1,
            "game {i}: one position per ply and the start"
        );
        let mut cells = BTreeMap::new();
        apply_diff(&mut cells, grp["start"].as_str().unwrap());
        for step in d {
            apply_diff(&mut cells, step.as_str().unwrap());
        }
        let shown: Vec<String> = cells.iter().map(|(c, p)| format!("{c}={p}")).collect();
        if expected_cells(variant, params) > 0 {
            assert_eq!(shown.join(" "), end.cells, "game {i} ({variant} {params})");
        } else {
            let last = g["x"]
                .as_array()
                .unwrap()
                .iter()
                .rev()
                .find_map(|x| x.as_str())
                .unwrap();
            assert_eq!(last, end.diagram, "game {i}: the text diagram at the end");
        }
    }
    assert!(
        html.contains("22 game(s) embedded"),
        "the page states the games it holds"
    );
}

#[test]
fn a_cap_embeds_a_sample_and_says_how_many_are_left_out() {
    let csvs = every_variant_csvs("viewer-cap");
    let out = tmp("viewer-cap", "cap.html");
    let mut args = vec!["report"];
    let names: Vec<String> = csvs.iter().map(|p| p.display().to_string()).collect();
    args.extend(names.iter().map(String::as_str));
    args.extend(["--html", out.to_str().unwrap(), "--html-games", "5"]);
    let o = collapse(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let html = std::fs::read_to_string(&out).unwrap();
    let games = games_data(&html)["games"].as_array().unwrap().len();
    assert_eq!(games, 5, "the cap holds");
    assert!(
        html.contains(&format!("{games} of 22 games are embedded")),
        "the page says how many are embedded"
    );
    assert!(html.contains(&format!("{} games are left out", 22 - games)));
}
