//! Difference dots (white kropki dots): the two digits differ by the dot's value, 1 unless it
//! says otherwise.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A difference dot between two cells.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Difference, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let dot = Difference { cells: [Cell::new(0, 0), Cell::new(0, 1)], difference: 3 };
/// puzzle.add_rule(Rule::Difference(dot)).unwrap();
/// assert_eq!(puzzle.true_candidates().unwrap().get(Cell::new(0, 0)).to_string(), "{1,4}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Difference {
    /// The two cells.
    pub cells: [Cell; 2],
    /// How far apart their digits are (1 for a kropki white dot).
    pub difference: u8,
}

impl Constrain for Difference {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &self.cells)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let (a, b) = (builder.index(self.cells[0]), builder.index(self.cells[1]));
        let k = self.difference;
        builder.relate(a, b, |x, y| x.abs_diff(y) == k);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let [a, b] = self.cells;
        if let (Some(x), Some(y)) = (placed.get(a), placed.get(b))
            && x.abs_diff(y) != self.difference
        {
            out.push(Break {
                rule: None,
                cells: self.cells.to_vec(),
                message: alloc::format!(
                    "{a} and {b} hold {x} and {y}, but their dot says they differ by {}",
                    self.difference
                ),
            });
        }
    }
}
