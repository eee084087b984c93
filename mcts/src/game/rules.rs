//! The rules of a game as search plays them: whose decision it is, the legal moves, playing one,
//! the result, the hash ([`Rules`]; DESIGN.md "The Game trait").

use std::fmt;
use std::hash::Hash;

use super::{GameRng, Outcome, Player};

/// The rules of a two-player, zero-sum game with draws, as search plays it: what MCTS,
/// alpha-beta and the playout policies call on the hot path.
///
/// Contract (DESIGN.md "The Game trait"):
/// - [`Rules::to_move`] names the player who decides now. That is not always whose turn it is:
///   a Quantimex opponent choosing an uncertain destination, a Potential Chess owner stating the
///   type of a captured piece, a mover choosing between promotion readings: each such choice is
///   an ordinary move of the player who makes it.
/// - [`Rules::legal_moves`] clears the buffer and fills it; it is empty exactly when the game is
///   over ([`Rules::outcome`] is not `Ongoing`). It allocates nothing once the buffer has grown.
/// - [`Rules::play`] applies a move from the current list; playing anything else may panic.
/// - [`Rules::hash`] is a Zobrist hash updated incrementally; [`Rules::hash_from_scratch`] must
///   equal it (the generic harness checks this).
/// - [`Rules::determinize`] returns a concrete state consistent with all that is known; for
///   fully determined games it is a clone. Moves of the determinized state that are not legal
///   in the real one must be filtered out by the caller ([`Rules::legal_moves`] of the real
///   state is the authority).
pub trait Rules: Clone + Send + Sync + 'static {
    /// A compact move: a few bytes, copied freely.
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;

    /// True when the game's rules have check and the game implements [`Game::is_in_check`].
    /// Agent keys that rely on checks (`mcts` keys `check`, `mate`) are refused for a game
    /// without them ([`crate::AgentSpec::refuse_missing_concepts`]); default `false`.
    const HAS_CHECK: bool = false;

    /// True when the game's rules have captures and the game implements
    /// [`Game::is_capture`]. Agent keys that rely on captures (`mcts` keys `capture`, `qs`,
    /// `heur=capqs|qs`; `alphabeta` key `qs`) are refused for a game without them; default
    /// `false`.
    const HAS_CAPTURE: bool = false;

    /// The player who decides now.
    fn to_move(&self) -> Player;

    /// Clears `moves` and fills it with every legal move of [`Game::to_move`]; empty when the
    /// game is over.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Applies a legal move.
    fn play(&mut self, mv: Self::Move);

    /// Ongoing, or the result with its termination reason.
    fn outcome(&self) -> Outcome;

    /// Plies (moves of either player, decisions included) played since the start.
    fn plies(&self) -> u32;

    /// The incrementally maintained Zobrist hash of the position (pieces, player to decide,
    /// and whatever else makes two positions differ for the rules).
    fn hash(&self) -> u64;

    /// The same hash computed from scratch; used by tests to check incremental updates.
    fn hash_from_scratch(&self) -> u64 {
        self.hash()
    }

    /// True when the player to decide is in check: its king is attacked, in a game with check
    /// (RULINGS "All games"). Search uses it to try checking moves early (`mcts` keys `check`
    /// and `mate`); the default, `false`, suits games without check. A game that implements it
    /// sets [`Game::HAS_CHECK`]; the generic harness checks that a checkmate is in check and a
    /// stalemate is not.
    fn is_in_check(&self) -> bool {
        false
    }

    /// True when `mv` (legal here) captures: removes at least one enemy piece. Search uses it
    /// to order moves and for quiescence (alpha-beta) and to bias playouts (MCTS); the default,
    /// `false`, suits games without captures. A game that implements it sets
    /// [`Game::HAS_CAPTURE`]; the generic harness checks that it is true exactly when the move
    /// takes a piece of the opponent off the board.
    fn is_capture(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Clears `captures` and fills it with the legal moves that capture ([`Game::is_capture`]),
    /// in the order [`Game::legal_moves`] lists them; returns whether the game goes on (false,
    /// with `captures` empty, exactly when `legal_moves` would be empty). The quiescence search
    /// asks for these at every node where the player does not stand pat. The default filters
    /// `legal_moves`; a game whose move generator can skip the quiet moves overrides it (Five
    /// Up, chess, Interdependent Chess, Uncertainty, Potential Chess), and the generic harness
    /// (`tests/suite/harness.rs`) checks that the two agree on positions of random games.
    fn legal_captures(&self, captures: &mut Vec<Self::Move>) -> bool {
        self.legal_moves(captures);
        let ongoing = !captures.is_empty();
        captures.retain(|&m| self.is_capture(m));
        ongoing
    }

    /// True when the player to decide may not stand pat on the evaluation because every
    /// legal move is a forced choice that settles the position (Quantimex's destination
    /// decision, `docs/rules/quantimex.md` rule 27: the mover's arrival captures wait for it).
    /// The quiescence search then tries every legal move there instead of standing pat.
    /// Default false.
    fn forced_choice(&self) -> bool {
        false
    }

    /// True when the state hides something determinization should sample (Potential Chess
    /// potentials). Search only determinizes when this is true.
    fn has_uncertainty(&self) -> bool {
        false
    }

    /// A concrete state consistent with everything known; by default a clone.
    fn determinize(&self, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}
