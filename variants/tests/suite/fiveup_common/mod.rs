//! Helpers shared by the Five Up unicorn and hypertorus tests: hand-built positions, move
//! lists, and a slow attack test written from the rules alone (Five Up,
//! 003_3455fa5195cbf461.txt: each piece, "Riding on a Unicorn", "Hypercylindrical Board";
//! RULINGS "Five Up"), walking vectors over plain coordinates, to cross-check the fast
//! `attacked_by` / `in_check`.
#![allow(dead_code)]

use mcts::{Codec, Rules};
use std::collections::BTreeSet;

use mcts::{rng_from_seed, Player};
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
        if topology == Topology::Hypertorus && !t.contains('*') {
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
                    topology == Topology::Hypertorus && !g.content(k).unwrap().contains('*');
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
                    topology == Topology::Hypertorus && !h.content(k).unwrap().contains('*');
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

/// One cell of the slow reference board: the letter (`U`/`u` for a unicorn alone), whether a
/// unicorn shares the cell, whether its content has moved (hypertorus).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RCell {
    pub letter: char,
    pub uni: bool,
    pub moved: bool,
}

/// The slow reference board.
pub type RBoard = [Option<RCell>; 125];

/// The reference board of `g`, read through `content`.
pub fn rboard(g: &FiveUp) -> RBoard {
    let mut b: RBoard = [None; 125];
    for (c, slot) in b.iter_mut().enumerate() {
        *slot = g.content(c).map(|t| RCell {
            letter: t.chars().next().unwrap(),
            uni: t.contains("+U") || t.contains("+u"),
            moved: t.contains('*'),
        });
    }
    b
}

fn is_white(c: RCell) -> bool {
    c.letter.is_ascii_uppercase()
}

/// Capture cells of the content on `from` of board `b` (see [`capture_cells`]).
fn rcaptures(b: &RBoard, from: usize, topology: Topology) -> Vec<usize> {
    let cell = b[from].unwrap();
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
                if b[x].is_some() {
                    break;
                }
                c = add(x, v, topology);
            }
        }
    };
    let step = |dirs: &[[i32; 3]], out: &mut Vec<usize>| {
        out.extend(dirs.iter().filter_map(|&v| add(from, v, topology)));
    };
    match cell.letter.to_ascii_uppercase() {
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
        'P' => {
            let s = if is_white(cell) { 1 } else { -1 };
            step(
                &[[0, s, -s], [1, 0, -s], [-1, 0, -s], [1, s, 0], [-1, s, 0]],
                &mut out,
            );
        }
        other => panic!("letter {other}"),
    }
    if cell.uni && !cell.letter.eq_ignore_ascii_case(&'U') {
        step(&unicorn_vectors(), &mut out);
    }
    out
}

/// True if a piece of `by_white` that may capture (on the hypertorus: has moved) could
/// capture on `cell`.
fn rattacked(b: &RBoard, cell: usize, by_white: bool, topology: Topology) -> bool {
    (0..125).any(|c| {
        b[c].is_some_and(|p| {
            is_white(p) == by_white && (topology != Topology::Hypertorus || p.moved)
        }) && rcaptures(b, c, topology).contains(&cell)
    })
}

/// True if `w`'s king is in check on board `b` (on the hypertorus only a king that has moved).
fn rin_check(b: &RBoard, w: bool, topology: Topology) -> bool {
    let k = (0..125)
        .find(|&c| b[c].is_some_and(|p| p.letter == if w { 'K' } else { 'k' }))
        .unwrap();
    (topology != Topology::Hypertorus || b[k].unwrap().moved) && rattacked(b, k, !w, topology)
}

/// Every legal move of `g` as text (`x` written as `-`), from the rules alone: candidate moves
/// by vector walks over plain coordinates, each tried on a copy of the board and kept when
/// the mover's king is then not in check. Unicorns (seed, "Riding on a Unicorn"): the
/// unicorn alone leaps to an empty cell or onto a friendly piece other than the king; a piece
/// on a shared cell moves alone or with its unicorn (its own vector or the unicorn's leap,
/// arriving on an empty or enemy cell). Hypertorus: a piece that has not moved captures
/// nothing and cannot be captured.
pub fn reference_moves(g: &FiveUp, fresh: &BTreeSet<usize>) -> BTreeSet<String> {
    let topology = g.topology();
    let nc = topology == Topology::Hypertorus;
    let b = rboard(g);
    let text = g.position_text();
    let f: Vec<&str> = text.split(' ').collect();
    let w = f[1] == "w";
    let may_castle = f[2].contains(if w { 'K' } else { 'k' });
    let (ep_pawn, ep_cells): (Option<usize>, Vec<usize>) = match f[3].split_once(':') {
        None => (None, vec![]),
        Some((p, cs)) => (
            Some(variants::fiveup::parse_cell(p).unwrap()),
            cs.split(',')
                .map(|c| variants::fiveup::parse_cell(c).unwrap())
                .collect(),
        ),
    };
    let s = if w { 1 } else { -1 };
    let ortho = vectors(1, 0);
    let mine = |c: usize| b[c].is_some_and(|p| is_white(p) == w);
    let can_take = |from: usize, to: usize| {
        b[to].is_some_and(|p| is_white(p) != w && (!nc || (p.moved && b[from].unwrap().moved)))
    };
    let promo_cell = |c: usize| {
        let q = xyz(c);
        if w {
            q[2] == 0 && q[1] == 4
        } else {
            q[2] == 4 && q[1] == 0
        }
    };
    // (text, board after)
    let mut cand: Vec<(String, RBoard)> = Vec::new();
    let name = |c: usize| cell_name(c);
    for from in 0..125 {
        let Some(p) = b[from] else { continue };
        if is_white(p) != w {
            continue;
        }
        let k = p.letter.to_ascii_uppercase();
        let lone = k == 'U';
        // The unicorn alone.
        if p.uni || lone {
            for v in unicorn_vectors() {
                let Some(to) = add(from, v, topology) else {
                    continue;
                };
                let mut nb = b;
                nb[from] = if lone {
                    None
                } else {
                    Some(RCell { uni: false, ..p })
                };
                let u = RCell {
                    letter: if w { 'U' } else { 'u' },
                    uni: true,
                    moved: true,
                };
                match b[to] {
                    None => nb[to] = Some(RCell { moved: nc, ..u }),
                    Some(q) if mine(to) && !q.letter.eq_ignore_ascii_case(&'K') && !q.uni => {
                        nb[to] = Some(RCell {
                            uni: true,
                            moved: nc,
                            ..q
                        })
                    }
                    _ => continue,
                }
                cand.push((format!("U{}-{}", name(from), name(to)), nb));
            }
        }
        if lone {
            continue;
        }
        // The piece's own moves: (to, en-passant victim), with the piece's pattern alone.
        let mut own: Vec<(usize, Option<usize>)> = Vec::new();
        let mut alone = b;
        alone[from] = Some(RCell { uni: false, ..p });
        if k == 'P' {
            for v in [[0, s, 0], [0, 0, -s]] {
                if let Some(t) = add(from, v, topology) {
                    if b[t].is_none() {
                        own.push((t, None));
                    }
                }
            }
            for t in rcaptures(&alone, from, topology) {
                if b[t].is_some() {
                    if can_take(from, t) {
                        own.push((t, None));
                    }
                } else if ep_cells.contains(&t) && (!nc || p.moved) {
                    own.push((t, ep_pawn));
                }
            }
            // The double step: only a pawn that has never moved (tracked by the caller from
            // the moves played, not read from the position).
            if fresh.contains(&from) {
                let e = |v: [i32; 3]| add(from, v, topology).filter(|&c| b[c].is_none());
                let (r1, l1) = (e([0, s, 0]), e([0, 0, -s]));
                for (mid, target) in [
                    (r1.is_some(), [0, 2 * s, 0]),
                    (l1.is_some(), [0, 0, -2 * s]),
                ] {
                    if let Some(t) = add(from, target, topology) {
                        if mid && b[t].is_none() {
                            own.push((t, None));
                        }
                    }
                }
                if let Some(t) = add(from, [0, s, -s], topology) {
                    if (r1.is_some() || l1.is_some()) && b[t].is_none() {
                        own.push((t, None));
                    }
                }
            }
        } else {
            for t in rcaptures(&alone, from, topology) {
                if b[t].is_some() {
                    if can_take(from, t) {
                        own.push((t, None));
                    }
                } else if k != 'K' || ortho.iter().any(|&v| add(from, v, topology) == Some(t)) {
                    own.push((t, None));
                }
            }
        }
        own.sort();
        own.dedup();
        let arrive = |nb: &mut RBoard, to: usize, cell: RCell, victim: Option<usize>| {
            nb[to] = Some(RCell { moved: nc, ..cell });
            if let Some(v) = victim {
                nb[v] = None;
            }
        };
        let promo_list = |to: usize| -> Vec<Option<char>> {
            if k == 'P' && promo_cell(to) {
                ['Q', 'R', 'B', 'N', 'W', 'G']
                    .into_iter()
                    .map(Some)
                    .collect()
            } else {
                vec![None]
            }
        };
        let with_promo = |cell: RCell, pr: Option<char>| match pr {
            Some(x) => RCell {
                letter: if w { x } else { x.to_ascii_lowercase() },
                ..cell
            },
            None => cell,
        };
        let suffix = |pr: Option<char>| pr.map(|x| format!("={x}")).unwrap_or_default();
        for &(to, victim) in &own {
            for pr in promo_list(to) {
                // Alone (the unicorn, if any, stays).
                let mut nb = b;
                nb[from] = p.uni.then_some(RCell {
                    letter: if w { 'U' } else { 'u' },
                    uni: true,
                    moved: p.moved,
                });
                arrive(
                    &mut nb,
                    to,
                    with_promo(RCell { uni: false, ..p }, pr),
                    victim,
                );
                cand.push((format!("{}-{}{}", name(from), name(to), suffix(pr)), nb));
                if p.uni {
                    let mut nb = b;
                    nb[from] = None;
                    arrive(&mut nb, to, with_promo(p, pr), victim);
                    cand.push((
                        format!("{}+U:{}-{}{}", k, name(from), name(to), suffix(pr)),
                        nb,
                    ));
                }
            }
        }
        if p.uni {
            for v in unicorn_vectors() {
                let Some(to) = add(from, v, topology) else {
                    continue;
                };
                if b[to].is_some() && !can_take(from, to) {
                    continue;
                }
                for pr in promo_list(to) {
                    let mut nb = b;
                    nb[from] = None;
                    arrive(&mut nb, to, with_promo(p, pr), None);
                    cand.push((
                        format!("{}+U:{}-{}{}", k, name(from), name(to), suffix(pr)),
                        nb,
                    ));
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    for (t, nb) in cand {
        if !rin_check(&nb, w, topology) {
            out.insert(t);
        }
    }
    // Castling: king and own rook on an orthogonal line, empty between, not in check, the
    // cells between not attacked with the king lifted, the king safe after. A rook carrying
    // the unicorn castles too, and the unicorn rides with it (RULINGS "Five Up").
    let king = (0..125)
        .find(|&c| b[c].is_some_and(|p| p.letter == if w { 'K' } else { 'k' }))
        .unwrap();
    if may_castle && !rin_check(&b, w, topology) {
        for v in &ortho {
            let mut between = Vec::new();
            let mut c = add(king, *v, topology);
            while let Some(x) = c {
                if x == king {
                    break;
                }
                if let Some(q) = b[x] {
                    if q.letter == (if w { 'R' } else { 'r' }) {
                        let mut lifted = b;
                        lifted[king] = None;
                        let mut swapped = b;
                        swapped.swap(king, x);
                        if between
                            .iter()
                            .all(|&y| !rattacked(&lifted, y, !w, topology))
                            && !rattacked(&swapped, x, !w, topology)
                        {
                            out.insert(format!("{}-{}", name(king), name(x)));
                        }
                    }
                    break;
                }
                between.push(x);
                c = add(x, *v, topology);
            }
        }
    }
    out
}

/// The cells of the start position's pawns that may double-step: every pawn of layer E row 2
/// (White) and layer A row 4 (Black) (seed, Pawn: "the pawns that begin the game on the A or E
/// layer can make an initial double move").
pub fn start_fresh_pawns() -> BTreeSet<usize> {
    (0..125)
        .filter(|&c| {
            let q = xyz(c);
            (q[2] == 4 && q[1] == 1) || (q[2] == 0 && q[1] == 3)
        })
        .collect()
}

/// Updates the set of pawns that have never moved after the move `text` (as the fast
/// generator writes it, `x` read as `-`): the mover leaves its cell and whatever stood on the
/// arrival cell is gone, except that a unicorn moving alone (`U...`) leaves its companion
/// where it is and only joins friendly pieces. Read from the move text alone, so it shares
/// nothing with the engine's own bookkeeping.
pub fn track_fresh(fresh: &mut BTreeSet<usize>, text: &str) {
    if text.starts_with('U') || text.starts_with('u') {
        return;
    }
    let body = text.split_once(':').map_or(text, |(_, b)| b);
    let body = body.split('=').next().unwrap();
    let (from, to) = body.split_once(['-', 'x']).unwrap();
    fresh.remove(&variants::fiveup::parse_cell(from).unwrap());
    fresh.remove(&variants::fiveup::parse_cell(to).unwrap());
}

/// Asserts that the fast generator lists exactly the reference's moves in `g`, whose pawns
/// that have never moved are `fresh`.
pub fn assert_same_moves(g: &FiveUp, fresh: &BTreeSet<usize>) {
    let mut buf = Vec::new();
    g.legal_moves(&mut buf);
    let fast: BTreeSet<String> = buf
        .iter()
        .map(|&m| g.format_move(m).replace('x', "-"))
        .collect();
    let slow = reference_moves(g, fresh);
    assert_eq!(
        fast.difference(&slow).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "fast only, in {}",
        g.position_text()
    );
    assert_eq!(
        slow.difference(&fast).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "reference only, in {}",
        g.position_text()
    );
}

/// Plays `moves` from the start of `topology`/`unicorn`, comparing the fast generator with
/// the reference before every move and after the last.
pub fn compare_along(topology: Topology, unicorn: bool, moves: &[&str]) -> FiveUp {
    let mut g = FiveUp::start_with(topology, unicorn, 300);
    let mut fresh = start_fresh_pawns();
    for text in moves {
        assert_same_moves(&g, &fresh);
        let m = g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        track_fresh(&mut fresh, &g.format_move(m));
        g.play(m);
    }
    assert_same_moves(&g, &fresh);
    g
}

/// Random games of `FiveUp::start_with(topology, unicorn)`: the fast generator lists exactly
/// the reference's moves in every position. Returns the number of positions compared.
pub fn compare_with_reference(topology: Topology, unicorn: bool, seed: u64, games: u64) -> usize {
    let mut rng = rng_from_seed(seed);
    let mut positions = 0;
    let mut buf = Vec::new();
    for _ in 0..games {
        let mut g = FiveUp::start_with(topology, unicorn, 300);
        let mut fresh = start_fresh_pawns();
        loop {
            g.legal_moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            assert_same_moves(&g, &fresh);
            positions += 1;
            let m = buf[rng.random_range(0..buf.len())];
            track_fresh(&mut fresh, &g.format_move(m));
            g.play(m);
        }
    }
    positions
}
