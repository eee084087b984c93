//! `collapse values --method imbalance`: piece values by imbalance matches
//! ([`lab::imbalance`] plays them and forms the values); this file checks the arguments,
//! builds the config, and prints the table and the values file.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use lab::imbalance::{ImbalanceConfig, VALUES_COLUMNS};

use super::values_args::ValuesArgs;
use super::{params, CliResult};

/// Appends the rows to `path` (header first when the file is new or empty).
fn write_values(path: &Path, rows: &[String]) -> CliResult {
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
    let mut text = String::new();
    if fresh {
        text.push_str(VALUES_COLUMNS);
        text.push('\n');
    }
    for r in rows {
        text.push_str(r);
        text.push('\n');
    }
    f.write_all(text.as_bytes()).map_err(err)?;
    Ok(())
}

/// `collapse values --method imbalance`.
///
/// Errors (exit 2): a bad variant, parameter or agent; `--from` (this method plays its own
/// games); a piece letter the game cannot give as odds (the message lists those it can); a
/// game that gives no piece as odds; an output file that cannot be written.
pub fn run(a: &ValuesArgs, values_out: Option<&PathBuf>) -> CliResult {
    if !a.from.is_empty() {
        return Err(
            "--from: the imbalance method plays its own odds games; drop --from or use \
                    --method regression"
                .to_string()
                .into(),
        );
    }
    let params = params(&a.variant)?;
    let agent = params
        .parse_agent(&a.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    let t0 = std::time::Instant::now();
    let cfg = ImbalanceConfig {
        params,
        agent,
        games: a.games,
        seed: a.run.seed,
        threads: a.run.threads,
        piece: a.piece.clone(),
        versus: a.versus.clone(),
        matches: a.matches.clone(),
        unit: a.unit.clone(),
        resamples: a.resamples,
    };
    let r = lab::imbalance::run(&cfg, &mut |m| {
        eprintln!(
            "values: {} odds match, {} games: the side with it scored {:.1}% ({:.0} s)",
            m.spec.label(),
            m.games,
            100.0 * m.score,
            m.seconds
        )
    })?;
    print!("{}", r.table_text());
    eprintln!("values: {:.0} s in all", t0.elapsed().as_secs_f64());
    if let Some(path) = values_out {
        write_values(path, &r.values_csv_rows())?;
    }
    Ok(())
}
