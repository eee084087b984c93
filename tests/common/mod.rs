//! Helpers shared by the command-line tests: run the `collapse` binary, read its output, and
//! make per-process scratch files.

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
