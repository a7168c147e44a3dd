//! Solves sudoku puzzles from files or standard input, or a built-in handful of famous ones.
//!
//! ```text
//! cargo run --release --example solve                      # the demo: three famous hard puzzles
//! cargo run --release --example solve -- puzzles.txt       # lines, blocks, comments, labels
//! cargo run --release --example generate | cargo run --release --example solve
//! cargo run --release --example solve -- --count 100 puzzles.txt
//! ```
//!
//! Run it with `--help` for what it reads and prints. It is `shudu solve --format grid` (the
//! `shudu` command of `cli/`, whose library holds the tool): one code path for both.

fn main() -> std::process::ExitCode {
    shudu_cli::example::solve()
}
