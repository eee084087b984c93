//! The generic harness (DESIGN.md "One test harness for every variant"): seeded random games
//! in every registered variant, with every value of every choice parameter, checking what
//! must hold in any game. A variant is covered the moment it is registered.

use mcts::{play_move_list, rng_from_seed, Game};
use rand::Rng;
use variants::registry::{self, GameVisitor};

/// Games per parameter set; each runs to its end (move cap 300 plies by default).
const GAMES: u64 = 6;

struct Check {
    label: String,
    seed: u64,
}

impl GameVisitor for Check {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let mut buf = Vec::new();
        for game_no in 0..GAMES {
            let mut rng = rng_from_seed(self.seed + game_no);
            let mut g = start.clone();
            let mut record = Vec::new();
            loop {
                let ctx = format!("{} game {} ply {}", self.label, game_no, g.plies());
                assert_eq!(g.hash(), g.hash_from_scratch(), "{ctx}: incremental hash");
                g.legal_moves(&mut buf);
                if buf.is_empty() {
                    assert!(!g.outcome().is_ongoing(), "{ctx}: no moves but ongoing");
                    break;
                }
                assert!(
                    g.outcome().is_ongoing(),
                    "{ctx}: moves listed after the end"
                );
                // Every listed move round-trips through the notation; no duplicates.
                for (i, m) in buf.iter().enumerate() {
                    let text = g.format_move(*m);
                    assert_eq!(g.parse_move(&text), Ok(*m), "{ctx}: '{text}' round trip");
                    assert!(!buf[..i].contains(m), "{ctx}: '{text}' listed twice");
                }
                // The position text reloads to the same position and hash.
                let text = g.position_text();
                let loaded = g
                    .load_position(&text)
                    .unwrap_or_else(|e| panic!("{ctx}: {e}"));
                assert_eq!(loaded.position_text(), text, "{ctx}: position round trip");
                assert_eq!(loaded.hash(), g.hash(), "{ctx}: reloaded hash");
                let m = buf[rng.random_range(0..buf.len())];
                record.push(g.format_move(m));
                g.play(m);
            }
            // Replaying the recorded move list reproduces the position and the outcome.
            let mut replay = start.clone();
            play_move_list(&mut replay, &record.join(" ")).unwrap();
            assert_eq!(
                replay.position_text(),
                g.position_text(),
                "{}: replay",
                self.label
            );
            assert_eq!(
                replay.outcome(),
                g.outcome(),
                "{}: replay outcome",
                self.label
            );
            assert!(g.outcome().termination().is_some());
        }
    }
}

#[test]
fn every_variant_and_parameter_value_plays_consistently() {
    for spec in registry::VARIANTS {
        for (i, params) in spec.choice_sets().into_iter().enumerate() {
            let label = format!("{} [{}]", spec.name, params.canonical());
            registry::visit(
                &params,
                Check {
                    label,
                    seed: 1000 * i as u64,
                },
            );
        }
    }
}

/// Every variant's `mcts_defaults` (registry) is a valid set of `mcts` keys, each of which
/// shows in the canonical spec of a plain `mcts` for that variant.
#[test]
fn every_variants_mcts_defaults_parse_and_show_in_the_spec() {
    for spec in registry::VARIANTS {
        let agent = spec
            .parse_agent("mcts")
            .unwrap_or_else(|e| panic!("{}: {e}", spec.name));
        let canonical = agent.to_string();
        for pair in spec.mcts_defaults.split(',').filter(|p| !p.is_empty()) {
            assert!(
                canonical.split([':', ',']).any(|p| p == pair),
                "{}: {pair} missing from {canonical}",
                spec.name
            );
        }
        // A variant with no changed defaults gets exactly the plain `mcts` spec.
        if spec.mcts_defaults.is_empty() {
            assert_eq!(
                agent,
                mcts::AgentSpec::parse("mcts").unwrap(),
                "{}",
                spec.name
            );
        }
    }
}
