//! The race's agent labels and its text: the ranking with the games spent per combination
//! and the confidence the race guarantees.

use std::fmt::Write;

use super::TuneResult;
use crate::sweep::Combination;

/// Short agent labels of `combos`, one per combination ([`reports::short_labels`] over the
/// distinct specs, so combinations that differ only in parameters share one label), and the
/// legend: `(label, full spec)` per distinct spec.
pub(super) fn tune_labels(combos: &[Combination]) -> (Vec<String>, Vec<(String, String)>) {
    let specs: Vec<String> = combos.iter().map(Combination::agents_label).collect();
    let mut distinct: Vec<String> = Vec::new();
    for s in &specs {
        if !distinct.contains(s) {
            distinct.push(s.clone());
        }
    }
    let short = reports::short_labels(&distinct);
    let labels = specs
        .iter()
        .map(|s| short[distinct.iter().position(|d| d == s).unwrap_or(0)].clone())
        .collect();
    (labels, short.into_iter().zip(distinct).collect())
}

impl TuneResult {
    /// The lines printed on standard error after the ranking of a race that was not
    /// interrupted: a note on the games in the file the race did not reach (if any), then
    /// the games in the file and those played now.
    pub fn closing_lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if self.unused > 0 {
            lines.push(format!(
                "note: {} game(s) in {} were not used: the race ended before reaching them \
                 (a smaller --budget or another --round than the run that played them)",
                self.unused,
                self.out.display()
            ));
        }
        lines.push(format!(
            "{} games in {} ({} played now)",
            self.games_in_file,
            self.out.display(),
            self.games_in_file - self.in_file_before
        ));
        lines
    }

    /// The race as text, line by line:
    /// the header with the confidence the procedure guarantees, why it ended, the agents' legend,
    /// then one line per combination that played (ranked: games, White score with W/D/L,
    /// `|White score - 50%|` with its Hoeffding interval at the race's confidence, survives or
    /// the round it was dropped in), then the combinations without games, unranked.
    pub fn race_text(&self) -> String {
        let (r, combos, labels, variant) = (&self.race, &self.combos, &self.labels, self.variant);
        let mut s = String::new();
        let conf = 100.0 * r.confidence();
        let _ = writeln!(
            s,
            "Race over {} combination(s) of {variant}: {} rounds, {} games (budget {})",
            combos.len(),
            r.rounds,
            r.games,
            self.budget
        );
        let _ =
            writeln!(s,
        "Hoeffding race (Maron & Moore 1994), confidence {conf}%: with probability at least \
         {conf}% no combination\nas balanced as the most balanced one is dropped; intervals \
         of |White - 50%| hold together at that level"
    );
        let alive = r.racers.iter().filter(|x| x.dropped_in.is_none()).count();
        let end = match r.end {
            reports::RaceEnd::OneLeft => "one combination left".to_string(),
            reports::RaceEnd::Budget => format!(
                "out of budget ({} games left, the next round needs {alive} x {})",
                self.budget - r.games,
                self.round
            ),
            reports::RaceEnd::Stopped => "interrupted; resume to finish the race".to_string(),
        };
        let _ = writeln!(s, "Ended: {end}");
        for (label, spec) in &self.legend {
            let _ = writeln!(s, "Agent {label} = {spec}");
        }
        for (rank, &i) in r.ranking().iter().enumerate() {
            let x = &r.racers[i];
            let (lo, hi) = r.interval(i).unwrap_or((0.0, 0.5));
            let c = &combos[i];
            let status = match x.dropped_in {
                None => "survives".to_string(),
                Some(k) => format!("dropped in round {k}"),
            };
            let _ = writeln!(
                s,
                "{:>2}. [{}] {}: {} games, White {:.1}% (+{} ={} -{}), |White - 50%| {:.1}% \
             [{:.1}%, {:.1}%], {status}",
                rank + 1,
                c.params.canonical(),
                labels[i],
                x.games(),
                100.0 * x.white_score().unwrap_or(0.5),
                x.wdl.wins,
                x.wdl.draws,
                x.wdl.losses,
                100.0 * x.distance().unwrap_or(0.0),
                100.0 * lo,
                100.0 * hi,
            );
        }
        for i in r.unplayed() {
            let c = &combos[i];
            let _ = writeln!(
                s,
                " -. [{}] {}: no games (the budget ran out first; not ranked)",
                c.params.canonical(),
                labels[i]
            );
        }
        s
    }
}
