//! `collapse tournament` as a library call: a typed request (the variant, the agents as text,
//! the schedule, openings, SPRT) is turned into a checked [`TournamentConfig`] and run on the
//! game the registry builds, with the start position and opening file checked against it.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use reports::Sprt;
use tournament::{parse_shard, Openings, OpeningsFile, RunSummary, Schedule, TournamentConfig};
use variants::registry::Params;

use crate::records::{play_tournament, LabError};

/// The agents of the default tournament: MCTS against alpha-beta and the two one-ply baselines.
/// Iteration and depth budgets (not time) so that every game replays exactly from its seed.
pub const DEFAULT_AGENTS: [&str; 4] = ["mcts:iters=10000", "alphabeta:depth=2", "greedy", "random"];

/// A tournament as the command line gives it (each field is the option of the same name).
#[derive(Clone, Debug)]
pub struct TournamentRequest {
    /// The variant and its parameters.
    pub params: Params,
    /// Each entrant as `SPEC` or `NAME=SPEC`; empty: [`DEFAULT_AGENTS`].
    pub agents: Vec<String>,
    /// Games per pairing.
    pub games: u32,
    /// The tournament seed.
    pub seed: u64,
    /// Search threads in total (0: one per core).
    pub threads: usize,
    /// The result CSV.
    pub out: PathBuf,
    /// Play only the games missing from `out`.
    pub resume: bool,
    /// `round-robin` or `gauntlet`.
    pub schedule: String,
    /// `K/N`: run only that slice of the schedule.
    pub shard: Option<String>,
    /// A file of opening lines ([`OpeningsFile`]).
    pub openings: Option<PathBuf>,
    /// Openings of this many random plies.
    pub random_opening_plies: Option<u32>,
    /// A position text to start every game from.
    pub position: Option<String>,
    /// `elo0=..,elo1=..,alpha=..,beta=..[,model=..]`: stop early on the SPRT's decision.
    pub sprt: Option<String>,
}

/// A checked tournament, ready to run.
#[derive(Clone, Debug)]
pub struct PreparedTournament {
    /// The variant and its parameters.
    pub params: Params,
    /// The validated configuration (its `start` is filled in by [`PreparedTournament::run`]).
    pub cfg: TournamentConfig,
    /// The search threads used: `cfg.threads`, or the cores when it is 0 or more than them.
    pub threads: usize,
    /// Games played at once.
    pub games_at_once: usize,
    /// `--openings`: the file and its lines.
    openings: Option<(PathBuf, OpeningsFile)>,
    /// `--position`: the start position's text.
    position: Option<String>,
}

impl TournamentRequest {
    /// Parses the agents (unnamed ones get [`reports::short_labels`]), schedule, shard,
    /// openings and SPRT, and validates the config; `warn` gets the note that `threads` is
    /// more than this machine's cores (it is capped).
    ///
    /// Errors (messages name the option and the fix): an agent spec not valid for the
    /// variant, a bad schedule, shard or SPRT, an openings file that cannot be read or is
    /// empty, `random_opening_plies` 0, an invalid config, an agent that alone searches with
    /// more threads than allowed.
    pub fn prepare(&self, warn: &mut dyn FnMut(&str)) -> Result<PreparedTournament, String> {
        let params = &self.params;
        let texts: Vec<String> = if self.agents.is_empty() {
            DEFAULT_AGENTS.iter().map(|s| s.to_string()).collect()
        } else {
            self.agents.clone()
        };
        let mut agents = Vec::new();
        let mut given: Vec<Option<String>> = Vec::new();
        for t in &texts {
            let (name, spec) =
                reports::split_named_spec(t).map_err(|e| format!("--agent {t}: {e}"))?;
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
        let mut cfg = TournamentConfig::new(
            params.variant.name,
            params.canonical(),
            agents,
            self.out.clone(),
        );
        cfg.games_per_pairing = self.games;
        cfg.seed = self.seed;
        cfg.threads = self.threads;
        cfg.resume = self.resume;
        cfg.names = names;
        cfg.schedule = self
            .schedule
            .parse::<Schedule>()
            .map_err(|e| format!("--schedule: {e}"))?;
        cfg.shard = self
            .shard
            .as_deref()
            .map(parse_shard)
            .transpose()
            .map_err(|e| e.to_string())?;
        let mut openings = None;
        cfg.openings = match (&self.openings, self.random_opening_plies) {
            (Some(path), _) => {
                let file = OpeningsFile::read(path)?;
                let lines = file.lines.clone();
                openings = Some((path.clone(), file));
                Openings::Lines(lines)
            }
            (None, Some(0)) => {
                return Err(
                    "--random-opening-plies 0: give at least 1 ply (or leave it out)".into(),
                )
            }
            (None, Some(n)) => Openings::RandomPlies(n),
            (None, None) => Openings::None,
        };
        cfg.sprt = self
            .sprt
            .as_deref()
            .map(Sprt::parse)
            .transpose()
            .map_err(|e| format!("--sprt: {e}"))?;
        cfg.validate().map_err(|e| e.to_string())?;
        let threads = tournament::effective_threads(cfg.threads);
        if cfg.threads > threads {
            warn(&format!(
                "note: --threads {} is more than this machine's {threads} cores; using {threads}",
                cfg.threads
            ));
        }
        // Refused when one agent alone searches with more threads than allowed.
        let games_at_once =
            tournament::parallel_games(&cfg.agents, threads).map_err(|e| e.to_string())?;
        Ok(PreparedTournament {
            params: params.clone(),
            cfg,
            threads,
            games_at_once,
            openings,
            position: self.position.clone(),
        })
    }
}

impl PreparedTournament {
    /// The lines announcing the run: variant, agents, games, seed, threads and the output;
    /// then each agent's name and spec; then the SPRT and its bounds, if any.
    pub fn header_lines(&self) -> Vec<String> {
        let cfg = &self.cfg;
        let mut out = vec![format!(
            "{} [{}]: {} agents, {} games per pairing, seed {}, {} thread(s): {} game(s) at \
             once x {} search thread(s) per game, writing {}",
            self.params.variant.name,
            self.params.canonical(),
            cfg.agents.len(),
            cfg.games_per_pairing,
            cfg.seed,
            self.threads,
            self.games_at_once,
            tournament::threads_per_game(&cfg.agents),
            cfg.out.display()
        )];
        let w = cfg.names.iter().map(String::len).max().unwrap_or(0);
        for (n, s) in cfg.names.iter().zip(&cfg.agents) {
            out.push(format!("  {n:<w$} = {s}"));
        }
        if let Some(s) = &cfg.sprt {
            out.push(format!(
                "SPRT {} vs {}: {s}, bounds ({:.2}, {:.2})",
                cfg.names[0],
                cfg.names[1],
                s.bounds().0,
                s.bounds().1
            ));
        }
        out
    }

    /// Runs the tournament ([`play_tournament`]) on the registry's game, from the
    /// position text if one was given (recorded in the CSV `start` column), drawing a
    /// progress bar with `progress`; `stop` (Ctrl-C) finishes the games in flight and ends.
    ///
    /// Errors: [`LabError::Input`] for a position text that does not load or is decided, or
    /// an opening line that does not play from the start (naming its file line);
    /// [`LabError::Tournament`] for a failed run (a file that cannot be resumed, an I/O error).
    pub fn run(self, progress: bool, stop: &Arc<AtomicBool>) -> Result<RunSummary, LabError> {
        // The opening lines are checked on the start position, to name a bad one's file line.
        let openings = self.openings.as_ref().map(|(p, f)| (p.as_path(), f));
        let position = self.position.as_deref();
        play_tournament(&self.params, self.cfg, position, openings, progress, stop)
    }
}

/// The lines a tournament run `s` prints on standard error when it ends: the games played
/// now and already in the file, the time and the output; then the SPRT's stop note
/// ([`tournament::sprt_stop_note`]) if the SPRT stopped it. The note is also given apart, to
/// go under the report.
pub fn ending_lines(s: &RunSummary) -> (Vec<String>, Option<String>) {
    let mut lines = vec![format!(
        "played {} games ({} already in the file) in {:.1}s; results in {}",
        s.played,
        s.skipped,
        s.wall_time.as_secs_f64(),
        s.out.display()
    )];
    let note = tournament::sprt_stop_note(s.early_stop, s.sprt, s.played + s.skipped, s.scheduled);
    lines.extend(note.clone());
    (lines, note)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(agents: &[&str], out: PathBuf) -> TournamentRequest {
        TournamentRequest {
            params: Params::parse("tictactoe", &[] as &[&str]).unwrap(),
            agents: agents.iter().map(|s| s.to_string()).collect(),
            games: 2,
            seed: 1,
            threads: 1,
            out,
            resume: false,
            schedule: "round-robin".into(),
            shard: None,
            openings: None,
            random_opening_plies: None,
            position: None,
            sprt: None,
        }
    }

    #[test]
    fn a_request_names_its_agents_and_plays_every_game() {
        let dir = std::env::temp_dir().join(format!("lab-tournaments-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = dir.join("t.csv");
        let _ = std::fs::remove_file(&out);
        let req = request(&["me=greedy", "random"], out.clone());
        let mut notes = Vec::new();
        let t = req.prepare(&mut |n| notes.push(n.to_string())).unwrap();
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(t.cfg.names[0], "me");
        let head = t.header_lines();
        assert!(head[0].starts_with("tictactoe ["), "{head:?}");
        assert!(
            head[1].contains("me") && head[1].ends_with("= greedy"),
            "{head:?}"
        );
        let stop = Arc::new(AtomicBool::new(false));
        let s = t.run(false, &stop).unwrap();
        assert_eq!((s.played, s.scheduled), (2, 2));
        let (lines, note) = ending_lines(&s);
        let secs = format!("{:.1}s", s.wall_time.as_secs_f64());
        let played = format!("played 2 games (0 already in the file) in {secs}; results in ");
        assert_eq!(lines, [format!("{played}{}", out.display())]);
        assert_eq!(note, None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn bad_requests_name_the_option() {
        let out = PathBuf::from("unused.csv");
        let err = |r: TournamentRequest| r.prepare(&mut |_| {}).unwrap_err();
        assert!(err(request(&["nope"], out.clone())).starts_with("--agent nope: "));
        let mut r = request(&["greedy", "random"], out.clone());
        r.random_opening_plies = Some(0);
        assert!(err(r).starts_with("--random-opening-plies 0"));
        let mut r = request(&["greedy", "random"], out);
        r.schedule = "swiss".into();
        assert!(err(r).starts_with("--schedule: "));
    }
}
