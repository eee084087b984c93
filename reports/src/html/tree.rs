//! The opening tree as nested `<details>` elements: one `<details
//! class="node">` per node of [`crate::opening_tree`], its `<summary>` a table row with the
//! figures of `collapse openings` (games, share, White / draw / Black %, White score with its
//! 95% Wilson interval, mean length), its body the position after the move as the variant's
//! own text diagram in a `<pre>`, then the node's children.

use std::fmt::Write as _;

use super::{escape, DiagramFn};
use crate::openings::OpeningNode;
use crate::render::pct;

/// The header row above the tree: the columns of every node's summary.
const HEADER: [&str; 9] = [
    "move",
    "games",
    "share",
    "W %",
    "D %",
    "B %",
    "White score [95%]",
    "bar",
    "plies",
];

/// Indentation per ply of the move cell and the diagram, in `em`.
const INDENT_EM: f64 = 1.2;

/// One summary cell.
fn cell(out: &mut String, class: &str, text: &str) {
    let _ = write!(out, "<span class=\"{class}\">{}</span>", escape(text));
}

/// A small bar of White's score (filled) with its interval (a line) and a mark at 50%.
fn score_bar(out: &mut String, score: f64, lo: f64, hi: f64) {
    let _ = write!(
        out,
        "<span class=\"bar\" title=\"White score {} [{}, {}]\"><b style=\"width:{:.1}%\"></b>\
         <i style=\"left:{:.1}%;width:{:.1}%\"></i></span>",
        pct(score),
        pct(lo),
        pct(hi),
        100.0 * score,
        100.0 * lo,
        100.0 * (hi - lo).max(0.0)
    );
}

/// The cells of a node's summary row; the move cell is indented by its depth (the other
/// columns stay aligned).
fn summary(out: &mut String, n: &OpeningNode) {
    let (lo, hi) = n.white_interval();
    let share = |x: u64| pct(x as f64 / n.games.max(1) as f64);
    let indent = INDENT_EM * (n.line.len() - 1) as f64;
    let _ = write!(
        out,
        "<summary><span class=\"mv\" style=\"padding-left:{indent:.1}em\">{}</span>",
        escape(n.mv())
    );
    cell(out, "num", &n.games.to_string());
    cell(out, "num", &pct(n.share()));
    cell(out, "num", &share(n.white_wins));
    cell(out, "num", &share(n.draws));
    cell(out, "num", &share(n.black_wins));
    cell(
        out,
        "wide",
        &format!("{} [{}, {}]", pct(n.white_score()), pct(lo), pct(hi)),
    );
    score_bar(out, n.white_score(), lo, hi);
    cell(out, "num", &format!("{:.1}", n.mean_plies()));
    out.push_str("</summary>\n");
}

/// The tree of `nodes` (pre-order, as [`crate::opening_tree`] lists them) of one variant and
/// parameter set as HTML: a header row, the start position's diagram, then the nodes nested
/// by depth. `diagram(line)` draws the position after `line` (moves from the start); `None`
/// (a move that no longer replays) shows a note instead.
/// `games(line)` gives the links to the games through a line (HTML, shown under its
/// diagram).
pub(crate) fn render_tree(
    nodes: &[OpeningNode],
    diagram: &DiagramFn<'_>,
    games: &dyn Fn(&[String]) -> String,
) -> String {
    let mut out = String::new();
    if let Some(d) = diagram(&[]) {
        let _ = writeln!(
            out,
            "<details class=\"start\"><summary>start position</summary>\
             <pre style=\"margin-left:1.4em\">{}</pre></details>",
            escape(&d)
        );
    }
    out.push_str("<div class=\"tree\"><div class=\"head\">");
    for (i, h) in HEADER.iter().enumerate() {
        let class = match i {
            0 => "mv",
            6 => "wide",
            7 => "barh",
            _ => "num",
        };
        cell(&mut out, class, h);
    }
    out.push_str("</div>\n");
    // Open <details> of the nodes on the path to the current one.
    let mut open = 0usize;
    for n in nodes {
        let depth = n.line.len();
        while open >= depth {
            out.push_str("</details>\n");
            open -= 1;
        }
        out.push_str("<details class=\"node\">");
        summary(&mut out, n);
        let margin = INDENT_EM * (depth - 1) as f64 + 1.4;
        match diagram(&n.line) {
            Some(d) => {
                let _ = writeln!(
                    out,
                    "<pre style=\"margin-left:{margin:.1}em\">{}</pre>",
                    escape(&d)
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "<p class=\"note\" style=\"margin-left:{margin:.1}em\">(this line does \
                     not replay)</p>"
                );
            }
        }
        let links = games(&n.line);
        if !links.is_empty() {
            let _ = writeln!(
                out,
                "<p class=\"legend\" style=\"margin-left:{margin:.1}em\">{links}</p>"
            );
        }
        open = depth;
    }
    for _ in 0..open {
        out.push_str("</details>\n");
    }
    out.push_str("</div>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(line: &[&str], games: u64) -> OpeningNode {
        OpeningNode {
            line: line.iter().map(|s| s.to_string()).collect(),
            games,
            parent_games: 10,
            white_wins: games,
            draws: 0,
            black_wins: 0,
            plies_sum: 5 * games,
        }
    }

    #[test]
    fn details_nest_by_depth_and_close_balanced() {
        // a (b (c), d), e: a and e at depth 1, b and d under a, c under b.
        let nodes = [
            node(&["a"], 6),
            node(&["a", "b"], 4),
            node(&["a", "b", "c"], 4),
            node(&["a", "d"], 2),
            node(&["e"], 4),
        ];
        let draw = |line: &[String]| Some(format!("<{}>", line.join(" ")));
        let html = render_tree(&nodes, &draw, &|_: &[String]| String::new());
        assert_eq!(html.matches("<details class=\"node\">").count(), 5);
        assert_eq!(
            html.matches("<details").count(),
            html.matches("</details>").count()
        );
        // The diagram text is escaped.
        assert!(html.contains(">&lt;a b c&gt;</pre>"), "{html}");
        // d is a sibling of b: b's and c's details close before d opens.
        let b = html.find(">b</span>").unwrap();
        let d = html.find(">d</span>").unwrap();
        assert_eq!(html[b..d].matches("</details>").count(), 2, "{html}");
        // e is at depth 1: d and a close before it.
        let e = html.find(">e</span>").unwrap();
        assert_eq!(html[d..e].matches("</details>").count(), 2, "{html}");
    }
}
