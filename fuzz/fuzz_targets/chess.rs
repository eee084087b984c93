#![no_main]
//! Orthodox chess FEN parser (`variants::chess::Chess`).
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::check(&variants::chess::Chess::start(), data);
});
