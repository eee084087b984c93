//! The `mcts` crate's integration tests, one binary (each module a former `mcts/tests/*.rs`).

mod agents;
mod det_none;
mod recorded_search;
mod search;
mod treepar;
