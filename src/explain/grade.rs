//! [`Grade`]: a puzzle's verdict on HoDoKu's scale, from the path HoDoKu's order takes.
//!
//! HoDoKu 2.2 gives every technique a level and a score per use (Full House 4, Hidden Single
//! 14, Locked Candidates 50, X-Wing 140, ...). A puzzle's level is the highest level of any
//! step of its path, raised one level at a time while the summed score exceeds the level's
//! maximum: Easy 800, Medium 1000, Hard 1600, Unfair 1800, Extreme unbounded.

use core::fmt;

use super::level::Level;
use super::technique::Technique;

/// A puzzle's difficulty on HoDoKu's scale, from the path HoDoKu's order of techniques takes:
/// its [`Level`], its summed score and its hardest technique. Part of a
/// [`Rating`](crate::Rating), or on its own from [`Explainer::grade`](crate::Explainer::grade).
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, Level};
///
/// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let grade = Explainer::new().grade(&grid).unwrap();
/// assert_eq!(grade.level(), Level::Easy);
/// assert!(grade.score() < 800);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grade {
    pub(crate) level: Level,
    pub(crate) score: u32,
    pub(crate) hardest: Technique,
    pub(crate) steps: u16,
}

impl Grade {
    pub(crate) const START: Grade = Grade {
        level: Level::Easy,
        score: 0,
        hardest: Technique::FullHouse,
        steps: 0,
    };

    /// Counts one more step of `technique` (a technique HoDoKu has not counts as brute force).
    pub(crate) fn add(&mut self, technique: Technique) {
        let (level, score) = technique.hodoku().unwrap_or((Level::Extreme, 10000));
        let hardest = self.hardest.hodoku().map_or(0, |(_, s)| s);
        if self.steps == 0 || score > hardest {
            self.hardest = technique;
        }
        self.level = self.level.max(level);
        self.score = self.score.saturating_add(score);
        self.steps = self.steps.saturating_add(1);
    }

    /// The level once the path is done: raised while the score exceeds its maximum.
    pub(crate) fn finish(mut self) -> Grade {
        while self.score > self.level.max_score() {
            match self.level.next() {
                Some(next) => self.level = next,
                None => break,
            }
        }
        self
    }

    /// The puzzle's level on HoDoKu's scale.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Level};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert!(Explainer::new().grade(&grid).unwrap().level() >= Level::Hard);
    /// ```
    #[must_use]
    pub const fn level(&self) -> Level {
        self.level
    }

    /// HoDoKu's score: the sum of the scores of every step of the path.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// // 49 empty cells, each filled by a single worth 4 or 14.
    /// let score = Explainer::new().grade(&grid).unwrap().score();
    /// assert!((49 * 4..=49 * 14).contains(&score));
    /// ```
    #[must_use]
    pub const fn score(&self) -> u32 {
        self.score
    }

    /// The technique with the highest score per use on the path (the first one, when several
    /// tie).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Level};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// // Only singles: the hardest is one of them.
    /// let hardest = Explainer::new().grade(&grid).unwrap().hardest();
    /// assert_eq!(hardest.hodoku().unwrap().0, Level::Easy);
    /// ```
    #[must_use]
    pub const fn hardest(&self) -> Technique {
        self.hardest
    }

    /// How many steps HoDoKu's path took.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().grade(&grid).unwrap().steps(), 49);
    /// ```
    #[must_use]
    pub const fn steps(&self) -> usize {
        self.steps as usize
    }
}

/// Writes `Hard, score 674 (Skyscraper)`.
impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, score {} ({})",
            self.level,
            self.score,
            self.hardest.hodoku_name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_raises_the_level_past_each_maximum() {
        let mut grade = Grade::START;
        for _ in 0..60 {
            grade.add(Technique::HiddenSingle); // 840: past Easy's 800
        }
        assert_eq!(grade.finish().level(), Level::Medium);
        for _ in 0..60 {
            grade.add(Technique::HiddenSingle); // 1680: past Medium and Hard
        }
        assert_eq!(grade.finish().level(), Level::Unfair);
        grade.add(Technique::XChain);
        assert_eq!(grade.finish().level(), Level::Extreme);
        assert_eq!(grade.hardest(), Technique::XChain);
    }

    #[test]
    fn a_level_is_the_highest_of_its_techniques() {
        let mut grade = Grade::START;
        grade.add(Technique::NakedSingle);
        grade.add(Technique::Skyscraper);
        grade.add(Technique::Pointing);
        let grade = grade.finish();
        assert_eq!((grade.level(), grade.score()), (Level::Hard, 184));
        assert_eq!(grade.hardest(), Technique::Skyscraper);
    }
}
