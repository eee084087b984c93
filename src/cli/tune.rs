//! `collapse tune`: a Hoeffding race ([`reports::race`]) over the combinations of a sweep for
//! the most balanced one, with its settings kept beside the CSV so `collapse report` can replay it.

use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use clap::Args;
use reports::Wdl;
use tournament::{EarlyStop, TournamentConfig};
use variants::registry;

use super::range::{open, whole, MAX_SEED};
use super::run::{interrupt_flag, resume_command, MAX_GAMES, MAX_THREADS};
use super::sweep::{combinations, Combination, RunOne};
use super::CliResult;

/// The race settings of a tune CSV, kept beside it in `<out>.race.json` (see
/// [`race_settings_path`]) so that `collapse report` can replay the race round by round: the
/// CSV (the tournament's format) records each game but not the round size, the error
/// probability, the budget or the combinations that never played.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceSettings {
    /// Round size, budget (of the latest run or resume) and delta.
    pub cfg: reports::RaceConfig,
    /// Game ids per combination: game `k` of combination `c` has id `c · stride + k`
    /// ([`TUNE_STRIDE`]).
    pub stride: u64,
    /// Every combination in the race's order: `(variant, canonical params, agent spec)`.
    pub combos: Vec<(String, String, String)>,
}

/// The settings file of the tune CSV `out`: `out` with `.race.json` appended to its name
/// (`tune.csv` -> `tune.csv.race.json`).
pub fn race_settings_path(out: &std::path::Path) -> PathBuf {
    let mut name = out.file_name().unwrap_or_default().to_os_string();
    name.push(".race.json");
    out.with_file_name(name)
}

impl RaceSettings {
    /// The settings as JSON: `{"format": "collapse-tune-race", "version": 1, "round",
    /// "budget", "delta", "stride", "combinations": [{"variant", "params", "agent"}, ...]}`.
    pub fn to_json(&self) -> String {
        let combos: Vec<serde_json::Value> = self
            .combos
            .iter()
            .map(|(v, p, a)| serde_json::json!({"variant": v, "params": p, "agent": a}))
            .collect();
        let v = serde_json::json!({
            "format": "collapse-tune-race",
            "version": 1,
            "round": self.cfg.round,
            "budget": self.cfg.budget,
            "delta": self.cfg.delta,
            "stride": self.stride,
            "combinations": combos,
        });
        serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"
    }

    /// Reads the settings file `path`; `Ok(None)` when there is none.
    ///
    /// Errors: the file cannot be read, is not JSON, or lacks a field or has one out of range
    /// (the message names the file and the field, and says how to fix it).
    pub fn read(path: &std::path::Path) -> Result<Option<RaceSettings>, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
        };
        let bad = |what: &str| {
            format!(
                "{}: not the race settings `collapse tune` writes ({what}); delete it to report \
                 the CSV without its rounds, or rerun `collapse tune ... --resume` to rewrite it",
                path.display()
            )
        };
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| bad(&format!("not JSON: {e}")))?;
        if v["format"] != "collapse-tune-race" {
            return Err(bad("no \"format\": \"collapse-tune-race\""));
        }
        let num = |k: &str| {
            v[k].as_u64()
                .ok_or_else(|| bad(&format!("no whole \"{k}\"")))
        };
        let round = u32::try_from(num("round")?).map_err(|_| bad("\"round\" too large"))?;
        let cfg = reports::RaceConfig {
            round,
            budget: num("budget")?,
            delta: v["delta"].as_f64().ok_or_else(|| bad("no \"delta\""))?,
        };
        cfg.check().map_err(|e| bad(&e))?;
        let stride = num("stride")?;
        if stride == 0 {
            return Err(bad("\"stride\" 0"));
        }
        let list = v["combinations"]
            .as_array()
            .filter(|l| !l.is_empty())
            .ok_or_else(|| bad("no \"combinations\""))?;
        let mut combos = Vec::new();
        for c in list {
            let field = |k: &str| {
                c[k].as_str()
                    .map(str::to_string)
                    .ok_or_else(|| bad(&format!("a combination without \"{k}\"")))
            };
            combos.push((field("variant")?, field("params")?, field("agent")?));
        }
        Ok(Some(RaceSettings {
            cfg,
            stride,
            combos,
        }))
    }
}

/// Game ids of `collapse tune`: game `k` (0-based) of combination `c` has the id
/// `c · TUNE_STRIDE + k` (and the pair id `c · TUNE_STRIDE / 2 + k / 2`), so ids never collide
/// whatever the budget, and a race resumed with a larger `--budget` finds its games where it
/// left them. A combination can play at most this many games (`--budget` is capped at it).
pub const TUNE_STRIDE: u64 = 1_000_000_000;

/// Arguments of `collapse tune`.
#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v')]
    pub variant: String,
    /// A parameter as KEY=VALUE (fixed) or KEY=A,B,... (candidates; KEY=* every value of a
    /// choice parameter); repeat for several.
    #[arg(long = "param", short = 'p', value_name = "KEY=A[,B...]", long_help = variants::registry::param_help(
        "A parameter as KEY=VALUE (fixed) or KEY=A,B,... (candidates; KEY=* every value of a choice parameter); repeat for several."
    ))]
    pub params: Vec<String>,
    /// The self-play agent spec; a key written KEY=A|B adds candidates.
    #[arg(long = "agent", short = 'a', value_name = "SPEC", required = true)]
    pub agent: String,
    /// Games in all, over every round and combination (1..=1000000000); the race stops when
    /// the next round (survivors x --round games) does not fit.
    #[arg(long, short = 'b', allow_negative_numbers = true,
          value_parser = whole::<u64>(1, TUNE_STRIDE as i128))]
    pub budget: u64,
    /// Self-play games per surviving combination and round (1..=1000000000).
    #[arg(long, default_value_t = 20, allow_negative_numbers = true,
          value_parser = whole::<u32>(1, MAX_GAMES))]
    pub round: u32,
    /// The race's error probability (0 < DELTA < 1): with probability at least 1 - DELTA no
    /// combination as balanced as the most balanced one is dropped (0.05: 95% confidence).
    /// Hoeffding race (Maron & Moore 1994) with a union bound over combinations and rounds.
    #[arg(long, default_value_t = 0.05, value_name = "DELTA", allow_negative_numbers = true,
          value_parser = open(0.0, 1.0))]
    pub delta: f64,
    /// Seed; game k of combination c is seeded from it and its game id c·10^9 + k
    /// (0..=18446744073709551615).
    #[arg(long, short = 's', default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
    /// Search threads in total (0..=1000000; 0 = one per core; more than the cores is
    /// capped): games at once = this / the agent's `threads`; an agent asking for more threads
    /// than this is refused.
    #[arg(long, short = 't', default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, MAX_THREADS))]
    pub threads: usize,
    /// The CSV every game is appended to as it finishes (the tournament's format); default
    /// results/tune-VARIANT-SEED-UNIXTIME.csv. An existing file is refused without --resume.
    /// The race's settings go beside it to OUT.race.json, from which `collapse report OUT`
    /// shows the race round by round.
    #[arg(long, short = 'o')]
    pub out: Option<PathBuf>,
    /// Start every game from this position text (the variant's position format) instead of
    /// the variant's setup; it must load under every parameter combination. Written to the
    /// CSV `start` column.
    #[arg(long, value_name = "TEXT")]
    pub position: Option<String>,
    /// Continue the race of --out (same arguments; a larger --budget takes it further): the
    /// race is replayed from the games in the file and only games it lacks are played.
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// No progress bar, and a progress line only for rounds that drop a combination.
    #[arg(long)]
    pub quiet: bool,
}

/// The results of a tune CSV by game id, read incrementally: [`TuneResults::update`] reads
/// only the complete lines appended since its last call (the runner only appends whole rows to
/// the file, so each row is parsed once, not once per round).
#[derive(Default)]
struct TuneResults {
    /// The file's header line, newline included (empty before the first read).
    header: Vec<u8>,
    /// Bytes of the file read so far: complete lines only.
    read: u64,
    /// Complete lines read so far, the header included.
    lines: u64,
    /// The result of every game read, by game id.
    games: std::collections::HashMap<u64, reports::GameResult>,
}

impl TuneResults {
    /// Reads the complete lines of `out` after those already read. Every row must be a game of
    /// one of `combos` (variant, params and self-play spec of combination `game_id /
    /// TUNE_STRIDE`) and appear once; an unterminated last line (a run killed while writing
    /// it, which the runner truncates) is left for later.
    ///
    /// Errors: the file cannot be read or parsed, or a row is not a game of this race or is
    /// repeated (the message names the file, line and game id).
    fn update(&mut self, out: &std::path::Path, combos: &[Combination]) -> CliResult {
        use std::io::{Read, Seek, SeekFrom};
        let io = |e: std::io::Error| format!("{}: cannot read: {e}", out.display());
        let mut f = std::fs::File::open(out).map_err(io)?;
        f.seek(SeekFrom::Start(self.read)).map_err(io)?;
        let mut bytes = Vec::new();
        f.read_to_end(&mut bytes).map_err(io)?;
        let Some(last_nl) = bytes.iter().rposition(|&b| b == b'\n') else {
            return Ok(());
        };
        let chunk = &bytes[..=last_nl];
        // Line numbers of the chunk's rows in the file: the chunk's line k is file line
        // `k + offset` (with the header prepended to later chunks).
        let (text, offset) = if self.read == 0 {
            let end = chunk.iter().position(|&b| b == b'\n').unwrap_or(0);
            self.header = chunk[..=end].to_vec();
            (chunk.to_vec(), 0)
        } else {
            ([self.header.as_slice(), chunk].concat(), self.lines - 1)
        };
        let rows = reports::load_reader(out, text.as_slice()).map_err(|e| e.to_string())?;
        for r in rows {
            let at = || format!("{}:{} (game {})", out.display(), r.line + offset, r.game_id);
            let c = (r.game_id / TUNE_STRIDE) as usize;
            let Some(combo) = combos.get(c) else {
                return Err(format!(
                    "{}: combination {} of a race of {}; was --param or --agent changed? \
                     Resume with the arguments of the run that wrote the file",
                    at(),
                    c + 1,
                    combos.len()
                )
                .into());
            };
            let spec = combo.agents[0].to_string();
            if r.variant != combo.params.variant.name
                || r.params != combo.params.canonical()
                || r.white != spec
                || r.black != spec
            {
                return Err(format!(
                    "{}: '{}' [{}] {} vs {}, but combination {} of this race is '{}' [{}] \
                     {spec} self-play; was --variant, --param or --agent changed?",
                    at(),
                    r.variant,
                    r.params,
                    r.white,
                    r.black,
                    c + 1,
                    combo.params.variant.name,
                    combo.params.canonical()
                )
                .into());
            }
            if self.games.insert(r.game_id, r.result).is_some() {
                return Err(format!("{}: the game id appears twice", at()).into());
            }
        }
        self.read += chunk.len() as u64;
        self.lines += chunk.iter().filter(|&&b| b == b'\n').count() as u64;
        Ok(())
    }
}

/// `results/tune-VARIANT-SEED-UNIXTIME.csv`, with `-2`, `-3`, ... when that name is taken.
fn default_tune_out(variant: &str, seed: u64) -> PathBuf {
    super::default_out(&format!("tune-{variant}-{seed}"))
}

/// Short agent labels of `combos`, one per combination ([`reports::short_labels`] over the
/// distinct specs, so combinations that differ only in parameters share one label), and the
/// legend: `(label, full spec)` per distinct spec.
fn tune_labels(combos: &[Combination]) -> (Vec<String>, Vec<(String, String)>) {
    let specs: Vec<String> = combos.iter().map(Combination::agents_label).collect();
    let mut distinct: Vec<String> = Vec::new();
    for s in &specs {
        if !distinct.contains(s) {
            distinct.push(s.clone());
        }
    }
    let short = reports::short_labels(&distinct);
    let labels = specs
        .iter()
        .map(|s| short[distinct.iter().position(|d| d == s).unwrap_or(0)].clone())
        .collect();
    (labels, short.into_iter().zip(distinct).collect())
}

/// Prints the race `r` over `combos` (agent labels `labels`, see [`tune_labels`]) to stdout:
/// the header with the confidence the procedure guarantees, why it ended, the agents' legend,
/// then one line per combination that played (ranked: games, White score with W/D/L,
/// `|White score - 50%|` with its Hoeffding interval at the race's confidence, survives or
/// the round it was dropped in), then the combinations without games, unranked.
fn print_race(
    r: &reports::RaceResult,
    combos: &[Combination],
    labels: &[String],
    a: &TuneArgs,
    variant: &str,
) {
    let conf = 100.0 * r.confidence();
    println!(
        "Race over {} combination(s) of {variant}: {} rounds, {} games (budget {})",
        combos.len(),
        r.rounds,
        r.games,
        a.budget
    );
    println!(
        "Hoeffding race (Maron & Moore 1994), confidence {conf}%: with probability at least \
         {conf}% no combination\nas balanced as the most balanced one is dropped; intervals \
         of |White - 50%| hold together at that level"
    );
    let alive = r.racers.iter().filter(|x| x.dropped_in.is_none()).count();
    let end = match r.end {
        reports::RaceEnd::OneLeft => "one combination left".to_string(),
        reports::RaceEnd::Budget => format!(
            "out of budget ({} games left, the next round needs {alive} x {})",
            a.budget - r.games,
            a.round
        ),
        reports::RaceEnd::Stopped => "interrupted; resume to finish the race".to_string(),
    };
    println!("Ended: {end}");
    for (label, spec) in tune_labels(combos).1 {
        println!("Agent {label} = {spec}");
    }
    for (rank, &i) in r.ranking().iter().enumerate() {
        let x = &r.racers[i];
        let (lo, hi) = r.interval(i).unwrap_or((0.0, 0.5));
        let c = &combos[i];
        let status = match x.dropped_in {
            None => "survives".to_string(),
            Some(k) => format!("dropped in round {k}"),
        };
        println!(
            "{:>2}. [{}] {}: {} games, White {:.1}% (+{} ={} -{}), |White - 50%| {:.1}% \
             [{:.1}%, {:.1}%], {status}",
            rank + 1,
            c.params.canonical(),
            labels[i],
            x.games(),
            100.0 * x.white_score().unwrap_or(0.5),
            x.wdl.wins,
            x.wdl.draws,
            x.wdl.losses,
            100.0 * x.distance().unwrap_or(0.0),
            100.0 * lo,
            100.0 * hi,
        );
    }
    for i in r.unplayed() {
        let c = &combos[i];
        println!(
            " -. [{}] {}: no games (the budget ran out first; not ranked)",
            c.params.canonical(),
            labels[i]
        );
    }
}

/// Runs `collapse tune`: a Hoeffding race ([`reports::Race`]; procedure, bound and guarantee
/// in `reports/src/race.rs`) over the combinations, then the ranking with the games spent per
/// combination and the confidence the race guarantees.
///
/// Each round, every surviving combination plays `--round` self-play games (a whole round or
/// none, except a first round shortened to fit `--budget`); after round `r` each survivor's
/// interval of `|White score - 1/2|` is `|x - 1/2| ± sqrt(ln(2 / delta_r) / (2 n))` with
/// `delta_r = 6 delta / (pi^2 K r^2)` (Hoeffding 1963; union bound over the `K` combinations
/// and the rounds), and a combination whose interval lies entirely above the smallest upper
/// end is dropped. With probability at least `1 - delta` no combination as balanced as the
/// best is dropped.
///
/// Games run through the tournament runner into one CSV (`--out`), each row appended and
/// flushed as its game ends: game `k` of combination `c` has id `c · TUNE_STRIDE + k` and the
/// seed `derive_seed(seed, id)`. The race reads every result back from the file, so
/// `--resume` replays it from the games already there and plays only the missing ones.
/// Ctrl-C starts no new game, writes the games in flight, prints the race so far and the
/// command that resumes it, and exits with code 130.
///
/// Errors: bad arguments (a combination, `--budget` or `--round` 0, `--budget` above
/// [`TUNE_STRIDE`], `--delta` outside (0, 1), too many agent threads), an existing `--out`
/// without `--resume`, a file with rows of another race, or an I/O error of the runner.
pub fn tune(a: &TuneArgs) -> CliResult {
    let combos = combinations(&a.variant, &a.params, std::slice::from_ref(&a.agent), 1)?;
    if a.budget == 0 || a.round == 0 {
        return Err("--budget and --round must be at least 1 game".into());
    }
    if a.budget > TUNE_STRIDE {
        return Err(format!(
            "--budget {}: at most {TUNE_STRIDE} games (game ids are combination x 10^9 + game)",
            a.budget
        )
        .into());
    }
    if !(a.delta > 0.0 && a.delta < 1.0) {
        return Err(format!(
            "--delta {}: the error probability must be in (0, 1), e.g. 0.05 for 95% confidence",
            a.delta
        )
        .into());
    }
    let rc = reports::RaceConfig {
        round: a.round,
        budget: a.budget,
        delta: a.delta,
    };
    rc.check()?;
    let threads = tournament::effective_threads(a.threads);
    // The thread cap of tournaments: games at once x search threads per game <= threads.
    for c in &combos {
        tournament::parallel_games(&c.agents, threads).map_err(|e| e.to_string())?;
    }
    let variant = combos[0].params.variant.name;
    let out = a
        .out
        .clone()
        .unwrap_or_else(|| default_tune_out(variant, a.seed));
    if out.exists() && !a.resume {
        return Err(format!(
            "{} exists; give --resume to continue that race or choose another --out",
            out.display()
        )
        .into());
    }
    let mut file = TuneResults::default();
    if out.exists() {
        file.update(&out, &combos)?;
    }
    // The race settings beside the CSV: a resume keeps the round size, delta and
    // combinations of the file's race (the budget may grow or shrink).
    let settings = RaceSettings {
        cfg: rc,
        stride: TUNE_STRIDE,
        combos: combos
            .iter()
            .map(|c| {
                (
                    variant.to_string(),
                    c.params.canonical(),
                    c.agents[0].to_string(),
                )
            })
            .collect(),
    };
    let side = race_settings_path(&out);
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
                )
                .into());
            }
            if old.combos != settings.combos || old.stride != TUNE_STRIDE {
                return Err(format!(
                    "{}: the race's combinations (in {}) are not this run's; was --variant,                      --param or --agent changed? Resume with the arguments of the run that                      wrote the file",
                    out.display(),
                    side.display()
                )
                .into());
            }
        }
    }
    if let Some(dir) = side.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("{}: cannot create the directory: {e}", dir.display()))?;
    }
    std::fs::write(&side, settings.to_json())
        .map_err(|e| format!("{}: cannot write the race settings: {e}", side.display()))?;
    let in_file = file.games.len();
    eprintln!(
        "tune {variant}: {} combination(s), rounds of {} games, budget {} games, Hoeffding race \
         at {}% confidence, seed {}, writing {}{}",
        combos.len(),
        a.round,
        a.budget,
        100.0 * (1.0 - a.delta),
        a.seed,
        out.display(),
        if in_file > 0 {
            format!(" ({in_file} games already in the file)")
        } else {
            String::new()
        }
    );
    let labels = tune_labels(&combos).0;
    let stop = interrupt_flag();
    let mut race = reports::Race::new(combos.len(), rc);
    while let Some(plan) = race.next_round() {
        for (i, k) in plan {
            let have = race.racers()[i].games();
            let want = have + u64::from(k);
            let base = i as u64 * TUNE_STRIDE;
            if (have..want).any(|j| !file.games.contains_key(&(base + j))) {
                let mut interrupted = stop.load(Ordering::SeqCst);
                if !interrupted {
                    let c = &combos[i];
                    let mut cfg = TournamentConfig::new(
                        variant,
                        c.params.canonical(),
                        c.agents.clone(),
                        out.clone(),
                    );
                    cfg.games_per_pairing = want as u32;
                    cfg.seed = a.seed;
                    cfg.threads = a.threads;
                    // Creates the file when missing, else checks this combination's rows.
                    cfg.resume = true;
                    cfg.first_game_id = base;
                    cfg.first_pair_id = base / 2;
                    cfg.shared_out = true;
                    let s = registry::visit(
                        &c.params,
                        RunOne {
                            cfg,
                            progress: !a.quiet,
                            stop: Arc::clone(&stop),
                            position: a.position.clone(),
                        },
                    )?;
                    if s.played > 0 {
                        file.update(&out, &combos)?;
                    }
                    interrupted =
                        s.early_stop == Some(EarlyStop::Interrupted) || stop.load(Ordering::SeqCst);
                }
                if interrupted {
                    print_race(&race.result(), &combos, &labels, a, variant);
                    eprintln!(
                        "interrupted in round {} with {} games in {}; the CSV is valid. \
                         Resume with:\n  {}",
                        race.rounds() + 1,
                        file.games.len(),
                        out.display(),
                        resume_command(&out)
                    );
                    std::process::exit(130);
                }
            }
            let mut w = Wdl::default();
            for j in have..want {
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
                        )
                        .into())
                    }
                }
            }
            race.record(i, w);
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
        if a.quiet && names.is_empty() {
            continue;
        }
        eprintln!(
            "round {}: {} games, {alive} survive{}",
            race.rounds(),
            race.games(),
            if names.is_empty() {
                String::new()
            } else {
                format!("; dropped {}", names.join(", "))
            }
        );
    }
    let result = race.result();
    print_race(&result, &combos, &labels, a, variant);
    let unused = file
        .games
        .keys()
        .filter(|&&id| {
            let c = (id / TUNE_STRIDE) as usize;
            id % TUNE_STRIDE >= result.racers[c].games()
        })
        .count();
    if unused > 0 {
        eprintln!(
            "note: {unused} game(s) in {} were not used: the race ended before reaching them \
             (a smaller --budget or another --round than the run that played them)",
            out.display()
        );
    }
    eprintln!(
        "{} games in {} ({} played now)",
        file.games.len(),
        out.display(),
        file.games.len() - in_file
    );
    Ok(())
}
