//! The page's contents bar: a `<nav>` at the top linking every `<h2>` of the page by its id
//! (the game viewer's included), so that every section, however far down, is one click from
//! the top.
//!
//! Headings are written with ids where they are made: a section (a variant and parameter
//! set, [`section_id`]) as `s-LABEL`, the headings inside it as `s-LABEL-agents`,
//! `s-LABEL-standings`, ...; the sections over all games by their name (`variants`,
//! `balance`, `openings`, `games`). [`number_headings`] gives any `<h2>` still without an id
//! one from its text and makes every id unique; [`nav_html`] draws the bar: the headings over
//! all games on one line, then one line per section with the headings inside it.

use std::collections::HashSet;
use std::fmt::Write as _;

/// One `<h2>` of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Heading {
    /// Its id (unique in the page).
    pub id: String,
    /// Its content as written (already escaped HTML), tags left out.
    pub text: String,
    /// It heads a section of the report (`class="section"`).
    pub section: bool,
}

/// `text` as an id fragment: ASCII letters and digits lowercased, every other run of
/// characters one `-`, none at either end (`move_cap=80, a&amp;b` to `move-cap-80-a-amp-b`);
/// `h` when nothing is left.
pub(crate) fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        out.push('h');
    }
    out
}

/// The id of a section labelled `label` (`s-` and its [`slug`]), made unique among `taken`
/// (with `-2`, `-3`, ...), which then holds it.
pub(crate) fn section_id(label: &str, taken: &mut HashSet<String>) -> String {
    unique(format!("s-{}", slug(label)), taken)
}

/// `id`, or `id-2`, `id-3`, ... the first not in `taken`; added to `taken`.
fn unique(id: String, taken: &mut HashSet<String>) -> String {
    let mut k = 1;
    let mut candidate = id.clone();
    while taken.contains(&candidate) {
        k += 1;
        candidate = format!("{id}-{k}");
    }
    taken.insert(candidate.clone());
    candidate
}

/// The value of attribute `name` in the attribute text `attrs` (`id="x" class="y"`).
fn attribute<'a>(attrs: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("{name}=\"");
    let mut from = 0;
    while let Some(at) = attrs[from..].find(&key) {
        let start = from + at;
        let preceded = start == 0 || attrs[..start].ends_with(char::is_whitespace);
        let value = start + key.len();
        let end = value + attrs[value..].find('"')?;
        if preceded {
            return Some(&attrs[value..end]);
        }
        from = end;
    }
    None
}

/// `html` without its tags.
fn strip_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// `body` with an id on every `<h2>` (the [`slug`] of its text for one without, a repeated id
/// made unique with `-2`, ...), and the headings in page order.
pub(crate) fn number_headings(body: &str) -> (String, Vec<Heading>) {
    let mut out = String::with_capacity(body.len() + 256);
    let mut heads = Vec::new();
    let mut taken = HashSet::new();
    let mut rest = body;
    while let Some(at) = rest.find("<h2") {
        let after = &rest[at + 3..];
        let Some(close) = after.find('>') else { break };
        if !(after.starts_with('>') || after.starts_with(char::is_whitespace)) {
            out.push_str(&rest[..at + 3]);
            rest = after;
            continue;
        }
        let attrs = &after[..close];
        let inner_end = after[close + 1..]
            .find("</h2>")
            .map_or(after.len(), |e| close + 1 + e);
        let text = strip_tags(&after[close + 1..inner_end]).trim().to_string();
        let section =
            attribute(attrs, "class").is_some_and(|c| c.split_whitespace().any(|x| x == "section"));
        let (id, attrs) = match attribute(attrs, "id") {
            Some(given) => {
                let id = unique(given.to_string(), &mut taken);
                let attrs = attrs.replacen(&format!("id=\"{given}\""), &format!("id=\"{id}\""), 1);
                (id, attrs)
            }
            None => {
                let id = unique(slug(&text), &mut taken);
                (id.clone(), format!(" id=\"{id}\"{attrs}"))
            }
        };
        out.push_str(&rest[..at]);
        let _ = write!(out, "<h2{attrs}>");
        heads.push(Heading { id, text, section });
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    (out, heads)
}

/// The contents bar for `heads` (from [`number_headings`]): the headings outside every
/// section on the first line (the viewer's, id `games`, marked as such), then one line per
/// section, its own link first and then the headings inside it (those whose id extends the
/// section's). Empty for no heading.
pub(crate) fn nav_html(heads: &[Heading]) -> String {
    if heads.is_empty() {
        return String::new();
    }
    let link = |h: &Heading| {
        let text = if h.id == "games" {
            format!("<b>{} (viewer)</b>", h.text)
        } else {
            h.text.clone()
        };
        format!("<a href=\"#{}\">{text}</a>", h.id)
    };
    let mut global: Vec<String> = Vec::new();
    let mut sections: Vec<(String, Vec<String>)> = Vec::new();
    let mut current: Option<String> = None;
    for h in heads {
        if h.section {
            current = Some(format!("{}-", h.id));
            sections.push((link(h), Vec::new()));
        } else if current.as_deref().is_some_and(|p| h.id.starts_with(p)) {
            if let Some((_, inner)) = sections.last_mut() {
                inner.push(link(h));
            }
        } else {
            current = None;
            global.push(link(h));
        }
    }
    let mut out = String::from("<nav id=\"contents\" class=\"toc\" aria-label=\"contents\">");
    if !global.is_empty() {
        let _ = write!(
            out,
            "<div><span class=\"toc-h\">{}</span> {}</div>",
            if sections.is_empty() {
                "Contents:"
            } else {
                "All games:"
            },
            global.join(" &middot; ")
        );
    }
    for (head, inner) in &sections {
        let _ = write!(out, "<div>{head}");
        if !inner.is_empty() {
            let _ = write!(out, ": {}", inner.join(" &middot; "));
        }
        out.push_str("</div>");
    }
    out.push_str("</nav>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_keep_letters_and_digits() {
        assert_eq!(slug("Head to head"), "head-to-head");
        assert_eq!(slug("chess \u{2014} move_cap=80"), "chess-move-cap-80");
        assert_eq!(slug("<>"), "h");
        let mut taken = HashSet::new();
        assert_eq!(section_id("chess", &mut taken), "s-chess");
        assert_eq!(section_id("Chess!", &mut taken), "s-chess-2");
    }

    #[test]
    fn every_heading_gets_one_unique_id_and_a_link() {
        let body = "<h2 class=\"section\" id=\"s-a\">a: 2 game(s)</h2><p>x</p>\
                    <h2 id=\"s-a-agents\">Agents</h2><h2>Race rounds: r.csv</h2>\
                    <h2>Race rounds: r.csv</h2><h2 id=\"games\">Games</h2><h2x>not</h2x>";
        let (out, heads) = number_headings(body);
        let ids: Vec<&str> = heads.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "s-a",
                "s-a-agents",
                "race-rounds-r-csv",
                "race-rounds-r-csv-2",
                "games"
            ]
        );
        assert!(out.contains("<h2 id=\"race-rounds-r-csv-2\">Race rounds: r.csv</h2>"));
        assert!(out.contains("<h2x>not</h2x>") && out.contains("<p>x</p>"));
        assert_eq!(out.matches("<h2 ").count(), 5, "{out}");
        let nav = nav_html(&heads);
        for id in ids {
            assert_eq!(nav.matches(&format!("href=\"#{id}\"")).count(), 1, "{id}");
        }
        // The section's line holds its own headings; the rest are over all games.
        assert!(nav.contains("<div><a href=\"#s-a\">a: 2 game(s)</a>: <a href=\"#s-a-agents\">"));
        assert!(nav.contains("All games:</span> <a href=\"#race-rounds-r-csv\">"));
        assert!(nav.contains("<b>Games (viewer)</b>"));
        assert_eq!(nav_html(&[]), "");
    }
}
