//! The explaining solver: techniques a person uses, steps with sentences, and SE's rating.
//!
//! - [`Explainer::next_step`] finds the step Sudoku Explainer (SE) 1.2.1 would take next on a
//!   state of pencil marks: its techniques are tried in SE's fixed order, easiest first, and
//!   the first that finds something wins (among chains, the easiest chain found).
//! - [`Explainer::rate`] walks a puzzle's whole path and rates it on SE's scale: ER is the
//!   hardest step, EP the hardest up to the first placement, ED the first step.
//! - Each technique family lives in its own file under `techniques/`, and finds its steps on
//!   [`Marks`] alone; the order list below is the only place that knows them all.

mod rating;
mod sentence;
mod step;
mod technique;
mod techniques;
mod words;

pub use rating::{RateError, Rating};
pub use step::{CHAIN_NODES, Chain, ChainNode, ChainNodes, Hint, HintStage, Step};
pub use technique::Technique;

use core::ops::ControlFlow;

use crate::Marks;

/// Where a technique reports the steps it finds; it stops searching when told to `Break`.
pub(crate) type Sink<'a> = &'a mut dyn FnMut(Step) -> ControlFlow<()>;

/// A technique family's search: every step it finds on the marks, in its own order.
pub(crate) type Search = fn(&Marks, Sink<'_>) -> ControlFlow<()>;

/// The explaining solver: finds the next step a person would take, and rates puzzles on
/// Sudoku Explainer's scale.
///
/// It holds no state: one explainer serves any number of puzzles and threads. Nothing it does
/// allocates.
///
/// # Examples
///
/// A hint for a puzzle's first move, then its rating:
///
/// ```
/// use shudu::{Explainer, Grid, HintStage, Marks};
///
/// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
///     .parse()
///     .unwrap();
/// let explainer = Explainer::new();
///
/// let step = explainer.next_step(&Marks::new(&grid)).unwrap();
/// assert_eq!(step.hint(HintStage::Technique).to_string(), "Look for a hidden single in box 1");
/// assert_eq!(step.to_string(), "Hidden single: in box 1, only r2c2 can hold 6");
///
/// let rating = explainer.rate(&grid).unwrap();
/// assert_eq!((rating.er(), rating.ep(), rating.ed()), (1.2, 1.2, 1.2));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Explainer {
    _private: (),
}

impl Explainer {
    /// An explainer that tries every technique in SE's order.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks};
    ///
    /// let solved: Grid = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
    ///     .parse()
    ///     .unwrap();
    /// // A solved grid has no next step.
    /// assert!(Explainer::new().next_step(&Marks::new(&solved)).is_none());
    /// ```
    #[must_use]
    pub const fn new() -> Explainer {
        Explainer { _private: () }
    }

    /// The step SE would take next on `marks`, or `None` when the grid is solved or no
    /// technique applies (marks that contradict themselves, or a grid with several solutions
    /// where nothing more can be proved).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks, Technique};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut marks = Marks::new(&grid);
    /// let explainer = Explainer::new();
    /// while let Some(step) = explainer.next_step(&marks) {
    ///     marks.apply(&step);
    /// }
    /// assert!(marks.is_solved());
    /// ```
    #[must_use]
    pub fn next_step(&self, marks: &Marks) -> Option<Step> {
        if marks.is_solved() {
            return None;
        }
        for search in techniques::SE_ORDER {
            let mut found = None;
            let _ = search(marks, &mut |step| {
                if step.placements().next().is_some() || !step.elimination_set().is_empty() {
                    found = Some(step);
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Every step the techniques of SE's order find on `marks`, technique by technique in
    /// that order, given to `each` until it returns `ControlFlow::Break`. Useful to list the
    /// options a player has, or to find a step of a given technique.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use shudu::{Explainer, Grid, Marks, Technique};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// let mut singles = 0;
    /// Explainer::new().for_each_step(&Marks::new(&grid), |step| {
    ///     if step.technique() == Technique::HiddenSingle {
    ///         singles += 1;
    ///     }
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(singles > 1);
    /// ```
    pub fn for_each_step(&self, marks: &Marks, mut each: impl FnMut(Step) -> ControlFlow<()>) {
        for search in techniques::SE_ORDER {
            if search(marks, &mut each).is_break() {
                return;
            }
        }
    }
}
