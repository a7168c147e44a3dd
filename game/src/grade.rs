//! [`PuzzleGrade`]: how hard a puzzle is, on HoDoKu's scale (level, score, hardest technique)
//! and on Sudoku Explainer's (ER, EP, ED), for the game to show at the start or after solving.

use crate::state::{GradeError, PuzzleGrade};
use shudu::{Explainer, Grid};

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
        .map_err(|err| GradeError::new(err.to_string()))?;
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
