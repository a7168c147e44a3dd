//! Prints the canonical (minlex) form of sudoku grids, optionally dropping duplicates.
//!
//! ```text
//! cargo run --release --example canonical                        # the demo
//! cargo run --release --example canonical -- puzzles.txt         # one grid per line
//! cargo run --release --example canonical -- --dedup a.txt b.txt # essentially different ones
//! ```
//!
//! Each grid's canonical form is printed on its own line, `.` for an empty cell, with the
//! grid's label after it; with `--dedup` only the first grid of each form is. A grid that
//! cannot be read gets a message naming its line on standard error and the exit status 1. A
//! summary goes to standard error. With no arguments and nothing piped in, the example shows
//! a built-in puzzle in a few disguises, all with one form. It is `shudu canonical` (the
//! `shudu` command of `cli/`, whose library holds the tool).

fn main() -> std::process::ExitCode {
    shudu_cli::example::canonical()
}
