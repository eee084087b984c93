//! The piece values section (from `collapse values --values-out`).

use std::fmt::Write as _;

use super::escape;
use super::tables::table;

/// The piece values (from `collapse values --values-out`): per variant and parameter set, a
/// table (piece, value, 95% interval, games) and a bar chart of the values with their
/// interval whiskers, drawn by hand in SVG (values may be negative or above 1, so not on the
/// percentage axis of the other bar charts).
pub(super) fn values_section(out: &mut String, rows: &[crate::values::ValueRow]) {
    if rows.is_empty() {
        return;
    }
    out.push_str(
        "<h2 id=\"piece-values\">Piece values</h2>\n<p class=\"legend\">From <code>collapse \
         values</code>: each piece's value with its 95% interval (the method under each \
         table).</p>\n",
    );
    for ((variant, params), group) in crate::values::values_groups(rows) {
        let unit = group[0].unit();
        let _ = writeln!(
            out,
            "<h3 class=\"values\" title=\"{}\">{}</h3>",
            escape(&params),
            escape(&if params.is_empty() {
                variant.clone()
            } else {
                format!("{variant} {params}")
            })
        );
        let mixed = crate::values::mixed_methods(&group);
        let table_rows: Vec<Vec<String>> = group
            .iter()
            .map(|r| crate::values::value_cells(r, mixed))
            .collect();
        let mut head = vec!["piece", unit, "95% interval", "games"];
        if mixed {
            head.push("method");
        }
        table(out, &head, &table_rows, 1, None);
        if !mixed {
            let _ = writeln!(out, "<p class=\"legend\">{}</p>", escape(&group[0].method));
        }
        out.push_str("<figure class=\"chart\" data-x=\"");
        out.push_str(unit);
        out.push_str("\" data-y=\"piece\">");
        out.push_str(&values_svg(&group, unit));
        out.push_str("</figure>\n");
    }
}

/// Horizontal bars from 0 to each value with a whisker from `lo` to `hi`, one row per
/// piece, an axis in `unit` with ticks at whole numbers (or tenths for a narrow range).
fn values_svg(rows: &[crate::values::ValueRow], unit: &str) -> String {
    const ROW: f64 = 26.0;
    const LEFT: f64 = 110.0;
    const RIGHT: f64 = 20.0;
    const WIDTH: f64 = 760.0;
    let top = 30.0;
    let height = top + ROW * rows.len() as f64 + 50.0;
    let min = rows
        .iter()
        .map(|r| r.lo.min(r.value))
        .fold(0.0f64, f64::min);
    let max = rows
        .iter()
        .map(|r| r.hi.max(r.value))
        .fold(0.0f64, f64::max);
    let (min, max) = if max - min < 1e-9 {
        (min - 1.0, max + 1.0)
    } else {
        (min, max)
    };
    let step = if max - min > 4.0 {
        ((max - min) / 8.0).ceil()
    } else if max - min > 0.8 {
        0.5
    } else {
        0.1
    };
    let (min, max) = ((min / step).floor() * step, (max / step).ceil() * step);
    let x = |v: f64| LEFT + (v - min) / (max - min) * (WIDTH - LEFT - RIGHT);
    let mut s = format!(
        "<svg width=\"{WIDTH}\" height=\"{height}\" viewBox=\"0 0 {WIDTH} {height}\" \
         font-family=\"sans-serif\" font-size=\"13\"><rect width=\"100%\" height=\"100%\" \
         fill=\"white\"/>\n<text x=\"{}\" y=\"18\" text-anchor=\"middle\" font-size=\"16\">\
         Value per piece ({unit}; whiskers: 95% interval)</text>\n",
        WIDTH / 2.0
    );
    let bottom = top + ROW * rows.len() as f64;
    let mut t = min;
    while t <= max + step / 2.0 {
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"{top}\" x2=\"{0:.1}\" y2=\"{bottom}\" stroke=\"#ddd\"/>\
             <text x=\"{0:.1}\" y=\"{1}\" text-anchor=\"middle\">{2}</text>",
            x(t),
            bottom + 16.0,
            if step < 1.0 {
                format!("{t:.1}")
            } else {
                format!("{t:.0}")
            }
        );
        t += step;
    }
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
        (LEFT + WIDTH - RIGHT) / 2.0,
        bottom + 36.0,
        escape(unit)
    );
    let _ = writeln!(
        s,
        "<text transform=\"translate(18,{:.1}) rotate(-90)\" text-anchor=\"middle\">piece</text>",
        (top + bottom) / 2.0
    );
    for (i, r) in rows.iter().enumerate() {
        let y = top + ROW * i as f64;
        let mid = y + ROW / 2.0;
        let (a, b) = (x(0.0).min(x(r.value)), x(0.0).max(x(r.value)));
        let (lo, hi) = (x(r.lo), x(r.hi));
        let (piece, label_x, label_y) = (escape(&r.piece), LEFT - 8.0, mid + 4.0);
        let (bar_y, bar_w, bar_h) = (y + 5.0, (b - a).max(1.0), ROW - 10.0);
        let (cap0, cap1) = (mid - 6.0, mid + 6.0);
        let _ = writeln!(
            s,
            "<g class=\"value\"><title>{piece} {:.2} [{:.2}, {:.2}] {unit}</title>\
             <text x=\"{label_x:.1}\" y=\"{label_y:.1}\" text-anchor=\"end\">{piece}</text>\
             <rect x=\"{a:.1}\" y=\"{bar_y:.1}\" width=\"{bar_w:.1}\" height=\"{bar_h:.1}\" \
             fill=\"#4a7fc1\" fill-opacity=\"0.55\"/>\
             <line x1=\"{lo:.1}\" y1=\"{mid:.1}\" x2=\"{hi:.1}\" y2=\"{mid:.1}\" \
             stroke=\"black\" stroke-width=\"2\"/>\
             <line x1=\"{lo:.1}\" y1=\"{cap0:.1}\" x2=\"{lo:.1}\" y2=\"{cap1:.1}\" \
             stroke=\"black\" stroke-width=\"2\"/>\
             <line x1=\"{hi:.1}\" y1=\"{cap0:.1}\" x2=\"{hi:.1}\" y2=\"{cap1:.1}\" \
             stroke=\"black\" stroke-width=\"2\"/></g>",
            r.value, r.lo, r.hi,
        );
    }
    let _ = writeln!(
        s,
        "<line x1=\"{0:.1}\" y1=\"{top}\" x2=\"{0:.1}\" y2=\"{bottom}\" stroke=\"#888\"/></svg>",
        x(0.0)
    );
    s
}
