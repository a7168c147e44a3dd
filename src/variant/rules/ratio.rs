//! Ratio dots (black kropki dots): one digit is the other times the dot's value, 2 unless it
//! says otherwise.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A ratio dot between two cells.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Ratio, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(6).unwrap());
/// let dot = Ratio { cells: [Cell::new(0, 0), Cell::new(0, 1)], ratio: 3 };
/// puzzle.add_rule(Rule::Ratio(dot)).unwrap();
/// assert_eq!(puzzle.true_candidates().unwrap().get(Cell::new(0, 0)).to_string(), "{1,2,3,6}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    /// The two cells.
    pub cells: [Cell; 2],
    /// The ratio of their digits (2 for a kropki black dot).
    pub ratio: u8,
}

/// Whether one of `x` and `y` is the other times `ratio`.
pub(crate) fn in_ratio(x: u8, y: u8, ratio: u8) -> bool {
    let (x, y, r) = (u32::from(x), u32::from(y), u32::from(ratio));
    x == y * r || y == x * r
}

impl Constrain for Ratio {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &self.cells)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let (a, b) = (builder.index(self.cells[0]), builder.index(self.cells[1]));
        let r = self.ratio;
        builder.relate(a, b, |x, y| in_ratio(x, y, r));
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let [a, b] = self.cells;
        if let (Some(x), Some(y)) = (placed.get(a), placed.get(b))
            && !in_ratio(x, y, self.ratio)
        {
            out.push(Break {
                rule: None,
                cells: self.cells.to_vec(),
                message: alloc::format!(
                    "{a} and {b} hold {x} and {y}, but their dot says one is {} times the other",
                    self.ratio
                ),
            });
        }
    }
}
