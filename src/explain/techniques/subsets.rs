//! Subsets: naked pairs, triples and quads (k cells of a house holding only k digits between
//! them) and hidden ones (k digits of a house confined to k cells), with SE's direct forms of
//! the hidden pair and triple.

use core::ops::ControlFlow;

use super::{combinations, empty_in, places, se_houses};
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, CellSet, Digit, MarkSet, Marks};

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
        let mut cands = [Candidates::NONE; 9];
        for (i, &cell) in cells.iter().enumerate() {
            cands[i] = marks.candidates(cell);
            if cands[i].len() >= 2 {
                usable |= 1 << i;
            }
        }
        for &combo in combinations(k) {
            if combo & !usable != 0 {
                continue;
            }
            let mut union = Candidates::NONE;
            let mut chosen = CellSet::EMPTY;
            let mut rest = combo;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                union |= cands[i];
                chosen.insert(cells[i]);
            }
            if union.len() != k as usize {
                continue;
            }
            let mut eliminations = MarkSet::EMPTY;
            for digit in union {
                let others = places(marks, house, digit) - chosen;
                eliminations.insert_cells(others, digit);
            }
            if eliminations.is_empty() {
                continue;
            }
            sink(
                Step::new(technique)
                    .with_house(house)
                    .with_cells(chosen)
                    .with_digits(union)
                    .with_eliminations(eliminations),
            )?;
        }
    }
    ControlFlow::Continue(())
}

/// k digits of a house, each with at least two places, confined to k cells.
fn hidden(marks: &Marks, k: u32, direct: bool, sink: Sink<'_>) -> ControlFlow<()> {
    let k_cells = k as usize;
    for house in se_houses() {
        let empty = empty_in(marks, house).len();
        if !(empty > 2 * k_cells || (direct && empty > k_cells)) {
            continue;
        }
        // The digits with two places or more in the house: the only ones a set can use.
        let mut usable = 0u16;
        let mut where_ = [CellSet::EMPTY; 9];
        for digit in Digit::ALL {
            let i = usize::from(digit.get() - 1);
            where_[i] = places(marks, house, digit);
            if where_[i].has_several() {
                usable |= 1 << i;
            }
        }
        for &combo in combinations(k) {
            if combo & !usable != 0 {
                continue;
            }
            let mut union = CellSet::EMPTY;
            let mut rest = combo;
            while rest != 0 {
                union |= where_[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            if union.len() != k_cells {
                continue;
            }
            let digits = Candidates::from_bits_truncate(combo);
            let mut eliminations = MarkSet::EMPTY;
            for cell in union {
                for digit in marks.candidates(cell) & !digits {
                    eliminations.insert(cell, digit);
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let step = Step::new(technique_of(k, direct))
                .with_house(house)
                .with_cells(union)
                .with_digits(digits)
                .with_eliminations(eliminations);
            if !direct {
                sink(step)?;
                continue;
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
        }
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
