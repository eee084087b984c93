//! Command-line checks of the Five Up sub-variants (`unicorn=on`, `topology=hypertorus`;
//! docs/rules/fiveup.md): `show` marks a shared cell `W+U`, `show --json` gives both pieces of
//! it, and bad unicorn input exits 2 with the rule named.

use crate::common::{collapse, text};

#[test]
fn show_marks_shared_cells_and_json_gives_both_pieces() {
    let o = collapse(&[
        "show",
        "--variant",
        "fiveup",
        "--param",
        "unicorn=on",
        "--moves",
        "W+U:Eb1-Cc2",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("|W+U|") || out.contains("W+U"), "{out}");
    assert!(out.contains("|w+u|"), "{out}");
    let o = collapse(&[
        "show",
        "--variant",
        "fiveup",
        "--param",
        "unicorn=on",
        "--json",
    ]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["cells"]["Eb1"], "W+U");
    assert_eq!(v["cells"]["Ab5"], "w+u");
    assert_eq!(v["unicorn"], "on");
}

#[test]
fn bad_unicorn_input_exits_2_naming_the_rule() {
    // Eb1-Cd2 is neither a wizard's nor a unicorn's vector.
    let o = collapse(&[
        "show",
        "--variant",
        "fiveup",
        "--param",
        "unicorn=on",
        "--moves",
        "W+U:Eb1-Cd2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("is neither"),
        "{}",
        text(&o.stderr)
    );
    let start = "rw+ukgr/ppppp/5/5/5|nbqnb/ppppp/5/5/5|5/5/5/5/5|5/5/5/PPPPP/NBQNB|5/5/5/PPPPP/RW+UKGR w Kk - 0";
    let o = collapse(&[
        "show",
        "--variant",
        "fiveup",
        "--param",
        "unicorn=on",
        "--position",
        &start.replace("RW+UKGR", "RW+RKGR"),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("two pieces on one cell"),
        "{}",
        text(&o.stderr)
    );
    let o = collapse(&[
        "show",
        "--variant",
        "fiveup",
        "--param",
        "unicorn=on",
        "--position",
        &start.replace("RW+UKGR", "RWK+UGR"),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("except the king"),
        "{}",
        text(&o.stderr)
    );
    // On the hypertorus the knight on Dd1 leaps (0, -1, +2) across two wraps onto Black's
    // guard on Ad5, but neither has moved: the non-combatant rule refuses the capture.
    let o = collapse(&[
        "show",
        "--variant",
        "fiveup",
        "--param",
        "topology=hypertorus",
        "--moves",
        "Dd1xAd5",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stdout));
    assert!(
        text(&o.stderr).contains("no legal move to Ad5"),
        "{}",
        text(&o.stderr)
    );
}
