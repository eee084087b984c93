//! What the long-running subcommands share (`tournament`, `sweep`, `tune`, `explore`,
//! `values`, `fit-eval`): the limits of `--games` and `--threads`, the note of an interrupted run, and the interrupt flag. A module
//! of its own so that those subcommands do not import each other (tests/suite/import_cycles.rs).

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::CliResult;

/// The most games per pairing (`--games`) of a tournament or per combination of a sweep: the
/// schedule is computed lazily, so a billion games cost no memory up front.
pub const MAX_GAMES: i128 = 1_000_000_000;

/// The most `--threads` accepted; more than the machine's cores is capped with a notice.
pub const MAX_THREADS: i128 = 1_000_000;

/// Prints the note of a run interrupted `when` (`after 3 of 8 games`) with the command that
/// resumes it ([`lab::resume::interrupted_note`]: these arguments with `--out` and
/// `--resume`), and exits with code 130.
pub fn exit_interrupted(when: &str, out: &Path) -> ! {
    let args: Vec<String> = std::env::args().collect();
    eprintln!("{}", lab::resume::interrupted_note(when, &args, out));
    std::process::exit(130);
}

/// Raises the returned flag on the first SIGINT/SIGTERM; a second one exits at once (code
/// 130). The CSV stays valid either way: rows are written whole.
pub fn interrupt_flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for sig in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        // Failing to install a handler only loses the clean stop; the run goes on.
        let _ = signal_hook::flag::register_conditional_shutdown(sig, 130, Arc::clone(&flag));
        let _ = signal_hook::flag::register(sig, Arc::clone(&flag));
    }
    flag
}

/// Refuses an output file (option `flag`) whose directory does not exist, before any game
/// is played for it.
pub fn refuse_missing_dir(flag: &str, path: Option<&Path>) -> CliResult {
    if let Some(dir) = path
        .and_then(|p| p.parent())
        .filter(|d| !d.as_os_str().is_empty() && !d.is_dir())
    {
        return Err(format!(
            "{flag}: the directory {} does not exist; create it or give another file",
            dir.display()
        )
        .into());
    }
    Ok(())
}

/// What differs between the subcommands that share [`RunArgs`]: each option's help (it says
/// how that subcommand derives its games' seeds, and what its threads run) and whether it has
/// the short forms `-s` and `-t`.
pub trait RunHelp {
    /// The help of `--seed`, its range stated as `(0..=18446744073709551615)`.
    const SEED: &'static str;
    /// The help of `--threads`, its range stated as `(0..=1000000; ...)`.
    const THREADS: &'static str;
    /// `-s` / `-t` as well as `--seed` / `--threads`.
    const SHORT: bool;
}

/// The seed and the thread cap of a self-play run, declared once and flattened into `values`,
/// `fit-eval`, `sweep`, `tune` and `explore` (`#[command(flatten)] run: RunArgs<Help>`);
/// `H` gives each its help text.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs<H: RunHelp + Send + Sync + 'static> {
    /// The seed: every game's seed derives from it and the game's id (0..=2^64 - 1).
    #[arg(long, short = if H::SHORT { Some('s') } else { None }, help = H::SEED,
          default_value_t = 1, allow_negative_numbers = true,
          value_parser = super::range::whole::<u64>(0, super::range::MAX_SEED))]
    pub seed: u64,
    /// Threads in total (0 = one per core; more than the cores is capped).
    #[arg(long, short = if H::SHORT { Some('t') } else { None }, help = H::THREADS,
          default_value_t = 0, allow_negative_numbers = true,
          value_parser = super::range::whole::<usize>(0, MAX_THREADS))]
    pub threads: usize,
    #[arg(skip)]
    _help: std::marker::PhantomData<H>,
}

/// Where the games of `values` and `fit-eval` come from: the CSVs `from` when given, else
/// `games` self-play games of `agent` (seeded and threaded as `run` says) played first into
/// `out` (default `results/STEM-VARIANT-UNIXTIME.csv`), announced on standard error as
/// `STEM: N self-play games of AGENT into OUT`.
pub fn games_source<H: RunHelp + Send + Sync + 'static>(
    stem: &str,
    variant: &str,
    from: &[std::path::PathBuf],
    agent: &str,
    games: u32,
    out: Option<&Path>,
    run: &RunArgs<H>,
) -> lab::records::Games {
    if !from.is_empty() {
        return lab::records::Games::Files(from.to_vec());
    }
    let out = out
        .map(Path::to_path_buf)
        .unwrap_or_else(|| super::default_out(&format!("{stem}-{variant}")));
    eprintln!(
        "{stem}: {games} self-play games of {agent} into {}",
        out.display()
    );
    lab::records::Games::SelfPlay(lab::records::SelfPlay {
        agent: agent.to_string(),
        games,
        seed: run.seed,
        threads: run.threads,
        out,
    })
}
