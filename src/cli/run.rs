//! What the long-running subcommands (`tournament`, `sweep`, `tune`, `explore`, `values`,
//! `fit-eval`) share besides their options ([`super::args`]): the note of an interrupted run,
//! the interrupt flag, the check of an output's directory, the games `values` and `fit-eval`
//! fit on. A module of its own so those subcommands do not import each other.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use lab::records::{Games, Record, SelfPlay};
use variants::registry::Params;

use super::args::{default_out, RunArgs, RunHelp, SourceArgs};
use super::CliResult;

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

/// The games `values` and `fit-eval` fit on ([`lab::records::games`], whose errors it returns):
/// the CSVs of `--from`, else the self-play games of `--games` and `--agent` (seeded and
/// threaded as `run` says) played first into `out` (default `results/STEM-VARIANT-UNIXTIME.csv`),
/// announced on standard error as `STEM: N self-play games of AGENT into OUT`.
pub fn records<H: RunHelp>(
    stem: &str,
    params: &Params,
    source: &SourceArgs<H>,
    out: Option<&Path>,
    run: &RunArgs<H>,
) -> CliResult<Vec<Record>> {
    let (games, agent) = (source.games.games, &source.agent.agent);
    let games = if source.from.is_empty() {
        let name = format!("{stem}-{}", params.variant.name);
        let out = out.map_or_else(|| default_out(&name), Path::to_path_buf);
        eprintln!(
            "{stem}: {games} self-play games of {agent} into {}",
            out.display()
        );
        Games::SelfPlay(SelfPlay {
            agent: agent.clone(),
            games,
            seed: run.seed,
            threads: run.threads,
            out,
        })
    } else {
        Games::Files(source.from.clone())
    };
    Ok(lab::records::games(params, &games)?)
}
