//! Diagonals: the digits on a diagonal all differ (and hold every digit once).

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, repeats};
use crate::variant::{Board, Break, Cell, Puzzle};

/// One of the two long diagonals of the board.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Diagonal};
///
/// let board = Board::new(4).unwrap();
/// assert_eq!(Diagonal::Falling.cells(&board)[3], Cell::new(3, 3));
/// assert_eq!(Diagonal::Rising.cells(&board)[0], Cell::new(3, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Diagonal {
    /// From the top left to the bottom right (f-puzzles' `diagonal-`).
    Falling,
    /// From the bottom left to the top right (f-puzzles' `diagonal+`).
    Rising,
}

impl Diagonal {
    /// The diagonal's cells, from left to right.
    #[must_use]
    pub fn cells(self, board: &Board) -> Vec<Cell> {
        let n = board.size() as u8;
        (0..n)
            .map(|c| match self {
                Diagonal::Falling => Cell::new(c, c),
                Diagonal::Rising => Cell::new(n - 1 - c, c),
            })
            .collect()
    }

    fn name(self) -> &'static str {
        match self {
            Diagonal::Falling => "on the falling diagonal",
            Diagonal::Rising => "on the rising diagonal",
        }
    }
}

impl Constrain for Diagonal {
    fn check(&self, _: &Board) -> Result<(), RuleError> {
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        let cells: Vec<usize> = self
            .cells(puzzle.board())
            .into_iter()
            .map(|c| builder.index(c))
            .collect();
        builder.distinct(&cells);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        repeats(placed, &self.cells(placed.board), self.name(), out);
    }
}
