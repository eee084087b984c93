//! `collapse`: Monte Carlo tree search plays unusual chess variants. The command line wires the
//! crates together and holds no game logic (DESIGN.md "Layout").

mod cli;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use cli::args::{PositionArgs, VariantArgs};
use cli::range::{whole, MAX_SEED};

/// The largest `--min-games` (more games than any set of CSV files holds).
const MAX_MIN_GAMES: i128 = 1_000_000_000_000;

/// Monte Carlo tree search plays unusual chess variants: tournaments that write every game to
/// CSV, and reports of standings, colour balance, terminations and game lengths.
#[derive(Parser)]
#[command(name = "collapse", version, about, long_about = None, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every variant with its parameters, allowed values and defaults.
    Variants,
    /// Print the legal moves of a position, one per line, in the variant's notation.
    Moves {
        #[command(flatten)]
        variant: VariantArgs,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Show the board of a position in the seed's diagram style (or as JSON).
    Show {
        #[command(flatten)]
        variant: VariantArgs,
        #[command(flatten)]
        position: PositionArgs,
        /// Print a JSON object: to_move, cells (cell -> piece), outcome, position, plies, ...
        #[arg(long)]
        json: bool,
    },
    /// Play one game between two agents, printing each move; `human` plays a side from the
    /// terminal (moves in the variant's notation; `moves`, `show`, `undo`, `resign`, `help`).
    Play {
        #[command(flatten)]
        variant: VariantArgs,
        /// Where the game starts: --position TEXT (the variant's position text) and --moves
        /// played before the agents take over.
        #[command(flatten)]
        position: PositionArgs,
        /// White's agent spec, e.g. `mcts:iters=800` (see `collapse agents`), or `human`.
        #[arg(long, default_value = "mcts")]
        white: String,
        /// Black's agent spec, or `human`.
        #[arg(long, default_value = "random")]
        black: String,
        /// Seed of the game (every random choice derives from it) (0..=18446744073709551615).
        #[arg(long, default_value_t = 1, allow_negative_numbers = true,
              value_parser = whole::<u64>(0, MAX_SEED))]
        seed: u64,
        /// Print the board after every move.
        #[arg(long)]
        boards: bool,
        /// After each searched move, print the iterations the agent ran and the seconds it
        /// took (MCTS agents; a move with one legal choice runs no search).
        #[arg(long)]
        verbose: bool,
    },
    /// List the agents and their keys: default, range and meaning (`collapse agents mcts --key
    /// sh` for one key in full).
    Agents(cli::agents::AgentsArgs),
    /// Run a tournament (round robin or gauntlet), writing every game to CSV, then report.
    Tournament(cli::tournament::TournamentArgs),
    /// Report on tournament CSV files: standings, head to head, game pairs (pentanomial),
    /// ratings of many agents, colour balance, terminations, lengths, one section per
    /// variant and parameter set; each game counted once, rows no game could produce refused
    /// (exit 2); `--html` also writes one self-contained page with charts and the opening tree.
    Report {
        /// CSV files written by `collapse tournament` (several are merged).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Also show an SPRT for the first agent against the second, e.g.
        /// `elo0=0,elo1=10,alpha=0.05,beta=0.05[,model=logistic|bayeselo|normalized]`.
        #[arg(long, value_name = "elo0=E0,elo1=E1,alpha=A,beta=B")]
        sprt: Option<String>,
        /// Standings, Elo and ratings over every variant and parameter set together (the
        /// output says so) instead of one section per variant and parameter set.
        #[arg(long)]
        pool: bool,
        /// Leave out rows no game could produce (moves that do not replay, an unknown
        /// variant or termination, a result the moves contradict, one game id with two
        /// records) and say how many, instead of stopping with exit 2.
        #[arg(long)]
        skip_invalid: bool,
        /// Also write the report as one self-contained HTML page (inline SVG charts, the
        /// opening tree with each position's diagram); replaced only by a complete page.
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        /// Plies of the HTML page's opening trees (1..=50).
        #[arg(long, default_value_t = 3, requires = "html", allow_negative_numbers = true,
              value_parser = whole::<usize>(1, 50))]
        depth: usize,
        /// Leave out of the HTML opening trees lines played in fewer games
        /// (1..=1000000000000).
        #[arg(long, default_value_t = 2, requires = "html", allow_negative_numbers = true,
              value_parser = whole::<u64>(1, MAX_MIN_GAMES))]
        min_games: u64,
        /// Games the HTML page's viewer embeds (replayable move by move); beyond this many,
        /// an even sample with each variant's shortest and longest game, and the page says
        /// how many are left out (0..=100000; 0 = no viewer).
        #[arg(long, default_value_t = reports::DEFAULT_MAX_GAMES, requires = "html",
              allow_negative_numbers = true, value_parser = whole::<usize>(0, 100_000))]
        html_games: usize,
        /// Also show the piece values of this file (`collapse values --values-out`): a table
        /// per variant and a bar chart with the interval whiskers in the HTML page; repeat
        /// for several.
        #[arg(long, value_name = "FILE")]
        values: Vec<PathBuf>,
    },
    /// Opening statistics: the tree of the first plies over the games of CSV files of one
    /// variant and parameter set (games, share, White/draw/Black %, White score with a 95% Wilson
    /// interval, mean length), children sorted by games.
    Openings {
        /// CSV files written by `collapse tournament` (one variant and parameter set).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Plies of the tree (1..=50).
        #[arg(long, short = 'd', default_value_t = 2, allow_negative_numbers = true,
              value_parser = whole::<usize>(1, 50))]
        depth: usize,
        /// Leave out lines played in fewer games (and everything below them)
        /// (1..=1000000000000).
        #[arg(long, default_value_t = 1, allow_negative_numbers = true,
              value_parser = whole::<u64>(1, MAX_MIN_GAMES))]
        min_games: u64,
        /// Write the tree as CSV to this file instead of printing a table.
        #[arg(long)]
        csv: Option<PathBuf>,
    },
    /// Self-play over every combination of variant parameter values (`--param key=a,b`) and
    /// agent keys (`key=a|b` in a spec) into one CSV, then a balance table per combination:
    /// White score with a 95% Wilson interval, draw / move-cap / decisive shares, lengths,
    /// mean branching factor; the most balanced combination marked.
    Sweep(cli::sweep::SweepArgs),
    /// Find the most balanced combination with fewer games: a Hoeffding race (Maron & Moore
    /// 1994) that drops a combination once its interval of |White score - 50%| lies above the
    /// best one's; with probability at least 1 - DELTA (95% by default) no combination as
    /// balanced as the best is dropped. Games go to a CSV as they finish; --resume continues.
    Tune(cli::tune::TuneArgs),
    /// Which opening lines are good? Self-play games from every line of legal moves to
    /// --depth (or the --top K per position), spent adaptively: first --init games per line,
    /// then LUCB1 (Kalyanakrishnan, Tewari, Auer & Stone 2012) on the best or worst line, or
    /// uniform until every 95% interval is narrower than W (--goal best|worst|width=W). Prints
    /// the lines ranked by White score with intervals and Holm-corrected tests against their
    /// siblings; games go to the tournament CSV (line in `opening`), lines to a CSV beside it.
    Explore(cli::explore::ExploreArgs),
    /// Join shard CSVs (from `tournament` or `explore --shard K/N`) into one file sorted by game id.
    Merge {
        /// The shard CSV files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The merged CSV to write (must not exist).
        #[arg(long, short = 'o')]
        out: PathBuf,
    },
    /// Measure random-playout speed and MCTS iterations per second.
    Bench(cli::bench::BenchArgs),
    /// Count leaf nodes of the move tree to a depth (move-generation check and speed).
    Perft(cli::perft::PerftArgs),
    /// Search one position with MCTS and print the root statistics: the chosen move, and each
    /// root move's visits, share and mean value (the position from --position and --moves).
    Analyse(cli::analyse::AnalyseArgs),
    /// Speak UCI on standard input and output (orthodox chess), so cutechess-cli or fastchess
    /// can run our agent as an engine: `uci`, `isready`, `ucinewgame`, `position`, `go`
    /// (movetime, wtime/btime, nodes, depth), `quit`.
    Uci(cli::uci::UciArgs),
    /// Each piece's value in pawns with a 95% interval: logistic regression of game results
    /// on material, from CSVs (--from) or self-play games it plays first.
    Values(cli::values::ValuesArgs),
    /// Fit the learned evaluation's weights: logistic regression of game results on each
    /// game's evaluation features (material, mobility, centre, pawn advance, king zone), from
    /// CSVs (--from) or self-play games it plays first; writes a weights file.
    FitEval(cli::fiteval::FitEvalArgs),
    /// Play, analyse and watch every variant in the browser: a local web server (127.0.0.1
    /// unless --bind says otherwise) that prints its URL.
    Serve(cli::serve::ServeArgs),
}

/// A closed standard output (`collapse show | head -c1`) ends every subcommand quietly with
/// exit 0, as `ls | head` does: Rust ignores SIGPIPE, so `print!` panics on the write error
/// EPIPE; this panic hook recognizes exactly that panic and exits 0 without a message. Files a
/// subcommand writes (a tournament's CSV) are flushed row by row, so nothing is lost. Any
/// other failed write to standard output (`collapse variants > /dev/full`: disk full) exits 1
/// at once with the OS error, as every failed write does. Every other panic goes to the
/// default hook.
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if let Some(why) = msg.strip_prefix("failed printing to stdout: ") {
            if why.contains("os error 32") {
                std::process::exit(0);
            }
            eprintln!("error: cannot write to standard output: {why}");
            std::process::exit(i32::from(cli::CliError::WRITE));
        }
        default(info);
    }));
}

/// Exits with clap's error `e`; for an argument the subcommand does not have but another one
/// does (`tournament --html`), the error names the subcommands that take it.
fn exit_with_hint(e: clap::Error) -> ! {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    use clap::CommandFactory;
    if e.kind() == ErrorKind::UnknownArgument {
        if let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) {
            let long = arg.split('=').next().unwrap_or(arg).trim_start_matches('-');
            let owners: Vec<String> = Cli::command()
                .get_subcommands()
                .filter(|c| c.get_arguments().any(|a| a.get_long() == Some(long)))
                .map(|c| format!("collapse {} --{long}", c.get_name()))
                .collect();
            if !owners.is_empty() && arg.starts_with("--") {
                let _ = e.print();
                eprintln!(
                    "\nnote: --{long} is an option of {} (see its --help)",
                    owners.join(", ")
                );
                std::process::exit(2);
            }
        }
    }
    e.exit()
}

fn main() -> ExitCode {
    quiet_on_closed_stdout();
    let cli = Cli::try_parse().unwrap_or_else(|e| exit_with_hint(e));
    let result = match cli.command {
        Command::Variants => {
            print!("{}", lab::show::variants_text());
            Ok(())
        }
        Command::Agents(args) => cli::agents::run(&args),
        Command::Moves { variant, position } => cli::show::moves(&variant, &position),
        Command::Show {
            variant,
            position,
            json,
        } => cli::show::show(&variant, &position, json),
        Command::Play {
            variant,
            position,
            white,
            black,
            seed,
            boards,
            verbose,
        } => cli::play::play(&variant, &position, &white, &black, seed, boards, verbose),
        Command::Tournament(args) => cli::tournament::run(&args),
        Command::Analyse(args) => cli::analyse::run(&args),
        Command::Uci(args) => cli::uci::run(&args),
        Command::Values(args) => cli::values::run(&args),
        Command::FitEval(args) => cli::fiteval::run(&args),
        Command::Report {
            files,
            sprt,
            pool,
            skip_invalid,
            html,
            depth,
            min_games,
            html_games,
            values,
        } => {
            let html = html.map(|path| cli::html::HtmlArgs {
                path,
                depth,
                min_games,
                max_games: html_games,
            });
            cli::report::report(&files, sprt.as_deref(), html, pool, skip_invalid, &values)
        }
        Command::Openings {
            files,
            depth,
            min_games,
            csv,
        } => cli::openings::run(&files, depth, min_games, csv.as_deref()),
        Command::Sweep(args) => cli::sweep::run(&args),
        Command::Tune(args) => cli::tune::tune(&args),
        Command::Explore(args) => cli::explore::run(&args),
        Command::Merge { files, out } => cli::tournament::merge(&files, &out),
        Command::Bench(args) => cli::bench::run(&args),
        Command::Perft(args) => cli::perft::run(&args),
        Command::Serve(args) => cli::serve::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.code)
        }
    }
}

/// Every numeric option states its range and enforces exactly it (a unit test of the clap
/// tree, kept beside the integration tests).
#[cfg(test)]
#[path = "../tests/unit/option_ranges.rs"]
mod option_ranges;
