//! The search of `go` on its own thread: MCTS on the kept tree (tree reuse) or another agent
//! built from its spec, its `info` lines ([`crate::go::info_lines`]) and `bestmove`.
//!
//! **When.** About every [`EVERY`] while a single-tree search runs (`threads=1`), and once at
//! its end; a search with `threads > 1` reports at its end only.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use mcts::eval::EvalWith;
use mcts::{rng_from_seed, Agent, AgentSpec, Codec, Game, Line, Progress, Rules, Searcher};
use variants::chess::Chess;

use crate::go::{info_lines, Go};
use crate::options::Options;
use crate::position::{uci_move, Move};

/// The flags one engine's command loop and its search thread share. An engine leaks one
/// (three atomics) for the life of the process, because a search's stop flag must be
/// `'static` ([`Searcher::set_stop`]); each engine has its own, so engines in one process
/// (tests) do not stop each other's searches.
#[derive(Debug, Default)]
pub struct Signals {
    /// Set by `stop`, `quit` and the end of a pondered move's time: ends the running search.
    pub stop: AtomicBool,
    /// Set by `ponderhit`.
    pub ponderhit: AtomicBool,
    /// Counts `go` commands, so that a timer of an earlier search cannot stop a later one.
    pub generation: AtomicU64,
}

impl Signals {
    /// A new set of flags, all clear, that lives as long as the process.
    pub fn leaked() -> &'static Signals {
        Box::leak(Box::default())
    }
}

/// How often a running search prints its `info` lines.
pub const EVERY: Duration = Duration::from_millis(500);

/// The engine's output, shared by the command loop and the search thread.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes `line` and flushes; a failed write (the GUI gone) is ignored here: the engine
/// ends when its input does.
pub fn say(out: &Out, line: &str) {
    let mut o = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(o, "{line}");
    let _ = o.flush();
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
    pub fn new(opts: &Options, signals: &'static Signals) -> Result<Option<Trees>, String> {
        let AgentSpec::Mcts(cfg) = &opts.spec else {
            return Ok(None);
        };
        fn prepared<G: Game>(
            cfg: mcts::SearchConfig,
            max_nodes: usize,
            stop: &'static AtomicBool,
        ) -> Searcher<G> {
            let mut s = Searcher::new(cfg);
            s.set_tree_reuse(true);
            s.set_stop(stop);
            s.set_max_nodes(max_nodes);
            s
        }
        let (cap, flag) = (opts.max_nodes(), &signals.stop);
        let start = Chess::new(&Default::default());
        Ok(Some(match EvalWith::for_eval(start, cfg.eval)? {
            None => Trees::Learned(prepared(*cfg, cap, flag)),
            Some(w) => Trees::Wrapped(prepared(*cfg, cap, flag), w.weights),
        }))
    }

    /// Follows `mv` played in `before` down the kept tree (tree reuse).
    pub fn advance(&mut self, before: &Chess, mv: Move) {
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
    /// The `go` command.
    pub go: Go,
    /// The position to search.
    pub root: Chess,
    /// The options at `go`.
    pub opts: Options,
    /// The search's seed.
    pub seed: u64,
    /// Where `info` and `bestmove` go.
    pub out: Out,
    /// [`crate::go::pawn_weight`], for `score cp`.
    pub pawn: f32,
    /// The `go` command's number ([`Signals::generation`]).
    pub generation: u64,
    /// The engine's flags.
    pub signals: &'static Signals,
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
        let sig = job.signals;
        while !(sig.stop.load(Ordering::Relaxed)
            || job.go.ponder && sig.ponderhit.load(Ordering::Relaxed))
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
fn mcts_search<G: Game<Move = Move>>(
    s: &mut Searcher<G>,
    root: &G,
    job: &Job,
    cfg: &mcts::SearchConfig,
    only: &[Move],
    begin: Instant,
) -> (Option<Move>, Option<Move>) {
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
