//! The grid's geometry, in one place: which row, column and box each of the 81 cells lies in,
//! the nine cells of each of the 27 houses, and the 20 peers of each cell.
//!
//! Cells are numbered 0 to 80 row by row; houses 0 to 26: rows 0-8, columns 9-17, boxes 18-26,
//! boxes numbered row by row from the top left. [`Cell`], [`House`](crate::House), the grid's
//! validity check and the generator's bookkeeping all ask here. The solver's engine keeps its
//! own band-shaped tables (three rows of 27 bits per digit), built for its bit layout; the
//! tests check its answers against the naive solver, which computes the geometry its own
//! plain way on purpose, so that the reference does not share this module's mistakes.

use crate::Cell;

/// The row of cell `i`, 0 (top) to 8.
pub(crate) const fn row(i: usize) -> usize {
    PLACE[i][0] as usize
}

/// The column of cell `i`, 0 (left) to 8.
pub(crate) const fn col(i: usize) -> usize {
    PLACE[i][1] as usize
}

/// The box of cell `i`, 0 (top left) to 8 (bottom right), numbered row by row.
pub(crate) const fn box_of(i: usize) -> usize {
    PLACE[i][2] as usize
}

/// The six orders of three things (rows of a band, bands, boxes of a row...), in
/// lexicographic order: `PERMUTATIONS_OF_THREE[p][i]` is where order `p` sends `i`. The
/// solver's band rule and the canonical form's search both enumerate these.
pub(crate) const PERMUTATIONS_OF_THREE: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Row, column and box of every cell, looked up rather than divided out: the techniques
/// ask them in their inner loops.
const PLACE: [[u8; 3]; 81] = {
    let mut table = [[0; 3]; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = [(i / 9) as u8, (i % 9) as u8, (i / 27 * 3 + i % 9 / 3) as u8];
        i += 1;
    }
    table
};

/// The indices of the three houses holding cell `i`: its row, its column and its box.
pub(crate) const fn units_of(i: usize) -> [usize; 3] {
    [row(i), 9 + col(i), 18 + box_of(i)]
}

/// Whether cells `a` and `b` share a row, a column or a box (a cell shares all three with
/// itself).
pub(crate) const fn share_a_unit(a: usize, b: usize) -> bool {
    a == b || SEEN[a] >> b & 1 == 1
}

/// For every cell, its 20 peers as a bit mask of cell indices.
const SEEN: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut a = 0;
    while a < 81 {
        let mut b = 0;
        while b < 81 {
            let (ra, rb) = (a / 9, b / 9);
            let (ca, cb) = (a % 9, b % 9);
            if a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)) {
                table[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// The cells of the 27 houses, each in ascending order.
pub(crate) static UNIT_CELLS: [[Cell; 9]; 27] = unit_table();

/// The 20 peers of every cell, in ascending order: the other cells of its row, column and box.
pub(crate) static PEERS: [[Cell; 20]; 81] = peer_table();

const fn unit_table() -> [[Cell; 9]; 27] {
    let mut table = [[Cell::new_unchecked(0); 9]; 27];
    let mut filled = [0usize; 27];
    let mut i = 0;
    while i < 81 {
        let units = units_of(i);
        let mut k = 0;
        while k < 3 {
            let u = units[k];
            table[u][filled[u]] = Cell::new_unchecked(i as u8);
            filled[u] += 1;
            k += 1;
        }
        i += 1;
    }
    // Every unit has exactly nine cells; a wrong geometry fails to compile.
    let mut u = 0;
    while u < 27 {
        assert!(filled[u] == 9);
        u += 1;
    }
    table
}

const fn peer_table() -> [[Cell; 20]; 81] {
    let mut table = [[Cell::new_unchecked(0); 20]; 81];
    let mut i = 0;
    while i < 81 {
        let mut n = 0;
        let mut j = 0;
        while j < 81 {
            if j != i && share_a_unit(i, j) {
                table[i][n] = Cell::new_unchecked(j as u8);
                n += 1;
            }
            j += 1;
        }
        // Every cell has exactly 20 peers; a wrong geometry fails to compile.
        assert!(n == 20);
        i += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_are_three_by_three_blocks() {
        // Box 4 is the centre: rows 3-5, columns 3-5.
        let centre: [usize; 9] = core::array::from_fn(|k| UNIT_CELLS[22][k].index());
        assert_eq!(centre, [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(box_of(8), 2);
        assert_eq!(box_of(72), 6);
        assert_eq!(units_of(80), [8, 17, 26]);
        // Each cell is in each of its units, and 8 of its peers are in its box.
        for (i, peers) in PEERS.iter().enumerate() {
            for unit in units_of(i) {
                assert!(UNIT_CELLS[unit].iter().any(|cell| cell.index() == i));
            }
            let in_box = peers.iter().filter(|p| box_of(p.index()) == box_of(i));
            assert_eq!(in_box.count(), 8);
        }
    }
}
