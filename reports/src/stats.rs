//! Standings, Elo estimates and per-variant statistics.

use std::collections::BTreeMap;

pub use crate::elo::elo_from_score;
use crate::elo::{pentanomial, trinomial, EloInterval, Penta};
use crate::labels::short_labels;
use crate::load::{GameResult, GameRow};
use crate::ratings::{fit_ratings, Ratings};
use crate::sprt::{Sprt, SprtStatus};
pub use crate::wdl::{erf, Wdl};

/// An Elo difference against the field with its 95% confidence interval, in Elo points.
/// Values are infinite when the score (or a bound of its interval) is 0% or 100%; the
/// renderers never print them as such (a 0% or 100% score prints `n/a` with the reason, an
/// infinite end makes the interval one-sided).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// Point estimate: [`elo_from_score`] of the score.
    pub diff: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
}

impl EloEstimate {
    /// The estimate for a record of `wdl`, `None` without games.
    ///
    /// Formula (as in cutechess-cli): the mean score `s = (W + D/2) / N`; the per-game
    /// variance `v = (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N`; the standard error of the mean
    /// `sqrt(v / N)`; the 95% interval of the score `s ± 1.959964 sqrt(v / N)` (normal
    /// approximation), clamped to `[0, 1]`, mapped to Elo with [`elo_from_score`].
    pub fn from_wdl(wdl: &Wdl) -> Option<EloEstimate> {
        let s = wdl.score()?;
        let (low, high) = score_interval(wdl)?;
        Some(EloEstimate {
            diff: elo_from_score(s),
            low: elo_from_score(low),
            high: elo_from_score(high),
        })
    }
}

/// The 95% confidence interval of the mean score of `wdl`, `(low, high)` in `[0, 1]`; `None`
/// without games.
///
/// Normal approximation (as in cutechess-cli): mean `s = (W + D/2) / N`, per-game variance
/// `v = (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N`, interval `s ± 1.959964 sqrt(v / N)` clamped
/// to `[0, 1]`.
pub fn score_interval(wdl: &Wdl) -> Option<(f64, f64)> {
    let n = wdl.games() as f64;
    let s = wdl.score()?;
    let v = (wdl.wins as f64 * (1.0 - s).powi(2)
        + wdl.draws as f64 * (0.5 - s).powi(2)
        + wdl.losses as f64 * s.powi(2))
        / n;
    let margin = 1.959_963_984_540_054 * (v / n).sqrt();
    Some(((s - margin).clamp(0.0, 1.0), (s + margin).clamp(0.0, 1.0)))
}

/// Likelihood of superiority from wins and losses (draws carry no information here):
/// `LOS = 0.5 (1 + erf((W - L) / sqrt(2 (W + L))))`, the normal approximation of the
/// chessprogramming wiki's "Match Statistics" page (as cutechess-cli prints it).
/// In `[0, 1]`; `None` when `W + L = 0`.
pub fn los(wins: u64, losses: u64) -> Option<f64> {
    let (w, l) = (wins as f64, losses as f64);
    (w + l > 0.0).then(|| 0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt())))
}

/// The median of `values` (the mean of the two middle values for an even count); `None` when
/// empty.
pub fn median(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

/// One agent's line in the standings, counted over all games it played in the rows (a
/// self-play game counts once as White and once as Black).
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The agent's short name: its `white_name`/`black_name` from the CSV, else the
    /// automatic label of its spec (see [`crate::short_labels`]).
    pub agent: String,
    /// The agent's canonical spec string.
    pub spec: String,
    /// All its games.
    pub total: Wdl,
    /// Its games as White.
    pub as_white: Wdl,
    /// Its games as Black.
    pub as_black: Wdl,
    /// Elo difference against the field it met (see [`EloEstimate::from_wdl`]).
    pub elo: Option<EloEstimate>,
    /// Likelihood of superiority against the field, from W/D/L (see [`crate::trinomial`]; the
    /// same value the head-to-head table shows in a two-agent match).
    pub los: Option<f64>,
}

impl Standing {
    /// Games played.
    pub fn games(&self) -> u64 {
        self.total.games()
    }
    /// Points scored.
    pub fn points(&self) -> f64 {
        self.total.points()
    }
    /// Points per game in `[0, 1]` (0 without games).
    pub fn score(&self) -> f64 {
        self.total.score().unwrap_or(0.0)
    }
}

/// How many games of a variant ended one way.
#[derive(Clone, Debug, PartialEq)]
pub struct TerminationCount {
    /// Termination name as in the CSV, e.g. `checkmate`.
    pub termination: String,
    /// Games that ended this way.
    pub count: u64,
    /// `count` / games of the variant, in `[0, 1]`.
    pub share: f64,
}

/// Statistics of one variant with one parameter set.
#[derive(Clone, Debug, PartialEq)]
pub struct VariantStats {
    /// Variant registry name.
    pub variant: String,
    /// Canonical parameters (possibly empty).
    pub params: String,
    /// Games.
    pub games: u64,
    /// Games won by White.
    pub white_wins: u64,
    /// Games won by Black.
    pub black_wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// White's points / games, in `[0, 1]` (0.5 = balanced).
    pub white_score: f64,
    /// 95% Wilson interval of `white_score` (see [`crate::wilson_interval`], the one method
    /// every White score of the reports uses): if it excludes 0.5, the colour imbalance is
    /// significant at about the 5% level.
    pub white_score_interval: (f64, f64),
    /// White's advantage in Elo with its 95% interval (see [`EloEstimate::from_wdl`]).
    pub white_elo: Option<EloEstimate>,
    /// Draws / games, in `[0, 1]`.
    pub draw_rate: f64,
    /// Termination reasons, most frequent first (ties by name).
    pub terminations: Vec<TerminationCount>,
    /// Mean game length in plies.
    pub plies_mean: f64,
    /// Median game length in plies (mean of the middle two for an even count).
    pub plies_median: f64,
    /// Shortest game in plies.
    pub plies_min: u32,
    /// Longest game in plies.
    pub plies_max: u32,
}

impl VariantStats {
    /// `variant` alone, or `variant params` when there are parameters.
    pub fn label(&self) -> String {
        if self.params.is_empty() {
            self.variant.clone()
        } else {
            format!("{} {}", self.variant, self.params)
        }
    }

    fn from_rows(variant: &str, params: &str, rows: &[&GameRow]) -> VariantStats {
        let games = rows.len() as u64;
        let count = |r: GameResult| rows.iter().filter(|g| g.result == r).count() as u64;
        let (white_wins, black_wins, draws) = (
            count(GameResult::WhiteWin),
            count(GameResult::BlackWin),
            count(GameResult::Draw),
        );
        let white = Wdl {
            wins: white_wins,
            draws,
            losses: black_wins,
        };
        let white_points: f64 = rows.iter().map(|g| g.result.white_points()).sum();
        let mut terms: BTreeMap<&str, u64> = BTreeMap::new();
        for g in rows {
            *terms.entry(g.termination.as_str()).or_default() += 1;
        }
        let mut terminations: Vec<TerminationCount> = terms
            .into_iter()
            .map(|(t, c)| TerminationCount {
                termination: t.to_string(),
                count: c,
                share: c as f64 / games as f64,
            })
            .collect();
        terminations.sort_by(|a, b| {
            b.count
                .cmp(&a.count)
                .then(a.termination.cmp(&b.termination))
        });
        let plies: Vec<f64> = rows.iter().map(|g| g.plies as f64).collect();
        VariantStats {
            variant: variant.to_string(),
            params: params.to_string(),
            games,
            white_wins,
            black_wins,
            draws,
            white_score: white_points / games as f64,
            white_score_interval: crate::wilson_interval(white_points / games as f64, games),
            white_elo: EloEstimate::from_wdl(&white),
            draw_rate: draws as f64 / games as f64,
            terminations,
            plies_mean: plies.iter().sum::<f64>() / games as f64,
            plies_median: median(&plies).unwrap_or(0.0),
            plies_min: rows.iter().map(|g| g.plies).min().unwrap_or(0),
            plies_max: rows.iter().map(|g| g.plies).max().unwrap_or(0),
        }
    }
}

/// Two agents' results against each other, seen from `agent` (never an agent against
/// itself: see [`SelfPlay`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Match {
    /// The first agent (the first to play in the schedule, so agent 0 of a tournament).
    pub agent: String,
    /// The second agent.
    pub opponent: String,
    /// `agent`'s results against `opponent`.
    pub wdl: Wdl,
    /// Elo of `agent` over `opponent` from the games (see [`crate::trinomial`]).
    pub games_elo: Option<EloInterval>,
    /// `agent`'s complete pairs (both games of a `pair_id`, colours reversed); `None` when
    /// the rows have no pair ids.
    pub penta: Option<Penta>,
    /// Elo from the pairs (see [`crate::pentanomial`]); `None` without complete pairs.
    pub pairs_elo: Option<EloInterval>,
}

/// Games of one agent against itself (the same spec on both sides): they say how the colours
/// score, not how strong the agent is, so they count in no standing, Elo or rating.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlay {
    /// The agent's short name (as in [`Standing::agent`]); when several labels share the
    /// spec (`--agent a=X --agent b=X`), their games against each other are self-play too
    /// and this names them all, in schedule order, joined by ` / ` (e.g. `a / b`).
    pub agent: String,
    /// Its canonical spec.
    pub spec: String,
    /// White's wins, draws and losses over these games.
    pub white: Wdl,
}

impl SelfPlay {
    /// Games played.
    pub fn games(&self) -> u64 {
        self.white.games()
    }
    /// White's points per game in `[0, 1]` (0.5 without games).
    pub fn white_score(&self) -> f64 {
        self.white.score().unwrap_or(0.5)
    }
    /// The 95% Wilson interval of [`SelfPlay::white_score`] (see [`crate::wilson_interval`]).
    pub fn white_interval(&self) -> (f64, f64) {
        crate::wilson_interval(self.white_score(), self.games())
    }
}

/// An SPRT applied to a two-agent report.
#[derive(Clone, Debug, PartialEq)]
pub struct SprtReport {
    /// The test.
    pub sprt: Sprt,
    /// Its state on the report's games (pairs when present).
    pub status: SprtStatus,
    /// The agent tested (Elo of `agent` over `opponent`).
    pub agent: String,
    /// The reference agent.
    pub opponent: String,
    /// A note from the tournament, e.g. that it stopped early and after how many games.
    pub note: Option<String>,
}

/// Everything the reports show about one section of the games: one variant with one parameter
/// set (see [`Report::by_group`]), or several pooled together (see [`Report::from_rows`] and
/// [`Report::scope`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The `(variant, params)` sets of the games, sorted; more than one means the standings,
    /// Elo and ratings pool different games (the renderers say so).
    pub scope: Vec<(String, String)>,
    /// Games counted.
    pub games: u64,
    /// Every agent of the games, `(short name, canonical spec)`, sorted by name.
    pub agents: Vec<(String, String)>,
    /// One line per agent that met another agent, by score (then points, then name); games of
    /// an agent against itself are left out (see `self_play`).
    pub standings: Vec<Standing>,
    /// One entry per (variant, params), sorted by variant then params.
    pub variants: Vec<VariantStats>,
    /// Every two different agents that met, in first-seen order.
    pub matches: Vec<Match>,
    /// Self-play: one entry per agent that played itself, by name (colour balance only).
    pub self_play: Vec<SelfPlay>,
    /// Maximum-likelihood ratings (see [`crate::fit_ratings`]), one fit per group of agents
    /// linked by games (see [`Report::rating_groups`]) that has three agents or more: 200
    /// bootstrap resamples, seed 1, prior of 2 virtual draws per pair that met. Ratings of
    /// different groups are on different scales.
    pub ratings: Vec<Ratings>,
    /// The groups of agents linked by games between different agents (see
    /// [`crate::rating_groups`]), each by first appearance; one group when every agent is
    /// linked to every other (an agent that only played itself is in none).
    pub rating_groups: Vec<Vec<String>>,
    /// The SPRT, when one was asked for with [`Report::with_sprt`].
    pub sprt: Option<SprtReport>,
    /// Balance figures per (variant, params), sorted like `variants` (see
    /// [`crate::balance_groups`]; `branching` is `None` until a caller that can replay the
    /// moves fills it in, as `collapse report` does).
    pub balance: Vec<crate::Balance>,
}

/// Agent display labels: `(name in the CSV or None, spec)` to a unique label.
type Labels = Vec<((Option<String>, String), String)>;

/// The ML-rating prior: virtual draws per pair of agents that met (BayesElo's default).
pub(crate) const RATING_PRIOR: f64 = 2.0;
/// Bootstrap resamples of the ML ratings.
const RATING_RESAMPLES: u32 = 200;

/// Agent display names for `rows`: `(name in the CSV or None, spec)` to a unique label, in the
/// order the agents first play in the schedule (files in the order given, games by `game_id`;
/// rows themselves are in finishing order, which varies between runs), so agent 0 of a
/// tournament is listed first and is the SPRT's first agent.
fn agent_labels(rows: &[GameRow]) -> Labels {
    let mut files: Vec<&std::path::Path> = Vec::new();
    for g in rows {
        if !files.contains(&g.source.as_path()) {
            files.push(g.source.as_path());
        }
    }
    let mut ordered: Vec<&GameRow> = rows.iter().collect();
    ordered.sort_by_key(|g| {
        let file = files.iter().position(|f| *f == g.source.as_path());
        (file, g.game_id)
    });
    let mut ids: Vec<(Option<String>, String)> = Vec::new();
    for g in ordered {
        for id in [
            (g.white_name.clone(), g.white.clone()),
            (g.black_name.clone(), g.black.clone()),
        ] {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    let unnamed: Vec<String> = ids
        .iter()
        .filter(|(n, _)| n.is_none())
        .map(|(_, s)| s.clone())
        .collect();
    let auto = short_labels(&unnamed);
    let mut out: Vec<((Option<String>, String), String)> = Vec::new();
    let mut k = 0;
    for id in ids {
        let mut label = match &id.0 {
            Some(n) => n.clone(),
            None => {
                k += 1;
                auto[k - 1].clone()
            }
        };
        while out.iter().any(|(_, l)| *l == label) {
            label.push('\'');
        }
        out.push((id, label));
    }
    out
}

impl Report {
    /// Builds one report from all of `rows`, pooled: standings, Elo and ratings over every
    /// variant and parameter set in the rows together ([`Report::scope`] lists them and the
    /// renderers state the pooling when there are several). Use [`Report::by_group`] to keep
    /// different games apart. Agents are told apart by name and spec and shown by name; games
    /// of an agent against itself (same spec on both sides) go to [`Report::self_play`] only.
    pub fn from_rows(rows: &[GameRow]) -> Report {
        Report::build(rows, &agent_labels(rows))
    }

    /// One report per variant and parameter set of `rows` (each with a single
    /// [`Report::scope`]), sorted by variant then params; agent names are chosen over all
    /// rows, so an agent has the same name in every report. Empty for no rows.
    pub fn by_group(rows: &[GameRow]) -> Vec<Report> {
        let labels = agent_labels(rows);
        let mut groups: BTreeMap<(&str, &str), Vec<GameRow>> = BTreeMap::new();
        for g in rows {
            groups
                .entry((g.variant.as_str(), g.params.as_str()))
                .or_default()
                .push(g.clone());
        }
        groups
            .values()
            .map(|rows| Report::build(rows, &labels))
            .collect()
    }

    /// Is this report over several variants or parameter sets pooled together?
    pub fn is_pooled(&self) -> bool {
        self.scope.len() > 1
    }

    /// The report of `rows` with agent labels `labels` (covering every agent of `rows`).
    fn build(rows: &[GameRow], labels: &Labels) -> Report {
        let label = |name: &Option<String>, spec: &str| -> String {
            labels
                .iter()
                .find(|((n, s), _)| n == name && s == spec)
                .map(|(_, l)| l.clone())
                .unwrap_or_else(|| spec.to_string())
        };
        let name_of = |g: &GameRow, white: bool| -> String {
            if white {
                label(&g.white_name, &g.white)
            } else {
                label(&g.black_name, &g.black)
            }
        };
        // Same spec on both sides: the agent against itself.
        let self_play = |g: &GameRow| g.white == g.black;
        let mut legend: BTreeMap<String, String> = BTreeMap::new();
        for g in rows {
            legend.insert(name_of(g, true), g.white.clone());
            legend.insert(name_of(g, false), g.black.clone());
        }
        let mut agents: BTreeMap<String, (String, Wdl, Wdl)> = BTreeMap::new();
        // Self-play by spec: two labels of one spec (`--agent a=X --agent b=X`) are one agent
        // against itself, so their games are one colour-balance entry named by both labels,
        // never split by which label had White.
        let mut mirror: BTreeMap<String, (Vec<String>, Wdl)> = BTreeMap::new();
        for g in rows {
            if self_play(g) {
                let e = mirror.entry(g.white.clone()).or_default();
                for name in [name_of(g, true), name_of(g, false)] {
                    if !e.0.contains(&name) {
                        e.0.push(name);
                    }
                }
                e.1.add(g.result.white_points());
                continue;
            }
            let e = agents.entry(name_of(g, true)).or_default();
            e.0 = g.white.clone();
            e.1.add(g.result.white_points());
            let e = agents.entry(name_of(g, false)).or_default();
            e.0 = g.black.clone();
            e.2.add(g.result.black_points());
        }
        let mut standings: Vec<Standing> = agents
            .into_iter()
            .map(|(agent, (spec, as_white, as_black))| {
                let total = Wdl {
                    wins: as_white.wins + as_black.wins,
                    draws: as_white.draws + as_black.draws,
                    losses: as_white.losses + as_black.losses,
                };
                Standing {
                    agent,
                    spec,
                    total,
                    as_white,
                    as_black,
                    elo: EloEstimate::from_wdl(&total),
                    los: trinomial(&total).map(|e| e.los),
                }
            })
            .collect();
        standings.sort_by(|a, b| {
            b.score()
                .total_cmp(&a.score())
                .then(b.points().total_cmp(&a.points()))
                .then(a.agent.cmp(&b.agent))
        });

        let mut by_variant: BTreeMap<(&str, &str), Vec<&GameRow>> = BTreeMap::new();
        for g in rows {
            by_variant
                .entry((g.variant.as_str(), g.params.as_str()))
                .or_default()
                .push(g);
        }
        let variants = by_variant
            .into_iter()
            .map(|((v, p), rows)| VariantStats::from_rows(v, p, &rows))
            .collect();

        // Head to head, oriented by first appearance.
        let order: Vec<String> = labels.iter().map(|(_, l)| l.clone()).collect();
        let pos = |l: &str| order.iter().position(|x| x == l).unwrap_or(usize::MAX);
        let mut matches: Vec<Match> = Vec::new();
        let has_pairs = rows.iter().any(|g| g.pair_id.is_some());
        let mut pairs: BTreeMap<(&std::path::Path, &str, &str, u64), Vec<&GameRow>> =
            BTreeMap::new();
        for g in rows {
            if let Some(p) = g.pair_id {
                pairs
                    .entry((g.source.as_path(), &g.variant, &g.params, p))
                    .or_default()
                    .push(g);
            }
        }
        let find = |a: &str, b: &str, matches: &mut Vec<Match>| -> usize {
            if let Some(i) = matches.iter().position(|m| m.agent == a && m.opponent == b) {
                return i;
            }
            matches.push(Match {
                agent: a.to_string(),
                opponent: b.to_string(),
                wdl: Wdl::default(),
                games_elo: None,
                penta: has_pairs.then(Penta::default),
                pairs_elo: None,
            });
            matches.len() - 1
        };
        for g in rows {
            if self_play(g) {
                continue;
            }
            let (w, b) = (name_of(g, true), name_of(g, false));
            let (a, o, pts) = if pos(&w) <= pos(&b) {
                (w, b, g.result.white_points())
            } else {
                (b, w, g.result.black_points())
            };
            let i = find(&a, &o, &mut matches);
            matches[i].wdl.add(pts);
        }
        for games in pairs.values() {
            let [x, y] = games.as_slice() else { continue };
            let (xw, xb, yw, yb) = (
                name_of(x, true),
                name_of(x, false),
                name_of(y, true),
                name_of(y, false),
            );
            if xw != yb || xb != yw || self_play(x) || self_play(y) {
                continue; // not two games of two agents with colours reversed
            }
            let (a, o) = if pos(&xw) <= pos(&xb) {
                (xw, xb)
            } else {
                (xb, xw)
            };
            let pts = |g: &GameRow| {
                if name_of(g, true) == a {
                    g.result.white_points()
                } else {
                    g.result.black_points()
                }
            };
            let i = find(&a, &o, &mut matches);
            if let Some(p) = matches[i].penta.as_mut() {
                p.add(pts(x), pts(y));
            }
        }
        for m in &mut matches {
            m.games_elo = trinomial(&m.wdl);
            m.pairs_elo = m.penta.as_ref().and_then(pentanomial);
        }
        matches.sort_by_key(|m| (pos(&m.agent), pos(&m.opponent)));

        // Ratings per group of agents linked by games between different agents.
        let rated: Vec<GameRow> = rows.iter().filter(|g| !self_play(g)).cloned().collect();
        let rating_groups = crate::rating_groups(&rated, name_of);
        let ratings = rating_groups
            .iter()
            .filter(|group| group.len() >= 3)
            .filter_map(|group| {
                let mine: Vec<GameRow> = rated
                    .iter()
                    .filter(|g| group.contains(&name_of(g, true)))
                    .cloned()
                    .collect();
                fit_ratings(&mine, name_of, RATING_PRIOR, RATING_RESAMPLES, 1)
            })
            .collect();
        let mut self_play: Vec<SelfPlay> = mirror
            .into_iter()
            .map(|(spec, (mut names, white))| {
                names.sort_by_key(|n| pos(n));
                SelfPlay {
                    agent: names.join(" / "),
                    spec,
                    white,
                }
            })
            .collect();
        self_play.sort_by(|a, b| a.agent.cmp(&b.agent));
        let mut balance = crate::balance_groups(rows, false);
        balance.sort_by(|a, b| (&a.variant, &a.params).cmp(&(&b.variant, &b.params)));
        let mut scope: Vec<(String, String)> = rows
            .iter()
            .map(|g| (g.variant.clone(), g.params.clone()))
            .collect();
        scope.sort();
        scope.dedup();
        Report {
            scope,
            games: rows.len() as u64,
            agents: legend.into_iter().collect(),
            standings,
            variants,
            matches,
            self_play,
            ratings,
            rating_groups,
            sprt: None,
            balance,
        }
    }

    /// Applies `sprt` to the first match (agent 0 against agent 1 of a tournament), on its
    /// pairs when it has complete pairs, else on its games; `note` is shown with it. Without
    /// a match the report is returned unchanged.
    pub fn with_sprt(mut self, sprt: Sprt, note: Option<String>) -> Report {
        if let Some(m) = self.matches.first() {
            let status = sprt.status(&m.wdl, m.penta.as_ref());
            self.sprt = Some(SprtReport {
                sprt,
                status,
                agent: m.agent.clone(),
                opponent: m.opponent.clone(),
                note,
            });
        }
        self
    }
}
