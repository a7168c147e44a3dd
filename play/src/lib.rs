//! The terminal sudoku game of `cargo run --release -p shudu-play --example play`, built on shudu.
//!
//! The rules ([`game`]), the keys ([`app`]) and the puzzles ([`level`]) know nothing of the
//! terminal and are tested as plain code; [`ui`] draws the state with ratatui and is tested
//! on its test backend. The example `examples/play.rs` owns the terminal: it sets it up,
//! turns events into keys, draws, and restores the terminal on every way out.
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]

pub mod app;
pub mod game;
pub mod level;
pub mod ui;
