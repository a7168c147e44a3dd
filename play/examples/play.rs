//! A sudoku game in the terminal, with hints that explain.
//!
//! ```text
//! cargo run --release -p shudu-play --example play            # the saved game, or the menu
//! cargo run --release -p shudu-play --example play -- --level hard --symmetry central
//! cargo run --release -p shudu-play --example play -- --puzzle 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
//! ```
//!
//! The rules and every word are the `shudu-game` crate's; the keys, the drawing and the
//! terminal loop are the `shudu-play` library's (`shudu_play::terminal`), which the `shudu
//! play` command runs too.

use std::process::ExitCode;

fn main() -> ExitCode {
    ExitCode::from(shudu_play::terminal::run("play", std::env::args().skip(1)))
}
