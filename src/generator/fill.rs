//! The random complete grid: a randomised fill from three random boxes, with a fallback that
//! cannot fail, and the shuffle of rows, columns, bands and stacks that follows it.

use super::units::{ALL_DIGITS, Units};
use crate::House;
use crate::candidates::nine_bit_count;
use crate::rng::{below, shuffle};
use rand_core::Rng;

/// Placements one fill may make before it gives up and starts again from new boxes. Fills
/// almost never backtrack much; the cap only bounds the rare long search.
const FILL_BUDGET: u32 = 1_000;

/// Fills [`random_fill`] starts before it falls back to [`pattern_fill`]. About one fill
/// in 100,000 runs out of budget with a real generator of random numbers, so eight in a
/// row never happen; a degenerate generator (one that repeats a short cycle) could fail
/// every time.
pub(super) const MAX_FILLS: u32 = 8;

/// A complete valid grid, from [`try_random_fill`] if one of `fills` tries succeeds, else
/// from [`pattern_fill`]: it returns for any `rng`.
pub(super) fn random_fill<R: Rng + ?Sized>(rng: &mut R, fills: u32) -> [u8; 81] {
    for _ in 0..fills {
        if let Some(cells) = try_random_fill(rng) {
            return cells;
        }
    }
    pattern_fill(rng)
}

/// The textbook complete grid, row `r` the digits shifted by `3r + r/3`, with its digits
/// relabelled at random. It needs no search, so it cannot fail; [`shuffle_lines`] then
/// permutes its rows and columns like any other fill.
fn pattern_fill<R: Rng + ?Sized>(rng: &mut R) -> [u8; 81] {
    let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    shuffle(rng, &mut digits);
    let mut cells = [0u8; 81];
    for (i, cell) in cells.iter_mut().enumerate() {
        let (r, c) = (i / 9, i % 9);
        *cell = digits[(3 * r + r / 3 + c) % 9];
    }
    cells
}

/// Takes a random bit out of the non-empty `mask` and returns its digit (1..=9).
fn take_random<R: Rng + ?Sized>(rng: &mut R, mask: &mut u16) -> u8 {
    let n = mask.count_ones();
    let mut rest = *mask;
    if n > 1 {
        for _ in 0..below(rng, n) {
            rest &= rest - 1;
        }
    }
    let bit = rest & rest.wrapping_neg();
    *mask &= !bit;
    bit.trailing_zeros() as u8 + 1
}

/// Boxes 0, 4 and 8 at random, then a randomised depth-first fill of the other 54 cells,
/// fewest candidates first. `None` when it ran out of budget (or, in theory, of grids).
fn try_random_fill<R: Rng + ?Sized>(rng: &mut R) -> Option<[u8; 81]> {
    let mut cells = [0u8; 81];
    for b in [0, 4, 8] {
        let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        shuffle(rng, &mut digits);
        for (cell, &d) in House::ALL[18 + b].cells().iter().zip(&digits) {
            cells[cell.index()] = d;
        }
    }
    let mut units = Units::of(&cells);

    // open[..depth] are filled, in the order they were; open[depth..] are still empty.
    let mut open = [0u8; 54];
    let mut n = 0;
    for (i, &d) in cells.iter().enumerate() {
        if d == 0 {
            open[n] = i as u8;
            n += 1;
        }
    }
    let mut untried = [0u16; 54];
    let mut depth = 0;
    let mut budget = FILL_BUDGET;
    'descend: while depth < open.len() {
        let (mut best, mut best_free, mut best_count) = (depth, 0, u8::MAX);
        for (k, &i) in open.iter().enumerate().skip(depth) {
            let free = !units.seen(usize::from(i)) & ALL_DIGITS;
            let count = nine_bit_count(free) as u8;
            if count < best_count {
                (best, best_free, best_count) = (k, free, count);
                if count <= 1 {
                    break;
                }
            }
        }
        open.swap(depth, best);
        untried[depth] = best_free;
        loop {
            if untried[depth] != 0 {
                budget = budget.checked_sub(1)?;
                let d = take_random(rng, &mut untried[depth]);
                let i = usize::from(open[depth]);
                cells[i] = d;
                units.toggle(i, d);
                depth += 1;
                continue 'descend;
            }
            depth = depth.checked_sub(1)?;
            let i = usize::from(open[depth]);
            units.toggle(i, cells[i]);
            cells[i] = 0;
        }
    }
    Some(cells)
}

/// A random order of the nine rows (or columns) that keeps each band (stack) together.
fn line_order<R: Rng + ?Sized>(rng: &mut R) -> [usize; 9] {
    let mut bands = [0, 1, 2];
    shuffle(rng, &mut bands);
    let mut order = [0; 9];
    for (slot, band) in bands.into_iter().enumerate() {
        let mut lines = [0, 1, 2];
        shuffle(rng, &mut lines);
        for (k, line) in lines.into_iter().enumerate() {
            order[slot * 3 + k] = band * 3 + line;
        }
    }
    order
}

/// The grid with rows and columns permuted within and across bands and stacks, and maybe
/// transposed: a random symmetry of sudoku, so the result is valid when `cells` is.
pub(super) fn shuffle_lines<R: Rng + ?Sized>(rng: &mut R, cells: &[u8; 81]) -> [u8; 81] {
    let rows = line_order(rng);
    let cols = line_order(rng);
    let transpose = below(rng, 2) == 1;
    let mut out = [0u8; 81];
    for (r, &from_r) in rows.iter().enumerate() {
        for (c, &from_c) in cols.iter().enumerate() {
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            out[r * 9 + c] = cells[from_r * 9 + from_c];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;
    use crate::generator::tests::{generator, is_complete_and_valid};
    use crate::rng::Constant;
    use rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn the_fallback_fill_is_complete_and_valid() {
        // With no random fills allowed, `random_fill` must fall back to the pattern.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
        for _ in 0..20 {
            let cells = random_fill(&mut rng, 0);
            assert!(is_complete_and_valid(&Grid::from_bytes_unchecked(cells)));
            let shuffled = shuffle_lines(&mut rng, &cells);
            assert!(is_complete_and_valid(&Grid::from_bytes_unchecked(shuffled)));
        }
        for word in [0, u32::MAX] {
            let cells = random_fill(&mut Constant(word), 0);
            assert!(is_complete_and_valid(&Grid::from_bytes_unchecked(cells)));
        }
    }

    #[test]
    fn many_solved_grids_in_a_row_are_valid() {
        // Enough grids that some fills will have backtracked or restarted.
        let mut g = generator(11);
        for _ in 0..300 {
            assert!(is_complete_and_valid(&g.new_solved_grid()));
        }
    }
}
