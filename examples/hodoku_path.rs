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
//! For each puzzle (the first 81 characters of a line; blank lines and `#` lines skipped):
//!
//! ```text
//! P  n  puzzle  level  score  steps  status
//! S  n  k  KEY  KEY  score  placements  eliminations  order  sentence
//! ```
//!
//! `status` is `solved`, or `invalid` (unreadable, or not exactly one solution: no steps
//! follow). `KEY` is the technique as HoDoKu's step configuration names it (`X_WING`,
//! `UNIQUENESS_2`, `NICE_LOOP`...), written twice so that the columns line up with HoDoKu's
//! lines, which name the step's own type before the configuration's. Placements are written
//! `r1c2=5,r3c4=6` and eliminations `r1c2-5,r1c2-7`, both sorted by cell and then digit, `-`
//! when there are none. `order` is `-` here: HoDoKu's own lines give there the order in which
//! it removes the candidates, which decides the order of the singles that follow. The
//! sentence is the step as `Display` writes it.

use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use shudu::{Cell, Digit, Explainer, Grid, Marks, Step};

const HELP: &str = "\
usage: hodoku_path [FILE|-]

Prints, for each puzzle, the path of the explainer in HoDoKu's order in a stable
tab-separated form: a P line (number, puzzle, level, score, steps, status) and an S line per
step (number, step, HoDoKu's key twice, score, placements, eliminations, '-', sentence).
Reads FILE, or standard input when no FILE is given or FILE is '-'.";

/// HoDoKu 2.2's key for `step`: the name of the step configuration whose level and score it
/// counts for. SE's own techniques have none; they are never on HoDoKu's path.
fn key(step: &Step) -> &'static str {
    step.hodoku_key().unwrap_or("NOT_HODOKU")
}

/// `r1c2=5,r3c4=6`, sorted by cell and digit, or `-`.
fn list(items: impl Iterator<Item = (Cell, Digit)>, sign: char) -> String {
    let mut items: Vec<(usize, u8)> = items
        .map(|(cell, digit)| (cell.index(), digit.get()))
        .collect();
    items.sort_unstable();
    items.dedup();
    if items.is_empty() {
        return "-".to_string();
    }
    let text: Vec<String> = items
        .iter()
        .map(|&(cell, digit)| format!("r{}c{}{sign}{digit}", cell / 9 + 1, cell % 9 + 1))
        .collect();
    text.join(",")
}

fn main() -> ExitCode {
    let mut file = None;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--help" | "-h" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            "-" => file = None,
            flag if flag.starts_with('-') => {
                eprintln!("hodoku_path: unknown option '{flag}' (try --help)");
                return ExitCode::from(2);
            }
            path if file.is_none() => file = Some(path.to_string()),
            _ => {
                eprintln!("hodoku_path: more than one FILE given (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    let input: Box<dyn BufRead> = match &file {
        Some(path) => match std::fs::File::open(path) {
            Ok(f) => Box::new(io::BufReader::new(f)),
            Err(e) => {
                eprintln!("hodoku_path: cannot read {path}: {e}");
                return ExitCode::from(2);
            }
        },
        None if io::stdin().is_terminal() => {
            eprintln!("hodoku_path: reading puzzles from the terminal (see --help)");
            Box::new(io::stdin().lock())
        }
        None => Box::new(io::stdin().lock()),
    };
    let explainer = Explainer::hodoku();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut n = 0;
    let mut failed = false;
    for line in input.lines() {
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                eprintln!("hodoku_path: cannot read: {e}");
                return ExitCode::from(2);
            }
        };
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        n += 1;
        let cells: String = text.chars().take(81).collect();
        let written = match cells.parse::<Grid>().map(|grid| {
            let mut steps = Vec::new();
            let grade = explainer.grade_walk(&grid, |step| steps.push(*step));
            (grade, grid, steps)
        }) {
            Ok((Ok(grade), grid, steps)) => {
                let mut marks = Marks::new(&grid);
                for step in &steps {
                    step.apply(&mut marks);
                }
                let mut lines = format!(
                    "P\t{n}\t{grid}\t{}\t{}\t{}\t{}\n",
                    grade.level(),
                    grade.score(),
                    steps.len(),
                    if marks.is_solved() {
                        "solved"
                    } else {
                        "unsolved"
                    }
                );
                for (k, step) in steps.iter().enumerate() {
                    let score = step.technique().hodoku().map_or(0, |(_, score)| score);
                    lines.push_str(&format!(
                        "S\t{n}\t{}\t{key}\t{key}\t{score}\t{}\t{}\t-\t{step}\n",
                        k + 1,
                        list(step.placements(), '='),
                        list(step.eliminations(), '-'),
                        key = key(step),
                    ));
                }
                out.write_all(lines.as_bytes())
            }
            Ok((Err(e), grid, _)) => {
                failed = true;
                eprintln!("hodoku_path: puzzle {n}: {e}");
                writeln!(out, "P\t{n}\t{grid}\t-\t-\t0\tinvalid")
            }
            Err(e) => {
                failed = true;
                eprintln!("hodoku_path: puzzle {n}: {e}");
                writeln!(out, "P\t{n}\t{cells}\t-\t-\t0\tinvalid")
            }
        };
        if written.is_err() {
            // Standard output closed (a pipe into `head`): stop quietly.
            return ExitCode::SUCCESS;
        }
    }
    if out.flush().is_err() {
        return ExitCode::SUCCESS;
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
