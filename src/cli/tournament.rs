//! `collapse tournament`, `collapse report` and `collapse merge`.

use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

use clap::Args;
use lab::tournaments::TournamentRequest;
use reports::Sprt;
use tournament::EarlyStop;

use super::args::{GamesArgs, OutArgs, ResumeArgs, RunArgs, RunHelp, VariantArgs};
use super::range::whole;
use super::run::{exit_interrupted, interrupt_flag};
use super::{params, tournament_error, CliError, CliResult};

/// Arguments of `collapse tournament` (its `--agent` takes several: its own, not `AgentArgs`).
#[derive(Args, Debug)]
pub struct TournamentArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    /// An agent as SPEC or NAME=SPEC (fastchess style, e.g. `fast=mcts:iters=200`); repeat
    /// for each entrant (default: mcts:iters=10000, alphabeta:depth=2, greedy, random). Unnamed agents get a
    /// short label from the keys in which their specs differ. See `collapse agents`.
    #[arg(long = "agent", short = 'a', value_name = "[NAME=]SPEC")]
    pub agents: Vec<String>,
    #[command(flatten)]
    pub games: GamesArgs<TournamentHelp>,
    #[command(flatten)]
    pub run: RunArgs<TournamentHelp>,
    #[command(flatten)]
    pub out: OutArgs<TournamentHelp>,
    #[command(flatten)]
    pub resume: ResumeArgs<TournamentHelp>,
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

/// The help texts and defaults of `collapse tournament`'s shared options ([`RunHelp`]).
#[derive(Debug, Clone)]
pub struct TournamentHelp;

impl RunHelp for TournamentHelp {
    const SEED: &'static str = "Tournament seed; game k is seeded from it and k, so any game replays exactly (0..=18446744073709551615)";
    const THREADS: &'static str = "Search threads in total (0..=1000000; 0 = one per core; more than the cores is capped with a notice). Games are played at once up to this many divided by the most threads one agent searches with (`mcts:threads=N`); an agent asking for more than this alone is refused (exit 2)";
    const GAMES: &'static str = "Games per pairing; games 2m and 2m+1 of a pairing are a pair: one opening, colours reversed (use an even number so every game has its partner) (1..=1000000000)";
    const GAMES_DEFAULT: &'static str = "4";
    const GAMES_ZERO: Option<&'static str> = Some("0 schedules no game");
    const OUT: &'static str = "Result CSV (default: results/VARIANT-SEED-UNIXTIME.csv, with -2, -3, ... when that name is taken). An existing file is refused unless --resume is given";
    const RESUME: &'static str =
        "Finish an interrupted tournament: play only the games missing from --out";
}

/// Runs the tournament the arguments describe ([`lab::tournaments`]), then prints the report
/// of its CSV.
///
/// Exits the process with code 130 after an interrupt (Ctrl-C), once the games in flight are
/// written, printing the command that resumes the tournament.
pub fn run(a: &TournamentArgs) -> CliResult {
    let params = params(&a.variant)?;
    let seed = a.run.seed;
    let out = a.out.or_default(&format!("{}-{seed}", params.variant.name));
    let req = TournamentRequest {
        params,
        agents: a.agents.clone(),
        games: a.games.games,
        seed,
        threads: a.run.threads,
        out: out.clone(),
        resume: a.resume.resume,
        schedule: a.schedule.clone(),
        shard: a.shard.clone(),
        openings: a.openings.clone(),
        random_opening_plies: a.random_opening_plies,
        position: a.position.clone(),
        sprt: a.sprt.clone(),
    };
    let t = req.prepare(&mut |note| eprintln!("{note}"))?;
    for line in t.header_lines() {
        eprintln!("{line}");
    }
    let stop = interrupt_flag();
    let sprt = t.cfg.sprt;
    let summary = t.run(!a.quiet, &stop)?;
    let (lines, note) = lab::tournaments::ending_lines(&summary);
    for line in lines {
        eprintln!("{line}");
    }
    if !a.no_report {
        print_report(std::slice::from_ref(&out), sprt, note)?;
    }
    let done = summary.played + summary.skipped;
    let interrupted =
        summary.early_stop == Some(EarlyStop::Interrupted) || stop.load(Ordering::SeqCst);
    if interrupted && done < summary.scheduled {
        exit_interrupted(
            &format!("after {done} of {} games", summary.scheduled),
            &out,
        );
    }
    Ok(())
}

/// Prints the end-of-run report of `files` as `collapse report` does (each game once, rows no
/// game could produce refused, one section per variant and parameter set), with `sprt`
/// applied to its first match and `note` under it.
fn print_report(files: &[PathBuf], sprt: Option<Sprt>, note: Option<String>) -> CliResult {
    let cfg = lab::report::ReportConfig {
        sprt,
        sprt_note: note,
        ..Default::default()
    };
    let args = super::report::ReportArgs { cfg, html: None };
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
    if let Some(note) = s.missing_note() {
        eprintln!("{note}");
    }
    Ok(())
}
