//! Quadruples: the digits in a circle on the corner where four cells meet all appear in those
//! four cells (a digit written twice appears twice).

use alloc::vec::Vec;

use crate::variant::cell::sort_cells;
use crate::variant::digits::bit;
use crate::variant::model::{Builder, Contradiction, Narrow, Propagate};
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells, names};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A quadruple clue.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Quadruple, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// // Two 1s and a 2 around the centre of a 4x4 board.
/// let cells = [Cell::new(1, 1), Cell::new(1, 2), Cell::new(2, 1), Cell::new(2, 2)];
/// puzzle.add_rule(Rule::Quadruple(Quadruple { cells, digits: vec![1, 1, 2] })).unwrap();
/// assert_eq!(puzzle.count_solutions(1000), 20);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quadruple {
    /// The four cells around the corner.
    pub cells: [Cell; 4],
    /// The digits in the circle, one to four, a digit repeated when it appears twice.
    pub digits: Vec<u8>,
}

impl Constrain for Quadruple {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &self.cells)?;
        let rows = self.cells.map(|c| c.row());
        let cols = self.cells.map(|c| c.col());
        let (r, c) = (
            *rows.iter().min().unwrap_or(&0),
            *cols.iter().min().unwrap_or(&0),
        );
        let mut expected = [
            Cell::new(r, c),
            Cell::new(r, c + 1),
            Cell::new(r + 1, c),
            Cell::new(r + 1, c + 1),
        ];
        let mut given = self.cells;
        sort_cells(&mut expected);
        sort_cells(&mut given);
        if expected != given {
            return Err(RuleError::NotACorner);
        }
        if self.digits.is_empty() || self.digits.len() > 4 {
            return Err(RuleError::OutOfRange {
                what: "the number of digits in the circle",
                value: self.digits.len() as u32,
                low: 1,
                high: 4,
            });
        }
        for &digit in &self.digits {
            if digit == 0 || digit as usize > board.size() {
                return Err(RuleError::OutOfRange {
                    what: "a digit in the circle",
                    value: u32::from(digit),
                    low: 1,
                    high: board.size() as u32,
                });
            }
        }
        Ok(())
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let mut counts = [0u8; 16];
        for &digit in &self.digits {
            counts[digit as usize - 1] += 1;
        }
        builder.propagator(Circle {
            cells: self.cells.map(|c| builder.index(c) as u16),
            counts,
        });
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let mut counts = [0u8; 16];
        for &digit in &self.digits {
            counts[digit as usize - 1] += 1;
        }
        let empty = self
            .cells
            .iter()
            .filter(|&&c| placed.get(c).is_none())
            .count();
        let mut missing = Vec::new();
        for (i, &count) in counts.iter().enumerate() {
            let digit = i as u8 + 1;
            let found = self
                .cells
                .iter()
                .filter(|&&c| placed.get(c) == Some(digit))
                .count();
            missing.extend(core::iter::repeat_n(
                digit,
                (count as usize).saturating_sub(found),
            ));
        }
        if missing.len() > empty {
            let list: Vec<alloc::string::String> =
                missing.iter().map(|d| alloc::format!("{d}")).collect();
            out.push(Break {
                rule: None,
                cells: self.cells.to_vec(),
                message: alloc::format!(
                    "{} leave no room for {} from their quadruple",
                    names(&self.cells),
                    list.join(", ")
                ),
            });
        }
    }
}

/// The four cells hold each digit at least its count of times.
#[derive(Debug)]
struct Circle {
    cells: [u16; 4],
    counts: [u8; 16],
}

impl Propagate for Circle {
    fn cells(&self) -> &[u16] {
        &self.cells
    }

    fn propagate(&self, state: &mut Narrow<'_>) -> Result<(), Contradiction> {
        let masks = self.cells.map(|c| state.get(c));
        let mut needed = 0u16;
        let mut slots = 0usize;
        for (i, &count) in self.counts.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let digit = bit(i as u8 + 1);
            needed |= digit;
            slots += count as usize;
            let places = masks.iter().filter(|&&m| m & digit != 0).count();
            let fixed = masks.iter().filter(|&&m| m == digit).count();
            if places < count as usize {
                return Err(Contradiction);
            }
            if places == count as usize && fixed < places {
                for (&cell, &mask) in self.cells.iter().zip(&masks) {
                    if mask & digit != 0 {
                        state.narrow(cell, digit)?;
                    }
                }
            }
        }
        // Cells that cannot hold a needed digit take the room of none.
        let free = masks.iter().filter(|&&m| m & needed == 0).count();
        if free + slots > 4 {
            return Err(Contradiction);
        }
        if slots == 4 {
            for &cell in &self.cells {
                state.narrow(cell, needed)?;
            }
        }
        Ok(())
    }
}
