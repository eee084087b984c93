//! The parallel tournament runner.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use mcts::{AgentSpec, Game};
use reports::{Penta, SprtDecision, SprtStatus, Wdl};

use crate::config::TournamentConfig;
use crate::error::TournamentError;
use crate::openings::OpeningBook;
use crate::play::{play_game, GameRecord};
use crate::record::{prepare, write_flush, CsvRow, Prepared};
use crate::schedule::{in_shard, GameList, ScheduledGame};

/// Why a run ended before playing every game of its shard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EarlyStop {
    /// The SPRT reached a bound (its state when it did, on the games written by then).
    Sprt(SprtStatus),
    /// The stop flag was raised (Ctrl-C): no new game was started; games in flight were
    /// finished and written.
    Interrupted,
}

/// What a [`run`] did.
#[derive(Clone, Debug, PartialEq)]
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
    /// Search threads allowed in total: `cfg.threads`, capped at the machine's cores (0 = all
    /// cores).
    pub threads: usize,
    /// Games played at once: `threads` divided by the most threads one agent searches with
    /// (see [`parallel_games`]).
    pub parallel_games: usize,
    /// The SPRT's state on every game in the file at the end (with `cfg.sprt`).
    pub sprt: Option<SprtStatus>,
    /// Set when the run stopped before its shard was complete.
    pub early_stop: Option<EarlyStop>,
}

/// The threads a run uses for `requested` (0 = all cores): never more than the machine's
/// cores (`std::thread::available_parallelism`), so `--threads 99999` cannot exhaust it.
pub fn effective_threads(requested: usize) -> usize {
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    if requested == 0 {
        cores
    } else {
        requested.min(cores)
    }
}

/// Search threads one game of `agents` runs at once: the most threads any one agent searches
/// with (`mcts` key `threads`; 1 for `random`, `greedy` and `alphabeta`). The two players of a
/// game take turns, so their searches never overlap.
pub fn threads_per_game(agents: &[AgentSpec]) -> usize {
    agents
        .iter()
        .map(|a| match a {
            AgentSpec::Mcts(c) => c.threads.max(1) as usize,
            _ => 1,
        })
        .max()
        .unwrap_or(1)
}

/// Games a run of `agents` plays at once under a cap of `threads` search threads in total
/// (see [`effective_threads`]): `threads / threads_per_game(agents)`, so games in parallel
/// times threads per game never exceed the cap ("a tournament never runs
/// more search threads than `--threads` in total").
///
/// Errors: [`TournamentError::Config`] when one agent alone asks for more threads than the
/// cap; the message names the agent, its threads and the cap, and says how to fix it. Such a
/// tournament is refused rather than silently run with fewer threads than its spec says.
pub fn parallel_games(agents: &[AgentSpec], threads: usize) -> Result<usize, TournamentError> {
    let per = threads_per_game(agents);
    if per > threads {
        let spec = agents
            .iter()
            .find(|a| matches!(a, AgentSpec::Mcts(c) if c.threads as usize == per))
            .map(|a| a.to_string())
            .unwrap_or_default();
        return Err(TournamentError::Config(format!(
            "agent '{spec}' searches with threads={per}, more than the {threads} search              thread(s) this tournament may use in total (--threads, capped at the machine's              cores); lower the agent's threads to at most {threads} or raise --threads"
        )));
    }
    Ok((threads / per).max(1))
}

/// Points and results per agent index, plus the SPRT's counts, for progress and stopping.
struct Tally {
    labels: Vec<String>,
    points: Vec<f64>,
    wdl: Vec<Wdl>,
    /// Agent 0's pair counts against agent 1 (two-agent tournaments).
    penta: Penta,
    /// Agent 0's points in the first finished game of each open pair.
    half: HashMap<u64, f64>,
}

impl Tally {
    fn new(cfg: &TournamentConfig) -> Tally {
        let specs: Vec<String> = cfg.agents.iter().map(|a| a.to_string()).collect();
        let labels = if cfg.names.is_empty() {
            reports::short_labels(&specs)
        } else {
            cfg.names.clone()
        };
        let n = cfg.agents.len();
        Tally {
            labels,
            points: vec![0.0; n],
            wdl: vec![Wdl::default(); n],
            penta: Penta::default(),
            half: HashMap::new(),
        }
    }

    fn add(&mut self, g: &ScheduledGame, result: &str) {
        let w = match result {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => return,
        };
        for (i, pts) in [(g.white, w), (g.black, 1.0 - w)] {
            self.points[i] += pts;
            let r = &mut self.wdl[i];
            if pts == 1.0 {
                r.wins += 1;
            } else if pts == 0.0 {
                r.losses += 1;
            } else {
                r.draws += 1;
            }
        }
        let zero = if g.white == 0 { w } else { 1.0 - w };
        match self.half.remove(&g.pair_id) {
            Some(first) => self.penta.add(first, zero),
            None => {
                self.half.insert(g.pair_id, zero);
            }
        }
    }

    fn sprt(&self, cfg: &TournamentConfig) -> Option<SprtStatus> {
        cfg.sprt.map(|s| s.status(&self.wdl[0], Some(&self.penta)))
    }

    /// e.g. `mcts 12.5 greedy 7.0 random 0.5 | mcts Elo +120±80 | LLR 1.20 [-2.94,2.94]`,
    /// best first.
    fn message(&self, cfg: &TournamentConfig) -> String {
        let mut order: Vec<usize> = (0..self.labels.len()).collect();
        order.sort_by(|&a, &b| self.points[b].total_cmp(&self.points[a]));
        let mut m = order
            .iter()
            .map(|&i| format!("{} {:.1}", self.labels[i], self.points[i]))
            .collect::<Vec<_>>()
            .join(" ");
        // The leader's (with two agents: agent 0's) Elo against the field, 95% half width.
        let who = if self.labels.len() == 2 { 0 } else { order[0] };
        if let Some(e) = reports::trinomial(&self.wdl[who]) {
            if e.elo.is_finite() && e.error.is_finite() {
                m.push_str(&format!(
                    " | {} Elo {:+.0}±{:.0}",
                    self.labels[who], e.elo, e.error
                ));
            }
        }
        if let Some(s) = self.sprt(cfg) {
            m.push_str(&format!(
                " | LLR {:.2} ({:.2}, {:.2})",
                s.llr, s.lower, s.upper
            ));
        }
        m
    }
}

/// Sends the writer's acknowledgement of one finished game when dropped (the worker may
/// have gone; then there is nobody to tell).
struct Ack(mpsc::SyncSender<()>);

impl Drop for Ack {
    fn drop(&mut self) {
        let _ = self.0.send(());
    }
}

/// Runs the tournament `cfg` from the start position `start`: [`run_until`] with a stop flag
/// that is never raised.
pub fn run<G: Game>(
    start: &G,
    cfg: &TournamentConfig,
    progress: bool,
) -> Result<RunSummary, TournamentError> {
    run_until(start, cfg, progress, &AtomicBool::new(false))
}

/// Runs the tournament `cfg` from the start position `start` until it is complete, its SPRT
/// decides, or `stop` is raised (e.g. by a Ctrl-C handler).
///
/// Plays every game of the schedule (see [`crate::schedule`]) that belongs to `cfg.shard` and
/// is not already in `cfg.out`, [`parallel_games`] games at once, so that the search threads in
/// use never exceed [`effective_threads`] (a config whose agent alone needs more is refused
/// with [`TournamentError::Config`] before anything is written). Each pair's
/// games start from its opening (see [`crate::Openings`]); the record's `moves` and `plies` include
/// the opening. Workers take games in `game_id` order; each finished game is sent to the
/// calling thread, which appends it to `cfg.out` as one CSV row (one `write_all`, then
/// flush). Rows appear in completion order, not `game_id` order.
///
/// The output file: created with its header (parent directories too) if missing; if it exists,
/// refused without `cfg.resume`; with `cfg.resume` its header must be [`crate::CSV_HEADER`] (or
/// the legacy header, then the file is upgraded), a partial last line (a run killed
/// mid-write) is truncated, and every row must belong to this tournament (same variant,
/// params, agents, names, seed, pair and opening for its `game_id`, `game_id` within the
/// schedule, no duplicates), otherwise the run is refused before any game is played.
///
/// Early stops (reported in [`RunSummary::early_stop`]; rows written stay valid): with
/// `cfg.sprt`, once the SPRT on all rows so far (pairs of agent 0 against agent 1 when it has
/// any, see [`reports::Sprt::status`]) reaches a bound no new game starts; with `stop`
/// raised, likewise. Games in flight are finished and written in both cases.
///
/// With `progress`, an indicatif bar on stderr shows games done/total for this shard,
/// elapsed time, ETA, the running points per agent, the leading agent's Elo with its 95%
/// half width and, with an SPRT, the LLR and its bounds.
///
/// Errors: [`TournamentError`] for an invalid config (including an opening line that is not
/// legal), an output file that exists or cannot be resumed, or an I/O failure (then the games
/// in flight finish, are not written, and the error is returned).
pub fn run_until<G: Game>(
    start: &G,
    cfg: &TournamentConfig,
    progress: bool,
    stop: &AtomicBool,
) -> Result<RunSummary, TournamentError> {
    let t0 = Instant::now();
    cfg.validate()?;
    if !cfg.start.is_empty() && start.position_text() != cfg.start {
        return Err(TournamentError::Config(format!(
            "the configuration's start position is '{}', the game given to run starts from '{}'",
            cfg.start,
            start.position_text()
        )));
    }
    let threads = effective_threads(cfg.threads);
    let games_at_once = parallel_games(&cfg.agents, threads)?;
    let sched = GameList::new(cfg);
    let book = OpeningBook::new(start, cfg)?;
    let prepared = prepare(cfg, &sched)?;
    let mut tally = Tally::new(cfg);
    let skipped = check_existing(cfg, &sched, &book, &prepared, &mut tally)?;
    let done: HashSet<u64> = prepared.existing.iter().map(|r| r.game_id).collect();
    let scheduled = sched.shard_len(cfg.shard);
    let remaining = scheduled - skipped;
    let bar = progress_bar(progress, scheduled, skipped, tally.message(cfg));
    let mut writer = Writer {
        cfg,
        file: prepared.file,
        created: prepared.created,
        tally,
        bar,
        played: 0,
        failure: None,
        early_stop: None,
    };
    if let Some(s) = writer.tally.sprt(cfg) {
        if s.decision != SprtDecision::Continue && remaining > 0 {
            writer.early_stop = Some(EarlyStop::Sprt(s));
        }
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(games_at_once)
        .thread_name(|i| format!("tournament-{i}"))
        .build()
        .map_err(|e| TournamentError::Config(format!("could not start the thread pool: {e}")))
        .map_err(|e| writer.discard(e))?;
    let workers = (games_at_once as u64).min(remaining).max(1) as usize;
    let shared = Workers {
        cfg,
        sched: &sched,
        book: &book,
        done: &done,
        next: AtomicU64::new(0),
        started: AtomicU64::new(0),
        abort: AtomicBool::new(writer.early_stop.is_some()),
    };
    // Bounded: workers may not run ahead of the writer, so an SPRT stop or an interrupt leaves
    // at most the games in flight to finish.
    let (tx, rx) = mpsc::sync_channel::<(Finished, mpsc::SyncSender<()>)>(workers);
    pool.in_place_scope(|s| {
        for _ in 0..workers {
            let tx = tx.clone();
            let shared = &shared;
            s.spawn(move |_| shared.work(&tx));
        }
        drop(tx);
        writer.drain(&rx, &shared, stop);
    });
    let Writer {
        tally,
        bar,
        played,
        failure,
        early_stop,
        ..
    } = writer;
    if let Some(e) = failure {
        bar.abandon();
        return Err(e);
    }
    if early_stop.is_some() {
        bar.abandon();
    } else {
        bar.finish();
    }
    Ok(RunSummary {
        scheduled,
        played,
        skipped,
        wall_time: t0.elapsed(),
        out: cfg.out.clone(),
        threads,
        parallel_games: games_at_once,
        sprt: tally.sprt(cfg),
        early_stop,
    })
}

/// Counts the rows already in the file into `tally` and checks that each row of this shard
/// has its pair's opening; returns how many rows belong to this shard (games to skip).
///
/// Errors: [`TournamentError::ForeignRow`] for a row whose opening is not its pair's.
fn check_existing<G: Game>(
    cfg: &TournamentConfig,
    sched: &GameList,
    book: &OpeningBook<'_, G>,
    prepared: &Prepared,
    tally: &mut Tally,
) -> Result<u64, TournamentError> {
    let mut skipped = 0u64;
    for (r, &line) in prepared.existing.iter().zip(&prepared.lines) {
        let g = sched.get(r.game_id - cfg.first_game_id);
        if in_shard(g.pair_id, cfg.shard) {
            skipped += 1;
            let expected = book.of(g.pair_id)?.1;
            if r.opening != expected {
                let why = if book.redrawn_since(&r.opening) {
                    "its opening leaves the player to move a win at once, which random \
                     openings no longer do (since 2026-11-30): the file was begun by an \
                     earlier build; finish it with that build, or start a new file"
                } else {
                    "were --openings or --random-opening-plies changed?"
                };
                return Err(TournamentError::ForeignRow {
                    path: cfg.out.clone(),
                    line,
                    game_id: r.game_id,
                    detail: format!(
                        "its opening is '{}', this configuration gives pair {} the opening \
                         '{expected}' ({why})",
                        r.opening, g.pair_id,
                    ),
                });
            }
        }
        tally.add(&g, &r.result);
    }
    Ok(skipped)
}

/// The progress bar of a run (hidden without `progress`): games done of `scheduled`, elapsed
/// time, ETA and `message` (points, Elo, LLR).
fn progress_bar(progress: bool, scheduled: u64, skipped: u64, message: String) -> ProgressBar {
    if !progress {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(scheduled).with_position(skipped);
    bar.set_style(
        ProgressStyle::with_template("{bar:20} {pos}/{len} [{elapsed_precise} ETA {eta}] {msg}")
            .expect("the progress template is valid"),
    );
    bar.set_message(message);
    bar.reset_eta();
    bar
}

/// A finished game as a worker sends it: the game, its record and its opening's moves, or
/// the error that kept it from being played.
type Finished = Result<(ScheduledGame, GameRecord, String), TournamentError>;

/// What the workers share: they walk the schedule by index, skipping games of other shards
/// and games the file already has; `started` counts the games actually begun; `abort` stops
/// them starting new ones.
struct Workers<'a, G> {
    cfg: &'a TournamentConfig,
    sched: &'a GameList,
    book: &'a OpeningBook<'a, G>,
    done: &'a HashSet<u64>,
    next: AtomicU64,
    started: AtomicU64,
    abort: AtomicBool,
}

impl<G: Game> Workers<'_, G> {
    /// One worker: plays games until the schedule is done or `abort` is raised. Each finished
    /// game goes to the writer with an acknowledgement channel, and the worker starts no
    /// other game until the writer has written it and updated the SPRT, so a decisive game is
    /// never followed by a game its own worker started meanwhile.
    fn work(&self, tx: &mpsc::SyncSender<(Finished, mpsc::SyncSender<()>)>) {
        let cfg = self.cfg;
        loop {
            if self.abort.load(Ordering::SeqCst) {
                break;
            }
            let i = self.next.fetch_add(1, Ordering::SeqCst);
            if i >= self.sched.len() {
                break;
            }
            let g = self.sched.get(i);
            if !in_shard(g.pair_id, cfg.shard) || self.done.contains(&g.game_id) {
                continue;
            }
            self.started.fetch_add(1, Ordering::SeqCst);
            let finished = self.book.of(g.pair_id).map(|(from, prefix)| {
                let mut rec = play_game(&from, &cfg.agents[g.white], &cfg.agents[g.black], g.seed);
                if !prefix.is_empty() {
                    let mut moves: Vec<String> = prefix.split(' ').map(str::to_string).collect();
                    moves.append(&mut rec.moves);
                    rec.plies = moves.len() as u32;
                    rec.moves = moves;
                }
                (g, rec, prefix)
            });
            let (ack_tx, ack_rx) = mpsc::sync_channel(1);
            if tx.send((finished, ack_tx)).is_err() || ack_rx.recv().is_err() {
                break;
            }
        }
    }
}

/// The single writer of a run: appends each finished game to the CSV as one row, keeps the
/// tally, the progress bar and the SPRT, and decides early stops.
struct Writer<'a> {
    cfg: &'a TournamentConfig,
    file: std::fs::File,
    /// This run created the file (it holds only the header until a game is written).
    created: bool,
    tally: Tally,
    bar: ProgressBar,
    played: u64,
    failure: Option<TournamentError>,
    early_stop: Option<EarlyStop>,
}

impl Writer<'_> {
    /// `e`, after removing the file when this run created it and wrote no game, so the same
    /// command can simply be run again (no header-only file that only --resume takes).
    fn discard(&self, e: TournamentError) -> TournamentError {
        if self.created && self.played == 0 {
            let _ = std::fs::remove_file(&self.cfg.out);
        }
        e
    }

    /// Receives finished games until every worker has stopped: writes each (nothing more
    /// after a failure), raises `workers.abort` on an SPRT decision, a failure or `stop`.
    fn drain<G: Game>(
        &mut self,
        rx: &mpsc::Receiver<(Finished, mpsc::SyncSender<()>)>,
        workers: &Workers<'_, G>,
        stop: &AtomicBool,
    ) {
        loop {
            if stop.load(Ordering::SeqCst) && self.early_stop.is_none() {
                self.early_stop = Some(EarlyStop::Interrupted);
                workers.abort.store(true, Ordering::SeqCst);
                let in_flight = workers.started.load(Ordering::SeqCst) - self.played;
                self.bar.println(format!(
                    "interrupted: starting no new game; finishing the {in_flight} game(s) in \
                     flight (they are written to the CSV)"
                ));
            }
            let (finished, ack) = match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(x) => x,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => break,
            };
            // Acknowledged when this iteration ends (the row written, abort set if decided).
            let _ack = Ack(ack);
            if self.failure.is_some() {
                continue; // drain the games in flight, write nothing more
            }
            match finished.and_then(|(g, rec, opening)| self.write(&g, &rec, &opening)) {
                Ok(()) => {
                    if let Some(s) = self.tally.sprt(self.cfg) {
                        if s.decision != SprtDecision::Continue && self.early_stop.is_none() {
                            self.early_stop = Some(EarlyStop::Sprt(s));
                            workers.abort.store(true, Ordering::SeqCst);
                        }
                    }
                }
                Err(e) => {
                    workers.abort.store(true, Ordering::SeqCst);
                    self.failure = Some(self.discard(e));
                }
            }
        }
    }

    /// Appends game `g` (its record `rec`, begun from `opening`) as one CSV row and counts it.
    fn write(
        &mut self,
        g: &ScheduledGame,
        rec: &GameRecord,
        opening: &str,
    ) -> Result<(), TournamentError> {
        let row = CsvRow::from_record(self.cfg, g, opening, rec);
        write_flush(&self.cfg.out, &mut self.file, &row.to_csv_line())?;
        self.played += 1;
        self.tally.add(g, &row.result);
        self.bar.set_message(self.tally.message(self.cfg));
        self.bar.inc(1);
        Ok(())
    }
}
