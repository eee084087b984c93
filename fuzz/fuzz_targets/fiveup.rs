#![no_main]
//! Five Up position parser, on both topologies, with and without the unicorn (the first
//! byte picks the parameters).
mod common;
use libfuzzer_sys::fuzz_target;
use variants::fiveup::{FiveUp, Topology};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let topology = if pick & 1 == 0 {
        Topology::Cube
    } else {
        Topology::Hypercylinder
    };
    common::check(&FiveUp::start_with(topology, pick & 2 != 0, 300), text);
});
