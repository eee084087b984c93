//! The `reports` crate's integration tests, one binary (each module a former
//! `reports/tests/*.rs`).

mod openings;
mod report;
mod trust;
