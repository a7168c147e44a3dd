//! Basic fish: a digit whose places in k base lines (rows or columns) lie in k cover lines
//! of the other direction; the digit leaves the rest of the cover lines. X-Wing (k = 2),
//! Swordfish (3), Jellyfish (4).

use core::ops::ControlFlow;

use super::unions_of_k;
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
    // For each digit, the columns of its places in each row, and the rows in each column.
    let mut in_row = [[0u16; 9]; 9];
    let mut in_col = [[0u16; 9]; 9];
    for digit in Digit::ALL {
        let d = usize::from(digit.get() - 1);
        for cell in marks.cells_with(digit) {
            in_row[d][cell.row()] |= 1 << cell.col();
            in_col[d][cell.col()] |= 1 << cell.row();
        }
    }
    for (base_kind, cover_kind, covers_of) in [
        (UnitKind::Column, UnitKind::Row, &in_col),
        (UnitKind::Row, UnitKind::Column, &in_row),
    ] {
        // Every (base lines, digit) whose places lie in k cover lines, found digit by digit
        // and then put in SE's order: by combination of base lines, then digit.
        let mut found = [0u16; 9 * 126];
        let mut n_found = 0;
        for d in 0..9 {
            if placed[d] + 2 * k as usize > 9 {
                continue;
            }
            // The base lines with at least two places for the digit.
            let mut usable = 0u16;
            for (n, covers) in covers_of[d].iter().enumerate() {
                if covers & covers.wrapping_sub(1) != 0 {
                    usable |= 1 << n;
                }
            }
            let _ = unions_of_k(k, usable, &covers_of[d], &mut |combo, _| {
                if n_found < found.len() {
                    found[n_found] = combo << 4 | d as u16;
                    n_found += 1;
                }
                ControlFlow::Continue(())
            });
        }
        let found = &mut found[..n_found];
        found.sort_unstable();
        for &hit in found.iter() {
            let (combo, d) = (hit >> 4, usize::from(hit & 15));
            let Some(digit) = Digit::new(d as u8 + 1) else {
                continue;
            };
            let mut covers = 0u16;
            let mut rest = combo;
            while rest != 0 {
                covers |= covers_of[d][rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            let cells = marks.cells_with(digit);
            let mut base_cells = CellSet::EMPTY;
            let mut cover_cells = CellSet::EMPTY;
            for n in 0..9 {
                if let (true, Some(line)) = (combo >> n & 1 == 1, Unit::new(base_kind, n)) {
                    base_cells |= CellSet::house(line);
                }
                if let (true, Some(line)) = (covers >> n & 1 == 1, Unit::new(cover_kind, n)) {
                    cover_cells |= CellSet::house(line);
                }
            }
            let base = cells & base_cells;
            let removed = (cells & cover_cells) - base;
            if removed.is_empty() {
                continue;
            }
            let mut step = Step::new(technique);
            for n in 0..9 {
                if let (true, Some(line)) = (combo >> n & 1 == 1, Unit::new(base_kind, n)) {
                    step = step.with_house(line);
                }
                if let (true, Some(line)) = (covers >> n & 1 == 1, Unit::new(cover_kind, n)) {
                    step = step.with_cover(line);
                }
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
    ControlFlow::Continue(())
}
