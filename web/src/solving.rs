//! Every call of the brute-force solver goes through this file.
//!
//! A page solves what people type, so the search must not run on without end: every search
//! runs within a budget of guesses ([`DEFAULT_BUDGET`] unless the caller gives one), and a
//! search that gives up is one more outcome of these three functions, nowhere else.

use shudu::{GaveUp, Grid, Solution, Solver};

/// The guesses a search may make when the caller names no budget: far more than any real
/// puzzle needs (the hardest known take a few thousand), a fraction of a second at most.
pub(crate) const DEFAULT_BUDGET: u32 = 100_000;

/// The solver for a budget of `guesses`.
fn solver(guesses: u32) -> Solver {
    Solver::with_budget(u64::from(guesses))
}

/// No solution, one, or two of several.
pub(crate) fn solve(grid: &Grid, guesses: u32) -> Result<Solution, GaveUp> {
    solver(guesses).try_solve(grid)
}

/// How many solutions, counting up to `limit`.
pub(crate) fn count(grid: &Grid, limit: usize, guesses: u32) -> Result<usize, GaveUp> {
    solver(guesses).try_count_solutions(grid, limit)
}

/// A first solution, if there is one.
pub(crate) fn first(grid: &Grid, guesses: u32) -> Result<Option<Grid>, GaveUp> {
    solver(guesses).try_solve_first(grid)
}
