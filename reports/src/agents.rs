//! The agents and their keys as text, from the one declaration
//! ([`mcts::agent::tables::AGENTS`]): a table per agent that fits [`WIDTH`] columns, one key in
//! full, or the Markdown of docs/agents.md (`collapse agents`).

use comfy_table::presets::ASCII_FULL_CONDENSED;
use comfy_table::{ContentArrangement, Table};
use mcts::agent::keys::{self, AgentDecl, KeyRow};
use mcts::agent::tables;

/// The terminal tables' width in columns.
pub const WIDTH: u16 = 100;

/// The text of `collapse agents [AGENT]`: with `all` (no agent named) an introduction to the
/// spec syntax first, then for each of `chosen` a heading line and its tables.
pub fn agents_text(chosen: &[&AgentDecl], all: bool) -> String {
    let mut out = String::new();
    if all {
        out.push_str(
            "An agent is NAME or NAME:KEY=VALUE,... (e.g. mcts:ms=200,threads=2). Variants \
             change some mcts\ndefaults: `collapse variants` lists them. One key in full: \
             `collapse agents mcts --key sh`.\n\n",
        );
    }
    for a in chosen {
        out.push_str(&terminal(a));
        out.push('\n');
    }
    out
}

/// `collapse agents AGENT --key KEY`: the key's type, range, default and whole meaning.
///
/// Errors: `agent` has no key `key` (the message lists its keys).
pub fn key_text(agent: &AgentDecl, key: &str) -> Result<String, String> {
    let rows = (agent.keys)();
    let row = rows.iter().find(|r| r.name == key).ok_or_else(|| {
        format!(
            "agent '{}' has no key '{key}'; valid keys: {}",
            agent.name,
            names(&rows)
        )
    })?;
    Ok(key_in_full(agent, row))
}

fn names(rows: &[KeyRow]) -> String {
    rows.iter().map(|r| r.name).collect::<Vec<_>>().join(", ")
}

/// The everyday keys, then the search internals (each in declared order).
fn split(rows: &[KeyRow]) -> (Vec<&KeyRow>, Vec<&KeyRow>) {
    rows.iter().partition(|r| r.everyday)
}

/// One agent as text: a heading line and, when it has keys, a table of 100 columns.
fn terminal(agent: &AgentDecl) -> String {
    let rows = (agent.keys)();
    let mut out = format!("{}: {}\n", agent.name, agent.summary);
    if rows.is_empty() {
        out.push_str("  no keys\n");
        return out;
    }
    let (everyday, internals) = split(&rows);
    for (title, group) in [("", everyday), ("search internals:\n", internals)] {
        if group.is_empty() {
            continue;
        }
        out.push_str(title);
        let mut table = Table::new();
        table
            .load_preset(ASCII_FULL_CONDENSED)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(WIDTH)
            .set_header(["key", "default", "range", "meaning"]);
        for r in group {
            table.add_row([r.name, &r.default, &r.ty.range(), r.doc]);
        }
        out.push_str(&table.to_string());
        out.push('\n');
    }
    out
}

/// `collapse agents AGENT --key KEY`: the key's type, range, default and whole meaning.
fn key_in_full(agent: &AgentDecl, r: &KeyRow) -> String {
    let kind = match r.ty {
        keys::KeyType::Int { .. } => "whole number",
        keys::KeyType::Float { .. } => "number",
        keys::KeyType::Flag => "flag",
        keys::KeyType::Choice(..) => "choice",
        keys::KeyType::Text(_) => "text",
    };
    let group = if r.everyday {
        "everyday"
    } else {
        "search internals"
    };
    let mut out = format!(
        "{}:{}=VALUE\n  type:    {kind} ({group})\n  range:   {}\n  default: {}\n  meaning: {}\n",
        agent.name,
        r.name,
        r.ty.range(),
        r.default,
        r.doc
    );
    if !r.more.is_empty() {
        out.push_str(&wrap(r.more, 11, usize::from(WIDTH)));
    }
    out
}

/// `text` wrapped at `width` columns, every line indented by `indent` spaces.
fn wrap(text: &str, indent: usize, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && indent + line.len() + 1 + word.len() > width {
            out.push_str(&format!("{:indent$}{line}\n", ""));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&format!("{:indent$}{line}\n", ""));
    }
    out
}

/// The text of docs/agents.md: every agent with a table of its keys (the whole meaning in
/// the last column). `tests/cli.rs` checks the file equals it.
pub fn markdown() -> String {
    let mut out = String::from(
        "# Agents and their keys\n\n\
         Generated from the one declaration of each agent's keys (`mcts/src/agent/tables.rs`) by\n\
         `collapse agents --markdown > docs/agents.md`; a test fails when this file and the\n\
         declaration disagree. An agent is written `NAME` or `NAME:KEY=VALUE,...`, e.g.\n\
         `mcts:ms=200,threads=2`; keys not given take their defaults, and a variant may change\n\
         some `mcts` defaults (`collapse variants` lists them, with the matches that adopted\n\
         them). The canonical spec a tournament's CSV records names every key.\n",
    );
    for a in tables::AGENTS {
        out.push_str(&format!("\n## {}\n\n{}.\n", a.name, capitalized(a.summary)));
        let rows = (a.keys)();
        if rows.is_empty() {
            out.push_str("\nNo keys.\n");
            continue;
        }
        let (everyday, internals) = split(&rows);
        for (title, group) in [("Everyday keys", everyday), ("Search internals", internals)] {
            if group.is_empty() {
                continue;
            }
            out.push_str(&format!(
                "\n{title}:\n\n| key | default | range | meaning |\n| --- | --- | --- | --- |\n"
            ));
            for r in group {
                let meaning = if r.more.is_empty() {
                    r.doc.to_string()
                } else {
                    format!("{}. {}", r.doc, r.more)
                };
                out.push_str(&format!(
                    "| `{}` | {} | {} | {} |\n",
                    r.name,
                    r.default,
                    r.ty.range(),
                    meaning
                ));
            }
        }
    }
    out
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_fit_the_width_and_a_key_is_given_in_full() {
        let all: Vec<&AgentDecl> = tables::AGENTS.iter().collect();
        let text = agents_text(&all, true);
        assert!(text.starts_with("An agent is NAME"), "{text}");
        assert!(
            text.lines()
                .all(|l| l.chars().count() <= usize::from(WIDTH)),
            "{text}"
        );
        let mcts = tables::agent("mcts").unwrap();
        let sh = key_text(mcts, "sh").unwrap();
        assert!(
            sh.starts_with("mcts:sh=VALUE\n  type:    whole number"),
            "{sh}"
        );
        assert!(key_text(mcts, "nope")
            .unwrap_err()
            .contains("valid keys: iters"));
        assert!(markdown().starts_with("# Agents and their keys\n"));
    }
}
