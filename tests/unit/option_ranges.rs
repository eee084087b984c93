//! Every numeric option states its range in its help and enforces exactly that range;
//! tests/suite/cli_ranges.rs checks the same through the binary's `--help`.

use std::any::TypeId;

use clap::error::ErrorKind;
use clap::{Arg, Command, CommandFactory};

use crate::Cli;

/// The range an option's help states: `(LO..=HI` or `(LO < NAME < HI)`.
#[derive(Debug, PartialEq)]
enum Stated {
    Whole(i128, i128),
    Open(f64, f64),
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
        let parts: Vec<&str> = inner.split(" < ").collect();
        if let [lo, _, hi] = parts.as_slice() {
            if let (Ok(lo), Ok(hi)) = (lo.parse(), hi.parse()) {
                return Some(Stated::Open(lo, hi));
            }
        }
    }
    None
}

fn is_numeric(arg: &Arg) -> bool {
    let t = arg.get_value_parser().type_id();
    [
        TypeId::of::<u8>(),
        TypeId::of::<u16>(),
        TypeId::of::<u32>(),
        TypeId::of::<u64>(),
        TypeId::of::<u128>(),
        TypeId::of::<usize>(),
        TypeId::of::<i8>(),
        TypeId::of::<i16>(),
        TypeId::of::<i32>(),
        TypeId::of::<i64>(),
        TypeId::of::<i128>(),
        TypeId::of::<isize>(),
        TypeId::of::<f32>(),
        TypeId::of::<f64>(),
    ]
    .iter()
    .any(|id| t == *id)
}

/// The error kind of `collapse SUB --LONG VALUE --help`: `DisplayHelp` when VALUE was
/// accepted (clap parses a value when the next argument starts, before acting on
/// `--help`), so nothing runs either way.
fn probe(sub: &str, long: &str, value: &str) -> (ErrorKind, String) {
    let argv = ["collapse", sub, &format!("--{long}"), value, "--help"];
    match Cli::command().try_get_matches_from(argv) {
        Ok(_) => panic!("{argv:?} parsed"),
        Err(e) => (e.kind(), e.to_string()),
    }
}

#[test]
fn every_numeric_option_states_and_enforces_its_range() {
    let mut cli = Cli::command();
    cli.build();
    let subs: Vec<&Command> = cli.get_subcommands().collect();
    let mut checked = Vec::new();
    for sub in subs {
        let name = sub.get_name();
        for arg in sub.get_arguments().filter(|a| is_numeric(a)) {
            let long = arg.get_long().expect("numeric options are --long");
            let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
            let range = stated(&help)
                .unwrap_or_else(|| panic!("{name} --{long}: no range in its help: {help}"));
            assert!(
                arg.is_allow_negative_numbers_set(),
                "{name} --{long}: -1 must reach the parser"
            );
            let accepted = |v: &str| {
                let (kind, msg) = probe(name, long, v);
                assert_eq!(kind, ErrorKind::DisplayHelp, "{name} --{long} {v}: {msg}");
            };
            let refused = |v: &str, range_text: &str| {
                let (kind, msg) = probe(name, long, v);
                assert_eq!(
                    kind,
                    ErrorKind::ValueValidation,
                    "{name} --{long} {v}: {msg}"
                );
                let option = format!("--{long}");
                for want in [option.as_str(), v, range_text] {
                    assert!(
                        msg.contains(want),
                        "{name} --{long} {v}: '{want}' not in {msg}"
                    );
                }
            };
            for d in arg.get_default_values() {
                accepted(&d.to_string_lossy());
            }
            match range {
                Stated::Whole(lo, hi) => {
                    let text = format!("{lo}..={hi}");
                    accepted(&lo.to_string());
                    accepted(&hi.to_string());
                    refused(&(lo - 1).to_string(), &text);
                    refused(&(hi + 1).to_string(), &text);
                }
                Stated::Open(lo, hi) => {
                    let text = help[help.find(&format!("({lo} <")).unwrap() + 1..]
                        .split(')')
                        .next()
                        .unwrap()
                        .to_string();
                    accepted(&((lo + hi) / 2.0).to_string());
                    refused(&lo.to_string(), &text);
                    refused(&hi.to_string(), &text);
                }
            }
            checked.push(format!("{name} --{long}"));
        }
    }
    assert!(
        checked.len() >= 25,
        "{} numeric options: {checked:?}",
        checked.len()
    );
    for known in [
        "tournament --games",
        "perft --depth",
        "tune --delta",
        "play --seed",
        "bench --iters",
    ] {
        assert!(
            checked.iter().any(|c| c == known),
            "{known} not found in {checked:?}"
        );
    }
}
