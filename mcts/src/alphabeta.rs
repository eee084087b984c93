//! The classical baseline: alpha-beta with iterative deepening, a time budget, a transposition
//! table on the Zobrist hash, move ordering and a quiescence search on captures. It works for
//! every variant through [`Game`] alone: values come from [`Evaluate::evaluate`] (in `[-1, 1]` for
//! the player to decide), captures from [`Rules::is_capture`], keys from [`Rules::hash`].
//!
//! - **Players need not alternate** (a Potential Chess owner states a captured piece's type, a
//!   Quantimex opponent picks a destination): a child's value is negated only when the other
//!   player decides there; otherwise the window passes through unchanged.
//! - **Finished games** score `±2` (beyond any estimate), a draw exactly 0; a win found `p`
//!   plies from the root scores `2 - p/1000`, so a quicker win (a slower loss) is preferred.
//!   The transposition table stores such scores relative to the node and restores them on
//!   probe (the usual mate-distance adjustment).
//! - **Iterative deepening** to `depth` plies; with `ms > 0` it stops when the budget is spent
//!   (checked every 32 nodes) and plays the best move among those fully searched in the last
//!   iteration (the previous iteration's best is searched first, so a cut-short iteration only
//!   replaces it by a move proven better); if the clock runs out before the first move of the
//!   first iteration is searched, the first move in order (a capture if there is one) is
//!   played. A legal move is always returned, and close to the budget even where one ply of
//!   quiescence over hundreds of moves would take far longer (Uncertainty on the hypertorus).
//! - **Move ordering**: the transposition-table move first (at the root, the previous
//!   iteration's best move), then captures, then the rest (in the rng's shuffled order at the
//!   root, so ties are broken at random).
//! - **Quiescence** (`qs` plies, 0 = off): at depth 0 the side to decide may stand pat on
//!   `evaluate` or try its captures, up to `qs` plies deep. Games that report no captures
//!   (the trait default) get a plain static evaluation.
//!
//! Standard references: Knuth and Moore (1975) for alpha-beta; Slate and Atkin (1977, Chess
//! 4.5) for iterative deepening, transposition tables and quiescence.

use std::time::{Duration, Instant};

use crate::game::{Game, GameRng, Player};

/// Alpha-beta settings: the keys of the `alphabeta` agent spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlphaBetaConfig {
    /// Maximum nominal depth in plies (decisions), `1..=64`.
    pub depth: u32,
    /// Time budget per move in milliseconds; 0 = none (search every depth up to `depth`).
    pub ms: u64,
    /// Maximum quiescence depth in plies beyond the nominal depth; 0 = off.
    pub qs: u32,
    /// The static evaluation searched (spec `eval`, as for `mcts`): learned or material.
    pub eval: crate::Eval,
    /// Quiescence orders and delta-cuts its captures on [`Evaluate::evaluate_lazy`] (spec
    /// `lazy=1`, as for `mcts`, [`crate::SearchConfig::lazy`]); stand-pat values keep
    /// [`Evaluate::evaluate`]. Off by default: the quiescence is then exact.
    pub lazy: bool,
}

impl Default for AlphaBetaConfig {
    fn default() -> Self {
        AlphaBetaConfig {
            depth: 2,
            ms: 0,
            qs: 8,
            eval: crate::Eval::Learned,
            lazy: false,
        }
    }
}

/// Depth used when a time budget is given and no depth: deep enough that time always binds.
pub const TIMED_DEPTH: u32 = 64;

/// Win / loss score beyond any `evaluate` value.
const WIN: f32 = 2.0;
/// Score step per ply of distance to a finished game.
const PLY_STEP: f32 = 0.001;
/// Scores beyond this are finished-game scores.
const WIN_BOUND: f32 = 1.5;

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;

/// Transposition table entries (a power of two).
const TT_SIZE: usize = 1 << 16;

#[derive(Clone, Copy)]
struct TtEntry<M> {
    key: u64,
    best: Option<M>,
    value: f32,
    depth: u8,
    bound: u8,
}

/// Alpha-beta agent (see the module docs).
pub struct AlphaBetaAgent<G: Game> {
    cfg: AlphaBetaConfig,
    /// One move buffer per ply.
    bufs: Vec<Vec<G::Move>>,
    tt: Vec<Option<TtEntry<G::Move>>>,
    nodes: u64,
    deadline: Option<Instant>,
    aborted: bool,
}

impl<G: Game> AlphaBetaAgent<G> {
    /// An agent with settings `cfg` (depth at least 1).
    pub fn new(cfg: AlphaBetaConfig) -> Self {
        AlphaBetaAgent {
            cfg: AlphaBetaConfig {
                depth: cfg.depth.clamp(1, TIMED_DEPTH),
                ..cfg
            },
            bufs: Vec::new(),
            tt: Vec::new(),
            nodes: 0,
            deadline: None,
            aborted: false,
        }
    }

    /// Nodes visited by the last [`crate::Agent::select_move`] (interior, leaf and quiescence).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn buf(&mut self, ply: usize) -> Vec<G::Move> {
        while self.bufs.len() <= ply {
            self.bufs.push(Vec::new());
        }
        std::mem::take(&mut self.bufs[ply])
    }

    #[inline]
    fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.nodes += 1;
        if let Some(d) = self.deadline {
            if self.nodes.is_multiple_of(32) && Instant::now() >= d {
                self.aborted = true;
            }
        }
        self.aborted
    }

    fn probe(&self, key: u64) -> Option<TtEntry<G::Move>> {
        let e = self.tt[key as usize & (TT_SIZE - 1)]?;
        (e.key == key).then_some(e)
    }

    fn store(
        &mut self,
        key: u64,
        best: Option<G::Move>,
        value: f32,
        depth: u32,
        bound: u8,
        ply: u32,
    ) {
        let slot = &mut self.tt[key as usize & (TT_SIZE - 1)];
        if let Some(old) = slot {
            if old.key == key && old.depth as u32 > depth {
                return;
            }
        }
        *slot = Some(TtEntry {
            key,
            best,
            value: to_tt(value, ply),
            depth: depth as u8,
            bound,
        });
    }

    /// Orders `moves` in place: `first` (if present) at the front, then captures.
    fn order(g: &G, moves: &mut [G::Move], first: Option<G::Move>) {
        let mut k = 0;
        if let Some(f) = first {
            if let Some(i) = moves.iter().position(|&m| m == f) {
                moves[..=i].rotate_right(1);
                k = 1;
            }
        }
        let start = k;
        for i in start..moves.len() {
            if g.is_capture(moves[i]) {
                moves[k..=i].rotate_right(1);
                k += 1;
            }
        }
    }

    /// The value of `child` (reached by a move of `me`) for `me`.
    fn child_value(
        &mut self,
        child: &G,
        me: crate::game::Player,
        depth: u32,
        ply: u32,
        alpha: f32,
        beta: f32,
    ) -> f32 {
        if child.to_move() == me {
            self.negamax(child, depth, ply, alpha, beta)
        } else {
            -self.negamax(child, depth, ply, -beta, -alpha)
        }
    }

    /// Value of `g` for `g.to_move()` searched `depth` more plies; `ply` = distance from the
    /// root. Returns 0 once the time is up (the caller discards it).
    fn negamax(&mut self, g: &G, depth: u32, ply: u32, mut alpha: f32, beta: f32) -> f32 {
        if self.out_of_time() {
            return 0.0;
        }
        if depth == 0 {
            return self.quiesce(g, ply, self.cfg.qs, alpha, beta);
        }
        let key = g.hash();
        let mut tt_move = None;
        if let Some(e) = self.probe(key) {
            tt_move = e.best;
            if e.depth as u32 >= depth {
                let v = from_tt(e.value, ply);
                let usable = match e.bound {
                    EXACT => true,
                    LOWER => v >= beta,
                    _ => v <= alpha,
                };
                if usable {
                    return v;
                }
            }
        }
        let mut moves = self.buf(ply as usize);
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            self.bufs[ply as usize] = moves;
            return terminal_score(g, ply);
        }
        Self::order(g, &mut moves, tt_move);
        let me = g.to_move();
        let alpha0 = alpha;
        let mut best = f32::NEG_INFINITY;
        let mut best_move = moves[0];
        for &m in &moves {
            let mut c = g.clone();
            c.play(m);
            let v = self.child_value(&c, me, depth - 1, ply + 1, alpha, beta);
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_move = m;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                break;
            }
        }
        self.bufs[ply as usize] = moves;
        if self.aborted {
            return 0.0;
        }
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.store(key, Some(best_move), best, depth, bound, ply);
        best
    }

    /// Quiescence from `g` (see [`quiescence`]), sharing this agent's buffers and clock.
    fn quiesce(&mut self, g: &G, ply: u32, left: u32, alpha: f32, beta: f32) -> f32 {
        let mut bufs = std::mem::take(&mut self.bufs);
        let lazy = self.cfg.lazy;
        let stop = &mut || self.out_of_time();
        let v = qsearch(
            g,
            &mut bufs,
            ply as usize,
            left,
            alpha,
            beta,
            stop,
            f32::NAN,
            lazy,
        );
        self.bufs = bufs;
        v
    }
}

/// Quiescence search from `g`: the player to decide may stand pat on [`Evaluate::evaluate`] or
/// try its captures ([`Rules::is_capture`]), up to `left` more plies, with alpha-beta pruning.
/// At a forced choice ([`Rules::forced_choice`]: Quantimex's destination decision, after which
/// the mover's arrival captures are made) the player may not stand pat: every legal move is
/// tried, and the position after it stands pat (one ply, so a choice costs a few `play` and
/// `evaluate` calls, not a search of the decider's captures).
/// Captures are searched best static value after the capture first, and a capture whose
/// static value (an upper bound while the game goes on, since the opponent may stand pat) is
/// at most alpha is cut with all after it, each cut capture asked only whether it ended the
/// game (delta pruning without a margin, so the value is unchanged: the test
/// `ordered_quiescence_equals_the_plain_search_in_every_variant` compares it with the plain
/// search). Ordering costs one extra `play` and `evaluate` per capture and saves most of the
/// tree where captures are many (Five Up, Uncertainty on the cube).
/// Returns the value for `g.to_move()`: `evaluate` in `[-1, 1]`, or a finished-game score
/// `±(2 - ply/1000)` / 0. `bufs[ply..]` are the move buffers (grown as needed); on return
/// `bufs[ply]` holds `g`'s legal captures ([`Rules::legal_captures`]; only captures are
/// generated at a quiescence node, every legal move at a forced choice, and none where the
/// player stands pat: then it is empty, and only [`Rules::outcome`] is asked). `stop` is
/// polled before each capture and ends the search early when it returns true (the value is
/// then partial, below -2 at a forced choice stopped before its first move: the caller
/// discards it, as alpha-beta's clock does).
pub fn quiescence<G: Game>(
    g: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    ply: usize,
    left: u32,
    alpha: f32,
    beta: f32,
    stop: &mut impl FnMut() -> bool,
) -> f32 {
    qsearch(g, bufs, ply, left, alpha, beta, stop, f32::NAN, false)
}

/// [`quiescence`] where `known` is `g`'s stand-pat value (`evaluate` clamped to `[-1, 1]`)
/// when the caller has computed it, NaN when not: a capture scored for ordering
/// ([`capture_bound`], minus that value) is not evaluated a second time when it is searched.
/// With `lazy` the captures are ordered and delta-cut on [`Evaluate::evaluate_lazy`] (without
/// the game's costly features) instead of [`Evaluate::evaluate`]: cheaper, and no longer exact,
/// since the cut then ignores those features; stand-pat values keep the whole evaluation.
#[allow(clippy::too_many_arguments)]
#[inline]
pub(crate) fn qsearch<G: Game>(
    g: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    ply: usize,
    left: u32,
    alpha: f32,
    beta: f32,
    stop: &mut impl FnMut() -> bool,
    known: f32,
    lazy: bool,
) -> f32 {
    qnode(g, bufs, ply, left, alpha, beta, stop, known, lazy).0
}

/// [`qsearch`], and whether the game is over in `g` (then the value is its result): what a
/// caller reads to know whether a leaf is terminal, since `bufs[ply]` holds captures only.
#[allow(clippy::too_many_arguments)]
pub(crate) fn qnode<G: Game>(
    g: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    ply: usize,
    left: u32,
    mut alpha: f32,
    beta: f32,
    stop: &mut impl FnMut() -> bool,
    known: f32,
    lazy: bool,
) -> (f32, bool) {
    while bufs.len() <= ply {
        bufs.push(Vec::new());
    }
    let mut moves = std::mem::take(&mut bufs[ply]);
    // The stand-pat value before anything else: when the player stands pat on it (most
    // nodes), only whether the game goes on is asked (`outcome` stops at the first legal
    // move); else the captures are generated, which says it too. A finished game's value
    // is its result, whatever `evaluate` said of it.
    // At a forced choice the player may not stand pat: every legal move is searched, from
    // a value below any of them.
    let forced = left > 0 && g.forced_choice();
    let stand = if forced {
        -3.0
    } else if known.is_nan() {
        g.evaluate().clamp(-1.0, 1.0)
    } else {
        known
    };
    let stands = !forced && (left == 0 || stand >= beta);
    let ongoing = if stands {
        moves.clear();
        g.outcome().is_ongoing()
    } else if forced {
        g.legal_moves(&mut moves);
        !moves.is_empty()
    } else {
        g.legal_captures(&mut moves)
    };
    if !ongoing {
        bufs[ply] = moves;
        return (terminal_score(g, ply as u32), true);
    }
    if stands {
        bufs[ply] = moves;
        return (stand, false);
    }
    let mut best = stand;
    if best > alpha {
        alpha = best;
    }
    let me = g.to_move();
    // Order the captures by the static value after them (most valuable victim first, in
    // effect), scoring at most QS_ORDER of them; any further captures follow in list order.
    // A capture whose bound is already at most alpha will be cut: it is asked now whether it
    // ended the game (its key becomes its result if so), and marked CHECKED.
    let mut order = [(0.0f32, 0u32); QS_ORDER];
    let n = moves.len().min(QS_ORDER);
    for (i, &m) in moves[..n].iter().enumerate() {
        let mut c = g.clone();
        c.play(m);
        let mut key = capture_bound(&c, me, lazy);
        let mut index = i as u32;
        if key <= alpha {
            if !c.outcome().is_ongoing() {
                key = -terminal_score(&c, ply as u32 + 1);
            }
            index |= CHECKED;
        }
        order[i] = (key, index);
    }
    order[..n].sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
    // The scored captures best first, then any unscored ones (NaN: never cut).
    let unscored = (n..moves.len()).map(|i| (f32::NAN, i as u32));
    for (bound, index) in order[..n].iter().copied().chain(unscored) {
        let i = (index & !CHECKED) as usize;
        if bound <= alpha {
            // Delta cut (exact): after a capture that hands the move over, the opponent may
            // stand pat, so the capture is worth at most its static value `bound`, unless it
            // ended the game (the bound ignores that, see [`capture_bound`]): then it is worth
            // its result. The scored ones after it are worth no more than their bounds, so
            // each is only asked whether it ended the game, if not asked already (CHECKED).
            // Unscored captures (NaN) are never cut. The fail-soft value stays an upper bound
            // of those cut.
            let v = if index & CHECKED != 0 {
                bound
            } else {
                let mut c = g.clone();
                c.play(moves[i]);
                if c.outcome().is_ongoing() {
                    bound
                } else {
                    -terminal_score(&c, ply as u32 + 1)
                }
            };
            best = best.max(v);
            alpha = alpha.max(best);
            if alpha >= beta {
                break;
            }
            continue;
        }
        if stop() {
            break;
        }
        let mut c = g.clone();
        c.play(moves[i]);
        // `bound` is minus `c`'s evaluation when the opponent decides in `c` (NaN when `me`
        // moves again). When the game is over in `c`, `c` has no moves and returns its result
        // before reading `known`.
        // Under `lazy` the bound is not the evaluation, so it is not passed on.
        let known = if lazy { f32::NAN } else { -bound };
        // After a forced choice the position stands pat (see [`quiescence`]).
        let next = if forced { 0 } else { left - 1 };
        let v = if c.to_move() == me {
            qsearch(&c, bufs, ply + 1, next, alpha, beta, stop, f32::NAN, lazy)
        } else {
            -qsearch(&c, bufs, ply + 1, next, -beta, -alpha, stop, known, lazy)
        };
        best = best.max(v);
        alpha = alpha.max(best);
        if alpha >= beta {
            break;
        }
    }
    bufs[ply] = moves;
    (best, false)
}

/// Captures ordered per quiescence node (a stack array, so nothing is allocated).
const QS_ORDER: usize = 128;

/// Marks a scored capture (in the high bit of its move index) whose key already accounts for
/// the game ending after it: the delta cut needs no second look.
const CHECKED: u32 = 1 << 31;

/// The ordering key of a capture that led to `c`, for `me` (who played it), in the units of
/// [`quiescence`]: when the opponent decides in `c`, `-evaluate` of `c`, an upper bound of the
/// capture's quiescence value (the opponent may stand pat) while the game goes on; else (`me`
/// moves again) NaN, which sorts first and is never cut. Whether `c` is finished is not asked
/// here (it costs a move generation, and a capture that is searched finds out anyway): the
/// caller asks only of a capture it would cut. With `lazy`, [`Evaluate::evaluate_lazy`] in place
/// of `evaluate` (no longer a bound).
fn capture_bound<G: Game>(c: &G, me: Player, lazy: bool) -> f32 {
    if c.to_move() == me {
        return f32::NAN;
    }
    let e = if lazy {
        c.evaluate_lazy()
    } else {
        c.evaluate()
    };
    -e.clamp(-1.0, 1.0)
}

/// A plain alpha-beta search of `depth` plies (captures first, no transposition table, no
/// clock) ending in [`quiescence`] of `qs` plies: the leaf evaluation of MCTS with `ab > 0`.
/// Returns the value for `g.to_move()` in the units of [`quiescence`] (evaluate in `[-1, 1]`,
/// finished games `±(2 - ply/1000)` or 0). `bufs[ply..]` are the move buffers; on return
/// `bufs[ply]` holds `g`'s legal moves when `depth > 0` (empty when the game is over), its
/// legal captures when `depth` is 0 (as after [`quiescence`]). With `lazy`
/// the quiescence orders its captures on [`Evaluate::evaluate_lazy`] (MCTS's `lazy=1`).
#[allow(clippy::too_many_arguments)]
pub fn shallow<G: Game>(
    g: &G,
    bufs: &mut Vec<Vec<G::Move>>,
    ply: usize,
    depth: u32,
    qs: u32,
    mut alpha: f32,
    beta: f32,
    lazy: bool,
) -> f32 {
    if depth == 0 {
        return qsearch(g, bufs, ply, qs, alpha, beta, &mut || false, f32::NAN, lazy);
    }
    while bufs.len() <= ply {
        bufs.push(Vec::new());
    }
    let mut moves = std::mem::take(&mut bufs[ply]);
    g.legal_moves(&mut moves);
    if moves.is_empty() {
        bufs[ply] = moves;
        return terminal_score(g, ply as u32);
    }
    let me = g.to_move();
    let mut best = f32::NEG_INFINITY;
    // Two passes: captures, then the rest.
    'outer: for pass in [true, false] {
        for &m in &moves {
            if g.is_capture(m) != pass {
                continue;
            }
            let mut c = g.clone();
            c.play(m);
            let v = if c.to_move() == me {
                shallow(&c, bufs, ply + 1, depth - 1, qs, alpha, beta, lazy)
            } else {
                -shallow(&c, bufs, ply + 1, depth - 1, qs, -beta, -alpha, lazy)
            };
            if v > best {
                best = v;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                break 'outer;
            }
        }
    }
    bufs[ply] = moves;
    best
}

/// The score of a finished game `g` for `g.to_move()`, `ply` plies from the root.
fn terminal_score<G: Game>(g: &G, ply: u32) -> f32 {
    match g.outcome().score_for(g.to_move()) {
        Some(s) if s > 0.5 => WIN - PLY_STEP * ply as f32,
        Some(s) if s < 0.5 => -WIN + PLY_STEP * ply as f32,
        _ => 0.0,
    }
}

/// A finished-game score relative to the node `ply` plies from the root, for storing.
fn to_tt(v: f32, ply: u32) -> f32 {
    if v > WIN_BOUND {
        v + PLY_STEP * ply as f32
    } else if v < -WIN_BOUND {
        v - PLY_STEP * ply as f32
    } else {
        v
    }
}

/// Inverse of [`to_tt`].
fn from_tt(v: f32, ply: u32) -> f32 {
    if v > WIN_BOUND {
        v - PLY_STEP * ply as f32
    } else if v < -WIN_BOUND {
        v + PLY_STEP * ply as f32
    } else {
        v
    }
}

/// The shallowest depth (plies, i.e. decisions) at which [`AlphaBetaAgent::veto`] may replace
/// the chosen move: the mover's move and every reply of the next decision.
pub const VETO_MIN_DEPTH: u32 = 2;

/// What an [`AlphaBetaAgent::veto`] search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Veto<M> {
    /// The move to play: the chosen move, or the one that beat it by more than the margin
    /// at the deepest depth searched.
    pub best: M,
    /// The deepest depth (plies) at which the chosen move's value was computed; 0 if the
    /// clock ran out before that (then `best` is the chosen move).
    pub depth: u32,
    /// Whether `best` replaced the chosen move.
    pub overruled: bool,
}

impl<G: Game> AlphaBetaAgent<G> {
    fn start(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
        self.aborted = false;
        self.nodes = 0;
        if self.tt.is_empty() {
            self.tt = vec![None; TT_SIZE];
        }
    }

    /// A veto on a move `chosen` by another search (the `veto` key of the `mcts` agent):
    /// iterative deepening until `deadline` (or this agent's `depth`), in which each
    /// iteration first computes the exact value `v` of `chosen` and then searches the other
    /// moves with the window `(v + margin, +inf)`, so a move is found only if it is better
    /// than `chosen` by more than `margin` (values of [`Evaluate::evaluate`], in `[-1, 1]` for the
    /// player to decide; finished games `±2`). The result of the deepest iteration that
    /// computed `v` stands: a replacement found there, else `chosen` if that iteration ended,
    /// else the previous iteration's answer. With a sound `chosen` the window cuts most of the
    /// tree, so the veto costs far less than a full search to the same depth. A safety net
    /// against tactical blunders of a selective search (MCTS-minimax hybrids: Baier and
    /// Winands, IEEE TCIAIG 2015).
    ///
    /// The deepening starts at [`VETO_MIN_DEPTH`]: a one-ply search (plus quiescence on
    /// captures) never sees the opponent's quiet replies, so it would trade a safe move for a
    /// capture that allows mate in one (test `a_one_ply_veto_would_walk_into_mate` in
    /// tests/suite/search_veto.rs); an agent whose `depth` is below it never overrules.
    ///
    /// Panics if `chosen` is not a legal move of `game` (or `game` is finished).
    pub fn veto(
        &mut self,
        game: &G,
        chosen: G::Move,
        margin: f32,
        deadline: Option<Instant>,
    ) -> Veto<G::Move> {
        self.start(deadline);
        let mut moves = self.buf(0);
        game.legal_moves(&mut moves);
        let at = moves
            .iter()
            .position(|&m| m == chosen)
            .expect("veto: the chosen move is not legal");
        moves.swap(0, at);
        let me = game.to_move();
        let mut out = Veto {
            best: chosen,
            depth: 0,
            overruled: false,
        };
        for depth in VETO_MIN_DEPTH..=self.cfg.depth {
            // The chosen move first, then the last replacement and captures.
            Self::order(game, &mut moves[1..], out.overruled.then_some(out.best));
            let mut c = game.clone();
            c.play(chosen);
            let v = self.child_value(&c, me, depth - 1, 1, f32::NEG_INFINITY, f32::INFINITY);
            if self.aborted {
                break;
            }
            let mut alpha = v + margin;
            let mut better = None;
            for &m in &moves[1..] {
                let mut c = game.clone();
                c.play(m);
                let w = self.child_value(&c, me, depth - 1, 1, alpha, f32::INFINITY);
                if self.aborted {
                    break;
                }
                if w > alpha {
                    alpha = w;
                    better = Some(m);
                }
            }
            if better.is_some() || !self.aborted {
                out = Veto {
                    best: better.unwrap_or(chosen),
                    depth,
                    overruled: better.is_some(),
                };
            }
            if self.aborted || alpha.abs() > WIN_BOUND || v.abs() > WIN_BOUND {
                break;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
        }
        self.bufs[0] = moves;
        out
    }
}

impl<G: Game> AlphaBetaAgent<G> {
    /// The move iterative deepening chooses in `game` within the configured depth and time
    /// (moves shuffled by `rng` first, so equal moves are broken at random); the body of the
    /// agent's [`crate::agent::Agent::select_move`].
    pub(crate) fn choose(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        let start = Instant::now();
        self.start((self.cfg.ms > 0).then(|| start + Duration::from_millis(self.cfg.ms)));
        let mut moves = self.buf(0);
        game.legal_moves(&mut moves);
        rand::seq::SliceRandom::shuffle(&mut moves[..], rng);
        Self::order(game, &mut moves, None);
        let me = game.to_move();
        let mut best_move = moves[0];
        let deadline = self.deadline;
        for depth in 1..=self.cfg.depth {
            // The previous iteration's best move first.
            Self::order(game, &mut moves, Some(best_move));
            let mut alpha = f32::NEG_INFINITY;
            let mut iter_best = None;
            for &m in &moves {
                let mut c = game.clone();
                c.play(m);
                let v = self.child_value(&c, me, depth - 1, 1, alpha, f32::INFINITY);
                if self.aborted {
                    break;
                }
                if iter_best.is_none() || v > alpha {
                    alpha = v;
                    iter_best = Some(m);
                }
            }
            if let Some(m) = iter_best {
                best_move = m;
            }
            if self.aborted {
                break;
            }
            // A proven result cannot change with more depth.
            if alpha.abs() > WIN_BOUND {
                break;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
        }
        self.bufs[0] = moves;
        best_move
    }
}
