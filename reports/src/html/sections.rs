//! The sections of the HTML page: the terminal report's tables as HTML tables, with their
//! charts (see the parent module for the list of charts).

use std::fmt::Write as _;

use super::charts::{self, IntervalBar};
use super::escape;
use crate::balance::{most_balanced, Balance};
use crate::render::{elo, elo_at, elo_range, opt_elo, pct, wdl, NA_NOTE};
use crate::stats::{Report, VariantStats};

/// An HTML table: `header`, then `rows`; columns from `numeric_from` on are right-aligned.
/// Rows whose index is `best` get the class `best`. Every cell is escaped.
fn table(
    out: &mut String,
    header: &[&str],
    rows: &[Vec<String>],
    numeric_from: usize,
    best: Option<usize>,
) {
    linked_table(out, header, rows, numeric_from, best, None);
}

/// A link to the viewer's list of `agent`'s games, showing the name (escaped).
pub(super) fn agent_link(agent: &str) -> String {
    format!(
        "<a class=\"name\" href=\"#games-of-{}\" title=\"replay {}'s games\">{}</a>",
        escape(&agent.replace(' ', "%20")),
        escape(agent),
        escape(agent)
    )
}

/// [`table`], the cells of column `link` (if any) drawn as [`agent_link`]s. The table sits
/// in a box that scrolls sideways when it is wider than the page (the page never does).
fn linked_table(
    out: &mut String,
    header: &[&str],
    rows: &[Vec<String>],
    numeric_from: usize,
    best: Option<usize>,
    link: Option<usize>,
) {
    out.push_str("<div class=\"scroll\"><table><thead><tr>");
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
            if Some(j) == link {
                let _ = write!(out, "<td{class}>{}</td>", agent_link(c));
            } else {
                let _ = write!(out, "<td{class}>{}</td>", escape(c));
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n");
}

/// A chart in a `<figure class="chart">` naming its axis labels (`data-x`, `data-y`, which
/// the browser check finds in the drawing), or the reason it could not be drawn as a note.
pub(super) fn chart(out: &mut String, svg: Result<String, String>, x: &str, y: &str) {
    match svg {
        Ok(s) => {
            let _ = write!(
                out,
                "<figure class=\"chart\" data-x=\"{}\" data-y=\"{}\">{s}</figure>\n",
                escape(x),
                escape(y)
            );
        }
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

/// The agents' part of one section: legend, standings, score chart, head to head, pairs,
/// rating groups and ratings, self-play, SPRT.
pub(super) fn agents_section(out: &mut String, report: &Report) {
    out.push_str("<h2>Agents</h2>\n<div class=\"legend\">");
    for (agent, spec) in &report.agents {
        let _ = write!(
            out,
            "<div><b>{}</b> = <code>{}</code></div>",
            escape(agent),
            escape(spec)
        );
    }
    out.push_str("</div>\n");
    if !report.standings.is_empty() {
        standings(out, report);
    }
    others(out, report);
}

/// The standings table and the score chart (games between different agents).
fn standings(out: &mut String, report: &Report) {
    out.push_str("<h2>Standings</h2>\n");
    let rows: Vec<Vec<String>> = report
        .standings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (e, iv) = match &s.elo {
                Some(e) => (elo_at(e.diff, s.score()), elo_range(e.low, e.high)),
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
    linked_table(
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
            "95% normal (trinomial)",
            "LOS",
        ],
        &rows,
        2,
        None,
        Some(1),
    );
    let _ = writeln!(
        out,
        "<p class=\"legend\">Games between different agents; Elo against the field. {}</p>",
        escape(NA_NOTE)
    );
    let bars: Vec<IntervalBar> = report
        .standings
        .iter()
        .map(|s| {
            let (low, high) = crate::score_interval(&s.total).unwrap_or((0.0, 1.0));
            let e = s
                .elo
                .map(|e| elo_at(e.diff, s.score()))
                .unwrap_or_else(|| "-".into());
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
            "Score per agent (95% normal (trinomial) interval; Elo against the field)",
            "score",
            "agent",
            &bars,
        ),
        "score",
        "agent",
    );
}

/// Head to head, pairs, rating groups and ratings, self-play and the SPRT.
fn others(out: &mut String, report: &Report) {
    if !report.matches.is_empty() {
        out.push_str("<h2>Head to head</h2>\n");
        super::heatmap::head_to_head(out, report);
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
        let _ = writeln!(
            out,
            "<p class=\"legend\">Elo +/- is the half width of the 95% normal (trinomial) \
             interval. {}</p>",
            escape(NA_NOTE)
        );
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
        out.push_str(
            "<p class=\"legend\">Elo +/- is the half width of the 95% normal (pentanomial) \
             interval.</p>\n",
        );
    }
    if report.rating_groups.len() > 1 {
        let groups: Vec<String> = report
            .rating_groups
            .iter()
            .map(|g| format!("{{{}}}", g.join(", ")))
            .collect();
        let _ = writeln!(
            out,
            "<p class=\"note\">Warning: the agents form {} groups not linked by games: {}. No \
             rating puts different groups on one scale: each group of 3 or more agents is rated \
             on its own, and ratings of different groups cannot be compared.</p>",
            groups.len(),
            escape(&groups.join(" | "))
        );
    }
    for (k, r) in report.ratings.iter().enumerate() {
        let group = if report.ratings.len() > 1 {
            format!(" (group {})", k + 1)
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "<h2>Ratings{group}</h2>\n<p class=\"legend\">Maximum likelihood, BayesElo draw \
             model, mean 0; White advantage {}, draw Elo {}; prior {} virtual draws per pair \
             that met; interval: 95% percentile bootstrap of {} resamples, seed 1.</p>",
            elo(r.white_advantage),
            elo(r.draw_elo).trim_start_matches('+'),
            crate::stats::RATING_PRIOR,
            r.resamples
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
                    elo(x.elo),
                    elo_range(x.low, x.high),
                ]
            })
            .collect();
        linked_table(
            out,
            &["#", "agent", "games", "rating", "95% bootstrap"],
            &rows,
            2,
            None,
            Some(1),
        );
        let points: Vec<charts::EloPoint> = r
            .ratings
            .iter()
            .map(|x| charts::EloPoint {
                label: format!("{} {}", x.agent, elo(x.elo)),
                elo: x.elo,
                low: x.low,
                high: x.high,
            })
            .collect();
        chart(
            out,
            charts::elo_chart(
                &format!("Ratings{group} with their 95% bootstrap intervals (mean 0)"),
                &points,
            ),
            "rating (Elo)",
            "agent",
        );
    }
    if !report.self_play.is_empty() {
        out.push_str(
            "<h2>Self-play</h2>\n<p class=\"legend\">The same agent on both sides: colour \
             balance only, no Elo or rating.</p>\n",
        );
        let rows: Vec<Vec<String>> = report
            .self_play
            .iter()
            .map(|s| {
                let (lo, hi) = s.white_interval();
                vec![
                    s.agent.clone(),
                    s.games().to_string(),
                    wdl(&s.white),
                    pct(s.white_score()),
                    format!("[{}, {}]", pct(lo), pct(hi)),
                    pct(1.0 - s.white_score()),
                ]
            })
            .collect();
        table(
            out,
            &[
                "agent",
                "games",
                "White W/D/L",
                "White score",
                "95% Wilson",
                "Black score",
            ],
            &rows,
            1,
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

/// The variants' section over every section's games: figures, lengths with a histogram each
/// (followed by `extremes[i]`, links to the shortest and longest games of variant `i`),
/// terminations, balance.
pub(super) fn variants_section(
    out: &mut String,
    variants: &[&VariantStats],
    balance: &[Balance],
    labels: &[String],
    extremes: &[String],
) {
    out.push_str("<h2>Variants</h2>\n");
    for (v, l) in variants.iter().zip(labels) {
        if !v.params.is_empty() {
            let _ = writeln!(
                out,
                "<p class=\"legend\"><b>{}</b>: <code>{}</code></p>",
                escape(l),
                escape(&v.params)
            );
        }
    }
    let rows: Vec<Vec<String>> = variants
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
                    .map(|e| elo_at(e.diff, v.white_score))
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
            "95% Wilson",
            "White Elo",
            "draw rate",
            "1-0/0-1/draw",
        ],
        &rows,
        1,
        None,
    );

    out.push_str("<h2>Game lengths</h2>\n");
    let rows: Vec<Vec<String>> = variants
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
    for (i, (v, l)) in variants.iter().zip(labels).enumerate() {
        let lengths: Vec<u32> = balance
            .iter()
            .find(|b| b.variant == v.variant && b.params == v.params)
            .map(|b| b.lengths.clone())
            .unwrap_or_default();
        chart(
            out,
            charts::length_histogram(&format!("Game lengths: {l}"), &lengths),
            "game length (plies; ticks on bin edges)",
            "games",
        );
        if let Some(links) = extremes.get(i) {
            out.push_str(links);
        }
    }

    out.push_str("<h2>Terminations</h2>\n");
    let groups: Vec<(String, Vec<(String, u64)>)> = variants
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
        "share of the variant's games",
        "variant",
    );
    let rows: Vec<Vec<String>> = variants
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

    if !balance.is_empty() {
        out.push_str(
            "<h2>Balance</h2>\n<p class=\"legend\">Per variant and parameter set: White score \
             with its 95% Wilson interval, draw / move-cap / decisive shares, game lengths, mean \
             branching factor, H2 = entropy in bits of the first two plies.</p>\n",
        );
        balance_table(out, balance);
    }
}

/// The sweep section: a table, then White's score per combination sorted from the best for
/// White down, with its interval and the 50% line, each labelled by what differs between the
/// combinations (full text on hover).
pub(super) fn sweep_section(out: &mut String, groups: &[Balance]) {
    out.push_str(
        "<h2>Sweep</h2>\n<p class=\"legend\">One row per combination of parameters and \
         agents.</p>\n",
    );
    balance_table(out, groups);
    let labels = sweep_labels(groups);
    let mut order: Vec<usize> = (0..groups.len()).collect();
    order.sort_by(|&a, &b| {
        groups[b]
            .white_score()
            .total_cmp(&groups[a].white_score())
            .then(a.cmp(&b))
    });
    let bars: Vec<IntervalBar> = order
        .iter()
        .map(|&i| {
            let g = &groups[i];
            let (low, high) = g.white_interval();
            IntervalBar {
                label: format!("#{} {}", i + 1, labels[i]),
                value: g.white_score(),
                low,
                high,
            }
        })
        .collect();
    let full: Vec<(String, String)> = order
        .iter()
        .map(|&i| (bars_label(&bars, &order, i), groups[i].label()))
        .collect();
    chart(
        out,
        charts::interval_chart(
            "White score per combination, best for White first (95% Wilson interval; dashed: \
             50%)",
            "White score",
            "combination",
            &bars,
        )
        .map(|svg| charts::with_titles(&svg, &full)),
        "White score",
        "combination",
    );
}

/// The label of combination `i` among `bars` (drawn in `order`).
fn bars_label(bars: &[IntervalBar], order: &[usize], i: usize) -> String {
    let k = order.iter().position(|&x| x == i).unwrap_or(0);
    bars[k].label.clone()
}

/// Labels of sweep combinations that say what differs: the variant when several are swept,
/// the parameters that differ, and the agents when they differ
/// (`board=torus, retransform=on`).
pub(super) fn sweep_labels(groups: &[Balance]) -> Vec<String> {
    let several_variants = groups.iter().any(|g| g.variant != groups[0].variant);
    let items: Vec<(String, Vec<(String, String)>)> = groups
        .iter()
        .map(|g| {
            let mut pairs = crate::param_pairs(&g.params);
            pairs.push(("agents".into(), g.agents.clone()));
            let name = if several_variants {
                g.variant.clone()
            } else {
                String::new()
            };
            (name, pairs)
        })
        .collect();
    crate::differing_labels(&items)
}

/// The rounds of a `collapse tune` race: the settings, one table row per round and surviving
/// combination (White score with its Hoeffding interval, the interval of |White - 50%|,
/// dropped rows marked), a line per round naming the dropped, and a chart of each
/// combination's White score at its last look.
pub(super) fn race_section(out: &mut String, race: &crate::RaceView) {
    let r = &race.replay;
    let name = |i: usize| {
        race.labels
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("#{}", i + 1))
    };
    let _ = writeln!(
        out,
        "<h2 class=\"race\">Race rounds: {}</h2>\n<p class=\"legend\">{}. White score with its \
         Hoeffding interval at the round's look (the error split over combinations and rounds); \
         a combination is dropped when its interval of |White - 50%| lies above the smallest \
         upper end. {}.</p>",
        escape(&race.file),
        escape(&r.settings_line()),
        escape(&r.end_line())
    );
    out.push_str("<div class=\"scroll\"><table class=\"race\"><thead><tr>");
    for h in [
        "round",
        "combination",
        "games",
        "White",
        "Hoeffding",
        "|White-50%|",
        "status",
    ] {
        let _ = write!(out, "<th>{}</th>", escape(h));
    }
    out.push_str("</tr></thead><tbody>\n");
    for round in &r.rounds {
        for e in &round.entries {
            let _ = writeln!(
                out,
                "<tr{}><td class=\"n\">{}</td><td title=\"{}\">{}</td><td class=\"n\">{}</td>\
                 <td class=\"n\">{}</td><td class=\"n\">[{}, {}]</td><td class=\"n\">[{}, {}]</td>\
                 <td>{}</td></tr>",
                if e.dropped { " class=\"dropped\"" } else { "" },
                round.round,
                escape(race.full.get(e.candidate).map(String::as_str).unwrap_or("")),
                escape(&name(e.candidate)),
                e.wdl.games(),
                pct(e.wdl.score().unwrap_or(0.5)),
                pct(e.score_interval.0),
                pct(e.score_interval.1),
                pct(e.distance_interval.0),
                pct(e.distance_interval.1),
                if e.dropped { "dropped" } else { "survives" }
            );
        }
    }
    out.push_str("</tbody></table></div>\n<ul class=\"race-rounds\">\n");
    for round in &r.rounds {
        let dropped: Vec<String> = round
            .entries
            .iter()
            .filter(|e| e.dropped)
            .map(|e| name(e.candidate))
            .collect();
        let _ = writeln!(
            out,
            "<li>round {}: {} games, {} survive{}</li>",
            round.round,
            round.games,
            round.entries.len() - dropped.len(),
            if dropped.is_empty() {
                String::new()
            } else {
                escape(&format!("; dropped {}", dropped.join(", ")))
            }
        );
    }
    out.push_str("</ul>\n");
    // Each combination at its last look.
    let mut last: Vec<(u32, crate::RoundEntry)> = Vec::new();
    for round in &r.rounds {
        for e in &round.entries {
            match last.iter_mut().find(|(_, x)| x.candidate == e.candidate) {
                Some(slot) => *slot = (round.round, *e),
                None => last.push((round.round, *e)),
            }
        }
    }
    if last.is_empty() {
        return;
    }
    let bars: Vec<IntervalBar> = last
        .iter()
        .map(|(k, e)| IntervalBar {
            label: if e.dropped {
                format!("{} (dropped in round {k})", name(e.candidate))
            } else {
                name(e.candidate)
            },
            value: e.wdl.score().unwrap_or(0.5),
            low: e.score_interval.0,
            high: e.score_interval.1,
        })
        .collect();
    let full: Vec<(String, String)> = bars
        .iter()
        .zip(&last)
        .map(|(b, (_, e))| {
            (
                b.label.clone(),
                race.full.get(e.candidate).cloned().unwrap_or_default(),
            )
        })
        .collect();
    chart(
        out,
        charts::interval_chart(
            "White score per combination at its last round (Hoeffding interval; dashed: 50%)",
            "White score",
            "combination",
            &bars,
        )
        .map(|svg| charts::with_titles(&svg, &full)),
        "White score",
        "combination",
    );
}

/// The piece values (from `collapse values --values-out`): per variant and parameter set, a
/// table (piece, value, 95% interval, games) and a bar chart of the values with their
/// interval whiskers, drawn by hand in SVG (values may be negative or above 1, so not on the
/// percentage axis of the other bar charts).
pub(super) fn values_section(out: &mut String, rows: &[crate::values::ValueRow]) {
    if rows.is_empty() {
        return;
    }
    out.push_str(
        "<h2>Piece values</h2>\n<p class=\"legend\">From <code>collapse values</code>: each \
         piece's value with its 95% interval (the method under each table).</p>\n",
    );
    for ((variant, params), group) in crate::values::values_groups(rows) {
        let unit = group[0].unit();
        let _ = writeln!(
            out,
            "<h3 class=\"values\" title=\"{}\">{}</h3>",
            escape(&params),
            escape(&if params.is_empty() {
                variant.clone()
            } else {
                format!("{variant} {params}")
            })
        );
        let mixed = crate::values::mixed_methods(&group);
        let table_rows: Vec<Vec<String>> = group
            .iter()
            .map(|r| {
                let mut row = vec![
                    r.piece.clone(),
                    format!("{:.2}", r.value),
                    format!("[{:.2}, {:.2}]", r.lo, r.hi),
                    r.games.to_string(),
                ];
                if mixed {
                    row.push(r.method.clone());
                }
                row
            })
            .collect();
        let mut head = vec!["piece", unit, "95% interval", "games"];
        if mixed {
            head.push("method");
        }
        table(out, &head, &table_rows, 1, None);
        if !mixed {
            let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(&group[0].method));
        }
        out.push_str("<figure class=\"chart\" data-x=\"");
        out.push_str(unit);
        out.push_str("\" data-y=\"piece\">");
        out.push_str(&values_svg(&group, unit));
        out.push_str("</figure>\n");
    }
}

/// Horizontal bars from 0 to each value with a whisker from `lo` to `hi`, one row per
/// piece, an axis in `unit` with ticks at whole numbers (or tenths for a narrow range).
fn values_svg(rows: &[crate::values::ValueRow], unit: &str) -> String {
    const ROW: f64 = 26.0;
    const LEFT: f64 = 110.0;
    const RIGHT: f64 = 20.0;
    const WIDTH: f64 = 760.0;
    let top = 30.0;
    let height = top + ROW * rows.len() as f64 + 50.0;
    let min = rows
        .iter()
        .map(|r| r.lo.min(r.value))
        .fold(0.0f64, f64::min);
    let max = rows
        .iter()
        .map(|r| r.hi.max(r.value))
        .fold(0.0f64, f64::max);
    let (min, max) = if max - min < 1e-9 {
        (min - 1.0, max + 1.0)
    } else {
        (min, max)
    };
    let step = if max - min > 4.0 {
        ((max - min) / 8.0).ceil()
    } else if max - min > 0.8 {
        0.5
    } else {
        0.1
    };
    let (min, max) = ((min / step).floor() * step, (max / step).ceil() * step);
    let x = |v: f64| LEFT + (v - min) / (max - min) * (WIDTH - LEFT - RIGHT);
    let mut s = format!(
        "<svg width=\"{WIDTH}\" height=\"{height}\" viewBox=\"0 0 {WIDTH} {height}\" \
         font-family=\"sans-serif\" font-size=\"13\"><rect width=\"100%\" height=\"100%\" \
         fill=\"white\"/>\n<text x=\"{}\" y=\"18\" text-anchor=\"middle\" font-size=\"16\">\
         Value per piece ({unit}; whiskers: 95% interval)</text>\n",
        WIDTH / 2.0
    );
    let bottom = top + ROW * rows.len() as f64;
    let mut t = min;
    while t <= max + step / 2.0 {
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"{top}\" x2=\"{0:.1}\" y2=\"{bottom}\" stroke=\"#ddd\"/>\
             <text x=\"{0:.1}\" y=\"{1}\" text-anchor=\"middle\">{2}</text>",
            x(t),
            bottom + 16.0,
            if step < 1.0 {
                format!("{t:.1}")
            } else {
                format!("{t:.0}")
            }
        );
        t += step;
    }
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
        (LEFT + WIDTH - RIGHT) / 2.0,
        bottom + 36.0,
        escape(unit)
    );
    let _ = writeln!(
        s,
        "<text transform=\"translate(18,{:.1}) rotate(-90)\" text-anchor=\"middle\">piece</text>",
        (top + bottom) / 2.0
    );
    for (i, r) in rows.iter().enumerate() {
        let y = top + ROW * i as f64;
        let mid = y + ROW / 2.0;
        let (a, b) = (x(0.0).min(x(r.value)), x(0.0).max(x(r.value)));
        let (lo, hi) = (x(r.lo), x(r.hi));
        let (piece, label_x, label_y) = (escape(&r.piece), LEFT - 8.0, mid + 4.0);
        let (bar_y, bar_w, bar_h) = (y + 5.0, (b - a).max(1.0), ROW - 10.0);
        let (cap0, cap1) = (mid - 6.0, mid + 6.0);
        let _ = writeln!(
            s,
            "<g class=\"value\"><title>{piece} {:.2} [{:.2}, {:.2}] {unit}</title>\
             <text x=\"{label_x:.1}\" y=\"{label_y:.1}\" text-anchor=\"end\">{piece}</text>\
             <rect x=\"{a:.1}\" y=\"{bar_y:.1}\" width=\"{bar_w:.1}\" height=\"{bar_h:.1}\" \
             fill=\"#4a7fc1\" fill-opacity=\"0.55\"/>\
             <line x1=\"{lo:.1}\" y1=\"{mid:.1}\" x2=\"{hi:.1}\" y2=\"{mid:.1}\" \
             stroke=\"black\" stroke-width=\"2\"/>\
             <line x1=\"{lo:.1}\" y1=\"{cap0:.1}\" x2=\"{lo:.1}\" y2=\"{cap1:.1}\" \
             stroke=\"black\" stroke-width=\"2\"/>\
             <line x1=\"{hi:.1}\" y1=\"{cap0:.1}\" x2=\"{hi:.1}\" y2=\"{cap1:.1}\" \
             stroke=\"black\" stroke-width=\"2\"/></g>",
            r.value, r.lo, r.hi,
        );
    }
    let _ = writeln!(
        s,
        "<line x1=\"{0:.1}\" y1=\"{top}\" x2=\"{0:.1}\" y2=\"{bottom}\" stroke=\"#888\"/></svg>",
        x(0.0)
    );
    s
}
