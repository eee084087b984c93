//! `Evaluate::evaluate_lazy` and `Evaluate::costly_features` (MCTS's `lazy=1`): the lazy evaluation
//! is the learned evaluation with the costly features counted as 0, and nothing else
//! changes. For every registered variant and parameter set, over a seeded random game, with
//! the game's own weights and with a weights file that gives every costly feature a weight
//! (through `eval=file:PATH`, `EvalWith`): the lazy value equals `tanh(z / 2)` of the logit
//! without the costly features, and the full value the logit with them. Chess, Uncertainty
//! and Five Up declare `mobility` costly, Uncertainty `king_attack` too, and the file's
//! weight makes the two values differ somewhere, so the comparison is not vacuous.

use mcts::eval::{EvalWith, Weights, MAX_FEATURES};
use mcts::{rng_from_seed, Eval, Game};
use mcts::{Evaluate, Rules};
use rand::Rng;
use variants::registry::{self, GameVisitor, VARIANTS};

/// The features each game declares costly, by name.
const COSTLY: &[(&str, &[&str])] = &[
    ("chess", &["mobility"]),
    ("fiveup", &["mobility"]),
    ("uncertainty", &["mobility", "king_attack"]),
];

/// `tanh(z / 2)` of `w`'s logit over `x` with the features in `skip` left out.
fn expected(w: &Weights, x: &[f32; MAX_FEATURES], skip: u32) -> f32 {
    let mut z = w.bias;
    for i in 0..w.n {
        if skip & 1 << i == 0 {
            z += w.w[i] * x[i];
        }
    }
    (0.5 * z).tanh()
}

struct Check {
    /// The weights file giving each costly feature the weight 0.5 (the game's own otherwise).
    dir: std::path::PathBuf,
}

impl GameVisitor for Check {
    /// The variant, the names of its costly features, and how many positions had a lazy
    /// value other than the full one under the file's weights.
    type Output = (String, Vec<&'static str>, u32);
    fn visit<G: Game>(self, mut g: G) -> Self::Output {
        let names = g.feature_names();
        let costly = g.costly_features();
        let costly_names: Vec<&str> = (0..names.len())
            .filter(|i| costly & 1 << i != 0)
            .map(|i| names[i])
            .collect();
        let Some(key) = g.weights_key() else {
            assert_eq!(
                costly,
                0,
                "{}: costly features without weights",
                g.variant_name()
            );
            return (g.variant_name().to_string(), costly_names, 0);
        };
        let own = variants::weights::weights(key, names);
        let mut heavy = own.clone();
        for i in 0..names.len() {
            if costly & 1 << i != 0 {
                heavy.w[i] = 0.5;
            }
        }
        let path = self.dir.join(format!("{key}.txt"));
        std::fs::write(&path, heavy.to_text(names, &[])).unwrap();
        let path: &'static str = Box::leak(path.to_string_lossy().into_owned().into_boxed_str());
        let mut wrapped = EvalWith::for_eval(g.clone(), Eval::File(path))
            .unwrap()
            .expect("a file wraps the game");
        let mut rng = rng_from_seed(9);
        let mut moves = Vec::new();
        let mut differed = 0;
        for _ in 0..200 {
            g.legal_moves(&mut moves);
            if moves.is_empty() || !g.outcome().is_ongoing() {
                break;
            }
            let mut x = [0f32; MAX_FEATURES];
            g.features(&mut x);
            let near = |a: f32, b: f32| (a - b).abs() <= 1e-5;
            let here = g.position_text();
            assert!(
                near(g.evaluate_lazy(), expected(own, &x, costly)),
                "{}: own lazy {} in {here}",
                g.variant_name(),
                g.evaluate_lazy()
            );
            assert!(near(g.evaluate(), expected(own, &x, 0)));
            let (lazy, full) = (wrapped.evaluate_lazy(), wrapped.evaluate());
            assert!(
                near(lazy, expected(&heavy, &x, costly)),
                "{}: file lazy {lazy} in {here}",
                g.variant_name()
            );
            assert!(near(full, expected(&heavy, &x, 0)), "{}", g.variant_name());
            differed += (lazy != full) as u32;
            let m = moves[rng.random_range(0..moves.len())];
            g.play(m);
            wrapped.play(m);
        }
        (g.variant_name().to_string(), costly_names, differed)
    }
}

#[test]
fn the_lazy_evaluation_leaves_out_exactly_the_costly_features() {
    let dir = std::env::temp_dir().join(format!("collapse-lazy-{}", std::process::id()));
    let mut sets = 0;
    for spec in VARIANTS {
        let declared = COSTLY
            .iter()
            .find(|(v, _)| *v == spec.name)
            .map_or(&[][..], |(_, f)| *f);
        for params in spec.choice_sets() {
            sets += 1;
            // One directory per set: `eval=file:PATH` reads a path once per process.
            let sub = dir.join(format!("{sets}"));
            std::fs::create_dir_all(&sub).unwrap();
            let (variant, costly, differed) = registry::visit(&params, Check { dir: sub });
            assert_eq!(variant, spec.name);
            assert_eq!(costly, declared, "{variant} {}", params.canonical());
            if !declared.is_empty() {
                assert!(
                    differed > 0,
                    "{variant} {}: the costly features never changed the value",
                    params.canonical()
                );
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(sets >= 13, "{sets} parameter sets");
}
