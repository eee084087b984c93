//! Answers a user can trust (issue 24, parts 2 and 4): each game counted once, different
//! games never pooled unasked, rows no game could produce named, self-play as balance only,
//! no infinity printed, every interval naming its method, ratings per linked group.

use mcts::Rules;
use std::path::Path;

use mcts::play_move_list;
use mcts::testgames::TicTacToe;
use reports::{
    check_rows, load_reader, render_csv, render_html, render_sections, render_text, GameRow,
    HtmlOptions, ReplayError, Replayed, Report, Wdl,
};

const HEADER: &str = "game_id,variant,params,white,black,seed,result,termination,plies,moves,\
                      duration_ms,pair_id,opening,white_name,black_name";

/// Replays tic-tac-toe (the only variant this test knows, without parameters) as the
/// `collapse` binary replays every variant through the registry.
fn replay(variant: &str, params: &str, start: &str, moves: &str) -> Result<Replayed, ReplayError> {
    if variant != "tictactoe" || !params.is_empty() || !start.is_empty() {
        return Err(ReplayError::UnknownVariant(format!(
            "unknown variant '{variant}' [{params}]"
        )));
    }
    let mut g = TicTacToe::default();
    play_move_list(&mut g, moves).map_err(ReplayError::IllegalMove)?;
    Ok(Replayed {
        outcome: g.outcome(),
        to_move: g.to_move(),
    })
}

fn rows(file: &str, body: &str) -> Vec<GameRow> {
    load_reader(Path::new(file), format!("{HEADER}\n{body}").as_bytes()).unwrap()
}

/// Tic-tac-toe games that replay: A against B; A wins games 0 and 1, game 2 is drawn, B wins
/// game 3 (A scores 2.5 of 4).
/// `0 3 1 4 2`: X wins on the top row after 5 plies; `0 3 1 4 8 5`: O wins on the middle row
/// after 6; `4 0 8 2 1 7 6 3 5`: a full board, no line.
const GOOD: &str = "\
0,tictactoe,,A,B,1,1-0,checkmate,5,0 3 1 4 2,1,0,,,
1,tictactoe,,B,A,2,0-1,checkmate,6,0 3 1 4 8 5,1,0,,,
2,tictactoe,,A,B,3,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,1,,,
3,tictactoe,,B,A,4,1-0,checkmate,5,0 3 1 4 2,1,1,,,
";

#[test]
fn identical_games_are_counted_once_and_the_files_are_named() {
    // One file given three times, and a copy under another name.
    let mut all = rows("a.csv", GOOD);
    all.extend(rows("a.csv", GOOD));
    all.extend(rows("a.csv", GOOD));
    all.extend(rows("copy.csv", GOOD));
    let checked = check_rows(all, &replay);
    assert!(checked.invalid.is_empty(), "{:?}", checked.invalid);
    assert_eq!(checked.rows.len(), 4, "each game once");
    assert_eq!(checked.duplicates.len(), 4);
    assert!(checked.duplicates.iter().all(|d| d.copies.len() == 3));
    let warnings = checked.duplicate_warnings();
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(
        warnings[0].contains("a.csv is given more than once") && warnings[0].contains("4 game(s)"),
        "{warnings:?}"
    );
    assert!(
        warnings[1].contains("copy.csv repeats 4 game(s) of a.csv"),
        "{warnings:?}"
    );
    // The standings count each game once: A played 4 games, not 12.
    let r = Report::from_rows(&checked.rows);
    assert_eq!(r.standings[0].games(), 4);
    // Two games that differ in their moves are two games, even with the same id and seed in
    // two files (two runs of a time-limited tournament).
    let mut two = rows("a.csv", &GOOD[..GOOD.find('\n').unwrap() + 1]);
    two.extend(rows(
        "b.csv",
        "0,tictactoe,,A,B,1,1-0,checkmate,5,0 4 1 3 2,1,0,,,\n",
    ));
    let checked = check_rows(two, &replay);
    assert_eq!((checked.rows.len(), checked.duplicates.len()), (2, 0));
}

#[test]
fn rows_no_game_could_produce_are_named_by_file_and_line() {
    let body = format!(
        "{GOOD}\
4,tictactoe,,A,B,5,1-0,checkmate,5,0 3 1 3 2,1,2,,,
5,chess,,A,B,6,1-0,checkmate,5,0 3 1 4 2,1,2,,,
6,tictactoe,,A,B,7,1-0,king-lost,5,0 3 1 4 2,1,3,,,
7,tictactoe,,A,B,8,0-1,checkmate,5,0 3 1 4 2,1,3,,,
8,tictactoe,,A,B,9,1-0,checkmate,4,0 3 1 4,1,4,,,
9,tictactoe,,A,B,10,1-0,checkmate,6,0 3 1 4 2,1,4,,,
10,tictactoe,,A,B,11,1-0,forfeit,5,0 3 1 4 2,1,5,,,
11,tictactoe,,A,B,12,1-0,forfeit,3,0 3 1,1,5,,,
12,tictactoe,,A,B,13,0-1,forfeit,3,0 3 1,1,6,,,
13,tictactoe,,A,B,14,1-0,checkmate,5,0 3 1 4 2,1,6,,,
13,tictactoe,,A,B,14,1-0,checkmate,5,0 3 1 4 2,1,6,,,
0,tictactoe,,A,B,1,0-1,checkmate,5,0 3 1 4 2,1,0,,,
3,tictactoe,,B,A,4,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,1,,,
14,tictactoe,,A,B,15,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,7,8 2,,
"
    );
    let checked = check_rows(rows("t.csv", &body), &replay);
    let by_line = |line: u64| {
        checked
            .invalid
            .iter()
            .find(|r| r.line == line)
            .unwrap_or_else(|| panic!("line {line} not refused: {:?}", checked.invalid))
            .to_string()
    };
    // Line 2 is game 0 (header on line 1); the good games 1-3 are lines 3-5, game 4 line 6.
    for (line, needle) in [
        (6, "the moves do not replay: move 4 '3'"),
        (7, "unknown variant or parameters: unknown variant 'chess'"),
        (8, "unknown termination 'king-lost'"),
        (
            9,
            "the row says 0-1 checkmate, but the moves end in 1-0 checkmate",
        ),
        (
            10,
            "the row says 1-0 checkmate, but the game is still going",
        ),
        (11, "plies is 6 but the moves column holds 5 move(s)"),
        (12, "the moves already end the game (1-0 checkmate)"),
        (
            14,
            "so white forfeited, but after these moves black is to move",
        ),
        // Game 0 appears again with another result: both rows are refused.
        (2, "the same game as t.csv:17 with a different record"),
        (
            17,
            "the same game (variant, parameters, seed, id, agents and moves) as t.csv:2",
        ),
        // Game 3 appears again in the same file with other moves.
        (5, "game id 3 is also on line 18 of this file"),
        (18, "game id 3 is also on line 5 of this file"),
        (19, "the moves do not begin with the pair's opening '8 2'"),
    ] {
        let msg = by_line(line);
        assert!(
            msg.starts_with(&format!("t.csv:{line}: game ")) && msg.contains(needle),
            "line {line}: {msg}"
        );
    }
    assert_eq!(checked.invalid.len(), 13, "{:#?}", checked.invalid);
    // Left: games 1 and 2, the forfeit of Black to move (game 11), and game 13 once.
    let ids: Vec<u64> = checked.rows.iter().map(|r| r.game_id).collect();
    assert_eq!(ids, [1, 2, 11, 13]);
    assert_eq!(checked.duplicates.len(), 1);
}

#[test]
fn a_resignation_is_a_loss_of_either_side_in_a_game_still_going() {
    // After `0 3 1` O is to move: X (game 20) or O (game 21) may resign; a resigned game
    // that the moves already end (22) or a drawn resignation (23) is refused.
    let body = "\
20,tictactoe,,A,B,20,0-1,resignation,3,0 3 1,1,0,,,
21,tictactoe,,A,B,21,1-0,resignation,3,0 3 1,1,0,,,
22,tictactoe,,A,B,22,0-1,resignation,5,0 3 1 4 2,1,0,,,
23,tictactoe,,A,B,23,1/2-1/2,resignation,3,0 3 1,1,0,,,
";
    let checked = check_rows(rows("r.csv", body), &replay);
    let ids: Vec<u64> = checked.rows.iter().map(|r| r.game_id).collect();
    assert_eq!(ids, [20, 21], "{:#?}", checked.invalid);
    let why: Vec<String> = checked.invalid.iter().map(|r| r.to_string()).collect();
    assert!(
        why[0].contains("the moves already end the game (1-0 checkmate)"),
        "{why:?}"
    );
    assert!(why[1].contains("a resignation is a loss"), "{why:?}");
}

#[test]
fn different_variants_and_parameter_sets_get_their_own_sections() {
    let mut all = rows("t.csv", GOOD);
    // Another parameter set with A far stronger: pooled, it would lift A's tic-tac-toe Elo.
    let other: String = (0..6)
        .map(|k| format!("{k},v,size=4,A,B,{k},1-0,move-cap,1,x,1,,,,\n"))
        .collect();
    all.extend(rows("v.csv", &other));
    let sections = Report::by_group(&all);
    assert_eq!(sections.len(), 2);
    assert_eq!(
        sections[0].scope,
        [("tictactoe".to_string(), String::new())]
    );
    assert_eq!(sections[1].scope, [("v".to_string(), "size=4".to_string())]);
    // Per section: A scored 2.5 of 4 at tic-tac-toe and 6 of 6 in v.
    assert_eq!(sections[0].standings[0].total.points(), 2.5);
    assert_eq!(sections[1].standings[0].total.wins, 6);
    let text = render_sections(&sections, &[]);
    assert!(text.contains("\n== tictactoe: 4 game(s) ==\n"), "{text}");
    assert!(
        text.contains("\n== v: 6 game(s) ==\n   parameters: size=4\n"),
        "{text}"
    );
    assert!(!text.contains("POOLED"), "{text}");
    // Pooling is asked for explicitly and stated.
    let pooled = Report::from_rows(&all);
    assert!(pooled.is_pooled());
    assert_eq!(pooled.standings[0].games(), 10);
    let text = render_text(&pooled);
    assert!(
        text.contains("== POOLED (--pool): 10 game(s) of 2 variant and parameter sets =="),
        "{text}"
    );
    assert!(text.contains("   v size=4\n"), "{text}");
}

#[test]
fn self_play_is_shown_as_colour_balance_not_as_elo() {
    let body = "\
0,tictactoe,,A,B,1,1-0,checkmate,5,0 3 1 4 2,1,,,,
1,tictactoe,,B,A,2,1-0,checkmate,5,0 3 1 4 2,1,,,,
2,tictactoe,,A,A,3,1-0,checkmate,5,0 3 1 4 2,1,,,,
3,tictactoe,,A,A,4,1-0,checkmate,5,0 3 1 4 2,1,,,,
4,tictactoe,,A,A,5,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,,,,
5,tictactoe,,C,C,6,0-1,checkmate,6,0 3 1 4 8 5,1,,,,
";
    let r = Report::from_rows(&rows("s.csv", body));
    // Standings: only A against B, one win each.
    let a = r.standings.iter().find(|s| s.agent == "A").unwrap();
    assert_eq!(
        a.total,
        Wdl {
            wins: 1,
            draws: 0,
            losses: 1
        }
    );
    assert_eq!(r.standings.len(), 2, "C played only itself: no standing");
    assert!(r.matches.iter().all(|m| m.agent != m.opponent));
    assert!(r.ratings.is_empty());
    // Self-play: White's record per agent.
    let names: Vec<(&str, Wdl)> = r
        .self_play
        .iter()
        .map(|s| (s.agent.as_str(), s.white))
        .collect();
    assert_eq!(
        names,
        [
            (
                "A",
                Wdl {
                    wins: 2,
                    draws: 1,
                    losses: 0
                }
            ),
            (
                "C",
                Wdl {
                    wins: 0,
                    draws: 0,
                    losses: 1
                }
            )
        ]
    );
    let text = render_text(&r);
    let section = text.split("\nSelf-play").nth(1).expect("a self-play table");
    let a_line = section.lines().find(|l| l.starts_with("| A ")).unwrap();
    for cell in ["2/1/0", "83.3%", "16.7%"] {
        assert!(a_line.contains(cell), "{cell} not in {a_line}");
    }
    // Every agent is in the legend, C too.
    assert!(text.contains("  C = C\n"), "{text}");
    assert!(text.starts_with("6 game(s), 3 agent(s)"), "{text}");
}

#[test]
fn no_infinity_is_printed_for_a_perfect_score() {
    // A wins every game against B, in pairs (pentanomial WW only), and C draws with both.
    let mut body = String::new();
    for k in 0..4u64 {
        let (w, b, res, moves) = if k % 2 == 0 {
            ("A", "B", "1-0", "0 3 1 4 2")
        } else {
            ("B", "A", "0-1", "0 3 1 4 8 5")
        };
        let plies = moves.split(' ').count();
        body.push_str(&format!(
            "{k},tictactoe,,{w},{b},{k},{res},checkmate,{plies},{moves},1,{},,,\n",
            k / 2
        ));
    }
    let two = Report::from_rows(&rows("p.csv", &body));
    let text = render_text(&two);
    assert!(!text.to_lowercase().contains("inf"), "{text}");
    assert!(text.contains("n/a (100%)"), "{text}");
    assert!(text.contains("n/a (0%)"), "{text}");
    assert!(
        text.contains("a 0% or 100% score has no finite Elo"),
        "{text}"
    );
    let csv = render_csv(&two);
    assert!(!csv.to_lowercase().contains("inf"), "{csv}");
    // An interval that reaches 100% on one side only is a one-sided bound: 3 wins, 1 draw.
    let mixed = "\
0,tictactoe,,A,B,1,1-0,checkmate,5,0 3 1 4 2,1,,,,
1,tictactoe,,B,A,2,0-1,checkmate,6,0 3 1 4 8 5,1,,,,
2,tictactoe,,A,B,3,1-0,checkmate,5,0 3 1 4 2,1,,,,
3,tictactoe,,B,A,4,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,,,,
";
    let r = Report::from_rows(&rows("m.csv", mixed));
    let text = render_text(&r);
    assert!(!text.to_lowercase().contains("inf"), "{text}");
    assert!(text.contains(">= +"), "{text}");
    // Three agents with a perfect score: ratings stay finite, the page prints no infinity.
    let three = format!(
        "{body}\
4,tictactoe,,A,C,5,1-0,checkmate,5,0 3 1 4 2,1,,,,
5,tictactoe,,C,B,6,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,,,,
"
    );
    let all = rows("3.csv", &three);
    let r = Report::from_rows(&all);
    assert_eq!(r.ratings.len(), 1);
    let text = render_text(&r);
    assert!(!text.to_lowercase().contains("inf"), "{text}");
    let draw = |_: &str, _: &str, _: &[String]| Some(String::new());
    let opts = HtmlOptions {
        subtitle: String::new(),
        depth: 1,
        min_games: 1,
        sweep: None,
        diagram: &draw,
        notes: Vec::new(),
        frames: None,
        max_games: 0,
        races: Vec::new(),
        values: Vec::new(),
    };
    let html = render_html(std::slice::from_ref(&r), &all, &opts).unwrap();
    assert!(!html.contains("inf"), "an infinity in the page");
}

#[test]
fn every_printed_interval_names_its_method() {
    let mut body = String::from(GOOD);
    body.push_str(
        "4,tictactoe,,A,C,5,1-0,checkmate,5,0 3 1 4 2,1,2,,,
5,tictactoe,,C,A,6,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,2,,,
6,tictactoe,,B,C,7,1-0,checkmate,5,0 3 1 4 2,1,3,,,
7,tictactoe,,C,B,8,1-0,checkmate,5,0 3 1 4 2,1,3,,,
8,tictactoe,,C,C,9,1-0,checkmate,5,0 3 1 4 2,1,4,,,
",
    );
    let text = render_text(&Report::from_rows(&rows("m.csv", &body)));
    for method in [
        "95% normal (trinomial)",
        "95% normal (pentanomial)",
        "95% percentile bootstrap",
        "95% Wilson",
        "95% normal ",
        "95% bootstrap",
    ] {
        assert!(text.contains(method), "{method} missing\n{text}");
    }
    // No interval without its method.
    for bare in ["95% interval", "95% CI"] {
        assert!(!text.contains(bare), "{bare}\n{text}");
    }
    assert!(text.lines().all(|l| l.len() <= 100), "{text}");
}

#[test]
fn ratings_are_per_group_of_agents_linked_by_games() {
    // A, B, C play each other; D, E, F play each other; nobody links the two groups.
    let mut body = String::new();
    let mut k = 0;
    for (x, y) in [
        ("A", "B"),
        ("B", "C"),
        ("A", "C"),
        ("D", "E"),
        ("E", "F"),
        ("D", "F"),
    ] {
        for (w, b) in [(x, y), (y, x)] {
            body.push_str(&format!(
                "{k},tictactoe,,{w},{b},{k},1-0,checkmate,5,0 3 1 4 2,1,,,,\n"
            ));
            k += 1;
        }
    }
    let r = Report::from_rows(&rows("g.csv", &body));
    assert_eq!(r.rating_groups, [vec!["A", "B", "C"], vec!["D", "E", "F"]]);
    assert_eq!(r.ratings.len(), 2, "one fit per group");
    for (fit, group) in r.ratings.iter().zip(&r.rating_groups) {
        let mut names: Vec<&str> = fit.ratings.iter().map(|x| x.agent.as_str()).collect();
        names.sort();
        assert_eq!(names, *group);
        let mean: f64 = fit.ratings.iter().map(|x| x.elo).sum::<f64>() / 3.0;
        assert!(mean.abs() < 1e-6, "mean 0 within each group");
    }
    let text = render_text(&r);
    assert!(
        text.contains(
            "warning: the agents form 2 groups not linked by games: {A, B, C} | {D, E, F}"
        ),
        "{text}"
    );
    assert!(text.contains("group 1: White advantage") && text.contains("group 2: White"));
    // Linked by one more game, they share one scale.
    body.push_str(&format!(
        "{k},tictactoe,,C,D,{k},1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,,,,\n"
    ));
    let r = Report::from_rows(&rows("g.csv", &body));
    assert_eq!((r.rating_groups.len(), r.ratings.len()), (1, 1));
    assert!(!render_text(&r).contains("not linked"));
}

#[test]
fn sections_keep_agent_names_across_variants() {
    // mcts:iters=5 and mcts:iters=9 meet only in one variant; their names are chosen over
    // all rows, so the other section does not call one of them plain "mcts".
    let body = "\
0,tictactoe,,mcts:iters=5,random,1,1-0,checkmate,5,0 3 1 4 2,1,,,,
1,tictactoe,,mcts:iters=9,random,2,1-0,checkmate,5,0 3 1 4 2,1,,,,
0,v,a=1,mcts:iters=5,random,1,1-0,move-cap,1,x,1,,,,
";
    let sections = Report::by_group(&rows("n.csv", body));
    let names: Vec<&str> = sections[1].agents.iter().map(|(a, _)| a.as_str()).collect();
    assert_eq!(names, ["mcts:iters=5", "random"]);
}
