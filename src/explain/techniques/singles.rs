//! Singles: the last empty cell of a house (full house), the only place for a digit in a
//! house (hidden single), the only digit left in a cell (naked single).

use core::fmt;
use core::ops::ControlFlow;

use crate::explain::engine::houses::{empty_in, places, se_houses};
use crate::explain::search::{Search, Sink};
use crate::explain::sentence::{Words, look_for, name};
use crate::explain::step::Facts;
use crate::explain::technique::Technique;
use crate::explain::words::{Cells, Digits, kind_word};
use crate::explain::{Level, Step};
use crate::{Candidates, Cell, CellSet, Digit, House, HouseKind, Marks};

pub(crate) const FULL_HOUSE: Facts = Facts {
    technique: Technique::FullHouse,
    name: "Full house",
    hodoku_name: "Full House",
    hodoku_key: Some("FULL_HOUSE"),
    hint: |step, f| look_for(step, f, "a full house"),
    se_tenths: 10,
    hodoku: Some((Level::Easy, 4)),
    forms: &[],
    sentence: full_house,
};

pub(crate) const HIDDEN_SINGLE: Facts = Facts {
    technique: Technique::HiddenSingle,
    name: "Hidden single",
    hodoku_name: "Hidden Single",
    hodoku_key: Some("HIDDEN_SINGLE"),
    hint: |step, f| look_for(step, f, "a hidden single"),
    se_tenths: 12,
    hodoku: Some((Level::Easy, 14)),
    forms: &[],
    sentence: hidden_single,
};

pub(crate) const NAKED_SINGLE: Facts = Facts {
    technique: Technique::NakedSingle,
    name: "Naked single",
    hodoku_name: "Naked Single",
    hodoku_key: Some("NAKED_SINGLE"),
    hint: |step, f| look_for(step, f, "a naked single"),
    se_tenths: 23,
    hodoku: Some((Level::Easy, 4)),
    forms: &[],
    sentence: naked_single,
};

/// The facts of this family's techniques, for the catalogue.
pub(crate) const FACTS: &[Facts] = &[FULL_HOUSE, HIDDEN_SINGLE, NAKED_SINGLE];

/// SE's singles: full houses, then hidden singles.
pub(crate) const HIDDEN_SINGLES: Search = Search {
    find: |cx, sink| hidden_singles(cx.marks, sink),
    finds: &[Technique::FullHouse, Technique::HiddenSingle],
};

pub(crate) const NAKED_SINGLES: Search = Search {
    find: |cx, sink| naked_singles(cx.marks, sink),
    finds: &[Technique::NakedSingle],
};

/// HoDoKu's full houses, tried before its naked singles.
pub(crate) const FULL_HOUSES: Search = Search {
    find: |cx, sink| full_houses(cx.marks, sink),
    finds: &[Technique::FullHouse],
};

/// HoDoKu's hidden singles, tried after its naked singles.
pub(crate) const ONLY_HIDDEN_SINGLES: Search = Search {
    find: |cx, sink| only_hidden_singles(cx.marks, sink),
    finds: &[Technique::HiddenSingle],
};

fn full_house(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    let Words { houses, .. } = step.words();
    write!(
        f,
        "{}: {cell} is the last empty cell of {houses}, so {cell} holds {digit}, the one \
         digit {houses} lacks",
        name(step)
    )
}

fn hidden_single(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    let Words { houses, .. } = step.words();
    let kind = step
        .houses()
        .next()
        .map_or("house", |house| kind_word(house.kind()));
    write!(
        f,
        "{}: in {houses}, only {cell} can hold {digit}",
        name(step)
    )?;
    // Why: the digit's places elsewhere see the house's other empty cells; a cell that no
    // placed digit sees lost the candidate to an earlier step.
    let blockers = step.group(0);
    let unseen = step.group(1);
    let (plural, verb) = if blockers.has_several() {
        ("s", "see")
    } else {
        ("", "sees")
    };
    match (blockers.is_empty(), unseen.is_empty()) {
        (true, _) => write!(f, " ({digit} has left the {kind}'s other cells)"),
        (false, true) => write!(
            f,
            ": the {digit}{plural} in {} {verb} the {kind}'s other empty cells",
            Cells(blockers)
        ),
        (false, false) => write!(
            f,
            ": the {digit}{plural} in {} {verb} the {kind}'s other empty cells but {}, \
             which lost {digit} earlier",
            Cells(blockers),
            Cells(unseen)
        ),
    }
}

fn naked_single(step: &Step, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (cell, digit) = step.placement().ok_or(fmt::Error)?;
    write!(f, "{}: {cell} can only hold {digit}", name(step))?;
    // The digits its row, column and box hold, and those it lost to earlier steps.
    let mut held = Candidates::EMPTY;
    for peer in step.group(0) {
        if let Some(other) = step.placed(peer) {
            held.insert(other);
        }
    }
    let lost = Candidates::ALL.without(digit) & !held;
    if lost.is_empty() {
        write!(f, ": its row, column and box hold every other digit")
    } else if held.is_empty() {
        write!(f, ": it lost {} to earlier steps", Digits(lost))
    } else {
        write!(
            f,
            ": its row, column and box hold {}, and it lost {} earlier",
            Digits(held),
            Digits(lost)
        )
    }
}

/// Full houses first, then hidden singles; each pass over boxes, columns, then rows, digits
/// in order, as SE does.
pub(crate) fn hidden_singles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    // The houses with one empty cell left, as bits in SE's order of houses.
    let mut last_cell = 0u32;
    for (i, house) in se_houses().enumerate() {
        if empty_in(marks, house).is_single() {
            last_cell |= 1 << i;
        }
    }
    for full_house in [true, false] {
        if full_house && last_cell == 0 {
            continue;
        }
        for (i, house) in se_houses().enumerate() {
            let alone = last_cell >> i & 1 == 1;
            if alone != full_house {
                continue;
            }
            // The digits with one place in the house, from its cells' candidates: those seen
            // once and never twice.
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in house.cells() {
                let here = marks.candidates(cell).bits();
                twice |= once & here;
                once |= here;
            }
            let mut lone = once & !twice;
            while lone != 0 {
                let digit = Digit::ALL[lone.trailing_zeros() as usize];
                lone &= lone - 1;
                let cells = places(marks, house, digit);
                let Some(cell) = cells.first() else { continue };
                let step = if alone {
                    Step::new(&FULL_HOUSE)
                } else {
                    Step::new(&HIDDEN_SINGLE).with_tenths(hidden_single_tenths(house))
                };
                let rest = empty_in(marks, house) - cells;
                let step = if alone {
                    step
                } else {
                    let (seen, unseen) = blockers(marks, rest, digit);
                    step.with_group(0, seen).with_group(1, unseen)
                };
                sink(
                    &step
                        .with_house(house)
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
            let [_, _, boxed] = cell.houses();
            sink(
                &Step::new(&NAKED_SINGLE)
                    .with_house(boxed)
                    .with_group(0, holders(marks, cell))
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
                    &Step::new(&FULL_HOUSE)
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

/// SE's rating of a hidden single: 1.2 in a box, 1.5 in a row or column.
fn hidden_single_tenths(house: House) -> u8 {
    if house.kind() == HouseKind::Box {
        12
    } else {
        15
    }
}

/// The three singles, as HoDoKu's singles queues (`hodoku.rs`) give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Single {
    FullHouse,
    Naked,
    Hidden,
}

/// The step of a single from HoDoKu's queues: `digit` placed in `cell`, found in `house`
/// (none for a naked single), rated as SE rates the same single. What its sentence names
/// beyond that is added when it is shown ([`dressed`]).
pub(crate) fn single(kind: Single, cell: Cell, digit: Digit, house: Option<House>) -> Step {
    let facts = match kind {
        Single::FullHouse => &FULL_HOUSE,
        Single::Naked => &NAKED_SINGLE,
        Single::Hidden => &HIDDEN_SINGLE,
    };
    let mut step = Step::new(facts);
    if let Some(house) = house {
        step = step.with_house(house);
        if kind == Single::Hidden {
            step = step.with_tenths(hidden_single_tenths(house));
        }
    }
    step.with_cells(CellSet::single(cell))
        .with_focus(cell)
        .with_digits(Candidates::only(digit))
        .with_placement(cell, digit)
}

/// A single found with its cell, digit and house alone (HoDoKu's singles queues), with what
/// its sentence and hints show, as this file's searches give it: a naked single's box and the
/// cells whose digits it sees, a hidden single's cells that rule the digit out of the house's
/// other cells. Any other step as it is.
pub(crate) fn dressed(step: Step, marks: &Marks) -> Step {
    let Some((cell, digit)) = step.placement() else {
        return step;
    };
    match step.technique() {
        Technique::NakedSingle if step.houses().next().is_none() => {
            let [_, _, boxed] = cell.houses();
            step.with_house(boxed).with_group(0, holders(marks, cell))
        }
        Technique::HiddenSingle => match step.houses().next() {
            Some(house) => {
                let rest = empty_in(marks, house) - CellSet::single(cell);
                let (seen, unseen) = blockers(marks, rest, digit);
                step.with_group(0, seen).with_group(1, unseen)
            }
            None => step,
        },
        _ => step,
    }
}

/// SE's hidden singles without its full houses.
fn only_hidden_singles(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden_singles(marks, &mut |step: &Step| {
        if step.technique() == Technique::HiddenSingle {
            sink(step)
        } else {
            ControlFlow::Continue(())
        }
    })
}

/// The cells holding `digit` that see some cell of `rest` (why those cannot hold it), and
/// the cells of `rest` none of them sees (which lost it to an earlier step).
fn blockers(marks: &Marks, rest: CellSet, digit: Digit) -> (CellSet, CellSet) {
    let mut found = CellSet::EMPTY;
    let mut unseen = CellSet::EMPTY;
    for other in rest {
        match other
            .peers()
            .iter()
            .find(|&&peer| marks.grid().get(peer) == Some(digit))
        {
            Some(&peer) => found.insert(peer),
            None => unseen.insert(other),
        }
    }
    (found, unseen)
}

/// The peers of `cell` holding a digit: the digits it cannot hold.
fn holders(marks: &Marks, cell: Cell) -> CellSet {
    CellSet::peers_of(cell) - marks.empty_cells()
}
