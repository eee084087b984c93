//! Interdependent Chess (Fergus Duniho, `004_0ca2faf906401d7b.txt`; RULINGS "All games" and
//! "Interdependent Chess").
//!
//! A Shogi-style game on 6 files x 7 ranks in which a piece captures only by moving directly
//! away from a toroidally adjacent piece (of either side), with that piece's capture power, or
//! with its own when the neighbour is a Universalist. The Universalist has no powers of its own
//! and also borrows non-capturing moves; away from another Universalist it moves as a bishop on
//! the torus. Captured pieces change sides into the captor's hand and may be dropped on any empty
//! square. Checkmate wins; stalemate, threefold repetition and the move cap draw.
//!
//! Files: [`board`] (the 6x7 table, bounded and toroidal steps), [`rules`] (state, legal moves,
//! play, end, evaluation), [`movegen`] (borrowing and check), [`reaches`] (every piece's reach, cached per thread), [`notation`], [`position`],
//! [`diagram`]. The rules in the project's own words, each with its test:
//! `docs/rules/interdependent.md`.

pub mod board;
pub mod diagram;
mod eval;
pub mod kind;
pub mod movegen;
pub mod notation;
/// Odds setups (`Odds::without_piece`).
mod odds;
mod params;
pub mod position;
pub mod reaches;
pub mod rules;

pub use rules::{IMove, Interdependent, Kind, SETUP};

use mcts::{Codec, Evaluate, Odds, Rules};
use mcts::{MoveError, Outcome, Player, PositionError};

impl Interdependent {
    /// The seed's setup with the parameters in `params` (`move_cap`).
    pub fn new(params: &crate::declare::MoveCapParams) -> Interdependent {
        Interdependent::from_text(SETUP, params.move_cap.as_u32())
            .expect("the setup is a valid position")
    }
}

/// Calls `visit` on every position of `games` seeded random games from the setup (each to its
/// end, the final position included); returns how many positions it visited. For the unit
/// tests that compare a fast path with its definition.
#[cfg(test)]
pub(crate) fn each_random_position(
    seed: u64,
    games: usize,
    mut visit: impl FnMut(&Interdependent),
) -> usize {
    let mut rng = mcts::SplitMix64::new(seed);
    let mut moves = Vec::new();
    let mut visited = 0;
    for _ in 0..games {
        let mut g = Interdependent::new(&crate::declare::MoveCapParams::default());
        loop {
            visit(&g);
            visited += 1;
            if !g.outcome().is_ongoing() {
                break;
            }
            g.legal_moves(&mut moves);
            g.play(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    visited
}

impl Rules for Interdependent {

    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;

    /// The mover's king capturable under the borrowing rules (see [`Interdependent::in_check`]).
    fn is_in_check(&self) -> bool {
        self.in_check(self.to_move())
    }

    type Move = IMove;

    #[inline]
    fn to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<IMove>) {
        moves.clear();
        if !self.ended.is_ongoing() {
            return;
        }
        self.generate(|m| {
            moves.push(m);
            true
        });
    }

    /// Captures only, from the generator's capture mode (`rules.rs`); when there are none,
    /// whether any legal move exists (stopping at the first).
    fn legal_captures(&self, captures: &mut Vec<IMove>) -> bool {
        captures.clear();
        if !self.ended.is_ongoing() {
            return false;
        }
        self.generate_captures(|m| {
            captures.push(m);
            true
        });
        !captures.is_empty() || self.has_legal_move()
    }

    fn play(&mut self, mv: IMove) {
        self.apply(mv);
    }

    fn outcome(&self) -> Outcome {
        self.outcome_now()
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    fn is_capture(&self, mv: IMove) -> bool {
        mv.drop == 0 && self.pos().board[mv.to as usize] != 0
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}

impl Codec for Interdependent {

    fn variant_name(&self) -> &'static str {
        <Self as crate::declare::Variant>::NAME
    }

    fn format_move(&self, mv: IMove) -> String {
        self.move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<IMove, MoveError> {
        self.read_move(text)
    }

    fn position_text(&self) -> String {
        self.to_text()
    }

    fn load_position(&self, text: &str) -> Result<Interdependent, PositionError> {
        Interdependent::from_text(text, self.move_cap)
    }

    fn diagram(&self) -> String {
        self.draw()
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..board::NCELLS)
            .filter_map(|c| {
                self.letter_at(c)
                    .map(|ch| (board::cell_name(c), ch.to_string()))
            })
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![
            ("white_hand".into(), self.hand_text(Player::White)),
            ("black_hand".into(), self.hand_text(Player::Black)),
        ]
    }

    /// The hand: captured pieces the player may drop (RULINGS "Interdependent Chess"), in
    /// the order of `Kind::DROPPABLE`.
    fn hand(&self, player: Player) -> Vec<char> {
        Kind::DROPPABLE
            .iter()
            .flat_map(|&k| std::iter::repeat_n(k.letter(), self.hand[player.index()][k as usize] as usize))
            .collect()
    }
}

impl Evaluate for Interdependent {

    /// The learned evaluation: `eval::FEATURES` weighted by
    /// `variants/weights/interdependent.txt`.
    fn evaluate(&self) -> f32 {
        static W: crate::weights::Slot = crate::weights::Slot::new();
        W.get(<Self as crate::declare::Variant>::NAME, eval::FEATURES).evaluate(self)
    }

    fn evaluate_material(&self) -> f32 {
        self.evaluate_now()
    }

    fn feature_names(&self) -> &'static [&'static str] {
        eval::FEATURES
    }

    fn features(&self, out: &mut [f32; mcts::eval::MAX_FEATURES]) {
        self.write_features(out)
    }

    fn weights_key(&self) -> Option<&'static str> {
        Some(<Self as crate::declare::Variant>::NAME)
    }
}

impl Odds for Interdependent {
    /// The first piece of the kind from file a (interdependent/odds.rs).
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.odds_without(player, piece)
    }
}

impl std::fmt::Debug for Interdependent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interdependent({})", self.to_text())
    }
}
