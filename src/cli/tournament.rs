//! `collapse tournament` and `collapse report`.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use clap::Args;
use mcts::{AgentSpec, Game};
use tournament::{parse_shard, Schedule, TournamentConfig};
use variants::registry::{self, GameVisitor};

use super::{params, CliResult};
use crate::VariantArgs;

/// The agents of the default tournament: MCTS against the two baselines. The budget keeps the
/// default run near a minute on 2 cores.
pub const DEFAULT_AGENTS: [&str; 3] = ["mcts:iters=1000", "greedy", "random"];

/// Arguments of `collapse tournament`.
#[derive(Args, Debug)]
pub struct TournamentArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// An agent spec; repeat for each entrant (default: mcts:iters=1000, greedy,
    /// random). See `collapse agents`.
    #[arg(long = "agent", short = 'a', value_name = "SPEC")]
    pub agents: Vec<String>,
    /// Games per pairing (colours alternate within a pairing).
    #[arg(long, short = 'g', default_value_t = 4)]
    pub games: u32,
    /// Tournament seed; game k is seeded from it and k, so any game replays exactly.
    #[arg(long, short = 's', default_value_t = 1)]
    pub seed: u64,
    /// Games played at once (0 = one per core).
    #[arg(long, short = 't', default_value_t = 0)]
    pub threads: usize,
    /// Result CSV (default: results/<variant>-<seed>-<unix time>.csv). An existing file is
    /// refused unless --resume is given.
    #[arg(long, short = 'o')]
    pub out: Option<PathBuf>,
    /// Finish an interrupted tournament: play only the games missing from --out.
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// round-robin (every pair of agents) or gauntlet (the first agent against each other).
    #[arg(long, default_value = "round-robin")]
    pub schedule: String,
    /// Run only slice K of N of the schedule (K/N, 1-based), e.g. for a batch array job;
    /// join the shards' CSVs with `collapse merge`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<String>,
    /// Do not draw a progress bar.
    #[arg(long)]
    pub quiet: bool,
    /// Do not print the report at the end.
    #[arg(long)]
    pub no_report: bool,
}

struct Run(TournamentConfig, bool);

impl GameVisitor for Run {
    type Output = CliResult<tournament::RunSummary>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        tournament::run(&start, &self.0, self.1).map_err(|e| e.to_string())
    }
}

/// Runs the tournament the arguments describe, then prints the report of its CSV.
pub fn run(a: &TournamentArgs) -> CliResult {
    let params = params(&a.variant)?;
    let specs: Vec<String> = if a.agents.is_empty() {
        DEFAULT_AGENTS.iter().map(|s| s.to_string()).collect()
    } else {
        a.agents.clone()
    };
    let agents = specs
        .iter()
        .map(|s| AgentSpec::parse(s).map_err(|e| format!("--agent {s}: {e}")))
        .collect::<CliResult<Vec<_>>>()?;
    let out = a.out.clone().unwrap_or_else(|| {
        let t = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        PathBuf::from(format!(
            "results/{}-{}-{}.csv",
            params.variant.name, a.seed, t
        ))
    });
    let mut cfg =
        TournamentConfig::new(params.variant.name, params.canonical(), agents, out.clone());
    cfg.games_per_pairing = a.games;
    cfg.seed = a.seed;
    cfg.threads = a.threads;
    cfg.resume = a.resume;
    cfg.schedule = a
        .schedule
        .parse::<Schedule>()
        .map_err(|e| format!("--schedule: {e}"))?;
    cfg.shard = a
        .shard
        .as_deref()
        .map(parse_shard)
        .transpose()
        .map_err(|e| e.to_string())?;
    cfg.validate().map_err(|e| e.to_string())?;
    eprintln!(
        "{} [{}]: {} agents, {} games per pairing, seed {}, writing {}",
        params.variant.name,
        params.canonical(),
        cfg.agents.len(),
        cfg.games_per_pairing,
        cfg.seed,
        out.display()
    );
    let summary = registry::visit(&params, Run(cfg, !a.quiet))?;
    eprintln!(
        "played {} games ({} already in the file) in {:.1}s; results in {}",
        summary.played,
        summary.skipped,
        summary.wall_time.as_secs_f64(),
        out.display()
    );
    if !a.no_report {
        report(&[out])?;
    }
    Ok(())
}

/// Prints the report of one or more result CSVs.
pub fn report(files: &[PathBuf]) -> CliResult {
    let rows = reports::load(files).map_err(|e| e.to_string())?;
    let rep = reports::Report::from_rows(&rows);
    print!("{}", reports::render_text(&rep));
    Ok(())
}

/// Joins shard CSVs into one file, sorted by game id.
pub fn merge(inputs: &[PathBuf], out: &Path) -> CliResult {
    let s = tournament::merge(inputs, out).map_err(|e| e.to_string())?;
    eprintln!(
        "merged {} rows from {} files into {}",
        s.rows,
        s.files,
        out.display()
    );
    if !s.missing.is_empty() {
        eprintln!(
            "note: {} game ids are missing (below the highest present)",
            s.missing.len()
        );
    }
    Ok(())
}
