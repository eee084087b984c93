//! The empty board of a variant, drawn by the report page's code
//! ([`reports::board_svg_wrapped`]): one `<g data-c="CELL">` per cell, which the page fills
//! with pieces and listens on for clicks, and on a board that wraps (the torus, the
//! hypercylinder, the hypertorus) a ring of ghost cells `<use data-g="CELL">` beyond each
//! wrapping edge showing the cell of the opposite edge (a click on one is a click on it).

use reports::{BoardShape, Wrap};
use serde_json::{json, Value};
use variants::declare::BoardLayout;
use variants::registry::Params;

/// How the board of `params` is drawn: the layout the game declares
/// (`Variant::board_layout`), a game without one as its text diagram.
pub fn shape(params: &Params) -> BoardShape {
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

/// Which axes of the board of `params` wrap (`Variant::board_wrap`).
pub fn wrap(params: &Params) -> Wrap {
    let w = params.typed().board_wrap();
    Wrap {
        files: w.files,
        ranks: w.ranks,
        layers: w.layers,
    }
}

/// `{"svg": SVG or null, "shape": "grid"|"layers"|"hex91"|"text", "wrap": {files, ranks,
/// layers}}` for `params`; null `svg`
/// means the page shows the text diagram and moves are typed or picked from the list.
pub fn board_of(params: &Params) -> Value {
    let s = shape(params);
    let name = match s {
        BoardShape::Grid { .. } => "grid",
        BoardShape::Layers { .. } => "layers",
        BoardShape::Hex91 => "hex91",
        BoardShape::Text => "text",
    };
    let w = wrap(params);
    json!({"svg": reports::board_svg_wrapped(s, w), "shape": name,
           "wrap": {"files": w.files, "ranks": w.ranks, "layers": w.layers}})
}
