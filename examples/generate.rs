//! Prints random sudoku puzzles with exactly one solution.
//!
//! ```text
//! cargo run --example generate                      # one puzzle and its solution, as blocks
//! cargo run --example generate -- --count 5 --symmetry central --format line
//! cargo run --example generate -- --count 100 --format line | cargo run --example solve
//! cargo run --example generate -- --pattern "$(cat heart.txt)"   # clues exactly on the x's
//! ```
//!
//! The seed is printed on stderr, so `--seed S` repeats a run exactly.

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Generator, Pattern, Symmetry};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
usage: generate [OPTIONS]

Prints random sudoku puzzles with exactly one solution.

options:
  --count N          how many puzzles (default 1)
  --symmetry NAME    symmetry of the clue pattern (default none): none, central, quarter,
                     mirror-lr, mirror-ud, both-mirrors, diagonal, anti-diagonal,
                     both-diagonals, full
  --clues N          stop removing clues once at most N are left (more clues: easier);
                     without it, or if N cannot be reached, the puzzle is minimal
  --attempts N       make N puzzles for each one printed and keep the one with fewest
                     clues (default 1)
  --seed S           seed of the random numbers (default: from the clock; printed on
                     stderr so a run can be repeated)
  --pattern PATTERN  clues exactly on the cells of PATTERN: 81 characters, 'x' for a clue,
                     '.' for an empty cell (whitespace skipped); --attempts is then the
                     number of grids tried before giving up (default 10000)
  --format FORMAT    block (default): each puzzle and its solution as nine-line blocks;
                     line: only the puzzles, one 81-character line each
  --help             this message";

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Line,
    Block,
}

struct Options {
    count: u64,
    symmetry: Symmetry,
    clues: Option<usize>,
    attempts: u32,
    seed: Option<u64>,
    format: Format,
    pattern: Option<Pattern>,
    attempts_given: bool,
}

/// What the command line asks for: a run, the help text, or a mistake to report.
enum Command {
    Run(Options),
    Help,
}

fn parse_number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{name} needs a whole number, not {value:?}"))
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut options = Options {
        count: 1,
        symmetry: Symmetry::None,
        clues: None,
        attempts: 1,
        seed: None,
        format: Format::Block,
        pattern: None,
        attempts_given: false,
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--help" || arg == "-h" {
            return Ok(Command::Help);
        }
        // Both `--name value` and `--name=value`.
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name.to_string(), Some(value.to_string())),
            None => (arg, None),
        };
        let mut inline = inline;
        let mut value = || {
            inline
                .take()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match name.as_str() {
            "--count" => options.count = parse_number(&name, &value()?)?,
            "--symmetry" => {
                let value = value()?;
                options.symmetry = value.parse().map_err(|e| format!("{value:?}: {e}"))?;
            }
            "--clues" => options.clues = Some(parse_number(&name, &value()?)?),
            "--attempts" => {
                options.attempts = parse_number(&name, &value()?)?;
                options.attempts_given = true;
            }
            "--seed" => options.seed = Some(parse_number(&name, &value()?)?),
            "--pattern" => {
                let value = value()?;
                options.pattern = Some(value.parse().map_err(|e| format!("--pattern: {e}"))?);
            }
            "--format" => {
                options.format = match value()?.as_str() {
                    "line" => Format::Line,
                    "block" => Format::Block,
                    other => return Err(format!("--format is line or block, not {other:?}")),
                };
            }
            _ => return Err(format!("unknown option {name:?}")),
        }
    }
    Ok(Command::Run(options))
}

/// A seed that differs from run to run: the clock's nanoseconds mixed with the process id.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

fn run(options: &Options) -> std::io::Result<()> {
    let seed = options.seed.unwrap_or_else(fresh_seed);
    eprintln!("seed: {seed}");
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed))
        .symmetry(options.symmetry)
        .attempts(options.attempts);
    if let Some(clues) = options.clues {
        generator = generator.target_clues(clues);
    }
    let mut out = std::io::stdout().lock();
    for n in 0..options.count {
        let puzzle = match &options.pattern {
            None => generator.generate(),
            Some(pattern) => {
                let budget = if options.attempts_given {
                    options.attempts
                } else {
                    10_000
                };
                match generator.generate_pattern(pattern, budget) {
                    Ok(puzzle) => puzzle,
                    Err(e) => return Err(std::io::Error::other(e)),
                }
            }
        };
        match options.format {
            Format::Line => writeln!(out, "{}", puzzle.grid())?,
            Format::Block => {
                if n > 0 {
                    writeln!(out)?;
                }
                let met = if puzzle.target_met() {
                    ""
                } else {
                    ", more than asked"
                };
                writeln!(
                    out,
                    "Puzzle ({} clues{met}, symmetry {}):",
                    puzzle.clue_count(),
                    puzzle.symmetry()
                )?;
                writeln!(out, "{:#}", puzzle.grid())?;
                writeln!(out)?;
                writeln!(out, "Solution:")?;
                writeln!(out, "{:#}", puzzle.solution())?;
            }
        }
    }
    out.flush()
}

fn main() -> ExitCode {
    match parse_args(std::env::args().skip(1)) {
        Ok(Command::Help) => {
            // Nothing to do if stdout is closed.
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            ExitCode::SUCCESS
        }
        Ok(Command::Run(options)) => match run(&options) {
            Ok(()) => ExitCode::SUCCESS,
            // A closed pipe (`| head`) is the reader saying it has enough.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("generate: {e}");
                ExitCode::FAILURE
            }
        },
        Err(message) => {
            eprintln!("generate: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
