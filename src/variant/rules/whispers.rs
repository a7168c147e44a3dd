//! German whispers (and lines like them): neighbours along the line differ by at least the
//! line's difference, 5 on a 9x9 board.

use alloc::vec::Vec;

use super::thermometer::check_lines;
use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A whispers line.
///
/// # Examples
///
/// ```
/// use shudu::variant::{Board, Cell, Puzzle, Rule, Whispers};
///
/// let mut puzzle = Puzzle::new(Board::new(9).unwrap());
/// let line = vec![Cell::new(0, 0), Cell::new(0, 1)];
/// puzzle.add_rule(Rule::Whispers(Whispers { lines: vec![line], difference: 5 })).unwrap();
/// // 5 differs from nothing by 5 or more.
/// assert!(!puzzle.true_candidates().unwrap().get(Cell::new(0, 0)).contains(5));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Whispers {
    /// The lines.
    pub lines: Vec<Vec<Cell>>,
    /// The least difference between neighbours (German whispers: 5 on 9x9).
    pub difference: u8,
}

impl Constrain for Whispers {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_lines(board, &self.lines, 2)
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let k = self.difference;
        for line in &self.lines {
            for pair in line.windows(2) {
                let (a, b) = (builder.index(pair[0]), builder.index(pair[1]));
                builder.relate(a, b, |x, y| x.abs_diff(y) >= k);
            }
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for line in &self.lines {
            for pair in line.windows(2) {
                if let (Some(x), Some(y)) = (placed.get(pair[0]), placed.get(pair[1]))
                    && x.abs_diff(y) < self.difference
                {
                    out.push(Break {
                        rule: None,
                        cells: pair.to_vec(),
                        message: alloc::format!(
                            "{} and {} hold {x} and {y}, less than {} apart on a whispers line",
                            pair[0],
                            pair[1],
                            self.difference
                        ),
                    });
                }
            }
        }
    }
}
