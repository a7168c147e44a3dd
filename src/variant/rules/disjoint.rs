//! Disjoint groups: cells in the same place of their boxes hold different digits, so each
//! such group of N cells holds every digit once.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, repeats};
use crate::variant::{Board, Break, Cell, Puzzle};

/// The disjoint-groups rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DisjointGroups;

/// The groups: for each place in a box, the cells in that place of every box.
fn groups(board: &Board) -> Vec<Vec<Cell>> {
    let Some((height, width)) = board.box_shape() else {
        return Vec::new();
    };
    let mut groups = Vec::new();
    for i in 0..height {
        for j in 0..width {
            groups.push(
                board
                    .cells()
                    .filter(|c| c.row() % height == i && c.col() % width == j)
                    .collect(),
            );
        }
    }
    groups
}

impl Constrain for DisjointGroups {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        board.box_shape().map(|_| ()).ok_or(RuleError::NeedsBoxes)
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        for group in groups(puzzle.board()) {
            let cells: Vec<usize> = group.iter().map(|&c| builder.index(c)).collect();
            builder.distinct(&cells);
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        for group in groups(placed.board) {
            repeats(placed, &group, "in the same place of their boxes", out);
        }
    }
}
