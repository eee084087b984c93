//! `collapse analyse`: one MCTS search of a position, printing the root statistics (the move
//! chosen, and each root move's visits, share of visits, mean value and solver mark).

use clap::Args;
use mcts::eval::EvalWith;
use mcts::search::{SearchConfig, Searcher};
use mcts::{rng_from_seed, AgentSpec, Game};
use variants::registry::{self, GameVisitor};

use super::range::{whole, MAX_SEED};
use super::{params, prepare, CliResult};
use crate::{PositionArgs, VariantArgs};

/// Arguments of `collapse analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub position: PositionArgs,
    /// The `mcts` spec that searches (see `collapse agents`), e.g. `mcts:ms=200` or
    /// `mcts:iters=5000,heur=qs`.
    #[arg(long, default_value = "mcts:iters=0,ms=1000")]
    pub agent: String,
    /// Root moves to print, most visited first (0..=1000000; 0 = all).
    #[arg(long, default_value_t = 12, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, 1_000_000))]
    pub top: usize,
    /// Seed of the search (0..=18446744073709551615).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
}

struct Analyse<'a>(&'a AnalyseArgs, SearchConfig);

impl GameVisitor for Analyse<'_> {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let (a, cfg) = (self.0, self.1);
        let g = prepare(start, &a.position)?;
        // `eval=material` and `eval=file:PATH` search the game through the wrapper the agents
        // use, so the statistics are those of the evaluation the spec names.
        match EvalWith::for_eval(g.clone(), cfg.eval)? {
            Some(wrapped) => analyse(a, cfg, &wrapped),
            None => analyse(a, cfg, &g),
        }
    }
}

/// Searches `g` with `cfg` and prints the root statistics.
fn analyse<G: Game>(a: &AnalyseArgs, cfg: SearchConfig, g: &G) -> CliResult {
    if !g.outcome().is_ongoing() {
        return Err(format!(
            "the position is already decided ({}); give a position or --moves that leave \
             the game going",
            mcts::describe_outcome(g.outcome())
        )
        .into());
    }
    let mut rng = rng_from_seed(a.seed);
    let t = std::time::Instant::now();
    let r = Searcher::new(cfg).search(g, &mut rng);
    let secs = t.elapsed().as_secs_f64();
    println!("{}", g.diagram());
    println!(
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
        println!("{note}");
    }
    let mut rows = r.children.clone();
    rows.sort_by(|x, y| y.1.cmp(&x.1).then(y.2.total_cmp(&x.2)));
    let total = r.root_visits.max(1) as f64;
    let n = if a.top == 0 { rows.len() } else { a.top };
    println!(
        "{:<16} {:>9} {:>7} {:>7}",
        "move", "visits", "share", "value"
    );
    for (m, visits, value) in rows.iter().take(n) {
        println!(
            "{:<16} {:>9} {:>6.1}% {:>7.3}",
            g.format_move(*m),
            visits,
            100.0 * *visits as f64 / total,
            value
        );
    }
    if rows.len() > n {
        println!("({} more moves; --top 0 prints all)", rows.len() - n);
    }
    Ok(())
}

/// `collapse analyse`: parses the spec (an `mcts` spec only), prepares the position, searches.
pub fn run(a: &AnalyseArgs) -> CliResult {
    let params = params(&a.variant)?;
    let cfg = match params.parse_agent(&a.agent).map_err(|e| e.to_string())? {
        AgentSpec::Mcts(cfg) => cfg,
        other => {
            return Err(format!(
                "--agent must be an mcts spec (e.g. mcts:ms=500), not `{other}`: only MCTS \
                 keeps root statistics to print"
            )
            .into())
        }
    };
    registry::visit(&params, Analyse(a, cfg))
}

/// Why a search given an iteration budget (`iters=N`) ran fewer iterations, as one line for
/// `analyse` to print under the summary; `None` when it ran them all or had no such budget.
/// The reasons, in the order they are checked: the root was proven (MCTS-Solver); the `ms`
/// budget ran out first; under `det=pimc:K` a determinization stopped early (its root proven
/// won, or its game already over: the driver's rule, `mcts/src/search/driver.rs`).
fn short_of_budget(cfg: &SearchConfig, ran: u64, proven: Option<bool>) -> Option<String> {
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
}
