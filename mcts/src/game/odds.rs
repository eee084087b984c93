//! Odds setups: a position with one piece taken away, for piece values by imbalance matches
//! ([`Odds`]; `collapse values --method imbalance`, docs/values.md).

use super::{Codec, Player};

/// Odds setups for piece values by imbalance matches. Every method has a default (a game
/// without odds writes `impl Odds for G {}`).
pub trait Odds: Codec {
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
}
