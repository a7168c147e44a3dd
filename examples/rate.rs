//! Rates sudoku puzzles on Sudoku Explainer's scale, as SE's `serate` does: one line per
//! puzzle with ER (hardest step), EP (hardest up to the first placement), ED (first step) and
//! the hardest technique, then HoDoKu's level and score; `--steps` writes every step's
//! sentence, `--hodoku` takes the steps from HoDoKu's path, `--se` leaves HoDoKu out.
//!
//! ```text
//! cargo run --release --example rate -- puzzles.txt
//! cargo run --release --example rate -- --se puzzles.txt   # SE's scale alone, faster
//! cargo run --release --example rate -- --steps < puzzles.txt
//! cargo run --release --example rate -- --jobs 1 puzzles.txt   # on one thread
//! cargo run --release --example rate            # rates a few famous puzzles
//! ```
//!
//! It is `shudu rate` (the `shudu` command of `cli/`, whose library holds the tool).

fn main() -> std::process::ExitCode {
    shudu_cli::example::rate()
}
