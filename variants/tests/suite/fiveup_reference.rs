//! A slow, independent reference for Five Up's legal moves, written from the rules alone
//! (003_3455fa5195cbf461.txt; RULINGS "Five Up"): piece-centred vector walks over plain
//! coordinates, every candidate move tried on a copy of the board and kept when no enemy piece
//! could then capture the mover's king (`fiveup_common::reference_moves`, which also covers the
//! unicorn and the hypertorus). In random games on both plain topologies the fast generator
//! (masks, pin detection) must list exactly the same moves in every position.

use crate::fiveup_common::compare_with_reference;
use variants::fiveup::Topology;

#[test]
fn fast_generator_matches_the_reference_on_the_cube() {
    let positions = compare_with_reference(Topology::Cube, false, 11, 4);
    assert!(positions > 40, "only {positions} positions compared");
}

#[test]
fn fast_generator_matches_the_reference_on_the_hypercylinder() {
    let positions = compare_with_reference(Topology::Hypercylinder, false, 12, 4);
    assert!(positions > 40, "only {positions} positions compared");
}
