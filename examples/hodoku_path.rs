//! Prints the path `Explainer::hodoku()` takes through each puzzle in a stable, tab-separated
//! form meant for programs: the level, the score and every step with its technique under
//! HoDoKu 2.2's own key for it, its placements and its eliminations. Comparing these lines
//! with the same lines written for HoDoKu itself shows where the two paths part.
//!
//! ```text
//! cargo run --release --example hodoku_path -- puzzles.txt
//! cargo run --release --example generate -- --count 5 --format line | cargo run --release --example hodoku_path
//! ```
//!
//! Run it with `--help` for the form of the lines. It is `shudu path` (the `shudu` command of
//! `cli/`, whose library holds the tool).

fn main() -> std::process::ExitCode {
    shudu_cli::example::hodoku_path()
}
