//! The network side, on `tiny_http`: binds the address, and hands every request to
//! [`Server::handle`] on its own thread (an agent's move or a search then never holds up the
//! others). Bodies above [`MAX_BODY`] are refused with 413; a handler that panics answers
//! 500 and the server goes on.

use std::io::Read;
use std::net::SocketAddr;
use std::sync::Arc;

use crate::api::{Request, Response, Server};
use crate::error::ApiError;
use crate::paths::OutDir;

/// The largest request body read, in bytes (a pasted position text is far smaller).
pub const MAX_BODY: usize = 1 << 20;

/// A bound server, not yet serving: its address and the `Host` values it accepts.
pub struct Bound {
    http: tiny_http::Server,
    /// The address bound (with the port the OS chose for port 0).
    pub addr: SocketAddr,
    /// The state every request is answered from.
    pub server: Arc<Server>,
}

/// The `Host` header values a server bound to `addr` accepts: `ADDR:PORT`, and for a
/// loopback or unspecified address also `127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`.
pub fn hosts(addr: SocketAddr) -> Vec<String> {
    let port = addr.port();
    let mut out = vec![addr.to_string()];
    if addr.ip().is_loopback() || addr.ip().is_unspecified() {
        for h in ["127.0.0.1", "localhost", "[::1]"] {
            let h = format!("{h}:{port}");
            if !out.contains(&h) {
                out.push(h);
            }
        }
    }
    out
}

/// Binds `addr` (port 0: any free port) serving the directory `out`.
///
/// Errors: the directory cannot be created, or the address cannot be bound (in use, no
/// permission), with the reason and the fix.
pub fn bind(addr: SocketAddr, out: &std::path::Path) -> Result<Bound, String> {
    let out = OutDir::new(out)?;
    let http = tiny_http::Server::http(addr).map_err(|e| {
        format!("cannot listen on {addr}: {e}; give another --port (0 picks a free one)")
    })?;
    let addr = http
        .server_addr()
        .to_ip()
        .ok_or_else(|| format!("{addr}: not an IP address"))?;
    let server = Arc::new(Server::new(out, hosts(addr)));
    Ok(Bound { http, addr, server })
}

impl Bound {
    /// Serves requests until the process ends.
    pub fn run(self) {
        for req in self.http.incoming_requests() {
            let server = self.server.clone();
            std::thread::spawn(move || answer(&server, req));
        }
    }
}

/// Reads `req`, answers it and sends the answer.
fn answer(server: &Server, mut req: tiny_http::Request) {
    let host = req
        .headers()
        .iter()
        .find(|h| h.field.equiv("Host"))
        .map(|h| h.value.as_str().to_string());
    let mut body = Vec::new();
    let too_big = req.body_length().is_some_and(|n| n > MAX_BODY)
        || req
            .as_reader()
            .take(MAX_BODY as u64 + 1)
            .read_to_end(&mut body)
            .is_err()
        || body.len() > MAX_BODY;
    let response = if too_big {
        let e = ApiError::new(413, format!("request body over {MAX_BODY} bytes"));
        Response::json(e.status, &e.body())
    } else {
        let r = Request {
            method: req.method().as_str().to_uppercase(),
            url: req.url().to_string(),
            host,
            body,
        };
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| server.handle(&r))).unwrap_or_else(
            |_| {
                let e = ApiError::new(
                    500,
                    "the server failed on this request (a bug): see its log",
                );
                Response::json(e.status, &e.body())
            },
        )
    };
    let header = tiny_http::Header::from_bytes("Content-Type", response.content_type)
        .expect("a valid header");
    let nosniff =
        tiny_http::Header::from_bytes("X-Content-Type-Options", "nosniff").expect("a valid header");
    let out = tiny_http::Response::from_data(response.body)
        .with_status_code(response.status)
        .with_header(header)
        .with_header(nosniff);
    let _ = req.respond(out);
}
