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
