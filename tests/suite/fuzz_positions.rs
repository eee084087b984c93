//! Fuzzing of every game's position parser (issue 25 part 2): every registered variant, with
//! every parameter set of [`registry::VariantSpec::choice_sets`], gets at least
//! [`TEXTS_PER_VARIANT`] texts in total: random texts and mutations of real position texts
//! (taken at every ply of a few seeded random games). Properties:
//!
//! - `load_position` never panics (caught with `catch_unwind`; the input is reported);
//! - every position text reached in the seeded games loads (validation refuses nothing that
//!   play reaches);
//! - every accepted text round-trips: the loaded position's `position_text()` loads again to
//!   the same `position_text()` and the same `hash()`;
//! - the first [`PLAYS_PER_VARIANT`] accepted positions of each variant then play seeded random
//!   legal moves to the end of the game (or [`PLAY_CAP`] plies) without panic, with
//!   `legal_moves` empty exactly when `outcome()` is not ongoing.
//!
//! Everything is seeded ([`mcts::rng_from_seed`]), so a failure reproduces. A defect found
//! here and fixed in a parser gets its input into [`REGRESSIONS`]; a defect not (yet) fixed is
//! listed in [`KNOWN_FAILURES`] with its input and reason, and only that variant's sub-check
//! is excused.

use std::cell::Cell;
use std::collections::BTreeSet;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use mcts::{rng_from_seed, Game, GameRng};
use rand::Rng;
use variants::registry::{self, GameVisitor, Params};

/// Texts fed to the parser per variant, over all its parameter sets (CI). A deeper local run:
/// `FUZZ_TEXTS=1000000 FUZZ_SEED=7 cargo test -p collapse --test suite fuzz_positions`
/// (`FUZZ_SEED` varies every seed; plays scale with the texts).
const TEXTS_PER_VARIANT: usize = 30_000;
/// Accepted positions per variant that are then played out at random; as many again of those
/// whose text holds a long number (a counter near its type's limit may overflow in play).
const PLAYS_PER_VARIANT: usize = 400;
/// Plies of random play from an accepted position.
const PLAY_CAP: u32 = 400;
/// Seeded random games per parameter set whose position texts are mutated.
const CORPUS_GAMES: u64 = 4;
/// Plies per corpus game at most.
const CORPUS_PLIES: u32 = 200;

/// The properties checked, named in failure reports and in [`KNOWN_FAILURES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Property {
    /// `load_position` panicked.
    LoadPanics,
    /// An accepted text's `position_text()` does not load again, or loads to another text or
    /// hash.
    RoundTrip,
    /// Random play from an accepted position panicked, or `legal_moves` disagreed with
    /// `outcome()`.
    Play,
    /// The text of a position reached in play is refused.
    RealRefused,
}

/// Sub-checks known to fail, each excused for one variant only: (variant, property, an input
/// showing it, the reason). Empty: every defect found so far is fixed (see [`REGRESSIONS`]).
const KNOWN_FAILURES: &[(&str, Property, &str, &str)] = &[];

/// Inputs that once broke a parser, checked on every run (every property, played out):
/// (variant, parameters as `key=value,...` or "" for the defaults, text).
const REGRESSIONS: &[(&str, &str, &str)] = &[
    // An empty-cell count too long for the counter overflowed (now saturates and is refused
    // as too many files).
    (
        "uncertainty",
        "",
        "3r2np/p2kB4294967296pB/pp2p3/p1R5/5pr1/Q1P2P2/NR1K1N1P/P1P1P1P1 w - - 1111 86",
    ),
    (
        "uncertainty",
        "board=fiveup",
        "5/1RpB1/p1g1p/5/5|pp3/5/5/5/5|5/4r/5/3P1/P4|5/3kb/P4/P4/5|5/2K2/PR3/18446744073709551615P3/P1PP1 b - - 1111 13",
    ),
    // A bishops field counting fewer bishops than stand on a colour was accepted; with
    // retransform, sending one back to the reserve underflowed the count. Now refused.
    (
        "uncertainty",
        "retransform=on",
        "pppr1ppp/p1pr1pp1/2pp1p1p/8/1Q1b4/K4P2/P1P1P1PN/1PPPPPPP b RRBN kqbbnn 1000 9",
    ),
    (
        "uncertainty",
        "retransform=on",
        "1pppppp1/pq1npk1n/p4p1p/8/8/3BbP2/P1PQP1PR/PPPPPPPP b KRBNN rrb 0000 194",
    ),
    // The same in Quantimex: the count's multiplication, and the cell counter's addition.
    (
        "quantimex",
        "",
        "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP999999999999999999999999999pc/LP4pl/WPM2pw/I3mi g - 1 1",
    ),
    (
        "quantimex",
        "",
        "P4i/1P18446744073709551615l2/1P1P2p1/P3w2pc/I1RmL3pk/4Pr1p1p1/1K1L2w3/3P1p1p1/1WCP3p/1I2P2/C3i1 r l2:S:3 62 89",
    ),
    // Chess: a halfmove clock or move number of u16::MAX was accepted and overflowed in
    // play; now refused (the move number up to what the largest move cap can add).
    (
        "chess",
        "",
        "4rb2/3P1kqb/8/2p4p/P1P3RP/BK3N2/2n2P2/8 w - - 65535",
    ),
    (
        "chess",
        "",
        "8/6p1/2bn3P/8/5P2/8/2k5/r2N2K1 b - - 2 65535",
    ),
    // Only reversible moves: the first one overflowed the clock; Black's first move the
    // move number.
    ("chess", "", "4k3/8/8/8/8/8/8/R3K3 w - - 65535 1"),
    ("chess", "", "4k3/8/8/8/8/8/8/R3K3 b - - 0 65535"),
    // A ply count of u32::MAX was accepted and overflowed on the next move (the move cap
    // counts turns, so the game went on); now refused.
    (
        "quantimex",
        "",
        "1M2mi/W3w2/3P3l/1LPI1P1pc/R5pw1r/K2C3pp1k/RP1PM3pr/CPP5c/L1l1p3/W1pmPp1/5i r - 40 4294967295",
    ),
    (
        "quantimex",
        "",
        "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi r - 0 4294967295",
    ),
];

/// Characters inserted besides a text's own: digits, separators and markers the formats use,
/// whitespace and non-ASCII.
const SPECIAL: &[char] = &[
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '/', '|', '*', '+', '^', '[', ']', '-', ' ',
    ' ', '\t', '\n', 'é', 'ß', '中', '♔', '\u{0}', '\u{feff}', ':', ',', '.', '=',
];

/// Tokens a field may be replaced with.
const TOKENS: &[&str] = &[
    "",
    "-",
    "0",
    "1",
    "-1",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "99999999999999999999999",
    "w",
    "b",
    "r",
    "g",
    "KQkq",
    "[]",
    "*",
    "/",
    "|",
    "+",
    "^",
    "é",
];

thread_local! {
    /// True while a panic is expected to be caught (its message is recorded, not printed).
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Installs (once) a panic hook that stays silent while [`QUIET`] is set on the panicking
/// thread, so caught parser panics do not flood the output; other panics print as usual.
fn install_quiet_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                default(info);
            }
        }));
    });
}

/// Runs `f`, returning its panic message instead of unwinding.
fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    QUIET.with(|q| q.set(true));
    let r = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    r.map_err(|e| {
        if let Some(s) = e.downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = e.downcast_ref::<String>() {
            s.clone()
        } else {
            "(non-string panic)".to_string()
        }
    })
}

/// Position texts at every ply of a few seeded random games from `start`.
fn corpus<G: Game>(start: &G, seed: u64) -> Vec<String> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut buf = Vec::new();
    for game_no in 0..CORPUS_GAMES {
        let mut rng = rng_from_seed(seed ^ (0xC0_0000 + game_no));
        let mut g = start.clone();
        loop {
            let t = g.position_text();
            if seen.insert(t.clone()) {
                out.push(t);
            }
            g.legal_moves(&mut buf);
            if buf.is_empty() || g.plies() >= CORPUS_PLIES {
                break;
            }
            g.play(buf[rng.random_range(0..buf.len())]);
        }
    }
    out
}

fn pick<'a, T>(rng: &mut GameRng, items: &'a [T]) -> &'a T {
    &items[rng.random_range(0..items.len())]
}

/// One random character: from the text's alphabet or a special one.
fn random_char(rng: &mut GameRng, alphabet: &[char]) -> char {
    if rng.random_bool(0.6) && !alphabet.is_empty() {
        *pick(rng, alphabet)
    } else {
        *pick(rng, SPECIAL)
    }
}

/// A random text over the corpus alphabet and the special characters, sometimes shaped into
/// space-separated fields.
fn random_text(rng: &mut GameRng, alphabet: &[char], corpus: &[String]) -> String {
    match rng.random_range(0..3) {
        0 => {
            let len = rng.random_range(0..100);
            (0..len).map(|_| random_char(rng, alphabet)).collect()
        }
        1 => {
            // As many fields as a real text, each random.
            let fields = pick(rng, corpus).split(' ').count();
            (0..fields)
                .map(|_| {
                    let len = rng.random_range(0..12);
                    (0..len)
                        .map(|_| random_char(rng, alphabet))
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join(" ")
        }
        _ => {
            // Fields drawn from different real texts (same index).
            let n = pick(rng, corpus).split(' ').count();
            (0..n)
                .map(|i| {
                    let other = pick(rng, corpus);
                    other.split(' ').nth(i).unwrap_or("").to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        }
    }
}

/// One mutation of `text`.
fn mutate_once(rng: &mut GameRng, text: &str, alphabet: &[char], corpus: &[String]) -> String {
    let mut c: Vec<char> = text.chars().collect();
    let n = c.len();
    let at = |rng: &mut GameRng| rng.random_range(0..=n);
    match rng.random_range(0..12) {
        // Delete a short span.
        0 if n > 0 => {
            let i = rng.random_range(0..n);
            let len = rng.random_range(1..=3).min(n - i);
            c.drain(i..i + len);
        }
        // Duplicate a span.
        1 if n > 0 => {
            let i = rng.random_range(0..n);
            let len = rng.random_range(1..=8).min(n - i);
            let span: Vec<char> = c[i..i + len].to_vec();
            let j = at(rng);
            c.splice(j..j, span);
        }
        // Swap two characters.
        2 if n > 1 => {
            let i = rng.random_range(0..n);
            let j = rng.random_range(0..n);
            c.swap(i, j);
        }
        // Insert characters.
        3 => {
            let j = at(rng);
            let k = rng.random_range(1..=3);
            let ins: Vec<char> = (0..k).map(|_| random_char(rng, alphabet)).collect();
            c.splice(j..j, ins);
        }
        // Replace a character.
        4 if n > 0 => {
            let i = rng.random_range(0..n);
            c[i] = random_char(rng, alphabet);
        }
        // Truncate.
        5 => c.truncate(at(rng)),
        // Replace a field with a token or with the same field of another real text.
        6 | 7 => {
            let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
            let i = rng.random_range(0..fields.len());
            fields[i] = if rng.random_bool(0.5) {
                pick(rng, TOKENS).to_string()
            } else {
                let other = pick(rng, corpus);
                let of: Vec<&str> = other.split(' ').collect();
                of.get(i).unwrap_or(pick(rng, &of)).to_string()
            };
            return fields.join(" ");
        }
        // Delete, duplicate or swap fields.
        8 => {
            let mut fields: Vec<&str> = text.split(' ').collect();
            let i = rng.random_range(0..fields.len());
            match rng.random_range(0..3) {
                0 => {
                    fields.remove(i);
                }
                1 => fields.insert(i, fields[i]),
                _ => {
                    let j = rng.random_range(0..fields.len());
                    fields.swap(i, j);
                }
            }
            return fields.join(" ");
        }
        // Replace a run of digits with another number.
        9 => {
            let runs: Vec<usize> = (0..n)
                .filter(|&i| c[i].is_ascii_digit() && (i == 0 || !c[i - 1].is_ascii_digit()))
                .collect();
            if let Some(&i) = runs.get(rng.random_range(0..runs.len().max(1))) {
                let mut e = i;
                while e < n && c[e].is_ascii_digit() {
                    e += 1;
                }
                let num = match rng.random_range(0..4) {
                    0 => pick(rng, TOKENS).to_string(),
                    1 => rng.random_range(0..20u32).to_string(),
                    2 => rng.random_range(0..1000u32).to_string(),
                    _ => "0".repeat(rng.random_range(1..4)),
                };
                c.splice(i..e, num.chars());
            }
        }
        // Splice: a prefix of this text and a suffix of another.
        10 => {
            let other: Vec<char> = pick(rng, corpus).chars().collect();
            c.truncate(at(rng));
            let k = rng.random_range(0..=other.len());
            c.extend_from_slice(&other[k..]);
        }
        // Swap the case of a character.
        _ if n > 0 => {
            let i = rng.random_range(0..n);
            let ch = c[i];
            c[i] = if ch.is_ascii_uppercase() {
                ch.to_ascii_lowercase()
            } else {
                ch.to_ascii_uppercase()
            };
        }
        _ => {}
    }
    c.into_iter().collect()
}

/// One to three mutations of a real position text.
fn mutated_text(rng: &mut GameRng, alphabet: &[char], corpus: &[String]) -> String {
    let mut t = pick(rng, corpus).clone();
    for _ in 0..rng.random_range(1..=3) {
        t = mutate_once(rng, &t, alphabet, corpus);
    }
    t
}

/// True when `text` holds a run of five digits or more.
fn long_number(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_digit())
        .any(|run| run.len() >= 5)
}

/// What fuzzing one parameter set found.
#[derive(Default)]
struct Report {
    texts: usize,
    accepted: usize,
    played: usize,
    failures: Vec<(Property, String, String)>,
}

/// Checks one text against every property: `play` says whether an accepted position is also
/// played out (seeded with `seed`). Failures go into `report`.
fn check_text<G: Game>(start: &G, text: &str, play: bool, seed: u64, report: &mut Report) {
    report.texts += 1;
    let loaded = match catch(|| start.load_position(text)) {
        Err(msg) => {
            report
                .failures
                .push((Property::LoadPanics, text.to_string(), msg));
            return;
        }
        Ok(Err(_)) => return,
        Ok(Ok(g)) => g,
    };
    report.accepted += 1;
    // Round trip.
    let trip = catch(|| {
        let t1 = loaded.position_text();
        let again = match start.load_position(&t1) {
            Ok(g) => g,
            Err(e) => return Err(format!("its text '{t1}' is refused: {e}")),
        };
        let t2 = again.position_text();
        if t2 != t1 {
            return Err(format!("'{t1}' reloads as '{t2}'"));
        }
        if again.hash() != loaded.hash() {
            return Err(format!(
                "'{t1}' reloads with hash {:#x}, not {:#x}",
                again.hash(),
                loaded.hash()
            ));
        }
        Ok(())
    });
    match trip {
        Ok(Ok(())) => {}
        Ok(Err(msg)) => {
            report
                .failures
                .push((Property::RoundTrip, text.to_string(), msg));
            return;
        }
        Err(msg) => {
            report.failures.push((
                Property::RoundTrip,
                text.to_string(),
                format!("panic: {msg}"),
            ));
            return;
        }
    }
    if !play {
        return;
    }
    report.played += 1;
    let played = catch(|| {
        let mut rng = rng_from_seed(seed);
        let mut g = loaded.clone();
        let mut buf = Vec::new();
        for _ in 0..PLAY_CAP {
            g.legal_moves(&mut buf);
            let ongoing = g.outcome().is_ongoing();
            if buf.is_empty() {
                if ongoing {
                    return Err(format!(
                        "no legal moves but the game is ongoing at '{}'",
                        g.position_text()
                    ));
                }
                return Ok(());
            }
            if !ongoing {
                return Err(format!(
                    "{} legal moves after the end ({:?}) at '{}'",
                    buf.len(),
                    g.outcome(),
                    g.position_text()
                ));
            }
            let m = buf[rng.random_range(0..buf.len())];
            g.play(m);
        }
        Ok(())
    });
    match played {
        Ok(Ok(())) => {}
        Ok(Err(msg)) => report
            .failures
            .push((Property::Play, text.to_string(), msg)),
        Err(msg) => {
            report
                .failures
                .push((Property::Play, text.to_string(), format!("panic: {msg}")))
        }
    }
}

/// Fuzzes one parameter set with `texts` texts, playing out the first `plays` accepted ones.
struct Fuzz {
    texts: usize,
    plays: usize,
    seed: u64,
}

impl GameVisitor for Fuzz {
    type Output = Report;
    fn visit<G: Game>(self, start: G) -> Report {
        let corpus = corpus(&start, self.seed);
        let alphabet: Vec<char> = corpus
            .iter()
            .flat_map(|t| t.chars())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let mut rng = rng_from_seed(self.seed);
        let mut report = Report::default();
        // Every real text first: each must load (the parser's validation refuses nothing
        // the rules reach) and round-trip.
        for t in &corpus {
            if let Ok(Err(e)) = catch(|| start.load_position(t)) {
                report
                    .failures
                    .push((Property::RealRefused, t.clone(), e.to_string()));
            }
            let play = report.played < self.plays && rng.random_bool(0.05);
            check_text(&start, t, play, rng.random(), &mut report);
        }
        while report.texts < self.texts {
            let text = if rng.random_bool(0.15) {
                random_text(&mut rng, &alphabet, &corpus)
            } else {
                mutated_text(&mut rng, &alphabet, &corpus)
            };
            let play = report.played < self.plays
                || (long_number(&text) && report.played < 2 * self.plays);
            check_text(&start, &text, play, rng.random(), &mut report);
        }
        report
    }
}

/// Runs the regression inputs of `variant` through every property.
struct Regressions<'a> {
    variant: &'a str,
    params: &'a str,
}

impl GameVisitor for Regressions<'_> {
    type Output = Report;
    fn visit<G: Game>(self, start: G) -> Report {
        let mut report = Report::default();
        for (i, (_, _, text)) in REGRESSIONS
            .iter()
            .filter(|(v, p, _)| *v == self.variant && *p == self.params)
            .enumerate()
        {
            check_text(&start, text, true, 0xF00D + i as u64, &mut report);
        }
        report
    }
}

/// A whole number from the environment, if set.
fn env_usize(key: &str) -> Option<usize> {
    std::env::var(key).ok().map(|v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{key}={v} is not a whole number"))
    })
}

fn is_known(variant: &str, property: Property) -> bool {
    KNOWN_FAILURES
        .iter()
        .any(|(v, p, _, _)| *v == variant && *p == property)
}

/// Fuzzes every parameter set of `variant`; panics listing every failure not known.
fn fuzz_variant(variant: &str) {
    install_quiet_hook();
    let spec = registry::find(variant).unwrap();
    let sets = spec.choice_sets();
    let texts = env_usize("FUZZ_TEXTS").map_or(TEXTS_PER_VARIANT, |n| n.max(TEXTS_PER_VARIANT));
    let per_set = texts.div_ceil(sets.len());
    let plays = (PLAYS_PER_VARIANT * texts / TEXTS_PER_VARIANT).div_ceil(sets.len());
    let seed_base = 0x5EED_0000 + 0x1_0000 * env_usize("FUZZ_SEED").unwrap_or(0) as u64;
    let mut total = Report::default();
    let mut failures = Vec::new();
    let mut regression_params: BTreeSet<&str> = BTreeSet::new();
    for (_, p, _) in REGRESSIONS.iter().filter(|(v, _, _)| *v == variant) {
        regression_params.insert(p);
    }
    let mut runs: Vec<(String, Report)> = Vec::new();
    for p in regression_params {
        let params = if p.is_empty() {
            Params::defaults(variant).unwrap()
        } else {
            Params::parse(variant, &[p]).unwrap()
        };
        let r = registry::visit(&params, Regressions { variant, params: p });
        runs.push((format!("{variant} [{}] regression", params.canonical()), r));
    }
    for (i, params) in sets.iter().enumerate() {
        let seed = seed_base + 0x100 * i as u64 + variant.len() as u64;
        let r = registry::visit(
            params,
            Fuzz {
                texts: per_set,
                plays,
                seed,
            },
        );
        runs.push((format!("{variant} [{}]", params.canonical()), r));
    }
    for (label, r) in runs {
        eprintln!(
            "{label}: {} texts, {} accepted, {} played out, {} failures",
            r.texts,
            r.accepted,
            r.played,
            r.failures.len()
        );
        total.texts += r.texts;
        total.accepted += r.accepted;
        total.played += r.played;
        for (prop, text, msg) in r.failures {
            if is_known(variant, prop) {
                continue;
            }
            failures.push(format!("{label}: {prop:?} on {text:?}: {msg}"));
        }
    }
    assert!(
        total.texts >= texts,
        "{variant}: only {} texts",
        total.texts
    );
    if !failures.is_empty() {
        let n = failures.len();
        failures.truncate(20);
        panic!(
            "{variant}: {n} failures (first {}):\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}

/// Every known failure names a registered variant and says what and why.
#[test]
fn known_failures_name_registered_variants() {
    for (v, _, text, reason) in KNOWN_FAILURES {
        assert!(
            registry::find(v).is_ok(),
            "known failure of unknown variant {v}"
        );
        assert!(!text.is_empty() && !reason.is_empty());
    }
}

/// The bounds the parsers gained against overflow in play (see [`REGRESSIONS`]): the largest
/// counter value loads, the next is refused; an Uncertainty bishops field must count the
/// bishops on the board.
#[test]
fn counters_load_up_to_their_bounds() {
    struct Bounds(&'static [(&'static str, bool)]);
    impl GameVisitor for Bounds {
        type Output = ();
        fn visit<G: Game>(self, start: G) {
            for (text, ok) in self.0 {
                let r = start.load_position(text);
                assert_eq!(r.is_ok(), *ok, "{text}: {:?}", r.err());
            }
        }
    }
    let chess = Params::parse("chess", &["move_cap=100000"]).unwrap();
    registry::visit(
        &chess,
        Bounds(&[
            ("4k3/8/8/8/8/8/8/R3K3 w - - 65534 15535", true),
            ("4k3/8/8/8/8/8/8/R3K3 w - - 65535 1", false),
            ("4k3/8/8/8/8/8/8/R3K3 w - - 0 15536", false),
        ]),
    );
    // Uncertainty's bishops field counts at least the bishops on each colour (Black's d4
    // bishop stands on colour 0).
    let uncertainty = Params::parse("uncertainty", &["retransform=on"]).unwrap();
    registry::visit(
        &uncertainty,
        Bounds(&[
            (
                "pppr1pp1/p1pr1pp1/2pp1p1p/8/1Q1b4/K4P2/P1P1P1PN/1PPPPPPP b RRBN kqbnn 1010 9",
                true,
            ),
            (
                "pppr1pp1/p1pr1pp1/2pp1p1p/8/1Q1b4/K4P2/P1P1P1PN/1PPPPPPP b RRBN kqbnn 1000 9",
                false,
            ),
        ]),
    );
    let quantimex = Params::defaults("quantimex").unwrap();
    registry::visit(
        &quantimex,
        Bounds(&[
            (
                "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi r - 0 4294966294",
                true,
            ),
            (
                "IM2mi/WP3pw/LP4pl/CP5pc/RP6pr/KP7pk/RP6pr/CP5pc/LP4pl/WP3pw/IM2mi r - 0 4294966295",
                false,
            ),
        ]),
    );
}

/// Fuzzes every registered variant (the registry is the list: a new game is fuzzed without a
/// line here), each on a thread of its own so they run side by side; fails listing every
/// variant whose fuzzing failed, with its failures.
#[test]
fn fuzz_every_registered_variant() {
    let failures: Vec<String> = std::thread::scope(|s| {
        let runs: Vec<_> = registry::VARIANTS
            .iter()
            .map(|v| (v.name, s.spawn(move || fuzz_variant(v.name))))
            .collect();
        runs.into_iter()
            .filter_map(|(name, run)| {
                run.join().err().map(|e| {
                    let msg = e
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    format!("{name}: {msg}")
                })
            })
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
