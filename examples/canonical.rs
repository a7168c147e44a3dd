//! Prints the canonical (minlex) form of sudoku grids, optionally dropping duplicates.
//!
//! ```text
//! cargo run --release --example canonical                        # the demo
//! cargo run --release --example canonical -- puzzles.txt         # one grid per line
//! cargo run --release --example canonical -- --dedup a.txt b.txt # essentially different ones
//! ```
//!
//! Input is one grid per line (81 cells, `.` or `0` for an empty cell), puzzles or complete
//! grids, skipping blank lines and `#` comments. Each grid's canonical form is printed on its
//! own line, `.` for an empty cell; with `--dedup` only the first grid of each form is. A line
//! that is not a grid gets a message with its line number on standard error and the exit
//! status 1. A summary (how many, how many distinct, the time spent in
//! `Grid::canonical`) goes to standard error. With no arguments and nothing piped in
//! (standard input a terminal, empty or closed), the example shows a built-in puzzle in a few
//! disguises, all with one form.

use std::collections::HashSet;
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use shudu::{Grid, Transform};

const USAGE: &str = "\
Prints the canonical (minlex) form of sudoku grids.

Usage: canonical [--dedup] [--demo] [FILE|-]...

Reads the FILEs (`-` or no FILE: standard input), one grid per line: 81 cells, '.' or '0'
for an empty cell; blank lines and '#' comments are skipped. Prints each grid's canonical
form: the smallest grid, read as 81 digits with 0 for empty, among all its relabellings,
row and column permutations within bands and stacks, band and stack permutations and
transpositions. Equivalent grids have the same form. A summary goes to standard error.
The exit status is 1 if a line or file could not be read, 2 on a usage error.

With no FILE and nothing on standard input, or with --demo, shows a puzzle in disguises.

Options:
  --dedup     print each form once, for the first grid that has it
  --demo      the built-in demo
  -h, --help  print this help
";

/// Arto Inkala's 2010 puzzle (`../shared/data/hardest11.txt`, line 2).
const DEMO: &str =
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

struct Options {
    dedup: bool,
    demo: bool,
    files: Vec<String>,
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut options = Options {
        dedup: false,
        demo: false,
        files: Vec::new(),
    };
    for arg in args {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--dedup" => options.dedup = true,
            "--demo" => options.demo = true,
            "-" => options.files.push(arg),
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg:?}")),
            _ => options.files.push(arg),
        }
    }
    Ok(Some(options))
}

/// What happened to the lines read so far.
#[derive(Default)]
struct Tally {
    grids: usize,
    unreadable: usize,
    seen: HashSet<Grid>,
    /// Time spent in `Grid::canonical` alone.
    canonical: Duration,
}

impl Tally {
    /// Reads one input, printing the forms; `Err` only for an output error.
    fn read(
        &mut self,
        name: &str,
        input: impl BufRead,
        dedup: bool,
        out: &mut impl Write,
    ) -> io::Result<()> {
        for (n, line) in input.lines().enumerate() {
            let line = match line {
                Ok(line) => line,
                Err(e) => {
                    eprintln!("{name}: line {}: {e}", n + 1);
                    self.unreadable += 1;
                    return Ok(());
                }
            };
            let text = line.trim();
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            let grid: Grid = match text.parse() {
                Ok(grid) => grid,
                Err(e) => {
                    eprintln!("{name}: line {}: {e}", n + 1);
                    self.unreadable += 1;
                    continue;
                }
            };
            let start = Instant::now();
            let form = grid.canonical();
            self.canonical += start.elapsed();
            self.grids += 1;
            if self.seen.insert(*form.grid()) || !dedup {
                writeln!(out, "{}", form.grid())?;
            }
        }
        Ok(())
    }
}

fn demo(out: &mut impl Write) -> io::Result<()> {
    let puzzle: Grid = DEMO.parse().expect("the demo puzzle parses");
    let disguises = [
        ("as published", Transform::IDENTITY),
        ("turned a quarter", Transform::rotate()),
        (
            "mirrored, turned",
            Transform::mirror_left_right().then(&Transform::rotate()),
        ),
        ("transposed", Transform::transpose()),
    ];
    for (what, t) in disguises {
        let grid = t.apply(&puzzle);
        let form = grid.canonical();
        writeln!(out, "{what:>17}: {grid}")?;
        writeln!(out, "{:>17}  {}", "form", form.grid())?;
    }
    let form = puzzle.canonical();
    writeln!(
        out,
        "\nOne form for all: {} geometric transformation(s) map the puzzle to it.",
        form.automorphisms()
    )
}

fn run(options: &Options) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut tally = Tally::default();
    let stdin = io::stdin();
    if options.demo || (options.files.is_empty() && stdin.is_terminal()) {
        demo(&mut out)?;
        return out.flush().map(|()| true);
    }
    if options.files.is_empty() {
        tally.read("stdin", stdin.lock(), options.dedup, &mut out)?;
        if tally.grids == 0 && tally.unreadable == 0 {
            demo(&mut out)?;
            return out.flush().map(|()| true);
        }
    }
    for name in &options.files {
        if name == "-" {
            tally.read("stdin", stdin.lock(), options.dedup, &mut out)?;
            continue;
        }
        match std::fs::File::open(name) {
            Ok(file) => tally.read(name, io::BufReader::new(file), options.dedup, &mut out)?,
            Err(e) => {
                eprintln!("{name}: {e}");
                tally.unreadable += 1;
            }
        }
    }
    out.flush()?;
    let secs = tally.canonical.as_secs_f64();
    let rate = if secs > 0.0 {
        tally.grids as f64 / secs
    } else {
        0.0
    };
    eprintln!(
        "{} grids, {} distinct forms; {:.3} s in Grid::canonical ({:.0} grids/s){}",
        tally.grids,
        tally.seen.len(),
        secs,
        rate,
        if tally.unreadable > 0 {
            format!("; {} lines or files unreadable", tally.unreadable)
        } else {
            String::new()
        }
    );
    Ok(tally.unreadable == 0)
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            let _ = write!(io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("canonical: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("canonical: {e}");
            ExitCode::FAILURE
        }
    }
}
