//! Digging (挖洞): emptying a complete grid's cells while the puzzle keeps one solution, and
//! the cheap proof by singles tried before the solver is asked.

use super::units::{ALL_DIGITS, Units};
use crate::rng::shuffle;
use crate::{Cell, Grid, Solver, Symmetry};
use rand_core::Rng;

/// Linear digging of `solution` (a complete valid grid): each orbit of `symmetry` is
/// visited once in random order and emptied if the puzzle stays unique, until at most
/// `target` clues are left. Returns the clues.
pub(super) fn dig<R: Rng + ?Sized>(
    rng: &mut R,
    solution: &Grid,
    symmetry: Symmetry,
    target: u8,
) -> Grid {
    // One representative per orbit, its smallest cell.
    let mut reps = [0u8; 81];
    let mut n = 0;
    for i in 0..81u8 {
        if symmetry
            .orbit(Cell::new_unchecked(i))
            .iter()
            .all(|c| c.index() >= usize::from(i))
        {
            reps[n] = i;
            n += 1;
        }
    }
    let reps = &mut reps[..n];
    shuffle(rng, reps);

    let solver = Solver::new();
    let mut cells = *solution.as_bytes();
    let mut units = Units::of(&cells);
    let mut clues = 81u8;
    for &rep in reps.iter() {
        if clues <= target {
            break;
        }
        let orbit = symmetry.orbit(Cell::new_unchecked(rep));
        for cell in orbit.iter() {
            let i = cell.index();
            units.toggle(i, cells[i]);
            cells[i] = 0;
        }
        // Cells that singles force back change nothing about the solutions: put them back
        // in a trial copy, and ask the solver only about the rest: whether some solution
        // differs from ours there.
        let mut trial = cells;
        let unforced =
            force_back_by_singles(&mut trial, units, orbit.as_slice(), solution.as_bytes());
        let unique = unforced.as_slice().is_empty()
            || !solver.has_other_solution(
                &Grid::from_bytes_unchecked(trial),
                unforced.as_slice(),
                solution,
            );
        if unique {
            clues -= orbit.len() as u8;
        } else {
            for cell in orbit.iter() {
                let i = cell.index();
                cells[i] = solution.as_bytes()[i];
                units.toggle(i, cells[i]);
            }
        }
    }
    Grid::from_bytes_unchecked(cells)
}

/// Fills cells of `removed` back into `cells` (the clues, with `removed` empty; `units` their
/// digits) with their digit of `solution` for as long as naked and hidden singles force one,
/// and returns the cells left unforced.
///
/// Each cell filled is a consequence of the clues, so the clues have the same solutions
/// before and after; when none is left, they have no more solutions than they had with
/// `removed` given.
fn force_back_by_singles(
    cells: &mut [u8; 81],
    mut units: Units,
    removed: &[Cell],
    solution: &[u8; 81],
) -> Unforced {
    let mut pending = Unforced {
        cells: [Cell::new_unchecked(0); 8],
        len: 0,
    };
    for &cell in removed.iter().take(8) {
        pending.cells[pending.len] = cell;
        pending.len += 1;
    }
    loop {
        let before = pending.len;
        let mut k = 0;
        while k < pending.len {
            let i = pending.cells[k].index();
            let d = solution[i];
            let bit = 1u16 << (d - 1);
            let naked = units.seen(i) | bit == ALL_DIGITS;
            let hidden = || {
                Cell::new_unchecked(i as u8)
                    .houses()
                    .into_iter()
                    .any(|unit| {
                        unit.cells().iter().all(|j| {
                            let j = j.index();
                            j == i || cells[j] != 0 || units.seen(j) & bit != 0
                        })
                    })
            };
            if naked || hidden() {
                cells[i] = d;
                units.toggle(i, d);
                pending.len -= 1;
                pending.cells[k] = pending.cells[pending.len];
            } else {
                k += 1;
            }
        }
        if pending.len == 0 || pending.len == before {
            return pending;
        }
    }
}

/// The cells [`force_back_by_singles`] could not fill: at most an orbit's eight.
struct Unforced {
    cells: [Cell; 8],
    len: usize,
}

impl Unforced {
    fn as_slice(&self) -> &[Cell] {
        &self.cells[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::tests::{generator, symmetry, without_orbit};
    use crate::solver::naive;
    use proptest::prelude::*;

    proptest! {
        // Up to 81 naive counts per case: fewer cases.
        #![proptest_config(ProptestConfig::with_cases(12))]

        #[test]
        fn singles_force_back_only_what_the_clues_imply(
            seed: u64,
            symmetry in symmetry(),
            keep in 28usize..50,
        ) {
            // Dig part way, then try the shortcut on each given orbit: it may only fill cells
            // of the orbit, with the solution's digits, and must not change how many
            // solutions the clues have; when it fills them all, the clues stay unique.
            let puzzle = generator(seed).symmetry(symmetry).target_clues(keep).generate();
            let solution = puzzle.solution().as_bytes();
            for i in 0..81 {
                let cell = Cell::new(i).unwrap();
                if puzzle.grid().get(cell).is_none() {
                    continue;
                }
                let orbit = symmetry.orbit(cell);
                let fewer = without_orbit(puzzle.grid(), symmetry, cell);
                let mut trial = *fewer.as_bytes();
                let units = Units::of(&trial);
                let unforced =
                    force_back_by_singles(&mut trial, units, orbit.as_slice(), solution);
                for j in 0..81 {
                    let in_orbit = orbit.iter().any(|c| c.index() == j);
                    let unforced_here = unforced.as_slice().iter().any(|c| c.index() == j);
                    let expected = if in_orbit && !unforced_here { solution[j] } else { fewer.as_bytes()[j] };
                    prop_assert_eq!(trial[j], expected, "cell {}", j);
                }
                let trial = Grid::from_bytes_unchecked(trial);
                let count = naive::count_solutions(&fewer, 2);
                prop_assert_eq!(naive::count_solutions(&trial, 2), count, "{} -> {}", fewer, trial);
                if unforced.as_slice().is_empty() {
                    prop_assert_eq!(count, 1, "{}", fewer);
                }
            }
        }
    }

    #[test]
    fn singles_on_a_near_full_grid_and_an_empty_one() {
        let solution = generator(1).new_solved_grid();
        // One empty cell is a naked single.
        let mut cells = *solution.as_bytes();
        cells[30] = 0;
        let units = Units::of(&cells);
        let unforced = force_back_by_singles(
            &mut cells,
            units,
            &[Cell::new(30).unwrap()],
            solution.as_bytes(),
        );
        assert!(unforced.as_slice().is_empty());
        assert_eq!(&cells, solution.as_bytes());
        // An empty grid forces nothing.
        let mut empty = [0u8; 81];
        let orbit = Symmetry::Central.orbit(Cell::new(0).unwrap());
        let unforced = force_back_by_singles(
            &mut empty,
            Units::default(),
            orbit.as_slice(),
            solution.as_bytes(),
        );
        assert_eq!(unforced.as_slice().len(), 2);
        assert_eq!(empty, [0u8; 81]);
    }
}
