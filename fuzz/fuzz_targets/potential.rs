#![no_main]
//! Potential Chess position parser (`variants::potential::PotentialChess`).
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::check(&variants::potential::PotentialChess::start(300), data);
});
