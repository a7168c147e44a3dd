//! HoDoKu's difficulty scale: [`Level`], its five levels and their maximum scores. Each
//! technique's level and score per use are among its facts (in its family's file);
//! [`Grade`](crate::Grade), a puzzle's verdict on the scale, is in `grade.rs`.

use core::fmt;

/// A puzzle's difficulty on HoDoKu's named scale, easiest first.
///
/// # Examples
///
/// ```
/// use shudu::Level;
///
/// assert!(Level::Easy < Level::Extreme);
/// assert_eq!(Level::Unfair.to_string(), "Unfair");
/// assert_eq!("hard".parse::<Level>(), Ok(Level::Hard));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs and triples.
    Medium,
    /// Quads, basic fish, single-digit patterns, wings, uniqueness, finned X-Wings, colors.
    Hard,
    /// Larger finned fish, Sue de Coq and chains.
    Unfair,
    /// Forcing chains and nets, and brute force.
    Extreme,
}

impl Level {
    /// The five levels, easiest first.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    ///
    /// assert_eq!(Level::ALL.len(), 5);
    /// assert_eq!(Level::ALL[0], Level::Easy);
    /// ```
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The highest summed score a puzzle of this level can have before it counts as the
    /// next level (`u32::MAX` for Extreme).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    ///
    /// assert_eq!(Level::Easy.max_score(), 800);
    /// assert_eq!(Level::Unfair.max_score(), 1800);
    /// ```
    #[must_use]
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// The level after this one, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    ///
    /// assert_eq!(Level::Easy.next(), Some(Level::Medium));
    /// assert_eq!(Level::Extreme.next(), None);
    /// ```
    #[must_use]
    pub const fn next(self) -> Option<Level> {
        match self {
            Level::Easy => Some(Level::Medium),
            Level::Medium => Some(Level::Hard),
            Level::Hard => Some(Level::Unfair),
            Level::Unfair => Some(Level::Extreme),
            Level::Extreme => None,
        }
    }

    /// The name, as `Display` writes it: `"Easy"`, `"Medium"`, ...
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Level;
    ///
    /// assert_eq!(Level::Medium.name(), "Medium");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Unfair => "Unfair",
            Level::Extreme => "Extreme",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was not the name of a [`Level`].
///
/// # Examples
///
/// ```
/// use shudu::{Level, ParseLevelError};
///
/// assert_eq!("tricky".parse::<Level>(), Err(ParseLevelError));
/// assert_eq!(
///     ParseLevelError.to_string(),
///     "not a level: expected easy, medium, hard, unfair or extreme"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("not a level: expected easy, medium, hard, unfair or extreme")]
pub struct ParseLevelError;

/// Reads a level's name, in any case.
impl core::str::FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(s.trim()))
            .ok_or(ParseLevelError)
    }
}
