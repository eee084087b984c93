//! The options several subcommands share, each declared once as a clap struct they flatten
//! where the option stands in their `--help` (so one struct per option: the orders differ),
//! what differs per subcommand given by the consts of its help type ([`RunHelp`],
//! [`VariantHelp`]). It imports no other CLI module but the value parsers'.

use std::marker::PhantomData;
use std::path::PathBuf;

use clap::builder::Resettable;

use super::range::{whole, MAX_SEED};

/// The most games per pairing (`--games`) of a tournament or per combination of a sweep: the
/// schedule is computed lazily, so a billion games cost no memory up front.
pub const MAX_GAMES: i128 = 1_000_000_000;

/// The most `--threads` accepted; more than the machine's cores is capped with a notice.
pub const MAX_THREADS: i128 = 1_000_000;

/// What differs between subcommands in `--variant` and `--param` ([`VariantArgs`]); the
/// defaults are those of one variant with one parameter set ([`OneVariant`]).
pub trait VariantHelp: std::fmt::Debug + Clone + Send + Sync + 'static {
    /// The default of `--variant`; `None` makes it required.
    const VARIANT_DEFAULT: Option<&'static str> = Some("uncertainty");
    /// The value name of `--param`.
    const PARAM_NAME: &'static str = "KEY=VALUE";
    /// The help of `--param` (`-h`).
    const PARAM: &'static str =
        "A variant parameter as KEY=VALUE; repeat for several (see `collapse variants`)";
    /// The lead of `--param`'s long help (`--help`), above every variant's parameters;
    /// `None`: `PARAM` and a full stop.
    const PARAM_LONG: Option<&'static str> =
        Some("A variant parameter as KEY=VALUE; repeat for several.");
}

/// `--variant` and `--param` of one variant (default `uncertainty`) and one parameter set.
#[derive(Debug, Clone)]
pub struct OneVariant;

impl VariantHelp for OneVariant {}

/// A variant and its parameters (`tune`'s and `sweep`'s: several values per key, no default).
#[derive(clap::Args, Debug, Clone)]
pub struct VariantArgs<H: VariantHelp = OneVariant> {
    /// Variant name (see `collapse variants`).
    #[arg(long, short = 'v', default_value = H::VARIANT_DEFAULT,
          required = H::VARIANT_DEFAULT.is_none())]
    pub variant: String,
    /// The parameters as KEY=VALUE, one per `--param` (the help is `H::PARAM`).
    #[arg(long = "param", short = 'p', value_name = H::PARAM_NAME, help = H::PARAM,
          long_help = variants::registry::param_help(
              &H::PARAM_LONG.map_or(format!("{}.", H::PARAM), String::from)))]
    pub params: Vec<String>,
    #[arg(skip)]
    _help: PhantomData<H>,
}

/// Where a position comes from: the variant's start, or a position text, then moves.
#[derive(clap::Args, Clone, Debug)]
pub struct PositionArgs {
    /// Start from this position text instead of the variant's setup (the variant's position
    /// format; `collapse show --variant V` prints the start position in it).
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play first, space-separated, in the variant's notation.
    #[arg(long, default_value = "")]
    pub moves: String,
}

/// What differs in the options of [`RunArgs`], [`GamesArgs`], [`AgentArgs`], [`OutArgs`] and
/// [`ResumeArgs`] between the subcommands that flatten them: help texts, defaults, whether
/// required, short forms. Only a subcommand that flattens a struct needs to set its consts.
pub trait RunHelp: std::fmt::Debug + Clone + Send + Sync + 'static {
    /// The help of `--seed`, its range stated as `(0..=18446744073709551615)`.
    const SEED: &'static str;
    /// The help of `--threads`, its range stated as `(0..=1000000; ...)`.
    const THREADS: &'static str;
    /// `-s`, `-t`, `-a`, `-g` and `-o` for `--seed`, `--threads`, `--agent`, `--games`, `--out`.
    const SHORT: bool = true;
    /// The help of `--agent` ([`AgentArgs`]).
    const AGENT: &'static str = "The agent of the self-play games";
    /// The default of `--agent`; `None` makes it required.
    const AGENT_DEFAULT: Option<&'static str> = None;
    /// The value name of `--agent`.
    const AGENT_NAME: &'static str = "AGENT";
    /// The help of `--games` ([`GamesArgs`]), its range stated as `(LO..=HI)`.
    const GAMES: &'static str = "";
    /// The default of `--games` (a subcommand with `--games` sets it).
    const GAMES_DEFAULT: &'static str = "";
    /// The range of `--games`, `(LO, HI)`.
    const GAMES_RANGE: (i128, i128) = (1, MAX_GAMES);
    /// What `--games 0` would mean, added to the message refusing it.
    const GAMES_ZERO: Option<&'static str> = None;
    /// The help of `--out` ([`OutArgs`]).
    const OUT: &'static str = "";
    /// `--out` must be given.
    const OUT_REQUIRED: bool = false;
    /// The help of `--resume` ([`ResumeArgs`]).
    const RESUME: &'static str = "";
}

/// The seed and the thread cap of `values`, `fit-eval`, `sweep`, `tune`, `explore`, `tournament`.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs<H: RunHelp> {
    /// The seed: every game's seed derives from it and the game's id (0..=2^64 - 1).
    #[arg(long, short = if H::SHORT { Some('s') } else { None }, help = H::SEED,
          default_value_t = 1, allow_negative_numbers = true,
          value_parser = whole::<u64>(0, MAX_SEED))]
    pub seed: u64,
    /// Threads in total (0 = one per core; more than the cores is capped).
    #[arg(long, short = if H::SHORT { Some('t') } else { None }, help = H::THREADS,
          default_value_t = 0, allow_negative_numbers = true,
          value_parser = whole::<usize>(0, MAX_THREADS))]
    pub threads: usize,
    #[arg(skip)]
    _help: PhantomData<H>,
}

/// `--games` of `values`, `fit-eval`, `sweep`, `explore` and `tournament`: a `u32` for all,
/// every range fitting one (`explore` widens it to its `u64` count).
#[derive(clap::Args, Debug, Clone)]
pub struct GamesArgs<H: RunHelp> {
    /// How many games.
    #[arg(long, short = if H::SHORT { Some('g') } else { None }, help = H::GAMES,
          default_value = H::GAMES_DEFAULT, allow_negative_numbers = true,
          value_parser = whole::<u32>(H::GAMES_RANGE.0, H::GAMES_RANGE.1)
              .zero_hint(H::GAMES_ZERO))]
    pub games: u32,
    #[arg(skip)]
    _help: PhantomData<H>,
}

/// `--agent` of `values`, `fit-eval`, `tune` and `explore`: one agent spec (`sweep` and
/// `tournament` take several, a `Vec`, and declare theirs).
#[derive(clap::Args, Debug, Clone)]
pub struct AgentArgs<H: RunHelp> {
    /// The agent spec (see `collapse agents`).
    #[arg(long, short = if H::SHORT { Some('a') } else { None }, help = H::AGENT,
          value_name = H::AGENT_NAME, default_value = H::AGENT_DEFAULT,
          required = H::AGENT_DEFAULT.is_none())]
    pub agent: String,
    #[arg(skip)]
    _help: PhantomData<H>,
}

/// Where the games of `values` and `fit-eval` come from: the CSVs `--from`, else `--games`
/// self-play games of `--agent` (`collapse values`'s `--method imbalance` plays its own).
#[derive(clap::Args, Debug, Clone)]
pub struct SourceArgs<H: RunHelp> {
    /// Fit on these tournament CSVs (their games of this variant and parameter set) instead
    /// of playing games.
    #[arg(long, num_args = 1.., value_name = "CSV")]
    pub from: Vec<PathBuf>,
    #[command(flatten)]
    pub games: GamesArgs<H>,
    #[command(flatten)]
    pub agent: AgentArgs<H>,
}

/// `--out`, the file a subcommand writes (its games CSV; `fit-eval`'s weights), of `values`,
/// `fit-eval`, `tune`, `sweep`, `explore` and `tournament`; `Some` when `H::OUT_REQUIRED`.
#[derive(clap::Args, Debug, Clone)]
pub struct OutArgs<H: RunHelp> {
    /// The output file.
    #[arg(long, short = if H::SHORT { Some('o') } else { None }, help = H::OUT,
          required = H::OUT_REQUIRED)]
    pub out: Option<PathBuf>,
    #[arg(skip)]
    _help: PhantomData<H>,
}

impl<H: RunHelp> OutArgs<H> {
    /// `--out`, or without it `results/STEM-UNIXTIME.csv` ([`default_out`]).
    pub fn or_default(&self, stem: &str) -> PathBuf {
        self.out.clone().unwrap_or_else(|| default_out(stem))
    }
}

/// A default output CSV `results/STEM-UNIXTIME.csv`; two runs in the same second get
/// different names (`-2`, `-3`, ...), so a default name never lands on an existing file.
pub fn default_out(stem: &str) -> PathBuf {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let base = format!("results/{stem}-{t}");
    (1u32..)
        .map(|n| match n {
            1 => PathBuf::from(format!("{base}.csv")),
            n => PathBuf::from(format!("{base}-{n}.csv")),
        })
        .find(|p| !p.exists())
        .expect("some numbered name is free")
}

/// `--resume` of `tune`, `sweep`, `explore` and `tournament`: continue the run of `--out`,
/// which it requires (unless `--out` is required anyway).
#[derive(clap::Args, Debug, Clone)]
pub struct ResumeArgs<H: RunHelp> {
    /// Continue the run of `--out`.
    #[arg(long, help = H::RESUME, requires = if H::OUT_REQUIRED { Resettable::Reset }
          else { Resettable::Value("out".into()) })]
    pub resume: bool,
    #[arg(skip)]
    _help: PhantomData<H>,
}
