//! What the endpoint tests share: a server on a fresh `--out` folder and requests to it with
//! the bound Host header.

use serde_json::Value;
use serve::paths::OutDir;
use serve::{Request, Server};

/// A server whose `--out` is a fresh temporary folder named by `suite` and `name`; the
/// server and that folder.
pub fn server(suite: &str, name: &str) -> (Server, std::path::PathBuf) {
    let d = std::env::temp_dir().join(format!("serve-{suite}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    let s = Server::new(
        OutDir::new(&d).unwrap(),
        serve::hosts("127.0.0.1:8080".parse().unwrap()),
    );
    (s, d)
}

/// `method url` with JSON `body` from the bound host: the status and the JSON answer.
pub fn call(s: &Server, method: &str, url: &str, body: Value) -> (u16, Value) {
    let r = s.handle(&Request {
        method: method.into(),
        url: url.into(),
        host: Some("127.0.0.1:8080".into()),
        body: body.to_string().into_bytes(),
    });
    (r.status, r.value())
}

/// [`call`] that must answer 200; the answer.
pub fn ok(s: &Server, method: &str, url: &str, body: Value) -> Value {
    let (st, v) = call(s, method, url, body.clone());
    assert_eq!(st, 200, "{method} {url} {body}: {v}");
    v
}
