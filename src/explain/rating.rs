//! [`Rating`]: a puzzle's difficulty on SE's scale, from the path the explainer takes.

use core::fmt;

use super::{Explainer, Step, Technique};
use crate::{Grid, Marks, Solution, Solver};

/// A puzzle's difficulty on Sudoku Explainer's scale, from [`Explainer::rate`].
///
/// - **ER** ([`er`](Rating::er)): the hardest step of the whole path, the usual "SE rating".
/// - **EP** ([`ep`](Rating::ep)): the hardest step up to and including the first placement.
/// - **ED** ([`ed`](Rating::ed)): the first step.
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, Technique};
///
/// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
///     .parse()
///     .unwrap();
/// let rating = Explainer::new().rate(&grid).unwrap();
/// assert_eq!(rating.er(), 4.2);
/// assert_eq!(rating.hardest(), Technique::XYWing);
/// assert_eq!(rating.to_string(), "ER 4.2, EP 1.2, ED 1.2 (XY-Wing)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rating {
    er: u8,
    ep: u8,
    ed: u8,
    hardest: Technique,
    steps: u16,
}

impl Rating {
    /// ER: the hardest step of the path, on SE's scale.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().rate(&grid).unwrap().er(), 4.2);
    /// ```
    #[must_use]
    pub fn er(&self) -> f32 {
        f32::from(self.er) / 10.0
    }

    /// EP: the hardest step up to and including the first placement, on SE's scale.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().rate(&grid).unwrap().ep(), 1.2);
    /// ```
    #[must_use]
    pub fn ep(&self) -> f32 {
        f32::from(self.ep) / 10.0
    }

    /// ED: the difficulty of the first step, on SE's scale.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().rate(&grid).unwrap().ed(), 1.2);
    /// ```
    #[must_use]
    pub fn ed(&self) -> f32 {
        f32::from(self.ed) / 10.0
    }

    /// ER, EP and ED in tenths (`(42, 12, 12)` for 4.2/1.2/1.2): exact, for comparing.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().rate(&grid).unwrap().tenths(), (42, 12, 12));
    /// ```
    #[must_use]
    pub const fn tenths(&self) -> (u8, u8, u8) {
        (self.er, self.ep, self.ed)
    }

    /// The technique of the hardest step (the first one, when several tie).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Technique};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().rate(&grid).unwrap().hardest(), Technique::XYWing);
    /// ```
    #[must_use]
    pub const fn hardest(&self) -> Technique {
        self.hardest
    }

    /// How many steps the path took.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert!(Explainer::new().rate(&grid).unwrap().steps() >= 50);
    /// ```
    #[must_use]
    pub const fn steps(&self) -> usize {
        self.steps as usize
    }
}

/// Writes `ER 4.2, EP 1.2, ED 1.2 (XY-Wing)`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ER {:.1}, EP {:.1}, ED {:.1} ({})",
            self.er(),
            self.ep(),
            self.ed(),
            self.hardest
        )
    }
}

/// Why a grid has no rating.
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, RateError};
///
/// assert_eq!(Explainer::new().rate(&Grid::EMPTY), Err(RateError::MultipleSolutions));
/// assert_eq!(
///     RateError::MultipleSolutions.to_string(),
///     "the puzzle has more than one solution, so it has no rating"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum RateError {
    /// The puzzle has no solution (its clues clash, or search finds none).
    #[error("the puzzle has no solution, so it has no rating")]
    NoSolution,
    /// The puzzle has more than one solution.
    #[error("the puzzle has more than one solution, so it has no rating")]
    MultipleSolutions,
    /// No technique the explainer knows finds a step after `placed` cells were filled.
    #[error("no technique finds a step after {placed} placements, so the rating is unknown")]
    Stuck {
        /// How many cells were filled, clues included, when the techniques ran out.
        placed: usize,
    },
}

impl Explainer {
    /// Rates a puzzle on SE's scale by walking its path: ER, EP, ED and the hardest technique.
    ///
    /// # Errors
    ///
    /// [`RateError::NoSolution`] or [`RateError::MultipleSolutions`] when the puzzle does not
    /// have exactly one solution (checked first, with the [`Solver`]); [`RateError::Stuck`]
    /// if the techniques run out before the grid is solved.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// let rating = Explainer::new().rate(&grid).unwrap();
    /// println!("{rating}");
    /// ```
    pub fn rate(&self, grid: &Grid) -> Result<Rating, RateError> {
        self.walk(grid, |_| {})
    }

    /// Rates a puzzle as [`rate`](Explainer::rate) does, and gives every step of the path to
    /// `each`, in order, as it goes.
    ///
    /// # Errors
    ///
    /// As [`rate`](Explainer::rate).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// let mut sentences = Vec::new();
    /// let rating = Explainer::new().walk(&grid, |step| sentences.push(step.to_string())).unwrap();
    /// assert_eq!(sentences.len(), rating.steps());
    /// ```
    pub fn walk(&self, grid: &Grid, mut each: impl FnMut(&Step)) -> Result<Rating, RateError> {
        match Solver::new().solve(grid) {
            Solution::None => return Err(RateError::NoSolution),
            Solution::Multiple(..) => return Err(RateError::MultipleSolutions),
            Solution::Unique(_) => {}
        }
        let mut marks = Marks::new(grid);
        let mut rating = Rating {
            er: 0,
            ep: 0,
            ed: 0,
            hardest: Technique::FullHouse,
            steps: 0,
        };
        let mut placed_yet = false;
        while !marks.is_solved() {
            let Some(step) = self.next_step(&marks) else {
                return Err(RateError::Stuck {
                    placed: marks.grid().clue_count(),
                });
            };
            each(&step);
            let tenths = step.tenths();
            if tenths > rating.er {
                rating.er = tenths;
                rating.hardest = step.technique();
            }
            if rating.steps == 0 {
                rating.ed = tenths;
            }
            if !placed_yet {
                rating.ep = rating.er;
                placed_yet = step.is_placement();
            }
            rating.steps = rating.steps.saturating_add(1);
            marks.apply(&step);
        }
        Ok(rating)
    }

    /// The whole path of a puzzle: every step, in order, with its rating.
    ///
    /// # Errors
    ///
    /// As [`rate`](Explainer::rate).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// let (steps, rating) = Explainer::new().path(&grid).unwrap();
    /// assert_eq!(steps.len(), rating.steps());
    /// ```
    #[cfg(feature = "alloc")]
    #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
    pub fn path(&self, grid: &Grid) -> Result<(alloc::vec::Vec<Step>, Rating), RateError> {
        let mut steps = alloc::vec::Vec::new();
        let rating = self.walk(grid, |step| steps.push(*step))?;
        Ok((steps, rating))
    }
}
