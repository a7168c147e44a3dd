//! `shudu hint`: the next step a person would take on a grid or on pencil marks, shown a
//! little at a time (the technique and where to look, then the cells, then the whole step),
//! and the pencil marks after it, to take the next hint from.

use std::ffi::OsString;
use std::ops::ControlFlow;

use shudu::{Explainer, HintStage, Marks, Solution, Solver, Step};

use crate::args::{self, Context};
use crate::input::Item;
use crate::output::{Format, Records, Value, plural};
use crate::streams::Status;
use crate::work::{Lines, Sink, each_puzzle};

const HELP: &str = "\
The next step a person would take on each puzzle, shown a little at a time.

Usage: {name} [OPTIONS] [FILE|-]...

Reads the FILEs in turn (`-`, or no FILE: standard input): puzzles as `shudu solve` reads
them, or pencil marks, as the 729-character line (nine characters a cell, a digit where it
is a candidate, else '.') or the boxed candidate grid Sudoku Explainer and HoDoKu print.
A grid's pencil marks are every candidate its clues leave.

Output, a puzzle at a time in input order (--format, default {format}):
  line   the puzzle as it was given (81 characters, or 729 for pencil marks), a tab, the
         hint, then with --apply a tab and the pencil marks after the step (729
         characters: `cut -f3` feeds them back in for the next hint), then a tab and the
         label if any. No step: 'solved', or 'no step found' and why; a puzzle that could
         not be read: 'error: ' and why.
  tsv    a header, then the columns state, stage, hint, technique, placements,
         eliminations, after, message, label, input, line (technique, placements and
         eliminations at the stage that shows them)
  json   the same fields, a JSON object per line
The stages (--stage): 1 or technique: the technique and where to look; 2 or cells: the
cells of the pattern and its digits; 3 or full: the whole step, what it places or removes;
all: the three, one after the other (line: a field each; json: a list).

Options:
  --stage S   technique (1, the default), cells (2), full (3) or all
  --order O   hodoku (the default: the order HoDoKu's levels and the game's hints follow)
              or se (Sudoku Explainer's order)
  --apply     the pencil marks after the step, too
  --jobs N    work on N threads (default: every core); the output keeps input order
  --format F  line, tsv or json (default {format})
  -q, --quiet no summary, no progress
  -h, --help  print this help

Exit status: 0 when every puzzle was read and has one solution (a solved grid and one no
technique advances are answers too), 1 when a puzzle or a file could not be read or a
puzzle has no unique solution, 2 on a usage error.
";

/// How much of the step a hint shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    One(HintStage),
    All,
}

struct Options {
    stage: Stage,
    hodoku: bool,
    apply: bool,
    jobs: usize,
    format: Format,
    quiet: bool,
    files: Vec<OsString>,
}

fn parse(args: Vec<OsString>) -> Result<Option<Options>, String> {
    let mut options = Options {
        stage: Stage::One(HintStage::Technique),
        hodoku: true,
        apply: false,
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
            Long("stage") => {
                let value = args::text(&mut parser, "--stage")?;
                options.stage = if value.eq_ignore_ascii_case("all") {
                    Stage::All
                } else {
                    Stage::One(
                        value
                            .parse()
                            .map_err(|e| format!("--stage {value:?}: {e}, or all"))?,
                    )
                };
            }
            Long("order") => {
                let value = args::text(&mut parser, "--order")?;
                options.hodoku = match value.to_ascii_lowercase().as_str() {
                    "hodoku" => true,
                    "se" => false,
                    _ => return Err(format!("--order is hodoku or se, not {value:?}")),
                };
            }
            Long("apply") => options.apply = true,
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

/// What the explainer found for one puzzle.
enum Found {
    /// The input as given (81 or 729 characters), the step, and the marks after it.
    Step(String, Box<Step>, Box<Marks>),
    /// Every cell is filled.
    Solved(String),
    /// No technique advances: the reason.
    Stuck(String, String),
    /// No unique solution, or unreadable: the reason.
    Invalid(String, String),
}

fn find(explainer: &Explainer, item: &Item) -> Found {
    let (state, marks) = match item.grid() {
        Ok(grid) => (grid.to_string(), Marks::new(&grid)),
        Err(grid_error) => match item.marks() {
            Ok(marks) => (marks.to_string(), marks),
            // A text that is no grid but has at most 81 cells is a mistyped grid.
            Err(marks_error) if item.cells().chars().count() > 81 => {
                return Found::Invalid(item.cells(), marks_error);
            }
            Err(_) => return Found::Invalid(item.cells(), grid_error),
        },
    };
    if marks.is_solved() {
        return Found::Solved(state);
    }
    match Solver::new().solve(marks.grid()) {
        Solution::Unique(_) => {}
        Solution::None => {
            return Found::Invalid(state, "no solution: a hint needs a puzzle with one".into());
        }
        Solution::Multiple(..) => {
            return Found::Invalid(
                state,
                "more than one solution: a hint needs a puzzle with one".into(),
            );
        }
    }
    match explainer.next_step(&marks) {
        Some(step) => {
            let mut after = marks.clone();
            step.apply(&mut after);
            Found::Step(state, Box::new(step), Box::new(after))
        }
        None => Found::Stuck(
            state,
            "no step found: no technique of the explainer advances here".into(),
        ),
    }
}

/// Runs `hint` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    let mut options = match ctx.options(parse(args), HELP, Format::Line) {
        Ok(options) => options,
        Err(status) => return status,
    };
    if options.files.is_empty() && ctx.stdin_terminal {
        return ctx.usage(
            "no FILE given, and standard input is a terminal: give a FILE or pipe a puzzle in",
        );
    }
    let explainer = if options.hodoku {
        Explainer::hodoku()
    } else {
        Explainer::new()
    };
    let sources = Context::sources(std::mem::take(&mut options.files));
    let mut records = Records::new(options.format);
    let mut tally = [0usize; 4];
    let read = each_puzzle(
        ctx,
        sources,
        Lines::Grids,
        options.jobs,
        options.quiet,
        |item| find(&explainer, item),
        |sink, item, found| {
            tally[match &found {
                Found::Step(..) => 0,
                Found::Solved(_) => 1,
                Found::Stuck(..) => 2,
                Found::Invalid(..) => 3,
            }] += 1;
            write(sink, &mut records, &options, &item, &found)?;
            Ok(ControlFlow::Continue(()))
        },
    );
    match read {
        Ok(read) => {
            if !options.quiet {
                let [steps, solved, stuck, invalid] = tally;
                ctx.say(&format!(
                    "{}: {steps} with a step, {solved} solved, {stuck} with no step \
                     found, {invalid} unreadable or without one solution",
                    plural(steps + solved + stuck + invalid, "puzzle")
                ));
            }
            Status::from_failed(tally[3] > 0 || read.failed_inputs > 0)
        }
        Err(e) => ctx.write_failed(&e),
    }
}

fn write(
    sink: &mut Sink<'_, '_>,
    records: &mut Records,
    options: &Options,
    item: &Item,
    found: &Found,
) -> std::io::Result<()> {
    let stages: Vec<HintStage> = match options.stage {
        Stage::One(stage) => vec![stage],
        Stage::All => HintStage::ALL.to_vec(),
    };
    let (state, hints, message) = match found {
        Found::Step(state, step, _) => {
            let hints: Vec<String> = stages
                .iter()
                .map(|&stage| step.hint(stage).to_string())
                .collect();
            (state, hints, None)
        }
        Found::Solved(state) => (state, vec!["solved".to_owned()], None),
        Found::Stuck(state, why) => (state, vec![why.clone()], None),
        Found::Invalid(state, why) => (state, Vec::new(), Some(why.clone())),
    };
    let after = match found {
        Found::Step(_, _, after) if options.apply => Some(after.to_string()),
        _ => None,
    };
    if options.format == Format::Line {
        let mut fields = vec![state.clone()];
        match &message {
            Some(message) => fields.push(format!("error: {message}")),
            None => fields.extend(hints),
        }
        fields.extend(after);
        fields.extend(item.label.clone());
        writeln!(sink.out, "{}", fields.join("\t"))?;
    } else {
        let full = stages.contains(&HintStage::Full);
        let step = match found {
            Found::Step(_, step, _) => Some(step),
            _ => None,
        };
        let list = |f: &dyn Fn(&Step) -> Vec<String>| match step {
            Some(step) if full => Value::List(f(step)),
            _ => Value::Null,
        };
        let hint = match (options.stage, &message) {
            (_, Some(_)) => Value::Null,
            (Stage::All, None) => Value::List(hints),
            (Stage::One(_), None) => Value::from(hints.into_iter().next()),
        };
        let stage = match options.stage {
            Stage::One(stage) => stage.name(),
            Stage::All => "all",
        };
        records.write(
            sink.out,
            &[
                ("state", Value::Text(state.clone())),
                ("stage", Value::from(stage)),
                ("hint", hint),
                (
                    "technique",
                    step.map_or(Value::Null, |step| Value::from(step.name())),
                ),
                (
                    "placements",
                    list(&|step| {
                        step.placements()
                            .map(|(cell, digit)| format!("{cell}={digit}"))
                            .collect()
                    }),
                ),
                (
                    "eliminations",
                    list(&|step| {
                        step.eliminations()
                            .map(|(cell, digit)| format!("{cell}-{digit}"))
                            .collect()
                    }),
                ),
                ("after", Value::from(after)),
                ("message", Value::from(message.clone())),
                ("label", Value::from(item.label.as_deref())),
                ("input", Value::Text(item.input.to_string())),
                ("line", Value::Int(item.line as u64)),
            ],
        )?;
    }
    if let Some(message) = message {
        sink.say(&message)?;
    }
    Ok(())
}
