//! Bad or unusual invocations, table-driven (issue 24, "Tests"): each row is a command line,
//! the exit code it must give and a fragment of the message that names the problem (and,
//! where there is one, the fix or the valid choices). Exit 2 is a usage or input error, 0 a
//! success. `{dir}` in an argument is this test's scratch folder, which holds an empty file,
//! a file that is not a tournament CSV, a CSV with only the header, and a directory.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::common;
use crate::common::text;

/// (arguments, exit code, fragment of stderr, or of stdout for exit 0).
const CASES: &[(&[&str], i32, &str)] = &[
    // Variants and parameters.
    (&["moves", "-v", "nosuch"], 2, "unknown variant 'nosuch'; valid variants: uncertainty, potential, chess"),
    (&["moves", "-v", "chess", "-p", "foo=bar"], 2, "variant 'chess' has no parameter 'foo'; valid parameters: move_cap"),
    (&["moves", "-v", "fiveup", "-p", "topology=sphere"], 2, "no value 'sphere'; allowed values: cube, hypercylinder, hypertorus"),
    (&["moves", "-v", "fiveup", "-p", "unicorn=maybe"], 2, "allowed values: off, on"),
    (&["moves", "-v", "fiveup", "-p", "topology"], 2, "topology"),
    (&["moves", "-v", "chess", "-p", "move_cap=0"], 2, "whole number in 1..=100000, not '0'"),
    (&["moves", "-v", "chess", "-p", "move_cap=-5"], 2, "not '-5'"),
    (&["moves", "-v", "chess", "-p", "move_cap=abc"], 2, "not 'abc'"),
    (&["moves", "-v", "chess", "-p", "move_cap=100001"], 2, "1..=100000"),
    (&["moves", "-v", "uncertainty", "-p", "board=moon"], 2, "allowed values: standard, torus, fiveup, hypertorus"),
    (&["moves", "-v", "uncertainty", "-p", "retransform=yes"], 2, "'retransform' has no value 'yes'"),
    (&["moves", "-v", "quantimex", "-p", "spread=zzz"], 2, "spread"),
    (&["bench", "-v", "fiveup", "-p", "topology=sphere"], 2, "no value 'sphere'"),
    (&["bench", "-v", "nosuch"], 2, "unknown variant 'nosuch'"),
    (&["bench", "--moves", "e2e4", "--quick"], 2, "name it with --variant"),
    (&["bench", "-v", "chess", "--moves", "e2e4 zz", "--quick"], 2, "--moves: move 2 'zz' is not legal here"),
    (&["bench", "-v", "chess", "--position", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", "--quick"], 2, "already decided (1-0 checkmate)"),
    (&["show", "-v", "nosuch"], 2, "unknown variant 'nosuch'"),
    (&["perft", "-v", "nosuch", "--depth", "1"], 2, "unknown variant 'nosuch'"),
    (&["analyse", "--variant", "nosuch"], 2, "unknown variant 'nosuch'"),
    (&["tournament", "--variant", "fiveup", "--agent", "uci", "--agent", "random"], 2, "agent 'uci' plays through a UCI engine, which speaks only orthodox chess"),
    (&["tournament", "--variant", "chess", "--agent", "uci:cmd=", "--agent", "random"], 2, "key 'cmd': empty value"),
    (&["tournament", "--variant", "chess", "--agent", "uci:ms=0", "--agent", "random"], 2, "ms"),
    (&["uci", "--agent", "uci"], 2, "give our own agent"),
    (&["tournament", "--variant", "nosuch", "--agent", "random", "--agent", "random"], 2, "unknown variant 'nosuch'"),
    (&["tournament", "--variant", "chess", "-p", "move_cap=x", "--agent", "random", "--agent", "random"], 2, "'move_cap' must be a whole number"),
    // Moves.
    (&["moves", "-v", "chess", "--moves", "e2-e5"], 2, "move 1 'e2-e5' is not legal here"),
    (&["moves", "-v", "chess", "--moves", "e2-e4 e2-e4"], 2, "move 2 'e2-e4' is not legal here"),
    (&["moves", "-v", "chess", "--moves", "e2-e4 e7-e5 nonsense"], 2, "expected a move like e2-e4"),
    (&["moves", "-v", "chess", "--moves", "e2-e9"], 2, "legal moves (20)"),
    (&["moves", "-v", "fiveup", "--moves", "Zz9-Aa1"], 2, "cell 'Zz9' does not exist"),
    (&["moves", "-v", "fiveup", "--moves", "Dc2-Dc5"], 2, "move 1 'Dc2-Dc5' is not legal here"),
    (&["moves", "-v", "potential", "--moves", "a2-a9"], 2, "write it as d2-d4>QRP"),
    (&["moves", "-v", "potential", "--moves", "a2:a7>QR (k)"], 2, "move 2 '(k)' is not legal here"),
    (&["moves", "-v", "quantimex", "--moves", "zz"], 2, "a move is FROM-TO"),
    (&["moves", "-v", "interdependent", "--moves", "a1-a1"], 2, "cannot reach a1"),
    (&["moves", "-v", "uncertainty", "--moves", "a1-a2"], 2, "no legal move goes from there to there"),
    (&["show", "-v", "chess", "--moves", "e2-e4 e7-e5 nonsense"], 2, "move 3 'nonsense'"),
    (&["perft", "-v", "chess", "--depth", "1", "--moves", "e2-e9"], 2, "move 1 'e2-e9'"),
    (&["analyse", "--variant", "chess", "--moves", "zz"], 2, "move 1 'zz'"),
    (&["moves", "-v", "chess", "--moves", "f2-f3 e7-e5 g2-g4 d8-h4 a2-a3"], 2, "the game is already over"),
    // Positions.
    (&["moves", "-v", "chess", "--position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"], 2, "has 7 ranks separated by '/', not 8"),
    (&["moves", "-v", "chess", "--position", "xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"], 2, "unknown piece letter 'x'"),
    (&["moves", "-v", "chess", "--position", ""], 2, "write 4 to 6 fields"),
    (&["moves", "-v", "chess", "--position", "8/8/8/8/8/8/8/8 w - - 0 1"], 2, "exactly one king"),
    (&["moves", "-v", "chess", "--position", "4k3/8/8/8/8/8/8/4K2R b K - 0 1"], 0, "e8"),
    (&["moves", "-v", "chess", "--position", "4k3/8/8/8/8/8/8/R3K3 w K - 0 1"], 2, "castling"),
    (&["moves", "-v", "chess", "--position", "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1"], 2, "the side not to move cannot be in check"),
    (&["moves", "-v", "chess", "--position", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"], 2, "rank"),
    (&["moves", "-v", "fiveup", "--position", "garbage"], 2, "field 'position': 'garbage' has 1 fields; write 5 fields"),
    (&["moves", "-v", "fiveup", "--position", "2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/R*1K2 w K - 0"], 2, "off the hypertorus '*' marks only a pawn"),
    (&["moves", "-v", "fiveup", "--position", "2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/R+U1K2 w K - 0"], 2, "unicorn=on"),
    (&["moves", "-v", "fiveup", "-p", "unicorn=on", "--position", "2k2/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/R+U1K2 w K - 0"], 0, "Ec1-Ea1"),
    (&["moves", "-v", "fiveup", "-p", "topology=hypertorus", "--position", "5/p*4/5/5/5|5/5/5/5/3k*1|5/5/5/3P*1/5|3K*1/5/5/P1P2/5|3R*1/5/5/P1PP1/5 b Kk - 91"], 0, "Aa4-Ba4"),
    (&["moves", "-v", "fiveup", "--position", "5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|5/5/5/5/2K2 w - - 0"], 2, "kings"),
    (&["moves", "-v", "potential", "--position", "bad"], 2, "write 7 fields"),
    (&["moves", "-v", "quantimex", "--position", "bad"], 2, "write 5 fields"),
    (&["moves", "-v", "interdependent", "--position", "bad"], 2, "write 4 fields"),
    (&["moves", "-v", "uncertainty", "--position", "bad"], 2, "write 6 fields"),
    // 24 White pawns beside a full reserve: each reserve piece replaces a pawn, 16 in all.
    (&["moves", "-v", "uncertainty", "--position", "pppppppp/p1p1p1p1/1p1p1p1p/8/PPPPPPPP/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN kqrrbbnn 0000 0"], 2, "field 'board'"),
    (&["moves", "-v", "uncertainty", "--position", "pppppppp/p1p1p1p1/1p1p1p1p/8/PPPPPPPP/1P1P1P1P/P1P1P1P1/PPPPPPPP w KQRRBBNN kqrrbbnn 0000 0"], 2, "gives white 24 pawns"),
    // An option of another subcommand is named with its owner.
    (&["tournament", "--html", "x.html"], 2, "note: --html is an option of collapse report --html"),
    // Agents.
    (&["play", "-v", "chess", "--white", "nosuch"], 2, "unknown agent 'nosuch'; valid agents: random; greedy; alphabeta"),
    (&["play", "-v", "chess", "--black", "mcts:iters=-1"], 2, "'-1' is not a whole number (expected 0..=100000000)"),
    (&["play", "-v", "chess", "--white", "mcts:foo=1"], 2, "agent 'mcts' has no key 'foo'; valid keys: iters"),
    (&["play", "-v", "chess", "--white", "mcts:c=abc"], 2, "'abc' is not a number (expected 0..=100)"),
    (&["play", "-v", "chess", "--white", "mcts:c=1000"], 2, "1000 is out of range (expected 0..=100)"),
    (&["play", "-v", "chess", "--white", "mcts:iters=0,ms=0"], 2, "iters=0 and ms=0 leave no budget"),
    (&["play", "-v", "chess", "--white", "mcts:ms=-1"], 2, "key 'ms'"),
    (&["play", "-v", "chess", "--white", "mcts:ms=86400001"], 2, "0..=86400000"),
    (&["play", "-v", "chess", "--white", "alphabeta:depth=0"], 2, "0 is out of range (expected 1..=64)"),
    (&["play", "-v", "chess", "--white", "alphabeta:depth=99999"], 2, "99999 is out of range"),
    (&["play", "-v", "chess", "--white", "alphabeta:foo=1"], 2, "agent 'alphabeta' has no key 'foo'"),
    (&["play", "-v", "chess", "--white", "random:x=1"], 2, "agent 'random' takes no keys (got 'x=1')"),
    (&["play", "-v", "chess", "--white", "greedy:depth=2"], 2, "agent 'greedy' takes no keys"),
    (&["play", "-v", "chess", "--white", "mcts:det=pimc:0"], 2, "0 is out of range (expected 1..=10000)"),
    (&["play", "-v", "chess", "--white", "mcts:det=magic"], 2, "is not a determinization mode (expected none, ismcts, or pimc:K"),
    (&["play", "-v", "chess", "--white", "mcts:threads=0"], 2, "(expected 1..=256)"),
    (&["play", "-v", "chess", "--white", "mcts:threads=100000"], 2, "100000 is out of range"),
    (&["play", "-v", "chess", "--white", "mcts:par=both"], 2, "(expected root or tree)"),
    (&["play", "-v", "chess", "--white", "mcts:fpu=none"], 2, "(expected first or heur)"),
    (&["play", "-v", "chess", "--white", "mcts:heur=none"], 2, "(expected eval, exact, capqs or qs)"),
    (&["play", "-v", "chess", "--white", "mcts:iters=1,iters=2"], 2, "key 'iters' is given twice"),
    (&["play", "-v", "chess", "--white", ""], 2, "empty agent spec; valid agents"),
    (&["play", "-v", "chess", "--white", "mcts:iters"], 2, "iters"),
    (&["play", "-v", "chess", "--seed", "abc"], 2, "invalid value 'abc' for '--seed"),
    (&["play", "-v", "quantimex", "--white", "random", "--black", "random"], 0, "Red: random  Green: random"),
    // Keys that need a concept the variant lacks (issue 25 part 3): Quantimex has no check.
    (&["play", "-v", "quantimex", "--white", "mcts:check=0.5"], 2, "agent 'mcts:check=0.5' key 'check' needs checks, which variant 'quantimex' does not have; valid for it: check=0"),
    (&["tournament", "--variant", "quantimex", "--agent", "mcts:mate=2", "--agent", "random"], 2, "--agent mcts:mate=2: agent 'mcts:mate=2' key 'mate' needs checks, which variant 'quantimex' does not have"),
    (&["analyse", "--variant", "quantimex", "--agent", "mcts:iters=10,check=0.2"], 2, "key 'check' needs checks, which variant 'quantimex'"),
    (&["play", "-v", "tictactoe", "--white", "mcts:heur=capqs"], 2, "key 'heur' needs captures, which variant 'tictactoe' does not have; valid for it: heur=eval or heur=exact"),
    (&["play", "-v", "tictactoe", "--white", "alphabeta:qs=4"], 2, "agent 'alphabeta:qs=4' key 'qs' needs captures"),
    (&["analyse", "--variant", "chess", "--agent", "random"], 2, "--agent must be an mcts spec"),
    (&["analyse", "--variant", "chess", "--agent", "mcts:iters=abc"], 2, "'abc' is not a whole number"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "nosuch"], 2, "--agent nosuch: unknown agent 'nosuch'"),
    // Tournament options.
    (&["tournament", "--variant", "chess", "--agent", "random"], 2, "a tournament needs at least two agents, got 1"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "0"], 2, "--games 0 is out of range 1..=1000000000: 0 schedules no game"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "-1"], 2, "--games -1 is out of range 1..=1000000000"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "abc"], 2, "invalid value 'abc' for '--games"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "4294967296"], 2, "--games"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--shard", "0/2"], 2, "bad shard '0/2': expected K/N with 1 <= K <= N"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--shard", "3/2"], 2, "bad shard '3/2'"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--shard", "1/0"], 2, "bad shard '1/0'"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--shard", "abc"], 2, "bad shard 'abc'"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "2", "--shard", "5/5"], 2, "shard 5/5 is empty: the schedule has only 1 pair(s)"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--schedule", "swiss"], 2, "unknown schedule 'swiss'; valid schedules: round-robin, gauntlet"),
    (&["tournament", "--variant", "chess", "--agent", "a=random", "--agent", "a=random"], 2, "the agent name 'a' is given twice"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--resume"], 2, "--out <OUT>"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--random-opening-plies", "0"], 2, "--random-opening-plies 0 is out of range 1..=100: give at least 1 ply"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--openings", "{dir}/none.txt"], 2, "cannot read"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--agent", "greedy", "--sprt", "elo1=5"], 2, "an SPRT compares exactly two agents"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--sprt", "elo0=0,elo1=0"], 2, "elo0 (0) must be below elo1 (0)"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--sprt", "alpha=2"], 2, "elo1 is missing"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--sprt", "model=magic"], 2, "'magic' is unknown"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--sprt", "foo"], 2, "'foo' is not key=value"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--threads", "-1"], 2, "--threads -1 is out of range 0..=1000000"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "mcts:threads=64", "--threads", "1"], 2, "threads=64"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "2", "--out", "{dir}/adir"], 2, "is a directory; give --out a file path"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "2", "--out", "{dir}/header.csv"], 2, "the output file already exists; pass --resume"),
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "2", "--out", "{dir}/garbage.csv", "--resume"], 2, "not a tournament CSV"),
    // Reports, openings and merge.
    (&["report"], 2, "<FILES>"),
    (&["report", "{dir}/none.csv"], 2, "cannot read"),
    (&["report", "{dir}/empty.csv"], 2, "empty file: no header line"),
    (&["report", "{dir}/garbage.csv"], 2, "missing column(s) game_id"),
    (&["report", "{dir}/header.csv", "--sprt", "foo"], 2, "'foo' is not key=value"),
    (&["openings"], 2, "<FILES>"),
    (&["openings", "{dir}/none.csv"], 2, "cannot read"),
    (&["openings", "{dir}/garbage.csv"], 2, "missing column(s) game_id"),
    (&["openings", "{dir}/header.csv", "--depth", "-1"], 2, "--depth -1 is out of range 1..=50"),
    (&["merge"], 2, "--out <OUT>"),
    (&["merge", "{dir}/none.csv", "--out", "{dir}/m1.csv"], 2, "could not read the file"),
    (&["merge", "{dir}/garbage.csv", "--out", "{dir}/m2.csv"], 2, "not a tournament CSV"),
    (&["merge", "{dir}/header.csv", "--out", "{dir}/header.csv"], 2, "merge never overwrites"),
    (&["merge", "{dir}/header.csv", "--out", "{dir}/adir"], 2, "is a directory"),
    // Sweep, tune, bench, perft.
    (&["sweep", "--variant", "nosuch", "--agent", "random", "--out", "{dir}/s1.csv"], 2, "unknown variant 'nosuch'; valid variants"),
    (&["sweep", "--variant", "chess", "--agent", "random", "--agent", "random", "--agent", "random", "--out", "{dir}/s2.csv"], 2, "give one --agent (self-play) or two"),
    (&["sweep", "--variant", "chess", "--param", "nosuch=a,b", "--agent", "random", "--out", "{dir}/s3.csv"], 2, "has no parameter 'nosuch'"),
    (&["sweep", "--variant", "fiveup", "--param", "topology=cube,sphere", "--agent", "random", "--out", "{dir}/s4.csv"], 2, "no value 'sphere'"),
    (&["sweep", "--variant", "chess", "--param", "move_cap=*", "--agent", "random", "--out", "{dir}/s6.csv"], 2, "'*' stands for every value of a choice parameter, but move_cap takes 1..=100000"),
    (&["sweep", "--variant", "fiveup", "--param", "topology=*", "--param", "move_cap=2", "--games", "1", "--agent", "random", "--out", "{dir}/s7.csv"], 0, "#3 = fiveup topology=hypertorus,unicorn=off,move_cap=2"),
    (&["tournament", "--help"], 0, "fiveup: topology=cube|hypercylinder|hypertorus (default cube), unicorn=off|on (default off)"),
    (&["sweep", "--variant", "chess", "--agent", "mcts:c=0.1|abc", "--out", "{dir}/s5.csv"], 2, "'abc' is not a number"),
    (&["sweep", "--variant", "chess", "--agent", "random"], 2, "--out <OUT>"),
    (&["tune", "--variant", "chess", "--agent", "random"], 2, "--budget <BUDGET>"),
    (&["tune", "--variant", "chess", "--agent", "random", "--budget", "0"], 2, "--budget"),
    (&["bench", "--playouts", "-1"], 2, "--playouts -1 is out of range 1..=100000000"),
    (&["bench", "--iters", "abc"], 2, "invalid value 'abc' for '--iters"),
    (&["perft", "-v", "chess"], 2, "--depth <DEPTH>"),
    (&["perft", "-v", "chess", "--depth", "-1"], 2, "--depth -1 is out of range 1..=20"),
    (&["perft", "-v", "chess", "--depth", "abc"], 2, "invalid value 'abc' for '--depth"),
    (&["perft", "-v", "chess", "--depth", "2"], 0, "400"),
    // Numeric options out of range (issue 24 part 6): the option, the value and the range.
    (&["tournament", "--agent", "random", "--agent", "random", "--games", "1000000001"], 2, "--games 1000000001 is out of range 1..=1000000000"),
    (&["tournament", "--agent", "random", "--agent", "random", "--games", "1e3"], 2, "invalid value '1e3' for '--games <GAMES>': expected a whole number in 1..=1000000000"),
    (&["tournament", "--agent", "random", "--agent", "random", "--threads", "1000001"], 2, "--threads 1000001 is out of range 0..=1000000"),
    (&["tournament", "--agent", "random", "--agent", "random", "--seed", "18446744073709551616"], 2, "--seed 18446744073709551616 is out of range 0..=18446744073709551615"),
    (&["tournament", "--agent", "random", "--agent", "random", "--seed", "-1"], 2, "--seed -1 is out of range 0..=18446744073709551615"),
    (&["tournament", "--agent", "random", "--agent", "random", "--random-opening-plies", "101"], 2, "--random-opening-plies 101 is out of range 1..=100"),
    (&["sweep", "--variant", "chess", "--agent", "random", "--out", "{dir}/s6.csv", "--games", "0"], 2, "--games 0 is out of range 1..=1000000000: an empty sweep"),
    (&["sweep", "--variant", "chess", "--agent", "random", "--out", "{dir}/s6.csv", "--threads", "-2"], 2, "--threads -2 is out of range 0..=1000000"),
    (&["tune", "--variant", "chess", "--agent", "random", "--budget", "1000000001"], 2, "--budget 1000000001 is out of range 1..=1000000000"),
    (&["tune", "--variant", "chess", "--agent", "random", "--budget", "10", "--round", "0"], 2, "--round 0 is out of range 1..=1000000000"),
    (&["tune", "--variant", "chess", "--agent", "random", "--budget", "10", "--delta", "0"], 2, "--delta 0 is out of range 0 < DELTA < 1"),
    (&["tune", "--variant", "chess", "--agent", "random", "--budget", "10", "--delta", "-0.5"], 2, "--delta -0.5 is out of range 0 < DELTA < 1"),
    (&["tune", "--variant", "chess", "--agent", "random", "--budget", "10", "--delta", "lots"], 2, "invalid value 'lots' for '--delta <DELTA>': expected a number with 0 < DELTA < 1"),
    (&["report", "{dir}/header.csv", "--html", "{dir}/r.html", "--depth", "51"], 2, "--depth 51 is out of range 1..=50"),
    (&["report", "{dir}/header.csv", "--html", "{dir}/r.html", "--min-games", "0"], 2, "--min-games 0 is out of range 1..=1000000000000"),
    (&["openings", "{dir}/header.csv", "--min-games", "0"], 2, "--min-games 0 is out of range 1..=1000000000000"),
    (&["openings", "{dir}/header.csv", "--depth", "0"], 2, "--depth 0 is out of range 1..=50"),
    (&["perft", "-v", "chess", "--depth", "0"], 2, "--depth 0 is out of range 1..=20"),
    (&["perft", "-v", "chess", "--depth", "21"], 2, "--depth 21 is out of range 1..=20"),
    (&["analyse", "--variant", "chess", "--top", "-1"], 2, "--top -1 is out of range 0..=1000000"),
    (&["analyse", "--variant", "chess", "--seed", "x"], 2, "invalid value 'x' for '--seed <SEED>': expected a whole number in 0..=18446744073709551615"),
    (&["bench", "--repeat", "0"], 2, "--repeat 0 is out of range 1..=1000"),
    (&["bench", "--iters", "100000001"], 2, "--iters 100000001 is out of range 1..=100000000"),
    (&["bench", "--threads", "0"], 2, "--threads 0 is out of range 1..=1000000"),
    (&["play", "-v", "chess", "--seed", "-1"], 2, "--seed -1 is out of range 0..=18446744073709551615"),
    // Output paths that cannot be files (exit 2; a failed write of a possible file is exit 1,
    // tests/suite/cli_ranges.rs).
    (&["tournament", "--variant", "chess", "--agent", "random", "--agent", "random", "--games", "2", "--out", "{dir}/garbage.csv/x.csv"], 2, "garbage.csv is a file, not a directory"),
    // The command line itself.
    (&["nosuch"], 2, "unrecognized subcommand 'nosuch'"),
    (&["variants", "extra"], 2, "unexpected argument 'extra'"),
    (&["agents", "extra"], 2, "unknown agent 'extra'; valid agents: random, greedy, alphabeta, mcts, uci"),
    (&["agents", "mcts", "extra"], 2, "unexpected argument 'extra'"),
    (&["--version"], 0, "collapse"),
    (&["--help"], 0, "Usage: collapse <COMMAND>"),
    (&["agents"], 0, "mcts"),
    (&["variants"], 0, "fiveup"),
];

fn scratch() -> std::path::PathBuf {
    let dir = common::tmp("cli-errors", "x")
        .parent()
        .unwrap()
        .to_path_buf();
    std::fs::write(dir.join("empty.csv"), "").unwrap();
    std::fs::write(dir.join("garbage.csv"), "garbage,data\na,b\n").unwrap();
    std::fs::write(
        dir.join("header.csv"),
        "game_id,variant,params,white,black,seed,result,termination,plies,moves,duration_ms,pair_id,opening,white_name,black_name\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.join("adir")).unwrap();
    for f in [
        "m1.csv", "m2.csv", "s1.csv", "s2.csv", "s3.csv", "s4.csv", "s5.csv", "s6.csv", "r.html",
    ] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    dir
}

#[test]
fn bad_and_unusual_invocations_give_their_exit_code_and_message() {
    assert!(CASES.len() >= 100, "{} cases", CASES.len());
    let dir = scratch();
    let mut failures = Vec::new();
    for (args, code, fragment) in CASES {
        let args: Vec<String> = args
            .iter()
            .map(|a| a.replace("{dir}", &dir.display().to_string()))
            .collect();
        let o = Command::new(env!("CARGO_BIN_EXE_collapse"))
            .args(&args)
            .current_dir(&dir)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let (out, err) = (text(&o.stdout), text(&o.stderr));
        let shown = if *code == 0 { &out } else { &err };
        if o.status.code() != Some(*code) || !shown.contains(fragment) {
            failures.push(format!(
                "{args:?}: exit {:?} (want {code}), wanted '{fragment}' in:\n{}",
                o.status.code(),
                if *code == 0 { &out } else { &err }
            ));
        }
        if *code == 2 {
            assert!(
                out.is_empty() || !err.is_empty(),
                "{args:?}: an error says why on stderr"
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n\n")
    );
    assert!(Path::new(&dir).join("adir").is_dir());
}

#[test]
fn a_bad_bench_position_is_refused_before_the_table_starts() {
    // The error goes to stderr and nothing (no half-printed table header) to stdout.
    for args in [
        &["bench", "-v", "chess", "--moves", "e2e4 zz", "--quick"][..],
        &[
            "bench",
            "-v",
            "chess",
            "--position",
            "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1",
            "--quick",
        ],
    ] {
        let out = common::collapse(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(common::text(&out.stdout), "", "{args:?}");
    }
}
