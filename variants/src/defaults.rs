//! Per-variant `mcts` defaults as data (issue 70, part 2): one file per game,
//! `variants/defaults/NAME.txt`, embedded by the game's [`crate::declare::Variant::DEFAULTS`].
//!
//! A data line is one `mcts` key and the match that adopted it, five fields separated by
//! ` | `:
//!
//! ```text
//! c=0.07 | 2026-11-21 | 200 games | +71 +-50 (pentanomial) | collapse tournament -v chess ...
//! ```
//!
//! the `key=value`, the adoption date (`YYYY-MM-DD`), `N games`, the Elo (`+E +-I`, `+E` or
//! `not measured`, each optionally followed by a parenthesised note) and the command of the
//! match (`collapse ...`, `scripts/...` or `not recorded (...)`). `#` starts a comment line.
//! Lines before any section are the variant's defaults; a section `[param=value,...]` starts a
//! parameter set's own defaults, which replace the variant's for every set whose parameters
//! match (the first matching section wins; an empty section means no changed defaults).
//!
//! Every key and value is checked against the `mcts` agent's declaration
//! ([`mcts::agent::tables::check_mcts_pair`]) and every section's parameters against the
//! variant's declared parameters when the file is read: an error names the file and the line.

use std::sync::OnceLock;

use crate::registry::{Params, VariantSpec, VARIANTS};

/// One adopted default: a line of a defaults file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefaultLine {
    /// The line's number in its file (1-based).
    pub line: usize,
    /// The `mcts` key.
    pub key: String,
    /// Its value, as a spec writes it.
    pub value: String,
    /// The adoption date, `YYYY-MM-DD`.
    pub date: String,
    /// The games of the adopting match.
    pub games: u64,
    /// The Elo field as written (`+71 +-50 (pentanomial)`).
    pub elo: String,
    /// The command of the match (or `not recorded (...)`).
    pub command: String,
}

/// A set of defaults: the variant's, or one section's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DefaultSet {
    /// The section's parameters (`board=torus`), empty for the variant's own lines.
    pub when: Vec<(String, String)>,
    /// The lines, in file order.
    pub lines: Vec<DefaultLine>,
    /// `key=value,...` of the lines, as [`mcts::AgentSpec::parse_with_defaults`] takes it.
    pub spec: String,
}

/// A parsed defaults file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Defaults {
    /// The lines before any section.
    pub variant: DefaultSet,
    /// The sections, in file order.
    pub sections: Vec<DefaultSet>,
}

impl Defaults {
    /// The set that applies to parameters whose canonical values are `values`
    /// (`Params::values`): the first section all of whose parameters match, else the
    /// variant's lines.
    pub fn for_values(&self, values: &[(&'static str, String)]) -> &DefaultSet {
        self.sections
            .iter()
            .find(|s| {
                s.when
                    .iter()
                    .all(|(k, v)| values.iter().any(|(n, t)| n == k && t == v))
            })
            .unwrap_or(&self.variant)
    }
}

/// Reads the defaults file `file` (its name, for messages) of variant `variant`.
///
/// Errors: `variants/defaults/chess.txt line 4: ...` naming what is wrong: not five fields, a
/// key the `mcts` agent does not have or a value out of its range (the declaration's message),
/// a key given twice in one set, a malformed date, games or Elo field, a command that is none
/// of the forms above, a section that is not `[param=value,...]` of the variant's parameters.
pub fn parse(file: &str, text: &str, variant: &'static VariantSpec) -> Result<Defaults, String> {
    let mut out = Defaults::default();
    let mut current: Option<DefaultSet> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let err = |why: String| format!("{file} line {n}: {why}");
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(body) = line.strip_prefix('[') {
            let body = body.strip_suffix(']').ok_or_else(|| {
                err(format!(
                    "'{line}' opens a section without closing it with ]"
                ))
            })?;
            let when = section(body, variant).map_err(err)?;
            if let Some(done) = current.replace(DefaultSet {
                when,
                ..DefaultSet::default()
            }) {
                out.sections.push(done);
            }
            continue;
        }
        let set = current.as_mut().unwrap_or(&mut out.variant);
        let entry = data_line(line, n).map_err(err)?;
        if set.lines.iter().any(|l| l.key == entry.key) {
            return Err(err(format!(
                "key '{}' is given twice in this set of defaults",
                entry.key
            )));
        }
        set.lines.push(entry);
    }
    if let Some(done) = current {
        out.sections.push(done);
    }
    for set in std::iter::once(&mut out.variant).chain(out.sections.iter_mut()) {
        set.spec = set
            .lines
            .iter()
            .map(|l| format!("{}={}", l.key, l.value))
            .collect::<Vec<_>>()
            .join(",");
        // The set as a whole must make an agent (e.g. corder needs imm > 0).
        mcts::AgentSpec::parse_with_defaults("mcts", &set.spec).map_err(|e| {
            let n = set.lines.first().map_or(0, |l| l.line);
            format!(
                "{file} line {n}: the set {} does not make an agent: {e}",
                set.spec
            )
        })?;
    }
    Ok(out)
}

/// `param=value,...` of a section header, each a declared parameter of `variant` at a valid
/// value.
fn section(body: &str, variant: &'static VariantSpec) -> Result<Vec<(String, String)>, String> {
    let mut when = Vec::new();
    for pair in body.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((k, v)) = pair.split_once('=') else {
            return Err(format!(
                "section part '{pair}' is not param=value; write e.g. [{}]",
                example_section(variant)
            ));
        };
        Params::parse(variant.name, &[pair]).map_err(|e| format!("section [{body}]: {e}"))?;
        when.push((k.trim().to_string(), v.trim().to_string()));
    }
    Ok(when)
}

fn example_section(variant: &VariantSpec) -> String {
    variant
        .params
        .first()
        .map_or("param=value".to_string(), |p| {
            format!("{}={}", p.name, p.default)
        })
}

/// One data line (`n` its number).
fn data_line(line: &str, n: usize) -> Result<DefaultLine, String> {
    let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
    let [pair, date, games, elo, command] = fields[..] else {
        return Err(format!(
            "'{line}' has {} fields; write key=value | YYYY-MM-DD | N games | +E +-I | command",
            fields.len()
        ));
    };
    let (key, value) = pair
        .split_once('=')
        .ok_or_else(|| format!("'{pair}' is not key=value (an mcts key and its value)"))?;
    let (key, value) = (key.trim(), value.trim());
    mcts::agent::tables::check_mcts_pair(key, value).map_err(|e| e.0)?;
    if !is_date(date) {
        return Err(format!("'{date}' is not a date; write YYYY-MM-DD"));
    }
    let games = games
        .strip_suffix(" games")
        .and_then(|g| g.parse::<u64>().ok())
        .ok_or_else(|| format!("'{games}' is not a number of games; write e.g. 200 games"))?;
    if !is_elo(elo) {
        return Err(format!(
            "'{elo}' is not an Elo figure; write +E +-I, +E or 'not measured', each with an \
             optional (note)"
        ));
    }
    if !(command.starts_with("collapse ")
        || command.starts_with("scripts/")
        || command.starts_with("not recorded ("))
    {
        return Err(format!(
            "'{command}' is not a command; write the match's collapse ... or scripts/... line, \
             or not recorded (where the docs say what was played)"
        ));
    }
    Ok(DefaultLine {
        line: n,
        key: key.to_string(),
        value: value.to_string(),
        date: date.to_string(),
        games,
        elo: elo.to_string(),
        command: command.to_string(),
    })
}

fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

/// `+E +-I`, `+E` or `not measured`, each optionally followed by ` (note)`.
fn is_elo(s: &str) -> bool {
    let (head, note) = match s.find(" (") {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, ""),
    };
    if !note.is_empty() && !(note.starts_with('(') && note.ends_with(')')) {
        return false;
    }
    if head == "not measured" {
        return !note.is_empty();
    }
    let signed = |t: &str| {
        t.len() > 1
            && (t.starts_with('+') || t.starts_with('-'))
            && t[1..].chars().all(|c| c.is_ascii_digit())
    };
    match head.split_once(' ') {
        Some((e, i)) => {
            signed(e)
                && i.strip_prefix("+-")
                    .is_some_and(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()))
        }
        None => signed(head),
    }
}

/// The parsed defaults of every registered variant, in [`VARIANTS`] order, read once.
///
/// Panics when an embedded file does not parse: a build error of the repository, which
/// `variants::defaults`' tests catch; the message names the file and the line.
fn all() -> &'static [Defaults] {
    static PARSED: OnceLock<Vec<Defaults>> = OnceLock::new();
    PARSED.get_or_init(|| {
        VARIANTS
            .iter()
            .map(|v| {
                let file = format!("variants/defaults/{}.txt", v.name);
                parse(&file, v.defaults_text, v).unwrap_or_else(|e| panic!("{e}"))
            })
            .collect()
    })
}

/// The parsed defaults file of `variant` (empty for a game without one).
pub fn of(variant: &VariantSpec) -> &'static Defaults {
    let i = VARIANTS
        .iter()
        .position(|v| v.id == variant.id)
        .expect("a registered variant");
    &all()[i]
}

/// The defaults of a variant, read from its file (here rather than in the registry, which this
/// module reads: no import circle).
impl VariantSpec {
    /// `key=value,...` of the `mcts` keys whose defaults this variant changes at its declared
    /// parameters (or ""), from its defaults file: the lines before any section
    /// ([this module](self)). A parameter set may have its own ([`Params::mcts_defaults`]).
    pub fn mcts_defaults(&self) -> &'static str {
        &of(self).variant.spec
    }

    /// The parsed defaults file, with each line's adopting match ([this module](self)).
    pub fn defaults_file(&self) -> &'static Defaults {
        of(self)
    }
}

/// The defaults of a parameter set.
impl Params {
    /// The `mcts` defaults of this parameter set (`key=value,...` or ""): the section of the
    /// variant's defaults file that matches these parameters, else the variant's own lines
    /// ([`Defaults::for_values`]).
    pub fn mcts_defaults(&self) -> &'static str {
        &self.defaults_set().spec
    }

    /// The lines of the variant's defaults file that apply to this parameter set, each with
    /// the match that adopted it.
    pub fn defaults_set(&self) -> &'static DefaultSet {
        of(self.variant).for_values(&self.typed.values())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;

    fn chess() -> &'static VariantSpec {
        find("chess").unwrap()
    }

    const GOOD: &str =
        "c=0.07 | 2026-11-21 | 200 games | +71 +-50 (pentanomial) | collapse tournament -v chess";

    #[test]
    fn a_good_line_parses_into_its_fields() {
        let d = parse("x.txt", &format!("# comment\n{GOOD}\n"), chess()).unwrap();
        let l = &d.variant.lines[0];
        assert_eq!((l.line, l.key.as_str(), l.value.as_str()), (2, "c", "0.07"));
        assert_eq!((l.date.as_str(), l.games), ("2026-11-21", 200));
        assert_eq!(l.elo, "+71 +-50 (pentanomial)");
        assert_eq!(d.variant.spec, "c=0.07");
    }

    #[test]
    fn bad_lines_are_refused_naming_file_and_line() {
        for (line, needle) in [
            ("shx=16 | 2026-11-21 | 200 games | +1 +-2 | collapse x", "has no key 'shx'"),
            ("sh=999 | 2026-11-21 | 200 games | +1 +-2 | collapse x", "out of range (expected 0..=256)"),
            ("sh=1 | 2026-11-21 | 200 games | +1 +-2 | collapse x", "halves nothing"),
            ("c=0.07 | 21.11.2026 | 200 games | +1 +-2 | collapse x", "not a date"),
            ("c=0.07 | 2026-11-21 | many | +1 +-2 | collapse x", "not a number of games"),
            ("c=0.07 | 2026-11-21 | 200 games | good | collapse x", "not an Elo figure"),
            ("c=0.07 | 2026-11-21 | 200 games | not measured | collapse x", "not an Elo figure"),
            ("c=0.07 | 2026-11-21 | 200 games | +1 +-2 | cargo run", "is not a command"),
            ("c=0.07 | 2026-11-21 | 200 games", "has 3 fields"),
            ("[board=torus]", "no parameter 'board'"),
            ("[topology]", "not param=value"),
            ("puct=0.5 | 2026-11-21 | 2 games | +1 | collapse x\nimm=0 | 2026-11-21 | 2 games | +1 | collapse x", "does not make an agent"),
        ] {
            let text = format!("# header\n{line}\n");
            let e = parse("variants/defaults/chess.txt", &text, chess()).expect_err(line);
            assert!(e.starts_with("variants/defaults/chess.txt line 2: "), "{e}");
            assert!(e.contains(needle), "'{line}' gave '{e}', expected '{needle}'");
        }
        let twice = format!("{GOOD}\n{GOOD}\n");
        let e = parse("f.txt", &twice, chess()).unwrap_err();
        assert!(
            e.starts_with("f.txt line 2: ") && e.contains("given twice"),
            "{e}"
        );
    }

    #[test]
    fn elo_fields_take_the_documented_forms() {
        for ok in [
            "+71 +-50",
            "-5 +-56 (SPRT undecided)",
            "+84 (61.9% over 80 games)",
            "not measured (follows the cube)",
        ] {
            assert!(is_elo(ok), "{ok}");
        }
        for bad in [
            "71 +-50",
            "+71 50",
            "+71 +-",
            "+x",
            "not measured",
            "+71 +-50 note",
        ] {
            assert!(!is_elo(bad), "{bad}");
        }
    }

    #[test]
    fn sections_replace_the_variants_lines_for_the_sets_they_match() {
        let fiveup = find("fiveup").unwrap();
        let text = format!(
            "{}\n[topology=hypertorus]\nc=0.07 | 2026-11-21 | 9 games | +1 | collapse x\n[topology=cube,unicorn=on]\n",
            "sh=16 | 2026-11-21 | 9 games | +1 | collapse x\nc=0.07 | 2026-11-21 | 9 games | +1 | collapse x"
        );
        let d = parse("fiveup.txt", &text, fiveup).unwrap();
        let set = |pairs: &[&str]| {
            let p = Params::parse("fiveup", pairs).unwrap();
            d.for_values(&p.typed().values()).spec.clone()
        };
        assert_eq!(set(&[]), "sh=16,c=0.07");
        assert_eq!(set(&["topology=hypertorus"]), "c=0.07");
        assert_eq!(set(&["topology=hypertorus", "unicorn=on"]), "c=0.07");
        assert_eq!(set(&["unicorn=on"]), "");
        assert_eq!(set(&["topology=hypercylinder"]), "sh=16,c=0.07");
    }

    #[test]
    fn every_embedded_file_parses() {
        for v in VARIANTS {
            let file = format!("variants/defaults/{}.txt", v.name);
            if let Err(e) = parse(&file, v.defaults_text, v) {
                panic!("{e}");
            }
        }
    }
}
