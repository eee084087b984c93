//! Ratings of many agents at once by maximum likelihood, with bootstrap intervals.
//!
//! Model: Bradley-Terry with draws in the form of R. Coulom's BayesElo (a Rao-Kupper model on
//! the logistic Elo scale). For White rated `rw`, Black rated `rb`, White's advantage `a` and
//! the draw Elo `δ > 0`, with `x = rw - rb + a` and `f(z) = 1 / (1 + 10^(-z/400))`:
//! `P(1-0) = f(x - δ)`, `P(0-1) = f(-x - δ)`, `P(½-½) = 1 - P(1-0) - P(0-1)`.
//! Ratings (mean 0), `a` and `δ` maximize the likelihood of all games plus a prior of
//! `prior` virtual draws between every two agents that met, half of them with each agent as
//! White whatever colours the real games had (BayesElo's default prior is 2 virtual draws;
//! R. Coulom, "Bayesian Elo Rating", the `prior` command), which keeps ratings finite when an
//! agent won or lost everything. The ratings are in BayesElo units: for the same results they
//! spread wider than logistic Elo when there are draws. Intervals: percentile bootstrap
//! (B. Efron, 1979), resampling games (or game pairs when every game has a pair id) with a
//! seeded generator, so the same input always gives the same intervals; the prior stays on
//! the pairs that met in the full data.
//!
//! Ratings share a scale only within a group of agents linked by games (a connected
//! component of the graph whose edges are games between two different agents, see
//! [`rating_groups`]): [`fit_ratings`] refuses agents that are not all linked.

use std::collections::{BTreeMap, BTreeSet};

use crate::load::{GameResult, GameRow};

const K: f64 = std::f64::consts::LN_10 / 400.0;

fn f(z: f64) -> f64 {
    1.0 / (1.0 + (-K * z).exp())
}

/// One agent's maximum-likelihood rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The agent (as named in the rows).
    pub agent: String,
    /// Games it played.
    pub games: u64,
    /// Rating in BayesElo units; the mean over all agents is 0.
    pub elo: f64,
    /// 2.5% bootstrap percentile of `elo`.
    pub low: f64,
    /// 97.5% bootstrap percentile of `elo`.
    pub high: f64,
}

/// The fitted model: every agent's rating, best first, and the two shared parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Ratings {
    /// One entry per agent, by `elo` descending (ties by name).
    pub ratings: Vec<Rating>,
    /// White's advantage `a` in BayesElo units.
    pub white_advantage: f64,
    /// The draw Elo `δ`.
    pub draw_elo: f64,
    /// Bootstrap resamples used for the intervals.
    pub resamples: u32,
}

/// Games aggregated per ordered (white, black) agent pair: `[wins, draws, losses]` of White.
type Counts = BTreeMap<(usize, usize), [f64; 3]>;

/// Log-likelihood and its gradient. `theta` = ratings of agents 1..n (agent 0 is fixed at 0),
/// then `a`, then `ln δ`.
fn loglik(theta: &[f64], n: usize, counts: &Counts, grad: Option<&mut [f64]>) -> f64 {
    let r = |i: usize| if i == 0 { 0.0 } else { theta[i - 1] };
    let a = theta[n - 1];
    let d = theta[n].exp();
    let mut ll = 0.0;
    let mut g = vec![0.0; theta.len()];
    for (&(i, j), c) in counts {
        let x = r(i) - r(j) + a;
        let (pw, pl) = (f(x - d), f(-x - d));
        let pd = (1.0 - pw - pl).max(1e-300);
        ll += c[0] * pw.ln() + c[1] * pd.ln() + c[2] * pl.ln();
        let (fu, fv) = (K * pw * (1.0 - pw), K * pl * (1.0 - pl));
        let dx = c[0] * K * (1.0 - pw) - c[2] * K * (1.0 - pl) - c[1] * (fu - fv) / pd;
        let dd = -c[0] * K * (1.0 - pw) - c[2] * K * (1.0 - pl) + c[1] * (fu + fv) / pd;
        if i > 0 {
            g[i - 1] += dx;
        }
        if j > 0 {
            g[j - 1] -= dx;
        }
        g[n - 1] += dx;
        g[n] += dd * d;
    }
    if let Some(out) = grad {
        out.copy_from_slice(&g);
    }
    ll
}

/// Solves `m x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(mut m: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n).max_by(|&x, &y| m[x][c].abs().total_cmp(&m[y][c].abs()))?;
        if m[p][c].abs() < 1e-12 {
            return None;
        }
        m.swap(c, p);
        b.swap(c, p);
        for r in c + 1..n {
            let k = m[r][c] / m[c][c];
            let pivot = m[c].clone();
            for (x, p) in m[r].iter_mut().zip(&pivot).skip(c) {
                *x -= k * p;
            }
            b[r] -= k * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|c| m[r][c] * x[c]).sum();
        x[r] = (b[r] - s) / m[r][r];
    }
    Some(x)
}

/// Maximizes the log-likelihood by damped Newton steps (Hessian by finite differences of the
/// analytic gradient); returns `(ratings with mean 0, a, δ)`.
fn fit(n: usize, counts: &Counts) -> (Vec<f64>, f64, f64) {
    let m = n + 1;
    let mut theta = vec![0.0; m];
    theta[n] = 100f64.ln();
    let mut g = vec![0.0; m];
    let mut ll = loglik(&theta, n, counts, Some(&mut g));
    let mut lambda = 1e-3;
    for _ in 0..200 {
        let h = 1e-4;
        let mut hess = vec![vec![0.0; m]; m];
        for k in 0..m {
            let mut t = theta.clone();
            t[k] += h;
            let mut g2 = vec![0.0; m];
            loglik(&t, n, counts, Some(&mut g2));
            for r in 0..m {
                hess[r][k] = (g2[r] - g[r]) / h;
            }
        }
        let mut improved = false;
        for _ in 0..30 {
            // (-H + λ diag) δ = g
            let mut a = vec![vec![0.0; m]; m];
            for r in 0..m {
                for c in 0..m {
                    a[r][c] = -0.5 * (hess[r][c] + hess[c][r]);
                }
                a[r][r] += lambda * (1.0 + a[r][r].abs());
            }
            let Some(step) = solve(a, g.clone()) else {
                lambda *= 10.0;
                continue;
            };
            let t: Vec<f64> = theta.iter().zip(&step).map(|(x, s)| x + s).collect();
            let mut g2 = vec![0.0; m];
            let ll2 = loglik(&t, n, counts, Some(&mut g2));
            if ll2.is_finite() && ll2 >= ll - 1e-12 {
                let gain = ll2 - ll;
                theta = t;
                g = g2;
                ll = ll2;
                lambda = (lambda / 10.0).max(1e-9);
                improved = gain > 1e-10;
                break;
            }
            lambda *= 10.0;
        }
        if !improved {
            break;
        }
    }
    let mut r: Vec<f64> = (0..n)
        .map(|i| if i == 0 { 0.0 } else { theta[i - 1] })
        .collect();
    let mean = r.iter().sum::<f64>() / n as f64;
    r.iter_mut().for_each(|x| *x -= mean);
    (r, theta[n - 1], theta[n].exp())
}

/// One game: White's and Black's agent index and the result.
type IndexedGame = (usize, usize, GameResult);

/// The counts of the games `picked` (indices into `games`, repeats allowed) plus the prior:
/// `prior / 2` virtual draws with each colour for every pair in `met`, so each pair that met
/// gets `prior` virtual draws in all whichever colours its games had.
fn tally(
    games: &[IndexedGame],
    picked: &mut dyn Iterator<Item = usize>,
    met: &BTreeSet<(usize, usize)>,
    prior: f64,
) -> Counts {
    let mut c: Counts = BTreeMap::new();
    for k in picked {
        let (w, b, res) = games[k];
        let e = c.entry((w, b)).or_default();
        match res {
            GameResult::WhiteWin => e[0] += 1.0,
            GameResult::Draw => e[1] += 1.0,
            GameResult::BlackWin => e[2] += 1.0,
        }
    }
    for &(x, y) in met {
        c.entry((x, y)).or_default()[1] += prior / 2.0;
        c.entry((y, x)).or_default()[1] += prior / 2.0;
    }
    c
}

/// The pairs of different agents that met in `games`, `(lower index, higher index)`, once
/// each whatever the colours.
fn met_pairs(games: &[IndexedGame]) -> BTreeSet<(usize, usize)> {
    games
        .iter()
        .filter(|(w, b, _)| w != b)
        .map(|&(w, b, _)| (w.min(b), w.max(b)))
        .collect()
}

/// Connected components of `n` agents linked by `games` between two different agents (a game
/// of an agent against itself links nothing): each component's agent indices in increasing
/// order, components ordered by their smallest index.
fn components(n: usize, games: &[IndexedGame]) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for &(w, b, _) in games {
        let (x, y) = (root(&mut parent, w), root(&mut parent, b));
        if x != y {
            parent[x.max(y)] = x.min(y);
        }
    }
    let mut groups: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for i in 0..n {
        let r = root(&mut parent, i);
        groups.entry(r).or_default().push(i);
    }
    groups.into_values().collect()
}

/// Agents (named with `name(row, white?)`) in order of first appearance and the games as
/// indices into that list.
fn index_games<F>(rows: &[GameRow], name: F) -> (Vec<String>, Vec<IndexedGame>)
where
    F: Fn(&GameRow, bool) -> String,
{
    let mut agents: Vec<String> = Vec::new();
    let mut index = |a: String| match agents.iter().position(|x| *x == a) {
        Some(i) => i,
        None => {
            agents.push(a);
            agents.len() - 1
        }
    };
    let games = rows
        .iter()
        .map(|r| (index(name(r, true)), index(name(r, false)), r.result))
        .collect();
    (agents, games)
}

/// The groups of agents that share a rating scale: the connected components of the graph
/// whose nodes are the agents of `rows` (named with `name(row, white?)`) and whose edges are
/// games between two different agents. Each group lists its agents in order of first
/// appearance; groups are ordered by their first agent's first appearance. One group when
/// every agent is linked to every other through games; an agent that only played itself is a
/// group of its own.
pub fn rating_groups<F>(rows: &[GameRow], name: F) -> Vec<Vec<String>>
where
    F: Fn(&GameRow, bool) -> String,
{
    let (agents, games) = index_games(rows, name);
    components(agents.len(), &games)
        .into_iter()
        .map(|g| g.into_iter().map(|i| agents[i].clone()).collect())
        .collect()
}

fn percentile(v: &mut [f64], q: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    let pos = q * (v.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    v[lo] + (v[hi] - v[lo]) * (pos - lo as f64)
}

/// Fits the BayesElo model (see the module doc) to `rows`, naming agents with `name(row,
/// white?)`, with `prior` virtual draws per pair of agents that met (half with each colour)
/// and `resamples` bootstrap resamples drawn from `seed`. `None` with fewer than two agents,
/// or when the agents are not all linked by games (more than one of [`rating_groups`]: a
/// common scale would be made up by the prior alone; fit each group on its own rows).
///
/// Games are resampled one by one, or pair by pair (by source file and `pair_id`) when every
/// row has a pair id. The same rows, prior, resamples and seed always give the same result.
pub fn fit_ratings<F>(
    rows: &[GameRow],
    name: F,
    prior: f64,
    resamples: u32,
    seed: u64,
) -> Option<Ratings>
where
    F: Fn(&GameRow, bool) -> String,
{
    let (agents, games) = index_games(rows, name);
    let n = agents.len();
    if n < 2 || components(n, &games).len() > 1 {
        return None;
    }
    // Units to resample: pairs when every row has a pair id, else single games.
    let mut units: Vec<Vec<usize>> = Vec::new();
    if rows.iter().all(|r| r.pair_id.is_some()) {
        let mut by: BTreeMap<(&std::path::Path, u64), Vec<usize>> = BTreeMap::new();
        for (k, r) in rows.iter().enumerate() {
            by.entry((r.source.as_path(), r.pair_id.unwrap()))
                .or_default()
                .push(k);
        }
        units.extend(by.into_values());
    } else {
        units.extend((0..rows.len()).map(|k| vec![k]));
    }
    let met = met_pairs(&games);
    let counts_of =
        |picked: &mut dyn Iterator<Item = usize>| -> Counts { tally(&games, picked, &met, prior) };
    let full = counts_of(&mut units.iter().flatten().copied());
    let (elo, a, d) = fit(n, &full);
    let mut rng = mcts::SplitMix64::new(seed);
    let mut samples: Vec<Vec<f64>> = vec![Vec::new(); n];
    for _ in 0..resamples {
        let picks: Vec<usize> = (0..units.len())
            .map(|_| rng.below(units.len() as u64) as usize)
            .collect();
        let c = counts_of(&mut picks.iter().flat_map(|&u| units[u].iter().copied()));
        let (e, _, _) = fit(n, &c);
        for (s, x) in samples.iter_mut().zip(e) {
            s.push(x);
        }
    }
    let mut played = vec![0u64; n];
    for &(w, b, _) in &games {
        played[w] += 1;
        played[b] += 1;
    }
    let mut ratings: Vec<Rating> = (0..n)
        .map(|i| {
            let (low, high) = if samples[i].is_empty() {
                (elo[i], elo[i])
            } else {
                (
                    percentile(&mut samples[i], 0.025),
                    percentile(&mut samples[i], 0.975),
                )
            };
            Rating {
                agent: agents[i].clone(),
                games: played[i],
                elo: elo[i],
                low,
                high,
            }
        })
        .collect();
    ratings.sort_by(|x, y| y.elo.total_cmp(&x.elo).then(x.agent.cmp(&y.agent)));
    Some(Ratings {
        ratings,
        white_advantage: a,
        draw_elo: d,
        resamples,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows of `n` games between `w` and `b` with `res`, colours as given.
    fn games(out: &mut Vec<GameRow>, w: &str, b: &str, res: GameResult, n: usize) {
        for _ in 0..n {
            let id = out.len() as u64;
            out.push(GameRow {
                source: "t.csv".into(),
                line: id + 2,
                game_id: id,
                variant: "v".into(),
                params: String::new(),
                white: w.into(),
                black: b.into(),
                seed: id,
                result: res,
                termination: "t".into(),
                plies: 1,
                moves: String::new(),
                duration_ms: 0,
                pair_id: None,
                opening: None,
                white_name: None,
                black_name: None,
                start: String::new(),
            });
        }
    }

    fn spec(r: &GameRow, white: bool) -> String {
        if white {
            r.white.clone()
        } else {
            r.black.clone()
        }
    }

    #[test]
    fn two_agents_without_prior_recover_the_bayeselo_formulas() {
        // Colours balanced, so a = 0; with W/D/L = 30/40/10 for A the ML solution of the
        // BayesElo model is the closed form: elo(A) - elo(B) = 200 log10(W(1-L)... written as
        // bayesElo = 200 log10(w/l · (1-l)/(1-w)), drawElo = 200 log10((1-l)/l · (1-w)/w).
        let mut rows = Vec::new();
        for (w, b) in [("A", "B"), ("B", "A")] {
            let (aw, al) = if w == "A" {
                (GameResult::WhiteWin, GameResult::BlackWin)
            } else {
                (GameResult::BlackWin, GameResult::WhiteWin)
            };
            games(&mut rows, w, b, aw, 15);
            games(&mut rows, w, b, GameResult::Draw, 20);
            games(&mut rows, w, b, al, 5);
        }
        let r = fit_ratings(&rows, spec, 0.0, 0, 1).unwrap();
        let (w, l): (f64, f64) = (30.0 / 80.0, 10.0 / 80.0);
        let be = 200.0 * (w / l * (1.0 - l) / (1.0 - w)).log10();
        let de = 200.0 * ((1.0 - l) / l * (1.0 - w) / w).log10();
        assert_eq!(r.ratings[0].agent, "A");
        let diff = r.ratings[0].elo - r.ratings[1].elo;
        assert!((diff - be).abs() < 0.01, "{diff} vs {be}");
        assert!((r.draw_elo - de).abs() < 0.01, "{} vs {de}", r.draw_elo);
        assert!(r.white_advantage.abs() < 0.01);
        assert!((r.ratings[0].elo + r.ratings[1].elo).abs() < 1e-6, "mean 0");
    }

    #[test]
    fn the_prior_is_the_same_number_of_draws_per_pair_whatever_the_colours() {
        // A-B met with A always White, A-C with both colours, B-C not at all: A-B and A-C
        // each get exactly `prior` virtual draws, B-C none.
        let games = [
            (0, 1, GameResult::WhiteWin),
            (0, 1, GameResult::WhiteWin),
            (0, 2, GameResult::Draw),
            (2, 0, GameResult::BlackWin),
        ];
        let met = met_pairs(&games);
        assert_eq!(met, [(0, 1), (0, 2)].into_iter().collect());
        let c = tally(&games, &mut (0..games.len()), &met, 2.0);
        let virtual_draws = |x: usize, y: usize, real: f64| {
            c.get(&(x, y)).map_or(0.0, |e| e[1]) + c.get(&(y, x)).map_or(0.0, |e| e[1]) - real
        };
        assert_eq!(virtual_draws(0, 1, 0.0), 2.0);
        assert_eq!(virtual_draws(0, 2, 1.0), 2.0);
        assert_eq!(virtual_draws(1, 2, 0.0), 0.0);
    }

    #[test]
    fn agents_not_linked_by_games_get_no_shared_scale() {
        let mut rows = Vec::new();
        games(&mut rows, "A", "B", GameResult::WhiteWin, 2);
        games(&mut rows, "B", "C", GameResult::Draw, 2);
        games(&mut rows, "D", "E", GameResult::WhiteWin, 2);
        games(&mut rows, "F", "F", GameResult::Draw, 1);
        assert_eq!(
            rating_groups(&rows, spec),
            vec![vec!["A", "B", "C"], vec!["D", "E"], vec!["F"]]
        );
        assert_eq!(fit_ratings(&rows, spec, 2.0, 10, 1), None);
        // Each group alone is fitted.
        assert!(fit_ratings(&rows[..4], spec, 2.0, 10, 1).is_some());
        assert!(fit_ratings(&rows[4..6], spec, 2.0, 10, 1).is_some());
    }

    #[test]
    fn three_agents_are_ordered_and_intervals_are_seeded() {
        let mut rows = Vec::new();
        games(&mut rows, "A", "B", GameResult::WhiteWin, 6);
        games(&mut rows, "B", "A", GameResult::BlackWin, 5);
        games(&mut rows, "B", "A", GameResult::Draw, 3);
        games(&mut rows, "B", "C", GameResult::WhiteWin, 6);
        games(&mut rows, "C", "B", GameResult::Draw, 4);
        games(&mut rows, "A", "C", GameResult::WhiteWin, 8);
        games(&mut rows, "C", "A", GameResult::BlackWin, 8);
        let r = fit_ratings(&rows, spec, 2.0, 50, 7).unwrap();
        let names: Vec<&str> = r.ratings.iter().map(|x| x.agent.as_str()).collect();
        assert_eq!(names, ["A", "B", "C"]);
        for x in &r.ratings {
            assert!(
                x.elo.is_finite() && x.low <= x.elo + 1e-9 && x.elo <= x.high + 1e-9,
                "{x:?}"
            );
        }
        // A won everything yet stays finite thanks to the prior.
        assert!(r.ratings[0].elo < 1000.0);
        // Same seed, same intervals; another seed, other intervals.
        assert_eq!(r, fit_ratings(&rows, spec, 2.0, 50, 7).unwrap());
        assert_ne!(r, fit_ratings(&rows, spec, 2.0, 50, 8).unwrap());
        assert_eq!(fit_ratings(&rows[..0], spec, 2.0, 5, 1), None);
    }
}
