//! The tune race (`collapse tune`): a Hoeffding race ([`reports::Race`]; procedure, bound
//! and guarantee in `reports/src/race.rs`) over the combinations of a sweep for the most
//! balanced one. [`run`] takes a [`TuneConfig`] and gives a [`TuneResult`]; the games go to
//! one tournament CSV as they finish, the race's settings beside it ([`RaceSettings`]), so a
//! resumed race replays from the file and `collapse report` can show it round by round.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use reports::{RaceConfig, RaceResult, Wdl};
use tournament::{EarlyStop, TournamentConfig};

use crate::records::{play_tournament, LabError};
use crate::sweep::{combinations, Combination};

mod render;
mod replayed;
mod results;
mod settings;

pub use replayed::replayed_races;
use results::TuneResults;
pub use settings::{race_settings_path, RaceSettings, TUNE_STRIDE};

/// A tune race.
#[derive(Clone, Debug)]
pub struct TuneConfig {
    /// The variant's name.
    pub variant: String,
    /// `KEY=VALUE` (fixed) or `KEY=A,B` / `KEY=*` (candidates) per parameter.
    pub params: Vec<String>,
    /// The self-play agent spec; `key=a|b` adds candidates.
    pub agent: String,
    /// Games in all, over every round and combination (1..=[`TUNE_STRIDE`]).
    pub budget: u64,
    /// Self-play games per surviving combination and round (at least 1).
    pub round: u32,
    /// The race's error probability, in (0, 1).
    pub delta: f64,
    /// Seed: game `k` of combination `c` has id `c · TUNE_STRIDE + k` and the seed
    /// `derive_seed(seed, id)`.
    pub seed: u64,
    /// Search threads in total (0 = one per core).
    pub threads: usize,
    /// The CSV of the games; its settings go to [`race_settings_path`] of it.
    pub out: PathBuf,
    /// A start position text for every game (`None`: the variant's setup).
    pub position: Option<String>,
    /// Continue the race of `out` (an existing `out` is refused without it).
    pub resume: bool,
    /// Draw a progress bar per combination's round.
    pub progress: bool,
    /// Log only the rounds that drop a combination (and the start line).
    pub quiet: bool,
}

/// The race as it ended (or was interrupted).
#[derive(Clone, Debug)]
pub struct TuneResult {
    /// The variant's name.
    pub variant: &'static str,
    /// The combinations in race order.
    pub combos: Vec<Combination>,
    /// Short agent label per combination ([`reports::short_labels`] over the distinct specs).
    pub labels: Vec<String>,
    /// `(label, full spec)` per distinct spec: the legend of `labels`.
    pub legend: Vec<(String, String)>,
    /// The race: rounds, games, each combination's results, why it ended.
    pub race: RaceResult,
    /// The budget and the round size of the run.
    pub budget: u64,
    /// See `budget`.
    pub round: u32,
    /// The CSV.
    pub out: PathBuf,
    /// Games in the CSV at the end, and before this run.
    pub games_in_file: usize,
    /// See `games_in_file`.
    pub in_file_before: usize,
    /// Games in the file the race did not reach (a smaller budget than the run that played
    /// them).
    pub unused: usize,
    /// `Some(round)` (1-based) when the run was interrupted in that round: no new game was
    /// started, the CSV is valid; `race` is the state so far.
    pub interrupted: Option<u32>,
}

/// Runs the race `cfg`: each round, every surviving combination plays `round` self-play games
/// (a whole round or none, except a first round shortened to fit the budget); after round `r`
/// each survivor's interval of `|White score - 1/2|` is `|x - 1/2| ± sqrt(ln(2 / delta_r) /
/// (2 n))` with `delta_r = 6 delta / (pi^2 K r^2)` (Hoeffding 1963; union bound over the `K`
/// combinations and the rounds), and a combination whose interval lies entirely above the
/// smallest upper end is dropped. With probability at least `1 - delta` no combination as
/// balanced as the best is dropped.
///
/// Games run through the tournament runner into `out`, each row appended and flushed as its
/// game ends; the race reads every result back from the file, so a resume replays it from the
/// games already there and plays only the missing ones. `log` receives the progress lines
/// (the start line, one per round). With `stop` raised no new game starts and the result says
/// [`TuneResult::interrupted`].
///
/// Errors ([`LabError::Input`], messages name the option): a bad combination, `budget` or
/// `round` 0, `budget` above [`TUNE_STRIDE`], `delta` outside (0, 1), too many agent threads,
/// an existing `out` without `resume`, a file with rows or settings of another race; the
/// runner's errors ([`LabError::Tournament`]).
pub fn run(
    cfg: &TuneConfig,
    stop: &AtomicBool,
    log: &mut dyn FnMut(&str),
) -> Result<TuneResult, LabError> {
    let combos = combinations(
        &cfg.variant,
        &cfg.params,
        std::slice::from_ref(&cfg.agent),
        1,
    )?;
    if cfg.budget == 0 || cfg.round == 0 {
        return Err("--budget and --round must be at least 1 game"
            .to_string()
            .into());
    }
    if cfg.budget > TUNE_STRIDE {
        return Err(format!(
            "--budget {}: at most {TUNE_STRIDE} games (game ids are combination x 10^9 + game)",
            cfg.budget
        )
        .into());
    }
    if !(cfg.delta > 0.0 && cfg.delta < 1.0) {
        return Err(format!(
            "--delta {}: the error probability must be in (0, 1), e.g. 0.05 for 95% confidence",
            cfg.delta
        )
        .into());
    }
    let rc = RaceConfig {
        round: cfg.round,
        budget: cfg.budget,
        delta: cfg.delta,
    };
    rc.check()?;
    let threads = tournament::effective_threads(cfg.threads);
    // The thread cap of tournaments: games at once x search threads per game <= threads.
    for c in &combos {
        tournament::parallel_games(&c.agents, threads).map_err(|e| e.to_string())?;
    }
    let variant = combos[0].params.variant.name;
    let out = &cfg.out;
    if out.exists() && !cfg.resume {
        return Err(format!(
            "{} exists; give --resume to continue that race or choose another --out",
            out.display()
        )
        .into());
    }
    let mut file = TuneResults::default();
    if out.exists() {
        file.update(out, &combos)?;
    }
    write_settings(out, rc, &combos)?;
    let in_file = file.games.len();
    log(&format!(
        "tune {variant}: {} combination(s), rounds of {} games, budget {} games, Hoeffding race \
         at {}% confidence, seed {}, writing {}{}",
        combos.len(),
        cfg.round,
        cfg.budget,
        100.0 * (1.0 - cfg.delta),
        cfg.seed,
        out.display(),
        if in_file > 0 {
            format!(" ({in_file} games already in the file)")
        } else {
            String::new()
        }
    ));
    let (labels, legend) = render::tune_labels(&combos);
    let mut race = reports::Race::new(combos.len(), rc);
    let mut interrupted = None;
    'rounds: while let Some(plan) = race.next_round() {
        for (i, k) in plan {
            let have = race.racers()[i].games();
            let want = have + u64::from(k);
            let base = i as u64 * TUNE_STRIDE;
            if (have..want).any(|j| !file.games.contains_key(&(base + j))) {
                let mut stopped = stop.load(Ordering::SeqCst);
                if !stopped {
                    let c = &combos[i];
                    let mut t = TournamentConfig::new(
                        variant,
                        c.params.canonical(),
                        c.agents.clone(),
                        out.clone(),
                    );
                    t.games_per_pairing = want as u32;
                    t.seed = cfg.seed;
                    t.threads = cfg.threads;
                    // Creates the file when missing, else checks this combination's rows.
                    t.resume = true;
                    t.first_game_id = base;
                    t.first_pair_id = base / 2;
                    t.shared_out = true;
                    let s = play_tournament(
                        &c.params,
                        t,
                        cfg.position.as_deref(),
                        None,
                        cfg.progress,
                        stop,
                    )?;
                    if s.played > 0 {
                        file.update(out, &combos)?;
                    }
                    stopped =
                        s.early_stop == Some(EarlyStop::Interrupted) || stop.load(Ordering::SeqCst);
                }
                if stopped {
                    interrupted = Some(race.rounds() + 1);
                    break 'rounds;
                }
            }
            race.record(i, wdl_of(&file, out, i, have..want)?);
        }
        let dropped = race.end_round();
        let alive = race
            .racers()
            .iter()
            .filter(|x| x.dropped_in.is_none())
            .count();
        let names: Vec<String> = dropped
            .iter()
            .map(|&i| format!("[{}] {}", combos[i].params.canonical(), labels[i]))
            .collect();
        if cfg.quiet && names.is_empty() {
            continue;
        }
        log(&format!(
            "round {}: {} games, {alive} survive{}",
            race.rounds(),
            race.games(),
            if names.is_empty() {
                String::new()
            } else {
                format!("; dropped {}", names.join(", "))
            }
        ));
    }
    let result = race.result();
    let unused = file
        .games
        .keys()
        .filter(|&&id| {
            let c = (id / TUNE_STRIDE) as usize;
            id % TUNE_STRIDE >= result.racers[c].games()
        })
        .count();
    Ok(TuneResult {
        variant,
        combos,
        labels,
        legend,
        race: result,
        budget: cfg.budget,
        round: cfg.round,
        out: out.clone(),
        games_in_file: file.games.len(),
        in_file_before: in_file,
        unused,
        interrupted,
    })
}

/// The results of games `ids` (0-based within combination `i`) from the file.
///
/// Errors: a game missing after its run.
fn wdl_of(
    file: &TuneResults,
    out: &std::path::Path,
    i: usize,
    ids: std::ops::Range<u64>,
) -> Result<Wdl, String> {
    let base = i as u64 * TUNE_STRIDE;
    let mut w = Wdl::default();
    for j in ids {
        match file.games.get(&(base + j)) {
            Some(reports::GameResult::WhiteWin) => w.wins += 1,
            Some(reports::GameResult::BlackWin) => w.losses += 1,
            Some(reports::GameResult::Draw) => w.draws += 1,
            None => {
                return Err(format!(
                    "{}: game {} of combination {} is missing after its run",
                    out.display(),
                    base + j,
                    i + 1
                ))
            }
        }
    }
    Ok(w)
}

/// Writes the race settings beside `out`; a resume keeps the round size, delta and
/// combinations of the file's race (the budget may grow or shrink).
///
/// Errors: settings of another race beside an existing `out`; a directory or file that
/// cannot be written.
fn write_settings(
    out: &std::path::Path,
    rc: RaceConfig,
    combos: &[Combination],
) -> Result<(), String> {
    let settings = RaceSettings {
        cfg: rc,
        stride: TUNE_STRIDE,
        combos: combos
            .iter()
            .map(|c| {
                (
                    c.params.variant.name.to_string(),
                    c.params.canonical(),
                    c.agents[0].to_string(),
                )
            })
            .collect(),
    };
    let side = race_settings_path(out);
    if out.exists() {
        if let Some(old) = RaceSettings::read(&side)? {
            if old.cfg.round != rc.round || old.cfg.delta != rc.delta {
                return Err(format!(
                    "{}: the race was run with --round {} --delta {}, not --round {} --delta {};                      resume with the race's --round and --delta (or start a new --out)",
                    out.display(),
                    old.cfg.round,
                    old.cfg.delta,
                    rc.round,
                    rc.delta
                ));
            }
            if old.combos != settings.combos || old.stride != TUNE_STRIDE {
                return Err(format!(
                    "{}: the race's combinations (in {}) are not this run's; was --variant,                      --param or --agent changed? Resume with the arguments of the run that                      wrote the file",
                    out.display(),
                    side.display()
                ));
            }
        }
    }
    if let Some(dir) = side.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("{}: cannot create the directory: {e}", dir.display()))?;
    }
    std::fs::write(&side, settings.to_json())
        .map_err(|e| format!("{}: cannot write the race settings: {e}", side.display()))
}
