//! Rates sudoku puzzles on Sudoku Explainer's scale, as SE's `serate` does: one line per
//! puzzle with ER (hardest step), EP (hardest up to the first placement), ED (first step) and
//! the hardest technique, then HoDoKu's level and score; `--steps` writes every step's
//! sentence, `--hodoku` takes the steps from HoDoKu's path, `--se` leaves HoDoKu out.
//!
//!     cargo run --release --example rate -- puzzles.txt
//!     cargo run --release --example rate -- --se puzzles.txt   # SE's scale alone, faster
//!     cargo run --release --example rate -- --steps < puzzles.txt
//!     cargo run --release --example rate -- --jobs 1 puzzles.txt   # on one thread
//!     cargo run --release --example rate            # rates a few famous puzzles

use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::Instant;

use shudu::{Explainer, Grid, RateError, Step};
use shudu_batch::Batch;

const HELP: &str = "\
usage: rate [OPTIONS] [FILE]

Rates sudoku puzzles on Sudoku Explainer's (SE) difficulty scale and prints, for each one,
a line: the puzzle, ER (its hardest step), EP (the hardest step up to the first placed
digit), ED (the first step) and the hardest technique, then HoDoKu's level (Easy, Medium,
Hard, Unfair, Extreme), score and hardest technique, separated by tabs.

Input: FILE, or standard input when no FILE is given (or FILE is '-'). Each line holding a
puzzle starts with its 81 cells ('1'-'9' for clues; '.', '0' or '_' for empty cells);
what follows on the line is kept as a label. Blank lines and lines starting with '#' are
skipped. With no FILE and standard input a terminal, a few famous puzzles are rated.

options:
  --steps     after each puzzle's line, every step of its path: its rating and sentence
  --hodoku    with --steps, the steps of HoDoKu's path (its order and names), each with
              its HoDoKu score instead of SE's rating
  --se        SE's scale alone: leaves out HoDoKu's level, score and technique; without
              --steps it walks only SE's path, and rates faster
  --jobs N    rate on N threads (default: every core); the output is the same, in input
              order, whatever N
  --help      this message

A summary goes to standard error at the end; a progress line too while rating a long input
when standard error is a terminal. Exit status: 0 when every puzzle was rated, 1 when some
could not be (no unique solution, or unreadable), 2 for bad options or an unreadable file.";

const DEMO: &[&str] = &[
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. easy50 #1",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... top95 #1",
    "1......58..74.....3....29....6.8....5.......4...56...22.96.....7...1.....4...3.79 random",
];

struct Options {
    steps: bool,
    hodoku: bool,
    se: bool,
    /// `--jobs N`: threads, at least 1.
    jobs: usize,
    file: Option<String>,
}

fn parse_args() -> Result<Option<Options>, String> {
    let mut options = Options {
        steps: false,
        hodoku: false,
        se: false,
        jobs: shudu_batch::available_jobs(),
        file: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            "--steps" => options.steps = true,
            "--hodoku" => options.hodoku = true,
            "--se" => options.se = true,
            "--jobs" => {
                let value = args.next().ok_or("--jobs needs a number (try --help)")?;
                options.jobs = match value.parse::<usize>() {
                    Ok(n) if n >= 1 => n,
                    _ => return Err(format!("--jobs needs a whole number from 1, not {value:?}")),
                };
            }
            "-" => options.file = None,
            flag if flag.starts_with('-') => {
                return Err(format!("unknown option '{flag}' (try --help)"));
            }
            path => {
                if options.file.is_some() {
                    return Err("more than one FILE given (try --help)".to_string());
                }
                options.file = Some(path.to_string());
            }
        }
    }
    if options.se && options.hodoku {
        return Err("--se leaves HoDoKu's path out, so it cannot go with --hodoku".to_string());
    }
    Ok(Some(options))
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    rated: usize,
    unrated: usize,
    unreadable: usize,
}

fn main() -> ExitCode {
    let options = match parse_args() {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("rate: {message}");
            return ExitCode::from(2);
        }
    };
    let lines: Box<dyn Iterator<Item = io::Result<String>>> = match &options.file {
        Some(path) => match std::fs::File::open(path) {
            Ok(file) => Box::new(io::BufReader::new(file).lines()),
            Err(e) => {
                eprintln!("rate: cannot read {path}: {e}");
                return ExitCode::from(2);
            }
        },
        None if io::stdin().is_terminal() => {
            eprintln!("rate: no input given; rating a few famous puzzles (see --help)");
            Box::new(DEMO.iter().map(|s| Ok(s.to_string())))
        }
        None => Box::new(io::stdin().lock().lines()),
    };

    let explainer = if options.hodoku {
        Explainer::hodoku()
    } else {
        Explainer::new()
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let progress = io::stderr().is_terminal();
    let start = Instant::now();
    let mut tally = Tally::default();
    // Lines are rated on `jobs` threads as a stream (each thread takes the next line when it
    // is free, so one hard puzzle holds up no other) and written in input order, so the
    // output does not depend on the threads.
    let mut read_error = None;
    let inputs = lines
        .enumerate()
        .map_while(|(number, line)| match line {
            Ok(line) => Some((number + 1, line)),
            Err(e) => {
                read_error = Some((number + 1, e));
                None
            }
        })
        .filter_map(|(number, line)| {
            let text = line.trim();
            (!(text.is_empty() || text.starts_with('#'))).then(|| (number, text.to_string()))
        });
    let mut closed = false;
    rate_stream(&explainer, &options, inputs, &mut |outcome, text| {
        tally.puzzles += 1;
        match outcome {
            Outcome::Rated => tally.rated += 1,
            Outcome::Unrated => tally.unrated += 1,
            Outcome::Unreadable => tally.unreadable += 1,
        }
        if out.write_all(text.as_bytes()).is_err() {
            // Standard output closed (a pipe into `head`): stop quietly.
            closed = true;
            return false;
        }
        // Lines go out often: hard puzzles can take a good part of a second each.
        if tally.puzzles % 16 == 0 {
            let _ = out.flush();
            if progress && tally.puzzles >= 100 {
                eprint!("\rrate: {} puzzles...", tally.puzzles);
            }
        }
        true
    });
    if closed {
        return ExitCode::SUCCESS;
    }
    if let Some((number, e)) = read_error {
        let _ = out.flush();
        eprintln!("rate: line {number}: cannot read: {e}");
        return ExitCode::from(2);
    }
    let _ = out.flush();
    let seconds = start.elapsed().as_secs_f64();
    if progress && tally.puzzles >= 100 {
        eprint!("\r");
    }
    eprintln!(
        "rate: {} puzzles: {} rated, {} without a rating, {} unreadable; {:.2} s ({:.0} puzzles/s)",
        tally.puzzles,
        tally.rated,
        tally.unrated,
        tally.unreadable,
        seconds,
        tally.puzzles as f64 / seconds.max(1e-9)
    );
    if tally.unrated + tally.unreadable > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// What became of one puzzle.
enum Outcome {
    Rated,
    /// No unique solution, or SE's techniques ran out.
    Unrated,
    Unreadable,
}

/// Rates the `(line number, text)` lines of `inputs` on `options.jobs` threads, each line as
/// soon as a thread is free, and gives each outcome and text to `emit` in input order; stops
/// early when `emit` returns false.
fn rate_stream(
    explainer: &Explainer,
    options: &Options,
    inputs: impl Iterator<Item = (usize, String)>,
    emit: &mut dyn FnMut(Outcome, String) -> bool,
) {
    let _ = Batch::new(options.jobs).map(
        inputs,
        |(number, text)| rate_line(explainer, options, number, &text),
        |(outcome, text)| {
            if emit(outcome, text) {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        },
    );
}

/// The output of one puzzle's line (number `number` of the input, trimmed `text`): its
/// rating line, and with `--steps` its path.
fn rate_line(
    explainer: &Explainer,
    options: &Options,
    number: usize,
    text: &str,
) -> (Outcome, String) {
    use std::fmt::Write as _;

    let cells: String = text.chars().take(81).collect();
    let grid: Grid = match cells.parse() {
        Ok(grid) => grid,
        Err(e) => {
            return (
                Outcome::Unreadable,
                format!("{text}\terror: line {number}: {e}\n"),
            );
        }
    };
    let mut path: Vec<Step> = Vec::new();
    // SE's verdict, and HoDoKu's unless `--se` leaves it out.
    // Without `--steps` no sentence is written, so the steps need not keep what they show.
    let result = if options.se && !options.steps {
        explainer.rate_se(&grid).map(|se| (se, None))
    } else if !options.steps {
        explainer
            .rate(&grid)
            .map(|rating| (rating.se(), (!options.se).then(|| rating.grade())))
    } else {
        explainer
            .walk(&grid, |step| {
                if options.steps {
                    path.push(*step);
                }
            })
            .map(|rating| (rating.se(), (!options.se).then(|| rating.grade())))
    };
    let label = text.get(81..).map(str::trim).unwrap_or("");
    let label = if label.is_empty() {
        String::new()
    } else {
        format!("\t{label}")
    };
    let mut out = String::new();
    let outcome = match result {
        Ok((se, grade)) => {
            let hodoku = grade.map_or(String::new(), |grade| {
                format!(
                    "\t{}\t{}\t{}",
                    grade.level(),
                    grade.score(),
                    grade.hardest().hodoku_name()
                )
            });
            let _ = writeln!(
                out,
                "{grid}\t{:.1}\t{:.1}\t{:.1}\t{}{hodoku}{label}",
                se.er(),
                se.ep(),
                se.ed(),
                se.hardest(),
            );
            Outcome::Rated
        }
        Err(e @ RateError::Stuck { .. }) => {
            // SE's techniques ran out, but HoDoKu's path always finishes.
            let _ = match explainer.grade(&grid) {
                Ok(grade) => writeln!(out, "{grid}\terror: {e}; HoDoKu: {grade}{label}"),
                Err(_) => writeln!(out, "{grid}\terror: {e}{label}"),
            };
            Outcome::Unrated
        }
        Err(e) => {
            let _ = writeln!(out, "{grid}\terror: {e}{label}");
            Outcome::Unrated
        }
    };
    for (i, step) in path.iter().enumerate() {
        let _ = if options.hodoku {
            let score = step.technique().hodoku().map_or(0, |(_, score)| score);
            writeln!(out, "  {:>3}. {score:>5}  {step}", i + 1)
        } else {
            writeln!(out, "  {:>3}. {:.1}  {step}", i + 1, step.difficulty())
        };
    }
    (outcome, out)
}
