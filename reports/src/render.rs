//! Plain-text and CSV rendering of a [`Report`].

use comfy_table::presets::ASCII_FULL_CONDENSED;
use comfy_table::{CellAlignment, Table};

use crate::stats::{Report, Wdl};

fn table(header: &[&str], right_aligned_from: usize) -> Table {
    let mut t = Table::new();
    t.load_preset(ASCII_FULL_CONDENSED)
        .force_no_tty()
        .set_header(header.to_vec());
    for i in right_aligned_from..header.len() {
        if let Some(c) = t.column_mut(i) {
            c.set_cell_alignment(CellAlignment::Right);
        }
    }
    t
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn elo(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{:+.0}", x)
    }
}

fn wdl(w: &Wdl) -> String {
    format!("{}/{}/{}", w.wins, w.draws, w.losses)
}

/// The report as plain-ASCII tables (no colour codes, stable for tests): a line with the game
/// count, then "Standings" (rank, agent, games, points, score %, W, D, L, W/D/L as White and as
/// Black, Elo with its 95% interval, LOS), "Variants" (games, White score with its 95%
/// interval and as Elo, draw rate, W/B/D counts, mean and median plies, shortest and longest)
/// and "Terminations" (count and share per variant). Ends with a newline.
pub fn render_text(report: &Report) -> String {
    let mut out = format!(
        "{} game(s), {} agent(s), {} variant(s)\n",
        report.games,
        report.standings.len(),
        report.variants.len()
    );
    if report.games == 0 {
        return out;
    }

    let mut t = table(
        &[
            "#",
            "Agent",
            "Games",
            "Points",
            "Score",
            "W",
            "D",
            "L",
            "White W/D/L",
            "Black W/D/L",
            "Elo",
            "95% interval",
            "LOS",
        ],
        2,
    );
    for (i, s) in report.standings.iter().enumerate() {
        let (e, interval) = match &s.elo {
            Some(e) => (elo(e.diff), format!("[{}, {}]", elo(e.low), elo(e.high))),
            None => ("-".to_string(), "-".to_string()),
        };
        t.add_row(vec![
            (i + 1).to_string(),
            s.agent.clone(),
            s.games().to_string(),
            format!("{:.1}", s.points()),
            pct(s.score()),
            s.total.wins.to_string(),
            s.total.draws.to_string(),
            s.total.losses.to_string(),
            wdl(&s.as_white),
            wdl(&s.as_black),
            e,
            interval,
            s.los.map(pct).unwrap_or_else(|| "-".to_string()),
        ]);
    }
    out.push_str("\nStandings\n");
    out.push_str(&t.to_string());
    out.push('\n');

    let mut t = table(
        &[
            "Variant",
            "Params",
            "Games",
            "White score",
            "95% interval",
            "White Elo",
            "Draw rate",
            "White wins",
            "Black wins",
            "Draws",
            "Mean plies",
            "Median plies",
            "Min",
            "Max",
        ],
        2,
    );
    for v in &report.variants {
        t.add_row(vec![
            v.variant.clone(),
            v.params.clone(),
            v.games.to_string(),
            pct(v.white_score),
            format!(
                "[{}, {}]",
                pct(v.white_score_interval.0),
                pct(v.white_score_interval.1)
            ),
            v.white_elo
                .map(|e| elo(e.diff))
                .unwrap_or_else(|| "-".to_string()),
            pct(v.draw_rate),
            v.white_wins.to_string(),
            v.black_wins.to_string(),
            v.draws.to_string(),
            format!("{:.1}", v.plies_mean),
            format!("{:.1}", v.plies_median),
            v.plies_min.to_string(),
            v.plies_max.to_string(),
        ]);
    }
    out.push_str("\nVariants\n");
    out.push_str(&t.to_string());
    out.push('\n');

    let mut t = table(&["Variant", "Params", "Termination", "Games", "Share"], 3);
    for v in &report.variants {
        for tc in &v.terminations {
            t.add_row(vec![
                v.variant.clone(),
                v.params.clone(),
                tc.termination.clone(),
                tc.count.to_string(),
                pct(tc.share),
            ]);
        }
    }
    out.push_str("\nTerminations\n");
    out.push_str(&t.to_string());
    out.push('\n');
    out
}

/// The standings as CSV, one row per agent in standings order, header
/// `rank,agent,games,points,score,wins,draws,losses,white_wins,white_draws,white_losses,
/// black_wins,black_draws,black_losses,elo,elo_low,elo_high,los`. `score` and `los` are
/// fractions in `[0, 1]`; Elo columns are rounded to 0.1 (`inf`/`-inf` at the extremes) and
/// empty when undefined, as is `los` without decisive games.
pub fn render_csv(report: &Report) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let header = [
        "rank",
        "agent",
        "games",
        "points",
        "score",
        "wins",
        "draws",
        "losses",
        "white_wins",
        "white_draws",
        "white_losses",
        "black_wins",
        "black_draws",
        "black_losses",
        "elo",
        "elo_low",
        "elo_high",
        "los",
    ];
    w.write_record(header)
        .expect("writing into memory cannot fail");
    let num = |x: f64| {
        if x.is_infinite() {
            if x > 0.0 { "inf" } else { "-inf" }.to_string()
        } else {
            format!("{:.1}", x)
        }
    };
    for (i, s) in report.standings.iter().enumerate() {
        let (e, lo, hi) = match &s.elo {
            Some(e) => (num(e.diff), num(e.low), num(e.high)),
            None => (String::new(), String::new(), String::new()),
        };
        let rec = vec![
            (i + 1).to_string(),
            s.agent.clone(),
            s.games().to_string(),
            format!("{}", s.points()),
            format!("{:.4}", s.score()),
            s.total.wins.to_string(),
            s.total.draws.to_string(),
            s.total.losses.to_string(),
            s.as_white.wins.to_string(),
            s.as_white.draws.to_string(),
            s.as_white.losses.to_string(),
            s.as_black.wins.to_string(),
            s.as_black.draws.to_string(),
            s.as_black.losses.to_string(),
            e,
            lo,
            hi,
            s.los.map(|l| format!("{:.4}", l)).unwrap_or_default(),
        ];
        w.write_record(rec)
            .expect("writing into memory cannot fail");
    }
    String::from_utf8(w.into_inner().expect("flushing into memory cannot fail"))
        .expect("CSV of UTF-8 fields is UTF-8")
}
