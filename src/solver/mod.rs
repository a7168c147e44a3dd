//! [`Solver`]: counts and finds the solutions of a grid.

mod engine;
#[cfg(test)]
pub(crate) mod naive;

use crate::{Cell, Grid};

/// What a search found, as far as a caller asking "is the solution unique?" needs to know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solution {
    /// The grid has no solution (its clues may conflict).
    None,
    /// The grid has exactly one solution.
    Unique(Grid),
    /// The grid has two or more solutions; here are two different ones.
    Multiple(Grid, Grid),
}

/// Counts of the work a search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Stats {
    /// Branch points: how many times the search had to try a candidate it could not deduce.
    pub guesses: u64,
}

/// A sudoku solver: constraint propagation plus backtracking. It holds no state between calls.
#[derive(Clone, Copy, Debug, Default)]
pub struct Solver {
    _private: (),
}

impl Solver {
    /// A solver.
    #[must_use]
    pub const fn new() -> Solver {
        Solver { _private: () }
    }

    /// Whether the grid has no, one, or several solutions, with the solutions found.
    #[must_use]
    pub fn solve(&self, grid: &Grid) -> Solution {
        self.solve_with_stats(grid).0
    }

    /// Like [`Solver::solve`], with the [`Stats`] of the search.
    #[must_use]
    pub fn solve_with_stats(&self, grid: &Grid) -> (Solution, Stats) {
        let mut found = [Grid::EMPTY; 2];
        let (count, stats) = engine::search(grid, 2, &mut found);
        let solution = match count {
            0 => Solution::None,
            1 => Solution::Unique(found[0]),
            _ => Solution::Multiple(found[0], found[1]),
        };
        (solution, stats)
    }

    /// The number of solutions, counting no further than `limit`.
    #[must_use]
    pub fn count_solutions(&self, grid: &Grid, limit: usize) -> usize {
        self.count_solutions_with_stats(grid, limit).0
    }

    /// Like [`Solver::count_solutions`], with the [`Stats`] of the search.
    #[must_use]
    pub fn count_solutions_with_stats(&self, grid: &Grid, limit: usize) -> (usize, Stats) {
        engine::search(grid, limit, &mut [])
    }

    /// The first solution found, or `None` when there is none.
    #[must_use]
    pub fn solve_first(&self, grid: &Grid) -> Option<Grid> {
        let mut found = [Grid::EMPTY; 1];
        let (count, _) = engine::search(grid, 1, &mut found);
        (count == 1).then_some(found[0])
    }

    /// Whether `grid` has a solution that differs from `solution` on one of `cells`, which
    /// `grid` leaves empty; `solution` must be a solution of `grid`. The generator's test for
    /// removing clues: the puzzle keeps its unique solution without the clues of `cells`
    /// exactly when this is false.
    pub(crate) fn has_other_solution(&self, grid: &Grid, cells: &[Cell], solution: &Grid) -> bool {
        engine::has_other_solution(grid, cells, solution)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
