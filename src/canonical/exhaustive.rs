//! The canonical form by trying all 3,359,232 geometric variants, each relabelled by first
//! occurrence: the definition itself. The fast searches assume no digit repeats in a row or
//! column; grids that break that come here, and the tests check the fast searches against it.

use core::cmp::Ordering;

use super::Best;
use crate::Transform;
use crate::geometry::PERMUTATIONS_OF_THREE;

/// The 1,296 orders of nine lines that keep groups of three together: the order of the
/// groups, then the order inside each group.
static LINE_ORDERS: [[u8; 9]; 1296] = line_orders();

const fn line_orders() -> [[u8; 9]; 1296] {
    let mut all = [[0u8; 9]; 1296];
    let mut n = 0;
    let mut outer = 0;
    while outer < 6 {
        let mut inner = 0;
        while inner < 216 {
            let inners = [inner / 36, inner / 6 % 6, inner % 6];
            let mut k = 0;
            while k < 3 {
                let group = PERMUTATIONS_OF_THREE[outer][k];
                let mut i = 0;
                while i < 3 {
                    all[n][k * 3 + i] = group * 3 + PERMUTATIONS_OF_THREE[inners[k]][i];
                    i += 1;
                }
                k += 1;
            }
            n += 1;
            inner += 1;
        }
        outer += 1;
    }
    all
}

pub(super) fn search(grids: &[[u8; 81]; 2], best: &mut Best) {
    for (t, grid) in grids.iter().enumerate() {
        for rows in LINE_ORDERS.iter() {
            // The grid with its rows in this order, so the inner loop reads a row at a time.
            let mut by_rows = [0u8; 81];
            for (r, &from) in rows.iter().enumerate() {
                let from = usize::from(from) * 9;
                by_rows[r * 9..r * 9 + 9].copy_from_slice(&grid[from..from + 9]);
            }
            'cols: for cols in LINE_ORDERS.iter() {
                let mut label = [0u8; 10];
                let mut next = 1;
                for r in 0..9 {
                    for (c, &from) in cols.iter().enumerate() {
                        let d = usize::from(by_rows[r * 9 + usize::from(from)]);
                        let v = if d == 0 {
                            0
                        } else {
                            if label[d] == 0 {
                                label[d] = next;
                                next += 1;
                            }
                            label[d]
                        };
                        if best.offer(r * 9 + c, v) == Ordering::Greater {
                            continue 'cols;
                        }
                    }
                }
                best.leaf(1, || {
                    Transform::from_raw(t == 1, *rows, *cols, super::complete_labels(&label))
                });
            }
        }
    }
}
