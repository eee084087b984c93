//! The HTML report in a real browser (issue 28 part 4, issue 70 part 6): pages built from small
//! tournaments of every variant and from a sweep, loaded in headless Chromium at 1280 and 800
//! px wide. Checks that no script error or `console.error` happens, that the page is no wider
//! than the window (`document.documentElement.scrollWidth`), that at 1280 px no table is wider
//! than its box or the window (at 800 px a wider one scrolls inside its own box), that the
//! contents bar at the top links every `<h2>` by an id that exists, that the viewer's game
//! list is in game-id order (numeric, per file), that every board has rank and file labels
//! inside its drawing (Quantimex's hexagon ranks 1 to 11), that every chart carries its axis
//! labels, and that the viewer, stepped with its "forward" button through each whole game,
//! ends on the engine's last position; a third page holds a `collapse tune` race round by
//! round and a piece-values section, a fourth a tournament whose CSV rows are out of id order.
//! Saves screenshots to `results/html-*.png`.
//!
//! Skipped, with a message, when `/usr/bin/chromium` is absent (`scripts/check-html` installs
//! it and runs this test).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::viewer::engine_end;
use crate::common::{collapse, every_variant_csvs, text, tmp};

const CHROMIUM: &str = "/usr/bin/chromium";

/// Runs headless Chromium on `url` at `width` px with `extra` arguments (a fresh profile, no
/// network services); its stdout.
fn chromium(url: &str, width: u32, height: u32, extra: &[&str]) -> String {
    let profile = tmp("browser-profile", &format!("p{width}-{}", url.len()));
    std::fs::create_dir_all(&profile).unwrap();
    let size = format!("--window-size={width},{height}");
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
        "--virtual-time-budget=8000",
        &size,
        &user,
    ];
    args.extend_from_slice(extra);
    args.push(url);
    let o = Command::new("timeout")
        .arg("180")
        .arg(CHROMIUM)
        .args(&args)
        .output()
        .expect("run chromium");
    assert!(o.status.success(), "chromium failed: {}", text(&o.stderr));
    let _ = std::fs::remove_dir_all(&profile);
    text(&o.stdout)
}

/// The lines of `<pre id="selftest">` in a dumped DOM, as JSON.
fn selftest(dom: &str) -> Vec<serde_json::Value> {
    let open = "<pre id=\"selftest\">";
    let at = dom
        .rfind(open)
        .expect("the self-test ran and wrote its report")
        + open.len();
    let body = &dom[at..at + dom[at..].find("</pre>").unwrap()];
    let body = body
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&");
    body.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// Writes the report of `csvs` to `out` (opening trees of 2 plies, every line).
fn report(csvs: &[PathBuf], out: &Path) {
    let mut args = vec!["report".to_string()];
    args.extend(csvs.iter().map(|p| p.display().to_string()));
    args.extend(
        [
            "--html",
            out.to_str().unwrap(),
            "--depth",
            "2",
            "--min-games",
            "1",
        ]
        .map(String::from),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = collapse(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
}

/// What [`check_page`] saw of a page (at the last width).
struct Checked {
    /// Games stepped through.
    games: usize,
    /// The viewer's game list as shown: (file, game id) per row.
    list: Vec<(String, u64)>,
    /// Boards drawn, as (cells, rank labels).
    boards: Vec<(u64, Vec<String>)>,
}

/// Checks the `table`, `nav`, `glist` and `board` lines of one load of `name` at `width` px;
/// the game list and the boards.
fn check_layout(
    lines: &[serde_json::Value],
    name: &str,
    width: u32,
) -> (Vec<(String, u64)>, Vec<(u64, Vec<String>)>) {
    let kind = |k: &'static str| lines.iter().filter(move |l| l["kind"] == k);
    let num = |v: &serde_json::Value, k: &str| v[k].as_f64().unwrap_or_else(|| panic!("{k}: {v}"));
    let tables: Vec<_> = kind("table").collect();
    assert!(!tables.is_empty(), "{name}: no table found");
    for t in &tables {
        if width >= 1280 {
            // Nothing sideways at 1280 px: the table fits its box, the box shows all of it,
            // and it ends inside the window.
            assert!(
                num(t, "width") <= num(t, "box")
                    && num(t, "boxScroll") <= num(t, "box")
                    && num(t, "width") <= num(t, "tableClient")
                    && num(t, "right") <= num(t, "viewport"),
                "{name} at {width} px: a table wider than its box or the window: {t}"
            );
        } else if num(t, "boxScroll") > num(t, "box") {
            assert!(
                t["scrolls"] == "auto" || t["scrolls"] == "scroll",
                "{name} at {width} px: a wide table whose box does not scroll: {t}"
            );
        }
    }
    let nav = kind("nav").next().expect("a nav line");
    assert_eq!(nav["present"], true, "{name}: no contents bar");
    let h2 = nav["h2"].as_array().unwrap();
    assert!(!h2.is_empty(), "{name}: no heading");
    assert!(
        h2.iter().any(|h| h == "games"),
        "{name}: the viewer's heading is missing: {nav}"
    );
    assert_eq!(
        nav["unlinked"].as_array().map(Vec::len),
        Some(0),
        "{name}: headings without an id or a link in the contents bar: {nav}"
    );
    assert_eq!(
        nav["dangling"].as_array().map(Vec::len),
        Some(0),
        "{name}: contents links to nothing: {nav}"
    );
    assert!(
        num(nav, "top") < 400.0,
        "{name} at {width} px: the contents bar is not at the top: {nav}"
    );
    let list: Vec<(String, u64)> = kind("glist").next().expect("a game list line")["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let id = r[1].as_u64().unwrap();
            assert_eq!(r[2].as_str(), Some(id.to_string().as_str()), "{name}: {r}");
            (r[0].as_str().unwrap().to_string(), id)
        })
        .collect();
    // Each file's games together, in increasing id.
    let mut seen: Vec<&str> = Vec::new();
    for (k, (file, id)) in list.iter().enumerate() {
        if k == 0 || list[k - 1].0 != *file {
            assert!(
                !seen.contains(&file.as_str()),
                "{name}: the games of {file} are not together: {list:?}"
            );
            seen.push(file);
        } else {
            assert!(
                list[k - 1].1 < *id,
                "{name}: the game list is out of id order: {list:?}"
            );
        }
    }
    let mut boards = Vec::new();
    for b in kind("board") {
        let cells = b["cells"].as_u64().unwrap();
        if cells == 0 {
            continue;
        }
        let labels = |k: &str| -> Vec<String> {
            b[k].as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_str().unwrap().to_string())
                .collect()
        };
        let (ranks, files) = (labels("ranks"), labels("files"));
        assert!(
            !ranks.is_empty() && !files.is_empty(),
            "{name}: a board without rank or file labels: {b}"
        );
        assert!(
            num(b, "outside") <= 2.0,
            "{name}: a board's labels reach past its drawing: {b}"
        );
        if cells == 91 {
            let mut r: Vec<u32> = ranks.iter().map(|x| x.parse().unwrap()).collect();
            r.sort_unstable();
            r.dedup();
            assert_eq!(
                r,
                (1..=11).collect::<Vec<u32>>(),
                "{name}: the hexagon's ranks"
            );
            assert_eq!(files.concat(), "abcdefghikl", "{name}: the hexagon's files");
        }
        boards.push((cells, ranks));
    }
    (list, boards)
}

/// Loads `page` with `#selftest` at each width and checks what the page reports.
fn check_page(page: &Path, name: &str) -> Checked {
    let url = format!("file://{}#selftest", page.display());
    let mut checked = Checked {
        games: 0,
        list: Vec::new(),
        boards: Vec::new(),
    };
    for width in [1280u32, 800] {
        let lines = selftest(&chromium(&url, width, 900, &["--dump-dom"]));
        let kind = |k: &'static str| lines.iter().filter(move |l| l["kind"] == k);
        let layout = kind("layout").next().expect("a layout line");
        let (scroll, view) = (
            layout["scrollWidth"].as_u64().unwrap(),
            layout["viewport"].as_u64().unwrap(),
        );
        assert_eq!(view, width as u64, "{name}: the window is {width} px");
        assert!(
            scroll <= view,
            "{name} at {width} px: the page is {scroll} px wide, wider than the window"
        );
        let charts: Vec<_> = kind("chart").collect();
        assert!(!charts.is_empty(), "{name}: no chart found");
        for c in &charts {
            assert!(
                c["hasX"] == true && c["hasY"] == true,
                "{name} at {width} px: a chart without its axis labels: {c}"
            );
        }
        (checked.list, checked.boards) = check_layout(&lines, name, width);
        let errors = kind("errors").next().expect("an errors line");
        assert_eq!(
            errors["errors"].as_array().map(Vec::len),
            Some(0),
            "{name} at {width} px: script errors: {errors}"
        );
        let mut games = 0;
        for g in kind("game") {
            let (v, p, m) = (
                g["variant"].as_str().unwrap(),
                g["params"].as_str().unwrap(),
                g["moves"].as_str().unwrap(),
            );
            let end = engine_end(v, p, m);
            assert_eq!(
                g["steps"].as_u64(),
                Some(end.plies as u64),
                "{name}: game {} ({v} {p}) was not stepped through every ply",
                g["i"]
            );
            let shown = g["cells"].as_str().unwrap();
            if shown.is_empty() && !g["text"].as_str().unwrap().is_empty() {
                assert_eq!(g["text"].as_str().unwrap(), end.diagram, "{name}: {v} {p}");
            } else {
                assert_eq!(
                    shown, end.cells,
                    "{name}: game {} ({v} {p}): last position",
                    g["i"]
                );
            }
            games += 1;
        }
        checked.games = games;
    }
    checked
}

/// Saves screenshots of `page`: the top at 1280 and 800 px, and the viewer of each game in
/// `shots` (`(file stem, game index)`) halfway through.
fn screenshots(page: &Path, name: &str, shots: &[(String, usize)]) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("results");
    std::fs::create_dir_all(&dir).unwrap();
    let mut saved = Vec::new();
    let mut shoot = |stem: &str, hash: &str, width: u32, height: u32| {
        let png = dir.join(format!("html-{stem}.png"));
        let _ = std::fs::remove_file(&png);
        let arg = format!("--screenshot={}", png.display());
        chromium(
            &format!("file://{}{hash}", page.display()),
            width,
            height,
            &[&arg],
        );
        assert!(png.exists(), "no screenshot {}", png.display());
        saved.push(png);
    };
    shoot(&format!("{name}-1280"), "", 1280, 2400);
    shoot(&format!("{name}-800"), "", 800, 2400);
    for (stem, i) in shots {
        shoot(&format!("viewer-{stem}"), &format!("#shot-{i}"), 1280, 900);
    }
    saved
}

#[test]
fn pages_of_every_variant_and_a_sweep_load_cleanly_in_chromium() {
    if !Path::new(CHROMIUM).exists() {
        eprintln!(
            "skipped: {CHROMIUM} is absent (scripts/check-html installs Chromium and runs this \
             test)"
        );
        return;
    }
    let csvs = every_variant_csvs("browser");
    let page = tmp("browser", "every-variant.html");
    report(&csvs, &page);
    let checked = check_page(&page, "every variant");
    assert_eq!(
        checked.games, 22,
        "every game of the 11 tournaments stepped through"
    );
    assert!(
        checked.boards.iter().any(|(cells, _)| *cells == 91),
        "Quantimex's hexagon was checked"
    );
    assert_eq!(checked.list.len(), 22);
    // One viewer screenshot per variant and parameter set: its first game in the page.
    let html = std::fs::read_to_string(&page).unwrap();
    let data = common::viewer::games_data(&html);
    let groups = data["groups"].as_array().unwrap();
    let mut shots = Vec::new();
    for (k, g) in groups.iter().enumerate() {
        let first = data["games"]
            .as_array()
            .unwrap()
            .iter()
            .position(|x| x["g"].as_u64() == Some(k as u64))
            .unwrap();
        let stem: String = format!("{} {}", g["variant"].as_str().unwrap(), k)
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        shots.push((stem, first));
    }
    let saved = screenshots(&page, "every-variant", &shots);

    let sweep = tmp("browser", "sweep.csv");
    let o = collapse(&[
        "sweep",
        "-v",
        "uncertainty",
        "-p",
        "board=standard,torus",
        "-p",
        "retransform=off,on",
        "-p",
        "move_cap=60",
        "-a",
        "random",
        "-g",
        "4",
        "--quiet",
        "-o",
        sweep.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let page = tmp("browser", "sweep.html");
    report(&[sweep], &page);
    assert_eq!(check_page(&page, "sweep").games, 16);
    let more = screenshots(&page, "sweep", &[]);

    // A tune race (its rounds table and chart) with a piece-values section (hand-drawn bars);
    // from the start position, which the test's replay (`engine_end`) assumes.
    let race = tmp("browser", "race.csv");
    let o = collapse(&[
        "tune",
        "-v",
        "tictactoe",
        "-a",
        "alphabeta:depth=1|2",
        "--budget",
        "200",
        "--round",
        "50",
        "--quiet",
        "-o",
        race.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let values = tmp("browser", "values.csv");
    std::fs::write(
        &values,
        "variant,params,piece,value,lo,hi,games,method\n\
         chess,move_cap=300,q,9.1,7.5,10.8,400,planted; unit=pawns\n\
         chess,move_cap=300,n,3.0,2.2,3.9,400,planted; unit=pawns\n\
         chess,move_cap=300,p,1.0,1.0,1.0,400,planted; unit=pawns\n",
    )
    .unwrap();
    let page = tmp("browser", "race.html");
    let o = collapse(&[
        "report",
        race.to_str().unwrap(),
        "--values",
        values.to_str().unwrap(),
        "--html",
        page.to_str().unwrap(),
        "--html-games",
        "4",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Race rounds") && html.contains(">Piece values</h2>"));
    assert_eq!(check_page(&page, "race and values").games, 4);
    let race_shots = screenshots(&page, "race", &[]);

    // Twelve games whose rows are out of id order, as a tournament on several threads writes
    // them (in the order games finish): 0, 1, 2, 4, ..., 11, 3. The list shows 0 to 11.
    let csv = tmp("browser", "shuffled.csv");
    let o = collapse(&[
        "tournament",
        "-v",
        "tictactoe",
        "-a",
        "random",
        "-a",
        "greedy",
        "-g",
        "12",
        "-t",
        "1",
        "--quiet",
        "-o",
        csv.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let body = std::fs::read_to_string(&csv).unwrap();
    let mut lines: Vec<&str> = body.lines().collect();
    assert_eq!(lines.len(), 13, "a header and 12 games");
    let third = lines.remove(4);
    assert!(third.starts_with("3,"), "{third}");
    lines.push(third);
    std::fs::write(&csv, lines.join("\n") + "\n").unwrap();
    let page = tmp("browser", "shuffled.html");
    report(&[csv], &page);
    let checked = check_page(&page, "shuffled");
    let ids: Vec<u64> = checked.list.iter().map(|(_, id)| *id).collect();
    assert_eq!(
        ids,
        (0..12).collect::<Vec<u64>>(),
        "the game list in id order"
    );
    for p in saved.iter().chain(&more).chain(&race_shots) {
        eprintln!("screenshot: {}", p.display());
    }
}
