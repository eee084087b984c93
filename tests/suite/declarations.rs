//! The parameter declarations of every registered variant (variants/src/declare.rs and each
//! game's `params.rs`): what `collapse variants`, `--help`, sweep axes and the CSV `params`
//! column are generated from.

use mcts::Codec;
use mcts::Game;
use variants::declare::{ParamKind, ParamSet, Variant};
use variants::fiveup::{FiveUp, FiveUpParams, Topology};
use variants::registry::{self, Params, VARIANTS};
use variants::uncertainty::{Board, Uncertainty, UncertaintyParams};

#[test]
fn every_declared_default_reads_and_is_the_canonical_default() {
    for v in VARIANTS {
        let d = Params::defaults(v.name).unwrap();
        let expected: Vec<String> = v
            .params
            .iter()
            .map(|p| format!("{}={}", p.name, p.default))
            .collect();
        assert_eq!(d.canonical(), expected.join(","), "{}", v.name);
        assert_eq!(Params::parse(v.name, &[d.canonical()]).unwrap(), d);
    }
}

#[test]
fn every_choice_value_parses_round_trips_and_builds_a_game() {
    let mut checked = 0;
    for v in VARIANTS {
        for p in v.params {
            let ParamKind::Choice(values) = p.kind else {
                continue;
            };
            assert_eq!(v.choice_values(p.name), Some(values));
            for value in values {
                let pair = format!("{}={}", p.name, value);
                let params = Params::parse(v.name, &[pair.clone()]).unwrap();
                assert_eq!(params.get(p.name).as_deref(), Some(*value));
                assert!(params.canonical().contains(&pair), "{}", params.canonical());
                // The game builds and has moves at its start.
                struct Moves;
                impl registry::GameVisitor for Moves {
                    type Output = usize;
                    fn visit<G: Game>(self, g: G) -> usize {
                        let mut m = Vec::new();
                        g.legal_moves(&mut m);
                        m.len()
                    }
                }
                assert!(registry::visit(&params, Moves) > 0, "{} {pair}", v.name);
                checked += 1;
            }
        }
    }
    assert!(checked >= 9, "{checked}");
}

#[test]
fn an_unknown_value_names_the_valid_ones_and_no_value_falls_back() {
    for v in VARIANTS {
        for p in v.params {
            let e = Params::parse(v.name, &[format!("{}=nosuch", p.name)])
                .unwrap_err()
                .to_string();
            assert!(e.contains(p.name) && e.contains("'nosuch'"), "{e}");
            if let ParamKind::Choice(values) = p.kind {
                assert!(e.contains(&values.join(", ")), "{e}");
            }
        }
    }
}

/// The game receives the typed value: each Five Up topology and Uncertainty board reaches
/// the game it names (a string fallback would turn an unknown one into the default).
#[test]
fn typed_values_reach_the_game() {
    for (text, t) in [
        ("cube", Topology::Cube),
        ("hypercylinder", Topology::Hypercylinder),
        ("hypertorus", Topology::Hypertorus),
    ] {
        let p = FiveUpParams::parse_list(&[format!("topology={text}")]).unwrap();
        assert_eq!(p.topology, t);
        assert_eq!(FiveUp::from_params(&p).topology(), t);
    }
    let cells = |b: Board| {
        let g = Uncertainty::from_params(&UncertaintyParams {
            board: b,
            ..Default::default()
        });
        g.cells().len()
    };
    // Pawns on the board at the start: 16, 24, 20, 26 (seed Figures 1-4).
    assert_eq!(
        [
            Board::Standard,
            Board::Torus,
            Board::FiveUp,
            Board::Hypertorus
        ]
        .map(cells),
        [32, 48, 40, 52]
    );
}

#[test]
fn the_registry_lists_each_game_once_under_its_declared_name() {
    let mut names: Vec<&str> = VARIANTS.iter().map(|v| v.name).collect();
    assert_eq!(names[..3], ["uncertainty", "potential", "chess"]);
    names.sort();
    names.dedup();
    assert_eq!(names.len(), VARIANTS.len());
    assert_eq!(
        registry::find("fiveup").unwrap().mcts_defaults(),
        "heur=capqs,sh=16,shmin=200,c=0.07,corder=0.2"
    );
    assert_eq!(
        registry::find("quantimex").unwrap().params[2].allowed(),
        "1..=500"
    );
}
