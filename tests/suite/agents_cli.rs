//! `collapse agents` and `collapse variants` from the declarations (issue 70, parts 1 and 2):
//! the agents' tables fit 100 columns and list every declared key, one key prints in full,
//! docs/agents.md is what the declaration generates, and the `mcts` defaults `collapse
//! variants` lists for each parameter set are those a tournament's CSV records.

use std::path::PathBuf;

use crate::common::{collapse, collapse_ok, text, tmp};
use mcts::agent::tables::AGENTS;
use variants::registry::VARIANTS;

#[test]
fn agents_fits_100_columns_and_lists_every_declared_key() {
    let out = collapse_ok(&["agents"]);
    for (i, line) in out.lines().enumerate() {
        assert!(
            line.chars().count() <= 100,
            "line {} has {} columns: {line}",
            i + 1,
            line.chars().count()
        );
    }
    for agent in AGENTS {
        assert!(
            out.contains(&format!("{}: {}", agent.name, agent.summary)),
            "{out}"
        );
        let one = collapse_ok(&["agents", agent.name]);
        for key in (agent.keys)() {
            let row = one
                .lines()
                .find(|l| l.starts_with(&format!("| {} ", key.name)))
                .unwrap_or_else(|| panic!("{}: no row for {}:\n{one}", agent.name, key.name));
            assert!(row.contains(&key.default_value), "{row}");
        }
    }
    // The everyday keys come before the search internals.
    let mcts = collapse_ok(&["agents", "mcts"]);
    let at = |needle: &str| {
        mcts.find(needle)
            .unwrap_or_else(|| panic!("{needle}: {mcts}"))
    };
    assert!(at("| threads ") < at("search internals:"), "{mcts}");
    assert!(at("search internals:") < at("| shmin "), "{mcts}");
}

#[test]
fn one_key_in_full_and_unknown_names_listed() {
    let sh = collapse_ok(&["agents", "mcts", "--key", "sh"]);
    assert!(sh.starts_with("mcts:sh=VALUE\n"), "{sh}");
    assert!(
        sh.contains("range:   0..=256") && sh.contains("default: 0"),
        "{sh}"
    );
    assert!(sh.contains("Sequential Halving"), "{sh}");
    let o = collapse(&["agents", "mcts", "--key", "shx"]);
    assert_eq!(o.status.code(), Some(2));
    let e = text(&o.stderr);
    assert!(
        e.contains("agent 'mcts' has no key 'shx'; valid keys: iters, ms"),
        "{e}"
    );
    let o = collapse(&["agents", "mtcs"]);
    assert_eq!(o.status.code(), Some(2));
    let e = text(&o.stderr);
    assert!(
        e.contains("unknown agent 'mtcs'; valid agents: random, greedy"),
        "{e}"
    );
}

#[test]
fn docs_agents_md_is_what_the_declaration_generates() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/agents.md");
    let file = std::fs::read_to_string(&path).expect("docs/agents.md");
    let generated = collapse_ok(&["agents", "--markdown"]);
    assert!(
        file == generated,
        "docs/agents.md differs from the declaration; regenerate it with \
         `collapse agents --markdown > docs/agents.md`"
    );
    for agent in AGENTS {
        for key in (agent.keys)() {
            assert!(
                file.contains(&format!("| `{}` |", key.name)),
                "{}",
                key.name
            );
        }
    }
}

/// `collapse variants`' listing: the variant's own line and the sets listed apart, as
/// `(pairs of the set or "", defaults)`.
fn listed_defaults(listing: &str, variant: &str) -> Vec<(String, String)> {
    let block = listing
        .split("\n\n")
        .find(|b| b.starts_with(&format!("{variant}\n")))
        .unwrap_or_else(|| panic!("{variant} not listed"));
    let mut out = Vec::new();
    for line in block.lines() {
        if let Some(rest) = line.trim().strip_prefix("mcts agents default here to: ") {
            let d = rest.split(' ').next().unwrap();
            out.push((String::new(), d.to_string()));
        } else if let Some(rest) = line.trim().strip_prefix("with --param ") {
            let (set, d) = rest.split_once(", mcts agents default to: ").unwrap();
            let d = if d == "the plain mcts defaults" {
                ""
            } else {
                d
            };
            out.push((set.to_string(), d.to_string()));
        }
    }
    out
}

#[test]
fn the_listed_defaults_are_what_a_tournament_records_for_every_set() {
    let listing = collapse_ok(&["variants"]);
    for v in VARIANTS {
        let listed = listed_defaults(&listing, v.name);
        let variant_line = listed
            .iter()
            .find(|(set, _)| set.is_empty())
            .map_or("", |(_, d)| d.as_str());
        assert_eq!(variant_line, v.mcts_defaults(), "{}", v.name);
        for set in v.choice_combinations() {
            let changed: Vec<String> = set
                .typed()
                .values()
                .into_iter()
                .filter(|(k, val)| v.defaults().get(k).as_ref() != Some(val))
                .map(|(k, val)| format!("{k}={val}"))
                .collect();
            let pairs = changed.join(",");
            let expected = listed
                .iter()
                .find(|(s, _)| *s == pairs)
                .map_or(variant_line, |(_, d)| d.as_str());
            assert_eq!(expected, set.mcts_defaults(), "{} {pairs}", v.name);
            // What the tournament records: the plain `mcts` with the set's defaults.
            let out = tmp(
                "defaults",
                &format!("{}-{}.csv", v.name, pairs.replace([',', '='], "_")),
            );
            let mut args = vec![
                "tournament",
                "--variant",
                v.name,
                "--agent",
                "mcts:iters=2",
                "--agent",
                "random",
                "--games",
                "1",
                "--out",
                out.to_str().unwrap(),
                "--quiet",
                "--no-report",
            ];
            if !pairs.is_empty() {
                args.extend(["--param", pairs.as_str()]);
            }
            collapse_ok(&args);
            let mut r = csv::Reader::from_path(&out).unwrap();
            let headers = r.headers().unwrap().clone();
            let row = r.records().next().unwrap().unwrap();
            let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
            let recorded = mcts::AgentSpec::parse(&row[col("white")]).unwrap();
            let want = mcts::AgentSpec::parse_with_defaults("mcts:iters=2", expected).unwrap();
            assert_eq!(
                recorded,
                want,
                "{} {pairs}: recorded {}",
                v.name,
                &row[col("white")]
            );
        }
    }
}
