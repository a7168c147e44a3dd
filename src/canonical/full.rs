//! The canonical form of a complete grid whose rows, columns and boxes each hold the nine
//! digits.
//!
//! Row 0 of the form is always 123456789: whatever the order of the columns, the digits of
//! the first row are numbered in the order they come. The form's first three rows are then a
//! band of the grid or of its transpose (a "chute"), its rows in one of 6 orders: 36 choices
//! of the pair of rows `R0`, `R1` that become rows 0 and 1. For one pair, call `sigma(c)` the
//! column where `R0` holds the digit `R1` holds in column `c`; with `pi[j]` the grid column
//! at position `j`, row 1 of the form is `j ↦ pi⁻¹(sigma(pi(j))) + 1`. No search is needed
//! to find the column orders that make it smallest: the box structure of `sigma` gives them.
//!
//! `sigma` sends each stack's three columns into the other two stacks, and in every band
//! either each stack sends all three into one stack (a *pure* band: row 1's boxes hold row
//! 0's triples, cyclically shifted) or each sends two into one stack and one into the
//! other, the "two" stacks forming a cycle too (a *mixed* band). Every pair of rows of a
//! band has the band's kind.
//!
//! - Pure: with `X` the first stack, `Y` and `Z` the stacks it sends to and that `Y` sends
//!   to, and `x0 x1 x2` the order of `X`, the order `x`, `sigma(x)`, `sigma²(x)` makes row 1
//!   read 456 789 then the positions of `sigma³(x)`, which permutes `X`: 123 if it is the
//!   identity, 132 for a transposition (fixed point first), 231 for a 3-cycle. Any other
//!   order is larger.
//! - Mixed (row 1 starts 457, larger than any pure band's): `x1 x2` the two columns of `X`
//!   sent to `Y` (either order), `xc` the one sent to `Z`; then `sigma(x1) sigma(x2)` and the
//!   third column of `Y`; `sigma(xc)`, then the other two columns of `Z` in the order row 1
//!   meets them in `Y`, which makes its two values from `Z` read 8 then 9. So 6 orders per
//!   pair, one for each `x1`. Row 1 then reads 457 189 when `sigma` swaps `x1` and
//!   `sigma(x1)`, the smallest start a mixed band can have; almost every grid without a pure
//!   band has such a swap, so the search first tries only those orders (a scan for the
//!   columns with `sigma(sigma(c)) == c`, once for both orders of two rows), and all 6 per
//!   pair only if there are none.
//!
//! The search keeps the orders with the smallest row 1 over all pairs, of those the ones
//! with the smallest row 2, and of those the smallest rest: rows 3 to 8 follow from the
//! column order, each band's rows and the two bands sorted by their first cell, all
//! different since column 0 holds nine digits. Each order kept to the end is a different
//! transformation giving the form: their number is the number of automorphisms.

use core::cmp::Ordering;

use super::Best;
use crate::Transform;
use crate::geometry::PERMUTATIONS_OF_THREE;

/// A choice of the form's first three rows: grid `t` (1 for transposed), its rows `R0`,
/// `R1`, `R2` of one band.
#[derive(Clone, Copy)]
struct Pair {
    t: usize,
    rows: [u8; 3],
}

impl Pair {
    /// Pair `index % 6` of [`Pair::all`]`(index / 6)`: the rows in the order
    /// `PERMUTATIONS_OF_THREE[index % 6]`.
    fn nth(index: usize) -> Pair {
        let band = (index / 6 % 3 * 3) as u8;
        Pair {
            t: index / 18,
            rows: PERMUTATIONS_OF_THREE[index % 6].map(|i| band + i),
        }
    }

    /// The 6 orders of the rows of band `chute % 3` of grid `chute / 3`.
    fn all(chute: usize) -> impl Iterator<Item = Pair> {
        (0..6).map(move |p| Pair::nth(chute * 6 + p))
    }
}

/// The grid, its transpose and where each digit lies in each of their rows.
struct Grids<'a> {
    grids: &'a [[u8; 81]; 2],
    /// `at[t][r][d]`: the column of digit `d` in row `r` of grid `t`.
    at: [[[u8; 10]; 9]; 2],
}

impl Grids<'_> {
    fn row(&self, t: usize, r: u8) -> &[u8] {
        let r = usize::from(r) * 9;
        &self.grids[t][r..r + 9]
    }

    /// Where row `r0` of grid `t` holds the digit row `r` holds in each column: `sigma` for
    /// the pair when `r` is `R1`.
    fn map(&self, t: usize, r0: u8, r: u8) -> [u8; 9] {
        let at = &self.at[t][usize::from(r0)];
        let row = self.row(t, r);
        core::array::from_fn(|c| at[usize::from(row[c])])
    }

    fn sigma(&self, pair: Pair) -> [u8; 9] {
        self.map(pair.t, pair.rows[0], pair.rows[1])
    }
}

/// A function calling `f` with each column order of a pair's that gives its smallest
/// row 1 among some kind of orders, with a key ordering those row 1s, when the key is not
/// larger than `bound`, which it then lowers to the key.
type Orders = fn(&Grids<'_>, Pair, &mut u64, &mut dyn FnMut(u64, &[u8; 9]));

pub(super) fn search(grids: &[[u8; 81]; 2], best: &mut Best) {
    search_with(grids, best, true);
}

/// The search; with `swaps` false, mixed bands skip the tier of orders with a swap, which
/// the tests use to check the general tier on every grid.
pub(super) fn search_with(grids: &[[u8; 81]; 2], best: &mut Best, swaps: bool) {
    let mut at = [[[0u8; 10]; 9]; 2];
    for (at, grid) in at.iter_mut().zip(grids) {
        for (at, row) in at.iter_mut().zip(grid.chunks_exact(9)) {
            for (c, &d) in row.iter().enumerate() {
                at[usize::from(d)] = c as u8;
            }
        }
    }
    let g = Grids { grids, at };

    // Pure chutes, if any, give the smaller row 1; every pair of a chute has its kind, so
    // its first three columns tell.
    let pure: [bool; 6] = core::array::from_fn(|chute| {
        let (t, r0) = (chute / 3, chute % 3 * 3);
        let stack = |c: usize| g.at[t][r0][usize::from(g.grids[t][(r0 + 1) * 9 + c])] / 3;
        stack(0) == stack(1) && stack(1) == stack(2)
    });
    let mut rest = Rest {
        rows: [0; 7],
        count: 0,
        pair: Pair { t: 0, rows: [0; 3] },
        order: [0; 7],
        pi: [0; 9],
        labels: [0; 10],
    };
    if pure.contains(&true) {
        follow(&g, &pure, pure_orders, &mut rest);
    } else {
        // Almost always some order puts 1 at row 1's position 3, and only those matter.
        let chutes = [true; 6];
        if !(swaps && follow_swaps(&g, &mut rest)) {
            follow(&g, &chutes, mixed_orders, &mut rest);
        }
    }

    let grid = &grids[rest.pair.t];
    let rows = rest.rows_order();
    for (r, &from) in rows.iter().enumerate() {
        let from = usize::from(from) * 9;
        for (j, &c) in rest.pi.iter().enumerate() {
            best.cells[r * 9 + j] = rest.labels[usize::from(grid[from + usize::from(c)])];
        }
    }
    best.valid = 81;
    best.count = rest.count;
    best.transform = Transform::from_raw(rest.pair.t == 1, rows, rest.pi, rest.labels);
}

/// Finds the smallest key `orders` gives over the pairs of the chutes chosen, then follows
/// each order with that key to the end, into `rest`. Returns whether there was any order.
fn follow(g: &Grids<'_>, chutes: &[bool; 6], orders: Orders, rest: &mut Rest) -> bool {
    // Each pair's smallest key, and the smallest of all.
    let mut pair_smallest = [u64::MAX; 36];
    let mut smallest = u64::MAX;
    for (chute, _) in chutes.iter().enumerate().filter(|(_, chosen)| **chosen) {
        for (p, pair) in Pair::all(chute).enumerate() {
            let i = chute * 6 + p;
            let mut own = u64::MAX;
            orders(g, pair, &mut smallest, &mut |key, _| own = own.min(key));
            pair_smallest[i] = own;
        }
    }
    if smallest == u64::MAX {
        return false;
    }
    for chute in 0..6 {
        for (p, pair) in Pair::all(chute).enumerate() {
            let i = chute * 6 + p;
            if pair_smallest[i] == smallest {
                let mut bound = smallest;
                orders(g, pair, &mut bound, &mut |key, pi| {
                    if key == smallest {
                        finish(g, pair, pi, rest);
                    }
                });
            }
        }
    }
    true
}

/// The orders of mixed bands' pairs that make row 1 start 457 189, followed to the end
/// like [`follow`] does; returns whether there was any.
///
/// Such an order starts with a column `x1` that `sigma` swaps with `sigma(x1)`, `x1` one of
/// the two columns of its stack sent to the same stack. The columns `sigma` swaps are the
/// same for `R0`, `R1` and for `R1`, `R0` (whose `sigma` is the inverse), so each unordered
/// pair of rows is scanned once.
fn follow_swaps(g: &Grids<'_>, rest: &mut Rest) -> bool {
    // Each order found as its key, pair (index in `Pair::all` order) and first column,
    // packed so that the key sorts first; at most 6 orders a pair.
    let mut found = [0u32; 216];
    let mut n = 0;
    let mut smallest = u32::MAX;
    for chute in 0..6 {
        let (t, band) = (chute / 3, (chute % 3 * 3) as u8);
        // Rows `i` and `j` of the band, and the indices of the pairs (i, j) and (j, i).
        for (i, j, forward, backward) in [(0, 1, 0, 2), (0, 2, 1, 4), (1, 2, 3, 5)] {
            let sigma = g.map(t, band + i, band + j);
            let mut swapped = 0u16;
            for c in 0..9 {
                if sigma[usize::from(sigma[c])] == c as u8 {
                    swapped |= 1 << c;
                }
            }
            if swapped == 0 {
                continue;
            }
            let mut inverse = [0u8; 9];
            for (c, &s) in sigma.iter().enumerate() {
                inverse[usize::from(s)] = c as u8;
            }
            for (sigma, p) in [(&sigma, forward), (&inverse, backward)] {
                let pair = (chute * 6 + p) as u32;
                let mut left = swapped;
                while left != 0 {
                    let x1 = left.trailing_zeros() as u8;
                    left &= left - 1;
                    if let Some((key, _)) = swap_order(sigma, x1)
                        && u32::from(key) <= smallest
                    {
                        smallest = u32::from(key);
                        found[n] = u32::from(key) << 16 | pair << 8 | u32::from(x1);
                        n += 1;
                    }
                }
            }
        }
    }
    for &entry in &found[..n] {
        if entry >> 16 == smallest {
            let index = (entry >> 8 & 0xff) as usize;
            let pair = Pair::nth(index);
            if let Some((_, pi)) = swap_order(&g.sigma(pair), entry as u8) {
                finish(g, pair, &pi, rest);
            }
        }
    }
    n > 0
}

/// The order of a mixed band's pair that starts with `x1`, if `sigma` swaps `x1` with
/// `sigma(x1)` and sends another column of `x1`'s stack to the same stack: row 1 then starts
/// 457 189; the key is its positions 6 to 8.
fn swap_order(sigma: &[u8; 9], x1: u8) -> Option<(u16, [u8; 9])> {
    let to = |c: u8| sigma[usize::from(c)];
    let y0 = to(x1);
    let (x, y) = (x1 / 3, y0 / 3);
    let base = 3 * x;
    let (a, b) = (base + (x1 + 1) % 3, base + (x1 + 2) % 3);
    let (x2, xc) = if to(a) / 3 == y {
        (a, b)
    } else if to(b) / 3 == y {
        (b, a)
    } else {
        return None;
    };
    // Y's other two columns are sent to Z: 8 and 9.
    let y1 = to(x2);
    let y2 = 3 * y + 3 - y0 % 3 - y1 % 3;
    let zs = [to(xc), to(y1), to(y2)];
    let mut key = 0u16;
    for z in zs {
        let target = to(z);
        key = key << 4
            | if target == x1 {
                1
            } else if target == x2 {
                2
            } else if target == xc {
                3
            } else {
                6
            };
    }
    Some((key, [x1, x2, xc, y0, y1, y2, zs[0], zs[1], zs[2]]))
}

/// The orders of a mixed band's pair with the smallest row 1 (see the module's docs), one for
/// each column that can come first: calls `f` with row 1's positions 3 to 8 and the order
/// for those not larger than `bound`, lowering `bound` to each.
fn mixed_orders(g: &Grids<'_>, pair: Pair, bound: &mut u64, f: &mut dyn FnMut(u64, &[u8; 9])) {
    let sigma = g.sigma(pair);
    let to = |c: u8| sigma[usize::from(c)];
    for x in 0..3u8 {
        let base = 3 * x;
        let stacks = [to(base) / 3, to(base + 1) / 3, to(base + 2) / 3];
        // The column sent alone to its stack, and the stack the other two go to.
        let minor = if stacks[0] == stacks[1] {
            2
        } else if stacks[0] == stacks[2] {
            1
        } else {
            0
        };
        let y = stacks[(usize::from(minor) + 1) % 3];
        let xc = base + minor;
        let majors = [base + (minor + 1) % 3, base + (minor + 2) % 3];
        for (x1, x2) in [(majors[0], majors[1]), (majors[1], majors[0])] {
            let label = |c: u8| -> u64 {
                if c == x1 {
                    1
                } else if c == x2 {
                    2
                } else {
                    3
                }
            };
            let (y0, y1) = (to(x1), to(x2));
            let y2 = 3 * y + 3 - y0 % 3 - y1 % 3;
            // Positions 3 to 5: one value from X, 8 and 9 for Z's columns as met.
            let mut zs = [to(xc), 0, 0];
            let mut met = 1;
            let mut key = 0u64;
            let mut larger = false;
            for (i, yc) in [y0, y1, y2].into_iter().enumerate() {
                let target = to(yc);
                let v = if target / 3 == x {
                    label(target)
                } else {
                    zs[met] = target;
                    met += 1;
                    6 + met as u64
                };
                key = key << 4 | v;
                larger = key > *bound >> (20 - 4 * i);
                if larger {
                    break;
                }
            }
            if larger {
                continue;
            }
            // Positions 6 to 8: from X, or 6 for the third column of Y.
            for zc in zs {
                let target = to(zc);
                key = key << 4 | if target / 3 == x { label(target) } else { 6 };
            }
            if key <= *bound {
                *bound = key;
                f(key, &[x1, x2, xc, y0, y1, y2, zs[0], zs[1], zs[2]]);
            }
        }
    }
}

/// The orders of a pure band's pair with the smallest row 1 (see the module's docs): calls
/// `f` with row 1's positions 6 to 8 and row 2's positions 0 to 2 as key, and the order, if
/// not larger than `bound`, lowering `bound` to them.
///
/// For the order `x`, `sigma(x)`, `sigma²(x)` of the stack `X` first, row 1's last three
/// values are the positions of `sigma³(x)` in `x`, and row 2's first three those of
/// `alpha(x)` (plus 6), where `alpha` maps `x` to the column whose `sigma²` is `rho(x)`,
/// `rho` being `sigma` for `R0` and `R2`. Both permute `X`; [`PURE`] holds the orders of `X`
/// that make them read smallest.
fn pure_orders(g: &Grids<'_>, pair: Pair, bound: &mut u64, f: &mut dyn FnMut(u64, &[u8; 9])) {
    let sigma = g.sigma(pair);
    let rho = g.map(pair.t, pair.rows[0], pair.rows[2]);
    let to = |c: u8| sigma[usize::from(c)];
    for x in 0..3u8 {
        let base = 3 * x;
        let zs = [base, base + 1, base + 2].map(|c| to(to(c)));
        // sigma³ and alpha as permutations of 0..3, X's columns in order.
        let cube = zs.map(|z| to(z) - base);
        let mut from_z = [0u8; 3];
        for (i, &z) in zs.iter().enumerate() {
            from_z[usize::from(z % 3)] = i as u8;
        }
        let alpha = [0, 1, 2].map(|i| from_z[usize::from(rho[usize::from(base) + i] % 3)]);
        let (key, orders) = PURE[perm_index(cube)][perm_index(alpha)];
        let key = u64::from(key);
        if key > *bound {
            continue;
        }
        *bound = key;
        for (order, _) in PERMUTATIONS_OF_THREE
            .iter()
            .zip(0..)
            .filter(|(_, i)| orders >> i & 1 != 0)
        {
            let xs = order.map(|i| base + i);
            let ys = xs.map(to);
            let zs = ys.map(to);
            f(
                key,
                &[
                    xs[0], xs[1], xs[2], ys[0], ys[1], ys[2], zs[0], zs[1], zs[2],
                ],
            );
        }
    }
}

/// The index in [`PERMUTATIONS_OF_THREE`] of a permutation of 0..3.
fn perm_index(p: [u8; 3]) -> usize {
    usize::from(PERM_INDEX[usize::from(p[0] * 3 + p[1]) % 9])
}

/// [`perm_index`] by the first two images.
const PERM_INDEX: [u8; 9] = {
    let mut index = [0u8; 9];
    let mut i = 0;
    while i < 6 {
        index[(PERMUTATIONS_OF_THREE[i][0] * 3 + PERMUTATIONS_OF_THREE[i][1]) as usize] = i as u8;
        i += 1;
    }
    index
};

/// For two permutations of a pure band's first stack, `sigma³` and `alpha` by their index in
/// [`PERMUTATIONS_OF_THREE`] (see [`pure_orders`]): the smallest key the orders of the stack
/// give them (the positions of their images, plus 1 and plus 7, four bits each) and those
/// orders, as bits.
const PURE: [[(u32, u8); 6]; 6] = {
    let mut table = [[(u32::MAX, 0u8); 6]; 6];
    let mut p = 0;
    while p < 36 {
        let (cube, alpha) = (PERMUTATIONS_OF_THREE[p / 6], PERMUTATIONS_OF_THREE[p % 6]);
        let mut o = 0;
        while o < 6 {
            let order = PERMUTATIONS_OF_THREE[o];
            let mut position = [0u8; 3];
            let mut k = 0;
            while k < 3 {
                position[order[k] as usize] = k as u8;
                k += 1;
            }
            let mut key = 0u32;
            k = 0;
            while k < 3 {
                key = key << 4 | (position[cube[order[k] as usize] as usize] + 1) as u32;
                k += 1;
            }
            k = 0;
            while k < 3 {
                key = key << 4 | (position[alpha[order[k] as usize] as usize] + 7) as u32;
                k += 1;
            }
            let entry = &mut table[p / 6][p % 6];
            if key < entry.0 {
                *entry = (key, 0);
            }
            if key == entry.0 {
                entry.1 |= 1 << o;
            }
            o += 1;
        }
        p += 1;
    }
    table
};

/// The smallest rows 2 to 8 found, packed four bits a cell, how many transformations give
/// them and the first of those.
struct Rest {
    rows: [u64; 7],
    count: u32,
    pair: Pair,
    /// The grid rows giving the form's rows 2 to 8.
    order: [u8; 7],
    pi: [u8; 9],
    labels: [u8; 10],
}

impl Rest {
    /// The grid rows of the form's rows, for the transformation recorded.
    fn rows_order(&self) -> [u8; 9] {
        let mut rows = [0u8; 9];
        rows[..2].copy_from_slice(&self.pair.rows[..2]);
        rows[2..].copy_from_slice(&self.order);
        rows
    }
}

/// Rows 2 to 8 for an order whose rows 0 and 1 are the form's: offered to `rest`.
fn finish(g: &Grids<'_>, pair: Pair, pi: &[u8; 9], rest: &mut Rest) {
    let Pair { t, rows: top } = pair;
    // Row 0 reads 123456789.
    let mut labels = [0u8; 10];
    let row0 = g.row(t, top[0]);
    for (j, &c) in pi.iter().enumerate() {
        labels[usize::from(row0[usize::from(c)])] = j as u8 + 1;
    }
    let key = |r: u8| {
        let row = g.row(t, r);
        let mut key = 0u64;
        for &c in pi {
            key = key << 4 | u64::from(labels[usize::from(row[usize::from(c)])]);
        }
        key
    };
    let row2 = key(top[2]);
    let mut state = if rest.count == 0 {
        Ordering::Less
    } else {
        row2.cmp(&rest.rows[0])
    };
    if state == Ordering::Greater {
        return;
    }
    // The other two bands, ordered by their smallest first cell, their rows by first cell.
    let first = |r: u8| labels[usize::from(g.grids[t][usize::from(r) * 9 + usize::from(pi[0])])];
    let band0 = top[0] / 3;
    let mut bands = [[0u8; 3]; 2];
    let mut n = 0;
    for b in 0..3u8 {
        if b != band0 {
            let mut rows = [b * 3, b * 3 + 1, b * 3 + 2];
            sort3_by_key(&mut rows, first);
            bands[n] = rows;
            n += 1;
        }
    }
    if first(bands[1][0]) < first(bands[0][0]) {
        bands.swap(0, 1);
    }
    let order = [
        top[2],
        bands[0][0],
        bands[0][1],
        bands[0][2],
        bands[1][0],
        bands[1][1],
        bands[1][2],
    ];
    rest.rows[0] = row2;
    for (i, &r) in order.iter().enumerate().skip(1) {
        let row = key(r);
        if state == Ordering::Equal {
            state = row.cmp(&rest.rows[i]);
            if state == Ordering::Greater {
                return;
            }
        }
        rest.rows[i] = row;
    }
    if state == Ordering::Less {
        rest.count = 0;
    }
    if rest.count == 0 {
        rest.pair = pair;
        rest.order = order;
        rest.pi = *pi;
        rest.labels = labels;
    }
    rest.count += 1;
}

/// Sorts three rows by a key.
fn sort3_by_key(rows: &mut [u8; 3], key: impl Fn(u8) -> u8) {
    if key(rows[0]) > key(rows[1]) {
        rows.swap(0, 1);
    }
    if key(rows[1]) > key(rows[2]) {
        rows.swap(1, 2);
    }
    if key(rows[0]) > key(rows[1]) {
        rows.swap(0, 1);
    }
}
