//! The charts of the HTML report, drawn with `plotters` into SVG strings (its SVG backend only:
//! text is written as SVG `<text>` and laid out by the browser, so no font is read at build or
//! run time).
//!
//! Every function returns one `<svg ...>...</svg>` element, without the `xmlns` attribute (an
//! `<svg>` inside HTML is in the SVG namespace without it, and the page names no URL).

use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Chart width in pixels, besides a label column wider than [`LABELS`].
const WIDTH: u32 = 900;
/// The label column the charts' [`WIDTH`] allows for; wider labels widen the chart (the page
/// scales it down to fit, so no label is cut).
const LABELS: u32 = 300;
/// Height of one bar row in the horizontal bar charts, in pixels.
const ROW: u32 = 30;

/// One horizontal bar with its interval: `value`, `low`, `high` are fractions in `[0, 1]`
/// (drawn as percentages).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct IntervalBar {
    /// The text left of the bar.
    pub label: String,
    /// The bar's length.
    pub value: f64,
    /// Lower end of the interval.
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
}

/// A drawing error as text (drawing into a `String` fails only on a bug, e.g. a NaN range).
fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("drawing a chart failed: {e:?}")
}

/// Draws into a fresh SVG string of `WIDTH` x `height` pixels.
fn svg<F>(height: u32, draw: F) -> Result<String, String>
where
    F: FnOnce(&DrawingArea<SVGBackend<'_>, Shift>) -> Result<(), String>,
{
    svg_wide(WIDTH, height, draw)
}

/// Draws into a fresh SVG string of `width` x `height` pixels.
fn svg_wide<F>(width: u32, height: u32, draw: F) -> Result<String, String>
where
    F: FnOnce(&DrawingArea<SVGBackend<'_>, Shift>) -> Result<(), String>,
{
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        draw(&root)?;
        root.present().map_err(err)?;
    }
    Ok(out.replacen(r#" xmlns="http://www.w3.org/2000/svg""#, "", 1))
}

/// Pixels for a label column holding `labels` (about 7.5 px a character at 13 px, at least
/// 60; never cut).
fn label_width<'a>(labels: impl Iterator<Item = &'a str>) -> u32 {
    let chars = labels.map(|l| l.chars().count()).max().unwrap_or(1) as u32;
    (chars * 15 / 2 + 24).max(60)
}

/// A category axis from `-0.5` to `n - 0.5`: row `i` from the top sits at `n - 1 - i`. With
/// `n + 1` labels asked for, plotters puts its key points on the whole numbers (the round
/// step 1 gives `n`; the next finer one, 0.5, more than `n + 1`), labelled by [`row_at`].
fn rows_axis(n: usize) -> std::ops::Range<f64> {
    -0.5f64..n as f64 - 0.5
}

/// The axes both horizontal percentage-bar charts share: 0-100% across, `n` rows from the top
/// named by `labels` at the left, `right` extra pixels of right margin (for a legend).
fn percent_rows<'a, 'b>(
    root: &'a DrawingArea<SVGBackend<'b>, Shift>,
    title: &str,
    labels: &[&str],
    n: usize,
    right: u32,
    x_desc: &str,
    y_desc: &str,
) -> Result<ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>, String> {
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .margin_right(right + 12)
        .x_label_area_size(40)
        .y_label_area_size(label_width(labels.iter().copied()) + 24)
        .build_cartesian_2d(0f64..100f64, rows_axis(n))
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_labels(n + 1)
        .y_label_formatter(&|y| {
            row_at(*y, n)
                .and_then(|i| labels.get(i))
                .map(|l| l.to_string())
                .unwrap_or_default()
        })
        .x_labels(11)
        .x_label_formatter(&|x| format!("{x:.0}%"))
        .x_desc(x_desc)
        .y_desc(y_desc)
        .label_style(("sans-serif", 13))
        .draw()
        .map_err(err)?;
    Ok(chart)
}

/// The row index (from the top) at category coordinate `y`, if it is one.
fn row_at(y: f64, n: usize) -> Option<usize> {
    let r = y.round();
    ((r - y).abs() < 1e-6 && r >= 0.0 && (r as usize) < n).then(|| n - 1 - r as usize)
}

/// Horizontal bars with 95% interval whiskers on a 0-100% axis and a dashed line at 50%:
/// one row per bar, top to bottom in the order given. Used for agents' scores and for
/// White's score per sweep combination.
pub(crate) fn interval_chart(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    bars: &[IntervalBar],
) -> Result<String, String> {
    let n = bars.len().max(1);
    let height = 90 + ROW * n as u32;
    let labels: Vec<&str> = bars.iter().map(|b| b.label.as_str()).collect();
    let width = WIDTH + label_width(labels.iter().copied()).saturating_sub(LABELS);
    svg_wide(width, height, |root| {
        let mut chart = percent_rows(root, title, &labels, n, 0, x_desc, y_desc)?;
        let y = |i: usize| (n - 1 - i) as f64;
        chart
            .draw_series(bars.iter().enumerate().map(|(i, b)| {
                Rectangle::new(
                    [(0.0, y(i) - 0.32), (100.0 * b.value, y(i) + 0.32)],
                    BLUE.mix(0.45).filled(),
                )
            }))
            .map_err(err)?;
        chart
            .draw_series(bars.iter().enumerate().map(|(i, b)| {
                ErrorBar::new_horizontal(
                    y(i),
                    100.0 * b.low,
                    100.0 * b.value,
                    100.0 * b.high,
                    BLACK.stroke_width(2),
                    12,
                )
            }))
            .map_err(err)?;
        chart
            .draw_series(DashedLineSeries::new(
                [(50.0, -0.5), (50.0, n as f64 - 0.5)],
                6,
                4,
                RED.stroke_width(1),
            ))
            .map_err(err)?;
        Ok(())
    })
}

/// `svg` with a hover text (an SVG `<title>`) on the first label reading `label`, for each
/// `(label, full)`: the full text of a label drawn short.
pub(crate) fn with_titles(svg: &str, titles: &[(String, String)]) -> String {
    let mut out = svg.to_string();
    for (label, full) in titles {
        let minimal = label
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        // plotters writes a text element's content on a line of its own.
        let found = [super::escape(label), minimal]
            .into_iter()
            .find_map(|drawn| {
                [format!(">\n{drawn}\n</text>"), format!(">{drawn}</text>")]
                    .into_iter()
                    .find_map(|needle| out.find(&needle).map(|at| (at, needle, drawn.clone())))
            });
        if let Some((at, needle, drawn)) = found {
            out.replace_range(
                at..at + needle.len(),
                &format!(">{drawn}<title>{}</title></text>", super::escape(full)),
            );
        }
    }
    out
}

/// One rating with its interval, in Elo.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct EloPoint {
    /// The text left of the row.
    pub label: String,
    /// The rating.
    pub elo: f64,
    /// Lower end of the interval.
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
}

/// Ratings as points with interval whiskers on an Elo axis spanning every interval (and 0),
/// a dashed line at 0 (the mean), one row per rating from the top in the order given.
/// Infinite bounds are drawn to the axis end.
pub(crate) fn elo_chart(title: &str, points: &[EloPoint]) -> Result<String, String> {
    let n = points.len().max(1);
    let finite = |x: f64| x.is_finite().then_some(x);
    let lo = points
        .iter()
        .filter_map(|p| finite(p.low).or(finite(p.elo)))
        .fold(0.0f64, f64::min);
    let hi = points
        .iter()
        .filter_map(|p| finite(p.high).or(finite(p.elo)))
        .fold(0.0f64, f64::max);
    let pad = ((hi - lo) * 0.05).max(10.0);
    let (x0, x1) = (lo - pad, hi + pad);
    let labels: Vec<&str> = points.iter().map(|p| p.label.as_str()).collect();
    let width = WIDTH + label_width(labels.iter().copied()).saturating_sub(LABELS);
    svg_wide(width, 90 + ROW * n as u32, |root| {
        let mut chart = ChartBuilder::on(root)
            .caption(title, ("sans-serif", 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(label_width(labels.iter().copied()) + 24)
            .build_cartesian_2d(x0..x1, rows_axis(n))
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(n + 1)
            .y_label_formatter(&|y| {
                row_at(*y, n)
                    .and_then(|i| labels.get(i))
                    .map(|l| l.to_string())
                    .unwrap_or_default()
            })
            .x_labels(9)
            .x_label_formatter(&|x| format!("{x:+.0}"))
            .x_desc("rating (Elo)")
            .y_desc("agent")
            .label_style(("sans-serif", 13))
            .draw()
            .map_err(err)?;
        let y = |i: usize| (n - 1 - i) as f64;
        let clamp = |x: f64| {
            if x.is_finite() {
                x.clamp(x0, x1)
            } else if x > 0.0 {
                x1
            } else {
                x0
            }
        };
        chart
            .draw_series(points.iter().enumerate().map(|(i, p)| {
                ErrorBar::new_horizontal(
                    y(i),
                    clamp(p.low),
                    clamp(p.elo),
                    clamp(p.high),
                    BLUE.stroke_width(2),
                    12,
                )
            }))
            .map_err(err)?;
        chart
            .draw_series(
                points
                    .iter()
                    .enumerate()
                    .map(|(i, p)| Circle::new((clamp(p.elo), y(i)), 5, BLUE.filled())),
            )
            .map_err(err)?;
        chart
            .draw_series(DashedLineSeries::new(
                [(0.0, -0.5), (0.0, n as f64 - 0.5)],
                6,
                4,
                RED.stroke_width(1),
            ))
            .map_err(err)?;
        Ok(())
    })
}

/// A round bin width giving at most about 24 bins over a span of `max` plies (1, 2, 5, 10,
/// 20, 50, ...).
pub(crate) fn bin_width(max: u32) -> u32 {
    let mut w = 1u32;
    loop {
        for m in [1, 2, 5] {
            if max / (w * m) < 24 {
                return w * m;
            }
        }
        w *= 10;
    }
}

/// The bins of a length histogram: width `w` ([`bin_width`] of the spread), and bin `k` of
/// `counts` holding the lengths `first + k*w ..= first + k*w + w - 1` (`first` a multiple of
/// `w`), from the shortest game's bin to the longest's, widened to at least 5 bins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bins {
    /// The bin width in plies.
    pub w: u32,
    /// The first bin's lower edge.
    pub first: u32,
    /// Games per bin.
    pub counts: Vec<u32>,
}

impl Bins {
    /// The bins of `lengths`.
    pub fn of(lengths: &[u32]) -> Bins {
        let max = lengths.iter().copied().max().unwrap_or(0);
        let min = lengths.iter().copied().min().unwrap_or(0);
        let w = bin_width(max - min);
        let (mut first, mut last) = (min / w, max / w);
        while last - first < 4 {
            first = first.saturating_sub(1);
            last += 1;
        }
        let mut counts = vec![0u32; (last - first + 1) as usize];
        for &l in lengths {
            counts[(l / w - first) as usize] += 1;
        }
        Bins {
            w,
            first: first * w,
            counts,
        }
    }

    /// The lower edge of bin `k` (the upper edge of bin `k - 1`).
    pub fn edge(&self, k: usize) -> u32 {
        self.first + k as u32 * self.w
    }

    /// The edges labelled on the axis: every `stride`-th edge from the first to the last
    /// (`counts.len() + 1` edges in all), at most 13 labels.
    pub fn labelled_edges(&self) -> Vec<u32> {
        let n = self.counts.len() + 1;
        let stride = n.div_ceil(13).max(1);
        (0..n).step_by(stride).map(|k| self.edge(k)).collect()
    }
}

/// The histogram of game lengths in plies ([`Bins`]): bars span their bins exactly, and the
/// axis is labelled at bin edges only (a bar from 20 to 40 sits between the ticks 20 and 40).
pub(crate) fn length_histogram(title: &str, lengths: &[u32]) -> Result<String, String> {
    let bins = Bins::of(lengths);
    let w = bins.w;
    let top = bins.counts.iter().copied().max().unwrap_or(0);
    let y_top = top + (top / 10).max(1);
    let x0 = bins.first as f64;
    let x1 = bins.edge(bins.counts.len()) as f64;
    svg(320, |root| {
        let mut chart = ChartBuilder::on(root)
            .caption(
                format!(
                    "{title} (bins of {w} {})",
                    if w == 1 { "ply" } else { "plies" }
                ),
                ("sans-serif", 18),
            )
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(50)
            .build_cartesian_2d(x0..x1, 0u32..y_top)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(0)
            .y_labels(6)
            .x_desc("game length (plies; ticks on bin edges)")
            .y_desc("games")
            .label_style(("sans-serif", 13))
            .draw()
            .map_err(err)?;
        // One rectangle per bin, in bin order, spanning the bin's edges.
        chart
            .draw_series(bins.counts.iter().enumerate().map(|(k, &c)| {
                let mut bar = Rectangle::new(
                    [(bins.edge(k) as f64, 0), (bins.edge(k + 1) as f64, c)],
                    BLUE.mix(0.55).filled(),
                );
                bar.set_margin(0, 0, 1, 1);
                bar
            }))
            .map_err(err)?;
        // Ticks and labels at the bin edges, drawn by hand (plotters picks its own round
        // numbers, which need not be edges).
        for e in bins.labelled_edges() {
            let (px, py) = chart.backend_coord(&(e as f64, 0));
            root.draw(&PathElement::new([(px, py), (px, py + 5)], BLACK))
                .map_err(err)?;
            root.draw(&Text::new(
                e.to_string(),
                (px, py + 7),
                ("sans-serif", 13)
                    .into_font()
                    .into_text_style(root)
                    .pos(Pos::new(HPos::Center, VPos::Top)),
            ))
            .map_err(err)?;
        }
        Ok(())
    })
}

/// One stacked horizontal bar per group (top to bottom as given): the share of each
/// termination, coloured per termination name, with a legend right of the plot.
/// `groups` are `(label, [(termination, count)])`.
pub(crate) fn terminations_chart(
    title: &str,
    groups: &[(String, Vec<(String, u64)>)],
) -> Result<String, String> {
    let n = groups.len().max(1);
    // Termination names by total count (most first), then name: one colour each.
    let mut names: Vec<(String, u64)> = Vec::new();
    for (_, ts) in groups {
        for (t, c) in ts {
            match names.iter_mut().find(|(x, _)| x == t) {
                Some(e) => e.1 += c,
                None => names.push((t.clone(), *c)),
            }
        }
    }
    names.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let legend_w = label_width(names.iter().map(|(t, _)| t.as_str())) + 40;
    let height = (100 + ROW * n as u32).max(60 + 22 * names.len() as u32);
    let labels: Vec<&str> = groups.iter().map(|(l, _)| l.as_str()).collect();
    let width = WIDTH + label_width(labels.iter().copied()).saturating_sub(LABELS);
    svg_wide(width, height, |root| {
        let mut chart = percent_rows(
            root,
            title,
            &labels,
            n,
            legend_w,
            "share of the variant's games",
            "variant",
        )?;
        for (k, (name, _)) in names.iter().enumerate() {
            let colour = super::colours::termination_colour(name);
            let mut rects = Vec::new();
            for (i, (_, ts)) in groups.iter().enumerate() {
                let total: u64 = ts.iter().map(|(_, c)| c).sum();
                let before: u64 = names[..k]
                    .iter()
                    .filter_map(|(t, _)| ts.iter().find(|(x, _)| x == t).map(|(_, c)| c))
                    .sum();
                let Some((_, c)) = ts.iter().find(|(x, _)| x == name) else {
                    continue;
                };
                let (x0, x1) = (
                    100.0 * before as f64 / total as f64,
                    100.0 * (before + c) as f64 / total as f64,
                );
                let y = (n - 1 - i) as f64;
                rects.push(Rectangle::new(
                    [(x0, y - 0.32), (x1, y + 0.32)],
                    colour.filled(),
                ));
            }
            chart.draw_series(rects).map_err(err)?;
            // The legend, right of the plot in the margin kept for it.
            let (x, y) = ((width - legend_w) as i32, 44 + 22 * k as i32);
            root.draw(&Rectangle::new(
                [(x, y - 6), (x + 12, y + 6)],
                colour.filled(),
            ))
            .map_err(err)?;
            root.draw(&Text::new(
                name.as_str(),
                (x + 18, y),
                ("sans-serif", 13)
                    .into_font()
                    .into_text_style(root)
                    .pos(Pos::new(HPos::Left, VPos::Center)),
            ))
            .map_err(err)?;
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bin_widths_are_round_and_give_at_most_24_bins() {
        // max 10 -> 11 bins of 1; max 23 -> 24 bins of 1 would be 24 bins: 23/1 = 23 < 24.
        assert_eq!(bin_width(10), 1);
        assert_eq!(bin_width(23), 1);
        // 24/1 = 24 is not < 24; 24/2 = 12 is.
        assert_eq!(bin_width(24), 2);
        // 300/5 = 60, 300/10 = 30, 300/20 = 15.
        assert_eq!(bin_width(300), 20);
        assert_eq!(bin_width(0), 1);
    }

    #[test]
    fn histogram_bins_start_and_end_on_multiples_of_their_width() {
        // 23..=87: spread 64 -> width 5; bins from 20 to 90.
        let b = Bins::of(&[23, 40, 41, 87]);
        assert_eq!(b.w, 5);
        assert_eq!(b.first, 20);
        assert_eq!(b.counts.len(), 14);
        assert_eq!(b.edge(b.counts.len()), 90);
        assert_eq!(b.counts[0], 1); // 23 in [20, 25)
        assert_eq!(b.counts[4], 2); // 40, 41 in [40, 45)
        assert_eq!(b.counts[13], 1); // 87 in [85, 90)
        assert_eq!(b.counts.iter().sum::<u32>(), 4);
        // Labels only on edges, first and stride-spaced, at most 13.
        let e = b.labelled_edges();
        assert!(e.len() <= 13 && e[0] == 20, "{e:?}");
        assert!(e.iter().all(|x| x % b.w == 0), "{e:?}");
        // One game: widened to 5 bins of 1 around it.
        let b = Bins::of(&[7]);
        assert_eq!((b.w, b.first, b.counts.len()), (1, 5, 5));
        assert_eq!(b.counts, [0, 0, 1, 0, 0]);
        // No games at all: 5 empty bins from 0.
        assert_eq!(Bins::of(&[]).counts, [0; 5]);
    }

    #[test]
    fn a_histogram_labels_its_bin_edges_and_its_axes() {
        let s = length_histogram("L", &[20, 30, 39, 40])
            .unwrap()
            .replace('\n', "");
        assert!(
            s.contains(">game length (plies; ticks on bin edges)<"),
            "{s}"
        );
        assert!(s.contains(">games<"), "{s}");
        // Spread 20: bins of 1 ply from 20 to 41, labelled every 2nd edge: 20, 22, ..., 40.
        for edge in ["20", "22", "40"] {
            assert!(s.contains(&format!(">{edge}<")), "no label {edge}: {s}");
        }
        assert!(!s.contains(">21<"), "a label off the labelled edges: {s}");
    }

    #[test]
    fn an_elo_chart_spans_every_finite_bound_and_survives_infinite_ones() {
        let p = |label: &str, elo: f64, low: f64, high: f64| EloPoint {
            label: label.into(),
            elo,
            low,
            high,
        };
        let s = elo_chart(
            "R",
            &[
                p("alpha", 120.0, 40.0, 250.0),
                p("beta", -120.0, f64::NEG_INFINITY, -10.0),
            ],
        )
        .unwrap()
        .replace('\n', "");
        assert!(s.contains(">rating (Elo)<") && s.contains(">agent<"), "{s}");
        assert!(s.contains(">alpha<") && s.contains(">beta<"), "{s}");
        assert!(!s.contains("NaN") && !s.contains("inf"), "{s}");
    }

    #[test]
    fn a_chart_is_one_svg_element_without_a_url() {
        let bars = [IntervalBar {
            label: "a<b".into(),
            value: 0.6,
            low: 0.4,
            high: 0.8,
        }];
        let s = interval_chart("t", "score", "agent", &bars).unwrap();
        assert!(s.starts_with("<svg"), "{s}");
        assert_eq!(s.matches("<svg").count(), 1);
        assert!(!s.contains("http"), "{s}");
        // plotters escapes the label text.
        assert!(s.contains("a&lt;b"), "{s}");
    }
}
