//! Our agent as a UCI engine for orthodox chess (the UCI protocol, Kahlen 2004), for
//! cutechess-cli, fastchess, python-chess or a GUI; `collapse uci` runs [`run`] on standard
//! input and output.
//!
//! Commands: `uci`, `isready` (answered at once, also during a search), `ucinewgame` (drops
//! the kept tree), `setoption` ([`options`]), `position startpos|fen FEN [moves ...]`
//! ([`position`]), `go` ([`go::Go`]: `movetime`, `wtime`/`btime`/`winc`/`binc`/`movestogo`,
//! `nodes`, `depth`, `infinite`, `ponder`, `searchmoves`), `stop`, `ponderhit`, `quit`
//! (mid-search too). The search runs on its own thread ([`search`]) and prints `info` lines
//! ([`go::info_lines`]) and `bestmove` in UCI coordinates (`e2e4`, `e7e8q`), with `ponder M`
//! when its line has a reply. A malformed line is answered with `info string` naming the
//! problem, and the engine stays alive.
//!
//! MCTS keeps its tree between moves: a `position` that extends the last one by the moves
//! played follows them down the tree (tree reuse, as in a tournament).
//!
//! Modules in dependency order: `position` | `go` `options` | `search` | `engine`.

pub mod engine;
pub mod go;
pub mod options;
pub mod position;
pub mod search;

pub use engine::run;
pub use position::uci_move;

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    /// An output the test can read after the engine has finished.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn session(spec: &str, input: &str) -> String {
        let spec = variants::registry::find("chess")
            .unwrap()
            .parse_agent(spec)
            .unwrap();
        let out = Shared::default();
        super::run(spec, 1, input.as_bytes(), out.clone()).unwrap();
        let text = out.0.lock().unwrap().clone();
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn a_session_answers_the_handshake_refusals_and_a_search_without_a_process() {
        let out = session(
            "mcts:iters=50",
            "uci\nisready\nsetoption name Nope value 1\nsetoption name Hash value 0\n\
             position startpos moves e2e5\nposition startpos moves e2e4\ngo nodes 50\n",
        );
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[0].starts_with("id name collapse "), "{out}");
        assert!(out.contains("option name Hash type spin"), "{out}");
        assert!(out.contains("uciok\nreadyok\n"), "{out}");
        assert!(
            out.contains("info string no option 'Nope'; options: Agent, Threads"),
            "{out}"
        );
        assert!(
            out.contains("option Hash: '0' is out of range (expected 1..="),
            "{out}"
        );
        assert!(out.contains("info string move 1: "), "{out}");
        let best = lines
            .iter()
            .find(|l| l.starts_with("bestmove "))
            .expect(&out);
        assert!(out.contains(" nodes 50 "), "{out}");
        assert_eq!(best.split(' ').nth(1).unwrap().len(), 4, "{best}");
    }

    #[test]
    fn end_of_input_answers_the_running_search_of_another_agent() {
        let out = session("alphabeta:depth=1", "position startpos\ngo depth 1\n");
        assert!(out.contains("info time "), "{out}");
        assert!(
            out.lines().last().unwrap().starts_with("bestmove "),
            "{out}"
        );
    }
}
