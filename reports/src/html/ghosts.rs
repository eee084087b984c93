//! The wrap of a board drawn ([`super::board::board_svg_wrapped`]): beyond each wrapping edge
//! of a grid, a ring of ghost cells repeating the opposite edge. A ghost is a dimmed
//! `<use href="#cell-NAME" data-g="NAME">` of the real cell, so it shows that cell's piece and
//! highlight as the page writes them, with no script of its own; a click on it names the real
//! cell through `data-g`. Ghost files and ranks are labelled (class `co gfile`, `co grank`) with
//! the file or rank they repeat, and the real board is outlined, so a reader sees which edges
//! meet. Layers that wrap name, beside the first and the last layer's letter, the layer beyond.

use std::fmt::Write as _;

/// Which axes of a board wrap around: the drawing then repeats, beyond each wrapping edge,
/// the cells of the opposite edge as dimmed ghosts (`<use data-g="CELL">` showing that
/// cell live: its piece and its highlight).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wrap {
    /// File a neighbours the last file.
    pub files: bool,
    /// Rank 1 neighbours the last rank.
    pub ranks: bool,
    /// Layer A neighbours the last layer.
    pub layers: bool,
}

impl Wrap {
    /// Whether any axis wraps (the board then has ghosts).
    pub fn any(self) -> bool {
        self.files || self.ranks || self.layers
    }
}

/// Margin for coordinates around a board, in SVG units (the board's and its ghosts' labels).
pub(super) const MARGIN: f64 = 18.0;

/// The file letter of 0-based file `f` (`a`, `b`, ...).
pub(super) fn file_letter(f: u8) -> char {
    (b'a' + f) as char
}

/// How far a grid's ghost ring reaches beyond its edges: `dx` left and right (files wrap),
/// `dy` above and below (ranks wrap), one cell side or nothing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Ring {
    /// Width of a ghost column (0 when the files do not wrap).
    pub dx: f64,
    /// Height of a ghost row (0 when the ranks do not wrap).
    pub dy: f64,
}

impl Ring {
    /// The ring of `wrap` around cells of side `side`.
    pub fn new(wrap: Wrap, side: f64) -> Ring {
        Ring {
            dx: if wrap.files { side } else { 0.0 },
            dy: if wrap.ranks { side } else { 0.0 },
        }
    }

    /// Whether there is a ring at all.
    pub fn any(self) -> bool {
        self.dx > 0.0 || self.dy > 0.0
    }
}

/// The id of the group of cell `name`, which its ghosts refer to.
pub(super) fn cell_id(name: &str) -> String {
    format!("cell-{name}")
}

/// The ghosts of a `files` x `ranks` grid at `(x0, y0)` (cell names prefixed by `prefix`)
/// for `wrap`, their labels, and the real board's outline.
#[allow(clippy::too_many_arguments)]
pub(super) fn ghost_ring(
    out: &mut String,
    prefix: &str,
    files: u8,
    ranks: u8,
    x0: f64,
    y0: f64,
    side: f64,
    wrap: Wrap,
) {
    let (nf, nr) = (files as i32, ranks as i32);
    let span = |n: i32, wraps: bool| if wraps { -1..=n } else { 0..=n - 1 };
    for gr in span(nr, wrap.ranks) {
        for gf in span(nf, wrap.files) {
            if (0..nf).contains(&gf) && (0..nr).contains(&gr) {
                continue;
            }
            let (sf, sr) = (gf.rem_euclid(nf), gr.rem_euclid(nr));
            let name = format!("{prefix}{}{}", file_letter(sf as u8), sr + 1);
            let _ = write!(
                out,
                "<use href=\"#{}\" x=\"{:.1}\" y=\"{:.1}\" data-g=\"{name}\" class=\"ghost\" \
                 opacity=\"0.42\"/>",
                cell_id(&name),
                (gf - sf) as f64 * side,
                (sr - gr) as f64 * side,
            );
        }
    }
    let fs = (side * 0.35).max(9.0);
    if wrap.files {
        // Beside file a the last file, beside the last file a.
        for (gf, sf) in [(-1, nf - 1), (nf, 0)] {
            let _ = write!(
                out,
                "<text class=\"co gfile\" font-size=\"{fs:.0}\" fill-opacity=\"0.6\" \
                 x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                x0 + (gf as f64 + 0.5) * side,
                y0 + ranks as f64 * side + if wrap.ranks { side } else { 0.0 } + MARGIN * 0.6,
                file_letter(sf as u8)
            );
        }
    }
    if wrap.ranks {
        // Above the last rank rank 1, below rank 1 the last rank.
        for (gr, sr) in [(nr, 0), (-1, nr - 1)] {
            let _ = write!(
                out,
                "<text class=\"co grank\" font-size=\"{fs:.0}\" fill-opacity=\"0.6\" \
                 x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                x0 - if wrap.files { side } else { 0.0 } - MARGIN * 0.5,
                y0 + (nr - 1 - gr) as f64 * side + side / 2.0,
                sr + 1
            );
        }
    }
    let _ = write!(
        out,
        "<rect class=\"edge\" x=\"{x0:.1}\" y=\"{y0:.1}\" width=\"{:.1}\" height=\"{:.1}\" \
         fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\" pointer-events=\"none\"/>",
        files as f64 * side,
        ranks as f64 * side
    );
}

/// Beside the letter of layer `l` (of `layers`, centred at `(mid, y)`), when it is the first
/// or the last, the letter of the layer beyond it, dimmed: the last before A, A after the
/// last.
pub(super) fn layer_wraps(out: &mut String, l: u8, layers: u8, mid: f64, y: f64) {
    let letter = |i: u8| (b'A' + i) as char;
    let last = layers - 1;
    let mut beyond = Vec::new();
    if l == 0 {
        beyond.push((-1.0, letter(last)));
    }
    if l == last {
        beyond.push((1.0, letter(0)));
    }
    for (dir, other) in beyond {
        let _ = write!(
            out,
            "<text class=\"co ly lw\" fill-opacity=\"0.5\" x=\"{:.1}\" y=\"{y:.1}\">{}{other}{}\
             <title>the layers wrap: layer {} neighbours layer {}</title></text>",
            mid + dir * 28.0,
            if dir < 0.0 { "\u{2190}" } else { "" },
            if dir > 0.0 { "\u{2192}" } else { "" },
            letter(l),
            other
        );
    }
}
