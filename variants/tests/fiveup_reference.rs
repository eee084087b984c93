//! A slow, independent reference for Five Up's legal moves, written from the rules alone
//! (003_3455fa5195cbf461.txt; RULINGS "Five Up"): piece-centred vector walks over plain
//! coordinates, every candidate move tried on a copy of the board and kept when no enemy piece
//! could then capture the mover's king. In random games on both topologies the fast generator
//! (masks, pin detection) must list exactly the same moves in every position.

use std::collections::BTreeSet;

use mcts::{rng_from_seed, Game};
use rand::Rng;
use variants::fiveup::{cell_name, parse_cell, FiveUp, Topology};

type Board = [Option<char>; 125];

fn xyz(c: usize) -> [i32; 3] {
    [(c % 5) as i32, ((c / 5) % 5) as i32, (c / 25) as i32]
}

/// The cell `v` away from `c`, files wrapping on the hypercylinder.
fn add(c: usize, v: [i32; 3], wrap: bool) -> Option<usize> {
    let p = xyz(c);
    let mut q = [p[0] + v[0], p[1] + v[1], p[2] + v[2]];
    if wrap {
        q[0] = q[0].rem_euclid(5);
    }
    if q.iter().all(|&a| (0..5).contains(&a)) {
        Some((q[0] + 5 * (q[1] + 5 * q[2])) as usize)
    } else {
        None
    }
}

/// Vectors with `ones` coordinates of size 1 and `twos` of size 2, the rest 0.
fn vectors(ones: usize, twos: usize) -> Vec<[i32; 3]> {
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

fn white(p: char) -> bool {
    p.is_ascii_uppercase()
}

/// Cells the piece on `from` may capture on (its capture pattern on this board).
fn captures_of(b: &Board, from: usize, wrap: bool) -> Vec<usize> {
    let p = b[from].unwrap();
    let k = p.to_ascii_uppercase();
    let (ortho, d2, d3, kn) = (vectors(1, 0), vectors(2, 0), vectors(3, 0), vectors(1, 1));
    let mut out = Vec::new();
    let slide = |dirs: &[[i32; 3]], out: &mut Vec<usize>| {
        for &v in dirs {
            let mut c = add(from, v, wrap);
            while let Some(x) = c {
                if x == from {
                    break;
                }
                out.push(x);
                if b[x].is_some() {
                    break;
                }
                c = add(x, v, wrap);
            }
        }
    };
    let step = |dirs: &[[i32; 3]], out: &mut Vec<usize>| {
        out.extend(dirs.iter().filter_map(|&v| add(from, v, wrap)));
    };
    match k {
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
        'P' => {
            let s = if white(p) { 1 } else { -1 };
            let caps = [[0, s, -s], [1, 0, -s], [-1, 0, -s], [1, s, 0], [-1, s, 0]];
            step(&caps, &mut out);
        }
        _ => unreachable!(),
    }
    out
}

fn attacked(b: &Board, cell: usize, by_white: bool, wrap: bool) -> bool {
    (0..125).any(|c| {
        b[c].is_some_and(|p| white(p) == by_white) && captures_of(b, c, wrap).contains(&cell)
    })
}

fn king_of(b: &Board, w: bool) -> usize {
    (0..125)
        .find(|&c| b[c] == Some(if w { 'K' } else { 'k' }))
        .unwrap()
}

/// Every legal move as `from-to[=X]` text, by the reference rules.
fn reference_moves(g: &FiveUp) -> BTreeSet<String> {
    let wrap = g.topology() == Topology::Hypercylinder;
    let mut b: Board = [None; 125];
    for (c, slot) in b.iter_mut().enumerate() {
        *slot = g.piece_at(c);
    }
    let text = g.position_text();
    let f: Vec<&str> = text.split(' ').collect();
    let w = f[1] == "w";
    let may_castle = f[2].contains(if w { 'K' } else { 'k' });
    let (ep_pawn, ep_cells): (Option<usize>, Vec<usize>) = match f[3].split_once(':') {
        None => (None, vec![]),
        Some((p, cs)) => (
            Some(parse_cell(p).unwrap()),
            cs.split(',').map(|c| parse_cell(c).unwrap()).collect(),
        ),
    };
    let mut cand: Vec<(usize, usize, Option<usize>, Option<char>)> = Vec::new(); // from, to, ep victim, promo
    let s = if w { 1 } else { -1 };
    let ortho = vectors(1, 0);
    for from in 0..125 {
        let Some(p) = b[from] else { continue };
        if white(p) != w {
            continue;
        }
        let k = p.to_ascii_uppercase();
        if k == 'P' {
            let promo_cell = |c: usize| {
                let q = xyz(c);
                if w {
                    q[2] == 0 && q[1] == 4
                } else {
                    q[2] == 4 && q[1] == 0
                }
            };
            let mut push = |to: usize, victim: Option<usize>| {
                if promo_cell(to) {
                    for x in ['Q', 'R', 'B', 'N', 'W', 'G'] {
                        cand.push((from, to, victim, Some(x)));
                    }
                } else {
                    cand.push((from, to, victim, None));
                }
            };
            let row = [0, s, 0];
            let layer = [0, 0, -s];
            for v in [row, layer] {
                if let Some(t) = add(from, v, wrap) {
                    if b[t].is_none() {
                        push(t, None);
                    }
                }
            }
            for t in captures_of(&b, from, wrap) {
                match b[t] {
                    Some(q) if white(q) != w => push(t, None),
                    None if ep_cells.contains(&t) => push(t, ep_pawn),
                    _ => {}
                }
            }
            let q = xyz(from);
            let start = if w {
                q[2] == 4 && q[1] == 1
            } else {
                q[2] == 0 && q[1] == 3
            };
            if start {
                let e = |v: [i32; 3]| add(from, v, wrap).filter(|&c| b[c].is_none());
                let (r1, l1) = (e(row), e(layer));
                for (mid, target) in [
                    (r1.is_some(), [0, 2 * s, 0]),
                    (l1.is_some(), [0, 0, -2 * s]),
                ] {
                    if let Some(t) = add(from, target, wrap) {
                        if mid && b[t].is_none() {
                            cand.push((from, t, None, None));
                        }
                    }
                }
                if let Some(t) = add(from, [0, s, -s], wrap) {
                    if (r1.is_some() || l1.is_some()) && b[t].is_none() {
                        cand.push((from, t, None, None));
                    }
                }
            }
            continue;
        }
        // Pieces: capture pattern = move pattern, except the king's quiet moves (orthogonal).
        for t in captures_of(&b, from, wrap) {
            match b[t] {
                Some(q) if white(q) == w => {}
                Some(_) => cand.push((from, t, None, None)),
                None => {
                    let quiet_ok = k != 'K' || ortho.iter().any(|&v| add(from, v, wrap) == Some(t));
                    if quiet_ok {
                        cand.push((from, t, None, None));
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    for (from, to, victim, promo) in cand {
        let mut nb = b;
        nb[to] = nb[from];
        nb[from] = None;
        if let Some(v) = victim {
            nb[v] = None;
        }
        if !attacked(&nb, king_of(&nb, w), !w, wrap) {
            out.insert(text_of(from, to, promo));
        }
    }
    // Castling: king and own rook on an orthogonal line, empty between, not in check, the
    // cells between not attacked with the king lifted, the king safe after the swap.
    let king = king_of(&b, w);
    if may_castle && !attacked(&b, king, !w, wrap) {
        for v in &ortho {
            let mut between = Vec::new();
            let mut c = add(king, *v, wrap);
            while let Some(x) = c {
                if x == king {
                    break;
                }
                if b[x].is_some() {
                    if b[x] == Some(if w { 'R' } else { 'r' }) {
                        let mut lifted = b;
                        lifted[king] = None;
                        let mut swapped = b;
                        swapped.swap(king, x);
                        if between.iter().all(|&y| !attacked(&lifted, y, !w, wrap))
                            && !attacked(&swapped, x, !w, wrap)
                        {
                            out.insert(text_of(king, x, None));
                        }
                    }
                    break;
                }
                between.push(x);
                c = add(x, *v, wrap);
            }
        }
    }
    out
}

fn text_of(from: usize, to: usize, promo: Option<char>) -> String {
    let mut s = format!("{}-{}", cell_name(from), cell_name(to));
    if let Some(p) = promo {
        s.push('=');
        s.push(p);
    }
    s
}

fn fast_moves(g: &FiveUp) -> BTreeSet<String> {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    buf.iter()
        .map(|m| g.format_move(*m).replace('x', "-"))
        .collect()
}

fn compare(topology: Topology, seed: u64, games: u64) {
    let mut rng = rng_from_seed(seed);
    let mut positions = 0;
    for _ in 0..games {
        let mut g = FiveUp::start(topology, 300);
        let mut buf = Vec::new();
        loop {
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            assert_eq!(fast_moves(&g), reference_moves(&g), "{}", g.position_text());
            positions += 1;
            let m = buf[rng.random_range(0..buf.len())];
            g.play(m);
        }
        // The final position: no legal move by the reference either, or a draw by rule.
        if g.outcome().termination() != Some(mcts::Termination::Repetition)
            && g.outcome().termination() != Some(mcts::Termination::MoveCap)
        {
            assert!(reference_moves(&g).is_empty(), "{}", g.position_text());
        }
    }
    assert!(positions > 500);
}

#[test]
fn fast_generator_matches_the_reference_on_the_cube() {
    compare(Topology::Cube, 11, 4);
}

#[test]
fn fast_generator_matches_the_reference_on_the_hypercylinder() {
    compare(Topology::Hypercylinder, 12, 4);
}
