//! Singles: the last empty cell of a house (full house), the only place for a digit in a
//! house (hidden single), the only digit left in a cell (naked single).

use core::fmt;
use core::ops::ControlFlow;

use super::{Facts, Search, Technique, empty_in, places, se_houses};
use crate::explain::sentence::{Words, look_for, name};
use crate::explain::{Level, Sink, Step};
use crate::{Candidates, Cell, CellSet, Digit, HouseKind, Marks};

pub(super) const FACTS: &[Facts] = &[
    Facts {
        technique: Technique::FullHouse,
        name: "Full house",
        hodoku_name: "Full house",
        hint: |step, f| look_for(step, f, "a full house"),
        se_tenths: 10,
        hodoku: Some((Level::Easy, 4)),
        sentence: full_house,
    },
    Facts {
        technique: Technique::HiddenSingle,
        name: "Hidden single",
        hodoku_name: "Hidden single",
        hint: |step, f| look_for(step, f, "a hidden single"),
        se_tenths: 12,
        hodoku: Some((Level::Easy, 14)),
        sentence: hidden_single,
    },
    Facts {
        technique: Technique::NakedSingle,
        name: "Naked single",
        hodoku_name: "Naked single",
        hint: |step, f| look_for(step, f, "a naked single"),
        se_tenths: 23,
        hodoku: Some((Level::Easy, 4)),
        sentence: naked_single,
    },
];

/// SE's singles: full houses, then hidden singles.
pub(super) const HIDDEN_SINGLES: Search = Search {
    find: hidden_singles,
    finds: &[Technique::FullHouse, Technique::HiddenSingle],
};

pub(super) const NAKED_SINGLES: Search = Search {
    find: naked_singles,
    finds: &[Technique::NakedSingle],
};

/// HoDoKu's full houses, tried before its naked singles.
pub(super) const FULL_HOUSES: Search = Search {
    find: full_houses,
    finds: &[Technique::FullHouse],
};

/// HoDoKu's hidden singles, tried after its naked singles.
pub(super) const ONLY_HIDDEN_SINGLES: Search = Search {
    find: only_hidden_singles,
    finds: &[Technique::HiddenSingle],
};

fn full_house(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    let houses = step.words().houses;
    write!(
        f,
        "{}: {cell} is the last empty cell of {houses}, so it holds {digit}",
        name(step)
    )
}

fn hidden_single(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    let Words { houses, .. } = step.words();
    write!(
        f,
        "{}: in {houses}, only {cell} can hold {digit}",
        name(step)
    )
}

fn naked_single(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    write!(f, "{}: {cell} can only hold {digit}", name(step))
}

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
                    let tenths = if house.kind() == HouseKind::Box {
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
                    .with_cells(CellSet::single(cell))
                    .with_focus(cell)
                    .with_digits(Candidates::only(digit))
                    .with_placement(cell, digit),
            )?;
        }
    }
    ControlFlow::Continue(())
}

/// The last empty cell of a house, houses in SE's order (the full houses SE's hidden-single
/// search gives first, without its search for hidden singles).
fn full_houses(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    for house in se_houses() {
        let empty = empty_in(marks, house);
        let (true, Some(cell)) = (empty.is_single(), empty.first()) else {
            continue;
        };
        for digit in marks.candidates(cell) {
            if places(marks, house, digit).is_single() {
                sink(
                    Step::new(Technique::FullHouse)
                        .with_house(house)
                        .with_cells(CellSet::single(cell))
                        .with_focus(cell)
                        .with_digits(Candidates::only(digit))
                        .with_placement(cell, digit),
                )?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// SE's hidden singles without its full houses.
fn only_hidden_singles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden_singles(marks, &mut |step: Step| {
        if step.technique() == Technique::HiddenSingle {
            sink(step)
        } else {
            ControlFlow::Continue(())
        }
    })
}
