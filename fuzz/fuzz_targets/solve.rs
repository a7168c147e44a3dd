//! Arbitrary grids, mostly empty so that the search has work to do: the solver's entry points
//! agree with each other, and every solution they give is a real solution of the grid. Run
//! with a low `-timeout`: an input that makes the search blow up is a finding too.
//!
//! Input bytes are taken in pairs: the first byte of a pair picks a cell (modulo 81), the
//! second a digit (modulo 10, 0 clearing the cell); at most [`MAX_CLUES`] pairs count. Clues may clash; such a grid has no
//! solution, and the solver must say so.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::{Cell, Digit, Grid, Solution, Solver};

/// At most this many pairs are read: past 30 or so random clues almost every grid clashes, and
/// the search has nothing to do.
const MAX_CLUES: usize = 32;

fuzz_target!(|data: &[u8]| {
    let mut grid = Grid::EMPTY;
    for pair in data.chunks_exact(2).take(MAX_CLUES) {
        let Some(cell) = Cell::new(pair[0] % 81) else {
            continue;
        };
        match Digit::new(pair[1] % 10) {
            Some(digit) => grid.set(cell, digit),
            None => grid.clear(cell),
        }
    }
    let solver = Solver::new();
    let count = solver.count_solutions(&grid, 2);
    assert_eq!(solver.count_solutions(&grid, 1), count.min(1));
    assert_eq!(solver.count_solutions_with_stats(&grid, 2).0, count);
    match (count, solver.solve(&grid)) {
        (0, Solution::None) => {}
        (1, Solution::Unique(s)) => assert!(s.is_solution_of(&grid)),
        (2, Solution::Multiple(a, b)) => {
            assert_ne!(a, b);
            assert!(a.is_solution_of(&grid) && b.is_solution_of(&grid));
        }
        (count, answer) => panic!("{grid}: count_solutions says {count}, solve says {answer:?}"),
    }
    match solver.solve_first(&grid) {
        None => assert_eq!(count, 0),
        Some(s) => assert!(count > 0 && s.is_solution_of(&grid)),
    }
    // Clashing clues are a grid with no solution, never a solved one.
    if !grid.is_valid() {
        assert_eq!(count, 0);
    }
});
