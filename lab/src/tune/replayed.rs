//! The races of `collapse tune` replayed from their CSVs for `collapse report`: each file's
//! games and its race settings (`FILE.race.json`) give the race round by round.

use std::path::PathBuf;

use super::settings::{race_settings_path, RaceSettings, TUNE_STRIDE};

/// The `collapse tune` races among `files`, replayed round by round from each file's games
/// (`rows` whose source it is) and its race settings (`FILE.race.json`, see
/// [`RaceSettings`]). A file of a sweep or a race without settings (a plain
/// sweep, a tune CSV written before the settings were kept) gets a note in `notes` saying the
/// rounds are not shown and why.
///
/// Errors: a settings file that cannot be read or parsed (the message names it and the fix).
pub fn replayed_races(
    files: &[PathBuf],
    rows: &[reports::GameRow],
    notes: &mut Vec<String>,
) -> Result<Vec<reports::RaceView>, String> {
    let mut out = Vec::new();
    for file in files {
        let mine: Vec<&reports::GameRow> = rows.iter().filter(|r| r.source == *file).collect();
        let side = race_settings_path(file);
        let Some(s) = RaceSettings::read(&side)? else {
            let owned: Vec<reports::GameRow> = mine.iter().map(|r| (*r).clone()).collect();
            let tune_ids = mine.iter().any(|r| r.game_id >= TUNE_STRIDE);
            if tune_ids || reports::sweep_groups(&owned).is_some() {
                notes.push(format!(
                    "{}: no race settings ({} is missing), so the race rounds are not shown                      (a sweep, or a tune CSV from before tune kept its settings; `collapse                      tune ... --resume` with the race's arguments writes them)",
                    file.display(),
                    side.display()
                ));
            }
            continue;
        };
        let mut games: std::collections::HashMap<(usize, u64), reports::GameResult> =
            Default::default();
        for r in &mine {
            let c = (r.game_id / s.stride) as usize;
            let Some((v, p, a)) = s.combos.get(c) else {
                continue;
            };
            if r.variant == *v && r.params == *p && r.white == *a && r.black == *a {
                games.insert((c, r.game_id % s.stride), r.result);
            }
        }
        let replay =
            reports::replay_race(s.combos.len(), s.cfg, |i, k| games.get(&(i, k)).copied());
        let several_variants = s.combos.iter().any(|c| c.0 != s.combos[0].0);
        let mut specs: Vec<String> = Vec::new();
        for (_, _, a) in &s.combos {
            if !specs.contains(a) {
                specs.push(a.clone());
            }
        }
        let short = reports::short_labels(&specs);
        let short_of = |a: &str| short[specs.iter().position(|x| x == a).unwrap_or(0)].clone();
        // What differs: the variant (when several), the parameters that differ, and the
        // agent's short label when the agents differ (`#3 board=torus mcts:c=0.3`).
        let items: Vec<(String, Vec<(String, String)>)> = s
            .combos
            .iter()
            .map(|(v, p, _)| {
                let name = if several_variants {
                    v.clone()
                } else {
                    String::new()
                };
                (name, reports::param_pairs(p))
            })
            .collect();
        let params = reports::differing_labels(&items);
        let labels = s
            .combos
            .iter()
            .zip(params)
            .enumerate()
            .map(|(i, ((_, _, a), p))| {
                // differing_labels numbers equal items ` (2)`; the agent tells them apart.
                let p = if specs.len() > 1 {
                    p.split(" (").next().unwrap_or_default().to_string()
                } else {
                    p
                };
                let agent = if specs.len() > 1 {
                    short_of(a)
                } else {
                    String::new()
                };
                [format!("#{}", i + 1), p, agent]
                    .into_iter()
                    .filter(|x| !x.is_empty())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let full = s
            .combos
            .iter()
            .map(|(v, p, a)| format!("{v} [{p}] {a}"))
            .collect();
        out.push(reports::RaceView {
            file: file.display().to_string(),
            labels,
            full,
            replay,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_without_settings_is_skipped_and_a_plain_tournament_gets_no_note() {
        let dir = std::env::temp_dir().join(format!("lab-replayed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("plain.csv");
        let mut notes = Vec::new();
        let races = replayed_races(&[file], &[], &mut notes).unwrap();
        assert!(races.is_empty() && notes.is_empty(), "{notes:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
