//! The parameters of a search: [`SearchConfig`] (the `mcts:` agent spec as a struct), its
//! enums, the defaults, the [`Budget`] (iterations, time, or both) and `Policy`, the part of
//! the configuration that one tree's iterations read.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[cfg(doc)]
use crate::game::Game;

/// How search treats hidden information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Determinization {
    /// Search the state as given (spec `det=none`).
    None,
    /// PIMC with `K` determinizations (spec `det=pimc:K`, `K >= 1`), each searched with
    /// `iters / K` iterations; only used when [`Rules::has_uncertainty`] is true, otherwise the
    /// search behaves as [`Determinization::None`].
    Pimc(u32),
    /// Single-observer ISMCTS (spec `det=ismcts`): one tree, a fresh determinization per
    /// iteration, availability counts in selection ([`crate::ismcts`]); only used when
    /// [`Rules::has_uncertainty`] is true.
    Ismcts,
}

/// How `threads > 1` search workers share the work (spec `par=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Parallelism {
    /// Root parallelism (spec `par=root`, the default): `threads` independent trees on derived
    /// seeds, their root statistics summed.
    Root,
    /// Tree parallelism (spec `par=tree`): one shared tree grown by `threads` workers with
    /// virtual loss ([`crate::treepar`]). Tree reuse between moves is off in this mode, and
    /// with PIMC or ISMCTS in effect it is not used (they run as with `par=root`).
    Tree,
}

/// The parameters of one MCTS search; the `mcts:` agent spec written as a struct.
///
/// Budget: search stops when `iters` iterations are done (if `iters > 0`) or `ms`
/// milliseconds have passed (if `ms > 0`), whichever comes first. At least one of them must be
/// non-zero ([`Budget`], [`SearchConfig::budget`]). The budget is the total for one move: it is
/// split between the determinizations (PIMC) or between the root-parallel trees (`threads > 1`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iteration budget per move (0 = no iteration limit, then `ms` must be > 0).
    pub iters: u32,
    /// Wall-clock budget per move in milliseconds (0 = off).
    pub ms: u64,
    /// UCT exploration constant `c` in `mean + c * sqrt(ln N / n)`; finite, `>= 0`.
    pub c: f32,
    /// Playout cutoff in plies: after this many playout plies the playout stops and is scored
    /// with [`Evaluate::evaluate`]; 0 = play out to the end.
    pub cutoff: u32,
    /// Determinization mode.
    pub det: Determinization,
    /// Number of search threads (rayon), `>= 1`: independent trees under `par=root`, workers
    /// on one tree under `par=tree`.
    pub threads: u32,
    /// How the threads share the work (root or tree parallelism); irrelevant with one thread
    /// under `par=root`.
    pub par: Parallelism,
    /// Implicit minimax backups (Lanctot, Winands, Pepels, Sturtevant, "Monte Carlo Tree
    /// Search with Heuristic Evaluations using Implicit Minimax Backups", CIG 2014): weight
    /// `alpha` in `0..=1` of the minimax-backed-up [`Evaluate::evaluate`] value beside the mean
    /// playout reward in selection, `(1 - alpha) * Q + alpha * V + c * sqrt(ln N / n)`; children
    /// are evaluated when their parent is expanded and tried best-first. 0 = off.
    pub imm: f32,
    /// Capture bias of playouts: the probability, in `0..=1`, that a playout ply picks uniformly
    /// among the captures ([`Rules::is_capture`]) when there are any, instead of among all
    /// moves. 0 = uniform random playouts.
    pub capture: f32,
    /// Leaf evaluation by quiescence instead of a playout: with `qs > 0` a new leaf is scored
    /// by a quiescence search of up to `qs` plies of captures on [`Evaluate::evaluate`]
    /// ([`crate::alphabeta::quiescence`]) turned into a win probability, and `cutoff` and
    /// `capture` are unused. 0 = playouts.
    pub qs: u32,
    /// First-play urgency: how an unvisited child competes in selection. [`Fpu::First`]
    /// (spec `fpu=first`) visits every child once before UCB1 compares any (classic UCT);
    /// [`Fpu::Heur`] (spec `fpu=heur`) scores an unvisited child as if visited once with its
    /// [`Evaluate::evaluate`] value (the `imm` heuristic), so a child that evaluates badly waits
    /// until the exploration term lifts it: a form of progressive widening driven by the
    /// evaluation (Gelly and Wang 2006 for FPU; Chaslot et al. 2008, progressive strategies).
    pub fpu: Fpu,
    /// How a new child's heuristic value (used by `imm` and `fpu=heur`) is computed when its
    /// parent is expanded: [`Heuristic::Eval`] (spec `heur=eval`) is [`Evaluate::evaluate`] of the
    /// child; [`Heuristic::Exact`] (spec `heur=exact`) the same, or the result when the move
    /// ends the game (a child that wins at once is marked proven); [`Heuristic::CapQs`] (spec
    /// `heur=capqs`) as `exact`, but a child reached by a capture is scored by a quiescence
    /// search of `qs` plies (static evaluation when `qs = 0`); [`Heuristic::Qs`] (spec
    /// `heur=qs`) is a quiescence search of `qs` capture plies
    /// from the child (static evaluation when `qs = 0`), so a move that hangs a piece is scored
    /// after the recapture. Only used when `imm > 0`.
    pub heur: Heuristic,
    /// Leaf alpha-beta depth: with `ab > 0` a new leaf is scored by an alpha-beta search of
    /// `ab` plies (captures first) ending in `qs` plies of quiescence
    /// ([`crate::alphabeta::shallow`]), so a leaf whose mover can mate or win material in `ab`
    /// plies is scored as such (an MCTS-minimax hybrid: Baier and Winands, "MCTS-Minimax
    /// Hybrids", IEEE TCIAIG 2015). 0 = quiescence or playouts as `qs` says.
    pub ab: u32,
    /// Check bonus: added, in `0..=1`, to the heuristic value (for the mover) of a child whose
    /// player to decide is in check ([`Rules::is_in_check`]), capped at 1, so checking moves are
    /// tried before quiet moves of equal evaluation, as chess engines order them; a check that
    /// leaves the opponent few replies leads the search to a mate it would otherwise try last.
    /// Only used when `imm > 0`. 0 = off.
    pub check: f32,
    /// Check order bonus (spec `corder=B`, `B` in `0..=1`, win-probability units; 0 = off): a
    /// child that gives check ([`Rules::is_in_check`] after the move) is stored among its
    /// siblings as if its heuristic value were `B` higher, so it is tried before quiet
    /// children up to `B` better, while its value (its heuristic, the implicit minimax and
    /// the selection score) stays unchanged: unlike [`SearchConfig::check`], the bonus orders
    /// the untried children and is never backed up. With `fpu=heur` only the first untried
    /// child in storage order competes in selection (`mcts::search::select`), so a checking
    /// reply (a checking drop in Interdependent Chess, a perpetual check) is visited sooner. Only
    /// used when `imm > 0`. Shown in the canonical spec only when non-zero. Measured in
    /// docs/journal/2026-11.md ("An order-only check bonus").
    pub corder: f32,
    /// Mate search at expansion: a child that gives check ([`Rules::is_in_check`]) is searched
    /// for a forced mate by checks with up to `mate` further moves of the mover
    /// ([`crate::mate::forced_mate_by_checks`]); a child whose mate is found is marked a
    /// proven win for the solver, so a checking sacrifice that `evaluate` scores as lost
    /// material is played, and the move that allowed it is proven lost once it is expanded.
    /// Checks with more than [`crate::mate::MAX_REPLIES`] replies are not searched. Only used
    /// when `imm > 0`. 0 = off.
    pub mate: u32,
    /// Alpha-beta veto ([`crate::alphabeta::AlphaBetaAgent::veto`]), used by the `mcts`
    /// agent ([`crate::agent::MctsAgent`]): with `ms > 0`, this fraction of the time budget,
    /// in `0..=0.9`, is kept back from MCTS and spent on an iterative-deepening alpha-beta that
    /// replaces MCTS's move only by a move it finds better by more than [`VETO_MARGIN`]; with
    /// `ms = 0` the veto searches [`VETO_DEPTH`] plies. 0 = off. Not used by a bare
    /// [`Searcher`](super::Searcher).
    pub veto: f32,
    /// PUCT selection with the children's heuristic values as the prior (spec `puct=T`, the
    /// temperature `T` in `0..=1`, win-probability units; 0 = off, UCB1). A child whose
    /// heuristic value (for the mover; the implicit minimax value once it is expanded) is `h`
    /// gets the prior weight `w = exp((h - h_best) / T)`, 1 for the best child, and scores
    /// `q + c * w * sqrt(N) / (1 + n)` (`q` as in UCB1: the `imm` blend when visited, `h`
    /// when not, with `fpu=heur`), the AlphaZero rule (Silver et al. 2017, after Rosin 2011)
    /// with a prior from the evaluation instead of a network: a move the evaluation ranks
    /// far below the best is explored rarely, so the tree grows deeper along the moves it
    /// ranks near the best. Needs `imm > 0` (without it every child's heuristic is 0.5 and
    /// the prior is uniform). Shown in the canonical spec only when non-zero.
    pub puct: f32,
    /// Lazy evaluation where only an order is needed (spec `lazy=1`; 0 = off): a new child is
    /// scored at expansion, and a quiescence search orders and delta-cuts its captures
    /// ([`crate::alphabeta::shallow`]), by [`Evaluate::evaluate_lazy`], the evaluation without
    /// its [`Evaluate::costly_features`] (chess's, Uncertainty's and Five Up's mobility); the
    /// stand-pat values of quiescence, and so the leaf values, keep [`Evaluate::evaluate`]. Those
    /// orderings evaluate every child and every capture, most of a search's evaluations. No
    /// effect where no feature is costly or its weight is 0. Shown in the canonical spec only
    /// when on.
    pub lazy: bool,
    /// Informed priors from minimax at `k` visits (spec `ipm=D`, `D` plies in `0..=3`; 0 =
    /// off): when an expanded node reaches [`SearchConfig::ipk`] visits, each of its children
    /// not yet expanded is scored again by an alpha-beta search of `D` plies ending in `qs`
    /// plies of quiescence ([`crate::alphabeta::shallow`]) from the child, that value replaces
    /// its heuristic, and the unvisited children are sorted again by it (a checking child
    /// with the check bonuses of expansion, [`SearchConfig::check`] on its value and
    /// [`SearchConfig::corder`] on its order); so the nodes the
    /// search returns to often order and value their untried moves by a search that sees the
    /// opponent's replies, while the many nodes visited a few times keep the cheap heuristic
    /// (MCTS-IP-M-k: Baier and Winands, "MCTS-Minimax Hybrids", IEEE TCIAIG 2015). Needs
    /// `imm > 0` (the heuristic values it replaces) and the sequential tree (each root-parallel
    /// tree and PIMC determinization has one): refused with `par=tree` and with
    /// `det=ismcts`. Shown in the canonical spec only when on, with `ipk`.
    pub ipm: u32,
    /// The visits at which `ipm` rescores a node's children (spec `ipk=K`, `K >= 1`, default
    /// [`DEFAULT_IPK`]); unused when `ipm = 0`.
    pub ipk: u32,
    /// A leaf's quiescence value becomes its implicit minimax value (spec `leafq=1`, the
    /// default since 2026-11-28; `leafq=0` is the search before): when a new leaf is scored
    /// by quiescence or a shallow alpha-beta search (`qs > 0` or `ab > 0`), that value, which
    /// sees the capture sequences, replaces the static evaluation its parent's expansion gave
    /// it, and the implicit minimax backup carries it up the path at once; at the leaf's own
    /// expansion the minimax of its children takes over as before. It adds no work (the leaf
    /// was searched anyway; `heur=qs` buys the same value for every child at expansion,
    /// visited or not), though the tree it grows differs. No effect with `imm = 0` or without
    /// `qs` and `ab`. Measured in docs/journal/2026-11.md, "A leaf's quiescence value in the implicit
    /// minimax".
    pub leafq: bool,
    /// Sequential Halving at the root (spec `sh=K`, `K` in `3..=256`; 0 = off, UCT at the
    /// root as below it). The budget (iterations, or time with `ms`) is split into equal
    /// phases: first the plain search, whose `K` root children with the most visits (ties:
    /// better value) become the candidates; then halving rounds, each giving every surviving
    /// candidate the same number of iterations in turn and dropping the worse half by value
    /// (the `imm` blend of mean reward and implicit minimax value), until two remain; then UCT
    /// between those two. The move played is the better of the two by value, not the most
    /// visited ([`super::SearchResult::best`]). Below the root the search is unchanged. This
    /// is H-MCTS (Pepels, Cazenave, Winands, Lanctot, "Minimizing Simple and Cumulative
    /// Regret in Monte-Carlo Tree Search", CGW 2014), after Sequential Halving (Karnin, Koren,
    /// Somekh, ICML 2013): the move played is a question of simple regret, which UCT's
    /// cumulative-regret rule serves poorly when a move needs a few thousand iterations in its
    /// subtree to show its value. The tree is kept between moves as without `sh` (since
    /// 2026-11-28 evening). Refused with `par=tree` and `det=ismcts` when the spec names it; a
    /// variant's default `sh` gives way to those instead. Shown in the canonical spec only
    /// when on. Measured in docs/journal/2026-11.md ("Sequential Halving at the root"): `sh=16` wins
    /// 200 ms self-play in Interdependent by +78 +-45 and +83 +-41 Elo without the kept tree
    /// and by +149 +-44 with it and [`SearchConfig::shmin`] at 200 (200 games each), and in
    /// chess by +95 +-48 and in Potential Chess by +130 +-60 (SPRTs accepted after 57 games),
    /// in Quantimex by +136 +-75 (accepted after 71), and on the Five Up cube by +48 +-40
    /// (240 games), with SPRTs accepted on Five Up's other sets but the hypertorus and on
    /// Uncertainty's Five Up board and hypertorus; `sh=16,shmin=200` is the default of those
    /// variants or parameter sets (their registry `MCTS_DEFAULTS` or `mcts_defaults`).
    pub sh: u32,
    /// The floor of Sequential Halving (spec `shmin=N`, `0..=100000000`; 0 = none): after the
    /// first phase of `n0` iterations, the candidates are cut to `min(sh, n0 / shmin)`, so
    /// each gets at least about `shmin` iterations in the first halving round; fewer than 3
    /// and the rest of the budget is the plain search (UCT at the root, the most visited move
    /// played). A small budget thus searches as without `sh`: `sh=16` alone lost to the plain
    /// search at 1,000 iterations in Interdependent (-63 +-47, 200 games; docs/strength.md,
    /// "Sequential Halving at the root"). Only with `sh` (dropped without it, so a variant's
    /// default floor does not outlive a spec's `sh=0`); shown in the canonical spec when above
    /// 0.
    pub shmin: u32,
    /// The static evaluation searched (spec `eval`): [`crate::Eval::Learned`] is
    /// [`Evaluate::evaluate`] (the game's fitted weights), [`crate::Eval::Material`] its hand-set
    /// material evaluation ([`crate::eval::EvalWith::material`]). Shown in the canonical spec only
    /// when `material`, so specs written before the key existed keep their text.
    pub eval: crate::Eval,
}

/// How much better (in [`Evaluate::evaluate`] units, `[-1, 1]`; a pawn of orthodox chess is about
/// 0.1 there) a move must be than MCTS's choice for the veto to play it instead.
pub const VETO_MARGIN: f32 = 0.15;
/// The veto's depth in plies when the search has no time budget (`ms = 0`).
pub const VETO_DEPTH: u32 = 2;

/// How children are scored at expansion (spec `heur=`), see [`SearchConfig::heur`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heuristic {
    /// [`Evaluate::evaluate`] of the child (spec `heur=eval`).
    Eval,
    /// A quiescence search from the child (spec `heur=qs`).
    Qs,
    /// [`Evaluate::evaluate`] of the child, or its exact result when the child's game is over
    /// (spec `heur=exact`): a mating or stalemating move is ordered by what it is. Costs one
    /// [`Rules::outcome`] per child.
    Exact,
    /// As `Exact`, but a child reached by a capture ([`Rules::is_capture`]) is scored by a
    /// quiescence search of `qs` plies from it (spec `heur=capqs`), so a capture of a defended
    /// piece is scored after the recapture. Quiet children cost what they cost under `Exact`;
    /// the implicit minimax backup (`imm`) then no longer sees a threat in every capture the
    /// opponent could make.
    CapQs,
}

/// First-play urgency of unvisited children (spec `fpu=`), see [`SearchConfig::fpu`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fpu {
    /// Every child is visited once before UCB1 compares any (spec `fpu=first`).
    First,
    /// An unvisited child scores its heuristic value plus the exploration term of one visit
    /// (spec `fpu=heur`).
    Heur,
}

/// The knobs of one tree's iterations (a part of [`SearchConfig`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Policy {
    pub(crate) c: f32,
    pub(crate) cutoff: u32,
    pub(crate) imm: f32,
    pub(crate) capture: f32,
    pub(crate) qs: u32,
    pub(crate) fpu: Fpu,
    pub(crate) heur: Heuristic,
    pub(crate) ab: u32,
    pub(crate) check: f32,
    pub(crate) corder: f32,
    pub(crate) mate: u32,
    pub(crate) puct: f32,
    pub(crate) lazy: bool,
    pub(crate) ipm: u32,
    pub(crate) ipk: u32,
    /// [`SearchConfig::leafq`] where it has an effect: on, with `imm > 0` and searched leaves.
    pub(crate) leafq: bool,
    /// [`SearchConfig::sh`]: root candidates of Sequential Halving, 0 = off.
    pub(crate) sh: u32,
    /// [`SearchConfig::shmin`]: the least iterations per candidate in the first halving round.
    pub(crate) shmin: u32,
}

impl Policy {
    pub(crate) fn of(cfg: &SearchConfig) -> Policy {
        Policy {
            c: cfg.c,
            cutoff: cfg.cutoff,
            imm: cfg.imm,
            capture: cfg.capture,
            qs: cfg.qs,
            fpu: cfg.fpu,
            heur: cfg.heur,
            ab: cfg.ab,
            check: cfg.check,
            corder: cfg.corder,
            mate: cfg.mate,
            puct: cfg.puct,
            lazy: cfg.lazy,
            ipm: cfg.ipm,
            ipk: cfg.ipk,
            leafq: cfg.leafq && cfg.imm > 0.0 && (cfg.qs > 0 || cfg.ab > 0),
            sh: cfg.sh,
            shmin: cfg.shmin,
        }
    }
}

impl SearchConfig {
    /// The budget of one move: [`SearchConfig::iters`] and [`SearchConfig::ms`].
    pub fn budget(&self) -> Budget {
        Budget {
            iters: self.iters,
            ms: self.ms,
        }
    }

    /// Sets [`SearchConfig::iters`] and [`SearchConfig::ms`] from `budget`.
    pub fn set_budget(&mut self, budget: Budget) {
        self.iters = budget.iters;
        self.ms = budget.ms;
    }
}

/// A search budget: iterations, wall-clock time, or both, whichever ends first (DESIGN
/// "Search"). A zero means no limit of that kind; at least one must be non-zero. Every search
/// driver (sequential, tree-parallel, ISMCTS, PIMC and root-parallel units) stops by it, through
/// `Budget::start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// Iterations (0 = no iteration limit).
    pub iters: u32,
    /// Milliseconds of wall clock (0 = no time limit).
    pub ms: u64,
}

impl Budget {
    /// The budget given by the spec keys `iters` and `ms` (the one place their rule lives):
    /// `iters` and `ms` are the values after defaults, `iters_given` whether `iters` was
    /// written. A time written without `iters` is a pure time budget (no iteration limit), as
    /// `alphabeta:ms=N` lifts its depth limit; a budget of neither is refused.
    pub fn resolve(iters: u32, ms: u64, iters_given: bool) -> Result<Budget, String> {
        let iters = if ms > 0 && !iters_given { 0 } else { iters };
        if iters == 0 && ms == 0 {
            return Err(
                "agent 'mcts': iters=0 and ms=0 leave no budget; set iters or ms above 0"
                    .to_string(),
            );
        }
        Ok(Budget { iters, ms })
    }

    /// The share of unit `i` of `units` units of work (PIMC determinizations or root-parallel
    /// trees) of which up to `parallel` run at once: the iterations are divided (the first
    /// `iters % units` units get one more, every unit at least one), the time is divided by
    /// the rounds the units run in (at least 1 ms).
    pub(crate) fn share(&self, units: u32, parallel: u32, i: u32) -> Budget {
        let iters = if self.iters == 0 {
            0
        } else {
            let q = self.iters / units;
            let r = self.iters % units;
            (q + u32::from(i < r)).max(1)
        };
        let ms = if self.ms == 0 {
            0
        } else {
            (self.ms * parallel.min(units) as u64 / units as u64).max(1)
        };
        Budget { iters, ms }
    }

    /// Starts the clock: the [`Limit`] of a search beginning now.
    pub(crate) fn start(&self) -> Limit {
        Limit {
            iters: self.iters,
            deadline: (self.ms > 0).then(|| Instant::now() + Duration::from_millis(self.ms)),
            stop: None,
        }
    }
}

/// A running [`Budget`]: its iterations, its deadline and the stop flag of the caller.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limit {
    /// Iterations (0 = no limit).
    pub(crate) iters: u32,
    pub(crate) deadline: Option<Instant>,
    /// Ends the search when set ([`crate::search::Searcher::set_stop`]): UCI's `stop`.
    pub(crate) stop: Option<&'static AtomicBool>,
}

impl Limit {
    /// Whether the deadline has passed or the stop flag is set. Checked every iteration: reading the clock is cheap
    /// beside an iteration, and one iteration can be long (expanding hundreds of children on
    /// the hypertorus), so checking less often overruns short budgets (docs/performance.md).
    #[inline]
    pub(crate) fn out_of_time(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Whether a search that has run `done` iterations must stop.
    #[inline]
    pub(crate) fn reached(&self, done: u64) -> bool {
        (self.iters > 0 && done >= self.iters as u64) || self.out_of_time()
    }
}

/// At most this many nodes per tree (about 400 MB with 4-byte moves). A tree that is full
/// stops expanding: its leaves are scored by playouts from then on. Keeps `u32` indices valid
/// and long time budgets from exhausting memory.
pub const MAX_NODES: usize = 1 << 24;

/// `SearchConfig` never holds a NaN `c` when built by spec parsing, so equality is an
/// equivalence relation.
impl Eq for SearchConfig {}

/// Default [`SearchConfig::imm`].
pub const DEFAULT_IMM: f32 = 0.5;
/// Default [`SearchConfig::capture`].
pub const DEFAULT_CAPTURE: f32 = 0.0;
/// Default [`SearchConfig::qs`].
pub const DEFAULT_QS: u32 = 8;
/// Default [`SearchConfig::fpu`].
pub const DEFAULT_FPU: Fpu = Fpu::Heur;
/// Default [`SearchConfig::heur`].
pub const DEFAULT_HEUR: Heuristic = Heuristic::Exact;
/// Default [`SearchConfig::ab`].
pub const DEFAULT_AB: u32 = 0;
/// Default [`SearchConfig::check`].
pub const DEFAULT_CHECK: f32 = 0.0;
/// Default [`SearchConfig::mate`].
pub const DEFAULT_MATE: u32 = 1;
/// Default [`SearchConfig::ipk`].
pub const DEFAULT_IPK: u32 = 64;
/// Default [`SearchConfig::veto`].
pub const DEFAULT_VETO: f32 = 0.0;

impl Default for SearchConfig {
    /// The defaults of the `mcts` agent spec:
    /// `iters=1000,ms=0,c=0.1,cutoff=60,det=none,threads=1,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0,leafq=1`,
    /// the strongest settings measured: quiescence leaves, implicit minimax backups and
    /// first-play urgency from the evaluation (`fpu=heur`); the matches that chose them are in
    /// docs/strength.md.
    fn default() -> Self {
        SearchConfig {
            iters: 1000,
            ms: 0,
            c: 0.1,
            cutoff: 60,
            det: Determinization::None,
            threads: 1,
            par: Parallelism::Root,
            imm: DEFAULT_IMM,
            capture: DEFAULT_CAPTURE,
            qs: DEFAULT_QS,
            fpu: DEFAULT_FPU,
            heur: DEFAULT_HEUR,
            ab: DEFAULT_AB,
            check: DEFAULT_CHECK,
            corder: 0.0,
            mate: DEFAULT_MATE,
            veto: DEFAULT_VETO,
            puct: 0.0,
            lazy: false,
            ipm: 0,
            ipk: DEFAULT_IPK,
            leafq: true,
            sh: 0,
            shmin: 0,
            eval: crate::Eval::Learned,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_rule_of_the_spec_keys() {
        // Both given: whichever ends first.
        assert_eq!(
            Budget::resolve(500, 100, true),
            Ok(Budget {
                iters: 500,
                ms: 100
            })
        );
        // A time alone lifts the (default) iteration limit.
        assert_eq!(
            Budget::resolve(1000, 100, false),
            Ok(Budget { iters: 0, ms: 100 })
        );
        // Iterations alone.
        assert_eq!(
            Budget::resolve(800, 0, true),
            Ok(Budget { iters: 800, ms: 0 })
        );
        assert!(Budget::resolve(0, 0, true).is_err());
        let mut c = SearchConfig::default();
        c.set_budget(Budget { iters: 7, ms: 9 });
        assert_eq!((c.iters, c.ms), (7, 9));
        assert_eq!(c.budget(), Budget { iters: 7, ms: 9 });
    }

    #[test]
    fn shares_add_up_to_the_budget() {
        let b = Budget { iters: 10, ms: 90 };
        let shares: Vec<Budget> = (0..4).map(|i| b.share(4, 2, i)).collect();
        assert_eq!(shares.iter().map(|s| s.iters).sum::<u32>(), 10);
        assert_eq!(shares[0].iters, 3);
        assert_eq!(shares[3].iters, 2);
        // 4 units, 2 at a time: two rounds of 45 ms.
        assert!(shares.iter().all(|s| s.ms == 45));
        // Every unit runs at least one iteration and one millisecond.
        assert_eq!(
            Budget { iters: 2, ms: 1 }.share(4, 1, 3),
            Budget { iters: 1, ms: 1 }
        );
        // A time alone stays a time alone.
        assert_eq!(Budget { iters: 0, ms: 8 }.share(2, 2, 1).iters, 0);
    }

    #[test]
    fn limit_stops_at_the_iterations_or_the_deadline() {
        let l = Budget { iters: 3, ms: 0 }.start();
        assert!(!l.reached(2));
        assert!(l.reached(3));
        let l = Budget { iters: 0, ms: 0 }.start();
        assert!(!l.reached(u64::MAX), "no limit of either kind");
        let l = Budget { iters: 0, ms: 1 }.start();
        std::thread::sleep(Duration::from_millis(2));
        assert!(l.reached(0) && l.out_of_time());
    }
}
