//! `collapse sweep` and `collapse tune`: self-play over combinations of variant parameters and
//! agent keys (issue 12, parts 2 and 3).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use clap::Args;
use mcts::{AgentSpec, Game};
use reports::{Balance, Wdl};
use tournament::{EarlyStop, TournamentConfig};
use variants::registry::{self, GameVisitor, Params};

use super::tournament::{interrupt_flag, resume_command};
use super::CliResult;

/// Arguments of `collapse sweep`.
#[derive(Args, Debug)]
pub struct SweepArgs {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v')]
    pub variant: String,
    /// A parameter as KEY=VALUE (fixed) or KEY=A,B,... (a sweep axis); repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=A[,B...]")]
    pub params: Vec<String>,
    /// The agent spec; a key written KEY=A|B is a sweep axis (e.g. `mcts:ms=100,c=0.1|0.3`).
    /// One --agent plays itself (self-play, colours alternating); a second one plays the first.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agents: Vec<String>,
    /// Games per combination (colours alternate).
    #[arg(long, short = 'g', default_value_t = 20)]
    pub games: u32,
    /// The CSV every combination is written to (the tournament's format; the `params`,
    /// `white` and `black` columns tell the combinations apart).
    #[arg(long, short = 'o')]
    pub out: PathBuf,
    /// Finish an interrupted sweep: play only the games missing from --out.
    #[arg(long)]
    pub resume: bool,
    /// Sweep seed; combination c's game k is seeded from it and its game id c·games + k.
    #[arg(long, short = 's', default_value_t = 1)]
    pub seed: u64,
    /// Search threads in total (0 = one per core), as `collapse tournament --threads`.
    #[arg(long, short = 't', default_value_t = 0)]
    pub threads: usize,
    /// Do not draw a progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// One combination: the variant's parameters and the agents (one spec for self-play).
struct Combination {
    params: Params,
    agents: Vec<AgentSpec>,
}

impl Combination {
    /// The agents column of [`Balance`]: the spec for self-play, `A / B` (sorted) otherwise.
    fn agents_label(&self) -> String {
        let mut s: Vec<String> = self.agents.iter().map(|a| a.to_string()).collect();
        if s.len() == 2 && s[0] == s[1] {
            return s.swap_remove(0);
        }
        s.sort();
        s.join(" / ")
    }
}

/// Every combination of `variant`, the `--param` axes and the `--agent` alternatives:
/// parameter combinations in axis order (last fastest), then agent combinations.
///
/// Errors: a malformed axis, a parameter value the variant does not accept, a bad agent spec
/// (each message names the value), more than two agents, `games` 0.
fn combinations(
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
        ));
    }
    let axes = tournament::parse_axes(param_args)?;
    let mut param_sets = Vec::new();
    for combo in tournament::combinations(&axes) {
        let p = Params::parse(variant, &combo)
            .map_err(|e| format!("--param {}: {e}", combo.join(",")))?;
        param_sets.push(p);
    }
    let spec = registry::find(variant).map_err(|e| e.to_string())?;
    let mut per_agent: Vec<Vec<AgentSpec>> = Vec::new();
    for text in agent_args {
        let mut specs = Vec::new();
        for s in tournament::expand_agent(text)? {
            specs.push(
                spec.parse_agent(&s)
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
    let mut out = Vec::new();
    for p in &param_sets {
        for agents in &agent_sets {
            out.push(Combination {
                params: p.clone(),
                agents: agents.clone(),
            });
        }
    }
    if out.is_empty() {
        return Err("the sweep has no combination; give at least one value per --param".into());
    }
    Ok(out)
}

struct RunOne(TournamentConfig, bool, Arc<AtomicBool>);

impl GameVisitor for RunOne {
    type Output = CliResult<tournament::RunSummary>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        tournament::run_until(&start, &self.0, self.1, &self.2).map_err(|e| e.to_string())
    }
}

/// Replays games (move texts) and sums legal moves and plies ([`tournament::replay_branching`]).
struct Branching<'a>(&'a [String]);

impl GameVisitor for Branching<'_> {
    type Output = Result<(u64, u64), String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let (mut legal, mut plies) = (0, 0);
        for m in self.0 {
            let (l, p) = tournament::replay_branching(&start, m)?;
            legal += l;
            plies += p;
        }
        Ok((legal, plies))
    }
}

/// The mean branching factor of `moves` (games of `variant` with canonical `params`): legal
/// moves summed over every ply / plies, from replaying them. `None` when the variant or
/// parameters are unknown here, a game does not replay, or there is no ply.
pub fn mean_branching(variant: &str, params: &str, moves: &[String]) -> Option<f64> {
    let p = Params::parse(variant, &[params]).ok()?;
    let (legal, plies) = registry::visit(&p, Branching(moves)).ok()?;
    (plies > 0).then(|| legal as f64 / plies as f64)
}

/// Fills in [`Balance::branching`] of every group from the moves of its `rows` (groups as
/// [`reports::balance_groups`] made them, with the same `by_agents`).
pub fn fill_branching(groups: &mut [Balance], rows: &[reports::GameRow], by_agents: bool) {
    for g in groups.iter_mut() {
        let moves: Vec<String> = rows
            .iter()
            .filter(|r| {
                r.variant == g.variant
                    && r.params == g.params
                    && (!by_agents || reports::agents_key(r) == g.agents)
            })
            .map(|r| r.moves.clone())
            .collect();
        g.branching = mean_branching(&g.variant, &g.params, &moves);
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
        ));
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
        let s = registry::visit(&combo.params, RunOne(cfg, !a.quiet, Arc::clone(&stop)))?;
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

/// Arguments of `collapse tune`.
#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v')]
    pub variant: String,
    /// A parameter as KEY=VALUE (fixed) or KEY=A,B,... (candidates); repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=A[,B...]")]
    pub params: Vec<String>,
    /// The self-play agent spec; a key written KEY=A|B adds candidates.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agent: String,
    /// Games in all, over every round and combination.
    #[arg(long, short = 'b')]
    pub budget: u64,
    /// Self-play games per surviving combination and round.
    #[arg(long, default_value_t = 20)]
    pub round: u32,
    /// Seed; game k of combination c is seeded from it, c and k.
    #[arg(long, short = 's', default_value_t = 1)]
    pub seed: u64,
    /// Search threads in total (0 = one per core): games at once = this / the agent's
    /// `threads`; an agent asking for more threads than this is refused.
    #[arg(long, short = 't', default_value_t = 0)]
    pub threads: usize,
}

/// Plays `k` self-play games of `spec` with seeds `seeds`, on up to `threads` threads, and
/// returns White's results.
struct PlayRound<'a> {
    spec: &'a AgentSpec,
    seeds: Vec<u64>,
    threads: usize,
}

impl GameVisitor for PlayRound<'_> {
    type Output = Wdl;
    fn visit<G: Game>(self, start: G) -> Wdl {
        let chunk = self.seeds.len().div_ceil(self.threads.max(1)).max(1);
        let results: Vec<f64> = std::thread::scope(|s| {
            let handles: Vec<_> = self
                .seeds
                .chunks(chunk)
                .map(|seeds| {
                    let start = &start;
                    let spec = self.spec;
                    s.spawn(move || {
                        seeds
                            .iter()
                            .map(|&seed| {
                                let rec = tournament::play_game(start, spec, spec, seed);
                                rec.outcome.score_for(mcts::Player::White).unwrap_or(0.5) as f64
                            })
                            .collect::<Vec<f64>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("a game thread panicked"))
                .collect()
        });
        let mut w = Wdl::default();
        for r in results {
            if r == 1.0 {
                w.wins += 1;
            } else if r == 0.0 {
                w.losses += 1;
            } else {
                w.draws += 1;
            }
        }
        w
    }
}

/// Runs `collapse tune`: the race of [`reports::race`] over the combinations, then the
/// ranking with the games spent per combination.
///
/// Method (see `reports/src/race.rs`): a racing procedure after Hoeffding races (Maron &
/// Moore, NIPS 6, 1994) and F-Race (Birattari et al., GECCO 2002): rounds of `--round`
/// self-play games per surviving combination; after each round every survivor whose 95%
/// Wilson interval of White's score excludes 50% is dropped when another survivor's contains
/// it; it stops when one survives or `--budget` games are spent. Game `k` of combination `c`
/// has the seed `derive_seed(derive_seed(seed, c), k)`.
pub fn tune(a: &TuneArgs) -> CliResult {
    let combos = combinations(&a.variant, &a.params, std::slice::from_ref(&a.agent), 1)?;
    if a.budget == 0 || a.round == 0 {
        return Err("--budget and --round must be at least 1 game".into());
    }
    let threads = tournament::effective_threads(a.threads);
    // The thread cap of tournaments: games at once x search threads per game <= threads.
    for c in &combos {
        tournament::parallel_games(&c.agents, threads).map_err(|e| e.to_string())?;
    }
    eprintln!(
        "tune {}: {} combination(s), rounds of {} games, budget {} games",
        a.variant,
        combos.len(),
        a.round,
        a.budget
    );
    let mut played = vec![0u64; combos.len()];
    let result = reports::race(combos.len(), a.round, a.budget, |i, k| {
        let seeds = (0..u64::from(k))
            .map(|j| mcts::derive_seed(mcts::derive_seed(a.seed, i as u64), played[i] + j))
            .collect();
        played[i] += u64::from(k);
        let c = &combos[i];
        registry::visit(
            &c.params,
            PlayRound {
                spec: &c.agents[0],
                seeds,
                threads: threads / tournament::threads_per_game(&c.agents),
            },
        )
    });
    println!(
        "Race over {} combination(s) of {}: {} rounds, {} games (budget {})",
        combos.len(),
        a.variant,
        result.rounds,
        result.games,
        a.budget
    );
    for (rank, &i) in result.ranking().iter().enumerate() {
        let r = &result.racers[i];
        let (lo, hi) = r.interval();
        let c = &combos[i];
        let status = match r.dropped_in {
            None => "survives".to_string(),
            Some(k) => format!("dropped in round {k}"),
        };
        println!(
            "{:>2}. [{}] {}: {} games, White {:.1}% [{:.1}%, {:.1}%], {status}",
            rank + 1,
            c.params.canonical(),
            c.agents_label(),
            r.wdl.games(),
            100.0 * r.white_score(),
            100.0 * lo,
            100.0 * hi,
        );
    }
    Ok(())
}
