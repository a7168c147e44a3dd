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
//! Run it with `--help` for what it reads and prints.

use std::io::{self, IsTerminal, Read, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use shudu::variant::{Digits, Puzzle, Solver, load};
use shudu_batch::Batch;

const USAGE: &str = "\
Solves variant sudoku puzzles: boards from 4x4 to 16x16, with the rules of f-puzzles.

Usage: variant [OPTIONS] [FILE|-]...

Reads the FILEs (`-`, or no FILE: standard input), one puzzle a line, in any form shudu's
variant::load reads: f-puzzles JSON (on one line), an f-puzzles link
(https://f-puzzles.com/?load=...), a SudokuPad link that carries an f-puzzles payload
(https://sudokupad.app/fpuzzles...), or the payload alone. Blank lines and lines starting
with '#' are skipped.

For each puzzle, in input order, it prints a comment line naming it ('# line 3', the file
too when there are several, and the puzzle's title) with the verdict: 'unique', 'no
solution', 'N solutions', or 'at least N solutions' when the count reaches the limit; then,
when there is one, a solution on the next line: the digits row by row, run together on
boards up to 9x9 ('1234341221434321'), separated by spaces on larger ones. With
--candidates, the true candidates follow (every digit some solution puts in each cell): a
comment line, then one line per row, cells separated by spaces, each cell's digits run
together (separated by ',' on boards larger than 9x9). A line that is not a puzzle is
reported on standard error, naming the line and saying what is wrong. A summary ends the run
on standard error.

Options:
  --limit N     count the solutions up to N (N >= 1, default 2: is the solution unique?)
  --candidates  print each puzzle's true candidates too
  --jobs N      solve on N threads (default: every core); the output keeps input order
  --budget N    give up on a puzzle after N guesses per question (default 1000000),
                printing '# ... gave up'
  -h, --help    print this help

Exit status: 0 when every puzzle was read and answered, 1 when a puzzle or a file could not
be read or a search gave up (the others are still solved), 2 on a usage error.
";

/// The guesses each question may make when `--budget` does not say: variant puzzles with few
/// givens need more than classic ones, and a million is a few seconds at most.
const DEFAULT_BUDGET: u64 = 1_000_000;

/// Puzzles answered between two writes of the output.
const BATCH: usize = 256;

/// One line that holds a puzzle.
struct Item<'a> {
    /// Where it is: `line 3`, with the input's name when there are several.
    place: String,
    text: &'a str,
}

/// Every line of `text` that holds a puzzle: not blank, not a `#` comment.
fn read_items<'a>(name: Option<&str>, text: &'a str) -> Vec<Item<'a>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let line = line.trim();
            !line.is_empty() && !line.starts_with('#')
        })
        .map(|(i, line)| Item {
            place: match name {
                Some(name) => format!("{name}: line {}", i + 1),
                None => format!("line {}", i + 1),
            },
            text: line,
        })
        .collect()
}

// --- solving ------------------------------------------------------------------------------------

/// What the engine said about one puzzle.
enum Answer {
    /// The count up to the limit, a first solution (when the count is not 0) and the true
    /// candidates (with `--candidates`, when there is a solution).
    Solved {
        size: usize,
        title: Option<String>,
        count: usize,
        first: Option<Vec<u8>>,
        candidates: Option<Vec<Digits>>,
    },
    /// A search reached its budget of guesses.
    GaveUp { title: Option<String>, guesses: u64 },
    /// The line is not a puzzle: the reader's message.
    Unreadable(String),
}

fn answer(text: &str, settings: &Settings) -> Answer {
    let puzzle: Puzzle = match load(text) {
        Ok(puzzle) => puzzle,
        Err(e) => return Answer::Unreadable(e.to_string()),
    };
    let title = puzzle.title.clone();
    let solver = Solver::new(&puzzle).with_budget(settings.budget);
    let solved: Result<_, shudu::GaveUp> = (|| {
        let count = solver.count_solutions(settings.limit)?;
        let first = if count > 0 {
            solver.solve_first()?
        } else {
            None
        };
        let candidates = if settings.candidates && count > 0 {
            solver.true_candidates()?.map(|c| c.iter().collect())
        } else {
            None
        };
        Ok((count, first, candidates))
    })();
    match solved {
        Ok((count, first, candidates)) => Answer::Solved {
            size: puzzle.size(),
            title,
            count,
            first,
            candidates,
        },
        Err(gave_up) => Answer::GaveUp {
            title,
            guesses: gave_up.guesses(),
        },
    }
}

/// Answers `items` on `settings.jobs` threads; the answers come back in the items' order.
fn answer_all(items: &[Item<'_>], settings: &Settings) -> Vec<Answer> {
    let mut answers = Vec::with_capacity(items.len());
    let _ = Batch::new(settings.jobs).map(
        items,
        |item| answer(item.text, settings),
        |answer| {
            answers.push(answer);
            ControlFlow::Continue(())
        },
    );
    answers
}

// --- writing ------------------------------------------------------------------------------------

/// What happened to the puzzles read so far.
#[derive(Debug, Default)]
struct Tally {
    unique: usize,
    none: usize,
    several: usize,
    /// With `--limit 1`: a solution, and no telling whether it is the only one.
    solved: usize,
    unreadable: usize,
    gave_up: usize,
    solving: Duration,
}

impl Tally {
    fn summary(&self) -> String {
        let total =
            self.unique + self.none + self.several + self.solved + self.unreadable + self.gave_up;
        let solved = if self.solved > 0 {
            format!(
                ", {} with a solution (--limit 1 does not tell unique)",
                self.solved
            )
        } else {
            String::new()
        };
        let gave_up = if self.gave_up > 0 {
            format!(", {} given up (--budget)", self.gave_up)
        } else {
            String::new()
        };
        format!(
            "{}: {} unique, {} with no solution, {} with several{solved}, {} unreadable{gave_up}; \
             {:.3?}",
            plural(total, "puzzle"),
            self.unique,
            self.none,
            self.several,
            self.unreadable,
            self.solving,
        )
    }
}

/// "1 solution", "2 solutions".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The verdict for `count` solutions counted up to `limit`.
fn verdict(count: usize, limit: usize) -> String {
    match count {
        0 => "no solution".to_owned(),
        1 if limit > 1 => "unique".to_owned(),
        n if n == limit => format!("at least {}", plural(n, "solution")),
        n => plural(n, "solution"),
    }
}

/// A solution row by row: digits run together up to 9x9, separated by spaces above.
fn solution_line(size: usize, digits: &[u8]) -> String {
    let cells: Vec<String> = digits.iter().map(u8::to_string).collect();
    cells.join(if size <= 9 { "" } else { " " })
}

/// One row of true candidates: cells separated by spaces, each cell's digits run together
/// (separated by ',' above 9x9).
fn candidate_row(size: usize, row: &[Digits]) -> String {
    let cells: Vec<String> = row
        .iter()
        .map(|digits| {
            let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
            digits.join(if size <= 9 { "" } else { "," })
        })
        .collect();
    cells.join(" ")
}

fn write_answer(
    out: &mut impl Write,
    item: &Item<'_>,
    answer: Answer,
    limit: usize,
    tally: &mut Tally,
) -> io::Result<()> {
    let place = &item.place;
    let named =
        |title: &Option<String>| title.as_ref().map_or(String::new(), |t| format!(" ({t})"));
    match answer {
        Answer::Unreadable(message) => {
            tally.unreadable += 1;
            // Keep the order of messages on a terminal that shows both streams.
            out.flush()?;
            eprintln!("{place}: {message}");
        }
        Answer::GaveUp { title, guesses } => {
            tally.gave_up += 1;
            writeln!(
                out,
                "# {place}{}: gave up after {guesses} guesses, the budget (raise it with --budget)",
                named(&title)
            )?;
        }
        Answer::Solved {
            size,
            title,
            count,
            first,
            candidates,
        } => {
            match count {
                0 => tally.none += 1,
                1 if limit == 1 => tally.solved += 1,
                1 => tally.unique += 1,
                _ => tally.several += 1,
            }
            let first_label = if count > 1 { "; one of them:" } else { "" };
            writeln!(
                out,
                "# {place}{}: {}{first_label}",
                named(&title),
                verdict(count, limit)
            )?;
            if let Some(first) = first {
                writeln!(out, "{}", solution_line(size, &first))?;
            }
            if let Some(candidates) = candidates {
                writeln!(out, "# true candidates, row by row:")?;
                for row in candidates.chunks(size) {
                    writeln!(out, "{}", candidate_row(size, row))?;
                }
            }
        }
    }
    Ok(())
}

/// Answers and writes every puzzle of one input, in batches.
fn solve_items(
    items: &[Item<'_>],
    settings: &Settings,
    tally: &mut Tally,
    out: &mut impl Write,
) -> io::Result<()> {
    for batch in items.chunks(BATCH) {
        let start = Instant::now();
        let answers = answer_all(batch, settings);
        tally.solving += start.elapsed();
        for (item, answer) in batch.iter().zip(answers) {
            write_answer(out, item, answer, settings.limit, tally)?;
        }
        out.flush()?;
    }
    Ok(())
}

// --- the command line ---------------------------------------------------------------------------

struct Settings {
    limit: usize,
    candidates: bool,
    jobs: usize,
    budget: u64,
    /// The inputs: `None` for standard input.
    inputs: Vec<Option<String>>,
}

enum Command {
    Run(Settings),
    Help,
}

/// A whole number of at least 1 for option `name`.
fn positive(name: &str, value: &str) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(0) => Err(format!("{name} must be at least 1")),
        Ok(n) => Ok(n),
        Err(e) if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) => {
            Err(format!("{name} {value} is too large"))
        }
        Err(_) => Err(format!("{name} needs a whole number, not {value:?}")),
    }
}

/// A whole number, 0 or more, for option `name`.
fn whole(name: &str, value: &str) -> Result<u64, String> {
    value.parse::<u64>().map_err(|e| match e.kind() {
        std::num::IntErrorKind::PosOverflow => format!("{name} {value} is too large"),
        _ => format!("{name} needs a whole number, not {value:?}"),
    })
}

fn parse_args(args: &[String]) -> Result<Command, String> {
    let mut settings = Settings {
        limit: 2,
        candidates: false,
        jobs: shudu_batch::available_jobs(),
        budget: DEFAULT_BUDGET,
        inputs: Vec::new(),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        // Both `--name value` and `--name=value`.
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value)),
            _ => (arg.as_str(), None),
        };
        let mut value = || {
            inline
                .or_else(|| args.next().map(String::as_str))
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match name {
            "-h" | "--help" => return Ok(Command::Help),
            "--candidates" => settings.candidates = true,
            "--limit" => settings.limit = positive(name, value()?)?,
            "--jobs" => settings.jobs = positive(name, value()?)?,
            "--budget" => settings.budget = whole(name, value()?)?,
            "-" => settings.inputs.push(None),
            a if a.starts_with('-') => return Err(format!("unknown option {a}")),
            path => settings.inputs.push(Some(path.to_owned())),
        }
    }
    if settings.inputs.is_empty() {
        if io::stdin().is_terminal() {
            return Err(
                "no FILE, and standard input is a terminal: give a file or pipe puzzles in".into(),
            );
        }
        settings.inputs.push(None);
    }
    Ok(Command::Run(settings))
}

fn read_stdin() -> io::Result<String> {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn run(settings: &Settings, tally: &mut Tally, out: &mut impl Write) -> io::Result<bool> {
    let mut failed = false;
    let named = settings.inputs.len() > 1;
    for input in &settings.inputs {
        let (name, text) = match input {
            None => ("standard input", read_stdin()),
            Some(path) => (
                path.as_str(),
                std::fs::read(path).map(|b| String::from_utf8_lossy(&b).into_owned()),
            ),
        };
        match text {
            Ok(text) => {
                let items = read_items(named.then_some(name), &text);
                solve_items(&items, settings, tally, out)?;
            }
            Err(e) => {
                out.flush()?;
                eprintln!("cannot read {name}: {e}");
                failed = true;
            }
        }
    }
    out.flush()?;
    Ok(failed)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let settings = match parse_args(&args) {
        Ok(Command::Run(settings)) => settings,
        Ok(Command::Help) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("variant: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut tally = Tally::default();
    let mut out = io::BufWriter::new(io::stdout().lock());
    match run(&settings, &mut tally, &mut out) {
        Ok(failed) => {
            eprintln!("{}", tally.summary());
            if failed || tally.unreadable > 0 || tally.gave_up > 0 {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        // The reader went away (`variant big.txt | head`): stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("variant: {e}");
            ExitCode::FAILURE
        }
    }
}
