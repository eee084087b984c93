//! `variants`, `moves` and `show`.

use mcts::{Game, Outcome};
use serde_json::{json, Map, Value};
use variants::registry::{self, GameVisitor, VARIANTS};

use super::{params, prepare, CliResult};
use crate::{PositionArgs, VariantArgs};

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

struct Moves<'a>(&'a PositionArgs);

impl GameVisitor for Moves<'_> {
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let g = prepare(start, self.0)?;
        let mut buf = Vec::new();
        g.legal_moves(&mut buf);
        let mut out = String::new();
        for m in buf {
            out.push_str(&g.format_move(m));
            out.push('\n');
        }
        print!("{out}");
        Ok(())
    }
}

/// `collapse moves`: the legal moves, one per line, nothing else on stdout.
pub fn moves(v: &VariantArgs, pos: &PositionArgs) -> CliResult {
    registry::visit(&params(v)?, Moves(pos))
}

struct Show<'a>(&'a PositionArgs, bool);

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
    type Output = CliResult;
    fn visit<G: Game>(self, start: G) -> CliResult {
        let g = prepare(start, self.0)?;
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
            println!("{}", serde_json::to_string_pretty(&obj).unwrap());
        } else {
            print!("{}", g.diagram());
            println!("Position: {}", g.position_text());
            println!(
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
                println!("Features (ours minus theirs): {}", list.join(", "));
            }
        }
        Ok(())
    }
}

/// `collapse show`: the board as a diagram, or JSON with `--json`.
pub fn show(v: &VariantArgs, pos: &PositionArgs, json: bool) -> CliResult {
    registry::visit(&params(v)?, Show(pos, json))
}
