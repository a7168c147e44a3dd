//! Basic fish: a digit whose places in k base lines (rows or columns) lie in k cover lines
//! of the other direction; the digit leaves the rest of the cover lines. X-Wing (k = 2),
//! Swordfish (3), Jellyfish (4).

use core::ops::ControlFlow;

use super::combinations;
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, CellSet, Digit, MarkSet, Marks, Unit, UnitKind};

pub(crate) fn x_wings(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    fish(marks, 2, Technique::XWing, sink)
}

pub(crate) fn swordfish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    fish(marks, 3, Technique::Swordfish, sink)
}

pub(crate) fn jellyfish(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    fish(marks, 4, Technique::Jellyfish, sink)
}

/// Columns as base lines first, then rows, as SE does; base lines by combination, then
/// digits in order.
fn fish(marks: &Marks, k: u32, technique: Technique, sink: Sink<'_>) -> ControlFlow<()> {
    let mut placed = [0usize; 9];
    for cell in crate::Cell::ALL {
        if let Some(d) = marks.grid().get(cell) {
            placed[usize::from(d.get() - 1)] += 1;
        }
    }
    for (base_kind, cover_kind) in [
        (UnitKind::Column, UnitKind::Row),
        (UnitKind::Row, UnitKind::Column),
    ] {
        for &combo in combinations(k) {
            for digit in Digit::ALL {
                if placed[usize::from(digit.get() - 1)] + 2 * k as usize > 9 {
                    continue;
                }
                let cells = marks.cells_with(digit);
                let mut base = CellSet::EMPTY;
                let mut covers = 0u16;
                let mut ok = true;
                for n in (0..9).filter(|n| combo >> n & 1 == 1) {
                    let Some(line) = Unit::new(base_kind, n) else {
                        continue;
                    };
                    let here = cells & CellSet::house(line);
                    if here.len() < 2 {
                        ok = false;
                        break;
                    }
                    base |= here;
                    covers |= match cover_kind {
                        UnitKind::Row => here.rows(),
                        _ => here.cols(),
                    };
                }
                if !ok || covers.count_ones() != k {
                    continue;
                }
                let mut cover_cells = CellSet::EMPTY;
                let mut step = Step::new(technique);
                for n in 0..9 {
                    if let (true, Some(line)) = (combo >> n & 1 == 1, Unit::new(base_kind, n)) {
                        step = step.with_house(line);
                    }
                    if let (true, Some(line)) = (covers >> n & 1 == 1, Unit::new(cover_kind, n)) {
                        cover_cells |= CellSet::house(line);
                        step = step.with_cover(line);
                    }
                }
                let removed = (cells & cover_cells) - base;
                if removed.is_empty() {
                    continue;
                }
                let mut eliminations = MarkSet::EMPTY;
                eliminations.insert_cells(removed, digit);
                sink(
                    step.with_cells(base)
                        .with_digits(Candidates::only(digit))
                        .with_eliminations(eliminations),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}
