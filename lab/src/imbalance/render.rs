//! The table `collapse values --method imbalance` prints.

use crate::imbalance::{ImbalanceResult, Unit};

impl ImbalanceResult {
    /// The value table: a title (variant, agent, games per match, unit), the notes, one row
    /// per piece (`piece VALUE 95%-interval games score against`, a clean sweep marked as a
    /// bound), and a line when the unit's match scored 50% or less (no unit).
    pub fn table_text(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "Piece values of {}: imbalance matches of {} (odds games in pairs, colours reversed), \
         {} games per match, {}; 95% bootstrap intervals over pairs",
            self.variant,
            self.agent,
            self.games,
            match self.unit {
                Unit::Piece {
                    letter: u,
                    value: v,
                } => format!("unit the {u}-odds match, {u} = {v}"),
                Unit::Pawn => "unit the pawn-odds match".to_string(),
                Unit::Logit =>
                    "no pawn: values are the logit of the score of the side with the piece"
                        .to_string(),
            }
        );
        for line in &self.notes {
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(
            out,
            "{:<10} {:>8} {:>20} {:>7} {:>8}  against",
            "piece",
            self.unit.name(),
            "95% interval",
            "games",
            "score"
        );
        for row in &self.rows {
            let v = &row.value;
            let _ = writeln!(
                out,
                "{:<10} {:>8.2} {:>20} {:>7} {:>7.1}%  {}{}",
                row.label,
                v.value,
                format!("[{:.2}, {:.2}]", v.interval.0, v.interval.1),
                v.games,
                100.0 * v.score,
                row.against,
                if v.saturated {
                    "  (a clean sweep in this match or one it rests on: the value is a bound)"
                } else {
                    ""
                }
            );
        }
        if self.rows.iter().any(|row| row.value.value.is_nan()) {
            let _ = match self.unit {
                Unit::Piece { letter: u, .. } => writeln!(
                out,
                "the side with the extra {u} scored 50% or less: no unit; play more games or a \
                 stronger agent"
            ),
                _ => writeln!(
                out,
                "the side with the extra pawn scored 50% or less: no unit; play more games or a \
                 stronger agent, or count in another piece's worth (--unit Q=9)"
            ),
            };
        }
        out
    }
}
