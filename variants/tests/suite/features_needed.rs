//! `Evaluate::features_needed` (issue 26, part 2): the learned evaluation asks only for the
//! features whose weights are not zero, and a game may skip the others. For every registered
//! variant and parameter set, over a seeded random game: leaving out any one feature never
//! changes another, and the left-out one is either skipped (0) or the same. For the features
//! the games do skip (chess `mobility`, `mopup`; Quantimex `frozen`, `centre`, `king_zone`;
//! Five Up `centre`, `advance`, `king_zone`, `mobility`, `promo`; Uncertainty `centre`,
//! `king_zone`, `mobility`, `mopup`, `king_attack`), the test also sees them skipped while
//! their value was not 0, so the skipping is exercised.

use mcts::eval::MAX_FEATURES;
use mcts::{rng_from_seed, Game};
use rand::Rng;
use variants::registry::{self, GameVisitor, VARIANTS};

/// The features each game skips when their bit is clear, by name.
const SKIPPED: &[(&str, &[&str])] = &[
    ("chess", &["mobility", "mopup"]),
    ("quantimex", &["frozen", "centre", "king_zone"]),
    (
        "fiveup",
        &["centre", "advance", "king_zone", "mobility", "promo"],
    ),
    (
        "uncertainty",
        &["centre", "king_zone", "mobility", "mopup", "king_attack"],
    ),
];

/// Per feature: whether it was ever seen skipped while not 0.
struct Check;

impl GameVisitor for Check {
    /// The variant, the feature names, and per feature whether it was seen skipped while
    /// not 0, and whether it was ever not 0.
    type Output = (String, Vec<&'static str>, Vec<bool>, Vec<bool>);
    fn visit<G: Game>(self, mut g: G) -> Self::Output {
        let names = g.feature_names();
        let mut skipped_nonzero = vec![false; names.len()];
        let mut nonzero = vec![false; names.len()];
        let mut rng = rng_from_seed(5);
        let mut moves = Vec::new();
        for _ in 0..300 {
            g.legal_moves(&mut moves);
            if moves.is_empty() || !g.outcome().is_ongoing() {
                break;
            }
            let mut all = [0f32; MAX_FEATURES];
            g.features(&mut all);
            for (k, nz) in nonzero.iter_mut().enumerate() {
                *nz |= all[k] != 0.0;
            }
            for k in 0..names.len() {
                let mut x = [0f32; MAX_FEATURES];
                g.features_needed(&mut x, !(1u32 << k));
                for i in 0..names.len() {
                    if i == k {
                        assert!(
                            x[i] == 0.0 || x[i] == all[i],
                            "{}: {} left out is {} (all: {})",
                            g.variant_name(),
                            names[i],
                            x[i],
                            all[i]
                        );
                        skipped_nonzero[k] |= x[i] == 0.0 && all[i] != 0.0;
                    } else {
                        assert_eq!(
                            x[i],
                            all[i],
                            "{}: {} changed when {} was left out, in {}",
                            g.variant_name(),
                            names[i],
                            names[k],
                            g.position_text()
                        );
                    }
                }
            }
            g.play(moves[rng.random_range(0..moves.len())]);
        }
        (
            g.variant_name().to_string(),
            names.to_vec(),
            skipped_nonzero,
            nonzero,
        )
    }
}

#[test]
fn leaving_a_feature_out_changes_no_other_and_skips_where_declared() {
    let mut sets = 0;
    for spec in VARIANTS {
        let declared = SKIPPED
            .iter()
            .find(|(v, _)| *v == spec.name)
            .map_or(&[][..], |(_, f)| *f);
        // Per declared feature: seen skipped while not 0 in some parameter set.
        let mut seen = vec![false; declared.len()];
        for params in spec.choice_sets() {
            sets += 1;
            let (variant, names, skipped, nonzero) = registry::visit(&params, Check);
            assert_eq!(variant, spec.name);
            for (j, name) in declared.iter().enumerate() {
                let i = names.iter().position(|n| n == name).expect("declared name");
                // A feature that is 0 on this board (the torus has no centre) shows nothing.
                assert!(
                    skipped[i] || !nonzero[i],
                    "{variant} {}: {name} was never skipped while not 0",
                    params.canonical()
                );
                seen[j] |= skipped[i];
            }
        }
        assert!(
            seen.iter().all(|&s| s),
            "{}: {declared:?} {seen:?}",
            spec.name
        );
    }
    assert!(sets >= 13, "{sets} parameter sets");
}
