//! `collapse values --method imbalance`: piece values by imbalance matches
//! ([`lab::imbalance`] plays them and forms the values); this file checks the arguments,
//! builds the config, and prints the table and the values file.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use lab::imbalance::ImbalanceConfig;

use super::values_args::ValuesArgs;
use super::{params, CliResult};

/// Appends the values of `r` to `path` (header first when the file is new or empty).
fn write_values(path: &Path, r: &lab::imbalance::ImbalanceResult) -> CliResult {
    let fresh = std::fs::metadata(path)
        .map(|m| m.len() == 0)
        .unwrap_or(true);
    let err = |e: std::io::Error| {
        super::CliError::output(format!("--values-out {}: {e}", path.display()), &e)
    };
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(err)?;
    f.write_all(r.values_file_text(fresh).as_bytes())
        .map_err(err)
}

/// `collapse values --method imbalance`.
///
/// Errors (exit 2): a bad variant, parameter or agent; `--from` (this method plays its own
/// games); a piece letter the game cannot give as odds (the message lists those it can); a
/// game that gives no piece as odds; an output file that cannot be written.
pub fn run(a: &ValuesArgs, values_out: Option<&PathBuf>) -> CliResult {
    if !a.source.from.is_empty() {
        return Err(
            "--from: the imbalance method plays its own odds games; drop --from or use \
                    --method regression"
                .to_string()
                .into(),
        );
    }
    let params = params(&a.variant)?;
    let agent = params
        .parse_agent(&a.source.agent.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    let t0 = std::time::Instant::now();
    let cfg = ImbalanceConfig {
        params,
        agent,
        games: a.source.games.games,
        seed: a.run.seed,
        threads: a.run.threads,
        piece: a.piece.clone(),
        versus: a.versus.clone(),
        matches: a.matches.clone(),
        unit: a.unit.clone(),
        resamples: a.resamples,
    };
    let r = lab::imbalance::run(&cfg, &mut |m| eprintln!("{}", m.progress_line()))?;
    print!("{}", r.table_text());
    eprintln!("values: {:.0} s in all", t0.elapsed().as_secs_f64());
    if let Some(path) = values_out {
        write_values(path, &r)?;
    }
    Ok(())
}
