//! Numeric options and exit codes (issue 24, parts 6 and 7), through the binary.
//!
//! Ranges: every subcommand's `--help` is read; an option is numeric when the value `abc` is
//! refused while the command line is parsed (`invalid value 'abc' for '--OPT`); every numeric
//! option must state its range in its help, `(LO..=HI` or `(LO < NAME < HI)`, accept both
//! ends (and its default) and refuse the values just outside with exit 2 and a message naming
//! the option, the value and the range. Each probe ends with `--help`, so nothing runs: clap
//! parses a value before acting on the next argument, so an accepted value prints the help
//! (exit 0) and a refused one is an error (exit 2).
//!
//! Exit codes: a usage or input error exits 2; a failed write of an output exits 1 at once
//! with the path and the OS error (`/dev/full`: "No space left on device"; a read-only
//! directory: "Permission denied").

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crate::common::{collapse, text};

fn tmp(name: &str) -> PathBuf {
    common::tmp("cli-ranges", name)
}

/// The subcommands `collapse --help` lists (without `help`).
fn subcommands() -> Vec<String> {
    let help = text(&collapse(&["--help"]).stdout);
    let mut subs = Vec::new();
    let mut inside = false;
    for line in help.lines() {
        if line.starts_with("Commands:") {
            inside = true;
            continue;
        }
        if inside {
            if !line.starts_with("  ") {
                break;
            }
            let name = line.split_whitespace().next().unwrap_or("");
            if !name.is_empty() && name != "help" {
                subs.push(name.to_string());
            }
        }
    }
    subs
}

/// One option of a `--help`: `--long`, whether it takes a value, and its whole text (option
/// line and help lines).
struct Opt {
    long: String,
    takes_value: bool,
    text: String,
}

/// The options of `collapse SUB --help` (one-line or two-line layout).
fn options(sub: &str) -> Vec<Opt> {
    let help = text(&collapse(&[sub, "--help"]).stdout);
    let mut opts: Vec<Opt> = Vec::new();
    for line in help.lines() {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        if trimmed.starts_with('-') && (1..=6).contains(&indent) {
            let mut words = trimmed.split_whitespace();
            let mut long = None;
            let mut takes_value = false;
            while let Some(w) = words.next() {
                let w = w.trim_end_matches(',');
                if w.starts_with("--") {
                    long = Some(w.to_string());
                    takes_value = words.next().is_some_and(|v| v.starts_with('<'));
                    break;
                }
            }
            if let Some(long) = long {
                opts.push(Opt {
                    long,
                    takes_value,
                    text: trimmed.to_string(),
                });
                continue;
            }
        }
        if let Some(o) = opts.last_mut() {
            if indent > 6 {
                o.text.push(' ');
                o.text.push_str(line.trim());
            }
        }
    }
    opts
}

/// The range stated in an option's help.
#[derive(Debug)]
enum Stated {
    /// `(LO..=HI`
    Whole(i128, i128),
    /// `(LO < NAME < HI)`, and that text.
    Open(f64, f64, String),
}

fn stated(help: &str) -> Option<Stated> {
    for (i, _) in help.match_indices('(') {
        let inner = &help[i + 1..];
        let inner = &inner[..inner.find([')', ';']).unwrap_or(inner.len())];
        if let Some((lo, hi)) = inner.split_once("..=") {
            if let (Ok(lo), Ok(hi)) = (lo.parse(), hi.parse()) {
                return Some(Stated::Whole(lo, hi));
            }
        }
        if let [lo, _, hi] = inner.split(" < ").collect::<Vec<_>>().as_slice() {
            if let (Ok(lo), Ok(hi)) = (lo.parse(), hi.parse()) {
                return Some(Stated::Open(lo, hi, inner.to_string()));
            }
        }
    }
    None
}

/// `[DEFAULT: x]` of an option's help.
fn default_of(help: &str) -> Option<String> {
    let i = help.find("[default: ")?;
    let rest = &help[i + "[default: ".len()..];
    Some(rest[..rest.find(']')?].to_string())
}

/// `collapse SUB OPT VALUE --help`.
fn probe(sub: &str, opt: &str, value: &str) -> Output {
    collapse(&[sub, opt, value, "--help"])
}

#[test]
fn every_numeric_option_states_its_range_and_refuses_values_outside_it() {
    let subs = subcommands();
    for want in [
        "tournament",
        "report",
        "openings",
        "sweep",
        "tune",
        "bench",
        "perft",
        "analyse",
        "play",
        "merge",
    ] {
        assert!(
            subs.iter().any(|s| s == want),
            "{want} missing from {subs:?}"
        );
    }
    let mut numeric = Vec::new();
    let mut failures = Vec::new();
    for sub in &subs {
        for opt in options(sub).into_iter().filter(|o| o.takes_value) {
            let o = probe(sub, &opt.long, "abc");
            let err = text(&o.stderr);
            if !err.contains(&format!("invalid value 'abc' for '{}", opt.long)) {
                // Not a number: anything parses (the value is checked later, if at all).
                continue;
            }
            let at = format!("{sub} {}", opt.long);
            numeric.push(at.clone());
            if o.status.code() != Some(2) {
                failures.push(format!("{at} abc: exit {:?}", o.status.code()));
            }
            let Some(range) = stated(&opt.text) else {
                failures.push(format!("{at}: no range in its help: {}", opt.text));
                continue;
            };
            let (inside, outside, range_text): (Vec<String>, Vec<String>, String) = match &range {
                Stated::Whole(lo, hi) => (
                    vec![lo.to_string(), hi.to_string()],
                    vec![(lo - 1).to_string(), (hi + 1).to_string()],
                    format!("{lo}..={hi}"),
                ),
                Stated::Open(lo, hi, text) => (
                    vec![((lo + hi) / 2.0).to_string()],
                    vec![lo.to_string(), hi.to_string(), "NaN".to_string()],
                    text.clone(),
                ),
            };
            let inside = inside.into_iter().chain(default_of(&opt.text));
            for v in inside {
                let o = probe(sub, &opt.long, &v);
                if o.status.code() != Some(0) {
                    failures.push(format!(
                        "{at} {v}: inside {range:?} but exit {:?}: {}",
                        o.status.code(),
                        text(&o.stderr)
                    ));
                }
            }
            for v in outside {
                let o = probe(sub, &opt.long, &v);
                let err = text(&o.stderr);
                let names = [opt.long.as_str(), v.as_str(), range_text.as_str()]
                    .iter()
                    .all(|w| err.contains(w));
                if o.status.code() != Some(2) || !names {
                    failures.push(format!(
                        "{at} {v}: outside {range:?}: want exit 2 naming '{}', '{v}' and \
                         '{range_text}', got exit {:?}: {err}",
                        opt.long,
                        o.status.code()
                    ));
                }
            }
        }
    }
    for known in [
        "tournament --games",
        "tournament --threads",
        "tournament --random-opening-plies",
        "tune --delta",
        "tune --budget",
        "perft --depth",
        "openings --min-games",
        "report --depth",
        "bench --repeat",
        "analyse --top",
        "play --seed",
    ] {
        assert!(
            numeric.iter().any(|n| n == known),
            "{known} not found among {numeric:?}"
        );
    }
    assert!(
        numeric.len() >= 25,
        "{} numeric options: {numeric:?}",
        numeric.len()
    );
    assert!(
        failures.is_empty(),
        "{} problem(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A small tournament CSV (tic-tac-toe, two random agents).
fn games_csv(name: &str) -> PathBuf {
    let out = tmp(name);
    let o = collapse(&[
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "random",
        "--agent",
        "random",
        "--games",
        "4",
        "--quiet",
        "--no-report",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    out
}

fn is_char_device(p: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::metadata(p).is_ok_and(|m| m.file_type().is_char_device())
}

/// Asserts exit 1 and a message naming `path` and `os_error`.
fn assert_write_error(o: &Output, args: &str, path: &str, os_error: &str) {
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{args}: {err}");
    assert!(
        err.contains(path) && err.contains(os_error),
        "{args}: wanted {path} and '{os_error}' in: {err}"
    );
}

#[test]
fn a_full_disk_exits_1_with_the_path_and_the_os_error() {
    let full = Path::new("/dev/full");
    if !is_char_device(full) {
        eprintln!("/dev/full does not exist here: skipped");
        return;
    }
    let csv = games_csv("full.csv");
    let csv = csv.to_str().unwrap();
    for args in [
        vec!["report", csv, "--html", "/dev/full"],
        vec!["openings", csv, "--csv", "/dev/full"],
    ] {
        let o = collapse(&args);
        assert_write_error(&o, &args.join(" "), "/dev/full", "No space left on device");
        assert!(
            is_char_device(full),
            "{args:?}: /dev/full is still the device"
        );
    }
    // Standard output on a full disk: exit 1 at once, no panic.
    let o = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .arg("variants")
        .stdin(Stdio::null())
        .stdout(std::fs::OpenOptions::new().write(true).open(full).unwrap())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_write_error(
        &o,
        "variants > /dev/full",
        "standard output",
        "No space left on device",
    );
    assert!(!text(&o.stderr).contains("panicked"), "{}", text(&o.stderr));
}

/// `--out` under a regular file (`somefile.csv/x.csv`) exits 2: the path cannot name a file,
/// which the OS reports before anything is written (Not a directory), the same class of error
/// as `--out` naming a directory or `--html` in a directory that does not exist; exit 1 is
/// kept for an output that is a possible file but cannot be written (disk full, no
/// permission). The message names the path, the OS error and the file in the way.
#[test]
fn an_output_path_under_a_file_exits_2_naming_the_file() {
    let file = tmp("somefile.csv");
    std::fs::write(&file, "not a directory\n").unwrap();
    let out = file.join("x.csv");
    let args = [
        "tournament",
        "--variant",
        "tictactoe",
        "--agent",
        "random",
        "--agent",
        "random",
        "--games",
        "2",
        "--quiet",
        "--out",
        out.to_str().unwrap(),
    ];
    let o = collapse(&args);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(out.to_str().unwrap()) && err.contains("Not a directory"),
        "{err}"
    );
    assert!(
        err.contains(&format!("{} is a file, not a directory", file.display())),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a directory\n");
    let csv = games_csv("under.csv");
    let dir = tmp("a-directory");
    std::fs::create_dir_all(&dir).unwrap();
    let (c, o, d) = (
        csv.to_str().unwrap(),
        out.to_str().unwrap(),
        dir.to_str().unwrap(),
    );
    for (args, fragment) in [
        (vec!["openings", c, "--csv", o], "Not a directory"),
        (vec!["report", c, "--html", o], "Not a directory"),
        (
            vec!["openings", c, "--csv", d],
            "is a directory; give a file path",
        ),
    ] {
        let r = collapse(&args);
        let err = text(&r.stderr);
        assert_eq!(r.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(fragment), "{args:?}: {err}");
    }
    assert!(dir.is_dir());
}

/// A directory this process may not write to: exit 1 with the path and "Permission denied"
/// for a tournament's, a sweep's, a merge's and an opening tree's output. Skipped when
/// permissions do not apply (root).
#[test]
fn no_permission_on_the_output_exits_1() {
    use std::os::unix::fs::PermissionsExt;
    let csv = games_csv("perm-input.csv");
    let dir = tmp("readonly");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(dir.join("probe"), "").is_ok() {
        eprintln!("permissions do not apply to this user (root?): skipped");
        let _ = std::fs::remove_file(dir.join("probe"));
        return;
    }
    let out = dir.join("out.csv");
    let (o, c) = (out.to_str().unwrap(), csv.to_str().unwrap());
    let cases: [Vec<&str>; 4] = [
        vec![
            "tournament",
            "--variant",
            "tictactoe",
            "--agent",
            "random",
            "--agent",
            "random",
            "--games",
            "2",
            "--quiet",
            "--out",
            o,
        ],
        vec![
            "sweep",
            "--variant",
            "tictactoe",
            "--agent",
            "random",
            "--games",
            "2",
            "--quiet",
            "--out",
            o,
        ],
        vec!["merge", c, "--out", o],
        vec!["openings", c, "--csv", o],
    ];
    for args in cases {
        let r = collapse(&args);
        assert_write_error(&r, &args.join(" "), o, "Permission denied");
        assert!(!out.exists());
    }
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
}
