//! The positions of a game for the HTML page's viewer (`collapse report --html`): replays a
//! move list through the registry and records, after every ply, the occupied cells, the extras
//! (reserves, hands, potentials, pending decisions) and the player to decide; and the diagram
//! after an opening line. How a board is laid out for drawing and which of its axes wrap are
//! the caller's (`collapse` passes `serve::board::shape` and `serve::board::wrap`, the
//! functions that map a game's layout to a shape and its wrap).

use mcts::{play_move_list, Game, Player};
use reports::{BoardShape, GameFrames, Wrap};
use variants::registry::{self, GameVisitor, Params};

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
    wrap: Wrap,
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
            wrap: self.wrap,
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
/// text `start` (empty: the variant's start), its board drawn as `shape` lays it out with
/// the ghost cells of the axes `wrap` says wrap (none for a board drawn as text); `None`
/// when the variant or parameters are unknown to this build, the start does not load, or a
/// move does not replay.
pub fn frames(
    variant: &str,
    params: &str,
    start: &str,
    moves: &str,
    shape: fn(&Params) -> BoardShape,
    wrap: fn(&Params) -> Wrap,
) -> Option<GameFrames> {
    let p = Params::parse(variant, &[params]).ok()?;
    let shape = shape(&p);
    let wrap = if shape == BoardShape::Text {
        Wrap::default()
    } else {
        wrap(&p)
    };
    let params = p.variant.params.iter().map(|s| s.name).collect();
    registry::visit(
        &p,
        Frames {
            start,
            moves,
            shape,
            wrap,
            params,
        },
    )
}

/// Replays moves from the start and draws the position (what `collapse show` prints above the
/// position line).
struct Diagram<'a>(&'a [String]);

impl GameVisitor for Diagram<'_> {
    type Output = Option<String>;
    fn visit<G: Game>(self, start: G) -> Option<String> {
        let mut g = start;
        play_move_list(&mut g, &self.0.join(" ")).ok()?;
        Some(g.diagram())
    }
}

/// The diagram of the position after `line` in `variant` with canonical `params`; `None`
/// when the variant or parameters are unknown to this build or a move does not replay.
pub fn diagram(variant: &str, params: &str, line: &[String]) -> Option<String> {
    let p = Params::parse(variant, &[params]).ok()?;
    registry::visit(&p, Diagram(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_gives_one_frame_per_position_and_a_bad_move_none() {
        let text = |_: &Params| BoardShape::Text;
        let torus = |_: &Params| Wrap {
            files: true,
            ranks: true,
            layers: false,
        };
        let f = frames("tictactoe", "", "", "4 0", text, torus).unwrap();
        assert_eq!(f.wrap, Wrap::default(), "a text board has no ghosts");
        assert_eq!((f.cells.len(), f.extras.len()), (3, 3));
        assert_eq!(f.to_move, [0, 1, 0]);
        assert!(f.extras[1].contains('X'), "{:?}", f.extras);
        assert!(frames("tictactoe", "", "", "4 4", text, torus).is_none());
        assert!(frames("nogame", "", "", "", text, torus).is_none());
        assert!(diagram("tictactoe", "", &["4".into()])
            .unwrap()
            .contains('X'));
    }

    /// The board's wrap comes from the caller's function, as its shape does: the torus's
    /// files and ranks, none for chess.
    #[test]
    fn a_torus_game_carries_its_wrap_and_a_chess_game_none() {
        let grid = |p: &Params| match p.typed().board_layout() {
            variants::declare::BoardLayout::Grid { files, ranks } => {
                BoardShape::Grid { files, ranks }
            }
            _ => BoardShape::Text,
        };
        let wrap = |p: &Params| {
            let w = p.typed().board_wrap();
            Wrap {
                files: w.files,
                ranks: w.ranks,
                layers: w.layers,
            }
        };
        let torus = frames("uncertainty", "board=torus", "", "", grid, wrap).unwrap();
        assert_eq!((torus.wrap.files, torus.wrap.ranks), (true, true));
        assert!(matches!(torus.shape, BoardShape::Grid { files: 10, .. }));
        let chess = frames("chess", "", "", "", grid, wrap).unwrap();
        assert!(!chess.wrap.any());
        assert_eq!(chess.cells.len(), 1);
    }
}
