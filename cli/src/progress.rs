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

struct Shown {
    /// The bytes the inputs hold, when they are all files.
    total: Option<u64>,
    #[cfg(feature = "progress")]
    bar: Option<indicatif::ProgressBar>,
    #[cfg(not(feature = "progress"))]
    drawn: Option<Instant>,
}

impl Progress {
    /// The progress of work over inputs of `total` bytes (if known), shown when `terminal`
    /// (the process's standard error is a terminal).
    pub fn new(terminal: bool, total: Option<u64>) -> Progress {
        Progress {
            shown: terminal.then_some(Shown {
                total,
                #[cfg(feature = "progress")]
                bar: None,
                #[cfg(not(feature = "progress"))]
                drawn: None,
            }),
            started: Instant::now(),
        }
    }

    /// `done` puzzles answered, `bytes` of the inputs read.
    pub fn update(&mut self, done: usize, bytes: u64) {
        let Some(shown) = self.shown.as_mut() else {
            return;
        };
        if self.started.elapsed() < SHOW_AFTER {
            return;
        }
        shown.draw(done, bytes);
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

#[cfg(feature = "progress")]
impl Shown {
    fn draw(&mut self, done: usize, bytes: u64) {
        use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

        let total = self.total;
        let bar = self.bar.get_or_insert_with(|| {
            let (bar, template) = match total {
                Some(total) => (
                    ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()),
                    "{spinner} [{elapsed_precise}] {wide_bar} {percent:>3}% {msg} (eta {eta})",
                ),
                None => (
                    ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                    "{spinner} [{elapsed_precise}] {msg}",
                ),
            };
            if let Ok(style) = ProgressStyle::with_template(template) {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        if total.is_some() {
            bar.set_position(bytes);
        }
        let seconds = bar.elapsed().as_secs_f64().max(1e-9);
        bar.set_message(format!("{done} puzzles, {:.0}/s", done as f64 / seconds));
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
    fn draw(&mut self, done: usize, bytes: u64) {
        use std::io::Write;

        // A few times a second is enough for a line.
        if self
            .drawn
            .is_some_and(|at| at.elapsed() < Duration::from_millis(200))
        {
            return;
        }
        self.drawn = Some(Instant::now());
        let share = match self.total {
            Some(total) if total > 0 => format!(" ({}%)", bytes * 100 / total),
            _ => String::new(),
        };
        let _ = write!(std::io::stderr(), "\r\x1b[K{done} puzzles{share}");
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
