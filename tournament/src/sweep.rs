//! Sweeps: the cartesian product of variant parameter values and agent-key alternatives that
//! `collapse sweep` and `collapse tune` play.
//!
//! A sweep axis is written `--param key=a,b,c` (several comma-separated values; one value is a
//! fixed parameter) or, inside an agent spec, `key=a|b` (e.g. `mcts:ms=100,c=0.1|0.3`). Every
//! combination is played as self-play by [`crate::run`] into one shared CSV (see
//! [`crate::TournamentConfig::first_game_id`] and [`crate::TournamentConfig::shared_out`]).

/// Reads the `--param` arguments of a sweep into axes `(key, values)`, in order of first
/// appearance. Each argument is `key=v1,v2,...`; a comma-separated part holding `=` starts a
/// new key, so `a=1,b=2` (two fixed parameters, the form `--param` also takes) still works.
///
/// Errors: a part before any `key=` or a key with an empty value (`board=` or `board=a,,b`),
/// a key given twice; the message names the argument and the valid form.
pub fn parse_axes(args: &[String]) -> Result<Vec<(String, Vec<String>)>, String> {
    let mut axes: Vec<(String, Vec<String>)> = Vec::new();
    for arg in args {
        let mut current: Option<usize> = None;
        for part in arg.split(',') {
            let part = part.trim();
            if let Some((k, v)) = part.split_once('=') {
                let k = k.trim();
                if k.is_empty() || v.trim().is_empty() {
                    return Err(format!(
                        "--param {arg}: '{part}' has an empty key or value; expected \
                         KEY=VALUE[,VALUE...], e.g. board=standard,torus"
                    ));
                }
                if axes.iter().any(|(key, _)| key == k) {
                    return Err(format!("--param {arg}: the key '{k}' is given twice"));
                }
                axes.push((k.to_string(), vec![v.trim().to_string()]));
                current = Some(axes.len() - 1);
            } else {
                let Some(i) = current else {
                    return Err(format!(
                        "--param {arg}: '{part}' comes before any KEY=; expected \
                         KEY=VALUE[,VALUE...], e.g. board=standard,torus"
                    ));
                };
                if part.is_empty() {
                    return Err(format!(
                        "--param {arg}: an empty value for '{}'; expected KEY=VALUE[,VALUE...]",
                        axes[i].0
                    ));
                }
                axes[i].1.push(part.to_string());
            }
        }
    }
    Ok(axes)
}

/// Every combination of `axes`, the last axis varying fastest; each is a list of `key=value`
/// texts in axis order. No axes give one empty combination; an axis with no value gives
/// none.
pub fn combinations(axes: &[(String, Vec<String>)]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![Vec::new()];
    for (k, values) in axes {
        out = out
            .iter()
            .flat_map(|c| {
                values.iter().map(move |v| {
                    let mut c = c.clone();
                    c.push(format!("{k}={v}"));
                    c
                })
            })
            .collect();
    }
    out
}

/// The agent specs an agent text with alternatives stands for: `mcts:ms=100,c=0.1|0.3` gives
/// `mcts:ms=100,c=0.1` and `mcts:ms=100,c=0.3`. Each comma-separated part whose value (after
/// its last `=`) holds `|` is an axis; the product is taken in part order, the last varying
/// fastest. A text without `|` gives itself.
///
/// Errors: an empty alternative (`c=0.1|` or `c=|0.3`), naming it.
pub fn expand_agent(text: &str) -> Result<Vec<String>, String> {
    let mut out: Vec<String> = vec![String::new()];
    for (i, part) in text.split(',').enumerate() {
        let sep = if i == 0 { "" } else { "," };
        let (prefix, values): (&str, Vec<&str>) = match part.rfind('=') {
            Some(eq) if part[eq + 1..].contains('|') => {
                (&part[..=eq], part[eq + 1..].split('|').collect())
            }
            _ => (part, vec![""]),
        };
        if values.len() > 1 && values.iter().any(|v| v.trim().is_empty()) {
            return Err(format!(
                "--agent {text}: '{part}' has an empty alternative; expected KEY=A|B, e.g. \
                 c=0.1|0.3"
            ));
        }
        out = out
            .iter()
            .flat_map(|o| {
                values
                    .iter()
                    .map(move |v| format!("{o}{sep}{prefix}{}", v.trim()))
            })
            .collect();
    }
    Ok(out)
}

/// Replays `moves` (the CSV `moves` column: the variant's notation, space-separated) from
/// `start` and returns `(legal, plies)`: the number of legal moves summed over the positions
/// before each ply, and the plies. The mean branching factor of a set of games is the sum of
/// their `legal` over the sum of their `plies`.
///
/// Errors: a move that does not parse or is not legal, naming it and its ply (1-based).
pub fn replay_branching<G: mcts::Game>(start: &G, moves: &str) -> Result<(u64, u64), String> {
    let mut g = start.clone();
    let mut buf = Vec::new();
    let (mut legal, mut plies) = (0u64, 0u64);
    for (i, tok) in moves.split_whitespace().enumerate() {
        g.legal_moves(&mut buf);
        let mv = g
            .parse_move(tok)
            .map_err(|e| format!("ply {} '{tok}': {}", i + 1, e.reason))?;
        if !buf.contains(&mv) {
            return Err(format!("ply {} '{tok}': not a legal move here", i + 1));
        }
        legal += buf.len() as u64;
        plies += 1;
        g.play(mv);
    }
    Ok((legal, plies))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mcts::{Codec, Rules};

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn axes_read_values_and_fixed_pairs() {
        let axes = parse_axes(&s(&[
            "board=standard,torus",
            "retransform=off,on",
            "a=1,b=2",
        ]))
        .unwrap();
        assert_eq!(
            axes,
            vec![
                ("board".to_string(), s(&["standard", "torus"])),
                ("retransform".to_string(), s(&["off", "on"])),
                ("a".to_string(), s(&["1"])),
                ("b".to_string(), s(&["2"])),
            ]
        );
        // 2 x 2 x 1 x 1 combinations, the last axis fastest.
        let c = combinations(&axes);
        assert_eq!(c.len(), 4);
        assert_eq!(
            c[0],
            s(&["board=standard", "retransform=off", "a=1", "b=2"])
        );
        assert_eq!(c[1], s(&["board=standard", "retransform=on", "a=1", "b=2"]));
        assert_eq!(c[3], s(&["board=torus", "retransform=on", "a=1", "b=2"]));
        assert_eq!(combinations(&[]), vec![Vec::<String>::new()]);
    }

    #[test]
    fn bad_axes_are_refused_by_name() {
        for bad in ["torus,board=standard", "board=", "board=a,,b"] {
            let e = parse_axes(&s(&[bad])).unwrap_err();
            assert!(e.contains(bad), "{e}");
        }
        assert!(parse_axes(&s(&["a=1", "a=2"]))
            .unwrap_err()
            .contains("twice"));
    }

    #[test]
    fn branching_sums_the_legal_moves_along_the_game() {
        use mcts::testgames::TicTacToe;

        // Tic-tac-toe: no move ends the game before the 5th, so the empty board has 9 legal
        // moves, then 8, 7, 6, 5: 35 over 5 plies.
        let mut g = TicTacToe::default();
        let mut buf = Vec::new();
        g.legal_moves(&mut buf);
        let texts: Vec<String> = (0..5)
            .map(|_| {
                g.legal_moves(&mut buf);
                let t = g.format_move(buf[0]);
                g.play(buf[0]);
                t
            })
            .collect();
        let (legal, plies) = replay_branching(&TicTacToe::default(), &texts.join(" ")).unwrap();
        assert_eq!((legal, plies), (9 + 8 + 7 + 6 + 5, 5));
        assert!(replay_branching(&TicTacToe::default(), "zz")
            .unwrap_err()
            .contains("ply 1 'zz'"));
    }

    #[test]
    fn agent_alternatives_expand() {
        assert_eq!(
            expand_agent("mcts:ms=100,c=0.1|0.3").unwrap(),
            s(&["mcts:ms=100,c=0.1", "mcts:ms=100,c=0.3"])
        );
        assert_eq!(
            expand_agent("mcts:iters=10|20,c=1|2").unwrap(),
            s(&[
                "mcts:iters=10,c=1",
                "mcts:iters=10,c=2",
                "mcts:iters=20,c=1",
                "mcts:iters=20,c=2"
            ])
        );
        assert_eq!(expand_agent("random").unwrap(), s(&["random"]));
        assert!(expand_agent("mcts:c=0.1|").unwrap_err().contains("c=0.1|"));
    }
}
