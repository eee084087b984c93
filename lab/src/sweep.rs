//! Self-play over combinations of variant parameters and agent keys (`collapse sweep`, and
//! the candidates of `collapse tune`): [`combinations`] expands `--param KEY=A,B` axes and
//! `key=a|b` agent alternatives into [`Combination`]s, each played as its own self-play
//! tournament ([`crate::records::play_tournament`]) into a CSV shared by all; [`sweep`] takes
//! a [`SweepConfig`] and plays every combination, giving a [`SweepResult`] with the balance
//! table's groups.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use mcts::AgentSpec;
use reports::Balance;
use tournament::{EarlyStop, TournamentConfig};
use variants::registry::{self, Params};

use crate::records::{play_tournament, LabError};

/// One combination: the variant's parameters and the agents (one spec twice for self-play).
#[derive(Clone, Debug)]
pub struct Combination {
    /// The game and its parameter values.
    pub params: Params,
    /// White's and Black's agents of the first game (colours alternate).
    pub agents: Vec<AgentSpec>,
}

impl Combination {
    /// The agents column of [`Balance`]: the spec for self-play, `A / B` (sorted) otherwise.
    pub fn agents_label(&self) -> String {
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
) -> Result<(), String> {
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
            ));
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

/// Every combination of `variant`, the `--param` axes `param_args` (`KEY=A,B`, `KEY=*`) and
/// the `--agent` alternatives `agent_args` (one spec: self-play; two: the first against the
/// second; `key=a|b` alternatives): parameter combinations in axis order (last fastest),
/// then agent combinations.
///
/// Errors (messages name the option): a malformed axis, a parameter value the variant does
/// not accept, a bad agent spec, more than two agents, `games` 0.
pub fn combinations(
    variant: &str,
    param_args: &[String],
    agent_args: &[String],
    games: u32,
) -> Result<Vec<Combination>, String> {
    if games == 0 {
        return Err("--games 0: an empty sweep; give at least 1 game per combination".into());
    }
    if agent_args.is_empty() || agent_args.len() > 2 {
        return Err(format!(
            "give one --agent (self-play) or two (the first against the second), got {}",
            agent_args.len()
        ));
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

/// A sweep: every combination of `variant`, `params` axes and `agents` alternatives as its
/// own self-play tournament of `games` games into the one CSV `out`.
#[derive(Clone, Debug)]
pub struct SweepConfig {
    /// The variant's name.
    pub variant: String,
    /// `KEY=VALUE` (fixed) or `KEY=A,B` / `KEY=*` (an axis) per parameter.
    pub params: Vec<String>,
    /// One agent spec (self-play) or two; `key=a|b` is an axis.
    pub agents: Vec<String>,
    /// Games per combination (colours alternate), at least 1.
    pub games: u32,
    /// The shared CSV; an existing one is refused without `resume`.
    pub out: PathBuf,
    /// A start position text for every game (`None`: the variant's setup).
    pub position: Option<String>,
    /// Play only the games missing from `out`.
    pub resume: bool,
    /// The tournament seed: combination `c`'s game `k` has id `c · games + k`.
    pub seed: u64,
    /// Search threads in total (0 = one per core).
    pub threads: usize,
    /// Draw a progress bar per combination.
    pub progress: bool,
}

/// What a sweep did.
#[derive(Clone, Debug)]
pub struct SweepResult {
    /// The combinations, in sweep order.
    pub combos: Vec<Combination>,
    /// Games played now, skipped (already in the file) and scheduled, over all combinations.
    pub played: u64,
    /// See `played`.
    pub skipped: u64,
    /// See `played`.
    pub scheduled: u64,
    /// Raised when the run was interrupted (`stop`): the CSV is valid, resume finishes it;
    /// `groups` is then empty.
    pub interrupted: bool,
    /// The balance table's rows, one per combination in combination order, with their
    /// branching factors filled in (empty when interrupted).
    pub groups: Vec<Balance>,
    /// Games in the file.
    pub rows: usize,
}

impl SweepResult {
    /// The line on standard error at the end: games played now, already in `out`, in all.
    pub fn played_line(&self, out: &std::path::Path) -> String {
        format!(
            "played {} games ({} already in the file) of {}; results in {}",
            self.played,
            self.skipped,
            self.scheduled,
            out.display()
        )
    }

    /// The balance table of `variant`'s sweep: a title with the combinations and games, the
    /// table ([`reports::render_balance_text`]) and the terminations line.
    pub fn table_text(&self, variant: &str) -> String {
        format!(
            "Sweep of {variant}: {} combination(s), {} games\n{}\nTerminations\n{}",
            self.groups.len(),
            self.rows,
            reports::render_balance_text(&self.groups),
            reports::render_terminations_line(&self.groups)
        )
    }
}

/// Runs the sweep `cfg`: combinations first ([`combinations`]), then each as its own
/// tournament; `log` receives the progress lines (the sweep's and each combination's header).
/// Stops after the combination in flight when `stop` is raised.
///
/// Errors: those of [`combinations`]; an existing `out` without `resume`; a combination's
/// run (its message prefixed with `#C [params]: `); the CSV read back for the table.
pub fn sweep(
    cfg: &SweepConfig,
    stop: &Arc<AtomicBool>,
    log: &mut dyn FnMut(&str),
) -> Result<SweepResult, LabError> {
    let combos = combinations(&cfg.variant, &cfg.params, &cfg.agents, cfg.games)?;
    if cfg.out.exists() && !cfg.resume {
        return Err(LabError::Input(format!(
            "{} exists; give --resume to finish that sweep or choose another --out",
            cfg.out.display()
        )));
    }
    let per_pairs = u64::from(cfg.games).div_ceil(2);
    log(&format!(
        "sweep of {}: {} combination(s) x {} games, seed {}, writing {}",
        cfg.variant,
        combos.len(),
        cfg.games,
        cfg.seed,
        cfg.out.display()
    ));
    let mut res = SweepResult {
        combos: Vec::new(),
        played: 0,
        skipped: 0,
        scheduled: 0,
        interrupted: false,
        groups: Vec::new(),
        rows: 0,
    };
    for (c, combo) in combos.iter().enumerate() {
        log(&format!(
            "#{} [{}] {}",
            c + 1,
            combo.params.canonical(),
            combo.agents_label()
        ));
        let mut t = TournamentConfig::new(
            combo.params.variant.name,
            combo.params.canonical(),
            combo.agents.clone(),
            cfg.out.clone(),
        );
        t.games_per_pairing = cfg.games;
        t.seed = cfg.seed;
        t.threads = cfg.threads;
        t.resume = cfg.resume || c > 0;
        t.first_game_id = c as u64 * u64::from(cfg.games);
        t.first_pair_id = c as u64 * per_pairs;
        t.shared_out = true;
        let s = play_tournament(
            &combo.params,
            t,
            cfg.position.as_deref(),
            None,
            cfg.progress,
            stop,
        )
        .map_err(|e| {
            LabError::Prefixed(
                format!("#{} [{}]: ", c + 1, combo.params.canonical()),
                Box::new(e),
            )
        })?;
        res.played += s.played;
        res.skipped += s.skipped;
        res.scheduled += s.scheduled;
        if s.early_stop == Some(EarlyStop::Interrupted) || stop.load(Ordering::SeqCst) {
            res.interrupted = true;
            res.combos = combos;
            return Ok(res);
        }
    }
    let rows = reports::load(std::slice::from_ref(&cfg.out)).map_err(|e| e.to_string())?;
    let mut groups = reports::balance_groups(&rows, true);
    // Combination order, not completion order.
    let key = |g: &Balance| {
        combos
            .iter()
            .position(|c| c.params.canonical() == g.params && c.agents_label() == g.agents)
            .unwrap_or(usize::MAX)
    };
    groups.sort_by_key(key);
    crate::branching::fill_branching(&mut groups, &rows, true);
    res.groups = groups;
    res.rows = rows.len();
    res.combos = combos;
    Ok(res)
}
