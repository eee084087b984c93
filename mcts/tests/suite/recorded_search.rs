//! Recorded search results (issue 25 part 4): for fixed seeds and iteration budgets, every
//! search driver (sequential, root-parallel, tree-parallel with one worker, PIMC, ISMCTS) and
//! a spread of configurations (implicit minimax on and off, first-play urgency, child
//! heuristics, mate search, check bonus, playout cutoff and capture bias, quiescence and
//! alpha-beta leaves, tree reuse) give exactly the results recorded here: chosen move, proof,
//! iterations, nodes, and per root child the visits and the mean value to the last bit of its
//! `f32`. The values were recorded on the code before selection and backup were shared between
//! the drivers; a refactor of the search must leave them unchanged.
//!
//! To re-record after an intended change of search behaviour:
//! `RECORD_SEARCH=1 cargo test -p mcts --test recorded_search -- --nocapture` prints the table.

use mcts::search::{
    Determinization, Fpu, Heuristic, Parallelism, SearchConfig, SearchResult, Searcher,
};
use mcts::testgames::{BonusNim, HiddenPick, TicTacToe};
use mcts::{rng_from_seed, Game, GameRng, MoveError, Outcome, Player, PositionError};
use mcts::{Codec, Evaluate, Odds, Rules};

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Tic-tac-toe with a non-flat `evaluate`, "checks" (the player to decide faces a line of two
/// with the third cell empty, or has just been beaten), "captures" (a move into a line holding
/// two marks) and optionally uncertainty (`determinize` is a clone, so PIMC and ISMCTS run on
/// it): the heuristic, quiescence, alpha-beta, check and mate paths of the search all run.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ttt {
    g: TicTacToe,
    uncertain: bool,
}

impl Ttt {
    fn new(pos: &str, uncertain: bool) -> Self {
        Ttt {
            g: TicTacToe::default().load_position(pos).unwrap(),
            uncertain,
        }
    }
    fn mark(p: Player) -> u8 {
        if p == Player::White {
            1
        } else {
            2
        }
    }
    /// Whether `p` has two in a line with the third cell empty.
    fn threatens(&self, p: Player) -> bool {
        let m = Self::mark(p);
        LINES.iter().any(|l| {
            let own = l.iter().filter(|&&c| self.g.cells[c] == m).count();
            let empty = l.iter().filter(|&&c| self.g.cells[c] == 0).count();
            own == 2 && empty == 1
        })
    }
}

impl Rules for Ttt {
    type Move = u8;
    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;
    fn to_move(&self) -> Player {
        self.g.to_move()
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        self.g.legal_moves(moves)
    }
    fn play(&mut self, mv: u8) {
        self.g.play(mv)
    }
    fn outcome(&self) -> Outcome {
        self.g.outcome()
    }
    fn plies(&self) -> u32 {
        self.g.plies()
    }
    fn hash(&self) -> u64 {
        self.g.hash()
    }
    fn is_in_check(&self) -> bool {
        match self.outcome() {
            Outcome::Win { winner, .. } => winner != self.to_move(),
            Outcome::Draw { .. } => false,
            Outcome::Ongoing => self.threatens(self.to_move().other()),
        }
    }
    fn is_capture(&self, mv: u8) -> bool {
        LINES.iter().any(|l| {
            l.contains(&(mv as usize)) && l.iter().filter(|&&c| self.g.cells[c] != 0).count() == 2
        })
    }
    fn has_uncertainty(&self) -> bool {
        self.uncertain
    }
    fn determinize(&self, _rng: &mut GameRng) -> Self {
        Ttt {
            g: self.g.clone(),
            uncertain: false,
        }
    }
}

impl Codec for Ttt {
    fn variant_name(&self) -> &'static str {
        "ttt-heuristic"
    }
    fn format_move(&self, mv: u8) -> String {
        self.g.format_move(mv)
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        self.g.parse_move(text)
    }
    fn position_text(&self) -> String {
        self.g.position_text()
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        Ok(Ttt {
            g: self.g.load_position(text)?,
            uncertain: self.uncertain,
        })
    }
    fn diagram(&self) -> String {
        self.g.diagram()
    }
    fn cells(&self) -> Vec<(String, String)> {
        self.g.cells()
    }
}

impl Evaluate for Ttt {
    fn evaluate(&self) -> f32 {
        let me = Self::mark(self.to_move());
        let mut s = 0i32;
        for l in LINES {
            let own = l.iter().filter(|&&c| self.g.cells[c] == me).count() as i32;
            let opp = l
                .iter()
                .filter(|&&c| self.g.cells[c] != 0 && self.g.cells[c] != me)
                .count() as i32;
            if opp == 0 {
                s += own * own;
            }
            if own == 0 {
                s -= opp * opp;
            }
        }
        (s as f32 / 11.0).clamp(-1.0, 1.0)
    }
}

impl Odds for Ttt {}

/// One line per search: `best proven iterations nodes root_visits | move:visits:meanbits ...`.
fn line<M: std::fmt::Debug>(r: &SearchResult<M>) -> String {
    let mut s = format!(
        "best={:?} proven={:?} it={} nodes={} rv={} |",
        r.best, r.proven, r.iterations, r.nodes, r.root_visits
    );
    for (m, v, q) in &r.children {
        s.push_str(&format!(" {m:?}:{v}:{:08x}", q.to_bits()));
    }
    s
}

/// Plain UCT: random playouts to the end, no heuristic, every child tried once first.
fn classic(iters: u32) -> SearchConfig {
    SearchConfig {
        iters,
        c: 1.4,
        cutoff: 0,
        imm: 0.0,
        qs: 0,
        fpu: Fpu::First,
        heur: Heuristic::Eval,
        mate: 0,
        // Off, as before the key existed: the configurations built on this one keep their
        // recorded rows (with `imm = 0` it does nothing anyway).
        leafq: false,
        ..SearchConfig::default()
    }
}

/// Implicit minimax alone (`imm=1`), children and leaves scored by search (`heur=qs`, `qs=3`,
/// `ab=1`), `leafq` as given.
fn imm1_qs_ab1(iters: u32, leafq: bool) -> SearchConfig {
    SearchConfig {
        imm: 1.0,
        fpu: Fpu::Heur,
        heur: Heuristic::Qs,
        qs: 3,
        ab: 1,
        c: 0.2,
        leafq,
        ..classic(iters)
    }
}

/// The configurations recorded on every deterministic game and driver.
fn configs(iters: u32) -> Vec<(&'static str, SearchConfig)> {
    vec![
        ("classic", classic(iters)),
        (
            "default-leafq0",
            SearchConfig {
                iters,
                leafq: false,
                ..SearchConfig::default()
            },
        ),
        (
            "imm.5-first-eval-mate0",
            SearchConfig {
                imm: 0.5,
                fpu: Fpu::First,
                heur: Heuristic::Eval,
                ..classic(iters)
            },
        ),
        (
            "imm.5-heur-exact-mate1-cutoff3",
            SearchConfig {
                imm: 0.5,
                fpu: Fpu::Heur,
                heur: Heuristic::Exact,
                mate: 1,
                cutoff: 3,
                c: 0.3,
                ..classic(iters)
            },
        ),
        (
            "imm.5-heur-exact-mate0-cutoff3",
            SearchConfig {
                imm: 0.5,
                fpu: Fpu::Heur,
                heur: Heuristic::Exact,
                mate: 0,
                cutoff: 3,
                c: 0.3,
                ..classic(iters)
            },
        ),
        (
            "imm0-heur-cutoff2-capture.5",
            SearchConfig {
                fpu: Fpu::Heur,
                cutoff: 2,
                capture: 0.5,
                ..classic(iters)
            },
        ),
        (
            "imm.3-capqs2-check.2-mate2",
            SearchConfig {
                imm: 0.3,
                fpu: Fpu::Heur,
                heur: Heuristic::CapQs,
                qs: 2,
                check: 0.2,
                mate: 2,
                c: 0.5,
                ..classic(iters)
            },
        ),
        ("imm1-qs-heurqs-ab1", imm1_qs_ab1(iters, false)),
        (
            "default-leafq0-puct.1-c.3",
            SearchConfig {
                iters,
                puct: 0.1,
                c: 0.3,
                leafq: false,
                ..SearchConfig::default()
            },
        ),
        // Added with `leafq` on by default (2026-11-28).
        (
            "default",
            SearchConfig {
                iters,
                ..SearchConfig::default()
            },
        ),
        ("imm1-qs-heurqs-ab1-leafq1", imm1_qs_ab1(iters, true)),
    ]
}

#[derive(Clone, Copy)]
enum Driver {
    Sequential,
    Root2,
    Tree1,
}

impl Driver {
    fn name(self) -> &'static str {
        match self {
            Driver::Sequential => "seq",
            Driver::Root2 => "root2",
            Driver::Tree1 => "tree1",
        }
    }
    fn apply(self, c: SearchConfig) -> SearchConfig {
        match self {
            Driver::Sequential => SearchConfig {
                threads: 1,
                par: Parallelism::Root,
                ..c
            },
            Driver::Root2 => SearchConfig {
                threads: 2,
                par: Parallelism::Root,
                ..c
            },
            Driver::Tree1 => SearchConfig {
                threads: 1,
                par: Parallelism::Tree,
                ..c
            },
        }
    }
}

const DRIVERS: [Driver; 3] = [Driver::Sequential, Driver::Root2, Driver::Tree1];

fn run<G: Game>(out: &mut Vec<String>, name: &str, g: &G, cfg: SearchConfig, seed: u64)
where
    G::Move: std::fmt::Debug,
{
    let r = Searcher::new(cfg).search(g, &mut rng_from_seed(seed));
    out.push(format!("{name} {}", line(&r)));
}

/// Every recorded search, in a fixed order.
fn all() -> Vec<String> {
    let mut out = Vec::new();
    // Deterministic games: every driver and configuration.
    let ttt_empty = Ttt::new(".........", false);
    let ttt_mid = Ttt::new("X...O....", false);
    let ttt_fork = Ttt::new("X...O...X", false); // O to move must not play a corner
    let ttt_win = Ttt::new("XX.OO....", false);
    let plain = TicTacToe::default();
    let nim10 = BonusNim::new(10);
    let nim7 = BonusNim::new(7);
    for d in DRIVERS {
        for (cname, c) in configs(300) {
            let cfg = d.apply(c);
            let tag = |g: &str| format!("{}/{}/{}", d.name(), cname, g);
            run(&mut out, &tag("ttt-empty"), &ttt_empty, cfg, 11);
            run(&mut out, &tag("ttt-mid"), &ttt_mid, cfg, 12);
            run(&mut out, &tag("ttt-fork"), &ttt_fork, cfg, 13);
            run(&mut out, &tag("ttt-win"), &ttt_win, cfg, 14);
            run(&mut out, &tag("tictactoe"), &plain, cfg, 15);
            run(&mut out, &tag("nim10"), &nim10, cfg, 16);
            run(&mut out, &tag("nim7"), &nim7, cfg, 17);
        }
        // A larger budget, enough to prove the empty board a draw's neighbourhood and fill
        // deeper trees.
        let cfg = d.apply(classic(3000));
        run(
            &mut out,
            &format!("{}/classic3000/tictactoe", d.name()),
            &plain,
            cfg,
            21,
        );
        for (name, leafq) in [("default3000-leafq0", false), ("default3000", true)] {
            let cfg = d.apply(SearchConfig {
                iters: 3000,
                leafq,
                ..SearchConfig::default()
            });
            run(
                &mut out,
                &format!("{}/{name}/ttt-empty", d.name()),
                &ttt_empty,
                cfg,
                22,
            );
        }
    }
    // Hidden information: PIMC and ISMCTS, with and without threads.
    let pick = HiddenPick::default();
    let ttt_unc = Ttt::new("X...O....", true);
    let ttt_unc_empty = Ttt::new(".........", true);
    for (dname, det) in [
        ("pimc4", Determinization::Pimc(4)),
        ("ismcts", Determinization::Ismcts),
        ("none", Determinization::None),
    ] {
        for threads in [1, 2] {
            for (cname, c) in configs(240) {
                let cfg = SearchConfig { det, threads, ..c };
                let tag = |g: &str| format!("{dname}-t{threads}/{cname}/{g}");
                run(&mut out, &tag("hiddenpick"), &pick, cfg, 31);
                run(&mut out, &tag("ttt-unc-mid"), &ttt_unc, cfg, 32);
                run(&mut out, &tag("ttt-unc-empty"), &ttt_unc_empty, cfg, 33);
            }
        }
        let cfg = SearchConfig {
            det,
            par: Parallelism::Tree,
            threads: 1,
            ..classic(240)
        };
        run(
            &mut out,
            &format!("{dname}-tree1/classic/ttt-unc-mid"),
            &ttt_unc,
            cfg,
            34,
        );
    }
    // Tree reuse: a game played by one searcher that keeps its tree between moves.
    for (cname, c) in configs(200) {
        let mut s: Searcher<Ttt> = Searcher::new(c);
        s.set_tree_reuse(true);
        let mut g = Ttt::new(".........", false);
        let mut rng = rng_from_seed(41);
        let mut ply = 0;
        while g.outcome().is_ongoing() {
            let r = s.search(&g, &mut rng);
            out.push(format!("reuse/{cname}/ply{ply} {}", line(&r)));
            s.advance(&g, r.best);
            g.play(r.best);
            ply += 1;
        }
    }
    // A capped tree-parallel arena.
    let mut s: Searcher<TicTacToe> = Searcher::new(Driver::Tree1.apply(classic(2000)));
    s.set_max_nodes(60);
    let r = s.search(&plain, &mut rng_from_seed(51));
    out.push(format!("tree1-cap60/classic/tictactoe {}", line(&r)));
    out
}

#[test]
fn searches_give_the_recorded_results() {
    let got = all();
    if std::env::var_os("RECORD_SEARCH").is_some() {
        println!("const EXPECTED: &[&str] = &[");
        for l in &got {
            println!("    {l:?},");
        }
        println!("];");
        return;
    }
    assert_eq!(got.len(), EXPECTED.len(), "number of recorded searches");
    let mut bad = 0;
    for (g, e) in got.iter().zip(EXPECTED) {
        if g != e {
            bad += 1;
            if bad <= 10 {
                eprintln!("expected {e}\n     got {g}");
            }
        }
    }
    assert_eq!(bad, 0, "{bad} searches differ from the recording");
}

#[test]
fn tree_parallel_with_one_worker_is_deterministic() {
    let g = Ttt::new("X...O....", false);
    for (_, c) in configs(300) {
        let cfg = Driver::Tree1.apply(c);
        let a = Searcher::new(cfg).search(&g, &mut rng_from_seed(5));
        let b = Searcher::new(cfg).search(&g, &mut rng_from_seed(5));
        assert_eq!(line(&a), line(&b));
    }
}

/// Recorded on the code before the refactor (commit e89d383); the `default-leafq0-puct.1-c.3`
/// rows were added with the `puct` key (2026-11-27); with `leafq` on by default (2026-11-28)
/// the rows of the old default were renamed `default-leafq0` (values unchanged) and the
/// `default`, `default3000` and `imm1-qs-heurqs-ab1-leafq1` rows added.
#[rustfmt::skip]
const EXPECTED: &[&str] = &[
    "seq/classic/ttt-empty best=4 proven=None it=300 nodes=585 rv=300 | 0:31:3f210842 1:28:3f16db6e 2:48:3f400000 3:21:3ef3cf3d 4:54:3f471c72 5:18:3ee38e39 6:38:3f2bca1b 7:30:3f1dddde 8:32:3f200000",
    "seq/classic/ttt-mid best=6 proven=None it=300 nodes=451 rv=300 | 1:42:3f061862 2:40:3f066666 3:43:3f05f418 5:37:3ef914c2 6:69:3f233f13 7:35:3ef15f16 8:34:3ef0f0f1",
    "seq/classic/ttt-fork best=5 proven=None it=300 nodes=261 rv=300 | 1:60:3f000000 2:25:3f0f5c29 3:55:3ef6b0df 5:67:3f05bb39 6:28:3f000000 7:65:3f03f03f",
    "seq/classic/ttt-win best=2 proven=Some(true) it=5 nodes=6 rv=5 | 2:1:3f800000 5:1:3f800000 6:1:3f800000 7:1:3f800000 8:1:00000000",
    "seq/classic/tictactoe best=4 proven=None it=300 nodes=592 rv=300 | 0:25:3f000000 1:30:3f111111 2:27:3f0e38e4 3:28:3f0db6db 4:49:3f343eb2 5:38:3f250d79 6:38:3f250d79 7:25:3f051eb8 8:40:3f266666",
    "seq/classic/nim10 best=2 proven=Some(true) it=99 nodes=135 rv=99 | 1:32:3ec00000 2:46:3ef4de9c 3:21:3e73cf3d",
    "seq/classic/nim7 best=1 proven=Some(true) it=34 nodes=46 rv=34 | 1:21:3f430c31 2:8:3ec00000 3:5:3ecccccd",
    "seq/default-leafq0/ttt-empty best=4 proven=None it=300 nodes=832 rv=300 | 0:30:3f11d7aa 1:8:3f000000 2:30:3f0f83e2 3:8:3f000000 4:149:3f11925a 5:8:3f000000 6:30:3f11d7aa 7:7:3efcace2 8:30:3f0f83e2",
    "seq/default-leafq0/ttt-mid best=2 proven=None it=300 nodes=205 rv=300 | 1:22:3f05d174 2:117:3efb9fba 3:22:3f05d174 5:7:3eef606a 6:116:3efb9612 7:8:3f08ba2e 8:8:3f02e8ba",
    "seq/default-leafq0/ttt-fork best=5 proven=None it=300 nodes=81 rv=300 | 1:52:3f04ec4f 2:2:3de8ba30 3:52:3f04ec4f 5:140:3f02be2c 6:2:3de8ba30 7:52:3f04ec4f",
    "seq/default-leafq0/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/default-leafq0/tictactoe best=3 proven=None it=300 nodes=1036 rv=300 | 0:33:3f000000 1:33:3f000000 2:33:3f000000 3:34:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:33:3f000000 8:34:3f000000",
    "seq/default-leafq0/nim10 best=2 proven=Some(true) it=57 nodes=105 rv=57 | 1:19:3eb5e50d 2:16:3f340000 3:22:3eb45d17",
    "seq/default-leafq0/nim7 best=1 proven=Some(true) it=21 nodes=38 rv=21 | 1:13:3f4ec4ec 2:5:3ecccccd 3:3:3eaaaaab",
    "seq/imm.5-first-eval-mate0/ttt-empty best=4 proven=None it=300 nodes=586 rv=300 | 0:31:3f25294a 1:33:3f3e0f84 2:31:3f294a53 3:34:3f3c3c3c 4:46:3f4b2164 5:32:3f380000 6:37:3f3e4530 7:26:3f189d8a 8:30:3f222222",
    "seq/imm.5-first-eval-mate0/ttt-mid best=6 proven=None it=300 nodes=496 rv=300 | 1:43:3f05f418 2:42:3f000000 3:43:3f05f418 5:43:3f02fa0c 6:49:3f17829d 7:36:3ed55555 8:44:3efa2e8c",
    "seq/imm.5-first-eval-mate0/ttt-fork best=5 proven=None it=300 nodes=261 rv=300 | 1:61:3eef368f 2:18:3ec71c72 3:68:3f03c3c4 5:71:3f073616 6:18:3f000000 7:64:3ef80000",
    "seq/imm.5-first-eval-mate0/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/imm.5-first-eval-mate0/tictactoe best=6 proven=None it=300 nodes=586 rv=300 | 0:32:3f200000 1:30:3f155555 2:40:3f3ccccd 3:32:3f200000 4:40:3f39999a 5:29:3f08d3dd 6:41:3f418f9c 7:27:3f04bda1 8:29:3f08d3dd",
    "seq/imm.5-first-eval-mate0/nim10 best=2 proven=Some(true) it=117 nodes=141 rv=117 | 1:29:3e8d3dcb 2:48:3f0aaaab 3:40:3ec00000",
    "seq/imm.5-first-eval-mate0/nim7 best=1 proven=Some(true) it=42 nodes=51 rv=42 | 1:20:3f400000 2:14:3f249249 3:8:3f200000",
    "seq/imm.5-heur-exact-mate1-cutoff3/ttt-empty best=4 proven=None it=300 nodes=886 rv=300 | 0:44:3f19636f 1:14:3efe5671 2:36:3f179891 3:9:3ed9364f 4:74:3f15123d 5:22:3f1745d0 6:51:3f1ff165 7:16:3f05d174 8:34:3f1745d1",
    "seq/imm.5-heur-exact-mate1-cutoff3/ttt-mid best=2 proven=None it=300 nodes=543 rv=300 | 1:21:3f061862 2:74:3f0dfebe 3:28:3f11745d 5:60:3f0ba2ea 6:53:3f04d487 7:37:3ef0e779 8:27:3f0f83e1",
    "seq/imm.5-heur-exact-mate1-cutoff3/ttt-fork best=7 proven=None it=300 nodes=181 rv=300 | 1:59:3f0456c8 2:2:3ea2e8ba 3:98:3f04464b 5:16:3eb5d174 6:2:3f000000 7:123:3f085341",
    "seq/imm.5-heur-exact-mate1-cutoff3/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/imm.5-heur-exact-mate1-cutoff3/tictactoe best=4 proven=None it=300 nodes=1063 rv=300 | 0:20:3ef33333 1:29:3f08d3dd 2:50:3f19999a 3:23:3f000000 4:69:3f21642d 5:21:3ef3cf3d 6:23:3f000000 7:23:3f000000 8:42:3f124925",
    "seq/imm.5-heur-exact-mate1-cutoff3/nim10 best=2 proven=Some(true) it=22 nodes=39 rv=22 | 1:2:3e000000 2:18:3f355555 3:2:3e000000",
    "seq/imm.5-heur-exact-mate1-cutoff3/nim7 best=1 proven=Some(true) it=20 nodes=37 rv=20 | 1:15:3f511111 2:3:3eaaaaab 3:2:00000000",
    "seq/imm.5-heur-exact-mate0-cutoff3/ttt-empty best=4 proven=None it=300 nodes=890 rv=300 | 0:41:3f181fc9 1:8:3ee00000 2:35:3f139d97 3:8:3ee8ba30 4:74:3f183759 5:32:3f191745 6:53:3f15bc61 7:16:3f145d17 8:33:3f0cb1b7",
    "seq/imm.5-heur-exact-mate0-cutoff3/ttt-mid best=2 proven=None it=300 nodes=445 rv=300 | 1:17:3eecd58f 2:103:3f0f068e 3:26:3f08f378 5:45:3edc50ae 6:78:3f09d89e 7:3:3d3a2e8b 8:28:3ed6710a",
    "seq/imm.5-heur-exact-mate0-cutoff3/ttt-fork best=5 proven=None it=300 nodes=204 rv=300 | 1:16:3ed5d174 2:11:3eba2e8c 3:70:3f027e56 5:103:3f0a64c6 6:10:3e99999a 7:90:3f080424",
    "seq/imm.5-heur-exact-mate0-cutoff3/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/imm.5-heur-exact-mate0-cutoff3/tictactoe best=4 proven=None it=300 nodes=1063 rv=300 | 0:20:3ef33333 1:29:3f08d3dd 2:50:3f19999a 3:23:3f000000 4:69:3f21642d 5:21:3ef3cf3d 6:23:3f000000 7:23:3f000000 8:42:3f124925",
    "seq/imm.5-heur-exact-mate0-cutoff3/nim10 best=2 proven=Some(true) it=22 nodes=39 rv=22 | 1:2:3e000000 2:18:3f355555 3:2:3e000000",
    "seq/imm.5-heur-exact-mate0-cutoff3/nim7 best=1 proven=Some(true) it=20 nodes=37 rv=20 | 1:15:3f511111 2:3:3eaaaaab 3:2:00000000",
    "seq/imm0-heur-cutoff2-capture.5/ttt-empty best=2 proven=None it=300 nodes=1102 rv=300 | 0:33:3f152833 1:32:3f12e8ba 2:39:3f220394 3:31:3f11a469 4:37:3f1e8194 5:32:3f13a2e9 6:35:3f179aee 7:25:3f000000 8:36:3f1c1f07",
    "seq/imm0-heur-cutoff2-capture.5/ttt-mid best=6 proven=None it=300 nodes=626 rv=300 | 1:38:3efec66f 2:45:3f077fbd 3:47:3f0d1f32 5:40:3f0094f2 6:55:3f177bfb 7:38:3eff6336 8:37:3ef914c2",
    "seq/imm0-heur-cutoff2-capture.5/ttt-fork best=7 proven=None it=300 nodes=343 rv=300 | 1:48:3ee2e8bb 2:37:3f0fb98e 3:61:3f009281 5:62:3f009024 6:22:3ece47ef 7:70:3f075075",
    "seq/imm0-heur-cutoff2-capture.5/ttt-win best=2 proven=Some(true) it=7 nodes=14 rv=7 | 2:1:3f800000 5:2:3f1d1746 6:2:3f345d18 7:1:3ee8ba2e 8:1:00000000",
    "seq/imm0-heur-cutoff2-capture.5/tictactoe best=2 proven=None it=300 nodes=1096 rv=300 | 0:33:3f03e0f8 1:34:3f078788 2:38:3f0a1af3 3:31:3f000000 4:31:3f000000 5:34:3f078788 6:33:3f03e0f8 7:30:3ef77777 8:36:3f0aaaab",
    "seq/imm0-heur-cutoff2-capture.5/nim10 best=2 proven=Some(true) it=80 nodes=114 rv=80 | 1:15:3e888889 2:46:3f21642d 3:19:3eb5e50d",
    "seq/imm0-heur-cutoff2-capture.5/nim7 best=1 proven=Some(true) it=46 nodes=62 rv=46 | 1:25:3f0f5c29 2:13:3f0ec4ec 3:8:3f600000",
    "seq/imm.3-capqs2-check.2-mate2/ttt-empty best=4 proven=None it=300 nodes=660 rv=300 | 0:46:3f2c8590 1:12:3f126c9b 2:46:3f2c858f 3:12:3f126c9b 4:68:3f2ba2e7 5:12:3f126c9b 6:46:3f2c858f 7:12:3f126c9b 8:46:3f2c8590",
    "seq/imm.3-capqs2-check.2-mate2/ttt-mid best=1 proven=None it=300 nodes=447 rv=300 | 1:81:3f06522c 2:32:3f09745d 3:81:3f06522c 5:38:3ee02733 6:20:3eeb0df6 7:38:3ee02733 8:10:3e94f20a",
    "seq/imm.3-capqs2-check.2-mate2/ttt-fork best=1 proven=None it=300 nodes=197 rv=300 | 1:74:3f078c43 2:2:3e8ba2e9 3:74:3f078c43 5:74:3f078c43 6:2:3e8ba2e9 7:74:3f078c43",
    "seq/imm.3-capqs2-check.2-mate2/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/imm.3-capqs2-check.2-mate2/tictactoe best=3 proven=None it=300 nodes=1036 rv=300 | 0:33:3f000000 1:33:3f000000 2:33:3f000000 3:34:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:33:3f000000 8:34:3f000000",
    "seq/imm.3-capqs2-check.2-mate2/nim10 best=2 proven=Some(true) it=38 nodes=73 rv=38 | 1:9:3ed55555 2:20:3f233333 3:9:3ec71c72",
    "seq/imm.3-capqs2-check.2-mate2/nim7 best=1 proven=Some(true) it=22 nodes=41 rv=22 | 1:15:3f444444 2:4:3ee00000 3:3:3eaaaaab",
    "seq/imm1-qs-heurqs-ab1/ttt-empty best=4 proven=None it=300 nodes=1153 rv=300 | 0:31:3f2288a2 1:14:3f0ace21 2:31:3f2348d2 3:13:3f0ba2e8 4:122:3f297d87 5:13:3f0abdc2 6:31:3f2288a2 7:14:3f0ba2e8 8:31:3f20a82a",
    "seq/imm1-qs-heurqs-ab1/ttt-mid best=5 proven=None it=300 nodes=377 rv=300 | 1:48:3f003e0f 2:49:3f007996 3:48:3f003e0f 5:49:3f088c96 6:49:3f007996 7:49:3f088c96 8:8:3ef1745d",
    "seq/imm1-qs-heurqs-ab1/ttt-fork best=3 proven=None it=300 nodes=85 rv=300 | 1:73:3f00a33a 2:3:3d9b26cb 3:74:3f00a105 5:74:3f00a105 6:3:3d9b26cb 7:73:3f00a33a",
    "seq/imm1-qs-heurqs-ab1/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/imm1-qs-heurqs-ab1/tictactoe best=6 proven=None it=300 nodes=1036 rv=300 | 0:33:3f1364d9 1:33:3f0ba2e9 2:33:3f1364d9 3:34:3f0b4b4b 4:33:3f1745d1 5:33:3f0f83e1 6:34:3f12d2d3 7:33:3f07c1f0 8:34:3f12d2d3",
    "seq/imm1-qs-heurqs-ab1/nim10 best=2 proven=Some(true) it=26 nodes=49 rv=26 | 1:5:3f0ccccd 2:16:3f500000 3:5:3f19999a",
    "seq/imm1-qs-heurqs-ab1/nim7 best=1 proven=Some(true) it=20 nodes=37 rv=20 | 1:15:3f555555 2:3:3eaaaaab 3:2:3e000000",
    "seq/default-leafq0-puct.1-c.3/ttt-empty best=4 proven=None it=300 nodes=982 rv=300 | 0:31:3f1384e3 1:29:3f06d241 2:31:3f114453 3:29:3f04d0a6 4:60:3f17142b 5:29:3f08d3dc 6:31:3f114453 7:29:3f026853 8:31:3f114453",
    "seq/default-leafq0-puct.1-c.3/ttt-mid best=2 proven=None it=300 nodes=455 rv=300 | 1:21:3f124925 2:135:3f02d82e 3:21:3f124925 5:22:3eb4e47f 6:42:3f061862 7:22:3ec08767 8:37:3e8ba2e9",
    "seq/default-leafq0-puct.1-c.3/ttt-fork best=5 proven=None it=300 nodes=179 rv=300 | 1:18:3f0e38e4 2:2:3de8ba30 3:38:3f0a1af3 5:222:3f024e6a 6:2:3de8ba30 7:18:3f0e38e4",
    "seq/default-leafq0-puct.1-c.3/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/default-leafq0-puct.1-c.3/tictactoe best=3 proven=None it=300 nodes=586 rv=300 | 0:33:3f000000 1:33:3f000000 2:33:3f000000 3:34:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:33:3f000000 8:34:3f000000",
    "seq/default-leafq0-puct.1-c.3/nim10 best=2 proven=Some(true) it=37 nodes=64 rv=37 | 1:9:3ed55555 2:19:3f286bca 3:9:3ed55555",
    "seq/default-leafq0-puct.1-c.3/nim7 best=1 proven=Some(true) it=20 nodes=36 rv=20 | 1:14:3f4db6db 2:3:3f155555 3:3:3eaaaaab",
    "seq/default/ttt-empty best=2 proven=None it=300 nodes=728 rv=300 | 0:77:3f122274 1:7:3f000000 2:86:3f1151ba 3:7:3f000000 4:36:3f0d40a5 5:7:3f000000 6:30:3f0f83e2 7:6:3efc1f08 8:44:3f19ead8",
    "seq/default/ttt-mid best=1 proven=None it=300 nodes=178 rv=300 | 1:115:3f0239e1 2:11:3ee8ba2f 3:115:3f0239e1 5:18:3eeb5029 6:11:3ee8ba2f 7:15:3ed61bed 8:15:3ecfe72d",
    "seq/default/ttt-fork best=3 proven=None it=300 nodes=67 rv=300 | 1:74:3f03759f 2:1:3e68ba30 3:75:3f0369d0 5:75:3f0369d0 6:1:3e68ba30 7:74:3f03759f",
    "seq/default/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/default/tictactoe best=3 proven=None it=300 nodes=1036 rv=300 | 0:33:3f000000 1:33:3f000000 2:33:3f000000 3:34:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:33:3f000000 8:34:3f000000",
    "seq/default/nim10 best=2 proven=Some(true) it=57 nodes=105 rv=57 | 1:19:3eb5e50d 2:16:3f340000 3:22:3eb45d17",
    "seq/default/nim7 best=1 proven=Some(true) it=21 nodes=38 rv=21 | 1:13:3f4ec4ec 2:5:3ecccccd 3:3:3eaaaaab",
    "seq/imm1-qs-heurqs-ab1-leafq1/ttt-empty best=4 proven=None it=300 nodes=1066 rv=300 | 0:34:3f25fd44 1:31:3f16258a 2:34:3f27041b 3:31:3f15c572 4:38:3f345d17 5:31:3f18c632 6:34:3f22e8bb 7:31:3f1b06c2 8:36:3f2676f3",
    "seq/imm1-qs-heurqs-ab1-leafq1/ttt-mid best=5 proven=None it=300 nodes=368 rv=300 | 1:48:3f003e0f 2:49:3f007996 3:49:3f003ccb 5:49:3f05efda 6:49:3f007996 7:49:3f05efda 8:7:3eef606a",
    "seq/imm1-qs-heurqs-ab1-leafq1/ttt-fork best=1 proven=None it=300 nodes=77 rv=300 | 1:74:3f00a105 2:2:3de8ba30 3:74:3f00a105 5:74:3f00a105 6:2:3de8ba30 7:74:3f00a105",
    "seq/imm1-qs-heurqs-ab1-leafq1/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "seq/imm1-qs-heurqs-ab1-leafq1/tictactoe best=6 proven=None it=300 nodes=1036 rv=300 | 0:33:3f1364d9 1:33:3f0ba2e9 2:33:3f1364d9 3:34:3f0b4b4b 4:33:3f1745d1 5:33:3f0f83e1 6:34:3f12d2d3 7:33:3f07c1f0 8:34:3f12d2d3",
    "seq/imm1-qs-heurqs-ab1-leafq1/nim10 best=2 proven=Some(true) it=29 nodes=49 rv=29 | 1:6:3f000000 2:17:3f4f0f0f 3:6:3f0aaaab",
    "seq/imm1-qs-heurqs-ab1-leafq1/nim7 best=1 proven=Some(true) it=17 nodes=31 rv=17 | 1:13:3f713b14 2:2:3f000000 3:2:3e000000",
    "seq/classic3000/tictactoe best=4 proven=None it=3000 nodes=5748 rv=3000 | 0:344:3f2417d0 1:172:3f0d6536 2:475:3f2c7692 3:177:3f0e7699 4:683:3f34d965 5:160:3f0a6666 6:259:3f1bacf9 7:304:3f206bca 8:426:3f29c3e8",
    "seq/default3000-leafq0/ttt-empty best=4 proven=None it=3000 nodes=2073 rv=3000 | 0:37:3f123da5 1:32:3f07a2e8 2:314:3f007b55 3:30:3f04a78f 4:2455:3f03a3e5 5:30:3f0253c7 6:35:3f1149d0 7:30:3f0253c7 8:37:3f123da5",
    "seq/default3000/ttt-empty best=4 proven=None it=3000 nodes=2443 rv=3000 | 0:270:3f01a340 1:52:3f060abe 2:267:3f01a7f6 3:60:3f044444 4:1410:3f06b9da 5:48:3f064d93 6:271:3f01a1b4 7:54:3f03e0f8 8:568:3f0481ce",
    "root2/classic/ttt-empty best=4 proven=None it=300 nodes=843 rv=300 | 0:37:3f33e453 1:22:3ee8ba2f 2:35:3f2be2be 3:22:3ee8ba2f 4:49:3f4bc14e 5:32:3f240000 6:42:3f400000 7:33:3f2aaaab 8:28:3f124925",
    "root2/classic/ttt-mid best=6 proven=None it=300 nodes=516 rv=300 | 1:45:3f16c16c 2:47:3f1882b9 3:46:3f1642c8 5:43:3f0ee23c 6:58:3f27b961 7:41:3f0c7ce1 8:20:3e8ccccd",
    "root2/classic/ttt-fork best=5 proven=None it=300 nodes=458 rv=300 | 1:48:3ef55555 2:49:3f0d0fac 3:50:3efae148 5:55:3f06fb58 6:48:3ef55555 7:50:3f000000",
    "root2/classic/ttt-win best=2 proven=Some(true) it=7 nodes=12 rv=7 | 2:2:3f800000 5:1:3f800000 6:1:3f800000 7:2:3f400000 8:1:00000000",
    "root2/classic/tictactoe best=4 proven=None it=300 nodes=878 rv=300 | 0:32:3f200000 1:33:3f1745d1 2:24:3f000000 3:38:3f250d79 4:44:3f3d1746 5:30:3f111111 6:38:3f2bca1b 7:26:3f000000 8:35:3f249249",
    "root2/classic/nim10 best=2 proven=Some(true) it=194 nodes=263 rv=194 | 1:67:3edd9ca8 2:81:3f01948b 3:46:3ea6f4df",
    "root2/classic/nim7 best=1 proven=Some(true) it=67 nodes=86 rv=67 | 1:39:3f4b7cb8 2:15:3ecccccd 3:13:3f1d89d9",
    "root2/default-leafq0/ttt-empty best=4 proven=None it=300 nodes=980 rv=300 | 0:36:3f155556 1:8:3f000000 2:33:3f0f299c 3:9:3f014afd 4:112:3f10ef61 5:10:3f04a790 6:49:3f0fac69 7:9:3f014afd 8:34:3f0eb772",
    "root2/default-leafq0/ttt-mid best=2 proven=None it=300 nodes=280 rv=300 | 1:38:3f0d7943 2:95:3f02b1da 3:38:3f0d7943 5:10:3f0df6b1 6:95:3f02b1da 7:10:3f0df6b1 8:14:3f159c42",
    "root2/default-leafq0/ttt-fork best=3 proven=None it=300 nodes=154 rv=300 | 1:72:3f038e39 2:4:3de8ba30 3:74:3f03759f 5:74:3f03759f 6:4:3de8ba30 7:72:3f038e39",
    "root2/default-leafq0/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/default-leafq0/tictactoe best=2 proven=None it=300 nodes=1130 rv=300 | 0:33:3f000000 1:33:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:34:3f000000 8:33:3f000000",
    "root2/default-leafq0/nim10 best=2 proven=Some(true) it=76 nodes=142 rv=76 | 1:21:3eb0c30c 2:30:3f3bbbbc 3:25:3eae147b",
    "root2/default-leafq0/nim7 best=1 proven=Some(true) it=44 nodes=79 rv=44 | 1:28:3f492492 2:10:3ecccccd 3:6:3eaaaaab",
    "root2/imm.5-first-eval-mate0/ttt-empty best=6 proven=None it=300 nodes=906 rv=300 | 0:34:3f30f0f1 1:27:3f212f68 2:33:3f2aaaab 3:34:3f387878 4:39:3f3b13b1 5:29:3f308d3e 6:42:3f461862 7:28:3f2db6db 8:34:3f30f0f1",
    "root2/imm.5-first-eval-mate0/ttt-mid best=6 proven=None it=300 nodes=612 rv=300 | 1:37:3f0dd67d 2:44:3f1745d1 3:42:3f1b6db7 5:46:3f190b21 6:47:3f28d9df 7:42:3f092492 8:42:3ee18618",
    "root2/imm.5-first-eval-mate0/ttt-fork best=5 proven=None it=300 nodes=496 rv=300 | 1:46:3ed90b21 2:36:3ec71c72 3:61:3f064b8a 5:66:3f07c1f0 6:36:3ed55555 7:55:3efb5870",
    "root2/imm.5-first-eval-mate0/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/imm.5-first-eval-mate0/tictactoe best=6 proven=None it=300 nodes=1039 rv=300 | 0:36:3f31c71c 1:31:3f14a529 2:35:3f283a84 3:34:3f21e1e2 4:35:3f283a84 5:33:3f1745d1 6:40:3f433333 7:25:3ecccccd 8:31:3f14a529",
    "root2/imm.5-first-eval-mate0/nim10 best=2 proven=Some(true) it=234 nodes=290 rv=234 | 1:62:3ea5294a 2:96:3f0aaaab 3:76:3eca1af3",
    "root2/imm.5-first-eval-mate0/nim7 best=1 proven=Some(true) it=82 nodes=101 rv=82 | 1:42:3f3cf3cf 2:24:3f000000 3:16:3f300000",
    "root2/imm.5-heur-exact-mate1-cutoff3/ttt-empty best=4 proven=None it=300 nodes=873 rv=300 | 0:25:3f25b3aa 1:14:3f0ba2e9 2:52:3f1e35b6 3:10:3eeb0df7 4:83:3f1b7a88 5:12:3f03e0f8 6:48:3f268ba3 7:13:3f149661 8:43:3f2c1c25",
    "root2/imm.5-heur-exact-mate1-cutoff3/ttt-mid best=8 proven=None it=300 nodes=671 rv=300 | 1:37:3f01420b 2:61:3f024a04 3:41:3f0d0e31 5:16:3ee745d2 6:54:3f132daf 7:26:3ed89d89 8:65:3f097cf5",
    "root2/imm.5-heur-exact-mate1-cutoff3/ttt-fork best=7 proven=None it=300 nodes=335 rv=300 | 1:75:3f0e4620 2:4:3ea2e8ba 3:76:3f02c188 5:32:3edae8ba 6:4:3eae8ba3 7:109:3f0ba2e9",
    "root2/imm.5-heur-exact-mate1-cutoff3/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/imm.5-heur-exact-mate1-cutoff3/tictactoe best=8 proven=None it=300 nodes=1140 rv=300 | 0:30:3f044444 1:27:3f000000 2:32:3f080000 3:30:3f000000 4:43:3f20be83 5:28:3f000000 6:32:3f080000 7:27:3f000000 8:51:3f191919",
    "root2/imm.5-heur-exact-mate1-cutoff3/nim10 best=2 proven=Some(true) it=40 nodes=73 rv=40 | 1:2:3e000000 2:34:3f4b4b4b 3:4:3e000000",
    "root2/imm.5-heur-exact-mate1-cutoff3/nim7 best=1 proven=Some(true) it=39 nodes=73 rv=39 | 1:28:3f424925 2:6:3eaaaaab 3:5:3e4ccccd",
    "root2/imm.5-heur-exact-mate0-cutoff3/ttt-empty best=4 proven=None it=300 nodes=873 rv=300 | 0:25:3f25b3aa 1:14:3f0ba2e9 2:52:3f1e35b6 3:10:3eeb0df7 4:83:3f1b7a88 5:12:3f03e0f8 6:48:3f268ba3 7:13:3f149661 8:43:3f2c1c25",
    "root2/imm.5-heur-exact-mate0-cutoff3/ttt-mid best=2 proven=None it=300 nodes=630 rv=300 | 1:30:3f031a60 2:78:3f1042d6 3:44:3f19a724 5:38:3f148449 6:62:3f066198 7:14:3ec92493 8:34:3eea18a5",
    "root2/imm.5-heur-exact-mate0-cutoff3/ttt-fork best=5 proven=None it=300 nodes=385 rv=300 | 1:33:3ee8ba2f 2:19:3ecdc7a8 3:34:3eec2655 5:101:3f0edcbf 6:24:3ef26c9b 7:89:3f0b5ff8",
    "root2/imm.5-heur-exact-mate0-cutoff3/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/imm.5-heur-exact-mate0-cutoff3/tictactoe best=8 proven=None it=300 nodes=1140 rv=300 | 0:30:3f044444 1:27:3f000000 2:32:3f080000 3:30:3f000000 4:43:3f20be83 5:28:3f000000 6:32:3f080000 7:27:3f000000 8:51:3f191919",
    "root2/imm.5-heur-exact-mate0-cutoff3/nim10 best=2 proven=Some(true) it=40 nodes=73 rv=40 | 1:2:3e000000 2:34:3f4b4b4b 3:4:3e000000",
    "root2/imm.5-heur-exact-mate0-cutoff3/nim7 best=1 proven=Some(true) it=39 nodes=73 rv=39 | 1:28:3f424925 2:6:3eaaaaab 3:5:3e4ccccd",
    "root2/imm0-heur-cutoff2-capture.5/ttt-empty best=4 proven=None it=300 nodes=1132 rv=300 | 0:34:3f1b0996 1:32:3f11745d 2:37:3f21f732 3:28:3f056711 4:42:3f2c543a 5:32:3f11745e 6:32:3f145d17 7:29:3f05375f 8:34:3f169697",
    "root2/imm0-heur-cutoff2-capture.5/ttt-mid best=6 proven=None it=300 nodes=772 rv=300 | 1:46:3f08da90 2:54:3f1d1746 3:32:3ed51746 5:33:3ed881c3 6:58:3f20e71f 7:39:3efa085b 8:38:3efd8cdd",
    "root2/imm0-heur-cutoff2-capture.5/ttt-fork best=3 proven=None it=300 nodes=535 rv=300 | 1:53:3f0afa4b 2:50:3f060d09 3:57:3f0fb824 5:49:3f003ccb 6:46:3efaf0d2 7:45:3f00c698",
    "root2/imm0-heur-cutoff2-capture.5/ttt-win best=2 proven=Some(true) it=9 nodes=20 rv=9 | 2:2:3f800000 5:2:3f1d1746 6:2:3f345d18 7:2:3ed1745d 8:1:00000000",
    "root2/imm0-heur-cutoff2-capture.5/tictactoe best=2 proven=None it=300 nodes=1125 rv=300 | 0:33:3f03e0f8 1:33:3f03e0f8 2:37:3f0dd67d 3:32:3f000000 4:32:3f000000 5:32:3f000000 6:33:3f03e0f8 7:35:3f075075 8:33:3f03e0f8",
    "root2/imm0-heur-cutoff2-capture.5/nim10 best=2 proven=Some(true) it=157 nodes=228 rv=157 | 1:36:3eae38e4 2:82:3f19c190 3:39:3eb7cb7d",
    "root2/imm0-heur-cutoff2-capture.5/nim7 best=1 proven=Some(true) it=86 nodes=117 rv=86 | 1:44:3f15d174 2:26:3f0c4ec5 3:16:3f4c0000",
    "root2/imm.3-capqs2-check.2-mate2/ttt-empty best=4 proven=None it=300 nodes=749 rv=300 | 0:26:3f220395 1:18:3f1219db 2:26:3f220395 3:18:3f1219dc 4:124:3f2f4bd0 5:18:3f1219dc 6:26:3f220395 7:18:3f1219dc 8:26:3f20394a",
    "root2/imm.3-capqs2-check.2-mate2/ttt-mid best=3 proven=None it=300 nodes=603 rv=300 | 1:77:3f0d4c78 2:33:3f06b321 3:79:3f0b577e 5:31:3ef57d5f 6:33:3f06b321 7:31:3ef57d5f 8:16:3eba2e8c",
    "root2/imm.3-capqs2-check.2-mate2/ttt-fork best=3 proven=None it=300 nodes=394 rv=300 | 1:72:3f0f83e1 2:4:3e8ba2e9 3:74:3f0f1888 5:74:3f0f1888 6:4:3e8ba2e9 7:72:3f0f83e1",
    "root2/imm.3-capqs2-check.2-mate2/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/imm.3-capqs2-check.2-mate2/tictactoe best=2 proven=None it=300 nodes=1130 rv=300 | 0:33:3f000000 1:33:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:34:3f000000 8:33:3f000000",
    "root2/imm.3-capqs2-check.2-mate2/nim10 best=2 proven=Some(true) it=61 nodes=116 rv=61 | 1:11:3ec5d174 2:38:3f250d79 3:12:3eb55555",
    "root2/imm.3-capqs2-check.2-mate2/nim7 best=1 proven=Some(true) it=44 nodes=82 rv=44 | 1:30:3f444444 2:8:3ee00000 3:6:3eaaaaab",
    "root2/imm1-qs-heurqs-ab1/ttt-empty best=4 proven=None it=300 nodes=1169 rv=300 | 0:36:3f145d18 1:12:3f03e0f8 2:36:3f14afd8 3:12:3f03e0f8 4:108:3f300dcb 5:12:3f04d936 6:36:3f1219dc 7:12:3f03e0f8 8:36:3f14afd8",
    "root2/imm1-qs-heurqs-ab1/ttt-mid best=2 proven=None it=300 nodes=552 rv=300 | 1:48:3f007c1f 2:50:3f00ee50 3:48:3f007c1f 5:49:3f09062c 6:50:3f00ee50 7:49:3f09062c 8:6:3ef83e10",
    "root2/imm1-qs-heurqs-ab1/ttt-fork best=3 proven=None it=300 nodes=154 rv=300 | 1:72:3f014afd 2:4:3de8ba30 3:74:3f01420b 5:74:3f01420b 6:4:3de8ba30 7:72:3f014afd",
    "root2/imm1-qs-heurqs-ab1/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/imm1-qs-heurqs-ab1/tictactoe best=2 proven=None it=300 nodes=1130 rv=300 | 0:33:3f000000 1:33:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:34:3f000000 8:33:3f000000",
    "root2/imm1-qs-heurqs-ab1/nim10 best=2 proven=Some(true) it=45 nodes=86 rv=45 | 1:7:3f092492 2:30:3f59999a 3:8:3f080000",
    "root2/imm1-qs-heurqs-ab1/nim7 best=1 proven=Some(true) it=40 nodes=74 rv=40 | 1:30:3f555555 2:6:3eaaaaab 3:4:3e000000",
    "root2/default-leafq0-puct.1-c.3/ttt-empty best=4 proven=None it=300 nodes=880 rv=300 | 0:50:3f0f5c2a 1:7:3f01a98f 2:24:3f107c1f 3:7:3f01a98f 4:110:3f1231ee 5:8:3f05d174 6:50:3f0f5c2a 7:8:3f000000 8:36:3f14afd7",
    "root2/default-leafq0-puct.1-c.3/ttt-mid best=8 proven=None it=300 nodes=704 rv=300 | 1:38:3f21af28 2:40:3f000000 3:38:3f21af28 5:44:3ebab5f3 6:40:3f000000 7:44:3ec08767 8:56:3eb884fd",
    "root2/default-leafq0-puct.1-c.3/ttt-fork best=5 proven=None it=300 nodes=342 rv=300 | 1:36:3f0e38e4 2:4:3de8ba30 3:36:3f0e38e4 5:184:3f042c86 6:4:3de8ba30 7:36:3f0e38e4",
    "root2/default-leafq0-puct.1-c.3/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/default-leafq0-puct.1-c.3/tictactoe best=2 proven=None it=300 nodes=1130 rv=300 | 0:33:3f000000 1:33:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:34:3f000000 8:33:3f000000",
    "root2/default-leafq0-puct.1-c.3/nim10 best=2 proven=Some(true) it=70 nodes=122 rv=70 | 1:17:3eda5a5a 2:36:3f2e38e4 3:17:3eda5a5a",
    "root2/default-leafq0-puct.1-c.3/nim7 best=1 proven=Some(true) it=41 nodes=75 rv=41 | 1:29:3f48d3dd 2:6:3f155555 3:6:3eaaaaab",
    "root2/default/ttt-empty best=4 proven=None it=300 nodes=840 rv=300 | 0:48:3f1364da 1:8:3f000000 2:48:3f1364da 3:9:3f014afd 4:72:3f0e38e4 5:10:3f04a790 6:48:3f1364da 7:9:3f014afd 8:48:3f1364da",
    "root2/default/ttt-mid best=1 proven=None it=300 nodes=325 rv=300 | 1:87:3f08d3dd 2:20:3ee66666 3:86:3f08ee24 5:30:3ef83e0f 6:20:3ee66666 7:28:3ee56710 8:29:3ed71275",
    "root2/default/ttt-fork best=1 proven=None it=300 nodes=134 rv=300 | 1:74:3f03759f 2:2:3e68ba30 3:74:3f03759f 5:74:3f03759f 6:2:3e68ba30 7:74:3f03759f",
    "root2/default/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/default/tictactoe best=2 proven=None it=300 nodes=1130 rv=300 | 0:33:3f000000 1:33:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:34:3f000000 8:33:3f000000",
    "root2/default/nim10 best=2 proven=Some(true) it=76 nodes=142 rv=76 | 1:21:3eb0c30c 2:30:3f3bbbbc 3:25:3eae147b",
    "root2/default/nim7 best=1 proven=Some(true) it=44 nodes=79 rv=44 | 1:28:3f492492 2:10:3ecccccd 3:6:3eaaaaab",
    "root2/imm1-qs-heurqs-ab1-leafq1/ttt-empty best=4 proven=None it=300 nodes=1132 rv=300 | 0:38:3f14d2af 1:18:3f0a57eb 2:38:3f16f76e 3:18:3f0a57eb 4:76:3f345d17 5:18:3f0afd69 6:38:3f1745d3 7:18:3f09b26c 8:38:3f14d2af",
    "root2/imm1-qs-heurqs-ab1-leafq1/ttt-mid best=5 proven=None it=300 nodes=556 rv=300 | 1:47:3f007ec3 2:48:3f00f83e 3:47:3f007ec3 5:48:3f03e0f8 6:48:3f00f83e 7:48:3f03e0f8 8:14:3eef606a",
    "root2/imm1-qs-heurqs-ab1-leafq1/ttt-fork best=3 proven=None it=300 nodes=154 rv=300 | 1:72:3f014afd 2:4:3de8ba30 3:74:3f01420b 5:74:3f01420b 6:4:3de8ba30 7:72:3f014afd",
    "root2/imm1-qs-heurqs-ab1-leafq1/ttt-win best=2 proven=Some(true) it=2 nodes=12 rv=2 | 2:2:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "root2/imm1-qs-heurqs-ab1-leafq1/tictactoe best=2 proven=None it=300 nodes=1130 rv=300 | 0:33:3f000000 1:33:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:33:3f000000 6:34:3f000000 7:34:3f000000 8:33:3f000000",
    "root2/imm1-qs-heurqs-ab1-leafq1/nim10 best=2 proven=Some(true) it=45 nodes=80 rv=45 | 1:6:3f000000 2:31:3f58c632 3:8:3ef00000",
    "root2/imm1-qs-heurqs-ab1-leafq1/nim7 best=1 proven=Some(true) it=35 nodes=62 rv=35 | 1:27:3f6aaaab 2:4:3f000000 3:4:3e000000",
    "root2/classic3000/tictactoe best=4 proven=None it=3000 nodes=6112 rv=3000 | 0:344:3f2594d6 1:195:3f0e70e7 2:375:3f289e61 3:220:3f129e41 4:734:3f3d625b 5:236:3f163cbf 6:311:3f222928 7:241:3f175e8a 8:344:3f25f418",
    "root2/default3000-leafq0/ttt-empty best=4 proven=None it=3000 nodes=3186 rv=3000 | 0:60:3f142b72 1:60:3f06980c 2:60:3f13018e 3:60:3f044444 4:2522:3f05e0cf 5:58:3f029baf 6:60:3f10adc6 7:60:3f037dab 8:60:3f13018e",
    "root2/default3000/ttt-empty best=4 proven=None it=3000 nodes=4212 rv=3000 | 0:278:3f0c5912 1:96:3f05d174 2:279:3f0c4dbe 3:67:3f029aeb 4:1220:3f0d2996 5:91:3f06028e 6:282:3f0c2c3c 7:92:3f054ff0 8:595:3f0a1c66",
    "tree1/classic/ttt-empty best=2 proven=None it=300 nodes=584 rv=300 | 0:39:3f2aaaab 1:31:3f18c632 2:41:3f2bb513 3:25:3f051eb8 4:19:3ee50d79 5:39:3f2aaaab 6:39:3f276276 7:40:3f29999a 8:27:3f097b42",
    "tree1/classic/ttt-mid best=2 proven=None it=300 nodes=426 rv=300 | 1:50:3f147ae1 2:57:3f1d3167 3:35:3ef8af8b 5:41:3f063e70 6:53:3f1826a4 7:30:3eddddde 8:34:3ef0f0f1",
    "tree1/classic/ttt-fork best=5 proven=None it=300 nodes=261 rv=300 | 1:54:3eed097b 2:27:3f1c71c7 3:64:3f000000 5:66:3f01f07c 6:28:3f0db6db 7:61:3efbcda4",
    "tree1/classic/ttt-win best=2 proven=Some(true) it=4 nodes=6 rv=4 | 2:1:3f800000 5:1:00000000 6:1:3f800000 7:0:3f000000 8:1:3f800000",
    "tree1/classic/tictactoe best=4 proven=None it=300 nodes=598 rv=300 | 0:35:3f2be2be 1:36:3f31c71c 2:26:3f13b13b 3:27:3f17b426 4:53:3f4873ed 5:27:3f17b426 6:23:3f0b2164 7:30:3f1dddde 8:43:3f3e82fa",
    "tree1/classic/nim10 best=2 proven=Some(true) it=83 nodes=114 rv=83 | 1:21:3e924925 2:41:3f031f38 3:21:3e924925",
    "tree1/classic/nim7 best=1 proven=Some(true) it=39 nodes=51 rv=39 | 1:15:3f19999a 2:15:3eeeeeef 3:9:3ee38e39",
    "tree1/default-leafq0/ttt-empty best=4 proven=None it=300 nodes=822 rv=300 | 0:30:3f0f83e4 1:8:3f01745c 2:30:3f11d7ac 3:8:3f01745c 4:149:3f135e30 5:7:3efcacdb 6:30:3f11d7ac 7:8:3f01745c 8:30:3f11d7ac",
    "tree1/default-leafq0/ttt-mid best=2 proven=None it=300 nodes=209 rv=300 | 1:22:3f05d174 2:116:3efb9612 3:22:3f05d174 5:8:3f08ba2e 6:116:3efb9612 7:8:3f08ba2e 8:8:3f02e8ba",
    "tree1/default-leafq0/ttt-fork best=7 proven=None it=300 nodes=81 rv=300 | 1:52:3f04ec4f 2:2:3de8ba40 3:52:3f04ec4f 5:52:3f04ec4f 6:2:3de8ba40 7:140:3f02be2c",
    "tree1/default-leafq0/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/default-leafq0/tictactoe best=1 proven=None it=300 nodes=1036 rv=300 | 0:33:3f000000 1:34:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:34:3f000000 6:33:3f000000 7:33:3f000000 8:33:3f000000",
    "tree1/default-leafq0/nim10 best=2 proven=Some(true) it=79 nodes=142 rv=79 | 1:39:3eb13b14 2:18:3f271c72 3:22:3eb45d17",
    "tree1/default-leafq0/nim7 best=1 proven=Some(true) it=21 nodes=38 rv=21 | 1:13:3f4ec4ec 2:5:3ecccccd 3:3:3eaaaaab",
    "tree1/imm.5-first-eval-mate0/ttt-empty best=4 proven=None it=300 nodes=586 rv=300 | 0:37:3f3e4530 1:26:3f0ec4ec 2:35:3f2f8af9 3:27:3f17b426 4:46:3f42c859 5:28:3f16db6e 6:36:3f355555 7:31:3f2d6b5b 8:34:3f30f0f1",
    "tree1/imm.5-first-eval-mate0/ttt-mid best=6 proven=None it=300 nodes=497 rv=300 | 1:42:3ef9e79e 2:48:3f02aaab 3:40:3eeccccd 5:37:3edd67c9 6:52:3f189d8a 7:43:3efa0be8 8:38:3eca1af3",
    "tree1/imm.5-first-eval-mate0/ttt-fork best=1 proven=None it=300 nodes=261 rv=300 | 1:74:3f0a60dd 2:18:3ed55555 3:60:3eeaaaab 5:64:3ef80000 6:18:3ef1c71c 7:66:3f000000",
    "tree1/imm.5-first-eval-mate0/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/imm.5-first-eval-mate0/tictactoe best=8 proven=None it=300 nodes=586 rv=300 | 0:30:3f19999a 1:30:3f19999a 2:39:3f3e5be6 3:25:3eeb851f 4:35:3f333333 5:36:3f38e38e 6:31:3f210842 7:33:3f2aaaab 8:41:3f44aed4",
    "tree1/imm.5-first-eval-mate0/nim10 best=2 proven=Some(true) it=141 nodes=173 rv=141 | 1:41:3eaed44b 2:59:3ef2fba9 3:41:3ebb512c",
    "tree1/imm.5-first-eval-mate0/nim7 best=1 proven=Some(true) it=45 nodes=52 rv=45 | 1:25:3f428f5c 2:12:3f155555 3:8:3f200000",
    "tree1/imm.5-heur-exact-mate1-cutoff3/ttt-empty best=4 proven=None it=300 nodes=877 rv=300 | 0:41:3f102d69 1:31:3f03c0f1 2:47:3f1e73de 3:10:3f094f20 4:58:3f234f74 5:15:3f0adc50 6:42:3f0a8734 7:15:3f0c6981 8:41:3f024540",
    "tree1/imm.5-heur-exact-mate1-cutoff3/ttt-mid best=5 proven=None it=300 nodes=586 rv=300 | 1:21:3f046ed2 2:20:3ee8ba2d 3:17:3ee49ecf 5:100:3f133333 6:52:3f08479c 7:48:3f03a2e9 8:42:3efe5672",
    "tree1/imm.5-heur-exact-mate1-cutoff3/ttt-fork best=5 proven=None it=300 nodes=181 rv=300 | 1:16:3eca2e8c 2:2:3ea2e8c0 3:101:3f049bc4 5:113:3f067ccf 6:2:3e3a2e80 7:66:3ef7e3ca",
    "tree1/imm.5-heur-exact-mate1-cutoff3/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/imm.5-heur-exact-mate1-cutoff3/tictactoe best=6 proven=None it=300 nodes=1039 rv=300 | 0:33:3f07c1f0 1:30:3f088889 2:29:3f0469ee 3:52:3f162762 4:20:3ee66666 5:31:3f084211 6:55:3f19999a 7:17:3ee1e1e2 8:33:3f1364d9",
    "tree1/imm.5-heur-exact-mate1-cutoff3/nim10 best=2 proven=Some(true) it=50 nodes=91 rv=50 | 1:3:3daaaaab 2:30:3f1bbbbc 3:17:3f000000",
    "tree1/imm.5-heur-exact-mate1-cutoff3/nim7 best=1 proven=Some(true) it=22 nodes=41 rv=22 | 1:15:3f511111 2:4:3f000000 3:3:3f2aaaab",
    "tree1/imm.5-heur-exact-mate0-cutoff3/ttt-empty best=4 proven=None it=300 nodes=877 rv=300 | 0:41:3f102d69 1:31:3f03c0f1 2:47:3f1e73de 3:10:3f094f20 4:58:3f234f74 5:15:3f0adc50 6:42:3f0a8734 7:15:3f0c6981 8:41:3f024540",
    "tree1/imm.5-heur-exact-mate0-cutoff3/ttt-mid best=6 proven=None it=300 nodes=414 rv=300 | 1:19:3ee50d79 2:88:3f0d5af9 3:56:3f03531e 5:8:3ed745d0 6:92:3f0e6b42 7:24:3efc1f08 8:13:3ee52599",
    "tree1/imm.5-heur-exact-mate0-cutoff3/ttt-fork best=7 proven=None it=300 nodes=224 rv=300 | 1:61:3f02192e 2:11:3e91fbc6 3:76:3f06bca2 5:53:3efced1e 6:13:3eda67d4 7:86:3f09560e",
    "tree1/imm.5-heur-exact-mate0-cutoff3/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/imm.5-heur-exact-mate0-cutoff3/tictactoe best=6 proven=None it=300 nodes=1039 rv=300 | 0:33:3f07c1f0 1:30:3f088889 2:29:3f0469ee 3:52:3f162762 4:20:3ee66666 5:31:3f084211 6:55:3f19999a 7:17:3ee1e1e2 8:33:3f1364d9",
    "tree1/imm.5-heur-exact-mate0-cutoff3/nim10 best=2 proven=Some(true) it=50 nodes=91 rv=50 | 1:3:3daaaaab 2:30:3f1bbbbc 3:17:3f000000",
    "tree1/imm.5-heur-exact-mate0-cutoff3/nim7 best=1 proven=Some(true) it=22 nodes=41 rv=22 | 1:15:3f511111 2:4:3f000000 3:3:3f2aaaab",
    "tree1/imm0-heur-cutoff2-capture.5/ttt-empty best=0 proven=None it=300 nodes=1120 rv=300 | 0:43:3f2e8ba3 1:27:3f090cee 2:38:3f26470c 3:32:3f19d174 4:42:3f2e8ba3 5:24:3f01f07d 6:38:3f273239 7:23:3efdf9f1 8:33:3f1d4469",
    "tree1/imm0-heur-cutoff2-capture.5/ttt-mid best=2 proven=None it=300 nodes=606 rv=300 | 1:44:3efd5af9 2:60:3f111111 3:56:3f0c77b1 5:36:3ee052be 6:42:3ef7b035 7:27:3eaaaaad 8:35:3ed571b6",
    "tree1/imm0-heur-cutoff2-capture.5/ttt-fork best=1 proven=None it=300 nodes=362 rv=300 | 1:72:3f095fad 2:27:3f097b42 3:65:3f03f03f 5:52:3eee1910 6:30:3f0a15b9 7:54:3ef2a3c5",
    "tree1/imm0-heur-cutoff2-capture.5/ttt-win best=2 proven=Some(true) it=7 nodes=18 rv=7 | 2:1:3f800000 5:2:3f5745d0 6:2:3e8ba2f0 7:0:3f000000 8:2:3f000000",
    "tree1/imm0-heur-cutoff2-capture.5/tictactoe best=5 proven=None it=300 nodes=1096 rv=300 | 0:35:3f0af8b0 1:33:3f07c1f0 2:30:3f000000 3:31:3f042108 4:35:3f0af8b0 5:36:3f0e38e4 6:34:3f0b4b4b 7:30:3f000000 8:36:3f0e38e4",
    "tree1/imm0-heur-cutoff2-capture.5/nim10 best=2 proven=Some(true) it=125 nodes=177 rv=125 | 1:36:3ec38e39 2:54:3f000000 3:35:3ebe2be3",
    "tree1/imm0-heur-cutoff2-capture.5/nim7 best=1 proven=Some(true) it=34 nodes=50 rv=34 | 1:20:3f300000 2:7:3e800000 3:7:3f36db6e",
    "tree1/imm.3-capqs2-check.2-mate2/ttt-empty best=4 proven=None it=300 nodes=696 rv=300 | 0:46:3f29bd3b 1:12:3f0f83e1 2:39:3f27aedb 3:12:3f0f83e1 4:75:3f2a0bcd 5:12:3f0f83e1 6:46:3f2c8594 7:12:3f0f83e1 8:46:3f2c8594",
    "tree1/imm.3-capqs2-check.2-mate2/ttt-mid best=1 proven=None it=300 nodes=438 rv=300 | 1:81:3f06522c 2:46:3ef6e4ae 3:81:3f06522c 5:31:3ee0781e 6:20:3eeb0df6 7:31:3ee0781e 8:10:3e94f203",
    "tree1/imm.3-capqs2-check.2-mate2/ttt-fork best=1 proven=None it=300 nodes=197 rv=300 | 1:74:3f078c44 2:2:3e8ba2f0 3:74:3f078c44 5:74:3f078c44 6:2:3e8ba2f0 7:74:3f078c44",
    "tree1/imm.3-capqs2-check.2-mate2/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/imm.3-capqs2-check.2-mate2/tictactoe best=1 proven=None it=300 nodes=1036 rv=300 | 0:33:3f000000 1:34:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:34:3f000000 6:33:3f000000 7:33:3f000000 8:33:3f000000",
    "tree1/imm.3-capqs2-check.2-mate2/nim10 best=2 proven=Some(true) it=42 nodes=79 rv=42 | 1:11:3eba2e8c 2:20:3f233333 3:11:3eba2e8c",
    "tree1/imm.3-capqs2-check.2-mate2/nim7 best=1 proven=Some(true) it=19 nodes=36 rv=19 | 1:13:3f4ec4ec 2:3:3f155555 3:3:3eaaaaab",
    "tree1/imm1-qs-heurqs-ab1/ttt-empty best=4 proven=None it=300 nodes=1141 rv=300 | 0:31:3f22288e 1:14:3f0ba2ee 2:31:3f2288a5 3:14:3f0ace26 4:120:3f286fb5 5:14:3f09f95e 6:31:3f25e97e 7:14:3f0ba2ee 8:31:3f2348d6",
    "tree1/imm1-qs-heurqs-ab1/ttt-mid best=5 proven=None it=300 nodes=377 rv=300 | 1:48:3f003e10 2:49:3f007997 3:48:3f003e10 5:49:3f088c96 6:49:3f007997 7:49:3f088c96 8:8:3ef17460",
    "tree1/imm1-qs-heurqs-ab1/ttt-fork best=5 proven=None it=300 nodes=85 rv=300 | 1:73:3f00a33a 2:3:3d9b26d5 3:73:3f00a33a 5:74:3f00a106 6:3:3d9b26d5 7:74:3f00a106",
    "tree1/imm1-qs-heurqs-ab1/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/imm1-qs-heurqs-ab1/tictactoe best=2 proven=None it=300 nodes=1036 rv=300 | 0:33:3f0ba2e9 1:34:3f078788 2:34:3f0f0f0f 3:33:3f07c1f0 4:33:3f1745d1 5:34:3f0b4b4b 6:33:3f0ba2e9 7:33:3f07c1f0 8:33:3f0ba2e9",
    "tree1/imm1-qs-heurqs-ab1/nim10 best=2 proven=Some(true) it=36 nodes=67 rv=36 | 1:8:3f080000 2:20:3f2ccccd 3:8:3f100000",
    "tree1/imm1-qs-heurqs-ab1/nim7 best=1 proven=Some(true) it=18 nodes=34 rv=18 | 1:13:3f713b14 2:3:3eaaaaab 3:2:3e000000",
    "tree1/default-leafq0-puct.1-c.3/ttt-empty best=4 proven=None it=300 nodes=958 rv=300 | 0:31:3f114454 1:29:3f06d241 2:31:3f0f03c4 3:29:3f026853 4:60:3f16b0e1 5:29:3f093a94 6:31:3f0f03c4 7:29:3f08d3dc 8:31:3f114454",
    "tree1/default-leafq0-puct.1-c.3/ttt-mid best=2 proven=None it=300 nodes=438 rv=300 | 1:20:3f19999a 2:106:3f039f65 3:20:3f19999a 5:22:3ec08767 6:73:3f0381c1 7:22:3ec08767 8:37:3e8ba2e9",
    "tree1/default-leafq0-puct.1-c.3/ttt-fork best=7 proven=None it=300 nodes=181 rv=300 | 1:18:3f0e38e4 2:2:3de8ba40 3:18:3f0e38e4 5:39:3f0d20d2 6:2:3de8ba40 7:221:3f025116",
    "tree1/default-leafq0-puct.1-c.3/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/default-leafq0-puct.1-c.3/tictactoe best=1 proven=None it=300 nodes=586 rv=300 | 0:33:3f000000 1:34:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:34:3f000000 6:33:3f000000 7:33:3f000000 8:33:3f000000",
    "tree1/default-leafq0-puct.1-c.3/nim10 best=2 proven=Some(true) it=40 nodes=67 rv=40 | 1:10:3ecccccd 2:20:3f233333 3:10:3ecccccd",
    "tree1/default-leafq0-puct.1-c.3/nim7 best=1 proven=Some(true) it=19 nodes=34 rv=19 | 1:14:3f4db6db 2:3:3f155555 3:2:3f000000",
    "tree1/default/ttt-empty best=0 proven=None it=300 nodes=708 rv=300 | 0:82:3f11e15a 1:7:3f03531e 2:45:3f195769 3:7:3f03531e 4:36:3f0d40a8 5:6:3efc1f00 6:78:3f12cc17 7:7:3f03531e 8:32:3f10ba31",
    "tree1/default/ttt-mid best=1 proven=None it=300 nodes=178 rv=300 | 1:115:3f0239e1 2:11:3ee8ba2f 3:115:3f0239e1 5:18:3eeb5029 6:11:3ee8ba2f 7:15:3ed61bed 8:15:3ebed61c",
    "tree1/default/ttt-fork best=5 proven=None it=300 nodes=67 rv=300 | 1:74:3f03759f 2:1:3e68ba40 3:74:3f03759f 5:75:3f0369d0 6:1:3e68ba40 7:75:3f0369d0",
    "tree1/default/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/default/tictactoe best=1 proven=None it=300 nodes=1036 rv=300 | 0:33:3f000000 1:34:3f000000 2:34:3f000000 3:33:3f000000 4:33:3f000000 5:34:3f000000 6:33:3f000000 7:33:3f000000 8:33:3f000000",
    "tree1/default/nim10 best=2 proven=Some(true) it=79 nodes=142 rv=79 | 1:39:3eb13b14 2:18:3f271c72 3:22:3eb45d17",
    "tree1/default/nim7 best=1 proven=Some(true) it=21 nodes=38 rv=21 | 1:13:3f4ec4ec 2:5:3ecccccd 3:3:3eaaaaab",
    "tree1/imm1-qs-heurqs-ab1-leafq1/ttt-empty best=4 proven=None it=300 nodes=1042 rv=300 | 0:34:3f254e0c 1:31:3f114453 2:34:3f27b35a 3:31:3f180604 4:38:3f31e9f3 5:31:3f12649c 6:34:3f280af8 7:31:3f180604 8:36:3f271c75",
    "tree1/imm1-qs-heurqs-ab1-leafq1/ttt-mid best=5 proven=None it=300 nodes=366 rv=300 | 1:49:3f003ccb 2:49:3f007997 3:48:3f003e10 5:49:3f05efda 6:49:3f007997 7:49:3f05efda 8:7:3eef606e",
    "tree1/imm1-qs-heurqs-ab1-leafq1/ttt-fork best=1 proven=None it=300 nodes=77 rv=300 | 1:74:3f00a106 2:2:3de8ba40 3:74:3f00a106 5:74:3f00a106 6:2:3de8ba40 7:74:3f00a106",
    "tree1/imm1-qs-heurqs-ab1-leafq1/ttt-win best=2 proven=Some(true) it=1 nodes=6 rv=1 | 2:1:3f800000 5:0:3f000000 6:0:3f000000 7:0:3f000000 8:0:3f000000",
    "tree1/imm1-qs-heurqs-ab1-leafq1/tictactoe best=2 proven=None it=300 nodes=1036 rv=300 | 0:33:3f0ba2e9 1:34:3f078788 2:34:3f0f0f0f 3:33:3f07c1f0 4:33:3f1745d1 5:34:3f0b4b4b 6:33:3f0ba2e9 7:33:3f07c1f0 8:33:3f0ba2e9",
    "tree1/imm1-qs-heurqs-ab1-leafq1/nim10 best=2 proven=Some(true) it=31 nodes=52 rv=31 | 1:6:3f000000 2:19:3f400000 3:6:3f0aaaab",
    "tree1/imm1-qs-heurqs-ab1-leafq1/nim7 best=1 proven=Some(true) it=18 nodes=31 rv=18 | 1:14:3f649249 2:2:3f000000 3:2:3e000000",
    "tree1/classic3000/tictactoe best=4 proven=None it=3000 nodes=5589 rv=3000 | 0:323:3f24dac0 1:205:3f167a61 2:235:3f1b3bea 3:158:3f0c26e3 4:1094:3f3f4c49 5:198:3f155555 6:281:3f20cc12 7:196:3f143eb2 8:310:3f23827a",
    "tree1/default3000-leafq0/ttt-empty best=4 proven=None it=3000 nodes=1911 rv=3000 | 0:34:3f11cbfd 1:30:3f044444 2:473:3f01477e 3:30:3effffff 4:2192:3f03232a 5:30:3f0253c7 6:147:3f0a3626 7:30:3effffff 8:34:3f11cbfd",
    "tree1/default3000/ttt-empty best=4 proven=None it=3000 nodes=2637 rv=3000 | 0:412:3f05979d 1:56:3f059c43 2:519:3f0334c8 3:29:3f0066b8 4:924:3f07f586 5:60:3f0475ea 6:526:3f02eb8f 7:48:3f055555 8:426:3f05b57c",
    "pimc4-t1/classic/hiddenpick best=1 proven=None it=240 nodes=244 rv=200 | 0:16:00000000 1:168:3f800000 2:16:00000000",
    "pimc4-t1/classic/ttt-unc-mid best=1 proven=None it=240 nodes=440 rv=240 | 1:38:3f21af28 2:37:3f298376 3:34:3f0b4b4b 5:30:3f000000 6:36:3f200000 7:35:3f20ea0f 8:30:3ef77777",
    "pimc4-t1/classic/ttt-unc-empty best=8 proven=None it=240 nodes=328 rv=240 | 0:26:3f313b14 1:24:3f2aaaab 2:25:3f3851ec 3:21:3f061862 4:29:3f308d3e 5:24:3f1aaaab 6:29:3f308d3e 7:30:3f400000 8:32:3f4c0000",
    "pimc4-t1/default-leafq0/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/default-leafq0/ttt-unc-mid best=2 proven=None it=240 nodes=368 rv=240 | 1:8:3f000000 2:81:3f032916 3:8:3f000000 5:20:3f0df6b1 6:75:3ef92c60 7:20:3f0df6b1 8:28:3f159c42",
    "pimc4-t1/default-leafq0/ttt-unc-empty best=4 proven=None it=240 nodes=664 rv=240 | 0:16:3f100000 1:8:3f05d174 2:16:3f100000 3:8:3f05d174 4:144:3f0c4867 5:8:3f05d174 6:16:3f11745e 7:8:3f05d174 8:16:3f11745e",
    "pimc4-t1/imm.5-first-eval-mate0/hiddenpick best=1 proven=None it=240 nodes=244 rv=184 | 0:32:00000000 1:120:3f800000 2:32:00000000",
    "pimc4-t1/imm.5-first-eval-mate0/ttt-unc-mid best=1 proven=None it=240 nodes=415 rv=240 | 1:45:3f3e93e9 2:33:3f03e0f8 3:32:3f240000 5:27:3eda12f7 6:43:3f47711e 7:31:3f14a529 8:29:3ef72c23",
    "pimc4-t1/imm.5-first-eval-mate0/ttt-unc-empty best=4 proven=None it=240 nodes=328 rv=240 | 0:28:3f36db6e 1:23:3ee9bd38 2:25:3f147ae1 3:24:3f1aaaab 4:33:3f45d174 5:22:3ee8ba2f 6:29:3f39611a 7:27:3f3425ed 8:29:3f34f72c",
    "pimc4-t1/imm.5-heur-exact-mate1-cutoff3/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/imm.5-heur-exact-mate1-cutoff3/ttt-unc-mid best=2 proven=None it=240 nodes=530 rv=240 | 1:24:3f107c1f 2:67:3f17f7aa 3:29:3f1fb2f5 5:19:3f09cc8e 6:62:3f1fe7fa 7:18:3f000000 8:21:3f16b7f7",
    "pimc4-t1/imm.5-heur-exact-mate1-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=763 rv=240 | 0:32:3f38ba2e 1:14:3eef606a 2:22:3f1c8fdf 3:12:3edf07c2 4:85:3f39162e 5:14:3f09f95a 6:25:3f23d70a 7:20:3f2253c8 8:16:3f022e8c",
    "pimc4-t1/imm.5-heur-exact-mate0-cutoff3/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/imm.5-heur-exact-mate0-cutoff3/ttt-unc-mid best=2 proven=None it=240 nodes=529 rv=240 | 1:24:3f107c1f 2:66:3f1a451d 3:43:3f2b0709 5:17:3f08e5fd 6:50:3f1b763a 7:19:3f06bca2 8:21:3f16b7f7",
    "pimc4-t1/imm.5-heur-exact-mate0-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=763 rv=240 | 0:32:3f38ba2e 1:14:3eef606a 2:22:3f1c8fdf 3:12:3edf07c2 4:85:3f39162e 5:14:3f09f95a 6:25:3f23d70a 7:20:3f2253c8 8:16:3f022e8c",
    "pimc4-t1/imm0-heur-cutoff2-capture.5/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/imm0-heur-cutoff2-capture.5/ttt-unc-mid best=6 proven=None it=240 nodes=620 rv=240 | 1:35:3f0ff55d 2:40:3f24129e 3:33:3f0b48a4 5:28:3ed3f2b3 6:42:3f26c9b2 7:33:3f0aee5f 8:29:3eeb2282",
    "pimc4-t1/imm0-heur-cutoff2-capture.5/ttt-unc-empty best=4 proven=None it=240 nodes=839 rv=240 | 0:27:3f09e997 1:27:3f14afd6 2:27:3f1219dc 3:24:3f064d94 4:30:3f1f07c2 5:24:3f09b26d 6:29:3f15aaef 7:24:3f05d175 8:28:3f1ec0d5",
    "pimc4-t1/imm.3-capqs2-check.2-mate2/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/imm.3-capqs2-check.2-mate2/ttt-unc-mid best=1 proven=None it=240 nodes=488 rv=240 | 1:60:3f222222 2:32:3f15d174 3:60:3f222222 5:20:3ee8ba2e 6:32:3f15d174 7:20:3ee8ba2e 8:16:3ee8ba2f",
    "pimc4-t1/imm.3-capqs2-check.2-mate2/ttt-unc-empty best=4 proven=None it=240 nodes=748 rv=240 | 0:28:3f1a98f0 1:22:3f0cb1b8 2:28:3f1a98f0 3:24:3f0f83e1 4:35:3f243d2b 5:24:3f0f83e1 6:28:3f1a98f0 7:23:3f0eac04 8:28:3f1a98f0",
    "pimc4-t1/imm1-qs-heurqs-ab1/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/imm1-qs-heurqs-ab1/ttt-unc-mid best=7 proven=None it=240 nodes=660 rv=240 | 1:36:3f014afd 2:40:3f0253c8 3:36:3f014afd 5:36:3f014afd 6:40:3f0253c8 7:40:3f0745d2 8:12:3ef83e10",
    "pimc4-t1/imm1-qs-heurqs-ab1/ttt-unc-empty best=4 proven=None it=240 nodes=1024 rv=240 | 0:29:3f120e72 1:12:3f02e8ba 2:30:3f111111 3:12:3efc1f08 4:72:3f1d1745 5:12:3f01f07c 6:30:3f129e41 7:12:3f02e8ba 8:31:3f11a469",
    "pimc4-t1/default-leafq0-puct.1-c.3/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/default-leafq0-puct.1-c.3/ttt-unc-mid best=2 proven=None it=240 nodes=520 rv=240 | 1:8:3f000000 2:80:3f000000 3:8:3f000000 5:20:3f0df6b1 6:80:3f000000 7:20:3f0df6b1 8:24:3f19364d",
    "pimc4-t1/default-leafq0-puct.1-c.3/ttt-unc-empty best=4 proven=None it=240 nodes=552 rv=240 | 0:12:3f155556 1:8:3f05d174 2:12:3f155556 3:8:3f05d174 4:160:3f10f209 5:8:3f05d174 6:12:3f1745d2 7:8:3f05d174 8:12:3f1745d2",
    "pimc4-t1/default/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/default/ttt-unc-mid best=1 proven=None it=240 nodes=367 rv=240 | 1:54:3f1ed098 2:40:3ee66666 3:48:3f255555 5:20:3ef45d17 6:40:3ee66666 7:14:3ef7b035 8:24:3f19364d",
    "pimc4-t1/default/ttt-unc-empty best=4 proven=None it=240 nodes=580 rv=240 | 0:16:3f145d18 1:8:3f05d174 2:18:3f140a58 3:8:3f05d174 4:136:3f0d84cb 5:8:3f05d174 6:16:3f145d18 7:8:3f05d174 8:22:3f11745d",
    "pimc4-t1/imm1-qs-heurqs-ab1-leafq1/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t1/imm1-qs-heurqs-ab1-leafq1/ttt-unc-mid best=5 proven=None it=240 nodes=640 rv=240 | 1:36:3f014afd 2:40:3f0253c8 3:36:3f014afd 5:40:3f053c82 6:40:3f0253c8 7:40:3f0129e4 8:8:3ef45d17",
    "pimc4-t1/imm1-qs-heurqs-ab1-leafq1/ttt-unc-empty best=4 proven=None it=240 nodes=804 rv=240 | 0:32:3f122e8c 1:12:3f00f83e 2:32:3f11745d 3:12:3f01f07c 4:64:3f1dd174 5:12:3f01f07c 6:32:3f12e8ba 7:12:3f00f83e 8:32:3f13a2e8",
    "pimc4-t2/classic/hiddenpick best=1 proven=None it=240 nodes=244 rv=200 | 0:16:00000000 1:168:3f800000 2:16:00000000",
    "pimc4-t2/classic/ttt-unc-mid best=1 proven=None it=240 nodes=440 rv=240 | 1:38:3f21af28 2:37:3f298376 3:34:3f0b4b4b 5:30:3f000000 6:36:3f200000 7:35:3f20ea0f 8:30:3ef77777",
    "pimc4-t2/classic/ttt-unc-empty best=8 proven=None it=240 nodes=328 rv=240 | 0:26:3f313b14 1:24:3f2aaaab 2:25:3f3851ec 3:21:3f061862 4:29:3f308d3e 5:24:3f1aaaab 6:29:3f308d3e 7:30:3f400000 8:32:3f4c0000",
    "pimc4-t2/default-leafq0/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/default-leafq0/ttt-unc-mid best=2 proven=None it=240 nodes=368 rv=240 | 1:8:3f000000 2:81:3f032916 3:8:3f000000 5:20:3f0df6b1 6:75:3ef92c60 7:20:3f0df6b1 8:28:3f159c42",
    "pimc4-t2/default-leafq0/ttt-unc-empty best=4 proven=None it=240 nodes=664 rv=240 | 0:16:3f100000 1:8:3f05d174 2:16:3f100000 3:8:3f05d174 4:144:3f0c4867 5:8:3f05d174 6:16:3f11745e 7:8:3f05d174 8:16:3f11745e",
    "pimc4-t2/imm.5-first-eval-mate0/hiddenpick best=1 proven=None it=240 nodes=244 rv=184 | 0:32:00000000 1:120:3f800000 2:32:00000000",
    "pimc4-t2/imm.5-first-eval-mate0/ttt-unc-mid best=1 proven=None it=240 nodes=415 rv=240 | 1:45:3f3e93e9 2:33:3f03e0f8 3:32:3f240000 5:27:3eda12f7 6:43:3f47711e 7:31:3f14a529 8:29:3ef72c23",
    "pimc4-t2/imm.5-first-eval-mate0/ttt-unc-empty best=4 proven=None it=240 nodes=328 rv=240 | 0:28:3f36db6e 1:23:3ee9bd38 2:25:3f147ae1 3:24:3f1aaaab 4:33:3f45d174 5:22:3ee8ba2f 6:29:3f39611a 7:27:3f3425ed 8:29:3f34f72c",
    "pimc4-t2/imm.5-heur-exact-mate1-cutoff3/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/imm.5-heur-exact-mate1-cutoff3/ttt-unc-mid best=2 proven=None it=240 nodes=530 rv=240 | 1:24:3f107c1f 2:67:3f17f7aa 3:29:3f1fb2f5 5:19:3f09cc8e 6:62:3f1fe7fa 7:18:3f000000 8:21:3f16b7f7",
    "pimc4-t2/imm.5-heur-exact-mate1-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=763 rv=240 | 0:32:3f38ba2e 1:14:3eef606a 2:22:3f1c8fdf 3:12:3edf07c2 4:85:3f39162e 5:14:3f09f95a 6:25:3f23d70a 7:20:3f2253c8 8:16:3f022e8c",
    "pimc4-t2/imm.5-heur-exact-mate0-cutoff3/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/imm.5-heur-exact-mate0-cutoff3/ttt-unc-mid best=2 proven=None it=240 nodes=529 rv=240 | 1:24:3f107c1f 2:66:3f1a451d 3:43:3f2b0709 5:17:3f08e5fd 6:50:3f1b763a 7:19:3f06bca2 8:21:3f16b7f7",
    "pimc4-t2/imm.5-heur-exact-mate0-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=763 rv=240 | 0:32:3f38ba2e 1:14:3eef606a 2:22:3f1c8fdf 3:12:3edf07c2 4:85:3f39162e 5:14:3f09f95a 6:25:3f23d70a 7:20:3f2253c8 8:16:3f022e8c",
    "pimc4-t2/imm0-heur-cutoff2-capture.5/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/imm0-heur-cutoff2-capture.5/ttt-unc-mid best=6 proven=None it=240 nodes=620 rv=240 | 1:35:3f0ff55d 2:40:3f24129e 3:33:3f0b48a4 5:28:3ed3f2b3 6:42:3f26c9b2 7:33:3f0aee5f 8:29:3eeb2282",
    "pimc4-t2/imm0-heur-cutoff2-capture.5/ttt-unc-empty best=4 proven=None it=240 nodes=839 rv=240 | 0:27:3f09e997 1:27:3f14afd6 2:27:3f1219dc 3:24:3f064d94 4:30:3f1f07c2 5:24:3f09b26d 6:29:3f15aaef 7:24:3f05d175 8:28:3f1ec0d5",
    "pimc4-t2/imm.3-capqs2-check.2-mate2/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/imm.3-capqs2-check.2-mate2/ttt-unc-mid best=1 proven=None it=240 nodes=488 rv=240 | 1:60:3f222222 2:32:3f15d174 3:60:3f222222 5:20:3ee8ba2e 6:32:3f15d174 7:20:3ee8ba2e 8:16:3ee8ba2f",
    "pimc4-t2/imm.3-capqs2-check.2-mate2/ttt-unc-empty best=4 proven=None it=240 nodes=748 rv=240 | 0:28:3f1a98f0 1:22:3f0cb1b8 2:28:3f1a98f0 3:24:3f0f83e1 4:35:3f243d2b 5:24:3f0f83e1 6:28:3f1a98f0 7:23:3f0eac04 8:28:3f1a98f0",
    "pimc4-t2/imm1-qs-heurqs-ab1/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/imm1-qs-heurqs-ab1/ttt-unc-mid best=7 proven=None it=240 nodes=660 rv=240 | 1:36:3f014afd 2:40:3f0253c8 3:36:3f014afd 5:36:3f014afd 6:40:3f0253c8 7:40:3f0745d2 8:12:3ef83e10",
    "pimc4-t2/imm1-qs-heurqs-ab1/ttt-unc-empty best=4 proven=None it=240 nodes=1024 rv=240 | 0:29:3f120e72 1:12:3f02e8ba 2:30:3f111111 3:12:3efc1f08 4:72:3f1d1745 5:12:3f01f07c 6:30:3f129e41 7:12:3f02e8ba 8:31:3f11a469",
    "pimc4-t2/default-leafq0-puct.1-c.3/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/default-leafq0-puct.1-c.3/ttt-unc-mid best=2 proven=None it=240 nodes=520 rv=240 | 1:8:3f000000 2:80:3f000000 3:8:3f000000 5:20:3f0df6b1 6:80:3f000000 7:20:3f0df6b1 8:24:3f19364d",
    "pimc4-t2/default-leafq0-puct.1-c.3/ttt-unc-empty best=4 proven=None it=240 nodes=552 rv=240 | 0:12:3f155556 1:8:3f05d174 2:12:3f155556 3:8:3f05d174 4:160:3f10f209 5:8:3f05d174 6:12:3f1745d2 7:8:3f05d174 8:12:3f1745d2",
    "pimc4-t2/default/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/default/ttt-unc-mid best=1 proven=None it=240 nodes=367 rv=240 | 1:54:3f1ed098 2:40:3ee66666 3:48:3f255555 5:20:3ef45d17 6:40:3ee66666 7:14:3ef7b035 8:24:3f19364d",
    "pimc4-t2/default/ttt-unc-empty best=4 proven=None it=240 nodes=580 rv=240 | 0:16:3f145d18 1:8:3f05d174 2:18:3f140a58 3:8:3f05d174 4:136:3f0d84cb 5:8:3f05d174 6:16:3f145d18 7:8:3f05d174 8:22:3f11745d",
    "pimc4-t2/imm1-qs-heurqs-ab1-leafq1/hiddenpick best=0 proven=None it=240 nodes=244 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "pimc4-t2/imm1-qs-heurqs-ab1-leafq1/ttt-unc-mid best=5 proven=None it=240 nodes=640 rv=240 | 1:36:3f014afd 2:40:3f0253c8 3:36:3f014afd 5:40:3f053c82 6:40:3f0253c8 7:40:3f0129e4 8:8:3ef45d17",
    "pimc4-t2/imm1-qs-heurqs-ab1-leafq1/ttt-unc-empty best=4 proven=None it=240 nodes=804 rv=240 | 0:32:3f122e8c 1:12:3f00f83e 2:32:3f11745d 3:12:3f01f07c 4:64:3f1dd174 5:12:3f01f07c 6:32:3f12e8ba 7:12:3f00f83e 8:32:3f13a2e8",
    "pimc4-tree1/classic/ttt-unc-mid best=1 proven=None it=240 nodes=455 rv=240 | 1:46:3f37a6f5 2:40:3f200000 3:33:3f07c1f0 5:29:3ee5846a 6:34:3f12d2d3 7:33:3f0f83e1 8:25:3ec28f5c",
    "ismcts-t1/classic/hiddenpick best=1 proven=None it=240 nodes=241 rv=213 | 0:9:00000000 1:193:3f6578b4 2:11:3dba2e8c",
    "ismcts-t1/classic/ttt-unc-mid best=6 proven=None it=240 nodes=234 rv=240 | 1:31:3f0c6319 2:50:3f2b851f 3:26:3f000000 5:29:3f0d3dcb 6:51:3f2aaaab 7:38:3f1af287 8:15:3e888889",
    "ismcts-t1/classic/ttt-unc-empty best=2 proven=None it=240 nodes=241 rv=240 | 0:25:3f23d70a 1:20:3f133333 2:37:3f45306f 3:27:3f2aaaab 4:33:3f3a2e8c 5:18:3f071c72 6:33:3f3a2e8c 7:20:3f0ccccd 8:27:3f25ed09",
    "ismcts-t1/default-leafq0/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/default-leafq0/ttt-unc-mid best=1 proven=None it=240 nodes=116 rv=240 | 1:86:3f02fa0c 2:19:3ef286bd 3:85:3f030303 5:10:3edac37d 6:20:3ef33333 7:10:3edac37d 8:10:3eeb0df6",
    "ismcts-t1/default-leafq0/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:28:3f11745d 1:7:3f03531e 2:32:3f122e8d 3:7:3f03531e 4:97:3f2777b9 5:6:3f03e0f8 6:32:3f122e8c 7:7:3f03531e 8:24:3f107c1f",
    "ismcts-t1/imm.5-first-eval-mate0/hiddenpick best=1 proven=None it=240 nodes=241 rv=213 | 0:9:00000000 1:193:3f6578b4 2:11:3dba2e8c",
    "ismcts-t1/imm.5-first-eval-mate0/ttt-unc-mid best=6 proven=None it=240 nodes=234 rv=240 | 1:31:3f0c6319 2:50:3f2b851f 3:26:3f000000 5:29:3f0d3dcb 6:51:3f2aaaab 7:38:3f1af287 8:15:3e888889",
    "ismcts-t1/imm.5-first-eval-mate0/ttt-unc-empty best=2 proven=None it=240 nodes=241 rv=240 | 0:25:3f23d70a 1:20:3f133333 2:37:3f45306f 3:27:3f2aaaab 4:33:3f3a2e8c 5:18:3f071c72 6:33:3f3a2e8c 7:20:3f0ccccd 8:27:3f25ed09",
    "ismcts-t1/imm.5-heur-exact-mate1-cutoff3/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/imm.5-heur-exact-mate1-cutoff3/ttt-unc-mid best=6 proven=None it=240 nodes=191 rv=240 | 1:35:3f00ff56 2:63:3f0c8f55 3:14:3edd1747 5:17:3ee8ba2f 6:92:3f103092 7:10:3ecf2095 8:9:3ec1f07c",
    "ismcts-t1/imm.5-heur-exact-mate1-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:21:3f1bb4a5 1:12:3f0aaaab 2:15:3f15b8a1 3:16:3f122e8b 4:78:3f351c0b 5:14:3f084fcb 6:36:3f214afe 7:12:3f0f83e1 8:36:3f238e39",
    "ismcts-t1/imm.5-heur-exact-mate0-cutoff3/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/imm.5-heur-exact-mate0-cutoff3/ttt-unc-mid best=6 proven=None it=240 nodes=191 rv=240 | 1:35:3f00ff56 2:63:3f0c8f55 3:14:3edd1747 5:17:3ee8ba2f 6:92:3f103092 7:10:3ecf2095 8:9:3ec1f07c",
    "ismcts-t1/imm.5-heur-exact-mate0-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:21:3f1bb4a5 1:12:3f0aaaab 2:15:3f15b8a1 3:16:3f122e8b 4:78:3f351c0b 5:14:3f084fcb 6:36:3f214afe 7:12:3f0f83e1 8:36:3f238e39",
    "ismcts-t1/imm0-heur-cutoff2-capture.5/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/imm0-heur-cutoff2-capture.5/ttt-unc-mid best=6 proven=None it=240 nodes=235 rv=240 | 1:31:3f05a168 2:33:3f09df90 3:40:3f17904a 5:33:3f0c5772 6:55:3f2af2e2 7:31:3f084211 8:17:3ea02bcf",
    "ismcts-t1/imm0-heur-cutoff2-capture.5/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:26:3f219104 1:24:3f1ba2e9 2:33:3f33d5b1 3:20:3f0ba2e8 4:36:3f3b26cb 5:20:3f0ccccc 6:28:3f27e568 7:21:3f0dda52 8:32:3f32e8bb",
    "ismcts-t1/imm.3-capqs2-check.2-mate2/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/imm.3-capqs2-check.2-mate2/ttt-unc-mid best=3 proven=None it=240 nodes=217 rv=240 | 1:45:3efd6a03 2:43:3efe6058 3:67:3f1026e8 5:13:3eabdc32 6:45:3efc613d 7:16:3eb8ba2d 8:11:3ea50659",
    "ismcts-t1/imm.3-capqs2-check.2-mate2/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:29:3f221b4a 1:18:3f12bf5b 2:33:3f250659 3:15:3f0c6980 4:52:3f3055ee 5:14:3f092492 6:30:3f234c07 7:17:3f111cc0 8:32:3f245d18",
    "ismcts-t1/imm1-qs-heurqs-ab1/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/imm1-qs-heurqs-ab1/ttt-unc-mid best=1 proven=None it=240 nodes=131 rv=240 | 1:78:3f036e66 2:26:3eee1910 3:78:3f036e66 5:11:3ed7cd39 6:26:3eee1910 7:12:3edb26c9 8:9:3ec48676",
    "ismcts-t1/imm1-qs-heurqs-ab1/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:11:3f1854a0 1:7:3f0ef606 2:14:3f1dec0e 3:5:3f094f20 4:169:3f484c03 5:6:3f0d9364 6:10:3f186fb5 7:8:3f0fffff 8:10:3f1745d1",
    "ismcts-t1/default-leafq0-puct.1-c.3/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/default-leafq0-puct.1-c.3/ttt-unc-mid best=1 proven=None it=240 nodes=154 rv=240 | 1:64:3f011746 2:53:3f026a44 3:62:3f012048 5:10:3ec129e4 6:26:3eec4ec5 7:13:3ec157b9 8:12:3ec3e0f8",
    "ismcts-t1/default-leafq0-puct.1-c.3/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:34:3f11745e 1:18:3f048676 2:36:3f126c9d 3:20:3f066666 4:41:3f14b7eb 5:18:3f052bf4 6:30:3f0fe72d 7:15:3f018d30 8:28:3f0e8ba4",
    "ismcts-t1/default/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/default/ttt-unc-mid best=1 proven=None it=240 nodes=116 rv=240 | 1:86:3f02fa0c 2:19:3ef286bd 3:85:3f030303 5:10:3edac37d 6:20:3ef33333 7:10:3edac37d 8:10:3eeb0df6",
    "ismcts-t1/default/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:28:3f11745d 1:7:3f03531e 2:32:3f122e8d 3:7:3f03531e 4:97:3f2777b9 5:6:3f03e0f8 6:32:3f122e8c 7:7:3f03531e 8:24:3f107c1f",
    "ismcts-t1/imm1-qs-heurqs-ab1-leafq1/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t1/imm1-qs-heurqs-ab1-leafq1/ttt-unc-mid best=1 proven=None it=240 nodes=131 rv=240 | 1:78:3f036e66 2:26:3eee1910 3:78:3f036e66 5:11:3ed7cd39 6:26:3eee1910 7:12:3edb26c9 8:9:3ec48676",
    "ismcts-t1/imm1-qs-heurqs-ab1-leafq1/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:11:3f1854a0 1:7:3f0ef606 2:14:3f1dec0e 3:5:3f094f20 4:169:3f484c03 5:6:3f0d9364 6:10:3f186fb5 7:8:3f0fffff 8:10:3f1745d1",
    "ismcts-t2/classic/hiddenpick best=1 proven=None it=240 nodes=241 rv=213 | 0:9:00000000 1:193:3f6578b4 2:11:3dba2e8c",
    "ismcts-t2/classic/ttt-unc-mid best=6 proven=None it=240 nodes=234 rv=240 | 1:31:3f0c6319 2:50:3f2b851f 3:26:3f000000 5:29:3f0d3dcb 6:51:3f2aaaab 7:38:3f1af287 8:15:3e888889",
    "ismcts-t2/classic/ttt-unc-empty best=2 proven=None it=240 nodes=241 rv=240 | 0:25:3f23d70a 1:20:3f133333 2:37:3f45306f 3:27:3f2aaaab 4:33:3f3a2e8c 5:18:3f071c72 6:33:3f3a2e8c 7:20:3f0ccccd 8:27:3f25ed09",
    "ismcts-t2/default-leafq0/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/default-leafq0/ttt-unc-mid best=1 proven=None it=240 nodes=116 rv=240 | 1:86:3f02fa0c 2:19:3ef286bd 3:85:3f030303 5:10:3edac37d 6:20:3ef33333 7:10:3edac37d 8:10:3eeb0df6",
    "ismcts-t2/default-leafq0/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:28:3f11745d 1:7:3f03531e 2:32:3f122e8d 3:7:3f03531e 4:97:3f2777b9 5:6:3f03e0f8 6:32:3f122e8c 7:7:3f03531e 8:24:3f107c1f",
    "ismcts-t2/imm.5-first-eval-mate0/hiddenpick best=1 proven=None it=240 nodes=241 rv=213 | 0:9:00000000 1:193:3f6578b4 2:11:3dba2e8c",
    "ismcts-t2/imm.5-first-eval-mate0/ttt-unc-mid best=6 proven=None it=240 nodes=234 rv=240 | 1:31:3f0c6319 2:50:3f2b851f 3:26:3f000000 5:29:3f0d3dcb 6:51:3f2aaaab 7:38:3f1af287 8:15:3e888889",
    "ismcts-t2/imm.5-first-eval-mate0/ttt-unc-empty best=2 proven=None it=240 nodes=241 rv=240 | 0:25:3f23d70a 1:20:3f133333 2:37:3f45306f 3:27:3f2aaaab 4:33:3f3a2e8c 5:18:3f071c72 6:33:3f3a2e8c 7:20:3f0ccccd 8:27:3f25ed09",
    "ismcts-t2/imm.5-heur-exact-mate1-cutoff3/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/imm.5-heur-exact-mate1-cutoff3/ttt-unc-mid best=6 proven=None it=240 nodes=191 rv=240 | 1:35:3f00ff56 2:63:3f0c8f55 3:14:3edd1747 5:17:3ee8ba2f 6:92:3f103092 7:10:3ecf2095 8:9:3ec1f07c",
    "ismcts-t2/imm.5-heur-exact-mate1-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:21:3f1bb4a5 1:12:3f0aaaab 2:15:3f15b8a1 3:16:3f122e8b 4:78:3f351c0b 5:14:3f084fcb 6:36:3f214afe 7:12:3f0f83e1 8:36:3f238e39",
    "ismcts-t2/imm.5-heur-exact-mate0-cutoff3/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/imm.5-heur-exact-mate0-cutoff3/ttt-unc-mid best=6 proven=None it=240 nodes=191 rv=240 | 1:35:3f00ff56 2:63:3f0c8f55 3:14:3edd1747 5:17:3ee8ba2f 6:92:3f103092 7:10:3ecf2095 8:9:3ec1f07c",
    "ismcts-t2/imm.5-heur-exact-mate0-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:21:3f1bb4a5 1:12:3f0aaaab 2:15:3f15b8a1 3:16:3f122e8b 4:78:3f351c0b 5:14:3f084fcb 6:36:3f214afe 7:12:3f0f83e1 8:36:3f238e39",
    "ismcts-t2/imm0-heur-cutoff2-capture.5/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/imm0-heur-cutoff2-capture.5/ttt-unc-mid best=6 proven=None it=240 nodes=235 rv=240 | 1:31:3f05a168 2:33:3f09df90 3:40:3f17904a 5:33:3f0c5772 6:55:3f2af2e2 7:31:3f084211 8:17:3ea02bcf",
    "ismcts-t2/imm0-heur-cutoff2-capture.5/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:26:3f219104 1:24:3f1ba2e9 2:33:3f33d5b1 3:20:3f0ba2e8 4:36:3f3b26cb 5:20:3f0ccccc 6:28:3f27e568 7:21:3f0dda52 8:32:3f32e8bb",
    "ismcts-t2/imm.3-capqs2-check.2-mate2/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/imm.3-capqs2-check.2-mate2/ttt-unc-mid best=3 proven=None it=240 nodes=217 rv=240 | 1:45:3efd6a03 2:43:3efe6058 3:67:3f1026e8 5:13:3eabdc32 6:45:3efc613d 7:16:3eb8ba2d 8:11:3ea50659",
    "ismcts-t2/imm.3-capqs2-check.2-mate2/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:29:3f221b4a 1:18:3f12bf5b 2:33:3f250659 3:15:3f0c6980 4:52:3f3055ee 5:14:3f092492 6:30:3f234c07 7:17:3f111cc0 8:32:3f245d18",
    "ismcts-t2/imm1-qs-heurqs-ab1/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/imm1-qs-heurqs-ab1/ttt-unc-mid best=1 proven=None it=240 nodes=131 rv=240 | 1:78:3f036e66 2:26:3eee1910 3:78:3f036e66 5:11:3ed7cd39 6:26:3eee1910 7:12:3edb26c9 8:9:3ec48676",
    "ismcts-t2/imm1-qs-heurqs-ab1/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:11:3f1854a0 1:7:3f0ef606 2:14:3f1dec0e 3:5:3f094f20 4:169:3f484c03 5:6:3f0d9364 6:10:3f186fb5 7:8:3f0fffff 8:10:3f1745d1",
    "ismcts-t2/default-leafq0-puct.1-c.3/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/default-leafq0-puct.1-c.3/ttt-unc-mid best=1 proven=None it=240 nodes=154 rv=240 | 1:64:3f011746 2:53:3f026a44 3:62:3f012048 5:10:3ec129e4 6:26:3eec4ec5 7:13:3ec157b9 8:12:3ec3e0f8",
    "ismcts-t2/default-leafq0-puct.1-c.3/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:34:3f11745e 1:18:3f048676 2:36:3f126c9d 3:20:3f066666 4:41:3f14b7eb 5:18:3f052bf4 6:30:3f0fe72d 7:15:3f018d30 8:28:3f0e8ba4",
    "ismcts-t2/default/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/default/ttt-unc-mid best=1 proven=None it=240 nodes=116 rv=240 | 1:86:3f02fa0c 2:19:3ef286bd 3:85:3f030303 5:10:3edac37d 6:20:3ef33333 7:10:3edac37d 8:10:3eeb0df6",
    "ismcts-t2/default/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:28:3f11745d 1:7:3f03531e 2:32:3f122e8d 3:7:3f03531e 4:97:3f2777b9 5:6:3f03e0f8 6:32:3f122e8c 7:7:3f03531e 8:24:3f107c1f",
    "ismcts-t2/imm1-qs-heurqs-ab1-leafq1/hiddenpick best=0 proven=None it=240 nodes=241 rv=180 | 0:60:3f000000 1:60:3f000000 2:60:3f000000",
    "ismcts-t2/imm1-qs-heurqs-ab1-leafq1/ttt-unc-mid best=1 proven=None it=240 nodes=131 rv=240 | 1:78:3f036e66 2:26:3eee1910 3:78:3f036e66 5:11:3ed7cd39 6:26:3eee1910 7:12:3edb26c9 8:9:3ec48676",
    "ismcts-t2/imm1-qs-heurqs-ab1-leafq1/ttt-unc-empty best=4 proven=None it=240 nodes=241 rv=240 | 0:11:3f1854a0 1:7:3f0ef606 2:14:3f1dec0e 3:5:3f094f20 4:169:3f484c03 5:6:3f0d9364 6:10:3f186fb5 7:8:3f0fffff 8:10:3f1745d1",
    "ismcts-tree1/classic/ttt-unc-mid best=6 proven=None it=240 nodes=237 rv=240 | 1:43:3f20be83 2:29:3f000000 3:42:3f186186 5:27:3ef684be 6:50:3f266666 7:33:3f07c1f0 8:16:3e900000",
    "none-t1/classic/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/classic/ttt-unc-mid best=1 proven=None it=240 nodes=374 rv=240 | 1:42:3f0c30c3 2:35:3f000000 3:27:3ed097b4 5:35:3f000000 6:38:3f035e51 7:37:3f03759f 8:26:3ec4ec4f",
    "none-t1/classic/ttt-unc-empty best=4 proven=None it=240 nodes=536 rv=240 | 0:37:3f3acf91 1:15:3eddddde 2:12:3eaaaaab 3:20:3f066666 4:45:3f49f49f 5:26:3f1d89d9 6:21:3f124925 7:23:3f1bd37a 8:41:3f44aed4",
    "none-t1/default-leafq0/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/default-leafq0/ttt-unc-mid best=2 proven=None it=240 nodes=197 rv=240 | 1:22:3f05d174 2:87:3efa1d6d 3:22:3f05d174 5:7:3eef606a 6:87:3efa1d6d 7:7:3eef606a 8:8:3f02e8ba",
    "none-t1/default-leafq0/ttt-unc-empty best=4 proven=None it=240 nodes=758 rv=240 | 0:30:3f0f83e2 1:7:3efcace2 2:30:3f0f83e2 3:8:3f01745d 4:90:3f16e285 5:7:3f000000 6:30:3f11d7ab 7:8:3f01745d 8:30:3f11d7ab",
    "none-t1/imm.5-first-eval-mate0/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm.5-first-eval-mate0/ttt-unc-mid best=6 proven=None it=240 nodes=415 rv=240 | 1:35:3f075075 2:26:3ee27627 3:29:3f11a7b9 5:34:3ee96969 6:45:3f0e38e4 7:34:3ed2d2d3 8:37:3f03759f",
    "none-t1/imm.5-first-eval-mate0/ttt-unc-empty best=4 proven=None it=240 nodes=586 rv=240 | 0:30:3f3bbbbc 1:24:3f200000 2:25:3f23d70a 3:19:3f000000 4:37:3f48a60e 5:22:3f11745d 6:25:3f1eb852 7:25:3f2e147b 8:33:3f4d9365",
    "none-t1/imm.5-heur-exact-mate1-cutoff3/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm.5-heur-exact-mate1-cutoff3/ttt-unc-mid best=6 proven=None it=240 nodes=468 rv=240 | 1:31:3f1e679a 2:25:3f060d08 3:20:3f0ccccd 5:40:3f03c826 6:71:3f12af09 7:22:3ef67ab6 8:31:3f048120",
    "none-t1/imm.5-heur-exact-mate1-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=688 rv=240 | 0:32:3f0e2e8c 1:9:3f0ba2e9 2:46:3f18ca5f 3:12:3f1364d9 4:54:3f35df3e 5:9:3f0f83e1 6:30:3f1ac37e 7:15:3f2aaaab 8:33:3f163702",
    "none-t1/imm.5-heur-exact-mate0-cutoff3/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm.5-heur-exact-mate0-cutoff3/ttt-unc-mid best=6 proven=None it=240 nodes=438 rv=240 | 1:21:3f0e682c 2:25:3f060d08 3:19:3ee8ba2f 5:37:3ef36b8e 6:87:3f1230af 7:24:3edd1745 8:27:3eca8f15",
    "none-t1/imm.5-heur-exact-mate0-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=688 rv=240 | 0:32:3f0e2e8c 1:9:3f0ba2e9 2:46:3f18ca5f 3:12:3f1364d9 4:54:3f35df3e 5:9:3f0f83e1 6:30:3f1ac37e 7:15:3f2aaaab 8:33:3f163702",
    "none-t1/imm0-heur-cutoff2-capture.5/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm0-heur-cutoff2-capture.5/ttt-unc-mid best=6 proven=None it=240 nodes=529 rv=240 | 1:29:3f000001 2:41:3f16b482 3:39:3f149661 5:35:3f0cf75b 6:45:3f1c71c7 7:23:3ed78692 8:28:3ef531df",
    "none-t1/imm0-heur-cutoff2-capture.5/ttt-unc-empty best=4 proven=None it=240 nodes=946 rv=240 | 0:28:3f1a98f0 1:23:3f0796c4 2:32:3f24ba2f 3:22:3f03b3d7 4:35:3f2e8ba4 5:26:3f133ea9 6:31:3f21c872 7:21:3f01a990 8:22:3f07ef14",
    "none-t1/imm.3-capqs2-check.2-mate2/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm.3-capqs2-check.2-mate2/ttt-unc-mid best=1 proven=None it=240 nodes=388 rv=240 | 1:63:3f082082 2:19:3ef76d03 3:62:3f084211 5:34:3eeb771a 6:19:3ef76d03 7:34:3eeb771a 8:9:3ea57eb5",
    "none-t1/imm.3-capqs2-check.2-mate2/ttt-unc-empty best=4 proven=None it=240 nodes=527 rv=240 | 0:14:3f23bd83 1:10:3f13c825 2:42:3f2a63bd 3:10:3f13c824 4:63:3f2e2d0e 5:10:3f104a79 6:43:3f2a3733 7:10:3f13c824 8:38:3f25aa43",
    "none-t1/imm1-qs-heurqs-ab1/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm1-qs-heurqs-ab1/ttt-unc-mid best=5 proven=None it=240 nodes=344 rv=240 | 1:38:3f004e64 2:39:3f0098c3 3:38:3f004e64 5:39:3f05ab43 6:39:3f0098c3 7:39:3f05ab43 8:8:3ef1745d",
    "none-t1/imm1-qs-heurqs-ab1/ttt-unc-empty best=4 proven=None it=240 nodes=917 rv=240 | 0:25:3f183422 1:12:3f0aaaaa 2:25:3f1b763a 3:12:3f09b26c 4:92:3f2d47d8 5:12:3f0aaaaa 6:25:3f183422 7:12:3f0ba2e8 8:25:3f1b763a",
    "none-t1/default-leafq0-puct.1-c.3/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/default-leafq0-puct.1-c.3/ttt-unc-mid best=2 proven=None it=240 nodes=410 rv=240 | 1:20:3f19999a 2:97:3f03f571 3:20:3f19999a 5:22:3ec08767 6:22:3f000000 7:22:3ec08767 8:37:3e8ba2e9",
    "none-t1/default-leafq0-puct.1-c.3/ttt-unc-empty best=4 proven=None it=240 nodes=766 rv=240 | 0:31:3f114453 1:21:3f03e0f8 2:31:3f0f03c2 3:13:3f039496 4:56:3f1531de 5:13:3f039496 6:31:3f114453 7:13:3f039496 8:31:3f114453",
    "none-t1/default/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/default/ttt-unc-mid best=1 proven=None it=240 nodes=184 rv=240 | 1:83:3f04a063 2:11:3ee8ba2f 3:83:3f04a063 5:19:3eec66e3 6:11:3ee8ba2f 7:19:3eec66e3 8:14:3ecc77b0",
    "none-t1/default/ttt-unc-empty best=6 proven=None it=240 nodes=675 rv=240 | 0:32:3f10ba2f 1:6:3efc1f08 2:34:3f11cbfc 3:7:3f03531e 4:38:3f121126 5:7:3f000000 6:79:3f11aced 7:7:3f03531e 8:30:3f0f83e2",
    "none-t1/imm1-qs-heurqs-ab1-leafq1/hiddenpick best=0 proven=None it=240 nodes=241 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t1/imm1-qs-heurqs-ab1-leafq1/ttt-unc-mid best=5 proven=None it=240 nodes=334 rv=240 | 1:39:3f004c62 2:39:3f0098c3 3:38:3f004e64 5:39:3f02630f 6:39:3f0098c3 7:39:3f02630f 8:7:3eef606a",
    "none-t1/imm1-qs-heurqs-ab1-leafq1/ttt-unc-empty best=4 proven=None it=240 nodes=898 rv=240 | 0:31:3f2769db 1:20:3f13c826 2:33:3f25bae2 3:20:3f0f2096 4:38:3f2f76d0 5:20:3f13c826 6:29:3f24839f 7:20:3f133333 8:29:3f24839f",
    "none-t2/classic/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/classic/ttt-unc-mid best=1 proven=None it=240 nodes=463 rv=240 | 1:51:3f2aaaab 2:43:3f20be83 3:31:3f042108 5:26:3ee27627 6:36:3f11c71c 7:36:3f0e38e4 8:17:3e52d2d3",
    "none-t2/classic/ttt-unc-empty best=4 proven=None it=240 nodes=647 rv=240 | 0:28:3f292492 1:14:3e924925 2:25:3f28f5c3 3:20:3f000000 4:40:3f533333 5:30:3f333333 6:25:3f1eb852 7:23:3f1bd37a 8:35:3f492492",
    "none-t2/default-leafq0/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/default-leafq0/ttt-unc-mid best=2 proven=None it=240 nodes=238 rv=240 | 1:13:3f313b14 2:90:3f02d82e 3:13:3f313b14 5:10:3f0df6b1 6:90:3f02d82e 7:10:3f0df6b1 8:14:3f159c42",
    "none-t2/default-leafq0/ttt-unc-empty best=4 proven=None it=240 nodes=751 rv=240 | 0:32:3f0f45d2 1:8:3f02e8ba 2:18:3f0e38e4 3:8:3f000000 4:120:3f104a79 5:8:3f02e8ba 6:20:3f0f2095 7:8:3f000000 8:18:3f0cede6",
    "none-t2/imm.5-first-eval-mate0/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm.5-first-eval-mate0/ttt-unc-mid best=6 proven=None it=240 nodes=531 rv=240 | 1:38:3f21af28 2:31:3f210842 3:37:3f18375a 5:31:3ef7bdef 6:41:3f418f9c 7:33:3f0ba2e9 8:29:3f0469ee",
    "none-t2/imm.5-first-eval-mate0/ttt-unc-empty best=4 proven=None it=240 nodes=619 rv=240 | 0:25:3f23d70a 1:23:3f26f4df 2:23:3f10b216 3:22:3f0ba2e9 4:44:3f545d17 5:17:3ec3c3c4 6:36:3f51c71c 7:23:3f321643 8:27:3f38e38e",
    "none-t2/imm.5-heur-exact-mate1-cutoff3/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm.5-heur-exact-mate1-cutoff3/ttt-unc-mid best=2 proven=None it=240 nodes=558 rv=240 | 1:22:3f1c0876 2:59:3f17784f 3:34:3f33563f 5:28:3f1606a6 6:44:3f167ab6 7:15:3f104a79 8:38:3f15bddb",
    "none-t2/imm.5-heur-exact-mate1-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=712 rv=240 | 0:34:3f3ceb78 1:10:3f11745d 2:19:3f273238 3:9:3ef3121a 4:92:3f33db92 5:7:3ed81a99 6:36:3f28676f 7:21:3f326c9b 8:12:3f126c9b",
    "none-t2/imm.5-heur-exact-mate0-cutoff3/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm.5-heur-exact-mate0-cutoff3/ttt-unc-mid best=2 proven=None it=240 nodes=542 rv=240 | 1:33:3f2a5066 2:60:3f12cfe7 3:41:3f240b5b 5:14:3edec0d5 6:58:3f110da4 7:13:3eea847a 8:21:3f12d6ff",
    "none-t2/imm.5-heur-exact-mate0-cutoff3/ttt-unc-empty best=4 proven=None it=240 nodes=712 rv=240 | 0:34:3f3ceb78 1:10:3f11745d 2:19:3f273238 3:9:3ef3121a 4:92:3f33db92 5:7:3ed81a99 6:36:3f28676f 7:21:3f326c9b 8:12:3f126c9b",
    "none-t2/imm0-heur-cutoff2-capture.5/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm0-heur-cutoff2-capture.5/ttt-unc-mid best=2 proven=None it=240 nodes=642 rv=240 | 1:27:3ee01b96 2:45:3f23f185 3:35:3f0cf75b 5:34:3f04ca9c 6:39:3f127fb4 7:34:3f052239 8:26:3ed08f37",
    "none-t2/imm0-heur-cutoff2-capture.5/ttt-unc-empty best=4 proven=None it=240 nodes=808 rv=240 | 0:26:3f0e5259 1:27:3f0cede6 2:25:3f060d09 3:25:3f07e9a9 4:33:3f299bdc 5:25:3f0ab498 6:27:3f151e2b 7:24:3f01f07c 8:28:3f1b6db7",
    "none-t2/imm.3-capqs2-check.2-mate2/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm.3-capqs2-check.2-mate2/ttt-unc-mid best=1 proven=None it=240 nodes=530 rv=240 | 1:65:3f0bd0bd 2:32:3f0ae8ba 3:50:3f0f5c29 5:14:3ea63bd8 6:32:3f0ae8ba 7:31:3ef57d5f 8:16:3eba2e8c",
    "none-t2/imm.3-capqs2-check.2-mate2/ttt-unc-empty best=4 proven=None it=240 nodes=605 rv=240 | 0:21:3f1e79e8 1:15:3f104a79 2:21:3f1f959d 3:16:3f0d1745 4:93:3f382e09 5:16:3f100000 6:20:3f1d1746 7:16:3f100000 8:22:3f20cb1c",
    "none-t2/imm1-qs-heurqs-ab1/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm1-qs-heurqs-ab1/ttt-unc-mid best=7 proven=None it=240 nodes=488 rv=240 | 1:38:3f009cc8 2:40:3f0129e4 3:38:3f009cc8 5:38:3f0ba2e8 6:40:3f0129e4 7:40:3f0b0df6 8:6:3ef83e10",
    "none-t2/imm1-qs-heurqs-ab1/ttt-unc-empty best=4 proven=None it=240 nodes=950 rv=240 | 0:30:3f148ebd 1:10:3f05d174 2:30:3f155555 3:10:3f000000 4:80:3f330df7 5:10:3f0253c8 6:30:3f0fe72d 7:10:3f037dac 8:30:3f148ebd",
    "none-t2/default-leafq0-puct.1-c.3/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/default-leafq0-puct.1-c.3/ttt-unc-mid best=7 proven=None it=240 nodes=572 rv=240 | 1:38:3f21af28 2:40:3f000000 3:38:3f21af28 5:26:3f1423ce 6:40:3f000000 7:44:3ebab5f3 8:14:3f159c42",
    "none-t2/default-leafq0-puct.1-c.3/ttt-unc-empty best=4 proven=None it=240 nodes=640 rv=240 | 0:24:3f107c1f 1:7:3f01a98f 2:24:3f107c1f 3:7:3f01a98f 4:113:3f147e0a 5:7:3f01a98f 6:24:3f107c1f 7:6:3f000000 8:28:3f145d17",
    "none-t2/default/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/default/ttt-unc-mid best=1 proven=None it=240 nodes=273 rv=240 | 1:72:3f0aaaab 2:20:3ee66666 3:72:3f0aaaab 5:11:3ef56be6 6:20:3ee66666 7:23:3f061236 8:22:3ee15283",
    "none-t2/default/ttt-unc-empty best=4 proven=None it=240 nodes=750 rv=240 | 0:32:3f151746 1:6:3f03e0f8 2:40:3f133334 3:6:3f03e0f8 4:72:3f102960 5:6:3f03e0f8 6:40:3f133334 7:6:3f03e0f8 8:32:3f151746",
    "none-t2/imm1-qs-heurqs-ab1-leafq1/hiddenpick best=0 proven=None it=240 nodes=242 rv=240 | 0:80:3f000000 1:80:3f000000 2:80:3f000000",
    "none-t2/imm1-qs-heurqs-ab1-leafq1/ttt-unc-mid best=5 proven=None it=240 nodes=492 rv=240 | 1:37:3f00a105 2:38:3f013992 3:37:3f00a105 5:38:3f04e647 6:38:3f013992 7:38:3f04e647 8:14:3eef606a",
    "none-t2/imm1-qs-heurqs-ab1-leafq1/ttt-unc-empty best=4 proven=None it=240 nodes=843 rv=240 | 0:28:3f1745d1 1:15:3f0ba2e8 2:31:3f1745d2 3:14:3f0ba2e8 4:69:3f3194be 5:14:3f0ba2e8 6:28:3f1745d1 7:14:3f0ba2e8 8:27:3f19dbcc",
    "none-tree1/classic/ttt-unc-mid best=2 proven=None it=240 nodes=354 rv=240 | 1:40:3f133333 2:45:3f16c16c 3:37:3f06eb3e 5:28:3ee49249 6:41:3f0c7ce1 7:25:3ecccccd 8:24:3ecaaaab",
    "reuse/classic/ply0 best=4 proven=None it=200 nodes=516 rv=200 | 0:30:3f400000 1:12:3ec00000 2:26:3f313b14 3:16:3f080000 4:38:3f50d794 5:18:3f155555 6:14:3eedb6db 7:23:3f21642d 8:23:3f26f4df",
    "reuse/classic/ply1 best=2 proven=None it=200 nodes=450 rv=237 | 0:25:3e4ccccd 1:24:3e400000 2:49:3ec687d6 3:37:3e9f2298 5:15:00000000 6:44:3eb45d17 7:19:3dd79436 8:24:3e400000",
    "reuse/classic/ply2 best=1 proven=None it=200 nodes=387 rv=248 | 0:35:3f249249 1:51:3f3ebebf 3:26:3f13b13b 5:46:3f3a6f4e 6:25:3f0a3d71 7:23:3f0590b2 8:42:3f36db6e",
    "reuse/classic/ply3 best=7 proven=None it=200 nodes=186 rv=250 | 0:2:00000000 3:5:3e4ccccd 5:5:3dcccccd 6:5:3f19999a 7:231:3ece213f 8:2:3f000000",
    "reuse/classic/ply4 best=6 proven=None it=200 nodes=164 rv=430 | 0:16:3f000000 3:96:3f0c0000 5:103:3f0ee9a2 6:110:3f11745d 8:105:3f0fd8fe",
    "reuse/classic/ply5 best=5 proven=None it=200 nodes=57 rv=309 | 0:70:3eea0ea1 3:76:3ef286bd 5:87:3f000000 8:76:3ef286bd",
    "reuse/classic/ply6 best=8 proven=None it=200 nodes=12 rv=286 | 0:3:3eaaaaab 3:3:3eaaaaab 8:280:3f00ea0f",
    "reuse/classic/ply7 best=0 proven=None it=200 nodes=5 rv=479 | 0:477:3f000000 3:2:00000000",
    "reuse/classic/ply8 best=3 proven=None it=200 nodes=2 rv=676 | 3:676:3f000000",
    "reuse/default-leafq0/ply0 best=4 proven=None it=200 nodes=669 rv=200 | 0:30:3f0f83e2 1:6:3f01f07c 2:30:3f11d7ab 3:6:3f01f07c 4:56:3f0f959d 5:6:3f03e0f8 6:30:3f0f83e2 7:6:3efc1f08 8:30:3f11d7aa",
    "reuse/default-leafq0/ply1 best=2 proven=None it=200 nodes=337 rv=255 | 0:8:3ef745d2 1:2:3e8ba2e9 2:215:3ef1630b 3:3:3eaaaaab 5:2:3e8ba2e9 6:14:3ee3bd82 7:3:3eaaaaab 8:8:3ef745d2",
    "reuse/default-leafq0/ply2 best=1 proven=None it=200 nodes=306 rv=414 | 0:9:3eaaaaab 1:122:3f0c0494 3:108:3f038e39 5:122:3f0c0494 6:16:3f00ba2e 7:28:3f000000 8:9:3eaaaaab",
    "reuse/default-leafq0/ply3 best=7 proven=None it=200 nodes=98 rv=321 | 0:1:00000000 3:1:00000000 5:2:00000000 6:1:00000000 7:314:3ef9ec24 8:2:00000000",
    "reuse/default-leafq0/ply4 best=5 proven=None it=200 nodes=85 rv=513 | 0:2:3de8ba30 3:13:3f09d89e 5:227:3f02d1c3 6:62:3ef39ce7 8:209:3f027324",
    "reuse/default-leafq0/ply5 best=3 proven=None it=200 nodes=18 rv=426 | 0:1:00000000 3:423:3efeca23 6:1:00000000 8:1:00000000",
    "reuse/default-leafq0/ply6 best=0 proven=None it=200 nodes=14 rv=622 | 0:216:3f0097b4 6:190:3f000000 8:216:3f0097b4",
    "reuse/default-leafq0/ply7 best=8 proven=None it=200 nodes=4 rv=415 | 6:1:00000000 8:414:3f000000",
    "reuse/default-leafq0/ply8 best=6 proven=None it=200 nodes=2 rv=613 | 6:613:3f000000",
    "reuse/imm.5-first-eval-mate0/ply0 best=4 proven=None it=200 nodes=523 rv=200 | 0:26:3f3b13b1 1:26:3f49d89e 2:26:3f3b13b1 3:12:3ed55555 4:27:3f2aaaab 5:20:3f19999a 6:26:3f3b13b1 7:13:3ed89d8a 8:24:3f2aaaab",
    "reuse/imm.5-first-eval-mate0/ply1 best=8 proven=None it=200 nodes=401 rv=226 | 0:29:3eb08d3e 1:26:3e9d89d9 2:31:3ebdef7c 3:27:3eaaaaab 5:25:3e8f5c29 6:24:3e555555 7:28:3eadb6db 8:36:3ee38e39",
    "reuse/imm.5-first-eval-mate0/ply2 best=5 proven=None it=200 nodes=444 rv=235 | 0:34:3f2d2d2d 1:25:3f28f5c3 2:35:3f2f8af9 3:27:3f38e38e 5:55:3f53c825 6:26:3f1d89d9 7:33:3f3e0f84",
    "reuse/imm.5-first-eval-mate0/ply3 best=3 proven=None it=200 nodes=186 rv=254 | 0:2:00000000 1:2:00000000 2:2:00000000 3:242:3ed8dc08 6:3:3f000000 7:3:00000000",
    "reuse/imm.5-first-eval-mate0/ply4 best=6 proven=None it=200 nodes=164 rv=441 | 0:104:3f09d89e 1:104:3f09d89e 2:14:3eedb6db 6:110:3f0f2095 7:109:3f0e177c",
    "reuse/imm.5-first-eval-mate0/ply5 best=2 proven=None it=200 nodes=29 rv=309 | 0:2:00000000 1:2:00000000 2:303:3efaee42 7:2:00000000",
    "reuse/imm.5-first-eval-mate0/ply6 best=1 proven=None it=200 nodes=16 rv=502 | 0:164:3f000000 1:170:3f024242 7:168:3f018618",
    "reuse/imm.5-first-eval-mate0/ply7 best=7 proven=None it=200 nodes=5 rv=369 | 0:2:00000000 7:367:3f000000",
    "reuse/imm.5-first-eval-mate0/ply8 best=0 proven=None it=200 nodes=2 rv=566 | 0:566:3f000000",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply0 best=4 proven=None it=200 nodes=617 rv=200 | 0:41:3f27733b 1:4:3eb45d18 2:35:3f27e566 3:5:3e94f20a 4:51:3f36c267 5:27:3f16d77d 6:7:3ee8ba2f 7:15:3f3967f4 8:15:3f2f523b",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply1 best=0 proven=None it=200 nodes=591 rv=250 | 0:50:3e81dca1 1:29:3e7a61e9 2:43:3e259d7f 3:20:3e53c825 5:27:3e334942 6:18:3e4ede62 7:25:3e543f4f 8:38:3e629a56",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply2 best=3 proven=None it=200 nodes=519 rv=249 | 1:37:3f265e5a 2:38:3f25aa43 3:51:3f2f7546 5:22:3f19ead7 6:35:3f249249 7:40:3f27904a 8:26:3f0ec4ec",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply3 best=5 proven=None it=200 nodes=154 rv=250 | 1:2:00000000 2:2:00000000 5:240:3ee9fce5 6:2:00000000 7:2:00000000 8:2:3e3a2e8c",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply4 best=2 proven=None it=200 nodes=141 rv=439 | 1:126:3f09ca11 2:128:3f0a0000 6:2:3f000000 7:85:3f0276d4 8:98:3f053978",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply5 best=6 proven=None it=200 nodes=29 rv=327 | 1:2:3e800000 6:321:3efc0331 7:2:3e800000 8:2:00000000",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply6 best=1 proven=None it=200 nodes=16 rv=520 | 1:179:3f016e1f 7:179:3f016e1f 8:162:3f000000",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply7 best=7 proven=None it=200 nodes=5 rv=378 | 7:376:3f000000 8:2:00000000",
    "reuse/imm.5-heur-exact-mate1-cutoff3/ply8 best=8 proven=None it=200 nodes=2 rv=575 | 8:575:3f000000",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply0 best=4 proven=None it=200 nodes=617 rv=200 | 0:41:3f27733b 1:4:3eb45d18 2:35:3f27e566 3:5:3e94f20a 4:51:3f36c267 5:27:3f16d77d 6:7:3ee8ba2f 7:15:3f3967f4 8:15:3f2f523b",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply1 best=0 proven=None it=200 nodes=592 rv=250 | 0:50:3e8860d1 1:31:3e992649 2:42:3e252023 3:20:3e76b0de 5:30:3e8253c8 6:18:3e68ba2e 7:26:3e3bf8d7 8:33:3e61acc8",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply2 best=3 proven=None it=200 nodes=514 rv=249 | 1:39:3f2f70c8 2:33:3f26c9b2 3:62:3f37bdef 5:33:3f294196 6:18:3f086770 7:37:3f0ce4f4 8:27:3f128831",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply3 best=5 proven=None it=200 nodes=158 rv=261 | 1:2:00000000 2:2:00000000 5:251:3ed9856d 6:2:00000000 7:2:00000000 8:2:3e3a2e8c",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply4 best=2 proven=None it=200 nodes=147 rv=450 | 1:113:3f0b53d3 2:126:3f0d34d3 6:11:3e68ba2f 7:92:3f077663 8:108:3f0aaaab",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply5 best=6 proven=None it=200 nodes=29 rv=325 | 1:2:3e800000 6:319:3efa61e8 7:2:00000000 8:2:00000000",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply6 best=1 proven=None it=200 nodes=16 rv=518 | 1:181:3f021f1e 7:181:3f021f1e 8:156:3f000000",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply7 best=7 proven=None it=200 nodes=5 rv=380 | 7:378:3f000000 8:2:00000000",
    "reuse/imm.5-heur-exact-mate0-cutoff3/ply8 best=8 proven=None it=200 nodes=2 rv=577 | 8:577:3f000000",
    "reuse/imm0-heur-cutoff2-capture.5/ply0 best=4 proven=None it=200 nodes=826 rv=200 | 0:23:3f14be3c 1:20:3f0ba2ea 2:25:3f1eb853 3:18:3f01f07d 4:30:3f2b0df9 5:20:3f094f22 6:20:3f07904a 7:23:3f17c756 8:21:3f0c30c5",
    "reuse/imm0-heur-cutoff2-capture.5/ply1 best=0 proven=None it=200 nodes=576 rv=229 | 0:37:3ec2fcdc 1:27:3e9c0373 2:32:3eb45d18 3:24:3e83e0f8 5:24:3e81f07c 6:33:3ebae314 7:26:3e8e525a 8:26:3e8f377f",
    "reuse/imm0-heur-cutoff2-capture.5/ply2 best=2 proven=None it=200 nodes=514 rv=236 | 1:34:3f244730 2:45:3f36d1f9 3:36:3f2aaaaa 5:37:3f27f0e8 6:29:3f1c1678 7:24:3f0745d1 8:31:3f1e679a",
    "reuse/imm0-heur-cutoff2-capture.5/ply3 best=6 proven=None it=200 nodes=129 rv=244 | 1:11:3e0fde26 3:5:3eba2e8b 5:5:3e0253c8 6:215:3ef17ec1 7:2:3e800000 8:6:3e8ba2e8",
    "reuse/imm0-heur-cutoff2-capture.5/ply4 best=3 proven=None it=200 nodes=66 rv=414 | 1:7:3e40d4c7 3:392:3f04c77b 5:5:3f4ccccd 7:5:3ef20950 8:5:3ed1745d",
    "reuse/imm0-heur-cutoff2-capture.5/ply5 best=5 proven=None it=200 nodes=33 rv=591 | 1:5:3dcccccd 5:579:3efdf338 7:2:3eae8ba3 8:5:3d8253c8",
    "reuse/imm0-heur-cutoff2-capture.5/ply6 best=1 proven=None it=200 nodes=16 rv=778 | 1:265:3f0172f5 7:261:3f00fb19 8:252:3f000000",
    "reuse/imm0-heur-cutoff2-capture.5/ply7 best=7 proven=None it=200 nodes=5 rv=464 | 7:462:3f000000 8:2:00000000",
    "reuse/imm0-heur-cutoff2-capture.5/ply8 best=8 proven=None it=200 nodes=2 rv=661 | 8:661:3f000000",
    "reuse/imm.3-capqs2-check.2-mate2/ply0 best=4 proven=None it=200 nodes=464 rv=200 | 0:44:3f2a5065 1:10:3f13c825 2:14:3f23bd83 3:10:3f13c824 4:63:3f2e2d0e 5:10:3f13c826 6:25:3f2caf04 7:10:3f104a79 8:14:3f23bd82",
    "reuse/imm.3-capqs2-check.2-mate2/ply1 best=2 proven=None it=200 nodes=601 rv=262 | 0:39:3e8ba2e8 1:26:3e5fc6b7 2:40:3e8ccccc 3:26:3e5fc6b7 5:26:3e5fc6b7 6:40:3e7dac36 7:26:3e5fc6b7 8:39:3e8ba2e8",
    "reuse/imm.3-capqs2-check.2-mate2/ply2 best=1 proven=None it=200 nodes=507 rv=239 | 0:35:3f1feab9 1:50:3f253c83 3:23:3f14be3a 5:50:3f253c83 6:25:3f060d09 7:23:3f14be3a 8:33:3f1a17fa",
    "reuse/imm.3-capqs2-check.2-mate2/ply3 best=7 proven=None it=200 nodes=153 rv=249 | 0:2:00000000 3:2:00000000 5:2:00000000 6:2:00000000 7:239:3ee94fc0 8:2:00000000",
    "reuse/imm.3-capqs2-check.2-mate2/ply4 best=5 proven=None it=200 nodes=132 rv=438 | 0:2:3e8ba2e9 3:113:3f04f160 5:141:3f09535b 6:41:3ecf2f1c 8:141:3f09535b",
    "reuse/imm.3-capqs2-check.2-mate2/ply5 best=3 proven=None it=200 nodes=29 rv=340 | 0:2:00000000 3:334:3efcef23 6:2:00000000 8:2:00000000",
    "reuse/imm.3-capqs2-check.2-mate2/ply6 best=0 proven=None it=200 nodes=16 rv=533 | 0:183:3f01661f 6:168:3f000000 8:182:3f016817",
    "reuse/imm.3-capqs2-check.2-mate2/ply7 best=8 proven=None it=200 nodes=5 rv=382 | 6:2:00000000 8:380:3f000000",
    "reuse/imm.3-capqs2-check.2-mate2/ply8 best=6 proven=None it=200 nodes=2 rv=579 | 6:579:3f000000",
    "reuse/imm1-qs-heurqs-ab1/ply0 best=4 proven=None it=200 nodes=764 rv=200 | 0:23:3f1236a5 1:6:3f03e0f8 2:23:3f1236a6 3:9:3f090ced 4:81:3f2e4216 5:6:3f03e0f8 6:23:3f1642c9 7:6:3f03e0f8 8:23:3f1642c9",
    "reuse/imm1-qs-heurqs-ab1/ply1 best=6 proven=None it=200 nodes=666 rv=280 | 0:25:3ec55a4c 1:9:3e90cedc 2:25:3ec55a4c 3:9:3e783e0e 5:9:3e783e0e 6:167:3ef73871 7:11:3e8fde24 8:25:3ec55a4c",
    "reuse/imm1-qs-heurqs-ab1/ply2 best=2 proven=None it=200 nodes=324 rv=366 | 0:52:3f00abdc 1:52:3f011e6f 2:53:3f08c83c 3:52:3ef94965 5:52:3f011e6f 7:52:3ef94965 8:53:3f00a89e",
    "reuse/imm1-qs-heurqs-ab1/ply3 best=0 proven=None it=200 nodes=71 rv=252 | 0:122:3f000000 1:2:3d8ba2e8 3:2:3d3a2e90 5:2:3d8ba2e8 7:2:3d3a2e90 8:122:3f000000",
    "reuse/imm1-qs-heurqs-ab1/ply4 best=3 proven=None it=200 nodes=23 rv=321 | 1:0:3f000000 3:321:3f000000 5:0:3f000000 7:0:3f000000 8:0:3f000000",
    "reuse/imm1-qs-heurqs-ab1/ply5 best=5 proven=None it=200 nodes=18 rv=520 | 1:0:3f000000 5:520:3f000000 7:0:3f000000 8:0:3f000000",
    "reuse/imm1-qs-heurqs-ab1/ply6 best=1 proven=None it=200 nodes=14 rv=719 | 1:240:3f000000 7:240:3f000000 8:239:3f000000",
    "reuse/imm1-qs-heurqs-ab1/ply7 best=7 proven=None it=200 nodes=4 rv=439 | 7:439:3f000000 8:0:3f000000",
    "reuse/imm1-qs-heurqs-ab1/ply8 best=8 proven=None it=200 nodes=2 rv=638 | 8:638:3f000000",
    "reuse/default-leafq0-puct.1-c.3/ply0 best=4 proven=None it=200 nodes=590 rv=200 | 0:31:3f114453 1:6:3f01f07c 2:31:3f1384e3 3:6:3f01f07c 4:53:3f107770 5:6:3f01f07c 6:31:3f1384e3 7:5:3f000000 8:31:3f1384e3",
    "reuse/default-leafq0-puct.1-c.3/ply1 best=6 proven=None it=200 nodes=698 rv=252 | 0:46:3e90b216 1:26:3e4ddfc7 2:46:3e90b216 3:22:3e734e49 5:10:3e9e412a 6:46:3e9642c8 7:10:3e9e412a 8:46:3e90b216",
    "reuse/default-leafq0-puct.1-c.3/ply2 best=3 proven=None it=200 nodes=500 rv=245 | 0:36:3f18e38e 1:22:3f0ba2e9 2:23:3edf9edc 3:53:3f2c91c8 5:22:3f0ba2e9 7:53:3f2c91c8 8:36:3f18e38e",
    "reuse/default-leafq0-puct.1-c.3/ply3 best=5 proven=None it=200 nodes=132 rv=252 | 0:2:00000000 1:2:00000000 2:2:00000000 5:242:3ef2d330 7:2:00000000 8:2:00000000",
    "reuse/default-leafq0-puct.1-c.3/ply4 best=7 proven=None it=200 nodes=107 rv=441 | 0:2:3de8ba30 1:102:3f03c3c4 2:94:3f015c99 7:127:3f0a1428 8:116:3f07b961",
    "reuse/default-leafq0-puct.1-c.3/ply5 best=1 proven=None it=200 nodes=29 rv=326 | 0:2:00000000 1:320:3efccccd 2:2:00000000 8:2:00000000",
    "reuse/default-leafq0-puct.1-c.3/ply6 best=0 proven=None it=200 nodes=16 rv=519 | 0:177:3f017243 2:165:3f000000 8:177:3f017243",
    "reuse/default-leafq0-puct.1-c.3/ply7 best=8 proven=None it=200 nodes=5 rv=376 | 2:2:00000000 8:374:3f000000",
    "reuse/default-leafq0-puct.1-c.3/ply8 best=2 proven=None it=200 nodes=2 rv=573 | 2:573:3f000000",
    "reuse/default/ply0 best=8 proven=None it=200 nodes=595 rv=200 | 0:29:3f100cd8 1:6:3f01f07c 2:28:3f109f96 3:6:3f01f07c 4:36:3f0b502a 5:7:3f03531e 6:29:3f100cd8 7:6:3efc1f08 8:53:3f193fac",
    "reuse/default/ply1 best=4 proven=None it=200 nodes=247 rv=252 | 0:13:3eba2e8c 1:2:3ea2e8ba 2:3:3ed1745d 3:2:3ea2e8ba 4:224:3f005d17 5:2:3ed1745d 6:4:3edd1746 7:2:3ed1745d",
    "reuse/default/ply2 best=5 proven=None it=200 nodes=178 rv=423 | 0:13:3eb4cfaa 1:17:3edb0995 2:11:3ee8ba2f 3:17:3edb0995 5:177:3f017243 6:11:3ee8ba2f 7:177:3f017243",
    "reuse/default/ply3 best=2 proven=None it=200 nodes=23 rv=376 | 0:1:00000000 1:1:00000000 2:371:3f0108f8 3:1:00000000 6:1:00000000 7:1:00000000",
    "reuse/default/ply4 best=6 proven=None it=200 nodes=17 rv=570 | 0:1:00000000 1:1:00000000 3:1:00000000 6:566:3f0039e5 7:1:00000000",
    "reuse/default/ply5 best=7 proven=None it=200 nodes=12 rv=765 | 0:1:00000000 1:1:00000000 3:1:00000000 7:762:3f005601",
    "reuse/default/ply6 best=1 proven=None it=200 nodes=8 rv=961 | 0:1:00000000 1:959:3f000000 3:1:00000000",
    "reuse/default/ply7 best=0 proven=None it=200 nodes=5 rv=1158 | 0:579:3f000000 3:579:3f000000",
    "reuse/default/ply8 best=3 proven=None it=200 nodes=2 rv=778 | 3:778:3f000000",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply0 best=4 proven=None it=200 nodes=697 rv=200 | 0:28:3f2710a0 1:12:3f0ba2e8 2:28:3f298ef7 3:13:3f0abdc2 4:38:3f2f76d0 5:12:3f09b26c 6:29:3f23b62d 7:12:3f0aaaaa 8:28:3f206a65",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply1 best=6 proven=None it=200 nodes=466 rv=237 | 0:16:3ec45d18 1:5:3eba2e8b 2:16:3ec45d18 3:5:3eba2e8b 5:5:3e94f209 6:169:3efa5a9e 7:5:3eba2e8b 8:16:3ec45d18",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply2 best=2 proven=None it=200 nodes=314 rv=368 | 0:53:3f00a89e 1:52:3f011e6f 2:53:3f03f3b5 3:53:3ef969d2 5:52:3f011e6f 7:52:3ef94965 8:53:3f00a89e",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply3 best=0 proven=None it=200 nodes=71 rv=252 | 0:122:3f000000 1:2:3d8ba2e8 3:2:3d3a2e90 5:2:3d8ba2e8 7:2:3d3a2e90 8:122:3f000000",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply4 best=3 proven=None it=200 nodes=23 rv=321 | 1:0:3f000000 3:321:3f000000 5:0:3f000000 7:0:3f000000 8:0:3f000000",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply5 best=5 proven=None it=200 nodes=18 rv=520 | 1:0:3f000000 5:520:3f000000 7:0:3f000000 8:0:3f000000",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply6 best=1 proven=None it=200 nodes=14 rv=719 | 1:240:3f000000 7:239:3f000000 8:240:3f000000",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply7 best=7 proven=None it=200 nodes=4 rv=439 | 7:439:3f000000 8:0:3f000000",
    "reuse/imm1-qs-heurqs-ab1-leafq1/ply8 best=8 proven=None it=200 nodes=2 rv=638 | 8:638:3f000000",
    "tree1-cap60/classic/tictactoe best=4 proven=None it=2000 nodes=58 rv=2000 | 0:283:3f2bdf6f 1:174:3f1b37e8 2:286:3f2bdc32 3:128:3f0e0000 4:414:3f361b35 5:152:3f186bca 6:242:3f2723f8 7:102:3f03c3c4 8:219:3f23a729",
];
