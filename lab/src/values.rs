//! Piece values by regression (`collapse values`): what each piece is worth, in pawns, fitted
//! on game results by logistic regression (reports::values), on [`Record`]s of tournament
//! CSVs or of self-play games ([`crate::records`]). [`regression`] takes a
//! [`RegressionConfig`] and the records and gives a [`RegressionResult`].
//!
//! Features are what every game can count from its cells and extras: per piece letter
//! (case-folded; upper case White), White's count minus Black's on the board, and pieces in a
//! reserve or hand (Uncertainty reserves, Interdependent hands) as `x@hand`. A superposed
//! piece counts as the letter its cell shows: Potential Chess's undetermined pieces are all
//! `x`, Uncertainty's untransformed pawns `p`.

use std::collections::BTreeMap;

use mcts::Player;
use mcts::{play_move_list, Game};
use reports::values::{piece_values, GameSample, Values};
use variants::registry::{self, GameVisitor, Params};

use crate::records::Record;

/// How to fit piece values on a set of games.
#[derive(Clone, Debug)]
pub struct RegressionConfig {
    /// The game and its parameters (the records must be of it).
    pub params: Params,
    /// Positions before this ply are not sampled (the opening, where material is level);
    /// from it on, every second ply.
    pub min_ply: u32,
    /// The unit `PIECE[=VALUE]` (a feature name, case-folded; VALUE default 1); `None`: the
    /// pawn `p` worth 1 where there is one, else logits.
    pub unit: Option<String>,
    /// L2 penalty per position on the weights (0 < lambda < 1).
    pub lambda: f64,
    /// Bootstrap resamples (over games) of the 95% intervals.
    pub resamples: usize,
    /// Seed of the bootstrap.
    pub seed: u64,
}

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

/// The fitted piece values.
#[derive(Clone, Debug, PartialEq)]
pub struct RegressionResult {
    /// Per feature that varies in the games: its logit, value in the unit, 95% interval;
    /// the held-out and constant-model log-loss, games and positions.
    pub values: Values,
    /// The unit: a feature name and its worth; `None` when the values are logits.
    pub unit: Option<(String, f64)>,
}

impl RegressionResult {
    /// The unit as [`reports::values`] takes it.
    pub fn unit(&self) -> Option<(&str, f64)> {
        self.unit.as_ref().map(|(u, v)| (u.as_str(), *v))
    }
}

/// Fits the piece values of `records` (games of `cfg.params`): samples every record's
/// positions ([`samples`]), keeps the features that vary, and fits them ([`fit_samples`]).
///
/// Errors: a record that does not replay; a unit that is not a feature of these games or
/// whose value is not above 0.
pub fn regression(cfg: &RegressionConfig, records: &[Record]) -> Result<RegressionResult, String> {
    let (names, games) = samples(&cfg.params, records, cfg.min_ply)?;
    fit_samples(cfg, &names, games)
}

/// The feature names (sorted) and one [`GameSample`] per record: its positions every 2 plies
/// from `min_ply` on, each a row of White-minus-Black counts per feature (0 where a feature
/// is absent), with White's score.
///
/// Errors: a record whose start does not load or whose moves do not replay.
pub fn samples(
    params: &Params,
    records: &[Record],
    min_ply: u32,
) -> Result<(Vec<String>, Vec<GameSample>), String> {
    registry::visit(params, Sample { records, min_ply })
}

/// The values of `games` over features `names` (columns of their rows): the features that
/// never vary (both kings, always) are left out, the unit resolved ([`RegressionConfig::unit`])
/// and the regression fitted ([`reports::values::piece_values`]; `cfg.params` unused).
///
/// Errors: a unit that is not among the varying features, or whose value is not above 0.
pub fn fit_samples(
    cfg: &RegressionConfig,
    names: &[String],
    games: Vec<GameSample>,
) -> Result<RegressionResult, String> {
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
    let unit = unit(cfg.unit.as_deref(), &names)?;
    let values = piece_values(&games, &names, unit, cfg.lambda, cfg.resamples, cfg.seed);
    Ok(RegressionResult {
        values,
        unit: unit.map(|(u, v)| (u.to_string(), v)),
    })
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
    for player in [Player::White, Player::Black] {
        for c in g.hand(player) {
            // Hand letters are upper case; the player gives the sign.
            let c = match player {
                Player::White => c.to_ascii_uppercase(),
                Player::Black => c.to_ascii_lowercase(),
            };
            add(c, "@hand");
        }
    }
    f
}

/// Replays every record and samples positions every 2 plies from `min_ply` on.
struct Sample<'a> {
    records: &'a [Record],
    min_ply: u32,
}

impl GameVisitor for Sample<'_> {
    type Output = Result<(Vec<String>, Vec<GameSample>), String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let mut names: BTreeMap<String, usize> = BTreeMap::new();
        let mut sparse: Vec<(Vec<BTreeMap<String, f64>>, f64, bool)> = Vec::new();
        for r in self.records {
            let mut g = if r.start.is_empty() {
                start.clone()
            } else {
                start.load_position(&r.start).map_err(|e| e.to_string())?
            };
            let mut rows = Vec::new();
            for (ply, m) in r.moves.split_whitespace().enumerate() {
                if ply as u32 >= self.min_ply && ply % 2 == 0 {
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

impl RegressionResult {
    /// The value table of `variant`: a title with the games and positions, one row per piece
    /// (`piece positions VALUE 95%-interval logit`, most valuable first, in pawns or the
    /// unit's), the held-out log-loss against the constant model, and a warning when the
    /// unit's weight is not clearly positive.
    pub fn table_text(&self, variant: &str) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let (v, unit) = (&self.values, self.unit());
        let pawn = unit.map(|(u, _)| u);
        let _ = writeln!(
            out,
            "Piece values of {variant}: logistic regression of the result on material, {} games \
         ({} positions), 95% bootstrap intervals over games",
            v.games, v.positions
        );
        let unit_name = match unit {
            Some(("p", 1.0)) => "pawns".to_string(),
            Some((u, v)) => format!("{u}={v}"),
            None => "logit".to_string(),
        };
        let unit = unit_name.as_str();
        let _ = writeln!(
            out,
            "{:<10} {:>9} {:>8} {:>20} {:>8}",
            "piece", "positions", unit, "95% interval", "logit"
        );
        let mut rows: Vec<_> = v.values.iter().collect();
        rows.sort_by(|a, b| b.logit.total_cmp(&a.logit));
        for x in rows {
            let shown = x.pawns.unwrap_or(x.logit);
            let _ = writeln!(
                out,
                "{:<10} {:>9} {:>8.2} {:>20} {:>8.3}",
                x.name,
                x.nonzero,
                shown,
                format!("[{:.2}, {:.2}]", x.interval.0, x.interval.1),
                x.logit
            );
        }
        let _ = writeln!(
            out,
            "held-out log-loss {:.4} (constant model {:.4}; lower is better)",
            v.held_out_log_loss, v.baseline_log_loss
        );
        if pawn.is_none() {
            let _ = writeln!(
                out,
                "no pawn feature here: values are in logit units per piece"
            );
        }
        if let (Some(u), Some(share)) = (pawn, v.unit_positive) {
            if share < 0.975 {
                let _ = writeln!(
                    out,
                    "warning: the unit's weight ({u}) is above 0 in only {:.0}% of the resamples: \
                 it does not clearly move the result, so values in its units mean little; read \
                 the logits, or give --unit with a piece whose weight is clearly positive \
                 (e.g. --unit q=9)",
                    100.0 * share
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Method;

    #[test]
    fn methods_parse_and_a_bad_one_names_both() {
        assert_eq!(Method::parse("regression"), Ok(Method::Regression));
        assert_eq!(Method::parse("imbalance"), Ok(Method::Imbalance));
        assert_eq!(
            Method::parse("vibes").unwrap_err(),
            "--method 'vibes': not a method; give regression or imbalance"
        );
    }
}
