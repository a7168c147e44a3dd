//! The one place that asks the solver about a grid the player brought (typed, pasted, given
//! on a command line or read from a save): does it have no solution, one, or several?
//!
//! The search runs within a budget of guesses ([`VERDICT_BUDGET`]), so that a grid built to
//! stall a backtracking search gets an answer ("too much work") at once instead of freezing
//! the game; no real puzzle comes near it.

use crate::state::{PuzzleError, distinct_pairs};
use shudu::{Grid, Solution, Solver};

/// The guesses [`verdict`] allows the search: far more than any real puzzle needs (the
/// hardest known take a few thousand), a fraction of a second at most.
///
/// # Examples
///
/// ```
/// assert_eq!(shudu_game::VERDICT_BUDGET, 100_000);
/// ```
pub const VERDICT_BUDGET: u64 = 100_000;

/// The one solution of `grid`, or why it has none or several.
///
/// # Errors
///
/// [`PuzzleError::NoSolution`] with the clashing clues, [`PuzzleError::Several`], or
/// [`PuzzleError::GaveUp`] when the search needs more than [`VERDICT_BUDGET`] guesses.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::verdict;
///
/// let puzzle: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let solution = verdict(&puzzle).unwrap();
/// assert!(solution.is_solution_of(&puzzle));
/// ```
pub fn verdict(grid: &Grid) -> Result<Grid, PuzzleError> {
    verdict_within(grid, VERDICT_BUDGET)
}

/// [`verdict`] with a budget of `guesses` instead of [`VERDICT_BUDGET`].
///
/// # Errors
///
/// As [`verdict`]; [`PuzzleError::GaveUp`] past `guesses` guesses.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{PuzzleError, verdict_within};
///
/// // Telling the empty grid's solutions apart takes a guess.
/// assert_eq!(verdict_within(&Grid::EMPTY, 0), Err(PuzzleError::GaveUp { guesses: 0 }));
/// assert_eq!(verdict_within(&Grid::EMPTY, 100), Err(PuzzleError::Several));
/// ```
pub fn verdict_within(grid: &Grid, guesses: u64) -> Result<Grid, PuzzleError> {
    match Solver::with_budget(guesses).try_solve(grid) {
        Ok(Solution::Unique(solution)) => Ok(solution),
        Ok(Solution::Multiple(..)) => Err(PuzzleError::Several),
        Ok(Solution::None) => Err(PuzzleError::NoSolution {
            clashes: distinct_pairs(grid.conflicts()),
        }),
        Err(gave_up) => Err(PuzzleError::GaveUp {
            guesses: gave_up.guesses(),
        }),
    }
}
