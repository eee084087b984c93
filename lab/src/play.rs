//! One game between two agents, move by move (`collapse play`); either side may be `human`,
//! who types moves in the variant's notation on the input.

use std::io::{self, BufRead, Write};

use mcts::{derive_seed, describe_outcome, rng_from_seed, Agent, AgentSpec, Game, Player};
use variants::registry::{self, GameVisitor, Params};

use crate::position::prepare;

/// A game that could not be played.
#[derive(Debug)]
pub enum PlayError {
    /// A bad input: a position or move list that does not load, a game already over, an
    /// agent that returned an illegal move. The message names the problem and the fix.
    Input(String),
    /// The terminal could not be read or written.
    Io(io::Error),
}

impl From<String> for PlayError {
    fn from(m: String) -> Self {
        PlayError::Input(m)
    }
}

impl From<io::Error> for PlayError {
    fn from(e: io::Error) -> Self {
        PlayError::Io(e)
    }
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Input(m) => f.write_str(m),
            PlayError::Io(e) => write!(f, "{e}"),
        }
    }
}

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
    input: &mut dyn BufRead,
    out: &mut dyn Write,
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

/// One game to play.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    /// The variant and its parameters.
    pub params: Params,
    /// White's side.
    pub white: Side,
    /// Black's side.
    pub black: Side,
    /// The game's seed: side `i`'s random choices come from `derive_seed(seed, i)`.
    pub seed: u64,
    /// Print the board after every move.
    pub boards: bool,
    /// Print each searched move's iterations and seconds.
    pub verbose: bool,
    /// A position text to start from instead of the variant's setup.
    pub position: Option<String>,
    /// Moves played first (space-separated, the variant's notation).
    pub moves: String,
}

/// Plays the game of `cfg`, writing a header line, each move (`   1. White e4`; with
/// `verbose`, the iterations and seconds of each searched move; with `boards`, the board after
/// it) and the result to `out`, reading a human's moves and commands ([`HUMAN_HELP`]) from
/// `input` (its end resigns).
///
/// Errors: [`PlayError::Input`] for a position or move list that does not load (naming
/// `--position` / `--moves`), a game already over there, an agent's illegal move;
/// [`PlayError::Io`] when `input` or `out` fails.
pub fn play(
    cfg: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), PlayError> {
    registry::visit(&cfg.params, Play { cfg, input, out })
}

struct Play<'a> {
    cfg: &'a PlayConfig,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
}

impl PlayConfig {
    fn build<G: Game>(&self) -> [Option<Box<dyn Agent<G>>>; 2] {
        [&self.white, &self.black].map(|s| match s {
            Side::Agent(spec) => Some(spec.build::<G>()),
            Side::Human => None,
        })
    }
}

impl GameVisitor for Play<'_> {
    type Output = Result<(), PlayError>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let Play { cfg, input, out } = self;
        let mut g = prepare(start, cfg.position.as_deref(), &cfg.moves)?;
        if !g.outcome().is_ongoing() {
            return Err(format!(
                "the game is already over at the given position ({}); give a position where \
                 a side has a move",
                mcts::describe_outcome(g.outcome())
            )
            .into());
        }
        let mut agents = cfg.build::<G>();
        let mut rngs = [
            rng_from_seed(derive_seed(cfg.seed, 0)),
            rng_from_seed(derive_seed(cfg.seed, 1)),
        ];
        // The state before each move, with its mover: `undo` returns to one of them.
        let mut history: Vec<(G, Player)> = Vec::new();
        writeln!(
            out,
            "{} — {}: {}  {}: {}  seed {}",
            g.variant_name(),
            g.player_name(Player::White),
            cfg.white,
            g.player_name(Player::Black),
            cfg.black,
            cfg.seed
        )?;
        if cfg.boards {
            write!(out, "{}", g.diagram())?;
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
                None => match human_turn(&g, &buf, input, out)? {
                    Action::Move(m) => m,
                    Action::Resign => {
                        let result = if p == Player::White { "0-1" } else { "1-0" };
                        writeln!(
                            out,
                            "Result: {result} resignation ({} resigns) after {} plies",
                            g.player_name(p),
                            g.plies()
                        )?;
                        return Ok(());
                    }
                    Action::Undo => {
                        match history.iter().rposition(|(_, mover)| *mover == p) {
                            Some(k) => {
                                let n = history.len() - k;
                                g = history[k].0.clone();
                                history.truncate(k);
                                // Engines restart from the position (their trees are dropped).
                                agents = cfg.build::<G>();
                                writeln!(out, "took back {n} move(s)")?;
                            }
                            None => writeln!(out, "nothing to undo: you have not moved yet")?,
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
            writeln!(out, "{:>4}. {:<5} {}", g.plies() + 1, who, text)?;
            if cfg.verbose {
                if let Some(s) = agents[i].as_ref().and_then(|a| a.last_search()) {
                    writeln!(
                        out,
                        "      {} iterations in {:.3} s",
                        s.iterations, s.seconds
                    )?;
                }
            }
            history.push((g.clone(), p));
            g.play(m);
            if cfg.boards {
                write!(out, "{}", g.diagram())?;
            }
        }
        writeln!(
            out,
            "Result: {} after {} plies",
            describe_outcome(g.outcome()),
            g.plies()
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(white: &str, black: &str) -> PlayConfig {
        let params = Params::parse("tictactoe", &[] as &[&str]).unwrap();
        PlayConfig {
            white: Side::parse(white, &params).unwrap(),
            black: Side::parse(black, &params).unwrap(),
            params,
            seed: 3,
            boards: false,
            verbose: false,
            position: None,
            moves: String::new(),
        }
    }

    fn played(cfg: &PlayConfig, input: &str) -> String {
        let mut out = Vec::new();
        play(cfg, &mut input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn two_agents_play_to_a_result_and_a_seed_replays_it() {
        let cfg = config("greedy", "random");
        let text = played(&cfg, "");
        assert!(text.starts_with("tictactoe — "), "{text}");
        assert!(text.contains("   1. "), "{text}");
        assert!(
            text.lines().last().unwrap().starts_with("Result: "),
            "{text}"
        );
        assert_eq!(played(&cfg, ""), text);
    }

    #[test]
    fn a_human_is_refused_an_illegal_move_can_undo_and_resigns_at_the_end_of_input() {
        let cfg = config("human", "random");
        let text = played(&cfg, "9\nundo\n4\nundo\n");
        assert!(text.contains("illegal move '9'"), "{text}");
        assert!(
            text.contains("nothing to undo: you have not moved yet"),
            "{text}"
        );
        assert!(text.contains("took back 2 move(s)"), "{text}");
        assert!(text.contains("input ended"), "{text}");
        assert!(text.contains("Result: 0-1 resignation"), "{text}");
        let mut over = config("random", "random");
        over.moves = "0 3 1 4 2".into();
        let e = play(&over, &mut "".as_bytes(), &mut Vec::new()).unwrap_err();
        assert!(e.to_string().starts_with("the game is already over"), "{e}");
        assert!(Side::parse("nobody", &over.params)
            .unwrap_err()
            .contains("`human`"));
    }
}
