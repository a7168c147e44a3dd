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

impl Propagate for Between1AndN {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let k = self.cells.len();
        let mut line = [0u16; 16];
        load(&self.cells, state, &mut line[..k]);
        let support = self.support(&line[..k]).ok_or(Contradiction)?;
        store(&self.cells, &support[..k], state)
    }
}

impl Between1AndN {
    /// What each cell of `line` (its candidates) keeps: the digits some way to place the 1,
    /// the N and a set of digits between them gives it (all it has, once every candidate has
    /// one); `None` when there is no way.
    fn support(&self, line: &[u16]) -> Option<[u16; 16]> {
        let (one, top) = (bit(1), bit(self.n));
        let middle = full(self.n as usize) & !one & !top;
        let k = line.len();
        let mut support = [0u16; 16];
        let mut any = false;
        // The digits the cells before `t` can take, and those of the cells from `t` on.
        let (mut head, mut tail) = ([0u16; 17], [0u16; 17]);
        for t in 0..k {
            head[t + 1] = head[t] | line[t];
            tail[k - 1 - t] = tail[k - t] | line[k - 1 - t];
        }
        for low in 0..k {
            // The pair's first cell holds the 1 or the N, and a later one the other.
            let first = line[low] & (one | top);
            if first == 0 {
                continue;
            }
            let mut in_union = 0;
            for high in low + 1..k {
                // The digits the pair's ends can take: the 1 then the N, or the N then the 1.
                let (mut at_low, mut at_high) = (0, 0);
                if first & one != 0 && line[high] & top != 0 {
                    (at_low, at_high) = (one, top);
                }
                if first & top != 0 && line[high] & one != 0 {
                    (at_low, at_high) = (at_low | top, at_high | one);
                }
                let sets = &self.sets[high - low - 1];
                if at_low == 0 || sets.is_empty() {
                    in_union |= line[high];
                    continue;
                }
                let pair = Pair {
                    before: &line[..low],
                    inside: &line[low + 1..high],
                    after: &line[high + 1..],
                    low,
                    high,
                    at_low,
                    at_high,
                    middle,
                    in_union,
                    out_union: head[low] | tail[high + 1],
                };
                let found = if sets.len() > FEW_SETS {
                    pair.keep_new(sets, &mut support)
                } else {
                    pair.keep_all(sets, &mut support)
                };
                in_union |= line[high];
                // Once every candidate of the line has a way that keeps it, the pairs left
                // can remove nothing.
                if found {
                    any = true;
                    if support[..k] == *line {
                        return Some(support);
                    }
                }
            }
        }
        any.then_some(support)
    }
}

/// A gap with more sets than this has them tried by [`Pair::keep_new`]; on a 9x9 board every
/// gap has fewer.
const FEW_SETS: usize = 8;

/// One way to place the 1 and the N in a line: the cells before the pair, its first cell
/// (`low`), the cells between (the sandwich), its second (`high`), and the cells after.
struct Pair<'a> {
    /// The cells of the line before the pair, between its cells, and after.
    before: &'a [u16],
    inside: &'a [u16],
    after: &'a [u16],
    low: usize,
    high: usize,
    /// The digits the ends can take: the 1, the N, or both (one each way round).
    at_low: u16,
    at_high: u16,
    /// The digits from 2 to N - 1.
    middle: u16,
    /// The digits the cells between can take, and those of the cells outside.
    in_union: u16,
    out_union: u16,
}

impl Pair<'_> {
    /// Whether the digits of `set` can fill the cells between the pair and the other middle
    /// digits (`rest`) the cells outside: each digit needs a place first (cheap), then each
    /// cell a digit.
    #[inline]
    fn fits(&self, set: u16, rest: u16) -> bool {
        set & !self.in_union == 0
            && rest & !self.out_union == 0
            && all_meet(self.inside, set)
            && all_meet(self.before, rest)
            && all_meet(self.after, rest)
    }

    /// Adds to `support` what the ways with sets of `inner` (the union of the sets between
    /// the pair) and of `outer` (the union of the other middle digits) give each cell: each
    /// way gives a cell its candidates in its set, so together the union's.
    #[inline]
    fn keep(&self, inner: u16, outer: u16, support: &mut [u16; 16]) {
        let (before, after) = support.split_at_mut(self.high);
        let (before, inside) = before.split_at_mut(self.low);
        let keep = |kept: &mut [u16], cells: &[u16], digits: u16| {
            for (kept, &cell) in kept.iter_mut().zip(cells) {
                *kept |= cell & digits;
            }
        };
        inside[0] |= self.at_low;
        after[0] |= self.at_high;
        keep(before, self.before, outer);
        keep(&mut inside[1..], self.inside, inner);
        keep(&mut after[1..], self.after, outer);
    }

    /// Tries every set of `sets` between the pair and keeps what those that fit give; returns
    /// whether one fits.
    #[inline]
    fn keep_all(&self, sets: &[u16], support: &mut [u16; 16]) -> bool {
        let (mut inner, mut outer, mut found) = (0, 0, false);
        for &set in sets {
            let rest = self.middle & !set;
            if self.fits(set, rest) {
                (inner, outer, found) = (inner | set, outer | rest, true);
            }
        }
        if found {
            self.keep(inner, outer, support);
        }
        found
    }

    /// As [`Pair::keep_all`], but a set that could keep nothing not kept already (by another
    /// pair, or by a set tried before it) is skipped before the tests, and the sets stop once
    /// nothing is left to keep. On a 16x16 board a gap can have hundreds of sets, most of them
    /// skipped once most candidates are kept; the count of what is missing costs more than it
    /// saves with a few. Returns false, as if none fit, when the pair can add nothing.
    #[inline(never)]
    fn keep_new(&self, sets: &[u16], support: &mut [u16; 16]) -> bool {
        let missing = self.missing(support);
        let (mut ends, mut need_in, mut need_out) = (missing.ends, missing.inside, missing.outside);
        let (mut inner, mut outer, mut found) = (0, 0, false);
        for &set in sets {
            if !ends && need_in == 0 && need_out == 0 {
                break;
            }
            let rest = self.middle & !set;
            if !ends && set & need_in == 0 && rest & need_out == 0 || !self.fits(set, rest) {
                continue;
            }
            (inner, outer, found, ends) = (inner | set, outer | rest, true, false);
            (need_in, need_out) = (need_in & !set, need_out & !rest);
        }
        if found {
            self.keep(inner, outer, support);
        }
        found
    }

    /// What this pair could still add to `support`.
    fn missing(&self, support: &[u16; 16]) -> Missing {
        let not_kept =
            |cells: &[u16], kept: &[u16]| cells.iter().zip(kept).fold(0, |m, (&c, &k)| m | c & !k);
        Missing {
            ends: self.at_low & !support[self.low] != 0 || self.at_high & !support[self.high] != 0,
            inside: not_kept(self.inside, &support[self.low + 1..self.high]),
            outside: not_kept(self.before, &support[..self.low])
                | not_kept(self.after, &support[self.high + 1..]),
        }
    }
}

/// What a [`Pair`] could still add to what the ways found so far keep.
struct Missing {
    /// Whether an end of the pair lacks a digit the pair puts there.
    ends: bool,
    /// The candidates not kept yet of the cells between the pair, and of the cells outside.
    inside: u16,
    outside: u16,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain reading of the rule's propagation: every pair of places of the 1 and the N,
    /// every set of digits of the gap's length, and what each way that fits gives each cell.
    fn plain(rule: &Between1AndN, line: &[u16]) -> Option<[u16; 16]> {
        let (one, top) = (bit(1), bit(rule.n));
        let middle = full(rule.n as usize) & !one & !top;
        let k = line.len();
        let meets = |cells: &[u16], set: u16| cells.iter().all(|&m| m & set != 0);
        let union = |cells: &[u16]| cells.iter().fold(0, |u, &m| u | m);
        let mut support = [0u16; 16];
        let mut any = false;
        for i in (0..k).filter(|&i| line[i] & one != 0) {
            for j in (0..k).filter(|&j| j != i && line[j] & top != 0) {
                let (low, high) = (i.min(j), i.max(j));
                let (before, inside, after) =
                    (&line[..low], &line[low + 1..high], &line[high + 1..]);
                for &set in &rule.sets[high - low - 1] {
                    let rest = middle & !set;
                    if set & !union(inside) != 0
                        || rest & !(union(before) | union(after)) != 0
                        || !meets(inside, set)
                        || !meets(before, rest)
                        || !meets(after, rest)
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
        any.then_some(support)
    }

    /// A few lines by hand: what the propagator keeps, cell by cell.
    #[test]
    fn keeps_what_a_way_to_fill_the_line_gives() {
        let rule = Between1AndN::new((0..6).collect(), 6, 9);
        let some = full(6) & !bit(6);
        let digits = |ds: &[u8]| ds.iter().fold(0, |m, &d| m | bit(d));
        // 6x6, sum 9: 2 + 3 + 4 between the 1 and the 6, or 4 + 5. With the 6 in the last
        // cell, the 1 is in the second cell (2, 3, 4 after it, 5 before) or the third (4, 5
        // after it, 2 and 3 before).
        let kept = rule.support(&[some, some, some, some, some, bit(6)]);
        let expected = [
            digits(&[2, 3, 5]),
            digits(&[1, 2, 3]),
            digits(&[1, 2, 3, 4]),
            digits(&[2, 3, 4, 5]),
            digits(&[2, 3, 4, 5]),
            bit(6),
        ];
        assert_eq!(kept.map(|k| k[..6] == expected), Some(true));
        // The 1 next to the 6: nothing between them, which cannot sum to 9.
        assert_eq!(
            rule.support(&[some, some, some, some, bit(1), bit(6)]),
            None
        );
        // The 1 two cells from the 6: 4 and 5 between them, 2 and 3 before.
        let kept = rule.support(&[some, some, bit(1), some, some, bit(6)]);
        let (outside, inside) = (digits(&[2, 3]), digits(&[4, 5]));
        let expected = [outside, outside, bit(1), inside, inside, bit(6)];
        assert_eq!(kept.map(|k| k[..6] == expected), Some(true));
        // Both sets hold the 4, always between the 1 and the 6: the end cells lose it alone.
        let kept = rule.support(&[full(6); 6]);
        let ends = full(6) & !bit(4);
        let expected = [ends, full(6), full(6), full(6), full(6), ends];
        assert_eq!(kept.map(|k| k[..6] == expected), Some(true));
    }

    /// The fast propagator keeps what the plain one keeps, on random lines (its shortcuts: it
    /// returns the line whole once every candidate is kept, which the plain one ends with, and
    /// it skips the sets that would add nothing to what is kept already).
    #[test]
    fn keeps_what_the_plain_reading_keeps() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        // Fewer lines on the large boards, whose gaps have hundreds of sets each.
        for (n, lines) in [
            (4u8, 3000),
            (6, 3000),
            (8, 3000),
            (9, 3000),
            (12, 1000),
            (16, 1000),
        ] {
            let most = (2..n - 1).map(u32::from).sum::<u32>();
            for _ in 0..lines {
                let sum = (next() % u64::from(most + 2)) as u32;
                let rule = Between1AndN::new((0..u16::from(n)).collect(), n, sum);
                let mut line = [0u16; 16];
                for mask in &mut line[..usize::from(n)] {
                    // Wide cells, and (half of them) narrowed.
                    *mask = (next() as u16 | next() as u16) & full(usize::from(n));
                    if next() % 2 == 0 {
                        *mask &= next() as u16;
                    }
                }
                let line = &line[..usize::from(n)];
                assert_eq!(rule.support(line), plain(&rule, line), "{n} {sum} {line:?}");
            }
        }
    }
}
