//! The `tournament` crate's integration tests, one binary (each module a former
//! `tournament/tests/*.rs`).

mod kill;
mod pairs;
mod run;
mod shared_out;
mod thread_cap;
