//! `collapse report` end to end (issue 24, parts 2 and 4): rows no game could produce stop the
//! report with exit 2 naming file and line (or are skipped and counted with
//! `--skip-invalid`), each game counts once whatever files repeat it, variants and parameter
//! sets get their own sections unless `--pool`, no infinity is printed, and the SPRT stop
//! message and the report give the same LLR for the same games.

use crate::common;

use std::path::{Path, PathBuf};

use crate::common::{collapse, text};

fn tmp(name: &str) -> PathBuf {
    common::tmp("report-cli", name)
}

const HEADER: &str = "game_id,variant,params,white,black,seed,result,termination,plies,moves,\
                      duration_ms,pair_id,opening,white_name,black_name";

/// Tic-tac-toe games that replay: `0 3 1 4 2` X wins after 5 plies, `0 3 1 4 8 5` O wins
/// after 6, `4 0 8 2 1 7 6 3 5` a full board.
const GOOD: &str = "\
0,tictactoe,,A,B,1,1-0,checkmate,5,0 3 1 4 2,1,0,,,
1,tictactoe,,B,A,2,0-1,checkmate,6,0 3 1 4 8 5,1,0,,,
2,tictactoe,,A,B,3,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,1,,,
3,tictactoe,,B,A,4,1-0,checkmate,5,0 3 1 4 2,1,1,,,
";

fn write(name: &str, body: &str) -> PathBuf {
    let p = tmp(name);
    std::fs::write(&p, format!("{HEADER}\n{body}")).unwrap();
    p
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn rows_no_game_could_produce_stop_the_report_unless_skipped() {
    let bad = write(
        "bad.csv",
        &format!(
            "{GOOD}\
4,tictactoe,,A,B,5,1-0,checkmate,5,0 3 1 3 2,1,2,,,
5,nosuchgame,,A,B,6,1-0,checkmate,5,0 3 1 4 2,1,2,,,
6,tictactoe,,A,B,7,0-1,checkmate,5,0 3 1 4 2,1,3,,,
7,tictactoe,,A,B,8,1-0,resigned,5,0 3 1 4 2,1,3,,,
8,tictactoe,,B,A,9,1-0,forfeit,3,0 3 1,1,4,,,
"
        ),
    );
    let o = collapse(&["report", s(&bad)]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stdout));
    let err = text(&o.stderr);
    for needle in [
        "4 row(s) that no game could produce",
        "bad.csv:6: game 4: the moves do not replay: move 4 '3' is not legal here",
        "bad.csv:7: game 5: unknown variant or parameters: unknown variant 'nosuchgame'",
        "bad.csv:8: game 6: the row says 0-1 checkmate, but the moves end in 1-0 checkmate",
        "bad.csv:9: game 7: unknown termination 'resigned'",
        "--skip-invalid",
    ] {
        assert!(err.contains(needle), "{needle}\n{err}");
    }
    assert!(
        !err.contains("bad.csv:10"),
        "a forfeit of the side to move is valid\n{err}"
    );
    assert!(o.stdout.is_empty());
    // The page is not written either.
    let page = tmp("bad.html");
    let o = collapse(&["report", s(&bad), "--html", s(&page)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!page.exists());

    let o = collapse(&["report", s(&bad), "--skip-invalid"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.starts_with("5 game(s), 2 agent(s), 1 variant(s)\n"),
        "{out}"
    );
    assert!(
        out.contains("skipped 4 invalid row(s) that no game could produce (--skip-invalid"),
        "{out}"
    );
    assert!(text(&o.stderr).contains("bad.csv:6: game 4"));
}

#[test]
fn each_game_counts_once_whatever_files_repeat_it() {
    let a = write("a.csv", GOOD);
    let copy = write("copy.csv", GOOD);
    let once = collapse(&["report", s(&a)]);
    assert!(once.status.success(), "{}", text(&once.stderr));
    let twice = collapse(&["report", s(&a), s(&a), s(&copy)]);
    assert!(twice.status.success(), "{}", text(&twice.stderr));
    let (once, out) = (text(&once.stdout), text(&twice.stdout));
    assert!(out.starts_with("4 game(s), 2 agent(s)"), "{out}");
    assert!(
        out.contains("8 repeated row(s) of 4 game(s) counted once"),
        "{out}"
    );
    // The same standings as the file alone.
    let standings = |t: &str| t.split("Standings\n").nth(1).unwrap().to_string();
    assert_eq!(standings(&once)[..400], standings(&out)[..400]);
    let err = text(&twice.stderr);
    assert!(err.contains("a.csv is given more than once"), "{err}");
    assert!(err.contains("copy.csv repeats 4 game(s) of"), "{err}");
}

#[test]
fn variants_and_parameter_sets_are_reported_apart_unless_pooled() {
    let run = |name: &str, extra: &[&str]| {
        let out = tmp(name);
        let mut args = vec![
            "tournament",
            "--agent",
            "random",
            "--agent",
            "greedy",
            "--games",
            "2",
            "--seed",
            "3",
            "--out",
            s(&out),
            "--quiet",
            "--no-report",
        ];
        args.extend_from_slice(extra);
        let o = collapse(&args);
        assert!(o.status.success(), "{}", text(&o.stderr));
        out
    };
    let ttt = run("ttt.csv", &["--variant", "tictactoe"]);
    let c10 = run("c10.csv", &["--variant", "chess", "-p", "move_cap=10"]);
    let c12 = run("c12.csv", &["--variant", "chess", "-p", "move_cap=12"]);
    let o = collapse(&["report", s(&ttt), s(&c10), s(&c12)]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for heading in [
        "\n== chess - move_cap=10: 2 game(s) ==\n   parameters: move_cap=10\n",
        "\n== chess - move_cap=12: 2 game(s) ==\n   parameters: move_cap=12\n",
        "\n== tictactoe: 2 game(s) ==\n",
    ] {
        assert!(out.contains(heading), "{heading}\n{out}");
    }
    assert_eq!(out.matches("\nStandings\n").count(), 3, "{out}");
    assert!(!out.contains("POOLED"), "{out}");
    let o = collapse(&["report", s(&ttt), s(&c10), s(&c12), "--pool"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.contains("== POOLED (--pool): 6 game(s) of 3 variant and parameter sets =="),
        "{out}"
    );
    assert_eq!(out.matches("\nStandings\n").count(), 1, "{out}");
}

#[test]
fn a_perfect_score_prints_no_infinity() {
    // A wins all four games, as White and as Black, in two pairs.
    let csv = write(
        "perfect.csv",
        "\
0,tictactoe,,A,B,1,1-0,checkmate,5,0 3 1 4 2,1,0,,,
1,tictactoe,,B,A,2,0-1,checkmate,6,0 3 1 4 8 5,1,0,,,
2,tictactoe,,A,B,3,1-0,checkmate,5,0 3 1 4 2,1,1,,,
3,tictactoe,,B,A,4,0-1,checkmate,6,0 3 1 4 8 5,1,1,,,
",
    );
    let page = tmp("perfect.html");
    let o = collapse(&["report", s(&csv), "--html", s(&page)]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(!out.to_lowercase().contains("inf"), "{out}");
    assert!(
        out.contains("n/a (100%)") && out.contains("n/a (0%)"),
        "{out}"
    );
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(!html.contains("inf"), "an infinity in the page");
}

/// The LLR in `text` after `marker` (e.g. `LLR 2.95`), as printed.
fn llr_after<'a>(text: &'a str, marker: &str) -> &'a str {
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} not in {text}"));
    let rest = &text[at..];
    let llr = &rest[rest.find("LLR ").unwrap() + 4..];
    &llr[..llr.find(' ').unwrap()]
}

#[test]
fn the_sprt_stop_message_and_the_report_give_the_same_llr() {
    // Games of the W/D/L model: every game in flight when the bound is crossed changes the
    // LLR, so a message computed at the crossing would differ from the report's.
    for model in ["bayeselo", "normalized"] {
        let out = tmp(&format!("sprt-{model}.csv"));
        let sprt = format!("elo0=0,elo1=10,alpha=0.05,beta=0.05,model={model}");
        let o = collapse(&[
            "tournament",
            "--variant",
            "tictactoe",
            "--agent",
            "alphabeta:depth=4",
            "--agent",
            "random",
            "--games",
            "2000",
            "--threads",
            "2",
            "--sprt",
            &sprt,
            "--out",
            s(&out),
            "--quiet",
        ]);
        assert!(o.status.success(), "{}", text(&o.stderr));
        let err = text(&o.stderr);
        let stop = llr_after(&err, "SPRT stopped the tournament after");
        let games = csv::Reader::from_path(&out).unwrap().records().count();
        assert!(
            err.contains(&format!("after {games} of 2000 scheduled games")),
            "{err}"
        );
        let report = text(&o.stdout);
        assert_eq!(
            stop,
            llr_after(&report, "\nSPRT alphabeta vs random"),
            "{model}"
        );
        let again = collapse(&["report", s(&out), "--sprt", &sprt]);
        assert!(again.status.success(), "{}", text(&again.stderr));
        let again = text(&again.stdout);
        assert!(again.contains(&format!("model={model}")), "{again}");
        assert_eq!(
            stop,
            llr_after(&again, "\nSPRT alphabeta vs random"),
            "{model}"
        );
    }
}

/// Figures never wrap, nor do short words: a Standings table whose figures are too wide for
/// the 100 columns (400 games, so three-digit counts and Elo) keeps each Elo interval
/// (`[+190, +285]`) and W/D/L on one line, and the agent names whole (`agent1`, not `agent` /
/// `1`), one column over the 100: the figures and borders take 95 columns, the names 6.
#[test]
fn wide_figures_and_short_names_stay_whole() {
    let (a, b) = ("agent1", "agent2");
    let mut body = String::new();
    for k in 0..400 {
        let (w, bl) = if k % 2 == 0 { (a, b) } else { (b, a) };
        // Agent 1 wins 8 games in 10, draws one and loses one.
        let a_white = w == a;
        let (moves, result, term, plies) = match (k / 2) % 5 {
            0..=3 if a_white => ("0 3 1 4 2", "1-0", "checkmate", 5),
            0..=3 => ("0 3 1 4 8 5", "0-1", "checkmate", 6),
            4 if k % 4 < 2 => ("4 0 8 2 1 7 6 3 5", "1/2-1/2", "stalemate", 9),
            _ if a_white => ("0 3 1 4 8 5", "0-1", "checkmate", 6),
            _ => ("0 3 1 4 2", "1-0", "checkmate", 5),
        };
        body.push_str(&format!(
            "{k},tictactoe,,{w},{bl},{k},{result},{term},{plies},{moves},1,{},,{w},{bl}\n",
            k / 2
        ));
    }
    let o = collapse(&["report", s(&write("wide-figures.csv", &body))]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let standings = out
        .split("Standings\n")
        .nth(1)
        .unwrap()
        .split("\n\n")
        .next()
        .unwrap();
    assert!(
        standings.lines().all(|l| l.chars().count() == 101),
        "{standings}"
    );
    let rows: Vec<&str> = standings
        .lines()
        .filter(|l| l.starts_with("| 1 ") || l.starts_with("| 2 "))
        .collect();
    assert_eq!(rows.len(), 2, "{standings}");
    assert!(
        rows[0].starts_with("| 1 | agent1 |") && rows[1].starts_with("| 2 | agent2 |"),
        "{standings}"
    );
    for row in rows {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let interval = cells.iter().find(|c| c.starts_with('['));
        assert!(
            interval.is_some_and(|c| c.ends_with(']') && c.len() >= 12),
            "the interval is split: {row}\n{standings}"
        );
        assert!(
            cells
                .iter()
                .any(|c| c.split('/').count() == 3 && c.len() >= 9),
            "W/D/L is split: {row}\n{standings}"
        );
    }
}
