//! Arrows: the number in the circle (one cell, or several read left to right and top to bottom
//! as one number) equals the sum of the digits along each of its lines; digits on a line may
//! repeat (unless another rule says otherwise).
//!
//! The circle's possible numbers meet each line's reachable totals; each line keeps the digits
//! that reach a number left, and the circle the digits of the numbers left.

use alloc::vec::Vec;

use crate::variant::cell::sort_cells;
use crate::variant::digits::bit;
use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{
    Constrain, MissedSum, Placed, RuleError, check_cells, check_len, names,
};
use crate::variant::sums::{
    Layout, MAX_CELLS, MAX_SUM, Sums, group, load, narrow_grouped, reach_grouped, store, with_width,
};
use crate::variant::{Board, Break, Cell, Puzzle};

/// The most cells a circle (a pill) reads as one number.
const MAX_CIRCLE: usize = 3;

/// An arrow.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Arrow, Board, Cell, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let arrow = Arrow {
///     circle: vec![Cell::new(0, 0)],
///     lines: vec![vec![Cell::new(1, 1), Cell::new(2, 2)]],
/// };
/// puzzle.add_rule(Rule::Arrow(arrow)).unwrap();
/// // r2c2 and r3c3 share no house, so they may repeat: the circle is at least 1 + 1.
/// assert_eq!(puzzle.true_candidates().unwrap().get(Cell::new(0, 0)).to_string(), "{2,3,4}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// The circle's cells; two or three cells (a pill) read as one number in reading order.
    pub circle: Vec<Cell>,
    /// The lines, each from the circle outwards (a circle cell on a line is left out of its
    /// sum).
    pub lines: Vec<Vec<Cell>>,
}

impl Arrow {
    /// The circle's cells in reading order.
    fn circle_in_order(&self) -> Vec<Cell> {
        let mut circle = self.circle.clone();
        sort_cells(&mut circle);
        circle
    }

    /// A line's cells without those of the circle.
    fn shaft<'a>(&'a self, line: &'a [Cell]) -> impl Iterator<Item = Cell> + 'a {
        line.iter().copied().filter(|c| !self.circle.contains(c))
    }
}

/// The number the circle's digits make, read in order: 1 and 2 make 12, 1 and 12 make 112.
fn number(digits: &[u8]) -> u32 {
    digits.iter().fold(0, |value, &d| {
        value * if d >= 10 { 100 } else { 10 } + u32::from(d)
    })
}

impl Constrain for Arrow {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &self.circle)?;
        check_len(&self.circle, 1)?;
        if self.circle.len() > MAX_CIRCLE {
            return Err(RuleError::TooManyCells {
                most: MAX_CIRCLE,
                found: self.circle.len(),
            });
        }
        for line in &self.lines {
            let shaft: Vec<Cell> = self.shaft(line).collect();
            check_cells(board, &shaft)?;
            check_len(&shaft, 1)?;
            if shaft.len() > MAX_CELLS {
                return Err(RuleError::TooManyCells {
                    most: MAX_CELLS,
                    found: shaft.len(),
                });
            }
        }
        Ok(())
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let circle: Vec<u16> = self
            .circle_in_order()
            .iter()
            .map(|&c| builder.index(c) as u16)
            .collect();
        let lines: Vec<Vec<u16>> = self
            .lines
            .iter()
            .map(|line| self.shaft(line).map(|c| builder.index(c) as u16).collect())
            .collect();
        // Each line's cells in groups that see each other (their digits differ).
        let (lines, layouts): (Vec<Vec<u16>>, Vec<Layout>) =
            lines.iter().map(|line| group(builder, line)).unzip();
        let mut cells = circle.clone();
        lines.iter().for_each(|line| cells.extend_from_slice(line));
        // The number is at most what the circle's largest digits make, and what the shortest
        // line's reach: sums past that can never match.
        let n = builder.size() as u8;
        let shortest = lines.iter().map(Vec::len).min().unwrap_or(0) as u32;
        let most = number(&alloc::vec![n; circle.len()])
            .min(shortest * u32::from(n))
            .min(MAX_SUM as u32);
        with_width!(most, W => builder.propagator(ArrowSum::<W> {
            circle,
            lines,
            layouts,
            cells,
        }));
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let circle = self.circle_in_order();
        let digits: Option<Vec<u8>> = circle.iter().map(|&c| placed.get(c)).collect();
        let Some(digits) = digits else { return };
        let value = number(&digits);
        for line in &self.lines {
            let shaft: Vec<Cell> = self.shaft(line).collect();
            if let Some(missed) = MissedSum::of(placed, &shaft, value) {
                let mut cells = circle.clone();
                cells.extend_from_slice(&missed.filled);
                out.push(Break {
                    rule: None,
                    message: alloc::format!(
                        "{} on the arrow from {}, but the circle holds {value}",
                        missed.clause(),
                        names(&circle)
                    ),
                    cells,
                });
            }
        }
    }
}

/// An arrow compiled: the circle's cells in reading order, each line's cells.
#[derive(Debug)]
struct ArrowSum<const W: usize> {
    circle: Vec<u16>,
    /// Each line's cells, run by run and group by group, and how they are grouped (see
    /// [`group`]).
    lines: Vec<Vec<u16>>,
    layouts: Vec<Layout>,
    cells: Vec<u16>,
}

impl<const W: usize> ArrowSum<W> {
    /// Calls `each` with every choice of the circle's digits and the number it makes.
    fn numbers(masks: &[u16], each: &mut impl FnMut(&[u8], u32)) {
        let mut digits = [0u8; MAX_CIRCLE];
        fn walk(
            masks: &[u16],
            digits: &mut [u8; MAX_CIRCLE],
            depth: usize,
            each: &mut impl FnMut(&[u8], u32),
        ) {
            if depth == masks.len() {
                let chosen = &digits[..depth];
                each(chosen, number(chosen));
                return;
            }
            let mut open = masks[depth];
            while open != 0 {
                digits[depth] = open.trailing_zeros() as u8 + 1;
                open &= open - 1;
                walk(masks, digits, depth + 1, each);
            }
        }
        walk(masks, &mut digits, 0, each);
    }
}

impl<const W: usize> Propagate for ArrowSum<W> {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let mut circle = [0u16; MAX_CIRCLE];
        let circle = &mut circle[..self.circle.len()];
        load(&self.circle, state, circle);
        let mut targets = Sums::<W>::EMPTY;
        Self::numbers(circle, &mut |_, value| targets.insert(value));
        let mut masks = [0u16; MAX_CELLS];
        // The numbers every line but the last can reach; the last line, narrowed to those,
        // keeps what it would keep with the numbers all of them reach and gives those, so its
        // totals are listed once.
        let rest = self.lines.len().saturating_sub(1);
        for (line, layout) in self.lines.iter().zip(&self.layouts).take(rest) {
            let masks = &mut masks[..line.len()];
            load(line, state, masks);
            targets = targets.and(&reach_grouped(masks, layout));
        }
        // The last line is stored last, as the others are in order before it.
        let mut last = [0u16; MAX_CELLS];
        if let Some((line, layout)) = self.lines.last().zip(self.layouts.last()) {
            let last = &mut last[..line.len()];
            load(line, state, last);
            targets = narrow_grouped(last, layout, &targets).ok_or(Contradiction)?;
        }
        if targets.is_empty() {
            return Err(Contradiction);
        }
        for (line, layout) in self.lines.iter().zip(&self.layouts).take(rest) {
            let masks = &mut masks[..line.len()];
            load(line, state, masks);
            narrow_grouped(masks, layout, &targets).ok_or(Contradiction)?;
            store(line, masks, state)?;
        }
        if let Some(line) = self.lines.last() {
            store(line, &last[..line.len()], state)?;
        }
        let mut keep = [0u16; MAX_CIRCLE];
        Self::numbers(circle, &mut |digits, value| {
            if targets.contains(value) {
                for (k, &d) in keep.iter_mut().zip(digits) {
                    *k |= bit(d);
                }
            }
        });
        store(&self.circle, &keep[..self.circle.len()], state)
    }
}

#[cfg(test)]
mod tests {
    use super::ArrowSum;
    use crate::variant::Board;
    use crate::variant::digits::{bit, full};
    use crate::variant::model::{Builder, MAX_CELLS, Propagate, Queue, State};
    use crate::variant::sums::Layout;
    use alloc::vec;
    use alloc::vec::Vec;

    /// The digits of `ds` as a mask.
    fn digits(ds: &[u8]) -> u16 {
        ds.iter().fold(0, |m, &d| m | bit(d))
    }

    /// Runs a circle at r1c1 with a line of one cell (r2c2) and a line of two cells that do
    /// not see each other (r3c3, r4c4), on an empty 9x9 board whose candidates `start` has
    /// narrowed, the lines in the order given; returns those five cells' candidates after, or
    /// `None` on a contradiction.
    fn run(start: &[(usize, u16)], swap: bool) -> Option<Vec<u16>> {
        let model = Builder::new(&Board::new(9).unwrap()).finish();
        let mut cand = [0u16; MAX_CELLS];
        cand[..81].fill(full(9));
        for &(cell, mask) in start {
            cand[cell] = mask;
        }
        let mut lines = vec![vec![10], vec![20, 30]];
        let mut layouts = vec![Layout::alone(1), Layout::alone(2)];
        if swap {
            lines.reverse();
            layouts.reverse();
        }
        let arrow = ArrowSum::<1> {
            circle: vec![0],
            lines,
            layouts,
            cells: vec![0, 10, 20, 30],
        };
        let mut state = State::<2>::new(&cand);
        let mut queue = Queue::new();
        arrow
            .propagate(&mut state.view(&mut queue, &model.peers))
            .ok()?;
        Some([0, 10, 20, 30].iter().map(|&c| state.get(c)).collect())
    }

    #[test]
    fn every_line_sums_to_the_circle() {
        for swap in [false, true] {
            // A 3 in the circle: the one-cell line is 3, the two cells are 1 and 2.
            let kept = run(&[(0, bit(3))], swap);
            let expected = [bit(3), bit(3), digits(&[1, 2]), digits(&[1, 2])];
            assert_eq!(kept.as_deref(), Some(&expected[..]), "swap {swap}");
            // The circle 2 to 4, the one-cell line 4 or 5: both are 4, and the two cells sum
            // to 4 (1 + 3, 2 + 2, 3 + 1: they may repeat, not seeing each other).
            let kept = run(&[(0, digits(&[2, 3, 4])), (10, digits(&[4, 5]))], swap);
            let expected = [bit(4), bit(4), digits(&[1, 2, 3]), digits(&[1, 2, 3])];
            assert_eq!(kept.as_deref(), Some(&expected[..]), "swap {swap}");
            // A 9 in the circle and a 1 in the one-cell line: no way.
            assert_eq!(run(&[(0, bit(9)), (10, bit(1))], swap), None, "swap {swap}");
            // A 9 in the circle, the two cells 1 and 1 at most: no way either.
            assert_eq!(run(&[(0, bit(9)), (20, bit(1)), (30, bit(1))], swap), None);
        }
    }
}
