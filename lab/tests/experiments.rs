//! The experiments of `lab` called as a library, without the CLI: a regression fit on a
//! planted model, odds matches on cheap games, a fit of evaluation weights and a regression on
//! a few tiny self-play games.

use lab::fit::{FitConfig, Label};
use lab::imbalance::{ImbalanceConfig, Unit};
use lab::records::{Games, SelfPlay};
use lab::values::RegressionConfig;
use reports::values::GameSample;
use variants::registry::Params;

fn params(variant: &str) -> Params {
    Params::parse(variant, &[] as &[&str]).unwrap()
}

/// A pseudo-random stream in [0, 1) (SplitMix64), so the planted games are fixed.
struct Stream(u64);

impl Stream {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The planted games' feature names.
fn names3() -> [String; 3] {
    ["k", "n", "p"].map(String::from)
}

/// Synthetic games whose result depends on known material weights: each game has a material
/// balance (pawns -3..=3, knights -2..=2; a third feature `k` always 0, as kings are) held over
/// its 3 sampled positions, and White wins with probability `sigmoid(0.6 p + 1.8 n)`, so a
/// knight is worth 3 pawns.
#[test]
fn the_regression_recovers_planted_material_weights_within_its_interval() {
    let mut r = Stream(74);
    let games: Vec<GameSample> = (0..3000)
        .map(|i| {
            let p = (r.next() * 7.0).floor() - 3.0;
            let n = (r.next() * 5.0).floor() - 2.0;
            let z = 0.6 * p + 1.8 * n;
            let win = r.next() < 1.0 / (1.0 + (-z).exp());
            GameSample {
                rows: vec![vec![0.0, n, p]; 3],
                score: if win { 1.0 } else { 0.0 },
                held_out: i % 5 == 0,
            }
        })
        .collect();
    let names = names3();
    let cfg = RegressionConfig {
        params: params("chess"),
        min_ply: 0,
        unit: None,
        lambda: 1e-4,
        resamples: 60,
        seed: 1,
    };
    let r = lab::values::fit_samples(&cfg, &names, games.clone()).unwrap();
    // The constant feature is left out; the pawn is the unit by default.
    assert_eq!(r.unit(), Some(("p", 1.0)));
    let names: Vec<&str> = r.values.values.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(names, ["n", "p"]);
    let (n, p) = (&r.values.values[0], &r.values.values[1]);
    assert!((p.logit - 0.6).abs() < 0.1, "pawn logit {}", p.logit);
    assert!((n.logit - 1.8).abs() < 0.25, "knight logit {}", n.logit);
    let knight = n.pawns.unwrap();
    assert!(
        n.interval.0 <= 3.0 && 3.0 <= n.interval.1,
        "knight {knight} pawns, interval {:?}",
        n.interval
    );
    assert!(
        r.values.held_out_log_loss < r.values.baseline_log_loss,
        "{:?}",
        r.values
    );
    assert_eq!((r.values.games, r.values.positions), (3000, 9000));
    // Another unit: the knight worth 3, the pawn then worth 1 within its interval.
    let cfg = RegressionConfig {
        unit: Some("N=3".into()),
        ..cfg
    };
    let r = lab::values::fit_samples(&cfg, &names3(), games.clone()).unwrap();
    assert_eq!(r.unit(), Some(("n", 3.0)));
    let p = &r.values.values[1];
    assert!(p.interval.0 <= 1.0 && 1.0 <= p.interval.1, "{p:?}");
    // A unit that is not a varying feature is refused, naming those there are.
    let cfg = RegressionConfig {
        unit: Some("k".into()),
        ..cfg
    };
    let e = lab::values::fit_samples(&cfg, &names3(), games).unwrap_err();
    assert!(
        e.contains("'k' is not a feature") && e.contains("n, p"),
        "{e}"
    );
}

fn odds_config(variant: &str, agent: &str, games: u32) -> ImbalanceConfig {
    let params = params(variant);
    let agent = params.parse_agent(agent).unwrap();
    ImbalanceConfig {
        params,
        agent,
        games,
        seed: 7,
        threads: 1,
        piece: Some("n".into()),
        versus: None,
        matches: Vec::new(),
        unit: None,
        resamples: 20,
    }
}

#[test]
fn an_odds_match_plays_the_pawn_unit_and_the_piece_in_pairs_and_repeats_by_seed() {
    let cfg = odds_config("chess", "greedy", 4);
    let mut played = Vec::new();
    let r = lab::imbalance::run(&cfg, &mut |m| played.push(m.clone())).unwrap();
    // The pawn-odds match (the unit) first, then the knight's: 2 pairs each.
    let labels: Vec<String> = played.iter().map(|m| m.spec.label()).collect();
    assert_eq!(labels, ["P", "N"]);
    assert!(played
        .iter()
        .all(|m| m.games == 4 && (0.0..=1.0).contains(&m.score)));
    assert_eq!(
        (r.variant, r.games, r.unit, r.has_pawn),
        ("chess", 4, Unit::Pawn, true)
    );
    // `--piece n`: the pawn's own row is not shown.
    assert_eq!(r.rows.len(), 1);
    let n = &r.rows[0];
    assert_eq!((n.label.as_str(), n.against.as_str()), ("N", "-"));
    assert_eq!(n.value.games, 4);
    assert!(n.method.ends_with("unit=pawns"), "{}", n.method);
    let csv = r.values_csv_rows();
    assert!(csv[0].starts_with("chess,move_cap=300,N,"), "{csv:?}");
    let header = format!("{}\n", lab::imbalance::VALUES_COLUMNS);
    assert_eq!(r.values_file_text(false), format!("{}\n", csv[0]));
    assert_eq!(r.values_file_text(true), format!("{header}{}\n", csv[0]));
    let line = played[1].progress_line();
    assert!(line.starts_with("values: N odds match, 4 games: the side with it scored "));
    assert!(line.ends_with(" s)"), "{line}");
    // The same seed gives the same games and values.
    let again = lab::imbalance::run(&cfg, &mut |_| {}).unwrap();
    assert_eq!(format!("{again:?}"), format!("{r:?}"));
}

#[test]
fn a_game_without_odds_is_refused_and_a_bad_piece_names_those_it_can_give() {
    let e = lab::imbalance::run(&odds_config("tictactoe", "random", 2), &mut |_| {}).unwrap_err();
    assert!(
        e.contains("tictactoe: this game gives no piece as odds"),
        "{e}"
    );
    let cfg = ImbalanceConfig {
        piece: Some("K".into()),
        ..odds_config("chess", "random", 2)
    };
    let e = lab::imbalance::run(&cfg, &mut |_| panic!("no match is played")).unwrap_err();
    assert!(
        e.contains("--piece 'K'") && e.contains("R, N, B, Q, P"),
        "{e}"
    );
}

/// A fresh path for a games CSV in the temporary directory.
fn temp_csv(name: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("lab-{name}-{}.csv", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

#[test]
fn evaluation_weights_and_piece_values_fit_on_a_few_tiny_self_play_games() {
    let out = temp_csv("fit");
    let params = params("chess");
    let games = Games::SelfPlay(SelfPlay {
        agent: "greedy".into(),
        games: 6,
        seed: 3,
        threads: 1,
        out: out.clone(),
    });
    let records = lab::records::games(&params, &games).unwrap();
    assert_eq!(records.len(), 6);
    assert_eq!(
        records.iter().filter(|r| r.held_out).count(),
        2,
        "game ids 0 and 5"
    );
    let cfg = FitConfig {
        params: params.clone(),
        min_ply: 4,
        all_positions: false,
        hold: vec!["bias".into()],
        label: Label::Result,
        lambda: 0.01,
        progress: false,
    };
    let f = lab::fit::fit_eval(&cfg, &records).unwrap();
    assert_eq!(f.key, Some("chess"));
    assert_eq!(f.weights.n, f.names.len());
    assert!(f.positions > 0);
    for loss in [
        f.held_out_log_loss,
        f.material_log_loss,
        f.constant_log_loss,
    ] {
        assert!(loss.is_finite() && loss > 0.0, "{f:?}");
    }
    // `bias` held: the bias of the weights in use stays; no held feature, no scale.
    let current = variants::weights::weights("chess", &f.names);
    assert_eq!(f.weights.bias, current.bias);
    assert_eq!(f.held_scale, None);
    // The records read back from the file are the same games.
    let again = lab::records::games(&params, &Games::Files(vec![out.clone()])).unwrap();
    assert_eq!(again, records);
    // Piece values by regression on the same games.
    let cfg = RegressionConfig {
        params,
        min_ply: 6,
        unit: None,
        lambda: 1e-4,
        resamples: 10,
        seed: 1,
    };
    let v = lab::values::regression(&cfg, &records).unwrap();
    assert_eq!(v.values.games, 6);
    assert!(
        v.values.values.iter().all(|x| x.name != "k"),
        "kings never vary"
    );
    let _ = std::fs::remove_file(&out);
}

#[test]
fn a_game_without_features_and_unknown_held_features_are_refused_before_any_game() {
    let e = lab::fit::check_features(&params("tictactoe"), &[]).unwrap_err();
    assert!(e.contains("has no learned evaluation"), "{e}");
    let e = lab::fit::check_features(&params("chess"), &["zz".into()]).unwrap_err();
    assert!(e.contains("no feature \"zz\""), "{e}");
    assert_eq!(lab::fit::parse_label("mix:2"), Ok(Label::Mix(2)));
    assert_eq!(Label::Search(3).to_string(), "search:3");
}
