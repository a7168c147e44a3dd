//! Palindromes: a line reads the same from both ends.

use alloc::vec::Vec;

use super::thermometer::check_lines;
use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A palindrome line.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Palindrome, Puzzle, Rule};
///
/// let mut puzzle = Puzzle::new(Board::new(4).unwrap());
/// let line = vec![Cell::new(0, 0), Cell::new(1, 1), Cell::new(2, 2), Cell::new(3, 3)];
/// puzzle.add_rule(Rule::Palindrome(Palindrome { lines: vec![line] })).unwrap();
/// assert!(puzzle.count_solutions(1000) > 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Palindrome {
    /// The lines.
    pub lines: Vec<Vec<Cell>>,
}

impl Constrain for Palindrome {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_lines(board, &self.lines, 2)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        for line in &self.lines {
            for i in 0..line.len() / 2 {
                let (a, b) = (
                    builder.index(line[i]),
                    builder.index(line[line.len() - 1 - i]),
                );
                builder.relate(a, b, |x, y| x == y);
            }
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for line in &self.lines {
            for i in 0..line.len() / 2 {
                let (a, b) = (line[i], line[line.len() - 1 - i]);
                if let (Some(x), Some(y)) = (placed.get(a), placed.get(b))
                    && x != y
                {
                    out.push(Break {
                        rule: None,
                        cells: alloc::vec![a, b],
                        message: alloc::format!(
                            "{a} and {b} hold {x} and {y}, but mirror each other on a palindrome"
                        ),
                    });
                }
            }
        }
    }
}
