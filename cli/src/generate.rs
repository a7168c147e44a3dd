//! `shudu generate` (and the generate example): random puzzles with one solution, to a
//! symmetry, a clue count, a pattern, a level, an SE rating or a technique.

use std::ffi::OsString;
use std::io::{self, Write};
use std::ops::ControlFlow;

use shudu::{Explainer, Generator, Grade, Level, Pattern, Puzzle, Symmetry, Technique};
use shudu_batch::Batch;

use crate::args::{self, Context};
use crate::output::{Format, Records, Value, plural};
use crate::progress::{Progress, Total};
use crate::streams::Status;

const HELP: &str = "\
Prints random sudoku puzzles with exactly one solution.

Usage: {name} [OPTIONS]

Options:
  --count N          how many puzzles, at least 1 (default 1)
  --symmetry NAME    symmetry of the clue pattern (default none): none, central, quarter,
                     mirror-lr, mirror-ud, both-mirrors, diagonal, anti-diagonal,
                     both-diagonals, full
  --clues N          stop removing clues once at most N are left, 17 to 81 (more clues:
                     easier); without it the puzzle is minimal, and when N cannot be
                     reached the puzzle is the minimal one, with a note on stderr
  --attempts N       make N puzzles, at least 1, for each one printed and keep the one with
                     the fewest clues (default 1)
  --seed S           seed of the random numbers (default: from the clock; printed on
                     stderr so a run can be repeated); puzzle n is made from seed S + n - 1
                     alone, as `--count 1 --seed S+n-1` makes it
  --pattern PATTERN  clues exactly on the cells of PATTERN: 81 characters, 'x' for a clue,
                     '.' for an empty cell (whitespace skipped); --attempts is then the
                     number of grids tried before giving up (default 10000)
  --level NAME       a puzzle of this level on HoDoKu's scale: easy, medium, hard,
                     unfair or extreme
  --er MIN-MAX       a puzzle whose SE rating (ER) is between MIN and MAX, e.g. 7.0-8.5
  --technique NAME   a puzzle whose path uses this technique (for practice), e.g.
                     skyscraper, x-wing, 'w-wing', 'finned x-wing', 'xy-chain', als-xz
  --budget N         give up an order (level, ER, technique) after N puzzles dug and
                     rated (default 1000); the exit status is then 1
  --jobs N           make puzzles on N threads (default: every core); the output is the
                     same, in the same order, whatever N
  --format FORMAT    (default {format})
                     line: only the puzzles, one 81-character line each;
                     line+solution: the puzzle, a tab, its solution, one per line;
                     grid (or block): each puzzle and its solution as nine-line blocks,
                     headed by '#' comments, which `shudu solve` reads back;
                     tsv: a header, then the columns puzzle, solution, clues, symmetry,
                     seed, level, score, attempts (level and score with an order);
                     json: the same fields, a JSON object per line
  -q, --quiet        no seed, no summary, no progress on standard error
  -h, --help         this message

Exit status: 0 when every puzzle was made, 1 when an order ran out of its budget or a
pattern has no puzzle, 2 on a usage error.
";

/// Everything the command line sets: one field per option.
struct Options {
    count: u64,
    symmetry: Symmetry,
    clues: Option<usize>,
    attempts: u32,
    seed: Option<u64>,
    format: Format,
    /// `--pattern`: the clues exactly on these cells.
    pattern: Option<Pattern>,
    /// Whether `--attempts` was given (with a pattern, its default budget is 10,000 grids).
    attempts_given: bool,
    level: Option<Level>,
    er: Option<(f32, f32)>,
    technique: Option<Technique>,
    budget: Option<u32>,
    jobs: usize,
    quiet: bool,
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

/// The clue target: a unique puzzle has at least 17 clues, and a grid has 81 cells.
fn parse_clues(parser: &mut lexopt::Parser) -> Result<usize, String> {
    let clues: usize = args::number(parser, "--clues")?;
    match clues {
        0..17 => Err(format!(
            "--clues {clues} is too few: no sudoku with fewer than 17 clues has a unique \
             solution (McGuire, Tugemann and Civario, 2012); give 17 to 81, or leave it out \
             for minimal puzzles"
        )),
        82.. => Err(format!(
            "--clues {clues} is too many: a grid has 81 cells; give 17 to 81"
        )),
        _ => Ok(clues),
    }
}

fn parse(ctx: &Context<'_>, args: Vec<OsString>) -> Result<Option<Options>, String> {
    let mut options = Options {
        count: 1,
        symmetry: Symmetry::None,
        clues: None,
        attempts: 1,
        seed: None,
        format: default_format(ctx),
        pattern: None,
        attempts_given: false,
        level: None,
        er: None,
        technique: None,
        budget: None,
        jobs: shudu_batch::available_jobs(),
        quiet: false,
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(args::lexopt_message)? {
        use lexopt::Arg::{Long, Short};
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("count") => options.count = args::positive(&mut parser, "--count")?,
            Long("symmetry") => {
                let value = args::text(&mut parser, "--symmetry")?;
                options.symmetry = value.parse().map_err(|e| format!("{value:?}: {e}"))?;
            }
            Long("clues") => options.clues = Some(parse_clues(&mut parser)?),
            Long("attempts") => {
                options.attempts = args::positive(&mut parser, "--attempts")?;
                options.attempts_given = true;
            }
            Long("pattern") => {
                let value = args::text(&mut parser, "--pattern")?;
                options.pattern = Some(value.parse().map_err(|e| format!("--pattern: {e}"))?);
            }
            Long("seed") => options.seed = Some(args::number(&mut parser, "--seed")?),
            Long("level") => {
                let value = args::text(&mut parser, "--level")?;
                options.level = Some(value.parse().map_err(|e| format!("{value:?}: {e}"))?);
            }
            Long("er") => options.er = Some(parse_er(&args::text(&mut parser, "--er")?)?),
            Long("technique") => {
                let value = args::text(&mut parser, "--technique")?;
                options.technique = Some(
                    value
                        .parse()
                        .map_err(|_| format!("no technique is called {value:?}"))?,
                );
            }
            Long("budget") => options.budget = Some(args::number(&mut parser, "--budget")?),
            Long("jobs") => options.jobs = args::jobs(&mut parser)?,
            Long("format") => {
                options.format = args::format(
                    &mut parser,
                    &[
                        Format::Line,
                        Format::LineSolution,
                        Format::Grid,
                        Format::Tsv,
                        Format::Json,
                    ],
                )?;
            }
            Short('q') | Long("quiet") => options.quiet = true,
            arg => return Err(args::unexpected(arg)),
        }
    }
    Ok(Some(options))
}

fn default_format(ctx: &Context<'_>) -> Format {
    if ctx.example {
        Format::Grid
    } else {
        Format::Line
    }
}

/// A seed that differs from run to run: the clock's nanoseconds mixed with the process id.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// One puzzle made, with its grade when the run has an order, or why there is none.
type Made = Result<(Puzzle, Option<Grade>), Failed>;

/// Why a puzzle could not be made.
enum Failed {
    /// An order (level, ER, technique) ran out of budget: the run ends with status 1.
    Order(String),
    /// A pattern has no puzzle within its attempts.
    Pattern(String),
}

/// Puzzle `n` (from 1) of the run: made from seed `seed + n - 1` alone, so that it does not
/// depend on the puzzles before it or on the thread that makes it.
fn make(options: &Options, seed: u64, n: u64) -> Made {
    let mut generator = Generator::from_seed(seed.wrapping_add(n - 1))
        .symmetry(options.symmetry)
        .best_of(options.attempts);
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
    let puzzle = match &options.pattern {
        None => generator
            .try_generate()
            .map_err(|e| Failed::Order(format!("puzzle {n}: {e}")))?,
        Some(pattern) => {
            let budget = if options.attempts_given {
                options.attempts
            } else {
                10_000
            };
            generator
                .generate_pattern(pattern, budget)
                .map_err(|e| Failed::Pattern(e.to_string()))?
        }
    };
    let grade = ordered(options)
        .then(|| Explainer::new().grade(puzzle.grid()).ok())
        .flatten();
    Ok((puzzle, grade))
}

/// Whether the run asks for a level, an ER range or a technique.
fn ordered(options: &Options) -> bool {
    options.level.is_some() || options.er.is_some() || options.technique.is_some()
}

/// Runs `generate` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    let parsed = parse(ctx, args);
    let options = match ctx.options(parsed, HELP, default_format(ctx)) {
        Ok(options) => options,
        Err(status) => return status,
    };
    match generate(ctx, &options) {
        Ok(true) => Status::Success,
        Ok(false) => Status::Failure,
        Err(e) => ctx.write_failed(&e),
    }
}

/// Prints the puzzles; `Ok(false)` when an order ran out of budget or a pattern has none.
fn generate(ctx: &mut Context<'_>, options: &Options) -> io::Result<bool> {
    let seed = options.seed.unwrap_or_else(fresh_seed);
    if !options.quiet {
        ctx.note(&format!("seed: {seed}"));
    }
    let start = std::time::Instant::now();
    let mut attempts = 0;
    let mut progress = Progress::new(
        ctx.process && ctx.stderr_terminal && !options.quiet,
        Total::Items(options.count),
    );
    let mut records = Records::new(options.format);
    let name = ctx.name.clone();
    let (out, err) = (&mut *ctx.out, &mut *ctx.err);
    // Puzzle n is made from seed S + n - 1 alone, on the batch's threads, and written in
    // order as soon as it and those before it are made, so that a long run prints as it goes
    // and the output does not depend on the threads.
    let mut n = 1;
    let mut outcome = Ok(true);
    let _ = Batch::new(options.jobs).map(
        1..=options.count,
        |n| make(options, seed, n),
        |made| {
            let written = match made {
                Ok((puzzle, grade)) => {
                    attempts += puzzle.attempts();
                    let note = (!puzzle.target_met()).then(|| {
                        format!(
                            "puzzle {n}: {} clues, more than the {} asked: every clue left is \
                             needed",
                            puzzle.clue_count(),
                            options.clues.unwrap_or(0),
                        )
                    });
                    let noted = match note {
                        // On stderr, so that every format keeps it out of the puzzles.
                        Some(note) => out.flush().map(|()| {
                            progress.suspend(|| {
                                let _ = writeln!(err, "{note}");
                            });
                        }),
                        None => Ok(()),
                    };
                    noted
                        .and_then(|()| {
                            write_puzzle(
                                out,
                                &mut records,
                                n,
                                seed.wrapping_add(n - 1),
                                &puzzle,
                                grade,
                                options.format,
                            )
                        })
                        .and_then(|()| {
                            // A puzzle to order takes a while: each goes out as it is made.
                            if ordered(options) || n.is_multiple_of(128) {
                                out.flush()?;
                            }
                            Ok(true)
                        })
                }
                Err(Failed::Order(message)) => out.flush().map(|()| {
                    progress.suspend(|| {
                        let _ = writeln!(err, "{name}: {message}");
                    });
                    false
                }),
                Err(Failed::Pattern(message)) => out.flush().map(|()| {
                    progress.suspend(|| {
                        let _ = writeln!(err, "{name}: {message}");
                    });
                    false
                }),
            };
            progress.update(n as usize, 0, 0);
            n += 1;
            match written {
                Ok(true) => ControlFlow::Continue(()),
                stop => {
                    outcome = stop;
                    ControlFlow::Break(())
                }
            }
        },
    );
    progress.finish();
    if !matches!(outcome, Ok(true)) {
        return outcome;
    }
    out.flush()?;
    if ordered(options) && !options.quiet {
        let seconds = start.elapsed().as_secs_f64();
        ctx.say(&format!(
            "{} to order in {seconds:.2} s ({:.1} puzzles/s), {:.2} attempts each",
            plural(options.count as usize, "puzzle"),
            options.count as f64 / seconds.max(1e-9),
            attempts as f64 / options.count.max(1) as f64
        ));
    }
    Ok(true)
}

fn write_puzzle(
    out: &mut dyn Write,
    records: &mut Records,
    n: u64,
    seed: u64,
    puzzle: &Puzzle,
    grade: Option<Grade>,
    format: Format,
) -> io::Result<()> {
    match format {
        Format::Line => writeln!(out, "{}", puzzle.grid()),
        Format::LineSolution => writeln!(out, "{}\t{}", puzzle.grid(), puzzle.solution()),
        Format::Grid => {
            if n > 1 {
                writeln!(out)?;
            }
            let grade = grade.map_or(String::new(), |grade| {
                format!(", {grade}, {} attempts", puzzle.attempts())
            });
            writeln!(
                out,
                "# puzzle {n}: {} clues, symmetry {}{grade}",
                puzzle.clue_count(),
                puzzle.symmetry()
            )?;
            writeln!(out, "{:#}", puzzle.grid())?;
            writeln!(out, "# its solution")?;
            writeln!(out, "{:#}", puzzle.solution())
        }
        Format::Tsv | Format::Json => records.write(
            out,
            &[
                ("puzzle", Value::Text(puzzle.grid().to_string())),
                ("solution", Value::Text(puzzle.solution().to_string())),
                ("clues", Value::Int(puzzle.clue_count() as u64)),
                ("symmetry", Value::Text(puzzle.symmetry().to_string())),
                ("seed", Value::Int(seed)),
                (
                    "level",
                    grade.map_or(Value::Null, |g| Value::Text(g.level().to_string())),
                ),
                (
                    "score",
                    grade.map_or(Value::Null, |g| Value::Int(u64::from(g.score()))),
                ),
                ("attempts", Value::Int(puzzle.attempts() as u64)),
            ],
        ),
    }
}
