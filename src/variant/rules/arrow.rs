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
    MAX_CELLS, MAX_SUM, Sums, group, load, narrow_grouped, reach_grouped, store, with_width,
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
        let (lines, lens): (Vec<Vec<u16>>, Vec<Vec<u8>>) =
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
            lens,
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
    /// Each line's cells, group by group, and the groups' lengths (see [`group`]).
    lines: Vec<Vec<u16>>,
    lens: Vec<Vec<u8>>,
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
        for (line, lens) in self.lines.iter().zip(&self.lens) {
            let masks = &mut masks[..line.len()];
            load(line, state, masks);
            targets = targets.and(&reach_grouped(masks, lens));
        }
        if targets.is_empty() {
            return Err(Contradiction);
        }
        for (line, lens) in self.lines.iter().zip(&self.lens) {
            let masks = &mut masks[..line.len()];
            load(line, state, masks);
            narrow_grouped(masks, lens, &targets).ok_or(Contradiction)?;
            store(line, masks, state)?;
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
