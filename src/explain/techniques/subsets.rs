//! Subsets: naked pairs, triples and quads (k cells of a house holding only k digits between
//! them) and hidden ones (k digits of a house confined to k cells), with SE's direct forms of
//! the hidden pair and triple.

use core::ops::ControlFlow;

use super::{empty_in, places, se_houses, unions_of_k};
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, Cell, CellSet, Digit, MarkSet, Marks};

pub(crate) fn naked_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 2, Technique::NakedPair, sink)
}

pub(crate) fn naked_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 3, Technique::NakedTriple, sink)
}

pub(crate) fn naked_quads(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    naked(marks, 4, Technique::NakedQuad, sink)
}

pub(crate) fn hidden_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 2, false, sink)
}

pub(crate) fn hidden_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 3, false, sink)
}

pub(crate) fn hidden_quads(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 4, false, sink)
}

pub(crate) fn direct_hidden_pairs(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 2, true, sink)
}

pub(crate) fn direct_hidden_triples(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    hidden(marks, 3, true, sink)
}

/// k cells of a house, each with at least two candidates, holding k digits between them.
fn naked(marks: &Marks, k: u32, technique: Technique, sink: Sink<'_>) -> ControlFlow<()> {
    for house in se_houses() {
        if empty_in(marks, house).len() < 2 * k as usize {
            continue;
        }
        let cells = house.cells();
        // Positions whose cell has two candidates or more: the only ones a set can use.
        let mut usable = 0u16;
        let mut cands = [0u16; 9];
        for (i, &cell) in cells.iter().enumerate() {
            cands[i] = marks.candidates(cell).bits();
            if cands[i] & cands[i].wrapping_sub(1) != 0 {
                usable |= 1 << i;
            }
        }
        unions_of_k(k, usable, &cands, &mut |combo, union| {
            let union = Candidates::from_bits_truncate(union);
            let chosen = cells_at(cells, combo);
            let mut eliminations = MarkSet::EMPTY;
            for digit in union {
                let others = places(marks, house, digit) - chosen;
                eliminations.insert_cells(others, digit);
            }
            if eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            sink(
                Step::new(technique)
                    .with_house(house)
                    .with_cells(chosen)
                    .with_digits(union)
                    .with_eliminations(eliminations),
            )
        })?;
    }
    ControlFlow::Continue(())
}

/// The cells of `cells` at the positions of the bits of `positions`.
fn cells_at(cells: &[Cell; 9], positions: u16) -> CellSet {
    let mut set = CellSet::EMPTY;
    let mut rest = positions;
    while rest != 0 {
        set.insert(cells[rest.trailing_zeros() as usize]);
        rest &= rest - 1;
    }
    set
}

/// k digits of a house, each with at least two places, confined to k cells.
fn hidden(marks: &Marks, k: u32, direct: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let k_cells = k as usize;
    for house in se_houses() {
        let empty = empty_in(marks, house).len();
        if !(empty > 2 * k_cells || (direct && empty > k_cells)) {
            continue;
        }
        // Each digit's places in the house as positions 0 to 8, and the digits with two
        // places or more: the only ones a set can use.
        let cells = house.cells();
        let mut where_ = [0u16; 9];
        for (i, &cell) in cells.iter().enumerate() {
            let mut rest = marks.candidates(cell).bits();
            while rest != 0 {
                where_[rest.trailing_zeros() as usize] |= 1 << i;
                rest &= rest - 1;
            }
        }
        let mut usable = 0u16;
        for (d, &places) in where_.iter().enumerate() {
            if places & places.wrapping_sub(1) != 0 {
                usable |= 1 << d;
            }
        }
        unions_of_k(k, usable, &where_, &mut |combo, positions| {
            let union = cells_at(cells, positions);
            let digits = Candidates::from_bits_truncate(combo);
            let mut eliminations = MarkSet::EMPTY;
            for cell in union {
                for digit in marks.candidates(cell) & !digits {
                    eliminations.insert(cell, digit);
                }
            }
            if eliminations.is_empty() {
                return ControlFlow::Continue(());
            }
            let step = Step::new(technique_of(k, direct))
                .with_house(house)
                .with_cells(union)
                .with_digits(digits)
                .with_eliminations(eliminations);
            if !direct {
                return sink(step);
            }
            // Direct: some other digit of the house is left with one place outside the set.
            for digit in Digit::ALL {
                if digits.contains(digit) {
                    continue;
                }
                let here = places(marks, house, digit);
                if !here.has_several() {
                    continue;
                }
                let left = here - union;
                if left.is_single() {
                    if let Some(cell) = left.first() {
                        // SE's direct steps only place: the other candidates of the set's
                        // cells stay for a later step to remove.
                        sink(
                            step.with_eliminations(MarkSet::EMPTY)
                                .with_target_house(house)
                                .with_focus(cell)
                                .with_placement(cell, digit),
                        )?;
                    }
                    break;
                }
            }
            ControlFlow::Continue(())
        })?;
    }
    ControlFlow::Continue(())
}

fn technique_of(k: u32, direct: bool) -> Technique {
    match (k, direct) {
        (2, true) => Technique::DirectHiddenPair,
        (3, true) => Technique::DirectHiddenTriple,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}
