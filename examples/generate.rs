//! Prints random sudoku puzzles with exactly one solution.
//!
//! ```text
//! cargo run --example generate                      # one puzzle and its solution, as blocks
//! cargo run --example generate -- --count 5 --symmetry central --format line
//! cargo run --example generate -- --count 100 --format line | cargo run --example solve
//! cargo run --release --example generate -- --level hard --count 5 --format line
//! cargo run --release --example generate -- --er 7.0-8.0 --technique skyscraper
//! ```
//!
//! The seed is printed on stderr, so `--seed S` repeats a run exactly.

use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use shudu::{Explainer, Generator, Level, Symmetry, Technique};
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
  --level NAME       a puzzle of this level on HoDoKu's scale: easy, medium, hard,
                     unfair or extreme
  --er MIN-MAX       a puzzle whose SE rating (ER) is between MIN and MAX, e.g. 7.0-8.5
  --technique NAME   a puzzle whose path uses this technique (for practice), e.g.
                     skyscraper, x-wing, 'w-wing', 'finned x-wing', 'xy-chain'
  --budget N         give up an order (level, ER, technique) after N puzzles dug and
                     rated (default 1000); the exit status is then 1
  --seed S           seed of the random numbers (default: from the clock; printed on
                     stderr so a run can be repeated)
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
    level: Option<Level>,
    er: Option<(f32, f32)>,
    technique: Option<Technique>,
    budget: Option<u32>,
}

/// The technique whose name (SE's or HoDoKu's) is `text`, ignoring case, spaces and dashes.
fn parse_technique(text: &str) -> Result<Technique, String> {
    let key = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect::<String>()
    };
    Technique::ALL
        .iter()
        .chain(Technique::HODOKU)
        .copied()
        .find(|t| key(t.name()) == key(text) || key(t.hodoku_name()) == key(text))
        .ok_or_else(|| format!("no technique is called {text:?}"))
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
        level: None,
        er: None,
        technique: None,
        budget: None,
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
            "--attempts" => options.attempts = parse_number(&name, &value()?)?,
            "--level" => {
                let value = value()?;
                options.level = Some(value.parse().map_err(|e| format!("{value:?}: {e}"))?);
            }
            "--er" => options.er = Some(parse_er(&value()?)?),
            "--technique" => options.technique = Some(parse_technique(&value()?)?),
            "--budget" => options.budget = Some(parse_number(&name, &value()?)?),
            "--seed" => options.seed = Some(parse_number(&name, &value()?)?),
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

/// Prints the puzzles; `Ok(false)` when an order ran out of budget.
fn run(options: &Options) -> std::io::Result<bool> {
    let seed = options.seed.unwrap_or_else(fresh_seed);
    eprintln!("seed: {seed}");
    let mut generator = Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed))
        .symmetry(options.symmetry)
        .attempts(options.attempts);
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
    let ordered = options.level.is_some() || options.er.is_some() || options.technique.is_some();
    let mut out = std::io::stdout().lock();
    let start = std::time::Instant::now();
    let mut attempts = 0;
    for n in 0..options.count {
        let puzzle = match generator.try_generate() {
            Ok(puzzle) => puzzle,
            Err(e) => {
                out.flush()?;
                eprintln!("generate: puzzle {}: {e}", n + 1);
                return Ok(false);
            }
        };
        attempts += puzzle.attempts();
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
                let grade = if ordered {
                    Explainer::new()
                        .grade(puzzle.grid())
                        .map(|grade| format!(", {grade}, {} attempts", puzzle.attempts()))
                        .unwrap_or_default()
                } else {
                    String::new()
                };
                writeln!(
                    out,
                    "Puzzle ({} clues{met}, symmetry {}{grade}):",
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
    out.flush()?;
    if ordered {
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
