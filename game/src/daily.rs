//! The puzzle of the day: a [`Date`] gives a seed and a level, so that everyone who plays on
//! that date gets the same puzzle, with no server: the level follows the day of the week
//! (easy on Monday, extreme on Sunday) and the seed is the date written as a number.

use crate::state::{Choice, Date};
use shudu::Level;

impl Date {
    /// The day's puzzle: its level (by the day of the week: Monday easy, Tuesday and
    /// Wednesday medium, Thursday and Friday hard, Saturday unfair, Sunday extreme) and its
    /// seed (the date as a number, `20250703`).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    /// use shudu_game::{Choice, Date};
    ///
    /// let date = Date::new(2025, 7, 3).unwrap();
    /// assert_eq!(date.daily(), (Choice::Level(Level::Hard), 20_250_703));
    /// ```
    #[must_use]
    pub fn daily(self) -> (Choice, u64) {
        let level = match self.weekday() {
            0 => Level::Easy,
            1 | 2 => Level::Medium,
            3 | 4 => Level::Hard,
            5 => Level::Unfair,
            _ => Level::Extreme,
        };
        let seed =
            u64::from(self.year) * 10_000 + u64::from(self.month) * 100 + u64::from(self.day);
        (Choice::Level(level), seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekdays_follow_the_calendar() {
        // 2000-01-01 was a Saturday, 1970-01-01 a Thursday, 2024-02-29 a Thursday.
        assert_eq!(Date::new(2000, 1, 1).unwrap().weekday(), 5);
        assert_eq!(Date::new(1970, 1, 1).unwrap().weekday(), 3);
        assert_eq!(Date::new(2024, 2, 29).unwrap().weekday(), 3);
        // Seven days on, the same weekday, across a month's end.
        let (a, b) = (
            Date::new(2025, 1, 29).unwrap(),
            Date::new(2025, 2, 5).unwrap(),
        );
        assert_eq!(a.weekday(), b.weekday());
    }

    #[test]
    fn each_day_of_a_week_has_its_level_and_its_own_seed() {
        let days: Vec<_> = (7..=13)
            .map(|d| Date::new(2025, 7, d).unwrap().daily())
            .collect();
        assert_eq!(days[0].0, Choice::Level(Level::Easy)); // Monday 7 July 2025
        assert_eq!(days[6].0, Choice::Level(Level::Extreme));
        let mut seeds: Vec<_> = days.iter().map(|d| d.1).collect();
        seeds.dedup();
        assert_eq!(seeds.len(), 7);
    }
}
