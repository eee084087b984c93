//! Learned evaluation (issue 26, part 2): a position's [`Evaluate::features`] weighted by a
//! [`Weights`] table fitted on game results by logistic regression (`collapse fit-eval`), and
//! the `eval=material` switch that keeps each game's hand-set material evaluation
//! ([`Evaluate::evaluate_material`]) for comparison.
//!
//! The model: with features `x` from the player to decide's view and weights `w`, the
//! probability that the player to decide wins is `sigmoid(bias + w . x)`, a draw counting half
//! (the targets of the regression are 1, 1/2, 0). [`Evaluate::evaluate`] is that expected score
//! mapped to `[-1, 1]`: `2 sigmoid(z) - 1 = tanh(z / 2)`.
//!
//! A weights file is text: `#` comments (the command that fitted it, its seed and its held-out
//! log-loss), then one `name value` line per feature, `bias` for the intercept. Every feature
//! the game declares must be given, and no other name ([`Weights::parse`]).

use std::fmt;

use crate::game::Game;

mod file;
mod with;

pub use file::file_weights;
pub use with::{EvalWith, OnEval};

pub use crate::game::MAX_FEATURES;

/// Which static evaluation an agent's search uses (agent key `eval`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Eval {
    /// The game's [`Evaluate::evaluate`]: the learned evaluation where the game has one.
    #[default]
    Learned,
    /// The game's hand-set material evaluation, [`Evaluate::evaluate_material`].
    Material,
    /// The learned evaluation with the weights of this file (`eval=file:PATH`, the path as
    /// written, interned) instead of the game's own: to compare two weights files head to
    /// head. Read once per process ([`file_weights`]).
    File(&'static str),
}

impl fmt::Display for Eval {
    /// The spec text: `learned`, `material` or `file:PATH`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Eval::Learned => f.write_str("learned"),
            Eval::Material => f.write_str("material"),
            Eval::File(p) => write!(f, "file:{p}"),
        }
    }
}

impl Eval {
    /// Reads `learned`, `material` or `file:PATH` (a path without commas, which separate
    /// the keys of a spec). The file itself is read when a variant checks the spec
    /// (`VariantSpec::parse_agent`) or at the agent's first decision.
    ///
    /// Errors: any other text, or `file:` without a path, with the valid forms.
    pub fn parse(agent: &str, text: &str) -> Result<Eval, crate::SpecError> {
        Self::parse_value(text)
            .map_err(|why| crate::SpecError(format!("agent '{agent}' key 'eval': {why}")))
    }

    /// [`Eval::parse`] without the agent: the reason alone when `text` is not an evaluation.
    pub fn parse_value(text: &str) -> Result<Eval, String> {
        match text {
            "learned" => Ok(Eval::Learned),
            "material" => Ok(Eval::Material),
            t if t.starts_with("file:") && t.len() > "file:".len() => {
                Ok(Eval::File(file::intern(&t["file:".len()..])))
            }
            _ => Err(format!(
                "'{text}' is not an evaluation; write learned \
                 (weights fitted by collapse fit-eval), material (the hand-set piece values) or \
                 file:PATH (the weights file at PATH, e.g. one collapse fit-eval wrote)"
            )),
        }
    }
}

/// A fitted evaluation: an intercept and one weight per feature of a game, in the order of
/// [`Evaluate::feature_names`]. Copy-free to use: [`Weights::evaluate`] reads a fixed array.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// The intercept: the log-odds of the player to decide with every feature zero (tempo).
    pub bias: f32,
    /// Weights per feature, `w[i]` for feature `i`; zero beyond the game's feature count.
    pub w: [f32; MAX_FEATURES],
    /// How many features the game declares.
    pub n: usize,
}

/// A weights file that could not be read: the line (1-based) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightsError(pub String);

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WeightsError {}

impl Weights {
    /// Reads a weights text for a game whose features are `names` (at most [`MAX_FEATURES`]).
    ///
    /// Errors: a line that is not `name number`, an unknown or repeated name (naming the
    /// valid ones), a non-finite number, or a feature of `names` (or `bias`) not given.
    pub fn parse(text: &str, names: &[&str]) -> Result<Weights, WeightsError> {
        assert!(names.len() <= MAX_FEATURES, "too many features");
        let mut w = [0f32; MAX_FEATURES];
        let mut seen = [false; MAX_FEATURES + 1];
        let mut bias = 0f32;
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let err = |what: String| WeightsError(format!("weights line {}: {what}", i + 1));
            let mut parts = line.split_whitespace();
            let (Some(name), Some(value), None) = (parts.next(), parts.next(), parts.next()) else {
                return Err(err(format!(
                    "'{line}' is not 'name value'; write one feature and its weight per line"
                )));
            };
            let v: f32 = value
                .parse()
                .ok()
                .filter(|v: &f32| v.is_finite())
                .ok_or_else(|| err(format!("'{value}' is not a finite number")))?;
            let slot = if name == "bias" {
                MAX_FEATURES
            } else {
                names.iter().position(|n| *n == name).ok_or_else(|| {
                    err(format!(
                        "unknown feature '{name}'; this game's are bias, {}",
                        names.join(", ")
                    ))
                })?
            };
            if seen[slot] {
                return Err(err(format!("'{name}' is given twice")));
            }
            seen[slot] = true;
            if slot == MAX_FEATURES {
                bias = v;
            } else {
                w[slot] = v;
            }
        }
        let missing: Vec<&str> = std::iter::once("bias")
            .filter(|_| !seen[MAX_FEATURES])
            .chain(
                names
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !seen[*i])
                    .map(|(_, n)| *n),
            )
            .collect();
        if !missing.is_empty() {
            return Err(WeightsError(format!(
                "weights: no line for {}; give every feature (0 to ignore one)",
                missing.join(", ")
            )));
        }
        Ok(Weights {
            bias,
            w,
            n: names.len(),
        })
    }

    /// The weights text of these weights for features `names`, after `header` comment lines
    /// (each written with a leading `# `); [`Weights::parse`] reads it back.
    pub fn to_text(&self, names: &[&str], header: &[String]) -> String {
        let mut t = String::new();
        for h in header {
            t.push_str("# ");
            t.push_str(h);
            t.push('\n');
        }
        t.push_str(&format!("bias {}\n", self.bias));
        for (i, n) in names.iter().enumerate() {
            t.push_str(&format!("{n} {}\n", self.w[i]));
        }
        t
    }

    /// The features with a non-zero weight, bit `i` for feature `i`.
    #[inline]
    pub fn need(&self) -> u32 {
        let mut m = 0u32;
        for i in 0..self.n {
            if self.w[i] != 0.0 {
                m |= 1 << i;
            }
        }
        m
    }

    /// The logit `bias + w . x` for features `x` (its first `n` entries are used).
    #[inline]
    pub fn logit(&self, x: &[f32; MAX_FEATURES]) -> f32 {
        let mut z = self.bias;
        for (w, x) in self.w[..self.n].iter().zip(&x[..self.n]) {
            z += w * x;
        }
        z
    }

    /// The evaluation of `g` for the player to decide, in `(-1, 1)`: `tanh(logit / 2)`, the
    /// expected score `sigmoid(logit)` mapped to `[-1, 1]`. Allocates nothing.
    #[inline]
    pub fn evaluate<G: Game>(&self, g: &G) -> f32 {
        let mut x = [0f32; MAX_FEATURES];
        g.features_needed(&mut x, self.need());
        tanh(0.5 * self.logit(&x))
    }

    /// [`Weights::evaluate`] with the features whose bit is set in `skip` counted as 0 (not
    /// computed): [`Evaluate::evaluate_lazy`] with `skip` = [`Evaluate::costly_features`].
    #[inline]
    pub fn evaluate_without<G: Game>(&self, g: &G, skip: u32) -> f32 {
        let need = self.need() & !skip;
        let mut x = [0f32; MAX_FEATURES];
        g.features_needed(&mut x, need);
        for (i, xi) in x[..self.n].iter_mut().enumerate() {
            if skip & 1 << i != 0 {
                *xi = 0.0;
            }
        }
        tanh(0.5 * self.logit(&x))
    }
}

/// The mop-up term of won endgames (Chess Programming Wiki, "Mop-up Evaluation"), the games'
/// `mopup` feature: `clamp(lead, -8, 8) / 8 * (edge + near)`, in `[-2, 2]`. `lead` is the
/// material lead of the side the features are written for, in pawns (negative when behind);
/// `edge` in `[0, 1]` the losing king's distance from the centre (1 at the farthest cell);
/// `near` in `[0, 1]` the kings' nearness (1 when adjacent, 0 at the board's largest
/// distance). So the side ahead gains by driving the enemy king out and bringing its own
/// near, in proportion to its lead up to eight pawns, and the side behind loses as much.
#[inline]
pub fn mopup(lead: f32, edge: f32, near: f32) -> f32 {
    lead.clamp(-8.0, 8.0) / 8.0 * (edge + near)
}

/// `tanh(z)` by one `exp`: `(e^2a - 1) / (e^2a + 1)` for `a = |z|` clamped to 10 (where
/// `tanh` is 1 in `f32`), with the sign of `z`; `z` itself below `1e-4` (where `tanh(z) - z`
/// is below `4e-13`) and for NaN. Odd, and within `2.4e-7` (two `f32` ulps of 1) of `f32::tanh`
/// everywhere (test `tanh_is_within_two_ulps_of_one_of_the_library_s`). The library's `tanhf`
/// (glibc's, through `expm1f`) took 12% of a chess search's time (docs/journal/2026-11.md, "The
/// evaluation's tanh").
#[inline]
pub fn tanh(z: f32) -> f32 {
    let a = z.abs();
    // NaN stays NaN (`a.min(10.0)` below would turn it into 10).
    if a < 1e-4 || a.is_nan() {
        return z;
    }
    let e = (2.0 * a.min(10.0)).exp();
    ((e - 1.0) / (e + 1.0)).copysign(z)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Codec;
    use crate::game::Evaluate;
    use crate::game::Rules;
    use crate::testgames::TicTacToe;

    #[test]
    fn weights_round_trip_and_refuse_bad_text() {
        let names = ["p", "n", "centre"];
        let w = Weights::parse(
            "# fitted\nbias 0.1\np 0.5\nn 1.5 # knights\ncentre -0.25\n",
            &names,
        )
        .unwrap();
        assert_eq!(w.bias, 0.1);
        assert_eq!(&w.w[..3], &[0.5, 1.5, -0.25]);
        assert_eq!(
            Weights::parse(&w.to_text(&names, &["x".into()]), &names),
            Ok(w)
        );
        let e = Weights::parse("bias 0\np 1\nn 2\n", &names).unwrap_err();
        assert!(e.0.contains("no line for centre"), "{e}");
        let e = Weights::parse("bias 0\np 1\nn 2\ncentre 1\nq 9\n", &names).unwrap_err();
        assert!(
            e.0.contains("line 5") && e.0.contains("unknown feature 'q'"),
            "{e}"
        );
        let e = Weights::parse("bias 0\np 1\np 2\n", &names).unwrap_err();
        assert!(e.0.contains("given twice"), "{e}");
        let e = Weights::parse("bias x\n", &names).unwrap_err();
        assert!(e.0.contains("not a finite number"), "{e}");
    }

    #[test]
    fn tanh_is_within_two_ulps_of_one_of_the_library_s() {
        // Every 1/4096 from -12 to 12, and the extremes: the error is at most 2.4e-7 (two
        // ulps of 1), the sign and the limits are kept, and it is odd.
        let mut worst = 0f32;
        for i in -12 * 4096..=12 * 4096 {
            let z = i as f32 / 4096.0;
            let (ours, lib) = (tanh(z), z.tanh());
            worst = worst.max((ours - lib).abs());
            assert_eq!(ours.signum(), lib.signum(), "sign at {z}");
            assert_eq!(tanh(-z), -ours, "odd at {z}");
        }
        assert!(worst <= 2.4e-7, "worst error {worst}");
        assert_eq!(tanh(0.0), 0.0);
        assert_eq!(tanh(1e6), 1.0);
        assert_eq!(tanh(-1e6), -1.0);
        assert!(tanh(1e-6) > 0.0);
        assert!(tanh(f32::NAN).is_nan());
    }

    #[test]
    fn evaluate_is_the_expected_score_in_minus_one_to_one() {
        let w = Weights {
            bias: 2.0,
            w: [0.0; MAX_FEATURES],
            n: 0,
        };
        // logit 2: expected score sigmoid(2) = 0.8808, mapped to 2 * 0.8808 - 1.
        let e = w.evaluate(&TicTacToe::default());
        let s = 1.0 / (1.0 + (-2f32).exp());
        assert!((e - (2.0 * s - 1.0)).abs() < 1e-6, "{e}");
    }

    #[test]
    fn material_eval_wraps_every_method_but_evaluate() {
        let g = TicTacToe::default();
        let m = EvalWith::material(g.clone());
        assert_eq!(m.evaluate(), g.evaluate_material());
        assert_eq!(m.hash(), g.hash());
        assert_eq!(m.position_text(), g.position_text());
        assert_eq!(m.feature_names(), g.feature_names());
    }

    #[test]
    fn eval_names_parse_back() {
        let file = Eval::parse("mcts", "file:w/chess.txt").unwrap();
        for e in [Eval::Learned, Eval::Material, file] {
            assert_eq!(Eval::parse("mcts", &e.to_string()), Ok(e));
        }
        assert_eq!(file.to_string(), "file:w/chess.txt");
        // The same path is one interned string, so equal specs compare equal.
        match (file, Eval::parse("mcts", "file:w/chess.txt").unwrap()) {
            (Eval::File(a), Eval::File(b)) => assert!(std::ptr::eq(a, b)),
            other => panic!("{other:?}"),
        }
        assert!(Eval::parse("mcts", "nn")
            .unwrap_err()
            .0
            .contains("file:PATH"));
        assert!(Eval::parse("mcts", "file:").is_err());
    }

    #[test]
    fn a_weights_file_is_read_once_and_evaluates_its_weights() {
        let dir = std::env::temp_dir().join(format!("collapse-eval-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("w.txt");
        std::fs::write(&path, "# test\nbias 2\n").unwrap();
        let path = path.to_str().unwrap();
        let g = TicTacToe::default();
        let w = file_weights(path, g.feature_names()).unwrap();
        assert_eq!(w.bias, 2.0);
        // Cached: a changed file is not read again in this process.
        std::fs::write(dir.join("w.txt"), "bias 0\n").unwrap();
        assert!(std::ptr::eq(
            w,
            file_weights(path, g.feature_names()).unwrap()
        ));
        // The wrapper searches the file's evaluation: logit 2 is tanh(1).
        let e = EvalWith {
            game: g.clone(),
            weights: Some(w),
        };
        assert!((e.evaluate() - 1f32.tanh()).abs() < 1e-6);
        // A missing file and a bad one are refused, naming the path and the fix.
        let missing = dir.join("none.txt");
        let err = file_weights(missing.to_str().unwrap(), g.feature_names()).unwrap_err();
        assert!(
            err.contains("none.txt") && err.contains("cannot read"),
            "{err}"
        );
        std::fs::write(dir.join("bad.txt"), "bias 0\nq 9\n").unwrap();
        let bad = dir.join("bad.txt");
        let err = file_weights(bad.to_str().unwrap(), g.feature_names()).unwrap_err();
        assert!(
            err.contains("line 2") && err.contains("unknown feature 'q'"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
