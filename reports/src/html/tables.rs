//! The page's tables and chart figures: every table escaped, in a box that scrolls sideways
//! when it is wider than the page (the page itself never does).

use std::fmt::Write as _;

use super::escape;
use crate::balance::{most_balanced, Balance};
use crate::render::pct;

/// An HTML table: `header`, then `rows`; columns from `numeric_from` on are right-aligned.
/// Rows whose index is `best` get the class `best`. Every cell is escaped.
pub(super) fn table(
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
pub(super) fn linked_table(
    out: &mut String,
    header: &[&str],
    rows: &[Vec<String>],
    numeric_from: usize,
    best: Option<usize>,
    link: Option<usize>,
) {
    let cell = |_: usize, j: usize, c: &str| {
        if j >= numeric_from {
            format!("<td class=\"n\">{}</td>", escape(c))
        } else if Some(j) == link {
            format!("<td>{}</td>", agent_link(c))
        } else {
            format!("<td>{}</td>", breakable(c))
        }
    };
    cell_table(out, header, rows, best, &cell);
}

/// `text` escaped, with a line-break opportunity (`<wbr>`) after every `,`, `/` and `|`, so
/// that a long label (`board=fiveup,retransform=on,move_cap=80`) wraps in a narrow column
/// instead of widening its table past the page.
pub(super) fn breakable(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in escape(text).chars() {
        out.push(c);
        if matches!(c, ',' | '/' | '|') {
            out.push_str("<wbr>");
        }
    }
    out
}

/// The table itself: `header` (escaped, in `<th>`), then `rows`, each cell written whole
/// (`<td ...>...</td>`) by `cell(row, column, text)`; the row `best` has the class `best`.
fn cell_table(
    out: &mut String,
    header: &[&str],
    rows: &[Vec<String>],
    best: Option<usize>,
    cell: &dyn Fn(usize, usize, &str) -> String,
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
            out.push_str(&cell(i, j, c));
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
/// the group's short label `labels[k]` (what tells it from the others, headed `what`; its
/// full label on hover, since a parameter text such as Quantimex's `setup=` is wider than the
/// page); the most balanced is marked `*`.
pub(super) fn balance_table(out: &mut String, groups: &[Balance], labels: &[String], what: &str) {
    let best = most_balanced(groups);
    let rows: Vec<Vec<String>> = groups
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let (lo, hi) = g.white_interval();
            vec![
                format!("{}{}", if Some(i) == best { "*" } else { "" }, i + 1),
                labels.get(i).cloned().unwrap_or_else(|| g.label()),
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
    let cell = |i: usize, j: usize, c: &str| match j {
        0 => format!("<td>{}</td>", escape(c)),
        1 => format!(
            "<td title=\"{}\">{}</td>",
            escape(&groups[i].label()),
            breakable(c)
        ),
        _ => format!("<td class=\"n\">{}</td>", escape(c)),
    };
    cell_table(
        out,
        &[
            "#",
            what,
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
        best,
        &cell,
    );
    if let Some(b) = best {
        let _ = writeln!(
            out,
            "<p class=\"legend\">* most balanced: #{} (White score closest to 50%)</p>",
            b + 1
        );
    }
}
