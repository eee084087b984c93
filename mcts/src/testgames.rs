//! Tiny complete games for testing search, agents and tournaments without a chess variant.

use crate::game::{Game, GameRng, MoveError, Outcome, Player, PositionError, Termination};

/// Tic-tac-toe on cells 0..9 (row-major, 0 = top left). White plays `X` and moves first; three
/// in a row wins (termination `checkmate`, the closest standard word), a full board draws
/// (termination `stalemate`). Moves are written as the cell digit `0`..`8`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    /// 0 empty, 1 X (White), 2 O (Black).
    pub cells: [u8; 9],
    plies: u32,
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe {
            cells: [0; 9],
            plies: 0,
        }
    }
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

impl Game for TicTacToe {
    type Move = u8;

    fn variant_name(&self) -> &'static str {
        "tictactoe"
    }
    fn to_move(&self) -> Player {
        if self.plies % 2 == 0 {
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
    fn evaluate(&self) -> f32 {
        0.0
    }
    fn hash(&self) -> u64 {
        self.cells.iter().fold(self.plies as u64, |h, &c| {
            h.wrapping_mul(3).wrapping_add(c as u64)
        })
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
    fn determinize(&self, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}
