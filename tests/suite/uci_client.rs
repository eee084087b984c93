//! `collapse uci` driven by python-chess 1.11 (issue 72 part 4), the client most engine tooling
//! is written in: scripts/uci_client.py plays a game, analyses a mate in one (`Mate(1)`), gets
//! a score and a PV of legal moves, three MultiPV lines, plays with `Threads 2` and stops an
//! infinite analysis. Needs python-chess: `scripts/check-uci` installs it into
//! `target/uci-venv` and runs this test; without it the test says it skipped (the scripted-GUI
//! tests of `uci.rs` check the same lines without Python).

use std::path::PathBuf;
use std::process::Command;

/// The interpreter with python-chess: `$COLLAPSE_UCI_PYTHON`, else `target/uci-venv`'s.
fn python() -> Option<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("COLLAPSE_UCI_PYTHON").map(PathBuf::from),
        Some(root.join("target/uci-venv/bin/python")),
    ];
    candidates.into_iter().flatten().find(|p| {
        Command::new(p)
            .args(["-c", "import chess.engine"])
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

#[test]
fn python_chess_plays_analyses_and_stops_collapse_uci() {
    let Some(py) = python() else {
        eprintln!(
            "skipped: python-chess not installed (scripts/check-uci installs it into \
             target/uci-venv and runs this test)"
        );
        return;
    };
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/uci_client.py");
    let o = Command::new(&py)
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_collapse"))
        .output()
        .expect("run python");
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    println!("{out}");
    assert!(
        o.status.success(),
        "python-chess client failed:\n{out}\n{err}"
    );
    assert!(
        out.contains("ok: infinite analysis stopped"),
        "the client did not reach its last check:\n{out}"
    );
}
