//! The grid's geometry, in one place: which row, column and box each of the 81 cells lies in,
//! the nine cells of each of the 27 houses, and the 20 peers of each cell, as lists and as
//! bit masks, in the plain order and in the orders Sudoku Explainer (SE) and HoDoKu visit them.
//!
//! Cells are numbered 0 to 80 row by row; houses 0 to 26: rows 0-8, columns 9-17, boxes 18-26,
//! boxes numbered row by row from the top left. [`Cell`], [`House`](crate::House),
//! [`CellSet`](crate::CellSet), the grid's validity check, the generator's bookkeeping and the
//! explaining solver's searches all read these tables; none builds its own. The solver's
//! engine keeps its own band-shaped tables (three rows of 27 bits per digit), built for its bit
//! layout; the tests check its answers against the naive solver, which computes the geometry
//! its own plain way on purpose, so that the reference does not share this module's mistakes.

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
/// ask them in their inner loops. The one place the arithmetic is written.
const PLACE: [[u8; 3]; 81] = {
    let mut table = [[0; 3]; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = [(i / 9) as u8, (i % 9) as u8, (i / 27 * 3 + i % 9 / 3) as u8];
        i += 1;
    }
    table
};

/// The houses of every cell as indices (row, column, box), looked up in one load.
static UNITS: [[u8; 3]; 81] = {
    let mut table = [[0; 3]; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = [PLACE[i][0], 9 + PLACE[i][1], 18 + PLACE[i][2]];
        i += 1;
    }
    table
};

/// The indices of the three houses holding cell `i`: its row, its column and its box.
pub(crate) const fn units_of(i: usize) -> [usize; 3] {
    let [row, col, boxed] = UNITS[i];
    [row as usize, col as usize, boxed as usize]
}

/// The indices of the three houses holding cell `i` in the order SE visits them: its box,
/// its row, its column.
pub(crate) const fn se_units_of(i: usize) -> [usize; 3] {
    let [row, col, boxed] = UNITS[i];
    [boxed as usize, row as usize, col as usize]
}

/// Whether cells `a` and `b` share a row, a column or a box (a cell shares all three with
/// itself).
pub(crate) const fn share_a_unit(a: usize, b: usize) -> bool {
    a == b || PEER_BITS[a] >> b & 1 == 1
}

/// The bit of each cell in a mask of cells (bit `i` for cell `i`): looked up, as a 128-bit
/// shift by a variable amount takes a dozen instructions on x86-64 and the chains make it in
/// their inner loops.
pub(crate) static CELL_BITS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        table[i] = 1 << i;
        i += 1;
    }
    table
};

/// The cells of each house as a bit mask.
pub(crate) static HOUSE_BITS: [u128; 27] = {
    let mut table = [0u128; 27];
    let mut i = 0;
    while i < 81 {
        let units = units_of(i);
        let mut k = 0;
        while k < 3 {
            table[units[k]] |= 1 << i;
            k += 1;
        }
        i += 1;
    }
    table
};

/// For every cell, its 20 peers as a bit mask of cell indices.
pub(crate) static PEER_BITS: [u128; 81] = {
    let mut table = [0u128; 81];
    let mut a = 0;
    while a < 81 {
        let mut b = 0;
        while b < 81 {
            let (ua, ub) = (UNITS[a], UNITS[b]);
            if a != b && (ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]) {
                table[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// For every cell, its peers house by house, each listed once, as HoDoKu lists them: the
/// other cells of its row, then of its column, then of its box but for those two lines.
pub(crate) static PEERS_BY_HOUSE: [[u128; 3]; 81] = {
    let mut table = [[0u128; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let [row, col, boxed] = units_of(i);
        let me = 1u128 << i;
        let line = (HOUSE_BITS[row] | HOUSE_BITS[col]) & !me;
        table[i] = [
            HOUSE_BITS[row] & !me,
            HOUSE_BITS[col] & !me,
            HOUSE_BITS[boxed] & !line & !me,
        ];
        i += 1;
    }
    table
};

/// The cells of the 27 houses, each in ascending order.
pub(crate) static UNIT_CELLS: [[Cell; 9]; 27] = unit_table();

/// The 20 peers of every cell, in ascending order: the other cells of its row, column and box.
pub(crate) static PEERS: [[Cell; 20]; 81] = peer_table();

/// The 20 peers of every cell in the order SE lists them: the other cells of its box, then
/// of its row, then of its column, each cell once (some of SE's searches depend on it).
pub(crate) static SE_PEERS: [[Cell; 20]; 81] = se_peer_table();

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

const fn se_peer_table() -> [[Cell; 20]; 81] {
    let mut table = [[Cell::new_unchecked(0); 20]; 81];
    let cells = unit_table();
    let mut i = 0;
    while i < 81 {
        let mut seen = 1u128 << i;
        let mut n = 0;
        let houses = se_units_of(i);
        let mut u = 0;
        while u < 3 {
            let mut k = 0;
            while k < 9 {
                let other = cells[houses[u]][k];
                if seen >> other.index() & 1 == 0 {
                    seen |= 1 << other.index();
                    table[i][n] = other;
                    n += 1;
                }
                k += 1;
            }
            u += 1;
        }
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
        assert_eq!(se_units_of(80), [26, 8, 17]);
        // Each cell is in each of its units, and 8 of its peers are in its box.
        for (i, peers) in PEERS.iter().enumerate() {
            for unit in units_of(i) {
                assert!(UNIT_CELLS[unit].iter().any(|cell| cell.index() == i));
            }
            let in_box = peers.iter().filter(|p| box_of(p.index()) == box_of(i));
            assert_eq!(in_box.count(), 8);
        }
    }

    #[test]
    fn the_masks_and_orders_agree_with_the_lists() {
        for i in 0..81 {
            assert_eq!(CELL_BITS[i], 1 << i);
            let peers = PEERS[i].iter().fold(0u128, |m, c| m | 1 << c.index());
            assert_eq!(PEER_BITS[i], peers);
            let se = SE_PEERS[i].iter().fold(0u128, |m, c| m | 1 << c.index());
            assert_eq!(se, peers);
            // SE's order: the box's cells first.
            assert!(
                SE_PEERS[i][..8]
                    .iter()
                    .all(|c| box_of(c.index()) == box_of(i))
            );
            let [a, b, c] = PEERS_BY_HOUSE[i];
            assert_eq!((a & b, a & c, b & c), (0, 0, 0));
            assert_eq!(a | b | c, peers);
            assert_eq!(a | 1 << i, HOUSE_BITS[row(i)]);
        }
        for (h, cells) in UNIT_CELLS.iter().enumerate() {
            let mask = cells.iter().fold(0u128, |m, c| m | 1 << c.index());
            assert_eq!(HOUSE_BITS[h], mask);
        }
    }
}
