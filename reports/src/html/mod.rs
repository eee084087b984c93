//! The report as one self-contained HTML page (`collapse report --html`).
//!
//! The page holds the terminal report's tables (per section, i.e. per variant and parameter
//! set unless pooled: agents, standings, head to head, pairs, rating groups, ratings,
//! self-play, SPRT; then over all games: variants, game lengths, terminations, balance) as
//! HTML tables, charts drawn
//! with `plotters` as inline SVG, a sweep section when the rows are a sweep (see
//! [`sweep_groups`]) and the opening tree of each variant and parameter set as nested
//! `<details>` showing the variant's own diagram of every position. Nothing is loaded from
//! elsewhere: one inline `<style>`, no script, no link, no URL; every text from the CSVs is
//! escaped ([`escape`]).
//!
//! Charts, one `<svg>` each, in page order:
//! 1. per section with games between different agents, score per agent with its 95% normal
//!    (trinomial) interval ([`crate::score_interval`]) and Elo in the label;
//! 2. a game-length histogram per variant and parameter set ([`Report::variants`]);
//! 3. terminations per variant and parameter set, stacked shares, when there are games;
//! 4. White's score per sweep combination with its 95% Wilson interval, when the rows are a
//!    sweep.

mod charts;
mod sections;
mod tree;

use std::fmt::Write as _;

use crate::balance::{balance_groups, Balance};
use crate::load::GameRow;
use crate::openings::opening_tree;
use crate::render::{section_heading, variant_labels};
use crate::stats::{Report, VariantStats};

use sections::{agents_section, sweep_section, variants_section};

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
    /// Lines shown under the title, e.g. how many invalid rows were skipped (escaped).
    pub notes: Vec<String>,
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
h2.section{border-bottom:3px solid #666;margin-top:2em}
";

/// The whole page for the report `sections` (e.g. [`Report::by_group`], built from `rows`,
/// which the opening trees and the sweep read again) as one HTML document; see the module
/// documentation for what it holds.
///
/// Errors: `opts.depth` 0.
pub fn render_html(
    sections: &[Report],
    rows: &[GameRow],
    opts: &HtmlOptions<'_>,
) -> Result<String, HtmlError> {
    if opts.depth == 0 {
        return Err(HtmlError(
            "--depth must be at least 1 (plies of the opening tree)".into(),
        ));
    }
    let games: u64 = sections.iter().map(|r| r.games).sum();
    let mut agents: Vec<&str> = sections
        .iter()
        .flat_map(|r| r.agents.iter().map(|(a, _)| a.as_str()))
        .collect();
    agents.sort();
    agents.dedup();
    let variants: Vec<&VariantStats> = sections.iter().flat_map(|r| &r.variants).collect();
    let balance: Vec<Balance> = sections
        .iter()
        .flat_map(|r| r.balance.iter().cloned())
        .collect();
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>collapse report</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n\
         <h1>collapse report</h1>\n<p>{} game(s), {} agent(s), {} variant(s)</p>\n",
        games,
        agents.len(),
        variants.len()
    );
    if !opts.subtitle.is_empty() {
        let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(&opts.subtitle));
    }
    for n in &opts.notes {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", escape(n));
    }
    if games > 0 {
        for r in sections.iter().filter(|r| r.games > 0) {
            let heading = section_heading(r);
            let _ = writeln!(
                out,
                "<h2 class=\"section\">{}</h2>",
                escape(heading[0].trim_matches(|c| c == '=' || c == ' '))
            );
            for line in &heading[1..] {
                let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(line.trim()));
            }
            agents_section(&mut out, r);
        }
        let labels = variant_labels(&variants);
        variants_section(&mut out, &variants, &balance, &labels);
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
        for (v, l) in variants.iter().zip(&labels) {
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
            start: String::new(),
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
