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
        // For each digit and base line, the cover lines its places lie in (a 9-bit mask), and
        // the base lines with at least two places: computed once, read by every combination.
        let mut covers_of = [[0u16; 9]; 9];
        let mut usable = [0u16; 9];
        for digit in Digit::ALL {
            let d = usize::from(digit.get() - 1);
            let cells = marks.cells_with(digit);
            for (n, covers) in covers_of[d].iter_mut().enumerate() {
                let Some(line) = Unit::new(base_kind, n) else {
                    continue;
                };
                let here = cells & CellSet::house(line);
                *covers = match cover_kind {
                    UnitKind::Row => here.rows(),
                    _ => here.cols(),
                };
                if here.has_several() {
                    usable[d] |= 1 << n;
                }
            }
        }
        for &combo in combinations(k) {
            for digit in Digit::ALL {
                let d = usize::from(digit.get() - 1);
                if placed[d] + 2 * k as usize > 9 || combo & !usable[d] != 0 {
                    continue;
                }
                let mut covers = 0u16;
                let mut rest = combo;
                while rest != 0 {
                    covers |= covers_of[d][rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                }
                if covers.count_ones() != k {
                    continue;
                }
                let cells = marks.cells_with(digit);
                let mut base_cells = CellSet::EMPTY;
                let mut cover_cells = CellSet::EMPTY;
                let mut step = Step::new(technique);
                for n in 0..9 {
                    if let (true, Some(line)) = (combo >> n & 1 == 1, Unit::new(base_kind, n)) {
                        base_cells |= CellSet::house(line);
                        step = step.with_house(line);
                    }
                    if let (true, Some(line)) = (covers >> n & 1 == 1, Unit::new(cover_kind, n)) {
                        cover_cells |= CellSet::house(line);
                        step = step.with_cover(line);
                    }
                }
                let base = cells & base_cells;
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
