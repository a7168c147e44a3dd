//! `shudu rate` (and the rate example): each puzzle on Sudoku Explainer's scale (ER, EP, ED,
//! the hardest technique) and HoDoKu's (level, score, technique), with its path on demand.

use std::ffi::OsString;
use std::io;
use std::ops::ControlFlow;
use std::time::Instant;

use shudu::{Explainer, Grade, Grid, RateError, SeRating, Step};

use crate::args::{self, Context};
use crate::input::{Item, Source};
use crate::output::{Format, Records, Value, plural};
use crate::streams::Status;
use crate::work::{Lines, Sink, each_puzzle};

const HELP: &str = "\
Rates sudoku puzzles on Sudoku Explainer's (SE) difficulty scale, as SE's serate does, and on
HoDoKu's.

Usage: {name} [OPTIONS] [FILE|-]...

Reads the FILEs in turn (`-`, or no FILE: standard input): puzzles as `shudu solve` reads
them, each line's text after its 81 cells kept as a label.

Output, a puzzle at a time in input order (--format, default {format}):
  line   the puzzle, ER (its hardest step), EP (the hardest step up to the first placed
         digit), ED (the first step) and the hardest technique, then HoDoKu's level (Easy,
         Medium, Hard, Unfair, Extreme), score and hardest technique, then the label,
         separated by tabs. A puzzle without a rating: the puzzle, 'error: ' and why.
  tsv    a header, then the columns puzzle, status (rated, stuck, invalid, unreadable),
         er, ep, ed, technique, level, score, hodoku_technique, message, label, input, line
  json   the same fields, a JSON object per line; with --steps, a list of steps too
A summary ends the run on standard error; on a terminal, long work shows its progress.

Options:
  --steps     every step of the path after the puzzle: its rating and sentence (line: a
              line each, indented; json: a list)
  --hodoku    with --steps, the steps of HoDoKu's path (its order and names), each with its
              HoDoKu score instead of SE's rating
  --se        SE's scale alone: leaves out HoDoKu's level, score and technique; without
              --steps it walks only SE's path, and rates faster
  --jobs N    rate on N threads (default: every core); the output is the same, in input
              order, whatever N
  --format F  line, tsv or json (default {format})
  --demo      rate a few famous puzzles
  -q, --quiet no summary, no progress
  -h, --help  print this help

Exit status: 0 when every puzzle was rated, 1 when some could not be (no unique solution,
SE's techniques ran out, unreadable) or a file could not be read, 2 on a usage error.
";

const DEMO: &str = "\
..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. easy50 #1
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... top95 #1
1......58..74.....3....29....6.8....5.......4...56...22.96.....7...1.....4...3.79 random
";

struct Settings {
    steps: bool,
    hodoku: bool,
    se: bool,
    jobs: usize,
    format: Format,
    demo: bool,
    quiet: bool,
    files: Vec<OsString>,
}

fn parse(args: Vec<OsString>) -> Result<Option<Settings>, String> {
    let mut settings = Settings {
        steps: false,
        hodoku: false,
        se: false,
        jobs: shudu_batch::available_jobs(),
        format: Format::Line,
        demo: false,
        quiet: false,
        files: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(args::lexopt_message)? {
        use lexopt::Arg::{Long, Short, Value};
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("steps") => settings.steps = true,
            Long("hodoku") => settings.hodoku = true,
            Long("se") => settings.se = true,
            Long("jobs") => settings.jobs = args::jobs(&mut parser)?,
            Long("format") => {
                settings.format =
                    args::format(&mut parser, &[Format::Line, Format::Tsv, Format::Json])?;
            }
            Long("demo") => settings.demo = true,
            Short('q') | Long("quiet") => settings.quiet = true,
            Value(file) => settings.files.push(file),
            arg => return Err(args::unexpected(arg)),
        }
    }
    if settings.se && settings.hodoku {
        return Err("--se leaves HoDoKu's path out, so it cannot go with --hodoku".to_owned());
    }
    if settings.steps && settings.format == Format::Tsv {
        return Err("--steps writes a list per puzzle: use --format line or json".to_owned());
    }
    Ok(Some(settings))
}

/// Runs `rate` with `args`.
pub(crate) fn run(ctx: &mut Context<'_>, args: Vec<OsString>) -> Status {
    let mut settings = match ctx.options(parse(args), HELP, Format::Line) {
        Ok(settings) => settings,
        Err(status) => return status,
    };
    if settings.files.is_empty() && !settings.demo && ctx.stdin_terminal {
        if ctx.example {
            ctx.say("no input given; rating a few famous puzzles (see --help)");
            settings.demo = true;
        } else {
            return ctx.usage(
                "no FILE given, and standard input is a terminal: give a FILE, pipe puzzles \
                 in, or ask for --demo",
            );
        }
    }
    let mut sources = Vec::new();
    if settings.demo {
        sources.push(Source::Text("demo", DEMO.to_owned()));
    }
    if !settings.files.is_empty() || !settings.demo {
        sources.extend(Context::sources(std::mem::take(&mut settings.files)));
    }
    let explainer = if settings.hodoku {
        Explainer::hodoku()
    } else {
        Explainer::new()
    };
    let mut tally = Tally::default();
    let mut records = Records::new(settings.format);
    let start = Instant::now();
    let read = each_puzzle(
        ctx,
        sources,
        Lines::Grids,
        settings.jobs,
        settings.quiet,
        |item| rate(&explainer, &settings, item),
        |sink, item, rated| {
            tally.count(&rated.outcome);
            write(sink, &mut records, &settings, &item, rated).map(|()| ControlFlow::Continue(()))
        },
    );
    match read {
        Ok(read) => {
            if !settings.quiet {
                let seconds = start.elapsed().as_secs_f64();
                let summary = format!(
                    "{}: {} rated, {} without a rating, {} unreadable; {seconds:.2} s \
                     ({:.0} puzzles/s)",
                    plural(tally.puzzles, "puzzle"),
                    tally.rated,
                    tally.unrated,
                    tally.unreadable,
                    tally.puzzles as f64 / seconds.max(1e-9)
                );
                ctx.say(&summary);
            }
            Status::from_failed(read.failed_inputs + tally.unrated + tally.unreadable > 0)
        }
        Err(e) => ctx.write_failed(&e),
    }
}

/// What became of one puzzle.
enum Outcome {
    Rated(SeRating, Option<Grade>),
    /// SE's techniques ran out; HoDoKu's grade when its path finishes.
    Stuck(RateError, Option<Grade>),
    /// No unique solution.
    Invalid(RateError),
    Unreadable(String),
}

/// One puzzle rated, with its path when `--steps` asks for it.
struct Rated {
    grid: Option<Grid>,
    outcome: Outcome,
    path: Vec<Step>,
}

fn rate(explainer: &Explainer, settings: &Settings, item: &Item) -> Rated {
    let grid = match item.grid() {
        Ok(grid) => grid,
        Err(message) => {
            return Rated {
                grid: None,
                outcome: Outcome::Unreadable(message),
                path: Vec::new(),
            };
        }
    };
    let mut path: Vec<Step> = Vec::new();
    // SE's verdict, and HoDoKu's unless `--se` leaves it out. Without `--steps` no sentence
    // is written, so the steps need not keep what they show.
    let result = if settings.se && !settings.steps {
        explainer.rate_se(&grid).map(|se| (se, None))
    } else if !settings.steps {
        explainer
            .rate(&grid)
            .map(|rating| (rating.se(), (!settings.se).then(|| rating.grade())))
    } else {
        explainer
            .walk(&grid, |step| path.push(*step))
            .map(|rating| (rating.se(), (!settings.se).then(|| rating.grade())))
    };
    let outcome = match result {
        Ok((se, grade)) => Outcome::Rated(se, grade),
        // SE's techniques ran out, but HoDoKu's path always finishes.
        Err(e @ RateError::Stuck { .. }) => Outcome::Stuck(e, explainer.grade(&grid).ok()),
        Err(e) => Outcome::Invalid(e),
    };
    Rated {
        grid: Some(grid),
        outcome,
        path,
    }
}

fn write(
    sink: &mut Sink<'_, '_>,
    records: &mut Records,
    settings: &Settings,
    item: &Item,
    rated: Rated,
) -> io::Result<()> {
    let puzzle = rated.grid.map_or_else(|| item.cells(), |g| g.to_string());
    if settings.format == Format::Line {
        let label = item
            .label
            .as_deref()
            .map_or(String::new(), |l| format!("\t{l}"));
        let mut text = match &rated.outcome {
            Outcome::Rated(se, grade) => {
                let hodoku = grade.map_or(String::new(), |grade| {
                    format!(
                        "\t{}\t{}\t{}",
                        grade.level(),
                        grade.score(),
                        grade.hardest().hodoku_name()
                    )
                });
                format!(
                    "{puzzle}\t{:.1}\t{:.1}\t{:.1}\t{}{hodoku}{label}\n",
                    se.er(),
                    se.ep(),
                    se.ed(),
                    se.hardest(),
                )
            }
            Outcome::Stuck(e, Some(grade)) => {
                format!("{puzzle}\terror: {e}; HoDoKu: {grade}{label}\n")
            }
            Outcome::Stuck(e, None) | Outcome::Invalid(e) => {
                format!("{puzzle}\terror: {e}{label}\n")
            }
            Outcome::Unreadable(message) => format!("{puzzle}\terror: {message}{label}\n"),
        };
        for (i, step) in rated.path.iter().enumerate() {
            use std::fmt::Write as _;
            let _ = if settings.hodoku {
                let score = step.technique().hodoku().map_or(0, |(_, score)| score);
                writeln!(text, "  {:>3}. {score:>5}  {step}", i + 1)
            } else {
                writeln!(text, "  {:>3}. {:.1}  {step}", i + 1, step.difficulty())
            };
        }
        sink.out.write_all(text.as_bytes())?;
        if let Outcome::Unreadable(message) = &rated.outcome {
            sink.say(message)?;
        }
        return Ok(());
    }
    let mut fields = vec![("puzzle", Value::Text(puzzle))];
    let (status, se, grade, message) = match &rated.outcome {
        Outcome::Rated(se, grade) => ("rated", Some(se), *grade, None),
        Outcome::Stuck(e, grade) => ("stuck", None, *grade, Some(e.to_string())),
        Outcome::Invalid(e) => ("invalid", None, None, Some(e.to_string())),
        Outcome::Unreadable(message) => ("unreadable", None, None, Some(message.clone())),
    };
    fields.push(("status", Value::from(status)));
    let rating = |f: fn(&SeRating) -> f32| se.map_or(Value::Null, |se| Value::Rating(f(se)));
    fields.push(("er", rating(SeRating::er)));
    fields.push(("ep", rating(SeRating::ep)));
    fields.push(("ed", rating(SeRating::ed)));
    fields.push((
        "technique",
        se.map_or(Value::Null, |se| Value::Text(se.hardest().to_string())),
    ));
    fields.push((
        "level",
        grade.map_or(Value::Null, |g| Value::Text(g.level().to_string())),
    ));
    fields.push((
        "score",
        grade.map_or(Value::Null, |g| Value::Int(u64::from(g.score()))),
    ));
    fields.push((
        "hodoku_technique",
        grade.map_or(Value::Null, |g| Value::from(g.hardest().hodoku_name())),
    ));
    fields.push(("message", Value::from(message.clone())));
    fields.push(("label", Value::from(item.label.as_deref())));
    fields.push(("input", Value::Text(item.input.to_string())));
    fields.push(("line", Value::Int(item.line as u64)));
    if settings.steps {
        let steps = rated
            .path
            .iter()
            .map(|step| {
                let rating = if settings.hodoku {
                    let score = step.technique().hodoku().map_or(0, |(_, score)| score);
                    ("score", Value::Int(u64::from(score)))
                } else {
                    ("rating", Value::Rating(step.difficulty()))
                };
                vec![
                    rating,
                    ("technique", Value::from(step.name())),
                    ("text", Value::Text(step.to_string())),
                ]
            })
            .collect();
        fields.push(("steps", Value::Records(steps)));
    }
    records.write(sink.out, &fields)?;
    if let (Outcome::Unreadable(_), Some(message)) = (&rated.outcome, message) {
        sink.say(&message)?;
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    rated: usize,
    unrated: usize,
    unreadable: usize,
}

impl Tally {
    fn count(&mut self, outcome: &Outcome) {
        self.puzzles += 1;
        match outcome {
            Outcome::Rated(..) => self.rated += 1,
            Outcome::Stuck(..) | Outcome::Invalid(_) => self.unrated += 1,
            Outcome::Unreadable(_) => self.unreadable += 1,
        }
    }
}
