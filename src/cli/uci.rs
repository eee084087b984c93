//! `collapse uci`: our agent as a UCI engine for orthodox chess, so cutechess-cli or
//! fastchess can run it against any engine (the UCI protocol, Kahlen 2004: `uci`, `isready`,
//! `ucinewgame`, `position startpos|fen ... [moves ...]`, `go`, `quit`).
//!
//! `go` takes `movetime N`, or `wtime`/`btime` (with `winc`/`binc`, `movestogo`): the move
//! gets the remaining time over `movestogo` (30 without it) plus half the increment, less a
//! 50 ms margin, at least 10 ms; `nodes N` becomes an MCTS iteration budget; `depth N` an
//! alpha-beta depth; `infinite` or nothing uses the agent's own budget. The search runs to
//! its budget (`stop` is not needed by the tools, which give budgets). `bestmove` is in UCI
//! coordinates (`e2e4`, `e7e8q`).
//!
//! Options: `Agent` (the whole spec, a `string`) and each everyday key of the agent, declared
//! from its key table ([`mcts::agent::keys`]): a whole number as `spin` with its range, a flag
//! as `check`, a choice as `combo`, a number or a text as `string`. `setoption name K value V`
//! sets the key as a spec's `K=V` would; an unknown name or a value out of range is answered on
//! an `info string` line and changes nothing.

use std::io::{self, BufRead, Write};

use clap::Args;
use mcts::{rng_from_seed, AgentSpec, Budget, Game};
use variants::chess::Chess;
use variants::declare::MoveCapParams;
use variants::registry;

use super::CliResult;

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
pub fn uci_move(g: &Chess, mv: <Chess as Game>::Move) -> String {
    let t = g.format_move(mv);
    let mut s: String = t.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    s.make_ascii_lowercase();
    s
}

/// The position a `position` command describes, or what is wrong with it.
fn position(args: &str) -> Result<Chess, String> {
    let start = Chess::new(&MoveCapParams::default());
    let (setup, moves) = match args.split_once(" moves") {
        Some((s, m)) => (s.trim(), m.trim()),
        None => (args.trim(), ""),
    };
    let mut g = if setup == "startpos" {
        start
    } else if let Some(fen) = setup.strip_prefix("fen") {
        start
            .load_position(fen.trim())
            .map_err(|e| format!("position fen: {e}"))?
    } else {
        return Err(format!("position '{setup}': expected startpos or fen FEN"));
    };
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).map_err(|e| format!("move '{m}': {e}"))?;
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            return Err(format!("move '{m}' is not legal"));
        }
        g.play(mv);
    }
    Ok(g)
}

/// The value after `key` among `go`'s words.
fn go_value(words: &[&str], key: &str) -> Option<u64> {
    let i = words.iter().position(|w| *w == key)?;
    words.get(i + 1)?.parse().ok()
}

/// `base` with the budget a `go` command gives for the side to move in `g`.
fn budgeted(base: &AgentSpec, words: &[&str], g: &Chess) -> AgentSpec {
    let white = g.to_move() == mcts::Player::White;
    let clock = go_value(words, if white { "wtime" } else { "btime" });
    let inc = go_value(words, if white { "winc" } else { "binc" }).unwrap_or(0);
    let ms = go_value(words, "movetime").or_else(|| {
        clock.map(|t| {
            let togo = go_value(words, "movestogo").unwrap_or(30).max(1);
            (t / togo + inc / 2).saturating_sub(50).max(10)
        })
    });
    let mut spec = base.clone();
    match &mut spec {
        AgentSpec::Mcts(c) => {
            if let Some(ms) = ms {
                c.set_budget(Budget { iters: 0, ms });
            } else if let Some(n) = go_value(words, "nodes") {
                c.set_budget(Budget {
                    iters: n.clamp(1, u64::from(u32::MAX)) as u32,
                    ms: 0,
                });
            }
        }
        AgentSpec::AlphaBeta(c) => {
            if let Some(ms) = ms {
                c.ms = ms;
            }
            if let Some(d) = go_value(words, "depth") {
                c.depth = d.clamp(1, 64) as u32;
            }
        }
        _ => {}
    }
    spec
}

/// The `option` lines of `spec`'s agent: `Agent`, then its everyday keys.
fn option_lines(spec: &AgentSpec) -> Vec<String> {
    use mcts::agent::keys::{agent, KeyType};
    let text = spec.to_string();
    let name = text.split(':').next().unwrap_or("");
    let mut lines = vec![format!("option name Agent type string default {text}")];
    let Ok(decl) = agent(name) else {
        return lines;
    };
    for k in (decl.keys)().into_iter().filter(|k| k.everyday) {
        let d = value_in(&text, k.name).unwrap_or(k.default_value.clone());
        lines.push(match k.ty {
            KeyType::Int { lo, hi } => {
                format!(
                    "option name {} type spin default {d} min {lo} max {hi}",
                    k.name
                )
            }
            KeyType::Flag => format!(
                "option name {} type check default {}",
                k.name,
                if d == "1" { "true" } else { "false" }
            ),
            KeyType::Choice(names, _) => {
                let vars: String = names.iter().map(|n| format!(" var {n}")).collect();
                format!("option name {} type combo default {d}{vars}", k.name)
            }
            KeyType::Float { .. } | KeyType::Text(_) => {
                format!("option name {} type string default {d}", k.name)
            }
        });
    }
    lines
}

/// The value of `key` in the canonical spec `text`.
fn value_in(text: &str, key: &str) -> Option<String> {
    let body = text.split_once(':')?.1;
    body.split(',')
        .find_map(|p| p.strip_prefix(&format!("{key}=")).map(str::to_string))
}

/// `spec` after `setoption name NAME value VALUE` (`rest` is what follows `setoption`), or
/// what is wrong: an unknown option, or a value the key refuses (its range).
fn set_option(spec: &AgentSpec, rest: &str) -> Result<AgentSpec, String> {
    let rest = rest.trim();
    let Some(rest) = rest.strip_prefix("name ") else {
        return Err(format!(
            "setoption '{rest}': expected name NAME value VALUE"
        ));
    };
    let (name, value) = match rest.split_once(" value ") {
        Some((n, v)) => (n.trim(), v.trim()),
        None => (rest.trim(), ""),
    };
    let chess = registry::find("chess").map_err(|e| e.to_string())?;
    if name.eq_ignore_ascii_case("agent") {
        return chess
            .parse_agent(value)
            .map_err(|e| format!("option Agent: {e}"));
    }
    let text = spec.to_string();
    // Option names are not case sensitive (UCI protocol, "setoption").
    let names: Vec<String> = option_lines(spec)
        .iter()
        .filter_map(|l| {
            l.strip_prefix("option name ")?
                .split(" type")
                .next()
                .map(str::to_string)
        })
        .collect();
    let Some(name) = names.iter().find(|n| n.eq_ignore_ascii_case(name)) else {
        return Err(format!("no option '{name}'; options: {}", names.join(", ")));
    };
    let value = match value {
        "true" => "1",
        "false" => "0",
        v => v,
    };
    let (agent, body) = text.split_once(':').unwrap_or((text.as_str(), ""));
    let mut pairs: Vec<String> = body
        .split(',')
        .filter(|p| !p.is_empty() && !p.starts_with(&format!("{name}=")))
        .map(str::to_string)
        .collect();
    pairs.push(format!("{name}={value}"));
    chess
        .parse_agent(&format!("{agent}:{}", pairs.join(",")))
        .map_err(|e| format!("option {name}: {e}"))
}

/// Runs the UCI loop on standard input and output until `quit` or the end of input.
///
/// Errors: an agent spec that is not valid for chess (exit 2); a failed write to standard
/// output (exit 1). A bad `position` or an unknown command is answered with `info string`
/// and the loop goes on, as engines do.
pub fn run(a: &UciArgs) -> CliResult {
    let spec = registry::find("chess")
        .map_err(|e| e.to_string())?
        .parse_agent(&a.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    if matches!(spec, AgentSpec::Uci(_)) {
        return Err("--agent uci: give our own agent (mcts, alphabeta, greedy, random)".into());
    }
    let mut spec = spec;
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    let fail = |e: io::Error| super::io_failed("standard output", e);
    let mut game = Chess::new(&MoveCapParams::default());
    let mut rng = rng_from_seed(a.seed);
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| super::io_failed("standard input", e))?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                writeln!(out, "id name collapse {}", env!("CARGO_PKG_VERSION")).map_err(fail)?;
                writeln!(out, "id author the collapse developers").map_err(fail)?;
                for l in option_lines(&spec) {
                    writeln!(out, "{l}").map_err(fail)?;
                }
                writeln!(out, "uciok").map_err(fail)?;
            }
            Some("isready") => writeln!(out, "readyok").map_err(fail)?,
            Some("ucinewgame") => game = Chess::new(&MoveCapParams::default()),
            Some("position") => match position(line.trim_start()["position".len()..].trim()) {
                Ok(g) => game = g,
                Err(e) => writeln!(out, "info string {e}").map_err(fail)?,
            },
            Some("go") => {
                let mut legal = Vec::new();
                game.legal_moves(&mut legal);
                if legal.is_empty() {
                    writeln!(out, "bestmove 0000").map_err(fail)?;
                } else {
                    let mut agent = budgeted(&spec, &words, &game).build::<Chess>();
                    let mv = agent.select_move(&game, &mut rng);
                    writeln!(out, "bestmove {}", uci_move(&game, mv)).map_err(fail)?;
                }
            }
            Some("quit") => break,
            Some("setoption") => {
                match set_option(&spec, line.trim_start()["setoption".len()..].trim()) {
                    Ok(s) => spec = s,
                    Err(e) => writeln!(out, "info string {e}").map_err(fail)?,
                }
            }
            Some("stop") | Some("ponderhit") | None => {}
            Some(other) => writeln!(out, "info string unknown command '{other}'").map_err(fail)?,
        }
        out.flush().map_err(fail)?;
    }
    Ok(())
}
