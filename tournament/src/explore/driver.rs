//! The driver of `collapse explore`: plays the games the allocation asks for, writes them to
//! the tournament CSV, resumes, and runs as one shard of several.

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use mcts::{AgentSpec, Game};

use super::alloc::{in_race, next_step, AllocConfig, End, Step, Tally};
use super::lines::Line;
use crate::config::fnv1a;
use crate::error::TournamentError;
use crate::play::{play_game, GameRecord};
use crate::record::{header_line, lock, parse_rows, truncate, write_flush, CsvRow};
use crate::run::{effective_threads, parallel_games};

/// Game ids of an exploration: game `k` (0-based) of line `i` has the id
/// `i * EXPLORE_STRIDE + k`, its pair id is its game id (every game is its own "pair": the
/// colours are fixed by the line), and its seed is `derive_seed(seed, id)`. So ids never
/// collide whatever the budget, and a run resumed with a larger `--games` finds each line's
/// games where it left them. A line gets at most this many games.
pub const EXPLORE_STRIDE: u64 = 1_000_000;

/// The prefix of the `tournament` column of every explore row; `merge` lists no missing ids
/// for such rows (an adaptive run has no fixed schedule).
pub const EXPLORE_PREFIX: &str = "explore;";

/// Everything that defines an exploration run.
///
/// The games (ids, seeds, lines) depend only on `variant`, `params`, `agent`, `lines` and
/// `seed` (they make the CSV `tournament` column, [`ExploreConfig::tournament_id`]);
/// `alloc` decides how many of them are played; `threads`, `shard`, `resume` and `out` change
/// where and how they are played, never what is played.
#[derive(Clone, Debug)]
pub struct ExploreConfig {
    /// The variant's registry name (CSV `variant`).
    pub variant: String,
    /// The variant's canonical parameters (CSV `params`).
    pub params: String,
    /// The agent that plays both sides (self-play).
    pub agent: AgentSpec,
    /// The lines, see [`super::enumerate`].
    pub lines: Vec<Line>,
    /// How games are allocated.
    pub alloc: AllocConfig,
    /// The exploration seed.
    pub seed: u64,
    /// Search threads in total (0 = all cores), as for a tournament.
    pub threads: usize,
    /// The CSV every game is appended to.
    pub out: PathBuf,
    /// Continue an existing `out` instead of refusing it.
    pub resume: bool,
    /// `Some((k, n))`: play only the games with `game_id % n == k - 1`, reading the other
    /// shards' games from the `.csv` files beside `out` (see [`explore`]).
    pub shard: Option<(u32, u32)>,
    /// The position text the lines start from (`--position`), empty for the variant's start
    /// position; written to the CSV `start` column.
    pub start: String,
}

impl ExploreConfig {
    /// The CSV `tournament` value of every game of this exploration:
    /// `explore;seed=S;agent=HASH;lines=N:HASH;stride=1000000` (64-bit FNV-1a hashes of the
    /// agent's canonical spec and of the lines), then `;start=HASH` when the lines start
    /// from a position text. Shards of one exploration share it.
    pub fn tournament_id(&self) -> String {
        let lines: Vec<String> = self.lines.iter().map(Line::text).collect();
        let start = match self.start.as_str() {
            "" => String::new(),
            s => format!(";start={:016x}", fnv1a(s)),
        };
        format!(
            "{EXPLORE_PREFIX}seed={};agent={:016x};lines={}:{:016x};stride={EXPLORE_STRIDE}{start}",
            self.seed,
            fnv1a(&self.agent.to_string()),
            lines.len(),
            fnv1a(&lines.join("\n"))
        )
    }

    /// The id of game `k` of line `line`.
    pub fn game_id(line: usize, k: u64) -> u64 {
        line as u64 * EXPLORE_STRIDE + k
    }

    /// The sibling groups: the indices of the lines with the same parent, in line order.
    pub fn groups(&self) -> Vec<Vec<usize>> {
        let mut order: Vec<String> = Vec::new();
        let mut by: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, l) in self.lines.iter().enumerate() {
            let p = l.parent();
            if !by.contains_key(&p) {
                order.push(p.clone());
            }
            by.entry(p).or_default().push(i);
        }
        order
            .into_iter()
            .map(|p| by.remove(&p).unwrap_or_default())
            .collect()
    }
}

/// Why an exploration ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ExploreEnd {
    /// The allocation stopped (answer found, every line narrow, or the budget spent).
    Alloc(End),
    /// The stop flag was raised (Ctrl-C): the games in flight were finished and written.
    Interrupted,
}

/// What an [`explore`] run did.
#[derive(Clone, Debug, PartialEq)]
pub struct ExploreSummary {
    /// White's results per line (the games the allocation counted).
    pub stats: Vec<Tally>,
    /// Rounds completed (round 0 gives every line its first games).
    pub rounds: u64,
    /// Why the run ended.
    pub end: ExploreEnd,
    /// Games played and written by this run.
    pub played: u64,
    /// Games that were in `out` when the run began.
    pub in_file: u64,
    /// Games of other shards read from the files beside `out` (sharded runs).
    pub from_shards: u64,
    /// Games in the files that the allocation did not reach (a run with a larger budget
    /// played them).
    pub unused: u64,
    /// Wall time of the run.
    pub wall_time: Duration,
}

/// White's score of a CSV result, or `None`.
fn score_of(result: &str) -> Option<f64> {
    match result {
        "1-0" => Some(1.0),
        "0-1" => Some(0.0),
        "1/2-1/2" => Some(0.5),
        _ => None,
    }
}

/// Checks that `row` (at `path:line`) is a game of `cfg` and returns White's score; `Ok(None)`
/// when the row belongs to another exploration or tournament and `foreign_ok` (a file beside
/// a shard's output).
fn check_row(
    cfg: &ExploreConfig,
    id: &str,
    path: &Path,
    line: u64,
    row: &CsvRow,
    foreign_ok: bool,
) -> Result<Option<f64>, TournamentError> {
    let foreign = |detail: String| TournamentError::ForeignRow {
        path: path.to_path_buf(),
        line,
        game_id: row.game_id,
        detail,
    };
    if row.tournament != id {
        if foreign_ok {
            return Ok(None);
        }
        return Err(foreign(format!(
            "it belongs to '{}', this exploration is '{id}' (were --seed, --agent, --depth, \
             --top or the variant changed? resume with the arguments of the run that wrote \
             the file, or choose another --out)",
            row.tournament
        )));
    }
    let spec = cfg.agent.to_string();
    if row.variant != cfg.variant || row.params != cfg.params {
        return Err(foreign(format!(
            "its variant is '{}' [{}], this exploration's is '{}' [{}]",
            row.variant, row.params, cfg.variant, cfg.params
        )));
    }
    if row.white != spec || row.black != spec {
        return Err(foreign(format!(
            "it is {} vs {}, this exploration is {spec} self-play",
            row.white, row.black
        )));
    }
    let i = (row.game_id / EXPLORE_STRIDE) as usize;
    let Some(l) = cfg.lines.get(i) else {
        return Err(TournamentError::GameIdOutOfRange {
            path: path.to_path_buf(),
            line,
            game_id: row.game_id,
            total: cfg.lines.len() as u64 * EXPLORE_STRIDE,
        });
    };
    if row.opening != l.text() {
        return Err(foreign(format!(
            "its opening is '{}', line {} of this exploration is '{}'",
            row.opening,
            i + 1,
            l.text()
        )));
    }
    if row.seed != mcts::derive_seed(cfg.seed, row.game_id) {
        return Err(foreign(format!(
            "its seed is {}, this exploration gives it {}",
            row.seed,
            mcts::derive_seed(cfg.seed, row.game_id)
        )));
    }
    score_of(&row.result)
        .map(Some)
        .ok_or_else(|| TournamentError::BadRow {
            path: path.to_path_buf(),
            line,
            detail: format!("result '{}' is not 1-0, 0-1 or 1/2-1/2", row.result),
        })
}

/// Opens `cfg.out`: creates it with the header, or with `resume` reads its rows (a partial
/// last line, from a run killed mid-write, is cut off). Returns the file open for appending,
/// White's score per game id, and whether the file was created.
fn open_out(
    cfg: &ExploreConfig,
    id: &str,
) -> Result<(File, HashMap<u64, f64>, bool), TournamentError> {
    let path = cfg.out.as_path();
    let append = || {
        OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| TournamentError::io(path, "open the file for appending", e))
    };
    match fs::metadata(path) {
        Ok(md) if md.is_dir() => Err(TournamentError::OutIsDir {
            path: path.to_path_buf(),
        }),
        Ok(md) if !md.is_file() => Err(TournamentError::Config(format!(
            "{}: not a regular file; give --out a file path",
            path.display()
        ))),
        Ok(_) if !cfg.resume => Err(TournamentError::OutExists {
            path: path.to_path_buf(),
        }),
        Ok(_) => {
            // The lock first, as a tournament's resume takes it (`record::lock`).
            let guard = append()?;
            lock(path, &guard)?;
            let bytes =
                fs::read(path).map_err(|e| TournamentError::io(path, "read the file", e))?;
            let complete = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
            let mut results = HashMap::new();
            if complete == 0 {
                // Killed while writing the header: start again.
                truncate(path, 0)?;
                let mut f = guard;
                write_flush(path, &mut f, &header_line())?;
                return Ok((f, results, false));
            }
            let mut first_line: HashMap<u64, u64> = HashMap::new();
            for (line, row) in parse_rows(path, &bytes[..complete])? {
                if let Some(first) = first_line.insert(row.game_id, line) {
                    return Err(TournamentError::DuplicateGameId {
                        path: path.to_path_buf(),
                        line,
                        first_line: first,
                        game_id: row.game_id,
                    });
                }
                if let Some(x) = check_row(cfg, id, path, line, &row, false)? {
                    results.insert(row.game_id, x);
                }
            }
            if complete < bytes.len() {
                truncate(path, complete as u64)?;
            }
            Ok((guard, results, false))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                fs::create_dir_all(parent)
                    .map_err(|e| TournamentError::io(parent, "create the output directory", e))?;
            }
            let mut f = OpenOptions::new()
                .append(true)
                .create_new(true)
                .open(path)
                .map_err(|e| TournamentError::io(path, "create the file", e))?;
            lock(path, &f)?;
            write_flush(path, &mut f, &header_line())?;
            Ok((f, HashMap::new(), true))
        }
        Err(e) => Err(TournamentError::io(path, "inspect the file", e)),
    }
}

/// The games of the other shards: every `.csv` file beside `cfg.out` (not `out` itself) is
/// read up to its last complete line, and its rows of this exploration are added to
/// `results`; files that are not tournament CSVs and rows of other runs are ignored. `seen`
/// remembers each file's length so an unchanged file is not read again.
fn read_siblings(
    cfg: &ExploreConfig,
    id: &str,
    results: &mut HashMap<u64, f64>,
    seen: &mut HashMap<PathBuf, u64>,
) -> Result<u64, TournamentError> {
    let dir = match cfg.out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let own = cfg.out.file_name();
    let entries =
        fs::read_dir(&dir).map_err(|e| TournamentError::io(&dir, "list the shard directory", e))?;
    let mut added = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "csv") || path.file_name() == own {
            continue;
        }
        let Ok(len) = entry.metadata().map(|m| m.len()) else {
            continue;
        };
        if seen.get(&path) == Some(&len) {
            continue;
        }
        let Ok(bytes) = fs::read(&path) else { continue };
        seen.insert(path.clone(), bytes.len() as u64);
        let complete = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let Ok(rows) = parse_rows(&path, &bytes[..complete]) else {
            continue;
        };
        for (line, row) in rows {
            if let Some(x) = check_row(cfg, id, &path, line, &row, true)? {
                if results.insert(row.game_id, x).is_none() {
                    added += 1;
                }
            }
        }
    }
    Ok(added)
}

/// The leading and trailing lines for the progress bar.
fn race_message(cfg: &ExploreConfig, stats: &[Tally], round: u64) -> String {
    let played: Vec<usize> = (0..stats.len()).filter(|&i| stats[i].games() > 0).collect();
    let Some(&lead) = played.iter().max_by(|&&a, &&b| {
        stats[a]
            .score()
            .total_cmp(&stats[b].score())
            .then(b.cmp(&a))
    }) else {
        return format!("{} lines", stats.len());
    };
    let trail = *played
        .iter()
        .min_by(|&&a, &&b| {
            stats[a]
                .score()
                .total_cmp(&stats[b].score())
                .then(a.cmp(&b))
        })
        .unwrap_or(&lead);
    let show = |i: usize| {
        format!(
            "{} {:.1}% ({})",
            cfg.lines[i].text(),
            100.0 * stats[i].score(),
            stats[i].games()
        )
    };
    format!(
        "{} of {} lines in the race | lead {} | trail {}",
        in_race(&cfg.alloc, stats, round),
        stats.len(),
        show(lead),
        show(trail)
    )
}

/// Runs the exploration `cfg` from `start` until the allocation stops or `stop` is raised.
///
/// The lines' start positions are built first (a line that is not legal from `start` is an
/// error). Then round after round the allocation ([`super::next_step`]) names the games to
/// add; the games the results lack are played self-play by `cfg.agent`, [`parallel_games`]
/// at once with the tournament's rules for `--threads` ([`play_game`]), and each is appended
/// to `out` as one tournament CSV row as soon as it ends (`opening` = the line, `moves`
/// starting with it, `pair_id` = `game_id`, `tournament` = [`ExploreConfig::tournament_id`]).
/// The allocation sees a game's result only once the whole round is in, so its decisions
/// depend on the results alone, never on timing: a resumed or sharded run makes the same
/// decisions and plays the same games as one uninterrupted run.
///
/// `resume`: the rows already in `out` are checked (same exploration, no duplicate id) and
/// their games are not played again; the allocation is replayed from them.
///
/// `shard = Some((k, n))`: this run plays only the games with `game_id % n == k - 1`; after
/// its part of a round it waits (polling every 50 ms) until the other shards' games of the
/// round are in the `.csv` files beside `out` (the other shards write their `--out` into the
/// same directory, on a shared filesystem), then goes on with the next round. The shards'
/// files together hold the games of the unsharded run; `merge` joins them.
///
/// With `progress`, an indicatif bar shows games allotted of the budget, the lines still in
/// the race and the leading and trailing lines.
///
/// Errors: [`TournamentError`] for a bad configuration (the budget, the threads, a shard),
/// an `out` that exists without `resume` or holds rows of another run, or an I/O failure.
pub fn explore<G: Game>(
    start: &G,
    cfg: &ExploreConfig,
    progress: bool,
    stop: &AtomicBool,
) -> Result<ExploreSummary, TournamentError> {
    let t0 = Instant::now();
    cfg.alloc.check(cfg.lines.len())?;
    if let Some((k, n)) = cfg.shard {
        if n == 0 || k == 0 || k > n {
            return Err(TournamentError::Config(format!(
                "bad shard {k}/{n}: expected K/N with 1 <= K <= N"
            )));
        }
    }
    let threads = effective_threads(cfg.threads);
    let at_once = parallel_games(std::slice::from_ref(&cfg.agent), threads)?;
    let mut starts = Vec::with_capacity(cfg.lines.len());
    for l in &cfg.lines {
        let mut g = start.clone();
        mcts::play_move_list(&mut g, &l.text())
            .map_err(|e| TournamentError::Config(format!("line '{}': {e}", l.text())))?;
        starts.push(g);
    }
    let id = cfg.tournament_id();
    let (mut file, mut results, created) = open_out(cfg, &id)?;
    let in_file = results.len() as u64;
    let mut seen = HashMap::new();
    let mut from_shards = 0;
    if cfg.shard.is_some() {
        from_shards += read_siblings(cfg, &id, &mut results, &mut seen)?;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(at_once)
        .thread_name(|i| format!("explore-{i}"))
        .build()
        .map_err(|e| TournamentError::Config(format!("could not start the thread pool: {e}")))?;
    let bar = if progress {
        let b = ProgressBar::new(cfg.alloc.budget);
        b.set_style(
            ProgressStyle::with_template("{bar:20} {pos}/{len} [{elapsed_precise}] {msg}")
                .expect("the progress template is valid"),
        );
        b
    } else {
        ProgressBar::hidden()
    };
    let n = cfg.lines.len();
    let mut stats = vec![Tally::default(); n];
    let mut round = 0u64;
    let mut played = 0u64;
    // The note about shards that do not appear is printed once per run.
    let mut warned = false;
    let end = loop {
        let plan = match next_step(&cfg.alloc, &stats, round) {
            Step::Done(end) => break ExploreEnd::Alloc(end),
            Step::Play(plan) => plan,
        };
        let ids: Vec<(usize, u64)> = plan
            .iter()
            .flat_map(|&(i, k)| {
                let have = stats[i].games();
                (have..have + k).map(move |j| (i, ExploreConfig::game_id(i, j)))
            })
            .collect();
        let mine: Vec<(usize, u64)> = ids
            .iter()
            .copied()
            .filter(|&(_, g)| !results.contains_key(&g))
            .filter(|&(_, g)| {
                cfg.shard
                    .is_none_or(|(k, n)| g % u64::from(n) == u64::from(k - 1))
            })
            .collect();
        if !mine.is_empty() {
            let r = play_round(cfg, &starts, &mine, &pool, &mut file, &bar, stop);
            for (g, x) in &r.written {
                results.insert(*g, *x);
            }
            played += r.written.len() as u64;
            if let Some(e) = r.failure {
                bar.abandon();
                if created && played == 0 {
                    let _ = fs::remove_file(&cfg.out);
                }
                return Err(e);
            }
        }
        if stop.load(Ordering::SeqCst) {
            break ExploreEnd::Interrupted;
        }
        // A shard waits for the others' part of the round.
        let mut waited = false;
        let wait_start = Instant::now();
        while ids.iter().any(|(_, g)| !results.contains_key(g)) {
            if stop.load(Ordering::SeqCst) {
                break;
            }
            if cfg.shard.is_none() {
                return Err(TournamentError::Config(format!(
                    "round {round}: games of the round were not played (a bug; the CSV {} is \
                     valid, --resume goes on)",
                    cfg.out.display()
                )));
            }
            if !warned && wait_start.elapsed() > Duration::from_secs(30) {
                let (k, n) = cfg.shard.unwrap_or((1, 1));
                bar.println(format!(
                    "shard {k}/{n}: waiting 30 s for the other shards' games of round {round} in \
                     the .csv files beside {}; are all {n} shards running with the same \
                     arguments and their --out in this directory? (Ctrl-C stops; --resume \
                     goes on later)",
                    cfg.out.display()
                ));
                warned = true;
            }
            if !waited {
                let missing = ids.iter().filter(|(_, g)| !results.contains_key(g)).count();
                bar.set_message(format!(
                    "round {round}: waiting for {missing} game(s) of the other shards"
                ));
                waited = true;
            }
            std::thread::sleep(Duration::from_millis(50));
            from_shards += read_siblings(cfg, &id, &mut results, &mut seen)?;
        }
        if stop.load(Ordering::SeqCst) {
            break ExploreEnd::Interrupted;
        }
        for &(i, g) in &ids {
            stats[i].add(results[&g]);
        }
        round += 1;
        bar.set_position(stats.iter().map(Tally::games).sum());
        bar.set_message(race_message(cfg, &stats, round));
    };
    if end == ExploreEnd::Interrupted {
        bar.abandon();
    } else {
        bar.finish();
    }
    let counted: u64 = stats.iter().map(Tally::games).sum();
    Ok(ExploreSummary {
        stats,
        rounds: round,
        end,
        played,
        in_file,
        from_shards,
        unused: (results.len() as u64).saturating_sub(counted),
        wall_time: t0.elapsed(),
    })
}

/// What [`play_round`] did: the games written (id, White's score) and the first failure.
struct RoundResult {
    written: Vec<(u64, f64)>,
    failure: Option<TournamentError>,
}

/// Plays the games `mine` (line, game id) on `pool`, appending each to `file` as it ends.
/// With `stop` raised no new game starts; games in flight are finished and written. After a
/// write failure nothing more is written.
fn play_round<G: Game>(
    cfg: &ExploreConfig,
    starts: &[G],
    mine: &[(usize, u64)],
    pool: &rayon::ThreadPool,
    file: &mut File,
    bar: &ProgressBar,
    stop: &AtomicBool,
) -> RoundResult {
    let abort = AtomicBool::new(false);
    let id = cfg.tournament_id();
    let (tx, rx) = mpsc::channel::<(usize, u64, GameRecord)>();
    let mut out = RoundResult {
        written: Vec::new(),
        failure: None,
    };
    pool.in_place_scope(|s| {
        for &(i, g) in mine {
            let tx = tx.clone();
            let (abort, start, agent) = (&abort, &starts[i], &cfg.agent);
            s.spawn(move |_| {
                if abort.load(Ordering::SeqCst) || stop.load(Ordering::SeqCst) {
                    return;
                }
                let rec = play_game(start, agent, agent, mcts::derive_seed(cfg.seed, g));
                let _ = tx.send((i, g, rec));
            });
        }
        drop(tx);
        for (i, g, rec) in rx {
            if out.failure.is_some() {
                continue;
            }
            let row = explore_row(cfg, &id, i, g, rec);
            let x = score_of(&row.result).unwrap_or(0.5);
            match write_flush(&cfg.out, file, &row.to_csv_line()) {
                Ok(()) => {
                    out.written.push((g, x));
                    bar.inc(1);
                }
                Err(e) => {
                    abort.store(true, Ordering::SeqCst);
                    out.failure = Some(e);
                }
            }
        }
    });
    out
}

/// The CSV row of game `g` of line `i`, record `rec` (its moves after the line's).
fn explore_row(cfg: &ExploreConfig, id: &str, i: usize, g: u64, rec: GameRecord) -> CsvRow {
    let line = &cfg.lines[i];
    let mut moves = line.moves.clone();
    moves.extend(rec.moves.iter().cloned());
    CsvRow {
        game_id: g,
        variant: cfg.variant.clone(),
        params: cfg.params.clone(),
        white: rec.white.clone(),
        black: rec.black.clone(),
        seed: rec.seed,
        result: rec.result_str().to_string(),
        termination: rec.termination_str().to_string(),
        plies: moves.len() as u32,
        moves: moves.join(" "),
        duration_ms: rec.duration_ms,
        pair_id: Some(g),
        opening: line.text(),
        white_name: String::new(),
        black_name: String::new(),
        tournament: id.to_string(),
        start: cfg.start.clone(),
    }
}
