//! `collapse values`: what each piece is worth, fitted by regression on material
//! ([`lab::values`]) or measured by imbalance matches (`--method imbalance`,
//! [`super::imbalance`]); this file checks the arguments, gets the games (self-play first, or
//! `--from`), calls the fit, and prints the table and the values and weights files.

use lab::values::{Method, RegressionConfig};

use super::run::{records, refuse_missing_dir};
pub use super::values_args::ValuesArgs;
use super::{params, CliResult};

/// `collapse values`.
///
/// Errors (exit 2): a bad variant, parameter or agent; CSVs that cannot be read, hold no game
/// of this variant and parameter set, or hold games that do not replay; a `--values-out` in a
/// missing directory. Exit 1: the `--values-out` file cannot be written.
pub fn run(a: &ValuesArgs) -> CliResult {
    if Method::parse(&a.method)? == Method::Imbalance {
        if a.weights_out.is_some() {
            return Err(
                "--weights-out goes with the regression (--method regression); drop it".into(),
            );
        }
        return super::imbalance::run(a, a.values_out.as_ref());
    }
    if a.piece.is_some() || a.versus.is_some() || !a.matches.is_empty() {
        return Err(
            "--piece, --versus and --match go with --method imbalance; add it, \
                    or drop them for the regression"
                .to_string()
                .into(),
        );
    }
    let params = params(&a.variant)?;
    // A --values-out in a missing directory is refused before any game is played.
    refuse_missing_dir("--values-out", a.values_out.as_deref())?;
    refuse_missing_dir("--weights-out", a.weights_out.as_deref())?;
    let records = records("values", &params, &a.source, a.out.out.as_deref(), &a.run)?;
    if records.len() < 100 {
        eprintln!(
            "warning: only {} games: the values and their intervals mean little; fit on \
             hundreds (docs/values.md)",
            records.len()
        );
    }
    let cfg = RegressionConfig {
        params,
        min_ply: a.min_ply,
        unit: a.unit.clone(),
        lambda: a.lambda,
        resamples: a.resamples,
        seed: a.run.seed,
    };
    let r = lab::values::regression(&cfg, &records)?;
    let params = &cfg.params;
    print!("{}", r.table_text(params.variant.name));
    if let Some(path) = &a.values_out {
        let text = reports::values::values_csv(
            params.variant.name,
            &params.canonical(),
            &r.values,
            a.resamples,
            r.unit(),
        );
        std::fs::write(path, text).map_err(|e| {
            super::CliError::output(
                format!(
                    "--values-out {}: cannot write: {e}; give a file in a directory that \
                     exists and is writable",
                    path.display()
                ),
                &e,
            )
        })?;
        eprintln!("wrote {}", path.display());
    }
    if let Some(path) = &a.weights_out {
        let s = &a.source;
        let about =
            lab::piece_weights::games_about(&s.from, s.games.games, &s.agent.agent, a.run.seed);
        super::piece_weights::write(params, &r.values, path, &about)?;
    }
    Ok(())
}
