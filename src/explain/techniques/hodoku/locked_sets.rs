//! Locked pairs and triples: a naked pair or triple whose cells share a box and a line, so
//! its digits leave both houses.

use core::ops::ControlFlow;

use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, CellSet, MarkSet, Marks, Unit, UnitKind};

pub(crate) fn locked_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    locked(marks, 2, sink)
}

pub(crate) fn locked_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    locked(marks, 3, sink)
}

fn locked(marks: &Marks, k: usize, sink: Sink<'_>) -> ControlFlow<()> {
    let technique = if k == 2 {
        Technique::LockedPair
    } else {
        Technique::LockedTriple
    };
    for b in 0..9 {
        let Some(boxed) = Unit::new(UnitKind::Box, b) else {
            continue;
        };
        let box_cells = CellSet::house(boxed);
        let (row0, col0) = (b / 3 * 3, b % 3 * 3);
        let lines = (0..3)
            .filter_map(|i| Unit::new(UnitKind::Row, row0 + i))
            .chain((0..3).filter_map(|i| Unit::new(UnitKind::Column, col0 + i)));
        for line in lines {
            let line_cells = CellSet::house(line);
            let open: CellSet = (box_cells & line_cells)
                .iter()
                .filter(|&cell| (2..=k).contains(&marks.candidates(cell).len()))
                .collect();
            if open.len() < k {
                continue;
            }
            // The k-subsets of at most three cells: all three, or leave one out.
            for skip in open.iter().map(Some).chain([None]) {
                let chosen = match skip {
                    Some(cell) => open - CellSet::single(cell),
                    None => open,
                };
                if chosen.len() != k {
                    continue;
                }
                let mut union = Candidates::NONE;
                for cell in chosen {
                    union |= marks.candidates(cell);
                }
                if union.len() != k {
                    continue;
                }
                let mut eliminations = MarkSet::EMPTY;
                for digit in union {
                    eliminations.insert_cells(
                        marks.cells_with(digit) & ((box_cells | line_cells) - chosen),
                        digit,
                    );
                }
                if eliminations.is_empty() {
                    continue;
                }
                sink(
                    Step::new(technique)
                        .with_house(boxed)
                        .with_house(line)
                        .with_cells(chosen)
                        .with_digits(union)
                        .with_eliminations(eliminations),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}
