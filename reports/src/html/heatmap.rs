//! The head-to-head matrix as a heat map: one row and one column per agent, each cell the row
//! agent's score against the column agent (games between different agents), coloured from red
//! (0%) through white (50%) to green (100%), with W/D/L on hover.

use std::fmt::Write as _;

use super::escape;
use super::tables::agent_link;
use crate::render::{pct, wdl};
use crate::stats::{Report, Wdl};

/// The background of a cell scoring `score` (0 to 1): red below 50%, green above.
pub(crate) fn heat(score: f64) -> String {
    let s = score.clamp(0.0, 1.0);
    let t = ((s - 0.5).abs() * 2.0 * 0.75 * 255.0) as u8; // how far from white
    let (r, g, b) = if s < 0.5 {
        (255, 255 - t, 255 - t)
    } else {
        (255 - t, 255, 255 - t)
    };
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Writes the matrix of `report`'s matches (agents in standings order).
pub(super) fn head_to_head(out: &mut String, report: &Report) {
    let agents: Vec<&str> = report.standings.iter().map(|s| s.agent.as_str()).collect();
    if agents.len() < 2 {
        return;
    }
    out.push_str(
        "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th>agent \\ opponent</th>",
    );
    for a in &agents {
        let _ = write!(out, "<th class=\"name\">{}</th>", escape(a));
    }
    out.push_str("</tr></thead><tbody>\n");
    for a in &agents {
        let _ = write!(out, "<tr><th class=\"name\">{}</th>", agent_link(a));
        for b in &agents {
            let w = report.matches.iter().find_map(|m| {
                if m.agent == *a && m.opponent == *b {
                    Some(m.wdl)
                } else if m.agent == *b && m.opponent == *a {
                    Some(Wdl {
                        wins: m.wdl.losses,
                        draws: m.wdl.draws,
                        losses: m.wdl.wins,
                    })
                } else {
                    None
                }
            });
            match w.and_then(|w| w.score().map(|s| (w, s))) {
                Some((w, s)) => {
                    let _ = write!(
                        out,
                        "<td class=\"n\" style=\"background:{}\" title=\"{} vs {}: W/D/L {} \
                         in {} games\">{}</td>",
                        heat(s),
                        escape(a),
                        escape(b),
                        escape(&wdl(&w)),
                        w.games(),
                        pct(s)
                    );
                }
                None => out.push_str("<td class=\"n none\">-</td>"),
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str(
        "</tbody></table></div>\n<p class=\"legend\">Score of the row agent against the column \
         agent; red below 50%, green above; hover for W/D/L. The table below has the Elo \
         figures.</p>\n",
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heat_is_white_at_even_and_saturates_towards_the_ends() {
        assert_eq!(heat(0.5), "#ffffff");
        assert!(heat(0.0).starts_with("#ff"), "{}", heat(0.0));
        assert_eq!(&heat(1.0)[3..5], "ff");
        assert_ne!(heat(0.2), heat(0.8));
    }
}
