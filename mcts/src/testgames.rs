//! Tiny complete games for testing search, agents and tournaments without a chess variant.

use crate::game::{Codec, Evaluate, Odds, Rules};
use crate::game::{GameRng, MoveError, Outcome, Player, PositionError, Termination};

/// Tic-tac-toe on cells 0..9 (row-major, 0 = top left). White plays `X` and moves first; three
/// in a row wins (termination `checkmate`, the closest standard word), a full board draws
/// (termination `stalemate`). Moves are written as the cell digit `0`..`8`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TicTacToe {
    /// 0 empty, 1 X (White), 2 O (Black).
    pub cells: [u8; 9],
    plies: u32,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    fn winner(&self) -> Option<Player> {
        for l in LINES {
            let a = self.cells[l[0]];
            if a != 0 && a == self.cells[l[1]] && a == self.cells[l[2]] {
                return Some(if a == 1 { Player::White } else { Player::Black });
            }
        }
        None
    }
}

impl Rules for TicTacToe {
    type Move = u8;
    fn to_move(&self) -> Player {
        if self.plies.is_multiple_of(2) {
            Player::White
        } else {
            Player::Black
        }
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if !self.outcome().is_ongoing() {
            return;
        }
        moves.extend((0..9u8).filter(|&c| self.cells[c as usize] == 0));
    }
    fn play(&mut self, mv: u8) {
        self.cells[mv as usize] = if self.to_move() == Player::White {
            1
        } else {
            2
        };
        self.plies += 1;
    }
    fn outcome(&self) -> Outcome {
        if let Some(w) = self.winner() {
            Outcome::Win {
                winner: w,
                reason: Termination::Checkmate,
            }
        } else if self.cells.iter().all(|&c| c != 0) {
            Outcome::Draw {
                reason: Termination::Stalemate,
            }
        } else {
            Outcome::Ongoing
        }
    }
    fn plies(&self) -> u32 {
        self.plies
    }
    fn hash(&self) -> u64 {
        self.cells.iter().fold(self.plies as u64, |h, &c| {
            h.wrapping_mul(3).wrapping_add(c as u64)
        })
    }
    fn determinize(&self, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}

impl Codec for TicTacToe {
    fn variant_name(&self) -> &'static str {
        "tictactoe"
    }
    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let c: u8 = text
            .parse()
            .map_err(|_| MoveError::new(text, "expected a cell digit 0-8"))?;
        if c < 9 && self.cells[c as usize] == 0 && self.outcome().is_ongoing() {
            Ok(c)
        } else {
            Err(MoveError::new(text, "cell is taken or off the board"))
        }
    }
    fn position_text(&self) -> String {
        self.cells
            .iter()
            .map(|&c| ['.', 'X', 'O'][c as usize])
            .collect()
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        let mut g = TicTacToe::default();
        if text.chars().count() != 9 {
            return Err(PositionError("expected 9 characters of . X O".into()));
        }
        for (i, ch) in text.chars().enumerate() {
            g.cells[i] = match ch {
                '.' => 0,
                'X' => 1,
                'O' => 2,
                _ => {
                    return Err(PositionError(format!(
                        "character {} '{}' is not . X O",
                        i + 1,
                        ch
                    )))
                }
            };
        }
        g.plies = g.cells.iter().filter(|&&c| c != 0).count() as u32;
        Ok(g)
    }
    fn diagram(&self) -> String {
        let t = self.position_text();
        let b = t.as_bytes();
        (0..3)
            .map(|r| format!("{}\n", std::str::from_utf8(&b[r * 3..r * 3 + 3]).unwrap()))
            .collect()
    }
    fn cells(&self) -> Vec<(String, String)> {
        (0..9)
            .filter(|&i| self.cells[i] != 0)
            .map(|i| {
                (
                    i.to_string(),
                    if self.cells[i] == 1 { "X" } else { "O" }.to_string(),
                )
            })
            .collect()
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self) -> f32 {
        0.0
    }
}

impl Odds for TicTacToe {}

/// Nim with a bonus move, to test search when players do not alternate. A pile of stones;
/// the player to decide takes 1, 2 or 3 (at most the pile). Taking exactly 2 stones gives the
/// same player another move, except on a bonus move (no chains). Whoever takes the last stone
/// wins (termination `checkmate`). Moves are written as the number taken, `1`..`3`; positions
/// as `pile,player,bonus`, e.g. `10,w,0`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BonusNim {
    /// Stones left.
    pub pile: u8,
    /// The player to decide.
    pub to_move: Player,
    /// True when the current move is a bonus move (it cannot earn another).
    pub bonus: bool,
    /// Who took the last stone, once the pile is empty.
    last: Option<Player>,
    plies: u32,
}

impl BonusNim {
    /// A new game with `pile` stones, White to decide.
    pub fn new(pile: u8) -> Self {
        BonusNim {
            pile,
            to_move: Player::White,
            bonus: false,
            last: None,
            plies: 0,
        }
    }
}

impl Rules for BonusNim {
    type Move = u8;
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        moves.extend((1..=3u8).filter(|&k| k <= self.pile));
    }
    fn play(&mut self, mv: u8) {
        self.pile -= mv;
        self.plies += 1;
        if self.pile == 0 {
            self.last = Some(self.to_move);
            self.bonus = false;
        } else if mv == 2 && !self.bonus {
            self.bonus = true;
        } else {
            self.bonus = false;
            self.to_move = self.to_move.other();
        }
    }
    fn outcome(&self) -> Outcome {
        match self.last {
            Some(w) => Outcome::Win {
                winner: w,
                reason: Termination::Checkmate,
            },
            None => Outcome::Ongoing,
        }
    }
    fn plies(&self) -> u32 {
        self.plies
    }
    fn hash(&self) -> u64 {
        (self.pile as u64) << 2 | (self.to_move.index() as u64) << 1 | self.bonus as u64
    }
}

impl Codec for BonusNim {
    fn variant_name(&self) -> &'static str {
        "bonusnim"
    }
    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        match text.parse::<u8>() {
            Ok(k) if (1..=3).contains(&k) && k <= self.pile => Ok(k),
            _ => Err(MoveError::new(text, "expected 1, 2 or 3, at most the pile")),
        }
    }
    fn position_text(&self) -> String {
        let p = if self.to_move == Player::White {
            'w'
        } else {
            'b'
        };
        format!("{},{},{}", self.pile, p, self.bonus as u8)
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        let parts: Vec<&str> = text.split(',').collect();
        let bad = || PositionError(format!("expected pile,w|b,0|1 but got '{text}'"));
        if parts.len() != 3 {
            return Err(bad());
        }
        let pile: u8 = parts[0].parse().map_err(|_| bad())?;
        let to_move = match parts[1] {
            "w" => Player::White,
            "b" => Player::Black,
            _ => return Err(bad()),
        };
        let bonus = match parts[2] {
            "0" => false,
            "1" => true,
            _ => return Err(bad()),
        };
        Ok(BonusNim {
            pile,
            to_move,
            bonus,
            last: None,
            plies: 0,
        })
    }
    fn diagram(&self) -> String {
        format!(
            "pile {} ({} to decide{})\n",
            self.pile,
            self.to_move,
            if self.bonus { ", bonus move" } else { "" }
        )
    }
    fn cells(&self) -> Vec<(String, String)> {
        vec![("pile".to_string(), self.pile.to_string())]
    }
}

impl Evaluate for BonusNim {
    /// Plain Nim's rule of thumb for the player to decide: +0.5 unless the pile is a multiple
    /// of 4 (-0.5). It ignores the bonus rule, so it is only a hint.
    fn evaluate(&self) -> f32 {
        if self.pile.is_multiple_of(4) {
            -0.5
        } else {
            0.5
        }
    }
}

impl Odds for BonusNim {}

/// A one-decision game with hidden information, to test PIMC. White picks 0, 1 or 2 and must
/// match a hidden secret; then `FILLER` forced pass moves (`0`, alternating players) follow so
/// that search cannot prove the result within a small budget. White wins if the pick equals
/// the secret, loses otherwise; with the secret still hidden (the real state) the game ends in
/// a draw. Determinizing draws the secret: 1 with probability 7/8, 2 with 1/8. A determinized
/// state also offers move 9 (a pick that draws), which is not legal in the real state, so PIMC
/// must filter it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenPick {
    /// The secret, `None` while hidden.
    pub secret: Option<u8>,
    /// White's pick, once made.
    pub pick: Option<u8>,
    /// Forced pass moves still to play after the pick.
    pub filler: u32,
    plies: u32,
}

impl HiddenPick {
    /// Pass moves after the pick.
    pub const FILLER: u32 = 200;
}

impl Default for HiddenPick {
    fn default() -> Self {
        HiddenPick {
            secret: None,
            pick: None,
            filler: Self::FILLER,
            plies: 0,
        }
    }
}

impl Rules for HiddenPick {
    type Move = u8;
    fn to_move(&self) -> Player {
        if self.plies.is_multiple_of(2) {
            Player::White
        } else {
            Player::Black
        }
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.pick.is_none() {
            moves.extend([0, 1, 2]);
            if self.secret.is_some() {
                moves.push(9);
            }
        } else if self.filler > 0 {
            moves.push(0);
        }
    }
    fn play(&mut self, mv: u8) {
        if self.pick.is_none() {
            self.pick = Some(mv);
        } else {
            self.filler -= 1;
        }
        self.plies += 1;
    }
    fn outcome(&self) -> Outcome {
        match (self.pick, self.secret) {
            (Some(p), secret) if self.filler == 0 => match secret {
                Some(s) if p == s => Outcome::Win {
                    winner: Player::White,
                    reason: Termination::Checkmate,
                },
                Some(_) if p != 9 => Outcome::Win {
                    winner: Player::Black,
                    reason: Termination::Checkmate,
                },
                _ => Outcome::Draw {
                    reason: Termination::Stalemate,
                },
            },
            _ => Outcome::Ongoing,
        }
    }
    fn plies(&self) -> u32 {
        self.plies
    }
    fn hash(&self) -> u64 {
        (self.plies as u64) << 16
            | (self.pick.unwrap_or(15) as u64) << 4
            | self.secret.unwrap_or(15) as u64
    }
    fn has_uncertainty(&self) -> bool {
        self.secret.is_none()
    }
    fn determinize(&self, rng: &mut GameRng) -> Self {
        use rand::Rng;
        let mut d = self.clone();
        if d.secret.is_none() {
            d.secret = Some(if rng.random_range(0..8) == 0 { 2 } else { 1 });
        }
        d
    }
}

impl Codec for HiddenPick {
    fn variant_name(&self) -> &'static str {
        "hiddenpick"
    }
    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let mut buf = Vec::new();
        self.legal_moves(&mut buf);
        match text.parse::<u8>() {
            Ok(m) if buf.contains(&m) => Ok(m),
            _ => Err(MoveError::new(text, "not a legal move here")),
        }
    }
    fn position_text(&self) -> String {
        let s = self.secret.map_or("?".to_string(), |s| s.to_string());
        let p = self.pick.map_or("-".to_string(), |p| p.to_string());
        format!("{s},{p},{}", self.filler)
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        let parts: Vec<&str> = text.split(',').collect();
        let bad = || PositionError(format!("expected secret|?,pick|-,filler but got '{text}'"));
        if parts.len() != 3 {
            return Err(bad());
        }
        let secret = if parts[0] == "?" {
            None
        } else {
            Some(parts[0].parse().map_err(|_| bad())?)
        };
        let pick = if parts[1] == "-" {
            None
        } else {
            Some(parts[1].parse().map_err(|_| bad())?)
        };
        let filler: u32 = parts[2].parse().map_err(|_| bad())?;
        let plies = if pick.is_some() {
            1 + Self::FILLER.saturating_sub(filler)
        } else {
            0
        };
        Ok(HiddenPick {
            secret,
            pick,
            filler,
            plies,
        })
    }
    fn diagram(&self) -> String {
        format!("{}\n", self.position_text())
    }
    fn cells(&self) -> Vec<(String, String)> {
        Vec::new()
    }
}

impl Evaluate for HiddenPick {
    fn evaluate(&self) -> f32 {
        0.0
    }
}

impl Odds for HiddenPick {}

/// One White move of several, after which Black is to move with no legal move and the game
/// is not over (a search sees a finished position there and scores it a draw, 0.5). After
/// White's move `i` the static evaluation is `white[i]` as White's win probability, and
/// Black is in check after move `check` only. For tests of how search orders and scores the
/// children of a position (`corder`, `check`, `ipm`); moves are written as their index.
#[derive(Clone, Debug)]
pub struct Fan {
    white: &'static [f32],
    check: u8,
    picked: Option<u8>,
}

impl Fan {
    /// The position before White's move: `white.len()` moves (at most 255), White's win
    /// probability after each, and the one that gives check.
    pub fn new(white: &'static [f32], check: u8) -> Self {
        Fan {
            white,
            check,
            picked: None,
        }
    }
}

impl Rules for Fan {
    type Move = u8;
    fn to_move(&self) -> Player {
        if self.picked.is_some() {
            Player::Black
        } else {
            Player::White
        }
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.picked.is_none() {
            moves.extend(0..self.white.len() as u8);
        }
    }
    fn play(&mut self, mv: u8) {
        self.picked = Some(mv);
    }
    fn outcome(&self) -> Outcome {
        Outcome::Ongoing
    }
    fn plies(&self) -> u32 {
        self.picked.is_some() as u32
    }
    fn is_in_check(&self) -> bool {
        self.picked == Some(self.check)
    }
    fn hash(&self) -> u64 {
        self.picked.map_or(u64::MAX, u64::from)
    }
}

impl Codec for Fan {
    fn variant_name(&self) -> &'static str {
        "fan"
    }
    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.parse()
            .ok()
            .filter(|&m: &u8| (m as usize) < self.white.len())
            .ok_or_else(|| MoveError::new(text, "a move's index"))
    }
    fn position_text(&self) -> String {
        format!("{:?}", self.picked)
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        Err(PositionError(text.to_string()))
    }
    fn diagram(&self) -> String {
        self.position_text()
    }
    fn cells(&self) -> Vec<(String, String)> {
        Vec::new()
    }
}

impl Evaluate for Fan {
    /// For Black, who is to move after White's: `2 p - 1` of Black's win probability.
    fn evaluate(&self) -> f32 {
        self.picked
            .map_or(0.0, |m| 1.0 - 2.0 * self.white[m as usize])
    }
}

impl Odds for Fan {}

/// The tests of `game.rs`'s free functions on the test games (here, so that `game.rs` does not
/// import this file, which imports it).
#[cfg(test)]
mod game_tests {
    use super::TicTacToe;
    use crate::game::{play_move_list, wins_at_once};

    fn after(moves: &str) -> TicTacToe {
        let mut g = TicTacToe::default();
        play_move_list(&mut g, moves).unwrap();
        g
    }

    /// X on 0 and 1 with 2 empty wins at once; X on 0 and 5 has no line to finish; O, to
    /// decide after "0 3 1 4 8", wins at 5 (its own line), not X's 2.
    #[test]
    fn wins_at_once_finds_a_winning_move_for_the_player_to_decide_only() {
        let mut buf = Vec::new();
        assert!(wins_at_once(&after("0 4 1 8"), &mut buf));
        assert_eq!(buf.len(), 5, "the legal moves are left in the buffer");
        assert!(!wins_at_once(&after("0 4 5 8"), &mut buf));
        assert!(!wins_at_once(&TicTacToe::default(), &mut buf));
        // O to decide: X threatens 2, but only O's own win at 5 counts.
        assert!(wins_at_once(&after("0 3 1 4 8"), &mut buf));
        // O to decide, X threatening 2 and O with nothing to finish: no win at once.
        assert!(!wins_at_once(&after("0 3 1 8 7"), &mut buf));
        // A finished game has no legal move and so no win at once.
        assert!(!wins_at_once(&after("0 3 1 4 2"), &mut buf));
    }
}
