//! `collapse play`: one game between two agents, move by move; either side may be `human`,
//! who types moves in the variant's notation on standard input.

use std::io::{self, BufRead, Write};

use mcts::{derive_seed, describe_outcome, rng_from_seed, Agent, AgentSpec, Game, Player};
use variants::registry::{self, GameVisitor, Params};

use super::{params, CliResult};
use crate::{PositionArgs, VariantArgs};

/// Who plays a side: an engine agent, or a person at the terminal.
#[derive(Clone, Debug)]
pub enum Side {
    /// An agent built from its spec (see `collapse agents`).
    Agent(AgentSpec),
    /// `human`: moves are read from standard input (see [`HUMAN_HELP`]).
    Human,
}

impl Side {
    /// Reads `human` or an agent spec.
    ///
    /// Errors: the agent spec's error, which lists the valid agents (and `human`).
    pub fn parse(text: &str, params: &Params) -> Result<Side, String> {
        if text.trim() == "human" {
            return Ok(Side::Human);
        }
        params
            .parse_agent(text)
            .map(Side::Agent)
            .map_err(|e| format!("{e}; or `human` to play this side yourself"))
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Side::Agent(s) => write!(f, "{s}"),
            Side::Human => f.write_str("human"),
        }
    }
}

/// The commands a human may type instead of a move.
pub const HUMAN_HELP: &str = "type a move in the variant's notation, or: moves (list the legal \
     moves), show (the board), undo (take back your last move and the replies to it), resign, \
     help";

/// What the human chose at a prompt.
enum Action<M> {
    Move(M),
    Undo,
    Resign,
}

/// Legal moves as text, wrapped at 100 columns.
fn move_list<G: Game>(g: &G, legal: &[G::Move]) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for m in legal {
        let t = g.format_move(*m);
        if !line.is_empty() && line.len() + 1 + t.len() > 98 {
            out.push_str(&format!("  {line}\n"));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    if !line.is_empty() {
        out.push_str(&format!("  {line}\n"));
    }
    out
}

/// Prompts until the human gives a legal move or a command. End of input resigns.
fn human_turn<G: Game>(
    g: &G,
    legal: &[G::Move],
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<Action<G::Move>> {
    let who = g.to_move();
    writeln!(out, "{}", g.diagram().trim_end())?;
    writeln!(out, "{who} to decide; legal moves ({}):", legal.len())?;
    write!(out, "{}", move_list(g, legal))?;
    loop {
        write!(out, "{who}> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out, "\ninput ended")?;
            return Ok(Action::Resign);
        }
        let text = line.trim();
        match text {
            "" => continue,
            "help" | "?" => writeln!(out, "{HUMAN_HELP}")?,
            "moves" => write!(out, "{}", move_list(g, legal))?,
            "show" => writeln!(out, "{}", g.diagram().trim_end())?,
            "undo" => return Ok(Action::Undo),
            "resign" => return Ok(Action::Resign),
            _ => match g.parse_move(text) {
                Ok(m) if legal.contains(&m) => return Ok(Action::Move(m)),
                Ok(_) => writeln!(
                    out,
                    "illegal move '{text}': it reads as a move but is not legal here; \
                     `moves` lists the {} legal moves",
                    legal.len()
                )?,
                Err(e) => writeln!(
                    out,
                    "illegal move '{text}': {}; `moves` lists the {} legal moves, `help` the \
                     commands",
                    e.reason,
                    legal.len()
                )?,
            },
        }
    }
}

struct Play {
    white: Side,
    black: Side,
    seed: u64,
    boards: bool,
    /// Print each searched move's iterations and seconds.
    verbose: bool,
    /// Where the game starts (`--position`, `--moves`).
    position: PositionArgs,
}

impl Play {
    fn build<G: Game>(&self) -> [Option<Box<dyn Agent<G>>>; 2] {
        [&self.white, &self.black].map(|s| match s {
            Side::Agent(spec) => Some(spec.build::<G>()),
            Side::Human => None,
        })
    }
}

impl GameVisitor for Play {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let io_err = |e: io::Error| super::io_failed("terminal", e);
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut out = io::stdout().lock();
        let mut g = super::prepare(start, &self.position)?;
        if !g.outcome().is_ongoing() {
            return Err(format!(
                "the game is already over at the given position ({}); give a position where \
                 a side has a move",
                mcts::describe_outcome(g.outcome())
            )
            .into());
        }
        let mut agents = self.build::<G>();
        let mut rngs = [
            rng_from_seed(derive_seed(self.seed, 0)),
            rng_from_seed(derive_seed(self.seed, 1)),
        ];
        // The state before each move, with its mover: `undo` returns to one of them.
        let mut history: Vec<(G, Player)> = Vec::new();
        writeln!(
            out,
            "{} — {}: {}  {}: {}  seed {}",
            g.variant_name(),
            g.player_name(Player::White),
            self.white,
            g.player_name(Player::Black),
            self.black,
            self.seed
        )
        .map_err(io_err)?;
        if self.boards {
            write!(out, "{}", g.diagram()).map_err(io_err)?;
        }
        let mut buf = Vec::new();
        loop {
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let p = g.to_move();
            let i = p.index();
            let m = match agents[i].as_mut() {
                Some(agent) => {
                    let m = agent.select_move(&g, &mut rngs[i]);
                    if !buf.contains(&m) {
                        return Err(format!(
                            "the {} agent returned an illegal move",
                            g.player_name(p)
                        )
                        .into());
                    }
                    m
                }
                None => match human_turn(&g, &buf, &mut input, &mut out).map_err(io_err)? {
                    Action::Move(m) => m,
                    Action::Resign => {
                        let result = if p == Player::White { "0-1" } else { "1-0" };
                        writeln!(
                            out,
                            "Result: {result} resignation ({} resigns) after {} plies",
                            g.player_name(p),
                            g.plies()
                        )
                        .map_err(io_err)?;
                        return Ok(());
                    }
                    Action::Undo => {
                        match history.iter().rposition(|(_, mover)| *mover == p) {
                            Some(k) => {
                                let n = history.len() - k;
                                g = history[k].0.clone();
                                history.truncate(k);
                                // Engines restart from the position (their trees are dropped).
                                agents = self.build::<G>();
                                writeln!(out, "took back {n} move(s)").map_err(io_err)?;
                            }
                            None => writeln!(out, "nothing to undo: you have not moved yet")
                                .map_err(io_err)?,
                        }
                        continue;
                    }
                },
            };
            let text = g.format_move(m);
            for a in agents.iter_mut().flatten() {
                a.observe(&g, m);
            }
            let who = g.player_name(p);
            writeln!(out, "{:>4}. {:<5} {}", g.plies() + 1, who, text).map_err(io_err)?;
            if self.verbose {
                if let Some(s) = agents[i].as_ref().and_then(|a| a.last_search()) {
                    writeln!(
                        out,
                        "      {} iterations in {:.3} s",
                        s.iterations, s.seconds
                    )
                    .map_err(io_err)?;
                }
            }
            history.push((g.clone(), p));
            g.play(m);
            if self.boards {
                write!(out, "{}", g.diagram()).map_err(io_err)?;
            }
        }
        writeln!(
            out,
            "Result: {} after {} plies",
            describe_outcome(g.outcome()),
            g.plies()
        )
        .map_err(io_err)?;
        Ok(())
    }
}

/// Plays one game and prints it; `white` and `black` are agent specs or `human`; with
/// `verbose`, each searched move is followed by the iterations and seconds its search spent.
#[allow(clippy::too_many_arguments)]
pub fn play(
    v: &VariantArgs,
    position: &PositionArgs,
    white: &str,
    black: &str,
    seed: u64,
    boards: bool,
    verbose: bool,
) -> CliResult {
    let params = params(v)?;
    let white = Side::parse(white, &params).map_err(|e| format!("--white: {e}"))?;
    let black = Side::parse(black, &params).map_err(|e| format!("--black: {e}"))?;
    registry::visit(
        &params,
        Play {
            white,
            black,
            seed,
            boards,
            verbose,
            position: position.clone(),
        },
    )
}
