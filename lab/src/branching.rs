//! The mean branching factor of recorded games, replayed: the balance table's `branch` column
//! (`sweep`, `report`, `report --html`).

use mcts::Game;
use reports::Balance;
use variants::registry::{self, GameVisitor, Params};

/// Replays games (move texts) and sums legal moves and plies ([`tournament::replay_branching`]).
struct Branching<'a>(&'a [String]);

impl GameVisitor for Branching<'_> {
    type Output = Result<(u64, u64), String>;
    fn visit<G: Game>(self, start: G) -> Self::Output {
        let (mut legal, mut plies) = (0, 0);
        for m in self.0 {
            let (l, p) = tournament::replay_branching(&start, m)?;
            legal += l;
            plies += p;
        }
        Ok((legal, plies))
    }
}

/// The mean branching factor of `moves` (games of `variant` with canonical `params`): legal
/// moves summed over every ply / plies, from replaying them. `None` when the variant or
/// parameters are unknown here, a game does not replay, or there is no ply.
pub fn mean_branching(variant: &str, params: &str, moves: &[String]) -> Option<f64> {
    let p = Params::parse(variant, &[params]).ok()?;
    let (legal, plies) = registry::visit(&p, Branching(moves)).ok()?;
    (plies > 0).then(|| legal as f64 / plies as f64)
}

/// Fills in [`Balance::branching`] of every group from the moves of its `rows` (groups as
/// [`reports::balance_groups`] made them, with the same `by_agents`).
pub fn fill_branching(groups: &mut [Balance], rows: &[reports::GameRow], by_agents: bool) {
    for g in groups.iter_mut() {
        let moves: Vec<String> = rows
            .iter()
            .filter(|r| {
                r.variant == g.variant
                    && r.params == g.params
                    && (!by_agents || reports::agents_key(r) == g.agents)
            })
            .map(|r| r.moves.clone())
            .collect();
        g.branching = mean_branching(&g.variant, &g.params, &moves);
    }
}
