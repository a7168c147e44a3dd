//! Non-consecutive: two cells side by side never hold consecutive digits. As f-puzzles reads it,
//! a pair with a dot, X or V between them is left to that mark.

use alloc::vec::Vec;

use super::negative::unmarked_pairs;
use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError};
use crate::variant::{Board, Break, Puzzle};

/// The non-consecutive rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NonConsecutive;

impl Constrain for NonConsecutive {
    fn check(&self, _: &Board) -> Result<(), RuleError> {
        Ok(())
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        for (a, b) in unmarked_pairs(puzzle.rules(), puzzle.board()) {
            let (a, b) = (builder.index(a), builder.index(b));
            builder.relate(a, b, |x, y| x.abs_diff(y) != 1);
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for (a, b) in unmarked_pairs(placed.rules, placed.board) {
            if let (Some(x), Some(y)) = (placed.get(a), placed.get(b))
                && x.abs_diff(y) == 1
            {
                out.push(Break {
                    rule: None,
                    cells: alloc::vec![a, b],
                    message: alloc::format!("{a} and {b} hold consecutive digits, {x} and {y}"),
                });
            }
        }
    }
}
