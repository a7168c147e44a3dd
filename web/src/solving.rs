//! Every call of the brute-force solver goes through this file.
//!
//! A page solves what people type, so the search must not run on without end: when `Solver`
//! takes a budget for untrusted input (issue 22), it is set here, and a search that gives up
//! becomes one more outcome in these three functions, nowhere else.

use shudu::{Grid, Solution, Solver};

/// The solver every export uses.
const SOLVER: Solver = Solver::new();

/// No solution, one, or two of several.
pub(crate) fn solve(grid: &Grid) -> Solution {
    SOLVER.solve(grid)
}

/// How many solutions, counting up to `limit`.
pub(crate) fn count(grid: &Grid, limit: usize) -> usize {
    SOLVER.count_solutions(grid, limit)
}

/// A first solution, if there is one.
pub(crate) fn first(grid: &Grid) -> Option<Grid> {
    SOLVER.solve_first(grid)
}
