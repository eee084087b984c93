//! The sections of the HTML page: the terminal report's tables as HTML tables, with their
//! charts (see the parent module for the list of charts).

use std::fmt::Write as _;

use super::charts::{self, IntervalBar};
use super::escape;
use super::tables::{balance_table, chart, linked_table, table};
use crate::balance::Balance;
use crate::render::{elo, elo_at, elo_range, has_na, opt_elo, pct, wdl, NA_NOTE};
use crate::stats::{Report, VariantStats};

/// The explanation of `n/a` and one-sided bounds ([`NA_NOTE`]) for a legend under a table
/// with these `rows`: the note itself (`id="na-note"`) under the first such table of the page
/// (`noted` false; then set), a link to it under later ones, nothing when no cell holds
/// `n/a`, `>=` or `<=`. So the page explains them once, however many sections it has.
pub(super) fn na_note(rows: &[Vec<String>], noted: &mut bool) -> String {
    if !rows.iter().any(|r| has_na(r)) {
        String::new()
    } else if *noted {
        " <a href=\"#na-note\">n/a, &gt;= x, &lt;= x: see the note above</a>.".into()
    } else {
        *noted = true;
        format!(" <span id=\"na-note\">{}</span>", escape(NA_NOTE))
    }
}

/// The agents' part of one section: legend, standings, score chart, head to head, pairs,
/// rating groups and ratings, self-play, SPRT. Its headings' ids start with `id` (the
/// section's, see [`super::nav`]); `noted` as in [`na_note`].
pub(super) fn agents_section(out: &mut String, report: &Report, id: &str, noted: &mut bool) {
    let _ = write!(
        out,
        "<h2 id=\"{id}-agents\">Agents</h2>\n<div class=\"legend\">"
    );
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
        standings(out, report, id, noted);
    }
    others(out, report, id, noted);
}

/// The standings table and the score chart (games between different agents).
fn standings(out: &mut String, report: &Report, id: &str, noted: &mut bool) {
    let _ = writeln!(out, "<h2 id=\"{id}-standings\">Standings</h2>");
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
        "<p class=\"legend\">Games between different agents; Elo against the field.{}</p>",
        na_note(&rows, noted)
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
fn others(out: &mut String, report: &Report, id: &str, noted: &mut bool) {
    if !report.matches.is_empty() {
        let _ = writeln!(out, "<h2 id=\"{id}-head-to-head\">Head to head</h2>");
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
             interval.{}</p>",
            na_note(&rows, noted)
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
        let _ = writeln!(
            out,
            "<p class=\"legend\">Elo +/- is the half width of the 95% normal (pentanomial) \
             interval.{}</p>",
            na_note(&rows, noted)
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
        let (group, n) = if report.ratings.len() > 1 {
            (format!(" (group {})", k + 1), format!("-{}", k + 1))
        } else {
            (String::new(), String::new())
        };
        let _ = writeln!(
            out,
            "<h2 id=\"{id}-ratings{n}\">Ratings{group}</h2>\n<p class=\"legend\">Maximum \
             likelihood, BayesElo draw model, mean 0; White advantage {}, draw Elo {}; prior {} \
             virtual draws per pair that met; interval: 95% percentile bootstrap of {} \
             resamples, seed 1.</p>",
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
        let _ = writeln!(
            out,
            "<h2 id=\"{id}-self-play\">Self-play</h2>\n<p class=\"legend\">The same agent on \
             both sides: colour balance only, no Elo or rating.</p>",
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
            "<h2 id=\"{id}-sprt\">SPRT</h2>\n<p>{} vs {} ({}): {}</p>",
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
    out.push_str("<h2 id=\"variants\">Variants</h2>\n");
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

    out.push_str("<h2 id=\"game-lengths\">Game lengths</h2>\n");
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

    out.push_str("<h2 id=\"terminations\">Terminations</h2>\n");
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
            "<h2 id=\"balance\">Balance</h2>\n<p class=\"legend\">Per variant and parameter set: \
             White score with its 95% Wilson interval, draw / move-cap / decisive shares, game \
             lengths, mean branching factor, H2 = entropy in bits of the first two plies; the \
             full parameters on hover.</p>\n",
        );
        // Each set by the label the other tables give it (what differs), not its whole
        // parameter text.
        let short: Vec<String> = balance
            .iter()
            .map(|b| {
                variants
                    .iter()
                    .zip(labels)
                    .find(|(v, _)| v.variant == b.variant && v.params == b.params)
                    .map_or_else(|| b.label(), |(_, l)| l.clone())
            })
            .collect();
        balance_table(out, balance, &short, "variant");
    }
}

/// The sweep section: a table, then White's score per combination sorted from the best for
/// White down, with its interval and the 50% line, each labelled by what differs between the
/// combinations (full text on hover).
pub(super) fn sweep_section(out: &mut String, groups: &[Balance]) {
    out.push_str(
        "<h2 id=\"sweep\">Sweep</h2>\n<p class=\"legend\">One row per combination of parameters \
         and agents (what differs; the whole combination on hover).</p>\n",
    );
    let labels = sweep_labels(groups);
    balance_table(out, groups, &labels, "combination");
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
