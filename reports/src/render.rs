//! Plain-text and CSV rendering of [`Report`]s. Nothing printed is ever an infinity: an Elo
//! that is not finite prints as `n/a` with its reason, an interval with one infinite end as a
//! one-sided bound (see `elo_at`, `elo_range`).

use comfy_table::presets::ASCII_FULL_CONDENSED;
use comfy_table::{CellAlignment, ColumnConstraint, ContentArrangement, Table, Width};

use crate::elo::EloInterval;
use crate::stats::{Report, VariantStats, Wdl};

/// A plain-ASCII table with `header`; the columns from `right_aligned_from` on hold figures:
/// they are right-aligned and never wrapped (a split `[+149,` / `+228]` misreads), so when
/// the table is wider than [`MAX_WIDTH`] the text columns before them wrap instead.
pub(crate) fn table(header: &[&str], right_aligned_from: usize) -> Table {
    let mut t = Table::new();
    t.load_preset(ASCII_FULL_CONDENSED)
        .force_no_tty()
        .set_header(header.to_vec());
    for i in right_aligned_from..header.len() {
        if let Some(c) = t.column_mut(i) {
            c.set_cell_alignment(CellAlignment::Right);
            c.set_constraint(ColumnConstraint::ContentWidth);
        }
    }
    t
}

pub(crate) fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// A finite Elo value as `+120` (rounded to a whole point); `n/a` for a value that is not
/// finite, so no report ever prints an infinity.
pub(crate) fn elo(x: f64) -> String {
    if x.is_finite() {
        format!("{:+.0}", x)
    } else {
        "n/a".to_string()
    }
}

/// The Elo point estimate `e` of a mean score `score` in `[0, 1]`: `+120`, or at a 0% or 100%
/// score (no finite Elo) `n/a (0%)` / `n/a (100%)`.
pub(crate) fn elo_at(e: f64, score: f64) -> String {
    if e.is_finite() {
        elo(e)
    } else if score <= 0.0 {
        "n/a (0%)".to_string()
    } else if score >= 1.0 {
        "n/a (100%)".to_string()
    } else {
        "n/a".to_string()
    }
}

/// An Elo interval: `[-50, +120]`; with one infinite end (the score interval reaches 0% or
/// 100%) the one-sided bound `>= -50` or `<= +120`; `n/a` when both ends are infinite.
pub(crate) fn elo_range(low: f64, high: f64) -> String {
    match (low.is_finite(), high.is_finite()) {
        (true, true) => format!("[{}, {}]", elo(low), elo(high)),
        (true, false) => format!(">= {}", elo(low)),
        (false, true) => format!("<= {}", elo(high)),
        (false, false) => "n/a".to_string(),
    }
}

pub(crate) fn wdl(w: &Wdl) -> String {
    format!("{}/{}/{}", w.wins, w.draws, w.losses)
}

/// Tables are at most this many characters wide; longer text cells wrap (figures do not, so a
/// table whose figures alone are wider exceeds it, and neither does a word of up to
/// [`UNBROKEN_WORD`] characters, so a table of such words may exceed it by a few).
pub const MAX_WIDTH: u16 = 100;

/// A text cell's words up to this many characters long wrap whole, never inside (an agent
/// `alphabeta` does not become `alphabet` / `a`); longer ones break where the width ends, and
/// ask for no width of their own.
pub const UNBROKEN_WORD: u16 = 12;

pub(crate) fn finish(t: &mut Table) -> String {
    for i in 0..t.column_count() {
        if t.column(i).is_some_and(|c| c.constraint().is_some()) {
            continue;
        }
        // Longer words break anyway, so they ask for no width.
        let longest = t
            .column_cells_with_header_iter(i)
            .flatten()
            .flat_map(|c| {
                c.content()
                    .split_whitespace()
                    .map(|w| w.chars().count())
                    .filter(|&n| n <= UNBROKEN_WORD as usize)
                    .max()
            })
            .max()
            .unwrap_or(0) as u16;
        if let Some(c) = t.column_mut(i) {
            // comfy-table's widths count the padding.
            let w = longest + c.padding_width();
            c.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(w)));
        }
    }
    t.set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(MAX_WIDTH);
    t.to_string()
}

/// `text` broken into lines of at most [`MAX_WIDTH`] characters (at spaces, never inside a
/// one-sided bound such as `>= x`), each starting with `indent`, each ending with a newline.
pub(crate) fn wrap(text: &str, indent: &str) -> String {
    const GLUE: char = '\u{1}';
    let glued = text
        .replace(">= ", &format!(">={GLUE}"))
        .replace("<= ", &format!("<={GLUE}"));
    let mut out = String::new();
    let mut line = String::from(indent);
    for word in glued.split_whitespace() {
        let word = word.replace(GLUE, " ");
        if line.len() > indent.len() && line.len() + 1 + word.len() > MAX_WIDTH as usize {
            out.push_str(&line);
            out.push('\n');
            line = String::from(indent);
        }
        if line.len() > indent.len() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if line.len() > indent.len() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The cells (Elo, +/-, nElo, LOS) of an Elo estimate with its 95% normal interval: `+/-` is
/// the half width, or the one-sided bound (`>= x`, `<= x`) when an end of the interval
/// reaches a 0% or 100% score; Elo and nElo are `n/a` (with the reason for the Elo) when not
/// finite. `-` in every cell without an estimate.
pub(crate) fn opt_elo(e: Option<&EloInterval>) -> (String, String, String, String) {
    match e {
        Some(e) => (
            elo_at(e.elo, e.score),
            if e.error.is_finite() {
                format!("{:.1}", e.error)
            } else {
                let (lo, hi) = e.bounds();
                elo_range(lo, hi)
            },
            if e.nelo.is_finite() {
                format!("{:+.1}", e.nelo)
            } else {
                "n/a".into()
            },
            pct(e.los),
        ),
        None => ("-".into(), "-".into(), "-".into(), "-".into()),
    }
}

/// Does any of `cells` hold an `n/a` or a one-sided bound (then [`NA_NOTE`] is printed)?
pub(crate) fn has_na(cells: &[String]) -> bool {
    cells
        .iter()
        .any(|c| c.starts_with("n/a") || c.starts_with(">=") || c.starts_with("<="))
}

/// What the statistics' `n/a` and one-sided bounds mean, printed under the tables that use them.
pub(crate) const NA_NOTE: &str = "n/a (0%), n/a (100%): a 0% or 100% score has no finite \
                                  Elo. '>= x' / '<= x': the interval reaches 0% or 100% on one \
                                  side, so only that bound is known; n/a as an interval: it \
                                  reaches both (too few games) or has no spread (0% or 100%).";

/// The heading lines of a section: `== variant - differing: N game(s) ==` (`differing`:
/// what tells it apart from the other sections of its variant, see
/// [`crate::section_labels`]; left out when empty) with the full parameter text beneath
/// (`   parameters: ...`, when there are parameters), or for a pooled report the statement
/// that it pools several variant and parameter sets, and which.
pub(crate) fn section_heading(r: &Report, differing: &str) -> Vec<String> {
    if r.is_pooled() {
        let mut lines = vec![
            format!(
                "== POOLED (--pool): {} game(s) of {} variant and parameter sets ==",
                r.games,
                r.scope.len()
            ),
            "   standings, Elo and ratings below mix the games of:".to_string(),
        ];
        for (v, p) in &r.scope {
            lines.push(format!("   {}", scope_label(v, p)));
        }
        return lines;
    }
    let Some((v, p)) = r.scope.first() else {
        return vec![format!("== {} game(s) ==", r.games)];
    };
    let label = if differing.is_empty() {
        v.clone()
    } else {
        format!("{v} - {differing}")
    };
    let mut lines = vec![format!("== {label}: {} game(s) ==", r.games)];
    if !p.is_empty() {
        lines.extend(
            wrap(&format!("parameters: {p}"), "   ")
                .lines()
                .map(str::to_string),
        );
    }
    lines
}

/// The differing part of each section's heading (see [`crate::section_labels`]), one per
/// section in order; empty for a pooled section.
pub(crate) fn section_differing(sections: &[Report]) -> Vec<String> {
    let scopes: Vec<(String, String)> = sections
        .iter()
        .map(|r| r.scope.first().cloned().unwrap_or_default())
        .collect();
    crate::section_labels(&scopes)
        .into_iter()
        .zip(sections)
        .map(|((_, d), r)| if r.is_pooled() { String::new() } else { d })
        .collect()
}

/// `variant` alone, or `variant params`.
fn scope_label(variant: &str, params: &str) -> String {
    if params.is_empty() {
        variant.to_string()
    } else {
        format!("{variant} {params}")
    }
}

/// The agent part of one section: legend, standings, head to head, pairs, ratings,
/// self-play and SPRT.
fn agents_text(out: &mut String, report: &Report) {
    out.push_str("\nAgents\n");
    let w = report
        .agents
        .iter()
        .map(|(a, _)| a.len())
        .max()
        .unwrap_or(0);
    for (agent, spec) in &report.agents {
        out.push_str(&format!("  {:<w$} = {}\n", agent, spec));
    }

    if !report.standings.is_empty() {
        let mut t = table(
            &[
                "#",
                "Agent",
                "Games",
                "Score",
                "W/D/L",
                "White W/D/L",
                "Black W/D/L",
                "Elo",
                "95% normal",
                "LOS",
            ],
            2,
        );
        let mut na = false;
        for (i, s) in report.standings.iter().enumerate() {
            let (e, interval) = match &s.elo {
                Some(e) => (elo_at(e.diff, s.score()), elo_range(e.low, e.high)),
                None => ("-".to_string(), "-".to_string()),
            };
            na |= has_na(&[e.clone(), interval.clone()]);
            t.add_row(vec![
                (i + 1).to_string(),
                s.agent.clone(),
                s.games().to_string(),
                pct(s.score()),
                wdl(&s.total),
                wdl(&s.as_white),
                wdl(&s.as_black),
                e,
                interval,
                s.los.map(pct).unwrap_or_else(|| "-".to_string()),
            ]);
        }
        out.push_str("\nStandings\n");
        out.push_str(&finish(&mut t));
        out.push_str("\n\n");
        out.push_str(&wrap(
            &format!(
                "Standings: games between different agents; Elo against the field with its 95% \
                 normal (trinomial) interval of the score.{}",
                if na {
                    format!(" {NA_NOTE}")
                } else {
                    String::new()
                }
            ),
            "  ",
        ));
    }

    let mut na = false;
    if !report.matches.is_empty() {
        let mut t = table(
            &[
                "Agent", "Opponent", "Games", "W/D/L", "Score", "Elo", "+/-", "nElo", "LOS",
            ],
            2,
        );
        for m in &report.matches {
            let (e, err, ne, l) = opt_elo(m.games_elo.as_ref());
            na |= has_na(&[e.clone(), err.clone(), ne.clone()]);
            t.add_row(vec![
                m.agent.clone(),
                m.opponent.clone(),
                m.wdl.games().to_string(),
                wdl(&m.wdl),
                m.wdl.score().map(pct).unwrap_or_else(|| "-".into()),
                e,
                err,
                ne,
                l,
            ]);
        }
        out.push_str(
            "\nHead to head (games; Elo +/- = half width of the 95% normal (trinomial) interval)\n",
        );
        out.push_str(&finish(&mut t));
        out.push('\n');
    }

    if report.matches.iter().any(|m| m.penta.is_some()) {
        let mut t = table(
            &[
                "Agent",
                "Opponent",
                "Pairs",
                "LL/LD/WL/DD/WD/WW",
                "Elo",
                "+/-",
                "nElo",
                "LOS",
            ],
            2,
        );
        for m in &report.matches {
            let Some(p) = &m.penta else { continue };
            let (e, err, ne, l) = opt_elo(m.pairs_elo.as_ref());
            na |= has_na(&[e.clone(), err.clone(), ne.clone()]);
            t.add_row(vec![
                m.agent.clone(),
                m.opponent.clone(),
                p.pairs().to_string(),
                format!("{}/{}/{}/{}/{}/{}", p.ll, p.ld, p.wl, p.dd, p.wd, p.ww),
                e,
                err,
                ne,
                l,
            ]);
        }
        out.push_str("\nPairs (pentanomial: both games of an opening, colours reversed;\n");
        out.push_str("  Elo +/- = half width of the 95% normal (pentanomial) interval)\n");
        out.push_str(&finish(&mut t));
        out.push('\n');
    }
    if na {
        out.push('\n');
        out.push_str(&wrap(NA_NOTE, "  "));
    }

    if report.rating_groups.len() > 1 {
        let groups: Vec<String> = report
            .rating_groups
            .iter()
            .map(|g| format!("{{{}}}", g.join(", ")))
            .collect();
        out.push('\n');
        out.push_str(&wrap(
            &format!(
                "warning: the agents form {} groups not linked by games: {}. No rating puts \
                 different groups on one scale: each group of 3 or more agents is rated on its \
                 own, and ratings of different groups cannot be compared.",
                groups.len(),
                groups.join(" | ")
            ),
            "",
        ));
    }
    if let Some(first) = report.ratings.first() {
        out.push_str(&format!(
            "\nRatings (maximum likelihood, BayesElo draw model, mean 0 per group; prior {} \
             virtual draws\n  per pair that met; 95% percentile bootstrap interval of {} \
             resamples, seed 1)\n",
            crate::stats::RATING_PRIOR,
            first.resamples
        ));
        for (k, r) in report.ratings.iter().enumerate() {
            let mut t = table(&["#", "Agent", "Games", "Rating", "95% bootstrap"], 2);
            for (i, x) in r.ratings.iter().enumerate() {
                t.add_row(vec![
                    (i + 1).to_string(),
                    x.agent.clone(),
                    x.games.to_string(),
                    elo(x.elo),
                    elo_range(x.low, x.high),
                ]);
            }
            let group = if report.ratings.len() > 1 {
                format!("group {}: ", k + 1)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "  {group}White advantage {}, draw Elo {}\n",
                elo(r.white_advantage),
                elo(r.draw_elo).trim_start_matches('+')
            ));
            out.push_str(&finish(&mut t));
            out.push('\n');
        }
    }

    if !report.self_play.is_empty() {
        let mut t = table(
            &[
                "Agent",
                "Games",
                "White W/D/L",
                "White score",
                "95% Wilson",
                "Black score",
            ],
            1,
        );
        for s in &report.self_play {
            let (lo, hi) = s.white_interval();
            t.add_row(vec![
                s.agent.clone(),
                s.games().to_string(),
                wdl(&s.white),
                pct(s.white_score()),
                format!("[{}, {}]", pct(lo), pct(hi)),
                pct(1.0 - s.white_score()),
            ]);
        }
        out.push_str(
            "\nSelf-play (the same agent on both sides: colour balance only, no Elo or rating)\n",
        );
        out.push_str(&finish(&mut t));
        out.push('\n');
    }

    if let Some(s) = &report.sprt {
        out.push_str(&format!(
            "\nSPRT {} vs {} ({}): {}\n",
            s.agent, s.opponent, s.sprt, s.status
        ));
        if let Some(note) = &s.note {
            out.push_str(&format!("  {note}\n"));
        }
    }
}

/// The report as plain-ASCII tables (no colour codes, stable for tests, at most
/// `MAX_WIDTH` (100) columns): see [`render_sections`], here for one section.
pub fn render_text(report: &Report) -> String {
    render_sections(std::slice::from_ref(report), &[])
}

/// Reports of several sections (e.g. [`Report::by_group`]: one per variant and parameter set)
/// as plain-ASCII tables at most `MAX_WIDTH` (100) columns wide. Ends with a newline.
///
/// First a line with the game, agent and variant counts over all sections, then `notes` one
/// per line (e.g. how many rows were skipped). Then per section: its heading
/// (`== variant params: N game(s) ==`, or the statement that it pools several variant and
/// parameter sets), "Agents" (one legend line per agent: short name = canonical spec),
/// "Standings" (rank, agent, games, score, W/D/L overall, as White and as Black, Elo against
/// the field with its 95% normal (trinomial) interval, LOS; games between different agents
/// only), "Head to head" (per two agents that met: games, W/D/L, Elo ± the half width of its
/// 95% normal (trinomial) interval, normalized Elo, LOS), "Pairs" when the CSV has pair ids
/// (pentanomial counts LL/LD/WL/DD/WD/WW and the same statistics per pair, normal
/// (pentanomial) interval), a warning when the agents fall into groups not linked by games,
/// "Ratings" per linked group of three agents or more (maximum likelihood, BayesElo model,
/// 95% percentile bootstrap interval), "Self-play" (an agent against itself: White's W/D/L and
/// score with its 95% Wilson interval), "SPRT" when one was applied. Then, over all sections:
/// "Variants" (games, White score with its 95% Wilson interval and as Elo, draw rate,
/// White/Black/draw counts; parameters on a legend line), "Game lengths" (mean, median,
/// shortest and longest in plies), "Terminations" and "Balance" (see
/// [`crate::render_balance_text`]). No cell is ever an infinity: a 0% or 100% score gives
/// `n/a` with the reason, an interval reaching 0% or 100% a one-sided bound.
pub fn render_sections(sections: &[Report], notes: &[String]) -> String {
    let games: u64 = sections.iter().map(|r| r.games).sum();
    let mut agents: Vec<&str> = sections
        .iter()
        .flat_map(|r| r.agents.iter().map(|(a, _)| a.as_str()))
        .collect();
    agents.sort();
    agents.dedup();
    let variants: Vec<&VariantStats> = sections.iter().flat_map(|r| &r.variants).collect();
    let mut out = format!(
        "{} game(s), {} agent(s), {} variant(s)\n",
        games,
        agents.len(),
        variants.len()
    );
    for n in notes {
        out.push_str(&wrap(n, ""));
    }
    if games == 0 {
        return out;
    }

    let differing = section_differing(sections);
    for (r, d) in sections.iter().zip(&differing).filter(|(r, _)| r.games > 0) {
        out.push('\n');
        for line in section_heading(r, d) {
            out.push_str(&line);
            out.push('\n');
        }
        agents_text(&mut out, r);
    }

    let mut t = table(
        &[
            "Variant",
            "Games",
            "White score",
            "95% Wilson",
            "White Elo",
            "Draw rate",
            "1-0/0-1/draw",
        ],
        1,
    );
    let labels = variant_labels(&variants);
    for (v, l) in variants.iter().zip(&labels) {
        t.add_row(vec![
            l.clone(),
            v.games.to_string(),
            pct(v.white_score),
            format!(
                "[{}, {}]",
                pct(v.white_score_interval.0),
                pct(v.white_score_interval.1)
            ),
            v.white_elo
                .map(|e| elo_at(e.diff, v.white_score))
                .unwrap_or_else(|| "-".to_string()),
            pct(v.draw_rate),
            format!("{}/{}/{}", v.white_wins, v.black_wins, v.draws),
        ]);
    }
    out.push_str("\nVariants\n");
    for (v, l) in variants.iter().zip(&labels) {
        if !v.params.is_empty() {
            out.push_str(&format!("  {l}: {}\n", v.params));
        }
    }
    out.push_str(&finish(&mut t));
    out.push('\n');

    let mut t = table(
        &[
            "Variant",
            "Mean plies",
            "Median plies",
            "Shortest",
            "Longest",
        ],
        1,
    );
    for (v, l) in variants.iter().zip(&labels) {
        t.add_row(vec![
            l.clone(),
            format!("{:.1}", v.plies_mean),
            format!("{:.1}", v.plies_median),
            v.plies_min.to_string(),
            v.plies_max.to_string(),
        ]);
    }
    out.push_str("\nGame lengths\n");
    out.push_str(&finish(&mut t));
    out.push('\n');

    let mut t = table(&["Variant", "Termination", "Games", "Share"], 2);
    for (v, l) in variants.iter().zip(&labels) {
        for tc in &v.terminations {
            t.add_row(vec![
                l.clone(),
                tc.termination.clone(),
                tc.count.to_string(),
                pct(tc.share),
            ]);
        }
    }
    out.push_str("\nTerminations\n");
    out.push_str(&finish(&mut t));
    out.push('\n');

    let balance: Vec<crate::Balance> = sections
        .iter()
        .flat_map(|r| r.balance.iter().cloned())
        .collect();
    if !balance.is_empty() {
        out.push_str(
            "\nBalance (per variant and parameter set: White score with its 95% Wilson interval in %,\n\
             draw / move-cap / decisive shares, mean and median plies, mean branching \
             factor,\nH2 = entropy in bits of the first two plies)\n",
        );
        out.push_str(&crate::render_balance_text(&balance));
    }
    out
}

/// The variant's name, with `#2`, `#3`, ... for its later parameter sets.
pub(crate) fn variant_labels(variants: &[&VariantStats]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, v) in variants.iter().enumerate() {
        let k = variants[..i]
            .iter()
            .filter(|x| x.variant == v.variant)
            .count();
        out.push(if k == 0 {
            v.variant.clone()
        } else {
            format!("{}#{}", v.variant, k + 1)
        });
    }
    out
}

/// The standings as CSV, one row per agent in standings order, header
/// `rank,agent,games,points,score,wins,draws,losses,white_wins,white_draws,white_losses,
/// black_wins,black_draws,black_losses,elo,elo_low,elo_high,los,spec` (`agent` is the short
/// name, `spec` the canonical spec). `score` and `los` are
/// fractions in `[0, 1]`; Elo columns are rounded to 0.1 and empty when not finite (`elo` at a
/// 0% or 100% score; `elo_low` / `elo_high` where the 95% normal (trinomial) interval reaches
/// 0% or 100%, so only the other bound is known), as is `los` without games.
pub fn render_csv(report: &Report) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let header = [
        "rank",
        "agent",
        "games",
        "points",
        "score",
        "wins",
        "draws",
        "losses",
        "white_wins",
        "white_draws",
        "white_losses",
        "black_wins",
        "black_draws",
        "black_losses",
        "elo",
        "elo_low",
        "elo_high",
        "los",
        "spec",
    ];
    w.write_record(header)
        .expect("writing into memory cannot fail");
    let num = |x: f64| {
        if x.is_finite() {
            format!("{:.1}", x)
        } else {
            String::new()
        }
    };
    for (i, s) in report.standings.iter().enumerate() {
        let (e, lo, hi) = match &s.elo {
            Some(e) => (num(e.diff), num(e.low), num(e.high)),
            None => (String::new(), String::new(), String::new()),
        };
        let rec = vec![
            (i + 1).to_string(),
            s.agent.clone(),
            s.games().to_string(),
            format!("{}", s.points()),
            format!("{:.4}", s.score()),
            s.total.wins.to_string(),
            s.total.draws.to_string(),
            s.total.losses.to_string(),
            s.as_white.wins.to_string(),
            s.as_white.draws.to_string(),
            s.as_white.losses.to_string(),
            s.as_black.wins.to_string(),
            s.as_black.draws.to_string(),
            s.as_black.losses.to_string(),
            e,
            lo,
            hi,
            s.los.map(|l| format!("{:.4}", l)).unwrap_or_default(),
            s.spec.clone(),
        ];
        w.write_record(rec)
            .expect("writing into memory cannot fail");
    }
    String::from_utf8(w.into_inner().expect("flushing into memory cannot fail"))
        .expect("CSV of UTF-8 fields is UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A text column wraps at spaces, not inside a word of up to [`UNBROKEN_WORD`]
    /// characters: `alphabeta` stays whole (in a table with room for 8 it became `alphabet` /
    /// `a`), the table one character wider than [`MAX_WIDTH`] for it; a name with a space
    /// still wraps there, a word longer than [`UNBROKEN_WORD`] breaks and widens nothing, and
    /// the figures stay on one line.
    #[test]
    fn text_columns_wrap_between_words_not_inside_them() {
        let header = [
            "Agent",
            "interval 0",
            "interval 1",
            "interval 2",
            "interval 3",
        ];
        let mut t = table(&header, 1);
        for name in ["alphabeta", "mcts searcher", "alphabeta:depth=1"] {
            let mut row = vec![name.to_string()];
            // 19 characters each: 1 + (8 + 3) + 4 * (19 + 3) = 100 leaves the names 8.
            row.extend((0..4).map(|i| format!("[+{i}000, +{i}999] n={}", 10 + i)));
            t.add_row(row);
        }
        let text = finish(&mut t);
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines.iter().any(|l| l.starts_with("| alphabeta |")),
            "{text}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("| mcts      |")),
            "{text}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("| :depth=1  |")),
            "{text}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("| searcher  |")),
            "{text}"
        );
        assert!(lines.iter().all(|l| l.chars().count() == 101), "{text}");
        assert!(text.contains("| [+3000, +3999] n=13 |"), "{text}");
    }
}
