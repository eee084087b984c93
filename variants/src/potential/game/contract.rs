//! The `mcts::Game` contract for Potential Chess.

use mcts::{Codec, Evaluate, Odds, Rules};
use crate::potential::tables::square_name;
use mcts::{GameRng, MoveError, Outcome, Player, PositionError, Termination};
use std::fmt::Write as _;

use super::*;

impl Rules for PotentialChess {

    type Move = PotentialMove;
    const HAS_CHECK: bool = true;
    const HAS_CAPTURE: bool = true;

    fn to_move(&self) -> Player {
        player(self.turn as usize)
    }

    fn legal_moves(&self, moves: &mut Vec<PotentialMove>) {
        if self.repeated || self.plies >= self.move_cap {
            moves.clear();
            return;
        }
        self.generate(moves);
    }

    /// The candidate moves once: the captures among them tested for legality, the quiet
    /// ones only until one is legal (whether the game goes on).
    fn legal_captures(&self, captures: &mut Vec<PotentialMove>) -> bool {
        if self.repeated || self.plies >= self.move_cap {
            captures.clear();
            return false;
        }
        self.pseudo_moves(captures);
        if self.pending != NONE {
            // A state decision: never a capture, and every candidate is legal.
            let any = !captures.is_empty();
            captures.clear();
            return any;
        }
        let ctx = crate::potential::legal::LegalCtx::new(self);
        let mut quiet_legal = false;
        captures.retain(|&m| {
            if self.is_capture(m) {
                self.legal_quick(m, &ctx)
            } else {
                quiet_legal = quiet_legal || self.legal_quick(m, &ctx);
                false
            }
        });
        !captures.is_empty() || quiet_legal
    }

    fn play(&mut self, mv: PotentialMove) {
        let ok = self.apply(mv);
        assert!(ok, "illegal move {mv:?}");
    }

    fn outcome(&self) -> Outcome {
        // Only whether a legal move exists: the candidates are tested until one passes,
        // not all of them (`generate` keeps every legal one).
        let mut buf = OUTCOME_BUF.with(|b| b.take());
        self.pseudo_moves(&mut buf);
        let no_moves = if self.pending != NONE {
            buf.is_empty()
        } else {
            let ctx = crate::potential::legal::LegalCtx::new(self);
            !buf.iter().any(|&m| self.legal_quick(m, &ctx))
        };
        OUTCOME_BUF.with(|b| b.set(buf));
        if no_moves {
            return Outcome::no_legal_moves(self.to_move(), self.all_kings_attacked());
        }
        if self.repeated {
            Outcome::Draw {
                reason: Termination::Repetition,
            }
        } else if self.plies >= self.move_cap {
            Outcome::Draw {
                reason: Termination::MoveCap,
            }
        } else {
            Outcome::Ongoing
        }
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// Potential Chess's analogue of check (docs/rules/potential.md, "Check"): every piece of
    /// the player to decide that may be its king is attacked, where a square is attacked when
    /// some enemy piece could capture on it as some type of its potential (RULINGS "Potential
    /// Chess"). Whichever piece is the king, it may be attacked; this is exactly the condition
    /// that, with no legal move, makes checkmate (and without it, stalemate). While an owner's
    /// statement is pending it is the stating player's own condition (the statement moves no
    /// piece).
    fn is_in_check(&self) -> bool {
        self.all_kings_attacked()
    }

    fn is_capture(&self, mv: PotentialMove) -> bool {
        match mv.kind {
            MoveKind::EnPassant => true,
            MoveKind::Normal | MoveKind::Promote => self.board[mv.to as usize] != NONE,
            MoveKind::Castle | MoveKind::State(_) => false,
        }
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.hash_by_board()
    }

    fn has_uncertainty(&self) -> bool {
        self.uncertain()
    }

    fn determinize(&self, rng: &mut GameRng) -> Self {
        self.collapse(rng)
    }
}

impl Codec for PotentialChess {

    fn variant_name(&self) -> &'static str {
        <Self as crate::declare::Variant>::NAME
    }

    fn format_move(&self, mv: PotentialMove) -> String {
        self.move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<PotentialMove, MoveError> {
        let mut buf = Vec::new();
        self.legal_moves(&mut buf);
        let t = text.trim();
        let texts: Vec<String> = buf.iter().map(|&m| self.move_text(m)).collect();
        if let Some(i) = texts.iter().position(|x| x == t) {
            return Ok(buf[i]);
        }
        let hits: Vec<usize> = (0..buf.len())
            .filter(|&i| texts[i].eq_ignore_ascii_case(t))
            .collect();
        if hits.len() == 1 {
            return Ok(buf[hits[0]]);
        }
        // plain `d2-d4` (or `d2d4`): unique prefix before '>'
        let plain = t.replace(['x', ':'], "-");
        let plain = if plain.len() == 4 {
            format!("{}-{}", &plain[..2], &plain[2..])
        } else {
            plain
        };
        let hits: Vec<usize> = (0..buf.len())
            .filter(|&i| {
                texts[i].split('>').next().map(|p| p.replace(':', "-")) == Some(plain.clone())
            })
            .collect();
        match hits.len() {
            1 => Ok(buf[hits[0]]),
            0 => Err(MoveError::new(
                text,
                "not a legal move here (write it as d2-d4>QRP, d4:e5>P or (N))",
            )),
            _ => Err(MoveError::new(
                text,
                format!(
                    "ambiguous; say which: {}",
                    hits.iter()
                        .map(|&i| texts[i].as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            )),
        }
    }

    fn position_text(&self) -> String {
        self.text()
    }

    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        PotentialChess::from_text(text, self.move_cap)
    }

    fn diagram(&self) -> String {
        let line = "+---+---+---+---+---+---+---+---+\n";
        let mut s = String::new();
        for rank in (0..8).rev() {
            s.push_str(line);
            for file in 0..8 {
                let _ = write!(s, "|{:^3}", self.text_at(rank * 8 + file));
            }
            let _ = writeln!(s, "| {}", rank + 1);
        }
        s.push_str(line);
        s.push_str("  a   b   c   d   e   f   g   h\n");
        let _ = writeln!(
            s,
            "{} to {}",
            self.to_move().name(),
            if self.pending != NONE {
                "state the captured piece's type"
            } else {
                "move"
            }
        );
        s
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..64)
            .filter(|&sq| self.board[sq] != NONE)
            .map(|sq| (square_name(sq), self.text_at(sq)))
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        vec![("position".to_string(), self.text())]
    }
}

impl Evaluate for PotentialChess {

    /// The learned evaluation: `eval::FEATURES` weighted by
    /// `variants/weights/potential.txt`.
    fn evaluate(&self) -> f32 {
        static W: crate::weights::Slot = crate::weights::Slot::new();
        W.get(<Self as crate::declare::Variant>::NAME, super::eval::FEATURES).evaluate(self)
    }

    fn feature_names(&self) -> &'static [&'static str] {
        super::eval::FEATURES
    }

    fn features(&self, out: &mut [f32; mcts::eval::MAX_FEATURES]) {
        self.write_features(out)
    }

    fn weights_key(&self) -> Option<&'static str> {
        Some(<Self as crate::declare::Variant>::NAME)
    }

    /// Material: each living piece at the mean of its potential's values (K 0, Q 9, R 5,
    /// B 3, N 3, P 1), as `tanh(diff / 10)` for the player to decide.
    fn evaluate_material(&self) -> f32 {
        let mut m = [0f32; 2];
        for (ms, side) in m.iter_mut().zip(self.pieces.iter()) {
            for p in side.iter() {
                if p.state == ALIVE {
                    *ms += Self::value(p.pot);
                }
            }
        }
        let s = self.turn as usize;
        mcts::eval::tanh((m[s] - m[1 - s]) / 10.0)
    }
}

impl Odds for PotentialChess {
    /// The piece on the orthodox start square of `piece`, stated captured (potential/odds.rs).
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.odds_without(player, piece)
    }

    /// Named by start squares' orthodox types: Q R B N P, those both sides still have.
    fn odds_pieces(&self) -> Vec<char> {
        "QRBNP"
            .chars()
            .filter(|&c| {
                self.odds_without(Player::White, c).is_some()
                    && self.odds_without(Player::Black, c).is_some()
            })
            .collect()
    }
}

thread_local! {
    /// The move buffer `outcome` reuses, so the hot path allocates nothing after warm-up
    /// (taken out and put back: re-entrant calls just get a fresh buffer).
    static OUTCOME_BUF: std::cell::Cell<Vec<PotentialMove>> = const { std::cell::Cell::new(Vec::new()) };
}
