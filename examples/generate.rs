//! Prints random sudoku puzzles with exactly one solution.
//!
//! ```text
//! cargo run --example generate                      # one puzzle and its solution, as blocks
//! cargo run --example generate -- --count 5 --symmetry central --format line
//! cargo run --example generate -- --count 100 --format line | cargo run --example solve
//! ```
//!
//! The seed is printed on stderr, so `--seed S` repeats a run exactly: puzzle `n` is made
//! from seed `S + n - 1` alone, so the output is the same on any number of threads
//! (`--jobs N`). It is `shudu generate --format grid` (the `shudu` command of `cli/`, whose
//! library holds the tool).

fn main() -> std::process::ExitCode {
    shudu_cli::example::generate()
}
