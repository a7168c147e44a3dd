//! Solves sudoku puzzles from files or standard input, or a built-in handful of famous ones.
//!
//! ```text
//! cargo run --release --example solve                      # the demo: three famous hard puzzles
//! cargo run --release --example solve -- puzzles.txt       # one puzzle per line
//! cat grid.txt | cargo run --release --example solve       # lines, or one grid in block format
//! ```
//!
//! Input is one puzzle per line (81 cells, `.` or `0` for an empty cell), skipping blank lines
//! and `#` comments; or, when the lines are not all full 81-cell lines, the whole input read as
//! one grid in the nine-line block format. Each solution is printed in the input's format; a
//! puzzle without exactly one solution gets a message with its line number instead. A summary
//! goes to standard error. The exit status is non-zero if any line or file could not be read.
//! With no arguments and nothing piped in (standard input a terminal, empty or closed), the
//! example solves its built-in puzzles: Arto Inkala's of 2006 and 2010 and the first of Peter
//! Norvig's "hardest" list.

use std::io::{self, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use shudu::{Grid, Solution, Solver};

const USAGE: &str = "\
Solves sudoku puzzles.

Usage: solve [--demo] [FILE|-]...

Reads the FILEs (`-` or no FILE: standard input). Input is one puzzle per line, 81 cells
('.' or '0' for an empty cell), blank lines and '#' comments skipped; or a single grid over
several lines (block format). Prints each solution in the same format as the input, or
'line N: no solution' / 'line N: more than one solution'. A summary goes to standard error.
The exit status is 1 if a line or file could not be read, 2 on a usage error.

With no FILE and nothing on standard input, or with --demo, solves three famous hard puzzles.

Options:
  --demo      solve the built-in puzzles
  -h, --help  print this help
";

/// The built-in puzzles, as in `../shared/data/hardest11.txt` (Norvig's "hardest" list).
const DEMO: [(&str, &str); 3] = [
    (
        "Arto Inkala's \"AI Escargot\" (2006); hardest11.txt line 6",
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    ),
    (
        "Arto Inkala's 2010 \"world's hardest sudoku\"; hardest11.txt line 2",
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
    ),
    (
        "The first of Peter Norvig's \"hardest\" list; hardest11.txt line 1",
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
    ),
];

/// What happened to the puzzles read so far.
#[derive(Debug, Default)]
struct Tally {
    unique: usize,
    multiple: usize,
    none: usize,
    unreadable: usize,
    /// Time spent in the solver alone.
    solving: Duration,
}

impl Tally {
    /// Solves `grid`, counting the result and the time it took.
    fn solve(&mut self, solver: &Solver, grid: &Grid) -> Solution {
        let start = Instant::now();
        let solution = solver.solve(grid);
        self.solving += start.elapsed();
        match solution {
            Solution::Unique(_) => self.unique += 1,
            Solution::Multiple(..) => self.multiple += 1,
            Solution::None => self.none += 1,
        }
        solution
    }

    fn summary(&self) -> String {
        let solved = self.unique + self.multiple + self.none;
        let secs = self.solving.as_secs_f64();
        let rate = if solved == 0 {
            return format!("{}, none solved", puzzles(self.unreadable));
        } else if secs > 0.0 {
            format!(", {:.0} puzzles per second", solved as f64 / secs)
        } else {
            String::new()
        };
        format!(
            "{}: {} unique, {} with more than one solution, {} with none, \
             {} unreadable; solving took {:.3?}{rate}",
            puzzles(solved + self.unreadable),
            self.unique,
            self.multiple,
            self.none,
            self.unreadable,
            self.solving,
        )
    }
}

/// "1 puzzle", "2 puzzles".
fn puzzles(n: usize) -> String {
    if n == 1 {
        "1 puzzle".to_owned()
    } else {
        format!("{n} puzzles")
    }
}

/// Solves every puzzle in `text`. `source` names the input in messages (`None` for standard
/// input). Returns an error only when writing the output fails.
fn solve_text(
    source: Option<&str>,
    text: &str,
    tally: &mut Tally,
    out: &mut impl Write,
) -> io::Result<()> {
    let solver = Solver::new();
    let at = |line: usize| match source {
        Some(name) => format!("{name}: line {line}"),
        None => format!("line {line}"),
    };
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let parsed: Vec<_> = lines.iter().map(|(_, l)| l.parse::<Grid>()).collect();

    // Not all full lines: perhaps one grid written over several lines.
    if parsed.iter().any(Result::is_err) && lines.len() > 1 {
        let joined: Vec<&str> = lines.iter().map(|&(_, l)| l).collect();
        if let Ok(grid) = joined.join("\n").parse::<Grid>() {
            let where_ = at(lines[0].0);
            match tally.solve(&solver, &grid) {
                Solution::Unique(s) => writeln!(out, "{s:#}")?,
                Solution::Multiple(..) => {
                    writeln!(out, "{where_}: more than one solution")?;
                }
                Solution::None => writeln!(out, "{where_}: no solution")?,
            }
            return Ok(());
        }
    }

    for (&(number, _), grid) in lines.iter().zip(parsed) {
        match grid {
            Err(e) => {
                tally.unreadable += 1;
                // Keep the order of messages on a terminal that shows both streams.
                out.flush()?;
                eprintln!("{}: unreadable: {e}", at(number));
            }
            Ok(grid) => match tally.solve(&solver, &grid) {
                Solution::Unique(s) => writeln!(out, "{s}")?,
                Solution::Multiple(..) => {
                    writeln!(out, "{}: more than one solution", at(number))?;
                }
                Solution::None => writeln!(out, "{}: no solution", at(number))?,
            },
        }
    }
    Ok(())
}

/// Solves the built-in puzzles, printing each with its title.
fn demo(tally: &mut Tally, out: &mut impl Write) -> io::Result<()> {
    let solver = Solver::new();
    for (i, (title, line)) in DEMO.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{title}")?;
        let grid: Grid = match line.parse() {
            Ok(grid) => grid,
            Err(e) => {
                tally.unreadable += 1;
                writeln!(out, "unreadable: {e}")?;
                continue;
            }
        };
        writeln!(out, "{grid:#}")?;
        let start = Instant::now();
        let (solution, stats) = solver.solve_with_stats(&grid);
        let took = start.elapsed();
        tally.solving += took;
        match solution {
            Solution::Unique(s) => {
                tally.unique += 1;
                writeln!(
                    out,
                    "solution (unique; {} guesses, {took:.2?}):\n{s:#}",
                    stats.guesses
                )?;
            }
            Solution::Multiple(..) => {
                tally.multiple += 1;
                writeln!(out, "more than one solution")?;
            }
            Solution::None => {
                tally.none += 1;
                writeln!(out, "no solution")?;
            }
        }
    }
    Ok(())
}

/// Whether `text` holds anything besides blank lines and comments.
fn has_input(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .any(|l| !l.is_empty() && !l.starts_with('#'))
}

fn read_stdin() -> io::Result<String> {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn run(args: &[String], tally: &mut Tally, out: &mut impl Write) -> io::Result<ExitCode> {
    let mut want_demo = false;
    let mut inputs = Vec::new();
    for arg in args {
        match arg.as_str() {
            "-h" | "--help" => {
                write!(out, "{USAGE}")?;
                return Ok(ExitCode::SUCCESS);
            }
            "--demo" => want_demo = true,
            "-" => inputs.push(None),
            a if a.starts_with('-') => {
                eprintln!("unknown option {a}\n\n{USAGE}");
                return Ok(ExitCode::from(2));
            }
            path => inputs.push(Some(path)),
        }
    }

    let mut failed = false;
    if inputs.is_empty() && !want_demo {
        if io::stdin().is_terminal() {
            want_demo = true;
        } else {
            let text = read_stdin()?;
            if has_input(&text) {
                solve_text(None, &text, tally, out)?;
            } else {
                eprintln!("nothing on standard input: solving the built-in puzzles");
                want_demo = true;
            }
        }
    }
    if want_demo {
        demo(tally, out)?;
    }
    for input in inputs {
        let (name, text) = match input {
            None => ("standard input", read_stdin()),
            Some(path) => (
                path,
                std::fs::read(path).map(|b| String::from_utf8_lossy(&b).into_owned()),
            ),
        };
        match text {
            Ok(text) => solve_text(input.map(|_| name), &text, tally, out)?,
            Err(e) => {
                eprintln!("cannot read {name}: {e}");
                failed = true;
            }
        }
    }

    out.flush()?;
    eprintln!("{}", tally.summary());
    Ok(if failed || tally.unreadable > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut tally = Tally::default();
    let mut out = io::BufWriter::new(io::stdout().lock());
    match run(&args, &mut tally, &mut out) {
        Ok(code) => code,
        // The reader went away (`solve big.txt | head`): stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
