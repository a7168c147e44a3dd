//! The terminal sudoku game of `shudu play` and `cargo run --release -p shudu-play --example
//! play`: a face on the rules crate `shudu-game`, which holds the game's state, rules and words.
//!
//! The keys and screens ([`app`]) know nothing of the terminal and are tested as plain code;
//! [`ui`] draws the state with ratatui and is tested on its test backend; [`store`] finds and
//! writes the save file. [`terminal`] owns the terminal: it reads the command line, sets the
//! terminal up, turns events into keys, runs slow work on threads, draws, saves on the way out,
//! and restores the terminal on every way out; [`terminal::run`] is the whole program, which
//! the example `examples/play.rs` and the `shudu` command (`cli/`) call.
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]

pub mod app;
pub mod store;
pub mod terminal;
pub mod ui;
