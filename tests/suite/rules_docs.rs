//! `docs/rules/<game>.md` names, for every rule, the tests that check it (in the last column
//! of its tables). This test keeps those names true: each one must be a function of the
//! workspace's Rust sources, so renaming or deleting a test without updating the rule's row
//! fails here instead of leaving the rule silently untested.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, `target` and hidden folders left out.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        if p.is_dir() {
            if name != "target" && !name.starts_with('.') {
                rust_files(&p, out);
            }
        } else if name.ends_with(".rs") {
            out.push(p);
        }
    }
}

/// The names after `fn ` in `text`.
fn function_names(text: &str, names: &mut HashSet<String>) {
    for (i, _) in text.match_indices("fn ") {
        if i > 0 && text.as_bytes()[i - 1].is_ascii_alphanumeric() {
            continue;
        }
        let name: String = text[i + 3..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            names.insert(name);
        }
    }
}

/// The test names of a rules table row: the backticked snake_case names (a path's last
/// segment) of its last cell.
fn row_test_names(line: &str) -> Vec<String> {
    let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
    let Some(last) = cells.last() else {
        return Vec::new();
    };
    last.split('`')
        .skip(1)
        .step_by(2)
        .map(|s| s.rsplit("::").next().unwrap_or(s).to_string())
        .filter(|s| {
            s.contains('_')
                && s.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        })
        .collect()
}

#[test]
fn every_test_a_rules_doc_names_exists() {
    let mut files = Vec::new();
    rust_files(&root(), &mut files);
    let mut names = HashSet::new();
    for f in &files {
        function_names(&fs::read_to_string(f).unwrap(), &mut names);
    }
    let mut checked = 0;
    let mut missing = Vec::new();
    let docs = root().join("docs/rules");
    let mut mds: Vec<PathBuf> = fs::read_dir(&docs)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    mds.sort();
    assert!(mds.len() >= 6, "expected a rules file per game in {docs:?}");
    for md in &mds {
        let text = fs::read_to_string(md).unwrap();
        for (n, line) in text.lines().enumerate() {
            if !line.starts_with('|') {
                continue;
            }
            for name in row_test_names(line) {
                checked += 1;
                if !names.contains(&name) {
                    missing.push(format!(
                        "{}:{}: `{name}`",
                        md.file_name().unwrap().to_string_lossy(),
                        n + 1
                    ));
                }
            }
        }
    }
    // The docs name some 300 tests; far fewer means the tables were not read.
    assert!(
        checked >= 200,
        "only {checked} test names found in docs/rules"
    );
    assert!(
        missing.is_empty(),
        "docs/rules names tests that do not exist (renamed or removed? update the row):\n{}",
        missing.join("\n")
    );
}

#[test]
fn row_names_are_read_from_the_last_cell() {
    let row =
        "| 3 | A rule with `code_words` | G `first_test`, X `mod::second_test`, the `B` table |";
    assert_eq!(row_test_names(row), ["first_test", "second_test"]);
    let mut names = HashSet::new();
    function_names(
        "pub fn first_test() {}\nfn second_test<G>() {}\n// cfn not_one",
        &mut names,
    );
    assert!(names.contains("first_test") && names.contains("second_test"));
    assert!(!names.contains("not_one"));
}
