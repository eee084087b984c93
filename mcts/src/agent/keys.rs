//! Agent keys declared once, as typed data (issue 70, part 1).
//!
//! Each agent's keys are one table of [`Key`]s: name, type and range ([`KeyType`]), default
//! (read off the config's `Default`), a one-line meaning, the full meaning, and whether a user
//! normally sets it ([`Key::everyday`]). From these tables come the spec parser
//! ([`apply`]), the canonical spec ([`canonical`]), the one-line key list of error messages
//! ([`compact_help`]), `collapse agents` and docs/agents.md ([`super::tables::AGENTS`], [`KeyRow`]), and the
//! options a UCI front end declares ([`KeyType`] maps onto `spin`, `check`, `combo`, `string`).
//! No key's meaning is written anywhere else.

use super::SpecError;

/// The values a key takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum KeyType {
    /// A whole number in `lo..=hi`.
    Int { lo: u64, hi: u64 },
    /// A finite number in `0..=hi`.
    Float { hi: f32 },
    /// `0` (off) or `1` (on), shown as the range `0..=1`.
    Flag,
    /// One of these names; the second field says what a value is (`parallel mode`), for
    /// errors.
    Choice(&'static [&'static str], &'static str),
    /// A text of the shape given (checked by the key's setter), e.g. `none, ismcts or
    /// pimc:K (K in 1..=10000)`.
    Text(&'static str),
}

impl KeyType {
    /// The range as a person reads it: `0..=100`, `0..=1`, `first or heur`, or the text's
    /// shape.
    pub fn range(&self) -> String {
        match self {
            KeyType::Int { lo, hi } => format!("{lo}..={hi}"),
            KeyType::Float { hi } => format!("0..={hi}"),
            KeyType::Flag => "0..=1".to_string(),
            KeyType::Choice(names, _) => or_list(names),
            KeyType::Text(shape) => shape.to_string(),
        }
    }

    /// Checks `text` against the type: the number, or the text itself for a choice or a
    /// text. Errors say what was expected, e.g. `'abc' is not a number (expected 0..=100)`.
    pub fn check<'a>(&self, text: &'a str) -> Result<Value<'a>, String> {
        match *self {
            KeyType::Int { lo, hi } => check_int(text, lo, hi).map(Value::Int),
            KeyType::Flag => check_int(text, 0, 1).map(Value::Int),
            KeyType::Float { hi } => {
                let x: f32 = text
                    .parse()
                    .map_err(|_| format!("'{text}' is not a number (expected 0..={hi})"))?;
                if !x.is_finite() || !(0.0..=hi).contains(&x) {
                    return Err(format!("{text} is out of range (expected 0..={hi})"));
                }
                Ok(Value::Float(x))
            }
            KeyType::Choice(names, _) if names.contains(&text) => Ok(Value::Text(text)),
            KeyType::Choice(names, what) => Err(format!(
                "'{text}' is not a {what} (expected {})",
                or_list(names)
            )),
            KeyType::Text(_) => Ok(Value::Text(text)),
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A whole number in `lo..=hi`, or the reason it is not.
pub(super) fn check_int(text: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let v: u64 = text
        .parse()
        .map_err(|_| format!("'{text}' is not a whole number (expected {lo}..={hi})"))?;
    if v < lo || v > hi {
        return Err(format!("{text} is out of range (expected {lo}..={hi})"));
    }
    Ok(v)
}

/// A key's value after [`KeyType::check`]: a number in range, or the text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value<'a> {
    /// [`KeyType::Int`] and [`KeyType::Flag`].
    Int(u64),
    /// [`KeyType::Float`].
    Float(f32),
    /// [`KeyType::Choice`] and [`KeyType::Text`].
    Text(&'a str),
}

impl Value<'_> {
    /// The number of an `Int` or `Flag` key (0 for any other, which the tables never ask).
    pub fn int(&self) -> u64 {
        match *self {
            Value::Int(n) => n,
            _ => 0,
        }
    }
    /// The number of a `Float` key (0 for any other).
    pub fn float(&self) -> f32 {
        match *self {
            Value::Float(x) => x,
            _ => 0.0,
        }
    }
    /// The text of a `Choice` or `Text` key ("" for any other).
    pub fn text(&self) -> &str {
        match *self {
            Value::Text(t) => t,
            _ => "",
        }
    }
}

/// One key of an agent whose settings are a `C`.
pub struct Key<C: 'static> {
    /// The name in a spec (`iters`).
    pub name: &'static str,
    /// Its values.
    pub ty: KeyType,
    /// Said after the default, e.g. `, or no limit when ms is given alone`.
    pub default_note: &'static str,
    /// The meaning in one line of at most 60 characters (`collapse agents`' table).
    pub doc: &'static str,
    /// The rest of the meaning, or "" when the line says it all (`collapse agents mcts
    /// --key NAME`, docs/agents.md).
    pub more: &'static str,
    /// Whether a user normally sets it (listed first); the rest are search internals.
    pub everyday: bool,
    /// The value's text in `c`, as the canonical spec writes it.
    pub get: fn(&C) -> String,
    /// Sets the value (checked against [`Key::ty`]); an error says why the value cannot be
    /// used (e.g. `sh=1 halves nothing ...`).
    pub set: fn(&mut C, Value) -> Result<(), String>,
    /// Whether the canonical spec writes the key for `c`: keys added after specs were first
    /// recorded are written only away from their defaults, so old specs keep their text.
    pub shown: fn(&C) -> bool,
}

/// [`Key::shown`] for keys the canonical spec always writes.
pub(super) fn always<C>(_: &C) -> bool {
    true
}

/// Sets key `k` of `cfg` (agent `agent`, keys `keys`) from `v`.
///
/// Errors: `agent 'mcts' key 'c': 1000 is out of range (expected 0..=100)`; the key is
/// known (the caller checked it with [`find`]).
pub fn apply<C>(
    agent: &str,
    keys: &[Key<C>],
    cfg: &mut C,
    k: &str,
    v: &str,
) -> Result<(), SpecError> {
    let key = find(keys, k).expect("the caller checked the key");
    let wrap = |why: String| SpecError(format!("agent '{agent}' key '{k}': {why}"));
    let value = key.ty.check(v).map_err(wrap)?;
    (key.set)(cfg, value).map_err(wrap)
}

/// The key called `name`.
pub fn find<'a, C>(keys: &'a [Key<C>], name: &str) -> Option<&'a Key<C>> {
    keys.iter().find(|k| k.name == name)
}

/// The canonical spec of `cfg`: `agent:key=value,...` with every key it shows, in the
/// table's order.
pub fn canonical<C>(agent: &str, keys: &[Key<C>], cfg: &C) -> String {
    let pairs: Vec<String> = keys
        .iter()
        .filter(|k| (k.shown)(cfg))
        .map(|k| format!("{}={}", k.name, (k.get)(cfg)))
        .collect();
    format!("{agent}:{}", pairs.join(","))
}

/// The keys of one agent as the error messages list them, one line:
/// `iters (default 1000, or no limit when ms is given alone; 0..=100000000), ms (default 0;
/// ...), ...`.
pub fn compact_help<C: Default>(keys: &[Key<C>]) -> String {
    let d = C::default();
    keys.iter()
        .map(|k| {
            format!(
                "{} (default {}{}; {})",
                k.name,
                (k.get)(&d),
                k.default_note,
                k.ty.range()
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A key without its setting functions, for listings: what `collapse agents`, docs/agents.md
/// and a UCI front end show.
#[derive(Clone, Debug, PartialEq)]
pub struct KeyRow {
    /// [`Key::name`].
    pub name: &'static str,
    /// [`Key::ty`].
    pub ty: KeyType,
    /// The default's text, with [`Key::default_note`] appended.
    pub default: String,
    /// The default's text alone (what the canonical spec writes).
    pub default_value: String,
    /// [`Key::doc`].
    pub doc: &'static str,
    /// [`Key::more`].
    pub more: &'static str,
    /// [`Key::everyday`].
    pub everyday: bool,
}

/// The rows of `keys`, defaults from `C::default()`, in the table's order.
pub fn rows<C: Default>(keys: &[Key<C>]) -> Vec<KeyRow> {
    let d = C::default();
    keys.iter()
        .map(|k| KeyRow {
            name: k.name,
            ty: k.ty,
            default: format!("{}{}", (k.get)(&d), k.default_note),
            default_value: (k.get)(&d),
            doc: k.doc,
            more: k.more,
            everyday: k.everyday,
        })
        .collect()
}

/// One agent: its name, what it does, and its keys.
pub struct AgentDecl {
    /// The name in a spec (`mcts`).
    pub name: &'static str,
    /// What it does, one line.
    pub summary: &'static str,
    /// Its keys ([`rows`] of its table); empty for `random` and `greedy`.
    pub keys: fn() -> Vec<KeyRow>,
}
