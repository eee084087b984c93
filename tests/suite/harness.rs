//! The generic harness (DESIGN.md "One test harness for every variant"): seeded random games
//! in every registered variant, with every value of every choice parameter, checking what
//! must hold in any game. A variant is covered the moment it is registered.
//!
//! Each ply checks the incremental hash, notation and position-text round trips, and the rest
//! of the Game contract: `is_capture` on the move played and on one other against the
//! opponent's piece count, `is_in_check` on every checkmate and stalemate reached (by the game
//! or by the sampled other move), `evaluate` in range and negated when the position text's side
//! field is swapped, `legal_captures` against the legal moves that capture, and (every 8th
//! ply) `determinize` against what the player to decide sees.
//! `every_variant_and_parameter_value_plays_consistently` prints how many checkmates,
//! stalemates and side swaps each variant gave (run with `--nocapture`).

use mcts::{play_move_list, rng_from_seed, Game, Player, Termination};
use rand::Rng;
use variants::registry::{self, GameVisitor};

/// Games per parameter set; each runs to its end (move cap 300 plies by default).
const GAMES: u64 = 6;

/// Pieces of `player` on the board, from [`Codec::cells`]: every variant writes White's pieces
/// (Quantimex: Red's) in upper case and Black's in lower case (tic-tac-toe, with no captures,
/// is never asked).
fn pieces_of<G: Game>(g: &G, player: Player) -> usize {
    g.cells()
        .iter()
        .filter(|(_, t)| {
            let upper = t.chars().any(|c| c.is_ascii_uppercase());
            let lower = t.chars().any(|c| c.is_ascii_lowercase());
            match player {
                Player::White => upper && !lower,
                Player::Black => lower && !upper,
            }
        })
        .count()
}

/// Occupied cells with their owner's case (`true` = upper case): what either player sees of
/// the board, whatever a piece's hidden type.
fn occupancy<G: Game>(g: &G) -> Vec<(String, bool)> {
    g.cells()
        .into_iter()
        .map(|(c, t)| (c, t.chars().any(|c| c.is_ascii_uppercase())))
        .collect()
}

/// `is_capture(m)` agrees with what `m` does: the opponent of the player deciding loses a
/// piece from the board exactly when `m` is a capture (Quantimex: arrival captures after a
/// destination decision belong to the decision, which takes the decider's own pieces;
/// docs/rules/quantimex.md). A game without captures never reports one.
fn check_capture<G: Game>(g: &G, m: G::Move, ctx: &str) {
    let said = g.is_capture(m);
    if !G::HAS_CAPTURE {
        assert!(!said, "{ctx}: is_capture in a game without captures");
        return;
    }
    let opp = g.to_move().other();
    let before = pieces_of(g, opp);
    let mut after = g.clone();
    after.play(m);
    let took = pieces_of(&after, opp) < before;
    assert_eq!(
        said,
        took,
        "{ctx}: is_capture({}) = {said} but the opponent's pieces went {before} -> {}",
        g.format_move(m),
        pieces_of(&after, opp)
    );
}

/// `is_in_check` agrees with how a game ended, in a game with check: a checkmate is in check,
/// a stalemate is not; a game without check (Quantimex) is never in check.
/// Returns 1 when a checkmate or stalemate was checked.
fn check_end<G: Game>(g: &G, ctx: &str) -> usize {
    let check = g.is_in_check();
    if !G::HAS_CHECK {
        // (Tic-tac-toe's three in a row reads as `checkmate`: a test game's word for a win.)
        assert!(!check, "{ctx}: is_in_check in a game without check");
        return 0;
    }
    match g.outcome().termination() {
        Some(Termination::Checkmate) => {
            assert!(check, "{ctx}: checkmate but not is_in_check");
            1
        }
        Some(Termination::Stalemate) => {
            assert!(!check, "{ctx}: stalemate but is_in_check");
            1
        }
        _ => 0,
    }
}

/// `evaluate` is finite and in `[-1, 1]`, and changes sign with the player to decide: the
/// position text with its side field (the second field in every variant that has one: `w`/`b`,
/// Quantimex `r`/`g`) swapped, where that loads, evaluates to the negation (every variant's
/// estimate is material for the player to decide). Returns 1 when the swap was checked.
fn check_evaluate<G: Game>(g: &G, ctx: &str) -> usize {
    let e = g.evaluate();
    assert!(
        e.is_finite() && (-1.0..=1.0).contains(&e),
        "{ctx}: evaluate {e}"
    );
    let text = g.position_text();
    let mut fields: Vec<&str> = text.split(' ').collect();
    let swapped = match fields.get(1) {
        Some(&"w") => "b",
        Some(&"b") => "w",
        Some(&"r") => "g",
        Some(&"g") => "r",
        _ => return 0,
    };
    fields[1] = swapped;
    let Ok(other) = g.load_position(&fields.join(" ")) else {
        return 0; // e.g. the side not to move would be in check
    };
    assert_ne!(other.to_move(), g.to_move(), "{ctx}: swapped side field");
    let f = other.evaluate();
    assert!(
        (e + f).abs() < 1e-5,
        "{ctx}: evaluate {e} for {}, {f} for {}",
        g.to_move(),
        other.to_move()
    );
    1
}

/// `determinize` keeps what the player to decide has observed: the player to decide, the
/// plies, which cells are occupied and by whose pieces, a consistent hash and an ongoing game
/// while the real one is; a game without uncertainty returns the same position.
fn check_determinize<G: Game>(g: &G, rng: &mut mcts::GameRng, ctx: &str) {
    let d = g.determinize(rng);
    assert_eq!(
        d.to_move(),
        g.to_move(),
        "{ctx}: determinized player to decide"
    );
    assert_eq!(d.plies(), g.plies(), "{ctx}: determinized plies");
    assert_eq!(occupancy(&d), occupancy(g), "{ctx}: determinized board");
    assert_eq!(d.hash(), d.hash_from_scratch(), "{ctx}: determinized hash");
    assert_eq!(
        d.outcome().is_ongoing(),
        g.outcome().is_ongoing(),
        "{ctx}: determinized outcome"
    );
    if !g.has_uncertainty() {
        assert_eq!(d.position_text(), g.position_text(), "{ctx}: clone");
    }
}

struct Check<'a> {
    label: String,
    seed: u64,
    stats: &'a std::cell::RefCell<Stats>,
}

/// How often the checks that need a particular position ran.
#[derive(Default)]
struct Stats {
    /// Checkmates and stalemates checked against `is_in_check`.
    ends: usize,
    /// Positions whose `evaluate` was checked against the side-swapped position.
    swaps: usize,
    /// Positions with at least one legal capture, checked against `legal_captures`.
    captures: usize,
}

/// `legal_captures` lists exactly the moves of `legal` (the legal moves) that `is_capture`,
/// in the same order (the quiescence search's values depend on it), and says the game goes
/// on exactly when `legal` is not empty, whatever its buffer held before. Returns 1 when
/// there was a capture to list.
fn check_captures<G: Game>(g: &G, legal: &[G::Move], ctx: &str) -> usize {
    let want: Vec<G::Move> = legal.iter().copied().filter(|&m| g.is_capture(m)).collect();
    let mut got = legal.to_vec(); // stale contents the call must clear
    let ongoing = g.legal_captures(&mut got);
    assert_eq!(ongoing, !legal.is_empty(), "{ctx}: legal_captures' ongoing");
    let text = |ms: &[G::Move]| ms.iter().map(|&m| g.format_move(m)).collect::<Vec<_>>();
    assert!(
        got == want,
        "{ctx}: legal_captures {:?}, want {:?}",
        text(&got),
        text(&want)
    );
    usize::from(!want.is_empty())
}

impl GameVisitor for Check<'_> {
    type Output = ();
    fn visit<G: Game>(self, start: G) {
        let mut buf = Vec::new();
        for game_no in 0..GAMES {
            let mut rng = rng_from_seed(self.seed + game_no);
            let mut g = start.clone();
            let mut record = Vec::new();
            loop {
                let ctx = format!("{} game {} ply {}", self.label, game_no, g.plies());
                assert_eq!(g.hash(), g.hash_from_scratch(), "{ctx}: incremental hash");
                g.legal_moves(&mut buf);
                self.stats.borrow_mut().captures += check_captures(&g, &buf, &ctx);
                if buf.is_empty() {
                    assert!(!g.outcome().is_ongoing(), "{ctx}: no moves but ongoing");
                    break;
                }
                assert!(
                    g.outcome().is_ongoing(),
                    "{ctx}: moves listed after the end"
                );
                // Every listed move round-trips through the notation; no duplicates.
                for (i, m) in buf.iter().enumerate() {
                    let text = g.format_move(*m);
                    assert_eq!(g.parse_move(&text), Ok(*m), "{ctx}: '{text}' round trip");
                    assert!(!buf[..i].contains(m), "{ctx}: '{text}' listed twice");
                }
                // The position text reloads to the same position and hash.
                let text = g.position_text();
                let loaded = g
                    .load_position(&text)
                    .unwrap_or_else(|e| panic!("{ctx}: {e}"));
                assert_eq!(loaded.position_text(), text, "{ctx}: position round trip");
                assert_eq!(loaded.hash(), g.hash(), "{ctx}: reloaded hash");
                let m = buf[rng.random_range(0..buf.len())];
                // The Game contract beyond the rules (issue 25 part 3): is_capture on the
                // move played and on one other, is_in_check where a sampled move ends the
                // game, evaluate, and (every 8th ply) determinize.
                check_capture(&g, m, &ctx);
                let other = buf[rng.random_range(0..buf.len())];
                check_capture(&g, other, &ctx);
                let mut next = g.clone();
                next.play(other);
                self.stats.borrow_mut().ends += check_end(&next, &ctx);
                self.stats.borrow_mut().swaps += check_evaluate(&g, &ctx);
                if g.plies().is_multiple_of(8) {
                    check_determinize(&g, &mut rng, &ctx);
                }
                record.push(g.format_move(m));
                g.play(m);
            }
            self.stats.borrow_mut().ends += check_end(&g, &self.label);
            // The quiescence search evaluates positions before it knows whether their game
            // is over, so `evaluate` must hold on a finished game too.
            let e = g.evaluate();
            assert!(
                e.is_finite() && (-1.0..=1.0).contains(&e),
                "{}: evaluate {e} at the end",
                self.label
            );
            // Replaying the recorded move list reproduces the position and the outcome.
            let mut replay = start.clone();
            play_move_list(&mut replay, &record.join(" ")).unwrap();
            assert_eq!(
                replay.position_text(),
                g.position_text(),
                "{}: replay",
                self.label
            );
            assert_eq!(
                replay.outcome(),
                g.outcome(),
                "{}: replay outcome",
                self.label
            );
            assert!(g.outcome().termination().is_some());
        }
    }
}

#[test]
fn every_variant_and_parameter_value_plays_consistently() {
    let stats = std::cell::RefCell::new(Stats::default());
    for spec in registry::VARIANTS {
        let start = (
            stats.borrow().ends,
            stats.borrow().swaps,
            stats.borrow().captures,
        );
        for (i, params) in spec.choice_sets().into_iter().enumerate() {
            let label = format!("{} [{}]", spec.name, params.canonical());
            registry::visit(
                &params,
                Check {
                    label,
                    seed: 1000 * i as u64,
                    stats: &stats,
                },
            );
        }
        let s = stats.borrow();
        let captures = s.captures - start.2;
        eprintln!(
            "{}: {} checkmates/stalemates checked against is_in_check, {} side swaps against evaluate, {} positions with captures against legal_captures",
            spec.name,
            s.ends - start.0,
            s.swaps - start.1,
            captures
        );
        // Every game with captures reached positions that had some to list.
        assert!(
            spec.name == "tictactoe" || captures >= 50,
            "{}: only {captures} positions with a capture",
            spec.name
        );
    }
}

/// Every variant's `mcts_defaults` are those of its declared parameter set, and those of each
/// combination of its choice parameters (`Params::mcts_defaults`) are valid sets of `mcts`
/// keys, each of which shows in the canonical spec of a plain `mcts` parsed for that set.
#[test]
fn every_variants_mcts_defaults_parse_and_show_in_the_spec() {
    for spec in registry::VARIANTS {
        // The combinations: one per tuple of choice values (the product of their counts), all
        // different, the declared set first, holding every single-parameter set.
        let combos = spec.choice_combinations();
        let expected: usize = (spec.params.iter())
            .filter_map(|p| spec.choice_values(p.name))
            .map(|values| values.len())
            .product();
        assert_eq!(combos.len(), expected, "{}: combinations", spec.name);
        let names: Vec<String> = combos.iter().map(|c| c.canonical()).collect();
        let distinct: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(distinct.len(), names.len(), "{}: {names:?}", spec.name);
        assert_eq!(names[0], spec.defaults().canonical(), "{}", spec.name);
        for set in spec.choice_sets() {
            assert!(
                names.contains(&set.canonical()),
                "{}: {}",
                spec.name,
                set.canonical()
            );
        }
        // The variant-wide defaults (`collapse variants`' first line) are those of its declared
        // parameter set, so the listing's other lines name exactly the sets that differ.
        assert_eq!(
            spec.defaults().mcts_defaults(),
            spec.mcts_defaults(),
            "{}: the declared parameter set's mcts defaults",
            spec.name
        );
        for set in combos {
            let agent = set
                .parse_agent("mcts")
                .unwrap_or_else(|e| panic!("{} {}: {e}", spec.name, set.canonical()));
            let canonical = agent.to_string();
            for pair in set.mcts_defaults().split(',').filter(|p| !p.is_empty()) {
                assert!(
                    canonical.split([':', ',']).any(|p| p == pair),
                    "{} {}: {pair} missing from {canonical}",
                    spec.name,
                    set.canonical()
                );
            }
            // A set with no changed defaults gets exactly the plain `mcts` spec.
            if set.mcts_defaults().is_empty() {
                assert_eq!(
                    agent,
                    mcts::AgentSpec::parse("mcts").unwrap(),
                    "{} {}",
                    spec.name,
                    set.canonical()
                );
            }
        }
    }
}

/// A parameter set's own `mcts` defaults (`Variant::mcts_defaults`) reach the agent: Five Up
/// keeps Sequential Halving on the cube, with or without unicorns, and the hypercylinder, where
/// 240 games and SPRTs adopted it, and leaves it off on the hypertorus (+21 +-43 Elo over 200
/// paired games, not adopted); Uncertainty takes it on the Five Up board and the hypertorus
/// (SPRTs there, without `retransform`), not on the standard board or the torus. `c=0.07`
/// reaches every Five Up set (the cube, with and without unicorns, the hypercylinder and the
/// hypertorus, where its SPRTs adopted it; the hypertorus and hypercylinder with unicorns
/// follow their topology unmeasured) and chess; the order-only check bonus `corder` the sets
/// whose SPRTs adopted it.
#[test]
fn a_parameter_set_can_have_its_own_mcts_defaults() {
    // The default `mcts` agent's search settings in `variant` with the parameters `pairs`.
    let config_of = |variant: &str, pairs: &[&str]| match registry::Params::parse(variant, pairs)
        .unwrap()
        .parse_agent("mcts")
        .unwrap()
    {
        mcts::AgentSpec::Mcts(c) => c,
        other => panic!("{other:?}"),
    };
    let sh_of = |variant: &str, pairs: &[&str]| {
        let c = config_of(variant, pairs);
        (c.sh, c.heur)
    };
    let heur_of = |spec: &str| match mcts::AgentSpec::parse(spec).unwrap() {
        mcts::AgentSpec::Mcts(c) => c.heur,
        other => panic!("{other:?}"),
    };
    let (capqs, exact) = (heur_of("mcts:heur=capqs"), heur_of("mcts"));
    assert_ne!(capqs, exact);
    assert_eq!(sh_of("fiveup", &[]), (16, capqs));
    assert_eq!(sh_of("fiveup", &["unicorn=on"]), (16, capqs));
    assert_eq!(sh_of("fiveup", &["topology=hypercylinder"]), (16, capqs));
    for set in ["topology=hypertorus", "topology=hypertorus,unicorn=on"] {
        assert_eq!(sh_of("fiveup", &[set]), (0, capqs), "{set}");
    }
    // The exploration constant: 0.07 where an SPRT at 200 ms adopted it (chess, the Five Up
    // cube with and without unicorns, the hypercylinder, the hypertorus), the search's 0.1
    // elsewhere.
    let c_of = |variant: &str, pairs: &[&str]| config_of(variant, pairs).c;
    assert_eq!(c_of("chess", &[]), 0.07);
    assert_eq!(c_of("fiveup", &[]), 0.07);
    assert_eq!(c_of("fiveup", &["unicorn=on"]), 0.07);
    for set in [
        "topology=hypercylinder",
        "topology=hypertorus",
        "topology=hypertorus,unicorn=on",
    ] {
        assert_eq!(c_of("fiveup", &[set]), 0.07, "{set}");
    }
    // Measured and not adopted: Interdependent (undecided at 200 games), Potential Chess (H0)
    // and the Uncertainty torus (undecided, leaning against).
    assert_eq!(c_of("interdependent", &[]), 0.1);
    assert_eq!(c_of("potential", &[]), 0.1);
    assert_eq!(c_of("uncertainty", &["board=torus"]), 0.1);
    // Uncertainty: `sh` on the Five Up board and the hypertorus, the sets its SPRTs measured.
    for set in ["board=fiveup", "board=hypertorus"] {
        assert_eq!(sh_of("uncertainty", &[set]), (16, exact), "{set}");
    }
    for set in [
        "board=standard",
        "board=torus",
        "board=fiveup,retransform=on",
        "board=hypertorus,retransform=on",
    ] {
        assert_eq!(sh_of("uncertainty", &[set]), (0, exact), "{set}");
    }
    // The order-only check bonus where an SPRT at 200 ms adopted it: chess, Interdependent,
    // the Five Up cube (with and without unicorns) and hypercylinder, the standard
    // Uncertainty board and torus without `retransform`; off elsewhere.
    for (variant, set, corder) in [
        ("chess", "", 0.1),
        ("interdependent", "", 0.3),
        ("fiveup", "", 0.2),
        ("fiveup", "unicorn=on", 0.2),
        ("fiveup", "topology=hypercylinder", 0.2),
        ("fiveup", "topology=hypertorus", 0.0),
        ("uncertainty", "", 0.2),
        ("uncertainty", "board=standard,retransform=on", 0.0),
        ("uncertainty", "board=torus", 0.2),
        ("uncertainty", "board=torus,retransform=on", 0.0),
        ("uncertainty", "board=fiveup", 0.0),
        ("potential", "", 0.0),
    ] {
        let pairs: Vec<&str> = [set].into_iter().filter(|s| !s.is_empty()).collect();
        assert_eq!(config_of(variant, &pairs).corder, corder, "{variant} {set}");
    }
    // Lazy evaluation on every Uncertainty board without `retransform`, and on all but the
    // Five Up board with it, whose weights files weigh the costly `king_attack` (adopted on
    // SPRTs); off elsewhere.
    for (variant, set, lazy) in [
        ("uncertainty", "", true),
        ("uncertainty", "board=standard,retransform=on", true),
        ("uncertainty", "board=torus", true),
        ("uncertainty", "board=fiveup", true),
        ("uncertainty", "board=fiveup,retransform=on", false),
        ("uncertainty", "board=hypertorus", true),
        ("uncertainty", "board=hypertorus,retransform=on", true),
        ("uncertainty", "board=torus,retransform=on", true),
        ("chess", "", false),
        ("fiveup", "", false),
    ] {
        let pairs: Vec<&str> = [set].into_iter().filter(|s| !s.is_empty()).collect();
        assert_eq!(config_of(variant, &pairs).lazy, lazy, "{variant} {set}");
    }
    // A key the spec names still wins over the set's defaults.
    let named = registry::Params::parse("fiveup", &["topology=hypertorus"])
        .unwrap()
        .parse_agent("mcts:sh=16")
        .unwrap();
    let named = named.to_string();
    assert!(named.split([':', ',']).any(|p| p == "sh=16"), "{named}");
}

/// Game types' declared concepts, read through the registry.
struct Concepts;

impl GameVisitor for Concepts {
    type Output = (bool, bool);
    fn visit<G: Game>(self, _game: G) -> (bool, bool) {
        (G::HAS_CHECK, G::HAS_CAPTURE)
    }
}

/// A key that needs checks or captures is accepted exactly for the variants whose game has
/// them and otherwise refused naming the key, the concept and the variant (issue 25 part 3;
/// DESIGN "Declaring a game"); the plain and canonical specs are accepted everywhere. Every
/// game with check and captures in its rules declares them: Quantimex alone has no check,
/// tic-tac-toe neither.
#[test]
fn agent_keys_needing_checks_or_captures_follow_the_variants_concepts() {
    for spec in registry::VARIANTS {
        let params = registry::Params::defaults(spec.name).unwrap();
        let (check, capture) = registry::visit(&params, Concepts);
        let expected = match spec.name {
            "quantimex" => (false, true),
            "tictactoe" => (false, false),
            _ => (true, true),
        };
        assert_eq!((check, capture), expected, "{}", spec.name);
        for (text, key, needs_check) in [
            ("mcts:check=0.5", "check", true),
            ("mcts:mate=2", "mate", true),
            ("mcts:capture=0.5", "capture", false),
            ("mcts:qs=4", "qs", false),
            ("mcts:heur=qs", "heur", false),
            ("alphabeta:qs=3", "qs", false),
        ] {
            let has = if needs_check { check } else { capture };
            match spec.parse_agent(text) {
                Ok(_) => assert!(has, "{}: {text} accepted", spec.name),
                Err(e) => {
                    assert!(!has, "{}: {text}: {e}", spec.name);
                    let want = format!(
                        "agent '{text}' key '{key}' needs {}, which variant '{}' does not have; valid for it: ",
                        if needs_check { "checks" } else { "captures" },
                        spec.name
                    );
                    assert!(e.0.starts_with(&want), "{}: {e}", spec.name);
                }
            }
        }
        let plain = spec.parse_agent("mcts").unwrap();
        spec.parse_agent(&plain.to_string())
            .unwrap_or_else(|e| panic!("{}: canonical spec refused: {e}", spec.name));
        spec.parse_agent("mcts:mate=0,qs=0,heur=eval").unwrap();
    }
}
