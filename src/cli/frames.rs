//! The positions of a game for the HTML page's viewer: replays a move list through the
//! registry and records, after every ply, the occupied cells, the extras (reserves, hands,
//! potentials, pending decisions) and the player to decide; and how each variant's board is
//! laid out for drawing.

use mcts::{play_move_list, Game, Player};
use reports::{BoardShape, GameFrames};
use variants::declare::BoardLayout;
use variants::registry::{self, GameVisitor, Params};

/// How the viewer draws the board of `params`: the layout the game declares
/// (`Variant::board_layout`); a game that declares none is shown as its text diagram.
pub fn board_shape(params: &Params) -> BoardShape {
    match params.typed().board_layout() {
        BoardLayout::Grid { files, ranks } => BoardShape::Grid { files, ranks },
        BoardLayout::Layers {
            layers,
            files,
            ranks,
        } => BoardShape::Layers {
            layers,
            files,
            ranks,
        },
        BoardLayout::Hex91 => BoardShape::Hex91,
        BoardLayout::Text => BoardShape::Text,
    }
}

/// The extras line of a position: `Codec::extras` as `key: value` pairs joined by ` · `,
/// without what the page shows elsewhere: the position text (the board shows it) and the
/// variant's parameters (the section names them).
fn extras_line<G: Game>(g: &G, params: &[&str]) -> String {
    let position = g.position_text();
    g.extras()
        .into_iter()
        .filter(|(k, v)| {
            !v.is_empty() && v != "-" && *v != position && !params.contains(&k.as_str())
        })
        .map(|(k, v)| format!("{}: {v}", k.replace('_', " ")))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Replays one game, recording every position.
struct Frames<'a> {
    start: &'a str,
    moves: &'a str,
    shape: BoardShape,
    params: Vec<&'static str>,
}

impl GameVisitor for Frames<'_> {
    type Output = Option<GameFrames>;
    fn visit<G: Game>(self, start: G) -> Option<GameFrames> {
        let start = if self.start.is_empty() {
            start
        } else {
            start.load_position(self.start).ok()?
        };
        let mut g = start.clone();
        let moves = play_move_list(&mut g, self.moves).ok()?;
        let text = self.shape == BoardShape::Text;
        let mut f = GameFrames {
            shape: self.shape,
            players: [
                start.player_name(Player::White).to_string(),
                start.player_name(Player::Black).to_string(),
            ],
            cells: Vec::with_capacity(moves.len() + 1),
            extras: Vec::with_capacity(moves.len() + 1),
            to_move: Vec::with_capacity(moves.len() + 1),
        };
        let mut g = start;
        let mut record = |g: &G| {
            if text {
                f.cells.push(Vec::new());
                f.extras.push(g.diagram());
            } else {
                f.cells.push(g.cells());
                f.extras.push(extras_line(g, &self.params));
            }
            f.to_move.push(g.to_move().index() as u8);
        };
        record(&g);
        for m in moves {
            g.play(m);
            record(&g);
        }
        Some(f)
    }
}

/// Every position of the game `moves` of `variant` with canonical `params` from the position
/// text `start` (empty: the variant's start); `None` when the variant or parameters are
/// unknown to this build, the start does not load, or a move does not replay.
pub fn frames(variant: &str, params: &str, start: &str, moves: &str) -> Option<GameFrames> {
    let p = Params::parse(variant, &[params]).ok()?;
    let shape = board_shape(&p);
    let params = p.variant.params.iter().map(|s| s.name).collect();
    registry::visit(
        &p,
        Frames {
            start,
            moves,
            shape,
            params,
        },
    )
}
