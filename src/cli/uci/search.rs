//! `go` of `collapse uci`: the budget its words give, the search on its own thread, and the
//! `info` lines (UCI protocol, Kahlen 2004, "Engine to GUI: info").
//!
//! **Fields.** `depth` is the length of the best line's principal variation (an MCTS tree has
//! no nominal depth; the PV is the most visited child at each ply), `seldepth` the longest
//! path an iteration descended, `nodes` the iterations run (each one a descent and a leaf
//! evaluation), `nps` iterations a second, `time` milliseconds since `go`, `hashfull` the
//! tree's nodes over its cap (`Hash`) in permille, `pv` the line in UCI coordinates.
//! `score mate N` when MCTS-Solver proved the root move (N moves of ours to the end of the PV,
//! negative when we are mated), else `score cp N` with [`centipawns`].
//!
//! **When.** About every [`EVERY`] while a single-tree search runs (`threads=1`), and once at
//! its end; a search with `threads > 1` reports at its end only.

use mcts::{Codec, Evaluate, Rules};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use mcts::eval::EvalWith;
use mcts::{rng_from_seed, Agent, AgentSpec, Budget, Game, Line, Progress, Searcher};
use variants::chess::Chess;

use super::options::Options;
use super::uci_move;

/// Set by `stop`, `quit` and the end of a pondered move's time: ends the running search.
pub static STOP: AtomicBool = AtomicBool::new(false);
/// Set by `ponderhit`.
pub static PONDERHIT: AtomicBool = AtomicBool::new(false);
/// Counts `go` commands, so that a timer of an earlier search cannot stop a later one.
pub static GENERATION: AtomicU64 = AtomicU64::new(0);

/// How often a running search prints its `info` lines.
pub const EVERY: Duration = Duration::from_millis(500);

/// The time budget of a search that only `stop` ends (`go infinite`, `go ponder`): 10^10 ms,
/// about 115 days.
const FOREVER_MS: u64 = 10_000_000_000;

/// Standard output, shared by the command loop and the search thread.
pub type Out = Arc<Mutex<std::io::Stdout>>;

/// Writes `line` and flushes; a failed write (the GUI gone) is ignored here, the command
/// loop notices it on its next write.
pub fn say(out: &Out, line: &str) {
    let mut o = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(o, "{line}");
    let _ = o.flush();
}

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
    fn open_ended(&self) -> bool {
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

/// The logit weight of a pawn in the learned chess weights.
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
fn score(line: &Line<<Chess as Rules>::Move>, pawn: f32) -> String {
    let plies = line.moves.len() as i64;
    match line.proven {
        Some(true) => format!("mate {}", (plies + 1) / 2),
        Some(false) => format!("mate -{}", (plies / 2).max(1)),
        None => format!("cp {}", centipawns(line.value, pawn)),
    }
}

/// The `info` lines of `p` (one per line of it, `multipv K` when there are several), the
/// search having run `elapsed` since `go`.
pub fn info_lines(
    root: &Chess,
    p: &Progress<<Chess as Rules>::Move>,
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

/// A search that was started: the thread, which hands back its searcher when it ends.
pub struct Running {
    /// The search thread.
    pub thread: JoinHandle<Option<Trees>>,
    /// The generation of its `go`.
    pub generation: u64,
    /// Milliseconds a pondered move gets after `ponderhit`.
    pub ponder_ms: Option<u64>,
    /// Whether only `stop` or `ponderhit` ends it (`go infinite`, `go ponder`).
    pub open_ended: bool,
}

/// The MCTS searcher kept between moves (tree reuse), on the game type its evaluation needs.
pub enum Trees {
    /// `eval=learned`: the game's own evaluation.
    Learned(Searcher<Chess>),
    /// `eval=material` or `eval=file:PATH`.
    Wrapped(Searcher<EvalWith<Chess>>, Option<&'static mcts::Weights>),
}

impl Trees {
    /// The searcher for `opts`' MCTS spec, with tree reuse, the stop flag and the `Hash` cap.
    /// Errors: an `eval=file:PATH` that cannot be read.
    pub fn new(opts: &Options) -> Result<Option<Trees>, String> {
        let AgentSpec::Mcts(cfg) = &opts.spec else {
            return Ok(None);
        };
        fn prepared<G: Game>(cfg: mcts::SearchConfig, max_nodes: usize) -> Searcher<G> {
            let mut s = Searcher::new(cfg);
            s.set_tree_reuse(true);
            s.set_stop(&STOP);
            s.set_max_nodes(max_nodes);
            s
        }
        let start = Chess::new(&Default::default());
        Ok(Some(match EvalWith::for_eval(start, cfg.eval)? {
            None => Trees::Learned(prepared(*cfg, opts.max_nodes())),
            Some(w) => Trees::Wrapped(prepared(*cfg, opts.max_nodes()), w.weights),
        }))
    }

    /// Follows `mv` played in `before` down the kept tree (tree reuse).
    pub fn advance(&mut self, before: &Chess, mv: <Chess as Rules>::Move) {
        match self {
            Trees::Learned(s) => s.advance(before, mv),
            Trees::Wrapped(s, w) => s.advance(
                &EvalWith {
                    game: before.clone(),
                    weights: *w,
                },
                mv,
            ),
        }
    }
}

/// Everything a search thread needs.
pub struct Job {
    pub go: Go,
    pub root: Chess,
    pub opts: Options,
    pub seed: u64,
    pub out: Out,
    pub pawn: f32,
    pub generation: u64,
}

/// Starts the search of `job` on its own thread: MCTS on `trees` (taken back from the thread
/// when it ends), another agent built from the spec. The thread prints `info` lines and then
/// `bestmove` (with `ponder M` when the PV has our opponent's reply); an open-ended search
/// waits for `stop` (or `ponderhit`) before `bestmove`, as the protocol requires.
pub fn start(job: Job, trees: Option<Trees>) -> Running {
    let ponder_ms = job.go.ponder.then_some(job.go.ms).flatten();
    let generation = job.generation;
    let open_ended = job.go.open_ended();
    let thread = std::thread::spawn(move || think(job, trees));
    Running {
        thread,
        generation,
        ponder_ms,
        open_ended,
    }
}

fn think(job: Job, mut trees: Option<Trees>) -> Option<Trees> {
    let begin = Instant::now();
    let mut legal = Vec::new();
    job.root.legal_moves(&mut legal);
    let (best, reply) = if legal.is_empty() {
        say(&job.out, "info string the game is over: no legal move");
        (None, None)
    } else {
        let only: Vec<_> = job
            .go
            .searchmoves
            .iter()
            .filter_map(|m| job.root.parse_move(m).ok())
            .filter(|m| legal.contains(m))
            .collect();
        let spec = job.go.budgeted(&job.opts.spec);
        match (&mut trees, &spec) {
            (Some(Trees::Learned(s)), AgentSpec::Mcts(cfg)) => {
                let root = job.root.clone();
                mcts_search(s, &root, &job, cfg, &only, begin)
            }
            (Some(Trees::Wrapped(s, w)), AgentSpec::Mcts(cfg)) => {
                let root = EvalWith {
                    game: job.root.clone(),
                    weights: *w,
                };
                mcts_search(s, &root, &job, cfg, &only, begin)
            }
            _ => {
                let mut agent: Box<dyn Agent<Chess>> = spec.build::<Chess>();
                let mut rng = rng_from_seed(job.seed);
                let mv = agent.select_move(&job.root, &mut rng);
                let ms = begin.elapsed().as_millis();
                say(&job.out, &format!("info time {ms}"));
                (Some(mv), None)
            }
        }
    };
    if job.go.open_ended() {
        while !STOP.load(Ordering::Relaxed) && !(job.go.ponder && PONDERHIT.load(Ordering::Relaxed))
        {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    let text = match best {
        None => "bestmove 0000".to_string(),
        Some(mv) => {
            let mut after = job.root.clone();
            after.play(mv);
            match reply {
                Some(r) => format!(
                    "bestmove {} ponder {}",
                    uci_move(&job.root, mv),
                    uci_move(&after, r)
                ),
                None => format!("bestmove {}", uci_move(&job.root, mv)),
            }
        }
    };
    say(&job.out, &text);
    trees
}

/// One MCTS search of `root` by `s` with `cfg`'s budget; prints the `info` lines. The chosen
/// move and the PV's reply to it.
fn mcts_search<G: Game<Move = <Chess as Rules>::Move>>(
    s: &mut Searcher<G>,
    root: &G,
    job: &Job,
    cfg: &mcts::SearchConfig,
    only: &[<Chess as Rules>::Move],
    begin: Instant,
) -> (
    Option<<Chess as Rules>::Move>,
    Option<<Chess as Rules>::Move>,
) {
    s.set_budget(cfg.budget());
    s.set_root_moves(only);
    let mut rng = rng_from_seed(job.seed);
    let n = job.opts.multipv;
    let r = s.search_watched(root, &mut rng, EVERY, n, &mut |p| {
        for l in info_lines(&job.root, p, begin.elapsed(), job.pawn, n) {
            say(&job.out, &l);
        }
    });
    s.set_root_moves(&[]);
    let p = s.progress(r.iterations, usize::MAX).unwrap_or_else(|| {
        // Several trees: the combined root statistics, each line one move long.
        let mut kids = r.children.clone();
        kids.sort_by(|a, b| (b.1, b.2).partial_cmp(&(a.1, a.2)).unwrap());
        let best = kids.iter().position(|k| k.0 == r.best).unwrap_or(0);
        kids.swap(0, best);
        Progress {
            iterations: r.iterations,
            nodes: r.nodes,
            max_nodes: job.opts.max_nodes() * cfg.threads.max(1) as usize,
            seldepth: 1,
            lines: kids
                .iter()
                .map(|&(m, visits, value)| Line {
                    moves: vec![m],
                    visits,
                    value,
                    proven: (m == r.best).then_some(r.proven).flatten(),
                })
                .collect(),
        }
    });
    // The line of the chosen move first (Sequential Halving or a proof may choose a move
    // that is not the most visited).
    let mut lines = p.lines.clone();
    if let Some(i) = lines.iter().position(|l| l.moves[0] == r.best) {
        let l = lines.remove(i);
        lines.insert(0, l);
    }
    lines.truncate(n.max(1));
    let p = Progress { lines, ..p };
    for l in info_lines(&job.root, &p, begin.elapsed(), job.pawn, n) {
        say(&job.out, &l);
    }
    let reply = p.lines[0].moves.get(1).copied();
    (Some(r.best), reply)
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
