//! What every verb shares: the run's context (its name in messages, the streams, whether it
//! runs as an example), and the command line's values read with messages that say what is
//! wrong.

use std::ffi::OsString;
use std::io::{self, BufRead, Write};
use std::num::IntErrorKind;
use std::str::FromStr;

use crate::input::Source;
use crate::output::Format;
use crate::streams::{Status, Streams};

/// A verb's run: its name, its streams, and whether it runs as the bundled example of the
/// same tool (which has its own defaults).
pub(crate) struct Context<'a> {
    /// The name messages start with: `shudu solve`, or `solve` for the example.
    pub name: String,
    /// Whether this is a bundled example (its default format, its demo).
    pub example: bool,
    pub stdin: Box<dyn BufRead + 'a>,
    pub out: Box<dyn Write + 'a>,
    pub err: Box<dyn Write + 'a>,
    pub stdin_terminal: bool,
    pub stderr_terminal: bool,
    /// Whether the streams are the process's own.
    pub process: bool,
}

impl<'a> Context<'a> {
    pub fn command(streams: Streams<'a>) -> Context<'a> {
        Context::new("shudu".to_owned(), false, streams)
    }

    pub fn example(name: &str, streams: Streams<'a>) -> Context<'a> {
        Context::new(name.to_owned(), true, streams)
    }

    fn new(name: String, example: bool, streams: Streams<'a>) -> Context<'a> {
        Context {
            name,
            example,
            stdin: streams.stdin,
            out: streams.stdout,
            err: streams.stderr,
            stdin_terminal: streams.stdin_terminal,
            stderr_terminal: streams.stderr_terminal,
            process: streams.process,
        }
    }

    pub fn into_streams(self) -> Streams<'a> {
        Streams {
            stdin: self.stdin,
            stdout: self.out,
            stderr: self.err,
            stdin_terminal: self.stdin_terminal,
            stderr_terminal: self.stderr_terminal,
            process: self.process,
        }
    }

    /// Writes `message` on standard error, after the output written so far (so that the two
    /// keep their order on a terminal that shows both), under the run's name.
    pub fn say(&mut self, message: &str) {
        let _ = self.out.flush();
        let _ = writeln!(self.err, "{}: {message}", self.name);
    }

    /// Writes a line on standard error as it is, after the output written so far.
    pub fn note(&mut self, line: &str) {
        let _ = self.out.flush();
        let _ = writeln!(self.err, "{line}");
    }

    /// Prints `text` (a help) on standard output: success, even when nobody reads it.
    pub fn print(&mut self, text: &str) -> Status {
        let _ = self.out.write_all(text.as_bytes());
        let _ = self.out.flush();
        Status::Success
    }

    /// A usage error: the message and where to find the options, status 2.
    pub fn usage(&mut self, message: &str) -> Status {
        let help = if self.example {
            "run it with --help for the options".to_owned()
        } else {
            format!("run `{} --help` for the options", self.name)
        };
        self.say(&format!("{message}; {help}"));
        Status::Usage
    }

    /// The end of a run whose writing failed: a closed pipe (`shudu solve big.txt | head`) is
    /// the reader saying it has enough, anything else a failure.
    pub fn write_failed(&mut self, error: &io::Error) -> Status {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Status::Success
        } else {
            let _ = writeln!(self.err, "{}: cannot write: {error}", self.name);
            Status::Failure
        }
    }

    /// What a verb's `parse` gave: its options, or the status of a run that ends there,
    /// having printed `help` (its placeholders filled for `default`, see [`Context::help`])
    /// for `--help`, or a usage error.
    pub fn options<T>(
        &mut self,
        parsed: Result<Option<T>, String>,
        help: &str,
        default: Format,
    ) -> Result<T, Status> {
        match parsed {
            Ok(Some(options)) => Ok(options),
            Ok(None) => {
                let text = self.help(help, default);
                Err(self.print(&text))
            }
            Err(message) => Err(self.usage(&message)),
        }
    }

    /// A help text with its placeholders filled: `{name}` the program (`shudu solve`,
    /// `solve`), `{format}` the default format.
    pub fn help(&self, text: &str, default: Format) -> String {
        text.replace("{name}", &self.name)
            .replace("{format}", default.name())
    }

    /// The inputs to read: the FILEs, standard input when there are none. An argument that
    /// names no file and is a puzzle itself ([`puzzle_argument`]) is read as one.
    pub fn sources(files: Vec<OsString>) -> Vec<Source> {
        if files.is_empty() {
            return vec![Source::Stdin];
        }
        files
            .into_iter()
            .map(|file| {
                if file == "-" {
                    Source::Stdin
                } else if let Some(text) = puzzle_argument(&file) {
                    Source::Text("the command line", text)
                } else {
                    Source::File(file)
                }
            })
            .collect()
    }
}

/// The puzzle an argument is, when it names no file and reads as one: a grid of 81 cells
/// (`shudu solve 4.....8.5.3...`, a label after it allowed), an f-puzzles or SudokuPad link, or
/// f-puzzles JSON (`shudu variant solve 'https://f-puzzles.com/?load=...'`). Nobody names a
/// file that way, and "no such file" would be a surprise there. Which form the verb reads is
/// the verb's business: a link given to `shudu solve` is an unreadable line, said as such.
fn puzzle_argument(argument: &OsString) -> Option<String> {
    let text = argument.to_str()?;
    let start = text.trim_start();
    let variant = start.starts_with('{')
        || start.contains("://")
        || ["f-puzzles.com/", "www.f-puzzles.com/", "sudokupad.app/"]
            .iter()
            .any(|host| start.starts_with(host));
    let grid = shudu::Grid::parse_labelled(text).is_ok();
    ((variant || grid) && !std::path::Path::new(text).exists()).then(|| text.to_owned())
}

/// The value of option `name` as text.
pub(crate) fn text(parser: &mut lexopt::Parser, name: &str) -> Result<String, String> {
    let value = parser
        .value()
        .map_err(|_| format!("{name} needs a value"))?;
    value
        .into_string()
        .map_err(|value| format!("{name}: {value:?} is not UTF-8 text"))
}

/// A whole number for option `name`.
pub(crate) fn number<T: FromStr<Err = std::num::ParseIntError>>(
    parser: &mut lexopt::Parser,
    name: &str,
) -> Result<T, String> {
    let value = text(parser, name)?;
    parse_number(name, &value)
}

/// `value` as a whole number for option `name`.
pub(crate) fn parse_number<T: FromStr<Err = std::num::ParseIntError>>(
    name: &str,
    value: &str,
) -> Result<T, String> {
    value
        .trim()
        .parse()
        .map_err(|e: std::num::ParseIntError| match e.kind() {
            IntErrorKind::PosOverflow => format!("{name} {value} is too large"),
            IntErrorKind::NegOverflow => format!("{name} {value} is too small"),
            _ => format!("{name} needs a whole number, not {value:?}"),
        })
}

/// A whole number of at least 1 for option `name`.
pub(crate) fn positive<T>(parser: &mut lexopt::Parser, name: &str) -> Result<T, String>
where
    T: FromStr<Err = std::num::ParseIntError> + Default + PartialEq,
{
    let n: T = number(parser, name)?;
    if n == T::default() {
        return Err(format!("{name} must be at least 1"));
    }
    Ok(n)
}

/// `--jobs N`: at least 1.
pub(crate) fn jobs(parser: &mut lexopt::Parser) -> Result<usize, String> {
    positive(parser, "--jobs").map_err(|e| {
        if e.ends_with("at least 1") {
            format!("{e} (leave it out for every core)")
        } else {
            e
        }
    })
}

/// `--format F`, one of `allowed`.
pub(crate) fn format(parser: &mut lexopt::Parser, allowed: &[Format]) -> Result<Format, String> {
    let value = text(parser, "--format")?;
    allowed
        .iter()
        .copied()
        .find(|format| format.names().contains(&value.as_str()))
        .ok_or_else(|| {
            let names: Vec<&str> = allowed.iter().map(|format| format.name()).collect();
            format!(
                "--format is {}, not {value:?}",
                crate::output::or_list(&names)
            )
        })
}

/// A message for an argument the verb does not take.
pub(crate) fn unexpected(arg: lexopt::Arg<'_>) -> String {
    match arg {
        lexopt::Arg::Short(c) => format!("unknown option -{c}"),
        lexopt::Arg::Long(name) => format!("unknown option --{name}"),
        lexopt::Arg::Value(value) => format!("unexpected argument {value:?}"),
    }
}

/// The message of an error lexopt found (a value given to a flag, text that is not UTF-8).
pub(crate) fn lexopt_message(error: lexopt::Error) -> String {
    error.to_string()
}
