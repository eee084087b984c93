//! No import circles between the files of any crate (issue 74 part 2). Each source file is a
//! module; a `use crate::...` or `use super::...` line (with `pub`, braces and `as` allowed),
//! or such a path written inline in code (`crate::stats::median(..)`), is an edge from the file
//! to the file that defines the module it names (the longest prefix of the path that is a
//! module file). A cycle among those edges fails the test, naming its
//! files. Inline modules (`mod tests { use super::*; }`) are followed, so a test module's
//! `super` is its own file. Edges to a parent that declares the module (`mod x;`) are not
//! counted by the declaration itself, only by `use` lines.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The source roots checked: every workspace crate and the binary.
const ROOTS: &[&str] = &[
    "mcts/src",
    "variants/src",
    "tournament/src",
    "reports/src",
    "lab/src",
    "serve/src",
    "uci/src",
    "src",
];

/// Module path (segments from the crate root) -> file, for every `.rs` file under `root`.
fn modules(root: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    let mut out = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().with_extension("");
                let mut segs: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if segs.last().is_some_and(|s| s == "mod") {
                    segs.pop();
                }
                if segs == ["lib"] || segs == ["main"] {
                    segs.clear();
                }
                out.insert(segs, path);
            }
        }
    }
    out
}

/// The text with comments, string and char literals blanked (braces inside them would
/// confuse the module nesting), keeping byte offsets.
fn code_only(text: &str) -> Vec<u8> {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            let end = b[i..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if b[i..].starts_with(b"/*") {
            let end = text[i + 2..].find("*/").map_or(b.len(), |p| i + 2 + p + 2);
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'r'
            && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#'))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = b[start..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(b.len(), |p| start + p + close.len());
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, (j + 1).min(b.len()));
            i = j + 1;
        } else if b[i] == b'\'' {
            // A char literal ('x', '\n', '\u{7b}'), not a lifetime ('a).
            let len = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..].iter().position(|&c| c == b'\'').map(|p| p + 3)
            } else if b.get(i + 2) == Some(&b'\'') {
                Some(3)
            } else {
                None
            };
            match len {
                Some(n) => {
                    blank(&mut out, i, i + n);
                    i += n;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Expands `a::{b, c::{d, e}}` into `a::b`, `a::c::d`, `a::c::e`.
fn expand(path: &str) -> Vec<String> {
    let path = path.trim();
    let Some(open) = path.find('{') else {
        return vec![path.to_string()];
    };
    let close = path.rfind('}').unwrap();
    let (prefix, inner) = (&path[..open], &path[open + 1..close]);
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (k, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(|p| expand(p).into_iter().map(move |e| format!("{prefix}{e}")))
        .collect()
}

/// The module files each file of `root` imports by `use crate::`/`use super::` lines.
fn edges(
    root: &Path,
) -> (
    BTreeMap<Vec<String>, PathBuf>,
    BTreeMap<PathBuf, BTreeSet<PathBuf>>,
) {
    let mods = modules(root);
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for (module, file) in &mods {
        let text = std::fs::read_to_string(file).unwrap();
        let code = String::from_utf8(code_only(&text)).unwrap();
        let bytes = code.as_bytes();
        // Inline modules open at `mod NAME {`; (name, brace depth inside it).
        let mut inline: Vec<(String, usize)> = Vec::new();
        let mut depth = 0usize;
        let mut i = 0;
        while i < bytes.len() {
            let at_word = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
            match bytes[i] {
                b'{' => depth += 1,
                b'}' => {
                    if inline.last().is_some_and(|(_, d)| *d == depth) {
                        inline.pop();
                    }
                    depth = depth.saturating_sub(1);
                }
                b'm' if at_word && code[i..].starts_with("mod ") => {
                    let rest = &code[i + 4..];
                    let name: String = rest
                        .trim_start()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    let after = rest.trim_start()[name.len()..].trim_start();
                    if after.starts_with('{') {
                        let brace = i + 4 + (rest.len() - after.len());
                        inline.push((name, depth + 1));
                        depth += 1;
                        i = brace + 1;
                        continue;
                    }
                }
                b'u' | b'c' | b's' if at_word && (i == 0 || bytes[i - 1] != b':') => {
                    // A `use crate::`/`use super::` statement, or a path written inline
                    // (`crate::stats::median(..)`, `super::tune::Args`).
                    let (stmt, next) = if code[i..].starts_with("use ") {
                        let end = code[i..].find(';').map_or(code.len(), |p| i + p);
                        (
                            code[i + 4..end]
                                .split_whitespace()
                                .collect::<Vec<_>>()
                                .join(" "),
                            end,
                        )
                    } else if code[i..].starts_with("crate::") || code[i..].starts_with("super::") {
                        let len = code[i..]
                            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                            .unwrap_or(code.len() - i);
                        (code[i..i + len].trim_end_matches(':').to_string(), i + len)
                    } else {
                        i += 1;
                        continue;
                    };
                    let stmt_end = next;
                    if stmt.starts_with("crate::") || stmt.starts_with("super::") {
                        let here: Vec<String> = module
                            .iter()
                            .cloned()
                            .chain(inline.iter().map(|(n, _)| n.clone()))
                            .collect();
                        for path in expand(&stmt) {
                            let path = path.split(" as ").next().unwrap().replace(' ', "");
                            let mut segs: Vec<&str> = path.split("::").collect();
                            let mut base = here.clone();
                            if segs[0] == "crate" {
                                base.clear();
                                segs.remove(0);
                            }
                            while segs.first() == Some(&"super") {
                                base.pop();
                                segs.remove(0);
                            }
                            let full: Vec<String> = base
                                .into_iter()
                                .chain(segs.iter().map(|s| s.to_string()))
                                .collect();
                            let target = (0..=full.len()).rev().find_map(|k| mods.get(&full[..k]));
                            if let Some(t) = target.filter(|t| *t != file) {
                                edges.entry(file.clone()).or_default().insert(t.clone());
                            }
                        }
                    }
                    i = stmt_end;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
    }
    (mods, edges)
}

/// The strongly connected components of more than one file (Tarjan).
fn cycles(nodes: &[PathBuf], edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct T<'a> {
        edges: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on: BTreeSet<&'a PathBuf>,
        out: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(t: &mut T<'a>, v: &'a PathBuf) {
        let n = t.index.len();
        t.index.insert(v, n);
        t.low.insert(v, n);
        t.stack.push(v);
        t.on.insert(v);
        if let Some(ws) = t.edges.get(v) {
            for w in ws {
                if !t.index.contains_key(w) {
                    visit(t, w);
                    let lw = t.low[w];
                    let lv = t.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if t.on.contains(w) {
                    let iw = t.index[w];
                    let lv = t.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
        }
        if t.low[v] == t.index[v] {
            let mut comp = Vec::new();
            loop {
                let w = t.stack.pop().unwrap();
                t.on.remove(w);
                comp.push(w.clone());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                t.out.push(comp);
            }
        }
    }
    let mut t = T {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in nodes {
        if !t.index.contains_key(v) {
            visit(&mut t, v);
        }
    }
    t.out
}

#[test]
fn no_crate_has_an_import_circle_between_its_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for r in ROOTS {
        let (mods, e) = edges(&root.join(r));
        let nodes: Vec<PathBuf> = mods.values().cloned().collect();
        for comp in cycles(&nodes, &e) {
            let names: Vec<String> = comp
                .iter()
                .map(|p| p.strip_prefix(root).unwrap().display().to_string())
                .collect();
            found.push(names.join(" <-> "));
        }
    }
    assert!(
        found.is_empty(),
        "import circles (files that use each other, directly or through others; move the shared \
         items into a module both use):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_cycle_check_finds_a_planted_circle_and_follows_inline_modules() {
    let dir = std::env::temp_dir().join(format!("collapse-cycles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("b")).unwrap();
    std::fs::write(dir.join("lib.rs"), "mod a; mod b; mod d; mod e;\n").unwrap();
    // a -> b::c (through braces and a rename), b/c -> a: a circle.
    std::fs::write(
        dir.join("a.rs"),
        "use crate::{b::c::{X as Y}};\npub struct Z;\n",
    )
    .unwrap();
    std::fs::write(dir.join("d.rs"), "pub fn f() -> u8 { crate::e::g() }\n").unwrap();
    std::fs::write(
        dir.join("e.rs"),
        "pub fn g() -> u8 { 1 }\npub fn h() -> u8 { super::d::f() }\n",
    )
    .unwrap();
    std::fs::write(dir.join("b/mod.rs"), "pub mod c;\n").unwrap();
    std::fs::write(
        dir.join("b/c.rs"),
        "use super::super::a::Z;\npub struct X;\nfn f() -> &'static str { \"{ mod q {\" }\n\
         #[cfg(test)]\nmod tests {\n    use super::*; // its own file: no edge\n}\n",
    )
    .unwrap();
    let (mods, e) = edges(&dir);
    let nodes: Vec<PathBuf> = mods.values().cloned().collect();
    let found = cycles(&nodes, &e);
    // d -> e and e -> d by paths written inline: a second circle.
    assert_eq!(
        found.iter().map(|c| c.len()).sum::<usize>(),
        4,
        "two circles of two files: {found:?}"
    );
    assert!(found.contains(&vec![dir.join("a.rs"), dir.join("b/c.rs")]));
    assert!(found.contains(&vec![dir.join("d.rs"), dir.join("e.rs")]));
    // The test module's `use super::*` resolves to b/c.rs itself, not to b/mod.rs.
    assert!(!e[&dir.join("b/c.rs")].contains(&dir.join("b/mod.rs")));
    // Without a's import and e's inline path the circles are gone.
    std::fs::write(dir.join("a.rs"), "pub struct Z;\n").unwrap();
    std::fs::write(dir.join("e.rs"), "pub fn g() -> u8 { 1 }\n").unwrap();
    let (mods, e) = edges(&dir);
    let nodes: Vec<PathBuf> = mods.values().cloned().collect();
    assert!(cycles(&nodes, &e).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}
