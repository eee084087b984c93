//! The page and its script and style, embedded in the binary (`include_str!`): nothing is
//! loaded from elsewhere.

/// The page.
pub const INDEX_HTML: &str = include_str!("assets/index.html");
/// The board: drawing pieces, flip, clicks.
pub const BOARD_JS: &str = include_str!("assets/board.js");
/// Play and analysis.
pub const APP_JS: &str = include_str!("assets/app.js");
/// Watching a run.
pub const WATCH_JS: &str = include_str!("assets/watch.js");
/// The page's style.
pub const STYLE_CSS: &str = include_str!("assets/style.css");

/// The page, or the asset called `name` (`board.js`, `app.js`, `watch.js`,
/// `style.css`): its content type and text;
/// `None` for any other name.
pub fn asset(name: &str) -> Option<(&'static str, &'static str)> {
    Some(match name {
        "" | "index.html" => ("text/html; charset=utf-8", INDEX_HTML),
        "board.js" => ("text/javascript; charset=utf-8", BOARD_JS),
        "app.js" => ("text/javascript; charset=utf-8", APP_JS),
        "watch.js" => ("text/javascript; charset=utf-8", WATCH_JS),
        "style.css" => ("text/css; charset=utf-8", STYLE_CSS),
        _ => return None,
    })
}
