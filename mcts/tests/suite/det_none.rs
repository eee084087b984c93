//! `det=none` never determinizes, whatever the game says about hidden information (issue 10:
//! Uncertainty's `has_uncertainty()` is now true, and full search must stay what it was): a
//! game whose `determinize` panics is searched with every parallel mode.

use mcts::search::{search, Determinization, Parallelism, SearchConfig};
use mcts::testgames::TicTacToe;
use mcts::{rng_from_seed, GameRng, MoveError, Outcome, Player, PositionError};
use mcts::{Codec, Evaluate, Odds, Rules};

/// Tic-tac-toe that claims hidden information and panics when determinized.
#[derive(Clone, Debug, Default)]
struct Claims(TicTacToe);

impl Rules for Claims {
    type Move = u8;
    fn to_move(&self) -> Player {
        self.0.to_move()
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        self.0.legal_moves(moves)
    }
    fn play(&mut self, mv: u8) {
        self.0.play(mv)
    }
    fn outcome(&self) -> Outcome {
        self.0.outcome()
    }
    fn plies(&self) -> u32 {
        self.0.plies()
    }
    fn hash(&self) -> u64 {
        self.0.hash()
    }
    fn has_uncertainty(&self) -> bool {
        true
    }
    fn determinize(&self, _rng: &mut GameRng) -> Self {
        panic!("det=none determinized");
    }
}

impl Codec for Claims {
    fn variant_name(&self) -> &'static str {
        "claims"
    }
    fn format_move(&self, mv: u8) -> String {
        self.0.format_move(mv)
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        self.0.parse_move(text)
    }
    fn position_text(&self) -> String {
        self.0.position_text()
    }
    fn load_position(&self, text: &str) -> Result<Self, PositionError> {
        self.0.load_position(text).map(Claims)
    }
    fn diagram(&self) -> String {
        self.0.diagram()
    }
    fn cells(&self) -> Vec<(String, String)> {
        self.0.cells()
    }
}

impl Evaluate for Claims {
    fn evaluate(&self) -> f32 {
        self.0.evaluate()
    }
}

impl Odds for Claims {}

#[test]
fn det_none_never_calls_determinize() {
    for (threads, par) in [
        (1, Parallelism::Root),
        (2, Parallelism::Root),
        (2, Parallelism::Tree),
    ] {
        let c = SearchConfig {
            iters: 300,
            threads,
            par,
            det: Determinization::None,
            ..SearchConfig::default()
        };
        let r = search(&Claims::default(), &c, &mut rng_from_seed(1));
        assert_eq!(r.iterations, 300);
    }
}

#[test]
#[should_panic(expected = "det=none determinized")]
fn the_probe_does_detect_a_determinization() {
    // The same search with det=pimc:2 must determinize: proves the probe above can fail.
    let c = SearchConfig {
        iters: 100,
        det: Determinization::Pimc(2),
        ..SearchConfig::default()
    };
    search(&Claims::default(), &c, &mut rng_from_seed(1));
}
