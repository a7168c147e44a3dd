//! The one place that asks the solver about a grid the player brought (typed, pasted, given
//! on a command line or read from a save): does it have no solution, one, or several?
//!
//! A budget on the solver's work for untrusted grids is coming to the library; until it lands
//! the game uses the solver as it is, here and nowhere else.

use shudu::{Conflict, Grid, Solution, Solver};
use std::fmt;

/// Why a grid cannot be played: no solution (with the clues that clash, if any), or several.
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
            PuzzleError::Several => shudu::CellSet::EMPTY,
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
/// [`PuzzleError::NoSolution`] with the clashing clues, or [`PuzzleError::Several`].
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
    match Solver::new().solve(grid) {
        Solution::Unique(solution) => Ok(solution),
        Solution::Multiple(..) => Err(PuzzleError::Several),
        Solution::None => Err(PuzzleError::NoSolution {
            clashes: crate::text::distinct_pairs(grid.conflicts()),
        }),
    }
}
