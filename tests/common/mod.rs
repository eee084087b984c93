//! Helpers shared by the integration tests: run the `collapse` binary, read its output, make
//! per-process scratch files, and walk seeded random games.

#![allow(dead_code)] // each test crate uses its own subset

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
