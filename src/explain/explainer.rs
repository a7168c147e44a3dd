//! [`Explainer`]: the runner. It tries the searches of an order (SE's or HoDoKu's, from
//! `catalogue.rs`) one after the other on a [`Context`] and takes the first step that does
//! something; on HoDoKu's order it takes the singles from HoDoKu's queues first
//! (`hodoku.rs`). It knows no technique by name. Walking a whole path, rating it and grading
//! it are in `rating.rs`.

use core::ops::ControlFlow;

use super::catalogue::{HODOKU_ALL, HODOKU_ORDER, SE_LAST_RESORT, SE_ORDER};
use super::hodoku::SinglesQueues;
use super::search::{Context, Memo, Search, Sink};
use super::step::Step;
use super::techniques::singles;
use crate::{CellSet, Marks};

/// The explaining solver: finds the next step a person would take, and rates puzzles on
/// Sudoku Explainer's scale.
///
/// It holds no state: one explainer serves any number of puzzles and threads. Nothing it does
/// allocates: its searches keep fixed-size state on the stack. Most steps need a few
/// kilobytes; SE's last resort, nested forcing chains (the hardest puzzles known, rated 9.5
/// and up), keeps chains inside chains: a 768 KiB stack was enough for the deepest of them in
/// a release build, and a thread spawned with Rust's default 2 MiB stack in a debug build.
/// They take from a fraction of a second to several seconds per step.
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
/// assert_eq!(step.to_string(), "Hidden single: in box 1, only r2c2 can hold 6: the 6s in r1c7, r3c6 and r6c3 see the box's other empty cells");
///
/// let rating = explainer.rate(&grid).unwrap();
/// assert_eq!((rating.er(), rating.ep(), rating.ed()), (1.2, 1.2, 1.2));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Explainer {
    /// Follow HoDoKu's order of techniques instead of SE's.
    hodoku: bool,
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
        Explainer { hodoku: false }
    }

    /// An explainer that tries HoDoKu 2.2's techniques in HoDoKu's default order: its
    /// [`next_step`](Explainer::next_step) is the step HoDoKu would take, named as HoDoKu
    /// names it (Skyscraper, 2-String Kite, W-Wing, finned fish, nice loops, ALS, forcing
    /// chains and nets...). Where none of its techniques applies, it takes HoDoKu's own last
    /// resort, [`Technique::BruteForce`](crate::Technique::BruteForce): the solution's digit in one cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Explainer, Grid, Marks, Technique};
    ///
    /// let grid: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// // HoDoKu takes naked singles before hidden singles.
    /// let step = Explainer::hodoku().next_step(&Marks::new(&grid)).unwrap();
    /// assert_eq!(step.technique(), Technique::NakedSingle);
    /// ```
    #[must_use]
    pub const fn hodoku() -> Explainer {
        Explainer { hodoku: true }
    }

    /// Whether this explainer follows HoDoKu's order ([`Explainer::hodoku`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Explainer;
    ///
    /// assert!(Explainer::hodoku().is_hodoku());
    /// assert!(!Explainer::new().is_hodoku());
    /// ```
    #[must_use]
    pub const fn is_hodoku(&self) -> bool {
        self.hodoku
    }

    fn order(&self) -> &'static [Search] {
        if self.hodoku { &HODOKU_ALL } else { SE_ORDER }
    }

    /// The search tried only when the whole order finds nothing (SE's nested chains).
    fn last_resort(&self) -> Option<Search> {
        if self.hodoku {
            None
        } else {
            Some(SE_LAST_RESORT)
        }
    }

    /// The step SE (or HoDoKu, for [`Explainer::hodoku`]) would take next on `marks`, or
    /// `None` when the grid is solved or no technique applies (marks that contradict
    /// themselves, or a grid with several solutions where nothing more can be proved).
    ///
    /// HoDoKu takes its singles from queues filled as candidates disappear, so which single
    /// it takes depends on the order in which the path removed them, which bare marks do not
    /// tell. Here HoDoKu's explainer builds its queues as HoDoKu does when it reads a grid
    /// with pencil marks: the placed digits in reading order on an empty grid, then each
    /// cell's candidates made those of `marks`, cell by cell. On marks fresh from a puzzle
    /// ([`Marks::new`]) that is HoDoKu's first step; further along, a single it gives may be
    /// another than the one HoDoKu's own path takes at that point (HoDoKu's whole path,
    /// with its queues carried along, is what [`walk`](Explainer::walk) follows), but it is
    /// always a single the marks hold, and the other techniques are HoDoKu's searches on
    /// the marks as they are.
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
    ///     step.apply(&mut marks);
    /// }
    /// assert!(marks.is_solved());
    /// ```
    #[must_use]
    pub fn next_step(&self, marks: &Marks) -> Option<Step> {
        let mut step = self.find(marks)?;
        show(&mut step, marks, self.hodoku);
        Some(step)
    }

    /// [`next_step`](Explainer::next_step) without what only the step's sentence needs (the
    /// candidates it was found on): for the ratings, which never show it.
    pub(crate) fn find(&self, marks: &Marks) -> Option<Step> {
        self.find_along(marks, &mut [0; 9])
    }

    /// [`find`](Explainer::find) on a path whose SE memo of its cycles and forcing chains of
    /// X links is `x_chains` (see [`Context::barren_x_chains`]); a fresh one (all 0) forgets
    /// nothing that matters. HoDoKu's explainer ignores it.
    pub(crate) fn find_along(&self, marks: &Marks, x_chains: &mut [u128; 9]) -> Option<Step> {
        if self.hodoku {
            // No history: every placed digit counts as a clue.
            let clues = CellSet::ALL;
            let mut queues = SinglesQueues::from_marks(marks);
            let mut memo = Memo::EMPTY;
            return hodoku_step(&mut queues, &mut memo, marks, clues);
        }
        if marks.is_solved() {
            return None;
        }
        let mut cx = Context::new(marks).with_x_chains(x_chains);
        first_step(self.order(), &mut cx).or_else(|| {
            let last = self.last_resort()?;
            first_step(core::slice::from_ref(&last), &mut cx)
        })
    }

    /// Every step the techniques of the explainer's order (SE's, or HoDoKu's) find on `marks`,
    /// technique by technique in that order, given to `each` until it returns
    /// `ControlFlow::Break`. Useful to list the options a player has, or to find a step of a
    /// given technique. SE's nested forcing chains, its last resort, are searched only when
    /// no other technique finds a step: they can take seconds.
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
    pub fn for_each_step(&self, marks: &Marks, each: impl FnMut(Step) -> ControlFlow<()>) {
        // No history: every placed digit counts as a clue.
        self.each_step(marks, CellSet::ALL, each);
    }

    /// [`for_each_step`](Explainer::for_each_step) on marks reached from the puzzle `clues`:
    /// HoDoKu's avoidable rectangles, which need to know which placed digits were solved on
    /// the way and which were given, find their steps too (on bare marks every placed digit
    /// counts as a clue, and they find none). The cells placed in `clues` are taken as the
    /// clues; the other techniques never look at them.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use shudu::{Explainer, Grid, Marks, Technique};
    ///
    /// let clues: Grid = "...5...........9.1.5...4...6..4......73...8.4..2..6..3...7..6..9.....7.2..48.2.3."
    ///     .parse()
    ///     .unwrap();
    /// // The marks on HoDoKu's path of this top1465 puzzle where it takes an avoidable
    /// // rectangle.
    /// let explainer = Explainer::hodoku();
    /// let mut marks = Marks::new(&clues);
    /// let mut before = None;
    /// explainer
    ///     .walk(&clues, |step| {
    ///         if before.is_none() && step.technique() == Technique::AvoidableRectangle {
    ///             before = Some(marks.clone());
    ///         }
    ///         step.apply(&mut marks);
    ///     })
    ///     .unwrap();
    /// let mut avoidable = None;
    /// explainer.for_each_step_given(&clues, &before.unwrap(), |step| {
    ///     if step.technique() == Technique::AvoidableRectangle {
    ///         avoidable = Some(step);
    ///         return ControlFlow::Break(());
    ///     }
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(avoidable.unwrap().to_string().contains("none of them a clue"));
    /// ```
    pub fn for_each_step_given(
        &self,
        clues: &crate::Grid,
        marks: &Marks,
        each: impl FnMut(Step) -> ControlFlow<()>,
    ) {
        let given = clues
            .cells()
            .filter_map(|(cell, digit)| digit.map(|_| cell))
            .collect::<CellSet>();
        self.each_step(marks, given, each);
    }

    /// [`for_each_step`](Explainer::for_each_step) with the puzzle's `clues` known (the
    /// cells of `clues` that hold a digit).
    fn each_step(
        &self,
        marks: &Marks,
        clues: CellSet,
        mut each: impl FnMut(Step) -> ControlFlow<()>,
    ) {
        let mut gave = false;
        {
            let mut shown = |step: &Step| {
                let mut step = *step;
                gave = true;
                show(&mut step, marks, self.hodoku);
                each(step)
            };
            let mut cx = Context::new(marks).with_clues(clues);
            for search in self.order() {
                if (search.find)(&mut cx, &mut shown).is_break() {
                    return;
                }
            }
        }
        if let Some(search) = self.last_resort().filter(|_| !gave) {
            let mut cx = Context::new(marks).with_clues(clues);
            let _ = (search.find)(&mut cx, &mut |step: &Step| {
                let mut step = *step;
                show(&mut step, marks, self.hodoku);
                each(step)
            });
        }
    }
}

/// Readies `step`, found on `marks`, to be shown: the candidates it was found on (which its
/// sentence and hints name), HoDoKu's names on HoDoKu's path, and for a single from HoDoKu's
/// queues, which comes with its cell, digit and house alone, what its sentence names (as the
/// singles' own searches give it).
pub(crate) fn show(step: &mut Step, marks: &Marks, hodoku: bool) {
    step.found_on(marks, hodoku);
    if hodoku {
        *step = singles::dressed(*step, marks);
    }
}

/// The first step with a placement or an elimination that the searches of `order` find in
/// `cx`, tried in that order.
fn first_step(order: &[Search], cx: &mut Context<'_>) -> Option<Step> {
    for search in order {
        let mut found = None;
        let sink: Sink<'_> = &mut |step| {
            if step.placements().next().is_some() || !step.elimination_set().is_empty() {
                found = Some(*step);
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        let _ = (search.find)(cx, sink);
        if found.is_some() {
            return found;
        }
    }
    None
}

/// HoDoKu's next step with its singles `queues` beside `marks`: a single from the queues (which
/// its searches consume as they read them), else the first step of HoDoKu's order after its
/// singles, whose searches of one digit read and write `memo`, kept along the path.
/// `clues` are the puzzle's clues: HoDoKu's avoidable rectangles need to know which digits
/// were solved on the way.
pub(crate) fn hodoku_step(
    queues: &mut SinglesQueues,
    memo: &mut Memo,
    marks: &Marks,
    clues: CellSet,
) -> Option<Step> {
    if marks.is_solved() {
        return None;
    }
    if let Some(single) = queues.next_single() {
        return Some(single);
    }
    let mut cx = Context::new(marks).with_clues(clues).with_memo(memo);
    first_step(HODOKU_ORDER, &mut cx)
}
