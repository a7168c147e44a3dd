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
//! (`--jobs N`).

use shudu::{Explainer, Generator, Level, Pattern, Puzzle, Symmetry, Technique};
use shudu_batch::Batch;
use std::io::Write;
use std::num::IntErrorKind;
use std::ops::ControlFlow;
use std::process::ExitCode;

const USAGE: &str = "\
usage: generate [OPTIONS]

Prints random sudoku puzzles with exactly one solution.

options:
  --count N          how many puzzles, at least 1 (default 1)
  --symmetry NAME    symmetry of the clue pattern (default none): none, central, quarter,
                     mirror-lr, mirror-ud, both-mirrors, diagonal, anti-diagonal,
                     both-diagonals, full
  --clues N          stop removing clues once at most N are left, 17 to 81 (more clues:
                     easier); without it the puzzle is minimal, and when N cannot be
                     reached the puzzle is the minimal one, with a note on stderr
  --attempts N       make N puzzles, at least 1, for each one printed and keep the one with
                     the fewest clues (default 1)
  --seed S           seed of the random numbers (default: from the clock; printed on
                     stderr so a run can be repeated); puzzle n is made from seed S + n - 1
                     alone, as `--count 1 --seed S+n-1` makes it
  --pattern PATTERN  clues exactly on the cells of PATTERN: 81 characters, 'x' for a clue,
                     '.' for an empty cell (whitespace skipped); --attempts is then the
                     number of grids tried before giving up (default 10000)
  --level NAME       a puzzle of this level on HoDoKu's scale: easy, medium, hard,
                     unfair or extreme
  --er MIN-MAX       a puzzle whose SE rating (ER) is between MIN and MAX, e.g. 7.0-8.5
  --technique NAME   a puzzle whose path uses this technique (for practice), e.g.
                     skyscraper, x-wing, 'w-wing', 'finned x-wing', 'xy-chain', als-xz
  --budget N         give up an order (level, ER, technique) after N puzzles dug and
                     rated (default 1000); the exit status is then 1
  --jobs N           make puzzles on N threads (default: every core); the output is the
                     same, in the same order, whatever N
  --format FORMAT    block (default): each puzzle and its solution as nine-line blocks,
                     headed by '#' comments; line: only the puzzles, one 81-character line
                     each; line+solution: the puzzle, a tab, its solution, one per line
  --help             this message";

/// How each puzzle is printed.
#[derive(Clone, Copy, PartialEq)]
enum Format {
    /// The puzzle's 81-character line.
    Line,
    /// The puzzle, a tab, its solution.
    LineAndSolution,
    /// Puzzle and solution as nine-line blocks, under `#` comments.
    Block,
}

/// Everything the command line sets: one field per option.
struct Options {
    count: u64,
    symmetry: Symmetry,
    clues: Option<usize>,
    attempts: u32,
    seed: Option<u64>,
    format: Format,
    /// `--pattern`: the clues exactly on these cells.
    pattern: Option<Pattern>,
    /// Whether `--attempts` was given (with a pattern, its default budget is 10,000 grids).
    attempts_given: bool,
    level: Option<Level>,
    er: Option<(f32, f32)>,
    technique: Option<Technique>,
    budget: Option<u32>,
    /// `--jobs N`: threads, at least 1.
    jobs: usize,
}

/// The technique whose name (SE's or HoDoKu's) is `text`, ignoring case, spaces and dashes
/// (`Technique`'s `FromStr`).
fn parse_technique(text: &str) -> Result<Technique, String> {
    text.parse()
        .map_err(|_| format!("no technique is called {text:?}"))
}

fn parse_er(text: &str) -> Result<(f32, f32), String> {
    let bad = || format!("--er needs MIN-MAX such as 7.0-8.5, not {text:?}");
    let (low, high) = text.split_once('-').ok_or_else(bad)?;
    let (low, high): (f32, f32) = (
        low.trim().parse().map_err(|_| bad())?,
        high.trim().parse().map_err(|_| bad())?,
    );
    if low > high {
        return Err(bad());
    }
    Ok((low, high))
}

impl Default for Options {
    fn default() -> Options {
        Options {
            count: 1,
            symmetry: Symmetry::None,
            clues: None,
            attempts: 1,
            seed: None,
            format: Format::Block,
            pattern: None,
            attempts_given: false,
            level: None,
            er: None,
            technique: None,
            budget: None,
            jobs: shudu_batch::available_jobs(),
        }
    }
}

/// What the command line asks for: a run, the help text, or a mistake to report.
enum Command {
    Run(Options),
    Help,
}

/// A whole number for option `name`, with a message that says what is wrong.
fn parse_number<T: std::str::FromStr<Err = std::num::ParseIntError>>(
    name: &str,
    value: &str,
) -> Result<T, String> {
    value
        .parse()
        .map_err(|e: std::num::ParseIntError| match e.kind() {
            IntErrorKind::PosOverflow => format!("{name} {value} is too large"),
            _ => format!("{name} needs a whole number, not {value:?}"),
        })
}

/// A whole number of at least 1 for option `name`.
fn parse_positive<T: std::str::FromStr<Err = std::num::ParseIntError> + Default + PartialEq>(
    name: &str,
    value: &str,
) -> Result<T, String> {
    let n = parse_number(name, value)?;
    if n == T::default() {
        return Err(format!("{name} must be at least 1"));
    }
    Ok(n)
}

/// The clue target: a unique puzzle has at least 17 clues, and a grid has 81 cells.
fn parse_clues(value: &str) -> Result<usize, String> {
    let clues: usize = parse_number("--clues", value)?;
    match clues {
        0..17 => Err(format!(
            "--clues {clues} is too few: no sudoku with fewer than 17 clues has a unique \
             solution (McGuire, Tugemann and Civario, 2012); give 17 to 81, or leave it out \
             for minimal puzzles"
        )),
        82.. => Err(format!(
            "--clues {clues} is too many: a grid has 81 cells; give 17 to 81"
        )),
        _ => Ok(clues),
    }
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut options = Options::default();
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
            "--count" => options.count = parse_positive(&name, &value()?)?,
            "--symmetry" => {
                let value = value()?;
                options.symmetry = value.parse().map_err(|e| format!("{value:?}: {e}"))?;
            }
            "--clues" => options.clues = Some(parse_clues(&value()?)?),
            "--attempts" => {
                options.attempts = parse_positive(&name, &value()?)?;
                options.attempts_given = true;
            }
            "--pattern" => {
                let value = value()?;
                options.pattern = Some(value.parse().map_err(|e| format!("--pattern: {e}"))?);
            }
            "--seed" => options.seed = Some(parse_number(&name, &value()?)?),
            "--level" => {
                let value = value()?;
                options.level = Some(value.parse().map_err(|e| format!("{value:?}: {e}"))?);
            }
            "--er" => options.er = Some(parse_er(&value()?)?),
            "--technique" => options.technique = Some(parse_technique(&value()?)?),
            "--budget" => options.budget = Some(parse_number(&name, &value()?)?),
            "--jobs" => options.jobs = parse_positive(&name, &value()?)?,
            "--format" => {
                options.format = match value()?.as_str() {
                    "line" => Format::Line,
                    "line+solution" => Format::LineAndSolution,
                    "block" => Format::Block,
                    other => {
                        return Err(format!(
                            "--format is line, line+solution or block, not {other:?}"
                        ));
                    }
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

/// One puzzle made, with its grade when the run has an order, or why there is none.
type Made = Result<(Puzzle, String), Failed>;

/// Why a puzzle could not be made.
enum Failed {
    /// An order (level, ER, technique) ran out of budget: the run ends with status 1.
    Order(String),
    /// A pattern has no puzzle within its attempts.
    Pattern(String),
}

/// Puzzle `n` (from 1) of the run: made from seed `seed + n - 1` alone, so that it does not
/// depend on the puzzles before it or on the thread that makes it.
fn make(options: &Options, seed: u64, n: u64) -> Made {
    let mut generator = Generator::from_seed(seed.wrapping_add(n - 1))
        .symmetry(options.symmetry)
        .best_of(options.attempts);
    if let Some(clues) = options.clues {
        generator = generator.target_clues(clues);
    }
    if let Some(level) = options.level {
        generator = generator.level(level);
    }
    if let Some((low, high)) = options.er {
        generator = generator.er(low..=high);
    }
    if let Some(technique) = options.technique {
        generator = generator.technique(technique);
    }
    if let Some(budget) = options.budget {
        generator = generator.budget(budget);
    }
    let puzzle = match &options.pattern {
        None => generator
            .try_generate()
            .map_err(|e| Failed::Order(format!("puzzle {n}: {e}")))?,
        Some(pattern) => {
            let budget = if options.attempts_given {
                options.attempts
            } else {
                10_000
            };
            generator
                .generate_pattern(pattern, budget)
                .map_err(|e| Failed::Pattern(e.to_string()))?
        }
    };
    let grade = if ordered(options) {
        Explainer::new()
            .grade(puzzle.grid())
            .map(|grade| format!(", {grade}, {} attempts", puzzle.attempts()))
            .unwrap_or_default()
    } else {
        String::new()
    };
    Ok((puzzle, grade))
}

/// Whether the run asks for a level, an ER range or a technique.
fn ordered(options: &Options) -> bool {
    options.level.is_some() || options.er.is_some() || options.technique.is_some()
}

/// Prints the puzzles; `Ok(false)` when an order ran out of budget.
fn run(options: &Options) -> std::io::Result<bool> {
    let seed = options.seed.unwrap_or_else(fresh_seed);
    eprintln!("seed: {seed}");
    let start = std::time::Instant::now();
    let mut attempts = 0;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    // Puzzle n is made from seed S + n - 1 alone, on the batch's threads, and written in
    // order as soon as it and those before it are made, so that a long run prints as it goes
    // and the output does not depend on the threads.
    let mut n = 1;
    let mut outcome = Ok(true);
    let _ = Batch::new(options.jobs).map(
        1..=options.count,
        |n| make(options, seed, n),
        |made| {
            let written = match made {
                Ok((puzzle, grade)) => {
                    write_made(&mut out, n, &puzzle, options, &grade).map(|()| {
                        attempts += puzzle.attempts();
                        true
                    })
                }
                Err(Failed::Order(message)) => out.flush().map(|()| {
                    eprintln!("generate: {message}");
                    false
                }),
                Err(Failed::Pattern(message)) => out
                    .flush()
                    .and_then(|()| Err(std::io::Error::other(message))),
            };
            n += 1;
            match written {
                Ok(true) => ControlFlow::Continue(()),
                stop => {
                    outcome = stop;
                    ControlFlow::Break(())
                }
            }
        },
    );
    if !matches!(outcome, Ok(true)) {
        return outcome;
    }
    out.flush()?;
    if ordered(options) {
        let seconds = start.elapsed().as_secs_f64();
        eprintln!(
            "generate: {} puzzles to order in {seconds:.2} s ({:.1} puzzles/s), {:.2} attempts each",
            options.count,
            options.count as f64 / seconds.max(1e-9),
            attempts as f64 / options.count.max(1) as f64
        );
    }
    Ok(true)
}

/// Writes puzzle `n` (and the note when it kept more clues than asked); flushes every so
/// often, so that a long run prints as it goes.
fn write_made(
    out: &mut impl Write,
    n: u64,
    puzzle: &Puzzle,
    options: &Options,
    grade: &str,
) -> std::io::Result<()> {
    if !puzzle.target_met() {
        // On stderr, so that every format keeps it out of the puzzles.
        out.flush()?;
        eprintln!(
            "puzzle {n}: {} clues, more than the {} asked: every clue left is needed",
            puzzle.clue_count(),
            options.clues.unwrap_or(0),
        );
    }
    write_puzzle(out, n, puzzle, options.format, grade)?;
    // A puzzle to order takes a while: each goes out as it is made.
    if ordered(options) || n.is_multiple_of(128) {
        out.flush()?;
    }
    Ok(())
}

fn write_puzzle(
    out: &mut impl Write,
    n: u64,
    puzzle: &Puzzle,
    format: Format,
    grade: &str,
) -> std::io::Result<()> {
    match format {
        Format::Line => writeln!(out, "{}", puzzle.grid()),
        Format::LineAndSolution => writeln!(out, "{}\t{}", puzzle.grid(), puzzle.solution()),
        Format::Block => {
            if n > 1 {
                writeln!(out)?;
            }
            writeln!(
                out,
                "# puzzle {n}: {} clues, symmetry {}{grade}",
                puzzle.clue_count(),
                puzzle.symmetry()
            )?;
            writeln!(out, "{:#}", puzzle.grid())?;
            writeln!(out, "# its solution")?;
            writeln!(out, "{:#}", puzzle.solution())
        }
    }
}

fn main() -> ExitCode {
    match parse_args(std::env::args().skip(1)) {
        Ok(Command::Help) => {
            // Nothing to do if stdout is closed.
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            ExitCode::SUCCESS
        }
        Ok(Command::Run(options)) => match run(&options) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
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
