//! Quantimex (Graeme C Neatham, `001_458953bcf665a48d.txt`; RULINGS "Quantimex").
//!
//! Ultima-style pieces on Gliński's 91-cell hexagon, Red (`Player::White`) against Green
//! (`Player::Black`). A move of two or more steps lands where the opponent decides, among the
//! empty cells of the uncertainty table (`spread`); that decision is an ordinary move of the
//! opponent, so [`mcts::Rules::to_move`] does not simply alternate. There is no check: a side
//! wins by capturing the enemy King or by leaving the opponent with no legal move (stalemate
//! is a loss here). Threefold repetition (same position, same player to decide, same pending
//! decision) and the move cap (whole turns) draw.
//!
//! Files: [`hex`] (board), [`pieces`] (types and codes), [`spread`] (the uncertainty table),
//! `movegen` (freezing, moves), `rules` (playing a move, captures, end checks), `notation`,
//! `position` (position text and the `setup` parameter), `diagram`. The rules in the
//! project's own words, each with its test: `docs/rules/quantimex.md`.

mod diagram;
mod eval;
pub mod hex;
mod movegen;
mod notation;
mod odds;
mod params;
pub mod pieces;
mod position;
mod rules;
pub mod spread;

use mcts::{Codec, Evaluate, Odds, Rules};
use mcts::{MoveError, Outcome, Player, PositionError, Termination};

use crate::zobrist::RepetitionHistory;
use hex::{NCELLS, NONE};
pub use params::{QuantimexParams, Setup, TurnCap};
use pieces::{kind_of, side_of, Kind};
pub use position::{validate_setup, DEFAULT_SETUP, SETUP_FORM};
pub use spread::{validate_spread, Spread, DEFAULT_SPREAD, SPREAD_FORM};

/// The largest `move_cap` (whole turns).
pub const MAX_MOVE_CAP: u64 = 500;
/// Positions the repetition record holds inline (four-byte fingerprints). A turn is at most
/// two plies (a move and the opponent's decision); a longer stretch without a capture spills
/// older positions into shared blocks ([`RepetitionHistory`]), so repetition is never missed.
pub const HISTORY_LEN: usize = crate::zobrist::HISTORY;

/// A move. Normal move `from -> to` (`f2-f5`, `e5xe6`); a destination decision has
/// `from == NONE` and `to` = the chosen cell (`@e5`); a removal of an own frozen piece has
/// `to == NONE` (`~e5`). Cells are indices of [`hex::HEX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QMove {
    /// The moving piece's cell, or [`NONE`] for a destination decision.
    pub from: u8,
    /// The (intended) arrival cell or the chosen cell, or [`NONE`] for a removal.
    pub to: u8,
}

/// A move of `steps >= 2` along direction `dir` whose destination the opponent must choose;
/// the moved piece stands on its intended cell `dest` meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pending {
    /// The intended cell `D` (a [`hex::HEX`] index), where the moved piece waits.
    pub dest: u8,
    /// The move's direction, 0..6 as in [`hex::DIR_NAMES`].
    pub dir: u8,
    /// Cells passed, jumped ones included: 2..=6.
    pub steps: u8,
}

/// A Quantimex game state: 91 one-byte cells, a few counters and the repetition record
/// (`HISTORY_LEN` fingerprints, about 1.3 KB); cloning allocates nothing.
#[derive(Clone)]
pub struct Quantimex {
    board: [u8; NCELLS],
    /// Cell of each side's King, or [`NONE`] once captured.
    kings: [u8; 2],
    /// How many cells hold each code (`kind | side << 4`; entry 0 unused), kept by the board's
    /// two mutations (`remove`, `relocate`) so the evaluation's piece counts read 16 bytes.
    counts: [u8; 32],
    /// The cells of the freezers (Immobilizers and Mimics of both sides), a bit per cell.
    freezers: u128,
    /// The player to decide now.
    side: Player,
    pending: Option<Pending>,
    /// Whole turns played (moves and removals; decisions are part of the turn they follow).
    turns: u32,
    plies: u32,
    hash: u64,
    /// King capture, repetition or move cap found in `play`; stalemate is found in `outcome`.
    ended: Outcome,
    spread: Spread,
    move_cap: u32,
    history: RepetitionHistory<HISTORY_LEN>,
}

impl Quantimex {
    /// The starting position for `params` (`spread`, `setup`, `move_cap`), Red to move.
    pub fn new(params: &QuantimexParams) -> Quantimex {
        let mut g = Quantimex {
            board: [0; NCELLS],
            kings: [NONE; 2],
            counts: [0; 32],
            freezers: 0,
            side: Player::White,
            pending: None,
            turns: 0,
            plies: 0,
            hash: 0,
            ended: Outcome::Ongoing,
            spread: params.spread,
            move_cap: params.move_cap.as_u32(),
            history: RepetitionHistory::default(),
        };
        g.board = params.setup.0;
        g.recount();
        g
    }

    /// The default game (RULINGS array and table, move cap 300 turns).
    pub fn standard() -> Quantimex {
        Quantimex::new(&QuantimexParams::default())
    }

    /// The code on `cell` (0 empty; see [`pieces`]).
    pub fn piece_at(&self, cell: usize) -> u8 {
        self.board[cell]
    }

    /// The kind and owner on the cell named `name`, if any.
    ///
    /// # Panics
    /// If `name` is not a cell.
    pub fn at(&self, name: &str) -> Option<(Kind, Player)> {
        let c = hex::HEX.parse(name).expect("a cell name");
        let p = self.board[c];
        (p != 0).then(|| (kind_of(p), side_of(p)))
    }

    /// The pending destination decision, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// The empty candidate cells of the pending decision, by name (the intended cell first);
    /// empty when none is pending.
    pub fn candidates(&self) -> Vec<String> {
        let Some(p) = self.pending else {
            return Vec::new();
        };
        let (cells, k) =
            self.spread
                .cells(&hex::HEX, p.dest as usize, p.dir as usize, p.steps as usize);
        cells[..k]
            .iter()
            .filter(|&&c| c == p.dest || self.board[c as usize] == 0)
            .map(|&c| hex::HEX.name(c as usize))
            .collect()
    }

    /// Whole turns played (what `move_cap` counts).
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// True when the piece on the cell named `name` is frozen.
    ///
    /// # Panics
    /// If `name` is not a cell.
    pub fn frozen(&self, name: &str) -> bool {
        self.is_frozen(hex::HEX.parse(name).expect("a cell name"))
    }

    /// Pieces of `side` on the board.
    pub fn count(&self, side: Player) -> usize {
        self.board
            .iter()
            .filter(|&&p| p != 0 && side_of(p) == side)
            .count()
    }
}

/// Evaluation weights, in Pincer-Pawns. Quantimex gives no values, so these are the project's,
/// after common Ultima practice: Pincer-Pawn 1 (weak, three directions); Withdrawer 3 (one
/// capture per move, easily avoided); Long-Leaper 4, Coordinator 4 (needs partners), Mimic 4
/// (only as strong as the enemy's pieces), Regent 4 (a slider, the King's refuge and a
/// coordinator partner); Immobilizer 5 (freezes everything around it); King 0 (not material:
/// losing it ends the game, which search sees directly).
pub fn value(k: Kind) -> f32 {
    match k {
        Kind::King => 0.0,
        Kind::Regent => 4.0,
        Kind::LongLeaper => 4.0,
        Kind::Mimic => 4.0,
        Kind::Coordinator => 4.0,
        Kind::Withdrawer => 3.0,
        Kind::Immobilizer => 5.0,
        Kind::Pawn => 1.0,
    }
}

impl Rules for Quantimex {

    type Move = QMove;
    /// No check: kings may stand attacked, and a side wins by capturing the enemy King
    /// (RULINGS "Quantimex"), so `is_in_check` keeps the default `false`.
    const HAS_CHECK: bool = false;
    const HAS_CAPTURE: bool = true;

    #[inline]
    fn to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<QMove>) {
        moves.clear();
        if !self.ended.is_ongoing() {
            return;
        }
        self.generate(|m| {
            moves.push(m);
            true
        });
    }

    fn play(&mut self, mv: QMove) {
        self.apply(mv);
    }

    /// King capture first; then a player to decide with no legal move loses (`stalemate`,
    /// RULINGS "Quantimex": the stalemated player loses; not the shared stalemate-draw
    /// helper); then repetition or move cap.
    fn outcome(&self) -> Outcome {
        if let Outcome::Win { .. } = self.ended {
            return self.ended;
        }
        if self.pending.is_none() && !self.has_legal_move() {
            return Outcome::Win {
                winner: self.side.other(),
                reason: Termination::Stalemate,
            };
        }
        self.ended
    }

    fn plies(&self) -> u32 {
        self.plies
    }

    /// True when `mv` captures when played (see `docs/rules/quantimex.md`, "Captures for
    /// search"): replacement, path and withdrawal captures always, arrival captures only when
    /// no destination decision follows (otherwise they wait for the opponent's choice). A
    /// destination decision or a removal is never a capture.
    fn is_capture(&self, mv: QMove) -> bool {
        self.captures_now(mv)
    }

    /// A pending destination decision (rule 27): the decider must choose a cell, and the
    /// mover's arrival captures are made there, so the quiescence search tries every choice.
    fn forced_choice(&self) -> bool {
        self.pending.is_some()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        self.compute_hash()
    }
}

impl Codec for Quantimex {

    fn variant_name(&self) -> &'static str {
        <Self as crate::declare::Variant>::NAME
    }

    fn format_move(&self, mv: QMove) -> String {
        notation::format(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<QMove, MoveError> {
        notation::parse(self, text)
    }

    fn position_text(&self) -> String {
        position::text(self)
    }

    fn load_position(&self, text: &str) -> Result<Quantimex, PositionError> {
        position::load(self, text)
    }

    /// `Red` for `Player::White`, `Green` for `Player::Black` (the seed's colours).
    fn player_name(&self, player: Player) -> &'static str {
        pieces::side_name(player)
    }

    fn diagram(&self) -> String {
        diagram::draw(self)
    }

    fn cells(&self) -> Vec<(String, String)> {
        (0..NCELLS)
            .filter(|&c| self.board[c] != 0)
            .map(|c| {
                (
                    hex::HEX.name(c),
                    pieces::letter_of(self.board[c]).to_string(),
                )
            })
            .collect()
    }

    fn extras(&self) -> Vec<(String, String)> {
        let mut v = vec![("turns".to_string(), self.turns.to_string())];
        if self.pending.is_some() {
            v.push(("candidates".to_string(), self.candidates().join(" ")));
        }
        let frozen: Vec<String> = (0..NCELLS)
            .filter(|&c| self.is_frozen(c))
            .map(|c| hex::HEX.name(c))
            .collect();
        v.push(("frozen".to_string(), frozen.join(" ")));
        v
    }
}

impl Evaluate for Quantimex {

    /// The learned evaluation: `eval::FEATURES` weighted by `variants/weights/quantimex.txt`.
    fn evaluate(&self) -> f32 {
        static W: crate::weights::Slot = crate::weights::Slot::new();
        W.get(<Self as crate::declare::Variant>::NAME, eval::FEATURES).evaluate(self)
    }

    fn feature_names(&self) -> &'static [&'static str] {
        eval::FEATURES
    }

    fn features(&self, out: &mut [f32; mcts::eval::MAX_FEATURES]) {
        self.write_features(out, u32::MAX)
    }

    /// Skips `frozen`, `centre` and `king_zone` when their weights are zero (the centre and
    /// king-zone weights of `variants/weights/quantimex.txt` are).
    fn features_needed(&self, out: &mut [f32; mcts::eval::MAX_FEATURES], need: u32) {
        self.write_features(out, need)
    }

    fn weights_key(&self) -> Option<&'static str> {
        Some(<Self as crate::declare::Variant>::NAME)
    }

    /// Material for the player to decide, by [`value`], a frozen piece counting half (it can
    /// only wait or be removed), squashed to `[-1, 1]` by `tanh(diff / 10)`.
    fn evaluate_material(&self) -> f32 {
        let score = self.material_scores();
        let me = self.side.index();
        mcts::eval::tanh((score[me] - score[1 - me]) / 10.0)
    }
}

impl Odds for Quantimex {
    /// The first piece of the kind from file a (quantimex/odds.rs).
    fn without_piece(&self, player: Player, piece: char) -> Option<Self> {
        self.odds_without(player, piece)
    }
}

impl std::fmt::Debug for Quantimex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Quantimex({})", self.position_text())
    }
}
