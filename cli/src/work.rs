//! The loop every verb over puzzles runs: read the inputs as the threads need them, work on
//! each puzzle on the batch's threads, and write each answer in input order as soon as it and
//! those before it are there, with the progress on standard error.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use shudu_batch::Batch;

use crate::args::Context;
use crate::input::{Entry, Item, Reader, Source};
use crate::progress::{Progress, Total};

/// How often answers are written out at least.
const FLUSH_EVERY: Duration = Duration::from_millis(100);

/// Where answers go: standard output, standard error (with the progress out of the way).
pub(crate) struct Sink<'c, 'a> {
    pub out: &'c mut (dyn Write + 'a),
    err: &'c mut (dyn Write + 'a),
    name: &'c str,
    progress: Progress,
}

impl Sink<'_, '_> {
    /// A message under the run's name on standard error, after the output so far.
    pub fn say(&mut self, message: &str) -> io::Result<()> {
        self.note(&format!("{}: {message}", self.name))
    }

    /// A line on standard error as it is, after the output so far.
    pub fn note(&mut self, line: &str) -> io::Result<()> {
        self.out.flush()?;
        let err = &mut *self.err;
        self.progress.suspend(|| {
            let _ = writeln!(err, "{line}");
        });
        Ok(())
    }
}

/// How a loop over the inputs went.
#[derive(Debug, Default)]
pub(crate) struct Read {
    /// Puzzles read (readable or not).
    pub items: usize,
    /// Inputs that could not be opened or read to their end.
    pub failed_inputs: usize,
}

/// Which lines make a puzzle.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Lines {
    /// Grids: an 81-cell line with a label, or a block of rows (and pencil marks).
    Grids,
    /// One puzzle a line, as it is.
    Whole,
}

/// Reads `sources`, runs `work` on each puzzle on `jobs` threads, and gives each puzzle and
/// its result to `each` in input order. An input that cannot be read is reported on standard
/// error (`cannot read NAME: ...`) where it stands. `Err` only when writing failed; `each`
/// returning `ControlFlow::Break` stops the run.
pub(crate) fn each_puzzle<R: Send>(
    ctx: &mut Context<'_>,
    sources: Vec<Source>,
    lines: Lines,
    jobs: usize,
    quiet: bool,
    work: impl Fn(&Item) -> R + Sync,
    mut each: impl FnMut(&mut Sink<'_, '_>, Item, R) -> io::Result<ControlFlow<()>>,
) -> io::Result<Read> {
    let mut reader = Reader::new(sources, &mut *ctx.stdin);
    if lines == Lines::Whole {
        reader = reader.whole_lines();
    }
    let (bytes, items) = reader.counts();
    let total = reader.total.map_or(Total::Unknown, Total::Bytes);
    let progress = Progress::new(ctx.process && ctx.stderr_terminal && !quiet, total);
    let mut sink = Sink {
        out: &mut *ctx.out,
        err: &mut *ctx.err,
        name: &ctx.name,
        progress,
    };
    let mut read = Read::default();
    let mut result = Ok(());
    // Answers go out at least every tenth of a second, so that slow work (rating, making
    // puzzles to order) prints as it goes, and quick work still writes in large blocks.
    let mut flushed = Instant::now();
    let _ = Batch::new(jobs).map(
        reader,
        |entry| match entry {
            Entry::Item(item) => {
                let answer = work(&item);
                Ok((item, answer))
            }
            Entry::Unreadable { name, error } => Err((name, error)),
        },
        |done| {
            let step = match done {
                Ok((item, answer)) => {
                    read.items += 1;
                    each(&mut sink, item, answer)
                }
                Err((name, error)) => {
                    read.failed_inputs += 1;
                    sink.note(&format!("cannot read {name}: {error}"))
                        .map(|()| ControlFlow::Continue(()))
                }
            };
            sink.progress.update(read.items, items.get(), bytes.get());
            let step = step.and_then(|flow| {
                if flushed.elapsed() >= FLUSH_EVERY {
                    flushed = Instant::now();
                    sink.out.flush()?;
                }
                Ok(flow)
            });
            match step {
                Ok(flow) => flow,
                Err(e) => {
                    result = Err(e);
                    ControlFlow::Break(())
                }
            }
        },
    );
    sink.progress.finish();
    result?;
    sink.out.flush()?;
    Ok(read)
}
