//! `collapse report --html` (issue 12, part 5) on small hand-written CSVs: one `<svg>` per
//! chart, every agent and combination name escaped, nothing loaded from elsewhere, the opening
//! tree's nodes and diagrams, and bad input refused with exit 2 and no file.

use std::path::{Path, PathBuf};

use crate::common::{collapse, text, tmp};

const HEADER: &str = "game_id,variant,params,white,black,seed,result,termination,plies,moves,\
                      duration_ms,pair_id,opening,white_name,black_name";

/// Tic-tac-toe between two agents whose names hold characters HTML and CSV care about:
/// `<A&B>` and `x:y=1,z|w` (quoted in the CSV). Openings (first two plies):
/// `4 0` x3, `4 1` x1, `0 4` x2, `8 4` x1 (7 games). Every game replays to its result
/// (`collapse report` refuses rows no game could produce).
const TOURNAMENT: &str = "\
0,tictactoe,,mcts:iters=5,greedy,1,1-0,checkmate,7,4 0 1 2 3 5 7,1,,,<A&B>,\"x:y=1,z|w\"
1,tictactoe,,greedy,mcts:iters=5,2,0-1,checkmate,8,4 0 1 2 3 5 6 8,1,,,\"x:y=1,z|w\",<A&B>
2,tictactoe,,mcts:iters=5,greedy,3,1/2-1/2,stalemate,9,4 0 8 2 1 7 3 5 6,1,,,<A&B>,\"x:y=1,z|w\"
3,tictactoe,,greedy,mcts:iters=5,4,1-0,checkmate,7,4 1 0 2 3 5 6,1,,,\"x:y=1,z|w\",<A&B>
4,tictactoe,,mcts:iters=5,greedy,5,0-1,checkmate,6,0 4 1 2 8 6,1,,,<A&B>,\"x:y=1,z|w\"
5,tictactoe,,greedy,mcts:iters=5,6,1-0,checkmate,5,0 4 1 5 2,1,,,\"x:y=1,z|w\",<A&B>
6,tictactoe,,mcts:iters=5,greedy,7,1-0,checkmate,5,8 4 2 0 5,1,,,<A&B>,\"x:y=1,z|w\"
";

/// A sweep's CSV: self-play of two agent combinations (an agent-key sweep, `iters=5|9`; the
/// second spec carries `<&>` to check escaping), tic-tac-toe, two games each.
const SWEEP: &str = "\
0,tictactoe,,mcts:iters=5,mcts:iters=5,1,1-0,checkmate,5,4 0 1 2 7,1,0,,,
1,tictactoe,,mcts:iters=5,mcts:iters=5,2,1/2-1/2,stalemate,9,4 0 8 2 1 7 3 5 6,1,0,,,
2,tictactoe,,\"mcts:iters=9,note=<&>\",\"mcts:iters=9,note=<&>\",3,0-1,checkmate,6,0 4 1 2 8 6,1,1,,,
3,tictactoe,,\"mcts:iters=9,note=<&>\",\"mcts:iters=9,note=<&>\",4,1-0,checkmate,7,4 1 0 2 3 5 6,1,1,,,
";

fn write_csv(tag: &str, body: &str) -> PathBuf {
    let p = tmp(tag, "games.csv");
    std::fs::write(&p, format!("{HEADER}\n{body}")).unwrap();
    p
}

/// Runs `report CSV --html OUT extra...`; the page, after checking the run succeeded.
fn page(csv: &Path, out: &Path, extra: &[&str]) -> String {
    let mut args = vec![
        "report",
        csv.to_str().unwrap(),
        "--html",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let o = collapse(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
    std::fs::read_to_string(out).unwrap()
}

/// The page names nothing outside itself.
fn assert_self_contained(html: &str) {
    for bad in [
        "http://",
        "https://",
        "<script src",
        "<link",
        "@import",
        "url(",
    ] {
        assert!(!html.contains(bad), "the page holds {bad}");
    }
}

#[test]
fn one_svg_per_chart_every_agent_name_escaped_and_self_contained() {
    let csv = write_csv("html-t", TOURNAMENT);
    let out = tmp("html-t", "report.html");
    let html = page(&csv, &out, &["--depth", "2", "--min-games", "1"]);
    // One variant and parameter set, two agents, not a sweep: the score chart, one length
    // histogram, the terminations chart.
    assert_eq!(html.matches("<svg").count(), 3, "{html}");
    assert_eq!(html.matches("</svg>").count(), 3);
    for name in ["&lt;A&amp;B&gt;", "x:y=1,z|w"] {
        assert!(html.contains(name), "{name} missing");
    }
    assert!(!html.contains("<A&B>"), "an unescaped agent name");
    assert!(!html.contains(">Sweep</h2>"));
    assert_self_contained(&html);
    // Both terminations are in the legend of the terminations chart and in its table.
    assert!(html.contains(">checkmate<") && html.contains(">stalemate<"));
    // No temporary file is left beside the page.
    let dir = out.parent().unwrap();
    let left: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn the_opening_tree_has_a_details_per_node_of_at_least_min_games() {
    let csv = write_csv("html-tree", TOURNAMENT);
    let out = tmp("html-tree", "report.html");
    // --min-games 2, depth 2: first plies 4 (4 games), 0 (2), 8 (1, left out); second plies
    // 4 0 (3), 4 1 (1, left out), 0 4 (2), 8 4 (under a left-out node): 4 nodes.
    let html = page(&csv, &out, &["--depth", "2", "--min-games", "2"]);
    assert_eq!(html.matches("<details class=\"node\">").count(), 4);
    // --min-games 1: 3 first plies + 4 second plies.
    let html = page(&csv, &out, &["--depth", "2", "--min-games", "1"]);
    assert_eq!(html.matches("<details class=\"node\">").count(), 7);
    // --depth 1: the 3 first plies only.
    let html = page(&csv, &out, &["--depth", "1", "--min-games", "1"]);
    assert_eq!(html.matches("<details class=\"node\">").count(), 3);
    let html = page(&csv, &out, &["--depth", "2", "--min-games", "2"]);
    // The node 4 0 shows the position after both moves: X in the centre (cell 4), O in the
    // corner (cell 0), rows top to bottom as `collapse show` prints them.
    assert!(html.contains(">O..\n.X.\n...\n</pre>"), "{html}");
    // The node 4 shows X alone in the centre; the start position is empty.
    assert!(html.contains(">...\n.X.\n...\n</pre>"));
    assert!(html.contains(">...\n...\n...\n</pre>"));
    // Figures of the node 4 0: 3 games of the 4 after 4 (75.0%), 1-0 / draw / 0-1 one each,
    // White score (1 + 0.5) / 3 = 50.0%, mean length (7 + 8 + 9) / 3 = 8.0 plies.
    let at = html.find(">0</span><span class=\"num\">3</span>");
    let row = &html[at.expect("the row of 4 0")..];
    let row = &row[..row.find("</summary>").unwrap()];
    for fig in ["75.0%", "33.3%", "50.0% [", ">8.0<"] {
        assert!(row.contains(fig), "{fig} not in {row}");
    }
    assert_eq!(
        html.matches("<details").count(),
        html.matches("</details>").count()
    );
}

#[test]
fn a_sweep_adds_the_white_score_chart_and_names_every_combination() {
    let csv = write_csv("html-sweep", SWEEP);
    let out = tmp("html-sweep", "report.html");
    let html = page(&csv, &out, &["--min-games", "1"]);
    // Every game is self-play: no score per agent (self-play is colour balance, shown in
    // the self-play table, not a score against the field); one length histogram,
    // terminations, White score per combination.
    assert_eq!(html.matches("<svg").count(), 3, "{html}");
    assert!(html.contains(">Self-play</h2>") && !html.contains(">Standings</h2>"));
    assert!(html.contains(" id=\"sweep\">Sweep</h2>"));
    for combo in [
        "tictactoe mcts:iters=5",
        "tictactoe mcts:iters=9,note=&lt;&amp;&gt;",
    ] {
        assert!(html.contains(combo), "{combo} missing");
    }
    assert!(!html.contains("<&>"), "an unescaped combination name");
    assert_self_contained(&html);
}

#[test]
fn bad_input_exits_2_and_leaves_no_file() {
    // A result that is not 1-0, 0-1 or 1/2-1/2 on line 3.
    let csv = write_csv(
        "html-bad",
        "0,tictactoe,,a,b,1,1-0,checkmate,5,0 3 1 4 2,1,,,,\n\
         1,tictactoe,,b,a,2,2-0,checkmate,5,0 3 1 4 2,1,,,,\n",
    );
    let out = tmp("html-bad", "report.html");
    let o = collapse(&[
        "report",
        csv.to_str().unwrap(),
        "--html",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains(":3:"), "{}", text(&o.stderr));
    assert!(!out.exists());
    // A second file without the `result` column, next to a good one.
    let good = write_csv("html-bad2", TOURNAMENT);
    let headless = tmp("html-bad2", "no-result.csv");
    std::fs::write(&headless, "game_id,variant\n0,tictactoe\n").unwrap();
    let out = tmp("html-bad2", "report.html");
    let o = collapse(&[
        "report",
        good.to_str().unwrap(),
        headless.to_str().unwrap(),
        "--html",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("missing column"),
        "{}",
        text(&o.stderr)
    );
    assert!(!out.exists());
    // --depth 0 is refused before anything is written.
    let o = collapse(&[
        "report",
        good.to_str().unwrap(),
        "--html",
        out.to_str().unwrap(),
        "--depth",
        "0",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--depth"), "{}", text(&o.stderr));
    assert!(!out.exists());
    // A directory that does not exist: exit 2, nothing written.
    let nowhere = out.parent().unwrap().join("no-such-dir").join("r.html");
    let o = collapse(&[
        "report",
        good.to_str().unwrap(),
        "--html",
        nowhere.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!nowhere.exists());
}

/// The same CSV gives the same page, byte for byte: charts draw their elements in a fixed
/// order (game lengths 5 to 9 plies here, five histogram bins, which plotters' own
/// `Histogram` emitted in hash-map order, different from run to run).
#[test]
fn the_page_is_the_same_every_time() {
    let csv = write_csv("html-same", TOURNAMENT);
    let first = page(&csv, &tmp("html-same", "a.html"), &[]);
    for run in 0..4 {
        let again = page(&csv, &tmp("html-same", &format!("b{run}.html")), &[]);
        assert!(first == again, "run {run} differs");
    }
}
