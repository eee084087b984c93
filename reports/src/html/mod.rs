//! The report as one self-contained HTML page (issue 12, part 5; `collapse report --html`).
//!
//! The page holds the terminal report's tables (agents, standings, head to head, pairs,
//! ratings, SPRT, variants, game lengths, terminations, balance) as HTML tables, charts drawn
//! with `plotters` as inline SVG, a sweep section when the rows are a sweep (see
//! [`sweep_groups`]) and the opening tree of each variant and parameter set as nested
//! `<details>` showing the variant's own diagram of every position. Nothing is loaded from
//! elsewhere: one inline `<style>`, no script, no link, no URL; every text from the CSVs is
//! escaped ([`escape`]).
//!
//! Charts, one `<svg>` each, in page order:
//! 1. score per agent with its 95% interval (normal approximation, [`crate::score_interval`])
//!    and Elo in the label, when there are games;
//! 2. a game-length histogram per variant and parameter set ([`Report::variants`]);
//! 3. terminations per variant and parameter set, stacked shares, when there are games;
//! 4. White's score per sweep combination with its 95% Wilson interval, when the rows are a
//!    sweep.

mod charts;
mod tree;

use std::fmt::Write as _;

use crate::balance::{balance_groups, most_balanced, Balance};
use crate::load::GameRow;
use crate::openings::opening_tree;
use crate::render::{elo, opt_elo, pct, variant_labels, wdl};
use crate::stats::Report;

use charts::IntervalBar;

/// Draws the position after some moves (from the start) of one variant and parameter set:
/// the variant's text diagram, or `None` when a move does not replay.
pub(crate) type DiagramFn<'a> = dyn Fn(&[String]) -> Option<String> + 'a;

/// Draws the position of a variant: `(variant, params, line)` to the variant's own text
/// diagram (what `collapse show` prints) of the position after `line` from the start with
/// those canonical parameters; `None` when the variant is unknown or a move does not replay.
/// The reports crate never runs the engine, so the caller (the `collapse` binary, through the
/// variant registry) supplies it.
pub type PositionDiagram<'a> = dyn Fn(&str, &str, &[String]) -> Option<String> + 'a;

/// What the page shows beyond the [`Report`].
pub struct HtmlOptions<'a> {
    /// A line under the title, e.g. the files read (escaped).
    pub subtitle: String,
    /// Plies of each opening tree (at least 1).
    pub depth: usize,
    /// Opening lines played in fewer games are left out (with everything below them).
    pub min_games: u64,
    /// The sweep combinations with their figures (see [`sweep_groups`]; the caller may fill in
    /// [`Balance::branching`]), or `None` for no sweep section.
    pub sweep: Option<Vec<Balance>>,
    /// Draws positions for the opening trees.
    pub diagram: &'a PositionDiagram<'a>,
}

/// Why the page could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HtmlError(pub String);

impl std::fmt::Display for HtmlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HtmlError {}

/// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in HTML text
/// and in quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The combinations of a sweep in `rows`, or `None` when the rows are not a sweep.
///
/// A combination is a variant, a parameter set and the agents (one spec in self-play, else
/// the two specs), as [`balance_groups`] with `by_agents` groups them, in first-seen order.
/// The rows are a sweep (what `collapse sweep` writes) when they hold at least two
/// combinations and either some variant is played with two parameter sets or more (the
/// `params` column differs), or every game is self-play (agent-key sweeps: the `white` and
/// `black` specs are equal in each row but differ between combinations). A tournament between
/// different agents with one parameter set is not a sweep.
pub fn sweep_groups(rows: &[GameRow]) -> Option<Vec<Balance>> {
    let groups = balance_groups(rows, true);
    if groups.len() < 2 {
        return None;
    }
    let several_params = rows.iter().any(|r| {
        rows.iter()
            .any(|s| s.variant == r.variant && s.params != r.params)
    });
    let self_play = rows.iter().all(|r| r.white == r.black);
    (several_params || self_play).then_some(groups)
}

/// The inline style sheet.
const STYLE: &str = "\
body{font-family:sans-serif;margin:1.5em auto;max-width:1000px;color:#222;padding:0 1em}
h1{font-size:1.6em}h2{border-bottom:1px solid #bbb;margin-top:1.6em}h3{margin-bottom:.3em}
table{border-collapse:collapse;margin:.6em 0;font-size:.9em}
th,td{border:1px solid #ccc;padding:2px 7px}th{background:#eee}td.n{text-align:right}
tr.best td{background:#e8f4e8}
svg{display:block;margin:.6em 0;max-width:100%;height:auto}
.legend{font-size:.9em;margin:.2em 0}.legend code{background:#f4f4f4}
pre{font-family:monospace;background:#f7f7f7;border:1px solid #ddd;padding:4px 8px;\
margin:4px 0 6px;display:inline-block;line-height:1.15}
.tree{font-size:.9em}.tree summary,.tree .head{cursor:pointer;white-space:nowrap;\
font-family:monospace}.tree .head{font-weight:bold;margin-left:1.1em;border-bottom:1px solid #bbb}
.tree span{display:inline-block;padding:1px 4px;box-sizing:border-box}.tree .mv{width:14em}
.tree .num{width:5em;text-align:right}.tree .wide{width:16em;text-align:right}
.note{color:#a00}
";

/// An HTML table: `header`, then `rows`; columns from `numeric_from` on are right-aligned.
/// Rows whose index is `best` get the class `best`. Every cell is escaped.
fn table(
    out: &mut String,
    header: &[&str],
    rows: &[Vec<String>],
    numeric_from: usize,
    best: Option<usize>,
) {
    out.push_str("<table><thead><tr>");
    for h in header {
        let _ = write!(out, "<th>{}</th>", escape(h));
    }
    out.push_str("</tr></thead><tbody>\n");
    for (i, r) in rows.iter().enumerate() {
        out.push_str(if Some(i) == best {
            "<tr class=\"best\">"
        } else {
            "<tr>"
        });
        for (j, c) in r.iter().enumerate() {
            let class = if j >= numeric_from {
                " class=\"n\""
            } else {
                ""
            };
            let _ = write!(out, "<td{class}>{}</td>", escape(c));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
}

/// A chart, or the reason it could not be drawn as a note.
fn chart(out: &mut String, svg: Result<String, String>) {
    match svg {
        Ok(s) => out.push_str(&s),
        Err(e) => {
            let _ = writeln!(out, "<p class=\"note\">{}</p>", escape(&e));
        }
    }
}

/// The balance columns of `groups` (as in [`crate::render_balance_text`]), `#k` first, then
/// the group's label; the most balanced is marked `*`.
fn balance_table(out: &mut String, groups: &[Balance]) {
    let best = most_balanced(groups);
    let rows: Vec<Vec<String>> = groups
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let (lo, hi) = g.white_interval();
            vec![
                format!("{}{}", if Some(i) == best { "*" } else { "" }, i + 1),
                g.label(),
                g.games.to_string(),
                pct(g.white_score()),
                format!("[{}, {}]", pct(lo), pct(hi)),
                pct(g.draw_rate()),
                pct(g.move_cap_share()),
                pct(g.decisive_share()),
                format!("{:.1}", g.mean_length()),
                format!("{:.1}", g.median_length()),
                g.branching.map_or("-".into(), |b| format!("{b:.2}")),
                format!("{:.2}", g.opening_entropy),
            ]
        })
        .collect();
    table(
        out,
        &[
            "#",
            "variant, parameters, agents",
            "games",
            "White score",
            "95% Wilson",
            "draw",
            "move cap",
            "decisive",
            "mean plies",
            "median",
            "branching",
            "H2 (bits)",
        ],
        &rows,
        2,
        best,
    );
    if let Some(b) = best {
        let _ = writeln!(
            out,
            "<p class=\"legend\">* most balanced: #{} (White score closest to 50%)</p>",
            b + 1
        );
    }
}

/// The agents' section: legend, standings, score chart, head to head, pairs, ratings, SPRT.
fn agents_section(out: &mut String, report: &Report) {
    out.push_str("<h2>Agents</h2>\n<div class=\"legend\">");
    for s in &report.standings {
        let _ = write!(
            out,
            "<div><b>{}</b> = <code>{}</code></div>",
            escape(&s.agent),
            escape(&s.spec)
        );
    }
    out.push_str("</div>\n<h2>Standings</h2>\n");
    let rows: Vec<Vec<String>> = report
        .standings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (e, iv) = match &s.elo {
                Some(e) => (elo(e.diff), format!("[{}, {}]", elo(e.low), elo(e.high))),
                None => ("-".into(), "-".into()),
            };
            vec![
                (i + 1).to_string(),
                s.agent.clone(),
                s.games().to_string(),
                pct(s.score()),
                wdl(&s.total),
                wdl(&s.as_white),
                wdl(&s.as_black),
                e,
                iv,
                s.los.map(pct).unwrap_or_else(|| "-".into()),
            ]
        })
        .collect();
    table(
        out,
        &[
            "#",
            "agent",
            "games",
            "score",
            "W/D/L",
            "as White",
            "as Black",
            "Elo",
            "95% interval",
            "LOS",
        ],
        &rows,
        2,
        None,
    );
    let bars: Vec<IntervalBar> = report
        .standings
        .iter()
        .map(|s| {
            let (low, high) = crate::score_interval(&s.total).unwrap_or((0.0, 1.0));
            let e = s.elo.map(|e| elo(e.diff)).unwrap_or_else(|| "-".into());
            IntervalBar {
                label: format!("{}  {} ({e} Elo)", s.agent, pct(s.score())),
                value: s.score(),
                low,
                high,
            }
        })
        .collect();
    chart(
        out,
        charts::interval_chart(
            "Score per agent (95% interval; Elo against the field)",
            "score",
            &bars,
        ),
    );

    if !report.matches.is_empty() {
        out.push_str("<h2>Head to head</h2>\n");
        let rows: Vec<Vec<String>> = report
            .matches
            .iter()
            .map(|m| {
                let (e, err, ne, l) = opt_elo(m.games_elo.as_ref());
                vec![
                    m.agent.clone(),
                    m.opponent.clone(),
                    m.wdl.games().to_string(),
                    wdl(&m.wdl),
                    m.wdl.score().map(pct).unwrap_or_else(|| "-".into()),
                    e,
                    err,
                    ne,
                    l,
                ]
            })
            .collect();
        table(
            out,
            &[
                "agent", "opponent", "games", "W/D/L", "score", "Elo", "+/-", "nElo", "LOS",
            ],
            &rows,
            2,
            None,
        );
        out.push_str("<p class=\"legend\">Elo +/- is the 95% half width.</p>\n");
    }
    if report.matches.iter().any(|m| m.penta.is_some()) {
        out.push_str("<h3>Pairs (pentanomial: both games of an opening, colours reversed)</h3>\n");
        let rows: Vec<Vec<String>> = report
            .matches
            .iter()
            .filter_map(|m| {
                let p = m.penta.as_ref()?;
                let (e, err, ne, l) = opt_elo(m.pairs_elo.as_ref());
                Some(vec![
                    m.agent.clone(),
                    m.opponent.clone(),
                    p.pairs().to_string(),
                    format!("{}/{}/{}/{}/{}/{}", p.ll, p.ld, p.wl, p.dd, p.wd, p.ww),
                    e,
                    err,
                    ne,
                    l,
                ])
            })
            .collect();
        table(
            out,
            &[
                "agent",
                "opponent",
                "pairs",
                "LL/LD/WL/DD/WD/WW",
                "Elo",
                "+/-",
                "nElo",
                "LOS",
            ],
            &rows,
            2,
            None,
        );
    }
    if let Some(r) = &report.ratings {
        let _ = writeln!(
            out,
            "<h2>Ratings</h2>\n<p class=\"legend\">Maximum likelihood, BayesElo draw model, mean 0; \
             White advantage {:+.0}, draw Elo {:.0}; interval: bootstrap of {} resamples, \
             seed 1.</p>",
            r.white_advantage, r.draw_elo, r.resamples
        );
        let rows: Vec<Vec<String>> = r
            .ratings
            .iter()
            .enumerate()
            .map(|(i, x)| {
                vec![
                    (i + 1).to_string(),
                    x.agent.clone(),
                    x.games.to_string(),
                    format!("{:+.0}", x.elo),
                    format!("[{:+.0}, {:+.0}]", x.low, x.high),
                ]
            })
            .collect();
        table(
            out,
            &["#", "agent", "games", "rating", "95% interval"],
            &rows,
            2,
            None,
        );
    }
    if let Some(s) = &report.sprt {
        let _ = writeln!(
            out,
            "<h2>SPRT</h2>\n<p>{} vs {} ({}): {}</p>",
            escape(&s.agent),
            escape(&s.opponent),
            escape(&s.sprt.to_string()),
            escape(&s.status.to_string())
        );
        if let Some(n) = &s.note {
            let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(n));
        }
    }
}

/// The variants' section: figures, lengths with a histogram each, terminations, balance.
fn variants_section(out: &mut String, report: &Report, labels: &[String]) {
    out.push_str("<h2>Variants</h2>\n");
    for (v, l) in report.variants.iter().zip(labels) {
        if !v.params.is_empty() {
            let _ = writeln!(
                out,
                "<p class=\"legend\"><b>{}</b>: <code>{}</code></p>",
                escape(l),
                escape(&v.params)
            );
        }
    }
    let rows: Vec<Vec<String>> = report
        .variants
        .iter()
        .zip(labels)
        .map(|(v, l)| {
            let (lo, hi) = v.white_score_interval;
            vec![
                l.clone(),
                v.games.to_string(),
                pct(v.white_score),
                format!("[{}, {}]", pct(lo), pct(hi)),
                v.white_elo
                    .map(|e| elo(e.diff))
                    .unwrap_or_else(|| "-".into()),
                pct(v.draw_rate),
                format!("{}/{}/{}", v.white_wins, v.black_wins, v.draws),
            ]
        })
        .collect();
    table(
        out,
        &[
            "variant",
            "games",
            "White score",
            "95% interval",
            "White Elo",
            "draw rate",
            "1-0/0-1/draw",
        ],
        &rows,
        1,
        None,
    );

    out.push_str("<h2>Game lengths</h2>\n");
    let rows: Vec<Vec<String>> = report
        .variants
        .iter()
        .zip(labels)
        .map(|(v, l)| {
            vec![
                l.clone(),
                format!("{:.1}", v.plies_mean),
                format!("{:.1}", v.plies_median),
                v.plies_min.to_string(),
                v.plies_max.to_string(),
            ]
        })
        .collect();
    table(
        out,
        &["variant", "mean plies", "median", "shortest", "longest"],
        &rows,
        1,
        None,
    );
    for (v, l) in report.variants.iter().zip(labels) {
        let lengths: Vec<u32> = report
            .balance
            .iter()
            .find(|b| b.variant == v.variant && b.params == v.params)
            .map(|b| b.lengths.clone())
            .unwrap_or_default();
        chart(
            out,
            charts::length_histogram(&format!("Game lengths: {l}"), &lengths),
        );
    }

    out.push_str("<h2>Terminations</h2>\n");
    let groups: Vec<(String, Vec<(String, u64)>)> = report
        .variants
        .iter()
        .zip(labels)
        .map(|(v, l)| {
            (
                l.clone(),
                v.terminations
                    .iter()
                    .map(|t| (t.termination.clone(), t.count))
                    .collect(),
            )
        })
        .collect();
    chart(
        out,
        charts::terminations_chart("Terminations per variant", &groups),
    );
    let rows: Vec<Vec<String>> = report
        .variants
        .iter()
        .zip(labels)
        .flat_map(|(v, l)| {
            v.terminations.iter().map(move |t| {
                vec![
                    l.clone(),
                    t.termination.clone(),
                    t.count.to_string(),
                    pct(t.share),
                ]
            })
        })
        .collect();
    table(
        out,
        &["variant", "termination", "games", "share"],
        &rows,
        2,
        None,
    );

    if !report.balance.is_empty() {
        out.push_str(
            "<h2>Balance</h2>\n<p class=\"legend\">Per variant and parameter set: White score \
             with its 95% Wilson interval, draw / move-cap / decisive shares, game lengths, mean \
             branching factor, H2 = entropy in bits of the first two plies.</p>\n",
        );
        balance_table(out, &report.balance);
    }
}

/// The sweep section: a table and a chart of White's score per combination.
fn sweep_section(out: &mut String, groups: &[Balance]) {
    out.push_str(
        "<h2>Sweep</h2>\n<p class=\"legend\">One row per combination of parameters and \
         agents.</p>\n",
    );
    balance_table(out, groups);
    let bars: Vec<IntervalBar> = groups
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let (low, high) = g.white_interval();
            let mut label = format!("#{} {} {}", i + 1, g.params, g.agents);
            if label.chars().count() > 56 {
                label = label.chars().take(55).collect::<String>() + "…";
            }
            IntervalBar {
                label,
                value: g.white_score(),
                low,
                high,
            }
        })
        .collect();
    chart(
        out,
        charts::interval_chart(
            "White score per combination (95% Wilson interval)",
            "White score",
            &bars,
        ),
    );
}

/// The whole page for `report` (built from `rows`, which the opening trees and the sweep read
/// again) as one HTML document; see the module documentation for what it holds.
///
/// Errors: `opts.depth` 0.
pub fn render_html(
    report: &Report,
    rows: &[GameRow],
    opts: &HtmlOptions<'_>,
) -> Result<String, HtmlError> {
    if opts.depth == 0 {
        return Err(HtmlError(
            "--depth must be at least 1 (plies of the opening tree)".into(),
        ));
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>collapse report</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
         <h1>collapse report</h1>\n<p>{} game(s), {} agent(s), {} variant(s)</p>\n",
        report.games,
        report.standings.len(),
        report.variants.len()
    );
    if !opts.subtitle.is_empty() {
        let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(&opts.subtitle));
    }
    if report.games > 0 {
        agents_section(&mut out, report);
        let labels = variant_labels(report);
        variants_section(&mut out, report, &labels);
        if let Some(groups) = &opts.sweep {
            sweep_section(&mut out, groups);
        }
        let _ = writeln!(
            out,
            "<h2>Openings</h2>\n<p class=\"legend\">The first {} plies of every variant and \
             parameter set, lines of at least {} game(s); click a move to see the position \
             after it and the replies. Share is of the parent's games; White score with its \
             95% Wilson interval.</p>",
            opts.depth, opts.min_games
        );
        for (v, l) in report.variants.iter().zip(&labels) {
            let vrows: Vec<GameRow> = rows
                .iter()
                .filter(|r| r.variant == v.variant && r.params == v.params)
                .cloned()
                .collect();
            let nodes = opening_tree(&vrows, opts.depth, opts.min_games)
                .map_err(|e| HtmlError(e.to_string()))?;
            let _ = writeln!(
                out,
                "<details class=\"variant\" open><summary><b>{}</b> {} ({} games, {} lines)\
                 </summary>",
                escape(l),
                escape(&v.params),
                v.games,
                nodes.len()
            );
            let draw = |line: &[String]| (opts.diagram)(&v.variant, &v.params, line);
            out.push_str(&tree::render_tree(&nodes, &draw));
            out.push_str("</details>\n");
        }
    }
    out.push_str("</body>\n</html>\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::GameResult;
    use std::path::PathBuf;

    fn row(params: &str, white: &str, black: &str) -> GameRow {
        GameRow {
            source: PathBuf::from("t.csv"),
            line: 2,
            game_id: 0,
            variant: "v".into(),
            params: params.into(),
            white: white.into(),
            black: black.into(),
            seed: 0,
            result: GameResult::Draw,
            termination: "move-cap".into(),
            plies: 1,
            moves: "a".into(),
            duration_ms: 0,
            pair_id: None,
            opening: None,
            white_name: None,
            black_name: None,
        }
    }

    #[test]
    fn sweeps_are_told_from_tournaments() {
        // A tournament: three combinations (pairings), one parameter set, not self-play: no
        // sweep.
        let t = [row("", "a", "b"), row("", "b", "a"), row("", "a", "c")];
        assert_eq!(sweep_groups(&t), None);
        // An agent-key sweep: self-play of two specs -> two combinations.
        let k = [row("", "a", "a"), row("", "b", "b"), row("", "a", "a")];
        let g = sweep_groups(&k).expect("a sweep");
        assert_eq!(
            g.iter()
                .map(|b| (b.agents.as_str(), b.games))
                .collect::<Vec<_>>(),
            [("a", 2), ("b", 1)]
        );
        // A parameter sweep of two agents: the params column differs.
        let p = [row("x=1", "a", "b"), row("x=2", "a", "b")];
        assert_eq!(sweep_groups(&p).map(|g| g.len()), Some(2));
        // One combination is not a sweep, even in self-play.
        let one = [row("x=1", "a", "a"), row("x=1", "a", "a")];
        assert_eq!(sweep_groups(&one), None);
    }

    #[test]
    fn escape_replaces_the_five_special_characters() {
        assert_eq!(
            escape(r#"a<b>&"c"'d'"#),
            "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;"
        );
        assert_eq!(escape("mcts:c=1.4,x|y"), "mcts:c=1.4,x|y");
    }
}
