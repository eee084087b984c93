//! Opening statistics: the tree of the first plies over all games of one variant and parameter
//! set, with results per node.
//!
//! A node is a move sequence of length 1..=depth that some game began with. Per node: the
//! games that began with it, their share of the parent's games, White wins / draws / Black wins,
//! White's score with a 95% Wilson interval, and the mean game length. Children are sorted by
//! games (most first), then by move text. Moves are compared as written in the CSV (the
//! variant's notation), so `e2-e4` in one file and `e2e4` in another are different moves.

use std::fmt::Write as _;

use crate::load::{GameResult, GameRow};

/// One node of the opening tree, listed in pre-order (a node, then its children).
#[derive(Clone, Debug, PartialEq)]
pub struct OpeningNode {
    /// The moves from the start to this node (length = depth of the node, 1-based).
    pub line: Vec<String>,
    /// Games that began with `line`.
    pub games: u64,
    /// Games of the parent (all games for a first move).
    pub parent_games: u64,
    /// White wins among `games`.
    pub white_wins: u64,
    /// Draws among `games`.
    pub draws: u64,
    /// Black wins among `games`.
    pub black_wins: u64,
    /// Sum of the lengths (plies) of those games.
    pub plies_sum: u64,
}

impl OpeningNode {
    /// The last move of the line.
    pub fn mv(&self) -> &str {
        self.line.last().map(String::as_str).unwrap_or("")
    }
    /// `games / parent_games`, in `[0, 1]`.
    pub fn share(&self) -> f64 {
        self.games as f64 / self.parent_games.max(1) as f64
    }
    /// White's score `(W + D/2) / N`.
    pub fn white_score(&self) -> f64 {
        (self.white_wins as f64 + 0.5 * self.draws as f64) / self.games.max(1) as f64
    }
    /// The 95% Wilson interval of White's score (see [`wilson_interval`]).
    pub fn white_interval(&self) -> (f64, f64) {
        wilson_interval(self.white_score(), self.games)
    }
    /// Mean game length in plies.
    pub fn mean_plies(&self) -> f64 {
        self.plies_sum as f64 / self.games.max(1) as f64
    }
}

/// The 95% Wilson score interval `(low, high)` of a proportion `p` observed over `n` trials
/// (Wilson, "Probable inference, the law of succession, and statistical inference", JASA
/// 1927): `(p + z²/2n ± z sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)` with `z = 1.959964`. Used for a
/// score with draws counted as half a win (an approximation: the draws make the true variance
/// smaller, so the interval is a little wide). `(0, 1)` when `n = 0`.
pub fn wilson_interval(p: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let z2 = z * z;
    let centre = p + z2 / (2.0 * n);
    let margin = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let d = 1.0 + z2 / n;
    (
        ((centre - margin) / d).clamp(0.0, 1.0),
        ((centre + margin) / d).clamp(0.0, 1.0),
    )
}

/// Why an opening tree cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningsError(pub String);

impl std::fmt::Display for OpeningsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OpeningsError {}

/// The opening tree of `rows` to `depth` plies, pre-order, without nodes of fewer than
/// `min_games` games (nor their subtrees).
///
/// Errors: no rows; `depth` 0; rows of more than one variant and parameter set (the message
/// names the first row that differs, its file and line, and says to pass one set at a time).
pub fn opening_tree(
    rows: &[GameRow],
    depth: usize,
    min_games: u64,
) -> Result<Vec<OpeningNode>, OpeningsError> {
    let Some(first) = rows.first() else {
        return Err(OpeningsError("no games in the given files".into()));
    };
    if depth == 0 {
        return Err(OpeningsError("--depth must be at least 1".into()));
    }
    if let Some(r) = rows
        .iter()
        .find(|r| r.variant != first.variant || r.params != first.params)
    {
        return Err(OpeningsError(format!(
            "the files mix variants or parameter sets: {} line {} is {} [{}], but {} line {} is {} [{}]; \
             opening statistics need one variant and parameter set at a time: pass only its files",
            first.source.display(),
            first.line,
            first.variant,
            first.params,
            r.source.display(),
            r.line,
            r.variant,
            r.params
        )));
    }
    // Lines of every game, truncated to `depth`, sorted: a node's games are then one run.
    let mut lines: Vec<(Vec<&str>, &GameRow)> = rows
        .iter()
        .map(|r| (r.move_list().take(depth).collect(), r))
        .collect();
    lines.sort_by(|a, b| a.0.cmp(&b.0));
    let mut out = Vec::new();
    build(&lines, 0, rows.len() as u64, min_games, &mut out);
    Ok(out)
}

/// Appends the children (at ply index `k`) of the games in `lines`, which all share their
/// first `k` moves, and recursively their subtrees.
fn build(
    lines: &[(Vec<&str>, &GameRow)],
    k: usize,
    parent_games: u64,
    min_games: u64,
    out: &mut Vec<OpeningNode>,
) {
    // Group by the move at index k (lines are sorted, so each group is a run).
    let mut groups: Vec<&[(Vec<&str>, &GameRow)]> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].0.len() <= k {
            i += 1;
            continue;
        }
        let mv = lines[i].0[k];
        let mut j = i + 1;
        while j < lines.len() && lines[j].0.len() > k && lines[j].0[k] == mv {
            j += 1;
        }
        groups.push(&lines[i..j]);
        i = j;
    }
    groups.sort_by(|a, b| b.len().cmp(&a.len()).then(a[0].0[k].cmp(b[0].0[k])));
    for g in groups {
        let games = g.len() as u64;
        if games < min_games {
            continue;
        }
        let mut node = OpeningNode {
            line: g[0].0[..=k].iter().map(|s| s.to_string()).collect(),
            games,
            parent_games,
            white_wins: 0,
            draws: 0,
            black_wins: 0,
            plies_sum: 0,
        };
        for (_, r) in g {
            match r.result {
                GameResult::WhiteWin => node.white_wins += 1,
                GameResult::Draw => node.draws += 1,
                GameResult::BlackWin => node.black_wins += 1,
            }
            node.plies_sum += r.plies as u64;
        }
        out.push(node);
        build(g, k + 1, games, min_games, out);
    }
}

const HEADERS: [&str; 9] = [
    "line",
    "games",
    "share",
    "white",
    "draw",
    "black",
    "white score",
    "95% Wilson",
    "plies",
];

/// The tree as an aligned text table, one row per node, moves indented two spaces per ply.
pub fn render_openings_text(nodes: &[OpeningNode]) -> String {
    let rows: Vec<[String; 9]> = nodes
        .iter()
        .map(|n| {
            let (lo, hi) = n.white_interval();
            let pct = |x: u64| format!("{:.1}%", 100.0 * x as f64 / n.games as f64);
            [
                format!("{}{}", "  ".repeat(n.line.len() - 1), n.mv()),
                n.games.to_string(),
                format!("{:.1}%", 100.0 * n.share()),
                pct(n.white_wins),
                pct(n.draws),
                pct(n.black_wins),
                format!("{:.1}%", 100.0 * n.white_score()),
                format!("[{:.1}%, {:.1}%]", 100.0 * lo, 100.0 * hi),
                format!("{:.1}", n.mean_plies()),
            ]
        })
        .collect();
    let mut width = HEADERS.map(str::len);
    for r in &rows {
        for (w, c) in width.iter_mut().zip(r) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut s = String::new();
    let line = |s: &mut String, cells: &[String]| {
        for (i, c) in cells.iter().enumerate() {
            let pad = width[i] - c.chars().count();
            if i == 0 {
                let _ = write!(s, "{c}{}", " ".repeat(pad));
            } else {
                let _ = write!(s, "  {}{c}", " ".repeat(pad));
            }
        }
        s.push('\n');
    };
    line(&mut s, &HEADERS.map(String::from));
    let rule: Vec<String> = width.iter().map(|w| "-".repeat(*w)).collect();
    line(&mut s, &rule);
    for r in &rows {
        line(&mut s, r);
    }
    s
}

/// The tree as CSV with a header: `depth,line,move,games,share,white_wins,draws,black_wins,
/// white_score,white_low,white_high,mean_plies` (`line` space-separated, shares and scores as
/// fractions in `[0, 1]`).
pub fn render_openings_csv(nodes: &[OpeningNode]) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "depth",
        "line",
        "move",
        "games",
        "share",
        "white_wins",
        "draws",
        "black_wins",
        "white_score",
        "white_low",
        "white_high",
        "mean_plies",
    ])
    .expect("writing to memory");
    for n in nodes {
        let (lo, hi) = n.white_interval();
        w.write_record([
            n.line.len().to_string(),
            n.line.join(" "),
            n.mv().to_string(),
            n.games.to_string(),
            format!("{:.4}", n.share()),
            n.white_wins.to_string(),
            n.draws.to_string(),
            n.black_wins.to_string(),
            format!("{:.4}", n.white_score()),
            format!("{lo:.4}"),
            format!("{hi:.4}"),
            format!("{:.2}", n.mean_plies()),
        ])
        .expect("writing to memory");
    }
    String::from_utf8(w.into_inner().expect("flush to memory")).expect("CSV of UTF-8 fields")
}
