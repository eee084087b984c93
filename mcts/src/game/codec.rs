//! How a game is written for people and files: its name, move notation, position text,
//! diagram, cells and the pieces held off the board ([`Codec`]).

use super::{MoveError, Player, PositionError, Rules};

/// How a state and its moves are written and read: the variant's name, its move notation
/// (`format_move`/`parse_move` round-trip), its position text (FEN-like), the diagram and the
/// cell list the reports draw, and the pieces each player holds off the board. Nothing here is
/// on search's hot path.
pub trait Codec: Rules {
    /// True when a UCI engine can play the game: [`Game::position_text`] is FEN and
    /// [`Game::parse_move`] reads UCI coordinates (orthodox chess). The `uci` agent is refused
    /// elsewhere; default `false`.
    const UCI: bool = false;

    /// The variant's registry name, e.g. `uncertainty`.
    fn variant_name(&self) -> &'static str;

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

    /// The pieces `player` holds off the board, one upper-case letter per piece, in the
    /// game's order: Uncertainty's reserve (000_2ad8c5d3a15ea4a8.txt), Interdependent Chess's
    /// hand. The letters are those [`Codec::cells`] shows for the same kinds. Default none.
    fn hand(&self, _player: Player) -> Vec<char> {
        Vec::new()
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
