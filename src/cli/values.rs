//! `collapse values`: what each piece is worth, in pawns, fitted on game results by logistic
//! regression (reports::values), from existing tournament CSVs (`--from`) or from self-play
//! games it plays first.
//!
//! Features are what every game can count from its cells and extras: per piece letter
//! (case-folded; upper case White), White's count minus Black's on the board, and pieces in a
//! reserve or hand (Uncertainty reserves, Interdependent hands) as `x@hand`. A superposed
//! piece counts as the letter its cell shows: Potential Chess's undetermined pieces are all
//! `x`, Uncertainty's untransformed pawns `p`.

use std::collections::BTreeMap;

use mcts::{play_move_list, Game};
use reports::values::{piece_values, GameSample, Values};
use variants::registry::{self, GameVisitor};

use super::fiteval::{load_records, self_play, Record};

use super::{params, CliResult};
pub use super::values_args::ValuesArgs;


/// The methods of `collapse values` (`--method`, read by [`Method::parse`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Logistic regression of game results on material.
    Regression,
    /// Imbalance matches: odds games against the pawn-odds match (lab::imbalance).
    Imbalance,
}

impl Method {
    /// `regression` or `imbalance`; anything else is refused naming both.
    pub fn parse(text: &str) -> Result<Method, String> {
        match text {
            "regression" => Ok(Method::Regression),
            "imbalance" => Ok(Method::Imbalance),
            _ => Err(format!(
                "--method '{text}': not a method; give regression or imbalance"
            )),
        }
    }
}

/// The feature counts of a position: name -> White minus Black.
fn features<G: Game>(g: &G) -> BTreeMap<String, f64> {
    let mut f: BTreeMap<String, f64> = BTreeMap::new();
    let mut add = |c: char, suffix: &str| {
        if c.is_ascii_alphabetic() {
            let sign = if c.is_ascii_uppercase() { 1.0 } else { -1.0 };
            *f.entry(format!("{}{suffix}", c.to_ascii_lowercase()))
                .or_default() += sign;
        }
    };
    for (_, piece) in g.cells() {
        for c in piece.chars() {
            add(c, "");
        }
    }
    for (key, text) in g.extras() {
        if key.contains("reserve") || key.contains("hand") {
            let white = key.starts_with("white");
            for c in text.chars().filter(|c| c.is_ascii_alphabetic()) {
                // Reserve texts are written in each side's case already; force it by key.
                let c = if white {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                };
                add(c, "@hand");
            }
        }
    }
    f
}

/// Replays every record and samples positions every 2 plies from `min_ply` on.
struct Sample<'a>(&'a [Record], u32);

impl GameVisitor for Sample<'_> {
    type Output = Result<(Vec<String>, Vec<GameSample>), String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let mut names: BTreeMap<String, usize> = BTreeMap::new();
        let mut sparse: Vec<(Vec<BTreeMap<String, f64>>, f64, bool)> = Vec::new();
        for r in self.0 {
            let mut g = if r.start.is_empty() {
                start.clone()
            } else {
                start.load_position(&r.start).map_err(|e| e.to_string())?
            };
            let mut rows = Vec::new();
            for (ply, m) in r.moves.split_whitespace().enumerate() {
                if ply as u32 >= self.1 && ply % 2 == 0 {
                    let f = features(&g);
                    for k in f.keys() {
                        let n = names.len();
                        names.entry(k.clone()).or_insert(n);
                    }
                    rows.push(f);
                }
                play_move_list(&mut g, m)?;
            }
            sparse.push((rows, r.score, r.held_out));
        }
        let order: Vec<String> = names.keys().cloned().collect();
        let games = sparse
            .into_iter()
            .map(|(rows, score, held_out)| GameSample {
                rows: rows
                    .into_iter()
                    .map(|f| {
                        order
                            .iter()
                            .map(|n| f.get(n).copied().unwrap_or(0.0))
                            .collect()
                    })
                    .collect(),
                score,
                held_out,
            })
            .collect();
        Ok((order, games))
    }
}

/// The unit of `--unit PIECE[=VALUE]` among the fitted features `names`: the named feature
/// (case-folded) worth VALUE (default 1); without `--unit`, the pawn `p` worth 1 where there is
/// one, else none (values in logits).
///
/// Errors: a feature not among `names` (listing them), or a VALUE that is not a number above 0.
fn unit<'a>(given: Option<&str>, names: &'a [String]) -> Result<Option<(&'a str, f64)>, String> {
    let Some(text) = given else {
        return Ok(names
            .iter()
            .find(|n| n.as_str() == "p")
            .map(|n| (n.as_str(), 1.0)));
    };
    let (piece, value) = match text.split_once('=') {
        Some((p, v)) => (p, v),
        None => (text, "1"),
    };
    let piece = piece.trim().to_ascii_lowercase();
    let Some(name) = names.iter().find(|n| **n == piece) else {
        return Err(format!(
            "--unit '{text}': '{piece}' is not a feature of these games; give one of {}",
            names.join(", ")
        ));
    };
    match value.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 => Ok(Some((name.as_str(), v))),
        _ => Err(format!(
            "--unit '{text}': '{value}' is not a value above 0; write PIECE or PIECE=VALUE, \
             e.g. q=9"
        )),
    }
}

/// Prints the value table.
fn print(v: &Values, variant: &str, unit: Option<(&str, f64)>) {
    let pawn = unit.map(|(u, _)| u);
    println!(
        "Piece values of {variant}: logistic regression of the result on material, {} games \
         ({} positions), 95% bootstrap intervals over games",
        v.games, v.positions
    );
    let unit_name = match unit {
        Some(("p", v)) if v == 1.0 => "pawns".to_string(),
        Some((u, v)) => format!("{u}={v}"),
        None => "logit".to_string(),
    };
    let unit = unit_name.as_str();
    println!(
        "{:<10} {:>9} {:>8} {:>20} {:>8}",
        "piece", "positions", unit, "95% interval", "logit"
    );
    let mut rows: Vec<_> = v.values.iter().collect();
    rows.sort_by(|a, b| b.logit.total_cmp(&a.logit));
    for x in rows {
        let shown = x.pawns.unwrap_or(x.logit);
        println!(
            "{:<10} {:>9} {:>8.2} {:>20} {:>8.3}",
            x.name,
            x.nonzero,
            shown,
            format!("[{:.2}, {:.2}]", x.interval.0, x.interval.1),
            x.logit
        );
    }
    println!(
        "held-out log-loss {:.4} (constant model {:.4}; lower is better)",
        v.held_out_log_loss, v.baseline_log_loss
    );
    if pawn.is_none() {
        println!("no pawn feature here: values are in logit units per piece");
    }
    if let (Some(u), Some(share)) = (pawn, v.unit_positive) {
        if share < 0.975 {
            println!(
                "warning: the unit's weight ({u}) is above 0 in only {:.0}% of the resamples: \
                 it does not clearly move the result, so values in its units mean little; read \
                 the logits, or give --unit with a piece whose weight is clearly positive \
                 (e.g. --unit q=9)",
                100.0 * share
            );
        }
    }
}

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
    super::fiteval::refuse_missing_dir("--values-out", a.values_out.as_deref())?;
    super::fiteval::refuse_missing_dir("--weights-out", a.weights_out.as_deref())?;
    let files = if a.from.is_empty() {
        let out = a
            .out
            .clone()
            .unwrap_or_else(|| super::default_out(&format!("values-{}", params.variant.name)));
        eprintln!(
            "values: {} self-play games of {} into {}",
            a.games,
            a.agent,
            out.display()
        );
        self_play(&params, &a.agent, a.games, a.seed, a.threads, &out)?;
        vec![out]
    } else {
        a.from.clone()
    };
    let canonical = params.canonical();
    let records = load_records(&params, &files)?;
    if records.len() < 100 {
        eprintln!(
            "warning: only {} games: the values and their intervals mean little; fit on \
             hundreds (docs/values.md)",
            records.len()
        );
    }
    let (names, games) = registry::visit(&params, Sample(&records, a.min_ply))?;
    // Keep features that vary: a constant count (both kings, always) says nothing.
    let keep: Vec<usize> = (0..names.len())
        .filter(|&i| games.iter().flat_map(|g| &g.rows).any(|x| x[i] != 0.0))
        .collect();
    let names: Vec<String> = keep.iter().map(|&i| names[i].clone()).collect();
    let games: Vec<GameSample> = games
        .into_iter()
        .map(|g| GameSample {
            rows: g
                .rows
                .into_iter()
                .map(|x| keep.iter().map(|&i| x[i]).collect())
                .collect(),
            ..g
        })
        .collect();
    let unit = unit(a.unit.as_deref(), &names)?;
    let v = piece_values(&games, &names, unit, a.lambda, a.resamples, a.seed);
    print(&v, params.variant.name, unit);
    if let Some(path) = &a.values_out {
        let text =
            reports::values::values_csv(params.variant.name, &canonical, &v, a.resamples, unit);
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
        let about = if a.from.is_empty() {
            format!(
                "games: {} self-play games of {}, seed {}",
                a.games, a.agent, a.seed
            )
        } else {
            format!(
                "games: from {}",
                a.from
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        };
        super::piece_weights::write(&params, &v, path, &about)?;
    }
    Ok(())
}
