//! Piece values by imbalance matches (`collapse values --method imbalance`; H. G. Muller's
//! method, Fairy-Max/Joker80; reports::imbalance has the arithmetic). For each measured piece
//! one match of self-play games: the side without the piece (`Odds::without_piece`) against
//! the full army (with `--versus Y`, against the army without a `Y`; `Y` may be a sum such as
//! `3P` or `R+4P`), in pairs that play one random 2-ply opening twice, the handicapped side
//! White then Black. The pawn-odds match is the unit. `--match PIECE[:VERSUS]` lists the
//! matches one by one instead; a match against a sum whose pieces have value rows earlier in
//! the run is chained on them (`R:3P` then `Q:R+4P` gives `Q = R + 4 + (Q - R - 4P)`, spec.rs),
//! bootstrapped jointly (reports::imbalance::chained_values). Each match is a schedule of the
//! tournament's scheduler ([`tournament::GameList`]: game 2k and 2k + 1 form pair k, seeded
//! from the match seed and the game id) played by its work loop ([`tournament::play_list`]).
//!
//! [`run`] takes an [`ImbalanceConfig`] and gives an [`ImbalanceResult`]: one
//! [`ImbalanceRow`] per value, with the lines that say how the rows are formed; the caller
//! prints them.

use mcts::{AgentSpec, Game, Player};
use reports::imbalance::{chained_values, values_in_unit, ImbalanceValue};
use variants::registry::{self, GameVisitor, Params};

mod render;
pub mod spec;
use spec::listed;
pub use spec::MatchSpec;

/// Salt of the openings' generator (independent of the games' seeds).
const OPENING_SALT: u64 = 0x6f64_6473_6f70_656e;

/// Columns of a values file (`collapse values --values-out`, shared with the regression's):
/// the rows of [`ImbalanceResult::values_csv_rows`] follow this header.
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

/// What an imbalance run measures and how it plays.
///
/// `piece`, `versus` and `matches` are the texts of `--piece`, `--versus` and `--match`
/// (their syntax is checked against the pieces the game can give, which only the game
/// knows, so errors name those options); `unit` is `--unit PIECE[=VALUE]`.
#[derive(Clone, Debug)]
pub struct ImbalanceConfig {
    /// The game and its parameters.
    pub params: Params,
    /// The agent of every odds game (both sides).
    pub agent: AgentSpec,
    /// Games per match, rounded up to whole pairs (each pair plays one opening twice).
    pub games: u32,
    /// Seed of the openings, of each game's agents and of the bootstrap.
    pub seed: u64,
    /// Worker threads (0 = all cores), as the tournament runner counts them.
    pub threads: usize,
    /// One piece letter (either case) to measure, or `all` / `None` for every piece the game
    /// gives as odds (the pawn left out when `versus` holds pawns).
    pub piece: Option<String>,
    /// What the other side gives in return: a letter or a sum such as `3P` or `R+4P`.
    pub versus: Option<String>,
    /// Matches one by one instead of `piece`/`versus`: `R`, `R:3P`, `Q:R+4P`, played in order.
    pub matches: Vec<String>,
    /// The unit `PIECE[=VALUE]` (default: the pawn-odds match, or logits without a pawn).
    pub unit: Option<String>,
    /// Bootstrap resamples (over pairs) of the 95% intervals.
    pub resamples: usize,
}

/// One match just played, handed to [`run`]'s `on_match` (for a progress line).
#[derive(Clone, Debug, PartialEq)]
pub struct MatchPlayed {
    /// The match.
    pub spec: MatchSpec,
    /// Its games (2 per pair).
    pub games: usize,
    /// The share of points of the side with the extra piece, 0..=1.
    pub score: f64,
    /// Wall-clock seconds the match took.
    pub seconds: f64,
}

/// What the values of a run are counted in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unit {
    /// Pawns: the pawn-odds match is the unit.
    Pawn,
    /// No pawn in the game: each value is the logit of the score of the side with the piece.
    Logit,
    /// `--unit U=V`: values in the worth of `letter`, worth `value`, from its own odds match.
    Piece {
        /// The unit's piece letter (upper case).
        letter: char,
        /// What that piece is worth.
        value: f64,
    },
}

impl Unit {
    /// The unit's column name: `pawns`, `logit` or `Q=9`.
    pub fn name(&self) -> String {
        match self {
            Unit::Pawn => "pawns".to_string(),
            Unit::Logit => "logit".to_string(),
            Unit::Piece { letter, value } => format!("{letter}={value}"),
        }
    }

    /// The unit as the values file's method column says it: `pawns`, `logit` or
    /// `pawns (Q = 9)`.
    pub fn method_name(&self) -> String {
        match self {
            Unit::Piece { letter, value } => format!("pawns ({letter} = {value})"),
            u => u.name(),
        }
    }
}

/// One value of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct ImbalanceRow {
    /// The match the row comes from.
    pub spec: MatchSpec,
    /// The row's label: the piece (`N`) when the row is its value, `N-B` for a difference.
    pub label: String,
    /// What the match was against as the user writes it (`3P`, `R+4P`), `-` for nothing.
    pub against: String,
    /// The value in the run's [`Unit`], its 95% interval, games, score and whether a sweep
    /// made it a bound.
    pub value: ImbalanceValue,
    /// The values file's method column: `imbalance`, what the row was measured against (and
    /// that it rests on other rows), and the unit (`unit=logit` is what `collapse report
    /// --values` reads).
    pub method: String,
}

/// The values of an imbalance run.
#[derive(Clone, Debug, PartialEq)]
pub struct ImbalanceResult {
    /// The game's name.
    pub variant: &'static str,
    /// Its canonical parameters.
    pub params: String,
    /// The agent of the games.
    pub agent: AgentSpec,
    /// Games per match (2 per pair).
    pub games: usize,
    /// What the values are counted in.
    pub unit: Unit,
    /// Whether the pawn-odds match was played (the game has pawns).
    pub has_pawn: bool,
    /// Lines saying how the rows are formed (a sum's formula, pieces given with pawns), to
    /// print before the table.
    pub notes: Vec<String>,
    /// The values, highest first; the pawn's own row only when it was asked for.
    pub rows: Vec<ImbalanceRow>,
}

impl ImbalanceResult {
    /// The rows as lines of a values file under [`VALUES_COLUMNS`] (fields quoted where they
    /// hold a comma or a quote; values to 4 decimals).
    pub fn values_csv_rows(&self) -> Vec<String> {
        self.rows
            .iter()
            .map(|r| {
                let v = &r.value;
                [
                    field(self.variant),
                    field(&self.params),
                    field(&r.label),
                    format!("{:.4}", v.value),
                    format!("{:.4}", v.interval.0),
                    format!("{:.4}", v.interval.1),
                    v.games.to_string(),
                    field(&r.method),
                ]
                .join(",")
            })
            .collect()
    }

    /// The text appended to a values file: the header [`VALUES_COLUMNS`] first when the file
    /// is `fresh` (new or empty), then [`ImbalanceResult::values_csv_rows`], one per line.
    pub fn values_file_text(&self, fresh: bool) -> String {
        let mut text = String::new();
        if fresh {
            text.push_str(VALUES_COLUMNS);
            text.push('\n');
        }
        for r in self.values_csv_rows() {
            text.push_str(&r);
            text.push('\n');
        }
        text
    }
}

impl MatchPlayed {
    /// The progress line of the match: its label, games, the score of the side with the
    /// extra piece and the seconds it took.
    pub fn progress_line(&self) -> String {
        format!(
            "values: {} odds match, {} games: the side with it scored {:.1}% ({:.0} s)",
            self.spec.label(),
            self.games,
            100.0 * self.score,
            self.seconds
        )
    }
}

/// The plan of a run, handed to the game.
struct Plan<'a> {
    cfg: &'a ImbalanceConfig,
    on_match: &'a mut dyn FnMut(&MatchPlayed),
}

/// Per match: the label and the points of the side with the extra piece per pair; and per
/// piece letter the game can give, the pawns it gives with it (`Odds::odds_pawns`).
type Played = Result<(Vec<(MatchSpec, Vec<f64>)>, Vec<(char, u32)>), String>;

impl GameVisitor for Plan<'_> {
    type Output = Played;
    fn visit<G: Game>(self, start: G) -> Played {
        let a = self.cfg;
        let valid = start.odds_pieces();
        if valid.is_empty() {
            return Err(format!(
                "{}: this game gives no piece as odds (Odds::without_piece); use --method \
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
            std::slice::from_ref(&a.agent),
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
            // The match as a schedule of the tournament's scheduler: agent 0 is the
            // handicapped side, so game 2k (pair k, agent 0 White) starts from `sa` and game
            // 2k + 1 from `sb`; game j is seeded `derive_seed(match_seed, j)`.
            let match_seed = mcts::derive_seed(a.seed, mi as u64 + 1);
            let mut sched = tournament::TournamentConfig::new(
                start.variant_name(),
                String::new(),
                vec![a.agent.clone(), a.agent.clone()],
                std::path::PathBuf::new(),
            );
            sched.games_per_pairing = 2 * pairs as u32;
            sched.seed = match_seed;
            let list = tournament::GameList::new(&sched);
            let games = tournament::play_list(&list, threads, |sg| {
                let line = opening(&sa, &sb, 2, a.seed, sg.pair_id).ok_or_else(|| {
                    format!(
                        "no 2-ply opening is legal in both odds games of {}",
                        m.label()
                    )
                })?;
                let (mut g, weak) = if sg.white == 0 {
                    (sa.clone(), Player::White)
                } else {
                    (sb.clone(), Player::Black)
                };
                mcts::play_move_list(&mut g, &line.join(" "))?;
                let rec = tournament::play_game(&g, &a.agent, &a.agent, sg.seed);
                Ok((
                    sg.pair_id,
                    rec.outcome.score_for(weak.other()).unwrap_or(0.5) as f64,
                ))
            })
            .map_err(|e| match e {
                tournament::PlayError::Game(e) => e,
                tournament::PlayError::Pool(e) => e.to_string(),
            })?;
            let mut points = vec![0.0f64; pairs];
            for (k, strong) in games {
                points[k as usize] += strong;
            }
            (self.on_match)(&MatchPlayed {
                spec: m.clone(),
                games: 2 * pairs,
                score: points.iter().sum::<f64>() / (2 * pairs) as f64,
                seconds: t0.elapsed().as_secs_f64(),
            });
            out.push((m.clone(), points));
        }
        let given = valid.iter().map(|&c| (c, start.odds_pawns(c))).collect();
        Ok((out, given))
    }
}

/// One CSV field, quoted when it holds a comma or a quote.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Plays the odds matches of `cfg` and forms each row's value and interval; `on_match` is
/// called after each match (in the order played).
///
/// Errors (messages name the CLI option to fix): a game that gives no piece as odds; a piece
/// letter, `versus` term, match or unit the game cannot give (listing those it can); an agent
/// the runner cannot run in parallel; an odds game that cannot be set up or has no common
/// 2-ply opening.
pub fn run(
    cfg: &ImbalanceConfig,
    on_match: &mut dyn FnMut(&MatchPlayed),
) -> Result<ImbalanceResult, String> {
    let (played, given_by) = registry::visit(&cfg.params, Plan { cfg, on_match })?;
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
    let games = 2 * played.first().map_or(0, |(_, p)| p.len());
    let specs: Vec<MatchSpec> = played.iter().map(|(m, _)| m.clone()).collect();
    let chains = spec::chains(&specs, &pawns_of, has_pawn);
    let points: Vec<Vec<f64>> = played.iter().map(|(_, p)| p.clone()).collect();
    let plain: Vec<_> = chains.iter().map(|(c, _)| c.clone()).collect();
    // `--unit U=V` (not the pawn): rows in U's worth, from U's own match.
    let unit_row = spec::unit(
        cfg.unit.as_deref(),
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
            cfg.resamples,
            cfg.seed,
        ),
        None => chained_values(&points, &plain, pawn.as_deref(), cfg.resamples, cfg.seed),
    };
    let unit = match (unit_row, has_pawn) {
        (Some((letter, _, value)), _) => Unit::Piece { letter, value },
        (None, true) => Unit::Pawn,
        (None, false) => Unit::Logit,
    };
    let unit_name = unit.name();
    let method_unit = unit.method_name();
    let mut notes = Vec::new();
    if cfg.matches.is_empty() {
        // --piece/--versus: one line for all rows.
        match specs.iter().find(|m| !m.versus.is_empty()) {
            Some(m) if m.pawns_only().is_some() && has_pawn && unit_row.is_none() => {
                notes.push(format!(
                    "each row: the piece against {v} (value = {k} + (piece minus {v}), the \
                     piece's value in pawns)",
                    v = m.versus_text(),
                    k = m.pawns_only().unwrap_or(0)
                ))
            }
            Some(m) if m.pawns_only().is_some() && has_pawn => notes.push(format!(
                "each row: the piece against {v} (value = the worth of {v} + (piece minus {v}), \
                 the piece's value in {unit_name})",
                v = m.versus_text(),
            )),
            Some(m) => notes.push(format!(
                "each row: the piece against {v} (value = piece minus {v}, in {unit_name})",
                v = m.versus_text()
            )),
            None => {}
        }
    } else {
        for (m, (c, own)) in specs.iter().zip(&chains) {
            if !m.versus.is_empty() {
                notes.push(spec::formula(m, c, *own, &specs, &unit_name, &pawns_of));
            }
        }
    }
    // Pieces the game gives only with pawns (Uncertainty's reserve pieces), said once.
    let with_pawns: Vec<String> = specs
        .iter()
        .filter(|m| pawns_of(m.piece) > 0 && (cfg.matches.is_empty() || m.versus.is_empty()))
        .map(|m| m.given_text(pawns_of(m.piece)))
        .collect();
    if !with_pawns.is_empty() {
        notes.push(format!(
            "given with the pawns they come from (the game cannot give them alone): {}; {}",
            with_pawns.join(", "),
            if has_pawn {
                "each row is its match's value minus those pawns' worth (the pawn-odds match's)"
            } else {
                "each row is its match's logit, pawns included"
            }
        ));
    }
    // The unit's own row only when the pawn was asked for (or all pieces).
    let pawn_asked = if cfg.matches.is_empty() {
        cfg.piece.is_none()
            || cfg.piece.as_deref() == Some("all")
            || cfg.piece.as_deref().map(str::to_ascii_uppercase).as_deref() == Some("P")
    } else {
        cfg.matches
            .iter()
            .any(|t| t.trim().eq_ignore_ascii_case("p"))
    };
    let mut rows: Vec<ImbalanceRow> = specs
        .iter()
        .zip(&chains)
        .zip(values)
        .filter(|((m, _), _)| m.piece != 'P' || !m.versus.is_empty() || pawn_asked)
        .map(|((m, (c, own)), v)| {
            let label = if *own { m.piece.to_string() } else { m.label() };
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
            let method = match (m.versus.is_empty(), !c.refs.is_empty()) {
                (true, _) => format!("imbalance{given}; unit={method_unit}"),
                (false, false) => {
                    format!("imbalance{given} against {against}; unit={method_unit}")
                }
                (false, true) => format!(
                    "imbalance{given} against {against}, chained on its pieces' rows; \
                     unit={method_unit}"
                ),
            };
            ImbalanceRow {
                spec: m.clone(),
                label,
                against,
                value: v,
                method,
            }
        })
        .collect();
    rows.sort_by(|x, y| y.value.value.total_cmp(&x.value.value));
    Ok(ImbalanceResult {
        variant: cfg.params.variant.name,
        params: cfg.params.canonical(),
        agent: cfg.agent.clone(),
        games,
        unit,
        has_pawn,
        notes,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mcts::{Codec, Rules};

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
