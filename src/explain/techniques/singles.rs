//! Singles: the last empty cell of a house (full house), the only place for a digit in a
//! house (hidden single), the only digit left in a cell (naked single).

use core::ops::ControlFlow;

use super::{empty_in, places, se_houses};
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, Cell, Digit, Marks, UnitKind};

/// Full houses first, then hidden singles; each pass over boxes, columns, then rows, digits
/// in order, as SE does.
pub(crate) fn hidden_singles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for full_house in [true, false] {
        for house in se_houses() {
            let alone = empty_in(marks, house).is_single();
            if alone != full_house {
                continue;
            }
            for digit in Digit::ALL {
                let cells = places(marks, house, digit);
                if !cells.is_single() {
                    continue;
                }
                let Some(cell) = cells.first() else { continue };
                let step = if alone {
                    Step::new(Technique::FullHouse)
                } else {
                    let tenths = if house.kind() == UnitKind::Box {
                        12
                    } else {
                        15
                    };
                    Step::new(Technique::HiddenSingle).with_tenths(tenths)
                };
                sink(
                    step.with_house(house)
                        .with_cells(cells)
                        .with_focus(cell)
                        .with_digits(Candidates::only(digit))
                        .with_placement(cell, digit),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Cells with one candidate left, row by row.
pub(crate) fn naked_singles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for cell in Cell::ALL {
        if let Some(digit) = marks.candidates(cell).single() {
            sink(
                Step::new(Technique::NakedSingle)
                    .with_cells(crate::CellSet::single(cell))
                    .with_focus(cell)
                    .with_digits(Candidates::only(digit))
                    .with_placement(cell, digit),
            )?;
        }
    }
    ControlFlow::Continue(())
}
