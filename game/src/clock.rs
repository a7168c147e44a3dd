//! [`Clock`]: the time a game has been played, driven by the caller's clock.
//!
//! The game never reads a clock itself. Every call that can start or stop the time takes
//! `now`, milliseconds on any clock the face keeps that never goes back (`Instant` in a
//! terminal, `performance.now()` in a browser); only differences between two readings count,
//! so the origin does not matter and may change from one session to the next.

/// The time played: what was counted before, and since when it is running, if it is.
///
/// # Examples
///
/// ```
/// use shudu_game::Clock;
///
/// let mut clock = Clock::stopped(5_000);
/// assert_eq!(clock.read(1_000_000), 5_000);
/// clock.start(1_000); // the caller's clock reads 1 s
/// assert_eq!(clock.read(4_000), 8_000);
/// clock.stop(6_000);
/// assert_eq!(clock.read(60_000), 10_000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    counted: u64,
    since: Option<u64>,
}

impl Clock {
    /// A clock that has counted `ms` and is not running.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::Clock;
    ///
    /// assert!(!Clock::stopped(0).is_running());
    /// ```
    #[must_use]
    pub const fn stopped(ms: u64) -> Clock {
        Clock {
            counted: ms,
            since: None,
        }
    }

    /// Starts counting from `now` (nothing changes when it is running).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::Clock;
    ///
    /// let mut clock = Clock::stopped(0);
    /// clock.start(10);
    /// assert!(clock.is_running());
    /// ```
    pub fn start(&mut self, now: u64) {
        if self.since.is_none() {
            self.since = Some(now);
        }
    }

    /// Stops counting at `now`, keeping what was counted.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::Clock;
    ///
    /// let mut clock = Clock::stopped(0);
    /// clock.start(10);
    /// clock.stop(25);
    /// assert_eq!(clock.read(100), 15);
    /// ```
    pub fn stop(&mut self, now: u64) {
        self.counted = self.read(now);
        self.since = None;
    }

    /// The milliseconds counted up to `now`. A `now` earlier than the start counts nothing
    /// for the running part, rather than going back.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::Clock;
    ///
    /// let mut clock = Clock::stopped(7);
    /// clock.start(100);
    /// assert_eq!(clock.read(50), 7);
    /// ```
    #[must_use]
    pub fn read(&self, now: u64) -> u64 {
        let running = self.since.map_or(0, |since| now.saturating_sub(since));
        self.counted.saturating_add(running)
    }

    /// Whether the clock is counting.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu_game::Clock;
    ///
    /// assert!(!Clock::stopped(3).is_running());
    /// ```
    #[must_use]
    pub const fn is_running(&self) -> bool {
        self.since.is_some()
    }
}
