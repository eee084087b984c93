//! The learned evaluation's weights (issue 26, part 2): one text file per game or board under
//! `variants/weights/`, embedded in the binary, read once ([`mcts::eval::Weights::parse`]).
//! Each file's header says the command that fitted it (`collapse fit-eval`), its seed and its
//! held-out log-loss; a file whose header says `material` holds the hand-set material weights
//! rescaled to the learned model (`tanh(z / 2)`), i.e. the old evaluation exactly.

use std::sync::OnceLock;

use mcts::eval::Weights;

/// The embedded weights files: `(key, text)`, one per file of `variants/weights/` (listed by
/// `variants/build.rs`, sorted by key). A key is the variant's registry name, or the name and
/// the board or topology for games whose boards differ (`fiveup-hypertorus`).
pub const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/weights_files.rs"));

/// The cache of parsed weights, one slot per entry of [`FILES`].
static PARSED: OnceLock<Vec<OnceLock<Weights>>> = OnceLock::new();

/// The environment variable naming a folder whose `KEY.txt` files replace the embedded ones
/// (to try fitted weights without rebuilding: `COLLAPSE_WEIGHTS=results/w collapse
/// tournament ...`). Read once per key, at the first evaluation.
pub const OVERRIDE_ENV: &str = "COLLAPSE_WEIGHTS";

/// The weights of `key` for a game whose features are `names`: the embedded file, or
/// `$COLLAPSE_WEIGHTS/KEY.txt` when that variable is set and the file exists.
///
/// Panics when `key` has no file or its file does not parse for `names`: for the embedded
/// files a build error of the repository, which the tests of every game catch; for an
/// override, the message names the file and the line.
pub fn weights(key: &str, names: &[&str]) -> &'static Weights {
    let i = FILES
        .iter()
        .position(|(k, _)| *k == key)
        .unwrap_or_else(|| panic!("no weights file for '{key}' in variants/weights"));
    let slots = PARSED.get_or_init(|| FILES.iter().map(|_| OnceLock::new()).collect());
    slots[i].get_or_init(|| {
        if let Some(dir) = std::env::var_os(OVERRIDE_ENV) {
            let path = std::path::Path::new(&dir).join(format!("{key}.txt"));
            if let Ok(text) = std::fs::read_to_string(&path) {
                return Weights::parse(&text, names)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
        }
        Weights::parse(FILES[i].1, names)
            .unwrap_or_else(|e| panic!("variants/weights/{key}.txt: {e}"))
    })
}

/// A per-call-site cache of one key's weights: the first [`Slot::get`] looks the key up
/// ([`weights`]), every later one is a single atomic load, so an evaluation in a playout pays
/// no string comparison. Use one `static` slot per key (an array of them for games whose key
/// depends on the board).
pub struct Slot(OnceLock<&'static Weights>);

impl Slot {
    /// An empty slot.
    pub const fn new() -> Slot {
        Slot(OnceLock::new())
    }

    /// The weights of `key` for features `names` (see [`weights`] for the panics); the key
    /// must be the same at every call on this slot.
    #[inline]
    pub fn get(&self, key: &str, names: &[&str]) -> &'static Weights {
        self.0.get_or_init(|| weights(key, names))
    }
}

impl Default for Slot {
    fn default() -> Slot {
        Slot::new()
    }
}
