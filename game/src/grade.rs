//! [`PuzzleGrade`]: how hard a puzzle is, on HoDoKu's scale (level, score, hardest technique)
//! and on Sudoku Explainer's (ER, EP, ED), for the game to show at the start or after solving.

use shudu::{Explainer, Grid, Level, Technique};
use std::fmt;

/// A puzzle's grade on both scales.
///
/// `Display` writes the long form: `Hard (HoDoKu score 1208, hardest XY-Wing), SE 4.2`;
/// [`PuzzleGrade::short`] the short one, `Hard, SE 4.2`.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, Level};
/// use shudu_game::grade;
///
/// let puzzle: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
///     .parse()
///     .unwrap();
/// let grade = grade(&puzzle).unwrap();
/// assert!(grade.level >= Level::Hard);
/// assert_eq!(grade.er, 42);
/// assert!(grade.to_string().ends_with("SE 4.2"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PuzzleGrade {
    /// HoDoKu's level.
    pub level: Level,
    /// HoDoKu's score (the sum of its steps' scores).
    pub score: u32,
    /// The hardest technique on HoDoKu's path.
    pub hardest: Technique,
    /// SE's rating (ER), in tenths: the hardest step on SE's path.
    pub er: u8,
    /// SE's EP, in tenths: the hardest step before the first placement.
    pub ep: u8,
    /// SE's ED, in tenths: the hardest step before the first elimination or placement.
    pub ed: u8,
}

impl PuzzleGrade {
    /// `Hard, SE 4.2`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Level};
    /// use shudu_game::grade;
    ///
    /// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(grade(&puzzle).unwrap().short(), "Easy, SE 1.2");
    /// ```
    #[must_use]
    pub fn short(&self) -> String {
        crate::text::grade_short(self)
    }
}

impl fmt::Display for PuzzleGrade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::grade_long(self))
    }
}

/// Why a puzzle has no grade: the library's reason, as a sentence.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::grade;
///
/// let err = grade(&Grid::EMPTY).unwrap_err();
/// assert!(err.to_string().contains("solution"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct GradeError(String);

impl GradeError {
    /// The error of another instance of the game, by its message: a face that grades in
    /// another process (a browser grades in a Web Worker, a memory of its own) hands the
    /// error back to [`Game::set_grade`](crate::Game::set_grade) as the words it got.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::{GradeError, grade};
    ///
    /// let err = grade(&Grid::EMPTY).unwrap_err();
    /// assert_eq!(GradeError::new(err.to_string()), err);
    /// ```
    #[must_use]
    pub fn new(message: impl Into<String>) -> GradeError {
        GradeError(message.into())
    }
}

/// Grades `puzzle` on both scales: HoDoKu's path and SE's. Quick for generated puzzles (a few
/// milliseconds on a fast machine), but the hardest typed-in puzzles need SE's nested chains
/// and can take seconds: a face runs it away from its event loop and hands the result to
/// [`Game::set_grade`](crate::Game::set_grade).
///
/// # Errors
///
/// [`GradeError`] when the puzzle has no solution or several, or the techniques run out.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::grade;
///
/// assert!(grade(&Grid::EMPTY).unwrap_err().to_string().contains("solution"));
/// ```
pub fn grade(puzzle: &Grid) -> Result<PuzzleGrade, GradeError> {
    let rating = Explainer::new()
        .rate(puzzle)
        .map_err(|err| GradeError(err.to_string()))?;
    let grade = rating.grade();
    let (er, ep, ed) = rating.se().tenths();
    Ok(PuzzleGrade {
        level: grade.level(),
        score: grade.score(),
        hardest: grade.hardest(),
        er,
        ep,
        ed,
    })
}
