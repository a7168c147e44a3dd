//! Odd and even cells: the cell holds an odd (or even) digit.

use alloc::vec::Vec;

use crate::variant::model::Builder;
use crate::variant::rule::{Constrain, Placed, RuleError, check_cells};
use crate::variant::{Board, Break, Cell, Puzzle};

/// An odd or an even cell.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parity {
    pub(crate) cell: Cell,
    pub(crate) odd: bool,
}

/// The odd digits 1, 3, 5, ..., 15.
const ODD: u16 = 0x5555;

impl Constrain for Parity {
    fn check(&self, board: &Board) -> Result<(), RuleError> {
        check_cells(board, &[self.cell])
    }

    fn build(&self, _: &Puzzle, builder: &mut Builder) {
        let cell = builder.index(self.cell);
        builder.restrict(cell, if self.odd { ODD } else { !ODD });
    }

    fn breaks(&self, placed: Placed<'_>, out: &mut Vec<Break>) {
        if let Some(digit) = placed.get(self.cell)
            && (digit % 2 == 1) != self.odd
        {
            let (shape, kind) = if self.odd {
                ("circle", "odd")
            } else {
                ("square", "even")
            };
            out.push(Break {
                rule: None,
                cells: alloc::vec![self.cell],
                message: alloc::format!("{} holds {digit}, but its {shape} says {kind}", self.cell),
            });
        }
    }
}
