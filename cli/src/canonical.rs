//! `shudu canonical` (and the canonical example): each grid's canonical (minlex) form, to tell
//! essentially different puzzles apart and drop duplicates.

use std::collections::HashSet;
use std::ffi::OsString;
use std::io::Write;
use std::ops::ControlFlow;
use std::time::Duration;

use shudu::{Grid, Transform};

use crate::args::{self, Context};
use crate::output::{Format, Records, Value};
use crate::streams::Status;
use crate::work::{Lines, each_puzzle};

const HELP: &str = "\
Prints the canonical (minlex) form of sudoku grids.

Usage: {name} [--dedup] [OPTIONS] [FILE|-]...

Reads the FILEs in turn (`-`, or no FILE: standard input): puzzles or complete grids, as
`shudu solve` reads them, labels kept. Prints each grid's canonical form: the smallest grid,
read as 81 digits with 0 for empty, among all its relabellings, row and column permutations
within bands and stacks, band and stack permutations and transpositions. Equivalent grids
have the same form.

Output (--format, default {format}):
  line   the form ('.' for an empty cell), and a tab and the label if any
  tsv    a header, then the columns puzzle, form, automorphisms (the transformations that
         map the grid to its form), label, input, line
  json   the same fields, a JSON object per line
A summary goes to standard error.

Options:
  --dedup     print each form once, for the first grid that has it
  --jobs N    work on N threads (default: every core); the output keeps input order
  --format F  line, tsv or json (default {format})
  --demo      a puzzle in a few disguises, all with one form
  -q, --quiet no summary, no progress
  -h, --help  print this help

Exit status: 0 when every grid was read, 1 when a grid or a file could not be read, 2 on a
usage error.
";

/// Arto Inkala's 2010 puzzle (`../shared/data/hardest11.txt`, line 2).
const DEMO: &str =
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

struct Options {
    dedup: bool,
    demo: bool,
    jobs: usize,
    format: Format,
    quiet: bool,
    files: Vec<OsString>,
}

fn parse(args: Vec<OsString>) -> Result<Option<Options>, String> {
    let mut options = Options {
        dedup: false,
        demo: false,
        jobs: shudu_batch::available_jobs(),
        format: Format::Line,
        quiet: false,
        files: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(args::lexopt_message)? {
        use lexopt::Arg::{Long, Short, Value};
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("dedup") => options.dedup = true,
            Long("demo") => options.demo = true,
            Long("jobs") => options.jobs = args::jobs(&mut parser)?,
            Long("format") => {
                options.format =
                    args::format(&mut parser, &[Format::Line, Format::Tsv, Format::Json])?;
            }
            Short('q') | Long("quiet") => options.quiet = true,
            Value(file) => options.files.push(file),
            arg => return Err(args::unexpected(arg)),
        }
    }
    Ok(Some(options))
}

/// Runs `canonical` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    let mut options = match ctx.options(parse(args), HELP, Format::Line) {
        Ok(options) => options,
        Err(status) => return status,
    };
    if options.files.is_empty() && !options.demo && ctx.stdin_terminal {
        if ctx.example {
            options.demo = true;
        } else {
            return ctx.usage(
                "no FILE given, and standard input is a terminal: give a FILE, pipe grids \
                 in, or ask for --demo",
            );
        }
    }
    if options.demo {
        return match demo(&mut *ctx.out) {
            Ok(()) => Status::Success,
            Err(e) => ctx.write_failed(&e),
        };
    }
    let given = !options.files.is_empty();
    let sources = Context::sources(std::mem::take(&mut options.files));
    let mut tally = Tally::default();
    let mut records = Records::new(options.format);
    let read = each_puzzle(
        ctx,
        sources,
        Lines::Grids,
        options.jobs,
        options.quiet,
        |item| {
            item.grid().map(|grid| {
                let start = std::time::Instant::now();
                let form = grid.canonical();
                (grid, *form.grid(), form.automorphisms(), start.elapsed())
            })
        },
        |sink, item, done| {
            let (grid, form, automorphisms, took) = match done {
                Ok(done) => done,
                Err(message) => {
                    tally.unreadable += 1;
                    sink.note(&message)?;
                    return Ok(ControlFlow::Continue(()));
                }
            };
            tally.grids += 1;
            tally.canonical += took;
            if !tally.seen.insert(form) && options.dedup {
                return Ok(ControlFlow::Continue(()));
            }
            match options.format {
                Format::Line => {
                    let label = item
                        .label
                        .as_deref()
                        .map_or(String::new(), |l| format!("\t{l}"));
                    writeln!(sink.out, "{form}{label}")?;
                }
                _ => records.write(
                    sink.out,
                    &[
                        ("puzzle", Value::Text(grid.to_string())),
                        ("form", Value::Text(form.to_string())),
                        ("automorphisms", Value::Int(automorphisms as u64)),
                        ("label", Value::from(item.label.as_deref())),
                        ("input", Value::Text(item.input.to_string())),
                        ("line", Value::Int(item.line as u64)),
                    ],
                )?,
            }
            Ok(ControlFlow::Continue(()))
        },
    );
    match read {
        Ok(read) => {
            if ctx.example && !given && read.items == 0 && read.failed_inputs == 0 {
                // Nothing piped in: the example shows its demo.
                return match demo(&mut *ctx.out) {
                    Ok(()) => Status::Success,
                    Err(e) => ctx.write_failed(&e),
                };
            }
            tally.unreadable += read.failed_inputs;
            if !options.quiet {
                ctx.note(&tally.summary());
            }
            Status::from_failed(tally.unreadable > 0)
        }
        Err(e) => ctx.write_failed(&e),
    }
}

/// What happened to the grids read so far.
#[derive(Default)]
struct Tally {
    grids: usize,
    unreadable: usize,
    seen: HashSet<Grid>,
    /// Time spent in `Grid::canonical` alone, on every thread.
    canonical: Duration,
}

impl Tally {
    fn summary(&self) -> String {
        let secs = self.canonical.as_secs_f64();
        let rate = if secs > 0.0 {
            self.grids as f64 / secs
        } else {
            0.0
        };
        let unreadable = if self.unreadable > 0 {
            format!("; {} lines or files unreadable", self.unreadable)
        } else {
            String::new()
        };
        format!(
            "{} grids, {} distinct forms; {secs:.3} s in Grid::canonical ({rate:.0} grids/s){unreadable}",
            self.grids,
            self.seen.len(),
        )
    }
}

/// The puzzle in a few disguises, and its one form.
fn demo(out: &mut dyn Write) -> std::io::Result<()> {
    let Ok(puzzle) = DEMO.parse::<Grid>() else {
        return writeln!(out, "the demo puzzle does not parse");
    };
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
    )?;
    out.flush()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_demo_puzzle_parses() {
        assert!(super::DEMO.parse::<shudu::Grid>().is_ok());
    }
}
