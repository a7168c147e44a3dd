//! [`Rating`]: a puzzle's difficulty on SE's scale, from the path the explainer takes.

use core::fmt;
use core::ops::ControlFlow;

use super::explainer::{hodoku_step, show};
use super::hodoku::SinglesQueues;
use super::search::Memo;
use super::{Explainer, Grade, Level, Step, Technique};
use crate::{Grid, Marks, Solution, Solver};

/// A puzzle's difficulty on Sudoku Explainer's scale and on HoDoKu's, from
/// [`Explainer::rate`].
///
/// - **ER** ([`er`](Rating::er)): the hardest step of the whole path, the usual "SE rating".
/// - **EP** ([`ep`](Rating::ep)): the hardest step up to and including the first placement.
/// - **ED** ([`ed`](Rating::ed)): the first step.
/// - HoDoKu's [`level`](Rating::level) and [`score`](Rating::score), from the path HoDoKu's
///   order of techniques takes ([`grade`](Rating::grade)).
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
    se: SeRating,
    grade: Grade,
    /// Whether the explainer that rated walked HoDoKu's path (its steps are the ones counted).
    hodoku: bool,
}

/// A puzzle's difficulty on Sudoku Explainer's scale alone, from [`Explainer::rate_se`]: ER,
/// EP, ED, the hardest technique and the number of steps, as in a [`Rating`], without
/// HoDoKu's level. Quicker than [`Explainer::rate`], which walks HoDoKu's path too.
///
/// # Examples
///
/// ```
/// use shudu::{Explainer, Grid, Technique};
///
/// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
///     .parse()
///     .unwrap();
/// let rating = Explainer::new().rate_se(&grid).unwrap();
/// assert_eq!(rating.tenths(), (42, 12, 12));
/// assert_eq!(rating.hardest(), Technique::XYWing);
/// assert_eq!(rating.to_string(), "ER 4.2, EP 1.2, ED 1.2 (XY-Wing)");
/// assert_eq!(Explainer::new().rate(&grid).unwrap().se(), rating);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeRating {
    er: u8,
    ep: u8,
    ed: u8,
    hardest: Technique,
    steps: u16,
}

impl SeRating {
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
    /// assert_eq!(Explainer::new().rate_se(&grid).unwrap().er(), 4.2);
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
    /// assert_eq!(Explainer::new().rate_se(&grid).unwrap().ep(), 1.2);
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
    /// assert_eq!(Explainer::new().rate_se(&grid).unwrap().ed(), 1.2);
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
    /// assert_eq!(Explainer::new().rate_se(&grid).unwrap().tenths(), (42, 12, 12));
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
    /// assert_eq!(Explainer::new().rate_se(&grid).unwrap().hardest(), Technique::XYWing);
    /// ```
    #[must_use]
    pub const fn hardest(&self) -> Technique {
        self.hardest
    }

    /// How many steps SE's path took.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// assert!(Explainer::new().rate_se(&grid).unwrap().steps() >= 50);
    /// ```
    #[must_use]
    pub const fn steps(&self) -> usize {
        self.steps as usize
    }
}

/// Writes `ER 4.2, EP 1.2, ED 1.2 (XY-Wing)`.
impl fmt::Display for SeRating {
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
        self.se.er()
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
        self.se.ep()
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
        self.se.ed()
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
        self.se.tenths()
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
        self.se.hardest
    }

    /// How many steps the explainer's own path took: SE's path for [`Explainer::new`],
    /// HoDoKu's for [`Explainer::hodoku`], the path [`walk`](Explainer::walk) gives. Each
    /// path's count is also in [`se`](Rating::se) and [`grade`](Rating::grade).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// let se = Explainer::new().rate(&grid).unwrap();
    /// assert_eq!(se.steps(), se.se().steps());
    /// let hodoku = Explainer::hodoku().rate(&grid).unwrap();
    /// assert_eq!(hodoku.steps(), hodoku.grade().steps());
    /// ```
    #[must_use]
    pub const fn steps(&self) -> usize {
        if self.hodoku {
            self.grade.steps()
        } else {
            self.se.steps()
        }
    }

    /// The level on HoDoKu's scale: the highest level of a technique on HoDoKu's path, raised
    /// while the summed score exceeds the level's maximum.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Level};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(Explainer::new().rate(&grid).unwrap().level(), Level::Easy);
    /// ```
    #[must_use]
    pub const fn level(&self) -> Level {
        self.grade.level()
    }

    /// HoDoKu's score: the sum of the scores of every step of HoDoKu's path.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert!(Explainer::new().rate(&grid).unwrap().score() < 800);
    /// ```
    #[must_use]
    pub const fn score(&self) -> u32 {
        self.grade.score()
    }

    /// The whole verdict on HoDoKu's scale: level, score, hardest technique and steps.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Level};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let rating = Explainer::new().rate(&grid).unwrap();
    /// assert_eq!(rating.grade().level(), rating.level());
    /// assert_eq!(rating.grade().hardest().hodoku().unwrap().0, Level::Easy);
    /// ```
    #[must_use]
    pub const fn grade(&self) -> Grade {
        self.grade
    }

    /// The verdict on SE's scale alone: ER, EP, ED, hardest technique and steps.
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
    /// assert_eq!(rating.se().tenths(), rating.tenths());
    /// ```
    #[must_use]
    pub const fn se(&self) -> SeRating {
        self.se
    }
}

/// Writes `ER 4.2, EP 1.2, ED 1.2 (XY-Wing)`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.se.fmt(f)
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
    /// No technique the explainer knows finds a step after `placed` cells were filled. With
    /// SE's nested forcing chains as the last resort, no puzzle met so far does this.
    #[error("no technique finds a step after {placed} placements, so the rating is unknown")]
    Stuck {
        /// How many cells were filled, clues included, when the techniques ran out.
        placed: usize,
    },
}

impl Explainer {
    /// Rates a puzzle by walking its path twice: SE's (ER, EP, ED and the hardest technique)
    /// and HoDoKu's (level and score).
    ///
    /// # Errors
    ///
    /// [`RateError::NoSolution`] or [`RateError::MultipleSolutions`] when the puzzle does not
    /// have exactly one solution (checked first, with the [`Solver`]); [`RateError::Stuck`]
    /// if SE's techniques run out before the grid is solved. HoDoKu's path never runs out.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Level};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// let rating = Explainer::new().rate(&grid).unwrap();
    /// println!("{rating}");
    /// assert!(rating.level() >= Level::Hard);
    /// ```
    pub fn rate(&self, grid: &Grid) -> Result<Rating, RateError> {
        self.walk_showing(grid, false, |_| {})
    }

    /// Rates a puzzle as [`rate`](Explainer::rate) does, and gives every step of the
    /// explainer's own path (SE's, or HoDoKu's for [`Explainer::hodoku`]) to `each`, in
    /// order, as it goes.
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
    pub fn walk(&self, grid: &Grid, each: impl FnMut(&Step)) -> Result<Rating, RateError> {
        self.walk_showing(grid, true, each)
    }

    /// [`walk`](Explainer::walk); the steps given to `each` can show their sentences when
    /// `shown`.
    fn walk_showing(
        &self,
        grid: &Grid,
        shown: bool,
        mut each: impl FnMut(&Step),
    ) -> Result<Rating, RateError> {
        check_unique(grid)?;
        let se = se_path(grid, shown && !self.is_hodoku(), |step| {
            if !self.is_hodoku() {
                each(step);
            }
        })?;
        let mut grade = Grade::START;
        follow(
            Explainer::hodoku(),
            grid,
            shown && self.is_hodoku(),
            |step| {
                if self.is_hodoku() {
                    each(step);
                }
                grade.add(step.technique());
                ControlFlow::Continue(())
            },
        )?;
        Ok(Rating {
            se,
            grade: grade.finish(),
            hodoku: self.is_hodoku(),
        })
    }

    /// Rates a puzzle on SE's scale alone, by walking SE's path: ER, EP, ED and the hardest
    /// technique, what SE's own rater and skfr give. Quicker than [`rate`](Explainer::rate),
    /// which walks HoDoKu's path too. SE's path is the same whichever order `self` hints in.
    ///
    /// # Errors
    ///
    /// As [`rate`](Explainer::rate).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, RateError};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let rating = Explainer::new().rate_se(&grid).unwrap();
    /// assert!(rating.er() < 2.0, "{rating}");
    /// assert_eq!(Explainer::new().rate_se(&Grid::EMPTY), Err(RateError::MultipleSolutions));
    /// ```
    pub fn rate_se(&self, grid: &Grid) -> Result<SeRating, RateError> {
        check_unique(grid)?;
        se_path(grid, false, |_| {})
    }

    /// Grades a puzzle on HoDoKu's scale alone, by walking HoDoKu's path: its level, score and
    /// hardest technique. Quicker than [`rate`](Explainer::rate), which walks SE's path too.
    ///
    /// # Errors
    ///
    /// [`RateError::NoSolution`] or [`RateError::MultipleSolutions`] when the puzzle does not
    /// have exactly one solution.
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
    /// assert!(grade.to_string().starts_with(&format!("Easy, score {} (", grade.score())));
    /// ```
    pub fn grade(&self, grid: &Grid) -> Result<Grade, RateError> {
        self.grade_showing(grid, false, |_| {})
    }

    /// Grades a puzzle as [`grade`](Explainer::grade) does, and gives every step of HoDoKu's
    /// path to `each`, in order, as it goes: HoDoKu's path alone, without SE's that
    /// [`walk`](Explainer::walk) walks too.
    ///
    /// # Errors
    ///
    /// As [`grade`](Explainer::grade).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Technique};
    ///
    /// let grid: Grid = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
    ///     .parse()
    ///     .unwrap();
    /// let mut score = 0;
    /// let grade = Explainer::new()
    ///     .grade_walk(&grid, |step| score += step.technique().hodoku().unwrap().1)
    ///     .unwrap();
    /// assert_eq!(grade.score(), score);
    /// ```
    pub fn grade_walk(&self, grid: &Grid, each: impl FnMut(&Step)) -> Result<Grade, RateError> {
        self.grade_showing(grid, true, each)
    }

    /// [`grade_walk`](Explainer::grade_walk); the steps given to `each` can show their
    /// sentences when `shown`.
    fn grade_showing(
        &self,
        grid: &Grid,
        shown: bool,
        mut each: impl FnMut(&Step),
    ) -> Result<Grade, RateError> {
        check_unique(grid)?;
        let mut grade = Grade::START;
        follow(Explainer::hodoku(), grid, shown, |step| {
            each(step);
            grade.add(step.technique());
            ControlFlow::Continue(())
        })?;
        Ok(grade.finish())
    }

    /// As [`grade`](Explainer::grade), but gives up with `None` as soon as the level is sure
    /// to exceed `max` (a technique of a higher level, or a score past `max`'s maximum), as
    /// HoDoKu's generator does: a puzzle too hard is known long before its path ends. With
    /// `max` Extreme, it stops as soon as the level is sure to be Extreme, and the grade it
    /// gives then has the right level but the score and steps of the path so far.
    pub(crate) fn grade_up_to(&self, grid: &Grid, max: Level) -> Result<Option<Grade>, RateError> {
        check_unique(grid)?;
        let mut grade = Grade::START;
        let mut over = false;
        follow(Explainer::hodoku(), grid, false, |step| {
            grade.add(step.technique());
            over = grade.level > max || grade.score > max.max_score();
            // A score past Unfair's maximum raises any level to Extreme.
            let extreme = grade.level == Level::Extreme || grade.score > Level::Unfair.max_score();
            if over || (max == Level::Extreme && extreme) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })?;
        Ok(if over { None } else { Some(grade.finish()) })
    }

    /// Whether the explainer's own path of `grid` (known to have one solution) takes a step
    /// of `technique`: HoDoKu's path, with its singles queues, for [`Explainer::hodoku`].
    pub(crate) fn path_uses(&self, grid: &Grid, technique: Technique) -> bool {
        let mut found = false;
        let _ = follow(*self, grid, false, |step| {
            found = step.technique() == technique;
            if found {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        found
    }

    /// SE's ER alone, in tenths, from SE's path (not HoDoKu's); `None` as soon as a step
    /// rates above `max` tenths, as the ER is then sure to be too.
    pub(crate) fn er_up_to(&self, grid: &Grid, max: u8) -> Result<Option<u8>, RateError> {
        check_unique(grid)?;
        let mut er = 0;
        follow(Explainer::new(), grid, false, |step| {
            er = er.max(step.tenths());
            if er > max {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })?;
        Ok((er <= max).then_some(er))
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

/// Walks SE's path of `grid` (known to have one solution), giving each step to `each`, and
/// sums it up on SE's scale.
fn se_path(grid: &Grid, shown: bool, mut each: impl FnMut(&Step)) -> Result<SeRating, RateError> {
    let mut rating = SeRating {
        er: 0,
        ep: 0,
        ed: 0,
        hardest: Technique::FullHouse,
        steps: 0,
    };
    let mut placed_yet = false;
    follow(Explainer::new(), grid, shown, |step| {
        each(step);
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
        ControlFlow::Continue(())
    })?;
    Ok(rating)
}

/// Checks that `grid` has exactly one solution.
fn check_unique(grid: &Grid) -> Result<(), RateError> {
    match Solver::new().solve(grid) {
        Solution::None => Err(RateError::NoSolution),
        Solution::Multiple(..) => Err(RateError::MultipleSolutions),
        Solution::Unique(_) => Ok(()),
    }
}

/// Walks `grid`'s path as `explainer` takes it, giving each step to `each`, until the grid
/// is solved or `each` says stop. HoDoKu's path carries its singles queues beside the marks
/// (`explain/hodoku.rs`), fed by every step in HoDoKu's order of removal. The steps can show
/// their sentences when `shown` (the others, only counted, skip what that needs).
fn follow(
    explainer: Explainer,
    grid: &Grid,
    shown: bool,
    mut each: impl FnMut(&Step) -> ControlFlow<()>,
) -> Result<(), RateError> {
    let mut marks = Marks::new(grid);
    let mut queues = explainer.is_hodoku().then(|| SinglesQueues::load(grid));
    // What HoDoKu's searches found nothing in, along the path: only on its path (the memo is
    // some kilobytes to clear), written in place.
    let mut memo = None;
    if queues.is_some() {
        memo = Some(Memo::EMPTY);
    }
    // SE's memo of the digits whose cycles and forcing chains of X links found nothing.
    let mut x_chains = [0u128; 9];
    let clues = crate::CellSet::ALL - marks.empty_cells();
    while !marks.is_solved() {
        let next = match (&mut queues, &mut memo) {
            (Some(queues), Some(memo)) => hodoku_step(queues, memo, &marks, clues),
            _ => explainer.find_along(&marks, &mut x_chains),
        };
        let Some(mut step) = next else {
            return Err(RateError::Stuck {
                placed: marks.grid().clue_count(),
            });
        };
        if shown {
            show(&mut step, &marks, explainer.is_hodoku());
        }
        if each(&step).is_break() {
            break;
        }
        if let Some(queues) = &mut queues {
            queues.apply(&step);
        }
        step.apply(&mut marks);
        debug_assert!(
            queues
                .as_ref()
                .is_none_or(|queues| queues.agrees_with(&marks))
        );
    }
    Ok(())
}
