//! X and V: the two digits sum to 10 (X) or 5 (V).

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells};
use crate::variant::{Board, Break, Cell, Puzzle};

/// An X or a V between two cells: their digits sum to `sum` (10 for X, 5 for V).
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Rule, Xv};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// puzzle.add_rule(Rule::Xv(Xv::v([Cell::new(0, 0), Cell::new(0, 1)]))).unwrap();
/// assert_eq!(puzzle.true_candidates().unwrap().get(Cell::new(0, 0)).to_string(), "{1,2,3,4}");
/// assert_eq!(Xv::x([Cell::new(0, 0), Cell::new(0, 1)]).sum, 10);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Xv {
    /// The two cells.
    pub cells: [Cell; 2],
    /// Their total: 10 for an X, 5 for a V.
    pub sum: u8,
}

impl Xv {
    /// An X: the digits sum to 10.
    #[must_use]
    pub const fn x(cells: [Cell; 2]) -> Xv {
        Xv { cells, sum: 10 }
    }

    /// A V: the digits sum to 5.
    #[must_use]
    pub const fn v(cells: [Cell; 2]) -> Xv {
        Xv { cells, sum: 5 }
    }
}

impl Constrain for Xv {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &self.cells)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let (a, b) = (builder.index(self.cells[0]), builder.index(self.cells[1]));
        let sum = self.sum;
        builder.relate(a, b, |x, y| x + y == sum);
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let [a, b] = self.cells;
        if let (Some(x), Some(y)) = (placed.get(a), placed.get(b))
            && x + y != self.sum
        {
            out.push(Break {
                rule: None,
                cells: self.cells.to_vec(),
                message: alloc::format!("{a} and {b} sum to {}, not {}", x + y, self.sum),
            });
        }
    }
}
