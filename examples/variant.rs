//! Solves variant sudoku puzzles (4x4 to 16x16, killer cages, thermometers, arrows, kropki dots
//! and the other f-puzzles rules) from files or standard input, one puzzle a line: f-puzzles
//! JSON, an f-puzzles link, a SudokuPad link or the bare payload.
//!
//! ```text
//! cargo run --release --features fpuzzles --example variant -- examples/data/variant.txt
//! cargo run --release --features fpuzzles --example variant -- --candidates --limit 10 puzzles.txt
//! some-tool | cargo run --release --features fpuzzles --example variant -- --jobs 2
//! ```
//!
//! Run it with `--help` for what it reads and prints. It is `shudu variant solve --format
//! grid` (the `shudu` command of `cli/`, whose library holds the tool).

fn main() -> std::process::ExitCode {
    shudu_cli::example::variant()
}
