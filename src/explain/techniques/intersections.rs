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
            for n2 in 0..9 {
                let (Some(house1), Some(house2)) = (Unit::new(kind1, n1), Unit::new(kind2, n2))
                else {
                    continue;
                };
                let (cells1, cells2) = (CellSet::house(house1), CellSet::house(house2));
                if (cells1 & cells2).is_empty() {
                    continue;
                }
                for digit in Digit::ALL {
                    let here = places(marks, house1, digit);
                    if here.len() < 2 || !here.is_subset(cells2) {
                        continue;
                    }
                    let removed = marks.cells_with(digit) & (cells2 - cells1);
                    if removed.is_empty() {
                        continue;
                    }
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
                        if places3.len() < 2 {
                            continue;
                        }
                        let left = places3 - cells2;
                        if left.len() != 1 {
                            continue;
                        }
                        let Some(cell) = left.first() else { continue };
                        let technique = if pointing {
                            Technique::DirectPointing
                        } else {
                            Technique::DirectClaiming
                        };
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

/// The same pattern under another technique's name and base rating.
fn retitle(step: Step, technique: Technique) -> Step {
    step.with_technique(technique)
}
