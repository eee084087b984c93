//! The learned evaluation (issue 26, part 2): every board's weights file loads and is used,
//! the `COLLAPSE_WEIGHTS` override replaces it, and the agent key `eval=material` searches
//! the hand-set material evaluation instead.

use crate::common::{collapse, random_walk, text, tmp};
use mcts::Evaluate;

use mcts::Game;
use variants::registry::{self, GameVisitor, VARIANTS};

/// Every variant set with a seed (the sets `bench` and `scripts/strength` use).
fn sets() -> Vec<variants::registry::Params> {
    VARIANTS
        .iter()
        .filter(|v| !v.seed.is_empty())
        .flat_map(|v| v.choice_sets())
        .collect()
}

/// The set's weights key, after checking along a random game that its evaluation is in
/// `(-1, 1)`, equals `Weights::evaluate` of its features, and, where its weights file holds
/// the material values (header `# material`), equals the material evaluation.
struct Check;

impl GameVisitor for Check {
    type Output = Option<&'static str>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let key = start.weights_key()?;
        let names = start.feature_names();
        assert!(!names.is_empty() && names.len() <= mcts::eval::MAX_FEATURES);
        let w = variants::weights::weights(key, names);
        let file = variants::weights::FILES
            .iter()
            .find(|(k, _)| *k == key)
            .unwrap()
            .1;
        let material = file.starts_with("# material");
        random_walk(&start, 11, 120, |_, g, _| {
            let e = g.evaluate();
            assert!(e > -1.0 && e < 1.0, "{key}: {e}");
            assert_eq!(e, w.evaluate(g), "{key}");
            if material {
                let m = g.evaluate_material();
                // Quantimex's material evaluation halves a frozen piece's value; its file
                // has a flat weight per frozen piece instead, so it matches only unfrozen.
                if key != "quantimex" {
                    assert!((e - m).abs() < 1e-3, "{key}: learned {e} material {m}");
                }
            }
        });
        Some(key)
    }
}

#[test]
fn every_board_has_a_weights_file_that_loads_and_every_file_is_used() {
    let mut used = Vec::new();
    for p in sets() {
        let key = registry::visit(&p, Check);
        let key = key.unwrap_or_else(|| panic!("{} has no learned evaluation", p.variant.name));
        used.push(key);
    }
    for (k, _) in variants::weights::FILES {
        assert!(
            used.contains(k),
            "variants/weights/{k}.txt is used by no variant set"
        );
    }
}

/// `collapse show --json` of the chess start under `COLLAPSE_WEIGHTS=dir` (or none).
fn start_evaluation(dir: Option<&std::path::Path>) -> serde_json::Value {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_collapse"));
    c.args(["show", "-v", "chess", "--json"]);
    match dir {
        Some(d) => c.env("COLLAPSE_WEIGHTS", d),
        None => c.env_remove("COLLAPSE_WEIGHTS"),
    };
    let o = c.output().unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    v["evaluation"].clone()
}

#[test]
fn a_changed_weight_changes_evaluate() {
    // The start is level in every feature, so only the bias moves it: tanh(bias / 2).
    let e = start_evaluation(None);
    let bias =
        variants::weights::weights("chess", variants::chess::Chess::start().feature_names()).bias;
    let want = (0.5 * bias).tanh() as f64;
    assert!((e["learned"].as_f64().unwrap() - want).abs() < 1e-6, "{e}");
    assert_eq!(e["material"].as_f64(), Some(0.0), "{e}");
    let file = tmp("learned-eval", "chess.txt");
    let text = variants::weights::FILES
        .iter()
        .find(|(k, _)| *k == "chess")
        .unwrap()
        .1
        .lines()
        .map(|l| if l.starts_with("bias ") { "bias 2" } else { l })
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&file, text).unwrap();
    let e = start_evaluation(file.parent());
    let got = e["learned"].as_f64().unwrap();
    assert!(
        (got - 1f64.tanh()).abs() < 1e-6,
        "bias 2 gives tanh(1): {e}"
    );
    assert_eq!(e["material"].as_f64(), Some(0.0), "material stays: {e}");
}

#[test]
fn eval_material_searches_the_material_values_not_the_weights() {
    // Weights that value every piece negatively: an agent searching them gives its pieces
    // away. `alphabeta:...,eval=material` must beat the same search on those weights.
    let dir = tmp("learned-eval-inverted", "chess.txt");
    std::fs::write(
        &dir,
        "bias 0\np -0.2\nn -0.6\nb -0.6\nr -1.0\nq -1.8\nmobility 0\ncentre 0\nadvance 0\n\
         king_zone 0\nmopup 0\n",
    )
    .unwrap();
    let out = tmp("learned-eval-inverted", "games.csv");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args([
            "tournament",
            "-v",
            "chess",
            "--agent",
            "alphabeta:depth=2,eval=material",
            "--agent",
            "alphabeta:depth=2",
            "--games",
            "4",
            "--random-opening-plies",
            "2",
            "--no-report",
            "--out",
            out.to_str().unwrap(),
        ])
        .env("COLLAPSE_WEIGHTS", dir.parent().unwrap())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    let csv = std::fs::read_to_string(&out).unwrap();
    let mut material_points = 0.0;
    let mut rows = csv::Reader::from_reader(csv.as_bytes());
    let headers = rows.headers().unwrap().clone();
    let col = |n: &str| headers.iter().position(|h| h == n).unwrap();
    for r in rows.records() {
        let r = r.unwrap();
        let material_white = r[col("white")].contains("eval=material");
        material_points += match &r[col("result")] {
            "1-0" if material_white => 1.0,
            "0-1" if !material_white => 1.0,
            "1/2-1/2" => 0.5,
            _ => 0.0,
        };
    }
    assert!(
        material_points >= 3.5,
        "eval=material scored {material_points}/4:\n{csv}"
    );
    let o = collapse(&["tournament", "--agent", "mcts:eval=nn", "--games", "2"]);
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("learned"), "{}", text(&o.stderr));
}

/// The games of a 2-game chess tournament of `a` against `b` (seed 1, 2 random opening
/// plies), by game id: (White's spec, result, moves).
fn games_of(a: &str, b: &str, name: &str) -> Vec<(String, String, String)> {
    let out = tmp("learned-eval-file", name);
    let _ = std::fs::remove_file(&out);
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--agent",
        a,
        "--agent",
        b,
        "--games",
        "2",
        "--random-opening-plies",
        "2",
        "--no-report",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let mut rows = csv::Reader::from_path(&out).unwrap();
    let headers = rows.headers().unwrap().clone();
    let col = |n: &str| headers.iter().position(|h| h == n).unwrap();
    let mut games: Vec<(u64, (String, String, String))> = rows
        .records()
        .map(|r| {
            let r = r.unwrap();
            let id = r[col("game_id")].parse().unwrap();
            let g = (
                r[col("white")].to_string(),
                r[col("result")].to_string(),
                r[col("moves")].to_string(),
            );
            (id, g)
        })
        .collect();
    games.sort_by_key(|(id, _)| *id);
    games.into_iter().map(|(_, g)| g).collect()
}

/// `eval=file:PATH` (issue 26, part 3: two weights files head to head in one tournament):
/// the embedded chess file given as a path plays exactly the games of the default evaluation;
/// inverted piece values given as a path lose to it; a missing file and a file of another
/// game's features are refused before play, naming the file and the fix.
#[test]
fn eval_file_searches_the_named_weights_file() {
    let same = tmp("learned-eval-file", "same.txt");
    std::fs::write(&same, include_str!("../../variants/weights/chess.txt")).unwrap();
    let same_spec = format!("alphabeta:depth=1,eval=file:{}", same.display());
    let moves = |games: Vec<(String, String, String)>| -> Vec<(String, String)> {
        games.into_iter().map(|(_, r, m)| (r, m)).collect()
    };
    let with_file = moves(games_of(&same_spec, "greedy", "same.csv"));
    let learned = moves(games_of("alphabeta:depth=1", "greedy", "learned.csv"));
    assert_eq!(
        with_file, learned,
        "the same weights by path play the same games"
    );
    let inverted = tmp("learned-eval-file", "inverted.txt");
    std::fs::write(
        &inverted,
        "bias 0\np -0.2\nn -0.6\nb -0.6\nr -1.0\nq -1.8\nmobility 0\ncentre 0\nadvance 0\n\
         king_zone 0\nmopup 0\n",
    )
    .unwrap();
    let inverted_spec = format!("alphabeta:depth=2,eval=file:{}", inverted.display());
    let mut learned_points = 0.0;
    for (white, result, _) in games_of("alphabeta:depth=2", &inverted_spec, "inverted.csv")
        .into_iter()
        .chain(games_of(
            &inverted_spec,
            "alphabeta:depth=2",
            "inverted2.csv",
        ))
    {
        let learned_white = !white.contains("eval=file:");
        learned_points += match result.as_str() {
            "1-0" if learned_white => 1.0,
            "0-1" if !learned_white => 1.0,
            "1/2-1/2" => 0.5,
            _ => 0.0,
        };
    }
    assert!(learned_points >= 3.5, "learned scored {learned_points}/4");
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--agent",
        "mcts:eval=file:no/such/weights.txt",
        "--games",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = text(&o.stderr);
    assert!(
        e.contains("no/such/weights.txt") && e.contains("cannot read"),
        "{e}"
    );
    let o = collapse(&[
        "tournament",
        "-v",
        "quantimex",
        "--agent",
        &inverted_spec,
        "--games",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let e = text(&o.stderr);
    assert!(
        e.contains("unknown feature") && e.contains("quantimex"),
        "{e}"
    );
}

#[test]
fn fit_eval_refuses_a_game_without_features_and_a_missing_folder_before_playing() {
    // Each refusal comes before any self-play game: no games file is written.
    let games = tmp("learned-eval-refusals", "games.csv");
    let o = collapse(&[
        "fit-eval",
        "-v",
        "tictactoe",
        "--games",
        "1000",
        "--games-out",
        games.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("no learned evaluation"),
        "{}",
        text(&o.stderr)
    );
    let o = collapse(&[
        "fit-eval",
        "-v",
        "chess",
        "--games-out",
        games.to_str().unwrap(),
        "--out",
        "/nonexistent-folder/w.txt",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("--out: the directory /nonexistent-folder does not exist"),
        "{}",
        text(&o.stderr)
    );
    assert!(!games.exists(), "no game may be played before the refusal");
}

#[test]
fn fit_eval_holds_the_named_weights_and_records_its_labels() {
    let games = tmp("learned-eval-hold", "games.csv");
    let out = tmp("learned-eval-hold", "chess.txt");
    let o = collapse(&[
        "fit-eval",
        "-v",
        "chess",
        "--games",
        "6",
        "--agent",
        "random",
        "--games-out",
        games.to_str().unwrap(),
        "--hold",
        "p,n,b,r,q,bias",
        "--label",
        "search:1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let file = std::fs::read_to_string(&out).unwrap();
    assert!(file.contains("labels search:1"), "{file}");
    assert!(file.contains("held p,n,b,r,q,bias"), "{file}");
    let value = |text: &str, name: &str| -> f32 {
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .find_map(|l| l.strip_prefix(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no {name} in {text}"))
            .trim()
            .parse()
            .unwrap()
    };
    let embedded = variants::weights::FILES
        .iter()
        .find(|(k, _)| *k == "chess")
        .unwrap()
        .1;
    for name in ["p", "n", "b", "r", "q", "bias"] {
        assert_eq!(value(&file, name), value(embedded, name), "{name} held");
    }
    // Refused before playing: an unknown feature, named with the game's list.
    let games2 = tmp("learned-eval-hold", "games2.csv");
    let o = collapse(&[
        "fit-eval",
        "-v",
        "chess",
        "--hold",
        "k",
        "--games-out",
        games2.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("no feature \"k\"") && text(&o.stderr).contains("mobility"),
        "{}",
        text(&o.stderr)
    );
    assert!(!games2.exists(), "no game may be played before the refusal");
    let o = collapse(&["fit-eval", "-v", "chess", "--label", "search:9"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("0..=4"), "{}", text(&o.stderr));
}
