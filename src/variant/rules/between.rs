//! Between lines: the digits on the line lie strictly between the digits of its two bulbs (its
//! first and last cells), in either order.

use alloc::vec::Vec;

use super::thermometer::check_lines;
use crate::variant::digits::{bit, range};
use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{Constrain, Placed, RuleError};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A between line.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Between, Board, Cell, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let line = vec![Cell::new(0, 0), Cell::new(0, 1), Cell::new(0, 2)];
/// puzzle.add_rule(Rule::Between(Between { lines: vec![line] })).unwrap();
/// let candidates = puzzle.true_candidates().unwrap();
/// assert_eq!(candidates.get(Cell::new(0, 1)).to_string(), "{2,3}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Between {
    /// The lines, each from one bulb to the other.
    pub lines: Vec<Vec<Cell>>,
}

impl Constrain for Between {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_lines(board, &self.lines, 2)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        for line in &self.lines {
            if line.len() < 3 {
                continue;
            }
            builder.propagator(Bulbs {
                cells: line.iter().map(|&c| builder.index(c) as u16).collect(),
            });
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for line in &self.lines {
            let (first, last) = (line[0], line[line.len() - 1]);
            let (Some(x), Some(y)) = (placed.get(first), placed.get(last)) else {
                continue;
            };
            let (low, high) = (x.min(y), x.max(y));
            for &cell in &line[1..line.len() - 1] {
                if let Some(d) = placed.get(cell).filter(|&d| d <= low || d >= high) {
                    out.push(Break {
                        rule: None,
                        cells: alloc::vec![first, last, cell],
                        message: alloc::format!(
                            "{cell} holds {d}, not strictly between the {x} in {first} and the {y} in {last}"
                        ),
                    });
                }
            }
        }
    }
}

/// A line of three or more cells: first and last are the bulbs.
#[derive(Debug)]
struct Bulbs {
    cells: Vec<u16>,
}

impl Propagate for Bulbs {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let (first, last) = (self.cells[0], self.cells[self.cells.len() - 1]);
        let inside = &self.cells[1..self.cells.len() - 1];
        let (ends_a, ends_b) = (state.get(first), state.get(last));
        let (mut keep_a, mut keep_b, mut keep_inside) = (0u16, 0u16, 0u16);
        for x in (1..=16u8).filter(|&x| ends_a & bit(x) != 0) {
            for y in (1..=16u8).filter(|&y| ends_b & bit(y) != 0) {
                let open = range(x.min(y) + 1, x.max(y).saturating_sub(1));
                if open != 0 && inside.iter().all(|&c| state.get(c) & open != 0) {
                    keep_a |= bit(x);
                    keep_b |= bit(y);
                    keep_inside |= open;
                }
            }
        }
        state.narrow(first, keep_a)?;
        state.narrow(last, keep_b)?;
        for &cell in inside {
            state.narrow(cell, keep_inside)?;
        }
        Ok(())
    }
}
