//! What a `go` command asks (its budget), and the `info` lines of a search (UCI protocol,
//! Kahlen 2004, "Engine to GUI: info").
//!
//! **Fields.** `depth` is the length of the best line's principal variation (an MCTS tree has
//! no nominal depth; the PV is the most visited child at each ply), `seldepth` the longest
//! path an iteration descended, `nodes` the iterations run (each one a descent and a leaf
//! evaluation), `nps` iterations a second, `time` milliseconds since `go`, `hashfull` the
//! tree's nodes over its cap (`Hash`) in permille, `pv` the line in UCI coordinates.
//! `score mate N` when MCTS-Solver proved the root move (N moves of ours to the end of the PV,
//! negative when we are mated), else `score cp N` with [`centipawns`].

use std::time::Duration;

use mcts::{AgentSpec, Budget, Evaluate, Line, Progress, Rules};
use variants::chess::Chess;

use crate::position::{uci_move, Move};

/// The time budget of a search that only `stop` ends (`go infinite`, `go ponder`): 10^10 ms,
/// about 115 days.
pub const FOREVER_MS: u64 = 10_000_000_000;

/// What a `go` command asks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Go {
    /// Milliseconds for this move: `movetime`, or the clock's share.
    pub ms: Option<u64>,
    /// `nodes`: an MCTS iteration budget.
    pub nodes: Option<u64>,
    /// `depth`: an alpha-beta depth.
    pub depth: Option<u32>,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
    /// `ponder`: search the expected position until `ponderhit` (then `ms`) or `stop`.
    pub ponder: bool,
    /// `searchmoves`: the root moves to consider, in UCI coordinates (empty = all).
    pub searchmoves: Vec<String>,
}

/// The words that end a `searchmoves` list.
const GO_WORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
];

impl Go {
    /// Reads `go`'s words (`words[0]` is `go`) for the side to move (`white`): `movetime N`,
    /// or `wtime`/`btime` with `winc`/`binc` and `movestogo` (the remaining time over
    /// `movestogo`, 30 without it, plus half the increment, less a 50 ms margin, at least
    /// 10 ms), `nodes`, `depth`, `infinite`, `ponder`, `searchmoves M...`. Unknown words and
    /// values that are not numbers are ignored, as engines do.
    pub fn parse(words: &[&str], white: bool) -> Go {
        let value = |key: &str| -> Option<u64> {
            let i = words.iter().position(|w| *w == key)?;
            words.get(i + 1)?.parse().ok()
        };
        let clock = value(if white { "wtime" } else { "btime" });
        let inc = value(if white { "winc" } else { "binc" }).unwrap_or(0);
        let ms = value("movetime").or_else(|| {
            clock.map(|t| {
                let togo = value("movestogo").unwrap_or(30).max(1);
                (t / togo + inc / 2).saturating_sub(50).max(10)
            })
        });
        let searchmoves = match words.iter().position(|w| *w == "searchmoves") {
            Some(i) => words[i + 1..]
                .iter()
                .take_while(|w| !GO_WORDS.contains(w))
                .map(|w| w.to_string())
                .collect(),
            None => Vec::new(),
        };
        Go {
            ms,
            nodes: value("nodes"),
            depth: value("depth").map(|d| d.clamp(1, 64) as u32),
            infinite: words.contains(&"infinite"),
            ponder: words.contains(&"ponder"),
            searchmoves,
        }
    }

    /// Whether only `stop` (or `ponderhit`) ends the search.
    pub fn open_ended(&self) -> bool {
        self.infinite || self.ponder
    }

    /// `spec` with this command's budget: a time (`FOREVER_MS` when open-ended), else
    /// `nodes` as MCTS iterations, `depth` for alpha-beta; nothing given keeps the agent's.
    pub fn budgeted(&self, spec: &AgentSpec) -> AgentSpec {
        let ms = if self.open_ended() {
            Some(FOREVER_MS)
        } else {
            self.ms
        };
        let mut spec = spec.clone();
        match &mut spec {
            AgentSpec::Mcts(c) => {
                if let Some(ms) = ms {
                    c.set_budget(Budget { iters: 0, ms });
                } else if let Some(n) = self.nodes {
                    c.set_budget(Budget {
                        iters: n.clamp(1, u64::from(u32::MAX)) as u32,
                        ms: 0,
                    });
                }
            }
            AgentSpec::AlphaBeta(c) => {
                if let Some(ms) = self.ms {
                    c.ms = ms;
                }
                if let Some(d) = self.depth {
                    c.depth = d;
                }
            }
            _ => {}
        }
        spec
    }
}

/// The centipawns of a mean reward `v` in `[0, 1]`: the evaluation's logistic scale turned
/// back, `100 * ln(v / (1 - v)) / p` with `p` the logit weight of one pawn in the learned
/// chess weights (variants/weights/chess.txt), so a position the evaluation scores one pawn
/// up reads about +100; `v` is clamped to `[0.0001, 0.9999]` (about +-33 pawns).
pub fn centipawns(v: f32, pawn: f32) -> i64 {
    let v = f64::from(v).clamp(1e-4, 1.0 - 1e-4);
    (100.0 * (v / (1.0 - v)).ln() / f64::from(pawn)).round() as i64
}

/// The logit weight of a pawn in the learned chess weights (0.28 if the weights have no
/// pawn feature).
pub fn pawn_weight() -> f32 {
    let g = Chess::new(&Default::default());
    let names = g.feature_names();
    let w = variants::weights::weights("chess", names);
    names
        .iter()
        .position(|n| *n == "p")
        .map_or(0.28, |i| w.w[i])
}

/// The `score` field of `line` (see the module's documentation).
fn score(line: &Line<Move>, pawn: f32) -> String {
    let plies = line.moves.len() as i64;
    match line.proven {
        Some(true) => format!("mate {}", (plies + 1) / 2),
        Some(false) => format!("mate -{}", (plies / 2).max(1)),
        None => format!("cp {}", centipawns(line.value, pawn)),
    }
}

/// The `info` lines of `p` (one per line of it, `multipv K` when `multipv` > 1), the search
/// of `root` having run `elapsed` since `go`; `pawn` is [`pawn_weight`].
pub fn info_lines(
    root: &Chess,
    p: &Progress<Move>,
    elapsed: Duration,
    pawn: f32,
    multipv: usize,
) -> Vec<String> {
    let ms = elapsed.as_millis().max(1) as u64;
    let nps = p.iterations * 1000 / ms;
    let hashfull = (p.nodes as u64 * 1000 / p.max_nodes.max(1) as u64).min(1000);
    p.lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let mut g = root.clone();
            let pv: Vec<String> = line
                .moves
                .iter()
                .map(|&m| {
                    let s = uci_move(&g, m);
                    g.play(m);
                    s
                })
                .collect();
            let multi = if multipv > 1 {
                format!(" multipv {}", k + 1)
            } else {
                String::new()
            };
            format!(
                "info depth {} seldepth {}{multi} score {} nodes {} nps {nps} time {ms} \
                 hashfull {hashfull} pv {}",
                line.moves.len(),
                p.seldepth.max(line.moves.len() as u32),
                score(line, pawn),
                p.iterations,
                pv.join(" ")
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Even odds read 0; the reward of a position the evaluation scores one pawn up,
    /// `sigmoid(p)`, reads 100; the scale is odd; the clamp bounds it.
    #[test]
    fn centipawns_read_one_pawn_of_the_evaluation_as_100() {
        let p = pawn_weight();
        assert!(p > 0.1 && p < 1.0, "{p}");
        let sigmoid = |z: f32| 1.0 / (1.0 + (-z).exp());
        assert_eq!(centipawns(0.5, p), 0);
        assert_eq!(centipawns(sigmoid(p), p), 100);
        assert_eq!(centipawns(sigmoid(-3.0 * p), p), -300);
        assert_eq!(centipawns(1.0, p), -centipawns(0.0, p));
        assert!(centipawns(1.0, p) < 100_000);
    }

    #[test]
    fn go_reads_clocks_searchmoves_and_open_ended_searches() {
        let w = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        let g = Go::parse(&w("go wtime 61000 btime 1000 winc 2000 movestogo 20"), true);
        assert_eq!(g.ms, Some(61000 / 20 + 1000 - 50));
        assert_eq!(
            Go::parse(&w("go wtime 61000 btime 1000"), false).ms,
            Some(10)
        );
        let g = Go::parse(&w("go searchmoves e2e4 d2d4 movetime 100"), true);
        assert_eq!(g.searchmoves, ["e2e4", "d2d4"]);
        assert_eq!(g.ms, Some(100));
        assert!(!g.open_ended());
        let g = Go::parse(&w("go ponder wtime 3000 btime 3000"), true);
        assert!(g.ponder && g.open_ended() && g.ms == Some(3000 / 30 - 50));
        let spec = AgentSpec::Mcts(mcts::SearchConfig::default());
        match g.budgeted(&spec) {
            AgentSpec::Mcts(c) => assert_eq!((c.iters, c.ms), (0, FOREVER_MS)),
            other => panic!("{other}"),
        }
        match Go::parse(&w("go nodes 777"), true).budgeted(&spec) {
            AgentSpec::Mcts(c) => assert_eq!((c.iters, c.ms), (777, 0)),
            other => panic!("{other}"),
        }
    }
}
