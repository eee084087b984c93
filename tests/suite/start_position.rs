//! `--position` for `play`, `tournament` and `sweep`: games start from a position text, the
//! CSV `start` column records it, a report replays from it, and resume holds a file to it.

use crate::common::{collapse, text, tmp};

/// `collapse tournament -v chess --agent random --agent greedy --games 2 --quiet --out OUT`
/// with `extra` arguments; asserts that it succeeds.
fn chess_match(out: &std::path::Path, extra: &[&str]) {
    let mut args = vec![
        "tournament",
        "-v",
        "chess",
        "--agent",
        "random",
        "--agent",
        "greedy",
    ];
    args.extend(["--games", "2", "--quiet", "--out", out.to_str().unwrap()]);
    args.extend(extra);
    let o = collapse(&args);
    assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
}

/// King and pawn against king: White to move; the pawn stands on e2.
const KPK: &str = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

#[test]
fn a_tournament_from_a_position_records_it_and_its_report_replays_from_it() {
    let out = tmp("start", "kpk.csv");
    chess_match(&out, &["--position", KPK]);
    let rows = tournament::read_rows(&out).unwrap();
    assert_eq!(rows.len(), 2);
    for r in &rows {
        assert_eq!(r.start, KPK);
        // The first move is one only this position allows (a king or the e-pawn moving).
        let first = r.moves.split(' ').next().unwrap();
        assert!(
            first.starts_with("e1") || first.starts_with("e2"),
            "{first}"
        );
    }
    let o = collapse(&["report", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));

    // The same moves from the variant's start are not a game: the report refuses the row.
    let csv = std::fs::read_to_string(&out).unwrap();
    let bad = tmp("start", "no-start.csv");
    std::fs::write(&bad, csv.replace(&format!(",{KPK}"), ",")).unwrap();
    let o = collapse(&["report", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stdout));
    assert!(
        text(&o.stderr).contains("do not replay"),
        "{}",
        text(&o.stderr)
    );

    // Pooled with games from the variant's start, the report says so.
    let plain = tmp("start", "plain.csv");
    chess_match(&plain, &["-p", "move_cap=20"]);
    let o = collapse(&["report", out.to_str().unwrap(), plain.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        !text(&o.stderr).contains("pools games"),
        "different params: separate sections"
    );
    let plain300 = tmp("start", "plain300.csv");
    chess_match(&plain300, &["--seed", "9"]);
    let o = collapse(&["report", out.to_str().unwrap(), plain300.to_str().unwrap()]);
    assert!(
        text(&o.stderr).contains("pools games from 2 start positions"),
        "{}",
        text(&o.stderr)
    );

    // Resuming from another position (or from none) is refused, naming both.
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--agent",
        "random",
        "--agent",
        "greedy",
        "--games",
        "2",
        "--quiet",
        "--resume",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("give the same --position"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn bad_positions_are_refused_before_any_game() {
    let out = tmp("start", "bad.csv");
    let o = collapse(&[
        "tournament",
        "-v",
        "chess",
        "--position",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "--agent",
        "random",
        "--agent",
        "random",
        "--games",
        "2",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("--position"),
        "{}",
        text(&o.stderr)
    );
    assert!(!out.exists(), "no file is left behind");
    // Checkmate on the board: no game to play.
    let mate = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let o = collapse(&[
        "play",
        "-v",
        "chess",
        "--position",
        mate,
        "--white",
        "random",
        "--black",
        "random",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("already over"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn play_and_sweep_start_from_the_position() {
    let o = collapse(&[
        "play",
        "-v",
        "chess",
        "--position",
        KPK,
        "--moves",
        "e2-e4",
        "--white",
        "random",
        "--black",
        "random",
        "--seed",
        "3",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let s = text(&o.stdout);
    // After e2-e4 the agents start at ply 2 with Black's king, the only Black piece.
    let first = s.lines().nth(1).unwrap_or_default();
    assert!(first.trim_start().starts_with("2. Black e8-"), "{s}");

    let out = tmp("start", "sweep.csv");
    let o = collapse(&[
        "sweep",
        "-v",
        "chess",
        "-p",
        "move_cap=10,20",
        "--position",
        KPK,
        "--agent",
        "random",
        "--games",
        "1",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let rows = tournament::read_rows(&out).unwrap();
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r.start == KPK));
}

#[test]
fn explore_lists_the_lines_of_the_position_and_records_it() {
    let out = tmp("start", "explore.csv");
    let o = collapse(&[
        "explore",
        "-v",
        "chess",
        "--position",
        KPK,
        "--depth",
        "1",
        "--agent",
        "random",
        "--games",
        "12",
        "--goal",
        "width=0.9",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let rows = tournament::read_rows(&out).unwrap();
    assert!(!rows.is_empty());
    // King e1 has 4 moves (d1 d2 f1 f2) and the pawn 2 (e3 e4): 6 lines, all from KPK.
    let mut lines: Vec<&str> = rows.iter().map(|r| r.opening.as_str()).collect();
    lines.sort();
    lines.dedup();
    assert_eq!(lines.len(), 6, "{lines:?}");
    assert!(rows.iter().all(|r| r.start == KPK));
    let o = collapse(&["report", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}
