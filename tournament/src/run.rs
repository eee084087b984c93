//! The parallel tournament runner.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use mcts::Game;

use crate::config::TournamentConfig;
use crate::error::TournamentError;
use crate::play::{play_game, GameRecord};
use crate::record::{prepare, write_flush, CsvRow};
use crate::schedule::{in_shard, schedule, ScheduledGame};

/// What a [`run`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunSummary {
    /// Games of this shard in the schedule.
    pub scheduled: u64,
    /// Games played and written by this run.
    pub played: u64,
    /// Games of this shard skipped because the file already had them (resume).
    pub skipped: u64,
    /// Wall-clock time of the run, file preparation included.
    pub wall_time: Duration,
    /// The output file.
    pub out: PathBuf,
}

/// Points per agent spec string, in first-seen agent order, for the progress message.
struct Scores {
    names: Vec<String>,
    points: Vec<f64>,
}

impl Scores {
    fn new(cfg: &TournamentConfig) -> Scores {
        let mut names: Vec<String> = Vec::new();
        for a in &cfg.agents {
            let s = a.to_string();
            if !names.contains(&s) {
                names.push(s);
            }
        }
        let points = vec![0.0; names.len()];
        Scores { names, points }
    }

    fn add(&mut self, white: &str, black: &str, result: &str) {
        let (w, b) = match result {
            "1-0" => (1.0, 0.0),
            "0-1" => (0.0, 1.0),
            "1/2-1/2" => (0.5, 0.5),
            _ => return,
        };
        for (name, pts) in [(white, w), (black, b)] {
            if let Some(i) = self.names.iter().position(|n| n == name) {
                self.points[i] += pts;
            }
        }
    }

    /// e.g. `mcts 12.5  greedy 7.0  random 0.5`, best first.
    fn message(&self) -> String {
        let mut order: Vec<usize> = (0..self.names.len()).collect();
        order.sort_by(|&a, &b| self.points[b].total_cmp(&self.points[a]));
        order
            .iter()
            .map(|&i| format!("{} {:.1}", self.names[i], self.points[i]))
            .collect::<Vec<_>>()
            .join("  ")
    }
}

/// Runs the tournament `cfg` from the start position `start`.
///
/// Plays every game of the schedule (see [`crate::schedule`]) that belongs to `cfg.shard` and
/// is not already in `cfg.out`, on a rayon pool of `cfg.threads` threads (0 = all cores).
/// Workers take games in `game_id` order; each finished game is sent to the calling thread,
/// which appends it to `cfg.out` as one CSV row (one `write_all`, then flush). Rows appear in
/// completion order, not `game_id` order.
///
/// The output file: created with its header (parent directories too) if missing; if it exists,
/// refused without `cfg.resume`; with `cfg.resume` its header must be [`crate::CSV_HEADER`], a
/// partial last line (a run killed mid-write) is truncated, and every row must belong to this
/// tournament (same variant, params, agents and seed for its `game_id`, `game_id` within the
/// schedule, no duplicates), otherwise the run is refused before any game is played.
///
/// With `progress`, an indicatif bar on stderr shows games done/total for this shard,
/// elapsed time, ETA and the running points per agent (existing rows included).
///
/// Errors: [`TournamentError`] for an invalid config, an output file that exists or cannot be
/// resumed, or an I/O failure (then the games in flight finish, are not written, and the
/// error is returned).
pub fn run<G: Game>(
    start: &G,
    cfg: &TournamentConfig,
    progress: bool,
) -> Result<RunSummary, TournamentError> {
    let t0 = Instant::now();
    cfg.validate()?;
    let sched = schedule(cfg);
    let prepared = prepare(cfg, &sched)?;
    let mut file = prepared.file;
    let path = cfg.out.as_path();

    let mut scores = Scores::new(cfg);
    let done: HashSet<u64> = prepared.existing.iter().map(|r| r.game_id).collect();
    for r in &prepared.existing {
        scores.add(&r.white, &r.black, &r.result);
    }
    let mine: Vec<&ScheduledGame> = sched
        .iter()
        .filter(|g| in_shard(g.game_id, cfg.shard))
        .collect();
    let scheduled = mine.len() as u64;
    let todo: Vec<ScheduledGame> = mine
        .iter()
        .filter(|g| !done.contains(&g.game_id))
        .map(|g| **g)
        .collect();
    let skipped = scheduled - todo.len() as u64;

    let bar = if progress {
        let bar = ProgressBar::new(scheduled).with_position(skipped);
        bar.set_style(
            ProgressStyle::with_template(
                "{bar:30} {pos}/{len} games  {elapsed_precise} elapsed  ETA {eta_precise}  {msg}",
            )
            .expect("the progress template is valid"),
        );
        bar.set_message(scores.message());
        bar.reset_eta();
        bar
    } else {
        ProgressBar::hidden()
    };

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.threads)
        .thread_name(|i| format!("tournament-{i}"))
        .build()
        .map_err(|e| TournamentError::Config(format!("could not start the thread pool: {e}")))?;
    let workers = pool.current_num_threads().min(todo.len()).max(1);
    let next = AtomicUsize::new(0);
    let abort = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(u64, GameRecord)>();

    let mut played = 0u64;
    let mut failure: Option<TournamentError> = None;
    pool.in_place_scope(|s| {
        for _ in 0..workers {
            let tx = tx.clone();
            let (next, abort, todo) = (&next, &abort, &todo);
            s.spawn(move |_| loop {
                if abort.load(Ordering::Relaxed) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(g) = todo.get(i) else { break };
                let rec = play_game(start, &cfg.agents[g.white], &cfg.agents[g.black], g.seed);
                if tx.send((g.game_id, rec)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (game_id, rec) in rx.iter() {
            if failure.is_some() {
                continue; // drain the games in flight, write nothing more
            }
            let row = CsvRow::from_record(cfg, game_id, &rec);
            match write_flush(path, &mut file, &row.to_csv_line()) {
                Ok(()) => {
                    played += 1;
                    scores.add(&row.white, &row.black, &row.result);
                    bar.set_message(scores.message());
                    bar.inc(1);
                }
                Err(e) => {
                    abort.store(true, Ordering::Relaxed);
                    failure = Some(e);
                }
            }
        }
    });
    if let Some(e) = failure {
        bar.abandon();
        return Err(e);
    }
    bar.finish();
    Ok(RunSummary {
        scheduled,
        played,
        skipped,
        wall_time: t0.elapsed(),
        out: cfg.out.clone(),
    })
}
