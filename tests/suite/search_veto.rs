//! The alpha-beta veto of the `mcts` agent (`veto=X`, issue 10): it replaces a move that
//! hangs the queen, keeps a sound one, and the agent with a veto plays legal moves within its
//! time budget. Positions and answers derived by hand.

use mcts::{Codec, Rules};
use std::time::{Duration, Instant};

use mcts::alphabeta::{quiescence, AlphaBetaAgent, AlphaBetaConfig};
use mcts::{rng_from_seed, AgentSpec};
use variants::chess::Chess;

fn chess(fen: &str) -> Chess {
    Chess::new(&variants::declare::MoveCapParams::default())
        .load_position(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn veto_agent(depth: u32) -> AlphaBetaAgent<Chess> {
    AlphaBetaAgent::new(AlphaBetaConfig {
        depth,
        ms: 0,
        qs: 8,
        ..AlphaBetaConfig::default()
    })
}

/// White's value after `mv` by an 8-ply quiescence search (Black to move).
fn white_value_after(g: &Chess, mv: &str) -> f32 {
    let mut c = g.clone();
    c.play(g.parse_move(mv).unwrap());
    let mut bufs = Vec::new();
    -quiescence(
        &c,
        &mut bufs,
        0,
        8,
        f32::NEG_INFINITY,
        f32::INFINITY,
        &mut || false,
    )
}

/// White: king e1, queen d1. Black: king e8, pawn e5 (it guards d4 and f4).
const QUEEN_VS_PAWN: &str = "4k3/8/8/4p3/8/8/8/3QK3 w - - 0 1";

#[test]
fn the_veto_replaces_a_move_that_hangs_the_queen() {
    let g = chess(QUEEN_VS_PAWN);
    // Qd4 loses the queen to exd4: White is left a pawn down.
    assert!(white_value_after(&g, "d1-d4") < 0.0);
    for depth in [2, 3] {
        let out = veto_agent(depth).veto(&g, g.parse_move("d1-d4").unwrap(), 0.15, None);
        assert!(out.overruled, "depth {depth}");
        assert_eq!(out.depth, depth);
        let played = g.format_move(out.best);
        assert_ne!(played, "d1-d4");
        // The replacement keeps the queen: White stays about a queen up.
        assert!(
            white_value_after(&g, &played) > 0.5,
            "depth {depth}: {played}"
        );
    }
}

#[test]
fn the_veto_keeps_a_sound_move() {
    // Qd2 keeps the queen; no move wins more than the e5 pawn (worth less than the margin
    // here: tanh(0.9) - tanh(0.8) is about 0.05).
    let g = chess(QUEEN_VS_PAWN);
    for depth in [2, 3] {
        let chosen = g.parse_move("d1-d2").unwrap();
        let out = veto_agent(depth).veto(&g, chosen, 0.15, None);
        assert!(!out.overruled, "depth {depth}: {}", g.format_move(out.best));
        assert_eq!(out.best, chosen);
    }
    // With no margin at all, a move that wins the pawn at once is better than Qd2 at depth 3
    // (the queen reaches e5 in two of White's moves): the margin is what keeps Qd2.
    let out = veto_agent(3).veto(&g, g.parse_move("d1-d2").unwrap(), 0.0, None);
    assert!(out.overruled);
}

/// White: king g1, rook d1, pawns f2 g2 h2. Black: king g8, rook e8, knight d7, pawns f7 g7
/// h7. The rook on d1 is all that guards the back rank.
const BACK_RANK: &str = "4r1k1/3n1ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";

#[test]
fn a_one_ply_veto_would_walk_into_mate() {
    let g = chess(BACK_RANK);
    // Rxd7 wins the knight as far as one ply and quiescence see (no capture answers it), more
    // than the margin above the luft h3: a one-ply veto would play it ...
    let grab = white_value_after(&g, "d1:d7");
    let luft = white_value_after(&g, "h2-h3");
    assert!(grab > luft + 0.15, "grab {grab}, luft {luft}");
    // ... but Black answers Re1, mate. From two plies on the veto sees it and keeps h3; a veto
    // limited to one ply never overrules.
    let chosen = g.parse_move("h2-h3").unwrap();
    for depth in [1, 2, 3] {
        let out = veto_agent(depth).veto(&g, chosen, 0.15, None);
        assert!(!out.overruled, "depth {depth}: {}", g.format_move(out.best));
        assert_eq!(out.best, chosen);
    }
    // And when MCTS itself chose the grab, the veto replaces it.
    let out = veto_agent(2).veto(&g, g.parse_move("d1:d7").unwrap(), 0.15, None);
    assert!(out.overruled);
}

#[test]
fn an_mcts_agent_with_a_veto_never_hangs_the_queen_where_one_without_does() {
    let g = chess(QUEEN_VS_PAWN);
    // One iteration visits one child: with `fpu=first` and no heuristic that is whichever
    // move comes first, a blunder for some seeds.
    let blind = "mcts:iters=1,fpu=first,imm=0,qs=0,mate=0";
    let mut blunders = 0;
    for seed in 0..48 {
        for (spec, veto) in [
            (blind.to_string(), false),
            (format!("{blind},veto=0.5"), true),
        ] {
            let mut agent = AgentSpec::parse(&spec).unwrap().build::<Chess>();
            let mv = agent.select_move(&g, &mut rng_from_seed(seed));
            let hangs = white_value_after(&g, &g.format_move(mv)) < 0.5;
            if veto {
                assert!(!hangs, "seed {seed}: {}", g.format_move(mv));
            } else {
                blunders += usize::from(hangs);
            }
        }
    }
    assert!(
        blunders > 0,
        "the blind search never blundered: the test shows nothing"
    );
}

#[test]
fn a_timed_mcts_with_a_veto_returns_a_legal_move_near_its_budget() {
    let g = Chess::new(&variants::declare::MoveCapParams::default());
    let mut agent = AgentSpec::parse("mcts:iters=0,ms=150,veto=0.3")
        .unwrap()
        .build::<Chess>();
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let t = Instant::now();
    let mv = agent.select_move(&g, &mut rng_from_seed(5));
    let took = t.elapsed();
    assert!(legal.contains(&mv));
    // Generous: the budget is 150 ms; the veto stops at the same deadline (checked every 32
    // nodes), so only a runaway search would come near a second.
    assert!(took < Duration::from_millis(1500), "{took:?}");
}
