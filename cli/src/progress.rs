//! The progress of long work on standard error, when it is a terminal: a bar (indicatif,
//! the feature `progress`) or a plain line. Nothing shows for the first second, so that
//! short work prints nothing but its answers.

use std::time::{Duration, Instant};

/// Work shorter than this shows no progress.
const SHOW_AFTER: Duration = Duration::from_secs(1);

/// The progress of a run over puzzles.
pub(crate) struct Progress {
    /// `None`: no progress is shown (standard error is no terminal, or not the process's).
    shown: Option<Shown>,
    started: Instant,
}

/// How much work there is, when it is known.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Total {
    /// Inputs of this many bytes (files): the number of puzzles is estimated from the bytes
    /// read so far, since the threads read ahead of the answers.
    Bytes(u64),
    /// This many puzzles.
    Items(u64),
    Unknown,
}

struct Shown {
    total: Total,
    started: Instant,
    #[cfg(feature = "progress")]
    bar: Option<indicatif::ProgressBar>,
    #[cfg(not(feature = "progress"))]
    drawn: Option<Instant>,
}

impl Progress {
    /// The progress of work of `total` size, shown when `terminal` (the process's standard
    /// error is a terminal).
    pub fn new(terminal: bool, total: Total) -> Progress {
        let started = Instant::now();
        Progress {
            shown: terminal.then_some(Shown {
                total,
                started,
                #[cfg(feature = "progress")]
                bar: None,
                #[cfg(not(feature = "progress"))]
                drawn: None,
            }),
            started,
        }
    }

    /// `done` puzzles answered; `read` puzzles and `bytes` bytes of the inputs read.
    pub fn update(&mut self, done: usize, read: usize, bytes: u64) {
        let Some(shown) = self.shown.as_mut() else {
            return;
        };
        if self.started.elapsed() < SHOW_AFTER {
            return;
        }
        shown.draw(done, shown.estimate(read, bytes));
    }

    /// Runs `f` (which writes on standard error) with the progress out of the way.
    pub fn suspend<T>(&mut self, f: impl FnOnce() -> T) -> T {
        match self.shown.as_mut() {
            Some(shown) => shown.suspend(f),
            None => f(),
        }
    }

    /// Takes the progress off the screen.
    pub fn finish(&mut self) {
        if let Some(shown) = self.shown.as_mut() {
            shown.clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

impl Shown {
    /// How many puzzles there are in all, if that can be told: `read` of them are in the
    /// first `bytes` bytes.
    fn estimate(&self, read: usize, bytes: u64) -> Option<u64> {
        match self.total {
            Total::Items(n) => Some(n),
            Total::Bytes(total) if bytes > 0 => {
                Some((total as f64 * read as f64 / bytes as f64).round() as u64)
            }
            _ => None,
        }
    }

    /// "1200 puzzles, 950/s".
    fn message(&self, done: usize) -> String {
        let seconds = self.started.elapsed().as_secs_f64().max(1e-9);
        format!("{done} puzzles, {:.0}/s", done as f64 / seconds)
    }
}

#[cfg(feature = "progress")]
impl Shown {
    fn draw(&mut self, done: usize, total: Option<u64>) {
        use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

        let message = self.message(done);
        let bar = self.bar.get_or_insert_with(|| {
            let (bar, template) = match total {
                Some(total) => (
                    ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()),
                    "{spinner} {wide_bar} {percent:>3}% {msg} (eta {eta})",
                ),
                None => (
                    ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                    "{spinner} {msg}",
                ),
            };
            if let Ok(style) = ProgressStyle::with_template(template) {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        if let Some(total) = total {
            bar.set_length(total.max(done as u64));
        }
        bar.set_position(done as u64);
        bar.set_message(message);
    }

    fn suspend<T>(&mut self, f: impl FnOnce() -> T) -> T {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    fn clear(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

#[cfg(not(feature = "progress"))]
impl Shown {
    fn draw(&mut self, done: usize, total: Option<u64>) {
        use std::io::Write;

        // A few times a second is enough for a line.
        if self
            .drawn
            .is_some_and(|at| at.elapsed() < Duration::from_millis(200))
        {
            return;
        }
        self.drawn = Some(Instant::now());
        let share = match total {
            Some(total) if total > 0 => format!(" ({}%)", (done as u64 * 100 / total).min(100)),
            _ => String::new(),
        };
        let message = self.message(done);
        let _ = write!(std::io::stderr(), "\r\x1b[K{message}{share}");
    }

    fn suspend<T>(&mut self, f: impl FnOnce() -> T) -> T {
        self.clear();
        f()
    }

    fn clear(&mut self) {
        use std::io::Write;

        if self.drawn.take().is_some() {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}
