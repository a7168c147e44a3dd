//! [`Solver`]: counts and finds the solutions of a grid.
//!
//! The public face is here; the search itself is in `engine.rs`, and `naive.rs` holds the
//! plain backtracker the tests check it against.

mod engine;
#[cfg(test)]
pub(crate) mod naive;

use core::fmt;

use crate::{Cell, Grid};

/// What a search found, as far as a caller asking "is the solution unique?" needs to know.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, Solution, Solver};
///
/// let solver = Solver::new();
/// // Two 5s in the first row: no solution.
/// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
/// assert_eq!(solver.solve(&clash), Solution::None);
/// // The empty grid has many solutions; two different ones come back.
/// match solver.solve(&Grid::EMPTY) {
///     Solution::Multiple(a, b) => assert!(a != b && a.is_solved() && b.is_solved()),
///     other => panic!("expected two solutions, got {other:?}"),
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solution {
    /// The grid has no solution (its clues may conflict).
    None,
    /// The grid has exactly one solution.
    Unique(Grid),
    /// The grid has two or more solutions; here are two different ones, both keeping every
    /// clue.
    Multiple(Grid, Grid),
}

impl Solution {
    /// What a search for two solutions found: `count` of them, the first ones in `found`.
    fn of_found(count: usize, found: &[Grid; 2]) -> Solution {
        match count {
            0 => Solution::None,
            1 => Solution::Unique(found[0]),
            _ => Solution::Multiple(found[0], found[1]),
        }
    }

    /// The solution when there is exactly one, else `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let puzzle: Grid =
    ///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    ///         .parse()
    ///         .unwrap();
    /// let solution = Solver::new().solve(&puzzle).unique().expect("a unique solution");
    /// assert!(solution.is_solution_of(&puzzle));
    /// assert_eq!(Solver::new().solve(&Grid::EMPTY).unique(), None);
    /// ```
    #[must_use]
    pub const fn unique(&self) -> Option<Grid> {
        match self {
            Solution::Unique(grid) => Some(*grid),
            _ => None,
        }
    }

    /// A solution, whichever there is: the one of [`Solution::Unique`], the first of
    /// [`Solution::Multiple`]; `None` when there is none.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let any = Solver::new().solve(&Grid::EMPTY).first().unwrap();
    /// assert!(any.is_solved());
    /// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    /// assert_eq!(Solver::new().solve(&clash).first(), None);
    /// ```
    #[must_use]
    pub const fn first(&self) -> Option<Grid> {
        match self {
            Solution::None => None,
            Solution::Unique(grid) | Solution::Multiple(grid, _) => Some(*grid),
        }
    }

    /// The solutions found, as a slice: none, one, or two of several.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let found = Solver::new().solve(&Grid::EMPTY);
    /// let grids: Vec<Grid> = found.solutions().collect();
    /// assert_eq!(grids.len(), 2);
    /// assert!(grids.iter().all(Grid::is_solved));
    /// ```
    pub fn solutions(&self) -> impl Iterator<Item = Grid> + '_ {
        let (a, b) = match self {
            Solution::None => (None, None),
            Solution::Unique(grid) => (Some(*grid), None),
            Solution::Multiple(a, b) => (Some(*a), Some(*b)),
        };
        a.into_iter().chain(b)
    }

    /// Whether the grid has exactly one solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// assert!(!Solver::new().solve(&Grid::EMPTY).is_unique());
    /// ```
    #[must_use]
    pub const fn is_unique(&self) -> bool {
        matches!(self, Solution::Unique(_))
    }

    /// Whether the grid has two solutions or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// assert!(Solver::new().solve(&Grid::EMPTY).is_multiple());
    /// ```
    #[must_use]
    pub const fn is_multiple(&self) -> bool {
        matches!(self, Solution::Multiple(..))
    }

    /// Whether the grid has no solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    /// assert!(Solver::new().solve(&clash).is_none());
    /// assert!(!Solver::new().solve(&Grid::EMPTY).is_none());
    /// ```
    #[must_use]
    pub const fn is_none(&self) -> bool {
        matches!(self, Solution::None)
    }
}

/// Counts of the work a search did.
///
/// # Examples
///
/// ```
/// use shudu::{Grid, Solver};
///
/// // Arto Inkala's "Everest" (2012) needs guessing; a solved grid does not.
/// let puzzle: Grid =
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
///         .parse()
///         .unwrap();
/// let solver = Solver::new();
/// let (count, stats) = solver.count_solutions_with_stats(&puzzle, 2);
/// assert_eq!(count, 1);
/// assert!(stats.guesses > 0);
///
/// let solved = solver.solve_first(&puzzle).unwrap();
/// assert_eq!(solver.count_solutions_with_stats(&solved, 2).1.guesses, 0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Stats {
    /// Branch points: how many times the search tried a candidate it could not deduce,
    /// keeping the other candidates of that cell for later. Comparable with the guess
    /// counts other solvers publish; it depends on the engine's choices, so the figure for
    /// one puzzle may change between versions of this crate.
    pub guesses: u64,
}

/// A sudoku solver: constraint propagation plus backtracking.
///
/// It holds no state between calls (its methods take `&self`), allocates nothing, and keeps
/// its search on the stack within a fixed bound. A grid whose clues conflict simply has no
/// solution. The engine is described in the crate documentation.
///
/// A `Solver` is `Send + Sync` and `Copy`: threads can share one, or each make their own
/// for free. Solving many puzzles on every core, with scoped threads (rayon's
/// `par_iter().map(|g| solver.solve(g))` does the same):
///
/// ```
/// use shudu::{Grid, Solver};
///
/// let puzzles: Vec<Grid> = vec![Grid::EMPTY; 8];
/// let solver = Solver::new();
/// let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
/// let per_thread = puzzles.len().div_ceil(threads);
/// let mut counts = vec![0; puzzles.len()];
/// std::thread::scope(|scope| {
///     for (puzzles, counts) in puzzles.chunks(per_thread).zip(counts.chunks_mut(per_thread)) {
///         scope.spawn(move || {
///             for (puzzle, count) in puzzles.iter().zip(counts) {
///                 *count = solver.count_solutions(puzzle, 2);
///             }
///         });
///     }
/// });
/// assert!(counts.iter().all(|&n| n == 2));
/// ```
//////
/// # Examples
///
/// ```
/// use shudu::{Grid, Solution, Solver};
///
/// let puzzle: Grid =
///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///         .parse()
///         .unwrap();
/// let solver = Solver::new();
/// assert_eq!(solver.count_solutions(&puzzle, 2), 1);
/// let Solution::Unique(solution) = solver.solve(&puzzle) else { panic!("not unique") };
/// assert!(solution.is_solution_of(&puzzle));
/// assert_eq!(solver.solve_first(&puzzle), Some(solution));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Solver {
    /// The guesses a `try_` call may make; `None`: no limit.
    budget: Option<u64>,
}

/// A search that stopped at its [budget](Solver::with_budget) of guesses before it could
/// answer: the error of the solver's `try_` methods.
///
/// # Examples
///
/// ```
/// use shudu::{GaveUp, Grid, Solver};
///
/// // The empty grid needs a guess to tell two solutions apart; a budget of none gives up.
/// let err = Solver::with_budget(0).try_count_solutions(&Grid::EMPTY, 2).unwrap_err();
/// assert_eq!(err, GaveUp::after(0));
/// assert_eq!(err.guesses(), 0);
/// assert_eq!(
///     err.to_string(),
///     "the search gave up after 0 guesses, its budget: the grid needs more work than allowed"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error(
    "the search gave up after {guesses} guesses, its budget: the grid needs more work than allowed"
)]
pub struct GaveUp {
    guesses: u64,
}

impl GaveUp {
    /// The error of a search that gave up after `guesses` guesses.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::GaveUp;
    ///
    /// assert_eq!(GaveUp::after(7).guesses(), 7);
    /// ```
    #[must_use]
    pub const fn after(guesses: u64) -> GaveUp {
        GaveUp { guesses }
    }

    /// The guesses the search made before it gave up: the budget it had.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let err = Solver::with_budget(3).try_solve(&Grid::EMPTY).unwrap_err();
    /// assert_eq!(err.guesses(), 3);
    /// ```
    #[must_use]
    pub const fn guesses(&self) -> u64 {
        self.guesses
    }
}

impl Solver {
    /// A solver.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solver = Solver::new();
    /// assert_eq!(solver.count_solutions(&Grid::EMPTY, 3), 3);
    /// ```
    #[must_use]
    pub const fn new() -> Solver {
        Solver { budget: None }
    }

    /// A solver whose `try_` methods ([`Solver::try_solve`], [`Solver::try_count_solutions`],
    /// [`Solver::try_solve_first`]) give up after `guesses` guesses, returning [`GaveUp`],
    /// instead of searching on: for grids typed by users, read from files or the network,
    /// where one grid must not hold up a service. The other methods ignore the budget and
    /// always answer.
    ///
    /// A guess is one branch point of the search (see [`Stats::guesses`]); the work between
    /// two guesses is bounded (one round of propagation, at most a few microseconds), so a
    /// budget of guesses bounds the time. Real puzzles need few: the hardest published ones
    /// a few thousand at most, nearly all under a hundred, and grids with many solutions or
    /// none no more than that (see the crate documentation); 100,000 guesses, a fraction of a
    /// second, is generous for any grid a person types.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let puzzle: Grid =
    ///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
    ///         .parse()
    ///         .unwrap();
    /// let generous = Solver::with_budget(100_000);
    /// assert_eq!(generous.try_count_solutions(&puzzle, 2), Ok(1));
    /// // A budget of no guesses is enough only for what propagation settles alone.
    /// assert!(Solver::with_budget(0).try_count_solutions(&puzzle, 2).is_err());
    /// // The plain methods answer whatever the budget.
    /// assert_eq!(Solver::with_budget(0).count_solutions(&puzzle, 2), 1);
    /// ```
    #[must_use]
    pub const fn with_budget(guesses: u64) -> Solver {
        Solver {
            budget: Some(guesses),
        }
    }

    /// The budget of guesses of the `try_` methods, `None` when they have no limit (a solver
    /// from [`Solver::new`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::Solver;
    ///
    /// assert_eq!(Solver::new().budget(), None);
    /// assert_eq!(Solver::with_budget(500).budget(), Some(500));
    /// ```
    #[must_use]
    pub const fn budget(&self) -> Option<u64> {
        self.budget
    }

    /// The budget as the engine takes it.
    const fn total(&self) -> u64 {
        match self.budget {
            Some(guesses) => guesses,
            None => u64::MAX,
        }
    }

    /// [`Solver::solve`] within the solver's [budget](Solver::with_budget) of guesses.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the search would need more guesses than the budget allows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solution, Solver};
    ///
    /// let solver = Solver::with_budget(10_000);
    /// let clash: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    /// assert_eq!(solver.try_solve(&clash), Ok(Solution::None));
    /// assert!(matches!(solver.try_solve(&Grid::EMPTY), Ok(Solution::Multiple(..))));
    /// ```
    pub fn try_solve(&self, grid: &Grid) -> Result<Solution, GaveUp> {
        self.try_solve_with_stats(grid)
            .map(|(solution, _)| solution)
    }

    /// [`Solver::solve_with_stats`] within the solver's [budget](Solver::with_budget) of
    /// guesses.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the search would need more guesses than the budget allows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let (solution, stats) = Solver::with_budget(1_000).try_solve_with_stats(&Grid::EMPTY).unwrap();
    /// assert!(solution.is_multiple() && stats.guesses <= 1_000);
    /// ```
    pub fn try_solve_with_stats(&self, grid: &Grid) -> Result<(Solution, Stats), GaveUp> {
        let mut found = [Grid::EMPTY; 2];
        let explored = engine::search(grid, 2, &mut found, self.total());
        if explored.gave_up {
            return Err(GaveUp::after(explored.stats.guesses));
        }
        Ok((Solution::of_found(explored.count, &found), explored.stats))
    }

    /// [`Solver::count_solutions`] within the solver's [budget](Solver::with_budget) of
    /// guesses.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the search would need more guesses than the budget allows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solver = Solver::with_budget(1_000);
    /// assert_eq!(solver.try_count_solutions(&Grid::EMPTY, 2), Ok(2));
    /// // Counting 10,000 solutions takes more than a thousand guesses.
    /// assert!(solver.try_count_solutions(&Grid::EMPTY, 10_000).is_err());
    /// ```
    pub fn try_count_solutions(&self, grid: &Grid, limit: usize) -> Result<usize, GaveUp> {
        self.try_count_solutions_with_stats(grid, limit)
            .map(|(count, _)| count)
    }

    /// [`Solver::count_solutions_with_stats`] within the solver's
    /// [budget](Solver::with_budget) of guesses.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the search would need more guesses than the budget allows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solver = Solver::with_budget(1_000);
    /// let (count, stats) = solver.try_count_solutions_with_stats(&Grid::EMPTY, 2).unwrap();
    /// assert_eq!(count, 2);
    /// assert!(stats.guesses <= 1_000);
    /// ```
    pub fn try_count_solutions_with_stats(
        &self,
        grid: &Grid,
        limit: usize,
    ) -> Result<(usize, Stats), GaveUp> {
        let explored = engine::search(grid, limit, &mut [], self.total());
        if explored.gave_up {
            return Err(GaveUp::after(explored.stats.guesses));
        }
        Ok((explored.count, explored.stats))
    }

    /// [`Solver::solve_first`] within the solver's [budget](Solver::with_budget) of guesses.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the search would need more guesses than the budget allows.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solution = Solver::with_budget(1_000).try_solve_first(&Grid::EMPTY).unwrap();
    /// assert!(solution.is_some_and(|s| s.is_solved()));
    /// ```
    pub fn try_solve_first(&self, grid: &Grid) -> Result<Option<Grid>, GaveUp> {
        let mut found = [Grid::EMPTY; 1];
        let explored = engine::search(grid, 1, &mut found, self.total());
        if explored.gave_up {
            return Err(GaveUp::after(explored.stats.guesses));
        }
        Ok((explored.count == 1).then_some(found[0]))
    }

    /// The `try_` searches with the budget paid in installments of `every` guesses, asking
    /// `go_on` before each installment after the first (with the guesses made so far) whether
    /// to go on: a caller can stop a long search (Ctrl-C, a deadline) or watch it, at no cost
    /// to each guess. When `go_on` says no, the search stops at once with [`GaveUp`]; while
    /// it says yes, the answers, guesses and errors are those of the solver's own `try_`
    /// methods, within the same budget.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// // Counting a million solutions of the empty grid takes about a million guesses:
    /// // stop after the third installment of 1,000.
    /// let mut asked = 0;
    /// let mut go_on = |_stats| {
    ///     asked += 1;
    ///     asked < 3
    /// };
    /// let err = Solver::new()
    ///     .paced(1_000, &mut go_on)
    ///     .try_count_solutions(&Grid::EMPTY, 1_000_000)
    ///     .unwrap_err();
    /// assert_eq!(err.guesses(), 3_000);
    ///
    /// // Let to go on, it answers as the plain call does.
    /// let mut always = |_stats| true;
    /// let mut paced = Solver::with_budget(100_000).paced(1_000, &mut always);
    /// assert_eq!(paced.try_count_solutions(&Grid::EMPTY, 20_000), Ok(20_000));
    /// ```
    pub fn paced<'a>(&self, every: u64, go_on: &'a mut dyn FnMut(Stats) -> bool) -> Paced<'a> {
        Paced {
            total: self.total(),
            every,
            go_on,
        }
    }

    /// Whether `grid` has no solution, exactly one, or several, with the solutions found:
    /// a search that stops at the second solution.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solution, Solver};
    ///
    /// let puzzle: Grid =
    ///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///         .parse()
    ///         .unwrap();
    /// match Solver::new().solve(&puzzle) {
    ///     Solution::Unique(solution) => assert!(solution.is_solution_of(&puzzle)),
    ///     other => panic!("expected one solution, got {other:?}"),
    /// }
    /// ```
    #[must_use]
    pub fn solve(&self, grid: &Grid) -> Solution {
        self.solve_with_stats(grid).0
    }

    /// Like [`Solver::solve`], with the [`Stats`] of the search.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solution, Solver};
    ///
    /// let (solution, stats) = Solver::new().solve_with_stats(&Grid::EMPTY);
    /// assert!(matches!(solution, Solution::Multiple(..)));
    /// assert!(stats.guesses > 0);
    /// ```
    #[must_use]
    pub fn solve_with_stats(&self, grid: &Grid) -> (Solution, Stats) {
        let mut found = [Grid::EMPTY; 2];
        let explored = engine::search(grid, 2, &mut found, u64::MAX);
        let (count, stats) = (explored.count, explored.stats);
        let solution = match count {
            0 => Solution::None,
            1 => Solution::Unique(found[0]),
            _ => Solution::Multiple(found[0], found[1]),
        };
        (solution, stats)
    }

    /// The number of solutions of `grid`, counting no further than `limit`: the result is
    /// the smaller of `limit` and the true count. A limit of 2 answers "is the solution
    /// unique?"; a limit of 0 returns 0 at once.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solver = Solver::new();
    /// assert_eq!(solver.count_solutions(&Grid::EMPTY, 1000), 1000);
    /// assert_eq!(solver.count_solutions(&Grid::EMPTY, 0), 0);
    /// ```
    #[must_use]
    pub fn count_solutions(&self, grid: &Grid, limit: usize) -> usize {
        self.count_solutions_with_stats(grid, limit).0
    }

    /// Like [`Solver::count_solutions`], with the [`Stats`] of the search.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let (count, stats) = Solver::new().count_solutions_with_stats(&Grid::EMPTY, 2);
    /// assert_eq!(count, 2);
    /// assert!(stats.guesses >= 1);
    /// ```
    #[must_use]
    pub fn count_solutions_with_stats(&self, grid: &Grid, limit: usize) -> (usize, Stats) {
        let explored = engine::search(grid, limit, &mut [], u64::MAX);
        (explored.count, explored.stats)
    }

    /// The first solution found, or `None` when there is none; the fastest question, as it
    /// stops at the first solution without asking whether there are more.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solver = Solver::new();
    /// let solution = solver.solve_first(&Grid::EMPTY).unwrap();
    /// assert!(solution.is_solved());
    /// let clash: Grid = format!("5{}5{}", ".".repeat(8), ".".repeat(71)).parse().unwrap();
    /// assert_eq!(solver.solve_first(&clash), None);
    /// ```
    #[must_use]
    pub fn solve_first(&self, grid: &Grid) -> Option<Grid> {
        let mut found = [Grid::EMPTY; 1];
        (engine::search(grid, 1, &mut found, u64::MAX).count == 1).then_some(found[0])
    }

    /// Finds up to `found.len()` solutions of `grid`, writes them to the front of `found`,
    /// and returns how many it wrote: all the solutions when there are fewer than
    /// `found.len()`. Nothing is allocated; the rest of `found` is left as it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// // Four empty cells of a rectangle whose digits can swap: exactly two solutions.
    /// let puzzle: Grid =
    ///     "4.7.698256.2.58947958724316825437169791586432346912758289643571573291684164875293"
    ///         .parse()
    ///         .unwrap();
    /// let mut found = [Grid::EMPTY; 10];
    /// let n = Solver::new().solutions(&puzzle, &mut found);
    /// assert_eq!(n, 2);
    /// assert!(found[..n].iter().all(|s| s.is_solution_of(&puzzle)));
    /// assert_ne!(found[0], found[1]);
    /// assert_eq!(found[2], Grid::EMPTY);
    /// ```
    pub fn solutions(&self, grid: &Grid, found: &mut [Grid]) -> usize {
        engine::search(grid, found.len(), found, u64::MAX).count
    }

    /// Every solution of `grid`, up to `limit` of them, in a `Vec`: [`Solver::solutions`]
    /// without choosing a buffer size. Needs the `alloc` feature.
    ///
    /// # Examples
    ///
    /// ```
    /// use shudu::{Grid, Solver};
    ///
    /// let solutions = Solver::new().all_solutions(&Grid::EMPTY, 100);
    /// assert_eq!(solutions.len(), 100);
    /// assert!(solutions.iter().all(Grid::is_solved));
    /// ```
    #[cfg(feature = "alloc")]
    #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
    #[must_use]
    pub fn all_solutions(&self, grid: &Grid, limit: usize) -> alloc::vec::Vec<Grid> {
        // Start small and double: a limit of a million must not allocate a million grids for
        // a puzzle with one solution. Each retry repeats the search, at most doubling the work.
        let mut size = limit.min(64);
        loop {
            let mut found = alloc::vec![Grid::EMPTY; size];
            let n = self.solutions(grid, &mut found);
            if n < size || size == limit {
                found.truncate(n);
                return found;
            }
            size = size.saturating_mul(2).min(limit);
        }
    }

    /// Whether `grid` has a solution that differs from `solution` on one of `cells`, which
    /// `grid` leaves empty; `solution` must be a solution of `grid`. The generator's test for
    /// removing clues: the puzzle keeps its unique solution without the clues of `cells`
    /// exactly when this is false.
    pub(crate) fn has_other_solution(&self, grid: &Grid, cells: &[Cell], solution: &Grid) -> bool {
        engine::has_other_solution(grid, cells, solution)
    }
}

/// A solver whose budget comes in installments, its caller asked before each: made by
/// [`Solver::paced`], with the `try_` searches of a [`Solver`].
pub struct Paced<'a> {
    total: u64,
    every: u64,
    go_on: &'a mut dyn FnMut(Stats) -> bool,
}

impl fmt::Debug for Paced<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Paced")
            .field("total", &self.total)
            .field("every", &self.every)
            .finish_non_exhaustive()
    }
}

impl Paced<'_> {
    /// Runs the search, the budget in installments.
    fn search(
        &mut self,
        grid: &Grid,
        limit: usize,
        found: &mut [Grid],
    ) -> Result<(usize, Stats), GaveUp> {
        let explored = engine::search_paced(
            grid,
            limit,
            found,
            self.total,
            Some((self.every, &mut *self.go_on)),
        );
        if explored.gave_up {
            return Err(GaveUp::after(explored.stats.guesses));
        }
        Ok((explored.count, explored.stats))
    }

    /// [`Solver::try_count_solutions`], paced.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out or the caller says to stop.
    pub fn try_count_solutions(&mut self, grid: &Grid, limit: usize) -> Result<usize, GaveUp> {
        self.search(grid, limit, &mut []).map(|(count, _)| count)
    }

    /// [`Solver::try_solve_first`], paced.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out or the caller says to stop.
    pub fn try_solve_first(&mut self, grid: &Grid) -> Result<Option<Grid>, GaveUp> {
        let mut found = [Grid::EMPTY; 1];
        let (count, _) = self.search(grid, 1, &mut found)?;
        Ok((count == 1).then_some(found[0]))
    }

    /// [`Solver::try_solve_with_stats`], paced.
    ///
    /// # Errors
    ///
    /// [`GaveUp`] when the budget runs out or the caller says to stop.
    pub fn try_solve_with_stats(&mut self, grid: &Grid) -> Result<(Solution, Stats), GaveUp> {
        let mut found = [Grid::EMPTY; 2];
        let (count, stats) = self.search(grid, 2, &mut found)?;
        Ok((Solution::of_found(count, &found), stats))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Digit, Generator};
    use proptest::prelude::*;
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::SeedableRng;

    #[test]
    fn engine_agrees_with_naive_on_a_classic() {
        // Project Euler 96, grid 01.
        let g: Grid =
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
                .parse()
                .unwrap();
        let mut naive = [Grid::EMPTY; 1];
        assert_eq!(naive::solutions(&g, 2, &mut naive), 1);
        assert_eq!(Solver::new().solve(&g), Solution::Unique(naive[0]));
    }

    /// A random full grid, and a mask of cells (bit i: keep cell i) to dig it with.
    fn full_grid(seed: u64) -> Grid {
        Generator::new(Xoshiro256PlusPlus::seed_from_u64(seed)).new_solved_grid()
    }

    fn keep_cells(grid: &Grid, keep: &[bool]) -> Grid {
        let mut out = *grid;
        for (i, &kept) in keep.iter().enumerate() {
            if !kept {
                out.clear(Cell::new_unchecked(i as u8));
            }
        }
        out
    }

    /// Checks every entry point of the solver on `grid` against the naive backtracker.
    fn agrees_with_naive(grid: &Grid) -> Result<(), TestCaseError> {
        let solver = Solver::new();
        let mut expected = [Grid::EMPTY; 2];
        let count = naive::solutions(grid, 3, &mut expected);
        for limit in 0..=3 {
            prop_assert_eq!(
                solver.count_solutions(grid, limit),
                count.min(limit),
                "limit {}",
                limit
            );
        }
        match solver.solve(grid) {
            Solution::None => prop_assert_eq!(count, 0),
            Solution::Unique(s) => {
                prop_assert_eq!(count, 1);
                prop_assert_eq!(s, expected[0]);
            }
            Solution::Multiple(a, b) => {
                prop_assert!(count >= 2);
                prop_assert!(a != b);
                prop_assert!(a.is_solution_of(grid) && b.is_solution_of(grid));
            }
        }
        match solver.solve_first(grid) {
            None => prop_assert_eq!(count, 0),
            Some(s) => prop_assert!(count >= 1 && s.is_solution_of(grid)),
        }
        Ok(())
    }

    proptest! {
        // Shrinking runs the naive search many times over; a bounded shrink still ends on a
        // small failing case without holding CI up.
        #![proptest_config(ProptestConfig { max_shrink_iters: 256, ..ProptestConfig::with_cases(128) })]

        /// Puzzles dug from a full grid: at least one solution, often several.
        #[test]
        fn dug_puzzles_agree_with_naive(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.45), 81),
        ) {
            agrees_with_naive(&keep_cells(&full_grid(seed), &keep))?;
        }

        /// A paced search that is always let go on answers as the plain one does, guesses
        /// and budget included, whatever the installment; stopped, it gives up after
        /// exactly the installments it was paid.
        #[test]
        fn paced_searches_answer_as_plain_ones(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.3), 81),
            every in 1u64..50,
            budget in 0u64..400,
            limit in 1usize..200,
            stop_after in 1u32..4,
        ) {
            let grid = keep_cells(&full_grid(seed), &keep);
            let solver = Solver::with_budget(budget);
            let mut always = |_| true;
            let mut paced = solver.paced(every, &mut always);
            prop_assert_eq!(
                paced.try_count_solutions(&grid, limit),
                solver.try_count_solutions(&grid, limit)
            );
            prop_assert_eq!(paced.try_solve_first(&grid), solver.try_solve_first(&grid));
            prop_assert_eq!(paced.try_solve_with_stats(&grid), solver.try_solve_with_stats(&grid));

            let mut asked = 0;
            let mut go_on = |stats: Stats| {
                asked += 1;
                assert_eq!(stats.guesses, u64::from(asked) * every);
                asked < stop_after
            };
            let unbounded = Solver::new();
            let stopped = unbounded.paced(every, &mut go_on).try_count_solutions(&grid, limit);
            match unbounded.try_count_solutions_with_stats(&grid, limit) {
                Ok((count, stats)) if stats.guesses <= u64::from(stop_after) * every => {
                    prop_assert_eq!(stopped, Ok(count));
                }
                _ => prop_assert_eq!(stopped, Err(GaveUp::after(u64::from(stop_after) * every))),
            }
        }

        /// Random clues anywhere: usually no solution, sometimes clashing clues.
        #[test]
        fn random_clues_agree_with_naive(
            clues in proptest::collection::vec((0u8..81, 1u8..=9), 30..60),
        ) {
            let mut grid = Grid::EMPTY;
            for (cell, digit) in clues {
                grid.set(Cell::new_unchecked(cell), Digit::new_unchecked(digit));
            }
            agrees_with_naive(&grid)?;
        }

        /// The generator's question: does some solution differ from the known one on the
        /// emptied cells? Exactly when the puzzle has more than one solution.
        #[test]
        fn other_solution_exactly_when_not_unique(
            seed: u64,
            keep in proptest::collection::vec(proptest::bool::weighted(0.5), 81),
            emptied in proptest::collection::vec(0u8..81, 1..4),
        ) {
            let solution = full_grid(seed);
            let mut puzzle = keep_cells(&solution, &keep);
            let mut cells = [Cell::new_unchecked(0); 3];
            let mut n = 0;
            for &i in &emptied {
                let cell = Cell::new_unchecked(i);
                if puzzle.get(cell).is_some() {
                    puzzle.clear(cell);
                    cells[n] = cell;
                    n += 1;
                }
            }
            let other = Solver::new().has_other_solution(&puzzle, &cells[..n], &solution);
            // The solutions that agree with `solution` on `cells` are those of the puzzle
            // with `cells` given: another one exists exactly when the puzzle has more.
            let mut given = puzzle;
            for cell in &cells[..n] {
                given.set(*cell, solution.get(*cell).unwrap());
            }
            // The naive count must exhaust the puzzle's tree: keep it small.
            prop_assume!(puzzle.clue_count() >= 32);
            let total = naive::count_solutions(&puzzle, 1000);
            prop_assume!(total < 1000);
            prop_assert_eq!(other, total > naive::count_solutions(&given, 1000));
        }
    }
}
