//! Sandwiches: in a row or column, the digits strictly between the 1 and the N sum to the clue.
//!
//! For every way to place the 1 and the N in the line, the cells between them must reach the
//! total with digits from 2 to N - 1 (a sum whose digits may repeat, which the line's own rule
//! then tightens); each cell keeps what some such way gives it.

use alloc::vec::Vec;

use crate::variant::digits::{bit, full};
use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{Constrain, Placed, RuleError, names};
use crate::variant::sums::{digit_sets, load, store};
use crate::variant::{Board, Break, Cell, Puzzle};

/// The side of the grid a clue sits on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Above a column.
    Top,
    /// Below a column.
    Bottom,
    /// Left of a row.
    Left,
    /// Right of a row.
    Right,
}

/// A sandwich clue outside a row or column.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Sandwich, Side};
///
/// let board = Board::new(6).unwrap();
/// let clue = Sandwich { side: Side::Left, index: 2, sum: 9 };
/// assert_eq!(clue.cells(&board)[0], Cell::new(2, 0));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sandwich {
    /// Which side of the grid the clue is on.
    pub side: Side,
    /// The row (for a clue left or right) or column (above or below), from 0.
    pub index: u8,
    /// The total between the 1 and the N.
    pub sum: u32,
}

impl Sandwich {
    /// The line's cells, from the clue's side.
    #[must_use]
    pub fn cells(&self, board: &Board) -> Vec<Cell> {
        let n = board.size() as u8;
        let i = self.index;
        (0..n)
            .map(|k| match self.side {
                Side::Top => Cell::new(k, i),
                Side::Bottom => Cell::new(n - 1 - k, i),
                Side::Left => Cell::new(i, k),
                Side::Right => Cell::new(i, n - 1 - k),
            })
            .collect()
    }
}

impl Constrain for Sandwich {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        if self.index as usize >= board.size() {
            return Err(RuleError::OutOfRange {
                what: "the clue's row or column",
                value: u32::from(self.index) + 1,
                low: 1,
                high: board.size() as u32,
            });
        }
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        let cells = self
            .cells(puzzle.board())
            .iter()
            .map(|&c| builder.index(c) as u16)
            .collect();
        let n = builder.size() as u8;
        builder.propagator(Between1AndN::new(cells, n, self.sum));
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let cells = self.cells(placed.board);
        let n = placed.board.size() as u8;
        let at = |digit| cells.iter().position(|&c| placed.get(c) == Some(digit));
        let (Some(one), Some(top)) = (at(1), at(n)) else {
            return;
        };
        let inside = &cells[one.min(top) + 1..one.max(top)];
        if inside.iter().any(|&c| placed.get(c).is_none()) {
            return;
        }
        let total: u32 = inside
            .iter()
            .filter_map(|&c| placed.get(c))
            .map(u32::from)
            .sum();
        if total != self.sum {
            let what = if inside.is_empty() {
                alloc::format!("nothing lies between the 1 and the {n}")
            } else {
                alloc::format!("{} between the 1 and the {n} sum to {total}", names(inside))
            };
            out.push(Break {
                rule: None,
                cells: inside.to_vec(),
                message: alloc::format!("{what}, but the sandwich clue is {}", self.sum),
            });
        }
    }
}

/// The sum between the 1 and the N of a line of N cells (a row or a column, so its digits all
/// differ): for each way to place the 1 and the N, and each set of different digits from 2 to
/// N - 1 as many as the cells between them that reaches the total, the cells between must
/// each take a digit of the set and give every digit of it a place, and the cells outside
/// the same with the other middle digits. Each cell keeps what some such way gives it.
#[derive(Debug)]
struct Between1AndN {
    cells: Vec<u16>,
    n: u8,
    /// `sets[k]`: the sets of `k` different digits from 2 to N - 1 that reach the total.
    sets: Vec<Vec<u16>>,
}

impl Between1AndN {
    fn new(cells: Vec<u16>, n: u8, sum: u32) -> Between1AndN {
        let middle = usize::from(n) - 2;
        let sets = (0..=middle)
            .map(|k| match sum.checked_sub(k as u32) {
                // Digits 2 to N - 1 are digits 1 to N - 2, each one more.
                Some(rest) => digit_sets(middle, k, rest)
                    .into_iter()
                    .map(|set| set << 1)
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        Between1AndN { cells, n, sets }
    }
}

/// Whether every cell of `masks` can take a digit of `set`.
#[inline]
fn all_meet(masks: &[u16], set: u16) -> bool {
    masks.iter().all(|&m| m & set != 0)
}

/// The digits any cell of `masks` can take.
#[inline]
fn union(masks: &[u16]) -> u16 {
    masks.iter().fold(0, |u, &m| u | m)
}

impl Propagate for Between1AndN {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let (one, top) = (bit(1), bit(self.n));
        let middle = full(self.n as usize) & !one & !top;
        let k = self.cells.len();
        let mut line = [0u16; 16];
        load(&self.cells, state, &mut line[..k]);
        let mut support = [0u16; 16];
        let mut any = false;
        for i in (0..k).filter(|&i| line[i] & one != 0) {
            for j in (0..k).filter(|&j| j != i && line[j] & top != 0) {
                let (low, high) = (i.min(j), i.max(j));
                // The line is the cells before the pair, the pair's first, the cells between
                // (the sandwich), its second, and the cells after.
                let (before, inside, after) =
                    (&line[..low], &line[low + 1..high], &line[high + 1..k]);
                let in_union = union(inside);
                let out_union = union(before) | union(after);
                for &set in &self.sets[high - low - 1] {
                    let rest = middle & !set;
                    // Each digit needs a place first (cheap), then each cell a digit.
                    if set & !in_union != 0
                        || rest & !out_union != 0
                        || !all_meet(inside, set)
                        || !all_meet(before, rest)
                        || !all_meet(after, rest)
                    {
                        continue;
                    }
                    any = true;
                    support[i] |= one;
                    support[j] |= top;
                    for t in low + 1..high {
                        support[t] |= line[t] & set;
                    }
                    for t in (0..low).chain(high + 1..k) {
                        support[t] |= line[t] & rest;
                    }
                }
            }
        }
        if !any {
            return Err(Contradiction);
        }
        store(&self.cells, &support[..k], state)
    }
}
