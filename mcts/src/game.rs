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
    /// A person gave the game up (`collapse serve`'s Resign, `collapse play`'s `resign`):
    /// either side, at any point of a game still going; never produced by a variant.
    Resignation,
}

impl Termination {
    /// Every termination, for parsing and for reports.
    pub const ALL: [Termination; 10] = [
        Termination::Checkmate,
        Termination::KingCaptured,
        Termination::Stalemate,
        Termination::Repetition,
        Termination::MoveCap,
        Termination::NoKing,
        Termination::FiftyMove,
        Termination::InsufficientMaterial,
        Termination::Forfeit,
        Termination::Resignation,
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
            Termination::Resignation => "resignation",
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

mod codec;
mod evaluate;
mod odds;
mod rules;

pub use codec::Codec;
pub use evaluate::Evaluate;
pub use odds::Odds;
pub use rules::Rules;

/// A game as the whole project sees it: its rules ([`Rules`]), how it is written ([`Codec`]),
/// its evaluation ([`Evaluate`]) and its odds setups ([`Odds`]). Implemented for every type
/// that implements the four; code generic over games takes `G: Game` and calls any of their
/// methods (a type parameter's bound brings its supertraits' methods); code calling them on a
/// concrete type imports the trait that declares the method. Per-game static data (name,
/// summary, rule text, parameters) is declared once on `variants::declare::Variant`.
pub trait Game: Rules + Codec + Evaluate + Odds {}

impl<T: Rules + Codec + Evaluate + Odds> Game for T {}

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
