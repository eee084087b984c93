//! The measurements of `collapse bench`: random-playout speed, move-generation throughput,
//! MCTS iterations per second with one thread and with several (root and tree parallelism),
//! node and state sizes, and optionally the peak memory of a search of about a million
//! nodes, per variant set. [`measure`] takes a [`BenchConfig`] and gives a [`BenchRow`].
//!
//! Speed targets live here, never in timed tests. Machines are noisy: every figure is the
//! median of `repeat` runs, and figures compare only within one run (ratios to `chess`, say).

use mcts::search::{playout_bench, search_bench};
use mcts::{Game, Parallelism, SearchConfig};
use variants::registry::{self, GameVisitor, Params};

/// What to measure and how often.
#[derive(Clone, Debug)]
pub struct BenchConfig {
    /// Random playouts (each to the end of the game) per run.
    pub playouts: u32,
    /// MCTS iterations of each search, in total over its threads.
    pub iters: u32,
    /// Runs per figure (the median is given), at least 1.
    pub repeat: u32,
    /// Threads of the parallel MCTS figures.
    pub threads: u32,
    /// Seed of the playouts and the searches (run r uses seed + r).
    pub seed: u64,
    /// Also measure the peak resident memory of a search of about a million nodes.
    pub memory: bool,
    /// Search the material evaluation (hand-set piece values) instead of the learned one.
    pub material: bool,
    /// Measure from this position text instead of the start.
    pub position: Option<String>,
    /// Moves (space-separated, the variant's notation) played before measuring.
    pub moves: String,
}

/// The figures of one variant set (medians over the runs; rates per wall-clock second).
#[derive(Clone, Debug, PartialEq)]
pub struct BenchRow {
    /// Random playouts per second.
    pub playouts_per_s: f64,
    /// Plies of random playouts per second.
    pub plies_per_s: f64,
    /// Plies per playout (of the last run).
    pub plies_per_playout: f64,
    /// Legal moves generated per second in the playouts.
    pub moves_per_s: f64,
    /// Legal moves per ply (of the last run).
    pub moves_per_ply: f64,
    /// MCTS iterations per second on one thread.
    pub iters_1t: f64,
    /// MCTS iterations per second on `threads` threads, root parallelism.
    pub iters_nt: f64,
    /// MCTS iterations per second on `threads` threads, tree parallelism.
    pub iters_ntt: f64,
    /// Bytes of a search node of this game.
    pub node_bytes: usize,
    /// Bytes of the game's state.
    pub state_bytes: usize,
    /// `PEAKMB/NODESM` of the memory search, `n/a` where the platform cannot tell, `-`
    /// when not asked.
    pub memory: String,
}

impl BenchRow {
    /// The row as a line of the table under [`header_line`], `label` in a first column
    /// `width` wide.
    pub fn line(&self, label: &str, width: usize) -> String {
        format!(
            "{:<lw$} {:>9.0} {:>9.0} {:>6.0} {:>10.0} {:>6.1} {:>8.0} {:>8.0} {:>9.0} {:>5} {:>6} {:>13}",
            label,
            self.playouts_per_s,
            self.plies_per_s,
            self.plies_per_playout,
            self.moves_per_s,
            self.moves_per_ply,
            self.iters_1t,
            self.iters_nt,
            self.iters_ntt,
            self.node_bytes,
            self.state_bytes,
            self.memory,
            lw = width,
        )
    }
}

/// The table's header line for `threads` parallel threads, its first column `width` wide.
pub fn header_line(threads: u32, width: usize) -> String {
    format!(
        "{:<lw$} {:>9} {:>9} {:>6} {:>10} {:>6} {:>8} {:>8} {:>9} {:>5} {:>6} {:>13}",
        "variant",
        "playout/s",
        "plies/s",
        "plies",
        "moves/s",
        "mv/ply",
        "it/s 1T",
        format!("it/s {threads}T"),
        format!("it/s {threads}Tt"),
        "nodeB",
        "stateB",
        "peak/nodes",
        lw = width
    )
}

/// The variant sets measured when no `--variant` is given: every registered variant that
/// implements a seed (test games are left out) at its defaults, plus one set per non-default
/// value of each choice parameter (e.g. `board=torus`). Derived from the registry, so a new
/// variant is benchmarked the moment it is registered, with no edit here.
pub fn default_sets() -> Vec<Params> {
    registry::VARIANTS
        .iter()
        .filter(|v| !v.seed.is_empty())
        .flat_map(|v| v.choice_sets())
        .collect()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Peak resident set size of this process in bytes (`VmHWM`), if the platform tells.
fn peak_rss() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Resets the peak RSS to the current RSS (Linux `clear_refs`); false where not possible.
fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// The start of a measurement: `position`, then `moves`, applied to `start`.
///
/// Errors: a bad position or move (naming `--position` / `--moves`), or a position already
/// decided.
fn ready<G: Game>(start: G, position: Option<&str>, moves: &str) -> Result<G, String> {
    let start = crate::position::prepare(start, position, moves)?;
    if !start.outcome().is_ongoing() {
        return Err(format!(
            "the position is already decided ({}); give a position or --moves that leave \
             the game going",
            mcts::describe_outcome(start.outcome())
        ));
    }
    Ok(start)
}

/// Checks the position of `cfg` on `params` ([`BenchConfig::position`], `moves`) without
/// measuring, so a bad one is reported before anything is printed.
///
/// Errors: as [`measure`]'s.
pub fn check_position(params: &Params, cfg: &BenchConfig) -> Result<(), String> {
    struct Ready<'a>(&'a BenchConfig);
    impl GameVisitor for Ready<'_> {
        type Output = Result<(), String>;
        fn visit<G: Game>(self, start: G) -> Self::Output {
            ready(start, self.0.position.as_deref(), &self.0.moves).map(|_| ())
        }
    }
    registry::visit(params, Ready(cfg))
}

/// Measures `params` as `cfg` says (untimed warm-up first, then `repeat` runs of each figure).
///
/// Errors: a position or move that does not load or play, or a position already decided.
pub fn measure(params: &Params, cfg: &BenchConfig) -> Result<BenchRow, String> {
    registry::visit(params, Bench { cfg })
}

struct Bench<'a> {
    cfg: &'a BenchConfig,
}

impl GameVisitor for Bench<'_> {
    type Output = Result<BenchRow, String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let start = ready(start, self.cfg.position.as_deref(), &self.cfg.moves)?;
        Ok(if self.cfg.material {
            self.measure(mcts::eval::EvalWith::material(start))
        } else {
            self.measure(start)
        })
    }
}

impl Bench<'_> {
    /// Measures playouts and searches from `start`.
    fn measure<G: Game>(self, start: G) -> BenchRow {
        let a = self.cfg;
        let mut playouts_s = Vec::new();
        let mut plies_s = Vec::new();
        let mut moves_s = Vec::new();
        let mut it1 = Vec::new();
        let mut itn = Vec::new();
        let mut itt = Vec::new();
        let (mut plies_per, mut moves_per, mut nodes) = (0.0, 0.0, 0);
        let one = SearchConfig {
            iters: a.iters,
            ..SearchConfig::default()
        };
        let all = SearchConfig {
            threads: a.threads,
            ..one
        };
        let tree = SearchConfig {
            par: Parallelism::Tree,
            ..all
        };
        // Warm-up, untimed: one-time set-up (the slider magics searched on first use, lazily
        // built tables, rayon's thread pool) stays out of every timed figure, so a short run
        // measures the steady state.
        playout_bench(&start, 2, a.seed);
        for cfg in [&one, &all, &tree] {
            let warm = SearchConfig {
                iters: a.iters.min(200),
                ..*cfg
            };
            search_bench(&start, &warm, a.seed);
        }
        for r in 0..a.repeat as u64 {
            let p = playout_bench(&start, a.playouts, a.seed.wrapping_add(r));
            playouts_s.push(p.playouts as f64 / p.secs);
            plies_s.push(p.plies as f64 / p.secs);
            moves_s.push(p.moves as f64 / p.secs);
            plies_per = p.plies as f64 / p.playouts.max(1) as f64;
            moves_per = p.moves as f64 / p.plies.max(1) as f64;
            let s = search_bench(&start, &one, a.seed.wrapping_add(r));
            it1.push(s.iterations as f64 / s.secs);
            nodes = s.nodes;
            let s = search_bench(&start, &all, a.seed.wrapping_add(r));
            itn.push(s.iterations as f64 / s.secs);
            let s = search_bench(&start, &tree, a.seed.wrapping_add(r));
            itt.push(s.iterations as f64 / s.secs);
        }
        let memory = if a.memory {
            // Grow one tree to about a million nodes: iterations from this run's nodes per
            // iteration, then the peak resident memory above the baseline.
            let per_iter = nodes as f64 / a.iters.max(1) as f64;
            let iters = (1_000_000.0 / per_iter.max(0.01)).ceil() as u32;
            let cfg = SearchConfig { iters, ..one };
            let base = peak_rss();
            if reset_peak_rss() {
                let s = search_bench(&start, &cfg, a.seed);
                match (base, peak_rss()) {
                    (Some(_), Some(peak)) => {
                        format!("{:.0}MB/{:.2}M", peak as f64 / 1e6, s.nodes as f64 / 1e6)
                    }
                    _ => "n/a".into(),
                }
            } else {
                "n/a".into()
            }
        } else {
            "-".into()
        };
        BenchRow {
            playouts_per_s: median(playouts_s),
            plies_per_s: median(plies_s),
            plies_per_playout: plies_per,
            moves_per_s: median(moves_s),
            moves_per_ply: moves_per,
            iters_1t: median(it1),
            iters_nt: median(itn),
            iters_ntt: median(itt),
            node_bytes: mcts::search::node_bytes::<G>(),
            state_bytes: std::mem::size_of::<G>(),
            memory,
        }
    }
}

impl BenchConfig {
    /// The label of `p`'s row: [`short_label`], then ` (position)` when measured from
    /// [`BenchConfig::position`] and ` +N plies` for `N` moves played first.
    pub fn label(&self, p: &Params) -> String {
        let plies = self.moves.split_whitespace().count();
        match (&self.position, plies) {
            (None, 0) => short_label(p),
            (None, n) => format!("{} +{n} plies", short_label(p)),
            (Some(_), 0) => format!("{} (position)", short_label(p)),
            (Some(_), n) => format!("{} (position) +{n} plies", short_label(p)),
        }
    }

    /// The line above the table: the runs, playouts and iterations measured, and what the
    /// two parallel columns are.
    pub fn intro_line(&self) -> String {
        let (repeat, playouts, iters, threads) =
            (self.repeat, self.playouts, self.iters, self.threads);
        format!(
            "median of {repeat} run(s); {playouts} random playouts, {iters} MCTS iterations per \
             search in total over its threads (default mcts settings); it/s {threads}T = root \
             parallelism (par=root) and it/s {threads}Tt = tree parallelism (par=tree) on \
             {threads} threads"
        )
    }
}

/// The threads of the parallel figures: `requested` (default `cores`), at least 1 and at
/// most `cores`, with the notice to print when it was capped.
pub fn cap_threads(requested: Option<u32>, cores: u32) -> (u32, Option<String>) {
    let threads = requested.unwrap_or(cores).max(1);
    if threads > cores {
        let note = format!(
            "note: --threads {threads} is more than this machine's {cores} cores; using {cores}"
        );
        return (cores, Some(note));
    }
    (threads, None)
}

/// Measures every set of `sets` as `cfg` says, giving `line` the table line by line as it
/// goes: [`BenchConfig::intro_line`], [`header_line`], then one row per set, the first column
/// as wide as the longest label.
///
/// Errors: the first of [`measure`]'s (the rows before it given).
pub fn table(sets: &[Params], cfg: &BenchConfig, line: &mut dyn FnMut(&str)) -> Result<(), String> {
    line(&cfg.intro_line());
    let labels: Vec<String> = sets.iter().map(|p| cfg.label(p)).collect();
    let width = labels
        .iter()
        .map(String::len)
        .max()
        .unwrap_or(0)
        .max("variant".len());
    line(&header_line(cfg.threads, width));
    for (params, label) in sets.iter().zip(&labels) {
        line(&measure(params, cfg)?.line(label, width));
    }
    Ok(())
}

/// `name key=value ...` with only the parameters that differ from their defaults.
pub fn short_label(p: &Params) -> String {
    let mut label = p.variant.name.to_string();
    for spec in p.variant.params {
        let v = p.get(spec.name).unwrap_or_default();
        if v != spec.default {
            label.push(' ');
            label.push_str(&format!("{}={}", spec.name, v));
        }
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(moves: &str) -> BenchConfig {
        BenchConfig {
            playouts: 5,
            iters: 50,
            repeat: 1,
            threads: 1,
            seed: 1,
            memory: false,
            material: false,
            position: None,
            moves: moves.into(),
        }
    }

    #[test]
    fn a_tiny_measurement_gives_positive_rates_and_a_table_line() {
        let p = Params::parse("tictactoe", &[] as &[&str]).unwrap();
        let row = measure(&p, &cfg("4")).unwrap();
        assert!(row.playouts_per_s > 0.0 && row.iters_1t > 0.0 && row.iters_ntt > 0.0);
        assert!(row.plies_per_playout >= 4.0 && row.plies_per_playout <= 8.0);
        assert_eq!(row.memory, "-");
        let line = row.line("tictactoe", 12);
        let header = header_line(1, 12);
        assert_eq!(line.len(), header.len(), "{header}\n{line}");
        assert!(measure(&p, &cfg("9 9"))
            .unwrap_err()
            .starts_with("--moves: "));
        assert!(check_position(&p, &cfg("0 3 1 4 2"))
            .unwrap_err()
            .contains("decided"));
    }

    #[test]
    fn default_sets_leave_out_the_test_games_and_labels_show_non_defaults() {
        let sets = default_sets();
        assert!(sets.iter().all(|p| p.variant.name != "tictactoe"));
        let torus = Params::parse("uncertainty", &["board=torus"]).unwrap();
        assert_eq!(short_label(&torus), "uncertainty board=torus");
    }

    #[test]
    fn labels_say_the_position_and_the_threads_are_capped_with_a_note() {
        let torus = Params::parse("uncertainty", &["board=torus"]).unwrap();
        let mut c = cfg("");
        assert_eq!(c.label(&torus), "uncertainty board=torus");
        c.moves = "a b".into();
        assert_eq!(c.label(&torus), "uncertainty board=torus +2 plies");
        c.position = Some("x".into());
        assert_eq!(
            c.label(&torus),
            "uncertainty board=torus (position) +2 plies"
        );
        c.moves.clear();
        assert_eq!(c.label(&torus), "uncertainty board=torus (position)");
        assert!(c
            .intro_line()
            .starts_with("median of 1 run(s); 5 random playouts, 50 MCTS"));
        assert!(c
            .intro_line()
            .ends_with("it/s 1Tt = tree parallelism (par=tree) on 1 threads"));
        assert_eq!(cap_threads(None, 4), (4, None));
        assert_eq!(cap_threads(Some(0), 4), (1, None));
        let (t, note) = cap_threads(Some(9), 2);
        assert_eq!(t, 2);
        assert_eq!(
            note.unwrap(),
            "note: --threads 9 is more than this machine's 2 cores; using 2"
        );
    }

    #[test]
    fn the_table_gives_the_intro_the_header_and_a_row_per_set() {
        let p = Params::parse("tictactoe", &[] as &[&str]).unwrap();
        let mut lines = Vec::new();
        table(&[p.clone(), p], &cfg("4"), &mut |l| {
            lines.push(l.to_string())
        })
        .unwrap();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[1], header_line(1, "tictactoe +1 plies".len()));
        assert!(lines[2].starts_with("tictactoe +1 plies "), "{}", lines[2]);
        assert_eq!(lines[2].len(), lines[1].len());
    }
}
