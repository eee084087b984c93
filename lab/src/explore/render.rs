//! The report of an exploration: the lines ranked by White score with their intervals and
//! sibling tests, as a table and as the lines CSV.

use std::fmt::Write;

use tournament::explore::{sibling_tests, End, ExploreConfig, ExploreEnd, Goal, Tally};

use super::ExploreReport;

/// One line of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub rank: usize,
    pub index: usize,
    pub line: String,
    pub t: Tally,
    pub lo: f64,
    pub hi: f64,
    pub vs: &'static str,
    pub p: f64,
}

/// The lines ranked by White score (best first; ties: more games, then line order), with
/// their intervals and sibling tests.
pub(super) fn rank(cfg: &ExploreConfig, stats: &[Tally]) -> Vec<Ranked> {
    let tests = sibling_tests(stats, &cfg.groups(), 0.05);
    let mut order: Vec<usize> = (0..stats.len()).collect();
    order.sort_by(|&a, &b| {
        stats[b]
            .score()
            .total_cmp(&stats[a].score())
            .then(stats[b].games().cmp(&stats[a].games()))
            .then(a.cmp(&b))
    });
    order
        .into_iter()
        .enumerate()
        .map(|(r, i)| {
            let (lo, hi) = stats[i].interval();
            Ranked {
                rank: r + 1,
                index: i,
                line: cfg.lines[i].text(),
                t: stats[i],
                lo,
                hi,
                vs: match tests[i].sign {
                    1 => "above",
                    -1 => "below",
                    _ => "-",
                },
                p: tests[i].p_adjusted,
            }
        })
        .collect()
}

impl ExploreReport {
    /// The ranked table (aligned columns) after the lines saying what was explored and why it
    /// ended; `label` names the agent as the user gave it.
    pub fn table_text(&self, label: &str) -> String {
        let (cfg, s, rows) = (&self.cfg, &self.summary, &self.rows);
        let mut text = String::new();
        let games: u64 = s.stats.iter().map(Tally::games).sum();
        let end = match s.end {
            ExploreEnd::Alloc(End::Identified(h)) => format!(
                "LUCB1 stopped: '{}' is the {} line with probability at least {}%",
                cfg.lines[h].text(),
                if cfg.alloc.goal == Goal::Worst {
                    "worst"
                } else {
                    "best"
                },
                100.0 * (1.0 - cfg.alloc.delta)
            ),
            ExploreEnd::Alloc(End::Narrow) => format!(
                "every line's 95% interval is at most {} wide",
                match cfg.alloc.goal {
                    Goal::Width(w) => w,
                    _ => 0.0,
                }
            ),
            ExploreEnd::Alloc(End::Budget) => format!(
                "the budget of {} games is spent (or the next round does not fit); the question \
             is not settled at the requested confidence",
                cfg.alloc.budget
            ),
            ExploreEnd::Interrupted => "interrupted; resume to go on".to_string(),
        };
        let _ = writeln!(
            text,
            "Exploration of {} [{}], {} self-play: {} lines, {} games in {} rounds, goal {}",
            cfg.variant,
            cfg.params,
            label,
            cfg.lines.len(),
            games,
            s.rounds,
            cfg.alloc.goal
        );
        let _ = writeln!(text, "Ended: {end}");
        let _ =
            writeln!(text,
        "White score: draws half, 95% Wilson interval; vs siblings: two-sided z test of the \
         line against the mean of\nthe other lines with the same parent, Holm-corrected over \
         the {} lines compared (alpha 0.05)",
        rows.iter().filter(|r| r.t.games() > 0).count()
    );
        let lw = rows
            .iter()
            .map(|r| r.line.chars().count())
            .max()
            .unwrap_or(4)
            .max(4);
        let header = format!(
            "{:>4}  {:<lw$}  {:>6}  {:>17}  {:>6}  {:>15}  {:>7}  {:>8}",
            "rank", "line", "games", "+W =D -L", "White", "95% interval", "vs sibs", "p (Holm)"
        );
        let _ = writeln!(text, "{header}");
        let _ = writeln!(text, "{}", "-".repeat(header.chars().count()));
        for r in rows {
            let best = matches!(s.end, ExploreEnd::Alloc(End::Identified(h)) if h == r.index);
            let _ = writeln!(
                text,
                "{:>4}  {:<lw$}  {:>6}  {:>17}  {:>5.1}%  {:>15}  {:>7}  {:>8}{}",
                r.rank,
                r.line,
                r.t.games(),
                format!("+{} ={} -{}", r.t.wins, r.t.draws, r.t.losses),
                100.0 * r.t.score(),
                format!("[{:.1}%, {:.1}%]", 100.0 * r.lo, 100.0 * r.hi),
                r.vs,
                if r.p < 0.001 {
                    "<0.001".to_string()
                } else if r.p < 1.0 {
                    format!("{:.3}", r.p)
                } else {
                    "1".to_string()
                },
                if best { "  <- identified" } else { "" }
            );
        }
        text
    }
}
impl ExploreReport {
    /// The lines CSV: a header, then one row per line in rank order.
    pub fn lines_csv(&self) -> String {
        let rows = &self.rows;
        let mut text = String::from(
            "rank,line,plies,games,white_wins,draws,black_wins,white_score,ci_low,ci_high,\
         vs_siblings,p_holm\n",
        );
        for r in rows {
            text.push_str(&format!(
                "{},\"{}\",{},{},{},{},{},{:.4},{:.4},{:.4},{},{:.4}\n",
                r.rank,
                r.line.replace('"', "\"\""),
                r.line.split_whitespace().count(),
                r.t.games(),
                r.t.wins,
                r.t.draws,
                r.t.losses,
                r.t.score(),
                r.lo,
                r.hi,
                r.vs,
                r.p
            ));
        }
        text
    }
}
