//! TEMPORARY simple engine: bitmask backtracking with fewest-candidates-first.
//! To be replaced by the band bitboard engine; same functions, same contract.

use super::Stats;
use crate::{Cell, Digit, Grid};

fn unit_masks(cells: &[u8; 81]) -> Option<([u16; 9], [u16; 9], [u16; 9])> {
    let (mut r, mut c, mut b) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (i, &v) in cells.iter().enumerate() {
        if v != 0 {
            let bit = 1u16 << (v - 1);
            let (ri, ci, bi) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
            if (r[ri] | c[ci] | b[bi]) & bit != 0 {
                return None;
            }
            r[ri] |= bit;
            c[ci] |= bit;
            b[bi] |= bit;
        }
    }
    Some((r, c, b))
}

fn rec(cells: &mut [u8; 81], banned: (usize, u16), limit: usize, found: &mut [Grid], count: &mut usize, stats: &mut Stats) {
    let Some((r, c, b)) = unit_masks(cells) else { return };
    let mut best = None;
    let mut best_n = 10;
    for i in 0..81 {
        if cells[i] == 0 {
            let mut free = !(r[i / 9] | c[i % 9] | b[i / 27 * 3 + i % 9 / 3]) & 0x1ff;
            if i == banned.0 {
                free &= !banned.1;
            }
            let n = free.count_ones();
            if n < best_n {
                best_n = n;
                best = Some((i, free));
            }
        }
    }
    let Some((i, mut free)) = best else {
        if *count < found.len() {
            found[*count] = Grid::from_bytes_unchecked(*cells);
        }
        *count += 1;
        return;
    };
    if free.count_ones() > 1 {
        stats.guesses += 1;
    }
    while free != 0 && *count < limit {
        let d = free.trailing_zeros() as u8;
        free &= free - 1;
        cells[i] = d + 1;
        rec(cells, banned, limit, found, count, stats);
    }
    cells[i] = 0;
}

pub(crate) fn search(grid: &Grid, limit: usize, found: &mut [Grid]) -> (usize, Stats) {
    let mut cells = *grid.as_bytes();
    let (mut count, mut stats) = (0, Stats::default());
    if limit > 0 {
        rec(&mut cells, (81, 0), limit, found, &mut count, &mut stats);
    }
    (count, stats)
}

pub(crate) fn has_solution_without(grid: &Grid, cell: Cell, digit: Digit) -> bool {
    let mut cells = *grid.as_bytes();
    cells[cell.index()] = 0;
    let (mut count, mut stats) = (0, Stats::default());
    rec(&mut cells, (cell.index(), 1 << (digit.get() - 1)), 1, &mut [], &mut count, &mut stats);
    count > 0
}
