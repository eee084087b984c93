//! A game's static evaluation as search reads it: the hand-set one, the learned one's features
//! and weights file, and the lazy variant scored at expansion ([`Evaluate`]).

use super::{Rules, MAX_FEATURES};

/// The static evaluation of a position, for the player who decides, and the features of the
/// learned evaluation (`crate::eval::Weights`) with the weights file they are read with.
pub trait Evaluate: Rules {
    /// A cheap static estimate of the position for [`Game::to_move`], in `[-1, 1]`
    /// (1 = certain win). Used to cut playouts short and by the greedy agent.
    fn evaluate(&self) -> f32;

    /// The game's hand-set material evaluation (its seed's piece values, or ours where the
    /// seed gives none), in `[-1, 1]` for [`Game::to_move`]: what an agent with
    /// `eval=material` searches ([`crate::eval::EvalWith::material`]). Default: [`Game::evaluate`],
    /// for a game with no learned evaluation.
    fn evaluate_material(&self) -> f32 {
        self.evaluate()
    }

    /// The names of the learned evaluation's features, in the order [`Game::features`] writes
    /// them (at most [`MAX_FEATURES`]); default none. Names are short and stable:
    /// they are the keys of the weights files (`variants/weights/*.txt`).
    fn feature_names(&self) -> &'static [&'static str] {
        &[]
    }

    /// Writes the features of this position, seen from [`Game::to_move`] (ours minus theirs),
    /// into `out[..feature_names().len()]`; the learned evaluation is
    /// [`crate::eval::Weights::evaluate`] of them. Allocates nothing. Default: nothing.
    fn features(&self, _out: &mut [f32; MAX_FEATURES]) {}

    /// [`Game::features`] where only the features whose bit is set in `need` (bit `i` for
    /// feature `i`) must be right: a game may skip a costly feature whose weight is zero
    /// (chess skips mobility). What [`crate::eval::Weights::evaluate`] calls. Default: all.
    fn features_needed(&self, out: &mut [f32; MAX_FEATURES], _need: u32) {
        self.features(out)
    }

    /// The features of the learned evaluation (bit `i` for feature `i`) that
    /// [`Game::evaluate_lazy`] leaves out: those too costly to compute for every move an
    /// ordering scores (chess's, Uncertainty's and Five Up's `mobility`: a move generation's
    /// worth of attack sets). Default none.
    fn costly_features(&self) -> u32 {
        0
    }

    /// [`Game::evaluate`] without the [`Game::costly_features`] (their terms count 0), in
    /// `[-1, 1]` for [`Game::to_move`]: under `lazy=1` ([`crate::SearchConfig::lazy`]) what
    /// MCTS scores a new child with at expansion and what quiescence orders and delta-cuts its
    /// captures by, while stand-pat (and so leaf) values keep the whole evaluation. Default:
    /// [`Game::evaluate`] (a game without costly features).
    fn evaluate_lazy(&self) -> f32 {
        self.evaluate()
    }

    /// The name of the weights file of this game's learned evaluation
    /// (`variants/weights/KEY.txt`), which depends on the board where boards differ; `None`
    /// for a game without one.
    fn weights_key(&self) -> Option<&'static str> {
        None
    }
}
