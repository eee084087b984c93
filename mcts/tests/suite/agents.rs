//! Agent specs and the baseline agents.

use mcts::{Codec, Rules};
use std::collections::BTreeSet;

use mcts::search::{Determinization, Heuristic, Parallelism, SearchConfig};
use mcts::testgames::{BonusNim, TicTacToe};
use mcts::{rng_from_seed, AgentSpec, Game};

fn ttt(pos: &str) -> TicTacToe {
    TicTacToe::default().load_position(pos).unwrap()
}

fn moves_over_seeds<G: Game>(spec: &str, g: &G, seeds: u64) -> BTreeSet<String> {
    let s = AgentSpec::parse(spec).unwrap();
    (0..seeds)
        .map(|seed| {
            let mut a = s.build::<G>();
            g.format_move(a.select_move(g, &mut rng_from_seed(seed)))
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn greedy_takes_a_win_in_one() {
    // X to move; 2 wins, 5 blocks O: greedy must take the win.
    assert_eq!(
        moves_over_seeds("greedy", &ttt("XX.OO...."), 10),
        set(&["2"])
    );
}

#[test]
fn greedy_breaks_ties_at_random() {
    // TicTacToe evaluates every position as 0: all 9 openings tie.
    assert!(moves_over_seeds("greedy", &TicTacToe::default(), 40).len() >= 5);
}

#[test]
fn greedy_reads_evaluate_from_the_right_side() {
    // BonusNim evaluates +0.5 for the player to decide unless the pile is a multiple of 4.
    // Pile 7: taking 1 leaves 6 to the opponent (-0.5 for us), taking 2 gives us a bonus move
    // at 5 (+0.5, we still decide), taking 3 leaves 4 to the opponent (+0.5).
    assert_eq!(
        moves_over_seeds("greedy", &BonusNim::new(7), 30),
        set(&["2", "3"])
    );
}

#[test]
fn alphabeta_takes_a_win_and_blocks() {
    assert_eq!(
        moves_over_seeds("alphabeta", &ttt("XX.OO...."), 10),
        set(&["2"])
    );
    assert_eq!(
        moves_over_seeds("alphabeta:depth=2", &ttt("XX.O....."), 10),
        set(&["2"])
    );
    // Depth 1 sees no threat, so it does not always block: the test above is not vacuous.
    assert!(moves_over_seeds("alphabeta:depth=1", &ttt("XX.O....."), 20).len() > 1);
    // Deep enough, it plays tic-tac-toe perfectly: against itself, a draw.
    let s = AgentSpec::parse("alphabeta:depth=9").unwrap();
    let mut g = TicTacToe::default();
    let mut rng = rng_from_seed(3);
    let (mut a, mut b) = (s.build::<TicTacToe>(), s.build::<TicTacToe>());
    let mut buf = Vec::new();
    loop {
        g.legal_moves(&mut buf);
        if buf.is_empty() {
            break;
        }
        let m = if g.plies() % 2 == 0 {
            a.select_move(&g, &mut rng)
        } else {
            b.select_move(&g, &mut rng)
        };
        g.play(m);
    }
    assert_eq!(g.outcome().score_for(mcts::Player::White), Some(0.5));
}

#[test]
fn spec_defaults_and_canonical_form() {
    let s = AgentSpec::parse("mcts").unwrap();
    assert_eq!(
        s.to_string(),
        "mcts:iters=1000,ms=0,c=0.1,cutoff=60,det=none,threads=1,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0,leafq=1"
    );
    assert_eq!(s, AgentSpec::Mcts(SearchConfig::default()));
    assert_eq!(
        AgentSpec::parse("alphabeta").unwrap().to_string(),
        "alphabeta:depth=2,ms=0,qs=8"
    );
    // A time budget without a depth searches as deep as the time allows.
    assert_eq!(
        AgentSpec::parse("alphabeta:ms=200").unwrap().to_string(),
        "alphabeta:depth=64,ms=200,qs=8"
    );
    assert_eq!(
        AgentSpec::parse("alphabeta:ms=200,depth=3,qs=0")
            .unwrap()
            .to_string(),
        "alphabeta:depth=3,ms=200,qs=0"
    );
    assert_eq!(AgentSpec::parse(" random ").unwrap(), AgentSpec::Random);
    assert_eq!(AgentSpec::parse("greedy").unwrap(), AgentSpec::Greedy);
    let s = AgentSpec::parse("mcts:threads=2,det=pimc:8,c=0.5,iters=800,cutoff=80").unwrap();
    assert_eq!(
        s.to_string(),
        "mcts:iters=800,ms=0,c=0.5,cutoff=80,det=pimc:8,threads=2,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0,leafq=1"
    );
    match s {
        AgentSpec::Mcts(c) => {
            assert_eq!(c.det, Determinization::Pimc(8));
            assert_eq!(c.threads, 2);
            assert_eq!(c.par, Parallelism::Root);
        }
        other => panic!("{other:?}"),
    }
    // A time alone is a pure time budget (DESIGN "Search": "a time alone means no iteration
    // limit"); with both, whichever ends first; ms=0 leaves the iteration default.
    assert_eq!(
        AgentSpec::parse("mcts:ms=1000").unwrap().to_string(),
        "mcts:iters=0,ms=1000,c=0.1,cutoff=60,det=none,threads=1,par=root,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0,leafq=1"
    );
    assert!(AgentSpec::parse("mcts:ms=100,iters=500")
        .unwrap()
        .to_string()
        .starts_with("mcts:iters=500,ms=100,"));
    assert!(AgentSpec::parse("mcts:ms=0,iters=500")
        .unwrap()
        .to_string()
        .starts_with("mcts:iters=500,ms=0,"));
    assert!(AgentSpec::parse("mcts:ms=0")
        .unwrap()
        .to_string()
        .starts_with("mcts:iters=1000,ms=0,"));
    // par is recorded right after threads.
    assert_eq!(
        AgentSpec::parse("mcts:par=tree,threads=2")
            .unwrap()
            .to_string(),
        "mcts:iters=1000,ms=0,c=0.1,cutoff=60,det=none,threads=2,par=tree,imm=0.5,capture=0,qs=8,fpu=heur,heur=exact,ab=0,check=0,mate=1,veto=0,leafq=1"
    );
}

#[test]
fn spec_round_trip() {
    for text in [
        "random",
        "greedy",
        "alphabeta:depth=5",
        "mcts",
        "mcts:iters=800,c=1.4,cutoff=80,det=none,threads=1",
        "mcts:iters=0,ms=250",
        "mcts:c=0.1",
        "mcts:c=1.41421356",
        "mcts:c=0",
        "mcts:imm=0,qs=0,capture=0.25",
        "mcts:det=ismcts,iters=50",
        "alphabeta:ms=150,qs=0",
        "mcts:det=pimc:16,threads=4",
        "mcts:cutoff=0",
        "mcts:threads=2,par=tree",
        "mcts:heur=capqs,qs=4",
        "mcts:par=root,threads=3",
        "mcts:fpu=first,heur=eval,ab=0",
        "mcts:fpu=heur,heur=qs,ab=2",
        "mcts:iters=0,ms=200,veto=0.3",
        "mcts:heur=exact",
        "mcts:puct=0.05,c=0.2",
        "mcts:puct=1,eval=material",
        "mcts:lazy=1,puct=0.05",
    ] {
        let s = AgentSpec::parse(text).unwrap();
        let canonical = s.to_string();
        assert_eq!(
            AgentSpec::parse(&canonical).unwrap(),
            s,
            "{text} -> {canonical}"
        );
        assert_eq!(AgentSpec::parse(&canonical).unwrap().to_string(), canonical);
    }
}

fn err(text: &str) -> String {
    AgentSpec::parse(text).expect_err(text).to_string()
}

#[test]
fn bad_specs_name_the_problem_and_the_valid_choices() {
    let e = err("mcts:iter=5");
    assert!(e.contains("agent 'mcts' has no key 'iter'"), "{e}");
    for key in [
        "iters (default 1000",
        "ms (default 0",
        "c (default 0.1",
        "cutoff (default 60",
        "det (default none",
        "threads (default 1",
        "imm (default 0.5",
        "capture (default 0",
        "qs (default 8",
        "fpu (default ",
        "heur (default ",
        "ab (default ",
    ] {
        assert!(e.contains(key), "{e} lacks {key}");
    }
    let e = err("mtcs");
    assert!(e.contains("unknown agent 'mtcs'"), "{e}");
    for agent in ["random", "greedy", "alphabeta", "mcts", "depth (default 2"] {
        assert!(e.contains(agent), "{e} lacks {agent}");
    }
    let e = err("alphabeta:deep=3");
    assert!(
        e.contains("no key 'deep'") && e.contains("depth (default 2"),
        "{e}"
    );
    // Values out of range or malformed.
    for (text, needle) in [
        ("alphabeta:depth=0", "out of range"),
        ("alphabeta:depth=99", "out of range"),
        ("mcts:c=-1", "out of range"),
        ("mcts:c=nan", "out of range"),
        ("mcts:c=inf", "out of range"),
        ("mcts:c=abc", "not a number"),
        ("mcts:imm=1.5", "out of range"),
        ("mcts:capture=-0.1", "out of range"),
        ("mcts:qs=65", "out of range"),
        ("alphabeta:ms=-1", "not a whole number"),
        ("alphabeta:qs=65", "out of range"),
        ("mcts:threads=0", "out of range"),
        ("mcts:iters=-3", "not a whole number"),
        ("mcts:iters=0", "no budget"),
        ("mcts:det=smcts", "determinization"),
        ("mcts:det=pimc:0", "out of range"),
        ("mcts:det=pimc:x", "not a whole number"),
        (
            "mcts:par=leaf",
            "not a parallel mode (expected root or tree)",
        ),
        ("mcts:par=", "empty value"),
        (
            "mcts:fpu=zero",
            "not a first-play urgency (expected first or heur)",
        ),
        (
            "mcts:heur=mc",
            "not a child heuristic (expected eval, exact, capqs or qs)",
        ),
        ("mcts:ab=5", "out of range"),
        ("mcts:mate=4", "out of range"),
        (
            "mcts:veto=0.95",
            "key 'veto': 0.95 is out of range (expected 0..=0.9)",
        ),
        ("mcts:veto=all", "key 'veto': 'all' is not a number"),
        ("mcts:check=1.5", "check"),
        ("mcts:check=-0.1", "check"),
        ("mcts:iters", "not key=value"),
        ("mcts:iters=", "empty value"),
        ("mcts:iters=5,iters=6", "twice"),
        ("random:depth=2", "takes no keys"),
        ("", "empty agent spec"),
    ] {
        let e = err(text);
        assert!(
            e.contains(needle),
            "'{text}' gave '{e}', expected '{needle}'"
        );
    }
}

#[test]
fn help_lists_every_agent_and_key() {
    let h = AgentSpec::help();
    for word in [
        "random",
        "greedy",
        "alphabeta",
        "depth",
        "mcts",
        "iters",
        "ms",
        "cutoff",
        "det",
        "pimc",
        "threads",
        "par (default root",
        "tree",
    ] {
        assert!(h.contains(word), "{h} lacks {word}");
    }
}

#[test]
fn every_agent_finishes_games() {
    for spec in [
        "random",
        "greedy",
        "alphabeta:depth=3",
        "mcts:iters=100",
        "mcts:iters=100,det=pimc:4,threads=2",
        "mcts:iters=100,threads=2,par=tree",
        "mcts:iters=100,threads=1,par=tree,imm=0",
    ] {
        let s = AgentSpec::parse(spec).unwrap();
        for seed in 0..3 {
            let mut g = BonusNim::new(15);
            let mut a = s.build::<BonusNim>();
            let mut rng = rng_from_seed(seed);
            let mut buf = Vec::new();
            loop {
                g.legal_moves(&mut buf);
                if buf.is_empty() {
                    break;
                }
                let m = a.select_move(&g, &mut rng);
                assert!(buf.contains(&m), "{spec}: illegal {m}");
                a.observe(&g, m);
                g.play(m);
            }
            assert!(!g.outcome().is_ongoing());
        }
    }
}

#[test]
fn variant_defaults_replace_mcts_defaults_and_the_spec_still_wins() {
    let base = SearchConfig::default();
    // A variant's defaults change only the keys they name.
    let s = AgentSpec::parse_with_defaults("mcts:iters=50", "mate=0,heur=eval").unwrap();
    match &s {
        AgentSpec::Mcts(c) => {
            assert_eq!((c.mate, c.heur, c.iters), (0, Heuristic::Eval, 50));
            assert_eq!((c.c, c.qs, c.fpu), (base.c, base.qs, base.fpu));
        }
        other => panic!("{other:?}"),
    }
    // The canonical spec records the changed values, and reads back the same without them.
    assert!(
        s.to_string()
            .ends_with(",heur=eval,ab=0,check=0,mate=0,veto=0,leafq=1"),
        "{s}"
    );
    assert_eq!(AgentSpec::parse(&s.to_string()).unwrap(), s);
    // A key the spec names wins over the variant's default.
    match AgentSpec::parse_with_defaults("mcts:mate=2", "mate=0").unwrap() {
        AgentSpec::Mcts(c) => assert_eq!(c.mate, 2),
        other => panic!("{other:?}"),
    }
    // Empty defaults are plain `parse`; other agents ignore them.
    assert_eq!(
        AgentSpec::parse_with_defaults("mcts", "").unwrap(),
        AgentSpec::parse("mcts").unwrap()
    );
    assert_eq!(
        AgentSpec::parse_with_defaults("greedy", "mate=0").unwrap(),
        AgentSpec::Greedy
    );
    // A bad default is an error that says it is the variant's, and the help names them.
    let e = AgentSpec::parse_with_defaults("mcts", "mate=9")
        .unwrap_err()
        .0;
    assert!(
        e.contains("the variant's mcts defaults") && e.contains("mate"),
        "{e}"
    );
    let e = AgentSpec::parse_with_defaults("mcts:bogus=1", "mate=0")
        .unwrap_err()
        .0;
    assert!(
        e.contains("this variant changes the defaults of: mate=0"),
        "{e}"
    );
}

/// Keys that need a concept the game lacks are refused, naming the key, the concept, the
/// variant and what stays valid (issue 25 part 3; DESIGN "Declaring a game"): tic-tac-toe has
/// neither checks nor captures. A key at its default (the canonical spec names every key) is
/// accepted, and so is a value that needs nothing (`mate=0`, `qs=0`, `heur=eval`).
#[test]
fn keys_needing_checks_or_captures_are_refused_for_a_game_without_them() {
    const { assert!(!TicTacToe::HAS_CHECK && !TicTacToe::HAS_CAPTURE) };
    let refuse = |text: &str, defaults: &str| {
        AgentSpec::parse_with_defaults(text, defaults)
            .unwrap()
            .refuse_missing_concepts::<TicTacToe>(text, "tictactoe", defaults)
    };
    for (text, key, concept, valid) in [
        ("mcts:check=0.5", "check", "checks", "check=0"),
        ("mcts:corder=0.3", "corder", "checks", "corder=0"),
        ("mcts:mate=2", "mate", "checks", "mate=0 or mate=1"),
        ("mcts:capture=0.3", "capture", "captures", "capture=0"),
        ("mcts:qs=4", "qs", "captures", "qs=0 (playouts) or qs=8"),
        (
            "mcts:heur=capqs",
            "heur",
            "captures",
            "heur=eval or heur=exact",
        ),
        ("mcts:iters=50,heur=qs", "heur", "captures", "heur=eval"),
        ("alphabeta:qs=4", "qs", "captures", "qs=0 or qs=8"),
    ] {
        let e = refuse(text, "").expect_err(text).0;
        let want = format!(
            "agent '{text}' key '{key}' needs {concept}, which variant 'tictactoe' does not have; valid for it: {valid}"
        );
        assert!(e.starts_with(&want), "{text}: {e}");
    }
    for text in [
        "mcts",
        "mcts:mate=0,qs=0,heur=eval,check=0,capture=0",
        "mcts:mate=1,qs=8,heur=exact",
        "alphabeta:qs=0",
        "alphabeta:depth=3",
        "random",
        "greedy",
    ] {
        refuse(text, "").unwrap_or_else(|e| panic!("{text}: {e}"));
        let canonical = AgentSpec::parse(text).unwrap().to_string();
        refuse(&canonical, "").unwrap_or_else(|e| panic!("{canonical}: {e}"));
    }
    // The variant's own defaults count as defaults: `heur=capqs` is then accepted as given,
    // and `heur=qs` still refused.
    refuse("mcts:heur=capqs", "heur=capqs").unwrap();
    assert!(refuse("mcts:heur=qs", "heur=capqs").is_err());
}

#[test]
fn lazy_is_shown_only_when_on_and_takes_zero_or_one() {
    let on = AgentSpec::parse("mcts:lazy=1,eval=material").unwrap();
    assert!(
        on.to_string()
            .ends_with(",veto=0,leafq=1,lazy=1,eval=material"),
        "{on}"
    );
    let off = AgentSpec::parse("mcts:lazy=0").unwrap();
    assert!(!off.to_string().contains("lazy"), "{off}");
    assert_eq!(off, AgentSpec::parse("mcts").unwrap());
    let e = err("mcts:lazy=2");
    assert!(e.contains("key 'lazy'") && e.contains("0..=1"), "{e}");
    assert!(AgentSpec::help().contains("lazy (default 0;"));
}

/// `leafq` is on by default and always shown, so a CSV says which search played: the search
/// before 2026-11-28 is `leafq=0`, which reads back as itself.
#[test]
fn leafq_is_on_by_default_always_shown_and_takes_zero_or_one() {
    let default = AgentSpec::parse("mcts").unwrap();
    match &default {
        AgentSpec::Mcts(c) => assert!(c.leafq),
        other => panic!("{other:?}"),
    }
    let off = AgentSpec::parse("mcts:leafq=0").unwrap();
    assert!(off.to_string().ends_with(",veto=0,leafq=0"), "{off}");
    assert_ne!(off, default);
    assert_eq!(AgentSpec::parse(&off.to_string()).unwrap(), off);
    assert_eq!(AgentSpec::parse("mcts:leafq=1").unwrap(), default);
    let e = err("mcts:leafq=2");
    assert!(e.contains("key 'leafq'") && e.contains("0..=1"), "{e}");
    assert!(AgentSpec::help().contains("leafq (default 1;"));
}

#[test]
fn ipm_is_shown_only_when_on_and_refused_where_the_search_cannot_rescore() {
    let on = AgentSpec::parse("mcts:ipm=1,ipk=100,eval=material").unwrap();
    assert!(
        on.to_string()
            .ends_with(",veto=0,leafq=1,ipm=1,ipk=100,eval=material"),
        "{on}"
    );
    assert_eq!(AgentSpec::parse(&on.to_string()).unwrap(), on);
    // Off, `ipk` is unused: neither shown nor kept.
    let off = AgentSpec::parse("mcts:ipm=0,ipk=7").unwrap();
    assert!(!off.to_string().contains("ip"), "{off}");
    assert_eq!(off, AgentSpec::parse("mcts").unwrap());
    for (spec, want) in [
        ("mcts:ipm=1,imm=0", "needs imm > 0"),
        ("mcts:ipm=1,par=tree", "par=root"),
        ("mcts:ipm=2,det=ismcts", "ISMCTS"),
        ("mcts:ipm=4", "0..=3"),
        ("mcts:ipm=1,ipk=0", "1..=100000000"),
    ] {
        let e = err(spec);
        assert!(e.contains("key 'ip") && e.contains(want), "{spec}: {e}");
    }
    assert!(AgentSpec::help().contains("ipm (default 0;"));
    assert!(AgentSpec::help().contains("ipk (default 64;"));
}

#[test]
fn sh_is_shown_only_when_on_and_refused_where_it_halves_nothing_or_cannot_run() {
    let on = AgentSpec::parse("mcts:sh=8,eval=material").unwrap();
    assert!(
        on.to_string()
            .ends_with(",veto=0,leafq=1,sh=8,eval=material"),
        "{on}"
    );
    assert_eq!(AgentSpec::parse(&on.to_string()).unwrap(), on);
    let off = AgentSpec::parse("mcts:sh=0").unwrap();
    assert!(!off.to_string().contains("sh="), "{off}");
    assert_eq!(off, AgentSpec::parse("mcts").unwrap());
    for (spec, want) in [
        ("mcts:sh=2", "at least 3"),
        ("mcts:sh=1", "sh=0 (off)"),
        ("mcts:sh=257", "0..=256"),
        ("mcts:sh=8,par=tree,threads=2", "par=root"),
        ("mcts:sh=8,det=ismcts", "ISMCTS"),
    ] {
        let e = err(spec);
        assert!(e.contains("key 'sh'") && e.contains(want), "{spec}: {e}");
    }
    assert!(AgentSpec::help().contains("sh (default 0;"));
}

/// `shmin` (Sequential Halving's floor) is shown after `sh` when set, dropped without `sh`
/// (one canonical text for one search), and refused outside its range with the range named.
#[test]
fn shmin_is_shown_with_sh_only() {
    let on = AgentSpec::parse("mcts:sh=16,shmin=200").unwrap();
    assert!(on.to_string().ends_with(",leafq=1,sh=16,shmin=200"), "{on}");
    assert_eq!(AgentSpec::parse(&on.to_string()).unwrap(), on);
    let plain = AgentSpec::parse("mcts:sh=16").unwrap();
    assert!(plain.to_string().ends_with(",sh=16"), "{plain}");
    assert_ne!(plain, on);
    assert_eq!(
        AgentSpec::parse("mcts:shmin=200").unwrap(),
        AgentSpec::parse("mcts").unwrap()
    );
    let e = err("mcts:sh=16,shmin=-1");
    assert!(
        e.contains("key 'shmin'") && e.contains("0..=100000000"),
        "{e}"
    );
    assert!(AgentSpec::help().contains("shmin (default 0;"));
}

/// A variant's default `sh` (its `mcts_defaults`) applies to a plain `mcts` and gives way where
/// Sequential Halving cannot run (`par=tree`, ISMCTS), since the spec chose those and not `sh`;
/// an `sh` the spec names is still refused there.
#[test]
fn a_variants_default_sh_gives_way_to_par_tree_and_ismcts() {
    let with = |text: &str| AgentSpec::parse_with_defaults(text, "sh=16");
    let sh = |spec: AgentSpec| match spec {
        AgentSpec::Mcts(c) => c.sh,
        other => panic!("not mcts: {other}"),
    };
    assert_eq!(sh(with("mcts").unwrap()), 16);
    assert_eq!(sh(with("mcts:sh=8").unwrap()), 8);
    assert_eq!(sh(with("mcts:par=tree,threads=2").unwrap()), 0);
    assert_eq!(sh(with("mcts:det=ismcts").unwrap()), 0);
    let e = with("mcts:sh=8,par=tree,threads=2")
        .unwrap_err()
        .to_string();
    assert!(e.contains("key 'sh'") && e.contains("par=root"), "{e}");
}

#[test]
fn corder_is_shown_only_when_on_and_needs_implicit_minimax() {
    let on = AgentSpec::parse("mcts:corder=0.3,eval=material").unwrap();
    assert!(
        on.to_string()
            .ends_with(",veto=0,leafq=1,corder=0.3,eval=material"),
        "{on}"
    );
    assert_eq!(AgentSpec::parse(&on.to_string()).unwrap(), on);
    let off = AgentSpec::parse("mcts:corder=0").unwrap();
    assert!(!off.to_string().contains("corder"), "{off}");
    assert_eq!(off, AgentSpec::parse("mcts").unwrap());
    let e = err("mcts:imm=0,corder=0.3");
    assert!(
        e.contains("key 'corder'") && e.contains("needs imm > 0") && e.contains("imm=0.5"),
        "{e}"
    );
    let e = err("mcts:corder=2");
    assert!(e.contains("key 'corder'") && e.contains("0..=1"), "{e}");
    assert!(AgentSpec::help().contains("corder (default 0;"));
    // A variant's default corder gives way to imm=0; one the spec names is refused with it.
    let plain = AgentSpec::parse_with_defaults("mcts:imm=0,qs=0", "corder=0.3").unwrap();
    assert!(!plain.to_string().contains("corder"), "{plain}");
    assert!(AgentSpec::parse_with_defaults("mcts:imm=0,corder=0.3", "corder=0.3").is_err());
    let kept = AgentSpec::parse_with_defaults("mcts", "corder=0.3").unwrap();
    assert!(kept.to_string().contains(",corder=0.3"), "{kept}");
}

#[test]
fn puct_is_shown_only_when_on_and_needs_implicit_minimax() {
    let on = AgentSpec::parse("mcts:puct=0.05,eval=material").unwrap();
    assert!(
        on.to_string()
            .ends_with(",veto=0,leafq=1,puct=0.05,eval=material"),
        "{on}"
    );
    let off = AgentSpec::parse("mcts:puct=0").unwrap();
    assert!(!off.to_string().contains("puct"), "{off}");
    assert_eq!(off, AgentSpec::parse("mcts").unwrap());
    let e = err("mcts:imm=0,puct=0.05");
    assert!(
        e.contains("key 'puct'") && e.contains("needs imm > 0") && e.contains("imm=0.5"),
        "{e}"
    );
    let e = err("mcts:puct=2");
    assert!(e.contains("key 'puct'") && e.contains("0..=1"), "{e}");
    assert!(AgentSpec::help().contains("puct (default 0;"));
}

/// The declaration-driven parser refuses every out-of-range or malformed value of every key
/// of every agent, naming the key and its declared range (issue 70, part 1); each key's
/// default is accepted and round-trips through the canonical spec.
#[test]
fn every_declared_key_refuses_values_outside_its_range() {
    use mcts::agent::keys::KeyType;
    use mcts::agent::tables::AGENTS;
    let mut checked = 0;
    for agent in AGENTS {
        for key in (agent.keys)() {
            let range = key.ty.range();
            let bad: Vec<String> = match key.ty {
                KeyType::Int { lo, hi } => {
                    let mut v = vec![(hi + 1).to_string(), "x".to_string(), "-1".to_string()];
                    if lo > 0 {
                        v.push((lo - 1).to_string());
                    }
                    v
                }
                KeyType::Float { hi } => {
                    vec![
                        (hi * 2.0 + 1.0).to_string(),
                        "-0.5".into(),
                        "nan".into(),
                        "x".into(),
                    ]
                }
                KeyType::Flag => vec!["2".into(), "yes".into()],
                KeyType::Choice(..) => vec!["bogus".into()],
                // Texts are checked by their own setters: `det` and `eval` below.
                KeyType::Text(_) => Vec::new(),
            };
            for v in bad {
                let text = format!("{}:{}={v}", agent.name, key.name);
                let e = AgentSpec::parse(&text).expect_err(&text).to_string();
                assert!(
                    e.starts_with(&format!("agent '{}' key '{}': ", agent.name, key.name)),
                    "{text}: {e}"
                );
                assert!(
                    e.contains(&format!("(expected {range})")),
                    "{text}: {e} lacks {range}"
                );
                checked += 1;
            }
            // The default itself is valid (under a budget for an `mcts` spec).
            let text = if agent.name == "mcts" && key.name != "iters" {
                format!("mcts:{}={}", key.name, key.default_value)
            } else {
                format!("{}:{}={}", agent.name, key.name, key.default_value)
            };
            let spec = AgentSpec::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(AgentSpec::parse(&spec.to_string()).unwrap(), spec, "{text}");
        }
    }
    assert!(checked > 60, "{checked} values checked");
    for (text, needle) in [
        ("mcts:det=pimc:0", "(expected 1..=10000)"),
        ("mcts:det=pimc:10001", "(expected 1..=10000)"),
        ("mcts:det=full", "(expected none, ismcts, or pimc:K"),
        ("mcts:eval=nn", "is not an evaluation"),
        ("alphabeta:eval=file:", "is not an evaluation"),
    ] {
        let e = AgentSpec::parse(text).expect_err(text).to_string();
        assert!(e.contains(needle), "{text}: {e}");
    }
}
