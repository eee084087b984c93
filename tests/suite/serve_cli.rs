//! `collapse serve` over a real socket (port 0): it prints its URL, answers the API, refuses
//! a foreign Host, and games played and saved through it (one checkmated, one resigned) are
//! CSV rows `collapse report` reads. Every endpoint is tested without a socket in serve/tests/.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use crate::common::{collapse, text, tmp};

/// A running `collapse serve`, killed when dropped.
struct Served {
    child: Child,
    /// `127.0.0.1:PORT`.
    addr: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `collapse serve --port 0 --out OUT` (its standard error to `OUT.stderr`) and reads
/// the address from its first line.
fn serve(out: &std::path::Path) -> Served {
    let log = std::fs::File::create(out.with_extension("stderr")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_collapse"))
        .args(["serve", "--port", "0", "--out", out.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .expect("start collapse serve");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let at = line.find("http://").expect(&line) + 7;
    let addr = line[at..at + line[at..].find('/').unwrap()].to_string();
    Served { child, addr }
}

/// One HTTP/1.1 request with `Connection: close`: `(status, body)`.
fn http(addr: &str, method: &str, path: &str, host: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let raw = text(&raw);
    let status = raw[9..12].parse().unwrap();
    let body = raw.split_once("\r\n\r\n").map_or("", |x| x.1).to_string();
    (status, body)
}

#[test]
fn the_server_answers_on_its_socket_refuses_a_foreign_host_and_saves_what_report_reads() {
    let out = tmp("serve", "out");
    let s = serve(&out);
    assert!(s.addr.starts_with("127.0.0.1:"), "{}", s.addr);
    let (st, page) = http(&s.addr, "GET", "/", &s.addr, "");
    assert_eq!(st, 200);
    assert!(page.contains("/app.js"));
    let (st, body) = http(&s.addr, "GET", "/api/variants", "attacker.example", "");
    assert_eq!(st, 403, "{body}");
    assert!(body.contains("DNS rebinding"), "{body}");
    let (st, body) = http(&s.addr, "POST", "/api/games", &s.addr, "{oops");
    assert_eq!(st, 400, "{body}");
    let (st, body) = http(
        &s.addr,
        "POST",
        "/api/games",
        &s.addr,
        r#"{"variant": "chess", "black": "human"}"#,
    );
    assert_eq!(st, 200, "{body}");
    let game: serde_json::Value = serde_json::from_str(&body).unwrap();
    let id = &game["id"];
    for m in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
        let (st, body) = http(
            &s.addr,
            "POST",
            &format!("/api/games/{id}/move"),
            &s.addr,
            &format!("{{\"move\": \"{m}\"}}"),
        );
        assert_eq!(st, 200, "{m}: {body}");
    }
    let (st, body) = http(
        &s.addr,
        "POST",
        &format!("/api/games/{id}/save"),
        &s.addr,
        "",
    );
    assert_eq!(st, 200, "{body}");
    // A second game, resigned by Black after one move, saved to the same file.
    let (st, body) = http(
        &s.addr,
        "POST",
        "/api/games",
        &s.addr,
        r#"{"variant": "chess", "black": "human", "moves": "e2-e4"}"#,
    );
    assert_eq!(st, 200, "{body}");
    let id = serde_json::from_str::<serde_json::Value>(&body).unwrap()["id"].clone();
    for (what, body) in [("resign", r#"{"side": "black"}"#), ("save", "")] {
        let (st, body) = http(
            &s.addr,
            "POST",
            &format!("/api/games/{id}/{what}"),
            &s.addr,
            body,
        );
        assert_eq!(st, 200, "{what}: {body}");
    }
    let csv = out.join("serve-games.csv");
    let o = collapse(&["report", csv.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let report = text(&o.stdout);
    assert!(report.contains("checkmate"), "{report}");
    assert!(report.contains("resignation"), "{report}");
    assert!(report.starts_with("2 game(s)"), "{report}");
    let (st, body) = http(
        &s.addr,
        "GET",
        "/api/watch?path=../serve-games.csv",
        &s.addr,
        "",
    );
    assert_eq!(st, 403, "{body}");
}
