//! `collapse values`: piece values from self-play or from CSVs (the fit itself is checked on
//! a planted model in reports::values).

mod common;
use common::{collapse, text, tmp};

#[test]
fn values_plays_games_fits_and_prints_each_piece_with_an_interval() {
    let out = tmp("values", "chess.csv");
    let o = collapse(&[
        "values",
        "-v",
        "chess",
        "--games",
        "40",
        "--agent",
        "greedy",
        "--resamples",
        "20",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let s = text(&o.stdout);
    assert!(s.contains("Piece values of chess"), "{s}");
    // The pawn is the unit; every other piece has a row; kings (always one each) do not.
    let row = |p: &str| s.lines().find(|l| l.split_whitespace().next() == Some(p));
    assert!(row("p").unwrap().contains(" 1.00 "), "{s}");
    for p in ["n", "b", "r", "q"] {
        assert!(row(p).is_some(), "no row for {p}: {s}");
    }
    assert!(row("k").is_none(), "{s}");
    assert!(s.contains("held-out log-loss"), "{s}");
    // The same games again, from the CSV: the same table.
    let o2 = collapse(&[
        "values",
        "-v",
        "chess",
        "--from",
        out.to_str().unwrap(),
        "--resamples",
        "20",
    ]);
    assert!(o2.status.success(), "{}", text(&o2.stderr));
    assert_eq!(text(&o2.stdout), s);
    // Another parameter set has no games there.
    let o3 = collapse(&[
        "values",
        "-v",
        "chess",
        "-p",
        "move_cap=9",
        "--from",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o3.status.code(), Some(2));
    assert!(
        text(&o3.stderr).contains("give at least 2"),
        "{}",
        text(&o3.stderr)
    );
}

#[test]
fn reserve_and_hand_pieces_are_their_own_features() {
    let out = tmp("values", "inter.csv");
    let o = collapse(&[
        "values",
        "-v",
        "interdependent",
        "--games",
        "20",
        "--agent",
        "greedy",
        "--resamples",
        "5",
        "-p",
        "move_cap=80",
        "--min-ply",
        "0",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let s = text(&o.stdout);
    assert!(
        s.contains("no pawn feature here") || s.contains("@hand"),
        "{s}"
    );
}

/// `--values-out` writes the values CSV (issue 28), and `collapse report --values FILE`
/// shows it: a table per variant with every piece's row, in the text report and in the HTML
/// page with a bar chart of the values and their whiskers. A file that is not a values CSV
/// is refused naming the expected header.
#[test]
fn values_out_feeds_the_report_values_section() {
    let games = tmp("values", "report-games.csv");
    let values = tmp("values", "report-values.csv");
    let html = tmp("values", "report.html");
    let o = collapse(&[
        "values",
        "-v",
        "chess",
        "--games",
        "20",
        "--agent",
        "greedy",
        "--resamples",
        "10",
        "--out",
        games.to_str().unwrap(),
        "--values-out",
        values.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let csv = std::fs::read_to_string(&values).unwrap();
    assert!(
        csv.starts_with("variant,params,piece,value,lo,hi,games,method\n"),
        "{csv}"
    );
    let pieces: Vec<String> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(2).unwrap().to_string())
        .collect();
    for p in ["p", "n", "b", "r", "q"] {
        assert!(pieces.iter().any(|x| x == p), "no {p} in {csv}");
    }
    let r = collapse(&[
        "report",
        games.to_str().unwrap(),
        "--values",
        values.to_str().unwrap(),
        "--html",
        html.to_str().unwrap(),
    ]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    let s = text(&r.stdout);
    assert!(s.contains("Piece values: chess move_cap=300"), "{s}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("<h2>Piece values</h2>"));
    for p in &pieces {
        assert!(
            s.lines().any(|l| l.starts_with(&format!("| {p} "))),
            "no text row for {p}: {s}"
        );
        assert!(
            page.contains(&format!("<tr><td>{p}</td>")),
            "no HTML row for {p}"
        );
        assert!(
            page.contains(&format!("text-anchor=\"end\">{p}</text>")),
            "no bar for {p}"
        );
    }
    // The games CSV is not a values file.
    let bad = collapse(&[
        "report",
        games.to_str().unwrap(),
        "--values",
        games.to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("variant,params,piece,value,lo,hi,games,method"));
}
