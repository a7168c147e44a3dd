//! Extra regions: a set of cells whose digits all differ (windoku boxes, an asterisk, a
//! centre dot, any shape); one of N cells holds every digit.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_group, repeats};
use crate::variant::{Board, Break, Cell, Puzzle};

/// An extra region: its digits all differ.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, ExtraRegion, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let cells = vec![Cell::new(0, 0), Cell::new(1, 2), Cell::new(2, 1), Cell::new(3, 3)];
/// puzzle.add_rule(Rule::ExtraRegion(ExtraRegion { cells })).unwrap();
/// assert_eq!(puzzle.count_solutions(1000), 24);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtraRegion {
    /// The region's cells.
    pub cells: Vec<Cell>,
}

impl Constrain for ExtraRegion {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_group(board, &self.cells, board.size())
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let cells: Vec<usize> = self.cells.iter().map(|&c| builder.index(c)).collect();
        builder.distinct(&cells);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        repeats(placed, &self.cells, "in an extra region", out);
    }
}
