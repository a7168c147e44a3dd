//! `shudu path` (and the hodoku_path example): the path `Explainer::hodoku()` takes through
//! each puzzle, in a stable form for programs: the level, the score and every step with
//! HoDoKu 2.2's key for its technique, its placements and its eliminations, so that the lines
//! can be compared with the same lines written for HoDoKu itself.

use std::ffi::OsString;
use std::ops::ControlFlow;

use shudu::{Cell, Digit, Explainer, Grade, Grid, Marks, Step};

use crate::args::{self, Context};
use crate::output::{Format, Records, Value};
use crate::streams::Status;
use crate::work::{Lines, each_puzzle};

const HELP: &str = "\
Prints, for each puzzle, the path of the explainer in HoDoKu's order, in a stable
tab-separated form for programs.

Usage: {name} [OPTIONS] [FILE|-]...

Reads the FILEs in turn (`-`, or no FILE: standard input): puzzles as `shudu solve` reads
them. For each puzzle n (from 1), with --format line (the default):

  P  n  puzzle  level  score  steps  status
  S  n  k  KEY  KEY  score  placements  eliminations  order  sentence

status is `solved`, or `invalid` (unreadable, or not exactly one solution: no steps follow).
KEY is the technique as HoDoKu's step configuration names it (X_WING, UNIQUENESS_2,
NICE_LOOP...), twice, so that the columns line up with HoDoKu's lines, which name the step's
own type before the configuration's. Placements are written r1c2=5,r3c4=6 and eliminations
r1c2-5,r1c2-7, sorted by cell and digit, '-' when there are none; order is '-'. With
--format json: an object per puzzle (puzzle, level, score, status, steps: a list of objects
with key, score, placements, eliminations, text; label, input, line).

Options:
  --jobs N    work on N threads (default: every core); the output keeps input order
  --format F  line or json (default {format})
  -h, --help  print this help

Exit status: 0 when every puzzle was solved, 1 when a puzzle or a file could not be read or
had no unique solution, 2 on a usage error.
";

struct Options {
    jobs: usize,
    format: Format,
    files: Vec<OsString>,
}

fn parse(args: Vec<OsString>) -> Result<Option<Options>, String> {
    let mut options = Options {
        jobs: shudu_batch::available_jobs(),
        format: Format::Line,
        files: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(args::lexopt_message)? {
        use lexopt::Arg::{Long, Short, Value};
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("jobs") => options.jobs = args::jobs(&mut parser)?,
            Long("format") => {
                options.format = args::format(&mut parser, &[Format::Line, Format::Json])?;
            }
            Value(file) => options.files.push(file),
            arg => return Err(args::unexpected(arg)),
        }
    }
    Ok(Some(options))
}

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

/// One puzzle's path: its grid, and its grade and steps or why there are none.
type Walked = Result<(Grid, Result<(Grade, Vec<Step>), String>), String>;

fn walk(explainer: &Explainer, grid: Result<Grid, String>) -> Walked {
    let grid = grid?;
    let mut steps = Vec::new();
    let grade = explainer.grade_walk(&grid, |step| steps.push(*step));
    Ok((grid, grade.map(|g| (g, steps)).map_err(|e| e.to_string())))
}

/// Runs `path` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    let mut options = match ctx.options(parse(args), HELP, Format::Line) {
        Ok(options) => options,
        Err(status) => return status,
    };
    if options.files.is_empty() && ctx.stdin_terminal {
        ctx.say("reading puzzles from the terminal (see --help)");
    }
    let explainer = Explainer::hodoku();
    let sources = Context::sources(std::mem::take(&mut options.files));
    let mut n = 0;
    let mut failed = false;
    let mut records = Records::new(options.format);
    let read = each_puzzle(
        ctx,
        sources,
        Lines::Grids,
        options.jobs,
        false,
        |item| walk(&explainer, item.grid()),
        |sink, item, walked| {
            n += 1;
            let (puzzle, level, score, status, steps, error) = match &walked {
                Ok((grid, Ok((grade, steps)))) => {
                    let mut marks = Marks::new(grid);
                    for step in steps {
                        step.apply(&mut marks);
                    }
                    let status = if marks.is_solved() {
                        "solved"
                    } else {
                        "unsolved"
                    };
                    let level = grade.level().to_string();
                    (
                        grid.to_string(),
                        level,
                        grade.score().to_string(),
                        status,
                        &steps[..],
                        None,
                    )
                }
                Ok((grid, Err(e))) => (
                    grid.to_string(),
                    "-".to_owned(),
                    "-".to_owned(),
                    "invalid",
                    &[][..],
                    Some(e.clone()),
                ),
                Err(e) => (
                    item.cells(),
                    "-".to_owned(),
                    "-".to_owned(),
                    "invalid",
                    &[][..],
                    Some(e.clone()),
                ),
            };
            if let Some(error) = &error {
                failed = true;
                sink.say(&format!("puzzle {n}: {error}"))?;
            }
            let score_of = |step: &Step| step.technique().hodoku().map_or(0, |(_, score)| score);
            if options.format == Format::Json {
                let steps = steps
                    .iter()
                    .map(|step| {
                        vec![
                            ("key", Value::from(key(step))),
                            ("score", Value::Int(u64::from(score_of(step)))),
                            ("placements", Value::Text(list(step.placements(), '='))),
                            ("eliminations", Value::Text(list(step.eliminations(), '-'))),
                            ("text", Value::Text(step.to_string())),
                        ]
                    })
                    .collect();
                let grade = (status != "invalid").then_some(());
                records.write(
                    sink.out,
                    &[
                        ("puzzle", Value::Text(puzzle)),
                        ("level", grade.map_or(Value::Null, |()| Value::Text(level))),
                        (
                            "score",
                            grade.map_or(Value::Null, |()| {
                                Value::Int(score.parse().unwrap_or_default())
                            }),
                        ),
                        ("status", Value::from(status)),
                        ("steps", Value::Records(steps)),
                        ("message", Value::from(error)),
                        ("label", Value::from(item.label.as_deref())),
                        ("input", Value::Text(item.input.to_string())),
                        ("line", Value::Int(item.line as u64)),
                    ],
                )?;
                return Ok(ControlFlow::Continue(()));
            }
            let mut lines = format!(
                "P\t{n}\t{puzzle}\t{level}\t{score}\t{}\t{status}\n",
                steps.len()
            );
            for (k, step) in steps.iter().enumerate() {
                lines.push_str(&format!(
                    "S\t{n}\t{}\t{key}\t{key}\t{}\t{}\t{}\t-\t{step}\n",
                    k + 1,
                    score_of(step),
                    list(step.placements(), '='),
                    list(step.eliminations(), '-'),
                    key = key(step),
                ));
            }
            sink.out.write_all(lines.as_bytes())?;
            Ok(ControlFlow::Continue(()))
        },
    );
    match read {
        Ok(read) => Status::from_failed(failed || read.failed_inputs > 0),
        Err(e) => ctx.write_failed(&e),
    }
}
