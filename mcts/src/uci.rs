//! A UCI engine as an agent (`uci:cmd=stockfish,ms=200,elo=1500`), in fastchess's
//! conventions: each move is `position fen <FEN>` then `go movetime <ms>`; `elo` sets
//! `UCI_LimitStrength` and `UCI_Elo`. Orthodox chess only ([`Codec::UCI`]): the position is
//! sent as the game's position text (FEN) and the engine's `bestmove` is read with
//! [`Codec::parse_move`], which takes UCI coordinates there.
//!
//! The engine runs as a child process for the agent's lifetime (one game); a reader thread
//! forwards its output lines, so a silent engine cannot hang a tournament: a move not
//! answered within `ms` plus [`GRACE_MS`] is a failure. On a failure (the command cannot
//! start, the engine dies, answers late or with an illegal move) the agent says so on
//! standard error once and plays the first legal move, so a tournament goes on; such games
//! are not evidence about the engine, and the warning says to discard them.

use std::io::{BufRead, BufReader, Write};
use std::marker::PhantomData;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use crate::agent::Agent;
use crate::game::Game;
use crate::GameRng;

/// Time an engine may take beyond its movetime (and to answer `uci` and `isready`).
pub const GRACE_MS: u64 = 5_000;

/// The keys of a `uci` agent spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciConfig {
    /// The engine's command line, split on whitespace (program, then arguments).
    pub cmd: String,
    /// Time per move in milliseconds (`go movetime`).
    pub ms: u64,
    /// `UCI_Elo` with `UCI_LimitStrength true`; 0 = full strength.
    pub elo: u32,
}

impl Default for UciConfig {
    fn default() -> Self {
        UciConfig {
            cmd: "stockfish".to_string(),
            ms: 100,
            elo: 0,
        }
    }
}

/// A running engine: its input and the lines it writes.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `cfg.cmd`, runs the `uci` handshake, sets the strength and waits for
    /// `readyok`. Errors say what failed.
    fn start(cfg: &UciConfig) -> Result<Engine, String> {
        let mut parts = cfg.cmd.split_whitespace();
        let program = parts
            .next()
            .ok_or("the uci agent has an empty cmd; give cmd=PROGRAM")?;
        let mut child = Command::new(program)
            .args(parts)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", cfg.cmd))?;
        let input = child
            .stdin
            .take()
            .ok_or("the engine has no standard input")?;
        let output = child
            .stdout
            .take()
            .ok_or("the engine has no standard output")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = Engine {
            child,
            input,
            lines,
        };
        e.send("uci")?;
        e.wait_for("uciok", GRACE_MS)?;
        if cfg.elo > 0 {
            e.send("setoption name UCI_LimitStrength value true")?;
            e.send(&format!("setoption name UCI_Elo value {}", cfg.elo))?;
        }
        e.send("ucinewgame")?;
        e.send("isready")?;
        e.wait_for("readyok", GRACE_MS)?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("the engine stopped reading ({e})"))
    }

    /// Reads lines until one starts with `word`; returns it.
    fn wait_for(&mut self, word: &str, ms: u64) -> Result<String, String> {
        let deadline = std::time::Instant::now() + Duration::from_millis(ms);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    return Err(format!("no '{word}' from the engine within {ms} ms"))
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(format!("the engine exited before '{word}'"))
                }
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = std::time::Instant::now() + Duration::from_millis(500);
        while std::time::Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `uci` agent: a UCI engine process (started at the first move).
pub struct UciAgent<G> {
    cfg: UciConfig,
    engine: Option<Engine>,
    /// Set after the first failure: the agent then plays first legal moves.
    failed: bool,
    _game: PhantomData<fn() -> G>,
}

impl<G: Game> UciAgent<G> {
    /// An agent that will start `cfg.cmd` at its first move.
    pub fn new(cfg: UciConfig) -> Self {
        UciAgent {
            cfg,
            engine: None,
            failed: false,
            _game: PhantomData,
        }
    }

    /// The engine's move in `game`, or what went wrong.
    fn ask(&mut self, game: &G) -> Result<G::Move, String> {
        if self.engine.is_none() {
            self.engine = Some(Engine::start(&self.cfg)?);
        }
        let e = self.engine.as_mut().expect("started above");
        e.send(&format!("position fen {}", game.position_text()))?;
        e.send(&format!("go movetime {}", self.cfg.ms))?;
        let line = e.wait_for("bestmove", self.cfg.ms + GRACE_MS)?;
        let mv = line
            .split_whitespace()
            .nth(1)
            .ok_or_else(|| format!("'{line}' names no move"))?;
        let m = game
            .parse_move(mv)
            .map_err(|err| format!("bestmove '{mv}' does not read: {err}"))?;
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        if !legal.contains(&m) {
            return Err(format!("bestmove '{mv}' is not legal here"));
        }
        Ok(m)
    }
}

impl<G: Game> Agent<G> for UciAgent<G> {
    fn select_move(&mut self, game: &G, _rng: &mut GameRng) -> G::Move {
        if !self.failed {
            match self.ask(game) {
                Ok(m) => return m,
                Err(e) => {
                    self.failed = true;
                    self.engine = None;
                    eprintln!(
                        "warning: uci agent '{}': {e}; it plays the first legal move for the \
                         rest of this game (discard this game's result)",
                        self.cfg.cmd
                    );
                }
            }
        }
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        legal[0]
    }
}
