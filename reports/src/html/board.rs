//! The empty boards of the game viewer, drawn once per variant and parameter set as SVG: one
//! `<g data-c="CELL">` per cell (its shape and an empty `<text>`), which the page's script
//! fills with the pieces of the position shown. The geometry lives here (tested in Rust);
//! the script only writes piece texts into cells by name. A board whose edges wrap (the
//! torus, the hypercylinder, the hypertorus) is drawn with a ring of ghost cells beyond each
//! wrapping edge ([`super::ghosts`]).

use std::fmt::Write as _;

use super::ghosts::{file_letter, ghost_ring, layer_wraps, Ring, Wrap, MARGIN};

/// The layout of a variant's board, as the viewer draws it. Cell names are those of
/// `mcts::Codec::cells` (`e4`; `Cb3` for layer C, file b, rank 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardShape {
    /// A rectangle of `files` (a, b, ...) by `ranks` (1, 2, ...), rank 1 at the bottom.
    Grid {
        /// Files, named from `a`.
        files: u8,
        /// Ranks, numbered from 1.
        ranks: u8,
    },
    /// `layers` rectangles (A, B, ...) side by side, each `files` by `ranks`.
    Layers {
        /// Layers, named from `A`.
        layers: u8,
        /// Files per layer, named from `a`.
        files: u8,
        /// Ranks per layer, numbered from 1.
        ranks: u8,
    },
    /// Glinski's 91-cell hexagon: files a..l without j, file `f` the longest (11 cells), rank
    /// 1 along the two lower edges.
    Hex91,
    /// No board drawing: the viewer shows the variant's text diagram of each position.
    Text,
}

/// Cell side of the square boards, in SVG units.
const SQ: f64 = 40.0;

/// One cell: a shape (`shape`, an SVG element without its closing) and an empty text at
/// `(x, y)`; with `id`, the group's id (which a ghost's `<use>` refers to).
fn cell(out: &mut String, name: &str, shape: &str, x: f64, y: f64, id: bool) {
    let id = if id {
        format!(" id=\"{}\"", super::ghosts::cell_id(name))
    } else {
        String::new()
    };
    let _ = write!(
        out,
        "<g data-c=\"{name}\"{id}>{shape}<text x=\"{x:.1}\" y=\"{y:.1}\"></text></g>"
    );
}

/// A `files` x `ranks` grid with its top left corner at `(x0, y0)`, cell names prefixed by
/// `prefix` (a layer letter or nothing); coordinates drawn below and left, beyond the ghost
/// ring of `wrap` (which lies outside the corner given).
#[allow(clippy::too_many_arguments)]
fn grid(
    out: &mut String,
    prefix: &str,
    files: u8,
    ranks: u8,
    x0: f64,
    y0: f64,
    side: f64,
    wrap: Wrap,
) {
    let ring = Ring::new(wrap, side);
    for r in 0..ranks {
        for f in 0..files {
            let (x, y) = (x0 + f as f64 * side, y0 + (ranks - 1 - r) as f64 * side);
            let dark = (f + r) % 2 == 0;
            let shape = format!(
                "<rect class=\"{}\" x=\"{x:.1}\" y=\"{y:.1}\" width=\"{side}\" height=\"{side}\"/>",
                if dark { "sd" } else { "sl" }
            );
            let name = format!("{prefix}{}{}", file_letter(f), r + 1);
            cell(
                out,
                &name,
                &shape,
                x + side / 2.0,
                y + side / 2.0,
                ring.any(),
            );
        }
    }
    if ring.any() {
        ghost_ring(out, prefix, files, ranks, x0, y0, side, wrap);
    }
    let fs = (side * 0.35).max(9.0);
    for f in 0..files {
        let _ = write!(
            out,
            "<text class=\"co file\" font-size=\"{fs:.0}\" x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            x0 + (f as f64 + 0.5) * side,
            y0 + ranks as f64 * side + ring.dy + MARGIN * 0.6,
            file_letter(f)
        );
    }
    for r in 0..ranks {
        let _ = write!(
            out,
            "<text class=\"co rank\" font-size=\"{fs:.0}\" x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            x0 - ring.dx - MARGIN * 0.5,
            y0 + (ranks - 1 - r) as f64 * side + side / 2.0,
            r + 1
        );
    }
}

/// Files of Glinski's board, a..l without j.
const HEX_FILES: [char; 11] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l'];

/// The hexagon: flat-topped cells in columns (files), file `k` holding `11 - |k - 5|` cells,
/// its rank 1 raised by `|k - 5|` half cells. File letters below each column; rank numbers
/// at both ends of each rank (a chevron: down from file a to f, up again to l): ranks 1 to 6
/// beside files a and l, 7 to 11 up and out from the top cells of files b to e and g to k,
/// rank 11 on both sides of file f's top cell.
fn hex(out: &mut String) -> (f64, f64) {
    let s = 22.0f64; // circumradius
    let h = s * 3f64.sqrt(); // cell height
    let w = 1.5 * s; // column step
    let (x0, bottom) = (MARGIN + s, MARGIN + 11.0 * h);
    for (k, file) in HEX_FILES.iter().enumerate() {
        let off = (k as i32 - 5).unsigned_abs() as f64;
        let n = 11 - off as usize;
        let x = x0 + k as f64 * w;
        for r in 0..n {
            let y = bottom - h / 2.0 - off * h / 2.0 - r as f64 * h;
            let pts: Vec<String> = (0..6)
                .map(|i| {
                    let a = std::f64::consts::PI / 3.0 * i as f64;
                    format!("{:.1},{:.1}", x + s * a.cos(), y + s * a.sin())
                })
                .collect();
            // Axial coordinates (q, a): neighbours differ in q - a by 1 or 2 (mod 3), so three
            // colours never touch themselves (Glinski's colouring).
            let q = k as i32 - 5;
            let a = if q <= 0 { r as i32 - q } else { r as i32 };
            let class = ["h0", "h1", "h2"][(q - a).rem_euclid(3) as usize];
            let shape = format!("<polygon class=\"{class}\" points=\"{}\"/>", pts.join(" "));
            cell(out, &format!("{file}{}", r + 1), &shape, x, y, false);
        }
        let _ = write!(
            out,
            "<text class=\"co file\" font-size=\"12\" x=\"{x:.1}\" y=\"{:.1}\">{file}</text>",
            bottom - off * h / 2.0 + 12.0
        );
    }
    // Rank r (1-based) starts on file max(0, r - 6) and ends on file 10 - max(0, r - 6), at
    // the cell's index r - 1. Ranks 1 to 6 are numbered level with their cell beside files a
    // and l; ranks 7 to 11 one column further out and half a cell up (where the rank would
    // continue), above the board's upper edges.
    for r in 1..=11usize {
        let first = r.saturating_sub(6);
        for (k, dir) in [(first, -1.0), (10 - first, 1.0)] {
            let off = (k as i32 - 5).unsigned_abs() as f64;
            let y = bottom - h / 2.0 - off * h / 2.0 - (r - 1) as f64 * h;
            let up = if r <= 6 { 0.0 } else { h * 0.45 };
            let _ = write!(
                out,
                "<text class=\"co rank\" font-size=\"12\" x=\"{:.1}\" y=\"{:.1}\">{r}</text>",
                x0 + k as f64 * w + dir * w * 0.85,
                y - up
            );
        }
    }
    (x0 * 2.0 + 10.0 * w, bottom + MARGIN + 6.0)
}

/// The empty board of `shape` as one `<svg class="board">`, or `None` for
/// [`BoardShape::Text`]. Every cell is a `<g data-c="NAME">` holding a shape and an empty
/// `<text>`.
pub fn board_svg(shape: BoardShape) -> Option<String> {
    board_svg_wrapped(shape, Wrap::default())
}

/// [`board_svg`] with the wrap of `wrap` shown (a grid or the layers; the hexagon and the
/// text board ignore it): beyond each wrapping edge a ring of dimmed ghost cells, each a
/// `<use data-g="NAME">` of the cell of the opposite edge (its piece and highlight shown
/// live, a click on it naming that cell), labelled with that cell's file or rank; layers
/// that wrap say beside the first and the last layer's letter which layer comes next. A
/// wide wrapped 3D board is laid out in two rows of layers.
pub fn board_svg_wrapped(shape: BoardShape, wrap: Wrap) -> Option<String> {
    let mut body = String::new();
    let (w, h) = match shape {
        BoardShape::Grid { files, ranks } => {
            let ring = Ring::new(wrap, SQ);
            let (x0, y0) = (MARGIN + ring.dx, 4.0 + ring.dy);
            grid(&mut body, "", files, ranks, x0, y0, SQ, wrap);
            (
                x0 + files as f64 * SQ + ring.dx + 4.0,
                y0 + ranks as f64 * SQ + ring.dy + MARGIN,
            )
        }
        BoardShape::Layers {
            layers,
            files,
            ranks,
        } => {
            let side = 30.0;
            let ring = Ring::new(wrap, side);
            let step = files as f64 * side + 2.0 * ring.dx + MARGIN + 10.0;
            let height = 22.0 + ranks as f64 * side + 2.0 * ring.dy + MARGIN;
            let per_row = if ring.any() && layers as f64 * step > 1000.0 {
                layers.div_ceil(2)
            } else {
                layers
            };
            for l in 0..layers {
                let (col, row) = ((l % per_row) as f64, (l / per_row) as f64);
                let x0 = MARGIN + ring.dx + col * step;
                let top = row * (height + 6.0);
                let letter = (b'A' + l) as char;
                let mid = x0 + files as f64 * side / 2.0;
                let _ = write!(
                    body,
                    "<text class=\"co ly\" x=\"{mid:.1}\" y=\"{:.1}\">{letter}</text>",
                    top + 14.0
                );
                if wrap.layers {
                    layer_wraps(&mut body, l, layers, mid, top + 14.0);
                }
                let y0 = top + 22.0 + ring.dy;
                grid(
                    &mut body,
                    &letter.to_string(),
                    files,
                    ranks,
                    x0,
                    y0,
                    side,
                    wrap,
                );
            }
            let rows = layers.div_ceil(per_row) as f64;
            (
                MARGIN + per_row as f64 * step - 6.0,
                rows * height + (rows - 1.0) * 6.0,
            )
        }
        BoardShape::Hex91 => hex(&mut body),
        BoardShape::Text => return None,
    };
    Some(format!(
        "<svg class=\"board\" viewBox=\"0 0 {w:.0} {h:.0}\" width=\"{w:.0}\" height=\"{h:.0}\" \
         role=\"img\">{body}</svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(svg: &str) -> Vec<&str> {
        svg.split("data-c=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
            .collect()
    }

    #[test]
    fn every_board_has_one_group_per_cell_named_as_the_engine_names_them() {
        let chess = board_svg(BoardShape::Grid { files: 8, ranks: 8 }).unwrap();
        let c = cells(&chess);
        assert_eq!(c.len(), 64);
        assert!(c.contains(&"a1") && c.contains(&"h8"));
        let torus = board_svg(BoardShape::Grid {
            files: 10,
            ranks: 12,
        })
        .unwrap();
        assert!(cells(&torus).contains(&"j12"));
        let five = board_svg(BoardShape::Layers {
            layers: 5,
            files: 5,
            ranks: 5,
        })
        .unwrap();
        assert_eq!(cells(&five).len(), 125);
        assert!(cells(&five).contains(&"Ee5"));
        let hex = board_svg(BoardShape::Hex91).unwrap();
        let h = cells(&hex);
        assert_eq!(h.len(), 91);
        for name in ["a1", "a6", "f1", "f11", "l6", "k7"] {
            assert!(h.contains(&name), "{name}");
        }
        assert!(!h.iter().any(|c| c.starts_with('j')));
        // Every rank is numbered at both ends, every file lettered once.
        let labels = |svg: &str, class: &str| -> Vec<String> {
            svg.split(&format!("<text class=\"co {class}\""))
                .skip(1)
                .map(|s| s[s.find('>').unwrap() + 1..s.find("</text>").unwrap()].to_string())
                .collect()
        };
        let ranks = labels(&hex, "rank");
        assert_eq!(ranks.len(), 22);
        for r in 1..=11 {
            assert_eq!(
                ranks.iter().filter(|x| **x == r.to_string()).count(),
                2,
                "{r}"
            );
        }
        assert_eq!(labels(&hex, "file").concat(), "abcdefghikl");
        assert_eq!(labels(&chess, "rank").concat(), "12345678");
        assert_eq!(labels(&chess, "file").concat(), "abcdefgh");
        assert_eq!(board_svg(BoardShape::Text), None);
    }
}
