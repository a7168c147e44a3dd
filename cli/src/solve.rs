//! `shudu solve` and `shudu count` (and the solve example): each puzzle's solution, or why
//! there is none, or how many solutions it has.

use std::ffi::OsString;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use shudu::{Grid, Solution, Solver};

use crate::args::{self, Context};
use crate::input::{Form, Item, Source};
use crate::output::{Format, Records, Value, plural};
use crate::streams::Status;
use crate::work::{Lines, Sink, each_puzzle};

const HELP: &str = "\
Solves sudoku puzzles, or counts their solutions.

Usage: {name} [OPTIONS] [FILE|-]...

Reads the FILEs in turn (`-`, or no FILE: standard input). An input holds any number of
puzzles, in any mix of two forms:
  - a line of 81 cells: a digit 1 to 9, or '.', '0', '_' or '*' for an empty cell (spaces
    and '|' between cells are fine). Text after the 81st cell, set off by a space, a tab or
    a character that is not a cell (';11.0', a rating, a name), is the puzzle's label;
  - a block: nine lines of nine cells, with separator lines such as '------+-------+------'
    between bands, as `shudu generate --format grid` prints them.
Blank lines and lines starting with '#' are skipped, and end a block.
An argument that names no file and is a line of 81 cells is read as a puzzle itself.

Output, a puzzle at a time in input order (--format, default {format}):
  line   the puzzle's 81 characters, a tab, the answer, and a tab and the label if any. The
         answer is the solution (81 digits); or 'no solution: ' and why (the clues that
         clash, or none found); 'more than one solution, two of them: A B'; 'gave up after
         N guesses'; or 'error: ' and why the puzzle could not be read. With --count: the
         number of solutions, 'N+' when the count reached the limit.
  tsv    a header, then the columns puzzle, status (unique, none, several, gave-up,
         unreadable), solution, other (a second solution), message, label, input, line;
         with --count: puzzle, status (counted, gave-up, unreadable), count, exact,
         message, label, input, line
  json   the same fields, a JSON object per line
  grid   a comment naming the puzzle ('# line 3 (label)', '# lines 5-15'), then the
         solution in the puzzle's own form (a line or a block), or why there is none, or
         two of its solutions; reads back in. Unreadable puzzles go to standard error only.
A summary ends the run on standard error; on a terminal, long work shows its progress.

Options:
  --count N   count the solutions of each puzzle, up to N (N >= 1) ({count}), instead of
              solving
  --jobs N    solve on N threads (default: every core); the output keeps input order
  --budget N  give up on a puzzle after N guesses (default 100000, plus 16 for each
              solution --count asks for); no real puzzle needs more than a few thousand,
              so this only stops a grid made to stall the search
  --format F  line, tsv, json or grid (default {format})
  --demo      solve three famous hard puzzles
  -q, --quiet no summary, no progress
  -h, --help  print this help

Exit status: 0 when every puzzle was read and answered (no solution and several solutions
are answers), 1 when a puzzle or a file could not be read or a search gave up (the others
are still answered), 2 on a usage error.
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

/// The guesses a search may make when `--budget` does not say: far more than any real
/// puzzle needs (the hardest known take a few hundred), a fraction of a second at most.
const DEFAULT_BUDGET: u64 = 100_000;

/// The guesses `--count` may spend on each solution it asks for, beyond the default budget.
const BUDGET_PER_SOLUTION: u64 = 16;

/// `shudu count`'s limit when `--limit` does not say.
const DEFAULT_LIMIT: usize = 1000;

/// Which verb runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Solve,
    Count,
}

struct Settings {
    /// Count up to this many solutions instead of solving.
    count: Option<usize>,
    jobs: usize,
    budget: Option<u64>,
    format: Format,
    demo: bool,
    quiet: bool,
    files: Vec<OsString>,
}

impl Settings {
    /// The budget of guesses of each search.
    fn budget(&self) -> u64 {
        self.budget.unwrap_or_else(|| {
            let counted = self.count.map_or(0, |n| n as u64);
            DEFAULT_BUDGET.saturating_add(counted.saturating_mul(BUDGET_PER_SOLUTION))
        })
    }
}

const COUNT_HELP: &str = "\
Counts the solutions of sudoku puzzles, up to a limit: `shudu solve --count N`.

Usage: {name} [--limit N] [OPTIONS] [FILE|-]...

  --limit N   count up to N solutions (default 1000); a count that reaches N is written
              'N+' (line) or with exact=false (tsv, json)

Every other option, the input and the output are solve's: see `shudu solve --help`.
";

fn parse(ctx: &Context<'_>, args: Vec<OsString>, mode: Mode) -> Result<Option<Settings>, String> {
    let mut settings = Settings {
        count: (mode == Mode::Count).then_some(DEFAULT_LIMIT),
        jobs: shudu_batch::available_jobs(),
        budget: None,
        format: default_format(ctx),
        demo: false,
        quiet: false,
        files: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(args::lexopt_message)? {
        use lexopt::Arg::{Long, Short, Value};
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("count") if mode == Mode::Solve => {
                settings.count = Some(args::positive(&mut parser, "--count")?);
            }
            Long("limit") if mode == Mode::Count => {
                settings.count = Some(args::positive(&mut parser, "--limit")?);
            }
            Long("jobs") => settings.jobs = args::jobs(&mut parser)?,
            Long("budget") => settings.budget = Some(args::number(&mut parser, "--budget")?),
            Long("format") => {
                settings.format = args::format(
                    &mut parser,
                    &[Format::Line, Format::Tsv, Format::Json, Format::Grid],
                )?;
            }
            Long("demo") => settings.demo = true,
            Short('q') | Long("quiet") => settings.quiet = true,
            Value(file) => settings.files.push(file),
            arg => return Err(args::unexpected(arg)),
        }
    }
    Ok(Some(settings))
}

fn default_format(ctx: &Context<'_>) -> Format {
    if ctx.example {
        Format::Grid
    } else {
        Format::Line
    }
}

/// Runs `solve` or `count` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>, mode: Mode) -> Status {
    let parsed = parse(ctx, args, mode);
    let help = match mode {
        Mode::Solve => HELP.replace("{count}", "`shudu count` is this with N = 1000"),
        Mode::Count => COUNT_HELP.to_owned(),
    };
    let mut settings = match ctx.options(parsed, &help, default_format(ctx)) {
        Ok(settings) => settings,
        Err(status) => return status,
    };
    let given = !settings.files.is_empty();
    if !given && !settings.demo && ctx.stdin_terminal {
        if ctx.example {
            settings.demo = true;
        } else {
            return ctx.usage(
                "no FILE given, and standard input is a terminal: give a FILE, pipe puzzles \
                 in, or ask for --demo",
            );
        }
    }
    let mut tally = Tally::default();
    let result = solve(ctx, &mut settings, given, &mut tally);
    match result {
        Ok(failed) => {
            if !settings.quiet {
                ctx.note(&tally.summary());
            }
            Status::from_failed(failed || tally.unreadable > 0 || tally.gave_up > 0)
        }
        Err(e) => ctx.write_failed(&e),
    }
}

/// Solves every input; `Ok(true)` when an input could not be read.
fn solve(
    ctx: &mut Context<'_>,
    settings: &mut Settings,
    given: bool,
    tally: &mut Tally,
) -> io::Result<bool> {
    let mut failed = false;
    if !given && !settings.demo {
        let read = solve_sources(ctx, settings, vec![Source::Stdin], tally)?;
        failed |= read.failed_inputs > 0;
        if read.items == 0 && read.failed_inputs == 0 && ctx.example {
            ctx.note("nothing on standard input: solving the built-in puzzles");
            settings.demo = true;
        }
    }
    if settings.demo {
        if settings.format == Format::Grid {
            demo(ctx, tally)?;
        } else {
            let text = DEMO
                .iter()
                .map(|(title, line)| format!("{line} {title}\n"))
                .collect();
            solve_sources(ctx, settings, vec![Source::Text("demo", text)], tally)?;
        }
    }
    if given {
        let sources = Context::sources(std::mem::take(&mut settings.files));
        let read = solve_sources(ctx, settings, sources, tally)?;
        failed |= read.failed_inputs > 0;
    }
    ctx.out.flush()?;
    Ok(failed)
}

fn solve_sources(
    ctx: &mut Context<'_>,
    settings: &Settings,
    sources: Vec<Source>,
    tally: &mut Tally,
) -> io::Result<crate::work::Read> {
    let solver = Solver::with_budget(settings.budget());
    let mut records = Records::new(settings.format);
    let start = Instant::now();
    let limit = settings.count;
    let read = each_puzzle(
        ctx,
        sources,
        Lines::Grids,
        settings.jobs,
        settings.quiet,
        |item| match item.grid() {
            Ok(grid) => (Some(grid), answer(&solver, &grid, limit)),
            Err(message) => (None, Answer::Unreadable(message)),
        },
        |sink, item, (grid, answer)| {
            tally.count(&answer);
            write(
                sink,
                &mut records,
                settings.format,
                &item,
                grid,
                answer,
                limit,
            )
            .map(|()| ControlFlow::Continue(()))
        },
    )?;
    tally.solving += start.elapsed();
    Ok(read)
}

/// What the solver said about one puzzle.
enum Answer {
    Unique(Grid),
    Several(Grid, Grid),
    /// No solution: the first clash of the clues and how many there are, if they clash.
    None(Option<(String, usize)>),
    /// With `--count`: the count, up to the limit.
    Count(usize),
    /// The search reached its budget of guesses (`--budget`) without an answer.
    GaveUp(u64),
    /// The puzzle could not be read: the parser's message.
    Unreadable(String),
}

fn answer(solver: &Solver, grid: &Grid, count: Option<usize>) -> Answer {
    if let Some(limit) = count {
        return match solver.try_count_solutions(grid, limit) {
            Ok(n) => Answer::Count(n),
            Err(gave_up) => Answer::GaveUp(gave_up.guesses()),
        };
    }
    let solution = match solver.try_solve(grid) {
        Ok(solution) => solution,
        Err(gave_up) => return Answer::GaveUp(gave_up.guesses()),
    };
    match solution {
        Solution::Unique(s) => Answer::Unique(s),
        Solution::Multiple(a, b) => Answer::Several(a, b),
        Solution::None => {
            let mut clashes = grid.conflicts();
            Answer::None(
                clashes
                    .next()
                    .map(|first| (first.to_string(), 1 + clashes.count())),
            )
        }
    }
}

/// Why a puzzle has no solution, as a sentence.
fn no_solution(clash: &Option<(String, usize)>) -> String {
    match clash {
        Some((clash, n)) => {
            let more = match n - 1 {
                0 => String::new(),
                1 => " (and 1 more clash)".to_owned(),
                more => format!(" (and {more} more clashes)"),
            };
            format!("no solution: the clues clash: {clash}{more}")
        }
        None => "no solution: no two clues clash, but the search found none".to_owned(),
    }
}

fn gave_up(guesses: u64) -> String {
    format!("gave up after {guesses} guesses, the budget (raise it with --budget)")
}

/// Writes the answer for `item` in `format`.
fn write(
    sink: &mut Sink<'_, '_>,
    records: &mut Records,
    format: Format,
    item: &Item,
    grid: Option<Grid>,
    answer: Answer,
    limit: Option<usize>,
) -> io::Result<()> {
    match format {
        Format::Grid => write_grid(sink, item, answer, limit),
        Format::Line => {
            let puzzle = grid.map_or_else(|| item.cells(), |g| g.to_string());
            let text = match &answer {
                Answer::Unique(s) => s.to_string(),
                Answer::Several(a, b) => format!("more than one solution, two of them: {a} {b}"),
                Answer::None(clash) => no_solution(clash),
                Answer::Count(n) if Some(*n) == limit => format!("{n}+"),
                Answer::Count(n) => n.to_string(),
                Answer::GaveUp(guesses) => gave_up(*guesses),
                Answer::Unreadable(message) => format!("error: {message}"),
            };
            let label = item
                .label
                .as_deref()
                .map_or(String::new(), |l| format!("\t{l}"));
            writeln!(sink.out, "{puzzle}\t{text}{label}")?;
            if let Answer::Unreadable(message) = &answer {
                sink.say(message)?;
            }
            Ok(())
        }
        _ => {
            let puzzle = grid.map_or_else(|| item.cells(), |g| g.to_string());
            let mut fields = vec![("puzzle", Value::Text(puzzle))];
            let (status, message) = match &answer {
                Answer::Unique(s) => {
                    fields.push(("solution", Value::Text(s.to_string())));
                    fields.push(("other", Value::Null));
                    ("unique", None)
                }
                Answer::Several(a, b) => {
                    fields.push(("solution", Value::Text(a.to_string())));
                    fields.push(("other", Value::Text(b.to_string())));
                    ("several", None)
                }
                Answer::None(clash) => {
                    fields.push(("solution", Value::Null));
                    fields.push(("other", Value::Null));
                    ("none", Some(no_solution(clash)))
                }
                Answer::Count(n) => {
                    fields.push(("count", Value::Int(*n as u64)));
                    fields.push(("exact", Value::Bool(Some(*n) != limit)));
                    ("counted", None)
                }
                Answer::GaveUp(guesses) => {
                    nothing(&mut fields, limit);
                    ("gave-up", Some(gave_up(*guesses)))
                }
                Answer::Unreadable(message) => {
                    nothing(&mut fields, limit);
                    ("unreadable", Some(message.clone()))
                }
            };
            fields.insert(1, ("status", Value::from(status)));
            fields.push(("message", Value::from(message.clone())));
            fields.push(("label", Value::from(item.label.as_deref())));
            fields.push(("input", Value::Text(item.input.to_string())));
            fields.push(("line", Value::Int(item.line as u64)));
            records.write(sink.out, &fields)?;
            if let (Answer::Unreadable(_), Some(message)) = (&answer, message) {
                sink.say(&message)?;
            }
            Ok(())
        }
    }
}

/// The answer's columns, empty: solve's two solutions, or count's count.
fn nothing(fields: &mut Vec<(&'static str, Value)>, limit: Option<usize>) {
    let names = if limit.is_some() {
        ["count", "exact"]
    } else {
        ["solution", "other"]
    };
    for name in names {
        fields.push((name, Value::Null));
    }
}

fn write_grid_form(out: &mut dyn Write, grid: &Grid, form: Form) -> io::Result<()> {
    match form {
        Form::Line => writeln!(out, "{grid}"),
        Form::Block => writeln!(out, "{grid:#}"),
    }
}

/// The `grid` format: a comment naming the puzzle, then the answer in its own form.
fn write_grid(
    sink: &mut Sink<'_, '_>,
    item: &Item,
    answer: Answer,
    limit: Option<usize>,
) -> io::Result<()> {
    let place = &item.place;
    let label = item
        .label
        .as_deref()
        .map_or(String::new(), |l| format!(" ({l})"));
    let out = &mut *sink.out;
    match answer {
        Answer::Unreadable(message) => sink.note(&format!("unreadable: {message}"))?,
        Answer::Unique(s) => {
            writeln!(out, "# {place}{label}")?;
            write_grid_form(out, &s, item.form)?;
        }
        Answer::Several(a, b) => {
            writeln!(
                out,
                "# {place}{label}: more than one solution; two of them:"
            )?;
            write_grid_form(out, &a, item.form)?;
            if item.form == Form::Block {
                writeln!(out)?;
            }
            write_grid_form(out, &b, item.form)?;
        }
        Answer::None(clash) => writeln!(out, "# {place}{label}: {}", no_solution(&clash))?,
        Answer::GaveUp(guesses) => writeln!(out, "# {place}{label}: {}", gave_up(guesses))?,
        Answer::Count(n) => {
            // The count stops at the limit: reaching it means "that many or more".
            let at_least = if Some(n) == limit { "at least " } else { "" };
            writeln!(out, "# {place}{label}: {at_least}{}", plural(n, "solution"))?;
        }
    }
    Ok(())
}

/// Solves the built-in puzzles in the `grid` format, each with its title and the guesses its
/// search made.
fn demo(ctx: &mut Context<'_>, tally: &mut Tally) -> io::Result<()> {
    let solver = Solver::new();
    let out = &mut *ctx.out;
    for (i, (title, line)) in DEMO.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "# {title}")?;
        let Ok(grid) = line.parse::<Grid>() else {
            tally.unreadable += 1;
            writeln!(out, "# unreadable")?;
            continue;
        };
        writeln!(out, "{grid:#}")?;
        let start = Instant::now();
        let (solution, stats) = solver.solve_with_stats(&grid);
        let took = start.elapsed();
        tally.solving += took;
        match solution {
            Solution::Unique(s) => {
                tally.solved += 1;
                writeln!(
                    out,
                    "# solution (unique; {} guesses, {took:.2?}):\n{s:#}",
                    stats.guesses
                )?;
            }
            Solution::Multiple(..) => {
                tally.several += 1;
                writeln!(out, "# more than one solution")?;
            }
            Solution::None => {
                tally.none += 1;
                writeln!(out, "# no solution")?;
            }
        }
    }
    Ok(())
}

/// What happened to the puzzles read so far.
#[derive(Debug, Default)]
struct Tally {
    solved: usize,
    none: usize,
    several: usize,
    unreadable: usize,
    /// Searches that reached their budget of guesses.
    gave_up: usize,
    /// Wall-clock time spent solving.
    solving: Duration,
}

impl Tally {
    fn count(&mut self, answer: &Answer) {
        match answer {
            Answer::Unique(_) | Answer::Count(1) => self.solved += 1,
            Answer::Several(..) => self.several += 1,
            Answer::None(_) | Answer::Count(0) => self.none += 1,
            Answer::Count(_) => self.several += 1,
            Answer::GaveUp(_) => self.gave_up += 1,
            Answer::Unreadable(_) => self.unreadable += 1,
        }
    }

    fn summary(&self) -> String {
        let read = self.solved + self.none + self.several + self.gave_up;
        let total = read + self.unreadable;
        let secs = self.solving.as_secs_f64();
        let rate = if read > 0 && secs > 0.0 {
            format!(", {:.0} puzzles/s", read as f64 / secs)
        } else {
            String::new()
        };
        let gave_up = if self.gave_up > 0 {
            format!(", {} given up (--budget)", self.gave_up)
        } else {
            String::new()
        };
        format!(
            "{}: {} solved, {} with no solution, {} with several, {} unreadable{gave_up}; \
             {:.3?}{rate}",
            plural(total, "puzzle"),
            self.solved,
            self.none,
            self.several,
            self.unreadable,
            self.solving,
        )
    }
}
