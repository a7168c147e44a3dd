//! Uniqueness techniques as HoDoKu applies them; they assume the puzzle has one solution.
//!
//! - BUG+1: every empty cell is bivalue but one, which has three candidates. Without that
//!   cell's extra digit (the one with three places in each of its houses) the grid would
//!   have two solutions, so the cell holds it.
//! - Unique rectangle type 1: four cells in two rows, two columns and two boxes, all with
//!   candidates {a, b}, three of them only {a, b}: the fourth cannot be a or b.
//! - Type 2: two cells only {a, b}, the other two {a, b, c} with the same c: c is in one of
//!   them, so it leaves every cell that sees both.

use core::ops::ControlFlow;

use super::seeing_both;
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, MarkSet, Marks, Unit};

pub(crate) fn bug_plus_one(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    let mut odd = None;
    for cell in marks.empty_cells() {
        match marks.candidates(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return ControlFlow::Continue(()),
        }
    }
    let Some(cell) = odd else {
        return ControlFlow::Continue(());
    };
    let three_times =
        |house: Unit, digit| (marks.cells_with(digit) & CellSet::house(house)).len() == 3;
    for digit in marks.candidates(cell) {
        if cell
            .units()
            .into_iter()
            .all(|house| three_times(house, digit))
        {
            return sink(
                Step::new(Technique::Bug)
                    .with_kind(1)
                    .with_cells(CellSet::single(cell))
                    .with_focus(cell)
                    .with_digits(Candidates::only(digit))
                    .with_placement(cell, digit),
            );
        }
    }
    ControlFlow::Continue(())
}

pub(crate) fn unique_rectangles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    if same_band == same_stack {
                        continue; // four boxes, or one
                    }
                    let corners = [(r1, c1), (r1, c2), (r2, c1), (r2, c2)]
                        .map(|(r, c)| Cell::from_row_col(r, c));
                    let [Some(a), Some(b), Some(c), Some(d)] = corners else {
                        continue;
                    };
                    rectangle(marks, [a, b, c, d], sink)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn rectangle(marks: &Marks, corners: [Cell; 4], sink: Sink<'_>) -> ControlFlow<()> {
    let cands = corners.map(|cell| marks.candidates(cell));
    let mut common = Candidates::from_bits_truncate(0x1ff);
    for here in cands {
        common &= here;
    }
    if common.len() != 2 {
        return ControlFlow::Continue(());
    }
    let cells: CellSet = corners.into_iter().collect();
    let bivalue = cands.iter().filter(|here| here.len() == 2).count();
    let step = |eliminations: MarkSet, kind: u8| {
        Step::new(Technique::UniqueRectangle)
            .with_kind(kind)
            .with_cells(cells)
            .with_digits(common)
            .with_eliminations(eliminations)
    };
    if bivalue == 3 {
        let Some(i) = cands.iter().position(|here| here.len() > 2) else {
            return ControlFlow::Continue(());
        };
        let mut eliminations = MarkSet::EMPTY;
        for digit in common {
            eliminations.insert(corners[i], digit);
        }
        return sink(step(eliminations, 1));
    }
    if bivalue == 2 {
        let roof: [usize; 2] = {
            let mut it = (0..4).filter(|&i| cands[i].len() > 2);
            match (it.next(), it.next()) {
                (Some(x), Some(y)) => [x, y],
                _ => return ControlFlow::Continue(()),
            }
        };
        let extra = cands[roof[0]] & !common;
        if cands[roof[0]] != cands[roof[1]] || extra.len() != 1 {
            return ControlFlow::Continue(());
        }
        let Some(c) = extra.single() else {
            return ControlFlow::Continue(());
        };
        let removed = seeing_both(corners[roof[0]], corners[roof[1]]) & marks.cells_with(c);
        if removed.is_empty() {
            return ControlFlow::Continue(());
        }
        let mut eliminations = MarkSet::EMPTY;
        eliminations.insert_cells(removed, c);
        return sink(step(eliminations, 2));
    }
    ControlFlow::Continue(())
}
