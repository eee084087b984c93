//! Determinization of Potential Chess (DESIGN.md "determinize"; RULINGS "Potential Chess").

use mcts::{Codec, Rules};
use std::collections::HashMap;

use mcts::{play_move_list, GameRng};
use rand::SeedableRng;
use variants::potential::tables::parse_square;
use variants::potential::{MoveKind, PotentialChess};

#[test]
fn has_uncertainty_until_every_potential_is_single() {
    let g = PotentialChess::start(300);
    assert!(g.has_uncertainty());
    let mut rng = GameRng::seed_from_u64(1);
    let d = g.determinize(&mut rng);
    assert!(!d.has_uncertainty());
}

#[test]
fn every_consistent_assignment_can_come_out() {
    // Black has three pieces sharing {q, r, r}-like options: h8, d7 and a8 are q, r, r in
    // some order (3 assignments); sampling must produce all three.
    let g = PotentialChess::from_text(
        "[qr]3[k]2[qr]/3[qr]4/8/8/8/8/8/4[K]3 w - QRRLDNNPPPPPPPP ldnnpppppppp - 0",
        300,
    )
    .unwrap();
    let mut rng = GameRng::seed_from_u64(3);
    let mut seen: HashMap<String, u32> = HashMap::new();
    for _ in 0..600 {
        let d = g.determinize(&mut rng);
        let key: String = ["a8", "d7", "h8"]
            .iter()
            .map(|s| d.text_at(parse_square(s).unwrap()))
            .collect::<Vec<_>>()
            .join(",");
        *seen.entry(key).or_default() += 1;
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
    assert!(
        seen.values().all(|&c| c > 100),
        "roughly uniform here: {seen:?}"
    );
}

#[test]
fn determinized_moves_map_to_real_moves() {
    // at the start every move of a collapsed copy is a legal move of the real position
    let g = PotentialChess::start(300);
    let mut rng = GameRng::seed_from_u64(5);
    let mut real = Vec::new();
    g.legal_moves(&mut real);
    for _ in 0..20 {
        let d = g.determinize(&mut rng);
        let mut dm = Vec::new();
        d.legal_moves(&mut dm);
        assert!(!dm.is_empty());
        for m in dm {
            assert!(real.contains(&m), "{m:?}");
            // and the real state's parser reads the determinized move's squares
            let t = format!("{}-{}", &d.format_move(m)[0..2], &d.format_move(m)[3..5]);
            assert!(g.parse_move(&t).is_ok() || g.parse_move(&g.format_move(m)).is_ok());
        }
    }
}

#[test]
fn pending_statement_survives_determinization() {
    let mut g = PotentialChess::from_text(
        "4[k]3/8/8/3[qr]4/8/8/3[R]*3[qr]/4[K]3 w - QRLDNNPPPPPPPP rldnnpppppppp - 0",
        300,
    )
    .unwrap();
    play_move_list(&mut g, "d2:d5>R").unwrap();
    let mut rng = GameRng::seed_from_u64(9);
    let d = g.determinize(&mut rng);
    let mut dm = Vec::new();
    d.legal_moves(&mut dm);
    assert_eq!(dm.len(), 1);
    assert!(matches!(dm[0].kind, MoveKind::State(_)));
    let mut real = Vec::new();
    g.legal_moves(&mut real);
    assert!(real.contains(&dm[0]));
}
