#![no_main]
//! Quantimex position parser (`variants::quantimex::Quantimex`).
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::check(&variants::quantimex::Quantimex::standard(), data);
});
