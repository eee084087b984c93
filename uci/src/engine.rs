//! The command loop of the engine: one [`Engine`] reads UCI commands line by line and
//! answers on its output; a `go` hands the position to [`crate::search`].

use std::io::{self, BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mcts::{AgentSpec, Rules};

use crate::go::Go;
use crate::options::Options;
use crate::position::{self, Position};
use crate::search::{self, say, Job, Out, Running, Signals, Trees};

/// The engine between commands.
struct Engine {
    opts: Options,
    pos: Position,
    /// The MCTS searcher (kept between moves), `None` while a search holds it or before the
    /// first MCTS search.
    trees: Option<Trees>,
    running: Option<Running>,
    out: Out,
    /// The agent's seed (`--seed`); each search's is derived from it and the `go` count.
    seed: u64,
    pawn: f32,
    signals: &'static Signals,
}

impl Engine {
    /// Ends the running search, if any, and takes its searcher back: `stop` ends it at
    /// once; otherwise a search with a budget runs to its end (as Stockfish lets a timed
    /// search finish before the next `position` or `go`), and an open-ended one (`infinite`,
    /// `ponder`), which only `stop` would end, is stopped.
    fn finish(&mut self, stop: bool) {
        if let Some(r) = self.running.take() {
            if stop || r.open_ended {
                self.signals.stop.store(true, Ordering::Relaxed);
            }
            if let Ok(t) = r.thread.join() {
                self.trees = t;
            }
        }
    }

    /// Takes back the searcher of a search that ended by itself.
    fn reap(&mut self) {
        if self
            .running
            .as_ref()
            .is_some_and(|r| r.thread.is_finished())
        {
            self.finish(false);
        }
    }

    /// Runs one command line; `false` on `quit`.
    fn command(&mut self, line: &str) -> bool {
        self.reap();
        let words: Vec<&str> = line.split_whitespace().collect();
        let rest = |w: &str| line.trim_start()[w.len()..].trim().to_string();
        match words.first().copied() {
            Some("uci") => {
                say(
                    &self.out,
                    &format!("id name collapse {}", env!("CARGO_PKG_VERSION")),
                );
                say(&self.out, "id author the collapse developers");
                for l in self.opts.lines() {
                    say(&self.out, &l);
                }
                say(&self.out, "uciok");
            }
            Some("isready") => say(&self.out, "readyok"),
            Some("ucinewgame") => {
                self.finish(false);
                self.trees = None;
                self.pos = Position::start();
            }
            Some("position") => {
                self.finish(false);
                match position::parse(&rest("position")) {
                    Ok(p) => self.follow(p),
                    Err(e) => say(&self.out, &format!("info string {e}")),
                }
            }
            Some("go") => {
                self.finish(false);
                self.go(&words);
            }
            Some("stop") => self.finish(true),
            Some("ponderhit") => self.ponderhit(),
            Some("setoption") => {
                self.finish(false);
                match self.opts.set(&rest("setoption")) {
                    Ok(o) => {
                        self.opts = o;
                        self.trees = None;
                    }
                    Err(e) => say(&self.out, &format!("info string {e}")),
                }
            }
            Some("quit") => {
                self.finish(true);
                return false;
            }
            Some("debug") | Some("register") | None => {}
            Some(other) => say(&self.out, &format!("info string unknown command '{other}'")),
        }
        true
    }

    /// Makes `p` the position, following the kept tree down the moves played since the last
    /// one when `p` extends it.
    fn follow(&mut self, p: Position) {
        let old = &self.pos;
        if let Some(t) = self.trees.as_mut() {
            if p.setup == old.setup && p.moves.starts_with(&old.moves) {
                let mut g = old.game.clone();
                for &mv in &p.moves[old.moves.len()..] {
                    t.advance(&g, mv);
                    g.play(mv);
                }
            }
        }
        self.pos = p;
    }

    /// Starts the search `go`'s `words` ask for.
    fn go(&mut self, words: &[&str]) {
        let white = self.pos.game.to_move() == mcts::Player::White;
        let go = Go::parse(words, white);
        if self.trees.is_none() {
            match Trees::new(&self.opts, self.signals) {
                Ok(t) => self.trees = t,
                Err(e) => {
                    say(&self.out, &format!("info string {e}"));
                    return;
                }
            }
        }
        let sig = self.signals;
        sig.stop.store(false, Ordering::Relaxed);
        sig.ponderhit.store(false, Ordering::Relaxed);
        let generation = sig.generation.fetch_add(1, Ordering::Relaxed) + 1;
        let job = Job {
            go,
            root: self.pos.game.clone(),
            opts: self.opts.clone(),
            seed: mcts::derive_seed(self.seed, generation),
            out: self.out.clone(),
            pawn: self.pawn,
            generation,
            signals: sig,
        };
        self.running = Some(search::start(job, self.trees.take()));
    }

    /// `ponderhit`: the pondered move was played; the search goes on for the move's time
    /// (from the `go ponder` command), then stops.
    fn ponderhit(&mut self) {
        let Some(r) = self.running.as_ref() else {
            return;
        };
        let sig = self.signals;
        sig.ponderhit.store(true, Ordering::Relaxed);
        if let Some(ms) = r.ponder_ms {
            let generation = r.generation;
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(ms));
                if sig.generation.load(Ordering::Relaxed) == generation {
                    sig.stop.store(true, Ordering::Relaxed);
                }
            });
        } else {
            // No time was given with `go ponder`: the search ends now.
            sig.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Runs the UCI loop of `spec` (seeded by `seed`) on `input` and `output` until `quit` or the
/// end of input (after which a running search is let finish, or stopped when open-ended,
/// and answered). Every answer is one line, flushed at once; the search thread writes its
/// `info` and `bestmove` lines to the same output.
///
/// `spec` should be one of our own agents (`mcts`, `alphabeta`, `greedy`, `random`) for
/// chess. Errors: a failed read of `input` (a failed write is ignored: the GUI is gone and
/// the input ends next).
pub fn run(
    spec: AgentSpec,
    seed: u64,
    input: impl BufRead,
    output: impl Write + Send + 'static,
) -> io::Result<()> {
    let out: Out = Arc::new(Mutex::new(Box::new(output)));
    let mut engine = Engine {
        opts: Options::new(spec),
        pos: Position::start(),
        trees: None,
        running: None,
        out,
        seed,
        pawn: crate::go::pawn_weight(),
        signals: Signals::leaked(),
    };
    for line in input.lines() {
        if !engine.command(&line?) {
            return Ok(());
        }
    }
    // End of input: a search still running is ended and answered.
    engine.finish(false);
    Ok(())
}
