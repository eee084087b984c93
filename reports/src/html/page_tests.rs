//! Tests of the whole page ([`super::render_html`]) without a browser: the contents bar, the
//! n/a note, the game list's order.

use std::path::PathBuf;

use super::{render_html, GameFrames, GameFramesFn, HtmlOptions, GHOST_STYLE, STYLE};
use crate::load::{GameResult, GameRow};
use crate::stats::Report;
use crate::{BoardShape, Wrap};

/// Game `id` of `variant`, agent `a` winning against `b` (White when `id` is even).
fn won(variant: &str, id: u64) -> GameRow {
    let (white, black, result) = if id.is_multiple_of(2) {
        ("a", "b", GameResult::WhiteWin)
    } else {
        ("b", "a", GameResult::BlackWin)
    };
    GameRow {
        source: PathBuf::from(format!("{variant}.csv")),
        line: id + 2,
        game_id: id,
        variant: variant.into(),
        params: String::new(),
        white: white.into(),
        black: black.into(),
        seed: id,
        result,
        termination: "checkmate".into(),
        plies: 1,
        moves: "m".into(),
        duration_ms: 0,
        pair_id: None,
        opening: None,
        white_name: None,
        black_name: None,
        start: String::new(),
    }
}

/// Two frames of a game on a board of `shape` and `wrap`.
fn two_frames(shape: BoardShape, wrap: Wrap) -> GameFrames {
    GameFrames {
        shape,
        wrap,
        players: ["White".into(), "Black".into()],
        cells: vec![Vec::new(), Vec::new()],
        extras: vec!["start".into(), "end".into()],
        to_move: vec![0, 1],
    }
}

/// The page of `rows`, every game embedded (one text frame a ply).
fn page(rows: &[GameRow]) -> String {
    page_with(rows, &|_: &str, _: &str, _: &str, _: &str| {
        Some(two_frames(BoardShape::Text, Wrap::default()))
    })
}

/// The page of `rows`, every game embedded as `frames` replays it.
fn page_with(rows: &[GameRow], frames: &GameFramesFn<'_>) -> String {
    let diagram = |_: &str, _: &str, _: &[String]| None;
    let opts = HtmlOptions {
        subtitle: String::new(),
        depth: 1,
        min_games: 1,
        sweep: None,
        diagram: &diagram,
        notes: Vec::new(),
        frames: Some(frames),
        max_games: 100,
        races: Vec::new(),
        values: Vec::new(),
    };
    render_html(&Report::by_group(rows), rows, &opts).expect("a page")
}

/// The ids of every `<h2>` of `html`, in order.
fn h2_ids(html: &str) -> Vec<String> {
    html.split("<h2")
        .skip(1)
        .filter(|s| s.starts_with([' ', '>']))
        .map(|s| {
            let tag = &s[..s.find('>').unwrap()];
            let at = tag.find(" id=\"").expect("every h2 has an id") + 5;
            tag[at..at + tag[at..].find('"').unwrap()].to_string()
        })
        .collect()
}

/// Two variants where one agent wins every game: both sections' standings and head to head
/// hold `n/a (100%)` / `n/a (0%)` Elo, yet the page explains them once.
fn two_sections() -> Vec<GameRow> {
    let mut rows: Vec<GameRow> = (0..4).map(|i| won("v", i)).collect();
    rows.extend((0..4).map(|i| won("w", i)));
    rows
}

#[test]
fn the_na_note_is_printed_once_and_linked_from_later_tables() {
    let html = page(&two_sections());
    assert!(
        html.contains("n/a (100%)") || html.contains("n/a (0%)"),
        "{html}"
    );
    assert_eq!(
        html.matches("a 0% or 100% score has no finite Elo").count(),
        1,
        "the legend once"
    );
    assert_eq!(html.matches("id=\"na-note\"").count(), 1);
    assert!(
        html.contains("href=\"#na-note\""),
        "later tables link to it"
    );
}

#[test]
fn the_contents_bar_links_every_heading_and_nothing_else() {
    let html = page(&two_sections());
    let ids = h2_ids(&html);
    for want in [
        "s-v",
        "s-v-standings",
        "s-w-agents",
        "balance",
        "openings",
        "games",
    ] {
        assert!(ids.iter().any(|i| i == want), "{want} not in {ids:?}");
    }
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "ids are unique: {ids:?}");
    let start = html.find("<nav id=\"contents\"").expect("a contents bar");
    let nav = &html[start..start + html[start..].find("</nav>").unwrap()];
    assert!(
        start < html.find("<h2").unwrap(),
        "the bar is above every heading"
    );
    let links: Vec<&str> = nav
        .split("href=\"#")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    let mut sorted_links = links.clone();
    sorted_links.sort();
    assert_eq!(sorted_links, unique, "one link per heading id");
}

#[test]
fn the_game_list_is_in_numeric_id_order() {
    // Rows in the order games finished: 0, 1, 2, 4, ..., 11, 3.
    let rows: Vec<GameRow> = [0u64, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 3]
        .iter()
        .map(|&i| won("v", i))
        .collect();
    let html = page(&rows);
    let at = html.find("id=\"games-data\">").unwrap();
    let ids: Vec<u64> = html[at..]
        .split("\"id\":")
        .skip(1)
        .map(|s| s[..s.find(',').unwrap()].parse().unwrap())
        .collect();
    assert_eq!(ids, (0..12).collect::<Vec<u64>>());
    // Links elsewhere in the page (here the games through the opening move) name the games
    // by their place in that order, and list them in it: game 3 is the fourth.
    let through = &html[html.find("games through this line").unwrap()..];
    let through = &through[..through.find("</p>").unwrap()];
    let linked: Vec<&str> = through
        .split("href=\"#game-")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    let want: Vec<String> = (0..12).map(|i| format!("{i}-1")).collect();
    assert_eq!(linked, want);
    assert!(through.contains("href=\"#game-3-1\">game 3 "), "{through}");
}

/// A torus game's board template holds ghost cells (`<use data-g>` copies of the opposite
/// edge) and the page the style rules that reach inside them; a chess game's holds none, and
/// its page is what it was before boards wrapped (the style sheet alone).
#[test]
fn a_torus_game_is_drawn_with_its_ghost_cells_and_a_chess_game_without() {
    let torus_board = BoardShape::Grid {
        files: 10,
        ranks: 12,
    };
    let torus = Wrap {
        files: true,
        ranks: true,
        layers: false,
    };
    let chess_board = BoardShape::Grid { files: 8, ranks: 8 };
    let html = page_with(&[won("t", 0)], &|_: &str, _: &str, _: &str, _: &str| {
        Some(two_frames(torus_board, torus))
    });
    let template = &html[html.find("<template id=\"board-0\">").unwrap()..];
    let template = &template[..template.find("</template>").unwrap()];
    // 10 x 12 cells, and a ring of (10 + 2) x (12 + 2) - 10 x 12 = 48 ghosts.
    assert_eq!(template.matches("<g data-c=").count(), 120);
    assert_eq!(template.matches(" data-g=\"").count(), 48);
    assert!(template.contains("<use href=\"#cell-a1\""), "{template}");
    assert!(html.contains(&format!("<style>\n{STYLE}{GHOST_STYLE}</style>")));
    let html = page_with(&[won("c", 0)], &|_: &str, _: &str, _: &str, _: &str| {
        Some(two_frames(chess_board, Wrap::default()))
    });
    let template = &html[html.find("<template id=\"board-0\">").unwrap()..];
    let template = &template[..template.find("</template>").unwrap()];
    assert_eq!(template.matches("<g data-c=").count(), 64);
    assert!(!template.contains("data-g=") && !template.contains(" id=\"cell-"));
    assert_eq!(
        template,
        format!(
            "<template id=\"board-0\">{}",
            crate::board_svg(chess_board).unwrap()
        )
    );
    assert!(html.contains(&format!("<style>\n{STYLE}</style>")));
    assert!(!html.contains("g[data-c]>"));
}
