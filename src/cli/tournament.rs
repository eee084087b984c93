//! `collapse tournament`, `collapse report` and `collapse merge`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use clap::Args;
use mcts::Game;
use reports::Sprt;
use tournament::{parse_shard, EarlyStop, Openings, Schedule, TournamentConfig};
use variants::registry::{self, GameVisitor};

use super::range::{whole, MAX_SEED};
use super::run::{interrupt_flag, resume_command, MAX_GAMES, MAX_THREADS};
use super::{params, tournament_error, CliError, CliResult};
use crate::VariantArgs;
use lab::position::start_from;

/// The agents of the default tournament: MCTS against alpha-beta and the two one-ply baselines.
/// Iteration and depth budgets (not time) so that every game replays exactly from its seed (its
/// run time is in README.md).
pub const DEFAULT_AGENTS: [&str; 4] = ["mcts:iters=10000", "alphabeta:depth=2", "greedy", "random"];

/// Arguments of `collapse tournament`.
#[derive(Args, Debug)]
pub struct TournamentArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// An agent as SPEC or NAME=SPEC (fastchess style, e.g. `fast=mcts:iters=200`); repeat
    /// for each entrant (default: mcts:iters=10000, alphabeta:depth=2, greedy, random). Unnamed agents get a
    /// short label from the keys in which their specs differ. See `collapse agents`.
    #[arg(long = "agent", short = 'a', value_name = "[NAME=]SPEC")]
    pub agents: Vec<String>,
    /// Games per pairing; games 2m and 2m+1 of a pairing are a pair: one opening, colours
    /// reversed (use an even number so every game has its partner) (1..=1000000000).
    #[arg(long, short = 'g', default_value_t = 4, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, MAX_GAMES).zero_hint("0 schedules no game"))]
    pub games: u32,
    /// Tournament seed; game k is seeded from it and k, so any game replays exactly
    /// (0..=18446744073709551615).
    #[arg(long, short = 's', default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
    /// Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped
    /// with a notice). Games are played at once up to this many divided by the most threads
    /// one agent searches with (`mcts:threads=N`); an agent asking for more than this alone is
    /// refused (exit 2).
    #[arg(long, short = 't', default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, MAX_THREADS))]
    pub threads: usize,
    /// Result CSV (default: results/VARIANT-SEED-UNIXTIME.csv, with -2, -3, ... when that name
    /// is taken). An existing file is refused unless --resume is given.
    #[arg(long, short = 'o')]
    pub out: Option<PathBuf>,
    /// Finish an interrupted tournament: play only the games missing from --out.
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// round-robin (every pair of agents) or gauntlet (the first agent against each other).
    #[arg(long, default_value = "round-robin")]
    pub schedule: String,
    /// Run only slice K of N of the schedule (K/N, 1-based; split by game pair), e.g. for a
    /// batch array job; join the shards' CSVs with `collapse merge`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<String>,
    /// Openings: a file with one move list per line in the variant's notation (blank lines
    /// and lines starting with # are skipped). Both games of a pair play the same line; the
    /// lines are used in an order shuffled by the seed.
    #[arg(long, value_name = "FILE", conflicts_with = "random_opening_plies")]
    pub openings: Option<PathBuf>,
    /// Openings of N random legal moves, drawn from the seed and the pair id, shared by both
    /// games of a pair (1..=100).
    #[arg(long, value_name = "N", allow_negative_numbers = true,
          value_parser = whole::<u32>(1, 100)
              .zero_hint("give at least 1 ply (or leave the option out)"))]
    pub random_opening_plies: Option<u32>,
    /// Start every game from this position text (the variant's position format; `collapse
    /// show --variant V` prints the start position in it) instead of the variant's setup;
    /// openings are played from it. Written to the CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    /// Stop early when a sequential probability ratio test decides between elo0 and elo1
    /// for the first agent against the second (two agents only), e.g.
    /// `elo0=0,elo1=10,alpha=0.05,beta=0.05` (add `model=bayeselo` for cutechess's model;
    /// the default `logistic` uses game pairs).
    #[arg(long, value_name = "elo0=E0,elo1=E1,alpha=A,beta=B")]
    pub sprt: Option<String>,
    /// Do not draw a progress bar.
    #[arg(long)]
    pub quiet: bool,
    /// Do not print the report at the end.
    #[arg(long)]
    pub no_report: bool,
}

/// One tournament to run on the game the registry builds.
struct Run {
    /// The tournament.
    cfg: TournamentConfig,
    /// Draw a progress bar.
    progress: bool,
    /// Raised by Ctrl-C: finish the games in flight and stop.
    stop: Arc<AtomicBool>,
    /// `--openings`: the file and the line number of each of its openings.
    openings: Option<(PathBuf, Vec<usize>)>,
    /// `--position`: the start position's text.
    position: Option<String>,
}

impl GameVisitor for Run {
    type Output = CliResult<tournament::RunSummary>;
    fn visit<G: Game>(mut self, start: G) -> Self::Output {
        let (start, text) = start_from(start, self.position.as_deref())?;
        self.cfg.start = text;
        // Check the openings here to name the file line of a bad one.
        if let (Openings::Lines(lines), Some((path, numbers))) =
            (&self.cfg.openings, &self.openings)
        {
            for (text, n) in lines.iter().zip(numbers) {
                let mut g = start.clone();
                mcts::play_move_list(&mut g, text)
                    .map_err(|e| format!("--openings {}:{n}: {e}", path.display()))?;
                if !g.outcome().is_ongoing() {
                    return Err(format!(
                        "--openings {}:{n}: the game is over after this opening ({}); an \
                         opening must leave the game going",
                        path.display(),
                        mcts::describe_outcome(g.outcome())
                    )
                    .into());
                }
            }
        }
        tournament::run_until(&start, &self.cfg, self.progress, &self.stop)
            .map_err(tournament_error)
    }
}

/// Reads `--openings FILE`: one move list per line; blank lines and `#` comments skipped.
/// Returns the lines and their 1-based line numbers.
fn read_openings(path: &Path) -> CliResult<(Vec<String>, Vec<usize>)> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("--openings {}: cannot read: {e}", path.display()))?;
    let (lines, numbers): (Vec<String>, Vec<usize>) = text
        .lines()
        .map(str::trim)
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(i, l)| (l.to_string(), i + 1))
        .unzip();
    if lines.is_empty() {
        return Err(format!(
            "--openings {}: no opening in the file; expected one move list per line in the \
             variant's notation",
            path.display()
        )
        .into());
    }
    Ok((lines, numbers))
}

/// Runs the tournament the arguments describe, then prints the report of its CSV.
///
/// Exits the process with code 130 after an interrupt (Ctrl-C), once the games in flight are
/// written, printing the command that resumes the tournament.
pub fn run(a: &TournamentArgs) -> CliResult {
    let params = params(&a.variant)?;
    let texts: Vec<String> = if a.agents.is_empty() {
        DEFAULT_AGENTS.iter().map(|s| s.to_string()).collect()
    } else {
        a.agents.clone()
    };
    let mut agents = Vec::new();
    let mut given: Vec<Option<String>> = Vec::new();
    for t in &texts {
        let (name, spec) = reports::split_named_spec(t).map_err(|e| format!("--agent {t}: {e}"))?;
        agents.push(
            params
                .parse_agent(&spec)
                .map_err(|e| format!("--agent {t}: {e}"))?,
        );
        given.push(name);
    }
    let specs: Vec<String> = agents.iter().map(|s| s.to_string()).collect();
    let auto = reports::short_labels(&specs);
    let names: Vec<String> = given
        .into_iter()
        .zip(auto)
        .map(|(g, l)| g.unwrap_or(l))
        .collect();
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| super::default_out(&format!("{}-{}", params.variant.name, a.seed)));
    let mut cfg =
        TournamentConfig::new(params.variant.name, params.canonical(), agents, out.clone());
    cfg.games_per_pairing = a.games;
    cfg.seed = a.seed;
    cfg.threads = a.threads;
    cfg.resume = a.resume;
    cfg.names = names;
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
    let mut opening_lines = None;
    cfg.openings = match (&a.openings, a.random_opening_plies) {
        (Some(path), _) => {
            let (lines, numbers) = read_openings(path)?;
            opening_lines = Some((path.clone(), numbers));
            Openings::Lines(lines)
        }
        (None, Some(0)) => {
            return Err("--random-opening-plies 0: give at least 1 ply (or leave it out)".into())
        }
        (None, Some(n)) => Openings::RandomPlies(n),
        (None, None) => Openings::None,
    };
    cfg.sprt = a
        .sprt
        .as_deref()
        .map(Sprt::parse)
        .transpose()
        .map_err(|e| format!("--sprt: {e}"))?;
    cfg.validate().map_err(|e| e.to_string())?;
    let threads = tournament::effective_threads(cfg.threads);
    if cfg.threads > threads {
        eprintln!(
            "note: --threads {} is more than this machine's {threads} cores; using {threads}",
            cfg.threads
        );
    }
    // Refused (exit 2) when one agent alone searches with more threads than allowed.
    let games_at_once =
        tournament::parallel_games(&cfg.agents, threads).map_err(|e| e.to_string())?;
    eprintln!(
        "{} [{}]: {} agents, {} games per pairing, seed {}, {} thread(s): {} game(s) at once \
         x {} search thread(s) per game, writing {}",
        params.variant.name,
        params.canonical(),
        cfg.agents.len(),
        cfg.games_per_pairing,
        cfg.seed,
        threads,
        games_at_once,
        tournament::threads_per_game(&cfg.agents),
        out.display()
    );
    let w = cfg.names.iter().map(String::len).max().unwrap_or(0);
    for (n, s) in cfg.names.iter().zip(&cfg.agents) {
        eprintln!("  {n:<w$} = {s}");
    }
    if let Some(s) = &cfg.sprt {
        eprintln!(
            "SPRT {} vs {}: {s}, bounds ({:.2}, {:.2})",
            cfg.names[0],
            cfg.names[1],
            s.bounds().0,
            s.bounds().1
        );
    }
    let stop = interrupt_flag();
    let sprt = cfg.sprt;
    let summary = registry::visit(
        &params,
        Run {
            cfg,
            progress: !a.quiet,
            stop: Arc::clone(&stop),
            openings: opening_lines,
            position: a.position.clone(),
        },
    )?;
    eprintln!(
        "played {} games ({} already in the file) in {:.1}s; results in {}",
        summary.played,
        summary.skipped,
        summary.wall_time.as_secs_f64(),
        out.display()
    );
    let done = summary.played + summary.skipped;
    let note = sprt_stop_note(summary.early_stop, summary.sprt, done, summary.scheduled);
    if let Some(n) = &note {
        eprintln!("{n}");
    }
    if !a.no_report {
        print_report(std::slice::from_ref(&out), sprt, note)?;
    }
    let interrupted =
        summary.early_stop == Some(EarlyStop::Interrupted) || stop.load(Ordering::SeqCst);
    if interrupted && done < summary.scheduled {
        eprintln!(
            "interrupted after {done} of {} games; the CSV is valid. Resume with:\n  {}",
            summary.scheduled,
            resume_command(&out)
        );
        std::process::exit(130);
    }
    Ok(())
}

/// Prints the end-of-run report of `files` as `collapse report` does (each game once, rows no
/// game could produce refused, one section per variant and parameter set), with `sprt`
/// applied to its first match and `note` under it.
fn print_report(files: &[PathBuf], sprt: Option<Sprt>, note: Option<String>) -> CliResult {
    let args = super::report::ReportArgs {
        sprt,
        sprt_note: note,
        ..Default::default()
    };
    super::report::run(files, &args)
}

/// The line a tournament stopped by its SPRT prints under the report: the state on every game
/// written (the games in flight at the stop included), as the report computes it from the CSV,
/// so the same games give the same LLR. When those games in flight bring the LLR back inside
/// the bounds, it says so and gives both states, so "stopped" never stands beside "continue"
/// unexplained. `None` unless the SPRT stopped the run.
fn sprt_stop_note(
    early_stop: Option<EarlyStop>,
    state: Option<reports::SprtStatus>,
    done: u64,
    scheduled: u64,
) -> Option<String> {
    use reports::SprtDecision;
    let (Some(EarlyStop::Sprt(at)), Some(st)) = (early_stop, state) else {
        return None;
    };
    Some(if st.decision == SprtDecision::Continue {
        format!(
            "SPRT reached a bound ({at}) and stopped the tournament; the games in flight then, \
             written too, make {done} of {scheduled} scheduled games and bring it back \
             inside: {st}. Undecided: play on with the same command and --resume"
        )
    } else if done < scheduled {
        format!("SPRT stopped the tournament after {done} of {scheduled} scheduled games: {st}")
    } else {
        format!("SPRT decided on the last game: {st}")
    })
}

/// Prints the report of one or more result CSVs (see [`super::report::run`]): each game
/// once, invalid rows refused (or skipped with `skip_invalid`), one section per variant and
/// parameter set (or pooled with `pool`); with `sprt` (`elo0=..,elo1=..`), the SPRT's state
/// for the first agent against the second; with `html`, also writes the HTML page.
pub fn report(
    files: &[PathBuf],
    sprt: Option<&str>,
    html: Option<super::html::HtmlArgs>,
    pool: bool,
    skip_invalid: bool,
    values: &[PathBuf],
) -> CliResult {
    let sprt = sprt
        .map(Sprt::parse)
        .transpose()
        .map_err(|e| format!("--sprt: {e}"))?;
    let args = super::report::ReportArgs {
        sprt,
        sprt_note: None,
        html,
        pool,
        skip_invalid,
        values: values.to_vec(),
    };
    super::report::run(files, &args)
}

/// The CLI error of a failed merge: an input that cannot be read is an input error (exit 2),
/// a failed write of the output exits 1 (see [`tournament_error`]).
fn merge_error(e: tournament::TournamentError, inputs: &[PathBuf]) -> CliError {
    match &e {
        tournament::TournamentError::Io { path, .. } if inputs.contains(path) => {
            CliError::usage(e.to_string())
        }
        _ => tournament_error(e),
    }
}

/// Joins shard CSVs into one file, sorted by game id.
pub fn merge(inputs: &[PathBuf], out: &Path) -> CliResult {
    let s = tournament::merge(inputs, out).map_err(|e| merge_error(e, inputs))?;
    eprintln!(
        "merged {} rows from {} files into {}",
        s.rows,
        s.files,
        out.display()
    );
    if !s.missing.is_empty() {
        let count: u64 = s.missing.iter().map(|(a, b)| b - a + 1).sum();
        let ranges: Vec<String> = s
            .missing
            .iter()
            .map(|&(a, b)| {
                if a == b {
                    a.to_string()
                } else {
                    format!("{a}-{b}")
                }
            })
            .collect();
        eprintln!(
            "note: {count} game id(s) of the {} are missing: {} (a shard not given, or a shard \
             whose run did not finish)",
            if s.whole_schedule {
                "schedule"
            } else {
                "range below the highest id present (these files predate the tournament column, \
                 so trailing games cannot be known)"
            },
            ranges.join(", ")
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use reports::{SprtDecision, SprtStatus};

    fn status(llr: f64, decision: SprtDecision) -> SprtStatus {
        SprtStatus {
            llr,
            lower: -2.94,
            upper: 2.94,
            decision,
            pentanomial: true,
        }
    }

    #[test]
    fn the_stop_note_says_when_the_games_in_flight_undo_the_decision() {
        let h0 = status(-3.01, SprtDecision::AcceptH0);
        // The bound reached, and still reached on every game written.
        let n = sprt_stop_note(Some(EarlyStop::Sprt(h0)), Some(h0), 60, 300).unwrap();
        assert_eq!(
            n,
            "SPRT stopped the tournament after 60 of 300 scheduled games: LLR -3.01 \
             (-2.94, 2.94) on pairs: H0 accepted (lower bound reached)"
        );
        // The games in flight at the stop bring the LLR back inside: both states, and undecided.
        let back = status(-2.59, SprtDecision::Continue);
        let n = sprt_stop_note(Some(EarlyStop::Sprt(h0)), Some(back), 60, 300).unwrap();
        assert!(n.contains("reached a bound (LLR -3.01"), "{n}");
        assert!(n.contains("60 of 300") && n.contains("LLR -2.59"), "{n}");
        assert!(n.contains("Undecided") && n.contains("--resume"), "{n}");
        assert!(!n.contains("stopped the tournament after"), "{n}");
        // Decided on the last scheduled game; no SPRT stop, no note.
        let n = sprt_stop_note(Some(EarlyStop::Sprt(h0)), Some(h0), 300, 300).unwrap();
        assert!(n.starts_with("SPRT decided on the last game"), "{n}");
        assert_eq!(
            sprt_stop_note(Some(EarlyStop::Interrupted), Some(back), 60, 300),
            None
        );
        assert_eq!(sprt_stop_note(None, Some(back), 60, 300), None);
    }
}
