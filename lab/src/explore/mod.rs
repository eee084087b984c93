//! The explore driver (`collapse explore`): which opening lines are good? [`run`] takes an
//! [`ExploreRequest`] (the options as the user gives them), enumerates the lines of the
//! variant's start (or a position) to a depth, or the `top` moves per position a short search
//! prefers ([`tournament::explore::enumerate`]), and explores them with self-play games
//! spent adaptively ([`tournament::explore::explore`]: LUCB1 on the best or worst line, or
//! uniform to a target interval width). It gives an [`ExploreReport`]: the lines ranked by
//! White score with intervals and Holm-corrected tests against their siblings, as a table
//! ([`ExploreReport::table_text`]) and as the lines CSV ([`ExploreReport::lines_csv`]).

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use mcts::{AgentSpec, Game};
use tournament::explore::{
    self, AllocConfig, ExploreConfig, ExploreEnd, ExploreSummary, Goal, TopK,
};
use variants::registry::{self, GameVisitor, Params};

use crate::position::start_from;
use crate::records::LabError;

mod render;

pub use render::Ranked;

/// An exploration as the user asks for it.
#[derive(Clone, Debug)]
pub struct ExploreRequest {
    /// The game and its parameters.
    pub params: Params,
    /// Plies of the lines explored (1..=8).
    pub depth: usize,
    /// Follow only the `top` moves per position a `prior_iters`-iteration MCTS search
    /// visits most (0: every legal move).
    pub top: usize,
    /// Iterations of the search that ranks the moves for `top`.
    pub prior_iters: u32,
    /// Explore from this position text instead of the variant's setup.
    pub position: Option<String>,
    /// The self-play agent spec (both sides of every game).
    pub agent: String,
    /// Games in all, over every line and round; at least one per line.
    pub games: u64,
    /// `best`, `worst` or `width=W`.
    pub goal: String,
    /// LUCB1's error probability, in (0, 1).
    pub delta: f64,
    /// Games every line gets first.
    pub init: u64,
    /// Games a chosen line gets per later round.
    pub batch: u64,
    /// Seed of the games (game `k` of line `i` has id `i · 10^6 + k`) and of the top searches.
    pub seed: u64,
    /// Search threads in total (0 = one per core).
    pub threads: usize,
    /// The games CSV (tournament format, the line in `opening`).
    pub out: PathBuf,
    /// Continue the exploration of `out`.
    pub resume: bool,
    /// `K/N`: run as shard K of N (1-based).
    pub shard: Option<String>,
    /// Draw a progress bar.
    pub progress: bool,
}

/// What an exploration found.
#[derive(Clone, Debug)]
pub struct ExploreReport {
    /// The exploration as run: the lines, the allocation, the files.
    pub cfg: ExploreConfig,
    /// Its games per line, rounds, why it ended, games played now / in the files.
    pub summary: ExploreSummary,
    /// The lines ranked by White score (best first; ties: more games, then line order).
    pub rows: Vec<Ranked>,
    /// The shard run, `(K, N)`.
    pub shard: Option<(u32, u32)>,
}

impl ExploreReport {
    /// True when the exploration was interrupted (the CSV is valid; resume goes on).
    pub fn interrupted(&self) -> bool {
        self.summary.end == ExploreEnd::Interrupted
    }
}

impl ExploreReport {
    /// Where the lines CSV of the games CSV `out` goes: `given`, else [`lines_path`] beside
    /// `out`. A shard writes none unless given: beside its `out`, `x.lines.csv` would match
    /// the `shards/*.csv` glob given to merge (the merged file resumed gives the lines).
    pub fn lines_out(&self, given: Option<&Path>, out: &Path) -> Option<PathBuf> {
        match (given, self.shard) {
            (Some(p), _) => Some(p.to_path_buf()),
            (None, None) => Some(lines_path(out)),
            (None, Some(_)) => None,
        }
    }

    /// The lines printed on standard error after the table: the games played now, in `out`
    /// already and read from the other shards, where the lines CSV went (`lines_out`) or how
    /// to get one for a shard; then a note on the games the allocation did not reach.
    pub fn closing_lines(&self, out: &Path, lines_out: Option<&Path>) -> Vec<String> {
        let s = &self.summary;
        let mut lines = vec![format!(
            "{} games played now, {} were in {} already{}; {}",
            s.played,
            s.in_file,
            out.display(),
            if s.from_shards > 0 {
                format!(", {} read from the other shards", s.from_shards)
            } else {
                String::new()
            },
            match lines_out {
                Some(p) => format!("lines written to {}", p.display()),
                None => "no lines CSV for a shard (give --lines-out; or merge the shards and \
                         run the same command on the merged file with --out MERGED --resume \
                         and no --shard: it plays nothing and writes MERGED's lines CSV)"
                    .to_string(),
            }
        )];
        if s.unused > 0 {
            lines.push(format!(
                "note: {} of the {} games in the files were not used: the allocation stopped \
                 before reaching them (a smaller --games than the run that played them)",
                s.unused,
                s.in_file + s.played + s.from_shards
            ));
        }
        lines
    }
}

/// The lines CSV beside `out`: `x.csv` gives `x.lines.csv`.
pub fn lines_path(out: &Path) -> PathBuf {
    let stem = out
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    out.with_file_name(format!("{stem}.lines.csv"))
}

/// Runs the exploration `req` until its goal is reached, its budget spent or `stop` raised
/// (then no new game starts and [`ExploreReport::interrupted`] says so); `log` receives the
/// line saying what is explored, before the first game.
///
/// Errors (messages name the option to fix): an unknown agent key, a bad `goal` or `shard`,
/// a position that does not load, `games` below the number of lines ([`LabError::Input`]);
/// an existing `out` without `resume`, a file of another exploration, an I/O error
/// ([`LabError::Tournament`]).
pub fn run(
    req: &ExploreRequest,
    stop: &AtomicBool,
    log: &mut dyn FnMut(&str),
) -> Result<ExploreReport, LabError> {
    let params = &req.params;
    let goal: Goal = req
        .goal
        .parse()
        .map_err(|e: tournament::TournamentError| e.to_string())?;
    let agent = params
        .parse_agent(&req.agent)
        .map_err(|e| format!("--agent {}: {e}", req.agent))?;
    let prior = if req.top > 0 {
        match params
            .parse_agent(&format!("mcts:iters={}", req.prior_iters))
            .map_err(|e| format!("--prior-iters: {e}"))?
        {
            AgentSpec::Mcts(c) => Some(c),
            _ => None,
        }
    } else {
        None
    };
    let shard = req
        .shard
        .as_deref()
        .map(tournament::parse_shard)
        .transpose()
        .map_err(|e| format!("--shard: {e}"))?;
    let (cfg, summary) = registry::visit(
        params,
        Visit {
            req,
            agent,
            prior,
            alloc: AllocConfig {
                goal,
                budget: req.games,
                init: req.init,
                batch: req.batch,
                delta: req.delta,
            },
            shard,
            stop,
            log,
        },
    )?;
    let rows = render::rank(&cfg, &summary.stats);
    Ok(ExploreReport {
        cfg,
        summary,
        rows,
        shard,
    })
}

/// Runs the exploration on the variant's concrete game: enumerates the lines, then explores.
struct Visit<'a> {
    req: &'a ExploreRequest,
    agent: AgentSpec,
    prior: Option<mcts::search::SearchConfig>,
    alloc: AllocConfig,
    shard: Option<(u32, u32)>,
    stop: &'a AtomicBool,
    log: &'a mut dyn FnMut(&str),
}

impl GameVisitor for Visit<'_> {
    type Output = Result<(ExploreConfig, ExploreSummary), LabError>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let a = self.req;
        let (start, start_text) = start_from(start, a.position.as_deref())?;
        let top = self.prior.filter(|_| a.top > 0).map(|search| TopK {
            k: a.top,
            search,
            seed: a.seed,
        });
        let lines = explore::enumerate(&start, a.depth, top.as_ref());
        let cfg = ExploreConfig {
            variant: a.params.variant.name.to_string(),
            params: a.params.canonical(),
            agent: self.agent,
            lines,
            alloc: self.alloc,
            seed: a.seed,
            threads: a.threads,
            out: a.out.clone(),
            resume: a.resume,
            shard: self.shard,
            start: start_text,
        };
        (self.log)(&format!(
            "explore {} [{}]: {} lines of {} plies{}, {} self-play, goal {}, {} games, seed {}, \
             writing {}",
            cfg.variant,
            cfg.params,
            cfg.lines.len(),
            a.depth,
            if a.top > 0 {
                format!(" (top {} moves per position)", a.top)
            } else {
                String::new()
            },
            cfg.agent,
            cfg.alloc.goal,
            cfg.alloc.budget,
            a.seed,
            cfg.out.display()
        ));
        let s =
            explore::explore(&start, &cfg, a.progress, self.stop).map_err(LabError::Tournament)?;
        Ok((cfg, s))
    }
}
