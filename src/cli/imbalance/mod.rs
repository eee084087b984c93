//! `collapse values --method imbalance`: piece values by imbalance matches (H. G. Muller's
//! method, Fairy-Max/Joker80; reports::imbalance has the arithmetic). For each measured piece
//! one match of self-play games: the side without the piece (`Game::without_piece`) against
//! the full army (with `--versus Y`, against the army without a `Y`; `Y` may be a sum such as
//! `3P` or `R+4P`), in pairs that play one random 2-ply opening twice, the handicapped side
//! White then Black. The pawn-odds match is the unit. `--match PIECE[:VERSUS]` lists the
//! matches one by one instead; a match against a sum whose pieces have value rows earlier in
//! the run is chained on them (`R:3P` then `Q:R+4P` gives `Q = R + 4 + (Q - R - 4P)`, spec.rs),
//! bootstrapped jointly (reports::imbalance::chained_values).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use mcts::{AgentSpec, Game, Player};
use reports::imbalance::{chained_values, values_in_unit, ImbalanceValue};
use variants::registry::{self, GameVisitor};

use super::values_args::ValuesArgs;
use super::{params, CliResult};

mod spec;
use spec::{listed, MatchSpec};

/// Salt of the openings' generator (independent of the games' seeds).
const OPENING_SALT: u64 = 0x6f64_6473_6f70_656e;

/// Columns of `--values-out` (shared with the regression's output).
pub const VALUES_COLUMNS: &str = "variant,params,piece,value,lo,hi,games,method";

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
/// the generator of pair `pair`, after which neither game is over nor has a move that wins at
/// once ([`mcts::wins_at_once`]); `None` when no such line is found in 1000 tries.
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
        if line.len() == plies as usize
            && x.outcome().is_ongoing()
            && y.outcome().is_ongoing()
            && !mcts::wins_at_once(&x, &mut buf)
            && !mcts::wins_at_once(&y, &mut buf)
        {
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

/// Per match: the label and the points of the side with the extra piece per pair; and per
/// piece letter the game can give, the pawns it gives with it (`Game::odds_pawns`).
type Played = Result<(Vec<(MatchSpec, Vec<f64>)>, Vec<(char, u32)>), String>;

impl GameVisitor for Plan<'_> {
    type Output = Played;
    fn visit<G: Game>(self, start: G) -> Played {
        let a = self.args;
        let valid = start.odds_pieces();
        if valid.is_empty() {
            return Err(format!(
                "{}: this game gives no piece as odds (Game::without_piece); use --method \
                 regression",
                start.variant_name()
            ));
        }
        let mut matches =
            spec::requested(a.piece.as_deref(), a.versus.as_deref(), &a.matches, &valid)?;
        // Another piece as the unit: its own odds match is played first after the pawn's.
        if let Some((u, _)) = spec::unit(a.unit.as_deref(), &valid)? {
            let own = MatchSpec {
                piece: u,
                versus: Vec::new(),
            };
            if !matches.contains(&own) {
                let at = usize::from(matches.first().is_some_and(|m| m.piece == 'P'));
                matches.insert(at, own);
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
                    listed(&valid)
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
        let given = valid.iter().map(|&c| (c, start.odds_pawns(c))).collect();
        Ok((out, given))
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
    let (played, given_by) = played;
    let pawns_of = |c: char| {
        given_by
            .iter()
            .find(|(l, _)| *l == c)
            .map_or(0, |&(_, k)| k)
    };
    let has_pawn = played
        .first()
        .is_some_and(|(m, _)| m.piece == 'P' && m.versus.is_empty());
    let pawn = has_pawn.then(|| played[0].1.clone());
    let unit = if has_pawn { "pawns" } else { "logit" };
    let games = 2 * played.first().map_or(0, |(_, p)| p.len());
    let specs: Vec<MatchSpec> = played.iter().map(|(m, _)| m.clone()).collect();
    let chains = spec::chains(&specs, &pawns_of, has_pawn);
    let points: Vec<Vec<f64>> = played.iter().map(|(_, p)| p.clone()).collect();
    let plain: Vec<_> = chains.iter().map(|(c, _)| c.clone()).collect();
    // `--unit U=V` (not the pawn): rows in U's worth, from U's own match.
    let unit_row = spec::unit(
        a.unit.as_deref(),
        &given_by.iter().map(|g| g.0).collect::<Vec<_>>(),
    )?
    .filter(|&(u, v)| u != 'P' || v != 1.0)
    .and_then(|(u, v)| {
        specs
            .iter()
            .position(|m| m.piece == u && m.versus.is_empty())
            .map(|i| (u, i, v))
    });
    let values = match unit_row {
        Some((_, row, v)) => values_in_unit(
            &points,
            &plain,
            pawn.as_deref(),
            row,
            v,
            a.resamples,
            a.seed,
        ),
        None => chained_values(&points, &plain, pawn.as_deref(), a.resamples, a.seed),
    };
    let unit_name = unit_row.map(|(u, _, v)| format!("{u}={v}"));
    let unit_method = unit_row.map(|(u, _, v)| format!("pawns ({u} = {v})"));
    let unit = unit_name.as_deref().unwrap_or(unit);
    let method_unit = unit_method.as_deref().unwrap_or(unit);
    println!(
        "Piece values of {}: imbalance matches of {} (odds games in pairs, colours reversed), \
         {} games per match, {}; 95% bootstrap intervals over pairs",
        params.variant.name,
        agent,
        games,
        match (unit_row, has_pawn) {
            (Some((u, _, v)), _) => format!("unit the {u}-odds match, {u} = {v}"),
            (None, true) => "unit the pawn-odds match".to_string(),
            (None, false) =>
                "no pawn: values are the logit of the score of the side with the piece".to_string(),
        }
    );
    if a.matches.is_empty() {
        // --piece/--versus: one line for all rows.
        match specs.iter().find(|m| !m.versus.is_empty()) {
            Some(m) if m.pawns_only().is_some() && has_pawn && unit_row.is_none() => println!(
                "each row: the piece against {v} (value = {k} + (piece minus {v}), the piece's \
                 value in pawns)",
                v = m.versus_text(),
                k = m.pawns_only().unwrap_or(0)
            ),
            Some(m) if m.pawns_only().is_some() && has_pawn => println!(
                "each row: the piece against {v} (value = the worth of {v} + (piece minus {v}), \
                 the piece's value in {unit})",
                v = m.versus_text(),
            ),
            Some(m) => println!(
                "each row: the piece against {v} (value = piece minus {v}, in {unit})",
                v = m.versus_text()
            ),
            None => {}
        }
    } else {
        for (m, (c, own)) in specs.iter().zip(&chains) {
            if !m.versus.is_empty() {
                println!("{}", spec::formula(m, c, *own, &specs, unit, &pawns_of));
            }
        }
    }
    // Pieces the game gives only with pawns (Uncertainty's reserve pieces), said once.
    let with_pawns: Vec<String> = specs
        .iter()
        .filter(|m| pawns_of(m.piece) > 0 && (a.matches.is_empty() || m.versus.is_empty()))
        .map(|m| m.given_text(pawns_of(m.piece)))
        .collect();
    if !with_pawns.is_empty() {
        println!(
            "given with the pawns they come from (the game cannot give them alone): {}; {}",
            with_pawns.join(", "),
            if has_pawn {
                "each row is its match's value minus those pawns' worth (the pawn-odds match's)"
            } else {
                "each row is its match's logit, pawns included"
            }
        );
    }
    println!(
        "{:<10} {:>8} {:>20} {:>7} {:>8}  against",
        "piece", unit, "95% interval", "games", "score"
    );
    let canonical = params.canonical();
    // The unit's own row only when the pawn was asked for (or all pieces).
    let pawn_asked = if a.matches.is_empty() {
        a.piece.is_none()
            || a.piece.as_deref() == Some("all")
            || a.piece.as_deref().map(str::to_ascii_uppercase).as_deref() == Some("P")
    } else {
        a.matches.iter().any(|t| t.trim().eq_ignore_ascii_case("p"))
    };
    let mut rows: Vec<(&MatchSpec, bool, String, ImbalanceValue)> = specs
        .iter()
        .zip(&chains)
        .zip(values)
        .filter(|((m, _), _)| m.piece != 'P' || !m.versus.is_empty() || pawn_asked)
        .map(|((m, (c, own)), v)| {
            let label = if *own { m.piece.to_string() } else { m.label() };
            (m, !c.refs.is_empty(), label, v)
        })
        .collect();
    rows.sort_by(|x, y| y.3.value.total_cmp(&x.3.value));
    let mut csv = Vec::new();
    for (m, chained, label, v) in &rows {
        let given = match pawns_of(m.piece) {
            0 => String::new(),
            k if has_pawn => format!(" (given as {}, its pawns subtracted)", m.given_text(k)),
            k => format!(" (given as {}, its pawns included)", m.given_text(k)),
        };
        let against = if m.versus.is_empty() {
            "-".to_string()
        } else {
            m.versus_text()
        };
        println!(
            "{:<10} {:>8.2} {:>20} {:>7} {:>7.1}%  {}{}",
            label,
            v.value,
            format!("[{:.2}, {:.2}]", v.interval.0, v.interval.1),
            v.games,
            100.0 * v.score,
            against,
            if v.saturated {
                "  (a clean sweep in this match or one it rests on: the value is a bound)"
            } else {
                ""
            }
        );
        // The values file's method column: `imbalance`, what the row was measured against
        // (and that it rests on other rows), and the unit (`unit=logit` is what
        // `collapse report --values` reads).
        let method = match (m.versus.is_empty(), chained) {
            (true, _) => format!("imbalance{given}; unit={method_unit}"),
            (false, false) => format!("imbalance{given} against {against}; unit={method_unit}"),
            (false, true) => format!(
                "imbalance{given} against {against}, chained on its pieces' rows; \
                 unit={method_unit}"
            ),
        };
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
    if rows.iter().any(|r| r.3.value.is_nan()) {
        match unit_row {
            Some((u, _, _)) => println!(
                "the side with the extra {u} scored 50% or less: no unit; play more games or a \
                 stronger agent"
            ),
            None => println!(
                "the side with the extra pawn scored 50% or less: no unit; play more games or a \
                 stronger agent, or count in another piece's worth (--unit Q=9)"
            ),
        }
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

    /// Four random plies of tic-tac-toe leave X a line to finish in 48% of draws (1440 of 3024);
    /// the odds games' openings never do (without the rule pair 0 or another of the 40 would).
    #[test]
    fn openings_leave_no_win_at_once_in_either_game() {
        let t = mcts::testgames::TicTacToe::default();
        let mut buf = Vec::new();
        for pair in 0..40 {
            let line = opening(&t, &t, 4, 7, pair).unwrap();
            let mut g = t.clone();
            mcts::play_move_list(&mut g, &line.join(" ")).unwrap();
            assert!(g.outcome().is_ongoing());
            assert!(!mcts::wins_at_once(&g, &mut buf), "pair {pair}: {line:?}");
        }
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
