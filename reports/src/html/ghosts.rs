//! The wrap of a board drawn ([`super::board::board_svg_wrapped`]): beyond each wrapping edge
//! of a grid, a ring of ghost cells repeating the opposite edge. A ghost is a dimmed
//! `<use href="#cell-NAME" data-g="NAME">` of the real cell, so it shows that cell's piece and
//! highlight as the page writes them, with no script of its own; a click on it names the real
//! cell through `data-g`. Ghost files and ranks are labelled (class `co gfile`, `co grank`) with
//! the file or rank they repeat, and the real board is outlined, so a reader sees which edges
//! meet. Layers that wrap name, beside the first and the last layer's letter, the layer beyond.

use std::fmt::Write as _;

use super::board::{file_letter, Wrap, MARGIN};

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

#[cfg(test)]
mod tests {
    use super::super::board::{board_svg_wrapped, BoardShape};
    use super::*;

    fn attr<'a>(svg: &'a str, name: &str) -> Vec<&'a str> {
        let key = format!("{name}=\"");
        svg.split(&key)
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
            .collect()
    }

    #[test]
    fn the_torus_repeats_each_opposite_edge_beyond_every_edge() {
        let both = Wrap {
            files: true,
            ranks: true,
            layers: false,
        };
        let svg = board_svg_wrapped(
            BoardShape::Grid {
                files: 10,
                ranks: 12,
            },
            both,
        )
        .unwrap();
        assert_eq!(attr(&svg, "data-c").len(), 120);
        let ghosts = attr(&svg, "data-g");
        // Two ghost columns of 12, two ghost rows of 10, four corners.
        assert_eq!(ghosts.len(), 2 * 12 + 2 * 10 + 4);
        // The corner beyond a1 is j12 (a1 down-left is j12 on the torus), beyond j12 a1.
        assert_eq!(
            ghosts.first(),
            Some(&"j12"),
            "the ghost below and left of a1"
        );
        assert_eq!(
            ghosts.last(),
            Some(&"a1"),
            "the ghost above and right of j12"
        );
        for c in ["j12", "a1", "j1", "a12", "a5", "j5", "c1", "c12"] {
            assert!(ghosts.contains(&c), "{c}");
        }
        assert!(svg.contains("href=\"#cell-j12\"") && svg.contains("id=\"cell-j12\""));
        // The ghost labels name the edge beyond: j left of a, a right of j; 12 below 1, 1
        // above 12.
        assert_eq!(svg.matches("class=\"co gfile\"").count(), 2);
        assert!(svg.contains(">j</text>") && svg.contains(">12</text>"));
    }

    #[test]
    fn the_hypercylinder_wraps_files_only_and_a_hypertorus_names_the_layer_beyond() {
        let files = Wrap {
            files: true,
            ranks: false,
            layers: false,
        };
        let shape = BoardShape::Layers {
            layers: 5,
            files: 5,
            ranks: 5,
        };
        let svg = board_svg_wrapped(shape, files).unwrap();
        assert_eq!(attr(&svg, "data-g").len(), 5 * 2 * 5);
        assert!(attr(&svg, "data-g").contains(&"Ce3"));
        assert!(!svg.contains("grank") && !svg.contains(" lw\""));
        let all = Wrap {
            files: true,
            ranks: true,
            layers: true,
        };
        let six = BoardShape::Layers {
            layers: 6,
            files: 6,
            ranks: 6,
        };
        let svg = board_svg_wrapped(six, all).unwrap();
        assert_eq!(attr(&svg, "data-g").len(), 6 * (4 * 6 + 4));
        assert!(svg.contains("\u{2190}F<title>") && svg.contains("A\u{2192}<title>"));
        // Laid out in two rows of three, so it is not too wide to read.
        let view: Vec<f64> = attr(&svg, "viewBox")[0]
            .split(' ')
            .map(|x| x.parse().unwrap())
            .collect();
        assert!(view[2] < 1000.0 && view[3] > 500.0, "{view:?}");
    }

    #[test]
    fn without_a_wrap_the_board_is_drawn_as_before() {
        let shape = BoardShape::Grid { files: 8, ranks: 8 };
        let plain = super::super::board::board_svg(shape).unwrap();
        assert_eq!(board_svg_wrapped(shape, Wrap::default()).unwrap(), plain);
        assert!(!plain.contains("<use") && !plain.contains(" id=\""));
    }
}
