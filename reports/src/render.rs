//! Plain-text and CSV rendering of a [`Report`].

use comfy_table::presets::ASCII_FULL_CONDENSED;
use comfy_table::{CellAlignment, ContentArrangement, Table};

use crate::elo::EloInterval;
use crate::stats::{Report, Standing, Wdl};

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

pub(crate) fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

pub(crate) fn elo(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{:+.0}", x)
    }
}

pub(crate) fn wdl(w: &Wdl) -> String {
    format!("{}/{}/{}", w.wins, w.draws, w.losses)
}

/// Tables are at most this many characters wide; longer cells wrap.
pub const MAX_WIDTH: u16 = 100;

fn finish(t: &mut Table) -> String {
    t.set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(MAX_WIDTH);
    t.to_string()
}

pub(crate) fn opt_elo(e: Option<&EloInterval>) -> (String, String, String, String) {
    match e {
        Some(e) => (
            elo(e.elo),
            if e.error.is_finite() {
                format!("{:.1}", e.error)
            } else {
                "inf".into()
            },
            if e.nelo.is_finite() {
                format!("{:+.1}", e.nelo)
            } else {
                elo(e.nelo)
            },
            pct(e.los),
        ),
        None => ("-".into(), "-".into(), "-".into(), "-".into()),
    }
}

/// The report as plain-ASCII tables (no colour codes, stable for tests, at most
/// `MAX_WIDTH` (100) columns): a line with the game count; "Agents", one legend line per agent
/// (short name = canonical spec); "Standings" (rank, agent, games, score %, W/D/L overall, as
/// White and as Black, Elo against the field with its 95% interval, LOS); "Head to head" (per
/// two agents that met: games, W/D/L, Elo ± 95% half width, normalized Elo, LOS); "Pairs"
/// when the CSV has pair ids (pentanomial counts LL/LD/WL/DD/WD/WW and the same statistics
/// per pair); "Ratings" for three agents or more (maximum likelihood, BayesElo model,
/// bootstrap interval); "SPRT" when one was applied; "Variants" (games, White score with its
/// 95% interval and as Elo, draw rate, White/Black/draw counts; parameters on a legend line),
/// "Game lengths" (mean, median, shortest and longest in plies), "Terminations" and
/// "Balance" (see [`crate::render_balance_text`]: shares, lengths, branching factor, opening
/// entropy; the most balanced parameter set marked). Ends with a newline.
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

    out.push_str("\nAgents\n");
    let w = report
        .standings
        .iter()
        .map(|s| s.agent.len())
        .max()
        .unwrap_or(0);
    let mut legend: Vec<&Standing> = report.standings.iter().collect();
    legend.sort_by(|a, b| a.agent.cmp(&b.agent));
    for s in legend {
        out.push_str(&format!("  {:<w$} = {}\n", s.agent, s.spec));
    }

    let mut t = table(
        &[
            "#",
            "Agent",
            "Games",
            "Score",
            "W/D/L",
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
            pct(s.score()),
            wdl(&s.total),
            wdl(&s.as_white),
            wdl(&s.as_black),
            e,
            interval,
            s.los.map(pct).unwrap_or_else(|| "-".to_string()),
        ]);
    }
    out.push_str("\nStandings\n");
    out.push_str(&finish(&mut t));
    out.push('\n');

    if !report.matches.is_empty() {
        let mut t = table(
            &[
                "Agent", "Opponent", "Games", "W/D/L", "Score", "Elo", "+/-", "nElo", "LOS",
            ],
            2,
        );
        for m in &report.matches {
            let (e, err, ne, l) = opt_elo(m.games_elo.as_ref());
            t.add_row(vec![
                m.agent.clone(),
                m.opponent.clone(),
                m.wdl.games().to_string(),
                wdl(&m.wdl),
                m.wdl.score().map(pct).unwrap_or_else(|| "-".into()),
                e,
                err,
                ne,
                l,
            ]);
        }
        out.push_str("\nHead to head (games; Elo +/- is the 95% half width)\n");
        out.push_str(&finish(&mut t));
        out.push('\n');
    }

    if report.matches.iter().any(|m| m.penta.is_some()) {
        let mut t = table(
            &[
                "Agent",
                "Opponent",
                "Pairs",
                "LL/LD/WL/DD/WD/WW",
                "Elo",
                "+/-",
                "nElo",
                "LOS",
            ],
            2,
        );
        for m in &report.matches {
            let Some(p) = &m.penta else { continue };
            let (e, err, ne, l) = opt_elo(m.pairs_elo.as_ref());
            t.add_row(vec![
                m.agent.clone(),
                m.opponent.clone(),
                p.pairs().to_string(),
                format!("{}/{}/{}/{}/{}/{}", p.ll, p.ld, p.wl, p.dd, p.wd, p.ww),
                e,
                err,
                ne,
                l,
            ]);
        }
        out.push_str("\nPairs (pentanomial: both games of an opening, colours reversed)\n");
        out.push_str(&finish(&mut t));
        out.push('\n');
    }

    if let Some(r) = &report.ratings {
        let mut t = table(&["#", "Agent", "Games", "Rating", "95% interval"], 2);
        for (i, x) in r.ratings.iter().enumerate() {
            t.add_row(vec![
                (i + 1).to_string(),
                x.agent.clone(),
                x.games.to_string(),
                format!("{:+.0}", x.elo),
                format!("[{:+.0}, {:+.0}]", x.low, x.high),
            ]);
        }
        out.push_str(&format!(
            "\nRatings (maximum likelihood, BayesElo draw model, mean 0; White advantage {:+.0}, \
             draw Elo {:.0};\n  interval: bootstrap of {} resamples, seed 1)\n",
            r.white_advantage, r.draw_elo, r.resamples
        ));
        out.push_str(&finish(&mut t));
        out.push('\n');
    }

    if let Some(s) = &report.sprt {
        out.push_str(&format!(
            "\nSPRT {} vs {} ({}): {}\n",
            s.agent, s.opponent, s.sprt, s.status
        ));
        if let Some(note) = &s.note {
            out.push_str(&format!("  {note}\n"));
        }
    }

    let mut t = table(
        &[
            "Variant",
            "Games",
            "White score",
            "95% interval",
            "White Elo",
            "Draw rate",
            "1-0/0-1/draw",
        ],
        1,
    );
    let labels = variant_labels(report);
    for (v, l) in report.variants.iter().zip(&labels) {
        t.add_row(vec![
            l.clone(),
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
            format!("{}/{}/{}", v.white_wins, v.black_wins, v.draws),
        ]);
    }
    out.push_str("\nVariants\n");
    for (v, l) in report.variants.iter().zip(&labels) {
        if !v.params.is_empty() {
            out.push_str(&format!("  {l}: {}\n", v.params));
        }
    }
    out.push_str(&finish(&mut t));
    out.push('\n');

    let mut t = table(
        &[
            "Variant",
            "Mean plies",
            "Median plies",
            "Shortest",
            "Longest",
        ],
        1,
    );
    for (v, l) in report.variants.iter().zip(&labels) {
        t.add_row(vec![
            l.clone(),
            format!("{:.1}", v.plies_mean),
            format!("{:.1}", v.plies_median),
            v.plies_min.to_string(),
            v.plies_max.to_string(),
        ]);
    }
    out.push_str("\nGame lengths\n");
    out.push_str(&finish(&mut t));
    out.push('\n');

    let mut t = table(&["Variant", "Termination", "Games", "Share"], 2);
    for (v, l) in report.variants.iter().zip(&labels) {
        for tc in &v.terminations {
            t.add_row(vec![
                l.clone(),
                tc.termination.clone(),
                tc.count.to_string(),
                pct(tc.share),
            ]);
        }
    }
    out.push_str("\nTerminations\n");
    out.push_str(&finish(&mut t));
    out.push('\n');

    if !report.balance.is_empty() {
        out.push_str(
            "\nBalance (per variant and parameter set: White score, 95% Wilson interval in % (CI),\n\
             draw / move-cap / decisive shares, mean and median plies, mean branching \
             factor,\nH2 = entropy in bits of the first two plies)\n",
        );
        out.push_str(&crate::render_balance_text(&report.balance));
    }
    out
}

/// The variant's name, with `#2`, `#3`, ... for its later parameter sets.
pub(crate) fn variant_labels(report: &Report) -> Vec<String> {
    let mut out = Vec::new();
    for (i, v) in report.variants.iter().enumerate() {
        let k = report.variants[..i]
            .iter()
            .filter(|x| x.variant == v.variant)
            .count();
        out.push(if k == 0 {
            v.variant.clone()
        } else {
            format!("{}#{}", v.variant, k + 1)
        });
    }
    out
}

/// The standings as CSV, one row per agent in standings order, header
/// `rank,agent,games,points,score,wins,draws,losses,white_wins,white_draws,white_losses,
/// black_wins,black_draws,black_losses,elo,elo_low,elo_high,los,spec` (`agent` is the short
/// name, `spec` the canonical spec). `score` and `los` are
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
        "spec",
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
            s.spec.clone(),
        ];
        w.write_record(rec)
            .expect("writing into memory cannot fail");
    }
    String::from_utf8(w.into_inner().expect("flushing into memory cannot fail"))
        .expect("CSV of UTF-8 fields is UTF-8")
}
