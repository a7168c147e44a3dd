//! The negative constraint: all dots (or Xs and Vs) of a kind are given, so two cells side by
//! side without one do not have its property. As f-puzzles reads it, a pair of cells with any
//! dot, X or V between them is left alone.

use alloc::vec::Vec;

use super::ratio::in_ratio;
use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError};
use crate::variant::{Board, Break, Cell, Puzzle, Rule};

/// Which marks are all given.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Negative, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// puzzle.add_rule(Rule::Negative(Negative::Difference)).unwrap();
/// // No two neighbours consecutive, and no white dot: 4x4 has no such grid.
/// assert_eq!(puzzle.count_solutions(2), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Negative {
    /// Every white dot is given: neighbours without one are not consecutive.
    Difference,
    /// Every black dot is given: neighbours without one are not in ratio 2.
    Ratio,
    /// Every X and V is given: neighbours without one sum neither to 10 nor to 5.
    Xv,
}

impl Negative {
    fn allowed(self, x: u8, y: u8) -> bool {
        match self {
            Negative::Difference => x.abs_diff(y) != 1,
            Negative::Ratio => !in_ratio(x, y, 2),
            Negative::Xv => x + y != 10 && x + y != 5,
        }
    }

    fn what(self, x: u8, y: u8) -> alloc::string::String {
        match self {
            Negative::Difference => {
                alloc::format!("are consecutive ({x} and {y}) without a white dot")
            }
            Negative::Ratio => alloc::format!("are in ratio 2 ({x} and {y}) without a black dot"),
            Negative::Xv => alloc::format!("sum to {} without an X or a V", x + y),
        }
    }
}

/// The pairs of cells side by side with no dot, X or V between them.
pub(crate) fn unmarked_pairs(rules: &[Rule], board: &Board) -> Vec<(Cell, Cell)> {
    let marked: Vec<[Cell; 2]> = rules.iter().filter_map(|r| r.dot_cells()).collect();
    let is_marked = |a: Cell, b: Cell| {
        marked
            .iter()
            .any(|&[x, y]| (x, y) == (a, b) || (x, y) == (b, a))
    };
    let n = board.size() as u8;
    let mut pairs = Vec::new();
    for cell in board.cells() {
        let (r, c) = (cell.row(), cell.col());
        for other in [(r, c + 1), (r + 1, c)] {
            if other.0 < n && other.1 < n {
                let other = Cell::new(other.0, other.1);
                if !is_marked(cell, other) {
                    pairs.push((cell, other));
                }
            }
        }
    }
    pairs
}

impl Constrain for Negative {
    fn check(&self, _: &Board) -> Result<(), RuleError> {
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        let kind = *self;
        for (a, b) in unmarked_pairs(puzzle.rules(), puzzle.board()) {
            let (a, b) = (builder.index(a), builder.index(b));
            builder.relate(a, b, |x, y| kind.allowed(x, y));
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for (a, b) in unmarked_pairs(placed.rules, placed.board) {
            if let (Some(x), Some(y)) = (placed.get(a), placed.get(b))
                && !self.allowed(x, y)
            {
                out.push(Break {
                    rule: None,
                    cells: alloc::vec![a, b],
                    message: alloc::format!("{a} and {b} {}", self.what(x, y)),
                });
            }
        }
    }
}
