//! One MCTS search of a position (`collapse analyse`): the move chosen, and each root move's
//! visits, share of visits and mean value, with why the search ran fewer iterations than its
//! budget when it did.

use mcts::eval::EvalWith;
use mcts::search::{SearchConfig, Searcher};
use mcts::{rng_from_seed, AgentSpec, Game};
use variants::registry::{self, GameVisitor, Params};

use crate::position::prepare;

/// One search to run.
#[derive(Clone, Debug)]
pub struct AnalyseConfig {
    /// The variant and its parameters.
    pub params: Params,
    /// A position text to start from (`None`: the variant's start).
    pub position: Option<String>,
    /// Moves played first (space-separated, the variant's notation).
    pub moves: String,
    /// The `mcts` spec that searches (its `eval` key picks the evaluation searched with).
    pub agent: String,
    /// Root moves in the table, most visited first (0: all).
    pub top: usize,
    /// The search's seed.
    pub seed: u64,
}

/// The result of one search, as `collapse analyse` prints it ([`analyse`]).
#[derive(Clone, Debug)]
pub struct Analysis(String);

impl Analysis {
    /// The text: the diagram; a summary line (side to move, best move, iterations, seconds,
    /// iterations a second, nodes, whether the root is proven); the note of
    /// [`short_of_budget`] if any; the table `move visits share value` of the top root moves
    /// and how many more there are.
    pub fn text(&self) -> &str {
        &self.0
    }
}

/// Searches the position of `cfg` once with its `mcts` spec.
///
/// Errors (messages name the fix): an agent that is not an `mcts` spec or not valid for the
/// variant, a position or move list that does not load, a position already decided, an
/// `eval=file:PATH` that cannot be read.
pub fn analyse(cfg: &AnalyseConfig) -> Result<Analysis, String> {
    let search = match cfg
        .params
        .parse_agent(&cfg.agent)
        .map_err(|e| e.to_string())?
    {
        AgentSpec::Mcts(c) => c,
        other => {
            return Err(format!(
                "--agent must be an mcts spec (e.g. mcts:ms=500), not `{other}`: only MCTS \
                 keeps root statistics to print"
            ))
        }
    };
    registry::visit(&cfg.params, Analyse(cfg, search))
}

struct Analyse<'a>(&'a AnalyseConfig, SearchConfig);

impl GameVisitor for Analyse<'_> {
    type Output = Result<Analysis, String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let (a, cfg) = (self.0, self.1);
        let g = prepare(start, a.position.as_deref(), &a.moves)?;
        // `eval=material` and `eval=file:PATH` search the game through the wrapper the agents
        // use, so the statistics are those of the evaluation the spec names.
        match EvalWith::for_eval(g.clone(), cfg.eval)? {
            Some(wrapped) => search(a, cfg, &wrapped),
            None => search(a, cfg, &g),
        }
    }
}

/// Searches `g` with `cfg` and writes the root statistics.
fn search<G: Game>(a: &AnalyseConfig, cfg: SearchConfig, g: &G) -> Result<Analysis, String> {
    use std::fmt::Write;
    if !g.outcome().is_ongoing() {
        return Err(format!(
            "the position is already decided ({}); give a position or --moves that leave \
             the game going",
            mcts::describe_outcome(g.outcome())
        ));
    }
    let mut rng = rng_from_seed(a.seed);
    let t = std::time::Instant::now();
    let r = Searcher::new(cfg).search(g, &mut rng);
    let secs = t.elapsed().as_secs_f64();
    let mut out = String::new();
    let _ = writeln!(out, "{}", g.diagram());
    let _ = writeln!(
        out,
        "{} to move; best {}; {} iterations in {:.3} s ({:.0} it/s), {} nodes; root {}",
        g.to_move().name(),
        g.format_move(r.best),
        r.iterations,
        secs,
        r.iterations as f64 / secs.max(1e-9),
        r.nodes,
        match r.proven {
            Some(true) => "proven won",
            Some(false) => "proven lost",
            None => "not proven",
        }
    );
    if let Some(note) = short_of_budget(&cfg, r.iterations, r.proven) {
        let _ = writeln!(out, "{note}");
    }
    let mut rows = r.children.clone();
    rows.sort_by(|x, y| y.1.cmp(&x.1).then(y.2.total_cmp(&x.2)));
    let total = r.root_visits.max(1) as f64;
    let n = if a.top == 0 { rows.len() } else { a.top };
    let _ = writeln!(
        out,
        "{:<16} {:>9} {:>7} {:>7}",
        "move", "visits", "share", "value"
    );
    for (m, visits, value) in rows.iter().take(n) {
        let _ = writeln!(
            out,
            "{:<16} {:>9} {:>6.1}% {:>7.3}",
            g.format_move(*m),
            visits,
            100.0 * *visits as f64 / total,
            value
        );
    }
    if rows.len() > n {
        let _ = writeln!(out, "({} more moves; --top 0 prints all)", rows.len() - n);
    }
    Ok(Analysis(out))
}

/// Why a search given an iteration budget (`iters=N`) ran fewer iterations, as one line for
/// `analyse` to print under the summary; `None` when it ran them all or had no such budget.
/// The reasons, in the order they are checked: the root was proven (MCTS-Solver); the `ms`
/// budget ran out first; under `det=pimc:K` a determinization stopped early (its root proven
/// won, or its game already over: the driver's rule, `mcts/src/search/driver.rs`).
pub fn short_of_budget(cfg: &SearchConfig, ran: u64, proven: Option<bool>) -> Option<String> {
    let budget = u64::from(cfg.iters);
    if budget == 0 || ran >= budget {
        return None;
    }
    let why = if proven.is_some() {
        "the root was proven, so the search stopped".to_string()
    } else if cfg.ms > 0 {
        format!("the time budget (ms={}) ran out first", cfg.ms)
    } else if let mcts::Determinization::Pimc(k) = cfg.det {
        format!(
            "under det=pimc:{k} a determinization whose root is proven won, or whose game is \
             already over, stops early; a proven one's unspent iterations are counted as wins \
             for its winning move in the visits below"
        )
    } else {
        "the search stopped before its budget".to_string()
    };
    Some(format!(
        "({ran} of the {budget} iterations budgeted: {why})"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_search_says_why_and_a_full_one_says_nothing() {
        let mut cfg = SearchConfig {
            iters: 2000,
            ms: 0,
            ..SearchConfig::default()
        };
        assert_eq!(short_of_budget(&cfg, 2000, None), None);
        let proven = short_of_budget(&cfg, 30, Some(true)).unwrap();
        assert!(
            proven.contains("30 of the 2000") && proven.contains("proven"),
            "{proven}"
        );
        cfg.det = mcts::Determinization::Pimc(4);
        let pimc = short_of_budget(&cfg, 1501, None).unwrap();
        assert!(pimc.contains("det=pimc:4"), "{pimc}");
        cfg.ms = 50;
        let timed = short_of_budget(&cfg, 1501, None).unwrap();
        assert!(timed.contains("ms=50"), "{timed}");
        cfg.iters = 0;
        assert_eq!(short_of_budget(&cfg, 10, None), None);
    }

    #[test]
    fn a_search_prints_its_root_moves_and_refuses_other_agents() {
        let mut cfg = AnalyseConfig {
            params: Params::parse("tictactoe", &[] as &[&str]).unwrap(),
            position: None,
            moves: "4".into(),
            agent: "mcts:iters=300,ms=0".into(),
            top: 3,
            seed: 1,
        };
        let text = analyse(&cfg).unwrap().text().to_string();
        assert!(text.contains("black to move; best "), "{text}");
        assert!(text.contains("300 iterations in"), "{text}");
        assert!(
            text.contains("(5 more moves; --top 0 prints all)"),
            "{text}"
        );
        cfg.agent = "greedy".into();
        assert!(analyse(&cfg)
            .unwrap_err()
            .starts_with("--agent must be an mcts spec"));
    }
}
