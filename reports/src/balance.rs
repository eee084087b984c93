//! Balance figures of self-play: per variant, parameter set and
//! (for a sweep) agent, White's score with a Wilson interval, draw / move-cap / decisive
//! shares, game lengths, terminations, the Shannon entropy of the first two plies and the mean
//! branching factor (filled in by the caller, which can replay moves; this crate cannot).

use std::collections::BTreeMap;

use comfy_table::presets::ASCII_FULL_CONDENSED;
use comfy_table::{CellAlignment, Table};

use crate::load::{GameResult, GameRow};
use crate::openings::wilson_interval;
use crate::stats::median;

/// Plies of the opening lines whose entropy [`Balance::opening_entropy`] measures.
pub const ENTROPY_PLIES: usize = 2;

/// Balance figures of one group of games (one variant and parameter set, and for a sweep one
/// agent combination).
#[derive(Clone, Debug, PartialEq)]
pub struct Balance {
    /// Variant registry name.
    pub variant: String,
    /// Canonical parameters (possibly empty).
    pub params: String,
    /// The agents: the spec for self-play, `WHITE-SPEC / BLACK-SPEC` otherwise (specs sorted),
    /// empty when the group is over every agent (the report's per-variant view).
    pub agents: String,
    /// Games.
    pub games: u64,
    /// Games won by White.
    pub white_wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games won by Black.
    pub black_wins: u64,
    /// Games that ended by the move cap (termination `move-cap`).
    pub move_cap: u64,
    /// Game lengths in plies, in row order.
    pub lengths: Vec<u32>,
    /// Termination name and count, most frequent first (ties by name).
    pub terminations: Vec<(String, u64)>,
    /// Shannon entropy in bits of the distribution of the first [`ENTROPY_PLIES`] plies
    /// (see [`opening_entropy`]).
    pub opening_entropy: f64,
    /// Mean branching factor: legal moves summed over every ply played / plies, from
    /// replaying the moves. `None` until the caller fills it in.
    pub branching: Option<f64>,
}

impl Balance {
    /// White's score `(W + D/2) / N` in `[0, 1]` (0.5 without games).
    pub fn white_score(&self) -> f64 {
        if self.games == 0 {
            return 0.5;
        }
        (self.white_wins as f64 + 0.5 * self.draws as f64) / self.games as f64
    }
    /// The 95% Wilson interval of [`Balance::white_score`] ([`wilson_interval`]).
    pub fn white_interval(&self) -> (f64, f64) {
        wilson_interval(self.white_score(), self.games)
    }
    fn share(&self, x: u64) -> f64 {
        x as f64 / self.games.max(1) as f64
    }
    /// Draws / games.
    pub fn draw_rate(&self) -> f64 {
        self.share(self.draws)
    }
    /// Move-cap games / games.
    pub fn move_cap_share(&self) -> f64 {
        self.share(self.move_cap)
    }
    /// Decisive (won by either side) games / games.
    pub fn decisive_share(&self) -> f64 {
        self.share(self.white_wins + self.black_wins)
    }
    /// Mean game length in plies (0 without games).
    pub fn mean_length(&self) -> f64 {
        self.lengths.iter().map(|&l| l as f64).sum::<f64>() / self.games.max(1) as f64
    }
    /// Median game length in plies (0 without games).
    pub fn median_length(&self) -> f64 {
        let v: Vec<f64> = self.lengths.iter().map(|&l| l as f64).collect();
        median(&v).unwrap_or(0.0)
    }
    /// `variant params agents`, parts that are empty left out.
    pub fn label(&self) -> String {
        [&self.variant, &self.params, &self.agents]
            .iter()
            .filter(|s| !s.is_empty())
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Shannon entropy in bits (C. E. Shannon, "A Mathematical Theory of Communication", 1948),
/// `-Σ p log2 p`, of the distribution of the first `plies` moves of
/// `rows` (a shorter game counts with its whole line). 0 for no rows or a single line;
/// `log2 k` for `k` lines played equally often.
pub fn opening_entropy(rows: &[&GameRow], plies: usize) -> f64 {
    let mut counts: BTreeMap<Vec<&str>, u64> = BTreeMap::new();
    for r in rows {
        *counts
            .entry(r.move_list().take(plies).collect())
            .or_default() += 1;
    }
    let n = rows.len() as f64;
    counts
        .values()
        .map(|&c| {
            let p = c as f64 / n;
            -p * p.log2()
        })
        .sum::<f64>()
        .max(0.0)
}

/// The agents of a row as [`Balance::agents`] shows them: the spec for self-play,
/// `A / B` (the two specs sorted) otherwise.
pub fn agents_key(r: &GameRow) -> String {
    if r.white == r.black {
        r.white.clone()
    } else {
        let mut p = [r.white.as_str(), r.black.as_str()];
        p.sort();
        p.join(" / ")
    }
}

/// Groups `rows` by variant and parameters, and with `by_agents` also by the two agent specs
/// (the colour-independent pair), in first-seen order, and computes each group's figures
/// (`branching` left `None`).
pub fn balance_groups(rows: &[GameRow], by_agents: bool) -> Vec<Balance> {
    let mut keys: Vec<(String, String, String)> = Vec::new();
    let mut groups: Vec<Vec<&GameRow>> = Vec::new();
    for r in rows {
        let agents = if by_agents {
            agents_key(r)
        } else {
            String::new()
        };
        let key = (r.variant.clone(), r.params.clone(), agents);
        match keys.iter().position(|k| *k == key) {
            Some(i) => groups[i].push(r),
            None => {
                keys.push(key);
                groups.push(vec![r]);
            }
        }
    }
    keys.into_iter()
        .zip(groups)
        .map(|((variant, params, agents), g)| {
            let mut term: BTreeMap<&str, u64> = BTreeMap::new();
            for r in &g {
                *term.entry(r.termination.as_str()).or_default() += 1;
            }
            let mut terminations: Vec<(String, u64)> =
                term.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
            terminations.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let count = |res: GameResult| g.iter().filter(|r| r.result == res).count() as u64;
            Balance {
                variant,
                params,
                agents,
                games: g.len() as u64,
                white_wins: count(GameResult::WhiteWin),
                draws: count(GameResult::Draw),
                black_wins: count(GameResult::BlackWin),
                move_cap: g.iter().filter(|r| r.termination == "move-cap").count() as u64,
                lengths: g.iter().map(|r| r.plies).collect(),
                terminations,
                opening_entropy: opening_entropy(&g, ENTROPY_PLIES),
                branching: None,
            }
        })
        .collect()
}

/// The index of the most balanced group: White's score closest to 50% (ties: more games,
/// then first). `None` when no group has games.
pub fn most_balanced(groups: &[Balance]) -> Option<usize> {
    (0..groups.len())
        .filter(|&i| groups[i].games > 0)
        .min_by(|&a, &b| {
            let d = |i: usize| (groups[i].white_score() - 0.5).abs();
            d(a).total_cmp(&d(b))
                .then(groups[b].games.cmp(&groups[a].games))
                .then(a.cmp(&b))
        })
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// The groups as a plain-ASCII table at most 100 columns wide (but for whole words, as every
/// table of the report): a legend line per group
/// (`#k = label`, the most balanced marked `*`), then one row per group: games, White score,
/// its 95% Wilson interval (`low-high` in %), draw, move-cap and decisive shares, mean and
/// median (`med`) length in plies, mean branching factor (`-` when unknown), opening entropy
/// `H2` of the first two plies in bits. Ends with a newline.
pub fn render_balance_text(groups: &[Balance]) -> String {
    let best = most_balanced(groups);
    let mut out = String::new();
    for (i, g) in groups.iter().enumerate() {
        let mark = if Some(i) == best { "*" } else { " " };
        out.push_str(&format!("{mark}#{} = {}\n", i + 1, g.label()));
    }
    let header = [
        "#",
        "games",
        "White",
        "95% Wilson",
        "draw",
        "cap",
        "decisive",
        "mean",
        "med",
        "branch",
        "H2",
    ];
    let mut t = Table::new();
    t.load_preset(ASCII_FULL_CONDENSED)
        .force_no_tty()
        .set_header(header.to_vec());
    for i in 1..header.len() {
        if let Some(c) = t.column_mut(i) {
            c.set_cell_alignment(CellAlignment::Right);
        }
    }
    for (i, g) in groups.iter().enumerate() {
        let (lo, hi) = g.white_interval();
        let mark = if Some(i) == best { "*" } else { "" };
        t.add_row(vec![
            format!("{mark}{}", i + 1),
            g.games.to_string(),
            pct(g.white_score()),
            format!("{:.1}-{:.1}", 100.0 * lo, 100.0 * hi),
            pct(g.draw_rate()),
            pct(g.move_cap_share()),
            pct(g.decisive_share()),
            format!("{:.1}", g.mean_length()),
            format!("{:.1}", g.median_length()),
            g.branching.map_or("-".to_string(), |b| format!("{b:.2}")),
            format!("{:.2}", g.opening_entropy),
        ]);
    }
    out.push_str(&crate::render::finish(&mut t));
    out.push('\n');
    if let Some(b) = best {
        out.push_str(&format!(
            "* most balanced: #{} (White score closest to 50%)\n",
            b + 1
        ));
    }
    out
}

/// One line per group: `#k: termination count (share), ...`, most frequent first.
pub fn render_terminations_line(groups: &[Balance]) -> String {
    let mut out = String::new();
    for (i, g) in groups.iter().enumerate() {
        let parts: Vec<String> = g
            .terminations
            .iter()
            .map(|(t, c)| format!("{t} {c} ({})", pct(g.share(*c))))
            .collect();
        out.push_str(&format!("#{}: {}\n", i + 1, parts.join(", ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn row(params: &str, spec: &str, result: GameResult, term: &str, moves: &str) -> GameRow {
        GameRow {
            source: PathBuf::from("t.csv"),
            line: 2,
            game_id: 0,
            variant: "v".into(),
            params: params.into(),
            white: spec.into(),
            black: spec.into(),
            seed: 0,
            result,
            termination: term.into(),
            plies: moves.split_whitespace().count() as u32,
            moves: moves.into(),
            duration_ms: 0,
            pair_id: None,
            opening: None,
            white_name: None,
            black_name: None,
            start: String::new(),
        }
    }

    #[test]
    fn figures_of_a_hand_made_group() {
        use GameResult::*;
        let rows = vec![
            row("a=1", "x", WhiteWin, "checkmate", "e2 e4 f1"),
            row("a=1", "x", Draw, "move-cap", "e2 e4 f1 f2"),
            row("a=1", "x", BlackWin, "checkmate", "d2 d4 c1 c2 c3"),
            row("a=1", "x", WhiteWin, "checkmate", "d2 d5 c1 c2 c3 c4"),
            row("a=2", "x", Draw, "move-cap", "e2"),
        ];
        let g = balance_groups(&rows, true);
        assert_eq!(g.len(), 2);
        let a = &g[0];
        assert_eq!(
            (a.games, a.white_wins, a.draws, a.black_wins, a.move_cap),
            (4, 2, 1, 1, 1)
        );
        // (2 + 0.5) / 4
        assert!((a.white_score() - 0.625).abs() < 1e-12);
        assert!((a.decisive_share() - 0.75).abs() < 1e-12);
        // lengths 3 4 5 6: mean 4.5, median (4 + 5) / 2
        assert_eq!((a.mean_length(), a.median_length()), (4.5, 4.5));
        assert_eq!(
            a.terminations,
            vec![("checkmate".into(), 3), ("move-cap".into(), 1)]
        );
        // lines "e2 e4" x2, "d2 d4", "d2 d5": p = 1/2, 1/4, 1/4 -> 0.5 + 0.5 + 0.5 = 1.5 bits
        assert!((a.opening_entropy - 1.5).abs() < 1e-12);
        // The second group has one game, a draw: score 50% exactly, so it is most balanced.
        assert_eq!(most_balanced(&g), Some(1));
        let text = render_balance_text(&g);
        assert!(text.contains("*#2 = v a=2 x"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
    }

    #[test]
    fn entropy_of_equal_lines_is_log2_of_their_count() {
        use GameResult::*;
        let rows: Vec<GameRow> = ["a b", "a c", "b a", "b b", "a b x"]
            .iter()
            .map(|m| row("", "x", Draw, "move-cap", m))
            .collect();
        let refs: Vec<&GameRow> = rows[..4].iter().collect();
        assert!((opening_entropy(&refs, 2) - 2.0).abs() < 1e-12);
        // Line "a b" twice of 5, three others once: -(0.4 log 0.4 + 3 * 0.2 log 0.2).
        let refs: Vec<&GameRow> = rows.iter().collect();
        let want = -(0.4f64 * 0.4f64.log2() + 3.0 * 0.2 * 0.2f64.log2());
        assert!((opening_entropy(&refs, 2) - want).abs() < 1e-12);
        // One ply: a x3, b x2.
        let want1 = -(0.6f64 * 0.6f64.log2() + 0.4 * 0.4f64.log2());
        assert!((opening_entropy(&refs, 1) - want1).abs() < 1e-12);
    }
}
