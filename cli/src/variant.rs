//! `shudu variant solve|count|candidates` (and the variant example): variant puzzles (4x4 to
//! 16x16, killer cages, thermometers, arrows, kropki dots and the other f-puzzles rules), one
//! a line in any form `shudu::variant::load` reads.

use std::ffi::OsString;
use std::io;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use shudu::variant::{Digits, Puzzle, Solver, load};

use crate::args::{self, Context};
use crate::input::Item;
use crate::output::{Format, Records, Value, plural};
use crate::streams::Status;
use crate::work::{Lines, Sink, each_puzzle};

const HELP: &str = "\
Solves variant sudoku puzzles: boards from 4x4 to 16x16, with the rules of f-puzzles.

Usage: shudu variant solve [OPTIONS] [FILE|-]...        the verdict and a solution
       shudu variant count [OPTIONS] [FILE|-]...        how many solutions, up to --limit
       shudu variant candidates [OPTIONS] [FILE|-]...   the true candidates

Reads the FILEs in turn (`-`, or no FILE: standard input), one puzzle a line, in any form
shudu's variant::load reads: f-puzzles JSON (on one line), an f-puzzles link
(https://f-puzzles.com/?load=...), a SudokuPad link that carries an f-puzzles payload
(https://sudokupad.app/fpuzzles...), or the payload alone. Blank lines and lines starting
with '#' are skipped. An argument that is a link or JSON, and no file, is read as a puzzle
itself: shudu variant solve 'https://f-puzzles.com/?load=...'.

Output, a puzzle at a time in input order (--format, default line):
  line   solve: the verdict ('unique', 'no solution', 'N solutions', or 'at least N
         solutions' when the count reaches the limit), a tab and a solution ('-' when there
         is none), then with --candidates a tab and the true candidates; count: the number
         of solutions ('N+' when it reaches the limit); candidates: the true candidates.
         Then a tab and the puzzle's title, if it has one. A solution is the digits row by
         row, run together on boards up to 9x9 ('1234341221434321'), separated by spaces on
         larger ones; the true candidates (every digit some solution puts in a cell) are
         the cells row by row, separated by spaces, each cell's digits run together
         (separated by ',' above 9x9). A line that is not a puzzle: 'error: ' and why.
  tsv    a header, then the columns size, verdict, count, exact, solution, candidates,
         message, title, input, line
  json   the same fields, a JSON object per line
  grid   a comment naming the puzzle ('# line 3 (title): unique'), then the solution on a
         line, and the true candidates a row per line
A summary ends the run on standard error.

Options:
  --limit N     count the solutions up to N (N >= 1; default 2: is the solution unique? and
                1000 for count)
  --candidates  solve: the true candidates too
  --jobs N      solve on N threads (default: every core); the output keeps input order
  --budget N    give up on a puzzle after N guesses per question (default 1000000)
  --format F    line, tsv, json or grid
  -q, --quiet   no summary
  -h, --help    print this help

Exit status: 0 when every puzzle was read and answered, 1 when a puzzle or a file could not
be read or a search gave up (the others are still solved), 2 on a usage error.
";

const EXAMPLE_HELP: &str = "\
Solves variant sudoku puzzles: boards from 4x4 to 16x16, with the rules of f-puzzles.

Usage: variant [OPTIONS] [FILE|-]...

The `shudu variant solve --format grid` command: reads the FILEs (`-`, or no FILE: standard
input), one puzzle a line, in any form shudu's variant::load reads (f-puzzles JSON, an
f-puzzles link, a SudokuPad link that carries an f-puzzles payload, or the payload alone);
an argument that is a link or JSON, and no file, is read as a puzzle itself. For each puzzle, in input order, it prints a comment line naming it ('# line 3', the file
too when there are several, and the puzzle's title) with the verdict: 'unique', 'no
solution', 'N solutions', or 'at least N solutions' when the count reaches the limit; then,
when there is one, a solution on the next line: the digits row by row, run together on
boards up to 9x9, separated by spaces on larger ones. With --candidates, the true candidates
follow: a comment line, then one line per row. A line that is not a puzzle is reported on
standard error. A summary ends the run on standard error.

Options:
  --limit N     count the solutions up to N (N >= 1, default 2: is the solution unique?)
  --candidates  print each puzzle's true candidates too
  --jobs N      solve on N threads (default: every core); the output keeps input order
  --budget N    give up on a puzzle after N guesses per question (default 1000000),
                printing '# ... gave up'
  --format F    grid (the default), line, tsv or json: see `shudu variant --help`
  -h, --help    print this help

Exit status: 0 when every puzzle was read and answered, 1 when a puzzle or a file could not
be read or a search gave up (the others are still solved), 2 on a usage error.
";

/// The guesses each question may make when `--budget` does not say: variant puzzles with few
/// givens need more than classic ones, and a million is a few seconds at most.
const DEFAULT_BUDGET: u64 = 1_000_000;

/// Which question the run asks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Solve,
    Count,
    Candidates,
}

struct Settings {
    mode: Mode,
    limit: usize,
    candidates: bool,
    jobs: usize,
    budget: u64,
    format: Format,
    quiet: bool,
    files: Vec<OsString>,
}

fn parse(mode: Mode, format: Format, args: Vec<OsString>) -> Result<Option<Settings>, String> {
    let mut settings = Settings {
        mode,
        limit: if mode == Mode::Count { 1000 } else { 2 },
        candidates: mode == Mode::Candidates,
        jobs: shudu_batch::available_jobs(),
        budget: DEFAULT_BUDGET,
        format,
        quiet: false,
        files: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(args::lexopt_message)? {
        use lexopt::Arg::{Long, Short, Value};
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("candidates") if mode == Mode::Solve => settings.candidates = true,
            Long("limit") => settings.limit = args::positive(&mut parser, "--limit")?,
            Long("jobs") => settings.jobs = args::jobs(&mut parser)?,
            Long("budget") => settings.budget = args::number(&mut parser, "--budget")?,
            Long("format") => {
                settings.format = args::format(
                    &mut parser,
                    &[Format::Line, Format::Tsv, Format::Json, Format::Grid],
                )?;
            }
            Short('q') | Long("quiet") => settings.quiet = true,
            Value(file) => settings.files.push(file),
            arg => return Err(args::unexpected(arg)),
        }
    }
    Ok(Some(settings))
}

/// Runs `variant VERB` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, mut args: Vec<OsString>) -> Status {
    if args.is_empty() {
        return ctx.usage("give a variant verb: solve, count or candidates");
    }
    let verb = args.remove(0);
    let mode = match verb.to_str() {
        Some("solve") => Mode::Solve,
        Some("count") => Mode::Count,
        Some("candidates") => Mode::Candidates,
        Some("-h" | "--help") => return ctx.print(HELP),
        _ => {
            return ctx.usage(&format!(
                "the variant verbs are solve, count and candidates, not {verb:?}"
            ));
        }
    };
    ctx.name = format!("{} {}", ctx.name, verb.to_string_lossy());
    run_mode(ctx, mode, Format::Line, args)
}

/// Runs the variant example (`variant solve --format grid`) with `args`.
pub(crate) fn run_example(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    run_mode(ctx, Mode::Solve, Format::Grid, args)
}

fn run_mode(ctx: &mut Context<'_>, mode: Mode, format: Format, args: Vec<OsString>) -> Status {
    let help = if ctx.example { EXAMPLE_HELP } else { HELP };
    let mut settings = match ctx.options(parse(mode, format, args), help, format) {
        Ok(settings) => settings,
        Err(status) => return status,
    };
    if settings.files.is_empty() && ctx.stdin_terminal {
        return ctx
            .usage("no FILE, and standard input is a terminal: give a file or pipe puzzles in");
    }
    let sources = Context::sources(std::mem::take(&mut settings.files));
    let mut tally = Tally::default();
    let mut records = Records::new(settings.format);
    let start = Instant::now();
    let read = each_puzzle(
        ctx,
        sources,
        Lines::Whole,
        settings.jobs,
        settings.quiet,
        |item| answer(&item.text, &settings),
        |sink, item, answer| {
            write_answer(sink, &mut records, &settings, &item, answer, &mut tally)
                .map(|()| ControlFlow::Continue(()))
        },
    );
    tally.solving = start.elapsed();
    match read {
        Ok(read) => {
            if !settings.quiet {
                ctx.note(&tally.summary());
            }
            Status::from_failed(read.failed_inputs + tally.unreadable + tally.gave_up > 0)
        }
        Err(e) => ctx.write_failed(&e),
    }
}

/// What the engine said about one puzzle.
enum Answer {
    /// The count up to the limit (none when only the candidates were asked for), a first
    /// solution (solve, when the count is not 0) and the true candidates (when asked for and
    /// there is a solution).
    Solved {
        size: usize,
        title: Option<String>,
        count: Option<usize>,
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
        let count = if settings.mode == Mode::Candidates {
            None
        } else {
            Some(solver.count_solutions(settings.limit)?)
        };
        let first = if settings.mode == Mode::Solve && count != Some(0) {
            solver.solve_first()?
        } else {
            None
        };
        let candidates = if settings.candidates && count != Some(0) {
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

/// What happened to the puzzles read so far.
#[derive(Debug, Default)]
struct Tally {
    unique: usize,
    none: usize,
    several: usize,
    /// With `--limit 1`: a solution, and no telling whether it is the only one.
    solved: usize,
    /// `candidates`: puzzles whose candidates were found (no count asked).
    candidates: usize,
    unreadable: usize,
    gave_up: usize,
    solving: Duration,
}

impl Tally {
    fn summary(&self) -> String {
        let total = self.unique
            + self.none
            + self.several
            + self.solved
            + self.candidates
            + self.unreadable
            + self.gave_up;
        let solved = if self.solved > 0 {
            format!(
                ", {} with a solution (--limit 1 does not tell unique)",
                self.solved
            )
        } else {
            String::new()
        };
        let candidates = if self.candidates > 0 {
            format!(", {} with true candidates", self.candidates)
        } else {
            String::new()
        };
        let gave_up = if self.gave_up > 0 {
            format!(", {} given up (--budget)", self.gave_up)
        } else {
            String::new()
        };
        format!(
            "{}: {} unique, {} with no solution, {} with several{solved}{candidates}, {} \
             unreadable{gave_up}; {:.3?}",
            plural(total, "puzzle"),
            self.unique,
            self.none,
            self.several,
            self.unreadable,
            self.solving,
        )
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

/// Cells of true candidates, separated by spaces, each cell's digits run together
/// (separated by ',' above 9x9).
fn candidate_cells(size: usize, cells: &[Digits]) -> String {
    let cells: Vec<String> = cells
        .iter()
        .map(|digits| {
            let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
            digits.join(if size <= 9 { "" } else { "," })
        })
        .collect();
    cells.join(" ")
}

fn write_answer(
    sink: &mut Sink<'_, '_>,
    records: &mut Records,
    settings: &Settings,
    item: &Item,
    answer: Answer,
    tally: &mut Tally,
) -> io::Result<()> {
    let limit = settings.limit;
    match &answer {
        Answer::Unreadable(_) => tally.unreadable += 1,
        Answer::GaveUp { .. } => tally.gave_up += 1,
        Answer::Solved { count, .. } => match count {
            None => tally.candidates += 1,
            Some(0) => tally.none += 1,
            Some(1) if limit == 1 => tally.solved += 1,
            Some(1) => tally.unique += 1,
            Some(_) => tally.several += 1,
        },
    }
    match settings.format {
        Format::Grid => write_grid(sink, item, answer, limit),
        Format::Line => {
            let (fields, title, message) = match answer {
                Answer::Unreadable(message) => {
                    (vec![format!("error: {message}")], None, Some(message))
                }
                Answer::GaveUp { title, guesses } => (
                    vec![format!(
                        "gave up after {guesses} guesses, the budget (raise it with --budget)"
                    )],
                    title,
                    None,
                ),
                Answer::Solved {
                    size,
                    title,
                    count,
                    first,
                    candidates,
                } => {
                    let mut fields = Vec::new();
                    match settings.mode {
                        Mode::Solve => {
                            fields.push(verdict(count.unwrap_or(0), limit));
                            fields.push(
                                first.map_or_else(|| "-".to_owned(), |s| solution_line(size, &s)),
                            );
                        }
                        Mode::Count => fields.push(match count {
                            Some(n) if n == limit => format!("{n}+"),
                            n => n.unwrap_or(0).to_string(),
                        }),
                        Mode::Candidates => {}
                    }
                    if settings.candidates {
                        fields.push(candidates.map_or_else(
                            || "no solution".to_owned(),
                            |c| candidate_cells(size, &c),
                        ));
                    }
                    (fields, title, None)
                }
            };
            let mut line = fields.join("\t");
            if let Some(title) = title {
                line.push('\t');
                line.push_str(&title);
            }
            writeln!(sink.out, "{line}")?;
            if let Some(message) = message {
                sink.say(&format!("{}: {message}", item.place))?;
            }
            Ok(())
        }
        _ => {
            let (size, verdict_text, count, solution, candidates, message, title) = match answer {
                Answer::Unreadable(message) => (None, None, None, None, None, Some(message), None),
                Answer::GaveUp { title, guesses } => (
                    None,
                    None,
                    None,
                    None,
                    None,
                    Some(format!(
                        "gave up after {guesses} guesses, the budget (raise it with --budget)"
                    )),
                    title,
                ),
                Answer::Solved {
                    size,
                    title,
                    count,
                    first,
                    candidates,
                } => (
                    Some(size),
                    count.map(|n| verdict(n, limit)),
                    count,
                    first.map(|s| solution_line(size, &s)),
                    candidates.map(|c| {
                        c.iter()
                            .map(|d| candidate_cells(size, std::slice::from_ref(d)))
                            .collect::<Vec<_>>()
                    }),
                    None,
                    title,
                ),
            };
            let unreadable = size.is_none() && title.is_none();
            records.write(
                sink.out,
                &[
                    ("size", size.map_or(Value::Null, |s| Value::Int(s as u64))),
                    ("verdict", Value::from(verdict_text)),
                    ("count", count.map_or(Value::Null, |n| Value::Int(n as u64))),
                    (
                        "exact",
                        count.map_or(Value::Null, |n| Value::Bool(n < limit)),
                    ),
                    ("solution", Value::from(solution)),
                    ("candidates", candidates.map_or(Value::Null, Value::List)),
                    ("message", Value::from(message.clone())),
                    ("title", Value::from(title)),
                    ("input", Value::Text(item.input.to_string())),
                    ("line", Value::Int(item.line as u64)),
                ],
            )?;
            if let (true, Some(message)) = (unreadable, message) {
                sink.say(&format!("{}: {message}", item.place))?;
            }
            Ok(())
        }
    }
}

/// The `grid` format (the example's): a comment with the verdict, then a solution and the
/// true candidates, a row per line.
fn write_grid(
    sink: &mut Sink<'_, '_>,
    item: &Item,
    answer: Answer,
    limit: usize,
) -> io::Result<()> {
    let place = &item.place;
    let named =
        |title: &Option<String>| title.as_ref().map_or(String::new(), |t| format!(" ({t})"));
    match answer {
        Answer::Unreadable(message) => sink.note(&format!("{place}: {message}"))?,
        Answer::GaveUp { title, guesses } => writeln!(
            sink.out,
            "# {place}{}: gave up after {guesses} guesses, the budget (raise it with --budget)",
            named(&title)
        )?,
        Answer::Solved {
            size,
            title,
            count,
            first,
            candidates,
        } => {
            let out = &mut *sink.out;
            if let Some(count) = count {
                let first_label = if count > 1 { "; one of them:" } else { "" };
                writeln!(
                    out,
                    "# {place}{}: {}{first_label}",
                    named(&title),
                    verdict(count, limit)
                )?;
            } else {
                writeln!(out, "# {place}{}", named(&title))?;
            }
            if let Some(first) = first {
                writeln!(out, "{}", solution_line(size, &first))?;
            }
            if let Some(candidates) = candidates {
                writeln!(out, "# true candidates, row by row:")?;
                for row in candidates.chunks(size) {
                    writeln!(out, "{}", candidate_cells(size, row))?;
                }
            }
        }
    }
    Ok(())
}
