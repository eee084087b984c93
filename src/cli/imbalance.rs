//! `collapse values --method imbalance`: piece values by imbalance matches (H. G. Muller's
//! method, Fairy-Max/Joker80; reports::imbalance has the arithmetic). For each measured piece
//! one match of self-play games: the side without the piece (`Game::without_piece`) against
//! the full army (with `--versus Y`, against the army without a `Y`; `Y` may be a sum such as
//! `3P` or `R+4P`), in pairs that play one random 2-ply opening twice, the handicapped side
//! White then Black. The pawn-odds match is the unit.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use mcts::{AgentSpec, Game, Player};
use reports::imbalance::{imbalance_value, ImbalanceValue};
use variants::registry::{self, GameVisitor};

use super::values::ValuesArgs;
use super::{params, CliResult};

/// Salt of the openings' generator (independent of the games' seeds).
const OPENING_SALT: u64 = 0x6f64_6473_6f70_656e;

/// Columns of `--values-out` (shared with the regression's output).
pub const VALUES_COLUMNS: &str = "variant,params,piece,value,lo,hi,games,method";

/// One match to play: the piece the stronger side has extra (`piece`), and what the other
/// side lacks instead (`versus`, the pieces given in return, each letter once per piece;
/// empty for none).
#[derive(Clone, Debug, PartialEq)]
struct MatchSpec {
    piece: char,
    versus: Vec<char>,
}

impl MatchSpec {
    /// The label of its row: `N`, or `N-B` for N against B, `Q-R-4P` for Q against R+4P.
    fn label(&self) -> String {
        let mut s = self.piece.to_string();
        for (c, k) in counted(&self.versus) {
            s.push('-');
            if k > 1 {
                s.push_str(&k.to_string());
            }
            s.push(c);
        }
        s
    }

    /// The number of pawns in `versus` when it holds pawns only (`3P`): the row is then the
    /// piece's own value, that many pawns plus the measured difference.
    fn pawns_only(&self) -> Option<usize> {
        (!self.versus.is_empty() && self.versus.iter().all(|&c| c == 'P'))
            .then_some(self.versus.len())
    }
}

/// `letters` as (letter, count) in first-seen order: `['R', 'P', 'P']` is `[('R', 1), ('P', 2)]`.
fn counted(letters: &[char]) -> Vec<(char, usize)> {
    let mut out: Vec<(char, usize)> = Vec::new();
    for &c in letters {
        match out.iter_mut().find(|(d, _)| *d == c) {
            Some((_, k)) => *k += 1,
            None => out.push((c, 1)),
        }
    }
    out
}

/// Most pieces of one letter `--versus` may name (a side's whole array is at most this).
const MAX_VERSUS: usize = 32;

/// Parses `--versus`: terms joined by `+`, each an optional count (1..=32) and a piece letter
/// (`B`, `3P`, `R+4P`, case-folded), every letter in `valid`; the letters repeated by their
/// counts. Errors name the term and the fix.
fn parse_versus(text: &str, valid: &[char]) -> Result<Vec<char>, String> {
    let mut out = Vec::new();
    for term in text.split('+') {
        let t = term.trim();
        let digits = t.chars().take_while(char::is_ascii_digit).count();
        let (count, rest) = t.split_at(digits);
        let k: usize = if count.is_empty() {
            1
        } else {
            count.parse().unwrap_or(0)
        };
        let mut cs = rest.chars();
        let letter = match (cs.next(), cs.next()) {
            (Some(c), None) if valid.contains(&c.to_ascii_uppercase()) => c.to_ascii_uppercase(),
            _ => {
                return Err(format!(
                    "--versus '{text}': term '{t}' is not a piece this game can give as odds,                      with an optional count; write e.g. B, 3P or R+4P with letters among {}",
                    valid
                        .iter()
                        .map(char::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            }
        };
        if !(1..=MAX_VERSUS).contains(&k) {
            return Err(format!(
                "--versus '{text}': count {count} of {letter} is out of range; give 1..={MAX_VERSUS}"
            ));
        }
        out.extend(std::iter::repeat_n(letter, k));
    }
    Ok(out)
}

/// The two starts of a match: game A has the handicapped side (without `piece`) White, game
/// B has it Black. The handicapped side also gets `versus` back: the other side lacks it.
fn starts<G: Game>(start: &G, m: &MatchSpec) -> Option<(G, G)> {
    let weak = |g: &G, p: Player| -> Option<G> {
        let mut g = g.without_piece(p, m.piece)?;
        for &v in &m.versus {
            g = g.without_piece(p.other(), v)?;
        }
        Some(g)
    };
    Some((weak(start, Player::White)?, weak(start, Player::Black)?))
}

/// A random opening of `plies` moves legal (by their text) from both `a` and `b`, drawn from
/// the generator of pair `pair`; `None` when no such line is found in 1000 tries.
fn opening<G: Game>(a: &G, b: &G, plies: u32, seed: u64, pair: u64) -> Option<Vec<String>> {
    let base = mcts::derive_seed(seed ^ OPENING_SALT, pair);
    let mut draws = 0u64;
    let mut buf = Vec::new();
    for _ in 0..1000 {
        let (mut x, mut y) = (a.clone(), b.clone());
        let mut line = Vec::new();
        for _ in 0..plies {
            x.legal_moves(&mut buf);
            let common: Vec<(G::Move, String)> = buf
                .iter()
                .map(|&m| (m, x.format_move(m)))
                .filter(|(_, t)| y.parse_move(t).is_ok())
                .collect();
            if common.is_empty() {
                break;
            }
            draws += 1;
            let pick = mcts::derive_seed(base, draws) % common.len() as u64;
            let (m, t) = common[pick as usize].clone();
            x.play(m);
            let my = y.parse_move(&t).ok()?;
            y.play(my);
            line.push(t);
        }
        if line.len() == plies as usize && x.outcome().is_ongoing() && y.outcome().is_ongoing() {
            return Some(line);
        }
    }
    None
}

/// The plan of a run, handed to the game.
struct Plan<'a> {
    args: &'a ValuesArgs,
    agent: AgentSpec,
}

/// Per match: the label and the points of the side with the extra piece per pair.
type Played = Result<Vec<(MatchSpec, Vec<f64>)>, String>;

impl GameVisitor for Plan<'_> {
    type Output = Played;
    fn visit<G: Game>(self, start: G) -> Played {
        let a = self.args;
        let valid = start.odds_pieces();
        let listed = || {
            valid
                .iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        if valid.is_empty() {
            return Err(format!(
                "{}: this game gives no piece as odds (Game::without_piece); use --method \
                 regression",
                start.variant_name()
            ));
        }
        let letter = |opt: &str, text: &str| -> Result<char, String> {
            let mut cs = text.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) if valid.contains(&c.to_ascii_uppercase()) => {
                    Ok(c.to_ascii_uppercase())
                }
                _ => Err(format!(
                    "{opt} '{text}': not a piece this game can give as odds; give one of {} \
                     (or --piece all)",
                    listed()
                )),
            }
        };
        let versus = match &a.versus {
            Some(v) => parse_versus(v, &valid)?,
            None => Vec::new(),
        };
        let pieces: Vec<char> = match a.piece.as_deref() {
            // Against pawns, the pawn itself is the unit's match, not measured again.
            None | Some("all") => valid
                .iter()
                .copied()
                .filter(|&c| c != 'P' || !versus.contains(&'P'))
                .collect(),
            Some(p) => vec![letter("--piece", p)?],
        };
        // The pawn-odds match first: the unit (a game without pawns has none: logits).
        let mut matches = Vec::new();
        if valid.contains(&'P') {
            matches.push(MatchSpec {
                piece: 'P',
                versus: Vec::new(),
            });
        }
        for p in pieces {
            let m = MatchSpec {
                piece: p,
                versus: versus.clone(),
            };
            if !matches.contains(&m) {
                matches.push(m);
            }
        }
        let pairs = a.games.div_ceil(2) as usize;
        let threads = tournament::parallel_games(
            std::slice::from_ref(&self.agent),
            tournament::effective_threads(a.threads),
        )
        .map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        for (mi, m) in matches.iter().enumerate() {
            let Some((sa, sb)) = starts(&start, m) else {
                return Err(format!(
                    "{}: cannot set up the odds game for {} (a side lacks the piece); pieces: {}",
                    start.variant_name(),
                    m.label(),
                    listed()
                ));
            };
            let t0 = std::time::Instant::now();
            // Jobs: pair k, game 0 (handicapped side White) or 1 (Black).
            let next = AtomicUsize::new(0);
            let points = Mutex::new(vec![0.0f64; pairs]);
            let failed: Mutex<Option<String>> = Mutex::new(None);
            let match_seed = mcts::derive_seed(a.seed, mi as u64 + 1);
            std::thread::scope(|s| {
                for _ in 0..threads {
                    s.spawn(|| loop {
                        let j = next.fetch_add(1, Ordering::Relaxed);
                        if j >= 2 * pairs {
                            break;
                        }
                        let (k, second) = (j / 2, j % 2 == 1);
                        let Some(line) = opening(&sa, &sb, 2, a.seed, k as u64) else {
                            *failed.lock().unwrap() = Some(format!(
                                "no 2-ply opening is legal in both odds games of {}",
                                m.label()
                            ));
                            break;
                        };
                        let (mut g, weak) = if second {
                            (sb.clone(), Player::Black)
                        } else {
                            (sa.clone(), Player::White)
                        };
                        if let Err(e) = mcts::play_move_list(&mut g, &line.join(" ")) {
                            *failed.lock().unwrap() = Some(e);
                            break;
                        }
                        let rec = tournament::play_game(
                            &g,
                            &self.agent,
                            &self.agent,
                            mcts::derive_seed(match_seed, j as u64),
                        );
                        let strong = rec.outcome.score_for(weak.other()).unwrap_or(0.5) as f64;
                        points.lock().unwrap()[k] += strong;
                    });
                }
            });
            if let Some(e) = failed.into_inner().unwrap() {
                return Err(e);
            }
            let points = points.into_inner().unwrap();
            eprintln!(
                "values: {} odds match, {} games: the side with it scored {:.1}% ({:.0} s)",
                m.label(),
                2 * pairs,
                100.0 * points.iter().sum::<f64>() / (2 * pairs) as f64,
                t0.elapsed().as_secs_f64()
            );
            out.push((m.clone(), points));
        }
        Ok(out)
    }
}

/// Appends the rows to `path` (header first when the file is new or empty).
fn write_values(path: &Path, rows: &[String]) -> CliResult {
    let fresh = std::fs::metadata(path)
        .map(|m| m.len() == 0)
        .unwrap_or(true);
    let err = |e: std::io::Error| {
        super::CliError::output(format!("--values-out {}: {e}", path.display()), &e)
    };
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(err)?;
    let mut text = String::new();
    if fresh {
        text.push_str(VALUES_COLUMNS);
        text.push('\n');
    }
    for r in rows {
        text.push_str(r);
        text.push('\n');
    }
    f.write_all(text.as_bytes()).map_err(err)?;
    Ok(())
}

/// One CSV field, quoted when it holds a comma or a quote.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// `collapse values --method imbalance`.
///
/// Errors (exit 2): a bad variant, parameter or agent; `--from` (this method plays its own
/// games); a piece letter the game cannot give as odds (the message lists those it can); a
/// game that gives no piece as odds; an output file that cannot be written.
pub fn run(a: &ValuesArgs, values_out: Option<&PathBuf>) -> CliResult {
    if !a.from.is_empty() {
        return Err(
            "--from: the imbalance method plays its own odds games; drop --from or use \
                    --method regression"
                .to_string()
                .into(),
        );
    }
    let params = params(&a.variant)?;
    let agent = params
        .variant
        .parse_agent(&a.agent)
        .map_err(|e| format!("--agent: {e}"))?;
    let t0 = std::time::Instant::now();
    let played = registry::visit(
        &params,
        Plan {
            args: a,
            agent: agent.clone(),
        },
    )?;
    let has_pawn = played
        .first()
        .is_some_and(|(m, _)| m.piece == 'P' && m.versus.is_empty());
    let pawn = has_pawn.then(|| played[0].1.clone());
    let unit = if has_pawn { "pawns" } else { "logit" };
    let games = 2 * played.first().map_or(0, |(_, p)| p.len());
    let versus = played
        .iter()
        .find(|(m, _)| !m.versus.is_empty())
        .map(|(m, _)| m.clone());
    println!(
        "Piece values of {}: imbalance matches of {} (odds games in pairs, colours reversed), \
         {} games per match, {}; 95% bootstrap intervals over pairs",
        params.variant.name,
        agent,
        games,
        if has_pawn {
            "unit the pawn-odds match"
        } else {
            "no pawn: values are the logit of the score of the side with the piece"
        }
    );
    let versus_text = versus.as_ref().map(|m| {
        counted(&m.versus)
            .iter()
            .map(|&(c, k)| {
                if k > 1 {
                    format!("{k}{c}")
                } else {
                    c.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("+")
    });
    match (&versus, &versus_text) {
        (Some(m), Some(v)) if m.pawns_only().is_some() && has_pawn => println!(
            "each row: the piece against {v} (value = {} + (piece minus {v}), the piece's \
             value in pawns)",
            m.pawns_only().unwrap_or(0)
        ),
        (_, Some(v)) => {
            println!("each row: the piece against {v} (value = piece minus {v}, in {unit})")
        }
        _ => {}
    }
    println!(
        "{:<10} {:>8} {:>20} {:>7} {:>8}",
        "piece", unit, "95% interval", "games", "score"
    );
    let canonical = params.canonical();
    let mut rows: Vec<(String, ImbalanceValue)> = played
        .iter()
        .filter(|(m, _)| {
            // The unit's own row only when the pawn was asked for (or all pieces).
            m.piece != 'P'
                || !m.versus.is_empty()
                || a.piece.is_none()
                || a.piece.as_deref() == Some("all")
                || a.piece.as_deref().map(str::to_ascii_uppercase).as_deref() == Some("P")
        })
        .map(|(m, pts)| {
            let mut v = imbalance_value(pts, pawn.as_deref(), a.resamples, a.seed);
            // Against k pawns only, the piece's value is k plus the difference.
            if let (Some(k), true) = (m.pawns_only(), has_pawn) {
                let k = k as f64;
                v.value += k;
                v.interval = (v.interval.0 + k, v.interval.1 + k);
            }
            let label = match (m.pawns_only(), has_pawn) {
                (Some(_), true) => m.piece.to_string(),
                _ => m.label(),
            };
            (label, v)
        })
        .collect();
    rows.sort_by(|x, y| y.1.value.total_cmp(&x.1.value));
    // The values file's method column: `imbalance`, what the rows were measured against, and
    // the unit (`unit=logit` is what `collapse report --values` reads).
    let method = match &versus_text {
        Some(v) => format!("imbalance against {v}; unit={unit}"),
        None => format!("imbalance; unit={unit}"),
    };
    let mut csv = Vec::new();
    for (label, v) in &rows {
        println!(
            "{:<10} {:>8.2} {:>20} {:>7} {:>7.1}%{}",
            label,
            v.value,
            format!("[{:.2}, {:.2}]", v.interval.0, v.interval.1),
            v.games,
            100.0 * v.score,
            if v.saturated {
                "  (a clean sweep: the value is a bound)"
            } else {
                ""
            }
        );
        csv.push(
            [
                field(params.variant.name),
                field(&canonical),
                field(label),
                format!("{:.4}", v.value),
                format!("{:.4}", v.interval.0),
                format!("{:.4}", v.interval.1),
                v.games.to_string(),
                field(&method),
            ]
            .join(","),
        );
    }
    if rows.iter().any(|(_, v)| v.value.is_nan()) {
        println!(
            "the side with the extra pawn scored 50% or less: no unit; play more games or a \
             stronger agent"
        );
    }
    eprintln!("values: {:.0} s in all", t0.elapsed().as_secs_f64());
    if let Some(path) = values_out {
        write_values(path, &csv)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: [char; 5] = ['R', 'N', 'B', 'Q', 'P'];

    #[test]
    fn versus_parses_sums_with_counts_and_refuses_bad_terms() {
        assert_eq!(parse_versus("b", &CHESS).unwrap(), vec!['B']);
        assert_eq!(parse_versus("3P", &CHESS).unwrap(), vec!['P'; 3]);
        assert_eq!(parse_versus("R+2p", &CHESS).unwrap(), vec!['R', 'P', 'P']);
        let e = parse_versus("3K", &CHESS).unwrap_err();
        assert!(
            e.contains("term '3K'") && e.contains("R, N, B, Q, P"),
            "{e}"
        );
        assert!(parse_versus("0P", &CHESS).unwrap_err().contains("1..=32"));
        assert!(parse_versus("33P", &CHESS).unwrap_err().contains("1..=32"));
        assert!(parse_versus("R+", &CHESS).is_err());
        assert!(parse_versus("PP", &CHESS).is_err());
    }

    #[test]
    fn labels_count_the_letters_and_pawns_only_gives_the_shift() {
        let m = |p: char, v: &[char]| MatchSpec {
            piece: p,
            versus: v.to_vec(),
        };
        assert_eq!(m('N', &[]).label(), "N");
        assert_eq!(m('N', &['B']).label(), "N-B");
        assert_eq!(m('Q', &['R', 'P', 'P', 'P', 'P']).label(), "Q-R-4P");
        assert_eq!(m('N', &['P'; 3]).pawns_only(), Some(3));
        assert_eq!(m('Q', &['R', 'P']).pawns_only(), None);
        assert_eq!(m('N', &[]).pawns_only(), None);
    }

    #[test]
    fn starts_take_the_piece_from_one_side_and_the_versus_from_the_other() {
        let start = variants::chess::Chess::start();
        let count = |g: &variants::chess::Chess, c: char| {
            g.cells()
                .iter()
                .filter(|(_, t)| t.as_str() == c.to_string())
                .count()
        };
        let m = MatchSpec {
            piece: 'N',
            versus: vec!['P'; 3],
        };
        let (a, b) = starts(&start, &m).unwrap();
        // Game A: White (handicapped) lacks a knight; Black gives three pawns.
        assert_eq!((count(&a, 'N'), count(&a, 'n')), (1, 2));
        assert_eq!((count(&a, 'P'), count(&a, 'p')), (8, 5));
        // Game B: the other way round.
        assert_eq!((count(&b, 'N'), count(&b, 'n')), (2, 1));
        assert_eq!((count(&b, 'P'), count(&b, 'p')), (5, 8));
        // Nine pawns cannot be given.
        let too_many = MatchSpec {
            piece: 'N',
            versus: vec!['P'; 9],
        };
        assert!(starts(&start, &too_many).is_none());
    }
}
