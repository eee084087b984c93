//! The game viewer: every embedded game's positions, computed by the engine at report time
//! (through the caller's [`GameFramesFn`]), written into the page as one JSON block that the
//! page's script steps through on the variant's own board ([`super::board`]).
//!
//! Size: a game is its moves plus, per ply, the cells that changed (`e2= e4=P`), the extras
//! (reserves, hands, potentials) only when they changed, and the player to decide; about 15
//! to 30 bytes a ply. More than [`HtmlOptions::max_games`](super::HtmlOptions) games: an even
//! sample (always with each variant's shortest and longest game), and the page says how many
//! are left out.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::board::{board_svg_wrapped, BoardShape};
use super::ghosts::Wrap;
use crate::load::GameRow;

/// Every position of one game, as the engine replays it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameFrames {
    /// How to draw the board.
    pub shape: BoardShape,
    /// Which of its axes wrap: the viewer draws their ghost cells
    /// ([`super::board::board_svg_wrapped`]).
    pub wrap: Wrap,
    /// The two players' names in the variant's colours (`White`, `Black`; `Red`, `Green`).
    pub players: [String; 2],
    /// Per position (the start, then after each ply): occupied cells as `(cell, piece)`
    /// (`mcts::Codec::cells`).
    pub cells: Vec<Vec<(String, String)>>,
    /// Per position: what the board does not show, one line (reserves, hands, potentials,
    /// pending decisions; for [`BoardShape::Text`] the whole text diagram).
    pub extras: Vec<String>,
    /// Per position: 0 when White (the first player) decides, 1 when Black does.
    pub to_move: Vec<u8>,
}

/// Replays a game: `(variant, params, start, moves)` to its frames, from the position text
/// `start` (empty: the variant's start), or `None` when the variant is unknown to this build
/// or a move does not replay. Supplied by the caller (the `collapse` binary, through the
/// variant registry): the reports crate never runs the engine itself.
pub type GameFramesFn<'a> = dyn Fn(&str, &str, &str, &str) -> Option<GameFrames> + Sync + 'a;

/// `text` as a JSON string literal, safe inside a `<script>` element (`<` escaped).
pub(crate) fn json_str(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The cells that differ from `before` to `after`, as `cell=piece` (an emptied cell as
/// `cell=`), separated by spaces, in cell-name order.
pub(crate) fn diff(before: &[(String, String)], after: &[(String, String)]) -> String {
    let b: BTreeMap<&str, &str> = before
        .iter()
        .map(|(c, p)| (c.as_str(), p.as_str()))
        .collect();
    let a: BTreeMap<&str, &str> = after
        .iter()
        .map(|(c, p)| (c.as_str(), p.as_str()))
        .collect();
    let mut out = Vec::new();
    for (c, p) in &b {
        if !a.contains_key(c) {
            out.push(format!("{c}="));
        }
        let _ = p;
    }
    for (c, p) in &a {
        if b.get(c) != Some(p) {
            out.push(format!("{c}={p}"));
        }
    }
    out.sort();
    out.join(" ")
}

/// Which rows the page embeds: all when there are at most `max`, else an even sample of
/// `max` that holds each variant and parameter set's shortest and longest game first (as
/// many of them as `max` allows). Indices into `rows`, ascending.
pub(crate) fn sample(rows: &[GameRow], max: usize) -> Vec<usize> {
    if rows.len() <= max {
        return (0..rows.len()).collect();
    }
    let mut keep: Vec<usize> = Vec::new();
    let mut groups: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| (r.variant.as_str(), r.params.as_str()))
        .collect();
    groups.sort();
    groups.dedup();
    for (v, p) in groups {
        let of = || {
            rows.iter()
                .enumerate()
                .filter(move |(_, r)| r.variant == v && r.params == p)
        };
        let short = of().min_by_key(|(i, r)| (r.plies, *i));
        let long = of().max_by_key(|(i, r)| (r.plies, std::cmp::Reverse(*i)));
        for (i, _) in short.into_iter().chain(long) {
            if keep.len() < max && !keep.contains(&i) {
                keep.push(i);
            }
        }
    }
    let n = rows.len();
    let mut k = 0;
    while keep.len() < max && k < max {
        keep.push(k * n / max);
        keep.sort_unstable();
        keep.dedup();
        k += 1;
    }
    keep.sort_unstable();
    keep.dedup();
    keep
}

/// Sorts `items` (each a row index into `rows` first) into the order of the viewer's game
/// list: by CSV file, in the order the files were read, then by game id as a number (0, 1,
/// 2, ..., 10, 11; a tournament writes its rows in the order the games finished), then by
/// row.
pub(crate) fn sort_by_game<T>(rows: &[GameRow], items: &mut [(usize, T)]) {
    let mut files: Vec<&std::path::Path> = Vec::new();
    for r in rows {
        if !files.contains(&r.source.as_path()) {
            files.push(&r.source);
        }
    }
    let file = |i: usize| files.iter().position(|f| *f == rows[i].source.as_path());
    items.sort_by_key(|(i, _)| (file(*i), rows[*i].game_id, *i));
}

/// One embedded game: its index in the page, its row, and its frames.
pub(crate) struct Embedded<'r> {
    /// The row.
    pub row: &'r GameRow,
    /// The group (variant and parameter set) index.
    pub group: usize,
    /// The positions.
    pub frames: GameFrames,
}

/// The viewer's board templates and data block: one `<template id="board-K">` per distinct
/// board shape and wrap holding its empty board (its ghost cells where it wraps), then `<script type="application/json"
/// id="games-data">`. Returns `(templates, data)`.
pub(crate) fn data_block(
    groups: &[(String, String, String)],
    games: &[Embedded<'_>],
    names: &dyn Fn(&GameRow, bool) -> String,
) -> (String, String) {
    let mut templates = String::new();
    let mut starts: Vec<Option<&GameFrames>> = vec![None; groups.len()];
    for g in games {
        starts[g.group].get_or_insert(&g.frames);
    }
    let mut shapes: Vec<(BoardShape, Wrap)> = Vec::new();
    let mut board_of: Vec<usize> = vec![0; groups.len()];
    for (k, s) in starts.iter().enumerate() {
        let Some(f) = s else { continue };
        board_of[k] = match shapes.iter().position(|x| *x == (f.shape, f.wrap)) {
            Some(b) => b,
            None => {
                shapes.push((f.shape, f.wrap));
                let b = shapes.len() - 1;
                let _ = write!(templates, "<template id=\"board-{b}\">");
                match board_svg_wrapped(f.shape, f.wrap) {
                    Some(svg) => templates.push_str(&svg),
                    None => templates.push_str("<pre class=\"board-text\"></pre>"),
                }
                templates.push_str("</template>\n");
                b
            }
        };
    }
    let mut out = String::new();
    out.push_str("<script type=\"application/json\" id=\"games-data\">{\"groups\":[");
    for (k, (label, variant, params)) in groups.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        let start = starts[k]
            .map(|f| diff(&[], &f.cells[0]))
            .unwrap_or_default();
        let players = starts[k]
            .map(|f| f.players.clone())
            .unwrap_or_else(|| ["White".into(), "Black".into()]);
        let _ = write!(
            out,
            "{{\"label\":{},\"variant\":{},\"params\":{},\"board\":{},\"start\":{},\
             \"players\":[{},{}]}}",
            json_str(label),
            json_str(variant),
            json_str(params),
            board_of[k],
            json_str(&start),
            json_str(&players[0]),
            json_str(&players[1])
        );
    }
    out.push_str("],\"games\":[");
    for (i, g) in games.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        let r = g.row;
        let f = &g.frames;
        let start = &starts[g.group]
            .map(|s| s.cells[0].clone())
            .unwrap_or_default();
        let mut d = Vec::with_capacity(f.cells.len());
        d.push(json_str(&diff(start, &f.cells[0])));
        for w in f.cells.windows(2) {
            d.push(json_str(&diff(&w[0], &w[1])));
        }
        let mut x = Vec::with_capacity(f.extras.len());
        for (k, e) in f.extras.iter().enumerate() {
            if k > 0 && f.extras[k - 1] == *e {
                x.push("0".to_string());
            } else {
                x.push(json_str(e));
            }
        }
        let p: String = f
            .to_move
            .iter()
            .map(|&t| if t == 0 { 'w' } else { 'b' })
            .collect();
        let _ = write!(
            out,
            "{{\"g\":{},\"id\":{},\"src\":{},\"w\":{},\"b\":{},\"r\":{},\"t\":{},\"m\":{},\
             \"d\":[{}],\"x\":[{}],\"p\":{}}}",
            g.group,
            r.game_id,
            json_str(&r.source.display().to_string()),
            json_str(&names(r, true)),
            json_str(&names(r, false)),
            json_str(r.result.as_str()),
            json_str(&r.termination),
            json_str(&r.moves),
            d.join(","),
            x.join(","),
            json_str(&p)
        );
    }
    out.push_str("]}</script>\n");
    (templates, out)
}

/// The viewer's controls: board, buttons, ply slider, move list, game list filter.
/// `bytes` is the size of the games' data, `boards` of the empty boards.
pub(crate) fn viewer_html(embedded: usize, total: usize, bytes: usize, boards: usize) -> String {
    let mut out = String::from(
        "<h2 id=\"games\">Games</h2>\n<p class=\"legend\">Replay any game: pick it in the list \
         (or follow a game link elsewhere on the page), then step with the buttons, the \
         slider, a click on a move or the arrow keys. Positions were computed by the engine \
         when the page was written.</p>\n",
    );
    if embedded < total {
        let _ = writeln!(
            out,
            "<p class=\"note\">{embedded} of {total} games are embedded (each variant's \
             shortest and longest game first, then an even sample; raise \
             <code>--html-games</code> for more); {} games are left out.</p>",
            total - embedded
        );
    }
    let _ = writeln!(
        out,
        "<p class=\"legend\">{embedded} game(s) embedded: {bytes} bytes of moves and \
         positions, {} bytes a game on average, and {boards} bytes of empty boards.</p>",
        bytes / embedded.max(1)
    );
    out.push_str(
        "<div id=\"viewer\" class=\"viewer\">\
         <div class=\"vhead\" id=\"v-title\">no game chosen</div>\
         <div class=\"vboard\" id=\"v-board\"></div>\
         <div class=\"vctl\"><button type=\"button\" id=\"v-first\" title=\"start\">|&lt;</button>\
         <button type=\"button\" id=\"v-prev\" title=\"back one ply\">&lt;</button>\
         <button type=\"button\" id=\"v-next\" title=\"forward one ply\">&gt;</button>\
         <button type=\"button\" id=\"v-last\" title=\"end\">&gt;|</button> \
         <input type=\"range\" id=\"v-ply\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"ply\"> \
         <label>ply <input type=\"number\" id=\"v-num\" min=\"0\" value=\"0\"></label> \
         <span id=\"v-of\"></span></div>\
         <div class=\"vstate\" id=\"v-state\"></div>\
         <div class=\"vextra\" id=\"v-extra\"></div>\
         <ol class=\"vmoves\" id=\"v-moves\"></ol></div>\n\
         <p><label>Show games of <select id=\"g-filter\"><option value=\"\">every agent\
         </option></select></label></p>\n\
         <div class=\"scroll\"><table id=\"g-list\" class=\"glist\"><thead><tr><th>#</th>\
         <th>variant</th><th>White</th><th>Black</th><th>result</th><th>termination</th>\
         <th>plies</th></tr></thead><tbody></tbody></table></div>\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::GameResult;
    use std::path::PathBuf;

    fn cells(x: &[(&str, &str)]) -> Vec<(String, String)> {
        x.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn diffs_name_emptied_and_changed_cells_only() {
        let a = cells(&[("e2", "P"), ("e7", "p"), ("a1", "R")]);
        let b = cells(&[("e4", "P"), ("e7", "p"), ("a1", "Q")]);
        assert_eq!(diff(&a, &b), "a1=Q e2= e4=P");
        assert_eq!(diff(&a, &a), "");
    }

    #[test]
    fn json_strings_cannot_close_the_script() {
        assert_eq!(json_str("a\"</script>"), "\"a\\\"\\u003c/script\\u003e\"");
    }

    fn row(variant: &str, plies: u32) -> GameRow {
        GameRow {
            source: PathBuf::from("t.csv"),
            line: 2,
            game_id: 0,
            variant: variant.into(),
            params: String::new(),
            white: "a".into(),
            black: "b".into(),
            seed: 0,
            result: GameResult::Draw,
            termination: "move-cap".into(),
            plies,
            moves: String::new(),
            duration_ms: 0,
            pair_id: None,
            opening: None,
            white_name: None,
            black_name: None,
            start: String::new(),
        }
    }

    #[test]
    fn games_are_listed_by_file_then_numeric_id() {
        // Rows as a tournament writes them (in the order games finished): ids 0, 1, 2, 4,
        // ..., 11, 3, then a second file.
        let mut rows: Vec<GameRow> = [0u64, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 3]
            .iter()
            .map(|&id| GameRow {
                game_id: id,
                ..row("x", 5)
            })
            .collect();
        rows.push(GameRow {
            source: PathBuf::from("b.csv"),
            ..row("x", 5)
        });
        let mut items: Vec<(usize, ())> = (0..rows.len()).rev().map(|i| (i, ())).collect();
        sort_by_game(&rows, &mut items);
        let ids: Vec<u64> = items.iter().map(|(i, _)| rows[*i].game_id).collect();
        assert_eq!(ids, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
        assert_eq!(
            items.last().map(|(i, _)| *i),
            Some(12),
            "the second file last"
        );
    }

    #[test]
    fn a_sample_keeps_the_extremes_of_every_variant_and_its_size() {
        let mut rows: Vec<GameRow> = (0..50).map(|i| row("x", 10 + i % 7)).collect();
        rows.push(row("y", 3));
        rows.push(row("y", 99));
        rows[37].plies = 1;
        let s = sample(&rows, 10);
        assert_eq!(s.len(), 10);
        assert_eq!(
            sample(&rows, 3).len(),
            3,
            "the cap holds even below the extremes"
        );
        for i in [37, 50, 51] {
            assert!(s.contains(&i), "{i} missing from {s:?}");
        }
        assert_eq!(sample(&rows, 100).len(), rows.len());
    }
}
