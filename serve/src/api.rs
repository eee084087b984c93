//! The request handler: [`Server::handle`] turns one [`Request`] into one [`Response`] with
//! no socket involved (the tests call it directly; [`crate::http`] feeds it from the
//! network). Every request's `Host` header is checked first (DNS rebinding); every error is
//! a JSON body with a 4xx or 5xx status ([`ApiError`]), never a panic.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::assets;
use crate::error::{ApiError, ApiResult};
use crate::paths::OutDir;
use crate::record::{append, next_id, GAMES_FILE};
use crate::session::{open, Session};
use crate::setup::{variants_json, NewGame};
use crate::watch::watch;

/// Games kept at once; opening one more forgets the oldest (its search is stopped).
pub const MAX_GAMES: usize = 64;

/// An HTTP request as the handler sees it.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// `GET`, `POST`, ...
    pub method: String,
    /// The path with its query, e.g. `/api/watch?path=t.csv`.
    pub url: String,
    /// The `Host` header, if any.
    pub host: Option<String>,
    /// The body (JSON for the API's POSTs).
    pub body: Vec<u8>,
}

/// An HTTP response: status, content type and body.
#[derive(Clone, Debug)]
pub struct Response {
    /// The status code.
    pub status: u16,
    /// The `Content-Type` header.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
}

impl Response {
    /// A JSON response with `status`.
    pub fn json(status: u16, v: &Value) -> Response {
        Response {
            status,
            content_type: "application/json; charset=utf-8",
            body: serde_json::to_vec(v).expect("a JSON value serializes"),
        }
    }

    /// The response's body as JSON (`Null` when it is not JSON), for tests and clients.
    pub fn value(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }
}

/// One game at the server: the game, its stop flag and its running analysis.
struct Entry {
    game: Mutex<Box<dyn Session>>,
    stop: &'static AtomicBool,
    search: Mutex<Option<JoinHandle<()>>>,
    snapshot: Arc<Mutex<Value>>,
}

/// The server's state: the served directory, the accepted `Host` values and the games.
pub struct Server {
    out: OutDir,
    hosts: Vec<String>,
    games: Mutex<BTreeMap<u64, Arc<Entry>>>,
    next: AtomicU64,
    saving: Mutex<()>,
}

fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The body of a request, `{}` when empty.
fn body<T: DeserializeOwned>(req: &Request) -> ApiResult<T> {
    let bytes: &[u8] = if req.body.iter().all(u8::is_ascii_whitespace) {
        b"{}"
    } else {
        &req.body
    };
    serde_json::from_slice(bytes).map_err(|e| {
        ApiError::bad(format!(
            "malformed JSON body: {e}; send an object such as {{\"move\": \"e2e4\"}}"
        ))
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(rename = "move")]
    mv: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoBody {
    #[serde(default)]
    plies: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResignBody {
    side: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnalyseBody {
    #[serde(default)]
    agent: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveBody {
    #[serde(default)]
    file: Option<String>,
}

/// The analysis agent when the request names none.
pub const ANALYSIS_AGENT: &str = "mcts:iters=200000,ms=10000";

/// `%XX` and `+` decoded (a query value); a `%` without two hex digits stays as it is.
fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match (
            b[i],
            b.get(i + 1).copied().and_then(hex),
            b.get(i + 2).copied().and_then(hex),
        ) {
            (b'+', _, _) => out.push(b' '),
            (b'%', Some(h), Some(l)) => {
                out.push(h * 16 + l);
                i += 2;
            }
            (c, _, _) => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The player `text` names: `white` or `black`, or the game's own name of a side (`names`,
/// e.g. Quantimex's `Red`), in any case.
///
/// Errors (400): any other text, with the names accepted.
fn side_named(text: &str, names: [&str; 2]) -> ApiResult<mcts::Player> {
    let t = text.trim();
    mcts::Player::BOTH
        .into_iter()
        .find(|p| t.eq_ignore_ascii_case(p.name()) || t.eq_ignore_ascii_case(names[p.index()]))
        .ok_or_else(|| {
            ApiError::bad(format!(
                "side '{t}': name the side that resigns, white or black (here {} or {})",
                names[0], names[1]
            ))
        })
}

impl Server {
    /// A server for the directory `out` accepting requests whose `Host` is one of `hosts`
    /// (e.g. `127.0.0.1:8080`, `localhost:8080`).
    pub fn new(out: OutDir, hosts: Vec<String>) -> Server {
        Server {
            out,
            hosts,
            games: Mutex::new(BTreeMap::new()),
            next: AtomicU64::new(1),
            saving: Mutex::new(()),
        }
    }

    /// The served directory.
    pub fn out(&self) -> &OutDir {
        &self.out
    }

    /// Answers `req`: the page and its assets, or the API (see the crate's documentation).
    pub fn handle(&self, req: &Request) -> Response {
        match self.route(req) {
            Ok(r) => r,
            Err(e) => Response::json(e.status, &e.body()),
        }
    }

    fn route(&self, req: &Request) -> ApiResult<Response> {
        let host = req.host.as_deref().unwrap_or("");
        if !self.hosts.iter().any(|h| h.eq_ignore_ascii_case(host)) {
            return Err(ApiError::forbidden(format!(
                "Host '{host}' is not this server's address (a page of another site may be \
                 trying to reach it through DNS rebinding): open {} instead",
                self.hosts.first().map_or("", String::as_str)
            )));
        }
        let (path, query) = req.url.split_once('?').unwrap_or((&req.url, ""));
        let query: BTreeMap<String, String> = query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (decode(k), decode(v)))
            .collect();
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let m = req.method.as_str();
        let ok = |v: Value| Ok(Response::json(200, &v));
        match (m, parts.as_slice()) {
            ("GET", [file]) if assets::asset(file).is_some() => {
                let (content_type, text) = assets::asset(file).expect("checked");
                Ok(Response {
                    status: 200,
                    content_type,
                    body: text.as_bytes().to_vec(),
                })
            }
            ("GET", ["api", "variants"]) => ok(variants_json()),
            ("GET", ["api", "files"]) => ok(json!({"dir": self.out.root().display().to_string(),
                                                    "files": self.out.csv_files()})),
            ("GET", ["api", "watch"]) => {
                let rel = query.get("path").map_or("", String::as_str);
                let p = self.out.resolve(rel)?;
                ok(watch(&p, rel)?)
            }
            ("POST", ["api", "games"]) => ok(self.new_game(req)?),
            (_, ["api", "games", id, rest @ ..]) => {
                let id: u64 = id
                    .parse()
                    .map_err(|_| ApiError::bad(format!("game id '{id}' is not a number")))?;
                self.game_route(m, id, rest, req)
                    .map(|v| Response::json(200, &v))
            }
            ("GET" | "POST", _) => Err(ApiError::not_found(format!(
                "no endpoint {m} {path}: see GET /api/variants, POST /api/games, \
                 /api/games/ID[/move|/agent|/undo|/resign|/save|/analyse|/analysis|/stop], \
                 GET /api/watch?path=FILE"
            ))),
            _ => Err(ApiError::new(
                405,
                format!("method {m} is not served: use GET or POST"),
            )),
        }
    }

    fn entry(&self, id: u64) -> ApiResult<Arc<Entry>> {
        lock(&self.games).get(&id).cloned().ok_or_else(|| {
            ApiError::not_found(format!(
                "no game {id} (the server forgets games when it restarts, or after \
                 {MAX_GAMES} newer ones): start a new game"
            ))
        })
    }

    fn new_game(&self, req: &Request) -> ApiResult<Value> {
        let setup = body::<NewGame>(req)?.setup()?;
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let seed = mcts::derive_seed(std::process::id() as u64, id);
        let game = open(setup, seed)?;
        let mut state = game.state(true);
        let entry = Arc::new(Entry {
            game: Mutex::new(game),
            stop: Box::leak(Box::new(AtomicBool::new(false))),
            search: Mutex::new(None),
            snapshot: Arc::new(Mutex::new(json!({"running": false, "lines": []}))),
        });
        let mut games = lock(&self.games);
        while games.len() >= MAX_GAMES {
            let oldest = *games.keys().next().expect("not empty");
            if let Some(e) = games.remove(&oldest) {
                e.stop.store(true, Ordering::Relaxed);
            }
        }
        games.insert(id, entry);
        state["id"] = json!(id);
        Ok(state)
    }

    fn game_route(&self, m: &str, id: u64, rest: &[&str], req: &Request) -> ApiResult<Value> {
        let e = self.entry(id)?;
        let state = |e: &Entry, board: bool| {
            let mut s = lock(&e.game).state(board);
            s["id"] = json!(id);
            s
        };
        match (m, rest) {
            ("GET", []) => Ok(state(&e, true)),
            ("POST", ["move"]) => {
                let b: MoveBody = body(req)?;
                lock(&e.game).play(&b.mv)?;
                Ok(state(&e, false))
            }
            ("POST", ["agent"]) => {
                let played = lock(&e.game).agent_move()?;
                let mut s = state(&e, false);
                s["played"] = json!(played);
                Ok(s)
            }
            ("POST", ["undo"]) => {
                let b: UndoBody = body(req)?;
                lock(&e.game).undo(b.plies.unwrap_or(1))?;
                Ok(state(&e, false))
            }
            ("POST", ["resign"]) => {
                let b: ResignBody = body(req)?;
                let mut g = lock(&e.game);
                let side = side_named(&b.side, g.player_names())?;
                g.resign(side)?;
                drop(g);
                Ok(state(&e, false))
            }
            ("POST", ["save"]) => {
                let b: SaveBody = body(req)?;
                let rel = b.file.as_deref().unwrap_or(GAMES_FILE);
                if !rel.ends_with(".csv") {
                    return Err(ApiError::bad(format!(
                        "file '{rel}': games are saved to a .csv file; give a name ending in .csv"
                    )));
                }
                let path = self.out.resolve(rel)?;
                let _one = lock(&self.saving);
                let row = lock(&e.game).record(next_id(&path)?)?;
                append(&path, &row)?;
                Ok(json!({"saved": rel, "path": path.display().to_string(),
                          "game_id": row.game_id, "row": String::from_utf8_lossy(&row.to_csv_line())}))
            }
            ("POST", ["analyse"]) => {
                let b: AnalyseBody = body(req)?;
                let mut search = lock(&e.search);
                if search.as_ref().is_some_and(|h| !h.is_finished()) {
                    return Err(ApiError::conflict(
                        "a search of this game is already running: stop it first (POST \
                         /api/games/ID/stop)",
                    ));
                }
                let g = lock(&e.game);
                let text = b.agent.as_deref().unwrap_or(ANALYSIS_AGENT);
                let spec = g
                    .params()
                    .parse_agent(text)
                    .map_err(|err| ApiError::bad(format!("agent: {err}")))?;
                *search = Some(g.analyse(&spec, e.stop, e.snapshot.clone())?);
                Ok(json!({"started": spec.to_string()}))
            }
            ("GET", ["analysis"]) => {
                let mut snap = lock(&e.snapshot).clone();
                let running = lock(&e.search).as_ref().is_some_and(|h| !h.is_finished());
                snap["running"] = json!(running);
                Ok(snap)
            }
            ("POST", ["stop"]) => {
                e.stop.store(true, Ordering::Relaxed);
                if let Some(h) = lock(&e.search).take() {
                    let _ = h.join();
                }
                Ok(lock(&e.snapshot).clone())
            }
            _ => Err(ApiError::not_found(format!(
                "no endpoint {m} /api/games/{id}/{}: use GET /api/games/{id}, POST .../move, \
                 .../agent, .../undo, .../resign, .../save, .../analyse, .../stop, GET .../analysis",
                rest.join("/")
            ))),
        }
    }
}
