//! The canonical form of a complete grid whose rows and columns each hold the nine digits.
//!
//! Row 0 of the form is always 123456789: whatever the order of the columns, the digits of
//! the first row are numbered in the order they come. So the search picks the form's first
//! two rows among the 36 pairs of rows sharing a band (of the grid or its transpose), and
//! then the column order that makes row 1 smallest. Call `pi[j]` the grid column that goes
//! to position `j` and `sigma(c)` the column where row 0 holds the digit row 1 holds in
//! column `c`: row 1 of the form is `j ↦ pi⁻¹(sigma(pi(j))) + 1`. The search fills it
//! position by position: if `pi(j)` is not decided yet it tries each column allowed there;
//! then the value is `pi⁻¹(sigma(pi(j))) + 1` if that column is placed already, and
//! otherwise the smallest free position its stack allows, which is where it must go for the
//! value to be smallest. With the column order complete, row 2 follows, and rows 3 to 8
//! are ordered by their first cell, all different since column 0 holds nine digits.

use core::cmp::Ordering;

use super::{Best, PERMS3};
use crate::Transform;

const NONE: u8 = u8::MAX;

/// The column order being built.
#[derive(Clone, Copy)]
struct Order {
    /// Position → grid column.
    pi: [u8; 9],
    /// Grid column → position.
    inv: [u8; 9],
    /// Stack of the form (block) → grid stack.
    stack_of_block: [u8; 3],
    /// Grid stack → block.
    block_of_stack: [u8; 3],
    /// Positions of each block filled: always its first ones.
    filled: [u8; 3],
}

impl Order {
    fn place(&mut self, col: u8, pos: usize) {
        self.pi[pos] = col;
        self.inv[usize::from(col)] = pos as u8;
        self.filled[pos / 3] += 1;
    }

    fn assign(&mut self, stack: usize, block: usize) {
        self.stack_of_block[block] = stack as u8;
        self.block_of_stack[stack] = block as u8;
    }
}

/// The two top rows and the rest of one choice.
struct Top<'a> {
    grid: &'a [u8; 81],
    transposed: bool,
    rows: [u8; 3],
    /// Grid column holding each digit in row `rows[0]`.
    pos0: [u8; 10],
    sigma: [u8; 9],
}

pub(super) fn search(grids: &[[u8; 81]; 2], best: &mut Best) {
    best.offer_row(0, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Two passes: the smallest start of row 1 over all choices first (cheap), then the
    // search from only the starts that reach it.
    let mut smallest = u8::MAX;
    for_each_top(grids, |top| {
        starts(top, |_, key| smallest = smallest.min(key));
    });
    for_each_top(grids, |top| {
        starts(top, |[a, b, c], key| {
            if key == smallest {
                search_from(top, best, [a, b, c]);
            }
        });
    });
}

/// Calls `f` with each of the 36 choices of the form's first two rows: two rows of one band
/// of the grid or of its transpose, in order.
fn for_each_top(grids: &[[u8; 81]; 2], mut f: impl FnMut(&Top<'_>)) {
    for (t, grid) in grids.iter().enumerate() {
        for band in 0..3u8 {
            for i0 in 0..3u8 {
                for i1 in 0..3u8 {
                    if i1 == i0 {
                        continue;
                    }
                    let rows = [band * 3 + i0, band * 3 + i1, band * 3 + 3 - i0 - i1];
                    let r0 = usize::from(rows[0]) * 9;
                    let r1 = usize::from(rows[1]) * 9;
                    let mut pos0 = [0u8; 10];
                    for c in 0..9 {
                        pos0[usize::from(grid[r0 + c])] = c as u8;
                    }
                    let sigma = core::array::from_fn(|c| pos0[usize::from(grid[r1 + c])]);
                    f(&Top {
                        grid,
                        transposed: t == 1,
                        rows,
                        pos0,
                        sigma,
                    });
                }
            }
        }
    }
}

/// Calls `f` with each order `[a, b, c]` of one stack's columns that can start the column
/// order, and a key that orders row 1's first four values as they do.
///
/// Row 1's value at position 0 is always 4: the digit lies in another stack of row 0 (the
/// box holds it once), which goes to positions 3 to 5. At position 1 it is 5 when the second
/// column's digit lies in the same stack of row 0 as the first's, else 7; in every band some
/// stack of row 1 has two digits from one stack of row 0, so 5 is always possible and only
/// those orders are given. Position 2 is then 6 if the three digits come from one stack of
/// row 0 (they fill positions 3 to 5) or else 7. Position 3 is the label of the column
/// `a`'s target points to: one of `a`, `b`, `c` (1 to 3), or else the first free position
/// of the last block (7 + 1) or, when the three digits come from one stack, of a block
/// still empty (6 + 1). The key orders as those two values, position 2's first.
fn starts(top: &Top<'_>, mut f: impl FnMut([u8; 3], u8)) {
    let sigma = |x: u8| top.sigma[usize::from(x)];
    for s in 0..3u8 {
        let base = 3 * s;
        let stacks = [0, 1, 2].map(|i| sigma(base + i) / 3);
        for &[x, y, z] in &PERMS3 {
            if stacks[usize::from(x)] != stacks[usize::from(y)] {
                continue;
            }
            let (a, b, c) = (base + x, base + y, base + z);
            let pure = sigma(c) / 3 == sigma(a) / 3;
            let back = sigma(sigma(a));
            let v3 = if back == a {
                1
            } else if back == b {
                2
            } else if back == c {
                3
            } else if pure {
                7
            } else {
                8
            };
            f([a, b, c], if pure { 6 * 16 + v3 } else { 7 * 16 + v3 });
        }
    }
}

/// Starts the column order with the columns `a`, `b`, `c` of one stack and searches on.
fn search_from(top: &Top<'_>, best: &mut Best, start: [u8; 3]) {
    let mut order = Order {
        pi: [NONE; 9],
        inv: [NONE; 9],
        stack_of_block: [NONE; 3],
        block_of_stack: [NONE; 3],
        filled: [0; 3],
    };
    order.assign(usize::from(start[0] / 3), 0);
    for (j, col) in start.into_iter().enumerate() {
        order.place(col, j);
        let v = target_value(top, &mut order, j);
        if best.offer(9 + j, v) == Ordering::Greater {
            return;
        }
    }
    position(top, best, order, 3);
}

/// Decides position `j` of the column order (every way that keeps row 1 smallest) and goes
/// on.
fn position(top: &Top<'_>, best: &mut Best, order: Order, j: usize) {
    if j == 9 {
        finish(top, best, &order);
        return;
    }
    let block = j / 3;
    if usize::from(order.filled[block]) > j % 3 {
        value(top, best, order, j);
        return;
    }
    let stack = order.stack_of_block[block];
    if stack == NONE {
        for s in 0..3 {
            if order.block_of_stack[s] == NONE {
                let mut next = order;
                next.assign(s, block);
                for c in 3 * s..3 * s + 3 {
                    let mut next = next;
                    next.place(c as u8, j);
                    value(top, best, next, j);
                }
            }
        }
    } else {
        let s = usize::from(stack);
        for c in 3 * s..3 * s + 3 {
            if order.inv[c] == NONE {
                let mut next = order;
                next.place(c as u8, j);
                value(top, best, next, j);
            }
        }
    }
}

/// Row 1's value at position `j`, whose column is decided: offered, and on if not larger.
fn value(top: &Top<'_>, best: &mut Best, mut order: Order, j: usize) {
    let v = target_value(top, &mut order, j);
    if best.offer(9 + j, v) != Ordering::Greater {
        position(top, best, order, j + 1);
    }
}

/// Row 1's value at position `j`, whose column is decided, placing the column it points to
/// where that value is smallest if it has no place yet.
#[inline]
fn target_value(top: &Top<'_>, order: &mut Order, j: usize) -> u8 {
    let target = top.sigma[usize::from(order.pi[j])];
    let at = order.inv[usize::from(target)];
    if at != NONE {
        at + 1
    } else {
        let stack = usize::from(target / 3);
        if order.block_of_stack[stack] == NONE {
            let free = (0..3)
                .find(|&b| order.stack_of_block[b] == NONE)
                .unwrap_or(2);
            order.assign(stack, free);
        }
        let block = usize::from(order.block_of_stack[stack]);
        let slot = block * 3 + usize::from(order.filled[block]);
        order.place(target, slot);
        slot as u8 + 1
    }
}

/// The column order is complete: rows 2 to 8 follow.
fn finish(top: &Top<'_>, best: &mut Best, order: &Order) {
    let grid = top.grid;
    let mut labels = [0u8; 10];
    for (label, &col) in labels.iter_mut().zip(&top.pos0).skip(1) {
        *label = order.inv[usize::from(col)] + 1;
    }
    let label = |d: u8| labels[usize::from(d)];
    let row_values = |r: u8| -> [u8; 9] {
        let base = usize::from(r) * 9;
        core::array::from_fn(|j| label(grid[base + usize::from(order.pi[j])]))
    };
    if best.offer_row(2, &row_values(top.rows[2])) == Ordering::Greater {
        return;
    }
    // The other two bands, ordered by their smallest first cell, their rows by first cell.
    let band0 = top.rows[0] / 3;
    let first = |r: u8| label(grid[usize::from(r) * 9 + usize::from(order.pi[0])]);
    let mut bands = [[0u8; 3]; 2];
    let mut n = 0;
    for b in 0..3u8 {
        if b != band0 {
            let mut rows = [b * 3, b * 3 + 1, b * 3 + 2];
            rows.sort_unstable_by_key(|&r| first(r));
            bands[n] = rows;
            n += 1;
        }
    }
    if first(bands[1][0]) < first(bands[0][0]) {
        bands.swap(0, 1);
    }
    let mut rows = [0u8; 9];
    rows[..3].copy_from_slice(&top.rows);
    rows[3..6].copy_from_slice(&bands[0]);
    rows[6..].copy_from_slice(&bands[1]);
    for (depth, &r) in rows.iter().enumerate().skip(3) {
        if best.offer_row(depth, &row_values(r)) == Ordering::Greater {
            return;
        }
    }
    best.leaf(1, || {
        let mut digits = [0u8; 10];
        for d in 1..10u8 {
            digits[usize::from(d)] = label(d);
        }
        Transform::from_raw(top.transposed, rows, order.pi, digits)
    });
}
