//! Solves sudoku puzzles from files or standard input, or a built-in handful of famous ones.
//!
//! ```text
//! cargo run --release --example solve                      # the demo: three famous hard puzzles
//! cargo run --release --example solve -- puzzles.txt       # lines, blocks, comments, labels
//! cargo run --release --example generate | cargo run --release --example solve
//! cargo run --release --example solve -- --count 100 puzzles.txt
//! ```
//!
//! Run it with `--help` for what it reads and prints.

use std::io::{self, IsTerminal, Read, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use shudu::{Grid, ParseError, Solution, Solver};
use shudu_batch::Batch;

const USAGE: &str = "\
Solves sudoku puzzles.

Usage: solve [OPTIONS] [FILE|-]...

Reads the FILEs (`-`, or no FILE: standard input). An input holds any number of puzzles, in
any mix of two forms:
  - a line of 81 cells: a digit 1 to 9, or '.', '0', '_' or '*' for an empty cell (spaces and
    '|' between cells are fine). Text after the 81st cell, set off by a space, a tab or a
    character that is not a cell (';11.0', a rating, a name), is the puzzle's label;
  - a block: nine lines of nine cells, with separator lines such as '------+-------+------'
    between bands, as this program and `generate` print them.
Blank lines and lines starting with '#' are skipped, and end a block.

For each puzzle, in input order, it prints a comment line naming the puzzle ('# line 3' or
'# lines 5-15', the file when there are several inputs, and the label), then the answer:
the solution in the puzzle's form; '# no solution' and why (the clues that clash, or that
the search found none); or '# more than one solution' and two of them. The output can be
read back by this program. Unreadable puzzles are reported on standard error, naming the
input line. A summary ends the run on standard error: puzzles, solved, with no solution,
with several, unreadable (and given up, if any), time and rate; on a terminal, long inputs
show their progress.

With no FILE and nothing on standard input, or with --demo, solves three famous hard puzzles.

Options:
  --count N   count the solutions of each puzzle up to N (N >= 1) instead of solving;
              prints '# line 3: 12 solutions', or 'at least N' when the count reaches N
  --jobs N    solve on N threads (default: every core); the output keeps input order
  --budget N  give up on a puzzle after N guesses (default 100000, plus 16 for each
              solution --count asks for), printing '# ... gave up'; no real puzzle needs
              more than a few thousand, so this only stops a grid made to stall the search
  --demo      solve the built-in puzzles
  -h, --help  print this help

Exit status: 0 when every puzzle was read and answered, 1 when a puzzle or a file could not
be read or a search gave up (the others are still solved), 2 on a usage error.
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

// --- reading ------------------------------------------------------------------------------------

/// How a puzzle was written, so that its solution is written the same way.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Line,
    Block,
}

/// One puzzle read from an input, or the message saying why it could not be read.
struct Item {
    /// Where it is: `line 3`, `lines 5-15`, with the input's name when there are several.
    place: String,
    /// The text after the 81 cells of a line, if any.
    label: Option<String>,
    form: Form,
    grid: Result<Grid, String>,
}

/// What the reader makes of one character.
#[derive(PartialEq, Eq)]
enum Class {
    Cell,
    Separator,
    Other,
}

/// The characters the crate's parser takes as cells and as separators (see `Grid::parse_bytes`).
fn classify(c: char) -> Class {
    match c {
        '0'..='9' | '.' | '_' | '*' | '０'..='９' => Class::Cell,
        '|' | '+' | '-' | ',' | '[' | ']' | '"' | '\'' | '\u{feff}' | '\u{2500}'..='\u{257f}' => {
            Class::Separator
        }
        c if c.is_whitespace() => Class::Separator,
        _ => Class::Other,
    }
}

/// What a line of input is.
enum Line<'a> {
    /// Blank, or a `#` comment.
    Skip,
    /// Separators only, such as `------+-------+------`.
    Rule,
    /// 81 cells (the grid's text, up to and with the 81st cell), then perhaps a label.
    Full(&'a str, Option<&'a str>),
    /// Some cells, but not 81: a row of a block (or a mistake the parser will name).
    Row,
    /// Text with fewer than five cells, such as a heading: a mistake of its own when it does
    /// not stand inside a block, rather than the first row of one.
    Text,
}

fn kind(line: &str) -> Line<'_> {
    let trimmed = line.trim();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return Line::Skip;
    }
    let mut cells = 0;
    let mut other = false;
    for (at, c) in line.char_indices() {
        match classify(c) {
            Class::Cell => {
                cells += 1;
                if cells == 81 {
                    let end = at + c.len_utf8();
                    let rest = &line[end..];
                    // A cell right after the 81st is one too many, not a label: the parser
                    // says so when it reads the whole line.
                    if rest
                        .chars()
                        .next()
                        .is_some_and(|c| classify(c) == Class::Cell)
                    {
                        return Line::Full(line, None);
                    }
                    let label = rest.trim_start_matches(|c| classify(c) == Class::Separator);
                    let label = label.trim_end();
                    return Line::Full(&line[..end], (!label.is_empty()).then_some(label));
                }
            }
            Class::Separator => {}
            Class::Other => other = true,
        }
    }
    match (cells, other) {
        (0, false) => Line::Rule,
        (0..5, true) => Line::Text,
        _ => Line::Row,
    }
}

/// The error's message with its line numbers moved down by `offset` lines, so that they name
/// the input's line. Whether the message names a line itself.
fn shifted(error: ParseError, offset: usize) -> (String, bool) {
    let moved = match error {
        ParseError::UnexpectedChar { ch, line, column } => ParseError::UnexpectedChar {
            ch,
            line: line + offset,
            column,
        },
        ParseError::WrongRowLength { line, found } => ParseError::WrongRowLength {
            line: line + offset,
            found,
        },
        other => return (other.to_string(), false),
    };
    (moved.to_string(), true)
}

/// Every puzzle in `text`, in order. `name` is the input's name when messages must give it.
fn read_items(name: Option<&str>, text: &str) -> Vec<Item> {
    let place = |first: usize, last: usize| {
        let lines = if first == last {
            format!("line {first}")
        } else {
            format!("lines {first}-{last}")
        };
        match name {
            Some(name) => format!("{name}: {lines}"),
            None => lines,
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    let mut items = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let number = i + 1;
        match kind(lines[i]) {
            Line::Skip | Line::Rule => i += 1,
            Line::Text => {
                let message = match lines[i].parse::<Grid>() {
                    Err(e) => shifted(e, i).0,
                    Ok(_) => String::from("not a puzzle"),
                };
                items.push(Item {
                    place: place(number, number),
                    label: None,
                    form: Form::Line,
                    grid: Err(with_name(name, message)),
                });
                i += 1;
            }
            Line::Full(cells, label) => {
                let grid = cells.parse::<Grid>().map_err(|e| {
                    let (message, has_line) = shifted(e, i);
                    if has_line {
                        with_name(name, message)
                    } else {
                        format!("{}: {message}", place(number, number))
                    }
                });
                items.push(Item {
                    place: place(number, number),
                    label: label.map(str::to_owned),
                    form: Form::Line,
                    grid,
                });
                i += 1;
            }
            Line::Row => {
                // A block: rows (and rules between them) until nine rows are in, or a blank
                // line, a comment, a full line or the end of the input.
                let first = i;
                let mut rows = 0;
                while i < lines.len() && rows < 9 {
                    match kind(lines[i]) {
                        // Inside a block, a line with a stray character is a mistyped row.
                        Line::Row | Line::Text => rows += 1,
                        Line::Rule => {}
                        Line::Skip | Line::Full(..) => break,
                    }
                    i += 1;
                }
                let block = lines[first..i].join("\n");
                let where_ = place(first + 1, i);
                let grid = block.parse::<Grid>().map_err(|e| {
                    let (message, has_line) = shifted(e, first);
                    if has_line {
                        with_name(name, message)
                    } else {
                        format!("{where_}: {message}")
                    }
                });
                items.push(Item {
                    place: where_,
                    label: None,
                    form: Form::Block,
                    grid,
                });
            }
        }
    }
    items
}

fn with_name(name: Option<&str>, message: String) -> String {
    match name {
        Some(name) => format!("{name}: {message}"),
        None => message,
    }
}

// --- solving ------------------------------------------------------------------------------------

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
    /// The puzzle could not be read: nothing was asked.
    Unreadable,
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

/// Solves `items` on `jobs` threads, each search within `budget` guesses; the answers come
/// back in the items' order.
fn solve_all(items: &[Item], jobs: usize, count: Option<usize>, budget: u64) -> Vec<Answer> {
    let solver = Solver::with_budget(budget);
    let mut answers = Vec::with_capacity(items.len());
    let _ = Batch::new(jobs).map(
        items,
        |item| match &item.grid {
            Ok(grid) => answer(&solver, grid, count),
            Err(_) => Answer::Unreadable,
        },
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

/// "1 puzzle", "2 puzzles".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn write_grid(out: &mut impl Write, grid: &Grid, form: Form) -> io::Result<()> {
    match form {
        Form::Line => writeln!(out, "{grid}"),
        Form::Block => writeln!(out, "{grid:#}"),
    }
}

/// Writes the answer for `item`, counting it in `tally`.
fn write_answer(
    out: &mut impl Write,
    item: &Item,
    answer: Answer,
    limit: Option<usize>,
    tally: &mut Tally,
) -> io::Result<()> {
    let place = &item.place;
    let label = item
        .label
        .as_deref()
        .map_or(String::new(), |l| format!(" ({l})"));
    match answer {
        Answer::Unreadable => {
            tally.unreadable += 1;
            // Keep the order of messages on a terminal that shows both streams.
            out.flush()?;
            if let Err(message) = &item.grid {
                eprintln!("unreadable: {message}");
            }
        }
        Answer::Unique(s) => {
            tally.solved += 1;
            writeln!(out, "# {place}{label}")?;
            write_grid(out, &s, item.form)?;
        }
        Answer::Several(a, b) => {
            tally.several += 1;
            writeln!(
                out,
                "# {place}{label}: more than one solution; two of them:"
            )?;
            write_grid(out, &a, item.form)?;
            if item.form == Form::Block {
                writeln!(out)?;
            }
            write_grid(out, &b, item.form)?;
        }
        Answer::None(Some((clash, n))) => {
            tally.none += 1;
            let more = match n - 1 {
                0 => String::new(),
                1 => " (and 1 more clash)".to_owned(),
                more => format!(" (and {more} more clashes)"),
            };
            writeln!(
                out,
                "# {place}{label}: no solution: the clues clash: {clash}{more}"
            )?;
        }
        Answer::None(None) => {
            tally.none += 1;
            writeln!(
                out,
                "# {place}{label}: no solution: no two clues clash, but the search found none"
            )?;
        }
        Answer::GaveUp(guesses) => {
            tally.gave_up += 1;
            writeln!(
                out,
                "# {place}{label}: gave up after {guesses} guesses, the budget (raise it with \
                 --budget)"
            )?;
        }
        Answer::Count(n) => {
            match n {
                0 => tally.none += 1,
                1 => tally.solved += 1,
                _ => tally.several += 1,
            }
            // The count stops at the limit: reaching it means "that many or more".
            let at_least = if Some(n) == limit { "at least " } else { "" };
            writeln!(out, "# {place}{label}: {at_least}{}", plural(n, "solution"))?;
        }
    }
    Ok(())
}

/// Puzzles solved between two looks at the clock (and progress lines).
const BATCH: usize = 4096;
/// Inputs longer than this show their progress on a terminal.
const PROGRESS_FROM: usize = 2 * BATCH;

/// Solves and writes every item of one input, in batches.
fn solve_items(
    items: &[Item],
    settings: &Settings,
    tally: &mut Tally,
    out: &mut impl Write,
) -> io::Result<()> {
    let progress = items.len() >= PROGRESS_FROM && io::stderr().is_terminal();
    for (n, batch) in items.chunks(BATCH).enumerate() {
        let start = Instant::now();
        let answers = solve_all(batch, settings.jobs, settings.count, settings.budget());
        tally.solving += start.elapsed();
        for (item, answer) in batch.iter().zip(answers) {
            write_answer(out, item, answer, settings.count, tally)?;
        }
        if progress {
            let done = (n * BATCH + batch.len()).min(items.len());
            eprint!("\r{done} of {} puzzles", items.len());
            if done == items.len() {
                eprint!("\r\x1b[K");
            }
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
        writeln!(out, "# {title}")?;
        let grid: Grid = match line.parse() {
            Ok(grid) => grid,
            Err(e) => {
                tally.unreadable += 1;
                writeln!(out, "# unreadable: {e}")?;
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

fn read_stdin() -> io::Result<String> {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

// --- the command line ---------------------------------------------------------------------------

struct Settings {
    /// `--count N`: count up to N instead of solving.
    count: Option<usize>,
    /// `--jobs N`: threads, at least 1.
    jobs: usize,
    /// `--budget N`: the guesses a search may make, if given.
    budget: Option<u64>,
    demo: bool,
    /// The inputs: `None` for standard input.
    inputs: Vec<Option<String>>,
}

/// The guesses a search may make when `--budget` does not say: far more than any real
/// puzzle needs (the hardest known take a few hundred), a fraction of a second at most.
const DEFAULT_BUDGET: u64 = 100_000;

/// The guesses `--count` may spend on each solution it asks for, beyond the default budget.
const BUDGET_PER_SOLUTION: u64 = 16;

impl Settings {
    /// The budget of guesses of each search.
    fn budget(&self) -> u64 {
        self.budget.unwrap_or_else(|| {
            let counted = self.count.map_or(0, |n| n as u64);
            DEFAULT_BUDGET.saturating_add(counted.saturating_mul(BUDGET_PER_SOLUTION))
        })
    }
}

/// What the command line asks for.
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
        count: None,
        jobs: shudu_batch::available_jobs(),
        budget: None,
        demo: false,
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
            "--demo" => settings.demo = true,
            "--count" => settings.count = Some(positive(name, value()?)?),
            "--jobs" => settings.jobs = positive(name, value()?)?,
            "--budget" => settings.budget = Some(whole(name, value()?)?),
            "-" => settings.inputs.push(None),
            a if a.starts_with('-') => return Err(format!("unknown option {a}")),
            path => settings.inputs.push(Some(path.to_owned())),
        }
    }
    Ok(Command::Run(settings))
}

fn run(settings: &mut Settings, tally: &mut Tally, out: &mut impl Write) -> io::Result<bool> {
    let mut failed = false;
    if settings.inputs.is_empty() && !settings.demo {
        if io::stdin().is_terminal() {
            settings.demo = true;
        } else {
            let text = read_stdin()?;
            let items = read_items(None, &text);
            if items.is_empty() {
                eprintln!("nothing on standard input: solving the built-in puzzles");
                settings.demo = true;
            } else {
                solve_items(&items, settings, tally, out)?;
            }
        }
    }
    if settings.demo {
        demo(tally, out)?;
    }
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
    let mut settings = match parse_args(&args) {
        Ok(Command::Run(settings)) => settings,
        Ok(Command::Help) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("solve: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut tally = Tally::default();
    let mut out = io::BufWriter::new(io::stdout().lock());
    match run(&mut settings, &mut tally, &mut out) {
        Ok(failed) => {
            eprintln!("{}", tally.summary());
            if failed || tally.unreadable > 0 || tally.gave_up > 0 {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        // The reader went away (`solve big.txt | head`): stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("solve: {e}");
            ExitCode::FAILURE
        }
    }
}
