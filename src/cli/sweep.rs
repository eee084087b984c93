//! `collapse sweep`: self-play over combinations of variant parameters and
//! agent keys.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use clap::Args;
use mcts::{AgentSpec, Game};
use reports::Balance;
use tournament::{EarlyStop, TournamentConfig};
use variants::registry::{self, GameVisitor, Params};

use super::branching::fill_branching;
use super::range::{whole, MAX_SEED};
use super::run::{interrupt_flag, resume_command, MAX_GAMES, MAX_THREADS};
use super::{tournament_error, CliResult};

/// Arguments of `collapse sweep`.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v')]
    pub variant: String,
    /// A parameter as KEY=VALUE (fixed) or KEY=A,B,... (a sweep axis; KEY=* every value of
    /// a choice parameter); repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=A[,B...]", long_help = variants::registry::param_help(
        "A parameter as KEY=VALUE (fixed) or KEY=A,B,... (a sweep axis; KEY=* every value of a choice parameter); repeat for several."
    ))]
    pub params: Vec<String>,
    /// The agent spec; a key written KEY=A|B is a sweep axis (e.g. `mcts:ms=100,c=0.1|0.3`).
    /// One --agent plays itself (self-play, colours alternating); a second one plays the first.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agents: Vec<String>,
    /// Games per combination (colours alternate) (1..=1000000000).
    #[arg(long, short = 'g', default_value_t = 20, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, MAX_GAMES)
              .zero_hint("an empty sweep; give at least 1 game per combination"))]
    pub games: u32,
    /// The CSV every combination is written to (the tournament's format; the `params`,
    /// `white` and `black` columns tell the combinations apart).
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// Start every game from this position text (the variant's position format) instead of
    /// the variant's setup; it must load under every parameter combination. Written to the
    /// CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    /// Finish an interrupted sweep: play only the games missing from --out.
    #[arg(long)]
    pub resume: bool,
    /// Sweep seed; combination c's game k is seeded from it and its game id c·games + k
    /// (0..=18446744073709551615).
    #[arg(long, short = 's', default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
    /// Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped),
    /// as `collapse tournament --threads`.
    #[arg(long, short = 't', default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, MAX_THREADS))]
    pub threads: usize,
    /// Do not draw a progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// One combination: the variant's parameters and the agents (one spec for self-play).
pub(super) struct Combination {
    pub(super) params: Params,
    pub(super) agents: Vec<AgentSpec>,
}

impl Combination {
    /// The agents column of [`Balance`]: the spec for self-play, `A / B` (sorted) otherwise.
    pub(super) fn agents_label(&self) -> String {
        let mut s: Vec<String> = self.agents.iter().map(|a| a.to_string()).collect();
        if s.len() == 2 && s[0] == s[1] {
            return s.swap_remove(0);
        }
        s.sort();
        s.join(" / ")
    }
}

/// Replaces an axis value `*` by every declared value of that choice parameter, in declared
/// order (`board=*` on Uncertainty: standard, torus, fiveup, hypertorus).
///
/// Errors: `*` on a parameter that is not a choice (a number range or a text), naming the
/// parameter and its valid values; an unknown parameter is left for [`Params::parse`] to
/// name with the valid ones.
fn expand_all_values(
    spec: &registry::VariantSpec,
    axes: &mut [(String, Vec<String>)],
) -> CliResult {
    for (key, values) in axes.iter_mut() {
        if !values.iter().any(|v| v == "*") {
            continue;
        }
        let Some(p) = spec.params.iter().find(|p| p.name == key) else {
            continue;
        };
        let Some(all) = spec.choice_values(key) else {
            return Err(format!(
                "--param {key}=*: '*' stands for every value of a choice parameter, but {key} \
                 takes {}; list the values to sweep, e.g. {key}=A,B",
                p.allowed()
            )
            .into());
        };
        let mut expanded: Vec<String> = Vec::new();
        for v in values.iter() {
            let add: Vec<String> = if v == "*" {
                all.iter().map(|s| s.to_string()).collect()
            } else {
                vec![v.clone()]
            };
            for a in add {
                if !expanded.contains(&a) {
                    expanded.push(a);
                }
            }
        }
        *values = expanded;
    }
    Ok(())
}

/// Every combination of `variant`, the `--param` axes and the `--agent` alternatives:
/// parameter combinations in axis order (last fastest), then agent combinations.
///
/// Errors: a malformed axis, a parameter value the variant does not accept, a bad agent spec
/// (each message names the value), more than two agents, `games` 0.
pub(super) fn combinations(
    variant: &str,
    param_args: &[String],
    agent_args: &[String],
    games: u32,
) -> CliResult<Vec<Combination>> {
    if games == 0 {
        return Err("--games 0: an empty sweep; give at least 1 game per combination".into());
    }
    if agent_args.is_empty() || agent_args.len() > 2 {
        return Err(format!(
            "give one --agent (self-play) or two (the first against the second), got {}",
            agent_args.len()
        )
        .into());
    }
    // The variant first, so an unknown one is named as such (not as a --param problem).
    let spec = registry::find(variant).map_err(|e| e.to_string())?;
    let mut axes = tournament::parse_axes(param_args)?;
    expand_all_values(spec, &mut axes)?;
    let mut param_sets = Vec::new();
    for combo in tournament::combinations(&axes) {
        let p = Params::parse(variant, &combo)
            .map_err(|e| format!("--param {}: {e}", combo.join(",")))?;
        param_sets.push(p);
    }
    // Agents are parsed per parameter set: a variant's `mcts` defaults may depend on its
    // parameters (`Params::mcts_defaults`). The first set parses first, so a bad spec is
    // named before any game.
    let mut out = Vec::new();
    for p in &param_sets {
        let mut per_agent: Vec<Vec<AgentSpec>> = Vec::new();
        for text in agent_args {
            let mut specs = Vec::new();
            for s in tournament::expand_agent(text)? {
                specs.push(
                    p.parse_agent(&s)
                        .map_err(|e| format!("--agent {text}: '{s}': {e}"))?,
                );
            }
            per_agent.push(specs);
        }
        let agent_sets: Vec<Vec<AgentSpec>> = match per_agent.as_slice() {
            [one] => one.iter().map(|a| vec![a.clone(), a.clone()]).collect(),
            [a, b] => a
                .iter()
                .flat_map(|x| b.iter().map(move |y| vec![x.clone(), y.clone()]))
                .collect(),
            _ => unreachable!("one or two agents checked above"),
        };
        for agents in agent_sets {
            out.push(Combination {
                params: p.clone(),
                agents,
            });
        }
    }
    if out.is_empty() {
        return Err("the sweep has no combination; give at least one value per --param".into());
    }
    Ok(out)
}

/// One combination's self-play tournament to run on the game the registry builds.
pub(super) struct RunOne {
    /// The tournament.
    pub(super) cfg: TournamentConfig,
    /// Draw a progress bar.
    pub(super) progress: bool,
    /// Raised by Ctrl-C: finish the games in flight and stop.
    pub(super) stop: Arc<AtomicBool>,
    /// `--position`: the start position's text.
    pub(super) position: Option<String>,
}

impl GameVisitor for RunOne {
    type Output = CliResult<tournament::RunSummary>;
    fn visit<G: Game>(mut self, start: G) -> Self::Output {
        let (start, text) = super::run::start_from(start, self.position.as_deref())?;
        self.cfg.start = text;
        tournament::run_until(&start, &self.cfg, self.progress, &self.stop)
            .map_err(tournament_error)
    }
}

/// Runs `collapse sweep`: every combination as its own self-play tournament into one shared
/// CSV, then the balance table. Exits 130 after Ctrl-C with the command that resumes.
pub fn run(a: &SweepArgs) -> CliResult {
    let combos = combinations(&a.variant, &a.params, &a.agents, a.games)?;
    if a.out.exists() && !a.resume {
        return Err(format!(
            "{} exists; give --resume to finish that sweep or choose another --out",
            a.out.display()
        )
        .into());
    }
    let per_pairs = u64::from(a.games).div_ceil(2);
    eprintln!(
        "sweep of {}: {} combination(s) x {} games, seed {}, writing {}",
        a.variant,
        combos.len(),
        a.games,
        a.seed,
        a.out.display()
    );
    let stop = interrupt_flag();
    let (mut played, mut skipped, mut scheduled) = (0, 0, 0);
    for (c, combo) in combos.iter().enumerate() {
        eprintln!(
            "#{} [{}] {}",
            c + 1,
            combo.params.canonical(),
            combo.agents_label()
        );
        let mut cfg = TournamentConfig::new(
            combo.params.variant.name,
            combo.params.canonical(),
            combo.agents.clone(),
            a.out.clone(),
        );
        cfg.games_per_pairing = a.games;
        cfg.seed = a.seed;
        cfg.threads = a.threads;
        cfg.resume = a.resume || c > 0;
        cfg.first_game_id = c as u64 * u64::from(a.games);
        cfg.first_pair_id = c as u64 * per_pairs;
        cfg.shared_out = true;
        let s = registry::visit(
            &combo.params,
            RunOne {
                cfg,
                progress: !a.quiet,
                stop: Arc::clone(&stop),
                position: a.position.clone(),
            },
        )
        .map_err(|e| super::CliError {
            message: format!("#{} [{}]: {e}", c + 1, combo.params.canonical()),
            code: e.code,
        })?;
        played += s.played;
        skipped += s.skipped;
        scheduled += s.scheduled;
        if s.early_stop == Some(EarlyStop::Interrupted) || stop.load(Ordering::SeqCst) {
            eprintln!(
                "interrupted after {} of {} games; the CSV is valid. Resume with:\n  {}",
                played + skipped,
                combos.len() as u64 * u64::from(a.games),
                resume_command(&a.out)
            );
            std::process::exit(130);
        }
    }
    eprintln!(
        "played {played} games ({skipped} already in the file) of {scheduled}; results in {}",
        a.out.display()
    );
    let rows = reports::load(std::slice::from_ref(&a.out)).map_err(|e| e.to_string())?;
    let mut groups = reports::balance_groups(&rows, true);
    // Combination order, not completion order.
    let key = |g: &Balance| {
        combos
            .iter()
            .position(|c| c.params.canonical() == g.params && c.agents_label() == g.agents)
            .unwrap_or(usize::MAX)
    };
    groups.sort_by_key(key);
    fill_branching(&mut groups, &rows, true);
    println!(
        "Sweep of {}: {} combination(s), {} games",
        a.variant,
        groups.len(),
        rows.len()
    );
    print!("{}", reports::render_balance_text(&groups));
    println!("\nTerminations");
    print!("{}", reports::render_terminations_line(&groups));
    Ok(())
}
