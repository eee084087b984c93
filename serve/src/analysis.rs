//! A search of one position on its own thread, for the page's analysis panel: the engine's
//! best root moves with visits, values and principal variations, written into a shared JSON
//! snapshot about every [`EVERY`] while it runs (a single-tree search; others report at the
//! end) and once when it ends, by its budget or by the stop flag.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use mcts::eval::EvalWith;
use mcts::{Game, Progress, SearchConfig, SearchResult, Searcher};
use serde_json::{json, Value};

use crate::error::{ApiError, ApiResult};

/// How often a running search updates its snapshot.
pub const EVERY: Duration = Duration::from_millis(250);

/// Root moves shown.
pub const LINES: usize = 8;

/// The longest a search may be given, in milliseconds (10 minutes): a larger `ms`, or an
/// iteration budget without a time, is capped by it.
pub const MAX_MS: u64 = 600_000;

/// Starts searching `root` with `cfg` (its budget capped at [`MAX_MS`]); the snapshot `out`
/// becomes `{"running": true, "iterations", "nodes", "ms", "lines": [{"move", "pv",
/// "visits", "value"}]}` and, at the end, `"running": false` with `"best"`. `value` is the
/// mean reward in `[0, 1]` for the player to decide; `proven` says `win`/`loss` when the
/// solver proved it.
///
/// Errors (400): an `eval=file:` weights file that cannot be read.
pub fn start<G: Game>(
    root: G,
    mut cfg: SearchConfig,
    stop: &'static AtomicBool,
    out: Arc<Mutex<Value>>,
    seed: u64,
) -> ApiResult<JoinHandle<()>> {
    if cfg.ms == 0 || cfg.ms > MAX_MS {
        cfg.ms = MAX_MS;
    }
    stop.store(false, Ordering::Relaxed);
    *out.lock().unwrap_or_else(|e| e.into_inner()) = json!({"running": true, "lines": []});
    let wrapped = EvalWith::for_eval(root.clone(), cfg.eval).map_err(ApiError::bad)?;
    Ok(std::thread::spawn(move || {
        let begin = Instant::now();
        let mut rng = mcts::rng_from_seed(seed);
        let result = match wrapped {
            None => watch(
                Searcher::<G>::new(cfg),
                &root,
                &root,
                stop,
                &out,
                begin,
                &mut rng,
            ),
            Some(w) => watch(Searcher::new(cfg), &w, &root, stop, &out, begin, &mut rng),
        };
        let mut snap = out.lock().unwrap_or_else(|e| e.into_inner());
        snap["running"] = json!(false);
        snap["best"] = json!(root.format_move(result.best));
        snap["iterations"] = json!(result.iterations);
        snap["ms"] = json!(begin.elapsed().as_millis() as u64);
        if snap["lines"].as_array().is_none_or(|l| l.is_empty()) {
            snap["lines"] = final_lines(&root, &result);
        }
    }))
}

/// Runs the search of `searched` (the game, or it on another evaluation), writing progress
/// in the notation of `root`.
fn watch<G: Game, H: Game<Move = G::Move>>(
    mut s: Searcher<H>,
    searched: &H,
    root: &G,
    stop: &'static AtomicBool,
    out: &Mutex<Value>,
    begin: Instant,
    rng: &mut mcts::GameRng,
) -> SearchResult<G::Move> {
    s.set_stop(stop);
    let r = s.search_watched(searched, rng, EVERY, LINES, &mut |p| {
        *out.lock().unwrap_or_else(|e| e.into_inner()) = snapshot(root, p, begin, true);
    });
    if let Some(p) = s.progress(r.iterations, LINES) {
        *out.lock().unwrap_or_else(|e| e.into_inner()) = snapshot(root, &p, begin, true);
    } else {
        out.lock().unwrap_or_else(|e| e.into_inner())["lines"] = json!([]);
    }
    r
}

/// The snapshot of progress `p` of a search of `root`.
fn snapshot<G: Game>(root: &G, p: &Progress<G::Move>, begin: Instant, running: bool) -> Value {
    let lines: Vec<Value> = p
        .lines
        .iter()
        .map(|l| {
            let mut g = root.clone();
            let pv: Vec<String> = l
                .moves
                .iter()
                .map(|&m| {
                    let s = g.format_move(m);
                    g.play(m);
                    s
                })
                .collect();
            json!({"move": pv[0], "pv": pv.join(" "), "visits": l.visits, "value": l.value,
                   "proven": l.proven.map(|w| if w { "win" } else { "loss" })})
        })
        .collect();
    json!({"running": running, "iterations": p.iterations, "nodes": p.nodes,
           "ms": begin.elapsed().as_millis() as u64, "lines": lines})
}

/// The lines of a search that kept no single tree: its root children by visits.
fn final_lines<G: Game>(root: &G, r: &SearchResult<G::Move>) -> Value {
    let mut kids = r.children.clone();
    kids.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
    kids.truncate(LINES);
    let lines: Vec<Value> = kids
        .iter()
        .map(|&(m, visits, value)| {
            let t = root.format_move(m);
            json!({"move": t, "pv": t, "visits": visits, "value": value, "proven": null})
        })
        .collect();
    json!(lines)
}
