//! The arguments of `collapse values`, shared by the regression (`values.rs`) and the imbalance
//! matches (`imbalance/`), so that neither imports the other for them.

use std::path::PathBuf;

use clap::Args;

use super::args::{OutArgs, RunArgs, RunHelp, SourceArgs, VariantArgs};
use super::range::whole;

/// Arguments of `collapse values`.
#[derive(Args, Debug)]
pub struct ValuesArgs {
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub source: SourceArgs<ValuesHelp>,
    #[command(flatten)]
    pub out: OutArgs<ValuesHelp>,
    /// Also write the values to this CSV (header variant,params,piece,value,lo,hi,games,method),
    /// for `collapse report --values FILE`: the regression replaces the file; the imbalance
    /// method appends its rows (the header when the file is new), so pieces measured one run at
    /// a time gather in one file.
    #[arg(long, value_name = "FILE")]
    pub values_out: Option<PathBuf>,
    /// With the regression: also write a weights file for the game's learned evaluation, the
    /// fitted piece logits rescaled to weigh together what the weights they replace weigh in
    /// the file in use, every other feature and the bias kept (docs/evaluation.md); try it
    /// with `eval=file:FILE`, adopt it by copying it to variants/weights/.
    #[arg(long, value_name = "FILE")]
    pub weights_out: Option<PathBuf>,
    /// Bootstrap resamples (over games) for the 95% intervals (1..=100000).
    #[arg(long, default_value_t = 200, allow_negative_numbers = true,
          value_parser = whole::<usize>(1, 100_000))]
    pub resamples: usize,
    /// L2 penalty per position on the weights (0 < LAMBDA < 1).
    #[arg(long, default_value_t = 1e-4, allow_negative_numbers = true,
          value_parser = super::range::open(0.0, 1.0))]
    pub lambda: f64,
    /// Positions before this ply are not sampled, the opening where material is level
    /// (0..=1000).
    #[arg(long, default_value_t = 6, allow_negative_numbers = true,
          value_parser = whole::<u32>(0, 1000))]
    pub min_ply: u32,
    #[command(flatten)]
    pub run: RunArgs<ValuesHelp>,
    /// How to measure: `regression` fits the result on material over self-play or --from
    /// games; `imbalance` plays odds matches (a piece removed from one side, pairs with
    /// colours reversed) and compares each to the pawn-odds match (docs/values.md).
    #[arg(
        long,
        default_value = "regression",
        value_name = "regression|imbalance"
    )]
    pub method: String,
    /// With --method imbalance: the piece letter to measure (upper or lower case), or `all`
    /// (the default): every piece of the start array but the king.
    #[arg(long, value_name = "LETTER|all")]
    pub piece: Option<String>,
    /// The unit: values are in this piece's worth, given VALUE (default 1), e.g. `q=9` where
    /// the pawn says too little to divide by (its weight in the regression, its odds match
    /// with --method imbalance, where the piece's own odds match is then played too); default
    /// the pawn `p`, or logits in a game without one.
    #[arg(long, value_name = "PIECE[=VALUE]")]
    pub unit: Option<String>,
    /// With --method imbalance: what the other side gives in return, one piece letter or a
    /// sum such as `3P` or `R+4P`, so the row is the difference piece minus VERSUS, in pawns;
    /// when VERSUS is pawns only (`3P`), the row is the piece's value, k plus that difference
    /// (H. G. Muller's balanced matches, whose scores stay near 50%).
    #[arg(long, value_name = "LETTERS")]
    pub versus: Option<String>,
    /// With --method imbalance, instead of --piece/--versus: one match, PIECE against VERSUS
    /// (`R` against nothing, `R:3P`, `Q:R+4P`); repeat for several, played in order. A match
    /// against a sum whose pieces have value rows earlier in the run is that piece's value
    /// too, chained on them: `--match R:3P --match Q:R+4P` gives Q = R + 4 + (Q minus R+4P),
    /// its interval bootstrapped jointly with R's.
    #[arg(long = "match", value_name = "PIECE[:VERSUS]",
          conflicts_with_all = ["piece", "versus"])]
    pub matches: Vec<String>,
}

/// The help texts and defaults of `collapse values`'s shared options ([`RunHelp`]).
#[derive(Debug, Clone)]
pub struct ValuesHelp;

impl RunHelp for ValuesHelp {
    const SEED: &'static str =
        "Tournament seed of the self-play games and of the bootstrap (0..=18446744073709551615)";
    const THREADS: &'static str =
        "Worker threads for the self-play games (0..=1000000; 0 = all cores)";
    const SHORT: bool = false;
    const AGENT_DEFAULT: Option<&'static str> = Some("mcts:iters=200");
    const GAMES: &'static str = "Self-play games to play first (without --from), from 2-ply random openings; with --method imbalance, games per odds match (rounded up to whole pairs) (2..=1000000)";
    const GAMES_DEFAULT: &'static str = "400";
    const GAMES_RANGE: (i128, i128) = (2, 1_000_000);
    const OUT: &'static str =
        "Where the self-play games go (default results/values-VARIANT-TIME.csv)";
}
