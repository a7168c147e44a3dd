//! The canonical form of any grid without a digit twice in a row or column, row by row.
//!
//! The form's row `d` is some unused row of the (transposed or not) grid, from the band
//! already started or, at `d = 3` and `d = 6`, from a band not yet used. The column order is
//! not fixed up front: [`State`] keeps it as an ordered partition, the stacks in order with
//! runs of interchangeable ("tied") stacks, and in each stack the columns in order with runs
//! of tied columns. Placing a row sorts each run by the row's keys (0 for an empty cell, the
//! label of a digit already numbered, [`NEW`] for one not yet numbered) and unties what the
//! row tells apart; the sorted keys are the smallest the row can be. Digits not yet numbered
//! all compare alike, since whichever comes first gets the next label, so only when tied
//! columns (or tied stacks) hold them does the order matter for later rows: only there does
//! the search branch over the orders.

use core::cmp::Ordering;

use super::{Best, complete_labels};
use crate::Transform;
use crate::geometry::PERMUTATIONS_OF_THREE;

/// The key of a digit that has no label yet: larger than every label.
const NEW: u8 = 10;

/// Bits of [`State::col_ties`]: column `j` tied with `j + 1`, for `j` not the last of a stack.
const ALL_COL_TIES: u16 = 0b0_1101_1011;
/// Bits of [`State::stack_ties`]: stack `k` tied with `k + 1`.
const ALL_STACK_TIES: u8 = 0b11;

/// One node of the search: the rows placed so far and what they fix.
#[derive(Clone, Copy)]
struct State {
    /// Column `j` of the form is this column of the grid (within the freedom of the ties).
    cols: [u8; 9],
    col_ties: u16,
    stack_ties: u8,
    /// The label given to each digit, 0 for none yet.
    label: [u8; 10],
    /// The next label to give.
    next: u8,
    /// Row `d` of the form is this row of the grid, for the rows placed.
    rows: [u8; 9],
    /// The grid's rows placed so far, as bits.
    used: u16,
}

/// The search over one grid (both orientations), writing into `best`.
struct Search<'a> {
    grids: &'a [[u8; 81]; 2],
    /// The orientation being searched: 1 for transposed.
    t: usize,
    best: &'a mut Best,
}

pub(super) fn search(grids: &[[u8; 81]; 2], best: &mut Best) {
    let start = State {
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        col_ties: ALL_COL_TIES,
        stack_ties: ALL_STACK_TIES,
        label: [0; 10],
        next: 1,
        rows: [0; 9],
        used: 0,
    };
    let mut search = Search { grids, t: 0, best };
    for t in 0..2 {
        search.t = t;
        search.place_row(0, &start);
    }
}

impl Search<'_> {
    /// Tries every grid row that may be row `depth` of the form.
    fn place_row(&mut self, depth: usize, state: &State) {
        let candidates: u16 = if depth == 0 {
            0x1ff
        } else if depth.is_multiple_of(3) {
            // A row of a band not used yet.
            let mut bands = 0u16;
            for b in 0..3 {
                if state.used & (0b111 << (3 * b)) == 0 {
                    bands |= 0b111 << (3 * b);
                }
            }
            bands
        } else {
            let band = usize::from(state.rows[depth - 1] / 3);
            (0b111 << (3 * band)) & !state.used
        };
        let grid = &self.grids[self.t];
        let mut rest = candidates;
        while rest != 0 {
            let r = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let row: &[u8; 9] = grid[r * 9..r * 9 + 9].try_into().unwrap_or(&[0; 9]);
            let mut next = *state;
            let keys = refine(&mut next, row);
            let mut values = keys;
            let mut label = next.next;
            for v in &mut values {
                if *v == NEW {
                    *v = label;
                    label += 1;
                }
            }
            if self.best.offer_row(depth, &values) == Ordering::Greater {
                continue;
            }
            next.rows[depth] = r as u8;
            next.used |= 1 << r;
            self.branch(depth, next, &keys, row);
        }
    }

    /// Orders the tied stacks, then the tied columns, that hold digits still without a
    /// label in the row just placed, in every way; then numbers those digits and goes on.
    fn branch(&mut self, depth: usize, state: State, keys: &[u8; 9], row: &[u8; 9]) {
        // Tied stacks holding a new digit: order them every way.
        for k in 0..2 {
            if state.stack_ties & (1 << k) != 0 && keys[3 * k..3 * k + 3].contains(&NEW) {
                let len = if k == 0 && state.stack_ties & 0b10 != 0 {
                    3
                } else {
                    2
                };
                for perm in PERMUTATIONS_OF_THREE
                    .iter()
                    .filter(|p| len == 3 || p[2] == 2)
                {
                    let mut next = state;
                    for (i, &p) in perm[..len].iter().enumerate() {
                        let (to, from) = (k + i, k + usize::from(p));
                        next.cols[3 * to..3 * to + 3]
                            .copy_from_slice(&state.cols[3 * from..3 * from + 3]);
                        let ties = (state.col_ties >> (3 * from)) & 0b11;
                        next.col_ties = (next.col_ties & !(0b11 << (3 * to))) | ties << (3 * to);
                    }
                    let run = if len == 3 { 0b11 } else { 1 << k };
                    next.stack_ties &= !run;
                    // Tied stacks hold equal keys, so `keys` still describes `next`.
                    self.branch(depth, next, keys, row);
                }
                return;
            }
        }
        // Tied columns holding new digits.
        let mut ties = state.col_ties;
        while ties != 0 {
            let j = ties.trailing_zeros() as usize;
            ties &= ties - 1;
            if keys[j] != NEW {
                continue;
            }
            let len = if j.is_multiple_of(3) && state.col_ties & (1 << (j + 1)) != 0 {
                3
            } else {
                2
            };
            for perm in PERMUTATIONS_OF_THREE
                .iter()
                .filter(|p| len == 3 || p[2] == 2)
            {
                let mut next = state;
                for (i, &p) in perm[..len].iter().enumerate() {
                    next.cols[j + i] = state.cols[j + usize::from(p)];
                }
                next.col_ties &= !(if len == 3 { 0b11 << j } else { 1 << j });
                self.branch(depth, next, keys, row);
            }
            return;
        }
        // Nothing left to order: number the new digits in the order they come.
        let mut next = state;
        for (j, &key) in keys.iter().enumerate() {
            if key == NEW {
                let digit = usize::from(row[usize::from(next.cols[j])]);
                next.label[digit] = next.next;
                next.next += 1;
            }
        }
        if depth == 8 {
            let transposed = self.t == 1;
            self.best.leaf(multiplicity(&next), || {
                Transform::from_raw(
                    transposed,
                    next.rows,
                    next.cols,
                    complete_labels(&next.label),
                )
            });
        } else {
            self.place_row(depth + 1, &next);
        }
    }
}

/// How many column orders the ties left at the end allow: they hold identical (empty)
/// columns, so each order is another transformation giving the same form.
fn multiplicity(state: &State) -> u32 {
    let factorial = |bits: u32| match bits {
        0b11 => 6,
        0b01 | 0b10 => 2,
        _ => 1,
    };
    let mut m = factorial(u32::from(state.stack_ties));
    for k in 0..3 {
        m *= factorial(u32::from((state.col_ties >> (3 * k)) & 0b11));
    }
    m
}

/// The keys of `row` in the columns' current order, after sorting every run of tied columns
/// and then every run of tied stacks, untying what the row tells apart. Updates `state`'s
/// columns and ties; the labels are left alone.
#[inline]
fn refine(state: &mut State, row: &[u8; 9]) -> [u8; 9] {
    let mut keys = [0u8; 9];
    for (key, &c) in keys.iter_mut().zip(&state.cols) {
        let d = row[usize::from(c)];
        *key = if d == 0 {
            0
        } else if state.label[usize::from(d)] != 0 {
            state.label[usize::from(d)]
        } else {
            NEW
        };
    }
    let ties = state.col_ties;
    if ties != 0 {
        for b in 0..3 {
            let base = 3 * b;
            let run = (ties >> base) & 0b11;
            match run {
                0b11 => sort3(&mut keys, &mut state.cols, base),
                0b01 => sort2(&mut keys, &mut state.cols, base),
                0b10 => sort2(&mut keys, &mut state.cols, base + 1),
                _ => {}
            }
            if run & 0b01 != 0 && keys[base] != keys[base + 1] {
                state.col_ties &= !(1 << base);
            }
            if run & 0b10 != 0 && keys[base + 1] != keys[base + 2] {
                state.col_ties &= !(1 << (base + 1));
            }
        }
    }
    if state.stack_ties != 0 {
        let triple = |keys: &[u8; 9], k: usize| {
            u32::from(keys[3 * k]) << 16
                | u32::from(keys[3 * k + 1]) << 8
                | u32::from(keys[3 * k + 2])
        };
        let (lo, hi) = match state.stack_ties {
            0b11 => (0, 3),
            0b01 => (0, 2),
            _ => (1, 3),
        };
        // Insertion sort of the run's stacks by their triples.
        for k in lo + 1..hi {
            let mut m = k;
            while m > lo && triple(&keys, m - 1) > triple(&keys, m) {
                swap_stacks(state, &mut keys, m - 1, m);
                m -= 1;
            }
        }
        for k in lo..hi - 1 {
            if triple(&keys, k) != triple(&keys, k + 1) {
                state.stack_ties &= !(1 << k);
            }
        }
    }
    keys
}

#[inline]
fn sort2(keys: &mut [u8; 9], cols: &mut [u8; 9], i: usize) {
    if keys[i] > keys[i + 1] {
        keys.swap(i, i + 1);
        cols.swap(i, i + 1);
    }
}

#[inline]
fn sort3(keys: &mut [u8; 9], cols: &mut [u8; 9], i: usize) {
    sort2(keys, cols, i);
    sort2(keys, cols, i + 1);
    sort2(keys, cols, i);
}

/// Swaps stacks `a` and `b` of the form: their columns, keys and inner ties.
fn swap_stacks(state: &mut State, keys: &mut [u8; 9], a: usize, b: usize) {
    for i in 0..3 {
        keys.swap(3 * a + i, 3 * b + i);
        state.cols.swap(3 * a + i, 3 * b + i);
    }
    let (ta, tb) = (
        (state.col_ties >> (3 * a)) & 0b11,
        (state.col_ties >> (3 * b)) & 0b11,
    );
    state.col_ties &= !(0b11 << (3 * a) | 0b11 << (3 * b));
    state.col_ties |= ta << (3 * b) | tb << (3 * a);
}
