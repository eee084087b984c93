//! Thread-scaling driver (not a bench): runs the same default-`mcts` search from a variant's
//! start position four ways, `REPS` times in turn, and prints iterations per second of each:
//! `seq1` the sequential search on one thread, `tree1` tree parallelism (`par=tree`) on one
//! thread (the cost of its atomic nodes), `tree2` tree parallelism on 2 threads, `root2` root
//! parallelism (`par=root`, the default) on 2 threads. Running the searches in turn, in one
//! process, makes their ratios comparable on a noisy machine; take medians over many rows.
//!
//! Run: `cargo run --release -p variants --features examples --example scaling -- VARIANT [KEY=VALUE ...] ITERS REPS`,
//! e.g. `-- chess 20000 8`. `ITERS` is the search's total over its threads; root parallelism
//! splits it into one tree per thread, so compare `root2` with `seq1` at `ITERS / 2` as well.

use mcts::search::{search_bench, Parallelism};
use mcts::{Game, SearchConfig};
use variants::registry::{self, GameVisitor, Params};

struct Run {
    iters: u32,
    reps: u32,
}

impl GameVisitor for Run {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let seq1 = SearchConfig {
            iters: self.iters,
            ..SearchConfig::default()
        };
        let tree1 = SearchConfig {
            par: Parallelism::Tree,
            ..seq1
        };
        let tree2 = SearchConfig {
            threads: 2,
            ..tree1
        };
        let root2 = SearchConfig { threads: 2, ..seq1 };
        println!("iterations per second, {} iterations a search", self.iters);
        for r in 0..self.reps {
            let mut line = String::new();
            for (name, c) in [
                ("seq1", &seq1),
                ("tree1", &tree1),
                ("tree2", &tree2),
                ("root2", &root2),
            ] {
                let s = search_bench(&start, c, 1 + u64::from(r));
                line += &format!("{name} {:>8.0}  ", s.iterations as f64 / s.secs);
            }
            println!("{}", line.trim_end());
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: scaling VARIANT [KEY=VALUE ...] ITERS REPS (e.g. chess 20000 8)";
    if args.len() < 3 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let n = args.len();
    let (Ok(iters), Ok(reps)) = (args[n - 2].parse::<u32>(), args[n - 1].parse::<u32>()) else {
        eprintln!("ITERS and REPS must be whole numbers; {usage}");
        std::process::exit(2);
    };
    let params = match Params::parse(&args[0], &args[1..n - 2]) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    registry::visit(&params, Run { iters, reps });
}
