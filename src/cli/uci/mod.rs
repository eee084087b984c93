//! `collapse uci`: our agent as a UCI engine for orthodox chess, for cutechess-cli, fastchess,
//! python-chess or a GUI (the UCI protocol, Kahlen 2004).
//!
//! Commands: `uci`, `isready` (answered at once, also during a search), `ucinewgame` (drops
//! the kept tree), `setoption` ([`options`]), `position startpos|fen FEN [moves ...]`, `go`
//! ([`search::Go`]: `movetime`, `wtime`/`btime`/`winc`/`binc`/`movestogo`, `nodes`, `depth`,
//! `infinite`, `ponder`, `searchmoves`), `stop`, `ponderhit`, `quit` (mid-search too). The
//! search runs on its own thread and prints `info` lines ([`search`]) and `bestmove` in UCI
//! coordinates (`e2e4`, `e7e8q`), with `ponder M` when its line has a reply. A malformed
//! line is answered with `info string` naming the problem, and the engine stays alive.
//!
//! MCTS keeps its tree between moves: a `position` that extends the last one by the moves
//! played follows them down the tree (tree reuse, as in a tournament).

use mcts::{Codec, Rules};
mod options;
mod search;

use std::io::{self, BufRead};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use clap::Args;
use mcts::AgentSpec;
use variants::chess::Chess;
use variants::declare::MoveCapParams;
use variants::registry;

use super::CliResult;
use options::Options;
use search::{say, Go, Job, Out, Running, Trees, GENERATION, PONDERHIT, STOP};

/// Arguments of `collapse uci`.
#[derive(Args, Debug)]
pub struct UciArgs {
    /// The agent that plays (an `mcts` or `alphabeta` spec; `go` replaces its budget).
    #[arg(long, default_value = "mcts")]
    pub agent: String,
    /// Seed of the agent's random choices (0..=18446744073709551615).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = super::range::whole::<u64>(0, super::range::MAX_SEED))]
    pub seed: u64,
}

/// The move `mv` of `g` in UCI coordinates: `e2e4`, `e7e8q`, castling as the king's move.
pub fn uci_move(g: &Chess, mv: <Chess as Rules>::Move) -> String {
    let t = g.format_move(mv);
    let mut s: String = t.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    s.make_ascii_lowercase();
    s
}

/// A position as `position` gave it: the setup text, the moves after it, the game reached.
struct Position {
    setup: String,
    moves: Vec<<Chess as Rules>::Move>,
    game: Chess,
}

/// The position a `position` command describes, or what is wrong with it (the setup, or the
/// first move that does not parse or is not legal, by its number).
fn position(args: &str) -> Result<Position, String> {
    let start = Chess::new(&MoveCapParams::default());
    let (setup, moves) = match args.split_once(" moves") {
        Some((s, m)) => (s.trim(), m.trim()),
        None => (args.trim(), ""),
    };
    let setup = setup.strip_suffix("moves").unwrap_or(setup).trim();
    let mut g = if setup == "startpos" {
        start
    } else if let Some(fen) = setup.strip_prefix("fen") {
        start
            .load_position(fen.trim())
            .map_err(|e| format!("position fen: {e}"))?
    } else {
        return Err(format!(
            "position '{setup}': expected startpos or fen FEN, then moves M..."
        ));
    };
    let mut played = Vec::new();
    for (i, m) in moves.split_whitespace().enumerate() {
        let mv = g
            .parse_move(m)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(format!("move {} '{m}' is not legal", i + 1));
        }
        g.play(mv);
        played.push(mv);
    }
    Ok(Position {
        setup: setup.to_string(),
        moves: played,
        game: g,
    })
}

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
}

impl Engine {
    /// Ends the running search, if any, and takes its searcher back: `stop` ends it at
    /// once; otherwise a search with a budget runs to its end (as Stockfish lets a timed
    /// search finish before the next `position` or `go`), and an open-ended one (`infinite`,
    /// `ponder`), which only `stop` would end, is stopped.
    fn finish(&mut self, stop: bool) {
        if let Some(r) = self.running.take() {
            if stop || r.open_ended {
                STOP.store(true, Ordering::Relaxed);
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
                self.pos = position("startpos").expect("the start position");
            }
            Some("position") => {
                self.finish(false);
                match position(&rest("position")) {
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
            match Trees::new(&self.opts) {
                Ok(t) => self.trees = t,
                Err(e) => {
                    say(&self.out, &format!("info string {e}"));
                    return;
                }
            }
        }
        STOP.store(false, Ordering::Relaxed);
        PONDERHIT.store(false, Ordering::Relaxed);
        let generation = GENERATION.fetch_add(1, Ordering::Relaxed) + 1;
        let job = Job {
            go,
            root: self.pos.game.clone(),
            opts: self.opts.clone(),
            seed: mcts::derive_seed(self.seed, generation),
            out: self.out.clone(),
            pawn: self.pawn,
            generation,
        };
        self.running = Some(search::start(job, self.trees.take()));
    }

    /// `ponderhit`: the pondered move was played; the search goes on for the move's time
    /// (from the `go ponder` command), then stops.
    fn ponderhit(&mut self) {
        let Some(r) = self.running.as_ref() else {
            return;
        };
        PONDERHIT.store(true, Ordering::Relaxed);
        if let Some(ms) = r.ponder_ms {
            let generation = r.generation;
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(ms));
                if GENERATION.load(Ordering::Relaxed) == generation {
                    STOP.store(true, Ordering::Relaxed);
                }
            });
        } else {
            // No time was given with `go ponder`: the search ends now.
            STOP.store(true, Ordering::Relaxed);
        }
    }
}

/// Runs the UCI loop on standard input and output until `quit` or the end of input (after
/// which a running search is let finish, or stopped when open-ended, and answered).
///
/// Errors: an agent spec that is not valid for chess (exit 2); a failed read of standard
/// input (exit 1).
pub fn run(a: &UciArgs) -> CliResult {
    let spec = registry::find("chess")
        .map_err(|e| e.to_string())?
        .parse_agent(&a.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    if matches!(spec, AgentSpec::Uci(_)) {
        return Err("--agent uci: give our own agent (mcts, alphabeta, greedy, random)".into());
    }
    let mut engine = Engine {
        opts: Options::new(spec),
        pos: position("startpos").expect("the start position"),
        trees: None,
        running: None,
        out: Arc::new(Mutex::new(io::stdout())),
        seed: a.seed,
        pawn: search::pawn_weight(),
    };
    for line in io::stdin().lock().lines() {
        let line = line.map_err(|e| super::io_failed("standard input", e))?;
        if !engine.command(&line) {
            return Ok(());
        }
    }
    // End of input: a search still running is ended and answered.
    engine.finish(false);
    Ok(())
}
