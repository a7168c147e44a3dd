//! One way to run a batch on threads, for shudu's programs: an ordered, streaming parallel
//! map. The inputs are read as they are needed (a file being read, a pipe), the work runs on
//! a number of threads, and the results come back one at a time, in input order, as soon as
//! each and all before it are done, so that the output is the same on any number of threads.
//!
//! Two decisions are made here once for every caller:
//! - **Stack**: each worker thread has [`STACK_SIZE`] (16 MiB), room for shudu's deepest
//!   searches (SE's nested forcing chains keep their boards on the stack) in any build.
//! - **Chunks**: the inputs are handed out in chunks sized to about a millisecond of work
//!   each, measured as the batch runs: a chunk doubles while its work takes less than half a
//!   millisecond and halves when it takes more than two. Quick work (solving a puzzle, some
//!   microseconds) goes hundreds at a time, so that handing it out costs little; slow work
//!   (rating a hard puzzle) goes one at a time, so that no thread sits idle behind a long
//!   chunk.
//!
//! Standard library only, no dependencies.
//!
//! # Examples
//!
//! ```
//! use std::ops::ControlFlow;
//!
//! let mut squares = Vec::new();
//! let _ = shudu_batch::Batch::new(2).map(1..=10u64, |n| n * n, |square| {
//!     squares.push(square);
//!     ControlFlow::Continue(())
//! });
//! assert_eq!(squares, [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::ops::ControlFlow;
use std::sync::mpsc::{self, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The stack of each worker thread: 16 MiB, room for shudu's deepest searches in any build
/// (the main thread of a program has 8 MiB on most systems).
pub const STACK_SIZE: usize = 16 << 20;

/// The work a chunk aims at: about a millisecond.
const CHUNK_MIN_TIME: Duration = Duration::from_micros(500);
const CHUNK_MAX_TIME: Duration = Duration::from_millis(2);
/// The largest chunk.
const CHUNK_MAX: usize = 1024;
/// How many chunks per thread may be out at once (queued, being worked on, or done and
/// waiting for those before them): enough that the other threads go on while one works on a
/// slow input, few enough that the results waiting behind it stay few.
const CHUNKS_AHEAD: usize = 16;

/// Every core this process may run on: the number of threads a batch uses by default.
///
/// # Examples
///
/// ```
/// assert!(shudu_batch::available_jobs() >= 1);
/// ```
#[must_use]
pub fn available_jobs() -> usize {
    thread::available_parallelism().map_or(1, NonZeroUsize::get)
}

/// An ordered, streaming parallel map on a number of threads: see the crate's documentation.
///
/// # Examples
///
/// ```
/// use std::ops::ControlFlow;
/// use shudu_batch::Batch;
///
/// // Stops at the first result that says so; the inputs after it are not all worked on.
/// let mut seen = Vec::new();
/// let stopped = Batch::new(4).map(0..1000, |n| n, |n| {
///     seen.push(n);
///     if n == 9 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
/// });
/// assert!(stopped.is_break());
/// assert_eq!(seen, (0..10).collect::<Vec<_>>());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Batch {
    jobs: usize,
}

impl Default for Batch {
    /// A batch on every core ([`available_jobs`]).
    fn default() -> Batch {
        Batch::new(available_jobs())
    }
}

impl Batch {
    /// A batch on `jobs` threads (at least one). With one, the work runs on the calling
    /// thread, with no thread started.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_batch::Batch;
    ///
    /// assert_eq!(Batch::new(0).jobs(), 1);
    /// assert_eq!(Batch::new(3).jobs(), 3);
    /// ```
    #[must_use]
    pub fn new(jobs: usize) -> Batch {
        Batch { jobs: jobs.max(1) }
    }

    /// The number of threads the batch works on.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(shudu_batch::Batch::new(2).jobs(), 2);
    /// ```
    #[must_use]
    pub fn jobs(&self) -> usize {
        self.jobs
    }

    /// Runs `work` on every input, on the batch's threads, and gives the results to `each` on
    /// the calling thread, in input order, each as soon as it and every result before it are
    /// there. The inputs are read only as the threads need them. When `each` returns
    /// `Break`, the batch stops: no other input is read, the work under way is finished and
    /// dropped, and `map` returns `Break`; else it returns `Continue` once every input is
    /// done.
    ///
    /// # Panics
    ///
    /// When `work` panics on a thread, the batch stops and the panic goes on in the calling
    /// thread.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use shudu_batch::Batch;
    ///
    /// let words = ["one", "two", "three"];
    /// let mut lengths = Vec::new();
    /// let done = Batch::new(2).map(words, |word| word.len(), |n| {
    ///     lengths.push(n);
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(done.is_continue());
    /// assert_eq!(lengths, [3, 3, 5]);
    /// ```
    pub fn map<T, R, W, E>(
        &self,
        inputs: impl IntoIterator<Item = T>,
        work: W,
        mut each: E,
    ) -> ControlFlow<()>
    where
        T: Send,
        R: Send,
        W: Fn(T) -> R + Sync,
        E: FnMut(R) -> ControlFlow<()>,
    {
        if self.jobs == 1 {
            for input in inputs {
                each(work(input))?;
            }
            return ControlFlow::Continue(());
        }
        thread::scope(|scope| {
            let (orders, queue) = mpsc::sync_channel::<Chunk<T>>(self.jobs);
            let queue = Arc::new(Mutex::new(queue));
            let (done, results) = mpsc::channel::<Done<R>>();
            let mut workers = 0;
            for _ in 0..self.jobs {
                let (queue, done, work) = (Arc::clone(&queue), done.clone(), &work);
                let spawned = thread::Builder::new()
                    .name("shudu-batch".to_string())
                    .stack_size(STACK_SIZE)
                    .spawn_scoped(scope, move || worker(&queue, &done, work));
                if spawned.is_ok() {
                    workers += 1;
                }
            }
            drop(done);
            if workers == 0 {
                // No thread to be had: the calling thread does the work.
                drop(orders);
                for input in inputs {
                    each(work(input))?;
                }
                return ControlFlow::Continue(());
            }
            feed(inputs.into_iter(), &orders, &results, workers, &mut each)
        })
    }
}

/// A chunk of inputs: its number, and the inputs.
type Chunk<T> = (usize, Vec<T>);

/// What a worker sends back.
enum Done<R> {
    /// The results of a chunk, and the time its work took.
    Chunk(usize, Vec<R>, Duration),
    /// The worker's work panicked.
    Panicked,
}

/// Tells the calling thread when a worker's work panics, so that it stops waiting.
struct Alarm<'a, R>(&'a Sender<Done<R>>);

impl<R> Drop for Alarm<'_, R> {
    fn drop(&mut self) {
        if thread::panicking() {
            let _ = self.0.send(Done::Panicked);
        }
    }
}

/// A worker: takes chunks until there are none, works on each and sends its results back.
fn worker<T, R>(
    queue: &Mutex<Receiver<Chunk<T>>>,
    done: &Sender<Done<R>>,
    work: &(impl Fn(T) -> R + Sync),
) {
    let _alarm = Alarm(done);
    loop {
        let next = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok((number, inputs)) = next else {
            return;
        };
        let started = Instant::now();
        let results: Vec<R> = inputs.into_iter().map(work).collect();
        if done
            .send(Done::Chunk(number, results, started.elapsed()))
            .is_err()
        {
            return;
        }
    }
}

/// The calling thread's part: reads the inputs into chunks and queues them, at most
/// `CHUNKS_AHEAD` per worker out at once, and gives the results to `each` in order.
fn feed<T, R>(
    mut inputs: impl Iterator<Item = T>,
    orders: &SyncSender<Chunk<T>>,
    results: &Receiver<Done<R>>,
    workers: usize,
    each: &mut impl FnMut(R) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut size = 1;
    let mut sent = 0;
    let mut next = 0;
    let mut waiting: BTreeMap<usize, Vec<R>> = BTreeMap::new();
    let mut read_all = false;
    loop {
        // Queue chunks while there is room; then wait for a result.
        while !read_all && sent - next < CHUNKS_AHEAD * workers {
            let chunk: Vec<T> = inputs.by_ref().take(size).collect();
            if chunk.is_empty() {
                read_all = true;
                break;
            }
            if orders.send((sent, chunk)).is_err() {
                return ControlFlow::Continue(());
            }
            sent += 1;
        }
        if next == sent {
            return ControlFlow::Continue(());
        }
        let Ok(Done::Chunk(number, chunk, took)) = results.recv() else {
            // A worker panicked (or every worker is gone): stop, and let the scope end.
            return ControlFlow::Continue(());
        };
        if took < CHUNK_MIN_TIME && chunk.len() >= size {
            size = (size * 2).min(CHUNK_MAX);
        } else if took > CHUNK_MAX_TIME {
            size = (size / 2).max(1);
        }
        waiting.insert(number, chunk);
        while let Some(chunk) = waiting.remove(&next) {
            next += 1;
            for result in chunk {
                each(result)?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn collect<T: Send, R: Send>(
        jobs: usize,
        inputs: Vec<T>,
        work: impl Fn(T) -> R + Sync,
    ) -> Vec<R> {
        let mut out = Vec::new();
        let _ = Batch::new(jobs).map(inputs, work, |r| {
            out.push(r);
            ControlFlow::Continue(())
        });
        out
    }

    #[test]
    fn results_come_in_input_order_on_any_number_of_threads() {
        let inputs: Vec<u64> = (0..5000).collect();
        let expected: Vec<u64> = inputs.iter().map(|n| n * 3 + 1).collect();
        for jobs in [1, 2, 3, 8] {
            assert_eq!(
                collect(jobs, inputs.clone(), |n| n * 3 + 1),
                expected,
                "{jobs}"
            );
        }
    }

    #[test]
    fn slow_and_quick_inputs_mixed_stay_in_order() {
        // Every 50th input sleeps: the chunks shrink and grow around them.
        let inputs: Vec<u32> = (0..400).collect();
        let got = collect(3, inputs.clone(), |n| {
            if n % 50 == 0 {
                thread::sleep(Duration::from_millis(3));
            }
            n
        });
        assert_eq!(got, inputs);
    }

    #[test]
    fn no_inputs_give_no_results() {
        assert!(collect(4, Vec::<u8>::new(), |n| n).is_empty());
    }

    #[test]
    fn a_break_stops_reading_the_inputs() {
        let read = AtomicUsize::new(0);
        let inputs = (0..1_000_000).inspect(|_| {
            read.fetch_add(1, Ordering::Relaxed);
        });
        let mut seen = 0;
        let flow = Batch::new(2).map(
            inputs,
            |n: u32| n,
            |_| {
                seen += 1;
                if seen == 10 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        assert!(flow.is_break());
        assert_eq!(seen, 10);
        // Read ahead by a few chunks at most, not to the end.
        assert!(read.load(Ordering::Relaxed) < 1_000_000);
    }

    #[test]
    #[should_panic]
    fn a_panic_in_the_work_goes_on_in_the_caller() {
        let _ = collect(2, (0..100).collect::<Vec<u32>>(), |n| {
            assert!(n != 57, "work on 57");
            n
        });
    }

    #[test]
    fn the_workers_have_the_stack_they_are_promised() {
        // Half a STACK_SIZE on the stack of a worker: more than a default thread's 2 MiB.
        fn deep(depth: usize) -> usize {
            let block = std::hint::black_box([depth as u8; 1 << 16]);
            if depth == 0 {
                usize::from(block[7])
            } else {
                deep(depth - 1) + usize::from(block[depth % (1 << 16)] & 1)
            }
        }
        let got = collect(2, vec![120usize, 120], |depth| deep(depth) > 0);
        assert_eq!(got.len(), 2);
    }
}
