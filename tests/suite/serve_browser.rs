//! `collapse serve` in headless Chromium (issue 73): the page plays three moves by clicks in
//! chess, in Five Up on the cube and in Quantimex (a destination chosen by a button), each
//! click on the centre of the cell as the browser lays it out (the element found there must
//! be that cell: `serve/src/assets/selftest.js`), and the position text it then shows must be
//! the one `collapse show` prints for the same moves. Screenshots of each game at 1280 and 800
//! px go to `results/serve-VARIANT-WIDTH.png` for a person to look at.
//!
//! Ignored by default (it needs Chromium and a few seconds a page): `scripts/check-serve`
//! installs Chromium and runs it; without `/usr/bin/chromium` it says so and passes.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::common::{collapse_ok, text, tmp};
use crate::serve_cli::serve;

/// Numbers the browser profiles: each run gets its own (a second run on one profile may hand
/// its URL to a first one still exiting, and wait).
static RUNS: AtomicU32 = AtomicU32::new(0);

const CHROMIUM: &str = "/usr/bin/chromium";

/// Headless Chromium on `url` at `width` px with `extra` arguments; its stdout.
fn chromium(url: &str, width: u32, extra: &[&str]) -> String {
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let profile = tmp("serve-browser", &format!("profile-{run}"));
    let size = format!("--window-size={width},1000");
    let user = format!("--user-data-dir={}", profile.display());
    let mut args = vec![
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
        "--virtual-time-budget=10000",
        &size,
        &user,
    ];
    args.extend_from_slice(extra);
    args.push(url);
    let o = Command::new("timeout")
        .arg("120")
        .arg(CHROMIUM)
        .args(&args)
        .output()
        .expect("run chromium");
    assert!(o.status.success(), "chromium failed: {}", text(&o.stderr));
    let _ = std::fs::remove_dir_all(&profile);
    text(&o.stdout)
}

/// The JSON the page's self-test wrote into `<pre id="selftest">`.
fn selftest(dom: &str) -> serde_json::Value {
    let open = dom
        .find("<pre id=\"selftest\"")
        .expect("the page has its selftest block");
    let at = open + dom[open..].find('>').unwrap() + 1;
    let body = &dom[at..at + dom[at..].find("</pre>").unwrap()];
    let body = body
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: the self-test wrote '{body}'"))
}

#[test]
#[ignore = "needs Chromium: run scripts/check-serve"]
fn three_moves_by_clicks_give_the_position_collapse_show_gives() {
    if !std::path::Path::new(CHROMIUM).exists() {
        eprintln!("skipped: {CHROMIUM} is absent (scripts/check-serve installs it)");
        return;
    }
    let out = tmp("serve-browser", "out");
    let served = serve(&out);
    let base = format!("http://{}/", served.addr);
    let results = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("results");
    std::fs::create_dir_all(&results).unwrap();
    let games = [
        ("chess", "e2,e4,e7,e5,g1,f3", "e2-e4 e7-e5 g1-f3"),
        (
            "fiveup",
            "Ec2,Ec4,Ac4,Ac3,Dd1,Cd3",
            "Ec2-Ec4 Ac4-Ac3 Dd1-Cd3",
        ),
        ("quantimex", "e2,e6,btn:@e5,f10,f7", "e2-e6 @e5 f10-f7"),
    ];
    let mut failures = Vec::new();
    for (variant, clicks, moves) in games {
        let url = format!("{base}?selftest={variant}&clicks={clicks}");
        let got = selftest(&chromium(&url, 1280, &["--dump-dom"]));
        let shown = collapse_ok(&["show", "--variant", variant, "--moves", moves]);
        let want = shown
            .lines()
            .find_map(|l| l.strip_prefix("Position: "))
            .expect("collapse show prints the position");
        let played: Vec<&str> = moves.split(' ').collect();
        if got["errors"] != serde_json::json!([]) || got["moves"] != serde_json::json!(played) {
            failures.push(format!("{variant}: {got}"));
        } else if got["position"] != want {
            failures.push(format!(
                "{variant}: page {} but collapse show {want}",
                got["position"]
            ));
        }
        for width in [1280, 800] {
            let png = results.join(format!("serve-{variant}-{width}.png"));
            let shot = format!("--screenshot={}", png.display());
            chromium(&url, width, &[&shot]);
            assert!(png.exists(), "{}", png.display());
            eprintln!("screenshot: {}", png.display());
        }
    }
    drop(served);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
