//! The workspace's integration tests, one binary (issue 70 part 5: one crate links once
//! instead of once per file): CLI end to end, the registry-driven harness, perft and rule
//! scenarios. Each module is one former `tests/*.rs` file. `no_alloc` stays a binary of its own,
//! since its counting allocator would be global here.

mod common;

mod agents_cli;
mod cli;
mod cli_errors;
mod cli_ranges;
mod declarations;
mod examples;
mod explore_cli;
mod fiveup_cli;
mod fuzz_positions;
mod harness;
mod html_browser;
mod human;
mod import_cycles;
mod learned_eval;
mod mate_search;
mod report_cli;
mod report_html;
mod report_viewer;
mod rules_docs;
mod search_alphabeta;
mod search_determinization;
mod search_uncertainty;
mod search_veto;
mod serve_cli;
mod start_position;
mod sweep_cli;
mod tournament_cli;
mod tune_cli;
mod uci;
mod uci_client;
mod uci_gui;
mod uncertainty_3d;
mod uncertainty_props;
mod uncertainty_rules;
mod values;
