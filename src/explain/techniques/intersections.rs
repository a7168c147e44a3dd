//! Intersections: a digit of a box confined to one row or column (pointing), or a digit of a
//! row or column confined to one box (claiming). The direct forms count only when the
//! removal leaves a hidden single.

use core::ops::ControlFlow;

use super::places;
use crate::explain::{Sink, Step, Technique};
use crate::{Candidates, CellSet, Digit, MarkSet, Marks, Unit, UnitKind};

/// The pairs of house kinds SE checks, in its order: (the house the digit is confined in,
/// the house it is confined to).
const KINDS: [(UnitKind, UnitKind); 4] = [
    (UnitKind::Box, UnitKind::Column),
    (UnitKind::Box, UnitKind::Row),
    (UnitKind::Column, UnitKind::Box),
    (UnitKind::Row, UnitKind::Box),
];

/// Pointing and claiming, when they remove something.
pub(crate) fn locked(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, false, sink)
}

/// Pointing and claiming that leave a hidden single in a house of the first kind.
pub(crate) fn direct_locked(marks: &Marks, sink: Sink<'_>) -> ControlFlow<()> {
    search(marks, true, sink)
}

fn search(marks: &Marks, direct: bool, sink: Sink<'_>) -> ControlFlow<()> {
    for (kind1, kind2) in KINDS {
        for n1 in 0..9 {
            let Some(house1) = Unit::new(kind1, n1) else {
                continue;
            };
            let cells1 = CellSet::house(house1);
            // The digits of house1 with two places or more, all in one crossing house2 that
            // holds the digit elsewhere too, by house2's number: each digit's places lie in
            // one house2 at most, so one pass over the digits finds them all.
            let mut confined = [0u16; 9];
            for digit in Digit::ALL {
                let here = marks.cells_with(digit) & cells1;
                if !here.has_several() {
                    continue;
                }
                let Some(first) = here.first() else { continue };
                let n2 = match kind2 {
                    UnitKind::Row => first.row(),
                    UnitKind::Column => first.col(),
                    UnitKind::Box => first.box_index(),
                };
                let Some(house2) = Unit::new(kind2, n2) else {
                    continue;
                };
                let cells2 = CellSet::house(house2);
                if here.is_subset(cells2)
                    && !(marks.cells_with(digit) & (cells2 - cells1)).is_empty()
                {
                    confined[n2] |= 1 << (digit.get() - 1);
                }
            }
            // SE's order: house2, then digit.
            for n2 in crossing(kind1, n1, kind2) {
                if confined[n2] == 0 {
                    continue;
                }
                let Some(house2) = Unit::new(kind2, n2) else {
                    continue;
                };
                let cells2 = CellSet::house(house2);
                for digit in Candidates::from_bits_truncate(confined[n2]) {
                    let here = marks.cells_with(digit) & cells1;
                    let removed = marks.cells_with(digit) & (cells2 - cells1);
                    let mut eliminations = MarkSet::EMPTY;
                    eliminations.insert_cells(removed, digit);
                    let base = Step::new(Technique::Pointing)
                        .with_house(house1)
                        .with_cover(house2)
                        .with_cells(here)
                        .with_digits(Candidates::only(digit))
                        .with_eliminations(eliminations);
                    let pointing = kind1 == UnitKind::Box;
                    if !direct {
                        let technique = if pointing {
                            Technique::Pointing
                        } else {
                            Technique::Claiming
                        };
                        sink(retitle(base, technique))?;
                        continue;
                    }
                    // A house of the first kind that crosses house2 and keeps one place for
                    // the digit once house2 loses it.
                    for n3 in (0..9).filter(|&n3| n3 != n1) {
                        let Some(house3) = Unit::new(kind1, n3) else {
                            continue;
                        };
                        let cells3 = CellSet::house(house3);
                        if (cells3 & cells2).is_empty() {
                            continue;
                        }
                        let places3 = places(marks, house3, digit);
                        if !places3.has_several() {
                            continue;
                        }
                        let left = places3 - cells2;
                        if !left.is_single() {
                            continue;
                        }
                        let Some(cell) = left.first() else { continue };
                        let technique = if pointing {
                            Technique::DirectPointing
                        } else {
                            Technique::DirectClaiming
                        };
                        // SE's direct steps only place: the removals that lead to the single
                        // stay in the marks for a later step to make.
                        sink(
                            retitle(base, technique)
                                .with_eliminations(MarkSet::EMPTY)
                                .with_target_house(house3)
                                .with_focus(cell)
                                .with_placement(cell, digit),
                        )?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The three houses of `kind2` that cross house `n1` of `kind1`, in ascending order (one of
/// the two kinds is the box).
fn crossing(kind1: UnitKind, n1: usize, kind2: UnitKind) -> [usize; 3] {
    let (first, step) = match (kind1, kind2) {
        // Rows through box b: 3(b/3) ..; columns through it: 3(b%3) ..
        (UnitKind::Box, UnitKind::Row) => (n1 / 3 * 3, 1),
        (UnitKind::Box, _) => (n1 % 3 * 3, 1),
        // Boxes along row r: 3(r/3) ..; along column c: c/3, c/3 + 3, c/3 + 6.
        (UnitKind::Row, _) => (n1 / 3 * 3, 1),
        (_, _) => (n1 / 3, 3),
    };
    [first, first + step, first + 2 * step]
}

/// The same pattern under another technique's name and base rating.
fn retitle(step: Step, technique: Technique) -> Step {
    step.with_technique(technique)
}
