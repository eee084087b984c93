//! Attacks derived from reversed capture patterns (issue 6 part 7): on every Uncertainty board,
//! in positions reached by seeded random games, `pieces::is_attacked(cell, by)` equals the brute
//! force "some piece of `by` generates a capture on `cell` when an enemy stands there", and
//! `attack_map` / `attack_lines` mark the same cells. RULINGS Uncertainty (captures need the
//! capturer's king on the board, which is the caller's test, not the attack map's).

use mcts::Rules;
use mcts::{rng_from_seed, Player};
use rand::Rng;
use variants::declare::ParamSet;
use variants::geometry::Cell;
use variants::pieces::{attack_lines, attack_map, for_each_target, is_attacked, Piece};
use variants::uncertainty::{Kind, Uncertainty};

fn check_position(g: &Uncertainty, board: &str) {
    let t = g.piece_table();
    let geo = t.geo;
    let b: Vec<Piece> = geo.cells().map(|c| g.piece_at(c)).collect();
    for by in Player::BOTH {
        let map = attack_map(t, &b, by);
        for target in geo.cells() {
            let mut probe = b.clone();
            probe[target] = Piece::new(Kind::Pawn, by.other());
            let mut hit = false;
            for from in geo.cells() {
                let p = probe[from];
                if !p.is_empty() && p.owner() == by {
                    for_each_target(t, &probe, from, p, true, |to: Cell, cap| {
                        hit |= to == target && !cap.is_empty();
                    });
                }
            }
            let name = geo.cell_name(target);
            assert_eq!(
                is_attacked(t, &b, target, by),
                hit,
                "{board} {name} by {by}"
            );
            let i = target.index();
            assert_eq!(map[i >> 6] >> (i & 63) & 1 != 0, hit, "{board} {name}");
            assert_eq!(
                attack_lines(t, &b, target, by) != [0; 4],
                hit,
                "{board} {name}"
            );
        }
    }
}

#[test]
fn is_attacked_equals_generated_captures_on_every_board() {
    let mut checked = 0;
    for board in ["standard", "torus", "fiveup", "hypertorus"] {
        let params =
            variants::uncertainty::UncertaintyParams::parse_list(&[format!("board={board}")])
                .unwrap();
        for seed in 0..3u64 {
            let mut rng = rng_from_seed(seed);
            let mut g = Uncertainty::new(&params);
            let mut moves = Vec::new();
            for ply in 0..120 {
                if ply % 30 == 29 {
                    check_position(&g, board);
                    checked += 1;
                }
                g.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                g.play(moves[rng.random_range(0..moves.len())]);
            }
        }
    }
    // 4 boards x 3 games x 4 checkpoints, unless a game ended early.
    assert!(checked >= 24, "only {checked} positions checked");
}
