//! The rounds of a `collapse tune` race, replayed from its settings ([`crate::replay_race`]).

use std::fmt::Write as _;

use super::charts::{self, IntervalBar};
use super::escape;
use super::tables::chart;
use crate::render::pct;

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
