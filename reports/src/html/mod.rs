//! The report as one self-contained HTML page (`collapse report --html`).
//!
//! The page holds the terminal report's tables (per section, i.e. per variant and parameter
//! set unless pooled: agents, standings, head to head, pairs, rating groups, ratings,
//! self-play, SPRT; then over all games: variants, game lengths, terminations, balance) as
//! HTML tables, charts drawn
//! with `plotters` as inline SVG, a sweep section when the rows are a sweep (see
//! [`sweep_groups`]) and the opening tree of each variant and parameter set as nested
//! `<details>` showing the variant's own diagram of every position. Nothing is loaded from
//! elsewhere: one inline `<style>`, inline scripts only (the game viewer), no link, no URL;
//! every text from the CSVs is escaped ([`escape`]).
//!
//! The game viewer ([`viewer`]) replays every embedded game (all up to
//! [`HtmlOptions::max_games`], then a sample) on the variant's board; games are reached from
//! the standings (an agent's games), the opening-tree nodes (the games through a line) and
//! the length histograms (the shortest and longest game).
//!
//! Charts, one `<figure class="chart">` with one `<svg>` each, in page order, every one with
//! both axis labels:
//! 1. per section with games between different agents, score per agent with its 95% normal
//!    (trinomial) interval ([`crate::score_interval`]) and Elo in the label; the head to head
//!    as a heat map table ([`heatmap`]);
//! 2. a game-length histogram per variant and parameter set ([`Report::variants`]), ticks on
//!    bin edges, with links to its shortest and longest game;
//! 3. terminations per variant and parameter set, stacked shares, one fixed colour per
//!    termination ([`colours`]), when there are games;
//! 4. White's score per sweep combination with its 95% Wilson interval, sorted, with the 50%
//!    line and labels that say what differs (full text on hover), when the rows are a sweep.
//!
//! A contents bar under the title ([`nav`]) links every `<h2>` by its id, the viewer's
//! included. The explanation of `n/a` and one-sided bounds is printed once, under the first
//! table that shows them, and linked from later ones. The viewer lists its games by file,
//! then by numeric game id.
//!
//! Variant and parameter sets are labelled by the parameters that differ
//! ([`crate::differing_labels`]), not numbered; the Balance table shows those labels too (the
//! whole parameter text on hover). Text cells wrap (long labels after each `,`, `/`, `|`)
//! before a table outgrows the page, so tables fit 1280 px; narrower, a table scrolls inside
//! its own box and the page itself never scrolls sideways (checked at 1280 and 800 px by
//! `tests/suite/html_browser.rs`). Standard charts are drawn with `plotters` (its SVG backend);
//! the viewer's boards, the heat map and the opening-tree bars are the page's own.

mod board;
mod charts;
mod colours;
mod ghosts;
#[cfg(test)]
mod ghosts_tests;
mod heatmap;
mod nav;
#[cfg(test)]
mod page_tests;
mod piece_values;
mod race;
mod sections;
mod tables;
mod tree;
mod viewer;

use std::fmt::Write as _;

use crate::balance::{balance_groups, Balance};
use crate::labels::{differing_labels, param_pairs};
use crate::load::GameRow;
use crate::openings::opening_tree;
use crate::render::{section_differing, section_heading};
use crate::stats::{Report, VariantStats};

use sections::{agents_section, sweep_section, variants_section};

pub use board::{board_svg, board_svg_wrapped, BoardShape};
pub use ghosts::Wrap;
pub use viewer::{GameFrames, GameFramesFn};

/// Games embedded in the viewer unless the caller says otherwise: beyond it, a sample.
pub const DEFAULT_MAX_GAMES: usize = 400;

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
    /// Replays games for the viewer; `None` leaves the viewer out.
    pub frames: Option<&'a GameFramesFn<'a>>,
    /// At most this many games are embedded in the viewer (a sample beyond it; see
    /// [`DEFAULT_MAX_GAMES`]).
    pub max_games: usize,
    /// The `collapse tune` races replayed from their settings, one section each (see
    /// [`crate::replay_race`]); empty for none.
    pub races: Vec<crate::RaceView>,
    /// Piece values to show (from `collapse values --values-out`, see
    /// [`crate::values::load_values`]); empty for none.
    pub values: Vec<crate::values::ValueRow>,
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
const STYLE: &str = include_str!("style.css");

/// The rules of a board's ghost cells (`<use>` copies of its cells beyond a wrapping edge),
/// added to [`STYLE`] when the viewer holds a board that wraps. [`STYLE`]'s board rules name
/// the ancestor `.board`, and the copy the browser draws of a cell (a shadow tree) matches
/// only selectors within itself, so these repeat them from the cell group `g[data-c]` down.
const GHOST_STYLE: &str = include_str!("ghost_style.css");

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
    let labels = differing_labels(
        &variants
            .iter()
            .map(|v| (v.variant.clone(), param_pairs(&v.params)))
            .collect::<Vec<_>>(),
    );
    let mut embedded = match opts.frames {
        Some(f) if games > 0 => embed(rows, &variants, f, opts.max_games),
        _ => Vec::new(),
    };
    // The game list's order (rows are in the order games finished).
    viewer::sort_by_game(rows, &mut embedded);
    // The page index of each embedded row.
    let page_index = |row: usize| embedded.iter().position(|(i, _)| *i == row);
    let ghosts = if embedded.iter().any(|(_, f)| f.wrap.any()) {
        GHOST_STYLE
    } else {
        ""
    };
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>collapse report</title>\n<script>{ERRORS_JS}</script>\n<style>\n{STYLE}{ghosts}</style>\n\
         </head>\n<body>\n<h1>collapse report</h1>\n<p>{} game(s), {} agent(s), {} variant(s)\
         {}</p>\n",
        games,
        agents.len(),
        variants.len(),
        if embedded.is_empty() {
            ""
        } else {
            " &middot; <a href=\"#games\">replay the games</a>"
        }
    );
    // Everything below the title line; its headings are numbered and listed in the contents
    // bar, which goes here.
    let body_start = out.len();
    if !opts.subtitle.is_empty() {
        let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(&opts.subtitle));
    }
    for n in &opts.notes {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", escape(n));
    }
    if games > 0 {
        let differing = section_differing(sections);
        let mut ids = std::collections::HashSet::new();
        // The explanation of n/a is printed once in the page (see `sections::na_note`).
        let mut noted = false;
        for (r, d) in sections.iter().zip(&differing).filter(|(r, _)| r.games > 0) {
            let id;
            if r.is_pooled() {
                let heading = section_heading(r, d);
                let text = heading[0].trim_matches(|c| c == '=' || c == ' ');
                id = nav::section_id(text, &mut ids);
                let _ = writeln!(
                    out,
                    "<h2 class=\"section\" id=\"{id}\">{}</h2>",
                    escape(text)
                );
                for line in &heading[1..] {
                    let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(line.trim()));
                }
            } else {
                // What differs from the other sections of the variant; the full parameter
                // text on hover.
                let (v, p) = r.scope.first().cloned().unwrap_or_default();
                let label = if d.is_empty() {
                    v.clone()
                } else {
                    format!("{v} \u{2014} {d}")
                };
                let title = if p.is_empty() {
                    v.clone()
                } else {
                    format!("{v} {p}")
                };
                id = nav::section_id(&label, &mut ids);
                let _ = writeln!(
                    out,
                    "<h2 class=\"section\" id=\"{id}\" title=\"{}\">{}: {} game(s)</h2>",
                    escape(&title),
                    escape(&label),
                    r.games
                );
            }
            agents_section(&mut out, r, &id, &mut noted);
        }
        let extremes: Vec<String> = variants
            .iter()
            .map(|v| extreme_links(rows, v, &page_index))
            .collect();
        variants_section(&mut out, &variants, &balance, &labels, &extremes);
        if let Some(groups) = &opts.sweep {
            sweep_section(&mut out, groups);
        }
        for race in &opts.races {
            race::race_section(&mut out, race);
        }
        piece_values::values_section(&mut out, &opts.values);
        let _ = writeln!(
            out,
            "<h2 id=\"openings\">Openings</h2>\n<p class=\"legend\">The first {} plies of every \
             variant and parameter set, lines of at least {} game(s); click a move to see the \
             position after it, the replies and the games through it. Share is of the parent's \
             games; White score with its 95% Wilson interval (the bar: score filled, interval as \
             a line).</p>",
            opts.depth, opts.min_games
        );
        for (v, l) in variants.iter().zip(&labels) {
            let vidx: Vec<usize> = (0..rows.len())
                .filter(|&i| rows[i].variant == v.variant && rows[i].params == v.params)
                .collect();
            let vrows: Vec<GameRow> = vidx.iter().map(|&i| rows[i].clone()).collect();
            let nodes = opening_tree(&vrows, opts.depth, opts.min_games)
                .map_err(|e| HtmlError(e.to_string()))?;
            let _ = writeln!(
                out,
                "<details class=\"variant\" open><summary><b>{}</b> <code>{}</code> ({} games, \
                 {} lines)</summary>",
                escape(l),
                escape(&v.params),
                v.games,
                nodes.len()
            );
            let draw = |line: &[String]| (opts.diagram)(&v.variant, &v.params, line);
            let through = |line: &[String]| {
                let found: Vec<usize> = vidx
                    .iter()
                    .copied()
                    .filter(|&i| {
                        let mut m = rows[i].move_list();
                        line.iter().all(|x| m.next() == Some(x.as_str()))
                    })
                    .collect();
                game_links(
                    "games through this line (each opens at this position)",
                    &found,
                    rows,
                    &page_index,
                    line.len(),
                )
            };
            out.push_str(&tree::render_tree(&nodes, &draw, &through));
            out.push_str("</details>\n");
        }
        if !embedded.is_empty() {
            let groups: Vec<(String, String, String)> = variants
                .iter()
                .zip(&labels)
                .map(|(v, l)| (l.clone(), v.variant.clone(), v.params.clone()))
                .collect();
            let name = |r: &GameRow, white: bool| agent_name(sections, r, white);
            let list: Vec<viewer::Embedded<'_>> = embedded
                .into_iter()
                .map(|(i, frames)| viewer::Embedded {
                    row: &rows[i],
                    group: variants
                        .iter()
                        .position(|v| v.variant == rows[i].variant && v.params == rows[i].params)
                        .unwrap_or(0),
                    frames,
                })
                .collect();
            let (boards, data) = viewer::data_block(&groups, &list, &name);
            out.push_str(&viewer::viewer_html(
                list.len(),
                rows.len(),
                data.len(),
                boards.len(),
            ));
            out.push_str(&boards);
            out.push_str(&data);
            let _ = writeln!(
                out,
                "<script>{VIEWER_JS}</script>\n<script>{CHECK_JS}</script>"
            );
        }
    }
    let (body, heads) = nav::number_headings(&out[body_start..]);
    out.truncate(body_start);
    out.push_str(&nav::nav_html(&heads));
    out.push_str(&body);
    out.push_str("</body>\n</html>\n");
    Ok(out)
}

/// The name the standings give White's (`white`) or Black's agent of `r`: the label its
/// section (the report whose scope holds the row's variant and parameters) gives its spec,
/// or the CSV's name for it; the spec itself when no section names it.
fn agent_name(sections: &[Report], r: &GameRow, white: bool) -> String {
    let (spec, given) = if white {
        (&r.white, &r.white_name)
    } else {
        (&r.black, &r.black_name)
    };
    if let Some(n) = given {
        return n.clone();
    }
    let scope = (r.variant.clone(), r.params.clone());
    sections
        .iter()
        .filter(|s| s.scope.contains(&scope))
        .chain(sections)
        .find_map(|s| {
            s.agents
                .iter()
                .find(|(_, x)| x == spec)
                .map(|(n, _)| n.clone())
        })
        .unwrap_or_else(|| spec.clone())
}

/// The rows the viewer embeds ([`viewer::sample`] of at most `max`) with their frames, from
/// `frames` on as many threads as the machine has; rows that do not replay are left out.
fn embed(
    rows: &[GameRow],
    variants: &[&VariantStats],
    frames: &GameFramesFn<'_>,
    max: usize,
) -> Vec<(usize, GameFrames)> {
    let chosen: Vec<usize> = viewer::sample(rows, max.max(1))
        .into_iter()
        .filter(|&i| {
            variants
                .iter()
                .any(|v| v.variant == rows[i].variant && v.params == rows[i].params)
        })
        .collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = chosen.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let workers: Vec<_> = chosen
            .chunks(chunk)
            .map(|c| {
                s.spawn(move || {
                    c.iter()
                        .filter_map(|&i| {
                            let r = &rows[i];
                            frames(&r.variant, &r.params, &r.start, &r.moves).map(|f| (i, f))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// Links to the embedded games among `found` (row indices), opening the viewer at `ply`, at
/// most 12 then a count: `title: game 3 (41 plies, 1-0) ... and 5 more`; empty when none is
/// embedded.
fn game_links(
    title: &str,
    found: &[usize],
    rows: &[GameRow],
    page_index: &dyn Fn(usize) -> Option<usize>,
    ply: usize,
) -> String {
    let mut shown: Vec<(usize, usize)> = found
        .iter()
        .filter_map(|&i| page_index(i).map(|p| (i, p)))
        .collect();
    // In the game list's order.
    shown.sort_by_key(|&(_, p)| p);
    if shown.is_empty() {
        return String::new();
    }
    let mut out = format!("{}: ", escape(title));
    for (i, p) in shown.iter().take(12) {
        let r = &rows[*i];
        let _ = write!(
            out,
            "<a class=\"game\" href=\"#game-{p}-{ply}\">game {} ({} plies, {})</a> ",
            r.game_id,
            r.plies,
            r.result.as_str()
        );
    }
    if shown.len() > 12 {
        let _ = write!(out, "and {} more (in the game list)", shown.len() - 12);
    }
    out
}

/// Links to the shortest and the longest embedded game of variant `v`, under its histogram.
fn extreme_links(
    rows: &[GameRow],
    v: &VariantStats,
    page_index: &dyn Fn(usize) -> Option<usize>,
) -> String {
    let of: Vec<usize> = (0..rows.len())
        .filter(|&i| rows[i].variant == v.variant && rows[i].params == v.params)
        .filter(|&i| page_index(i).is_some())
        .collect();
    let short = of.iter().copied().min_by_key(|&i| (rows[i].plies, i));
    let long = of
        .iter()
        .copied()
        .max_by_key(|&i| (rows[i].plies, std::cmp::Reverse(i)));
    match (short, long) {
        (Some(s), Some(l)) => format!(
            "<p class=\"legend\">{} &middot; {}</p>\n",
            game_links("shortest", &[s], rows, page_index, 0),
            game_links("longest", &[l], rows, page_index, 0)
        ),
        _ => String::new(),
    }
}

/// Records script errors and `console.error` calls from the start of the page, for the
/// browser check (`#selftest`).
const ERRORS_JS: &str = "window.__errors=[];addEventListener('error',function(e){\
__errors.push(String(e.message))});(function(){var c=console.error;console.error=function(){\
__errors.push(Array.prototype.join.call(arguments,' '));return c.apply(console,arguments)}})();";

/// The viewer's script.
const VIEWER_JS: &str = include_str!("viewer.js");

/// The browser check's script (inert unless the URL ends in `#selftest`).
const CHECK_JS: &str = include_str!("check.js");

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
