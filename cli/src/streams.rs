//! The streams a run reads and writes, and the exit status it ends with.

use std::fmt;
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// How a run ended: the command's exit status.
///
/// # Examples
///
/// ```
/// use shudu_cli::Status;
///
/// assert_eq!(Status::Success.code(), 0);
/// assert_eq!(Status::Failure.code(), 1);
/// assert_eq!(Status::Usage.code(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Every puzzle was read and answered (exit status 0).
    Success,
    /// A puzzle or a file could not be read, or a puzzle had no answer; the others were
    /// answered (exit status 1).
    Failure,
    /// A usage error: an unknown verb or option, a bad value (exit status 2).
    Usage,
}

impl Status {
    /// The exit status: 0, 1 or 2.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(shudu_cli::Status::Usage.code(), 2);
    /// ```
    #[must_use]
    pub const fn code(self) -> u8 {
        match self {
            Status::Success => 0,
            Status::Failure => 1,
            Status::Usage => 2,
        }
    }

    /// `Failure` when `failed`, else `Success`.
    pub(crate) fn from_failed(failed: bool) -> Status {
        if failed {
            Status::Failure
        } else {
            Status::Success
        }
    }
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        ExitCode::from(status.code())
    }
}

/// The standard input, output and error of a run, and whether standard input and standard
/// error are terminals (which decides the progress bar, and whether a tool with no input
/// shows its demo or asks for a file).
///
/// # Examples
///
/// ```
/// use shudu_cli::Streams;
///
/// let (mut out, mut err) = (Vec::new(), Vec::new());
/// let streams = Streams::new(&b"puzzles"[..], &mut out, &mut err);
/// assert!(!streams.stdin_is_terminal());
/// ```
pub struct Streams<'a> {
    pub(crate) stdin: Box<dyn BufRead + 'a>,
    pub(crate) stdout: Box<dyn Write + 'a>,
    pub(crate) stderr: Box<dyn Write + 'a>,
    pub(crate) stdin_terminal: bool,
    pub(crate) stderr_terminal: bool,
    /// Whether these are the process's own streams (which a progress bar may draw on).
    pub(crate) process: bool,
}

impl<'a> Streams<'a> {
    /// The given streams, none of them a terminal.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut out = Vec::new();
    /// let streams = shudu_cli::Streams::new(std::io::empty(), &mut out, std::io::sink());
    /// assert!(!streams.stderr_is_terminal());
    /// ```
    pub fn new(
        stdin: impl BufRead + 'a,
        stdout: impl Write + 'a,
        stderr: impl Write + 'a,
    ) -> Streams<'a> {
        Streams {
            stdin: Box::new(stdin),
            stdout: Box::new(stdout),
            stderr: Box::new(stderr),
            stdin_terminal: false,
            stderr_terminal: false,
            process: false,
        }
    }

    /// Whether standard input is a terminal.
    #[must_use]
    pub fn stdin_is_terminal(&self) -> bool {
        self.stdin_terminal
    }

    /// Whether standard error is a terminal.
    #[must_use]
    pub fn stderr_is_terminal(&self) -> bool {
        self.stderr_terminal
    }
}

impl Streams<'static> {
    /// The process's standard streams (standard output buffered), each asked whether it is a
    /// terminal.
    ///
    /// # Examples
    ///
    /// ```
    /// let streams = shudu_cli::Streams::std();
    /// # let _ = streams;
    /// ```
    #[must_use]
    pub fn std() -> Streams<'static> {
        Streams {
            stdin_terminal: io::stdin().is_terminal(),
            stderr_terminal: io::stderr().is_terminal(),
            stdin: Box::new(io::stdin().lock()),
            stdout: Box::new(io::BufWriter::new(io::stdout().lock())),
            stderr: Box::new(io::stderr()),
            process: true,
        }
    }
}

impl fmt::Debug for Streams<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Streams")
            .field("stdin_terminal", &self.stdin_terminal)
            .field("stderr_terminal", &self.stderr_terminal)
            .field("process", &self.process)
            .finish_non_exhaustive()
    }
}
