//! The regression's piece values as weights for the game's learned evaluation (`collapse
//! values --weights-out FILE`; docs/evaluation.md, "Piece values from the regression").
//!
//! The fitted logits keep their proportions and are rescaled so that together they weigh what
//! the weights they replace weigh in the file in use (`variants/weights/KEY.txt`, or
//! `COLLAPSE_WEIGHTS`): the search's overall scale (how sharply a piece up reads as a win)
//! stays, the relative values become the fitted ones. Every other feature and the bias are
//! kept from the file in use.

use mcts::eval::{Weights, MAX_FEATURES};
use mcts::Game;
use reports::values::Values;
use variants::registry::{self, GameVisitor, Params};

/// The game's weights key and feature names (`None` without a learned evaluation).
struct Features;

impl GameVisitor for Features {
    type Output = Option<(&'static str, &'static [&'static str])>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        Some((start.weights_key()?, start.feature_names()))
    }
}

/// The new weights: `current` with each fitted feature's weight replaced by its logit times
/// `scale = Σ current weights of the fitted features / Σ their logits`, over the fitted
/// features the evaluation has; returns the weights, the scale and the fitted features left
/// out because the evaluation does not count them (Uncertainty's reserve pieces, `n@hand`,
/// which its evaluation counts through one `reserve` term: that weight is then kept).
///
/// Errors: no fitted feature the evaluation has (named, with the evaluation's features), or
/// fitted logits whose sum is not above 0 (no scale to keep).
pub fn rescaled(
    current: &Weights,
    names: &[&str],
    fitted: &[(String, f64)],
) -> Result<(Weights, f64, Vec<String>), String> {
    let mut slots = Vec::with_capacity(fitted.len());
    let mut left_out = Vec::new();
    for (name, logit) in fitted {
        match names.iter().position(|n| n == name) {
            Some(i) => slots.push((i, *logit)),
            None => left_out.push(name.clone()),
        }
    }
    if slots.is_empty() {
        return Err(format!(
            "--weights-out: none of the fitted features ({}) is a feature of this game's \
             evaluation ({}); drop --weights-out",
            left_out.join(", "),
            names.join(", ")
        ));
    }
    let was: f64 = slots.iter().map(|&(i, _)| current.w[i] as f64).sum();
    let fit: f64 = slots.iter().map(|&(_, l)| l).sum();
    if fit <= 0.0 || was <= 0.0 {
        return Err(format!(
            "--weights-out: the fitted piece logits sum to {fit:.4} and the weights they \
             replace to {was:.4}; both must be above 0 to keep the scale (play more or \
             stronger games)"
        ));
    }
    let scale = was / fit;
    let mut w = Weights {
        bias: current.bias,
        w: [0.0; MAX_FEATURES],
        n: current.n,
    };
    w.w[..current.n].copy_from_slice(&current.w[..current.n]);
    for (i, l) in slots {
        w.w[i] = (l * scale) as f32;
    }
    Ok((w, scale, left_out))
}

/// The weights file's contents for `params`'s game with the piece values of a regression:
/// see [`piece_weights`].
#[derive(Clone, Debug, PartialEq)]
pub struct PieceWeights {
    /// The game's weights key (`variants/weights/KEY.txt` is what it embeds).
    pub key: &'static str,
    /// The evaluation's feature names, in its order.
    pub names: &'static [&'static str],
    /// The new weights ([`rescaled`]).
    pub weights: Weights,
    /// The factor the fitted logits were multiplied by.
    pub scale: f64,
    /// The fitted features written into the weights, in the fit's order.
    pub written: Vec<String>,
    /// Fitted features the evaluation does not count, left out.
    pub left_out: Vec<String>,
}

/// The weights of `params`'s game with the piece values `v`: the weights in use
/// (`variants/weights/KEY.txt` or `COLLAPSE_WEIGHTS`) [`rescaled`] to the fitted logits.
///
/// Errors: a game without a learned evaluation, no fitted feature it has, or logits that do
/// not sum above 0 (messages name `--weights-out`).
pub fn piece_weights(params: &Params, v: &Values) -> Result<PieceWeights, String> {
    let Some((key, names)) = registry::visit(params, Features) else {
        return Err(format!(
            "--weights-out: {} has no learned evaluation (no weights file); drop --weights-out",
            params.variant.name
        ));
    };
    let current = variants::weights::weights(key, names);
    let fitted: Vec<(String, f64)> = v.values.iter().map(|x| (x.name.clone(), x.logit)).collect();
    let (weights, scale, left_out) = rescaled(current, names, &fitted)?;
    let written = fitted
        .into_iter()
        .map(|(n, _)| n)
        .filter(|n| !left_out.contains(n))
        .collect();
    Ok(PieceWeights {
        key,
        names,
        weights,
        scale,
        written,
        left_out,
    })
}

impl PieceWeights {
    /// The weights file's header lines: `piece values by: COMMAND`, `about` (where the games
    /// came from, [`games_about`]), what was rescaled and by how much, the fit's log-losses
    /// of `v`, and the fitted features left out ([`PieceWeights::left_out_note`]).
    pub fn header(&self, params: &Params, v: &Values, command: &str, about: &str) -> Vec<String> {
        let mut header = vec![
            format!("piece values by: {command}"),
            about.to_string(),
            format!(
                "{} [{}]: the regression's logits of {} times {:.4}, so they sum as the \
                 weights they replace in {}.txt; the other features and the bias kept from it",
                params.variant.name,
                params.canonical(),
                self.written.join(" "),
                self.scale,
                self.key,
            ),
            format!(
                "held-out log-loss {:.4} (constant model {:.4}), {} games, {} positions",
                v.held_out_log_loss, v.baseline_log_loss, v.games, v.positions
            ),
        ];
        header.extend(self.left_out_note());
        header
    }

    /// The note on fitted features the evaluation does not count, if any.
    pub fn left_out_note(&self) -> Option<String> {
        (!self.left_out.is_empty()).then(|| {
            format!(
                "fitted but not features of the evaluation, so not in this file: {}",
                self.left_out.join(" ")
            )
        })
    }
}

/// Where the games of a fit came from, for a weights file's header: `games` self-play games
/// of `agent` with `seed`, or the files `from` when given.
pub fn games_about(from: &[std::path::PathBuf], games: u32, agent: &str, seed: u64) -> String {
    if from.is_empty() {
        return format!("games: {games} self-play games of {agent}, seed {seed}");
    }
    let files: Vec<String> = from.iter().map(|p| p.display().to_string()).collect();
    format!("games: from {}", files.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_says_how_the_values_were_made() {
        let names: &'static [&'static str] = &["p", "n"];
        let p = PieceWeights {
            key: "chess",
            names,
            weights: Weights::parse("bias 0\np 1\nn 3\n", names).unwrap(),
            scale: 2.5,
            written: vec!["p".into(), "n".into()],
            left_out: vec!["n@hand".into()],
        };
        let v = Values {
            values: Vec::new(),
            held_out_log_loss: 0.6,
            baseline_log_loss: 0.69,
            games: 10,
            positions: 300,
            unit_positive: None,
        };
        let params = Params::parse("chess", &[] as &[&str]).unwrap();
        let h = p.header(&params, &v, "collapse values", "games: x");
        assert_eq!(h[0], "piece values by: collapse values");
        assert_eq!(h[1], "games: x");
        assert!(h[2].contains(
            "logits of p n times 2.5000, so they sum as the weights they replace in chess.txt"
        ));
        assert_eq!(
            h[3],
            "held-out log-loss 0.6000 (constant model 0.6900), 10 games, 300 positions"
        );
        assert_eq!(
            h[4],
            "fitted but not features of the evaluation, so not in this file: n@hand"
        );
        let none = PieceWeights {
            left_out: Vec::new(),
            ..p
        };
        assert_eq!(
            (
                none.left_out_note(),
                none.header(&params, &v, "c", "a").len()
            ),
            (None, 4)
        );
        assert_eq!(
            games_about(&[], 5, "greedy", 3),
            "games: 5 self-play games of greedy, seed 3"
        );
        let from = ["a.csv".into(), "b c.csv".into()];
        assert_eq!(
            games_about(&from, 5, "greedy", 3),
            "games: from a.csv b c.csv"
        );
    }

    #[test]
    fn fitted_logits_keep_their_proportions_at_the_scale_they_replace() {
        let names = ["p", "n", "mobility"];
        let current = Weights::parse("bias 0.1\np 0.2\nn 0.6\nmobility 0.05\n", &names).unwrap();
        // Fitted: the knight worth four pawns, at a flatter scale (sum 0.25 against 0.8).
        let fitted = [("p".to_string(), 0.05), ("n".to_string(), 0.2)];
        let (w, scale, left_out) = rescaled(&current, &names, &fitted).unwrap();
        assert!((scale - 3.2).abs() < 1e-6, "{scale}");
        assert!(
            (w.w[0] - 0.16).abs() < 1e-6 && (w.w[1] - 0.64).abs() < 1e-6,
            "{w:?}"
        );
        assert_eq!((w.w[2], w.bias, w.n), (0.05, 0.1, 3));
        assert!(left_out.is_empty());
        // A fitted name the evaluation lacks is left out, the scale taken over the others.
        let with_hand = [
            ("p".to_string(), 0.05),
            ("n@hand".to_string(), 0.15),
            ("n".to_string(), 0.2),
        ];
        let (w, scale, left_out) = rescaled(&current, &names, &with_hand).unwrap();
        assert!((scale - 3.2).abs() < 1e-6, "{scale}");
        assert!((w.w[1] - 0.64).abs() < 1e-6, "{w:?}");
        assert_eq!(left_out, ["n@hand"]);
        // Only names the evaluation lacks, and logits without a positive sum, are refused.
        let e = rescaled(&current, &names, &[("x@hand".into(), 0.1)]).unwrap_err();
        assert!(e.contains("x@hand") && e.contains("p, n, mobility"), "{e}");
        let e = rescaled(&current, &names, &[("p".into(), -0.1)]).unwrap_err();
        assert!(e.contains("above 0"), "{e}");
    }
}
