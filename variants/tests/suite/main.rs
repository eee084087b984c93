//! The `variants` crate's integration tests, one binary (each module a former
//! `variants/tests/*.rs` file): rules, perft, position codecs and independent generators.

mod fiveup_common;
mod quantimex_common;

mod chess_perft;
mod chess_rules;
mod chess_shakmaty;
mod chess_speed;
mod evaluate_lazy;
mod features_needed;
mod fiveup_figures;
mod fiveup_hypertorus;
mod fiveup_io;
mod fiveup_reference;
mod fiveup_rules;
mod fiveup_unicorn;
mod interdependent_borrow;
mod interdependent_games;
mod interdependent_input;
mod interdependent_perft;
mod interdependent_rules;
mod interdependent_seed;
mod odds;
mod position_codec;
mod potential_closure;
mod potential_determinize;
mod potential_orthodox_shakmaty;
mod potential_perft;
mod potential_props;
mod potential_rules;
mod potential_seed;
mod potential_speed;
mod quantimex_captures;
mod quantimex_freezing;
mod quantimex_game;
mod quantimex_props;
mod quantimex_uncertainty;
mod uncertainty_attacks;
mod uncertainty_det;
mod uncertainty_perft;
