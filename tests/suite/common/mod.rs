//! Helpers shared by the integration tests: run the `collapse` binary, read its output, make
//! per-process scratch files, and walk seeded random games.

#![allow(dead_code)] // each test crate uses its own subset

pub mod viewer;

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs `collapse` with `args` and no standard input; the process's output and status.
pub fn collapse(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run collapse")
}

/// Runs `collapse` with `args` like [`collapse`] and asserts it succeeded (the failure shows
/// its standard error); returns its standard output as text.
pub fn collapse_ok(args: &[&str]) -> String {
    let o = collapse(args);
    assert!(o.status.success(), "collapse {args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

/// Bytes (stdout or stderr) as text, invalid UTF-8 replaced.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A path `name` in a scratch folder `collapse-<tag>-<pid>` under Cargo's temp dir for
/// integration tests (`target/tmp`, so runs do not litter the system temp dir); the folder
/// exists and the file does not.
pub fn tmp(tag: &str, name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("collapse-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    let _ = std::fs::remove_file(&p);
    p
}

/// Plays a seeded uniform random game from `start`: at each ply `0..=plies` lists the legal
/// moves, calls `visit(ply, position, moves)` (`moves` non-empty), then plays one of them
/// chosen by `rng_from_seed(seed)`; stops early when the game is over.
pub fn random_walk<G: mcts::Game>(
    start: &G,
    seed: u64,
    plies: u32,
    mut visit: impl FnMut(u32, &G, &[G::Move]),
) {
    let mut rng = mcts::rng_from_seed(seed);
    let mut g = start.clone();
    let mut buf = Vec::new();
    for ply in 0..=plies {
        g.legal_moves(&mut buf);
        if buf.is_empty() {
            break;
        }
        visit(ply, &g, &buf);
        let m = buf[rand::Rng::random_range(&mut rng, 0..buf.len())];
        g.play(m);
    }
}

/// One small tournament (random against greedy, two games, the opening of 2 random plies,
/// a move cap of 80 where the variant has one) per board of every variant, each in its own
/// CSV under a scratch folder `tag`: chess, potential, uncertainty on its four boards (with
/// and without retransform), interdependent, fiveup (cube; hypertorus with unicorns),
/// quantimex, tictactoe.
pub fn every_variant_csvs(tag: &str) -> Vec<PathBuf> {
    let sets: [&[&str]; 11] = [
        &["-v", "chess", "-p", "move_cap=80"],
        &["-v", "potential", "-p", "move_cap=80"],
        &["-v", "uncertainty", "-p", "move_cap=80"],
        &[
            "-v",
            "uncertainty",
            "-p",
            "board=torus",
            "-p",
            "move_cap=80",
        ],
        &[
            "-v",
            "uncertainty",
            "-p",
            "board=fiveup",
            "-p",
            "retransform=on",
            "-p",
            "move_cap=80",
        ],
        &[
            "-v",
            "uncertainty",
            "-p",
            "board=hypertorus",
            "-p",
            "move_cap=80",
        ],
        &["-v", "interdependent", "-p", "move_cap=80"],
        &["-v", "fiveup", "-p", "move_cap=80"],
        &[
            "-v",
            "fiveup",
            "-p",
            "topology=hypertorus",
            "-p",
            "unicorn=on",
            "-p",
            "move_cap=80",
        ],
        &["-v", "quantimex", "-p", "move_cap=80"],
        &["-v", "tictactoe"],
    ];
    sets.iter()
        .enumerate()
        .map(|(i, set)| {
            let out = tmp(tag, &format!("t{i}.csv"));
            let out_s = out.to_str().unwrap().to_string();
            let mut args: Vec<&str> = vec!["tournament"];
            args.extend_from_slice(set);
            args.extend_from_slice(&[
                "--agent",
                "random",
                "--agent",
                "greedy",
                "--games",
                "2",
                "--random-opening-plies",
                "2",
                "--quiet",
                "--no-report",
                "--out",
                &out_s,
            ]);
            let o = collapse(&args);
            assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
            out
        })
        .collect()
}
