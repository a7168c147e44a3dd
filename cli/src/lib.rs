//! The `shudu` command as a library: every tool of the command (solve, count, rate, hint,
//! path, generate, canonical, play, variant) behind one function, [`run`], so that the
//! command's binary, the bundled examples and the Python package all run the same code.
//!
//! ```text
//! shudu solve puzzles.txt                  # a line per puzzle: the puzzle, its solution
//! shudu rate --jobs 2 puzzles.txt          # ER, EP, ED, technique, HoDoKu's level and score
//! shudu generate --count 10 --seed 7 | shudu rate
//! shudu hint --stage cells puzzle.txt      # the next step, a little at a time
//! shudu --help                             # every verb, the formats, the exit statuses
//! ```
//!
//! # Running the command from another program
//!
//! [`main`] runs the command on the process's standard streams, as the `shudu` binary does:
//!
//! ```no_run
//! let status = shudu_cli::main(["solve", "puzzles.txt"]);
//! std::process::exit(i32::from(status.code()));
//! ```
//!
//! [`run`] runs it on streams of the caller's choice, which are then never terminals:
//!
//! ```
//! use shudu_cli::{Status, Streams};
//!
//! let puzzle = b"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. a label\n";
//! let (mut out, mut err) = (Vec::new(), Vec::new());
//! let status = shudu_cli::run(["solve"], Streams::new(&puzzle[..], &mut out, &mut err));
//! assert_eq!(status, Status::Success);
//! let line = String::from_utf8(out).unwrap();
//! assert!(line.starts_with("..3.2.6..9"));
//! assert!(line.ends_with("\ta label\n"));
//! ```
//!
//! # Crate features
//!
//! - `play` (default): `shudu play`, the terminal game (`shudu-play`, on ratatui).
//! - `progress` (default): a progress bar (indicatif) on standard error for long work when it
//!   is a terminal; without it, a plain progress line.
//! - `fpuzzles` (default): the variant verbs (`shudu variant solve|count|candidates`), on the
//!   library's f-puzzles readers (serde_json).
//!
//! The examples of the workspace use the library with none of them.
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]

mod args;
mod canonical;
mod generate;
mod hint;
mod input;
mod output;
mod path;
#[cfg(feature = "play")]
mod play;
mod progress;
mod rate;
mod solve;
mod streams;
#[cfg(feature = "fpuzzles")]
mod variant;
mod work;

use std::ffi::OsString;

pub use streams::{Status, Streams};

use args::Context;

/// The command's help: its verbs, the formats, the exit statuses.
const HELP: &str = "\
shudu: a fast sudoku engine on the command line.

Usage: shudu VERB [OPTIONS] [FILE|-]...

Verbs:
  solve       solve each puzzle: its solution, or why there is none
  count       count each puzzle's solutions, up to a limit
  rate        rate each puzzle on Sudoku Explainer's scale and HoDoKu's
  hint        the next step a person would take, a little at a time
  path        every step of HoDoKu's path, in a form for programs
  generate    make puzzles with one solution: at random, to a level, rating or technique
  canonical   the canonical (minlex) form of each grid, to find duplicates
  play        play in the terminal, with hints that explain
  variant     variant puzzles (f-puzzles, SudokuPad): variant solve|count|candidates

Run `shudu VERB --help` for a verb's options.

Input: the FILEs in turn (`-`, or no FILE: standard input). A puzzle is a line of 81 cells
('1'-'9', and '.', '0', '_' or '*' for an empty cell); text after the 81st cell is its label
and is kept, at the end of the puzzle's output. A puzzle can also be a nine-line block.
Blank lines and lines starting with '#' are skipped.

Output (--format): line (the default): a line per puzzle, the puzzle first, fields separated
by tabs, the label last; tsv: the same with a header and every column on every line, for
spreadsheets and data frames; json: a JSON object per line. Some verbs have more formats.

Threads: --jobs N (default: every core). The output is the same whatever N, in input order.
On a terminal, standard error shows the progress of long work, and a summary at the end.

Exit status:
  0  every puzzle was read and answered
  1  a puzzle or a file could not be read, or a puzzle had no answer (each verb's help says
     which); the other puzzles are still answered
  2  a usage error: an unknown verb or option, a bad value
";

/// Runs the command on the process's standard streams, as the `shudu` binary does, with the
/// arguments after the program's name: `["solve", "puzzles.txt"]`. Progress bars and the
/// demos look at whether standard input and standard error are terminals.
///
/// This is the one call a program that embeds the command makes (the Python package's
/// `python -m shudu`): it returns the exit status, and writes nothing but the command's own
/// output and messages.
///
/// # Examples
///
/// ```no_run
/// let status = shudu_cli::main(std::env::args_os().skip(1));
/// std::process::exit(i32::from(status.code()));
/// ```
pub fn main<I, S>(args: I) -> Status
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    run(args, Streams::std())
}

/// Runs the command with `args` (the arguments after the program's name) on `streams`.
///
/// # Examples
///
/// ```
/// use shudu_cli::{Status, Streams};
///
/// let (mut out, mut err) = (Vec::new(), Vec::new());
/// let status = shudu_cli::run(["solve", "--jobs", "0"], Streams::new(&b""[..], &mut out, &mut err));
/// assert_eq!(status, Status::Usage);
/// assert!(String::from_utf8(err).unwrap().contains("--jobs must be at least 1"));
/// ```
pub fn run<I, S>(args: I, streams: Streams<'_>) -> Status
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    let mut args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let mut ctx = Context::command(streams);
    if args.is_empty() {
        ctx.say(&format!("no verb given\n\n{HELP}"));
        return Status::Usage;
    }
    let verb = args.remove(0);
    let Some(verb) = verb.to_str() else {
        ctx.say(&format!("unknown verb {verb:?} (try shudu --help)"));
        return Status::Usage;
    };
    match verb {
        "-h" | "--help" | "help" => {
            if let (true, Some(verb)) = (verb == "help", args.first()) {
                // `shudu help solve` is `shudu solve --help`.
                let verb = verb.clone();
                return run([verb, OsString::from("--help")], ctx.into_streams());
            }
            ctx.print(HELP)
        }
        "-V" | "--version" => ctx.print(concat!("shudu ", env!("CARGO_PKG_VERSION"), "\n")),
        _ => {
            ctx.name = format!("shudu {verb}");
            dispatch(verb, args, ctx)
        }
    }
}

fn dispatch(verb: &str, args: Vec<OsString>, mut ctx: Context<'_>) -> Status {
    match verb {
        "solve" => solve::run(&mut ctx, args, solve::Mode::Solve),
        "count" => solve::run(&mut ctx, args, solve::Mode::Count),
        "rate" => rate::run(&mut ctx, args),
        "hint" => hint::run(&mut ctx, args),
        "path" => path::run(&mut ctx, args),
        "generate" => generate::run(&mut ctx, args),
        "canonical" => canonical::run(&mut ctx, args),
        #[cfg(feature = "play")]
        "play" => play::run(&mut ctx, args),
        #[cfg(not(feature = "play"))]
        "play" => {
            ctx.say("this shudu was built without the terminal game (the feature `play`)");
            Status::Usage
        }
        #[cfg(feature = "fpuzzles")]
        "variant" => variant::run(&mut ctx, args),
        #[cfg(not(feature = "fpuzzles"))]
        "variant" => {
            ctx.say("this shudu was built without the variant engine (the feature `fpuzzles`)");
            Status::Usage
        }
        other => {
            ctx.name = "shudu".to_owned();
            ctx.say(&format!("unknown verb {other:?} (try shudu --help)"));
            Status::Usage
        }
    }
}

/// The bundled examples of the workspace (`cargo run --example solve`, ...): each is one call
/// here, the tool of the same verb with the example's defaults (its output format, its demo
/// when nothing is given), on the process's arguments and streams. One function per tool, so
/// that an example's binary holds its own tool only.
///
/// # Examples
///
/// `examples/solve.rs`, whole:
///
/// ```no_run
/// fn main() -> std::process::ExitCode {
///     shudu_cli::example::solve()
/// }
/// ```
pub mod example {
    use std::ffi::OsString;
    use std::process::ExitCode;

    use crate::args::Context;
    use crate::streams::{Status, Streams};

    fn run(name: &str, tool: impl FnOnce(&mut Context<'_>, Vec<OsString>) -> Status) -> ExitCode {
        let args: Vec<OsString> = std::env::args_os().skip(1).collect();
        let mut ctx = Context::example(name, Streams::std());
        tool(&mut ctx, args).into()
    }

    /// `cargo run --example solve`: `shudu solve --format grid`, and a demo with no input.
    #[must_use]
    pub fn solve() -> ExitCode {
        run("solve", |ctx, args| {
            crate::solve::run(ctx, args, crate::solve::Mode::Solve)
        })
    }

    /// `cargo run --example rate`: `shudu rate`, and a demo with no input.
    #[must_use]
    pub fn rate() -> ExitCode {
        run("rate", crate::rate::run)
    }

    /// `cargo run --example generate`: `shudu generate --format grid`.
    #[must_use]
    pub fn generate() -> ExitCode {
        run("generate", crate::generate::run)
    }

    /// `cargo run --example canonical`: `shudu canonical`, and a demo with no input.
    #[must_use]
    pub fn canonical() -> ExitCode {
        run("canonical", crate::canonical::run)
    }

    /// `cargo run --example hodoku_path`: `shudu path`.
    #[must_use]
    pub fn hodoku_path() -> ExitCode {
        run("hodoku_path", crate::path::run)
    }

    /// `cargo run --features fpuzzles --example variant`: `shudu variant solve --format grid`.
    #[cfg(feature = "fpuzzles")]
    #[must_use]
    pub fn variant() -> ExitCode {
        run("variant", crate::variant::run_example)
    }
}
