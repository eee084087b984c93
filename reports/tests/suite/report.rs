//! Reports from hand-made CSVs with known results.

use std::fs;
use std::path::{Path, PathBuf};

use reports::{
    elo_from_score, erf, load, load_reader, los, median, render_csv, render_text, EloEstimate,
    GameResult, Report, ReportError, Wdl,
};

const HEADER: &str =
    "game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms";

/// Agents A and B; four tic-tac-toe games and two of a variant with parameters (quoted, since
/// they hold a comma).
const GAMES: &str = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms
0,tictactoe,,A,B,11,1-0,checkmate,5,0 3 1 4 2,3
1,tictactoe,,B,A,12,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,4
2,tictactoe,,A,B,13,0-1,checkmate,6,0 4 1 2 8 6,2
3,tictactoe,,B,A,14,0-1,checkmate,20,x,1
0,uncertainty,\"board=torus,cap=300\",A,B,21,1-0,move-cap,300,e2-e4,900
1,uncertainty,\"board=torus,cap=300\",B,A,22,1/2-1/2,move-cap,300,d2-d4,800
";

fn tmp_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("reports-tests")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn report() -> Report {
    let rows = load_reader(Path::new("games.csv"), GAMES.as_bytes()).unwrap();
    assert_eq!(rows.len(), 6);
    Report::from_rows(&rows)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

#[test]
fn standings_count_points_and_colours_exactly() {
    let r = report();
    assert_eq!(r.games, 6);
    assert_eq!(r.standings.len(), 2);
    let a = &r.standings[0];
    assert_eq!(a.agent, "A");
    assert_eq!(a.games(), 6);
    assert_eq!(a.points(), 4.0);
    assert!(close(a.score(), 4.0 / 6.0));
    assert_eq!(
        a.total,
        Wdl {
            wins: 3,
            draws: 2,
            losses: 1
        }
    );
    assert_eq!(
        a.as_white,
        Wdl {
            wins: 2,
            draws: 0,
            losses: 1
        }
    );
    assert_eq!(
        a.as_black,
        Wdl {
            wins: 1,
            draws: 2,
            losses: 0
        }
    );
    let b = &r.standings[1];
    assert_eq!(b.agent, "B");
    assert_eq!(b.points(), 2.0);
    assert_eq!(
        b.total,
        Wdl {
            wins: 1,
            draws: 2,
            losses: 3
        }
    );
    assert_eq!(
        b.as_white,
        Wdl {
            wins: 0,
            draws: 2,
            losses: 1
        }
    );
    assert_eq!(
        b.as_black,
        Wdl {
            wins: 1,
            draws: 0,
            losses: 2
        }
    );

    // Elo of a 2/3 score: 400 log10(2); LOS of W/D/L 3/2/1 (fastchess): s = 2/3, per-game
    // variance (3 (1/3)² + 2 (1/6)² + (2/3)²) / 6 = 5/36, LOS = (1 - erf(-(s - 1/2) /
    // sqrt(2 · 5/36 / 6))) / 2 = 0.863339.
    let e = a.elo.unwrap();
    assert!((e.diff - 400.0 * 2f64.log10()).abs() < 1e-9, "{e:?}");
    assert!(e.low < e.diff && e.diff < e.high);
    assert!((e.diff + b.elo.unwrap().diff).abs() < 1e-9, "symmetric");
    assert!((a.los.unwrap() - 0.863_339).abs() < 1e-5, "{:?}", a.los);
    assert!((a.los.unwrap() + b.los.unwrap() - 1.0).abs() < 1e-6);
}

#[test]
fn per_variant_balance_terminations_and_lengths() {
    let r = report();
    assert_eq!(r.variants.len(), 2);
    let t = &r.variants[0];
    assert_eq!((t.variant.as_str(), t.params.as_str()), ("tictactoe", ""));
    assert_eq!(t.games, 4);
    assert_eq!((t.white_wins, t.black_wins, t.draws), (1, 2, 1));
    assert!(close(t.white_score, 1.5 / 4.0));
    assert!(close(t.draw_rate, 0.25));
    // White 1/1/2: s = 0.375 over n = 4, the 95% Wilson interval (the one method for a White
    // score): (s + z²/2n ± z sqrt(s(1-s)/n + z²/4n²)) / (1 + z²/n) = [0.091899, 0.780573].
    let (lo, hi) = t.white_score_interval;
    assert!((lo - 0.091899).abs() < 1e-5, "{lo}");
    assert!((hi - 0.780573).abs() < 1e-5, "{hi}");
    assert!((t.white_elo.unwrap().diff - elo_from_score(0.375)).abs() < 1e-9);
    // Plies 5, 9, 6, 20: mean 10, median of an even count = (6 + 9) / 2.
    assert!(close(t.plies_mean, 10.0));
    assert!(close(t.plies_median, 7.5));
    assert_eq!((t.plies_min, t.plies_max), (5, 20));
    let terms: Vec<(&str, u64, f64)> = t
        .terminations
        .iter()
        .map(|c| (c.termination.as_str(), c.count, c.share))
        .collect();
    assert_eq!(terms, vec![("checkmate", 3, 0.75), ("stalemate", 1, 0.25)]);

    let u = &r.variants[1];
    assert_eq!(
        (u.variant.as_str(), u.params.as_str()),
        ("uncertainty", "board=torus,cap=300")
    );
    assert_eq!(u.label(), "uncertainty board=torus,cap=300");
    assert_eq!(u.games, 2);
    assert!(close(u.white_score, 0.75));
    assert!(close(u.draw_rate, 0.5));
    assert_eq!(u.terminations.len(), 1);
    assert_eq!((u.terminations[0].count, u.terminations[0].share), (2, 1.0));
    assert!(close(u.plies_median, 300.0));
}

#[test]
fn text_rendering_is_plain_aligned_ascii() {
    let text = render_text(&report());
    assert!(text.is_ascii());
    assert!(!text.contains('\x1b'));
    for section in ["Standings", "Variants", "Terminations"] {
        assert!(text.contains(section), "{text}");
    }
    // Table lines of one table have the same width.
    let standings: Vec<&str> = text
        .split("Standings\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(standings.len(), 6, "{text}"); // border, header, separator, 2 rows, border
    assert!(
        standings.iter().all(|l| l.len() == standings[0].len()),
        "{text}"
    );
    let a_line = standings.iter().find(|l| l.contains(" A ")).unwrap();
    for cell in ["66.7%", "3/2/1", "2/0/1", "1/2/0", "+120", "86.3%"] {
        assert!(a_line.contains(cell), "{cell} not in {a_line}");
    }
    // Every Variants line has one cell per header (7 columns, 8 bars).
    let variants: Vec<&str> = text
        .split("Variants\n")
        .nth(1)
        .unwrap()
        .lines()
        .skip_while(|l| !l.starts_with('+'))
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with('|'))
        .collect();
    assert_eq!(variants.len(), 3, "{text}");
    assert!(
        variants.iter().all(|l| l.matches('|').count() == 8),
        "{text}"
    );
    assert!(variants[0].contains("White Elo") && variants[0].contains("95% Wilson"));
    let ttt = variants[1];
    for cell in ["37.5%", "[9.2%, 78.1%]", "-89", "25.0%", "1/2/1"] {
        assert!(ttt.contains(cell), "{cell} not in {ttt}");
    }
    let lengths = text.split("Game lengths\n").nth(1).unwrap();
    let ttt = lengths.lines().find(|l| l.contains("tictactoe")).unwrap();
    for cell in ["10.0", "7.5", " 5 ", " 20 "] {
        assert!(ttt.contains(cell), "{cell} not in {ttt}");
    }
    assert!(text.contains("7.5"), "median\n{text}");
    assert!(text.contains("move-cap"));
    // Parameters go to a legend line, agents to one legend line each; nothing is wider than
    // 100 columns.
    assert!(
        text.contains("  uncertainty: board=torus,cap=300\n"),
        "{text}"
    );
    assert!(
        text.contains("  A = A\n") && text.contains("  B = B\n"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.len() <= 100), "{text}");
    // Head to head from A's side (A is seen first): 3 wins, 2 draws, 1 loss.
    let h2h = text.split("Head to head").nth(1).unwrap();
    assert!(
        h2h.lines()
            .any(|l| l.contains("| A ") && l.contains("3/2/1")),
        "{text}"
    );
    // Stable: the same report renders the same text.
    assert_eq!(text, render_text(&report()));
    println!("{text}");
}

#[test]
fn standings_as_csv() {
    let text = render_csv(&report());
    let mut rdr = csv::Reader::from_reader(text.as_bytes());
    let h = rdr.headers().unwrap().clone();
    assert_eq!(&h[0], "rank");
    assert_eq!(&h[1], "agent");
    let rows: Vec<csv::StringRecord> = rdr.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(&rows[0][0], "1");
    assert_eq!(&rows[0][1], "A");
    assert_eq!(&rows[0][2], "6");
    assert_eq!(&rows[0][3], "4");
    assert_eq!(&rows[0][14], "120.4");
}

#[test]
fn formulas() {
    assert_eq!(elo_from_score(0.5), 0.0);
    assert!((elo_from_score(0.75) - 190.848_501_887).abs() < 1e-6);
    assert_eq!(elo_from_score(1.0), f64::INFINITY);
    assert_eq!(elo_from_score(0.0), f64::NEG_INFINITY);
    assert!(erf(0.0).abs() < 1e-9);
    assert!((erf(1.0) - 0.842_700_79).abs() < 2e-7);
    assert!((erf(-1.0) + 0.842_700_79).abs() < 2e-7);
    assert_eq!(los(0, 0), None);
    assert!((los(5, 5).unwrap() - 0.5).abs() < 1e-9);
    assert_eq!(median(&[]), None);
    assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
    assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
    // All draws: score 50%, no spread.
    let e = EloEstimate::from_wdl(&Wdl {
        wins: 0,
        draws: 10,
        losses: 0,
    })
    .unwrap();
    assert_eq!((e.diff, e.low, e.high), (0.0, 0.0, 0.0));
    // All wins: infinite.
    let e = EloEstimate::from_wdl(&Wdl {
        wins: 3,
        draws: 0,
        losses: 0,
    })
    .unwrap();
    assert_eq!(e.diff, f64::INFINITY);
    assert_eq!(EloEstimate::from_wdl(&Wdl::default()), None);
    assert_eq!(GameResult::parse("1/2-1/2"), Some(GameResult::Draw));
    assert_eq!(GameResult::parse("*"), None);
}

#[test]
fn load_reads_several_files_and_columns_in_any_order() {
    let dir = tmp_dir("several");
    let a = dir.join("a.csv");
    let b = dir.join("b.csv");
    fs::write(&a, GAMES).unwrap();
    // Columns reordered, plus an extra column.
    fs::write(
        &b,
        "result,extra,game_id,variant,params,white,black,seed,termination,plies,moves,duration_ms\n\
         0-1,zzz,7,tictactoe,,A,B,1,checkmate,6,0 1 2 3 4 5,1\n",
    )
    .unwrap();
    let rows = load(&[a.clone(), b.clone()]).unwrap();
    assert_eq!(rows.len(), 7);
    assert_eq!(rows[6].source, b);
    assert_eq!(rows[6].line, 2);
    assert_eq!(rows[6].game_id, 7);
    assert_eq!(rows[6].result, GameResult::BlackWin);
    assert_eq!(rows[6].move_list().count(), 6);
    assert_eq!(rows[4].params, "board=torus,cap=300");
    let r = Report::from_rows(&rows);
    assert_eq!(
        r.standings[0].total,
        Wdl {
            wins: 3,
            draws: 2,
            losses: 2
        }
    );

    // An empty set of rows gives an empty report.
    let r = Report::from_rows(&[]);
    assert!(r.standings.is_empty() && r.variants.is_empty());
    assert!(render_text(&r).starts_with("0 game(s)"));
}

#[test]
fn errors_name_the_file_the_line_and_the_column() {
    let dir = tmp_dir("errors");
    let missing = dir.join("nope.csv");
    let err = load(&[missing]).unwrap_err();
    assert!(matches!(err, ReportError::Io { .. }));
    assert!(err.to_string().contains("nope.csv"), "{err}");

    // A bad result on line 3.
    let bad = dir.join("bad.csv");
    fs::write(
        &bad,
        format!("{HEADER}\n0,t,,A,B,1,1-0,checkmate,5,a,1\n1,t,,A,B,1,2-0,checkmate,5,a,1\n"),
    )
    .unwrap();
    let err = load(std::slice::from_ref(&bad)).unwrap_err();
    assert!(
        matches!(&err, ReportError::BadValue { line: 3, column, .. } if column == "result"),
        "{err:?}"
    );
    let msg = err.to_string();
    assert!(
        msg.contains("bad.csv:3") && msg.contains("2-0") && msg.contains("result"),
        "{msg}"
    );

    // A number that is not a number.
    fs::write(
        &bad,
        format!("{HEADER}\n0,t,,A,B,1,1-0,checkmate,five,a,1\n"),
    )
    .unwrap();
    let err = load(std::slice::from_ref(&bad)).unwrap_err();
    assert!(
        err.to_string().contains("bad.csv:2: column plies: 'five'"),
        "{err}"
    );

    // A line with too few fields.
    fs::write(&bad, format!("{HEADER}\n0,t,,A,B\n")).unwrap();
    let err = load(std::slice::from_ref(&bad)).unwrap_err();
    assert!(matches!(err, ReportError::Csv { line: 2, .. }), "{err:?}");
    assert!(err.to_string().contains("bad.csv:2"), "{err}");

    // An empty file.
    fs::write(&bad, "").unwrap();
    let err = load(std::slice::from_ref(&bad)).unwrap_err();
    assert!(matches!(err, ReportError::Empty { .. }), "{err:?}");
    assert!(err.to_string().contains("bad.csv"), "{err}");
}

#[test]
fn a_missing_or_renamed_column_is_reported_by_name() {
    let renamed = HEADER.replace("result", "outcome");
    let err = load_reader(Path::new("renamed.csv"), format!("{renamed}\n").as_bytes()).unwrap_err();
    match &err {
        ReportError::MissingColumns {
            missing,
            unexpected,
            ..
        } => {
            assert_eq!(missing, &["result"]);
            assert_eq!(unexpected, &["outcome"]);
        }
        other => panic!("{other:?}"),
    }
    let msg = err.to_string();
    assert!(
        msg.contains("renamed.csv") && msg.contains("missing column(s) result"),
        "{msg}"
    );
    assert!(msg.contains("outcome"), "{msg}");

    let dropped = HEADER.replace(",plies", "");
    let err = load_reader(Path::new("d.csv"), format!("{dropped}\n").as_bytes()).unwrap_err();
    assert!(err.to_string().contains("missing column(s) plies"), "{err}");
}

#[test]
fn a_row_being_written_at_the_end_is_left_out() {
    // A running tournament may be caught mid-write: the unterminated last line is skipped.
    let text = format!("{GAMES}4,tictactoe,,A,B,15,1-");
    let rows = load_reader(Path::new("live.csv"), text.as_bytes()).unwrap();
    assert_eq!(rows.len(), 6);
    // A complete last row without a newline is kept.
    let text = format!("{GAMES}4,tictactoe,,A,B,15,1-0,checkmate,5,0 3 1 4 2,3");
    let rows = load_reader(Path::new("live.csv"), text.as_bytes()).unwrap();
    assert_eq!(rows.len(), 7);
    // A bad row followed by a newline is still an error.
    let text = format!("{GAMES}4,tictactoe,,A,B,15,1-\n");
    assert!(load_reader(Path::new("live.csv"), text.as_bytes()).is_err());
}

/// A two-agent tournament written with pairs and names: pair 0 is W+L for `new` (1 point),
/// pair 1 W+D (1.5), pair 2 W+W (2); game 6 is alone in pair 3 (incomplete, e.g. an SPRT stop).
const PAIRED: &str = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms,pair_id,opening,white_name,black_name
0,tictactoe,,mcts:iters=9,mcts:iters=5,1,1-0,checkmate,5,0 3 1 4 2,1,0,0,new,old
1,tictactoe,,mcts:iters=5,mcts:iters=9,2,1-0,checkmate,5,0 3 1 4 2,1,0,0,old,new
2,tictactoe,,mcts:iters=9,mcts:iters=5,3,1-0,checkmate,5,4 3 1 0 7,1,1,4,new,old
3,tictactoe,,mcts:iters=5,mcts:iters=9,4,1/2-1/2,stalemate,9,4 0 8 2 1 7 6 3 5,1,1,4,old,new
4,tictactoe,,mcts:iters=9,mcts:iters=5,5,1-0,checkmate,5,8 3 1 4 2,1,2,8,new,old
5,tictactoe,,mcts:iters=5,mcts:iters=9,6,0-1,checkmate,6,8 4 1 2 0 6,1,2,8,old,new
6,tictactoe,,mcts:iters=9,mcts:iters=5,7,1-0,checkmate,5,0 3 1 4 2,1,3,0,new,old
";

#[test]
fn pairs_give_pentanomial_counts_and_names_replace_specs() {
    let rows = load_reader(Path::new("p.csv"), PAIRED.as_bytes()).unwrap();
    assert_eq!(rows[0].pair_id, Some(0));
    assert_eq!(rows[0].opening.as_deref(), Some("0"));
    assert_eq!(rows[0].white_name.as_deref(), Some("new"));
    let r = Report::from_rows(&rows);
    assert_eq!(r.standings[0].agent, "new");
    assert_eq!(r.standings[0].spec, "mcts:iters=9");
    assert_eq!(r.matches.len(), 1);
    let m = &r.matches[0];
    assert_eq!((m.agent.as_str(), m.opponent.as_str()), ("new", "old"));
    assert_eq!(
        m.wdl,
        Wdl {
            wins: 5,
            draws: 1,
            losses: 1
        }
    );
    let p = m.penta.unwrap();
    assert_eq!((p.ll, p.ld, p.wl, p.dd, p.wd, p.ww), (0, 0, 1, 0, 1, 1));
    // Score over pairs: (1 + 1.5 + 2) / 6 = 0.75.
    assert!(close(m.pairs_elo.unwrap().score, 0.75));
    let text = render_text(&r);
    assert!(text.contains("Pairs (pentanomial"), "{text}");
    assert!(text.contains("0/0/1/0/1/1"), "{text}");
    assert!(text.contains("  new = mcts:iters=9\n"), "{text}");
    assert!(
        !text.contains("Ratings"),
        "two agents: no rating table\n{text}"
    );
    // The SPRT applies to the first match, on its pairs.
    let s = reports::Sprt::parse("elo0=0,elo1=10").unwrap();
    let r = r.with_sprt(s, Some("stopped".into()));
    let st = r.sprt.as_ref().unwrap();
    assert!(st.status.pentanomial);
    assert!(render_text(&r).contains("SPRT new vs old"));
}

#[test]
fn a_csv_without_the_new_columns_still_loads() {
    // GAMES has the 11 columns written before pairs and names existed.
    let rows = load_reader(Path::new("old.csv"), GAMES.as_bytes()).unwrap();
    assert!(rows.iter().all(|r| r.pair_id.is_none()
        && r.opening.is_none()
        && r.white_name.is_none()
        && r.black_name.is_none()));
    let r = Report::from_rows(&rows);
    assert!(r.matches.iter().all(|m| m.penta.is_none()));
    assert!(!render_text(&r).contains("Pairs ("));
}

#[test]
fn three_agents_get_ml_ratings() {
    let csv = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms
0,t,,A,B,1,1-0,x,1,a,1
1,t,,B,A,1,0-1,x,1,a,1
2,t,,A,C,1,1-0,x,1,a,1
3,t,,C,A,1,1/2-1/2,x,1,a,1
4,t,,B,C,1,1-0,x,1,a,1
5,t,,C,B,1,1/2-1/2,x,1,a,1
";
    let rows = load_reader(Path::new("r.csv"), csv.as_bytes()).unwrap();
    let r = Report::from_rows(&rows);
    assert_eq!(r.ratings.len(), 1, "one group of linked agents, one fit");
    let names: Vec<&str> = r.ratings[0]
        .ratings
        .iter()
        .map(|x| x.agent.as_str())
        .collect();
    assert_eq!(names, ["A", "B", "C"]);
    assert!(render_text(&r).contains("Ratings (maximum likelihood"));
}

#[test]
fn agents_are_ordered_by_the_schedule_not_by_finishing_order() {
    // Game 1 (B as White) finished first, so it is the first row; game 0 has agent A, the
    // tournament's first agent, as White. The head-to-head (and the SPRT, which uses the first
    // match) must read "A against B" whatever order the games finished in.
    let text = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms
1,tictactoe,,B,A,12,0-1,checkmate,5,0 3 1 4 2,3
0,tictactoe,,A,B,11,1-0,checkmate,5,0 3 1 4 2,3
";
    let rows = load_reader(Path::new("games.csv"), text.as_bytes()).unwrap();
    let r = Report::from_rows(&rows);
    assert_eq!(
        (r.matches[0].agent.as_str(), r.matches[0].opponent.as_str()),
        ("A", "B")
    );
    assert_eq!(r.matches[0].wdl.wins, 2);
}

/// Two labels of one spec (`--agent a=random --agent b=random`) plus a third agent: the games
/// of `a` against `b` are the one agent against itself, so they form one colour-balance
/// entry named by both labels (never one entry per label that had White), and neither label
/// gets a standings or rating row from them.
#[test]
fn identical_specs_are_one_self_play_entry() {
    let csv = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms,pair_id,opening,white_name,black_name
0,tictactoe,,random,random,1,1-0,checkmate,5,0 3 1 4 2,1,0,,a,b
1,tictactoe,,random,random,2,1-0,checkmate,5,0 3 1 4 2,1,0,,b,a
2,tictactoe,,random,random,3,0-1,checkmate,6,0 4 1 2 8 6,1,1,,a,b
3,tictactoe,,random,random,4,1-0,checkmate,5,0 3 1 4 2,1,1,,b,a
4,tictactoe,,random,greedy,5,1-0,checkmate,5,0 3 1 4 2,1,2,,a,c
5,tictactoe,,greedy,random,6,1-0,checkmate,5,0 3 1 4 2,1,2,,c,a
";
    let rows = load_reader(Path::new("dup.csv"), csv.as_bytes()).unwrap();
    let r = Report::from_rows(&rows);
    assert_eq!(r.self_play.len(), 1, "{:?}", r.self_play);
    let s = &r.self_play[0];
    assert_eq!(s.agent, "a / b");
    assert_eq!(s.spec, "random");
    assert_eq!(
        s.white,
        Wdl {
            wins: 3,
            draws: 0,
            losses: 1
        }
    );
    // Standings: a and c only (b met nobody but its twin), no +0 row for b.
    let names: Vec<&str> = r.standings.iter().map(|s| s.agent.as_str()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(!names.contains(&"b"), "{names:?}");
    assert!(r
        .matches
        .iter()
        .all(|m| m.agent != "b" && m.opponent != "b"));
    let text = render_text(&r);
    assert!(text.contains("a / b"), "{text}");
}

/// Section headings say what differs from the other sections of the variant (issue 28):
/// `uncertainty - board=torus`, not the whole parameter text; the parameters every section
/// of the variant shares are left out of the heading; the full text is on the line beneath
/// (text) and in the heading's hover title (HTML). A variant with one section is its name.
#[test]
fn section_headings_name_what_differs() {
    let scopes = [
        (
            "uncertainty".to_string(),
            "board=standard,retransform=off,move_cap=300".to_string(),
        ),
        (
            "uncertainty".to_string(),
            "board=torus,retransform=off,move_cap=300".to_string(),
        ),
        (
            "uncertainty".to_string(),
            "board=torus,retransform=on,move_cap=300".to_string(),
        ),
        ("chess".to_string(), "move_cap=300".to_string()),
        ("tictactoe".to_string(), String::new()),
    ];
    let l = reports::section_labels(&scopes);
    let diff: Vec<&str> = l.iter().map(|(_, d)| d.as_str()).collect();
    assert_eq!(
        diff,
        [
            "board=standard, retransform=off",
            "board=torus, retransform=off",
            "board=torus, retransform=on",
            "",
            ""
        ]
    );
    assert!(l.iter().zip(&scopes).all(|((v, _), (w, _))| v == w));

    // In the reports: two chess sections differing in move_cap.
    let csv = "\
game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms
0,tictactoe,,A,B,11,1-0,checkmate,5,0 3 1 4 2,3
0,chess,move_cap=10,A,B,1,1/2-1/2,move-cap,1,e2e4,1
0,chess,move_cap=12,A,B,1,1/2-1/2,move-cap,1,e2e4,1
";
    let rows = load_reader(Path::new("h.csv"), csv.as_bytes()).unwrap();
    let sections = Report::by_group(&rows);
    let text = reports::render_sections(&sections, &[]);
    assert!(
        text.contains("\n== chess - move_cap=10: 1 game(s) ==\n   parameters: move_cap=10\n"),
        "{text}"
    );
    assert!(text.contains("\n== tictactoe: 1 game(s) ==\n"), "{text}");
    assert!(!text.contains("chess move_cap=10:"), "{text}");
    let draw = |_: &str, _: &str, _: &[String]| None;
    let opts = reports::HtmlOptions {
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
    let html = reports::render_html(&sections, &rows, &opts).unwrap();
    assert!(
        html.contains(
            "<h2 class=\"section\" id=\"s-chess-move-cap-12\" title=\"chess move_cap=12\">chess \
             \u{2014} move_cap=12: 1 game(s)</h2>"
        ),
        "{html}"
    );
    assert!(html.contains(
        "<h2 class=\"section\" id=\"s-tictactoe\" title=\"tictactoe\">tictactoe: 1 game(s)</h2>"
    ));
}
