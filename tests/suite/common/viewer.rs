//! Reading the game viewer's data out of a `collapse report --html` page, and the engine's own
//! view of a game's last position to compare it with.

use mcts::{play_move_list, Game};
use variants::registry::{self, GameVisitor, Params};

/// The JSON block of the viewer (`<script type="application/json" id="games-data">`).
pub fn games_data(html: &str) -> serde_json::Value {
    let open = "<script type=\"application/json\" id=\"games-data\">";
    let at = html.find(open).expect("the page has the viewer's data") + open.len();
    let end = at + html[at..].find("</script>").unwrap();
    serde_json::from_str(&html[at..end]).expect("the viewer's data is JSON")
}

/// The body of `<template id="board-K">`.
pub fn template(html: &str, k: u64) -> &str {
    let open = format!("<template id=\"board-{k}\">");
    let at = html.find(&open).expect("a board template") + open.len();
    &html[at..at + html[at..].find("</template>").unwrap()]
}

/// The last position of a game as the engine gives it.
pub struct EngineEnd {
    /// Occupied cells as `cell=piece`, sorted by cell name, joined by spaces.
    pub cells: String,
    /// The text diagram.
    pub diagram: String,
    /// Plies played.
    pub plies: usize,
}

struct End<'a>(&'a str);

impl GameVisitor for End<'_> {
    type Output = EngineEnd;
    fn visit<G: Game>(self, start: G) -> EngineEnd {
        let mut g = start;
        let moves = play_move_list(&mut g, self.0).expect("the moves replay");
        let mut cells: Vec<(String, String)> = g.cells();
        cells.sort();
        EngineEnd {
            cells: cells
                .iter()
                .map(|(c, p)| format!("{c}={p}"))
                .collect::<Vec<_>>()
                .join(" "),
            diagram: g.diagram(),
            plies: moves.len(),
        }
    }
}

/// The engine's last position of `moves` in `variant` with canonical `params`.
pub fn engine_end(variant: &str, params: &str, moves: &str) -> EngineEnd {
    let p = Params::parse(variant, &[params]).expect("known variant");
    registry::visit(&p, End(moves))
}

/// Applies a viewer diff (`cell=piece cell= ...`) to `cells`.
pub fn apply_diff(cells: &mut std::collections::BTreeMap<String, String>, diff: &str) {
    for kv in diff.split_whitespace() {
        let (c, p) = kv.split_once('=').expect("cell=piece");
        if p.is_empty() {
            cells.remove(c);
        } else {
            cells.insert(c.to_string(), p.to_string());
        }
    }
}
