//! Arbitrary grids, mostly empty so that the search has work to do: the solver's entry points
//! agree with each other, and every solution they give is a real solution of the grid. Run
//! with a low `-timeout`: an input that makes the search blow up is a finding too.
//!
//! It is also an adversary: the guesses of each search are bucketed by their order of
//! magnitude into distinct code paths, so that libFuzzer keeps an input that reaches a new
//! magnitude and mutates it further (climbing on guesses as a hill-climb does), and any grid
//! over [`BOUND`] guesses counting to two or to a first solution, or over [`BOUND_THOUSAND`]
//! counting to 1,000, is a crash. The slowest grids found are kept in
//! `tests/data/adversarial.txt`, which `cargo test --test adversary` checks.
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

/// The most guesses a search may take counting to two or to a first solution, and counting
/// to 1,000, as in `tests/adversary.rs`.
const BOUND: u64 = 5_000;
const BOUND_THOUSAND: u64 = 20_000;

/// A distinct branch for each order of magnitude of `guesses` (powers of two), so that the
/// fuzzer sees a grid that takes more guesses than any before as new coverage.
#[inline(never)]
fn bucket(guesses: u64) {
    match 64 - guesses.leading_zeros() {
        0 => std::hint::black_box(0),
        1 => std::hint::black_box(1),
        2 => std::hint::black_box(2),
        3 => std::hint::black_box(3),
        4 => std::hint::black_box(4),
        5 => std::hint::black_box(5),
        6 => std::hint::black_box(6),
        7 => std::hint::black_box(7),
        8 => std::hint::black_box(8),
        9 => std::hint::black_box(9),
        10 => std::hint::black_box(10),
        11 => std::hint::black_box(11),
        12 => std::hint::black_box(12),
        _ => std::hint::black_box(13),
    };
}

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
    let (count, stats) = solver.count_solutions_with_stats(&grid, 2);
    let (first, first_stats) = solver.count_solutions_with_stats(&grid, 1);
    assert_eq!(first, count.min(1));
    let guesses = stats.guesses.max(first_stats.guesses);
    bucket(guesses);
    assert!(
        guesses <= BOUND,
        "{grid}: {guesses} guesses, over the bound of {BOUND}"
    );
    // Counting many solutions counts each once: never fewer than counting to two finds.
    let (many, many_stats) = solver.count_solutions_with_stats(&grid, 1_000);
    assert_eq!(many.min(2), count);
    assert!(
        many_stats.guesses <= BOUND_THOUSAND,
        "{grid}: {} guesses counting to 1,000, over the bound of {BOUND_THOUSAND}",
        many_stats.guesses
    );
    assert_eq!(solver.count_solutions(&grid, 2), count);
    // A budget that suffices answers as no budget does; one that does not gives up.
    let budgeted = Solver::with_budget(stats.guesses).try_count_solutions(&grid, 2);
    assert_eq!(budgeted, Ok(count));
    if stats.guesses > 0 {
        assert!(
            Solver::with_budget(stats.guesses - 1)
                .try_count_solutions(&grid, 2)
                .is_err()
        );
    }
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
