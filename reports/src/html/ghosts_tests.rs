//! The wrap of the boards drawn: ghost cells beyond each wrapping edge ([`super::ghosts`]).

use super::board::{board_svg, board_svg_wrapped, BoardShape};
use super::ghosts::Wrap;

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
    let plain = board_svg(shape).unwrap();
    assert_eq!(board_svg_wrapped(shape, Wrap::default()).unwrap(), plain);
    assert!(!plain.contains("<use") && !plain.contains(" id=\""));
}
