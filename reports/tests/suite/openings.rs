//! Opening statistics from a hand-written CSV with counts worked out by hand.

use std::path::Path;

use reports::{
    load_reader, opening_tree, render_openings_csv, render_openings_text, wilson_interval,
};

/// Six chess games. First moves: e2-e4 in games 0-3 (4 games), d2-d4 in 4-5 (2 games).
/// After e2-e4: e7-e5 in 0, 1, 2 (3 games), c7-c5 in 3. After d2-d4: d7-d5 in 4 and 5.
/// Results: 0 1-0, 1 1/2-1/2, 2 0-1, 3 1-0, 4 0-1, 5 0-1. Lengths: 40, 60, 80, 20, 30, 50.
const GAMES: &str = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms
0,chess,move_cap=300,A,B,1,1-0,checkmate,40,e2-e4 e7-e5 g1-f3,1
1,chess,move_cap=300,B,A,2,1/2-1/2,repetition,60,e2-e4 e7-e5 f1-c4,1
2,chess,move_cap=300,A,B,3,0-1,checkmate,80,e2-e4 e7-e5 g1-f3,1
3,chess,move_cap=300,B,A,4,1-0,checkmate,20,e2-e4 c7-c5,1
4,chess,move_cap=300,A,B,5,0-1,checkmate,30,d2-d4 d7-d5,1
5,chess,move_cap=300,B,A,6,0-1,checkmate,50,d2-d4 d7-d5 c2-c4,1
";

fn rows(text: &str) -> Vec<reports::GameRow> {
    load_reader(Path::new("games.csv"), text.as_bytes()).unwrap()
}

#[test]
fn counts_shares_results_and_lengths_by_hand() {
    let t = opening_tree(&rows(GAMES), 2, 1).unwrap();
    let lines: Vec<String> = t.iter().map(|n| n.line.join(" ")).collect();
    // Pre-order, children by games: e2-e4 (4) before d2-d4 (2); e7-e5 (3) before c7-c5 (1).
    assert_eq!(
        lines,
        [
            "e2-e4",
            "e2-e4 e7-e5",
            "e2-e4 c7-c5",
            "d2-d4",
            "d2-d4 d7-d5"
        ]
    );
    let e4 = &t[0];
    assert_eq!((e4.games, e4.parent_games), (4, 6));
    assert_eq!((e4.white_wins, e4.draws, e4.black_wins), (2, 1, 1));
    assert!((e4.white_score() - 2.5 / 4.0).abs() < 1e-12);
    assert!((e4.mean_plies() - 50.0).abs() < 1e-12); // (40+60+80+20)/4
    let e5 = &t[1];
    assert_eq!((e5.games, e5.parent_games), (3, 4));
    assert!((e5.share() - 0.75).abs() < 1e-12);
    assert_eq!((e5.white_wins, e5.draws, e5.black_wins), (1, 1, 1));
    let d4 = &t[3];
    assert_eq!((d4.white_wins, d4.draws, d4.black_wins), (0, 0, 2));
    assert_eq!(d4.white_score(), 0.0);
    // Depth 3 adds the third plies: g1-f3 (2 games) and f1-c4 under e7-e5, c2-c4 under d7-d5.
    let t3 = opening_tree(&rows(GAMES), 3, 1).unwrap();
    assert_eq!(t3.len(), 8);
    assert_eq!(t3[2].line.join(" "), "e2-e4 e7-e5 g1-f3");
    assert_eq!(t3[2].games, 2);
}

#[test]
fn min_games_prunes_lines_and_their_subtrees() {
    let t = opening_tree(&rows(GAMES), 3, 2).unwrap();
    let lines: Vec<String> = t.iter().map(|n| n.line.join(" ")).collect();
    assert_eq!(
        lines,
        [
            "e2-e4",
            "e2-e4 e7-e5",
            "e2-e4 e7-e5 g1-f3",
            "d2-d4",
            "d2-d4 d7-d5"
        ]
    );
}

#[test]
fn wilson_interval_matches_values_worked_by_hand() {
    // p = 0.5, n = 10, z = 1.959964: z² = 3.841459; centre = 0.5 + 0.192073 = 0.692073;
    // margin = z sqrt(0.025 + 0.009604) = 1.959964 * 0.186022 = 0.364596; d = 1.384146.
    // low = 0.327477 / 1.384146 = 0.236592, high = 1.056669 / 1.384146 = 0.763408.
    let (lo, hi) = wilson_interval(0.5, 10);
    assert!((lo - 0.236592).abs() < 1e-5, "{lo}");
    assert!((hi - 0.763408).abs() < 1e-5, "{hi}");
    // p = 1, n = 4: centre = 1 + 0.480182 = 1.480182; margin = z sqrt(0.060023) = 0.480182;
    // d = 1.960365: low = 1/1.960365 = 0.510109, high = 1.
    let (lo, hi) = wilson_interval(1.0, 4);
    assert!((lo - 0.510109).abs() < 1e-5, "{lo}");
    assert!((hi - 1.0).abs() < 1e-9);
    assert_eq!(wilson_interval(0.3, 0), (0.0, 1.0));
}

#[test]
fn mixed_variants_are_refused_with_the_file_and_line() {
    let mut text = GAMES.to_string();
    text.push_str("6,chess,move_cap=100,A,B,7,1-0,checkmate,10,e2-e4,1\n");
    let e = opening_tree(&rows(&text), 2, 1).unwrap_err().0;
    assert!(e.contains("mix variants or parameter sets"), "{e}");
    assert!(e.contains("line 8") && e.contains("move_cap=100"), "{e}");
    assert!(opening_tree(&[], 2, 1).is_err());
    assert!(opening_tree(&rows(GAMES), 0, 1).is_err());
}

#[test]
fn text_and_csv_renderings() {
    let t = opening_tree(&rows(GAMES), 2, 1).unwrap();
    let text = render_openings_text(&t);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2 + t.len());
    // Every row is as wide as the header (aligned columns); second plies are indented.
    assert!(lines
        .iter()
        .all(|l| l.chars().count() == lines[0].chars().count()));
    assert!(lines[3].starts_with("  e7-e5"));
    assert!(text.contains("62.5%"), "e2-e4: White scores 2.5/4\n{text}");
    let csv = render_openings_csv(&t);
    let mut r = csv::Reader::from_reader(csv.as_bytes());
    assert_eq!(r.headers().unwrap().len(), 12);
    let recs: Vec<csv::StringRecord> = r.records().map(Result::unwrap).collect();
    assert_eq!(recs.len(), t.len());
    assert_eq!(&recs[1][1], "e2-e4 e7-e5");
    assert_eq!(&recs[1][3], "3");
    assert_eq!(&recs[1][4], "0.7500");
}
