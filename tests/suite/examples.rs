//! Every `collapse ...` example of the documentation runs and exits 0 (issue 24 part 1).
//!
//! **Where examples come from.** The fenced code blocks of `README.md` and of every `docs/**/*.md`
//! file, and the `--help` texts of `collapse` and of each subcommand. In a code block, lines
//! ending in `\` are joined to the next one, a `#` comment is cut off, and the result is an
//! example when it invokes the binary: it starts with `collapse` (or `cargo run ... -- ARGS`,
//! run as `collapse ARGS`), or `collapse` follows `&&`, `|`, `;` or `parallel` in it. In a help
//! text, a line that starts with `collapse ` or `$ collapse ` is an example. Output lines,
//! `scripts/...` and `cargo test` are not examples of the binary.
//!
//! **Each example is run, adapted or skipped.** An example is either in [`SKIP`] (with the
//! reason), or in [`ADAPT`] (setup steps and the command lines that stand for it), or run as it
//! is written. A line with a shell construct (`...` placeholder, `$VAR`, pipe, `&&`, `;`,
//! redirection, `parallel`, `sbatch`, `{}`, `:::`) or a `human` side must be in one of the two
//! tables, otherwise the test fails: a new example is covered automatically or the test says
//! what it needs. A table entry that matches no example fails the test too (so the tables do
//! not go stale). Globs (`results/*.csv`) are expanded as the shell would, in the scratch
//! folder, and must match a file made by an earlier example.
//!
//! **Scratch folders.** Each code block (and each help text) runs in a fresh folder from
//! `common::tmp`, with the examples in file order, so an example that reads CSVs reads those
//! that earlier examples of its block wrote; an [`ADAPT`] entry with `continues` runs its block
//! in the previous block's folder (the README's merge block after the Slurm block). The binary
//! runs with that folder as working directory and no standard input; every run must exit 0.
//!
//! **Budgets are shortened mechanically** (the whole test takes about 15 s on 2 cores, not the
//! hours of the examples as written), on every command run, the [`ADAPT`] lines included:
//! - agent specs (`--agent`, `--white`, `--black`): `mcts`/`alphabeta` `ms=N` -> `ms=5`,
//!   `mcts` `iters=N` -> at most `iters=30` (`iters=0`, no iteration limit, stays: a pure 5 ms
//!   budget), and an `mcts` spec without `iters` gets `iters=30` (with `ms`, whichever ends
//!   first: 5 ms a move alone made the Quantimex race and the sweeps take 25 s of the test's
//!   30); each value of a `key=A|B` axis alike;
//! - a `tournament` without `--agent` gets its default agents (read from its `--help`)
//!   spelt out and shortened; `play` without `--white` gets `--white mcts:iters=30`, `analyse`
//!   without `--agent` gets `--agent mcts:iters=0,ms=5`;
//! - `--games N` -> at most 2, or at most 2 x S with `--shard K/S` (so that no shard is empty);
//! - `tune`: `--round N` -> at most 2, `--budget N` -> N/1000 (at least 2), so a larger budget
//!   stays larger;
//! - `explore`: `--depth` at most 1, `--top 2` (with `--prior-iters` at most 10), `--games` at
//!   most 2, `--quiet`, and `--agent mcts:iters=30` when no agent is given;
//! - `fit-eval` and `values`: `--games` at most 2 (with `--method imbalance`, 2 a match), the
//!   `--agent` shortened as above (docs/values.md's `values --games 1500` once played its
//!   games in full and was killed at the 120 s limit on a loaded machine);
//! - `perft --depth N` -> at most 3; `bench`: `--playouts 2`, `--iters 100`, `--repeat 1`;
//! - `tournament`, `sweep`, `tune`: `--quiet`.
//!
//! Run with `--nocapture` to see each command, its time and the summary.

use crate::common;

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One step of an adapted example.
enum Step {
    /// The example as written (with `$VAR`s from [`Step::Set`] / [`Step::SetMoves`]).
    Itself,
    /// Another command line in the documentation's syntax (globs expanded).
    Run(&'static str),
    /// Sets a shell variable for [`Step::Itself`].
    Set(&'static str, &'static str),
    /// Sets a variable to the first `plies` moves of game `game` of the CSV `csv` (fewer when
    /// the game is shorter: never its last move).
    SetMoves {
        var: &'static str,
        csv: &'static str,
        game: u64,
        plies: usize,
    },
    /// Writes a file.
    Write(&'static str, &'static str),
    /// Makes a folder (`mkdir -p`).
    Mkdir(&'static str),
    /// Cuts a result CSV as a kill would: the header, two complete rows and half of the third.
    Interrupt(&'static str),
}

/// An example run by other steps than itself as written.
struct Adapt {
    example: &'static str,
    why: &'static str,
    /// Run this example's code block in the previous block's folder (it reads its files).
    continues: bool,
    steps: &'static [Step],
}

use Step::*;

/// The table of substitutions: examples that need setup, or shell constructs turned into
/// plain runs of the binary (the shortening rules apply to these lines too).
const ADAPT: &[Adapt] = &[
    Adapt {
        example: "collapse tournament --agent new=mcts:ms=100,c=0.8 --agent base=mcts:ms=100 --openings openings.txt --games 200 --sprt elo0=0,elo1=10,alpha=0.05,beta=0.05",
        why: "needs openings.txt: two Uncertainty openings (a comment and a blank line too)",
        continues: false,
        steps: &[Write("openings.txt", "# two openings\nb3-b4>K a7-a6\n\nb3-b4>Q a7-a6\n"), Itself],
    },
    Adapt {
        example: "collapse tournament ... --random-opening-plies 4",
        why: "placeholder `...`: any tournament",
        continues: false,
        steps: &[Run("collapse tournament --agent mcts:iters=2000 --agent greedy --games 20 --random-opening-plies 4")],
    },
    Adapt {
        example: "collapse tournament --out results/t.csv --resume",
        why: "needs an interrupted tournament: the same run cut off mid-row first",
        continues: false,
        steps: &[Run("collapse tournament --out results/t.csv"), Interrupt("results/t.csv"), Itself],
    },
    Adapt {
        example: "collapse tournament --shard 2/4 --out shard2.csv ...",
        why: "placeholder `...`; the merge example below reads all four shards, so all four are run",
        continues: false,
        steps: &[
            Run("collapse tournament --agent mcts --agent greedy --games 8 --shard 1/4 --out shard1.csv"),
            Run("collapse tournament --agent mcts --agent greedy --games 8 --shard 2/4 --out shard2.csv"),
            Run("collapse tournament --agent mcts --agent greedy --games 8 --shard 3/4 --out shard3.csv"),
            Run("collapse tournament --agent mcts --agent greedy --games 8 --shard 4/4 --out shard4.csv"),
        ],
    },
    Adapt {
        example: "collapse report a.csv b.csv --pool",
        why: "needs a.csv and b.csv: tournaments of two variants",
        continues: false,
        steps: &[
            Run("collapse tournament --agent mcts --agent greedy --out a.csv --no-report"),
            Run("collapse tournament --variant tictactoe --agent mcts --agent greedy --out b.csv --no-report"),
            Itself,
        ],
    },
    Adapt {
        example: "collapse report t.csv --sprt elo0=0,elo1=10",
        why: "needs t.csv: a match of two agents",
        continues: false,
        steps: &[
            Run("collapse tournament --agent new=mcts:c=0.8 --agent base=mcts --out t.csv --no-report"),
            Itself,
        ],
    },
    Adapt {
        example: "collapse sweep ... --out sweep.csv --resume",
        why: "placeholder `...`: the sweep above, interrupted, then resumed",
        continues: false,
        steps: &[
            Interrupt("sweep.csv"),
            Run("collapse sweep --variant uncertainty --param board=standard,torus --param retransform=off,on --agent \"mcts:ms=100\" --games 60 --out sweep.csv --resume"),
        ],
    },
    Adapt {
        example: "collapse tune ... --out tune.csv --resume --budget 12000",
        why: "placeholder `...`: the race above, interrupted, then continued with the larger budget",
        continues: false,
        steps: &[
            Interrupt("tune.csv"),
            Run("collapse tune --variant quantimex --param spread=B/S/BS/SF/BSF,-/B/BS/BSF/BSF,B/B/B/B/B --agent \"mcts:ms=100\" --budget 12000 --round 20 --out tune.csv --resume"),
        ],
    },
    Adapt {
        example: "collapse tournament --agent new=mcts:ms=100,c=0.8 --agent base=mcts:ms=100 --games 2000 --random-opening-plies 4 --seed 7 --threads 8 --quiet --no-report --shard ${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT} --out shards/s${SLURM_ARRAY_TASK_ID}.csv",
        why: "a Slurm array job ($SLURM_ARRAY_TASK_*): run as an array of two tasks, one after the other, after the script's `mkdir -p shards`",
        continues: false,
        steps: &[
            Mkdir("shards"),
            Set("SLURM_ARRAY_TASK_COUNT", "2"),
            Set("SLURM_ARRAY_TASK_ID", "1"),
            Itself,
            Set("SLURM_ARRAY_TASK_ID", "2"),
            Itself,
        ],
    },
    Adapt {
        example: "collapse merge shards/s*.csv --out all.csv && collapse report all.csv",
        why: "`&&`: the two commands in turn, on the Slurm block's shards",
        continues: true,
        steps: &[Run("collapse merge shards/s*.csv --out all.csv"), Run("collapse report all.csv")],
    },
    Adapt {
        example: "mkdir -p shards && parallel collapse tournament --agent mcts:iters=800 --agent greedy --games 200 --seed 7 --quiet --no-report --shard {}/4 --out shards/s{}.csv ::: 1 2 3 4 && collapse merge shards/s*.csv --out all.csv && collapse report all.csv",
        why: "GNU parallel and `&&`: the four shards one after the other, then merge and report",
        continues: false,
        steps: &[
            Mkdir("shards"),
            Run("collapse tournament --agent mcts:iters=800 --agent greedy --games 200 --seed 7 --quiet --no-report --shard 1/4 --out shards/s1.csv"),
            Run("collapse tournament --agent mcts:iters=800 --agent greedy --games 200 --seed 7 --quiet --no-report --shard 2/4 --out shards/s2.csv"),
            Run("collapse tournament --agent mcts:iters=800 --agent greedy --games 200 --seed 7 --quiet --no-report --shard 3/4 --out shards/s3.csv"),
            Run("collapse tournament --agent mcts:iters=800 --agent greedy --games 200 --seed 7 --quiet --no-report --shard 4/4 --out shards/s4.csv"),
            Run("collapse merge shards/s*.csv --out all.csv"),
            Run("collapse report all.csv"),
        ],
    },
    Adapt {
        example: "collapse analyse ... --agent mcts:iters=200,mate=1",
        why: "placeholder `...`: the position of the line above",
        continues: false,
        steps: &[Run("collapse analyse -p retransform=on --moves \"b3-a3>Q b6-b5>Q g2-g3>R d6-d7>R h3-h4>R f6-e6>R f3-f2>B h6-h5>K\" --agent mcts:iters=200,mate=1")],
    },
    Adapt {
        example: "collapse analyse -v fiveup -p \"$P\" --moves \"$M\" --agent mcts:iters=0,ms=200",
        why: "$P as in its block; $M is the first 48 moves of game 0 of a Five Up hypertorus game (the block's CSV is not in the repository), made here first",
        continues: false,
        steps: &[
            Set("P", "topology=hypertorus,unicorn=off,move_cap=300"),
            Run("collapse tournament -v fiveup -p topology=hypertorus,unicorn=off,move_cap=300 --agent mcts --agent alphabeta:depth=2 --out 12-fiveup.csv --no-report"),
            SetMoves { var: "M", csv: "12-fiveup.csv", game: 0, plies: 48 },
            Itself,
        ],
    },
];

/// Examples not run, each with the reason.
const SKIP: &[(&str, &str)] = &[
    (
        "collapse explore --variant fiveup --depth 1 --agent mcts:iters=2000 --games 20000 --batch 64 --seed 7 --threads 8 --quiet --shard ${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT} --out shards/s${SLURM_ARRAY_TASK_ID}.csv",
        "explore shards must run at the same time (each waits for the others' games of a round); tests/suite/explore_cli.rs runs three shards at once and merges them",
    ),
    (
        "mkdir -p shards && parallel collapse explore --variant chess --depth 2 --agent mcts:iters=200 --games 4000 --seed 7 --quiet --shard {}/4 --out shards/s{}.csv ::: 1 2 3 4 && collapse merge shards/s*.csv --out all.csv",
        "explore shards must run at the same time (each waits for the others' games of a round); tests/suite/explore_cli.rs runs three shards at once and merges them",
    ),
    (
        "target/release/collapse bench -v $v --playouts 1000 --iters 20000 --repeat 3 --threads 1 | tail -1",
        "a loop's body over every game (docs/performance.md, the table at the top); the same bench of one game, `collapse bench -v chess --playouts 200 --iters 2000 --repeat 1 --threads 1`, runs as an example of the same page",
    ),
    (
        "target/release/collapse bench -v $v --playouts 200 --iters 2000 --repeat 1 --threads 1 | tail -1",
        "a loop's body over every game (docs/performance.md); the same bench of one game, `collapse bench -v chess --playouts 200 --iters 2000 --repeat 1 --threads 1`, runs as the example above it",
    ),
    (
        "collapse serve",
        "a web server that runs until stopped; tests/suite/serve_cli.rs starts it on port 0 and drives it over a socket",
    ),
    (
        "collapse serve --out results --port 9000",
        "a web server that runs until stopped; tests/suite/serve_cli.rs starts it on port 0 and drives it over a socket",
    ),
    (
    "collapse play --variant potential --white human --black mcts:ms=1000",
    "needs a human at the terminal to type White's moves (tests/suite/human.rs drives `human` through a scripted stdin)",
)];

/// Most seconds one command may take before it is killed and reported.
const TIMEOUT: Duration = Duration::from_secs(120);

/// An example line and where it was found.
struct Example {
    /// `README.md:42` or `collapse tune --help`.
    source: String,
    /// Continuation lines joined, the comment cut off, whitespace collapsed.
    text: String,
}

/// The examples of one code block (or help text), run in one folder.
struct Block {
    examples: Vec<Example>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The text before an unquoted `#` that starts a word.
fn strip_comment(line: &str) -> &str {
    let (mut single, mut double) = (false, false);
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match c {
            '\'' if !double => single = !single,
            '"' if !single => double = !double,
            '#' if !single && !double && prev.is_whitespace() => return &line[..i],
            _ => {}
        }
        prev = c;
    }
    line
}

fn collapse_ws(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether a (joined, comment-free) line invokes the binary.
fn invokes_collapse(text: &str) -> bool {
    let w: Vec<&str> = text.split_whitespace().collect();
    let is_bin = |s: &str| s == "collapse" || s.ends_with("/collapse");
    match w.first() {
        None => false,
        Some(&first) if is_bin(first) => true,
        Some(&"cargo") => w.get(1) == Some(&"run"),
        _ => w.windows(2).any(|p| {
            is_bin(p[1]) && ["&&", "||", "|", ";", "parallel", "time", "xargs"].contains(&p[0])
        }),
    }
}

/// The examples of the fenced code blocks of a Markdown file, one [`Block`] per code block
/// that has any.
fn markdown_blocks(path: &Path) -> Vec<Block> {
    let name = path.strip_prefix(root()).unwrap().display().to_string();
    let text = fs::read_to_string(path).unwrap();
    let mut blocks = Vec::new();
    let mut current: Option<Vec<Example>> = None;
    let mut pending: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            match current.take() {
                Some(ex) => {
                    if !ex.is_empty() {
                        blocks.push(Block { examples: ex });
                    }
                }
                None => current = Some(Vec::new()),
            }
            pending = None;
            continue;
        }
        let Some(ex) = current.as_mut() else { continue };
        let (start, mut joined) = pending.take().unwrap_or((i + 1, String::new()));
        let body = line.trim_end();
        if let Some(head) = body.strip_suffix('\\') {
            joined.push_str(head);
            joined.push(' ');
            pending = Some((start, joined));
            continue;
        }
        joined.push_str(body);
        let text = collapse_ws(strip_comment(&joined));
        if invokes_collapse(&text) {
            ex.push(Example {
                source: format!("{name}:{start}"),
                text,
            });
        }
    }
    blocks
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            markdown_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "md") {
            out.push(p);
        }
    }
}

fn run_help(args: &[&str]) -> String {
    let o = common::collapse(args);
    assert!(
        o.status.success(),
        "collapse {args:?}: {}",
        common::text(&o.stderr)
    );
    common::text(&o.stdout)
}

/// The subcommands listed by `collapse --help` (without `help`).
fn subcommands(top: &str) -> Vec<String> {
    top.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter(|s| *s != "help")
        .map(String::from)
        .collect()
}

/// The example lines of the help texts, one [`Block`] per help text that has any.
fn help_blocks() -> Vec<Block> {
    let top = run_help(&["--help"]);
    let subs = subcommands(&top);
    assert!(
        subs.len() >= 10,
        "subcommands not found in `collapse --help`:\n{top}"
    );
    let mut texts = vec![("collapse --help".to_string(), top)];
    for s in subs {
        let h = run_help(&[&s, "--help"]);
        texts.push((format!("collapse {s} --help"), h));
    }
    let mut blocks = Vec::new();
    for (source, text) in texts {
        let examples: Vec<Example> = text
            .lines()
            .map(|l| l.trim())
            .map(|l| l.strip_prefix("$ ").unwrap_or(l))
            .filter(|l| l.starts_with("collapse "))
            .map(|l| Example {
                source: source.clone(),
                text: collapse_ws(strip_comment(l)),
            })
            .collect();
        if !examples.is_empty() {
            blocks.push(Block { examples });
        }
    }
    blocks
}

/// The shell construct in `text` that the test cannot run as it is, if any.
fn shell_construct(text: &str) -> Option<&'static str> {
    let (mut single, mut double) = (false, false);
    for c in text.chars() {
        match c {
            '\'' if !double => single = !single,
            '"' if !single => double = !double,
            '$' if !single => return Some("$VAR"),
            '|' | '&' | ';' | '<' | '>' | '`' | '(' | ')' | '{' | '}' if !single && !double => {
                return Some("shell operator")
            }
            _ => {}
        }
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    for (w, what) in [
        ("...", "placeholder `...`"),
        (":::", "GNU parallel"),
        ("parallel", "GNU parallel"),
        ("sbatch", "Slurm"),
        ("human", "a human player"),
    ] {
        if words.contains(&w) {
            return Some(what);
        }
    }
    if words
        .iter()
        .any(|w| w.split(['=', ':', ',']).any(|p| p == "human"))
    {
        return Some("a human player");
    }
    None
}

/// A shell word: its text without quotes, and whether it has an unquoted `*`.
struct Word {
    text: String,
    glob: bool,
}

/// Splits a command line into words as the shell does (quotes, no expansions).
fn shell_words(line: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut cur: Option<Word> = None;
    let (mut single, mut double) = (false, false);
    for c in line.chars() {
        if !single && !double && c.is_whitespace() {
            if let Some(w) = cur.take() {
                out.push(w);
            }
            continue;
        }
        let w = cur.get_or_insert_with(|| Word {
            text: String::new(),
            glob: false,
        });
        match c {
            '\'' if !double => single = !single,
            '"' if !single => double = !double,
            '*' if !single && !double => {
                w.glob = true;
                w.text.push(c);
            }
            _ => w.text.push(c),
        }
    }
    assert!(!single && !double, "unbalanced quotes in {line}");
    out.extend(cur);
    out
}

/// `$NAME` and `${NAME}` replaced by their values; an unset variable is an error.
fn expand_vars(line: &str, vars: &HashMap<String, String>) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find('$') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let (name, tail) = if let Some(b) = after.strip_prefix('{') {
            let end = b
                .find('}')
                .ok_or_else(|| format!("unclosed ${{ in {line}"))?;
            (&b[..end], &b[end + 1..])
        } else {
            let end = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(after.len());
            (&after[..end], &after[end..])
        };
        let v = vars
            .get(name)
            .ok_or_else(|| format!("${name} is not set (in {line})"))?;
        out.push_str(v);
        rest = tail;
    }
    out.push_str(rest);
    Ok(out)
}

/// A glob word (`*` in its last path component) expanded in `dir`, sorted.
fn expand_glob(pattern: &str, dir: &Path) -> Result<Vec<String>, String> {
    let (folder, file) = match pattern.rfind('/') {
        Some(i) => (&pattern[..i + 1], &pattern[i + 1..]),
        None => ("", pattern),
    };
    if folder.contains('*') {
        return Err(format!(
            "glob {pattern}: `*` only in the file name is supported"
        ));
    }
    let parts: Vec<&str> = file.split('*').collect();
    let matches = |name: &str| {
        let (first, last) = (parts[0], parts[parts.len() - 1]);
        if !name.starts_with(first)
            || name.len() < first.len() + last.len()
            || !name.ends_with(last)
        {
            return false;
        }
        let mut pos = first.len();
        let end = name.len() - last.len();
        for p in &parts[1..parts.len() - 1] {
            match name[pos..end].find(p) {
                Some(j) => pos += j + p.len(),
                None => return false,
            }
        }
        true
    };
    let mut names: Vec<String> = fs::read_dir(dir.join(folder))
        .map_err(|e| format!("glob {pattern}: {e}"))?
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.') && matches(n))
        .map(|n| format!("{folder}{n}"))
        .collect();
    names.sort();
    if names.is_empty() {
        return Err(format!(
            "glob {pattern} matches no file (an earlier example should write one)"
        ));
    }
    Ok(names)
}

/// The arguments after the program (`collapse`, `.../collapse` or `cargo run ... --`).
fn collapse_args(words: Vec<String>) -> Result<Vec<String>, String> {
    match words.first().map(String::as_str) {
        Some("collapse") => Ok(words[1..].to_vec()),
        Some(w) if w.ends_with("/collapse") => Ok(words[1..].to_vec()),
        Some("cargo") => {
            let i = words.iter().position(|w| w == "--").unwrap_or(words.len());
            Ok(words.get(i + 1..).unwrap_or_default().to_vec())
        }
        _ => Err(format!("not a collapse command: {}", words.join(" "))),
    }
}

/// An agent spec with its budgets shortened (see the module doc).
fn shorten_spec(spec: &str) -> String {
    let (name, body) = match spec.split_once('=') {
        Some((n, b)) if !n.contains(':') && b.contains(':') || !n.contains(':') && b == "mcts" => {
            (format!("{n}="), b)
        }
        _ => (String::new(), spec),
    };
    let (kind, keys) = body.split_once(':').unwrap_or((body, ""));
    if kind != "mcts" && kind != "alphabeta" {
        return spec.to_string();
    }
    let cap = |v: &str, max: u64| -> String {
        v.split('|')
            .map(|x| match x.parse::<u64>() {
                Ok(n) if n > max => max.to_string(),
                _ => x.to_string(),
            })
            .collect::<Vec<_>>()
            .join("|")
    };
    let mut out: Vec<String> = Vec::new();
    let mut iters = false;
    for kv in keys.split(',').filter(|k| !k.is_empty()) {
        match kv.split_once('=') {
            Some(("ms", v)) => out.push(format!("ms={}", cap(v, 5))),
            Some(("iters", v)) if kind == "mcts" => {
                iters = true;
                out.push(format!("iters={}", cap(v, 30)));
            }
            _ => out.push(kv.to_string()),
        }
    }
    if kind == "mcts" && !iters {
        out.insert(0, "iters=30".to_string());
    }
    if out.is_empty() {
        format!("{name}{kind}")
    } else {
        format!("{name}{kind}:{}", out.join(","))
    }
}

/// The value of option `long`/`short` (`--opt V` or `--opt=V`), if given.
fn option<'a>(args: &'a [String], long: &str, short: Option<&str>) -> Option<&'a str> {
    for (i, a) in args.iter().enumerate() {
        if a == long || Some(a.as_str()) == short {
            return args.get(i + 1).map(String::as_str);
        }
        if let Some(v) = a.strip_prefix(long).and_then(|r| r.strip_prefix('=')) {
            return Some(v);
        }
    }
    None
}

/// Rewrites every value of option `long`/`short` with `f`; whether there was one.
fn map_option(
    args: &mut [String],
    long: &str,
    short: Option<&str>,
    f: &dyn Fn(&str) -> String,
) -> bool {
    let mut found = false;
    let mut i = 0;
    while i < args.len() {
        if args[i] == long || Some(args[i].as_str()) == short {
            if i + 1 < args.len() {
                args[i + 1] = f(&args[i + 1]);
                found = true;
            }
            i += 2;
            continue;
        }
        if let Some(v) = args[i].strip_prefix(long).and_then(|r| r.strip_prefix('=')) {
            args[i] = format!("{long}={}", f(v));
            found = true;
        }
        i += 1;
    }
    found
}

/// Caps a numeric option value at `max` (a value that does not parse is left alone).
fn cap(max: u64) -> impl Fn(&str) -> String {
    move |v: &str| match v.parse::<u64>() {
        Ok(n) if n > max => max.to_string(),
        _ => v.to_string(),
    }
}

/// The arguments with budgets shortened (see the module doc).
fn shorten(mut args: Vec<String>, default_agents: &[String]) -> Vec<String> {
    let Some(sub) = args.first().cloned() else {
        return args;
    };
    let has = |args: &[String], flag: &str| args.iter().any(|a| a == flag);
    let spec = |v: &str| shorten_spec(v);
    match sub.as_str() {
        "tournament" | "sweep" | "tune" => {
            if !map_option(&mut args, "--agent", Some("-a"), &spec) && sub == "tournament" {
                for a in default_agents {
                    args.push("--agent".into());
                    args.push(shorten_spec(a));
                }
            }
            let shards = option(&args, "--shard", None)
                .and_then(|s| s.split_once('/'))
                .and_then(|(_, n)| n.parse::<u64>().ok())
                .unwrap_or(1);
            map_option(&mut args, "--games", Some("-g"), &cap(2 * shards));
            if sub == "tune" {
                map_option(&mut args, "--round", None, &cap(2));
                map_option(
                    &mut args,
                    "--budget",
                    Some("-b"),
                    &|v| match v.parse::<u64>() {
                        Ok(n) => (n / 1000).max(2).min(n).to_string(),
                        Err(_) => v.to_string(),
                    },
                );
            }
            if !has(&args, "--quiet") {
                args.push("--quiet".into());
            }
        }
        "play" => {
            map_option(&mut args, "--black", None, &spec);
            if !map_option(&mut args, "--white", None, &spec) {
                args.extend(["--white".into(), "mcts:iters=30".into()]);
            }
        }
        "analyse" => {
            let given = map_option(&mut args, "--agent", None, &spec);
            if !given {
                args.extend(["--agent".into(), "mcts:iters=0,ms=5".into()]);
            }
        }
        "explore" => {
            if !map_option(&mut args, "--agent", Some("-a"), &spec) {
                args.extend(["--agent".into(), "mcts:iters=30".into()]);
            }
            // One ply, the two moves a 10-iteration search prefers, two games.
            map_option(&mut args, "--depth", Some("-d"), &cap(1));
            if !map_option(&mut args, "--top", None, &|_: &str| "2".to_string()) {
                args.extend(["--top".into(), "2".into()]);
            }
            if !map_option(&mut args, "--prior-iters", None, &cap(10)) {
                args.extend(["--prior-iters".into(), "10".into()]);
            }
            map_option(&mut args, "--games", Some("-g"), &cap(2));
            if !has(&args, "--quiet") {
                args.push("--quiet".into());
            }
        }
        "fit-eval" | "values" => {
            map_option(&mut args, "--agent", Some("-a"), &spec);
            map_option(&mut args, "--games", Some("-g"), &cap(2));
        }
        "perft" => {
            map_option(&mut args, "--depth", Some("-d"), &cap(3));
        }
        "bench" => {
            for (flag, max) in [("--playouts", 2), ("--iters", 100), ("--repeat", 1)] {
                if !map_option(&mut args, flag, None, &cap(max)) {
                    args.extend([flag.to_string(), max.to_string()]);
                }
            }
        }
        _ => {}
    }
    args
}

/// Runs and checks one command; the state of one block's runs.
struct Runner {
    bin: PathBuf,
    logs: PathBuf,
    default_agents: Vec<String>,
    runs: usize,
    failures: Vec<String>,
}

impl Runner {
    /// Runs `line` (documentation syntax, variables already expanded) in `dir`.
    fn run_line(&mut self, ex: &Example, line: &str, dir: &Path) {
        if let Some(what) = shell_construct(line) {
            self.failures.push(format!(
                "{}: `{}`: {what} in `{line}`: add the example to ADAPT or SKIP",
                ex.source, ex.text
            ));
            return;
        }
        let mut words = Vec::new();
        for w in shell_words(line) {
            if w.glob {
                match expand_glob(&w.text, dir) {
                    Ok(v) => words.extend(v),
                    Err(e) => {
                        self.failures
                            .push(format!("{}: `{}`: {e}", ex.source, ex.text));
                        return;
                    }
                }
            } else {
                words.push(w.text);
            }
        }
        let args = match collapse_args(words) {
            Ok(a) => shorten(a, &self.default_agents),
            Err(e) => {
                self.failures
                    .push(format!("{}: `{}`: {e}", ex.source, ex.text));
                return;
            }
        };
        self.runs += 1;
        let n = self.runs;
        let (out, err) = (
            self.logs.join(format!("{n:03}.out")),
            self.logs.join(format!("{n:03}.err")),
        );
        let shown = args
            .iter()
            .map(|a| {
                if a.contains(' ') || a.is_empty() {
                    format!("{a:?}")
                } else {
                    a.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        let t = Instant::now();
        let mut child = Command::new(&self.bin)
            .args(&args)
            .current_dir(dir)
            .stdin(Stdio::null())
            .stdout(fs::File::create(&out).unwrap())
            .stderr(fs::File::create(&err).unwrap())
            .spawn()
            .expect("run collapse");
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break Some(s);
            }
            if t.elapsed() > TIMEOUT {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        let secs = t.elapsed().as_secs_f64();
        println!("{secs:6.2}s  collapse {shown}");
        let code = status.and_then(|s| s.code());
        if code != Some(0) {
            let tail = |p: &Path| {
                let s = fs::read_to_string(p).unwrap_or_default();
                let lines: Vec<&str> = s.lines().collect();
                lines[lines.len().saturating_sub(12)..].join("\n")
            };
            let why = match status {
                None => format!("killed after {}s", TIMEOUT.as_secs()),
                Some(s) => s.to_string(),
            };
            self.failures.push(format!(
                "{}: `{}`\n  ran `collapse {shown}` in {}: {why}\n  stderr:\n{}\n  stdout (end):\n{}",
                ex.source,
                ex.text,
                dir.display(),
                tail(&err),
                tail(&out)
            ));
        }
    }
}

/// Cuts `path` to its header, two complete rows and half of the third.
fn interrupt(path: &Path) -> Result<(), String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    if lines.len() < 4 {
        return Err(format!(
            "{} has {} rows, too few to interrupt",
            path.display(),
            lines.len() - 1
        ));
    }
    let mut cut: String = lines[..3].concat();
    cut.push_str(&lines[3][..lines[3].len() / 2]);
    fs::write(path, cut).map_err(|e| e.to_string())
}

/// The first `plies` moves of game `game` of a result CSV.
fn csv_moves(path: &Path, game: u64, plies: usize) -> Result<String, String> {
    let mut r = csv::Reader::from_path(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let h = r.headers().unwrap().clone();
    let col = |name: &str| h.iter().position(|c| c == name).unwrap();
    let (id, moves) = (col("game_id"), col("moves"));
    for row in r.records() {
        let row = row.map_err(|e| e.to_string())?;
        if row[id].parse::<u64>() == Ok(game) {
            // At most all but the last move, so the position is not over.
            let all: Vec<&str> = row[moves].split_whitespace().collect();
            return Ok(all[..plies.min(all.len().saturating_sub(1))].join(" "));
        }
    }
    Err(format!("{}: no game {game}", path.display()))
}

/// The default agents of `tournament`, from its `--help` ("... (default: A, B, C) ...").
fn default_agents() -> Vec<String> {
    let help = run_help(&["tournament", "--help"]);
    let after = &help[help.find("--agent").expect("tournament --help has --agent")..];
    let start = after
        .find("(default: ")
        .expect("the --agent help names its defaults")
        + "(default: ".len();
    let list = &after[start..start + after[start..].find(')').unwrap()];
    let agents: Vec<String> = list.split(", ").map(String::from).collect();
    assert!(
        agents.len() >= 2 && agents.iter().all(|a| !a.contains(' ')),
        "cannot read the default agents from `tournament --help`: {list:?}"
    );
    agents
}

/// A fresh scratch folder.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = common::tmp("examples", name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_documented_example_runs() {
    let start = Instant::now();
    let mut files = vec![root().join("README.md")];
    markdown_files(&root().join("docs"), &mut files);
    let mut blocks: Vec<Block> = files.iter().flat_map(|f| markdown_blocks(f)).collect();
    blocks.extend(help_blocks());
    let total: usize = blocks.iter().map(|b| b.examples.len()).sum();
    assert!(
        total >= 30,
        "only {total} examples found: is the extraction broken?"
    );

    let mut runner = Runner {
        bin: PathBuf::from(env!("CARGO_BIN_EXE_collapse")),
        logs: fresh_dir("logs"),
        default_agents: default_agents(),
        runs: 0,
        failures: Vec::new(),
    };
    let mut used_adapt = vec![false; ADAPT.len()];
    let mut used_skip = vec![false; SKIP.len()];
    let (mut ran, mut adapted, mut skipped) = (0, 0, Vec::new());
    let mut dir = PathBuf::new();
    for (b, block) in blocks.iter().enumerate() {
        let first = ADAPT
            .iter()
            .position(|a| a.example == block.examples[0].text);
        if !(b > 0 && first.is_some_and(|i| ADAPT[i].continues)) {
            dir = fresh_dir(&format!("block{b:02}"));
        }
        let mut vars: HashMap<String, String> = HashMap::new();
        for (k, ex) in block.examples.iter().enumerate() {
            println!("-- {}: {}", ex.source, ex.text);
            if let Some(i) = SKIP.iter().position(|s| s.0 == ex.text) {
                used_skip[i] = true;
                println!("   skipped: {}", SKIP[i].1);
                skipped.push(format!("{}: `{}`: {}", ex.source, ex.text, SKIP[i].1));
                continue;
            }
            let Some(i) = ADAPT.iter().position(|a| a.example == ex.text) else {
                runner.run_line(ex, &ex.text, &dir);
                ran += 1;
                continue;
            };
            used_adapt[i] = true;
            adapted += 1;
            let a = &ADAPT[i];
            println!("   adapted: {}", a.why);
            if a.continues && k > 0 {
                runner.failures.push(format!(
                    "{}: `continues` applies only to a block's first example",
                    ex.source
                ));
            }
            for step in a.steps {
                let r = match step {
                    Itself => match expand_vars(&ex.text, &vars) {
                        Ok(line) => {
                            runner.run_line(ex, &line, &dir);
                            Ok(())
                        }
                        Err(e) => Err(e),
                    },
                    Run(line) => {
                        runner.run_line(ex, line, &dir);
                        Ok(())
                    }
                    Set(k, v) => {
                        vars.insert(k.to_string(), v.to_string());
                        Ok(())
                    }
                    SetMoves {
                        var,
                        csv,
                        game,
                        plies,
                    } => csv_moves(&dir.join(csv), *game, *plies).map(|m| {
                        vars.insert(var.to_string(), m);
                    }),
                    Write(f, text) => fs::write(dir.join(f), text).map_err(|e| e.to_string()),
                    Mkdir(d) => fs::create_dir_all(dir.join(d)).map_err(|e| e.to_string()),
                    Interrupt(f) => interrupt(&dir.join(f)),
                };
                if let Err(e) = r {
                    runner
                        .failures
                        .push(format!("{}: `{}`: {e}", ex.source, ex.text));
                }
            }
        }
    }
    for (i, a) in ADAPT.iter().enumerate() {
        if !used_adapt[i] {
            runner.failures.push(format!(
                "ADAPT entry matches no example any more: `{}`",
                a.example
            ));
        }
    }
    for (i, s) in SKIP.iter().enumerate() {
        if !used_skip[i] {
            runner
                .failures
                .push(format!("SKIP entry matches no example any more: `{}`", s.0));
        }
    }
    println!(
        "\n{total} examples: {ran} run as written (shortened), {adapted} adapted, {} skipped; \
         {} commands in {:.1}s",
        skipped.len(),
        runner.runs,
        start.elapsed().as_secs_f64()
    );
    for s in &skipped {
        println!("skipped {s}");
    }
    assert!(
        runner.failures.is_empty(),
        "{} failure(s):\n\n{}",
        runner.failures.len(),
        runner.failures.join("\n\n")
    );
    // The scratch folders are left for a failed run only.
    let _ = fs::remove_dir_all(common::tmp("examples", "x").parent().unwrap());
}

#[test]
fn examples_are_recognised_and_budgets_shortened_as_documented() {
    // What counts as an example, and what needs a table entry.
    assert!(invokes_collapse("collapse variants"));
    assert!(invokes_collapse("cargo run --release -- bench"));
    assert!(invokes_collapse(
        "mkdir -p s && parallel collapse tournament ::: 1 2"
    ));
    assert!(!invokes_collapse("figure collapse peer ours/peer"));
    assert!(!invokes_collapse("scripts/strength --quick"));
    assert_eq!(
        strip_comment("collapse agents   # every agent"),
        "collapse agents   "
    );
    assert_eq!(strip_comment("#!/bin/bash"), "");
    assert_eq!(
        shell_construct("collapse moves --moves \"b3-b4>K a7-a6\""),
        None
    );
    assert_eq!(
        shell_construct("collapse sweep --agent \"mcts:c=0.1|0.3\""),
        None
    );
    assert!(shell_construct("collapse analyse -p \"$P\"").is_some());
    assert!(shell_construct("collapse merge a.csv --out b.csv && collapse report b.csv").is_some());
    assert!(shell_construct("collapse tournament ... --resume").is_some());
    assert!(shell_construct("collapse play --white human").is_some());
    assert!(shell_construct("collapse tournament --agent me=human").is_some());
    // Quotes and globs.
    let w = shell_words("report 'a b.csv' results/*.csv \"x*\"");
    let w: Vec<(&str, bool)> = w.iter().map(|w| (w.text.as_str(), w.glob)).collect();
    assert_eq!(
        w,
        [
            ("report", false),
            ("a b.csv", false),
            ("results/*.csv", true),
            ("x*", false)
        ]
    );
    let vars = HashMap::from([("ID".to_string(), "2".to_string())]);
    assert_eq!(
        expand_vars("--shard ${ID}/4 --out s$ID.csv", &vars).unwrap(),
        "--shard 2/4 --out s2.csv"
    );
    assert!(expand_vars("--moves \"$M\"", &vars).is_err());
    // Agent specs.
    assert_eq!(shorten_spec("mcts"), "mcts:iters=30");
    assert_eq!(shorten_spec("mcts:iters=2000"), "mcts:iters=30");
    assert_eq!(
        shorten_spec("mcts:iters=20,c=0.1|0.3"),
        "mcts:iters=20,c=0.1|0.3"
    );
    assert_eq!(shorten_spec("mcts:iters=500|5000"), "mcts:iters=30|30");
    assert_eq!(
        shorten_spec("new=mcts:ms=100,c=0.8"),
        "new=mcts:iters=30,ms=5,c=0.8"
    );
    assert_eq!(shorten_spec("base=mcts"), "base=mcts:iters=30");
    assert_eq!(shorten_spec("mcts:iters=0,ms=200"), "mcts:iters=0,ms=5");
    assert_eq!(
        shorten_spec("mcts:iters=400,det=pimc:4"),
        "mcts:iters=30,det=pimc:4"
    );
    assert_eq!(
        shorten_spec("alphabeta:depth=64,ms=200"),
        "alphabeta:depth=64,ms=5"
    );
    assert_eq!(shorten_spec("alphabeta:depth=2"), "alphabeta:depth=2");
    assert_eq!(shorten_spec("greedy"), "greedy");
    // Command lines.
    let s = |line: &str| {
        let words = shell_words(line).into_iter().map(|w| w.text).collect();
        shorten(
            collapse_args(words).unwrap(),
            &["mcts:iters=10000".into(), "random".into()],
        )
        .join(" ")
    };
    assert_eq!(
        s("cargo run --release -- tournament"),
        "tournament --agent mcts:iters=30 --agent random --quiet"
    );
    assert_eq!(
        s("collapse tournament --agent greedy --agent random --games 200 --shard 2/4 --quiet"),
        "tournament --agent greedy --agent random --games 8 --shard 2/4 --quiet"
    );
    assert_eq!(
        s("collapse tune -v x --agent mcts:ms=100 --budget 12000 --round 20"),
        "tune -v x --agent mcts:iters=30,ms=5 --budget 12 --round 2 --quiet"
    );
    assert_eq!(
        s("collapse values --variant chess --games 1500 --agent alphabeta:depth=2,ms=200"),
        "values --variant chess --games 2 --agent alphabeta:depth=2,ms=5"
    );
    assert_eq!(
        s("collapse values -v chess --method imbalance --games 200 --agent mcts:iters=400"),
        "values -v chess --method imbalance --games 2 --agent mcts:iters=30"
    );
    assert_eq!(
        s("collapse perft --variant chess --depth 5"),
        "perft --variant chess --depth 3"
    );
    assert_eq!(
        s("collapse bench --iters 50"),
        "bench --iters 50 --playouts 2 --repeat 1"
    );
    assert_eq!(
        s("collapse play --black greedy"),
        "play --black greedy --white mcts:iters=30"
    );
    assert_eq!(
        s("collapse analyse --moves e2-e4"),
        "analyse --moves e2-e4 --agent mcts:iters=0,ms=5"
    );
}
