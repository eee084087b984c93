//! The one interface every variant implements (DESIGN.md, "The Game trait").
//!
//! Search code is generic over [`Game`] and monomorphized; nothing on the hot path goes through
//! `dyn`. A variant is a value of a concrete type that carries its own parameters (board, move
//! cap, sub-variant switches), so `legal_moves`, `play` and friends need no extra arguments.

use std::fmt;
use std::hash::Hash;

use rand_xoshiro::Xoshiro256PlusPlus;

/// The most features a game may declare: the length of the array [`Game::features`] fills
/// (the evaluation's weights, `crate::eval::Weights`, have as many).
pub const MAX_FEATURES: usize = 32;

/// The random generator used everywhere in the project: seeded, reproducible, fast.
pub type GameRng = Xoshiro256PlusPlus;

/// One of the two players. `White` moves first (in Quantimex, Red plays `White` and Green
/// plays `Black`; RULINGS "All games").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    White,
    Black,
}

impl Player {
    /// The opponent.
    #[inline]
    pub fn other(self) -> Player {
        match self {
            Player::White => Player::Black,
            Player::Black => Player::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-player arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Lower-case name, `white` or `black`.
    pub fn name(self) -> &'static str {
        match self {
            Player::White => "white",
            Player::Black => "black",
        }
    }

    /// Both players, White first.
    pub const BOTH: [Player; 2] = [Player::White, Player::Black];
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a game ended. Written to the CSV `termination` column as [`Termination::as_str`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Termination {
    /// The loser's king (every possible king, in Potential Chess) is attacked and it has no
    /// legal move.
    Checkmate,
    /// The loser's king was captured (Quantimex).
    KingCaptured,
    /// The player to decide has no legal move and is not in check: a draw, except in Quantimex
    /// where the stalemated player loses (RULINGS "Quantimex").
    Stalemate,
    /// The same position with the same player to decide occurred three times (RULINGS "All
    /// games").
    Repetition,
    /// The game reached its move cap (a parameter, default 300 plies; RULINGS "All games").
    MoveCap,
    /// Uncertainty: the loser's king is neither on the board nor still obtainable (RULINGS
    /// "Uncertainty").
    NoKing,
    /// Orthodox chess: fifty moves by each side without a capture or pawn move.
    FiftyMove,
    /// Orthodox chess: neither side can possibly mate.
    InsufficientMaterial,
    /// An agent gave up or failed to produce a move (never produced by a variant).
    Forfeit,
}

impl Termination {
    /// Every termination, for parsing and for reports.
    pub const ALL: [Termination; 9] = [
        Termination::Checkmate,
        Termination::KingCaptured,
        Termination::Stalemate,
        Termination::Repetition,
        Termination::MoveCap,
        Termination::NoKing,
        Termination::FiftyMove,
        Termination::InsufficientMaterial,
        Termination::Forfeit,
    ];

    /// The kebab-case name used in the CSV and on the terminal, e.g. `move-cap`.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::KingCaptured => "king-captured",
            Termination::Stalemate => "stalemate",
            Termination::Repetition => "repetition",
            Termination::MoveCap => "move-cap",
            Termination::NoKing => "no-king",
            Termination::FiftyMove => "fifty-move",
            Termination::InsufficientMaterial => "insufficient-material",
            Termination::Forfeit => "forfeit",
        }
    }

    /// Inverse of [`Termination::as_str`].
    pub fn parse(text: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.as_str() == text)
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The state of a game: still going, won by one player, or drawn; finished games carry the
/// rule that ended them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Ongoing,
    Win { winner: Player, reason: Termination },
    Draw { reason: Termination },
}

impl Outcome {
    /// True while the game goes on.
    #[inline]
    pub fn is_ongoing(self) -> bool {
        matches!(self, Outcome::Ongoing)
    }

    /// The score for `player`: 1 for a win, 0.5 for a draw, 0 for a loss; `None` while ongoing.
    #[inline]
    pub fn score_for(self, player: Player) -> Option<f32> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Draw { .. } => Some(0.5),
            Outcome::Win { winner, .. } => Some(if winner == player { 1.0 } else { 0.0 }),
        }
    }

    /// The result in PGN style: `1-0`, `0-1`, `1/2-1/2`, or `*` while ongoing.
    pub fn result_str(self) -> &'static str {
        match self {
            Outcome::Ongoing => "*",
            Outcome::Draw { .. } => "1/2-1/2",
            Outcome::Win {
                winner: Player::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Player::Black,
                ..
            } => "0-1",
        }
    }

    /// The end of a game whose player to decide, `player`, has no legal move: a checkmate win
    /// for the opponent when `attacked` (its king is attacked), else a stalemate draw (RULINGS
    /// "All games"; Quantimex, where the stalemated player loses, decides for itself).
    pub fn no_legal_moves(player: Player, attacked: bool) -> Outcome {
        if attacked {
            Outcome::Win {
                winner: player.other(),
                reason: Termination::Checkmate,
            }
        } else {
            Outcome::Draw {
                reason: Termination::Stalemate,
            }
        }
    }

    /// The termination reason, if the game is over.
    pub fn termination(self) -> Option<Termination> {
        match self {
            Outcome::Ongoing => None,
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => Some(reason),
        }
    }
}

/// A move text that could not be read, or names no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it, in words a user can act on.
    pub reason: String,
}

impl MoveError {
    /// Build an error for `text` with `reason`.
    pub fn new(text: &str, reason: impl Into<String>) -> Self {
        MoveError {
            text: text.to_string(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move '{}': {}", self.text, self.reason)
    }
}

impl std::error::Error for MoveError {}

/// A position text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position: {}", self.0)
    }
}

impl std::error::Error for PositionError {}

/// A two-player, zero-sum game with draws, as search sees it.
///
/// Contract (DESIGN.md "The Game trait"):
/// - [`Game::to_move`] names the player who decides now. That is not always whose turn it is:
///   a Quantimex opponent choosing an uncertain destination, a Potential Chess owner stating the
///   type of a captured piece, a mover choosing between promotion readings: each such choice is
///   an ordinary move of the player who makes it.
/// - [`Game::legal_moves`] clears the buffer and fills it; it is empty exactly when the game is
///   over ([`Game::outcome`] is not `Ongoing`). It allocates nothing once the buffer has grown.
/// - [`Game::play`] applies a move from the current list; playing anything else may panic.
/// - [`Game::hash`] is a Zobrist hash updated incrementally; [`Game::hash_from_scratch`] must
///   equal it (the generic harness checks this).
/// - [`Game::determinize`] returns a concrete state consistent with all that is known; for
///   fully determined games it is a clone. Moves of the determinized state that are not legal
///   in the real one must be filtered out by the caller ([`Game::legal_moves`] of the real
///   state is the authority).
pub trait Game: Clone + Send + Sync + 'static {
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

    /// True when a UCI engine can play the game: [`Game::position_text`] is FEN and
    /// [`Game::parse_move`] reads UCI coordinates (orthodox chess). The `uci` agent is refused
    /// elsewhere; default `false`.
    const UCI: bool = false;

    /// The variant's registry name, e.g. `uncertainty`.
    fn variant_name(&self) -> &'static str;

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

    /// The move in the variant's notation, as played from this position.
    fn format_move(&self, mv: Self::Move) -> String;

    /// Reads a move in the variant's notation; it must name a legal move of this position.
    /// `parse_move(format_move(m)) == m` for every legal `m`.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// The position in the variant's position format (FEN-like), loadable by
    /// [`Game::load_position`].
    fn position_text(&self) -> String;

    /// A new game with this game's parameters, set to the position in `text`.
    fn load_position(&self, text: &str) -> Result<Self, PositionError>;

    /// The board as a multi-line text diagram in the seed's own style, with reserves, hands or
    /// potentials where the game has them and the player to decide.
    fn diagram(&self) -> String;

    /// Occupied cells as `(cell name, piece text)`, for JSON output.
    fn cells(&self) -> Vec<(String, String)>;

    /// Extra facts for JSON output as `(key, value)` pairs, e.g. reserves; default none.
    fn extras(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// This position with one piece of `player` of kind `piece` taken away: the setup of an
    /// odds game, for piece values by imbalance matches (`collapse values --method
    /// imbalance`, docs/values.md). `piece` is the letter as [`Game::cells`] (or a reserve in
    /// [`Game::extras`]) shows it, either case (the player decides the colour); the king `K`
    /// is never removed.
    ///
    /// Which piece goes is the game's choice, deterministic, and documented by each game:
    /// orthodox chess removes the piece a chess player gives as odds (queen's knight, queen's
    /// rook, queen's bishop, the f-pawn; Muller's and Kaufman's convention), other games the
    /// first one found from the queen's side. Everything else (side to move, counters,
    /// reserves) stays; rights that needed the piece (castling with a removed rook) are
    /// dropped.
    ///
    /// `None` when `player` has no such piece, when the game cannot remove it (its position
    /// validation refuses the reduced army and its rules cannot reach it), or when the game
    /// does not implement odds (the default).
    fn without_piece(&self, _player: Player, _piece: char) -> Option<Self> {
        None
    }

    /// The pawns [`Game::without_piece`] takes together with `piece` (upper or lower case),
    /// where the game cannot give the piece alone. Default 0. Uncertainty gives a reserve
    /// piece with the pawn it would have come from (a piece leaves the reserve only by a pawn
    /// transforming, 000_2ad8c5d3a15ea4a8.txt; RULINGS "Uncertainty"): 1 for a reserve
    /// letter. The imbalance method subtracts these pawns' worth from the piece's row
    /// (`collapse values --method imbalance`, docs/values.md).
    fn odds_pawns(&self, _piece: char) -> u32 {
        0
    }

    /// The piece letters (upper case) that [`Game::without_piece`] takes for both players in
    /// this position, in the game's order (the letters `collapse values --method imbalance
    /// --piece all` measures). Default: White's letters among [`Game::cells`], each once, in
    /// the order they appear, except the king `K`, that both players can give as odds.
    fn odds_pieces(&self) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for (_, text) in self.cells() {
            for c in text.chars().filter(|c| c.is_ascii_uppercase() && *c != 'K') {
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out.retain(|&c| {
            self.without_piece(Player::White, c).is_some()
                && self.without_piece(Player::Black, c).is_some()
        });
        out
    }

    /// The name of `player` in this game's own colours, for people: `White` and `Black` by
    /// default; Quantimex says `Red` and `Green` (its seed's colours).
    fn player_name(&self, player: Player) -> &'static str {
        match player {
            Player::White => "White",
            Player::Black => "Black",
        }
    }
}

/// Plays `text` (whitespace-separated moves) from `game`, checking each move.
///
/// Errors name the move, its 1-based position in the list and the legal moves there.
pub fn play_move_list<G: Game>(game: &mut G, text: &str) -> Result<Vec<G::Move>, String> {
    let mut played = Vec::new();
    let mut buf = Vec::new();
    for (i, tok) in text.split_whitespace().enumerate() {
        game.legal_moves(&mut buf);
        if buf.is_empty() {
            return Err(format!(
                "move {} '{}': the game is already over ({})",
                i + 1,
                tok,
                describe_outcome(game.outcome())
            ));
        }
        match game.parse_move(tok) {
            Ok(mv) => {
                game.play(mv);
                played.push(mv);
            }
            Err(e) => {
                let legal: Vec<String> = buf.iter().map(|m| game.format_move(*m)).collect();
                return Err(format!(
                    "move {} '{}' is not legal here: {}\nlegal moves ({}): {}",
                    i + 1,
                    tok,
                    e.reason,
                    legal.len(),
                    legal.join(" ")
                ));
            }
        }
    }
    Ok(played)
}

/// Whether the player to decide in `state` has a legal move that wins the game at once (a
/// mate in one, a king capture: any move after which [`Game::outcome`] names that player the
/// winner). `buf` is filled with the legal moves. Random openings are drawn again when this
/// holds after them (`collapse tournament --random-opening-plies`, the imbalance matches of
/// `collapse values`): such a pair of games measures the opening's blunder, not the agents or
/// the variant (7.6% of the Five Up cube's 2-ply random openings; docs/journal/2026-11.md, "Random
/// openings that lose at once").
pub fn wins_at_once<G: Game>(state: &G, buf: &mut Vec<G::Move>) -> bool {
    let me = state.to_move();
    state.legal_moves(buf);
    buf.iter().any(|&m| {
        let mut s = state.clone();
        s.play(m);
        matches!(s.outcome(), Outcome::Win { winner, .. } if winner == me)
    })
}

/// `1-0 checkmate`, `1/2-1/2 repetition`, or `ongoing`.
pub fn describe_outcome(o: Outcome) -> String {
    match o.termination() {
        None => "ongoing".to_string(),
        Some(t) => format!("{} {}", o.result_str(), t),
    }
}
