//! RULINGS "Potential Chess": orthodox chess is the same engine with every potential a single
//! type. Random games in the Potential Chess engine from the orthodox start array (every
//! potential one type) are compared move by move with shakmaty, up to the first promotion
//! (a promoted pawn becomes `!KP`, which orthodox chess does not have).

use mcts::{Codec, Rules};
use std::collections::BTreeSet;

use mcts::GameRng;
use rand::{Rng, SeedableRng};
use shakmaty::{uci::UciMove, CastlingMode, Chess as SChess, Position};
use variants::potential::tables::square_name;
use variants::potential::{MoveKind, PotentialChess, PotentialMove};

const ORTHODOX: &str = "[r][n][b][q][k][b][n][r]/[p][p][p][p][p][p][p][p]/8/8/8/8/[P][P][P][P][P][P][P][P]/[R][N][B][Q][K][B][N][R] w - - - - 0";

fn uci(m: PotentialMove) -> String {
    format!(
        "{}{}",
        square_name(m.from as usize),
        square_name(m.to as usize)
    )
}

#[test]
fn single_potentials_match_shakmaty() {
    let mut rng = GameRng::seed_from_u64(77);
    let mut positions = 0;
    let mut buf = Vec::new();
    for _ in 0..60 {
        let mut g = PotentialChess::from_text(ORTHODOX, 1000).unwrap();
        let mut s = SChess::default();
        for _ in 0..200 {
            g.generate(&mut buf);
            let mine: BTreeSet<String> = buf.iter().map(|&m| uci(m)).collect();
            // shakmaty lists each promotion four times; compare squares only
            let theirs: BTreeSet<String> = s
                .legal_moves()
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string()[..4].to_string())
                .collect();
            assert_eq!(mine, theirs, "{}", g.position_text());
            positions += 1;
            if buf.is_empty() || buf.iter().any(|m| m.kind == MoveKind::Promote) {
                break;
            }
            let m = buf[rng.random_range(0..buf.len())];
            let u: UciMove = uci(m).parse().unwrap();
            let sm = u.to_move(&s).unwrap();
            s = s.play(&sm).unwrap();
            g.play(m);
            assert!(!g.has_uncertainty());
        }
    }
    assert!(positions > 3000, "{positions}");
}
