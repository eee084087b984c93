//! What `collapse variants`, `moves` and `show` print: the registry's variants with their
//! parameters and defaults, a position's legal moves, and a position as a diagram with its
//! evaluation or as JSON.

use mcts::{Game, Outcome};
use serde_json::{json, Map, Value};
use variants::registry::{self, GameVisitor, Params, VARIANTS};

use crate::position::prepare;

/// Every variant with its seed, parameters, allowed values and defaults, and the `mcts`
/// defaults it changes (`VariantSpec::mcts_defaults`), with those of every combination of
/// choice parameters whose defaults differ (`VariantSpec::choice_combinations`,
/// `Params::mcts_defaults`).
pub fn variants_text() -> String {
    let mut t = String::new();
    for v in VARIANTS {
        t.push_str(&format!("{}\n  {}\n", v.name, v.summary));
        if !v.seed.is_empty() {
            // The seed is named as the rule texts cite it; its rules, in our words and with
            // their tests, are in the repository.
            t.push_str(&format!(
                "  rules: docs/rules/{}.md (seed {})\n",
                v.name, v.seed
            ));
        }
        for p in v.params {
            t.push_str(&format!(
                "  --param {}=<{}>  (default {})\n      {}\n",
                p.name,
                p.allowed(),
                p.default,
                p.help
            ));
        }
        if !v.mcts_defaults().is_empty() {
            t.push_str(&format!(
                "  mcts agents default here to: {} (stronger in this variant; a spec's own keys win)\n",
                v.mcts_defaults()
            ));
            t.push_str(&evidence(&v.defaults_file().variant));
        }
        // Parameter combinations whose defaults differ from the variant's
        // (`Variant::mcts_defaults`): every one, since two parameters together may have
        // defaults neither has alone.
        let base = v.defaults();
        for set in v.choice_combinations().iter().skip(1) {
            if set.mcts_defaults() != v.mcts_defaults() {
                let changed: Vec<String> = set
                    .typed()
                    .values()
                    .into_iter()
                    .filter(|(k, val)| base.get(k).as_ref() != Some(val))
                    .map(|(k, val)| format!("{k}={val}"))
                    .collect();
                let d = set.mcts_defaults();
                t.push_str(&format!(
                    "  with --param {}, mcts agents default to: {}\n",
                    changed.join(","),
                    if d.is_empty() {
                        "the plain mcts defaults"
                    } else {
                        d
                    }
                ));
                t.push_str(&evidence(set.defaults_set()));
            }
        }
        if !v.defaults_text.is_empty() {
            t.push_str(&format!(
                "  (each match's command: variants/defaults/{}.txt)\n",
                v.name
            ));
        }
        t.push('\n');
    }
    t
}

/// The adopting match of each line of a set of defaults, one line each:
/// `    c=0.07        2026-11-21   200 games  +71 +-50 (pentanomial)`.
fn evidence(set: &variants::defaults::DefaultSet) -> String {
    set.lines
        .iter()
        .map(|l| {
            format!(
                "    {:<14}{}  {:>4} games  {}\n",
                format!("{}={}", l.key, l.value),
                l.date,
                l.games,
                l.elo
            )
        })
        .collect()
}

/// A position: a position text (`None`: the variant's start), then moves played from it
/// (space-separated, the variant's notation).
#[derive(Clone, Copy, Debug)]
pub struct At<'a> {
    /// The position text (`--position`).
    pub position: Option<&'a str>,
    /// The moves (`--moves`).
    pub moves: &'a str,
}

struct Moves<'a>(At<'a>);

impl GameVisitor for Moves<'_> {
    type Output = Result<String, String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let g = prepare(start, self.0.position, self.0.moves)?;
        let mut buf = Vec::new();
        g.legal_moves(&mut buf);
        let mut out = String::new();
        for m in buf {
            out.push_str(&g.format_move(m));
            out.push('\n');
        }
        Ok(out)
    }
}

/// The legal moves of the position `at` of `params`, one per line in the variant's notation.
///
/// Errors: the position text does not load or a move is not legal (naming `--position` /
/// `--moves`).
pub fn moves_text(params: &Params, at: At) -> Result<String, String> {
    registry::visit(params, Moves(at))
}

struct Show<'a>(At<'a>, bool);

/// The JSON description of a position: `variant`, `to_move`, `plies`, `position`, `cells`
/// (cell name -> piece text, empty cells left out), `outcome` (null or result and
/// termination), and the game's extras (reserves, ...).
pub fn position_json<G: Game>(g: &G) -> Value {
    let cells: Map<String, Value> = g
        .cells()
        .into_iter()
        .map(|(k, v)| (k, Value::String(v)))
        .collect();
    let outcome = match g.outcome() {
        Outcome::Ongoing => Value::Null,
        o => json!({
            "result": o.result_str(),
            "termination": o.termination().map(|t| t.as_str()),
        }),
    };
    let mut obj = json!({
        "variant": g.variant_name(),
        "to_move": g.to_move().name(),
        "plies": g.plies(),
        "position": g.position_text(),
        "cells": cells,
        "outcome": outcome,
    });
    for (k, v) in g.extras() {
        obj[k] = Value::String(v);
    }
    obj
}

impl GameVisitor for Show<'_> {
    type Output = Result<String, String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        use std::fmt::Write;
        let g = prepare(start, self.0.position, self.0.moves)?;
        let mut out = String::new();
        let mut x = [0f32; mcts::eval::MAX_FEATURES];
        g.features(&mut x);
        let names = g.feature_names();
        if self.1 {
            let mut obj = position_json(&g);
            let features: Map<String, Value> = names
                .iter()
                .zip(x)
                .map(|(n, v)| (n.to_string(), json!(v)))
                .collect();
            obj["evaluation"] = json!({
                "learned": g.evaluate(),
                "material": g.evaluate_material(),
                "features": features,
            });
            out = serde_json::to_string_pretty(&obj).unwrap() + "\n";
        } else {
            out.push_str(&g.diagram());
            let _ = writeln!(out, "Position: {}", g.position_text());
            let _ = writeln!(
                out,
                "Evaluation for the player to decide, in [-1, 1]: learned {:+.3}, material {:+.3}",
                g.evaluate(),
                g.evaluate_material()
            );
            if !names.is_empty() {
                let list: Vec<String> = names
                    .iter()
                    .zip(x)
                    .map(|(n, v)| format!("{n} {v:+.2}"))
                    .collect();
                let _ = writeln!(out, "Features (ours minus theirs): {}", list.join(", "));
            }
        }
        Ok(out)
    }
}

/// The position `at` of `params`: the diagram, the position text, the learned and material
/// evaluations and the features; with `json`, one pretty JSON object ([`position_json`] and
/// an `evaluation` object) and a newline.
///
/// Errors: as [`moves_text`].
pub fn show_text(params: &Params, at: At, json: bool) -> Result<String, String> {
    registry::visit(params, Show(at, json))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves_and_the_position_of_a_game_are_text_and_json() {
        let p = Params::parse("tictactoe", &[] as &[&str]).unwrap();
        let at = At {
            position: None,
            moves: "4",
        };
        assert_eq!(moves_text(&p, at).unwrap().lines().count(), 8);
        let text = show_text(&p, at, false).unwrap();
        assert!(text.contains("Position: ....X....\n"), "{text}");
        assert!(
            text.contains("Evaluation for the player to decide"),
            "{text}"
        );
        let json: Value = serde_json::from_str(&show_text(&p, at, true).unwrap()).unwrap();
        assert_eq!(json["plies"], 1);
        assert_eq!(json["to_move"], "black");
        let bad = At {
            position: None,
            moves: "4 4",
        };
        assert!(moves_text(&p, bad).unwrap_err().starts_with("--moves: "));
        let list = variants_text();
        assert!(
            list.contains("tictactoe\n") && list.contains("rules: docs/rules/"),
            "{list}"
        );
    }
}
