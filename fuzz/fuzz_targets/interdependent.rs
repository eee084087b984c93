#![no_main]
//! Interdependent Chess position parser (`variants::interdependent::Interdependent`).
mod common;
use libfuzzer_sys::fuzz_target;
use variants::interdependent::{Interdependent, SETUP};

fuzz_target!(|data: &[u8]| {
    let start = Interdependent::from_text(SETUP, 300).unwrap();
    common::check(&start, data);
});
