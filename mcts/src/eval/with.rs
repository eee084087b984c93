//! The wrappers that let an agent search another evaluation than the game's own:
//! [`EvalWith`] (a game whose `evaluate` is replaced) and [`OnEval`] (an agent searching it),
//! for `eval=material` and `eval=file:PATH`.

use super::{file_weights, Eval, Weights, MAX_FEATURES};
use crate::agent::Agent;
use crate::game::{Codec, Evaluate, Odds, Rules};
use crate::game::{Game, GameRng, MoveError, Outcome, Player, PositionError};

/// A game whose [`Evaluate::evaluate`] is replaced: the wrapped game's
/// [`Evaluate::evaluate_material`] (`weights: None`, what an agent with `eval=material` searches)
/// or a weights file's evaluation of its features (`Some`, `eval=file:PATH`). Everything else
/// is the wrapped game's. One pointer more than the game to clone.
#[derive(Clone)]
pub struct EvalWith<G> {
    /// The wrapped game.
    pub game: G,
    /// The weights searched, or `None` for the hand-set material evaluation.
    pub weights: Option<&'static Weights>,
}

impl<G> EvalWith<G> {
    /// `game` searched on its hand-set material evaluation.
    pub fn material(game: G) -> Self {
        EvalWith {
            game,
            weights: None,
        }
    }

    /// `game` searched on `eval`: `Ok(None)` for [`Eval::Learned`] (search the game itself),
    /// the material evaluation for [`Eval::Material`], a weights file's for [`Eval::File`].
    ///
    /// Errors: the file cannot be read or does not give the game's features
    /// ([`file_weights`]'s message, naming the file and the line).
    pub fn for_eval(game: G, eval: Eval) -> Result<Option<Self>, String>
    where
        G: Game,
    {
        if eval == Eval::Learned {
            return Ok(None);
        }
        let weights = weights_of(eval, game.feature_names())?;
        Ok(Some(EvalWith { game, weights }))
    }

    /// The same wrapper around another state of the game.
    fn around(&self, game: G) -> Self {
        EvalWith {
            game,
            weights: self.weights,
        }
    }
}

impl<G: Game> Rules for EvalWith<G> {
    type Move = G::Move;
    const HAS_CHECK: bool = G::HAS_CHECK;
    const HAS_CAPTURE: bool = G::HAS_CAPTURE;
    fn to_move(&self) -> Player {
        self.game.to_move()
    }
    fn legal_moves(&self, moves: &mut Vec<Self::Move>) {
        self.game.legal_moves(moves)
    }
    fn play(&mut self, mv: Self::Move) {
        self.game.play(mv)
    }
    fn outcome(&self) -> Outcome {
        self.game.outcome()
    }
    fn plies(&self) -> u32 {
        self.game.plies()
    }
    fn hash(&self) -> u64 {
        self.game.hash()
    }
    fn hash_from_scratch(&self) -> u64 {
        self.game.hash_from_scratch()
    }
    fn is_in_check(&self) -> bool {
        self.game.is_in_check()
    }
    fn is_capture(&self, mv: Self::Move) -> bool {
        self.game.is_capture(mv)
    }
    fn legal_captures(&self, captures: &mut Vec<Self::Move>) -> bool {
        self.game.legal_captures(captures)
    }
    fn forced_choice(&self) -> bool {
        self.game.forced_choice()
    }
    fn has_uncertainty(&self) -> bool {
        self.game.has_uncertainty()
    }
    fn determinize(&self, rng: &mut GameRng) -> Self {
        self.around(self.game.determinize(rng))
    }
}

impl<G: Game> Codec for EvalWith<G> {
    const UCI: bool = G::UCI;

    fn variant_name(&self) -> &'static str {
        self.game.variant_name()
    }
    fn format_move(&self, mv: Self::Move) -> String {
        self.game.format_move(mv)
    }
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        self.game.parse_move(text)
    }
    fn position_text(&self) -> String {
        self.game.position_text()
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        self.game.load_position(text).map(|g| self.around(g))
    }
    fn diagram(&self) -> String {
        self.game.diagram()
    }
    fn cells(&self) -> Vec<(String, String)> {
        self.game.cells()
    }
    fn extras(&self) -> Vec<(String, String)> {
        self.game.extras()
    }
    fn player_name(&self, player: Player) -> &'static str {
        self.game.player_name(player)
    }
}

impl<G: Game> Evaluate for EvalWith<G> {
    fn evaluate(&self) -> f32 {
        match self.weights {
            None => self.game.evaluate_material(),
            Some(w) => w.evaluate(&self.game),
        }
    }
    fn evaluate_material(&self) -> f32 {
        self.game.evaluate_material()
    }
    fn costly_features(&self) -> u32 {
        self.game.costly_features()
    }
    fn evaluate_lazy(&self) -> f32 {
        match self.weights {
            None => self.game.evaluate_material(),
            Some(w) => w.evaluate_without(&self.game, self.game.costly_features()),
        }
    }
    fn feature_names(&self) -> &'static [&'static str] {
        self.game.feature_names()
    }
    fn features(&self, out: &mut [f32; MAX_FEATURES]) {
        self.game.features(out)
    }
    fn features_needed(&self, out: &mut [f32; MAX_FEATURES], need: u32) {
        self.game.features_needed(out, need)
    }
    fn weights_key(&self) -> Option<&'static str> {
        self.game.weights_key()
    }
}

impl<G: Game> Odds for EvalWith<G> {
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.game
            .without_piece(player, piece)
            .map(|g| self.around(g))
    }
    fn odds_pieces(&self) -> Vec<char> {
        self.game.odds_pieces()
    }
    fn odds_pawns(&self, piece: char) -> u32 {
        self.game.odds_pawns(piece)
    }
}

/// An agent for `G` that searches [`EvalWith<G>`]: the `eval=material` and `eval=file:PATH`
/// forms of an agent. A file's weights are looked up at the first decision (for the game's
/// features; [`file_weights`], cached), then kept. Each decision clones the state once into the
/// wrapper (not on a hot path).
pub struct OnEval<A> {
    agent: A,
    eval: Eval,
    weights: Option<Option<&'static Weights>>,
}

/// The weights `eval` searches for a game with features `names`: a file's for `eval=file:PATH`
/// (read once per process, [`file_weights`]), `None` (the game's own or its material
/// evaluation) otherwise. Errors: [`file_weights`]'s, naming the file and the line.
fn weights_of(
    eval: Eval,
    names: &'static [&'static str],
) -> Result<Option<&'static Weights>, String> {
    match eval {
        Eval::File(path) => file_weights(path, names).map(Some),
        Eval::Material | Eval::Learned => Ok(None),
    }
}

impl<A> OnEval<A> {
    /// `agent` searching `eval`: `Material` or `File`.
    ///
    /// Panics on `Eval::Learned`, which needs no wrapper (the agent searches the game itself).
    pub fn new(agent: A, eval: Eval) -> Self {
        assert!(
            eval != Eval::Learned,
            "OnEval wraps eval=material or eval=file:PATH; eval=learned searches the game itself"
        );
        OnEval {
            agent,
            eval,
            weights: None,
        }
    }

    /// The wrapper of `game` for this agent's evaluation.
    ///
    /// Panics when a file named by `eval=file:PATH` cannot be read or does not fit the game's
    /// features: the CLI checks the file when it parses the spec
    /// (`VariantSpec::parse_agent`), so this is reached only by specs built in code.
    fn wrap<G: Game>(&mut self, game: &G) -> EvalWith<G> {
        let eval = self.eval;
        let weights = *self.weights.get_or_insert_with(|| {
            weights_of(eval, game.feature_names()).unwrap_or_else(|e| panic!("{e}"))
        });
        EvalWith {
            game: game.clone(),
            weights,
        }
    }
}

impl<G: Game, A: Agent<EvalWith<G>>> Agent<G> for OnEval<A> {
    fn select_move(&mut self, game: &G, rng: &mut GameRng) -> G::Move {
        let g = self.wrap(game);
        self.agent.select_move(&g, rng)
    }
    fn observe(&mut self, before: &G, mv: G::Move) {
        let g = self.wrap(before);
        self.agent.observe(&g, mv)
    }
    fn last_search(&self) -> Option<crate::agent::SearchSpent> {
        self.agent.last_search()
    }
}
