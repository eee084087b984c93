//! Helpers shared by the Five Up unicorn and hypertorus tests: hand-built positions, move
//! lists, and a slow attack test written from the rules alone (Five Up,
//! 003_3455fa5195cbf461.txt: each piece, "Riding on a Unicorn", "Hypercylindrical Board";
//! RULINGS "Five Up"), walking vectors over plain coordinates, to cross-check the fast
//! `attacked_by` / `in_check`.
#![allow(dead_code)]

use std::collections::BTreeSet;

use mcts::{rng_from_seed, Game, Player};
use rand::Rng;
use variants::fiveup::{cell_name, FiveUp, Topology};

/// A position from `(cell, content)` pairs (`W`, `u`, `W+U`, `R*`), `side` to move.
pub fn pos(topology: Topology, unicorn: bool, cells: &[(&str, &str)], side: Player) -> FiveUp {
    FiveUp::from_cells(topology, unicorn, cells, side).unwrap_or_else(|e| panic!("{e}"))
}

/// Every legal move as text.
pub fn moves(g: &FiveUp) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter().map(|&m| g.format_move(m)).collect()
}

/// The legal moves whose text starts with `prefix` (e.g. `UCc3-`, `R+U:Cc3`, `Cc3`).
pub fn moves_from(g: &FiveUp, prefix: &str) -> BTreeSet<String> {
    moves(g)
        .into_iter()
        .filter(|m| m.starts_with(prefix))
        .collect()
}

/// The arrival cells (the cell after the separator, without promotion) of a set of moves.
pub fn arrivals(ms: &BTreeSet<String>) -> BTreeSet<String> {
    ms.iter()
        .map(|m| {
            let s = m.rsplit(['-', 'x']).next().unwrap();
            s.split('=').next().unwrap().to_string()
        })
        .collect()
}

/// Plays `text` (must be legal).
pub fn play(g: &mut FiveUp, text: &str) {
    let m = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(m);
}

/// Names of cells, for comparisons: `set(&["Ab4", "Ad4"])`.
pub fn set(cells: &[&str]) -> BTreeSet<String> {
    cells.iter().map(|s| s.to_string()).collect()
}

fn xyz(c: usize) -> [i32; 3] {
    [(c % 5) as i32, ((c / 5) % 5) as i32, (c / 25) as i32]
}

/// The cell `v` away from `c`: files wrap on the hypercylinder, every axis on the hypertorus.
pub fn add(c: usize, v: [i32; 3], topology: Topology) -> Option<usize> {
    let p = xyz(c);
    let mut q = [p[0] + v[0], p[1] + v[1], p[2] + v[2]];
    for (axis, a) in q.iter_mut().enumerate() {
        let wraps = match topology {
            Topology::Cube => false,
            Topology::Hypercylinder => axis == 0,
            Topology::Hypertorus => true,
        };
        if wraps {
            *a = a.rem_euclid(5);
        }
    }
    q.iter()
        .all(|a| (0..5).contains(a))
        .then(|| (q[0] + 5 * (q[1] + 5 * q[2])) as usize)
}

/// Vectors with `ones` coordinates of size 1 and `twos` of size 2, the rest 0.
pub fn vectors(ones: usize, twos: usize) -> Vec<[i32; 3]> {
    let mut out = Vec::new();
    for x in -2..=2 {
        for y in -2..=2 {
            for z in -2..=2 {
                let v: [i32; 3] = [x, y, z];
                let n1 = v.iter().filter(|a| a.abs() == 1).count();
                let n2 = v.iter().filter(|a| a.abs() == 2).count();
                if n1 == ones && n2 == twos {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// The unicorn's vectors from the seed's words: a knight move (one 2 and one 1 in a plane)
/// plus one cell along the third axis: two 1s and one 2 (24 vectors).
pub fn unicorn_vectors() -> Vec<[i32; 3]> {
    vectors(2, 1)
}

/// Cells the content `text` on `from` (of the given colour) may capture on, from the rules:
/// each piece's capture pattern; a pair adds the unicorn's leaps; a unicorn alone none.
/// Blockers: any occupied cell of `g` (read through `content`).
pub fn capture_cells(g: &FiveUp, from: usize, topology: Topology) -> Vec<usize> {
    let text = g.content(from).unwrap();
    let text = text.trim_end_matches('*');
    let white = text.starts_with(|c: char| c.is_ascii_uppercase());
    let letter = text.chars().next().unwrap().to_ascii_uppercase();
    let shared = text.len() == 3;
    let occupied = |c: usize| g.content(c).is_some();
    let (ortho, d2, d3, kn) = (vectors(1, 0), vectors(2, 0), vectors(3, 0), vectors(1, 1));
    let mut out = Vec::new();
    let slide = |dirs: &[[i32; 3]], out: &mut Vec<usize>| {
        for &v in dirs {
            let mut c = add(from, v, topology);
            while let Some(x) = c {
                if x == from {
                    break;
                }
                out.push(x);
                if occupied(x) {
                    break;
                }
                c = add(x, v, topology);
            }
        }
    };
    let step = |dirs: &[[i32; 3]], out: &mut Vec<usize>| {
        out.extend(dirs.iter().filter_map(|&v| add(from, v, topology)));
    };
    match letter {
        'U' => {}
        'R' => slide(&ortho, &mut out),
        'B' => slide(&d2, &mut out),
        'Q' => {
            slide(&ortho, &mut out);
            slide(&d2, &mut out);
        }
        'W' => {
            slide(&d2, &mut out);
            slide(&d3, &mut out);
        }
        'N' => step(&kn, &mut out),
        'G' => {
            step(&ortho, &mut out);
            step(&d2, &mut out);
            step(&d3, &mut out);
        }
        'K' => {
            step(&ortho, &mut out);
            step(&d3, &mut out);
        }
        'P' | 'O' => {
            // Figure 6: White (0,+1,-1), (+-1,0,-1), (+-1,+1,0); Black the negations.
            let s = if white { 1 } else { -1 };
            let caps = [[0, s, -s], [1, 0, -s], [-1, 0, -s], [1, s, 0], [-1, s, 0]];
            step(&caps, &mut out);
        }
        other => panic!("unknown letter {other}"),
    }
    if shared {
        step(&unicorn_vectors(), &mut out);
    }
    out
}

/// True if some piece of `by` could capture on `cell` (the slow way): every piece of `by`'s
/// capture cells are listed and searched; on the hypertorus only pieces that have moved count.
pub fn naive_attacked(g: &FiveUp, cell: usize, by: Player, topology: Topology) -> bool {
    (0..125).any(|c| {
        let Some(t) = g.content(c) else { return false };
        let white = t.starts_with(|ch: char| ch.is_ascii_uppercase());
        if white != (by == Player::White) {
            return false;
        }
        if topology == Topology::Hypertorus && !t.ends_with('*') {
            return false;
        }
        capture_cells(g, c, topology).contains(&cell)
    })
}

/// The king cell of `side`, if any.
pub fn king_cell(g: &FiveUp, side: Player) -> Option<usize> {
    let k = if side == Player::White { 'K' } else { 'k' };
    (0..125).find(|&c| g.piece_at(c) == Some(k))
}

/// Random games of `FiveUp::start_with(topology, unicorn)`: in every position the fast
/// attack test equals the slow one on every cell for both sides, `in_check` equals the slow
/// test on the king (an unmoved king on the hypertorus is never in check), no legal move
/// leaves the mover's king attacked (the slow test after playing it), each side has at most
/// one unicorn and no unicorn shares the king's cell, and the hash equals the one from
/// scratch. Returns the number of positions checked.
pub fn cross_check_random_games(
    topology: Topology,
    unicorn: bool,
    seed: u64,
    games: u64,
    plies: u32,
) -> usize {
    let mut positions = 0;
    let mut buf = Vec::new();
    for game in 0..games {
        let mut rng = rng_from_seed(seed + game);
        let mut g = FiveUp::start_with(topology, unicorn, 300);
        while g.plies() < plies {
            positions += 1;
            assert_eq!(g.hash(), g.hash_from_scratch());
            for by in Player::BOTH {
                for cell in 0..125 {
                    assert_eq!(
                        g.attacked_by(cell, by),
                        naive_attacked(&g, cell, by, topology),
                        "{topology:?} game {game} ply {}: attack on {} by {by:?} in {}",
                        g.plies(),
                        cell_name(cell),
                        g.position_text()
                    );
                }
                let k = king_cell(&g, by).unwrap();
                let unmoved_king =
                    topology == Topology::Hypertorus && !g.content(k).unwrap().ends_with('*');
                assert_eq!(
                    g.in_check(by),
                    !unmoved_king && naive_attacked(&g, k, by.other(), topology),
                    "in_check {by:?} in {}",
                    g.position_text()
                );
                let unicorns: Vec<String> = (0..125)
                    .filter_map(|c| g.content(c))
                    .filter(|t| t.contains(if by == Player::White { 'U' } else { 'u' }))
                    .collect();
                assert!(unicorns.len() <= 1, "{unicorns:?}");
                assert!(!unicorns.iter().any(|t| t.starts_with(['K', 'k'])));
            }
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            let mover = g.to_move();
            for &m in &buf {
                let mut h = g.clone();
                h.play(m);
                let k = king_cell(&h, mover).unwrap();
                let unmoved_king =
                    topology == Topology::Hypertorus && !h.content(k).unwrap().ends_with('*');
                assert!(
                    unmoved_king || !naive_attacked(&h, k, mover.other(), topology),
                    "{} leaves the king attacked in {}",
                    g.format_move(m),
                    g.position_text()
                );
            }
            let m = buf[rng.random_range(0..buf.len())];
            g.play(m);
        }
    }
    positions
}
