//! The one place that asks the solver about a grid the player brought (typed, pasted, given
//! on a command line or read from a save): does it have no solution, one, or several?
//!
//! The search runs within a budget of guesses ([`VERDICT_BUDGET`]), so that a grid built to
//! stall a backtracking search gets an answer ("too much work") at once instead of freezing
//! the game; no real puzzle comes near it.

use shudu::{Conflict, Grid, Solution, Solver};

/// The guesses [`verdict`] allows the search: far more than any real puzzle needs (the
/// hardest known take a few thousand), a fraction of a second at most.
///
/// # Examples
///
/// ```
/// assert_eq!(shudu_game::VERDICT_BUDGET, 100_000);
/// ```
pub const VERDICT_BUDGET: u64 = 100_000;
use std::fmt;

/// Why a grid cannot be played: no solution (with the clues that clash, if any), several, or
/// more work to decide than the budget allows.
///
/// # Examples
///
/// ```
/// use shudu::Grid;
/// use shudu_game::{PuzzleError, verdict};
///
/// assert_eq!(verdict(&Grid::EMPTY), Err(PuzzleError::Several));
/// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
/// let err = verdict(&clash).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "This puzzle has no solution: r1c1 and r1c2 both hold 5 in row 1."
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// No grid completes it; `clashes` are the pairs of clues that hold the same digit in a
    /// house (empty when the clues only clash further on).
    NoSolution {
        /// The clashing pairs, one per pair of cells.
        clashes: Vec<Conflict>,
    },
    /// More than one grid completes it.
    Several,
    /// The search gave up after `guesses` guesses, its budget, without deciding: a grid
    /// built to stall the search, never a real puzzle with the default budget.
    GaveUp {
        /// The guesses made.
        guesses: u64,
    },
}

impl PuzzleError {
    /// The cells of the clashing clues.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Grid;
    /// use shudu_game::verdict;
    ///
    /// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    /// assert_eq!(verdict(&clash).unwrap_err().clashing_cells().len(), 2);
    /// ```
    #[must_use]
    pub fn clashing_cells(&self) -> shudu::CellSet {
        match self {
            PuzzleError::NoSolution { clashes } => crate::text::cells_of(clashes),
            PuzzleError::Several | PuzzleError::GaveUp { .. } => shudu::CellSet::EMPTY,
        }
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::puzzle_error(self))
    }
}

impl std::error::Error for PuzzleError {}

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
            clashes: crate::text::distinct_pairs(grid.conflicts()),
        }),
        Err(gave_up) => Err(PuzzleError::GaveUp {
            guesses: gave_up.guesses(),
        }),
    }
}
