//! The lines `collapse explore` plays from: every sequence of legal moves to a depth, or the
//! `K` moves per position a short search prefers.

use mcts::search::{SearchConfig, Searcher};
use mcts::Game;

/// Keeps only the `k` moves per position that a short MCTS search visits most.
#[derive(Clone, Debug)]
pub struct TopK {
    /// Moves kept per position (at least 1).
    pub k: usize,
    /// The search that ranks the moves (its visit counts are the prior).
    pub search: SearchConfig,
    /// Seed of the searches; the search at a position is seeded from it and the line's index
    /// among the positions searched, so the lines are the same on every run.
    pub seed: u64,
}

/// One line: its moves in the variant's notation, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The moves, each formatted on the position before it.
    pub moves: Vec<String>,
}

impl Line {
    /// The moves joined by single spaces (the CSV `opening` column).
    pub fn text(&self) -> String {
        self.moves.join(" ")
    }

    /// The line without its last move: lines with the same parent are siblings.
    pub fn parent(&self) -> String {
        self.moves[..self.moves.len().saturating_sub(1)].join(" ")
    }
}

/// The lines of `depth` plies from `start`, depth first in the order of
/// [`Rules::legal_moves`]. With `top`, only the `top.k` moves a short search visits most are
/// followed at each position (ties: the earlier legal move), in legal-move order. A move
/// that ends the game before `depth` ends no line: no game can be played from it, so it is
/// left out (it does not happen in the first plies of the variants here). `depth` 0 gives
/// the empty line.
pub fn enumerate<G: Game>(start: &G, depth: usize, top: Option<&TopK>) -> Vec<Line> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    let mut searched = 0u64;
    walk(start, depth, top, &mut path, &mut out, &mut searched);
    out
}

fn walk<G: Game>(
    g: &G,
    depth: usize,
    top: Option<&TopK>,
    path: &mut Vec<String>,
    out: &mut Vec<Line>,
    searched: &mut u64,
) {
    if depth == 0 {
        out.push(Line {
            moves: path.clone(),
        });
        return;
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if let Some(t) = top.filter(|t| t.k < moves.len()) {
        let mut rng = mcts::rng_from_seed(mcts::derive_seed(t.seed, *searched));
        *searched += 1;
        let r = Searcher::new(t.search.clone()).search(g, &mut rng);
        let mut ranked: Vec<(usize, u32)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let v = r.children.iter().find(|c| c.0 == *m).map_or(0, |c| c.1);
                (i, v)
            })
            .collect();
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut keep: Vec<usize> = ranked.iter().take(t.k.max(1)).map(|x| x.0).collect();
        keep.sort_unstable();
        moves = keep.into_iter().map(|i| moves[i]).collect();
    }
    for m in moves {
        let mut next = g.clone();
        path.push(g.format_move(m));
        next.play(m);
        if next.outcome().is_ongoing() {
            walk(&next, depth - 1, top, path, out, searched);
        }
        path.pop();
    }
}
