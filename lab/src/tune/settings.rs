//! The race settings of a tune CSV, kept beside it in `<out>.race.json`, and the game ids of
//! a race ([`TUNE_STRIDE`]).

use std::path::PathBuf;

/// The race settings of a tune CSV, kept beside it in `<out>.race.json` (see
/// [`race_settings_path`]) so that `collapse report` can replay the race round by round: the
/// CSV (the tournament's format) records each game but not the round size, the error
/// probability, the budget or the combinations that never played.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceSettings {
    /// Round size, budget (of the latest run or resume) and delta.
    pub cfg: reports::RaceConfig,
    /// Game ids per combination: game `k` of combination `c` has id `c · stride + k`
    /// ([`TUNE_STRIDE`]).
    pub stride: u64,
    /// Every combination in the race's order: `(variant, canonical params, agent spec)`.
    pub combos: Vec<(String, String, String)>,
}

/// The settings file of the tune CSV `out`: `out` with `.race.json` appended to its name
/// (`tune.csv` -> `tune.csv.race.json`).
pub fn race_settings_path(out: &std::path::Path) -> PathBuf {
    let mut name = out.file_name().unwrap_or_default().to_os_string();
    name.push(".race.json");
    out.with_file_name(name)
}

impl RaceSettings {
    /// The settings as JSON: `{"format": "collapse-tune-race", "version": 1, "round",
    /// "budget", "delta", "stride", "combinations": [{"variant", "params", "agent"}, ...]}`.
    pub fn to_json(&self) -> String {
        let combos: Vec<serde_json::Value> = self
            .combos
            .iter()
            .map(|(v, p, a)| serde_json::json!({"variant": v, "params": p, "agent": a}))
            .collect();
        let v = serde_json::json!({
            "format": "collapse-tune-race",
            "version": 1,
            "round": self.cfg.round,
            "budget": self.cfg.budget,
            "delta": self.cfg.delta,
            "stride": self.stride,
            "combinations": combos,
        });
        serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"
    }

    /// Reads the settings file `path`; `Ok(None)` when there is none.
    ///
    /// Errors: the file cannot be read, is not JSON, or lacks a field or has one out of range
    /// (the message names the file and the field, and says how to fix it).
    pub fn read(path: &std::path::Path) -> Result<Option<RaceSettings>, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
        };
        let bad = |what: &str| {
            format!(
                "{}: not the race settings `collapse tune` writes ({what}); delete it to report \
                 the CSV without its rounds, or rerun `collapse tune ... --resume` to rewrite it",
                path.display()
            )
        };
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| bad(&format!("not JSON: {e}")))?;
        if v["format"] != "collapse-tune-race" {
            return Err(bad("no \"format\": \"collapse-tune-race\""));
        }
        let num = |k: &str| {
            v[k].as_u64()
                .ok_or_else(|| bad(&format!("no whole \"{k}\"")))
        };
        let round = u32::try_from(num("round")?).map_err(|_| bad("\"round\" too large"))?;
        let cfg = reports::RaceConfig {
            round,
            budget: num("budget")?,
            delta: v["delta"].as_f64().ok_or_else(|| bad("no \"delta\""))?,
        };
        cfg.check().map_err(|e| bad(&e))?;
        let stride = num("stride")?;
        if stride == 0 {
            return Err(bad("\"stride\" 0"));
        }
        let list = v["combinations"]
            .as_array()
            .filter(|l| !l.is_empty())
            .ok_or_else(|| bad("no \"combinations\""))?;
        let mut combos = Vec::new();
        for c in list {
            let field = |k: &str| {
                c[k].as_str()
                    .map(str::to_string)
                    .ok_or_else(|| bad(&format!("a combination without \"{k}\"")))
            };
            combos.push((field("variant")?, field("params")?, field("agent")?));
        }
        Ok(Some(RaceSettings {
            cfg,
            stride,
            combos,
        }))
    }
}

/// Game ids of `collapse tune`: game `k` (0-based) of combination `c` has the id
/// `c · TUNE_STRIDE + k` (and the pair id `c · TUNE_STRIDE / 2 + k / 2`), so ids never collide
/// whatever the budget, and a race resumed with a larger `--budget` finds its games where it
/// left them. A combination can play at most this many games (`--budget` is capped at it).
pub const TUNE_STRIDE: u64 = 1_000_000_000;
