//! The reference solver for tests: a plain backtracker, as simple as it can be, so that the
//! fast engine and the generator can be checked against something obviously right.
//!
//! It fills the first empty cell with each digit that no cell of its row, column or box
//! holds, and recurses. Slow on hard puzzles: give it grids with a few dozen clues, or
//! a small limit.

use crate::Grid;

/// Whether `digit` (1..=9) can go in cell `i` without repeating a digit of its row, column or box.
fn fits(cells: &[u8; 81], i: usize, digit: u8) -> bool {
    let (row, col) = (i / 9, i % 9);
    let (box_row, box_col) = (row / 3 * 3, col / 3 * 3);
    (0..9).all(|k| {
        cells[row * 9 + k] != digit
            && cells[k * 9 + col] != digit
            && cells[(box_row + k / 3) * 9 + box_col + k % 3] != digit
    })
}

/// Whether no two filled cells of one row, column or box hold the same digit.
pub(crate) fn is_consistent(grid: &Grid) -> bool {
    let mut cells = *grid.as_bytes();
    (0..81).all(|i| {
        let digit = cells[i];
        if digit == 0 {
            return true;
        }
        cells[i] = 0;
        let ok = fits(&cells, i, digit);
        cells[i] = digit;
        ok
    })
}

/// Collects solutions of `cells` into `out` (at most `out.len()` kept) and returns how many
/// it found, stopping at `limit`.
fn search(cells: &mut [u8; 81], limit: usize, out: &mut [Grid], found: &mut usize) {
    let Some(i) = cells.iter().position(|&c| c == 0) else {
        if let Some(slot) = out.get_mut(*found) {
            *slot = Grid::from_bytes_unchecked(*cells);
        }
        *found += 1;
        return;
    };
    for digit in 1..=9 {
        if *found >= limit {
            break;
        }
        if fits(cells, i, digit) {
            cells[i] = digit;
            search(cells, limit, out, found);
        }
    }
    cells[i] = 0;
}

/// The number of solutions of `grid`, counting no further than `limit`.
pub(crate) fn count_solutions(grid: &Grid, limit: usize) -> usize {
    solutions(grid, limit, &mut [])
}

/// Counts the solutions of `grid` up to `limit`, writing the first ones into `out`.
pub(crate) fn solutions(grid: &Grid, limit: usize, out: &mut [Grid]) -> usize {
    let mut found = 0;
    if limit > 0 && is_consistent(grid) {
        search(&mut grid.as_bytes().clone(), limit, out, &mut found);
    }
    found
}
