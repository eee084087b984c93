//! Weights files named by an agent, `eval=file:PATH` (issue 26, part 3: two evaluations
//! compared head to head in one tournament). A path is interned once (so [`super::Eval`] stays
//! `Copy`) and a file is read and parsed once per process and game feature list, then shared:
//! the searches read a `&'static Weights`, as for the embedded files.

use std::sync::Mutex;

use super::Weights;

/// The interned paths.
static PATHS: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());

/// The files read so far: path, the game's feature names, the weights.
type Loaded = (&'static str, &'static [&'static str], &'static Weights);
static LOADED: Mutex<Vec<Loaded>> = Mutex::new(Vec::new());

/// `path` as a `&'static str`, the same pointer for the same text (each distinct path is
/// leaked once: a handful per process).
pub(super) fn intern(path: &str) -> &'static str {
    let mut paths = PATHS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(p) = paths.iter().find(|p| **p == path) {
        return p;
    }
    let p: &'static str = Box::leak(path.to_string().into_boxed_str());
    paths.push(p);
    p
}

/// The weights of the file at `path` for a game whose features are `names` (its
/// [`crate::Evaluate::feature_names`]), read and parsed at the first call and cached.
///
/// Errors: the file cannot be read, or it does not parse for `names` ([`Weights::parse`]: a bad
/// line, an unknown or missing feature); the message starts `eval=file:PATH` and says the fix.
pub fn file_weights(
    path: &str,
    names: &'static [&'static str],
) -> Result<&'static Weights, String> {
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, w)) = loaded.iter().find(|(p, n, _)| *p == path && *n == names) {
        return Ok(w);
    }
    let text = std::fs::read_to_string(path).map_err(|e| {
        format!(
            "eval=file:{path}: cannot read it ({e}); give the path of a weights file such as \
             collapse fit-eval --out writes (docs/evaluation.md)"
        )
    })?;
    let w = Weights::parse(&text, names)
        .map_err(|e| format!("eval=file:{path}: {e} (the file must list this game's features)"))?;
    let w: &'static Weights = Box::leak(Box::new(w));
    loaded.push((intern(path), names, w));
    Ok(w)
}
