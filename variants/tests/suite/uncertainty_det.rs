//! Uncertainty determinization (issue 10, part 3; variants/src/uncertainty/det.rs): committed
//! states offer only moves legal in the real state, commitments respect the reserve and the
//! bishop-colour rule (000_2ad8c5d3a15ea4a8.txt, bishops; RULINGS Uncertainty), every
//! commitment can be drawn, and a commitment travels with its pawn.

use mcts::{Codec, Rules};
use std::collections::{BTreeSet, HashSet};
use variants::declare::ParamSet;

use mcts::{rng_from_seed, AgentSpec, Player};
use rand::Rng;
use variants::uncertainty::det::{bishops_placeable, Commitment};
use variants::uncertainty::{Kind, UncertaintyPiece};
use variants::uncertainty::{UMove, Uncertainty};

fn start(board: &str) -> Uncertainty {
    Uncertainty::new(
        &variants::uncertainty::UncertaintyParams::parse_list(&[format!("board={board}")]).unwrap(),
    )
}

fn moves(g: &Uncertainty) -> Vec<UMove> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

/// Positions along seeded random games: every 3rd ply of `games` games of up to 90 plies.
fn positions(board: &str, games: u64) -> Vec<Uncertainty> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut g = start(board);
        let mut rng = rng_from_seed(seed);
        for ply in 0..90 {
            let ms = moves(&g);
            if ms.is_empty() {
                break;
            }
            if ply % 3 == 0 {
                out.push(g.clone());
            }
            g.play(ms[rng.random_range(0..ms.len())]);
        }
    }
    out
}

fn pawn_cells(g: &Uncertainty, side: Player) -> Vec<usize> {
    (0..g.geometry().ncells)
        .filter(|&c| {
            let p = g.piece_at(c);
            !p.is_empty() && p.owner() == side && p.kind() == Kind::Pawn
        })
        .collect()
}

/// Checks one committed state `d` of the real state `g`.
fn check_commitment(g: &Uncertainty, d: &Uncertainty) {
    assert!(d.commitments().is_on() && !g.commitments().is_on());
    assert!(g.has_uncertainty() && !d.has_uncertainty());
    // Same position: the commitment is not part of the hash or the text.
    assert_eq!(d.hash(), g.hash());
    assert_eq!(d.position_text(), g.position_text());
    let geo = g.geometry();
    for side in Player::BOTH {
        let pawns = pawn_cells(g, side);
        let mut per_kind = [0u8; 16];
        let mut bishops = [0u8; 2];
        for c in 0..geo.ncells {
            let committed = d.commitments().at(c);
            // Exactly the pawns are committed.
            let p = g.piece_at(c);
            let is_pawn = !p.is_empty() && p.kind() == Kind::Pawn;
            assert_eq!(committed.is_some(), is_pawn, "cell {c}");
            if p.is_empty() || p.owner() != side {
                continue;
            }
            match committed {
                Some(Commitment::Kind(k)) => {
                    assert!(k != Kind::Pawn && k != Kind::Bishop);
                    per_kind[k as usize] += 1;
                }
                Some(Commitment::Bishop(col)) => {
                    per_kind[Kind::Bishop as usize] += 1;
                    bishops[col as usize] += 1;
                }
                Some(Commitment::Pawn) | None => {}
            }
        }
        assert!(!pawns.is_empty() || per_kind.iter().all(|&n| n == 0));
        for k in Kind::ALL {
            assert!(
                per_kind[k as usize] <= g.reserve_count(side, k),
                "{side:?}: {} pawns committed to {k:?}, reserve {}",
                per_kind[k as usize],
                g.reserve_count(side, k)
            );
        }
        // The committed bishops can all be put in play under the colour rule: there is an
        // order in which each goes on a colour with no more bishops than the other.
        let placed = g.bishops_in_play(side);
        assert!(
            bishops_placeable(placed, bishops),
            "{side:?}: {bishops:?} on top of {placed:?}"
        );
    }
}

#[test]
fn every_move_of_a_committed_state_is_legal_in_the_real_state() {
    let mut rng = rng_from_seed(99);
    let mut cut = 0usize;
    let mut total = 0usize;
    for board in ["standard", "torus"] {
        for g in positions(board, 6) {
            let real: HashSet<UMove> = moves(&g).into_iter().collect();
            for _ in 0..3 {
                let d = g.determinize(&mut rng);
                check_commitment(&g, &d);
                let dm = moves(&d);
                for m in &dm {
                    assert!(
                        real.contains(m),
                        "{board}: {} not legal in {}",
                        g.format_move(*m),
                        g.position_text()
                    );
                    // A transformation goes to the moving pawn's commitment.
                    if m.transform != 0 && g.piece_at(m.from as usize).kind() == Kind::Pawn {
                        let k = Kind::from_code(m.transform);
                        match d.commitments().at(m.from as usize) {
                            Some(Commitment::Kind(c)) => assert_eq!(c, k),
                            Some(Commitment::Bishop(col)) => {
                                assert_eq!(k, Kind::Bishop);
                                assert_eq!(g.geometry().colour((m.to as usize).into()), col);
                            }
                            other => panic!("{other:?} pawn transformed into {k:?}"),
                        }
                    }
                }
                // Every move that does not transform stays available.
                let plain: BTreeSet<(u8, u8)> = real
                    .iter()
                    .filter(|m| m.transform == 0)
                    .map(|m| (m.from, m.to))
                    .collect();
                let dplain: BTreeSet<(u8, u8)> = dm
                    .iter()
                    .filter(|m| m.transform == 0)
                    .map(|m| (m.from, m.to))
                    .collect();
                assert_eq!(plain, dplain);
                // Same outcome: the committed state keeps the real rules.
                assert_eq!(d.outcome(), g.outcome());
                cut += real.len() - dm.len();
                total += real.len();
            }
        }
    }
    // Positions along random games have fewer pawns and reserve kinds, yet still lose moves.
    assert!(cut > 0 && cut < total, "cut {cut} of {total}");
}

#[test]
fn at_the_start_a_pawn_step_keeps_its_plain_move_and_at_most_its_commitment() {
    // Standard start, White to move, no king on the board (so no check and no capture): the
    // reserve holds 5 kinds (K Q R B N) and no bishop is in play, so every pawn step is
    // offered plain plus transformed into each of the 5 kinds: 6 moves per (from, to). In a
    // committed state the same step keeps the plain move, plus the committed kind (a bishop
    // only onto its committed colour), plus nothing for a pawn committed to stay a pawn.
    let g = start("standard");
    let real = moves(&g);
    let steps: BTreeSet<(u8, u8)> = real.iter().map(|m| (m.from, m.to)).collect();
    for (f, t) in &steps {
        assert_eq!(
            real.iter().filter(|m| (m.from, m.to) == (*f, *t)).count(),
            6
        );
    }
    let mut rng = rng_from_seed(3);
    for _ in 0..20 {
        let d = g.determinize(&mut rng);
        let dm = moves(&d);
        let mut expected = 0;
        for &(f, t) in &steps {
            let extra = match d.commitments().at(f as usize).unwrap() {
                Commitment::Pawn => 0,
                Commitment::Kind(_) => 1,
                Commitment::Bishop(col) => {
                    usize::from(g.geometry().colour((t as usize).into()) == col)
                }
            };
            let n = dm.iter().filter(|m| (m.from, m.to) == (f, t)).count();
            assert_eq!(n, 1 + extra, "{f}-{t}");
            expected += 1 + extra;
        }
        assert_eq!(dm.len(), expected);
        assert!(dm.len() * 3 <= real.len(), "{} of {}", dm.len(), real.len());
    }
}

#[test]
fn every_consistent_commitment_can_be_drawn() {
    // Standard start: reserve K Q R R B B N N, no bishop in play. A pawn can be committed to
    // staying a pawn, K, Q, R, N, or a bishop on either colour: 7 options. With 16 pawns
    // drawn in random order, the first-drawn pawn sees all 7; any pawn sees each with
    // positive probability.
    let g = start("standard");
    let cell = pawn_cells(&g, Player::White)[5];
    let mut seen = BTreeSet::new();
    let mut rng = rng_from_seed(4);
    for _ in 0..600 {
        let d = g.determinize(&mut rng);
        seen.insert(format!("{:?}", d.commitments().at(cell).unwrap()));
    }
    let want: BTreeSet<String> = [
        "Pawn",
        "Kind(King)",
        "Kind(Queen)",
        "Kind(Rook)",
        "Kind(Knight)",
        "Bishop(0)",
        "Bishop(1)",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(seen, want);
}

#[test]
fn reserve_counts_bound_the_commitments_on_both_boards() {
    // 16 pawns, reserve of 8 per side on the standard board: at most 1 king, 1 queen, 2 rooks,
    // 2 knights, 2 bishops (one per colour, the colour rule with none in play) per side.
    let mut rng = rng_from_seed(11);
    for board in ["standard", "torus"] {
        let g = start(board);
        for _ in 0..200 {
            let d = g.determinize(&mut rng);
            check_commitment(&g, &d);
        }
    }
}

#[test]
fn the_commitment_travels_with_the_pawn_and_ends_when_it_transforms() {
    let g = start("standard");
    let mut rng = rng_from_seed(8);
    let mut checked_move = 0;
    let mut checked_transform = 0;
    for _ in 0..40 {
        let d = g.determinize(&mut rng);
        for m in moves(&d) {
            let before = d.commitments().at(m.from as usize);
            let mut e = d.clone();
            e.play(m);
            assert_eq!(e.commitments().at(m.from as usize), None);
            if m.transform == 0 {
                assert_eq!(e.commitments().at(m.to as usize), before, "{m:?}");
                checked_move += 1;
            } else {
                assert_eq!(e.commitments().at(m.to as usize), None, "{m:?}");
                checked_transform += 1;
            }
        }
    }
    assert!(checked_move > 0 && checked_transform > 0);
    // Two plies later the moved pawn (if it did not transform) still offers only its commitment.
    let d = g.determinize(&mut rng);
    let m = moves(&d).into_iter().find(|m| m.transform == 0).unwrap();
    let c = d.commitments().at(m.from as usize).unwrap();
    let mut e = d.clone();
    e.play(m);
    let reply = moves(&e)[0];
    e.play(reply);
    for n in moves(&e)
        .into_iter()
        .filter(|n| n.from == m.to && n.transform != 0)
    {
        match c {
            Commitment::Kind(k) => assert_eq!(Kind::from_code(n.transform), k),
            Commitment::Bishop(_) => assert_eq!(Kind::from_code(n.transform), Kind::Bishop),
            Commitment::Pawn => panic!("a pawn committed to stay a pawn transformed: {n:?}"),
        }
    }
}

#[test]
fn determinized_search_chooses_moves_legal_in_the_real_state() {
    let mut checked = 0;
    for board in ["standard", "torus"] {
        for (i, g) in positions(board, 2)
            .into_iter()
            .step_by(7)
            .take(3)
            .enumerate()
        {
            let real = moves(&g);
            for spec in [
                "mcts:iters=40,qs=0,cutoff=6,det=ismcts",
                "mcts:iters=40,qs=0,cutoff=6,det=pimc:3",
            ] {
                let mut a = AgentSpec::parse(spec).unwrap().build::<Uncertainty>();
                let m = a.select_move(&g, &mut rng_from_seed(i as u64));
                assert!(real.contains(&m), "{spec}: {}", g.format_move(m));
                checked += 1;
            }
        }
    }
    assert!(checked >= 8);
}
