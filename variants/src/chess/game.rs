//! The `mcts::Game` contract for orthodox chess.

use mcts::{Codec, Evaluate, Odds, Rules};
use crate::potential::tables::{square_name, tables, BISHOP, KNIGHT, PAWN, QUEEN, ROOK};
use mcts::{MoveError, Outcome, Player, PositionError};
use std::fmt::Write as _;

use super::*;

impl Rules for Chess {
    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;

    /// The side to move in check (see [`Chess::in_check`]).
    fn is_in_check(&self) -> bool {
        self.in_check()
    }

    type Move = ChessMove;

    fn to_move(&self) -> Player {
        self.side()
    }

    fn legal_moves(&self, moves: &mut Vec<ChessMove>) {
        if self.draw_reason().is_some() {
            moves.clear();
            return;
        }
        self.generate(moves);
    }

    /// Captures only, from the generator's capture mode (`movegen.rs`); when there are none,
    /// whether any legal move exists (stopping at the first).
    fn legal_captures(&self, captures: &mut Vec<ChessMove>) -> bool {
        if self.draw_reason().is_some() {
            captures.clear();
            return false;
        }
        if self.generate_captures(captures) {
            return true;
        }
        let any = self.has_legal_move(captures);
        captures.clear();
        any
    }

    fn play(&mut self, mv: ChessMove) {
        self.make(mv);
    }

    fn outcome(&self) -> Outcome {
        let mut buf = OUTCOME_BUF.with(|b| b.take());
        let no_moves = !self.has_legal_move(&mut buf);
        OUTCOME_BUF.with(|b| b.set(buf));
        if no_moves {
            return Outcome::no_legal_moves(self.side(), self.in_check());
        }
        match self.draw_reason() {
            Some(reason) => Outcome::Draw { reason },
            None => Outcome::Ongoing,
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    fn is_capture(&self, mv: ChessMove) -> bool {
        self.board[mv.to as usize] != 0
            || (mv.to == self.ep && self.by_kind[PAWN] & (1u64 << mv.from) != 0)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let t = tables();
        let mut h = 0;
        for sq in 0..64 {
            if let Some((c, k)) = self.piece_at(sq) {
                h ^= t.z_piece[c * 6 + k][sq];
            }
        }
        if self.side == 1 {
            h ^= t.z_side;
        }
        h ^= t.z_castle[self.castling as usize];
        if self.ep != NO_EP {
            h ^= t.z_ep[(self.ep % 8) as usize];
        }
        h
    }
}

impl Codec for Chess {
    const UCI: bool = true;

    fn variant_name(&self) -> &'static str {
        <Self as crate::declare::Variant>::NAME
    }

    fn format_move(&self, mv: ChessMove) -> String {
        self.move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<ChessMove, MoveError> {
        let mut buf = Vec::new();
        self.legal_moves(&mut buf);
        let t = text.trim();
        let castle = match t {
            "O-O" | "0-0" => Some(6),
            "O-O-O" | "0-0-0" => Some(2),
            _ => None,
        };
        let (from, to, promo) = if let Some(file) = castle {
            let base = if self.side == 0 { 0 } else { 56 };
            (base + 4, base + file, None)
        } else {
            split_coord_move(t).ok_or_else(|| {
                MoveError::new(
                    text,
                    "expected a move like e2-e4, e4:d5, e7-e8=Q, e2e4 or O-O",
                )
            })?
        };
        let promo = match promo {
            None => 0,
            Some(c) => match c.to_ascii_uppercase() {
                'Q' => QUEEN as u8 + 1,
                'R' => ROOK as u8 + 1,
                'B' => BISHOP as u8 + 1,
                'N' => KNIGHT as u8 + 1,
                _ => return Err(MoveError::new(text, "promotion piece must be Q, R, B or N")),
            },
        };
        let want = ChessMove {
            from: from as u8,
            to: to as u8,
            promo,
        };
        if buf.contains(&want) {
            return Ok(want);
        }
        if promo == 0 && buf.iter().any(|m| m.from == want.from && m.to == want.to) {
            return Err(MoveError::new(
                text,
                "a promotion needs a piece: add =Q, =R, =B or =N",
            ));
        }
        Err(MoveError::new(text, "not a legal move in this position"))
    }

    fn position_text(&self) -> String {
        self.fen()
    }

    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        Ok(crate::codec::PositionCodec::parse_position(self, text)?)
    }

    fn diagram(&self) -> String {
        let mut s = String::new();
        for rank in (0..8).rev() {
            s.push_str("+---+---+---+---+---+---+---+---+\n");
            for file in 0..8 {
                let sq = rank * 8 + file;
                let ch = match self.piece_at(sq) {
                    None => ' ',
                    Some((c, k)) => {
                        let ch = b"pnbrqk"[k] as char;
                        if c == 0 {
                            ch.to_ascii_uppercase()
                        } else {
                            ch
                        }
                    }
                };
                let _ = write!(s, "| {ch} ");
            }
            let _ = writeln!(s, "| {}", rank + 1);
        }
        s.push_str("+---+---+---+---+---+---+---+---+\n  a   b   c   d   e   f   g   h\n");
        let _ = writeln!(s, "{} to move", self.side().name());
        s
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..64)
            .filter_map(|sq| {
                self.piece_at(sq).map(|(c, k)| {
                    let ch = b"pnbrqk"[k] as char;
                    (
                        square_name(sq),
                        if c == 0 { ch.to_ascii_uppercase() } else { ch }.to_string(),
                    )
                })
            })
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![("fen".to_string(), self.fen())]
    }
}

impl Evaluate for Chess {

    /// The learned evaluation: `eval::FEATURES` weighted by `variants/weights/chess.txt`.
    fn evaluate(&self) -> f32 {
        Self::weights().evaluate(self)
    }

    /// `mobility` (the attack sets of every officer) is too costly for every child.
    fn costly_features(&self) -> u32 {
        1 << eval::MOBILITY
    }

    fn evaluate_lazy(&self) -> f32 {
        Self::weights().evaluate_without(self, self.costly_features())
    }

    /// Material in the hand-set values P 1, N 3, B 3, R 5, Q 9, as `tanh(diff / 10)`.
    fn evaluate_material(&self) -> f32 {
        let us = self.side as usize;
        mcts::eval::tanh((self.material(us) - self.material(us ^ 1)) as f32 / 10.0)
    }

    fn feature_names(&self) -> &'static [&'static str] {
        eval::FEATURES
    }

    fn weights_key(&self) -> Option<&'static str> {
        Some(<Self as crate::declare::Variant>::NAME)
    }

    fn features(&self, out: &mut [f32; mcts::eval::MAX_FEATURES]) {
        self.write_features(out, u32::MAX)
    }

    /// Skips the mobility count (slider attack sets) and `mopup` when their weights are zero.
    fn features_needed(&self, out: &mut [f32; mcts::eval::MAX_FEATURES], need: u32) {
        self.write_features(out, need)
    }
}

impl Odds for Chess {

    /// The queen's knight, rook or bishop, the queen, or the f-pawn (chess/odds.rs).
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.odds_without(player, piece)
    }
}

thread_local! {
    /// The move buffer `outcome` reuses, so the hot path allocates nothing after warm-up
    /// (taken out and put back: re-entrant calls just get a fresh buffer).
    static OUTCOME_BUF: std::cell::Cell<Vec<ChessMove>> = const { std::cell::Cell::new(Vec::new()) };
}
