//! Renban lines: the digits on a line are different and form a run of consecutive digits, in
//! any order.
//!
//! A run (a window of k consecutive digits for a line of k cells) stays possible while every
//! cell can take one of its digits and each of its digits has a place; cells keep the digits
//! of the runs still possible, and a digit that every such run needs, with one place left,
//! goes there.

use alloc::vec::Vec;

use super::thermometer::check_lines;
use crate::variant::digits::range;
use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{Constrain, Placed, RuleError, names, repeats};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A renban line.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Renban, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let line = vec![Cell::new(0, 0), Cell::new(1, 1), Cell::new(2, 2)];
/// puzzle.add_rule(Rule::Renban(Renban { lines: vec![line] })).unwrap();
/// let candidates = puzzle.true_candidates().unwrap();
/// // Both runs of three (1-2-3 and 2-3-4) need 2 and 3.
/// assert!(candidates.get(Cell::new(1, 1)).len() >= 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Renban {
    /// The lines.
    pub lines: Vec<Vec<Cell>>,
}

impl Constrain for Renban {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_lines(board, &self.lines, 1)?;
        for line in &self.lines {
            if line.len() > board.size() {
                return Err(RuleError::TooManyCells {
                    most: board.size(),
                    found: line.len(),
                });
            }
        }
        Ok(())
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        for line in &self.lines {
            let cells: Vec<usize> = line.iter().map(|&c| builder.index(c)).collect();
            builder.distinct(&cells);
            builder.propagator(Run {
                cells: cells.iter().map(|&c| c as u16).collect(),
                n: builder.size() as u8,
            });
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for line in &self.lines {
            repeats(placed, line, "on a renban line", out);
            let filled: Vec<Cell> = line
                .iter()
                .copied()
                .filter(|&c| placed.get(c).is_some())
                .collect();
            let digits = filled.iter().filter_map(|&c| placed.get(c));
            let (Some(low), Some(high)) = (digits.clone().min(), digits.max()) else {
                continue;
            };
            if usize::from(high - low) >= line.len() {
                out.push(Break {
                    rule: None,
                    message: alloc::format!(
                        "{} hold {low} and {high}, too far apart for a renban line of {} cells",
                        names(&filled),
                        line.len()
                    ),
                    cells: filled,
                });
            }
        }
    }
}

/// A line's digits form a run.
#[derive(Debug)]
struct Run {
    cells: Vec<u16>,
    n: u8,
}

impl Propagate for Run {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let k = self.cells.len() as u8;
        let union = self.cells.iter().fold(0, |m, &c| m | state.get(c));
        let (mut allowed, mut needed) = (0u16, u16::MAX);
        for low in 1..=self.n + 1 - k {
            let run = range(low, low + k - 1);
            if run & !union == 0 && self.cells.iter().all(|&c| state.get(c) & run != 0) {
                allowed |= run;
                needed &= run;
            }
        }
        if allowed == 0 {
            return Err(Contradiction);
        }
        for &cell in &self.cells {
            state.narrow(cell, allowed)?;
        }
        state.place_needed(&self.cells, needed)
    }
}
