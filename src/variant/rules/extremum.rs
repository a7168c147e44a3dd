//! Minimum and maximum cells: the cell's digit is smaller (larger) than each of its orthogonal
//! neighbours'.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells};
use crate::variant::{Board, Break, Cell, Puzzle};

/// A minimum or a maximum cell.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Extremum {
    pub(crate) cell: Cell,
    pub(crate) maximum: bool,
}

impl Extremum {
    fn neighbours(self, board: &Board) -> impl Iterator<Item = Cell> + '_ {
        let (r, c) = (self.cell.row() as i8, self.cell.col() as i8);
        [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .filter(|&(r, c)| r >= 0 && c >= 0)
            .map(|(r, c)| Cell::new(r as u8, c as u8))
            .filter(move |&n| board.contains(n))
    }
}

impl Constrain for Extremum {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &[self.cell])
    }

    fn build(&self, puzzle: &Puzzle, builder: &mut Builder) {
        let cell = builder.index(self.cell);
        let maximum = self.maximum;
        for other in self.neighbours(puzzle.board()) {
            let other = builder.index(other);
            builder.relate(cell, other, |x, y| if maximum { x > y } else { x < y });
        }
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        let Some(x) = placed.get(self.cell) else {
            return;
        };
        for other in self.neighbours(placed.board) {
            let Some(y) = placed.get(other) else { continue };
            if (self.maximum && x <= y) || (!self.maximum && x >= y) {
                let (kind, than) = if self.maximum {
                    ("maximum", "larger")
                } else {
                    ("minimum", "smaller")
                };
                out.push(Break {
                    rule: None,
                    cells: alloc::vec![self.cell, other],
                    message: alloc::format!(
                        "{} is a {kind} but its {x} is not {than} than the {y} in {other}",
                        self.cell
                    ),
                });
            }
        }
    }
}
